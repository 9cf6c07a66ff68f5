"""Creating tokens (CR 111): a token of a card-like definition, or a token copy of a permanent.

The creator is the token's owner and controller (111.2); tokens are numbered t1, t2, … in the
order they are created. A token enters the battlefield the way every object does
(`zones.enter_battlefield`), so effects that modify how permanents enter and abilities that
trigger on entering see it.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core import budget
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, PlayerId, Zone
from engine.derived.attachment import illegal_attachment
from engine.modifiers import multipliers
from engine.modifiers.copies import copiable_values, with_exceptions
from engine.operations.zones import enter_battlefield

Result = tuple[GameState, list[Event]]


def _called(state: GameState, token: GameObject) -> str:
    """ " (Soldier #2)": what the narration calls a new token when another object has its name."""
    shown = describe(state, token)
    return f" ({shown})" if shown != token.card.name else ""


def _a_token(name: str) -> str:
    """ "a Soldier token", "an Elf Warrior token", and "a Spirit Token" for a token whose name
    already ends in "Token" (111.4: no name given, its subtypes plus the word "Token")."""
    article = "an" if name[:1].lower() in "aeiou" else "a"
    return f"{article} {name}" if name.endswith(" Token") else f"{article} {name} token"


def create_token(
    state: GameState,
    token: v.CardDef,
    controller: PlayerId,
    n: int,
    *,
    tapped: bool = False,
    attached_to: GameObject | None = None,
) -> Result:
    """Create tokens (CR 111.2): the creator is owner and controller; ids t1, t2, …; `tapped`
    when the effect says they enter tapped (the permanent's status as it enters, 110.5b).
    Replacement effects may change how many (614.1a: Anointed Procession). An Aura token
    `attached_to` a permanent enters attached to it (303.4f: the effect names it); one that
    couldn't legally enchant it isn't created (303.4g)."""
    n, events = multipliers.tokens(state, controller, n)
    for _ in range(n):
        budget.check(state)
        number = state.ids.token + 1
        obj = GameObject(
            id=f"t{number}",
            card=token,
            owner=controller,
            controller=controller,
            zone=Zone.BATTLEFIELD,
            timestamp=state.next_timestamp,
            token=True,
            summoning_sick=True,
            entered_this_turn=True,
            tapped=tapped,
            attached_to=None if attached_to is None else attached_to.id,
        )
        if attached_to is not None and (why := _cant_enchant(state, obj, attached_to)):
            events.append(why)
            continue
        state = replace(state, ids=replace(state.ids, token=number))
        state, timestamp = state.stamp()
        obj = replace(obj, timestamp=timestamp)
        # A created token enters the battlefield: effects that modify how it enters apply (614.12).
        state, obj, entering = enter_battlefield(state, obj)
        if attached_to is None:
            made = event(
                "token",
                f"Player {controller} creates {_a_token(token.name)}{_called(state, obj)}.",
                "111.2",
                objects=[obj.id],
            )
        else:
            made = event(
                "token",
                f"Player {controller} creates {_a_token(token.name)}{_called(state, obj)} "
                f"attached to {describe(state, attached_to)}.",
                "111.2",
                "303.4f",
                objects=[obj.id, attached_to.id],
            )
        events.append(made)
        events += entering
    return state, events


def not_created(token: v.CardDef) -> Event:
    """An Aura token to be created attached to an object no longer there, or no longer a legal
    target, as the instruction is performed: with nothing to enchant, it isn't (303.4g)."""
    return event(
        "token",
        f"{_a_token(token.name).capitalize()} would enter attached to an object that is no "
        "longer there (or no longer a legal target): with nothing to enchant, it isn't created.",
        "303.4g",
    )


def _cant_enchant(state: GameState, aura: GameObject, host: GameObject) -> Event | None:
    """The event saying an Aura token to be created attached to `host` isn't created, when it
    couldn't legally enchant it (303.4g): its enchant ability, protection (702.16c)."""
    if host.zone is not Zone.BATTLEFIELD:
        why: tuple[str, tuple[str, ...]] | None = (f"{describe(state, host)} has left", ())
    else:
        why = illegal_attachment(state.with_object(aura), aura)
    if why is None:
        return None
    reason, rules = why
    return event(
        "token",
        f"{_a_token(aura.card.name).capitalize()} would enter attached to "
        f"{describe(state, host)}, which it couldn't enchant ({reason}): it isn't created.",
        "303.4g",
        *rules,
        objects=[host.id],
    )


def create_token_copy(
    state: GameState,
    original: GameObject,
    controller: PlayerId,
    *,
    tapped: bool = False,
    exceptions: tuple[v.Modification, ...] = (),
    no_mana_cost: bool = False,
    n: int = 1,
) -> tuple[GameState, list[Event]]:
    """A token that's a copy of `original` (707.2, 111.2) — or `n` of them, created at once
    ("create two tokens that are copies of it") — entering under `controller` (tapped, when the
    effect says it enters tapped), with the effect's exceptions to the copiable values ("except
    it's white … and it has no mana cost", embalm 702.128a: 707.9a-b). Replacement effects may
    make them more (614.1a: Doubling Season), applied once to the whole number."""
    n, events = multipliers.tokens(state, controller, n)
    for _ in range(n):
        budget.check(state)
        state, made = _token_copy(state, original, controller, tapped, exceptions, no_mana_cost)
        events += made
    return state, events


def _token_copy(
    state: GameState,
    original: GameObject,
    controller: PlayerId,
    tapped: bool,
    exceptions: tuple[v.Modification, ...],
    no_mana_cost: bool,
) -> tuple[GameState, list[Event]]:
    number = state.ids.token + 1
    state = replace(state, ids=replace(state.ids, token=number))
    state, timestamp = state.stamp()
    values = with_exceptions(copiable_values(original), exceptions)
    if no_mana_cost:
        values = v.CardDef.model_validate(values.model_dump() | {"mana_cost": ""})
    token = GameObject(
        id=f"t{number}",
        card=values,
        owner=controller,
        controller=controller,
        zone=Zone.BATTLEFIELD,
        timestamp=timestamp,
        token=True,
        summoning_sick=True,
        entered_this_turn=True,
        copied=values,
        copy_of=original.id,
        tapped=tapped,
    )
    # The token enters the battlefield: the copied "enters with"/"enters tapped" abilities and
    # other permanents' effects on how it enters apply (707.5, 614.12), as for any new token.
    state, token, entering = enter_battlefield(state, token)
    made = event(
        "token",
        f"Player {controller} creates a token that's a copy of {describe(state, original)}"
        f"{_called(state, token)}: it has only its copiable values.",
        "707.2",
        "111.2",
        objects=[token.id, original.id],
    )
    if original.copied is not None:
        # The original is itself a copy: its copiable values are what it copies (707.3).
        made = event(
            "token",
            f"Player {controller} creates a token that's a copy of {describe(state, original)}"
            f"{_called(state, token)}, which is itself a copy of {values.name}: the new token "
            f"copies {values.name} too, with only the copiable values.",
            "707.3",
            "707.2",
            "111.2",
            objects=[token.id, original.id],
        )
    return state, [made, *entering]
