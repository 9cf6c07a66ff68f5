"""Searching a library (CR 701.23): finding cards, putting them where the instruction says, and
the shuffle after (701.24a).

A search asks `{"object": id}` once per card it may find; `null` fails to find, allowed for a
stated quality or "up to" (701.23b). Anonymous cards of a scenario's library have no qualities
the engine knows, so they are found only by a search for "a card" (701.23d). When one of the
found cards goes elsewhere than the rest ("put one onto the battlefield tapped and the other
into your hand"), the searcher answers `{"object": id}` once more for that one; having found a
single card, `null` sends it with the rest.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.cards.anonymous import ANONYMOUS
from engine.cards.names import fold_name
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameState, ObjectId, PlayerId, Zone
from engine.derived.characteristics import characteristics
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.library import arrange, materialise, names, shuffle
from engine.modifiers.search_limits import cant_search, searched_portion
from engine.operations.zones import move

_ZONES = {
    "hand": Zone.HAND,
    "battlefield": Zone.BATTLEFIELD,
    "graveyard": Zone.GRAVEYARD,
    "exile": Zone.EXILE,
}
_WHERE = {
    "hand": "into their hand",
    "battlefield": "onto the battlefield under their control",
    "graveyard": "into its owner's graveyard",
    "exile": "into exile",
}


def _findable(
    state: GameState,
    owner: PlayerId,
    flt: v.Filter,
    you: PlayerId,
    names: frozenset[str],
    portion: tuple[ObjectId, ...] | None = None,
    source: ObjectId | None = None,
    zone: tuple[ObjectId, ...] | None = None,
) -> list[ObjectId]:
    """Library cards a search can find: those matching the filter and, for "named …", with
    one of those names (folded, 201.2) — among the cards of `portion` only, when a replacement
    effect made the search one of the library's top cards (701.23f); an anonymous card's
    qualities are unknown, so it matches no stated quality (701.23c). `source`: the object
    whose ability searches, which a quality may name ("the same mana value as the discarded
    card", 702.53a). `zone`: the cards of another zone searched instead (a graveyard, in
    order)."""
    cards = reversed(state.libraries.get(owner, ())) if zone is None else iter(zone)
    return [
        i
        for i in cards
        if (portion is None or i in portion)
        and state.objects[i].card is not ANONYMOUS
        and matches(state, state.objects[i], flt, you, source) is None
        and (not names or fold_name(characteristics(state, state.objects[i]).name) in names)
    ]


def _filter(instr: v.Search, ctx: Context) -> v.Filter:
    """The qualities searched for, "mana value X or less" with X the spell's (107.3a)."""
    if instr.mana_value_at_most is None:
        return instr.filter
    limit = ctx.amount(instr.mana_value_at_most)
    if instr.filter.mana_value_at_most is not None:
        limit = min(limit, instr.filter.mana_value_at_most)
    return instr.filter.model_copy(update={"mana_value_at_most": limit})


def _find(
    state: GameState,
    instr: v.Search,
    ctx: Context,
    owner: PlayerId,
    portion: tuple[ObjectId, ...] | None,
    you: PlayerId,
    skip_library: bool = False,
) -> tuple[GameState, list[ObjectId]]:
    """The cards the searcher `you` finds, one choice each (701.23a-b, 701.23d), among
    `portion` when the search is of the library's top cards only (701.23f), and in the
    graveyard too for "library and/or graveyard" (`skip_library`: that one only)."""
    flt = _filter(instr, ctx)
    whose = "their" if owner == you else f"player {owner}'s"
    where = f"{whose} library" + (" and graveyard" if instr.graveyard_too else "")
    if skip_library:
        where = f"{whose} graveyard"
    # "Named ~": the name the source has now, or had as it last existed (201.2, 608.2h).
    this = state.current(ctx.source.ref) or ctx.source
    names = frozenset(fold_name(n) for n in instr.names)
    if instr.named_this:
        names = frozenset({fold_name(characteristics(state, this).name)})
    found: list[ObjectId] = []
    if instr.count == "that_many":
        # As many as the instruction before it acted on (608.2c).
        many = state.resolving.that_many if state.resolving is not None else None
        if many is None:
            raise ValueError("a search for 'that many' cards with nothing counted before it")
    elif instr.count == "any":
        many = len(state.libraries.get(owner, ()))
    else:
        many = ctx.amount(instr.count)
    for _ in range(many):
        options = (
            [] if skip_library else _findable(state, owner, flt, you, names, portion, ctx.source.id)
        )
        if instr.graveyard_too:
            graveyard = state.graveyards.get(owner, ())
            options += _findable(state, owner, flt, you, names, None, ctx.source.id, graveyard)
        options = [i for i in options if i not in found]
        if not instr.stated and portion is not None and not options:
            # "A card" among the top cards (701.23d): an unknown one is as good as any.
            options = [i for i in portion if i not in found]
        if instr.different_names:
            taken = {characteristics(state, state.objects[i]).name for i in found}
            options = [
                i for i in options if characteristics(state, state.objects[i]).name not in taken
            ]
        if (
            not instr.stated
            and not options
            and portion is None
            and not skip_library
            and state.player(owner).anonymous_library
        ):
            # "A card": one must be found (701.23d); the next unknown card is as good as any.
            state = materialise(state, owner, len(state.libraries.get(owner, ())) + 1)
            options = [state.libraries[owner][0]]
        if not options:
            break
        pick = ask(
            NeedChoice(
                ChoiceKind.OBJECT,
                you,
                f"Player {you} searches {where}: choose a card"
                + (
                    " (or none: a search for a stated quality may fail to find, 701.23b)."
                    if instr.stated
                    else "."
                ),
                ("701.23a", "701.23b") if instr.stated else ("701.23a", "701.23d"),
                tuple(options),
                nullable=instr.stated,
            )
        )
        if pick is None:
            break
        found.append(str(pick))
    return state, found


def _one_elsewhere(
    state: GameState, instr: v.Search, you: PlayerId, found: list[ObjectId]
) -> ObjectId | None:
    """Which found card goes `one_to` ("put one onto the battlefield tapped and the other into
    your hand"): the searcher's choice; with one card found, they may send it with the rest."""
    if instr.one_to is None or not found:
        return None
    where = _WHERE[instr.one_to].replace("their", "your")
    pick = ask(
        NeedChoice(
            ChoiceKind.OBJECT,
            you,
            f"Player {you}: of {names(state, found)}, choose the card to put {where}"
            + (" (or none: it goes with the others)." if len(found) == 1 else "."),
            ("701.23a", "608.2c"),
            tuple(found),
            nullable=len(found) == 1,
        )
    )
    return None if pick is None else str(pick)


def searched_part(
    state: GameState, you: PlayerId, owner: PlayerId
) -> tuple[GameState, tuple[ObjectId, ...] | None, list[Event]]:
    """The library's top cards the search is limited to, fixed as it begins (Aven Mindcensor:
    614.1a, 701.23f; the card's ruling: finding one card doesn't bring in the next), or None for
    the whole library, and the event saying so."""
    limit = searched_portion(state, you)
    if limit is None:
        return state, None, []
    perm, count = limit
    state = materialise(state, owner, count)
    library = state.libraries.get(owner, ())
    portion = tuple(library[max(0, len(library) - count) :])
    whose = "their" if owner == you else f"player {owner}'s"
    return (
        state,
        portion,
        [
            event(
                "replace",
                f"{describe(state, perm)}: player {you} searches only the top {count} cards of "
                f"{whose} library instead.",
                "614.1a",
                "701.23f",
                objects=[perm.id, you],
            )
        ],
    )


@handles(v.Search)
def search(state: GameState, instr: v.Search, ctx: Context) -> Result:
    """Search a library (701.23a), put what is found where the instruction says, then the
    library's owner shuffles it (701.24a). A player searching their own library (`own`) is
    the searcher, and may decline when it is optional (608.2d)."""
    whose = ctx.players(state, instr.player, instr.target)
    if not whose:
        return state, [
            event("search", "No player's library to search: the target is gone.", "608.2b")
        ]
    owner = whose[0]
    you = owner if instr.own else ctx.controller
    if instr.optional and (declined := _declined(state, you)) is not None:
        return state, [declined]
    library = "their library" if owner == you else f"player {owner}'s library"
    if instr.graveyard_too:
        return _library_and_or_graveyard(state, instr, ctx, you)
    if (prohibition := cant_search(state, you)) is not None:
        # The searcher can't search (101.2): nothing is found, a "then shuffle" still shuffles
        # (Stranglehold's ruling).
        events = [
            event(
                "cant",
                f"{describe(state, prohibition)}: player {you} can't search {library}, so "
                "nothing is found.",
                "101.2",
                "701.23a",
                objects=[prohibition.id, you],
            )
        ]
        if instr.shuffle:
            state, more = shuffle(state, owner)
            events += more
        return state, events
    state, portion, limited = searched_part(state, you, owner)
    state, found = _find(state, instr, ctx, owner, portion, you)
    shown = "reveals" if instr.reveal else "finds"
    events = [
        *limited,
        event(
            "search",
            f"Player {you} searches {library} and {shown} {names(state, found)}."
            if found
            else f"Player {you} searches {library} and finds nothing.",
            *(("701.23a", "701.20a") if instr.reveal and found else ("701.23a",)),
            objects=[you, *found],
        ),
    ]
    if instr.to == "top":
        # Shuffled without the found cards, which then go on top (701.24b).
        state, more = shuffle(state, owner, tuple(found))
        events += more
        if found:
            state = arrange(state, owner, found, [])
            events.append(
                event(
                    "zone",
                    f"{names(state, found)} put on top of player {owner}'s library.",
                    "701.24b",
                    objects=found,
                )
            )
        return state, events
    state, more = _put_found(state, instr, you, found)
    events += more
    if instr.shuffle:
        state, more = shuffle(state, owner)
        events += more
    return state, events


def _put_found(
    state: GameState, instr: v.Search, you: PlayerId, found: list[ObjectId]
) -> tuple[GameState, list[Event]]:
    """The found cards put where the instruction says, under the searcher's control when onto
    the battlefield (701.23a, 110.2)."""
    events: list[Event] = []
    elsewhere = _one_elsewhere(state, instr, you, found)
    for card in found:
        place = instr.one_to if card == elsewhere and instr.one_to else instr.to
        to = _ZONES[place]
        name = describe(state, state.objects[card])
        tapped = instr.tapped and to is Zone.BATTLEFIELD
        state, more = move(state, card, to, controller=you, tapped=tapped)
        events.append(
            event(
                "zone",
                f"Player {you} puts {name} {_WHERE[place]}{' tapped' if tapped else ''}.",
                "701.23a",
                objects=[card],
            )
        )
        events += more
    return state, events


def _library_and_or_graveyard(
    state: GameState, instr: v.Search, ctx: Context, you: PlayerId
) -> Result:
    """ "Search your library and/or graveyard for …" (701.23a): the searcher searches either
    zone or both — their library only if they choose to (and can: a player who can't search
    libraries still searches their graveyard, 101.2), their graveyard in any case, since
    searching that public zone as well changes nothing when the card is found in the library;
    "If you search your library this way, shuffle" shuffles it only then (701.24a)."""
    events: list[Event] = []
    if (prohibition := cant_search(state, you)) is not None:
        into_library = False
        events.append(
            event(
                "cant",
                f"{describe(state, prohibition)}: player {you} can't search their library, so "
                "they search only their graveyard.",
                "101.2",
                "701.23a",
                objects=[prohibition.id, you],
            )
        )
    else:
        question = f"Player {you}: search your library as well as your graveyard?"
        into_library = bool(
            ask(NeedChoice(ChoiceKind.YES, you, question, ("701.23a",), ("true", "false")))
        )
    portion: tuple[ObjectId, ...] | None = None
    if into_library:
        state, portion, limited = searched_part(state, you, you)
        events += limited
    state, found = _find(state, instr, ctx, you, portion, you, skip_library=not into_library)
    where = "their library and graveyard" if into_library else "their graveyard"
    shown = "reveals" if instr.reveal else "finds"
    events.append(
        event(
            "search",
            f"Player {you} searches {where} and {shown} {names(state, found)}."
            if found
            else f"Player {you} searches {where} and finds nothing.",
            *(("701.23a", "701.20a") if instr.reveal and found else ("701.23a",)),
            objects=[you, *found],
        )
    )
    state, more = _put_found(state, instr, you, found)
    events += more
    if instr.shuffle and into_library:
        state, more = shuffle(state, you)
        events += more
    return state, events


def _declined(state: GameState, searcher: PlayerId) -> Event | None:
    """ "That player may search their library …": asked of the searcher (608.2d); declined — or
    impossible, for a player who can't search libraries (101.2) — none of it happens, the
    shuffle neither (Path to Exile's ruling). None when they search."""
    if (prohibition := cant_search(state, searcher)) is not None:
        text = (
            f"{describe(state, prohibition)}: player {searcher} can't search libraries, so they "
            "can't choose to search (608.2d) and nothing happens."
        )
        return event("cant", text, "101.2", "608.2d", objects=[prohibition.id, searcher])
    question = f"Player {searcher}: search your library?"
    rules = ("608.2d", "701.23a")
    if ask(NeedChoice(ChoiceKind.YES, searcher, question, rules, ("true", "false"))):
        return None
    text = f"Player {searcher} doesn't search their library, nor shuffles it."
    return event("search_declined", text, "608.2d", objects=[searcher])
