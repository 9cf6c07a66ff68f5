"""The CPU time of a command and of every process it started, orphans included.

    .venv/bin/python bench/cpu_time.py CI=true .venv/bin/python -m pytest -n 2 ... tests/e2e

On a shared machine wall time says more about the neighbours than about the tests (issue 27 §6),
so CI's lanes are compared by CPU time. `/usr/bin/time` undercounts a browser test run: when
Playwright closes Chromium, the browser's zygote and renderers are left to be reaped by init,
and their CPU (most of the browser's) never reaches the command's rusage — 7.7 s reported for
12.6 s spent by a run opening 30 pages. This runs the command as a child subreaper
(prctl PR_SET_CHILD_SUBREAPER), so every orphan of its tree is reaped here and counted, and
prints user and system CPU and the wall time to stderr. It waits for every orphan to exit, so a
command that leaves a daemon running (one it started in the background) keeps it waiting.

Leading NAME=VALUE words set the command's environment, as a shell would.
"""

from __future__ import annotations

import ctypes
import os
import resource
import subprocess
import sys
import time

#: prctl(2)'s option that makes this process reap the orphans of its descendants (Linux 3.4).
PR_SET_CHILD_SUBREAPER = 36


def main(argv: list[str]) -> int:
    env = dict(os.environ)
    while argv and "=" in argv[0] and not argv[0].startswith(("/", ".", "=")):
        name, _, value = argv.pop(0).partition("=")
        env[name] = value
    if not argv:
        print("usage: bench/cpu_time.py [NAME=VALUE ...] COMMAND [ARG ...]", file=sys.stderr)
        return 2
    if ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        print(f"prctl: {os.strerror(ctypes.get_errno())}", file=sys.stderr)
        return 2
    started = time.monotonic()
    status = subprocess.run(argv, env=env, check=False).returncode
    while True:  # the tree's orphans are this process's children now: reaped, their CPU counted
        try:
            os.waitpid(-1, 0)
        except ChildProcessError:
            break
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(
        f"cpu time: user {used.ru_utime:.1f} s + sys {used.ru_stime:.1f} s = "
        f"{used.ru_utime + used.ru_stime:.1f} s; wall {time.monotonic() - started:.1f} s",
        file=sys.stderr,
    )
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
