"""Abilities (CR 113): triggered ("When ~ enters, …", 603.1), activated ("{cost}: …", 602.1)
and mana abilities (605), read from one oracle line each.

A triggered ability is its trigger condition — the words up to the first comma, matched to a
trigger event of the vocabulary — and its effect, read by `instructions`. An activated ability
is its cost (`cost`), its effect and its activation restrictions ("Activate only as a
sorcery."). Each returns vocabulary data, or None when a part isn't read.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler import combat, mana, spend_only
from engine.cards.compiler.amounts import quantity
from engine.cards.compiler.card_phrases import card_filter
from engine.cards.compiler.conditions import condition
from engine.cards.compiler.filter_words import filter_words, one
from engine.cards.compiler.instructions import COUNTER_KINDS, Targets, read
from engine.cards.compiler.registry import OWN_X_EVENTS, read_trigger_phrase
from engine.cards.compiler.selectors import NUMBERS, group
from engine.cards.compiler.shapes import ability_word, cost_and_effect, is_triggered
from engine.cards.compiler.spell_phrases import spell_phrase
from engine.cards.compiler.targets import sacrifices_one
from engine.cards.compiler.text import pattern

Ability = dict[str, Any]
_MANA_SYMBOL = r"\{(?:\d+|[WUBRGCX]|[WUBRG]/[WUBRGP]|[2C]/[WUBRG])\}"
_MANA = re.compile(rf"(?:{_MANA_SYMBOL})+")
_ONE = re.compile(r"\{[WUBRGC]\}")
_GRAVEYARD_EXILE = re.compile(
    r"Exile (a|an|another|one|two|three|four|five|six|seven|eight|nine|ten) (other )?(?:(.+?) )?"
    r"cards? "
    r"from your graveyard"
)


#: "Tap [a number / another] [other] untapped [permanents] you control" (118.3).
_TAP_UNTAPPED = pattern(
    r"Tap (an|another|one|two|three|four|five|six|seven|eight|nine|ten) (other )?untapped "
    r"(.+?) you control"
)


#: "Remove a +1/+1 counter from a creature you control" (118.3): one permanent's counter.
_REMOVE_FROM = pattern(rf"Remove an? ({COUNTER_KINDS}) counter from an? (.+? you control)")


#: Filter keys that compare with an X: a cost's objects chosen by the X announced for the same
#: spell or ability (601.2b, 601.2h) aren't modelled, so such a cost isn't read.
_BY_X = ("mana_value_is_x", "mana_value_at_most_x")


def _by_x(found: object) -> bool:
    if isinstance(found, dict):
        return any(k in _BY_X or _by_x(v) for k, v in found.items())
    return isinstance(found, list) and any(_by_x(v) for v in found)


def cost(text: str) -> dict[str, Any] | None:
    """ "{2}, {T}, Sacrifice ~" -> the vocabulary's cost (CR 118, 602.1a), or None."""
    out = _cost(text)
    return None if out is None or _by_x(out) else out


#: "Waterbend {3}" (701.67a), a cost of generic mana only.
_WATERBEND = re.compile(r"[Ww]aterbend \{([1-9]\d?)\}")


def _cost(text: str) -> dict[str, Any] | None:
    out: dict[str, Any] = {}
    for part in (p.strip() for p in text.split(",")):
        if part == "{T}":
            out["tap"] = True
        elif part == "{Q}":
            out["untap"] = True
        elif _MANA.fullmatch(part) and "waterbend" not in out:
            out["mana"] = out.get("mana", "") + part
        elif part == "Sacrifice ~":
            out["sacrifice_self"] = True
        elif part == "Discard ~":
            out["discard_self"] = True
        elif part == "Discard your hand":
            out["discard_hand"] = True
        elif m := pattern(r"Discard (a|an|two|three) (?:(.+?) )?cards?( at random)?").fullmatch(
            part
        ):
            out["discard"] = {"a": 1, "an": 1, "two": 2, "three": 3}[m.group(1)]
            if m.group(3):
                out["discard_random"] = True  # 701.9b
            if m.group(2):
                # "Discard a land card": only such a card pays it (118.3).
                flt = card_filter(m.group(2))
                if flt is None or "mana_value_at_most" in flt:
                    return None
                out["discard_filter"] = flt
        elif m := _TAP_UNTAPPED.fullmatch(part):
            # "Tap an untapped Wizard you control", "Tap another untapped creature you control",
            # "Tap two other untapped Halflings you control": other than the source (118.3).
            other = m.group(1) == "another" or bool(m.group(2))
            noun = m.group(3).removeprefix("other ")
            flt = group(("another " if other or noun != m.group(3) else "") + noun)
            if flt is None or "tap_untapped" in out:
                return None
            n = 1 if m.group(1) in ("an", "another") else NUMBERS[m.group(1)]
            out["tap_untapped"] = {"filter": {**flt, "controller": "you"}, "count": n}
        elif m := pattern(r"Pay (\d+) life").fullmatch(part):
            out["life"] = int(m.group(1))
        elif m := pattern(
            rf"Remove (a|an|one|two|three|four|five|\d+) ({COUNTER_KINDS}) counters? from ~"
        ).fullmatch(part):
            n = NUMBERS.get(m.group(1)) or int(m.group(1))
            out.setdefault("remove_counters", []).append({"counter": m.group(2), "count": n})
        elif m := _REMOVE_FROM.fullmatch(part):
            # "Remove a +1/+1 counter from a creature you control": one permanent the player
            # controls, chosen as the cost is paid (601.2h, 118.3).
            flt = group(m.group(2))
            if flt is None or flt.get("controller") != "you" or set(flt) & {"other", *_BY_X}:
                return None
            removed = {"counter": m.group(1), "count": 1, "source": flt}
            out.setdefault("remove_counters", []).append(removed)
        elif (m := _WATERBEND.fullmatch(part)) and "mana" not in out:
            # "Waterbend {3}" (701.67a): its generic mana, which tapping artifacts and creatures
            # may pay; the only mana of the cost, so which generic it is stays clear (701.67b).
            out["mana"], out["waterbend"] = f"{{{m.group(1)}}}", int(m.group(1))
        elif m := pattern(r"Pay ((?:\{E\})+)").fullmatch(part):
            out["energy"] = m.group(1).count("{E}")  # 107.14
        elif m := _GRAVEYARD_EXILE.fullmatch(part):
            # "Exile two creature cards from your graveyard" (118.3, 601.2h).
            flt = card_filter(m.group(3)) if m.group(3) else {}
            if flt is None or "mana_value_at_most" in flt or "exile_from_graveyard" in out:
                return None
            if m.group(1) == "another" or m.group(2):
                flt["other"] = True
            n = 1 if m.group(1) in ("a", "an", "another") else NUMBERS[m.group(1)]
            out["exile_from_graveyard"] = {"filter": flt, "count": n}
        elif m := pattern(r"Exile an? (.+?) card from your hand").fullmatch(part):
            # "Exile a blue card from your hand" (Force of Will, 118.9; 601.2h).
            flt = card_filter(m.group(1))
            if flt is None or "mana_value_at_most" in flt or "exile_from_hand" in out:
                return None
            out["exile_from_hand"] = {"filter": flt}
        elif part == "Return ~ to its owner's hand":
            out["return_self"] = True  # 118.3: the permanent whose ability it is
        elif m := _RETURN_COST.fullmatch(part):
            # "Return two Islands you control to their owner's hand" (118.3, 601.2h).
            flt = group(f"{m.group(2)} you control")
            if flt is None or "return_to_hand" in out or flt.get("controller") != "you":
                return None
            n = NUMBERS.get(m.group(1), 1)
            out["return_to_hand"] = {"filter": flt, "count": n}
        elif (either := _sacrifice_either(part)) is not None:
            out.setdefault("sacrifice", []).append(either)
        elif m := pattern(r"Sacrifice (a|an|another) (.+)").fullmatch(part):
            flt = group(m.group(2))
            if flt is None:
                return None
            if m.group(1) == "another":
                flt["other"] = True
            out.setdefault("sacrifice", []).append({"filter": flt})
        elif (m := pattern(r"Sacrifice (two|three|four|five|six|seven) (.+)").fullmatch(part)) and (
            flt := group(m.group(2))
        ) is not None:
            # "Sacrifice five creatures" (Westvale Abbey): that many, chosen as it is paid (118.3).
            out.setdefault("sacrifice", []).append({"filter": flt, "count": NUMBERS[m.group(1)]})
        else:
            return None
    return out


#: "Sacrifice another creature or an artifact", "Sacrifice two other artifacts and/or
#: creatures": how many, "other", the first kind, its own determiner, the second kind.
_EITHER = re.compile(
    r"Sacrifice (a|an|another|two|two other) ([\w-]+) (?:or|and/or) (a |an |another )?([\w-]+)"
)


def _sacrifice_either(part: str) -> dict[str, Any] | None:
    """ "Sacrifice another creature or a Treasure" (118.3): one permanent of either kind,
    chosen as the cost is paid (601.2h) — "another" said once before both kinds is of both,
    before one kind of that one only ("an artifact or another creature"), never the object
    whose ability it is (109.2); None for another cost, or one the one group reader reads
    whole."""
    if not (" or " in part or " and/or " in part) or (m := _EITHER.fullmatch(part)) is None:
        return None
    many, first, own, second = m.groups()
    if group(part.removeprefix("Sacrifice ").split(" ", 1)[1]) is not None:
        return None  # read as one group ("a creature or planeswalker …"), as it was
    kinds = [group(first), group(second)]
    if kinds[0] is None or kinds[1] is None or (many.startswith("two") != first.endswith("s")):
        return None
    if own is None and many in ("another", "two other"):
        found: dict[str, Any] = {"any_of": kinds, "other": True}
    else:
        if many == "another":
            kinds[0]["other"] = True
        if own == "another ":
            kinds[1]["other"] = True
        found = {"any_of": kinds}
    return {"filter": found, "count": 2} if many.startswith("two") else {"filter": found}


#: "Return a land you control to its owner's hand" as a cost: how many, and of what.
_RETURN_COST = re.compile(
    r"Return (a|an|one|two|three|four|five) (.+?) you control to (?:its|their) owners?'?s?'? hand"
)


#: Trigger conditions (603.1) and the vocabulary's trigger event for each.
_TRIGGERS: tuple[tuple[re.Pattern[str], dict[str, Any]], ...] = tuple(
    (re.compile(pattern), event)
    for pattern, event in (
        (r"When ~ enters(?: the battlefield)?", {"event": "enters"}),
        (r"When ~ leaves the battlefield", {"event": "leaves_battlefield"}),
        (r"When you cast ~", {"event": "cast", "scope": "this_spell"}),
        (r"When ~ dies", {"event": "put_into_graveyard"}),
        (r"When ~ is put into a graveyard from the battlefield", {"event": "put_into_graveyard"}),
        (r"Whenever ~ attacks", {"event": "attacks"}),
        (r"At the beginning of your end step", {"event": "beginning_of_end_step"}),
        (r"At the beginning of each end step", {"event": "beginning_of_end_step", "whose": "each"}),
        (r"At the beginning of your upkeep", {"event": "beginning_of_upkeep"}),
        (
            r"At the beginning of (?:each|each player's) upkeep",
            {"event": "beginning_of_upkeep", "whose": "each"},
        ),
        (
            r"At the beginning of each opponent's upkeep",
            {"event": "beginning_of_upkeep", "whose": "opponents"},
        ),
        (
            r"At the beginning of combat on your turn",
            {"event": "beginning_of_combat", "whose": "your"},
        ),
        (r"At the beginning of each combat", {"event": "beginning_of_combat", "whose": "each"}),
        (r"At the beginning of the end step", {"event": "beginning_of_end_step", "whose": "each"}),
        (r"Whenever you gain life", {"event": "life_gained"}),
        (r"Whenever ~ is dealt damage", {"event": "dealt_damage"}),
        (r"Whenever ~ deals combat damage to a player", {"event": "deals_combat_damage_to_player"}),
        (r"Whenever you cast a spell", {"event": "cast"}),
        (
            r"Whenever you cast a creature spell",
            {"event": "cast", "filter": {"types": ["Creature"]}},
        ),
        (
            r"Whenever you cast a noncreature spell",
            {"event": "cast", "filter": {"not_types": ["Creature"]}},
        ),
        (r"Whenever a player casts a spell", {"event": "cast", "caster": "any"}),
        (r"Whenever an opponent casts a spell", {"event": "cast", "caster": "opponent"}),
        (
            r"Whenever you cast an instant or sorcery spell",
            {"event": "cast", "filter": {"any_types": ["Instant", "Sorcery"]}},
        ),
        (
            r"Whenever a creature you control enters",
            {"event": "enters", "scope": "you_control", "filter": {"types": ["Creature"]}},
        ),
        (
            r"Whenever a land you control enters",
            {"event": "enters", "scope": "you_control", "filter": {"types": ["Land"]}},
        ),
        (
            r"Whenever another creature you control enters",
            {
                "event": "enters",
                "scope": "you_control",
                "filter": {"types": ["Creature"], "other": True},
            },
        ),
        (
            r"Whenever a creature you control attacks",
            {"event": "attacks", "scope": "you_control"},
        ),
    )
) + tuple((re.compile(pattern), event) for pattern, event in combat.TRIGGERS)


def _named_players(trigger: dict[str, Any]) -> tuple[str, ...]:
    """The players a trigger event names: the defending player of a creature that attacks or
    becomes blocked (506.2, 508.5), the player a creature dealt combat damage to (510.2)."""
    event = trigger["event"]
    if event == "attacks" or (
        event == "blocks"
        and trigger.get("combat_role") in ("becomes_blocked", "blocked_by")
        and trigger.get("scope", "self") == "self"
    ):
        return ("defending",)
    if event in ("deals_combat_damage_to_player", "becomes_target", "dealt_damage"):
        # 510.2; the targeting spell or ability's controller; the damage source's controller.
        return ("that_player",)
    return ()


_OR_ANOTHER = re.compile(r"Whenever ~ or another (.+?) you control enters, ")


def _or_another(text: str) -> tuple[dict[str, Any], str] | None:
    """ "Whenever this creature or another Ally you control enters, …" (603.6a): this permanent
    entering, or another one matching the group entering under its controller's control."""
    m = _OR_ANOTHER.match(text)
    flt = group(f"{m.group(1)} you control") if m else None
    if m is None or flt is None or set(flt) - {"subtypes", "types", "controller", "colors"}:
        return None
    flt = {k: w for k, w in flt.items() if k != "controller"}
    trigger = {"event": "enters", "scope": "you_control", "filter": {**flt, "other": True}}
    return {**trigger, "or_self": True}, text[m.end() :]


_CAST_WITH = re.compile(
    r"Whenever (you cast|a player casts|an opponent casts) an? (.+? with mana value (?:\d+ or "
    r"(?:less|greater)|equal to the number of [a-z]+ counters on ~)), "
)
_CASTERS = {"you cast": "you", "a player casts": "any", "an opponent casts": "opponent"}


def _cast_with(text: str) -> tuple[dict[str, Any], str] | None:
    """ "Whenever you cast a spell with mana value 4 or greater, …" (603.2): the spell as it
    becomes cast, its X counted in its mana value (202.3e)."""
    m = _CAST_WITH.match(text)
    flt = spell_phrase(m.group(2)) if m else None
    if m is None or flt is None:
        return None
    trigger = {"event": "cast", "filter": flt}
    if _CASTERS[m.group(1)] != "you":
        trigger["caster"] = _CASTERS[m.group(1)]
    return trigger, text[m.end() :]


_TARGETED = re.compile(
    r"When(?:ever)? ~ becomes the target of a (spell or ability|spell)"
    r"(?: (an opponent|you) controls?)?( for the first time each turn)?, "
)


def _targeted(text: str) -> tuple[dict[str, Any], str] | None:
    """ "Whenever this creature becomes the target of a spell [or ability] [an opponent / you
    control], …" (603.2): the spell or ability's controller is the player "that spell's
    controller" / "that spell or ability's controller" and "that player" say."""
    m = _TARGETED.match(text)
    if m is None:
        return None
    spell = m.group(1) == "spell"
    by = {None: "any", "an opponent": "opponent", "you": "you"}[m.group(2)]
    trigger: dict[str, Any] = {"event": "becomes_target", "by": by}
    if spell:
        trigger["spells_only"] = True
    if m.group(3):
        trigger["first_time_each_turn"] = True  # Kira, Great Glass-Spinner
    whose = "that spell's controller" if spell else "that spell or ability's controller"
    return trigger, text[m.end() :].replace(whose, "that player")


_SOURCE_DEALS = re.compile(r"Whenever a source deals damage to ~, ")


def _source_deals(text: str) -> tuple[dict[str, Any], str] | None:
    """ "Whenever a source deals damage to this creature, that source's controller …" (Phyrexian
    Obliterator): the card being dealt damage (120.3), once for each source that deals it
    damage at once (603.2c), "that source's controller" the player "that player" says — the
    damage source's, as it dealt it (603.2)."""
    m = _SOURCE_DEALS.match(text)
    if m is None:
        return None
    rest = text[m.end() :].replace("that source's controller", "that player")
    return {"event": "dealt_damage", "each_source": True}, rest


def targeted_words(trigger: dict[str, Any]) -> str:
    """A "becomes the target" trigger in words, for the card page."""
    by = {"any": "", "you": " you control", "opponent": " an opponent controls"}
    what = "a spell" if trigger.get("spells_only") else "a spell or ability"
    scope = trigger.get("scope", "self")
    who = "this"
    if scope == "enchanted":
        who = "the permanent this is attached to"
    elif scope != "self":
        # Another permanent it targets, each once ("that creature": it, 603.2).
        mine = " you control" if scope == "you_control" else ""
        who = one(filter_words(trigger.get("filter", {}))) + mine
    # Valiant, Kira's granted trigger: the turn's record of what triggered (603.2).
    first = " for the first time each turn" if trigger.get("first_time_each_turn") else ""
    return f"whenever {who} becomes the target of {what}{by[trigger.get('by', 'opponent')]}{first}"


def trigger_condition(text: str) -> tuple[dict[str, Any], str] | None:
    """ "When ~ enters, draw a card." -> its trigger event (603.1) and the rest after the comma,
    or None."""
    text = ability_word(text)  # 207.2c: no rules meaning
    if not is_triggered(text):
        return None
    if (found := _or_another(text)) is not None:
        return found
    if (found := _targeted(text)) is not None:
        return found
    if (found := _source_deals(text)) is not None:
        return found
    if (found := _cast_with(text)) is not None:
        return found
    if (found := mana.sacrifice_trigger(text)) is not None:
        return found
    if (found := _state_trigger(text)) is not None:
        return found
    if (found := read_trigger_phrase(text)) is not None:
        return found  # a mechanic's own (its package's reading): "When ~ becomes monstrous"
    for phrase, trigger in _TRIGGERS:
        m = phrase.match(text)
        if m and text[m.end() : m.end() + 2] == ", ":
            return trigger, text[m.end() + 2 :]
    return None


def _state_trigger(text: str) -> tuple[dict[str, Any], str] | None:
    """ "When you control no Islands, …", "When ~ has no ice counters on it, …": a game state the
    condition reader reads, which triggers the ability whenever it is true (603.8)."""
    m = pattern(r"When ([^,]+), ").match(text)
    asked = condition(m.group(1)) if m else None
    if m is None or asked is None:
        return None
    return {"event": "state", "state": asked}, text[m.end() :]


def trigger_targets(trigger: dict[str, Any]) -> Targets:
    """The targets of a triggered ability's effect, knowing what "it" and the players its
    trigger event names are."""
    return Targets(
        it_is_self=trigger.get("scope", "self") == "self"
        and trigger["event"] not in ("cast", "life_gained"),
        named_players=_named_players(trigger),
        event_amount=trigger["event"] == "dealt_damage",
    )


_LAST_TURN = (
    ("if no spells were cast last turn, ", "none"),
    ("if a player cast two or more spells last turn, ", "two_or_more"),
)


_IF = re.compile(r"if ([^,]+), ")


def triggered(text: str) -> Ability | None:
    """ "When ~ enters, draw a card." -> a triggered ability (603.1), or None."""
    found = trigger_condition(text)
    if found is None:
        return None
    trigger, rest = found
    if trigger["event"] in OWN_X_EVENTS and pattern(r"\bX\b").search(rest):
        # X is the one the mechanic's event chose (its package says by which rule: the X chosen
        # as it was turned face up, 702.37f; the monstrosity X, 701.37c): not modelled.
        return None
    for clause, asked in _LAST_TURN:
        if trigger["event"] == "beginning_of_upkeep" and rest.startswith(clause):
            # The werewolves' intervening-if (603.4), on the spells cast last turn.
            trigger, rest = {**trigger, "last_turn_spells": asked}, rest[len(clause) :]
    if trigger["event"].startswith("beginning_of") and (m := _IF.match(rest)) is not None:
        # "At the beginning of your end step, if you control three or more permanents you don't
        # own, …" (Agent of Treachery): an intervening-if condition (603.4) on the game.
        intervening = condition(m.group(1))
        if intervening is None:
            return None
        trigger, rest = {**trigger, "intervening_if": intervening}, rest[m.end() :]
    targets = trigger_targets(trigger)
    effects = (
        # The spell whose casting triggered it, or the spell or ability that targeted this,
        # remembered (603.2).
        [{"op": "counter"}]
        if (trigger["event"], rest)
        in (
            ("cast", "counter that spell."),
            ("becomes_target", "counter that spell or ability."),
            ("becomes_target", "counter that spell."),
        )
        else read(rest, targets)
    )
    if effects is None:
        return None
    ability: Ability = {"kind": "triggered", "trigger": trigger, "effects": effects}
    if targets.specs:
        ability["targets"] = targets.specs
    return ability


#: "Add an amount of {B} equal to the sacrificed creature's mana value" (106.4, 107.3c).
_AN_AMOUNT = re.compile(r"Add an amount of (\{[WUBRGC]\}) equal to (.+)\.")


def mana_effect(text: str, *, sacrificed: bool = False) -> list[dict[str, Any]] | None:
    """ "Add {G}.", "Add {G}{G}.", "Add {R} or {G}.", "Add {W}, {U}, or {B}.", "Add one mana of
    any color." (CR 106.1a: the five colors). `sacrificed`: the ability's cost sacrificed one
    permanent, which "the sacrificed creature's mana value" names (608.2h)."""
    if (spent := spend_only.split(text)) is not None:
        # "… Spend this mana only to cast creature spells." (106.6): the mana keeps it.
        first = mana_effect(spent[0], sacrificed=sacrificed)
        return None if first is None else spend_only.restricted(first, spent[1])
    if m := pattern(r"(Add .+\.) ~ deals (\d+) damage to you\.").fullmatch(text):
        # A painland's "Add {R} or {G}. This land deals 1 damage to you." (still a mana
        # ability, 605.1a: no target; the damage is part of its effect, 605.3b).
        first = mana_effect(m.group(1))
        damage = {"op": "damage", "amount": int(m.group(2)), "to": "you"}
        return None if first is None else [*first, damage]
    if m := pattern(r"Add ((?:\{[WUBRGC]\})+)\.").fullmatch(text):
        return [{"op": "add_mana", "mana": m.group(1)}]
    if m := pattern(
        r"Add ((?:\{[WUBRGC]\})+)\. If (.+), add ((?:\{[WUBRGC]\})+) instead\."
    ).fullmatch(text):
        # Urza's Tower: the effect checks its condition as it resolves (608.2c).
        asked = condition(m.group(2))
        if asked is None:
            return None
        return [{"op": "add_mana", "mana": m.group(1), "instead_if": asked, "instead": m.group(3)}]
    if (amounts := mana.amounts(text)) is not None and text.endswith("."):
        # "Add three mana of any one color." / "… in any combination of colors." (106.4).
        return amounts
    if text == "Add one mana of any color.":
        return [{"op": "add_mana_one_of", "options": ["{W}", "{U}", "{B}", "{R}", "{G}"]}]
    if (m := _AN_AMOUNT.fullmatch(text)) is not None:
        # That mana once per thing counted, counted as it resolves (106.4, 608.2h): "equal to
        # this creature's power", "… the sacrificed artifact's mana value", "… the greatest
        # power among creatures you control" (the reader of every counted amount).
        found = quantity(m.group(2), Targets(sacrificed=sacrificed), of={"op": "add_mana"})
        return (
            None
            if found is None
            else [{"op": "add_mana_for_each", "mana": m.group(1), "count": found}]
        )
    if m := pattern(r"Add ((?:\{[WUBRGC]\}, )*\{[WUBRGC]\},? or \{[WUBRGC]\})\.").fullmatch(text):
        options = _ONE.findall(m.group(1))
        if len(set(options)) == len(options):
            return [{"op": "add_mana_one_of", "options": options}]
    if m := pattern(r"Add ((?:(?:\{[WUBRGC]\}){2}, )+)or ((?:\{[WUBRGC]\}){2})\.").fullmatch(text):
        # A filter land's "Add {U}{U}, {U}{R}, or {R}{R}": one of these amounts (106.4).
        options = [*m.group(1).rstrip(", ").split(", "), m.group(2)]
        if len(set(options)) == len(options):
            return [{"op": "add_mana_one_of", "options": options}]
    return None


def activated(text: str) -> Ability | None:
    """ "{cost}: effect[ Activate only as a sorcery.]" -> an activated ability (602.1)."""
    split = cost_and_effect(text)
    if split is None:
        return None
    paid = cost(split[0])
    if paid is None:
        return None
    return activated_with(paid, split[1])


#: "Activate no more than twice each turn." (602.5b) at the end of an ability's effect.
_NO_MORE_THAN = re.compile(r" Activate no more than (twice|three times|four times) each turn\.$")
_TIMES = {"twice": 2, "three times": 3, "four times": 4}


def activated_with(paid: dict[str, Any], effect: str) -> Ability | None:
    """An activated ability of the cost `paid` (read by `cost`, or a loyalty ability's, 606.4)
    from the words after its colon: its effect and its activation restrictions (602.5)."""
    once = effect.endswith(" Activate only once each turn.")
    if once:
        effect = effect[: -len(" Activate only once each turn.")]
    most = _NO_MORE_THAN.search(effect)
    if most is not None:
        effect = effect[: most.start()]
    sorcery = effect.endswith(" Activate only as a sorcery.")
    if sorcery:
        effect = effect[: -len(" Activate only as a sorcery.")]
    # "Activate only as an instant": any time its controller has priority (117.1b), as the
    # engine activates every ability — a mana ability too, which 605.3a would also allow while
    # a spell is cast or a cost paid, where paying automatically uses only {T}-only sources.
    effect = effect.removesuffix(" Activate only as an instant.")
    ability: Ability = {"kind": "activated", "cost": paid}
    if once:
        ability["once_each_turn"] = True
    if most is not None:
        ability["most_each_turn"] = _TIMES[most.group(1)]
    if paid.get("discard_self"):
        # A cost that discards the card works only from a hand (113.6m): Channel, bloodrush.
        if paid.get("tap") or paid.get("untap") or paid.get("sacrifice_self"):
            return None
        ability["zone"] = "hand"
    mana = mana_effect(effect, sacrificed=sacrifices_one(paid))
    if mana is not None:
        # A mana ability: no target, it could add mana, not a loyalty ability (605.1a).
        if sorcery:
            return None
        ability["effects"] = mana
        return ability
    targets = Targets(sacrificed=sacrifices_one(paid))
    effects = read(effect, targets)
    if effects is None:
        return None
    ability["effects"] = effects
    if targets.specs:
        ability["targets"] = targets.specs
    if sorcery:
        ability["sorcery_speed"] = True
    return ability
