"""Equipment (CR 301.5) and equip (702.6a): attaching an Equipment to a creature.

"Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only
as a sorcery." (702.6a); cards write it as an activated ability with the `attach` effect and
`sorcery_speed`. What the Equipment grants applies to the equipped creature through static
abilities with `affects: "equipped"` (301.5a, layers in engine.derived.layers).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameState, ObjectRef, Zone
from engine.derived.characteristics import characteristics
from engine.derived.protection import protection_from, rule_of, sources_words
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.equipment.model import Attach
from engine.modifiers.triggers import stands_for
from engine.operations.tokens import create_token


@handles(Attach)
def attach(state: GameState, instr: Attach, ctx: Context) -> tuple[GameState, list[Event]]:
    """Attach the Equipment — the source, or the one targeted — to the creature (701.3a); a
    new timestamp (613.7e). One it can't equip — itself, a non-creature, a creature with
    protection from a quality the Equipment has (301.5c, 702.16d) — doesn't move (701.3b):
    an effect attaching it targets nothing that protection would have stopped ("whenever a
    creature enters, you may attach this Equipment to it")."""
    found = ctx.objects(state, instr.equipment)
    equipment = found[0] if found else None
    hosts = ctx.objects(state, instr.target)
    if equipment is None or equipment.zone is not Zone.BATTLEFIELD or not hosts:
        return state, []
    host = hosts[0]
    name = describe(state, equipment)
    chars = characteristics(state, equipment)
    reason = None
    rules: tuple[str, ...] = ("701.3b",)
    host_chars = characteristics(state, host)
    quality = protection_from(state, host_chars.keywords, equipment)
    if host.id == equipment.id:
        reason = "an Equipment can't equip itself (301.5c)"
    elif chars.is_creature:
        reason = "an Equipment that's also a creature can't equip a creature (301.5c)"
    elif not host_chars.is_creature:
        reason = f"{describe(state, host)} isn't a creature (301.5)"
    elif quality is not None:
        protected = rule_of(quality, "702.16d")
        reason = (
            f"{describe(state, host)} has protection from {quality} and can't be equipped by "
            f"{sources_words(quality, 'Equipment')} ({protected})"
        )
        rules = ("701.3b", protected)
    elif equipment.attached_to == host.id:
        return state, [
            event(
                "attach",
                f"{name} is already attached to {describe(state, host)}; nothing happens.",
                "701.3b",
                objects=[equipment.id, host.id],
            )
        ]
    if reason:
        return state, [
            event(
                "attach",
                f"{name} can't be attached to {describe(state, host)}: {reason}; it doesn't move.",
                *rules,
                objects=[equipment.id, host.id],
            )
        ]
    state, timestamp = state.stamp()
    state = state.with_object(replace(equipment, attached_to=host.id, timestamp=timestamp))
    return state, [
        event(
            "attach",
            f"{name} becomes attached to {describe(state, host)}: it equips it (new timestamp "
            f"{timestamp}).",
            "701.3a",
            "301.5a",
            "613.7e",
            objects=[equipment.id, host.id],
        )
    ]


def armed(
    state: GameState, ctx: Context, token: v.CardDef, kind: str, created: str, rule: str
) -> Result:
    """Create `token`, then attach this Equipment to it (301.5) — living weapon's Germ
    (702.92a), For Mirrodin!'s Rebel (702.163a): if the Equipment has left the battlefield, the
    token stays unequipped. `created` names the token and the keyword ("living weapon: a 0/0
    black Phyrexian Germ is created")."""
    state, events = create_token(state, token, ctx.controller, 1)
    made = state.objects[f"t{state.ids.token}"]
    attaching = replace(ctx, targets=((ObjectRef(made.id, made.incarnation),),))
    state, more = attach(state, Attach(target=0), attaching)
    equipment = state.current(ctx.source.ref)
    attached = equipment is not None and equipment.attached_to == made.id
    tail = (
        " and this Equipment is attached to it."
        if attached
        else ", but this Equipment is no longer on the battlefield: nothing is attached to it."
    )
    told = event(
        kind,
        f"{describe(state, ctx.source)}'s {created}{tail}",
        rule,
        objects=[ctx.source.id, made.id],
    )
    return state, [told, *events, *more]


def armed_keyword(
    keyword: str,
    rule: str,
    instruction: MechanicInstruction,
    token: v.CardDef,
    token_words: str,
    named: str,
) -> v.Triggered:
    """An Equipment's keyword meaning "When this Equipment enters, create a [token_words]
    creature token, then attach this Equipment to it" — living weapon's 0/0 black Phyrexian
    Germ (702.92a), For Mirrodin!'s 2/2 red Rebel (702.163a): the triggered ability it stands
    for and its instruction's handler (`armed`), registered once here for each; `named` is the
    keyword as the event says it ("living weapon")."""
    ability = stands_for(
        keyword,
        rule,
        v.Triggered(
            trigger=v.Trigger(event="enters"),
            effects=(instruction,),
            text=f"{keyword} (when this Equipment enters, create a {token_words} creature "
            "token, then attach this to it)",
        ),
    )
    created = f"{named}: a {token_words} is created"
    kind = instruction.op

    def arm(state: GameState, instr: MechanicInstruction, ctx: Context) -> Result:
        del instr
        return armed(state, ctx, token, kind, created, rule)

    handles(type(instruction))(arm)
    return ability
