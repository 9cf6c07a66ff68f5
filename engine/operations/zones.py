"""Moving objects between zones (CR 400).

A card that changes zones becomes a new object (CR 400.7): its incarnation goes up, its status and
counters are reset, and the object it was is kept as last known information (608.2h). Cards go to
their owner's zones (400.3). Tokens that leave the battlefield stay where they went until
state-based actions make them cease to exist (111.7, 704.5d).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.cards.vocabulary.casting import CAST_MARKS
from engine.core.events import event
from engine.core.occurrences import (
    CountersPut,
    Entered,
    LeftBattlefield,
    PutIntoGraveyard,
    PutIntoGraveyardFromAnywhere,
)
from engine.core.registry import Registry
from engine.core.replace import replace
from engine.core.state import (
    Event,
    GameObject,
    GameState,
    LeavingTogether,
    ObjectId,
    PlayerId,
    Zone,
)
from engine.derived.characteristics import characteristics
from engine.modifiers import replacement
from engine.modifiers.triggers import fire
from engine.modifiers.watched import watches_deaths
from engine.operations.entering_hosts import choose_host, choose_protector, needs_a_host
from engine.operations.shuffling import shuffle

#: What a permanent remembers of the cards exiled "until it leaves the battlefield" (610.3):
#: "id:incarnation …" in its `chosen`, the same objects only (400.7).
EXILED_UNTIL = "exiled_until"
#: Zones whose cards not all players can see (CR 400.2): stickers come off there (123.5).
HIDDEN_ZONES = frozenset({Zone.LIBRARY, Zone.HAND})

#: What a paid cost's static ability does as the spell becomes a permanent, by the cost's mark
#: (`engine.cards.vocabulary.casting.CAST_MARKS`): dash's delayed return (702.109a), registered
#: by its mechanic.
AS_SPELL_BECOMES_PERMANENT: Registry[
    str, Callable[[GameState, GameObject], tuple[GameState, list[Event]]]
] = Registry("what a paid cost does as its spell becomes a permanent")


def move(
    state: GameState,
    object_id: ObjectId,
    to: Zone,
    *,
    controller: PlayerId | None = None,
    x: int | None = None,
    to_bottom: bool = False,
    tapped: bool = False,
    counters: tuple[tuple[str, int], ...] = (),
    transformed: bool = False,
) -> tuple[GameState, list[Event]]:
    """Move an object to `to` as a new object (CR 400.7); return the state and events. A
    permanent put onto the battlefield `tapped` enters tapped ("put it onto the battlefield
    tapped"), one put there with `counters` enters with them (undying's "with a +1/+1 counter
    on it", 702.93a, 614.1c), a double-faced card put there `transformed` with its back face up
    (712.14a; the caller leaves any other card where it is)."""
    obj = state.objects[object_id]
    before = state
    to, events = replacement.leaving_stack(state, obj, to)
    to, instead = replacement.leaving_battlefield(state, obj, to)
    events += instead
    diverted = replacement.to_graveyard(state, obj, to)
    to = diverted.to
    events += diverted.events
    # "If a nontoken creature would enter and it wasn't cast, exile it instead" (614.1a).
    to, kept_out = replacement.to_battlefield(state, obj, to, controller)
    events += kept_out
    host = None
    if needs_a_host(obj, to):
        # An Aura put onto the battlefield by an effect: what it enchants is chosen as it
        # enters (303.4f); with nothing legal it stays where it is (303.4g).
        host = choose_host(state, obj, controller or obj.controller)
        events.append(host.said)
        if host.attached_to is None:
            return state, events
    # Its last known information (608.2h), kept with the move: one new state for all of it.
    lki = {**state.lki, obj.ref: obj}
    attached = _attached_to(state, obj)
    # A spell cast transformed resolves with its back face up (712.11a, 702.146b).
    cast_transformed = obj.zone is Zone.STACK and obj.front is not None
    keeps_face = to is Zone.BATTLEFIELD and (obj.modal_back_up or cast_transformed)
    state = _leave(state, obj)
    timestamp = state.next_timestamp
    owner = obj.owner
    new = replace(
        obj,
        zone=to,
        incarnation=obj.incarnation + 1,
        controller=(controller or obj.controller) if to is Zone.BATTLEFIELD else owner,
        timestamp=timestamp,
        tapped=tapped and to is Zone.BATTLEFIELD,
        summoning_sick=to is Zone.BATTLEFIELD,
        control_seen=None,
        damage=0,
        counters=counters if to is Zone.BATTLEFIELD else (),
        counter_timestamps=(),
        attached_to=None if host is None else host.attached_to,
        entered_this_turn=to is Zone.BATTLEFIELD,
        regeneration_shields=0,
        cant_be_regenerated=False,
        targets=(),
        x=x if to is Zone.STACK else None,
        # What was spent to cast it, set as it was paid for: the spell keeps it, and so does
        # the permanent it becomes (601.2h); anything else is a new object, not cast (400.7).
        mana_spent=obj.mana_spent
        if to is Zone.STACK or (obj.zone is Zone.STACK and to is Zone.BATTLEFIELD)
        else None,
        modes=(),
        chosen=(),
        # Stickers stay on an object moving to a public zone, with their positions and
        # timestamps, and come off one moving to a hidden zone (123.5, an exception to 400.7).
        stickers=() if to in HIDDEN_ZONES else obj.stickers,
        # A copy effect from entering as a copy ends when the object leaves (707.5, 400.7).
        copied=None,
        copy_of=None,
        copy_reverts_to=None,
        # A new object has its front face up in any zone (712.8a, 712.14), unless it is put
        # onto the battlefield transformed, which whoever puts it there says, or it is a modal
        # double-faced card entering with the face up it was cast or played with (712.13,
        # 712.12), or one cast transformed (712.11a).
        card=obj.card if keeps_face else (obj.front or obj.whole or obj.card),
        front=obj.front if keeps_face else None,
        transformations=0,
        # A split card is both halves again off the stack (709.4); a flipped permanent leaving
        # the battlefield keeps no memory of being flipped (710.4).
        whole=obj.whole if keeps_face else None,
        flipped=False,
        # A copy of a permanent spell becomes a token as it enters (608.3f, 707.10f): it is no
        # longer a copy of a spell, so it doesn't cease to exist (704.5e).
        token=obj.token or (obj.spell_copy and to is Zone.BATTLEFIELD),
        spell_copy=obj.spell_copy and to is not Zone.BATTLEFIELD,
        # A spell cast face down stays so as it resolves (702.37c); anywhere else the card is
        # a new object, face up (400.7, 708.9).
        face_down=obj.face_down
        if to is Zone.STACK or (obj.zone is Zone.STACK and to is Zone.BATTLEFIELD)
        else None,
    )
    if obj.face_down is not None and new.face_down is None:
        events.append(_reveal(obj, to))
    if obj.stickers:
        events.append(_sticker_event(obj, to))
    changes: dict[str, object] = {"lki": lki, "next_timestamp": timestamp + 1}
    together = state.leaving_together
    if obj.zone is Zone.BATTLEFIELD and together is not None:
        # One of several leaving at once: the others' abilities look back at it (603.10a).
        watching = together.watching or bool(watches_deaths(obj))
        changes["leaving_together"] = replace(
            together, objects=(*together.objects, obj), watching=watching
        )
    if to is Zone.BATTLEFIELD:
        state = replace(state, lki=lki, next_timestamp=timestamp + 1)
        new = replace(new, chosen=(("x", x),) if x is not None else ())
        if obj.zone is Zone.STACK:
            # A kicked spell becomes a kicked permanent, an evoked one an evoked permanent, an
            # escaped one an escaped permanent — each mark its mechanic registered (`cast_mark`):
            # abilities linked to kicker, evoke or escape ask (702.33d-e, 702.74a, 702.138b-c,
            # 607.2); a new object otherwise remembers nothing (400.7).
            cast_with = [(k, v) for k, v in obj.chosen if k in CAST_MARKS and v]
            new = replace(new, chosen=(*new.chosen, *cast_with))
        if transformed and new.card.back is not None:
            new = replace(new, card=new.card.back, front=new.card)  # 712.14a
        # A battle's protector, chosen as it enters however it does (310.8a, 310.11a).
        protector, chosen = choose_protector(state, new, new.controller)
        if protector:
            new = replace(new, chosen=(*new.chosen, *protector))
            events += chosen
        if (together := state.leaving_together) is not None:
            # Entering beside the others this event puts there (614.12, Containment Priest).
            entered = (*together.entered, new.id)
            state = replace(state, leaving_together=replace(together, entered=entered))
        state, new, entering = enter_battlefield(state, new, x)
        events.extend(entering)
        if obj.zone is Zone.STACK:
            # What a paid cost's static ability does as the spell becomes a permanent ("return
            # the permanent this spell becomes to its owner's hand at the beginning of the next
            # end step", 702.109a): its mechanic's, registered by its mark.
            for mark in (k for k, v in new.chosen if v and k in AS_SPELL_BECOMES_PERMANENT):
                state, more = AS_SPELL_BECOMES_PERMANENT[mark](state, new)
                events.extend(more)
        return state, events
    if to is Zone.LIBRARY:
        library = state.libraries.get(owner, ())
        updated = (new.id, *library) if to_bottom else (*library, new.id)
        changes["libraries"] = {**state.libraries, owner: updated}
    elif to is Zone.GRAVEYARD:
        changes["graveyards"] = {
            **state.graveyards,
            owner: (*state.graveyards.get(owner, ()), new.id),
        }
    elif to is Zone.STACK:
        changes["stack"] = (*state.stack, new.id)
    state = state.with_object(new, **changes)
    if diverted.shuffle:
        # "Reveal ~ and shuffle it into its owner's library instead" (614.1a, 701.24a).
        state, shuffled = shuffle(state, owner)
        events += shuffled
    if obj.zone is Zone.BATTLEFIELD:
        # "When this leaves the battlefield", for whatever zone (603.6c, 603.10a).
        state, triggered = fire(state, LeftBattlefield(obj))
        events.extend(triggered)
        state, returned = _return_exiled_until(state, obj)
        events.extend(returned)
        state, lingered = _linger(before, state, obj)
        events.extend(lingered)
    if obj.zone is Zone.BATTLEFIELD and to is Zone.GRAVEYARD:
        # "When this is put into a graveyard from the battlefield" looks back in time: the
        # permanent's abilities as it last existed decide (603.6c, 603.10a).
        state, triggered = fire(state, PutIntoGraveyard(obj, attached))
        events.extend(triggered)
    if to is Zone.GRAVEYARD:
        # "When ~ is put into a graveyard from anywhere": the card's own ability, as it last
        # existed on the battlefield (603.10a) or as it is now (603.6d).
        gone = obj if obj.zone is Zone.BATTLEFIELD else new
        state, triggered = fire(state, PutIntoGraveyardFromAnywhere(gone))
        events.extend(triggered)
    return state, events


Result = tuple[GameState, list[Event]]


def _linger(before: GameState, state: GameState, left: GameObject) -> Result:
    """A static ability whose card says "if this leaves the battlefield, this effect continues
    until end of turn" (Titania's Song): the card overrides 611.3b (101.1), so its effect goes
    on — still a static ability's, applied to whatever it names at each moment (611.3a), with
    the ability's timestamp (613.7a) — until the cleanup step (514.2). The abilities are the
    permanent's as it last existed (608.2h), in the state `before` it left."""
    if not any(a.lingers for a in left.card.statics):
        return state, []
    last = characteristics(before, left)
    events: list[Event] = []
    for ability in (a for a in last.statics if a.lingers):
        state = state.begin_effect(
            left,
            duration="end_of_turn",
            modifications=ability.modifications,
            controller=last.controller,
            source_ref=left.ref,
            timestamp=left.timestamp,
            lingering=ability,
        )
        events.append(
            event(
                "effect_continues",
                f"{left.card.name} has left the battlefield; as its text says, its effect "
                f"“{ability.text}” continues until end of turn, applying to whatever it names "
                "at each moment (a static ability's effect, not locked in).",
                "101.1",
                "611.3a",
                objects=[left.id],
            )
        )
    return state, events


def _return_exiled_until(state: GameState, left: GameObject) -> Result:
    """The cards exiled "until [this] leaves the battlefield" return the moment it leaves, a
    one-shot effect right after that event (610.3), under their owners' control (610.3c) —
    each still in exile as the same object (400.7); a token has ceased to exist (111.8)."""
    held = dict(left.chosen).get(EXILED_UNTIL)
    events: list[Event] = []
    for word in held.split() if isinstance(held, str) else []:
        object_id, _, incarnation = word.partition(":")
        exiled = state.objects.get(object_id)
        if exiled is None or str(exiled.incarnation) != incarnation:
            continue
        if exiled.zone is not Zone.EXILE or exiled.token:
            continue
        state, more = move(state, exiled.id, Zone.BATTLEFIELD, controller=exiled.owner)
        events.append(
            event(
                "zone",
                f"{left.card.name} has left the battlefield: {exiled.card.name} returns from "
                "exile under its owner's control.",
                "610.3",
                "610.3c",
                objects=[exiled.id],
            )
        )
        events += more
    return state, events


def at_once(state: GameState, perform: Callable[[GameState], Result]) -> Result:
    """`perform` as one event moving any number of permanents (an instruction's objects, a
    state-based-action check, 704.3): a leaves-the-battlefield ability of any of them triggers
    for the others too, the game looking back in time at all of them (603.10a) — Blood Artist
    dying beside three other creatures triggers four times (its ruling). An instruction inside
    another ("you may …", "if …") is an event of its own: what left before it isn't looked back
    at; the outer one's record resumes after it."""
    outer = state.leaving_together
    state, events = perform(replace(state, leaving_together=LeavingTogether()))
    return replace(state, leaving_together=outer), events


def enter_battlefield(
    state: GameState, obj: GameObject, x: int | None = None
) -> tuple[GameState, GameObject, list[Event]]:
    """The one way an object enters the battlefield — a card moving there, a token created, a
    token copy: effects that modify how it enters apply as it enters (614.1c-d, 614.12), then it
    is there, and abilities that trigger on its entering trigger (603.6a)."""
    state, obj, events = replacement.entering(state, obj, x)
    state = state.with_object(obj)
    together = state.leaving_together
    if together is not None and together.entering_together:
        return state, obj, events  # looked at with the others once all are there (603.6a)
    state, triggered = _entered(state, obj)
    return state, obj, events + triggered


def _entered(state: GameState, obj: GameObject) -> tuple[GameState, list[Event]]:
    """What triggers on `obj` having entered: its own enters abilities, and other permanents'
    (603.6a); a copy has the copied card's abilities (707.2), so its enters abilities trigger
    (707.5)."""
    state, triggered = fire(state, Entered(obj))
    # The counters it entered with were put on it (122.6): a Saga's first chapter (714.2b).
    for kind, n in obj.counters:
        state, more = fire(state, CountersPut(obj, kind, 0, n))
        triggered += more
    return state, triggered


def enter_together(state: GameState, perform: Callable[[GameState], Result]) -> Result:
    """`perform` as one event putting any number of permanents onto the battlefield at the
    same time ("each player puts all cards they exiled this way onto the battlefield"): once
    all of them are there, every permanent, the newcomers included, is checked for enters
    abilities matching each of them (603.6a) — two Soul Wardens returned together each see the
    other enter."""
    outer = state.leaving_together
    together = LeavingTogether(entering_together=True)
    state, events = perform(replace(state, leaving_together=together))
    entered = state.leaving_together.entered if state.leaving_together is not None else ()
    state = replace(state, leaving_together=outer)
    for object_id in entered:
        obj = state.objects[object_id]
        if obj.zone is Zone.BATTLEFIELD:
            state, more = _entered(state, obj)
            events += more
    return state, events


def _reveal(obj: GameObject, to: Zone) -> Event:
    """A face-down permanent or spell that leaves for another zone is revealed (708.9)."""
    where = "battlefield" if obj.zone is Zone.BATTLEFIELD else obj.zone.value
    return event(
        "reveal",
        f"face-down creature ({obj.id}) leaves the {where} for the {to.value}: it is revealed "
        f"to all players — it is {obj.card.name}.",
        "708.9",
        objects=[obj.id],
    )


def _sticker_event(obj: GameObject, to: Zone) -> Event:
    """Say what happens to an object's name stickers as it changes zones (123.5, 400.7m)."""
    words = ", ".join(f"“{w}”" for w, _, _ in obj.stickers)
    if to in HIDDEN_ZONES:
        return event(
            "stickers",
            f"{obj.card.name} goes to a hidden zone ({to.value}): its name stickers "
            f"({words}) aren't retained.",
            "123.5",
            objects=[obj.id],
        )
    return event(
        "stickers",
        f"{obj.card.name} moves to a public zone ({to.value}): its name stickers "
        f"({words}) stay on the new object with their positions and timestamps.",
        "400.7m",
        "123.5",
        objects=[obj.id],
    )


def leave_the_game(state: GameState, object_id: ObjectId) -> Result:
    """An object leaving the game with its owner (800.4a): a new object (400.7) outside the game
    (`Zone.OUTSIDE`, 400.11), kept so that what names it still finds it
    (`engine.operations.leave_game` says why). It is no move to a zone (400.1): no replacement
    effect applies and the caller decides about triggers. The cards a permanent exiled "until it
    leaves the battlefield" return (610.3), as it has left it."""
    obj = state.objects[object_id]
    lki = {**state.lki, obj.ref: obj}
    state = _leave(state, obj)
    new = replace(
        obj,
        zone=Zone.OUTSIDE,
        incarnation=obj.incarnation + 1,
        controller=obj.owner,
        tapped=False,
        damage=0,
        counters=(),
        attached_to=None,
        targets=(),
    )
    state = state.with_object(new, lki=lki)
    if obj.zone is Zone.BATTLEFIELD:
        return _return_exiled_until(state, obj)
    return state, []


def _leave(state: GameState, obj: GameObject) -> GameState:
    """Take the object out of its ordered zone, if it is in one.

    A permanent that leaves the battlefield takes with it whatever was attached to it: the object
    that may come back is a new one (CR 400.7), so Auras and Equipment attached to the old one are
    now attached to nothing (Auras then go to the graveyard, 704.5m; Equipment stays, 704.5n).
    Ids are reused across zone changes, so without this an Aura would follow the id back. So
    too a card leaving a graveyard, which an Aura may enchant there ("Enchant creature card in a
    graveyard", 303.4a): the Aura is attached to nothing then (Animate Dead attaches itself
    again to the new object it returned, its ruling).
    """
    # Most boards have nothing attached to anything: then there is nothing to look through.
    if obj.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD) and state.tally(_is_attached):
        for other in list(state.objects.values()):
            if other.attached_to == obj.id and other.id != obj.id:
                state = state.with_object(replace(other, attached_to=None))
    if obj.zone is Zone.LIBRARY:
        library = tuple(i for i in state.libraries.get(obj.owner, ()) if i != obj.id)
        return replace(state, libraries={**state.libraries, obj.owner: library})
    if obj.zone is Zone.GRAVEYARD:
        graveyard = tuple(i for i in state.graveyards.get(obj.owner, ()) if i != obj.id)
        return replace(state, graveyards={**state.graveyards, obj.owner: graveyard})
    if obj.zone is Zone.STACK:
        # `filter` rather than a generator: this runs for every spell leaving a deep stack.
        return replace(state, stack=tuple(filter(obj.id.__ne__, state.stack)))
    return state


def _attached_to(state: GameState, obj: GameObject) -> tuple[GameObject, ...]:
    """The permanents attached to a permanent, as they are (none on most boards)."""
    if obj.zone is not Zone.BATTLEFIELD or not state.tally(_is_attached):
        return ()
    return tuple(o for o in state.objects.values() if o.attached_to == obj.id and o.id != obj.id)


def _is_attached(obj: GameObject) -> int:
    """1 for an object attached to something (counted as objects change, `GameState.tally`)."""
    return int(obj.attached_to is not None)


def library_top(state: GameState, player: PlayerId) -> ObjectId | None:
    library = state.libraries.get(player, ())
    return library[-1] if library else None
