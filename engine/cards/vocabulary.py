"""The card vocabulary: costs, targets, effects and abilities, as validated data.

A card in the engine is this data plus its oracle text for display. The same models read the
scenario's inline `cards` and tokens, so a user's card and a pool card are the same kind of thing.
What the vocabulary can't express is kept as `Unsupported` text, shown in the output's
`unsupported` list instead of being dropped.
"""

from __future__ import annotations

import re
from functools import cached_property
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from engine.mana import COLORS, ManaCost, ManaError, parse_cost


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


#: The largest number a card's text may give (damage, cards, tokens, counters, life): no card
#: says more than a few dozen, and a bound keeps one instruction's work bounded.
MAX_AMOUNT = 1000
#: The largest power, toughness or P/T change a definition may give.
MAX_PT = 1000
#: How many target specs a definition may have; a target reference is an index below it.
MAX_TARGET_SPECS = 10

Amount = Annotated[int, Field(ge=0, le=MAX_AMOUNT)] | Literal["X"]
#: A target spec's index (0-based).
TargetIndex = Annotated[int, Field(ge=0, lt=MAX_TARGET_SPECS)]
PT = Annotated[int, Field(ge=-MAX_PT, le=MAX_PT)]

# -- keywords -------------------------------------------------------------------------------------

#: Keywords with no parameter, by their capitalised name (CR 702).
SIMPLE_KEYWORDS = frozenset(
    {
        "Flying", "Defender", "Haste", "Vigilance", "Indestructible", "Trample", "First strike",
        "Double strike", "Reach", "Lifelink", "Deathtouch", "Menace", "Hexproof", "Shroud",
        "Storm", "Flash",
    }
)  # fmt: skip
_WARD = re.compile(r"^Ward (\{[^}]+\})+$")
_PROTECTION = re.compile(r"^Protection from (white|blue|black|red|green)$")
#: "Protection from the chosen color": linked to an "as [this] enters, choose a color" ability
#: (CR 607.2d); it means protection from the color chosen for the object that has it, and does
#: nothing when no choice was made for that object (607.5a). See engine.linked.
CHOSEN_COLOR_PROTECTION = "Protection from the chosen color"


def normalise_keyword(text: str) -> str | None:
    """The keyword's canonical spelling ("flying" -> "Flying"), or None if it isn't one."""
    stripped = " ".join(text.split())
    for keyword in SIMPLE_KEYWORDS:
        if stripped.casefold() == keyword.casefold():
            return keyword
    if m := re.fullmatch(r"ward ((?:\{[^}]+\})+)", stripped, re.IGNORECASE):
        return f"Ward {m.group(1).upper()}"
    if m := re.fullmatch(r"protection from (white|blue|black|red|green)", stripped, re.I):
        return f"Protection from {m.group(1).lower()}"
    if stripped.casefold() == CHOSEN_COLOR_PROTECTION.casefold():
        return CHOSEN_COLOR_PROTECTION
    return None


# -- filters and targets --------------------------------------------------------------------------


class Filter(_Model):
    """Which objects qualify: all listed conditions must hold."""

    types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    not_colors: tuple[str, ...] = ()
    controller: Literal["you", "opponent", "any"] = "any"
    token: bool | None = None
    #: "… that entered this turn" (a permanent that entered the battlefield this turn).
    entered_this_turn: bool | None = None
    #: "With a name originally printed in the Antiquities / Homelands expansion": the object's
    #: current name is on the list of CR 206.3b / 206.3c (engine.cards.name_lists).
    name_list: Literal["antiquities", "homelands"] | None = None
    #: "[spell] that targets you": a spell with at least one target that is the player
    #: (Dawn Charm; any of several targets may be you).
    targets_you: bool = False

    @field_validator("colors", "not_colors")
    @classmethod
    def _known_colors(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for color in value:
            if color not in COLORS:
                raise ValueError(f"unknown color {color!r}; use W U B R G")
        return value


class TargetSpec(_Model):
    """One instance of the word "target" (CR 115.1), possibly for several objects ("up to two").

    `kind`: "any" (creature, player or planeswalker: CR 115.4), "creature", "permanent",
    "spell", "player".
    """

    kind: Literal["any", "creature", "permanent", "spell", "player"]
    filter: Filter = Filter()
    min: int = Field(default=1, ge=0, le=10)
    max: int = Field(default=1, ge=1, le=10)
    text: str = ""


# -- effects --------------------------------------------------------------------------------------

#: An effect's object: a target spec's index, the source itself, or what the source enchants.
TargetRef = TargetIndex | Literal["self", "enchanted"]


class DealDamage(_Model):
    op: Literal["damage"] = "damage"
    amount: Amount
    to: TargetIndex = Field(description="index of the target spec")


class DamageEach(_Model):
    """ "[This] deals N damage to each creature [and each player]": no targets (CR 115.10a)."""

    op: Literal["damage_each"] = "damage_each"
    amount: Amount
    filter: Filter = Filter(types=("Creature",))
    players: bool = False


class DamageAttacked(_Model):
    """The source deals damage to the player the attacking creature that triggered this ability
    is attacking (an "attacks" trigger, CR 508.3a; that player is the defending player, 508.5)."""

    op: Literal["damage_attacked"] = "damage_attacked"
    amount: Amount


class Destroy(_Model):
    op: Literal["destroy"] = "destroy"
    target: TargetIndex
    cant_regenerate: bool = False


class DestroyAll(_Model):
    op: Literal["destroy_all"] = "destroy_all"
    filter: Filter = Filter(types=("Creature",))
    cant_regenerate: bool = False


class CounterSpell(_Model):
    op: Literal["counter"] = "counter"
    target: TargetIndex


class ReturnToHand(_Model):
    op: Literal["bounce"] = "bounce"
    target: TargetRef


class ExileAndReturn(_Model):
    """Exile the target, then return that card to the battlefield under your control."""

    op: Literal["flicker"] = "flicker"
    target: TargetIndex


class Draw(_Model):
    op: Literal["draw"] = "draw"
    amount: Amount = 1


class GainLife(_Model):
    op: Literal["gain_life"] = "gain_life"
    amount: Amount


class LoseLife(_Model):
    op: Literal["lose_life"] = "lose_life"
    amount: Amount
    player: Literal["you", "target"] = "you"
    target: TargetIndex | None = None


class Tap(_Model):
    op: Literal["tap"] = "tap"
    target: TargetRef


class Untap(_Model):
    op: Literal["untap"] = "untap"
    target: TargetRef


class AddMana(_Model):
    op: Literal["add_mana"] = "add_mana"
    mana: str = Field(description='symbols, e.g. "{G}"')


class Regenerate(_Model):
    op: Literal["regenerate"] = "regenerate"
    target: TargetRef = "self"


class PutCounters(_Model):
    op: Literal["counters"] = "counters"
    counter: str
    amount: Amount = 1
    target: TargetRef = "self"


class Sacrifice(_Model):
    op: Literal["sacrifice"] = "sacrifice"
    target: TargetRef = "self"


class SacrificeAll(_Model):
    """ "Each [permanent matching `filter`] is sacrificed by its controller" (701.21a): no
    targets; Golgothian Sylex with `filter.name_list` (206.3b)."""

    op: Literal["sacrifice_all"] = "sacrifice_all"
    filter: Filter


class StormCopies(_Model):
    """The effect of a storm trigger (702.40a): copy the spell it comes from once for each other
    spell cast before it this turn; its controller may choose new targets for each copy."""

    op: Literal["storm_copies"] = "storm_copies"


# -- continuous effects: what changes an object's characteristics, by layer (CR 613) --------------


class AddTypes(_Model):
    """Layer 4 (613.1d): add card types, subtypes or supertypes."""

    op: Literal["add_types"] = "add_types"
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()


class SetColors(_Model):
    """Layer 5 (613.1e): the object becomes exactly these colors (none = colorless)."""

    op: Literal["set_colors"] = "set_colors"
    colors: tuple[str, ...] = ()


class AddKeywords(_Model):
    """Layer 6 (613.1f): the object has these keywords."""

    op: Literal["add_keywords"] = "add_keywords"
    keywords: tuple[str, ...]

    @field_validator("keywords")
    @classmethod
    def _known(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(_keyword(k) for k in value)


class LoseKeywords(_Model):
    """Layer 6 (613.1f): the object loses these keywords."""

    op: Literal["lose_keywords"] = "lose_keywords"
    keywords: tuple[str, ...]

    @field_validator("keywords")
    @classmethod
    def _known(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(_keyword(k) for k in value)


class LoseAllAbilities(_Model):
    """Layer 6 (613.1f): the object loses all abilities."""

    op: Literal["lose_all_abilities"] = "lose_all_abilities"


class SetPowerToughness(_Model):
    """Layer 7b (613.4b): base power and toughness become these numbers."""

    op: Literal["set_pt"] = "set_pt"
    power: PT
    toughness: PT


class ModifyPowerToughness(_Model):
    """Layer 7c (613.4c): +N/+M (or minus)."""

    op: Literal["modify_pt"] = "modify_pt"
    power: PT = 0
    toughness: PT = 0


class SwitchPowerToughness(_Model):
    """Layer 7d (613.4d): power and toughness switch."""

    op: Literal["switch_pt"] = "switch_pt"


class GainControl(_Model):
    """Layer 2 (613.1b): the controller of the effect's source controls the object."""

    op: Literal["control"] = "control"


class DoesntUntap(_Model):
    """A rule-modifying effect (613.11): it doesn't untap during its controller's untap step."""

    op: Literal["doesnt_untap"] = "doesnt_untap"


class AddAbilities(_Model):
    """Layer 6 (613.1f): the object has these activated or triggered abilities ("Nontoken
    creatures you control have '{T}: …'"). Gained activated abilities come after the printed
    ones, in the timestamp order of the effects that grant them."""

    op: Literal["add_abilities"] = "add_abilities"
    abilities: tuple[Annotated[Activated | Triggered, Field(discriminator="kind")], ...]


class CantAttackOrBlock(_Model):
    """A rule-modifying effect (613.11): the object can't attack (checked as attackers are
    declared, 508.1c) and/or can't block (509.1b)."""

    op: Literal["cant_attack_or_block"] = "cant_attack_or_block"
    attack: bool = True
    block: bool = True


class PowerToughnessCount(_Model):
    """Layer 7a (613.4a): a characteristic-defining ability (604.3) — power and toughness are
    each equal to the number of permanents matching `filter` ("you": its controller's)."""

    op: Literal["pt_count"] = "pt_count"
    filter: Filter


Modification = Annotated[
    AddTypes
    | SetColors
    | AddKeywords
    | LoseKeywords
    | LoseAllAbilities
    | SetPowerToughness
    | ModifyPowerToughness
    | SwitchPowerToughness
    | GainControl
    | DoesntUntap
    | AddAbilities
    | CantAttackOrBlock
    | PowerToughnessCount,
    Field(discriminator="op"),
]

#: The layer (or 613.10/613.11 step) each modification applies in, with its rule.
LAYER_OF: dict[str, tuple[str, str]] = {
    "control": ("2", "613.1b"),
    "add_types": ("4", "613.1d"),
    "set_colors": ("5", "613.1e"),
    "add_keywords": ("6", "613.1f"),
    "lose_keywords": ("6", "613.1f"),
    "lose_all_abilities": ("6", "613.1f"),
    "set_pt": ("7b", "613.4b"),
    "modify_pt": ("7c", "613.4c"),
    "switch_pt": ("7d", "613.4d"),
    "doesnt_untap": ("rules", "613.11"),
    "add_abilities": ("6", "613.1f"),
    "cant_attack_or_block": ("rules", "613.11"),
    "pt_count": ("7a", "613.4a"),
}


def _keyword(text: str) -> str:
    keyword = normalise_keyword(text)
    if keyword is None:
        raise ValueError(f"unknown keyword {text!r}")
    return keyword


class ApplyContinuous(_Model):
    """Create a continuous effect (CR 611.2): on the target (`target`), the source, what it
    enchants, or every permanent matching `filter` as the effect begins (the set is locked in,
    611.2c). Lasts until end of turn or, with "permanent", for the rest of the game (611.2a)."""

    op: Literal["continuous"] = "continuous"
    target: TargetRef | None = None
    filter: Filter | None = None
    modifications: tuple[Modification, ...]
    duration: Literal["end_of_turn", "permanent"] = "end_of_turn"

    @model_validator(mode="after")
    def _one_subject(self) -> ApplyContinuous:
        if (self.target is None) == (self.filter is None):
            raise ValueError("give exactly one of 'target' or 'filter'")
        return self


class PreventDamage(_Model):
    """Create a prevention effect lasting this turn (CR 615.1a, 615.3).

    With a number it is a shield: "Prevent the next N damage that would be dealt to [target] this
    turn" (615.7); with "all" it prevents all such damage: "Prevent all combat damage that would be
    dealt this turn" (Dawn Charm: `amount` "all", `combat_only`). `to` and `by` are a target
    spec's index, "self" or "enchanted" (None: damage to anyone / from any source); a shield is
    created for each object or player they name (615.11).
    """

    op: Literal["prevent_damage"] = "prevent_damage"
    amount: Annotated[int, Field(le=MAX_AMOUNT)] | Literal["X", "all"] = "all"
    to: TargetRef | None = None
    by: TargetRef | None = None
    combat_only: bool = False

    @field_validator("amount")
    @classmethod
    def _positive(cls, value: int | str) -> int | str:
        if isinstance(value, int) and value < 1:
            raise ValueError("prevent at least 1 damage (or 'X' or 'all')")
        return value


class CounterUnlessPays(_Model):
    """Counter the spell or ability that triggered this unless its controller pays `cost`
    (ward, CR 702.21a). The spell isn't targeted; the trigger remembers it."""

    op: Literal["counter_unless_pays"] = "counter_unless_pays"
    cost: str

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        try:
            parse_cost(value)
        except ManaError as exc:
            raise ValueError(str(exc)) from exc
        return value


class CopySpell(_Model):
    """Copy target spell (707.10): the copy isn't cast; its controller may choose new targets
    (707.10c) when `new_targets` is true."""

    op: Literal["copy_spell"] = "copy_spell"
    target: TargetIndex
    new_targets: bool = True


class CreateTokenCopy(_Model):
    """Create a token that's a copy of a permanent (707.2, 111.2): it has the permanent's
    copiable values, and nothing else (no counters, status or other effects)."""

    op: Literal["create_token_copy"] = "create_token_copy"
    target: TargetRef


class CreateToken(_Model):
    op: Literal["create_token"] = "create_token"
    token: TokenDef
    count: Amount = 1


class Populate(_Model):
    """Populate (701.36a): choose a creature token you control (not targeted) and create a token
    that's a copy of it; with none, nothing happens (701.36b). With `tapped_and_attacking` the
    new token enters tapped and attacking (508.4), if it is a creature."""

    op: Literal["populate"] = "populate"
    tapped_and_attacking: bool = False


class Investigate(_Model):
    """Investigate (701.16a): create a Clue token (111.10f), `count` times."""

    op: Literal["investigate"] = "investigate"
    count: Amount = 1


class Attach(_Model):
    """Attach this permanent to the target (Equip, 702.6a): an Equipment can't equip itself or
    a non-creature (301.5c); if it can't be attached, it doesn't move (301.5b)."""

    op: Literal["attach"] = "attach"
    target: TargetIndex = 0


class AddManaForEach(_Model):
    """ "Add {G} for each creature you control" (Gaea's Cradle): `mana` once per permanent
    matching `filter`; with none, no mana is added."""

    op: Literal["add_mana_for_each"] = "add_mana_for_each"
    mana: str = Field(description='symbols, e.g. "{G}"')
    filter: Filter = Filter(types=("Creature",), controller="you")


class AddManaCouldProduce(_Model):
    """ "Add one mana of any type that a land you control could produce" (Reflecting Pool,
    CR 106.7): the player picks one of those types; with no type defined, no mana (106.5)."""

    op: Literal["add_mana_could_produce"] = "add_mana_could_produce"
    filter: Filter = Filter(types=("Land",), controller="you")
    #: "Any color that …" (Exotic Orchard, Fellwar Stone) rather than "any type": no colorless.
    colors_only: bool = False


class AddManaProduced(_Model):
    """ "That player adds one mana of any type that land produced" (Mana Flare): for an ability
    that triggers on a permanent being tapped for mana (106.12a)."""

    op: Literal["add_mana_produced"] = "add_mana_produced"


class ProtectionFromChosenColor(_Model):
    """ "Choose a color. [Permanents matching `filter`] gain protection from the chosen color until
    end of turn" (Brave the Elements): the color is chosen on resolution (608.2d) and the set of
    permanents is locked in then (611.2c)."""

    op: Literal["protection_from_chosen_color"] = "protection_from_chosen_color"
    filter: Filter = Filter(types=("Creature",), controller="you")


Effect = Annotated[
    AddManaForEach
    | AddManaCouldProduce
    | AddManaProduced
    | ProtectionFromChosenColor
    | ApplyContinuous
    | Investigate
    | Attach
    | CopySpell
    | CreateTokenCopy
    | Populate
    | CounterUnlessPays
    | DealDamage
    | DamageEach
    | DamageAttacked
    | Destroy
    | DestroyAll
    | CounterSpell
    | ReturnToHand
    | ExileAndReturn
    | Draw
    | GainLife
    | LoseLife
    | Tap
    | Untap
    | AddMana
    | Regenerate
    | PutCounters
    | Sacrifice
    | SacrificeAll
    | StormCopies
    | CreateToken
    | PreventDamage,
    Field(discriminator="op"),
]

# -- costs and abilities --------------------------------------------------------------------------


class SacrificeCost(_Model):
    """ "Sacrifice a creature" / "Sacrifice two artifacts": chosen when paying (CR 118.3)."""

    filter: Filter = Filter()
    count: int = Field(default=1, ge=1, le=10)


class Cost(_Model):
    mana: str = ""
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    sacrifice: tuple[SacrificeCost, ...] = ()
    life: int = Field(default=0, ge=0, le=MAX_AMOUNT)

    @field_validator("mana")
    @classmethod
    def _valid_mana(cls, value: str) -> str:
        try:
            parse_cost(value)
        except ManaError as exc:
            raise ValueError(str(exc)) from exc
        return value

    def mana_cost(self) -> ManaCost:
        return parse_cost(self.mana)


class Activated(_Model):
    kind: Literal["activated"] = "activated"
    cost: Cost = Cost()
    targets: tuple[TargetSpec, ...] = Field(default=(), max_length=MAX_TARGET_SPECS)
    effects: tuple[Effect, ...]
    sorcery_speed: bool = False
    text: str = ""

    @model_validator(mode="after")
    def _target_refs(self) -> Activated:
        check_target_refs(self.targets, self.effects)
        return self

    @property
    def is_mana_ability(self) -> bool:
        """No target, could add mana, not a loyalty ability (CR 605.1a)."""
        return not self.targets and any(
            isinstance(e, AddMana | AddManaForEach | AddManaCouldProduce) for e in self.effects
        )


class Trigger(_Model):
    """The trigger event: this permanent entering (CR 603.6a), a player casting a spell, this
    permanent being put into a graveyard from the battlefield (603.6c, 603.10a), or a creature
    being declared as an attacker (508.3a)."""

    event: Literal[
        "tapped_for_mana",
        "enters",
        "cast",
        "put_into_graveyard",
        "attacks",
        "beginning_of_end_step",
        "sacrifice",
    ]
    #: For "cast": whose spells ("you" / "any") and which spells.
    caster: Literal["you", "any"] = "you"
    filter: Filter = Filter()
    #: For "tapped_for_mana" (106.12a): a permanent matching `filter` is tapped for mana by any
    #: player (`caster` "any") or by this permanent's controller ("you").
    #: For "attacks" (CR 508.3a): this creature attacks ("self") or a creature its controller
    #: controls attacks ("you_control"), each time one is declared as an attacker.
    #: For "enters": this permanent enters ("self") or a permanent matching `filter` that its
    #: controller controls enters ("you_control": "Landfall — Whenever a land you control
    #: enters", 603.6a).
    #: For "sacrifice": "Whenever you sacrifice [a permanent matching `filter`]" — any reason,
    #: a cost or an effect (701.21a); it looks back in time at the permanent (603.10a).
    scope: Literal["self", "you_control"] = "self"
    #: For "beginning_of_end_step": "At the beginning of your end step" ("your") or of each end
    #: step ("each").
    whose: Literal["your", "each"] = "your"


class Triggered(_Model):
    kind: Literal["triggered"] = "triggered"
    trigger: Trigger
    targets: tuple[TargetSpec, ...] = Field(default=(), max_length=MAX_TARGET_SPECS)
    effects: tuple[Effect, ...]
    text: str = ""

    @model_validator(mode="after")
    def _target_refs(self) -> Triggered:
        check_target_refs(self.targets, self.effects)
        return self


class EntersWithCounters(_Model):
    """ "[This] enters with N counters": a replacement effect (CR 614.1c)."""

    kind: Literal["enters_with_counters"] = "enters_with_counters"
    counter: str = "+1/+1"
    amount: Amount = 1
    text: str = ""


class EntersTapped(_Model):
    """ "[This permanent] enters tapped": a replacement effect (CR 614.1d)."""

    kind: Literal["enters_tapped"] = "enters_tapped"
    text: str = ""


class AsEntersChoose(_Model):
    """ "As [this permanent] enters, choose a color": a replacement effect (CR 614.1c).

    The choice is made before the permanent enters (614.12a) by the player it enters under the
    control of, and is kept in the object's `chosen` (`{"color": "blue"}`) for its linked
    abilities (607.2a)."""

    kind: Literal["as_enters_choose"] = "as_enters_choose"
    choice: Literal["color"] = "color"
    text: str = ""


class Replacement(_Model):
    """A static ability whose replacement or prevention effect watches events that happen to
    other objects or players (CR 614.1, 615.1); it works while its permanent is on the battlefield.

    - `event` "enters": permanents matching `filter` enter tapped (`tapped`) or with additional
      counters (`counter`, `amount`) — "[Objects] enter …" (614.1d), checked against the permanent
      as it would exist on the battlefield (614.12).
    - `event` "damage": damage that would be dealt to `to` (permanents must match `filter`), from
      sources matching `source`, only combat damage with `combat_only`, is prevented (`prevent`: N
      of it in each event, 615.10, or "all", 615.1a) or multiplied ("it deals double that damage
      instead": `multiply` 2, 614.1a).
    - `event` "destroy": "If [a permanent matching `filter`] would be destroyed, regenerate it"
      (`regenerate`, 701.19b).

    `filter`'s "you" and `to`'s "you"/"opponent" are relative to the permanent's controller.
    """

    kind: Literal["replacement"] = "replacement"
    event: Literal["enters", "damage", "destroy"]
    filter: Filter = Filter()
    to: Literal["any", "permanent", "player", "you", "opponent"] = "any"
    source: Filter | None = None
    combat_only: bool = False
    tapped: bool = False
    counter: str | None = None
    amount: int = Field(default=1, ge=1, le=100)
    prevent: Annotated[int, Field(le=MAX_AMOUNT)] | Literal["all"] | None = None
    multiply: int = Field(default=1, ge=1, le=10)
    regenerate: bool = False
    text: str = ""

    @model_validator(mode="after")
    def _fits_event(self) -> Replacement:
        damage = self.prevent is not None or self.multiply != 1
        enters = self.tapped or self.counter is not None
        if isinstance(self.prevent, int) and self.prevent < 1:
            raise ValueError("prevent at least 1 damage (or 'all')")
        if self.event == "enters" and (not enters or damage or self.regenerate):
            raise ValueError("an 'enters' replacement gives 'tapped' and/or 'counter', only")
        if self.event == "damage" and (
            enters or self.regenerate or (self.prevent is not None) == (self.multiply != 1)
        ):
            raise ValueError("a 'damage' replacement gives exactly one of 'prevent' or 'multiply'")
        if self.event == "destroy" and (not self.regenerate or enters or damage):
            raise ValueError("a 'destroy' replacement gives 'regenerate', only")
        return self


class ManaReplacement(_Model):
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
class EntersAsCopy(_Model):
    """ "You may have [this] enter as a copy of [a permanent matching `filter`]" (614.1c, 707.5)."""

    kind: Literal["enters_as_copy"] = "enters_as_copy"
    filter: Filter = Filter(types=("Creature",))
    optional: bool = True
    #: "… except it's an artifact / it's 1/1 / it has flying": part of the copiable values
    #: (707.9b); types, colors, keywords and base power/toughness can be changed this way.
    except_: tuple[Modification, ...] = Field(default=(), alias="except")
    text: str = ""
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)


SELF_ENTERING = (EntersWithCounters, EntersTapped, AsEntersChoose)


class Unsupported(_Model):
    kind: Literal["unsupported"] = "unsupported"
    text: str


class Static(_Model):
    """A static ability generating a continuous effect (CR 604.1, 611.3) that isn't locked in
    (611.3a): it applies at each moment to what `affects` names — the object itself, what it
    enchants, the creature it equips ("equipped", 301.5a), every permanent matching `filter`
    ("all"), or players ("you", "opponents": 613.10).
    """

    kind: Literal["static"] = "static"
    affects: Literal["self", "enchanted", "equipped", "all", "you", "opponents"] = "self"
    filter: Filter = Filter()
    modifications: tuple[Modification, ...]
    text: str = ""


class Enchant(_Model):
    """Enchant [quality] (CR 702.5): what an Aura can target and be attached to (303.4a, 303.4c)."""

    kind: Literal["enchant"] = "enchant"
    target: Literal["creature", "permanent", "player"] = "creature"
    filter: Filter = Filter()
    text: str = ""


Ability = Annotated[
    Activated
    | Triggered
    | EntersWithCounters
    | EntersTapped
    | AsEntersChoose
    | EntersAsCopy
    | Replacement
    | ManaReplacement
    | Static
    | Enchant
    | Unsupported,
    Field(discriminator="kind"),
]


def check_target_refs(targets: tuple[Any, ...], effects: tuple[Any, ...]) -> None:
    """Every target index an effect uses names one of the target specs beside it (115.1)."""
    for i, effect in enumerate(effects):
        for name in ("target", "to", "by"):
            index = getattr(effect, name, None)
            if isinstance(index, int) and not isinstance(index, bool) and index >= len(targets):
                raise ValueError(
                    f"effects[{i}] ({effect.op}): {name} {index} names no target; there "
                    f"{'is' if len(targets) == 1 else 'are'} {len(targets)} target spec(s), "
                    "numbered from 0"
                )


class Mode(_Model):
    text: str = ""
    targets: tuple[TargetSpec, ...] = Field(default=(), max_length=MAX_TARGET_SPECS)
    effects: tuple[Effect, ...]

    @model_validator(mode="after")
    def _target_refs(self) -> Mode:
        check_target_refs(self.targets, self.effects)
        return self


# -- cards ----------------------------------------------------------------------------------------

_TYPE_LINE = re.compile(r"^([^—-]+?)(?:\s+[—-]\s+(.+))?$")
SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World"})
CARD_TYPES = frozenset(
    {"Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery", "Battle",
     "Kindred"}
)  # fmt: skip
#: The artifact types (CR 205.3g): only an artifact can have them (205.3d).
ARTIFACT_TYPES = frozenset(
    {"Attraction", "Blood", "Bobblehead", "Book", "Clue", "Contraption", "Equipment", "Food",
     "Fortification", "Gold", "Incubator", "Infinity", "Junk", "Lander", "Map", "Mutagen",
     "Powerstone", "Spacecraft", "Stone", "Treasure", "Vehicle"}
)  # fmt: skip


class CardDef(_Model):
    """A card or token definition: printed characteristics and abilities (CR 109.3)."""

    name: str = Field(min_length=1, max_length=141)
    mana_cost: str = ""
    type_line: str = Field(min_length=1, max_length=200)
    colors: tuple[str, ...] | None = None
    power: PT | None = None
    toughness: PT | None = None
    #: Keyword strings ("Flying", "Ward {1}") or structured abilities.
    abilities: tuple[str | Ability, ...] = ()
    #: What an instant or sorcery does on resolution.
    targets: tuple[TargetSpec, ...] = Field(default=(), max_length=MAX_TARGET_SPECS)
    effects: tuple[Effect, ...] = ()
    modes: tuple[Mode, ...] = ()
    additional_costs: Cost = Cost()
    cant_be_countered: bool = False
    oracle: str = Field(default="", max_length=2000)

    @field_validator("mana_cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        try:
            parse_cost(value)
        except ManaError as exc:
            raise ValueError(str(exc)) from exc
        return value

    @field_validator("type_line")
    @classmethod
    def _valid_type_line(cls, value: str) -> str:
        if not _TYPE_LINE.match(value.strip()):
            raise ValueError(f"unreadable type line {value!r}")
        words = list(_split_type_line(value)[1])
        unknown = [w for w in words if w not in CARD_TYPES]
        if unknown or not words:
            raise ValueError(
                f"type line {value!r}: {', '.join(unknown) or 'no card type'} "
                f"(card types are {', '.join(sorted(CARD_TYPES))})"
            )
        misplaced = [t for t in _split_type_line(value)[2] if t in ARTIFACT_TYPES]
        if misplaced and "Artifact" not in words:
            raise ValueError(
                f"type line {value!r}: {', '.join(misplaced)} is an artifact type (205.3g), "
                "and only an artifact can have it (205.3d)"
            )
        return value

    @field_validator("abilities")
    @classmethod
    def _known_keywords(cls, value: tuple[str | Ability, ...]) -> tuple[str | Ability, ...]:
        out: list[str | Ability] = []
        for ability in value:
            if isinstance(ability, str):
                keyword = normalise_keyword(ability)
                if keyword is None:
                    raise ValueError(
                        f"unknown keyword {ability!r}; known: "
                        f"{', '.join(sorted(SIMPLE_KEYWORDS))}, Ward {{N}}, Protection from <color>"
                    )
                out.append(keyword)
            else:
                out.append(ability)
        return tuple(out)

    @model_validator(mode="after")
    def _creatures_have_power(self) -> CardDef:
        if "Creature" in self.types and (self.power is None or self.toughness is None):
            raise ValueError("a creature needs power and toughness")
        check_target_refs(self.targets, self.effects)
        return self

    # -- derived characteristics --

    @cached_property
    def supertypes(self) -> tuple[str, ...]:
        return _split_type_line(self.type_line)[0]

    @cached_property
    def types(self) -> tuple[str, ...]:
        return _split_type_line(self.type_line)[1]

    @cached_property
    def subtypes(self) -> tuple[str, ...]:
        return _split_type_line(self.type_line)[2]

    @cached_property
    def cost(self) -> ManaCost:
        return parse_cost(self.mana_cost)

    @cached_property
    def color_identity(self) -> tuple[str, ...]:
        """Colors from the mana cost unless stated (CR 202.2, 105.2)."""
        if self.colors is not None:
            return tuple(c for c in COLORS if c in self.colors)
        return self.cost.colors()

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
    def is_permanent_card(self) -> bool:
        return not ({"Instant", "Sorcery"} & set(self.types))


TokenDef = CardDef


def _split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    left, _, right = type_line.replace(" - ", " — ").partition("—")
    words = [w for w in left.split() if w != "Token"]
    supertypes = tuple(w for w in words if w in SUPERTYPES)
    types = tuple(w for w in words if w not in SUPERTYPES)
    return supertypes, types, tuple(right.split())


CreateToken.model_rebuild()
AddAbilities.model_rebuild()
