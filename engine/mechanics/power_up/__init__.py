"""Power-up, a keyword written as a label before an activated ability ("Power-up — {4}{W}: Put
two +1/+1 counters on this creature."), in one package: its reading (`reading`). The CR the
project ships (2026-04-17) doesn't define it yet; its reminder text does — "Activate each
power-up ability only once. Reduce the cost by its mana cost if it entered this turn." — and
both are rules the game already has: "Activate only once" (602.5b, for the object's life,
400.7) and the ability's own cost reduction, determined as its total cost is (602.2b, 601.2f),
here by the permanent's mana cost, colored mana too (118.7c; `engine.rules.ability_cost`).
"""
