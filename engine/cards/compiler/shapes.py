"""The shape of an oracle line: which kind of ability it is before its words are read (CR 113.3).

One recogniser for each shape, used by the compiler's templates and by
`engine.cards.unsupported` alike, so a line the compiler can't read is told apart by the same
reading that would have read it:
- an ability word (207.2c) or a flavor word (207.2d) before " — " has no rules meaning;
- "When", "Whenever" or "At" begins a triggered ability (603.1);
- "[Cost]: [Effect]" is an activated ability (602.1), a loyalty symbol its cost for a loyalty
  ability (606.2), a keyword action its cost for a keyworded one ("Waterbend {5}: …", 701);
- a few words, perhaps with a number or a cost, are a keyword line ("Flashback {5}{U}{U}",
  "Bushido 1", "Ward—Pay 2 life", 702);
- "I, II — [Effect]" is a Saga's chapter ability (714.2b-c);
- "As ~ enters …", "~ enters tapped / with …" say how this permanent enters (614.1c-d), "You
  may have ~ enter as a copy of …" is a copy effect as it enters (707.9, 614.1c);
- "~'s power is equal to …", "~ is all colors" define a characteristic (604.3).
"""

from __future__ import annotations

import re

from engine.cards.keyword_abilities import KEYWORD_ABILITIES
from engine.cards.rules_lists import ability_words

#: The ability words of 207.2c, read from the CR (`rules_lists`), as a line begins with them.
ABILITY_WORDS: tuple[str, ...] = ability_words()
_ABILITY_WORD = re.compile(rf"(?:{'|'.join(map(re.escape, ABILITY_WORDS))}) — ")
#: Italic words before an ability, which oracle text doesn't mark as italic: an ability word or
#: a flavor word ("Throw Wide the Gates — Whenever …", 207.2d) — a capitalised phrase without
#: a cost, a full stop or a colon. A chapter's numerals ("II — ") are not one (714.2b).
_LEAD_WORDS = re.compile(r"(?!(?:[IVX]+)(?:, [IVX]+)* — )[A-Z0-9∞][^—.:{}\[\]\"“•|]{0,60}? — ")
TRIGGER_START = re.compile(r"(?:When|Whenever|At)\b")
_COST_AND_EFFECT = re.compile(r"([^:\"“]+): (.+)", re.DOTALL)
#: A cost's first word: a symbol ({T}, {2}{R}), a loyalty cost ("[+1]", "−2", 606.2), or a
#: capitalised verb ("Sacrifice", "Pay", "Waterbend {5}", 118, 701) — not the start of a
#: sentence of another kind of ability.
_COST_START = re.compile(
    r"(?:\{|\[?[+−-]?(?:\d+|X)\]?$|[A-Z][a-z]+\b)(?<!\bWhen)(?<!\bWhenever)(?<!\bAt)(?<!\bAs)"
    r"(?<!\bIf)(?<!\bEach)(?<!\bChoose)(?<!\bYou)(?<!\bThe)(?<!\bAll)(?<!\bOther)"
)
_KEYWORDISH = re.compile(
    r"[A-Za-z][A-Za-z'-]*(?: [A-Za-z][A-Za-z'-]*){0,2}(?: [+-]?\d+| ?\{[^}]+\}.*| [XN])?"
)
#: The keyword abilities of 702 (`keyword_abilities`), and landwalk's "[quality]walk" (702.14a):
#: a line that starts with one is a keyword line however it goes on ("Protection from black and
#: from red", "Craft with artifact {3}{B}").
KEYWORD_NAMES = "|".join((*map(re.escape, KEYWORD_ABILITIES), "[A-Za-z-]+walk"))
_KEYWORD_NAME = re.compile(rf"(?:{KEYWORD_NAMES})(?=$|[ —;,])", re.IGNORECASE)
#: A keyword with its cost after a dash: "Ward—Pay 2 life.", "Equip—Sacrifice a creature."
_KEYWORD_DASH = re.compile(r"[A-Z][a-z'-]+(?: [a-z'-]+)?—[^.]+\.?")
_NUMERALS = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}
_CHAPTER = re.compile(r"((?:I|II|III|IV|V|VI|VII)(?:, (?:I|II|III|IV|V|VI|VII))*) — (.+)")


def ability_word(text: str) -> str:
    """The line without an ability word of 207.2c before it ("Threshold — ~ gets +1/+1 …"):
    the word has no rules meaning, so the line is read without it."""
    m = _ABILITY_WORD.match(text)
    return text[m.end() :] if m else text


def lead_words(text: str) -> tuple[str, str]:
    """An ability word or a flavor word before " — " and the ability after it (207.2c-d), or
    ("", text). Some keywords are written the same way ("Exhaust — {cost}: …", 702.177a): the
    ability after them keeps its shape, which is what tells its kind."""
    m = _LEAD_WORDS.match(text)
    return (text[: m.end() - 3], text[m.end() :]) if m else ("", text)


def is_triggered(text: str) -> bool:
    """Whether a line begins as a triggered ability does (603.1)."""
    return TRIGGER_START.match(text) is not None


def cost_and_effect(text: str) -> tuple[str, str] | None:
    """ "{2}, {T}: Draw a card." -> ("{2}, {T}", "Draw a card.") (602.1), or None."""
    m = _COST_AND_EFFECT.fullmatch(text)
    return (m.group(1), m.group(2)) if m else None


def is_activated(text: str) -> bool:
    """Whether a line is "[Cost]: [Effect]" with a cost's words before the colon (602.1, 606.2,
    a keyword action as a cost: "Waterbend {5}: …")."""
    found = cost_and_effect(text)
    if found is None or ". " in found[0] or len(found[0]) > 150:
        return False
    return _COST_START.match(found[0]) is not None


def is_keyword_line(bare: str) -> bool:
    """Whether a line (without reminder text) looks like a list of keywords, known or not
    (702): "Flying, banding", "Bushido 1", "Flashback {5}{U}{U}", "Ward—Pay 2 life"."""
    if _KEYWORD_DASH.fullmatch(bare) and ":" not in bare:
        return True
    if (m := _KEYWORD_NAME.match(bare)) and (
        not bare.endswith(".")
        or bare[m.end() : m.end() + 1] == "—"
        or bare[m.end() :].startswith(" X, where X ")
    ):
        return True
    if bare.endswith("."):
        return False  # a sentence: "You may pay {W}{U}{B}{R}{G} rather than pay ~'s mana cost."
    pieces = [p.strip() for p in bare.split(",")]
    return len(bare) < 60 and ":" not in bare and all(_KEYWORDISH.fullmatch(p) for p in pieces)


def keyword_name(piece: str) -> str | None:
    """The keyword of 702 a keyword line's piece starts with ("Protection from red" ->
    "Protection"), or None."""
    m = _KEYWORD_NAME.match(piece)
    return m.group(0) if m else None


#: How this permanent enters (614.1c-d, 614.12) — not "Creatures your opponents control enter
#: tapped", a static replacement effect on other permanents entering.
_AS_ENTERS = re.compile(
    r"^As (?:~|this \w+) (?:enters|is turned face up)|^(?:~|This \w+) (?:enters|escapes)"
    r"(?: the battlefield)? (?:tapped|with|as|untapped|attacking|transformed|face down|prepared)"
    r"|^If ~ would enter|^~ enters the battlefield|^If ~ was kicked[^,]*, it enters"
)
_COPY = re.compile(r"\benters? (?:the battlefield )?as a copy of\b|\benter as a copy of\b")
_CHARACTERISTIC = re.compile(
    r"(?:power|toughness)(?: and toughness)? (?:is|are)(?: each)? equal to|"
    r"^~ is (?:all colors|every color|colorless|the color)|^~ is every creature type|"
    r"^~ is also (?:a|an) |^~'s (?:power|toughness|color)|^Color indicator"
)


def is_as_enters(text: str) -> bool:
    """Whether a line (with the card's name as "~") says how this permanent enters (614.1c-d)."""
    return _AS_ENTERS.search(text) is not None


def is_copy(text: str) -> bool:
    """Whether a line has its permanent enter as a copy of something (707.9, 614.1c)."""
    return _COPY.search(text) is not None


def is_characteristic_defining(text: str) -> bool:
    """Whether a line defines one of the card's characteristics (604.3): its power or
    toughness "is equal to …", its colors or creature types."""
    if "equal to" not in text and not text.startswith(("~ is ", "~'s ", "Color indicator")):
        return False  # the cheap test first: the compiler asks it of every line
    return _CHARACTERISTIC.search(text) is not None


def chapter_line(text: str) -> tuple[tuple[int, ...], str] | None:
    """A Saga's chapter line as its chapter numbers and effect: "I, II — Draw a card." ->
    ((1, 2), "Draw a card.") (714.2a, 714.2c), or None for any other line."""
    m = _CHAPTER.fullmatch(text.strip())
    if m is None:
        return None
    return tuple(_NUMERALS[n] for n in m.group(1).split(", ")), m.group(2)
