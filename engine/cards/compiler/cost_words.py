"""A cost of the vocabulary in words (602.1, 118): what paying an activated ability's cost, an
additional cost or an "unless" action takes, as the card page says it under the line the compiler
read — a loyalty cost with its rule (606.4, 606.6), a discard with its filter, a crew's tap.
"""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words, one
from engine.cards.vocabulary.costs import TapCost
from engine.cards.wording import counter_words


def _loyalty(symbol: int | str) -> str:
    """A loyalty cost (606.4) in words, and the rule for a negative one (606.6)."""
    if symbol == "-X":
        return (
            "remove X loyalty counters from this, X chosen as it is activated and at most the "
            "number it has (107.3a, 606.6)"
        )
    n = abs(int(symbol))
    counters = counter_words(n, "loyalty")
    if int(symbol) > 0:
        return f"put {counters} on this"
    if int(symbol) < 0:
        return f"remove {counters} from this (it can't be activated with fewer, 606.6)"
    return "no loyalty counters on or off ([0])"


def cost(cost: dict[str, Any], zone: str = "battlefield") -> str:
    """A cost in words; `zone` where its ability functions (113.6m)."""
    parts = []
    if cost.get("loyalty") is not None:
        parts.append(_loyalty(cost["loyalty"]))
    if cost.get("waterbend"):
        parts.append(
            f"waterbend {cost['mana']}: pay it, tapping untapped artifacts and creatures you "
            "control for any of its generic mana, {1} each (701.67a)"
        )
    elif cost.get("mana"):
        parts.append(f"pay {cost['mana']}")
    if cost.get("tap"):
        parts.append("tap this")
    if cost.get("untap"):
        parts.append("untap this")
    if cost.get("sacrifice_self"):
        parts.append("sacrifice this")
    if cost.get("life"):
        parts.append(f"pay {cost['life']} life")
    for removed in cost.get("remove_counters", ()):
        k = removed.get("count", 1)
        whose = "this"
        if (source := removed.get("source")) is not None:
            whose = f"{one(filter_words(source))} (chosen as it is paid, 601.2h)"
        parts.append(f"remove {counter_words(k, removed['counter'])} from {whose}")
    if cost.get("energy"):
        n = cost["energy"]
        parts.append(f"pay {'{E}' * n} ({counter_words(n, 'energy')}, 107.14)")
    if cost.get("discard_self"):
        parts.append("discard this card")
    if cost.get("discard_hand"):
        parts.append("discard your hand (every card in it, 701.9a; an empty hand pays it too)")
    if cost.get("return_unblocked_attacker"):
        parts.append(
            "reveal this card from your hand and return an unblocked attacking creature you "
            "control to its owner's hand (702.49a, 509.1h)"
        )
    if cost.get("return_self"):
        parts.append("return this to its owner's hand")
    if returned := cost.get("return_to_hand"):
        k = returned.get("count", 1)
        flt = returned.get("filter", {})
        what = filter_words({key: x for key, x in flt.items() if key != "controller"})
        parts.append(
            f"return {k} {what}(s) you control to their owners' hands, chosen as the cost is "
            "paid (601.2h; with fewer, it can't be paid, 118.3)"
        )
    if cost.get("exile_self"):
        where = "" if zone == "battlefield" else f" from your {zone}"
        parts.append(f"exile this {'permanent' if zone == 'battlefield' else 'card'}{where}")
    if exiled := cost.get("exile_from_graveyard"):
        k = exiled.get("count", 1)
        kind = filter_words(exiled.get("filter", {}), "").strip()
        parts.append(
            f"exile {k} {kind + ' ' if kind else ''}card{'s' if k != 1 else ''} from your "
            "graveyard, chosen as the cost is paid (601.2h; with fewer there, it can't be paid, "
            "118.3)"
        )
    if cost.get("discard"):
        n = cost["discard"]
        kind = (
            filter_words(cost["discard_filter"], "").strip() + " "
            if cost.get("discard_filter")
            else ""
        )
        only = " (only such a card pays it, 118.3)" if kind else ""
        only += " at random (701.9b)" if cost.get("discard_random") else ""
        parts.append(f"discard {n} {kind}card{'s' if n != 1 else ''}{only}")
    for s in cost.get("sacrifice", ()):
        parts.append(f"sacrifice {one(filter_words(s.get('filter', {})))}")
    if tapped := cost.get("tap_untapped"):
        if "total_power" in tapped:
            parts.append(
                "tap any number of other untapped creatures you control with total power "
                f"{tapped['total_power']} or greater (crew, 702.122a)"
            )
        else:
            # A filter left out is the vocabulary's default (creatures you control).
            flt = tapped.get("filter", _TAP_COST_FILTER)
            what = filter_words({k: v for k, v in flt.items() if k != "controller"})
            parts.append(
                f"tap {tapped['count']} untapped {what}(s) you control (summoning sickness "
                "doesn't matter, 302.6)"
            )
    return ", ".join(parts) or "no cost"


_TAP_COST_FILTER = TapCost.model_fields["filter"].default.model_dump(exclude_defaults=True)
