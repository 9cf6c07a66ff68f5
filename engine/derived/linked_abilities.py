"""Linked abilities and choices (CR 607): "protection from the chosen color / player".

"As [this] enters, choose a color" and "protection from the chosen color" printed on one object
are linked (607.2d): the second refers to the choice the first made for that object, kept in the
object's `chosen`. An object that gains the second ability without a choice made for it — a
continuous effect grants it, or it became a copy without entering — has an undefined choice, and
that part of the ability does nothing (607.5a). An ability that names its object, gained by
another object, refers to the new object (201.5b): the vocabulary's "self" already does.

Brave the Elements chooses its color on resolution instead (608.2d):
`engine.mechanics.chosen_color`.

An exile and the abilities that refer to "the exiled card" (607.2a: Oblivion Ring's return,
imprint's Chrome Mox and Isochron Scepter) are linked the same way: the exile remembers each card
in the source's `chosen` ("exiled": "id:incarnation …", a string, as the state's values are
hashable), and the others read it back while the card is still in exile as that object.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.cards.vocabulary import (
    CHOSEN_COLOR_PROTECTION,
    CHOSEN_PLAYER_PROTECTION,
    creature_type,
)
from engine.core.mana import NAME_TO_COLOR
from engine.core.primitives import ObjectRef
from engine.core.replace import replace
from engine.core.state import GameObject, GameState, Zone


def chosen_color(obj: GameObject) -> str | None:
    """The color name chosen for the object by its linked "choose a color" ability, if any."""
    value = dict(obj.chosen).get("color")
    return value if isinstance(value, str) and value in NAME_TO_COLOR else None


def chosen_creature_type(obj: GameObject) -> str | None:
    """The creature type chosen for the object by its linked "choose a creature type" ability
    (607.2d), if one was: one of 205.3m's list."""
    value = dict(obj.chosen).get("creature_type")
    return value if isinstance(value, str) and creature_type(value) == value else None


def resolve_keywords(
    obj: GameObject, keywords: list[str]
) -> tuple[list[str], list[tuple[str, str]]]:
    """Keywords with "protection from the chosen color / player" made definite (607.2d) or, with
    an undefined choice, dropped (607.5a); and the explanations to show."""
    notes: list[tuple[str, str]] = []
    if CHOSEN_COLOR_PROTECTION in keywords:
        keywords, notes = _resolve(
            keywords, CHOSEN_COLOR_PROTECTION, chosen_color(obj), "color", lambda c: c
        )
    if CHOSEN_PLAYER_PROTECTION in keywords:
        player = dict(obj.chosen).get("player")
        keywords, more = _resolve(
            keywords,
            CHOSEN_PLAYER_PROTECTION,
            player if isinstance(player, str) else None,
            "player",
            lambda p: f"player {p}",
        )
        notes += more
    return keywords, notes


def _resolve(
    keywords: list[str], linked: str, value: str | None, what: str, said: Callable[[str], str]
) -> tuple[list[str], list[tuple[str, str]]]:
    out: list[str] = []
    for keyword in keywords:
        if keyword != linked:
            out.append(keyword)
        elif value is not None:
            out.append(f"Protection from {said(value)}")
    out = list(dict.fromkeys(out))
    if value is not None:
        return out, [
            (f"protection from the chosen {what}: {said(value)} (linked choice)", "607.2d")
        ]
    return out, [
        (
            f"protection from the chosen {what} does nothing: no {what} was chosen for this "
            "object, so the choice is undefined",
            "607.5a",
        )
    ]


#: Where an object keeps the cards exiled with it by its linked ability (607.2a).
_EXILED = "exiled"


def remember(
    state: GameState, source_ref: ObjectRef, exiled: GameObject
) -> tuple[GameState, GameObject | None]:
    """Remember `exiled` (as the object it is in exile, 400.7) as exiled with the source, for
    the source's abilities that refer to "the exiled card" (607.2a) — only while the source is
    on the battlefield as the same object; the source as it is then, or None."""
    source = state.current(source_ref)
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return state, None
    chosen = dict(source.chosen)
    held = chosen.get(_EXILED)
    kept = held.split() if isinstance(held, str) else []
    chosen[_EXILED] = " ".join([*kept, f"{exiled.id}:{exiled.incarnation}"])
    source = replace(source, chosen=tuple(chosen.items()))
    return state.with_object(source), source


def exiled_with(state: GameState, source: GameObject) -> list[GameObject]:
    """The cards exiled with `source` (as it is or last existed) by its linked ability that are
    still in exile as the same objects (607.2a, 400.7): one that left exile is a new object the
    source's abilities no longer refer to."""
    held = dict(source.chosen).get(_EXILED)
    pairs = [word.partition(":") for word in (held.split() if isinstance(held, str) else [])]
    found = (state.current(ObjectRef(i, int(n))) for i, _, n in pairs if n.isdigit())
    return [obj for obj in found if obj is not None and obj.zone is Zone.EXILE]
