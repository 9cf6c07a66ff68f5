"""Which objects an ability means: filters, target specs (CR 115), and what an Aura can
enchant (702.5)."""

from __future__ import annotations

from functools import cached_property
from typing import Annotated, Any, Literal

from pydantic import Field, field_validator, model_validator

from engine.cards.vocabulary.bounds import Model, Number
from engine.core.mana import COLORS

#: A kind of counter as the engine names it ("+1/+1", "level", "-0/-2", "first strike").
_COUNTER_KIND = r"^[a-z0-9+/ -]{1,20}$"


class Filter(Model):
    """Which objects qualify: all listed conditions must hold."""

    types: tuple[str, ...] = ()
    #: At least one of these card types ("artifact or enchantment"): an "or" of types.
    any_types: tuple[str, ...] = ()
    #: At least one of these filters: an "or" of types where a qualifier belongs to the last
    #: one only ("artifact, enchantment, or creature with flying" is an artifact, an
    #: enchantment, or a creature with flying). The rest of this filter applies to each.
    any_of: tuple[Filter, ...] = Field(default=(), max_length=8)
    not_types: tuple[str, ...] = ()
    #: Supertypes it has ("basic land card", 205.4), and those it hasn't ("nonbasic lands").
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    #: Subtypes it hasn't ("non-Aura enchantment", 205.3).
    not_subtypes: tuple[str, ...] = ()
    #: At least one of these subtypes ("a Plains, Island, Swamp, or Mountain card", "an Aura or
    #: Equipment card"): an "or" of subtypes (205.3).
    any_subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    not_colors: tuple[str, ...] = ()
    controller: Literal["you", "opponent", "any"] = "any"
    token: bool | None = None
    #: "… that entered this turn" (a permanent that entered the battlefield this turn).
    entered_this_turn: bool | None = None
    #: "… that was dealt damage this turn" (120.3): asked where targets and sets of objects
    #: are chosen (`engine.derived.targets.matches`), from the turn's record.
    dealt_damage_this_turn: bool = False
    #: "A creature dealt damage this way" (Anger of the Gods): dealt damage this turn by the
    #: object whose spell or ability this is, as that object (120.3, 400.7), from the turn's
    #: record — asked as the instruction is followed, so the set is locked in then (611.2c).
    dealt_damage_by_source: bool = False
    #: "With a name originally printed in the Antiquities / Homelands expansion": the object's
    #: current name is on the list of CR 206.3b / 206.3c (engine.cards.name_lists).
    name_list: Literal["antiquities", "homelands"] | None = None
    #: "[spell] that targets you": a spell with at least one target that is the player
    #: (Dawn Charm; any of several targets may be you).
    targets_you: bool = False
    #: "[spell] that targets this creature" (heroic's "Whenever you cast a spell that targets
    #: ~"): one of the spell's targets is the object whose ability it is (115.1, 601.2c).
    targets_source: bool = False
    #: "[spell] that targets a creature [you control]": one of the spell's targets is an object
    #: matching this filter (its controller said from the ability's controller), as it is now.
    targets_object: Filter | None = None
    #: "Colorless", "monocolored" or "multicolored" (105.2a-c): how many colors it has, none,
    #: exactly one, or two or more; "colored": "that's one or more colors" (105.2).
    colored: Literal["colorless", "monocolored", "multicolored", "colored"] | None = None
    #: "[spell] with a single target" (115.9a): an object or player was chosen once in all as
    #: its targets when it was put on the stack (as changed by effects that changed them).
    single_target: bool = False
    #: "Of the chosen type" (607.2d): of the creature type chosen for the object whose ability
    #: it is by its linked "choose a creature type" — none while no such choice was made for
    #: that object (607.5a).
    chosen_type: bool = False
    #: "Other" / "another": not the object whose ability it is — the word's plain meaning; the
    #: CR gives it no rule of its own (109.2, once cited here, is about zones, not this word).
    other: bool = False
    #: "Permanents you don't own" (False) / "you own" (True): its owner against the player the
    #: filter is relative to (108.3), whoever controls it.
    owned_by_you: bool | None = None
    #: "Your commander" (903.3): a card designated as the commander of the player the filter is
    #: relative to, before the game (a scenario's `players[i].commander`), wherever it is.
    commander: bool = False
    #: "Tapped" / "untapped" (110.5) and "attacking" (506.4): the permanent's status now.
    tapped: bool | None = None
    attacking: bool | None = None
    #: "Blocking" (506.4, 509.1g): a blocking creature now.
    blocking: bool | None = None
    #: "Attacking or blocking" (506.4): in combat as an attacking or a blocking creature.
    in_combat: bool | None = None
    #: "With flying" / "without flying": keywords it has, and keywords it doesn't have (702).
    keywords: tuple[str, ...] = ()
    not_keywords: tuple[str, ...] = ()
    #: "With power N or less" / "with power N or greater" (208.1): the power it has now.
    power_at_most: int | None = None
    power_at_least: int | None = None
    #: "With toughness N or less" / "N or greater" (208.1): the toughness it has now.
    toughness_at_most: int | None = None
    toughness_at_least: int | None = None
    #: "With power less than this creature's power" (mentor, 702.134a): compared, as a target,
    #: with the power of the object whose ability it is (as it last existed, 608.2h).
    power_less_than_source: bool = False
    #: "With power less than or equal to the number of Islands you control" (Vedalken
    #: Shackles): at most the number of permanents matching this filter, counted each time the
    #: power is compared (as the target is chosen and again as it resolves, 608.2b).
    power_at_most_count: Filter | None = None
    #: "With mana value N or less" / "N or greater" (202.3).
    mana_value_at_most: int | None = None
    #: "With mana value X or less": X is the one announced for the spell or the ability's
    #: cost (107.3a, 107.3k), made `mana_value_at_most` as the instruction is performed
    #: (`engine.derived.amounts.settle`) or, for a target, as X is announced before targets
    #: are chosen (601.2b, 601.2c; `engine.derived.announced_x`); nothing is matched before.
    mana_value_at_most_x: bool = False
    #: "With mana value X" (202.3): X as `mana_value_at_most_x`'s, both bounds when settled.
    mana_value_is_x: bool = False
    mana_value_at_least: int | None = None
    #: "With mana value equal to the number of charge counters on this artifact" (Chalice of the
    #: Void): the kind of counter on the object whose ability it is, counted now (202.3, 122.1).
    mana_value_counters_on_source: str | None = Field(
        default=None, pattern=r"^[a-z]+$", max_length=20
    )
    #: "With the same mana value as the discarded card" (transmute, 702.53a): the mana value of
    #: the object whose ability it is, the card itself wherever it now is (202.3).
    mana_value_of_source: bool = False
    #: "With a +1/+1 counter on it", "with +1/+1 counters on them" (122.1): a counter of each
    #: kind is on it now; "without a +1/+1 counter on it": none of each kind is.
    counters: tuple[Annotated[str, Field(pattern=_COUNTER_KIND)], ...] = ()
    not_counters: tuple[Annotated[str, Field(pattern=_COUNTER_KIND)], ...] = ()
    #: "[Aura] attached to a creature you control", "… attached to a land" (303.4, 301.5): the
    #: permanent it is attached to now matches this filter, said from the same player's point
    #: of view.
    attached_to: Filter | None = None
    #: "All Equipment attached to that creature", "all Auras attached to target land": attached
    #: to the object an instruction of the ability names — a target's index, or the creature
    #: its trigger event named — as the instruction is performed (608.2h;
    #: `engine.instructions.perform.Context.each`). Asked anywhere else, nothing matches.
    attached_to_object: Annotated[int, Field(ge=0, le=9)] | Literal["that_creature"] | None = None
    #: "All other enchantments with the same name as that enchantment": a name in common with
    #: the object chosen for this target (201.2a), as it is or as it last existed (608.2h), that
    #: object itself excepted — asked as the instruction is performed (`Context.each`); an
    #: object with no name has none in common. Asked anywhere else, nothing matches.
    same_name_as: int | None = Field(default=None, ge=0, le=9)

    @field_validator("colors", "not_colors")
    @classmethod
    def _known_colors(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for color in value:
            if color not in COLORS:
                raise ValueError(f"unknown color {color!r}; use W U B R G")
        return value

    @cached_property
    def asked(self) -> frozenset[str]:
        """The fields it sets to something other than their default: what it asks."""
        fields = type(self).model_fields
        return frozenset(n for n, f in fields.items() if getattr(self, n) != f.default)

    @cached_property
    def unlayered(self) -> str | None:
        """The first field it asks that the layers' check doesn't read (`UNLAYERED_FIELDS`),
        here or in a filter it holds ("any_of.targets_you"), or None: a static ability's
        group is decided by the layers at each moment (611.3a, 613.5), so one asking such a
        thing can't be played (`engine.derived.layer_filters`). Kept once asked: a filter is
        frozen, and the layers ask it of every static ability they apply."""
        if unread := sorted(self.asked & UNLAYERED_FIELDS):
            return unread[0]
        for name in ("any_of", "attached_to"):
            held = getattr(self, name)
            for inner in held if isinstance(held, tuple) else (held,):
                if inner is not None and (found := inner.unlayered) is not None:
                    return f"{name}.{found}"
        return None

    @cached_property
    def of_source(self) -> str | None:
        """The first field it asks that is said of the object whose ability or spell this is
        (`SOURCE_FIELDS`: "other", "of the chosen type", "dealt damage this way" …), here or
        in a filter it holds ("attached_to.other"), or None: the general check
        (`engine.derived.targets.matches`) asks such a filter only when handed that object,
        never answering as if there were none."""
        if found := sorted(self.asked & SOURCE_FIELDS):
            return found[0]
        for name in _HOLDING:
            held = getattr(self, name)
            for inner in held if isinstance(held, tuple) else (held,):
                if inner is not None and (deeper := inner.of_source) is not None:
                    return f"{name}.{deeper}"
        return None


#: The fields holding filters the general check asks with the same source.
_HOLDING = ("any_of", "attached_to", "targets_object", "power_at_most_count")

#: The fields said of the object whose ability or spell this is — "other" than it (109.2's
#: plain word), the creature type chosen for it (607.2d), its counters (122.1), its mana value
#: (202.3), a spell targeting it (115.1), damage it dealt (120.3): the general check is handed
#: that object's id wherever one exists, and refuses loudly (an internal error) to answer one
#: of these without it. "With power less than this creature's power" is asked only by a
#: target's check, with the object itself (608.2h), and matches nothing anywhere else.
SOURCE_FIELDS = frozenset(
    {"other", "chosen_type", "mana_value_counters_on_source", "mana_value_of_source"}
    | {"targets_source", "dealt_damage_by_source"}
)

#: The fields the layers' filter check reads (`engine.derived.layer_filters.matches`), each
#: asked of an object's characteristics as the layers so far left them (611.3a, 613.5) or of
#: its status; `any_of` and `attached_to` hold filters read the same way.
LAYERED_FIELDS = frozenset(
    {"types", "any_types", "any_of", "not_types", "supertypes", "not_supertypes"}
    | {"subtypes", "not_subtypes", "any_subtypes", "colors", "not_colors", "colored"}
    | {"controller", "token", "entered_this_turn", "chosen_type", "other", "owned_by_you"}
    | {"commander", "tapped", "attacking", "blocking", "in_combat", "keywords", "not_keywords"}
    | {"power_at_most", "power_at_least", "toughness_at_most", "toughness_at_least"}
    | {"mana_value_at_most", "mana_value_at_least", "counters", "not_counters", "name_list"}
    | {"attached_to", "power_less_than_source", "mana_value_of_source"}
    | {"mana_value_counters_on_source"}
)
#: The fields it doesn't: what only the turn's record knows (damage dealt, 120.3), a spell's
#: targets (115.1), an X announced for a spell or ability (107.3a), a count of other
#: permanents compared with a power, and an object only an instruction names (608.2h). A
#: static ability whose group, condition or count asks one is refused (`Static`): its line
#: stays unread rather than apply to objects the words don't name.
UNLAYERED_FIELDS = frozenset(
    {"dealt_damage_this_turn", "dealt_damage_by_source", "targets_you", "targets_source"}
    | {"targets_object", "single_target", "power_at_most_count", "mana_value_at_most_x"}
    | {"mana_value_is_x", "attached_to_object", "same_name_as"}
)

#: The filter fields the check of an activated or triggered ability on the stack as a target
#: reads (`engine.derived.stack_targets.why_not_ability`): who controls it and how many targets
#: it has (115.9a). An ability has no characteristics of an object's (113.7a).
ABILITY_FIELDS = frozenset({"controller", "single_target"})
#: The one a player's check as a target reads (`engine.derived.targets.why_illegal`): "target
#: opponent" (102.2), `controller` "opponent".
PLAYER_FIELDS = frozenset({"controller"})
#: What a filter could ask of a player too — whom "you" means, damage dealt (120.3) — which
#: "any target" (115.4) asks of its objects only: refused there, not asked of one and not the
#: other. The rest name what only an object is or has.
OF_PLAYERS_TOO = frozenset(
    {"controller", "owned_by_you", "dealt_damage_this_turn", "dealt_damage_by_source"}
)


class TargetSpec(Model):
    """One instance of the word "target" (CR 115.1), possibly for several objects ("up to two").

    `kind`: "any" (creature, player or planeswalker: CR 115.4), "creature", "permanent",
    "spell", "player" ("target opponent": a player spec whose filter's `controller` is
    "opponent", an opponent of the player choosing, 102.2), "card": a card in a graveyard
    ("target creature card from your graveyard"; `filter.controller` "you" is your graveyard,
    404.1, 115.1), "ability": an activated or triggered ability on the stack ("target activated
    or triggered ability", of the kinds `abilities` names; a mana ability never is one, 605.3b),
    or "spell_or_ability": a spell or such an ability ("target spell or ability", 115.7), or
    "spell_or_permanent": a spell on the stack or a permanent ("target spell or nonland
    permanent", Commit: the filter's types a permanent's; a spell is never a land, 305.9).
    """

    kind: Literal[
        "any",
        "creature",
        "permanent",
        "spell",
        "player",
        "card",
        "ability",
        "spell_or_ability",
        "spell_or_permanent",
    ]
    filter: Filter = Filter()
    min: int = Field(default=1, ge=0, le=10)
    max: int = Field(default=1, ge=1, le=10)
    text: str = ""

    #: "X target creatures" / "up to X target …" (601.2c): exactly X objects (`min` 0: up to
    #: X), X the one announced before targets are chosen (601.2b, 107.3a) — `min` and `max`
    #: are set from it then (`engine.derived.announced_x`); only a spell or an ability whose
    #: cost has X may say it (107.3; `says_x`, checked by the abilities).
    count_x: bool = False

    @property
    def says_x(self) -> bool:
        """Whether choosing this target needs the X announced (601.2b before 601.2c)."""
        flt = self.filter
        return self.count_x or flt.mana_value_at_most_x or flt.mana_value_is_x

    #: "Another target …" after an earlier target of the same spell or ability, in the same
    #: zone (Leeching Bite's "Target creature gets +1/+1 … Another target creature gets -1/-1"):
    #: not an object chosen for an earlier target. 115.3 lets one object be chosen once for each
    #: instance of "target" as long as it fits the targeting criteria; "another" is a criterion.
    #: (Without an earlier target, "another" is `filter.other`: not the object itself.)
    other_than_earlier: bool = False
    #: For "any": the player it may choose is an opponent of the player choosing (102.2) —
    #: "target opponent or planeswalker", any planeswalker still.
    opponent: bool = False
    #: For "ability" and "spell_or_ability": which abilities on the stack it may choose (113.3b-c:
    #: "target activated ability", "target triggered ability").
    abilities: tuple[Literal["activated", "triggered"], ...] = ("activated", "triggered")
    #: The damage its instruction divides among this instance's targets ("2 damage divided as
    #: you choose among one or two targets"), announced as the targets are chosen (601.2d).
    divided: Number | None = None
    #: With `divided`, the kind of counter it distributes ("+1/+1"); None: damage (601.2d).
    divided_counter: Literal["+1/+1", "-1/-1"] | None = None
    #: "Target creature that player or that planeswalker's controller controls": controlled by
    #: the player chosen for this earlier target spec, or by the controller of the planeswalker
    #: chosen for it (as it is, or as it last existed once it has left, 608.2h) — a criterion
    #: the earlier choice decides (601.2c: targets are chosen in order).
    controlled_by_target: int | None = Field(default=None, ge=0, le=9)
    #: "Target creature that player controls" / "… defending player controls" in a triggered
    #: ability: controlled by the player its trigger event names (603.2, 506.2) — settled as
    #: the ability is put on the stack (`event_player`, 603.3d) and asked again as it resolves
    #: (608.2b); no such player, no legal target.
    controlled_by_event: Literal["that_player", "defending"] | None = None
    #: The player `controlled_by_event` named, once settled (a player's id).
    event_player: str | None = Field(default=None, max_length=40)
    #: "Up to three target cards from a single graveyard": every object chosen for this
    #: instance of "target" is a card in one and the same player's graveyard (601.2c: a
    #: criterion of the choice as a whole).
    single_graveyard: bool = False

    @model_validator(mode="after")
    def _filter_read(self) -> TargetSpec:
        """A filter asks only what this kind of target's check reads (115.1): an ability on the
        stack's (`ABILITY_FIELDS`), a player's (`PLAYER_FIELDS`, and "you" is no player's
        controller) — never a criterion passed over as met."""
        asked = self.filter.asked
        if self.kind in ("ability", "spell_or_ability") and asked - ABILITY_FIELDS:
            raise ValueError(f"an ability on the stack isn't checked for {sorted(asked)}")
        wrong_player = asked - PLAYER_FIELDS or self.filter.controller == "you"
        if self.kind == "player" and wrong_player:
            raise ValueError(f"a player target isn't checked for {sorted(asked)}")
        if self.kind == "any" and asked & OF_PLAYERS_TOO:
            raise ValueError(f"any target's player isn't checked for {sorted(asked)}")
        return self


class Enchant(Model):
    """Enchant [quality] (CR 702.5): what an Aura can target and be attached to (303.4a, 303.4c).
    `target` "card": a card in a graveyard ("Enchant creature card in a graveyard", Animate
    Dead), which the Aura spell targets (115.1) and the Aura, once on the battlefield, is
    attached to there (303.4a)."""

    kind: Literal["enchant"] = "enchant"
    target: Literal["creature", "permanent", "player", "card"] = "creature"
    filter: Filter = Filter()
    text: str = ""


Filter.model_rebuild()


def no_x_targets(targets: tuple[TargetSpec, ...], modes: tuple[Any, ...], what: str) -> None:
    """Targets counted or compared by X need an X announced before they are chosen (601.2b,
    601.2c): a spell's, or one paid in an activated ability's cost (107.3a, 107.3k); a
    triggered ability has none of its own to choose (107.3). `modes` are its modes, each with
    targets of its own."""
    if any(t.says_x for t in (*targets, *(t for m in modes for t in m.targets))):
        raise ValueError(f"{what} has no X announced before its targets are chosen (601.2b)")
