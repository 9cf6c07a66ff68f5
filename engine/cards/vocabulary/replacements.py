"""Replacement and prevention abilities (CR 614, 615): static abilities that change events.

`EntersAsCopy` (614.1c, 707.5) is one too; it holds modifications, so it lives with the other
abilities in `engine.cards.vocabulary.card`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, model_validator

from engine.cards.vocabulary.amounts import Amount
from engine.cards.vocabulary.bounds import MAX_AMOUNT, Model
from engine.cards.vocabulary.conditions import Condition
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.keyword_names import ENTERING_COUNTERS
from engine.cards.vocabulary.modifications import AddKeywords, AddTypes, SetPowerToughness


class EntersWithCounters(Model):
    """ "[This] enters with N counters": a replacement effect (CR 614.1c) — N a number, X (the
    one announced for the spell it resolved from, 107.3m), or a count the text defines ("for
    each creature card in your graveyard", "where X is …", 107.3c), counted as it enters, "you"
    the player it enters under the control of."""

    kind: Literal["enters_with_counters"] = "enters_with_counters"
    counter: str = "+1/+1"
    amount: Amount = 1
    #: "If this creature was kicked, it enters with …": only if the spell it resolved from was
    #: kicked (702.33d-e, linked to its kicker ability, 607).
    if_kicked: bool = False
    #: "This creature escapes with …": only if the spell it resolved from escaped (702.138c).
    if_escaped: bool = False
    #: "If an opponent was dealt damage this turn, …" (bloodthirst, 702.54a): checked as it
    #: would enter, opponents of the player it enters under the control of.
    if_opponent_damaged: bool = False
    #: "… for each color of mana spent to cast it" (converge): `amount` per color among the
    #: mana spent to cast the spell it resolved from (601.2h); none if it wasn't cast.
    per_color_spent: bool = False
    #: Sunburst's "Otherwise, it enters with a charge counter on it for each color …": these
    #: counters instead when it isn't entering as a creature, ignoring type-changing effects
    #: (702.44a).
    otherwise_counter: str | None = None
    text: str = ""


class CopyEntersWith(Model):
    """A copy effect's "except it enters with an additional +1/+1 counter on it if it's a
    creature" (Spark Double, 707.9): counters the permanent entering as a copy gets as it enters
    (614.1c), only if the copy it becomes has the card type `if_type`."""

    counter: Literal["+1/+1", "loyalty"] = "+1/+1"
    amount: int = Field(default=1, ge=1, le=MAX_AMOUNT)
    if_type: Literal["Creature", "Planeswalker"] | None = None


def entering_replacement(keyword: str) -> EntersWithCounters | None:
    """The "this permanent enters with N [kind] counters on it" a keyword stands for (modular
    702.43a, fading 702.32a, bloodthirst 702.54a, sunburst 702.44a, ravenous 702.156a: a
    replacement effect, 614.1c), or None; each such keyword's package registers it
    (`keyword_names.entering_counters`)."""
    name, _, n = keyword.partition(" ")
    found = ENTERING_COUNTERS.get(name)
    if found is None or (found.x and n):
        return None
    if not (n.isdigit() or ((found.per_color_spent or found.x) and not n)):
        return None
    return EntersWithCounters(
        counter=found.counter,
        amount="X" if found.x else int(n) if n else 1,
        if_opponent_damaged=found.if_opponent_damaged,
        per_color_spent=found.per_color_spent,
        otherwise_counter=found.otherwise,
        text=keyword,
    )


def entering_rule(keyword: str) -> str:
    """The rule by which a keyword stands for entering with counters ("Modular 2" -> 702.43a)."""
    return ENTERING_COUNTERS[keyword.partition(" ")[0]].rule


class EntersTapped(Model):
    """ "[This permanent] enters tapped": a replacement effect (CR 614.1d).

    `condition`: it enters tapped only if this holds as it would enter (614.12) — "… enters
    tapped unless you control a Plains or an Island" is that condition negated (`negated`),
    the one way the vocabulary says "unless". `unless_pay_life`: "As this land enters, you may
    pay 2 life. If you don't, it enters tapped." — its controller chooses as it enters
    (614.12a), and can pay only with that much life (119.4)."""

    kind: Literal["enters_tapped"] = "enters_tapped"
    condition: Condition | None = None
    unless_pay_life: int | None = Field(default=None, ge=1, le=20)
    text: str = ""

    @model_validator(mode="before")
    @classmethod
    def _unless(cls, data: Any) -> Any:
        """A definition written as before, `unless` the condition itself (a scenario's inline
        card, a share link), is read as its `condition` negated."""
        if not isinstance(data, dict) or "unless" not in data:
            return data
        data = dict(data)
        unless = data.pop("unless")
        if "condition" in data:
            raise ValueError("'unless' is 'condition' negated: give one of them")
        if isinstance(unless, Condition):
            unless = unless.model_copy(update={"negated": not unless.negated})
        elif isinstance(unless, dict):
            unless = {**unless, "negated": not unless.get("negated", False)}
        return {**data, "condition": unless}


class EntersAsOption(Model):
    """One of the things a permanent may become as it enters ("a 2/2 artifact creature with
    flying"): its base power and toughness, and the types and keywords it gains."""

    text: str
    modifications: tuple[
        Annotated[SetPowerToughness | AddTypes | AddKeywords, Field(discriminator="op")], ...
    ] = Field(min_length=1, max_length=4)


class AsEntersChoose(Model):
    """ "As [this permanent] enters, choose a color" / "… it becomes your choice of a 3/3
    artifact creature, …": a replacement effect (CR 614.1c).

    The choice is made before the permanent enters (614.12a) by the player it enters under the
    control of, and is kept in the object's `chosen` (`{"color": "blue"}`, `{"name": "Grim
    Lavamancer"}`, `{"player": "B"}`, `{"creature_type": "Goblin"}`) for its linked abilities
    (607.2d). A card name is the name of a card (201.4a: a "nonland card name" a card that isn't
    a land; a token's name only if a card has it); a creature type one of 205.3m's list, one
    type, never a card type nor another kind of subtype (the rulings). A choice of `options`
    (`choice` "characteristics") sets its power and toughness, so it is a copiable effect
    (613.2a, 707.2): a copy of it copies what was chosen."""

    kind: Literal["as_enters_choose"] = "as_enters_choose"
    choice: Literal[
        "color", "characteristics", "card name", "nonland card name", "player", "creature type"
    ] = "color"
    options: tuple[EntersAsOption, ...] = Field(default=(), max_length=6)
    text: str = ""

    @model_validator(mode="after")
    def _options_for_characteristics(self) -> AsEntersChoose:
        if (self.choice == "characteristics") != bool(self.options):
            raise ValueError("a choice of characteristics lists its options (and only it does)")
        return self


class Replacement(Model):
    """A static ability whose replacement or prevention effect watches events that happen to
    other objects or players (CR 614.1, 615.1); it works while its permanent is on the battlefield.

    - `event` "enters": permanents matching `filter` enter tapped (`tapped`) or with additional
      counters (`counter`, `amount`) — "[Objects] enter …" (614.1d), checked against the permanent
      as it would exist on the battlefield (614.12).
    - `event` "damage": damage that would be dealt to `to` (permanents must match `filter`), from
      sources matching `source`, only combat damage with `combat_only`, is prevented (`prevent`: N
      of it in each event, 615.10, or "all", 615.1a), multiplied ("it deals double that damage
      instead": `multiply` 2, 614.1a) or dealt to this permanent instead (`redirect`, "… is dealt
      to ~ instead": a redirection effect, 614.9) or changed by a number (`add`: "it deals that
      much damage plus 2 instead", 2; "minus 1", -1; 614.1a).
    - `event` "destroy": "If [a permanent matching `filter`] would be destroyed, regenerate it"
      (`regenerate`, 701.19b).
    - `event` "counters": one or more counters (of kind `counter`; None: any kind) that would be
      put on a permanent matching `filter`, on the battlefield or as it enters (122.6), are
      multiplied ("twice that many", `multiply` 2) or changed by a number ("that many plus one",
      `add` 1; 614.1a).
    - `event` "tokens": tokens that would be created under the control of `to` ("you" or "any")
      are multiplied ("it creates twice that many of those tokens instead", `multiply` 2).
    - `event` "life_gain": life that `to` ("you", "opponent" or "player": anyone) would gain
      is multiplied ("you gain twice that much life instead", `multiply` 2) or changed by a
      number ("that much life plus 1", `add` 1; 614.1a) — a gain from any source, an
      instruction or lifelink alike (119.10), never a gain of 0; the player gaining chooses the
      order of several (616.1).
    - `event` "damage_life_loss": damage that would reduce its controller's life total to less
      than `floor` reduces it to `floor` instead (Worship: 1) — a replacement effect on the
      damage's result (120.4c), not prevention: the damage is still dealt.

    - `event` "draw": a card `to` would draw ("you", "opponent", "player": anyone) is replaced
      (614.11, 121.6): `instead` "you_draw" (that player skips the draw and this permanent's
      controller draws a card, Notion Thief), "win" (that player wins the game, 104.2b:
      Laboratory Maniac), "skip" (the draw doesn't happen) or "draw_two" (that player draws two
      cards instead, Thought Reflection: two draws this effect doesn't replace again, 614.5),
      "treasure" (this permanent's controller creates a Treasure token instead, Hullbreacher),
      "discard_then_draw" (that player discards a card instead and, if they did, draws a card —
      a new draw this effect doesn't replace again, 614.5 — or else mills a card: Chains of
      Mephistopheles);
      only a draw other than the first one that player draws in their draw step with
      `except_first_in_draw_step` (504.1), only while their library has no cards in it with
      `library_empty` (applied though no card could be drawn, 614.11).

    `to` "opponent_or_theirs": an opponent or a permanent an opponent controls; "you_and_yours":
    you and the permanents you control that match `filter` ("you and other permanents you
    control", Palisade Giant); "self": this permanent ("Prevent all damage that would be dealt to
    ~"); "attached": the permanent it enchants or equips ("… to enchanted creature").
    `dealt` says which side of a damage event a prevention effect names by `to` (and `filter`):
    the damage dealt "to" them (the default), dealt "by" them to anything ("Prevent all damage
    that would be dealt by enchanted creature", Muzzle), or either ("to_and_by": "… dealt to and
    dealt by this creature", Fog Bank) — 615.1a prevents it all.
    `filter`'s "you" and `to`'s "you"/"opponent" are relative to the permanent's controller.
    `condition` ("As long as ~ is untapped, …"): the effect exists only while it is true (611.3a),
    checked as the event would happen.
    """

    kind: Literal["replacement"] = "replacement"
    event: Literal[
        "enters", "damage", "destroy", "counters", "tokens", "damage_life_loss", "draw", "life_gain"
    ]
    filter: Filter = Filter()
    to: Literal[
        "any",
        "permanent",
        "player",
        "you",
        "opponent",
        "opponent_or_theirs",
        "you_and_yours",
        "self",
        "attached",
    ] = "any"
    dealt: Literal["to", "by", "to_and_by"] = "to"
    source: Filter | None = None
    combat_only: bool = False
    tapped: bool = False
    counter: str | None = None
    amount: int = Field(default=1, ge=1, le=100)
    prevent: Annotated[int, Field(le=MAX_AMOUNT)] | Literal["all"] | None = None
    multiply: int = Field(default=1, ge=1, le=10)
    redirect: bool = False
    add: int = Field(default=0, ge=-10, le=10)
    floor: int | None = Field(default=None, ge=1, le=100)
    regenerate: bool = False
    condition: Condition | None = None
    #: "If damage would be dealt to this creature [while it has a +1/+1 counter on it], prevent
    #: that damage. Remove a +1/+1 counter from this creature." (the Phantoms, Undergrowth
    #: Champion): a counter of this kind removed from it right after damage is prevented
    #: (615.5) — once for all the damage dealt to it at the same time, and even when the damage
    #: can't be prevented (615.12; the cards' rulings).
    then_remove_counter: str | None = None
    #: "… while it has a +1/+1 counter on it": the effect applies only then, checked as the
    #: damage would be dealt.
    while_counter: str | None = None
    #: Where a redirection effect sends the damage (614.9): this permanent ("… is dealt to ~
    #: instead"), or the permanent it is attached to ("… is dealt to enchanted creature
    #: instead", Pariah; "… equipped creature", Pariah's Shield).
    redirect_to: Literal["self", "attached"] = "self"
    instead: (
        Literal["you_draw", "win", "skip", "draw_two", "treasure", "discard_then_draw"] | None
    ) = None
    except_first_in_draw_step: bool = False
    library_empty: bool = False
    text: str = ""

    @model_validator(mode="after")
    def _fits_event(self) -> Replacement:
        changes = [self.prevent is not None, self.multiply != 1, self.redirect, self.add != 0]
        damage = any(changes)
        enters = self.tapped or self.counter is not None
        if isinstance(self.prevent, int) and self.prevent < 1:
            raise ValueError("prevent at least 1 damage (or 'all')")
        if self.event == "enters" and (not enters or damage or self.regenerate):
            raise ValueError("an 'enters' replacement gives 'tapped' and/or 'counter', only")
        relative = self.to in ("self", "attached")
        if (self.dealt != "to" or relative) and (
            self.event != "damage"
            or self.prevent is None
            or self.to not in ("permanent", "self", "attached")
        ):
            raise ValueError(
                "'dealt' other than 'to', and 'to' 'self' or 'attached', name the permanents a "
                "damage prevention watches"
            )
        if self.event == "damage" and (enters or self.regenerate or sum(changes) != 1):
            raise ValueError(
                "a 'damage' replacement gives exactly one of 'prevent', 'multiply', 'redirect' or "
                "'add'"
            )
        if self.redirect_to != "self" and not self.redirect:
            raise ValueError("'redirect_to' goes with 'redirect'")
        if (self.then_remove_counter or self.while_counter) and (
            self.event != "damage" or self.prevent != "all" or self.to != "self"
        ):
            raise ValueError(
                "'then_remove_counter' and 'while_counter' go with a permanent preventing all the "
                "damage dealt to itself"
            )
        if self.event == "destroy" and (not self.regenerate or enters or damage):
            raise ValueError("a 'destroy' replacement gives 'regenerate', only")
        if self.event in ("counters", "tokens") and (
            self.tapped
            or self.regenerate
            or self.redirect
            or self.prevent is not None
            or (self.multiply != 1) == (self.add != 0)
            or (self.event == "tokens" and (self.counter is not None or self.add != 0))
        ):
            raise ValueError(
                "a 'counters' replacement gives one of 'multiply' or 'add' (and its 'counter'); "
                "a 'tokens' one gives 'multiply'"
            )
        if self.event == "life_gain" and (
            self.tapped
            or self.regenerate
            or self.redirect
            or self.prevent is not None
            or self.counter is not None
            or (self.multiply != 1) == (self.add != 0)
            or self.to not in ("you", "opponent", "player")
        ):
            raise ValueError(
                "a 'life_gain' replacement gives one of 'multiply' or 'add', to 'you', "
                "'opponent' or 'player'"
            )
        if (self.event == "damage_life_loss") != (self.floor is not None) or (
            self.floor is not None and (damage or enters or self.regenerate)
        ):
            raise ValueError("a 'damage_life_loss' replacement gives 'floor', only")
        drawing = self.except_first_in_draw_step or self.library_empty
        if (self.event == "draw") != (self.instead is not None) or (drawing and not self.instead):
            raise ValueError("a 'draw' replacement gives 'instead' (and only it does)")
        return self


class ManaReplacement(Model):
    """ "If you tap a permanent for mana, it produces twice as much of that mana instead"
    (Mana Reflection): a replacement effect on the mana production of a mana ability with {T} in
    its cost (CR 106.12b) of a permanent matching `filter` tapped by `player`, relative to this
    permanent's controller."""

    kind: Literal["mana_replacement"] = "mana_replacement"
    filter: Filter = Filter()
    player: Literal["you", "any"] = "you"
    multiply: int = Field(default=2, ge=2, le=10)
    text: str = ""


#: Abilities that are replacement effects modifying how their own permanent enters (614.1c-d).
SELF_ENTERING = (EntersWithCounters, EntersTapped, AsEntersChoose)


class ExileInsteadOfEntering(Model):
    """ "If a nontoken creature would enter and it wasn't cast, exile it instead." (Containment
    Priest): while this permanent is on the battlefield, a permanent matching `filter` — as it
    would exist on the battlefield (614.12) — that would enter without having been cast (put
    there from a graveyard, a library, a hand or exile by an effect; not a spell resolving, 608.3)
    is exiled instead (614.1a, 614.6: it never enters, so nothing triggers on its entering). Not
    itself as it enters, nor a permanent entering at the same time (614.12: it isn't on the
    battlefield yet)."""

    kind: Literal["exile_instead_of_entering"] = "exile_instead_of_entering"
    filter: Filter = Filter(types=("Creature",), token=False)
    #: "and it wasn't cast": a spell resolving into a permanent is left alone (608.3).
    uncast: bool = True
    text: str = ""


class ExileInsteadOfGraveyard(Model):
    """ "If [this card] would be put into a graveyard from anywhere, exile it instead." (the back
    faces of disturb cards): a replacement effect (614.1a) of the card itself, which says the
    zones it functions from — any (113.6b) — so it applies whether the card would die, be
    discarded, be milled or leave the stack for a graveyard, as long as the card has the ability
    there (a double-faced card outside the battlefield and stack has only its front face's, 712.8a).
    """

    kind: Literal["exile_instead_of_graveyard"] = "exile_instead_of_graveyard"
    #: Whose cards it watches: "self" the card's own ability, above; the others are a permanent's
    #: static ability watching other cards while it is on the battlefield (113.6, 614.1a) — "If a
    #: card would be put into a graveyard / your graveyard / an opponent's graveyard from
    #: anywhere, exile it instead" (Rest in Peace, Leyline of the Void): "any", "you" or
    #: "opponents", the card's owner relative to the permanent's controller (a card goes to its
    #: owner's graveyard, 404.2).
    whose: Literal["self", "any", "you", "opponents"] = "self"
    #: "a card or token": tokens too (a token isn't a card, 111.1, so "a card" leaves them be).
    tokens: bool = False
    #: Where the card goes instead: "exile", or "shuffle" — the card's own "reveal ~ and shuffle
    #: it into its owner's library instead" (Progenitus, Darksteel Colossus: 701.20a, 701.24a).
    instead: Literal["exile", "shuffle"] = "exile"
    #: "If [this creature / a creature an opponent controls] would die, exile it instead": only
    #: a permanent put into a graveyard from the battlefield (dies, 700.4) — a token too — the
    #: card's own while it is on the battlefield ("self"), or a permanent's watching those
    #: matching `filter` ("any"), relative to its controller and checked as the permanent would
    #: die ("a creature dealt damage by ~ this turn": by this permanent, 120.3).
    dies: bool = False
    filter: Filter | None = None
    text: str = ""

    @model_validator(mode="after")
    def _own_shuffle(self) -> ExileInsteadOfGraveyard:
        if self.instead == "shuffle" and self.whose != "self":
            raise ValueError("only a card's own ability shuffles it into its library instead")
        if self.filter is not None and not (self.dies and self.whose == "any"):
            raise ValueError("a filter names the permanents whose dying a permanent watches")
        if self.dies and (self.instead != "exile" or self.whose not in ("self", "any")):
            raise ValueError("'dies' exiles the card itself or the permanents of a filter")
        return self


class CountersProhibition(Model):
    """ "Players can't get counters." (`players`) / "Counters can't be put on artifacts,
    creatures, enchantments, or lands." (`filter`, permanents matching it): a "can't" effect
    (CR 614.17), not a replacement effect — the event can't happen, so no replacement effect
    changes it (614.17c). It works while its permanent is on the battlefield, and stops counters
    put on a permanent as it enters too (122.6)."""

    kind: Literal["counters_prohibition"] = "counters_prohibition"
    players: bool = False
    filter: Filter | None = None
    text: str = ""

    @model_validator(mode="after")
    def _one_kind(self) -> CountersProhibition:
        if self.players == (self.filter is not None):
            raise ValueError("a counters prohibition names players or a filter of permanents")
        return self


class CantLoseGame(Model):
    """ "You can't lose the game and your opponents can't win the game." (Platinum Angel): a
    "can't" effect (614.17) on its controller — the state-based actions that would make them lose
    (704.5a-c) don't (104.3b-d), nor an effect (104.3e); an opponent can't win while it applies
    (104.2b). With `life_only`, "You don't lose the game for having 0 or less life." (Phyrexian
    Unlife): only the state-based action of 704.5a doesn't make them lose (104.3b); poison, an
    empty library and an effect still do, and an opponent may still win."""

    kind: Literal["cant_lose_game"] = "cant_lose_game"
    life_only: bool = False
    text: str = ""


class DamageAsThoughInfect(Model):
    """ "As long as you have 0 or less life, all damage is dealt to you as though its source had
    infect." (Phyrexian Unlife): while its controller's life total is 0 or less, damage dealt to
    them gives them that many poison counters instead of making them lose life (702.90b,
    120.3b), whatever its source."""

    kind: Literal["damage_as_though_infect"] = "damage_as_though_infect"
    text: str = ""


class LifeCantChange(Model):
    """ "Your life total can't change." (Platinum Emperion): its controller can't gain or lose
    life (CR 119.7, 119.8) — a "can't" effect (614.17): gaining and losing life do nothing,
    damage dealt to them is still dealt but changes no life total, and a cost of life other than
    0 can't be paid (119.4b, 119.8)."""

    kind: Literal["life_cant_change"] = "life_cant_change"
    text: str = ""
