"""Targets chosen by an X (601.2b, 601.2c, 107.3a): "Destroy X target artifacts", "Counter
target spell with mana value X", "Gain control of target creature with mana value X or less".

X is announced before targets are chosen (601.2b comes before 601.2c; 602.2b for an activated
ability, its X the one paid in the cost, 107.3k), so a target spec counted or compared by X is
made definite with it before any target is chosen, and again with the same X as the spell or
ability resolves and its targets are checked (608.2b). A spec not yet settled chooses nothing
(`engine.derived.targets`), so no path can choose by an X that isn't known.
"""

from __future__ import annotations

from engine.cards.vocabulary import Filter, TargetSpec


def settled_filter(flt: Filter, x: int) -> Filter:
    """`flt` with "mana value X [or less]" made the number X is (202.3, 107.3a)."""
    if not (flt.mana_value_at_most_x or flt.mana_value_is_x):
        return flt
    update: dict[str, object] = {
        "mana_value_at_most": x,
        "mana_value_at_most_x": False,
        "mana_value_is_x": False,
    }
    if flt.mana_value_is_x:
        update["mana_value_at_least"] = x
    return flt.model_copy(update=update)


def settled(specs: tuple[TargetSpec, ...], x: int | None) -> tuple[TargetSpec, ...]:
    """The specs with X announced: "X target …" exactly X objects ("up to X": 0 to X), and
    each filter's X the number; none when no X was announced (107.3b: X is 0)."""
    if not any(s.says_x for s in specs):
        return specs
    n = max(x or 0, 0)
    out: list[TargetSpec] = []
    for spec in specs:
        if not spec.says_x:
            out.append(spec)
            continue
        update: dict[str, object] = {"filter": settled_filter(spec.filter, n)}
        if spec.count_x:
            update |= {"min": 0 if spec.min == 0 else n, "max": n, "count_x": False}
        out.append(spec.model_copy(update=update))
    return tuple(out)
