"""A condition of the grammar's tree ("as long as you control another artifact", "if you have
no cards in hand") as the vocabulary's `Condition` (611.3a, 608.2c, 602.5b), or None when any
word of it isn't read.

What the compiler's condition reader reads (`compiler.conditions.condition`: "you control an X
and a Y", "you have two or more opponents" …) is read by it, so both routes read a condition
alike; the rest is read here from the tree's parts: who controls the permanents (you, an
opponent, no opponent, any player) and how many ("a", "another", "no", "N or more"), the card
itself being tapped or untapped, and what the player has: life (at least or at most), cards in
hand (at least or at most), cards (of some card types) and card types in the graveyard, and an
opponent's cards in their graveyard. A condition asks one thing
(`Condition`), so "X or Y" of different questions isn't read.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.card_phrases import CARD_TYPES, PERMANENT_TYPES
from engine.cards.compiler.conditions import condition as compiler_condition
from engine.cards.compiler.selectors import NUMBERS, group, noun_phrase
from engine.cards.grammar.tree import (
    Amount,
    Modifier,
    Objects,
    Part,
    Predicative,
    Qualities,
    Reference,
    Selector,
    words,
)
from engine.cards.lowering.phrases import ATTACHED, object_named, only, said
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import Condition, Filter
from engine.cards.vocabulary.instructions import TargetRef

#: The words opening a condition, without case.
_OPENERS = (("as", "long", "as"), ("if",), ("only", "if"), ("unless",))

#: Who controls the permanents a condition counts, by the subject's words, and whether the
#: subject says none of them does ("no opponent controls …").
_CONTROLLERS: dict[str, tuple[str, bool]] = {
    "you": ("you", False),
    "an opponent": ("opponent", False),
    "no opponent": ("opponent", True),
    "a player": ("any", False),
    "any player": ("any", False),
    "no player": ("any", True),
}

_NUMBER = r"(\d+|" + "|".join(NUMBERS) + ")"


def _value(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word]


def _body(found: Modifier) -> tuple[Part, ...] | None:
    """The condition's parts after "as long as" / "if" (and without a lead's comma)."""
    parts = found.text
    if parts and parts[-1] == ",":
        parts = parts[:-1]
    for opener in _OPENERS:
        head = tuple(p.lower() if isinstance(p, str) else None for p in parts[: len(opener)])
        if head == opener:
            return parts[len(opener) :]
    return None


def _controls(parts: tuple[Part, ...]) -> dict[str, Any] | None:
    """ "you control another artifact", "an opponent controls a nontoken red permanent", "no
    opponent controls a creature", "you control ten or more lands", "you control no untapped
    lands": permanents matching one filter, controlled by whom, how many."""
    if len(parts) != 3 or not isinstance(parts[1], str) or parts[1] not in ("control", "controls"):
        return None
    who, _, what = parts
    controller = _CONTROLLERS.get(said(who).lower())
    selector = only(what)
    if controller is None or not isinstance(selector, Selector) or selector.limit:
        return None
    (whose, none), counted = controller, {}
    determiner = tuple(w.lower() for w in selector.determiner)
    amount = selector.amount
    if amount is not None:
        if none or determiner or amount.value is None or len(amount.text) != 3:
            return None
        bound = {"more": "at_least", "fewer": "at_most"}.get(amount.text[2].lower())
        if amount.text[1].lower() != "or" or bound is None:
            return None
        counted = {bound: amount.value}
    elif determiner == ("no",) and not none:
        counted = {"at_most": 0}
    elif determiner in (("a",), ("an",)):
        counted = {"at_most": 0} if none else {}
    elif determiner == ("another",) and not none:
        counted = {}
    else:
        return None
    phrase = said((*selector.determiner[len(determiner) :], *selector.qualities, selector.head))
    if determiner == ("another",):
        phrase = "another " + phrase
    flt = group(phrase) if not selector.postfix else group(f"{phrase} {said(selector.postfix)}")
    if flt is None or "controller" in flt:
        return None
    return {"you_control": [{**flt, "controller": whose}], **counted}


def _of_self(parts: tuple[Part, ...]) -> dict[str, Any] | None:
    """ "it's untapped", "~ is tapped": the card itself, tapped or untapped now (110.5); "~ is
    equipped", "it's enchanted": an Equipment or an Aura attached to it now (301.5, 303.4)."""
    ref = only(parts[0]) if parts else None
    if not isinstance(ref, Reference):
        return None
    itself = ref.kind == "self" or (
        ref.kind == "object"
        and isinstance(ref.antecedent, Reference)
        and ref.antecedent.kind == "self"
    )
    rest = parts[1:] if ref.text == ("it's",) else parts[2:] if parts[1:2] == ("is",) else None
    if not itself or rest is None or len(rest) != 1 or not isinstance(rest[0], Predicative):
        return None
    status = said(rest[0]).lower()
    if status in _ATTACHED:
        return {"self_attached": _ATTACHED[status]}
    return {"self_tapped": status} if status in ("tapped", "untapped") else None


#: "~ is equipped / enchanted": what is attached to it (301.5, 303.4), by its subtype.
_ATTACHED = {
    "equipped": ["Equipment"],
    "enchanted": ["Aura"],
    "enchanted or equipped": ["Aura", "Equipment"],
    "equipped or enchanted": ["Aura", "Equipment"],
}


#: The card types "if this permanent is an enchantment" may ask about (205.2a).
_SELF_TYPES = {"artifact", "creature", "enchantment", "land", "planeswalker"}


def _self_types(parts: tuple[Part, ...]) -> dict[str, Any] | None:
    """ "this permanent is an enchantment", "this land isn't a creature": the card itself has
    that card type now (205.2), or — "isn't" — hasn't."""
    ref = only(parts[0]) if parts else None
    if not isinstance(ref, Reference) or ref.kind != "self" or len(parts) != 3:
        return None
    verb, what = parts[1], parts[2]
    if verb not in ("is", "isn't") or not isinstance(what, Predicative):
        return None
    one = only(what.what)
    if not isinstance(one, Selector) or one.head or one.postfix or len(one.qualities) != 1:
        return None
    named = " ".join(one.qualities[0].text).lower()
    if one.determiner not in (("a",), ("an",)) or named not in _SELF_TYPES:
        return None
    return {"self_types": [named.capitalize()], "negated": verb == "isn't"}


def _has(text: str) -> dict[str, Any] | None:
    """What the player has: life, cards in hand, cards and card types in the graveyard."""
    if m := re.fullmatch(f"you have {_NUMBER} or (more|less) life", text):
        bound = "your_life_at_least" if m.group(2) == "more" else "your_life_at_most"
        return {bound: _value(m.group(1))}
    if m := re.fullmatch(f"an opponent has {_NUMBER} or less life", text):
        return {"opponent_life_at_most": _value(m.group(1))}
    if text == "you have no cards in hand":
        return {"hand_at_most": 0}
    if m := re.fullmatch(f"you have {_NUMBER} or (fewer|more) cards in (?:your )?hand", text):
        bound = "hand_at_most" if m.group(2) == "fewer" else "hand_at_least"
        return {bound: _value(m.group(1))}
    if m := re.fullmatch(f"an opponent has {_NUMBER} or more cards in their graveyard", text):
        return {"opponent_graveyard_at_least": _value(m.group(1))}
    graveyard = (
        f"there are {_NUMBER} or more cards in your graveyard",
        f"{_NUMBER} or more cards are in your graveyard",
    )
    for pattern in graveyard:
        if m := re.fullmatch(pattern, text):
            return {"graveyard_at_least": _value(m.group(1))}
    kinds = f"there are {_NUMBER} or more ([a-z]+(?: and ?/ ?or [a-z]+)?) cards in your graveyard"
    if m := re.fullmatch(kinds, text):
        named = re.split(r" and ?/ ?or ", m.group(2))
        if named == ["permanent"]:
            types = list(PERMANENT_TYPES)
        elif all(t in CARD_TYPES for t in named):
            types = [CARD_TYPES[t] for t in named]
        else:
            return None
        return {"graveyard_at_least": _value(m.group(1)), "graveyard_of_types": types}
    among = f"there are {_NUMBER} or more card types among cards in your graveyard"
    if m := re.fullmatch(among, text):
        return {"graveyard_types_at_least": _value(m.group(1))}
    if text == "it's your turn":
        return {"your_turn": True}
    return None


#: What happened this turn, by the condition's words (without "this turn"): the turn's history
#: (500.1) as `TurnHistory` asks it — whose deed and what.
_HISTORY: dict[str, tuple[str, str]] = {
    "a creature died": ("creature_died", "any"),
    "you attacked": ("attacked", "you"),
    "you attacked with a creature": ("attacked", "you"),
    "you gained life": ("gained_life", "you"),
    "an opponent lost life": ("lost_life", "opponent"),
}


#: "A permanent left the battlefield under your control", "two or more nonland permanents
#: entered the battlefield under your control", "an artifact entered under your control" (the
#: words without "this turn").
_MOVED = re.compile(
    rf"(?P<n>an?|another|{_NUMBER} or more) (?P<what>.+?)(?P<yours> you controlled)? "
    r"(?P<verb>entered|left) (?:the battlefield)?(?P<whose> ?under (?:your|an opponent's) "
    r"control)?",
    re.IGNORECASE,
)

#: What a filter of the permanents that moved may say, as `TurnHistory` asks it: one card type
#: or subtype, or any of several ("a Bird, Frog, Otter, or Rat"), and card types they haven't.
_KINDS = {"types", "subtypes", "any_subtypes", "any_types"}


def _moved(text: str) -> dict[str, Any] | None:
    """ "If an artifact entered the battlefield under your control this turn", "as long as
    two or more nonland permanents entered the battlefield under your control this turn"
    (celebration), "if another creature entered …", revolt's "if a permanent left the
    battlefield under your control this turn": the turn's record of permanents entering and
    leaving the battlefield (603.6a, 603.6c), each as it was then, controlled by whom."""
    m = _MOVED.fullmatch(text.removesuffix(" this turn")) if text.endswith(" this turn") else None
    if m is None or (m["yours"] and (m["whose"] or m["verb"] == "entered")):
        return None
    read = noun_phrase(m["what"])
    if read is None:
        return None
    flt, kind = read
    kinds = [t for key in sorted(_KINDS & set(flt)) for t in flt[key]]
    if set(flt) - _KINDS - {"not_types"} or ("types" in flt and len(flt["types"]) > 1):
        return None
    if kind == "creature":
        if kinds:
            return None  # "an artifact creature": all of them, which `kinds` doesn't ask
        kinds = ["Creature"]
    amount = m["n"].lower()
    whose = m["whose"] or m["yours"] or ""
    history = {
        "happened": "entered" if m["verb"] == "entered" else "left_battlefield",
        "who": "opponent" if "opponent" in whose else "you" if whose else "any",
        "kinds": kinds,
        "not_types": flt.get("not_types", []),
        "other": amount == "another",
    }
    if amount.endswith(" or more"):
        history["at_least"] = _value(amount.split(" ")[0])
    return {"this_turn": history}


def _history(text: str) -> dict[str, Any] | None:
    """ "a creature died this turn", "you attacked this turn", "you gained life this turn",
    "you gained 3 or more life this turn", "you've drawn two or more cards this turn", "you've
    cast two or more spells this turn": what happened earlier this turn."""
    if not text.endswith(" this turn"):
        return None
    said = text.removesuffix(" this turn")
    if m := re.fullmatch(f"you gained {_NUMBER} or more life", said):
        return {"this_turn": {"happened": "gained_life", "at_least": _value(m.group(1))}}
    if m := re.fullmatch(f"you've (drawn|cast) {_NUMBER} or more (cards|spells)", said):
        verb, n, noun = m.groups()
        if (verb, noun) not in (("drawn", "cards"), ("cast", "spells")):
            return None
        happened = "drew" if verb == "drawn" else "cast_spells"
        return {"this_turn": {"happened": happened, "at_least": _value(n)}}
    found = _HISTORY.get(said)
    if found is None:
        return None
    happened, who = found
    return {"this_turn": {"happened": happened, "who": who}}


#: What "card" or "spell" after a quality says of the object ("a creature card", "a Jace
#: planeswalker spell"): where it was, which the reference already says (a card in a graveyard,
#: a spell on the stack).
_ZONE_NOUNS = (" card", " spell")


def object_was(
    found: Modifier, scope: Scope, *, present: bool = False
) -> tuple[TargetRef, Filter] | None:
    """ "If it was a creature card", "if that creature was a Human", "if it was a token": an
    object an earlier part of the line named — a target, wherever it went since (608.2h), the
    object the trigger event names, or the card itself — and the quality it had then; None for
    anything else. With `present`, "if it's white", "if that creature is a Zombie", "if
    equipped creature is a Vampire" too: the same object's quality as the instruction is
    followed, as it is or as it last existed once it has left its zone (608.2h) — an Aura's or
    Equipment's "enchanted / equipped creature" (301.5a, 303.4) among them."""
    parts = _body(found)
    if parts is None:
        return None
    verbs = ("was", "is") if present else ("was",)
    first = only(parts[0]) if parts else None
    if present and len(parts) == 2 and isinstance(first, Reference) and first.text == ("it's",):
        parts = (parts[0], "is", parts[1])  # "it's": the pronoun and the verb in one token
    if len(parts) != 3 or parts[1] not in verbs:
        return None
    ref, what = only(parts[0]), parts[2]
    if not isinstance(what, Predicative):
        return None
    target = None
    if isinstance(ref, Reference) and ref.kind == "object":
        # The card itself, the trigger event's object or a target, as it is or last existed.
        target = object_named(ref, scope)
    if target is None and present:
        target = _attached(ref)
    if target is None:
        return None
    flt = _quality(what, qualities_only=present)
    return None if flt is None else (target, flt)


def _attached(ref: object) -> TargetRef | None:
    """ "enchanted creature", "equipped creature" (301.5a, 303.4) as a condition's subject, or
    a pronoun naming it where it is no target nor the trigger event's object: the permanent
    the source is attached to."""
    if isinstance(ref, Reference) and ref.kind == "object":
        ref = ref.antecedent
    return "enchanted" if isinstance(ref, Selector) and said(ref).lower() in ATTACHED else None


def _quality(what: Predicative, *, qualities_only: bool) -> Filter | None:
    """The quality "a creature card", "a Human", "an artifact" — or, with `qualities_only`,
    "white", "legendary", "tapped" with no noun — as a filter of a permanent or a card."""
    phrase = said(what.what)
    article = next((a for a in ("a ", "an ") if phrase.startswith(a)), None)
    if article is None:
        if not qualities_only or not isinstance(what.what, Qualities):
            return None
        phrase = f"{phrase} permanent"
    else:
        phrase = phrase[len(article) :]
    phrase = next((phrase.removesuffix(n) for n in _ZONE_NOUNS if phrase.endswith(n)), phrase)
    read = noun_phrase(phrase)
    if read is None or read[1] not in ("permanent", "creature") or "controller" in read[0]:
        return None
    flt, kind = read
    if kind == "creature" and "Creature" not in flt.get("types", ()):
        flt = {**flt, "types": [*flt.get("types", ()), "Creature"]}
    elif kind == "permanent" and phrase.endswith("permanent") and article is not None:
        # "A [nonland] permanent card": one with a permanent type (110.4).
        flt = {**flt, "any_types": list(PERMANENT_TYPES)}
    return Filter.model_validate(flt) if flt else None


def condition(found: Modifier) -> Condition | None:
    """The condition a modifier states, or None when it isn't one the vocabulary asks: "if
    …", "as long as …", and "unless …" as the condition negated — not "unless [a player]
    pays …" nor "unless you [do something]", an offer to pay (118.12, `clauses`)."""
    if found.kind not in ("condition", "unless"):
        return None
    parts = _body(found)
    if not parts:
        return None
    if any(isinstance(p, Amount) and p.value is None for p in parts):
        return None  # X or a counted amount: not a number to compare with
    text = _spaced(parts)
    first = only(parts[0])
    # The compiler's reader calls the card itself "~" ("~ is attacking"); the card page says
    # "this object", as it says what the ability does to it ("only if this object is
    # attacking"; "it" could be read as what the ability affects).
    itself = isinstance(first, Reference) and first.kind == "self"
    shown = f"this object {_spaced(parts[1:])}" if itself else text
    read = _has(text.lower()) or _history(text.lower()) or _of_self(parts) or _controls(parts)
    read = read or _moved(text)
    read = read or _self_types(parts)
    if text.lower() == "you control your commander":
        # Lieutenant's condition (903.3): the card designated as your commander is a permanent
        # you control.
        read = {"you_control": [{"commander": True, "controller": "you"}]}
    if read is None:
        read = compiler_condition(f"~ {_spaced(parts[1:])}" if itself else text)
        if read is None:
            return None
        read = {k: v for k, v in read.items() if k != "text"}
    if any(isinstance(p, Objects) and len(p.items) > 1 for p in parts) and "match" not in read:
        return None
    negated = bool(read.pop("negated", False)) != (found.kind == "unless")
    return Condition.model_validate({**read, "text": shown, "negated": negated})


def _spaced(parts: tuple[Part, ...]) -> str:
    text = " ".join(words(parts))
    for mark in (",", "'s"):
        text = text.replace(f" {mark}", mark)
    return text
