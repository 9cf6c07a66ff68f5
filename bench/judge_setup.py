"""Speed to a question (issue 31 §8): five of the issue's rules questions set up and played from an
empty board in a real browser, counting the user's actions and the time each takes.

Run against a running app (`RULINGS_PORT=8765 .venv/bin/python -m app`):

    .venv/bin/python bench/judge_setup.py --url http://127.0.0.1:8765
    .venv/bin/python bench/judge_setup.py --url … --json     # the figures as JSON
    .venv/bin/python bench/judge_setup.py --url … --width 390  # at phone width

An action is what a user does: a click, a filled field, a choice in a select (counted only when
it changes the value shown), a checked box. Opening the explorer's address isn't one; "Start an
empty board" is. A spell a question starts by casting is added with "Add and cast" when the
builder has it (its cost in the pool, no lands: `app/web/explore_cast.py`); otherwise it is added
to the hand with the lands it needs and cast paying automatically when the explorer offers it
(issue 31 §5), else tapping each land by hand first, as a user of an older explorer would. The
same script runs against any version of the app, so a before/after comparison is two runs.

Targets (the issue's): at most 12 actions and under a minute per question; the exit status is 1
when one is missed (`--no-check` never fails). Times depend on the machine: the load average is
printed with them.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

CHROMIUM = Path("/usr/bin/chromium")
MAX_ACTIONS = 12
MAX_SECONDS = 60.0
#: How long one page change may take on a loaded machine before the run gives up.
WAIT_MS = 60_000


@dataclass
class Session:
    """A browser page driving the explorer, counting the user's actions."""

    page: Page
    actions: int = 0
    log: list[str] = field(default_factory=list)

    def _did(self, what: str) -> None:
        self.actions += 1
        self.log.append(what)

    def _submit(self, click: Callable[[], None], what: str) -> None:
        """Click something that opens a new link, and wait until it has."""
        before = self.page.url
        click()
        self._did(what)
        self.page.wait_for_url(lambda url: url != before, timeout=WAIT_MS)
        self.page.wait_for_load_state("load")
        self.page.locator("body:not(.htmx-request)").wait_for(timeout=WAIT_MS)

    def start(self) -> None:
        self.page.goto("/explore", timeout=WAIT_MS)
        button = self.page.get_by_role("button", name="Start an empty board")
        self._submit(button.click, "start an empty board")

    def _builder(self) -> None:
        details = self.page.locator("#build")
        if details.get_attribute("open") is None:
            self.page.locator("#build > summary").click()
            self._did("open Build")

    def _select(self, label: str, value: str) -> None:
        field_ = self.page.get_by_label(label, exact=True).first
        if field_.input_value() != value:
            field_.select_option(value)
            self._did(f"{label}: {value}")

    def card(self, name: str, owner: str = "A", zone: str = "battlefield") -> None:
        self._builder()
        self.page.get_by_label("Card name").fill(name)
        self._did(f"type {name}")
        self._select("Player (owner)", owner)
        self._select("Zone", zone)
        add = self.page.get_by_role("button", name="Add card", exact=True)
        self._submit(add.click, "Add card")

    def add_and_cast(
        self, name: str, owner: str = "A", lands: tuple[str, ...] = (), *, later: bool = False
    ) -> None:
        """Add `name` to `owner`'s hand and cast it: one button where the builder has "Add and
        cast", else the card, the `lands` that pay for it, then the cast from "Legal now" (with
        `later`, the older way casts it when `cast` is called; the spell's place in the
        question is the same)."""
        self._builder()
        button = self.page.get_by_role("button", name="Add and cast", exact=True)
        if button.count():
            self.page.get_by_label("Card name").fill(name)
            self._did(f"type {name}")
            self._select("Player (owner)", owner)
            self._submit(button.click, "Add and cast")
            return
        for land in lands:
            self.card(land, owner=owner)
        self.card(name, owner=owner, zone="hand")
        if not later:
            self.cast(name, lands)

    def pool(self, mana: str, player: str = "A") -> None:
        """Set the player's mana pool as the scenario loads."""
        self._builder()
        form = self.page.get_by_role("form", name=f"Player {player}")
        form.get_by_label("Mana pool").fill(mana)
        self._did(f"pool {mana}")
        self._submit(form.get_by_role("button", name=f"Save player {player}").click, "Save player")

    def _legal(self, starts: str) -> list[str]:
        names = self.page.locator(".play-legal button").all_inner_texts()
        return [n.strip() for n in names if n.strip().startswith(starts)]

    def cast(self, card: str, lands: tuple[str, ...] = ()) -> None:
        """Cast `card`, paying automatically if offered, else tapping `lands` by hand first."""
        auto = [n for n in self._legal(f"Cast {card}") if "tapping" in n]
        if not auto:
            for land in lands:
                name = self._legal(f"Activate {land}")[0]
                button = self.page.get_by_role("button", name=name, exact=True).first
                self._submit(button.click, f"tap {land}")
            auto = [f"Cast {card}"]
        button = self.page.get_by_role("button", name=auto[0], exact=True).first
        self._submit(button.click, auto[0])

    def choose(self, *options: str) -> None:
        """Answer the pending choice with these options (none asked: nothing to do)."""
        heading = self.page.locator("#play-h").inner_text()
        if not heading.startswith("Choice"):
            return
        form = self.page.locator(".play-choice")
        for option in options:
            form.get_by_label(option, exact=True).check()
            self._did(f"pick {option}")
        self._submit(form.get_by_role("button", name="Choose").click, "Choose")

    def resolve(self) -> None:
        button = self.page.get_by_role("button", name="Resolve the stack")
        self._submit(button.click, "Resolve the stack")

    def expect(self, words: str) -> None:
        text = self.page.locator("main").inner_text()
        if words not in text:
            raise AssertionError(f"the page doesn't say {words!r}")


def humility_opalescence(s: Session) -> None:
    s.card("Humility")
    s.card("Opalescence")
    s.expect("Opalescence")


def blood_moon_urborg(s: Session) -> None:
    s.card("Blood Moon")
    s.card("Urborg, Tomb of Yawgmoth", owner="B")
    s.expect("Urborg, Tomb of Yawgmoth")


def bolt_in_response_to_giant_growth(s: Session) -> None:
    s.card("Grizzly Bears")
    s.add_and_cast("Giant Growth", lands=("Forest",), later=True)
    s.add_and_cast("Lightning Bolt", owner="B", lands=("Mountain",), later=True)
    if s.page.get_by_role("button", name="Add and cast", exact=True).count() == 0:
        s.cast("Giant Growth", ("Forest",))
        s.cast("Lightning Bolt", ("Mountain",))
    s.choose("Grizzly Bears")
    s.resolve()
    s.expect("Lightning Bolt")


def clone_of_a_pumped_creature(s: Session) -> None:
    s.card("Grizzly Bears")
    if s.page.get_by_role("button", name="Add and cast", exact=True).count():
        s.add_and_cast("Giant Growth")
        s.resolve()
        s.add_and_cast("Clone")
    else:
        s.card("Giant Growth", zone="hand")
        s.card("Clone", zone="hand")
        s.pool("GUCCC")
        s.cast("Giant Growth")
        s.resolve()
        s.cast("Clone")
    s.resolve()
    s.choose("Grizzly Bears")
    s.expect("copy of Grizzly Bears")


def undying(s: Session) -> None:
    s.card("Strangleroot Geist")
    s.add_and_cast("Lightning Bolt", owner="B", lands=("Mountain",))
    s.choose("Strangleroot Geist")
    s.resolve()
    s.expect("Strangleroot Geist")


QUESTIONS: dict[str, Callable[[Session], None]] = {
    "Humility and Opalescence": humility_opalescence,
    "Blood Moon and Urborg": blood_moon_urborg,
    "Bolt in response to Giant Growth": bolt_in_response_to_giant_growth,
    "Clone of a pumped creature": clone_of_a_pumped_creature,
    "Undying": undying,
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", required=True, help="a running app, e.g. http://127.0.0.1:8765")
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--no-check", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="list each question's actions")
    args = parser.parse_args()
    rows: list[dict[str, Any]] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        for name, question in QUESTIONS.items():
            height = 900 if args.width >= 800 else 844
            context = browser.new_context(
                base_url=args.url, viewport={"width": args.width, "height": height}
            )
            context.set_default_timeout(WAIT_MS)
            session = Session(context.new_page())
            began = time.perf_counter()
            error = None
            try:
                session.start()
                question(session)
            except Exception as exc:  # reported as the question's failure
                error = re.sub(r"\s+", " ", str(exc))[:200]
            seconds = time.perf_counter() - began
            rows.append(
                {
                    "question": name,
                    "actions": session.actions,
                    "seconds": round(seconds, 1),
                    "error": error,
                    "log": session.log,
                }
            )
            context.close()
        browser.close()
    missed = [
        r for r in rows if r["error"] or r["actions"] > MAX_ACTIONS or r["seconds"] > MAX_SECONDS
    ]
    if args.json:
        print(json.dumps({"load": os.getloadavg(), "width": args.width, "rows": rows}, indent=2))
    else:
        print(f"load average {os.getloadavg()[0]:.1f}; width {args.width}px")
        for r in rows:
            flag = " (missed)" if r in missed else ""
            print(f"{r['question']:36} {r['actions']:3} actions {r['seconds']:6.1f} s{flag}")
            if r["error"]:
                print(f"    stopped: {r['error']}")
            if args.verbose:
                print("    " + "; ".join(r["log"]))
    return 1 if missed and not args.no_check else 0


if __name__ == "__main__":
    sys.exit(main())
