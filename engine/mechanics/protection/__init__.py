"""Protection from [quality] (CR 702.16), a keyword ability, in one package: its spelling,
"Protection from" and a color, colorless, multicolored, each color, a card type, subtype or
supertype ("artifacts", "Vampires", "snow"), everything, "the chosen color" or "the chosen player"
(`model`), and the card page's words (`words`). Whether it covers a source is one question
(`engine.derived.protection`) asked where it applies — blocking (702.16f,
`engine.cards.vocabulary.combat`; a player's or a type's creatures, 702.16k,
`engine.rules.combat_rules`),
targets (702.16b, `engine.derived.targets`), damage (702.16e, `engine.modifiers.prevention`),
Auras and Equipment (702.16c-d, `engine.rules.state_based_actions`) — and the chosen color or
player is linked to an "as [this] enters, choose …" ability (607.2d,
`engine.derived.linked_abilities`); so it has no rules part here.
"""
