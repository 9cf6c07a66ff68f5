"""Outlast (CR 702.107), a keyword ability of creatures, in one package: its reading (`reading`).

"Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a
sorcery." (702.107a): the line is read as that activated ability, made of the vocabulary's, so
the keyword has no rules of its own here.
"""
