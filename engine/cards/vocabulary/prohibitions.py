"""Prohibitions (CR 101.2, 602.5): static abilities saying what can't be done.

"Activated abilities of creatures can't be activated" (Cursed Totem), "… of artifacts" (Null
Rod), "… of creatures your opponents control" (Linvala, Keeper of Silence), "Activated abilities
of sources with the chosen name can't be activated [unless they're mana abilities]" (Pithing
Needle, Phyrexian Revoker): a player can't begin to activate a prohibited ability (602.5), and
the "can't" beats any effect that says it can (101.2). `engine.rules.prohibitions` asks them.

"Your opponents can't cast spells from anywhere other than their hands" (Drannith Magistrate) is
a prohibition on casting, asked by `engine.rules.prohibitions` as every spell is cast (601.3).

"Each opponent can cast spells only any time they could cast a sorcery" (Teferi, Time Raveler)
limits when they may cast (307.5), asked as every spell is cast; "Each opponent can't draw more
than one card each turn" (Narset, Parter of Veils) limits draws (121.2b), asked as each card is
drawn (`engine.modifiers.draw_limits`).

"Creature spells you control can't be countered" (Prowling Serpopard) makes the spells it names
unable to be countered (101.2), asked wherever a spell is countered (`engine.operations.basic`).

"Creatures entering don't cause abilities to trigger" (Torpor Orb, Hushwing Gryff) stops
triggered abilities instead, in the one trigger scanner (`engine.modifiers.trigger_prohibitions`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from engine.cards.vocabulary.bounds import Model
from engine.cards.vocabulary.filters import Filter


class CantBeActivated(Model):
    """ "Activated abilities of [objects] can't be activated [unless they're mana abilities]."

    `filter` names permanents (109.2: "creatures" are creatures on the battlefield; its
    "opponent" is an opponent of this permanent's controller); `named` instead names sources
    with the name chosen for this permanent by its linked "As ~ enters, choose a card name"
    (607.2d), in any zone (Pithing Needle's ruling: a named card's cycling can't be activated
    from a hand). `unless_mana`: mana abilities (605.1a) stay allowed."""

    kind: Literal["cant_be_activated"] = "cant_be_activated"
    filter: Filter = Filter()
    named: bool = False
    unless_mana: bool = False
    text: str = ""

    @model_validator(mode="after")
    def _one_subject(self) -> CantBeActivated:
        if self.named and self.filter != Filter():
            raise ValueError("'named' names sources by the chosen name only: give no 'filter'")
        return self


class EnteringDoesntTrigger(Model):
    """ "Creatures entering don't cause abilities to trigger." (Torpor Orb, Hushwing Gryff): while
    this permanent is on the battlefield, a permanent matching `filter` entering the battlefield
    — as it exists there, with the continuous effects that apply to it (the ruling: under March
    of the Machines an artifact entering is a creature) — triggers nothing that watches for it
    (603.2, 603.6a): its own enters abilities nor any other's. Replacement effects on how it
    enters and "As [this] enters" abilities are static abilities, not triggered ones, and still
    apply (603.6d, 614.1c-d)."""

    kind: Literal["entering_doesnt_trigger"] = "entering_doesnt_trigger"
    filter: Filter = Filter(types=("Creature",))
    text: str = ""


class SpellsCantBeCountered(Model):
    """ "Creature spells you control can't be countered." (Prowling Serpopard), "Green spells
    you control …", "Sliver spells …": while this permanent is on the battlefield, a spell
    matching `filter` on the stack — its characteristics there (a creature spell's power, 208.1),
    `filter`'s "you" this permanent's controller — can't be countered (101.2: the "can't" beats
    any effect that says to counter it; the counterspell does nothing to it)."""

    kind: Literal["spells_cant_be_countered"] = "spells_cant_be_countered"
    filter: Filter = Filter()
    text: str = ""


#: The zones a card may be cast from other than a hand (601.3: an effect allows it — flashback
#: from a graveyard, cascade from exile, the top of a library, the command zone).
CastZone = Literal["library", "graveyard", "exile", "command"]


class CantCast(Model):
    """ "Your opponents can't cast spells from anywhere other than their hands." (Drannith
    Magistrate), "Players can't cast spells from graveyards or libraries." (Grafdigger's Cage): a
    prohibition on casting (101.2, 601.3) a card from `from_zones` by its controller ("you"),
    their opponents or anyone ("any"), relative to this permanent's controller; it stops casts an
    effect allows as a spell or ability resolves too (cascade, 702.85a; 608.2g)."""

    kind: Literal["cant_cast"] = "cant_cast"
    caster: Literal["you", "opponents", "any"] = "any"
    from_zones: tuple[CastZone, ...] = Field(min_length=1, max_length=4)
    text: str = ""


#: Whom a prohibition on players covers, relative to its permanent's controller (109.5).
Whom = Literal["you", "opponents", "any"]


class CastOnlyAsSorcery(Model):
    """ "Each opponent can cast spells only any time they could cast a sorcery." (Teferi, Time
    Raveler): the players it covers may cast a spell only in a main phase of their own turn
    with an empty stack (307.5) — an instant, a spell with flash or one an effect lets them cast
    as it resolves included; the "can't" beats an effect letting them cast it as though it had
    flash (101.2, Teferi's ruling)."""

    kind: Literal["cast_only_as_sorcery"] = "cast_only_as_sorcery"
    caster: Whom = "opponents"
    text: str = ""


class DrawLimit(Model):
    """ "Each opponent can't draw more than one card each turn." (Narset, Parter of Veils),
    "Each player …" (Spirit of the Labyrinth): a player it covers who has drawn a card this turn
    draws no more — each draw of an instruction to draw several is one draw (121.2, 121.2b),
    and draws before this permanent arrived count (Narset's ruling)."""

    kind: Literal["draw_limit"] = "draw_limit"
    who: Whom = "opponents"
    text: str = ""


class CantSearch(Model):
    """ "Your opponents can't search libraries." (Stranglehold), "Players can't search
    libraries." (Mindlock Orb; `who` "any"): a prohibition (101.2) on a player searching any
    library (701.23), relative to this permanent's controller. An instruction to search then
    finds nothing, and a "then shuffle" still shuffles; a "you may search" can't be chosen, so
    nothing after it happens (the card's rulings). Looking at or revealing cards from the top of
    a library isn't searching (the ruling). `engine.modifiers.search_limits` asks it."""

    kind: Literal["cant_search"] = "cant_search"
    who: Literal["opponents", "any"] = "opponents"
    text: str = ""


class CantBeTargeted(Model):
    """ "This creature can't be the target of blue or black spells." (Karplusan Strider), "… of
    red spells or abilities from red sources" (Suq'Ata Firewalker), "Enchanted creature can't be
    the target of spells or abilities your opponents control." (Shielding Plax), "Creatures you
    control can't be the targets of blue spells or abilities from blue sources." (Spellbane
    Centaur): a static ability (604.1) forbidding what it names to choose the permanents it
    `affects` as targets (115.1, 101.2: the "can't" beats any effect saying it can) — a spell
    by its own colors, an ability by its source's (`colors`: one of them; `not_colors`: none of
    them, "nongreen"), controlled by an opponent of this permanent's controller when
    `opponents`. Asked wherever targets are chosen and checked again (601.2c, 608.2b:
    `engine.derived.untargetable`)."""

    kind: Literal["cant_be_targeted"] = "cant_be_targeted"
    affects: Literal["self", "enchanted", "equipped", "creatures", "creatures_you_control"] = "self"
    spells: bool = True
    abilities: bool = False
    colors: tuple[str, ...] = ()
    not_colors: tuple[str, ...] = ()
    opponents: bool = False
    text: str = ""

    @model_validator(mode="after")
    def _something(self) -> CantBeTargeted:
        if not (self.spells or self.abilities):
            raise ValueError("it forbids spells, abilities or both")
        if self.colors and self.not_colors:
            raise ValueError("give at most one of 'colors' and 'not_colors'")
        return self
