"""Explorer: what the play section lists from the run output's `legal_actions` — the casts,
activations, land plays, face-up turns and other special actions (plotting), allowed, refused
(with why) or not modelled — and the form value naming each (read back by
`app.web.explore_play`). It holds no rules: the engine tried every entry."""

from __future__ import annotations

from typing import Any

from app.web.templating import templates

#: The `legal_actions` kinds listed as buttons (and, when refused, with why not).
LISTED_KINDS = ("cast", "activate", "play_land", "turn_face_up", "special_action")


def act_value(entry: dict[str, Any]) -> str:
    """The play form's value naming a `legal_actions` entry (read back by `_action`)."""
    value = f"{entry['kind']}:{entry['player']}:{entry['object']}"
    if entry["kind"] == "activate":
        value += f":{entry['ability']}"
    elif entry["kind"] == "special_action":
        value += f":{entry['special_action']}"  # the keyword's action, e.g. plot (116.2k)
    elif entry.get("kicked"):
        value += ":kicked"
    elif entry.get("face_down"):
        value += ":face_down"
    elif entry.get("half"):
        value += ":half"  # its Adventure or back face, the entry's `half` (715.3, 712.11b, 712.12)
    return value + (":auto" if entry.get("auto_pay") else "")


def listed_actions(output: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """The casts, activations, land plays and face-up turns the play section lists: `allowed`,
    `refused` (with why) and `unmodelled` (issue 25). A cast or activation refused only for want
    of mana in the pool is left out where the same one paying automatically is allowed (issue
    31 §5): that one is listed, naming what it taps."""
    listed = [e for e in output["legal_actions"] if e["kind"] in LISTED_KINDS]
    paid = {
        (e["player"], e["kind"], e["object"], e["ability"])
        for e in listed
        if e.get("auto_pay") and e["allowed"]
    }

    def covered(e: dict[str, Any]) -> bool:
        key = (e["player"], e["kind"], e["object"], e["ability"])
        return key in paid and "118.3" in e["rules"] and not e.get("kicked")

    return {
        "allowed": [e for e in listed if e["allowed"]],
        "refused": [
            e for e in listed if not e["allowed"] and not e.get("unsupported") and not covered(e)
        ],
        "unmodelled": [e for e in listed if e.get("unsupported")],
    }


templates.env.globals["play_listed"] = listed_actions
templates.env.globals["play_act_value"] = act_value
