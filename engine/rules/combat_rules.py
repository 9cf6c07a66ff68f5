"""Restrictions and requirements on declaring attackers and blockers (CR 508.1c-d, 509.1b), as
one data-driven mechanism.

Every rule of this kind is a `CombatRule` (the card vocabulary). An evasion keyword stands for
one or two of them (flying 702.9b, landwalk 702.14c, fear 702.36b, intimidate 702.13b, shadow
702.28b, horsemanship 702.31b, skulk 702.118b, menace 702.111b, protection 702.16f, 702.16j: the
vocabulary's `KEYWORDS`, filled by their packages); a static ability or a resolving spell puts
one on a creature as a rule-modifying effect (613.11), which the layers record in its
characteristics with who said it.
`restrictions` lists them all for a creature, with the words and the rule a refusal cites;
`combat` asks `attack_refusal`, `block_refusal` and `count_refusal` as each creature is
declared, and `attacks_each_combat` for the requirements on the whole declaration (508.1d).
Different evasion abilities are cumulative (509.1b): each is checked on its own.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.cards.compiler.combat import rule_words
from engine.cards.vocabulary.combat import Restriction, keyword_restrictions, without_keyword
from engine.core.events import describe
from engine.core.mana import COLOR_NAMES
from engine.core.state import GameObject, GameState, ObjectRef, PlayerId, Zone
from engine.derived.characteristics import Characteristics, characteristics, controller_of
from engine.derived.protection import protection_from, rule_of
from engine.derived.targets import matches
from engine.modifiers.entering_keywords import cant_block
from engine.modifiers.replacement_order import held_abilities

Refusal = tuple[str, str]


def _static_rule(rule: v.CombatRule) -> str:
    if rule.rule == "attacks_each_combat":
        return "508.1d"
    if rule.rule == "attacks_despite_defender":
        return "702.3b"
    if rule.rule in ("blocks_additional", "blocks_any_number"):
        return "509.1a"
    if rule.rule == "assigns_as_unblocked":
        return "510.1c"
    return "508.1c" if rule.rule == "cant_attack_unless_defender_controls" else "509.1b"


def restrictions(chars: Characteristics) -> list[Restriction]:
    """Every restriction and requirement on a creature: its keywords', then those effects put on
    it (613.11), in timestamp order."""
    out = [r for keyword in chars.keywords for r in keyword_restrictions(keyword)]
    out.extend(without_keyword(chars.keywords))  # without shadow (702.28b)
    for rule, by in chars.combat_rules:
        out.append(Restriction(rule, f"{rule_words(rule)}, as {by} says", ""))
    return [r if r.cites else Restriction(r.rule, r.says, _static_rule(r.rule)) for r in out]


def blocks_allowed(chars: Characteristics) -> int | None:
    """How many attacking creatures the creature may block (509.1a: one), more where an effect
    lets it — "can block an additional creature each combat", each instance adding one (their
    rulings: the effects are cumulative) — or None for any number."""
    allowed = 1
    for r in restrictions(chars):
        if r.rule.rule == "blocks_any_number":
            return None
        if r.rule.rule == "blocks_additional":
            allowed += r.rule.amount
    return allowed


def _controls(state: GameState, player: PlayerId, flt: v.Filter) -> GameObject | None:
    """A permanent `player` controls that matches `flt`, if any."""
    for permanent in state.battlefield():
        if (
            controller_of(state, permanent) == player
            and matches(state, permanent, flt, player) is None
        ):
            return permanent
    return None


def attack_refusal(
    state: GameState, obj: GameObject, chars: Characteristics, defender: PlayerId
) -> Refusal | None:
    """Why `obj` can't attack `defender` by a restriction (508.1c), or None."""
    if (bridged := _power_too_great(state, chars)) is not None:
        return bridged
    for player, by in chars.cant_attack_players:
        if player == defender:
            # Nor a planeswalker that player controls: `defender` is its controller then.
            return (
                f"{describe(state, obj)} can't attack player {defender} or a planeswalker they "
                f"control, as {by} says",
                "508.1c",
            )
    for r in restrictions(chars):
        if r.rule.rule == "cant_attack_unless_defender_controls" and (
            _controls(state, defender, r.rule.filter) is None
        ):
            return (
                f"{describe(state, obj)} {r.says}, and player {defender} controls none",
                r.cites,
            )
    return None


def _power_too_great(state: GameState, chars: Characteristics) -> Refusal | None:
    """A permanent's "Creatures with power greater than the number of cards in your hand can't
    attack" (Ensnaring Bridge) against this creature's power now (508.1c), or None."""
    for perm in state.battlefield():
        for a in held_abilities(state, perm):
            if not isinstance(a, v.AttackRestriction) or chars.power is None:
                continue
            you = controller_of(state, perm)
            cards = state.hand_size(you)
            if chars.power > cards:
                return (
                    f"{chars.name}'s power, {chars.power}, is greater than the {cards} card(s) in "
                    f"player {you}'s hand, and {describe(state, perm)} says it can't attack",
                    "508.1c",
                )
    return None


def block_refusal(
    state: GameState,
    blocker: GameObject,
    blocker_chars: Characteristics,
    attacker: GameObject,
    defender: PlayerId,
) -> Refusal | None:
    """Why `blocker` can't block `attacker` (509.1b): the attacker's evasion, or a restriction
    on what the blocker can block; None when neither forbids it."""
    attacker_chars = characteristics(state, attacker)
    it, by = describe(state, attacker), describe(state, blocker)
    for r in restrictions(attacker_chars):
        rule = r.rule
        if rule.rule == "cant_be_blocked":
            return f"{it} {r.says}, so {by} can't block it", r.cites
        if rule.rule == "cant_be_blocked_by":
            why = _forbidden(state, blocker, blocker_chars, attacker_chars, rule)
            if why is not None:
                return f"{it} {r.says}; {by} {why}", r.cites
        if rule.rule == "cant_be_blocked_except_by":
            unlike = matches(state, blocker, rule.filter, controller_of(state, blocker))
            if unlike is not None:
                return f"{it} {r.says}; {by} isn't one: {unlike}", r.cites
        if rule.rule == "cant_be_blocked_if_defender_controls":
            land = _controls(state, defender, rule.filter)
            if land is not None:
                return (
                    f"{it} {r.says}, and player {defender} controls {describe(state, land)}",
                    r.cites,
                )
    # Protection from a quality no keyword's restriction names — a player (702.16k), a type
    # (702.16a), multicolored, each color (702.16h): creatures with it can't block (702.16f).
    quality = protection_from(state, attacker_chars.keywords, blocker)
    if quality is not None:
        return f"{it} has protection from {quality}, so {by} can't block it", rule_of(
            quality, "702.16f"
        )
    if (unleashed := cant_block(blocker, blocker_chars.keywords)) is not None:
        return f"{by} {unleashed}", "702.98a"
    for r in restrictions(blocker_chars):
        if r.rule.rule == "can_block_only":
            why = matches(state, attacker, r.rule.filter, controller_of(state, blocker))
            if why is not None:
                return f"{by} {r.says}; {it} isn't one: {why}", r.cites
        # "can't block …": the attacker as it is now, as blockers are declared (509.1b).
        if r.rule.rule == "cant_block" and (
            matches(state, attacker, r.rule.filter, controller_of(state, blocker)) is None
        ):
            return f"{by} {r.says}; {it} is one", r.cites
    return None


def assigns_as_unblocked(chars: Characteristics) -> bool:
    """Whether its controller may have it assign its combat damage as though it weren't blocked
    (510.1c: Thorn Elemental)."""
    return any(rule.rule == "assigns_as_unblocked" for rule, _by in chars.combat_rules)


def _forbidden(
    state: GameState,
    blocker: GameObject,
    blocker_chars: Characteristics,
    attacker_chars: Characteristics,
    rule: v.CombatRule,
) -> str | None:
    """How `blocker` is one of the creatures `rule` says can't block, or None if it isn't."""
    if rule.greater_power or rule.lesser_power:
        power, its = blocker_chars.power or 0, attacker_chars.power or 0
        if rule.lesser_power:
            return f"has power {power}, less than {its}" if power < its else None
        return f"has power {power}, greater than {its}" if power > its else None
    if rule.shares_color_exempt and set(blocker_chars.colors) & set(attacker_chars.colors):
        return None
    if matches(state, blocker, rule.filter, controller_of(state, blocker)) is not None:
        return None
    why = _what_it_is(blocker_chars, rule.filter)
    return f"{why} and shares no color with it" if rule.shares_color_exempt else why


def _what_it_is(chars: Characteristics, flt: v.Filter) -> str:
    """What makes a creature one of those a filter names, said shortly ("has neither")."""
    parts = []
    if len(flt.not_keywords) == 2:
        parts.append("has neither")
    parts += [f"doesn't have {k.lower()}" for k in flt.not_keywords if len(flt.not_keywords) == 1]
    parts += [f"has {k.lower()}" for k in flt.keywords]
    parts += [f"is {COLOR_NAMES[c]}" for c in flt.colors]
    nots = [f"an {t.lower()}" for t in flt.not_types] + [COLOR_NAMES[c] for c in flt.not_colors]
    if len(nots) == 1:
        parts.append(f"isn't {nots[0]}")
    elif nots:
        parts.append("is neither " + " nor ".join(nots))
    if flt.power_at_most is not None or flt.power_at_least is not None:
        parts.append(f"has power {chars.power or 0}")
    return " and ".join(parts) or "is one of them"


def count_refusal(state: GameState, attacker: GameObject, count: int) -> Refusal | None:
    """Why `count` creatures can't block `attacker` together (menace 702.111b; "can't be blocked
    by more than one creature", 509.1b), or None."""
    for r in restrictions(characteristics(state, attacker)):
        rule = r.rule
        if (rule.rule == "min_blockers" and 0 < count < rule.amount) or (
            rule.rule == "max_blockers" and count > rule.amount
        ):
            return f"{describe(state, attacker)} {r.says}", r.cites
    return None


def attacks_despite_defender(chars: Characteristics) -> bool:
    """Whether an effect lets the creature attack as though it didn't have defender (702.3b:
    "Wall of Wonder … can attack this turn as though it didn't have defender")."""
    return any(rule.rule == "attacks_despite_defender" for rule, _by in chars.combat_rules)


def attacks_each_combat(chars: Characteristics) -> Restriction | None:
    """The requirement that it attacks each combat if able (508.1d), if it has one."""
    return next((r for r in restrictions(chars) if r.rule.rule == "attacks_each_combat"), None)


def attack_costs(state: GameState, defenders: list[PlayerId]) -> list[tuple[GameObject, str]]:
    """The costs to attack (508.1d, 508.1h) of a declaration whose attackers attack these
    players (one entry an attacker; a planeswalker's controller isn't "you", so attackers of a
    planeswalker aren't listed): for each, the permanent asking and its cost — "Creatures can't
    attack you unless their controller pays {2} for each creature … attacking you" (Ghostly
    Prison), its "you" that permanent's controller (109.5)."""
    taxes = [
        (perm, a.cost, controller_of(state, perm))
        for perm in state.battlefield()
        for a in held_abilities(state, perm)
        if isinstance(a, v.AttackCost)
    ]
    return [(perm, cost) for defender in defenders for perm, cost, you in taxes if you == defender]


def attack_if_able(state: GameState, player: PlayerId) -> list[tuple[GameObject, str]]:
    """The permanents the creatures `player` controls must attack if able (613.11, 508.1d), with
    the effect's source: "During target opponent's next turn, creatures that player controls
    attack Gideon Jura if able." One that left the battlefield asks nothing (400.7)."""
    out = []
    for effect in state.effects:
        if player not in effect.players:
            continue
        for m in effect.modifications:
            if isinstance(m, v.AttackIfAble):
                found = state.current(ObjectRef(m.object, m.incarnation))
                if found is not None and found.zone is Zone.BATTLEFIELD:
                    out.append((found, effect.source_name))
    return out
