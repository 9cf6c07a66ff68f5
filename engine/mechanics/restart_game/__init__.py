"""Restarting the game (CR 727): Karn Liberated's "[−14]: Restart the game, leaving in exile all
non-Aura permanent cards exiled with Karn. Then put those cards onto the battlefield under your
control." — in one package: its instruction (`model`), its reading (`reading`: the whole loyalty
line, its exiles linked to it by `engine.mechanics.linked_exile`, 607.2a), how it is played
(`rules`: the game ends and a new one begins, 727.1-727.2, 103; the exempted cards put onto the
battlefield just before the first untap step, 727.4) and its words (`words`). The new game's
mulligans are the rules' own (`engine.rules.mulligans`, 103.5), asked as agenda items.
"""
