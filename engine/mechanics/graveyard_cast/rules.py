"""A permission to cast a card from a graveyard this turn, given as its instruction resolves:
a mark on that card — the object it is there, so a card that leaves the graveyard is a new
object without it (400.7; the card's ruling: "the effect loses track of the card") — that
the registry of permissions to cast asks (601.3), with the player and the turn, so it ends
with the turn (611.2a, 514.2). The spell cast by it follows the timing of its types and is
paid for as usual (the card's ruling); with the rider, it carries a mark by which it is exiled
instead of being put into its owner's graveyard (614.1a), resolving or countered."""

from __future__ import annotations

from engine.core.agenda import CastDuringResolution
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import GameObject, GameState, JsonValue, PlayerId, PlayerTarget, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.graveyard_cast.model import EXILED_INSTEAD, MAY_CAST, MayCastFromGraveyard
from engine.modifiers.leaving_stack import EXILED_INSTEAD_OF_GRAVEYARD
from engine.operations.cast_permissions import CastPermission, cast_permission

RULE = "601.3"
#: What the permission and the cast say of the rider, a replacement effect on the spell (614.1a).
_EXILED_RIDER = "; if that spell would be put into their graveyard, it is exiled instead"


def _holder(state: GameState, player: PlayerId) -> str:
    return f"{player}:{state.turn.number}"


@handles(MayCastFromGraveyard)
def may_cast_from_graveyard(state: GameState, instr: MayCastFromGraveyard, ctx: Context) -> Result:
    """ "You may cast target … card from your graveyard this turn" (601.3, 611.2a): the target
    still in the graveyard (608.2b: an illegal target was removed) is marked for the player."""
    found = ctx.targets[instr.target] if instr.target < len(ctx.targets) else ()
    events = []
    for target in found:
        card = None if isinstance(target, PlayerTarget) else state.current(target)
        if card is None or card.zone is not Zone.GRAVEYARD:
            continue
        if instr.now:
            state, offered = _cast_now(state, instr, ctx, card)
            events += offered
            continue
        marks: dict[str, JsonValue] = {
            **dict(card.chosen),
            MAY_CAST: _holder(state, ctx.controller),
        }
        if instr.exile:
            marks[EXILED_INSTEAD] = True
        state = state.with_object(replace(card, chosen=tuple(marks.items())))
        rider = _EXILED_RIDER if instr.exile else ""
        events.append(
            event(
                "permission",
                f"Player {ctx.controller} may cast {describe(state, card)} from their graveyard "
                f"this turn{rider}.",
                RULE,
                "611.2a",
                *(("614.1a",) if instr.exile else ()),
                objects=[card.id],
            )
        )
    return state, events


def _cast_now(
    state: GameState, instr: MayCastFromGraveyard, ctx: Context, card: GameObject
) -> Result:
    """ "… without paying its mana cost": the cast offered now, before the resolving object's
    next instruction (608.2g, 608.2c), the rider's mark passed to the spell (614.1a)."""
    carried: tuple[tuple[str, JsonValue], ...] = ((EXILED_INSTEAD, True),) if instr.exile else ()
    offer = CastDuringResolution(
        ctx.controller, card.id, card.incarnation, None, "608.2g", carried=carried
    )
    rider = _EXILED_RIDER if instr.exile else ""
    said = event(
        "permission",
        f"Player {ctx.controller} may cast {describe(state, card)} from their graveyard without "
        f"paying its mana cost as this resolves{rider}.",
        "608.2g",
        "118.9",
        *(("614.1a",) if instr.exile else ()),
        objects=[card.id],
    )
    return replace(state, agenda=(offer, *state.agenda)), [said]


def _allows(state: GameState, obj: GameObject, player: PlayerId) -> bool:
    """The card is in a graveyard, marked for `player` this turn."""
    return obj.zone is Zone.GRAVEYARD and dict(obj.chosen).get(MAY_CAST) == _holder(state, player)


def _carried(obj: GameObject) -> tuple[tuple[str, JsonValue], ...]:
    return ((EXILED_INSTEAD, True),) if dict(obj.chosen).get(EXILED_INSTEAD) else ()


cast_permission(
    "cast from a graveyard this turn",
    CastPermission(RULE, _allows, "an ability allows it this turn", carried=_carried),
)
EXILED_INSTEAD_OF_GRAVEYARD.register(
    EXILED_INSTEAD, ("614.1a", "cast by a permission that exiles it instead of a graveyard")
)
