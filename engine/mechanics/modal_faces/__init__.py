"""Modal double-faced cards (CR 712.3) in play, in one package (`rules`): which face is cast
(712.11b: its caster chooses, the front face by default, 712.11) or played as a land (712.12: one
of its faces that is a land), that only the chosen face is evaluated and exists on the stack
(712.11c, 712.8f), that the permanent it becomes has the same face up (712.13), and that
everywhere else the card has only its front face's characteristics (712.8a, 712.14).

The back face is data (`CardDef.modal_back`, from the faces file through
`engine.cards.faces`); an action names it as the part of the card it casts or plays (the
actions' `half`, as a split card's half is named, 709.3). With its back face up the object's
`card` is that face and its `whole` the card, which a move to any zone but the battlefield
turns back to its front face (`engine.operations.zones.move`).
"""
