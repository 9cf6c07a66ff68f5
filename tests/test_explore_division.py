"""A spell that divides its damage among its targets (601.2d) asked in the explorer: the form
starts from a division the rules allow — each target at least 1, the rest on the first — which
the engine's pending choice says (`each_at_least`), so answering it unchanged plays on instead
of being refused; combat damage keeps 0 as a legal amount (tests/test_explore_combat.py)."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from engine.driver.share_links import decode_link
from tests.explore_play_forms import end_of, follow, post, token

GOLDEN = (
    Path(__file__).parent / "scenarios" / "canon_fire_each_target_is_assigned_at_least_one.json"
)


def fire_at_two_targets() -> dict[str, Any]:
    """Fire cast at the Elves and the Bears, the division not yet answered."""
    data = json.loads(GOLDEN.read_text())
    return {k: v for k, v in data.items() if k not in ("expect", "choices", "title")}


def test_the_division_form_starts_at_one_each(client: TestClient) -> None:
    page = unescape(end_of(client, token(fire_at_two_targets())))
    assert "divide Fire's 2 damage among" in page
    assert re.search(r'name="n-elves" min="1" max="1" value="1"', page)
    assert re.search(r'name="n-bears" min="1" max="1" value="1"', page)


def test_answering_the_form_as_it_starts_divides_the_damage(client: TestClient) -> None:
    s = token(fire_at_two_targets())
    s, _, page = follow(
        client, post(client, "/explore/answer", s=s, **{"n-elves": "1", "n-bears": "1"})
    )
    assert decode_link(s).to_data()["choices"] == [{"damage": {"elves": 1, "bears": 1}}]
    # The step's summary names the division the player made (601.2d), and nothing was refused.
    assert "Player A divides Fire's 2" in unescape(page)
    assert "at least 1 of the damage" not in unescape(page)
