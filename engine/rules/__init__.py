"""L5 rules of play: a player's actions (casting, activating, playing a land), the stack, priority,
state-based actions, the turn and combat (docs/ARCHITECTURE.md)."""
