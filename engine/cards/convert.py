"""A corpus card as a card definition: its printed characteristics and its compiled oracle text.

`card_data(card)` turns a `CorpusCard` into the vocabulary's data (`CardDef`): name, mana cost,
colors (from the cost, or the color indicator when the corpus gives one, CR 202.2, 204),
supertypes / types / subtypes (the type line), power and toughness, loyalty, and what the oracle
compiler (`engine.cards.compiler`) read from each oracle line — abilities, an instant's or
sorcery's instructions and modes — with every line it didn't read kept as an `unsupported`
ability carrying the line's text, so nothing is dropped.

A printed "*" in power or toughness counts as 0 ("1+*" as 1): the ability that defines it is one
of the oracle lines, listed as unsupported (CR 208.2a uses 0 for a number that can't be
determined). Every face the data has is compiled: a transforming double-faced card's back face
as the definition's `back` (712.8), a split card's halves as its `halves` — the definition itself
being the two combined (709.4) — an adventurer card's Adventure as its `adventure` (715.2) and a
flip card's flipped half as its `flipped` (710.1b) and a modal double-faced card's back face as
its `modal_back` (712.3, 712.8f). A face or half the data doesn't have (a card
printed after the faces file, `engine.cards.faces`) is an unsupported line saying it isn't in
the card data (`missing_face_line`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from engine.cards.compiler import Compiled, compile_card_face
from engine.cards.corpus import MODAL_LAYOUT, CorpusCard, CorpusFace, missing_face_line
from engine.cards.vocabulary.type_line import split_type_line
from engine.core.mana import COLORS, parse_cost

_DIGITS = re.compile(r"\d+")
_COLOR_WORDS = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G"}


def printed_number(value: str | None) -> int | None:
    """Printed power, toughness or loyalty; "*" counts as 0 and "1+*" as 1 (CR 208.2a)."""
    if value is None:
        return None
    digits = _DIGITS.match(value)
    return int(digits.group(0)) if digits else 0


def card_data(card: CorpusCard, compiled: Sequence[Compiled] = ()) -> dict[str, Any]:
    """The card definition data (for `CardDef.model_validate`) of a corpus card: its front face
    with its other faces (`back`, `adventure`, `flipped`, `modal_back`), or a split card's halves
    combined. `compiled`: each face's compile (`compile_card_face`, in `card.faces`' order) when
    the caller has it already — the card-status build compiles each card once for the card's
    status and the coverage figures both; otherwise each face is compiled here."""

    def face(n: int) -> dict[str, Any]:
        on = card.faces[n]
        return _face_data(card, on, compiled[n] if compiled else compile_card_face(card, on))

    if card.layout in ("split", "aftermath") and len(card.faces) > 1:
        entry = _combined(card, [face(n) for n in range(len(card.faces))])
    else:
        entry = face(0)
    if len(card.faces) > 1 and card.layout == "adventure":
        # Cast as an Adventure by naming it (715.3, `engine.mechanics.adventure`).
        entry["adventure"] = face(1)
    elif len(card.faces) > 1 and card.layout == "flip":
        flipped = face(1)
        # A flip card's color and mana cost don't change if it flips (710.1c).
        flipped["mana_cost"] = entry.get("mana_cost", "")
        flipped["colors"] = entry.get("colors", list(parse_cost(flipped["mana_cost"]).colors()))
        entry["flipped"] = flipped
    elif card.transforms:
        entry["back"] = face(1)
    elif len(card.faces) > 1 and card.layout == MODAL_LAYOUT:
        # Its back face, cast or played by choosing it (712.11b, 712.12; `engine.mechanics.
        # modal_faces`), with its own characteristics and mana cost (712.8f, 202.3).
        entry["modal_back"] = face(1)
    # A face or half the data doesn't have is a part of the card nothing reads: kept as an
    # unsupported line saying so, never dropped (an adventure, a split card's second half …).
    missing = [
        {"kind": "unsupported", "text": missing_face_line(card, n)} for n in card.missing_faces
    ]
    if missing:
        entry["abilities"] = [*entry.get("abilities", ()), *missing]
    return entry


def _combined(card: CorpusCard, halves: list[dict[str, Any]]) -> dict[str, Any]:
    """A split card as it is in every zone but the stack: its halves combined (709.4) — both
    names, the two mana costs, every card type and subtype of either half, each half's
    abilities (709.4b-c) — with the halves themselves, one of which is cast (709.3)."""
    parts = [split_type_line(h["type_line"]) for h in halves]
    words = [list(dict.fromkeys(w for p in parts for w in p[i])) for i in range(3)]
    type_line = " ".join(words[0] + words[1])
    if words[2]:
        type_line += " — " + " ".join(words[2])
    entry: dict[str, Any] = {
        "name": card.name,
        "mana_cost": "".join(h.get("mana_cost", "") for h in halves),
        "type_line": type_line,
    }
    abilities = [a for h in halves for a in h.get("abilities", ())]
    if abilities:
        entry["abilities"] = abilities
    entry["halves"] = halves
    entry["oracle"] = "\n//\n".join(h["oracle"] for h in halves)
    return entry


def _face_data(card: CorpusCard, face: CorpusFace, compiled: Compiled) -> dict[str, Any]:
    back = face is not card.front and card.transforms
    entry: dict[str, Any] = {"name": face.name}
    if face.mana_cost:
        entry["mana_cost"] = face.mana_cost
    entry["type_line"] = face.type_line
    if face.color_indicator:
        indicated = {_COLOR_WORDS.get(c, c) for c in face.color_indicator}
        entry["colors"] = [c for c in COLORS if c in indicated]
    if face.power is not None and face.toughness is not None:
        entry["power"] = printed_number(face.power)
        entry["toughness"] = printed_number(face.toughness)
    if face.loyalty is not None:
        entry["loyalty"] = printed_number(face.loyalty)
    abilities: list[Any] = list(compiled.abilities)
    if compiled.targets:
        entry["targets"] = list(compiled.targets)
    if compiled.effects:
        entry["effects"] = list(compiled.effects)
    if compiled.modes:
        entry["modes"] = list(compiled.modes)
        if compiled.choose != (1, 1):
            entry["choose"] = list(compiled.choose)
    if compiled.cant_be_countered:
        entry["cant_be_countered"] = True
    if compiled.additional_costs:
        entry["additional_costs"] = compiled.additional_costs
    if compiled.colors is not None:
        entry["colors"] = list(compiled.colors)
    if back and not face.color_indicator and card.color_identity:
        # A back face has no mana cost: its colors are its color indicator's (204, 712.8e),
        # which the corpus doesn't hold; the card's color identity (903.4) doesn't say which
        # of its colors are the back face's. Shown colorless, and said so rather than guessed.
        shown = ", ".join(card.color_identity)
        abilities.append(
            {
                "kind": "unsupported",
                "text": f"(Color indicator: this back face's colors, some of {shown} or none, "
                "come from a color indicator the card data doesn't include; the engine shows "
                "it colorless, CR 204, 712.8e.)",
            }
        )
    elif (
        face is card.front
        and not face.mana_cost
        and not face.color_indicator
        and card.color_identity
        and ("Creature" in face.types or "Land" not in face.types)
    ):
        # No mana cost and yet a color identity: its colors come from a color indicator (204),
        # which the corpus doesn't hold (Dryad Arbor, Ancestral Vision …). Shown colorless, and
        # said so rather than guessed.
        shown = ", ".join(card.color_identity)
        abilities.append(
            {
                "kind": "unsupported",
                "text": f"(Color indicator: this card's colors, probably {shown}, come from a "
                "color indicator the card data doesn't include; the engine shows it colorless, "
                "CR 204.)",
            }
        )
    if abilities:
        entry["abilities"] = abilities
    entry["oracle"] = face.text
    return entry
