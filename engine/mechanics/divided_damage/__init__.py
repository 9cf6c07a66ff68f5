"""Damage divided as its controller chooses among targets (CR 601.2d), in one package: the
instruction (`model`), its reading — "~ deals 3 damage divided as you choose among one, two, or
three targets" (`reading`) — the card page's words (`words`) and how it is dealt (`rules`). The
division itself is announced as the targets are chosen (`engine.derived.division`, which the
casting, activating and trigger rules call), from the target spec's `divided` amount."""
