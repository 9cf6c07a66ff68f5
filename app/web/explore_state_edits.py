"""Explorer builder: the controls a judge's question needs beyond the basics (issue 31 §4) —
counters of any kind, face down and by what (708), a flip card flipped (710), phased out
(702.26), timestamps (613.7), "entered this turn", spells cast and players dealt damage this
turn — each writing a field the scenario format has (docs/scenario-format.md); the engine checks
the result as it loads it. What the format doesn't have (an effect already in place, 611.2) the
builder says it doesn't model (`NOT_MODELLED`), with what to do instead, rather than faking it.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from app.web.templating import templates
from engine import FACE_DOWN_BY, MAX_COUNTERS, ScenarioError, find_card

#: A form's fields, as `urllib.parse.parse_qs` gives them.
Form = dict[str, list[str]]


class FieldError(ValueError):
    """A field the form can't take: the message names it; `field` is the form field."""

    def __init__(self, message: str, field: str) -> None:
        super().__init__(message)
        self.field = field


#: Counters the object form edits in their own fields (`explore_edits.EDITABLE_COUNTERS`).
OWN_FIELDS = ("+1/+1", "-1/-1", "stun")
#: Most kinds the "other counters" field lists, and the longest name of a kind.
MAX_OTHER_KINDS = 16
MAX_KIND = 40
#: Card names whose "is it a flip card" answer is kept (a few KB; the pool has ~36,000 names).
MAX_FLIP_LOOKUPS = 4096
#: The latest timestamp a scenario may give an object (the engine's bound).
MAX_TIMESTAMP = 1_000_000
#: One entry of the "other counters" field: "charge 3", "lore: 2", "time counters 4".
_ENTRY = re.compile(r"^(?P<kind>[^\d:,]+?)(?:\s+counters?)?\s*:?\s*(?P<n>\d+)$", re.IGNORECASE)

#: What a judge asks for that the scenario format has no field for, and what to do instead.
NOT_MODELLED: tuple[tuple[str, str], ...] = (
    (
        "An effect already in place (611.2)",
        "the format has no resolved effects: add the spell "
        "with “Add and cast”, then “Resolve the stack”, so its resolution is part of the run",
    ),
)


def _text(form: Form, key: str) -> str:
    values = form.get(key)
    return values[-1].strip() if values else ""


def other_counters(obj: dict[str, Any]) -> str:
    """The object's counters of kinds without their own field, as the form shows them."""
    counts = obj.get("counters") or {}
    return ", ".join(f"{kind} {n}" for kind, n in counts.items() if kind not in OWN_FIELDS)


def read_other_counters(form: Form, label: str) -> dict[str, int]:
    """The "other counters" field: kinds and numbers separated by commas ("charge 3, lore 2"),
    any kind (122.1); each 1 to `MAX_COUNTERS`."""
    found: dict[str, int] = {}
    text = _text(form, "other_counters")
    for part in filter(None, (p.strip() for p in text.split(","))):
        match = _ENTRY.match(part)
        if match is None:
            raise FieldError(
                f"{label} other counters: {part[:40]!r} isn't a kind and a number, like “charge 3”",
                "other_counters",
            )
        kind, n = " ".join(match["kind"].split()).lower(), int(match["n"])
        if len(kind) > MAX_KIND or kind in OWN_FIELDS:
            raise FieldError(
                f"{label} other counters: {kind[:40]!r} — kinds up to {MAX_KIND} characters, "
                "and +1/+1, -1/-1 and stun in their own fields",
                "other_counters",
            )
        if not 0 < n <= MAX_COUNTERS:
            raise FieldError(
                f"{label} other counters: {kind} {n} is outside 1..{MAX_COUNTERS:,}",
                "other_counters",
            )
        found[kind] = n
    if len(found) > MAX_OTHER_KINDS:
        raise FieldError(
            f"{label} other counters: at most {MAX_OTHER_KINDS} kinds", "other_counters"
        )
    return found


def edit_state(obj: dict[str, Any], form: Form, label: str) -> None:
    """The object form's judge fields: entered this turn, timestamp, face down, other
    counters (only those the form carries, so an older form changes nothing it lacks)."""
    if "other_counters" in form:
        own = {k: n for k, n in (obj.get("counters") or {}).items() if k in OWN_FIELDS}
        obj["counters"] = {**own, **read_other_counters(form, label)}
    if "entered_shown" in form:
        obj["entered_this_turn"] = _text(form, "entered_this_turn") == "on"
    if "timestamp" in form:
        text = _text(form, "timestamp")
        if not text:
            obj.pop("timestamp", None)
        elif not text.isdigit() or int(text) > MAX_TIMESTAMP:
            raise FieldError(
                f"{label} timestamp: {text[:20]!r} isn't a whole number from 0 to "
                f"{MAX_TIMESTAMP:,}",
                "timestamp",
            )
        else:
            obj["timestamp"] = int(text)
    if "flipped_shown" in form:  # the box is offered for a flip card on the battlefield
        if _text(form, "flipped") == "on":
            obj["flipped"] = True
        else:
            obj.pop("flipped", None)
    if "phased_out_shown" in form:  # the box is offered for a permanent on the battlefield
        if _text(form, "phased_out") == "on":
            obj["phased_out"] = True
        else:
            obj.pop("phased_out", None)
    if "face_down" in form:
        by = _text(form, "face_down")
        if not by:
            obj.pop("face_down", None)
        elif by not in FACE_DOWN_BY:
            raise FieldError(
                f"{label} face down: {by[:20]!r} isn't one of {', '.join(FACE_DOWN_BY)}",
                "face_down",
            )
        else:
            obj["face_down"] = by


def edit_spells_cast(turn: dict[str, Any], form: Form, players: list[str]) -> None:
    """Spells each player cast this turn before the scenario's moment (storm, "the second spell
    you cast each turn"; SCENARIO.md `spells_cast_this_turn`, docs' `spells_cast_by`)."""
    if not any(f"cast-{p}" in form for p in players):
        return
    by: dict[str, int] = {}
    for p in players:
        text = _text(form, f"cast-{p}") or "0"
        if not text.isdigit() or int(text) > 10_000:
            raise FieldError(
                f"spells player {p} cast this turn: {text[:20]!r} isn't a whole number from 0 "
                "to 10,000",
                f"cast-{p}",
            )
        if int(text):
            by[p] = int(text)
    turn.pop("spells_cast_this_turn", None)
    turn.pop("spells_cast_by", None)
    if by:
        turn["spells_cast_by"] = by
        turn["spells_cast_this_turn"] = sum(by.values())


def edit_players_dealt_damage(turn: dict[str, Any], form: Form, players: list[str]) -> None:
    """The players dealt damage this turn before the scenario's moment (120.3), which
    bloodthirst asks (702.54a; the format's `turn.players_dealt_damage`), one box per player."""
    if "damaged_shown" not in form:
        return
    damaged = [p for p in players if _text(form, f"damaged-{p}") == "on"]
    if damaged:
        turn["players_dealt_damage"] = damaged
    else:
        turn.pop("players_dealt_damage", None)


def spells_cast(turn: dict[str, Any], player: str) -> int:
    """Spells `player` cast this turn as the scenario loads (the active player's by default)."""
    by = turn.get("spells_cast_by") or {}
    if by:
        return int(by.get(player, 0))
    return int(turn.get("spells_cast_this_turn", 0)) if player == turn.get("active") else 0


@functools.lru_cache(maxsize=MAX_FLIP_LOOKUPS)
def is_flip_card(name: str) -> bool:
    """Whether the engine's card of that name is a flip card (710.1: it has a flipped half);
    kept, as every builder page asks it of each object it lists (the pool doesn't change)."""
    try:
        card = find_card(name)
    except ScenarioError:
        return False
    return card is not None and card.flipped is not None


templates.env.globals["build_other_counters"] = other_counters
templates.env.globals["build_is_flip_card"] = is_flip_card
templates.env.globals["build_face_down_by"] = FACE_DOWN_BY
templates.env.globals["build_not_modelled"] = NOT_MODELLED
templates.env.globals["build_spells_cast"] = spells_cast
