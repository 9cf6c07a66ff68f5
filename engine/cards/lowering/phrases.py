"""Objects, players and amounts of the grammar's tree as the vocabulary names them.

An object an instruction acts on is the card itself ("~"), what it enchants, a reference back
(`Scope.that`), or a target — a new target spec (115.1), "up to N" its minimum 0 (601.2c); a
set of permanents no instruction targets ("creatures you control", 115.10a) is a filter. The
noun phrase itself is read by the compiler's noun-phrase reader on the node's words (one
reading of a noun phrase for both routes).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pydantic import ValidationError

from engine.cards.compiler.selectors import group, target
from engine.cards.grammar.tree import (
    Amount,
    Clause,
    Objects,
    Part,
    Postfix,
    Predicate,
    Reference,
    Selector,
    words,
)
from engine.cards.lowering.registry import Verb
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import (
    Effect,
    Filter,
    TargetSpec,
)
from engine.cards.vocabulary.bounds import Number
from engine.cards.vocabulary.instructions import TargetRef
from engine.core.replace import replace


def said(part: Part | tuple[Part, ...]) -> str:
    """A part of the tree as the words it stands for, spaced as oracle text spaces them
    ("artifact, creature, or land", "~'s power")."""
    text = " ".join(words(part))
    for mark in (",", ".", ";", ":", "'s", "’s"):
        text = text.replace(f" {mark}", mark)
    return text


def _lead_lower(text: str) -> str:
    """ "Target creature" at a sentence's start, as a noun phrase reads it."""
    if text.startswith("X ") or not text[:1].isupper() or text.isupper():
        return text  # "X target creatures": X is a name (107.3), never lower-cased
    return text[:1].lower() + text[1:]


def plainly_says(clause: Clause, verb: str, *after: str) -> bool:
    """Whether a clause is its subject and one verb followed by exactly the words `after`
    (lower case), with nothing else said of it — no lead, modifier or "may": the shape a
    static ability's fixed predicate takes ("… enter tapped", "… can't be countered")."""
    if clause.lead or clause.modifiers or clause.may or len(clause.predicates) != 1:
        return False
    (predicate,) = clause.predicates
    if not isinstance(predicate, Predicate) or predicate.verb.lower() != verb:
        return False
    text = predicate.text
    return len(text) == len(after) and all(
        isinstance(w, str) and w.lower() == a for w, a in zip(text, after, strict=True)
    )


def only(part: Part) -> Part:
    """The one object of an `Objects` node (None when it lists several)."""
    if isinstance(part, Objects):
        return part.items[0] if len(part.items) == 1 else None
    return part


def _reference(found: Reference, scope: Scope) -> TargetRef | None:
    """The card itself ("~"), or what an object reference's antecedent names (`Scope`)."""
    if found.kind == "self":
        return scope.self_ref()
    if found.kind != "object":
        return None
    antecedent = found.antecedent
    if isinstance(antecedent, Reference) and antecedent.kind == "self":
        return scope.self_ref()
    if antecedent is not None and antecedent in scope.event_objects:
        # The object the trigger event names (603.2), unless an instruction moved it (400.7).
        return None if "that_creature" in scope.moved else "that_creature"
    return scope.target_of(antecedent)


def object_named(found: Reference, scope: Scope) -> TargetRef | None:
    """What a reference whose number is asked names ("its power", "that creature's mana
    value"): the card itself or a target, wherever it is now — its number is asked as it last
    existed if it has left its zone (608.2h), so an instruction having moved it doesn't matter.
    The creature a trigger event names is "that_creature"."""
    antecedent = found.antecedent
    if found.kind == "self" or (isinstance(antecedent, Reference) and antecedent.kind == "self"):
        return "self"
    if found.kind != "object":
        return None
    if antecedent is not None and antecedent in (*scope.event_objects, *scope.event_last_known):
        # The object the trigger event names, even one that has left since (a creature that
        # died): its number is asked as it last existed (603.10a, 608.2h).
        return "that_creature"
    return scope.target_of(antecedent, moved=True)


def _target_spec(phrase: str, selector: Selector | None) -> TargetSpec | None:
    """A target spec from a phrase naming "target"; "up to N" / "N target …" its count, or
    "X target …" (`count_x`: exactly X, "up to X" none to X)."""
    low, high = 1, 1
    by_x = False
    if selector is not None and selector.amount is not None:
        # "X target creatures": X announced before targets are chosen (601.2b-c, 107.3a).
        by_x = selector.amount.text == ("X",)
        count = 1 if by_x else selector.amount.value
        if count is None or count < 1 or len(selector.amount.text) != 1:
            return None
        limit = tuple(w.lower() for w in selector.limit)
        if limit not in ((), ("up", "to"), ("each", "of"), ("each", "of", "up", "to")):
            return None
        low, high = (0 if limit[-2:] == ("up", "to") else count), count
        phrase = said((*selector.determiner, *selector.qualities, selector.head, *selector.postfix))
        if phrase.lower().startswith("other target "):
            # "up to two other target creatures": each other than the source, as "another
            # target creature" is (the noun-phrase reader's word for it).
            phrase = "another" + phrase[len("other") :]
    elif selector is not None and selector.limit:
        return None  # "any number of target …"
    found = target(_lead_lower(phrase))
    if found is None:
        return None
    if (high > 1 or by_x) and found["kind"] == "player":
        return None
    text = _lead_lower(said(selector)) if selector is not None else found.get("text", "")
    try:
        # The vocabulary's bound on one spec's objects holds here too ("Destroy eleven …").
        made = {**found, "min": low, "max": high, "text": text, "count_x": by_x}
        return TargetSpec.model_validate(made)
    except ValidationError:
        return None


def object_ref(part: Part, scope: Scope) -> TargetRef | None:
    """What an instruction acts on: the card, what it enchants, a reference or a new target;
    the same node lowered twice (a subject two verbs share) is the same object."""
    if id(part) in scope.memo:
        found = scope.memo[id(part)]
        return found if isinstance(found, int | str) else None  # type: ignore[return-value]
    ref = _object_ref(part, scope)
    scope.memo[id(part)] = ref
    return ref


def the_object(v: Verb) -> Objects | None:
    """The verb's one object, when all it says after the verb is that object."""
    parts = v.predicate.text
    return parts[0] if len(parts) == 1 and isinstance(parts[0], Objects) else None


def targeted(v: Verb) -> TargetRef | None:
    """What the verb's one object names — the card, a reference or a new target — with no
    duration; None otherwise."""
    what = the_object(v)
    if what is None or v.duration is not None:
        return None
    return object_ref(what, v.scope)


def chosen(one: Selector) -> bool:
    """ "a creature", "another creature", "two Foods": permanents the player chooses as the
    instruction resolves (608.2c, 701.21a), not a target nor one named before."""
    said_as = tuple(w.lower() for w in one.determiner)
    return one.amount is not None or said_as in (("a",), ("an",), ("another",))


def lone_subject(v: Verb) -> TargetRef | None:
    """The one permanent doing a keyword action of no object ("it connives", 701.50a; "target
    creature you control explores", 701.44a): a subject the vocabulary names as the card, a
    target or the creature a trigger event names, with nothing after the verb and no duration;
    None otherwise (what an Aura enchants isn't read as one)."""
    if v.subject is None or v.predicate.text or v.duration is not None:
        return None
    ref = object_ref(v.subject, v.scope)
    return None if ref is None or ref == "enchanted" else ref


#: How an Aura or Equipment names the permanent it is attached to (303.4, 301.5a) — in an
#: instruction, that permanent as it is performed, or as it last was if the source has left
#: (608.2h; Adventuring Gear's and Leering Emblem's rulings).
ATTACHED = frozenset(
    {"enchanted creature", "enchanted permanent", "enchanted land", "equipped creature"}
)


def _object_ref(part: Part, scope: Scope) -> TargetRef | None:
    one = only(part)
    if isinstance(one, Reference):
        return _reference(one, scope)
    phrase = said(part)
    if _lead_lower(phrase) in ATTACHED:
        return "enchanted"
    if "target" not in phrase.lower().split(" "):
        return None
    if isinstance(one, Selector) and (by_event := _event_controlled(one, scope)) is not None:
        return scope.add(by_event, part, one)
    if isinstance(one, Selector) and (aimed := _spell_targeting(one)) is not None:
        return scope.add(aimed, part, one)
    spec = _target_spec(phrase, one if isinstance(one, Selector) else None)
    return None if spec is None else scope.add(spec, part, one)


def targeting(part: Postfix) -> dict[str, object] | None:
    """ "That targets ~", "that targets you", "that targets a creature [you control]" after a
    spell: the filter fields asking what one of its targets is, among any others, as it is now
    (115.1, 601.2c); None for another postfix ("that targets a player": no player but you is
    asked of a spell's targets)."""
    text = part.text
    if part.kind != "relation" or len(text) != 3 or text[:2] != ("that", "targets"):
        return None
    aimed = only(text[2])
    if isinstance(aimed, Reference) and aimed.kind == "self":
        return {"targets_source": True}
    if isinstance(aimed, Reference) and aimed.kind == "you":
        return {"targets_you": True}
    if isinstance(aimed, Selector) and aimed.determiner in (("a",), ("an",)):
        wanted = group(said(aimed).split(" ", 1)[1])
        if wanted is None or set(wanted) - {"types", "any_types", "controller"}:
            return None
        return {"targets_object": wanted}
    return None


def _spell_targeting(one: Selector) -> TargetSpec | None:
    """ "Target spell that targets a creature you control", "target instant or Aura spell that
    targets a permanent you control", "target spell that targets you": the target spec of the
    spell without its last words, whose filter also asks what the spell targets (`targeting`)
    — checked as it is chosen and again as the instruction resolves (608.2b: a spell whose
    target has left no longer targets a creature); None for another selector."""
    if not one.postfix or (asks := targeting(one.postfix[-1])) is None:
        return None
    bare = replace(one, postfix=one.postfix[:-1])
    spec = _target_spec(said(bare), bare)
    if spec is None or spec.kind != "spell" or spec.filter.targets_object is not None:
        return None
    if spec.filter.targets_source or spec.filter.targets_you:
        return None
    flt = Filter.model_validate({**spec.filter.model_dump(exclude_defaults=True), **asks})
    return spec.model_copy(update={"filter": flt, "text": _lead_lower(said(one))})


#: "… that player controls" / "… defending player controls" after a target's noun: the player
#: a trigger event names (603.2, 506.2), by the words of the postfix.
_EVENT_CONTROLLERS: dict[tuple[str, ...], str] = {
    ("that", "player", "controls"): "that_player",
    ("defending", "player", "controls"): "defending",
}


def _event_controlled(one: Selector, scope: Scope) -> TargetSpec | None:
    """ "Target artifact that player controls", "target creature defending player controls":
    the target spec of the selector without its last words, controlled by the player the
    line's trigger event names (`TargetSpec.controlled_by_event`); None for another selector,
    a line whose event names no such player, or one with a target player before (whose "that
    player" it could be)."""
    if not one.postfix or one.postfix[-1].kind != "controller":
        return None
    said_whose = tuple(w.lower() for w in one.postfix[-1].text if isinstance(w, str))
    whose = _EVENT_CONTROLLERS.get(said_whose)
    if whose not in scope.named_players or any(s.kind in ("player", "any") for s in scope.specs):
        return None
    bare = replace(one, postfix=one.postfix[:-1])
    spec = _target_spec(said(bare), bare)
    if (
        spec is None
        or spec.kind not in ("creature", "permanent")
        or spec.filter.controller != "any"
    ):
        return None
    return spec.model_copy(update={"controlled_by_event": whose, "text": _lead_lower(said(one))})


def _selectors(part: Part) -> bool:
    """Whether `part` is one selector, or selectors listed with "and" / "or" ("Artifacts and
    enchantments you control", "Each creature that's a Barbarian, a Warrior, or a Berserker"):
    words the noun-phrase reader reads whole or not at all."""
    if isinstance(only(part), Selector):
        return True
    return isinstance(part, Objects) and all(
        isinstance(p, Selector) or p in (",", "and", "or") for p in part.items
    )


def group_filter(part: Part) -> Filter | None:
    """A set of permanents no instruction targets: "creatures you control", "each creature",
    "Wolves and Werewolves you control" (their union)."""
    phrase = said(part)
    if "target" in phrase.lower().split(" ") or not _selectors(part):
        return None
    found = group(phrase)
    return None if found is None else Filter.model_validate(found)


#: Target specs whose object has a controller a reference may name: a permanent or a spell
#: (108.4; a card elsewhere has none and its owner is asked instead, 108.4a, which isn't read;
#: "any target" may be a player).
_CONTROLLED = frozenset({"creature", "permanent", "spell"})

#: Who an instruction about players acts on, as the vocabulary names them.
Player = tuple[str, int | None]


def player(part: Part, scope: Scope) -> Player | None:
    """Who does it: "you" (no subject), a target player, each player / opponent, the defending
    player or "that player" a trigger event or a target names (`Scope.that_player`)."""
    if part is None:
        return ("you", None)
    if id(part) in scope.memo:
        found = scope.memo[id(part)]
        return found if isinstance(found, tuple) else None
    who = _player(part, scope)
    scope.memo[id(part)] = who
    return who


def _player(part: Part, scope: Scope) -> Player | None:
    one = only(part)
    if isinstance(one, Reference):
        if one.kind == "you":
            return ("you", None)
        if one.kind == "defending player" and "defending" in scope.named_players:
            return ("defending", None)
        named = _a_player(one.antecedent)
        if one.kind == "object" and named is not None and named in scope.event_players:
            # "Whenever an opponent draws a card, they lose 2 life": the player the event names
            return ("that_player", None) if "that_player" in scope.named_players else None
        if one.kind in ("player", "controller") and one.antecedent is not None:
            if one.antecedent in scope.event_players:
                return ("that_player", None) if "that_player" in scope.named_players else None
            if one.kind == "controller":
                # "Destroy target creature. Its controller …": the target's controller (608.2h).
                index = scope.target_of(one.antecedent, moved=True)
                kind = None if index is None else scope.specs[index].kind
                return ("controller", index) if kind in _CONTROLLED else None
            index = scope.target_of(one.antecedent)
            if index is not None and scope.specs[index].kind == "player":
                return ("target", index)
        return None
    phrase = _lead_lower(said(part))
    if phrase in ("target player", "target opponent"):
        found = target(phrase)
        if found is None:
            return None
        return ("target", scope.add(TargetSpec.model_validate(found), part, one))
    if phrase == "each player":
        return ("each", None)
    if phrase in ("each opponent", "each other player"):
        # The players other than you are your opponents (102.2, 102.3: no teams here).
        return ("each_opponent", None)
    return None


def _a_player(part: object) -> Selector | None:
    """`part` when it is "an opponent" or "a player" (a trigger event's player), else None."""
    return part if isinstance(part, Selector) and part.head in ("opponent", "player") else None


def number(part: Part) -> Number | None:
    """A number or X (107.1, 107.3): "a"/"an" is one; "two or more" isn't an amount to do."""
    if isinstance(part, str):
        return 1 if part.lower() in ("a", "an") else None
    if not isinstance(part, Amount) or len(part.text) != 1:
        return None
    if part.value is None:
        return "X" if part.text[0] == "X" else None
    return part.value if 0 <= part.value <= 1000 else None


#: Whose permanents a group is when a target player's (a group's "you" that player).
_TARGET_PLAYERS = {("target", "player", "controls"): "target player"}
_TARGET_PLAYERS |= {("target", "opponent", "controls"): "target opponent"}


def target_players_group(part: Part, scope: Scope) -> tuple[Filter, int] | None:
    """ "Creatures target player controls": the group whose "you" is a target player — its
    filter read as "creatures you control" and the player's new target spec (115.1), a set
    locked in as the effect begins (611.2c); None for another phrase."""
    one = only(part)
    if not isinstance(one, Selector) or not one.postfix:
        return None
    whose = one.postfix[-1]
    said_whose = tuple(w.lower() for w in whose.text if isinstance(w, str))
    if whose.kind != "controller" or said_whose not in _TARGET_PLAYERS:
        return None
    yours = Postfix("controller", ("you", "control"))
    flt = group_filter(
        Selector(
            one.limit,
            one.amount,
            one.determiner,
            one.qualities,
            one.head,
            (*one.postfix[:-1], yours),
        )
    )
    found = target(_TARGET_PLAYERS[said_whose])
    if flt is None or found is None:
        return None
    return flt, scope.add(TargetSpec.model_validate(found), whose)


def them(v: Verb, make: Callable[[Filter], Effect]) -> Sequence[Effect] | None:
    """ "Untap them", "They gain haste": the group an earlier instruction named (`Scope.group`),
    the same permanents; None for any other object."""
    objects = v.predicate.text
    what = v.subject if v.subject is not None else (objects[0] if len(objects) == 1 else None)
    one = only(what) if what is not None else None
    if not isinstance(one, Reference) or one.kind != "object":
        return None
    flt = v.scope.group_of(one.antecedent)
    return None if flt is None else [make(flt)]
