"""Aftermath (CR 702.127), a keyword ability of one half of some split cards, in one package: its
spelling (`model`), the card page's words (`words`) and how it is played (`rules`): where the
half may be cast from, and the spell cast from a graveyard exiled whenever it would leave the
stack.

"Aftermath" means "You may cast this half of this split card from your graveyard," "This half of
this split card can't be cast from any zone other than a graveyard," and "If this spell was cast
from a graveyard, exile it instead of putting it anywhere else any time it would leave the
stack." (702.127a)
"""
