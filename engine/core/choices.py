"""Decisions the rules ask a player for (ARCHITECTURE: explicit choices): the one mechanism.

Where a rule needs a player's decision — a target (601.2c), a mode (700.2), X (107.3a), the order
of triggers (603.3b), which replacement effect applies first (616.1), a color as a permanent enters
(614.12a), a ward payment (702.21a) … — the code asks: `answer = ask(NeedChoice(...))`.

- While the driver performs an agenda item (`answering`), each question takes the next answer
  recorded for that item, in the order the item asks them.
- When no answer is left, `ask` raises the `NeedChoice`; the driver makes it the state's pending
  `Choice` (kind, player, question, options) and the item waits.
- `validate` checks an answer against the pending choice; the driver records it in
  `GameState.decisions` and performs the item again from its start. Each question asked before
  takes its recorded answer, since a state and the answers so far decide what the item does;
  nothing a first attempt did is kept (states are immutable). When the item is done its answers
  are forgotten.

A question with exactly one legal answer isn't asked: `ask` takes that answer (SCENARIO.md).
The cursor over the recorded answers lives only while one item is performed, like the run's
budget deadline: it isn't game state, and a question asked outside an item (`legal_actions`
trying an action) is raised at once.
"""

from __future__ import annotations

from contextvars import ContextVar, Token
from dataclasses import dataclass
from typing import Any

from engine.core.agenda import AgendaItem
from engine.core.errors import IllegalActionError
from engine.core.events import event
from engine.core.replace import replace
from engine.core.state import Answer, Choice, ChoiceKind, Event, GameState, PlayerId

#: Kinds whose answer is one of the options (an id, a color, a mana symbol).
ONE_OF = frozenset(
    {
        ChoiceKind.OBJECT,
        ChoiceKind.REPLACEMENT,
        ChoiceKind.COLOR,
        ChoiceKind.POPULATE,
        ChoiceKind.PLAYER,
        ChoiceKind.MANA,
        ChoiceKind.CREATURE_TYPE,
        ChoiceKind.KEYWORD,
        ChoiceKind.BASIC_LAND_TYPE,
    }
)
#: Kinds whose answer is a list of option ids.
LIST_OF = frozenset(
    {
        ChoiceKind.TARGET,
        ChoiceKind.ORDER,
        ChoiceKind.DISCARD,
        ChoiceKind.PILE,
        ChoiceKind.ANY_NUMBER,
    }
)


@dataclass(frozen=True, slots=True)
class NeedChoice(Exception):
    """A decision is needed: its kind, who decides, the question, its rules and options."""

    kind: ChoiceKind
    player: PlayerId
    text: str
    rules: tuple[str, ...]
    options: tuple[str, ...]
    min: int = 1
    max: int = 1
    #: True when `null` is an answer too (a copy keeping its original targets, 707.10c).
    nullable: bool = False
    #: Each option in words, when its id alone doesn't say what it is (see `Choice.labels`).
    labels: tuple[str, ...] = ()
    #: When set, the answer is exactly one of these groups of options, in any order (choosing one
    #: of two piles, 700.3); empty: any list of options within `min` and `max`.
    groups: tuple[tuple[str, ...], ...] = ()
    #: A division's least amount for each option (601.2d: each target of a divided spell is
    #: assigned at least 1); 0: none, as in combat damage assignment.
    each_at_least: int = 0

    def only_answer(self) -> tuple[bool, Any]:
        """(True, the answer) when the question has exactly one legal answer."""
        if self.nullable:
            return False, None
        kind, options = self.kind, self.options
        if kind in ONE_OF and len(options) == 1:
            return True, options[0]
        if kind is ChoiceKind.MODE and len(options) == 1 and self.min == self.max == 1:
            return True, int(options[0])
        if self.groups and len({frozenset(g) for g in self.groups}) == 1:
            return True, self.groups[0]
        if kind in LIST_OF and len(options) == 1 and self.min == self.max == 1:
            return True, (options[0],)
        if kind is ChoiceKind.X and self.min == self.max:
            return True, self.min
        return False, None


@dataclass(slots=True)
class _Cursor:
    answers: tuple[Answer, ...]
    used: int = 0


_cursor: ContextVar[_Cursor | None] = ContextVar("engine_choice_cursor", default=None)


class answering:
    """Perform an agenda item with the answers recorded for it so far.

    A class rather than `contextlib.contextmanager`, which sets `__traceback__` on the exception
    passing through, and a `NeedChoice` is a frozen dataclass."""

    def __init__(self, answers: tuple[Answer, ...]) -> None:
        self._cursor = _Cursor(answers)
        self._token: Token[_Cursor | None] | None = None

    def __enter__(self) -> None:
        self._token = _cursor.set(self._cursor)

    def __exit__(self, *exc: object) -> None:
        if self._token is not None:
            _cursor.reset(self._token)


def ask(need: NeedChoice) -> Any:
    """The answer to `need`: its only legal answer, the next recorded one, or the question.

    Recorded answers were checked by `validate` when they were given: a target answer is a tuple
    of ids, a mode or X an int, pay/yes a bool, a damage division a tuple of (id, amount), an
    option-kind answer the option; a declined nullable question answers None.
    """
    single, value = need.only_answer()
    if single:
        return value
    cursor = _cursor.get()
    if cursor is None or cursor.used >= len(cursor.answers):
        raise need
    kind, value = cursor.answers[cursor.used]
    if kind != need.kind:
        raise IllegalActionError(
            f"the recorded answer {value!r} ({kind}) doesn't fit the question: {need.text}",
            need.rules,
        )
    cursor.used += 1
    return value


def ask_any_number(
    player: PlayerId,
    question: str,
    rules: tuple[str, ...],
    options: tuple[str, ...],
    labels: tuple[str, ...],
) -> list[str]:
    """The options chosen, in their order, from a question on "any number" of them, none
    included: proliferate's permanents and players (701.34a), the creatures devour sacrifices
    and the cards amplify reveals as the permanent enters (702.82a, 702.38a, 614.12a). They are
    chosen, not targeted (115.10)."""
    need = NeedChoice(
        ChoiceKind.ANY_NUMBER,
        player,
        question,
        rules,
        options,
        min=0,
        max=len(options),
        labels=labels,
    )
    answer = ask(need) or ()
    return [o for o in options if o in answer]


def wait(state: GameState, need: NeedChoice, resume: AgendaItem) -> tuple[GameState, list[Event]]:
    """The game waits for the answer to `need`, which the item `resume` asked: it becomes the
    state's pending choice (the state is as it was before the item), and an event says so."""
    choice = Choice(
        kind=need.kind,
        player=need.player,
        text=need.text,
        rules=need.rules,
        options=need.options,
        min=need.min,
        max=need.max,
        resume=resume,
        nullable=need.nullable,
        labels=need.labels,
        groups=need.groups,
        each_at_least=need.each_at_least,
    )
    # The question usually opens with whom it asks ("Player A: order …"): said once.
    question = need.text.removeprefix(f"Player {need.player}: ")
    if (by := state.turn.decided_by(need.player)) is not None:
        # Another player controls them this turn and decides for them (723.5).
        text = f"Waiting for player {by}, deciding for player {need.player}: {question}"
        return replace(state, choice=choice), [event("pending", text, *need.rules, "723.5")]
    return replace(state, choice=choice), [
        event("pending", f"Waiting for player {need.player}: {question}", *need.rules)
    ]


# -- checking answers -----------------------------------------------------------------------------


def validate(choice: Choice, value: Any) -> Any:
    """An answer to `choice` in the form `ask` gives it, or an `IllegalActionError` saying why
    it isn't one."""
    kind = choice.kind
    if value is None and choice.nullable:
        return None
    if kind is ChoiceKind.X:
        if (
            not isinstance(value, int)
            or isinstance(value, bool)
            or not choice.min <= value <= choice.max
        ):
            raise IllegalActionError(
                f"X must be a whole number from {choice.min} to {choice.max}", choice.rules
            )
        return value
    if kind is ChoiceKind.MODE:
        return _modes(choice, value)
    if kind is ChoiceKind.DAMAGE:
        return _division(choice, value)
    if kind in (ChoiceKind.PAY, ChoiceKind.YES):
        if not isinstance(value, bool):
            raise IllegalActionError(f"a {kind.value!r} answer is true or false", choice.rules)
        return value
    if kind in ONE_OF:
        if kind is ChoiceKind.CREATURE_TYPE and value not in choice.options:
            # One creature type of 205.3m's list, spelled as it is (not "Vampire Knight", not a
            # card type nor another kind of subtype): the list is too long to repeat.
            raise IllegalActionError(
                f"{value!r} is not a creature type (205.3m's list)", choice.rules
            )
        if value not in choice.options:
            raise IllegalActionError(
                f"{value!r} is not one of {', '.join(choice.options)}", choice.rules
            )
        return value
    if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
        raise IllegalActionError(f"a {kind.value!r} answer is a list of ids", choice.rules)
    unknown = [v for v in value if v not in choice.options]
    if unknown:
        raise IllegalActionError(
            f"{', '.join(unknown)} not among the options ({', '.join(choice.options) or 'none'})",
            choice.rules,
        )
    if not choice.min <= len(value) <= choice.max:
        raise IllegalActionError(
            f"choose between {choice.min} and {choice.max}, not {len(value)}", choice.rules
        )
    if choice.groups and frozenset(value) not in {frozenset(g) for g in choice.groups}:
        raise IllegalActionError(
            "answer with exactly the ids of one of: "
            + "; ".join(f"[{', '.join(g)}]" for g in choice.groups),
            choice.rules,
        )
    if kind is ChoiceKind.ORDER and len(set(value)) != len(value):
        raise IllegalActionError("each ability is listed once in an order", choice.rules)
    if kind is ChoiceKind.PILE and len(set(value)) != len(value):
        raise IllegalActionError("each object is put into a pile once (700.3a)", choice.rules)
    if kind is ChoiceKind.ANY_NUMBER and len(set(value)) != len(value):
        raise IllegalActionError("each object or player is chosen once", choice.rules)
    return tuple(value)


def _modes(choice: Choice, value: Any) -> int | tuple[int, ...]:
    """A `mode` answer: one mode's number, or where several may be chosen (700.2) a list of them
    (a single number is one mode then); a mode is chosen at most once (700.2d)."""
    several = choice.max > 1 or choice.min != 1
    picks = value if several and isinstance(value, list | tuple) else [value]
    for pick in picks:
        if isinstance(pick, bool) or str(pick) not in choice.options:
            raise IllegalActionError(
                f"mode {pick!r} is not one of {', '.join(choice.options)}", choice.rules
            )
    if not several:
        return int(picks[0])
    if len(set(picks)) != len(picks):
        raise IllegalActionError("a mode can't be chosen twice (700.2d)", choice.rules)
    if not choice.min <= len(picks) <= choice.max:
        raise IllegalActionError(
            f"choose between {choice.min} and {choice.max} modes, not {len(picks)}", choice.rules
        )
    return tuple(sorted(int(p) for p in picks))


def _division(choice: Choice, value: Any) -> tuple[tuple[str, int], ...]:
    """A `damage` answer: whole amounts ≥ 0 for some of the options, adding up to the damage to
    divide (`choice.min`); what else the rules ask of it is checked where it is used (510.1c,
    601.2d)."""
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and isinstance(n, int) and not isinstance(n, bool)
        for k, n in value.items()
    ):
        raise IllegalActionError(
            'a "damage" answer maps ids to whole amounts, e.g. {"bears": 2, "B": 1}', choice.rules
        )
    unknown = [k for k in value if k not in choice.options]
    if unknown:
        raise IllegalActionError(
            f"{', '.join(unknown)} can't be assigned this damage; the choices are "
            f"{', '.join(choice.options)}",
            choice.rules,
        )
    if any(n < 0 for n in value.values()):
        raise IllegalActionError("damage amounts can't be negative", choice.rules)
    total = sum(value.values())
    if total != choice.min:
        raise IllegalActionError(
            f"the division adds up to {total}, not the {choice.min} damage to divide "
            f"({', '.join(choice.rules)})",
            choice.rules,
        )
    return tuple((k, int(value.get(k, 0))) for k in choice.options)
