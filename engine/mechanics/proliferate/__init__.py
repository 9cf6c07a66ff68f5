"""Proliferate (CR 701.34), a keyword action, in one package: its instruction (`model`), the
reading of its sentence and its verb (`reading`), how it is played (`rules`) and its words
(`words`).

"To proliferate means to choose any number of permanents and/or players that have a counter,
then give each one additional counter of each kind that permanent or player already has."
(701.34a) The choice is the one choice mechanism's "any number" answer (`any_number`), not a
target: hexproof and protection don't stop it.
"""
