"""Continuous effects: what changes an object's characteristics, by layer (CR 613).

A modification is one change a continuous effect makes (611.1); `LAYER_OF` gives the layer it
applies in. `LeafModification` is the union of those here and a combat rule; the union of them
all, `Modification`, and `AddAbilities` (which holds abilities) are in
`engine.cards.vocabulary.card`, since abilities hold modifications too.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator, model_validator

from engine.cards.vocabulary.amounts import AmongKind, Amount
from engine.cards.vocabulary.bounds import PT, Model
from engine.cards.vocabulary.combat import CombatRule
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.keywords import known_keyword


class AddTypes(Model):
    """Layer 4 (613.1d): add card types, subtypes or supertypes; with `chosen_type`, the
    creature type chosen for the effect's source as it entered too ("the chosen type in
    addition to their other types", 205.3m, 607.2d; none chosen, none added, 607.5a)."""

    op: Literal["add_types"] = "add_types"
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    chosen_type: bool = False


class SetTypes(Model):
    """Layer 4 (613.1d): an effect that sets a type rather than adding one ("Nonbasic lands are
    Mountains", "… becomes a blue Frog", "is a colorless Forest land"). Each kind of subtype it
    names replaces the object's subtypes of that kind (205.1b): a land type replaces its land
    types, and the land loses the abilities of its rules text and gains the mana ability of each
    new basic land type (305.7); a creature type replaces its creature types. `types` are card
    types it has — in addition to its others, or, with `replace_types`, instead of them (205.1a:
    then it loses the subtypes no card type it keeps has, 205.3d). `all_creature_types`: every
    creature type ("with all creature types", 205.3m). `chosen_type`: the creature type chosen
    for the effect's source as it entered ("Creatures you control are the chosen type",
    Conspiracy: 607.2d), replacing their creature types (205.1a); none chosen, it does nothing
    (607.5a)."""

    op: Literal["set_types"] = "set_types"
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    replace_types: bool = False
    all_creature_types: bool = False
    chosen_type: bool = False


class LoseSupertypes(Model):
    """Layer 4 (613.1d): the object no longer has these supertypes — a copy effect's "except it
    isn't legendary" (Spark Double, Helm of the Host; 707.9b), so the legend rule doesn't see it
    (704.5j)."""

    op: Literal["lose_supertypes"] = "lose_supertypes"
    supertypes: tuple[Literal["Legendary", "Basic", "Snow", "World"], ...] = Field(min_length=1)


class SetPowerToughnessToManaValue(Model):
    """Layer 7b (613.4b): base power and toughness each equal to the object's mana value
    (Opalescence, March of the Machines), the mana value of its mana cost (202.3) as it is."""

    op: Literal["set_pt_mana_value"] = "set_pt_mana_value"


#: The type-changing modifications (613.1d: adding types, setting them, 205.1, 305.7), and the
#: base power and toughness an object they animate gets from its mana value (613.4b).
TypeChanges = AddTypes | SetTypes | LoseSupertypes | SetPowerToughnessToManaValue


class SetColors(Model):
    """Layer 5 (613.1e): the object becomes exactly these colors (none = colorless), or, with
    `add`, these "in addition to its other colors" (105.3); with `chosen`, the color chosen for
    the effect's source as it entered (607.2d; none chosen: no color, 607.5a)."""

    op: Literal["set_colors"] = "set_colors"
    colors: tuple[str, ...] = ()
    add: bool = False
    chosen: bool = False


class AddKeywords(Model):
    """Layer 6 (613.1f): the object has these keywords."""

    op: Literal["add_keywords"] = "add_keywords"
    keywords: tuple[str, ...]

    @field_validator("keywords")
    @classmethod
    def _known(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(known_keyword(k) for k in value)


class LoseKeywords(Model):
    """Layer 6 (613.1f): the object loses these keywords."""

    op: Literal["lose_keywords"] = "lose_keywords"
    keywords: tuple[str, ...]

    @field_validator("keywords")
    @classmethod
    def _known(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(known_keyword(k) for k in value)


class LoseAllAbilities(Model):
    """Layer 6 (613.1f): the object loses all abilities."""

    op: Literal["lose_all_abilities"] = "lose_all_abilities"


class SetPowerToughness(Model):
    """Layer 7b (613.4b): base power and toughness become these numbers — or only one of them
    ("has base power 0", Singing Tree; "have base toughness 1", Maha), the other left as the
    earlier layers made it."""

    op: Literal["set_pt"] = "set_pt"
    power: PT | None = None
    toughness: PT | None = None

    @model_validator(mode="after")
    def _sets_one(self) -> SetPowerToughness:
        if self.power is None and self.toughness is None:
            raise ValueError("a base power and toughness sets at least one of them")
        return self

    def applied(self, power: int, toughness: int) -> tuple[int, int]:
        """The base power and toughness it makes of `power` and `toughness`: only the one said,
        when one is ("base power 0"), the other as it was (613.4b)."""
        return (
            power if self.power is None else self.power,
            toughness if self.toughness is None else self.toughness,
        )

    def said(self) -> str:
        """ "base power and toughness 4/1", "base power 0", "base toughness 1"."""
        if self.toughness is None:
            return f"base power {self.power}"
        if self.power is None:
            return f"base toughness {self.toughness}"
        return f"base power and toughness {self.power}/{self.toughness}"


class ModifyPowerToughness(Model):
    """Layer 7c (613.4c): +N/+M (or minus)."""

    op: Literal["modify_pt"] = "modify_pt"
    power: PT = 0
    toughness: PT = 0


class ModifyPowerToughnessBy(Model):
    """Layer 7c (613.4c) from a resolving spell or ability: +N/+M times `amount`, the number
    found once as the effect begins and locked in then (608.2h) — "gets +X/+0 until end of
    turn, where X is the number of creatures you control", "+1/+1 until end of turn for each
    Forest you control". The effect holds the plain +N/+M it came to (`engine.derived.amounts`); a
    static ability's "for each", counted continuously, is `ModifyPowerToughnessForEach`."""

    op: Literal["modify_pt_by"] = "modify_pt_by"
    power: PT = 0
    toughness: PT = 0
    amount: Amount


#: Why a static ability can't hold `ModifyPowerToughnessBy`.
LOCKED_IN = (
    "modify_pt_by is locked in as a resolving effect begins (608.2h); a static ability counts "
    "continuously with modify_pt_for_each (611.3a)"
)


class SwitchPowerToughness(Model):
    """Layer 7d (613.4d): power and toughness switch."""

    op: Literal["switch_pt"] = "switch_pt"


class GainControl(Model):
    """Layer 2 (613.1b): the controller of the effect's source controls the object."""

    op: Literal["control"] = "control"


class DoesntUntap(Model):
    """A rule-modifying effect (613.11): it doesn't untap during its controller's untap step."""

    op: Literal["doesnt_untap"] = "doesnt_untap"
    #: "You may choose not to untap ~ during your untap step" (502.3): its controller chooses,
    #: in their untap step, whether it untaps.
    optional: bool = False


class UntapsDuringOthersUntapSteps(Model):
    """A rule-modifying effect (613.11): it untaps during each other player's untap step too,
    at the same time as that player's permanents (502.3; Seedborn Muse's rulings)."""

    op: Literal["untaps_during_others_untap_steps"] = "untaps_during_others_untap_steps"


class ExiledIfItWouldDie(Model):
    """ "If that creature would die this turn, exile it instead." (Magma Spray): a replacement
    effect (614.1a) a resolving spell or ability makes for the object or group it names, for
    as long as its duration says — if it would be put into a graveyard from the battlefield
    (dies, 700.4) for any reason, it is exiled instead (Lava Coil's ruling), and it never dies
    (614.6). Kept on the object as a rule-modifying effect is (613.11), so a group's applies to
    whatever the group names at that moment (611.2c)."""

    op: Literal["exiled_if_it_would_die"] = "exiled_if_it_would_die"


class CantAttackOrBlock(Model):
    """A rule-modifying effect (613.11): the object can't attack (checked as attackers are
    declared, 508.1c) and/or can't block (509.1b)."""

    op: Literal["cant_attack_or_block"] = "cant_attack_or_block"
    attack: bool = True
    block: bool = True


class CantAttackYou(Model):
    """A rule-modifying effect (613.11): the object can't attack "you" — the controller of the
    effect's source — nor a planeswalker that player controls (508.1c: "Enchanted creature …
    can't attack you or planeswalkers you control", Vow of Duty)."""

    op: Literal["cant_attack_you"] = "cant_attack_you"


class CantActivate(Model):
    """A rule-modifying effect (613.11): the object's activated abilities can't be activated
    (602.5) — its mana abilities too (605.1a), unless `unless_mana` ("unless they're mana
    abilities")."""

    op: Literal["cant_activate"] = "cant_activate"
    unless_mana: bool = False


class PowerToughnessCount(Model):
    """Layer 7a (613.4a): a characteristic-defining ability (604.3) — power and toughness are
    each equal to the number of permanents matching `filter` ("you": its controller's), plus
    `plus`; `which` says when only one of them is defined ("~'s toughness is equal to 1 plus
    the number of green creatures on the battlefield": An-Havva Constable). With `zone` "hand"
    or "graveyard" it counts cards there instead ("the number of cards in your hand": Maro;
    `filter.controller` "you" is its controller's zone, "any" every player's), or with
    `among` the kinds among them: the card types (Tarmogoyf, 205.2a), the basic land types
    (domain: Territorial Kavu, 305.6), the colors (vivid, 105.1) — an object with two counting
    for both."""

    op: Literal["pt_count"] = "pt_count"
    filter: Filter
    which: Literal["both", "power", "toughness"] = "both"
    plus: int = Field(default=0, ge=0, le=100)
    zone: Literal["battlefield", "hand", "graveyard"] = "battlefield"
    #: "The number of card types among cards in all graveyards" (Tarmogoyf): the kinds the
    #: counted objects have between them, not the objects.
    among: AmongKind | None = None


#: What a static ability's "for each" counts (`ModifyPowerToughnessForEach`).
Counted = Literal["battlefield", "attached", "hand", "graveyard", "source_counters", "own_counters"]


class ModifyPowerToughnessForEach(Model):
    """Layer 7c (613.4c): +N/+M for each thing counted, counted each time the layers apply
    (611.3a, 613.5) — permanents on the battlefield matching `filter` ("for each artifact you
    control": "you" is the ability's controller), or permanents matching `filter` attached to
    the affected object ("attached": "for each Equipment attached to it", 301.5, 303.4), or
    cards in the ability's controller's hand or graveyard ("for each card in your hand",
    "for each creature card in your graveyard") — or, with `among`, the kinds among the
    permanents counted ("for each basic land type among lands you control": domain, 305.6) —
    or the `counter`s of a kind on the ability's source ("source_counters": "for each charge
    counter on this Equipment") or on the affected object itself ("own_counters": "Each
    creature you control gets +1/+1 for each +1/+1 counter on it"), 122.1."""

    op: Literal["modify_pt_for_each"] = "modify_pt_for_each"
    power: PT = 0
    toughness: PT = 0
    counted: Counted = "battlefield"
    filter: Filter = Filter()
    among: AmongKind | None = None
    counter: str | None = Field(default=None, pattern=r"^(?:[+-]1/[+-]1|[a-z]+)$", max_length=20)

    @model_validator(mode="after")
    def _counter_kind(self) -> ModifyPowerToughnessForEach:
        if (self.counter is None) == self.counted.endswith("_counters"):
            raise ValueError("a count of counters names their kind, and only it does")
        return self


class CastAsThoughFlash(Model):
    """A permission on a player (613.10): "You may cast spells as though they had flash."
    (Vedalken Orrery), "… sorcery spells …" (`types`: a spell with one of them; none: any),
    "… green creature spells …", "… Spirit spells …", "… historic spells …" (`filter`: what
    else the spell must be, asked of the card as it would be cast) — cast any time they could
    cast an instant (702.8a, 601.3b). A "can't" beats it (101.2: Teferi, Time Raveler's
    ruling)."""

    op: Literal["cast_as_though_flash"] = "cast_as_though_flash"
    types: tuple[Literal["Sorcery", "Creature", "Artifact", "Enchantment"], ...] = ()
    filter: Filter | None = None


class AdditionalLandPlays(Model):
    """A rule-modifying effect on a player (613.10): "You may play an additional land on each of
    your turns." (Exploration), "… two additional lands …" (Azusa) — the number of lands they can
    play in a turn grows by `count` (305.2), each such effect adding its own (305.2a)."""

    op: Literal["additional_land_plays"] = "additional_land_plays"
    count: int = Field(default=1, ge=1, le=100)


class SpendAsAnyColor(Model):
    """A rule-modifying effect on a player (613.10): "[You / Players] may spend mana as though
    it were mana of any color." (Mycosynth Lattice, Chromatic Orrery) — it changes only how they
    may pay a cost, not the cost nor the mana spent (609.4b)."""

    op: Literal["spend_as_any_color"] = "spend_as_any_color"


class LifeTotalCantChange(Model):
    """A rule-modifying effect on a player (613.10) a resolving spell begins: "Until your next
    turn, your life total can't change" (Teferi's Protection) — they can't gain or lose life
    (119.7, 119.8), as with a permanent's "Your life total can't change." (`LifeCantChange`):
    damage dealt to them is still dealt, and no life but 0 can be paid (119.4b)."""

    op: Literal["life_total_cant_change"] = "life_total_cant_change"


class AttackIfAble(Model):
    """A requirement on the creatures a player controls (613.11, 508.1d): each attacks the
    planeswalker `object` (that incarnation, 400.7) if able — "During target opponent's next
    turn, creatures that player controls attack Gideon Jura if able." It asks nothing once that
    permanent has left the battlefield."""

    op: Literal["attack_if_able"] = "attack_if_able"
    object: str = Field(min_length=1, max_length=64)
    incarnation: int = Field(default=0, ge=0)


class BlockIfAble(Model):
    """A requirement on the creature it affects (613.11, 509.1c): it blocks the attacking
    creature `object` (that incarnation, 400.7) if able — provoke's (702.39a). It asks nothing
    once that creature has left the battlefield or isn't attacking."""

    op: Literal["block_if_able"] = "block_if_able"
    object: str = Field(min_length=1, max_length=64)
    incarnation: int = Field(default=0, ge=0)


class MaxHandSize(Model):
    """A rule-modifying effect on a player (613.10, 613.11): their maximum hand size (402.2),
    which the cleanup step's discard looks at (514.1) — none at all (`unlimited`: "You have no
    maximum hand size"), a number (`set_to`: "Your maximum hand size is two"), or the number
    so far changed by `change` ("is increased by one", "is reduced by two"). Several apply in
    timestamp order (613.11); a change to no maximum hand size leaves it without one."""

    op: Literal["max_hand_size"] = "max_hand_size"
    unlimited: bool = False
    set_to: int | None = Field(default=None, ge=0, le=100)
    change: int = Field(default=0, ge=-100, le=100)

    @model_validator(mode="after")
    def _one_change(self) -> MaxHandSize:
        if [self.unlimited, self.set_to is not None, self.change != 0].count(True) != 1:
            raise ValueError("exactly one of unlimited, set_to or a nonzero change")
        return self


#: The modifications that hold no ability in turn (all but `AddAbilities`).
LeafModification = (
    TypeChanges
    | SetColors
    | AddKeywords
    | LoseKeywords
    | LoseAllAbilities
    | SetPowerToughness
    | ModifyPowerToughness
    | ModifyPowerToughnessForEach
    | ModifyPowerToughnessBy
    | SwitchPowerToughness
    | GainControl
    | DoesntUntap
    | ExiledIfItWouldDie
    | UntapsDuringOthersUntapSteps
    | CantAttackOrBlock
    | CantAttackYou
    | CantActivate
    | CombatRule
    | PowerToughnessCount
    | MaxHandSize
    | CastAsThoughFlash
    | AdditionalLandPlays
    | SpendAsAnyColor
    | LifeTotalCantChange
    | AttackIfAble
    | BlockIfAble
)


#: Modifications only a player has, so only a static ability on players holds them (613.10).
PLAYER_RULES = frozenset(
    {
        "max_hand_size",
        "cast_as_though_flash",
        "additional_land_plays",
        "spend_as_any_color",
        "life_total_cant_change",
        "attack_if_able",
    }
)
#: The `Static.affects` values naming players.
PLAYERS = ("you", "opponents")


#: The layer (or 613.10/613.11 step) each modification applies in, with its rule.
LAYER_OF: dict[str, tuple[str, str]] = {
    "control": ("2", "613.1b"),
    "add_types": ("4", "613.1d"),
    "set_types": ("4", "613.1d"),
    "lose_supertypes": ("4", "613.1d"),
    "set_colors": ("5", "613.1e"),
    "add_keywords": ("6", "613.1f"),
    "lose_keywords": ("6", "613.1f"),
    "lose_all_abilities": ("6", "613.1f"),
    "set_pt": ("7b", "613.4b"),
    "set_pt_mana_value": ("7b", "613.4b"),
    "modify_pt": ("7c", "613.4c"),
    "modify_pt_for_each": ("7c", "613.4c"),
    "modify_pt_by": ("7c", "613.4c"),
    "switch_pt": ("7d", "613.4d"),
    "doesnt_untap": ("rules", "613.11"),
    "exiled_if_it_would_die": ("rules", "614.1a"),
    "untaps_during_others_untap_steps": ("rules", "613.11"),
    "add_abilities": ("6", "613.1f"),
    "cant_attack_or_block": ("rules", "613.11"),
    "cant_attack_you": ("rules", "613.11"),
    "cant_activate": ("rules", "613.11"),
    "combat_rule": ("rules", "613.11"),
    "pt_count": ("7a", "613.4a"),
    "max_hand_size": ("rules", "613.11"),
    "cast_as_though_flash": ("rules", "613.10"),
    "additional_land_plays": ("rules", "613.10"),
    "spend_as_any_color": ("rules", "613.10"),
    "life_total_cant_change": ("rules", "613.10"),
    "attack_if_able": ("rules", "613.11"),
    "block_if_able": ("rules", "613.11"),
}
