"""Damage divided and counters distributed as their controller chooses among targets (CR 601.2d),
in one package: the instructions (`model`), their reading — "~ deals 3 damage divided as you
choose among one, two, or three targets", "Distribute two +1/+1 counters among one or two target
creatures you control" (`reading`) — the card page's words (`words`) and how they are done
(`rules`). The
division itself is announced as the targets are chosen (`engine.derived.division`, which the
casting, activating and trigger rules call), from the target spec's `divided` amount."""
