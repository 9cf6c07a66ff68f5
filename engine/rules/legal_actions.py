"""What each player may do now, and for the rest why not (OpenSpiel's `legal_actions`).

Each candidate is tried with the same code that performs it, on the immutable state, so the
answer can never disagree with what the engine would do: an `IllegalActionError` gives the reason
and rule ("summoning sick, 302.6"); an `UnsupportedError` (the action needs a line the engine
doesn't model) is listed apart, not allowed and not illegal: the entry's `unsupported` is true and
its `line` is the unread line, with no rule; a needed decision (targets, X, mode) still counts as
legal.

The candidates: casting each card in its owner's hand, playing each land there, activating each
ability of each permanent its controller controls and each ability that works from a hand or
graveyard (cycling, 702.29a; 113.6b) of a card its owner has there, passing priority, resolving
the stack and advancing to the next step in which players get priority (the scenario format's
`resolve` and `advance_to`); in the combat steps, each attack (each creature of the active
player against each opponent, 508.1) and each block (each creature of a defending player against
each attacker, 509.1) that could be declared now; and, while the game waits for a choice, that
choice with its options (then nothing else can be done).

What is offered is what the engine then accepts (issue 25, 2.8; tests/engine/test_offered_accepted):
a player who doesn't hold priority acts after those before them pass (117.3d), so their actions
are tried in that state, where they hold priority (117.1, 605.3a), and say who passes first —
except mana abilities (issue 31 §6): a player activates one when they hold priority or are asked
to pay (605.3a), and passing priority only to make mana nobody asked for is no move a judge
wants listed, so a player who doesn't hold priority is offered none (the action, written by
hand, is still accepted as SCENARIO.md says; the engine asks no payment a mana ability could
answer while a choice is pending: costs are paid from the pool); a
cost that can't be paid is refused before any question (`actions`, 107.5, 118.3); an attack or a
block that is legal only beside others says so ("only together …", 508.1d, 702.111b), and a
block of an attacker too few creatures could block is refused.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.cards.vocabulary.casting import keyword_cost
from engine.core.agenda import GivePriority
from engine.core.events import describe
from engine.core.face_down import copiable_card, face_down_ability, face_up_card
from engine.core.replace import replace
from engine.core.scenario_actions import (
    ActivateAction,
    CastAction,
    SpecialAction,
    TurnFaceUpAction,
)
from engine.core.state import Choice, GameObject, GameState, PlayerId, Step, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.mechanics.aftermath.model import AFTERMATH
from engine.mechanics.companion.model import COMPANION
from engine.mechanics.companion.rules import has_companion
from engine.mechanics.disturb import rules as disturb
from engine.mechanics.modal_faces import rules as modal_faces
from engine.mechanics.morph import rules as morph
from engine.operations import special_actions
from engine.operations.cast_permissions import CastPermission, permission_for
from engine.operations.special_actions import SPECIAL_ACTIONS
from engine.rules import (
    actions,
    activate_ability,
    auto_pay,
    cast_spell,
    legal_declarations,
    turn,
    unsupported_actions,
)
from engine.rules.action_entries import ActionKind, LegalAction, outcome_of, tried
from engine.rules.priority import priority_order
from engine.rules.total_cost import own_alternative


def legal_actions(state: GameState) -> list[LegalAction]:
    """Every action any player could take now, allowed or not (see the module docstring)."""
    out: list[LegalAction] = []
    if state.game_over or state.error is not None:
        return out
    blocked: tuple[str, tuple[str, ...]] | None = None
    if state.choice is not None:
        blocked = (f"the game is waiting for a choice: {state.choice.text}", state.choice.rules)
        out.append(_choose(state.choice))
    elif state.turn.priority is None:
        blocked = ("no player has priority at this moment", ("117.1",))
    for player in state.in_game():
        if blocked is None:
            out.append(
                LegalAction(player, "pass", None, None, True, None, ("117.3d",), "Pass priority")
            )
        start = len(out)
        passing = _passing_before(state, player) if blocked is None else ()
        # Who holds priority, or, while nobody acts, the player it would be (a blocked list).
        holding = blocked is not None or not passing
        for obj in sorted(state.objects.values(), key=lambda o: o.timestamp):
            if obj.zone is Zone.HAND and obj.owner == player:
                out.append(entry := _from_hand(state, player, obj, blocked))
                if entry.kind == "cast":
                    auto = CastAction(player=player, cast=obj.id, auto_pay=True)
                    out += _paying_automatically(state, entry, auto)
                if not blocked and keyword_cost(characteristics(state, obj).keywords, "Kicker"):
                    out.append(_kicked(state, player, obj))
                out += _as_adventure(state, player, obj, blocked)
                out += _back_face(state, player, obj, blocked)
                out += _special_actions(state, player, obj, blocked)
            if obj.zone in (Zone.HAND, Zone.GRAVEYARD) and obj.owner == player:
                # Abilities that work from there (cycling, 702.29a; 113.6b, 113.6m).
                out += _activations(state, player, obj, blocked, holding)
            if obj.zone is Zone.BATTLEFIELD and controller_of(state, obj) == player:
                out += _activations(state, player, obj, blocked, holding)
                out += _face_down(state, player, obj, blocked)
            elif obj.zone is Zone.HAND and obj.owner == player:
                out += _face_down(state, player, obj, blocked)
            elif obj.zone is Zone.GRAVEYARD and obj.owner == player and _flashback(state, obj):
                out.append(_from_graveyard(state, player, obj, blocked))
            elif obj.zone is Zone.OUTSIDE and obj.owner == player and has_companion(obj):
                # The revealed companion (702.139a): the special action putting it in the hand.
                out += _special_actions(state, player, obj, blocked, (COMPANION,))
            elif obj.zone in (Zone.GRAVEYARD, Zone.EXILE) and (
                permission := permission_for(state, obj, player)
            ):
                # Cast by a registered permission (601.3: 715.3d, 702.185a, 702.170d, Lurrus's).
                out.append(_permitted(state, player, obj, blocked, permission))
        out[start:] = [_passing_first(entry, passing) for entry in out[start:]]
    if blocked is None:
        out += _moving_on(state)
        out += legal_declarations.attacks(state)
        out += legal_declarations.blocks(state)
    return out


def _passing_before(state: GameState, player: PlayerId) -> tuple[PlayerId, ...]:
    """Who passes before `player` acts: an action by a player who doesn't hold priority means
    those before them passed (117.3d, the scenario format; `priority.passes_before`), so the
    player acts holding priority (117.1, 605.3a). Only who holds priority changes, which none of
    the actions' checks reads, so they are tried on the state as it is (keeping its layers)."""
    holder = state.turn.priority
    if holder is None or holder == player:
        return ()
    order = priority_order(state, holder)
    return tuple(PlayerId(p) for p in order[: order.index(player)])


def _passing_first(entry: LegalAction, passing: tuple[PlayerId, ...]) -> LegalAction:
    """An allowed action of a player who doesn't hold priority says who passes first (117.3d)."""
    if not passing or not entry.allowed:
        return entry
    who = ", ".join(passing)
    first = f"player{'s' if len(passing) > 1 else ''} {who} pass{'' if len(passing) > 1 else 'es'}"
    reason = f"{first} first, then player {entry.player} has priority" + (
        f"; {entry.reason}" if entry.reason else ""
    )
    return replace(entry, reason=reason, rules=("117.3d", *entry.rules))


def _from_hand(
    state: GameState, player: PlayerId, obj: GameObject, blocked: tuple[str, tuple[str, ...]] | None
) -> LegalAction:
    is_land = "Land" in obj.card.types
    kind: ActionKind = "play_land" if is_land else "cast"
    label = f"{'Play' if is_land else 'Cast'} {describe(state, obj)}"
    if blocked:
        return LegalAction(player, kind, obj.id, None, False, *blocked, label)
    if is_land:
        outcome = outcome_of(actions.play_land, state, player, obj.id)
    else:
        outcome = outcome_of(cast_spell.cast, state, player, CastAction(player=player, cast=obj.id))
    return tried(player, kind, obj.id, None, outcome, label)


def _short_of_mana(entry: LegalAction) -> bool:
    """Refused only because the pool can't pay its mana (601.2h / 602.2b, 118.3)."""
    return not entry.allowed and not entry.unsupported and "118.3" in entry.rules


def _paying_automatically(
    state: GameState, entry: LegalAction, attempt: CastAction | ActivateAction
) -> list[LegalAction]:
    """The same cast or activation paying automatically (601.2g, `engine.rules.auto_pay`),
    offered beside one refused for want of mana in the pool when the rule's sources can pay it;
    its label names what the rule taps."""
    if not _short_of_mana(entry) or not auto_pay.sources(state, entry.player, ()):
        return []
    outcome = outcome_of(
        cast_spell.cast if isinstance(attempt, CastAction) else activate_ability.activate,
        state,
        entry.player,
        attempt,
    )
    if not outcome[0]:
        return []
    names = auto_pay.tapped_for_action(state, entry.player, attempt)
    label = f"{entry.label}, tapping {_and(names)} for mana" if names else entry.label
    auto = tried(entry.player, entry.kind, entry.object, entry.ability, outcome, label)
    return [replace(auto, auto_pay=True)]


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _kicked(state: GameState, player: PlayerId, obj: GameObject) -> LegalAction:
    """Casting a card with kicker and paying its kicker cost (702.33a): the entry's `kicked`."""
    label = f"Cast {describe(state, obj)} kicked (paying its kicker cost)"
    attempt = CastAction(player=player, cast=obj.id, kicked=True)
    outcome = outcome_of(cast_spell.cast, state, player, attempt)
    return tried(player, "cast", obj.id, None, outcome, label, kicked=True)


def _face_down(
    state: GameState, player: PlayerId, obj: GameObject, blocked: tuple[str, tuple[str, ...]] | None
) -> list[LegalAction]:
    """Casting a card face down with its morph or disguise ability (702.37c, 702.168b), and
    turning a face-down permanent face up, a special action (116.2b): tried with their code."""
    found = face_down_ability(face_up_card(obj))
    if obj.zone is Zone.HAND and found is not None:
        label = f"Cast {describe(state, obj)} face down for {{3}} ({found[2]})"
        if blocked:
            return [
                LegalAction(player, "cast", obj.id, None, False, *blocked, label, face_down=True)
            ]
        attempt = CastAction(player=player, cast=obj.id, face_down=True)
        outcome = outcome_of(cast_spell.cast, state, player, attempt)
        return [tried(player, "cast", obj.id, None, outcome, label, face_down=True)]
    if obj.zone is not Zone.BATTLEFIELD or obj.face_down is None:
        return []
    label = f"Turn {describe(state, obj)} face up"
    if blocked:
        return [LegalAction(player, "turn_face_up", obj.id, None, False, *blocked, label)]
    turn_up = TurnFaceUpAction(player=player, turn_face_up=obj.id)
    outcome = outcome_of(morph.turn_face_up, state, player, turn_up)
    return [tried(player, "turn_face_up", obj.id, None, outcome, label)]


def _special_actions(
    state: GameState,
    player: PlayerId,
    obj: GameObject,
    blocked: tuple[str, tuple[str, ...]] | None,
    abilities: tuple[str, ...] = (),
) -> list[LegalAction]:
    """The special actions a keyword of a card in its owner's hand lets them take (116.2:
    plotting, 116.2k) — or an ability of a card outside the game, named in `abilities`
    (companion, 116.2g) — tried with their code (`engine.operations.special_actions`)."""
    keywords = (*characteristics(state, obj).keywords, *abilities)
    out: list[LegalAction] = []
    for name, found in SPECIAL_ACTIONS.items():
        if not any(k == found.keyword or k.startswith(f"{found.keyword} ") for k in keywords):
            continue
        label = f"{found.keyword.capitalize()} {describe(state, obj)} (a special action)"
        if blocked:
            out.append(
                LegalAction(
                    player,
                    "special_action",
                    obj.id,
                    None,
                    False,
                    *blocked,
                    label,
                    special_action=name,
                )
            )
            continue
        attempt = SpecialAction(player=player, special_action=name, card=obj.id)
        outcome = outcome_of(special_actions.take, state, player, attempt)
        out.append(
            tried(player, "special_action", obj.id, None, outcome, label, special_action=name)
        )
    return out


def _flashback(state: GameState, obj: GameObject) -> bool:
    """Whether the card may be cast from its graveyard: flashback, escape, disturb or a split
    card's half with aftermath (702.34a, 702.138a, 702.146a, 702.127a)."""
    if keyword_cost(characteristics(state, obj).keywords, "Flashback") is not None:
        return True
    if disturb.may_cast(obj, obj.owner):
        return True
    if _aftermath_half(obj) is not None:
        return True
    return own_alternative(copiable_card(obj), "graveyard") is not None


def _aftermath_half(obj: GameObject) -> str | None:
    """The name of the split card's half with aftermath, if it has one (702.127a)."""
    halves = obj.card.halves if obj.face_down is None else ()
    return next((h.name for h in halves if AFTERMATH in h.keywords), None)


def _from_graveyard(
    state: GameState,
    player: PlayerId,
    obj: GameObject,
    blocked: tuple[str, tuple[str, ...]] | None,
) -> LegalAction:
    """Casting a card with flashback, escape or disturb from its owner's graveyard (702.34a,
    702.138a, 702.146a), or the half of a split card with aftermath (702.127a: the entry's `half`
    names it)."""
    keywords = characteristics(state, obj).keywords
    half = _aftermath_half(obj)
    how = "flashback" if keyword_cost(keywords, "Flashback") is not None else "escape"
    if (own := own_alternative(copiable_card(obj), "graveyard")) is not None and own.marks:
        how = own.marks  # mayhem (702.187b)
    if disturb.may_cast(obj, player):
        how = "disturb (transformed)"
    label = f"Cast {describe(state, obj)} from the graveyard with {how}"
    if half is not None:
        label = f"Cast {half} ({describe(state, obj)}) from the graveyard with aftermath"
    if blocked:
        return LegalAction(player, "cast", obj.id, None, False, *blocked, label, half=half)
    attempt = CastAction(player=player, cast=obj.id, half=half)
    outcome = outcome_of(cast_spell.cast, state, player, attempt)
    return tried(player, "cast", obj.id, None, outcome, label, half=half)


def _as_adventure(
    state: GameState, player: PlayerId, obj: GameObject, blocked: tuple[str, tuple[str, ...]] | None
) -> list[LegalAction]:
    """Casting an adventurer card as its Adventure (715.3): the entry's `half` names it."""
    found = obj.card.adventure if obj.face_down is None else None
    if found is None:
        return []
    label = f"Cast {found.name}, the Adventure of {describe(state, obj)}"
    if blocked:
        return [LegalAction(player, "cast", obj.id, None, False, *blocked, label, half=found.name)]
    attempt = CastAction(player=player, cast=obj.id, half=found.name)
    outcome = outcome_of(cast_spell.cast, state, player, attempt)
    return [tried(player, "cast", obj.id, None, outcome, label, half=found.name)]


def _back_face(
    state: GameState, player: PlayerId, obj: GameObject, blocked: tuple[str, tuple[str, ...]] | None
) -> list[LegalAction]:
    """Casting a modal double-faced card as its back face, or playing it as a land if that face
    is one (712.11b, 712.12): the entry's `half` names the face."""
    back = modal_faces.back_face(obj)
    if back is None:
        return []
    is_land = "Land" in back.types
    kind: ActionKind = "play_land" if is_land else "cast"
    label = f"{'Play' if is_land else 'Cast'} {back.name}, the back face of {describe(state, obj)}"
    if blocked:
        return [LegalAction(player, kind, obj.id, None, False, *blocked, label, half=back.name)]
    if is_land:
        outcome = outcome_of(actions.play_land, state, player, obj.id, back.name)
    else:
        attempt = CastAction(player=player, cast=obj.id, half=back.name)
        outcome = outcome_of(cast_spell.cast, state, player, attempt)
    return [tried(player, kind, obj.id, None, outcome, label, half=back.name)]


def _permitted(
    state: GameState,
    player: PlayerId,
    obj: GameObject,
    blocked: tuple[str, tuple[str, ...]] | None,
    permission: CastPermission,
) -> LegalAction:
    """Casting a card from exile or a graveyard by a registered permission (601.3), which the
    label names: its own Adventure's (715.3d), plot's, warp's, a resolved ability's, Lurrus's."""
    where = "exile" if obj.zone is Zone.EXILE else "the graveyard"
    said = permission.says(state, obj, player)
    label = f"Cast {describe(state, obj)} from {where} ({said})"
    if blocked:
        return LegalAction(player, "cast", obj.id, None, False, *blocked, label)
    outcome = outcome_of(cast_spell.cast, state, player, CastAction(player=player, cast=obj.id))
    return tried(player, "cast", obj.id, None, outcome, label)


def _activations(
    state: GameState,
    player: PlayerId,
    obj: GameObject,
    blocked: tuple[str, tuple[str, ...]] | None,
    holding: bool,
) -> Iterator[LegalAction]:
    """Each activated ability of `obj` tried; a mana ability only for a player `holding`
    priority (605.3a: see the module docstring)."""
    for number, ability in enumerate(characteristics(state, obj).activated, start=1):
        if ability.zone != obj.zone.value:
            continue  # it works from another zone (113.6): not offered from this one
        if ability.is_mana_ability and not holding:
            continue
        label = f"Activate {describe(state, obj)}: {ability.text}"
        if blocked:
            yield LegalAction(player, "activate", obj.id, number, False, *blocked, label)
            continue
        attempt = ActivateAction(player=player, activate=obj.id, ability=number)
        outcome = outcome_of(activate_ability.activate, state, player, attempt)
        yield (entry := tried(player, "activate", obj.id, number, outcome, label))
        if not ability.is_mana_ability:
            auto = ActivateAction(player=player, activate=obj.id, ability=number, auto_pay=True)
            yield from _paying_automatically(state, entry, auto)
    if obj.zone is Zone.BATTLEFIELD:
        # Activated abilities the vocabulary can't express, numbered after the modelled ones in
        # printed order: tried like the others, so they are listed as unsupported (with their
        # line), or as illegal when a check that doesn't read them refuses them.
        modelled = len(characteristics(state, obj).activated)
        lines = unsupported_actions.activated_lines(copiable_card(obj))
        for number, text in enumerate(lines, start=modelled + 1):
            if not holding and unsupported_actions.is_mana_line(text):
                continue
            label = f"Activate {describe(state, obj)}: {text}"
            if blocked:
                yield LegalAction(player, "activate", obj.id, number, False, *blocked, label)
                continue
            attempt = ActivateAction(player=player, activate=obj.id, ability=number)
            outcome = outcome_of(activate_ability.activate, state, player, attempt)
            yield tried(player, "activate", obj.id, number, outcome, label)


def _choose(choice: Choice) -> LegalAction:
    """The pending choice and its options (SCENARIO.md `pending`, plus whether null answers)."""
    offer = {
        "kind": choice.kind,
        "text": choice.text,
        "options": list(choice.options),
        "min": choice.min,
        "max": choice.max,
        "nullable": choice.nullable,
        **({"each_at_least": choice.each_at_least} if choice.each_at_least else {}),
    }
    return LegalAction(
        choice.player, "choose", None, None, True, None, choice.rules, choice.text, choice=offer
    )


# -- letting the game go on: resolve, advance -----------------------------------------------------


def _moving_on(state: GameState) -> list[LegalAction]:
    """`resolve` while the stack holds something; `advance` to the next step with priority."""
    holder = state.turn.priority
    if holder is None:
        return []
    out: list[LegalAction] = []
    if state.stack:
        top, cited, label = state.stack[-1], ("117.4", "608.1"), "Resolve the stack"
        out.append(LegalAction(holder, "resolve", top, None, True, None, cited, label))
    following = _next_priority_step(state)
    if following is not None:
        step, number, skipped = following
        later = number != state.turn.number
        name = turn.STEP_NAMES[step] + (f" of turn {number}" if later else "")
        reason = " ".join(text for text, _ in skipped) or None
        rules = ("500.2", *(rule for _, said in skipped for rule in said))
        label = f"Advance to the {name}"
        entry = LegalAction(holder, "advance", None, None, True, reason, rules, label)
        out.append(replace(entry, target=step.value, turn=number if later else None))
    return out


def _next_priority_step(
    state: GameState,
) -> tuple[Step, int, list[tuple[str, tuple[str, ...]]]] | None:
    """Where `advance_to` would go: the next step (by name) in which players get priority.

    Found by ending steps with the engine's own turn code, on the immutable state, so the steps
    it skips (508.8) are the ones the game skips; returns the step, its turn and what the skipping
    steps said (text, rules). A step with the current step's name (a second combat damage step,
    510.4) can't be named by `advance_to`, so the search goes on past it; None if it finds none.
    """
    here = (state.turn.step, state.turn.number)
    skipped: list[tuple[str, tuple[str, ...]]] = []
    probe = replace(state, agenda=())
    for _ in range(3 * len(Step)):
        probe, events = turn.end_step(probe)
        skipped += [(e.text, e.rules) for e in events if e.kind == "skip"]
        begun, _ = turn.begin_step(replace(probe, agenda=()), probe.turn.step)
        gets_priority = any(isinstance(item, GivePriority) for item in begun.agenda)
        if gets_priority and (probe.turn.step, probe.turn.number) != here:
            return probe.turn.step, probe.turn.number, skipped
        probe = replace(probe, agenda=())
    return None
