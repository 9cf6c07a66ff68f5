"""A permanent's enters trigger that asks where it entered from — "When this creature enters
from anywhere other than a graveyard or exile, if it's on the battlefield, …" ("Name Sticker"
Goblin) — in one package: the trigger condition's name (`model`), the trigger's phrase
(`reading`) and its check (`rules`).
"""
