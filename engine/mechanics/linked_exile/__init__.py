"""Linked exile and return (CR 607.2a): "When this enters, exile another target nonland
permanent" beside "When this leaves the battlefield, return the exiled card to the battlefield
under its owner's control" (Oblivion Ring, Fiend Hunter, Journey to Nowhere), or "… to its
owner's hand" — in one package: the two instructions (`model`), their reading (`reading`: the
return, and the face's exile it is linked to), how they are played (`rules`) and their words
(`words`). "Exile target … until this leaves the battlefield" (610.3, Banishing Light) is the
same exile, `until_leaves`: the card comes back the moment this leaves, with no trigger
(`operations.zones`), and nothing is exiled if this has left first (610.3a-b).
"""
