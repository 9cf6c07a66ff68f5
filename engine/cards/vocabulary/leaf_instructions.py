"""The game's own instructions that hold no instruction, ability or card of their own (CR 608.2c),
as one union: the leaves of the vocabulary's recursive `Effect` union.

Their models live by kind (`instructions`, `mana_instructions`, `library`, `upkeep`); the
instructions that hold instructions, abilities or a card in turn ("you may …", "if this spell was
kicked, …", a token's definition, a continuous effect's modifications) are defined with the card
and its abilities in `engine.cards.vocabulary.card`, whose `Effect` union is these, those and
every mechanic's.
"""

from __future__ import annotations

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
    Exile,
    ExileAndReturn,
    GainLife,
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
    Untap,
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
    AddMana,
    AddManaCombination,
    AddManaCouldProduce,
    AddManaDevotion,
    AddManaForEach,
    AddManaOneOf,
    AddManaProduced,
    DoubleManaPool,
)
from engine.cards.vocabulary.upkeep import SacrificeUnlessPays

#: The instructions that hold nothing of the union in turn.
LeafInstruction = (
    SacrificeUnlessPays
    | AddManaForEach
    | AddManaCouldProduce
    | AddManaOneOf
    | AddManaCombination
    | AddManaDevotion
    | DoubleManaPool
    | Exile
    | AddManaProduced
    | ProtectionFromChosenColor
    | CopySpell
    | CopyAbility
    | BecomeCopy
    | CreateTokenCopy
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
    | PlayerSacrifices
    | PlayerReturns
    | PlayerCounters
    | PreventDamage
    | Scry
    | Surveil
    | Mill
    | ExileGraveyard
    | Discard
    | Search
    | Shuffle
    | ReturnToBattlefield
    | PutInLibrary
    | LookAtTop
)

#: The instructions that could add mana: an activated ability with one of them, no target and no
#: loyalty cost is a mana ability (605.1a).
MANA_INSTRUCTIONS = (
    AddMana,
    AddManaForEach,
    AddManaCouldProduce,
    AddManaOneOf,
    AddManaCombination,
    AddManaDevotion,
    DoubleManaPool,
)
