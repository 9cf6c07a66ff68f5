"""Casting a spell for its sneak cost (CR 702.190a) and the permanent it becomes (702.190b).

Sneak lets its spell be cast any time its caster could cast an instant during their declare
blockers step — then only for its sneak cost, as nothing else lets it be cast at that time
(307.1); with flash, it may be cast then for either. Returning an unblocked creature is part of
the cost (601.2h; `engine.mechanics.returned_attackers`), which remembers what that creature
attacked; the spell and the permanent it becomes keep it (a cast mark), and that permanent
enters tapped and attacking the same player, planeswalker or battle (702.190b, 508.4) —
unblocked, since blockers are declared (508.4d) — or, when that is gone or it isn't a creature,
not attacking (506.3, 508.4a). It was never declared as an attacker, so "whenever … attacks"
abilities don't trigger for it (508.3a, 508.4).
"""

from __future__ import annotations

from engine.cards.vocabulary import AlternativeCost
from engine.core.face_down import copiable_card
from engine.core.primitives import JsonValue
from engine.core.state import Event, GameObject, GameState, PlayerId, Step, Zone
from engine.mechanics.returned_attackers import attacked_marks, enter_attacking
from engine.mechanics.sneak.model import ENTERS_RULE, SNEAK_ATTACKING, SNEAKED


def _has_sneak(obj: GameObject) -> bool:
    return any(
        isinstance(a, AlternativeCost) and a.marks == SNEAKED for a in copiable_card(obj).abilities
    )


def may_sneak_now(state: GameState, player: PlayerId, obj: GameObject) -> bool:
    """Whether `player` may cast `obj` now though it isn't their main phase with an empty stack:
    a card with sneak in their hand, in their own declare blockers step, where they could cast
    an instant (702.190a) — only for its sneak cost (`refuse_other_cost`)."""
    turn = state.turn
    return (
        obj.zone is Zone.HAND
        and turn.active == player
        and turn.step is Step.DECLARE_BLOCKERS
        and _has_sneak(obj)
    )


def attacking_mark(paid: GameObject) -> tuple[tuple[str, str], ...]:
    """What the spell cast for its sneak cost keeps of what the returned creature attacked, as
    the cost remembered it on `paid`, the card as it was paid for (702.190b); nothing for a
    spell not cast for it."""
    if not dict(paid.chosen).get(SNEAKED) and not _has_sneak(paid):
        return ()
    defender, walker, incarnation = attacked_marks(paid)
    if not isinstance(defender, str):
        return ()
    # One hashable value: the player, then the planeswalker's or battle's incarnation and id.
    said = defender if walker is None else f"{defender} {incarnation} {walker}"
    return ((SNEAK_ATTACKING, said),)


def enters_tapped(spell: GameObject) -> bool:
    """Whether the permanent `spell` becomes enters tapped and attacking: its sneak cost was
    paid (702.190b)."""
    return bool(dict(spell.chosen).get(SNEAKED))


def enters_attacking(state: GameState, entered: GameObject) -> tuple[GameState, list[Event]]:
    """The permanent a spell cast for its sneak cost became, just entered tapped, attacking what
    the returned creature attacked (702.190b, 508.4); nothing for any other permanent."""
    if not dict(entered.chosen).get(SNEAKED):
        return state, []
    said = dict(entered.chosen).get(SNEAK_ATTACKING)
    parts = said.split(" ", 2) if isinstance(said, str) else []
    marks: tuple[JsonValue, ...] = ()
    if len(parts) == 3 and parts[1].isdigit():
        marks = (parts[0], parts[2], int(parts[1]))
    elif len(parts) == 1:
        marks = (parts[0], None, None)
    return enter_attacking(state, entered, marks, ENTERS_RULE)
