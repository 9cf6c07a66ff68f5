"""Sagas (CR 714), a card kind, in one package: its chapter abilities' trigger event (`model`,
714.2b), the reading of a Saga's chapter lines and of its
reminder of the rules for every Saga (`reading`, face line readers) and how it is played
(`rules`): lore counters, chapter abilities triggering, and the sacrifice after the last
chapter.
"""
