"""What a phrase of oracle text points at: objects, players and amounts.

A selector is read from its words, one by one, into the vocabulary's `Filter` and `TargetSpec`:
"target nonblack creature an opponent controls" is a target spec for a creature, with a filter of
not black and an opponent's; "each other creature you control" is a filter; "a", "two", "X" are
amounts. A phrase with a word the reader doesn't know is not read at all (None): the line it is in
stays unsupported rather than being read as something narrower or wider than it says.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.noun_alternatives import alternatives

# The word tables, read here and re-exported for the readers that import them from here.
from engine.cards.compiler.selector_words import COLOR_WORDS as COLOR_WORDS
from engine.cards.compiler.selector_words import NUMBERS as NUMBERS
from engine.cards.compiler.selector_words import PERMANENT_WORDS as PERMANENT_WORDS
from engine.cards.compiler.selector_words import SUBTYPE_WORDS as SUBTYPE_WORDS
from engine.cards.compiler.selector_words import TYPE_WORDS as TYPE_WORDS
from engine.cards.compiler.spell_phrases import SPELL_PHRASE, spell_phrase
from engine.cards.compiler.text import pattern
from engine.cards.vocabulary import (
    ARTIFACT_TYPES,
    ENCHANTMENT_TYPES,
    LAND_TYPES,
    creature_type,
    normalise_keyword,
)
from engine.cards.vocabulary.creature_types import NAME_WORDS, is_creature_type
from engine.cards.vocabulary.keyword_names import QUALITY_KEYWORDS
from engine.cards.vocabulary.type_line import PLANESWALKER_TYPES


def _non_subtype(word: str) -> str | None:
    """ "non-Aura", "non-Elf", "non-Desert": the subtype (205.3g-i, 205.3m) a "non-" word
    excludes, spelled as the CR lists it, or None."""
    if not word.startswith("non-"):
        return None
    named = word[4:]
    if named in ARTIFACT_TYPES | ENCHANTMENT_TYPES | LAND_TYPES:
        return named
    return named if is_creature_type(named) else None


_CONTROLLERS = {
    "you control": "you",
    "an opponent controls": "opponent",
    "your opponents control": "opponent",
    "you don't control": "opponent",
}


def amount(word: str) -> int | str | None:
    """ "two" -> 2, "3" -> 3, "X" -> "X"; None for a word that isn't an amount."""
    word = word.strip()
    if word in NUMBERS:
        return NUMBERS[word]
    if word.isdigit():
        return int(word)
    return "X" if word == "X" else None


def protections(piece: str) -> list[str]:
    """ "Protection from black and from red" -> its two protection abilities (702.16g: the
    shorthand behaves as two separate ones), when both are read; any other piece as it is."""
    if "rotection from " not in piece:
        return [piece]  # no protection (most pieces asked aren't)
    m = pattern(r"([Pp]rotection from) (\w+) and from (\w+)").fullmatch(piece)
    both = [f"{m[1]} {m[2]}", f"{m[1]} {m[3]}"] if m else []
    return both if both and all(normalise_keyword(p) for p in both) else [piece]


def keyword_list(words: str, *, own: bool = False) -> list[str] | None:
    """ "flying and first strike" -> the keywords (702), or None if one isn't a keyword the
    engine models; shared with the static-ability templates. `own`: the keywords an object is
    made with (a token's, 111.3), where changeling is its own characteristic-defining ability."""
    parts = [p.strip() for p in pattern(r", and |, | and ").split(words) if p.strip()]
    # "protection from red and from blue": each "from [quality]" after a protection is one
    # protection ability of its own (702.16g).
    for i in range(1, len(parts)):
        if parts[i].startswith("from ") and parts[i - 1].startswith("protection from "):
            parts[i] = "protection " + parts[i]
    out = [normalise_keyword(p) for p in parts]
    if "Changeling" in out and not own:
        # A characteristic-defining ability is the object's own (604.3a): one gained from an
        # effect in layer 6 comes after the types of layer 4, which the engine doesn't model.
        return None
    return None if not out or any(k is None for k in out) else [k for k in out if k]


#: The separators of a list of types ("artifact, creature, or enchantment", "artifacts and/or
#: creatures": either kind, 109.2), compiled once: a type group is asked of every noun phrase.
_TYPE_LIST = re.compile(r",? (?:and/)?or |, ")
#: The most words a type group that isn't a list has ("Urza's Tower", "Time Lords").
_GROUP_WORDS = max(
    NAME_WORDS,
    *(len(w.split(" ")) for w in (*PERMANENT_WORDS, *SUBTYPE_WORDS, *TYPE_WORDS, "tokens")),
)


def _type_group(words: str) -> tuple[dict[str, Any], str] | None:
    """ "artifact or enchantment" -> the filter part and the target kind it needs."""
    words = words.strip()
    if words in PERMANENT_WORDS:
        return {}, "permanent"
    if words in SUBTYPE_WORDS:
        return {"subtypes": SUBTYPE_WORDS[words]}, "permanent"
    if words in TYPE_WORDS:
        kind = "creature" if TYPE_WORDS[words] == "Creature" else "permanent"
        return {"types": [TYPE_WORDS[words]]}, kind
    if (named := creature_type(words)) is not None:
        # "Goblins you control", "another Ally": a permanent of that subtype (109.2), whatever
        # its card type (a kindred Goblin enchantment is one too, 205.3m).
        return {"subtypes": [named]}, "permanent"
    if words in ("token", "tokens"):
        return {"token": True}, "permanent"  # "target token an opponent controls" (111.1)
    if " or " not in words and "/or " not in words and ", " not in words:
        return None  # one word group, and none of the above: no list to split (most calls)
    parts = [p.strip() for p in _TYPE_LIST.split(words) if p.strip()]
    if len(parts) > 1 and all(p in TYPE_WORDS for p in parts):
        return {"any_types": sorted({TYPE_WORDS[p] for p in parts})}, "permanent"
    return _mixed_types(parts) if len(parts) > 1 else None


def _one_kind(word: str) -> dict[str, list[str]] | None:
    """One alternative of an "or" list: a card type, or one subtype (205.3)."""
    if word in TYPE_WORDS:
        return {"types": [TYPE_WORDS[word]]}
    if len(SUBTYPE_WORDS.get(word, ())) == 1:
        return {"subtypes": SUBTYPE_WORDS[word]}
    named = creature_type(word)
    return None if named is None else {"subtypes": [named]}


def _mixed_types(parts: list[str]) -> tuple[dict[str, Any], str] | None:
    """ "Djinn or Efreet", "creature or Vehicle", "Spirit or enchantment": a permanent with
    one of the subtypes (205.3), or an "or" of a card type and subtypes — each alternative
    whole (a Vehicle needn't be a creature, 301.7)."""
    kinds = [_one_kind(p) for p in parts]
    if any(k is None for k in kinds):
        return None
    if all("subtypes" in k for k in kinds if k is not None):
        return {"any_subtypes": [k["subtypes"][0] for k in kinds if k is not None]}, "permanent"
    return {"any_of": kinds}, "permanent"


def _adjectives(words: list[str], flt: dict[str, Any]) -> bool:
    """Fold the words before the noun ("tapped nonblack") into `flt`; False on an unknown one."""
    for word in (w.rstrip(",") for w in words):
        if word in ("other", "another"):
            flt["other"] = True
        elif word in ("tapped", "untapped"):
            flt["tapped"] = word == "tapped"
        elif word == "attacking":
            flt["attacking"] = True
        elif word == "blocking":
            flt["blocking"] = True  # 506.4, 509.1g
        elif word == "nontoken":
            flt["token"] = False
        elif word == "commander":
            flt["commander"] = True  # "commander creatures you own" (903.3, `_noun_phrase`)
        elif word in ("basic", "legendary", "snow"):
            flt.setdefault("supertypes", []).append(word.capitalize())  # 205.4a
        elif word in ("nonbasic", "nonlegendary", "nonsnow"):
            flt.setdefault("not_supertypes", []).append(word[3:].capitalize())  # 205.4a
        elif (excluded := _non_subtype(word)) is not None:
            # "non-Aura enchantment", "non-Elf creature": a subtype it hasn't (205.3).
            flt.setdefault("not_subtypes", []).append(excluded)
        elif word in COLOR_WORDS:
            flt.setdefault("colors", []).append(COLOR_WORDS[word])
        elif word in ("colorless", "monocolored", "multicolored") and "colored" not in flt:
            flt["colored"] = word  # how many colors it has (105.2a-c)
        elif word.startswith("non") and word[3:] in COLOR_WORDS:
            flt.setdefault("not_colors", []).append(COLOR_WORDS[word[3:]])
        elif word.startswith("non") and word[3:] in TYPE_WORDS:
            flt.setdefault("not_types", []).append(TYPE_WORDS[word[3:]])
        elif word in TYPE_WORDS:
            # "artifact creatures", "enchantment creature": a card type before the noun, which
            # the object has as well (205.2a).
            flt.setdefault("types", []).append(TYPE_WORDS[word])
        elif is_creature_type(word) or word in PLANESWALKER_TYPES:
            # "Sliver creatures", "other Elf creatures", "a Gideon planeswalker": a creature or
            # planeswalker type (205.3j) before the noun.
            flt.setdefault("subtypes", []).append(word)
        else:
            return False
    return True


_POWER_AT_MOST_COUNT = re.compile(
    r"with power less than or equal to the number of (.+? (?:you|an opponent) controls?)(?= |$)"
)


#: "With a +1/+1 counter on it", "without a level counter on it", "with +1/+1 counters on
#: them": a counter of a kind on the object (122.1) — not "with no counters on them" (none of
#: any kind).
_COUNTERS_ON = re.compile(
    r"(with|without) (?:an? (?!no )([^ ]+) counter on it|(?!no )([^ ]+) counters on them)(?= |$)"
)


_NAME_LIST = re.compile(r"with a name originally printed in the (Antiquities|Homelands) expansion")


#: "That's a Wolf or a Werewolf", "that's a Barbarian, a Warrior, or a Berserker" after a noun.
_THATS_ONE_OF = re.compile(
    r"that's ((?:an? )?[\w-]+(?:, (?:an? )?[\w-]+)*,? or (?:an? )?[\w-]+)(?= |$)"
)


def _suffix(rest: str, flt: dict[str, Any]) -> bool:
    """ "with flying", "without flying", "you control" … after the noun; False if unknown."""
    rest = rest.strip()
    while rest:
        whose = next((w for w in _CONTROLLERS if rest == w or rest.startswith(w + " ")), None)
        if whose is not None and "controller" not in flt:
            # "… an opponent controls with mana value 2 or less": the controller, then more.
            flt["controller"] = _CONTROLLERS[whose]
            rest = rest[len(whose) :].strip()
            continue
        if (p := _POWER_AT_MOST_COUNT.match(rest)) and (counted := group(p.group(1))):
            # "with power less than or equal to the number of Islands you control"
            flt["power_at_most_count"] = counted
            rest = rest[p.end() :].strip()
            continue
        if (p := pattern(r"you (don't )?own(?= |$)").match(rest)) and "owned_by_you" not in flt:
            # "permanents you don't own" (Agent of Treachery): whose they are (108.3).
            flt["owned_by_you"] = not p.group(1)
            rest = rest[p.end() :].strip()
            continue
        if pattern(r"tokens?( |$)").match(rest) and "token" not in flt:
            # "creature token", "creature tokens you control": a token (111.1).
            flt["token"] = True
            rest = rest.partition(" ")[2].strip()
            continue
        if p := _COUNTERS_ON.match(rest):
            # "with a +1/+1 counter on it", "with +1/+1 counters on them" (122.1).
            key = "counters" if p.group(1) == "with" else "not_counters"
            flt.setdefault(key, []).append(p.group(2) or p.group(3))
            rest = rest[p.end() :].strip()
            continue
        if (p := _NAME_LIST.match(rest)) and "name_list" not in flt:
            # "with a name originally printed in the Antiquities expansion": its name on the
            # list the CR keeps (206.3b, 206.3c).
            flt["name_list"] = p.group(1).lower()
            rest = rest[p.end() :].strip()
            continue
        if (
            p := pattern(r"with mana value X( or less)?(?= |$)").match(rest)
        ) and "mana_value" not in rest[p.end() :]:
            # "each permanent with mana value X or less" (Ugin), "target creature with mana value
            # X" (Plaguebearer): X as announced (107.3a), settled before it is compared.
            flt["mana_value_at_most_x" if p.group(1) else "mana_value_is_x"] = True
            rest = rest[p.end() :].strip()
            continue
        if (p := pattern(r"that (?:was|were) dealt damage this turn(?= |$)").match(rest)) and (
            "dealt_damage_this_turn" not in flt
        ):
            flt["dealt_damage_this_turn"] = True  # the turn's record (120.3)
            rest = rest[p.end() :].strip()
            continue
        if (p := pattern(r"that(?:'s| are) one or more colors(?= |$)").match(rest)) and (
            "colored" not in flt
        ):
            flt["colored"] = "colored"  # any color at all (105.2)
            rest = rest[p.end() :].strip()
            continue
        if (p := _THATS_ONE_OF.match(rest)) and not {"any_of", "any_subtypes"} & set(flt):
            # "creature you control that's a Wolf or a Werewolf", "… that's an artifact or
            # Human": one of the types or subtypes besides what the noun says (205.3).
            listed = [pattern(r"^an? ").sub("", w) for w in _TYPE_LIST.split(p.group(1)) if w]
            either = _mixed_types(listed)
            if either is None:
                return False
            flt.update(either[0])
            rest = rest[p.end() :].strip()
            continue
        if (p := pattern(r"attached to an? (.+)").fullmatch(rest)) and (host := group(p[1])):
            flt["attached_to"] = host  # "Aura attached to a creature you control" (303.4)
            break
        if p := pattern(r"with (power|toughness|mana value) (\d+) or (less|greater)").match(rest):
            # Power and toughness (208.1) as they are now; mana value (202.3) from the cost.
            measure = p.group(1).replace(" ", "_")
            flt[f"{measure}_at_{'most' if p.group(3) == 'less' else 'least'}"] = int(p.group(2))
            rest = rest[p.end() :].strip()
            continue
        m = pattern(r"(with|without) ([a-z ]+?)(?= you | an opponent | your |$)").match(rest)
        # The keywords a selector may name ("with flying") are registered so by their packages.
        if not m or m.group(2) not in QUALITY_KEYWORDS:
            return False
        key = "keywords" if m.group(1) == "with" else "not_keywords"
        flt.setdefault(key, []).append(QUALITY_KEYWORDS[m.group(2)])
        rest = rest[m.end() :].strip()
    return True


#: Qualities said of creatures ("with flying", "with power 4 or greater"; a noncreature has no
#: power, 208.3): after a list of types they qualify its last type, the creature.
_CREATURE_QUALITIES: tuple[str, ...] = ("keywords", "not_keywords", "power_at_most")
_CREATURE_QUALITIES += ("power_at_least", "toughness_at_most", "toughness_at_least")
_CREATURE_QUALITIES += ("power_at_most_count",)


def _last_type_qualified(flt: dict[str, Any], listed: list[str]) -> dict[str, Any] | None:
    """ "artifact, enchantment, or creature with flying": an artifact, an enchantment, or a
    creature with flying — an "or" of filters, the qualifier on the last type only (Broken
    Wings destroys any artifact). A mana value ("creature or planeswalker with mana value 3 or
    less", which every permanent has, 202.3) and a controller still go with the whole list.
    None when the list doesn't end in "creature": whose quality it is isn't clear."""
    qualities = {k: flt.pop(k) for k in _CREATURE_QUALITIES if k in flt}
    if not qualities:
        return flt
    if listed[-1] != "Creature":
        return None
    del flt["any_types"]
    alternatives = [{"types": [t]} for t in listed[:-1]]
    return {"any_of": [*alternatives, {"types": ["Creature"], **qualities}], **flt}


#: The filter's words for a power or toughness (208.1).
_P_T = frozenset({"power_at_most", "power_at_least", "toughness_at_most", "toughness_at_least"})
_P_T |= {"power_at_most_count"}


def says_power(flt: dict[str, Any]) -> bool:
    """Whether a filter, or one of its alternatives, says a power (208.1), which the layer
    system's filters don't read: a group by power would depend on layer 7 itself (613.8)."""
    return bool(_P_T & set(flt)) or any(says_power(alt) for alt in flt.get("any_of", ()))


def noun_phrase(phrase: str) -> tuple[dict[str, Any], str] | None:
    """ "nonblack creature an opponent controls" -> (filter data, target kind), or None.

    The kind is what a target spec needs (CR 115.1): "creature" for creatures, "permanent" for
    other permanents (their types in the filter). An "or" of whole noun phrases ("land or
    nonblack creature") is read when the phrase isn't one noun phrase (`noun_alternatives`).
    """
    if " other than " in phrase:
        return _other_than(phrase.strip())
    found = _noun_phrase(phrase.strip())
    if found is None and " or " in phrase:
        return alternatives(phrase.strip(), _noun_phrase)
    return found


#: How a permanent's text names itself after "other than" (`_other_than`).
_OTHER_THAN = pattern(
    r"(.+) other than (?:~|this (?:creature|enchantment|Equipment|artifact|land|permanent))"
)


def _other_than(phrase: str) -> tuple[dict[str, Any], str] | None:
    """ "Dinosaurs you control other than this creature", "creature you control other than ~":
    the noun phrase without the object whose ability it is (109.2), as "another" says."""
    m = _OTHER_THAN.fullmatch(phrase)
    found = noun_phrase(m.group(1)) if m else None
    return None if found is None else ({**found[0], "other": True}, found[1])


def _noun_phrase(phrase: str) -> tuple[dict[str, Any], str] | None:
    """One noun phrase: adjectives, a type group and what follows it."""
    combat = "attacking or blocking "
    if combat in phrase:
        found = noun_phrase(phrase.replace(combat, "", 1))
        return None if found is None else ({**found[0], "in_combat": True}, found[1])
    words = phrase.split(" ")
    if len(words) > 3 and words[1] == "or" and {words[0], words[2]} <= set(COLOR_WORDS):
        # "green or white creature": one of the colors (105.2), the rest said of both.
        found = noun_phrase(" ".join(words[3:]))
        if found is None or {"any_of", "any_types", "colors"} & set(found[0]):
            return None
        either = [{"colors": [COLOR_WORDS[w]]} for w in (words[0], words[2])]
        return {**found[0], "any_of": either}, found[1]
    # A run of words longer than a type's name is a type group only when it is a list ("…, …
    # or …"): in a phrase without one, single-spaced (most), longer runs aren't tried — each
    # would be None (issue 28: the whole corpus's compile asked for 470,000 runs).
    plain = phrase.split() == words and not any(mark in phrase for mark in (" or ", "/or ", ", "))
    longest = _GROUP_WORDS if plain else len(words)
    for i in range(len(words)):
        for j in range(min(len(words), i + longest), i, -1):
            group = _type_group(" ".join(words[i:j]))
            if group is None:
                continue
            base, kind = group
            flt = {k: list(v) if isinstance(v, list) else v for k, v in base.items()}
            if not _adjectives(words[:i], flt) or not _suffix(" ".join(words[j:]), flt):
                if ("subtypes" in base or "types" in base) and j < len(words):
                    continue  # "Elf creatures": the type is the adjective of a later noun
                return None
            if ("any_of" in base or "any_subtypes" in base) and set(_CREATURE_QUALITIES) & set(flt):
                return None  # whose quality it is in a list of subtypes isn't clear
            if {"any_of", "any_subtypes", "any_types"} & set(base) and "counters" in flt:
                return None  # "artifact or creature with a counter on it": whose, unclear
            if "any_types" in base:
                listed = [TYPE_WORDS[p] for p in _TYPE_LIST.split(" ".join(words[i:j]))]
                qualified = _last_type_qualified(flt, listed)
                if qualified is None:
                    return None
                flt = qualified
            if "types" in flt and "types" in base:
                # "artifact creature": the adjective's type first, as a type line says it.
                noun = base["types"]
                flt["types"] = [*(t for t in flt["types"] if t not in noun), *noun]
            if kind == "creature" and flt.get("types") == ["Creature"]:
                del flt["types"]
            if flt.get("commander") and flt.get("owned_by_you") is not True:
                # The filter's commander is its player's own, which they own (903.3, 108.3):
                # "commander creatures you control" may be another player's too.
                return None
            return flt, kind
    return None


def target(phrase: str) -> dict[str, Any] | None:
    """A target spec (CR 115.1) for "target creature", "any target", "target player" …"""
    phrase = phrase.strip()
    text = phrase
    if phrase == "any target":
        return {"kind": "any", "text": text}
    if phrase == "any other target":
        # "Any target" but one chosen for an earlier target of the same spell or ability, or
        # without one the object itself ("another", 115.3; `add_target`, `Scope.add`).
        return {"kind": "any", "filter": {"other": True}, "text": text}
    if phrase == "target player":
        return {"kind": "player", "text": text}
    if phrase == "target player or planeswalker":
        # "Any target" narrowed: players, and of permanents only planeswalkers (115.4).
        return {"kind": "any", "filter": {"types": ["Planeswalker"]}, "text": text}
    if phrase == "target opponent or planeswalker":
        # An opponent (102.2), or a planeswalker whoever controls it (115.4).
        return {
            "kind": "any",
            "filter": {"types": ["Planeswalker"]},
            "opponent": True,
            "text": text,
        }
    if up_to := pattern(r"up to one (other )?(target .+)").fullmatch(phrase):
        # "Up to one target creature" (601.2c: a number of targets from 0 to 1); "other" is
        # "another" (Solitude's "up to one other target creature").
        one = target(("another " if up_to.group(1) else "") + up_to.group(2))
        return None if one is None else {**one, "min": 0, "text": text}
    if phrase == "target opponent":
        # An opponent of the player choosing targets (102.2): a player spec, "opponent" whose.
        return {"kind": "player", "filter": {"controller": "opponent"}, "text": text}
    m = pattern(r"(another )?target (.+)").fullmatch(phrase)
    if not m:
        return None
    rest = m.group(2)
    if not m.group(1) and (stack := stack_target(rest)) is not None:
        return {**stack, "text": text}
    if SPELL_PHRASE.fullmatch(rest):
        of_spell = spell_phrase(rest)
        if of_spell is None:
            return None
        spec: dict[str, Any] = {"kind": "spell", "text": text}
        if of_spell:
            spec["filter"] = of_spell
        return spec
    found = noun_phrase(rest)
    if found is None:
        return None
    flt, kind = found
    if m.group(1):
        flt["other"] = True
    out: dict[str, Any] = {"kind": kind, "text": text}
    if flt:
        out["filter"] = flt
    return out


#: "Target activated or triggered ability" and its kin (113.3b-c), "target spell or ability":
#: objects on the stack other than spells; a mana ability is never there (605.3b). "Target spell
#: or [nonland] permanent": a spell on the stack or a permanent (115.1).
_STACK_TARGETS: dict[str, dict[str, Any]] = {
    "activated or triggered ability": {"kind": "ability"},
    "activated ability": {"kind": "ability", "abilities": ["activated"]},
    "triggered ability": {"kind": "ability", "abilities": ["triggered"]},
    "spell or ability": {"kind": "spell_or_ability"},
    "spell, activated ability, or triggered ability": {"kind": "spell_or_ability"},
    "spell or permanent": {"kind": "spell_or_permanent"},
    "spell or nonland permanent": {"kind": "spell_or_permanent", "filter": {"not_types": ["Land"]}},
}


def stack_target(words: str) -> dict[str, Any] | None:
    """The target spec of "[spell or] ability" words after "target", or None (115.1)."""
    found = _STACK_TARGETS.get(words)
    return None if found is None else dict(found)


#: Where a target spec's kind looks for objects: "another" contrasts with an earlier target
#: only in the same zone.
_TARGET_ZONES = {
    "creature": "battlefield",
    "permanent": "battlefield",
    "any": "battlefield",
    "card": "graveyard",
    "spell": "stack",
    "ability": "stack",
    "spell_or_ability": "stack",
    "spell_or_permanent": "stack or battlefield",
}


def add_target(specs: list[dict[str, Any]], spec: dict[str, Any]) -> int:
    """Add `spec` to a spell's or ability's target specs, in the order its text names them;
    its index. "Another target …" after an earlier target in the same zone contrasts with that
    target (Leeching Bite, Drooling Groodion: 115.3, the same object can't be chosen for both),
    not with the object itself, which it says only when nothing was targeted before it."""
    flt = spec.get("filter", {})
    zone = _TARGET_ZONES.get(spec["kind"])
    if flt.get("other") and zone and any(_TARGET_ZONES.get(s["kind"]) == zone for s in specs):
        rest = {k: v for k, v in flt.items() if k != "other"}
        spec = {k: v for k, v in spec.items() if k != "filter"}
        spec["other_than_earlier"] = True
        if rest:
            spec["filter"] = rest
    specs.append(spec)
    return len(specs) - 1


def group(phrase: str) -> dict[str, Any] | None:
    """An untargeted set of permanents: "each creature", "creatures you control", "all
    artifacts", "each other creature you control" -> a filter (CR 115.10a: no targets)."""
    phrase = phrase.strip()
    first = phrase.split(" ")[0].rstrip(",")  # "Skeletons, Vampires, and Zombies"
    if creature_type(first) is None and first not in SUBTYPE_WORDS:
        phrase = phrase[:1].lower() + phrase[1:]  # "Creatures you control" starts a sentence
    every = pattern(r"(all|All) ").match(phrase) is not None
    phrase = pattern(r"^(each|all|All) ").sub("", phrase)
    if every and " and " in phrase:
        return _union(phrase)
    if " and " in phrase and (listed := _and_list(phrase)) is not None:
        phrase = listed
    found = noun_phrase(phrase)
    if found is None and phrase[:1].islower():
        # "Knights you control get +2/+1" begun a sentence a reader lowered: a subtype (205.3).
        cap = phrase[:1].upper() + phrase[1:]
        if creature_type(cap.split(" ")[0]) is not None or cap.split(" ")[0] in SUBTYPE_WORDS:
            found = noun_phrase(cap)
    if found is None:
        return None
    flt, kind = found
    if kind == "creature" and "types" not in flt:
        flt["types"] = ["Creature"]
    return flt


def _union(phrase: str) -> dict[str, Any] | None:
    """ "all artifacts, creatures, and enchantments", "all Auras and Equipment": each
    permanent of any of the types listed (a plural list joined by "and" is their union)."""
    parts = [p.strip() for p in pattern(r",? and |, ").split(phrase) if p.strip()]
    if len(parts) < 2 or any(p in TYPE_WORDS and not p.endswith("s") for p in parts):
        return None
    plural = [p for p in parts if p in TYPE_WORDS or p == "Equipment" or p.endswith("s")]
    found = _mixed_types(parts) if len(plural) == len(parts) else None
    if found is None:
        return None
    kinds = [_one_kind(p) for p in parts]
    if all(k is not None and "types" in k for k in kinds):
        return {"any_types": sorted(TYPE_WORDS[p] for p in parts)}
    return found[0]


#: A plural list of types or subtypes joined by "and", one word each: "Orcs and Goblins",
#: "Skeletons, Vampires, and Zombies", "artifacts and enchantments".
_AND_LIST = re.compile(r"((?:[\w-]+, )*[\w-]+,? and [\w-]+)(?= |$)")


def _and_list(phrase: str) -> str | None:
    """ "other Orcs and Goblins you control" as "other Orcs or Goblins you control": a plural
    list joined by "and" names every permanent of any of its kinds (their union), what comes
    before and after it said of each; None when the phrase holds no such list."""
    first, _, rest = phrase.partition(" ")
    lead = f"{first} " if first == "other" else ""
    m = _AND_LIST.match(rest if lead else phrase)
    if m is None:
        return None
    parts = [p for p in pattern(r",? and |, ").split(m.group(1)) if p]
    if any(_one_kind(p) is None or (p in TYPE_WORDS and not p.endswith("s")) for p in parts):
        return None
    tail = (rest if lead else phrase)[m.end() :]
    return f"{lead}{' or '.join(parts)}{tail}"


def says_other(data: object) -> bool:
    """Whether a quantity's or a filter's data counts "other" objects anywhere in it: other than
    the card, which only a count said of the card itself can mean."""
    if isinstance(data, dict):
        return data.get("other") is True or any(says_other(v) for v in data.values())
    if isinstance(data, list | tuple):
        return any(says_other(v) for v in data)
    return False
