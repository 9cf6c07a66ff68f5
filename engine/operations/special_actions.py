"""Special actions a keyword of a card lets a player take (CR 116.2): they don't use the stack,
and the player receives priority again afterward (117.3c). Each keyword's package
registers its own (`special_action`), and the one scenario action `special_action` names it by
the keyword in lower case ("plot": 116.2k, 702.170a); an unknown name is refused, naming those
there are. Turning a face-down permanent face up (116.2b) is the `turn_face_up` action, older
than this registry.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.core.errors import IllegalActionError
from engine.core.events import describe
from engine.core.mana import ManaError, parse_cost, parse_pool
from engine.core.registry import Registry
from engine.core.restricted_mana import Held
from engine.core.scenario_actions import SpecialAction
from engine.core.state import Event, GameObject, GameState, PlayerId

Taken = tuple[GameState, list[Event]]


@dataclass(frozen=True, slots=True)
class SpecialActionRule:
    """A keyword's special action (116.2): its rule, and how it is taken with a card — refused
    (an `IllegalActionError` citing the rule) when the card or the moment doesn't allow it."""

    keyword: str
    rule: str
    take: Callable[[GameState, PlayerId, GameObject, SpecialAction], Taken]


#: Each keyword's special action, by the keyword in lower case, registered by its package.
SPECIAL_ACTIONS: Registry[str, SpecialActionRule] = Registry("the special action")


def special_action(
    keyword: str, rule: str
) -> Callable[
    [Callable[[GameState, PlayerId, GameObject, SpecialAction], Taken]],
    Callable[[GameState, PlayerId, GameObject, SpecialAction], Taken],
]:
    """Register the decorated function as the special action of `keyword` (116.2, `rule`)."""

    def register(
        take: Callable[[GameState, PlayerId, GameObject, SpecialAction], Taken],
    ) -> Callable[[GameState, PlayerId, GameObject, SpecialAction], Taken]:
        SPECIAL_ACTIONS.register(keyword.lower(), SpecialActionRule(keyword, rule, take))
        return take

    return register


#: Why a player couldn't begin to cast a card now beyond its card type's timing — the effects
#: prohibiting the cast (601.3, 307.5, 101.2), split second (702.61a) — each raising an
#: `IllegalActionError`, registered by the rules of casting (`engine.rules.prohibitions`), handed
#: the card and why now isn't a time its player could cast a sorcery (None when it is). A
#: special action allowed only if its player could begin to cast the card asks them all
#: (suspend's, 116.2f, 702.62c).
CastRefusal = Callable[[GameState, PlayerId, GameObject, "str | None"], None]
CAST_REFUSALS: Registry[str, CastRefusal] = Registry("the refusal of a cast")


def refuse_beginning_to_cast(
    state: GameState, player: PlayerId, obj: GameObject, not_sorcery_time: str | None
) -> None:
    """Refuse a special action taken only if `player` could begin to cast `obj` now, when an
    effect prohibits that cast (116.2f, 702.62c); its timing is the caller's."""
    for name in CAST_REFUSALS:
        CAST_REFUSALS[name](state, player, obj, not_sorcery_time)


def take(state: GameState, player: PlayerId, action: SpecialAction) -> Taken:
    """Take the special action the scenario action names with its card (116.2)."""
    found = SPECIAL_ACTIONS.get(action.special_action)
    if found is None:
        known = ", ".join(sorted(SPECIAL_ACTIONS)) or "none"
        raise IllegalActionError(
            f"there is no special action {action.special_action!r} (the engine's: {known})",
            ("116.2",),
        )
    obj = state.objects.get(action.card)
    if obj is None:
        raise IllegalActionError(
            f"there is no object {action.card!r} to {found.keyword.lower()}", ("109.1",)
        )
    return found.take(state, player, obj, action)


def pay_from_pool(
    state: GameState, player: PlayerId, obj: GameObject, cost: str, spend: str | None, rule: str
) -> tuple[GameState, Held]:
    """Pay a special action's mana cost from `player`'s mana pool (`spend`: the mana named, as a
    cast's `pay`), refused when the pool can't (118.3); the state paid and the pool left."""
    holder = state.player(player)
    try:
        pool = holder.pay_other(parse_cost(cost), parse_pool(spend) if spend else None)
    except ManaError as exc:
        raise IllegalActionError(
            f"player {player} can't pay {cost} for {describe(state, obj)}: {exc}", (rule, "118.3")
        ) from None
    return state.with_player(holder.paid(pool)), pool
