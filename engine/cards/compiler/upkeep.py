"""The upkeep and delayed-trigger family: "sacrifice ~ unless you pay {U}" (118.12a), "draw a card
at the beginning of the next turn's upkeep" (a delayed triggered ability, 603.7a; unearth,
scavenge and embalm are in their packages, `engine.mechanics.<name>`), and the words for them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.filter_words import one, spell_words
from engine.cards.compiler.text import pattern

#: The moments a delayed triggered ability waits for (603.7a), in words.
MOMENT_WORDS = {
    "next_upkeep": "at the beginning of the next upkeep",
    "next_turn_upkeep": "at the beginning of the next turn's upkeep",
    "next_end_step": "at the beginning of the next end step",
    "your_next_upkeep": "at the beginning of your next upkeep",
    "end_of_combat": "at end of combat (as the end of combat step begins, 511.2)",
    "dies_this_turn": "when that creature dies this turn (that object only, 400.7)",
    "leaves_this_turn": "when that creature leaves the battlefield this turn (that object only)",
}

Effect = dict[str, Any]
_MANA = r"((?:\{(?:\d+|[WUBRGC])\})+)"
_LATER = re.compile(r"(.+) at the beginning of the next turn's upkeep")
#: "At the beginning of the next end step, untap up to two lands" (Teferi, Hero of Dominaria).
_AT_END = re.compile(r"at the beginning of the next end step, (.+)")
#: "At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the game." (the
#: Pacts): a delayed ability (603.7a) whose payment is a cost paid as it resolves (118.12).
_NEXT_UPKEEP_PAY = re.compile(
    rf"at the beginning of your next upkeep, pay {_MANA}\. if you don't, (.+)"
)
_BACK_REFERENCE = re.compile(r"\b(it|its|that|those|them|they|this|~)\b")


def sentence(
    text: str, targets: Any, read_one: Callable[[str, Any], list[Effect] | None]
) -> list[Effect] | None:
    """One instruction of this family (lower-case first word, no full stop), or None."""
    if m := pattern(rf"sacrifice ~ unless you pay {_MANA}").fullmatch(text):
        return [{"op": "sacrifice_unless_pays", "cost": m.group(1)}]
    if (pact := _NEXT_UPKEEP_PAY.fullmatch(text)) is not None:
        return _pay_at_next_upkeep(pact, targets, read_one)
    m = _LATER.fullmatch(text) or _AT_END.fullmatch(text)
    if m is None or (m.re is _AT_END and _BACK_REFERENCE.search(m.group(1))):
        # "At the beginning of the next end step, return it …": "it" names what the ability did
        # before (603.7c), which the delayed ability read alone can't know.
        return None
    # The delayed ability has no targets of its own here: what it does is read alone.
    inner = read_one(m.group(1), type(targets)())
    if inner is None or any("target" in str(e) for e in inner):
        return None
    said = m.group(1)
    return [
        {
            "op": "delayed_trigger",
            "at": "next_turn_upkeep" if m.re is _LATER else "next_end_step",
            "effects": inner,
            "text": said[:1].upper() + said[1:] + ".",
        }
    ]


def _pay_at_next_upkeep(
    m: re.Match[str], targets: Any, read_one: Callable[[str, Any], list[Effect] | None]
) -> list[Effect] | None:
    """The delayed ability "pay [cost]; if you don't, [do these]" at the beginning of its
    controller's next upkeep: the same as "[do these] unless you pay [cost]" (118.12a)."""
    inner = read_one(m.group(2), type(targets)())
    if inner is None or any("target" in str(e) for e in inner):
        return None
    cost = m.group(1)
    return [
        {
            "op": "delayed_trigger",
            "at": "your_next_upkeep",
            "effects": [{"op": "unless_pays", "cost": cost, "effects": inner}],
            "text": f"Pay {cost}. If you don't, {m.group(2)}.",
        }
    ]


def x_said(cost: str) -> str:
    """ " (X as announced, 107.3a)" after a cost with {X}: the X chosen as it was cast."""
    return " (X as announced, 107.3a)" if "{X}" in cost else ""


def said(
    e: dict[str, Any], specs: list[dict[str, Any]], say: Callable[[Effect, list[Any]], str]
) -> str | None:
    """The words for one instruction of this family, or None for another kind."""
    op = e["op"]
    if op == "sacrifice_unless_pays":
        each = f" for each {e['per_counter']} counter on it" if e.get("per_counter") else ""
        return f"sacrifice this object unless you pay {e['cost']}{each} as this resolves (118.12a)"
    if op == "unless_pays":
        does = "; then ".join(say(x, specs) for x in e["effects"])
        return f"unless you pay {e['cost']}{x_said(e['cost'])} as this resolves (118.12a): {does}"
    if op == "delayed_trigger" and e["at"] == "reflexive":
        # Its own targets (603.3d), numbered from 0 among themselves.
        does = "; then ".join(say(x, list(e.get("targets", ()))) for x in e["effects"])
        return f"it triggers a reflexive triggered ability (603.12): {does}"
    if op == "delayed_trigger" and e["at"] == "next_cast_this_turn":
        spell = one(spell_words(e.get("spell", {})))
        does = "; then ".join(say(x, specs) for x in e["effects"])
        return (
            f"create a delayed triggered ability (603.7a): when you next cast {spell} this "
            f"turn, once (603.7b), {does}"
        )
    if op == "delayed_trigger":
        when = MOMENT_WORDS[e["at"]]
        does = "; then ".join(say(x, specs) for x in e["effects"])
        return f"create a delayed triggered ability (603.7a): {when}, once, {does}"
    return None
