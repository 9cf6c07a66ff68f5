"""Adventurer cards (CR 715) in play, in one package (`rules`): casting one as its Adventure
(715.3: its caster chooses, and only the Adventure's characteristics are evaluated and exist on
the stack, 715.3a-b), exiling the Adventure as it resolves rather than putting it into the
graveyard, and casting the card — not as an Adventure — from exile afterwards (715.3d).

The card's Adventure is data (`CardDef.adventure`, from the faces file through
`engine.cards.faces`); an action names it as the half it casts (`CastAction.half`, as a split
card's half is named, 709.3).
"""
