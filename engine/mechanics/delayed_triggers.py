"""Creating delayed triggered abilities (CR 603.7a) as an instruction resolves.

"Draw a card at the beginning of the next turn's upkeep." and unearth's "exile it at the
beginning of the next end step" (702.84a) are one mechanism: `delay` makes the ability — a
triggered ability whose trigger event is the step beginning — and hands it to
`engine.modifiers.delayed`, which the trigger scanner asks (603.7b). Its source and controller are
those of the spell or ability creating it (603.7d-e); what that spell or ability remembers (the
object it acts on, "that_creature") the delayed ability remembers too (603.7c): `acting_on` is
the one way to say what "it" is, for a resolving instruction's or a permanent's own.

A reflexive triggered ability ("When you do, …", 603.12) follows the rules for delayed ones
except that it triggers as it is created, on an action taken earlier in the same resolution:
`reflexive` makes it wait to be put on the stack at once, held by whatever asked whether that
action was taken (`engine.instructions.if_you_do`).
"""

from __future__ import annotations

from typing import Literal

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.primitives import Info, that_creature
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, PendingTrigger, Zone
from engine.derived.division import PREFIX
from engine.instructions.perform import Context, Result, handles, perform
from engine.modifiers import delayed
from engine.operations.zones import AS_SPELL_BECOMES_PERMANENT

#: What a delayed ability does to the tokens an instruction created (`LaterOnTokens`).
Later = Literal["sacrifice", "exile", "destroy"]
#: Each moment a delayed ability can wait for: its trigger event, and the words for it.
MOMENTS = {
    "next_end_step": ("beginning_of_end_step", "at the beginning of the next end step"),
    # "At the beginning of the next upkeep" (Archangel Avacyn): the next to begin, whoever's.
    "next_upkeep": ("beginning_of_upkeep", "at the beginning of the next upkeep"),
    "next_turn_upkeep": ("beginning_of_upkeep", "at the beginning of the next turn's upkeep"),
    # "At the beginning of your next upkeep" (the Pacts): its controller's, in a later turn.
    "your_next_upkeep": ("beginning_of_upkeep", "at the beginning of your next upkeep"),
    # "At end of combat": as this turn's end of combat step begins (511.2).
    "end_of_combat": ("end_of_combat", "at end of combat"),
    # "When that creature dies / leaves the battlefield this turn": the target it watches.
    "dies_this_turn": ("put_into_graveyard", "when that creature dies this turn"),
    "leaves_this_turn": (
        "leaves_battlefield",
        "when that creature leaves the battlefield this turn",
    ),
    # "When this Aura leaves the battlefield, …" said by an ability of the Aura as it resolves
    # (Animate Dead): the source itself, this object only (400.7), in any later turn.
    "source_leaves": ("leaves_battlefield", "when this permanent leaves the battlefield"),
    # "When that land dies or is put into exile" (earthbend, 701.66a): any later turn too.
    "dies_or_exiled": ("leaves_battlefield", "when that land dies or is put into exile"),
    # "When you next cast an instant or sorcery spell this turn" (Doublecast): its controller's
    # next spell of that kind, this turn only.
    "next_cast_this_turn": ("cast", "the next time you cast such a spell this turn"),
}


def acting_on(obj: GameObject, ctx: Context | None = None) -> Context:
    """`ctx` with `obj` as what its instructions call "it" / "that creature" (and a delayed
    ability it creates remembers, 603.7c), in place of any it named before; without `ctx`, the
    permanent's own (dash's return, blitz's sacrifice): its controller acting for it as source."""
    if ctx is None:
        ctx = Context(controller=obj.controller, source=obj, targets=(), x=0)
    kept = tuple((k, val) for k, val in ctx.info if not k.startswith("that_creature"))
    return replace(ctx, info=(*kept, *that_creature(obj.ref)))


def delay(
    state: GameState,
    at: str,
    effects: tuple[v.Effect, ...],
    text: str,
    ctx: Context,
    watched: GameObject | None = None,
    spell: v.Filter | None = None,
) -> tuple[GameState, Event]:
    """Create the delayed triggered ability "`effects` `at`" for `ctx`'s source and controller
    (603.7a, 603.7d-e), and say so. `watched` is the object whose dying or leaving this turn it
    waits for — that object only (400.7), this turn only (603.7b): gone already, it never
    triggers (603.7a); for "source_leaves", the source's leaving, whenever it happens; for
    "dies_or_exiled", the watched object's going to a graveyard or exile, in any turn; for
    "next_cast_this_turn", its controller's casting a spell matching `spell` this turn."""
    trigger_event, words = MOMENTS[at]
    watches: dict[str, object] = {"event": trigger_event}
    if spell is not None:
        watches |= {"caster": "you", "filter": spell}
    else:
        watches["whose"] = "your" if at == "your_next_upkeep" else "each"
    ability = v.Triggered(trigger=v.Trigger.model_validate(watches), effects=effects, text=text)
    # Marked as delayed: "since that delayed triggered ability was created" (701.27f) — its
    # source as it is now is what the ability keeps as its source.
    kept = tuple((k, val) for k, val in ctx.info if k not in ("follows_source", "delayed"))
    info: Info = (*kept, ("delayed", True))
    if at in ("next_turn_upkeep", "your_next_upkeep"):
        info = (*info, ("not_before_turn", state.turn.number + 1))
    if at == "next_cast_this_turn":
        info = (*info, ("this_turn", state.turn.number))
    if at in ("dies_this_turn", "leaves_this_turn", "source_leaves", "dies_or_exiled"):
        ref = ctx.source.ref if at == "source_leaves" else watched.ref if watched else None
        info = (
            *info,
            ("watched", ref.id if ref else ""),
            ("watched_incarnation", ref.incarnation if ref else -1),
        )
        if at == "dies_or_exiled":
            info = (*info, ("into", "graveyard exile"))
        elif at != "source_leaves":
            info = (*info, ("this_turn", state.turn.number))
    waiting = PendingTrigger("", ctx.source.ref, ctx.source, ctx.controller, ability, info)
    state = delayed.create(state, waiting)
    said = event(
        "delayed_trigger",
        f"{describe(state, ctx.source)} creates a delayed triggered ability: “{text}” "
        f"(it triggers once, {words}).",
        "603.7a",
        "603.7b",
        objects=[ctx.source.id],
    )
    return state, said


@handles(v.CreateDelayedTrigger)
def _create_delayed_trigger(
    state: GameState, instr: v.CreateDelayedTrigger, ctx: Context
) -> Result:
    if instr.at == "reflexive":
        return reflexive(state, instr, ctx)
    watched = None
    if instr.watch is not None:
        found = ctx.objects(state, instr.watch)
        watched = found[0] if found else None
    if instr.remember is not None:
        # The target it acts on later, remembered as it is now (603.7c): gone already, the
        # delayed ability would find nothing, so none is created.
        found = ctx.objects(state, instr.remember)
        if not found:
            return state, []
        ctx = acting_on(found[0], ctx)
    state, said = delay(state, instr.at, instr.effects, instr.text, ctx, watched, instr.spell)
    return state, [said]


def reflexive(state: GameState, instr: v.CreateDelayedTrigger, ctx: Context) -> Result:
    """ "When you do, …": a reflexive triggered ability (603.12), created by the instruction that
    asked whether its action was taken and only when it was, so it triggers at once and waits
    to be put on the stack the next time a player would receive priority (603.3) — its targets
    chosen then (603.3d), after the action, not with the ability that created it. Its source and
    controller are that ability's (603.7d-e), and it remembers what that ability remembered
    (603.7c: the creature or player its trigger event named), not its X or divisions."""
    ability = v.Triggered(
        trigger=v.Trigger(event="reflexive"),
        targets=instr.targets,
        effects=instr.effects,
        text=instr.text,
    )
    kept = tuple((k, val) for k, val in ctx.info if k != "x" and not k.startswith(PREFIX))
    state, ability_id = state.new_ability_id()
    waiting = PendingTrigger(ability_id, ctx.source.ref, ctx.source, ctx.controller, ability, kept)
    state = replace(state, pending_triggers=(*state.pending_triggers, waiting))
    said = event(
        "triggered",
        f"{describe(state, ctx.source)}'s reflexive triggered ability triggers: the action it "
        f"asked about was taken (“{instr.text}”).",
        "603.12",
        objects=[ability_id, ctx.source.id],
    )
    return state, [said]


def at_next_end_step_if_paid(
    mark: str, rule: str, kind: str, said: str, effects: tuple[v.Effect, ...], text: str
) -> None:
    """Register what a spell its keyword's cost marked (`mark`) does as it becomes a permanent:
    "If this spell's [keyword] cost was paid, [effects] the permanent this spell becomes at the
    beginning of the next end step" — dash's return (702.109a), blitz's sacrifice (702.152a). A
    static ability of the spell creating a delayed triggered ability as it becomes the permanent
    (603.7a), not a trigger of the permanent entering; its source is the permanent and its
    controller the spell's (603.7d), and it acts on that permanent only (603.7c). The event
    (`kind`, citing `rule`) says "<permanent>'s `said`"."""

    def becomes(state: GameState, permanent: GameObject) -> tuple[GameState, list[Event]]:
        told = event(kind, f"{describe(state, permanent)}'s {said}", rule, objects=[permanent.id])
        state, delayed = delay(state, "next_end_step", effects, text, acting_on(permanent))
        return state, [told, delayed]

    AS_SPELL_BECOMES_PERMANENT.register(mark, becomes)


def tokens_later(
    state: GameState,
    token_ids: list[str],
    verb: Later,
    at: str,
    ctx: Context,
) -> tuple[GameState, list[Event]]:
    """ "Create three 1/1 red Human creature tokens with haste. Sacrifice those tokens at the
    beginning of the next end step.": one delayed triggered ability for all the tokens an
    instruction created, made as they are (603.7a), remembering each of them (603.7c) — so
    it acts on each as it resolves, one at a time, not on a new object it became (400.7)."""
    tokens = tuple(
        t for t in token_ids if (o := state.objects.get(t)) and o.zone is Zone.BATTLEFIELD
    )
    if not tokens:
        return state, []
    words = MOMENTS[at][1]
    text = f"{verb.capitalize()} those tokens {words}."
    later = v.LaterOnTokens(verb=verb, tokens=tokens)
    state, said = delay(state, at, (later,), text, ctx)
    return state, [said]


def _done_to_token(verb: Later) -> v.Effect:
    """What a delayed ability does to a token it remembers (603.7c): exile or destroy it, or
    sacrifice it — its controller's to do only while they control it (701.21a)."""
    if verb == "sacrifice":
        return v.Sacrifice(target="that_creature")
    return v.Exile(target="that_creature") if verb == "exile" else v.Destroy(target="that_creature")


@handles(v.LaterOnTokens)
def _later_on_tokens(state: GameState, instr: v.LaterOnTokens, ctx: Context) -> Result:
    """Sacrifice, exile or destroy each token the instruction that created this delayed
    ability made (603.7c), each still on the battlefield — one that left has ceased to exist
    (111.7) — and "sacrifice" only those its controller still controls (701.21a)."""
    events: list[Event] = []
    for token_id in instr.tokens:
        token = state.objects.get(token_id)
        if token is None or token.zone is not Zone.BATTLEFIELD:
            continue
        state, more = perform(state, _done_to_token(instr.verb), acting_on(token, ctx))
        events += more
    return state, events


def token_later(
    state: GameState, token_id: str, verb: Later, at: str, ctx: Context
) -> tuple[GameState, list[Event]]:
    """ "Create a 2/1 red Goblin creature token. Exile it at the beginning of the next end
    step.", "Create a token that's a copy of … Sacrifice it at the beginning of the next end
    step.": a delayed triggered ability created as the one token is (603.7a), remembering that
    token (603.7c), so it won't find it in a new life (400.7); "sacrifice it" is its
    controller's to do only while they control it (701.21a) — a created token's and a token
    copy's alike."""
    token = state.objects.get(token_id)
    if token is None or token.zone is not Zone.BATTLEFIELD:
        return state, []
    then = _done_to_token(verb)
    words = MOMENTS[at][1]  # "at end of combat", "at the beginning of …"
    text = f"{verb.capitalize()} that token {words}."
    state, said = delay(state, at, (then,), text, acting_on(token, ctx))
    return state, [said]
