"""The reference data in memory: rules, glossary, keywords, cards, rulings and name lists.

Loaded once from the project's JSON copy under `data/` (never from `../shared`). Everything here is
read-only after loading; pages and the API look things up by rule number, slug or id.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from app.reference.card_rulings import CardRulings
from app.reference.card_rulings import load as load_card_rulings
from app.reference.crossrefs import Piece, find_references
from app.reference.folding import slug
from engine import check_name

RuleKind = Literal["section", "rule", "numbered", "subrule"]
NameListKey = Literal["antiquities", "homelands"]

RULE_NUMBER = re.compile(r"^\d(?:\d{2}(?:\.\d+(?:[a-z])?)?)?$")


@dataclass(frozen=True, slots=True)
class Rule:
    number: str
    kind: RuleKind
    text: str
    parent: str | None
    examples: tuple[str, ...]
    irregular: str | None
    position: int

    @property
    def title(self) -> str:
        """Sections and three-digit rules are headings; other rules are titled by their start."""
        if self.kind in ("section", "rule"):
            return self.text
        first = self.text.split("\n", 1)[0]
        return first if len(first) <= 80 else first[:77].rsplit(" ", 1)[0] + "…"


@dataclass(frozen=True, slots=True)
class GlossaryTerm:
    term: str
    text: str
    slug: str


@dataclass(frozen=True, slots=True)
class Card:
    name: str
    slug: str
    sets: tuple[str, ...]
    mana_cost: str
    type_line: str
    power: str | None
    toughness: str | None
    oracle: str
    original_text: str | None
    original_type: str | None
    token: bool
    source: str
    rule: str | None


@dataclass(frozen=True, slots=True)
class SeedRuling:
    id: str
    text: str
    topic: str
    cr_rule: str | None
    cards: tuple[str, ...]
    sources: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Keyword:
    """A keyword ability (CR 702) or keyword action (CR 701), named by its CR rule."""

    name: str
    slug: str
    rule: str
    kind: Literal["ability", "action"]


@dataclass(frozen=True, slots=True)
class NameList:
    key: NameListKey
    set_name: str
    rule: str
    names: tuple[str, ...]

    def find(self, candidate: str) -> str | None:
        """The listed name `candidate` is (case, accents, punctuation and spaces aside), if any."""
        return check_name(candidate, {self.key: self.names}).matches[self.key]


@dataclass(slots=True)
class ReferenceStore:
    effective_date: str
    rules: list[Rule]
    glossary: list[GlossaryTerm]
    cards: list[Card]
    seed_rulings: list[SeedRuling]
    name_lists: dict[NameListKey, NameList]
    sources: dict[str, Any]
    #: Every card's dated rulings (MTGJSON 5.2.0), by card, id and the rules they name.
    card_rulings: CardRulings
    by_number: dict[str, Rule] = field(default_factory=dict)
    children: dict[str, list[Rule]] = field(default_factory=dict)
    glossary_by_slug: dict[str, GlossaryTerm] = field(default_factory=dict)
    cards_by_slug: dict[str, Card] = field(default_factory=dict)
    rulings_by_id: dict[str, SeedRuling] = field(default_factory=dict)
    keywords: list[Keyword] = field(default_factory=list)
    keywords_by_slug: dict[str, Keyword] = field(default_factory=dict)
    known_numbers: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        for rule in self.rules:
            self.by_number[rule.number] = rule
            if rule.parent is not None:
                self.children.setdefault(rule.parent, []).append(rule)
        self.known_numbers = frozenset(self.by_number)
        self.glossary_by_slug = {g.slug: g for g in self.glossary}
        self.cards_by_slug = {c.slug: c for c in self.cards}
        self.rulings_by_id = {r.id: r for r in self.seed_rulings}
        for parent, kind in (("701", "action"), ("702", "ability")):
            for rule in self.children.get(parent, []):
                name = rule.text.strip()
                # 701.1 and 702.1 are general prose, not a keyword's name.
                if len(name) > 40 or "." in name:
                    continue
                self.keywords.append(Keyword(name, slug(name), rule.number, kind))  # type: ignore[arg-type]
        self.keywords_by_slug = {k.slug: k for k in self.keywords}

    # -- rules -------------------------------------------------------------------------------

    def rule(self, number: str) -> Rule | None:
        return self.by_number.get(number.rstrip("."))

    def subtree(self, number: str) -> list[Rule]:
        """The rule and everything under it, in document order."""
        out: list[Rule] = []
        stack = [number]
        while stack:
            current = stack.pop()
            rule = self.by_number.get(current)
            if rule is not None:
                out.append(rule)
            stack.extend(r.number for r in reversed(self.children.get(current, [])))
        return out

    def neighbour(self, rule: Rule, step: int) -> Rule | None:
        """The previous (`-1`) or next (`1`) rule of the same kind in document order."""
        index = rule.position + step
        while 0 <= index < len(self.rules):
            if self.rules[index].kind == rule.kind:
                return self.rules[index]
            index += step
        return None

    def ancestors(self, rule: Rule) -> list[Rule]:
        chain: list[Rule] = []
        parent = rule.parent
        while parent is not None and (found := self.by_number.get(parent)) is not None:
            chain.append(found)
            parent = found.parent
        return list(reversed(chain))

    def link(self, text: str) -> list[Piece]:
        """`text` split into plain pieces and references to rules that exist."""
        return find_references(text, self.known_numbers)

    # -- rulings -----------------------------------------------------------------------------

    def rulings_for_card(self, card: Card) -> list[SeedRuling]:
        return [r for r in self.seed_rulings if card.name in r.cards]

    def rulings_for_rule(self, number: str) -> list[SeedRuling]:
        return [r for r in self.seed_rulings if r.cr_rule == number]

    def glossary_for(self, name: str) -> GlossaryTerm | None:
        return self.glossary_by_slug.get(slug(name))

    def card_by_name(self, name: str) -> Card | None:
        return self.cards_by_slug.get(slug(name))


def load(data_dir: Path) -> ReferenceStore:
    """Load the JSON copy written by `app.reference.importer`."""

    def read(name: str) -> Any:
        return json.loads((data_dir / name).read_text(encoding="utf-8"))

    cr = read("cr.json")
    rules = [
        Rule(
            number=r["number"],
            kind=r["kind"],
            text=r["text"],
            parent=r["parent"],
            examples=tuple(r["examples"]),
            irregular=r.get("irregular"),
            position=i,
        )
        for i, r in enumerate(cr["rules"])
    ]
    glossary = [GlossaryTerm(g["term"], g["text"], slug(g["term"])) for g in cr["glossary"]]
    cards = [
        Card(
            name=c["name"],
            slug=slug(c["name"]),
            sets=tuple(c["sets"]),
            mana_cost=c["mana_cost"],
            type_line=c["type_line"],
            power=c["power"],
            toughness=c["toughness"],
            oracle=c["oracle"],
            original_text=c["original_text"],
            original_type=c["original_type"],
            token=c["token"],
            source=c["source"],
            rule=c.get("rule"),
        )
        for c in read("cards.json")
    ]
    seed_rulings = [
        SeedRuling(
            id=r["id"],
            text=r["text"],
            topic=r["topic"],
            cr_rule=r["cr_rule"],
            cards=tuple(r["cards"]),
            sources=tuple(r["sources"]),
        )
        for r in read("rulings.json")
    ]
    names = read("names.json")
    name_lists: dict[NameListKey, NameList] = {
        "antiquities": NameList(
            "antiquities",
            "Antiquities",
            names["antiquities"]["rule"],
            tuple(names["antiquities"]["names"]),
        ),
        "homelands": NameList(
            "homelands", "Homelands", names["homelands"]["rule"], tuple(names["homelands"]["names"])
        ),
    }
    return ReferenceStore(
        effective_date=cr["effective_date"],
        rules=rules,
        glossary=glossary,
        cards=cards,
        seed_rulings=seed_rulings,
        name_lists=name_lists,
        sources=read("sources.json"),
        card_rulings=load_card_rulings(data_dir),
    )
