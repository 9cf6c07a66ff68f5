"""Searching a library (CR 701.23) as an instruction says it: whose library, what is found,
where it goes, whether it is revealed, and the shuffle after (701.24a).

Read like the other instructions of `library` (one sentence, without its full stop and with a
lower-case first word, into vocabulary effects, or None when a word isn't known); `search_words`
gives the words the card page shows.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.card_phrases import NUMBER, card_filter, card_noun
from engine.cards.compiler.players import player_subject, player_words
from engine.cards.compiler.selectors import amount
from engine.cards.compiler.text import pattern

Effect = dict[str, Any]

_N = NUMBER
_IT = r"(?:it|that card|them|those cards|the card)"


_PUT = {
    "into your hand": "hand",
    "onto the battlefield": "battlefield",
    "onto the battlefield under your control": "battlefield",
    "onto the battlefield tapped": "battlefield",
    "into your graveyard": "graveyard",
}
_WHOSE_LIBRARY = {
    "your": None,
    "target player's": "target player",
    "target opponent's": "target opponent",
}


def _search_steps(rest: str, effect: Effect, own: bool) -> Effect | None:
    """What a search does with what it finds, in order: reveal, put, shuffle (701.23a)."""
    steps = [
        pattern(r"^(?:and |then )").sub("", s)
        for s in pattern(r",? and (?=put |exile |reveal )|, |\. ").split(rest.lstrip(",. "))
    ]
    if steps and pattern(rf"reveal {_IT}").fullmatch(steps[0]):
        effect["reveal"] = True
        steps = steps[1:]
    shuffled = "shuffle" if own else "that player shuffles"
    if (
        own
        and len(steps) == 2
        and steps[0] == "shuffle"
        and pattern(rf"put {_IT} on top").fullmatch(steps[1])
    ):
        # "Then shuffle and put that card on top" (701.24b).
        if effect["count"] != 1:
            return None
        effect["to"] = "top"
        return effect
    if len(steps) != 2 or steps[1] != shuffled:
        return None
    put = steps[0]
    if m := pattern(rf"put {_IT} (.+)").fullmatch(put):
        where = m.group(1)
        if where not in _PUT or (not own and where != "onto the battlefield under your control"):
            return None
        effect["to"] = _PUT[where]
        effect["tapped"] = where.endswith("tapped")
    elif m := pattern(r"put one (.+?) and the other (.+)").fullmatch(put):
        first, other = m.group(1), m.group(2)
        if not own or first not in _PUT or other not in _PUT or effect["count"] != 2:
            return None
        effect["one_to"], effect["to"] = _PUT[first], _PUT[other]
        effect["tapped"] = first.endswith("tapped") or other.endswith("tapped")
        if effect["one_to"] == effect["to"] or effect["one_to"] == "graveyard":
            return None
    elif pattern(rf"exile {_IT}").fullmatch(put):
        effect["to"] = "exile"
    else:
        return None
    if not effect.get("tapped", True):
        del effect["tapped"]
    return effect


#: Sentences that go on with the search before them: where the found cards go, the shuffle
#: ("If you search your library this way, shuffle").
SEARCH_GOES_ON = (
    "Then shuffle",
    "Then that player shuffles",
    "Put one ",
    "Put that card ",
    "If you search",
)
#: "Search your library and/or graveyard for …" (701.23a) and the sentence after it, which
#: shuffles the library only if it was searched (701.24a).
_AND_OR = "search your library and/or graveyard "
_IF_SEARCHED = (
    ". if you search your library this way, shuffle",
    ". if you searched your library this way, shuffle",
)
#: "… a card named Gideon, Martial Paragon [or …], reveal it, …": the names end where what is
#: done with the card begins.
_NAMED = re.compile(
    r"(.* a card) named (.+?)((?:, reveal (?:it|that card)|,? and put it|, put it)\b.*)"
)
_NAME = re.compile(r"[A-Z0-9][^~]*")
#: Where a card found by its name may go: a hand, or the battlefield (an Aura among the names
#: has its object chosen as it enters, 303.4f: `engine.operations.entering_hosts`).
_NAMED_TO = ("hand", "battlefield")


def search(text: str, targets: Any) -> Effect | None:
    """ "search your library for a basic land card, put it onto the battlefield tapped, then
    shuffle", "search target opponent's library for an artifact card and put that card onto
    the battlefield under your control. then that player shuffles" and their kin: whose
    library, what is found, where it goes, and whether it is revealed — and "search your
    library and/or graveyard for a card named …, reveal it, and put it into your hand. if you
    search your library this way, shuffle" (a card with that name, 201.2)."""
    graveyard_too = text.startswith(_AND_OR)
    if graveyard_too:
        ending = next((e for e in _IF_SEARCHED if text.endswith(e)), None)
        if ending is None:
            return None
        text = text.replace(" and/or graveyard", "", 1).removesuffix(ending) + ", then shuffle"
    names: list[str] = []
    if (named := _NAMED.fullmatch(text)) and " named ~" not in text:
        names = named.group(2).split(" or ")
        if " named " in named.group(2) or not all(_NAME.fullmatch(n) for n in names):
            return None
        text = named.group(1) + named.group(3)
    found = _search(text, targets)
    if found is None or (names and (found.get("to") not in _NAMED_TO or found.get("player"))):
        return None
    if names:
        found.pop("stated", None)  # a name is a stated quality (701.23b)
        found["names"] = names
    if graveyard_too:
        found["graveyard_too"] = True
    return found


def _search(text: str, targets: Any) -> Effect | None:
    """One library's search, what is found and where it goes (`search`)."""
    m = pattern(
        rf"search (your|target player's|target opponent's) library for (up to |any number of )?"
        rf"(?:{_N} )?"
        r"(?:(.+?) )?cards?( named ~| with different names)?"
        r"(?: with (mana value|power) (\d+|X) or (less|greater))?((?:,| and|\.) .+)"
    ).fullmatch(text)
    if not m:
        return None
    # "Any number of Forest cards": as many as the searcher chooses (701.23b).
    anyhow = m.group(2) == "any number of "
    count = "any" if anyhow and m.group(3) is None else amount(m.group(3) or "")
    if count is None or (isinstance(count, int) and not 1 <= count <= 10):
        return None
    effect: Effect = {"op": "search", "count": count}
    if m.group(4):
        flt = card_filter(m.group(4))
        if flt is None:
            return None
        effect["filter"] = flt
    if m.group(5) == " named ~":
        effect["named_this"] = True
    elif m.group(5):
        effect["different_names"] = True
    quality, n, bound = m.group(6, 7, 8)
    if n == "X" and (quality, bound) != ("mana value", "less"):
        return None
    if n == "X":
        effect["mana_value_at_most"] = "X"  # the spell's X, known as it resolves (107.3a)
    elif n:
        # "With mana value 6 or greater" (202.3), "with power 2 or less" (208.1): a stated
        # quality of the card in the library, as it is there.
        key = ("mana_value" if quality == "mana value" else "power") + (
            "_at_most" if bound == "less" else "_at_least"
        )
        effect.setdefault("filter", {})[key] = int(n)
    if not (m.group(2) or m.group(4) or m.group(5) or n):
        # "A card", "three cards": as many as asked must be found (701.23d).
        effect["stated"] = False
    whose = _WHOSE_LIBRARY[m.group(1)]
    done = _search_steps(m.group(9), effect, whose is None)
    if done is None:
        return None
    if whose is not None:
        who = player_subject(whose, targets)
        if who is None:
            return None
        done.update(who)
    return done


#: "Its controller may search their library for …" (Path to Exile), "that player may …": a
#: player an instruction before named searching their own library, if they choose to.
THEIR_SEARCH = re.compile(
    r"(its controller|that player|that land's controller) may search their library for (.+)"
)


def their_search(who: str, rest: str, targets: Any) -> Effect | None:
    """The search a player other than you may make of their own library (608.2d), read as
    your own search is — what is found, put where, then shuffled — then said to be theirs:
    they search, and what they put onto the battlefield enters under their control (110.2)."""
    subject = player_subject("its controller" if who != "that player" else who, targets)
    if not subject or subject.get("player") not in ("controller", "target"):
        return None
    # "For that many basic land cards": as many as the instruction before it acted on (608.2c).
    many = rest.startswith("that many ")
    found = _search(f"search your library for {rest.replace('that many ', 'two ', many)}", targets)
    if found is None or found.get("to") not in ("battlefield", "hand") or found.get("one_to"):
        return None
    return {
        **found,
        **subject,
        "own": True,
        "optional": True,
        **({"count": "that_many"} if many else {}),
    }


def search_words(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    """A search in words, as the card page says it (701.23, 701.24a)."""
    count = e.get("count", 1)
    flt = e.get("filter", {})
    what = (card_noun(flt) if flt else "card") + ("s" if count != 1 else "")
    mv = flt.get("mana_value_at_most", e.get("mana_value_at_most"))
    if mv is not None:
        what += f" with mana value {mv} or less"
    for key, said in (
        ("mana_value_at_least", "with mana value {} or greater (202.3)"),
        ("power_at_most", "with power {} or less"),
        ("power_at_least", "with power {} or greater"),
    ):
        what += f" {said.format(flt[key])}" if key in flt else ""
    if flt.get("mana_value_of_source"):
        what += " with the same mana value as the discarded card (202.3, 702.53a)"
    if e.get("named_this"):
        what += " with this object's name (201.2)"
    if e.get("different_names"):
        what += " with different names (201.2)"
    if e.get("names"):
        what += " named " + " or ".join(e["names"]) + " (201.2)"
    places = {
        "hand": "into your hand",
        "battlefield": "onto the battlefield"
        + (" tapped" if e.get("tapped") else "")
        + " under your control",
        "graveyard": "into its owner's graveyard",
        "exile": "into exile",
        "top": "on top of your library after shuffling",
    }
    fail = (
        "you may find fewer, 701.23b"
        if e.get("stated", True)
        else "you must find one if there is one, 701.23d"
        if count == 1
        else "you must find as many as there are, 701.23d"
    )
    reveal = ", revealed" if e.get("reveal") else ""
    whose = "your" if e.get("player", "you") == "you" else f"{player_words(e, specs)}'s"
    owner = "you shuffle" if whose == "your" else "its owner shuffles"
    if e.get("own"):
        # Their own search (608.2d: if they choose to), what they find under their control.
        who = player_words(e, specs)
        return (
            search_words({**e, "player": "you", "own": False}, specs)
            .replace("search your library", f"{who} may search their library (608.2d)", 1)
            .replace("your", "their")
            .replace(" you ", " they ")
            .replace("(you ", "(they ")
            + "; declined, none of it happens"
        )
    shuffled = "" if e.get("to") == "top" else f", then {owner} it (701.24a)"
    if e.get("graveyard_too"):
        whose = "your graveyard and, if you choose, your"
        shuffled = ", then you shuffle your library if you searched it (701.24a)"
    if e.get("one_to"):
        put = f"put one {places[e['one_to']]} and the other {places[e.get('to', 'hand')]}"
    else:
        put = f"put {'them' if count != 1 else 'it'} {places[e.get('to', 'hand')]}"
    many = {"any": "any number of", "that_many": "that many (as many as it exiled, 608.2c)"}.get(
        count, count
    )
    return f"search {whose} library for {many} {what} ({fail}){reveal}, {put}{shuffled}"
