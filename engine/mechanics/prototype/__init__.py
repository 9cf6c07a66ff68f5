"""Prototype (CR 702.160, 718), a keyword ability of prototype cards, in one package: its
spelling, a second mana cost, power and toughness ("Prototype {1}{W} — 2/2", 718.1) (`model`),
the card page's words for it (`words`) and casting a card prototyped (`rules`).

"A player who casts a spell with prototype can choose to cast that card 'prototyped'" (702.160a,
718.3): the choice is announced with the cast action (`CastAction.prototyped`) — it isn't an
alternative cost (118.9), so it combines with one ("without paying its mana cost": the prototype
mana cost is the one not paid). The values it then has are `engine.core.prototyped`'s, its
copiable values (718.2a).
"""
