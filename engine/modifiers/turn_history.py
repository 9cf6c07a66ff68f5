"""The turn's history (500.1: a turn's record begins empty with the turn): what happened
earlier this turn that a condition asks about — "if a creature died this turn" (700.4), "if you
attacked this turn" (raid: a creature was declared as an attacker, 508.1a), "if you gained
[N or more] life this turn" (119.3), "if you've drawn two or more cards this turn" (121.1),
"if an opponent lost life this turn" (119.3, 119.4, 120.3a), "target creature that was dealt
damage this turn" (120.3), "if an artifact entered the battlefield under your control this turn"
and "if a permanent left the battlefield under your control this turn" (603.6a, 603.6c) —
recorded from the occurrences triggered abilities watch for (`engine.core.occurrences`; a
draw and a loss of life, which no trigger of the engine's watches, as they happen: `drew`,
`lost_life`), so each is recorded
where it happens, once, whatever made it happen. The record is the turn's own (`Turn`),
replaced by a new one as the next turn begins, so "this turn" needs no clean-up at the cleanup
step (514.2 ends effects, not history).
"""

from __future__ import annotations

from engine.core.occurrences import (
    Attacks,
    BecomesTarget,
    CombatDamageToPlayer,
    DamageToCreature,
    DealtDamage,
    Discarded,
    Entered,
    LeftBattlefield,
    LifeGained,
    Occurrence,
    PutIntoGraveyard,
)
from engine.core.replace import replace
from engine.core.state import GameObject, GameState, ObjectRef, PlayerId, Step
from engine.core.turn_state import PermanentRecord
from engine.derived.characteristics import characteristics, controller_of


def record(state: GameState, occ: Occurrence) -> GameState:
    """The state with `occ` added to the turn's history, when a condition asks about it."""
    turn = state.turn
    if isinstance(occ, PutIntoGraveyard):
        # "Dies" (700.4): a creature as it last existed on the battlefield (603.10a).
        last = characteristics(state, occ.obj)
        if "Creature" not in last.types:
            return state
        died = (*turn.died_owners, (occ.obj.owner, occ.obj.token))
        kinds = (*turn.died_subtypes, tuple(last.subtypes))
        turn = replace(
            turn,
            creatures_died=turn.creatures_died + 1,
            died_owners=died,
            died_subtypes=kinds,
        )
    elif isinstance(occ, Attacks) and occ.attackers:
        who = (*turn.attacked_by, *(a.controller for a in occ.attackers))
        refs = (*turn.attacked_with, *(a.ref for a in occ.attackers))
        turn = replace(turn, attacked_by=tuple(dict.fromkeys(who)), attacked_with=refs)
    elif isinstance(occ, BecomesTarget):
        # Each object it targets, once however many of its targets name it (115.1).
        named = dict.fromkeys(t for group in occ.targets for t in group if isinstance(t, ObjectRef))
        turn = replace(turn, targeted=(*turn.targeted, *named))
    elif isinstance(occ, DamageToCreature):
        # A creature dealt damage, and the source that dealt it (120.3), as those objects.
        pair = (occ.source.ref, occ.obj.ref)
        if pair in turn.damaged_by:
            return state
        turn = replace(turn, damaged_by=(*turn.damaged_by, pair))
    elif isinstance(occ, DealtDamage):
        # A permanent dealt damage (120.3), creature or not, as that object (400.7).
        if occ.obj.ref in turn.damaged:
            return state
        turn = replace(turn, damaged=(*turn.damaged, occ.obj.ref))
    elif isinstance(occ, CombatDamageToPlayer) and occ.amount > 0:
        # Who dealt it, with what, as the source was when it dealt it (702.173a, 510.2).
        chars = characteristics(state, occ.source)
        controller = controller_of(state, occ.source)
        commander = occ.source.id in state.player(controller).commanders
        dealt = (controller, chars.subtypes if chars.is_creature else (), commander)
        turn = replace(turn, combat_damage_to_players=(*turn.combat_damage_to_players, dealt))
    elif isinstance(occ, Discarded):
        # The card as the object it became (400.7): a new object after it leaves that zone.
        turn = replace(turn, discarded=(*turn.discarded, occ.obj.ref))
    elif isinstance(occ, Entered):
        arrived = recorded(state, occ.obj)
        turn = replace(turn, entered_battlefield=(*turn.entered_battlefield, arrived))
    elif isinstance(occ, LeftBattlefield):
        # As it last existed on the battlefield (603.10a): its controller and types then.
        gone = recorded(state, occ.obj)
        turn = replace(turn, left_battlefield=(*turn.left_battlefield, gone))
    elif isinstance(occ, LifeGained) and occ.amount > 0:
        # 119.9: gaining 0 life is no life gained.
        gained = dict(turn.life_gained)
        gained[occ.player] = gained.get(occ.player, 0) + occ.amount
        turn = replace(turn, life_gained=tuple(sorted(gained.items())))
    else:
        return state
    return replace(state, turn=turn)


def recorded(state: GameState, obj: GameObject) -> PermanentRecord:
    """The permanent as the turn's record keeps it: the object, its controller and its types
    (a scenario's permanent that entered this turn as it loads, too)."""
    chars = characteristics(state, obj)
    controller = controller_of(state, obj, chars)
    return PermanentRecord(obj.ref, controller, tuple(chars.types), tuple(chars.subtypes))


def drew(state: GameState, player: PlayerId) -> GameState:
    """The state with one more card drawn by `player` this turn (121.1; a draw from an empty
    library draws nothing, 121.4): "if you've drawn two or more cards this turn", and in
    their own draw step (504.1) "the first one they draw in each of their draw steps"."""
    drawn = dict(state.turn.cards_drawn)
    drawn[player] = drawn.get(player, 0) + 1
    turn = replace(state.turn, cards_drawn=tuple(sorted(drawn.items())))
    if _in_own_draw_step(state, player):
        turn = replace(turn, drawn_in_draw_step=turn.drawn_in_draw_step + 1)
    return replace(state, turn=turn)


def _in_own_draw_step(state: GameState, player: PlayerId) -> bool:
    """Whether it is `player`'s draw step (504): a draw step is the active player's own."""
    return state.turn.step is Step.DRAW and state.turn.active == player


def first_in_draw_step(state: GameState, player: PlayerId) -> bool:
    """Whether the card `player` draws next is the first one they draw in their draw step
    (504.1): "except the first one they draw in each of their draw steps" (Notion Thief,
    Orcish Bowmasters). A card drawn is counted (121.1), so the draw-step draw a replacement
    effect replaced leaves the next card drawn that step the first one drawn (614.11)."""
    return _in_own_draw_step(state, player) and state.turn.drawn_in_draw_step == 0


def times_targeted(state: GameState, ref: ObjectRef) -> int:
    """How many spells and abilities targeted the object `ref` this turn (115.1), the one now
    becoming a target included (the history records an occurrence before it is watched)."""
    return state.turn.targeted.count(ref)


def drawn_this_turn(state: GameState, player: PlayerId) -> int:
    """The cards `player` drew this turn (121.1)."""
    return dict(state.turn.cards_drawn).get(player, 0)


def lost_life(state: GameState, player: PlayerId, amount: int) -> GameState:
    """The state with `amount` more life lost by `player` this turn — by damage (120.3a), an
    effect (119.3) or a payment (119.4: paying life is losing it): "if an opponent lost life
    this turn"."""
    if amount <= 0:
        return state
    lost = dict(state.turn.life_lost)
    lost[player] = lost.get(player, 0) + amount
    return replace(state, turn=replace(state.turn, life_lost=tuple(sorted(lost.items()))))
