"""What each trigger event watches for (603.2): a matcher per event, registered by the event's
name (`@matcher(event)`, a second registration refused), which `triggers` asks about each object
that may have an ability watching. A matcher says, for one occurrence and one ability's trigger,
each time the ability triggers and what it remembers ("that player", "that creature", the
amount), or nothing. These are the game's own; a mechanic registers its own in its rules.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from engine.cards.vocabulary import Trigger
from engine.core.occurrences import (
    BecomesTarget,
    Cast,
    CombatDamageToPlayer,
    DamageToPlayer,
    DealtDamage,
    LeftBattlefield,
    LifeGained,
    Occurrence,
    Sacrificed,
    StepBegins,
    TappedForMana,
)
from engine.core.registry import Registry, decorator
from engine.core.state import GameObject, GameState, Info, PlayerId, Step
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.conditions import spells_last_turn
from engine.derived.targets import matches
from engine.modifiers.combat_triggers import attacks, blocks
from engine.modifiers.draw_triggers import drew
from engine.modifiers.watched import enters, put_into_graveyard

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
