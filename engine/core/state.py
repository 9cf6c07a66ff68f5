"""Game state as immutable data (frozen dataclasses and tuples).

Every change is a new `GameState`; `replace` (`engine/core/replace.py`: `dataclasses.replace`,
made faster) builds it. A history of states gives back, forward, jump and share links for free.
Objects keep the scenario's id across zone changes for the output, while `incarnation` counts
their lives: a card that changes zones becomes a new object (CR 400.7), so targets remember the
incarnation they chose.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from typing import Literal, TypeVar, cast

from engine.cards.vocabulary import (
    Activated,
    CardDef,
    Duration,
    Filter,
    Modification,
    Static,
    Triggered,
)
from engine.core.agenda import AgendaItem, Directive
from engine.core.lasting_effects import ContinuousEffect as ContinuousEffect
from engine.core.lasting_effects import ReplacementEffect as ReplacementEffect
from engine.core.mana import EMPTY_POOL, ManaCost, Pool
from engine.core.objects_view import Groups, ObjectsView, grouped
from engine.core.pending_choice import Answer as Answer
from engine.core.pending_choice import AnswerValue as AnswerValue
from engine.core.pending_choice import Choice as Choice
from engine.core.pending_choice import ChoiceKind as ChoiceKind
from engine.core.primitives import FaceDownBy as FaceDownBy
from engine.core.primitives import Info as Info
from engine.core.primitives import InfoValue as InfoValue
from engine.core.primitives import JsonValue as JsonValue
from engine.core.primitives import ObjectId as ObjectId
from engine.core.primitives import ObjectRef as ObjectRef
from engine.core.primitives import PlayerId as PlayerId
from engine.core.primitives import PlayerTarget as PlayerTarget
from engine.core.primitives import RunError as RunError
from engine.core.primitives import Step as Step
from engine.core.primitives import Target as Target
from engine.core.primitives import Zone as Zone
from engine.core.replace import replace
from engine.core.restricted_mana import Held, RestrictedMana, for_other_costs, spend_from
from engine.core.scenario_actions import Action, Limits
from engine.core.scenario_actions import Answer as ScriptAnswer
from engine.core.turn_state import Combat, Turn
from engine.core.unread import Noted

T = TypeVar("T")


def freeze(mapping: dict[str, int]) -> tuple[tuple[str, int], ...]:
    """A counters mapping as sorted pairs without zeros (hashable, canonical)."""
    return tuple(sorted((k, v) for k, v in mapping.items() if v))


@dataclass(frozen=True, slots=True)
class Player:
    id: PlayerId
    name: str
    life: int = 20
    counters: tuple[tuple[str, int], ...] = ()
    mana_pool: Pool = EMPTY_POOL
    #: Mana in the pool that may be spent only on some things (106.6), apart from `mana_pool`.
    restricted_mana: tuple[RestrictedMana, ...] = ()
    max_hand_size: int = 7
    #: Anonymous cards at the bottom of the library (in addition to library objects).
    anonymous_library: int = 0
    lost: bool = False
    #: The cards designated as this player's commander before the game (903.3; two with
    #: partner, 702.124): their objects' ids, which stay theirs as they change zones.
    commanders: tuple[ObjectId, ...] = ()
    #: Attempted to draw from an empty library since SBAs were last checked (CR 704.5b).
    drew_from_empty: bool = False

    def counter(self, kind: str) -> int:
        return dict(self.counters).get(kind, 0)

    def pay_other(self, cost: ManaCost, spent: Pool | None = None) -> Held:
        """The pool after paying a cost that is neither a spell's nor an ability's (an "unless"
        payment, 118.12; an attack's cost, 508.1j; turning a permanent face up, 116.2b) with
        the mana that may pay it (106.6); ManaError when it can't (118.3)."""
        return spend_from(self.mana_pool, self.restricted_mana, for_other_costs, cost, spent)

    def paid(self, held: Held) -> Player:
        """This player with the pool a payment left (106.6: restricted mana too)."""
        return replace(self, mana_pool=held.pool, restricted_mana=held.restricted)


@dataclass(frozen=True, slots=True)
class GameObject:
    """A card, token or copy of a spell in some zone, with its status (CR 109, 110.5)."""

    id: ObjectId
    card: CardDef
    owner: PlayerId
    controller: PlayerId
    zone: Zone
    timestamp: int
    incarnation: int = 0
    token: bool = False
    #: True for a copy of a spell (CR 707.10), which ceases to exist off the stack (704.5e).
    spell_copy: bool = False
    tapped: bool = False
    #: True: its controller hasn't controlled it continuously since their latest turn began (302.6).
    summoning_sick: bool = False
    #: The controller (after layers) that `summoning_sick` was last settled for, when that isn't
    #: `controller`: a control-changing effect's player (see `engine.derived.control`, 302.6).
    control_seen: PlayerId | None = None
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    #: The timestamp each kind of keyword counter on it last received (613.7c: every counter of
    #: a kind takes the newest one's), which orders its keyword among the effects of layer 6
    #: (122.1b, 613.1f); a kind not here has the object's own (it entered with them).
    counter_timestamps: tuple[tuple[str, int], ...] = ()
    attached_to: ObjectId | PlayerId | None = None
    entered_this_turn: bool = False
    regeneration_shields: int = 0
    cant_be_regenerated: bool = False
    #: Dealt damage by a deathtouch source since SBAs were last checked (CR 702.2b, 704.5h).
    deathtouch_damage: bool = False
    #: Layer 1 (CR 707.2, 613.2): the copiable values this object has because of a copy effect
    #: (Clone entering as a copy, a token copy), and the id of what it copied.
    copied: CardDef | None = None
    copy_of: ObjectId | None = None
    #: What `copied` and `copy_of` were before a copy effect lasting "until end of turn" began
    #: (Mirrorweave): they are again when it ends in the cleanup step (514.2) — unless a copy
    #: effect for the rest of the game began after it, whose later timestamp wins then anyway
    #: (613.2a, 613.7), which clears this. Two such effects end together: the first's is kept.
    copy_reverts_to: tuple[CardDef | None, ObjectId | None] | None = None
    #: Stack objects: chosen targets per target spec, X, chosen modes (1-based, printed order).
    targets: tuple[tuple[Target, ...], ...] = ()
    x: int | None = None
    modes: tuple[int, ...] = ()
    #: The mana spent to cast it (601.2h), which the permanent it becomes keeps; None for an
    #: object that wasn't cast (converge, sunburst: the colors among it).
    mana_spent: Pool | None = None
    #: Choices made for it by name: a color as it entered (614.12a), the X it was cast with, or
    #: what a scenario gives; also "renowned" (a designation, 702.112b), gone as it leaves.
    chosen: tuple[tuple[str, JsonValue], ...] = ()
    stickers: tuple[tuple[str, int, int], ...] = ()
    #: Face down, and by what (708.2, layer 1b): its values are `engine.core.face_down`'s 2/2.
    face_down: FaceDownBy | None = None
    #: A transforming double-faced permanent with its back face up (701.27g): `card` is the back
    #: face's characteristics (712.8e) and this the front face's, which it has again in any
    #: other zone (712.8a) and whose mana cost gives its mana value (712.8e).
    front: CardDef | None = None
    #: How many times it has transformed as this object (712.18: it stays the same object), so
    #: that an ability of it doesn't transform it again once it has since (701.27f).
    transformations: int = 0
    #: A split card's half on the stack: `card` is the half cast, which alone exists there
    #: (709.3b), and this the whole card, which it is again in any other zone (709.4); so too
    #: a modal double-faced card's back face up on the stack or battlefield (712.8f, 712.8a).
    whole: CardDef | None = None
    #: A flip card's status on the battlefield (110.5, 710.2): it has its flipped half's
    #: characteristics (`CardDef.flipped`, 710.1b) until it leaves, forgetting it (710.4).
    flipped: bool = False
    #: Phased out (702.26b, zone `PHASED_OUT`): directly, under this player, who was its
    #: controller then and in whose untap step it phases in (502.1); or indirectly, with the
    #: permanent it is attached to (702.26g), which this names instead.
    phased_out_under: PlayerId | None = None
    phased_out_with: ObjectId | None = None

    @property
    def transformed(self) -> bool:
        """Whether it is a transformed permanent, its back face up (701.27g)."""
        return self.front is not None

    @property
    def modal_back_up(self) -> bool:
        """Whether it is a modal double-faced card with its back face up (712.8f): `card` is
        that face and `whole` the card, on the stack or the battlefield (712.11b, 712.12)."""
        whole = self.whole
        return whole is not None and whole.modal_back is not None and self.card is whole.modal_back

    @property
    def ref(self) -> ObjectRef:
        return ObjectRef(self.id, self.incarnation)

    @property
    def level(self) -> int:
        """Its class level (716.2b: a designation, kept in `chosen`); 1 without one (716.2d)."""
        value = dict(self.chosen).get("level")
        return value if isinstance(value, int) and not isinstance(value, bool) else 1

    def counter(self, kind: str) -> int:
        for k, v in self.counters:
            if k == kind:
                return v
        return 0

    def with_counters(self, mapping: dict[str, int]) -> GameObject:
        return replace(self, counters=freeze(mapping))


@dataclass(frozen=True, slots=True)
class StackAbility:
    """An activated or triggered ability on the stack (CR 113.1c, 113.7a).

    It exists independently of its source; `source_lki` is the source as it last existed, used
    when the source has left its zone (CR 608.2h, 113.7a).
    """

    id: ObjectId
    source: ObjectRef
    source_lki: GameObject
    controller: PlayerId
    kind: Literal["activated", "triggered"]
    #: The ability itself, printed or gained (613.1f): one the source had only because of an
    #: effect still resolves if the effect ends (113.7a).
    ability: Activated | Triggered
    targets: tuple[tuple[Target, ...], ...] = ()
    x: int | None = None
    #: A modal ability's chosen modes (700.2b); `ability` then holds their targets and effects.
    modes: tuple[int, ...] = ()
    #: Information the trigger carries (e.g. the X of the spell an object entered from).
    info: Info = ()


@dataclass(frozen=True, slots=True)
class PendingTrigger:
    """A triggered ability that triggered and waits to be put on the stack (CR 603.3), or a
    delayed triggered ability waiting for its moment (603.7a; its id is "" until it triggers).

    It gets its ability id (a1, a2, …) when it triggers, so a player can order triggers by id.
    """

    id: ObjectId
    source: ObjectRef
    source_lki: GameObject
    controller: PlayerId
    #: The ability that triggered: printed, gained from an effect (613.1f) or a keyword's (ward).
    ability: Triggered
    info: Info = ()
    #: Rules the trigger cites as it is put on the stack (its keyword's rule; 603.6c, 603.10a).
    rules: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    text: str
    rules: tuple[str, ...]
    objects: tuple[str, ...] = ()
    rulings: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Counters:
    """Ids the engine hands out, in creation order (t1 tokens, c1 spell copies, a1 abilities,
    m1 emblems)."""

    token: int = 0
    copy: int = 0
    ability: int = 0
    effect: int = 0
    #: Replacement and prevention effects of resolved spells and abilities (r1, r2, …).
    replacement: int = 0
    #: Emblems in the command zone (114.2).
    emblem: int = 0


@dataclass(frozen=True, slots=True)
class Resolution:
    """The stack object being resolved (608.2) and, per target spec, its targets still legal
    (608.2b: illegal ones are unaffected)."""

    item: ObjectId
    targets: tuple[tuple[Target, ...], ...]
    #: The card this resolution offered its controller to cast ("Exile the top card of your
    #: library. You may cast that card.", 608.2g), as the object it was then: still that object
    #: where it was, it wasn't cast ("If you don't, …", 608.2c; cast, it is a new object, 400.7).
    offered: ObjectRef | None = None
    #: How many objects the last instruction that counts them acted on — the permanents "Exile
    #: all …" exiled — which "that many" in a later one is (608.2c).
    that_many: int | None = None
    #: The cards the last instruction exiling cards from graveyards put into exile, as the new
    #: objects there (400.7): what "all cards they exiled this way" names later (608.2c).
    exiled: tuple[ObjectRef, ...] = ()


@dataclass(frozen=True, slots=True)
class LeavingTogether:
    """The permanents one event has taken off the battlefield so far, as they last existed
    there: leaves-the-battlefield abilities look back in time at all of them (603.10a), so a
    creature dying beside Blood Artist still sees it on the battlefield."""

    objects: tuple[GameObject, ...] = ()
    #: Whether one of them may have an ability watching others die (its definition has one).
    watching: bool = False
    #: The permanents the same event has put onto the battlefield so far: they entered at the
    #: same time, so none of their abilities applies to the others entering (614.12).
    entered: tuple[ObjectId, ...] = ()
    #: Whether the permanents this event puts onto the battlefield are looked at for enters
    #: abilities only once all of them are there (603.6a: the newcomers included), not one by
    #: one as each arrives (`engine.operations.zones.enter_together`).
    entering_together: bool = False


@dataclass(frozen=True, slots=True)
class GameState:
    players: tuple[Player, ...]
    objects: dict[ObjectId, GameObject]
    turn: Turn
    #: Bottom to top.
    stack: tuple[ObjectId, ...] = ()
    abilities: dict[ObjectId, StackAbility] = field(default_factory=dict)
    #: Per player, bottom to top (index 0 = bottom, CR 401).
    libraries: dict[PlayerId, tuple[ObjectId, ...]] = field(default_factory=dict)
    graveyards: dict[PlayerId, tuple[ObjectId, ...]] = field(default_factory=dict)
    effects: tuple[ContinuousEffect, ...] = ()
    pending_triggers: tuple[PendingTrigger, ...] = ()
    delayed_triggers: tuple[PendingTrigger, ...] = ()  # created, not yet triggered (603.7a)
    agenda: tuple[AgendaItem, ...] = ()
    choice: Choice | None = None
    next_timestamp: int = 1
    ids: Counters = Counters()
    #: Last known information of objects that left a zone, by incarnation (CR 608.2h).
    lki: dict[ObjectRef, GameObject] = field(default_factory=dict)
    game_over: bool = False
    winner: PlayerId | None = None
    #: The scenario's remaining actions and answers, so `step` alone can replay a scenario.
    script: tuple[Action, ...] = ()
    answers: tuple[ScriptAnswer, ...] = ()
    #: The natural results the scenario supplies for the dice rolled from here on, in order
    #: (706.2; `engine.mechanics.dice`).
    rolls: tuple[int, ...] = ()
    #: Whether the coin flips from here on are won, in order, as the scenario says (705.2;
    #: `engine.mechanics.coins`).
    flips: tuple[bool, ...] = ()
    directive: Directive | None = None
    #: The stack object being resolved and its targets still legal on resolution (608.2b).
    resolving: Resolution | None = None
    #: Why the run stopped early, as the output's `error` (SCENARIO.md), or None.
    error: RunError | None = None
    limits: Limits | None = None
    action_index: int = -1
    steps_taken: int = 0
    events_logged: int = 0
    #: Fingerprints of priority moments since the last player decision (loop detection, 104.4b).
    loop_marks: frozenset[int] = frozenset()
    #: The game's day or night designation (731.1); None while it has neither.
    day_night: Literal["day", "night"] | None = None
    #: The extra turns created and not yet taken, the next to be taken first: the most recently
    #: created (500.7).
    extra_turns: tuple[PlayerId, ...] = ()
    #: Effects giving control of a player during their next turn, waiting for it (723.1):
    #: (the player controlled, the player controlling them), at most one each player — a later
    #: one overwrites (723.1a).
    player_control: tuple[tuple[PlayerId, PlayerId], ...] = ()
    #: The combat phase's attackers and blockers (CR 506); None outside combat.
    combat: Combat | None = None
    #: While one event moves several permanents at once — one instruction's objects, a
    #: state-based-action check (704.3) — the permanents it took off the battlefield so far;
    #: None outside such an event (`engine.operations.zones.at_once`).
    leaving_together: LeavingTogether | None = None
    #: Activations limited to once for the object's life (602.5b): (object, the ability's text).
    activated_once: tuple[tuple[ObjectRef, str], ...] = ()
    #: Prevention and replacement effects of resolved spells and abilities (CR 614, 615).
    replacement_effects: tuple[ReplacementEffect, ...] = ()
    #: Answers given so far to the questions the agenda item at the front asks, in the order
    #: it asks them (`engine.core.choices`); forgotten once the item is done.
    decisions: tuple[Answer, ...] = ()
    #: The run's record of unread lines, and what happened in the step under way that they may
    #: name (`engine.modifiers.unmodelled`); not part of the game's value.
    noted: Noted = field(default=Noted(), compare=False)
    #: Data derived from `objects` (see `ObjectsView`). `replace` carries it to the next state,
    #: where it is used only if it still belongs to that state's `objects`.
    view: ObjectsView[GameObject] | None = field(default=None, compare=False, repr=False)
    #: Derived data computed once per state (the layer system's results); never copied by
    #: `replace`, so a new state starts with an empty cache. Each key holds a value of its own
    #: type, which `engine.derived.layers` (its one user) reads back as that type.
    cache: dict[str, object] = field(default_factory=dict, init=False, compare=False, repr=False)

    # -- look-ups --

    def player(self, player_id: PlayerId) -> Player:
        for p in self.players:
            if p.id == player_id:
                return p
        raise KeyError(player_id)

    def player_ids(self) -> tuple[PlayerId, ...]:
        return tuple(p.id for p in self.players)

    def in_game(self) -> tuple[PlayerId, ...]:
        return tuple(p.id for p in self.players if not p.lost)

    def apnap(self) -> tuple[PlayerId, ...]:
        """Players in APNAP order: the active player, then the others in turn order (101.4)."""
        ids = [p.id for p in self.players if not p.lost]
        if self.turn.active not in ids:
            return tuple(ids)
        i = ids.index(self.turn.active)
        return tuple(ids[i:] + ids[:i])

    def next_player(self, player_id: PlayerId) -> PlayerId:
        ids = [p.id for p in self.players if not p.lost or p.id == player_id]
        i = ids.index(player_id)
        for k in range(1, len(ids) + 1):
            candidate = ids[(i + k) % len(ids)]
            if not self.player(candidate).lost:
                return candidate
        return player_id

    def obj(self, object_id: ObjectId) -> GameObject:
        return self.objects[object_id]

    def current(self, ref: ObjectRef) -> GameObject | None:
        """The object if it is still the same incarnation (else it is a new object, 400.7)."""
        found = self.objects.get(ref.id)
        if found is None or found.incarnation != ref.incarnation:
            return None
        return found

    def battlefield(self) -> list[GameObject]:
        """Permanents in timestamp order (sorted once per objects mapping)."""
        return list(self.derived("battlefield", _battlefield))

    def in_zone(self, zone: Zone, player: PlayerId | None = None) -> list[GameObject]:
        return [
            o
            for o in self.objects.values()
            if o.zone is zone and (player is None or o.owner == player)
        ]

    def hand_size(self, player: PlayerId) -> int:
        hands: Counter[PlayerId] = self.derived("hand_sizes", _hand_sizes)
        return hands[player]

    def library_size(self, player: PlayerId) -> int:
        return len(self.libraries.get(player, ())) + self.player(player).anonymous_library

    # -- derived from the objects (shared by states with the same `objects`, see ObjectsView) --

    def objects_view(self) -> ObjectsView[GameObject]:
        view = self.view
        if view is None or view.objects is not self.objects:
            view = ObjectsView(self.objects)
            # A memo, not part of the state's value (compare=False): states that `replace`
            # makes from this one carry it along.
            object.__setattr__(self, "view", view)
        return view

    def derived(self, key: str, compute: Callable[[dict[ObjectId, GameObject]], T]) -> T:
        """`compute(objects)`, computed once per objects mapping; `key` names it."""
        data = self.objects_view().data
        if key in data:
            # Stored by this method under `key`, so it is what `compute` returns.
            return cast(T, data[key])
        value = data[key] = compute(self.objects)
        return value

    def tally(self, fn: Callable[[GameObject], int]) -> int:
        """The sum of `fn(obj)` over all objects, kept up to date as objects change."""
        tallies = self.objects_view().tallies
        total = tallies.get(fn)
        if total is None:
            total = tallies[fn] = sum(fn(o) for o in self.objects.values())
        return total

    def memo(self, fn: Callable[[GameObject], T]) -> dict[ObjectId, T]:
        """`fn(obj)` of every object by id (in the objects' order), kept up to date as objects
        change. Read-only."""
        memos = self.objects_view().memos
        values = memos.get(fn)
        if values is None:
            values = memos[fn] = {k: fn(o) for k, o in self.objects.items()}
        # Keyed by `fn` itself, so every value is one `fn` returned.
        return cast(dict[ObjectId, T], values)

    def groups(self, fn: Callable[[GameObject], Hashable | None]) -> Groups:
        """The objects by `fn`'s key (None: in no group), each group in the objects' order with
        each object's place in it, kept up to date as objects change. Read-only."""
        groups = self.objects_view().groups
        found = groups.get(fn)
        if found is None:
            found = groups[fn] = grouped(self.objects, fn)
        return found

    # -- updates --

    def with_player(self, player: Player) -> GameState:
        return replace(
            self, players=tuple(player if p.id == player.id else p for p in self.players)
        )

    def with_object(self, obj: GameObject, **changes: object) -> GameState:
        """This state with `obj` in place of the object of its id, and `changes` to its other
        fields (one new state for both)."""
        objects = dict(self.objects)
        objects[obj.id] = obj
        view = self._view_after(objects, obj.id, obj)
        return replace(self, objects=objects, view=view, **changes)  # type: ignore[arg-type]

    def with_objects(self, objects: Iterable[GameObject]) -> GameState:
        """This state with each of `objects` in place of the object of its id (one new state,
        its derived data computed again when asked)."""
        changed = dict(self.objects)
        for obj in objects:
            changed[obj.id] = obj
        return replace(self, objects=changed, view=None)

    def without_object(self, object_id: ObjectId) -> GameState:
        objects = dict(self.objects)
        objects.pop(object_id, None)
        return replace(self, objects=objects, view=self._view_after(objects, object_id, None))

    def _view_after(
        self, objects: dict[ObjectId, GameObject], object_id: ObjectId, new: GameObject | None
    ) -> ObjectsView[GameObject] | None:
        """The view of `objects` (this state's objects with one changed), carried over from
        this state's view if it has anything to carry; else None (computed when needed)."""
        view = self.view
        if view is None or view.objects is not self.objects:
            return None
        if not view.tallies and not view.memos and not view.groups:
            return None
        return view.changed(objects, self.objects.get(object_id), new)

    def new_ability_id(self) -> tuple[GameState, ObjectId]:
        number = self.ids.ability + 1
        return replace(self, ids=replace(self.ids, ability=number)), f"a{number}"

    def stamp(self) -> tuple[GameState, int]:
        """A new timestamp (CR 613.7)."""
        return replace(self, next_timestamp=self.next_timestamp + 1), self.next_timestamp

    def begin_effect(
        self,
        source: GameObject,
        *,
        duration: Duration,
        modifications: tuple[Modification, ...],
        affected: tuple[ObjectRef, ...] = (),
        controller: PlayerId | None = None,
        players: tuple[PlayerId, ...] = (),
        source_ref: ObjectRef | None = None,
        timestamp: int | None = None,
        group: Filter | None = None,
        lingering: Static | None = None,
    ) -> GameState:
        """A continuous effect from `source` begins (611.2): it gets the next effect id and a
        timestamp now (613.7b), unless the caller gives the one it shares (both effects of one
        exchange of control)."""
        number = self.ids.effect + 1
        state = replace(self, ids=replace(self.ids, effect=number))
        if timestamp is None:
            state, timestamp = state.stamp()
        effect = ContinuousEffect(
            id=number,
            source=source.id,
            source_name=source.card.name,
            timestamp=timestamp,
            affected=affected,
            duration=duration,
            modifications=modifications,
            controller=controller,
            players=players,
            source_ref=source_ref,
            group=group,
            lingering=lingering,
        )
        return replace(state, effects=(*state.effects, effect))


def _battlefield(objects: dict[ObjectId, GameObject]) -> tuple[GameObject, ...]:
    return tuple(
        sorted(
            (o for o in objects.values() if o.zone is Zone.BATTLEFIELD), key=lambda o: o.timestamp
        )
    )


def _hand_sizes(objects: dict[ObjectId, GameObject]) -> Counter[PlayerId]:
    return Counter(o.owner for o in objects.values() if o.zone is Zone.HAND)
