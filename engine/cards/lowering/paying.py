"""An offer to pay in a clause: "[do these] unless [a player] pays [mana]" and "unless you
[discard a card / sacrifice a Forest / pay 2 life]" — the same as "[that player] may pay; if
they don't, [do these]" (118.12a), the action a cost paid as the spell or ability resolves
(118.12). Who pays is the controller ("you"), the player the trigger event names ("that
player", "they" when the instruction names that player too: Phyrexian Tyranny, Rhystic Study)
or the controller of the object an instruction's target names ("its controller": Erratic
Portal's return, Mana Leak's counter). Another "unless" ("unless you control …") is a
condition (`conditions`), and any other payer leaves the clause unread.
"""

from __future__ import annotations

from pydantic import ValidationError

from engine.cards.compiler.abilities import cost as read_cost
from engine.cards.grammar.tree import Clause, Mana, Modifier, Predicate
from engine.cards.lowering.phrases import said
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import (
    Cost,
    CounterSpell,
    CounterUnlessPays,
    Effect,
    May,
    Sacrifice,
    SacrificeUnlessPays,
    UnlessPays,
)
from engine.core.mana import ManaError, parse_cost

#: Who pays, by the words of "unless [player] pays", for the instruction it can stop: "you"
#: for a sacrifice of the card itself, the spell's controller for a counter (118.12a).
_PAYERS = {"sacrifice": ("you",), "counter": ("its controller",)}

#: What an "unless" offers: its payer's words and a mana cost, or an action for a cost (118.12).
Paying = tuple[str, str | Cost]


def unless_offer(
    modifiers: tuple[Modifier, ...],
) -> tuple[Paying | None, tuple[Modifier, ...]] | None:
    """The clause's one "unless [player] pays [mana]" (118.12a) or "unless you [discard a card
    / sacrifice a Forest / pay 2 life]" (118.12: an action that is a cost, read by the
    compiler's one cost reader) as (payer's words, cost) and its other modifiers; None for
    another "unless" ("unless you control …", "unless you return …")."""
    unless = [m for m in modifiers if m.kind == "unless"]
    rest = tuple(m for m in modifiers if m.kind != "unless")
    if not unless:
        return None, rest
    parts = unless[0].text
    if len(unless) == 1 and len(parts) == 3 and isinstance(parts[2], Predicate):
        words = said(parts[2])
        action = read_cost(words[:1].upper() + words[1:])  # the reader reads a cost's words
        if action is None or said(parts[1]).lower() != "you" or action.get("waterbend"):
            return None  # a waterbend cost is paid by an activation's or a spell's payment
        try:
            return ("you", Cost.model_validate(action)), rest
        except ValidationError:
            return None
    if len(unless) > 1 or len(parts) != 4 or not isinstance(parts[3], Mana):
        return None
    cost = "".join(parts[3].symbols)
    if said(parts[2]).lower() not in ("pay", "pays") or "{S}" in parts[3].symbols:
        return None
    try:
        parse_cost(cost)  # mana only: "{E}{E}" is energy (107.14), not a mana cost
    except ManaError:
        return None
    return (said(parts[1]).lower(), cost), rest


def offers_action(found: Clause) -> bool:
    """Whether the clause's "unless" is a player's action ("unless you discard a card")."""
    return any(
        m.kind == "unless" and len(m.text) == 3 and isinstance(m.text[2], Predicate)
        for m in found.modifiers
    )


def paid_or(
    effects: list[Effect], payer: str, cost: str | Cost, scope: Scope, *, may: str = ""
) -> list[Effect] | None:
    """ "Sacrifice ~ unless you pay {1}", "Counter target spell unless its controller pays
    {3}", "~ deals 8 damage to you unless you pay {G}{G}{G}{G}", "sacrifice it unless you
    discard a card", "that player loses 2 life unless they pay {2}": the same as "[payer] may
    pay; if they don't, …" (118.12a), asked of the payer as it resolves — the vocabulary's
    instructions for the first two, `UnlessPays` for any other one instruction or an action
    for a cost; None for another payer. `may`: the clause's "you may" ("you may draw a card
    unless that player pays {1}": if they don't pay, you may draw), for another payer only —
    the controller's own offer and "may" together aren't read."""
    if len(effects) != 1:
        return None
    (effect,) = effects
    if isinstance(cost, Cost):
        if payer != "you" or isinstance(effect, CounterSpell) or may:
            return None
        try:
            return [UnlessPays(action=cost, effects=(effect,))]
        except ValidationError:
            return None  # not an action the vocabulary pays as it resolves
    if may:
        if payer == "you":
            return None
        effect = May(effects=(effect,), text=may)
    if isinstance(effect, Sacrifice) and effect.target == "self" and payer in _PAYERS["sacrifice"]:
        return [SacrificeUnlessPays(cost=cost)]
    if payer == "you" and not isinstance(effect, CounterSpell | Sacrifice):
        return [UnlessPays(cost=cost, effects=(effect,))]
    if isinstance(effect, CounterSpell):
        if effect.to != "graveyard" or payer not in _PAYERS["counter"]:
            return None
        return [CounterUnlessPays(cost=cost, target=effect.target)]
    return _another_payer(effect, payer, cost, scope)


def _another_payer(effect: Effect, payer: str, cost: str, scope: Scope) -> list[Effect] | None:
    """ "That player loses 2 life unless they pay {2}", "you may draw a card unless that
    player pays {1}": the player the trigger event names pays (603.2); "return target creature
    to its owner's hand unless its controller pays {1}": the controller of that target, as it
    is or last existed (608.2h)."""
    named = _names(effect)
    if payer == "its controller":
        target = getattr(effect, "target", None)
        if not isinstance(target, int) or isinstance(effect, May):
            return None
        return [UnlessPays(cost=cost, payer="controller", target=target, effects=(effect,))]
    if not scope.event_players or payer not in ("that player", "they"):
        return None
    if payer == "they" and named != "that_player":
        return None  # "they": the player the instruction itself names
    if named not in ("that_player", "you"):
        return None
    return [UnlessPays(cost=cost, payer="that_player", effects=(effect,))]


def _names(effect: Effect) -> str | None:
    """The player an instruction acts on or deals damage to, when it says one by its words
    ("that_player", "you"); the instruction inside a "you may" too."""
    inner = effect.effects[0] if isinstance(effect, May) and len(effect.effects) == 1 else effect
    who = getattr(inner, "player", None) or getattr(inner, "to", None)
    return who if isinstance(who, str) else None
