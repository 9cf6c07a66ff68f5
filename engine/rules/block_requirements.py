"""Requirements on declaring blockers (CR 509.1c): "must be blocked if able", "All creatures able
to block [it] do so" (Lure), "blocks each combat if able".

509.1c: the defending player checks each creature they control for requirements, and the number
of requirements obeyed must be as great as it can be without breaking a restriction (509.1b). So
a declaration is legal only if no other legal declaration obeys more of them. Each is a
`CombatRule` on a creature (`engine.cards.vocabulary.combat`), counted per creature it binds:

- "must_be_blocked_by_all" on an attacker (Lure): one requirement for each creature able to block
  it — that creature blocks it (Lure's ruling: it gives no creature the ability to block; a
  tapped creature, or one that can't block it, isn't asked);
- "must_be_blocked" on an attacker: one requirement, that some creature blocks it;
- "blocks_each_combat" on a creature of the defending player: that it blocks;
- a resolved ability's "blocks [this creature] this combat if able" on a creature (provoke,
  702.39a, `v.BlockIfAble`): that it blocks that attacker.

The most that can be obeyed is found by trying the legal declarations — every creature blocking
one attacker it may block (509.1a-b), or as many as an effect lets it (`allowed`), or none, an
attacking band blocked whole (702.22h), each attacker blocked by a number of creatures its
restrictions allow (menace, 702.111b) — which `able`, `allowed`, `band` and `count_ok` describe;
`blocking` gives them from its own checks of a block. A declaration is the set of its
(blocker, attacker) blocks. The search is bounded (`MAX_DECLARATIONS`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import combinations, product

from engine.cards import vocabulary as v
from engine.core.errors import EngineLimitError, IllegalActionError
from engine.core.events import describe
from engine.core.state import GameObject, GameState, ObjectRef
from engine.derived.characteristics import characteristics
from engine.rules.combat_rules import count_refusal, restrictions

#: The most declarations of blockers tried to find how many requirements can be obeyed.
MAX_DECLARATIONS = 200_000

#: A declaration of blockers: its (blocker, attacker) blocks.
Blocks = frozenset[tuple[str, str]]


@dataclass(frozen=True, slots=True)
class Requirement:
    """One requirement (509.1c): `blocker` blocks `attacker` (None: any attacker), or, with no
    `blocker`, some creature blocks `attacker`; `says` is what asks it, in words."""

    blocker: str | None
    attacker: str | None
    says: str

    def obeyed(self, blocks: Blocks) -> bool:
        """Whether the declaration `blocks` ((blocker, attacker) pairs) obeys it."""
        if self.blocker is None:
            return any(a == self.attacker for _, a in blocks)
        if self.attacker is None:
            return any(b == self.blocker for b, _ in blocks)
        return (self.blocker, self.attacker) in blocks


@dataclass(frozen=True, slots=True)
class Declarations:
    """What a declaration of blockers is chosen among: the attacking creatures, the creatures
    the defending players control (`candidates`), which block is legal on its own (`able`,
    509.1a-b), how many attackers each candidate may block (`allowed`, None: any number), each
    attacker's band (`band`, itself first, 702.22h), how many blockers each attacker may have
    (`count_ok`, 509.1b), and the requirements (509.1c)."""

    attackers: tuple[GameObject, ...]
    candidates: tuple[GameObject, ...]
    able: Callable[[str, str], bool]
    allowed: Callable[[str], int | None]
    band: Callable[[str], tuple[str, ...]]
    count_ok: Callable[[str, int], bool]
    found: tuple[Requirement, ...]

    def most_obeyed(self) -> tuple[int, frozenset[tuple[str, str]]]:
        """How many requirements a legal declaration can obey at most (509.1c), and every block
        (blocker, attacker) of some declaration obeying that many."""
        best, blocks = 0, set[tuple[str, str]]()
        for declared in self._legal():
            n = sum(r.obeyed(declared) for r in self.found)
            if n > best:
                best, blocks = n, set()
            if n == best:
                blocks |= declared
        return best, frozenset(blocks)

    def refusal(self) -> Callable[[str | None, str | None], tuple[bool, str] | None]:
        """What the requirements say of one block (blocker, attacker) offered on its own (509.1c):
        (False, why) when no declaration obeying the most of them holds it; (True, why) when one
        does but the block alone obeys fewer — it is declared only together with others; None
        when it alone obeys as many as any declaration."""
        if not self.found:
            return lambda _b, _a: None
        best, kept = self.most_obeyed()
        says = self.found[0].says

        def said(blocker: str | None, attacker: str | None) -> tuple[bool, str] | None:
            if (blocker, attacker) not in kept:
                return False, f"{says}: a declaration with this block obeys fewer requirements"
            if blocker is None or attacker is None:
                return None
            alone = frozenset((blocker, a) for a in self.band(attacker))
            if sum(r.obeyed(alone) for r in self.found) >= best:
                return None
            return True, f"only together with other blockers: {says}"

        return said

    def check(self, blocks: Blocks) -> None:
        """Refuse a declaration obeying fewer requirements than a legal one could (509.1c)."""
        if not self.found:
            return
        best, _ = self.most_obeyed()
        obeyed = sum(r.obeyed(blocks) for r in self.found)
        if obeyed >= best:
            return
        unmet = next(r for r in self.found if not r.obeyed(blocks))
        raise IllegalActionError(
            f"{unmet.says}: this declaration of blockers obeys {obeyed} of the requirements, "
            f"and one that breaks no restriction could obey {best}",
            ("509.1c",),
        )

    def _legal(self) -> Iterator[Blocks]:
        """Every legal declaration of blockers (509.1a-b, 702.22h), as its blocks."""
        units = list(dict.fromkeys(tuple(sorted(self.band(a.id))) for a in self.attackers))
        choices: list[list[tuple[tuple[str, ...], ...]]] = []
        for c in self.candidates:
            mine = [u for u in units if any(self.able(c.id, a) for a in u)]
            cap = self.allowed(c.id)
            most = len(mine) if cap is None else min(cap, len(mine))
            choices.append([combo for k in range(most + 1) for combo in combinations(mine, k)])
        total = 1
        for options in choices:
            total *= len(options)
        if total > MAX_DECLARATIONS:
            raise EngineLimitError("max_block_declarations", MAX_DECLARATIONS)
        ids = [c.id for c in self.candidates]
        for picked in product(*choices):
            blocks = frozenset(
                (b, a) for b, combo in zip(ids, picked, strict=True) for u in combo for a in u
            )
            counts: dict[str, int] = {}
            for _, a in blocks:
                counts[a] = counts.get(a, 0) + 1
            if all(self.count_ok(a, n) for a, n in counts.items()):
                yield blocks


def declarations(
    state: GameState,
    attackers: list[GameObject],
    candidates: list[GameObject],
    check: Callable[[str, str], object],
    allowed: Callable[[str], int | None],
    band: Callable[[str], tuple[str, ...]],
) -> Declarations:
    """The declarations of blockers to choose among: `check(blocker, attacker)` is the engine's
    own check of one block, raising `IllegalActionError` when it is refused (509.1a-b);
    `allowed(blocker)` how many attackers it may block (509.1a), `band(attacker)` the band a
    block of it blocks (702.22h)."""
    seen: dict[tuple[str, str], bool] = {}
    counted: dict[tuple[str, int], bool] = {}
    by_id = {a.id: a for a in attackers}

    def able(blocker: str, attacker: str) -> bool:
        if (blocker, attacker) not in seen:
            try:
                check(blocker, attacker)
                seen[blocker, attacker] = True
            except IllegalActionError:
                seen[blocker, attacker] = False
        return seen[blocker, attacker]

    def count_ok(attacker: str, n: int) -> bool:
        if (attacker, n) not in counted:
            counted[attacker, n] = count_refusal(state, by_id[attacker], n) is None
        return counted[attacker, n]

    found = _requirements(state, attackers, candidates, able)
    return Declarations(
        tuple(attackers), tuple(candidates), able, allowed, band, count_ok, tuple(found)
    )


def _requirements(
    state: GameState,
    attackers: list[GameObject],
    candidates: list[GameObject],
    able: Callable[[str, str], bool],
) -> list[Requirement]:
    """The requirements on a declaration of blockers, each binding one creature (509.1c)."""
    found: list[Requirement] = []
    for attacker in attackers:
        for r in restrictions(characteristics(state, attacker)):
            says = f"{describe(state, attacker)} {r.says}"
            if r.rule.rule == "must_be_blocked":
                found.append(Requirement(None, attacker.id, says))
            elif r.rule.rule == "must_be_blocked_by_all":
                found += [
                    Requirement(c.id, attacker.id, says)
                    for c in candidates
                    if able(c.id, attacker.id)
                ]
    for creature in candidates:
        for r in restrictions(characteristics(state, creature)):
            if r.rule.rule == "blocks_each_combat":
                found.append(
                    Requirement(creature.id, None, f"{describe(state, creature)} {r.says}")
                )
    return found + _block_if_able(state, attackers, candidates)


def _block_if_able(
    state: GameState, attackers: list[GameObject], candidates: list[GameObject]
) -> list[Requirement]:
    """ "[Target creature] blocks this creature this combat if able" (provoke, 702.39a): a
    requirement a resolved ability put on a creature (613.11), naming an attacking creature as
    that object (400.7); none once either is gone, or the creature it names isn't attacking."""
    found: list[Requirement] = []
    attacking = {a.ref for a in attackers}
    blocking = {c.ref for c in candidates}
    for effect in state.effects:
        for m in effect.modifications:
            if not isinstance(m, v.BlockIfAble) or ObjectRef(m.object, m.incarnation) not in (
                attacking
            ):
                continue
            attacker = state.objects[m.object]
            for ref in effect.affected:
                if ref in blocking:
                    blocker = state.objects[ref.id]
                    says = (
                        f"{describe(state, blocker)} blocks {describe(state, attacker)} if able, "
                        f"as {effect.source_name} says"
                    )
                    found.append(Requirement(blocker.id, attacker.id, says))
    return found
