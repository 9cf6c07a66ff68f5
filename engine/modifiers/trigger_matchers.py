"""What each trigger event watches for (603.2): a matcher per event, registered by the event's
name and the kind of occurrence it is (`@matcher(event, Occurrence)`, a second registration
refused; the occurrence's kind is named by it, `engine.core.occurrences.EVENTS`), which
`triggers` asks about each ability that may watch. A matcher says, for one
occurrence and one ability watching (`Watching`), each time the ability triggers and what it
remembers ("that player", "that creature", the amount), or nothing; it is asked only about an
occurrence of its kind. These are the game's own; a mechanic registers its own in its rules, and
"when this [does it]" — only the object itself, remembering nothing — is `of_itself`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from engine.core.occurrences import (
    Attacks,
    BecameTapped,
    BecameUntapped,
    BecomesTarget,
    Blocks,
    Cast,
    CombatDamageToPlayer,
    Copied,
    CountersPut,
    CountersRemoved,
    DamageToCreature,
    DamageToPlayer,
    DealsDamage,
    DealtDamage,
    Discarded,
    Drew,
    Entered,
    LeftBattlefield,
    LifeGained,
    Occurrence,
    PutIntoGraveyard,
    Sacrificed,
    StepBegins,
    TappedForMana,
    name_event,
)
from engine.core.primitives import that_creature
from engine.core.registry import Registry
from engine.core.state import GameObject, Info, ObjectRef, Step, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.conditions import spells_last_turn
from engine.derived.targets import matches
from engine.modifiers.combat_triggers import attacks, blocks, watches_creature
from engine.modifiers.draw_triggers import drew
from engine.modifiers.turn_history import times_targeted
from engine.modifiers.watched import Watching as Watching
from engine.modifiers.watched import (
    enters,
    leaves_battlefield,
    named,
    put_into_graveyard,
    watches_object,
)

Occ = TypeVar("Occ", bound=Occurrence)
Matcher = Callable[[Watching, Occurrence], list[Info]]
#: A matcher of one kind of occurrence, as written.
KindMatcher = Callable[[Watching, Occ], list[Info]]
#: Each trigger event's matcher (603.2): those here and a mechanic's own.
MATCHERS: Registry[str, Matcher] = Registry("the trigger event")


def _register(event: str, occurrence: type, watches: Matcher) -> None:
    """Register `watches` as `event`'s matcher and `event` as the trigger event of the kind
    `occurrence` (`engine.core.occurrences.EVENTS`); a second matcher for an event, or a second
    event for a kind, is refused before either is registered."""
    if event in MATCHERS:
        MATCHERS.register(event, watches)  # refused, naming both
    name_event(occurrence, event)
    MATCHERS.register(event, watches)


def matcher(event: str, occurrence: type[Occ]) -> Callable[[KindMatcher[Occ]], KindMatcher[Occ]]:
    """Register the decorated function as what `event` watches for (603.2), asked only about an
    occurrence of the kind `occurrence`."""

    def register(watches: KindMatcher[Occ]) -> KindMatcher[Occ]:
        def of_its_kind(w: Watching, occ: Occurrence) -> list[Info]:
            return watches(w, occ) if isinstance(occ, occurrence) else []

        _register(event, occurrence, of_its_kind)
        return watches

    return register


class _OfAnObject(Protocol):
    @property
    def obj(self) -> GameObject: ...


def of_itself(event: str, occurrence: type[_OfAnObject]) -> None:
    """Register "when this [does it]" (603.2): `event` triggers an ability of the object the
    occurrence is about only, remembering nothing ("when this creature exploits a creature",
    702.110b; "is turned face up", 702.37e; "becomes monstrous", 701.37a)."""

    def itself(w: Watching, occ: Occurrence) -> list[Info]:
        return [()] if isinstance(occ, occurrence) and occ.obj.id == w.source.id else []

    _register(event, occurrence, itself)


@matcher("last_time_counter_removed", CountersRemoved)
def _last_time_counter_removed(w: Watching, occ: CountersRemoved) -> list[Info]:
    """ "When the last time counter is removed from this permanent" (vanishing, 702.63a): its
    own time counters going from one or more to none, by whatever removed them; the occurrence
    is this event only then (`event_of`)."""
    return [()] if occ.obj.id == w.source.id else []


@matcher("counters_put", CountersPut)
def _counters_put(w: Watching, occ: CountersPut) -> list[Info]:
    """ "Whenever one or more +1/+1 counters are put on [this creature / another creature you
    control]" (122.6): counters of the trigger's kind put on a permanent it watches, by an
    effect or as it entered with them; it remembers how many ("that many") and, for another
    permanent, that permanent ("it", while it stays that object, 400.7)."""
    if occ.counter != w.trigger.counter or occ.after <= occ.before:
        return []
    put: Info = (("amount", occ.after - occ.before),)
    if w.trigger.scope == "self":
        return [put] if occ.obj.id == w.source.id else []
    if not watches_creature(w, occ.obj.ref):
        return []
    return [(*put, *that_creature(occ.obj.ref))]


@matcher("sacrifice", Sacrificed)
def _sacrifice(w: Watching, occ: Sacrificed) -> list[Info]:
    """ "Whenever you [a player] sacrifice [another] …" (701.21a): who sacrificed it, and the
    permanent as it last existed on the battlefield (603.10a)."""
    t, source = w.trigger, w.source
    if t.caster == "you" and w.you != occ.player:
        return []
    if t.scope == "self" and source.id != occ.obj.id:
        return []
    if matches(w.state, occ.obj, t.filter, w.you, source.id):
        return []
    return [(("player", occ.player),)]


def _step_begins(step: Step) -> Callable[[Watching, StepBegins], list[Info]]:
    """ "At the beginning of your / each [step]" (603.2; upkeep 503.1, end step 513.1, the
    first main phase 505.1): the step began, in its controller's turn for "your"."""

    def watches(w: Watching, occ: StepBegins) -> list[Info]:
        state, t = w.state, w.trigger
        if occ.step is not step:
            return []
        if t.whose == "your" and w.you != state.turn.active:
            return []
        if t.came_under_control and w.source.ref not in state.turn.sick_at_start:
            return []  # echo's intervening-if (702.30a, 603.4)
        if t.last_turn_spells and not spells_last_turn(state, t.last_turn_spells):
            return []  # the werewolves' intervening-if (603.4)
        if t.whose == "enchanted_controller":
            return _enchanted_controllers(w)
        # "At the beginning of each player's upkeep, that player …": whose step it is (603.2).
        theirs = t.whose == "opponents" and w.you == state.turn.active
        return [] if theirs else [(("player", state.turn.active),)]

    return watches


def _enchanted_controllers(w: Watching) -> list[Info]:
    """ "At the beginning of the upkeep of enchanted creature's controller" (Cursed Land): the
    step is the turn of the player who controls the permanent the Aura is attached to as it
    begins (603.2); "that player" is they, "that creature" that permanent (400.7)."""
    state = w.state
    host = state.objects.get(w.source.attached_to or "")
    if host is None or host.zone is not Zone.BATTLEFIELD:
        return []
    if controller_of(state, host) != state.turn.active:
        return []
    return [(("player", state.turn.active), *that_creature(host.ref))]


@matcher("cast", Cast)
def _cast(w: Watching, occ: Cast) -> list[Info]:
    state, t = w.state, w.trigger
    if (t.scope == "this_spell") != ("this_spell" in w.roles):
        return []
    spell = occ.spell
    if t.scope == "this_spell":
        # The spells cast before it this turn, counted as it becomes cast (702.40a).
        before = max(state.turn.spells_cast - 1, 0)
        return [(("spell", spell.id), ("spells_cast_before", before))]
    # "Their first spell each turn", "the fourth spell of a turn": counted as it becomes cast.
    cast = state.turn.spells_cast if t.nth_of_turn else state.turn.spells_cast_by(spell.controller)
    if t.nth_each_turn not in (None, cast):
        return []
    return _whose_spell(w, spell)


@matcher("copied", Copied)
def _copied(w: Watching, occ: Copied) -> list[Info]:
    """ "Whenever you cast or copy an instant or sorcery spell" (magecraft): a copy put on the
    stack (707.10) by its controller, of the kind the ability names — a copy isn't cast
    (707.10c), so no "this spell" or Nth-spell ability sees it."""
    t = w.trigger
    if t.scope == "this_spell" or t.nth_each_turn is not None:
        return []
    return _whose_spell(w, occ.spell)


def _whose_spell(w: Watching, spell: GameObject) -> list[Info]:
    """A spell of the caster and the kind the ability names, with who controls it ("that
    player", 601.2, 603.2)."""
    state, t, you = w.state, w.trigger, w.you
    # "You" is the player who controls the permanent now (layer 2, 613.1b), not its owner.
    if t.caster == "you" and spell.controller != you:
        return []
    if t.caster == "opponent" and spell.controller == you:
        return []
    flt = t.filter
    if flt.colors and not set(flt.colors) & set(characteristics(state, spell).colors):
        return []
    if matches(state, spell, flt.model_copy(update={"colors": ()}), you, w.source.id):
        return []
    # "Whenever an opponent casts a spell, that player …": who cast it (601.2, 603.2).
    return [(("spell", spell.id), ("player", spell.controller))]


@matcher("becomes_target", BecomesTarget)
def _becomes_target(w: Watching, occ: BecomesTarget) -> list[Info]:
    """ "… becomes the target of a spell [or ability] [an opponent / you control]" (603.2; ward,
    702.21a): this permanent, as one of the permanents it targets (`triggers`' sources), or —
    "whenever a creature you control becomes the target …", "when enchanted creature becomes
    the target …" — each other permanent it targets that the trigger watches, once each,
    remembered as "that creature" (the same object while it stays, 400.7). It remembers the
    spell and its controller, "that spell's controller" (no effect changes a spell's
    controller on the stack; after it left, its last known information, 608.2h)."""
    t = w.trigger
    if t.by != "any" and (w.you == occ.controller) != (t.by == "you"):
        return []
    if t.spells_only and occ.item in w.state.abilities:
        return []  # an activated or triggered ability isn't a spell (113.1, 112.1)
    spell: Info = (("spell", occ.item), ("player", occ.controller))
    if t.scope != "self":
        return (
            [] if "self" in w.roles else [(*spell, *that_creature(o.ref)) for o in _aimed(w, occ)]
        )
    if "self" not in w.roles:
        return []
    if t.first_time_each_turn and times_targeted(w.state, w.source.ref) != 1:
        return []  # "for the first time each turn": it was a target earlier this turn
    return [spell]


def _aimed(w: Watching, occ: BecomesTarget) -> list[GameObject]:
    """The permanents the spell or ability targets that the trigger watches, each once however
    many of its targets name it."""
    found: dict[str, GameObject] = {}
    for group in occ.targets:
        for target in group:
            obj = w.state.current(target) if isinstance(target, ObjectRef) else None
            if obj is not None and obj.zone is Zone.BATTLEFIELD and watches_object(w, obj):
                found.setdefault(obj.id, obj)
    return list(found.values())


@matcher("tapped_for_mana", TappedForMana)
def _tapped_for_mana(w: Watching, occ: TappedForMana) -> list[Info]:
    t = w.trigger
    if t.caster == "you" and occ.player != w.you:
        return []
    if t.scope == "enchanted" and w.source.attached_to != occ.tapped.id:
        return []  # "enchanted land": only the one this Aura is attached to (303.4)
    return [] if matches(w.state, occ.tapped, t.filter, w.you, w.source.id) is not None else [()]


@matcher("dealt_damage", DealtDamage)
def _dealt_damage(w: Watching, occ: DealtDamage) -> list[Info]:
    """ "Whenever ~ is dealt damage", and "whenever enchanted creature / a creature you control
    / a creature is dealt damage" (120.3, 603.2): the permanent the trigger watches, which it
    remembers ("it", the same object while it stays on the battlefield, 400.7)."""
    if w.trigger.scope == "self":
        if w.source.id != occ.obj.id:
            return []
        it: Info = ()
    elif watches_creature(w, occ.obj.ref):
        it = that_creature(occ.obj.ref)
    else:
        return []
    # "Whenever a source deals damage to ~": once for each source (603.2c); otherwise once
    # for the total the event dealt it.
    each = occ.by_source if w.trigger.each_source and occ.by_source else ((occ.source, occ.amount),)
    return [
        # "that source's controller", as it dealt it (603.2)
        (("amount", n), ("damage_source", s.id), ("player", controller_of(w.state, s)), *it)
        for s, n in each
    ]


@matcher("deals_damage_to_creature", DamageToCreature)
def _damage_to_creature(w: Watching, occ: DamageToCreature) -> list[Info]:
    """ "Whenever [this / enchanted creature] deals [combat] damage to a creature [a Vampire]"
    (120.3, 510.2): the permanent the trigger watches as the source, the creature dealt the
    damage matching the trigger's filter as it is then; it remembers that creature ("that
    creature", 603.2), its controller ("that player") and the amount."""
    t = w.trigger
    if t.combat_damage and not occ.combat:
        return []
    if t.scope == "self" and occ.source.id != w.source.id:
        return []
    if t.scope == "enchanted" and w.source.attached_to != occ.source.id:
        return []  # the permanent this Aura or Equipment is attached to (303.4, 301.5)
    if t.scope not in ("self", "enchanted") or matches(
        w.state, occ.obj, t.filter, w.you, w.source.id
    ):
        return []
    by = controller_of(w.state, occ.obj)
    return [(("amount", occ.amount), ("player", by), *that_creature(occ.obj.ref))]


@matcher("deals_combat_damage_to_player", CombatDamageToPlayer)
def _combat_damage_to_player(w: Watching, occ: CombatDamageToPlayer) -> list[Info]:
    """ "Whenever [this / a creature you control / equipped creature] deals combat damage to a
    player [an opponent]" (510.2, 603.2): the creature the trigger watches (`attacks`' one
    reading of it), as the source of that damage."""
    return _damage_dealt(w, occ)


@matcher("deals_damage_to_player", DamageToPlayer)
def _damage_to_player(w: Watching, occ: DamageToPlayer) -> list[Info]:
    """ "Whenever [this / enchanted creature] deals damage to a player / an opponent" (120.3,
    603.2): the permanent the trigger watches, as the source of that damage, combat damage or
    not; "an opponent" one of its controller's (102.3)."""
    return _damage_dealt(w, occ)


def _damage_dealt(w: Watching, occ: CombatDamageToPlayer | DamageToPlayer) -> list[Info]:
    """What a damage trigger remembers: the amount, the player dealt it ("that player") and,
    for another creature's, that creature ("it", 603.2); nothing when the trigger doesn't
    watch the source or the player isn't an opponent it asks for (102.3), or isn't its
    controller when it asks for "you"."""
    t = w.trigger
    if t.whose == "opponents" and occ.player == w.you:  # any other player (102.3)
        return []
    if t.whose == "you" and occ.player != w.you:  # "deals damage to you"
        return []
    if t.scope == "self":
        if occ.source.id != w.source.id:
            return []
        return [(("amount", occ.amount), ("player", occ.player))]
    if occ.source.zone is not Zone.BATTLEFIELD or not watches_creature(w, occ.source.ref):
        return []  # "a creature / a permanent" is one on the battlefield (109.2), not a spell
    return [(("amount", occ.amount), ("player", occ.player), *that_creature(occ.source.ref))]


@matcher("deals_damage", DealsDamage)
def _deals_damage(w: Watching, occ: DealsDamage) -> list[Info]:
    """ "Whenever [this / enchanted creature / a creature you control] deals [combat] damage"
    (120.3, 510.2): the source the trigger watches (`watches_creature`'s one reading of whose
    it is), once for all it dealt at once (603.2c); it remembers the amount ("that much",
    603.2) and, for another object's, that source ("it")."""
    if w.trigger.combat_damage and not occ.combat:
        return []
    if not watches_creature(w, occ.source.ref):
        return []
    if w.trigger.scope == "self":
        return [(("amount", occ.amount),)]
    return [(("amount", occ.amount), *that_creature(occ.source.ref))]


@matcher("discarded", Discarded)
def _discarded(w: Watching, occ: Discarded) -> list[Info]:
    """ "Whenever you discard a [nonland] card", "whenever you cycle [or discard] another card"
    (701.9a, 702.29d: a card cycled triggers "cycle or discard" once), an ability of a permanent;
    and "When you cycle this card", of the card itself from the zone it went to (702.29c) — no
    other ability of a card in a graveyard functions there. It remembers the player ("that
    player", 603.2)."""
    t = w.trigger
    itself = "self" in w.roles
    if itself != (t.scope == "self") or (itself and occ.obj.id != w.source.id):
        return []
    if t.cycled and not occ.cycled:
        return []
    if (t.caster == "you") != (occ.player == w.you) and t.caster != "any":
        return []
    if not itself and matches(w.state, occ.obj, t.filter, w.you, w.source.id) is not None:
        return []
    return [(("player", occ.player),)]


@matcher("life_gained", LifeGained)
def _life_gained(w: Watching, occ: LifeGained) -> list[Info]:
    if w.trigger.caster == "you" and occ.player != w.you:
        return []
    return [(("amount", occ.amount), ("player", occ.player))]


@matcher("tapped", BecameTapped)
def _becomes_tapped(w: Watching, occ: BecameTapped) -> list[Info]:
    """ "Whenever [this / a creature an opponent controls / a Forest an opponent controls]
    becomes tapped" (603.2e): the permanent the trigger watches (`watches_creature`'s one
    reading of whose it is, any permanent), once each time it becomes tapped; it remembers that
    permanent ("it", "that creature") and its controller ("its controller")."""
    if not watches_creature(w, occ.obj.ref):
        return []
    return [named(w.state, occ.obj)]


@matcher("untapped", BecameUntapped)
def _becomes_untapped(w: Watching, occ: BecameUntapped) -> list[Info]:
    """ "Whenever this creature becomes untapped" (inspired), "whenever a permanent becomes
    untapped" (603.2e, 701.26b): the permanent the trigger watches, read as "becomes tapped"
    reads it, once each time it becomes untapped; it remembers that permanent and its
    controller."""
    if not watches_creature(w, occ.obj.ref):
        return []
    return [named(w.state, occ.obj)]


# The matchers of the parts below, registered here as the game's own.
matcher("enters", Entered)(enters)
matcher("attacks", Attacks)(attacks)
matcher("blocks", Blocks)(blocks)
matcher("draw", Drew)(drew)
matcher("put_into_graveyard", PutIntoGraveyard)(put_into_graveyard)
matcher("leaves_battlefield", LeftBattlefield)(leaves_battlefield)
matcher("beginning_of_end_step", StepBegins)(_step_begins(Step.END))
matcher("beginning_of_upkeep", StepBegins)(_step_begins(Step.UPKEEP))
matcher("beginning_of_combat", StepBegins)(_step_begins(Step.BEGINNING_OF_COMBAT))
matcher("beginning_of_first_main_phase", StepBegins)(_step_begins(Step.MAIN1))
matcher("end_of_combat", StepBegins)(_step_begins(Step.END_OF_COMBAT))
