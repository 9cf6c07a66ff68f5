"""The game's own instructions that hold no instruction, ability or card of their own (CR 608.2c),
as one union: the leaves of the vocabulary's recursive `Effect` union.

Their models live by kind (`instructions`, `mana_instructions`, `library`, `upkeep`); the
instructions that hold instructions, abilities or a card in turn ("you may …", "if this spell was
kicked, …", a token's definition, a continuous effect's modifications) are defined with the card
and its abilities in `engine.cards.vocabulary.card`, whose `Effect` union is these, those and
every mechanic's.
"""

from __future__ import annotations

from engine.cards.vocabulary import instructions, library, upkeep
from engine.cards.vocabulary import mana_instructions as mana

#: The instructions that hold nothing of the union in turn, each named by the module it lives in
#: (the package's `__init__` is the one list of their names to import).
LeafInstruction = (
    upkeep.SacrificeUnlessPays
    | mana.AddManaForEach
    | mana.AddManaCouldProduce
    | mana.AddManaOneOf
    | mana.AddManaCombination
    | mana.AddManaDevotion
    | mana.DoubleManaPool
    | instructions.Exile
    | mana.AddManaProduced
    | instructions.ProtectionFromChosenColor
    | instructions.CopySpell
    | instructions.CopyAbility
    | instructions.BecomeCopy
    | instructions.CreateTokenCopy
    | instructions.LaterOnTokens
    | instructions.CounterUnlessPays
    | instructions.DealDamage
    | instructions.DamageEach
    | instructions.DamageAttacked
    | instructions.Destroy
    | instructions.DestroyAll
    | instructions.CounterSpell
    | instructions.ReturnToHand
    | instructions.ExileAndReturn
    | instructions.Draw
    | instructions.GainLife
    | instructions.LoseLife
    | instructions.Tap
    | instructions.Untap
    | mana.AddMana
    | instructions.Regenerate
    | instructions.PutCounters
    | instructions.Sacrifice
    | instructions.SacrificeAll
    | instructions.PlayerSacrifices
    | instructions.PlayerReturns
    | instructions.PlayerCounters
    | instructions.PreventDamage
    | library.Scry
    | library.Surveil
    | library.Mill
    | library.ExileGraveyard
    | library.Discard
    | library.Search
    | library.Shuffle
    | library.ReturnToBattlefield
    | library.PutInLibrary
    | library.LookAtTop
)
