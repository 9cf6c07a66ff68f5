"""The oracle grammar (issue 28 §2-3): one test per rule — a line of each kind, each phrase and
each modifier read into the tree, with a contrast the rule must refuse; every reading renders
back to its line."""

from __future__ import annotations

from dataclasses import fields

import pytest

from engine.cards.grammar.lines import Parsed, parse_line
from engine.cards.grammar.tokens import normalised
from engine.cards.grammar.tree import (
    Clause,
    Keyword,
    KeywordLine,
    Keywords,
    Line,
    Modifier,
    Node,
    Objects,
    Predicate,
    Quoted,
    Reference,
    Selector,
    words,
)

SELVES = ("Goblin Guide",)


def _read(line: str, *, spell: bool = False) -> Line:
    parsed = parse_line(line, SELVES, spell=spell)
    assert parsed.tree is not None, (line, parsed.failure, parsed.stopped)
    assert " ".join(words(parsed.tree)) == normalised(parsed.tokens, SELVES)
    return parsed.tree


def _nodes(node: object, kind: type[Node]) -> list[Node]:
    """Every node of `kind` in the tree, depth first."""
    out: list[Node] = []
    if isinstance(node, kind):
        out.append(node)
    if isinstance(node, tuple):
        for part in node:
            out += _nodes(part, kind)
    elif isinstance(node, Node):
        for field in fields(node):
            out += _nodes(getattr(node, field.name), kind)
    return out


def _unread(line: str, *, spell: bool = False) -> Parsed:
    parsed = parse_line(line, SELVES, spell=spell)
    assert parsed.tree is None, line
    return parsed


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("Flying, haste", "keywords"),
        ("{1}{R}, {T}: Goblin Guide deals 1 damage to any target.", "activated"),
        ("When Goblin Guide enters, draw a card.", "triggered"),
        ("At the beginning of your upkeep, you lose 1 life.", "triggered"),
        ("Goblin Guide gets +1/+0.", "static"),
        ("Choose one —", "modal"),
        ("• Destroy target artifact.", "mode"),
        ("(This is reminder text.)", "reminder"),
    ],
)
def test_each_kind_of_line(line: str, kind: str) -> None:
    assert _read(line).body.kind == kind


def test_text_of_an_instant_or_sorcery_is_spell_text() -> None:
    assert _read("Draw two cards.", spell=True).body.kind == "spell"
    assert _read("Draw two cards.").body.kind == "static"


def test_an_ability_word_is_a_label_before_the_dash() -> None:
    tree = _read("Landfall — Whenever a land you control enters, you gain 2 life.")
    assert tree.label == ("Landfall", "—")
    assert tree.body.kind == "triggered"


def test_a_label_needs_a_readable_ability_after_it() -> None:
    _unread("Landfall — Whenever a land you control enters, frobnicate.")


def test_keywords_with_parameters() -> None:
    tree = _read("Protection from red, enchant creature, bushido 2, kicker {2}{G}")
    found = [k for k in _nodes(tree, Keyword) if isinstance(k, Keyword)]
    assert [" ".join(words(k)) for k in found] == [
        "Protection from red",
        "enchant creature",
        "bushido 2",
        "kicker {2} {G}",
    ]


def test_a_keyword_cost_after_a_dash() -> None:
    assert _read("Ward—Pay 3 life.").body.kind == "keywords"


def test_an_activated_ability_keeps_its_restriction() -> None:
    tree = _read("{2}, Sacrifice a creature: Draw a card. Activate only as a sorcery.")
    assert "Activate only as a sorcery ." in " ".join(words(tree))
    _unread("{2}: Draw a card. Activate only when you feel like it.")


def test_a_loyalty_cost() -> None:
    assert _read("[−2]: Destroy target creature.").body.kind == "activated"


def test_a_selector_with_determiner_qualities_head_and_postfix() -> None:
    tree = _read("Destroy up to two target nonland permanents an opponent controls.", spell=True)
    (selector,) = [s for s in _nodes(tree, Selector) if isinstance(s, Selector)]
    assert (selector.limit, selector.determiner) == (("up", "to"), ("target",))
    assert selector.amount is not None
    assert selector.amount.value == 2
    assert [q.text for q in selector.qualities] == [("nonland",)]
    assert selector.head == "permanents"
    assert [p.kind for p in selector.postfix] == ["controller"]


def test_qualities_can_name_the_kind_without_a_head() -> None:
    tree = _read("Zombies you control get +1/+1.")
    (selector,) = [s for s in _nodes(tree, Selector) if isinstance(s, Selector)]
    assert (selector.head, [q.text for q in selector.qualities]) == ("", [("Zombies",)])
    tree = _read("Tap target artifact or creature.", spell=True)
    (selector,) = [s for s in _nodes(tree, Selector) if isinstance(s, Selector)]
    assert [q.text for q in selector.qualities] == [("artifact",), ("or", "creature")]
    _unread("Tap target tapped.", spell=True)


def test_references_to_the_card_itself_and_to_players() -> None:
    tree = _read("When this creature dies, you draw a card.")
    kinds = [r.kind for r in _nodes(tree, Reference) if isinstance(r, Reference)]
    assert kinds == ["self", "you"]


def test_a_duration_modifies_every_verb_of_its_clause() -> None:
    tree = _read("Target creature gets +2/+2 and gains flying until end of turn.", spell=True)
    (clause,) = [c for c in _nodes(tree, Clause) if isinstance(c, Clause)]
    assert [p.verb for p in clause.predicates if isinstance(p, Predicate)] == ["gets", "gains"]
    assert [m.kind for m in clause.modifiers] == ["duration"]
    assert _read("Target creature gets +2/+2 until your next turn.", spell=True)


def test_for_each_unless_and_conditions() -> None:
    kinds = [
        [m.kind for m in _nodes(_read(line, spell=True), Modifier) if isinstance(m, Modifier)]
        for line in (
            "Target creature gets +1/+1 for each Goblin you control.",
            "Counter target spell unless its controller pays {3}.",
            "If you control a Wizard, draw a card.",
        )
    ]
    assert kinds == [["for each"], ["unless"], ["condition"]]


def test_may_is_part_of_the_clause() -> None:
    (clause,) = [
        c
        for c in _nodes(_read("You may draw a card.", spell=True), Clause)
        if isinstance(c, Clause)
    ]
    assert clause.may == ("may",)


def test_a_quoted_ability_is_a_whole_line_read_recursively() -> None:
    tree = _read('Enchanted creature has "{T}: This creature deals 1 damage to any target."')
    (quoted,) = [q for q in _nodes(tree, Quoted) if isinstance(q, Quoted)]
    assert quoted.line.body.kind == "activated"
    _unread('Enchanted creature has "{T}: Frobnicate."')


def test_objects_join_selectors_and_references() -> None:
    tree = _read("Goblin Guide deals 2 damage to target creature or player.")
    found = [o for o in _nodes(tree, Objects) if isinstance(o, Objects)]
    assert [" ".join(words(o)) for o in found][-1] == "target creature or player"


def test_tokens_created_with_keywords() -> None:
    tree = _read("Create two 1/1 white Soldier creature tokens with flying.", spell=True)
    assert [k.name for k in _nodes(tree, Keyword) if isinstance(k, Keyword)] == [("flying",)]
    assert _read("Create a Food token.", spell=True)


def test_counters_are_put_on_objects() -> None:
    assert _read("Put two +1/+1 counters on target creature.", spell=True)
    assert _read("Goblin Guide enters with a +1/+1 counter on it.")


def test_a_span_no_rule_reads_leaves_the_line_unread_where_it_stopped() -> None:
    parsed = _unread("Draw a card and frobnicate.", spell=True)
    assert parsed.failure == "unread"
    assert [t.text for t in parsed.tokens][parsed.stopped] == "frobnicate"


def test_nothing_is_read_past_the_line_or_left_over() -> None:
    _unread("Draw a card. Draw", spell=True)
    _unread("Flying, haste, banana")
    body = _read("Flying, haste").body
    assert isinstance(body, KeywordLine)
    assert isinstance(body.keywords, Keywords)


def test_counted_amounts_read_for_every_verb_that_takes_one() -> None:
    for line in (
        "Goblin Guide deals damage equal to its power to any target.",
        "Exile target creature. You gain life equal to that card's mana value.",
        "Draw cards equal to the number of creatures you control.",
        "Goblin Guide's power and toughness are each equal to the number of cards in your hand.",
        "Target creature gets +X/+X until end of turn, where X is the number of Goblins you "
        "control.",
    ):
        assert _read(line, spell=True)
    _unread("You gain life equal to frobnication.", spell=True)


def test_a_triggers_intervening_if_is_read_as_a_condition() -> None:
    tree = _read(
        "At the beginning of your upkeep, if you control seven or more Plains, draw a card."
    )
    (condition,) = [m for m in _nodes(tree, Modifier) if isinstance(m, Modifier)]
    assert condition.kind == "condition"
    assert tree.body.kind == "triggered"


def test_a_delayed_time_modifies_a_clause() -> None:
    tree = _read(
        "Create a 1/1 red Goblin creature token. Sacrifice it at the beginning of the next "
        "end step.",
        spell=True,
    )
    assert [m.kind for m in _nodes(tree, Modifier) if isinstance(m, Modifier)] == ["delayed"]


def test_as_it_enters_is_a_replacement_line() -> None:
    assert _read("As Goblin Guide enters, choose a color.").body.kind == "replacement"


def test_an_additional_cost_to_cast() -> None:
    line = "As an additional cost to cast this spell, sacrifice a creature."
    assert _read(line, spell=True).body.kind == "spell"


def test_a_spree_mode() -> None:
    assert _read("+ {1} — Draw a card.", spell=True).body.kind == "mode"


def test_search_put_and_shuffle_chain_with_commas() -> None:
    line = (
        "Search your library for a basic land card, put it onto the battlefield tapped, "
        "then shuffle."
    )
    (clause,) = [c for c in _nodes(_read(line, spell=True), Clause) if isinstance(c, Clause)]
    verbs = [p.verb for p in clause.predicates if isinstance(p, Predicate)]
    assert verbs == ["Search", "put", "shuffle"]


def test_the_top_cards_of_a_library_are_a_selector() -> None:
    tree = _read("Exile the top three cards of your library.", spell=True)
    (selector,) = [s for s in _nodes(tree, Selector) if isinstance(s, Selector)]
    assert (selector.limit, selector.head) == (("the", "top"), "cards")


def test_a_cost_change_and_what_a_condition_compares() -> None:
    assert _read("Instant and sorcery spells you cast cost {1} less to cast.")
    assert _read("As long as enchanted permanent is a creature, it has lifelink.")


def test_phrases_naming_the_card_render_it_as_tilde() -> None:
    line = (
        "When Goblin Guide enters, exile target creature until Goblin Guide leaves the battlefield."
    )
    assert "until ~ leaves the battlefield" in " ".join(words(_read(line)))


def test_that_many_refers_back_to_a_counted_result() -> None:
    assert _read("Whenever you gain life, put that many +1/+1 counters on Goblin Guide.")
    assert _read("Sacrifice any number of creatures, then draw that many cards.", spell=True)


def test_a_reflexive_trigger_leads_a_sentence() -> None:
    tree = _read("{T}: Add {C}. When you do, mill two cards.")
    assert "reflexive" in [m.kind for m in _nodes(tree, Modifier) if isinstance(m, Modifier)]


def test_postfixes_counters_targets_and_attachment() -> None:
    for line in (
        "Each creature you control with a +1/+1 counter on it has trample.",
        "Whenever you cast a spell that targets Goblin Guide, draw a card.",
        "Equipped creature gets +1/+0 for each Equipment attached to it.",
    ):
        assert _read(line)


def test_paying_and_getting_energy() -> None:
    assert _read("Whenever you cast a noncreature spell, you may pay {1}. If you do, draw a card.")
    assert _read("When Goblin Guide enters, you get {E}{E}.")


def test_the_longest_phrase_is_read_not_the_first() -> None:
    tree = _read("At the beginning of each player's upkeep, that player draws a card.")
    assert "each player's upkeep" in " ".join(words(tree))


def test_an_activation_restriction_with_a_condition() -> None:
    assert _read("{T}: Add {U}. Activate only if you control a Swamp.").body.kind == "activated"


def test_an_event_with_its_object() -> None:
    assert _read("Whenever you sacrifice a Treasure, Goblin Guide gets +1/+0 until end of turn.")


def test_conditions_on_states_and_a_leading_for_each() -> None:
    assert _read("Goblin Guide gets +2/+0 as long as it isn't attacking or blocking.")
    assert _read("• Destroy target permanent if it's red.", spell=True)
    assert _read("When Goblin Guide enters, for each opponent, goad up to one target creature.")


def test_a_card_named_like_this_one() -> None:
    assert _read("Creatures you control named Goblin Guide get +1/+0 until end of turn.")


def test_unless_with_a_condition_and_removing_counters() -> None:
    assert _read("Goblin Guide enters tapped unless you control a Mountain or a Plains.")
    assert _read("Whenever you cast a green spell, remove a -1/-1 counter from Goblin Guide.")


def test_some_of_what_the_line_produced() -> None:
    line = (
        "Look at the top three cards of your library. Put one of them into your hand. "
        "Put the rest on the bottom of your library in a random order."
    )
    assert _read(line, spell=True)


def test_a_token_copy_and_entering_as_a_copy() -> None:
    assert _read("Create a token that's a copy of target creature.", spell=True)
    assert _read("You may have Goblin Guide enter as a copy of any creature on the battlefield.")


def test_at_end_of_combat_and_can_block() -> None:
    assert _read("When Goblin Guide blocks, destroy it at end of combat.")
    assert _read("Goblin Guide can block an additional creature each combat.")


def test_a_replacement_watches_for_what_would_happen() -> None:
    tree = _read("If Goblin Guide would die, exile it instead.")
    kinds = [m.kind for m in _nodes(tree, Modifier) if isinstance(m, Modifier)]
    assert kinds == ["condition", "instead"]
    _unread("If Goblin Guide would frobnicate, exile it instead.")


def test_rather_than_pay_its_mana_cost() -> None:
    assert _read("You may pay 2 life rather than pay Goblin Guide's mana cost.")


def test_a_postfix_naming_the_kind() -> None:
    assert _read("Each creature you control that's a Cat or Elemental gets +1/+1.")
