"""Effects on permanents "with a name originally printed in" an expansion (CR 206.3b, 206.3c).

Golgothian Sylex ("Each nontoken permanent with a name originally printed in the Antiquities
expansion is sacrificed by its controller") and Apocalypse Chime ("Destroy all nontoken permanents
with a name originally printed in the Homelands expansion") look at each permanent's current name:
its characteristics after copy effects (a Clone copying Ornithopter is named Ornithopter, 707.2)
and name stickers (123.6c). The event `name_list` says which permanents qualify and why the
others with a listed name (a token, a renamed one) don't.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.cards.name_lists import EXPANSION, RULE, on_list
from engine.core.events import describe, event
from engine.core.state import Event, GameObject, GameState
from engine.derived.characteristics import characteristics
from engine.derived.targets import matches
from engine.instructions.perform import Context, handles
from engine.operations.basic import sacrifice


def chosen(state: GameState, flt: v.Filter, ctx: Context) -> list[GameObject]:
    """The permanents matching `flt` now, in timestamp order."""
    you, source = ctx.controller, ctx.source.id
    return [o for o in state.battlefield() if matches(state, o, flt, you, source) is None]


def name_list_event(
    state: GameState, flt: v.Filter, found: list[GameObject], what: str
) -> list[Event]:
    """Explain which permanents' names are on the list (206.3b / 206.3c) and which aren't."""
    if flt.name_list is None:
        return []
    which = flt.name_list
    rule = RULE[which]
    parts: list[str] = []
    for obj in found:
        name = characteristics(state, obj).name
        why = ""
        if obj.copied is not None:
            original = state.objects.get(obj.copy_of or "")
            copied = describe(state, original) if original is not None else obj.copied.name
            why = f", as a copy of {copied} (707.2)"
        elif obj.stickers:
            why = ", with its name stickers (123.6c)"
        parts.append(f"{describe(state, obj)} is named {name}{why}")
    left_out: list[str] = []
    # The rest, so the step says why each permanent on the battlefield wasn't affected.
    not_listed: list[str] = []
    found_ids = {o.id for o in found}
    for obj in state.battlefield():
        if obj.id in found_ids:
            continue
        name = characteristics(state, obj).name
        if on_list(name, which) and obj.token:
            left_out.append(f"{describe(state, obj)} is named {name} but is a token")
        elif on_list(obj.card.name, which) and not on_list(name, which):
            left_out.append(
                f"{describe(state, obj)} is now named {name}, which isn't on the list"
                + (" (its name stickers, 123.6c)" if obj.stickers else "")
            )
        elif not on_list(name, which):
            not_listed.append(describe(state, obj))
    if not_listed:
        names = (
            ", ".join(not_listed[:-1]) + " and " + not_listed[-1]
            if len(not_listed) > 1
            else not_listed[0]
        )
        left_out.append(
            f"{names} {'has a name' if len(not_listed) == 1 else 'have names'} not on the list"
        )
    text = (
        f"Names originally printed in {EXPANSION[which]} (the list of {rule}): "
        + ("; ".join(parts) if parts else "no nontoken permanent has one")
        + f"{'' if not parts else ' — ' + what}."
    )
    if left_out:
        text += " Not affected: " + "; ".join(left_out) + "."
    return [event("name_list", text, rule, objects=[o.id for o in found])]


@handles(v.SacrificeAll)
def sacrifice_all(
    state: GameState, instr: v.SacrificeAll, ctx: Context
) -> tuple[GameState, list[Event]]:
    """ "Each [permanent matching the filter] is sacrificed by its controller" (701.21a):
    untargeted, all at once; each one's controller sacrifices it."""
    found = chosen(state, instr.filter, ctx)
    events = name_list_event(state, instr.filter, found, "each is sacrificed by its controller")
    for obj in found:
        current = state.current(obj.ref)
        if current is None:
            continue
        state, more = sacrifice(state, current)
        events += more
    if not found:
        events.append(event("no_effect", "There is nothing to sacrifice.", "609.3"))
    return state, events
