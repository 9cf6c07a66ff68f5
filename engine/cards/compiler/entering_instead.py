"""A permanent's "If a nontoken creature would enter and it wasn't cast, exile it instead."
(Containment Priest: 614.1a, 614.12), read and said back in words; applied by
`engine.modifiers.entering_instead` as a permanent would be put onto the battlefield.

Only nontoken creatures are read: a token is created onto the battlefield rather than moved
there, and "a creature would enter" of tokens too (Hallowed Moonlight, an effect of a resolved
spell) isn't modelled.
"""

from __future__ import annotations

from typing import Any

Ability = dict[str, Any]

_LINE = "If a nontoken creature would enter and it wasn't cast, exile it instead."


def read(text: str) -> Ability | None:
    """The line as an `ExileInsteadOfEntering` ability, or None."""
    if text != _LINE:
        return None
    return {"kind": "exile_instead_of_entering"}


def said(a: Any) -> str | None:
    """The ability in words, or None for another kind."""
    if not isinstance(a, dict) or a.get("kind") != "exile_instead_of_entering":
        return None
    return (
        "a replacement effect: while this permanent is on the battlefield, a nontoken creature "
        "(as it would exist there, 614.12) that would enter without having been cast — put "
        "there by an effect from any zone, not a spell resolving (608.3) — is exiled instead "
        "(614.1a); it never enters, so nothing triggers on its entering (614.6). Not itself, "
        "nor a creature entering at the same time"
    )
