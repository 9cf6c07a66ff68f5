"""Player actions: what casting a spell (601.2), activating an ability (602) and playing a land
(305) share, and playing a land itself.

Every check happens before anything changes: an illegal action is refused with the rule that
forbids it (IllegalActionError) and the state stays as it was (601.2e: the game returns to the
moment before). Missing decisions (X, targets) are asked (`engine.core.choices.ask`): the player
answers a pending choice, or a decision with exactly one legal answer is taken. Casting is
`engine.rules.cast_spell`, activating `engine.rules.activate_ability`; both take their timing
(307.1), X (601.2b) and the event naming their targets (601.2c) from here.
"""

from __future__ import annotations

from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import describe, describe_target, event, ref_id
from engine.core.mana import (
    ManaCost,
)
from engine.core.replace import replace
from engine.core.state import (
    ChoiceKind,
    Event,
    GameObject,
    GameState,
    PlayerId,
    StackAbility,
    Target,
    Zone,
)
from engine.derived.characteristics import (
    land_plays,
)
from engine.mechanics.modal_faces import rules as modal_faces
from engine.operations.timing import sorcery_timing as sorcery_timing
from engine.operations.zones import move

#: The rule that lets a card type be cast at sorcery speed, in the order they are checked.
TIMING_RULES = (
    ("Sorcery", "307.1"),
    ("Creature", "302.1"),
    ("Artifact", "301.1"),
    ("Enchantment", "303.1"),
    ("Planeswalker", "306.1"),
    ("Battle", "310.1"),
)


def require_object(state: GameState, object_id: str, what: str) -> GameObject:
    """The object an action names, or the action is refused: there is none with that id (109.1)."""
    obj = state.objects.get(object_id)
    if obj is None:
        raise IllegalActionError(f"there is no object {object_id!r} to {what}", ("109.1",))
    return obj


def choose_x(cost: ManaCost, x: int | None, player: PlayerId, what: str) -> int | None:
    """X, announced as a spell is cast or an ability activated (601.2b, 602.2b, 107.3a): the
    value the action gave or, when the cost has an X, asked; None when the cost has none."""
    if not cost.x_count:
        return None
    if x is None:
        x = ask(
            NeedChoice(
                ChoiceKind.X, player, f"Choose X to {what}.", ("601.2b", "107.3a"), (), 0, 1000
            )
        )
    return x


def target_events(
    state: GameState,
    obj: GameObject | StackAbility,
    targets: tuple[tuple[Target, ...], ...],
    rule: str,
) -> list[Event]:
    """The event naming what a spell or ability on the stack targets, as they are chosen (601.2c,
    602.2b: `rule`)."""
    names = [describe_target(state, t) for group in targets for t in group]
    if not names:
        return []
    subject = (
        describe(state, obj)
        if isinstance(obj, GameObject)
        else f"{describe(state, obj.source_lki)}'s ability"
    )
    return [
        event(
            "targets",
            f"{subject} targets {', '.join(names)}.",
            rule,
            objects=[obj.id, *(ref_id(t) for g in targets for t in g)],
        )
    ]


# -- lands ----------------------------------------------------------------------------------------


def play_land(
    state: GameState, player: PlayerId, object_id: str, half: str | None = None
) -> tuple[GameState, list[Event]]:
    """Play a land: a special action (CR 305.1, 116.2a), one per turn unless effects let the
    player play more (305.2, 305.2a, 305.2b). A modal double-faced card is played as the face
    `half` names, one that is a land, which alone is evaluated (712.12, 712.11c)."""
    obj = require_object(state, object_id, "play")
    obj = modal_faces.played_face(state, obj, half)
    name = describe(state, obj)
    if "Land" not in obj.card.types:
        raise IllegalActionError(f"{name} is not a land", ("305.1",))
    if obj.zone is not Zone.HAND or obj.owner != player:
        raise IllegalActionError(f"{name} is not in player {player}'s hand", ("305.1",))
    reason = sorcery_timing(state, player)
    if reason:
        raise IllegalActionError(
            f"a land can be played only in your main phase with an empty stack: {reason}",
            ("305.1",),
        )
    if state.turn.lands_played >= (allowed := land_plays(state, player)):
        lands = "a land" if allowed == 1 else f"{allowed} lands"
        raise IllegalActionError(
            f"player {player} has already played {lands} this turn", ("305.2",)
        )
    # It enters with the chosen face up (712.12, `engine.operations.zones.move`).
    state, more = move(state.with_object(obj), obj.id, Zone.BATTLEFIELD, controller=player)
    state = replace(state, turn=replace(state.turn, lands_played=state.turn.lands_played + 1))
    return state, [
        event("play_land", f"Player {player} plays {name}.", "305.1", "116.2a", objects=[obj.id]),
        *modal_faces.played_events(obj),
        *more,
    ]
