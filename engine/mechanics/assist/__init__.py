"""Assist (CR 702.132), a keyword ability of spells, in one package: its spelling (`model`), the
card page's words for it (`words`) and how it is played (`rules`): the other player its caster
chooses, and how much of the spell's generic mana that player pays.

Assist "modifies the rules of paying for the spell with assist (see rules 601.2g-h). If the
total cost to cast a spell with assist includes a generic mana component, before you activate
mana abilities while casting it, you may choose another player. … Before you begin to pay the
total cost of the spell, the player you chose may pay for any amount of the generic mana in the
spell's total cost." (702.132a)
"""
