"""Casting a card as a spell or ability resolves, without paying its mana cost (CR 608.2g).

An instruction that lets a player cast a card (cascade's, 702.85a) puts `CastDuringResolution`
at the front of the agenda, so it is performed before the resolving object's next instruction
(608.2c). It asks the player whether they cast it (a "may", 608.2d), then casts it by 601.2a-i
through `engine.rules.cast_spell.cast`, with "without paying its mana cost" as its alternative cost
(118.9): no timing permission is needed and the card is cast from where it is (608.2g), X can
only be 0 (107.3b), modes and targets are chosen as for any spell (601.2b-c) through the one
choice mechanism, and additional costs are still paid (601.2f). The spell becomes the topmost
object on the stack and no player receives priority (608.2g): the resolution continues, and what
the cast triggered waits until a player would next receive priority (117.5).

Madness (702.35a-b) offers its cast the same way, for the card's madness cost rather than none
(an alternative cost all the same, 118.9a), the mana abilities the stated rule activates paying
it (608.2g, 601.2g: `engine.rules.auto_pay`); a card with madness that isn't cast — declined, or
a casting that can't be completed — is put into its owner's graveyard. "You may cast that card"
(Chandra, Torch of Defiance) offers it paying its costs — its mana cost, or an alternative cost
of its own (118.9; the card's ruling), X announced as usual (107.3a) — with the timing of its
card type ignored all the same (608.2g).

A casting that can't be completed (no legal target, 601.2c; a cost that can't be paid, 601.2h)
is illegal: the game returns to the moment before (601.2, 733), and the card stays where it is.
One the engine can't perform — an additional cost naming permanents, which it can't yet ask for
here, or the spell's unread text (`engine.rules.unsupported_actions`) — stops the run as
unsupported, not illegal, once the player chooses to cast it (a player who declines goes on as
usual).
"""

from __future__ import annotations

import typing

from engine.cards.vocabulary.casting import ALTERNATIVE_COSTS
from engine.core.agenda import CastDuringResolution
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError, UnsupportedError
from engine.core.events import describe, event
from engine.core.face_down import copiable_card, mana_value
from engine.core.scenario_actions import CastAction
from engine.core.state import ChoiceKind, Event, GameObject, GameState, ObjectRef, Zone
from engine.operations.zones import move
from engine.rules.cast_spell import cast
from engine.rules.total_cost import WITHOUT_PAYING, Alternative


def cast_during_resolution(
    state: GameState, item: CastDuringResolution
) -> tuple[GameState, list[Event]]:
    """Offer the cast (608.2d) and perform it (608.2g, 601.2a-i), or say why it can't be."""
    card = state.current(ObjectRef(item.card, item.incarnation))
    if card is None:
        return state, []
    name = describe(state, card)
    where = "in exile" if card.zone is Zone.EXILE else f"in the {card.zone.value}"
    found = copiable_card(card)
    # Suspend's alternative cost is none: the card is cast without paying its mana cost (702.62a).
    free_keyword = item.keyword in WITHOUT_PAYING
    how = (
        f"for its {item.keyword} cost"
        if item.keyword and not free_keyword
        else "without paying its mana cost"
    )
    if item.pay_costs:
        how = "paying its costs"
    question = f"Player {item.player}: cast {name} {how}?"
    if not ask(
        NeedChoice(ChoiceKind.YES, item.player, question, ("608.2d", item.why), ("true", "false"))
    ):
        if item.else_graveyard:
            return _to_graveyard(state, card, f"Player {item.player} doesn't cast {name}", item)
        text = f"Player {item.player} doesn't cast {name}; it stays {where}."
        return state, [event("cast_declined", text, "608.2d", item.why, objects=[card.id])]
    if found.additional_costs.sacrifice or found.additional_costs.tap_untapped:
        # Not illegal (601.2f allows it): the engine can't yet ask for what pays it here.
        line = next(
            (t for t in found.oracle.splitlines() if "additional cost" in t.casefold()),
            f"{found.name}'s additional cost",
        )
        raise UnsupportedError(
            f"{name}'s text “{line}” names permanents to pay it, which the engine can't yet ask "
            "for as a spell is cast during a resolution, so it can't cast it",
            line,
            card.id,
        )
    paid = item.keyword or item.pay_costs
    action = CastAction(
        player=item.player,
        cast=card.id,
        x=0 if found.cost.x_count and (free_keyword or not paid) else None,
        # Mana abilities may be activated as the cost is paid (601.2g): by the stated rule.
        auto_pay=item.keyword is not None or item.pay_costs,
    )
    paying = cast_for(item.keyword)
    try:
        free = not item.pay_costs
        after, events = cast(
            state,
            item.player,
            action,
            free=free,
            paying=paying,
            resolving=True,
            carried=item.carried,
        )
    except IllegalActionError as illegal:
        text = (
            f"{name} can't be cast: {illegal.message}. The casting is illegal, so the game returns "
            f"to the moment before it"
        )
        if item.else_graveyard:
            return _to_graveyard(state, card, text, item, "601.2", *illegal.rules)
        said = event(
            "cast_illegal",
            f"{text}; {name} stays {where}.",
            "601.2",
            *illegal.rules,
            objects=[card.id],
        )
        return state, [said]
    spell = after.objects[card.id]
    if item.below is not None and mana_value(spell) >= item.below:
        text = (
            f"{name} as a spell has mana value {mana_value(spell)}, not less than {item.below}, "
            f"so it can't be cast this way; the game returns to the moment before it was cast."
        )
        return state, [event("cast_illegal", text, item.why, "601.2", objects=[card.id])]
    if (paying is not None and not free_keyword) or item.pay_costs:
        text = (
            f"{name} is cast as the ability resolves ({item.why}): it is the topmost object on the "
            "stack, the resolution continues and no player receives priority."
        )
        return after, [
            *events,
            event("cast_resolving", text, *dict.fromkeys(("608.2g", item.why)), objects=[card.id]),
        ]
    said = event(
        "cast_free",
        f"{name} is cast without paying its mana cost (an alternative cost, {item.why}"
        f"{'; X is 0, 107.3b' if found.cost.x_count else ''}): it is the topmost object on the "
        "stack, the resolution continues and no player receives priority.",
        *dict.fromkeys(("608.2g", "118.9", item.why)),
        objects=[card.id],
    )
    return after, [*events, said]


def cast_for(keyword: str | None) -> Alternative:
    """The alternative cost a keyword names, as its package registered it ("madness",
    702.35b); None for none (cast without paying its mana cost, 118.9)."""
    if keyword is None:
        return None
    if keyword not in ALTERNATIVE_COSTS:
        raise ValueError(f"no keyword registered the alternative cost {keyword!r}")
    return typing.cast(Alternative, keyword)


def _to_graveyard(
    state: GameState, card: GameObject, why: str, item: CastDuringResolution, *rules: str
) -> tuple[GameState, list[Event]]:
    """It isn't cast, so its owner puts it into their graveyard (madness, 702.35a)."""
    state, moved = move(state, card.id, Zone.GRAVEYARD)
    text = f"{why}; player {card.owner} puts {describe(state, card)} into their graveyard."
    kind = "cast_illegal" if rules else "cast_declined"
    return state, [event(kind, text, *rules, "608.2d", item.why, objects=[card.id]), *moved]
