"""The explorer names things as players do (issue 16, item 4): the board, the stack, the pending
choice's options, the play and build forms all show the engine's labels — card names, "#2" only
for the second of two objects sharing a name — while ids stay in form values and links."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from engine import encode_link, parse_scenario

SCENARIOS = Path(__file__).resolve().parent / "scenarios"
IDS = ("tap1", "tap2", "un", "bears", "lions", "a1", "a2")


def _scenario() -> dict[str, Any]:
    """Two Tappers trigger on Unsummon: the game waits for A to order them (603.3b)."""
    data = json.loads((SCENARIOS / "trigger_order_then_targets.json").read_text("utf-8"))
    data.pop("expect")
    return {**data, "choices": []}


def _shown(html: str) -> str:
    """The page's text as a reader gets it: tags, with their attributes (form values, links,
    data attributes), left out."""
    html = re.sub(r"<(script|style)\b.*?</\1>", " ", html, flags=re.S)
    return unescape(re.sub(r"<[^>]+>", " ", html))


def test_board_stack_and_choice_show_names_with_numbers_and_no_ids(client: TestClient) -> None:
    token = encode_link(parse_scenario(_scenario()))
    page = client.get("/explore", params={"s": token}).text
    text = " ".join(_shown(page.split('id="explorer-inner"')[1]).split())
    for internal in IDS:
        assert not re.search(rf"\b{internal}\b", text), (internal, text)
    # The two Tappers are told apart on the board and in the order question's options.
    assert '<span class="object-name">Tapper</span>' in page
    assert '<span class="object-name">Tapper #2</span>' in page
    said = "(“Whenever you cast a blue spell, tap target nonland permanent an opponent controls.”)"
    assert re.search(
        rf'name="pos-a2"[^>]*> <label for="order-2">Tapper #2\'s ability {re.escape(said)}</label>',
        unescape(page),
    )
    assert "Unsummon · player A · targets Tapper" in text
    # The builder's forms too: "Edit Tapper #2", while the form still sends the id.
    assert 'aria-label="Edit Tapper #2"' in page
    assert re.search(r'<input type="hidden" name="id" value="tap2">', page)


def test_a_clone_shows_what_it_copies_and_what_the_narration_calls_it(
    client: TestClient,
) -> None:
    data = json.loads((SCENARIOS / "layers_1_clone_copies_copiable_values_only.json").read_text())
    data.pop("expect")
    page = client.get("/explore", params={"s": encode_link(parse_scenario(data))}).text
    # Clone #2 copied the first Clone, itself a Grizzly Bears: its card says so in names.
    assert re.search(
        r'object-name">Grizzly Bears</span> <span class="muted">\(Clone #2, copy of Clone\)', page
    )
    assert "a copy of Clone, itself a copy of Grizzly Bears, layer 1" in page
    assert "clone1" not in _shown(page.split('id="explorer-inner"')[1])


def test_a_face_down_permanent_has_no_name_and_the_board_says_which_card_it_is(
    client: TestClient,
) -> None:
    # Face down it has no name (708.2a): its label is the face-down creature's; the judge who set
    # the question up knows the card (708.5: its controller may look at it), so the board says it
    # in a note beside the label (issue 31 §4), never as the permanent's name.
    data = json.loads(
        (SCENARIOS / "compiled_disguise_face_down_has_ward_2.json").read_text("utf-8")
    )
    data.pop("expect")
    shown = {**data, "title": "Face down", "actions": [], "choices": []}
    token = encode_link(parse_scenario(shown))
    page = client.get("/explore", params={"s": token}).text
    board = " ".join(_shown(page.split('id="explorer-inner"')[1]).split())
    assert "face-down creature (phantom) (Defenestrated Phantom, face down) Creature · 2/2" in board
    assert board.count("Defenestrated Phantom") == 1
    assert "Ward {2}" in board
