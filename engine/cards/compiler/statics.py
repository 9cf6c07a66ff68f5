"""Static abilities (CR 604), replacement abilities that apply as a permanent enters (614.1c-d),
Enchant (702.5), Equip (702.6) and Crew (702.122), each read from one oracle line.

A static ability's subject — the card itself, what it enchants or equips, or a group of
permanents ("creatures you control") — and what it does to them (+N/+M, keywords, "can't
block", "doesn't untap", control) become the vocabulary's `Static`; the layer each modification
applies in is the vocabulary's business (613).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler import amounts as quantities
from engine.cards.compiler import combat, set_and_lose
from engine.cards.compiler.card_phrases import CARD_TYPES, card_words
from engine.cards.compiler.conditions import condition
from engine.cards.compiler.instructions import COUNTER_KINDS
from engine.cards.compiler.selectors import (
    NUMBERS,
    amount,
    group,
    keyword_list,
    noun_phrase,
    says_power,
)
from engine.cards.compiler.shapes import ability_word, is_as_enters, is_characteristic_defining
from engine.cards.compiler.text import pattern
from engine.cards.vocabulary.bounds import MAX_AMOUNT

Ability = dict[str, Any]
_PT = r"([+-]\d+)/([+-]\d+)"
_HOSTS = {
    "Enchanted creature": "enchanted",
    "Enchanted permanent": "enchanted",
    "Equipped creature": "equipped",
    "~": "self",
}


def for_each(power: int, toughness: int, counted: str) -> dict[str, Any] | None:
    """ "+1/+1 for each artifact you control", "+1/+0 for each Equipment attached to it"."""
    mod: dict[str, Any] = {"op": "modify_pt_for_each", "power": power, "toughness": toughness}
    if (among := quantities.among_words(counted, plural=False)) is not None:
        # "For each basic land type among lands you control" (domain, 305.6): the kinds.
        found = for_each(power, toughness, among[1])
        if found is None or found.get("counted") == "attached":
            return None
        return {**found, "among": among[0]}
    if m := pattern(r"(Equipment|Aura) attached to it").fullmatch(counted):
        return {**mod, "counted": "attached", "filter": {"subtypes": [m.group(1)]}}
    if pattern(r"(?:Aura or Equipment|Equipment or Aura) attached to it").fullmatch(counted):
        # "For each Aura and Equipment attached to it": each permanent of either kind once.
        both = ["Aura", "Equipment"]
        return {**mod, "counted": "attached", "filter": {"any_subtypes": both}}
    if (cards := quantities.cards_phrase(counted)) is not None:
        # "For each card in your hand": counted whenever the layers apply (611.3a).
        zone, of_cards = cards
        if of_cards.get("controller") != "you":
            return None
        return {**mod, "counted": zone, "filter": of_cards}
    flt = group(counted)
    if flt is None or says_power(flt):
        # A count by power would depend on layer 7 itself (613.8): not modelled.
        return None
    return {**mod, "filter": flt}


_CANT_ACTIVATE = re.compile(
    r"(?:(.+?),? and its |'s )activated abilities can't be activated( unless they're mana "
    r"abilities)?"
)


def _modifications(text: str) -> list[dict[str, Any]] | None:
    """What a static ability does to its subject: "gets +1/+1 and has flying", "can't block",
    "loses all abilities and has base power and toughness 1/1" (613.1f, 613.4b)."""
    if (changed := set_and_lose.modifications(text, static=True)) is not None:
        return changed
    if m := _CANT_ACTIVATE.fullmatch(text):
        # "… and its activated abilities can't be activated [unless they're mana abilities]"
        # (Arrest): a rule-modifying effect on it (613.11, 602.5).
        first = _modifications(m.group(1)) if m.group(1) else []
        banned = {"op": "cant_activate", "unless_mana": bool(m.group(2))}
        return None if first is None else [*first, banned]
    if m := pattern(rf"gets? {_PT} for each (.+)").fullmatch(text):
        each = for_each(int(m.group(1)), int(m.group(2)), m.group(3))
        return None if each is None else [each]
    if m := pattern(rf"gets? {_PT}(?: and (?:has|have) (.+))?").fullmatch(text):
        mods: list[dict[str, Any]] = [
            {"op": "modify_pt", "power": int(m.group(1)), "toughness": int(m.group(2))}
        ]
        if m.group(3):
            keywords = keyword_list(m.group(3))
            if keywords is None:
                return None
            mods.append({"op": "add_keywords", "keywords": keywords})
        return mods
    if m := pattern(r"(?:has|have) (.+)").fullmatch(text):
        keywords = keyword_list(m.group(1))
        return None if keywords is None else [{"op": "add_keywords", "keywords": keywords}]
    restriction = {
        "can't block": {"attack": False, "block": True},
        "can't attack": {"attack": True, "block": False},
        "can't attack or block": {"attack": True, "block": True},
    }.get(text)
    if restriction is not None:
        return [{"op": "cant_attack_or_block", **restriction}]
    if text in (
        "doesn't untap during your untap step",
        "doesn't untap during its controller's untap step",
    ):
        return [{"op": "doesnt_untap"}]
    return combat.modifications(text)


def _static_condition(text: str) -> dict[str, Any] | None:
    """ "seven or more cards are in your graveyard", "it's your turn", "you control three or
    more artifacts": what an "as long as" static ability checks (611.3a), or None."""
    if m := pattern(
        r"(?:there are (\w+) or more cards in your graveyard|(\w+) or more cards are in your "
        r"graveyard)"
    ).fullmatch(text):
        n = amount(m.group(1) or m.group(2))
        return None if not isinstance(n, int) else {"graveyard_at_least": n, "text": text}
    if text == "it's your turn":
        return {"your_turn": True, "text": text}
    return condition(text)


def conditional(text: str) -> Ability | None:
    """ "Threshold — ~ gets +1/+1 as long as seven or more cards are in your graveyard.",
    "As long as you control three or more artifacts, ~ gets +2/+2.", "During your turn, ~ has
    first strike.": a static ability whose effect exists only while its condition is true
    (611.3a, checked continuously as the layers apply, 613.5)."""
    body = ability_word(text)
    if m := pattern(r"During your turn, (.+)\.").fullmatch(body):
        asked, rest = "it's your turn", m.group(1)
    elif m := pattern(r"As long as ([^,]+), (.+)\.").fullmatch(body):
        asked, rest = m.group(1), m.group(2)
    elif m := pattern(r"(.+?) as long as (.+)\.").fullmatch(body):
        asked, rest = m.group(2), m.group(1)
    else:
        return None
    found = _static_condition(asked)
    if asked.startswith("~ ") and rest.startswith("it "):
        # "As long as this creature is monstrous, it has hexproof": "it" is the card itself.
        rest = "~" + rest[2:]
    inner = static(rest[:1].upper() + rest[1:] + ".") if rest[:1] != "~" else static(rest + ".")
    if found is None or inner is None or inner.get("kind") != "static":
        return None
    if inner["affects"] in ("you", "opponents"):
        return None
    return {**inner, "condition": found}


def static(text: str) -> Ability | None:
    """ "Enchanted creature gets +2/+2.", "Creatures you control have vigilance.", "~ can't
    block." -> a static ability (604.1), or None."""
    if not text.endswith("."):
        return None
    if "as long as" in text or "As long as" in text or text.startswith("During your turn, "):
        return conditional(text)
    if ability_word(text) != text:
        return conditional(text)
    body = combat.lure(text[:-1])
    if body in ("You control enchanted creature", "You control enchanted permanent"):
        return {"kind": "static", "affects": "enchanted", "modifications": [{"op": "control"}]}
    if body == "You may have ~ assign its combat damage as though it weren't blocked":
        # 510.1c: its controller decides as its combat damage is assigned.
        rule = {"op": "combat_rule", "rule": "assigns_as_unblocked"}
        return {"kind": "static", "affects": "self", "modifications": [rule]}
    if body == "You may choose not to untap ~ during your untap step":
        # 502.3: its controller decides, in their untap step, whether it untaps.
        optional = [{"op": "doesnt_untap", "optional": True}]
        return {"kind": "static", "affects": "self", "modifications": optional}
    for host, affects in _HOSTS.items():
        if body.startswith((host + " ", host + "'s ")):
            mods = _modifications(body[len(host) :].removeprefix(" "))
            if mods is None:
                return None
            untaps = any(m["op"] == "doesnt_untap" for m in mods)
            if affects == "self" and any(m["op"] == "lose_all_abilities" for m in mods):
                return None  # an ability that takes itself away (613.1f) isn't modelled
            if affects == "self" and untaps and body != "~ doesn't untap during your untap step":
                return None
            return {"kind": "static", "affects": affects, "modifications": mods}
    if (in_graveyard := _graveyard_cards(body)) is not None:
        return in_graveyard
    m = pattern(r"(.+?) (gets?|has|have|can't|loses|lose) (.+)").fullmatch(body)
    if not m or m.group(1).startswith(("~", "Enchanted", "Equipped")):
        return None
    mods = _modifications(f"{m.group(2)} {m.group(3)}")
    # The subject is read only when what it gets is: a group is the dearer reading of the two,
    # and most lines here aren't read (issue 28: the compile's time).
    flt = None if mods is None else group(m.group(1))
    if flt is None or mods is None or says_power(flt):
        # Power isn't read by the layer system's filters (a power-based group would depend on
        # layer 7 itself, 613.8): not modelled.
        return None
    # "Creatures lose all abilities" (Humility) takes away how a creature enters too: 614.12
    # looks at it as it would exist on the battlefield (engine.modifiers.entering).
    return {"kind": "static", "affects": "all", "filter": flt, "modifications": mods}


#: The sentence that makes a static ability's effect outlast its source (101.1 over 611.3b).
_LINGERS = " If ~ leaves the battlefield, this effect continues until end of turn."


def lingering(text: str) -> Ability | None:
    """ "Each noncreature artifact loses all abilities and becomes … . If this enchantment leaves
    the battlefield, this effect continues until end of turn." (Titania's Song) -> the static
    ability of its first sentence whose effect goes on after its source leaves, or None."""
    if not text.endswith(_LINGERS):
        return None
    found = static(text.removesuffix(_LINGERS))
    if not isinstance(found, dict) or found.get("affects") != "all" or "condition" in found:
        return None
    return {**found, "lingers": True}


_IN_GRAVEYARD = re.compile(r"(.+) cards in your graveyard have (.+)")


def _graveyard_cards(body: str) -> Ability | None:
    """ "Instant and sorcery cards in your graveyard have retrace." (Wrenn and Six's emblem),
    "Merfolk and Druid cards in your graveyard have retrace." — a static ability giving keywords
    to the cards of those qualities its controller owns in their graveyard (611.3a, 613.1f)."""
    m = _IN_GRAVEYARD.fullmatch(body)
    if m is None:
        return None
    words = m.group(1).replace(" and ", " or ")
    first = words.split(" ")[0]
    if first.lower() in CARD_TYPES:
        words = first.lower() + words[len(first) :]
    flt = card_words(words)
    keywords = keyword_list(m.group(2))
    if flt is None or keywords is None:
        return None
    mods = [{"op": "add_keywords", "keywords": keywords}]
    return {"kind": "static", "affects": "graveyard", "filter": flt, "modifications": mods}


_CDA = re.compile(
    r"~'s (power and toughness are each|power is|toughness is) equal to (?:(\d+) plus )?"
    r"the number of (.+?)( on the battlefield)?\."
)


_GOYF = re.compile(
    r"~'s power is equal to the number of (card types among )?(.+?) and its toughness is equal "
    r"to that number plus (\d+)\."
)


def defining(text: str) -> Ability | None:
    """ "~'s power and toughness are each equal to the number of creatures you control.",
    "~'s toughness is equal to 1 plus the number of green creatures on the battlefield.": a
    characteristic-defining ability (604.3), applied in layer 7a (613.4a); after an ability word
    (207.2c: "Domain — ~'s power is equal to …")."""
    if " — " in text:
        text = ability_word(text)
    if not is_characteristic_defining(text):
        return None
    if (goyf := _GOYF.fullmatch(text)) is not None:
        return _power_and_one_more(goyf)
    m = _CDA.fullmatch(text)
    if not m:
        return None
    which = {
        "power and toughness are each": "both",
        "power is": "power",
        "toughness is": "toughness",
    }
    counted_words, among = m.group(3), None
    if (kinds := quantities.among_words(counted_words, plural=True)) is not None:
        # "… equal to the number of basic land types among lands you control" (305.6).
        among, counted_words = kinds
    if not m.group(4) and (cards := quantities.cards_phrase(counted_words)) is not None:
        # "… equal to the number of cards in your hand" (Maro), in every zone (604.3).
        zone, of_cards = cards
        counted = {"op": "pt_count", "filter": of_cards, "which": which[m.group(1)], "zone": zone}
        if among is not None:
            counted["among"] = among
        return {"kind": "static", "affects": "self", "modifications": [counted]}
    flt = group(counted_words)
    if flt is None or (not m.group(4) and flt.get("controller") != "you"):
        return None  # a count of cards elsewhere (hand, graveyard) isn't read
    if m.group(4) and "controller" in flt:
        return None
    mod: dict[str, Any] = {"op": "pt_count", "filter": flt, "which": which[m.group(1)]}
    if m.group(2):
        mod["plus"] = int(m.group(2))
    if among is not None:
        mod["among"] = among
    return {"kind": "static", "affects": "self", "modifications": [mod]}


def _power_and_one_more(m: re.Match[str]) -> Ability | None:
    """ "~'s power is equal to the number of card types among cards in all graveyards and its
    toughness is equal to that number plus 1." (Tarmogoyf; Lhurgoyf counts creature cards)."""
    cards = quantities.cards_phrase(m.group(2))
    if cards is None:
        return None
    zone, of_cards = cards
    counted: dict[str, Any] = {"op": "pt_count", "filter": of_cards, "zone": zone}
    if m.group(1):
        counted["among"] = "card_types"
    mods = [
        {**counted, "which": "power"},
        {**counted, "which": "toughness", "plus": int(m.group(3))},
    ]
    return {"kind": "static", "affects": "self", "modifications": mods}


_OPTION = re.compile(r"an? (\d+)/(\d+) ((?:[A-Z][a-z]+ )*)(artifact )?creature(?: with ([a-z ]+))?")


def _becomes_choice(text: str) -> Ability | None:
    """ "As ~ enters, it becomes your choice of a 3/3 artifact creature, a 2/2 artifact
    creature with flying, or a 1/6 Wall artifact creature with defender in addition to its other
    types." (614.1c; a copiable effect, 613.2a)."""
    m = pattern(
        r"As ~ enters, it becomes your choice of (.+?) in addition to its other types\."
    ).fullmatch(text)
    if not m:
        # Without "in addition to its other types" the new types replace the old (205.1b),
        # which an option's added types don't say: not read.
        return None
    options = []
    for phrase in pattern(r", or |, ").split(m.group(1)):
        o = _OPTION.fullmatch(phrase)
        if o is None:
            return None
        mods: list[dict[str, Any]] = [
            {"op": "set_pt", "power": int(o.group(1)), "toughness": int(o.group(2))}
        ]
        types = ["Artifact", "Creature"] if o.group(4) else ["Creature"]
        mods.append({"op": "add_types", "types": types, "subtypes": o.group(3).split()})
        if o.group(5):
            keywords = keyword_list(o.group(5))
            if keywords is None:
                return None
            mods.append({"op": "add_keywords", "keywords": keywords})
        options.append({"text": phrase, "modifications": mods})
    return {"kind": "as_enters_choose", "choice": "characteristics", "options": options}


def entering(text: str) -> Ability | list[Ability] | None:
    """ "~ enters tapped." (614.1d), "~ enters with two +1/+1 counters / three charge counters on
    it." (614.1c), or both at once; after an ability word (207.2c: "Converge — ~ enters with
    …")."""
    if " — " in text:
        text = ability_word(text)
    if not is_as_enters(text):
        return None
    if (chosen := _becomes_choice(text)) is not None:
        return chosen
    if m := pattern(
        r"As ~ enters, choose a ((?:nonland )?card name|player|color|creature type)\."
    ).fullmatch(text):
        # Kept for the abilities linked to it (607.2d): "the chosen name / player / color".
        return {"kind": "as_enters_choose", "choice": m.group(1)}
    if text == "~ enters tapped.":
        return {"kind": "enters_tapped"}
    if (m := pattern(r"~ enters tapped unless (.+)\.").fullmatch(text)) and (
        asked := condition(m.group(1))
    ):
        return {"kind": "enters_tapped", "condition": {**asked, "negated": True}}
    if m := pattern(
        r"As ~ enters, you may pay (\d+) life\. If you don't, it enters tapped\."
    ).fullmatch(text):
        return {"kind": "enters_tapped", "unless_pay_life": int(m.group(1))}
    m = pattern(
        rf"~ enters (tapped )?with ({'|'.join(NUMBERS)}|X) ({COUNTER_KINDS}) "
        r"counters? on it( for each color of mana spent to cast it)?\."
    ).fullmatch(text)
    if m is None:
        return _counted_counters(text)
    if not (m.group(4) and m.group(2) == "X"):
        counters = {
            "kind": "enters_with_counters",
            "counter": m.group(3),
            "amount": amount(m.group(2)),
        }
        if m.group(4):
            # Converge as it enters: per color of mana spent to cast it (601.2h).
            counters["per_color_spent"] = True
        # "Enters tapped with two charge counters": two replacements of the one event (614.1c-d).
        return [{"kind": "enters_tapped"}, counters] if m.group(1) else counters
    return None


def _counted_counters(text: str) -> Ability | None:
    """ "~ enters with a +1/+1 counter on it for each creature card in your graveyard", "~
    enters with X +1/+1 counters on it, where X is the number of other creatures on the
    battlefield": as many counters as the count comes to as it enters (614.1c; 107.3c) —
    counted by the compiler's one reader of a counted quantity, "you" the player it enters
    under the control of."""
    m = pattern(
        rf"~ enters with ({'|'.join(NUMBERS)}|X) ({COUNTER_KINDS}) counters? on it"
        r"(?: for each (.+)|, where X is (.+))\."
    ).fullmatch(text)
    if m is None or (m.group(1) == "X") != (m.group(4) is not None):
        return None
    each = m.group(3) is not None
    counted = quantities.quantity(m.group(3) or m.group(4), None, each=each)
    if counted is None or counted["count"] in _NOT_AS_IT_ENTERS:
        return None
    times = 1 if m.group(1) == "X" else amount(m.group(1))
    if not isinstance(times, int) or times < 1:
        return None
    counted = counted if times == 1 else {**counted, "times": times}
    return {"kind": "enters_with_counters", "counter": m.group(2), "amount": counted}


#: Counts naming an object or event of a resolving spell or ability (a target, the card a cost
#: sacrificed, a trigger's event amount) or the spell's own payment, which an entering
#: permanent's replacement effect has none of.
_NOT_AS_IT_ENTERS = frozenset({"counters", "event_amount", "colors_spent"})
_NOT_AS_IT_ENTERS |= frozenset({"power", "toughness", "mana_value"})


def enchant(text: str) -> tuple[Ability, dict[str, Any]] | None:
    """ "Enchant creature you control" -> the Enchant ability and the Aura spell's target
    (303.4a)."""
    m = pattern(r"Enchant (.+)").fullmatch(text)
    if not m:
        return None
    what = m.group(1)
    if what == "player":
        return {"kind": "enchant", "target": "player"}, {"kind": "player", "text": "target player"}
    if what == "creature card in a graveyard":
        # Any graveyard's creature card (Animate Dead): the Aura spell targets it (115.1).
        card = {"types": ["Creature"]}
        return (
            {"kind": "enchant", "target": "card", "filter": card},
            {"kind": "card", "text": f"target {what}", "filter": card},
        )
    found = noun_phrase(what)
    if found is None:
        return None
    flt, kind = found
    if any(k in flt for k in ("other", "attacking")):
        return None
    ability: Ability = {"kind": "enchant", "target": kind}
    spec: dict[str, Any] = {"kind": kind, "text": f"target {what}"}
    if flt:
        ability["filter"] = flt
        spec["filter"] = flt
    return ability, spec


def crew(text: str) -> Ability | None:
    """ "Crew N": "Tap any number of other untapped creatures you control with total power N or
    greater: This permanent becomes an artifact creature until end of turn." (702.122a). It is
    already an artifact, so the effect adds the creature type (layer 4, 613.1d)."""
    m = pattern(r"Crew (\d+)").fullmatch(text)
    if m is None or not 1 <= int(m.group(1)) <= MAX_AMOUNT:
        return None
    return {
        "kind": "activated",
        "cost": {
            "tap_untapped": {
                "filter": {"types": ["Creature"], "controller": "you", "other": True},
                "total_power": int(m.group(1)),
            }
        },
        "effects": [
            {
                "op": "continuous",
                "target": "self",
                "modifications": [{"op": "add_types", "types": ["Artifact", "Creature"]}],
                "duration": "end_of_turn",
            }
        ],
    }
