"""Keyword alternative costs read as the card's own alternative cost (118.9, 601.2b): web-slinging's
mana and a tapped creature returned (702.188a) and emerge's mana and a creature sacrificed
(702.119a), the one cost reader's parts; bestow's mana, which marks the spell bestowed (702.103a)
— an Aura enchantment with enchant creature while it is (702.103b), an effect a copy leaves out
(707.2); mayhem's, from the graveyard while the card was discarded this turn (702.187b)."""

from __future__ import annotations

from engine.cards.compiler.text import prepare
from engine.cards.pool import corpus_definition
from engine.core.bestowed import bestowed_card
from engine.core.face_down import copiable_card
from engine.mechanics.bestow.reading import read as bestow
from engine.mechanics.emerge.reading import read as emerge
from engine.mechanics.mayhem.reading import read as mayhem
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
