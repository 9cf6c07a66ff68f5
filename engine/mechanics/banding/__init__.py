"""Banding (CR 702.22), a static ability that modifies the rules for combat, in one package: its
spelling (`model`), the card page's words for it (`words`) and the rules it changes (`rules`):
which attacking creatures may form a band as attackers are declared (702.22c-d), the band a
blocked member brings its blocker to (702.22h), and who divides a creature's combat damage when
banding is on the other side (702.22j-k). The declarations themselves are
`engine.rules.combat` (508) and `engine.rules.blocking` (509), the damage
`engine.rules.combat_damage` (510).

"Bands with other [quality]" (702.22b) isn't modelled: a card with it stays unread.
"""
