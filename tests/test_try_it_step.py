"""A ruling's "Try it" and an example's page name the step where the ruling applies as the
explorer numbers it (issue 31 §5 of the session's brief, §7 of the issue): steps where nothing
happens are folded there, so the engine's step number can be higher than the page's ("Step N of
M"). Brave the Elements' example applies its ruling at engine step 10, the explorer's step 9."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

RULING = "sr-dff267bac8"
EXAMPLE = "brave-the-elements-color-chosen-on-resolution"
CHOSEN = "Player A chooses red as Brave the Elements resolves"


def _now(page: str) -> str:
    """What the explorer page says happens at the step it shows."""
    return page.split('id="now"', 1)[1].split("</section>", 1)[0]


def test_try_it_names_and_opens_the_explorers_step(client: TestClient) -> None:
    page = client.get(f"/rulings/{RULING}").text
    assert "opens at step 9, where the ruling applies" in page
    link = page.split('class="try-it" href="', 1)[1].split('"', 1)[0].replace("&amp;", "&")
    assert re.search(r"[?&]step=9(&|$)", link), link
    opened = client.get(link)
    assert opened.status_code == 200, opened.text[:2000]
    assert "Step 9 of" in opened.text
    assert CHOSEN in _now(opened.text)


def test_an_examples_page_numbers_its_steps_as_the_explorer_does(client: TestClient) -> None:
    page = client.get(f"/examples/{EXAMPLE}").text
    assert "Jump to the step where the ruling applies (step 9)" in page
    applies = page.split('class="step applies"', 1)[1].split("</li>\n    \n", 1)[0]
    assert "Step 9" in applies
    assert CHOSEN in applies
    link = page.split('href="/explore?', 1)[1].split('"', 1)[0].replace("&amp;", "&")
    opened = client.get("/explore?" + link).text
    assert "Step 9 of" in opened
    assert CHOSEN in _now(opened)
