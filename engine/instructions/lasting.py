"""Instructions whose effects last after the spell or ability is done (CR 611, 615): a continuous
effect from a resolving spell or ability (611.2), its affected set locked in and timestamped as it
is made, and a prevention shield waiting for the damage it prevents (615.1a, 615.7).

Each handler is registered for its instruction kind (`engine.instructions.perform.handles`), as
the basic ones are (`engine.instructions.basic`).
"""

from __future__ import annotations

from typing import Any, Literal

from engine.cards import vocabulary as v
from engine.cards.compiler.combat import rule_words
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.mana import COLOR_NAMES
from engine.core.state import (
    ChoiceKind,
    Event,
    GameObject,
    GameState,
    ObjectRef,
    PlayerTarget,
    Target,
    Zone,
)
from engine.derived.characteristics import controller_of
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.modifiers import replacement


@handles(v.ApplyContinuous)
def _continuous(state: GameState, instr: v.ApplyContinuous, ctx: Context) -> Result:
    """A continuous effect from a resolving spell or ability (611.2): its affected set is locked
    in now (611.2c) — unless it only changes the rules for a group until end of turn, when the
    group is asked at each moment (611.2c) — and it gets a timestamp now (613.7b)."""
    you = ctx.controller
    if instr.target is not None:
        affected = ctx.objects(state, instr.target)
    else:
        assert instr.filter is not None  # noqa: S101 - the model requires one of the two
        flt = instr.filter
        if instr.filter_player is not None:
            # "Creatures target player controls": that player's, chosen as a target (109.5).
            chosen = (
                ctx.targets[instr.filter_player] if instr.filter_player < len(ctx.targets) else ()
            )
            found = [t.player for t in chosen if isinstance(t, PlayerTarget)]
            if not found:
                return state, []
            you = found[0]
        affected = [
            o for o in state.battlefield() if matches(state, o, flt, you, ctx.source.id) is None
        ]
    # A rule-changing effect on a group for the turn (or until your next turn) applies to what
    # the group names at each moment, not to a set locked in now (611.2c): "creatures without
    # flying can't block this turn" stops a creature that enters later too.
    # What the layers can't ask at each moment (`Filter.unlayered`: what the turn's record says
    # of them, "a creature dealt damage this way") is asked now, the set locked in.
    group = (
        instr.filter
        if instr.target is None
        and instr.filter is not None
        and instr.duration
        in ("end_of_turn", "your_next_turn", "your_next_untap_step", "end_of_combat")
        and instr.to_player is None
        and instr.filter.unlayered is None
        and all(v.LAYER_OF[m.op][0] == "rules" for m in instr.modifications)
        else None
    )
    if not affected and group is None:
        return state, []
    source = ctx.source
    if instr.duration in ("source_on_battlefield", "source_tapped", "source_controlled"):
        now = state.current(source.ref)
        if (
            now is None
            or now.zone != Zone.BATTLEFIELD
            or (instr.duration == "source_tapped" and not now.tapped)
            or (
                instr.duration == "source_controlled"
                and controller_of(state, now) != ctx.controller
            )
        ):
            # "For as long as ~ remains …" already over as it would begin: it does nothing
            # (611.2b) — Sower of Temptation gone before its trigger resolves takes nothing.
            return state, [_over_before(state, source, instr.duration)]
    gainer = ctx.controller
    if instr.to_player is not None:
        chosen = ctx.targets[instr.to_player] if instr.to_player < len(ctx.targets) else ()
        players = [t.player for t in chosen if isinstance(t, PlayerTarget)]
        if not players:
            return state, []
        gainer = players[0]
    state = state.begin_effect(
        ctx.source,
        affected=tuple(o.ref for o in affected),
        duration=instr.duration,
        modifications=instr.modifications,
        controller=you if group is not None else gainer,
        source_ref=source.ref,
        group=group,
    )
    timestamp = state.effects[-1].timestamp
    layers = sorted({v.LAYER_OF[m.op][1] for m in instr.modifications})
    until = _UNTIL[instr.duration].format(ctx.controller)
    what = "; ".join(_describe_modification(m) for m in instr.modifications)
    if instr.duration == "next_untap_step":
        what = what.replace("its controller's untap step", "its controller's next untap step")
    if instr.duration == "your_next_untap_step":
        what = what.replace(" during its controller's untap step", "")
    names = ", ".join(describe(state, o) for o in affected)
    if group is not None:
        later = " this turn" if instr.duration == "end_of_turn" else ""
        names = f"{names or 'no permanent yet'} and any that match later{later}"
    if instr.to_player is not None:
        what = f"player {gainer} gains control"
    rules = ["611.2c" if instr.filter is not None else "611.2a", *layers]
    if instr.duration in ("source_on_battlefield", "source_tapped", "source_controlled"):
        rules[0] = "611.2b"
    return state, [
        event(
            "continuous_effect",
            f"{describe(state, ctx.source)}: {names} — {what}{until} (timestamp {timestamp}).",
            *rules,
            objects=[ctx.source.id, *(o.id for o in affected)],
        )
    ]


_UNTIL = {
    "end_of_turn": " until end of turn",
    "permanent": "",
    "source_on_battlefield": " for as long as its source remains on the battlefield",
    "source_tapped": " for as long as its source remains tapped",
    "source_controlled": " for as long as player {} controls its source",
    "next_untap_step": "",
    "your_next_untap_step": " during player {}'s next untap step",
    "your_next_turn": " until player {}'s next turn",
    "end_of_combat": " until end of combat",
}


def _over_before(state: GameState, source: GameObject, duration: str) -> Event:
    """The event of an effect whose 611.2b duration was over before it began."""
    gone = {
        "source_tapped": "it remains tapped",
        "source_controlled": "its controller controls it",
    }.get(duration, "it remains on the battlefield")
    return event(
        "continuous_effect",
        f"{describe(state, source)}: the effect would last for as long as {gone}, which it "
        "no longer does, so it does nothing.",
        "611.2b",
        objects=[source.id],
    )


def _describe_modification(m: Any) -> str:
    if isinstance(m, v.ModifyPowerToughness):
        return f"gets {m.power:+d}/{m.toughness:+d}"
    if isinstance(m, v.SetPowerToughness):
        return f"has {m.said()}"
    if isinstance(m, v.SwitchPowerToughness):
        return "switches its power and toughness"
    if isinstance(m, v.AddKeywords):
        return f"gains {', '.join(m.keywords)}"
    if isinstance(m, v.LoseKeywords):
        return f"loses {', '.join(m.keywords)}"
    if isinstance(m, v.LoseAllAbilities):
        return "loses all abilities"
    if isinstance(m, v.SetColors):
        return f"becomes {', '.join(COLOR_NAMES[c] for c in m.colors) or 'colorless'}"
    if isinstance(m, v.AddTypes):
        return f"becomes {' '.join([*m.supertypes, *m.types, *m.subtypes])} in addition"
    if isinstance(m, v.SetTypes):
        named = " ".join([*m.types, *m.subtypes])
        if m.all_creature_types:
            named = f"{named} with every creature type".strip()
        kept = "instead of its other card types" if m.replace_types else "keeping its card types"
        return f"becomes {named}, {kept}"
    if isinstance(m, v.SetPowerToughnessToManaValue):
        return "has base power and toughness each equal to its mana value"
    if isinstance(m, v.GainControl):
        return "comes under its controller's control"
    if isinstance(m, v.CantAttackOrBlock):
        return "can't " + " or ".join(
            w for w, on in (("attack", m.attack), ("block", m.block)) if on
        )
    if isinstance(m, v.CantAttackYou):
        return "can't attack the controller of its source or planeswalkers they control"
    if isinstance(m, v.CombatRule):
        return rule_words(m)
    if isinstance(m, v.DoesntUntap):
        return "doesn't untap during its controller's untap step"
    if isinstance(m, v.ExiledIfItWouldDie):
        return "is exiled instead if it would die"
    return str(m.op).replace("_", " ")


@handles(v.PreventDamage)
def _prevent_damage(state: GameState, instr: v.PreventDamage, ctx: Context) -> Result:
    """Create prevention effects (615.1a, 615.7) for the recipients and sources it names, or
    redirection shields (614.9) sending the damage to what `instead_to` names."""
    to: list[Target] | None = None
    redirect_to = None
    if instr.instead_to is not None:
        redirect_to = _redirect_target(state, instr.instead_to, ctx)
        if redirect_to is None:
            return state, []  # nothing left to redirect the damage to (608.2b)
    if instr.to == "you":
        to = [PlayerTarget(ctx.controller)]
    elif instr.to == "players":
        to = [PlayerTarget(p) for p in state.in_game()]  # a shield for each (615.11)
    elif isinstance(instr.to, int):
        to = [
            t
            for t in (ctx.targets[instr.to] if instr.to < len(ctx.targets) else ())
            if isinstance(t, PlayerTarget) or state.current(t) is not None
        ]
    elif instr.to is not None and instr.to != "you_and_yours":
        to = [o.ref for o in ctx.objects(state, instr.to)]
    by = None if instr.by is None else [o.ref for o in ctx.objects(state, instr.by)]
    chosen: list[Event] = []
    if instr.chosen_source is not None:
        by, chosen = _source_of_choice(state, instr.chosen_source, ctx)
    if (to is not None and not to) or (by is not None and not by):
        return state, chosen
    state, events = replacement.create_prevention(
        state, instr, ctx.controller, ctx.source, to, by, ctx.x, redirect_to=redirect_to
    )
    return state, chosen + events


def _redirect_target(
    state: GameState, where: v.TargetRef | Literal["you"], ctx: Context
) -> Target | None:
    """What a redirection shield sends the damage to: its target, as chosen (the card's
    ruling: not checked again once the effect exists, only whether it can be dealt damage as
    the damage would be redirected, 614.9), or the source itself ("this creature")."""
    if where == "you":
        return PlayerTarget(ctx.controller)
    if isinstance(where, int):
        chosen = ctx.targets[where] if where < len(ctx.targets) else ()
        found = [t for t in chosen if isinstance(t, PlayerTarget) or state.current(t)]
        return found[0] if found else None
    objects = ctx.objects(state, where)
    return objects[0].ref if objects else None


def _source_of_choice(
    state: GameState, flt: v.Filter, ctx: Context
) -> tuple[list[ObjectRef], list[Event]]:
    """ "A [red] source of your choice": chosen by the controller as the effect is created
    (609.7a) among the permanents, the spells on the stack and the face-up objects in the
    command zone matching `flt` — none able to be chosen, no effect is created."""
    options = [
        o.id
        for o in state.objects.values()
        if o.zone in (Zone.BATTLEFIELD, Zone.STACK, Zone.COMMAND)
        and o.face_down is None
        and matches(state, o, flt, ctx.controller, ctx.source.id) is None
    ]
    if not options:
        text = f"{describe(state, ctx.source)}: no source of the kind it names can be chosen."
        return [], [event("no_choice", text, "609.7a", objects=[ctx.source.id])]
    picked = str(
        ask(
            NeedChoice(
                ChoiceKind.OBJECT,
                ctx.controller,
                f"Player {ctx.controller}: choose a source of damage for "
                f"{describe(state, ctx.source)}.",
                ("609.7a",),
                tuple(options),
            )
        )
    )
    chosen = state.objects[picked]
    text = f"Player {ctx.controller} chooses {describe(state, chosen)} as the source."
    return [chosen.ref], [event("source_chosen", text, "609.7a", objects=[ctx.source.id, picked])]
