"""Life totals: the life lost to damage, as replacement effects on the damage's results change
it (CR 120.4c), and life totals that can't change (119.7, 119.8).

`damage_life_loss` applies "damage that would reduce your life total to less than 1 reduces it
to 1 instead" (Worship, Ali from Cairo; Elderscale Wurm's 7) to the life a player would lose to
damage dealt to them. The damage is still dealt — lifelink, "whenever … deals damage" and
damage counted this turn see all of it (Worship's ruling: it doesn't prevent damage); only the
life total stops at the floor. With several, any order gives the highest floor (616.1e).

`life_change` and `cant_pay_life` apply "Your life total can't change." (Platinum Emperion) to
every gain and loss of life and every cost of life: gains and losses don't happen, damage is
still dealt (its lifelink and triggers too), and no life other than 0 can be paid (119.4b).
A gain that can happen is then changed by the replacement effects on it, "you gain twice that
much life instead" (Boon Reflection) and "that much life plus 1" (Angel of Vitality): 614.1a,
119.10, in the order the player gaining chooses when it matters (616.1: 3 life plus 1 then
doubled is 8, doubled then plus 1 is 7).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import Event, GameObject, GameState, PlayerId
from engine.derived.characteristics import controller_of, player_effects
from engine.modifiers import amount_changes
from engine.modifiers.replacement_order import Candidate, held_abilities, static_replacements


def damage_life_loss(state: GameState, player: PlayerId, amount: int) -> tuple[int, list[Event]]:
    """The life `player` loses to `amount` damage dealt to them (120.3a, 120.4c), and the events.

    An effect applies only when the damage would take the life total from its floor or above
    to below it: it reduces the life total to the floor, never raises it.
    """
    life = state.player(player).life
    floors = [
        (perm, ability.floor or 0)
        for perm, _, ability in static_replacements(state, "damage_life_loss")
        if controller_of(state, perm) == player
    ]
    applying = [(perm, floor) for perm, floor in floors if life >= floor > life - amount]
    if not applying:
        return amount, []
    perm, floor = max(applying, key=lambda f: (f[1], -f[0].timestamp))
    events = []
    if len(applying) > 1:
        events.append(
            event(
                "replacement_order",
                f"{len(applying)} replacement effects apply to the life player {player} would "
                f"lose; in any order the highest floor, {floor}, is where it stops.",
                "616.1e",
                objects=[p.id for p, _ in applying],
            )
        )
    events.append(
        event(
            "replacement",
            f"{describe(state, perm)}: the {amount} damage would reduce player {player}'s life "
            f"total to {life - amount}, less than {floor}; it reduces it to {floor} instead (the "
            "damage is still dealt).",
            "120.4c",
            "614.1a",
            objects=[perm.id, player],
        )
    )
    return life - floor, events


def life_locked(state: GameState, player: PlayerId) -> GameObject | None:
    """The permanent whose "Your life total can't change." applies to `player`, or the
    source of a resolved effect saying so ("Until your next turn, your life total can't
    change", Teferi's Protection: 613.10), or None."""
    for perm in state.battlefield():
        if any(isinstance(a, v.LifeCantChange) for a in held_abilities(state, perm)) and (
            controller_of(state, perm) == player
        ):
            return perm
    for effect in player_effects(state).get(player, []):
        if effect.life_locked and (source := state.objects.get(effect.source)) is not None:
            return source
    return None


def cant_lose(state: GameState, player: PlayerId, *, for_life: bool = False) -> GameObject | None:
    """The permanent whose "You can't lose the game …" applies to `player` (Platinum Angel:
    104.3b-e, 614.17), or None; with `for_life`, the loss is the state-based action of having 0
    or less life (704.5a), which "You don't lose the game for having 0 or less life." also
    stops (Phyrexian Unlife, 104.3b)."""
    for perm in state.battlefield():
        if controller_of(state, perm) == player and any(
            isinstance(a, v.CantLoseGame) and (for_life or not a.life_only)
            for a in held_abilities(state, perm)
        ):
            return perm
    return None


def damage_as_though_infect(state: GameState, player: PlayerId) -> GameObject | None:
    """The permanent whose "As long as you have 0 or less life, all damage is dealt to you as
    though its source had infect." applies to `player` now (Phyrexian Unlife: 702.90b), or
    None."""
    if state.player(player).life > 0:
        return None
    for perm in state.battlefield():
        if controller_of(state, perm) == player and any(
            isinstance(a, v.DamageAsThoughInfect) for a in held_abilities(state, perm)
        ):
            return perm
    return None


def life_change(state: GameState, player: PlayerId, delta: int) -> tuple[int, list[Event]]:
    """How much of a gain (`delta` > 0) or loss (< 0) of life happens to `player`: none while
    their life total can't change (119.7, 119.8; a "can't" effect, 614.17, so no replacement
    effect changes it, 614.17c), a gain as the replacement effects on it change it (614.1a),
    and the events."""
    if delta > 0 and life_locked(state, player) is None:
        return _gain(state, player, delta)
    if delta == 0 or (perm := life_locked(state, player)) is None:
        return delta, []
    way = f"gain {delta}" if delta > 0 else f"lose {-delta}"
    return 0, [
        event(
            "cant",
            f"{describe(state, perm)}: player {player}'s life total can't change, so they don't "
            f"{way} life.",
            "119.7" if delta > 0 else "119.8",
            "614.17",
            objects=[perm.id, player],
        )
    ]


def cant_pay_life(
    state: GameState, player: PlayerId, life: int
) -> tuple[str, tuple[str, ...]] | None:
    """Why `player` can't pay `life` life and the rules that say so (119.4; 0 always can be
    paid, 119.4b; none but 0 while their life total can't change, 119.8), or None."""
    if life <= 0:
        return None
    if (perm := life_locked(state, player)) is not None:
        why = f"player {player}'s life total can't change ({describe(state, perm)})"
        return why, ("119.4", "119.8")
    have = state.player(player).life
    return None if have >= life else (f"player {player} has {have} life", ("119.4",))


def _gain_candidates(state: GameState, player: PlayerId) -> list[Candidate]:
    """The replacement effects on life `player` would gain (614.1a): each static ability whose
    `to` names them, relative to its permanent's controller."""
    out = []
    for perm, effect_id, ability in static_replacements(state, "life_gain"):
        yours = controller_of(state, perm) == player
        if (ability.to == "you" and not yours) or (ability.to == "opponent" and yours):
            continue
        out.append(amount_changes.candidate(perm, effect_id, ability))
    return out


def _gain(state: GameState, player: PlayerId, n: int) -> tuple[int, list[Event]]:
    """How much of `n` life `player` gains once the replacement effects on the gain apply
    (614.1a, 119.10), and the events: the player gaining chooses the order
    (`engine.modifiers.amount_changes`)."""

    def said(state: GameState, pick: Candidate, n: int, now: int) -> Event:
        return event(
            "replacement",
            f"{describe(state, state.objects[pick.source])} (“{pick.text}.”): player "
            f"{player} gains {now} life instead of {n}.",
            *pick.rules,
            "119.10",
            objects=[pick.source, player],
        )

    _, n, events = amount_changes.change(
        state,
        player,
        n,
        lambda state: _gain_candidates(state, player),
        lambda n: f"the {n} life player {player} would gain",
        said,
    )
    return n, events
