"""Suspend (CR 702.62) in play: the special action suspending a card, the two triggered
abilities that function in exile, and haste for a creature spell its last ability casts.

Suspending is a special action (116.2f, 702.62a): its player exiles the card from their hand with
N time counters on it, paying its suspend cost, any time they have priority — but only if they
could begin to cast that card now (its timing: an instant, flash or "as though it had flash",
else their main phase with an empty stack, 307.1; and no effect prohibiting the cast, 702.62c).
A card in exile with suspend and a time counter is suspended (702.62b). Its abilities function
there only (113.6): at the beginning of its owner's upkeep, if it is suspended, a time counter is
removed (an intervening "if", 603.4); when the last is removed — by that ability or anything else
(122.1) — if it's still exiled, its owner may cast it without paying its mana cost (the cast
follows the rules for alternative costs, 702.62d, 601.2b, 601.2f-h; 608.2g, its timing ignored).
If they don't, it remains exiled. A creature spell so cast gains haste until its caster loses
control of the spell or the permanent it becomes (702.62a: a continuous effect lasting for as
long as they control it, 611.2b).
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.core.agenda import CastDuringResolution
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.mana import pool_text
from engine.core.occurrences import Occurrence
from engine.core.replace import replace
from engine.core.scenario_actions import SpecialAction
from engine.core.state import Event, GameObject, GameState, Info, PlayerId, Zone
from engine.core.turn_state import MAIN_PHASES
from engine.derived.characteristics import characteristics
from engine.derived.flash_timing import may_cast_as_though_flash
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.suspend.model import (
    IS_SUSPENDED,
    RULE,
    SUSPEND,
    SUSPEND_CAST,
    SUSPENDED_RULE,
    CastSuspended,
    RemoveSuspendTimeCounter,
    times_and_cost,
)
from engine.modifiers.trigger_conditions import trigger_condition
from engine.modifiers.triggers import keyword_trigger
from engine.operations.basic import take_counters
from engine.operations.special_actions import (
    pay_from_pool,
    refuse_beginning_to_cast,
    special_action,
)
from engine.operations.zones import AS_SPELL_BECOMES_PERMANENT, move

_TIME = "time"


def _suspend_keyword(state: GameState, obj: GameObject) -> str | None:
    """The card's suspend keyword as it is now ("Suspend 3—{2}{B}{B}"), its first, or None."""
    prefix = f"{SUSPEND} "
    return next((k for k in characteristics(state, obj).keywords if k.startswith(prefix)), None)


def _sorcery_time(state: GameState, player: PlayerId) -> str | None:
    """Why now isn't a time `player` could cast a sorcery, or None (307.1)."""
    if state.turn.active != player:
        return "it isn't their turn"
    if state.turn.step not in MAIN_PHASES:
        return "it isn't their main phase"
    return "the stack isn't empty" if state.stack else None


def _not_now(state: GameState, player: PlayerId, obj: GameObject) -> str | None:
    """Why `player` couldn't begin to cast `obj` now for its timing, or None (307.1, 304.5,
    702.8a): an instant, a card with flash or one cast as though it had flash any time they have
    priority; anything else only when they could cast a sorcery."""
    chars = characteristics(state, obj)
    if (
        "Instant" in chars.types
        or "Flash" in chars.keywords
        or may_cast_as_though_flash(state, player, obj)
    ):
        return None
    return _sorcery_time(state, player)


@special_action(SUSPEND, "116.2f")
def suspend(
    state: GameState, player: PlayerId, obj: GameObject, action: SpecialAction
) -> tuple[GameState, list[Event]]:
    """Suspend `obj`: exile it from its owner's hand with N time counters on it, paying its
    suspend cost from their pool (702.62a, 116.2f); refused if it isn't theirs in hand, has no
    suspend, or they couldn't begin to cast it now (702.62c)."""
    name = describe(state, obj)
    if obj.zone is not Zone.HAND or obj.owner != player:
        raise IllegalActionError(
            f"{name} isn't in player {player}'s hand: only a card in its owner's hand is suspended",
            (RULE, "116.2f"),
        )
    keyword = _suspend_keyword(state, obj)
    if keyword is None:
        raise IllegalActionError(f"{name} has no suspend ability", (RULE,))
    if (why := _not_now(state, player, obj)) is not None:
        raise IllegalActionError(
            f"{name} can be suspended only when its owner could begin to cast it: {why}",
            (RULE, "116.2f", "307.1"),
        )
    refuse_beginning_to_cast(state, player, obj, _sorcery_time(state, player))
    times, cost = times_and_cost(keyword)
    state, held = pay_from_pool(state, player, obj, cost, action.pay, RULE)
    state, moved = move(state, obj.id, Zone.EXILE)
    card = state.objects[obj.id]
    if card.zone is Zone.EXILE:
        state = state.with_object(card.with_counters({_TIME: times}))
    counters = f"{times} time counter{'' if times == 1 else 's'}"
    said = event(
        "suspend",
        f"Player {player} suspends {name}: they pay {cost} (pool left: "
        f"{pool_text(held.whole()) or 'empty'}) and exile it from their hand with {counters} on "
        "it, a special action that doesn't use the stack. It's suspended: at the beginning of "
        "their upkeep a time counter is removed, and when the last is removed they may cast it "
        "without paying its mana cost.",
        "116.2f",
        RULE,
        SUSPENDED_RULE,
        objects=[obj.id, player],
    )
    return state, [said, *moved]


def _suspended(state: GameState, obj: GameObject | None) -> bool:
    """Whether `obj` is suspended now: in exile with suspend and a time counter (702.62b)."""
    return (
        obj is not None
        and obj.zone is Zone.EXILE
        and bool(obj.counter(_TIME))
        and _suspend_keyword(state, obj) is not None
    )


@cache
def last_counter_ability(parameter: str) -> v.Triggered:
    """ "When the last time counter is removed from this card, if it's exiled, you may play it
    without paying its mana cost if able." (702.62a)"""
    del parameter
    return v.Triggered(
        trigger=v.Trigger(event="last_time_counter_removed"),
        effects=(CastSuspended(),),
        text="Suspend (when the last time counter is removed from this card, if it's exiled, you "
        "may cast it without paying its mana cost; a creature spell cast so gains haste)",
    )


@keyword_trigger(SUSPEND, RULE, also=(last_counter_ability,), in_exile=True)
@cache
def upkeep_ability(parameter: str) -> v.Triggered:
    """ "At the beginning of your upkeep, if this card is suspended, remove a time counter from
    it." (702.62a)"""
    del parameter
    return v.Triggered(
        trigger=v.Trigger(event="beginning_of_upkeep", condition=IS_SUSPENDED),
        effects=(RemoveSuspendTimeCounter(),),
        text="Suspend (at the beginning of your upkeep, if this card is suspended, remove a time "
        "counter from it)",
    )


def _no_longer(state: GameState, source: GameObject, info: Info) -> str | None:
    del info
    if _suspended(state, state.current(source.ref)):
        return None
    return f"{describe(state, source)} is no longer suspended"


@trigger_condition(IS_SUSPENDED, "603.4", SUSPENDED_RULE, again=_no_longer)
def _is_suspended(state: GameState, occ: Occurrence, source: GameObject, info: Info) -> Info | None:
    """The intervening "if" as the upkeep begins: this card is suspended (603.4, 702.62b)."""
    del occ, info
    return () if _suspended(state, source) else None


@handles(RemoveSuspendTimeCounter)
def _remove_time_counter(state: GameState, instr: RemoveSuspendTimeCounter, ctx: Context) -> Result:
    """Remove a time counter from the suspended card (702.62a, 122.1); removing the last one
    triggers its other ability. A card that has left exile is a new object (400.7)."""
    del instr
    card = state.current(ctx.source.ref)
    if card is None or not _suspended(state, card):
        return state, []
    have = card.counter(_TIME)
    said = event(
        "suspend",
        f"A time counter is removed from {describe(state, card)} in exile ({have} → {have - 1}"
        f"{'; it was the last' if have == 1 else ''}).",
        RULE,
        "122.1",
        objects=[card.id],
    )
    state, fired = take_counters(state, card, _TIME, 1)
    return state, [said, *fired]


@handles(CastSuspended)
def _cast(state: GameState, instr: CastSuspended, ctx: Context) -> Result:
    """Offer its owner the cast without paying its mana cost, if the card is still the object
    in exile the ability triggered for (603.4, 400.7); declined, it remains exiled."""
    del instr
    card = state.current(ctx.source.ref)
    if card is None or card.zone is not Zone.EXILE:
        text = (
            f"{describe(state, ctx.source)} is no longer in exile: it is a new object, which "
            "suspend's ability can't cast, so nothing happens."
        )
        return state, [event("suspend", text, RULE, "603.4", "400.7", objects=[ctx.source.id])]
    offer = CastDuringResolution(ctx.controller, card.id, card.incarnation, None, RULE, "suspend")
    text = (
        f"The last time counter was removed from {describe(state, card)}: player "
        f"{ctx.controller} may cast it without paying its mana cost; if they don't, it remains "
        "exiled."
    )
    said = event("suspend", text, RULE, objects=[card.id])
    return replace(state, agenda=(offer, *state.agenda)), [said]


def _haste(state: GameState, permanent: GameObject) -> tuple[GameState, list[Event]]:
    """A creature spell suspend cast gains haste until its caster — its owner, who controls
    suspend's ability — loses control of the spell or the permanent it becomes (702.62a, 611.2b):
    a permanent another player controls as it enters has lost it already."""
    if "Creature" not in characteristics(state, permanent).types:
        return state, []
    if permanent.controller != permanent.owner:
        return state, []
    state = state.begin_effect(
        permanent,
        affected=(permanent.ref,),
        duration="source_controlled",
        modifications=(v.AddKeywords(keywords=("Haste",)),),
        controller=permanent.owner,
        source_ref=permanent.ref,
    )
    said = event(
        "continuous_effect",
        f"{describe(state, permanent)} was cast by its suspend ability as a creature spell: it "
        f"has haste for as long as player {permanent.owner} controls it.",
        RULE,
        "611.2b",
        "613.1f",
        objects=[permanent.id],
    )
    return state, [said]


AS_SPELL_BECOMES_PERMANENT.register(SUSPEND_CAST, _haste)
