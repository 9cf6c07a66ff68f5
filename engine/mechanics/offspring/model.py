"""Offspring's spelling, a keyword with a mana cost (702.175a), written in capitals, without X;
its cost is an optional additional cost (118.8b) its caster is asked about as the spell is cast
(601.2b), which leaves the mark "offspring" on the spell and the permanent it becomes. It has no
instruction of its own: its trigger is made of the vocabulary's (`rules`)."""

from __future__ import annotations

from engine.cards.vocabulary.casting import additional_cost, cast_mark
from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

RULE = "702.175a"
OFFSPRING = keyword_with("Offspring", mana_cost(x=False), costed=True)
PAID = cast_mark("offspring", RULE)
additional_cost(OFFSPRING, RULE, mark=PAID)
