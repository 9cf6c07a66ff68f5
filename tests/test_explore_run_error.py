"""The explorer says a run's error once: an illegal action is the step's own event (with its
rule), so the run-error line under it, which repeated it word for word, is left out — on a
phone the "now" box scrolls, and the repeat looked like a sentence cut off mid-line."""

from __future__ import annotations

import json
import re
from pathlib import Path

from fastapi.testclient import TestClient

from app.services.explorer import token_for

GOLDEN = Path(__file__).parent / "scenarios" / "canon_lure_untapped_giant_must_block.json"


def now_box(client: TestClient, step: int | None = None) -> str:
    """The HTML of the page's "what happens at this step" box."""
    data = json.loads(GOLDEN.read_text())
    scenario = {k: v for k, v in data.items() if k not in ("expect", "choices")}
    where = "" if step is None else f"&step={step}"
    response = client.get(f"/explore?s={token_for(scenario)}{where}")
    assert response.status_code == 200, response.text
    found = re.search(r'<section class="now" id="now".*?</section>', response.text, re.S)
    assert found is not None
    return found.group(0)


def test_an_illegal_action_is_said_once_as_the_steps_event(client: TestClient) -> None:
    box = now_box(client, step=7)
    assert box.count("must be blocked by all creatures able to block it") == 1
    event = re.search(r'<li class="event event-error">(.*?)</li>', box, re.S)
    assert event is not None
    assert "/rules/509.1c" in event.group(1)
    assert 'class="error"' not in box


def test_a_step_before_the_illegal_action_says_nothing_of_it(client: TestClient) -> None:
    box = now_box(client, step=6)
    assert "must be blocked" not in box
