"""Triggered abilities (CR 603): the one place where something that happens makes abilities
trigger.

Whatever happens that an ability may watch for — a permanent entering (603.6a), one put into a
graveyard from the battlefield (603.6c), a player sacrificing a permanent (701.21a), a step
beginning (603.2), a spell becoming cast (601.2i), a creature declared as an attacker (508.3a), a
permanent becoming the target of a spell or ability (702.21a), a permanent tapped for mana
(106.12a), a permanent dealt damage (120.3), a player gaining life (119.3) — is described as an
occurrence and handed to `fire`. It looks at every object that may have an ability watching for it,
in a fixed order, and at each object's triggered abilities: the printed and gained ones its
characteristics have after layers (613), and the ones its keywords stand for (ward, storm), which
the keyword's mechanic registers here (`keyword_trigger`). Each ability that triggers waits,
carrying the ability itself, until a player would receive priority (603.3): a `PendingTrigger`.

Abilities that look back in time (603.10a: leaves-the-battlefield and sacrifice triggers) are
checked against the state just before the event: the occurrence names that state. Triggered mana
abilities don't wait (605.4a): their caller resolves what `triggered` finds at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import cache, partial

from engine.cards.vocabulary import Trigger, Triggered
from engine.core.emblems import emblems
from engine.core.events import describe, event
from engine.core.mana import pool_text
from engine.core.occurrences import (
    BecomesTarget,
    Cast,
    CombatDamageToPlayer,
    DamageToPlayer,
    DealtDamage,
    Entered,
    Exploited,
    LeftBattlefield,
    LifeGained,
    Occurrence,
    PutIntoGraveyard,
    Sacrificed,
    StepBegins,
    TappedForMana,
    event_of,
)
from engine.core.registry import Registry, decorator
from engine.core.state import (
    Event,
    GameObject,
    GameState,
    Info,
    ObjectRef,
    PendingTrigger,
    PlayerId,
    Step,
    Zone,
)
from engine.derived.characteristics import Characteristics, characteristics, controller_of
from engine.derived.conditions import holds, spells_last_turn
from engine.derived.targets import matches
from engine.modifiers import delayed, trigger_doublers, turn_history
from engine.modifiers.combat_triggers import attacks, blocks
from engine.modifiers.draw_triggers import drew
from engine.modifiers.trigger_announcements import STEP_WORDS, announce
from engine.modifiers.trigger_conditions import checked, condition_rules
from engine.modifiers.trigger_prohibitions import stopped_by, stopped_event
from engine.modifiers.unmodelled import note
from engine.modifiers.watched import deaths_watched, enters, looked_at, put_into_graveyard


@dataclass(frozen=True, slots=True)
class Hit:
    """An ability that triggers: its source, controller, what it remembers and the rules the
    trigger itself cites (its keyword's rule, 603.6c, 603.10a)."""

    source: GameObject
    controller: PlayerId
    ability: Triggered
    info: Info
    rules: tuple[str, ...]


# -- keyword triggers -----------------------------------------------------------------------------


Build = Callable[[str], Triggered]


@dataclass(frozen=True, slots=True)
class KeywordTrigger:
    """A keyword that stands for a triggered ability: `build` makes the ability from the
    keyword's parameter ("{2}" of "Ward {2}", "" for "Storm"); `rule` defines it."""

    build: Build
    rule: str


KEYWORD_TRIGGERS: Registry[str, KeywordTrigger] = Registry("the keyword's triggered ability of")


def keyword_trigger(keyword: str, rule: str) -> Callable[[Build], Build]:
    """Register the decorated function as what `keyword` stands for (e.g. 702.21a for ward)."""

    def register(build: Build) -> Build:
        KEYWORD_TRIGGERS.register(keyword, KeywordTrigger(build, rule))
        return build

    return register


def _abilities(chars: Characteristics, event: str) -> list[tuple[Triggered, tuple[str, ...]]]:
    """The triggered abilities an object has that watch for `event`: printed or gained (613.1f),
    then each instance of a keyword that stands for one (702.40b: each instance triggers
    separately), with the keyword's rule. An ability watching two events ("enters or
    transforms into", `Trigger.also`) watches for either."""
    found: list[tuple[Triggered, tuple[str, ...]]] = [
        (ability, ())
        for ability in chars.triggered
        if event in (ability.trigger.event, ability.trigger.also)
    ]
    if KEYWORD_TRIGGERS and chars.keywords:
        for keyword in chars.keywords:
            stands_for = _keyword_ability(keyword)
            if stands_for is not None and stands_for[0].trigger.event == event:
                found.append(stands_for)
    return found


@cache
def _keyword_ability(keyword: str) -> tuple[Triggered, tuple[str, ...]] | None:
    """The ability a keyword stands for: its name is its first words, the longest registered
    ("Battle cry", "Cumulative upkeep—Pay"), its parameter the rest ("2", "{2}", "1 life")."""
    words = keyword.split(" ")
    for n in range(len(words), 0, -1):
        name, parameter = " ".join(words[:n]), " ".join(words[n:])
        if (found := KEYWORD_TRIGGERS.get(name)) is not None:
            return found.build(parameter), (found.rule,)
    return None


# -- what each trigger event watches for ----------------------------------------------------------

Matcher = Callable[
    [GameState, Occurrence, GameObject, PlayerId, Trigger, frozenset[str]], list[Info]
]
#: Each trigger event's matcher (603.2): those here and a mechanic's own.
MATCHERS: Registry[str, Matcher] = Registry("the trigger event")
#: `@matcher(event)`: register the decorated function as what `event` watches for (603.2).
matcher = partial(decorator, MATCHERS)


@matcher("leaves_battlefield")
def _leaves_battlefield(
    state: GameState,
    occ: Occurrence,
    source: GameObject,
    you: PlayerId,
    t: Trigger,
    roles: frozenset[str],
) -> list[Info]:
    """ "When this leaves the battlefield" (603.6c): only the permanent that left, as it last
    existed there (603.10a)."""
    del state, source, you, t, roles
    return [(("follows_source", True),)] if isinstance(occ, LeftBattlefield) else []


@matcher("sacrifice")
def _sacrifice(
    state: GameState,
    occ: Occurrence,
    source: GameObject,
    you: PlayerId,
    t: Trigger,
    roles: frozenset[str],
) -> list[Info]:
    """ "Whenever you [a player] sacrifice [another] …" (701.21a): who sacrificed it, and the
    permanent as it last existed on the battlefield (603.10a)."""
    del roles
    if not isinstance(occ, Sacrificed) or (t.caster == "you" and you != occ.player):
        return []
    if t.scope == "self" and source.id != occ.obj.id:
        return []
    return [] if matches(state, occ.obj, t.filter, you, source.id) else [(("player", occ.player),)]


def _step_begins(step: Step) -> Matcher:
    """ "At the beginning of your / each [step]" (603.2; upkeep 503.1, end step 513.1): the
    step began, in its controller's turn for "your"."""

    def watches(
        state: GameState,
        occ: Occurrence,
        source: GameObject,
        you: PlayerId,
        t: Trigger,
        roles: frozenset[str],
    ) -> list[Info]:
        del roles
        if not isinstance(occ, StepBegins) or occ.step is not step:
            return []
        if t.whose == "your" and you != state.turn.active:
            return []
        if t.came_under_control and source.ref not in state.turn.sick_at_start:
            return []  # echo's intervening-if (702.30a, 603.4)
        if t.last_turn_spells and not spells_last_turn(state, t.last_turn_spells):
            return []  # the werewolves' intervening-if (603.4)
        # "At the beginning of each player's upkeep, that player …": whose step it is (603.2).
        theirs = t.whose == "opponents" and you == state.turn.active
        return [] if theirs else [(("player", state.turn.active),)]

    return watches


@matcher("cast")
def _cast(
    state: GameState,
    occ: Occurrence,
    source: GameObject,
    you: PlayerId,
    t: Trigger,
    roles: frozenset[str],
) -> list[Info]:
    if not isinstance(occ, Cast) or (t.scope == "this_spell") != ("this_spell" in roles):
        return []
    spell = occ.spell
    if t.scope == "this_spell":
        # The spells cast before it this turn, counted as it becomes cast (702.40a).
        before = max(state.turn.spells_cast - 1, 0)
        return [(("spell", spell.id), ("spells_cast_before", before))]
    # "You" is the player who controls the permanent now (layer 2, 613.1b), not its owner.
    if t.caster == "you" and spell.controller != you:
        return []
    if t.caster == "opponent" and spell.controller == you:
        return []
    # "Their first spell each turn", "the fourth spell of a turn": counted as it becomes cast.
    cast = state.turn.spells_cast if t.nth_of_turn else state.turn.spells_cast_by(spell.controller)
    if t.nth_each_turn not in (None, cast):
        return []
    flt = t.filter
    if flt.colors and not set(flt.colors) & set(characteristics(state, spell).colors):
        return []
    if matches(state, spell, flt.model_copy(update={"colors": ()}), you, source.id):
        return []
    # "Whenever an opponent casts a spell, that player …": who cast it (601.2, 603.2).
    return [(("spell", spell.id), ("player", spell.controller))]


@matcher("becomes_target")
def _becomes_target(
    state: GameState,
    occ: Occurrence,
    source: GameObject,
    you: PlayerId,
    t: Trigger,
    roles: frozenset[str],
) -> list[Info]:
    """ "… becomes the target of a spell [or ability] [an opponent / you control]" (603.2; ward,
    702.21a), for the permanents it targets (`_candidates`). It remembers the spell and its
    controller, "that spell's controller" (no effect changes a spell's controller on the stack;
    after it left, its last known information, 608.2h)."""
    del roles, source
    if not isinstance(occ, BecomesTarget) or (
        t.by != "any" and (you == occ.controller) != (t.by == "you")
    ):
        return []
    if t.spells_only and occ.item in state.abilities:
        return []  # an activated or triggered ability isn't a spell (113.1, 112.1)
    return [(("spell", occ.item), ("player", occ.controller))]


@matcher("tapped_for_mana")
def _tapped_for_mana(
    state: GameState,
    occ: Occurrence,
    source: GameObject,
    you: PlayerId,
    t: Trigger,
    roles: frozenset[str],
) -> list[Info]:
    del roles
    if not isinstance(occ, TappedForMana):
        return []
    if t.caster == "you" and occ.player != you:
        return []
    if t.scope == "enchanted" and source.attached_to != occ.tapped.id:
        return []  # "enchanted land": only the one this Aura is attached to (303.4)
    return [] if matches(state, occ.tapped, t.filter, you) is not None else [()]


@matcher("dealt_damage")
def _dealt_damage(
    state: GameState,
    occ: Occurrence,
    source: GameObject,
    you: PlayerId,
    t: Trigger,
    roles: frozenset[str],
) -> list[Info]:
    del you, roles
    if not isinstance(occ, DealtDamage) or (t.scope == "self" and source.id != occ.obj.id):
        return []
    by = controller_of(state, occ.source)  # "that source's controller", as it dealt it (603.2)
    return [(("amount", occ.amount), ("damage_source", occ.source.id), ("player", by))]


@matcher("deals_combat_damage_to_player")
def _combat_damage_to_player(
    state: GameState,
    occ: Occurrence,
    source: GameObject,
    you: PlayerId,
    t: Trigger,
    roles: frozenset[str],
) -> list[Info]:
    """ "Whenever [this] deals combat damage to a player" (510.2, 603.2): this creature, as the
    source of that damage."""
    del state, you, t, roles
    if not isinstance(occ, CombatDamageToPlayer) or occ.source.id != source.id:
        return []
    return [(("amount", occ.amount), ("player", occ.player))]


@matcher("deals_damage_to_player")
def _damage_to_player(
    state: GameState,
    occ: Occurrence,
    source: GameObject,
    you: PlayerId,
    t: Trigger,
    roles: frozenset[str],
) -> list[Info]:
    """ "Whenever [this] deals damage to a player / an opponent" (120.3, 603.2): this permanent,
    as the source of that damage, combat damage or not; "an opponent" one of its controller's
    (102.3)."""
    del roles
    if not isinstance(occ, DamageToPlayer) or occ.source.id != source.id:
        return []
    if t.whose == "opponents" and occ.player == you:  # an opponent: any other player (102.3)
        return []
    return [(("amount", occ.amount), ("player", occ.player))]


@matcher("life_gained")
def _life_gained(
    state: GameState,
    occ: Occurrence,
    source: GameObject,
    you: PlayerId,
    t: Trigger,
    roles: frozenset[str],
) -> list[Info]:
    del state, source, roles
    if not isinstance(occ, LifeGained) or (t.caster == "you" and occ.player != you):
        return []
    return [(("amount", occ.amount), ("player", occ.player))]


MATCHERS.register("enters", enters)
MATCHERS.register("attacks", attacks)
MATCHERS.register("blocks", blocks)
MATCHERS.register("draw", drew)
MATCHERS.register("put_into_graveyard", put_into_graveyard)
MATCHERS.register("beginning_of_end_step", _step_begins(Step.END))
MATCHERS.register("beginning_of_upkeep", _step_begins(Step.UPKEEP))
MATCHERS.register("beginning_of_combat", _step_begins(Step.BEGINNING_OF_COMBAT))


# -- where to look --------------------------------------------------------------------------------

_SELF = frozenset({"self"})
_OTHERS = frozenset({"you_control", "any"})
_ANY = frozenset({"self", "you_control", "any"})
_THIS_SPELL = frozenset({"this_spell"})


def _sources(state: GameState, occ: Occurrence) -> Iterable[tuple[GameObject, frozenset[str]]]:
    """The objects that may have an ability watching for `occ`, in the order they're checked
    (which fixes the order of ability ids), each with the scopes it is checked for."""
    if isinstance(occ, Entered):
        yield occ.obj, _SELF
        for permanent in _watching(state):
            yield permanent, _OTHERS
    elif isinstance(occ, PutIntoGraveyard):
        # Its own "when this dies", then others' "whenever a creature dies" (603.10a).
        yield occ.obj, _SELF
        if deaths_watched(state, occ):
            for permanent in _watching(state):
                yield permanent, _OTHERS
    elif isinstance(occ, LeftBattlefield | Exploited):
        yield occ.obj, _SELF
    elif isinstance(occ, Cast):
        for permanent in _watching(state):
            yield permanent, _ANY
        yield occ.spell, _THIS_SPELL
    elif isinstance(occ, BecomesTarget):
        for group in occ.targets:
            for target in group:
                obj = state.current(target) if isinstance(target, ObjectRef) else None
                # Ward is an ability of a permanent: a spell with ward on the stack has none
                # that works (113.6, 702.21a "this permanent").
                if obj is not None and obj.zone is Zone.BATTLEFIELD:
                    yield obj, _SELF
    else:
        for permanent in _watching(state):
            yield permanent, _ANY


def _watching(state: GameState) -> list[GameObject]:
    """The permanents, then the emblems, whose abilities function (114.4)."""
    found = emblems(state)
    return [*state.battlefield(), *found] if found else state.battlefield()


def triggered(state: GameState, occ: Occurrence) -> list[Hit]:
    """Every ability that triggers on `occ`, in order (the one trigger scanner)."""
    event = event_of(occ)
    if event is None:
        return []
    if isinstance(occ, LeftBattlefield | Exploited) or (
        isinstance(occ, PutIntoGraveyard) and not deaths_watched(state, occ)
    ):
        # Only the object itself is looked at, as it last existed (603.10a): most have no
        # ability watching, and the state it was in needn't be built to see so.
        chars = characteristics(state, occ.obj)
        if not chars.triggered and not chars.keywords:
            return []
    look = looked_at(state, occ)
    matcher = MATCHERS[event]
    hits: list[Hit] = []
    for source, roles in _sources(look, occ):
        chars = characteristics(look, source)
        if not chars.triggered and not chars.keywords:
            continue  # most permanents watch for nothing
        watching = _abilities(chars, event)
        if not watching:
            continue
        you = controller_of(look, source, chars)
        for ability, rules in watching:
            trigger = ability.trigger
            for found in matcher(look, occ, source, you, trigger, roles):
                info = (
                    found
                    if trigger.condition is None
                    else checked(look, occ, source, trigger.condition, found)
                )
                asked = trigger.intervening_if
                if asked is not None and not holds(look, asked, you, source.id)[0]:
                    continue  # "When …, if …": it triggers only if that is true now (603.4)
                if info is not None:
                    cited = rules + _looks_back(trigger, event) + condition_rules(trigger.condition)
                    hits.append(Hit(source, you, ability, info, cited))
    return hits


def _looks_back(trigger: Trigger, event: str) -> tuple[str, ...]:
    if trigger.last_turn_spells is not None or trigger.intervening_if is not None:
        return ("603.4",)  # triggered only because its intervening-if condition is true
    if trigger.event == "chapter":
        return ("714.2b",)  # a Saga's chapter ability (714.2b)
    if trigger.event == "put_into_graveyard" and trigger.scope != "self":
        # "Whenever a creature dies" looks back in time at every permanent leaving (603.10a).
        return ("603.6c", "603.10a")
    if trigger.event in ("put_into_graveyard", "leaves_battlefield"):
        return ("603.6c",)
    if trigger.event == "exploits":
        return ("702.110b",)  # "when this creature exploits a creature"
    if event == "transforms_into":
        return ("701.27e",)  # "whenever this creature transforms into [this face]"
    if trigger.event == "class_level":
        return ("716.2a",)  # "when this Class becomes level N"
    if trigger.event == "draw":  # once per card drawn (121.2); not the draw step's first (504.1)
        return ("121.2", "504.1") if trigger.except_first_in_draw_step else ("121.2",)
    if trigger.event == "sacrifice":
        # "Whenever you sacrifice …" looks back in time at the sacrificed permanent (603.10a).
        return ("603.10a",)
    return ()


def fire(state: GameState, occ: Occurrence) -> tuple[GameState, list[Event]]:
    """The abilities that trigger on `occ` wait to be put on the stack (603.3), each with its
    ability id; events say so where the moment itself isn't an event of its own. The turn's
    history records it first (`turn_history`: "if a creature died this turn")."""
    state = turn_history.record(state, occ)
    events: list[Event] = []
    if isinstance(occ, Entered) and (stopper := stopped_by(state, occ)) is not None:
        # "Creatures entering don't cause abilities to trigger" (Torpor Orb): nothing does.
        texts = [hit.ability.text for hit in triggered(state, occ)]
        return state, [stopped_event(state, occ, stopper, texts)] if texts else []
    for hit, doubler in trigger_doublers.expanded(state, occ, triggered(state, occ)):
        state, ability_id = state.new_ability_id()
        pending = PendingTrigger(
            ability_id, hit.source.ref, hit.source, hit.controller, hit.ability, hit.info, hit.rules
        )
        state = replace(state, pending_triggers=(*state.pending_triggers, pending))
        said = announce(state, occ, hit.source, hit.ability, hit.info, ability_id)
        if doubler is not None:  # it triggers an additional time (603.2d)
            said = trigger_doublers.again(state, hit.source, doubler, ability_id)
        if said is not None:
            events.append(said)
    triggered_now = delayed.due(state, occ)
    state = delayed.without(state, triggered_now)
    for waiting in triggered_now:
        # A delayed triggered ability triggers the next time its event happens, once (603.7b).
        state, ability_id = state.new_ability_id()
        pending = replace(waiting, id=ability_id)
        state = replace(state, pending_triggers=(*state.pending_triggers, pending))
        step = STEP_WORDS.get(occ.step) if isinstance(occ, StepBegins) else None
        text = (
            f"{describe(state, waiting.source_lki)}'s delayed triggered ability triggers "
            f"(“{waiting.ability.text}”)."
        )
        rules = ("603.7b", step[1]) if step else ("603.7b",)
        events.append(event("triggered", text, *rules, objects=[ability_id, waiting.source.id]))
    # Unread lines that might have triggered here are said as the step ends (never guessed).
    return note(state, occ), events


def describe_mana_trigger(state: GameState, occ: TappedForMana, hit: Hit) -> Event:
    """A triggered mana ability triggers and resolves at once, without the stack (605.4a)."""
    return event(
        "trigger",
        f"Player {occ.player} tapped {describe(state, occ.tapped)} for mana "
        f"({pool_text(occ.produced)}): {describe(state, hit.source)}'s triggered mana ability "
        "triggers and resolves at once, without using the stack.",
        "106.12a",
        "605.1b",
        "605.4a",
        objects=[hit.source.id, occ.tapped.id],
    )
