"""The oracle compiler, template by template: what a line of real oracle text is read as.

Each case is a real card's line (current oracle wording) and the vocabulary it must become, or
the outcome it must have when the engine can't play it (a named gap or unsupported): a line is
never read as something narrower or wider than it says.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face
from engine.cards.compiler.text import sentences
from engine.cards.pool import find
from engine.cards.store import corpus_card
from tests.engine.helpers import contains


def reading(name: str, line: str) -> tuple[str, str, tuple[Any, ...]]:
    card = corpus_card(name)
    assert card is not None, name
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    found = next(r for r in compiled.readings if r.line.startswith(line))
    return found.outcome, found.template, found.abilities


def spell(name: str) -> dict[str, Any]:
    card = find(name)
    assert card is not None, name
    return card.model_dump(include={"targets", "effects", "modes"}, mode="json")


@pytest.mark.parametrize(
    ("name", "line", "template", "ability"),
    [
        ("Serra Sphinx", "Flying, vigilance", "keywords", "Vigilance"),
        (
            "Clay Statue",
            "{2}: Regenerate this creature.",
            "activated",
            {"cost": {"mana": "{2}"}, "effects": [{"op": "regenerate", "target": "self"}]},
        ),
        (
            "Strip Mine",
            "{T}, Sacrifice this land: Destroy target land.",
            "activated",
            {
                "cost": {"tap": True, "sacrifice_self": True},
                "targets": [{"kind": "permanent", "filter": {"types": ["Land"]}}],
                "effects": [{"op": "destroy", "target": 0}],
            },
        ),
        (
            "Elvish Visionary",
            "When this creature enters, draw a card.",
            "triggered",
            {"trigger": {"event": "enters"}, "effects": [{"op": "draw", "amount": 1}]},
        ),
        (
            "Healer's Hawk",
            "Lifelink",
            "keywords",
            "Lifelink",
        ),
        (
            "Bonesplitter",
            "Equipped creature gets +2/+0.",
            "static",
            {"affects": "equipped", "modifications": [{"op": "modify_pt", "power": 2}]},
        ),
        (
            "Sword of Fire and Ice",
            "Equipped creature gets +2/+2 and has protection from red and from blue.",
            "static",
            {
                "affects": "equipped",
                "modifications": [
                    {"op": "modify_pt", "power": 2, "toughness": 2},
                    {
                        "op": "add_keywords",
                        "keywords": ["Protection from red", "Protection from blue"],
                    },
                ],
            },
        ),
        (
            "Phyrexian Unlife",
            "You don't lose the game for having 0 or less life.",
            "replacement: amounts",
            {"kind": "cant_lose_game", "life_only": True},
        ),
        (
            "Phyrexian Unlife",
            "As long as you have 0 or less life, all damage is dealt to you as though",
            "replacement: amounts",
            {"kind": "damage_as_though_infect"},
        ),
        (
            "Bonesplitter",
            "Equip {1}",
            "equip",
            {"cost": {"mana": "{1}"}, "effects": [{"op": "attach"}], "sorcery_speed": True},
        ),
        (
            "Glorious Anthem",
            "Creatures you control get +1/+1.",
            "static",
            {
                "affects": "all",
                "filter": {"types": ["Creature"], "controller": "you"},
                "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}],
            },
        ),
        (
            "Bramble Armor",
            "When this Equipment enters, attach it to target creature you control.",
            "triggered",
            {
                "trigger": {"event": "enters"},
                "targets": [{"kind": "creature", "filter": {"controller": "you"}}],
                "effects": [{"op": "attach", "target": 0}],
            },
        ),
        (
            "Llanowar Elves",
            "{T}: Add {G}.",
            "activated",
            {"cost": {"tap": True}, "effects": [{"op": "add_mana", "mana": "{G}"}]},
        ),
        (
            "Birds of Paradise",
            "{T}: Add one mana of any color.",
            "activated",
            {"effects": [{"op": "add_mana_one_of"}]},
        ),
    ],
)
def test_a_line_is_read_as_vocabulary(name: str, line: str, template: str, ability: Any) -> None:
    outcome, found_template, abilities = reading(name, line)
    assert (outcome, found_template) == ("recognised", template)
    if isinstance(ability, str):
        assert ability in abilities
        return
    card = find(name)
    assert card is not None
    dumped = [
        a.model_dump(mode="json")
        for a in card.abilities
        if not isinstance(a, str) and str(a.model_dump().get("text")).startswith(line)
    ]
    assert len(dumped) == 1
    assert contains(dumped[0], ability), dumped[0]


def test_a_spell_is_its_instructions_and_targets() -> None:
    assert contains(
        spell("Lightning Bolt"),
        {
            "targets": [{"kind": "any"}],
            "effects": [{"op": "damage", "amount": 3, "to": 0}],
        },
    )
    assert contains(
        spell("Doom Blade"),
        {
            "targets": [{"kind": "creature", "filter": {"not_colors": ["B"]}}],
            "effects": [{"op": "destroy", "target": 0}],
        },
    )
    assert contains(
        spell("Terror"),
        {
            "targets": [
                {"kind": "creature", "filter": {"not_types": ["Artifact"], "not_colors": ["B"]}}
            ],
            "effects": [{"op": "destroy", "target": 0, "cant_regenerate": True}],
        },
    )


def test_prevention_and_power_are_read() -> None:
    assert contains(
        spell("Fog"),
        {"effects": [{"op": "prevent_damage", "amount": "all", "combat_only": True}]},
    )
    assert contains(
        spell("Reprisal"),
        {
            "targets": [{"kind": "creature", "filter": {"power_at_least": 4}}],
            "effects": [{"op": "destroy", "target": 0, "cant_regenerate": True}],
        },
    )


def test_a_painland_an_upkeep_trigger_and_two_instructions_joined_by_and() -> None:
    forest = find("Karplusan Forest")
    assert forest is not None
    assert not forest.unsupported
    painful = forest.activated[1].model_dump(mode="json")
    assert contains(
        painful["effects"],
        [
            {"op": "add_mana_one_of", "options": ["{R}", "{G}"]},
            {"op": "damage", "amount": 1, "to": "you"},
        ],
    )
    arena = find("Phyrexian Arena")
    assert arena is not None
    [ability] = arena.triggered
    assert ability.trigger.event == "beginning_of_upkeep"
    assert contains(
        ability.model_dump(mode="json")["effects"],
        [{"op": "draw", "amount": 1}, {"op": "lose_life", "amount": 1, "player": "you"}],
    )
    # "You draw two cards and lose 2 life": the second instruction keeps the subject.
    assert contains(
        spell("Night's Whisper"),
        {"effects": [{"op": "draw", "amount": 2}, {"op": "lose_life", "amount": 2}]},
    )


def test_an_or_of_card_types_is_one_target() -> None:
    assert contains(
        spell("Naturalize"),
        {
            "targets": [
                {"kind": "permanent", "filter": {"any_types": ["Artifact", "Enchantment"]}}
            ],
            "effects": [{"op": "destroy", "target": 0}],
        },
    )


@pytest.mark.parametrize(
    ("name", "line", "outcome", "template"),
    [
        (
            "Mishra's Bauble",
            "{T}, Sacrifice this artifact: Look at the top card of target player's library.",
            "unsupported",
            "",
        ),
        (
            "Anguished Recollection",
            "Discard a card. If you do, seek",
            "gap",
            "keyword action: discard",
        ),
        ("Cloudkin Seer", "Flying", "recognised", "keywords"),
        ("Jhessian Thief", "Prowess", "recognised", "keywords"),
        (
            "Jhessian Thief",
            "Whenever this creature deals combat damage to a player, draw a card.",
            "recognised",
            "triggered",
        ),
        ("Miscalculation", "Cycling {2}", "recognised", "cycling"),
        ("Aurelia, the Warleader", "Flying, vigilance, haste", "recognised", "keywords"),
        (
            "Atraxa, Praetors' Voice",
            "Flying, vigilance, deathtouch, lifelink",
            "recognised",
            "keywords",
        ),
        (
            "Sengir Autocrat",
            "When this creature enters, create three 0/1 black Serf creature tokens.",
            "recognised",
            "triggered",
        ),
    ],
)
def test_what_isnt_played_is_said(name: str, line: str, outcome: str, template: str) -> None:
    assert reading(name, line)[:2] == (outcome, template)


def test_devoid_makes_a_card_colorless_whatever_its_cost() -> None:
    card = find("Forerunner of Slaughter")
    assert card is not None
    # {B}{R} would make it black and red (202.2); Devoid defines it colorless (702.114a).
    assert card.mana_cost == "{B}{R}"
    assert card.color_identity == ()


@pytest.mark.parametrize(
    ("name", "line", "kinds", "said"),
    [
        (
            "Tumble Magnet",
            "This artifact enters with three charge counters on it.",
            [{"kind": "enters_with_counters", "counter": "charge", "amount": 3}],
            "it enters with 3 charge counters (614.1c)",
        ),
        (
            "Vivid Crag",
            "This land enters tapped with two charge counters on it.",
            [
                {"kind": "enters_tapped"},
                {"kind": "enters_with_counters", "counter": "charge", "amount": 2},
            ],
            "tapped (a replacement effect, 614.1d); it enters with 2 charge counters",
        ),
    ],
)
def test_entering_with_counters_of_a_kind(
    name: str, line: str, kinds: list[dict[str, Any]], said: str
) -> None:
    """614.1c-d: "enters tapped with two charge counters" is two replacements of one event."""
    card = corpus_card(name)
    assert card is not None
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    found = next(r for r in compiled.readings if r.line == line)
    assert found.outcome == "recognised"
    assert [
        {k: a[k] for k in want} for a, want in zip(found.abilities, kinds, strict=True)
    ] == kinds
    assert said in (found.words or "")


@pytest.mark.parametrize(
    ("name", "line", "amount", "said"),
    [
        (
            "Golgari Grave-Troll",
            "This creature enters with a +1/+1 counter on it for each creature card in your "
            "graveyard.",
            {"count": "cards", "zone": "graveyard", "filter": {"types": ["Creature"]}},
            "it enters with X +1/+1 counters, where X is the number of creature cards in your "
            "graveyard, counted as it enters (614.1c)",
        ),
        (
            "Hamlet Vanguard",
            "This creature enters with two +1/+1 counters on it for each other nontoken Human "
            "you control.",
            {
                "count": "permanents",
                "filter": {
                    "subtypes": ["Human"],
                    "other": True,
                    "token": False,
                    "controller": "you",
                },
                "times": 2,
            },
            "where X is 2 times the number of other nontoken Humans you control, counted as it "
            "enters",
        ),
        (
            "Custodi Soulbinders",
            "This creature enters with X +1/+1 counters on it, where X is the number of other "
            "creatures on the battlefield.",
            {"count": "permanents", "filter": {"other": True, "types": ["Creature"]}},
            "where X is the number of other creatures on the battlefield, counted as it enters",
        ),
    ],
)
def test_entering_with_a_counted_number_of_counters(
    name: str, line: str, amount: dict[str, Any], said: str
) -> None:
    """614.1c, 107.3c: the count the text defines, counted as the permanent enters — "you" the
    player it enters under the control of."""
    card = corpus_card(name)
    assert card is not None
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    found = next(r for r in compiled.readings if r.line == line)
    assert found.outcome == "recognised"
    (ability,) = found.abilities
    assert ability["kind"] == "enters_with_counters"
    assert ability["amount"] == amount
    assert said in (found.words or "")


@pytest.mark.parametrize(
    "line",
    [
        # A count of a number the entering permanent has no object for: stays unread.
        "This creature enters with X +1/+1 counters on it, where X is that creature's power.",
        # X defined and X as a number of counters per thing counted: not both.
        "This creature enters with X +1/+1 counters on it for each creature you control.",
    ],
)
def test_entering_counts_the_entering_permanent_cant_make_stay_unread(line: str) -> None:
    compiled = compile_face("Test", "Test", line, ("Creature",))
    assert [r.outcome for r in compiled.readings] != ["recognised"]


def test_a_group_pumped_for_each_other_one_stays_unread() -> None:
    """ "Attacking creatures you control get +1/+0 … for each other attacking creature" (Run):
    "other" is other than each creature pumped, which one count made as the spell resolves
    can't be (608.2h) — the line stays unread rather than count every attacker for each."""
    line = (
        "Attacking creatures you control get +1/+0 until end of turn for each other attacking "
        "creature."
    )
    compiled = compile_face("Test", "Test", line, ("Instant",))
    assert [r.outcome for r in compiled.readings] != ["recognised"]


def test_the_card_pumped_for_each_other_one_is_read() -> None:
    """The contrast: "it gets +1/+0 … for each other attacking creature" is other than the card."""
    line = (
        "Whenever this creature attacks, it gets +1/+0 until end of turn for each other "
        "attacking creature."
    )
    compiled = compile_face("Test", "Test", line, ("Creature",))
    assert [r.outcome for r in compiled.readings] == ["recognised"]


def test_counters_with_rules_of_their_own_are_not_read_as_entering_counters() -> None:
    """A defense counter has rules of its own (122.1g: a battle's) the engine doesn't play."""
    compiled = compile_face(
        "Test", "Test", "This creature enters with a defense counter on it.", ("Creature",)
    )
    assert [r.outcome for r in compiled.readings] == ["unsupported"]


def test_a_shield_counter_is_read_as_an_entering_counter() -> None:
    """A shield counter's rules the engine plays (122.1c: damage prevented, a destruction by an
    effect replaced), so "enters with a shield counter on it" is read, its reminder text too."""
    compiled = compile_face(
        "Test",
        "Test",
        "This creature enters with a shield counter on it. (If it would be dealt damage or "
        "destroyed, remove a shield counter from it instead.)",
        ("Creature",),
    )
    (reading,) = compiled.readings
    assert reading.outcome == "recognised"
    assert [(a["kind"], a["counter"], a["amount"]) for a in reading.abilities] == [
        ("enters_with_counters", "shield", 1)
    ]


@pytest.mark.parametrize(
    ("name", "line", "effects"),
    [
        (
            "Myr Quadropod",
            "{3}: Switch this creature's power and toughness until end of turn.",
            [{"op": "continuous", "target": "self", "modifications": [{"op": "switch_pt"}]}],
        ),
        (
            "Twisted Image",
            "Switch target creature's power and toughness until end of turn.",
            [
                {"op": "continuous", "target": 0, "modifications": [{"op": "switch_pt"}]},
                {"op": "draw", "amount": 1},
            ],
        ),
    ],
)
def test_switching_power_and_toughness_is_read(
    name: str, line: str, effects: list[dict[str, Any]]
) -> None:
    """613.4d: "switch X's power and toughness until end of turn", on itself or a target."""
    card = find(name)
    assert card is not None
    dumped = card.model_dump(mode="json")
    found = dumped["effects"] or dumped["abilities"][0]["effects"]
    assert [{k: e[k] for k in want} for e, want in zip(found, effects, strict=True)] == effects


@pytest.mark.parametrize(
    ("name", "said"),
    [
        (
            "Act of Treason",
            "you gain control of target creature (layer 2, 613.1b) until end of "
            "turn; then untap target creature; then target creature has haste until end of turn",
        ),
        (
            "High Stride",
            "target creature gets +1/+3 and has reach until end of turn; then untap "
            "target creature",
        ),
        (
            "Threaten",
            "untap target creature; then you gain control of target creature (layer 2, "
            "613.1b) until end of turn; then target creature has haste",
        ),
        ("Besmirch", None),
    ],
)
def test_it_and_that_creature_are_the_one_target(name: str, said: str | None) -> None:
    """608.2c: a later sentence's "it" / "that creature" acting on the object in place is the
    spell's one target; gaining control of it is layer 2 (613.1b). Besmirch's "it" comes before
    a second instruction the compiler doesn't read, so the spell stays unread."""
    card = corpus_card(name)
    assert card is not None
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    first = compiled.readings[0]
    if said is None:
        assert first.outcome == "unsupported"
        return
    assert first.outcome == "recognised"
    assert said in (first.words or "")


def test_it_after_a_zone_change_is_not_the_target() -> None:
    """An object that moved zones is a new object (400.7): "it" after an exile isn't read."""
    compiled = compile_face("Test", "Test", "Exile target creature. Untap it.", ("Instant",))
    assert compiled.readings[0].outcome == "unsupported"


def test_a_quoted_abilitys_full_stop_ends_the_sentence_when_the_quote_closes_it() -> None:
    """Nissa, Who Shakes the World's [−8]: the emblem's quoted ability, then a search (608.2c:
    its instructions in the order written)."""
    line = (
        'You get an emblem with "Lands you control have indestructible." Search your library '
        "for any number of Forest cards, put them onto the battlefield tapped, then shuffle."
    )
    assert sentences(line) == [
        'You get an emblem with "Lands you control have indestructible."',
        "Search your library for any number of Forest cards, put them onto the battlefield "
        "tapped, then shuffle.",
    ]
    # A quote that ends the line is one sentence with it.
    assert sentences('Create a token with "This creature gets +1/+1."') == [
        'Create a token with "This creature gets +1/+1."'
    ]
