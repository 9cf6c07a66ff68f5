""" "Can't be the target of …" (CR 115.1, 604.1, 101.2), a static ability, in one package: its
reading (`reading`) into the vocabulary's `CantBeTargeted`. What it means is applied where
targets are chosen and checked again (601.2c, 608.2b: `engine.derived.untargetable`), beside
shroud, hexproof and protection, so it has no rules part here.

Read: "[This creature / Enchanted creature / Equipped creature / Creatures / Creatures you
control] can't be the target[s] of [colored / noncolored] spells [or abilities from [colored]
sources] [your opponents control]", and "… of spells or abilities your opponents control" /
"… of abilities your opponents control". A condition ("unless it attacked this turn"), a second
predicate ("gets +0/+2 and …") or a kind of spell ("Aura spells") leaves the line unread.
"""
