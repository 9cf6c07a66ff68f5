"""Ninjutsu (CR 702.49) in play: an activated ability of a card in its owner's hand.

Its cost is the mana, revealing the card (702.49b) and returning an unblocked attacking creature
its owner controls to its owner's hand (702.49a): only an attacking creature with no blockers
declared for it is unblocked (509.1h), so the ability can't be activated before blockers are
declared. What the returned creature attacked is remembered on the card as the cost is paid, and
the card enters tapped and attacking it (702.49c, 508.4) — as an unblocked creature once blockers
are declared (508.4d). It was never declared as an attacker, so "whenever … attacks" abilities
don't trigger for it (508.3a, 508.4), and restrictions on declaring attackers don't apply (508.4c).
If the card has left the hand before the ability resolves, the card in its new zone is a new
object (400.7) and the ability does nothing; if what the returned creature attacked is gone, the
card enters the battlefield but isn't attacking (508.4a).
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.primitives import ObjectRef
from engine.core.state import ChoiceKind, Event, GameObject, GameState, PlayerId, Zone
from engine.core.turn_state import Attacker
from engine.derived.characteristics import characteristics, controller_of
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.ninjutsu.model import Ninjutsu
from engine.operations.basic import return_to_hand
from engine.operations.zones import move

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
    state: GameState, player: PlayerId, source: GameObject, cost: v.Cost
) -> tuple[GameState, list[Event]]:
    """Reveal `source` and return an unblocked attacking creature `player` controls to its
    owner's hand (702.49a-b), chosen as the cost is paid (601.2h, 602.2b); refused when there is
    none (118.3). The card remembers what that creature attacked (702.49c)."""
    if not cost.return_unblocked_attacker:
        return state, []
    name = describe(state, source)
    found = _unblocked(state, player)
    if not found:
        raise IllegalActionError(
            f"player {player} controls no unblocked attacking creature, so {name}'s ninjutsu "
            "cost can't be paid (an attacker is unblocked only once blockers are declared and "
            "none was declared for it)",
            ("702.49a", "509.1h", "118.3"),
        )
    attacker, returned = found[0]
    if len(found) > 1:
        answer = str(
            ask(
                NeedChoice(
                    ChoiceKind.OBJECT,
                    player,
                    f"Player {player}: to pay {name}'s ninjutsu cost, choose an unblocked "
                    "attacking creature you control to return to its owner's hand.",
                    ("702.49a", "509.1h"),
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
    kept = tuple((k, value) for k, value in source.chosen if k not in _MARKS)
    state = state.with_object(replace(source, chosen=(*kept, *marks)))
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


@handles(Ninjutsu)
def _ninjutsu(state: GameState, instr: Ninjutsu, ctx: Context) -> Result:
    """Put the card onto the battlefield tapped and attacking what the returned creature
    attacked (702.49a, 702.49c)."""
    del instr
    card = state.current(ctx.source.ref)
    if card is None or card.zone is not Zone.HAND:
        text = f"{describe(state, ctx.source)} is no longer in the hand; ninjutsu does nothing."
        return state, [event("ninjutsu", text, "702.49a", "400.7", objects=[ctx.source.id])]
    marks = dict(card.chosen)
    state, events = move(state, card.id, Zone.BATTLEFIELD, controller=card.owner, tapped=True)
    entered = state.objects[card.id]
    if entered.zone is not Zone.BATTLEFIELD:
        return state, events
    name = describe(state, entered)
    events.insert(
        0,
        event(
            "zone",
            f"{name} is put onto the battlefield from player {card.owner}'s hand tapped.",
            "702.49a",
            objects=[card.id],
        ),
    )
    defender, walker_id, incarnation = (marks.get(k) for k in _MARKS)
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
        return state, [*events, event("not_attacking", text, "508.4a", objects=[entered.id])]
    walker = None if walker_ref is None else state.current(walker_ref)
    blocked = False if combat.blockers_declared else None
    attacker = Attacker(
        entered.ref,
        card.owner,
        defender,
        blocked,
        None if walker is None else walker.ref,
    )
    state = replace(
        state, combat=replace(combat, attackers=(*combat.attackers, attacker), attacked=True)
    )
    what = f"player {defender}" if walker is None else describe(state, walker)
    rules = ("702.49c", "508.4", "508.3a") + (("508.4d",) if blocked is False else ())
    unblocked = " as an unblocked creature" if blocked is False else ""
    text = (
        f"{name} enters tapped and attacking {what}{unblocked}, what the returned creature was "
        "attacking. It was never declared as an attacker, so abilities that trigger whenever a "
        "creature attacks don't trigger for it."
    )
    return state, [*events, event("attacking", text, *rules, objects=[entered.id])]


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
