"""Instructions about libraries, hands and graveyards (CR 701): scry, surveil, mill, discard,
search and shuffle, and two instructions in sequence ("draw a card, then discard a card").

Read like the other instructions (`instructions`): one sentence, without its full stop and with
a lower-case first word, into vocabulary effects, or None when a word isn't known. `said` gives
the words the card page shows for each of them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.card_phrases import (
    PERMANENT_TYPES,
    card_filter,
    card_words,
    graveyard_target,
)
from engine.cards.compiler.players import player_subject, player_words
from engine.cards.compiler.selector_words import COLOR_WORDS
from engine.cards.compiler.selectors import add_target, amount
from engine.cards.compiler.text import pattern
from engine.cards.vocabulary import Filter
from engine.cards.vocabulary.entering_choices import may_need_a_choice

Effect = dict[str, Any]
Reader = Callable[[str, Any], "list[Effect] | None"]

_N = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|X|\d+)"
_IT = r"(?:it|that card|them|those cards|the card)"
#: The players who may be an instruction's subject besides you (`player_subject`).
_WHO = (
    r"target player|target opponent|each opponent|each other player|each player|"
    r"defending player|that player"
)


_LOOK_REVEAL = re.compile(
    rf"look at the top {_N} cards of your library\. you may reveal an? (.+?) card"
    r"(?: with (mana value|power) (\d+) or (less|greater))? from among them and put it into "
    r"your hand\. (?:then )?put the rest on the bottom of your library in (any|a random) order"
)


def _look_reveal(m: re.Match[str]) -> list[Effect] | None:
    """ "Look at the top four cards of your library. You may reveal a noncreature, nonland card
    from among them and put it into your hand. Put the rest on the bottom of your library in a
    random order." (701.20e, 701.20a), or None. The card is said as `card_words` says a card
    anywhere ("a Dinosaur or land card", "a historic card", "a colorless card"), with a printed
    power or mana value bound."""
    n, words = amount(m.group(1)), m.group(2)
    flt = card_words(words)
    if not isinstance(n, int) or flt is None:
        return None
    if m.group(3):
        # "… card with power 2 or less": the card's printed value in the library (208.1, 202.3).
        measure = m.group(3).replace(" ", "_")
        flt[f"{measure}_at_{'most' if m.group(5) == 'less' else 'least'}"] = int(m.group(4))
    rest = "bottom" if m.group(6) == "any" else "bottom_random"
    effect = {"op": "look_at_top", "amount": n, "take": 1, "rest": rest, "reveal": True}
    return [{**effect, "filter": flt}]


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
        if effect["to"] == "battlefield" and _needs_a_choice(effect):
            return None
    elif m := pattern(r"put one (.+?) and the other (.+)").fullmatch(put):
        first, other = m.group(1), m.group(2)
        if not own or first not in _PUT or other not in _PUT or effect["count"] != 2:
            return None
        effect["one_to"], effect["to"] = _PUT[first], _PUT[other]
        effect["tapped"] = first.endswith("tapped") or other.endswith("tapped")
        if effect["one_to"] == effect["to"] or effect["one_to"] == "graveyard":
            return None
        if "battlefield" in (effect["one_to"], effect["to"]) and _needs_a_choice(effect):
            return None
    elif pattern(rf"exile {_IT}").fullmatch(put):
        effect["to"] = "exile"
    else:
        return None
    if not effect.get("tapped", True):
        del effect["tapped"]
    return effect


def _needs_a_choice(effect: Effect) -> bool:
    """Whether a card the search may put onto the battlefield could need a choice as it enters:
    an Aura's object to enchant isn't chosen there (303.4f), so Academy Rector's "search … for
    an enchantment card, put that card onto the battlefield" and Zur the Enchanter's stay
    unread. A card named ~ is the card's own kind, which this reader isn't told: read as one
    needing nothing (a creature's, Elvish Clancaller's), as before."""
    if effect.get("named_this"):
        return False
    return may_need_a_choice(Filter.model_validate(effect.get("filter", {})))


def _search(text: str, targets: Any) -> Effect | None:
    """ "search your library for a basic land card, put it onto the battlefield tapped, then
    shuffle", "search target opponent's library for an artifact card and put that card onto
    the battlefield under your control. then that player shuffles" and their kin: whose
    library, what is found, where it goes, and whether it is revealed."""
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


def _players(subject: str, targets: Any) -> dict[str, Any] | None:
    """Who does it (`players.player_subject`): a target player, each opponent, each
    player, the defending player, that player; None for you."""
    from_subject = player_subject(subject, targets, each="each_player")
    return from_subject or None


def _card_target(phrase: str, targets: Any) -> int | None:
    """A graveyard card's target spec (`graveyard_target`) added to `targets`; its index."""
    return None if (spec := graveyard_target(phrase)) is None else add_target(targets.specs, spec)


def _from_graveyard(text: str, targets: Any) -> list[Effect] | None:
    """ "return target creature card from your graveyard to your hand / to the battlefield",
    "exile target card from a graveyard"."""
    if m := pattern(r"return (.+? graveyard) to (your hand|the battlefield(?: tapped)?)").fullmatch(
        text
    ):
        if m.group(1).startswith(("~", "it ")) or "your graveyard" not in m.group(1):
            return None  # a card from another player's graveyard goes to its owner's hand
        index = _card_target(m.group(1), targets)
        if index is None:
            return None
        if m.group(2) == "your hand":
            return [{"op": "bounce", "target": index}]
        tapped = m.group(2).endswith("tapped")
        return [{"op": "return_to_battlefield", "target": index, "tapped": tapped}]
    if m := pattern(r"exile (.+? graveyards?)").fullmatch(text):
        index = _card_target(m.group(1), targets)
        return None if index is None else [{"op": "exile", "target": index}]
    return None


def _put_in_library(text: str, targets: Any) -> list[Effect] | None:
    """ "put target creature on top of its owner's library", "put target card from a graveyard
    on the bottom of its owner's library", "put ~ on top of its owner's library"."""
    m = pattern(r"put (.+?) on (top|the bottom) of (?:its owner's|your) library").fullmatch(text)
    nth = pattern(rf"put (.+?) into (?:its owner's|your) library ({_NTH}) from the top").fullmatch(
        text
    )
    if nth:
        # "Put target nonland permanent into its owner's library third from the top" (401.7).
        m = nth
    if not m:
        return None
    what = m.group(1)
    if what == "~":
        index: int | str | None = "self"
    elif "graveyard" in what:
        index = _card_target(what, targets)
        if index is not None and "your graveyard" not in what and "owner's" not in text:
            return None  # "your library" for a card of another player's graveyard: not read
    elif " its owner's library" in text and what.startswith(("target", "another target")):
        index = targets.add(what)
    else:
        index = None
    if index is None:
        return None
    position: str | int = "top" if m.group(2) == "top" else "bottom"
    if nth:
        position = _ORDINALS.index(m.group(2)) + 2
    return [{"op": "put_in_library", "target": index, "position": position}]


#: "second" … "tenth" from the top: the position N they name (401.7), from 2.
_ORDINALS = ("second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_NTH = "|".join(_ORDINALS)


#: "Exile all graveyards", "exile target player's graveyard" (701.13a): whose graveyards, as the
#: subject `player_subject` reads.
_EXILE_GRAVEYARD = re.compile(
    r"exile (all graveyards|your graveyard|(?:target player|target opponent|each opponent|"
    r"that player)'s graveyard)"
)
_GRAVEYARD_OWNERS = {
    "all graveyards": "each player",
    "your graveyard": "you",
    "target player's graveyard": "target player",
    "target opponent's graveyard": "target opponent",
    "each opponent's graveyard": "each opponent",
    "that player's graveyard": "that player",
}


def _rummage(text: str) -> list[Effect] | None:
    """ "you may discard a card. if you do, draw a card" (608.2c: "if you do" needs the discard
    to have happened)."""
    m = pattern(rf"(you may )?discard {_N} cards?\. if you do, draw {_N} cards?").fullmatch(text)
    if not m:
        return None
    discard = {"op": "discard", "amount": amount(m.group(2)), "then_draw": amount(m.group(3))}
    if m.group(1):
        return [{"op": "may", "effects": [discard], "text": f"discard {m.group(2)} card"}]
    return [discard]


def _random(words: str | None) -> dict[str, Any]:
    """ "At random" (701.9b): picked at random rather than chosen."""
    return {"random": True} if words else {}


def sentence(text: str, targets: Any, read: Reader) -> list[Effect] | None:
    """One instruction of this family, or None; `read` reads a part that is another kind of
    instruction ("draw a card" in "draw a card, then discard a card")."""
    if ". if you do, " in text:
        return _rummage(text)
    if text.startswith("put ") and " library" in text:
        return _put_in_library(text, targets)
    if "graveyard" in text and (found := _from_graveyard(text, targets)) is not None:
        return found
    if m := _EXILE_GRAVEYARD.fullmatch(text):
        who = _players(_GRAVEYARD_OWNERS.get(m.group(1), m.group(1)), targets)
        return None if who is None else [{"op": "exile_graveyard", **who}]
    if m := pattern(rf"(scry|surveil) {_N}").fullmatch(text):
        return [{"op": m.group(1), "amount": amount(m.group(2))}]
    if m := pattern(rf"(?:you )?mill {_N} cards?").fullmatch(text):
        return [{"op": "mill", "amount": amount(m.group(1))}]
    if m := pattern(rf"({_WHO}) mills {_N} cards?").fullmatch(text):
        who = _players(m.group(1), targets)
        return None if who is None else [{"op": "mill", "amount": amount(m.group(2)), **who}]
    if text in ("discard your hand", "discard all the cards in your hand"):
        return [{"op": "discard", "amount": "all"}]
    if text in (
        "discard your hand, then draw that many cards",
        "discard all the cards in your hand, then draw that many cards",
    ):
        return [{"op": "discard", "amount": "all", "then_draw": "that_many"}]
    if m := pattern(
        rf"({_WHO}) discards (?:all the cards in their hand|their hand), then draws that many cards"
    ).fullmatch(text):
        # Another player's wheel (Shocker): they discard every card and draw as many (701.9a).
        who = _players(m.group(1), targets)
        return (
            None
            if who is None
            else [{"op": "discard", "amount": "all", "then_draw": "that_many", **who}]
        )
    if m := pattern(rf"(?:you )?discard {_N} cards?( at random)?").fullmatch(text):
        return [{"op": "discard", "amount": amount(m.group(1)), **_random(m.group(2))}]
    if m := pattern(rf"({_WHO}) discards {_N} cards?( at random)?").fullmatch(text):
        who = _players(m.group(1), targets)
        if who is None:
            return None
        return [{"op": "discard", "amount": amount(m.group(2)), **who, **_random(m.group(3))}]
    if m := pattern(
        rf"look at the top {_N} cards of your library, then put them back in any order"
    ).fullmatch(text):
        return [{"op": "look_at_top", "amount": amount(m.group(1))}]
    if m := pattern(
        rf"look at the top {_N} cards of your library\. put (one|two) of (?:them|those cards) "
        r"into your hand and the (?:rest|other) (into your graveyard|on the bottom of your library "
        r"in any order)"
    ).fullmatch(text):
        rest = "graveyard" if m.group(3) == "into your graveyard" else "bottom"
        take = amount(m.group(2))
        return [{"op": "look_at_top", "amount": amount(m.group(1)), "take": take, "rest": rest}]
    if m := _LOOK_REVEAL.fullmatch(text):
        return _look_reveal(m)
    if text == "shuffle your library":
        return [{"op": "shuffle"}]
    if text.startswith("search "):
        searched = _search(text, targets)
        return None if searched is None else [searched]
    if m := _THEIR_SEARCH.fullmatch(text):
        searched = _their_search(m.group(1), m.group(2), targets)
        return None if searched is None else [searched]
    if (m := pattern(r"(.+?),? then (.+)").fullmatch(text)) and "search" not in text:
        # Two instructions in order (608.2c): "draw two cards, then discard a card".
        first = read(m.group(1), targets)
        second = read(m.group(2), targets) if first is not None else None
        return None if first is None or second is None else [*first, *second]
    return None


#: "Its controller may search their library for …" (Path to Exile), "that player may …": a
#: player an instruction before named searching their own library, if they choose to.
_THEIR_SEARCH = re.compile(
    r"(its controller|that player|that land's controller) may search their library for (.+)"
)


def _their_search(who: str, rest: str, targets: Any) -> Effect | None:
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


def _cards(n: Any) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


def _who(e: dict[str, Any], verb: str, you: str, specs: list[dict[str, Any]]) -> str:
    subject = player_words(e, specs)
    return you if subject == "you" else f"{subject} {verb}"


def _card_words(flt: dict[str, Any]) -> str:
    mv = flt.get("mana_value_at_most")
    tail = f" with mana value {mv} or less" if mv is not None else ""
    return _card_noun(flt) + tail


def _card_noun(flt: dict[str, Any]) -> str:
    words = [f"non{t.lower()}" for t in flt.get("not_supertypes", ())]
    words += [t.lower() for t in flt.get("supertypes", ())]
    words += [{v: k for k, v in COLOR_WORDS.items()}[c] for c in flt.get("colors", ())]
    words += [f"non{t.lower()}" for t in flt.get("not_types", ())]
    words += list(flt.get("subtypes", ()))
    if either := flt.get("any_subtypes"):
        words.append(
            " or ".join([", ".join(either[:-1]), either[-1]]) if len(either) > 1 else either[0]
        )
    if flt.get("any_types") == PERMANENT_TYPES:
        words.append("permanent")
    elif flt.get("any_types"):
        words.append(" or ".join(t.lower() for t in flt["any_types"]))
    words += [t.lower() for t in flt.get("types", ())]
    return " ".join([*words, "card"])


def target_words(spec: dict[str, Any]) -> str:
    """A graveyard target spec in words."""
    flt = spec.get("filter", {})
    whose = {"you": "your graveyard", "opponent": "an opponent's graveyard"}.get(
        flt.get("controller", ""), "a graveyard"
    )
    other = "another " if flt.get("other") else ""
    many = f"up to {spec.get('max', 1)} " if spec.get("min") == 0 else ""
    plural = "s" if spec.get("max", 1) != 1 else ""
    return f"{many}{other}target {_card_words(flt)}{plural} in {whose}"


def said(e: dict[str, Any], specs: list[dict[str, Any]]) -> str | None:
    """The words for one instruction of this family, or None for another kind; `specs` are
    the target specs beside it."""
    op, n = e["op"], e.get("amount", 1)
    if op == "scry":
        return (
            f"scry {n}: look at the top {_cards(n)} of your library, put any number on the "
            "bottom and the rest on top, in any order (701.22a)"
        )
    if op == "surveil":
        return (
            f"surveil {n}: look at the top {_cards(n)} of your library, put any number into "
            "your graveyard and the rest on top in any order (701.25a)"
        )
    if op == "mill":
        if e.get("player", "you") == "you":
            return (
                f"you mill {n}: the top {_cards(n)} of your library into your graveyard (701.17a)"
            )
        who = _who(e, "mills", "", specs)
        return f"{who} {n}: the top {_cards(n)} of their library into their graveyard (701.17a)"
    if op == "exile_graveyard":
        whose = {"you": "your graveyard", "each_player": "all graveyards"}.get(
            e.get("player", "you"), f"{player_words(e, specs)}'s graveyard"
        )
        return f"exile {whose}: every card in it moves to exile, all at once (701.13a)"
    if op == "put_in_library":
        what = "this object" if e.get("target", "self") == "self" else "its target"
        position = e.get("position", "top")
        if isinstance(position, int):
            return (
                f"put {what} into its owner's library {_ORDINALS[position - 2]} from the top "
                "(on the bottom of a library with fewer cards, 401.7)"
            )
        where = "on top" if position == "top" else "on the bottom"
        return f"put {what} {where} of its owner's library (400.3)"
    if op == "discard" and n == "all":
        drawn = (
            ", then you draw as many cards as you discarded (608.2c)"
            if e.get("then_draw") == "that_many"
            else ""
        )
        return f"you discard your hand, every card in it, no choice to make (701.9a){drawn}"
    if op == "discard" and e.get("then_draw"):
        return (
            f"you discard {_cards(n)} of your choice (701.9b); if you do, you draw "
            f"{_cards(e['then_draw'])} (608.2c)"
        )
    if op == "discard":
        how = "at random (701.9b)" if e.get("random") else "of your choice (701.9b)"
        if e.get("player", "you") == "you":
            return f"you discard {_cards(n)} {how}"
        how = how.replace("your", "their")
        return f"{_who(e, 'discards', '', specs)} {_cards(n)} {how}"
    if op == "return_to_battlefield":
        what = "this card" if e.get("target", "self") == "self" else "the target card"
        tapped = " tapped" if e.get("tapped") else ""
        whose = "your" if e.get("under") == "you" else "its owner's"
        zone = "exile" if e.get("zone") == "exile" else "the graveyard"
        counter = e.get("counter")
        final = " (exiled instead of dying, 122.1h)" if counter == "finality" else ""
        with_counter = f" with a {counter} counter on it{final}" if counter else ""
        return (
            f"put {what} from {zone} onto the battlefield{tapped} under {whose} "
            f"control{with_counter} (a new object, 400.7)"
        )
    if op == "look_at_top":
        take = e.get("take", 0)
        rest = {
            "top": "back on top in any order",
            "bottom": "on the bottom in any order",
            "bottom_random": "on the bottom in a random order",
            "graveyard": "into your graveyard",
        }[e.get("rest", "top")]
        hand = f"put {_cards(take)} into your hand and the rest " if take else "put them "
        if e.get("taken_to") == "top":
            hand = f"put up to {_cards(take)} of them back on top and the rest "
        if e.get("reveal"):
            what = _card_noun(e.get("filter", {}))
            hand = f"you may reveal a {what} among them (701.20a), put it into your hand, the rest "
        return f"look at the top {_cards(n)} of your library (701.20e), {hand}{rest}"
    if op == "shuffle":
        return "you shuffle your library (701.24a)"
    if op == "search":
        return _search_words(e, specs)
    return None


def _search_words(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    count = e.get("count", 1)
    flt = e.get("filter", {})
    what = (_card_noun(flt) if flt else "card") + ("s" if count != 1 else "")
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
            _search_words({**e, "player": "you", "own": False}, specs)
            .replace("search your library", f"{who} may search their library (608.2d)", 1)
            .replace("your", "their")
            .replace(" you ", " they ")
            .replace("(you ", "(they ")
            + "; declined, none of it happens"
        )
    shuffled = "" if e.get("to") == "top" else f", then {owner} it (701.24a)"
    if e.get("one_to"):
        put = f"put one {places[e['one_to']]} and the other {places[e.get('to', 'hand')]}"
    else:
        put = f"put {'them' if count != 1 else 'it'} {places[e.get('to', 'hand')]}"
    many = {"any": "any number of", "that_many": "that many (as many as it exiled, 608.2c)"}.get(
        count, count
    )
    return f"search {whose} library for {many} {what} ({fail}){reveal}, {put}{shuffled}"
