"""Whether an Aura can be attached to what it is (or is about to be) attached to: its enchant
ability (303.4a, 303.4c), itself (303.4d) and protection (702.16c). Asked by the state-based
action that puts an illegally attached Aura into its owner's graveyard (704.5m) and by an Aura
token created attached to an object (303.4f-g: with no legal object to enchant, it isn't
created)."""

from __future__ import annotations

from engine.core.events import describe
from engine.core.state import GameObject, GameState
from engine.derived.characteristics import characteristics, controller_of, player_keywords
from engine.derived.protection import protection_from, rule_of, sources_words
from engine.derived.targets import matches


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
    host_chars = characteristics(state, host)
    if enchant.target == "creature" and not host_chars.is_creature:
        return f"{describe(state, host)} is not a creature", ()
    # "Enchant creature you control": "you" is the Aura's controller now (layer 2, 613.1b).
    reason = matches(state, host, enchant.filter, controller_of(state, aura))
    if reason:
        return f"{describe(state, host)}: {reason}", ()
    # A permanent with protection can't be enchanted by Auras with that quality (702.16c).
    quality = protection_from(state, host_chars.keywords, aura)
    if quality is not None:
        auras = sources_words(quality, "Auras")
        text = f"{describe(state, host)} has protection from {quality}, so {auras} can't"
        return f"{text} enchant it", (rule_of(quality, "702.16c"),)
    return None
