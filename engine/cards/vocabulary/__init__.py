"""The card vocabulary: costs, targets, effects and abilities, as validated data.

A card in the engine is this data plus its oracle text for display. The same models read the
scenario's inline `cards` and tokens, so a user's card and a pool card are the same kind of thing.
What the vocabulary can't express is kept as `Unsupported` text, shown in the output's
`unsupported` list instead of being dropped.

The names are gathered here (`from engine.cards import vocabulary as v`; `v.CardDef`) from one
module per kind of thing: `bounds` (the base model and the bounds on numbers), `keywords` (702),
`filters` (filters and target specs, 115), `instructions` (what a spell or ability does as it
resolves, 608.2c, 609; `leaf_instructions` gathers those that hold no instruction in turn),
`modifications` (continuous effects by layer, 613), `costs` (118),
`triggers` (trigger events, 603.1), `replacements` (replacement and prevention abilities, 614, 615),
`type_line` (205), `keyword_names` (keywords' spellings, registered by their mechanics'
packages, whose `model` holds their instructions), `modes` (the chosen modes of a modal spell or
ability, 700.2), `target_refs` (which targets an instruction names, 115.1) and `card` (a card
definition, 109.3, with its abilities and the unions of effects, modifications and abilities,
which hold each other).

Every name imported here is the package's public API, listed once: pyproject.toml tells mypy
(`implicit_reexport`) and ruff (F401) that these imports are the exports, so no `__all__`
repeats them.
"""

from __future__ import annotations

from engine.cards.vocabulary.amounts import (
    Amount,
    CountAmong,
    CountCards,
    CountCharacteristic,
    CountColorsSpent,
    CountCounters,
    CountDevotion,
    CountDied,
    CountEventAmount,
    CountGreatest,
    CountKicked,
    CountLifeTotal,
    CountOpponents,
    CountParty,
    CountPermanents,
    CountSum,
    CountThisTurn,
    Quantity,
)
from engine.cards.vocabulary.bounds import (
    MAX_AMOUNT,
    MAX_PT,
    MAX_TARGET_SPECS,
    PT,
    ModeCount,
    Number,
    TargetIndex,
    check_modes,
)
from engine.cards.vocabulary.card import (
    Ability,
    Activated,
    AddAbilities,
    ApplyContinuous,
    CardDef,
    CreateDelayedTrigger,
    CreateToken,
    Effect,
    EntersAsCopy,
    GetEmblem,
    IfCondition,
    IfKicked,
    IfYouDo,
    May,
    Mode,
    Modification,
    Static,
    TokenDef,
    Triggered,
    UnlessPays,
    Unsupported,
)
from engine.cards.vocabulary.casting import (
    AbilityCostReduction,
    AlternativeCost,
    CastFromGraveyard,
    CastWithoutPaying,
    CostChange,
    CostMinimum,
)
from engine.cards.vocabulary.combat import CombatRule, CombatRuleKind
from engine.cards.vocabulary.conditions import STATIC_QUESTIONS, Condition, TurnHistory
from engine.cards.vocabulary.costs import (
    Cost,
    GraveyardExileCost,
    ReturnCost,
    SacrificeCost,
    TapCost,
)
from engine.cards.vocabulary.creature_types import CREATURE_TYPES, creature_type
from engine.cards.vocabulary.filters import (
    LAYERED_FIELDS,
    UNLAYERED_FIELDS,
    Enchant,
    Filter,
    TargetSpec,
)
from engine.cards.vocabulary.instructions import (
    BecomeCopy,
    CopyAbility,
    CopySpell,
    CounterSpell,
    CounterUnlessPays,
    CreateTokenCopy,
    DamageAttacked,
    DamageEach,
    DealDamage,
    Destroy,
    DestroyAll,
    Draw,
    Duration,
    Exile,
    ExileAndReturn,
    GainLife,
    LaterOnTokens,
    LoseLife,
    PlayerCounters,
    PlayerReturns,
    PlayerSacrifices,
    PreventDamage,
    ProtectionFromChosenColor,
    PutCounters,
    Regenerate,
    ReturnToHand,
    Sacrifice,
    SacrificeAll,
    Tap,
    TargetRef,
    Untap,
)
from engine.cards.vocabulary.keywords import (
    KEYWORD_COUNTERS,
    SIMPLE_KEYWORDS,
    cumulative,
    normalise_keyword,
)
from engine.cards.vocabulary.library import (
    Discard,
    ExileGraveyard,
    LookAtTop,
    Mill,
    PutInLibrary,
    ReturnToBattlefield,
    Scry,
    Search,
    Shuffle,
    Surveil,
)
from engine.cards.vocabulary.mana_instructions import (
    ADDING_MANA,
    KEEPING_MANA,
    MANA_INSTRUCTIONS,
    AddMana,
    AddManaCombination,
    AddManaCouldProduce,
    AddManaDevotion,
    AddManaForEach,
    AddManaOneOf,
    AddManaProduced,
    DoubleManaPool,
)
from engine.cards.vocabulary.modes import chosen_parts, spell_parts
from engine.cards.vocabulary.modifications import (
    LAYER_OF,
    AdditionalLandPlays,
    AddKeywords,
    AddTypes,
    AttackIfAble,
    BlockIfAble,
    CantActivate,
    CantAttackOrBlock,
    CantAttackYou,
    CastAsThoughFlash,
    DoesntUntap,
    ExiledIfItWouldDie,
    GainControl,
    LifeTotalCantChange,
    LoseAllAbilities,
    LoseKeywords,
    LoseSupertypes,
    MaxHandSize,
    ModifyPowerToughness,
    ModifyPowerToughnessBy,
    ModifyPowerToughnessForEach,
    PowerToughnessCount,
    SetColors,
    SetPowerToughness,
    SetPowerToughnessToManaValue,
    SetTypes,
    SpendAsAnyColor,
    SwitchPowerToughness,
    UntapsDuringOthersUntapSteps,
)
from engine.cards.vocabulary.prohibitions import (
    CantBeActivated,
    CantCast,
    CastOnlyAsSorcery,
    CastZone,
    DrawLimit,
    EnteringDoesntTrigger,
    SpellsCantBeCountered,
)
from engine.cards.vocabulary.replacements import (
    SELF_ENTERING,
    AsEntersChoose,
    CantLoseGame,
    CountersProhibition,
    DamageAsThoughInfect,
    EntersTapped,
    EntersWithCounters,
    ExileInsteadOfEntering,
    ExileInsteadOfGraveyard,
    LifeCantChange,
    ManaReplacement,
    Replacement,
    entering_replacement,
    entering_rule,
)
from engine.cards.vocabulary.rule_modifiers import (
    AttackCost,
    AttackRestriction,
    BeginOnBattlefield,
    LegendRuleDoesntApply,
    LoyaltyAtInstantSpeed,
    TriggersAdditionalTime,
)
from engine.cards.vocabulary.spend_only import ManaLasts, SpendOnly
from engine.cards.vocabulary.target_refs import check_target_refs
from engine.cards.vocabulary.triggers import (
    Trigger,
)
from engine.cards.vocabulary.type_line import (
    ARTIFACT_TYPES,
    BASIC_LAND_MANA,
    CARD_TYPES,
    ENCHANTMENT_TYPES,
    LAND_TYPES,
    SUPERTYPES,
)
from engine.cards.vocabulary.upkeep import (
    SacrificeUnlessPays,
)
from engine.mechanics.protection.model import CHOSEN_COLOR_PROTECTION, CHOSEN_PLAYER_PROTECTION
from engine.mechanics.transform.model import Transform
