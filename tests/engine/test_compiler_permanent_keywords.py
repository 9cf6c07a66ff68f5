"""Keywords of permanents standing for triggered abilities and entering replacements (702.135
afterlife, 702.43 modular, 702.32 fading, 702.92 living weapon, 702.123 fabricate, 702.23
rampage): real cards' lines, the keyword each becomes, the words the card page shows, and what
the engine does with them in play."""

from __future__ import annotations

import pytest

from engine.cards import vocabulary as v
from engine.driver.run import run
from tests.engine.helpers import keyword_scenario, output_objects, reading


@pytest.mark.parametrize(
    ("name", "start", "keyword", "words"),
    [
        ("Debtors' Transport", "Afterlife", "Afterlife 2", "create 2 1/1 white and black Spirit"),
        ("Syndicate Messenger", "Afterlife", "Afterlife 1", "(702.135a), a triggered ability"),
        ("Arcbound Worker", "Modular", "Modular 1", "enters with 1 +1/+1 counter on it"),
        ("Arcbound Bruiser", "Modular", "Modular 3", "target artifact creature"),
        ("Phyrexian Prowler", "Fading", "Fading 3", "enters with 3 fade counters"),
        ("Parallax Wave", "Fading", "Fading 5", "if you can't, sacrifice it"),
        ("Flayer Husk", "Living weapon", "Living weapon", "0/0 black Phyrexian Germ"),
        ("Batterskull", "Living weapon", "Living weapon", "(702.92a), a triggered ability"),
        ("Glint-Sleeve Artisan", "Fabricate", "Fabricate 1", "create 1 1/1 colorless Servo"),
        ("Weaponcraft Enthusiast", "Fabricate", "Fabricate 2", "put 2 +1/+1 counters on it"),
        ("Craw Giant", "Rampage", "Rampage 2", "gets +2/+2 until end of turn for each creature"),
        ("Aerathi Berserker", "Rampage", "Rampage 3", "counted as it resolves (702.23b)"),
        ("Blade Instructor", "Mentor", "Mentor", "with power less than this creature's power"),
        ("Hammer Dropper", "Mentor", "Mentor", "(702.134a), a triggered ability"),
        ("Stormblood Berserker", "Bloodthirst", "Bloodthirst 2", "enters with 2 +1/+1 counters"),
        ("Bloodrage Vampire", "Bloodthirst", "Bloodthirst 1", "if an opponent was dealt damage"),
        ("Herald of the Host", "Myriad", "Myriad", "other than defending player"),
        ("Stadium Headliner", "Mobilize", "Mobilize 1", "1 1/1 red Warrior creature token"),
        ("Dalkovan Packbeasts", "Mobilize", "Mobilize 3", "tapped and attacking (508.4)"),
        ("Rust-Shield Rampager", "Offspring", "Offspring {2}", "except it's 1/1"),
        ("Agate Instigator", "Offspring", "Offspring {1}{R}", "an additional {1}{R}"),
        ("Brontotherium", "Provoke", "Provoke", "block it this combat if able"),
        ("Deftblade Elite", "Provoke", "Provoke", "(702.39a), a triggered ability"),
    ],
)
def test_a_permanent_keyword_is_read_and_said(
    name: str, start: str, keyword: str, words: str
) -> None:
    found = reading(name, start)
    assert found.outcome == "recognised"
    assert found.template == "keywords"
    assert found.abilities == (keyword,)
    assert words in found.words, found.words


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("modular 2", "Modular 2"),
        ("Living Weapon", "Living weapon"),
        ("fading 10", "Fading 10"),
        ("mobilize 2", "Mobilize 2"),
        ("Mobilize 0", None),
        ("offspring {1}{r}", "Offspring {1}{R}"),
        ("Offspring {X}", None),
        ("Afterlife 0", None),  # no card has it; "create zero tokens" is nothing to model
        ("Rampage X", None),
        ("Fabricate 21", None),  # beyond the family's bound
    ],
)
def test_the_keywords_canonical_spelling(text: str, expected: str | None) -> None:
    assert v.normalise_keyword(text) == expected


def test_a_card_definition_takes_the_keyword_string() -> None:
    card = v.CardDef(
        name="Test Modular",
        type_line="Artifact Creature — Golem",
        power=0,
        toughness=0,
        abilities=("modular 2", "Flying"),
    )
    assert card.keywords == ("Modular 2", "Flying")


def test_only_modular_fading_and_bloodthirst_enter_with_counters() -> None:
    """702.43a, 702.32a and 702.54a stand for "enters with N counters" (614.1c); bloodthirst's
    only if an opponent was dealt damage this turn; the others don't."""
    modular = v.entering_replacement("Modular 3")
    fading = v.entering_replacement("Fading 2")
    assert modular is not None
    assert (modular.counter, modular.amount) == ("+1/+1", 3)
    assert fading is not None
    assert (fading.counter, fading.amount) == ("fade", 2)
    bloodthirst = v.entering_replacement("Bloodthirst 1")
    assert bloodthirst is not None
    assert bloodthirst.if_opponent_damaged
    assert not modular.if_opponent_damaged
    assert v.entering_replacement("Afterlife 1") is None
    assert v.entering_replacement("Fabricate 1") is None
    assert v.entering_replacement("Flying") is None


def test_ravenous_enters_with_x_counters_and_takes_no_number() -> None:
    """702.156a: "Ravenous" stands for "enters with X +1/+1 counters" (X the spell's, 107.3m);
    it has no number, so "Ravenous 2" isn't it."""
    ravenous = v.entering_replacement("Ravenous")
    assert ravenous is not None
    assert (ravenous.counter, ravenous.amount) == ("+1/+1", "X")
    assert v.entering_replacement("Ravenous 2") is None
    assert v.normalise_keyword("ravenous") == "Ravenous"


def test_fabricate_declined_creates_servos() -> None:
    output, status = run(
        keyword_scenario(
            [{"id": "artisan", "card": "Glint-Sleeve Artisan", "owner": "A", "zone": "hand"}],
            [{"player": "A", "cast": "artisan"}, {"resolve": "stack"}],
            pool="{W}{C}{C}",
            choices=[{"yes": False}],
        )
    )
    assert status == 0, output["error"]
    objects = output_objects(output)
    assert objects["artisan"]["counters"] == {}
    assert objects["t1"]["name"] == "Servo Token"
    assert (objects["t1"]["power"], objects["t1"]["toughness"]) == (1, 1)
    assert "t2" not in objects


def test_two_modular_instances_each_trigger() -> None:
    """702.43b: a creature with two instances of modular enters with both sets of counters."""
    output, status = run(
        {
            **keyword_scenario(
                [{"id": "golem", "card": "Twin Golem", "owner": "A", "zone": "hand"}],
                [{"player": "A", "cast": "golem"}, {"resolve": "stack"}],
                pool="{C}",
            ),
            "cards": [
                {
                    "name": "Twin Golem",
                    "mana_cost": "{1}",
                    "type_line": "Artifact Creature — Golem",
                    "power": 0,
                    "toughness": 0,
                    "abilities": ["Modular 1", "Modular 2"],
                }
            ],
        }
    )
    assert status == 0, output["error"]
    assert output_objects(output)["golem"]["counters"] == {"+1/+1": 3}


def test_rampage_counts_only_the_creatures_blocking_it() -> None:
    """702.23a: each attacker counts its own blockers beyond the first."""
    bears = [
        {"id": b, "card": "Grizzly Bears", "owner": "B", "zone": "battlefield"}
        for b in ("b1", "b2", "b3")
    ]
    output, status = run(
        keyword_scenario(
            [
                {"id": "giant", "card": "Craw Giant", "owner": "A", "zone": "battlefield"},
                {"id": "pack", "card": "Wolverine Pack", "owner": "A", "zone": "battlefield"},
                *bears,
            ],
            [
                {"attack": {"giant": "B", "pack": "B"}},
                {"advance_to": "declare_blockers"},
                {"block": {"b1": "giant", "b2": "giant", "b3": "pack"}},
                {"resolve": "stack"},
            ],
            step="beginning_of_combat",
            choices=[{"order": ["a1", "a2"]}],
        )
    )
    assert status == 0, output["error"]
    objects = output_objects(output)
    assert (objects["giant"]["power"], objects["giant"]["toughness"]) == (8, 6)
    assert (objects["pack"]["power"], objects["pack"]["toughness"]) == (2, 4)
    said = [e["text"] for e in output["events"] if e["kind"] == "rampage"]
    assert len(said) == 2
    assert any("gives +2/+2" in t for t in said)
    assert any("gives +0/+0" in t for t in said)


def test_mentor_checks_the_power_again_as_it_resolves() -> None:
    """608.2b: Grizzly Bears, power 3 by the time the ability resolves, is no longer a creature
    with power less than Blade Instructor's 3, so the ability doesn't resolve."""
    output, status = run(
        keyword_scenario(
            [
                {
                    "id": "instructor",
                    "card": "Blade Instructor",
                    "owner": "A",
                    "zone": "battlefield",
                },
                {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
            ],
            [
                {"attack": {"instructor": "B", "bears": "B"}},
                {"edit": {"id": "bears", "counters": {"+1/+1": 1}}},
                {"resolve": "stack"},
            ],
            step="beginning_of_combat",
        )
    )
    assert status == 0, output["error"]
    fizzled = next(e for e in output["events"] if e["kind"] == "fizzle")
    assert fizzled["rules"] == ["608.2b"]
    assert "its power, 3, isn't less than 3" in fizzled["text"]
    assert output_objects(output)["bears"]["counters"] == {"+1/+1": 1}


def test_each_myriad_instance_triggers() -> None:
    """702.116b: "Myriad, myriad" is two abilities that each trigger; in a two-player game each
    resolves creating nothing, the defending player being the only opponent (702.116a, 506.2)."""
    assert reading("Scurry of Squirrels", "Myriad").abilities == ("Myriad", "Myriad")
    output, status = run(
        keyword_scenario(
            [{"id": "scurry", "card": "Scurry of Squirrels", "owner": "A", "zone": "battlefield"}],
            [
                {"advance_to": "declare_attackers"},
                {"attack": {"scurry": "B"}},
                {"resolve": "stack"},
            ],
            choices=[{"order": ["a1", "a2"]}],
        )
    )
    assert status == 0, output["error"]
    kinds = [e["kind"] for e in output["events"]]
    assert kinds.count("myriad") == 2
    assert set(output_objects(output)) == {"scurry"}


def test_offspring_is_an_optional_additional_cost_leaving_its_mark() -> None:
    """702.175a: "You may pay an additional [cost]" (118.8b) — registered by its package with
    the mark its trigger's intervening if asks (603.4), asked as it is cast (no action field);
    a keyword registered twice, or announced by a field the cast action lacks, is refused."""
    from engine.cards.vocabulary.casting import ADDITIONAL_COSTS, CAST_MARKS, additional_cost
    from engine.core.registry import DuplicateRegistration

    offspring = ADDITIONAL_COSTS["Offspring"]
    assert (offspring.mark, offspring.paid, offspring.announced_by) == ("offspring", "chosen", None)
    assert CAST_MARKS["offspring"] == "702.175a"
    with pytest.raises(DuplicateRegistration, match="Offspring"):
        additional_cost("Offspring", "702.175a")
    with pytest.raises(ValueError, match="no field 'squadded'"):
        additional_cost("Squad", "702.157a", announced_by="squadded")
