"""Turn-history conditions (issue 28 §5): "if a creature died this turn" (700.4), "if you
attacked this turn" (508.1a), "if you gained [N or more] life this turn" (119.3) — read by the
one condition reading into `TurnHistory`, recorded by the turn as they happen
(`engine.modifiers.turn_history`) and answered by the one condition check; a new turn starts a
new record (500.1: the golden compiled_turn_history_gone_next_turn)."""

from __future__ import annotations

import pytest

from engine.cards.compiler import compile_face
from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import Condition, Cost, Static, Triggered, TurnHistory
from engine.core.state import GameState, PlayerTarget, Zone
from engine.derived.conditions import holds
from engine.driver.run import load
from engine.operations.basic import draw, gain_life, pay_counted
from engine.operations.damage import deal_damage
from engine.operations.zones import move
from engine.rules.combat import declare_attackers

SELVES = ("Tireless Gremlin",)


def _intervening_if(line: str) -> Condition | None:
    tree = parse_line(line, SELVES).tree
    assert tree is not None, line  # the grammar reads it: what is tested is the lowering
    found = lower_ability(tree)
    if found is None:
        return None
    assert isinstance(found, Triggered)
    return found.trigger.intervening_if


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("a creature died this turn", TurnHistory(happened="creature_died", who="any")),
        ("you attacked this turn", TurnHistory(happened="attacked")),
        ("you attacked with a creature this turn", TurnHistory(happened="attacked")),
        ("you gained life this turn", TurnHistory(happened="gained_life")),
        ("you gained 3 or more life this turn", TurnHistory(happened="gained_life", at_least=3)),
        ("you've drawn two or more cards this turn", TurnHistory(happened="drew", at_least=2)),
        (
            "you've cast two or more spells this turn",
            TurnHistory(happened="cast_spells", at_least=2),
        ),
        ("an opponent lost life this turn", TurnHistory(happened="lost_life", who="opponent")),
        (
            "a permanent left the battlefield under your control this turn",
            TurnHistory(happened="left_battlefield"),
        ),
        (
            "two or more nonland permanents entered the battlefield under your control this turn",
            TurnHistory(happened="entered", at_least=2, not_types=("Land",)),
        ),
        (
            "an artifact entered under your control this turn",
            TurnHistory(happened="entered", kinds=("Artifact",)),
        ),
        (
            "another creature entered the battlefield under your control this turn",
            TurnHistory(happened="entered", kinds=("Creature",), other=True),
        ),
        (
            "a Bird, Frog, Otter, or Rat entered the battlefield under your control this turn",
            TurnHistory(happened="entered", kinds=("Bird", "Frog", "Otter", "Rat")),
        ),
    ],
)
def test_what_happened_this_turn_is_the_turns_history(said: str, asked: TurnHistory) -> None:
    found = _intervening_if(f"At the beginning of your end step, if {said}, draw a card.")
    assert found == Condition(this_turn=asked, text=said)


def test_as_long_as_asks_the_same_question_continuously() -> None:
    """611.3a: a static ability's condition is the same reading."""
    tree = parse_line("Tireless Gremlin gets +2/+0 as long as you gained life this turn.", SELVES)
    assert tree.tree is not None
    found = lower_ability(tree.tree)
    assert isinstance(found, Static)
    assert found.condition == Condition(
        this_turn=TurnHistory(happened="gained_life"), text="you gained life this turn"
    )


@pytest.mark.parametrize(
    "said",
    [
        # History the turn doesn't record: unread, never read as something else.
        "a player other than you lost life this turn",
        "a card left your graveyard this turn",
        "a creature with flying entered the battlefield under your control this turn",
        "an artifact creature entered the battlefield under your control this turn",
        "you attacked this turn with two creatures",
        "you've drawn two or more spells this turn",  # a verb and a noun that don't go together
        "you've cast another spell this turn",  # "another": other than which spell?
    ],
)
def test_history_not_recorded_leaves_the_line_unread(said: str) -> None:
    tree = parse_line(f"At the beginning of your end step, if {said}, draw a card.", SELVES).tree
    assert tree is None or lower_ability(tree) is None


def _game(library: int = 5) -> GameState:
    return load(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A", "library": library}, {"id": "B", "library": library}],
            "turn": {"number": 3, "active": "A", "step": "declare_attackers"},
            "objects": [
                {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
                {"id": "forest", "card": "Forest", "owner": "B", "zone": "battlefield"},
            ],
        }
    )


DIED = Condition(this_turn=TurnHistory(happened="creature_died", who="any"), text="")


def test_a_creature_dying_is_recorded_a_land_is_not() -> None:
    """700.4: "dies" is a creature put into a graveyard from the battlefield; anyone's counts."""
    state = _game()
    assert holds(state, DIED, "A") == (False, "0 creatures died this turn (700.4)")
    land, _ = move(state, "forest", Zone.GRAVEYARD)
    assert holds(land, DIED, "B")[0] is False
    died, _ = move(state, "bears", Zone.GRAVEYARD)
    assert holds(died, DIED, "B") == (True, "1 creature died this turn (700.4)")


def test_attacking_is_recorded_for_the_attacking_player() -> None:
    """508.1a: raid asks whether you declared an attacker this turn."""
    attacked = Condition(this_turn=TurnHistory(happened="attacked"), text="")
    state = _game()
    assert holds(state, attacked, "A")[0] is False
    after, _ = declare_attackers(state, {"bears": "B"})
    assert holds(after, attacked, "A") == (True, "you attacked this turn (508.1a)")
    assert holds(after, attacked, "B")[0] is False
    nobody, _ = declare_attackers(state, {})
    assert holds(nobody, attacked, "A")[0] is False


def test_life_gained_is_added_up_and_zero_is_no_gain() -> None:
    """119.3; 119.9: gaining 0 life is no life gained."""
    three = Condition(this_turn=TurnHistory(happened="gained_life", at_least=3), text="")
    any_gain = Condition(this_turn=TurnHistory(happened="gained_life"), text="")
    state = gain_life(_game(), "A", 0)
    assert holds(state, any_gain, "A") == (False, "you gained 0 life this turn (119.3)")
    state = gain_life(gain_life(state, "A", 2), "A", 1)
    assert holds(state, three, "A") == (True, "you gained 3 life this turn (119.3)")
    assert holds(state, any_gain, "B")[0] is False


def test_an_activated_ability_only_if_a_creature_died_says_its_tap_cost() -> None:
    """Skirsdag High Priest: the tap cost's filter is the vocabulary's default (creatures you
    control, 118.3), said as such — its words were made from a filter left out (a KeyError)."""
    line = (
        "Morbid — {T}, Tap two untapped creatures you control: Create a 5/5 black Demon creature "
        "token with flying. Activate only if a creature died this turn."
    )
    name = "Skirsdag High Priest"
    (read,) = compile_face(name, name, line, ("Creature",)).readings
    assert read.outcome == "recognised"
    assert "tap 2 untapped creature(s) you control" in read.words
    assert read.words.endswith("(only if a creature died this turn, 602.5)")


def test_cards_drawn_are_the_drawing_players_and_an_empty_library_draws_none() -> None:
    """121.1; 121.4: a player who can't draw from an empty library draws nothing."""
    two = Condition(this_turn=TurnHistory(happened="drew", at_least=2), text="")
    state, _ = draw(_game(), "A", 1)
    assert holds(state, two, "A") == (False, "you drew 1 card this turn (121.1)")
    state, _ = draw(state, "B", 1)
    assert holds(state, two, "A")[0] is False
    state, _ = draw(state, "A", 1)
    assert holds(state, two, "A") == (True, "you drew 2 cards this turn (121.1)")
    empty, _ = draw(_game(library=0), "A", 2)
    assert holds(empty, two, "A") == (False, "you drew 0 cards this turn (121.1)")


def test_spells_cast_are_the_casting_players() -> None:
    """601.2i: the spells each player cast this turn, as the turn counts them."""
    two = Condition(this_turn=TurnHistory(happened="cast_spells", at_least=2), text="")
    state = load(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A"}, {"id": "B"}],
            "turn": {"number": 3, "active": "A", "step": "main1", "spells_cast_by": {"A": 2}},
            "objects": [],
        }
    )
    assert holds(state, two, "A") == (True, "you cast 2 spells this turn (601.2i)")
    assert holds(state, two, "B") == (False, "you cast 0 spells this turn (601.2i)")


def test_life_lost_by_damage_or_payment_is_recorded_for_that_player() -> None:
    """120.3a: damage makes a player lose life; 119.4: paying life is losing it."""
    opponent = Condition(this_turn=TurnHistory(happened="lost_life", who="opponent"), text="")
    state = _game()
    assert holds(state, opponent, "A") == (False, "an opponent did not lose life this turn (119.3)")
    paid, _ = pay_counted(state, "B", state.objects["bears"], Cost(life=2))
    assert holds(paid, opponent, "A") == (True, "an opponent lost life this turn (119.3)")
    assert holds(paid, opponent, "B")[0] is False  # B's own loss isn't an opponent's
    hit, _ = deal_damage(state, state.objects["bears"], PlayerTarget("A"), 2)
    assert holds(hit, opponent, "B")[0] is True


def _arrivals() -> GameState:
    return load(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A"}, {"id": "B"}],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [
                {"id": "cavalier", "card": "Swordsworn Cavalier", "owner": "A", "zone": "hand"},
                {"id": "knight", "card": "Knight of Glory", "owner": "A", "zone": "hand"},
                {"id": "bears", "card": "Grizzly Bears", "owner": "B", "zone": "battlefield"},
                {"id": "forest", "card": "Forest", "owner": "A", "zone": "battlefield"},
            ],
        }
    )


ANOTHER_KNIGHT = Condition(
    this_turn=TurnHistory(happened="entered", kinds=("Knight",), other=True), text=""
)


def test_a_permanent_entering_is_recorded_as_it_entered_and_another_is_not_the_asker() -> None:
    """603.6a: each permanent that entered, under whose control, of which types; "another"
    isn't the object whose ability asks (400.7)."""
    state, _ = move(_arrivals(), "cavalier", Zone.BATTLEFIELD)
    assert holds(state, ANOTHER_KNIGHT, "A", "cavalier") == (
        False,
        "0 such permanents entered the battlefield this turn (603.6a)",
    )
    state, _ = move(state, "knight", Zone.BATTLEFIELD)
    assert holds(state, ANOTHER_KNIGHT, "A", "cavalier") == (
        True,
        "1 such permanent entered the battlefield this turn (603.6a)",
    )
    assert holds(state, ANOTHER_KNIGHT, "B", "cavalier")[0] is False  # not under B's control


def test_a_permanent_leaving_is_recorded_under_its_controller_then() -> None:
    """603.6c, revolt: a permanent that left the battlefield under your control, for any zone;
    an opponent's leaving isn't yours."""
    revolt = Condition(this_turn=TurnHistory(happened="left_battlefield"), text="")
    nonland = Condition(
        this_turn=TurnHistory(happened="left_battlefield", who="any", not_types=("Land",)),
        text="",
    )
    state = _arrivals()
    gone, _ = move(state, "bears", Zone.HAND)
    assert holds(gone, revolt, "A")[0] is False
    assert holds(gone, revolt, "B")[0] is True
    assert holds(gone, nonland, "A")[0] is True
    land, _ = move(state, "forest", Zone.GRAVEYARD)
    assert holds(land, revolt, "A")[0] is True
    assert holds(land, nonland, "A")[0] is False


def test_a_scenarios_permanent_that_entered_this_turn_is_in_the_record() -> None:
    """A scenario's `entered_this_turn` permanent entered this turn (603.6a) as it loads."""
    state = load(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A"}, {"id": "B"}],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [
                {
                    "id": "knight",
                    "card": "Knight of Glory",
                    "owner": "A",
                    "zone": "battlefield",
                    "entered_this_turn": True,
                },
            ],
        }
    )
    assert holds(state, ANOTHER_KNIGHT, "A")[0] is True
