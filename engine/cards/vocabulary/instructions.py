"""Instructions (CR 608.2c): what a spell or ability does as it resolves, its one-shot effects
(609).

Each is one instruction of a spell's or ability's text. Those holding nothing in turn are gathered
in `engine.cards.vocabulary.leaf_instructions`; the union of them all, `Effect`, and the effects
that hold abilities or a card in turn (`ApplyContinuous`, `CreateToken`) are in
`engine.cards.vocabulary.card`, since a card and its abilities hold effects too.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import ConfigDict, Field, field_validator, model_validator

from engine.cards.vocabulary.amounts import Amount
from engine.cards.vocabulary.bounds import MAX_AMOUNT, ManaCostText, Model, TargetIndex
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.keywords import known_keyword
from engine.cards.vocabulary.modifications import (
    AddKeywords,
    AddTypes,
    LoseSupertypes,
    SetColors,
    SetPowerToughness,
)

#: An effect's object: a target spec's index, the source itself, or what the source enchants.
#: What an instruction acts on: a target (its spec's index), the source itself, what it
#: enchants, "that_creature": the creature its trigger event names (exalted's attacker,
#: 702.83a; flanking's blocker, 702.25a), or "that_card": the new object the creature a
#: zone-change trigger names became in the public zone it moved to ("when enchanted creature
#: dies, return that card …", 400.7e).
TargetRef = TargetIndex | Literal["self", "enchanted", "that_creature", "that_card"]

#: How long a continuous effect from a resolving spell or ability lasts: until end of turn
#: (514.2), for the rest of the game (611.2a), or "for as long as ~ remains on the battlefield"
#: / "remains tapped" (611.2b: it ends the moment its source stops being so, and doesn't
#: start again; a source that left is a new object, 400.7, so one that returns doesn't count);
#: "next_untap_step": until the next untap step of the player who controls what it affects is
#: over ("… doesn't untap during its controller's next untap step", 502.3);
#: "your_next_untap_step": until the next untap step of the spell's or ability's controller is
#: over, applying in that player's untap step only ("… don't untap during your next untap
#: step", 502.3); "your_next_turn":
#: until the next turn of the spell's or ability's controller begins ("until your next turn",
#: 611.2a, 500.1), so it lasts through the other players' turns; "source_controlled": "for as
#: long as you control ~" (611.2b), over the moment the spell's or ability's controller no
#: longer controls its source — it left the battlefield (a new object if it returns, 400.7) or
#: another player controls it; "end_of_combat": "until end of combat", over as the combat phase
#: ends (511.2, 500.5), with the end of combat step.
Duration = Literal[
    "end_of_turn",
    "permanent",
    "source_on_battlefield",
    "source_tapped",
    "source_controlled",
    "next_untap_step",
    "your_next_untap_step",
    "your_next_turn",
    "end_of_combat",
]


class DealDamage(Model):
    """The source deals damage to a target (an index of the target specs), to its own
    controller ("you": "this land deals 1 damage to you", no target), to each opponent of its
    controller ("each_opponent", no target: 115.10a), or to the player its trigger event names
    ("that_player": "that spell's controller" of a spell that targeted it, 603.2), or the
    controller of target spec `target` ("controller": "… deals 2 damage to that creature's
    controller", as the target is or last existed, 608.2h), or the player chosen as the source
    entered ("chosen_player": Stuffy Doll's "the chosen player", 607.2d), or the source itself
    ("self": "this creature deals 1 damage to itself"), or the creature its trigger event named
    ("that_creature": "… deals 1 damage to that creature" after "becomes blocked by a
    creature", 603.2; none once it is another object, 400.7)."""

    op: Literal["damage"] = "damage"
    amount: Amount
    to: (
        TargetIndex
        | Literal["you", "each_opponent", "that_player", "controller", "chosen_player", "self"]
        | Literal["that_creature"]
    ) = Field(
        description='index of the target spec, "you", "each_opponent", "that_player", '
        '"controller" (of target spec `target`), "chosen_player" (chosen as it entered) or "self"'
    )
    target: TargetIndex | None = None

    @model_validator(mode="after")
    def _whose_controller(self) -> DealDamage:
        if (self.to == "controller") != (self.target is not None):
            raise ValueError('"controller" names the controller of target spec `target`')
        return self


class DamageEach(Model):
    """ "[This] deals N damage to each creature [and each player / each opponent]": no targets
    (CR 115.10a); with no `filter`, "to each player" alone (no permanent is dealt damage).
    `players` is True for each player, "opponents" for each opponent of its controller.
    `filter_player`: "each creature that player or that planeswalker's controller controls" —
    the filter's "you" is the player chosen for that target spec, or the controller of the
    planeswalker chosen for it (109.5); none is dealt damage once that target is illegal, whose
    information can't be determined (608.2b)."""

    op: Literal["damage_each"] = "damage_each"
    amount: Amount
    filter: Filter | None = Filter(types=("Creature",))
    players: bool | Literal["opponents"] = False
    filter_player: TargetIndex | None = None

    @model_validator(mode="after")
    def _whose_filter(self) -> DamageEach:
        if self.filter_player is not None and (self.filter is None or self.players):
            raise ValueError("'filter_player' says whose 'filter' it is, with no players")
        return self

    @model_validator(mode="after")
    def _someone(self) -> DamageEach:
        if self.filter is None and not self.players:
            raise ValueError("damage to each of nothing: name a filter or players")
        return self


class DamageAttacked(Model):
    """The source deals damage to the player the attacking creature that triggered this ability
    is attacking (an "attacks" trigger, CR 508.3a; that player is the defending player, 508.5)."""

    op: Literal["damage_attacked"] = "damage_attacked"
    amount: Amount


class Destroy(Model):
    op: Literal["destroy"] = "destroy"
    #: A target, or the card itself or the creature its trigger event named, while each is
    #: still that object (400.7).
    target: TargetRef
    cant_regenerate: bool = False


class DestroyAll(Model):
    """Destroy each permanent `filter` names as this resolves, none targeted (701.8a, 115.10a):
    "you control" from this instruction's controller's point of view — or, with
    `filter_player`, from the player's chosen for that target spec ("Destroy all lands target
    player controls", 109.5)."""

    op: Literal["destroy_all"] = "destroy_all"
    filter: Filter = Filter(types=("Creature",))
    cant_regenerate: bool = False
    filter_player: TargetIndex | None = None


class CounterSpell(Model):
    """Counter target spell (701.6a), or without `target` the spell whose casting triggered
    this ability ("Whenever a player casts …, counter that spell": the trigger remembers it).
    `to`: where a countered spell goes instead of its owner's graveyard, when the same text says
    so ("If that spell is countered this way, exile it instead …"): a self-replacement effect,
    applied before any other (614.15)."""

    op: Literal["counter"] = "counter"
    target: TargetIndex | None = None
    #: "If a permanent's ability is countered this way, activated abilities of that permanent
    #: can't be activated this turn" (Trickbind): `engine.operations.countering`.
    bind_source: bool = False
    to: Literal["graveyard", "library_top", "library_bottom", "hand", "exile"] = "graveyard"


class ReturnToHand(Model):
    op: Literal["bounce"] = "bounce"
    target: TargetRef


class Exile(Model):
    """Exile the target (CR 701.13a): it moves to the exile zone from wherever it is."""

    op: Literal["exile"] = "exile"
    target: TargetRef


#: The moments a delayed triggered ability waits for (603.7a, `CreateDelayedTrigger.at`).
DelayedMoment = Literal[
    "next_end_step", "next_upkeep", "next_turn_upkeep", "your_next_upkeep", "end_of_combat"
]
#: And the moments only a created ability waits for: an action taken earlier in the same
#: resolution (603.12), the target it watches dying or leaving this turn (603.7b-c), and its
#: controller's next spell of a kind cast this turn ("When you next cast an instant or sorcery
#: spell this turn, …", 603.7a).
TriggerMoment = (
    DelayedMoment
    | Literal["reflexive", "dies_this_turn", "leaves_this_turn", "next_cast_this_turn"]
)


class ExileAndReturn(Model):
    """Exile the target, then return that card to the battlefield under your control — or
    under its owner's ("… then return it to the battlefield under its owner's control"): a new
    object (400.7), the exiled card the instruction itself found in exile. With `at`, the
    return is a delayed triggered ability the exile creates ("Return that card … at the
    beginning of the next end step", Flickerwisp: 603.7a), remembering that card (603.7c);
    `text` is that ability's. `transformed`: "exile ~, then return it to the battlefield
    transformed" (a Saga's last chapter, Clive): the card returns with its back face up, and a
    card that isn't a transforming double-faced card stays in exile (712.14a)."""

    op: Literal["flicker"] = "flicker"
    target: TargetIndex | Literal["self"]
    under: Literal["you", "owner"] = "you"
    transformed: bool = False
    #: "… with a +1/+1 counter on it": the card enters with one (614.1c).
    counter: Literal["+1/+1"] | None = None
    at: DelayedMoment | None = None
    text: str = Field(default="", max_length=300)


#: Who an instruction about players acts on: "you" (its controller), the player of target spec
#: `target` ("target player draws"; "that player" is the same target), each opponent or each
#: player (no target, 115.10a; in turn order from the active player, 101.4); the defending player
#: of the attacking creature whose ability it is (506.2, 508.5) or the player a trigger event
#: named ("that player" of "deals combat damage to a player", 603.2), or the controller of the
#: object of target spec `target` ("Destroy target creature. Its controller loses 2 life."): as
#: it is, or as it last existed if it left its zone (608.2h).
WhichPlayers = Literal[
    "you", "target", "each_opponent", "each", "defending", "that_player", "controller"
]


class Draw(Model):
    op: Literal["draw"] = "draw"
    amount: Amount = 1
    player: WhichPlayers = "you"
    target: TargetIndex | None = None


class GainLife(Model):
    op: Literal["gain_life"] = "gain_life"
    amount: Amount
    player: WhichPlayers = "you"
    target: TargetIndex | None = None


class LoseLife(Model):
    op: Literal["lose_life"] = "lose_life"
    amount: Amount
    player: WhichPlayers = "you"
    target: TargetIndex | None = None
    #: "… You gain life equal to the life lost this way" (Kokusho, Exsanguinate): then the
    #: controller gains as much life as the players actually lost (119.3, 608.2c) — none for a
    #: player whose life total can't change (119.8).
    then_gain: bool = False


class Tap(Model):
    op: Literal["tap"] = "tap"
    target: TargetRef


class Untap(Model):
    op: Literal["untap"] = "untap"
    target: TargetRef


class Regenerate(Model):
    op: Literal["regenerate"] = "regenerate"
    target: TargetRef = "self"


class PutCounters(Model):
    """ "Put a +1/+1 counter on target creature" (122.1), or with `filter` "on each other Dragon
    creature you control": every permanent matching it as the instruction is followed, none
    targeted (115.10a); then `target` isn't used."""

    op: Literal["counters"] = "counters"
    counter: str
    amount: Amount = 1
    target: TargetRef = "self"
    filter: Filter | None = None


class Sacrifice(Model):
    """ "Sacrifice it": the instruction's controller sacrifices the object, only while they
    control it — a player can sacrifice only their own permanents (701.21a). `its_controller`:
    "its controller sacrifices it" (evoke's, 702.74a; Animate Dead's "that creature's
    controller"): whoever controls it as the instruction is followed does."""

    op: Literal["sacrifice"] = "sacrifice"
    target: TargetRef = "self"
    its_controller: bool = False


class SacrificeAll(Model):
    """ "Each [permanent matching `filter`] is sacrificed by its controller" (701.21a): no
    targets; Golgothian Sylex with `filter.name_list` (206.3b)."""

    op: Literal["sacrifice_all"] = "sacrifice_all"
    filter: Filter


class PlayerSacrifices(Model):
    """ "Each opponent sacrifices a creature of their choice" (701.21a): each of those players
    chooses `amount` permanents they control matching `filter` — in APNAP order, each seeing the
    choices before (101.4) — and then they are sacrificed. Nothing is targeted but a player
    (115.10a); a player with too few sacrifices all they have (609.3)."""

    op: Literal["player_sacrifices"] = "player_sacrifices"
    player: WhichPlayers = "you"
    target: TargetIndex | None = None
    amount: Amount = 1
    filter: Filter = Filter(types=("Creature",))


class PlayerReturns(Model):
    """ "Return a land you control to its owner's hand" (a bounce land's enters trigger),
    "each player returns a creature they control to its owner's hand": chosen as it resolves
    like a sacrifice of the player's choice (608.2c; 101.4 APNAP order), not targeted, so the
    permanent can be the source itself; a player with too few returns all they have (609.3)."""

    op: Literal["player_returns"] = "player_returns"
    player: WhichPlayers = "you"
    target: TargetIndex | None = None
    amount: Amount = 1
    filter: Filter = Filter(types=("Creature",))


class PlayerCounters(Model):
    """ "You get {E}{E}" (107.14: each {E} is one energy counter) and "defending player gets a
    poison counter" (122.1f): counters put on players (122.1)."""

    op: Literal["player_counters"] = "player_counters"
    counter: Literal["energy", "poison"]
    amount: Amount = 1
    player: WhichPlayers = "you"
    target: TargetIndex | None = None


class PreventDamage(Model):
    """Create a prevention effect lasting this turn (CR 615.1a, 615.3).

    With a number it is a shield: "Prevent the next N damage that would be dealt to [target] this
    turn" (615.7); with "all" it prevents all such damage: "Prevent all combat damage that would be
    dealt this turn" (Dawn Charm: `amount` "all", `combat_only`). `to` and `by` are a target
    spec's index, "self" or "enchanted" (None: damage to anyone / from any source); a shield is
    created for each object or player they name (615.11).

    With `instead_to` it is a redirection shield, not a prevention one: "The next 2 damage that
    a source of your choice would deal to you and/or permanents you control this turn is dealt
    to any target instead" (Harm's Way) — that much damage is dealt to what `instead_to` names
    (614.9), the rest to its first recipient, the shield used up by what it redirects.
    """

    op: Literal["prevent_damage"] = "prevent_damage"
    amount: Annotated[int, Field(le=MAX_AMOUNT)] | Literal["X", "all"] = "all"
    #: "you": damage to the player who controls the spell or ability; "you_and_yours": to
    #: them and the permanents they control matching `yours` ("you and/or permanents you
    #: control", as the damage would be dealt); "players": to each player in the game as it
    #: resolves ("Prevent all combat damage that would be dealt to players this turn").
    to: TargetRef | Literal["you", "you_and_yours", "players"] | None = None
    yours: Filter | None = None
    by: TargetRef | None = None
    combat_only: bool = False
    #: "A [red] source of your choice" (609.7a): its controller chooses the source as it
    #: resolves, among those matching this filter; the shield rechecks the filter as that
    #: source would deal damage (609.7b).
    chosen_source: Filter | None = None
    #: "The next time … would deal damage …, prevent that damage": all the damage of the next
    #: event it applies to is prevented, and it is used up (615.1a, 609.7b).
    next_time: bool = False
    #: "If damage is prevented this way, ~ deals that much damage to that source's controller."
    #: (Deflecting Palm): right after the damage is prevented, this spell's card deals as much
    #: to the chosen source's controller (615.5).
    reflect: bool = False
    #: "… is dealt to [any target / this creature / you] instead": where the shield redirects
    #: the damage (614.9), a target spec's index, "self" or "you" (its controller).
    instead_to: TargetRef | Literal["you"] | None = None
    #: "… dealt to creatures / to artifact creatures / this turn to creatures you control"
    #: (Forfend, Ethersworn Shieldmage, Divine Light): damage to any permanent matching this as
    #: the damage would be dealt, one entering later too — a prevention effect changes no
    #: object's characteristics, so it isn't locked to those there as it resolved (611.2c).
    to_group: Filter | None = None
    #: "… dealt by creatures / by nongreen creatures / this turn by attacking creatures"
    #: (Ethereal Haze, Hunter's Ambush, Harmless Assault): damage from any source matching
    #: this as it would deal the damage.
    by_group: Filter | None = None
    #: The group's words as the card says them ("to artifact creatures"), for the effect's text.
    group_said: str = ""

    @model_validator(mode="after")
    def _one_source(self) -> PreventDamage:
        if self.to_group is not None and self.to is not None:
            raise ValueError("give at most one of 'to' and 'to_group'")
        if self.by_group is not None and (self.by is not None or self.chosen_source is not None):
            raise ValueError("give at most one of 'by', 'by_group' and 'chosen_source'")
        if (self.to_group or self.by_group) and (self.amount != "all" or self.instead_to):
            raise ValueError("a group's prevention prevents all its damage (615.1a)")
        if (self.to == "you_and_yours") != (self.yours is not None):
            raise ValueError("'yours' goes with 'to' you_and_yours")
        if self.instead_to is not None and (self.reflect or self.next_time):
            raise ValueError("a redirection shield redirects the damage it counts (614.9)")
        if self.chosen_source is not None and self.by is not None:
            raise ValueError("give at most one of 'by' and 'chosen_source'")
        if self.reflect and (self.chosen_source is None or not self.next_time):
            raise ValueError("'reflect' follows 'the next time a source of your choice …'")
        if self.next_time and self.amount != "all":
            raise ValueError("'next_time' prevents all that damage: give no 'amount'")
        return self

    @field_validator("amount")
    @classmethod
    def _positive(cls, value: int | str) -> int | str:
        if isinstance(value, int) and value < 1:
            raise ValueError("prevent at least 1 damage (or 'X' or 'all')")
        return value


class CounterUnlessPays(Model):
    """Counter a spell or ability unless its controller pays `cost` (118.12): the one `target`
    names ("Counter target spell unless its controller pays {3}."), or, without a target, the
    one that triggered this (ward, CR 702.21a: the trigger remembers it)."""

    op: Literal["counter_unless_pays"] = "counter_unless_pays"
    cost: ManaCostText
    target: TargetIndex | None = None


class CopySpell(Model):
    """Copy target spell (707.10): the copy isn't cast; its controller may choose new targets
    (707.10c) when `new_targets` is true. Without `target`, the spell whose casting triggered
    this ability ("Whenever you cast an instant or sorcery spell, copy that spell": the trigger
    remembers it), as it last existed on the stack if it has left (608.2h: Mirari's ruling)."""

    op: Literal["copy_spell"] = "copy_spell"
    target: TargetIndex | None = None
    new_targets: bool = True


class CopyAbility(Model):
    """Copy target activated or triggered ability (707.10, Strionic Resonator): the copy has the
    same source, modes, X, targets and division, and isn't activated or triggered; its
    controller may choose new targets (707.10c) when `new_targets` is true."""

    op: Literal["copy_ability"] = "copy_ability"
    target: TargetIndex
    new_targets: bool = True


class BecomeCopy(Model):
    """ "~ becomes a copy of target land[, except it has this ability]" (Thespian's Stage): the
    source keeps being the same permanent and gets the target's copiable values (707.2, 707.4:
    nothing enters or leaves, so no enters or leaves ability triggers), for the rest of the
    game (611.2a); with `has_this_ability`, the ability that made it copy is among those values
    (707.9a), so a later copy of it has that ability too."""

    op: Literal["become_copy"] = "become_copy"
    target: TargetIndex
    has_this_ability: bool = False
    #: "… except it doesn't copy that creature's color" (Vesuvan Doppelganger's upkeep
    #: ability): it keeps the colors it has as it becomes the copy (707.9c-d).
    retain_colors: bool = False
    #: "… until end of turn" (Mirrorweave, Mizzium Transreliquat): the copy effect ends in the
    #: cleanup step (514.2), and the permanent has the values it had before again.
    until_end_of_turn: bool = False
    #: "Each other creature becomes a copy of target …" (Mirrorweave): each permanent this names
    #: as it resolves, other than the one copied, becomes a copy — not the source; the set locked
    #: in then (611.2c).
    each: Filter | None = None

    @model_validator(mode="after")
    def _what_becomes(self) -> BecomeCopy:
        if self.each is not None and (self.has_this_ability or self.retain_colors):
            raise ValueError("'has_this_ability' and 'retain_colors' are said of the source")
        return self


#: What a copy effect's "except …" may change (707.9): types added or supertypes lost (layer 4
#: values), colors, keywords, base power and toughness. They become part of the copy's copiable
#: values (707.9b), so a copy of the copy has them too.
CopyException = Annotated[
    AddTypes | LoseSupertypes | SetColors | AddKeywords | SetPowerToughness,
    Field(discriminator="op"),
]


class CreateTokenCopy(Model):
    """Create a token — or `count` tokens, "two tokens that are copies of …", made at once
    (111.2, 614.1a) — that's a copy of a permanent (707.2, 111.2): it has the permanent's
    copiable values, changed by the effect's exceptions (`except`, 707.9: "except it has
    haste", "except it isn't legendary"), and nothing else (no counters, status or other
    effects). What then happens to the token, as "that token" / "it": `gains` keywords for the
    rest of the game ("That token gains haste.", 611.2a: not a copiable value, 707.2), and
    `at_next_end_step` it is sacrificed or exiled by a delayed triggered ability ("Sacrifice it
    at the beginning of the next end step.", 603.7a)."""

    op: Literal["create_token_copy"] = "create_token_copy"
    target: TargetRef
    count: Amount = 1
    except_: tuple[CopyException, ...] = Field(default=(), alias="except")
    gains: tuple[str, ...] = ()
    at_next_end_step: Literal["sacrifice", "exile"] | None = None
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    @field_validator("gains")
    @classmethod
    def _known(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(known_keyword(k) for k in value)


class LaterOnTokens(Model):
    """What the one delayed triggered ability "Sacrifice them / Exile those tokens at the
    beginning of the next end step" after an instruction creating several tokens does
    (603.7a): `verb` each of the tokens that instruction created, by id — what the ability
    remembers (603.7c). A token that has left the battlefield has ceased to exist (111.7) and
    is left alone; a token its controller no longer controls isn't theirs to sacrifice
    (701.21a). Made as the tokens are created, never read from a card's text."""

    op: Literal["later_on_tokens"] = "later_on_tokens"
    verb: Literal["sacrifice", "exile", "destroy"]
    tokens: tuple[str, ...] = Field(default=(), max_length=MAX_AMOUNT)


class ProtectionFromChosenColor(Model):
    """ "[Target creature / Permanents matching `filter`] gain(s) protection from the color of
    your choice until end of turn" (Mother of Runes, Gods Willing), "Choose a color. [Permanents]
    gain protection from the chosen color until end of turn" (Brave the Elements): the color is
    chosen as it resolves (608.2d), and a group of permanents is locked in then (611.2c).
    `colorless`: "protection from colorless or from the color of your choice" (Giver of Runes),
    colorless one of the answers."""

    op: Literal["protection_from_chosen_color"] = "protection_from_chosen_color"
    target: TargetRef | None = None
    filter: Filter | None = None
    colorless: bool = False

    @model_validator(mode="after")
    def _one_subject(self) -> ProtectionFromChosenColor:
        if (self.target is None) == (self.filter is None):
            raise ValueError("give exactly one of 'target' or 'filter'")
        return self
