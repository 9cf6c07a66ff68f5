"""Keyword alternative costs read as the card's own alternative cost (118.9, 601.2b): web-slinging's
mana and a tapped creature returned (702.188a) and emerge's mana and a creature sacrificed
(702.119a), the one cost reader's parts; bestow's mana, which marks the spell bestowed (702.103a)
— an Aura enchantment with enchant creature while it is (702.103b), an effect a copy leaves out
(707.2); mayhem's, from the graveyard while the card was discarded this turn (702.187b); sneak's
mana and an unblocked creature returned, only in its caster's declare blockers step (702.190a)."""

from __future__ import annotations

from engine.cards.compiler.text import prepare
from engine.cards.pool import corpus_definition
from engine.core.bestowed import bestowed_card
from engine.core.face_down import copiable_card
from engine.mechanics.bestow.reading import read as bestow
from engine.mechanics.emerge.reading import read as emerge
from engine.mechanics.mayhem.reading import read as mayhem
from engine.mechanics.sneak.reading import read as sneak
from engine.mechanics.web_slinging.reading import read as web_slinging
from engine.modifiers.copies import copiable_values
from tests.engine.helpers import game, obj, play, reading


def test_web_slinging_is_its_mana_and_a_tapped_creature_you_control_returned() -> None:
    found = reading("Silk, Web Weaver", "Web-slinging")
    assert found.outcome == "recognised"
    (ability,) = found.abilities
    assert ability["kind"] == "alternative_cost"
    assert ability["cost"] == {
        "mana": "{1}{G}{W}",
        "return_to_hand": {
            "filter": {"tapped": True, "controller": "you", "types": ["Creature"]},
            "count": 1,
        },
    }


def test_web_slinging_with_x_or_without_a_cost_is_not_read() -> None:
    assert web_slinging(prepare("Web-slinging {X}{W}", ())) is None
    assert web_slinging(prepare("Web-slinging", ())) is None
    assert web_slinging(prepare("Web-slinging {W}", ())) is not None


def test_bestow_is_its_mana_as_an_alternative_cost_marking_the_spell_bestowed() -> None:
    found = reading("Boon Satyr", "Bestow")
    assert found.outcome == "recognised"
    (ability,) = found.abilities
    assert ability["kind"] == "alternative_cost"
    assert ability["cost"] == {"mana": "{3}{G}{G}"}
    assert ability["marks"] == "bestowed"
    assert bestow(prepare("Bestow {X}{G}", ())) is None


def test_a_bestowed_card_is_an_aura_with_enchant_creature_and_no_creature_types() -> None:
    aura = bestowed_card(corpus_definition("Boon Satyr"))
    assert (aura.types, aura.subtypes) == (("Enchantment",), ("Aura",))
    assert (aura.power, aura.toughness) == (None, None)
    assert [t.kind for t in aura.targets] == ["creature"]
    assert aura.cost.mana_value == 3  # its mana cost stays (118.9c)


def test_a_copy_of_a_bestowed_aura_is_the_enchantment_creature() -> None:
    data = game(
        [obj("hand", "satyr", "Boon Satyr"), obj("battlefield", "bears", "Grizzly Bears")],
        players=[{"id": "A", "mana_pool": "{G}{G}{C}{C}{C}"}, {"id": "B"}],
        actions=[{"player": "A", "cast": "satyr", "targets": ["bears"]}, {"resolve": "stack"}],
        choices=[{"pay": True}],
    )
    state, _ = play(data)
    satyr = state.objects["satyr"]
    assert copiable_card(satyr).subtypes == ("Aura",)
    assert copiable_values(satyr).types == ("Enchantment", "Creature")


def test_emerge_is_its_mana_and_a_creature_sacrificed_marking_the_spell_emerged() -> None:
    found = reading("Elder Deep-Fiend", "Emerge")
    assert found.outcome == "recognised"
    (ability,) = found.abilities
    assert ability["cost"] == {
        "mana": "{5}{U}{U}",
        "sacrifice": [{"filter": {"types": ["Creature"]}}],
    }
    assert ability["marks"] == "emerged"
    assert emerge(prepare("Emerge {X}{U}", ())) is None
    assert emerge(prepare("Emerge from artifact {5}{U}", ())) is None


def test_mayhem_is_an_alternative_cost_of_the_graveyard_while_it_was_discarded() -> None:
    found = reading("Spider-Islanders", "Mayhem")
    assert found.outcome == "recognised"
    (ability,) = found.abilities
    assert (ability["zone"], ability["marks"]) == ("graveyard", "mayhem")
    assert ability["cost"] == {"mana": "{1}{R}"}
    assert ability["condition"]["self_discarded"] is True
    assert mayhem(prepare("Mayhem", ())) is None  # 702.187c: a land's, not read


def test_sneak_is_its_mana_and_an_unblocked_creature_returned_in_declare_blockers() -> None:
    found = reading("Splinter, Hamato Yoshi", "Sneak")
    assert found.outcome == "recognised"
    (ability,) = found.abilities
    assert ability["cost"] == {"mana": "{B}", "return_unblocked_attacker": True}
    assert ability["marks"] == "sneaked"
    assert ability["condition"] == {
        "your_declare_blockers": True,
        "text": "it is your declare blockers step",
    }
    assert "tapped and attacking" in found.words
    assert reading("Foot Ninjas", "Sneak").abilities[0]["cost"]["mana"] == "{3}{W/B}"
    assert sneak(prepare("Sneak {X}{B}", ())) is None
    assert sneak(prepare("Sneak", ())) is None


def test_sneak_isnt_offered_in_the_main_phase_where_the_spell_is_cast_for_its_mana_cost() -> None:
    """702.190a: only in its caster's declare blockers step — cast in the main phase for its
    mana cost, with no question asked, Splinter enters untapped and not attacking."""
    state, events = play(
        game(
            [
                {"id": "splinter", "card": "Splinter, Hamato Yoshi", "owner": "A", "zone": "hand"},
            ],
            players=[{"id": "A", "library": 5, "mana_pool": "{B}{B}"}, {"id": "B", "library": 5}],
            actions=[{"player": "A", "cast": "splinter"}, {"resolve": "stack"}],
        )
    )
    assert state.error is None, state.error
    splinter = state.objects["splinter"]
    assert splinter.zone.value == "battlefield"
    assert not splinter.tapped
    assert not [e for e in events if e.kind in ("alternative_cost", "attacking")]


def test_sneak_is_the_one_cost_in_the_declare_blockers_step_taken_without_a_question() -> None:
    """702.190a, 307.1: in its caster's declare blockers step a creature spell without flash
    can be cast only for its sneak cost, so none is asked: with no choices given, Splinter is
    cast for {B}, returning the unblocked Bears, and enters tapped and attacking."""
    state, events = play(
        game(
            [
                {"id": "splinter", "card": "Splinter, Hamato Yoshi", "owner": "A", "zone": "hand"},
                {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
                {"id": "swamp", "card": "Swamp", "owner": "A", "zone": "battlefield"},
            ],
            players=[{"id": "A", "library": 5}, {"id": "B", "library": 5}],
            actions=[
                {"advance_to": "declare_attackers"},
                {"attack": {"bears": "B"}},
                {"block": {}},
                {"player": "A", "cast": "splinter", "auto_pay": True},
                {"resolve": "stack"},
            ],
        )
    )
    assert state.error is None, state.error
    splinter = state.objects["splinter"]
    assert (splinter.zone.value, splinter.tapped) == ("battlefield", True)
    assert state.objects["bears"].zone.value == "hand"
    assert [e.rules[0] for e in events if e.kind == "attacking"] == ["702.190b"]
