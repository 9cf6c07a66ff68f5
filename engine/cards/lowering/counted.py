"""A clause's "for each …" lowered (107.3c, 608.2h): the one instruction of the clause done with
its amount counted as it is performed — "draw a card for each creature you control", "you gain
2 life for each Shrine you control", "target creature gets +1/+1 until end of turn for each
Forest you control".

What is counted ("creature you control", "Elf card in your graveyard") is read by the
compiler's one reader of a counted quantity (`compiler.amounts.quantity`), so both routes count
alike. The instruction's own number is how much each counted thing is worth ("2 life for each
…": `times` 2); a P/T change becomes +N/+M times the count, locked in as the effect begins
(`ModifyPowerToughnessBy`, 608.2h); a static ability's counts each time the layers apply
(`ModifyPowerToughnessForEach`, 611.3a). A count that names an object or a player back ("its",
"they control", "target player's hand") isn't read here: what it names would need the binder's
scope, and the clause stays unread.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, ValidationError

from engine.cards.compiler.amounts import quantity
from engine.cards.compiler.selectors import says_other
from engine.cards.compiler.statics import for_each as static_count
from engine.cards.grammar.tree import (
    Clause,
    Count,
    Counters,
    Modifier,
    Part,
    Predicate,
    Reference,
)
from engine.cards.lowering.phrases import only, said
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import (
    AddMana,
    AddManaForEach,
    ApplyContinuous,
    Effect,
    Modification,
    ModifyPowerToughness,
)
from engine.cards.vocabulary.modifications import (
    Counted,
    ModifyPowerToughnessBy,
    ModifyPowerToughnessForEach,
)
from engine.core.replace import replace

#: Words of a count that name something back or a target: not read here.
_NAMING = frozenset({"target", "its", "it", "that", "those", "they", "their", "them", "this"})

#: "artifact and / or enchantment", "Dwarf, Equipment, and / or Vehicle", "artifact, creature,
#: and land": a list of kinds, the last joined by "and / or" or "and".
_KIND_LIST = re.compile(r"((?:[\w-]+ )*?(?:[\w-]+, )*[\w-]+,?) and(?: / or)? ([\w-]+)( .+)")


def _one_of(what: str) -> str:
    """A count of a list of kinds as a count of the things of any of them: "for each artifact
    and / or enchantment you control" counts a permanent that is both once (All That Glitters'
    and Nettlecyst's rulings), as "for each artifact or enchantment you control" does; "for each
    land you control and each land card in your graveyard" (two counts) is left as it is."""
    found = _KIND_LIST.fullmatch(what)
    if found is None or " each " in f" {what} ":
        return what
    return f"{found.group(1)} or {found.group(2)}{found.group(3)}"


def _counters_on_self(found: Modifier) -> dict[str, Any] | None:
    """ "For each charge counter on this artifact" / "… on it" where "it" is the card itself:
    the counters of that kind on the source (`CountCounters`, 608.2h), or None — read by the
    one reader of counters on a permanent (`_counters_on`), with no subject to name."""
    on = _counters_on(found, None)
    if on is None or on[0] != "source_counters":
        return None
    return {"count": "counters", "kind": on[1]}


def _counters_on(found: Modifier, subject: Part) -> tuple[Counted, str] | None:
    """ "For each charge counter on this Equipment" / "… on it" in a static ability: the
    counters of that kind on the source ("source_counters": "it" the card itself) or on the
    permanent affected ("own_counters": "it" the static ability's subject), or None."""
    text = found.text
    if len(text) != 5 or text[:2] != ("for", "each") or text[3] != "on":
        return None
    counters, whose = text[2], only(text[4])
    if not isinstance(counters, Counters) or counters.amount is not None:
        return None
    if not isinstance(whose, Reference) or counters.noun != "counter":
        return None
    antecedent = whose.antecedent
    if whose.kind == "self" or (whose.kind == "object" and _is_self(antecedent)):
        return "source_counters", counters.kind_word
    affected = only(subject) if subject is not None else None
    if whose.kind == "object" and antecedent is not None and antecedent == affected:
        return "own_counters", counters.kind_word
    return None


def _is_self(node: object) -> bool:
    return isinstance(node, Reference) and node.kind == "self"


#: The words after what a count counts naming the player a trigger event names (506.2, 603.2),
#: and that player as the vocabulary's `CountPermanents.player` says it.
_WHOSE = {
    " defending player controls": "defending",
    " that player controls": "that_player",
    " they control": "that_player",
}


def _whose(what: str, scope: Scope | None, subject: Part) -> tuple[str, str] | None:
    """What is counted as its controller's count, and whose permanents they are: "land
    defending player controls" in an attacking creature's trigger, "artifact they control"
    after "deals combat damage to a player" (the player the event names, when the clause is
    the card's own, not a player's: "each opponent loses 1 life for each creature they
    control" is each opponent's own, not read here); None for a player the line doesn't name."""
    for words, who in _WHOSE.items():
        if what.endswith(words):
            named = scope is not None and who in scope.named_players
            if not named or (words == " they control" and not _of_the_card(subject)):
                return None
            return what[: -len(words)] + " you control", who
    return what, "you"


def counted(
    found: Modifier, scope: Scope | None = None, subject: Part = None
) -> dict[str, Any] | None:
    """What "for each …" counts, as the vocabulary's quantity (its data), or None."""
    if (on_self := _counters_on_self(found)) is not None:
        return on_self
    phrase = said(found.text)
    head = "for each "
    if not phrase.lower().startswith(head):
        return None
    whose = _whose(_one_of(phrase[len(head) :]), scope, subject)
    if whose is None:
        return None
    what, player = whose
    # "That died this turn" names nothing back: the turn's record (700.4).
    naming = what.lower().replace(" that died this turn", "")
    if _NAMING & set(naming.split(" ")) or "~" in what:
        return None
    found_q = quantity(what, None, each=True)
    if player == "you" or found_q is None:
        return found_q
    return {**found_q, "player": player} if found_q.get("count") == "permanents" else None


def for_each(
    found: Modifier, effects: list[Effect], subject: Part = None, scope: Scope | None = None
) -> list[Effect] | None:
    """The clause's one instruction with its amount counted, or None. "Other" in what is
    counted is other than the card itself, which only a clause about the card or an imperative
    says: "target attacking creature gets +1/+1 for each other attacking creature" means other
    than the target (Paladin Class), not read here."""
    q = counted(found, scope, subject)
    if q is None or len(effects) != 1 or (says_other(q) and not _of_the_card(subject)):
        return None
    (effect,) = effects
    if isinstance(effect, ApplyContinuous):
        mods = effect.modifications
        if len(mods) != 1 or not isinstance(mods[0], ModifyPowerToughness):
            return None
        by = ModifyPowerToughnessBy.model_validate(
            {"power": mods[0].power, "toughness": mods[0].toughness, "amount": q}
        )
        return [effect.model_copy(update={"modifications": (by,)})]
    if isinstance(effect, AddMana):
        # "Add {G} for each creature you control" (106.4): that mana once per thing counted.
        if effect.instead_if is not None or effect.player != "you" or effect.spend_only:
            return None
        return _remade(AddManaForEach(mana=effect.mana, count=0), {"count": q})
    fields = [k for k in ("amount", "count") if k in type(effect).model_fields]
    if len(fields) != 1:
        return None
    each = getattr(effect, fields[0])
    if not isinstance(each, int) or isinstance(each, bool) or each < 1:
        return None
    return _remade(effect, {fields[0]: q if each == 1 else {**q, "times": each}})


def each_over_and(parts: tuple[Part, ...], joiners: list[str]) -> bool:
    """Whether a "for each" ends a clause joined to the one before by "and": "you draw a card
    and you lose 1 life for each Zombie you control" counts for both (Graveborn Muse's ruling),
    which one clause's count would misread. After ", then" it is its own clause's (608.2c), and
    so is one before "and": "gets +1/+1 for each creature you control and gains trample" counts
    only what comes before it."""
    found = [p for p in parts if isinstance(p, Clause)]
    return any(
        k and joiners[k] in ("and", ", and") and any(m.kind == "for each" for m in c.modifiers)
        for k, c in enumerate(found)
    )


def led_alike(part: Clause, earlier: Clause) -> Clause:
    """A clause sharing the subject of the one before it ("Until end of turn, target creature
    gets +1/+1 for each creature you control and gains trample": the grammar ends a clause at
    its "for each"), with that clause's leading duration when it has none of its own — the
    duration leads the whole sentence (611.2a)."""
    led = tuple(m for m in earlier.lead if m.kind == "duration")
    if not led or part.lead or any(m.kind == "duration" for m in part.modifiers):
        return part
    return replace(part, lead=led)


def _of_the_card(subject: Part) -> bool:
    """Whether a clause is the card's own: an imperative or "you" (its controller's, for the
    card), or "~" / "it" naming the card itself."""
    if subject is None:
        return True
    one = only(subject)
    if not isinstance(one, Reference):
        return False
    return one.kind in ("self", "you") or (one.kind == "object" and _is_self(one.antecedent))


def _remade(effect: BaseModel, update: dict[str, Any]) -> list[Effect] | None:
    try:
        made = type(effect).model_validate({**effect.model_dump(by_alias=True), **update})
    except ValidationError:
        return None
    return [made]  # type: ignore[list-item]


def static_for_each(
    found: Modifier, changes: tuple[Modification, ...], subject: Part = None
) -> Modification | None:
    """A static ability's "gets +1/+1 for each …": +N/+M for each thing counted, counted each
    time the layers apply (611.3a, 613.5) — read by the compiler's one reader of it
    (`compiler.statics.for_each`: permanents, Auras or Equipment attached to it, cards in its
    controller's hand or graveyard; not a count by power, 613.8) — or, read here, the counters
    of a kind on the source ("for each charge counter on this Equipment") or on each permanent
    it affects ("Each creature you control gets +1/+1 for each +1/+1 counter on it", whose
    "it" is the `subject`)."""
    phrase = said(found.text)
    head = "for each "
    if not phrase.lower().startswith(head) or len(changes) != 1:
        return None
    (change,) = changes
    if not isinstance(change, ModifyPowerToughness):
        return None
    if (on := _counters_on(found, subject)) is not None:
        return ModifyPowerToughnessForEach(
            power=change.power, toughness=change.toughness, counted=on[0], counter=on[1]
        )
    what = _one_of(phrase[len(head) :])
    # "For each enchantment on the battlefield": every one, whoever controls it (as the
    # instructions' count reads it, `compiler.amounts.quantity`).
    everyone = what.endswith(" on the battlefield")
    made = static_count(change.power, change.toughness, what.removesuffix(" on the battlefield"))
    if made is None or (everyone and ("counted" in made or "controller" in made["filter"])):
        return None
    return ModifyPowerToughnessForEach.model_validate(made)


#: Each side of a static ability's "+X/+0" as the multiple of the count it is.
_X_SIDES = {"+X": 1, "-X": -1, "+0": 0, "-0": 0}


def static_where(found: Modifier, predicate: Part) -> Modification | None:
    """A static ability's "gets +X/+X, where X is the number of creature cards in your
    graveyard": +1/+1 for each thing counted, counted each time the layers apply (611.3a,
    613.5), as "gets +1/+1 for each creature card in your graveyard" is (107.3c) — the
    compiler's one reader of a static count (`compiler.statics.for_each`) reads what is
    counted; a count of anything else (a stat, a player's number, "among") stays unread."""
    count = found.text[0] if found.text else None
    counted = count.text[-1] if isinstance(count, Count) and count.text else None
    if not isinstance(counted, Count) or counted.kind != "number of":
        return None
    if not isinstance(predicate, Predicate) or predicate.verb.lower() not in ("get", "gets"):
        return None
    if len(predicate.text) != 1 or not isinstance(predicate.text[0], str):
        return None
    power, _, toughness = predicate.text[0].replace("−", "-").partition("/")
    sides = (_X_SIDES.get(power), _X_SIDES.get(toughness))
    if sides[0] is None or sides[1] is None or sides == (0, 0):
        return None
    what = said(counted).removeprefix("the number of ")
    if what == said(counted) or _NAMING & set(what.lower().split(" ")) or "~" in what:
        return None
    everyone = what.endswith(" on the battlefield")
    made = static_count(sides[0], sides[1], what.removesuffix(" on the battlefield"))
    if made is None or (everyone and ("counted" in made or "controller" in made["filter"])):
        return None
    return ModifyPowerToughnessForEach.model_validate(made)
