"""Ravenous (CR 702.156), a keyword ability of creature cards with {X} in their mana cost, in one
package: its spelling and the entering replacement it stands for (`model`), the card page's words
for it (`words`) and how it is played (`rules`): the triggered ability it stands for and its
intervening-if condition.

"Ravenous" means "This permanent enters with X +1/+1 counters on it" and "When this permanent
enters, if X is 5 or more, draw a card." (702.156a; X is the spell's, 107.3m)
"""
