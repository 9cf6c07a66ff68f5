"""Exiling a permanent and returning that card to the battlefield (a flicker): at once
("Exile target creature you control, then return that card to the battlefield under your
control", Cloudshift) or by a delayed triggered ability the exile creates ("Return that card to
the battlefield under its owner's control at the beginning of the next end step", Flickerwisp:
603.7a). The reading is the lowering's (`engine.cards.lowering.exiled`); here is how it is done
(`rules`).
"""
