"""Activated and triggered abilities on the stack as targets (CR 113.3b-c, 115.7, 605.3b):
"Counter target activated or triggered ability" (Stifle, 701.6a), "target activated ability"
(Bind), "Change a target of target spell or ability to this creature" (Spellskite, 115.7b).
The goldens compiled_stifle_*, compiled_fetchland_* and compiled_spellskite_* play them."""

from __future__ import annotations

from typing import Any

from tests.engine.helpers import error_rules, game, obj, outcome_abilities_words, play


def test_the_lines_are_read_with_their_rules() -> None:
    outcome, _, words = outcome_abilities_words("Stifle", "Counter target")
    assert outcome == "recognised"
    assert "activated or triggered ability (on the stack; not a mana ability, 605.3b)" in words
    outcome, _, words = outcome_abilities_words("Spellskite", "{U/P}")
    assert outcome == "recognised"
    assert "(115.7b)" in words
    outcome, _, words = outcome_abilities_words("Willbender", "When this creature")
    assert outcome == "recognised"
    assert "spell or activated or triggered ability with a single target (115.9a)" in words


def _run(actions: list[dict[str, Any]], **more: Any) -> Any:
    return play(
        game(
            [
                obj("battlefield", "skite", "Spellskite", "A"),
                obj("battlefield", "bears", "Grizzly Bears", "A"),
                obj("battlefield", "pyro", "Prodigal Pyromancer", "B"),
                obj("hand", "visionary", "Elvish Visionary", "B"),
                obj("library", "card", "Island", "B"),
                obj("hand", "bind", "Bind", "A"),
                obj("hand", "cs", "Counterspell", "A"),
                obj("hand", "stifle", "Stifle", "A"),
            ],
            players=[
                {"id": "A", "mana_pool": "{U}{U}{G}{C}"},
                {"id": "B", "mana_pool": "{G}{C}"},
            ],
            turn={"number": 3, "active": "B", "step": "main1"},
            actions=actions,
            **more,
        )
    )


def test_only_the_kind_of_stack_object_named_can_be_chosen() -> None:
    """Bind's "target activated ability" can't choose a triggered ability, Counterspell's
    "target spell" can't choose any ability (113.3b-c, 601.2c); Stifle can choose either."""
    cast_visionary = {"player": "B", "cast": "visionary"}
    state, _ = _run(
        [cast_visionary, {"resolve": "top"}, {"player": "A", "cast": "bind", "targets": ["a1"]}]
    )
    assert error_rules(state) == ["601.2c", "113.3"]
    assert "is triggered, not activated" in str(state.error)
    state, _ = _run(
        [cast_visionary, {"resolve": "top"}, {"player": "A", "cast": "cs", "targets": ["a1"]}]
    )
    assert error_rules(state) == ["601.2c"]
    assert "is an ability on the stack, not target spell" in str(state.error)
    state, _ = _run(
        [
            cast_visionary,
            {"resolve": "top"},
            {"player": "A", "cast": "stifle", "targets": ["a1"]},
            {"resolve": "stack"},
        ]
    )
    assert error_rules(state) is None
    assert state.objects["card"].zone.value == "library"  # the draw trigger was countered
    assert state.objects["visionary"].zone.value == "battlefield"


def test_spellskite_takes_an_abilitys_target() -> None:
    """Prodigal Pyromancer's ability aimed at the Bears: Spellskite changes its target to
    itself (115.7b, an ability's target like a spell's), and takes the 1 damage."""
    state, _ = _run(
        [
            {"player": "B", "activate": "pyro", "targets": ["bears"]},
            {"player": "A", "activate": "skite", "targets": ["a1"], "pay": "{U}"},
            {"resolve": "stack"},
        ]
    )
    assert error_rules(state) is None
    assert state.objects["skite"].damage == 1
    assert state.objects["bears"].damage == 0
