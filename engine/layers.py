"""Continuous effects in layers (CR 613): an object's characteristics, computed from the state.

Nothing here is stored: the characteristics of every object follow from the printed card (or the
copiable values a copy effect gave it, layer 1), name stickers (layer 3), continuous effects from
resolved spells and abilities (`GameState.effects`, their affected sets locked in, 611.2c) and
static abilities of permanents (applied to whatever they describe at each moment, 611.3a), layer
by layer: control (2), text (3), type (4), color (5), abilities (6), power/toughness 7a–7d with
counters in 7c. Within a layer, effects apply in timestamp order (613.7) unless one depends on
another (613.8). Effects on players (613.10) and on game rules (613.11) come last.

The result for every object is computed once per state and cached on it; each change is recorded
("+2/+0 from Rancor (rancor), layer 7c") so the output can explain it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from engine import budget
from engine.cards import vocabulary as v
from engine.cards.vocabulary import CHOSEN_COLOR_PROTECTION
from engine.linked import resolve_keywords
from engine.state import GameObject, GameState, ObjectId, PlayerId, Zone

#: Layers in the order they apply (613.1, 613.4); "rules" is 613.11.
LAYERS = ("2", "3", "4", "5", "6", "7a", "7b", "7c", "7d", "rules")
LAYER_RULE = {
    "1": "613.1a",
    "2": "613.1b",
    "3": "613.1c",
    "4": "613.1d",
    "5": "613.1e",
    "6": "613.1f",
    "7a": "613.4a",
    "7b": "613.4b",
    "7c": "613.4c",
    "7d": "613.4d",
    "rules": "613.11",
}


@dataclass(frozen=True, slots=True)
class Characteristics:
    name: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    colors: tuple[str, ...]
    power: int | None
    toughness: int | None
    keywords: tuple[str, ...]
    activated: tuple[v.Activated, ...]
    triggered: tuple[v.Triggered, ...]
    statics: tuple[v.Static, ...] = ()
    controller: PlayerId | None = None
    #: Rule-modifying effects on it (613.11): it doesn't untap in its controller's untap step.
    doesnt_untap: bool = False
    #: Rule-modifying restrictions on it (613.11): it can't attack (508.1c) / can't block (509.1b).
    cant_attack: bool = False
    cant_block: bool = False
    #: Why values differ from the printed ones: ("+1/+1 from Royal (t1), layer 7c", "613.4c").
    explanations: tuple[tuple[str, str], ...] = ()

    def is_type(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


def build_printed(card: v.CardDef) -> Characteristics:
    return Characteristics(
        name=card.name,
        types=card.types,
        subtypes=card.subtypes,
        supertypes=card.supertypes,
        colors=card.color_identity,
        power=card.power,
        toughness=card.toughness,
        keywords=card.keywords,
        activated=card.activated,
        triggered=card.triggered,
        statics=card.statics,
    )


def printed(card: v.CardDef) -> Characteristics:
    """The card's own characteristics, before any effect or counter (its copiable values),
    computed once per definition and kept on it (a definition never changes)."""
    cached: Characteristics | None = card.__dict__.get(_PRINTED)
    if cached is None:
        cached = card.__dict__[_PRINTED] = build_printed(card)
    return cached


#: Where `printed` keeps its result on a card definition (beside its cached properties).
_PRINTED = "_printed_characteristics"


# -- the working copy of an object's characteristics while layers apply ------------------------


@dataclass(slots=True)
class _Working:
    obj: GameObject
    name: str
    types: list[str]
    subtypes: list[str]
    supertypes: list[str]
    colors: list[str]
    power: int | None
    toughness: int | None
    keywords: list[str]
    activated: list[v.Activated]
    triggered: list[v.Triggered]
    statics: list[v.Static]
    controller: PlayerId
    doesnt_untap: bool = False
    cant_attack: bool = False
    cant_block: bool = False
    changes: list[tuple[str, str]] = field(default_factory=list)

    @classmethod
    def of(cls, obj: GameObject, state: GameState | None = None) -> _Working:
        card = obj.copied or obj.card
        working = cls(
            obj=obj,
            name=card.name,
            types=list(card.types),
            subtypes=list(card.subtypes),
            supertypes=list(card.supertypes),
            colors=list(card.color_identity),
            power=card.power,
            toughness=card.toughness,
            keywords=list(card.keywords),
            activated=list(card.activated),
            triggered=list(card.triggered),
            statics=list(card.statics),
            controller=obj.controller,
        )
        if obj.copied is not None:
            original = state.objects.get(obj.copy_of) if state and obj.copy_of else None
            if original is not None and original.copied is not None:
                # It copied a copy: the copiable values are what that copy copied (707.3).
                text = f"a copy of {obj.copy_of}, itself a copy of {obj.copied.name}, layer 1"
                working.changes.append((text, "707.3"))
            else:
                text = f"a copy of {obj.copied.name} ({obj.copy_of}), layer 1"
                working.changes.append((text, "707.2"))
        if obj.stickers:
            working.name = sticker_name(working.name, obj.stickers)
            working.changes.append((f"name with stickers: {working.name}, layer 3", "123.6c"))
        return working

    def freeze(self) -> Characteristics:
        # "Protection from the chosen color" means the color chosen for this object (607.2d).
        keywords, notes = resolve_keywords(self.obj, self.keywords)
        return Characteristics(
            name=self.name,
            types=tuple(self.types),
            subtypes=tuple(self.subtypes),
            supertypes=tuple(self.supertypes),
            colors=tuple(c for c in ("W", "U", "B", "R", "G") if c in self.colors),
            power=self.power,
            toughness=self.toughness,
            keywords=tuple(keywords),
            activated=tuple(self.activated),
            triggered=tuple(self.triggered),
            statics=tuple(self.statics),
            controller=self.controller,
            doesnt_untap=self.doesnt_untap,
            cant_attack=self.cant_attack,
            cant_block=self.cant_block,
            explanations=(*self.changes, *notes),
        )


def sticker_name(name: str, stickers: Iterable[tuple[str, int, int]]) -> str:
    """Apply name stickers in timestamp order (CR 123.6c): each sticker's words go after
    `position` words of the name, or at the end if the name has fewer words."""
    words = name.split()
    for text, position, _ in sorted(stickers, key=lambda s: s[2]):
        at = min(position, len(words))
        words[at:at] = text.split()
    return " ".join(words)


# -- effects as the layer system sees them --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Active:
    """One modification of one continuous effect, ready to apply in its layer."""

    key: tuple[Any, ...]
    layer: str
    timestamp: int
    source_id: ObjectId
    source_name: str
    modification: Any
    #: For effects of resolved spells: the locked-in objects (id, incarnation).
    fixed: tuple[tuple[ObjectId, int], ...] | None = None
    #: For static abilities: the ability and its controller.
    static: v.Static | None = None
    controller: PlayerId | None = None


def _resolved_effects(state: GameState) -> list[_Active]:
    out = []
    for effect in state.effects:
        fixed = tuple(dict.fromkeys((r.id, r.incarnation) for r in effect.affected))
        # "Gain control of …" gives control to the controller of the resolved spell or ability
        # (613.1b); the effect doesn't record it, so it is its source's controller (a card that
        # left the stack is back under its owner's control, normally the player who cast it).
        source = state.objects.get(effect.source)
        controller = source.controller if source is not None else None
        for i, modification in enumerate(effect.modifications):
            layer = v.LAYER_OF[modification.op][0]
            out.append(
                _Active(
                    key=("effect", effect.id, i),
                    layer=layer,
                    timestamp=effect.timestamp,
                    source_id=effect.source,
                    source_name=effect.source_name,
                    modification=modification,
                    fixed=fixed,
                    controller=controller,
                )
            )
    return out


def _static_effects(sources: Iterable[_Working]) -> list[_Active]:
    """Effects generated now by the static abilities the sources have (604.1, 613.7a)."""
    out = []
    for w in sources:
        if w.obj.zone is not Zone.BATTLEFIELD:
            continue
        for n, ability in enumerate(w.statics):
            if ability.affects in ("you", "opponents"):
                continue  # effects on players (613.10) are applied after objects
            for i, modification in enumerate(ability.modifications):
                # The modification's index comes last: `key[:-1]` names the whole effect, so
                # its parts in later layers keep applying to the same objects (613.6).
                out.append(
                    _Active(
                        # The ability by identity: hashing the model itself is slow on big boards.
                        key=("static", w.obj.id, w.obj.incarnation, n, id(ability), i),
                        layer=v.LAYER_OF[modification.op][0],
                        timestamp=w.obj.timestamp,
                        source_id=w.obj.id,
                        source_name=w.name,
                        modification=modification,
                        static=ability,
                        controller=w.controller,
                    )
                )
    return out


def _matches(w: _Working, flt: v.Filter, you: PlayerId | None) -> bool:
    """Whether the working characteristics satisfy a filter (as they are at this layer)."""
    if any(t not in w.types for t in flt.types):
        return False
    if any(t in w.types for t in flt.not_types):
        return False
    if any(t not in w.subtypes for t in flt.subtypes):
        return False
    if any(c not in w.colors for c in flt.colors):
        return False
    if any(c in w.colors for c in flt.not_colors):
        return False
    if flt.controller == "you" and w.controller != you:
        return False
    if flt.controller == "opponent" and w.controller == you:
        return False
    if flt.entered_this_turn is not None and w.obj.entered_this_turn != flt.entered_this_turn:
        return False
    return flt.token is None or w.obj.token == flt.token


def _affected(
    active: _Active, world: dict[ObjectId, _Working], started: dict[tuple[Any, ...], list[str]]
) -> list[str]:
    """The objects the effect applies to at this layer (613.6: once started, the same set)."""
    base_key = active.key[:-1]
    if base_key in started:
        return started[base_key]
    if active.fixed is not None:
        # Only the locked-in objects, and only while they are the same objects (400.7).
        out = []
        for object_id, incarnation in active.fixed:
            w = world.get(object_id)
            if w is not None and w.obj.incarnation == incarnation:
                out.append(object_id)
        return out
    static = active.static
    assert static is not None  # noqa: S101 - an _Active is either fixed or static
    source = world.get(active.source_id)
    if static.affects == "self":
        return [active.source_id] if source is not None else []
    if static.affects in ("enchanted", "equipped"):
        # What the Aura enchants (303.4) or the Equipment equips (301.5a).
        host = source.obj.attached_to if source is not None else None
        if host is not None and host in world and world[host].obj.zone is Zone.BATTLEFIELD:
            return [host]
        return []
    return [
        w.obj.id
        for w in world.values()
        if w.obj.zone is Zone.BATTLEFIELD and _matches(w, static.filter, active.controller)
    ]


def _apply(
    active: _Active,
    targets: list[str],
    world: dict[ObjectId, _Working],
    after: list[_Active] | None = None,
) -> None:
    """Apply one modification to `targets`; `after` are the effects it waited for (613.8b)."""
    m = active.modification
    by = f"{active.source_name} ({active.source_id})"
    rule = LAYER_RULE[active.layer]
    layer = f"layer {active.layer}" if active.layer != "rules" else "a rule-changing effect"
    if after:
        # It depends on those effects, so it applied just after them, not in timestamp order.
        names = ", ".join(f"{b.source_name} ({b.source_id})" for b in after)
        layer = f"{layer}, applied after {names} because it depends on it (613.8)"
        rule = "613.8b"
    for object_id in targets:
        w = world[object_id]
        if isinstance(m, v.GainControl) and active.controller is not None:
            w.controller = active.controller
            w.changes.append((f"controlled by player {active.controller} via {by}, {layer}", rule))
        elif isinstance(m, v.AddTypes):
            for t in m.types:
                if t not in w.types:
                    w.types.append(t)
            for t in m.subtypes:
                if t in v.ARTIFACT_TYPES and "Artifact" not in w.types:
                    # An artifact type (Clue, Equipment …) only goes with the artifact card type:
                    # a non-artifact can't gain it (205.3d, 205.3g).
                    why = f"can't gain the artifact type {t}: not an artifact"
                    w.changes.append((why, "205.3d"))
                elif t not in w.subtypes:
                    w.subtypes.append(t)
            for t in m.supertypes:
                if t not in w.supertypes:
                    w.supertypes.append(t)
            added = " ".join([*m.supertypes, *m.types, *m.subtypes])
            w.changes.append((f"{added} added by {by}, {layer}", rule))
        elif isinstance(m, v.SetColors):
            w.colors = list(m.colors)
            shown = ", ".join(m.colors) or "colorless"
            w.changes.append((f"color {shown} from {by}, {layer}", rule))
        elif isinstance(m, v.AddKeywords):
            for keyword in m.keywords:
                if keyword not in w.keywords:
                    w.keywords.append(keyword)
            w.changes.append((f"{', '.join(m.keywords)} from {by}, {layer}", rule))
        elif isinstance(m, v.LoseKeywords):
            w.keywords = [k for k in w.keywords if k not in m.keywords]
            w.changes.append((f"loses {', '.join(m.keywords)} ({by}), {layer}", rule))
        elif isinstance(m, v.LoseAllAbilities):
            w.keywords, w.activated, w.triggered, w.statics = [], [], [], []
            w.changes.append((f"loses all abilities ({by}), {layer}", rule))
        elif isinstance(m, v.SetPowerToughness):
            if w.power is not None or "Creature" in w.types:
                w.power, w.toughness = m.power, m.toughness
                w.changes.append((f"base {m.power}/{m.toughness} from {by}, {layer}", rule))
        elif isinstance(m, v.ModifyPowerToughness):
            if w.power is not None and w.toughness is not None:
                w.power += m.power
                w.toughness += m.toughness
                w.changes.append((f"{m.power:+d}/{m.toughness:+d} from {by}, {layer}", rule))
        elif isinstance(m, v.SwitchPowerToughness):
            if w.power is not None and w.toughness is not None:
                w.power, w.toughness = w.toughness, w.power
                w.changes.append((f"power and toughness switched by {by}, {layer}", rule))
        elif isinstance(m, v.DoesntUntap):
            w.doesnt_untap = True
            w.changes.append((f"doesn't untap during the untap step ({by})", rule))
        elif isinstance(m, v.AddAbilities):
            for ability in m.abilities:
                if isinstance(ability, v.Activated):
                    w.activated.append(ability)
                else:
                    w.triggered.append(ability)
            texts = "; ".join(f"“{a.text}”" for a in m.abilities)
            w.changes.append((f"has {texts} from {by}, {layer}", rule))
        elif isinstance(m, v.CantAttackOrBlock):
            w.cant_attack = w.cant_attack or m.attack
            w.cant_block = w.cant_block or m.block
            what = " or ".join(x for x, on in (("attack", m.attack), ("block", m.block)) if on)
            w.changes.append((f"can't {what} ({by})", rule))
        elif isinstance(m, v.PowerToughnessCount) and (
            w.power is not None or "Creature" in w.types
        ):
            n = sum(
                1
                for other in world.values()
                if other.obj.zone is Zone.BATTLEFIELD
                and _matches(other, m.filter, active.controller)
            )
            w.power, w.toughness = n, n
            w.changes.append((f"{n}/{n} from its characteristic-defining ability, {layer}", rule))


def _apply_counters(world: dict[ObjectId, _Working]) -> None:
    """+1/+1 and -1/-1 counters modify power and toughness in layer 7c (613.4c)."""
    for w in world.values():
        if w.obj.zone is not Zone.BATTLEFIELD or w.power is None or w.toughness is None:
            continue
        plus, minus = w.obj.counter("+1/+1"), w.obj.counter("-1/-1")
        if plus:
            w.power += plus
            w.toughness += plus
            w.changes.append((f"+{plus}/+{plus} from {plus} +1/+1 counter(s), layer 7c", "613.4c"))
        if minus:
            w.power -= minus
            w.toughness -= minus
            w.changes.append(
                (f"-{minus}/-{minus} from {minus} -1/-1 counter(s), layer 7c", "613.4c")
            )


def _depends(
    a: _Active,
    b: _Active,
    world: dict[ObjectId, _Working],
    started: dict[tuple[Any, ...], list[str]],
    affected: dict[tuple[Any, ...], list[str]],
) -> bool:
    """613.8a: applying `b` would change what `a` applies to, or whether `a` exists.

    Checked by trying: `b` is applied to copies of the objects it affects and `a`'s set compared.
    Only static abilities that describe permanents by a quality, or whose source `b` affects,
    can depend on anything; other effects are independent (their sets are fixed, 611.2c).
    `affected` memoises `_affected` for the current world.
    """
    if a.static is None or a.key[:-1] in started:
        return False
    quality_based = a.static.affects == "all"
    if b.key not in affected:
        affected[b.key] = _affected(b, world, started)
    b_targets = affected[b.key]
    if not b_targets:
        return False
    touches_source = a.source_id in b_targets
    if not (quality_based or touches_source):
        return False
    # `b` changes only the objects it applies to, so only they need a trial copy.
    trial = dict(world)
    for object_id in b_targets:
        trial[object_id] = _copy(world[object_id])
    _apply(b, b_targets, trial)
    if touches_source and a.static not in trial[a.source_id].statics:
        return True  # b removes the ability that generates a (its existence changes)
    if not quality_based:
        return False
    flt, you = a.static.filter, a.controller
    return any(
        world[t].obj.zone is Zone.BATTLEFIELD
        and _matches(world[t], flt, you) != _matches(trial[t], flt, you)
        for t in b_targets
    )


def _copy(w: _Working) -> _Working:
    return _Working(
        obj=w.obj, name=w.name, types=list(w.types), subtypes=list(w.subtypes),
        supertypes=list(w.supertypes), colors=list(w.colors), power=w.power,
        toughness=w.toughness, keywords=list(w.keywords), activated=list(w.activated),
        triggered=list(w.triggered), statics=list(w.statics), controller=w.controller,
        doesnt_untap=w.doesnt_untap, cant_attack=w.cant_attack, cant_block=w.cant_block,
        changes=[],
    )  # fmt: skip


def _order(
    pending: list[_Active],
    world: dict[ObjectId, _Working],
    started: dict[tuple[Any, ...], list[str]],
    waits: dict[tuple[Any, ...], list[_Active]],
) -> _Active:
    """The next effect to apply: the earliest one that depends on no other pending effect
    (613.8b); if every one depends on another (a loop), timestamp order decides. Effects passed
    over are noted in `waits` with what they depend on."""
    candidates = sorted(pending, key=lambda e: (e.timestamp, e.key[:3]))
    if not any(a.static is not None for a in candidates):
        return candidates[0]  # nothing can depend on anything: timestamp order (613.7)
    affected: dict[tuple[Any, ...], list[str]] = {}
    # An effect that isn't quality-based can depend only on effects that touch its source
    # (see `_depends`): index the candidates by what they touch, once per pick and only when
    # such an effect comes up, so a board of hundreds of Auras doesn't try every pair.
    touching: dict[ObjectId, list[_Active]] | None = None
    for a in candidates:
        if a.static is None or a.key[:-1] in started:
            return a
        if a.static.affects == "all":
            others = candidates
        else:
            if touching is None:
                touching = _touching(candidates, world, started, affected)
            others = touching.get(a.source_id, [])
        needs = [b for b in others if b is not a and _depends(a, b, world, started, affected)]
        if not needs:
            return a
        waits.setdefault(a.key, []).extend(b for b in needs if b not in waits.get(a.key, []))
    # A dependency loop: timestamp order (613.8b), so nothing "waited".
    waits.pop(candidates[0].key, None)
    return candidates[0]


def _touching(
    candidates: list[_Active],
    world: dict[ObjectId, _Working],
    started: dict[tuple[Any, ...], list[str]],
    affected: dict[tuple[Any, ...], list[str]],
) -> dict[ObjectId, list[_Active]]:
    """The candidates by the objects they apply to (`affected` memoises their sets)."""
    out: dict[ObjectId, list[_Active]] = {}
    for b in candidates:
        if b.key not in affected:
            affected[b.key] = _affected(b, world, started)
        for object_id in affected[b.key]:
            out.setdefault(object_id, []).append(b)
    return out


def compute_world(state: GameState) -> dict[ObjectId, Characteristics]:
    """Characteristics of every object on the battlefield and the stack (613.1–613.4, 613.11)."""
    world = {
        o.id: _Working.of(o, state)
        for o in state.objects.values()
        if o.zone in (Zone.BATTLEFIELD, Zone.STACK)
    }
    resolved = _resolved_effects(state)
    started: dict[tuple[Any, ...], list[str]] = {}
    seen: dict[tuple[Any, ...], _Active] = {}
    waits: dict[tuple[Any, ...], list[_Active]] = {}
    for layer in LAYERS:
        # Static abilities exist as the layers so far left them; an effect that began in an
        # earlier layer keeps applying to the same objects even if its ability is gone (613.6).
        statics = _static_effects(world.values())
        for a in statics:
            seen.setdefault(a.key, a)
        keys = {a.key for a in statics}
        carried = [
            a for k, a in seen.items() if k not in keys and a.layer == layer and k[:-1] in started
        ]
        pending = [a for a in resolved if a.layer == layer]
        pending += [a for a in statics if a.layer == layer] + carried
        if layer == "7c":
            _apply_counters(world)
        while pending:
            budget.check_time()
            active = _order(pending, world, started, waits)
            pending.remove(active)
            if _ability_gone(active, world, started):
                continue
            targets = _affected(active, world, started)
            started.setdefault(active.key[:-1], targets)
            # Only effects with later timestamps count as waited for; in a dependency loop the
            # order is the timestamp order anyway (613.8b).
            after = [
                b
                for b in waits.get(active.key, [])
                if (b.timestamp, b.key[:3]) > (active.timestamp, active.key[:3])
            ]
            _apply(active, targets, world, after)
    return {k: w.freeze() for k, w in world.items()}


def _ability_gone(
    active: _Active, world: dict[ObjectId, _Working], started: dict[tuple[Any, ...], list[str]]
) -> bool:
    """Whether `active` comes from a static ability its source no longer has, an effect applied
    before it in this layer having removed it (613.8a: its existence depended on that effect).
    Such an effect never begins; one that began in an earlier layer goes on (613.6)."""
    if active.static is None or active.key[:-1] in started:
        return False
    source = world.get(active.source_id)
    if source is not None and active.static in source.statics:
        return False
    if source is not None:
        text = active.static.text or "its static ability"
        note = f"“{text}” doesn't apply: the ability was removed before it could (613.8a)"
        if (note, "613.8a") not in source.changes:
            source.changes.append((note, "613.8a"))
    return True


def characteristics(state: GameState, obj: GameObject) -> Characteristics:
    """The characteristics of `obj` in `state` (CR 613.1), from the state's cached world.

    An object that isn't the state's current one (last known information, or one about to
    enter) is computed in a copy of the state that holds it.
    """
    current = state.objects.get(obj.id)
    if obj.zone not in (Zone.BATTLEFIELD, Zone.STACK):
        if not obj.stickers and obj.copied is None:
            return printed(obj.card)
        return _Working.of(obj, state).freeze()
    if current is obj:
        world: dict[ObjectId, Characteristics] | None = state.cache.get("world")
        if world is None:
            if _trivial(state):
                return _quick(obj)
            world = compute_world(state)
            state.cache["world"] = world
        return world[obj.id]
    # Last known information or an object about to enter: computed in a copy of the state that
    # holds it, once per (state, object) — asking again (its controller, then its abilities)
    # must not compute the whole board again.
    memo: dict[int, tuple[GameObject, Characteristics]] = state.cache.setdefault("other", {})
    found = memo.get(id(obj))
    if found is not None and found[0] is obj:
        return found[1]
    chars = compute_world(state.with_object(obj))[obj.id]
    memo[id(obj)] = (obj, chars)
    return chars


def controller_of(
    state: GameState, obj: GameObject, chars: Characteristics | None = None
) -> PlayerId:
    """Who controls `obj` now: its controller after control-changing effects (layer 2,
    613.1b). The one place the engine asks; an object no effect touches has its own. `chars`:
    its characteristics in `state`, when the caller has them already."""
    if chars is None:
        chars = characteristics(state, obj)
    return chars.controller or obj.controller


def _trivial(state: GameState) -> bool:
    """No effect, static ability, copy or sticker anywhere: printed values and counters do."""
    return not state.effects and not state.tally(_special)


def _special(o: GameObject) -> int:
    """1 for an object whose characteristics may differ from its printed card and counters (or
    may change others'); counted over all objects as they change (`GameState.tally`)."""
    return int(
        (o.zone is Zone.BATTLEFIELD or o.zone is Zone.STACK)
        and bool(
            o.card.statics
            or o.copied is not None
            or o.stickers
            or CHOSEN_COLOR_PROTECTION in o.card.keywords
        )
    )


def _quick(obj: GameObject) -> Characteristics:
    base = printed(obj.card)
    if not obj.counters or obj.zone is not Zone.BATTLEFIELD or base.power is None:
        return base
    w = _Working.of(obj)
    _apply_counters({obj.id: w})
    return w.freeze()


# -- effects on players (613.10) ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerEffect:
    """A continuous effect on a player (613.10): the keywords it gives and those it takes away."""

    source: ObjectId
    text: str
    keywords: tuple[str, ...]
    timestamp: int
    loses: tuple[str, ...] = ()


def player_effects(state: GameState) -> dict[PlayerId, list[PlayerEffect]]:
    """Continuous effects on players, in timestamp order after objects' characteristics (613.10,
    613.7): each player's list is what applies to them, in the order it applies."""
    cached: dict[PlayerId, list[PlayerEffect]] | None = state.cache.get("player_effects")
    if cached is not None:
        return cached
    out: dict[PlayerId, list[PlayerEffect]] = {p.id: [] for p in state.players}
    # The abilities a permanent has now (a copy of such a permanent has them too, 707.2;
    # one that lost its abilities has none, 613.1f), so characteristics, not the printed card.
    for obj in () if _trivial(state) else state.battlefield():
        chars = characteristics(state, obj)
        if not chars.statics:
            continue
        controller = controller_of(state, obj)
        for ability in chars.statics:
            if ability.affects not in ("you", "opponents"):
                continue
            gives = tuple(
                k for m in ability.modifications if isinstance(m, v.AddKeywords) for k in m.keywords
            )
            loses = tuple(
                k
                for m in ability.modifications
                if isinstance(m, v.LoseKeywords)
                for k in m.keywords
            )
            text = ability.text or ", ".join(gives) or f"loses {', '.join(loses)}"
            for player in state.players:
                if (ability.affects == "you") == (player.id == controller):
                    out[player.id].append(PlayerEffect(obj.id, text, gives, obj.timestamp, loses))
    for effects in out.values():
        effects.sort(key=lambda e: e.timestamp)
    state.cache["player_effects"] = out
    return out


def player_keywords(state: GameState, player: PlayerId) -> tuple[str, ...]:
    """The keywords a player has: the effects on them applied in timestamp order (613.10, 613.7),
    so a later "loses hexproof" takes away an earlier "has hexproof", and the reverse gives it."""
    keywords: list[str] = []
    for e in player_effects(state).get(player, []):
        keywords += [k for k in e.keywords if k not in keywords]
        keywords = [k for k in keywords if k not in e.loses]
    return tuple(keywords)
