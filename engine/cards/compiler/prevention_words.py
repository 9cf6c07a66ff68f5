"""What the card page says for damage prevention (615): shields of a number, "prevent all",
and "the next time a source of your choice would deal damage" (609.7a, 615.1a), with what it
does right after it prevented damage (615.5); a permanent's static prevention ability
("Prevent all damage that would be dealt to ~", 615.1a); and redirection shields of a number
(614.9)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words, one, ref_words


def said(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    """Words for a `prevent_damage` instruction."""
    if e.get("instead_to") is not None:
        return _redirection(e, specs)
    to = "each player" if e.get("to") == "players" else ref_words(e.get("to"), specs)
    if e.get("next_time"):
        kind = _source_kind_words(e.get("chosen_source") or {})
        at = f" to {to}" if e.get("to") is not None else ""
        then = (
            "; right after it does, this card deals that much damage to that source's "
            "controller (615.5)"
            if e.get("reflect")
            else ""
        )
        return (
            f"the next time {kind} source of your choice (chosen as it resolves, 609.7a) "
            f"would deal damage{at} this turn, prevent that damage (a shield used up by it, "
            f"615.1a; the source's quality rechecked then, 609.7b){then}"
        )
    if e.get("chosen_source") is not None:
        kind = _source_kind_words(e["chosen_source"])
        at = f" to {to}" if e.get("to") is not None else ""
        return (
            f"prevent all damage {kind} source of your choice (chosen as it resolves, 609.7a) "
            f"would deal{at} this turn (615.1a; the source's quality rechecked then, 609.7b)"
        )
    if e.get("amount", "all") == "all":
        damage = "combat damage" if e.get("combat_only") else "damage"
        if (said_group := _group(e)) is not None:
            return f"prevent all {damage} that would be dealt {said_group} this turn (615.1a)"
        if e.get("to") is not None:
            return f"prevent all {damage} that would be dealt to {to} this turn"
        if e.get("by") is not None:
            by = ref_words(e.get("by"), specs)
            return f"prevent all {damage} that would be dealt by {by} this turn"
        return f"prevent all {damage} this turn"
    return f"prevent the next {e['amount']} damage that would be dealt to {to} this turn"


def _group(e: dict[str, Any]) -> str | None:
    """ "to creatures you control", "by nongreen creatures", "to you and the permanents you
    control": the group a "prevent all" effect watches, in words, or None."""
    if e.get("to_group") is not None:
        kinds = filter_words(e["to_group"], "permanent", plural=True)
        return f"to {kinds} (any of them as the damage would be dealt, 611.2c)"
    if e.get("by_group") is not None:
        kinds = filter_words(e["by_group"], "permanent", plural=True)
        return f"by {kinds} (any of them as it would deal the damage)"
    if e.get("to") == "you_and_yours":
        kinds = filter_words(e.get("yours") or {}, "permanent", plural=True)
        return f"to you and {kinds} you control (as the damage would be dealt)"
    return None


def _source_kind_words(flt: dict[str, Any]) -> str:
    """ "a red", "an artifact", "a" before "source of your choice"."""
    names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
    word = " ".join(
        [names[c] for c in flt.get("colors", ())] + [t.lower() for t in flt.get("types", ())]
    )
    if not word:
        return "a"
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


#: Who or what a static prevention names (`Replacement.to`), in words.
_NAMED = {
    "self": "this permanent",
    "attached": "the permanent it is attached to",
    "you": "you",
}
_SIDE = {"to": "dealt to", "by": "dealt by", "to_and_by": "dealt to or dealt by"}


def static_said(a: Any) -> str | None:
    """Words for a permanent's static prevention ability, "Prevent all damage that would be
    dealt to / by …" (615.1a), or None for another ability."""
    if not isinstance(a, dict) or a.get("kind") != "replacement" or a.get("event") != "damage":
        return None
    if a.get("prevent") != "all":
        return None
    to = a.get("to", "any")
    named = _NAMED.get(to)
    if named is None and to == "permanent":
        named = filter_words(a.get("filter", {}), "permanent", plural=True)
    if named is None:
        return None
    damage = "combat damage" if a.get("combat_only") else "damage"
    side = _SIDE[a.get("dealt", "to")]
    source = a.get("source")
    # "… by creatures", "… by artifact sources" (Uncle Istvan, Argothian Treefolk): the source's
    # qualities as it would deal the damage.
    by = f" by {filter_words(source, 'source', plural=True)}" if source else ""
    if (kind := a.get("then_remove_counter")) is not None:
        # The Phantoms, Undergrowth Champion: what it does right after (615.5).
        held = f" while it has {one(kind)} counter on it" if a.get("while_counter") else ""
        return (
            f"a prevention effect: all damage that would be dealt to this permanent{held} is "
            f"prevented (615.1a), and right after, {one(kind)} counter is removed from it — "
            "once however many sources dealt it damage at the same time, and even when the "
            "damage can't be prevented (615.5, 615.12)"
        )
    return (
        f"a prevention effect: while this permanent is on the battlefield, all {damage} that "
        f"would be {side} {named}{by} is prevented (615.1a)"
    )


def _redirection(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    """ "the next 2 damage that a source of your choice would deal to you and/or permanents you
    control this turn is dealt to any target instead" in the page's words."""
    amount = e.get("amount")
    if e.get("to") == "you_and_yours":
        kinds = "creatures" if (e.get("yours") or {}).get("types") == ["Creature"] else "permanents"
        at = f"you and/or {kinds} you control"
    else:
        at = ref_words(e.get("to"), specs)
    if e.get("chosen_source") is not None:
        kind = _source_kind_words(e["chosen_source"])
        whose = f"{kind} source of your choice (chosen as it resolves, 609.7a) would deal to {at}"
    else:
        whose = f"would be dealt to {at}"
    to = "you" if e.get("instead_to") == "you" else ref_words(e.get("instead_to"), specs)
    what = "all damage" if amount == "all" else f"the next {amount} damage"
    return (
        f"{what} that {whose} this turn is dealt to {to} instead (a redirection "
        "shield, 614.9: the rest of a larger damage still dealt as it would be; it does nothing "
        "while that can't be dealt damage)"
    )
