"""State-based actions (CR 704): checked whenever a player would receive priority.

All applicable actions are found first and performed simultaneously as one event (704.3); the
check repeats until none applies. The legend rule needs a choice (704.5j), so `find` reports it
and the caller asks the player before performing everything.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import groupby

from engine.cards import vocabulary as v
from engine.core.bestowed import is_bestowed
from engine.core.events import describe, describe_id, event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, ObjectId, PlayerId, Zone
from engine.derived.attachment import enchants_a_graveyard_card, illegal_attachment
from engine.derived.characteristics import (
    Characteristics,
    characteristics,
    controller_of,
)
from engine.derived.protection import protection_from, rule_of, sources_words
from engine.derived.targets import matches
from engine.mechanics.bestow import rules as bestow
from engine.mechanics.sagas.rules import finished
from engine.modifiers.life_totals import cant_lose
from engine.modifiers.replacement_order import held_abilities
from engine.operations.basic import destroy, sacrifice
from engine.operations.leave_game import players_leave
from engine.operations.zones import at_once, move


@dataclass(frozen=True, slots=True)
class LegendGroup:
    """Legendary permanents with one name under one controller (704.5j): keep one of them."""

    controller: PlayerId
    name: str
    objects: tuple[ObjectId, ...]


@dataclass(frozen=True, slots=True)
class Findings:
    losers: tuple[tuple[PlayerId, str, str], ...] = ()
    #: (object id, rules, reason) to put into the graveyard.
    to_graveyard: tuple[tuple[ObjectId, tuple[str, ...], str], ...] = ()
    #: (object id, rules, reason): Equipment or Fortifications to unattach (704.5n).
    unattach: tuple[tuple[ObjectId, tuple[str, ...], str], ...] = ()
    #: (object id, reason): bestowed Auras unattached or attached illegally, which become
    #: creatures instead of going to the graveyard (702.103f, an exception to 704.5m).
    unbestow: tuple[tuple[ObjectId, str], ...] = ()
    #: (object id, rule, reason) to destroy, or that cease to exist.
    to_destroy: tuple[tuple[ObjectId, str, str], ...] = ()
    cease: tuple[tuple[ObjectId, str, str], ...] = ()
    annihilate: tuple[tuple[ObjectId, int], ...] = ()
    legends: tuple[LegendGroup, ...] = ()
    #: Objects marked as dealt deathtouch damage: the marks are cleared by this check (704.5h).
    deathtouched: tuple[ObjectId, ...] = ()
    #: (object id, reason): Sagas past their final chapter, sacrificed by their controller (714.4).
    sagas: tuple[tuple[ObjectId, str], ...] = ()
    #: (player, permanent): a player who attempted to draw from an empty library but can't lose
    #: the game (Platinum Angel, 104.3): the attempt is forgotten by this check (704.5b).
    spared_draws: tuple[tuple[PlayerId, ObjectId], ...] = ()

    def __bool__(self) -> bool:
        return bool(
            self.deathtouched
            or self.losers
            or self.to_graveyard
            or self.unattach
            or self.unbestow
            or self.to_destroy
            or self.cease
            or self.annihilate
            or self.legends
            or self.sagas
            or self.spared_draws
        )


def find(state: GameState) -> Findings:
    """Every state-based action that applies now (CR 704.5)."""
    losers: list[tuple[PlayerId, str, str]] = []
    spared_draws: list[tuple[PlayerId, ObjectId]] = []
    for p in state.players:
        if p.lost:
            continue
        why: list[tuple[str, str]] = []
        if p.life <= 0:
            why.append(("704.5a", f"has {p.life} life"))
        if p.drew_from_empty:
            why.append(("704.5b", "attempted to draw from an empty library"))
        if p.counter("poison") >= 10:
            why.append(("704.5c", f"has {p.counter('poison')} poison counters"))
        # "You can't lose the game" (Platinum Angel) spares every one of these (104.3b-d);
        # "You don't lose the game for having 0 or less life" (Phyrexian Unlife) only the first.
        left = [
            (rule, said)
            for rule, said in why
            if cant_lose(state, p.id, for_life=rule == "704.5a") is None
        ]
        if left:
            losers.append((p.id, *left[0]))
        elif p.drew_from_empty and (angel := cant_lose(state, p.id)) is not None:
            spared_draws.append((p.id, angel.id))
    to_graveyard: list[tuple[ObjectId, tuple[str, ...], str]] = []
    unattach: list[tuple[ObjectId, tuple[str, ...], str]] = []
    unbestow: list[tuple[ObjectId, str]] = []
    to_destroy: list[tuple[ObjectId, str, str]] = []
    cease: list[tuple[ObjectId, str, str]] = []
    annihilate: list[tuple[ObjectId, int]] = []
    if state.tally(_out_of_place):
        for obj in state.objects.values():
            if not _out_of_place(obj):
                continue
            if obj.token and obj.zone not in _ON_BATTLEFIELD:
                cease.append((obj.id, "704.5d", "a token in a zone other than the battlefield"))
            elif obj.spell_copy and obj.zone is not Zone.STACK:
                cease.append((obj.id, "704.5e", "a copy of a spell not on the stack"))
    permanents: tuple[GameObject, ...] = state.derived("sba.permanents", _permanents)
    battlefield_ids = {o.id for o in permanents}
    legendary: list[tuple[PlayerId, str, ObjectId]] = []
    roles: dict[tuple[str, PlayerId], list[GameObject]] = {}
    sagas: list[tuple[ObjectId, str]] = []
    for obj in permanents:
        if obj.spell_copy:
            continue  # It ceases to exist (704.5e, above): nothing else applies to it.
        chars = characteristics(state, obj)
        if chars.is_creature and chars.toughness is not None:
            if chars.toughness <= 0:
                to_graveyard.append((obj.id, ("704.5f",), f"toughness {chars.toughness}"))
            elif obj.damage >= chars.toughness and not chars.has("Indestructible"):
                to_destroy.append(
                    (
                        obj.id,
                        "704.5g",
                        f"lethal damage ({obj.damage} ≥ toughness {chars.toughness})",
                    )
                )
            elif obj.deathtouch_damage and not chars.has("Indestructible"):
                to_destroy.append((obj.id, "704.5h", "dealt damage by a source with deathtouch"))
        if chars.is_type("Planeswalker") and obj.counter("loyalty") <= 0:
            to_graveyard.append((obj.id, ("704.5i",), "a planeswalker with loyalty 0"))
        if "Aura" in chars.subtypes and is_bestowed(obj):
            if (loose := _bestowed_illegally(state, obj, battlefield_ids)) is not None:
                unbestow.append((obj.id, loose))
        elif "Aura" in chars.subtypes and (
            obj.attached_to is None
            or (
                obj.attached_to not in battlefield_ids
                and obj.attached_to not in state.player_ids()
                and not enchants_a_graveyard_card(state, obj)
            )
        ):
            to_graveyard.append((obj.id, ("704.5m",), "an Aura attached to nothing"))
        elif "Aura" in chars.subtypes and (illegal := illegal_attachment(state, obj)):
            reason, rules = illegal
            to_graveyard.append(
                (obj.id, ("704.5m", *rules), f"an Aura attached illegally ({reason})")
            )
        elif (
            obj.attached_to is not None
            and ("Equipment" in chars.subtypes or "Fortification" in chars.subtypes)
            and (found := _illegal_equipment(state, obj, chars, battlefield_ids))
        ):
            unattach.append((obj.id, *found))
        plus, minus = obj.counter("+1/+1"), obj.counter("-1/-1")
        if plus and minus:
            annihilate.append((obj.id, min(plus, minus)))
        if "Legendary" in chars.supertypes:
            legendary.append((controller_of(state, obj), chars.name, obj.id))
        if "Saga" in chars.subtypes and (done := finished(state, obj)):
            sagas.append((obj.id, done))
        if "Role" in chars.subtypes and obj.attached_to is not None:
            controller = controller_of(state, obj)
            roles.setdefault((obj.attached_to, controller), []).append(obj)
    for (host, controller), attached in roles.items():
        # 704.5y: of one player's Roles on a permanent, only the newest stays.
        newest = max(attached, key=lambda o: o.timestamp)
        to_graveyard.extend(
            (
                o.id,
                ("704.5y",),
                f"a Role controlled by player {controller} on {describe_id(state, host)}, which "
                f"also has a newer one ({describe(state, newest)})",
            )
            for o in attached
            if o is not newest
        )
    legends: list[LegendGroup] = []
    if legendary and (exempt := _legend_rule_off(state)):
        # Mirror Gallery: "The "legend rule" doesn't apply [to …]." (704.5j, 101.1)
        legendary = [t for t in legendary if not exempt(state.objects[t[2]])]
    for (controller, name), group in groupby(sorted(legendary), key=lambda t: (t[0], t[1])):
        ids = tuple(i for _, _, i in group)
        if len(ids) > 1:
            legends.append(LegendGroup(controller, name, ids))
    deathtouched = (
        tuple(o.id for o in state.objects.values() if o.deathtouch_damage)
        if state.tally(_deathtouched)
        else ()
    )
    return Findings(
        losers=tuple(losers),
        to_graveyard=tuple(to_graveyard),
        unattach=tuple(unattach),
        unbestow=tuple(unbestow),
        to_destroy=tuple(to_destroy),
        cease=tuple(cease),
        annihilate=tuple(annihilate),
        legends=tuple(legends),
        deathtouched=deathtouched,
        sagas=tuple(sagas),
        spared_draws=tuple(spared_draws),
    )


# What `find` looks at, kept per objects mapping or counted as objects change (see ObjectsView),
# so a check on a big board or a deep stack doesn't walk every object when nothing applies.


#: Where a token still exists: on the battlefield, phased out or not (702.26d, 704.5d).
_ON_BATTLEFIELD = (Zone.BATTLEFIELD, Zone.PHASED_OUT)


def _permanents(objects: dict[ObjectId, GameObject]) -> tuple[GameObject, ...]:
    """The objects on the battlefield, in the objects' order (the order actions are listed)."""
    return tuple(o for o in objects.values() if o.zone is Zone.BATTLEFIELD)


def _out_of_place(o: GameObject) -> int:
    """1 for a token off the battlefield (704.5d) or a spell copy off the stack (704.5e); not
    for one that left the game with its owner (800.4a), which is in no zone (400.11) and gone."""
    if o.zone is Zone.OUTSIDE:
        return 0
    return int(
        (o.token and o.zone not in _ON_BATTLEFIELD) or (o.spell_copy and o.zone is not Zone.STACK)
    )


def _deathtouched(o: GameObject) -> int:
    """1 for an object dealt damage by a source with deathtouch since the last check (704.5h)."""
    return int(o.deathtouch_damage)


def _bestowed_illegally(
    state: GameState, obj: GameObject, battlefield: set[ObjectId]
) -> str | None:
    """Why a bestowed Aura can't stay an Aura (702.103f): it is attached to nothing, to an
    object no longer on the battlefield or to one it can't enchant; None while it is legal."""
    if obj.attached_to is None or obj.attached_to not in battlefield:
        return "attached to nothing"
    illegal = illegal_attachment(state, obj)
    return None if illegal is None else f"attached illegally ({illegal[0]})"


def _illegal_equipment(
    state: GameState, obj: GameObject, chars: Characteristics, battlefield: set[ObjectId]
) -> tuple[tuple[str, ...], str] | None:
    """Why an Equipment or Fortification can't stay attached (704.5n), with the rules."""
    kind = "Equipment" if "Equipment" in chars.subtypes else "Fortification"
    host = state.objects.get(obj.attached_to or "")
    if obj.attached_to in state.player_ids():
        return ("704.5n",), f"an {kind} attached to a player, player {obj.attached_to}"
    if host is None or host.id not in battlefield:
        return ("704.5n",), f"an {kind} attached to something no longer on the battlefield"
    host_chars = characteristics(state, host)
    name = describe(state, host)
    if kind == "Equipment":
        if not host_chars.is_creature:
            return ("704.5n", "301.5c"), f"an Equipment attached to {name}, not a creature"
        if chars.is_creature:
            return ("704.5n", "301.5c"), "an Equipment that is also a creature can't equip"
        verb, rule = "equipped", "702.16d"
    else:
        if not host_chars.is_type("Land"):
            return ("704.5n", "301.6"), f"a Fortification attached to {name}, not a land"
        verb, rule = "fortified", "702.16d"
    quality = protection_from(state, host_chars.keywords, obj)
    if quality is not None:
        things = sources_words(quality, kind if kind == "Equipment" else "Fortifications")
        return (
            ("704.5n", rule_of(quality, rule)),
            f"{name} has protection from {quality} and can't be {verb} by {things}",
        )
    return None


def perform(
    state: GameState, found: Findings, kept: dict[tuple[PlayerId, str], ObjectId]
) -> tuple[GameState, list[Event]]:
    """Perform all the found actions as one event (704.3); `kept` answers the legend rule.
    The permanents they take off the battlefield leave together: each one's leaves-the-
    battlefield abilities see the others (603.10a)."""
    return at_once(state, lambda before: _perform(before, found, kept))


def _perform(
    state: GameState, found: Findings, kept: dict[tuple[PlayerId, str], ObjectId]
) -> tuple[GameState, list[Event]]:
    events: list[Event] = []
    for object_id in found.deathtouched:
        # "Since the last time state-based actions were checked" (704.5h): this check is that.
        state = state.with_object(replace(state.objects[object_id], deathtouch_damage=False))
    for player_id, rule, reason in found.losers:
        player = state.player(player_id)
        state = state.with_player(replace(player, lost=True, drew_from_empty=False))
        events.append(
            event(
                "lose",
                f"Player {player_id} {reason} and loses the game.",
                rule,
                objects=[player_id],
            )
        )
    for player_id, perm_id in found.spared_draws:
        player = state.player(player_id)
        state = state.with_player(replace(player, drew_from_empty=False))
        events.append(
            event(
                "cant",
                f"Player {player_id} attempted to draw from an empty library but can't lose the "
                f"game ({describe_id(state, perm_id)}).",
                "704.5b",
                "104.3c",
                "614.17",
                objects=[perm_id, player_id],
            )
        )
    for object_id, plus_minus in found.annihilate:
        obj = state.objects[object_id]
        counters = dict(obj.counters)
        counters["+1/+1"] -= plus_minus
        counters["-1/-1"] -= plus_minus
        state = state.with_object(obj.with_counters(counters))
        events.append(
            event(
                "counters",
                f"{plus_minus} +1/+1 and {plus_minus} -1/-1 counters are removed from "
                f"{describe(state, obj)}.",
                "704.5q",
                objects=[object_id],
            )
        )
    for group in found.legends:
        keep = kept[(group.controller, group.name)]
        for object_id in group.objects:
            if object_id != keep:
                state, more = move(state, object_id, Zone.GRAVEYARD)
                events.append(
                    event(
                        "legend_rule",
                        f"Player {group.controller} keeps {describe_id(state, keep)}; "
                        f"{describe_id(state, object_id)} is put into its owner's graveyard.",
                        "704.5j",
                        objects=[object_id, keep],
                    )
                )
                events += more
    for object_id, rules, reason in found.to_graveyard:
        leaving = state.objects.get(object_id)
        if leaving is None or leaving.zone is not Zone.BATTLEFIELD:
            continue
        obj = leaving
        state, more = move(state, object_id, Zone.GRAVEYARD)
        events.append(
            event(
                "sba",
                f"{describe(state, obj)} is put into its owner's graveyard: {reason}.",
                *rules,
                objects=[object_id],
            )
        )
        events += more
    for object_id, reason in found.sagas:
        saga = state.objects.get(object_id)
        if saga is None or saga.zone is not Zone.BATTLEFIELD:
            continue
        state, more = sacrifice(state, saga, "sba", f": {reason}")
        # Its controller sacrifices it (714.4), so "whenever you sacrifice" triggers (701.21a).
        events += [replace(more[0], rules=("714.4", *more[0].rules)), *more[1:]]
    for object_id, rules, reason in found.unattach:
        equipment = state.objects.get(object_id)
        if equipment is None or equipment.attached_to is None:
            continue
        host = equipment.attached_to
        held = state.objects.get(host)
        shown = describe(state, held) if held is not None else f"player {host}"
        state = state.with_object(replace(equipment, attached_to=None))
        events.append(
            event(
                "unattach",
                f"{describe(state, equipment)} becomes unattached from {shown} and stays on the "
                f"battlefield: {reason}.",
                *rules,
                objects=[object_id, host],
            )
        )
    for object_id, reason in found.unbestow:
        aura = state.objects.get(object_id)
        if aura is not None and aura.zone is Zone.BATTLEFIELD:
            state, more = bestow.becomes_creature(state, aura, reason)
            events += more
    for object_id, rule, reason in found.to_destroy:
        dying = state.objects.get(object_id)
        if dying is None or dying.zone is not Zone.BATTLEFIELD:
            continue
        obj = dying
        state, more = destroy(
            state, obj, cant_regenerate=False, why=f"{reason}, {rule}", by_rule=True
        )
        # The SBA (704.5g) is what destroys it, or what regeneration (701.19a) or a keyword's
        # replacement (umbra armor, 702.89a) replaces — not what that replacement destroys.
        events += [
            replace(e, rules=(rule, *e.rules))
            if e.kind in ("destroy", "regenerate", "destroy_replaced")
            and tuple(e.objects[:1]) == (object_id,)
            else e
            for e in more
        ]
    for object_id, rule, reason in found.cease:
        obj = state.objects[object_id]
        state = state.without_object(object_id)
        state = replace(
            state,
            graveyards={
                p: tuple(i for i in g if i != object_id) for p, g in state.graveyards.items()
            },
            libraries={
                p: tuple(i for i in g if i != object_id) for p, g in state.libraries.items()
            },
        )
        events.append(
            event(
                "cease_to_exist",
                f"{describe(state, obj)} ceases to exist: {reason}.",
                *((rule, "111.7") if rule == "704.5d" else (rule,)),
                objects=[object_id],
            )
        )
    if found.losers:
        # They leave the game (800.4a), or it ends (104.2a): after this check's other actions.
        state, ended = players_leave(state, [p for p, _, _ in found.losers])
        events += ended
    return state, events


def legend_options(group: LegendGroup) -> tuple[str, ...]:
    return group.objects


def warnings(state: GameState) -> list[dict[str, object]]:
    """What state-based actions would do now, in words, for the explorer's board (not applied)."""
    out: list[dict[str, object]] = []
    found = find(state)
    for player_id, rule, reason in found.losers:
        out.append({"object": player_id, "text": f"{reason}: loses the game", "rules": [rule]})
    for object_id, rules, reason in found.unattach:
        text = f"{reason}: state-based actions will unattach it"
        out.append({"object": object_id, "text": text, "rules": list(rules)})
    for object_id, reason in found.unbestow:
        text = f"a bestowed Aura {reason}: it will become an enchantment creature"
        out.append({"object": object_id, "text": text, "rules": ["702.103f"]})
    for object_id, rules, reason in found.to_graveyard:
        text = f"{reason}: state-based actions will put it into its owner's graveyard"
        out.append({"object": object_id, "text": text, "rules": list(rules)})
    for object_id, rule, reason in (*found.to_destroy, *found.cease):
        outcome = "state-based actions will destroy it"
        if rule not in ("704.5g", "704.5h"):
            outcome = "state-based actions will put it into its owner's graveyard"
        if rule in ("704.5d", "704.5e"):
            outcome = "it will cease to exist when state-based actions are checked"
        out.append({"object": object_id, "text": f"{reason}: {outcome}", "rules": [rule]})
    for group in found.legends:
        out.append(
            {
                "object": group.objects[0],
                "text": f"{len(group.objects)} legendary {group.name}: the legend rule applies",
                "rules": ["704.5j"],
            }
        )
    return out


def _legend_rule_off(state: GameState) -> Callable[[GameObject], bool] | None:
    """Which legendary permanents the legend rule doesn't apply to, by the abilities saying so
    (Mirror Gallery: all; "… to permanents you control": those matching, "you" being the
    ability's controller); the card overrides the rule (101.1) while it is on the battlefield
    with its abilities. None when no such ability is there."""
    found = [
        (a.filter, controller_of(state, perm), perm.id)
        for perm in state.battlefield()
        for a in held_abilities(state, perm)
        if isinstance(a, v.LegendRuleDoesntApply)
    ]
    if not found:
        return None
    return lambda obj: any(
        flt is None or matches(state, obj, flt, you, source) is None for flt, you, source in found
    )
