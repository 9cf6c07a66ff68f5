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


Amount = int | Literal["X"]

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

TargetRef = int | Literal["self"]


class DealDamage(_Model):
    op: Literal["damage"] = "damage"
    amount: Amount
    to: int = Field(ge=0, description="index of the target spec")


class Destroy(_Model):
    op: Literal["destroy"] = "destroy"
    target: int = Field(ge=0)
    cant_regenerate: bool = False


class DestroyAll(_Model):
    op: Literal["destroy_all"] = "destroy_all"
    filter: Filter = Filter(types=("Creature",))
    cant_regenerate: bool = False


class CounterSpell(_Model):
    op: Literal["counter"] = "counter"
    target: int = Field(ge=0)


class ReturnToHand(_Model):
    op: Literal["bounce"] = "bounce"
    target: int = Field(ge=0)


class ExileAndReturn(_Model):
    """Exile the target, then return that card to the battlefield under your control."""

    op: Literal["flicker"] = "flicker"
    target: int = Field(ge=0)


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
    target: int | None = None


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


class CreateToken(_Model):
    op: Literal["create_token"] = "create_token"
    token: TokenDef
    count: Amount = 1


Effect = Annotated[
    DealDamage
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
    | CreateToken,
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
    life: int = Field(default=0, ge=0)

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
    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...]
    sorcery_speed: bool = False
    text: str = ""

    @property
    def is_mana_ability(self) -> bool:
        """No target, could add mana, not a loyalty ability (CR 605.1a)."""
        return not self.targets and any(isinstance(e, AddMana) for e in self.effects)


class Trigger(_Model):
    """The trigger event: this permanent entering (CR 603.6a) or a player casting a spell."""

    event: Literal["enters", "cast"]
    #: For "cast": whose spells ("you" / "any") and which spells.
    caster: Literal["you", "any"] = "you"
    filter: Filter = Filter()


class Triggered(_Model):
    kind: Literal["triggered"] = "triggered"
    trigger: Trigger
    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...]
    text: str = ""


class EntersWithCounters(_Model):
    """ "[This] enters with N counters": a replacement effect (CR 614.1c)."""

    kind: Literal["enters_with_counters"] = "enters_with_counters"
    counter: str = "+1/+1"
    amount: Amount = 1
    text: str = ""


class Unsupported(_Model):
    kind: Literal["unsupported"] = "unsupported"
    text: str


Ability = Annotated[
    Activated | Triggered | EntersWithCounters | Unsupported, Field(discriminator="kind")
]


class Mode(_Model):
    text: str = ""
    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...]


# -- cards ----------------------------------------------------------------------------------------

_TYPE_LINE = re.compile(r"^([^—-]+?)(?:\s+[—-]\s+(.+))?$")
SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World"})
CARD_TYPES = frozenset(
    {"Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery", "Battle",
     "Kindred"}
)  # fmt: skip


class CardDef(_Model):
    """A card or token definition: printed characteristics and abilities (CR 109.3)."""

    name: str = Field(min_length=1, max_length=141)
    mana_cost: str = ""
    type_line: str = Field(min_length=1, max_length=200)
    colors: tuple[str, ...] | None = None
    power: int | None = None
    toughness: int | None = None
    #: Keyword strings ("Flying", "Ward {1}") or structured abilities.
    abilities: tuple[str | Ability, ...] = ()
    #: What an instant or sorcery does on resolution.
    targets: tuple[TargetSpec, ...] = ()
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
    def unsupported(self) -> tuple[str, ...]:
        return tuple(a.text for a in self.abilities if isinstance(a, Unsupported))

    @cached_property
    def printed_characteristics(self) -> Any:
        """Characteristics before any effect or counter, computed once per definition."""
        from engine.characteristics import build_printed

        return build_printed(self)

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
