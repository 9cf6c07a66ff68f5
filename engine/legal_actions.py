"""What each player may do now, and for the rest why not (OpenSpiel's `legal_actions`).

Each candidate is tried with the same code that performs it, on the immutable state, so the
answer can never disagree with what the engine would do: an `IllegalActionError` gives the reason
and rule ("summoning sick, 302.6"); a needed decision (targets, X, mode) still counts as legal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from engine import actions
from engine.characteristics import characteristics, controller_of
from engine.choices import NeedChoice
from engine.errors import IllegalActionError
from engine.scenario import ActivateAction, CastAction
from engine.state import GameState, PlayerId, Zone

ActionKind = Literal["cast", "activate", "play_land", "pass"]


@dataclass(frozen=True, slots=True)
class LegalAction:
    player: PlayerId
    kind: ActionKind
    object: str | None
    ability: int | None
    allowed: bool
    #: Why not (or what must still be chosen), with the rules that say so.
    reason: str | None
    rules: tuple[str, ...]
    label: str

    def to_data(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "kind": self.kind,
            "object": self.object,
            "ability": self.ability,
            "allowed": self.allowed,
            "reason": self.reason,
            "rules": list(self.rules),
            "label": self.label,
        }


def _try(
    state: GameState, player: PlayerId, attempt: object
) -> tuple[bool, str | None, tuple[str, ...]]:
    try:
        if isinstance(attempt, CastAction):
            actions.cast(state, player, attempt)
        elif isinstance(attempt, ActivateAction):
            actions.activate(state, player, attempt)
        else:
            actions.play_land(state, player, str(attempt))
    except NeedChoice as need:
        return True, f"then choose: {need.text}", need.rules
    except IllegalActionError as exc:
        return False, exc.message, exc.rules
    return True, None, ()


def legal_actions(state: GameState) -> list[LegalAction]:
    """Every cast, activation, land play and pass, for every player, allowed or not."""
    out: list[LegalAction] = []
    if state.game_over or state.error is not None:
        return out
    blocked: tuple[str, tuple[str, ...]] | None = None
    if state.choice is not None:
        blocked = (f"the game is waiting for a choice: {state.choice.text}", state.choice.rules)
    elif state.turn.priority is None:
        blocked = ("no player has priority at this moment", ("117.1",))
    for player in state.in_game():
        if blocked is None:
            out.append(
                LegalAction(player, "pass", None, None, True, None, ("117.3d",), "Pass priority")
            )
        for obj in sorted(state.objects.values(), key=lambda o: o.timestamp):
            if obj.zone is Zone.HAND and obj.owner == player:
                is_land = "Land" in obj.card.types
                kind: ActionKind = "play_land" if is_land else "cast"
                label = f"{'Play' if is_land else 'Cast'} {obj.card.name} ({obj.id})"
                if blocked:
                    out.append(LegalAction(player, kind, obj.id, None, False, *blocked, label))
                    continue
                attempt: object = obj.id if is_land else CastAction(player=player, cast=obj.id)
                allowed, reason, rules = _try(state, player, attempt)
                out.append(LegalAction(player, kind, obj.id, None, allowed, reason, rules, label))
            elif obj.zone is Zone.BATTLEFIELD and controller_of(state, obj) == player:
                for number, ability in enumerate(characteristics(state, obj).activated, start=1):
                    label = f"Activate {obj.card.name} ({obj.id}): {ability.text}"
                    if blocked:
                        out.append(
                            LegalAction(player, "activate", obj.id, number, False, *blocked, label)
                        )
                        continue
                    attempt = ActivateAction(player=player, activate=obj.id, ability=number)
                    allowed, reason, rules = _try(state, player, attempt)
                    out.append(
                        LegalAction(
                            player, "activate", obj.id, number, allowed, reason, rules, label
                        )
                    )
    return out
