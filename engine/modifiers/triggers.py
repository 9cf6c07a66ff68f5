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
from dataclasses import dataclass
from functools import cache

from engine.cards.vocabulary import Trigger, Triggered
from engine.core.emblems import emblems
from engine.core.events import describe, event
from engine.core.mana import pool_text
from engine.core.occurrences import (
    BecomesTarget,
    Cast,
    Discarded,
    DiscardedIntoExile,
    Entered,
    Exploited,
    LeftBattlefield,
    Occurrence,
    PutIntoGraveyard,
    PutIntoGraveyardFromAnywhere,
    StepBegins,
    TappedForMana,
    event_of,
)
from engine.core.registry import Registry
from engine.core.replace import replace
from engine.core.state import (
    Event,
    GameObject,
    GameState,
    Info,
    ObjectRef,
    PendingTrigger,
    PlayerId,
    Zone,
)
from engine.derived.characteristics import Characteristics, characteristics, controller_of
from engine.derived.conditions import holds
from engine.modifiers import delayed, trigger_doublers, turn_history
from engine.modifiers.trigger_announcements import STEP_WORDS, announce
from engine.modifiers.trigger_conditions import checked, condition_rules
from engine.modifiers.trigger_matchers import MATCHERS, Watching
from engine.modifiers.trigger_prohibitions import stopped_by, stopped_event
from engine.modifiers.unmodelled import note
from engine.modifiers.watched import deaths_watched, looked_at


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
    #: The other triggered abilities the keyword stands for, built from the same parameter
    #: (vanishing's upkeep ability and its sacrifice when the last time counter is removed,
    #: 702.63a).
    also: tuple[Build, ...] = ()
    #: Its abilities function in the exile zone, and only there (suspend's, 702.62a; 113.6).
    in_exile: bool = False


KEYWORD_TRIGGERS: Registry[str, KeywordTrigger] = Registry("the keyword's triggered ability of")
#: The keywords whose triggered abilities function in exile (702.62a), by name.
_IN_EXILE: set[str] = set()


def keyword_trigger(
    keyword: str, rule: str, *, also: tuple[Build, ...] = (), in_exile: bool = False
) -> Callable[[Build], Build]:
    """Register the decorated function as what `keyword` stands for (e.g. 702.21a for ward), and
    `also` as the other triggered abilities it stands for, if any (702.63a); `in_exile`: they
    function in exile, not on the battlefield (702.62a)."""

    def register(build: Build) -> Build:
        KEYWORD_TRIGGERS.register(keyword, KeywordTrigger(build, rule, also, in_exile))
        if in_exile:
            _IN_EXILE.add(keyword)
        return build

    return register


def stands_for(keyword: str, rule: str, ability: Triggered) -> Triggered:
    """Register `ability` as what `keyword`, a keyword with no parameter, stands for (e.g.
    702.116a for myriad): each instance of the keyword is that one triggered ability."""
    KEYWORD_TRIGGERS.register(keyword, KeywordTrigger(lambda parameter: ability, rule))
    return ability


def _abilities(
    chars: Characteristics, event: str, exiled: bool = False, zone: str = "battlefield"
) -> list[tuple[Triggered, tuple[str, ...]]]:
    """The triggered abilities an object has that watch for `event`: printed or gained (613.1f),
    then each instance of a keyword that stands for one (702.40b: each instance triggers
    separately), with the keyword's rule. An ability watching two events ("enters or
    transforms into", `Trigger.also`) watches for either. A card `exiled` among the watching
    objects has only its keywords' abilities that function in exile (702.62a, 113.6), which
    function nowhere else; a card in a graveyard among them only its abilities that function
    there (`zone` "graveyard", 113.6m), which function nowhere else."""
    found: list[tuple[Triggered, tuple[str, ...]]] = (
        []
        if exiled
        else [
            (ability, ())
            for ability in chars.triggered
            if event in (ability.trigger.event, ability.trigger.also) and ability.zone == zone
        ]
    )
    if zone == "graveyard":
        return found
    if KEYWORD_TRIGGERS and chars.keywords:
        for keyword in chars.keywords:
            abilities, in_exile = _keyword_abilities(keyword)
            if in_exile != exiled:
                continue
            for stands_for in abilities:
                if stands_for[0].trigger.event == event:
                    found.append(stands_for)
    return found


@cache
def _keyword_abilities(
    keyword: str,
) -> tuple[tuple[tuple[Triggered, tuple[str, ...]], ...], bool]:
    """The abilities a keyword stands for (most one, vanishing two) and whether they function in
    exile: its name is its first words, the longest registered ("Battle cry", "Cumulative
    upkeep—Pay"), its parameter the rest ("2", "{2}", "1 life")."""
    words = keyword.split(" ")
    for n in range(len(words), 0, -1):
        name, parameter = " ".join(words[:n]), " ".join(words[n:])
        if (found := KEYWORD_TRIGGERS.get(name)) is not None:
            rules = (found.rule,)
            built = tuple((build(parameter), rules) for build in (found.build, *found.also))
            return built, found.in_exile
    return (), False


def _functions_in_exile(obj: GameObject) -> int:
    """1 for a card in exile with a keyword whose abilities function there (702.62a)."""
    if obj.zone is not Zone.EXILE or not _IN_EXILE:
        return 0
    return int(any(k.partition(" ")[0] in _IN_EXILE for k in obj.card.keywords))


def _functions_in_graveyard(obj: GameObject) -> int:
    """1 for a card in a graveyard with a triggered ability that functions there (113.6m)."""
    if obj.zone is not Zone.GRAVEYARD:
        return 0
    return int(any(isinstance(a, Triggered) and a.zone == "graveyard" for a in obj.card.abilities))


# -- where to look --------------------------------------------------------------------------------

_SELF = frozenset({"self"})
#: The occurrences only the object itself watches for, as it last existed (603.10a) or as it is
#: now in its new zone (603.6d; madness's "when this card is exiled this way", 702.35a).
_ITSELF_ONLY = Exploited | PutIntoGraveyardFromAnywhere | DiscardedIntoExile
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
    elif isinstance(occ, PutIntoGraveyard | LeftBattlefield):
        # Its own "when this dies / leaves the battlefield", then others' "whenever a creature
        # dies", "whenever another creature you control leaves the battlefield" (603.10a).
        yield occ.obj, _SELF
        if deaths_watched(state, occ):
            for permanent in _watching(state):
                yield permanent, _OTHERS
    elif isinstance(occ, _ITSELF_ONLY):
        yield occ.obj, _SELF
    elif isinstance(occ, Discarded):
        # The card's own "when you cycle this card" from its new zone (702.29c), then the
        # permanents watching for a discard.
        yield occ.obj, _SELF
        for permanent in _watching(state):
            yield permanent, _OTHERS
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
        # Then the permanents watching others become targets ("whenever a creature you
        # control becomes the target …", an Aura's "when enchanted creature …"), 603.2.
        for permanent in _watching(state):
            yield permanent, _OTHERS
    else:
        for permanent in _watching(state):
            yield permanent, _ANY


def _watching(state: GameState) -> list[GameObject]:
    """The permanents, then the emblems, whose abilities function (114.4), then the cards in
    exile with a keyword whose abilities function there (702.62a: suspend's), then the cards
    in graveyards with a triggered ability that functions there (113.6m)."""
    found = list(emblems(state))
    if _IN_EXILE and state.tally(_functions_in_exile):
        found += [o for o in state.in_zone(Zone.EXILE) if _functions_in_exile(o)]
    if state.tally(_functions_in_graveyard):
        found += [o for o in state.in_zone(Zone.GRAVEYARD) if _functions_in_graveyard(o)]
    return [*state.battlefield(), *found] if found else state.battlefield()


def triggered(state: GameState, occ: Occurrence) -> list[Hit]:
    """Every ability that triggers on `occ`, in order (the one trigger scanner)."""
    event = event_of(occ)
    if event is None:
        return []
    if isinstance(occ, _ITSELF_ONLY) or (
        isinstance(occ, PutIntoGraveyard | LeftBattlefield) and not deaths_watched(state, occ)
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
        watching = _abilities(
            chars,
            event,
            source.zone is Zone.EXILE and roles is not _SELF,
            "graveyard" if source.zone is Zone.GRAVEYARD and roles is not _SELF else "battlefield",
        )
        if not watching:
            continue
        you = controller_of(look, source, chars)
        for ability, rules in watching:
            trigger = ability.trigger
            for found in matcher(Watching(look, source, you, trigger, roles), occ):
                if trigger.once_each_turn and _triggered_this_turn(look, source, ability, hits):
                    break  # "This ability triggers only once each turn" (603.2)
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
                    if ability.zone == "graveyard":
                        cited += ("113.6m",)  # it works only from its card's graveyard
                    hits.append(Hit(source, you, ability, info, cited))
    return hits


def _triggered_this_turn(
    state: GameState, source: GameObject, ability: Triggered, hits: list[Hit]
) -> bool:
    """Whether `source`'s ability that "triggers only once each turn" has triggered this turn:
    earlier (the turn's record) or on this same occurrence (603.2c's repeats are one too). The
    object is the incarnation it is (400.7)."""
    if (source.ref, ability.text) in state.turn.triggered_once:
        return True
    return any(h.source.ref == source.ref and h.ability.text == ability.text for h in hits)


def _once(state: GameState, hit: Hit) -> GameState:
    """The turn's record that `hit`'s ability, one that triggers only once each turn, did."""
    key = (hit.source.ref, hit.ability.text)
    if not hit.ability.trigger.once_each_turn or key in state.turn.triggered_once:
        return state
    turn = replace(state.turn, triggered_once=(*state.turn.triggered_once, key))
    return replace(state, turn=turn)


def _looks_back(trigger: Trigger, event: str) -> tuple[str, ...]:
    if trigger.last_turn_spells is not None or trigger.intervening_if is not None:
        return ("603.4",)  # triggered only because its intervening-if condition is true
    if trigger.event == "chapter":
        return ("714.2b",)  # a Saga's chapter ability (714.2b)
    if event in ("put_into_graveyard", "leaves_battlefield") and trigger.scope != "self":
        # "Whenever a creature dies / leaves the battlefield" looks back in time at every
        # permanent leaving (603.10a).
        return ("603.6c", "603.10a")
    if event in ("put_into_graveyard", "leaves_battlefield"):
        return ("603.6c",)
    if trigger.event == "exploits":
        return ("702.110b",)  # "when this creature exploits a creature"
    if event == "transforms_into":
        return ("701.27e",)  # "whenever this creature transforms into [this face]"
    if trigger.event == "class_level":
        return ("716.2a",)  # "when this Class becomes level N"
    if event == "draw":  # once per card drawn (121.2); not the draw step's first (504.1)
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
        state = _once(replace(state, pending_triggers=(*state.pending_triggers, pending)), hit)
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
        seen = delayed.remembers(state, waiting, occ)
        pending = replace(waiting, id=ability_id, info=(*waiting.info, *seen))
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
