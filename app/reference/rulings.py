"""How a ruling is named and where it came from: its title, its date and its source.

A judge quotes a ruling by what it is about (a card, or the keyword or rule it explains), so a
ruling's title starts with that subject ("Out Cold — ruling"), and goes on with the ruling's own
opening words, which is what tells ten rulings on populate apart. A seed ruling that is CR text is
titled by its rule instead ("Populate — CR 701.36a"), and dated by the CR it was taken from
(CR 100.6: the rules are updated, so their date matters); the other seed rulings carry no date in
their source documents, and say so rather than borrowing one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.reference.card_rulings import DatedRuling
from app.reference.store import Keyword, ReferenceStore, SeedRuling

#: Longest gist of a ruling's opening words in its title, in characters.
GIST_CHARS = 64


@dataclass(frozen=True, slots=True)
class Provenance:
    """A ruling's date (None when its source has none) and the words that say where it's from."""

    date: str | None
    source: str


def gist(text: str, limit: int = GIST_CHARS) -> str:
    """The ruling's first sentence, cut on a word boundary to `limit` characters (with "…")."""
    first = text.strip().split("\n", 1)[0]
    for end in (". ", "? ", "! "):
        cut = first.find(end)
        if cut != -1:
            first = first[: cut + 1]
    if len(first) <= limit:
        return first
    return first[: limit - 1].rsplit(" ", 1)[0].rstrip(",;:—- ") + "…"


def rest_of(text: str, shown: str) -> str:
    """What the title's gist leaves out of `text` ("" when the title shows all of it)."""
    text = text.strip()
    stem = shown.removesuffix("…")
    if not text.startswith(stem):
        return text
    rest = text[len(stem) :].strip()
    return ("…" + rest) if shown.endswith("…") and rest else rest


def subject(ruling: SeedRuling) -> str:
    """What a seed ruling is about: the card it names first if it isn't CR text, else its topic."""
    if ruling.cr_rule is None and ruling.cards:
        return ruling.cards[0]
    return ruling.topic


def seed_head(ruling: SeedRuling) -> str:
    """What a page heads a seed ruling with, its text below: "Out Cold — ruling"."""
    return f"{subject(ruling)} — " + (f"CR {ruling.cr_rule}" if ruling.cr_rule else "ruling")


def seed_title(ruling: SeedRuling) -> str:
    """ "Out Cold — ruling: You don't have to choose…", "Populate — CR 701.36a: To populate…"."""
    return f"{seed_head(ruling)}: {gist(ruling.text)}"


def card_head(name: str, ruling: DatedRuling) -> str:
    return f"{name} — ruling of {ruling.date}"


def card_title(name: str, ruling: DatedRuling) -> str:
    """A card's dated ruling: "Battering Ram — ruling of 2004-10-04: Opening words…"."""
    return f"{card_head(name, ruling)}: {gist(ruling.text)}"


def dated_subject(ruling: DatedRuling) -> str:
    """Whose ruling it is, by its cards: one or two by name, more as "Clone and 3 other cards"."""
    cards = ruling.cards
    if len(cards) <= 2:
        return " and ".join(cards)
    return f"{cards[0]} and {len(cards) - 1} other cards"


def seed_provenance(ruling: SeedRuling, store: ReferenceStore) -> Provenance:
    files = ", ".join(ruling.sources)
    documents = "seed rulings document" + ("s" if len(ruling.sources) != 1 else "")
    if ruling.cr_rule:
        return Provenance(
            store.effective_date,
            f"Comprehensive Rules effective {store.effective_date}, rule {ruling.cr_rule}, "
            f"as quoted in the {documents} {files}",
        )
    return Provenance(None, f"{documents} {files}")


def card_provenance(ruling: DatedRuling, source: dict[str, Any]) -> Provenance:
    """ "MTGJSON 5.2.0+20220425 (rulings to 2022-04-25)": the data a dated ruling comes from."""
    return Provenance(ruling.date, f"MTGJSON {source['version']} (rulings to {source['date']})")


def keyword_of(number: str | None, store: ReferenceStore) -> Keyword | None:
    """The keyword whose rule `number` is or falls under (702.40a → Storm)."""
    while number:
        for keyword in store.keywords:
            if keyword.rule == number:
                return keyword
        rule = store.by_number.get(number)
        number = rule.parent if rule else None
    return None


def seed_tags(ruling: SeedRuling, store: ReferenceStore) -> frozenset[str]:
    """The keywords a seed ruling is tied to (their slugs): its topic, and its rule's keyword."""
    tags = set()
    topic = next((k for k in store.keywords if k.name.lower() == ruling.topic.lower()), None)
    if topic is not None:
        tags.add(topic.slug)
    by_rule = keyword_of(ruling.cr_rule, store)
    if by_rule is not None:
        tags.add(by_rule.slug)
    return frozenset(tags)
