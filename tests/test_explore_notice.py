"""What the engine doesn't model, said in the explorer (issue 25, 1d): the builder marks a card
that isn't fully modelled as it is added, and from the first step where an unmodelled ability
could have changed the result every step shows a notice at the result, linking to that step."""

from __future__ import annotations

import html
import re
from typing import Any
from urllib.parse import parse_qs, urlencode, urlparse

from fastapi.testclient import TestClient

from app.services.explorer import WARNING_KINDS
from engine import run
from engine.driver.scenario import parse_scenario
from engine.driver.share_links import encode_link


def _post(client: TestClient, path: str, **fields: Any) -> Any:
    return client.post(
        path,
        content=urlencode(fields, doseq=True),
        headers={"content-type": "application/x-www-form-urlencoded"},
        follow_redirects=False,
    )


def _token(response: Any) -> str:
    assert response.status_code == 303, response.text[:2000]
    return parse_qs(urlparse(response.headers["location"]).query)["s"][0]


def _text(fragment: str) -> str:
    """A piece of the page as a reader sees it: tags dropped, entities read, spaces folded."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", fragment)).split())


def _added(client: TestClient, name: str) -> str:
    """The explorer page right after adding `name` to an empty board with the builder."""
    empty = _token(client.post("/explore/build/empty", follow_redirects=False))
    added = _post(client, "/explore/build/card", s=empty, name=name, player="A", zone="battlefield")
    assert added.status_code == 303, added.text[:2000]
    page = client.get(added.headers["location"])
    assert page.status_code == 200
    return page.text


# -- the builder's mark -------------------------------------------------------------------------

#: A line that plays a card from outside the game (400.11b), which no scenario holds.
EXPLORER_LINE = (
    "{3}, {T}: Until end of turn, you may play one basic Plains card from outside the game."
)
KALITAS_LINE = (
    "If a nontoken creature an opponent controls would die, instead exile that card and create a "
    "2/2 black Zombie creature token."
)


def test_the_builder_marks_frontier_explorer_as_not_fully_modelled_as_it_is_added(
    client: TestClient,
) -> None:
    page = _added(client, "Frontier Explorer")
    note = re.search(r'<p class="model-note" id="build-card-mark">(.*?)</p>', page, re.S)
    assert note, "no mark under the card form"
    assert _text(note.group(1)) == (
        "not fully modelled Frontier Explorer — a run with it says where these lines, which the "
        f"engine doesn't model, could change the result: “{EXPLORER_LINE}”"
    )
    # Its line in the list of objects as loaded carries the mark too, with its card page.
    item = page.split('<details id="build-object-', 1)[1].split("</details>", 1)[0]
    summary = item.split("<summary>", 1)[1].split("</summary>", 1)[0]
    assert _text(summary) == "Edit Frontier Explorer · battlefield · player A not fully modelled"
    assert f"Not modelled by the engine (card page): “{EXPLORER_LINE}”" in _text(item)
    assert 'href="/cards/Frontier%20Explorer"' in item


def test_the_builder_doesnt_mark_grizzly_bears(client: TestClient) -> None:
    page = _added(client, "Grizzly Bears")
    assert 'id="build-object-' in page
    assert "model-mark" not in page
    assert "not fully modelled" not in page
    assert 'id="build-card-mark"' not in page


# -- the notice at the result -------------------------------------------------------------------

WRATH = {
    "title": "Wrath of God with Kalitas, Traitor of Ghet out",
    "players": [{"id": "A", "mana_pool": "{W}{W}{W}{W}"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "bears", "card": "Grizzly Bears", "owner": "B", "zone": "battlefield"},
        {"id": "kalitas", "card": "Kalitas, Traitor of Ghet", "owner": "A", "zone": "battlefield"},
        {"id": "wrath", "card": "Wrath of God", "owner": "A", "zone": "hand"},
    ],
    "actions": [{"player": "A", "cast": "wrath"}, {"resolve": "stack"}],
}
ALBATROSS_LINE = (
    "When this creature dies, you may pay {1}{U}. If you do, for each creature that dealt damage "
    "to this creature this turn, destroy that creature unless its controller pays 2 life. A "
    "creature destroyed this way can't be regenerated."
)
#: Two lines the engine doesn't model matter: Kalitas's, and Giant Albatross's dies trigger.
WRATH_AND_ALBATROSS = {
    **WRATH,
    "objects": [
        *WRATH["objects"],
        {"id": "bird", "card": "Giant Albatross", "owner": "B", "zone": "battlefield"},
    ],
}
BEARS = {
    "title": "Lightning Bolt at Grizzly Bears",
    "players": [{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "bears", "card": "Grizzly Bears", "owner": "B", "zone": "battlefield"},
        {"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"},
    ],
    "actions": [{"player": "A", "cast": "bolt", "targets": ["bears"]}, {"resolve": "stack"}],
}


def _steps(data: dict[str, Any]) -> tuple[str, list[int], int | None]:
    """The scenario's link, the steps the explorer shows (0 and each step with events) and the
    step of the run's first warning about an ability the engine doesn't model."""
    output, _ = run(parse_scenario(data))
    steps = sorted({0, *(int(e["step"]) for e in output["events"])})
    warned = [e["step"] for e in output["events"] if e["kind"] in WARNING_KINDS]
    return encode_link(parse_scenario(data)), steps, (warned[0] if warned else None)


def _notice(page: str) -> str | None:
    found = re.search(r'<div class="result-notice"[^>]*>(.*?)</div>', page, re.S)
    return found.group(1) if found else None


def _status(page: str) -> str | None:
    found = re.search(r'<p class="run-status">(.*?)</p>', page, re.S)
    return _text(found.group(1)) if found else None


def _link_of(client: TestClient, fragment: str, token: str, number: int) -> str:
    """The link in `fragment` to page `number` of `token` (checked), as a path to get."""
    link = re.search(r'<a href="([^"]*)"[^>]*>step \d+</a>', fragment)
    assert link is not None, fragment
    href = html.unescape(link.group(1))
    assert parse_qs(urlparse(href).query) == {"s": [token], "step": [str(number)]}
    return href


def test_every_step_from_the_first_warning_on_says_the_result_may_be_wrong(
    client: TestClient,
) -> None:
    """Kalitas, Traitor of Ghet on the battlefield, Wrath of God resolves: its replacement isn't
    applied, and from the step where the creatures go to the graveyard every step says so."""
    token, steps, first = _steps(WRATH)
    assert first is not None
    assert 0 < first < steps[-1]
    number = steps.index(first)
    for at in steps:
        page = client.get("/explore", params={"s": token, "at": at}).text
        notice = _notice(page)
        if at < first:
            assert notice is None, f"a notice at step {at}, before the first warning"
            assert _status(page) == (
                "Not complete: the engine doesn't model every ability of Kalitas, Traitor of Ghet "
                "(marked on its card); nothing so far is something it could have changed."
            )
            continue
        assert notice is not None, f"no notice at step {at}"
        assert _status(page) is None
        assert _text(notice) == (
            f"This result may be wrong from step {number} on: Kalitas, Traitor of Ghet — "
            f"“{KALITAS_LINE}” — isn't modelled."
        )
        # The link leads to the step of the first warning, which says what happened there.
        there = client.get(_link_of(client, notice, token, number)).text
        now = there.split('<section class="now"', 1)[1].split("</section>", 1)[0]
        assert '<li class="event event-unmodelled">' in now
        assert "Grizzly Bears is destroyed (Wrath of God)" in _text(now)


def test_each_line_that_mattered_is_listed_with_its_own_first_step(client: TestClient) -> None:
    token, steps, first = _steps(WRATH_AND_ALBATROSS)
    output, _ = run(parse_scenario(WRATH_AND_ALBATROSS))
    firsts = {u["label"]: u["first_step"] for u in output["unmodelled"] if u["first_step"]}
    assert set(firsts) == {"Kalitas, Traitor of Ghet", "Giant Albatross"}
    page = client.get("/explore", params={"s": token}).text
    notice = _notice(page)
    assert notice is not None
    items = [_text(i) for i in re.findall(r"<li>(.*?)</li>", notice, re.S)]
    assert _text(notice).startswith(
        f"This result may be wrong from step {steps.index(first)} on: the engine doesn't model "
        "these abilities, which may have applied."
    )
    assert sorted(items) == sorted(
        [
            f"Giant Albatross — “{ALBATROSS_LINE}” — isn't modelled (from step "
            f"{steps.index(firsts['Giant Albatross'])}).",
            f"Kalitas, Traitor of Ghet — “{KALITAS_LINE}” — isn't modelled (from step "
            f"{steps.index(firsts['Kalitas, Traitor of Ghet'])}).",
        ]
    )


def test_the_timeline_marks_the_step_of_the_first_warning(client: TestClient) -> None:
    token, steps, first = _steps(WRATH)
    page = client.get("/explore", params={"s": token}).text
    flagged = re.findall(r'<li class="step[^"]*first-warning[^"]*">(.*?)</li>', page, re.S)
    assert len(flagged) == 1
    assert _text(flagged[0]).startswith(
        f"Step {steps.index(first)} first warning: Grizzly Bears is destroyed (Wrath of God)"
    )


def test_a_complete_run_shows_no_notice_at_any_step_and_says_it_is_complete(
    client: TestClient,
) -> None:
    token, steps, first = _steps(BEARS)
    assert first is None
    for at in steps:
        page = client.get("/explore", params={"s": token, "at": at}).text
        assert _notice(page) is None
        assert "may be wrong" not in page
        assert "first-warning" not in page
        assert _status(page) == (
            "Complete: nothing in the run so far needs an ability the engine doesn't model."
        )
