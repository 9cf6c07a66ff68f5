"""Choosing the modes of a modal spell or ability (CR 700.2), with the one choice mechanism.

The modes are chosen as a spell is cast or an activated ability activated (601.2b, 700.2a), and
as a triggered ability is put on the stack (603.3c, 700.2b), before any target (601.2c): only the
chosen modes' targets are chosen (700.2c). A mode that would be illegal — one needing a target
when there is no legal one — can't be chosen. A mode is chosen at most once (700.2d; "you may
choose the same mode more than once" isn't modelled). However they are chosen, the modes are
performed in the order they are printed (700.2, 608.2c), so they are kept sorted.

An answer is `{"mode": 2}` for one mode, or `{"mode": [1, 2]}` where more than one may be chosen.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.vocabulary import Mode
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.state import ChoiceKind, GameObject, GameState, PlayerId
from engine.derived.targets import candidates

#: How a count of modes is said in a question ("Choose one or both —").
_NUMBERS = ("none", "one", "two", "three", "four", "five")


class NoLegalMode(IllegalActionError):
    """Fewer modes can be chosen than the spell or ability requires (700.2a-b)."""


def possible(
    state: GameState,
    mode: Mode,
    player: PlayerId,
    source_id: str | None,
    source: GameObject | None,
) -> bool:
    """Whether `mode` can be chosen now: each of its targets that must be chosen has a legal
    choice (700.2a; "up to one target" can be chosen with none, 115.1). A target counted or
    compared by X waits for the X, announced after the modes (601.2b-c)."""
    return all(
        spec.min == 0 or spec.says_x or candidates(state, spec, player, source_id, source)
        for spec in mode.targets
    )


def choose_modes(
    state: GameState,
    modes: tuple[Mode, ...],
    choose: tuple[int, int],
    *,
    given: int | Sequence[int] | None,
    player: PlayerId,
    what: str,
    rules: tuple[str, ...],
    source_id: str | None = None,
    source: GameObject | None = None,
) -> tuple[int, ...]:
    """The chosen modes (1-based, printed order): `given` ones checked, else the player's answer,
    else the only legal choice. Raises `NoLegalMode` when too few modes can be chosen to ask."""
    low, high = choose
    if given is None:
        legal = [
            k for k, m in enumerate(modes, start=1) if possible(state, m, player, source_id, source)
        ]
        if len(legal) < low:
            raise NoLegalMode(
                f"{what} needs {_count(low)} mode(s) and only {len(legal)} can be chosen: a mode "
                "needing a target with no legal one can't be chosen",
                ("700.2a",),
            )
        high = min(high, len(legal))
        if len(legal) == low == high:
            # Exactly one legal answer: every mode that can be chosen (SCENARIO.md).
            return tuple(legal)
        # Each mode's own text without its bullet or full stop: the list has its own punctuation.
        listed = "; ".join(
            f"{k} = {modes[k - 1].text.removeprefix('• ').rstrip('.') or k}" for k in legal
        )
        given = ask(
            NeedChoice(
                ChoiceKind.MODE,
                player,
                f"Choose {_how_many(low, high)} for {what} ({listed}).",
                rules,
                tuple(str(k) for k in legal),
                low,
                high,
            )
        )
    # Modes given with the action: a mode whose targets can't be chosen is refused as its
    # targets are chosen (601.2c), which says which target is wrong.
    picks = (given,) if isinstance(given, int) else tuple(given)
    for k in picks:
        if not 1 <= k <= len(modes):
            raise IllegalActionError(f"{what} has {len(modes)} modes, not {k}", ("700.2",))
    if len(set(picks)) != len(picks):
        raise IllegalActionError(f"a mode of {what} can't be chosen twice", ("700.2d",))
    if not low <= len(picks) <= high:
        raise IllegalActionError(
            f"{what}: choose {_how_many(low, high)}, not {len(picks)}", ("700.2", *rules)
        )
    return tuple(sorted(picks))


def _count(n: int) -> str:
    return _NUMBERS[n] if n < len(_NUMBERS) else str(n)


def _how_many(low: int, high: int) -> str:
    if low == high:
        return f"{_count(low)} mode" + ("s" if low != 1 else "")
    if low == 0:
        return f"up to {_count(high)} mode" + ("s" if high != 1 else "")
    return f"{_count(low)} to {_count(high)} modes"


def chosen_words(modes: tuple[Mode, ...], picks: tuple[int, ...]) -> str:
    """ "Mode 2 chosen: …" / "Modes 1 and 3 chosen: …; …" for the event log."""
    texts = " ".join(f"“{modes[k - 1].text.removeprefix('• ') or f'mode {k}'}”" for k in picks)
    if len(picks) == 1:
        return f"Mode {picks[0]} chosen: {texts}"
    numbers = ", ".join(str(k) for k in picks[:-1]) + f" and {picks[-1]}"
    return f"Modes {numbers} chosen: {texts}"
