"""Every unread oracle line has a kind, found by the compiler's own reading, and names the events
the run can warn on (issue 25 §1a): real corpus lines of every kind, singular and plural verbs,
ability and flavor words (207.2c-d), keyworded activated abilities, replacement and prevention
effects (614.1, 615.1), characteristic-changing statics (613.1), and the whole corpus with no
line left "unknown"."""

from __future__ import annotations

import pytest

from engine.cards import status_store
from engine.cards.compiler import compile_face
from engine.cards.pool import corpus_definition
from engine.cards.store import card_names, corpus_card
from engine.cards.unsupported import classify, classify_all

#: (card, line, instant or sorcery, kind, events) — lines as the corpus prints them.
LINES = [
    # Triggered (603.1): plural verbs, an ability word or a flavor word before it.
    (
        "Quartzwood Crasher",
        "Whenever one or more creatures you control with trample deal combat "
        "damage to a player, create an X/X green Dinosaur Beast creature token with trample, where "
        "X is the amount of damage those creatures dealt to that player.",
        False,
        "triggered",
        ("deals_combat_damage_to_player",),
    ),
    (
        "G'raha Tia, Scion Reborn",
        "Throw Wide the Gates — Whenever you cast a noncreature spell, "
        "you may pay X life, where X is that spell's mana value. If you do, create a 1/1 colorless "
        "Hero creature token and put X +1/+1 counters on it. Do this only once each turn.",
        False,
        "triggered",
        ("cast",),
    ),
    (
        "G'raha Tia",
        "The Allagan Eye — Whenever one or more other creatures and/or artifacts you "
        "control die, draw a card. This ability triggers only once each turn.",
        False,
        "triggered",
        ("put_into_graveyard",),
    ),
    (
        "Underworld Dreams",
        "Whenever an opponent draws a card, this enchantment deals 1 damage to that player.",
        False,
        "triggered",
        ("draw",),
    ),
    (
        "Lich",
        "Whenever you're dealt damage, sacrifice that many nontoken permanents. If you "
        "can't, you lose the game.",
        False,
        "triggered",
        ("dealt_damage",),
    ),
    (
        "Lich",
        "When this enchantment is put into a graveyard from the battlefield, you lose the game.",
        False,
        "triggered",
        ("put_into_graveyard",),
    ),
    (
        "Necropotence",
        "Whenever you discard a card, exile that card from your graveyard.",
        False,
        "triggered",
        ("discard",),
    ),
    (
        "Amulet of Vigor",
        "Whenever a permanent you control enters tapped, untap it.",
        False,
        "triggered",
        ("enters", "tapped"),
    ),
    (
        "Sulfuric Vortex",
        "At the beginning of each player's upkeep, this enchantment deals 2 damage to that player.",
        False,
        "triggered",
        ("beginning_of_step", "beginning_of_upkeep"),
    ),
    (
        "Fumulus, the Infestation",
        "Whenever an Insect, Leech, Slug, or Worm you control attacks, "
        "defending player loses 1 life and you gain 1 life.",
        False,
        "triggered",
        ("attacks",),
    ),
    (
        "Dimir Spybug",
        "Whenever you surveil, put a +1/+1 counter on this creature.",
        False,
        "triggered",
        ("surveil",),
    ),
    (
        "Clockwork Steed",
        "At end of combat, if this creature attacked or blocked this combat, "
        "remove a +1/+0 counter from it.",
        False,
        "triggered",
        ("beginning_of_step",),
    ),
    # Keyword actions named by what they do: crewing taps (702.122a), conniving draws and
    # discards (701.50a).
    (
        "Gearshift Ace",
        "Whenever this creature crews a Vehicle, that Vehicle gains first strike "
        "until end of turn.",
        False,
        "triggered",
        ("tapped",),
    ),
    (
        "Iron Monger, Sadistic Tycoon",
        "Whenever a creature you control connives, put a +1/+1 "
        "counter on each Villain you control.",
        False,
        "triggered",
        ("draw", "discard"),
    ),
    # Activated (602.1): a keyword action as its cost, a loyalty cost (606.2), a keyword's dash.
    (
        "Watery Grasp",
        "Waterbend {5}: Enchanted creature's owner shuffles it into their library. "
        "(While paying a waterbend cost, you can tap your artifacts and creatures to help. Each "
        "one pays for {1}.)",
        False,
        "activated",
        ("shuffle",),
    ),
    (
        "Jace, the Mind Sculptor",
        "[−1]: Return target creature to its owner's hand.",
        False,
        "activated",
        ("to_hand",),
    ),
    (
        "Jace, the Mind Sculptor",
        "[0]: Draw three cards, then put two cards from your hand on top "
        "of your library in any order.",
        False,
        "activated",
        ("draw",),
    ),
    (
        "Necropotence",
        "Pay 1 life: Exile the top card of your library face down. Put that card "
        "into your hand at the beginning of your next end step.",
        False,
        "activated",
        ("life_lost", "exiled"),
    ),
    (
        "Circle of Protection: Red",
        "{1}: The next time a red source of your choice would deal "
        "damage to you this turn, prevent that damage.",
        False,
        "activated",
        ("dealt_damage",),
    ),
    # Static (604.1), replacement and prevention effects among them (614.1, 615.1).
    (
        "Rest in Peace",
        "If a card or token would be put into a graveyard from anywhere, exile it instead.",
        False,
        "static",
        ("put_into_graveyard",),
    ),
    (
        "Martyrs of Korlis",
        "As long as this creature is untapped, all damage that would be dealt "
        "to you by artifacts is dealt to this creature instead.",
        False,
        "static",
        ("dealt_damage",),
    ),
    (
        "Humility",
        "All creatures lose all abilities and have base power and toughness 1/1.",
        False,
        "static",
        (),
    ),
    (
        "Platinum Angel",
        "You can't lose the game and your opponents can't win the game.",
        False,
        "static",
        ("loses_game", "wins_game"),
    ),
    (
        "Doubling Season",
        "If an effect would create one or more tokens under your control, it "
        "creates twice that many of those tokens instead.",
        False,
        "static",
        ("token_created",),
    ),
    (
        "Doubling Season",
        "If an effect would put one or more counters on a permanent you control, "
        "it puts twice that many of those counters on that permanent instead.",
        False,
        "static",
        ("counters_put",),
    ),
    (
        "Sulfuric Vortex",
        "If a player would gain life, that player gains no life instead.",
        False,
        "static",
        ("life_gained",),
    ),
    (
        "Notion Thief",
        "If an opponent would draw a card except the first one they draw in each of "
        "their draw steps, instead that player skips that draw and you draw a card.",
        False,
        "static",
        ("draw",),
    ),
    ("Necropotence", "Skip your draw step.", False, "static", ("draw",)),
    (
        "Fog Bank",
        "Prevent all combat damage that would be dealt to and dealt by this creature.",
        False,
        "static",
        ("dealt_damage",),
    ),
    (
        "Mana Reflection",
        "If you tap a permanent for mana, it produces twice as much of that mana instead.",
        False,
        "static",
        ("tapped_for_mana", "tapped", "mana_added"),
    ),
    (
        "Hushbringer",
        "Creatures entering or dying don't cause abilities to trigger.",
        False,
        "static",
        ("enters", "put_into_graveyard"),
    ),
    (
        "Stony Silence",
        "Activated abilities of artifacts can't be activated.",
        False,
        "static",
        ("activate",),
    ),
    (
        "Grafdigger's Cage",
        "Players can't cast spells from graveyards or libraries.",
        False,
        "static",
        ("cast",),
    ),
    ("Solemnity", "Players can't get counters.", False, "static", ("counters_put",)),
    (
        "Ensnaring Bridge",
        "Creatures with power greater than the number of cards in your hand can't attack.",
        False,
        "static",
        ("attacks",),
    ),
    ("Blood Moon", "Nonbasic lands are Mountains.", False, "static", ()),
    (
        "Yawgmoth's Will",
        "If a card would be put into your graveyard from anywhere this turn, "
        "exile that card instead.",
        True,
        "spell",
        ("put_into_graveyard", "exiled"),
    ),
    # As it enters (614.1c-d) and copies (707.9).
    (
        "Painter's Servant",
        "As this creature enters, choose a color.",
        False,
        "as_enters",
        ("enters",),
    ),
    (
        "Lich",
        "As this enchantment enters, you lose life equal to your life total.",
        False,
        "as_enters",
        ("enters", "life_lost"),
    ),
    (
        "Phantasmal Image",
        "You may have this creature enter as a copy of any creature on the "
        "battlefield, except it's an Illusion in addition to its other types and it has \"When "
        'this creature becomes the target of a spell or ability, sacrifice it."',
        False,
        "copy",
        ("enters", "sacrifice", "becomes_target"),
    ),
    # Characteristic-defining (604.3), keywords (702), spells (113.3a).
    (
        "Tarmogoyf",
        "Tarmogoyf's power is equal to the number of card types among cards in all "
        "graveyards and its toughness is equal to that number plus 1.",
        False,
        "characteristic",
        (),
    ),
    (
        "Sudden Spoiling",
        "Split second (As long as this spell is on the stack, players can't cast "
        "spells or activate abilities that aren't mana abilities.)",
        True,
        "keyword",
        ("cast",),
    ),
    (
        "Mystic Crusader",
        "Protection from black and from red",
        False,
        "keyword",
        ("becomes_target", "blocks", "dealt_damage"),
    ),
    (
        "Lotus Bloom",
        "Suspend 3—{0} (Rather than cast this card from your hand, pay {0} and exile "
        "it with three time counters on it. At the beginning of your upkeep, remove a time "
        "counter. When the last is removed, you may cast it without paying its mana cost.)",
        False,
        "keyword",
        ("cast", "beginning_of_step", "counters_put", "exiled"),
    ),
    (
        "Wheel of Fortune",
        "Each player discards their hand, then draws seven cards.",
        True,
        "spell",
        ("draw", "discard"),
    ),
    ("Wurmwall Sweeper", "4+ | Flying", False, "keyword", ("blocks",)),
    # A keyword line names the events its rule is about (702): Haunt dies (702.55a), Myriad
    # attacks (702.116a), Vanishing counts down in the upkeep (702.63a), Madness discards and casts.
    (
        "Orzhov Pontiff",
        "Haunt (When this creature dies, exile it haunting target creature.)",
        False,
        "keyword",
        ("put_into_graveyard", "exiled"),
    ),
    (
        "Herald of the Host",
        "Myriad (Whenever this creature attacks, for each opponent other than "
        "defending player, you may create a token copy that's tapped and attacking that player or "
        "a planeswalker they control. Exile the tokens at end of combat.)",
        False,
        "keyword",
        ("attacks", "token_created"),
    ),
    (
        "Deep Forest Hermit",
        "Vanishing 3 (This creature enters with three time counters on it. At "
        "the beginning of your upkeep, remove a time counter from it. When the last is removed, "
        "sacrifice it.)",
        False,
        "keyword",
        ("beginning_of_step", "counters_put", "sacrifice"),
    ),
    (
        "Anje's Ravager",
        "Madness {1}{R} (If you discard this card, discard it into exile. When you "
        "do, cast it for its madness cost or put it into your graveyard.)",
        False,
        "keyword",
        ("cast", "discard"),
    ),
    (
        "Benalish Hero",
        "Banding (Any creatures with banding, and up to one without, can attack in "
        "a band. Bands are blocked as a group. If any creatures with banding you control are "
        "blocking or being blocked by a creature, you divide that creature's combat damage, not "
        "its controller, among any of the creatures it's being blocked by or is blocking.)",
        False,
        "keyword",
        ("attacks", "blocks", "dealt_damage"),
    ),
    # A static replacement effect on other permanents entering isn't "as this enters" (614.1d).
    (
        "Reidane, God of the Worthy",
        "Snow lands your opponents control enter tapped.",
        False,
        "static",
        ("enters", "tapped"),
    ),
    (
        "Loathsome Chimera",
        "This creature escapes with a +1/+1 counter on it.",
        False,
        "as_enters",
        ("counters_put",),
    ),
    (
        "Degavolver",
        "If this creature was kicked with its {R} kicker, it enters with a +1/+1 "
        "counter on it and with first strike.",
        False,
        "as_enters",
        ("enters", "counters_put"),
    ),
    # A rebalanced card names itself without its "A-" (201.5).
    (
        "A-Bretagard Stronghold",
        "Bretagard Stronghold enters tapped.",
        False,
        "as_enters",
        ("enters", "tapped"),
    ),
    # An alternative cost or a cost change functions on the spell itself (113.6, 118.9).
    (
        "Bringer of the Green Dawn",
        "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.",
        False,
        "static",
        (),
    ),
    (
        "Discontinuity",
        "During your turn, this spell costs {2}{U}{U} less to cast.",
        True,
        "static",
        ("cast",),
    ),
    # Cycling is discarding the card (702.29a).
    (
        "Sunfire Balm",
        "When you cycle this card, you may prevent the next 1 damage that would be "
        "dealt to any target this turn.",
        False,
        "triggered",
        ("discard",),
    ),
    (
        "Baxter Building",
        "{4}, {T}: Draw a card. Activate only if you control a creature with "
        "toughness 4 or greater.",
        False,
        "activated",
        ("draw",),
    ),
]


def _text(name: str, start: str = "") -> str:
    """The line of `LINES` of the card `name` that starts with `start`."""
    return next(text for card, text, *_ in LINES if card == name and text.startswith(start))


@pytest.mark.parametrize(("name", "text", "spell", "kind", "events"), LINES)
def test_a_line_has_its_kind_and_the_events_its_words_name(
    name: str, text: str, spell: bool, kind: str, events: tuple[str, ...]
) -> None:
    line = classify(text, name, spell)
    assert (line.kind, line.events) == (kind, events)


def test_replacement_prevention_and_characteristic_changes_are_told_apart() -> None:
    rest = classify(_text("Rest in Peace"), "Rest in Peace")
    assert (rest.replacement, rest.prevention, rest.changes_characteristics) == (True, False, False)
    fog = classify(_text("Fog Bank"), "Fog Bank")
    assert (fog.replacement, fog.prevention) == (True, True)
    humility = classify(_text("Humility"), "Humility")
    assert (humility.changes_characteristics, humility.replacement) == (True, False)
    assert classify("Nonbasic lands are Mountains.", "Blood Moon").changes_characteristics
    assert not classify("Players can't get counters.", "Solemnity").changes_characteristics
    # A player's ability, a deck rule or a condition on power changes no object (613.1).
    assert not classify("You have hexproof.", "Leyline of Sanctity").changes_characteristics
    petitioners = "A deck can have any number of cards named Persistent Petitioners."
    assert not classify(petitioners, "Persistent Petitioners").changes_characteristics
    stature = "Stature can't be blocked if her power is 1 or less."
    assert not classify(stature, "Stature").changes_characteristics
    zombies = "Zombie tokens you control have hexproof and menace."
    assert classify(zombies, "Lord of the Accursed").changes_characteristics
    assert classify(_text("Phantasmal Image"), "Phantasmal Image").replacement  # 614.1c


def test_a_trigger_keeps_its_event_step_and_subject() -> None:
    vortex = classify(_text("Sulfuric Vortex", "At"), "Sulfuric Vortex")
    assert (vortex.event, vortex.step, vortex.yours) == ("beginning_of_step", "upkeep", False)
    lich = classify(_text("Lich", "When this"), "Lich")
    assert (lich.event, lich.about_self) == ("put_into_graveyard", True)
    crasher = classify(_text("Quartzwood Crasher"), "Quartzwood Crasher")
    assert (crasher.event, crasher.about_self) == ("deals_combat_damage_to_player", False)


def test_a_trigger_about_what_an_aura_enchants_is_not_about_the_aura() -> None:
    zendikon = classify("When enchanted land dies, return that card to its owner's hand.", "Z")
    assert (zendikon.event, zendikon.about_self) == ("put_into_graveyard", False)
    steed = classify(
        "At end of combat, if this creature attacked or blocked this combat, remove a +1/+0 "
        "counter from it.",
        "Clockwork Steed",
    )
    assert (steed.event, steed.step) == ("beginning_of_step", "end_of_combat")


def test_a_chapter_is_a_triggered_ability_on_lore_counters() -> None:
    line = classify("II — Draw a card.", "The Eldest Reborn")
    assert (line.kind, line.event, line.events) == ("triggered", "chapter", ("counters_put",))


def test_a_bullet_has_its_modal_ability_s_kind() -> None:
    header = "When this creature enters, choose one —"
    lines = classify_all([header, "• Destroy target artifact.", "• Draw a card."], "Fake")
    assert [line.kind for line in lines] == ["triggered"] * 3
    assert lines[2].events == ("enters", "draw")
    spell = classify_all(["Choose one —", "• Draw a card."], "Fake", spell=True)
    assert [line.kind for line in spell] == ["spell", "spell"]


def test_a_siege_s_chosen_ability_and_a_die_s_row_are_told_apart() -> None:
    siege = classify_all(
        [
            "As this enchantment enters, choose Khans or Dragons.",
            "• Khans — At the beginning of combat on your turn, bolster 2.",
            "• Dragons — Whenever a creature you control attacks, it gains flying.",
        ],
        "Outpost Siege",
    )
    assert [(line.kind, line.events) for line in siege] == [
        ("as_enters", ("enters",)),
        ("triggered", ("beginning_of_step", "beginning_of_combat")),
        ("triggered", ("attacks",)),
    ]
    roll = classify_all(
        ["When this creature enters, roll a d20.", "1—9 | Draw a card.", "20 | Create a Food."],
        "Fake",
    )
    assert [line.kind for line in roll] == ["triggered"] * 3
    assert roll[1].events == ("enters", "draw")


def test_the_modes_of_a_trigger_that_chooses_are_its_own() -> None:
    shadrix = classify_all(
        [
            "At the beginning of combat on your turn, you may choose two. Each mode must target "
            "a different player.",
            "• Target player creates a 2/1 white and black Inkling creature token with flying.",
            "• Target player draws a card and loses 1 life.",
        ],
        "Shadrix Silverquill",
    )
    assert [line.kind for line in shadrix] == ["triggered"] * 3  # 700.2
    assert shadrix[2].events == ("beginning_of_step", "beginning_of_combat", "life_lost", "draw")


def test_no_unread_line_of_the_corpus_is_left_without_a_kind() -> None:
    """Read from the card-status store, which keeps each game card's compile (`engine.cards.
    status_store.coverage`; a store of another corpus or card code is rebuilt on first use):
    compiling all 34,117 again here took 29-61 s of CPU (issue 27 §6). That the store holds
    what this code compiles is the next test's."""
    found = status_store.coverage()
    assert sum(found.cards.values()) == 34_117
    assert found.kinds["unknown"] == 0
    assert sum(found.kinds.values()) == found.lines["gap"] + found.lines["unsupported"]
    assert {"triggered", "activated", "static", "spell", "keyword"} <= set(found.kinds)
    assert {"as_enters", "copy", "characteristic"} <= set(found.kinds)


def test_the_store_keeps_what_this_code_compiles_of_each_card() -> None:
    """A sample of every 400th game card (86 cards), and cards of each kind of record (two
    faces, halves, a half the data lacks, a hand-written definition, a card the engine refuses),
    compiled here, are the records the card-status store keeps of them: their lines' readings
    and kinds, their coverage status and their status in the pool."""
    game_cards = [entry.folded for entry in card_names() if entry.playable]
    for name in (*game_cards[::400], *SAMPLED):
        card = corpus_card(name)
        assert card is not None
        assert status_store.stored_record(card.name) == status_store.record(card), card.name
    refused = status_store.stored_record("Boulder Jockey")
    assert refused is not None
    assert refused.pool is None
    assert refused.status == "text only"  # counted by the coverage report all the same


#: Cards of each kind of record the sample test compiles besides its every 400th card.
SAMPLED = (
    "Delver of Secrets",
    "Fire // Ice",
    "Riling Dawnbreaker // Signaling Roar",
    "Hellrider",
    "Boulder Jockey",
    "Dryad Arbor",
)


def test_a_rebalanced_card_s_line_naming_itself_is_read_as_the_card() -> None:
    compiled = compile_face(
        "A-Bretagard Stronghold",
        "A-Bretagard Stronghold",
        "Bretagard Stronghold enters tapped.",
        ("Land",),
    )
    assert [r.outcome for r in compiled.readings] == ["recognised"]


def test_a_half_the_card_data_lacks_is_a_spell_to_cast_or_a_face() -> None:
    riling = corpus_definition("Riling Dawnbreaker")
    assert riling is not None
    # Its Adventure, which the card data lacks, would be cast (715.3): a spell to cast.
    [roar] = classify_all(riling.unsupported, riling.name, not riling.is_permanent_card)
    assert (roar.kind, roar.events) == ("spell", ("cast",))  # 715.3
    missing = classify("Stomp (the adventure half) isn't in the card data.", "X")
    assert (missing.kind, missing.events) == ("spell", ("cast",))
    back = classify("Bloodline Keeper's back (the back face) isn't in the card data.", "X")
    assert (back.kind, back.events) == ("static", ())
