"""How much of the oracle corpus the compiler models: `python -m engine.cards.coverage`.

Every game card of the corpus (not planes, schemes …) is compiled from its oracle text (both
faces of a transforming double-faced card; the corpus has text for one face of the others) and
counted as fully modelled (every line recognised), partial (some lines) or text only (none; a
card with no rules text is fully modelled: there is nothing to read). A face or half the corpus
has no data for (an adventure, a split card's second half, a modal double-faced card's back face
…) is a part nothing reads: such a card is never fully modelled, and counts as partial when the
face the corpus has is read or has no rules text. The report gives the
figures overall and by layout, the unread lines by kind (`engine.cards.unsupported`: triggered,
static … and how many name an event the run can warn on), how many lines each template family
read, the named gaps, and
the most common line shapes nothing reads (the card's name as "~", numbers as N, mana symbols
as {M}), which is where the next templates pay most.

    python -m engine.cards.coverage            # the report, as text
    python -m engine.cards.coverage --json     # the same figures as JSON
    python -m engine.cards.coverage --top 50   # more unread shapes
"""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from engine.cards.compiler import Compiled, Reading, compile_card_face
from engine.cards.corpus import CorpusCard, CorpusFace, read_corpus
from engine.cards.faces import merge, read_faces
from engine.cards.unsupported import classify_all

_NUMBER = re.compile(r"\b\d+\b")
_MANA = re.compile(r"(\{[^}]+\})+")
STATUSES = ("fully modelled", "partial", "text only")


class LineRead(Protocol):
    """What was read of one line: a compiler `Reading`, or the card-status store's record of
    one (`engine.cards.status_store.coverage`)."""

    @property
    def line(self) -> str: ...
    @property
    def outcome(self) -> str: ...
    @property
    def template(self) -> str: ...


@dataclass
class Coverage:
    cards: Counter[str] = field(default_factory=Counter)
    by_layout: dict[str, Counter[str]] = field(default_factory=dict)
    templates: Counter[str] = field(default_factory=Counter)
    gaps: Counter[str] = field(default_factory=Counter)
    unread: Counter[str] = field(default_factory=Counter)
    lines: Counter[str] = field(default_factory=Counter)
    #: Faces or halves the corpus has no data for, by layout.
    missing_faces: Counter[str] = field(default_factory=Counter)
    #: Unread lines (gaps and unsupported) by kind (`engine.cards.unsupported`), and how many
    #: of each kind name at least one event.
    kinds: Counter[str] = field(default_factory=Counter)
    kinds_with_events: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0
    #: The compile's CPU time (this process's): on a loaded machine the wall clock says more about
    #: the neighbours than about the compile, so budgets are compared in it (issue 28's 20 s).
    cpu_seconds: float = 0.0
    #: The time telling the unread lines' kinds apart, apart from the compile's.
    classify_seconds: float = 0.0

    def count(
        self,
        names: tuple[str, ...],
        layout: str,
        status: str,
        missing: int,
        read: Iterable[LineRead],
    ) -> None:
        """One card: its `names` (the card's, then its faces'), layout, status, how many faces
        or halves the data lacks, and what was read of each line."""
        self.missing_faces[layout] += missing
        self.cards[status] += 1
        self.by_layout.setdefault(layout, Counter())[status] += 1
        for r in read:
            self.lines[r.outcome] += 1
            if r.outcome == "recognised":
                self.templates[r.template] += 1
            elif r.outcome == "gap":
                self.gaps[r.template] += 1
            else:
                from_text = r.line if "(" not in r.line else r.line.split(" (")[0]
                self.unread[shape(_self_free(from_text, names))] += 1

    def count_kinds(self, kinds: Iterable[tuple[str, tuple[str, ...]]]) -> None:
        """The kinds of one face's unread lines, each with the events it names."""
        for kind, events in kinds:
            self.kinds[kind] += 1
            self.kinds_with_events[kind] += bool(events)

    def share(self, status: str = "fully modelled") -> float:
        total = sum(self.cards.values())
        return 100 * self.cards[status] / total if total else 0.0


def shape(line: str) -> str:
    """A line's shape, for counting alike lines together: "{2}: ~ gets +N/+N until end of turn."."""
    return _NUMBER.sub("N", _MANA.sub("{M}", line))


def measure(cards: list[CorpusCard] | None = None) -> Coverage:
    """Compile every game card's faces and count what was read (timed: the compile budget of
    issue 28 is this figure). The card-status store keeps the same counts from the one compile
    its build makes (`engine.cards.status_store.coverage`), for the tests that want them."""
    found = Coverage()
    start, cpu = time.perf_counter(), time.process_time()
    unread: list[tuple[list[str], str, bool]] = []
    # The corpus as the card store holds it: with the halves it lacks (engine.cards.faces).
    for card in merge(read_corpus(), read_faces()) if cards is None else cards:
        if card.non_game_type is not None:
            continue
        status, read, faces_left = card_coverage(card)
        unread += faces_left
        names = (card.name, *(f.name for f in card.faces))
        found.count(names, card.layout, status, len(card.missing_faces), read)
    found.seconds = time.perf_counter() - start
    found.cpu_seconds = time.process_time() - cpu
    start = time.perf_counter()
    for left, name, spell in unread:
        found.count_kinds((line.kind, line.events) for line in classify_all(left, name, spell))
    found.classify_seconds = time.perf_counter() - start
    return found


def card_coverage(
    card: CorpusCard, compiled: Sequence[Compiled] = ()
) -> tuple[str, list[Reading], list[tuple[list[str], str, bool]]]:
    """One card's status, its readings, and each face's unread lines (with the face's name and
    whether it is an instant or sorcery, for `classify_all`). `compiled`: each face's compile
    (in `card.faces`' order) when the caller has it; otherwise each face is compiled here."""
    # Every face the data has text for: a transforming card's back face too (712.8), a
    # split card's halves (709.1), an Adventure (715.2), a flipped half (710.1b), so it is
    # fully modelled only when all of them are.
    read: list[Reading] = []
    unread: list[tuple[list[str], str, bool]] = []
    for n, face in enumerate(card.faces):
        faced = (compiled[n] if compiled else compile_card_face(card, face)).readings
        read += faced
        left = [r.line for r in faced if r.outcome != "recognised"]
        if left:
            unread.append((left, face.name, is_spell(face)))
    outcomes = Counter(r.outcome for r in read)
    missing = len(card.missing_faces)
    if outcomes["gap"] + outcomes["unsupported"] + missing == 0:
        status = "fully modelled"
    elif outcomes["recognised"] or not read:
        status = "partial"
    else:
        status = "text only"
    return status, read, unread


def is_spell(face: CorpusFace) -> bool:
    """Whether a face's lines are spell text: an instant's or sorcery's (113.3a)."""
    return bool({"Instant", "Sorcery"} & set(face.types))


def _self_free(line: str, names: Iterable[str]) -> str:
    for name in sorted(set(names), key=len, reverse=True):
        line = line.replace(name, "~")
    return line
