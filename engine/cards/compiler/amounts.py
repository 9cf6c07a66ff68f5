"""Instructions with a counted amount: "equal to the number of …", "for each …", "where X is …".

The text defines the number (107.3c) and the engine counts it as the instruction is performed
(608.2h; `engine.derived.amounts`). A sentence is read in two parts: the instruction with the amount
said plainly ("you gain X life", "draw a card", "target creature gets +1/+1 until end of turn"),
by the other templates, and what is counted ("the number of creatures you control", "cards in
your hand", "its power"), by `quantity`; the count takes the plain amount's place. A sentence
whose instruction or count isn't known, or where it isn't clear what "its" means, stays unread.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.players import player_subject
from engine.cards.compiler.selector_words import SUBTYPE_WORDS
from engine.cards.compiler.selectors import TYPE_WORDS, group, says_other
from engine.cards.compiler.spell_phrases import SPELL_SUBTYPES, spell_filter
from engine.cards.compiler.text import pattern
from engine.cards.vocabulary import ARTIFACT_TYPES, ENCHANTMENT_TYPES, creature_type
from engine.core.replace import replace

Effect = dict[str, Any]
Reader = Callable[[str, Any], "list[Effect] | None"]

#: What a counted group of permanents must end with: whose they are, or all of them.
_WHOSE = ("you control", "an opponent controls", "your opponents control", "you don't control")
_ZONES = r"(your|target player's|target opponent's|that player's|all) (hand|graveyard)s?"
#: "… gets +X/+0": a P/T change by X (or -X), each part X or 0.
_PT_X = re.compile(r"([+-])(X|0)/([+-])(X|0)")
#: "damage / life / cards equal to …" up to " to <recipient>" or the end.
_EQUAL = re.compile(r"\b(damage|life|cards) equal to (.+?)(?= to (?:target|any|each|you)\b|$)")
#: "It deals that much damage to …" in a trigger whose event is damage dealt (Boros Reckoner).
_THAT_MUCH = re.compile(r"(~|it) deals that much damage to (.+)")
#: "… sacrifices that many permanents" in such a trigger (Phyrexian Obliterator).
_THAT_MANY = re.compile(r"(.+) that many (.+)")
#: "[create] a number of <things> equal to …" (107.1: the number the text defines).
_A_NUMBER = re.compile(r"(.*?\b)a number of (.+?) equal to (.+)")
#: "~ deals damage to <recipient> equal to …".
_DAMAGE_TO_EQUAL = re.compile(r"(~|it) deals damage (to .+?) equal to (.+)")


def claims(text: str) -> bool:
    """Whether only this family may read `text`: a sentence whose X the text defines, or with
    "for each", is read whole here or not at all — not split at "and" by another template,
    which would read one half's X as the spell's own (107.3a) or miss what "for each" covers."""
    return ", where X is " in text or " for each " in text


def sentence(text: str, targets: Any, read: Reader) -> list[Effect] | None:
    """One instruction with a counted amount, or None; `read` reads the plain instruction."""
    if m := pattern(r"(.+), where X is (.+)").fullmatch(text):
        if (later := pattern(r"(.+?), where X is ([^.]+)(\. .+)").fullmatch(text)) is not None:
            # "Look at the top X cards …, where X is …. Put … If X is …": what X is, said
            # once, counts for each instruction after it that says X (107.3c).
            plain = later.group(1) + later.group(3)
            return _counted(plain, later.group(2), targets, read, times_from_text=False)
        return _counted(m.group(1), m.group(2), targets, read, times_from_text=False)
    if pattern(r"\bX\b").search(text) or text.startswith("you may "):
        # An X of the spell's own beside a count isn't clear; "you may …" reads its
        # instruction, which comes back here.
        return None
    if (m := _THAT_MUCH.fullmatch(text)) and targets.event_amount:
        plain = f"{m.group(1)} deals X damage to {m.group(2)}"
        effects = read(plain, targets)
        if not effects or len(effects) != 1:
            return None
        found = _with_count(effects[0], {"count": "event_amount"}, False)
        return None if found is None else [found]
    if (m := _THAT_MANY.fullmatch(text)) and targets.event_amount:
        effects = read(f"{m.group(1)} X {m.group(2)}", targets)
        if not effects or len(effects) != 1:
            return None
        found = _with_count(effects[0], {"count": "event_amount"}, False)
        return None if found is None else [found]
    if "a number of " in text and (m := _A_NUMBER.fullmatch(text)):
        # "Create a number of 1/1 … tokens equal to …", "discards a number of cards equal to
        # …": the count in the place of the number, as "create X … tokens, where X is …".
        plain = f"{m.group(1)}X {m.group(2)}"
        return _counted(plain, m.group(3), targets, read, times_from_text=False)
    if m := _DAMAGE_TO_EQUAL.fullmatch(text):
        plain = f"{m.group(1)} deals X damage {m.group(2)}"
        return _counted(plain, m.group(3), targets, read, times_from_text=False)
    if (m := _EQUAL.search(text)) and m.group(2).startswith(
        (
            "the number of ",
            "its ",
            "~'s ",
            "your devotion to ",
            "the amount of ",
            "the sacrificed ",
            "the greatest ",
            "twice the number of ",
        )
    ):
        plain = f"{text[: m.start()]}X {m.group(1)}{text[m.end() :]}"
        return _counted(plain, m.group(2), targets, read, times_from_text=False)
    if m := pattern(r"(.+) for each (.+)").fullmatch(text):
        return _counted(m.group(1), m.group(2), targets, read, times_from_text=True)
    return None


def _counted(
    plain: str, counted: str, targets: Any, read: Reader, *, times_from_text: bool
) -> list[Effect] | None:
    """Read `plain`, then put the count of `counted` in the place of its amount: its X (every
    X of it, 107.3i), or (for "for each") its one number, which becomes how many each counted
    thing is worth."""
    trial = replace(targets, specs=list(targets.specs))
    pumped = None if times_from_text else _PT_X.search(plain)
    if pumped is not None:
        # "+X/+0": read as +1/+0, then made "+1/+0 times the count".
        power_sign, power, toughness_sign, toughness = pumped.groups()
        if "X" not in (power, toughness):
            return None
        ones = f"{power_sign}{int(power == 'X')}/{toughness_sign}{int(toughness == 'X')}"
        plain = plain[: pumped.start()] + ones + plain[pumped.end() :]
    effects = read(plain, trial)
    if not effects or (times_from_text and len(effects) != 1):
        return None
    # Read once: a target it names ("cards in target player's hand") is one target (115.1).
    q = quantity(counted, trial, each=times_from_text, of=effects[0])
    if q is None:
        return None
    out = []
    for e in effects:
        if q.get("of", "sacrificed") != "sacrificed" and _its_for(counted, trial, e) != q["of"]:
            return None  # "its" would mean different objects for different instructions
        found = _with_count(e, q, times_from_text or pumped is not None)
        if found is None:
            return None
        out.append(found)
    targets.specs[:] = trial.specs
    return out


def _with_count(e: Effect, q: dict[str, Any], by_number: bool) -> Effect | None:
    """`e` with the count in the place of its amount. `by_number`: its amount is a number the
    count multiplies ("2 life for each …", "+1/+1 for each …"); else it is X."""
    if e.get("op") == "continuous":
        if says_other(q) and e.get("target") != "self":
            return None  # other than each it pumps (Run), not one count as it resolves (608.2h)
        # One pump the count sizes, beside what else the effect gives ("gain trample and get
        # +X/+X", Garruk, the Veil-Cursed), none of which the count touches.
        mods = e["modifications"]
        pumps = [i for i, m in enumerate(mods) if m["op"] == "modify_pt"]
        if len(pumps) != 1 or not by_number:
            return None
        pumped = mods[pumps[0]]
        power, toughness = pumped.get("power", 0), pumped.get("toughness", 0)
        by = {"op": "modify_pt_by", "power": power, "toughness": toughness, "amount": q}
        return {**e, "modifications": [by if m is pumped else m for m in mods]}
    if e.get("op") == "create_token" and "size" in e:
        # "Create an X/X … token, where X is …": the count is its size, not how many.
        return {**e, "size": q} if e["size"] == "X" and not by_number else None
    keys = [k for k in ("amount", "count") if k in e]
    if len(keys) != 1:
        return None
    n = e[keys[0]]
    if by_number:
        if not isinstance(n, int) or n < 1:
            return None
        return {**e, keys[0]: q if n == 1 else {**q, "times": n}}
    return {**e, keys[0]: q} if n == "X" else None


def quantity(
    phrase: str, targets: Any, each: bool = False, of: Effect | None = None
) -> dict[str, Any] | None:
    """What "the number of creatures you control" / "its power" counts (or, after "for each",
    "creature you control", "card in your hand"), as the vocabulary's quantity; None if the
    phrase isn't known. `of`: the instruction the count is for, which says what "its" is."""
    phrase = phrase.strip()
    if phrase == ("creature in your party" if each else "the number of creatures in your party"):
        # Up to one each of Cleric, Rogue, Warrior and Wizard you control (700.8).
        return {"count": "party"}
    if m := _DIED.fullmatch(phrase if each else phrase.removeprefix("the number of ")):
        # The turn's record (700.4): the creatures put into your graveyard from the battlefield,
        # or into any ("that died this turn").
        died = each or phrase.startswith("the number of ")
        owner = {"owner": "any"} if m.group(3) else {}
        noun = m.group(2)
        kind: dict[str, str] = {}
        if not noun.startswith("creature"):
            named = creature_type(noun)  # "for each Zubera that died this turn" (205.3m)
            if named is None:
                return None
            kind = {"subtype": named}
        return {"count": "died", "nontoken": bool(m.group(1)), **owner, **kind} if died else None
    if (among := _among(phrase, targets, each)) is not None:
        return among
    if not each and " plus " in phrase:
        return _sum(phrase, targets, of)
    if not each and phrase.startswith("twice "):
        # "Twice the number of Mountains you control" (107.1): the count two times.
        once = quantity(phrase.removeprefix("twice "), targets, of=of)
        return None if once is None or "times" in once else {**once, "times": 2}
    if not each and (m := _GREATEST.fullmatch(phrase)):
        # "The greatest power among creatures you control": a group of permanents (608.2h).
        among = quantity(f"the number of {m.group(2)}", targets)
        if among is None or among["count"] != "permanents":
            return None
        return {
            "count": "greatest",
            "stat": m.group(1).replace(" ", "_"),
            "filter": among["filter"],
        }
    if not each and (record := _THIS_TURN.get(phrase)) is not None:
        # The turn's record of what the controller did (119.3).
        return {"count": "this_turn", "record": record}
    if not each and phrase == "the number of opponents you have":
        return {"count": "opponents"}  # 102.2, 806.1
    if not each and phrase == "your life total":
        return {"count": "life_total"}  # 119.1
    if not each and (m := _SACRIFICED.fullmatch(phrase)) and targets and targets.sacrificed:
        # The one permanent the cost sacrificed, as it last existed (608.2h).
        return {"count": m.group(1).replace(" ", "_"), "of": "sacrificed"}
    if not each and (m := _COUNTERS_ON.fullmatch(phrase)) and _on_self(m.group(2), targets, of):
        # "The number of +1/+1 counters on ~ / on it" where "it" is the card itself.
        return {"count": "counters", "kind": m.group(1)}
    if phrase in (_KICKED_EACH if each else _KICKED):
        # Multikicker's count (702.33c-d): the source's own, as it was cast.
        return {"count": "times_kicked"}
    if phrase in _COLORS_SPENT:
        # Converge (207.2c), sunburst's count (702.44a): kept as the spell was paid (601.2h).
        return {"count": "colors_spent"}
    if not each:
        if m := pattern(r"(its|~'s|this creature's) (power|toughness|mana value)").fullmatch(
            phrase
        ):
            whose = _its(targets, of or {}) if m.group(1) == "its" else "self"
            if whose is None or (whose == "self" and not targets.it_is_self):
                return None
            return {"count": m.group(2).replace(" ", "_"), "of": whose}
        if m := _DEVOTION.fullmatch(phrase):
            # "your devotion to black", "… to white and black" (700.5).
            colors = [_COLOR_LETTER[c] for c in m.groups() if c is not None]
            return {"count": "devotion", "colors": colors}
        if not phrase.startswith("the number of "):
            return None
        phrase = phrase[len("the number of ") :]
    if m := pattern(rf"(?:(.+?) )?cards? in {_ZONES}").fullmatch(phrase):
        return _cards(m.group(1), m.group(2), m.group(3), targets)
    if (m := pattern(rf"cards? named ~ in {_ZONES}").fullmatch(phrase)) and (
        found := _cards(None, m.group(1), m.group(2), targets)
    ) is not None:
        # The cards with the name of the object whose ability this is (201.2).
        return {**found, "named_this": True}
    battlefield = phrase.endswith(" on the battlefield")
    if not battlefield and not phrase.endswith(_WHOSE) and not _attacking_or_with(phrase):
        return None  # "creatures blocking it", "creatures that died this turn": not a group
    flt = group(phrase.removesuffix(" on the battlefield"))
    if flt is None or (battlefield and "controller" in flt):
        return None
    return {"count": "permanents", "filter": flt}


#: "2 plus the number of …" (a number word or numeral first).
_PLUS = re.compile(r"(\d+|one|two|three|four|five) plus (.+)")
_PLUS_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
#: What a sum's term may count: never less than 0, so the sum is its terms' total (107.1b) —
#: not a power or toughness, which can be.
_NEVER_NEGATIVE = frozenset(
    {"permanents", "cards", "among", "counters", "devotion", "colors_spent", "party", "died"}
    | {"this_turn", "opponents", "mana_value", "times_kicked"}
)


def _sum(phrase: str, targets: Any, of: Effect | None) -> dict[str, Any] | None:
    """ "2 plus the number of cards named ~ in all graveyards", "the number of creatures you
    control plus the number of Foods you control" (107.1): the terms counted, added up with
    the number — each term one the reader knows, none naming an object back ("its")."""
    if pattern(r"\bits?\b").search(phrase):
        return None
    if m := _PLUS.fullmatch(phrase):
        term = quantity(m.group(2), targets, of=of)
        plus = int(m.group(1)) if m.group(1).isdigit() else _PLUS_WORDS[m.group(1)]
        terms = [] if term is None else [term]
    else:
        plus, terms = 0, []
        at = phrase.find(" plus ")
        while at != -1 and not terms:
            first = quantity(phrase[:at], targets, of=of)
            second = None if first is None else quantity(phrase[at + 6 :], targets, of=of)
            terms = [first, second] if first is not None and second is not None else []
            at = phrase.find(" plus ", at + 1)
    if not terms or not 0 <= plus <= 20 or len(terms) + bool(plus) < 2:
        return None
    if any(t["count"] not in _NEVER_NEGATIVE for t in terms):
        return None
    return {"count": "sum", **({"plus": plus} if plus else {}), "terms": terms}


#: "basic land types among lands you control" (domain), "card types among cards in your
#: graveyard", "colors among permanents you control": the kinds, singular after "for each".
_AMONG = re.compile(r"(basic land type|card type|color)(s?) among (.+)")
_AMONG_KINDS = {"basic land type": "basic_land_types", "card type": "card_types", "color": "colors"}


def among_words(phrase: str, *, plural: bool) -> tuple[str, str] | None:
    """ "basic land types among lands you control" -> ("basic_land_types", "lands you
    control"): the kind counted (plural after "the number of", singular after "for each")
    and the group's words; None for another phrase."""
    m = _AMONG.fullmatch(phrase)
    if m is None or bool(m.group(2)) != plural:
        return None
    return _AMONG_KINDS[m.group(1)], m.group(3)


def _among(phrase: str, targets: Any, each: bool) -> dict[str, Any] | None:
    """The different basic land types, card types or colors among a counted group (305.6,
    205.2a, 105.1): the group read as "the number of …" is, permanents or cards; None for
    another phrase."""
    if not each and not phrase.startswith("the number of "):
        return None
    found = among_words(phrase.removeprefix("the number of "), plural=not each)
    among = None if found is None else quantity(f"the number of {found[1]}", targets)
    if found is None or among is None or among["count"] not in ("permanents", "cards"):
        return None
    return {"count": "among", "kind": found[0], "among": among}


#: "[nontoken] creature(s) put into your graveyard from the battlefield this turn" (700.4).
_DIED = re.compile(
    r"(nontoken )?(creatures?|[A-Z][\w-]*) (?:put into your graveyard from the battlefield|"
    r"(that died)) this turn"
)
#: "The number of colors of mana spent to cast this spell" / "for each color of mana …".
_COLORS_SPENT = frozenset(
    {
        "the number of colors of mana spent to cast ~",
        "color of mana spent to cast ~",
        "color of mana spent to cast it",
    }
)
#: "For each time it was kicked" / "the number of times it was kicked" (702.33d): the source's
#: own kicks, the only ones a kicker-linked ability can mean (702.33e).
_KICKED_EACH = frozenset({"time it was kicked", "time ~ was kicked", "time this spell was kicked"})
_KICKED = frozenset({"the number of times it was kicked", "the number of times ~ was kicked"})
_COLOR_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR = "(white|blue|black|red|green)"
#: "your devotion to blue", "your devotion to white and black" (700.5).
_DEVOTION = re.compile(rf"your devotion to {_COLOR}(?: and {_COLOR})?")


#: "The amount of life you gained this turn" and the like: the turn's record each reads.
_THIS_TURN = {
    "the amount of life you gained this turn": "life_gained",
    "the amount of life you've gained this turn": "life_gained",
}
#: "the greatest power among creatures you control" (a group of permanents).
_GREATEST = re.compile(r"the greatest (power|toughness|mana value) among (.+)")
#: "the sacrificed creature's power": a number of the permanent a cost sacrificed.
_SACRIFICED = re.compile(
    r"the sacrificed (?:creature|artifact|enchantment|land|permanent)'s "
    r"(power|toughness|mana value)"
)
#: "the number of +1/+1 counters on ~ / it" (a kind of counter, 122.1).
_COUNTERS_ON = re.compile(r"the number of ([a-z0-9/+-]+) counters on (~|it)")


def _on_self(whose: str, targets: Any, of: Effect | None) -> bool:
    """Whether "on ~ / on it" in a count is the card itself: "~" always; "it" when it is the
    card and no object is targeted that "it" could mean instead — only players ("target
    player loses life equal to the number of +1/+1 counters on it"), or the damage's own
    recipient ("~ deals damage equal to the number of +1/+1 counters on it to any target":
    the subject, the card)."""
    if whose == "~":
        return True
    if targets is None or not targets.it_is_self:
        return False
    kinds = {s["kind"] for s in targets.specs}
    dealt = of is not None and of.get("op") == "damage" and of.get("source", "self") == "self"
    return kinds <= {"player"} or (dealt and kinds <= {"any", "player"})


#: "[other] attacking Goblin": every attacking creature of that kind, whoever controls it (508.1k).
_ATTACKING = re.compile(r"(?:other )?attacking [A-Za-z]+")
#: "creature you control with flying / with power 4 or greater": a group narrowed by what it has.
_WITH = re.compile(rf"(.+ (?:{'|'.join(_WHOSE)})) with (?:power \d+ or (?:greater|less)|[a-z]+)")


def _attacking_or_with(phrase: str) -> bool:
    """A group counted whole though it doesn't end with whose it is: "attacking creature",
    "other attacking Kavu", "creature you control with flying" (its "with" read by `group`)."""
    return bool(_ATTACKING.fullmatch(phrase) or _WITH.fullmatch(phrase))


def _its_for(counted: str, targets: Any, e: Effect) -> int | str:
    """What "its" in `counted` means for instruction `e` ("self" for "~'s")."""
    if not counted.startswith("its "):
        return "self"
    found = _its(targets, e)
    return "unclear" if found is None else found


def _its(targets: Any, e: Effect) -> int | str | None:
    """What "its" means in a count: the card itself when nothing is targeted and "it" is the
    card (not another object a trigger names); the one target object named so far when the
    instruction is about it or about a player ("Target creature gets +X/+0 …, where X is its
    power", "Destroy target creature and you lose life equal to its toughness"). Damage "equal
    to its power" is a creature dealing damage by its power (bite, fight): not read here. Nor
    "its" after a cost that sacrificed a permanent, which "its" could mean instead."""
    if e.get("op") in ("damage", "damage_each", "damage_attacked"):
        return None
    if targets.sacrificed:
        return None  # "its" could be the sacrificed permanent's: not clear
    if not targets.specs:
        return "self" if targets.it_is_self else None
    if len(targets.specs) != 1:
        return None
    spec = targets.specs[0]
    if spec["kind"] not in ("creature", "permanent") or spec.get("max", 1) != 1:
        return None
    return 0 if e.get("target", 0) == 0 else None


def cards_phrase(phrase: str) -> tuple[str, dict[str, Any]] | None:
    """ "cards in your hand", "creature card in your graveyard", "instant and sorcery cards in
    all graveyards" -> the zone and a filter whose `controller` is "you" (your zone) or "any"
    (every player's), for a static ability's count; None for other phrases."""
    m = pattern(r"(?:(.+?) )?cards? in (your|all) (hand|graveyard)s?").fullmatch(phrase)
    if not m:
        return None
    q = _cards(m.group(1), m.group(2), m.group(3), None)
    if q is None:
        return None
    return m.group(3), {
        **q.get("filter", {}),
        "controller": "you" if q.get("player") != "each" else "any",
    }


def _subtype_cards(
    out: dict[str, Any], parts: list[str], whose: str, targets: Any
) -> dict[str, Any] | None:
    """ "Elf cards in your graveyard", "Lesson cards", "Zombie or Elf cards": cards with the
    subtype, or any of them (205.3); None when a word isn't a subtype."""
    kinds = [_subtype(p) for p in parts]
    if None in kinds:
        return None
    flt = {"subtypes": kinds} if len(kinds) == 1 else {"any_subtypes": kinds}
    return _whose_cards({**out, "filter": flt}, whose, targets)


def _subtype(word: str) -> str | None:
    """The subtype a word names, of creatures, artifacts, enchantments, lands, instants or
    sorceries (205.3g-k), or None."""
    if creature_type(word) == word or word in SPELL_SUBTYPES:
        return word
    if word in ARTIFACT_TYPES or word in ENCHANTMENT_TYPES:
        return word
    land = SUBTYPE_WORDS.get(word)
    return word if land == [word] else None


def _cards(kind: str | None, whose: str, zone: str, targets: Any) -> dict[str, Any] | None:
    """ "creature cards in your graveyard", "cards in that player's hand"."""
    out: dict[str, Any] = {"count": "cards", "zone": zone}
    if kind:
        words = pattern(r",? and |,? or ").sub(" or ", kind)
        flt = spell_filter(words)
        if flt is None:
            parts = words.split(" or ")
            if not all(p in TYPE_WORDS for p in parts):
                return _subtype_cards(out, parts, whose, targets)
            types = sorted({TYPE_WORDS[p] for p in parts})
            flt = {"types": types} if len(types) == 1 else {"any_types": types}
        if flt:
            out["filter"] = flt
    return _whose_cards(out, whose, targets)


def _whose_cards(out: dict[str, Any], whose: str, targets: Any) -> dict[str, Any] | None:
    """The count of cards with whose zone it is: yours, every player's, a target player's."""
    if whose == "all":
        return {**out, "player": "each"}
    if whose == "your":
        return out
    player = player_subject(whose.removesuffix("'s"), targets)
    if player is None or player.get("player") != "target":
        return None
    return {**out, "player": "target", "target": player["target"]}
