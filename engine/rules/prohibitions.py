"""Prohibitions on activating abilities and casting spells (CR 602.5, 601.3, 101.2): a
permanent's static ability saying "Activated abilities of [objects] can't be activated [unless
they're mana abilities]", or "Your opponents can't cast spells from anywhere other than their
hands" (Drannith Magistrate: `refuse_cast`, asked as every spell is cast, one an effect casts as
it resolves too — cascade from exile, 702.85a), or "Each opponent can cast spells only any time
they could cast a sorcery" (Teferi, Time Raveler: `refuse_instant_speed`, 307.5).

A player can't begin to activate a prohibited ability (602.5); the "can't" wins over any effect
allowing it (101.2). Mana abilities are activated abilities too (605.1a): Cursed Totem, Null Rod
and Linvala stop them (their rulings), Pithing Needle's "unless they're mana abilities" doesn't.
Triggered and static abilities aren't activated, so nothing here touches them (603.2a).

`refuse_prohibited` is asked by every activation (`engine.rules.activate_ability`: an action, a mana
ability, an unread line), so what the explorer lists as legal now (`legal_actions`) says so too;
`prohibited` by paying automatically, which activates mana abilities itself (`auto_pay`).

Who is prohibited: a `filter` names permanents on the battlefield (109.2: "creatures" are
creature permanents; Cursed Totem's ruling: cycling and unearth of creature cards stay allowed),
its "opponent" an opponent of the prohibiting permanent's controller; `named` names sources with
the name chosen for that permanent as it entered (607.2d), in every zone (Pithing Needle's
ruling), and none when no name was chosen for it (607.5a). A permanent that lost its abilities
(613.1f) prohibits nothing.
"""

from __future__ import annotations

from typing import get_args

from engine.cards import vocabulary as v
from engine.core.errors import IllegalActionError
from engine.core.events import describe
from engine.core.state import GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.targets import matches
from engine.mechanics.split_second.rules import refuse_under_split_second
from engine.modifiers.replacement_order import abilities, held_abilities
from engine.operations.special_actions import CAST_REFUSALS


def _has_prohibition(obj: GameObject) -> int:
    """1 for a permanent with a prohibition on activating or casting (`GameState.tally`)."""
    return int(
        obj.zone is Zone.BATTLEFIELD
        and any(
            isinstance(a, v.CantBeActivated | v.CantCast | v.CastOnlyAsSorcery)
            for a in abilities(obj)
        )
    )


def _applies(
    state: GameState, perm: GameObject, ban: v.CantBeActivated, source: GameObject
) -> bool:
    """Whether `perm`'s prohibition `ban` covers the abilities of `source`."""
    if ban.named:
        name = dict(perm.chosen).get("name")
        return isinstance(name, str) and characteristics(state, source).name == name
    if source.zone is not Zone.BATTLEFIELD:
        return False
    return matches(state, source, ban.filter, controller_of(state, perm), perm.id) is None


def banned_itself(state: GameState, source: GameObject, mana_ability: bool) -> bool:
    """Whether an effect on the permanent `source` says its activated abilities can't be
    activated (Arrest; 613.11) — a mana ability too unless "unless they're mana abilities"."""
    if source.zone is not Zone.BATTLEFIELD:
        return False
    banned = characteristics(state, source).cant_activate
    return banned == "all" or (banned == "non_mana" and not mana_ability)


def prohibited(
    state: GameState, source: GameObject, mana_ability: bool
) -> tuple[GameObject, v.CantBeActivated] | None:
    """The permanent and its ability prohibiting activating an ability of `source` (a mana
    ability with `mana_ability`), or None."""
    if not state.tally(_has_prohibition):
        return None
    for perm in state.battlefield():
        for ban in held_abilities(state, perm):
            if not isinstance(ban, v.CantBeActivated) or (ban.unless_mana and mana_ability):
                continue
            if _applies(state, perm, ban, source):
                return perm, ban
    return None


def refuse_prohibited(state: GameState, source: GameObject, mana_ability: bool) -> None:
    """Refuse activating an ability of `source` that a permanent's prohibition covers (602.5),
    or an effect on `source` itself ("its activated abilities can't be activated", Arrest)."""
    if banned_itself(state, source, mana_ability):
        said = characteristics(state, source).explanations
        why = next((t for t, _ in said if "can't be activated" in t), "an effect on it says so")
        raise IllegalActionError(
            f"{describe(state, source)}: {why} — a “can't” beats any “can”",
            ("602.5", "101.2"),
        )
    found = prohibited(state, source, mana_ability)
    if found is None:
        return
    perm, ban = found
    what = "mana ability" if mana_ability else "ability"
    if ban.named:
        chosen = dict(perm.chosen).get("name")
        why = f"its name, {chosen}, was chosen for {describe(state, perm)}"
    else:
        why = f"{describe(state, perm)} says so"
    raise IllegalActionError(
        f"{describe(state, source)}'s {what} can't be activated: “{ban.text}” — {why} (a “can't” "
        "beats any “can”)",
        ("602.5", "101.2"),
    )


def refuse_cast(state: GameState, player: PlayerId, card: GameObject) -> None:
    """Refuse `player` casting `card` from the zone it is in when a permanent's prohibition
    forbids casting from there (601.3, 101.2)."""
    if not state.tally(_has_prohibition) or card.zone.value not in _CAST_ZONES:
        return
    for perm in state.battlefield():
        for ban in held_abilities(state, perm):
            if not isinstance(ban, v.CantCast) or card.zone.value not in ban.from_zones:
                continue
            yours = player == controller_of(state, perm)
            if (ban.caster == "you" and not yours) or (ban.caster == "opponents" and yours):
                continue
            raise IllegalActionError(
                f"player {player} can't cast {describe(state, card)} from their "
                f"{card.zone.value}: {describe(state, perm)} says “{ban.text}” (a “can't” beats "
                "any “can”)",
                ("601.3", "101.2"),
            )


def refuse_instant_speed(
    state: GameState, player: PlayerId, card: GameObject, not_now: str | None
) -> None:
    """Refuse `player` casting `card` now — `not_now` says why it isn't a time they could cast a
    sorcery, None when it is — when a permanent's "can cast spells only any time they could cast
    a sorcery" covers them (307.5, 101.2): an instant, flash or a cast an effect allows as it
    resolves (the stack isn't empty then) included."""
    if not_now is None or not state.tally(_has_prohibition):
        return
    for perm in state.battlefield():
        for ban in held_abilities(state, perm):
            if not isinstance(ban, v.CastOnlyAsSorcery):
                continue
            if ban.caster == "opponents" and player == controller_of(state, perm):
                continue
            raise IllegalActionError(
                f"player {player} can't cast {describe(state, card)} now ({not_now}): "
                f"{describe(state, perm)} says “{ban.text}” (a “can't” beats any “can”)",
                ("307.5", "101.2"),
            )


#: The zones a prohibition on casting may name (the vocabulary's `CastZone`).
_CAST_ZONES = frozenset(get_args(v.CastZone))


def _refuse_beginning_to_cast(
    state: GameState, player: PlayerId, card: GameObject, not_sorcery_time: str | None
) -> None:
    """The prohibitions a special action taken only if its player could begin to cast the card
    asks (116.2f, 702.62c): casting from its zone, at instant speed, under split second."""
    refuse_cast(state, player, card)
    refuse_instant_speed(state, player, card, not_sorcery_time)
    refuse_under_split_second(state, f"cast {describe(state, card)}")


CAST_REFUSALS.register("prohibitions", _refuse_beginning_to_cast)
