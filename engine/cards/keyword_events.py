"""The kinds of event a keyword ability's rule names (CR 702), for a keyword the engine doesn't
model: its line says only "Persist", yet the rule is "When this permanent is put into a graveyard
from the battlefield, if it had no -1/-1 counters on it, return it …" (702.79a). So that the run
can warn where the keyword could have mattered, each keyword is given the events its rule is
about, in the names of `engine.cards.unsupported` — an alternative or additional cost its spell
being cast (601.2b), an evasion ability a block (509.1b), a triggered keyword its trigger event.
"""

from __future__ import annotations

_CAST = (
    "affinity|aftermath|assist|awaken|bargain|bestow|blitz|buyback|cascade|casualty|cleave"
    "|conspire|convoke|dash|delve|demonstrate|disguise|disturb|emerge|entwine|epic|escalate"
    "|escape|evoke|flashback|foretell|freerunning|fuse|gift|gravestorm|harmonize|impending"
    "|improvise|jump-start|kicker|madness|mayhem|megamorph|miracle|more than meets the eye|morph"
    "|multikicker|mutate|offspring|overload|plot|prototype|prowl|rebound|replicate|retrace"
    "|ripple|sneak|spectacle|splice|split second|spree|squad|storm|surge|suspend|undaunted|warp"
    "|web-slinging"
)
_BLOCKS = "fear|flying|horsemanship|intimidate|menace|reach|shadow|skulk|landwalk|defender"
_ENTERS = (
    "amplify|backup|bloodthirst|champion|devour|evolve|exploit|fabricate|for mirrodin!|graft"
    "|hideaway|job select|living weapon|ravenous|read ahead|riot|soulbond|sunburst|tribute"
)
_ACTIVATED = (
    "craft|crew|cycling|encore|equip|eternalize|embalm|fortify|level up|ninjutsu|outlast"
    "|reconfigure|reinforce|saddle|scavenge|station|transmute|unearth|specialize|augment"
)

#: Each keyword's events beyond those of its group above.
_MORE: dict[str, tuple[str, ...]] = {
    "madness": ("discard",),
    "mayhem": ("discard",),
    "jump-start": ("discard",),
    "cycling": ("discard",),
    "miracle": ("draw",),
    "dredge": ("draw", "put_into_graveyard"),
    "casualty": ("sacrifice",),
    "devour": ("sacrifice",),
    "exploit": ("sacrifice",),
    "emerge": ("sacrifice",),
    "conspire": ("tapped",),
    "convoke": ("tapped",),
    "improvise": ("tapped",),
    "morph": ("turned_face_up",),
    "megamorph": ("turned_face_up", "counters_put"),
    "disguise": ("turned_face_up",),
    "encore": ("token_created",),
    "embalm": ("token_created",),
    "eternalize": ("token_created",),
    "fabricate": ("counters_put", "token_created"),
    "living weapon": ("token_created",),
    "for mirrodin!": ("token_created",),
    "job select": ("token_created",),
    "ninjutsu": ("attacks", "blocks", "to_hand"),
    "menace": ("attacks",),
    "defender": ("attacks",),
    "landwalk": ("attacks",),
    "flanking": ("blocks",),
    "rampage": ("blocks",),
    "bushido": ("blocks",),
    "afflict": ("blocks", "life_lost"),
    "provoke": ("attacks", "blocks", "untapped"),
    "banding": ("attacks", "blocks", "dealt_damage"),
    "exalted": ("attacks",),
    "annihilator": ("attacks", "sacrifice"),
    "battle cry": ("attacks",),
    "dethrone": ("attacks", "counters_put"),
    "enlist": ("attacks", "tapped"),
    "melee": ("attacks",),
    "mentor": ("attacks", "counters_put"),
    "mobilize": ("attacks", "token_created"),
    "myriad": ("attacks", "token_created"),
    "training": ("attacks", "counters_put"),
    "vigilance": ("attacks", "tapped"),
    "haste": ("attacks", "activate"),
    "persist": ("put_into_graveyard",),
    "undying": ("put_into_graveyard",),
    "afterlife": ("put_into_graveyard", "token_created"),
    "haunt": ("put_into_graveyard", "exiled"),
    "soulshift": ("put_into_graveyard",),
    "modular": ("put_into_graveyard", "counters_put"),
    "recover": ("put_into_graveyard",),
    "prowess": ("cast",),
    "extort": ("cast", "life_lost", "life_gained"),
    "cipher": ("deals_combat_damage_to_player", "cast", "exiled"),
    "renown": ("deals_combat_damage_to_player", "counters_put"),
    "ingest": ("deals_combat_damage_to_player", "exiled"),
    "poisonous": ("deals_combat_damage_to_player", "counters_put"),
    "toxic": ("deals_combat_damage_to_player", "counters_put"),
    "infect": ("dealt_damage", "counters_put"),
    "wither": ("dealt_damage", "counters_put"),
    "deathtouch": ("dealt_damage", "destroyed"),
    "lifelink": ("dealt_damage", "life_gained"),
    "trample": ("dealt_damage",),
    "first strike": ("dealt_damage",),
    "double strike": ("dealt_damage",),
    "umbra armor": ("destroyed",),
    "indestructible": ("destroyed",),
    "ward": ("becomes_target",),
    "hexproof": ("becomes_target",),
    "shroud": ("becomes_target",),
    "protection": ("becomes_target", "blocks", "dealt_damage"),
    "cumulative upkeep": ("beginning_of_step", "counters_put", "sacrifice"),
    "echo": ("beginning_of_step", "sacrifice"),
    "fading": ("beginning_of_step", "counters_put", "sacrifice"),
    "vanishing": ("beginning_of_step", "counters_put", "sacrifice"),
    "phasing": ("beginning_of_step", "untapped"),
    "start your engines!": ("life_lost",),
    "suspend": ("beginning_of_step", "counters_put", "exiled"),
    "foretell": ("exiled",),
    "plot": ("exiled",),
    "craft": ("exiled",),
    "unearth": ("exiled", "enters"),
    "scavenge": ("exiled", "counters_put"),
    "outlast": ("tapped", "counters_put"),
    "hideaway": ("exiled",),
    "evolve": ("counters_put",),
    "graft": ("counters_put",),
    "bloodthirst": ("counters_put",),
    "sunburst": ("counters_put",),
    "amplify": ("counters_put",),
    "riot": ("counters_put",),
    "tribute": ("counters_put",),
    "backup": ("counters_put",),
    "ravenous": ("counters_put", "draw"),
    "champion": ("exiled", "leaves_battlefield"),
    "soulbond": ("leaves_battlefield",),
    "firebending": ("attacks", "mana_added"),
    "increment": ("cast", "counters_put"),
    "paradigm": ("cast", "exiled"),
    "tiered": ("cast",),
    "offspring": ("token_created",),
    "decayed": ("attacks", "blocks", "sacrifice"),
    "daybound": ("cast",),
    "nightbound": ("cast",),
    "compleated": ("enters", "counters_put"),
    "crew": ("tapped",),
    "aura swap": ("activate",),
    "absorb": ("dealt_damage",),
    "frenzy": ("attacks", "blocks"),
    "transfigure": ("activate", "sacrifice", "search"),
    "changeling": (),
    "partner": (),
}

_GROUPS: tuple[tuple[str, str], ...] = (
    (_CAST, "cast"),
    (_BLOCKS, "blocks"),
    (_ENTERS, "enters"),
    (_ACTIVATED, "activate"),
)
#: Each keyword (folded) and the events its rule names.
KEYWORD_EVENTS: dict[str, tuple[str, ...]] = {
    name: tuple(
        dict.fromkeys(
            (*(event for names, event in _GROUPS if name in names.split("|")), *_MORE.get(name, ()))
        )
    )
    for name in {n for names, _ in _GROUPS for n in names.split("|")} | set(_MORE)
}


#: Keywords whose rule acts at the beginning of a step of its controller's turn (and only then):
#: cumulative upkeep, echo, fading, vanishing and suspend in the upkeep (702.24a, 702.30a,
#: 702.32a, 702.63a, 702.62a), phasing in the untap step (702.26a, 502.1).
KEYWORD_STEPS: dict[str, str] = {
    "cumulative upkeep": "upkeep",
    "echo": "upkeep",
    "fading": "upkeep",
    "vanishing": "upkeep",
    "suspend": "upkeep",
    "phasing": "untap",
}


#: Keywords whose rule is about the permanent that has them alone — what may target, block,
#: damage or destroy it, or how it blocks and deals damage (702.9b, 702.11, 702.16, 702.19,
#: 702.21): they can matter only where that happened to it.
_SELF = f"{_BLOCKS}|menace|protection|hexproof|shroud|ward|trample|first strike|double strike"
SELF_KEYWORDS = frozenset(_SELF.split("|"))


def keyword_about_self(keyword: str) -> bool:
    """Whether the rule of `keyword` is about the permanent that has it alone ("Protection
    from legendary creatures")."""
    folded = keyword.casefold()
    return ("landwalk" if folded.endswith("walk") else folded) in SELF_KEYWORDS


def keyword_step(keyword: str) -> str | None:
    """The step of its controller's turn at whose beginning the rule of `keyword` acts
    ("Cumulative upkeep" -> "upkeep"), or None."""
    return KEYWORD_STEPS.get(keyword.casefold())


def keyword_events(keyword: str) -> tuple[str, ...]:
    """The events the rule of `keyword` names ("Persist" -> ("put_into_graveyard",)), or ()."""
    folded = keyword.casefold()
    if folded.endswith("walk"):
        folded = "landwalk"  # 702.14a: "[quality]walk"
    return KEYWORD_EVENTS.get(folded, ())
