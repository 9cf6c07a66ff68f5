"""The turn as the state records it (CR 500): its step, who has priority, what was cast and
activated this turn, and the current combat — who attacks and who blocks (506–511).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.core.primitives import ObjectRef, PlayerId, Step
from engine.core.replace import replace

STEPS = tuple(Step)
MAIN_PHASES = (Step.MAIN1, Step.MAIN2)
#: Steps in which creatures can be attacking / blocking (506.1; a scenario may start in them).
ATTACK_STEPS = STEPS[STEPS.index(Step.DECLARE_ATTACKERS) : STEPS.index(Step.END_OF_COMBAT) + 1]
BLOCK_STEPS = ATTACK_STEPS[1:]


@dataclass(frozen=True, slots=True)
class PermanentRecord:
    """A permanent as it entered or left the battlefield this turn (603.6a, 603.6c): the object
    it was (400.7), who controlled it then and its card types and subtypes then (205.2, 205.3)
    — what "if an artifact entered the battlefield under your control this turn" and revolt's
    "if a permanent left the battlefield under your control this turn" ask, whatever became of
    it since."""

    ref: ObjectRef
    controller: PlayerId
    types: tuple[str, ...]
    subtypes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Turn:
    number: int
    active: PlayerId
    step: Step
    #: Who holds priority; None while no player has priority (untap, cleanup, mid-resolution).
    priority: PlayerId | None
    #: Players who passed in succession since the last action (CR 117.4).
    passed: tuple[PlayerId, ...] = ()
    lands_played: int = 0
    spells_cast: int = 0
    #: The spells each player cast this turn (601.2i), and in the previous turn: what day and
    #: night (731.2) and "if no spells were cast last turn" (603.4) look at.
    cast_by: tuple[tuple[PlayerId, int], ...] = ()
    last_turn_cast_by: tuple[tuple[PlayerId, int], ...] = ()
    #: The previous turn's active player, whose spells decide day and night (502.2).
    previous_active: PlayerId | None = None
    #: For an extra turn (500.7), the active player of the regular turn it came after, where the
    #: turn order resumes once the extra turns are taken; None for a regular turn.
    extra_after: PlayerId | None = None
    #: The player controlling the active player during this turn (723.1, 723.5), if another.
    controlled_by: PlayerId | None = None
    #: Activations limited to one each turn: (permanent, "loyalty") for 606.3, (permanent, text).
    activated_once: tuple[tuple[ObjectRef, str], ...] = ()
    #: Permissions to cast usable once each turn that were used this turn (601.3: "once during
    #: each of your turns, you may cast … from your graveyard"): (the permanent, the ability's
    #: text), the permanent as the object it is (400.7).
    permissions_used: tuple[tuple[ObjectRef, str], ...] = ()
    #: Triggered abilities that "trigger only once each turn" and have triggered this turn:
    #: (the object, the ability's text), an object as the incarnation it is (400.7).
    triggered_once: tuple[tuple[ObjectRef, str], ...] = ()
    #: Permanents the active player hadn't controlled since their last turn began, as the untap
    #: step made them no longer summoning sick (302.6): what echo asks at upkeep (702.30a).
    sick_at_start: tuple[ObjectRef, ...] = ()
    damaged_players: tuple[PlayerId, ...] = ()  # dealt damage this turn (bloodthirst, 702.54a)
    #: The turn's history that conditions ask about ("if a creature died this turn", "if you
    #: attacked this turn", "if you gained life this turn"), kept as it happens
    #: (`engine.modifiers.turn_history`) and gone with the turn (a new record each turn, 500.1):
    #: how many creatures died (700.4), who declared attackers (508.1a), the life each player
    #: gained, added up (119.3), the cards each drew (121.1; the spells each cast are `cast_by`).
    creatures_died: int = 0
    #: Each creature put into a graveyard from the battlefield this turn (700.4): its owner —
    #: whose graveyard it went to (404.1) — and whether it was a token (111.7): "for each
    #: [nontoken] creature put into your graveyard from the battlefield this turn".
    died_owners: tuple[tuple[PlayerId, bool], ...] = ()
    #: The creature types of each of them (205.3m), in the same order, as it last existed on
    #: the battlefield: "for each Zubera that died this turn".
    died_subtypes: tuple[tuple[str, ...], ...] = ()
    attacked_by: tuple[PlayerId, ...] = ()
    #: The creatures declared as attackers this turn (508.1a), as those objects (400.7): "if
    #: this creature attacked this turn" (boast, 702.142a).
    attacked_with: tuple[ObjectRef, ...] = ()
    life_gained: tuple[tuple[PlayerId, int], ...] = ()
    cards_drawn: tuple[tuple[PlayerId, int], ...] = ()
    #: The cards the active player drew in this turn's draw step (504.1: the first is the
    #: turn-based draw): "except the first one they draw in each of their draw steps".
    drawn_in_draw_step: int = 0
    #: The life each player lost this turn, added up (119.3, 119.4, 120.3a).
    life_lost: tuple[tuple[PlayerId, int], ...] = ()
    #: Each time an object became the target of a spell or ability this turn (115.1), once per
    #: spell or ability: "for the first time each turn" (Kira, Great Glass-Spinner).
    targeted: tuple[ObjectRef, ...] = ()
    #: Each creature dealt damage this turn and what dealt it, both as those objects (400.7):
    #: (source, creature) — "whenever a creature dealt damage by this creature this turn dies"
    #: (Sengir Vampire's rulings: whatever later put it into a graveyard).
    damaged_by: tuple[tuple[ObjectRef, ObjectRef], ...] = ()
    #: Each permanent dealt damage this turn, creature or not, as that object (120.3, 400.7):
    #: "target creature that was dealt damage this turn" (damage marked on it, 120.6, says
    #: so too: it stays marked only until the cleanup step, 514.2).
    damaged: tuple[ObjectRef, ...] = ()
    #: Each time a creature dealt combat damage to a player this turn (510.2), as it dealt it:
    #: its controller, its creature types and whether it was a commander (903.3) — freerunning's
    #: "a player was dealt combat damage this turn by a creature that, at the time it dealt that
    #: damage, was an Assassin creature or a commander under your control" (702.173a).
    combat_damage_to_players: tuple[tuple[PlayerId, tuple[str, ...], bool], ...] = ()
    #: Each card discarded this turn, as the object it became where it went (701.9a, 400.7):
    #: mayhem's "as long as you discarded this card this turn" (702.187b).
    discarded: tuple[ObjectRef, ...] = ()
    #: Each permanent that entered the battlefield this turn, and each that left it (for any
    #: zone; phasing out isn't leaving, 702.26d), as it was then (`PermanentRecord`).
    entered_battlefield: tuple[PermanentRecord, ...] = ()
    left_battlefield: tuple[PermanentRecord, ...] = ()

    def decided_by(self, player: PlayerId) -> PlayerId | None:
        """Who makes `player`'s choices and decisions this turn when another player controls
        them (723.5: only the active player is controlled, 723.1), else None."""
        return self.controlled_by if player == self.active else None

    def damaged_by_object(self, source: str | None, obj: ObjectRef) -> bool:
        """Whether the object with id `source` dealt damage to creature `obj` this turn (120.3):
        "a creature dealt damage this way", asked as the spell that dealt it resolves."""
        return any(by.id == source and hit == obj for by, hit in self.damaged_by)

    def spells_cast_by(self, player: PlayerId) -> int:
        """The spells `player` cast this turn (601.2i)."""
        return dict(self.cast_by).get(player, 0)

    def with_spell_cast(self, player: PlayerId) -> Turn:
        """This turn after `player` cast one more spell (601.2i)."""
        counts = dict(self.cast_by)
        counts[player] = counts.get(player, 0) + 1
        return replace(self, spells_cast=self.spells_cast + 1, cast_by=tuple(counts.items()))


@dataclass(frozen=True, slots=True)
class Attacker:
    """An attacking creature (CR 508.1k, 508.4) and the player it attacks, or the planeswalker
    (`planeswalker`, 506.3, 508.1b) whose controller `defender` is the defending player
    (506.2); `controller` as it attacked (a change of control removes it, 506.4); `blocked`
    fixed as blocks are (509.1h)."""

    ref: ObjectRef
    controller: PlayerId
    defender: PlayerId
    blocked: bool | None = None
    planeswalker: ObjectRef | None = None


@dataclass(frozen=True, slots=True)
class Blocker:
    """A blocking creature (CR 509.1g) and the attacking creatures it blocks, in the order
    chosen: one, unless an effect lets it block more (509.1a; "can block an additional creature
    each combat") or it blocks an attacking band (702.22h)."""

    ref: ObjectRef
    controller: PlayerId
    attackers: tuple[ObjectRef, ...]

    def blocks(self, attacker: ObjectRef) -> bool:
        """Whether it is blocking `attacker` (509.1g)."""
        return attacker in self.attackers


@dataclass(frozen=True, slots=True)
class Combat:
    """Who attacks and blocks in the current combat phase (CR 506–511), in declaration order;
    `damage_step` "first" after a first-strike combat damage step (510.4), "regular" after the
    other; `first_strikers` had first or double strike as the first such step began. `attacked`
    is whether any creature was declared as an attacker or put onto the battlefield attacking in
    this combat — what 508.8 asks, even if every one of them has left combat since. `bands` are
    the attacking bands declared (702.22c), each lasting for the rest of combat (702.22e); a
    member removed from combat leaves its band (702.22f), which the look-ups skip as they skip
    attackers no longer in combat."""

    attackers: tuple[Attacker, ...] = ()
    blockers: tuple[Blocker, ...] = ()
    attackers_declared: bool = False
    attacked: bool = False
    blockers_declared: bool = False
    damage_step: Literal["first", "regular"] | None = None
    first_strikers: tuple[ObjectRef, ...] = ()
    bands: tuple[tuple[ObjectRef, ...], ...] = ()
