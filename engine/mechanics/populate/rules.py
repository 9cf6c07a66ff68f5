"""Populate (CR 701.36) in play; a copy that enters tapped and attacking is put into combat by
`engine.operations.attacking` (508.4).

To populate, a player chooses a creature token they control — a choice made as the instruction
is carried out, not a target — and creates a token that's a copy of it (701.36a): the copy has
the token's copiable values (what the effect that created it stated, or what it copies, 707.2,
707.3) and nothing else. With no creature token, nothing happens (701.36b).

Ghired, Conclave Exile's new token "enters tapped and attacking": its controller chooses the
player it attacks as it enters (508.4); it was never declared as an attacker, so "whenever …
attacks" abilities don't trigger for it (508.3a), and restrictions on declaring attackers (a
"can't attack" effect, defender) don't apply to it (508.4c). Only a creature can attack (506.3):
a copy whose copiable values aren't a creature's enters tapped but not attacking.
"""

from __future__ import annotations

from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameObject, GameState, PlayerId
from engine.derived.characteristics import characteristics, controller_of
from engine.instructions.perform import Context, handles
from engine.mechanics.populate.model import Populate
from engine.operations.attacking import enter_attacking
from engine.operations.tokens import create_token_copy

Result = tuple[GameState, list[Event]]


def creature_tokens(state: GameState, player: PlayerId) -> list[GameObject]:
    """The creature tokens `player` controls now, in timestamp order (701.36a)."""
    out = []
    for obj in state.battlefield():
        if not obj.token:
            continue
        chars = characteristics(state, obj)
        if chars.is_creature and controller_of(state, obj, chars) == player:
            out.append(obj)
    return out


@handles(Populate)
def populate(state: GameState, instr: Populate, ctx: Context) -> Result:
    """Choose a creature token you control and create a token that's a copy of it (701.36a)."""
    you = ctx.controller
    tokens = creature_tokens(state, you)
    if not tokens:
        return state, [
            event(
                "populate",
                f"Player {you} controls no creature tokens, so populating creates no token.",
                "701.36b",
                objects=[you],
            )
        ]
    need = NeedChoice(
        ChoiceKind.POPULATE,
        you,
        f"Player {you} populates: choose a creature token you control to copy (a choice, not "
        "a target).",
        ("701.36a",),
        tuple(o.id for o in tokens),
    )
    chosen = ask(need) or ""
    original = state.objects[chosen]
    how = (
        "the only creature token they control"
        if len(tokens) == 1
        else "a creature token they control"
    )
    events = [
        event(
            "populate",
            f"Player {you} populates, choosing {describe(state, original)}, {how}; it isn't "
            "targeted.",
            "701.36a",
            objects=[original.id],
        )
    ]
    first = state.ids.token + 1
    state, made = create_token_copy(state, original, you, tapped=instr.tapped_and_attacking)
    events += made
    if instr.tapped_and_attacking:
        # Each copy a replacement effect made more of enters attacking too (614.1a).
        for number in range(first, state.ids.token + 1):
            state, more = enter_attacking(state, state.objects[f"t{number}"])
            events += more
    return state, events
