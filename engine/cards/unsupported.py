"""What kind of ability an oracle line the compiler can't read is, and which events its words
name, so the engine can say where a step would have needed it instead of silently doing nothing.

A line is read by the compiler's own reading (`engine.cards.compiler.text`, `.shapes`): reminder
text off, the card's name as "~", an ability word or flavor word before " — " left off (207.2c-d),
then told apart as the CR tells the kinds apart (113.3):
- "triggered": "When", "Whenever" or "At" begins it (603.1), or it is a Saga's chapter (714.2b);
- "activated": "[Cost]: [Effect]" (602.1), a loyalty ability (606.2), a keyworded one
  ("Waterbend {5}: …", "Exhaust — {T}: …", 702.177a);
- "keyword": a keyword line ("Flashback {5}{U}{U}", "Bushido 1", 702);
- "copy": "You may have ~ enter as a copy of …" (707.9, a replacement effect, 614.1c);
- "as_enters": "As ~ enters …", "~ enters with …", "~ enters tapped" (614.1c-d, 614.12);
- "characteristic": a characteristic-defining ability (604.3) — "~'s power is equal to …";
- "spell": an instruction of an instant or sorcery (113.3a, 608.2c);
- "static": any other sentence of a permanent, or a rule about a spell itself ("This spell
  costs {1} less to cast", 601.2f) — a static ability by 604.1, which is the positive reason: the
  line is a complete ability on a permanent and has none of the shapes above. `replacement` says
  it is a replacement or prevention effect (614.1, 615.1; `prevention` the latter), and
  `changes_characteristics` that it sets or changes P/T, abilities, types or colors (613.1);
- "unknown": none of these, which the corpus test keeps at zero.

`events` names the kinds of event the line's words name — for a triggered ability its trigger
condition's (603.2), for any other kind the whole line's — in the trigger-event names of
`engine.core.occurrences.EVENTS` where one fits ("enters", "put_into_graveyard", "dealt_damage" …)
and more for the events only a static or replacement line names ("draw", "life_lost", …): so the run
can warn when that kind of event happens. A keyword line names the events of its keyword's rule
(`engine.cards.keyword_events`: "Persist" names dying, 702.79a). Nothing here decides what the
ability does.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Literal

from engine.cards.compiler.abilities import trigger_condition
from engine.cards.compiler.shapes import (
    chapter_line,
    is_activated,
    is_as_enters,
    is_characteristic_defining,
    is_copy,
    is_keyword_line,
    is_triggered,
    keyword_name,
    lead_words,
)
from engine.cards.compiler.text import pattern, prepare, sentences
from engine.cards.corpus import MISSING_FACE_END
from engine.cards.grammar.selves import self_references
from engine.cards.keyword_events import keyword_about_self, keyword_events, keyword_step
from engine.core.replace import replace

Kind = Literal[
    "activated",
    "triggered",
    "characteristic",
    "keyword",
    "spell",
    "static",
    "as_enters",
    "copy",
    "unknown",
]

__all__ = ["Kind", "UnsupportedLine", "chapter_line", "classify", "classify_all"]

#: A kind of event's name, the words one of which its words have, and the words naming it:
#: singular and plural verbs alike ("deals"/"deal", "dies"/"die"). Trigger-event names of
#: `engine.core.occurrences.EVENTS` where one fits.
_EVENT_WORDS: tuple[tuple[str, str, str], ...] = (
    (
        "enters",
        "enter enters entered entering into onto",
        r"\bent(?:er|ers|ered|ering)\b|\bcomes? into play\b|\bonto the battlefield\b",
    ),
    (
        "put_into_graveyard",
        "dies died dying die graveyard graveyards mill mills milled",
        r"\bdies\b|\bdied\b|\bdying\b|(?<!\ba )(?<!\bthe )(?<!sided )(?<!\bthat )(?<!\bone )\bdie\b"
        r"|\bmill(?:s|ed)?\b"
        r"|\b(?:in)?to (?:a|the|your|its owner's|their owners'|their owner's|their|an opponent's"
        r"|that player's|his or her|its controller's) graveyards?\b",
    ),
    (
        "leaves_battlefield",
        "leave leaves left",
        r"\bleaves? the battlefield\b|\bleft the battlefield\b",
    ),
    (
        "sacrifice",
        "sacrifice sacrifices sacrificed sacrificing exploit exploits",
        r"\bsacrific(?:e|es|ed|ing)\b|\bexploits?\b",
    ),
    ("cast", "cast casts casting", r"\bcasts?\b|\bcasting\b"),
    ("attacks", "attack attacks attacked attacking", r"\battack(?:s|ed|ing)?\b"),
    ("blocks", "block blocks blocked blocking", r"\bblock(?:s|ed|ing)?\b"),
    (
        "becomes_target",
        "target targets",
        r"\btargets?\b(?= of\b)|\bbecomes? the target|\bthat targets?\b",
    ),
    ("tapped_for_mana", "mana", r"\btapped for mana\b|\btaps? [^.]{1,60} for mana\b"),
    (
        "deals_combat_damage_to_player",
        "combat",
        r"\bcombat damage to (?:a|an|one|that|each|target|defending|one or more) "
        r"(?:player|opponent)s?\b",
    ),
    ("dealt_damage", "damage fight fights", r"\bdamage\b|\bfights?\b"),
    (
        "life_gained",
        "life lifelink",
        r"\bga(?:in|ins|ined)\b(?: [^.,;]{0,25})? life\b|\blifelink\b",
    ),
    (
        "life_lost",
        "life",
        r"\blos(?:e|es|t)\b(?: [^.,;]{0,25})? life\b"
        r"|\bpays? (?:\d+|x|any amount of|that much|half their) life\b",
    ),
    (
        "draw",
        "draw draws drawn drew drawing connive connives",
        r"\bdr(?:aw|aws|awn|ew|awing)\b(?! step)|\bconnives?\b|\bskips? [^.]*\bdraw steps?\b",
    ),
    (
        "discard",
        "discard discards discarded cycle cycles cycled connive connives",
        r"\bdiscard(?:s|ed)?\b|\bcycl(?:e|es|ed)\b|\bconnives?\b",
    ),
    (
        "counters_put",
        "counter counters proliferate",
        r"\bcounters?\b(?! (?:target|that|it|the|each|all|up to|any|this|those|them|another)\b)"
        r"|\bproliferate\b",
    ),
    (
        "token_created",
        "create creates created creating populate investigate amass incubate",
        r"\bcreat(?:e|es|ed|ing)\b|\bpopulate\b|\binvestigate\b|\bamass\b|\bincubate\b",
    ),
    ("loses_game", "game", r"\blos(?:e|es|t)\b the game\b"),
    ("wins_game", "game", r"\bw(?:in|ins|on)\b the game\b"),
    (
        "tapped",
        "tap taps tapped crew crews crewed",
        r"(?<!un)\btap(?:s|ped)?\b(?! for mana)|\bcrew(?:s|ed)?\b",
    ),
    ("untapped", "untap untaps untapped", r"\buntap(?:s|ped)?\b"),
    ("exiled", "exile exiled exiles", r"\bexiled?\b|\bexiles\b"),
    ("destroyed", "destroy destroys destroyed regenerate", r"\bdestroy(?:s|ed)?\b|\bregenerate\b"),
    (
        "countered",
        "counter counters countered",
        r"\bcounter(?:s|ed)? (?:target|that|it|the|each|all|up to|any|this|those|them|another)\b"
        r"|\bcountered\b",
    ),
    ("scry", "scry scries scried", r"\bscr(?:y|ies|ied)\b"),
    ("surveil", "surveil surveils surveiled", r"\bsurveil(?:s|ed)?\b"),
    ("transforms", "transform transforms transformed", r"\btransform(?:s|ed)?\b"),
    ("exerted", "exert exerts exerted", r"\bexert(?:s|ed)?\b"),
    (
        "leaves_graveyard",
        "leave leaves left",
        r"\bleaves? (?:your|a|their|an opponent's) graveyard",
    ),
    ("search", "search searches searched", r"\bsearch(?:es|ed)?\b"),
    ("shuffle", "shuffle shuffles", r"\bshuffles?\b"),
    (
        "mana_added",
        "add adds produce produces mana",
        r"\badds?\b(?= [^.]{0,40}(?:\{|\bmana\b))|\bproduces?\b|\bmana abilit",
    ),
    ("turned_face_up", "face", r"\bturned face up\b|\bturns? [^.]{1,30} face up\b"),
    (
        "control_changed",
        "control",
        r"\bgains? control\b|\bexchange control\b|\bcontrol of\b|\bcontrols? enchanted\b",
    ),
    (
        "to_hand",
        "hand hands",
        r"\bto (?:its|their|your|that player's|its owner's|their owners'|his or her) hands?\b",
    ),
    ("activate", "activate activated activates", r"\bactivated? abilit|\bactivates?\b"),
    (
        "land_played",
        "land lands",
        r"\bplay(?:s|ed)? (?:[\w-]+ ){0,3}lands?\b|\bland plays?\b",
    ),
)
#: Each event's name, the words one of which its words contain (a cheap test first), and its
#: pattern over lower-case words.
_EVENTS = tuple(
    (name, frozenset(words.split()), re.compile(pattern)) for name, words, pattern in _EVENT_WORDS
)
_WORD = re.compile(r"[a-z]+")
_COMBAT = re.compile(_EVENT_WORDS[9][2])


#: "At the beginning of [whose] [step]" → the step (engine.core.state.Step values).
_STEPS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bupkeep\b"), "upkeep"),
    (re.compile(r"\bdraw step\b"), "draw"),
    (re.compile(r"\bend of combat\b"), "end_of_combat"),
    (re.compile(r"\bend step\b|\bend of turn\b"), "end"),
    (re.compile(r"\bcombat\b"), "beginning_of_combat"),
    (re.compile(r"\bprecombat main phase\b|\bfirst main phase\b"), "main1"),
    (re.compile(r"\bpostcombat main phase\b|\bsecond main phase\b"), "main2"),
)
#: The old single trigger event of a triggered line, kept for `event` (engine.modifiers.unmodelled).
_TRIGGER_EVENTS = (
    "deals_combat_damage_to_player",
    "put_into_graveyard",
    "leaves_battlefield",
    "becomes_target",
    "tapped_for_mana",
    "enters",
    "sacrifice",
    "attacks",
    "blocks",
    "cast",
    "dealt_damage",
    "life_gained",
)
_REPLACEMENT = re.compile(
    r"\binstead\b|\bwould\b|\bskips?\b|\bprevent|\benters? (?:the battlefield )?(?:tapped|with)\b"
    r"|\bAs ~ enters\b|\bas a copy\b|\bcan't be prevented\b",
    re.IGNORECASE,
)
_PREVENTION = re.compile(r"\bprevent", re.IGNORECASE)
_CHANGES = re.compile(
    r"\bgets? [+−-](?:\d+|X)/[+−-](?:\d+|X)|\bbase power\b|\bpower and toughness\b"
    r"|\b(?:power|toughness) (?:is|are)\b(?! (?:\d+|X) or (?:less|greater))"
    r"|\blos(?:e|es) (?:all )?abilit"
    r"|\blos(?:e|es) [a-z ,]*(?:flying|reach|trample|haste|vigilance|deathtouch)"
    r"|\b(?:is|are)(?: still| also)? (?:a|an|all|every|colorless|white|blue|black|red|green)\b"
    r"|\b(?:is|are)(?: still| also)? [A-Z][a-z]+s?\b"
    r"|(?<!\bthat )(?<!\bif it )(?<!\bcan )(?<!\bcould )(?<!\bwhich )(?<!\bwho )"
    r"(?<!\byou )(?<!\bYou )\b(?:has|have) (?!been\b|any number\b)[\w\"“]"
    r"|\bcolors?\b(?= (?:is|are)\b)|\bswitch\b.*\bpower\b"
    r"|\bin addition to (?:its|their) other (?:types|colors)\b|\b(?:is|are) the chosen\b"
)
#: A rule about the spell itself, on an instant or sorcery: it functions on the stack (113.6).
_SPELL_STATIC = re.compile(
    r"(?:^|\s)~ costs |^~ can't be countered|^As an additional cost to cast|^~ can be cast |"
    r"rather than pay ~'s mana cost|"
    r"^You may cast ~ |^Cast ~ only|^~ has |^This spell costs|^Spells? |^~ is "
)
#: A modal ability's bullet (700.2), a spree mode ("+ {1} — …", 702.172) or a row of a die's
#: table ("1—9 | …", 706.2): part of the ability above it.
_BULLET = re.compile(r"[•+] |\d+(?:[—–-]\d+)? \| |\d+\+? — ")
#: A station's threshold ("8+ | Flying", 702.184) or an Un-card's "[cost] → [ability]": the
#: ability after it is what the line is.
_ROW = re.compile(r"\d+\+ \| |[^→]+ → ")
#: Struck-through letters (an Un-card's joke, "Double b̶r̶e̶a̶k̶e̶r̶ strike") aren't its words.
_STRUCK = re.compile(r".\u0336\s?")
#: An ability's words without a full stop (an Un-card's line, a line introducing those below
#: it with " —", a row of checkboxes): what a permanent's static ability says (604.1).
_FRAGMENT = re.compile(
    r"\b(?:can't|can|is|are|has|have|must|may|gets?|gains?|costs?)\b|—$|☐|[+-]\d+/[+-]\d+"
)
#: The engine's own notes kept as unread lines (engine.cards.convert, engine.cards.pool): a color
#: indicator the card data lacks is a characteristic (204), snow mana a rule of its cost (107.4h).
_SPELL_HALF = re.compile(
    r"\((?:the adventure half|the aftermath half|the prepare spell|the split card's)"
)
_ENGINE_NOTES: dict[str, Kind] = {"(Color indicator": "characteristic", "(Snow mana": "static"}


@dataclass(frozen=True, slots=True)
class UnsupportedLine:
    """An oracle line the engine doesn't model: its kind, the events its words name and, for
    a triggered ability, the trigger event its condition names (None when none is known)."""

    text: str
    kind: Kind
    event: str | None = None
    #: For "at the beginning of" triggers, the step (an `engine.core.state.Step` value).
    step: str | None = None
    #: True when the trigger condition is about the card itself ("When Gadwick enters").
    about_self: bool = False
    #: For "at the beginning of your …" only in its controller's turn.
    yours: bool = False
    #: For "whenever you cast / discard / draw …": its controller's doing only (603.2).
    by_you: bool = False
    #: Its condition is about the object its source is attached to ("equipped creature deals
    #: combat damage"), or a step of "enchanted player's" turn.
    about_attached: bool = False
    #: The kinds of event its words name (for a triggered line, its trigger condition's).
    events: tuple[str, ...] = ()
    #: A replacement or prevention effect (614.1, 615.1), "as ~ enters" and copy lines too.
    replacement: bool = False
    #: A prevention effect (615.1).
    prevention: bool = False
    #: Its words set or change P/T, abilities, types or colors (613.1): Humility, Opalescence.
    changes_characteristics: bool = False


#: An activation restriction (602.5b) names no event: "Activate only as a sorcery."
_RESTRICTION = re.compile(r"\bactivate (?:only|no more than)[^.]*\.?")


def _events(text: str) -> tuple[str, ...]:
    """The kinds of event `text` names, in the order of `_EVENT_WORDS`."""
    low = text.lower()
    if "activate" in low:
        low = _RESTRICTION.sub("", low)
    words = set(_WORD.findall(low))
    found = [
        n for n, keys, pattern in _EVENTS if not keys.isdisjoint(words) and pattern.search(low)
    ]
    if "deals_combat_damage_to_player" in found and "damage" not in _COMBAT.sub("", low):
        found.remove("dealt_damage")  # the one event "combat damage to a player" names
    return tuple(dict.fromkeys(found))


def _condition(text: str) -> str:
    """A trigger condition: the words up to its comma (603.1) — past the commas of a list of
    its subjects ("Whenever an Insect, Leech, Slug, or Worm you control attacks, …")."""
    parts = text.split(", ")
    condition = parts[0]
    for part in parts[1:-1]:
        if not (part.startswith(("or ", "and ", "and/or ")) or len(part.split()) <= 2):
            break
        condition += ", " + part
    return condition


def _triggered(line: str, text: str, name: str) -> UnsupportedLine:
    """A triggered ability: the events of its condition; for "At …" the step it names."""
    condition = _condition(text)
    events = list(_events(condition))
    found = trigger_condition(text if ", " in text else text + ", x")
    if found is not None and found[0]["event"] not in events:
        events.insert(0, found[0]["event"])
    step = None
    if condition.startswith("At "):
        step = next((s for pattern, s in _STEPS if pattern.search(condition)), None)
        events = ["beginning_of_step", *(e for e in events if e != "beginning_of_step")]
    event = "beginning_of_step" if condition.startswith("At ") else None
    event = event or next((e for e in _TRIGGER_EVENTS if e in events), None)
    # The condition's subject is the card itself: "When ~ enters", "Whenever ~ attacks" — not
    # "Whenever a creature dealt damage by ~ this turn dies", nor "When enchanted creature dies".
    subject = pattern(r"^(?:When|Whenever|At)\s+").sub("", condition)
    about_self = (
        subject.startswith(("~", "you cast ~"))
        or subject in ("you cycle ~", "you cycle or discard ~")  # 702.29c
        or (bool(name) and subject.casefold().startswith(name.casefold()))
    )
    yours = event == "beginning_of_step" and " your " in f" {condition.casefold()} "
    by_you = subject.startswith(("you cast ", "you discard ", "you draw "))
    about_attached = (
        _ATTACHED_PLAYERS_STEP.search(condition) is not None
        if event == "beginning_of_step"
        else _ATTACHED_SUBJECT.match(subject) is not None
    )
    return UnsupportedLine(
        line, "triggered", event, step, about_self, yours, by_you, about_attached, tuple(events)
    )


#: A trigger condition about the object its source is attached to (303.4, 301.5): "Whenever
#: equipped creature deals combat damage", "When enchanted land becomes tapped" — not "enchanted
#: creature's controller" — and a step of "enchanted player's" turn.
_ATTACHED_SUBJECT = re.compile(
    r"(?:enchanted|equipped|fortified) (?:creature|permanent|land|artifact|planeswalker)\b(?!['’]s)"
)
_ATTACHED_PLAYERS_STEP = re.compile(r"\benchanted player['’]s (?:upkeep|draw step|end step)\b")


@cache
def classify(text: str, name: str = "", spell: bool = False, header: str = "") -> UnsupportedLine:
    """The kind of the ability `text` of the card `name` is, and the events its words name;
    `spell` for a line of an instant or sorcery; `header` the line a bullet belongs to (a modal
    ability's "choose one —" line, 700.2), whose kind the bullet has."""
    line = text.strip()
    for note, kind in _ENGINE_NOTES.items():
        if line.startswith(note):
            return UnsupportedLine(line, kind)
    if line.endswith(MISSING_FACE_END):
        # A half the card data lacks: an adventure, aftermath, prepare or split half is a spell
        # of its own to cast (715.3, 702.127a, 709.3); any other face a permanent's.
        if _SPELL_HALF.search(line):
            return UnsupportedLine(line, "spell", events=("cast",))
        return UnsupportedLine(line, "static")
    prepared = prepare(_STRUCK.sub("", line), self_references(name, name) if name else ())
    body = prepared.text
    if not body and line.startswith("(") and line.endswith(")"):
        # A line that is all reminder text: the ability it reminds of (Saga, basic land type).
        return classify(line[1:-1], name, spell)
    if chapter_line(body) is not None:
        # A chapter ability: it triggers as lore counters are put on the Saga (714.2b).
        return UnsupportedLine(line, "triggered", "chapter", events=("counters_put",))
    if (row := _ROW.match(body)) is not None:
        return _with_text(classify(body[row.end() :], name, spell), line)
    if (bullet := _BULLET.match(body)) is not None:
        body = body[bullet.end() :]
        # A die's table row belongs to the roll above it (706.2); a mode to a "choose …" line
        # ending in a dash (700.2) — not a Siege's "• Khans — Whenever …", an ability itself.
        table = bullet.group(0)[0].isdigit()
        if header and (table or header.rstrip().endswith(("—", ":"))):
            mode_of = classify(header, name, spell)
            return _with(line, mode_of.kind, body, events=mode_of.events)
    lead, body = lead_words(body)
    if is_triggered(body):
        return _triggered(line, body, name)
    if is_activated(body):
        return _with(line, "activated", body)
    if is_keyword_line(prepared.bare) or is_keyword_line(body):
        step = _keyword_step(body)
        # Cumulative upkeep and its kin act in their controller's upkeep only (702.24a);
        # protection and evasion matter only where it happened to the permanent itself.
        return replace(
            _with(line, "keyword", body, events=_keyword_events(body)),
            step=step,
            yours=step is not None,
            about_self=all(keyword_about_self(k) for k in _keyword_names(body)),
        )
    if is_copy(body):
        return _with(line, "copy", body, replacement=True)
    if is_as_enters(body):
        return _with(line, "as_enters", body, replacement=True)
    if is_characteristic_defining(body):
        return _with(line, "characteristic", body, changes=True)
    if spell and not _SPELL_STATIC.search(body):
        return _with(line, "spell", body)
    if lead and body.startswith("{") and "." not in body:
        return _with(line, "keyword", body, events=_keyword_events(lead))  # "Ransom — {6} …"
    above = classify(header, name, spell) if bullet is not None and header else None
    if above is not None and (
        (_CHOOSE.search(header) and above.kind in ("triggered", "activated"))
        or not _is_sentence(line)
    ):
        # A mode of the triggered or activated ability above ("At the beginning of combat on
        # your turn, you may choose two.", 700.2) — not a Siege's chosen ability, an ability of
        # its own — or a mode without words of its own: that ability's kind.
        return _with(line, above.kind, body, events=above.events)
    if _is_sentence(line) or _FRAGMENT.search(body):
        return _with(line, "static", body)
    return UnsupportedLine(line, "unknown", events=_events(body))


_CHOOSE = re.compile(r"\bchoose\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?:)][\"”'’)]*$")


def _keyword_events(keywords: str) -> tuple[str, ...]:
    """The events the rules of a keyword line's keywords name (702): "Flying, persist"."""
    out: list[str] = []
    for piece in pattern(r"[,;] ").split(keywords):
        named = keyword_name(piece.strip()) or pattern(r"[ —{]").split(piece.strip(), maxsplit=1)[0]
        out += keyword_events(named)
    return tuple(out)


def _keyword_names(keywords: str) -> list[str]:
    """The keywords of a keyword line ("Flying, protection from red")."""
    return [
        keyword_name(piece.strip()) or pattern(r"[ —{]").split(piece.strip(), maxsplit=1)[0]
        for piece in pattern(r"[,;] ").split(keywords)
    ]


def _keyword_step(keywords: str) -> str | None:
    """The step at whose beginning a keyword line's keyword acts, its controller's (702.24a)."""
    return next((s for k in _keyword_names(keywords) if (s := keyword_step(k)) is not None), None)


def _is_sentence(line: str) -> bool:
    """A complete ability's words as printed: a sentence ending in a full stop, "!" or "?"
    (quoted or not), a colon before the lines it introduces, or reminder text after it."""
    return _SENTENCE_END.search(line) is not None


def _with_text(found: UnsupportedLine, line: str) -> UnsupportedLine:
    return replace(found, text=line)


#: A static ability's condition ("As long as ~ is untapped, …", 611.3a): it names no event.
_CONDITION = re.compile(r"^(?:As long as [^,]+|During your turn|During each of your turns), ")


def _replaced(words: str) -> list[str]:
    """What a replacement effect replaces (614.1a): in each of its sentences (the compiler's
    sentence splitting) that says "would", the words up to the comma after it — "If a card
    would be put into a graveyard from anywhere"."""
    out = []
    for sentence in sentences(words):
        if (at := sentence.find(" would ")) >= 0:
            comma = sentence.find(", ", at)
            out.append(sentence[: comma if comma >= 0 else len(sentence)])
    return out


def _with(
    line: str,
    kind: Kind,
    body: str,
    replacement: bool = False,
    changes: bool = False,
    events: tuple[str, ...] = (),
) -> UnsupportedLine:
    """The line's kind with the events it names: a static ability's without its condition,
    a replacement effect's those it replaces ("would …", 614.1a)."""
    static = kind in ("static", "as_enters", "copy", "characteristic")
    replaces = replacement or (static and _REPLACEMENT.search(body) is not None)
    words = _CONDITION.sub("", body) if static else body
    if replaces and (would := _replaced(words)):
        words = " ".join(would)
    return UnsupportedLine(
        line,
        kind,
        events=tuple(dict.fromkeys((*events, *_events(words)))),
        replacement=replaces,
        prevention=replaces and _PREVENTION.search(body) is not None,
        changes_characteristics=changes or (static and _CHANGES.search(body) is not None),
    )


def classify_all(
    texts: Sequence[str], name: str = "", spell: bool = False
) -> tuple[UnsupportedLine, ...]:
    """Every unread line of a card, in order: a bullet has the kind of the line above the
    bullets (its modal ability's header, 700.2)."""
    out: list[UnsupportedLine] = []
    header = ""
    for text in texts:
        is_bullet = _BULLET.match(text.strip()) is not None and not _ROW.match(text.strip())
        if not is_bullet:
            header = text
        out.append(classify(text, name, spell, header if is_bullet else ""))
    return tuple(out)
