"""The partner abilities (CR 702.124) that only change deck construction, in one package: their
spellings (`model`) and the card page's words (`words`).

"Partner abilities are keyword abilities that modify the rules for deck construction in the
Commander variant …, and they function before the game begins." (702.124a) Partner (702.124h),
partner—[text] (702.124i), choose a Background (702.124k) and Doctor's companion (702.124m) say
nothing else, so in the games this engine plays — no Commander games, no deck construction —
they do nothing, and have no rules here. "Partner with [name]" also has a triggered ability
(702.124j: "When this permanent enters, target player may search their library for a card named
[name] …"), which this package doesn't read: such a line stays unread.
"""
