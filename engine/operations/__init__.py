"""L3 operations: the game actions spells, abilities and the rules of play all perform on a state —
moving between zones (400), creating tokens (111), damage, destroying, drawing, adding mana
(docs/ARCHITECTURE.md)."""
