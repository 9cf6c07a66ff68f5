"""Damage prevention and damage-multiplying effects (CR 615, 614.1a) on damage about to be dealt.

`damage` applies, in the order 616.1 gives (`engine.modifiers.replacement_order`), prevention
shields of resolved spells and abilities (615.7), "prevent all" effects (615.1a), static prevention,
damage-multiplying and redirection abilities of permanents (615.10, 614.1a, 614.9), and
protection (702.16e) to damage about to be dealt (120.4b). `create_prevention` creates the shields
of a resolving spell or ability (615.1a, 615.7, 615.11), kept in `GameState.replacement_effects`
until used up (`engine.modifiers.shields`, which redirection shields share).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.cards import vocabulary as v
from engine.core.events import describe, event, ref_id
from engine.core.replace import replace
from engine.core.state import (
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
from engine.derived.characteristics import characteristics, controller_of, player_keywords
from engine.derived.protection import protection_from, rule_of
from engine.derived.targets import matches
from engine.modifiers import amount_changes, redirection, shield_counters
from engine.modifiers.replacement_order import (
    Candidate,
    next_effect,
    order_matters,
    static_replacements,
    words,
)
from engine.modifiers.shields import recipient_name, use_shield


def _recipient(state: GameState, target: Target) -> tuple[str, PlayerId, GameObject | None]:
    """(id, the player who chooses for it (616.1), the object) of a damage recipient."""
    if isinstance(target, PlayerTarget):
        return target.player, target.player, None
    obj = state.current(target)
    if obj is None:
        return target.id, "", None
    return obj.id, controller_of(state, obj), obj


def _shield_applies(
    state: GameState, effect: ReplacementEffect, source: GameObject, target: Target, combat: bool
) -> bool:
    if effect.unpreventable or effect.reflect_due or (effect.combat_only and not combat):
        return False  # a used-up shield waiting to deal its damage (615.5) prevents no more
    if effect.to is not None and effect.to != target:
        return False
    if effect.to_filter is not None and not _in_group(state, effect, target):
        return False
    if not redirection.watches(state, effect, target):
        return False
    if effect.redirect_to is not None and not redirection.can_be_dealt_damage(
        state, effect.redirect_to
    ):
        return False  # 614.9: the effect does nothing, and isn't used up (609.7b)
    if effect.by_filter is not None and (
        matches(state, source, effect.by_filter, effect.controller, effect.source) is not None
    ):
        # The chosen source no longer has the quality named (609.7b), or the source isn't of
        # the group named ("… by nongreen creatures"), as it would deal the damage.
        return False
    return effect.by is None or effect.by == source.ref


def _in_group(state: GameState, effect: ReplacementEffect, target: Target) -> bool:
    """Whether a shield of a group ("… dealt to creatures you control this turn") watches
    damage to `target`: a permanent matching its filter as the damage would be dealt, never a
    player (611.2c: the group isn't locked as the effect began)."""
    if isinstance(target, PlayerTarget) or effect.to_filter is None:
        return False
    obj = state.current(target)
    return obj is not None and (
        matches(state, obj, effect.to_filter, effect.controller, effect.source) is None
    )


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
    if ability.while_counter and perm.counter(ability.while_counter) < 1:
        return False  # "… while it has a +1/+1 counter on it"
    you = controller_of(state, perm)
    if ability.source is not None and matches(state, source, ability.source, you, perm.id):
        return False
    if ability.dealt == "by":
        return _named(state, perm, ability, source, you)
    if ability.dealt == "to_and_by" and _named(state, perm, ability, source, you):
        return True
    return _named(state, perm, ability, target, you)


def _named(
    state: GameState,
    perm: GameObject,
    ability: v.Replacement,
    target: Target | GameObject,
    you: PlayerId,
) -> bool:
    """Whether the player or object `target` is one a static damage replacement names by its
    `to` and `filter` (as the one damage is dealt to, or, with `dealt` "by", dealt by): a player
    by who they are to the permanent's controller, a permanent by `filter`, this permanent
    ("self") or the one it is attached to ("attached", 702.6, 303.4). A source is the object
    as it deals the damage, which may have left the battlefield since (its last known
    information, 608.2h)."""
    if isinstance(target, PlayerTarget):
        if ability.to in ("you", "you_and_yours"):
            return target.player == you
        if ability.to in ("opponent", "opponent_or_theirs"):
            return target.player != you
        return ability.to in ("any", "player")
    obj = target if isinstance(target, GameObject) else state.current(target)
    if obj is None:
        return False
    if ability.to == "self":
        return obj.id == perm.id
    if ability.to == "attached":
        return perm.attached_to is not None and obj.id == perm.attached_to
    if ability.to not in ("any", "permanent", "opponent_or_theirs", "you_and_yours"):
        return False
    if ability.to == "opponent_or_theirs" and controller_of(state, obj) == you:
        return False
    if ability.to == "you_and_yours" and controller_of(state, obj) != you:
        return False
    return matches(state, obj, ability.filter, you, perm.id) is None


def _damage_candidates(
    state: GameState, source: GameObject, target: Target, combat: bool
) -> list[Candidate]:
    out: list[Candidate] = []
    for effect in state.replacement_effects:
        if _shield_applies(state, effect, source, target, combat):
            rules = ("615.7",) if effect.amount is not None else ("615.1a",)
            redirects = effect.redirect_to is not None
            out.append(
                Candidate(
                    effect.id,
                    effect.source,
                    effect.timestamp,
                    effect.text,
                    ("614.9",) if redirects else rules,
                    "redirect" if redirects else "prevent",
                    effect.amount,
                    shield=effect.id,
                )
            )
    for perm, effect_id, ability in static_replacements(state, "damage"):
        if not _static_applies(state, perm, ability, source, target, combat):
            continue
        text = ability.text.rstrip(".") or f"{perm.card.name}'s replacement ability"
        if ability.redirect:
            # 614.9: the damage is dealt to this permanent (or the one it is attached to)
            # instead, if it is still a creature, planeswalker or battle; damage already dealt
            # to it isn't redirected to itself.
            to = perm if ability.redirect_to == "self" else _attached(state, perm)
            if (
                to is not None
                and target != to.ref
                and redirection.can_be_dealt_damage(state, to.ref)
            ):
                out.append(
                    Candidate(
                        effect_id,
                        perm.id,
                        perm.timestamp,
                        text,
                        ("614.9",),
                        "redirect",
                        to="" if to.id == perm.id else to.id,
                    )
                )
        elif ability.prevent is not None:
            amount = None if ability.prevent == "all" else ability.prevent
            rules = ("615.10",) if amount is not None else ("615.1a",)
            then = ability.then_remove_counter or ""
            out.append(
                Candidate(
                    effect_id,
                    perm.id,
                    perm.timestamp,
                    text,
                    rules,
                    "prevent",
                    amount,
                    then_remove_counter=then,
                )
            )
        else:
            out.append(amount_changes.candidate(perm, effect_id, ability))
    if (shield := shield_counters.damage_candidate(state, target)) is not None:
        out.append(shield)  # 122.1c
    out += _protection(state, source, target)
    return out


def _attached(state: GameState, perm: GameObject) -> GameObject | None:
    """The permanent `perm` (an Aura or Equipment) is attached to, if it is on the battlefield."""
    found = state.objects.get(perm.attached_to) if perm.attached_to is not None else None
    return found if found is not None and found.zone is Zone.BATTLEFIELD else None


def _protection(state: GameState, source: GameObject, target: Target) -> list[Candidate]:
    """Protection prevents damage from the sources it covers (702.16e; everything 702.16j, a
    player 702.16k: `engine.derived.protection`)."""
    if isinstance(target, PlayerTarget):
        holder_id, keywords, timestamp = target.player, player_keywords(state, target.player), 0
        holder = f"player {target.player}"
    else:
        obj = state.current(target)
        if obj is None:
            return []
        holder_id, keywords = obj.id, characteristics(state, obj).keywords
        timestamp, holder = obj.timestamp, describe(state, obj)
    out = []
    for keyword in keywords:
        # Each protection ability is an effect of its own (702.16g): those covering the source.
        name = protection_from(state, (keyword,), source)
        if name is not None:
            out.append(
                Candidate(
                    f"{holder_id}:protection-{name.replace(' ', '-')}",
                    holder_id,
                    timestamp,
                    f"{keyword} of {holder}",
                    (rule_of(name, "702.16e"),),
                    "prevent",
                    None,
                    label=f"{keyword} of {holder}",
                )
            )
    return out


#: Damage as one event deals it after the replacement and prevention effects: to each
#: recipient, how much (a redirection shield may send part of it elsewhere, 614.9).
Portions = list[tuple[Target, int]]
#: What prevention effects do right after the damage event (615.5): the permanent whose
#: ability prevented damage dealt to it, and the kind of counter removed from it.
After = list[tuple[str, str]]


def damage(
    state: GameState,
    source: GameObject,
    target: Target,
    amount: int,
    *,
    combat: bool = False,
    after: After | None = None,
) -> tuple[GameState, Portions, list[Event]]:
    """Apply replacement and prevention effects to damage about to be dealt (CR 120.4b, 616.1).

    Returns the state (shields used up), the damage that will be dealt and to whom — a
    redirection effect changes who (614.9), a redirection shield smaller than the damage sends
    only its part elsewhere — and the events. `after` collects what a prevention effect that
    applied does right after the event ("Remove a +1/+1 counter from this creature", 615.5).
    """
    return _damage(state, source, target, amount, combat, set(), [] if after is None else after)


def _damage(
    state: GameState,
    source: GameObject,
    target: Target,
    amount: int,
    combat: bool,
    used: set[str],
    after: After,
) -> tuple[GameState, Portions, list[Event]]:
    """`damage` with the effects `used` on this event already (614.5: each applies once)."""
    events: list[Event] = []
    portions: Portions = []
    recipient_id, chooser, _ = _recipient(state, target)
    if not chooser:
        return state, [(target, amount)], events
    first = True
    while amount > 0:
        found = [c for c in _damage_candidates(state, source, target, combat) if c.id not in used]
        what = (
            f"the {amount} damage {describe(state, source)} would deal to "
            f"{recipient_name(state, target)}"
        )
        then = [(c.source, c.then_remove_counter) for c in found if c.then_remove_counter]
        found, more = _unpreventable(state, found, what, [source.id, recipient_id])
        if more:
            after += then  # 615.12: preventing none of it, it still does what else it says
            # 615.12a: each applies once, preventing none of it.
            used |= {c.id for c in _damage_candidates(state, source, target, combat)}
            used -= {c.id for c in found}
        events += more
        if not found:
            break
        state, pick, more = next_effect(
            state, chooser, found, what, first=first, order_matters=order_matters(found)
        )
        events += more
        used.add(pick.id)
        first = False
        if pick.kind == "redirect" and pick.shield is not None:
            state, to, moved, more = redirection.redirect(
                state, pick.shield, pick.rules, source, target, amount
            )
            events += more
            if moved < amount:
                # Only the shield's part goes elsewhere, an event of its own from here on: the
                # effects that apply to it are checked again, none used on it twice (616.1f).
                state, split, more = _damage(state, source, to, moved, combat, set(used), after)
                portions += split
                events += more
                amount -= moved
                continue
            target = to
            recipient_id, chooser, _ = _recipient(state, target)
            continue
        if pick.kind == "redirect":
            # 614.9: the same damage, to the permanent whose ability it is (or the one it is
            # attached to); the effects that apply to that event are checked again (616.1f),
            # each still at most once (614.5).
            owner = state.objects[pick.source]
            to_obj = state.objects[pick.to or pick.source]
            events.append(
                event(
                    "redirect",
                    f"{describe(state, owner)}'s redirection effect (“{pick.text}.”): the "
                    f"{amount} damage {describe(state, source)} would deal to "
                    f"{recipient_name(state, target)} is dealt to {describe(state, to_obj)} "
                    "instead.",
                    *pick.rules,
                    objects=list(dict.fromkeys([source.id, recipient_id, to_obj.id, owner.id])),
                )
            )
            target = to_obj.ref
            recipient_id, chooser, _ = _recipient(state, target)
            continue
        state, amount, more = _apply_to_damage(state, pick, source, target, recipient_id, amount)
        events += more
        if pick.then_remove_counter:
            after.append((pick.source, pick.then_remove_counter))  # right after the event, 615.5
    if amount <= 0 and used:
        left = [c for c in _damage_candidates(state, source, target, combat) if c.id not in used]
        if left:
            # 614.7: an effect whose event no longer happens does nothing (nor is it used up).
            events.append(
                event(
                    "replacement_unused",
                    "No damage is left to be dealt, so "
                    f"{'; '.join(words(state, c) for c in left)} doesn't apply.",
                    "614.7",
                    objects=[c.source for c in left],
                )
            )
    return state, [(target, amount), *portions], events


def _unpreventable(
    state: GameState, found: list[Candidate], what: str, objects: list[str]
) -> tuple[list[Candidate], list[Event]]:
    """The candidates left when damage can't be prevented (615.12): a prevention effect still
    applies, once (615.12a), but prevents none of the damage and a shield isn't used up by it."""
    rule = next((e for e in state.replacement_effects if e.unpreventable), None)
    preventing = [c for c in found if c.kind == "prevent"]
    if rule is None or not preventing:
        return found, []
    names = "; ".join(f"“{c.label or c.text}”" for c in preventing)
    text = (
        f"{rule.source_name}: damage can't be prevented this turn, so {names} prevents none of "
        f"{what} (and no shield is used up)."
    )
    kept = [c for c in found if c.kind != "prevent"]
    named = list(dict.fromkeys([rule.source, *objects]))
    return kept, [event("cant", text, "615.12", "615.12a", objects=named)]


def _apply_to_damage(
    state: GameState,
    pick: Candidate,
    source: GameObject,
    target: Target,
    recipient_id: str,
    amount: int,
) -> tuple[GameState, int, list[Event]]:
    src, to = describe(state, source), recipient_name(state, target)
    if pick.kind in ("multiply", "add"):
        now = amount_changes.changed(pick, amount)
        return (
            state,
            now,
            [
                event(
                    "replacement",
                    f"{pick.text}: {src} deals {now} damage to {to} instead of {amount}.",
                    *pick.rules,
                    objects=[source.id, recipient_id],
                )
            ],
        )
    prevented = amount if pick.amount is None else min(pick.amount, amount)
    note = ""
    used = [e for e in state.replacement_effects if e.id == pick.shield and e.next_time]
    if used and prevented:
        # "The next time …": used up by the damage it prevented (615.1a, 609.7b); one that
        # goes on ("If damage is prevented this way, …", 615.5) waits, with the damage, for
        # the damage event to be over (`take_reflections`).
        kept = tuple(
            replace(e, reflect_due=prevented, reflect_to=controller_of(state, source))
            for e in used
            if e.reflect
        )
        state = replace(
            state,
            replacement_effects=tuple(e for e in state.replacement_effects if e not in used) + kept,
        )
        note = f" The shield {pick.shield} is used up."
    if pick.shield is not None and pick.amount is not None:
        state, note = use_shield(state, pick.shield, pick.amount, prevented)
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


def take_reflections(state: GameState) -> tuple[GameState, list[ReplacementEffect]]:
    """The used-up shields whose text goes on to deal the damage they prevented (615.5:
    "If damage is prevented this way, ~ deals that much damage to that source's controller"),
    taken out of the state for their damage to be dealt now, right after the event."""
    due = [e for e in state.replacement_effects if e.reflect_due]
    if not due:
        return state, []
    left = tuple(e for e in state.replacement_effects if not e.reflect_due)
    return replace(state, replacement_effects=left), due


def create_prevention(
    state: GameState,
    instr: v.PreventDamage,
    controller: PlayerId,
    source: GameObject,
    to: Iterable[Target] | None,
    by: Iterable[ObjectRef] | None,
    x: int,
    *,
    redirect_to: Target | None = None,
) -> tuple[GameState, list[Event]]:
    """Create prevention effects of a resolving spell or ability (615.1a, 615.7, 615.11), or
    redirection shields sending the damage to `redirect_to` instead (614.9).

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
            text = _prevention_text(
                state, amount, instr.combat_only, recipient, from_, instr.next_time
            )
            if instr.group_said:
                # "… dealt to creatures this turn": the group in the card's words.
                kind = " combat" if instr.combat_only else ""
                text = f"Prevent all{kind} damage that would be dealt {instr.group_said} this turn"
            if redirect_to is not None:
                text = redirection.shield_text(
                    state, amount, recipient, from_, instr, redirect_to, controller
                )
            effect = ReplacementEffect(
                id=f"r{number}",
                source=source.id,
                source_name=source.card.name,
                controller=controller,
                timestamp=timestamp,
                text=text,
                amount=amount,
                to=recipient,
                by=from_,
                combat_only=instr.combat_only,
                by_filter=instr.by_group if instr.chosen_source is None else instr.chosen_source,
                to_filter=instr.to_group,
                next_time=instr.next_time,
                reflect=instr.reflect,
                redirect_to=redirect_to,
                to_you_and=instr.yours if instr.to == "you_and_yours" else None,
            )
            state = replace(state, replacement_effects=(*state.replacement_effects, effect))
            named = [ref_id(t) for t in (recipient, from_) if t]
            kind, rule = "prevention_effect", "615.7" if amount is not None else "615.1a"
            if redirect_to is not None:
                kind, rule = "redirection_effect", "614.9"
                redirected = _recipient(state, redirect_to)[0]
                named = [n for n in dict.fromkeys([*named, redirected]) if n != source.id]
            events.append(
                event(
                    kind,
                    f"{describe(state, source)} creates a {kind.replace('_', ' ')} "
                    f"({effect.id}): {text}.",
                    rule,
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
    next_time: bool = False,
) -> str:
    what = f"the next {amount}" if amount is not None else "all"
    kind = " combat" if combat_only else ""
    text = f"Prevent {what}{kind} damage that would be dealt"
    if next_time:
        text = "Prevent the damage the next time damage would be dealt"
    if to is not None:
        text += f" to {recipient_name(state, to)}"
    if by is not None:
        found = state.current(by)
        text += f" by {describe(state, found) if found else by.id}"
    return text + " this turn"
