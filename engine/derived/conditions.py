"""Checking a condition of the vocabulary against the game (`cards.vocabulary.Condition`).

The rules say when: as a mana ability resolves ("if you control …, add … instead", 608.2c), as a
permanent would enter ("enters tapped unless …", 614.1d, checked against the game as it is just
before the event, 614.12). The answer comes with the reason, in words, for the event log.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.cards.wording import counter_words
from engine.core.events import describe
from engine.core.state import GameObject, GameState, PlayerId, Zone
from engine.derived.layers import characteristics
from engine.derived.linked_abilities import exiled_with
from engine.derived.player_conditions import about_players, about_you
from engine.derived.targets import matches


def holds(
    state: GameState, condition: v.Condition, you: PlayerId, source: str | None = None
) -> tuple[bool, str]:
    """Whether `condition` is true for `you` now, and why, as a clause ("you control Urza's
    Mine and Urza's Tower"). Its filters say "you control" themselves (`controller` "you");
    `source` is the object whose ability asks, for "other" (109.2). An "unless" condition
    (`negated`) is true when what it asks is false; the reason is the same."""
    ok, why = _asked(state, condition, you, source)
    return ok != condition.negated, why


def _asked(
    state: GameState, condition: v.Condition, you: PlayerId, source: str | None
) -> tuple[bool, str]:
    """Whether what `condition` asks is true, and why (`holds`, before any "unless")."""
    own = about_you(state, condition, you, source)
    if own is not None:
        return own
    shared = about_players(state, condition, you)
    if shared is not None:
        return shared
    if condition.self_counters is not None:
        obj = state.objects.get(source) if source is not None else None
        n = 0 if obj is None else obj.counter(condition.self_counters)
        ok = (condition.at_least is None or n >= condition.at_least) and (
            condition.at_most is None or n <= condition.at_most
        )
        return ok, f"it has {counter_words(n, condition.self_counters)}"
    if condition.self_level:
        obj = state.objects.get(source) if source is not None else None
        n = 1 if obj is None else obj.level
        return n >= (condition.at_least or 1), f"it is level {n} (716.2a)"
    if condition.self_combat is not None:
        obj = state.objects.get(source) if source is not None else None
        combat = state.combat
        refs = (
            ()
            if combat is None
            else (combat.attackers if condition.self_combat == "attacking" else combat.blockers)
        )
        ok = obj is not None and any(r.ref == obj.ref for r in refs)
        return ok, f"it is {'' if ok else 'not '}{condition.self_combat}"
    if condition.self_designation is not None:
        # A designation (701.37b, 702.112b), kept in the permanent's `chosen`.
        obj = state.objects.get(source) if source is not None else None
        ok = obj is not None and dict(obj.chosen).get(condition.self_designation) is True
        return ok, f"it is {'' if ok else 'not '}{condition.self_designation}"
    if condition.self_tapped is not None:
        # A permanent's status (110.5): tapped or untapped.
        obj = state.objects.get(source) if source is not None else None
        ok = obj is not None and obj.tapped == (condition.self_tapped == "tapped")
        return ok, f"it is {'tapped' if obj is not None and obj.tapped else 'untapped'}"
    if condition.self_attached:
        # An Equipment or an Aura attached to it now (301.5, 303.4), each as the layers make it.
        obj = state.objects.get(source) if source is not None else None
        kinds = set(condition.self_attached)
        on = [
            o
            for o in state.battlefield()
            if obj is not None
            and o.attached_to == obj.id
            and kinds & set(characteristics(state, o).subtypes)
        ]
        said = describe(state, on[0]) if on else "nothing of the kind"
        return bool(on), f"{said} is attached to it (301.5, 303.4)"
    if condition.self_entered:
        # Entered the battlefield this turn, as this object (400.7).
        obj = state.objects.get(source) if source is not None else None
        ok = obj is not None and obj.entered_this_turn
        return ok, f"it {'entered' if ok else 'did not enter'} the battlefield this turn"
    if condition.self_types:
        # Its card types now, after the layers (613.1d): "if this permanent is an enchantment"
        # is false once an effect made it a creature only (205.1a), or once it left (400.7).
        obj = state.objects.get(source) if source is not None else None
        here = obj is not None and obj.zone is Zone.BATTLEFIELD
        types = characteristics(state, obj).types if here and obj is not None else ()
        ok = all(t in types for t in condition.self_types)
        said = " ".join(types).lower() or "not a permanent"
        return ok, f"it is {said} (205.2)"
    if condition.self_attacked:
        # Declared as an attacker this turn (508.1a), as this object (400.7).
        obj = state.objects.get(source) if source is not None else None
        ok = obj is not None and obj.ref in state.turn.attacked_with
        return ok, f"it {'attacked' if ok else 'has not attacked'} this turn (508.1a)"
    if condition.self_discarded:
        # Discarded this turn (701.9a), and still the object it became (400.7).
        obj = state.objects.get(source) if source is not None else None
        ok = obj is not None and obj.ref in state.turn.discarded
        return ok, f"it was {'' if ok else 'not '}discarded this turn (701.9a)"
    if condition.self_exiled_card:
        # A card its linked ability exiled, still in exile as that object (607.2a, 400.7).
        obj = state.objects.get(source) if source is not None else None
        cards = [] if obj is None else exiled_with(state, obj)
        said = f"{describe(state, cards[0])} is exiled with it" if cards else "none is"
        return bool(cards), f"{said} (607.2a)"
    if condition.not_cast:
        # Offered as this resolves (608.2g): cast, the card became a new object (400.7).
        offered = state.resolving.offered if state.resolving is not None else None
        if offered is None:
            return True, "no card was exiled to be cast"
        kept = state.current(offered) is not None
        said = describe(state, state.objects[offered.id])
        return kept, f"{said} {'was not' if kept else 'was'} cast (608.2g)"
    if condition.opponent_controls_more is not None:
        return _more_than_you(state, condition.opponent_controls_more, you, source)
    found = [
        [o for o in state.battlefield() if matches(state, o, flt, you, source) is None]
        for flt in condition.you_control
    ]
    if condition.named_this and source is not None and source in state.objects:
        # "Creatures named ~": the name of the object whose ability it is (201.2), each as the
        # layers and its name stickers make it now (123.6b).
        name = characteristics(state, state.objects[source]).name
        found = [[o for o in objs if characteristics(state, o).name == name] for objs in found]
    if condition.measure != "count":
        return _measured(state, condition, found[0])
    if condition.at_least is not None or condition.at_most is not None:
        n = len(found[0])
        ok = (condition.at_least is None or n >= condition.at_least) and (
            condition.at_most is None or n <= condition.at_most
        )
        return ok, f"you control {n} of them"
    ok = all(found) if condition.match == "all" else any(found)
    names = [describe(state, objs[0]) for objs in found if objs]
    return ok, "you control " + (" and ".join(names) if names else "none of them")


def _measured(
    state: GameState, condition: v.Condition, found: list[GameObject]
) -> tuple[bool, str]:
    """Their powers added up, each as it is now, a negative one subtracting (the formidable
    rulings; 107.1b), or how many different powers they have (coven: each value once)."""
    powers = [characteristics(state, o).power or 0 for o in found]
    least = condition.at_least or 0
    if condition.measure == "total_power":
        total = sum(powers)
        return total >= least, f"the total power of the creatures you control is {total}"
    different = sorted(set(powers))
    n, said = len(different), ", ".join(str(p) for p in different) or "none"
    return n >= least, f"the creatures you control have {n} different powers ({said})"


def _more_than_you(
    state: GameState, flt: v.Filter, you: PlayerId, source: str | None
) -> tuple[bool, str]:
    """Whether an opponent controls more permanents matching `flt` than `you` (each player's
    own, 108.4)."""
    yours = flt.model_copy(update={"controller": "you"})
    counts = {
        p.id: sum(1 for o in state.battlefield() if matches(state, o, yours, p.id, source) is None)
        for p in state.players
    }
    mine = counts[you]
    most = max((n, p) for p, n in counts.items() if p != you) if len(counts) > 1 else (0, you)
    ok = most[0] > mine
    return ok, f"you control {mine} and player {most[1]} controls {most[0]}"


def spells_last_turn(state: GameState, asked: str) -> bool:
    """The werewolves' intervening-if (603.4): "if no spells were cast last turn" ("none"), "if
    a player cast two or more spells last turn" ("two_or_more"). The previous turn can't change
    during this one, so the check as the ability resolves gives the same answer as when it
    triggered."""
    counts = [n for _, n in state.turn.last_turn_cast_by]
    if asked == "none":
        return not any(counts)
    return any(n >= 2 for n in counts)
