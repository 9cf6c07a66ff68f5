"""Amass (CR 701.47) in play.

To amass [subtype] N (701.47a): if the player controls no Army creature, they create a 0/0 black
[subtype] Army creature token (111.2; a replacement effect may make more, 614.1a); then they
choose an Army creature they control — a choice as the instruction is carried out, not a target
— put N +1/+1 counters on it (122.1), and if it isn't a [subtype] it becomes one in addition to
its other types: a layer-4 effect from a resolving ability with no duration stated, so for the
rest of the game (613.1d, 611.2a). The token and the counters are one instruction: state-based
actions aren't checked in the middle of it (704.3), so a 0/0 Army given a counter survives, and
one given none (amass 0) dies as they are next checked (704.5f). The player has amassed even if
some of it was impossible (701.47b).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.cards.vocabulary import CardDef
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameObject, GameState, PlayerId
from engine.derived.characteristics import characteristics, controller_of
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.amass.model import RULE, Amass
from engine.mechanics.delayed_triggers import acting_on


def armies(state: GameState, player: PlayerId) -> list[GameObject]:
    """The Army creatures `player` controls now, in timestamp order (701.47a)."""
    out = []
    for obj in state.battlefield():
        chars = characteristics(state, obj)
        if (
            chars.is_creature
            and "Army" in chars.subtypes
            and controller_of(state, obj, chars) == player
        ):
            out.append(obj)
    return out


def army_token(subtype: str) -> CardDef:
    """The 0/0 black [subtype] Army creature token amass creates (701.47a; its name its
    subtypes and "Token", 111.4)."""
    return CardDef.model_validate(
        {
            "name": f"{subtype} Army Token",
            "type_line": f"Creature — {subtype} Army",
            "colors": ["B"],
            "power": 0,
            "toughness": 0,
        }
    )


@handles(Amass)
def amass(state: GameState, instr: Amass, ctx: Context) -> Result:
    """Amass [subtype] N for the instruction's controller (701.47a)."""
    you, n, kind = ctx.controller, ctx.amount(instr.amount), instr.subtype
    name = describe(state, ctx.source)
    events: list[Event] = []
    found = armies(state, you)
    if not found:
        events.append(
            event(
                "amass",
                f"{name}: player {you} amasses {kind}s {n} and controls no Army creature, so "
                f"they first create a 0/0 black {kind} Army creature token.",
                RULE,
                objects=[ctx.source.id],
            )
        )
        state, made = perform(state, v.CreateToken(token=army_token(kind)), ctx)
        events += made
        found = armies(state, you)
    if not found:
        # The token didn't enter (a replacement effect, 614.1): nothing to choose; the player
        # has amassed all the same (701.47b).
        text = f"Player {you} controls no Army creature to put counters on; they have amassed."
        return state, [*events, event("amass", text, RULE, "701.47b", objects=[you])]
    army = found[0]
    if len(found) > 1:
        chosen = ask(
            NeedChoice(
                ChoiceKind.OBJECT,
                you,
                f"Player {you} amasses {kind}s {n} ({name}): choose an Army creature you "
                "control to put the counters on (a choice, not a target).",
                (RULE,),
                tuple(o.id for o in found),
                labels=tuple(describe(state, o) for o in found),
            )
        )
        army = next((o for o in found if o.id == chosen), army)
    how = "the only Army creature they control" if len(found) == 1 else "an Army they control"
    events.append(
        event(
            "amass",
            f"Player {you} chooses {describe(state, army)}, {how}; it isn't targeted.",
            RULE,
            objects=[army.id],
        )
    )
    that = acting_on(army, ctx)
    state, put = perform(
        state, v.PutCounters(counter="+1/+1", target="that_creature", amount=n), that
    )
    events += put
    army = state.current(army.ref) or army
    if kind not in characteristics(state, army).subtypes:
        becomes = v.ApplyContinuous(
            target="that_creature",
            modifications=(v.AddTypes(subtypes=(kind,)),),
            duration="permanent",
        )
        state, more = perform(state, becomes, that)
        events.append(
            event(
                "amass",
                f"{describe(state, army)} isn't a {kind}: it becomes a {kind} in addition to "
                "its other types, for the rest of the game.",
                RULE,
                "613.1d",
                "611.2a",
                objects=[army.id],
            )
        )
        events += more
    return state, events
