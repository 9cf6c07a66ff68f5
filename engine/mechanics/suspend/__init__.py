"""Suspend (CR 702.62), a keyword ability of cards in a player's hand and in exile, in one
package: its spelling, a number and a mana cost ("Suspend 3—{2}{B}{B}"), the alternative cost
its last ability casts the card for and the instructions of its two triggered abilities
(`model`), the card page's words for it (`words`) and how it is played (`rules`): the special
action suspending a card (116.2f, the scenario's `special_action` "suspend"), the upkeep ability
removing a time counter, and the cast without paying its mana cost when the last is removed,
with haste for a creature spell cast so.

"Suspend N—[cost]" means "If you could begin to cast this card by putting it onto the stack from
your hand, you may pay [cost] and exile it with N time counters on it. This action doesn't use
the stack," "At the beginning of your upkeep, if this card is suspended, remove a time counter
from it," and "When the last time counter is removed from this card, if it's exiled, you may play
it without paying its mana cost if able. If you don't, it remains exiled. If you cast a creature
spell this way, it gains haste until you lose control of the spell or the permanent it becomes."
(702.62a) A card is suspended if it's in exile, has suspend and has a time counter on it
(702.62b). Suspend with X ("Suspend X—{X}{3}{U}. X can't be 0.") and effects that give a card
suspend aren't read.
"""
