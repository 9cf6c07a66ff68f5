"""Limits on searching a library (701.23): "Your opponents can't search libraries." (Stranglehold,
a prohibition, 101.2) and "If an opponent would search a library, that player searches the top
four cards of that library instead." (Aven Mindcensor, a replacement effect, 614.1a; 701.23f) —
each relative to its permanent's controller, applying while the permanent is on the battlefield
with its abilities."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards.vocabulary.library import Search
from engine.cards.vocabulary.prohibitions import CantSearch
from engine.cards.vocabulary.rule_modifiers import SearchTopCards
from engine.core.events import describe, event
from engine.core.state import Event, GameObject, GameState, PlayerId
from engine.derived.characteristics import controller_of
from engine.modifiers.replacement_order import held_abilities


def cant_search(state: GameState, searcher: PlayerId) -> GameObject | None:
    """The permanent whose "can't search libraries" applies to `searcher`, or None (101.2)."""
    for perm in state.battlefield():
        you = controller_of(state, perm)
        for a in held_abilities(state, perm):
            if isinstance(a, CantSearch) and (a.who == "any" or searcher != you):
                return perm
    return None


def searched_portion(state: GameState, searcher: PlayerId) -> tuple[GameObject, int] | None:
    """The permanent whose "searches the top N cards of that library instead" applies to
    `searcher`'s search, and N — the smallest when several do (each replaces the search in
    turn, 616.1, and only the top cards of the top cards remain) — or None."""
    found: tuple[GameObject, int] | None = None
    for perm in state.battlefield():
        if controller_of(state, perm) == searcher:
            continue
        for a in held_abilities(state, perm):
            if isinstance(a, SearchTopCards) and (found is None or a.count < found[1]):
                found = (perm, a.count)
    return found


def cant_choose_search(
    state: GameState,
    effects: Sequence[Any],
    you: PlayerId,
    source: GameObject,
    what: str,
    rules: tuple[str, ...],
) -> Event | None:
    """The event saying `you` can't choose a "you may search …" of `source`, as they can't
    search (101.2; Stranglehold's ruling: nor does anything after it happen, a shuffle
    included), or None when it may be chosen."""
    if not effects or not isinstance(effects[0], Search):
        return None
    perm = cant_search(state, you)
    if perm is None:
        return None
    return event(
        "may",
        f"{describe(state, perm)}: player {you} can't search libraries, so they can't choose "
        f"to {what} ({describe(state, source)}).",
        "101.2",
        *rules,
        objects=[you, source.id],
    )
