"""Full-page screenshots of the main pages at desktop and phone widths, for a person to look at.

They are written to screenshots/ (gitignored), one PNG per page and width, e.g.
screenshots/rule-390.png. The test itself only checks that each page loads cleanly and does not
scroll sideways; whether the pages look right is for the reader of the screenshots.
"""

from __future__ import annotations

import json

import pytest

from engine import encode_link, parse_scenario
from tests.e2e.conftest import ROOT, Pages

SCREENSHOTS = ROOT / "screenshots"
ORDER = {
    **{
        k: v
        for k, v in json.loads(
            (ROOT / "tests" / "scenarios" / "trigger_order_then_targets.json").read_text("utf-8")
        ).items()
        if k != "expect"
    },
    "choices": [],
}
SHOTS = {
    "home": "/",
    "search": "/search?q=populate",
    "rule": "/rules/704.5",
    "card": "/cards/golgothian-sylex",
    "names": "/names/antiquities",
    # A board of several objects, two sharing a name, a spell on the stack and a pending choice.
    "explorer-choice": "/explore?s=" + encode_link(parse_scenario(ORDER)),
}


@pytest.mark.parametrize("width", [1280, 390])
def test_screenshots(pages: Pages, width: int) -> None:
    SCREENSHOTS.mkdir(exist_ok=True)
    page = pages.new(width=width)
    for name, path in SHOTS.items():
        response = page.goto(path)
        assert response is not None
        assert response.ok, f"{path} answered {response.status}"
        page.screenshot(path=SCREENSHOTS / f"{name}-{width}.png", full_page=True)
        scroll, client = page.evaluate(
            "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
        )
        assert scroll <= client, f"{path} scrolls sideways at {width}px ({scroll} > {client})"
