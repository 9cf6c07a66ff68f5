"""Encore (CR 702.141a) in play: an activated ability of a card in a graveyard.

The compiler writes the ability out (activated from the graveyard, 113.6m, at sorcery speed, its
cost exiling the card); its one instruction, `Encore`, is each part on the engine's own
mechanism: the token copies of the card as it last existed in the graveyard (608.2h, 707.2,
`engine.operations.tokens.create_token_copy`; a replacement effect may make more, 614.1a), the
haste a continuous effect from a resolving ability (611.2a), "attacks that opponent this turn if
able" a requirement on declaring attackers until the turn ends (508.1d), and the sacrifice a
delayed triggered ability (603.7, `engine.mechanics.delayed_triggers`) that remembers its token.

With one opponent, "attacks that opponent if able" is the requirement to attack if able; with
more than one, each token must attack its own opponent, a requirement the engine's declaration
check can't say, so the ability stops the run as unsupported rather than be misplayed.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.errors import UnsupportedError
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.state import Event, GameState
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.delayed_triggers import acting_on, delay
from engine.mechanics.encore.model import Encore
from engine.operations.tokens import create_token_copy

_HASTE = v.ApplyContinuous(
    target="that_creature",
    modifications=(v.AddKeywords(keywords=("Haste",)),),
    duration="permanent",
)
_MUST_ATTACK = v.ApplyContinuous(
    target="that_creature",
    modifications=(v.CombatRule(rule="attacks_each_combat"),),
    duration="end_of_turn",
)
_SACRIFICE_IT = (v.Sacrifice(target="that_creature"),)


@handles(Encore)
def _encore(state: GameState, instr: Encore, ctx: Context) -> Result:
    """A token copy for each opponent, with haste, attacking if able this turn, sacrificed at
    the next end step (702.141a)."""
    del instr
    you = ctx.controller
    opponents = [p for p in state.in_game() if p != you]
    name = describe(state, ctx.source)
    if len(opponents) > 1:
        line = next(
            (t for t in copiable_card(ctx.source).oracle.splitlines() if t.startswith("Encore")),
            "Encore",
        )
        raise UnsupportedError(
            f"{name}'s encore makes a token for each of {len(opponents)} opponents, each of which "
            "must attack its own opponent; the engine's attack requirements can't name a player",
            line,
            ctx.source.id,
        )
    events: list[Event] = []
    for opponent in opponents:
        first = state.ids.token + 1
        state, made = create_token_copy(state, ctx.source, you)
        events.append(
            event(
                "encore",
                f"{name} (encore): a token copy of it for player {opponent}, which attacks that "
                "player this turn if able; it gains haste and is sacrificed at the beginning of "
                "the next end step.",
                "702.141a",
                "608.2h",
                objects=[ctx.source.id],
            )
        )
        events += made
        for number in range(first, state.ids.token + 1):
            token = state.objects.get(f"t{number}")
            if token is None:
                continue
            it = acting_on(token, ctx)
            state, haste = perform(state, _HASTE, it)
            state, attack = perform(state, _MUST_ATTACK, it)
            state, delayed = delay(
                state, "next_end_step", _SACRIFICE_IT, "Sacrifice the token (encore).", it
            )
            events += [*haste, *attack, delayed]
    return state, events
