"""Casting a card from its owner's graveyard by a permanent's permission (CR 601.3): "Once during
each of your turns, you may cast a permanent spell with mana value 2 or less from your graveyard"
(Lurrus of the Dream-Den), "… a creature spell …" (Karador) — in one package: its reading
(`reading`, a permanent's line, into the vocabulary's `CastFromGraveyard`) and its rules (`rules`:
which permission a cast takes, checked again with the spell's chosen X, and used once each turn).
It is one of the registered permissions to cast (`engine.operations.cast_permissions`),
which casting asks where a card may be cast from (`engine.rules.cast_zones`).
"""
