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
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from engine.cards.vocabulary.casting import keyword_cost
from engine.core.agenda import GivePriority
from engine.core.choices import NeedChoice
from engine.core.errors import IllegalActionError, UnsupportedError
from engine.core.events import describe
from engine.core.face_down import copiable_card, face_down_ability, face_up_card
from engine.core.scenario_actions import ActivateAction, CastAction, TurnFaceUpAction
from engine.core.state import Choice, GameObject, GameState, PlayerId, Step, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.mechanics.adventure import rules as adventure
from engine.mechanics.morph import rules as morph
from engine.rules import actions, auto_pay, combat, turn, unsupported_actions
from engine.rules.combat_rules import count_refusal
from engine.rules.priority import priority_order
from engine.rules.total_cost import own_alternative

ActionKind = Literal[
    "cast",
    "activate",
    "play_land",
    "pass",
    "resolve",
    "advance",
    "attack",
    "block",
    "choose",
    "turn_face_up",
]
#: Allowed, why not (or what is still to choose), the rules, and the unread line an unsupported
#: action needs (None for the others).
Outcome = tuple[bool, str | None, tuple[str, ...], str | None]


@dataclass(frozen=True, slots=True)
class LegalAction:
    """One thing a player could do now, allowed or not, with why not and the rules that say so.

    `target` is the player an attack is against, the attacker a block blocks, or the step
    `advance` goes to (with `turn` when that step is in a later turn); `choice` is the pending
    choice a `choose` entry answers (kind, text, options, min, max, nullable, and a division's
    `each_at_least`, 601.2d).
    """

    player: PlayerId
    kind: ActionKind
    object: str | None
    ability: int | None
    allowed: bool
    #: Why not (or what must still be chosen), with the rules that say so.
    reason: str | None
    rules: tuple[str, ...]
    label: str
    target: str | None = None
    turn: int | None = None
    choice: dict[str, Any] | None = field(default=None, hash=False, compare=False)
    #: A cast with its kicker cost paid (the cast action's `kicked`, 702.33a).
    kicked: bool = False
    #: A cast face down by its morph or disguise ability (the cast action's `face_down`).
    face_down: bool = False
    #: The unread line an unsupported action needs (issue 25, 1e): not allowed, and not illegal
    #: either — the engine doesn't model that text (`engine.rules.unsupported_actions`).
    line: str | None = None
    #: A cast or activation paying its mana automatically (the action's `auto_pay`, 601.2g).
    auto_pay: bool = False
    #: A cast as the card's Adventure, named as the cast action's `half` (715.3).
    half: str | None = None

    @property
    def unsupported(self) -> bool:
        """Refused because its text isn't modelled, not because a rule forbids it."""
        return self.line is not None

    def to_data(self) -> dict[str, Any]:
        """The entry of the run output's `legal_actions`; the optional keys only where they
        apply, so entries of the first four kinds read as they always have."""
        data: dict[str, Any] = {
            "player": self.player,
            "kind": self.kind,
            "object": self.object,
            "ability": self.ability,
            "allowed": self.allowed,
            "reason": self.reason,
            "rules": list(self.rules),
            "label": self.label,
        }
        if self.target is not None:
            data["target"] = self.target
        if self.turn is not None:
            data["turn"] = self.turn
        if self.choice is not None:
            data["choice"] = self.choice
        if self.kicked:
            data["kicked"] = True
        if self.face_down:
            data["face_down"] = True
        if self.auto_pay:
            data["auto_pay"] = True
        if self.half is not None:
            data["half"] = self.half
        if self.line is not None:
            data["unsupported"] = True
            data["line"] = self.line
        return data


def _outcome(attempt: Any, *args: Any) -> Outcome:
    """(allowed, reason, rules) of calling `attempt(*args)`, the engine's own code for it."""
    try:
        attempt(*args)
    except NeedChoice as need:
        return True, f"then choose: {need.text}", need.rules, None
    except IllegalActionError as exc:
        return False, exc.message, exc.rules, None
    except UnsupportedError as exc:
        return False, exc.message, (), exc.line
    return True, None, (), None


def _tried(
    player: PlayerId,
    kind: ActionKind,
    obj: str | None,
    ability: int | None,
    outcome: Outcome,
    label: str,
    **extra: Any,
) -> LegalAction:
    """The entry for an action tried with the engine's own code (`_outcome`)."""
    allowed, reason, rules, line = outcome
    return LegalAction(
        player, kind, obj, ability, allowed, reason, rules, label, line=line, **extra
    )


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
            elif adventure.may_cast_from_exile(obj, player):
                out.append(_from_exile(state, player, obj, blocked))
        out[start:] = [_passing_first(entry, passing) for entry in out[start:]]
    if blocked is None:
        out += _moving_on(state)
        out += _attacks(state)
        out += _blocks(state)
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
        outcome = _outcome(actions.play_land, state, player, obj.id)
    else:
        outcome = _outcome(actions.cast, state, player, CastAction(player=player, cast=obj.id))
    return _tried(player, kind, obj.id, None, outcome, label)


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
    outcome = _outcome(
        actions.cast if isinstance(attempt, CastAction) else actions.activate,
        state,
        entry.player,
        attempt,
    )
    if not outcome[0]:
        return []
    names = actions.auto_paid(state, entry.player, attempt)
    label = f"{entry.label}, tapping {_and(names)} for mana" if names else entry.label
    auto = _tried(entry.player, entry.kind, entry.object, entry.ability, outcome, label)
    return [replace(auto, auto_pay=True)]


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _kicked(state: GameState, player: PlayerId, obj: GameObject) -> LegalAction:
    """Casting a card with kicker and paying its kicker cost (702.33a): the entry's `kicked`."""
    label = f"Cast {describe(state, obj)} kicked (paying its kicker cost)"
    attempt = CastAction(player=player, cast=obj.id, kicked=True)
    outcome = _outcome(actions.cast, state, player, attempt)
    return _tried(player, "cast", obj.id, None, outcome, label, kicked=True)


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
        outcome = _outcome(actions.cast, state, player, attempt)
        return [_tried(player, "cast", obj.id, None, outcome, label, face_down=True)]
    if obj.zone is not Zone.BATTLEFIELD or obj.face_down is None:
        return []
    label = f"Turn {describe(state, obj)} face up"
    if blocked:
        return [LegalAction(player, "turn_face_up", obj.id, None, False, *blocked, label)]
    turn_up = TurnFaceUpAction(player=player, turn_face_up=obj.id)
    outcome = _outcome(morph.turn_face_up, state, player, turn_up)
    return [_tried(player, "turn_face_up", obj.id, None, outcome, label)]


def _flashback(state: GameState, obj: GameObject) -> bool:
    """Whether the card may be cast from its graveyard: flashback or escape (702.34a,
    702.138a)."""
    if keyword_cost(characteristics(state, obj).keywords, "Flashback") is not None:
        return True
    return own_alternative(copiable_card(obj), "graveyard") is not None


def _from_graveyard(
    state: GameState, player: PlayerId, obj: GameObject, blocked: tuple[str, tuple[str, ...]] | None
) -> LegalAction:
    """Casting a card with flashback or escape from its owner's graveyard (702.34a, 702.138a)."""
    keywords = characteristics(state, obj).keywords
    how = "flashback" if keyword_cost(keywords, "Flashback") is not None else "escape"
    label = f"Cast {describe(state, obj)} from the graveyard with {how}"
    if blocked:
        return LegalAction(player, "cast", obj.id, None, False, *blocked, label)
    outcome = _outcome(actions.cast, state, player, CastAction(player=player, cast=obj.id))
    return _tried(player, "cast", obj.id, None, outcome, label)


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
    outcome = _outcome(actions.cast, state, player, attempt)
    return [_tried(player, "cast", obj.id, None, outcome, label, half=found.name)]


def _from_exile(
    state: GameState, player: PlayerId, obj: GameObject, blocked: tuple[str, tuple[str, ...]] | None
) -> LegalAction:
    """Casting a card from exile where its own Adventure put it (715.3d)."""
    label = f"Cast {describe(state, obj)} from exile (its Adventure resolved)"
    if blocked:
        return LegalAction(player, "cast", obj.id, None, False, *blocked, label)
    outcome = _outcome(actions.cast, state, player, CastAction(player=player, cast=obj.id))
    return _tried(player, "cast", obj.id, None, outcome, label)


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
        outcome = _outcome(actions.activate, state, player, attempt)
        yield (entry := _tried(player, "activate", obj.id, number, outcome, label))
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
            outcome = _outcome(actions.activate, state, player, attempt)
            yield _tried(player, "activate", obj.id, number, outcome, label)


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


# -- declaring attackers and blockers (508.1, 509.1) ----------------------------------------------


def _window(state: GameState, attack: bool) -> bool:
    """Whether an `attack` / `block` action can be given now: the driver's own timing rule."""
    try:
        turn.declaration_timing(state, attack)
    except IllegalActionError:
        return False
    return True


def _creatures(state: GameState) -> Iterator[tuple[GameObject, PlayerId]]:
    for obj in state.battlefield():
        chars = characteristics(state, obj)
        if chars.is_creature:
            yield obj, controller_of(state, obj, chars)


def _attacks(state: GameState) -> list[LegalAction]:
    """Each creature of the active player attacking each opponent and each planeswalker an
    opponent controls (506.3, 508.1b), alone: tried with the engine's declaration (508.1), so
    its refusal is the reason (tapped, summoning sick, defender, a "can't attack" effect …)."""
    if not _window(state, attack=True):
        return []
    active = state.turn.active
    opponents = [p for p in state.in_game() if p != active]
    aims = [(p, f"player {p}") for p in opponents] + [
        (walker.id, describe(state, walker))
        for walker in state.battlefield()
        if characteristics(state, walker).is_type("Planeswalker")
        and controller_of(state, walker) in opponents
    ]
    out: list[LegalAction] = []
    for obj, controller in _creatures(state):
        if controller != active:
            continue
        for target, shown in aims:
            outcome = _outcome(combat.check_attacker, state, obj.id, target)
            if outcome[0]:  # and its cost to attack, alone (508.1h)
                aim = [combat.attack_target(state, "", target)]
                outcome = _outcome(combat.pay_attack_costs, state, aim)
            if outcome[0]:
                outcome = _required_beside(state, obj, target, outcome)
            label = f"{describe(state, obj)} attacks {shown}"
            out.append(_tried(active, "attack", obj.id, None, outcome, label, target=target))
    return out


def _required_beside(state: GameState, obj: GameObject, target: str, outcome: Outcome) -> Outcome:
    """An attack alone that leaves a requirement unmet (another creature attacks each combat if
    able, 508.1d) is declared only together with that creature: allowed, saying so, as the
    declaration as a whole is checked for it. A requirement on the creature itself (attack a
    Gideon if able, 613.11) no other attacker can meet: the attack is refused."""
    if (own := combat.must_attack_refusal(state, obj, target)) is not None:
        return False, own.message, own.rules, None
    try:
        combat.check_requirements(state, {obj.id: target})
    except IllegalActionError as exc:
        return (
            True,
            f"only together with the creatures that must attack: {exc.message}",
            (exc.rules),
            None,
        )
    return outcome


def _blocks(state: GameState) -> list[LegalAction]:
    """Each creature of a player being attacked blocking each attacker: tried with the engine's
    own check of a block (509.1a-b). A block of an attacker with menace is allowed, saying that it
    needs another blocker beside it (702.111b): the declaration as a whole is checked for that."""
    if not _window(state, attack=False):
        return []
    live = {obj.id: (a, obj) for a, obj in combat.attackers(state)}
    attacking = [obj for _, obj in live.values()]
    defenders = {a.defender for a, _ in live.values()}
    out: list[LegalAction] = []
    for obj, controller in _creatures(state):
        if controller not in defenders:
            continue
        for attacker in attacking:
            allowed, reason, rules, _ = _outcome(
                combat.check_blocker, state, obj.id, attacker.id, live
            )
            label = f"{describe(state, obj)} blocks {describe(state, attacker)}"
            entry = LegalAction(controller, "block", obj.id, None, allowed, reason, rules, label)
            out.append(replace(entry, target=attacker.id))
    by_id = {attacker.id: attacker for attacker in attacking}
    return [_enough_blockers(state, entry, out, by_id) for entry in out]


def _enough_blockers(
    state: GameState,
    entry: LegalAction,
    blocks: list[LegalAction],
    attackers: dict[str, GameObject],
) -> LegalAction:
    """A block of an attacker that can't be blocked by one creature alone (menace, 702.111b;
    "except by three or more", 509.1b): allowed with the others that could block it, saying so;
    refused when too few creatures could (the declaration as a whole is checked for it)."""
    if not entry.allowed or entry.target is None:
        return entry
    attacker = attackers[entry.target]
    alone = combat.menace_alone(state, attacker)
    if alone is None:
        return entry
    able = sum(1 for b in blocks if b.allowed and b.target == entry.target)
    too_few = count_refusal(state, attacker, able)
    if too_few is not None:
        return replace(entry, allowed=False, reason=too_few[0], rules=(too_few[1],))
    return replace(
        entry, reason=f"only together with another blocker: {alone}", rules=("702.111b",)
    )
