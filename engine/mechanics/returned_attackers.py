"""Returning an unblocked attacking creature its controller controls to its owner's hand to pay
a cost — ninjutsu's (702.49a), an activated ability's, which reveals its card too (702.49b), and
sneak's (702.190a), part of a spell's alternative cost — and putting the card it paid for onto
the battlefield attacking what that creature attacked (702.49c, 702.190b, 508.4).

Only an attacking creature with no blockers declared for it is unblocked (509.1h), so the cost
can't be paid before blockers are declared. What the returned creature attacked is remembered on
the card as the cost is paid (a spell keeps it as a cast mark). The card enters attacking it as
an unblocked creature (508.4d), never declared as an attacker (508.3a, 508.4); if that player
has left the game, or that planeswalker or battle is gone or no longer one, or the card isn't a
creature, it enters but isn't attacking (506.3, 508.4a).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.primitives import JsonValue, ObjectRef, marked
from engine.core.replace import replace
from engine.core.state import ChoiceKind, Event, GameObject, GameState, PlayerId, Zone
from engine.core.turn_state import Attacker
from engine.derived.characteristics import characteristics, controller_of
from engine.operations.basic import return_to_hand

#: The card's marks for what the returned creature attacked (702.49c), set as the cost is paid.
_DEFENDER = "ninjutsu_defender"
_WALKER = "ninjutsu_planeswalker"
_INCARNATION = "ninjutsu_planeswalker_incarnation"
_MARKS = (_DEFENDER, _WALKER, _INCARNATION)


def _unblocked(state: GameState, player: PlayerId) -> list[tuple[Attacker, GameObject]]:
    """The unblocked attacking creatures `player` controls (509.1h), in declaration order."""
    if state.combat is None:
        return []
    out = []
    for attacker in state.combat.attackers:
        obj = state.current(attacker.ref)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or attacker.blocked is not False:
            continue
        if controller_of(state, obj) == player:
            out.append((attacker, obj))
    return out


def pay_return_attacker(
    state: GameState, player: PlayerId, source: GameObject, cost: v.Cost, *, spell: bool = False
) -> tuple[GameState, list[Event]]:
    """Return an unblocked attacking creature `player` controls to its owner's hand, chosen as
    the cost is paid (601.2h, 602.2b), refused when there is none (118.3): ninjutsu's cost, which
    reveals `source` too (702.49a-b), or — `spell` — sneak's, part of the alternative cost of the
    spell being cast (702.190a). The card remembers what that creature attacked (702.49c,
    702.190b)."""
    if not cost.return_unblocked_attacker:
        return state, []
    name = describe(state, source)
    keyword, rule = ("sneak", "702.190a") if spell else ("ninjutsu", "702.49a")
    found = _unblocked(state, player)
    if not found:
        raise IllegalActionError(
            f"player {player} controls no unblocked attacking creature, so {name}'s {keyword} "
            "cost can't be paid (an attacker is unblocked only once blockers are declared and "
            "none was declared for it)",
            (rule, "509.1h", "118.3"),
        )
    attacker, returned = found[0]
    if len(found) > 1:
        answer = str(
            ask(
                NeedChoice(
                    ChoiceKind.OBJECT,
                    player,
                    f"Player {player}: to pay {name}'s {keyword} cost, choose an unblocked "
                    "attacking creature you control to return to its owner's hand.",
                    (rule, "509.1h"),
                    tuple(obj.id for _, obj in found),
                    labels=tuple(describe(state, obj) for _, obj in found),
                )
            )
        )
        attacker, returned = next((a, o) for a, o in found if o.id == answer)
    walker = attacker.planeswalker
    marks = (
        (_DEFENDER, attacker.defender),
        (_WALKER, None if walker is None else walker.id),
        (_INCARNATION, None if walker is None else walker.incarnation),
    )
    state = state.with_object(replace(source, chosen=marked(source.chosen, *marks)))
    if spell:
        return return_to_hand(state, returned)
    revealed = event(
        "reveal",
        f"Player {player} reveals {name} from their hand to pay its ninjutsu cost; it stays "
        "revealed until the ability leaves the stack.",
        "702.49a",
        "702.49b",
        objects=[source.id],
    )
    state, moved = return_to_hand(state, returned)
    return state, [revealed, *moved]


def attacked_marks(obj: GameObject) -> tuple[JsonValue, ...]:
    """What the creature returned to pay `obj`'s ninjutsu or sneak cost attacked, as the cost
    remembered it on the card (702.49c, 702.190b): the defending player, and the planeswalker or
    battle with its incarnation, or Nones."""
    marks = dict(obj.chosen)
    return tuple(marks.get(k) for k in _MARKS)


def enter_attacking(
    state: GameState, entered: GameObject, attacked: tuple[JsonValue, ...], rule: str
) -> tuple[GameState, list[Event]]:
    """`entered`, just put onto the battlefield tapped, attacking what the returned creature
    attacked (`attacked_marks`; 702.49c, 702.190b, 508.4) — unblocked once blockers are declared
    (508.4d) — or, when that can't be, not attacking (506.3, 508.4a)."""
    name = describe(state, entered)
    defender, walker_id, incarnation = (*attacked, None, None, None)[:3]
    walker_ref = (
        ObjectRef(walker_id, incarnation)
        if isinstance(walker_id, str) and isinstance(incarnation, int)
        else None
    )
    reason = _not_attacking(state, entered, defender, walker_ref)
    combat = state.combat
    if reason is not None or not isinstance(defender, str) or combat is None:
        said = reason or "nothing was remembered for it to attack"
        text = f"{name} enters tapped but isn't attacking: {said}."
        return state, [event("not_attacking", text, "508.4a", objects=[entered.id])]
    walker = None if walker_ref is None else state.current(walker_ref)
    blocked = False if combat.blockers_declared else None
    attacker = Attacker(
        entered.ref,
        controller_of(state, entered),
        defender,
        blocked,
        None if walker is None else walker.ref,
    )
    state = replace(
        state, combat=replace(combat, attackers=(*combat.attackers, attacker), attacked=True)
    )
    what = f"player {defender}" if walker is None else describe(state, walker)
    rules = (rule, "508.4", "508.3a") + (("508.4d",) if blocked is False else ())
    unblocked = " as an unblocked creature" if blocked is False else ""
    text = (
        f"{name} enters tapped and attacking {what}{unblocked}, what the returned creature was "
        "attacking. It was never declared as an attacker, so abilities that trigger whenever a "
        "creature attacks don't trigger for it."
    )
    return state, [event("attacking", text, *rules, objects=[entered.id])]


def _not_attacking(
    state: GameState, entered: GameObject, defender: object, walker_ref: ObjectRef | None
) -> str | None:
    """Why the entered card isn't attacking (506.2, 506.3, 508.4a), or None when it is."""
    combat = state.combat
    if combat is None:
        return "the combat phase is over"
    if not characteristics(state, entered).is_creature:
        return "only a creature can attack (506.3)"
    if defender not in state.in_game():
        return f"player {defender} is no longer in the game"
    if walker_ref is not None:
        walker = state.current(walker_ref)
        if walker is None or walker.zone is not Zone.BATTLEFIELD:
            return "the planeswalker the returned creature attacked has left the battlefield"
        chars = characteristics(state, walker)
        if "Planeswalker" not in chars.types or controller_of(state, walker, chars) != defender:
            return "what the returned creature attacked is no longer a defending planeswalker"
    return None
