"""Whether an Aura can be attached to what it is (or is about to be) attached to: its enchant
ability (303.4a, 303.4c), itself (303.4d) and protection (702.16c). Asked by the state-based
action that puts an illegally attached Aura into its owner's graveyard (704.5m) and by an Aura
token created attached to an object (303.4f-g: with no legal object to enchant, it isn't
created)."""

from __future__ import annotations

from engine.core.events import describe
from engine.core.state import GameObject, GameState, ObjectRef, Zone
from engine.derived.characteristics import characteristics, controller_of, player_keywords
from engine.derived.protection import protection_from, rule_of, sources_words
from engine.derived.targets import matches

#: What the Aura's `chosen` keeps once its enchant ability has become "enchant creature put
#: onto the battlefield with this Aura" (Animate Dead's enters trigger: a layer 6 effect on the
#: Aura, 613.1f, for as long as it is that object, 400.7): the creature it put there, as
#: "id#incarnation", or "" for none.
PUT_WITH = "enchant_put_onto_battlefield_with"

_NOT_PUT_WITH = "wasn't put onto the battlefield with this Aura, the only creature it can enchant"


def put_onto_battlefield_with(aura: GameObject) -> ObjectRef | None:
    """The creature the Aura can enchant when its enchant ability is "enchant creature put
    onto the battlefield with this Aura" (a never-matching reference when it put none), else
    None."""
    kept = dict(aura.chosen).get(PUT_WITH)
    if not isinstance(kept, str):
        return None
    found, _, incarnation = kept.partition("#")
    return ObjectRef(found, int(incarnation)) if found else ObjectRef("", -1)


def enchants_a_graveyard_card(state: GameState, aura: GameObject) -> bool:
    """Whether the Aura is attached to a card in a graveyard its enchant ability may name
    ("Enchant creature card in a graveyard", 303.4a): not attached to nothing (704.5m)."""
    enchant = aura.card.enchant if aura.copied is None else aura.copied.enchant
    host = state.objects.get(aura.attached_to or "")
    return (
        enchant is not None
        and enchant.target == "card"
        and put_onto_battlefield_with(aura) is None
        and host is not None
        and host.zone is Zone.GRAVEYARD
    )


def illegal_attachment(state: GameState, aura: GameObject) -> tuple[str, tuple[str, ...]] | None:
    """Why the Aura can't be attached to what it is (303.4c, 702.16c), if so, and the rules
    besides 704.5m that say so."""
    enchant = aura.card.enchant if aura.copied is None else aura.copied.enchant
    if aura.attached_to in state.player_ids():
        # A player with protection can't be enchanted by Auras with that quality (702.16c).
        player = aura.attached_to
        quality = protection_from(state, player_keywords(state, player), aura)
        if quality is None:
            return None
        auras = sources_words(quality, "Auras")
        text = f"player {player} has protection from {quality}, so {auras} can't enchant them"
        return text, (rule_of(quality, "702.16c"),)
    host = state.objects.get(aura.attached_to or "")
    if enchant is None or host is None:
        return None
    if host.id == aura.id:
        return "an Aura can't enchant itself, 303.4d", ()
    if (put_with := put_onto_battlefield_with(aura)) is not None:
        if put_with != host.ref or host.zone is not Zone.BATTLEFIELD:
            return f"{describe(state, host)} {_NOT_PUT_WITH}", ("303.4a", "613.1f")
    elif enchant.target == "card":
        # "Enchant creature card in a graveyard": a card there, of that quality (303.4a) —
        # shroud and protection are a permanent's and do nothing there (113.6).
        if host.zone is not Zone.GRAVEYARD:
            return f"{describe(state, host)} is not a card in a graveyard", ()
        reason = matches(state, host, enchant.filter, controller_of(state, aura), aura.id)
        return (f"{describe(state, host)}: {reason}", ()) if reason else None
    host_chars = characteristics(state, host)
    if enchant.target in ("creature", "card") and not host_chars.is_creature:
        return f"{describe(state, host)} is not a creature", ()
    # "Enchant creature you control": "you" is the Aura's controller now (layer 2, 613.1b).
    reason = matches(state, host, enchant.filter, controller_of(state, aura), aura.id)
    if reason:
        return f"{describe(state, host)}: {reason}", ()
    # A permanent with protection can't be enchanted by Auras with that quality (702.16c).
    quality = protection_from(state, host_chars.keywords, aura)
    if quality is not None:
        auras = sources_words(quality, "Auras")
        text = f"{describe(state, host)} has protection from {quality}, so {auras} can't"
        return f"{text} enchant it", (rule_of(quality, "702.16c"),)
    return None
