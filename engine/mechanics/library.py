"""The library's keyword actions: scry (701.22), surveil (701.25), mill (701.17) and shuffle
(701.24); searching (701.23) is `engine.mechanics.search`.

A library is an ordered tuple of objects per player (bottom to top, CR 401) with, below them, a
number of anonymous cards a scenario gave without naming them. An action that needs to see or
move a card the engine holds only as a number first turns it into an object ("Unknown card"),
in its place: the top anonymous card becomes the lowest object. Putting a card on the bottom
makes every anonymous card an object first, since the bottom is below all of them.

Shuffling (701.24a) is `engine.operations.shuffling`, one possible order fixed by the state;
a replacement effect on a zone change shuffles there too (614.1a).

Choices: scry and surveil ask `{"order": [ids]}` twice — first the cards to put on the bottom
(scry) or into the graveyard (surveil), any number of them, then the order of the rest on top;
each list is read top to bottom as the cards end up.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.cards.anonymous import ANONYMOUS
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import (
    ChoiceKind,
    Event,
    GameState,
    ObjectId,
    PlayerId,
    Zone,
)
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.operations.shuffling import anonymous_card, fixed_random, names, shuffle
from engine.operations.zones import at_once, move

__all__ = ["fixed_random", "names", "shuffle"]

# -- the library as objects -----------------------------------------------------------------------


def materialise(state: GameState, player: PlayerId, n: int) -> GameState:
    """Make the top `n` cards of the library objects (all of it if it holds fewer)."""
    while len(state.libraries.get(player, ())) < n:
        p = state.player(player)
        if not p.anonymous_library:
            break
        state = state.with_player(replace(p, anonymous_library=p.anonymous_library - 1))
        state, card_id = anonymous_card(state, player, Zone.LIBRARY)
        library = (card_id, *state.libraries.get(player, ()))
        state = replace(state, libraries={**state.libraries, player: library})
    return state


def top(state: GameState, player: PlayerId, n: int) -> tuple[GameState, list[ObjectId]]:
    """The top `n` cards of the library as objects, top first."""
    state = materialise(state, player, n)
    library = state.libraries.get(player, ())
    return state, list(reversed(library[max(0, len(library) - n) :]))


def arrange(
    state: GameState, player: PlayerId, on_top: list[ObjectId], on_bottom: list[ObjectId]
) -> GameState:
    """Put these library cards on top (listed top first) and on the bottom (listed top first,
    the last one the bottom card); the rest keep their order between."""
    if on_bottom:
        state = materialise(state, player, state.library_size(player))
    moved = set(on_top) | set(on_bottom)
    rest = [i for i in state.libraries.get(player, ()) if i not in moved]
    library = (*reversed(on_bottom), *rest, *reversed(on_top))
    return replace(state, libraries={**state.libraries, player: library})


def _split(
    state: GameState, player: PlayerId, cards: list[ObjectId], where: str, rules: tuple[str, ...]
) -> tuple[list[ObjectId], list[ObjectId]]:
    """Which of `cards` go `where` (any number) and the order of the rest on top: two order
    answers, each read top to bottom."""
    chosen = ask(
        NeedChoice(
            ChoiceKind.ORDER,
            player,
            f"Player {player}: of {names(state, cards)} (top first), choose the cards to put "
            f"{where}, any number, listed from top to bottom as they end up.",
            rules,
            tuple(cards),
            0,
            len(cards),
        )
    )
    away = list(chosen or ())
    rest = [c for c in cards if c not in away]
    if len(rest) > 1:
        ordered = ask(
            NeedChoice(
                ChoiceKind.ORDER,
                player,
                f"Player {player}: put {names(state, rest)} back on top of your library, "
                "listed from the top card down.",
                rules,
                tuple(rest),
                len(rest),
                len(rest),
            )
        )
        rest = list(ordered or rest)
    return away, rest


# -- scry, surveil, mill --------------------------------------------------------------------------


@handles(v.Scry)
def scry(state: GameState, instr: v.Scry, ctx: Context) -> Result:
    """Look at the top N, put any number on the bottom and the rest on top, each in any order
    (701.22a); scry 0 is no scry event (701.22b)."""
    you, n = ctx.controller, ctx.amount(instr.amount)
    if n <= 0:
        return state, [event("scry", f"Player {you} scries 0: nothing happens.", "701.22b")]
    state, cards = top(state, you, n)
    if not cards:
        return state, [
            event("scry", f"Player {you}'s library is empty: nothing to scry.", "701.22a")
        ]
    bottom, on_top = _split(state, you, cards, "on the bottom of your library", ("701.22a",))
    state = arrange(state, you, on_top, bottom)
    return state, [
        event(
            "scry",
            f"Player {you} scries {n}: {len(on_top)} on top ({names(state, on_top)}), "
            f"{len(bottom)} on the bottom ({names(state, bottom)}).",
            "701.22a",
            objects=[you, *cards],
        )
    ]


@handles(v.Surveil)
def surveil(state: GameState, instr: v.Surveil, ctx: Context) -> Result:
    """Look at the top N, put any number into your graveyard and the rest on top in any order
    (701.25a); surveil 0 is no surveil event (701.25c)."""
    you, n = ctx.controller, ctx.amount(instr.amount)
    if n <= 0:
        return state, [event("surveil", f"Player {you} surveils 0: nothing happens.", "701.25c")]
    state, cards = top(state, you, n)
    if not cards:
        text = f"Player {you}'s library is empty: nothing to surveil."
        return state, [event("surveil", text, "701.25a")]
    away, on_top = _split(state, you, cards, "into your graveyard", ("701.25a",))
    state = arrange(state, you, on_top, [])
    events = [
        event(
            "surveil",
            f"Player {you} surveils {n}: {len(away)} into the graveyard ({names(state, away)}), "
            f"{len(on_top)} back on top ({names(state, on_top)}).",
            "701.25a",
            objects=[you, *cards],
        )
    ]
    # The graveyard gets them in the order listed, the last one on top (404.3: their owner's).
    for card in reversed(away):
        state, more = move(state, card, Zone.GRAVEYARD)
        events += more
    return state, events


def players(state: GameState, who: str, target: int | None, ctx: Context) -> list[PlayerId]:
    """The players an instruction acts on (`Context.players`), in APNAP order for "each"."""
    return ctx.players(state, who, target)


@handles(v.Mill)
def mill(state: GameState, instr: v.Mill, ctx: Context) -> Result:
    """Put the top N cards of the library into the graveyard, as many as there are
    (701.17a-b)."""
    events: list[Event] = []
    n = ctx.amount(instr.amount)
    for player in players(state, instr.player, instr.target, ctx):
        state, cards = top(state, player, n)
        short = f" (the library held only {len(cards)})" if len(cards) < n else ""
        events.append(
            event(
                "mill",
                f"Player {player} mills {n}{short}: {names(state, cards)} into their graveyard.",
                "701.17a" if not short else "701.17b",
                objects=[player, *cards],
            )
        )
        for card in cards:
            state, more = move(state, card, Zone.GRAVEYARD)
            events += more
    return state, events


@handles(v.ExileGraveyard)
def exile_graveyard(state: GameState, instr: v.ExileGraveyard, ctx: Context) -> Result:
    """ "Exile all graveyards", "exile target player's graveyard": every card in each named
    player's graveyard moves to exile (701.13a), in one event (603.10a looks back at them) —
    with a filter, every card of it matching ("exiles all creature cards from their
    graveyard"). The cards now in exile are remembered for "exiled this way" (608.2c)."""
    events: list[Event] = []
    whose = players(state, instr.player, instr.target, ctx)
    flt = instr.filter
    held_by = {
        player: [
            o.id
            for o in state.in_zone(Zone.GRAVEYARD, player)
            if flt is None or matches(state, o, flt, player, ctx.source.id) is None
        ]
        for player in whose
    }
    cards = [card for held in held_by.values() for card in held]
    for player, held in held_by.items():
        said = f"Player {player}'s graveyard is exiled"
        if flt is not None:
            said = f"Player {player} exiles the cards the instruction names from their graveyard"
        events.append(
            event(
                "exile",
                f"{said}: {names(state, held)}.",
                "701.13a",
                objects=[player, *held],
            )
        )

    def perform(state: GameState) -> Result:
        moved: list[Event] = []
        for card in cards:
            state, more = move(state, card, Zone.EXILE)
            moved += more
        return state, moved

    state, more = at_once(state, perform)
    if state.resolving is not None:
        exiled = tuple(state.objects[c].ref for c in cards if state.objects[c].zone is Zone.EXILE)
        state = replace(state, resolving=replace(state.resolving, exiled=exiled))
    return state, events + more


# -- shuffle --------------------------------------------------------------------------------------


@handles(v.Shuffle)
def _shuffle(state: GameState, instr: v.Shuffle, ctx: Context) -> Result:
    return shuffle(state, ctx.controller)


@handles(v.PutInLibrary)
def put_in_library(state: GameState, instr: v.PutInLibrary, ctx: Context) -> Result:
    """Put it on top or on the bottom of its owner's library (400.3), a new object (400.7)."""
    events: list[Event] = []
    for obj in ctx.objects(state, instr.target):
        owner = obj.owner
        position, rules, fewer = instr.position, ("400.3", "400.7"), ""
        if isinstance(position, int):
            # "Nth from the top": below the top N - 1 cards, or on the bottom of a library of
            # fewer than N cards (401.7).
            rules = ("401.7", "400.7")
            if state.library_size(owner) < position:
                fewer = f" (it holds fewer than {position} cards, so the bottom)"
                position = "bottom"
        if position == "bottom":
            # The bottom is below the anonymous cards too: they become objects first.
            state = materialise(state, owner, state.library_size(owner))
        elif isinstance(position, int):
            state = materialise(state, owner, position - 1)
        state, more = move(state, obj.id, Zone.LIBRARY, to_bottom=position == "bottom")
        where = {"top": "on top of", "bottom": "on the bottom of"}.get(str(position), "")
        if isinstance(position, int):
            state = _sink(state, owner, position - 1)
            where = f"{_ORDINAL[position]} from the top of"
        events.append(
            event(
                "zone",
                f"{describe(state, obj)} is put {where} player {owner}'s library{fewer} (a new "
                "object).",
                *rules,
                objects=[obj.id],
            )
        )
        events += more
    return state, events


_ORDINAL = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh"}
_ORDINAL |= {8: "eighth", 9: "ninth", 10: "tenth"}


def _sink(state: GameState, player: PlayerId, above: int) -> GameState:
    """The library's top card moved down below the `above` cards under it (401.7)."""
    library = state.libraries.get(player, ())
    if above <= 0 or len(library) <= above:
        return state
    *rest, card = library
    at = len(rest) - above
    return replace(state, libraries={**state.libraries, player: (*rest[:at], card, *rest[at:])})


def _may_take(state: GameState, instr: v.LookAtTop, card: ObjectId, ctx: Context) -> bool:
    """Whether `card` may be taken: any card, or with `reveal` one matching its filter (an
    anonymous card's qualities are unknown, so it matches no stated quality)."""
    if not instr.reveal:
        return True
    obj = state.objects[card]
    you, source = ctx.controller, ctx.source.id
    return obj.card is not ANONYMOUS and matches(state, obj, instr.filter, you, source) is None


@handles(v.LookAtTop)
def look_at_top(state: GameState, instr: v.LookAtTop, ctx: Context) -> Result:
    """Look at the top N cards (701.20e: only you see them), put `take` into your hand and the
    rest where the instruction says, in the order you choose."""
    you, n = ctx.controller, ctx.amount(instr.amount)
    state, cards = top(state, you, n)
    events = [
        event(
            "look",
            f"Player {you} looks at the top {len(cards)} card{'s' if len(cards) != 1 else ''} "
            "of their library.",
            "701.20e",
            objects=[you],
        )
    ]
    taken: list[ObjectId] = []
    for _ in range(min(instr.take, len(cards))):
        options = tuple(c for c in cards if c not in taken and _may_take(state, instr, c, ctx))
        if not options:
            break  # none of them is a card the player may reveal (609.3)
        to_top = instr.taken_to == "top"
        where = "on top of your library (up to one: null puts none there)" if to_top else ""
        pick = ask(
            NeedChoice(
                ChoiceKind.OBJECT,
                you,
                f"Player {you}: choose a card to put "
                + (where or "into your hand")
                + (" (you may reveal one; null takes none)." if instr.reveal else "."),
                ("701.20e", "701.20a") if instr.reveal else ("701.20e",),
                options,
                nullable=instr.reveal or to_top,
            )
        )
        if pick is None:
            break
        taken.append(str(pick))
        if instr.reveal:
            events.append(
                event(
                    "reveal",
                    f"Player {you} reveals {describe(state, state.objects[str(pick)])}.",
                    "701.20a",
                    objects=[str(pick)],
                )
            )
    rest = [c for c in cards if c not in taken]
    if instr.rest == "bottom_random":
        # "In a random order" (701.20e): no one chooses; one possible order the state fixes.
        fixed_random(state, you, rest).shuffle(rest)
    elif len(rest) > 1 and instr.rest != "graveyard":
        where = "on top of" if instr.rest == "top" else "on the bottom of"
        ordered = ask(
            NeedChoice(
                ChoiceKind.ORDER,
                you,
                f"Player {you}: put {names(state, rest)} {where} your library, listed from top "
                "to bottom as they end up.",
                ("701.20e",),
                tuple(rest),
                len(rest),
                len(rest),
            )
        )
        rest = list(ordered or rest)
    if instr.taken_to == "top":
        # Up to one back on top, the rest on the bottom (701.20e): they stay in the library.
        state = arrange(state, you, taken, rest)
        kept = f"{len(taken)} card(s) on top and " if taken else ""
        bottom = f"{len(rest)} card(s) on the bottom in a random order"
        text = f"Player {you} puts {kept}{bottom}." if cards else f"Player {you} looks at no cards."
        return state, [*events, event("zone", text, "701.20e", objects=[you])]
    for card in taken:
        state, more = move(state, card, Zone.HAND)
        events.append(
            event(
                "zone",
                f"Player {you} puts {describe(state, state.objects[card])} into their hand.",
                "701.20e",
                objects=[card],
            )
        )
        events += more
    if instr.rest == "graveyard":
        for card in rest:
            state, more = move(state, card, Zone.GRAVEYARD)
            events += more
    else:
        on_top, on_bottom = (rest, []) if instr.rest == "top" else ([], rest)
        state = arrange(state, you, on_top, on_bottom)
    places = {"top": "back on top", "bottom": "on the bottom", "graveyard": "into the graveyard"}
    places["bottom_random"] = "on the bottom in a random order"
    if rest:
        # Cards going back into the library stay hidden: only their number is said.
        public = instr.rest == "graveyard"
        what = names(state, rest) if public else f"{len(rest)} card(s)"
        events.append(
            event(
                "zone",
                f"Player {you} puts {what} {places[instr.rest]}.",
                "701.20e",
                objects=[you, *(rest if public else [])],
            )
        )
    return state, events
