"""Shield counters (CR 122.1c) in play: the replacement of a permanent's destruction by an effect
they create, registered with the one question asked as a permanent is about to be destroyed
(`engine.modifiers.regeneration.DESTROY_REPLACEMENTS`); the prevention effect they create is a
candidate of damage's own question (`engine.modifiers.shield_counters`, `prevention`).
"""
