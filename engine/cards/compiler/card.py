"""A card's oracle text, line by line, as abilities and spell instructions (the compiler's core).

Every line has one of three outcomes (`Reading.outcome`):
- "recognised": the line is vocabulary the engine plays, and nothing of it is left out;
- "gap": the line is a known kind of thing the engine doesn't model yet (a keyword of 702 it
  doesn't have, a keyword action like scry): named in `gap`, kept as unsupported text;
- "unsupported": no template reads it; kept as unsupported text.

The template families are tried in a fixed order: keyword lines, Enchant and Equip, entering
replacements, static abilities, modes, triggered and activated abilities, and — on an instant or
sorcery — instructions of the spell itself (608.2c). A line (or a spell's text) none of them
reads is read by the oracle grammar and lowered into the vocabulary (`grammar_route`, issue 28),
when all of it is. A spell's instructions are all read or the spell's whole text is
unsupported: playing half a spell would be a guess (its targets, 601.2c, come from every
sentence).
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass
from typing import Any, Literal, cast

from pydantic import TypeAdapter, ValidationError

from engine.cards.compiler import (
    abilities,
    activation_zones,
    amount_changes,
    casting,
    chosen_type,
    copy_lines,
    cost_words,
    dies_instead,
    draw_replacements,
    entering_instead,
    grammar_route,
    granted_mana,
    mana,
    modes,
    rule_statics,
    shapes,
    static_prevention,
    statics,
    transform,
    trigger_doublers,
    words,
)
from engine.cards.compiler.instructions import Targets, read
from engine.cards.compiler.registry import (
    FACE_LINES,
    FACES,
    LineReading,
    add_reader,
    readers,
    sections_fold,
    split_spell_ending,
)
from engine.cards.compiler.selectors import protections
from engine.cards.compiler.shapes import ability_word
from engine.cards.compiler.targets import sacrifices_one
from engine.cards.compiler.text import Line, oracle_lines, pattern, prepare
from engine.cards.grammar.selves import self_references
from engine.cards.lowering.quoted import read_lines_with
from engine.cards.vocabulary import Ability, Effect, Mode, TargetSpec, normalise_keyword

Outcome = Literal["recognised", "gap", "unsupported"]
#: A piece of a keyword line beside keywords the engine knows ("protection from Demons").
_KEYWORD_PIECE = re.compile(r"[A-Za-z][A-Za-z' -]*(?: \d+| ?\{[^}]+\}.*| [XN])?")
#: Keyword actions (701) the engine doesn't perform yet, named when a line starts with one.
_KEYWORD_NAME = re.compile(r" \d| \{| —|—| [XN]$")
#: How many lines' readings `_line_read` keeps: every one the corpus has (about 41,000 differ
#: by their line, the names they say, spell text or not, creature types or not). Fewer kept, a
#: line printed alike on cards far apart in the corpus is read again each time (with 8,192 kept,
#: 2,800 of the whole-corpus compile's 43,500 line reads were such repeats).
_LINES_KEPT = 65536
_ACTIONS = (
    "Scry",
    "Surveil",
    "Mill",
    "Discard",
    "Search",
    "Proliferate",
    "Amass",
    "Explore",
    "Fight",
)


@dataclass(frozen=True, slots=True)
class Reading:
    """What the compiler made of one oracle line."""

    line: str
    outcome: Outcome
    #: The template family that read it ("keywords", "triggered", "spell" …), or the gap's name.
    template: str
    abilities: tuple[Any, ...] = ()
    #: What the engine understood, in words from the vocabulary it read (`words`).
    words: str = ""


@dataclass(frozen=True, slots=True)
class Compiled:
    """A face's abilities and spell parts, with one reading per oracle line."""

    readings: tuple[Reading, ...]
    abilities: tuple[Any, ...]
    targets: tuple[dict[str, Any], ...] = ()
    effects: tuple[dict[str, Any], ...] = ()
    modes: tuple[dict[str, Any], ...] = ()
    choose: tuple[int, int] = (1, 1)
    cant_be_countered: bool = False
    additional_costs: dict[str, Any] | None = None
    #: The face's colors when a line sets them, a characteristic-defining ability (604.3: devoid
    #: makes it colorless, 702.114a); None: its mana cost's (202.2).
    colors: tuple[str, ...] | None = None


def _keyword_line(line: Line) -> tuple[list[str], list[str]] | None:
    """ "Flying, banding" -> (["Flying"], ["Banding"]): the keywords the engine models and the
    ones it doesn't, or None when the line isn't a list of keywords (702). "~ has protection
    from the chosen color." is a keyword the card has too."""
    if (has := pattern(r"~ has (.+)\.").fullmatch(line.text)) and (
        kw := normalise_keyword(has.group(1))
    ):
        return [kw], []
    # Keywords are listed with commas, or in older oracle text semicolons ("Trample; rampage
    # 2", "Flying; banding"): either separates abilities.
    pieces = [p.strip() for p in pattern(r"[,;]").split(line.bare)] if line.bare else []
    # "Protection from black and from red" is two protection abilities (702.16g).
    pieces = [q for p in pieces for q in protections(p)]
    keywords = [normalise_keyword(p) for p in pieces]
    if not pieces or not any(keywords):
        return None
    rest = [p for p, k in zip(pieces, keywords, strict=True) if not k]
    if not all(_KEYWORD_PIECE.fullmatch(p) for p in rest):
        return None
    return [k for k in keywords if k], [p[:1].upper() + p[1:] for p in rest]


def _with_text(ability: dict[str, Any], line: Line) -> dict[str, Any]:
    """The ability keeps its oracle line, without reminder text (207.2: it has no rules
    meaning), as the event log quotes it."""
    return {**ability, "text": line.bare or line.printed}


def _gap(line: Line) -> str | None:
    """The name of a known kind of line the engine doesn't model, or None."""
    first = line.bare.split(" ")[0].rstrip(",.")
    if first in _ACTIONS:
        return f"keyword action: {first.lower()}"
    if shapes.is_keyword_line(line.bare):
        pieces = [p.strip() for p in pattern(r"[,;]").split(line.bare)]
        unknown = next((p for p in pieces if not normalise_keyword(p)), pieces[0])
        return "keyword: " + (shapes.keyword_name(unknown) or _KEYWORD_NAME.split(unknown)[0])
    return None


_ABILITY: TypeAdapter[Any] = TypeAdapter(cast(Any, Ability))
_SPELL: TypeAdapter[Any] = TypeAdapter(tuple[TargetSpec | Mode | Effect, ...])


def _valid(adapter: TypeAdapter[Any], data: Any) -> bool:
    """Whether what a template read is valid vocabulary: a number beyond the vocabulary's bounds
    ("gets -0/-9999", 1,000 at most) leaves the line unread rather than the card unloadable."""
    try:
        adapter.validate_python(data)
    except ValidationError:
        return False
    return True


#: The compiler's own template families for a permanent's lines, by priority (lowest first);
#: a mechanic's package registers its own (`engine.cards.compiler.registry`).
#: Its face reader unreads "the chosen type" where the face chooses no creature type.
assert chosen_type.GAP  # noqa: S101 - imported for its registration
add_reader("cost change", 200, casting.cost_change)
add_reader("crew", 400, statics.crew)
add_reader("enters", 800, statics.entering)
add_reader("enters: as a copy", 850, copy_lines.enters_as_copy)
add_reader("static: characteristic-defining", 900, statics.defining)
add_reader("static: maximum hand size", 1000, rule_statics.hand_size)
add_reader("static: the legend rule doesn't apply", 1050, rule_statics.legend_rule)
add_reader("replacement: exiled instead of a graveyard", 1100, rule_statics.exile_instead)
add_reader("replacement: exiled instead of dying", 1101, dies_instead.read)
add_reader("replacement: redirection", 1200, rule_statics.redirect)
add_reader("replacement: amounts", 1220, amount_changes.read)
add_reader("replacement: a draw", 1221, draw_replacements.read)
add_reader("replacement: exiled instead of entering", 1222, entering_instead.read)
add_reader("replacement: prevention from sources", 1223, static_prevention.read)
add_reader("static: can't be activated", 1230, rule_statics.cant_activate)
add_reader("static: entering doesn't trigger", 1240, rule_statics.entering_doesnt_trigger)
add_reader("static: triggers an additional time", 1242, trigger_doublers.read)
add_reader("static: can't cast", 1245, rule_statics.cant_cast)
add_reader("static: player limits", 1246, rule_statics.player_limits)
add_reader("opening hand: begin on the battlefield", 1247, rule_statics.opening_hand)
add_reader("static: a player's hexproof or shroud", 1248, rule_statics.player_keyword)
add_reader("static: colors in every zone", 1241, rule_statics.every_zone_colors)
add_reader("static: creature types in every zone", 1243, rule_statics.every_zone_types)
add_reader("static: a cost to attack", 1249, rule_statics.attack_cost)
add_reader("static: a restriction on attacking", 1251, rule_statics.attack_restriction)
add_reader("static: an effect that outlasts its source", 1290, statics.lingering)
add_reader("static", 1300, statics.static)
add_reader("static: granted mana ability", 1400, granted_mana.granted)
add_reader("static: granted token copy", 1420, copy_lines.granted_token_copy)
add_reader("replacement: tapped for mana", 1430, mana.replacement)
add_reader("triggered: mana", 1500, mana.triggered)
add_reader("triggered", 1600, abilities.triggered)
add_reader("activated", 1700, abilities.activated)


def _permanent_line(line: Line) -> tuple[str, list[Any]] | None:
    text = line.text
    for template, reader in readers():
        if (found := reader(text)) is not None:
            # A line may be two abilities ("~ enters tapped with two charge counters on it").
            parts = [_with_text(a, line) for a in (found if isinstance(found, list) else [found])]
            return (template, parts) if all(_valid(_ABILITY, a) for a in parts) else None
    return None


def _face_line(line: Line) -> tuple[str, LineReading] | None:
    """A line a face line reader reads (a Saga's chapter, a reminder of the rules), with its
    template, when every ability it reads is valid vocabulary."""
    for template, reader in FACE_LINES.ordered():
        if (read := reader(line)) is not None and all(_valid(_ABILITY, a) for a in read.abilities):
            return template, read
    return None


def _modal_ability(header: Line, bullets: list[Line]) -> tuple[list[Reading], list[Any]]:
    """A modal triggered or activated ability and its bullets (700.2): one reading per line, the
    ability on the first; every line unread when any part isn't read. With the abilities."""
    found = modes.ability(header, bullets)
    if found is not None:
        ability = _with_text(found, header)
        if _valid(_ABILITY, ability):
            template = f"{ability['kind']}: modes"
            said = words.ability(ability)
            first = Reading(header.printed, "recognised", template, (ability,), said)
            return [first] + [
                Reading(b.printed, "recognised", template, words=words.mode(m))
                for b, m in zip(bullets, ability["modes"], strict=True)
            ], [ability]
    lines = (header, *bullets)
    return [_unread(line) for line in lines], [
        {"kind": "unsupported", "text": line.printed} for line in lines
    ]


@dataclass(frozen=True, slots=True)
class _LineRead:
    """What one line of a face is read as, apart from the other lines: its reading (None for
    a spell's line, read with the spell's others), its abilities, and what it sets of the face
    itself ("colors", "targets", "cant_be_countered", "additional_costs")."""

    reading: Reading | None
    abilities: tuple[Any, ...] = ()
    face: tuple[tuple[str, Any], ...] = ()


def _named(line: Line, selves: tuple[str, ...]) -> tuple[str, ...]:
    """The names of `selves` the printed line says: the only ones its reading depends on (a name
    it doesn't say is never replaced by "~" nor tokenised as the card itself, 201.5)."""
    return tuple(name for name in selves if name in line.printed)


def _has_creature_types(types: tuple[str, ...]) -> bool:
    """Whether a face of these types has creature types (205.3m): a creature's or a kindred's."""
    return bool({"Creature", "Kindred"} & set(types))


@functools.lru_cache(maxsize=_LINES_KEPT)
def _line_read(
    line: Line, selves: tuple[str, ...], is_spell: bool, creature_types: bool
) -> _LineRead:
    """One line of a face that isn't a modal ability's: tried by each reader in turn, the first
    to read it deciding. Its reading depends on nothing but these arguments — the line, the
    names of the card it says (`_named`), whether it is spell text and whether the face has
    creature types — so a line printed alike on many cards ("Flying", "{T}: Add {C}.", "When
    this creature enters, draw a card.") is read once and its reading shared (issue 28: the
    compile's budget); what it holds is never changed once made."""
    if not line.bare and (inner := _reminder_ability(line, selves)) is not None:
        said = words.ability(inner) + " (its basic land type's intrinsic ability, 305.6)"
        reading = Reading(line.printed, "recognised", "mana: basic land type", (inner,), said)
        return _LineRead(reading, (inner,))
    if (early := _face_line(line)) is not None:
        template, read = early
        reading = Reading(line.printed, "recognised", template, read.abilities, read.words)
        colors = () if read.colors is None else (("colors", read.colors),)
        return _LineRead(reading, tuple(_with_text(a, line) for a in read.abilities), colors)
    if (zoned := activation_zones.read(line.text)) is not None and _valid(_ABILITY, zoned[1]):
        template, ability = zoned
        reading = Reading(line.printed, "recognised", template, (ability,), words.ability(ability))
        return _LineRead(reading, (_with_text(ability, line),))
    if (listed := _keyword_line(line)) is not None:
        keywords, unknown = listed
        if "Changeling" in keywords and not creature_types:
            # Only creatures and kindreds have creature types (205.3m): a noncreature
            # changeling that later becomes a creature isn't modelled.
            keywords, unknown = [k for k in keywords if k != "Changeling"], ["Changeling"]
        if unknown:
            gap = "keyword: " + _KEYWORD_NAME.split(unknown[0])[0]
            reading = Reading(line.printed, "gap", gap, tuple(keywords))
        else:
            said = "; ".join(words.ability(k) for k in keywords)
            reading = Reading(line.printed, "recognised", "keywords", tuple(keywords), said)
        unread = tuple({"kind": "unsupported", "text": p} for p in unknown)
        return _LineRead(reading, (*keywords, *unread))
    if enchanted := statics.enchant(line.text):
        ability, spec = enchanted
        reading = Reading(line.printed, "recognised", "enchant", (ability,), words.ability(ability))
        # An Aura spell targets what it can enchant (303.4a).
        return _LineRead(reading, (_with_text(ability, line),), (("targets", [spec]),))
    if line.text == "~ can't be countered.":
        # A permanent spell's too (Carnage Tyrant): the engine checks it when countering.
        said = "this spell can't be countered"
        reading = Reading(line.printed, "recognised", "spell: can't be countered", words=said)
        return _LineRead(reading, (), (("cant_be_countered", True),))
    if (paid := _additional_cost(line.text)) is not None:
        # Any spell's, a permanent spell's too: paid as it is cast (601.2b, 601.2f-h).
        said = "an additional cost to cast it: " + cost_words.cost(paid)
        reading = Reading(line.printed, "recognised", "spell: additional cost", words=said)
        return _LineRead(reading, (), (("additional_costs", paid),))
    if is_spell:
        return _LineRead(None)
    if (permanent := _permanent_line(line)) is not None:
        template, parts = permanent
        said = "; ".join(words.ability(a) for a in parts)
        return _LineRead(
            Reading(line.printed, "recognised", template, tuple(parts), said), tuple(parts)
        )
    if (grammar := _grammar_line(line, selves)) is not None:
        template, ability = grammar
        said = words.ability(ability)
        return _LineRead(
            Reading(line.printed, "recognised", template, (ability,), said), (ability,)
        )
    return _LineRead(_unread(line), ({"kind": "unsupported", "text": line.printed},))


def compile_face(
    name: str,
    face_name: str,
    text: str,
    types: tuple[str, ...],
    *,
    back: bool = False,
    subtypes: tuple[str, ...] = (),
) -> Compiled:
    """Read every oracle line of one face (current oracle wording). `back`: the card data has a
    back face to transform into (712.8); without one, "transform ~" can't be played and its
    line stays unread (a modal double-faced card's second face isn't in the corpus).
    `subtypes`: the face's, which for a planeswalker give its shortened name (201.5c)."""
    selves = self_references(name, face_name, subtypes if "Planeswalker" in types else ())
    lines = [prepare(raw, selves) for raw in oracle_lines(text)]
    is_spell = bool({"Instant", "Sorcery"} & set(types))
    readings: dict[int, Reading] = {}
    found: list[Any] = []
    spell_lines: list[int] = []
    out: dict[str, Any] = {}
    #: `found[marks[i]:marks[i + 1]]` are the abilities line `i` gave (a leveler's bands, 711.2).
    marks: list[int] = []
    done: set[int] = set()
    for i, line in enumerate(lines):
        marks.append(len(found))
        if i in done:
            continue
        if not is_spell and modes.is_header(line):
            # A modal ability's bullets are its own (700.2): its header line holds it.
            bullets = list(itertools.takewhile(modes.is_bullet, lines[i + 1 :]))
            block = range(i, i + 1 + len(bullets))
            done.update(block)
            read_block, block_abilities = _modal_ability(line, bullets)
            readings.update(zip(block, read_block, strict=True))
            found += block_abilities
            continue
        read_line = _line_read(line, _named(line, selves), is_spell, _has_creature_types(types))
        if read_line.reading is None:
            spell_lines.append(i)
            continue
        readings[i] = read_line.reading
        found += read_line.abilities
        out.update(read_line.face)
    marks.append(len(found))
    if not back:
        found = transform.without_back(lines, readings, found, _unread)
    # A mechanic's sections (a Class's level bars, 716.2; a leveler's level symbols, 711.2): a
    # face has one or none.
    if (sections := sections_fold(lines)) is not None:
        found = sections(lines, readings, found, marks)
    for _, fold in FACES.ordered():  # a mechanic's pass over the whole face (backup)
        found = fold(lines, readings, found)
    if spell_lines:
        sacrificed = sacrifices_one(out.get("additional_costs"))
        spell = _spell([lines[i] for i in spell_lines], sacrificed) or _grammar_spell(
            [lines[i] for i in spell_lines], selves
        )
        if spell is None:
            for i in spell_lines:
                readings[i] = _unread(lines[i])
                found.append({"kind": "unsupported", "text": lines[i].printed})
        else:
            template, spell_parts = spell
            out.update(spell_parts)
            per_line = _spell_words(spell_parts, len(spell_lines))
            for n, i in enumerate(spell_lines):
                readings[i] = Reading(lines[i].printed, "recognised", template, words=per_line[n])
    return Compiled(
        readings=tuple(readings[i] for i in range(len(lines))),
        abilities=tuple(found),
        targets=tuple(out.get("targets", ())),
        effects=tuple(out.get("effects", ())),
        modes=tuple(out.get("modes", ())),
        choose=tuple(out.get("choose", (1, 1))),
        cant_be_countered=bool(out.get("cant_be_countered")),
        additional_costs=out.get("additional_costs"),
        colors=out.get("colors"),
    )


def _grammar_line(line: Line, selves: tuple[str, ...]) -> tuple[str, dict[str, Any]] | None:
    """A permanent's line no template reads, read by the oracle grammar and lowered (issue 28
    §3), when all of it is (`grammar_route`)."""
    found = grammar_route.read_line(line, selves)
    if found is None:
        return None
    template, ability = found
    ability = _with_text(ability, line)
    return (template, ability) if _valid(_ABILITY, ability) else None


def _grammar_spell(lines: list[Line], selves: tuple[str, ...]) -> tuple[str, dict[str, Any]] | None:
    """A spell's text no template reads, read whole by the oracle grammar and lowered."""
    if modes.is_header(lines[0]):
        return None
    parts = grammar_route.read_spell(lines, selves)
    if parts is None or not _valid(_SPELL, (*parts["targets"], *parts["effects"])):
        return None
    return "grammar: spell", parts


def _reminder_ability(line: Line, selves: tuple[str, ...]) -> dict[str, Any] | None:
    """ "({T}: Add {G}.)": the reminder of a basic land type's intrinsic mana ability (305.6),
    printed in parentheses; read like the ability it reminds of, with that as its text."""
    printed = line.printed
    if not (printed.startswith("(") and printed.endswith(")")):
        return None
    inner = prepare(printed[1:-1], selves)
    ability = abilities.activated(inner.text)
    if ability is None or not inner.text.startswith("{T}: Add"):
        return None
    return {**ability, "text": inner.printed}


def _spell_words(parts: dict[str, Any], count: int) -> list[str]:
    """Words for each line of a spell: the whole reading on its first line, each mode on its
    own line ("Choose one —" says so)."""
    if "modes" in parts:
        each = [words.spell(list(m.get("targets", ())), list(m["effects"])) for m in parts["modes"]]
        return [words.choose(parts["choose"]), *each]
    said = words.spell(list(parts["targets"]), list(parts["effects"]))
    return [said] + ["(read with the line above, as one set of instructions)"] * (count - 1)


def _unread(line: Line) -> Reading:
    gap = _gap(line)
    return Reading(line.printed, "gap" if gap else "unsupported", gap or "")


def _additional_cost(text: str) -> dict[str, Any] | None:
    """ "As an additional cost to cast ~, sacrifice a creature." / "…, exile a creature card from
    your graveyard." (601.2b, 601.2f-h)."""
    m = pattern(r"As an additional cost to cast ~, (.+)\.").fullmatch(text)
    if not m:
        return None
    paid = abilities.cost(m.group(1)[:1].upper() + m.group(1)[1:])
    paid_with = {"sacrifice", "life", "discard", "exile_from_graveyard"}
    return paid if paid is not None and set(paid) <= paid_with else None


def _spell(lines: list[Line], sacrificed: bool = False) -> tuple[str, dict[str, Any]] | None:
    """The instructions of an instant or sorcery (608.2c), or its modes ("Choose one —",
    700.2), or None when any sentence isn't read; `sacrificed`: whether its additional cost
    sacrifices one permanent, which "the sacrificed creature" names."""
    if modes.is_header(lines[0]):
        parts = modes.spell(lines)
        if parts is None or not _valid(_SPELL, tuple(parts["modes"])):
            return None
        return "spell: modes", parts
    targets = Targets(sacrificed=sacrificed)
    # A mechanic's closing sentence ("If this spell was kicked, …", 702.33e), read after the rest.
    # An ability word before the spell's text has no rules meaning (207.2c: "Converge — …").
    said = ability_word(" ".join(line.text for line in lines))
    text, ending, read_ending = split_spell_ending(said)
    effects = read(text, targets)
    if effects is not None and ending is not None and read_ending is not None:
        more = read_ending(ending, targets)
        effects = None if more is None else [*effects, more]
    if effects is None or not _valid(_SPELL, (*targets.specs, *effects)):
        return None
    return "spell", {"effects": effects, "targets": targets.specs}


def _quoted_line(printed: str) -> tuple[Any, ...] | None:
    """A quoted ability's text (113.2c) read as one line of a permanent is — keywords, the
    templates, the grammar — with "this creature" / "this token" as the object that has it
    (no card name is given, so only those name it); None unless the whole line is read as
    abilities (not an Enchant line, a spell's text or a cost of casting)."""
    compiled = compile_face("", "", printed, ())
    if len(compiled.readings) != 1 or compiled.readings[0].outcome != "recognised":
        return None
    if (
        compiled.targets
        or compiled.effects
        or compiled.modes
        or compiled.cant_be_countered
        or compiled.additional_costs
        or compiled.colors is not None
    ):
        return None
    return compiled.abilities or None


read_lines_with(_quoted_line)
