"""Saying so wherever an ability the engine doesn't model could have changed the run (issue 25:
a run is never silently wrong).

A card's oracle lines the vocabulary can't express are kept as `unsupported` abilities and read
by `engine.core.unread` (kind, events named, zones where they function). This is the one mechanism
that puts them in the run:

- `note(state, occurrence)`: the trigger scanner (`engine.modifiers.triggers.fire`) hands every
  occurrence here too; what happened, and to which objects, is kept for the step under way.
- `observe(before, after, events)`: once per step (`engine.driver.game.step`), what happened in the
  step — its occurrences, its events' kinds, the objects its events moved, life totals, a step
  beginning — is named in the words unread lines use (`HAPPENINGS`), and each unread line of
  each object in a zone where it functions (113.6) that names one of them gets a warning event:
  a triggered line whose event happened may have triggered (603.2); a static, replacement or
  prevention line may have applied (604.1, 614.1a, 615.1); "as this enters" and "enters as a
  copy" as that object enters (614.1c, 707.5); an instant's or sorcery's line as it resolves
  (608.2c); a characteristic-changing or -defining line as soon as it functions (613.1, 604.3)
  and again where combat damage is dealt by or to the object it would change or state-based
  actions act on it (510.2, 704.5f-g read what it would set).
  The run's record (`unmodelled` in the output, and whether the run is `complete`) gets every
  such line, with the step where it first could have mattered.
- `characteristic_notes(state)`: the explanation every object's characteristics carry while a
  characteristic-changing line the engine doesn't apply is on the battlefield ("Humility's
  effect is not modelled").

An object that has lost its abilities (613.1f), or had none as it left (603.10a), says nothing.
Objects are looked up through an index of the objects with unread lines, kept up to date as the
objects change (`GameState.groups`), so a board without any costs nothing here.
"""

from __future__ import annotations

from typing import cast

from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.occurrences import (
    EVENTS,
    Attacks,
    BecomesTarget,
    Blocks,
    Cast,
    CombatDamageToPlayer,
    CountersPut,
    CountersRemoved,
    Occurrence,
    StepBegins,
    TappedForMana,
)
from engine.core.replace import replace
from engine.core.state import (
    Event,
    GameObject,
    GameState,
    ObjectId,
    ObjectRef,
    PlayerId,
    Zone,
)
from engine.core.unread import Entry, Noted, Unread, lines
from engine.derived.characteristics import characteristics, controller_of

#: What an engine event of each kind is, in the names unread lines give kinds of event
#: (`engine.cards.unsupported`, whose names are the trigger events of `occurrences.EVENTS` where
#: one fits).
HAPPENINGS: dict[str, tuple[str, ...]] = {
    "damage": ("dealt_damage",),
    "combat_damage": ("dealt_damage",),
    "first_strike": ("dealt_damage",),
    "second_strike": ("dealt_damage",),
    "fight": ("dealt_damage",),
    "bite": ("dealt_damage",),
    "destroy": ("destroyed", "put_into_graveyard"),
    "sba": ("put_into_graveyard",),
    "legend_rule": ("put_into_graveyard",),
    "discard": ("discard", "put_into_graveyard"),
    "madness": ("exiled",),
    "cleanup": ("discard", "put_into_graveyard"),
    "mill": ("put_into_graveyard",),
    "surveil": ("put_into_graveyard",),
    "counter": ("countered", "put_into_graveyard"),
    "fizzle": ("put_into_graveyard",),
    "resolve": ("resolves",),
    "draw": ("draw",),
    "life": ("life_gained", "life_lost"),
    "pay_life": ("life_lost",),
    "lose": ("loses_game", "wins_game"),
    "game_over": ("loses_game", "wins_game"),
    "poison": ("counters_put",),
    "tap": ("tapped",),
    "untap": ("untapped",),
    "mana": ("tapped", "tapped_for_mana", "mana_added"),
    "counters": ("counters_put",),
    "stun": ("counters_put",),
    "modular": ("counters_put",),
    "fabricate": ("counters_put", "token_created"),
    "token": ("token_created", "enters"),
    "investigate": ("token_created", "enters"),
    "populate": ("token_created", "enters"),
    "living_weapon": ("token_created", "enters"),
    "cast": ("cast",),
    "cast_free": ("cast",),
    "cast_resolving": ("cast",),
    "activate": ("activate",),
    "targets": ("becomes_target",),
    "declare_attackers": ("attacks",),
    "attacking": ("attacks",),
    "declare_blockers": ("blocks",),
    "blocking": ("blocks",),
    "blocked": ("blocks",),
    "step": ("beginning_of_step",),
    "search": ("search",),
    "shuffle": ("shuffle",),
    "regenerate": ("destroyed",),
    "prevent": ("dealt_damage",),
    "control_change": ("control_changed",),
    "turn_face_up": ("turned_face_up",),
    "play_land": ("land_played", "enters"),
    "enters": ("enters",),
    "exploit": ("sacrifice", "put_into_graveyard"),
}

#: What a line of each kind needs to have happened besides the events its words name: an
#: instant's text its spell resolving (608.2c), "as this enters" and a copy line its entering.
_ALSO: dict[str, tuple[str, ...]] = {
    "spell": ("resolves",),
    "as_enters": ("enters",),
    "copy": ("enters",),
}

#: Where an object went, in those names.
_MOVED: dict[Zone, tuple[str, ...]] = {
    Zone.GRAVEYARD: ("put_into_graveyard",),
    Zone.BATTLEFIELD: ("enters",),
    Zone.EXILE: ("exiled",),
    Zone.HAND: ("to_hand",),
    Zone.STACK: ("cast",),
}


# -- the index --------------------------------------------------------------------------------


def _has_unread(obj: GameObject) -> bool | None:
    """The key of the index of objects with unread lines (None: not in it)."""
    return True if copiable_card(obj).unsupported else None


def unread_objects(state: GameState) -> dict[ObjectId, int]:
    """The ids of the objects with unread lines, in the objects' order."""
    return state.groups(_has_unread).get(True, {})


# -- noting what happens ------------------------------------------------------------------------


def _name(occ: Occurrence) -> str:
    """The name of what happened ("At the beginning of" lines name a step)."""
    if isinstance(occ, StepBegins):
        return "beginning_of_step"
    if isinstance(occ, CountersPut):
        return "counters_put"
    if isinstance(occ, CountersRemoved):
        return "counters_removed"
    return EVENTS[type(occ)]


def _subject_ids(occ: Occurrence) -> tuple[ObjectId, ...]:
    """The objects the occurrence happens to, which "When [this] …" lines are about: the
    permanent that entered, died, was dealt damage, the spell cast, the attackers …"""
    obj = getattr(occ, "obj", None)
    if isinstance(obj, GameObject):
        return (obj.id,)
    if isinstance(occ, Cast):
        return (occ.spell.id,)
    if isinstance(occ, CombatDamageToPlayer):
        return (occ.source.id,)
    if isinstance(occ, TappedForMana):
        return (occ.tapped.id,)
    if isinstance(occ, Attacks):
        return tuple(a.ref.id for a in occ.attackers)
    if isinstance(occ, Blocks):
        return tuple(r.id for b in occ.blockers for r in (b.ref, *b.attackers))
    if isinstance(occ, BecomesTarget):
        return tuple(t.id for g in occ.targets for t in g if isinstance(t, ObjectRef))
    return ()


def note(state: GameState, occ: Occurrence) -> GameState:
    """Keep what happened, for the unread lines to be checked against as the step ends."""
    indexed = unread_objects(state)
    if not indexed:
        return state
    noted = state.noted
    name = _name(occ)
    subjects = {i for i in _subject_ids(occ) if i in indexed and i not in noted.subjects}
    casters = {controller_of(state, occ.spell)} if isinstance(occ, Cast) else set()
    if not subjects and name in noted.happened and casters <= noted.casters:
        return state
    return replace(
        state,
        noted=replace(
            noted,
            happened=noted.happened | {name},
            subjects=noted.subjects | subjects,
            casters=noted.casters | casters,
        ),
    )


def _happened(
    before: GameState, after: GameState, events: list[Event], wanted: set[str]
) -> set[str]:
    """What happened in the step, in the names unread lines use: its occurrences and its
    events' kinds, life totals that moved, a player who lost, a step that began (its "step"
    event) — and where the objects its events name went, looked at only when a name `wanted`
    is still missing (a step can move hundreds of objects)."""
    names: set[str] = set(after.noted.happened)
    for e in events:
        names.update(HAPPENINGS.get(e.kind, ()))
    for was_p, now_p in zip(before.players, after.players, strict=False):
        if now_p.life > was_p.life:
            names.add("life_gained")
        elif now_p.life < was_p.life:
            names.add("life_lost")
        if now_p.lost and not was_p.lost:
            names.update(("loses_game", "wins_game"))
        if now_p.counters != was_p.counters:
            names.add("counters_put")
    if wanted <= names:
        return names
    for e in events:
        for oid in e.objects:
            was, now = before.objects.get(oid), after.objects.get(oid)
            if now is None:
                continue
            if was is None:
                names.update(("token_created", "enters") if now.zone is Zone.BATTLEFIELD else ())
            elif was.incarnation != now.incarnation or was.zone is not now.zone:
                names.update(_MOVED.get(now.zone, ()))
                if was.zone is Zone.BATTLEFIELD:
                    names.add("leaves_battlefield")
            elif now.tapped != was.tapped:
                names.add("tapped" if now.tapped else "untapped")
    return names


# -- at the end of each step --------------------------------------------------------------------


def observe(
    before: GameState, after: GameState, events: list[Event]
) -> tuple[GameState, list[Event]]:
    """The step from `before` to `after` made `events`: warn for each unread line that could
    have applied in it, and record every unread line that was where it functions (113.6)."""
    now, then = _working(after), _working(before)
    noted = after.noted
    if not now and not then:
        if noted.happened or noted.subjects:
            after = replace(after, noted=Noted(entries=noted.entries))
        return after, []
    # Each line once, as it is after the step, else as it was before it (it left, 603.10a).
    functioning: dict[tuple[ObjectId, str], tuple[GameState, GameObject, Unread]] = {}
    for state, working in ((after, now), (before, then)):
        for oid, obj, line in working:
            functioning.setdefault((oid, line.text), (state, obj, line))
    wanted = {
        e for _, _, line in functioning.values() for e in (*line.events, *_ALSO.get(line.kind, ()))
    }
    happened = _happened(before, after, events, wanted)
    touched = set(noted.subjects).union(*(e.objects for e in events))
    # The objects state-based actions acted on, by the rules they cite (704.5f, 704.5g …).
    swept = {
        oid: sba
        for e in events
        if (sba := tuple(r for r in e.rules if r.startswith("704.")))
        for oid in e.objects
    }
    # The objects combat damage was dealt by or to (510.2).
    swept |= {oid: ("510.2",) for e in events if e.kind in _COMBAT_DAMAGE for oid in e.objects}
    step = after.steps_taken
    entries = {(e.object, e.line): e for e in noted.entries}
    warned: list[Event] = []
    for key, (state, obj, line) in functioning.items():
        first_seen = key not in entries
        if first_seen:
            entries[key] = Entry(
                obj.id, describe(state, obj), copiable_card(obj).name, line.text, line.kind
            )
        why = _applies(line, state, obj, before, after, happened, touched, first_seen, swept)
        if why is None or characteristics(state, obj).abilities_lost:
            continue
        tail, rules = why
        text = f"{describe(state, obj)} — “{line.text}” — isn't modelled; {tail}"
        warned.append(event("unmodelled", text, *rules, objects=[obj.id]))
        if entries[key].first_step is None:
            entries[key] = replace(entries[key], first_step=step)
    updated = Noted(entries=tuple(entries.values()))
    if updated != noted:
        after = replace(after, noted=updated)
    return after, warned


Working = tuple[tuple[ObjectId, GameObject, Unread], ...]


def _working(state: GameState) -> Working:
    """The unread lines of objects in zones where they function (113.6), with their objects:
    found once per objects mapping (most steps don't change it) from the index."""
    data = state.objects_view().data
    found = data.get("unread_working")
    if found is None:
        found = data["unread_working"] = tuple(
            (oid, obj, line)
            for oid in unread_objects(state)
            for obj in (state.objects[oid],)
            for line in lines(copiable_card(obj))
            if obj.zone in line.zones
        )
    return cast(Working, found)


def _applies(
    line: Unread,
    state: GameState,
    obj: GameObject,
    before: GameState,
    after: GameState,
    happened: set[str],
    touched: set[ObjectId],
    first_seen: bool,
    swept: dict[ObjectId, tuple[str, ...]],
) -> tuple[str, tuple[str, ...]] | None:
    """Why the line could have applied in this step (the warning's words and rules), or None."""
    if line.kind == "characteristic" or line.changes_characteristics:
        rule = "604.3" if line.kind == "characteristic" else "613.1"
        if first_seen and obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
            return "the characteristics shown don't apply it.", (rule,)
        then = before.objects.get(obj.id, obj)
        at = next((a for a in (_affected(line, obj), _affected(line, then)) if a in swept), None)
        if at is not None:
            # Combat damage (510.1-2) and state-based actions (704.5f-g) read the
            # characteristics it sets: said again where they acted on the object it sets them of.
            if swept[at] == ("510.2",):
                said = "combat damage was dealt with characteristics that don't apply it."
            else:
                said = "state-based actions looked at characteristics that don't apply it."
            return said, (rule, *swept[at])
        if line.kind == "characteristic":
            return None
    if line.kind == "spell":
        if "resolves" in happened and obj.id in touched:
            return "nothing is done for it as the spell resolves.", ("608.2c",)
        return None
    if line.kind in ("as_enters", "copy"):
        if "enters" in happened and obj.id in touched and obj.zone is Zone.BATTLEFIELD:
            rule = "707.5" if line.kind == "copy" else "614.1c"
            return "it may have applied as it entered.", (rule,)
        return None
    if line.chapters:
        was, now = before.objects.get(obj.id), after.objects.get(obj.id)
        low = was.counter("lore") if was is not None else 0
        high = now.counter("lore") if now is not None else 0
        if any(low < n <= high for n in line.chapters):
            return "its chapter ability triggers here; nothing is done for it.", ("714.2b",)
        return None
    if line.kind == "activated" or not happened.intersection(line.events):
        return None
    if not _at_its_step(line, state, obj, after, happened):
        return None
    if line.kind == "keyword" and line.about_self and obj.id not in touched:
        return None  # protection, evasion: only where it happened to this permanent
    if line.kind == "triggered":
        if line.about_self and obj.id not in touched:
            return None
        if line.by_you and not _by_its_controller(line, state, obj, after, happened, touched):
            return None  # "whenever you cast / discard / draw": its controller's (603.2)
        if line.about_attached and not _to_attached(line, obj, before, after, touched):
            return None
        return "it may have triggered here.", ("603.2",)
    if line.replacement:
        rule = "615.1" if "prevent" in line.text.casefold() else "614.1a"
        return "it may have applied here.", (rule,)
    return "it may have applied here.", ("702.1" if line.kind == "keyword" else "604.1",)


#: The kinds of event that deal combat damage (510.2, 702.4b).
_COMBAT_DAMAGE = frozenset({"combat_damage", "first_strike", "second_strike"})
_ATTACHED = ("enchanted creature", "equipped creature", "enchanted permanent")


def _affected(line: Unread, obj: GameObject) -> ObjectId | PlayerId | None:
    """The object whose characteristics the line sets: an Aura's or Equipment's "enchanted /
    equipped creature", the one it is attached to (303.4, 301.5), none while it is attached to
    nothing; else its own."""
    if any(w in line.text.casefold() for w in _ATTACHED):
        return obj.attached_to
    return obj.id


def _by_its_controller(
    line: Unread,
    state: GameState,
    obj: GameObject,
    after: GameState,
    happened: set[str],
    touched: set[ObjectId],
) -> bool:
    """Whether "whenever you cast / discard / draw …" may have triggered: a spell its controller
    cast (the run notes who cast), a card its controller discarded or drew (their events name
    the player, 701.9a, 121.1) — or something else its words name happened."""
    controller = controller_of(state, obj)
    named = happened.intersection(line.events)
    if named == {"cast"}:
        return controller in after.noted.casters
    if named <= {"discard", "draw"}:
        return controller in touched
    return True


def _to_attached(
    line: Unread, obj: GameObject, before: GameState, after: GameState, touched: set[ObjectId]
) -> bool:
    """Whether what happened happened to the object the line's source is attached to (as it
    was before the step, 603.10a, or is now): "Whenever equipped creature deals combat damage"
    (303.4, 301.5); for "At the beginning of enchanted player's upkeep", whether it is that
    player's turn."""
    then = before.objects.get(obj.id, obj)
    attached = {obj.attached_to, then.attached_to} - {None}
    if "beginning_of_step" in line.events:
        return after.turn.active in attached
    return not attached.isdisjoint(touched)


def _at_its_step(
    line: Unread, state: GameState, obj: GameObject, after: GameState, happened: set[str]
) -> bool:
    """Whether a step's beginning is one the line names: "At the beginning of your upkeep" (and
    cumulative upkeep, 702.24a) speaks at that step of its controller's turn only (503.1, 603.2).
    A step that began is all it waits for only when nothing else it names happened: "At the
    beginning of your combat step and whenever another Knight enters" has a second trigger
    condition (603.2), and a Knight entering in a main phase may have triggered it."""
    if "beginning_of_step" not in line.events or happened.intersection(line.events) - {
        "beginning_of_step"
    }:
        return True
    if line.step not in (None, after.turn.step.value):
        return False
    return not line.yours or controller_of(state, obj) == after.turn.active


# -- the output -----------------------------------------------------------------------------------


def record(state: GameState) -> list[Entry]:
    """The run's unread lines up to this state (the output's `unmodelled`): the record, and the
    lines of objects where they function now (a state that has taken no step yet)."""
    entries = {(e.object, e.line): e for e in state.noted.entries}
    for oid, obj, line in _working(state):
        if (oid, line.text) not in entries:
            entries[oid, line.text] = Entry(
                oid, describe(state, obj), copiable_card(obj).name, line.text, line.kind
            )
    return list(entries.values())


def characteristic_notes(state: GameState) -> list[dict[str, str]]:
    """The explanation every object's characteristics carry while a permanent's
    characteristic-changing line the engine doesn't apply is on the battlefield (613.1)."""
    return [
        {
            "text": f"{describe(state, obj)}'s effect is not modelled (“{line.text}”): the "
            "characteristics shown don't apply it.",
            "rule": "613.1",
        }
        for _, obj, line in _working(state)
        if line.changes_characteristics and obj.zone is Zone.BATTLEFIELD
    ]
