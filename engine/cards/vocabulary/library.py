"""Instructions about a player's library, hand and graveyard (CR 401-404, 701): scry, surveil,
mill, discard, search and shuffle.

Each is one instruction of a spell's or ability's text; `engine.mechanics.library` and
`engine.mechanics.discard` perform them. The player they act on is the controller ("you"), a
target player (a target spec's index) or each opponent (no target, 115.10a).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from engine.cards.vocabulary.amounts import Amount
from engine.cards.vocabulary.bounds import Model, TargetIndex
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.instructions import TargetRef

#: Whose library or hand: the controller, a target player, each opponent, each player, the
#: defending player (506.2), the player a trigger event named ("that player", 603.2) or the
#: controller of a target's object ("Counter target spell. Its controller mills three cards.").
Who = Literal[
    "you", "target", "each_opponent", "each_player", "defending", "that_player", "controller"
]


class _Players(Model):
    player: Who = "you"
    #: The target spec naming the player, with `player` "target", or the object whose
    #: controller it is, with `player` "controller".
    target: TargetIndex | None = None

    @model_validator(mode="after")
    def _target_for_target(self) -> _Players:
        if (self.player in ("target", "controller")) != (self.target is not None):
            raise ValueError(
                'give "target" (a target spec index) exactly when player is "target" or '
                '"controller"'
            )
        return self


class Scry(Model):
    """Scry N (701.22a): look at the top N cards of your library, put any number of them on the
    bottom in any order and the rest on top in any order."""

    op: Literal["scry"] = "scry"
    amount: Amount = 1


class Surveil(Model):
    """Surveil N (701.25a): look at the top N cards of your library, put any number of them into
    your graveyard and the rest on top in any order."""

    op: Literal["surveil"] = "surveil"
    amount: Amount = 1


class Mill(_Players):
    """Mill N (701.17a): a player puts the top N cards of their library into their graveyard."""

    op: Literal["mill"] = "mill"
    amount: Amount = 1


class ExileGraveyard(_Players):
    """ "Exile all graveyards", "exile target player's graveyard", "exile each opponent's
    graveyard": every card in that player's (or each such player's) graveyard is moved to exile
    (701.13a), all in one event — a card leaving a graveyard is a new object in exile (400.7).
    With `filter`: "[Each player] exiles all creature cards from their graveyard" — only the
    cards matching it. The cards it exiled are what "this way" names later in the same text
    (608.2c: "all cards they exiled this way", `Resolution.exiled`)."""

    op: Literal["exile_graveyard"] = "exile_graveyard"
    filter: Filter | None = None


class Discard(_Players):
    """A player discards N cards of their choice (701.9a, 701.9b): with fewer in hand, all of
    them; `amount` "all" is "discard your hand" (no choice to make). `then_draw`: "If you do,
    draw N cards" — only when a card was discarded (608.2c); "that_many": "… then draw that many
    cards", as many as were discarded."""

    op: Literal["discard"] = "discard"
    amount: Amount | Literal["all"] = 1
    then_draw: Amount | Literal["that_many"] = 0
    #: "Discards a card at random" (701.9b): the cards are picked at random, not chosen.
    random: bool = False


class Shuffle(Model):
    """The controller shuffles their library (701.24a)."""

    op: Literal["shuffle"] = "shuffle"


class Search(_Players):
    """Search a library for `count` cards matching `filter` (701.23a) and put them into your
    hand, onto the battlefield under your control (tapped or not), into their owner's graveyard,
    into exile or, after the shuffle, on top of the library.

    Whose library: yours, or a target player's (`player` "target"; "Search target opponent's
    library …", 701.23a: a player may search another's library when told to); that player
    shuffles it after (701.24a). `stated` is False for "a card" / "three cards" (no stated
    quality): then the searcher must find as many as the library holds (701.23d); with a stated
    quality, or "up to", they may find fewer (701.23b). `mana_value_at_most`: "with mana value X
    or less" (202.3), X the spell's (107.3a). `reveal`: the found cards are revealed (701.20a;
    otherwise they aren't, 701.23e). `one_to`: "put one onto the battlefield tapped and the other
    into your hand" — the searcher chooses which found card goes there, the rest go `to`. The
    library is shuffled after (701.24a), the found cards not included when they go on top after
    it (701.24b).

    `own`: "[Its controller / That player] may search their library …" — the player `player`
    names (the target's controller as it is or last existed, 608.2h; a target player) searches
    their own library, choosing what is found, and puts it under their own control (110.2).
    `optional`: that searcher may search (608.2d); declined, none of it happens, not even the
    shuffle (Path to Exile's and Assassin's Trophy's rulings).
    """

    op: Literal["search"] = "search"
    filter: Filter = Filter()
    stated: bool = True
    #: "any": "any number of Forest cards" — as many as the searcher chooses, none included
    #: (701.23b: a stated quality); "that_many": as many as an instruction before it acted on
    #: ("Exile all attacking creatures …. That player may search their library for that many
    #: basic land cards", 608.2c).
    count: Annotated[int, Field(ge=1, le=10)] | Literal["X", "any", "that_many"] = 1
    mana_value_at_most: Amount | None = None
    to: Literal["hand", "battlefield", "top", "graveyard", "exile"] = "hand"
    one_to: Literal["hand", "battlefield"] | None = None
    #: "Cards named ~" (201.2): cards with the name of the object whose ability this is.
    named_this: bool = False
    #: "Cards with different names": no two found cards share a name (201.2).
    different_names: bool = False
    #: "A card named Gideon, Martial Paragon [or …]": a card with one of these names (201.2),
    #: a stated quality (701.23b).
    names: tuple[str, ...] = Field(default=(), max_length=4)
    #: "Search your library and/or graveyard …": the searcher searches either zone or both
    #: (701.23a), their library only if they choose to, and "If you search your library this
    #: way, shuffle" shuffles it only then (701.24a).
    graveyard_too: bool = False
    tapped: bool = False
    reveal: bool = False
    shuffle: bool = True
    own: bool = False
    optional: bool = False

    @model_validator(mode="after")
    def _whose_library(self) -> Search:
        if self.player not in (("target", "controller") if self.own else ("you", "target")):
            raise ValueError(
                'a search is of "you"r library or a "target" player\'s; one of their own by a '
                '"target" player or a target\'s "controller"'
            )
        if self.optional and not self.own:
            raise ValueError("'optional' is said of a player searching their own library")
        if self.one_to is not None and self.one_to == self.to:
            raise ValueError("one_to names a place other than to")
        if self.graveyard_too and (self.target is not None or self.to == "top" or self.one_to):
            raise ValueError("'graveyard_too' is your own search, its cards put in one place")
        return self


class ReturnToBattlefield(Model):
    """Put a card onto the battlefield under its owner's control from the graveyard ("return
    [it / target creature card] from your graveyard to the battlefield", 110.2, 400.7) — or
    from exile (`zone`), as a flicker's delayed return does (603.7c)."""

    op: Literal["return_to_battlefield"] = "return_to_battlefield"
    target: TargetRef = "self"
    #: "graveyard_or_exile": wherever the card its delayed ability watched went (earthbend's
    #: "when that land dies or is put into exile, return it …", 701.66a).
    zone: Literal["graveyard", "exile", "graveyard_or_exile"] = "graveyard"
    tapped: bool = False
    #: "… onto the battlefield under your control" (a card of any graveyard: Hymn of Rebirth):
    #: its controller is this instruction's, not the card's owner (110.2a).
    under: Literal["owner", "you"] = "owner"
    #: "… with a +1/+1 counter on it" (undying, 702.93a; persist, 702.79a): it enters with one
    #: (614.1c).
    counter: str | None = None


#: The deepest "Nth from the top" a card names ("seventh from the top": Approach of the Second
#: Sun).
MAX_FROM_TOP = 10


class PutInLibrary(Model):
    """Put a permanent or a card on top or on the bottom of its owner's library (400.3), or
    `position` N: "Nth from the top" — N - 1 cards above it, or on the bottom of a library of
    fewer than N cards (401.7): a new object there (400.7)."""

    op: Literal["put_in_library"] = "put_in_library"
    target: TargetRef = "self"
    position: Literal["top", "bottom"] | Annotated[int, Field(ge=2, le=MAX_FROM_TOP)] = "top"


class LookAtTop(Model):
    """Look at the top N cards of your library (701.20e) and put `take` of them into your hand
    (none with `take` 0), the rest back on top in any order, on the bottom in any order or in a
    random order (`bottom_random`), or into your graveyard (`rest`).

    With `reveal`: "You may reveal a [`filter`] card from among them and put it into your hand"
    — up to `take` cards matching `filter`, each revealed (701.20a) as it is put into the hand;
    the player may take none (608.2d), and none when no card among them matches."""

    op: Literal["look_at_top"] = "look_at_top"
    amount: Amount = 1
    take: int = Field(default=0, ge=0, le=10)
    #: Where the taken cards go: a hand, or "Put up to one of them on top of your library and
    #: the rest on the bottom …" (Thassa's Oracle): back on top, up to `take` of them (608.2d:
    #: the player may take none).
    taken_to: Literal["hand", "top"] = "hand"

    @model_validator(mode="after")
    def _rest_below(self) -> LookAtTop:
        if self.taken_to == "top" and self.rest not in ("bottom", "bottom_random"):
            raise ValueError("cards kept on top leave the rest on the bottom (701.20e)")
        return self

    rest: Literal["top", "bottom", "bottom_random", "graveyard"] = "top"
    reveal: bool = False
    filter: Filter = Filter()
