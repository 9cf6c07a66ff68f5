"""Keywords of permanents that stand for a triggered ability, and sometimes an entering
replacement too, made of instructions of their own (CR 702):

- "Afterlife 2" (702.135a): when this is put into a graveyard from the battlefield, create two
  1/1 white and black Spirit creature tokens with flying (`engine.mechanics.afterlife`);
- "Modular 2" (702.43a): this enters with two +1/+1 counters; when it is put into a graveyard
  from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1
  counter on it (`engine.mechanics.modular`);
- "Fading 3" (702.32a): this enters with three fade counters; at the beginning of your upkeep,
  remove a fade counter from it, and if you can't, sacrifice it (`engine.mechanics.fading`);
- "Living weapon" (702.92a): when this Equipment enters, create a 0/0 black Phyrexian Germ
  creature token, then attach this to it (`engine.mechanics.living_weapon`);
- "Fabricate 2" (702.123a): when this enters, you may put two +1/+1 counters on it; if you
  don't, create two 1/1 colorless Servo artifact creature tokens (`engine.mechanics.fabricate`);
- "Bloodthirst 2" (702.54a): if an opponent was dealt damage this turn, this enters with two
  +1/+1 counters (an entering replacement only);
- "Mentor" (702.134a): whenever this creature attacks, put a +1/+1 counter on target attacking
  creature with power less than this creature's power (`engine.mechanics.mentor`);
- "Rampage 2" (702.23a): whenever this creature becomes blocked, it gets +2/+2 until end of turn
  for each creature blocking it beyond the first (`engine.mechanics.rampage`);
- "Renown 2" (702.112a): when this creature deals combat damage to a player, if it isn't
  renowned, put two +1/+1 counters on it and it becomes renowned (`engine.mechanics.renown`);
- "Ward—Pay 3 life", "Ward—Discard a card" (702.21a): whenever this permanent becomes the target
  of a spell or ability an opponent controls, counter it unless that player pays 3 life /
  discards a card (their instructions and rules in `engine.mechanics.ward`);
- "Riot" (702.136a), "Unleash" (702.98a): you may have this permanent enter with an additional
  +1/+1 counter; if you don't, riot gives it haste, and unleash's can't block while it has a
  +1/+1 counter (spelled by `engine.mechanics.riot` and `.unleash`, applied in
  `engine.modifiers.entering_keywords`);
- "Backup 1" (702.165a): when this creature enters, put a +1/+1 counter on target creature; if
  that's another creature, it gains this creature's abilities printed below backup until end of
  turn (`engine.mechanics.backup`, read only when those are);
- "Evolve" (702.100a), "Training" (702.149a), "Dethrone" (702.105a): a +1/+1 counter on this
  creature when a bigger creature of yours enters, when it attacks beside a creature with greater
  power, when it attacks the player with the most life (each in its package,
  `engine.mechanics.<name>`, which says its spelling).

The triggered abilities are built in each keyword's package, whose `model` registers its
spelling with its number (`engine.cards.vocabulary.keyword_names.keyword_with`). The entering
part, registered by the package too (`keyword_names.entering_counters`), is
`engine.cards.vocabulary.replacements.entering_replacement`, applied where a permanent's own
entering replacements are (`engine.modifiers.entering`).
"""

from __future__ import annotations

from engine.mechanics.backup.model import BackupGrant
from engine.mechanics.exploit.model import Exploit
from engine.mechanics.extort.model import Extort
from engine.mechanics.fabricate.model import Fabricate
from engine.mechanics.fading.model import RemoveCounterOrSacrifice
from engine.mechanics.living_weapon.model import LivingWeapon
from engine.mechanics.modular.model import ModularCounters
from engine.mechanics.monstrosity.model import Monstrosity
from engine.mechanics.rampage.model import Rampage
from engine.mechanics.renown.model import Renown
from engine.mechanics.ward.model import CounterUnlessDiscards, CounterUnlessPaysLife

#: The instructions of this family, as one part of the vocabulary's `Effect` union, with those of
#: the mechanics in their own packages (`engine.mechanics.<name>.model`): a union mypy checks is
#: written out, so each such instruction is one import and one member here.
PermanentKeywordEffect = (
    ModularCounters
    | RemoveCounterOrSacrifice
    | LivingWeapon
    | Fabricate
    | Rampage
    | Renown
    | Extort
    | CounterUnlessPaysLife
    | CounterUnlessDiscards
    | Exploit
    | BackupGrant
    | Monstrosity
)
