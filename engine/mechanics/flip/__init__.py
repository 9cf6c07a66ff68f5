"""Flipping a flip card (CR 710), in one package: its instruction (`model`), the reading of "flip
it" / "flip this creature" (`reading`), the card page's words for it (`words`) and how it is done
(`rules`). Loading a permanent already flipped and its flipped characteristics are the
scenario's and the layers' (`flipped`, 710.2)."""
