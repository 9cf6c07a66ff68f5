"""The combat matchers of `triggers` (603.2): "whenever [this / a creature you control] attacks
[alone]" as attackers are declared (508.3a, 506.5), and "whenever [this] blocks [a creature
matching the filter] / becomes blocked [by a creature]" as blockers are (509.3a-d, 509.3f).
"""

from __future__ import annotations

from engine.cards.vocabulary import Filter
from engine.core.occurrences import Attacks, Blocks
from engine.core.primitives import that_creature
from engine.core.replace import replace
from engine.core.state import Info, ObjectRef
from engine.derived.targets import matches
from engine.modifiers.watched import Watching, named, watches_object


def attacks(w: Watching, occ: Attacks) -> list[Info]:
    """ "Whenever [this / a creature matching the filter / equipped creature] attacks [alone]"
    (508.3a, 506.5): once for each such attacker; "Whenever you attack [with N or more
    creatures]" (508.3c-d): once, when that many creatures its controller controls that match
    the filter are among the attackers."""
    state, t, source, you = w.state, w.trigger, w.source, w.you
    if t.alone and len(occ.attackers) != 1:
        return []  # "attacks alone": the only creature declared as an attacker (506.5)
    if t.others_attacking is not None:
        return _attacks_together(w, occ)
    if t.attackers_at_least is not None:
        yours = [
            a
            for a in occ.attackers
            if a.controller == you
            and (o := state.current(a.ref)) is not None
            and not matches(state, o, t.filter, you, source.id)
        ]
        if len(yours) < t.attackers_at_least:
            return []
        return [(("attacker", yours[0].ref.id), ("defender", yours[0].defender))]
    return [
        (("attacker", a.ref.id), ("defender", a.defender), *that_creature(a.ref))
        for a in occ.attackers
        if watches_creature(w, a.ref)
    ]


def _attacks_together(w: Watching, occ: Attacks) -> list[Info]:
    """ "Whenever this creature and at least two other creatures attack" (battalion): once, when
    the creature watched (this one, or the one this is attached to) is declared as an attacker
    with at least that many other attackers matching the filter (508.3a, 603.2)."""
    state, t = w.state, w.trigger
    watched = [a for a in occ.attackers if watches_creature(w, a.ref)]
    if len(watched) != 1:
        return []
    (one,) = watched
    others = [
        a
        for a in occ.attackers
        if a.ref != one.ref
        and (o := state.current(a.ref)) is not None
        and not matches(state, o, t.filter, w.you, w.source.id)
    ]
    if len(others) < (t.others_attacking or 0):
        return []
    return [(("attacker", one.ref.id), ("defender", one.defender), *that_creature(one.ref))]


def watches_creature(w: Watching, ref: ObjectRef) -> bool:
    """Whether the trigger watches the creature `ref` attacking or dealing damage: the
    trigger's one reading of whose creature it is (`watched.watches_object`), the creature
    itself included in "a creature you control" (603.2: it is one)."""
    obj = w.state.current(ref)
    if obj is None:
        return False
    roles = _ITSELF if obj.id == w.source.id else _OTHERS
    return watches_object(replace(w, roles=roles), obj)


_ITSELF = frozenset({"self", "you_control", "any"})
_OTHERS = frozenset({"you_control", "any"})


def blocks(w: Watching, occ: Blocks) -> list[Info]:
    """ "Whenever [this] blocks [a creature matching the filter]" (509.3a-b), "becomes blocked"
    (509.3c: once, however many block it), "blocks or becomes blocked" (bushido, 702.45a), and
    "becomes blocked by a creature [matching the filter]" (509.3d: once for each). The
    characteristics that matter are those as blockers are declared (509.3f)."""
    state, source, t = w.state, w.source, w.trigger
    if t.scope != "self":
        return _others_block(w, occ)
    role = t.combat_role
    out: list[Info] = []
    if role in ("blocks", "blocks_or_becomes_blocked", "blocks_or_blocked_by"):
        # "Whenever ~ blocks" and bushido's "blocks or becomes blocked" trigger once however
        # many creatures it blocks (509.3a); "blocks a creature [with flying]" once for each
        # (509.3b).
        each = role == "blocks_or_blocked_by" or (role == "blocks" and t.filter != Filter())
        for b in occ.blockers:
            if b.ref != source.ref:
                continue
            for ref in b.attackers:
                attacker = state.current(ref)
                if attacker is not None and not (
                    each and matches(state, attacker, t.filter, b.controller, source.id)
                ):
                    out.append(that_creature(ref))
                    if not each:
                        break
    if role in ("becomes_blocked", "blocks_or_becomes_blocked"):
        blocked_by = [b for b in occ.blockers if b.blocks(source.ref)]
        if blocked_by and not (role == "blocks_or_becomes_blocked" and out):
            out.append(that_creature(blocked_by[0].ref))
    if role in ("blocked_by", "blocks_or_blocked_by"):
        for b in occ.blockers:
            blocker = state.current(b.ref)
            if (
                b.blocks(source.ref)
                and blocker is not None
                and not matches(state, blocker, t.filter, b.controller, source.id)
            ):
                out.append(that_creature(b.ref))
    return out


def _others_block(w: Watching, occ: Blocks) -> list[Info]:
    """ "Whenever a creature you control blocks" (509.3a: once, however many it blocks),
    "whenever a creature you control becomes blocked" (509.3c: once, however many block it),
    "whenever enchanted creature blocks": each creature the trigger watches doing it, as
    blockers are declared (509.3f), remembered with its controller ("that creature", "that
    creature's controller", 603.2)."""
    if w.trigger.combat_role == "blocks":
        refs = dict.fromkeys(b.ref for b in occ.blockers)
    elif w.trigger.combat_role == "becomes_blocked":
        refs = dict.fromkeys(r for b in occ.blockers for r in b.attackers)
    else:
        return []
    found = [w.state.current(ref) for ref in refs if watches_creature(w, ref)]
    return [named(w.state, obj) for obj in found if obj is not None]
