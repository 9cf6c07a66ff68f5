"""Type-changing static abilities (CR 613.1d, 205.1, 305.7) as one package: how "[objects] is/are
[types]" lines are read (`reading`) — "Nonbasic lands are Mountains.", "Each land is a Swamp in
addition to its other land types.", "Enchanted land is an Island.", "Each other non-Aura
enchantment is a creature in addition to its other types and has base power and base toughness
each equal to its mana value.", "Each noncreature artifact is an artifact creature with power and
toughness each equal to its mana value." The phrase after "is" is read by the compiler's
`type_phrases`, which "becomes …" instructions share (Turn to Frog, a land that becomes a
creature); the layer system applies the result (`engine.derived.type_changes`), with its
dependencies (613.8a).
"""
