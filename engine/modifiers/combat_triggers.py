"""The combat matchers of `triggers` (603.2): "whenever [this / a creature you control] attacks
[alone]" as attackers are declared (508.3a, 506.5), and "whenever [this] blocks [a creature
matching the filter] / becomes blocked [by a creature]" as blockers are (509.3a-d, 509.3f).
"""

from __future__ import annotations

from engine.core.occurrences import Attacks, Blocks
from engine.core.primitives import that_creature
from engine.core.state import Info
from engine.derived.targets import matches
from engine.modifiers.watched import Watching


def attacks(w: Watching, occ: Attacks) -> list[Info]:
    t, source, you = w.trigger, w.source, w.you
    if t.alone and len(occ.attackers) != 1:
        return []  # "attacks alone": the only creature declared as an attacker (506.5)
    return [
        (("attacker", a.ref.id), ("defender", a.defender), *that_creature(a.ref))
        for a in occ.attackers
        if not (t.scope == "self" and a.ref != source.ref)
        and not (t.scope == "you_control" and a.controller != you)
    ]


def blocks(w: Watching, occ: Blocks) -> list[Info]:
    """ "Whenever [this] blocks [a creature matching the filter]" (509.3a-b), "becomes blocked"
    (509.3c: once, however many block it), "blocks or becomes blocked" (bushido, 702.45a), and
    "becomes blocked by a creature [matching the filter]" (509.3d: once for each). The
    characteristics that matter are those as blockers are declared (509.3f)."""
    state, source, t = w.state, w.source, w.trigger
    if t.scope != "self":
        return []
    role = t.combat_role
    out: list[Info] = []
    if role in ("blocks", "blocks_or_becomes_blocked"):
        for b in occ.blockers:
            attacker = state.current(b.attacker)
            if (
                b.ref == source.ref
                and attacker is not None
                and not (role == "blocks" and matches(state, attacker, t.filter, b.controller))
            ):
                out.append(that_creature(b.attacker))
    if role in ("becomes_blocked", "blocks_or_becomes_blocked"):
        blocked_by = [b for b in occ.blockers if b.attacker == source.ref]
        if blocked_by:
            out.append(that_creature(blocked_by[0].ref))
    if role == "blocked_by":
        for b in occ.blockers:
            blocker = state.current(b.ref)
            if (
                b.attacker == source.ref
                and blocker is not None
                and not matches(state, blocker, t.filter, b.controller)
            ):
                out.append(that_creature(b.ref))
    return out
