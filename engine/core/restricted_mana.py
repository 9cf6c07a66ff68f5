"""Mana in a pool that carries a restriction on what it may be spent on (CR 106.6): the mana a
"Spend this mana only …" ability adds. Each such mana is kept apart from the pool's plain counts
with its restriction and its source's name, and empties with the pool (106.4); which payment may
use it is the payment's question (`engine.rules.spending_mana`, 601.2h, 602.2b).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from engine.cards.vocabulary import SpendOnly
from engine.core.mana import MANA_TYPES, ManaCost, Pool, add, pay


@dataclass(frozen=True, slots=True)
class RestrictedMana:
    """One mana of `kind` (W U B R G C) that may be spent only as `spend_only` says (106.6)."""

    kind: str
    spend_only: SpendOnly
    #: The name of the object whose ability added it, for the run's words.
    source: str


def units(pool: Pool, spend_only: SpendOnly, source: str) -> tuple[RestrictedMana, ...]:
    """`pool`'s mana, each with the restriction."""
    return tuple(
        RestrictedMana(kind, spend_only, source)
        for kind, n in zip(MANA_TYPES, pool, strict=True)
        for _ in range(n)
    )


def counts(held: Iterable[RestrictedMana]) -> Pool:
    """How much of each type `held` is (WUBRGC)."""
    found = [0] * 6
    for unit in held:
        found[MANA_TYPES.index(unit.kind)] += 1
    return (found[0], found[1], found[2], found[3], found[4], found[5])


def whole_pool(plain: Pool, held: Iterable[RestrictedMana]) -> Pool:
    """All the mana in a pool by type, restricted or not (what was produced, 106.12a)."""
    return add(plain, counts(held))


def held_words(held: Iterable[RestrictedMana]) -> list[dict[str, str]]:
    """The run's words for a pool's restricted mana: each mana, where from, and what it may pay."""
    return [
        {
            "mana": f"{{{u.kind}}}",
            "from": u.source,
            "spend_only": u.spend_only.text,
            "rule": "106.6",
        }
        for u in held
    ]


@dataclass(frozen=True, slots=True)
class Held:
    """A player's pool after a payment: its plain mana and its restricted mana (106.6)."""

    pool: Pool
    restricted: tuple[RestrictedMana, ...]
    #: How many of the restricted mana the payment spent (its event cites 106.6).
    spent_restricted: int = 0
    #: The mana the payment spent, by type (601.2h).
    spent: Pool = (0, 0, 0, 0, 0, 0)

    def whole(self) -> Pool:
        return whole_pool(self.pool, self.restricted)


def spend_from(
    plain: Pool,
    held: tuple[RestrictedMana, ...],
    may: Callable[[RestrictedMana], bool],
    cost: ManaCost,
    spent: Pool | None = None,
) -> Held:
    """The pool after paying `cost` (exactly `spent` when given) with its plain mana and the
    restricted mana `may` allows, restricted mana first: it can pay for less, so keeping the
    plain mana is never worse (the player's choice of mana, 601.2h, made for them); ManaError
    when it can't be paid (118.3)."""
    allowed = [may(unit) for unit in held]
    whole = add(plain, counts(u for u, ok in zip(held, allowed, strict=True) if ok))
    left = pay(whole, cost, spent)
    used = [w - k for w, k in zip(whole, left, strict=True)]
    paid: Pool = (used[0], used[1], used[2], used[3], used[4], used[5])
    if not any(allowed):
        return Held(left, held, 0, paid)
    kept: list[RestrictedMana] = []
    for unit, ok in zip(held, allowed, strict=True):
        i = MANA_TYPES.index(unit.kind)
        if ok and used[i]:
            used[i] -= 1
        else:
            kept.append(unit)
    rest = [k - u for k, u in zip(plain, used, strict=True)]
    pool: Pool = (rest[0], rest[1], rest[2], rest[3], rest[4], rest[5])
    return Held(pool, tuple(kept), len(held) - len(kept), paid)


def for_other_costs(unit: RestrictedMana) -> bool:
    """Whether `unit` may pay a cost that is neither a spell's nor an ability's (106.6)."""
    return unit.spend_only.others
