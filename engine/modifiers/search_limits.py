"""Limits on searching a library (701.23): "Your opponents can't search libraries." (Stranglehold,
a prohibition, 101.2) and "If an opponent would search a library, that player searches the top
four cards of that library instead." (Aven Mindcensor, a replacement effect, 614.1a; 701.23f) —
each relative to its permanent's controller, applying while the permanent is on the battlefield
with its abilities."""

from __future__ import annotations

from engine.cards.vocabulary.prohibitions import CantSearch
from engine.cards.vocabulary.rule_modifiers import SearchTopCards
from engine.core.state import GameObject, GameState, PlayerId
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
