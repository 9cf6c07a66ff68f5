"""A condition's questions about the player asking: their life, their hand, their graveyard,
their upkeep, what happened this turn (119.1, 402.1, 404.1, 503.1, 500.1) — what "you have 25
or more life", "you have 5 or less life", "you have no cards in hand" / "seven or more cards in
hand", "an opponent has eight or more cards in their graveyard", "there are seven or more
creature cards in your graveyard", delirium's "four or more card types among cards in your
graveyard", "Activate only during your upkeep" and "if you attacked this turn" ask (`about_you`);
and about the players, whose turn, the lowest life total, how many opponents, how many cards in
the graveyard (`about_players`), which the layers may ask without a controller.

Its own module so both places that check a condition ask it the one way: an effect or a
replacement (`conditions.holds`) and a static ability's condition as the layers apply
(`layer_effects.condition_holds`, 611.3a), which `conditions` can't be imported by.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.primitives import Step
from engine.core.state import GameState, PlayerId, Zone
from engine.derived.copiable_values import Working


def about_you(
    state: GameState, condition: v.Condition, you: PlayerId, source: str | None = None
) -> tuple[bool, str] | None:
    """The answer to a question about the player's own life, hand or graveyard, and why; None
    for another question. One check for both places that ask (an effect or a replacement,
    `holds`, and a static ability's condition as the layers apply, 611.3a). `source`: the id
    of the object whose ability asks ("another creature entered …")."""
    if condition.your_life_at_least is not None:
        life = next((p.life for p in state.players if p.id == you), 0)
        return life >= condition.your_life_at_least, f"you have {life} life"
    if condition.your_life_at_most is not None:
        life = next((p.life for p in state.players if p.id == you), 0)
        return life <= condition.your_life_at_most, f"you have {life} life"
    if condition.opponent_life_at_most is not None:
        # One opponent still in the game (104.2a) with that little life: the lowest.
        lives = [(p.life, p.id) for p in state.players if p.id != you and not p.lost]
        if not lives:
            return False, "you have no opponent"
        life, whose = min(lives)
        ok = life <= condition.opponent_life_at_most
        return ok, f"player {whose} has {life} life"
    if condition.graveyard_of_types and condition.graveyard_at_least is not None:
        # A card in a graveyard has its printed card types (613.1: the layers apply to
        # permanents); the one-type-of-several "creature or land" is any of them (205.2a).
        kinds = set(condition.graveyard_of_types)
        n = sum(1 for o in state.in_zone(Zone.GRAVEYARD, you) if kinds & set(Working.of(o).types))
        said = " or ".join(t.lower() for t in condition.graveyard_of_types)
        return n >= condition.graveyard_at_least, (
            f"your graveyard has {n} {said} card{'s' * (n != 1)}"
        )
    if condition.hand_at_most is not None:
        n = state.hand_size(you)
        return n <= condition.hand_at_most, f"you have {n} card{'s' * (n != 1)} in hand"
    if condition.hand_at_least is not None:
        n = state.hand_size(you)
        return n >= condition.hand_at_least, f"you have {n} card{'s' * (n != 1)} in hand"
    if condition.opponent_graveyard_at_least is not None:
        # Any one opponent's graveyard (404.1), not the opponents' cards added up.
        sizes = [(len(state.graveyards.get(p.id, ())), p.id) for p in state.players if p.id != you]
        n, whose = max(sizes, default=(0, you))
        said = f"player {whose}'s graveyard has" if sizes else "no opponent's graveyard has"
        return n >= condition.opponent_graveyard_at_least, f"{said} {n} card{'s' * (n != 1)}"
    if condition.graveyard_types_at_least is not None:
        # Each card type counted once among the cards there (205.2a); a card in a graveyard
        # has its printed characteristics (the layers apply to permanents, 613.1).
        kinds = {t for o in state.in_zone(Zone.GRAVEYARD, you) for t in Working.of(o).types}
        kinds &= _CARD_TYPES
        n = len(kinds)
        return n >= condition.graveyard_types_at_least, (
            f"your graveyard holds {n} card type{'s' * (n != 1)}"
            + (f" ({', '.join(sorted(kinds)).lower()})" if kinds else "")
        )
    if condition.this_turn is not None:
        return _this_turn(state, condition.this_turn, you, source)
    if condition.your_upkeep or condition.your_declare_blockers:
        # Its controller's upkeep (503.1) or declare blockers step (509).
        turn = state.turn
        step = Step.UPKEEP if condition.your_upkeep else Step.DECLARE_BLOCKERS
        now = turn.active == you and turn.step is step
        return now, f"it is player {turn.active}'s {turn.step.value.replace('_', ' ')} step"
    if condition.during_combat:
        # Any step of the combat phase (506.1), in anyone's turn.
        during = state.turn.step in _COMBAT_PHASE
        return during, "it is during combat" if during else "it isn't the combat phase (506.1)"
    if condition.before_attackers:
        # Before the declare attackers step of the turn's combat (508.1): its beginning phase,
        # precombat main phase or beginning of combat step (500.1).
        turn = state.turn
        early = list(Step).index(turn.step) < list(Step).index(Step.DECLARE_ATTACKERS)
        when = "before" if early else "in or after"
        return turn.active == you and early, (
            f"it is player {turn.active}'s turn, {when} its declare attackers step"
        )
    return None


def about_players(
    state: GameState, condition: v.Condition, you: PlayerId | None
) -> tuple[bool, str] | None:
    """The answer to a question about the players — whose turn it is, the lowest life total,
    how many opponents, how many cards in the player's graveyard ("during your turn", 102.1;
    "a player has 5 or less life", 119.1; "you have two or more opponents", 102.3;
    threshold's "seven or more cards in your graveyard", 404.1) — and why; None for another
    question. One check for both places that ask, as `about_you` is. `you` may be None in the
    layers: a static ability's effect that goes on after its source left (101.1, Titania's
    Song) has the controller its effect was begun with (`ContinuousEffect.controller`), which
    may be unset — then it isn't its turn, its graveyard has no card and every player is its
    opponent, as the layers answered before these questions were asked here."""
    if condition.your_turn:
        active = state.turn.active
        return active == you, f"it is player {active}'s turn"
    if condition.life_at_most is not None:
        lowest = min(state.players, key=lambda p: p.life)
        ok = lowest.life <= condition.life_at_most
        return ok, f"the lowest life total is {lowest.life} (player {lowest.id})"
    if condition.opponents_at_least is not None:
        n = sum(1 for p in state.players if p.id != you)
        return n >= condition.opponents_at_least, f"you have {n} opponent{'s' * (n != 1)}"
    if condition.graveyard_at_least is not None:
        n = 0 if you is None else len(state.graveyards.get(you, ()))
        return n >= condition.graveyard_at_least, f"your graveyard has {n} card{'s' * (n != 1)}"
    return None


#: The steps of the combat phase (506.1).
_COMBAT_PHASE = frozenset(
    {Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS}
    | {Step.COMBAT_DAMAGE, Step.END_OF_COMBAT}
)
#: The card types (205.2a) a graveyard's card types are counted among.
_CARD_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land"}
    | {"Planeswalker", "Sorcery"}
)


def _this_turn(
    state: GameState, asked: v.TurnHistory, you: PlayerId, source: str | None
) -> tuple[bool, str]:
    """What happened earlier this turn (the turn's record, `Turn`; 500.1)."""
    turn = state.turn
    if asked.happened in ("entered", "left_battlefield"):
        return _moved(state, asked, you, source)
    if asked.happened == "creature_died":
        n = turn.creatures_died
        return n >= asked.at_least, f"{n} creature{'s' * (n != 1)} died this turn (700.4)"
    if asked.happened == "attacked":
        ok = you in turn.attacked_by
        return ok, f"you {'attacked' if ok else 'have not attacked'} this turn (508.1a)"
    if asked.happened == "lost_life":
        lost = dict(turn.life_lost)
        whose = [p.id for p in state.players if p.id != you] if asked.who == "opponent" else [you]
        n = max((lost.get(p, 0) for p in whose), default=0)
        said = "an opponent" if asked.who == "opponent" else "you"
        ok = n >= asked.at_least
        return ok, f"{said} {'lost' if ok else 'did not lose'} life this turn (119.3)"
    if asked.happened == "assassin_damage":
        ok = any(
            who == you and ("Assassin" in kinds or commander)
            for who, kinds, commander in turn.combat_damage_to_players
        )
        dealt = "was" if ok else "wasn't"
        return ok, (
            f"a player {dealt} dealt combat damage this turn by an Assassin creature or a "
            "commander under your control (702.173a)"
        )
    if asked.happened == "drew":
        n = dict(turn.cards_drawn).get(you, 0)
        return n >= asked.at_least, f"you drew {n} card{'s' * (n != 1)} this turn (121.1)"
    if asked.happened == "cast_spells":
        n = dict(turn.cast_by).get(you, 0)
        return n >= asked.at_least, f"you cast {n} spell{'s' * (n != 1)} this turn (601.2i)"
    n = dict(turn.life_gained).get(you, 0)
    return n >= asked.at_least, f"you gained {n} life this turn (119.3)"


def _moved(
    state: GameState, asked: v.TurnHistory, you: PlayerId, source: str | None
) -> tuple[bool, str]:
    """How many permanents of the kinds asked entered or left the battlefield this turn under
    the control asked (603.6a, 603.6c), each as it was then; "another" never the asking
    object as it is now (400.7)."""
    turn = state.turn
    entered = asked.happened == "entered"
    records = turn.entered_battlefield if entered else turn.left_battlefield
    itself = state.objects.get(source) if source is not None else None
    kinds, unwanted = set(asked.kinds), set(asked.not_types)
    n = sum(
        1
        for r in records
        if _whose(r.controller, asked.who, you)
        and (not kinds or kinds & {*r.types, *r.subtypes})
        and not unwanted & set(r.types)
        and not (asked.other and itself is not None and r.ref == itself.ref)
    )
    verb, rule = ("entered", "603.6a") if entered else ("left", "603.6c")
    said = f"{n} such permanent{'s' * (n != 1)} {verb} the battlefield this turn ({rule})"
    return n >= asked.at_least, said


def _whose(controller: PlayerId, who: str, you: PlayerId) -> bool:
    """Whether a permanent under `controller`'s control is the condition's: yours, an
    opponent's or anyone's."""
    return who == "any" or (controller == you) == (who == "you")
