"""How a permanent enters the battlefield (CR 614.1c-d, 614.12): the effects that modify it.

`entering` applies, as a permanent is about to enter, its own "enters as a copy" (707.5), a
planeswalker's loyalty counters (306.5b), its "enters tapped / with counters / as it enters,
choose a color / a card name / a player" abilities (`entering_choices`), and other permanents'
"[objects] enter tapped / with an additional counter", checked against it as it would exist on
the battlefield. Their order can't change the
result, so they apply in timestamp order (616.1e).
"""

from __future__ import annotations

from typing import Any

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.mana import EMPTY_POOL
from engine.core.primitives import marked
from engine.core.replace import replace
from engine.core.state import ChoiceKind, Event, GameObject, GameState
from engine.derived.amounts import count
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.conditions import holds
from engine.derived.targets import matches
from engine.modifiers import life_totals, multipliers, turn_history
from engine.modifiers.copies import enter_as_copy, with_exceptions
from engine.modifiers.entering_choices import choose_as_entering
from engine.modifiers.entering_keywords import choice_for
from engine.modifiers.replacement_order import abilities, static_replacements


def entering(
    state: GameState, obj: GameObject, x: int | None
) -> tuple[GameState, GameObject, list[Event]]:
    """Apply the effects that modify how `obj` enters the battlefield (614.1c-d, 614.12).

    `obj` is the permanent as it is about to enter (not yet in `state`'s battlefield). Its own
    abilities apply first, in printed order; then other permanents' effects, in timestamp order,
    each checked against the permanent as it would exist on the battlefield, with the changes
    made so far (614.12). Choices are made before it enters (614.12a).
    """
    events: list[Event] = []
    applied = 0
    before = dict(obj.counters)
    copy_ability = next((a for a in abilities(obj) if isinstance(a, v.EntersAsCopy)), None)
    if copy_ability is not None:
        # It becomes a copy as it enters (707.5); the copied "enters with" abilities then apply.
        state, obj, more = enter_as_copy(state, obj, copy_ability)
        events += more
        for extra in copy_ability.counters if obj.copy_of is not None else ():
            # "… except it enters with an additional +1/+1 counter on it if it's a creature"
            # (Spark Double): a copy exception applied as it enters (707.9, 614.1c).
            if extra.if_type is None or extra.if_type in copiable_card(obj).types:
                more_counters = v.EntersWithCounters(counter=extra.counter, amount=extra.amount)
                state, obj, more = _own_entering(state, obj, more_counters, x, ("707.9",))
                events += more
                applied += 1
    printed = copiable_card(obj)
    if state.day_night == "night" and "Daybound" in printed.keywords and obj.card.back:
        # Daybound: "If it is night and this permanent is represented by a double-faced card,
        # it enters transformed" (702.145b, 712.14a).
        obj = replace(obj, card=obj.card.back, front=obj.card)
        text = f"It is night: {describe(state, obj)} enters transformed, its back face up."
        events.append(event("enters_transformed", text, "702.145b", "712.14a", objects=[obj.id]))
        printed = copiable_card(obj)
    if "Planeswalker" in printed.types and printed.loyalty is not None:
        obj, more = _loyalty(obj, printed.loyalty)
        events += more
        applied += 1
    if "Saga" in printed.subtypes:
        obj, more = _lore(obj)
        events += more
        applied += 1
    for ability in _own_abilities(state, obj, events):
        if isinstance(ability, str) and (choice := choice_for(ability)) is not None:
            # Riot, unleash: "you may have this permanent enter with an additional +1/+1
            # counter on it" (702.136a, 702.98a); devour's sacrifices (702.82a): chosen as it
            # enters (614.12a).
            choose, parameter = choice
            state, obj, more = choose(state, obj, parameter)
            events += more
            applied += 1
            continue
        rule: tuple[str, ...] = ()
        if isinstance(ability, str) and (stands_for := v.entering_replacement(ability)):
            # Modular, fading, bloodthirst: the keyword stands for "enters with N counters" too.
            rule = (v.entering_rule(ability),)
            ability = stands_for
        if isinstance(ability, v.SELF_ENTERING):
            if getattr(ability, "if_kicked", False) and not dict(obj.chosen).get("kicked"):
                continue  # "If this creature was kicked, it enters with …" (702.33d-e)
            if getattr(ability, "if_escaped", False):
                if not dict(obj.chosen).get("escaped"):
                    continue  # "This creature escapes with …" (702.138c)
                rule = ("702.138c",)
            if (
                isinstance(ability, v.EntersWithCounters)
                and ability.if_opponent_damaged
                and not _opponent_damaged(state, obj)
            ):
                events.append(_no_bloodthirst(state, obj, ability))
                continue
            state, obj, more = _own_entering(state, obj, ability, x, rule)
            events += more
            applied += 1
    for perm, _, ability in static_replacements(state, "enters", exclude=obj.id):
        if matches(state, obj, ability.filter, controller_of(state, perm), perm.id) is not None:
            continue
        obj, more = _other_entering(state, obj, perm, ability)
        events += more
        applied += 1
    state, obj, more = _counter_changes(state, obj, before)
    events += more
    if applied > 1:
        events.insert(
            0,
            event(
                "replacement_order",
                f"{applied} replacement effects modify how {describe(state, obj)} enters; their "
                "order doesn't change the result, so they apply in timestamp order.",
                "616.1e",
                objects=[obj.id],
            ),
        )
    return state, obj, events


def _counter_changes(
    state: GameState, obj: GameObject, before: dict[str, int]
) -> tuple[GameState, GameObject, list[Event]]:
    """The counters it enters with, as replacement and "can't" effects on counters being put on
    it change them (122.6: entering with counters is having them put on it; Doubling Season,
    Hardened Scales, Solemnity), each kind once all effects on how it enters have applied: with
    another permanent's "enters with an additional counter" too, the addition comes first and
    its controller isn't asked for another order (616.1)."""
    events: list[Event] = []
    counters = dict(obj.counters)
    for kind, n in obj.counters:
        added = n - before.get(kind, 0)
        if added <= 0:
            continue
        state, put, more = multipliers.counters(state, obj, kind, added, entering=True)
        events += more
        counters[kind] = before.get(kind, 0) + put
    if counters == dict(obj.counters):
        return state, obj, events
    return state, obj.with_counters(counters), events


def _own_abilities(state: GameState, obj: GameObject, events: list[Event]) -> tuple[Any, ...]:
    """Its own abilities that may modify how it enters: none when, as it would exist on the
    battlefield, an effect that already exists takes them away (614.12: Humility's "All
    creatures lose all abilities", Blood Moon's "Nonbasic lands are Mountains", 305.7)."""
    own = abilities(obj)
    entering = [
        a
        for a in own
        if isinstance(a, v.SELF_ENTERING)
        or (isinstance(a, str) and (choice_for(a) is not None or v.entering_replacement(a)))
    ]
    if not entering or not characteristics(state, obj).abilities_lost:
        return own
    text = "; ".join(getattr(a, "text", "") or str(a) for a in entering)
    events.append(
        event(
            "replacement",
            f"{describe(state, obj)} would lose its abilities on the battlefield, so its own "
            f"“{text}” doesn't apply as it enters.",
            "614.12",
            objects=[obj.id],
        )
    )
    return ()


def _opponent_damaged(state: GameState, obj: GameObject) -> bool:
    """Whether an opponent of the player it enters under was dealt damage this turn (702.54a)."""
    return any(p != obj.controller for p in state.turn.damaged_players)


def _no_bloodthirst(state: GameState, obj: GameObject, ability: v.EntersWithCounters) -> Event:
    return event(
        "replacement",
        f"{describe(state, obj)} enters without its {ability.text.lower()} counters: no "
        f"opponent of player {obj.controller} was dealt damage this turn.",
        "702.54a",
        "614.12",
        objects=[obj.id],
    )


def _loyalty(obj: GameObject, printed: int) -> tuple[GameObject, list[Event]]:
    """A planeswalker's intrinsic "enters with a number of loyalty counters on it equal to its
    printed loyalty number", a replacement effect (306.5b, 614.1c)."""
    name = obj.card.name
    if printed <= 0:
        text = f"{name} enters with no loyalty counters (its printed loyalty is {printed})."
        return obj, [event("replacement", text, "306.5b", "614.1c", objects=[obj.id])]
    counters = dict(obj.counters)
    counters["loyalty"] = counters.get("loyalty", 0) + printed
    plural = "s" if printed != 1 else ""
    text = f"{name} enters with {printed} loyalty counter{plural}, its printed loyalty."
    return obj.with_counters(counters), [
        event("replacement", text, "306.5b", "614.1c", objects=[obj.id])
    ]


def _lore(obj: GameObject) -> tuple[GameObject, list[Event]]:
    """A Saga's intrinsic "This Saga enters with a lore counter on it", a replacement effect
    (714.3a, 614.1c); read ahead (714.3b) isn't modelled, and a card with it says so."""
    counters = dict(obj.counters)
    counters["lore"] = counters.get("lore", 0) + 1
    text = f"{obj.card.name} enters with a lore counter, as every Saga does."
    return obj.with_counters(counters), [
        event("replacement", text, "714.3a", "614.1c", objects=[obj.id])
    ]


def _enters_tapped(
    state: GameState, obj: GameObject, ability: v.EntersTapped
) -> tuple[GameState, GameObject, list[Event]]:
    """ "Enters tapped" (614.1d), "… unless [condition]" (the condition negated) checked as it
    would enter (614.12), or "you may pay N life; if you don't, it enters tapped" chosen as it
    enters (614.12a)."""
    name = describe(state, obj)
    you = obj.controller
    if (condition := ability.condition) is not None:
        applies, why = holds(state, condition, you, obj.id)
        # The event says whether what the card asks holds, "unless" or "if".
        asked = condition.text or "its condition"
        said = "holds" if applies != condition.negated else "doesn't hold"
        text = f"{name} enters {'tapped' if applies else 'untapped'}: “{asked}” {said} ({why})."
        entered = replace(obj, tapped=True) if applies else obj
        return state, entered, [event("replacement", text, "614.1d", "614.12", objects=[obj.id])]
    if ability.unless_pay_life is not None:
        life = ability.unless_pay_life
        player = state.player(you)
        can = life_totals.cant_pay_life(state, you, life) is None
        paid = can and bool(
            ask(
                NeedChoice(
                    ChoiceKind.PAY,
                    you,
                    f"Player {you}: pay {life} life as {name} enters, or it enters tapped.",
                    ("614.12a", "119.4"),
                    ("true", "false"),
                )
            )
        )
        if paid:
            state = state.with_player(replace(player, life=player.life - life))
            state = turn_history.lost_life(state, you, life)
            text = f"As {name} enters, player {you} pays {life} life; it enters untapped."
            return state, obj, [event("pay_life", text, "614.12a", "119.4", objects=[obj.id, you])]
        why = "doesn't pay" if can else f"can't pay {life} life (119.4, 119.8)"
        text = f"As {name} enters, player {you} {why}; it enters tapped."
        tapped = replace(obj, tapped=True)
        return state, tapped, [event("replacement", text, "614.12a", "614.1d", objects=[obj.id])]
    tapped = replace(obj, tapped=True)
    return (
        state,
        tapped,
        [event("replacement", f"{name} enters tapped.", "614.1d", objects=[obj.id])],
    )


def _becomes_your_choice(
    state: GameState, obj: GameObject, ability: v.AsEntersChoose
) -> tuple[GameState, GameObject, list[Event]]:
    """ "As ~ enters, it becomes your choice of a 3/3 artifact creature, …" (Primal Clay): its
    controller chooses before it enters (614.12a); the choice sets its power and toughness, so
    it is a copiable effect, in layer 1a (613.2a), and a copy of it copies the choice (707.2)."""
    name = describe(state, obj)
    listed = "; ".join(f"{k} = {o.text}" for k, o in enumerate(ability.options, start=1))
    need = NeedChoice(
        ChoiceKind.MODE,
        obj.controller,
        f"Player {obj.controller}: choose what {name} becomes as it enters ({listed}).",
        ("614.12a", "613.2a"),
        tuple(str(k) for k in range(1, len(ability.options) + 1)),
    )
    picked = ability.options[int(ask(need) or 1) - 1]
    values = with_exceptions(copiable_card(obj), picked.modifications)
    chosen = marked(obj.chosen, ("becomes", picked.text))
    text = (
        f"As {name} enters, player {obj.controller} chooses that it becomes {picked.text}: a "
        "copiable effect, since it sets power and toughness (layer 1a)."
    )
    return (
        state,
        replace(obj, copied=values, chosen=chosen),
        [event("replacement", text, "614.1c", "614.12a", "613.2a", objects=[obj.id])],
    )


def _own_entering(
    state: GameState, obj: GameObject, ability: Any, x: int | None, rule: tuple[str, ...] = ()
) -> tuple[GameState, GameObject, list[Event]]:
    name = describe(state, obj)
    if isinstance(ability, v.EntersTapped):
        return _enters_tapped(state, obj, ability)
    if isinstance(ability, v.AsEntersChoose) and ability.choice == "characteristics":
        return _becomes_your_choice(state, obj, ability)
    if isinstance(ability, v.AsEntersChoose):
        return choose_as_entering(state, obj, ability)
    assert isinstance(ability, v.EntersWithCounters)  # noqa: S101 - SELF_ENTERING lists three
    rules: tuple[str, ...] = (*rule, "614.1c")
    counted: list[Event] = []
    if ability.amount == "X":
        amount = x or 0
        rules = (*rule, "614.1c", "107.3m")
    elif isinstance(ability.amount, int):
        amount = ability.amount
    else:
        # A count the text defines, counted as it enters (107.3c, 614.1c): "you" is the
        # player it enters under the control of, and it isn't on the battlefield yet.
        amount, said = count(state, ability.amount, obj.controller, obj, ())
        text = said.text.replace("as the instruction is performed", "as it enters")
        counted.append(event("amount", text, "614.1c", "107.3c", objects=said.objects))
        rules = (*rule, "614.1c", "107.3c")
    if ability.per_color_spent:
        # Each color among the mana spent to cast the spell it was (601.2h); none if not cast.
        amount *= sum(1 for n in (obj.mana_spent or EMPTY_POOL)[:5] if n)
        rules = (*rules, "601.2h")
    counter = ability.counter
    if ability.otherwise_counter is not None and "Creature" not in copiable_card(obj).types:
        # Not entering as a creature, type-changing effects ignored: its copiable values say
        # (sunburst's charge counters, 702.44a).
        counter = ability.otherwise_counter
    if amount <= 0:
        why = f"X is {amount}"
        if ability.per_color_spent:
            why = "no colored mana was spent to cast it"
        return (
            state,
            obj,
            [
                *counted,
                event(
                    "replacement",
                    f"{name} enters with no {counter} counters ({why}).",
                    *rules,
                    objects=[obj.id],
                ),
            ],
        )
    counters = dict(obj.counters)
    counters[counter] = counters.get(counter, 0) + amount
    return (
        state,
        obj.with_counters(counters),
        [
            *counted,
            event(
                "replacement",
                f"{name} enters with {amount} {counter} counter{'s' if amount != 1 else ''}.",
                *rules,
                objects=[obj.id],
            ),
        ],
    )


def _other_entering(
    state: GameState, obj: GameObject, perm: GameObject, ability: v.Replacement
) -> tuple[GameObject, list[Event]]:
    """Another permanent's "[objects] enter tapped / with an additional counter" (614.1d)."""
    name = describe(state, obj)
    because = f"because of {describe(state, perm)}" + (
        f" (“{ability.text.rstrip('.')}”)" if ability.text else ""
    )
    what = []
    if ability.tapped:
        obj = replace(obj, tapped=True)
        what.append("tapped")
    if ability.counter is not None:
        counters = dict(obj.counters)
        counters[ability.counter] = counters.get(ability.counter, 0) + ability.amount
        obj = obj.with_counters(counters)
        plural = "s" if ability.amount != 1 else ""
        what.append(f"with {ability.amount} additional {ability.counter} counter{plural}")
    return obj, [
        event(
            "replacement",
            f"{name} enters {' and '.join(what)} {because}.",
            "614.1d",
            "614.12",
            objects=[obj.id, perm.id],
        )
    ]
