"""Which corpus cards the corpus check samples, and what it tries with each.

A card is sampled when both engines fully handle it: ours models every line (its status is
"implemented", engine/cards/status.py) and the peer builds its face with no gap — no
`Unimplemented` effect, no `Unrecognized` condition, no `Unknown` trigger or static mode and no
parse warning (a clause its parser swallowed). Only single-faced cards of a two-player game are
sampled (a card with faces or halves the data doesn't have isn't fully read by either).

The sample is the corpus in a seeded random order, filtered: the same seed gives the same cards,
and a slice (`start`, `count`) lets a run go on where the last one stopped.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from peer_board import Kind

from engine.cards.corpus import CorpusCard, read_corpus
from engine.cards.status import card_status
from engine.cards.vocabulary import CardDef
from engine.core.errors import ScenarioError

#: Values of a peer face's `type` (or keys) that mark text its parser didn't read.
GAP_TYPES = frozenset({"Unimplemented", "Unrecognized", "Unknown"})


@dataclass(frozen=True, slots=True)
class Trial:
    """One thing tried with a card: cast it, play it, or activate its `ability`-th ability."""

    card: str
    kind: Kind
    ability: int = 1

    @property
    def label(self) -> str:
        return f"{self.card} ({self.kind}{f' {self.ability}' if self.kind == 'activate' else ''})"


def peer_gaps(face: dict[str, Any]) -> list[str]:
    """What the peer's parser didn't read in a face it built, in words (empty: nothing)."""
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if value.get("type") in GAP_TYPES:
                found.append(str(value.get("description") or value.get("name") or value["type"]))
            if "Unknown" in value:
                found.append(f"unknown: {str(value['Unknown'])[:80]}")
            for warning in value.get("parse_warnings") or []:
                found.append(f"parse warning: {str(warning.get('description'))[:80]}")
            for key, inner in value.items():
                if key not in ("oracle_text", "parse_warnings"):
                    walk(inner)
        elif isinstance(value, list):
            for inner in value:
                walk(inner)

    walk(face)
    return found


def single_faced(card: CorpusCard) -> bool:
    return card.playable and card.layout == "normal" and len(card.face_names) == 1


def trials(card: CardDef) -> list[Trial]:
    """What the check tries with a card: play a land or cast anything else (CR 305.1, 601); a
    creature on the battlefield attacks, and is the target of B's Lightning Bolt; and a
    permanent activates its first activated ability that isn't a mana ability (CR 602,
    605.1a)."""
    types = card.type_line.split("—")[0]
    kind: Kind = "play" if "Land" in types else "cast"
    out = [Trial(card.name, kind)]
    # Not a creature whose toughness is 0 as printed: it lives by what it enters with
    # (counters, 614.1c) or a characteristic-defining ability, so laid out on the battlefield
    # it would die at once (704.5f).
    if "Creature" in types and (card.toughness or 0) > 0:
        # Its combat and its death: attack abilities and combat damage (508, 510), damage
        # dealt to it and leaving the battlefield (120.3, 704.5g, 603.6c).
        out += [Trial(card.name, "attack"), Trial(card.name, "bolt")]
    activated = [a for a in card.abilities if not isinstance(a, str) and a.kind == "activated"]
    for index, ability in enumerate(activated, start=1):
        # Our own reading says whether it is a mana ability (605.1a), not its first word:
        # Doubling Cube's "Double the amount …" adds mana and resolves at once too (605.3b).
        if _from_battlefield(ability.text or "") and not ability.is_mana_ability:
            out.append(Trial(card.name, "activate", index))
            break
    return out


def _from_battlefield(text: str) -> bool:
    """An ability written "cost: effect" that its permanent activates: not a keyword such as
    cycling, nor a cost that discards or exiles "this card" from a hand or graveyard (113.6b)."""
    cost, colon, _ = text.partition(":")
    return bool(colon) and "this card" not in cost.lower()


def ours_fully(name: str) -> CardDef | None:
    """Our definition of the card when we model every line of it, else None."""
    from engine.cards.pool import find

    try:
        card = find(name)
    except ScenarioError:
        return None
    if card is None or card.back is not None or card_status(card).status != "implemented":
        return None
    return card


def peer_fully(card: CardDef) -> bool:
    """Whether the peer builds the card with no gap."""
    import phase
    from peer_cards import atomic_record

    try:
        face = phase.build_oracle_face(atomic_record(card), None)
    except BaseException as exc:  # a Rust panic is pyo3's PanicException (BaseException)
        if isinstance(exc, KeyboardInterrupt | SystemExit):
            raise
        return False
    return not peer_gaps(face)


def sample(seed: int, start: int, count: int) -> Iterator[CardDef]:
    """Cards both engines fully handle, in the seeded order: the `start`-th to the
    (`start` + `count`)-th of them."""
    cards = [c for c in read_corpus() if single_faced(c)]
    random.Random(seed).shuffle(cards)
    found = 0
    for corpus_card in cards:
        if found >= start + count:
            return
        card = ours_fully(corpus_card.name)
        if card is None or not peer_fully(card):
            continue
        if found >= start:
            yield card
        found += 1


__all__ = ["GAP_TYPES", "Trial", "ours_fully", "peer_fully", "peer_gaps", "sample", "trials"]
