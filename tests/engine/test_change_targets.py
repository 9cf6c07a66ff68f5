"""Changing the targets of a spell (CR 115.7), read from oracle text by its package
(engine/mechanics/change_targets/): Deflection's "Change the target of target spell with a single
target." (115.7a) and Redirect's "You may choose new targets for target spell." (115.7d); "with a
single target" is a targeting restriction (115.9a). The goldens compiled_deflection_* and
compiled_redirect_* play them."""

from __future__ import annotations

from typing import Any

from tests.engine.helpers import error_rules, game, obj, outcome_abilities_words, play


def test_the_two_lines_are_read_with_their_rules() -> None:
    outcome, _, words = outcome_abilities_words("Deflection", "Change the target")
    assert outcome == "recognised"
    assert "with a single target (115.9a) to another legal target" in words
    assert "(115.7a)" in words
    outcome, _, words = outcome_abilities_words("Redirect", "You may choose new targets")
    assert outcome == "recognised"
    assert "or keep its targets (115.7d)" in words


def _run(actions: list[dict[str, Any]], **more: Any) -> Any:
    return play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", "B"),
                obj("battlefield", "elves", "Llanowar Elves", "A"),
                obj("hand", "bite", "Leeching Bite", "A"),
                obj("hand", "bolt", "Lightning Bolt", "A"),
                obj("hand", "deflection", "Deflection", "B"),
                obj("hand", "redirect", "Redirect", "B"),
            ],
            players=[
                {"id": "A", "mana_pool": "{G}{R}{C}"},
                {"id": "B", "mana_pool": "{U}{U}{U}{C}{C}{C}"},
            ],
            turn={"number": 3, "active": "A", "step": "main1"},
            actions=actions,
            **more,
        )
    )


def test_deflection_cant_target_a_spell_with_two_targets() -> None:
    """Leeching Bite has two targets: "with a single target" (115.9a) makes it illegal for
    Deflection, while a one-target Lightning Bolt is legal."""
    state, _ = _run(
        [
            {"player": "A", "cast": "bite", "targets": ["elves", "bears"]},
            {"player": "B", "cast": "deflection", "targets": ["bite"]},
        ]
    )
    assert error_rules(state) == ["601.2c", "115.9a"]
    state, _ = _run(
        [
            {"player": "A", "cast": "bolt", "targets": ["bears"]},
            {"player": "B", "cast": "deflection", "targets": ["bolt"]},
            {"resolve": "stack"},
        ],
        choices=[{"target": ["elves"]}],
    )
    assert error_rules(state) is None
    assert state.objects["elves"].zone.value == "graveyard"
    assert state.objects["bears"].damage == 0


def test_redirect_kept_targets_and_an_illegal_new_target() -> None:
    """Redirect may keep the targets (115.7d: a null answer); a new target must be legal for the
    spell whose targets change — Lightning Bolt can't target Redirect, a spell (115.4)."""
    state, _ = _run(
        [
            {"player": "A", "cast": "bolt", "targets": ["bears"]},
            {"player": "B", "cast": "redirect", "targets": ["bolt"]},
            {"resolve": "stack"},
        ],
        choices=[{"target": None}],
    )
    assert error_rules(state) is None
    assert state.objects["bears"].zone.value == "graveyard"
    state, _ = _run(
        [
            {"player": "A", "cast": "bolt", "targets": ["bears"]},
            {"player": "B", "cast": "redirect", "targets": ["bolt"]},
            {"resolve": "stack"},
        ],
        choices=[{"target": ["redirect"]}],
    )
    assert error_rules(state) == ["115.7d"]
    assert state.error is not None
    assert "not among the options" in state.error["message"]


def test_a_spell_is_never_changed_to_target_itself() -> None:
    """Deflection on B's Counterspell aimed at A's Bolt: the one other legal target is Deflection
    (a spell can't target itself, 115.5), so nothing is asked; once Deflection has resolved,
    Counterspell's target is gone and it doesn't resolve (608.2b)."""
    state, events = play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", "B"),
                obj("hand", "bolt", "Lightning Bolt", "A"),
                obj("hand", "cs", "Counterspell", "B"),
                obj("hand", "deflection", "Deflection", "A"),
            ],
            players=[
                {"id": "A", "mana_pool": "{R}{U}{C}{C}{C}"},
                {"id": "B", "mana_pool": "{U}{U}"},
            ],
            turn={"number": 3, "active": "A", "step": "main1"},
            actions=[
                {"player": "A", "cast": "bolt", "targets": ["bears"]},
                {"player": "B", "cast": "cs", "targets": ["bolt"]},
                {"player": "A", "cast": "deflection", "targets": ["cs"]},
                {"resolve": "stack"},
            ],
        )
    )
    assert error_rules(state) is None
    assert state.choice is None
    assert [e.kind for e in events if e.kind == "fizzle"] == ["fizzle"]
    assert state.objects["bears"].zone.value == "graveyard"
