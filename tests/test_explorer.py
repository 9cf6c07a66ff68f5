"""The explorer: share tokens (v1.<deflated canonical JSON, base64url>), bad links, and stepping."""

from __future__ import annotations

import base64
import json
import re
import time
import zlib
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings

from app.main import create_app
from app.services.explorer import TIMELINE_REACH, ByteLRU
from app.settings import Settings
from app.web.explore_edits import MAX_EDIT_FORMS
from engine import run as run_scenario
from engine.driver.scenario import MAX_OBJECTS, parse_scenario
from engine.driver.share_links import MAX_TOKEN_CHARS, LinkError, decode_link, encode_link
from tests.engine.strategies import scenario_data

ROOT = Path(__file__).resolve().parents[1]


def example(name: str) -> dict[str, Any]:
    data = json.loads((ROOT / "examples" / f"{name}.json").read_text(encoding="utf-8"))
    data.pop("example")
    data.pop("expect")
    return data


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario_data())
def test_share_tokens_round_trip(data: dict[str, Any]) -> None:
    scenario = parse_scenario(data)
    token = encode_link(scenario)
    assert token.startswith("v1.")
    assert decode_link(token) == scenario
    assert encode_link(decode_link(token)) == token


def _token(raw: bytes) -> str:
    return "v1." + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


@pytest.mark.parametrize(
    ("token", "message"),
    [
        ("v2.abc", "unknown link version 'v2'"),
        ("v1.@@@", "isn't valid base64url"),
        ("v1." + "A" * (MAX_TOKEN_CHARS + 1), "the limit is 12,000"),
        (_token(b'{"players": [{"id": "A"}, {"id": "B"}]}')[:-6], "truncated"),
        (_token(b"{" + b" " * 1_000_000), "inflates beyond 256 KiB"),
        (_token(b"not json"), "isn't valid JSON"),
        (_token(b'{"players": []}'), "doesn't load: players"),
    ],
)
def test_bad_tokens_are_refused_with_a_reason(token: str, message: str) -> None:
    with pytest.raises(LinkError, match=message):
        decode_link(token)


def test_bad_links_open_the_explorer_with_a_message_quickly(client: TestClient) -> None:
    bomb = _token(b"{" + b" " * 1_000_000)
    # The CPU this process spent (the app runs in it, on the test client's thread), not the time
    # on the clock, which other processes on a loaded machine or another test worker stretch.
    started = time.process_time()
    response = client.get("/explore", params={"s": bomb})
    assert time.process_time() - started < 1.0
    assert response.status_code == 400
    assert "inflates beyond 256 KiB" in response.text
    assert "<!doctype html>" in response.text
    bad_step = client.get(
        "/explore",
        params={
            "s": encode_link(parse_scenario(example("targets-all-illegal-doesnt-resolve"))),
            "at": "-3",
        },
    )
    assert bad_step.status_code == 400
    assert "a step number (0 or more)" in bad_step.text


def test_explorer_shows_the_state_and_the_events_at_a_step(client: TestClient) -> None:
    token = encode_link(parse_scenario(example("targets-all-illegal-doesnt-resolve")))
    at_fizzle = client.get("/explore", params={"s": token, "at": 13}).text
    assert "Step 13 of 14" in at_fizzle
    assert "doesn" in at_fizzle
    assert 'href="/rules/608.2b"' in at_fizzle
    assert 'aria-live="polite"' in at_fizzle
    # The seed ruling that is rule 608.2b's text is named beside the event that applies it.
    assert 'href="/rulings/sr-55ecf28b93"' in at_fizzle
    assert 'rel="prev"' in at_fizzle
    start = client.get("/explore", params={"s": token, "at": 0}).text
    assert "The scenario as loaded" in start
    assert "Grizzly Bears" in start
    end = client.get("/explore", params={"s": token}).text
    assert "Step 14 of 14" in end
    beyond = client.get("/explore", params={"s": token, "at": 999}).text
    assert "Step 14 of 14" in beyond


def test_explorer_fragment_for_htmx(client: TestClient) -> None:
    token = encode_link(parse_scenario(example("targets-all-illegal-doesnt-resolve")))
    response = client.get("/explore", params={"s": token, "at": 5}, headers={"HX-Request": "true"})
    # Only the explorer, with a title tag htmx puts on the tab: the title follows the step.
    text = response.text.lstrip()
    assert text.startswith("<title>")
    assert "— step 5 of 14 · Rulings Explorer</title>" in text.split("\n", 1)[0]
    assert '<div id="explorer-inner">' in text
    assert "<header" not in text
    assert "HX-Request" in response.headers["vary"]


def test_a_history_restore_gets_the_whole_page(client: TestClient) -> None:
    """Back after htmx steps, when htmx's own cache of past pages misses, asks again with
    HX-History-Restore-Request and puts the answer in place of the page (issue 16, item 2)."""
    token = encode_link(parse_scenario(example("targets-all-illegal-doesnt-resolve")))
    headers = {"HX-Request": "true", "HX-History-Restore-Request": "true"}
    response = client.get("/explore", params={"s": token, "at": 5}, headers=headers)
    assert response.status_code == 200
    assert response.text.lstrip().lower().startswith("<!doctype html>")
    assert "<header" in response.text
    assert re.search(r"<h1[^>]*>Explorer</h1>", response.text)
    assert "HX-History-Restore-Request" in response.headers["vary"]


def test_try_it_opens_the_explorer_at_the_step_that_applies_the_ruling(client: TestClient) -> None:
    page = client.get("/rulings/sr-55ecf28b93").text
    assert "Try it in the explorer" in page
    link = page.split('class="try-it" href="', 1)[1].split('"', 1)[0].replace("&amp;", "&")
    opened = client.get(link).text
    assert "Step 13 of 14" in opened
    assert "doesn" in opened


def test_a_board_with_lethal_damage_warns_before_stepping(client: TestClient) -> None:
    scenario = parse_scenario(
        {
            "players": [{"id": "A"}, {"id": "B"}],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [
                {
                    "id": "bears",
                    "card": "Grizzly Bears",
                    "owner": "A",
                    "zone": "battlefield",
                    "damage": 2,
                },
            ],
        }
    )
    page = client.get("/explore", params={"s": encode_link(scenario), "at": 0}).text
    assert "The rules will act on this board" in page
    assert "lethal damage (2 ≥ toughness 2): state-based actions will destroy it" in page
    assert 'href="/rules/704.5g"' in page
    run = client.post("/api/v1/scenarios/step", json={"scenario": scenario.to_data(), "steps": 0})
    assert run.json()["warnings"][0]["rules"] == ["704.5g"]


# -- the run cache (issue 12): bounded by bytes, shared runs ------------------------------------


def bolts(n: int) -> dict[str, Any]:
    """A casts `n` Lightning Bolts at B, then the stack resolves: about 2 KB of output per Bolt."""
    return {
        "title": f"{n} Bolts",
        "players": [{"id": "A", "mana_pool": "{R}" * n}, {"id": "B", "life": 1000}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [
            {"id": f"bolt{i}", "card": "Lightning Bolt", "owner": "A", "zone": "hand"}
            for i in range(n)
        ],
        "actions": [
            *({"player": "A", "cast": f"bolt{i}", "targets": ["B"]} for i in range(n)),
            {"resolve": "stack"},
        ],
    }


def test_byte_lru_keeps_the_most_recently_used_within_its_bound() -> None:
    cache: ByteLRU[str] = ByteLRU(100)
    cache.put("a", "A", 40)
    cache.put("b", "B", 40)
    assert cache.get("a") == "A"  # now b is the least recently used
    cache.put("c", "C", 40)
    assert (cache.get("a"), cache.get("b"), cache.get("c")) == ("A", None, "C")
    assert cache.bytes == 80
    cache.put("huge", "H", 101)  # larger than the whole bound: not kept, nothing dropped
    assert cache.get("huge") is None
    assert cache.bytes == 80
    assert len(cache) == 2


def test_the_run_cache_never_holds_more_bytes_than_its_bound(
    tmp_path: Path, index_path: Path
) -> None:
    bound = 400_000
    settings = Settings(
        index_path=index_path, store_dir=tmp_path, engine_workers=1, explorer_cache_bytes=bound
    )
    app = create_app(settings)
    cache = app.state.explorer.cache
    with TestClient(app) as client:
        for n in range(20, 40):  # 20 distinct links, 40-80 KB of output each
            page = client.get(
                "/explore", params={"s": encode_link(parse_scenario(bolts(n))), "at": 3}
            )
            assert page.status_code == 200
            assert "Step 3 of" in page.text
            assert 0 < cache.bytes <= bound
        assert len(cache) < 2 * 20  # older runs made room
        # The newest link is still there: stepping through it runs nothing again.
        newest = encode_link(parse_scenario(bolts(39)))
        before = app.state.engine.stats()
        assert client.get("/explore", params={"s": newest, "at": 3}).status_code == 200
        assert app.state.engine.stats() == before
        # A run larger than the whole cache is shown, just not kept.
        small = Settings(
            index_path=index_path,
            store_dir=tmp_path / "small",
            engine_workers=1,
            explorer_cache_bytes=1000,
        )
    tiny = create_app(small)
    with TestClient(tiny) as client:
        page = client.get("/explore", params={"s": encode_link(parse_scenario(bolts(5)))})
        assert page.status_code == 200
        assert tiny.state.explorer.cache.bytes == 0


def test_a_long_run_lists_the_steps_around_the_current_one_and_says_how_many_it_leaves_out(
    client: TestClient,
) -> None:
    token = encode_link(parse_scenario(bolts(60)))  # 60 casts, then 60 resolutions: 300+ steps
    page = client.get("/explore", params={"s": token, "at": 150}).text
    listed = [int(n) for n in re.findall(r'<li class="step[^"]*"><a [^>]*>Step (\d+)</a>', page)]
    assert len(listed) == 2 * TIMELINE_REACH + 1
    assert 150 in listed
    assert re.search(r"\d+ earlier steps aren't listed", page)
    assert re.search(r"\d+ later steps aren't listed", page)
    start = client.get("/explore", params={"s": token, "at": 0}).text
    assert "earlier steps" not in start


def test_the_largest_scenario_makes_a_page_of_bounded_size(client: TestClient) -> None:
    """500 objects: the builder lists the first 30 with their edit forms (each form carries the
    whole share token), and says how to edit the rest."""
    data = bolts(0)
    data["objects"] = [
        {"id": f"b{i}", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"}
        for i in range(MAX_OBJECTS)
    ]
    page = client.get("/explore", params={"s": encode_link(parse_scenario(data))})
    assert page.status_code == 200
    assert page.text.count('action="/explore/build/object/remove"') == MAX_EDIT_FORMS
    assert f"The other {MAX_OBJECTS - MAX_EDIT_FORMS} objects aren't listed here" in page.text
    assert len(page.content) < 2 * 1024**2


BOARD: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "Board layout",
    "players": [{"id": "A"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "f1", "card": "Forest", "owner": "A", "zone": "battlefield"},
        {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
        {"id": "m1", "card": "Mountain", "owner": "B", "zone": "battlefield"},
        {"id": "lions", "card": "Savannah Lions", "owner": "B", "zone": "battlefield"},
    ],
}


def test_the_battlefield_has_a_column_per_player_with_lands_apart(client: TestClient) -> None:
    """Issue 16, item 3: each player's permanents in their own column, lands below the rest."""
    page = client.get("/explore", params={"s": encode_link(parse_scenario(BOARD))}).text
    a = page.split('<h4 id="bf-A">Player A</h4>', 1)[1].split('<h4 id="bf-B">', 1)[0]
    b = page.split('<h4 id="bf-B">Player B</h4>', 1)[1].split("</section>", 1)[0]
    assert "Grizzly Bears" in a.split("<h5>Lands</h5>")[0]
    assert "Forest" in a.split("<h5>Lands</h5>")[1]
    assert "Savannah Lions" in b.split("<h5>Lands</h5>")[0]
    assert "Mountain" in b.split("<h5>Lands</h5>")[1]
    assert "Mountain" not in a
    assert "Grizzly Bears" not in b


def test_each_object_opens_its_card_text_with_unmodelled_lines_marked(client: TestClient) -> None:
    """Issue 16, item 6: the card's oracle text in place (a details element: no JavaScript, no
    leaving the step), with the lines the engine doesn't model marked."""
    data = {
        **BOARD,
        "objects": [{"id": "bird", "card": "Giant Albatross", "owner": "A", "zone": "battlefield"}],
    }
    page = client.get("/explore", params={"s": encode_link(parse_scenario(data))}).text
    panel = page.split('<details class="card-text">', 1)[1].split("</details>", 1)[0]
    assert "Card text" in panel
    assert "Flying" in panel
    marked = panel.split('<p class="oracle-line unsupported">', 1)[1].split("</p>", 1)[0]
    assert marked.startswith("When this creature dies")
    assert "not modelled by the engine" in marked
    assert 'href="/cards/Giant%20Albatross"' in panel


# -- steps where nothing happens, and narration in players' words (issue 16, item 4) -----------


def test_steps_where_nothing_happens_are_folded_and_the_shown_steps_have_no_gaps(
    client: TestClient,
) -> None:
    token = encode_link(parse_scenario(example("name-lists-sylex-current-name")))
    output, _ = run_scenario(decode_link(token))
    with_events = sorted({e["step"] for e in output["events"]})
    empty = [n for n in range(1, with_events[-1]) if n not in with_events]
    assert empty, "the example should have an agenda step where nothing happens"
    end = client.get("/explore", params={"s": token}).text
    assert f"Step {len(with_events)} of {len(with_events)}<" in end
    numbers = [int(n) for n in re.findall(r">Step (\d+)</a>", end)]
    assert numbers == list(range(1, len(with_events) + 1))
    # Forward from the step before an empty one skips it; the link names the page's number.
    before = empty[0] - 1
    page = client.get("/explore", params={"s": token, "at": before}).text
    forward = re.search(r'data-key="next" rel="next" href="[^"]*step=(\d+)"', page)
    assert forward
    assert int(forward[1]) == with_events.index(empty[0] + 1) + 1
    # ?at=N keeps its meaning (SCENARIO.md): the empty step shows the state N steps in.
    folded = client.get("/explore", params={"s": token, "at": empty[0]}).text
    assert f"Step {with_events.index(before) + 1 if before else 0} of" in folded


def test_the_narration_names_objects_as_players_do(client: TestClient) -> None:
    token = encode_link(parse_scenario(example("name-lists-sylex-current-name")))
    page = client.get("/explore", params={"s": token}).text
    timeline = re.findall(r'<li class="step[^"]*">(.*?)</li>', page, re.S)
    text = " ".join(timeline)
    for internal in ("(sylex)", "(clone)", "(orn)", "Ability a1", " a1 ", "(object)", "or null"):
        assert internal not in text
    assert "Player A chooses Ornithopter." in text
    output, _ = run_scenario(decode_link(token))
    ruling = next(e["step"] for e in output["events"] if e["kind"] == "name_list")
    now = client.get("/explore", params={"s": token, "at": ruling}).text
    # The stickered Ornithopter is the second object of that name; the Bears weren't touched.
    assert "Ornithopter #2 is now named Guacamole Ornithopter" in now
    assert "Grizzly Bears has a name not on the list" in now
