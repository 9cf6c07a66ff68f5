"""A card definition (CR 109.3) and its abilities (113): activated, triggered and static.

A card holds abilities and effects, and some of those hold a card or abilities in turn: a spell
creates a token (`CreateToken`, its own card definition), an effect or a static ability grants
abilities (`AddAbilities`). These refer to each other, so they are defined here together, with
the unions `Effect`, `Modification` and `Ability`; the parts that hold nothing of the kind have
modules of their own (the instructions by kind, gathered as `leaf_instructions.LeafInstruction`;
the modifications, gathered as `modifications.LeafModification`; the printed characteristics a
card definition starts with, `printed.Printed`; which targets an instruction names, and what an
instruction holding instructions holds, `target_refs`), and so do the rules these are checked
by that ask nothing of the types here (what a static ability may say, `layered`; whether an
ability could add mana, `mana_instructions.adds_mana`; a predefined token's name,
`engine.cards.predefined`). The types here are one circle of references, which pydantic
resolves in one namespace and no import may close: they can't be parted among modules.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Annotated, Any, Literal, Union

from pydantic import AfterValidator, ConfigDict, Field, field_validator, model_validator
from typing_extensions import TypeAliasType

from engine.cards.predefined import predefined_or_given
from engine.cards.vocabulary import prohibitions, replacements, rule_modifiers
from engine.cards.vocabulary.amounts import Amount
from engine.cards.vocabulary.bounds import (
    MAX_TARGET_SPECS,
    ManaCostText,
    ModeCount,
    Model,
    TargetIndex,
    check_modes,
    mana_cost,
)
from engine.cards.vocabulary.casting import (
    AbilityCostReduction,
    AlternativeCost,
    CastFromGraveyard,
    CastWithoutPaying,
    CostChange,
    CostMinimum,
)
from engine.cards.vocabulary.conditions import Condition
from engine.cards.vocabulary.costs import Cost
from engine.cards.vocabulary.filters import Enchant, Filter, TargetSpec, no_x_targets
from engine.cards.vocabulary.if_done import if_done_refusal
from engine.cards.vocabulary.instructions import Duration, TargetRef, TriggerMoment, WhichPlayers
from engine.cards.vocabulary.keywords import known_keyword
from engine.cards.vocabulary.layered import static_refusal
from engine.cards.vocabulary.leaf_instructions import LeafInstruction
from engine.cards.vocabulary.mana_instructions import adds_mana
from engine.cards.vocabulary.mechanic_instructions import (
    MechanicInstruction,
    mechanic_instructions,
)
from engine.cards.vocabulary.modifications import LeafModification
from engine.cards.vocabulary.printed import Printed
from engine.cards.vocabulary.rule_modifiers import Companion, LoyaltyAtInstantSpeed
from engine.cards.vocabulary.target_refs import HoldsInstructions, check_target_refs
from engine.cards.vocabulary.triggers import Trigger
from engine.cards.vocabulary.unless import unless_action_refusal


class AddAbilities(Model):
    """Layer 6 (613.1f): the object has these activated or triggered abilities ("Nontoken
    creatures you control have '{T}: …'"). Gained activated abilities come after the printed
    ones, in the timestamp order of the effects that grant them."""

    op: Literal["add_abilities"] = "add_abilities"
    abilities: tuple[Annotated[Activated | Triggered, Field(discriminator="kind")], ...]


#: Named for the same reason as `Effect`: one definition in the JSON schema.
Modification = TypeAliasType(
    "Modification",
    Annotated[LeafModification | AddAbilities, Field(discriminator="op")],
)


class ApplyContinuous(Model):
    """Create a continuous effect (CR 611.2): on the target (`target`), the source, what it
    enchants, or every permanent matching `filter` as the effect begins (the set is locked in,
    611.2c). Lasts until end of turn, for the rest of the game or while its source stays (611.2)."""

    op: Literal["continuous"] = "continuous"
    target: TargetRef | None = None
    filter: Filter | None = None
    modifications: tuple[Modification, ...]
    duration: Duration = "end_of_turn"
    #: "Target player gains control of …" (Donate): that player gains control (613.1b).
    to_player: int | None = Field(default=None, ge=0, lt=MAX_TARGET_SPECS)
    #: "Creatures target player controls": the filter's "you" is the player chosen for this
    #: target spec (109.5), not the controller of the spell or ability.
    filter_player: int | None = Field(default=None, ge=0, lt=MAX_TARGET_SPECS)

    @model_validator(mode="after")
    def _one_subject(self) -> ApplyContinuous:
        if (self.target is None) == (self.filter is None):
            raise ValueError("give exactly one of 'target' or 'filter'")
        if self.filter_player is not None and self.filter is None:
            raise ValueError("'filter_player' says whose 'filter' it is: give a 'filter'")
        return self


class CreateToken(Model):
    """Create `count` tokens (CR 111.2): `token` is a definition, or the name of a predefined
    token ("Treasure", "Food", "Clue", "Cursed Role" …, 111.10; `engine.cards.predefined`)."""

    op: Literal["create_token"] = "create_token"
    token: TokenDef
    count: Amount = 1
    #: "Create an X/X … token, where X is the number of lands you control": its power and
    #: toughness, in place of the definition's, found as it is created (107.3c, 608.2h).
    size: Amount | None = None
    #: "Create a tapped 2/2 black Zombie creature token": it enters the battlefield tapped.
    tapped: bool = False
    attacking: bool = False  # "… that's [tapped and] attacking": a player it chooses (508.4)
    #: Who creates them, and so owns and controls them (111.2): "you", or another player —
    #: "Its controller creates a 3/3 green Beast creature token" (the controller of target spec
    #: `target`, as it last existed if it has left, 608.2h).
    player: WhichPlayers = "you"
    target: int | None = Field(default=None, ge=0, lt=MAX_TARGET_SPECS)
    #: "Create a Monster Role token attached to it" (303.7, 111.10): an Aura token that enters
    #: attached to what this names — the effect specifies it, so no one chooses (303.4f); with
    #: nothing it could legally enchant there, the token isn't created (303.4g).
    attached_to: TargetRef | None = None
    #: "Create a 1/1 white Soldier creature token, then attach this Equipment to it" (Ancestral
    #: Blade): the one creature token created, this Equipment then becomes attached to it
    #: (701.3a) — if it is still on the battlefield; otherwise the token stays unequipped, as
    #: living weapon's Germ does (702.92a).
    equip_it: bool = False
    #: "… token. Exile it at the beginning of the next end step.": what a delayed ability made with
    #: each token does to it, and when (603.7a); it remembers that token only (603.7c, 400.7).
    later: Literal["sacrifice", "exile", "destroy"] | None = None
    later_at: Literal["next_end_step", "end_of_combat"] = "next_end_step"

    @model_validator(mode="after")
    def _an_aura(self) -> CreateToken:
        if self.attached_to is not None and self.token.enchant is None:
            raise ValueError("only an Aura token is created attached to something (303.4f)")
        return self

    @field_validator("token", mode="before")
    @classmethod
    def _predefined(cls, value: Any) -> Any:
        return predefined_or_given(value)


class GetEmblem(Model):
    """ "You get an emblem with "…"" (114.2): its abilities function in the command zone (114.4);
    here beside `CreateToken` as it holds abilities (read and played by `mechanics.emblems`)."""

    op: Literal["get_emblem"] = "get_emblem"
    abilities: tuple[
        Annotated[Static | Triggered | LoyaltyAtInstantSpeed, Field(discriminator="kind")], ...
    ] = Field(min_length=1)
    #: The emblem's quoted text, as printed (bounded as a card's oracle text is).
    text: str = Field(default="", max_length=2000)


#: The most energy one cost or "you may pay" asks for.
MAX_ENERGY = 100


class May(HoldsInstructions):
    """ "You may [do these]": the controller decides as the instruction is followed whether to
    (608.2d; a triggered ability with "may" goes on the stack either way, 603.5). `text` is
    what they may do, for the question ("draw a card")."""

    op: Literal["may"] = "may"
    effects: tuple[Effect, ...] = Field(min_length=1, max_length=MAX_TARGET_SPECS)
    text: str = ""
    #: "You may pay {1}{U}. If you do, …": paid from the pool as it resolves, if it can (118.12).
    pay: Annotated[str, Field(max_length=100), AfterValidator(mana_cost)] | None = None
    #: "You may pay {E}{E}. If you do, …": energy counters removed as it resolves (107.14).
    energy: int = Field(default=0, ge=0, le=MAX_ENERGY)


class IfKicked(HoldsInstructions):
    """ "If this spell was kicked, [do these]": only when it was (702.33d-e, linked to its kicker
    ability, 607); they have no targets of their own (702.33g isn't modelled). With "instead"
    ("If this spell was kicked, draw three cards instead."), `otherwise` holds what the sentence
    before said, done only when it wasn't (608.2c)."""

    op: Literal["if_kicked"] = "if_kicked"
    effects: tuple[Effect, ...] = Field(min_length=1, max_length=MAX_TARGET_SPECS)
    otherwise: tuple[Effect, ...] = Field(default=(), max_length=MAX_TARGET_SPECS)


class IfCondition(HoldsInstructions):
    """ "If [condition], [do these]", asked as the instruction is followed (608.2c; targets were
    chosen as it was put on the stack, 601.2c, 603.3d): about the game, not the source — or, with
    `target`, whether that object was `was`, as it is or last existed (608.2h, 400.7)."""

    op: Literal["if"] = "if"
    condition: Condition | None = None
    target: TargetRef | None = None
    was: Filter | None = None
    text: str = Field(default="", max_length=300)
    effects: tuple[Effect, ...] = Field(min_length=1, max_length=MAX_TARGET_SPECS)

    @model_validator(mode="after")
    def _on_the_game(self) -> IfCondition:
        asked, was = self.condition, self.target is not None and self.was is not None
        if (asked is None) != was or (asked is not None and asked.about_source):
            raise ValueError("give 'condition' (not on the source itself) or 'target' and 'was'")
        return self


class UnlessPays(HoldsInstructions):
    """ "[Do these] unless you pay [cost]": the same as "you may pay [cost]; if you don't, [do
    these]" (118.12a) — the controller of the spell or ability chooses as it resolves, paying
    from their mana pool; what can't be paid isn't paid. (Sacrificing the card itself has its
    own instruction, `SacrificeUnlessPays`, which echo and cumulative upkeep are made of.)

    "Unless you discard a card / sacrifice a Forest / pay 2 life" is the same choice with an
    action for its cost (`action`, 118.12: the action is a cost, paid as it resolves, and one
    that can't be paid in full isn't paid, 118.3): a discard (its filter, at random), one
    permanent sacrificed of a kind, or life.

    `payer`: who may pay the mana — the player the trigger event names ("that_player", 603.2)
    or the controller of target spec `target`'s object ("controller", 608.2h)."""

    op: Literal["unless_pays"] = "unless_pays"
    cost: ManaCostText = Field(default="", max_length=100)
    action: Cost | None = None
    payer: Literal["you", "that_player", "controller"] = "you"
    target: TargetIndex | None = None
    effects: tuple[Effect, ...] = Field(min_length=1, max_length=MAX_TARGET_SPECS)

    @model_validator(mode="after")
    def _mana_or_action(self) -> UnlessPays:
        if bool(self.cost) == (self.action is not None):
            raise ValueError("give exactly one of 'cost' (mana) or 'action'")
        if (self.payer == "controller") != (self.target is not None):
            raise ValueError("'target' names whose controller pays, with payer 'controller' only")
        if self.action is not None and self.payer != "you":
            raise ValueError("an action for a cost is the controller's to take")
        if self.action is not None and (why := unless_action_refusal(self.action)) is not None:
            raise ValueError(why)
        return self


class IfYouDo(HoldsInstructions):
    """ "[Do this]. If you do, [these]. If you don't, [those]." (608.2c), asked as it resolves:
    whether the one instruction `effects` holds — "you may" of one (chosen, and possible, 608.2d)
    or one they had to do — was done in full (`if_done`); `then` if it was, else `otherwise`."""

    op: Literal["if_you_do"] = "if_you_do"
    effects: tuple[Effect, ...] = Field(min_length=1, max_length=1)
    then: tuple[Effect, ...] = Field(default=(), max_length=MAX_TARGET_SPECS)
    otherwise: tuple[Effect, ...] = Field(default=(), max_length=MAX_TARGET_SPECS)

    @model_validator(mode="after")
    def _asks_a_known_action(self) -> IfYouDo:
        (done,) = self.effects
        if isinstance(done, May) and len(done.effects) == 1 and not (done.pay or done.energy):
            (done,) = done.effects
        if (why := if_done_refusal(done)) is not None:
            raise ValueError(why)
        if not (self.then or self.otherwise):
            raise ValueError("'if you do' needs what is done if you do, or if you don't")
        return self


class CreateDelayedTrigger(Model):
    """Create a delayed triggered ability (603.7a): `effects` happen once (603.7b), at the
    beginning of the next end step ("next_end_step"), of the next upkeep ("next_upkeep": the
    next upkeep step to begin, whoever's turn), of the next turn's upkeep ("next_turn_upkeep"),
    of its controller's next upkeep ("your_next_upkeep") or at end of combat ("end_of_combat",
    511.2), or when target `watch` dies or leaves this turn; its source and controller are
    the creating spell's or ability's (603.7d-e); `text` its text. "reflexive" (603.12: "When
    you do, …") triggers as created, its own `targets` chosen as it goes on the stack (603.3d)."""

    op: Literal["delayed_trigger"] = "delayed_trigger"
    at: TriggerMoment
    watch: int | None = Field(default=None, ge=0, lt=MAX_TARGET_SPECS)
    #: "Target creature … Sacrifice it at the beginning of the next end step.": the creator's
    #: target (spec index) it remembers as "that_creature", that object only (603.7c, 400.7).
    remember: int | None = Field(default=None, ge=0, lt=MAX_TARGET_SPECS)
    #: For "next_cast_this_turn": the spells of its controller it waits for (601.2i, 603.2).
    spell: Filter | None = None
    targets: tuple[TargetSpec, ...] = Field(default=(), max_length=MAX_TARGET_SPECS)
    effects: tuple[Effect, ...] = Field(min_length=1, max_length=MAX_TARGET_SPECS)
    text: str = Field(default="", max_length=300)

    @model_validator(mode="after")
    def _own_targets(self) -> CreateDelayedTrigger:
        check_target_refs(self.targets, self.effects)
        if (self.spell is not None) != (self.at == "next_cast_this_turn"):
            raise ValueError("'spell' names the spells 'next_cast_this_turn' waits for, only")
        return self


#: The game's own instructions (608.2c), and those holding instructions in turn.
CoreEffect = (
    May
    | IfKicked
    | IfCondition
    | UnlessPays
    | IfYouDo
    | CreateDelayedTrigger
    | ApplyContinuous
    | CreateToken
    | GetEmblem
    | LeafInstruction
)

#: Named (a type alias, not a bare union) so that the JSON schema holds the union once and every
#: list of instructions refers to it: the scenario schema stays linear in the vocabulary's size.
#: Its members are the game's own instructions and every mechanic's (`mechanic_instructions`,
#: registered by their packages' models); mypy checks the latter as their base class.
if TYPE_CHECKING:
    Effect = TypeAliasType(
        "Effect",
        Annotated[CoreEffect | MechanicInstruction, Field(discriminator="op")],
    )
else:
    Effect = TypeAliasType(
        "Effect",
        Annotated[Union[CoreEffect, *mechanic_instructions()], Field(discriminator="op")],
    )


class Activated(Model):
    kind: Literal["activated"] = "activated"
    cost: Cost = Cost()
    targets: tuple[TargetSpec, ...] = Field(default=(), max_length=MAX_TARGET_SPECS)
    effects: tuple[Effect, ...]
    sorcery_speed: bool = False
    #: "Activate only once each turn." (602.5b)
    once_each_turn: bool = False
    #: "Activate only once." (602.5b; exhaust, 702.177a): once for the object's life (400.7).
    once: bool = False
    #: "Activate no more than twice / three times each turn." (602.5b): that many times a turn.
    most_each_turn: int | None = Field(default=None, ge=2, le=10)
    #: "Activate only if …" (602.5): the condition must hold as it is activated.
    only_if: Condition | None = None
    #: The zone it is activated from: the battlefield, or a hand or graveyard for an ability
    #: that says so or whose cost moves the card out of that zone (113.6b, 113.6m; cycling,
    #: 702.29a). Only the card's owner activates it there (602.2).
    zone: Literal["battlefield", "hand", "graveyard"] = "battlefield"
    #: "This ability costs {1} less to activate for each …" (602.2b, 601.2f, 118.7a).
    cost_reduction: AbilityCostReduction | None = None
    #: A modal ability ("{1}, Sacrifice ~: Choose one —", 700.2a): its modes, chosen as it is
    #: activated; `targets` and `effects` are then empty.
    modes: tuple[Mode, ...] = ()
    choose: ModeCount = (1, 1)
    text: str = ""

    @model_validator(mode="after")
    def _target_refs(self) -> Activated:
        check_target_refs(self.targets, self.effects)
        check_modes(self.modes, self.choose, self.effects)
        if "{X}" not in self.cost.mana and self.cost.loyalty != "-X":
            no_x_targets(self.targets, self.modes, "an ability whose cost has no X")
        return self

    @property
    def is_mana_ability(self) -> bool:
        """No target, could add mana, not a loyalty ability (CR 605.1a)."""
        return self.cost.loyalty is None and not self.targets and adds_mana(self.effects)


class Triggered(Model):
    kind: Literal["triggered"] = "triggered"
    trigger: Trigger
    targets: tuple[TargetSpec, ...] = Field(default=(), max_length=MAX_TARGET_SPECS)
    effects: tuple[Effect, ...]
    #: A modal trigger ("When ~ enters, choose one —"): modes chosen as it is put on the stack
    #: (603.3c, 700.2b); `targets` and `effects` are then empty.
    modes: tuple[Mode, ...] = ()
    choose: ModeCount = (1, 1)
    #: The zone it triggers from: the battlefield, or its owner's graveyard for an ability whose
    #: effect moves its own card out of the graveyard ("Whenever you cast a multicolored spell,
    #: you may return this card from your graveyard to your hand"), which functions only there
    #: (113.6m).
    zone: Literal["battlefield", "graveyard"] = "battlefield"
    text: str = ""

    @model_validator(mode="after")
    def _target_refs(self) -> Triggered:
        check_target_refs(self.targets, self.effects)
        check_modes(self.modes, self.choose, self.effects)
        no_x_targets(self.targets, self.modes, "a triggered ability")
        return self


class EntersAsCopy(Model):
    """ "You may have [this] enter as a copy of [a permanent matching `filter`]" (614.1c, 707.5)."""

    kind: Literal["enters_as_copy"] = "enters_as_copy"
    filter: Filter = Filter(types=("Creature",))
    optional: bool = True
    #: "… except it's an artifact / it's 1/1 / it has flying": part of the copiable values
    #: (707.9b); types, colors, keywords and base power/toughness can be changed this way.
    except_: tuple[Modification, ...] = Field(default=(), alias="except")
    #: "… except it enters with an additional +1/+1 counter on it if it's a creature" (707.9).
    counters: tuple[replacements.CopyEntersWith, ...] = ()
    #: "… except it doesn't copy that creature's color" (Vesuvan Doppelganger): it keeps its
    #: own colors (707.9c), part of its copiable values; nothing that defines the copied
    #: object's color is copied (707.9d).
    retain_colors: bool = False
    text: str = ""
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)


class Unsupported(Model):
    kind: Literal["unsupported"] = "unsupported"
    text: str


class Static(Model):
    """A static ability generating a continuous effect (CR 604.1, 611.3) that isn't locked in
    (611.3a): it applies at each moment to what `affects` names — the object itself, what it
    enchants, the creature it equips ("equipped", 301.5a), every permanent matching `filter`
    ("all"), every object in every zone ("everything", 611.3a), the cards matching `filter` in
    its controller's graveyard ("graveyard": "Instant and sorcery cards in your graveyard have
    retrace"), or players (613.10)."""

    kind: Literal["static"] = "static"
    affects: Literal[
        "self", "enchanted", "equipped", "all", "everything", "graveyard", "you", "opponents"
    ] = "self"
    filter: Filter = Filter()
    modifications: tuple[Modification, ...]
    #: "As long as …", "During your turn, …" (611.3a): checked in engine.derived.layer_effects.
    condition: Condition | None = None
    #: "If this enchantment leaves the battlefield, this effect continues until end of turn"
    #: (Titania's Song): the card's text overrides 611.3b (101.1) — its effect goes on, still
    #: not locked in (611.3a), until the cleanup step (514.2); `engine.operations.zones`.
    lingers: bool = False
    text: str = ""

    @model_validator(mode="after")
    def _as_modelled(self) -> Static:
        ops = {m.op for m in self.modifications}
        said = (self.affects, self.filter, self.condition, self.modifications, ops, self.lingers)
        if (why := static_refusal(*said)) is not None:
            raise ValueError(why)
        return self


Ability = Annotated[
    Activated
    | Triggered
    | replacements.EntersWithCounters
    | replacements.EntersTapped
    | replacements.AsEntersChoose
    | EntersAsCopy
    | replacements.Replacement
    | replacements.ExileInsteadOfGraveyard
    | replacements.ExileInsteadOfEntering
    | replacements.ManaReplacement
    | replacements.CountersProhibition
    | replacements.LifeCantChange
    | replacements.CantLoseGame
    | replacements.DamageAsThoughInfect
    | Static
    | Enchant
    | CostChange
    | CostMinimum
    | AlternativeCost
    | CastWithoutPaying
    | CastFromGraveyard
    | Companion
    | prohibitions.CantBeActivated
    | prohibitions.CantCast
    | prohibitions.CastOnlyAsSorcery
    | prohibitions.DrawLimit
    | prohibitions.EnteringDoesntTrigger
    | prohibitions.SpellsCantBeCountered
    | rule_modifiers.LegendRuleDoesntApply
    | LoyaltyAtInstantSpeed
    | rule_modifiers.TriggersAdditionalTime
    | rule_modifiers.BeginOnBattlefield
    | rule_modifiers.AttackRules
    | rule_modifiers.SkipExtraTurns
    | rule_modifiers.SearchTopCards
    | prohibitions.CantSearch
    | prohibitions.CantBeTargeted
    | Unsupported,
    Field(discriminator="kind"),
]


class Mode(Model):
    """One option of a modal spell or ability (700.2): its bullet's text, targets, instructions."""

    text: str = ""
    targets: tuple[TargetSpec, ...] = Field(default=(), max_length=MAX_TARGET_SPECS)
    effects: tuple[Effect, ...]

    @model_validator(mode="after")
    def _target_refs(self) -> Mode:
        check_target_refs(self.targets, self.effects)
        return self


# -- cards ----------------------------------------------------------------------------------------


class CardDef(Printed):
    """A card or token definition: printed characteristics and abilities (CR 109.3)."""

    #: Keyword strings ("Flying", "Ward {1}") or structured abilities.
    abilities: tuple[str | Ability, ...] = ()
    #: What an instant or sorcery does on resolution.
    targets: tuple[TargetSpec, ...] = Field(default=(), max_length=MAX_TARGET_SPECS)
    effects: tuple[Effect, ...] = ()
    modes: tuple[Mode, ...] = ()
    #: How many of `modes` are chosen as it is cast (700.2a, 601.2b).
    choose: ModeCount = (1, 1)
    additional_costs: Cost = Cost()
    cant_be_countered: bool = False
    oracle: str = Field(default="", max_length=2000)
    #: A transforming double-faced card's back face, its own characteristics (712.8, 712.2).
    back: CardDef | None = None
    #: A split card's halves (709.1); its own fields are both combined (709.4), one is cast (709.3).
    halves: tuple[CardDef, ...] = Field(default=(), max_length=2)
    #: An adventurer card's Adventure, its characteristics as one (715.2, 715.3b).
    adventure: CardDef | None = None
    #: A flip card's flipped half (710.1b), with the card's mana cost and colors (710.1c).
    flipped: CardDef | None = None
    #: A modal double-faced card's back face (712.3): its own characteristics, which it has only
    #: while that face is up on the stack or battlefield (712.8f), cast or played by choice.
    modal_back: CardDef | None = None

    @field_validator("abilities")
    @classmethod
    def _known_keywords(cls, value: tuple[str | Ability, ...]) -> tuple[str | Ability, ...]:
        return tuple(known_keyword(a) if isinstance(a, str) else a for a in value)

    @model_validator(mode="after")
    def _instructions_and_faces(self) -> CardDef:
        check_target_refs(self.targets, self.effects)
        check_modes(self.modes, self.choose, self.effects)
        if self.modes and not self.choose[0]:
            raise ValueError("a modal spell chooses at least one mode (700.2a)")
        if self.back is not None and self.back.back is not None:
            raise ValueError("back: a double-faced card has two faces, and a back has no back")
        return self

    # -- derived from its abilities and faces --

    @cached_property
    def keywords(self) -> tuple[str, ...]:
        return tuple(a for a in self.abilities if isinstance(a, str))

    @cached_property
    def activated(self) -> tuple[Activated, ...]:
        return tuple(a for a in self.abilities if isinstance(a, Activated))

    @cached_property
    def triggered(self) -> tuple[Triggered, ...]:
        return tuple(a for a in self.abilities if isinstance(a, Triggered))

    @cached_property
    def statics(self) -> tuple[Static, ...]:
        return tuple(a for a in self.abilities if isinstance(a, Static))

    @cached_property
    def enchant(self) -> Enchant | None:
        return next((a for a in self.abilities if isinstance(a, Enchant)), None)

    @cached_property
    def unsupported(self) -> tuple[str, ...]:
        return tuple(a.text for a in self.abilities if isinstance(a, Unsupported))

    @cached_property
    def parts(self) -> tuple[CardDef, ...]:
        """Each half of a split card (709.1), else the card and its other face, if any (a
        transforming or modal double-faced card's back face, 712.8)."""
        others = (self.back, self.adventure, self.flipped, self.modal_back)
        return self.halves or (self, *(o for o in others if o is not None))


TokenDef = CardDef


CreateToken.model_rebuild()
GetEmblem.model_rebuild()
AddAbilities.model_rebuild()
