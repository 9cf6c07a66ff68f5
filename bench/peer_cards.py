"""Card data for the second engine (phase-python): MTGJSON atomic records from our oracle text.

The peer builds each card face with `phase.build_oracle_face` from a record in MTGJSON's atomic
shape (`name`, `manaCost`, `type`, `types`, `text`, `keywords`, …). We fill those fields from the
same definitions our engine plays with: the engine's pool (whose oracle texts are the cards'
current wordings) and a scenario's inline `cards`. An inline card written only in our vocabulary,
with no `oracle` text, can still be given to the peer when all its abilities are plain keywords
(the keyword line is its oracle text); otherwise it is not expressible, and the reason says why.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from engine.cards.pool import find, fold_name
from engine.cards.store import corpus_card
from engine.cards.vocabulary import CardDef

ROOT = Path(__file__).resolve().parents[1]

#: The inert card that pads libraries to the peer's deck minimum (removed before play) and
#: stands for a scenario's anonymous library cards.
FILLER = "Peer Filler Card"

_SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing")
_COLOR_OF = {"W": "W", "U": "U", "B": "B", "R": "R", "G": "G"}
#: Keyword actions MTGJSON lists in `keywords` when the text uses them (CR 701).
_LISTED_ACTIONS = ("Investigate", "Populate", "Mill", "Scry", "Surveil", "Proliferate", "Amass")


class NotExpressible(Exception):
    """The scenario uses something the peer can't be given; the message is the counted reason."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(reason)
        self.detail = detail


def unimplemented(face: dict[str, Any]) -> list[str]:
    """Descriptions of the abilities the peer's parser left `Unimplemented` in a built face."""
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if value.get("type") == "Unimplemented":
                found.append(str(value.get("description") or value.get("name")))
            for inner in value.values():
                walk(inner)
        elif isinstance(value, list):
            for inner in value:
                walk(inner)

    walk({k: v for k, v in face.items() if k != "oracle_text"})
    return found


@cache
def keyword_abilities() -> tuple[str, ...]:
    """Keyword ability names from the CR (702.2 Deathtouch … ), longest first."""
    rules = json.loads((ROOT / "data" / "cr.json").read_text(encoding="utf-8"))["rules"]
    names = [
        r["text"].strip()
        for r in rules
        if re.fullmatch(r"702\.\d+", r["number"]) and len(r["text"]) < 40 and r["number"] != "702.1"
    ]
    return tuple(sorted({n[0].upper() + n[1:].lower() for n in names}, key=len, reverse=True))


def _strip_reminder(text: str) -> str:
    return re.sub(r"\s*\([^)]*\)", "", text).strip()


def _keyword_line(line: str) -> list[str] | None:
    """The keyword names of a keyword-only line ("Flying, protection from red"), else None."""
    found: list[str] = []
    for item in (part.strip() for part in _strip_reminder(line).split(",")):
        if not item:
            continue
        name = next(
            (
                k
                for k in keyword_abilities()
                if item.lower() == k.lower() or item.lower().startswith(k.lower() + " ")
            ),
            None,
        )
        if name is None:
            return None
        found.append(name)
    return found or None


def mtgjson_keywords(oracle: str) -> list[str]:
    """What MTGJSON's `keywords` field would list for this text: keyword lines, listed actions."""
    found: list[str] = []
    for line in oracle.splitlines():
        for name in _keyword_line(line) or []:
            if name not in found:
                found.append(name)
    bare = _strip_reminder(oracle)
    for action in _LISTED_ACTIONS:
        if re.search(rf"\b{action}\b", bare, re.IGNORECASE) and action not in found:
            found.append(action)
    return found


def split_type_line(type_line: str) -> tuple[list[str], list[str], list[str]]:
    """Supertypes, card types and subtypes of a type line (CR 205)."""
    left, _, right = type_line.replace(" - ", " — ").partition("—")
    words = left.split()
    supertypes = [w for w in words if w in _SUPERTYPES]
    types = [w for w in words if w not in _SUPERTYPES and w != "Token"]
    return supertypes, types, right.split()


def _colors(card: CardDef) -> list[str]:
    if card.colors is not None:
        return [c for c in "WUBRG" if c in card.colors]
    symbols = set(re.findall(r"[WUBRG]", card.mana_cost))
    return [c for c in "WUBRG" if c in symbols]


def _mana_value(cost: str) -> float:
    total = 0
    for symbol in re.findall(r"\{([^}]*)\}", cost):
        if symbol.isdigit():
            total += int(symbol)
        elif symbol != "X":
            total += 1
    return float(total)


def oracle_of(card: CardDef) -> str:
    """The card's oracle text, or its keyword line when it is written only with keyword strings."""
    if card.oracle:
        return card.oracle
    if card.effects or card.modes or card.targets:
        raise NotExpressible("inline card without oracle text (spell effects in our vocabulary)")
    words: list[str] = []
    for ability in card.abilities:
        if not isinstance(ability, str):
            raise NotExpressible(
                f"inline card without oracle text ({ability.kind} ability in our vocabulary)"
            )
        words.append(ability)
    return "\n".join(words)


def atomic_record(card: CardDef) -> dict[str, Any]:
    """The card as an MTGJSON atomic record (the field names `build_oracle_face` reads)."""
    supertypes, types, subtypes = split_type_line(card.type_line)
    text = oracle_of(card)
    colors = _colors(card)
    record: dict[str, Any] = {
        "name": card.name,
        "manaCost": card.mana_cost or None,
        "colors": colors,
        "colorIdentity": colors,
        "text": text,
        "layout": "normal",
        "type": card.type_line,
        "types": types,
        "subtypes": subtypes,
        "supertypes": supertypes,
        "keywords": _keywords(card.name, text),
        "manaValue": _mana_value(card.mana_cost),
        "identifiers": {},
    }
    if card.power is not None:
        record["power"] = str(card.power)
        record["toughness"] = str(card.toughness)
    if card.loyalty is not None:
        # Without it a planeswalker enters with no loyalty counters (306.5b).
        record["loyalty"] = str(card.loyalty)
    return record


def _keywords(name: str, text: str) -> list[str]:
    """MTGJSON's own `keywords` of the card when the corpus has it with this text, else what
    MTGJSON would list (`mtgjson_keywords`)."""
    corpus = corpus_card(name)
    if corpus is not None and corpus.front.text == text:
        return list(corpus.front.keywords)
    return mtgjson_keywords(text)


def _filler_record() -> dict[str, Any]:
    return {
        "name": FILLER,
        "colors": [],
        "colorIdentity": [],
        "text": "",
        "layout": "normal",
        "type": "Artifact",
        "types": ["Artifact"],
        "manaValue": 0.0,
        "identifiers": {},
    }


def inline_cards(scenario: dict[str, Any]) -> dict[str, CardDef]:
    """A scenario's inline `cards` by folded name."""
    out: dict[str, CardDef] = {}
    for data in scenario.get("cards", []):
        card = CardDef.model_validate(data)
        out[fold_name(card.name)] = card
    return out


def card_records(scenario: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """MTGJSON records of every card the scenario's objects name, plus the filler, by name."""
    extra = inline_cards(scenario)
    records = {FILLER: _filler_record()}
    for obj in scenario.get("objects", []):
        if "token" in obj and not keyword_token(obj["token"]):
            records[obj["token"]["name"]] = token_record(obj["token"])
        if "card" not in obj:
            continue
        card = find(obj["card"], extra)
        if card is None:
            raise NotExpressible("card not in the pool")
        records[card.name] = atomic_record(card)
    return records


def card_name(scenario: dict[str, Any], name: str) -> str:
    """The definition's own spelling of a card name a scenario object gives."""
    card = find(name, inline_cards(scenario))
    assert card is not None
    return card.name


def keyword_token(token: dict[str, Any]) -> bool:
    """Whether debug CreateToken can make it: all its abilities are plain keywords."""
    words = [a for a in token.get("abilities", []) if isinstance(a, str)]
    if len(words) != len(token.get("abilities", [])):
        return False
    oracle = token.get("oracle") or ""
    return not oracle or oracle.splitlines() == words


def token_keywords(token: dict[str, Any]) -> list[str]:
    """The keyword strings of a token debug CreateToken can make."""
    return [a for a in token.get("abilities", []) if isinstance(a, str)]


def token_record(token: dict[str, Any]) -> dict[str, Any]:
    """A token with other abilities, as a card record of its oracle text (placed as a card)."""
    oracle = token.get("oracle") or ""
    if not oracle:
        raise NotExpressible("token with abilities in our vocabulary and no oracle text")
    supertypes, types, subtypes = split_type_line(token.get("type_line", "Creature"))
    colors = [c for c in "WUBRG" if c in token.get("colors", [])]
    record: dict[str, Any] = {
        "name": token["name"],
        "colors": colors,
        "colorIdentity": colors,
        "text": oracle,
        "layout": "token",
        "type": token.get("type_line", "Creature"),
        "types": types,
        "subtypes": subtypes,
        "supertypes": supertypes,
        "keywords": mtgjson_keywords(oracle),
        "manaValue": 0.0,
        "identifiers": {},
    }
    if token.get("power") is not None:
        record["power"] = str(token["power"])
        record["toughness"] = str(token["toughness"])
    return record


__all__ = [
    "FILLER",
    "NotExpressible",
    "atomic_record",
    "card_name",
    "card_records",
    "inline_cards",
    "keyword_token",
    "mtgjson_keywords",
    "split_type_line",
    "token_keywords",
    "unimplemented",
]
