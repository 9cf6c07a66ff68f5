"""Kicker (CR 702.33), a keyword ability of spells, in one package: its spelling, which carries
a mana cost ("Kicker {2}{G}") (`model`), the reading of the abilities linked to it, a permanent's
"If this creature was kicked, it enters with …" and "When this creature enters, if it was kicked,
…" and a spell's closing "If this spell was kicked, …" (`reading`), the card page's words for the
keyword and for what a kicked spell also does (`words`) and how that is done (`rules`). Its cost
is an additional cost (601.2f) the cast action's `kicked` announces, registered by `model` with
the mark "kicked" it leaves (702.33d) and added by `engine.rules.total_cost`; the
instruction "if it was kicked" (`IfKicked`) holds instructions of any kind, so it stays a member
of the vocabulary's recursive `Effect` union (`engine.cards.vocabulary.card`).
"""
