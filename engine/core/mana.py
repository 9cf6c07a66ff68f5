"""Mana symbols, mana costs and mana pools (CR 106, 107.4, 118).

A pool is a count per type W U B R G C. Paying a cost takes colored symbols from their color, then
generic mana from colorless first and afterwards from the colors with the most mana left, unless the
player says exactly which mana to spend.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from engine.core.errors import EngineError

MANA_TYPES = ("W", "U", "B", "R", "G", "C")
COLORS = ("W", "U", "B", "R", "G")
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
NAME_TO_COLOR = {v: k for k, v in COLOR_NAMES.items()}


def how_colored(colors: Iterable[str]) -> str:
    """ "colorless", "monocolored" or "multicolored": how many colors an object has, none,
    exactly one, or two or more (105.2a-c)."""
    return ("colorless", "monocolored", "multicolored")[min(len(set(colors)), 2)]


_SYMBOL = re.compile(r"\{([^{}]+)\}")
#: The largest generic amount a mana cost may have: Gleemax's {1000000}.
MAX_GENERIC = 1_000_000


class ManaError(EngineError):
    """A mana cost or pool that can't be read, or a cost the pool can't pay (CR 118.3)."""


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost: generic amount, colored symbols, how many {X} it has (CR 107.3), its
    hybrid and Phyrexian symbols (107.4e, 107.4f), each as the ways it can be paid:
    `("W", "U")` for {W/U}, `("2", "W")` for {2/W}, `("G", "P")` for {G/P} (P: 2 life), and how
    many snow symbols {S} it has (107.4h)."""

    generic: int = 0
    colored: tuple[tuple[str, int], ...] = ()
    x_count: int = 0
    hybrid: tuple[tuple[str, ...], ...] = ()
    snow: int = 0

    @property
    def mana_value(self) -> int:
        """Mana value with X = 0 (CR 202.3e for objects not on the stack); a hybrid symbol
        counts its largest component, a Phyrexian symbol 1 (202.3f, 202.3g), and {S} one mana
        (107.4h: a cost paid with one mana)."""
        return (
            self.snow
            + self.generic
            + sum(n for _, n in self.colored)
            + sum(2 if "2" in way else 1 for way in self.hybrid)
        )

    def colors(self) -> tuple[str, ...]:
        """The colors of an object with this cost: every color of its symbols, hybrid and
        Phyrexian ones included (CR 202.2, 105.2)."""
        found = {sym for sym, _ in self.colored} | {c for way in self.hybrid for c in way}
        return tuple(c for c in COLORS if c in found)

    def with_x(self, x: int) -> ManaCost:
        return ManaCost(self.generic + x * self.x_count, self.colored, 0, self.hybrid, self.snow)

    def text(self) -> str:
        parts = ["{X}"] * self.x_count
        if self.generic or not (self.colored or self.x_count or self.hybrid or self.snow):
            parts.append(f"{{{self.generic}}}")
        for symbol, n in self.colored:
            parts.extend([f"{{{symbol}}}"] * n)
        parts.extend("{" + "/".join(way) + "}" for way in self.hybrid)
        parts.extend(["{S}"] * self.snow)
        return "".join(parts)


def parse_cost(text: str) -> ManaCost:
    """Parse "{2}{W}{W}", "{X}{U}", "{S}{S}" or "" (no cost)."""
    if not text:
        return ManaCost()
    if _SYMBOL.sub("", text).strip():
        raise ManaError(f"unexpected text in mana cost {text!r}")
    generic = 0
    x_count = 0
    snow = 0
    colored: dict[str, int] = {}
    hybrid: list[tuple[str, ...]] = []
    for symbol in _SYMBOL.findall(text):
        if "/" in symbol:
            hybrid.append(_hybrid(symbol, text))
        elif symbol.isdigit():
            if len(symbol) > 7 or int(symbol) > MAX_GENERIC:
                # Gleemax's {1000000} is the largest printed; a bound keeps costs readable.
                raise ManaError(f"generic mana {{{symbol}}} in {text!r} is over {{{MAX_GENERIC}}}")
            generic += int(symbol)
        elif symbol == "X":
            x_count += 1
        elif symbol == "S":
            snow += 1
        elif symbol in MANA_TYPES:
            colored[symbol] = colored.get(symbol, 0) + 1
        else:
            raise ManaError(f"unknown mana symbol {{{symbol}}} in {text!r}")
    ordered = tuple((s, colored[s]) for s in MANA_TYPES if s in colored)
    return ManaCost(generic, ordered, x_count, tuple(hybrid), snow)


def _hybrid(symbol: str, text: str) -> tuple[str, ...]:
    """{W/U}, {2/W}, {C/W}, {W/P} or {W/U/P}: the ways the symbol can be paid (107.4e-f); also
    {C/P}, which cards that print it define as paid with {C} or 2 life (as 107.4f's symbols)."""
    parts = tuple(symbol.split("/"))
    phyrexian = parts[-1] == "P"
    kinds = parts[:-1] if phyrexian else parts
    valid = (
        1 <= len(kinds) <= 2
        and len(set(kinds)) == len(kinds)
        and (
            # {W/P}, {W/U/P}, {C/P}
            all(k in COLORS for k in kinds) or (phyrexian and kinds == ("C",))
            if phyrexian or len(kinds) == 1
            else all(k in MANA_TYPES or k == "2" for k in kinds) and kinds.count("2") <= 1
        )
        and (phyrexian or len(kinds) == 2)
    )
    if not valid:
        raise ManaError(f"unknown mana symbol {{{symbol}}} in {text!r}")
    return parts


Pool = tuple[int, int, int, int, int, int]
EMPTY_POOL: Pool = (0, 0, 0, 0, 0, 0)


def parse_pool(text: str) -> Pool:
    """Parse a pool written as symbols, e.g. "{R}{R}{C}" (types W U B R G C only)."""
    if _SYMBOL.sub("", text).strip():
        raise ManaError(f"unexpected text in mana {text!r}; write symbols like {{R}}{{C}}")
    counts = [0] * 6
    for symbol in _SYMBOL.findall(text):
        if symbol not in MANA_TYPES:
            raise ManaError(f"{{{symbol}}} is not a type of mana; use W U B R G C")
        counts[MANA_TYPES.index(symbol)] += 1
    return (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])


def pool_text(pool: Pool) -> str:
    """Symbols in WUBRGC order (the output's `mana_pool`)."""
    return "".join(f"{{{t}}}" * n for t, n in zip(MANA_TYPES, pool, strict=True))


def add(pool: Pool, other: Pool) -> Pool:
    a = [x + y for x, y in zip(pool, other, strict=True)]
    return (a[0], a[1], a[2], a[3], a[4], a[5])


def pay(pool: Pool, cost: ManaCost, spend: Pool | None = None) -> Pool:
    """The pool after paying `cost`; raise ManaError if it can't be paid (CR 118.3).

    With `spend`, exactly that mana is used, and it must pay the cost exactly. A cost with {S}
    can't be paid: which mana came from a snow source (107.4h) isn't tracked.
    """
    if cost.snow:
        raise ManaError(
            f"{cost.text()}: {{S}} is paid with mana from a snow source (107.4h), and the engine "
            "doesn't track which mana in a pool came from snow sources"
        )
    if spend is not None:
        if any(s > p for s, p in zip(spend, pool, strict=True)):
            raise ManaError(f"the pool {pool_text(pool) or '(empty)'} lacks {pool_text(spend)}")
        if not _pays_exactly(spend, cost):
            raise ManaError(f"{pool_text(spend)} does not pay {cost.text()} exactly")
        return _sub(pool, spend)
    left = list(pool)
    for symbol, n in cost.colored:
        i = MANA_TYPES.index(symbol)
        if left[i] < n:
            raise ManaError(
                f"{cost.text()} needs {{{symbol}}}×{n}; the pool has {pool_text(pool) or 'no mana'}"
            )
        left[i] -= n
    generic = cost.generic
    for way in cost.hybrid:
        # A hybrid symbol is paid with the kind of mana of its halves the pool has most of;
        # {2/W} with two generic when there is no {W} (107.4e).
        kinds = [MANA_TYPES.index(k) for k in way if k in MANA_TYPES]
        have = [i for i in kinds if left[i] > 0]
        if have:
            left[max(have, key=lambda i: (left[i], -i))] -= 1
        elif "2" in way:
            generic += 2
        elif "P" in way:
            # Paying it with 2 life is the caller's (split_phyrexian, 107.4f): this pays mana.
            raise ManaError(
                f"{cost.text()}: {{{'/'.join(way)}}} is paid with its color's mana or 2 life "
                "(107.4f), and the pool has none of that mana"
            )
        else:
            raise ManaError(_not_enough(pool, cost))
    while generic:
        choices = [i for i in range(6) if left[i] > 0]
        if not choices:
            raise ManaError(_not_enough(pool, cost))
        # Colorless first, then the color with the most mana left (ties in WUBRG order).
        i = 5 if left[5] else max(range(5), key=lambda k: (left[k], -k))
        left[i] -= 1
        generic -= 1
    return (left[0], left[1], left[2], left[3], left[4], left[5])


def as_any_color(cost: ManaCost) -> ManaCost:
    """What paying `cost` takes when mana may be spent as though it were mana of any color
    (609.4b): each colored symbol, and each hybrid one, is paid with one mana of any type —
    colorless too. A Phyrexian symbol keeps its 2-life alternative (107.4f)."""
    kept = tuple(way for way in cost.hybrid if "P" in way)
    colored = sum(n for _, n in cost.colored) + len(cost.hybrid) - len(kept)
    return ManaCost(cost.generic + colored, (), cost.x_count, kept, cost.snow)


def _not_enough(pool: Pool, cost: ManaCost) -> str:
    """The refusal of a cost the pool can't pay, saying what it holds (never a blank)."""
    return f"not enough mana for {cost.text()}: the pool has {pool_text(pool) or 'no mana'}"


def _sub(pool: Pool, spend: Pool) -> Pool:
    a = [x - y for x, y in zip(pool, spend, strict=True)]
    return (a[0], a[1], a[2], a[3], a[4], a[5])


def _pays_exactly(spend: Pool, cost: ManaCost) -> bool:
    left = list(spend)
    for symbol, n in cost.colored:
        i = MANA_TYPES.index(symbol)
        if left[i] < n:
            return False
        left[i] -= n
    return _hybrid_fits(left, cost.hybrid, cost.generic)


def _hybrid_fits(left: list[int], hybrid: tuple[tuple[str, ...], ...], generic: int) -> bool:
    """Whether `left` pays these hybrid symbols and then exactly `generic` (a search: costs
    have a few hybrid symbols at most)."""
    if not hybrid:
        return sum(left) == generic
    way, rest = hybrid[0], hybrid[1:]
    for kind in way:
        if kind == "2" and _hybrid_fits(left, rest, generic + 2):
            return True
        if kind in MANA_TYPES:
            i = MANA_TYPES.index(kind)
            if left[i] > 0:
                left[i] -= 1
                fits = _hybrid_fits(left, rest, generic)
                left[i] += 1
                if fits:
                    return True
    return False


def split_phyrexian(pool: Pool, cost: ManaCost) -> tuple[ManaCost, int]:
    """The part of `cost` to pay with mana, and how many Phyrexian symbols are paid with 2 life
    each instead (107.4f): those the pool can't pay with their color once the colored symbols
    are paid, or can only by leaving too little for the generic part and the other hybrid
    symbols. Otherwise a symbol is paid with mana (the engine's choice for the player; the
    scenario's `pay` says otherwise by leaving that mana out)."""
    left = list(pool)
    for symbol, n in cost.colored:
        i = MANA_TYPES.index(symbol)
        left[i] -= min(n, left[i])
    kept: list[tuple[str, ...]] = []
    life = 0
    # Mana the generic part and the other hybrid symbols need (a {2/X} at least one).
    needed = cost.generic + sum(1 for way in cost.hybrid if "P" not in way)
    for way in cost.hybrid:
        if "P" not in way:
            kept.append(way)
            continue
        have = [MANA_TYPES.index(k) for k in way if k in MANA_TYPES and left[MANA_TYPES.index(k)]]
        if have and sum(left) > needed:
            left[have[0]] -= 1
            kept.append(way)
        else:
            life += 1
    return ManaCost(cost.generic, cost.colored, cost.x_count, tuple(kept), cost.snow), life


def reduce_by(cost: ManaCost, by: ManaCost) -> ManaCost:
    """`cost` reduced by the mana `by` stands for (118.7, 601.2f): each colored or colorless
    symbol of `by` takes one mana of its type, or one generic mana when `cost` needs no more of
    that type (118.7b-d); its generic mana and snow symbols take generic mana (118.7a, 118.7g);
    a Phyrexian symbol takes one mana of its color (118.7f); a hybrid symbol the half that
    takes the most — a type `cost` still needs, else the generic half (118.7e: the payer's
    choice, made for them). Generic mana never goes below zero (118.7). `cost`'s own hybrid
    and {X} symbols are left as they are."""
    colored = dict(cost.colored)
    generic = by.generic + by.snow
    wanted = [sym for sym, n in by.colored for _ in range(n)]
    for way in by.hybrid:
        if "P" in way:
            wanted += [w for w in way if w != "P"][:1]
            continue
        needed = [w for w in way if colored.get(w, 0) > wanted.count(w)]
        if needed:
            wanted.append(needed[0])
        else:
            generic += max((int(w) for w in way if w.isdigit()), default=1)
    for sym in wanted:
        if colored.get(sym, 0) > 0:
            colored[sym] -= 1
        else:
            generic += 1
    ordered = tuple((s, colored[s]) for s in MANA_TYPES if colored.get(s, 0) > 0)
    return ManaCost(max(0, cost.generic - generic), ordered, cost.x_count, cost.hybrid, cost.snow)
