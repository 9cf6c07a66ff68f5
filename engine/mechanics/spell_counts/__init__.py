"""Triggers on the Nth spell of a turn (603.2, 601.2i), in one package: reading "Whenever you cast
your second spell each turn", "Whenever an opponent casts their first spell each turn" and
"Whenever the fourth spell of a turn is cast" (`reading`) as the cast trigger counted by the
spells cast this turn (`Trigger.nth_each_turn`, `nth_of_turn`), which the trigger scanner's cast
matcher compares as the spell becomes cast (`engine.modifiers.triggers`)."""
