"""Response schemas of the JSON API (named `XPublic`: what the API shows of X)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from app.reference.search_results import Kind
from app.reference.store import RuleKind


class ErrorPublic(BaseModel):
    detail: str = Field(description="What was wrong with the request, and where.")


class InvalidPublic(BaseModel):
    """Every 422: the request, or the scenario in it, isn't what the operation takes."""

    detail: str = Field(description="What was wrong, in words, naming where.")
    path: str = Field(
        description="Where: a request field as `query.page`, `path.link_id`, `body.steps` or "
        "`body` (a body that isn't JSON); for a scenario that doesn't load, the field in the "
        "scenario, as `objects[2].zone` (empty when it is the scenario as a whole)."
    )


class FragmentPublic(BaseModel):
    text: str
    hit: bool = Field(description="True when this piece matched a word of the query.")


class SearchHitPublic(BaseModel):
    kind: Kind
    key: str
    title: str
    url: str
    snippet: list[FragmentPublic]
    status: Literal["implemented", "partial", "text only"] | None = Field(
        default=None,
        description="A card's status in the rules engine (null for other kinds, and for cards "
        "the engine doesn't load).",
    )


class CitedRulePublic(BaseModel):
    number: str
    label: str = Field(description="The rule's number and title, or its opening words.")
    url: str


class TermPublic(BaseModel):
    term: str = Field(description="A term of the CR's glossary.")
    url: str = Field(description="The term's glossary page.")
    rules: list[CitedRulePublic] = Field(description="The rules its glossary entry cites.")


class SearchPublic(BaseModel):
    query: str
    kind: Kind | None = Field(description="The kind filter asked for, if any.")
    page: int
    pages: int
    total: int
    counts: dict[Kind, int] = Field(description="Matches per kind, whatever the kind filter.")
    jump: str | None = Field(description="The rule number the query names, when it names one.")
    suggestion: str | None = Field(description="A corrected query when words were not found.")
    corrected: str | None = Field(
        default=None,
        description="When the query found nothing, the corrected query whose results these are.",
    )
    syntax_error: str | None = Field(
        default=None,
        description="Why a card-syntax query (t:, o:, c:, mv, pow, tou, is:) can't be run.",
    )
    partial: bool = Field(
        default=False,
        description="No result holds every word of the query: these are the results holding "
        "most of them, more words first.",
    )
    forms: list[str] = Field(
        default_factory=list,
        description="When no result holds every word as typed: the other forms of the words "
        "searched (die, died for dies), which the first results hold.",
    )
    results: list[SearchHitPublic]
    terms: list[TermPublic] = Field(
        default_factory=list,
        description="On the first page of a query of several words: the CR's terms in the "
        "query and in its best rulings and cards, with the rules the glossary cites for them "
        "(rules the words themselves may not find).",
    )


class RuleSummaryPublic(BaseModel):
    number: str
    kind: RuleKind
    title: str
    url: str


class RulePublic(BaseModel):
    number: str
    kind: RuleKind
    text: str
    examples: list[str]
    references: list[str] = Field(description="Rule numbers this rule's text refers to.")
    irregular: str | None = Field(description="How the source printed the number, if unusually.")
    url: str
    parent: RuleSummaryPublic | None
    previous: RuleSummaryPublic | None
    next: RuleSummaryPublic | None
    children: list[RulePublic]
    rulings: list[str] = Field(description="Ids of seed rulings that are this rule's text.")
    card_rulings: list[str] = Field(
        description="Ids of the dated card rulings whose text names this rule's number."
    )
    effective_date: str


class GlossaryTermPublic(BaseModel):
    term: str
    slug: str
    text: str
    references: list[str]
    url: str


class SeedRulingPublic(BaseModel):
    id: str
    text: str
    topic: str
    cr_rule: str | None
    cards: list[str]
    sources: list[str]
    url: str


class CardRulingPublic(BaseModel):
    """An official ruling of one or more cards, dated (MTGJSON 5.2.0: rulings to April 2022)."""

    id: str = Field(description="Its stable id (`mr-` and a hash of its date and text).")
    date: str = Field(description="The day it was given (ISO 8601).")
    text: str
    cards: list[str] = Field(description="Every card it is a ruling of, by exact name.")
    rules: list[str] = Field(description="The rules of the current CR its text names by number.")
    source: str = Field(description='Where it comes from: "MTGJSON 5.2.0+20220425".')
    url: str = Field(description="Where a card page shows it.")


class CardRulingsDataPublic(BaseModel):
    """What the dated rulings data says of a card: whether it holds the card, and when it ends."""

    covered: bool = Field(
        description="Whether the rulings data holds the card; when false, the card was printed "
        "after the data ends and its rulings, if any, aren't in it (not: it has none)."
    )
    ends: str = Field(description="The date the rulings data ends (ISO 8601).")
    first_set: str | None = Field(description="The set code of its first printing, if known.")
    first_date: str | None = Field(description="That set's release date.")
    source: str


class CardSummaryPublic(BaseModel):
    name: str
    slug: str
    layout: str
    playable: bool = Field(description="Whether it is a card of a two-player game.")
    url: str


class CardFacePublic(BaseModel):
    name: str
    mana_cost: str
    mana_cost_text: str = Field(description="The mana cost in words, as a screen reader says it.")
    type_line: str
    power: str | None
    toughness: str | None
    loyalty: str | None
    color_indicator: list[str]
    oracle: str
    unsupported: list[str] = Field(description="This face's oracle lines the engine doesn't model.")


class CardPublic(BaseModel):
    name: str
    slug: str
    layout: str
    layout_label: str
    playable: bool = Field(description="Whether it is a card of a two-player game.")
    non_game_type: str | None = Field(description='Why it is not ("Plane", "Scheme" …).')
    faces: list[CardFacePublic] = Field(description="Each face the corpus has, front first.")
    missing_faces: list[str] = Field(description="Halves the corpus holds no data for.")
    status: Literal["implemented", "partial", "text only"] | None = Field(
        description="How much of it the rules engine models; null when the engine can't load it."
    )
    unsupported: list[str] = Field(description="Oracle lines the engine doesn't model.")
    try_it: str | None = Field(description="The explorer with the card on the battlefield.")
    sets: list[str]
    mana_cost: str
    type_line: str
    power: str | None
    toughness: str | None
    oracle: str
    original_text: str | None
    original_type: str | None
    token: bool
    rulings: list[CardRulingPublic] = Field(description="Its dated rulings, newest first.")
    rulings_data: CardRulingsDataPublic
    seed_rulings: list[str] = Field(
        description="Ids of the seed rulings naming it that aren't one of its dated rulings."
    )
    source: str
    url: str


class KeywordPublic(BaseModel):
    name: str
    slug: str
    kind: Literal["ability", "action"]
    rule: str
    url: str


class NameListPublic(BaseModel):
    key: str
    set_name: str
    rule: str
    count: int
    names: list[str]


class NameCandidatePublic(BaseModel):
    """A listed name close to the one asked about (a "did you mean" suggestion)."""

    name: str = Field(description="The name exactly as the list gives it.")
    list: Literal["antiquities", "homelands"] = Field(description="The list it is on.")
    score: float = Field(
        ge=0,
        le=100,
        description="Closeness, 100 × (1 − edits ÷ letters of the longer name), compared ignoring "
        "case, accents, punctuation and spaces; an edit inserts, deletes or replaces a letter or "
        "swaps two neighbours.",
    )
    rule: str = Field(description="The rule that lists it: 206.3b or 206.3c.")


class NameCheckPublic(BaseModel):
    name: str
    answer: Literal["yes", "did_you_mean", "no"] = Field(
        description="'yes': a list has the name (case, accents, punctuation and spaces aside); "
        "'did_you_mean': neither list has it but `candidates` are close to it; 'no': neither list "
        "has it or anything close."
    )
    message: str = Field(description="The answer in words, as the name-check page gives it.")
    antiquities: str | None = Field(description="The Antiquities list entry it matches, if any.")
    homelands: str | None = Field(description="The Homelands list entry it matches, if any.")
    candidates: list[NameCandidatePublic] = Field(
        description="With 'did_you_mean', the close listed names, closest first (empty otherwise). "
        "Close: at most one edit per five letters of the longer name, at least one, at most three."
    )
