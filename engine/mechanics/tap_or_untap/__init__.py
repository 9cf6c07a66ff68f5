"""Tapping or untapping a permanent, the player's choice — "You may tap or untap target
creature" (Puppeteer, Twiddle, Pestermite; 701.26a-b) — in one package: its instruction
(`model`), read by the lowering's "tap" verb when "or untap" follows it, the card page's words
(`words`) and how it is done (`rules`): the choice is made as the instruction resolves (608.2d;
Puppeteer's ruling), not as the target is chosen.
"""
