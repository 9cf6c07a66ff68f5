"""Damage that can't be prevented (CR 615.12), in one package: the instruction of a resolving
spell or ability — "Damage can't be prevented this turn." (Stomp, Flaring Pain, Skullcrack) —
`model`, `reading`, `words` and `rules`. The effect is kept with the prevention shields of
resolved spells (`GameState.replacement_effects`, marked `unpreventable`) until the cleanup step
(514.2); `engine.modifiers.prevention` asks for it before any prevention effect applies."""
