"""Which permanents a trigger watches, and as what (603.2, 603.10a): the one reading of a
trigger's subject — the permanent itself, one its controller controls, or any matching its
filter — for the enters and dies events alike, and the state a leaves-the-battlefield event is
looked at in: the game "looks back in time" at the permanents as they were immediately before
it, those leaving in the same event included (603.10a). `engine.modifiers.triggers` asks, and
registers the enters and dies matchers here.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards.vocabulary import AddAbilities, CardDef, Trigger
from engine.core.occurrences import (
    Entered,
    Exploited,
    LeftBattlefield,
    Occurrence,
    PutIntoGraveyard,
    Sacrificed,
)
from engine.core.primitives import that_creature
from engine.core.state import GameObject, GameState, Info, PlayerId, Zone
from engine.derived.characteristics import controller_of
from engine.derived.targets import matches


@dataclass(frozen=True, slots=True)
class Watching:
    """An ability that may trigger: the state it is looked at in (just before the event for
    those that look back in time, 603.10a), the object it is an ability of, that object's
    controller ("you", 613.1b), its trigger, and the scopes the object is looked at for ("self",
    "you_control", "any", "this_spell": `triggers`' sources)."""

    state: GameState
    source: GameObject
    you: PlayerId
    trigger: Trigger
    roles: frozenset[str]


def watches_object(w: Watching, obj: GameObject) -> bool:
    """Whether `source`'s trigger watches `obj` doing its event (603.2): the permanent itself
    (scope "self", and "this creature or another …", `or_self`), a permanent matching the
    filter that its controller controls ("you_control"), one whoever controls it ("any": the
    filter's controller says whose), or the one it is attached to ("enchanted"). `state`
    shows `obj` as it was then (603.10a)."""
    state, source, you, t, roles = w.state, w.source, w.you, w.trigger, w.roles
    if "self" in roles and (t.scope == "self" or t.or_self):
        return True
    if t.scope == "you_control" and "you_control" in roles:
        return controller_of(state, obj) == you and not matches(
            state, obj, t.filter, you, source.id
        )
    if t.scope == "any" and "any" in roles:
        return not matches(state, obj, t.filter, you, source.id)
    if t.scope == "enchanted" and "any" in roles:
        # "Whenever enchanted / equipped creature dies": the one it was attached to (603.10a).
        return source.attached_to == obj.id and not matches(state, obj, t.filter, you, source.id)
    return False


def named(state: GameState, obj: GameObject) -> Info:
    """What a trigger on another object remembers: that object ("that creature") and its
    controller ("its controller", "that player"), as it was then (603.10a)."""
    return (*that_creature(obj.ref), ("player", controller_of(state, obj)))


#: The trigger events of other permanents leaving the battlefield, which look back in time
#: (603.10a): dying (603.6c, 700.4) and leaving for any zone (603.6c).
_LEAVING = frozenset({"put_into_graveyard", "leaves_battlefield"})


def _may_watch_deaths(card: CardDef) -> bool:
    """Whether a permanent with this definition may watch other permanents die or leave the
    battlefield: it has such a triggered ability, or a static ability that grants abilities
    (which may be one). Found once per definition and kept on it (a definition never
    changes), as `printed` keeps its own."""
    found: bool | None = card.__dict__.get(_WATCHES_DEATHS)
    if found is None:
        found = card.__dict__[_WATCHES_DEATHS] = any(
            t.trigger.event in _LEAVING and t.trigger.scope != "self" for t in card.triggered
        ) or any(isinstance(m, AddAbilities) for s in card.statics for m in s.modifications)
    return found


#: Where `_may_watch_deaths` keeps its answer on a card definition.
_WATCHES_DEATHS = "_may_watch_deaths"


def watches_deaths(obj: GameObject) -> int:
    """1 for a permanent that may watch others die or leave the battlefield
    (`GameState.tally`, kept as objects change, so a Wrath over a big board needn't look at
    every permanent for every death)."""
    if obj.zone is not Zone.BATTLEFIELD:
        return 0
    if _may_watch_deaths(obj.card):
        return 1
    return int(obj.copied is not None and _may_watch_deaths(obj.copied))


def deaths_watched(state: GameState, occ: PutIntoGraveyard | LeftBattlefield) -> bool:
    """Whether any permanent — on the battlefield, or leaving it with `occ`'s — may have an
    ability watching another die or leave the battlefield: one whose definition has one, or
    one gaining abilities from an effect (613.1f)."""
    together = state.leaving_together
    return (
        bool(state.tally(watches_deaths))
        or bool(watches_deaths(occ.obj))
        or (together is not None and together.watching)
        or any(isinstance(m, AddAbilities) for e in state.effects for m in e.modifications)
    )


def looked_at(state: GameState, occ: Occurrence) -> GameState:
    """The state whose objects and characteristics decide (603.10a looks back in time): for a
    permanent that left the battlefield, with it back as it last existed — and, when another
    permanent may be watching it die or leave (`deaths_watched`), with every permanent that
    left in the same event (`GameState.leaving_together`)."""
    if isinstance(occ, Sacrificed):
        return occ.before
    attached = occ.attached if isinstance(occ, PutIntoGraveyard) else ()
    if isinstance(occ, PutIntoGraveyard | LeftBattlefield) and (state.leaving_together or attached):
        left = state.leaving_together.objects if state.leaving_together else ()
        if deaths_watched(state, occ):
            return state.with_objects((*left, *attached, occ.obj))
    if isinstance(occ, PutIntoGraveyard | LeftBattlefield | Exploited):
        return state.with_object(occ.obj)
    return state


# -- the matchers of enters and dies events (603.6a, 603.6c), registered by `triggers` ----------


def enters(w: Watching, occ: Entered) -> list[Info]:
    """ "When this enters" (603.6a, with its X, 107.3m, and kicked or evoked, 603.4), and
    "whenever [this creature or] another creature [you control] enters": the permanents on
    the battlefield, the newcomer included, are checked (603.6a)."""
    entered, t = occ.obj, w.trigger
    if t.scope == "self" and "self" in w.roles:
        if t.cast_with and not dict(entered.chosen).get(t.cast_with):
            # "When this enters, if it was kicked" doesn't trigger otherwise (603.4); how it
            # was cast can't change afterwards (702.33d, 702.74a), so on resolution it still is.
            return []
        chosen_x = dict(entered.chosen).get("x")
        # 107.3m: X in an enters ability is the X of the spell it resolved from.
        return [(("x", chosen_x),) if isinstance(chosen_x, int) else ()]
    if t.scope == "self" or not watches_object(w, entered):
        return []
    # "this creature or another …": this one entered (its filter says "other"), 603.6a — and
    # "that creature" is the one that entered, this one too (Ardoz, Cobbler of War).
    return [named(w.state, entered)]


def put_into_graveyard(w: Watching, occ: PutIntoGraveyard) -> list[Info]:
    """ "When this dies" (603.6c), "whenever this creature or another creature [you control]
    dies": the permanents as they last existed on the battlefield (603.10a)."""
    t = w.trigger
    if not watches_object(w, occ.obj):
        return []
    if t.without_counter and occ.obj.counter(t.without_counter):
        return []  # undying, persist: "if it had no [+1/+1] counters on it" (603.4, 603.10a)
    if t.scope == "self":
        return [(("follows_source", "400.7e"),)]
    if t.damaged_by_source and (w.source.ref, occ.obj.ref) not in w.state.turn.damaged_by:
        return []  # not a creature this object dealt damage to this turn (400.7)
    # An Aura's "when enchanted creature dies" finds the Aura card in its owner's graveyard,
    # put there with the creature or by 704.5m for being attached to nothing (400.7f); a trigger
    # watching its own object finds it by 400.7e. The rule rides with the trigger, for the event.
    follows = "400.7e" if "self" in w.roles else "400.7f" if t.scope == "enchanted" else ""
    return [(("follows_source", follows), *named(w.state, occ.obj))]


def leaves_battlefield(w: Watching, occ: LeftBattlefield) -> list[Info]:
    """ "When this leaves the battlefield" (603.6c): only the permanent that left, as it last
    existed there (603.10a); "whenever [this creature or] another creature you control leaves
    the battlefield", "when enchanted creature leaves the battlefield": the permanent as it
    last existed, for whatever zone it went to, remembered as what it was — it is a new object
    now (400.7), which nothing acts on."""
    t = w.trigger
    if t.scope == "self":
        return [(("follows_source", "400.7e"),)] if "self" in w.roles else []
    if not watches_object(w, occ.obj):
        return []
    follows = "400.7e" if "self" in w.roles else "400.7f" if t.scope == "enchanted" else ""
    return [(("follows_source", follows), *named(w.state, occ.obj))]
