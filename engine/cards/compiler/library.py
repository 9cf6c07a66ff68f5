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
    NUMBER,
    card_noun,
    card_words,
    graveyard_target,
)
from engine.cards.compiler.players import player_subject, player_words
from engine.cards.compiler.searches import THEIR_SEARCH, search, search_words, their_search
from engine.cards.compiler.selectors import add_target, amount
from engine.cards.compiler.text import pattern

Effect = dict[str, Any]
Reader = Callable[[str, Any], "list[Effect] | None"]

_N = NUMBER
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
        searched = search(text, targets)
        return None if searched is None else [searched]
    if m := THEIR_SEARCH.fullmatch(text):
        searched = their_search(m.group(1), m.group(2), targets)
        return None if searched is None else [searched]
    if (m := pattern(r"(.+?),? then (.+)").fullmatch(text)) and "search" not in text:
        # Two instructions in order (608.2c): "draw two cards, then discard a card".
        first = read(m.group(1), targets)
        second = read(m.group(2), targets) if first is not None else None
        return None if first is None or second is None else [*first, *second]
    return None


def _cards(n: Any) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


def _who(e: dict[str, Any], verb: str, you: str, specs: list[dict[str, Any]]) -> str:
    subject = player_words(e, specs)
    return you if subject == "you" else f"{subject} {verb}"


def _card_words(flt: dict[str, Any]) -> str:
    mv = flt.get("mana_value_at_most")
    tail = f" with mana value {mv} or less" if mv is not None else ""
    return card_noun(flt) + tail


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
            what = card_noun(e.get("filter", {}))
            hand = f"you may reveal a {what} among them (701.20a), put it into your hand, the rest "
        return f"look at the top {_cards(n)} of your library (701.20e), {hand}{rest}"
    if op == "shuffle":
        return "you shuffle your library (701.24a)"
    if op == "search":
        return search_words(e, specs)
    return None
