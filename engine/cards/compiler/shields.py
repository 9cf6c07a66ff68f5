"""Prevention shields from a source of your choice (CR 609.7a, 615.1a): "the next time a [red]
source of your choice would deal damage to you this turn, prevent that damage" and what it may
go on to do (615.5), and "prevent all damage a source of your choice / target creature would
deal this turn" — read like the other instructions (`instructions`); and the redirection shields
of a number of damage (614.9): "the next 2 damage that a source of your choice would deal to you
and/or permanents you control this turn is dealt to any target instead" (Harm's Way), "the next
1 damage that would be dealt to ~ this turn is dealt to target creature you control instead"
(the en-Kor); and "prevent all [combat] damage that would be dealt to / by …" of what an
instruction names or of a group (`prevent_all`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.selectors import group
from engine.cards.compiler.targets import Targets

Effect = dict[str, Any]

_NEXT_TIME = re.compile(
    r"the next time an? (?:(\w+) )?source of your choice would deal damage(?: to (.+?))? this "
    r"turn, prevent that damage"
)
#: What "the next time a source of your choice …, prevent that damage" may go on to do (615.5).
REFLECT = ". if damage is prevented this way, ~ deals that much damage to that source's controller"
_SOURCE_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def source_kind(word: str) -> dict[str, Any] | None:
    """ "red" / "artifact" / "" (any) before "source of your choice" -> the chosen source's
    filter, or None."""
    if not word:
        return {}
    if word in _SOURCE_COLORS:
        return {"colors": [_SOURCE_COLORS[word]]}
    if word in ("artifact", "creature", "land", "enchantment"):
        return {"types": [word.capitalize()]}
    return None


#: "The next N damage that a source of your choice would deal to you [and/or permanents you
#: control] this turn is dealt to … instead" (614.9).
_REDIRECT_CHOSEN = re.compile(
    r"the next (\d+|x) damage that an? (?:(\w+) )?source of your choice would deal to (you|you "
    r"and/or (?:permanents|creatures) you control) this turn is dealt to (.+) instead"
)
#: "The next N / All damage that would be dealt to … this turn [by a source of your choice] is
#: dealt to … instead", "… dealt this turn to … by …" (614.9).
_REDIRECT = re.compile(
    r"(?:the next (?P<n>\d+|x)|(?P<all>all)) damage that would be dealt (?:to (?P<to>.+?) this "
    r"turn|this turn to (?P<to_after>.+?))(?: by an? (?:(?P<kind>\w+) )?source of your choice)? "
    r"is dealt to (?P<instead>.+) instead"
)
#: How a redirection shield's sentence begins.
REDIRECTS = ("the next ", "all damage that would be dealt ")
_YOURS: dict[str, dict[str, Any]] = {
    "you and/or permanents you control": {},
    "you and/or creatures you control": {"types": ["Creature"]},
}

#: "Prevent all damage a source of your choice would deal [to you] this turn".
_ALL_FROM = re.compile(
    r"prevent all damage an? (?:(\w+) )?source of your choice would deal( to you)? this turn"
)
_ALL_BY = re.compile(r"prevent all damage (target creature) would deal this turn")


#: "Prevent all [combat] damage that would be dealt [this turn] to / by / to and dealt by …
#: [this turn]".
PREVENT_ALL = re.compile(
    r"prevent all (?P<combat>combat )?damage that would be dealt(?P<early> this turn)?"
    r"(?: (?P<way>to and dealt by|to|by) (?P<what>.+?))?(?P<late> this turn)?"
)
#: What names no group: a pronoun, a target, the card itself or what it is attached to.
_NOT_A_GROUP = re.compile(r"(?:it|its|that|those|them|this|target|enchanted|equipped|him|her)\b")


def prevent_all(
    m: re.Match[str], targets: Targets, subject: Callable[[str, Targets], int | str | None]
) -> list[Effect] | None:
    """ "Prevent all [combat] damage that would be dealt [to / by / to and dealt by X] this
    turn": a prevention effect until the turn ends (615.1a), or None. X is what `subject`
    reads ("to him", Gideon Jura; "to and dealt by that creature", Maze of Ith: one effect for
    each direction), you ("to you", Riot Control), each player ("to players", Commencement of
    Festivities), you and the permanents you control of a kind ("to you and creatures you
    control", Safe Passage), or a group — damage to or by any permanent of it as the damage
    would be dealt ("to creatures", Forfend; "this turn by nongreen creatures", Hunter's
    Ambush: 611.2c, the group isn't locked as it resolves)."""
    if (m["early"] is None) == (m["late"] is None) or " this turn" in (m["what"] or ""):
        return None  # "this turn" said once, before or after what it names
    only: Effect = {"combat_only": True} if m["combat"] else {}
    if m["way"] is None:
        # "Prevent all combat damage that would be dealt this turn" (Dawn Charm, Fog).
        return [{"op": "prevent_damage", "amount": "all", **only}]
    way, what = m["way"], m["what"]
    named = {"you": "you", "players": "players"}.get(what) if way == "to" else None
    found = named or subject(what, targets)
    if found is not None:
        ways = [w for w in ("to", "by") if w in way.split()]
        return [{"op": "prevent_damage", w: found, **only} for w in ways]
    if way == "to" and what.startswith("you and "):
        # "… to you and permanents / creatures you control": damage to the controller and to
        # the permanents they control of that kind, as the damage would be dealt.
        yours = group(what.removeprefix("you and "))
        if yours is None or yours.pop("controller", None) != "you" or yours.get("other"):
            return None
        said = {"group_said": f"to {what}"}
        return [{"op": "prevent_damage", "to": "you_and_yours", "yours": yours, **said, **only}]
    flt = None if way == "to and dealt by" or _NOT_A_GROUP.match(what) else group(what)
    if flt is None:
        return None
    side = "to_group" if way == "to" else "by_group"
    return [{"op": "prevent_damage", side: flt, "group_said": f"{way} {what}", **only}]


def read(
    text: str, targets: Targets, subject: Callable[[str, Targets], int | str | None]
) -> list[Effect] | None:
    """A shield from a source of your choice or from what the text names, or None; `subject`
    reads "you" / "target creature" (`instructions`)."""
    reflect = text.endswith(REFLECT)
    if reflect:
        text = text.removesuffix(REFLECT)
    if m := _NEXT_TIME.fullmatch(text):
        # "The next time a red source of your choice would deal damage to you this turn,
        # prevent that damage" (the Circles of Protection): the source chosen as it resolves
        # (609.7a), a shield used up by the first damage it prevents (615.1a).
        chosen = source_kind(m.group(1) or "")
        to: int | str | None = "you" if m.group(2) == "you" else None
        if m.group(2) not in (None, "you") and (to := subject(m.group(2), targets)) is None:
            return None
        if chosen is None:
            return None
        at = {"to": to} if to is not None else {}
        if reflect:
            # "If damage is prevented this way, ~ deals that much damage to that source's
            # controller" (Deflecting Palm): right after it prevents (615.5).
            at["reflect"] = True
        return [{"op": "prevent_damage", "next_time": True, "chosen_source": chosen, **at}]
    if reflect:
        return None
    if m := _ALL_FROM.fullmatch(text):
        # "Prevent all damage a [red] source of your choice would deal [to you] this turn" (Pay
        # No Heed): the source chosen as it resolves (609.7a), all its damage prevented until
        # the turn ends (615.1a), its quality rechecked as it would deal damage (609.7b).
        chosen = source_kind(m.group(1) or "")
        if chosen is None:
            return None
        at = {"to": "you"} if m.group(2) else {}
        return [{"op": "prevent_damage", "chosen_source": chosen, **at}]
    if m := _ALL_BY.fullmatch(text):
        # "Prevent all damage target creature would deal this turn" (615.1a).
        by = subject(m.group(1), targets)
        return None if by is None else [{"op": "prevent_damage", "by": by}]
    return None


def redirect(
    text: str, targets: Targets, subject: Callable[[str, Targets], int | str | None]
) -> list[Effect] | None:
    """A redirection shield of a number of damage or of all of it this turn (614.9), or None:
    the recipients it watches
    (you and your permanents as the damage would be dealt, or what `subject` reads), the
    source if it is "of your choice" (chosen as it resolves, 609.7a), and where the damage goes
    instead — its target, or the card itself."""
    at: Effect
    if m := _REDIRECT_CHOSEN.fullmatch(text):
        amount, watched, instead = m.group(1), m.group(3), m.group(4)
        chosen = source_kind(m.group(2) or "")
        if chosen is None:
            return None
        at = {"chosen_source": chosen}
        if watched == "you":
            at["to"] = "you"
        else:
            at |= {"to": "you_and_yours", "yours": _YOURS[watched]}
    elif m := _REDIRECT.fullmatch(text):
        amount, instead = m["n"] or "all", m["instead"]
        to = subject(m["to"] or m["to_after"], targets)
        if to is None:
            return None
        at = {"to": to}
        if " source of your choice " in text:
            chosen = source_kind(m["kind"] or "")
            if chosen is None:
                return None
            at["chosen_source"] = chosen
    else:
        return None
    # "… is dealt to you instead": the player who controls the spell or ability.
    where = "you" if instead == "you" else subject(instead, targets)
    if where is None or where == "enchanted" or where == at.get("to"):
        return None
    number: int | str = {"x": "X", "all": "all"}.get(amount) or int(amount)
    return [{"op": "prevent_damage", "amount": number, "instead_to": where, **at}]
