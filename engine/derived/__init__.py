"""L1 derived: what a state implies, computed and never stored — characteristics after the
layers (613), legal targets (115), linked abilities (607), counted amounts and conditions
(docs/ARCHITECTURE.md)."""
