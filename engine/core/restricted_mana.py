"""Mana in a pool kept apart from its plain counts: mana that carries a restriction on what it
may be spent on (CR 106.6, the mana a "Spend this mana only …" ability adds) and mana its player
doesn't lose as steps end for a while (106.4, 500.5: "Until end of turn, you don't lose this mana as
steps and phases end", firebending's "until end of combat", 702.189a). Each such mana is kept
with its restriction, how long it lasts and its source's name; it empties with the pool (106.4)
unless it lasts past the step ending (`lasts_past`); which payment may use it is the payment's
question (`engine.rules.spending_mana`, 601.2h, 602.2b).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from engine.cards.vocabulary import ManaLasts, SpendOnly
from engine.core.mana import MANA_TYPES, ManaCost, Pool, add, pay
from engine.core.primitives import Step

#: The steps whose end mana lasting "until end of combat" survives: those of the combat phase
#: before its last, the end of combat step (506.1, 500.5a).
_COMBAT_STEPS = frozenset(
    {Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE}
)


@dataclass(frozen=True, slots=True)
class RestrictedMana:
    """One mana of `kind` (W U B R G C) that may be spent only as `spend_only` says (106.6; None:
    on anything), and that its player doesn't lose as steps end until `lasts` (106.4; None:
    it empties with the pool)."""

    kind: str
    spend_only: SpendOnly | None
    #: The name of the object whose ability added it, for the run's words.
    source: str
    lasts: ManaLasts | None = None


def units(
    pool: Pool, spend_only: SpendOnly | None, source: str, lasts: ManaLasts | None = None
) -> tuple[RestrictedMana, ...]:
    """`pool`'s mana, each with the restriction and how long it lasts."""
    return tuple(
        RestrictedMana(kind, spend_only, source, lasts)
        for kind, n in zip(MANA_TYPES, pool, strict=True)
        for _ in range(n)
    )


def lasts_past(unit: RestrictedMana, ending: Step) -> bool:
    """Whether `unit` stays in its pool as the step `ending` ends (500.5): mana lasting until
    end of turn stays until the cleanup step, where such effects end (514.2); mana lasting until
    end of combat until the combat phase ends with its end of combat step (500.5a)."""
    if unit.lasts == "end_of_turn":
        return ending is not Step.CLEANUP
    return unit.lasts == "end_of_combat" and ending in _COMBAT_STEPS


def counts(held: Iterable[RestrictedMana]) -> Pool:
    """How much of each type `held` is (WUBRGC)."""
    found = [0] * 6
    for unit in held:
        found[MANA_TYPES.index(unit.kind)] += 1
    return (found[0], found[1], found[2], found[3], found[4], found[5])


def whole_pool(plain: Pool, held: Iterable[RestrictedMana]) -> Pool:
    """All the mana in a pool by type, restricted or not (what was produced, 106.12a)."""
    return add(plain, counts(held))


#: How the run says how long held mana lasts (500.5).
_LASTS_WORDS = {"end_of_turn": "until end of turn", "end_of_combat": "until end of combat"}


def held_words(held: Iterable[RestrictedMana]) -> list[dict[str, str]]:
    """The run's words for a pool's mana held apart: each mana, where from, what it may pay
    (106.6) and how long it lasts (500.5)."""
    return [_unit_words(u) for u in held]


def _unit_words(unit: RestrictedMana) -> dict[str, str]:
    words = {"mana": f"{{{unit.kind}}}", "from": unit.source}
    rules = []
    if unit.spend_only is not None:
        words["spend_only"] = unit.spend_only.text
        rules.append("106.6")
    if unit.lasts is not None:
        words["lasts"] = _LASTS_WORDS[unit.lasts]
        rules.append("500.5")
    return {**words, "rule": ", ".join(rules)}


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
    held mana `may` allows, restricted mana first: it can pay for less, so keeping the plain
    mana is never worse; and mana lasting past the step (500.5) last, since the plain mana
    empties sooner (the player's choice of mana, 601.2h, made for them); ManaError when it
    can't be paid (118.3)."""
    allowed = [may(unit) for unit in held]
    whole = add(plain, counts(u for u, ok in zip(held, allowed, strict=True) if ok))
    left = pay(whole, cost, spent)
    used = [w - k for w, k in zip(whole, left, strict=True)]
    paid: Pool = (used[0], used[1], used[2], used[3], used[4], used[5])
    if not any(allowed):
        return Held(left, held, 0, paid)
    # Restricted mana first, then the plain pool's, then mana that lasts past the step.
    spent_units: set[int] = set()
    for n, (unit, ok) in enumerate(zip(held, allowed, strict=True)):
        i = MANA_TYPES.index(unit.kind)
        if ok and used[i] and unit.spend_only is not None:
            used[i] -= 1
            spent_units.add(n)
    from_plain = [min(k, u) for k, u in zip(plain, used, strict=True)]
    used = [u - f for u, f in zip(used, from_plain, strict=True)]
    for n, (unit, ok) in enumerate(zip(held, allowed, strict=True)):
        i = MANA_TYPES.index(unit.kind)
        if ok and used[i] and n not in spent_units:
            used[i] -= 1
            spent_units.add(n)
    kept = [unit for n, unit in enumerate(held) if n not in spent_units]
    rest = [k - u for k, u in zip(plain, from_plain, strict=True)]
    pool: Pool = (rest[0], rest[1], rest[2], rest[3], rest[4], rest[5])
    restricted = sum(1 for n in spent_units if held[n].spend_only is not None)
    return Held(pool, tuple(kept), restricted, paid)


def for_other_costs(unit: RestrictedMana) -> bool:
    """Whether `unit` may pay a cost that is neither a spell's nor an ability's (106.6)."""
    return unit.spend_only is None or unit.spend_only.others
