"""A whole line lowered: a permanent's triggered, activated or static ability, or a spell's
instructions (113.3), all or nothing.

A line with an ability word lowers as the line without it (the word has no rules meaning,
207.2c). An activated ability's restrictions are the three the vocabulary has ("Activate only
as a sorcery", "Activate only once each turn", "Activate only if …", 602.5). A trigger's
intervening "if" (603.4), a static ability's "as long as" condition (611.3a) and an activated
ability's "only if" are read by `conditions`, the one reading of a condition.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, cast

from pydantic import TypeAdapter

from engine.cards.compiler.combat import modifications as combat_modifications
from engine.cards.compiler.set_and_lose import RULES
from engine.cards.compiler.shapes import ABILITY_WORDS
from engine.cards.grammar import tree
from engine.cards.grammar.tree import (
    Clause,
    Line,
    Modifier,
    Part,
    Predicate,
    Reference,
    Restriction,
    words,
)
from engine.cards.keyword_abilities import KEYWORD_ABILITIES
from engine.cards.lowering import ability_costs
from engine.cards.lowering.base_pt import base_power_toughness
from engine.cards.lowering.blocked_by_power import blocked_by_power
from engine.cards.lowering.chosen_group import chosen_type_group
from engine.cards.lowering.clauses import each_alike, sentences
from engine.cards.lowering.conditions import condition, object_was
from engine.cards.lowering.costs import cost, exiled_from
from engine.cards.lowering.counted import static_for_each, static_where
from engine.cards.lowering.defined_x import defines_x
from engine.cards.lowering.dies_exiled import static_exiled_if_it_dies
from engine.cards.lowering.entering import enter_tapped
from engine.cards.lowering.flash_spells import cast_as_though_flash
from engine.cards.lowering.kicked import kicked_condition
from engine.cards.lowering.others_untap import untaps_during_others
from engine.cards.lowering.phrases import group_filter, only, said
from engine.cards.lowering.prevention import static_prevention
from engine.cards.lowering.quoted import gained
from engine.cards.lowering.registry import label_for
from engine.cards.lowering.scope import Scope
from engine.cards.lowering.spell_costs import spell_cost_change
from engine.cards.lowering.triggers import trigger
from engine.cards.lowering.uncounterable import spells_cant_be_countered
from engine.cards.rules_lists import mentioned
from engine.cards.vocabulary import (
    Activated,
    Condition,
    CostChange,
    Effect,
    ExileInsteadOfGraveyard,
    Filter,
    Modification,
    ModifyPowerToughness,
    Replacement,
    SpellsCantBeCountered,
    Static,
    TargetSpec,
    Trigger,
    Triggered,
)

#: An activated ability's restrictions the vocabulary has (602.5b, 602.5d).
_RESTRICTIONS = {"activate only as a sorcery": "sorcery_speed"}
_RESTRICTIONS["activate only once each turn"] = "once_each_turn"
_RESTRICTIONS["activate only once"] = "once"


def _mentions_x(part: Part | tuple[Part, ...]) -> bool:
    """Whether the words say X (107.3): an amount or a P/T change ("+X/+0")."""
    return any(w == "X" or ("/" in w and "X" in w) for w in words(part))


#: Trigger events whose abilities the trigger scanner's `fire` doesn't make wait, so nothing
#: records that they triggered this turn: triggered mana abilities resolve at once (605.4a),
#: state triggers are looked for on their own (603.8).
_NOT_SCANNED = frozenset({"tapped_for_mana", "state"})


#: Trigger events that look back in time (603.10a): when their intervening "if" is asked —
#: before the event or after it — the lowering doesn't decide, so such a line stays unread.
_LOOKING_BACK = frozenset({"put_into_graveyard", "leaves_battlefield", "sacrifice"})


def _intervening(found: Modifier, made: Trigger, scope: Scope) -> Trigger | None:
    """The trigger with its intervening "if" (603.4): a condition on the game, asked as the
    event happens and again as the ability resolves; None when it isn't one the engine asks
    then (a condition on the source itself, a trigger looking back in time)."""
    was = object_was(found, scope)
    if was is not None and was[0] == "that_creature" and made.scope != "self":
        # "Whenever equipped creature dies, if it was a Human": what it was as the event
        # happened (603.10a) can't change by resolution, so the event is that of such a
        # creature only — one more quality of the trigger's filter (603.4).
        mine, more = made.filter.model_dump(exclude_defaults=True), was[1]
        merged = {**mine, **more.model_dump(exclude_defaults=True)}
        if set(mine) & set(more.model_dump(exclude_defaults=True)):
            return None
        return made.model_copy(update={"filter": Filter.model_validate(merged)})
    if kicked_condition(found) and made.event == "enters" and made.scope == "self":
        # "When this creature enters, if it was kicked, …": the permanent remembers it was a
        # kicked spell (702.33d), which the trigger asks as it enters.
        return made.model_copy(update={"cast_with": "kicked"})
    asked = condition(found)
    if asked is None or asked.about_source or {made.event, made.also} & _LOOKING_BACK:
        return None
    if not said(found).lower().startswith("if "):
        return None
    return made.model_copy(update={"intervening_if": asked})


def _adds_mana(effect: tuple[tree.Sentence, ...]) -> bool:
    """Whether the effect itself says "add [mana]" (106.1) — not a quoted ability it grants."""
    return any(
        isinstance(p, Predicate) and p.verb.lower() == "add"
        for sentence in effect
        for part in sentence.clauses
        if isinstance(part, Clause)
        for p in part.predicates
    )


#: "This ability triggers only once each turn" (603.2): the one restriction a trigger has.
_ONCE_EACH_TURN = "this ability triggers only once each turn"


def _triggered(body: tree.Triggered) -> Triggered | None:
    if body.modal is not None:
        return None  # modes
    once = bool(body.restrictions)
    if once and [said(r.text).lower() for r in body.restrictions] != [_ONCE_EACH_TURN]:
        return None
    if _mentions_x(body.effect) and not defines_x(body.effect):
        # A triggered ability has no X of its own to choose (107.3): X is the one chosen as a
        # creature was turned face up (702.37f), a spell cast … which the vocabulary can't name
        # — unless its text says what X is (107.3c).
        return None
    lowered = trigger(body.event, once_each_turn=once)
    if lowered is None:
        return None
    made, scope = lowered
    if made.event == "sacrifice" and _adds_mana(body.effect):
        # Sacrificing to pay a mana ability's cost makes such a trigger a mana ability itself
        # (605.1b), resolving at once: the engine puts every one on the stack, so unread.
        return None
    if once:
        if made.event in _NOT_SCANNED:
            return None
        made = made.model_copy(update={"once_each_turn": True})
    if body.condition is not None:
        intervening = _intervening(body.condition, made, scope)
        if intervening is None:
            return None
        made = intervening
    scope.may_leave_graveyard = made.event not in _LOOKING_BACK and (
        made.scope in _OTHERS or (made.scope == "self" and made.event in _NO_OBJECT)
    )
    effects = sentences(body.effect, scope)
    if not effects:
        return None
    return Triggered(
        trigger=made,
        targets=tuple(scope.specs),
        effects=tuple(effects),
        zone="graveyard" if scope.leaves_graveyard else "battlefield",
    )


#: The trigger conditions an ability that moves its own card out of a graveyard may have and
#: work there (113.6m): another permanent's event ("Whenever a Demon you control enters"), or
#: one that names no object of the card — a step (503.1, 507.2, 513.1), a spell being cast, a
#: card drawn — not one looking back at permanents leaving the battlefield ("whenever another
#: creature is put into your graveyard", 603.10a), which the engine asks only of permanents
#: (`watched.deaths_watched`). Never the card's own event nor what it is attached to: "When
#: this creature dies, return it …" and "When enchanted creature dies, return this card …" are
#: 113.6m's exceptions, abilities of the permanent, which "this card from your graveyard"
#: doesn't say.
_OTHERS = frozenset({"you_control", "any"})
_NO_OBJECT = frozenset(
    {"beginning_of_upkeep", "beginning_of_end_step", "beginning_of_combat", "cast", "draw"}
)


def _activated(body: tree.Activated) -> Activated | None:
    paid = cost(body.cost)
    if paid is None:
        return None
    # X is the one paid in the cost (107.3a, 601.2f, 606.4) or the one the text defines
    # (107.3c) — never both, nor undefined here.
    paid_x = "{X}" in paid.mana or paid.loyalty == "-X"
    if defines_x(body.effect) and paid_x:
        return None
    if _mentions_x(body.effect) and not paid_x and not defines_x(body.effect):
        return None
    restricted = _restrictions(body.restrictions)
    if restricted is None:
        return None
    flags, only_if = restricted
    zone: Literal["battlefield", "hand", "graveyard"] = "battlefield"
    if paid.discard_self or paid.exile_self:
        # A cost that discards the card works only from a hand, one that exiles it only from
        # the zone it moves it out of (113.6m); {T} and a sacrifice only on the battlefield.
        zone = "hand" if paid.discard_self else exiled_from(body.cost)
        on_battlefield = paid.tap or paid.untap or paid.sacrifice_self
        if paid.sacrifice_self or (paid.discard_self and paid.exile_self):
            return None
        if on_battlefield and zone != "battlefield":
            return None
    if paid.exile_self and "~" in words(body.effect):
        return None  # the card is a new object in exile once paid (400.7): "it" finds nothing
    scope = Scope(may_leave_graveyard=zone == "battlefield")
    # "This ability costs {1} less to activate for each …": how its total cost is determined
    # (601.2f, 602.2b), not an instruction.
    said_effect, reduced = ability_costs.split(body.effect)
    effects = sentences(said_effect, scope)
    if not effects:
        return None
    if scope.leaves_graveyard:
        # "[Cost]: Return this card from your graveyard …" works only there (113.6m): a cost
        # only a permanent pays ({T}, {Q}, sacrificing itself) can't be paid by the card.
        if paid.tap or paid.untap or paid.sacrifice_self or paid.loyalty is not None:
            return None
        zone = "graveyard"
    return Activated(
        cost=paid,
        targets=tuple(scope.specs),
        effects=tuple(effects),
        zone=zone,
        only_if=only_if,
        cost_reduction=reduced,
        **flags,
    )


#: "Activate only during your turn / upkeep / combat / turn, before attackers are declared"
#: (602.5, 506.1): the turn's questions of a condition.
_DURING = {
    "activate only during your turn": Condition(your_turn=True, text="it is your turn"),
    "activate only during your upkeep": Condition(your_upkeep=True, text="it is your upkeep"),
    "activate only during combat": Condition(during_combat=True, text="it is during combat"),
    "activate only during your turn, before attackers are declared": Condition(
        before_attackers=True, text="it is your turn, before attackers are declared"
    ),
}


def _restrictions(
    found: tuple[Restriction, ...],
) -> tuple[dict[str, bool], Condition | None] | None:
    """The flags and the one condition an activated ability's restrictions say (602.5):
    "Activate only as a sorcery and only once each turn." is two; None when any isn't read."""
    flags: dict[str, bool] = {}
    only_if: Condition | None = None
    for restriction in found:
        asked = _only_if(restriction)
        said_once = said(restriction).lower().removesuffix(".")
        first, *more = said_once.split(" and only ")
        for phrase in () if asked is not None else (first, *(f"activate only {m}" for m in more)):
            flag = _RESTRICTIONS.get(phrase)
            if flag is None:
                asked = _DURING.get(phrase)
                if asked is None or only_if is not None:
                    return None
                only_if, asked = asked, None
            elif flag in flags:
                return None
            else:
                flags[flag] = True
        if asked is not None:
            if only_if is not None:
                return None
            only_if = asked
    return flags, only_if


def _only_if(restriction: Restriction) -> Condition | None:
    """ "Activate only if you have no cards in hand.": the condition it is activated under
    (602.5), or None for another restriction."""
    parts = restriction.text
    if len(parts) != 3 or tuple(p for p in parts[:2] if isinstance(p, str)) != (
        "Activate",
        "only",
    ):
        return None
    asked = parts[2]
    return condition(asked) if isinstance(asked, Modifier) else None


def _static(
    body: tree.Text,
) -> Static | Replacement | ExileInsteadOfGraveyard | SpellsCantBeCountered | CostChange | None:
    """ "Creatures you control get +1/+1", "~ has flying", "Enchanted creature gets +2/+2 and
    has trample": a static ability's continuous effect (604.1, 611.3) on the card, what it
    enchants or equips, or a set of permanents; "Creatures your opponents control enter
    tapped": a replacement effect on how they enter (614.1d, `entering`); "Prevent all damage
    that would be dealt to ~": a prevention effect (615.1a, `prevention`); "If this creature
    would die, exile it instead": a replacement effect (614.1a, `dies_exiled`); "Creature spells you
    control can't be countered" (101.2, `uncounterable`); "You may cast artifact spells as
    though they had flash" (702.8a, `flash_spells`); "Historic spells you cast cost {1}
    less to cast" (601.2f, `spell_costs`)."""
    found = body.effect
    if body.lead or len(found) != 1 or found[0].then:
        return None
    clause, *more = found[0].clauses
    flash = cast_as_though_flash(clause) if isinstance(clause, Clause) and not more else None
    if flash is not None:
        return flash  # its "may" is the permission's own (702.8a)
    also = _and_has(more)
    if also is None or not isinstance(clause, Clause) or clause.may or not each_alike(clause):
        return None
    if (entering := enter_tapped(clause)) is not None:
        return entering
    if (prevention := static_prevention(clause)) is not None:
        return prevention
    if (exiled := static_exiled_if_it_dies(clause)) is not None:
        return exiled
    if (prohibition := spells_cant_be_countered(clause)) is not None:
        return prohibition
    if (changed := spell_cost_change(clause)) is not None:
        return changed
    if (untaps := untaps_during_others(clause)) is not None:
        return untaps
    if (blocked := blocked_by_power(clause)) is not None:
        return blocked
    asked = None
    each = [m for m in clause.modifiers if m.kind == "for each"]
    # "gets +X/+X, where X is the number of …": counted as the layers apply (`static_where`).
    where = [m for m in clause.modifiers if m.kind == "where"]
    said_conditions = tuple(
        m for m in (*clause.lead, *clause.modifiers) if m not in each and m not in where
    )
    if len(each) + len(where) > 1:
        return None
    if said_conditions:
        # "~ gets +1/+1 as long as …", "As long as …, ~ has flying": the effect exists only
        # while its condition is true (611.3a); one condition a line. "~ can't attack unless
        # …": while it is false.
        if len(said_conditions) != 1 or not said(said_conditions[0]).lower().startswith(
            ("as long as", "unless ")
        ):
            return None
        asked = condition(said_conditions[0])
        if asked is None:
            return None
    modifications: list[Modification] = []
    predicates = clause.predicates
    if also and (not each or asked is not None):
        return None  # the clause's "for each" is what splits "… and has …" from it
    if any(isinstance(p, str) and p not in ("and", ",") for p in predicates):
        return None  # "gets +1/+2, has reach, and can't be blocked …": a list, each said
    for predicate in (p for p in predicates if not isinstance(p, str)):
        counted = static_where(where[0], predicate) if where else None
        made = [counted] if counted is not None else _modifications(predicate)
        if made is None:
            return None
        where = [] if counted is not None else where
        modifications += made
    if where:
        return None  # no "+X/+X" the definition counts for
    subject = clause.subject
    phrase = said(subject)
    changes = tuple(modifications)
    if each:
        counted = static_for_each(each[0], changes, subject)
        if counted is None:
            return None
        changes = (counted,)
    for predicate in also:
        made = _modifications(predicate)
        if made is None:
            return None
        changes += tuple(made)
    if _itself(subject):
        return Static(affects="self", modifications=changes, condition=asked)
    host = _HOSTS.get(phrase.lower())
    if host is not None:
        return Static(affects=host, modifications=changes, condition=asked)
    flt = group_filter(subject) or chosen_type_group(subject)
    if flt is None:
        return None
    return Static(affects="all", filter=flt, modifications=changes, condition=asked)


def _itself(subject: Part) -> bool:
    """ "~", or "it" naming the card itself ("As long as this creature is equipped, it gets
    +0/+2")."""
    one = only(subject)
    if not isinstance(one, Reference):
        return False
    if said(subject) == "~":
        return True
    return (
        one.kind == "object"
        and isinstance(one.antecedent, Reference)
        and (one.antecedent.kind == "self")
    )


def _and_has(more: Sequence[object]) -> tuple[Predicate, ...] | None:
    """The predicates of "… and has vigilance" after a static ability's first clause, which
    shares its subject: "Enchanted creature gets +1/+0 for each Mountain you control and has
    first strike" (the "for each" counts only the P/T change it follows, 611.3a); () when there
    is no such clause, None for another."""
    if not more:
        return ()
    if len(more) != 2 or more[0] != "and" or not isinstance(second := more[1], Clause):
        return None
    if second.subject is not None or second.lead or second.modifiers or second.may:
        return None
    found = tuple(p for p in second.predicates if isinstance(p, Predicate))
    if len(found) != len(second.predicates) or any(
        p.verb.lower() not in ("has", "have") for p in found
    ):
        return None
    return found


#: What an Aura or Equipment's static ability names the permanent it is attached to by (an
#: Aura attached to a permanent it can't enchant is put into its owner's graveyard, 704.5m).
_HOSTS = {"equipped creature": "equipped"} | {
    f"enchanted {kind}": "enchanted"
    for kind in ("creature", "land", "permanent", "artifact", "enchantment", "planeswalker")
}


def _modifications(predicate: Part) -> list[Modification] | None:
    """ "gets +1/+1" (layer 7c), "has flying", "has "{T}: …"", "has haste and "…"" (layer 6,
    613.1f: the quoted abilities gained, `quoted`), "has base power and toughness 7/7" (layer
    7b, 613.4b, `base_pt`)."""
    if not isinstance(predicate, Predicate):
        return None
    verb = predicate.verb.lower()
    if verb in ("have", "has"):
        base = base_power_toughness(predicate.text)
        return [base] if base is not None else gained(predicate.text)
    if verb in ("can't", "doesn't", "don't", "can", "attacks", "attack", "blocks", "block"):
        return _rule_modifying(f"{verb} {said(predicate.text)}")
    if len(predicate.text) != 1:
        return None
    (what,) = predicate.text
    if verb in ("get", "gets") and isinstance(what, str) and "/" in what:
        power, _, toughness = what.replace("−", "-").partition("/")
        try:
            return [ModifyPowerToughness(power=int(power), toughness=int(toughness))]
        except ValueError:
            return None
    return None


_MODIFICATION: TypeAdapter[Modification] = TypeAdapter(cast(Any, Modification))


def _rule_modifying(phrase: str) -> list[Modification] | None:
    """ "can't block", "can't attack or block", "doesn't untap during its controller's untap
    step" (508.1c, 509.1b, 502.3), "can't be blocked", "can't be blocked by creatures with
    flying", "can't be blocked by more than one creature", "can block only creatures with
    flying" (509.1b), "can attack as though it didn't have defender" (702.3b): a rule-modifying
    effect (613.11), read by the compiler's one reading of each phrase; None for another
    ("can't be countered", "can't attack alone", "can't attack you")."""
    found = [RULES[phrase]] if phrase in RULES else combat_modifications(phrase)
    return None if found is None else [_MODIFICATION.validate_python(m) for m in found]


#: The ability words of 207.2c, without case: a label with no rules meaning.
_ABILITY_WORDS = frozenset(w.lower() for w in ABILITY_WORDS)
#: A chapter's numerals (714.2b), which may come before a chapter's own name ("I Denial —").
_NUMERALS = frozenset({"I", "II", "III", "IV", "V", "VI", "VII"})
#: Labels the CR doesn't name that are conditions, not flavor words: the playtest cards' race
#: teams ("Team Cloudspire — …" / "Team Speed Demons — …" apply only if the player is on that
#: team, as Team Mage's "if you're on Team Cloudspire" says). Being on a team of that race is
#: nothing the CR defines (808's teams are players' sides) nor the engine knows, so such a line
#: stays unread rather than doing both halves (Draw Team Lines).
_CONDITION_LABELS = frozenset({("team", "cloudspire"), ("team", "speed", "demons")})


def is_flavor_word(label: tuple[str, ...]) -> bool:
    """Whether a label's words (before its dash) are a flavor word (207.2d: "not listed in the
    Comprehensive Rules"): words the CR doesn't say, no number, no chapter numeral (714.2b),
    not beginning with a keyword of 702 ("Splice onto Arcane —") and not a playtest team's
    condition ("Team Cloudspire —", `_CONDITION_LABELS`). A keyword newer than the CR
    the project ships ("Power-up —") is told by its reminder text, which the grammar's route
    looks at (`compiler.grammar_route`)."""
    if not label or label[0] in _NUMERALS or any(c.isdigit() for w in label for c in w):
        return False
    if label[0].lower() in _KEYWORDS or tuple(w.lower() for w in label) in _CONDITION_LABELS:
        return False
    return not mentioned(" ".join(label))


_KEYWORDS = frozenset(k.lower() for k in KEYWORD_ABILITIES)


def _label_is_meaningless(line: Line) -> bool:
    """Whether the line's label, if any, is an ability word of 207.2c or a flavor word of
    207.2d. Other words before a dash are a keyword written the same way ("Exhaust —",
    "Max speed —", "Boast —", 702.177a, 702.178a, 702.142a), which does mean something: the CR
    names them, so such a line isn't lowered."""
    if not line.label:
        return True
    label = line.label[:-1]
    return " ".join(label).lower() in _ABILITY_WORDS or is_flavor_word(label)


def lower_ability(
    line: Line,
) -> (
    Triggered
    | Activated
    | Static
    | Replacement
    | ExileInsteadOfGraveyard
    | SpellsCantBeCountered
    | CostChange
    | None
):
    """A permanent's line as one ability, or None when any part of it isn't lowered. A keyword
    label a mechanic reads ("Boast —", 702.142a) is an activated ability's, made by it."""
    body = line.body
    keyword = label_for(" ".join(line.label[:-1])) if line.label else None
    if keyword is not None:
        made = _activated(body) if isinstance(body, tree.Activated) else None
        return None if made is None else keyword(made)
    if not _label_is_meaningless(line):
        return None
    if isinstance(body, tree.Triggered):
        return _triggered(body)
    if isinstance(body, tree.Activated):
        return _activated(body)
    if isinstance(body, tree.Text) and body.text_kind == "static":
        return _static(body)
    return None


@dataclass(frozen=True, slots=True)
class LoweredSpell:
    """An instant's or sorcery's target specs and instructions (608.2c)."""

    targets: tuple[TargetSpec, ...]
    effects: tuple[Effect, ...]


def lower_spell(lines: Sequence[Line]) -> LoweredSpell | None:
    """Every line of a spell's text as one set of instructions, or None when any isn't."""
    scope = Scope(spell=True)
    effects: list[Effect] = []
    for line in lines:
        body = line.body
        if not _label_is_meaningless(line) or not isinstance(body, tree.Text):
            return None
        if body.text_kind != "spell" or body.lead:
            return None
        made = sentences(body.effect, scope)
        if made is None:
            return None
        effects += made
    if not effects:
        return None
    return LoweredSpell(tuple(scope.specs), tuple(effects))
