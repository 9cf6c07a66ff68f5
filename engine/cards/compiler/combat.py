"""Combat templates: what a creature can't be blocked by, what it can block, when it can't attack
and what it must do (CR 508.1c-d, 509.1b), read into the vocabulary's `CombatRule`.

The phrases come after a subject the static-ability templates read ("~", "Enchanted creature",
"Creatures you control"): "can't be blocked", "can block only creatures with flying", "can't be
blocked by creatures with power 2 or less", "can't be blocked by more than one creature", "can't
be blocked except by two or more creatures", "can't attack unless defending player controls an
Island", "attacks each combat if able". `rule_words` says a rule back in words for the card page
and the engine's refusals.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.filter_words import filter_words, one
from engine.cards.compiler.selectors import NUMBERS, group
from engine.cards.compiler.text import pattern
from engine.cards.vocabulary import CombatRule
from engine.cards.vocabulary.creature_types import is_creature_type

_BASIC = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_NUMBER_WORDS = {n: w for w, n in NUMBERS.items() if w not in ("a", "an")}
_COLOR = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


#: What "All creatures able to block [it] do so" says of its subject (Lure), in the words the
#: templates read after a subject ("Enchanted creature must be blocked by …").
LURED = "must be blocked by all creatures able to block it"
_ALL_ABLE = re.compile(r"[Aa]ll creatures able to block (.+?)( this turn)? do so")


def lure(text: str) -> str:
    """ "All creatures able to block enchanted creature do so" -> "Enchanted creature must be
    blocked by all creatures able to block it": the requirement said of the creature it is
    about (509.1c), so the templates read its subject as any other's; other text unchanged."""
    m = _ALL_ABLE.fullmatch(text)
    if m is None:
        return text
    who = m.group(1)
    return f"{who[:1].upper()}{who[1:]} {LURED}{m.group(2) or ''}"


def modifications(text: str) -> list[dict[str, Any]] | None:
    """ "can't be blocked", "attacks each combat if able" … -> the combat rule, or None."""
    rule = _rule(text)
    return None if rule is None else [{"op": "combat_rule", **rule}]


def _rule(text: str) -> dict[str, Any] | None:
    if text == "can't be blocked":
        return {"rule": "cant_be_blocked"}
    if text in ("attacks each combat if able", "attack each combat if able"):
        return {"rule": "attacks_each_combat"}
    if text == "can attack as though it didn't have defender":
        return {"rule": "attacks_despite_defender"}
    if text == "must be blocked if able":
        return {"rule": "must_be_blocked"}
    if text == LURED:
        return {"rule": "must_be_blocked_by_all"}
    if text in ("blocks each combat if able", "block each combat if able"):
        return {"rule": "blocks_each_combat"}
    if text in ("can block an additional creature each combat", "can block an additional creature"):
        return {"rule": "blocks_additional"}
    if text == "can block any number of creatures":
        return {"rule": "blocks_any_number"}
    if m := pattern(r"can't be blocked except by (\w+) or more creatures").fullmatch(text):
        n = NUMBERS.get(m.group(1), 0)
        return {"rule": "min_blockers", "amount": n} if 2 <= n <= 10 else None
    if m := pattern(r"can't be blocked except by (.+)").fullmatch(text):
        flt = _blockers(m.group(1))
        return None if flt is None else {"rule": "cant_be_blocked_except_by", "filter": flt}
    if text == "can't be blocked by more than one creature":
        return {"rule": "max_blockers", "amount": 1}
    if m := pattern(r"can't attack unless defending player controls an? (\w+)").fullmatch(text):
        if m.group(1) not in _BASIC:
            return None
        return {
            "rule": "cant_attack_unless_defender_controls",
            "filter": {"types": ["Land"], "subtypes": [m.group(1)]},
        }
    if m := pattern(r"can block only creatures with (flying)").fullmatch(text):
        return {"rule": "can_block_only", "filter": {"keywords": ["Flying"]}}
    if (m := pattern(r"can't block (.+)").fullmatch(text)) and not m.group(1).endswith(
        ("this turn", "this combat")
    ):
        flt = _attackers(m.group(1))
        return None if flt is None else {"rule": "cant_block", "filter": flt}
    if m := pattern(r"can't be blocked by (.+)").fullmatch(text):
        flt = group(m.group(1))
        if (
            flt is not None
            and set(flt) == {"subtypes"}
            and all(map(is_creature_type, flt["subtypes"]))
        ):
            return {"rule": "cant_be_blocked_by", "filter": flt}  # "Walls", "Eldrazi Scions"
        if (
            flt is None
            or "Creature" not in flt.get("types", ())
            or not m.group(1).startswith(
                ("creatures", *(f"{c} creatures" for c in _COLOR.values()), "artifact creatures")
            )
        ):
            return None
        if {"other", "controller", "tapped", "attacking", "token"} & set(flt):
            return None  # not a quality of the blocker alone: not read
        flt["types"] = [t for t in flt["types"] if t != "Creature"]  # "artifact creatures"
        if not flt["types"]:
            del flt["types"]
        return {"rule": "cant_be_blocked_by", "filter": flt}
    return None


#: What a creature may be said to be, as one that may block: qualities of the blocker alone.
_BLOCKER_KEYS = frozenset({"types", "subtypes", "any_subtypes", "supertypes", "colors", "keywords"})
#: What an attacker a creature can't block may be said to be (509.1b): its own qualities and
#: its power as blockers are declared (Ironclaw Orcs' ruling) — never whose it is, which names
#: a player the blocker's rule doesn't know ("creatures you control").
_ATTACKER_KEYS = _BLOCKER_KEYS | {"power_at_least", "power_at_most"}


def _attackers(phrase: str) -> dict[str, Any] | None:
    """The attacking creatures "can't block …" names (509.1b) as one filter: "creatures with
    power 2 or greater", "artifact creatures", "Humans"; None for another phrase."""
    flt = group(phrase)
    if not flt or set(flt) - _ATTACKER_KEYS:
        return None
    if "Creature" not in flt.get("types", ()) and not all(
        map(is_creature_type, flt.get("subtypes", ()) or ("",))
    ):
        return None  # "can't block Walls" reads; "can't block lands" names no attacker
    types = [t for t in flt.get("types", ()) if t != "Creature"]  # every attacker is one
    flt = {k: v for k, v in flt.items() if k != "types"} | ({"types": types} if types else {})
    return flt or None


def _blockers(phrase: str) -> dict[str, Any] | None:
    """The creatures "can't be blocked except by …" names (509.1b) as one filter: "Walls",
    "black creatures", "creatures with flying or reach", "artifact creatures and/or white
    creatures" (any of them: `any_of`); None for a phrase naming more than the blocker's own
    qualities ("creatures with flavor text", "creatures you control")."""
    parts = phrase.replace(" / ", "/").split(" and/or ")  # the grammar's words spaced
    if len(parts) == 1 and (m := pattern(r"creatures with (\w+) or (\w+)").fullmatch(phrase)):
        parts = [f"creatures with {m.group(1)}", f"creatures with {m.group(2)}"]
    found: list[dict[str, Any]] = []
    for part in parts:
        flt = group(part)
        if not flt or set(flt) - _BLOCKER_KEYS:
            return None
        types = [t for t in flt.get("types", ()) if t != "Creature"]  # every blocker is one
        flt = {k: v for k, v in flt.items() if k != "types"} | ({"types": types} if types else {})
        if not flt:
            return None
        found.append(flt)
    return found[0] if len(found) == 1 else {"any_of": found}


def _creatures(flt: dict[str, Any]) -> str:
    words = [s.lower() for s in flt.get("supertypes", ())]
    words += [_COLOR[c] for c in flt.get("colors", ())]
    words += [f"non{_COLOR[c]}" for c in flt.get("not_colors", ())]
    words += [f"non{t.lower()}" for t in flt.get("not_types", ())]
    words += [t.lower() for t in flt.get("types", ())]
    words += list(flt.get("subtypes", ()))
    words += [" or ".join(flt["any_subtypes"])] if flt.get("any_subtypes") else []
    words.append("creatures")
    words += [f"with {k.lower()}" for k in flt.get("keywords", ())]
    words += [f"without {k.lower()}" for k in flt.get("not_keywords", ())]
    if flt.get("power_at_most") is not None:
        words.append(f"with power {flt['power_at_most']} or less")
    if flt.get("power_at_least") is not None:
        words.append(f"with power {flt['power_at_least']} or greater")
    return " ".join(words)


def rule_words(rule: CombatRule | dict[str, Any]) -> str:
    """A combat rule in words ("can't be blocked by creatures with power 2 or less")."""
    data = rule.model_dump(exclude_defaults=True) if isinstance(rule, CombatRule) else rule
    kind, flt, n = data["rule"], data.get("filter", {}), data.get("amount", 1)
    if kind == "cant_be_blocked":
        return "can't be blocked"
    if kind == "cant_be_blocked_by" and (data.get("lesser_power") or data.get("greater_power")):
        than = "less" if data.get("lesser_power") else "greater"
        return f"can't be blocked by creatures with power {than} than its power (509.1b)"
    if kind == "cant_be_blocked_by":
        return "can't be blocked by " + _creatures(flt)
    if kind == "cant_be_blocked_except_by":
        each = flt.get("any_of") or [flt]
        return "can't be blocked except by " + " and/or ".join(_creatures(f) for f in each)
    if kind == "can_block_only":
        return "can block only " + _creatures(flt)
    if kind == "cant_block":
        return "can't block " + _creatures(flt)
    if kind == "assigns_as_unblocked":
        return (
            "may assign its combat damage as though it weren't blocked: all of it to the player "
            "or planeswalker it attacks (510.1c)"
        )
    if kind == "min_blockers":
        return f"can't be blocked except by {n} or more creatures"
    if kind == "max_blockers":
        return f"can't be blocked by more than {_NUMBER_WORDS[n]} creature{'s' if n != 1 else ''}"
    land = " ".join(flt.get("subtypes", ())) or "land"
    land = f"{'an' if land[0] in 'AEIOU' else 'a'} {land}"
    if kind == "cant_attack_unless_defender_controls":
        return f"can't attack unless the defending player controls {land} (508.1c)"
    if kind == "cant_be_blocked_if_defender_controls":
        return f"can't be blocked as long as the defending player controls {land}"
    if kind == "attacks_each_combat":
        return "attacks each combat if able (a requirement, 508.1d)"
    if kind == "attacks_despite_defender":
        return "can attack as though it didn't have defender (702.3b)"
    if kind == "must_be_blocked":
        return "must be blocked if able (a requirement, 509.1c)"
    if kind == "must_be_blocked_by_all":
        return "must be blocked by all creatures able to block it (a requirement, 509.1c)"
    if kind == "blocks_each_combat":
        return "blocks each combat if able (a requirement, 509.1c)"
    if kind == "blocks_additional":
        more = "an additional creature" if n == 1 else f"{_NUMBER_WORDS[n]} additional creatures"
        return f"can block {more} each combat (509.1a)"
    if kind == "blocks_any_number":
        return "can block any number of creatures (509.1a)"
    return str(kind).replace("_", " ")


#: Combat trigger conditions (509.3), as the triggered-ability templates read them.
TRIGGERS: tuple[tuple[str, dict[str, Any]], ...] = (
    (
        r"Whenever ~ blocks or becomes blocked",
        {"event": "blocks", "combat_role": "blocks_or_becomes_blocked"},
    ),
    (
        r"Whenever ~ blocks a creature with flying",
        {"event": "blocks", "filter": {"keywords": ["Flying"]}},
    ),
    # "blocks a creature": once for each creature it blocks (509.3b); "blocks": once (509.3a).
    (r"Whenever ~ blocks a creature", {"event": "blocks", "filter": {"types": ["Creature"]}}),
    (r"Whenever ~ blocks", {"event": "blocks"}),
    (r"Whenever ~ becomes blocked", {"event": "blocks", "combat_role": "becomes_blocked"}),
    (
        r"Whenever ~ becomes blocked by a creature",
        {"event": "blocks", "combat_role": "blocked_by"},
    ),
)


_WORDS = {n: w for w, n in NUMBERS.items() if w not in ("a", "an")}

#: What another creature does in a trigger condition, in words (508.3a, 510.2, 120.3).
_OTHERS_DO = {
    "attacks": "attacks",
    "deals_combat_damage_to_player": "deals combat damage to",
    "deals_damage_to_player": "deals damage to",
    "blocks": "blocks",
}


#: Who a creature deals damage to in a trigger condition, by the trigger's `whose` (102.3).
_DAMAGED = {"opponents": " an opponent", "you": " you"}


def others_combat_words(trigger: dict[str, Any]) -> str | None:
    """ "whenever a Dragon you control attacks", "whenever the creature this is attached to
    deals combat damage to a player", "whenever you attack with two or more creatures"; None
    for a trigger on the card itself."""
    event, scope = trigger["event"], trigger.get("scope", "self")
    if event not in _OTHERS_DO or scope == "self":
        return None
    flt = dict(trigger.get("filter", {}))
    if scope == "you_control":
        flt["controller"] = "you"
    if (count := trigger.get("attackers_at_least")) is not None:
        flt.pop("controller", None)
        if count == 1 and flt in ({}, {"types": ["Creature"]}):
            return "whenever you attack (once, however many creatures attack, 508.3d)"
        many = filter_words(flt, "creature", plural=True)
        return f"whenever you attack with {_WORDS[count]} or more {many} (once, 508.3c)"
    who = (
        "the creature this is attached to"
        if scope == "enchanted"
        else ("this or " if trigger.get("or_self") else "") + one(filter_words(flt, "creature"))
    )
    does = _OTHERS_DO[event]
    if event == "blocks":
        role = trigger.get("combat_role", "blocks")
        does = "blocks (once each combat, 509.3a)" if role == "blocks" else "becomes blocked"
        return f"whenever {who} {does} (“that creature”: it, 603.2)"
    if event != "attacks":
        does += _DAMAGED.get(trigger.get("whose", "each"), " a player")
    elif trigger.get("alone"):
        does += " alone"
    return f"whenever {who} {does}"


def combat_trigger_words(trigger: dict[str, Any]) -> str:
    """A combat trigger condition in words ("whenever this blocks a creature with flying"), and
    damage to a player, combat damage or not (120.3)."""
    if (others := others_combat_words(trigger)) is not None:
        return others
    if trigger["event"] == "deals_damage_to_player":
        who = _DAMAGED.get(trigger.get("whose", "each"), " a player")
        return f"whenever this deals damage to{who}, combat damage or not (120.3)"
    if trigger["event"] == "deals_combat_damage_to_player":
        return "whenever this deals combat damage to you"
    role = trigger.get("combat_role", "blocks")
    flt = trigger.get("filter", {})
    if role == "blocks":
        if flt:
            return "whenever this blocks a " + _creatures(flt).replace("creatures", "creature")
        return "whenever this blocks (once each combat, 509.3a)"
    if role == "becomes_blocked":
        return "whenever this becomes blocked (once each combat, however many block it, 509.3c)"
    if role == "blocked_by":
        each = _creatures(flt).replace("creatures", "creature")
        return f"whenever this becomes blocked by a {each}, once for each (509.3d)"
    if role == "blocks_or_blocked_by":
        each = _creatures(flt).replace("creatures", "creature")
        return (
            f"whenever this blocks or becomes blocked by a {each}, once for each (509.3b, 509.3d)"
        )
    return "whenever this blocks or becomes blocked"


def this_turn(text: str) -> tuple[str, list[dict[str, Any]]] | None:
    """ "target creature can't block this turn" -> ("target creature", [the restriction]): a
    subject and what it can't do this turn (508.1c, 509.1b) — or must: "target creature must be
    blocked this turn if able", "all creatures able to block target creature this turn do so"
    (509.1c) — or None."""
    text = lure(text)
    if text.isascii() and " this turn" not in text.lower():
        return None  # every shape here says " this turn" (most sentences asked don't)
    if (m := pattern(rf"(.+?) {LURED} this turn", re.IGNORECASE).fullmatch(text)) or (
        m := pattern(r"(.+?) must be blocked this turn if able").fullmatch(text)
    ):
        rule = "must_be_blocked" if text.endswith(" if able") else "must_be_blocked_by_all"
        return m.group(1)[:1].lower() + m.group(1)[1:], [{"op": "combat_rule", "rule": rule}]
    m = pattern(
        r"(.+?) (can't|cannot) (block|attack|attack or block|be blocked) this turn"
        r"(?: except by (.+))?"
    ).fullmatch(text)
    if not m:
        return None
    what = m.group(3)
    if m.group(4) is not None:
        flt = _blockers(m.group(4)) if what == "be blocked" else None
        only = {"op": "combat_rule", "rule": "cant_be_blocked_except_by", "filter": flt}
        return None if flt is None else (m.group(1), [only])
    if what == "be blocked":
        return m.group(1), [{"op": "combat_rule", "rule": "cant_be_blocked"}]
    return m.group(1), [
        {"op": "cant_attack_or_block", "attack": "attack" in what, "block": "block" in what}
    ]
