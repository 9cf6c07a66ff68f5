"""Support (CR 701.41), a keyword action, in one package: the reading of "support N" as the
grammar's verb (`reading`), lowered into the instruction the rule defines it as — a +1/+1 counter
put on each of up to N target creatures, other than the permanent itself when a permanent's
ability says it (701.41a) — so the counters are put, and cited, as any other counters are.
"""
