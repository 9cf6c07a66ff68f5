"""Copies (707) in the grammar's tree: "copy target instant or sorcery spell", "copy that spell"
after a cast trigger, "copy target activated or triggered ability" (707.10), "You may choose new
targets for the copy" (707.10c), and "create a token that's a copy of <object>[, except …]"
(707.2, 707.9) with what the next sentences do to that token ("That token gains haste.").

They lower into the one copy vocabulary the compiler's templates read into (`CopySpell`,
`CopyAbility`, `CreateTokenCopy`), a token copy's exceptions read by the templates' own reader
(`engine.cards.compiler.copying.exceptions`), so both routes read a copy effect alike.

Left unread: a spell's copy of a spell a mana value names (the filter doesn't count X on the
stack, 202.3e), another player copying, "copy it" of a spell cast in another way than the trigger
names it, a token another player creates, a token copy of a card in a graveyard, and
exceptions the templates don't read (quoted abilities, a color, a name). Several tokens ("create
two tokens that are copies of …") are one instruction with a count, "They gain haste." each
token's and "Sacrifice them …" one delayed ability for all (`lowering.delayed`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pydantic import ValidationError

from engine.cards.compiler.copying import exceptions
from engine.cards.compiler.selectors import target
from engine.cards.grammar.tree import Clause, Objects, Predicate, Reference, TokenSpec
from engine.cards.lowering.amounts import amount
from engine.cards.lowering.phrases import object_ref, only, player, said
from engine.cards.lowering.registry import Verb, verb
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import (
    CopyAbility,
    CopySpell,
    CreateTokenCopy,
    Effect,
    IfYouDo,
    May,
    TargetSpec,
)

#: What a token copy may copy by a target: one permanent (707.2).
_COPIED_KINDS = frozenset({"creature", "permanent"})
#: What a token copy may copy without a target: the card itself, the permanent a trigger event
#: names, what the card is attached to (301.5a, 303.4).
_NAMED = frozenset({"self", "that_creature", "enchanted"})


@verb("copy", "copies")
def _copy(v: Verb) -> Sequence[Effect] | None:
    """ "copy target instant or sorcery spell [you control]", "copy that spell" of the spell a
    cast trigger names, "copy target activated or triggered ability [you control]" (707.10):
    the ability's controller copies it; the copy keeps its targets unless the next sentence
    lets them choose new ones (707.10c, `new_targets`)."""
    if v.subject is not None and player(v.subject, v.scope) != ("you", None):
        return None
    parts = v.predicate.text
    what = parts[0] if len(parts) == 1 and isinstance(parts[0], Objects) else None
    if what is None or v.duration is not None:
        return None
    one = only(what)
    if isinstance(one, Reference) and one.kind == "object" and v.scope.event_spell:
        named = one.antecedent is not None and one.antecedent in v.scope.event_spell
        return [CopySpell(new_targets=False)] if named else None
    ref = object_ref(what, v.scope)
    if ref is None:
        ref = _yours_on_stack(what, v.scope)
    if not isinstance(ref, int):
        return None
    spec = v.scope.specs[ref]
    if spec.max != 1 or spec.says_x or _by_mana_value(spec):
        return None  # a spell's mana value on the stack counts its X (202.3e)
    if spec.kind == "spell":
        return [CopySpell(target=ref, new_targets=False)]
    if spec.kind == "ability":
        return [CopyAbility(target=ref, new_targets=False)]
    return None


def _by_mana_value(spec: TargetSpec) -> bool:
    """Whether the target's criteria name a mana value (202.3)."""
    flt = spec.filter
    return any(
        (flt.mana_value_at_most, flt.mana_value_at_least, flt.mana_value_counters_on_source)
    ) or (flt.mana_value_of_source or flt.mana_value_at_most_x or flt.mana_value_is_x)


def _yours_on_stack(what: Objects, scope: Scope) -> int | None:
    """ "target instant or sorcery spell you control", "target triggered ability you control"
    (707.10): the spell or ability target the noun-phrase reader reads without "you control",
    controlled by the player choosing (115.1); its index, or None."""
    phrase = said(what)
    phrase = phrase[:1].lower() + phrase[1:]
    if not phrase.endswith(" you control"):
        return None
    found = target(phrase.removesuffix(" you control"))
    if found is None or found["kind"] not in ("spell", "ability"):
        return None
    flt = {**found.get("filter", {}), "controller": "you"}
    try:
        spec = TargetSpec.model_validate({**found, "filter": flt, "text": phrase})
    except ValidationError:
        return None
    return scope.add(spec, what, only(what))


def new_targets(found: Clause, effects: list[Effect]) -> list[Effect] | None:
    """ "You may choose new targets for the copy." after the instruction copying a spell or an
    ability (707.10c): that copy's controller may; the effects with it saying so. None for
    another clause, or no copy just before it."""
    if found.lead or found.modifiers or not found.may or len(found.predicates) != 1:
        return None
    if said(found.subject).lower() != "you":
        return None
    (predicate,) = found.predicates
    if not isinstance(predicate, Predicate) or predicate.verb.lower() != "choose":
        return None
    if said(predicate.text).lower() != "new targets for the copy":
        return None

    def allowed(last: Effect) -> Effect | None:
        if isinstance(last, CopySpell | CopyAbility) and not last.new_targets:
            return last.model_copy(update={"new_targets": True})
        return None

    return amend_last(effects, allowed)


def amend_last(
    effects: list[Effect], change: Callable[[Effect], Effect | None]
) -> list[Effect] | None:
    """The effects with the instruction said last changed by `change` — the last one, or the last
    one a "you may" or an "if you do" holds (608.2c-d); None when `change` refuses it."""
    if not effects:
        return None
    last = effects[-1]
    made: Effect | None
    try:
        if isinstance(last, May):
            inner = amend_last(list(last.effects), change)
            made = None if inner is None else last.model_copy(update={"effects": tuple(inner)})
        elif isinstance(last, IfYouDo) and last.then and not last.otherwise:
            inner = amend_last(list(last.then), change)
            dumped = last.model_dump(by_alias=True)
            made = None if inner is None else IfYouDo.model_validate({**dumped, "then": inner})
        else:
            made = change(last)
    except ValidationError:
        return None
    return None if made is None else [*effects[:-1], made]


def token_copy(spec: TokenSpec, v: Verb) -> CreateTokenCopy | None:
    """ "create a token that's a copy of <object>[, except …]" (707.2, 707.9), "create two / X
    tokens that are copies of <object>" (111.2: made at once; X the one paid or defined,
    107.3): the card itself, the permanent the trigger event names (as it last existed if it
    has left, 608.2h), what the card is attached to, or one target permanent; None for
    anything else."""
    rest = spec.rest
    said_as = tuple(w.lower() for w in rest[:4] if isinstance(w, str))
    count = _count(spec, said_as, v)
    if count is None or len(rest) < 5 or player(v.subject, v.scope) != ("you", None):
        return None
    what, tail = rest[4], rest[5:]
    ref = object_ref(what, v.scope) if isinstance(what, Objects) else None
    if ref is None or (isinstance(ref, str) and ref not in _NAMED):
        return None
    if isinstance(ref, int):
        target = v.scope.specs[ref]
        if target.kind not in _COPIED_KINDS or target.max != 1:
            return None
    changed: list[dict[str, object]] = []
    if tail:
        if tuple(str(w).lower() for w in tail[:2]) != (",", "except"):
            return None
        read = exceptions(said(tail[2:]))
        if read is None or any(c["op"] in ("add_abilities", "retain_colors") for c in read):
            return None
        changed = read
    try:
        return CreateTokenCopy.model_validate({"target": ref, "except": changed, "count": count})
    except ValidationError:
        return None


def _count(spec: TokenSpec, said_as: tuple[str, ...], v: Verb) -> int | str | None:
    """How many tokens: one for "a token that's a copy of", a number or X for "… tokens that
    are copies of" (107.3a); None for another amount or wording."""
    if said_as == ("that's", "a", "copy", "of"):
        return 1 if str(spec.amount).lower() in ("a", "an") else None
    if said_as != ("that", "are", "copies", "of"):
        return None
    count = amount(spec.amount, v.scope)
    return count if isinstance(count, int | str) and count != 1 else None


def token_gains(found: Clause, effects: list[Effect], scope: Scope) -> list[Effect] | None:
    """ "That token gains haste." after a token copy, "They gain haste." after several (611.2a:
    for the rest of the game, not a copiable value, 707.2): the effects with that token copy
    saying so; None otherwise."""
    subject = only(found.subject) if isinstance(found.subject, Objects) else None
    if found.lead or found.modifiers or found.may or len(found.predicates) != 1:
        return None
    (predicate,) = found.predicates
    if not isinstance(subject, Reference) or not isinstance(subject.antecedent, TokenSpec):
        return None
    if not isinstance(predicate, Predicate) or predicate.verb.lower() not in ("gains", "gain"):
        return None
    made = scope.tokens.get(id(subject.antecedent))
    keyword = said(predicate.text).capitalize()
    if not isinstance(made, CreateTokenCopy) or made.gains or keyword != "Haste":
        return None
    gained = made.model_copy(update={"gains": ("Haste",)})

    def replaced(last: Effect) -> Effect | None:
        return gained if last is made else None

    amended = amend_last(effects, replaced)
    if amended is not None:
        scope.tokens[id(subject.antecedent)] = gained
    return amended
