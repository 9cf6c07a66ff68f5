"""Cards returned from a graveyard picked at random — "Return a creature card at random from
your graveyard to your hand" (Haunted Fengraf), "return two creature cards at random from your
graveyard to the battlefield" (Moldgraf Monstrosity) — in one package: its instruction
(`model`), read by the lowering's "return" verb, the card page's words (`words`) and how it is
done (`rules`). No player chooses the cards (none is targeted, 115.10a); the engine picks them
as it picks a random discard (701.9b), one possible outcome the state fixes.
"""
