"""Conditions lowered from the oracle grammar's tree (issue 28 §5, 611.3a): one test per rule of
`engine.cards.lowering.conditions` — who controls what, how many, the card's own status, what
the player has — each with a contrast the rule leaves unread; and the engine's answer to the
questions about the player's own life, hand and graveyard."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from engine.cards.compiler import compile_face
from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import (
    Activated,
    Condition,
    Filter,
    IfCondition,
    SacrificeUnlessPays,
    Static,
    Trigger,
    Triggered,
)
from engine.cards.vocabulary.conditions import TurnHistory
from engine.core.state import GameState
from engine.derived.conditions import holds
from engine.driver.run import load
from tests.engine.helpers import lowered_ability, lowered_spell, lowered_static

SELVES = ("Tireless Gremlin",)


def _static(line: str) -> Static | None:
    return lowered_static(line, SELVES)


def _condition(line: str) -> Condition:
    found = _static(line)
    assert found is not None, line
    assert found.condition is not None, line
    return found.condition


def test_as_long_as_after_the_effect_and_before_it_read_alike() -> None:
    after = _static("Tireless Gremlin gets +1/+1 as long as you control another artifact.")
    before = _static("As long as you control another artifact, Tireless Gremlin gets +1/+1.")
    assert after is not None
    assert before is not None
    assert after.affects == before.affects == "self"
    assert after.condition is not None
    assert before.condition is not None
    assert after.condition.you_control == before.condition.you_control
    (flt,) = after.condition.you_control
    assert flt == Filter(types=("Artifact",), other=True, controller="you")


@pytest.mark.parametrize(
    ("said", "controller", "at_least", "at_most"),
    [
        ("you control ten or more lands", "you", 10, None),
        ("you control no untapped lands", "you", None, 0),
        ("an opponent controls a nontoken red permanent", "opponent", None, None),
        ("no opponent controls a creature", "opponent", None, 0),
        ("any player controls a black permanent", "any", None, None),
    ],
)
def test_who_controls_how_many(
    said: str, controller: str, at_least: int | None, at_most: int | None
) -> None:
    asked = _condition(f"Tireless Gremlin gets +1/+1 as long as {said}.")
    (flt,) = asked.you_control
    assert (flt.controller, asked.at_least, asked.at_most) == (controller, at_least, at_most)
    assert asked.text == said


def test_the_card_itself_tapped_or_untapped() -> None:
    asked = _condition("Tireless Gremlin has hexproof as long as it's untapped.")
    assert asked.self_tapped == "untapped"


@pytest.mark.parametrize(
    ("line", "attached"),
    [
        ("Tireless Gremlin has flying as long as it's enchanted.", ("Aura",)),
        ("As long as Tireless Gremlin is equipped, it gets +0/+2.", ("Equipment",)),
        (
            "As long as Tireless Gremlin is enchanted or equipped, it can attack as though it "
            "didn't have defender.",
            ("Aura", "Equipment"),
        ),
    ],
)
def test_the_card_itself_equipped_or_enchanted(line: str, attached: tuple[str, ...]) -> None:
    # 301.5, 303.4: an Equipment or an Aura attached to it; "it" after the condition is the
    # card itself, the static ability's own permanent.
    found = _static(line)
    assert found is not None
    assert found.affects == "self"
    assert found.condition is not None
    assert found.condition.self_attached == attached
    assert found.condition.about_source


def test_an_intervening_if_on_the_card_being_equipped_stays_unread() -> None:
    # About the source itself: not asked as a trigger's intervening "if" yet (603.4).
    tree = parse_line(
        "Whenever Tireless Gremlin becomes tapped, if it's enchanted or equipped, draw a card.",
        SELVES,
    ).tree
    assert tree is None or lower_ability(tree) is None


def test_an_opponents_life_total() -> None:
    # 119.1: one opponent's life total, and "unless" the same question negated.
    asked = _condition("Tireless Gremlin has haste as long as an opponent has 10 or less life.")
    assert asked.opponent_life_at_most == 10
    found = lowered_ability(
        "At the beginning of your upkeep, you lose 1 life unless an opponent has 10 or less life.",
        SELVES,
    )
    assert isinstance(found, Triggered)
    (unless,) = found.effects
    assert isinstance(unless, IfCondition)
    assert unless.condition is not None
    assert (unless.condition.opponent_life_at_most, unless.condition.negated) == (10, True)


def test_an_opponents_life_total_is_one_opponents_still_in_the_game() -> None:
    asked = Condition(opponent_life_at_most=10, text="an opponent has 10 or less life")
    state = load(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A", "life": 8}, {"id": "B", "life": 11}, {"id": "C", "life": 10}],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [],
        }
    )
    assert holds(state, asked, "A") == (True, "player C has 10 life")
    assert holds(state, asked, "C") == (True, "player A has 8 life")
    assert holds(state, asked, "B")[0] is True
    two = load(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A", "life": 8}, {"id": "B", "life": 11}],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [],
        }
    )
    assert holds(two, asked, "A") == (False, "player B has 11 life")


def test_the_card_itself_is_or_isnt_a_card_type() -> None:
    # The Opals' intervening "if" (603.4) and Great Hall's "if … isn't a creature" (608.2c).
    tree = parse_line(
        "When an opponent casts a creature spell, if this permanent is an enchantment, it "
        "becomes a 2/2 Soldier creature.",
        SELVES,
    ).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Triggered)
    asked = found.trigger.intervening_if
    assert asked is not None
    assert (asked.self_types, asked.negated) == (("Enchantment",), False)
    tree = parse_line(
        "{5}: If this land isn't a creature, it becomes a 2/4 Wizard creature. It's still a land.",
        SELVES,
    ).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Activated)
    (held,) = found.effects
    assert isinstance(held, IfCondition)
    assert (held.condition.self_types, held.condition.negated) == (("Creature",), True)
    # A quality that isn't a card type ("a Soldier", "tapped") isn't this question.
    tree = parse_line(
        "When an opponent casts a spell, if this permanent is a Soldier, draw a card.", SELVES
    ).tree
    assert tree is None or lower_ability(tree) is None


@pytest.mark.parametrize(
    ("said", "field", "value"),
    [
        ("you have 25 or more life", "your_life_at_least", 25),
        ("you have 5 or less life", "your_life_at_most", 5),
        ("there are four or more creature cards in your graveyard", "graveyard_at_least", 4),
        ("you have no cards in hand", "hand_at_most", 0),
        ("you have one or fewer cards in hand", "hand_at_most", 1),
        ("you have seven or more cards in hand", "hand_at_least", 7),
        ("you have seven or more cards in your hand", "hand_at_least", 7),
        (
            "an opponent has eight or more cards in their graveyard",
            "opponent_graveyard_at_least",
            8,
        ),
        ("seven or more cards are in your graveyard", "graveyard_at_least", 7),
        (
            "there are four or more card types among cards in your graveyard",
            "graveyard_types_at_least",
            4,
        ),
    ],
)
def test_what_the_player_has(said: str, field: str, value: int) -> None:
    asked = _condition(f"Tireless Gremlin gets +2/+2 as long as {said}.")
    assert getattr(asked, field) == value


@pytest.mark.parametrize(
    "line",
    [
        # A question the vocabulary has no word for: unread, never read as something else.
        "Tireless Gremlin gets +1/+1 as long as a creature with flying entered the battlefield "
        "under your control this turn.",
        "Tireless Gremlin gets +1/+1 as long as there are four or more Zombie cards in your "
        "graveyard.",
        # Whose graveyard: the card's controller's isn't "an opponent's" (So Tiny's).
        "Tireless Gremlin gets +1/+1 as long as its controller has seven or more cards in their "
        "graveyard.",
        # An "if" on a static ability isn't "as long as" (it may be a replacement's, 614.1d).
        "Tireless Gremlin gets +1/+1 if you control an artifact.",
        # Two conditions: a static ability's condition is one question.
        "As long as you control an artifact, Tireless Gremlin gets +1/+1 as long as you "
        "control an enchantment.",
    ],
)
def test_a_condition_not_asked_leaves_the_line_unread(line: str) -> None:
    tree = parse_line(line, SELVES).tree
    assert tree is None or lower_ability(tree) is None


def test_graveyard_cards_of_some_card_types() -> None:
    """ "Permanent cards" are the cards of the permanent types (110.4); "instant and/or sorcery
    cards" either; the count is of those cards only."""
    asked = _condition(
        "Tireless Gremlin gets +1/+1 as long as there are four or more permanent cards in your "
        "graveyard."
    )
    assert set(asked.graveyard_of_types) == {"Artifact", "Battle", "Creature", "Enchantment"} | {
        "Land",
        "Planeswalker",
    }
    asked = _condition(
        "Tireless Gremlin gets +1/+1 as long as there are three or more instant and/or sorcery "
        "cards in your graveyard."
    )
    assert asked.graveyard_of_types == ("Instant", "Sorcery")


def test_activate_only_if_is_the_abilitys_condition() -> None:
    """602.5: the restriction is read with the ability; the words say it."""
    line = (
        "{T}: Draw a card. Activate only as a sorcery. Activate only if you have no cards in hand."
    )
    tree = parse_line(line, SELVES).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Activated)
    assert found.sorcery_speed
    assert found.only_if == Condition(hand_at_most=0, text="you have no cards in hand")
    said = compile_face("Tireless Gremlin", "Tireless Gremlin", line, ("Creature",)).readings
    assert said[0].words.endswith("(only as a sorcery) (only if you have no cards in hand, 602.5)")


def test_activate_only_if_the_card_itself_is_attacking_says_so() -> None:
    tree = parse_line(
        "{1}: Tap target creature. Activate only if Tireless Gremlin is attacking.", SELVES
    ).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Activated)
    assert found.only_if == Condition(self_combat="attacking", text="this object is attacking")


@pytest.mark.parametrize(
    ("restriction", "asked"),
    [
        ("Activate only during your turn.", Condition(your_turn=True, text="it is your turn")),
        (
            "Activate only during your upkeep.",
            Condition(your_upkeep=True, text="it is your upkeep"),
        ),
        (
            "Activate only during your turn, before attackers are declared.",
            Condition(before_attackers=True, text="it is your turn, before attackers are declared"),
        ),
        ("Activate only during combat.", Condition(during_combat=True, text="it is during combat")),
    ],
)
def test_activate_only_during_your_turn_or_upkeep(restriction: str, asked: Condition) -> None:
    tree = parse_line(f"{{1}}: Draw a card. {restriction}", SELVES).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Activated)
    assert found.only_if == asked


def test_two_restrictions_joined_by_and_only_are_both_read() -> None:
    """602.5b, 602.5d: "Activate only as a sorcery and only once each turn." is two."""
    for line, sorcery in (
        ("{1}: Draw a card. Activate only as a sorcery and only once each turn.", True),
        ("{1}: Draw a card. Activate only during your turn and only once each turn.", False),
        ("{1}: Draw a card. Activate only during your upkeep and only once each turn.", False),
    ):
        tree = parse_line(line, SELVES).tree
        assert tree is not None
        found = lower_ability(tree)
        assert isinstance(found, Activated)
        assert (found.sorcery_speed, found.once_each_turn) == (sorcery, True)
        assert (found.only_if is not None) == (not sorcery)


def test_two_turn_conditions_on_one_ability_leave_it_unread() -> None:
    line = "{1}: Draw a card. Activate only during your turn. Activate only during your upkeep."
    tree = parse_line(line, SELVES).tree
    assert tree is not None
    assert lower_ability(tree) is None


def test_your_upkeep_is_the_active_players_upkeep_step() -> None:
    """503.1: the upkeep step of the turn of the player asking."""
    upkeep = Condition(your_upkeep=True, text="it is your upkeep")
    state = load(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A"}, {"id": "B"}],
            "turn": {"number": 3, "active": "A", "step": "upkeep"},
            "objects": [],
        }
    )
    assert holds(state, upkeep, "A") == (True, "it is player A's upkeep step")
    assert holds(state, upkeep, "B")[0] is False


@pytest.mark.parametrize(
    ("step", "active", "holds_for_a"),
    [
        ("upkeep", "A", True),
        ("main1", "A", True),
        ("beginning_of_combat", "A", True),
        ("declare_attackers", "A", False),
        ("main2", "A", False),
        ("main1", "B", False),
    ],
)
def test_before_attackers_is_your_turn_before_its_declare_attackers_step(
    step: str, active: str, holds_for_a: bool
) -> None:
    """602.5, 508.1: "during your turn, before attackers are declared" ends as the declare
    attackers step begins, and holds on no other player's turn."""
    asked = Condition(before_attackers=True, text="it is your turn, before attackers are declared")
    state = load(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A"}, {"id": "B"}],
            "turn": {"number": 3, "active": active, "step": step},
            "objects": [],
        }
    )
    assert holds(state, asked, "A")[0] is holds_for_a


@pytest.mark.parametrize(
    ("step", "active", "during"),
    [
        ("main1", "A", False),
        ("beginning_of_combat", "A", True),
        ("declare_blockers", "B", True),
        ("end_of_combat", "A", True),
        ("main2", "A", False),
    ],
)
def test_during_combat_is_any_step_of_the_combat_phase_in_any_turn(
    step: str, active: str, during: bool
) -> None:
    """506.1: "Activate only during combat" holds in each of the combat phase's five steps,
    whoever's turn it is, and in no main phase."""
    asked = Condition(during_combat=True, text="it is during combat")
    state = load(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A"}, {"id": "B"}],
            "turn": {"number": 3, "active": active, "step": step},
            "objects": [],
        }
    )
    assert holds(state, asked, "A")[0] is during


@pytest.mark.parametrize(
    "line",
    [
        # What happened this turn that the turn's history doesn't record.
        "{T}: Draw a card. Activate only if a card left your graveyard this turn.",
        # Two conditions on one ability.
        "{T}: Draw a card. Activate only if you have no cards in hand. Activate only if you "
        "control an artifact.",
    ],
)
def test_an_activation_condition_not_asked_leaves_the_line_unread(line: str) -> None:
    tree = parse_line(line, SELVES).tree
    assert tree is None or lower_ability(tree) is None


def _game(graveyard: list[str], hand: list[str], life: int) -> GameState:
    objects = [
        {"id": f"g{i}", "card": name, "owner": "A", "zone": "graveyard"}
        for i, name in enumerate(graveyard)
    ]
    objects += [
        {"id": f"h{i}", "card": name, "owner": "A", "zone": "hand"} for i, name in enumerate(hand)
    ]
    return load(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A", "life": life}, {"id": "B"}],
            "turn": {"number": 1, "active": "A", "step": "main1"},
            "objects": objects,
        }
    )


def test_card_types_among_a_graveyard_count_each_type_once() -> None:
    """205.2a: an artifact creature is two types; two instants are one."""
    delirium = Condition(graveyard_types_at_least=4, text="four or more card types")
    three = _game(["Forest", "Lightning Bolt", "Giant Growth", "Grizzly Bears"], [], 20)
    four = _game(["Forest", "Lightning Bolt", "Grizzly Bears", "Ornithopter"], [], 20)
    assert holds(three, delirium, "A") == (
        False,
        "your graveyard holds 3 card types (creature, instant, land)",
    )
    assert holds(four, delirium, "A")[0] is True


def test_life_and_hand_are_the_players_own() -> None:
    life = Condition(your_life_at_least=25, text="you have 25 or more life")
    empty_hand = Condition(hand_at_most=0, text="you have no cards in hand")
    rich = _game([], ["Forest"], 25)
    assert holds(rich, life, "A") == (True, "you have 25 life")
    assert holds(rich, life, "B") == (False, "you have 20 life")
    assert holds(rich, empty_hand, "A") == (False, "you have 1 card in hand")
    assert holds(rich, empty_hand, "B") == (True, "you have 0 cards in hand")


def test_an_intervening_if_on_the_source_itself_is_refused() -> None:
    # 603.4 asks it again as the ability resolves, when the source may have left the
    # battlefield (608.2h): only a condition on the game is an intervening "if" here.
    with pytest.raises(ValidationError, match="on the source itself"):
        Trigger(event="attacks", intervening_if=Condition(self_tapped="tapped", text="it's tapped"))
    asked = Condition(your_turn=True, text="it's your turn")
    assert Trigger(event="enters", intervening_if=asked).intervening_if == asked


def test_unless_is_the_condition_negated_on_a_static_and_an_instruction() -> None:
    # River Serpent (611.3a); Chart a Course's "then" (608.2c), one verb's trailing "unless".
    serpent = _condition(
        "Tireless Gremlin can't attack unless there are five or more cards in your graveyard."
    )
    assert serpent == Condition(
        graveyard_at_least=5,
        negated=True,
        text="there are five or more cards in your graveyard",
    )
    assert serpent.said == "unless there are five or more cards in your graveyard"
    found = lowered_spell(
        "Draw two cards. Then discard a card unless you attacked this turn.", selves=SELVES
    )
    assert found is not None
    asked = found[1][-1]
    assert isinstance(asked, IfCondition)
    assert asked.condition is not None
    assert asked.condition.negated
    assert asked.condition.this_turn == TurnHistory(happened="attacked")


@pytest.mark.parametrize(
    "line",
    [
        # No reader of "on the battlefield" counts: unread, never a negated guess.
        "Tireless Gremlin can't attack unless there is a Mountain on the battlefield.",
        # "As long as" and "unless" together: one condition a line.
        "As long as you control an Island, Tireless Gremlin can't block unless you pay {1}.",
    ],
)
def test_an_unless_not_read_as_a_condition_leaves_the_line_unread(line: str) -> None:
    assert _static(line) is None


def test_unless_pays_stays_an_offer_to_pay_not_a_condition() -> None:
    # 118.12a: the sacrifice happens unless the cost is paid, not "if not [condition]".
    found = lowered_ability(
        "At the beginning of your upkeep, sacrifice Tireless Gremlin unless you pay {1}.",
        SELVES,
    )
    assert isinstance(found, Triggered)
    assert isinstance(found.effects[0], SacrificeUnlessPays)


def test_a_negated_condition_holds_when_what_it_asks_is_false() -> None:
    asked = Condition(hand_at_least=7, negated=True, text="you have seven or more cards in hand")
    game = _game([], ["Forest"], 20)
    assert holds(game, asked, "A") == (True, "you have 1 card in hand")
    assert holds(game, asked.model_copy(update={"negated": False}), "A")[0] is False
