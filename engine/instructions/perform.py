"""Instructions of resolving spells and abilities (CR 608.2c): what they act for, and the one
way to carry one out.

Each kind of instruction in the card vocabulary has one handler, registered with `@handles(kind)`
by the module that holds its rules — `engine.instructions.basic` for the basic ones, a module of
`engine.mechanics` for a keyword action (populate 701.36, investigate 701.16, …). `perform` looks
the handler up. A mechanic can perform instructions of its own (a mana ability's effects, 605.3b)
without the basic effects knowing about any mechanic: the imports point one way (ARCHITECTURE.md).
Targets that became illegal are skipped by the caller (608.2b); a handler does what it says "as
much as possible" (609.3).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.cards import vocabulary as v
from engine.core.primitives import that_creature_ref
from engine.core.state import (
    Event,
    GameObject,
    GameState,
    ObjectRef,
    PlayerId,
    PlayerTarget,
    Target,
    Zone,
)
from engine.derived.amounts import settle
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.event_players import event_player
from engine.derived.targets import matches
from engine.operations.zones import at_once

Result = tuple[GameState, list[Event]]
Handler = Callable[[GameState, Any, "Context"], Result]
H = TypeVar("H", bound=Callable[..., Result])

#: Each instruction kind's handler, filled in as the modules holding them are imported.
HANDLERS: dict[type, Handler] = {}


@dataclass(frozen=True, slots=True)
class Context:
    """Who and what an instruction acts for."""

    controller: PlayerId
    source: GameObject
    #: Chosen targets per target spec, with those found illegal on resolution removed.
    targets: tuple[tuple[Target, ...], ...]
    x: int
    #: For zone-change triggers, whose "self" may be the new object, the rule that lets it find
    #: that object: 400.7e (its own move), 400.7f (an Aura's, as the enchanted permanent left).
    follows_source: str = ""
    #: What a triggered ability remembers (e.g. the spell that targeted a ward permanent).
    info: tuple[tuple[str, Any], ...] = ()
    #: True while a triggered ability resolves ("may" in one: 603.5).
    triggered: bool = False

    def amount(self, amount: v.Amount) -> int:
        """The number an amount is: X as announced (107.3a), or a counted quantity's number,
        which `perform` has put in its place already (608.2h)."""
        if amount == "X":
            return self.x
        if not isinstance(amount, int):
            raise TypeError(f"{amount!r} wasn't counted as its instruction was performed")
        return amount

    def objects(self, state: GameState, ref: v.TargetRef) -> list[GameObject]:
        if ref == "self":
            current = state.current(self.source.ref)
            if current is None and self.follows_source:
                # A zone-change trigger finds the new object in the public zone it moved to
                # (CR 400.7e), e.g. Rancor returning from the graveyard.
                moved = state.objects.get(self.source.id)
                if moved is not None and moved.zone in (Zone.GRAVEYARD, Zone.EXILE):
                    return [moved]
            return [current] if current else []
        if ref == "that_creature":
            # The creature the trigger event named, if it is still that object (400.7).
            that = that_creature_ref(self.info)
            found = None if that is None else state.current(that)
            return [found] if found is not None else []
        if ref == "that_card":
            # The new object the creature its zone-change trigger names became in the public
            # zone it moved to, as long as it is still that object there (400.7e, 400.7).
            that = that_creature_ref(self.info)
            moved = None if that is None else state.objects.get(that.id)
            if moved is None or that is None or moved.incarnation != that.incarnation + 1:
                return []
            return [moved] if moved.zone in (Zone.GRAVEYARD, Zone.EXILE) else []
        if ref == "enchanted":
            # What the source is attached to now, or was attached to as it last existed (608.2h).
            source = state.current(self.source.ref) or self.source
            host = state.objects.get(source.attached_to or "")
            return [host] if host is not None and host.zone is Zone.BATTLEFIELD else []
        out = []
        for t in self.targets[ref] if ref < len(self.targets) else ():
            if isinstance(t, ObjectRef) and (obj := state.current(t)) is not None:
                out.append(obj)
        return out

    def as_it_was(self, state: GameState, ref: v.TargetRef) -> GameObject | None:
        """The one object `ref` names, as it is now if it is still that object, else as it
        last existed (608.2h, 400.7): "if it was a creature card" after it was exiled, "if
        that creature was a Human" after it died. None when it names none, or several."""
        if ref == "self":
            return state.current(self.source.ref) or state.lki.get(self.source.ref, self.source)
        if ref == "enchanted":
            # What the source is attached to (301.5a, 303.4): "if equipped creature is a Vampire".
            return next(iter(self.objects(state, ref)), None)
        if ref == "that_creature":
            that = that_creature_ref(self.info)
            refs = [] if that is None else [that]
        elif isinstance(ref, int) and ref < len(self.targets):
            refs = [t for t in self.targets[ref] if isinstance(t, ObjectRef)]
        else:
            refs = []
        if len(refs) != 1:
            return None
        return state.current(refs[0]) or state.lki.get(refs[0])

    def each(self, state: GameState, flt: v.Filter, whose: int | None = None) -> list[GameObject]:
        """Every permanent a group names as the instruction is performed ("destroy all
        creatures", "exile each …", "all permanents you control phase out"): asked now, not
        when the spell was cast (608.2h), with this spell's or ability's controller as "you"
        (109.5) — or, with `whose`, from the point of view of the player chosen for that target
        spec ("creatures target player controls", `target_player`): none once that target is
        illegal (608.2b). A group said of an object the instruction names is asked of that
        object as it is now or last existed (608.2h): "attached to that creature" (303.4,
        301.5), "with the same name as that permanent" (201.2a: that one excepted, and none
        for an object with no name)."""
        you = self.controller if whose is None else self.target_player(state, whose)
        if you is None:
            return []
        found = state.battlefield()
        if flt.attached_to_object is not None:
            hosts = {o.id for o in self.objects(state, flt.attached_to_object)}
            found = [o for o in found if o.attached_to in hosts]
            flt = flt.model_copy(update={"attached_to_object": None})
        if flt.same_name_as is not None:
            that = self.as_it_was(state, flt.same_name_as)
            name = "" if that is None else characteristics(state, that).name
            found = [
                o
                for o in found
                if name and o.id != (that and that.id) and characteristics(state, o).name == name
            ]
            flt = flt.model_copy(update={"same_name_as": None})
        return [o for o in found if matches(state, o, flt, you, self.source.id) is None]

    def permanent(
        self, state: GameState, ref: v.TargetRef
    ) -> tuple[GameObject | None, GameObject | None]:
        """The permanent `ref` names on the battlefield now, and that permanent as it is or as
        it last existed there: a permanent that left still does what the instruction says of it
        with its last known information (608.2h; "connives", 701.50c; "explores", 701.44c).
        (None, None): none was chosen (609.3) or the target is no longer legal (608.2b)."""
        found = [o for o in self.objects(state, ref) if o.zone is Zone.BATTLEFIELD]
        if found:
            return found[0], found[0]
        if ref == "self":
            return None, state.lki.get(self.source.ref, self.source)
        if ref == "that_creature" and (that := that_creature_ref(self.info)) is not None:
            return None, state.lki.get(that)
        return None, None

    def target_player(self, state: GameState, spec: int) -> PlayerId | None:
        """ "That player or that planeswalker's controller": the player chosen for target spec
        `spec`, or the controller of the permanent chosen for it; None once that target is
        illegal, whose information can't be determined (608.2b)."""
        for t in self.targets[spec] if spec < len(self.targets) else ():
            if isinstance(t, PlayerTarget):
                return t.player
            if (obj := state.current(t)) is not None:
                return controller_of(state, obj)
        return None

    def players(self, state: GameState, who: str, target: int | None = None) -> list[PlayerId]:
        """The players an instruction about players acts on (`WhichPlayers`): for "each", in
        APNAP order (101.4); a target no longer legal is left out (608.2b); the defending player
        of this attacking creature (506.2), remembered from when it attacked (508.5) or found in
        combat; "that player" of the trigger event (603.2). A player who has left the game is
        no one to act on (800.4a)."""
        if who == "target":
            group = (
                self.targets[target] if target is not None and target < len(self.targets) else ()
            )
            return [t.player for t in group if isinstance(t, PlayerTarget)]
        if who == "controller":
            # "Its controller": of the target as it is, or as it last existed (608.2h).
            group = (
                self.targets[target] if target is not None and target < len(self.targets) else ()
            )
            controllers = [
                controller_of(state, obj)
                for t in group
                if isinstance(t, ObjectRef)
                and (obj := state.current(t) or state.lki.get(t)) is not None
            ]
            return [p for p in dict.fromkeys(controllers) if p in state.apnap()]
        if who == "chosen_player":
            # The player chosen as the source entered (607.2d), as it is or last existed.
            source = state.current(self.source.ref) or state.lki.get(self.source.ref, self.source)
            chosen = dict(source.chosen).get("player")
            return [chosen] if isinstance(chosen, str) and chosen in state.apnap() else []
        if who in ("each", "each_player"):
            return list(state.apnap())
        if who == "each_opponent":
            return [p for p in state.apnap() if p != self.controller]
        if who in ("defending", "that_player"):
            found = event_player(state, dict(self.info), who, self.source.ref)
            return [] if found is None else [found]
        return [self.controller]


def handles(*kinds: type) -> Callable[[H], H]:
    """Register the decorated function as the handler of these instruction kinds."""

    def register(handler: H) -> H:
        for kind in kinds:
            if kind in HANDLERS:
                raise TypeError(f"{kind.__name__} already has a handler: {HANDLERS[kind]}")
            HANDLERS[kind] = handler
        return handler

    return register


def perform(state: GameState, instruction: v.Effect, ctx: Context) -> Result:
    """Carry out one instruction (CR 608.2c) with its kind's handler, as one event: the
    permanents it moves leave the battlefield together (603.10a, `at_once`)."""
    handler = HANDLERS.get(type(instruction))
    if handler is None:
        raise TypeError(f"no handler is registered for {type(instruction).__name__}")
    # Amounts the text defines are counted now, once (608.2h), the same way for every kind.
    instruction, counted = settle(
        state, instruction, ctx.controller, ctx.source, ctx.targets, ctx.x, ctx.info
    )
    done = instruction
    state, events = at_once(state, lambda before: handler(before, done, ctx))
    return state, [*counted, *events]
