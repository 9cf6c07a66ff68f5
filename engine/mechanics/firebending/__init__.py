"""Firebending (CR 702.189), a keyword ability of creatures, in one package: its spelling, with
its number, and what it means (`model`), the card page's words for it (`words`) and how it is
played (`rules`): the triggered ability it stands for.

"Firebending N" means "Whenever this creature attacks, add N {R}. Until end of combat, you don't
lose this mana as steps and phases end." (702.189a): the mana stays in the pool until the combat
phase ends (500.5a), held apart as mana with a restriction is (`engine.core.restricted_mana`).
"""
