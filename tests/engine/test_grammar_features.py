"""The grammar's features that cut across verbs (issue 28 §5), one test per rule with real
oracle wording and a contrast the rule must refuse: quoted abilities (granted, on tokens, on
emblems), conditions, durations, "up to" / "each of" / divided amounts, counted amounts, "each"
subjects, modal headers and bullets, loyalty abilities and trigger events."""

from __future__ import annotations

from dataclasses import fields

import pytest

from engine.cards.grammar.lines import parse_line
from engine.cards.grammar.tokens import normalised
from engine.cards.grammar.tree import (
    Count,
    Line,
    Modal,
    Modifier,
    Node,
    Quoted,
    Selector,
    TokenSpec,
    Triggered,
    words,
)

SELVES = ("Goblin Guide",)


def _read(line: str, *, spell: bool = False) -> Line:
    parsed = parse_line(line, SELVES, spell=spell)
    assert parsed.tree is not None, (line, parsed.failure, parsed.stopped)
    assert " ".join(words(parsed.tree)) == normalised(parsed.tokens, SELVES)
    return parsed.tree


def _unread(line: str, *, spell: bool = False) -> None:
    assert parse_line(line, SELVES, spell=spell).tree is None, line


def _nodes(node: object, kind: type[Node]) -> list[Node]:
    out: list[Node] = [node] if isinstance(node, kind) else []
    if isinstance(node, tuple):
        for part in node:
            out += _nodes(part, kind)
    elif isinstance(node, Node):
        for field in fields(node):
            if field.name != "antecedent":
                out += _nodes(getattr(node, field.name), kind)
    return out


def test_a_token_made_with_a_quoted_ability() -> None:
    tree = _read(
        'Create a 1/1 red Devil creature token with "When this token dies, it deals 1 damage '
        'to any target."',
        spell=True,
    )
    (token,) = _nodes(tree, TokenSpec)
    (quoted,) = _nodes(token, Quoted)
    assert isinstance(quoted, Quoted)
    assert quoted.line.body.kind == "triggered"
    _unread('Create a 1/1 red Devil creature token with "Frobnicate."', spell=True)


def test_a_token_given_a_quoted_ability_after_it_is_made() -> None:
    line = (
        "When Goblin Guide dies, create a 1/1 colorless Eldrazi Scion creature token. It has "
        '"Sacrifice this token: Add {C}."'
    )
    assert _nodes(_read(line), Quoted)


def test_an_emblem_with_a_quoted_ability() -> None:
    tree = _read('[−7]: You get an emblem with "Creatures you control get +1/+1."')
    assert tree.body.kind == "activated"
    assert _nodes(tree, Quoted)


@pytest.mark.parametrize(
    "line",
    [
        "This spell costs {3} less to cast if a creature died this turn.",
        "At the beginning of each end step, if you gained life this turn, create a 5/5 white "
        "Horse creature token.",
        "Goblin Guide gets +2/+2 as long as there are four or more card types among cards in "
        "your graveyard.",
        "Goblin Guide enters tapped unless a player has 10 or less life.",
    ],
)
def test_conditions_on_what_happened_and_what_there_is(line: str) -> None:
    tree = _read(line, spell=line.startswith("This spell"))
    assert any(
        isinstance(m, Modifier) and m.kind in ("condition", "unless")
        for m in _nodes(tree, Modifier)
    ) or (isinstance(tree.body, Triggered) and tree.body.condition is not None)


def test_unless_a_player_does_something() -> None:
    tree = _read(
        "At the beginning of your upkeep, sacrifice Goblin Guide unless you discard a card."
    )
    (unless,) = [m for m in _nodes(tree, Modifier) if isinstance(m, Modifier)]
    assert unless.kind == "unless"
    _unread("At the beginning of your upkeep, sacrifice Goblin Guide unless you frobnicate.")


def test_for_as_long_as_a_condition_holds_is_a_duration() -> None:
    tree = _read("{T}: Gain control of target creature for as long as that creature is tapped.")
    assert [m.kind for m in _nodes(tree, Modifier) if isinstance(m, Modifier)] == ["duration"]


def test_each_of_up_to_and_divided_amounts() -> None:
    tree = _read("Goblin Guide deals 1 damage to each of up to two target creatures.")
    (selector,) = _nodes(tree, Selector)
    assert isinstance(selector, Selector)
    assert selector.limit == ("each", "of", "up", "to")
    assert _read(
        "Goblin Guide deals 4 damage divided as you choose among any number of target creatures."
    )
    _unread("Goblin Guide deals 4 damage divided among any number of target creatures.")


def test_counted_amounts_greatest_twice_and_plus() -> None:
    for line in (
        "Draw cards equal to the greatest power among creatures you control.",
        "You gain X life, where X is twice the number of artifacts you control.",
        "Target creature gets +X/+X until end of turn, where X is 2 plus the number of Elves "
        "you control.",
    ):
        assert _nodes(_read(line, spell=True), Count), line
    _unread("Draw cards equal to the greatest frobnication.", spell=True)


@pytest.mark.parametrize(
    "line",
    [
        "Goblin Guide deals X damage to any target, where X is the number of basic land types "
        "among lands you control.",
        "Target creature gets +1/+1 until end of turn for each basic land type among lands you "
        "control.",
        "Draw cards equal to the number of card types among cards in your graveyard.",
        "You gain life equal to the number of colors among permanents you control.",
    ],
)
def test_kinds_among_a_group_are_a_count(line: str) -> None:
    """305.6, 205.2a, 105.1: the kinds, plural after "the number of", singular after "for
    each"; the group is the objects after "among"."""
    counts = _nodes(_read(line, spell=True), Count)
    assert any(c.kind == "among" for c in counts if isinstance(c, Count)), line


def test_a_kind_among_a_group_has_its_number() -> None:
    _unread("Draw a card for each basic land types among lands you control.", spell=True)
    _unread(
        "Draw cards equal to the number of basic land type among lands you control.", spell=True
    )


def test_creatures_that_died_this_turn_are_a_group_to_count() -> None:
    """700.4: the turn's record, after "for each" and "the number of"."""
    for line in (
        "Draw a card for each creature that died this turn.",
        "You gain life equal to the number of creatures that died this turn.",
    ):
        selectors = _nodes(_read(line, spell=True), Selector)
        assert any("died" in words(s) for s in selectors), line


def test_prevention_to_and_by_an_object() -> None:
    assert _read(
        "Untap target creature. Prevent all combat damage that would be dealt to and dealt by "
        "that creature this turn.",
        spell=True,
    )
    assert _read("Prevent all damage that would be dealt to Goblin Guide.")


def test_a_modal_header_with_another_chooser() -> None:
    body = _read("An opponent chooses one —").body
    assert isinstance(body, Modal)
    assert body.chooser is not None
    assert isinstance(_read("Choose one —").body, Modal)


def test_a_keyword_cost_after_a_dash_needs_no_full_stop_at_the_line_end() -> None:
    assert _read("Suspend 3—{2}{U}").body.kind == "keywords"


@pytest.mark.parametrize(
    "line",
    [
        "Whenever you draw your second card each turn, draw a card.",
        "Whenever you cast your second spell each turn, put a +1/+1 counter on Goblin Guide.",
        "Whenever Goblin Guide attacks and isn't blocked, it gets +2/+0 until end of turn.",
        "Whenever you discard a card, exile that card from your graveyard.",
        "Whenever a creature with flying attacks you or a planeswalker you control, destroy it.",
        "Whenever you cycle or discard another card, Goblin Guide gets +2/+1 until end of turn.",
        "Whenever one or more creature cards are put into your graveyard from your library, "
        "create a 2/2 black Zombie creature token.",
        "Whenever you cast a historic spell, draw a card. This ability triggers only once each "
        "turn.",
    ],
)
def test_trigger_subjects_and_events(line: str) -> None:
    assert _read(line).body.kind == "triggered"


def test_then_may_open_a_sentence() -> None:
    assert _read("Draw a card. Then discard a card.", spell=True)


def test_playing_and_attaching() -> None:
    assert _read(
        "Exile the top card of your library. Until end of turn, you may play that card.",
        spell=True,
    )
    assert _read(
        "Search your library for an Equipment card, put it onto the battlefield, attach it to a "
        "creature you control, then shuffle.",
        spell=True,
    )


def test_losing_abilities_and_base_power() -> None:
    assert _read("Enchanted creature loses all abilities and has base power and toughness 1/1.")
    _unread("Enchanted creature has base power and toughness.")


def test_destinations_are_read_by_their_parts() -> None:
    for line in (
        "Return target creature card from your graveyard to the battlefield tapped under your "
        "control.",
        "Put target creature on the bottom of its owner's library.",
        "Look at the top four cards of your library. Put one of them into your hand and the "
        "rest on the bottom of your library in a random order.",
    ):
        assert _read(line, spell=True), line
    _unread("Put target creature into the void.", spell=True)


def test_keyword_actions_with_fixed_words_and_numbers() -> None:
    for line in (
        "At the beginning of your upkeep, flip a coin.",
        "Whenever Goblin Guide attacks, venture into the dungeon.",
        "{5}{G}{G}: Monstrosity 3.",
        "When Goblin Guide enters, amass Zombies 2.",
    ):
        assert _read(line), line
    _unread("At the beginning of your upkeep, flip a table.")


def test_a_mode_may_be_named_before_a_dash() -> None:
    assert _read("• Sell Contraband — Create a Treasure token.", spell=True).body.kind == "mode"


def test_you_after_and_opens_a_clause_of_its_own() -> None:
    tree = _read("Goblin Guide deals 2 damage to target creature and you gain 2 life.")
    assert len(_nodes(tree, Selector)) == 1


def test_a_single_quoted_ability_inside_a_quoted_one() -> None:
    tree = _read("[−8]: You get an emblem with \"Islands you control have '{T}: Draw a card.'\"")
    inner = [q for q in _nodes(tree, Quoted) if isinstance(q, Quoted)]
    assert [q.open for q in inner] == ['"', "'"]
    assert inner[1].line.body.kind == "activated"
    # An apostrophe closing a plural possessive opens no quote.
    assert _read("Return all creatures to their owners' hands.", spell=True) is not None


@pytest.mark.parametrize(
    "line",
    [
        "If Goblin Guide would be put into an opponent's graveyard from anywhere, instead "
        "exile it.",
        "If Goblin Guide would deal combat damage to a player, instead put that many +1/+1 "
        "counters on Goblin Guide and that player mills that many cards.",
        "Counter target noncreature spell. If that spell is countered this way, exile it instead.",
        "Create five 1/1 white Human creature tokens. If this spell was cast from a graveyard, "
        "create ten 1/1 white Human creature tokens instead.",
    ],
)
def test_instead_before_or_after_a_replacements_effect(line: str) -> None:
    tree = _read(line, spell=True)
    assert "instead" in [m.kind for m in _nodes(tree, Modifier) if isinstance(m, Modifier)]


@pytest.mark.parametrize(
    ("line", "spell"),
    [
        ("Affinity for artifacts", True),
        ("You have no maximum hand size.", False),
        ("You may choose not to untap Goblin Guide during your untap step.", False),
        ("Target creature gains protection from the color of your choice until end of turn.", True),
        ("Your opponents can't cast spells during your turn.", False),
        ("{1}, Sacrifice Goblin Guide: Flip a coin. If you win the flip, draw a card.", False),
        ("Whenever you lose life for the first time each turn, draw a card.", False),
        ("Whenever Goblin Guide attacks, it gets +2/+0 until end of combat.", False),
    ],
)
def test_static_permissions_keywords_and_fixed_conditions(line: str, spell: bool) -> None:
    assert _read(line, spell=spell)


def test_protection_from_words_no_rule_reads_is_refused() -> None:
    _unread("Target creature gains protection from the frobnication until end of turn.", spell=True)


def test_counters_without_a_number_and_stat_comparisons() -> None:
    for line, spell in (
        (
            "Creature spells you cast cost {1} less to cast for each +1/+1 counter on Goblin "
            "Guide.",
            False,
        ),
        ("Creatures you control with +1/+1 counters on them have trample.", False),
        ("Destroy target creature with mana value less than or equal to 2.", True),
    ):
        assert _read(line, spell=spell), line
    _unread(
        "Destroy target creature with mana value less than or equal to frobnication.", spell=True
    )


def test_revealing_until_one_of_a_kind_and_shuffling_the_rest_in() -> None:
    # 701.20a: the stop is a selector ("a creature card", "four land cards"); 701.24a.
    for line in (
        "Reveal cards from the top of your library until you reveal a creature card.",
        "Target player reveals cards from the top of their library until they reveal a land card.",
        "Target opponent reveals cards from the top of their library until four land cards are "
        "revealed.",
    ):
        stops = [
            s for s in _nodes(_read(line, spell=True), Selector) if s.head in ("card", "cards")
        ]
        assert len(stops) == 1, line
    shuffled = _read(
        "Reveal cards from the top of your library until you reveal a creature card. Put that "
        "card onto the battlefield and shuffle the rest into your library.",
        spell=True,
    )
    assert " ".join(words(shuffled)).endswith("shuffle the rest into your library .")
    # "Until" with neither a reveal by its player nor a passive one isn't this rule's.
    _unread("Reveal cards from the top of your library until a creature card.", spell=True)


def test_your_commander_is_a_reference_a_condition_names() -> None:
    """ "Your commander" (903.3) names the card designated so before the game: lieutenant's
    condition reads it; "your commanders" (another phrase) doesn't."""
    tree = _read(
        "Lieutenant — At the beginning of combat on your turn, if you control your commander, "
        "draw a card."
    )
    assert isinstance(tree.body, Triggered)
    assert tree.body.condition is not None
    assert "your commander" in " ".join(words(tree.body.condition))
    _unread("As long as you control your commanders, Goblin Guide gets +2/+2.")
