"""A run says whether it is complete (issue 25 §1b): `complete` and `unmodelled` list every
unread line of every object that was, at some point of the run, in a zone where the line
functions (113.6), and a warning event of kind `unmodelled` says where one could have applied
(§1c)."""

from __future__ import annotations

from typing import Any

from engine import run
from tests.engine.helpers import game, obj


def _kinds(out: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [e for e in out["events"] if e["kind"] == kind]


def test_a_board_of_modelled_cards_is_complete_and_says_nothing() -> None:
    out, status = run(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears"),
                obj("hand", "bolt", "Lightning Bolt"),
            ],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "bolt", "targets": ["bears"]}, {"resolve": "stack"}],
        )
    )
    assert status == 0
    assert out["complete"] is True
    assert out["unmodelled"] == []
    assert not _kinds(out, "unmodelled")


def test_an_unmodelled_card_in_a_library_leaves_the_run_complete() -> None:
    # A permanent's abilities function on the battlefield (113.6); in a library nothing of it does.
    out, _ = run(game([obj("library", "rip", "Rest in Peace"), obj("battlefield", "b", "Forest")]))
    assert out["complete"] is True
    assert out["unmodelled"] == []


def test_an_unmodelled_permanent_on_the_battlefield_makes_the_run_incomplete() -> None:
    out, _ = run(game([obj("battlefield", "kal", "Kalitas, Traitor of Ghet", "B")]))
    assert out["complete"] is False
    line = (
        "If a nontoken creature an opponent controls would die, instead exile that card and "
        "create a 2/2 black Zombie creature token."
    )
    [entry] = [u for u in out["unmodelled"] if u["line"] == line]
    assert entry == {
        "object": "kal",
        "label": "Kalitas, Traitor of Ghet",
        "name": "Kalitas, Traitor of Ghet",
        "line": line,
        "kind": "static",
        "first_step": None,
    }


def test_an_instant_in_a_hand_is_not_yet_a_problem_but_on_the_stack_it_is() -> None:
    # An instant's abilities function on the stack (113.6): in a hand, nothing of it does yet.
    out, _ = run(game([obj("hand", "fight", "Fight to the Death")]))
    assert out["complete"] is True
    out, _ = run(
        game([obj("stack", "fight", "Fight to the Death")], actions=[{"resolve": "stack"}])
    )
    assert out["complete"] is False
    [entry] = out["unmodelled"]
    assert entry["kind"] == "spell"
    [warning] = _kinds(out, "unmodelled")
    assert warning["rules"] == ["608.2c"]
    assert warning["objects"] == ["fight"]
    assert entry["first_step"] == warning["step"]
    assert "Destroy all blocking creatures and all blocked creatures" in warning["text"]


def test_every_object_explains_that_realmwrights_effect_is_not_modelled() -> None:
    """613.1: while an unread characteristic-changing static ability is on the battlefield, the
    layer explanation of every object says its effect isn't applied."""
    out, _ = run(
        game(
            [
                obj("battlefield", "wright", "Realmwright", "B"),
                obj("battlefield", "bears", "Grizzly Bears"),
                obj("hand", "gg", "Giant Growth"),
            ],
            players=[{"id": "A", "mana_pool": "{G}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "gg", "targets": ["bears"]}, {"resolve": "stack"}],
        )
    )
    bears = next(o for o in out["state"]["objects"] if o["id"] == "bears")
    assert (bears["power"], bears["toughness"]) == (5, 5)
    texts = [e["text"] for e in bears["explanations"]]
    assert texts[0] == "+3/+3 from Giant Growth, layer 7c"
    assert texts[1].startswith("Realmwright's effect is not modelled (“Lands you control are")
    assert bears["explanations"][1]["rule"] == "613.1"


def test_what_a_step_did_is_named_as_unread_lines_name_events() -> None:
    """Every name `engine.modifiers.unmodelled` gives what happened is one an unread line can name
    (`engine.cards.unsupported`), or its own "resolves" for a spell's text (608.2c)."""
    from engine.cards.unsupported import _EVENT_WORDS
    from engine.modifiers.unmodelled import _MOVED, HAPPENINGS

    named = {name for name, _, _ in _EVENT_WORDS} | {"beginning_of_step", "resolves"}
    given = {n for names in (*HAPPENINGS.values(), *_MOVED.values()) for n in names}
    assert given <= named, given - named


def test_a_trigger_after_an_ability_word_warns_and_a_keyworded_activation_is_listed() -> None:
    """G'raha Tia's "Throw Wide the Gates — Whenever you cast a noncreature spell" (an ability
    word before a trigger, 207.2c) may have triggered as Lightning Bolt is cast (603.2); Watery
    Grasp's "Waterbend {5}: …" is an activated ability (602.1): listed, nothing said."""
    out, _ = run(
        game(
            [
                obj("battlefield", "graha", "G'raha Tia, Scion Reborn"),
                obj("battlefield", "grasp", "Watery Grasp", attached_to="graha"),
                obj("hand", "bolt", "Lightning Bolt"),
            ],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "bolt", "targets": ["B"]}, {"resolve": "stack"}],
        )
    )
    assert [(u["object"], u["kind"]) for u in out["unmodelled"]] == [
        ("graha", "triggered"),
        ("grasp", "activated"),
    ]
    [warning] = _kinds(out, "unmodelled")
    assert warning["objects"] == ["graha"]
    assert warning["rules"] == ["603.2"]
    assert warning["step"] == 1  # the step in which Lightning Bolt became cast (601.2i)
    assert "Throw Wide the Gates — Whenever you cast a noncreature spell" in warning["text"]
