"""One entry of `legal_actions`' list: an action a player could take now, allowed or not, and
trying it with the engine's own code to learn why not (an `IllegalActionError`'s reason and rule,
an `UnsupportedError`'s unread line; a needed decision still counts as legal). Shared by the
list's parts: casting and activating, moving on, and declaring attackers and blockers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from engine.core.choices import NeedChoice
from engine.core.errors import IllegalActionError, UnsupportedError
from engine.core.state import PlayerId

ActionKind = Literal[
    "cast",
    "activate",
    "play_land",
    "pass",
    "resolve",
    "advance",
    "attack",
    "block",
    "choose",
    "turn_face_up",
    "special_action",
]
#: Allowed, why not (or what is still to choose), the rules, and the unread line an unsupported
#: action needs (None for the others).
Outcome = tuple[bool, str | None, tuple[str, ...], str | None]


@dataclass(frozen=True, slots=True)
class LegalAction:
    """One thing a player could do now, allowed or not, with why not and the rules that say so.

    `target` is the player an attack is against, the attacker a block blocks, or the step
    `advance` goes to (with `turn` when that step is in a later turn); `choice` is the pending
    choice a `choose` entry answers (kind, text, options, min, max, nullable, and a division's
    `each_at_least`, 601.2d).
    """

    player: PlayerId
    kind: ActionKind
    object: str | None
    ability: int | None
    allowed: bool
    #: Why not (or what must still be chosen), with the rules that say so.
    reason: str | None
    rules: tuple[str, ...]
    label: str
    target: str | None = None
    turn: int | None = None
    choice: dict[str, Any] | None = field(default=None, hash=False, compare=False)
    #: A cast with its kicker cost paid (the cast action's `kicked`, 702.33a).
    kicked: bool = False
    #: A cast face down by its morph or disguise ability (the cast action's `face_down`).
    face_down: bool = False
    #: The unread line an unsupported action needs (issue 25, 1e): not allowed, and not illegal
    #: either — the engine doesn't model that text (`engine.rules.unsupported_actions`).
    line: str | None = None
    #: A cast or activation paying its mana automatically (the action's `auto_pay`, 601.2g).
    auto_pay: bool = False
    #: A cast as the card's Adventure (715.3), or a modal double-faced card cast or played as
    #: its back face (712.11b, 712.12), named as the action's `half`.
    half: str | None = None
    #: A keyword's special action taken with the card (116.2: "plot"), as the scenario action's
    #: `special_action` names it.
    special_action: str | None = None

    @property
    def unsupported(self) -> bool:
        """Refused because its text isn't modelled, not because a rule forbids it."""
        return self.line is not None

    def to_data(self) -> dict[str, Any]:
        """The entry of the run output's `legal_actions`; the optional keys only where they
        apply, so entries of the first four kinds read as they always have."""
        data: dict[str, Any] = {
            "player": self.player,
            "kind": self.kind,
            "object": self.object,
            "ability": self.ability,
            "allowed": self.allowed,
            "reason": self.reason,
            "rules": list(self.rules),
            "label": self.label,
        }
        if self.target is not None:
            data["target"] = self.target
        if self.turn is not None:
            data["turn"] = self.turn
        if self.choice is not None:
            data["choice"] = self.choice
        if self.kicked:
            data["kicked"] = True
        if self.face_down:
            data["face_down"] = True
        if self.auto_pay:
            data["auto_pay"] = True
        if self.half is not None:
            data["half"] = self.half
        if self.special_action is not None:
            data["special_action"] = self.special_action
        if self.line is not None:
            data["unsupported"] = True
            data["line"] = self.line
        return data


def outcome_of(attempt: Any, *args: Any) -> Outcome:
    """(allowed, reason, rules) of calling `attempt(*args)`, the engine's own code for it."""
    try:
        attempt(*args)
    except NeedChoice as need:
        return True, f"then choose: {need.text}", need.rules, None
    except IllegalActionError as exc:
        return False, exc.message, exc.rules, None
    except UnsupportedError as exc:
        return False, exc.message, (), exc.line
    return True, None, (), None


def tried(
    player: PlayerId,
    kind: ActionKind,
    obj: str | None,
    ability: int | None,
    outcome: Outcome,
    label: str,
    **extra: Any,
) -> LegalAction:
    """The entry for an action tried with the engine's own code (`outcome_of`)."""
    allowed, reason, rules, line = outcome
    return LegalAction(
        player, kind, obj, ability, allowed, reason, rules, label, line=line, **extra
    )
