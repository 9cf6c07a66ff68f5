"""A sentence of a spell's or ability's text that leads with "If this spell was kicked," (702.33d,
the instructions linked to its kicker ability, 702.33e, 607): "If this spell was kicked, that
creature gains lifelink until end of turn." adds to what the text does; with "instead" — "If this
spell was kicked, that creature gets +5/+5 until end of turn instead." / "If this spell was
kicked, instead creatures you control get +2/+2 …" — it replaces all the text said before it, a
choice made as the spell resolves (608.2c: the words decide which instructions are followed).

A kicked sentence that names a target of its own (chosen only if the spell is kicked, 702.33g) is
left unread, as is "it" naming anything but the card itself: the condition is the kicker of the
spell or ability's source (a permanent remembers it was kicked, 702.33d)."""

from __future__ import annotations

from engine.cards.grammar.tree import (
    Amount,
    Clause,
    Modifier,
    Objects,
    Part,
    Predicate,
    Reference,
    Selector,
    Sentence,
)
from engine.cards.lowering.phrases import said
from engine.cards.vocabulary import DealDamage, Effect
from engine.core.replace import replace

#: The words after the subject of the condition.
_KICKED = ("was", "kicked", ",")


def _itself(part: Part) -> bool:
    """The card itself: "this spell", its name, "this creature" — or "it", which the binder
    may have tied to the last thing named ("destroy all lands you control. If it was kicked"),
    though only the source has the kicker the condition asks about (702.33d): unless that is a
    target (a target spell or creature may have been kicked itself: left unread)."""
    one = part.items[0] if isinstance(part, Objects) and len(part.items) == 1 else part
    if not isinstance(one, Reference):
        return False
    if one.kind == "self":
        return True
    if one.kind != "object" or tuple(w.lower() for w in one.text) != ("it",):
        return False
    earlier = one.antecedent
    if isinstance(earlier, Selector):
        return not any(w.lower() in ("target", "spell") for w in said(earlier).split())
    return earlier is None or (isinstance(earlier, Reference) and earlier.kind == "self")


def kicked_condition(found: Modifier) -> bool:
    """ "If this spell was kicked," as a clause's lead, or "if it was kicked" as a trigger's
    intervening "if" (603.4): about the source's own kicker."""
    words = found.text
    rest = tuple(w.lower() if isinstance(w, str) else "" for w in words[2:])
    return (
        found.kind == "condition"
        and len(words) >= 4
        and isinstance(words[0], str)
        and words[0].lower() == "if"
        and _itself(words[1])
        and rest in (_KICKED, _KICKED[:2])
    )


def kicked_sentence(sentence: Sentence) -> tuple[bool, Sentence] | None:
    """Whether a sentence leading with "If this spell was kicked," says "instead", and the
    sentence without that lead and its "instead"; None for another sentence, or one saying
    "instead" twice or anywhere but its first clause's lead or a clause's end."""
    first = next((p for p in sentence.clauses if isinstance(p, Clause)), None)
    if first is None or not first.lead or not kicked_condition(first.lead[0]):
        return None
    instead = 0
    clauses: list[Part] = []
    for part in sentence.clauses:
        if isinstance(part, Clause):
            lead = part.lead[1:] if part is first else part.lead
            kept = tuple(m for m in lead if m.kind != "instead")
            rest = tuple(m for m in part.modifiers if m.kind != "instead")
            instead += len(lead) - len(kept) + len(part.modifiers) - len(rest)
            part = replace(part, lead=kept, modifiers=rest)
        clauses.append(part)
    if instead > 1:
        return None
    return bool(instead), replace(sentence, clauses=tuple(clauses))


def more_damage(plain: Sentence, replaced: list[Effect]) -> list[Effect] | None:
    """ "If this spell was kicked, it deals 4 damage instead." after "~ deals 2 damage to any
    target.": the same damage, dealt by the same source to the same recipient, in a greater
    amount (608.2c); None for any other sentence, or one after anything but one damage."""
    clauses = [p for p in plain.clauses if isinstance(p, Clause)]
    if len(clauses) != 1 or len(plain.clauses) != 1 or len(replaced) != 1:
        return None
    (found,) = clauses
    if found.lead or found.modifiers or found.may or found.each or len(found.predicates) != 1:
        return None
    (verb,) = found.predicates
    if not isinstance(verb, Predicate) or verb.verb.lower() != "deals" or len(verb.text) != 2:
        return None
    count, noun = verb.text
    if not isinstance(count, Amount) or count.value is None or noun != "damage":
        return None
    if found.subject is None or not _itself(found.subject):
        return None
    (before,) = replaced
    if not isinstance(before, DealDamage) or not isinstance(before.amount, int):
        return None
    return [before.model_copy(update={"amount": count.value})]
