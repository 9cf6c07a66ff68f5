"""Which mana in a pool a payment may spend (CR 106.6, 601.2h, 602.2b): mana a "Spend this mana
only …" ability added pays only for what it names — casting a spell that matches, activating an
ability of a source that matches — and the pool's other mana pays for anything.

A payment spends mana so restricted before the pool's other mana of the same type wherever it
may (the player's choice of which mana to spend, 601.2h, made for them: the restricted mana can
pay for less, so keeping the other is never worse). A mana ability's mana is never spent on the
mana ability itself, and mana whose restriction names spells pays no cost that isn't a spell's
(an "unless" payment, a special action's cost: those spend the pool's other mana only).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.mana import ManaCost, Pool, add
from engine.core.restricted_mana import Held, RestrictedMana, counts, spend_from
from engine.core.state import GameObject, GameState, PlayerId
from engine.derived.targets import matches


@dataclass(frozen=True, slots=True)
class SpentOn:
    """What a payment is for: the spell being cast (`spell`), or the source of the ability
    being activated."""

    obj: GameObject
    spell: bool


def may_spend(state: GameState, player: PlayerId, unit: RestrictedMana, on: SpentOn) -> bool:
    """Whether `unit` may pay for `on` (106.6): mana held apart with no restriction (it lasts
    past the step, 106.4a) pays for anything."""
    if unit.spend_only is None:
        return True
    allowed = unit.spend_only.spells if on.spell else unit.spend_only.abilities
    return allowed is not None and matches(state, on.obj, allowed, player) is None


def usable(state: GameState, player: PlayerId, on: SpentOn | None) -> Pool:
    """The mana of `player`'s pool that may pay for `on`, by type."""
    p = state.player(player)
    if on is None or not p.restricted_mana:
        return p.mana_pool
    return add(p.mana_pool, counts(u for u in p.restricted_mana if may_spend(state, player, u, on)))


def spend(
    state: GameState, player: PlayerId, cost: ManaCost, spent: Pool | None, on: SpentOn
) -> Held:
    """`player`'s pool after paying `cost` (exactly `spent` when given) for `on`, with the mana
    that may pay for it, restricted mana first; ManaError when it can't (118.3)."""
    p = state.player(player)
    return spend_from(
        p.mana_pool, p.restricted_mana, lambda u: may_spend(state, player, u, on), cost, spent
    )


def kept_from(state: GameState, player: PlayerId, on: SpentOn) -> str:
    """Words for the pool's mana that may not pay for `on` (106.6), or "" when there is none."""
    barred = [
        u for u in state.player(player).restricted_mana if not may_spend(state, player, u, on)
    ]
    if not barred:
        return ""
    said = "; ".join(
        dict.fromkeys(
            f"{{{u.kind}}} from {u.source}: {u.spend_only.text.rstrip('.') if u.spend_only else ''}"
            for u in barred
        )
    )
    return f" (mana it may not spend on this, 106.6 — {said})"
