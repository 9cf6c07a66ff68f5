"""Computed characteristics of objects (CR 613): never stored, always derived from the state.

Part 1 applies the printed values (copiable values, layer 1), ability-adding effects (layer 6)
and power/toughness changes (layer 7: 7c effects, then counters, CR 613.4c); each change is
recorded so the output can explain it. Part 2 fills the remaining layers behind this same seam.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards.vocabulary import Activated, CardDef, Triggered
from engine.state import GameObject, GameState, Zone


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
    activated: tuple[Activated, ...]
    triggered: tuple[Triggered, ...]
    #: Why values differ from the printed ones: ("+1/+1 from 2 +1/+1 counters", "613.4c").
    explanations: tuple[tuple[str, str], ...] = ()

    def is_type(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


def printed(card: CardDef) -> Characteristics:
    """The card's own characteristics, before any effect or counter (its copiable values)."""
    cached: Characteristics = card.printed_characteristics
    return cached


def build_printed(card: CardDef) -> Characteristics:
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
    )


def characteristics(state: GameState, obj: GameObject) -> Characteristics:
    """Apply the layers to `obj` in `state` (CR 613.1)."""
    if not obj.counters and not state.effects:
        # Nothing modifies it: the printed values stand (the common case, and the hot one).
        return printed(obj.card)
    card: CardDef = obj.card
    power = card.power
    toughness = card.toughness
    keywords = list(card.keywords)
    explanations: list[tuple[str, str]] = []
    if obj.zone is Zone.BATTLEFIELD or obj.zone is Zone.STACK:
        for effect in state.effects:
            if not any(
                r.id == obj.id and r.incarnation == obj.incarnation for r in effect.affected
            ):
                continue
            source = state.objects.get(effect.source)
            source_name = source.card.name if source else effect.source
            for keyword in effect.keywords:
                if keyword not in keywords:
                    keywords.append(keyword)
                    explanations.append((f"{keyword} from {source_name}", "613.1f"))
            if (effect.power or effect.toughness) and power is not None and toughness is not None:
                power += effect.power
                toughness += effect.toughness
                explanations.append(
                    (f"{effect.power:+d}/{effect.toughness:+d} from {source_name}", "613.4c")
                )
    if obj.zone is Zone.BATTLEFIELD and power is not None and toughness is not None:
        plus = obj.counter("+1/+1")
        minus = obj.counter("-1/-1")
        if plus:
            power += plus
            toughness += plus
            explanations.append((f"+{plus}/+{plus} from {plus} +1/+1 counter(s)", "613.4c"))
        if minus:
            power -= minus
            toughness -= minus
            explanations.append((f"-{minus}/-{minus} from {minus} -1/-1 counter(s)", "613.4c"))
    return Characteristics(
        name=card.name,
        types=card.types,
        subtypes=card.subtypes,
        supertypes=card.supertypes,
        colors=card.color_identity,
        power=power,
        toughness=toughness,
        keywords=tuple(keywords),
        activated=card.activated,
        triggered=card.triggered,
        explanations=tuple(explanations),
    )
