"""What a mechanic contributes to the compiler, registered by the mechanic's own package
(`engine/mechanics/<name>/reading.py`, `words.py`) rather than listed here.

Its readers, one mechanism (`Readers`) for each stage of reading a face at which a mechanic may
read something, each reader under its template family with a declared priority — a stage tries
its readers from the lowest priority, so a narrow template ("{cost}: Monstrosity N.") comes before
the general one that would read the line differently ("activated"); two readers of a stage may
not share a template or a priority:

- `PERMANENT_LINES` (`reader`): a permanent's line, as its abilities;
- `SENTENCES` (`sentence_reader`): one instruction of a spell or an ability, in the middle of
  reading its sentences ("it fights target creature", 701.14a), with the target specs read so far
  and the reader of what "it" or "target creature" names;
- `FACE_LINES` (`line_reader`): any line of a face, a spell's too, before its keywords and its
  abilities are tried: a line that is neither (a Saga's chapter, 714.2b; a reminder of the rules
  for every Saga, 714.3a; devoid's colors, 702.114a) or a keyword the reader stands for
  (outlast's activated ability, 702.107a) says its abilities, its words and any colors it sets;
- `FACES` (`face_reader`): the whole face once every line is read, which may make a line unread
  when what it needs from the others isn't read (backup grants the abilities printed below it,
  702.165a).

A mechanic may also read a spell's closing sentence apart from its other instructions
(`spell_ending`: "If this spell was kicked, …", 702.33e), and a face whose lines come in sections
(`sections`: a Class's level bars, 716.2), tried before a leveler's level symbols (711.2).

A mechanic's trigger events are its own too: the phrase that names one ("When ~ becomes
monstrous", 603.1), registered with the trigger it reads as (`trigger_phrase`), and the card
page's words for the event (`trigger_words`).

Besides: a reader of an ability activated from a graveyard (113.6m) whose line begins with its
keyword ("Unearth {2}{B}"), under its template ("keywords: unearth"), tried for every card before
its line is read as a list of keywords (`engine.cards.compiler.activation_zones`); each reads only
lines beginning with its own keyword, so their order doesn't matter. And the words the card page
says for a keyword ("the keyword Extort (702.101a), …") and for an instruction, by its `op`.

A key registered twice is refused (`engine.core.registry.DuplicateRegistration`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any, Generic, TypeVar

from engine.core.registry import Registry, discover

R = TypeVar("R", bound=Callable[..., Any])

#: A line reader: the ability (or abilities) a permanent's line is, or None.
Reader = Callable[[str], Any]
#: A sentence reader: (the sentence without its full stop and with a lower-case first word, the
#: target specs so far, the reader of a subject "it"/"target creature") -> its instructions.
SentenceReader = Callable[[str, Any, Any], "list[dict[str, Any]] | None"]
#: A face line reader: the line (`engine.cards.compiler.text.Line`) -> how it is read, or None.
LineReader = Callable[[Any], "LineReading | None"]
#: A face reader: (the face's lines, their readings by index, updated in place, the face's
#: abilities) -> the face's abilities.
FaceReader = Callable[[list[Any], dict[int, Any], list[Any]], list[Any]]
#: A spell's closing sentence: (the spell's text -> the text before the sentence and the
#: sentence, or the text and None; (the sentence, the target specs so far) -> its instruction).
SpellEnding = tuple[
    Callable[[str], "tuple[str, str | None]"], Callable[[str, Any], "dict[str, Any] | None"]
]
#: A face's sections: (the face's lines, their readings by index, updated in place, the face's
#: abilities, where each line's abilities begin among them) -> the face's abilities.
SectionsFold = Callable[[list[Any], dict[int, Any], list[Any], list[int]], list[Any]]
#: Words for an instruction (`op`) of the vocabulary, and with the target specs it refers to.
EffectWords = Callable[[dict[str, Any]], str]
TargetedWords = Callable[[dict[str, Any], list[dict[str, Any]]], str]


@dataclass(frozen=True, slots=True)
class LineReading:
    """What a face line reader made of a line: its abilities (none for a reminder of the rules)
    and what the card page says of it; `colors`, the face's colors when the line is a
    characteristic-defining ability setting them (604.3, 202.2: devoid's none, 702.114a)."""

    abilities: tuple[Any, ...]
    words: str
    colors: tuple[str, ...] | None = None


class Readers(Generic[R]):
    """The readers of one stage: each registered under its template with its priority, tried in
    the order of their priorities; a template or a priority registered twice is refused."""

    __slots__ = ("_order", "_priorities", "_readers")

    def __init__(self, what: str) -> None:
        self._readers: Registry[str, tuple[int, R]] = Registry(f"the {what} template")
        self._priorities: Registry[int, str] = Registry(f"the {what} priority")
        self._order: tuple[tuple[str, R], ...] = ()

    def add(self, template: str, priority: int, reader: R) -> R:
        """Register `reader` as the template family `template`, tried in the order of
        `priority`."""
        if template in self._readers:  # refused before its priority is taken
            self._readers.register(template, (priority, reader))
        self._priorities.register(priority, template)
        self._readers.register(template, (priority, reader))
        return reader

    def __call__(self, template: str, priority: int) -> Callable[[R], R]:
        """A decorator registering the decorated function."""
        return lambda function: self.add(template, priority, function)

    def priority(self, template: str) -> int:
        return self._readers[template][0]

    def ordered(self) -> tuple[tuple[str, R], ...]:
        """The readers, as (template, reader), in the order of their priorities, once every
        mechanic's reading has registered its own."""
        load()
        if len(self._order) != len(self._readers):  # a reader registered later: a new order
            ordered = sorted(self._readers.items(), key=lambda item: item[1][0])
            self._order = tuple((template, read) for template, (_, read) in ordered)
        return self._order


PERMANENT_LINES: Readers[Reader] = Readers("compiler")
SENTENCES: Readers[SentenceReader] = Readers("sentence")
FACE_LINES: Readers[LineReader] = Readers("face line")
FACES: Readers[FaceReader] = Readers("face")
ZONE_READERS: Registry[str, Reader] = Registry("the graveyard ability's template")
#: A trigger phrase's pattern -> (the pattern, compiled; the trigger it reads as, from its match).
TRIGGER_PHRASES: Registry[
    str, tuple[re.Pattern[str], Callable[[re.Match[str]], dict[str, Any]]]
] = Registry("the trigger phrase")
#: The trigger events whose abilities' X is the one the mechanic's event chose ("When this
#: creature becomes monstrous, it deals X damage", 701.37c; turned face up, 702.37f), by event:
#: the rule saying so. The compiler leaves such an ability unread.
OWN_X_EVENTS: Registry[str, str] = Registry("the trigger event with an X of its own")
TRIGGER_WORDS: Registry[str, Callable[[dict[str, Any]], str]] = Registry(
    "the words for the trigger event"
)
KEYWORD_WORDS: Registry[str, Callable[[str], str]] = Registry("the keyword's words for")
EFFECT_WORDS: Registry[str, TargetedWords] = Registry("the words for the instruction")
SPELL_ENDINGS: Registry[str, SpellEnding] = Registry("the spell's closing sentence")
#: A face's sections by name: (whether the face's lines have them, their fold).
SECTIONS: Registry[str, tuple[Callable[[list[Any]], bool], SectionsFold]] = Registry(
    "the face's sections"
)

#: Decorators: the decorated function reads at that stage, under its template and priority.
reader = PERMANENT_LINES
sentence_reader = SENTENCES
line_reader = FACE_LINES
face_reader = FACES


def add_reader(template: str, priority: int, read: Reader) -> Reader:
    """Register `read` as the permanent line template family `template`."""
    return PERMANENT_LINES.add(template, priority, read)


def zone_reader(template: str) -> Callable[[Reader], Reader]:
    """A decorator: the decorated function reads a line that is an ability activated from a
    graveyard (113.6m), as the template family `template`."""
    return lambda function: ZONE_READERS.register(template, function)


def spell_ending(
    name: str, split: Callable[[str], tuple[str, str | None]]
) -> Callable[[Callable[[str, Any], dict[str, Any] | None]], Callable[[str, Any], Any]]:
    """A decorator: the decorated function reads the closing sentence `split` finds at the end
    of a spell's text (`name`: "kicker"), as one instruction, given the target specs so far."""

    def register(
        read: Callable[[str, Any], dict[str, Any] | None],
    ) -> Callable[[str, Any], dict[str, Any] | None]:
        SPELL_ENDINGS.register(name, (split, read))
        return read

    return register


def sections(name: str, has: Callable[[list[Any]], bool]) -> Callable[[SectionsFold], SectionsFold]:
    """A decorator: the decorated function folds the sections of a face whose lines `has`
    ("class levels": a Class's level bars, 716.2)."""

    def register(fold: SectionsFold) -> SectionsFold:
        SECTIONS.register(name, (has, fold))
        return fold

    return register


def split_spell_ending(text: str) -> tuple[str, str | None, Callable[[str, Any], Any] | None]:
    """A spell's text without the first registered closing sentence it ends with (by the
    mechanics' names), that sentence and its reader; or the text, None and None."""
    load()
    for _, (split, read) in sorted(SPELL_ENDINGS.items()):
        before, sentence = split(text)
        if sentence is not None:
            return before, sentence, read
    return text, None, None


def sections_fold(lines: list[Any]) -> SectionsFold | None:
    """The fold of the first registered sections (by their names) the face's lines have, or
    None."""
    load()
    return next((fold for _, (has, fold) in sorted(SECTIONS.items()) if has(lines)), None)


def trigger_phrase(
    pattern: str,
    trigger: dict[str, Any] | Callable[[re.Match[str]], dict[str, Any]],
    *,
    own_x: str | None = None,
) -> None:
    """Register the phrase `pattern` ("When ~ becomes monstrous", matched at the start of a
    triggered ability and followed by a comma, 603.1) as `trigger`, or as what `trigger` makes of
    the match ("When ~ becomes level (\\d+)"); `own_x`, the rule by which an X in the ability's
    effect is the one the mechanic's event chose (701.37c), which isn't modelled."""
    build = trigger if callable(trigger) else (lambda m: dict(trigger))
    TRIGGER_PHRASES.register(pattern, (re.compile(pattern), build))
    if own_x is not None:
        if callable(trigger):
            raise TypeError(f"{pattern!r}: an X of its own is said of one trigger event")
        OWN_X_EVENTS.register(trigger["event"], own_x)


def trigger_words(
    event: str,
) -> Callable[[Callable[[dict[str, Any]], str]], Callable[[dict[str, Any]], str]]:
    """A decorator: the decorated function says a trigger condition of the event `event` in
    words ("when this becomes monstrous (701.37a)"), given the trigger."""

    def register(function: Callable[[dict[str, Any]], str]) -> Callable[[dict[str, Any]], str]:
        return TRIGGER_WORDS.register(event, function)

    return register


def keyword_words(*names: str) -> Callable[[Callable[[str], str]], Callable[[str], str]]:
    """A decorator: the decorated function says what each keyword `names` means (the keyword as
    printed, "Afterlife 2", is passed to it)."""

    def register(function: Callable[[str], str]) -> Callable[[str], str]:
        for name in names:
            KEYWORD_WORDS.register(name, function)
        return function

    return register


def effect_words(*ops: str) -> Callable[[EffectWords], EffectWords]:
    """A decorator: the decorated function says what an instruction of each `op` does."""

    def register(function: EffectWords) -> EffectWords:
        @functools.wraps(function)
        def said(effect: dict[str, Any], specs: list[dict[str, Any]]) -> str:
            del specs
            return function(effect)

        for op in ops:
            EFFECT_WORDS.register(op, said)
        return function

    return register


def targeted_effect_words(*ops: str) -> Callable[[TargetedWords], TargetedWords]:
    """A decorator: the decorated function says what an instruction of each `op` does, given
    the target specs of its spell or ability, which the instruction refers to by index."""

    def register(function: TargetedWords) -> TargetedWords:
        for op in ops:
            EFFECT_WORDS.register(op, function)
        return function

    return register


@cache
def load() -> None:
    """Import every mechanic package's reading and words once, so they have registered."""
    discover("engine.mechanics", "reading")
    discover("engine.mechanics", "words")


def readers() -> tuple[tuple[str, Reader], ...]:
    """The permanent line readers, as (template, reader), in the order of their priorities."""
    return PERMANENT_LINES.ordered()


def zone_readers() -> tuple[tuple[str, Reader], ...]:
    """The graveyard abilities' readers, as (template, reader), in the order of their templates."""
    load()
    return tuple(sorted(ZONE_READERS.items()))


def said_for_keyword(keyword: str) -> str | None:
    """A mechanic's words for a keyword, by its whole name or, for one with a parameter, the
    words before it ("Afterlife 2", "Cumulative upkeep {1}"), the longest first."""
    load()
    words = keyword.split(" ")
    for n in range(len(words), 0, -1):
        if (found := KEYWORD_WORDS.get(" ".join(words[:n]))) is not None:
            return found(keyword)
    return None


def said_for_effect(effect: dict[str, Any], specs: list[dict[str, Any]]) -> str | None:
    """A mechanic's words for an instruction, or None when no mechanic registered its op."""
    load()
    found = EFFECT_WORDS.get(effect["op"])
    return None if found is None else found(effect, specs)


def read_trigger_phrase(text: str) -> tuple[dict[str, Any], str] | None:
    """A mechanic's trigger phrase at the start of `text` with the rest after its comma, or None."""
    load()
    for pattern, build in TRIGGER_PHRASES.values():
        m = pattern.match(text)
        if m and text[m.end() : m.end() + 2] == ", ":
            return build(m), text[m.end() + 2 :]
    return None


def said_for_trigger(trigger: dict[str, Any]) -> str | None:
    """A mechanic's words for a trigger condition, or None when no mechanic registered its event."""
    load()
    found = TRIGGER_WORDS.get(trigger["event"])
    return None if found is None else found(trigger)
