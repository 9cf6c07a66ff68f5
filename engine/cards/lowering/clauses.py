"""Sentences and clauses lowered to instructions, in the order the text gives them (608.2c).

A clause is an optional subject, "may", verbs joined by "and"/"then" sharing that subject, and
its modifiers; each verb is lowered by its registered lowering (`registry`), the clause's
duration handed to it, and its "for each" counts the amount of its one instruction (`counted`,
608.2h). A leading or trailing "if" is read by `conditions` and asked as the instruction is
followed (608.2c); a modifier no verb reads here — "instead", "unless", a delayed time — leaves
the clause unread rather than dropped (issue 28 §4). "You may …" is an optional instruction
(608.2d); continuous effects a clause's verbs make on the same object are one effect ("gets
+1/+1 and gains flying until end of turn").
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.grammar.tree import Clause, Modifier, Part, Predicate, Sentence
from engine.cards.lowering.amounts import quantity
from engine.cards.lowering.cast_later import exiled_instead
from engine.cards.lowering.conditions import condition, object_was
from engine.cards.lowering.copies import new_targets, token_gains
from engine.cards.lowering.counted import each_over_and, for_each, led_alike
from engine.cards.lowering.defined_x import defined, definition
from engine.cards.lowering.delayed import created_later, delay, split, watching
from engine.cards.lowering.dies_exiled import exiled_if_it_dies
from engine.cards.lowering.equipped_tokens import equipped_token
from engine.cards.lowering.exiled import returned, returned_later
from engine.cards.lowering.if_you_do import attach, branch, offered, paid
from engine.cards.lowering.kept_mana import kept_mana
from engine.cards.lowering.kicked import kicked_sentence, more_damage
from engine.cards.lowering.milled import taken
from engine.cards.lowering.next_cast import next_cast, opened_next_cast, watching_spell
from engine.cards.lowering.paying import offers_action, paid_or, unless_offer
from engine.cards.lowering.phrases import said
from engine.cards.lowering.quoted import token_has
from engine.cards.lowering.reflexive import created, opened
from engine.cards.lowering.regeneration import cant_regenerate
from engine.cards.lowering.registry import Verb, lowering_for
from engine.cards.lowering.revealed import put_revealed, revealed_goes
from engine.cards.lowering.scope import Scope
from engine.cards.lowering.spent_only import spent_only
from engine.cards.vocabulary import (
    LAYER_OF,
    ApplyContinuous,
    Condition,
    Effect,
    Filter,
    IfCondition,
    IfKicked,
    May,
)
from engine.cards.vocabulary.bounds import MAX_TARGET_SPECS
from engine.cards.vocabulary.instructions import TargetRef
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

#: The words and phrases of the modifiers a clause refuses ("instead"): the `gate` leaves a line
#: naming one unparsed. A line saying "if" or "as long as" (read where a condition is:
#: `abilities`), "unless … pays" or "for each" (`counted`) or ", where X is …" (`defined_x`) is
#: parsed.
REFUSED_WORDS = frozenset({"instead"})
REFUSED_PHRASES: tuple[str, ...] = ()

#: Joiners between verbs and between clauses: one instruction after the other (608.2c).
_IN_TURN = frozenset({",", ", and", "and", ", then", "then", ";"})


def _read(modifiers: tuple[Modifier, ...]) -> tuple[bool, Modifier | None, Modifier | None]:
    """Whether every modifier is one read here, and the clause's one duration (which its verbs
    read) and one "for each" (`counted`)."""
    durations = [m for m in modifiers if m.kind == "duration"]
    counts = [m for m in modifiers if m.kind == "for each"]
    if len(durations) > 1 or len(counts) > 1 or len(durations) + len(counts) != len(modifiers):
        return False, None, None
    return True, (durations[0] if durations else None), (counts[0] if counts else None)


def _joined(parts: tuple[Part, ...]) -> list[Part] | None:
    """The nodes of "A and B, then C" without the joiner words between them; None for another
    joiner."""
    items: list[Part] = []
    joiner: list[str] = []
    for part in parts:
        if isinstance(part, str):
            joiner.append(part)
            continue
        if items and " ".join(joiner).lower().replace(" ,", ",") not in _IN_TURN:
            return None
        if not items and joiner:
            return None
        items.append(part)
        joiner = []
    return None if joiner or not items else items


def _rules_only(effect: ApplyContinuous) -> bool:
    """Whether the effect only changes the rules (613.11, 614), no characteristic or control."""
    return all(LAYER_OF[m.op][0] == "rules" for m in effect.modifications)


def _merged(effects: list[Effect]) -> list[Effect]:
    """Continuous effects on the same object or set, one after the other, as one effect — but
    on a set, a part changing characteristics and a part changing only the rules stay apart:
    each part's set is determined independently (611.2c: the first locked in, the second
    whatever the set names at each moment)."""
    out: list[Effect] = []
    for effect in effects:
        last = out[-1] if out else None
        if (
            isinstance(effect, ApplyContinuous)
            and isinstance(last, ApplyContinuous)
            and (last.target, last.filter, last.duration)
            == (effect.target, effect.filter, effect.duration)
            and (effect.filter is None or _rules_only(last) == _rules_only(effect))
        ):
            mods = (*last.modifications, *effect.modifications)
            out[-1] = last.model_copy(update={"modifications": mods})
        else:
            out.append(effect)
    return out


#: An "if" about what an object was or is (`conditions.object_was`): the object and its quality.
_Was = tuple[TargetRef, Filter, str]


def _condition(
    found: Clause, scope: Scope
) -> tuple[Condition | _Was | None, tuple[Modifier, ...]] | None:
    """The clause's one "if" — leading ("If you control a Wizard, draw a card") or trailing
    ("Draw a card if you have no cards in hand", one verb's) — and its other modifiers; None
    when it has another lead, or an "if" the engine can't ask as the instruction is followed
    (608.2c). A leading duration ("Until end of turn, ~ becomes …") is the clause's, as a
    trailing one is (611.2a)."""
    led = [m for m in found.lead if m.kind == "duration" and m.text[-1:] == (",",)]
    asked = [m for m in (*found.lead, *found.modifiers) if _conditional(m)]
    rest = tuple(m for m in found.modifiers if m not in asked)
    rest = (*(Modifier("duration", m.text[:-1]) for m in led), *rest)
    if len(found.lead) > len(asked) + len(led) or len(asked) > 1:
        return None
    if not asked:
        return None, rest
    trailing = len(found.lead) == len(led)
    verbs = [p for p in found.predicates if isinstance(p, Predicate)]
    opened = said(asked[0]).lower().startswith(("if ", "unless "))
    if not opened or (trailing and len(verbs) != 1):
        return None
    read = condition(asked[0])
    if read is None and (was := object_was(asked[0], scope, present=True)) is not None:
        return (*was, said(asked[0])[len("if ") :].removesuffix(",")), rest
    return None if read is None or read.about_source else (read, rest)


def _conditional(found: Modifier) -> bool:
    """Whether the modifier is a condition: "if …", or "unless …" stating one ("discard a card
    unless you attacked this turn": the condition negated), not an offer to pay (118.12)."""
    return found.kind == "condition" or (found.kind == "unless" and condition(found) is not None)


def _elided(found: Clause, joiner: str, before: Clause | None) -> Part:
    """The subject a clause with none shares with the clause before it (issue 28 §5): "Target
    creature gets +2/+0 until end of turn and can't be blocked this turn" — its verbs a
    subject's forms ("gets", "can't", never an imperative's), joined by "and" to a clause with
    a subject; the same node, so the same object (`object_ref`). None otherwise: an imperative
    ("… and draw a card") is its controller's."""
    if found.subject is not None or before is None or before.subject is None or found.may:
        return found.subject
    if joiner not in ("and", ", and") or found.lead:
        return None
    verbs = [p.verb.lower() for p in found.predicates if isinstance(p, Predicate)]
    if not verbs or not all(v in _SUBJECT_FORMS or v.endswith("s") for v in verbs):
        return None
    return before.subject


#: Verb forms that take a subject but don't end in "s" (an imperative never says them).
_SUBJECT_FORMS = frozenset({"can", "can't", "cannot", "doesn't"})


#: Verbs whose effect on a set is its effect on each of them: "Up to two target creatures
#: each get +2/+2 and gain flying" is what "… get +2/+2 and gain flying" is (611.2a-c: a
#: continuous effect modifies every object it affects alike).
_EACH_ALIKE = frozenset({"get", "gets", "gain", "gains", "have", "has"})


def each_alike(found: Clause) -> bool:
    """Whether the clause's "each" after its subject says nothing beyond its verbs: none, or
    one whose verbs all change each object as the whole set (`_EACH_ALIKE`). "They each deal
    damage equal to their power …" is one instruction per creature, not read here."""
    if not found.each:
        return True
    verbs = [p.verb.lower() for p in found.predicates if isinstance(p, Predicate)]
    return found.subject is not None and bool(verbs) and all(v in _EACH_ALIKE for v in verbs)


def clause(found: Clause, scope: Scope, shared: Part = None) -> list[Effect] | None:
    """The clause's instructions; `shared` its subject when it has none of its own
    (`_elided`)."""
    if not each_alike(found):
        return None
    conditioned = _condition(found, scope)
    if conditioned is None:
        return None
    asked, modifiers = conditioned
    paying = unless_offer(modifiers)
    if paying is None:
        return None
    pays, modifiers = paying
    delaying = split(modifiers)
    if delaying is None:
        return None
    moment, modifiers = delaying
    readable, duration, each = _read(modifiers)
    predicates = _joined(found.predicates)
    if not readable or predicates is None:
        return None
    effects: list[Effect] = []
    subject = found.subject if found.subject is not None else shared
    if found.may and said(subject).lower() != "you":
        return None
    last = 0  # where the last verb's instructions begin
    for predicate in predicates:
        if not isinstance(predicate, Predicate):
            return None
        last = len(effects)
        flicker = returned(predicate, effects, scope)
        if flicker is None:
            # "create a 1/1 white Soldier creature token, then attach this Equipment to it".
            flicker = equipped_token(predicate, effects, scope)
        if flicker is None:
            # "… until they reveal a land card, then puts those cards into their graveyard".
            flicker = revealed_goes(predicate, effects, subject, scope)
        if flicker is not None:
            # It may have remade the instructions before it: no "for each" is split over it.
            effects, last = flicker, -1 if last else 0
            continue
        lower = lowering_for(predicate.verb)
        if lower is None:
            return None
        # "You may draw": the player "you" is the imperative's.
        who = None if found.may else subject
        made = lower(Verb(predicate, who, duration, scope))
        if made is None:
            return None
        effects += made
    if each is not None:
        counted = _counted_last(found, each, effects, last, (subject, scope))
        if counted is None:
            return None
        effects = counted
    effects = _merged(effects)
    if pays is not None:
        offered_too = said(found.predicates) if found.may else ""
        unless_paid = paid_or(effects, *pays, scope, may=offered_too)
        if unless_paid is None:
            return None
        effects = unless_paid
    if moment is not None:
        # "… at the beginning of the next end step" (603.7a): neither "may" nor a condition.
        if found.may or asked is not None or pays is not None or len(effects) > MAX_TARGET_SPECS:
            return None
        return delay(effects, moment, said(found), scope=scope)
    granted = [e for e in effects if isinstance(e, MechanicInstruction) and e.permission]
    if granted and (not found.may or len(granted) != len(effects)):
        return None  # "you may cast … this turn": its "may" is the permission itself
    if found.may and not granted and pays is None:
        if len(effects) > MAX_TARGET_SPECS:
            return None
        effects = [May(effects=tuple(effects), text=said(found.predicates))]
    if asked is not None:
        if len(effects) > MAX_TARGET_SPECS:
            return None
        if isinstance(asked, tuple):
            target, was, text = asked
            return [IfCondition(target=target, was=was, text=text, effects=tuple(effects))]
        return [IfCondition(condition=asked, effects=tuple(effects))]
    return effects


def _counted_last(
    found: Clause, each: Modifier, effects: list[Effect], last: int, said_of: tuple[Part, Scope]
) -> list[Effect] | None:
    """The instructions with the clause's "for each" counting its amount: of its one verb, or
    after ", then" of its last verb only — "mill three cards, then put a +1/+1 counter on ~ for
    each creature card in your graveyard" counts as the counters are put, after the mill
    (608.2c, 608.2h). After "and" it would count for every verb (Graveborn Muse's ruling): not
    read here."""
    if last <= 0:
        return for_each(each, _merged(effects), *said_of) if last == 0 else None
    joiners = _joiners(found.predicates)
    if joiners[-1] not in (", then", "then"):
        return None
    counted = for_each(each, _merged(effects[last:]), *said_of)
    return None if counted is None else [*effects[:last], *counted]


def _leads_with_if(found: Clause) -> bool:
    return any(m.kind == "condition" for m in found.lead)


def _whole_sentence_if(made: list[Effect]) -> list[Effect] | None:
    """The instructions of a sentence whose first clause leads with "if", all held by that
    clause's condition; None when the first clause isn't one conditioned instruction."""
    first = made[0] if made else None
    if not isinstance(first, IfCondition) or len(first.effects) + len(made) - 1 > MAX_TARGET_SPECS:
        return None
    return [first.model_copy(update={"effects": (*first.effects, *made[1:])})]


def _joiners(parts: tuple[Part, ...]) -> list[str]:
    """The words joining each clause of a sentence to the one before ("" for the first)."""
    out: list[str] = []
    words: list[str] = []
    for part in parts:
        if isinstance(part, str):
            words.append(part)
            continue
        out.append(" ".join(words).lower().replace(" ,", ","))
        words = []
    return out


def _if_kicked(
    kicked: tuple[bool, Sentence], effects: list[Effect], last: int, scope: Scope
) -> list[Effect] | None:
    """The instructions so far with a kicked sentence's (`kicked_sentence`): added, held by
    "if it was kicked"; with "instead", in place of the sentence before's, which are done only
    if it wasn't (608.2c). None when it names a target of its own (702.33g isn't modelled) or
    isn't read."""
    instead, plain = kicked
    if instead and (not last or last > MAX_TARGET_SPECS or last > len(effects)):
        return None
    kept, replaced = effects[: len(effects) - last], effects[len(effects) - last :]
    named = len(scope.specs)
    made = more_damage(plain, replaced) if instead else None
    if made is None:
        made = sentences((plain,), scope)
    if not made or len(scope.specs) != named or len(made) > MAX_TARGET_SPECS:
        return None
    if not instead:
        return [*effects, IfKicked(effects=tuple(made))]
    return [*kept, IfKicked(effects=tuple(made), otherwise=tuple(replaced))]


def _becomes(sentence: Sentence) -> bool:
    """Whether a verb of the sentence is "become(s)", which "It's still a land." is about."""
    return any(
        isinstance(p, Predicate) and p.verb.lower() in ("become", "becomes")
        for part in sentence.clauses
        if isinstance(part, Clause)
        for p in part.predicates
    )


def sentences(found: Sequence[Sentence], scope: Scope) -> list[Effect] | None:
    """Every sentence's instructions in order, or None when any clause isn't read; an X the
    text defines (", where X is …", 107.3c) the count in every instruction (`defined_x`)."""
    taken_out = definition(found)
    if taken_out is None:
        return None
    plain, where = taken_out
    effects = _sentences(plain, scope)
    if where is None or effects is None:
        return effects
    counted = quantity(where, scope)
    return None if counted is None else defined(effects, scope, counted)


def _sentences(found: Sequence[Sentence], scope: Scope) -> list[Effect] | None:
    effects: list[Effect] = []
    last = 0  # how many instructions the sentence before gave ("if you do" asks about one)
    prior: Sentence | None = None
    offer: dict[str, str | int] | None = None  # "You may pay {1}." before "If you do, …"
    for n, sentence in enumerate(found):
        if (awaited := opened_next_cast(sentence)) is not None:
            # "When you next cast … this turn, …" (603.7a): the rest is a delayed ability.
            spell, what, rest = awaited
            apart = watching_spell(scope, what)
            inner = sentences((rest, *found[n + 1 :]), apart)
            waiting = None if inner is None else next_cast(tuple(found[n:]), spell, apart, inner)
            return None if waiting is None or offer is not None else _merged([*effects, waiting])
        if (reflexive := opened(sentence)) is not None:
            # "When you do, …" (603.12): the rest is an ability of its own, held by the action.
            apart = scope.apart()
            inner = sentences((reflexive, *found[n + 1 :]), apart)
            trigger = None if inner is None else created(tuple(found[n:]), apart.specs, inner)
            if trigger is not None and offer is not None:
                held = paid(offer, [trigger])
                return None if held is None else _merged(effects + held)
            held = None if trigger is None else attach(effects, last, "then", [trigger])
            return None if held is None else _merged(held)
        if (watched := watching(sentence, scope)) is not None:
            # "When that creature dies this turn, …" (603.7a-c): this sentence is the ability.
            moment, index, rest = watched
            inner = sentences((rest,), scope.apart())
            later = None if inner is None else delay(inner, moment, said(sentence), index)
            if later is None:
                return None
            effects, last = effects + later, 0
            continue
        if offer is None and n + 1 < len(found) and (offer := offered(sentence)) is not None:
            continue  # what it offers is read with the sentence after it
        before, prior = prior, sentence
        # "It's still a land." after the sentence: what becomes a creature keeps its card
        # types (205.1b), which only "becomes" reads.
        scope.still = bool(sentence.still)
        if scope.still and not _becomes(sentence):
            return None
        if (kicked := kicked_sentence(sentence)) is not None:
            # "If this spell was kicked, … [instead]." (702.33d-e)
            held = _if_kicked(kicked, effects, last, scope)
            if held is None or offer is not None:
                return None
            effects, last = held, 0
            continue
        clauses = _joined(sentence.clauses)
        if clauses is None or each_over_and(sentence.clauses, _joiners(sentence.clauses)):
            return None
        asks = branch(clauses[0]) if isinstance(clauses[0], Clause) else None
        if offer is not None and (asks is None or asks[0] != "then"):
            return None  # an offer is read only with "If you do," after it
        if asks is not None:
            clauses[0] = asks[1]
        elif len(clauses) == 1 and isinstance(clauses[0], Clause):
            amended = token_has(clauses[0], effects, scope)
            if amended is None:
                # "It can't be regenerated." after a destroy (701.19c).
                amended = cant_regenerate(clauses[0], effects, last, before)
            if amended is None:
                # "If that creature would die this turn, exile it instead." (614.1a)
                amended = exiled_if_it_dies(clauses[0], effects, scope)
            if amended is None:
                # "Return that card … at the beginning of the next end step." after an exile.
                amended = returned_later(clauses[0], effects, scope)
            if amended is None:
                # "If that spell would be put into your graveyard, exile it instead." (614.1a)
                amended = exiled_instead(clauses[0], effects, scope)
            if amended is None:
                # "You may put a … card from among the milled cards into your hand." (701.17c)
                amended = taken(clauses[0], effects)
            if amended is None:
                # "Put that card into your hand and the rest on the bottom …" after a reveal.
                amended = put_revealed(clauses[0], effects, scope)
            if amended is None:
                # "Exile it at the beginning of the next end step." after creating a token.
                amended = created_later(clauses[0], effects, scope)
            if amended is None:
                # "You may choose new targets for the copy." after copying a spell (707.10c)
                amended = new_targets(clauses[0], effects)
            if amended is None:
                # "That token gains haste." after a token copy (611.2a)
                amended = token_gains(clauses[0], effects, scope)
            if amended is None:
                # "Until end of turn, you don't lose this mana as steps and phases end." (500.5)
                amended = kept_mana(clauses[0], effects)
            if amended is None:
                # "Spend this mana only to cast artifact or creature spells." (106.6)
                amended = spent_only(clauses[0], effects)
            if amended is not None:
                effects = amended  # "It has "…"": the token just created (111.3)
                continue
        made: list[Effect] = []
        joiners = _joiners(sentence.clauses)
        for k, part in enumerate(clauses):
            if not isinstance(part, Clause):
                return None
            if k < len(clauses) - 1 and offers_action(part):
                # "… unless you sacrifice a land and discard a card": whether the action ends
                # at "and" the words don't say (118.12), so it is left unread, never guessed.
                return None
            if k and (folded := taken(part, made)) is not None:
                made = folded  # "Mill three cards, then you may put … from among the milled cards"
                continue
            earlier = clauses[k - 1] if k else None
            shared = _elided(part, joiners[k], earlier if isinstance(earlier, Clause) else None)
            if part.subject is None and shared is not None and isinstance(earlier, Clause):
                part = led_alike(part, earlier)  # "Until end of turn, …" says both clauses'
            more = clause(part, scope, shared)
            if more is None:
                return None
            made += more
        head = clauses[0]
        if len(clauses) > 1 and isinstance(head, Clause) and _leads_with_if(head):
            # "If it was a creature card, put a +1/+1 counter on this creature and you gain 1
            # life": the leading "if" is the whole sentence's, every clause's (608.2c).
            whole = _whole_sentence_if(made)
            if whole is None:
                return None
            made = whole
        if asks is None:
            effects, last = effects + made, len(made)
            continue
        if offer is not None:
            held = paid(offer, _merged(made))
            if held is None:
                return None
            # Nothing more asks about it: "If you don't" after it stays unread.
            effects, last, offer = effects + held, 0, None
            continue
        held = attach(effects, last, asks[0], _merged(made))
        if held is None:
            return None
        effects, last = held, 1
    return _merged(effects)
