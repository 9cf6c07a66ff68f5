"""Emblems (CR 114) in one package: reading "You get an emblem with "…"" (`reading`), putting the
emblem into the command zone (`rules`) and the card page's words for it (`words`).

An emblem is a marker for an object with abilities and no other characteristics (114.1, 114.3),
owned and controlled by the player who gets it (114.2), neither a card nor a permanent (114.5).
Its abilities function in the command zone (114.4): the layers take its static abilities
(`engine.derived.layers`) and the trigger scanner its triggered ones (`engine.modifiers.triggers`),
asking `engine.core.emblems` which objects are emblems. Nothing removes it: it stays when the
planeswalker that made it leaves the battlefield.

The instruction itself (`GetEmblem`) is the vocabulary's (`engine.cards.vocabulary.card`),
beside `CreateToken`, since it holds abilities as a card definition does.
"""
