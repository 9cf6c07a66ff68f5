"""Replacement and prevention effects (CR 614–616): they watch for an event and modify it.

Three kinds of event can be modified here, each by a function the rest of the engine calls just
before the event would happen:

- `damage`: damage about to be dealt (120.4b) — prevention shields of resolved spells (615.7),
  "prevent all" effects (615.1a), static prevention and damage-multiplying abilities (615.10,
  614.1a), and protection (702.16e);
- `destroying`: a permanent about to be destroyed (701.8c) — regeneration shields (701.19a),
  static regeneration (701.19b), unless it can't be regenerated (701.19c);
- `entering`: a permanent about to enter the battlefield (614.1c–d, 614.12) — its own "enters
  tapped / with counters / as it enters, choose a color", and other permanents' "[objects] enter
  tapped / with an additional counter", checked against it as it would exist on the battlefield.

Effects come from static abilities of permanents on the battlefield (`Replacement` and friends in
the card vocabulary, and the protection keyword), from `GameState.replacement_effects` (created by
resolved spells and abilities: `create_prevention`) and from regeneration shields on permanents.

616.1: when two or more effects apply to one event, the affected player, or the controller of the
affected object, chooses one to apply; then the others that still apply are checked again (616.1f),
and each effect applies to an event at most once (614.5). The question is a pending choice of kind
"replacement" whose options are effect ids:

- `<permanent id>` — a static replacement ability of that permanent (`<id>#2` its second one);
- `<id>:protection-<color>` — protection of the damaged permanent or player (702.16e);
- `<id>:regenerate` — a regeneration shield on the permanent (701.19a);
- `r1`, `r2`, … — an effect created by a resolved spell or ability.

When the order can't change the outcome (several "prevent all" effects; effects modifying how a
permanent enters, which here only tap it, add counters or record a choice), the engine applies them
in timestamp order without asking and says so (616.1e).

A question asked in the middle of an agenda item (616.1, or 614.12a's "as it enters, choose")
raises `NeedDecision`; the answer is kept in `GameState.decisions` and the item is performed again
from its start, each question taking the next answer (`decide`). Nothing the first attempt did is
kept, since states are immutable.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any, Literal

from engine.cards import vocabulary as v
from engine.characteristics import characteristics, controller_of, player_keywords
from engine.choices import NeedChoice, ask
from engine.events import describe, event
from engine.mana import COLOR_NAMES, NAME_TO_COLOR
from engine.state import (
    ChoiceKind,
    Event,
    GameObject,
    GameState,
    ObjectRef,
    PlayerId,
    PlayerTarget,
    ReplacementEffect,
    Target,
    Zone,
)
from engine.targets import matches

# -- candidates -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Candidate:
    """One replacement or prevention effect that would apply to the event at hand."""

    id: str
    source: str
    timestamp: int
    #: What it says, for events and the question ("Prevent the next 3 damage …").
    text: str
    rules: tuple[str, ...]
    kind: Literal["prevent", "multiply", "regenerate"]
    #: prevent: how much (None: all); multiply: the factor.
    amount: int | None = None
    #: The `ReplacementEffect` or regeneration shield it comes from; it is used up as it applies.
    shield: str | None = None


def _abilities(obj: GameObject) -> tuple[Any, ...]:
    card = obj.copied if obj.copied is not None else obj.card
    return card.abilities


def _controller(state: GameState, obj: GameObject) -> PlayerId:
    return controller_of(state, obj)


def _static_replacements(
    state: GameState, event_kind: str, exclude: str | None = None
) -> list[tuple[GameObject, str, v.Replacement]]:
    """(permanent, effect id, ability) for each static replacement ability watching `event_kind`."""
    # Asked at every damage, destruction and entering: skip the walk over a board without any.
    if not state.tally(_has_replacement):
        return []
    out = []
    for perm in state.battlefield():
        if perm.id == exclude:
            continue
        own = [a for a in _abilities(perm) if isinstance(a, v.Replacement)]
        for k, ability in enumerate(own):
            if ability.event == event_kind:
                out.append((perm, perm.id if k == 0 else f"{perm.id}#{k + 1}", ability))
    return out


def _has_replacement(obj: GameObject) -> int:
    """1 for a permanent with a static replacement ability (counted by `GameState.tally`)."""
    return int(
        obj.zone is Zone.BATTLEFIELD and any(isinstance(a, v.Replacement) for a in _abilities(obj))
    )


def _pick(
    state: GameState,
    chooser: PlayerId,
    found: list[Candidate],
    what: str,
    *,
    first: bool,
    order_matters: bool,
) -> tuple[GameState, Candidate, list[Event]]:
    """The effect to apply next (616.1e): the only one, the first by timestamp, or a choice."""
    found = sorted(found, key=lambda c: c.timestamp)
    if len(found) == 1:
        return state, found[0], []
    rules = ("616.1", "616.1e") if first else ("616.1f", "616.1e")
    if not order_matters:
        return (
            state,
            found[0],
            [
                event(
                    "replacement_order",
                    f"{len(found)} replacement or prevention effects apply to {what}; their order "
                    "doesn't change the result, so they apply in timestamp order.",
                    "616.1e",
                    objects=[c.source for c in found],
                )
            ],
        )
    options = tuple(c.id for c in found)
    listing = "; ".join(f"{c.id}: {c.text}" for c in found)
    need = NeedChoice(
        ChoiceKind.REPLACEMENT,
        chooser,
        f"Player {chooser}: {len(found)} replacement or prevention effects apply to {what}. "
        f"Choose the one to apply first ({listing}).",
        rules,
        options,
    )
    chosen = ask(need) or ""
    pick = next(c for c in found if c.id == chosen)
    return (
        state,
        pick,
        [
            event(
                "replacement_order",
                f"Player {chooser} applies {pick.id} ({pick.text}) first to {what}.",
                "616.1e",
                objects=[chooser, pick.source],
            )
        ],
    )


# -- damage ---------------------------------------------------------------------------------------


def _recipient(state: GameState, target: Target) -> tuple[str, PlayerId, GameObject | None]:
    """(id, the player who chooses for it (616.1), the object) of a damage recipient."""
    if isinstance(target, PlayerTarget):
        return target.player, target.player, None
    obj = state.current(target)
    if obj is None:
        return target.id, "", None
    return obj.id, _controller(state, obj), obj


def _shield_applies(
    effect: ReplacementEffect, source: GameObject, target: Target, combat: bool
) -> bool:
    if effect.combat_only and not combat:
        return False
    if effect.to is not None and effect.to != target:
        return False
    return effect.by is None or effect.by == source.ref


def _static_applies(
    state: GameState,
    perm: GameObject,
    ability: v.Replacement,
    source: GameObject,
    target: Target,
    combat: bool,
) -> bool:
    if ability.combat_only and not combat:
        return False
    you = _controller(state, perm)
    if ability.source is not None and matches(state, source, ability.source, you) is not None:
        return False
    if isinstance(target, PlayerTarget):
        if ability.to == "you":
            return target.player == you
        if ability.to == "opponent":
            return target.player != you
        return ability.to in ("any", "player")
    obj = state.current(target)
    return (
        obj is not None
        and ability.to in ("any", "permanent")
        and matches(state, obj, ability.filter, you) is None
    )


def _damage_candidates(
    state: GameState, source: GameObject, target: Target, combat: bool
) -> list[Candidate]:
    out: list[Candidate] = []
    for effect in state.replacement_effects:
        if _shield_applies(effect, source, target, combat):
            rules = ("615.7",) if effect.amount is not None else ("615.1a",)
            out.append(
                Candidate(
                    effect.id, effect.source, effect.timestamp, effect.text, rules, "prevent",
                    effect.amount, shield=effect.id,
                )
            )  # fmt: skip
    for perm, effect_id, ability in _static_replacements(state, "damage"):
        if not _static_applies(state, perm, ability, source, target, combat):
            continue
        text = ability.text.rstrip(".") or f"{perm.card.name}'s replacement ability"
        if ability.prevent is not None:
            amount = None if ability.prevent == "all" else ability.prevent
            rules = ("615.10",) if amount is not None else ("615.1a",)
            out.append(
                Candidate(effect_id, perm.id, perm.timestamp, text, rules, "prevent", amount)
            )
        else:
            out.append(
                Candidate(
                    effect_id, perm.id, perm.timestamp, text, ("614.1a",), "multiply",
                    ability.multiply,
                )
            )  # fmt: skip
    out += _protection(state, source, target)
    return out


def _protection(state: GameState, source: GameObject, target: Target) -> list[Candidate]:
    """Protection from a color prevents damage from sources of that color (702.16e)."""
    if isinstance(target, PlayerTarget):
        holder_id, keywords, timestamp = target.player, player_keywords(state, target.player), 0
    else:
        obj = state.current(target)
        if obj is None:
            return []
        holder_id, keywords = obj.id, characteristics(state, obj).keywords
        timestamp = obj.timestamp
    colors = characteristics(state, source).colors
    out = []
    for keyword in keywords:
        name = keyword.removeprefix("Protection from ")
        if name != keyword and NAME_TO_COLOR.get(name) in colors:
            out.append(
                Candidate(
                    f"{holder_id}:protection-{name}", holder_id, timestamp,
                    f"{keyword} ({holder_id})", ("702.16e",), "prevent", None,
                )
            )  # fmt: skip
    return out


def _order_matters(found: list[Candidate]) -> bool:
    """Whether choosing another effect first could change the result.

    Effects that are used up (a shield) may or may not be used depending on the order; a fixed
    reduction and a multiplication don't commute. "Prevent all", fixed reductions among
    themselves and multiplications among themselves give the same result in any order.
    """
    if any(c.shield is not None and c.amount is not None for c in found):
        return True
    return any(c.kind == "multiply" for c in found) and any(
        c.kind == "prevent" and c.amount is not None for c in found
    )


def damage(
    state: GameState, source: GameObject, target: Target, amount: int, *, combat: bool = False
) -> tuple[GameState, int, list[Event]]:
    """Apply replacement and prevention effects to damage about to be dealt (CR 120.4b, 616.1).

    Returns the state (shields used up), the damage that will be dealt, and the events.
    """
    events: list[Event] = []
    recipient_id, chooser, _ = _recipient(state, target)
    if not chooser:
        return state, amount, events
    used: set[str] = set()
    first = True
    while amount > 0:
        found = [c for c in _damage_candidates(state, source, target, combat) if c.id not in used]
        if not found:
            break
        what = f"the {amount} damage {describe(state, source)} would deal to {_name(state, target)}"
        state, pick, more = _pick(
            state, chooser, found, what, first=first, order_matters=_order_matters(found)
        )
        events += more
        used.add(pick.id)
        first = False
        state, amount, more = _apply_to_damage(state, pick, source, target, recipient_id, amount)
        events += more
    if amount <= 0 and used:
        left = [c for c in _damage_candidates(state, source, target, combat) if c.id not in used]
        if left:
            # 614.7: an effect whose event no longer happens does nothing (nor is it used up).
            events.append(
                event(
                    "replacement_unused",
                    f"No damage is left to be dealt, so {', '.join(c.id for c in left)} "
                    "doesn't apply.",
                    "614.7",
                    objects=[c.source for c in left],
                )
            )
    return state, amount, events


def _name(state: GameState, target: Target) -> str:
    if isinstance(target, PlayerTarget):
        return f"player {target.player}"
    obj = state.current(target)
    return describe(state, obj) if obj is not None else target.id


def _apply_to_damage(
    state: GameState,
    pick: Candidate,
    source: GameObject,
    target: Target,
    recipient_id: str,
    amount: int,
) -> tuple[GameState, int, list[Event]]:
    src, to = describe(state, source), _name(state, target)
    if pick.kind == "multiply":
        factor = pick.amount or 1
        return (
            state,
            amount * factor,
            [
                event(
                    "replacement",
                    f"{pick.text}: {src} deals {amount * factor} damage to {to} instead of "
                    f"{amount}.",
                    *pick.rules,
                    objects=[source.id, recipient_id],
                )
            ],
        )
    prevented = amount if pick.amount is None else min(pick.amount, amount)
    note = ""
    if pick.shield is not None and pick.amount is not None:
        left = pick.amount - prevented
        state = replace(
            state,
            replacement_effects=tuple(
                e
                for e in (
                    replace(e, amount=left) if e.id == pick.shield else e
                    for e in state.replacement_effects
                )
                if e.amount != 0
            ),
        )
        note = (
            f" The shield {pick.shield} has {left} left."
            if left
            else (f" The shield {pick.shield} is used up.")
        )
    return (
        state,
        amount - prevented,
        [
            event(
                "prevent",
                f"{pick.text}: {prevented} of the {amount} damage {src} would deal to {to} is "
                f"prevented.{note}",
                *pick.rules,
                objects=[source.id, recipient_id],
            )
        ],
    )


def create_prevention(
    state: GameState,
    instr: v.PreventDamage,
    controller: PlayerId,
    source: GameObject,
    to: Iterable[Target] | None,
    by: Iterable[ObjectRef] | None,
    x: int,
) -> tuple[GameState, list[Event]]:
    """Create prevention effects of a resolving spell or ability (615.1a, 615.7, 615.11).

    `to` / `by`: the recipients / sources it is limited to (None: any); one effect per pair.
    """
    amount = None if instr.amount == "all" else (x if instr.amount == "X" else instr.amount)
    if amount is not None and amount <= 0:
        return state, []
    recipients: list[Target | None] = [None] if to is None else list(to)
    sources: list[ObjectRef | None] = [None] if by is None else list(by)
    events: list[Event] = []
    for recipient in recipients:
        for from_ in sources:
            number = state.ids.replacement + 1
            state = replace(state, ids=replace(state.ids, replacement=number))
            state, timestamp = state.stamp()
            text = _prevention_text(state, amount, instr.combat_only, recipient, from_)
            effect = ReplacementEffect(
                id=f"r{number}", source=source.id, source_name=source.card.name,
                controller=controller, timestamp=timestamp, text=text, amount=amount,
                to=recipient, by=from_, combat_only=instr.combat_only,
            )  # fmt: skip
            state = replace(state, replacement_effects=(*state.replacement_effects, effect))
            named = [
                t.player if isinstance(t, PlayerTarget) else t.id for t in (recipient, from_) if t
            ]
            events.append(
                event(
                    "prevention_effect",
                    f"{describe(state, source)} creates a prevention effect ({effect.id}): {text}.",
                    "615.7" if amount is not None else "615.1a",
                    objects=[source.id, *named],
                )
            )
    return state, events


def _prevention_text(
    state: GameState,
    amount: int | None,
    combat_only: bool,
    to: Target | None,
    by: ObjectRef | None,
) -> str:
    what = f"the next {amount}" if amount is not None else "all"
    kind = " combat" if combat_only else ""
    text = f"Prevent {what}{kind} damage that would be dealt"
    if to is not None:
        text += f" to {_name(state, to)}"
    if by is not None:
        found = state.current(by)
        text += f" by {describe(state, found) if found else by.id}"
    return text + " this turn"


# -- destruction ----------------------------------------------------------------------------------


def destroying(
    state: GameState, obj: GameObject, *, cant_regenerate: bool
) -> tuple[GameState, bool, list[Event]]:
    """Replacement effects on a permanent about to be destroyed (701.8c): regeneration (701.19).

    Returns the state, whether the destruction was replaced, and the events. Effects saying it
    can't be regenerated keep regeneration shields from being applied (701.19c).
    """
    blocked = cant_regenerate or obj.cant_be_regenerated
    found: list[Candidate] = []
    ignored: list[str] = []
    if obj.regeneration_shields:
        if blocked:
            ignored.append("its regeneration shield")
        else:
            found.append(
                Candidate(
                    f"{obj.id}:regenerate", obj.id, 0, "a regeneration shield", ("701.19a",),
                    "regenerate", shield=f"{obj.id}:regenerate",
                )
            )  # fmt: skip
    for perm, effect_id, ability in _static_replacements(state, "destroy"):
        if matches(state, obj, ability.filter, _controller(state, perm)) is not None:
            continue
        text = ability.text.rstrip(".") or f"{perm.card.name}'s regeneration ability"
        if blocked:
            ignored.append(f"the regeneration ability of {describe(state, perm)}")
        else:
            found.append(
                Candidate(effect_id, perm.id, perm.timestamp, text, ("701.19b",), "regenerate")
            )
    events: list[Event] = []
    if ignored:
        events.append(
            event(
                "cant_regenerate",
                f"{describe(state, obj)} can't be regenerated: {' and '.join(ignored)} "
                f"{'is' if len(ignored) == 1 else 'are'} not applied.",
                "701.19c",
                objects=[obj.id],
            )
        )
    if not found:
        return state, False, events
    state, pick, more = _pick(
        state,
        _controller(state, obj),
        found,
        f"{describe(state, obj)} being destroyed",
        first=True,
        order_matters=any(c.shield is not None for c in found) and len(found) > 1,
    )
    events += more
    state, more = _regenerate(state, obj, pick)
    return state, True, events + more


def _regenerate(
    state: GameState, obj: GameObject, pick: Candidate
) -> tuple[GameState, list[Event]]:
    """Remove all damage, tap it, remove it from combat (701.19a-b)."""
    shields = obj.regeneration_shields - (1 if pick.shield is not None else 0)
    state = state.with_object(replace(obj, regeneration_shields=shields, tapped=True, damage=0))
    removed = ""
    combat = state.combat
    if combat is not None and any(a.ref == obj.ref for a in combat.attackers) | any(
        b.ref == obj.ref for b in combat.blockers
    ):
        state = replace(
            state,
            combat=replace(
                combat,
                attackers=tuple(a for a in combat.attackers if a.ref != obj.ref),
                blockers=tuple(b for b in combat.blockers if b.ref != obj.ref),
            ),
        )
        removed = " and it is removed from combat"
    if pick.shield is not None:
        text = (
            f"{describe(state, obj)} regenerates instead of being destroyed: its regeneration "
            f"shield is used, it is tapped and all damage is removed from it{removed}."
        )
    else:
        text = (
            f"{describe(state, obj)} regenerates instead of being destroyed ({pick.text}): it is "
            f"tapped and all damage is removed from it{removed}."
        )
    return state, [event("regenerate", text, *pick.rules, objects=[obj.id])]


# -- entering the battlefield ---------------------------------------------------------------------


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
    copy_ability = next((a for a in _abilities(obj) if isinstance(a, v.EntersAsCopy)), None)
    if copy_ability is not None:
        # It becomes a copy as it enters (707.5); the copied "enters with" abilities then apply.
        from engine.copies import enter_as_copy

        state, obj, more = enter_as_copy(state, obj, copy_ability)
        events += more
    for ability in _abilities(obj):
        if isinstance(ability, v.SELF_ENTERING):
            state, obj, more = _own_entering(state, obj, ability, x)
            events += more
            applied += 1
    for perm, _, ability in _static_replacements(state, "enters", exclude=obj.id):
        if matches(state, obj, ability.filter, _controller(state, perm)) is not None:
            continue
        obj, more = _other_entering(state, obj, perm, ability)
        events += more
        applied += 1
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


def _own_entering(
    state: GameState, obj: GameObject, ability: Any, x: int | None
) -> tuple[GameState, GameObject, list[Event]]:
    name = f"{obj.card.name} ({obj.id})"
    if isinstance(ability, v.EntersTapped):
        return (
            state,
            replace(obj, tapped=True),
            [event("replacement", f"{name} enters tapped.", "614.1d", objects=[obj.id])],
        )
    if isinstance(ability, v.AsEntersChoose):
        need = NeedChoice(
            ChoiceKind.COLOR,
            obj.controller,
            f"Player {obj.controller}: choose a color as {name} enters.",
            ("614.12a",),
            tuple(COLOR_NAMES.values()),
        )
        color = ask(need) or ""
        chosen = (*((k, val) for k, val in obj.chosen if k != "color"), ("color", color))
        return (
            state,
            replace(obj, chosen=chosen),
            [
                event(
                    "replacement",
                    f"As {name} enters, player {obj.controller} chooses {color}.",
                    "614.1c",
                    "614.12a",
                    objects=[obj.id],
                )
            ],
        )
    assert isinstance(ability, v.EntersWithCounters)  # noqa: S101 - SELF_ENTERING lists three
    rules: tuple[str, ...] = ("614.1c",)
    if ability.amount == "X":
        amount = x or 0
        rules = ("614.1c", "107.3m")
    else:
        amount = ability.amount
    if amount <= 0:
        return (
            state,
            obj,
            [
                event(
                    "replacement",
                    f"{name} enters with no {ability.counter} counters (X is {amount}).",
                    *rules,
                    objects=[obj.id],
                )
            ],
        )
    counters = dict(obj.counters)
    counters[ability.counter] = counters.get(ability.counter, 0) + amount
    return (
        state,
        obj.with_counters(counters),
        [
            event(
                "replacement",
                f"{name} enters with {amount} {ability.counter} "
                f"counter{'s' if amount != 1 else ''}.",
                *rules,
                objects=[obj.id],
            )
        ],
    )


def _other_entering(
    state: GameState, obj: GameObject, perm: GameObject, ability: v.Replacement
) -> tuple[GameObject, list[Event]]:
    """Another permanent's "[objects] enter tapped / with an additional counter" (614.1d)."""
    name = f"{obj.card.name} ({obj.id})"
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
