"""Legal targets (CR 115): what a target spec allows, checked when chosen and on resolution."""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.cards.name_lists import EXPANSION, on_list
from engine.cards.vocabulary import Filter, TargetSpec
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import describe, ref_id
from engine.core.face_down import mana_value
from engine.core.mana import how_colored
from engine.core.state import (
    ChoiceKind,
    GameObject,
    GameState,
    ObjectRef,
    PlayerId,
    PlayerTarget,
    Target,
    Zone,
)
from engine.derived.characteristics import (
    Characteristics,
    characteristics,
    controller_of,
    player_keywords,
)
from engine.derived.dependent_targets import (
    completable,
    not_controlled_by_earlier,
    not_controlled_by_event_player,
    one_graveyard,
)
from engine.derived.linked_abilities import chosen_creature_type
from engine.derived.stack_targets import ABILITY_KINDS, ability_refs, stack_ability, why_not_ability
from engine.derived.untargetable import COLOR_WORDS, untargetable


def matches(
    state: GameState, obj: GameObject, flt: Filter, you: PlayerId, source: str | None = None
) -> str | None:
    """Why `obj` fails `flt` (a short reason), or None when it qualifies. `source` is the id of
    the object whose ability or spell this is, for "other" / "another" and what else the filter
    says of that object (`Filter.of_source`): a caller with no such object can't ask those, and
    one that forgot it would have them answered as if there were none — a bug, never a match or
    a miss."""
    if source is None and flt.of_source is not None:
        raise RuntimeError(f"a filter's {flt.of_source!r} is asked with no source to ask it of")
    if flt.other and obj.id == source:
        return _ANOTHER
    if flt.owned_by_you is not None and (obj.owner == you) != flt.owned_by_you:
        return "you own it" if obj.owner == you else "you don't own it"  # 108.3
    if flt.commander and obj.id not in state.player(you).commanders:
        return "it isn't your commander"  # 903.3
    chars = characteristics(state, obj)
    for t in flt.types:
        if t not in chars.types:
            return f"it isn't {_article(t)} {t.lower()}"
    if flt.chosen_type and (unchosen := _not_chosen_type(state, chars.subtypes, source)):
        return unchosen
    if flt.any_types and not set(flt.any_types) & set(chars.types):
        return f"it isn't {' or '.join(f'{_article(t)} {t.lower()}' for t in flt.any_types)}"
    if flt.any_of:
        # "Artifact, enchantment, or creature with flying": one of the alternatives will do.
        why = [matches(state, obj, alt, you, source) for alt in flt.any_of]
        if all(why):
            return f"{', '.join(w for w in why[:-1] if w)}, and {why[-1]}"
    if flt.tapped is not None and obj.tapped != flt.tapped:
        return "it is tapped" if obj.tapped else "it is untapped"
    if flt.attacking is not None:
        attacking = state.combat is not None and any(
            a.ref == obj.ref for a in state.combat.attackers
        )
        if attacking != flt.attacking:
            return "it is attacking" if attacking else "it isn't attacking"
    if flt.blocking is not None:
        blocking = state.combat is not None and any(b.ref == obj.ref for b in state.combat.blockers)
        if blocking != flt.blocking:
            return "it is blocking" if blocking else "it isn't blocking"
    if flt.in_combat is not None:
        fighting = state.combat is not None and (
            any(a.ref == obj.ref for a in state.combat.attackers)
            or any(b.ref == obj.ref for b in state.combat.blockers)
        )
        if fighting != flt.in_combat:
            return "it is in combat" if fighting else "it is neither attacking nor blocking"
    for k in flt.keywords:
        if k not in chars.keywords:
            return f"it doesn't have {k.lower()}"
    for k in flt.not_keywords:
        if k in chars.keywords:
            return f"it has {k.lower()}"
    if flt.power_at_most is not None or flt.power_at_least is not None:
        power = chars.power
        if power is None or (obj.zone is Zone.BATTLEFIELD and not chars.is_creature):
            # Not a power of 0: a noncreature permanent has none, even a Vehicle with one
            # printed, and a card elsewhere only one printed (208.3).
            return "it isn't a creature, and a noncreature has no power (208.3)"
        if flt.power_at_most is not None and power > flt.power_at_most:
            return f"its power, {power}, is greater than {flt.power_at_most}"
        if flt.power_at_least is not None and power < flt.power_at_least:
            return f"its power, {power}, is less than {flt.power_at_least}"
    if flt.toughness_at_most is not None or flt.toughness_at_least is not None:
        toughness = chars.toughness
        if toughness is None or (obj.zone is Zone.BATTLEFIELD and not chars.is_creature):
            return "it isn't a creature, and a noncreature has no toughness (208.3)"
        if flt.toughness_at_most is not None and toughness > flt.toughness_at_most:
            return f"its toughness, {toughness}, is greater than {flt.toughness_at_most}"
        if flt.toughness_at_least is not None and toughness < flt.toughness_at_least:
            return f"its toughness, {toughness}, is less than {flt.toughness_at_least}"
    if flt.power_at_most_count is not None and (
        counted := _power_at_most_count(state, chars, flt.power_at_most_count, you, source)
    ):
        return counted
    if flt.mana_value_at_most_x or flt.mana_value_is_x:
        return "its mana value is compared with an X not yet known (107.3a)"
    if flt.mana_value_at_most is not None or flt.mana_value_at_least is not None:
        value = mana_value(obj)  # 202.3
        if flt.mana_value_at_most is not None and value > flt.mana_value_at_most:
            return f"its mana value, {value}, is greater than {flt.mana_value_at_most}"
        if flt.mana_value_at_least is not None and value < flt.mana_value_at_least:
            return f"its mana value, {value}, is less than {flt.mana_value_at_least}"
    if (kind := flt.mana_value_counters_on_source) is not None:
        held = state.objects.get(source or "")
        n = dict(held.counters).get(kind, 0) if held is not None else 0
        if (value := mana_value(obj)) != n:  # 202.3, 122.1
            return f"its mana value, {value}, isn't {n}, the {kind} counters counted"
    if flt.mana_value_of_source:  # 202.3, 702.53a
        held = state.objects.get(source or "")
        if held is None:
            return "there is no discarded card whose mana value it would have"
        if (value := mana_value(obj)) != (its := mana_value(held)):
            return f"its mana value, {value}, isn't {its}, the discarded card's"
    for t in flt.not_types:
        if t in chars.types:
            return f"it is {_article(t)} {t.lower()}"
    for t in flt.supertypes:
        if t not in chars.supertypes:
            return f"it isn't {t.lower()}"
    for t in flt.subtypes:
        if t not in chars.subtypes:
            return f"it isn't {_article(t)} {t}"
    for t in flt.not_subtypes:
        if t in chars.subtypes:
            return f"it is {_article(t)} {t}"
    for t in flt.not_supertypes:
        if t in chars.supertypes:
            return f"it is {t.lower()}"
    if flt.any_subtypes and not set(flt.any_subtypes) & set(chars.subtypes):
        return f"it isn't {' or '.join(f'{_article(t)} {t}' for t in flt.any_subtypes)}"
    for c in flt.colors:
        if c not in chars.colors:
            return f"it isn't {COLOR_WORDS[c]}"
    for c in flt.not_colors:
        if c in chars.colors:
            return f"it is {COLOR_WORDS[c]}"
    # Its controller as the layers leave it: control-changing effects apply in layer 2 (613.1b).
    controller = controller_of(state, obj, chars)
    if flt.controller == "you" and controller != you:
        return "you don't control it"
    if flt.controller == "opponent" and controller == you:
        return "an opponent doesn't control it"
    if flt.token is not None and obj.token != flt.token:
        return "it is a token" if obj.token else "it isn't a token"
    if flt.targets_you and not any(
        isinstance(t, PlayerTarget) and t.player == you for group in obj.targets for t in group
    ):
        # "That targets you": one of its targets, among any others, is you.
        return f"it doesn't target player {you}"
    if flt.colored == "colored" and not chars.colors:
        return "it isn't one or more colors (105.2)"
    if flt.colored not in (None, "colored") and how_colored(chars.colors) != flt.colored:
        return f"it isn't {flt.colored} (105.2)"
    if flt.targets_source or flt.targets_object is not None:
        missed = _targeting(state, obj, flt, you, source)
        if missed is not None:
            return missed
    if flt.single_target and (n := sum(map(len, obj.targets))) != 1:
        # "With a single target" counts each choice, not the legal ones now (115.9a).
        return f"it has {n} targets, not a single target (115.9a)"
    if flt.entered_this_turn is not None and obj.entered_this_turn != flt.entered_this_turn:
        return "it entered this turn" if obj.entered_this_turn else "it didn't enter this turn"
    if flt.dealt_damage_this_turn and not (obj.damage or obj.ref in state.turn.damaged):
        return "it wasn't dealt damage this turn (120.3)"  # marked damage was (514.2)
    if flt.dealt_damage_by_source and not state.turn.damaged_by_object(source, obj.ref):
        return "it wasn't dealt damage this turn by this object (120.3)"
    for kind in flt.counters:
        if obj.counter(kind) < 1:
            return f"it has no {kind} counter on it (122.1)"
    for kind in flt.not_counters:
        if obj.counter(kind) > 0:
            return f"it has a {kind} counter on it (122.1)"
    if flt.name_list is not None and not on_list(chars.name, flt.name_list):
        # Its current name decides (206.3b-c): copy effects and name stickers count.
        return f"its name, {chars.name}, wasn't originally printed in {EXPANSION[flt.name_list]}"
    if flt.attached_to is not None and (host := _host(state, obj, flt.attached_to, you, source)):
        return host
    if flt.attached_to_object is not None or flt.same_name_as is not None:
        # Said of an object only the instruction being performed names (`Context.each`).
        return "it is compared with an object only an instruction names (608.2h)"
    if flt.power_less_than_source:
        # Compared with the source as it is or last existed, which only a target's check is
        # handed (`why_illegal`, 608.2h): asked anywhere else, nothing matches.
        return "its power is compared with an object this check isn't handed (608.2h)"
    return None


def _host(
    state: GameState, obj: GameObject, flt: Filter, you: PlayerId, source: str | None
) -> str | None:
    """Why the permanent `obj` is attached to doesn't match `flt` (303.4, 301.5), or None."""
    host = state.objects.get(obj.attached_to or "")
    if obj.zone is not Zone.BATTLEFIELD or host is None or host.zone is not Zone.BATTLEFIELD:
        return "it isn't attached to a permanent (303.4, 301.5)"
    why = matches(state, host, flt, you, source)
    return None if why is None else f"what it is attached to doesn't qualify: {why}"


def _targeting(
    state: GameState, obj: GameObject, flt: Filter, you: PlayerId, source: str | None
) -> str | None:
    """Why `obj` (a spell) doesn't target what `flt` asks — the object whose ability this is
    (`targets_source`, heroic's "a spell that targets ~"), or an object matching
    `targets_object` ("a spell that targets a creature you control") — among any other targets,
    as those permanents are now (115.1, 601.2c); None when it does."""
    chosen = [
        found
        for group in obj.targets
        for t in group
        if isinstance(t, ObjectRef) and (found := state.current(t)) is not None
    ]
    # "A creature" is a creature permanent, not a creature card elsewhere (109.2).
    chosen = [o for o in chosen if o.zone is Zone.BATTLEFIELD]
    if flt.targets_source and not any(o.id == source for o in chosen):
        return "it doesn't target this object"
    wanted = flt.targets_object
    if wanted is not None and all(matches(state, o, wanted, you, source) for o in chosen):
        return "none of its targets is an object the ability names"
    return None


_ANOTHER = "it is the object whose ability this is, and the ability says “another”"


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def why_illegal(
    state: GameState,
    spec: TargetSpec,
    target: Target,
    you: PlayerId,
    source_id: str | None = None,
    source: GameObject | None = None,
    chosen: tuple[tuple[Target, ...], ...] | None = None,
) -> str | None:
    """Why `target` is not a legal choice for `spec` right now (CR 115.1, 608.2b), or None.
    `chosen`: the targets of the earlier specs, which a criterion may name (601.2c).

    `source` is the spell, or the source of the ability, doing the targeting: its controller and
    colors decide hexproof (702.11b) and protection (702.16b), and "another target …" means an
    object other than it (115.1, 603.3d: Halana and Alena's "another target creature you
    control" can't be Halana and Alena). `source_id` is the spell or ability on the stack,
    which can't target itself (115.5): for an ability, not the object whose ability it is.
    """
    this = source.id if source is not None else source_id
    spell = source is not None and source_id == source.id  # the spell itself (601.2c), 113.7
    if isinstance(target, PlayerTarget):
        if spec.kind not in ("any", "player"):
            return f"player {target.player} is not {spec.text or spec.kind}"
        if state.player(target.player).lost:
            return f"player {target.player} has left the game"
        opponent = spec.opponent or (spec.kind == "player" and spec.filter.controller == "opponent")
        if opponent and target.player == you:
            # "Target opponent" (102.2): a player other than the one targeting.
            return f"player {target.player} is the one choosing targets, not an opponent"
        keywords = player_keywords(state, target.player)
        who = f"player {target.player}"
        return untargetable(who, keywords, target.player, you, source, state, True, spell)
    if (ability := stack_ability(state, target)) is not None:
        return why_not_ability(state, spec, ability, you, source_id)
    obj = state.current(target)
    if obj is None:
        return f"{target.id} is no longer in the zone it was in when it was targeted"
    if source_id is not None and obj.id == source_id and obj.zone is Zone.STACK:
        return "a spell or ability can't target itself (115.5)"
    if spec.filter.other and obj.id == this:
        # Whatever else it fails (a Vehicle not crewed is no creature), this is what the text
        # says about it.
        return f"{describe(state, obj)}: {_ANOTHER}"
    if spec.kind == "card":
        # A card in a graveyard (115.1): shroud, hexproof and protection are abilities of
        # permanents and do nothing there (113.6).
        if obj.zone is not Zone.GRAVEYARD:
            return f"{describe(state, obj)} is not a card in a graveyard"
        # "Your graveyard" is the graveyard of the cards you own (404.1).
        mine = obj.owner == you
        if spec.filter.controller != "any" and mine != (spec.filter.controller == "you"):
            whose = "your" if mine else f"player {obj.owner}'s"
            return f"{describe(state, obj)} is in {whose} graveyard"
        flt = spec.filter.model_copy(update={"controller": "any"})
        reason = matches(state, obj, flt, you, this)
        return f"{describe(state, obj)}: {reason}" if reason else None
    if spec.kind == "ability":
        return f"{describe(state, obj)} is not an activated or triggered ability on the stack"
    on_stack = spec.kind == "spell_or_permanent" and obj.zone is Zone.STACK
    if spec.kind in ("spell", "spell_or_ability") or on_stack:
        if obj.zone is not Zone.STACK:
            return f"{describe(state, obj)} is not a spell on the stack"
    else:
        if obj.zone is Zone.PHASED_OUT:
            return f"{describe(state, obj)} is phased out, treated as though it doesn't exist"
        if obj.zone is not Zone.BATTLEFIELD:
            return f"{describe(state, obj)} is not on the battlefield"
        chars = characteristics(state, obj)
        if spec.kind == "creature" and not chars.is_creature:
            return f"{describe(state, obj)} is not a creature"
        if spec.kind == "any" and not (chars.is_creature or chars.is_type("Planeswalker")):
            # "Any target": a creature, player, planeswalker or battle (115.4).
            return f"{describe(state, obj)} is not a creature or planeswalker"
        if spec.kind == "player":
            return f"{describe(state, obj)} is not a player"
    flt = spec.filter
    if flt.power_less_than_source:
        # Asked by `_less_power`, with the source as it is or last existed (608.2h).
        flt = flt.model_copy(update={"power_less_than_source": False})
    reason = (
        matches(state, obj, flt, you, this)
        or _less_power(state, obj, spec, source)
        or not_controlled_by_earlier(state, spec, obj, chosen)
        or not_controlled_by_event_player(state, spec, obj)
    )
    if reason:
        return f"{describe(state, obj)}: {reason}"
    if obj.zone is Zone.STACK:
        # Shroud, hexproof and protection are abilities of permanents: on a spell they do
        # nothing (113.6), so a creature spell with hexproof can still be countered.
        return None
    chars = characteristics(state, obj)
    return untargetable(
        f"{describe(state, obj)}",
        chars.keywords,
        controller_of(state, obj, chars),
        you,
        source,
        state,
        spell=spell,
        target=obj,
    )


def _power_at_most_count(
    state: GameState, chars: Characteristics, counted: Filter, you: PlayerId, source: str | None
) -> str | None:
    """ "With power less than or equal to the number of Islands you control": the number
    counted now (608.2b checks it again as the spell or ability resolves)."""
    if chars.power is None or not chars.is_creature:
        return "it isn't a creature, and a noncreature has no power (208.3)"
    n = sum(1 for o in state.battlefield() if matches(state, o, counted, you, source) is None)
    if chars.power > n:
        return f"its power, {chars.power}, is greater than {n}, the number counted"
    return None


def _less_power(
    state: GameState, obj: GameObject, spec: TargetSpec, source: GameObject | None
) -> str | None:
    """Mentor's "with power less than this creature's power" (702.134a): the source's power now,
    or as it last existed if it has left the battlefield (608.2h)."""
    if not spec.filter.power_less_than_source or source is None:
        return None
    mine = characteristics(state, state.current(source.ref) or source).power or 0
    theirs = characteristics(state, obj).power or 0
    return None if theirs < mine else f"its power, {theirs}, isn't less than {mine}"


def candidates(
    state: GameState,
    spec: TargetSpec,
    you: PlayerId,
    source_id: str | None = None,
    source: GameObject | None = None,
) -> list[Target]:
    """Every legal choice for `spec` now, objects by timestamp, then players in turn order."""
    out: list[Target] = []
    zone = Zone.STACK if spec.kind in ("spell", *ABILITY_KINDS) else Zone.BATTLEFIELD
    if spec.kind != "player":
        # Abilities on the stack are not objects of a zone: "target spell" can't choose them
        # (an ability on the stack is not a spell, 113.1c / 112.1); "target … ability" can.
        pool = (
            [state.objects[i] for i in state.stack if i in state.objects]
            if zone is Zone.STACK
            else state.battlefield()
        )
        if spec.kind == "spell_or_permanent":  # a spell or a permanent (115.1)
            pool = [*(state.objects[i] for i in state.stack if i in state.objects), *pool]
        if spec.kind in ABILITY_KINDS:
            out += [
                r
                for r in ability_refs(state)
                if why_illegal(state, spec, r, you, source_id) is None
            ]
        if spec.kind == "card":
            pool = [
                state.objects[i] for p in state.player_ids() for i in state.graveyards.get(p, ())
            ]
        for obj in pool:
            ref = ObjectRef(obj.id, obj.incarnation)
            if why_illegal(state, spec, ref, you, source_id, source) is None:
                out.append(ref)
    if spec.kind in ("any", "player"):
        out.extend(
            PlayerTarget(p)
            for p in state.in_game()
            if why_illegal(state, spec, PlayerTarget(p), you, source_id, source) is None
        )
    return out


def resolve_id(state: GameState, name: str) -> Target | None:
    """A scenario id (object or player) as a target of the object's current incarnation."""
    if name in state.player_ids():
        return PlayerTarget(name)
    obj = state.objects.get(name)
    if obj is None:
        # An ability on the stack (113.3b-c), by its id.
        return ObjectRef(name, 0) if name in state.abilities else None
    return ObjectRef(obj.id, obj.incarnation)


class NoLegalTarget(IllegalActionError):
    """A spell or ability needs a target and there is no legal one (601.2c, 115.1): a spell
    can't be cast; a triggered ability is removed from the stack (603.3d)."""


def refuse_without_targets(
    state: GameState,
    specs: tuple[TargetSpec, ...],
    given: tuple[str, ...] | None,
    player: PlayerId,
    source_id: str | None,
    source_name: str,
    source: GameObject | None = None,
) -> None:
    """Refuse a spell one of whose required targets has no legal choice at all (601.2c, 115.1),
    before the questions of 601.2b (an alternative cost, a permission to cast it free) are
    asked: a cast that can't reach its targets is never offered, whichever cost it would use.
    Targets the action names are checked by `choose_targets`, which says why each is illegal."""
    if given is not None:
        return
    for spec in specs:
        if spec.says_x:
            continue  # its X isn't announced yet (601.2b): `choose_targets` asks with it
        if spec.min >= 1 and not candidates(state, spec, player, source_id, source):
            raise NoLegalTarget(
                f"{source_name} needs {spec.text or 'a target'} and there is no legal one",
                ("601.2c", "115.1"),
            )


def choose_targets(
    state: GameState,
    specs: tuple[TargetSpec, ...],
    given: tuple[str, ...] | None,
    player: PlayerId,
    source_id: str | None,
    source_name: str,
    source: GameObject | None = None,
) -> tuple[tuple[Target, ...], ...]:
    """Targets for each target spec (CR 601.2c, 115.3), from `given` ids in spec order.

    With none given, a single legal choice is taken; otherwise the player is asked.
    """
    if not specs or all(s.max == 0 for s in specs):
        if given:
            raise IllegalActionError(f"{source_name} has no targets", ("115.1",))
        return tuple(() for _ in specs)  # "X target …" with X 0: none (601.2c)
    if any(s.count_x for s in specs):
        raise IllegalActionError(f"{source_name}'s X isn't announced yet", ("601.2b",))
    if given is None:
        found = [candidates(state, s, player, source_id, source) for s in specs]
        if all(s.min == s.max == 1 for s in specs):
            if any(not f for f in found):
                spec = specs[next(i for i, f in enumerate(found) if not f)]
                raise NoLegalTarget(
                    f"{source_name} needs {spec.text or 'a target'} and there is no legal one",
                    ("601.2c", "115.1"),
                )
            found = completable(specs, found)
            if any(not f for f in found):
                raise NoLegalTarget(
                    f"{source_name} needs {' and '.join(s.text or s.kind for s in specs)}, and "
                    "there aren't enough different legal ones: an object chosen for one target "
                    "can't also be “another” (115.3)",
                    ("601.2c", "115.3"),
                )
            if all(len(f) == 1 for f in found):
                return tuple((f[0],) for f in found)
        options = sorted({ref_id(t) for f in found for t in f})
        if not options and all(s.min == 0 for s in specs):
            # "Up to N" targets with nothing to target: zero targets is the only choice (115.1).
            return tuple(() for _ in specs)
        given = ask(
            NeedChoice(
                ChoiceKind.TARGET,
                player,
                f"Choose targets for {source_name}: " + "; ".join(s.text or s.kind for s in specs),
                ("601.2c",),
                tuple(options),
                sum(s.min for s in specs),
                sum(s.max for s in specs),
            )
        )
    remaining = list(given)
    chosen: list[tuple[Target, ...]] = []
    for spec in specs:
        group: list[Target] = []
        while remaining and len(group) < spec.max:
            if len(group) >= spec.min and _fits_later(state, remaining[0], specs, spec, player):
                break
            name = remaining.pop(0)
            target = resolve_id(state, name)
            if target is None:
                raise IllegalActionError(f"there is no object or player {name!r}", ("601.2c",))
            if target in group:
                raise IllegalActionError(
                    f'{name} is chosen twice for one instance of the word "target"', ("115.3",)
                )
            if spec.other_than_earlier and any(target in g for g in chosen):
                earlier = specs[next(i for i, g in enumerate(chosen) if target in g)]
                raise IllegalActionError(
                    f"{name} is already chosen for {source_name}'s {earlier.text or 'target'}, "
                    f"so it can't be {spec.text or 'another target'}: one object is chosen once "
                    "for each instance of “target” only as long as it fits its criteria (115.3)",
                    ("601.2c", "115.3"),
                )
            reason = why_illegal(state, spec, target, player, source_id, source, tuple(chosen))
            if reason:
                # The rule that makes it illegal (hexproof 702.11b, …) is cited too.
                specific = re.findall(r"\((\d{3}\.\d+[a-z]?)\)$", reason)
                raise IllegalActionError(
                    f"{name} is not a legal target for {source_name} "
                    f"({spec.text or spec.kind}): {reason}",
                    ("601.2c", *specific),
                )
            group.append(target)
        if len(group) < spec.min:
            raise IllegalActionError(
                f"{source_name} needs {spec.min} target(s) for {spec.text or spec.kind}",
                ("601.2c",),
            )
        if spec.single_graveyard and not one_graveyard(state, group):
            why = f"{source_name}'s targets ({spec.text}) are in more than one graveyard"
            raise IllegalActionError(why, ("601.2c",))
        chosen.append(tuple(group))
    if remaining:
        raise IllegalActionError(
            f"too many targets for {source_name}: {', '.join(remaining)} left over", ("601.2c",)
        )
    return tuple(chosen)


def _fits_later(
    state: GameState, name: str, specs: tuple[TargetSpec, ...], spec: TargetSpec, player: PlayerId
) -> bool:
    """Whether an optional extra target would rather go to a later target spec."""
    later = specs[specs.index(spec) + 1 :]
    target = resolve_id(state, name)
    return target is not None and any(why_illegal(state, s, target, player) is None for s in later)


def _not_chosen_type(state: GameState, subtypes: Sequence[str], source: str | None) -> str | None:
    """Why an object isn't "of the chosen type" (607.2d): the creature type chosen for the
    source of the ability, which it hasn't — or none was chosen for that object (607.5a)."""
    held = state.objects.get(source) if source is not None else None
    chosen = chosen_creature_type(held) if held is not None else None
    if chosen is None:
        return "no creature type was chosen for its source"
    return None if chosen in subtypes else f"it isn't the chosen type, {chosen}"
