"""A keyword gained that its controller chooses among several as the spell or ability resolves —
"Target artifact creature gains your choice of flying, trample, or haste until end of turn"
(Golem Artisan), "This creature gains your choice of flying, deathtouch, or lifelink until end
of turn" (Assassin Initiate) — in one package: its instruction (`model`), read by the lowering's
"gain" verb, the card page's words (`words`) and how it is done (`rules`: the choice is made as
it resolves, 608.2d — Golem Artisan's ruling — then the keyword is gained, 613.1f).
"""
