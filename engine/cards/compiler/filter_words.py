"""Filters and targets in words, for the card page's "the engine reads this as …": the
selectors every family's words share ("target nonblack creature you control", "creature spell
with mana value 3 or less")."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler import library
from engine.cards.vocabulary.creature_types import plural_of

COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def one(words: str) -> str:
    """One object of a filter in words: "a creature", "an artifact", "another Zombie" ("other"
    and the article become one word, as oracle text writes it)."""
    if words.startswith("other "):
        return "another " + words.removeprefix("other ")
    return f"{'an' if words[:1].lower() in 'aeiou' else 'a'} {words}"


def filter_words(flt: dict[str, Any], noun: str = "permanent", plural: bool = False) -> str:
    """ "other untapped nontoken white Soldier creature you control": a filter in words."""
    words: list[str] = []
    if flt.get("other"):
        words.append("other")
    if flt.get("tapped") is not None:
        words.append("tapped" if flt["tapped"] else "untapped")
    if flt.get("attacking"):
        words.append("attacking")
    if flt.get("blocking"):
        words.append("blocking")
    if flt.get("in_combat"):
        words.append("attacking or blocking")
    if flt.get("token") is False:
        words.append("nontoken")
    if flt.get("colored"):
        words.append(flt["colored"])
    words += [COLORS[c] for c in flt.get("colors", ())]
    words += [f"non{COLORS[c]}" for c in flt.get("not_colors", ())]
    words += [f"non{t.lower()}" for t in flt.get("not_types", ())]
    words += [f"non{t.lower()}" for t in flt.get("not_supertypes", ())]
    words += [f"non-{t}" for t in flt.get("not_subtypes", ())]
    words += [t.lower() for t in flt.get("supertypes", ())]
    words += list(flt.get("subtypes", ()))
    if flt.get("any_subtypes"):
        words.append(" or ".join(flt["any_subtypes"]))
    if flt.get("any_of"):
        # "artifact, enchantment, or creature with flying": each alternative with its own
        # qualifier, in the order the card lists them.
        said = [filter_words(alt, noun, plural) for alt in flt["any_of"]]
        noun = " or ".join(said) if len(said) == 2 else f"{', '.join(said[:-1])}, or {said[-1]}"
        plural = False
    elif flt.get("any_types"):
        noun = " or ".join(t.lower() for t in flt["any_types"])
    elif flt.get("types"):
        noun = " ".join(t.lower() for t in flt["types"])
    if flt.get("token") is True:
        noun = f"{noun} token" if noun != "permanent" else "token"
    words.append(plural_of(noun) if plural else noun)
    for k in flt.get("keywords", ()):
        words.append(f"with {k.lower()}")
    for k in flt.get("not_keywords", ()):
        words.append(f"without {k.lower()}")
    if flt.get("power_at_most") is not None:
        words.append(f"with power {flt['power_at_most']} or less")
    if flt.get("power_at_least") is not None:
        words.append(f"with power {flt['power_at_least']} or greater")
    for bound, than in (("most", "less"), ("least", "greater")):
        if flt.get(f"toughness_at_{bound}") is not None:
            words.append(f"with toughness {flt[f'toughness_at_{bound}']} or {than}")
    if flt.get("power_at_most_count") is not None:
        counted = filter_words(flt["power_at_most_count"], plural=True)
        words.append(f"with power at most the number of {counted}")
    who = {"you": "you control", "opponent": "an opponent controls"}.get(flt.get("controller", ""))
    if who:
        words.append(who)
    if (listed := flt.get("name_list")) is not None:
        expansion = listed.capitalize()
        rule = "206.3b" if listed == "antiquities" else "206.3c"
        words.append(f"with a name originally printed in the {expansion} expansion ({rule})")
    for kind in flt.get("counters", ()):
        words.append(f"with {one(kind)} counter on it (122.1)")
    for kind in flt.get("not_counters", ()):
        words.append(f"without {one(kind)} counter on it (122.1)")
    if flt.get("dealt_damage_this_turn"):
        words.append("that was dealt damage this turn (120.3)")
    if flt.get("dealt_damage_by_source"):
        words.append("this spell dealt damage to this turn (120.3)")
    words += _related_words(flt)
    return " ".join([*words, *mana_value_words({"filter": flt})])


def _related_words(flt: dict[str, Any]) -> list[str]:
    """ "attached to a creature you control (303.4, 301.5)", "with the same name as target 1
    (201.2a)": what a filter says of another object."""
    out = []
    if flt.get("attached_to") is not None:
        out.append(f"attached to {one(filter_words(flt['attached_to']))} (303.4, 301.5)")
    if (host := flt.get("attached_to_object")) is not None:
        that = "that creature" if host == "that_creature" else f"its {_NTH[host]} target"
        out.append(f"attached to {that} as this is done (608.2h)")
    if (named := flt.get("same_name_as")) is not None:
        out.append(f"other than its {_NTH[named]} target, with the same name as that object")
        out.append("(201.2a; as it last existed if it left, 608.2h)")
    return out


#: A target spec's index in words (the first is 0).
_NTH: tuple[str, ...] = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh")
_NTH += ("eighth", "ninth", "tenth")


def spell_words(flt: dict[str, Any]) -> str:
    """ "creature spell with mana value 3 or less (202.3)": the noun is "spell" after its types."""
    aside = ("single_target", "targets_source", "targets_object", "colors")
    core = {k: v for k, v in flt.items() if "mana_value" not in k and k not in aside}
    what = filter_words(core, "spell") if core else "spell"
    what = what if what.endswith("spell") else f"{what} spell"
    colors = [COLORS[c] for c in flt.get("colors", ())]
    if colors:
        # A cast trigger's colors are an "or" ("a blue or black spell", 105.2).
        what = f"{_either(colors)} {what}"
    single = ["with a single target (115.9a)"] if flt.get("single_target") else []
    if flt.get("targets_source"):
        single.append("that targets this permanent (115.1)")
    if flt.get("targets_object"):
        single.append(f"that targets {one(filter_words(flt['targets_object']))} (115.1)")
    return " ".join([what, *mana_value_words({"filter": flt}), *single])


def _either(said: list[str]) -> str:
    """ "white", "blue or black", "white, blue, black, or red"."""
    if len(said) < 3:
        return " or ".join(said)
    return f"{', '.join(said[:-1])}, or {said[-1]}"


def stack_words(spec: dict[str, Any]) -> str:
    """ "activated or triggered ability (not a mana ability, 605.3b)", "spell or ability …"."""
    abilities = " or ".join(spec.get("abilities", ("activated", "triggered")))
    single = " with a single target (115.9a)" if spec.get("filter", {}).get("single_target") else ""
    spell = "spell or " if spec["kind"] == "spell_or_ability" else ""
    return f"{spell}{abilities} ability{single} (on the stack; not a mana ability, 605.3b)"


def mana_value_words(holder: dict[str, Any]) -> list[str]:
    """ "with mana value 3 or less (202.3)" for the filter `holder` holds, if it says one."""
    flt = holder.get("filter", {})
    said = [
        f"with mana value {flt[f'mana_value_at_{bound}']} or {said} (202.3)"
        for bound, said in (("most", "less"), ("least", "greater"))
        if flt.get(f"mana_value_at_{bound}") is not None
    ]
    if flt.get("mana_value_of_source"):
        said.append("with the same mana value as the discarded card (202.3)")
    if kind := flt.get("mana_value_counters_on_source"):
        said.append(f"with mana value equal to the number of {kind} counters on this (202.3)")
    return said


def target_words(spec: dict[str, Any]) -> str:
    """A target spec in words: "any target", "target opponent", "target creature …" (115.1)."""
    kind = spec["kind"]
    if kind == "any" and spec.get("filter", {}).get("types") == ["Planeswalker"]:
        who = "opponent" if spec.get("opponent") else "player"
        return counted(spec, f"target {who} or planeswalker")
    if kind == "any":
        return counted(spec, "any target (a creature, player or planeswalker)")
    if kind == "player":
        whose = spec.get("filter", {}).get("controller")
        return counted(spec, "target opponent" if whose == "opponent" else "target player")
    if kind == "card":
        return library.target_words(spec)
    if kind == "spell":
        return counted(spec, "target " + spell_words(spec.get("filter", {})))
    if kind in ("ability", "spell_or_ability"):
        return counted(spec, "target " + stack_words(spec))
    if kind == "spell_or_permanent":
        permanent = filter_words(spec.get("filter", {}), "permanent")
        return counted(spec, f"target spell (on the stack) or {permanent}")
    said = "target " + filter_words(
        spec.get("filter", {}), "creature" if kind == "creature" else kind
    )
    if spec.get("other_than_earlier"):
        # "Another target creature" after "target creature": a criterion 115.3 leaves to the text.
        said = f"another {said} (not one chosen for an earlier target, 115.3)"
    return counted(spec, said)


def counted(spec: dict[str, Any], said: str) -> str:
    """How many of one target spec (601.2c): "up to N" may choose fewer, none with "up to one"."""
    most = spec.get("max", 1)
    up_to = "up to " if spec.get("min", 1) == 0 else ""
    if most > 1:
        return f"{up_to}{most} {said}(s)"
    return f"up to one {said}" if up_to else said


_NAMED = {
    "you": "you (its controller)",
    "each_opponent": "each opponent (no target)",
    "self": "this object",
    "enchanted": "the permanent it enchants",
    "that_player": "that player",
    "that_creature": "that creature (the one its trigger event names, 603.2)",
    "that_card": "that card (the one the creature its trigger event names became where it went, "
    "400.7e)",
}


def ref_words(ref: Any, specs: list[dict[str, Any]]) -> str:
    """What an instruction refers to, in words: a target spec of its spell or ability by index
    ("target creature"), or the object or player it names ("this object")."""
    if isinstance(ref, str) and ref in _NAMED:
        return _NAMED[ref]
    if isinstance(ref, int) and ref < len(specs):
        return target_words(specs[ref])
    return "its target"


def affected_words(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    """Whom an instruction's effect applies to, in words: each object of its group, found as it
    resolves (611.2c: the set is locked in then), or what it refers to (`ref_words`: its target,
    this object …) — "gains protection from it", "is that color", "gains that keyword"."""
    if e.get("filter") is not None:
        return f"each {filter_words(e['filter'])} (those as it resolves, 611.2c)"
    return ref_words(e["target"], specs)


def group_words(e: dict[str, Any]) -> str:
    """The group an instruction about each or all of a kind names, in words ("each creature you
    control"): with `filter_player`, said from the target player's point of view (109.5: only
    the player is targeted, "creatures target player controls")."""
    what = filter_words(e.get("filter", {}))
    if e.get("filter_player") is not None:
        return what.replace("you control", "the target player controls")
    return what
