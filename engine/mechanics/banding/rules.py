"""Banding (CR 702.22) in play: the bands an attack may declare, the band a blocker blocks, and
who divides combat damage when a creature with banding is on the other side.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from engine.core.errors import IllegalActionError
from engine.core.state import GameObject
from engine.core.turn_state import Combat
from engine.derived.characteristics import Characteristics
from engine.mechanics.banding.model import BANDING


def has_banding(chars: Characteristics) -> bool:
    """Whether a creature has banding (702.22a; several instances are redundant, 702.22m)."""
    return chars.has(BANDING)


def check_bands(
    bands: Sequence[Sequence[str]],
    targets: Mapping[str, str],
    chars: Callable[[str], Characteristics],
    name: Callable[[str], str],
) -> None:
    """Refuse bands the declaration of attackers can't have (702.22c-d): each band two or more
    of the creatures declared as attackers (`targets`: what each attacks), each in one band
    only, at most one of them without banding, all attacking the same player or planeswalker."""
    seen: set[str] = set()
    for band in bands:
        if len(band) < 2:
            raise IllegalActionError(
                f"a band is two or more attacking creatures, not {len(band)}", ("702.22c",)
            )
        for member in band:
            if member not in targets:
                raise IllegalActionError(
                    f"{name(member)} isn't declared as an attacker, so it can't be in a band",
                    ("702.22c",),
                )
            if member in seen:
                raise IllegalActionError(
                    f"{name(member)} is in two bands: each creature may be a member of only one",
                    ("702.22c",),
                )
            seen.add(member)
        without = [m for m in band if not has_banding(chars(m))]
        if len(without) > 1:
            raise IllegalActionError(
                f"{' and '.join(name(m) for m in without)} don't have banding: a band has up "
                "to one attacking creature without banding",
                ("702.22c",),
            )
        if len({targets[m] for m in band}) > 1:
            raise IllegalActionError(
                "the creatures in a band must all attack the same player or planeswalker: "
                + ", ".join(f"{name(m)} attacks {targets[m]}" for m in band),
                ("702.22d",),
            )


def band_of(combat: Combat | None, attacker: str, attacking: Sequence[str]) -> tuple[str, ...]:
    """The attacking creatures in `attacker`'s band still attacking (`attacking`, by id), itself
    first (702.22e-f); just itself when it is in none."""
    if combat is not None:
        for band in combat.bands:
            ids = [r.id for r in band]
            if attacker in ids:
                others = [i for i in ids if i != attacker and i in attacking]
                return (attacker, *others)
    return (attacker,)


def banding_among(
    creatures: Sequence[GameObject], chars: Callable[[GameObject], Characteristics]
) -> bool:
    """Whether one of the creatures a creature blocks or is blocked by has banding: then their
    controller, not its own, divides its combat damage among them (702.22j for an attacking
    creature, 702.22k for a blocking one — exceptions to 510.1c-d)."""
    return any(has_banding(chars(o)) for o in creatures)
