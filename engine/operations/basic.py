"""Operations: the game actions spells, abilities and the rules of play all perform — life
(119), destroying (701.8), sacrificing (701.21), countering (701.6), drawing (121) and adding
mana (106.4); damage (120) is `engine.operations.damage`.

Each takes the state and returns the new state with the events that say what happened and why.
Replacement effects get their say first (614): destruction goes through
`engine.modifiers.replacement` before it happens.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from engine.cards import vocabulary as v
from engine.cards.wording import counter_words
from engine.core import budget
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.mana import add, parse_pool, pool_text
from engine.core.occurrences import (
    CountersRemoved,
    Drew,
    LifeGained,
    Sacrificed,
)
from engine.core.registry import Registry, decorator
from engine.core.replace import replace
from engine.core.state import (
    ChoiceKind,
    Event,
    GameObject,
    GameState,
    PlayerId,
    Zone,
    freeze,
)
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.targets import matches
from engine.modifiers import (
    draw_limits,
    draw_replacements,
    life_totals,
    replacement,
    turn_history,
)
from engine.modifiers.replacement_order import held_abilities
from engine.modifiers.triggers import fire
from engine.operations.shuffling import anonymous_card
from engine.operations.tokens import create_token
from engine.operations.zones import library_top, move

Result = tuple[GameState, list[Event]]
Events = list[Event]


def destroy(
    state: GameState,
    obj: GameObject,
    *,
    cant_regenerate: bool,
    why: str,
    as_of: GameState | None = None,
    by_rule: bool = False,
) -> Result:
    """Destroy a permanent (701.8a), unless indestructible (702.12b) or regenerated (701.19a).
    `as_of`: the game as an instruction destroying several permanents at once began, whose
    characteristics say which are indestructible — not a game where some already left;
    `by_rule`: a state-based action destroys it (704.5g-h), not an effect (122.1c)."""
    chars = characteristics(as_of or state, obj)
    if chars.has("Indestructible"):
        return state, [
            event(
                "indestructible",
                f"{describe(state, obj)} has indestructible and isn't destroyed.",
                "702.12b",
                objects=[obj.id],
            )
        ]
    state, replaced, replacing = replacement.destroying(
        state, obj, cant_regenerate=cant_regenerate, by_rule=by_rule
    )
    if replaced:
        return state, replacing
    state, events = move(state, obj.id, Zone.GRAVEYARD)
    return state, [
        *replacing,
        event(
            "destroy",
            f"{describe(state, obj)} is destroyed ({why}) and put into its owner's graveyard.",
            "701.8a",
            objects=[obj.id],
        ),
        *events,
    ]


#: Where a countered spell goes instead of the graveyard (`CounterSpell.to`), in the event's words.
_COUNTERED_TO = {
    "library_top": (Zone.LIBRARY, False, "on top of its owner's library"),
    "library_bottom": (Zone.LIBRARY, True, "on the bottom of its owner's library"),
    "hand": (Zone.HAND, False, "into its owner's hand"),
    "exile": (Zone.EXILE, False, "into exile"),
}


def counter(state: GameState, obj: GameObject, by: GameObject, to: str = "graveyard") -> Result:
    """Counter a spell: it leaves the stack for its owner's graveyard (CR 701.6a), or where the
    countering text says instead (`to`; a self-replacement effect, 614.15)."""
    # A face-down spell has no text (708.2a), so no "can't be countered" either.
    if copiable_card(obj).cant_be_countered:
        return state, [
            event(
                "cant_be_countered",
                f"{describe(state, obj)} can't be countered; {by.card.name} does nothing to it.",
                "101.2",
                objects=[obj.id, by.id],
            )
        ]
    if (keeper := _keeps_uncountered(state, obj)) is not None:
        return state, [
            event(
                "cant_be_countered",
                f"{describe(state, obj)} can't be countered, as {describe(state, keeper)} says; "
                f"{by.card.name} does nothing to it.",
                "101.2",
                objects=[obj.id, by.id, keeper.id],
            )
        ]
    if to in _COUNTERED_TO:
        zone, to_bottom, where = _COUNTERED_TO[to]
        state, events = move(state, obj.id, zone, to_bottom=to_bottom)
        said = (
            f"{describe(state, by)} counters {describe(state, obj)}; instead of into its owner's "
            f"graveyard, it is put {where} ({by.card.name}'s own replacement effect, applied "
            "first)."
        )
        return state, [event("counter", said, "701.6a", "614.15", objects=[obj.id, by.id]), *events]
    state, events = move(state, obj.id, Zone.GRAVEYARD)
    return state, [
        event(
            "counter",
            f"{describe(state, by)} counters {describe(state, obj)}; it is put into its owner's "
            "graveyard.",
            "701.6a",
            objects=[obj.id, by.id],
        ),
        *events,
    ]


def _keeps_uncountered(state: GameState, spell: GameObject) -> GameObject | None:
    """The permanent whose "[spells] can't be countered" names `spell` as it is on the stack,
    its "you" that permanent's controller (101.2), or None."""
    for perm in state.battlefield():
        for ability in held_abilities(state, perm):
            if isinstance(ability, v.SpellsCantBeCountered) and (
                matches(state, spell, ability.filter, controller_of(state, perm), perm.id) is None
            ):
                return perm
    return None


#: What a keyword of a card in a player's graveyard or elsewhere may have them do instead of
#: drawing a card (dredge's, 702.52a): asked before the other replacements of that draw, which
#: is what the player would choose to apply first (616.1; declined, they apply as if it weren't
#: there), and None when not done. Registered under the keyword by its mechanic's package
#: (`draw_instead`), which this module never names.
DrawInstead = Callable[[GameState, PlayerId], Result | None]
DRAWS_INSTEAD: Registry[str, DrawInstead] = Registry("a keyword's replacement of a draw")


def draw_instead(keyword: str) -> Callable[[DrawInstead], DrawInstead]:
    """Register what `keyword` may have a player do instead of drawing a card."""
    return decorator(DRAWS_INSTEAD, keyword)


def draw(
    state: GameState, player_id: PlayerId, n: int, used: frozenset[str] = frozenset()
) -> Result:
    """Draw `n` cards one at a time (CR 121.2); drawing from an empty library is noted (121.4).
    Each draw may be replaced (614.11) unless it can't happen (614.17c): a card another player
    draws instead is a draw the effects in `used` already replaced (614.5)."""
    events: list[Event] = []
    for _ in range(n):
        budget.check(state)
        if (limit := draw_limits.limiting(state, player_id)) is not None:
            # "Can't draw more than one card each turn": this draw doesn't happen (121.2b).
            events.append(
                event(
                    "no_draw",
                    f"Player {player_id} can't draw another card this turn: "
                    f"{describe(state, limit[0])} says “{limit[1].text.rstrip('.')}”.",
                    "121.2b",
                    "101.2",
                    objects=[player_id, limit[0].id],
                )
            )
            continue
        done = None
        for keyword_instead in DRAWS_INSTEAD.values():
            if (done := keyword_instead(state, player_id)) is not None:
                break
        if done is not None:
            state, more = done
            events += more
            continue
        state, instead, asked = draw_replacements.replacing(state, player_id, used)
        if instead is not None:
            state, more, who = draw_replacements.replaced(state, player_id, instead)
            events += asked + more
            if (kind := instead[2].instead) == "treasure" and who is not None:
                state, more = create_token(state, _treasure(), who, 1)
                events += more
            elif kind == "discard_then_draw":
                state, more = _discard_instead(state, player_id, used | {instead[1]})
                events += more
            elif who is not None:
                twice = kind == "draw_two"
                state, more = draw(state, who, 2 if twice else 1, used | {instead[1]})
                events += more
            continue
        player = state.player(player_id)
        top = library_top(state, player_id)
        if top is None and player.anonymous_library:
            state = state.with_player(
                replace(player, anonymous_library=player.anonymous_library - 1)
            )
            state, _ = anonymous_card(state, player_id)
            state, drawn = _drew(state, player_id)
            events.append(
                event(
                    "draw",
                    f"Player {player_id} draws a card.",
                    "121.1",
                    objects=[player_id],
                )
            )
            events += drawn
            continue
        if top is None:
            state = state.with_player(replace(player, drew_from_empty=True))
            events.append(
                event(
                    "draw",
                    f"Player {player_id} can't draw from an empty library; they will lose the "
                    "next time state-based actions are checked.",
                    "121.4",
                    objects=[player_id],
                )
            )
            continue
        state, more = move(state, top, Zone.HAND)
        state, drawn = _drew(state, player_id)
        events.append(
            event(
                "draw",
                f"Player {player_id} draws {describe(state, state.objects[top])}.",
                "121.1",
                objects=[player_id, top],
            )
        )
        events += more + drawn
    return state, events


@cache
def _treasure() -> v.CardDef:
    """The predefined Treasure token (111.10a) a draw replacement may create instead."""
    return v.CreateToken.model_validate({"token": "Treasure"}).token


def _drew(state: GameState, player_id: PlayerId) -> Result:
    """A card drawn (121.1): the turn's record, then the abilities that trigger on it, once
    for each card (121.2)."""
    first = turn_history.first_in_draw_step(state, player_id)
    state = turn_history.drew(state, player_id)
    nth = turn_history.drawn_this_turn(state, player_id)
    return fire(state, Drew(player_id, first_in_draw_step=first, nth=nth))


def _discard_instead(state: GameState, player_id: PlayerId, used: frozenset[str]) -> Result:
    """ "That player discards a card instead. If the player discards a card this way, they draw
    a card. If the player doesn't discard a card this way, they mill a card." (Chains of
    Mephistopheles): the player chooses the card (701.9b) and discards it (701.9a), then draws —
    a new draw, which the effects in `used` don't replace again (614.5; two Chains each replace
    a draw, the card's ruling); with an empty hand they mill a card (701.17a) and draw none."""
    cards = sorted(
        (o for o in state.objects.values() if o.zone is Zone.HAND and o.owner == player_id),
        key=lambda o: o.timestamp,
    )
    if not cards:
        library = state.libraries.get(player_id, ())
        player = state.player(player_id)
        if not library and player.anonymous_library:
            state = state.with_player(
                replace(player, anonymous_library=player.anonymous_library - 1)
            )
            state, card_id = anonymous_card(state, player_id, Zone.LIBRARY)
            state = replace(state, libraries={**state.libraries, player_id: (card_id,)})
            library = (card_id,)
        if not library:
            text = f"Player {player_id} has no card in hand to discard and none to mill."
            return state, [event("mill", text, "701.17b", objects=[player_id])]
        top = library[-1]
        name = describe(state, state.objects[top])
        state, more = move(state, top, Zone.GRAVEYARD)
        text = f"Player {player_id} has no card in hand to discard, so they mill {name}."
        return state, [event("mill", text, "701.17a", objects=[player_id, top]), *more]
    options = tuple(o.id for o in cards)
    card = options[0]
    if len(options) > 1:
        question = f"Player {player_id}: discard a card instead of drawing; choose which."
        need = NeedChoice(ChoiceKind.DISCARD, player_id, question, ("701.9b",), options, 1, 1)
        card = str(next(iter(ask(need) or ())))
    name = describe(state, state.objects[card])
    state, more = move(state, card, Zone.GRAVEYARD)
    text = f"Player {player_id} discards {name}, so they draw a card."
    events = [event("discard", text, "701.9a", objects=[player_id, card]), *more]
    state, drawn = draw(state, player_id, 1, used)
    return state, [*events, *drawn]


def add_mana(state: GameState, player_id: PlayerId, mana: str, source: GameObject) -> Result:
    player = state.player(player_id)
    state = state.with_player(replace(player, mana_pool=add(player.mana_pool, parse_pool(mana))))
    return state, [
        event(
            "mana",
            f"{describe(state, source)} adds {mana} to player {player_id}'s mana pool "
            f"(now {pool_text(state.player(player_id).mana_pool)}).",
            "106.4",
            objects=[source.id, player_id],
        )
    ]


def gain_life(state: GameState, player_id: PlayerId, amount: int) -> GameState:
    """A player gains life (119.3): the life total goes up, and abilities that trigger on it
    trigger (603.2); the caller says why it happened."""
    player = state.player(player_id)
    state = state.with_player(replace(player, life=player.life + amount))
    state, _ = fire(state, LifeGained(player_id, amount))
    return state


def sacrifice(
    state: GameState, obj: GameObject, kind: str = "sacrifice", why: str = ""
) -> tuple[GameState, list[Event]]:
    """Its controller sacrifices `obj`: it moves from the battlefield to its owner's graveyard
    (701.21a) — not destroyed, so neither regeneration nor indestructible stops it. "Whenever
    you sacrifice …" abilities trigger whatever the reason, a cost or an effect, looking back at
    the permanent (603.10a). `why` ends the event's sentence (" to pay a cost")."""
    controller = controller_of(state, obj)
    before = state
    state, more = move(state, obj.id, Zone.GRAVEYARD)
    state, _ = fire(state, Sacrificed(before, obj, controller))
    said = event(
        kind,
        f"Player {controller} sacrifices {describe(before, obj)}{why}.",
        "701.21a",
        objects=[obj.id],
    )
    return state, [said, *more]


def return_to_hand(
    state: GameState, obj: GameObject, *, found_by: str = ""
) -> tuple[GameState, list[Event]]:
    """`obj` is returned to its owner's hand: a new object there (400.7). `found_by`: the rule
    by which a zone-change trigger found its own card in the public zone it moved to (400.7e:
    Rancor returning itself from the graveyard; 400.7f: an Aura's "when enchanted creature
    dies"); a card targeted in a graveyard is just moved."""
    state, more = move(state, obj.id, Zone.HAND)
    said = event(
        "zone",
        f"{describe(state, obj)} is returned to its owner's hand (a new object, 400.7).",
        found_by or "400.7",
        objects=[obj.id],
    )
    return state, [said, *more]


def give_counters(state: GameState, player: PlayerId, kind: str, n: int) -> GameState:
    """`player` gets `n` counters of `kind` (122.1): energy (107.14), poison (122.1f)."""
    p = state.player(player)
    mapping = dict(p.counters)
    mapping[kind] = mapping.get(kind, 0) + n
    return state.with_player(replace(p, counters=freeze(mapping)))


def pay_energy(state: GameState, player: PlayerId, n: int) -> tuple[GameState, list[Event]]:
    """Pay {E} n times: the player removes that many energy counters from themselves (107.14);
    with fewer, the cost can't be paid (118.3)."""
    have = state.player(player).counter("energy")
    if have < n:
        raise IllegalActionError(
            f"player {player} has {have} energy and can't pay {'{E}' * n}", ("107.14", "118.3")
        )
    state = give_counters(state, player, "energy", -n)
    said = event(
        "pay",
        f"Player {player} pays {'{E}' * n}, removing {counter_words(n, 'energy')} "
        f"({have} → {have - n}).",
        "107.14",
        objects=[player],
    )
    return state, [said]


def take_counters(
    state: GameState, obj: GameObject, kind: str, n: int
) -> tuple[GameState, list[Event]]:
    """Remove `n` counters of `kind` from the permanent `obj` (at most as many as it has), the one
    way an effect, a cost or a keyword does (122.1), and fire what watches for it: the last time
    counter removed is vanishing's trigger event (702.63a). The events are the triggers'; the
    caller says what was removed and why."""
    have = obj.counter(kind)
    gone = min(n, have)
    if gone <= 0:
        return state, []
    counters = dict(obj.counters)
    counters[kind] = have - gone
    state = state.with_object(obj.with_counters(counters))
    return fire(state, CountersRemoved(state.objects[obj.id], kind, have, have - gone))


def remove_counters_cost(
    state: GameState, obj: GameObject, kind: str, n: int
) -> tuple[GameState, list[Event]]:
    """Pay "Remove N [kind] counters from this permanent" (118.3): with fewer on it, the cost
    can't be paid."""
    have = obj.counter(kind)
    name = describe(state, obj)
    if have < n:
        raise IllegalActionError(
            f"{name} has {counter_words(have, kind)} and can't remove {n} to pay this cost",
            ("118.3",),
        )
    state, fired = take_counters(state, obj, kind, n)
    said = event(
        "pay",
        f"{counter_words(n, kind)} removed from {name} to pay a cost ({have} → {have - n}).",
        "118.3",
        "122.1",
        objects=[obj.id],
    )
    return state, [said, *fired]


def pay_counted(
    state: GameState, player: PlayerId, source: GameObject, cost: v.Cost
) -> tuple[GameState, list[Event]]:
    """The parts of a cost that are numbers of something: life (119.4), energy (107.14) and
    counters removed from the source (118.3); any one the player can't pay refuses the cost."""
    events: list[Event] = []
    if cost.life:
        p = state.player(player)
        if (cant := life_totals.cant_pay_life(state, player, cost.life)) is not None:
            raise IllegalActionError(f"{cant[0]} and can't pay {cost.life} life", cant[1])
        state = state.with_player(replace(p, life=p.life - cost.life))
        state = turn_history.lost_life(state, player, cost.life)
        events.append(
            event("pay", f"Player {player} pays {cost.life} life.", "119.4", objects=[player])
        )
    if cost.energy:
        state, more = pay_energy(state, player, cost.energy)
        events += more
    for removed in cost.remove_counters:
        if removed.source is not None:
            continue  # from a permanent the player chooses (`mechanics.counter_costs`)
        current = state.objects[source.id]
        state, more = remove_counters_cost(state, current, removed.counter, removed.count)
        events += more
    return state, events
