"""Answers to the peer's prompts that need the prompt itself (bench/peer_drive.py's Driver).

Replacement effects to apply or decline, "unless" payments, a division of combat damage, a
copy's targets, a mana color, a mode of a modal triggered ability, and the cast-time questions
ours asks only when the scenario's action says so: an optional additional cost such as kicker
(ours pays it only for a cast marked `kicked`, 702.33a) and an alternative cost (ours casts for
the mana cost unless told otherwise, 118.9).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from peer_cards import NotExpressible
from peer_setup import COLOR_NAME, MANA_TYPE

if TYPE_CHECKING:
    from peer_drive import Driver

_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def special(driver: Driver, kind: str, legal: list[Any]) -> Any:
    """Prompts whose answers need the prompt itself: replacements, ward costs, mana colors."""
    data = driver.waiting()["data"]
    head = driver.choices[0] if driver.choices else {}
    optional_branch = (data.get("kind") or {}).get("type") == "OptionalBranch"
    if (
        kind in ("ReplacementChoice", "ChooseOneOfBranch")
        and "yes" in head
        and (optional_branch or kind == "ChooseOneOfBranch")
    ):
        # Riot's counter or haste (702.136a), fabricate's counters or Servos (702.123a): ours
        # asks whether to take the first, which the peer lists first.
        index = 0 if driver.choices.pop(0)["yes"] else 1
        return {
            "type": "ChooseBranch" if kind == "ChooseOneOfBranch" else "ChooseReplacement",
            "data": {"index": index},
        }
    if kind == "ReplacementChoice":
        names = [c["description"] for c in data["candidates"]]
        if "Decline" in names and ("object" in head or "yes" in head):
            take = head.get("object", head.get("yes")) not in (None, False)
            if "yes" in head or not take:
                driver.choices.pop(0)  # a chosen object stays queued for the copy prompt
            index = next(i for i, n in enumerate(names) if (n == "Decline") != take)
            return {"type": "ChooseReplacement", "data": {"index": index}}
        ids = [c["source_id"] for c in data["candidates"]]
        source = driver.pg.objects.get(str(head.get("replacement")))
        if source in ids:
            driver.choices.pop(0)
            return {"type": "ChooseReplacement", "data": {"index": ids.index(source)}}
    if kind == "UnlessPayment":
        if "pay" in head:
            return {"type": "PayUnlessCost", "data": {"pay": bool(driver.choices.pop(0)["pay"])}}
        if cannot_pay(driver, data):
            # Ours asks no question a player can't answer but one way (SCENARIO.md).
            return {"type": "PayUnlessCost", "data": {"pay": False}}
    if kind == "AssignCombatDamage" and "damage" in head:
        # The peer lists only its default division; ours is built from the answer.
        division = driver.choices.pop(0)["damage"]
        to_player = sum(n for k, n in division.items() if k in driver.pg.seats)
        pairs = [[driver.pg.objects[k], n] for k, n in division.items() if k in driver.pg.objects]
        return {
            "type": "AssignCombatDamage",
            "data": {
                "mode": "Normal",
                "assignments": pairs,
                "trample_damage": to_player,
                "controller_damage": 0,
            },
        }
    if kind == "ManaPayment" and not driver.tapped_for_cost:
        # Convoke or improvise offered (702.51a, 702.126a): ours taps nothing for them unless
        # the cast names the creatures or artifacts, so the cost is paid from the pool.
        done = [a for a in legal if a.kind == "PassPriority"]
        if done:
            return done[0]
    if kind == "SurveilChoice" and "order" in head:
        # Ours names the cards put into the graveyard (701.25a); the peer's selection is the
        # cards kept on top (an empty one puts them all into the graveyard).
        into_graveyard = [driver.pg.objects[c] for c in driver.choices.pop(0)["order"]]
        kept = [c for c in data["cards"] if c not in into_graveyard]
        return {"type": "SelectCards", "data": {"cards": kept}}
    if (
        kind == "DigChoice"
        and "yes" in head
        and len(data.get("cards", [])) == 1
        and (data.get("kept_destination"), data.get("rest_destination")) == ("Library", "Graveyard")
    ):
        # Explore's "may put the revealed card into your graveyard" (701.44a): ours asks
        # whether it goes there; the peer selects the card kept on top (none: the graveyard).
        into_graveyard = bool(driver.choices.pop(0)["yes"])
        return {"type": "SelectCards", "data": {"cards": [] if into_graveyard else data["cards"]}}
    if kind == "CastOffer" and "yes" in head:
        # Cascade's "you may cast it" (702.85a) and other offers to cast a card.
        take = bool(driver.choices.pop(0)["yes"])
        for action in legal:
            choice = ((action.to_dict().get("data") or {}).get("choice")) or {}
            if (choice.get("type") == "Decline") != take:
                return action
    if kind == "OptionalCostChoice":
        if "x" in head and not driver.kicked:
            # A cost paid any number of times (squad, 702.157a), which ours asks as one number:
            # the peer asks about each payment in turn, until one is declined.
            if head["x"] > 0:
                driver.choices[0] = {"x": head["x"] - 1}
                return {"type": "DecideOptionalCost", "data": {"pay": True}}
            driver.choices.pop(0)
            return {"type": "DecideOptionalCost", "data": {"pay": False}}
        if "pay" in head and not driver.kicked:
            # An alternative cost (Vine Dryad's, 118.9a), which ours asks as a "pay" question.
            paid = bool(driver.choices.pop(0)["pay"])
            return {"type": "DecideOptionalCost", "data": {"pay": paid}}
        return {"type": "DecideOptionalCost", "data": {"pay": driver.kicked}}
    if kind == "AlternativeCastChoice":
        # A keyword's alternative cost (dash, blitz, warp: 118.9), which ours asks as a "pay"
        # question when the card may be cast for it; otherwise its mana cost.
        paid = "pay" in head and bool(driver.choices.pop(0)["pay"])
        choice = "Alternative" if paid else "Normal"
        return {"type": "ChooseAlternativeCast", "data": {"choice": {"type": choice}}}
    if kind in ("ModeChoice", "AbilityModeChoice") and "mode" in head and driver.mode is None:
        mode = driver.choices.pop(0)["mode"]
        # A scenario's mode is 1-based, one or a list of several (700.2).
        indices = [m - 1 for m in (mode if isinstance(mode, list) else [mode])]
        return {"type": "SelectModes", "data": {"indices": indices}}
    if kind == "CopyRetarget" and head.get("target", False) is None:
        driver.choices.pop(0)  # keep the copy's targets (707.10c)
        return {"type": "ChooseTarget", "data": {"target": None}}
    if kind == "TargetSelection" and driver.explicit_targets and not driver.targets:
        # The action named all its targets ("up to" targets may be fewer, 601.2c).
        done = [a for a in legal if (a.to_dict().get("data") or {}).get("target", 0) is None]
        if done:
            return done[0]
    if kind == "ChooseManaColor" and "mana" in head:
        if head["mana"].count("{") != 1:
            raise NotExpressible("answer of kind mana with several symbols")
        color = MANA_TYPE[driver.choices.pop(0)["mana"].strip("{}")]
        for action in legal:
            choice = (action.to_dict().get("data") or {}).get("choice") or {}
            if choice.get("data") == color:
                return action
    return None


def cannot_pay(driver: Driver, data: dict[str, Any]) -> bool:
    cost = data.get("cost") or {}
    if cost.get("type") != "Mana":
        return False
    mana = cost["cost"]
    needed = int(mana.get("generic", 0)) + len(mana.get("shards", []))
    player = driver.state()["players"][int(data["player"])]
    return len(player["mana_pool"]["mana"]) < needed


def wanted(driver: Driver, key: str, value: Any) -> list[Any]:
    """What a peer action answering this `choices` entry must contain."""
    if key in ("target", "order", "discard", "any_number") and isinstance(value, list):
        return [driver.ref(v) for v in value]
    if key in ("populate", "object") and isinstance(value, str):
        return [driver.ref(value)]
    if key == "player":
        return [driver.pg.seats[value]]
    if key in ("yes", "pay"):
        return [bool(value)]
    if key == "color":
        return [COLOR_NAME[_COLOR_WORDS[str(value).lower()]]]
    if key == "creature_type":
        return [str(value)]  # the peer's prompt names the type as 205.3m spells it
    if key == "basic_land_type":
        return [str(value)]  # "Plains" … "Forest" (305.6)
    raise NotExpressible(f"answer of kind {key}")


__all__ = ["special", "wanted"]
