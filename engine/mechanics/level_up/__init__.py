"""Level up (CR 702.87) and leveler cards (711), in one package: the reading of "Level up
[cost]" and of a leveler's level bands (`reading`: a permanent's line reader and the face's
sections, folding each band's lines into its level symbol's static ability). What they stand for
is the vocabulary's (level counters, a static ability with a condition on them), so there is no
model, words or rules part here.
"""
