"""A spell's own cost change (CR 601.2f, 113.6) in one package: the reading of "This spell costs
{3} less to cast if you control a creature with power 4 or greater." (Bolt Bend) into the
vocabulary's `CostChange` with `this_spell` and its condition, and of "This spell costs {1} less
to cast for each creature card in your graveyard" / "… {X} less to cast, where X is …" with what
it counts (`reading`, a face line reader, so an instant's line is read before its
instructions). The total cost applies it with the other increases and reductions
(`engine.rules.total_cost`).
"""
