"""Dividing damage or distributing counters among targets as they are chosen (CR 601.2d): "Fire
deals 2 damage divided as you choose among one or two targets", "Distribute three +1/+1 counters
among one, two, or three target creatures you control."

A target spec whose instruction divides an amount (`TargetSpec.divided`) has it divided among
the targets chosen for it, each getting at least 1, as the spell is cast (601.2d), the ability
activated (602.2b) or put on the stack (603.3d). The division is a decision made for the spell
or ability, kept with it (`GameObject.chosen` of a spell, `StackAbility.info` of an ability) by
the position of each target among its spec's, and never changed: a target illegal as it
resolves is dealt none, and the others get what was announced for them (608.2b); a target
chosen anew for a copy or by a change of targets takes the amount of the one it replaces
(115.7f). One target takes the whole amount without a question.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.cards.vocabulary import TargetSpec
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import event, ref_id
from engine.core.primitives import Info
from engine.core.state import ChoiceKind, Event, GameState, PlayerId, PlayerTarget, Target

#: How an amount announced for a target is recorded: `divided:<spec>:<position>` (115.7f).
PREFIX = "divided:"


def _named(state: GameState, target: Target) -> str:
    if isinstance(target, PlayerTarget):
        return f"player {target.player}"
    obj = state.objects.get(target.id)
    return obj.card.name if obj is not None else target.id


def divide(
    state: GameState,
    specs: tuple[TargetSpec, ...],
    targets: tuple[tuple[Target, ...], ...],
    x: int,
    player: PlayerId,
    source: tuple[str, str],
) -> tuple[Info, list[Event]]:
    """The amounts announced for each target of the specs that divide one (601.2d), as
    `divided:<spec>:<position>` entries, and the events; `source` is the (id, name) of what is
    cast or activated. Asks the player unless one target takes it all."""
    source_id, name = source
    entries: list[tuple[str, int]] = []
    events: list[Event] = []
    for index, (spec, group) in enumerate(zip(specs, targets, strict=False)):
        if spec.divided is None or not group:
            continue
        total = x if spec.divided == "X" else spec.divided
        what = "damage" if spec.divided_counter is None else f"{spec.divided_counter} counters"
        ids = tuple(ref_id(t) for t in group)
        if len(ids) > total:
            raise IllegalActionError(
                f"{name} divides {total} {what} among {len(ids)} targets, but each target must "
                "be assigned at least 1 (601.2d)",
                ("601.2d",),
            )
        split: tuple[tuple[str, int], ...] = ((ids[0], total),)
        if len(ids) > 1:
            among = ", ".join(_named(state, t) for t in group)
            split = tuple(
                ask(
                    NeedChoice(
                        ChoiceKind.DAMAGE,
                        player,
                        f"Player {player}: divide {name}'s {total} {what} among {among}; each "
                        "target is assigned at least 1.",
                        ("601.2d",),
                        ids,
                        total,
                        total,
                        each_at_least=1,
                    )
                )
            )
            if any(n < 1 for _, n in split):
                raise IllegalActionError(
                    f"each target of {name} must be assigned at least 1 of the {what} (601.2d)",
                    ("601.2d",),
                )
        amounts = dict(split)
        entries += [(f"{PREFIX}{index}:{p}", amounts[i]) for p, i in enumerate(ids)]
        words = ", ".join(f"{amounts[ref_id(t)]} to {_named(state, t)}" for t in group)
        events.append(
            event(
                "divide",
                f"Player {player} divides {name}'s {total} {what}: {words}.",
                "601.2d",
                objects=list(dict.fromkeys([source_id, *ids])),
            )
        )
    return tuple(entries), events


def announced(chosen: Mapping[str, object], spec: int, position: int) -> int:
    """The amount announced for the target at `position` among spec `spec`'s as it was chosen
    (601.2d), 0 if none was."""
    found = chosen.get(f"{PREFIX}{spec}:{position}")
    return found if isinstance(found, int) and not isinstance(found, bool) else 0
