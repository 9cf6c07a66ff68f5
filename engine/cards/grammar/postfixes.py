"""The fixed phrases after a selector's head that say whose the objects are and where they are
("target creature you control", "a creature card in your graveyard", "target card from an
opponent's graveyard", "the number of creatures in your party", 700.8), for `phrases`' postfix
rule: one table each, matched by their first word (`Cursor.phrase`).
"""

from __future__ import annotations

#: Who controls or owns them (108.4, 110.2).
CONTROLLERS = (
    "you control",
    "you don't control",
    "you own",
    "an opponent controls",
    "your opponents control",
    "target opponent controls",
    "target player controls",
    "that player controls",
    "defending player controls",
    "you both own and control",
    "they control",
    "they own",
)

#: Where they are (400.1), and whose choice or which chosen quality they have.
WHERE = (
    "in your graveyard",
    "from your graveyard",
    "from their graveyard",
    "in a graveyard",
    "from a graveyard",
    "from an opponent's graveyard",
    "from a single graveyard",
    "in all graveyards",
    "in your hand",
    "from your hand",
    "on the battlefield",
    "from exile",
    "in exile",
    "from your library",
    "in your library",
    "in your party",
    "put into your graveyard from the battlefield this turn",
    "that died this turn",
    "an opponent owns",
    "of their choice",
    "of your choice",
    "of the chosen type",
    "of the chosen color",
    "of the creature type of your choice",
    "named ~",
    "from among cards in your graveyard",
)

#: What happened to them earlier this turn, kept in the turn's record (500.1): "target
#: creature that was dealt damage this turn" (120.3).
HAPPENED = ("that was dealt damage this turn", "that were dealt damage this turn")
