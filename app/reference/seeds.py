"""Turn the seed documents into ruling records.

The seed documents are saved search-result pages: paragraphs separated by blank lines, repeated
between files, with one-word headings ("Search", "Populate", …) that do not reliably sit above the
paragraphs they belong to. Each distinct paragraph becomes one record with a stable id (derived
from its text, so it survives re-imports and file reordering), a topic taken from what the paragraph
says, the CR rule it is when it is CR text, the cards it names and the files it came from.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from app.reference.folding import fold

#: One-word headings of the saved pages; they are page furniture, not rulings.
HEADINGS = frozenset({"Search", "Populate", "Investigate", "Storm"})

#: Topic of a paragraph, from the first pattern that matches its text. Order matters: the
#: specific mechanics come before the general words ("token", "target") they also use.
TOPIC_PATTERNS: tuple[tuple[str, str], ...] = (
    (r"name sticker", "Name stickers"),
    (r"originally printed in the (Antiquities|Homelands)", "Name lists"),
    (
        r"\bpopulat|copy (of )?(a|that|the) creature token|copied token|new (creature )?token",
        "Populate",
    ),
    (r"\binvestigat|\bClue\b", "Investigate"),
    (r"\bstorm\b", "Storm"),
    (r"\bRole\b", "Tokens"),
    (r"\bward\b", "Ward"),
    (r"continuous effects affect players", "Continuous effects"),
    (r"\bprotection|Brave the Elements", "Protection"),
    (r"linked ability|refers to that object by name", "Linked abilities"),
    (r"\bmana\b", "Mana"),
    (r"\{T\}|\{Q\}|value of X", "Costs"),
    (r"\battacking\b", "Combat"),
    (r"\btoken\b", "Tokens"),
    (r"\bdamage\b", "Damage"),
    (r"replacement effects", "Replacement effects"),
    (r"\btargets?\b", "Targets"),
)


@dataclass(slots=True)
class SeedParagraph:
    text: str
    sources: list[str] = field(default_factory=list)


@dataclass(slots=True)
class SeedRuling:
    id: str
    text: str
    topic: str
    cr_rule: str | None
    cards: list[str]
    sources: list[str]


def read_paragraphs(files: Iterable[Path]) -> list[SeedParagraph]:
    """Distinct paragraphs across the files, in first-seen order, headings left out."""
    found: dict[str, SeedParagraph] = {}
    for path in sorted(files):
        text = path.read_text(encoding="utf-8")
        for block in re.split(r"\n\s*\n", text):
            paragraph = " ".join(block.split())
            if not paragraph or paragraph in HEADINGS:
                continue
            entry = found.setdefault(paragraph, SeedParagraph(paragraph))
            if path.name not in entry.sources:
                entry.sources.append(path.name)
    return list(found.values())


def ruling_id(text: str) -> str:
    """A stable id: a short hash of the folded paragraph text."""
    return "sr-" + hashlib.sha256(fold(text).encode()).hexdigest()[:10]


def topic_of(text: str) -> str:
    for pattern, topic in TOPIC_PATTERNS:
        if re.search(pattern, text, flags=re.IGNORECASE):
            return topic
    return "General"


def match_cr_rule(text: str, rules_by_text: dict[str, str]) -> str | None:
    """The CR rule whose whole text equals the paragraph (folded), if any.

    Whole-paragraph matching matters: 302.7 begins with the same words as 120.3e.
    """
    return rules_by_text.get(fold(text))


def named_cards(text: str, card_names: Iterable[str]) -> list[str]:
    """Card names that occur in `text` as whole words, longest names first, no overlaps.

    Names are proper nouns, so the match is case-sensitive; only apostrophes are folded (the seeds
    write "Proft, Master Sleuth's" and "Ashnod’s Altar").
    """
    plain = text.replace("\u2019", "'")
    taken: list[tuple[int, int]] = []
    hits: list[tuple[int, str]] = []
    for name in sorted(set(card_names), key=lambda n: (-len(n), n)):
        pattern = re.compile(r"(?<![\w'])" + re.escape(name.replace("\u2019", "'")) + r"(?!\w)")
        for m in pattern.finditer(plain):
            if any(m.start() < end and start < m.end() for start, end in taken):
                continue
            taken.append((m.start(), m.end()))
            hits.append((m.start(), name))
    seen: dict[str, None] = {}
    for _, name in sorted(hits):
        seen.setdefault(name)
    return list(seen)


def build_rulings(
    paragraphs: list[SeedParagraph], rules_by_text: dict[str, str], card_names: list[str]
) -> list[SeedRuling]:
    return [
        SeedRuling(
            id=ruling_id(p.text),
            text=p.text,
            topic=topic_of(p.text),
            cr_rule=match_cr_rule(p.text, rules_by_text),
            cards=named_cards(p.text, card_names),
            sources=p.sources,
        )
        for p in paragraphs
    ]
