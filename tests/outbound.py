"""Run a module as `python -m` does, writing down every network address it reaches for.

    python -m tests.outbound LOG MODULE [ARG ...]     (from the repository root)

An audit hook (PEP 578) sees every `socket.connect`, `socket.sendto` and `socket.getaddrinfo` the
process makes through Python, and appends one JSON line per call to LOG. The browser tests run
the server under it, so "the app makes no requests to third parties" is checked on everything
they do. `foreign` says which of the recorded calls left this machine.

(libpq, the PostgreSQL client, opens its sockets in C and isn't seen; the database is the one
peer the app is meant to have, and the browser tests use the SQLite store.)
"""

from __future__ import annotations

import ipaddress
import json
import runpy
import sys
from pathlib import Path
from typing import Any, TextIO

#: Host names that stay on this machine.
LOCAL_NAMES = frozenset({"localhost", "localhost.localdomain", "ip6-localhost"})


def _hook(log: TextIO) -> Any:
    def hook(event: str, args: tuple[Any, ...]) -> None:
        if event in ("socket.connect", "socket.sendto"):
            address = args[1]
        elif event == "socket.getaddrinfo":
            address = (args[0], args[1])
        else:
            return
        # Unix-domain addresses are str or bytes: record them too, `foreign` lets them pass.
        if isinstance(address, bytes):
            address = address.decode("utf-8", "replace")
        host = address if isinstance(address, str) else address[0]
        if isinstance(host, bytes):
            host = host.decode("ascii", "replace")
        log.write(json.dumps({"event": event, "host": host, "address": repr(address)}) + "\n")
        log.flush()

    return hook


def is_local(host: object) -> bool:
    """Loopback, a Unix-domain socket path, or a name for this machine."""
    if host is None:
        return True
    text = str(host)
    if text.startswith("/") or text == "" or text.lower() in LOCAL_NAMES:
        return True
    try:
        return ipaddress.ip_address(text.split("%", 1)[0]).is_loopback
    except ValueError:
        return False


def foreign(log_path: Path) -> list[dict[str, str]]:
    """The recorded calls whose host isn't on this machine (none, if the log doesn't exist)."""
    if not log_path.exists():
        return []
    entries = [json.loads(line) for line in log_path.read_text(encoding="utf-8").splitlines()]
    return [entry for entry in entries if not is_local(entry["host"])]


def main() -> None:
    if len(sys.argv) < 3:
        sys.exit("usage: python -m tests.outbound LOG MODULE [ARG ...]")
    log_path, module = sys.argv[1], sys.argv[2]
    log = Path(log_path).open("a", encoding="utf-8")  # noqa: SIM115 - open for the process's life
    sys.addaudithook(_hook(log))
    sys.argv = [module, *sys.argv[3:]]
    runpy.run_module(module, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
