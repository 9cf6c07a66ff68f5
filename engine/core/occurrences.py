"""What happens that triggered abilities may watch for (CR 603.2): each kind of occurrence as
plain data, handed to `engine.modifiers.triggers.fire` by the code that makes it happen.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.mana import Pool
from engine.core.registry import Registry
from engine.core.state import GameObject, GameState, ObjectId, PlayerId, Step, Target
from engine.core.turn_state import Attacker, Blocker


@dataclass(frozen=True, slots=True)
class Entered:
    """`obj` entered the battlefield (603.6a): its own "when this enters" abilities, then every
    permanent's "whenever a [permanent] you control enters", the newcomer included."""

    obj: GameObject


@dataclass(frozen=True, slots=True)
class PutIntoGraveyard:
    """`obj` (as it last existed on the battlefield) was put into a graveyard from there
    (603.6c); its abilities as it last existed decide (603.10a). `attached`: the permanents
    attached to it then, as they were — "whenever equipped creature dies" looks back at what
    was attached (603.10a), though they are attached to nothing now (704.5m-n)."""

    obj: GameObject
    attached: tuple[GameObject, ...] = ()


@dataclass(frozen=True, slots=True)
class PutIntoGraveyardFromAnywhere:
    """The card `obj` was put into a graveyard from any zone: "When ~ is put into a graveyard
    from anywhere" (Emrakul, the Aeons Torn), an ability of the card itself — as it last existed
    on the battlefield when it came from there (603.6c, 603.10a), else as it is in the graveyard
    (603.6d: the event is checked after it)."""

    obj: GameObject


@dataclass(frozen=True, slots=True)
class Discarded:
    """`player` discarded the card `obj`, as it is in the zone it went to (701.9a): "whenever you
    discard a card"; `cycled` when the discard paid a cycling ability's cost (702.29c-d) —
    "when you cycle this card", an ability of the card itself in that zone, and "whenever you
    cycle [or discard] a card", which triggers once for it."""

    obj: GameObject
    player: PlayerId
    cycled: bool


@dataclass(frozen=True, slots=True)
class DiscardedIntoExile:
    """The card `obj` was discarded and exiled instead of put into its owner's graveyard, by its
    own madness (702.35a): "When this card is exiled this way", an ability of the card itself,
    as it is in exile."""

    obj: GameObject


@dataclass(frozen=True, slots=True)
class LeftBattlefield:
    """`obj` (as it last existed on the battlefield) left it, for any zone (603.6c): "when this
    leaves the battlefield"; its abilities as it last existed decide (603.10a)."""

    obj: GameObject


@dataclass(frozen=True, slots=True)
class Sacrificed:
    """`player` sacrificed `obj` (701.21a); `before` is the state just before (603.10a)."""

    before: GameState
    obj: GameObject
    player: PlayerId


@dataclass(frozen=True, slots=True)
class StepBegins:
    """A step began (603.2): "at the beginning of [your / each] end step" (513.1)."""

    step: Step


@dataclass(frozen=True, slots=True)
class Cast:
    """`spell` became cast (601.2i): permanents' "whenever [a player] casts" abilities, then the
    spell's own "when you cast this spell" (storm, 702.40a)."""

    spell: GameObject


@dataclass(frozen=True, slots=True)
class Copied:
    """A copy of a spell was put on the stack (707.10): it isn't cast (707.10c), so only "whenever
    you cast or copy …" abilities (magecraft's) see it, as they see a spell cast."""

    spell: GameObject


@dataclass(frozen=True, slots=True)
class Attacks:
    """Creatures were declared as attackers (508.3a), in declaration order."""

    attackers: tuple[Attacker, ...]


@dataclass(frozen=True, slots=True)
class Blocks:
    """Blockers were declared (509.1i): each blocker and the attacker it blocks, in declaration
    order; the attackers no creature blocks aren't here."""

    blockers: tuple[Blocker, ...]


@dataclass(frozen=True, slots=True)
class BecomesTarget:
    """The spell or ability `item`, controlled by `controller`, targets these (115.1)."""

    item: ObjectId
    controller: PlayerId
    targets: tuple[tuple[Target, ...], ...]


@dataclass(frozen=True, slots=True)
class TappedForMana:
    """`player` tapped `tapped` for mana, producing `produced` (106.12a)."""

    player: PlayerId
    tapped: GameObject
    produced: Pool


@dataclass(frozen=True, slots=True)
class DealtDamage:
    """`source` dealt `amount` damage to the permanent `obj` (120.3): "whenever [this] is dealt
    damage"."""

    obj: GameObject
    source: GameObject
    amount: int
    #: Each source that dealt it damage in the event and how much (603.2c), when there were
    #: several: `source` is the first of them and `amount` their total.
    by_source: tuple[tuple[GameObject, int], ...] = ()


@dataclass(frozen=True, slots=True)
class DamageToCreature:
    """`source` dealt `amount` damage to the creature `obj` (120.3), combat damage when
    `combat` (510.2): "whenever [this] deals [combat] damage to a creature"."""

    source: GameObject
    obj: GameObject
    amount: int
    combat: bool


@dataclass(frozen=True, slots=True)
class CombatDamageToPlayer:
    """`source` dealt `amount` combat damage to `player` (510.2): "whenever [this] deals combat
    damage to a player"."""

    source: GameObject
    player: PlayerId
    amount: int


@dataclass(frozen=True, slots=True)
class DamageToPlayer:
    """`source` dealt `amount` damage to `player` (120.3), combat damage or not: "whenever
    [this] deals damage to a player / an opponent"."""

    source: GameObject
    player: PlayerId
    amount: int


@dataclass(frozen=True, slots=True)
class DealsDamage:
    """`source` dealt `amount` damage in all in one event (120.3), to one recipient or several
    at once, combat damage when `combat` (510.2): "whenever [this] deals damage" triggers once
    for it (603.2c), however many it was dealt to (Angel of Deliverance's ruling)."""

    source: GameObject
    amount: int
    combat: bool


@dataclass(frozen=True, slots=True)
class LifeGained:
    """`player` gained `amount` life (119.3): "whenever you gain life"."""

    player: PlayerId
    amount: int


@dataclass(frozen=True, slots=True)
class CountersPut:
    """Counters of one kind were put on the permanent `obj`, as it entered (122.6) or later,
    taking their number from `before` to `after`: lore counters make chapter abilities
    trigger (714.2b)."""

    obj: GameObject
    counter: str
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class CountersRemoved:
    """Counters of one kind were removed from the permanent `obj` — by an effect, as a cost, or
    by its own keyword — taking their number from `before` to `after` (122.1). The last time
    counter removed is vanishing's trigger event (702.63a: "When the last time counter is
    removed from this permanent")."""

    obj: GameObject
    counter: str
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class TurnedFaceUp:
    """The face-down permanent `obj` was turned face up (702.37e, 702.168d): its own "when this
    is turned face up" abilities, which it has once face up (708.8). It is the same object, so
    nothing about entering happens again (708.8)."""

    obj: GameObject


@dataclass(frozen=True, slots=True)
class Transformed:
    """The double-faced permanent `obj` transformed (701.27a): its "whenever this creature
    transforms into [this face]" abilities, which it has with the face it turned to (701.27e).
    It is the same object, so nothing about entering happens (712.18)."""

    obj: GameObject


@dataclass(frozen=True, slots=True)
class Exploited:
    """The controller of `obj`'s exploit ability sacrificed a creature as it resolved (702.110b):
    `obj` is the creature with exploit, as it last existed on the battlefield if it sacrificed
    itself (its "when this creature exploits a creature" ability still triggers, 603.10a)."""

    obj: GameObject


@dataclass(frozen=True, slots=True)
class BecameMonstrous:
    """`obj` became monstrous (701.37a-b): its "when this creature becomes monstrous" abilities
    trigger."""

    obj: GameObject


@dataclass(frozen=True, slots=True)
class Exerted:
    """`obj` was exerted as it attacked, an optional cost to attack (701.43d, 508.1g): its linked
    "When you do, …" triggers (607.2h)."""

    obj: GameObject


@dataclass(frozen=True, slots=True)
class Enlisted:
    """`obj` enlisted `enlisted` as it attacked, tapping it for its enlist, an optional cost to
    attack (702.154a-c, 508.1g): its linked "When you do, …" triggers (607.2h)."""

    obj: GameObject
    enlisted: GameObject


@dataclass(frozen=True, slots=True)
class LevelGained:
    """The Class `obj`'s level became `level` (716.2a): its "When this Class becomes level N"
    abilities, which it has from that level on, see it (`obj` is the permanent after it)."""

    obj: GameObject
    level: int


@dataclass(frozen=True, slots=True)
class Drew:
    """`player` drew a card (121.1; each card is one draw, 121.2): "whenever you / an opponent
    draws a card". `first_in_draw_step`: the first card they drew in their own draw step
    (504.1), which "except the first one they draw in each of their draw steps" leaves out;
    `nth`: how many they have drawn this turn, this card included ("your second card each
    turn")."""

    player: PlayerId
    first_in_draw_step: bool
    nth: int


@dataclass(frozen=True, slots=True)
class BecameTapped:
    """The permanent `obj`, untapped on the battlefield, became tapped (701.26a) — by a cost, an
    effect, attacking (508.1f) or regenerating (701.19a): "whenever [this / a creature an
    opponent controls] becomes tapped". Entering tapped isn't becoming tapped (603.2e)."""

    obj: GameObject


@dataclass(frozen=True, slots=True)
class BecameUntapped:
    """The permanent `obj`, tapped on the battlefield, became untapped (701.26b) — in its
    controller's untap step (502.3), by an effect or to pay {Q} (107.6): "whenever [this
    creature / a permanent] becomes untapped" (inspired). A permanent entering untapped doesn't
    become untapped, nor does one a stun counter kept tapped (603.2e, 122.1d)."""

    obj: GameObject


@dataclass(frozen=True, slots=True)
class Explored:
    """`obj` explored (701.44b: once the process is complete, even if some of it was
    impossible), as it is or, had it left the battlefield, as it last existed (701.44c):
    "whenever a creature you control explores" sees it either way (the cards' ruling)."""

    obj: GameObject


@dataclass(frozen=True, slots=True)
class DiceRolled:
    """`player` rolled one or more dice (706.1): "whenever you roll one or more dice", once for
    the roll however many dice it had; `results`, each die's result (706.2)."""

    player: PlayerId
    results: tuple[int, ...]


Occurrence = (
    Entered
    | PutIntoGraveyard
    | PutIntoGraveyardFromAnywhere
    | DiscardedIntoExile
    | Discarded
    | LeftBattlefield
    | Sacrificed
    | StepBegins
    | Cast
    | Copied
    | Attacks
    | Blocks
    | BecomesTarget
    | TappedForMana
    | DealtDamage
    | CombatDamageToPlayer
    | DamageToCreature
    | DamageToPlayer
    | DealsDamage
    | LifeGained
    | CountersPut
    | CountersRemoved
    | TurnedFaceUp
    | Transformed
    | Exploited
    | BecameMonstrous
    | Exerted
    | Enlisted
    | LevelGained
    | Drew
    | Explored
    | BecameTapped
    | BecameUntapped
    | DiceRolled
)


#: The trigger event a step beginning is, by step: "at the beginning of [your / each] …" (603.2);
#: a step not listed has no modelled "at the beginning of" abilities.
STEP_EVENTS: dict[Step, str] = {
    Step.UPKEEP: "beginning_of_upkeep",
    Step.BEGINNING_OF_COMBAT: "beginning_of_combat",
    # The first main phase, also known as the precombat main phase (505.1, 505.1a).
    Step.MAIN1: "beginning_of_first_main_phase",
    Step.END: "beginning_of_end_step",
    # "At end of combat": as the end of combat step begins (511.2).
    Step.END_OF_COMBAT: "end_of_combat",
}


def event_of(occ: object) -> str | None:
    """The trigger event name of an occurrence (`EVENTS`, and `STEP_EVENTS` for a step)."""
    if isinstance(occ, StepBegins):
        return STEP_EVENTS.get(occ.step)
    if isinstance(occ, CountersPut):
        # Lore counters are a Saga's chapter (714.2b); any other kind, "counters put" (122.6).
        return "chapter" if occ.counter == "lore" else "counters_put"
    if isinstance(occ, CountersRemoved):
        last = occ.counter == "time" and occ.before > 0 and occ.after == 0
        return "last_time_counter_removed" if last else None
    return EVENTS[type(occ)]


#: The trigger event each kind of occurrence is (`Trigger.event` in the card vocabulary), built
#: from the matchers' registrations (`engine.modifiers.trigger_matchers.matcher`, `of_itself`):
#: one event per kind, a second refused. A step beginning and counters put are named by what
#: happened (`STEP_EVENTS`, `event_of`), and counters removed (the last time counter) too, so their
#: matchers register none here.
EVENTS: Registry[type, str] = Registry("the trigger event of the occurrence")
_NAMED_BY_WHAT_HAPPENED: tuple[type, ...] = (StepBegins, CountersPut, CountersRemoved)


def name_event(occurrence: type, event: str) -> None:
    """Register `event` as the trigger event an occurrence of the kind `occurrence` is (603.2),
    as its matcher is registered; a kind named by what happened registers nothing."""
    if occurrence not in _NAMED_BY_WHAT_HAPPENED:
        EVENTS.register(occurrence, event)
