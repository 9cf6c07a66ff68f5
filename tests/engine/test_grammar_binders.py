"""The binder (issue 28 §2): each rule by which an anaphoric reference takes its antecedent,
with a contrast the binder must refuse (a reference with nothing earlier to name leaves the
line unread)."""

from __future__ import annotations

from dataclasses import fields

import pytest

from engine.cards.grammar.lines import parse_line
from engine.cards.grammar.phrases import ANAPHORIC_KINDS
from engine.cards.grammar.tree import (
    Node,
    Objects,
    Reference,
    Selector,
    TokenSpec,
    words,
)

SELVES = ("Goblin Guide",)


def _bindings(line: str, *, spell: bool = False) -> list[tuple[str, str, str]]:
    """(reference, antecedent kind, antecedent words) for each anaphoric reference, in order."""
    parsed = parse_line(line, SELVES, spell=spell)
    assert parsed.tree is not None, (line, parsed.failure, parsed.stopped)
    out: list[tuple[str, str, str]] = []

    def walk(node: object) -> None:
        if isinstance(node, Reference) and node.kind in ANAPHORIC_KINDS:
            assert node.antecedent is not None, node
            antecedent = node.antecedent
            out.append((" ".join(node.text), type(antecedent).__name__, _said(antecedent)))
        if isinstance(node, tuple):
            for part in node:
                walk(part)
        elif isinstance(node, Node):
            for field in fields(node):
                if field.name != "antecedent":
                    walk(getattr(node, field.name))

    walk(parsed.tree)
    return out


def _said(node: Node) -> str:
    return " ".join(words(node))


def _unbound(line: str, *, spell: bool = False) -> None:
    parsed = parse_line(line, SELVES, spell=spell)
    assert parsed.tree is None, line
    assert parsed.failure == "unbound", (line, parsed.failure)


def test_it_takes_the_nearest_object_selected_before_it() -> None:
    assert _bindings("Destroy target creature. It can't be regenerated.", spell=True) == [
        ("It", "Selector", "target creature")
    ]


def test_it_takes_the_trigger_events_subject() -> None:
    assert _bindings("Whenever a creature you control dies, return it to your hand.") == [
        ("it", "Selector", "a creature you control")
    ]


def test_it_takes_the_card_itself_when_the_card_is_the_nearest_object() -> None:
    assert _bindings("When Goblin Guide dies, return it to its owner's hand.") == [
        ("it", "Reference", "~"),
        ("its owner's", "Reference", "~"),
    ]


def test_a_reference_with_nothing_before_it_leaves_the_line_unread() -> None:
    _unbound("Sacrifice it at the beginning of the next end step.", spell=True)
    _unbound("When ~ leaves the battlefield, return the exiled card to its owner's hand.")
    _unbound("• That player discards a card.")


def test_that_player_takes_a_player_not_an_object() -> None:
    line = "Whenever Goblin Guide deals combat damage to a player, that player discards a card."
    assert _bindings(line) == [("that player", "Selector", "a player")]
    line = "Whenever a creature an opponent controls dies, that player loses 1 life."
    assert _bindings(line) == [("that player", "Postfix", "an opponent controls")]
    _unbound("When Goblin Guide enters, that player discards a card.")


def test_its_controller_takes_the_object_and_is_a_player_after() -> None:
    line = "Counter target spell unless its controller pays {3}."
    assert _bindings(line, spell=True) == [("its controller", "Selector", "target spell")]


def test_that_spell_takes_a_spell_not_the_card_itself() -> None:
    line = (
        "Whenever you cast an instant or sorcery spell, Goblin Guide gets +1/+0 until end of "
        "turn for each card in your hand. Copy that spell."
    )
    assert _bindings(line)[-1] == ("that spell", "Selector", "an instant or sorcery spell")
    _unbound("When Goblin Guide enters, counter that spell.")


def test_this_way_and_the_exiled_card_take_the_action_that_did_it() -> None:
    line = (
        "Exile up to two target creatures. For each creature exiled this way, its controller "
        "creates a 1/1 white Spirit creature token."
    )
    found = _bindings(line, spell=True)
    assert found[0] == ("exiled this way", "Predicate", "Exile up to two target creatures")
    assert found[1] == ("its controller", "Selector", "creature exiled this way")
    _unbound("Draw a card for each creature exiled this way.", spell=True)


def test_dealt_damage_this_way_takes_the_deals_that_dealt_it() -> None:
    # 120.3: "a creature dealt damage this way" is what an earlier "deals" dealt damage to.
    line = (
        "Goblin Guide deals 3 damage to each creature. If a creature dealt damage this way "
        "would die this turn, exile it instead."
    )
    found = _bindings(line, spell=True)
    assert found[0] == ("dealt damage this way", "Predicate", "deals 3 damage to each creature")
    _unbound("If a creature dealt damage this way would die this turn, exile it instead.")


def test_from_among_the_milled_cards_takes_the_mill() -> None:
    # 701.17c: the cards a mill moved, "the cards milled this way" or "the milled cards".
    for among in ("the cards milled this way", "the milled cards"):
        line = f"Mill three cards. You may put a creature card from among {among} into your hand."
        assert _bindings(line, spell=True) == [(among, "Predicate", "Mill three cards")]
    # With no mill before it there is nothing for it to name.
    _unbound("You may put a creature card from among the milled cards into your hand.", spell=True)


def test_a_card_drawn_and_tokens_made_are_antecedents() -> None:
    assert _bindings("Draw a card, then reveal it.", spell=True) == [("it", "Quantity", "a card")]
    found = _bindings("Create a 1/1 red Goblin creature token. It gains haste.", spell=True)
    assert [(r, k) for r, k, _ in found] == [("It", TokenSpec.__name__)]


def test_objects_joined_are_one_antecedent() -> None:
    line = "Counter target spell or nonland permanent unless its controller pays {2}."
    assert _bindings(line, spell=True) == [
        ("its controller", Objects.__name__, "target spell or nonland permanent")
    ]


def test_a_spell_or_ability_is_one_head() -> None:
    """ "Spell or ability" names one kind of object on the stack (115.7), not two joined."""
    line = "Counter target spell or ability unless its controller pays {2}."
    assert _bindings(line, spell=True) == [
        ("its controller", "Selector", "target spell or ability")
    ]


def test_a_selector_with_counters_on_it_is_its_own_antecedent() -> None:
    line = "Destroy each creature with a +1/+1 counter on it."
    assert _bindings(line, spell=True) == [
        ("it", "Selector", "each creature with a +1/+1 counter on it")
    ]


def test_what_a_condition_classifies_is_no_antecedent() -> None:
    line = "Destroy target creature. If that creature is a Demon, exile it instead."
    assert [a for _, _, a in _bindings(line, spell=True)] == ["target creature"] * 2


def test_a_count_is_no_antecedent() -> None:
    line = (
        "Put X +1/+1 counters on target creature, where X is the number of lands you control. "
        "It gains trample until end of turn."
    )
    assert _bindings(line, spell=True)[-1] == ("It", "Selector", "target creature")


def test_what_x_is_never_names_the_tokens_x_says_how_many_of() -> None:
    """107.3c: the count is of the artifact destroyed, not of the Saprolings it sizes — as a
    clause's "for each" never names what its verb creates (608.2h)."""
    line = (
        "Destroy target artifact. Create X 1/1 green Saproling creature tokens, where X is that "
        "artifact's mana value."
    )
    assert _bindings(line, spell=True) == [("that artifact's", "Selector", "target artifact")]


def test_the_rest_takes_what_was_taken_from_them() -> None:
    line = (
        "Look at the top three cards of your library. Put one of them into your hand. Put the "
        "rest into your graveyard."
    )
    found = _bindings(line, spell=True)
    assert found[-1][0] == "the rest"
    assert found[-1][2] == "one of them"  # the rest of the three, which "them" names
    assert _bindings("Choose up to one creature. Destroy the rest.", spell=True) == [
        ("the rest", "Selector", "up to one creature")
    ]


@pytest.mark.parametrize(
    "line",
    [
        "Target player reveals their hand. You choose a nonland card from it. That player "
        "discards that card.",
        "At the beginning of each player's upkeep, that player draws a card.",
    ],
)
def test_hands_and_whose_step_are_antecedents(line: str) -> None:
    assert all(k in (Selector.__name__, "Possessive", "Reference") for _, k, _ in _bindings(line))


def test_references_in_a_quoted_ability_bind_inside_it() -> None:
    line = 'Enchanted creature has "When this creature dies, return it to its owner\'s hand."'
    # "it" is the creature the quoted ability is on (the ability's own "this creature").
    assert _bindings(line) == [("it", "Reference", "~"), ("its owner's", "Reference", "~")]
    # Outside its quotes a quoted ability sees nothing: "that creature" is unbound there.
    assert parse_line('Enchanted creature has "{T}: Destroy that creature."', SELVES).tree is None


def test_an_unbound_reference_is_refused_not_guessed() -> None:
    # "the exiled card" names an exiling; a destruction is no antecedent for it.
    _unbound("Destroy target creature. Return the exiled card to the battlefield.", spell=True)


def test_some_of_them_are_objects_not_the_player_named_last() -> None:
    line = (
        "Reveal the top three cards of your library. An opponent chooses one of them. Put that "
        "card into your graveyard and the rest into your hand."
    )
    found = _bindings(line, spell=True)
    assert found[0] == ("them", "Selector", "the top three cards of your library")
    assert found[1:] == [
        ("that card", "Selector", "one of them"),
        ("the rest", "Selector", "one of them"),
    ]


def test_that_creature_skips_what_is_no_creature() -> None:
    line = (
        "Whenever a creature attacks you or a planeswalker you control, that creature's "
        "controller loses 1 life."
    )
    assert _bindings(line) == [("that creature's controller", "Selector", "a creature")]


def test_the_same_name_as_that_permanent_names_the_earlier_one() -> None:
    line = (
        "Destroy target nonland permanent and all other permanents with the same name as that "
        "permanent."
    )
    assert _bindings(line, spell=True) == [
        ("that permanent", "Selector", "target nonland permanent")
    ]


def test_what_the_subject_deals_damage_to_is_never_the_subject_itself() -> None:
    # English says "itself" for the subject: "it" is the nearest other object.
    line = "Whenever a creature enters, Goblin Guide deals 2 damage to it."
    assert _bindings(line) == [("it", "Selector", "a creature")]
    # Contrast: elsewhere after the verb "it" may be the subject.
    line = "Goblin Guide gets +1/+1 for each Aura attached to it."
    assert _bindings(line) == [("it", "Reference", "~")]


def test_what_an_object_is_attached_to_is_never_that_object() -> None:
    # "attach this Equipment to it": the Equipment can't equip itself (301.5c), so "it" is the
    # nearest other object — the creature the event named, though the card is said nearer.
    line = "Whenever a creature you control enters, you may attach this Equipment to it."
    assert _bindings(line)[-1] == ("it", "Selector", "a creature you control")
    # Contrast: what another object is attached to may be the card itself.
    line = "When Goblin Guide enters, attach target Equipment you control to it."
    assert _bindings(line) == [("it", "Reference", "~")]
    assert _bindings("Goblin Guide enters with two +1/+1 counters on it.") == [
        ("it", "Reference", "~")
    ]
    # With no other object before it, the line is unread rather than misread.
    _unbound("When Goblin Guide enters, Goblin Guide deals 2 damage to it.")


def test_a_for_each_pronoun_is_not_what_its_own_clause_draws() -> None:
    """608.2h: the count is made before the card is drawn, so "it" is the dying creature."""
    assert _bindings("When Goblin Guide dies, draw a card for each +1/+1 counter on it.") == [
        ("it", "Reference", "~")
    ]
    # Contrast: a pronoun after the clause may still take the card drawn.
    assert _bindings("Draw a card, then reveal it.", spell=True) == [("it", "Quantity", "a card")]
