"""Casting a card from a graveyard this turn by a resolved spell's or ability's permission
(CR 601.3, 611.2a), in one package: "You may cast target instant or sorcery card from your
graveyard this turn. If that spell would be put into your graveyard, exile it instead." (Jace,
Telepath Unbound's −3; Zul Ashur's without the rider), and "… from your graveyard without
paying its mana cost", cast as the instruction resolves (608.2g, 118.9: Torrential Gearhulk,
Goblin Dark-Dwellers; `engine.rules.free_cast`, the rider's mark carried to the spell) —
`model`, `reading`, `words` and `rules`. The permission is a mark on that card, the object it
is in the graveyard (400.7), which the registry of permissions to cast asks
(`engine.operations.cast_permissions`); the rider is a replacement effect on the spell cast by
it (614.1a, `engine.modifiers.leaving_stack`).
"""
