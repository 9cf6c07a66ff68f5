"""The copying family: "Copy target instant or sorcery spell. You may choose new targets for the
copy." (Twincast, Reverberate, Dualcaster Mage, Nivix Guildmage's "… spell you control").

The copy is created on the stack under the control of whoever controls the copying spell or
ability (707.10), with the spell's copiable values and the choices made for it — its mode, X,
whether it was kicked (707.10) — and isn't cast. Its controller may choose new targets only when
the instruction says so (707.10c): the sentence that follows is read with the copy, and without
it the copy keeps the original's targets.

Token copies of permanents: "Create a token that's a copy of target creature you control[,
except it has haste / it isn't legendary / it's an artifact in addition to its other types]"
(707.2, 707.9; Cackling Counterpart, Kiki-Jiki), with what the next sentences do to "that token":
"That token gains haste." (611.2a: not part of its copiable values) and "Sacrifice it / Exile
that token at the beginning of the next end step." (a delayed triggered ability, 603.7a). The
exceptions (`exceptions`) are read here for "enters as a copy" lines too (`copy_lines`).

Left unread: copies of abilities (707.10 reaches them, but the vocabulary's copy is of spells),
"except that the copy is red" (Fork, a copy effect with an exception, 707.9), a mana value of a
spell on the stack (it counts X, 202.3e, which the filter doesn't), "twice", and "that targets
you".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.selectors import add_target, keyword_list, target
from engine.cards.compiler.spell_phrases import spell_filter
from engine.cards.compiler.text import pattern
from engine.cards.vocabulary.creature_types import CREATURE_TYPES

Effect = dict[str, Any]

#: The sentence after a copy instruction that lets its controller choose new targets (707.10c).
NEW_TARGETS = "You may choose new targets for the copy."
#: The sentence after "You may copy the exiled card." that casts the copy (707.12: imprint's,
#: `engine.mechanics.imprint`).
CAST_THE_COPY = "If you do, you may cast the copy without paying its mana cost."

_COPY = re.compile(
    r"copy target ((?:[a-z]+ )*?)spell( you control)?"
    r"(\. you may choose new targets for the copy)?"
)


def goes_on(sentence: str) -> bool:
    """Whether `sentence` is read together with the copy instruction before it."""
    return sentence in (NEW_TARGETS, CAST_THE_COPY)


_COPY_ABILITY = re.compile(
    r"copy target (activated or triggered|activated|triggered) ability( you control)?"
    r"(\. you may choose new targets for the copy)?"
)


def ability_sentence(text: str, targets: Any) -> list[Effect] | None:
    """ "copy target triggered ability you control[. you may choose new targets for the copy]"
    (Strionic Resonator, 707.10) -> a `copy_ability`, its target added; else None."""
    m = _COPY_ABILITY.fullmatch(text)
    if not m:
        return None
    kinds = ["activated", "triggered"] if " or " in m.group(1) else [m.group(1)]
    words = f"target {m.group(1)} ability{m.group(2) or ''}"
    spec: dict[str, Any] = {"kind": "ability", "abilities": kinds, "text": words}
    if m.group(2):
        spec["filter"] = {"controller": "you"}
    targets.specs.append(spec)
    index = len(targets.specs) - 1
    return [{"op": "copy_ability", "target": index, "new_targets": bool(m.group(3))}]


_BECOME_COPY = re.compile(
    r"(~|it|each other creature) becomes a copy of ((?:another )?target [a-z ,]+?)"
    r"( until end of turn)?"
    r"(?:, except (it doesn't copy that creature's color and )?(it has this ability))?"
)
#: The exception keeping the copy's own colors (707.9c), said as a clause of "except …".
RETAIN_COLORS = "doesn't copy that creature's color"


def become_copy_sentence(text: str, targets: Any) -> list[Effect] | None:
    """ "~ becomes a copy of target land[, except it has this ability]" (Thespian's Stage,
    707.4, 707.9a) and "[~ / each other creature] becomes a copy of target … until end of turn"
    (Mizzium Transreliquat, Mirrorweave: 514.2 ends it) -> a `become_copy`, its target added;
    else None. Another exception stays unread, and so does one said of each other creature."""
    m = _BECOME_COPY.fullmatch(text)
    if not m or (m.group(4) and not m.group(5)):
        return None
    if m.group(1) == "it" and not targets.it_is_self:
        return None  # "it" is the card only in its own ability (a trigger about another: no)
    each = m.group(1) == "each other creature"
    if each and (m.group(5) or not m.group(3)):
        return None
    index = targets.add(m.group(2))
    if index is None:
        return None
    found: Effect = {"op": "become_copy", "target": index}
    if each:
        # "Each other creature": the one copied is the other (611.2c: named as it resolves).
        found["each"] = {"types": ["Creature"]}
    if m.group(3):
        found["until_end_of_turn"] = True
    if m.group(5):
        found["has_this_ability"] = True
    if m.group(4):
        found["retain_colors"] = True
    return [found]


def sentence(text: str, targets: Any) -> list[Effect] | None:
    """ "copy target instant or sorcery spell [you control][. you may choose new targets for
    the copy]" (lower-case, no full stop) -> a `copy_spell`, its target added; else None."""
    m = _COPY.fullmatch(text)
    if not m:
        return None
    flt = spell_filter(m.group(1).strip())
    if flt is None:
        return None
    words = f"target {m.group(1)}spell{m.group(2) or ''}"
    if m.group(2):
        flt["controller"] = "you"
    spec: dict[str, Any] = {"kind": "spell", "text": words}
    if flt:
        spec["filter"] = flt
    targets.specs.append(spec)
    return [{"op": "copy_spell", "target": len(targets.specs) - 1, "new_targets": bool(m.group(3))}]


def said(
    e: Effect,
    specs: list[Any],
    ref: Callable[[Any, list[Any]], str],
    mods: Callable[[list[Effect]], str] | None = None,
) -> str | None:
    """The words for a copy instruction, or None for another kind."""
    if e["op"] == "create_token_copy":
        return token_copy_words(e, specs, ref, mods)
    if e["op"] == "become_copy":
        index = e.get("target", 0)
        what = str(specs[index].get("text", "target permanent")) if index < len(specs) else ""
        kept = (
            ", except it has this ability (707.9a: a later copy of it has it too)"
            if e.get("has_this_ability")
            else ""
        )
        if e.get("retain_colors"):
            kept = _RETAINED + kept
        who = (
            "each other creature (named as it resolves, 611.2c)"
            if e.get("each")
            else "this permanent"
        )
        until = (
            "until end of turn (514.2: then it has its values from before again)"
            if e.get("until_end_of_turn")
            else "for the rest of the game"
        )
        return (
            f"{who} becomes a copy of {what}{kept}, {until}: the same permanent with its counters "
            "and status; nothing enters the battlefield (707.4)"
        )
    if e["op"] == "copy_ability":
        index = e.get("target", 0)
        what = str(specs[index].get("text", "target ability")) if index < len(specs) else ""
        targets = (
            "you may choose new targets for the copy (707.10c)"
            if e.get("new_targets", True)
            else "the copy has the same targets (707.10c)"
        )
        return (
            f"copy {what}: the copy is put on the stack under your control with the same "
            f"source, modes, X and division, and isn't activated or triggered (707.10); "
            f"{targets}"
        )
    if e["op"] != "copy_spell":
        return None
    index = e.get("target")
    what = (
        str(specs[index].get("text", "target spell"))
        if isinstance(index, int) and index < len(specs)
        else "that spell (the one whose casting triggered this; as it last was on the stack if "
        "it has left, 608.2h)"
        if index is None
        else ref(index, specs)
    )
    targets = (
        "you may choose new targets for the copy (707.10c)"
        if e.get("new_targets", True)
        else "the copy has the same targets (707.10c)"
    )
    return (
        f"copy {what}: the copy is put on the stack under your control and isn't cast; it has "
        f"the spell's mode, X and kicker (707.10); {targets}"
    )


# -- copy effects on permanents: token copies and their exceptions (707.2, 707.9) --------------

#: "… except it's an Illusion in addition to its other types" (707.9a): the words of its types.
_IN_ADDITION = re.compile(
    r"is (?:an? )?((?:[A-Za-z]+ )+?)in addition to its other (?:creature )?types"
)
_CARD_TYPES = {"artifact": "Artifact", "enchantment": "Enchantment", "creature": "Creature"}
_SUPERTYPES = {"legendary": "Legendary", "snow": "Snow"}
_CREATURE_TYPES = frozenset(CREATURE_TYPES)
#: A clause of the exceptions begins where a new subject or verb does (", and it has …").
_CLAUSES = re.compile(
    r",? and (?=it |it's |the token |has |is )|, (?=it |it's |the token |is |has )"
)


def _added_types(words: str) -> Effect | None:
    """ "Illusion", "Shapeshifter Rogue", "artifact", "legendary and snow" -> add_types."""
    out: dict[str, list[str]] = {"types": [], "subtypes": [], "supertypes": []}
    for word in words.replace(" and ", " ").split():
        if word in _CARD_TYPES:
            out["types"].append(_CARD_TYPES[word])
        elif word in _SUPERTYPES:
            out["supertypes"].append(_SUPERTYPES[word])
        elif word in _CREATURE_TYPES:
            out["subtypes"].append(word)
        else:
            return None
    return {"op": "add_types", **{k: v for k, v in out.items() if v}}


_ENTERS_WITH = re.compile(
    r"enters with an additional (\+1/\+1|loyalty) counter on it"
    r"(?: if it's an? (creature|planeswalker))?"
)


def exceptions(
    text: str,
    quoted: Callable[[str], dict[str, Any] | None] | None = None,
    counters: list[Effect] | None = None,
) -> list[Effect] | None:
    """A copy effect's "except …" (707.9), lower-case, as the modifications that become part
    of the copy's copiable values (707.9b): types added ("it's an Illusion in addition to its
    other types"), "it isn't legendary", "it has haste", a base power and toughness ("it's
    7/7"), and — with `quoted`, which reads a quoted ability — "it has "When …"". Anything
    else (a color it doesn't copy, counters it enters with, a name) leaves it unread (None)."""
    found: list[Effect] = []
    abilities: list[dict[str, Any]] = []
    pieces = pattern(r"(\"[^\"]+\")").split(text)
    quotes = [p[1:-1] for p in pieces[1::2]]
    plain = "".join(p if i % 2 == 0 else f"Q{i // 2}" for i, p in enumerate(pieces))
    for clause in _CLAUSES.split(plain):
        clause = pattern(r"^(?:it|the token)(?:'s| is)(?= )").sub("is", clause.strip())
        clause = pattern(r"^(?:it|the token) ").sub("", clause)
        if m := _IN_ADDITION.fullmatch(clause):
            added = _added_types(m.group(1).strip())
            if added is None:
                return None
            found.append(added)
        elif counters is not None and (m := _ENTERS_WITH.fullmatch(clause)):
            # Not a copiable value: counters it gets as it enters (Spark Double, 614.1c).
            extra: Effect = {"counter": m.group(1)}
            if m.group(2):
                extra["if_type"] = m.group(2).capitalize()
            counters.append(extra)
        elif clause == RETAIN_COLORS:
            # It keeps its own colors (707.9c): the caller says so where it can.
            found.append({"op": "retain_colors"})
        elif clause in ("isn't legendary", "is not legendary", "is nonlegendary"):
            found.append({"op": "lose_supertypes", "supertypes": ["Legendary"]})
        elif m := pattern(r"is (\d+)/(\d+)").fullmatch(clause):
            found.append({"op": "set_pt", "power": int(m.group(1)), "toughness": int(m.group(2))})
        elif m := pattern(r"has Q(\d+)").fullmatch(clause):
            ability = quoted(quotes[int(m.group(1))]) if quoted is not None else None
            if ability is None:
                return None
            # "this creature" inside the quotes is the copy (113.3), as the card says it.
            said = quotes[int(m.group(1))].replace("~", "this creature")
            abilities.append({**ability, "text": said})
        elif (m := pattern(r"has ([a-z ,]+)").fullmatch(clause)) and (
            keywords := keyword_list(m.group(1))
        ):
            found.append({"op": "add_keywords", "keywords": keywords})
        else:
            return None
    if abilities:
        found.append({"op": "add_abilities", "abilities": abilities})
    return found if found or counters else None


#: "create a token that's a copy of target creature you control[, except …]" (lower-case).
_TOKEN_COPY = re.compile(r"create a token that's a copy of (.+?)(?:, except (.+))?")
#: What the text does to the token next, read with it: "that token" is the token (603.7c).
_LATER: dict[str, Effect] = {
    "sacrifice it at the beginning of the next end step": {"at_next_end_step": "sacrifice"},
    "sacrifice that token at the beginning of the next end step": {"at_next_end_step": "sacrifice"},
    "exile it at the beginning of the next end step": {"at_next_end_step": "exile"},
    "exile that token at the beginning of the next end step": {"at_next_end_step": "exile"},
    "that token gains haste": {"gains": ["Haste"]},
}
#: What a token copy may copy without targeting: the source itself, what it is attached to.
_UNTARGETED = {"~": "self", "equipped creature": "enchanted", "enchanted creature": "enchanted"}


def token_copy(text: str, targets: Any) -> list[Effect] | None:
    """ "create a token that's a copy of target nonlegendary creature you control, except it has
    haste. sacrifice it at the beginning of the next end step" -> a `create_token_copy` with its
    exceptions (707.9) and what then happens to the token; its target added. Else None."""
    first, *later = text.split(". ")
    m = _TOKEN_COPY.fullmatch(first)
    if m is None:
        return None
    effect: Effect = {"op": "create_token_copy"}
    if m.group(2) is not None:
        changed = exceptions(m.group(2))
        if changed is None or any(c["op"] == "add_abilities" for c in changed):
            return None
        effect["except"] = changed
    for sentence_ in later:
        then = _LATER.get(sentence_)
        if then is None or set(then) & set(effect):
            return None
        effect |= then
    what = m.group(1)
    if what in _UNTARGETED:
        effect["target"] = _UNTARGETED[what]
        return [effect]
    spec = target(what) if what.startswith("target ") else None
    if spec is None or spec["kind"] not in ("creature", "permanent") or spec.get("max", 1) != 1:
        return None
    effect["target"] = add_target(targets.specs, spec)
    return [effect]


def follows_token_copy(before: str, sentence_: str) -> bool:
    """Whether `sentence_` (with its full stop) tells what happens to the token the sentence
    `before` creates, and so is read with it."""
    lowered = before[:1].lower() + before[1:]
    return lowered.startswith("create a token that's a copy of ") and (
        sentence_[:1].lower() + sentence_[1:].rstrip(".") in _LATER
    )


def _except_words(e: Effect, mods: Callable[[list[Effect]], str] | None) -> str:
    if not e.get("except"):
        return ""
    # Not the layers a continuous effect's change would apply in: it's a copiable value (707.9b).
    changed = pattern(r" \(layer [^)]*\)").sub("", mods(e["except"])) if mods is not None else ""
    return f", except it {changed}, part of its copiable values (707.9b)"


def token_copy_words(
    e: Effect,
    specs: list[Any],
    ref: Callable[[Any, list[Any]], str],
    mods: Callable[[list[Effect]], str] | None = None,
) -> str:
    """ "create a token that's a copy of target creature you control, except it has haste
    (707.9b); …" — a token copy's words."""
    index = e.get("target", 0)
    what = {"self": "this permanent", "enchanted": "the creature it's attached to"}.get(
        index, ""
    ) or (
        str(specs[index].get("text", "target creature"))
        if isinstance(index, int) and index < len(specs)
        else ref(index, specs)
    )
    if index in ("self", "that_creature"):
        what += ", as it last existed if it has left its zone (608.2h)"
    count = e.get("count", 1)
    made = "a token that's a copy" if count == 1 else f"{count} tokens that are copies"
    said = f"create {made} of {what} (707.2){_except_words(e, mods)}"
    if e.get("gains"):
        said += f"; that token gains {', '.join(k.lower() for k in e['gains'])} (611.2a)"
    if (later := e.get("at_next_end_step")) is not None:
        said += f"; {later} that token at the beginning of the next end step (603.7a)"
    return said


def entering_words(
    a: dict[str, Any], what: str, mods: Callable[[list[Effect]], str] | None = None
) -> str:
    """The words for "You may have ~ enter as a copy of …" (614.1c, 707.5, 707.9)."""
    extra = "".join(
        f"; it enters with an additional {c['counter']} counter"
        + (f" if it's a {c['if_type'].lower()}" if c.get("if_type") else "")
        + " (707.9, 614.1c)"
        for c in a.get("counters", ())
    )
    retained = _RETAINED if a.get("retain_colors") else ""
    return (
        f"as it enters, its controller may have it enter as a copy of any {what} on the "
        f"battlefield, or not (614.1c, 707.5){retained}{_except_words(a, mods)}{extra}"
    )


#: The words for "except it doesn't copy that creature's color" (707.9c-d).
_RETAINED = (
    ", except it keeps its own colors (707.9c: part of its copiable values; what defines the "
    "copied object's color isn't copied, 707.9d)"
)
