"""More card definitions, one module per group of cards; each module exports `CARDS`.

`engine.cards.pool` collects every module here, so adding cards never means editing a shared list.
"""
