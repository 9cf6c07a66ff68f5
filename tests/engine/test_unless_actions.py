"""'[Do this] unless you [discard / sacrifice / pay life]' (issue 28 §5, 118.12a): the action is
a cost paid as the ability resolves (118.12), read by the compiler's one cost reader into
`UnlessPays.action` — one rule a test, each with a contrast left unread — and paid all or not
at all (118.3)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability, lower_spell
from engine.cards.vocabulary import (
    Cost,
    CounterUnlessPays,
    Filter,
    Sacrifice,
    SacrificeCost,
    Tap,
    Triggered,
    UnlessPays,
)
from engine.driver.run import run
from engine.mechanics.unless_pays import with_x

SELVES = ("Tireless Gremlin",)


def _effects(line: str) -> tuple[object, ...] | None:
    tree = parse_line(line, SELVES).tree
    assert tree is not None, line  # the grammar reads it: what is tested is the lowering
    found = lower_ability(tree)
    if found is None:
        return None
    assert isinstance(found, Triggered)
    return found.effects


@pytest.mark.parametrize(
    ("action", "cost"),
    [
        ("discard a card", Cost(discard=1)),
        ("discard a card at random", Cost(discard=1, discard_random=True)),
        ("discard a creature card", Cost(discard=1, discard_filter=Filter(types=("Creature",)))),
        (
            "sacrifice a Forest",
            Cost(sacrifice=(SacrificeCost(filter=Filter(subtypes=("Forest",))),)),
        ),
        (
            "sacrifice another creature",
            Cost(sacrifice=(SacrificeCost(filter=Filter(types=("Creature",), other=True)),)),
        ),
        ("pay 2 life", Cost(life=2)),
    ],
)
def test_the_action_is_a_cost_paid_as_it_resolves(action: str, cost: Cost) -> None:
    found = _effects(f"When Tireless Gremlin enters, sacrifice it unless you {action}.")
    assert found == (UnlessPays(action=cost, effects=(Sacrifice(target="self"),)),)


def test_any_one_instruction_may_be_what_the_action_stops() -> None:
    found = _effects("At the beginning of your upkeep, tap Tireless Gremlin unless you pay 1 life.")
    assert found == (UnlessPays(action=Cost(life=1), effects=(Tap(target="self"),)),)


@pytest.mark.parametrize(
    "action",
    [
        "return a land you control to its owner's hand",  # not a cost of the vocabulary
        # Where the action ends isn't said: "(… unless you sacrifice a land) and discard"?
        "sacrifice a land and discard a card",
        "exile a card from your graveyard",
    ],
)
def test_an_action_not_paid_as_it_resolves_leaves_the_line_unread(action: str) -> None:
    assert _effects(f"When Tireless Gremlin enters, sacrifice it unless you {action}.") is None


def test_another_player_taking_the_action_leaves_the_line_unread() -> None:
    line = "When Tireless Gremlin enters, sacrifice it unless target opponent discards a card."
    tree = parse_line(line, SELVES).tree
    assert tree is None or lower_ability(tree) is None


@pytest.mark.parametrize(
    "action",
    [
        Cost(mana="{1}", discard=1),  # mana is UnlessPays.cost
        Cost(tap=True),
        Cost(),
        Cost(sacrifice=(SacrificeCost(), SacrificeCost(filter=Filter(types=("Land",))))),
        Cost(discard=1, life=2),
    ],
)
def test_the_vocabulary_refuses_an_action_it_cant_pay_as_it_resolves(action: Cost) -> None:
    with pytest.raises(ValidationError):
        UnlessPays(action=action, effects=(Sacrifice(target="self"),))
    with pytest.raises(ValidationError, match="exactly one"):
        UnlessPays(cost="{1}", action=Cost(life=1), effects=(Sacrifice(target="self"),))


def _sangrophage(life: int, pay: bool) -> dict[str, object]:
    output, status = run(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A", "life": life, "library": 5}, {"id": "B", "library": 5}],
            "turn": {"number": 3, "active": "A", "step": "draw"},
            "objects": [
                {"id": "sangrophage", "card": "Sangrophage", "owner": "A", "zone": "battlefield"}
            ],
            "actions": [{"advance_to": "upkeep", "turn": 5}, {"resolve": "stack"}],
            "choices": [{"pay": pay}],
        }
    )
    assert status == 0
    return output


def test_life_paid_or_not_and_too_little_life_cant_pay() -> None:
    """Sangrophage: 'tap this creature unless you pay 2 life' (119.4: only with that much)."""

    def seen(output: dict[str, object]) -> tuple[int, bool, list[str]]:
        state = output["state"]
        assert isinstance(state, dict)
        (me,) = [p for p in state["players"] if p["id"] == "A"]
        (obj,) = [o for o in state["objects"] if o["id"] == "sangrophage"]
        said = [e["text"] for e in output["events"] if e["kind"] == "unless_pays"]  # type: ignore[attr-defined]
        return me["life"], obj["tapped"], said

    life, tapped, said = seen(_sangrophage(20, True))
    assert (life, tapped) == (18, False)
    assert said == ["Player A chooses to pay 2 life for Sangrophage, so that doesn't happen."]
    life, tapped, _ = seen(_sangrophage(20, False))
    assert (life, tapped) == (20, True)
    life, tapped, said = seen(_sangrophage(1, True))
    assert (life, tapped) == (1, True)
    assert said == ["Player A can't pay 2 life for Sangrophage, so it does what it says."]


def test_x_in_an_unless_cost_is_the_announced_x() -> None:
    """107.3a: "{X}" is paid as the X announced for the spell (Clash of Wills, X = 2: {2});
    snow mana ({S}, 107.4h) isn't tracked and stays unread."""
    tree = parse_line("Counter target spell unless its controller pays {X}.", SELVES, spell=True)
    assert tree.tree is not None
    found = lower_spell([tree.tree])
    assert found is not None
    assert found.effects == (CounterUnlessPays(cost="{X}", target=0),)
    assert (with_x("{X}", 2), with_x("{X}{U}", 0), with_x("{3}", 5)) == ("{2}", "{U}", "{3}")
    snow = parse_line("Counter target spell unless its controller pays {S}.", SELVES, spell=True)
    assert snow.tree is None or lower_spell([snow.tree]) is None
