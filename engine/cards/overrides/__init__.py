"""Hand-written card definitions that override the corpus's reading of a card of that name (each
checked against the corpus by tests/engine/test_overrides.py), one module per group of cards; each
module exports `CARDS`.

`engine.cards.pool` collects every module here, so adding cards never means editing a shared list.
"""
