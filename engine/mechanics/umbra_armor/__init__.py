"""Umbra armor (CR 702.89), a keyword ability of Auras, in one package: its spelling (`model`),
the card page's words (`words`) and how it is played (`rules`): the replacement of the enchanted
permanent's destruction, registered with the one question asked as a permanent is about to be
destroyed (`engine.modifiers.regeneration.DESTROY_REPLACEMENTS`).

"Umbra armor" means "If enchanted permanent would be destroyed, instead remove all damage marked
on it and destroy this Aura." (702.89a) Older cards said "totem armor"; their oracle text says
umbra armor now (702.89b).
"""
