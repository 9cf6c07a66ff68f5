"""Activated abilities that work from a hand or a graveyard (CR 113.6b, 113.6m): cycling and
typecycling (702.29), and "[Cost]: Return this card from your graveyard to your hand / to the
battlefield".

Cycling N is "[N], Discard this card: Draw a card." and works only while the card is in a hand
(702.29a); typecycling searches for a card of its type instead, reveals it and puts it into the
hand, then shuffles (702.29e). An ability whose effect moves its own card out of the graveyard
works only there (113.6m). Each is an activated ability of the vocabulary with its `zone`.
"""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.abilities import cost
from engine.cards.compiler.registry import zone_readers
from engine.cards.compiler.text import pattern

Ability = dict[str, Any]
_MANA = r"((?:\{(?:\d+|[WUBRGCX]|[WUBRG]/[WUBRGP])\})+)"
#: Typecycling's type words (702.29e) that aren't a single subtype.
_TYPES: dict[str, dict[str, Any]] = {
    "Basic land": {"supertypes": ["Basic"], "types": ["Land"]},
    "Land": {"types": ["Land"]},
    "Artifact": {"types": ["Artifact"]},
    "Creature": {"types": ["Creature"]},
}


def cycling(text: str) -> Ability | None:
    """ "Cycling {2}", "Forestcycling {2}", "Basic landcycling {1}" -> the ability, or None."""
    if "ycling {" not in text:
        return None  # no "…cycling {cost}" (most lines asked aren't)
    m = pattern(rf"(?:([A-Z][a-z]*(?: land)?)cycling|Cycling) {_MANA}").fullmatch(text)
    if not m:
        return None
    ability: Ability = {
        "kind": "activated",
        "zone": "hand",
        "cost": {"mana": m.group(2), "discard_self": True, "cycling": True},
        "effects": [{"op": "draw", "amount": 1}],
    }
    kind = m.group(1)
    if kind is not None:
        flt = _TYPES.get(kind)
        if flt is None:
            if " " in kind:
                return None
            flt = {"subtypes": [kind]}
        ability["effects"] = [{"op": "search", "filter": flt, "reveal": True, "to": "hand"}]
    return ability


def from_graveyard(text: str) -> Ability | None:
    """ "{2}{B}: Return ~ from your graveyard to your hand." (and "to the battlefield
    [tapped] [with a +1/+1 / finality counter on it]", 614.1c, 122.1h) -> an ability activated
    from the graveyard (113.6m), or None."""
    m = pattern(
        r"([^:\"]+): Return ~ from your graveyard to (your hand|the battlefield(?: tapped)?)"
        r"(?: with a (\+1/\+1|-1/-1|finality) counter on it)?\."
        r"( Activate only as a sorcery\.| Activate only during your upkeep\.)?"
    ).fullmatch(text)
    if not m:
        return None
    paid = cost(m.group(1))
    if paid is None or paid.get("tap") or paid.get("untap") or paid.get("sacrifice_self"):
        # {T}, {Q} and "sacrifice this" can't be paid by a card in a graveyard.
        return None
    where = m.group(2)
    effect: dict[str, Any] = (
        {"op": "bounce", "target": "self"}
        if where == "your hand"
        else {"op": "return_to_battlefield", "target": "self", "tapped": where.endswith("tapped")}
    )
    if m.group(3) is not None:
        if where == "your hand":
            return None
        effect["counter"] = m.group(3)
    ability: Ability = {"kind": "activated", "zone": "graveyard", "cost": paid, "effects": [effect]}
    if m.group(4) == " Activate only as a sorcery.":
        ability["sorcery_speed"] = True
    elif m.group(4):
        # "Activate only during your upkeep" (602.5): the condition it is activated under.
        ability["only_if"] = {"your_upkeep": True, "text": "it is your upkeep"}
    return ability


def read(text: str) -> tuple[str, Ability] | None:
    """The template and ability of a line activated from a hand or graveyard, or None."""
    if (found := cycling(text)) is not None:
        return "cycling", found
    if (found := from_graveyard(text)) is not None:
        return "activated: from the graveyard", found
    for template, read_one in zone_readers():  # a mechanic's own (unearth, scavenge, …)
        if (found := read_one(text)) is not None:
            return template, found
    return None
