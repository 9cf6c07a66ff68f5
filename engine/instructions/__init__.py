"""L4 instructions: what a resolving spell or ability's text tells the game to do (608.2c) — the one
way to perform an instruction and its registry (`perform`), and the basic instructions' handlers
(`basic`, and `lasting` for those whose effects last); keyword mechanics register theirs from
`engine.mechanics` (docs/ARCHITECTURE.md)."""
