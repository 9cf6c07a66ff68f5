"""An object's characteristics as a record, and the values the layers start from (CR 613).

The printed card's values, or the copiable values a copy effect gave the object (layer 1, 613.2,
707.2), with name stickers (layer 3, 123.6c): `Working` is that starting point, the working copy
the layer system (`engine.derived.layers`) changes effect by effect and freezes into
`Characteristics`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.cards import vocabulary as v
from engine.core.events import describe, label
from engine.core.face_down import copiable_card
from engine.core.state import GameObject, GameState, PlayerId
from engine.derived.linked_abilities import resolve_keywords


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
    #: Rule-modifying effects on it (613.11): it doesn't untap in its controller's untap step;
    #: or its controller may choose not to untap it then (502.3).
    doesnt_untap: bool = False
    may_not_untap: bool = False
    #: "If it would die this turn, exile it instead" applies to it (614.1a, 700.4).
    exiled_if_it_would_die: bool = False
    #: It untaps during each other player's untap step too (502.3, 613.11).
    untaps_during_others_untap_steps: bool = False
    #: Rule-modifying restrictions on it (613.11): it can't attack (508.1c) / can't block (509.1b).
    cant_attack: bool = False
    cant_block: bool = False
    #: The players it can't attack, nor the planeswalkers they control (508.1c: "can't attack
    #: you or planeswalkers you control"), each with who says it.
    cant_attack_players: tuple[tuple[PlayerId, str], ...] = ()
    #: "Its activated abilities can't be activated [unless they're mana abilities]" (602.5):
    #: "all", "non_mana", or "" for none.
    cant_activate: str = ""
    #: Restrictions and requirements on declaring attackers and blockers (613.11, 508.1c-d,
    #: 509.1b), each with who says it ("Phantom Warrior (pw)").
    combat_rules: tuple[tuple[v.CombatRule, str], ...] = ()
    #: Why values differ from the printed ones: ("+1/+1 from Royal (t1), layer 7c", "613.4c").
    explanations: tuple[tuple[str, str], ...] = ()
    #: An effect took all its abilities away (613.1f): its card's static replacement and
    #: cost-changing abilities don't apply either, whatever it gained afterwards.
    abilities_lost: bool = False

    def is_type(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


def own_subtypes(card: v.CardDef) -> tuple[str, ...]:
    """The card's subtypes: its type line's, and with changeling every creature type — a
    characteristic-defining ability that works in every zone (702.73a, 604.3), so it is part of
    the values the layers start from, before any other type-changing effect (613.3). Only a
    creature or a kindred card has creature types (205.3m, 205.3d)."""
    if "Changeling" not in card.keywords or not {"Creature", "Kindred"} & set(card.types):
        return card.subtypes
    return (*card.subtypes, *(t for t in v.CREATURE_TYPES if t not in card.subtypes))


def build_printed(card: v.CardDef) -> Characteristics:
    return Characteristics(
        name=card.name,
        types=card.types,
        subtypes=own_subtypes(card),
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
class Working:
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
    may_not_untap: bool = False
    exiled_if_it_would_die: bool = False
    untaps_during_others_untap_steps: bool = False
    cant_attack: bool = False
    cant_block: bool = False
    cant_attack_players: list[tuple[PlayerId, str]] = field(default_factory=list)
    cant_activate: str = ""
    combat_rules: list[tuple[v.CombatRule, str]] = field(default_factory=list)
    #: "attacking" or "blocking" (506.4) while it is in combat, else "": not a characteristic,
    #: but what "attacking creatures you control get +1/+1" asks at every moment (611.3a).
    combat: str = ""
    changes: list[tuple[str, str]] = field(default_factory=list)
    abilities_lost: bool = False
    #: The player whose commander it is (903.3: designated before the game, wherever it is),
    #: what "commander creatures you own have …" asks at every moment (611.3a).
    commander_of: PlayerId | None = None

    @classmethod
    def of(cls, obj: GameObject, state: GameState | None = None) -> Working:
        card = copiable_card(obj)
        working = cls(
            obj=obj,
            name=card.name,
            types=list(card.types),
            subtypes=list(own_subtypes(card)),
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
        if state is not None:
            working.commander_of = next(
                (p.id for p in state.players if obj.id in p.commanders), None
            )
        if state is not None and state.combat is not None:
            if any(a.ref == obj.ref for a in state.combat.attackers):
                working.combat = "attacking"
            elif any(b.ref == obj.ref for b in state.combat.blockers):
                working.combat = "blocking"
        if obj.front is not None and obj.copied is None:
            # Its back face up: only the back face's characteristics (712.8e).
            text = f"transformed: {card.name}, the back face of {obj.front.name}"
            working.changes.append((text, "712.8e"))
        if obj.flipped and card is obj.card.flipped:
            # Flipped: its flipped half's name, text, type line, power and toughness (710.2).
            working.changes.append((f"flipped: {card.name}, the flipped half", "710.2"))
        if len(working.subtypes) > len(card.subtypes):
            working.changes.append(("every creature type: changeling", "702.73a"))
        became = dict(obj.chosen).get("becomes")
        if obj.face_down is not None:
            # Its face-down values replace even what a copy effect gave it (708.10).
            ward = " with ward {2}" if working.keywords else ""
            text = (
                f"face down ({obj.face_down}): a 2/2 creature{ward} with no name, text, "
                "subtypes or mana cost, layer 1b"
            )
            working.changes.append((text, "708.2a"))
        elif obj.copied is not None and obj.copy_of is None and isinstance(became, str):
            # Its own "as it enters, it becomes your choice of …" (613.2a): not a copy of another.
            working.changes.append((f"{became}, chosen as it entered, layer 1a", "613.2a"))
        elif obj.copied is not None:
            original = state.objects.get(obj.copy_of) if state and obj.copy_of else None
            if original is not None and original.copied is not None:
                # It copied a copy: the copiable values are what that copy copied (707.3).
                of = describe(state, original) if state is not None else obj.copied.name
                text = f"a copy of {of}, itself a copy of {obj.copied.name}, layer 1"
                working.changes.append((text, "707.3"))
            else:
                of = obj.copied.name
                if state is not None and obj.copy_of is not None:
                    of = label(state, obj.copy_of, obj.copied.name)
                working.changes.append((f"a copy of {of}, layer 1", "707.2"))
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
            may_not_untap=self.may_not_untap,
            exiled_if_it_would_die=self.exiled_if_it_would_die,
            untaps_during_others_untap_steps=self.untaps_during_others_untap_steps,
            cant_attack=self.cant_attack,
            cant_block=self.cant_block,
            cant_attack_players=tuple(self.cant_attack_players),
            cant_activate=self.cant_activate,
            combat_rules=tuple(self.combat_rules),
            explanations=(*self.changes, *notes),
            abilities_lost=self.abilities_lost,
        )


def sticker_name(name: str, stickers: Iterable[tuple[str, int, int]]) -> str:
    """Apply name stickers in timestamp order (CR 123.6c): each sticker's words go after
    `position` words of the name, or at the end if the name has fewer words."""
    words = name.split()
    for text, position, _ in sorted(stickers, key=lambda s: s[2]):
        at = min(position, len(words))
        words[at:at] = text.split()
    return " ".join(words)
