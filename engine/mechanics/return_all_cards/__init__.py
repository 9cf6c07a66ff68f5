"""Returning every matching card of players' own graveyards at once — "Each player returns all
artifact cards from their graveyard to the battlefield" (Roar of Reclamation), "… all creature
cards from their graveyard to their hand" (Empty the Catacombs), "Return all land cards from
your graveyard to the battlefield tapped" (Splendid Reclamation) — in one package: its
instruction (`model`), read by the lowering's "return" verb (`engine.cards.lowering.this_way`),
the card page's words (`words`) and how it is done (`rules`).
"""
