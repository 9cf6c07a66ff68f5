"""L2 modifiers: what changes an event before it happens (replacement and prevention effects,
614–616; copy effects, 707; how a permanent enters, 614.1c) or answers it after (triggered
abilities, 603) (docs/ARCHITECTURE.md)."""
