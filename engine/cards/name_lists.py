"""The name lists of CR 206.3b and 206.3c, as printed in the Comprehensive Rules.

Golgothian Sylex and Apocalypse Chime refer to permanents "with a name originally printed in" the
Antiquities or Homelands expansion; the rules list those names (206.3). The test is a permanent's
current name (its characteristics, CR 613: a Clone copying one of these cards has the name, a name
sticker can change it), compared folded (`engine.cards.names.fold_name`). `check_name` is the
looser look-up a user runs from a typed name. `tests/engine/test_name_lists.py` checks these lists
against data/names.json.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Literal

from rapidfuzz import process
from rapidfuzz.distance import OSA

from engine.cards.names import fold_name, name_key

NameList = Literal["antiquities", "homelands"]

#: CR 206.3b: names originally printed in the Antiquities expansion.
ANTIQUITIES: tuple[str, ...] = (
    "Amulet of Kroog",
    "Argivian Archaeologist",
    "Argivian Blacksmith",
    "Argothian Pixies",
    "Argothian Treefolk",
    "Armageddon Clock",
    "Artifact Blast",
    "Artifact Possession",
    "Artifact Ward",
    "Ashnod’s Altar",
    "Ashnod’s Battle Gear",
    "Ashnod’s Transmogrant",
    "Atog",
    "Battering Ram",
    "Bronze Tablet",
    "Candelabra of Tawnos",
    "Circle of Protection: Artifacts",
    "Citanul Druid",
    "Clay Statue",
    "Clockwork Avian",
    "Colossus of Sardia",
    "Coral Helm",
    "Crumble",
    "Cursed Rack",
    "Damping Field",
    "Detonate",
    "Drafna’s Restoration",
    "Dragon Engine",
    "Dwarven Weaponsmith",
    "Energy Flux",
    "Feldon’s Cane",
    "Gaea’s Avenger",
    "Gate to Phyrexia",
    "Goblin Artisans",
    "Golgothian Sylex",
    "Grapeshot Catapult",
    "Haunting Wind",
    "Hurkyl’s Recall",
    "Ivory Tower",
    "Jalum Tome",
    "Martyrs of Korlis",
    "Mightstone",
    "Millstone",
    "Mishra’s Factory",
    "Mishra’s War Machine",
    "Mishra’s Workshop",
    "Obelisk of Undoing",
    "Onulet",
    "Orcish Mechanics",
    "Ornithopter",
    "Phyrexian Gremlins",
    "Power Artifact",
    "Powerleech",
    "Priest of Yawgmoth",
    "Primal Clay",
    "The Rack",
    "Rakalite",
    "Reconstruction",
    "Reverse Polarity",
    "Rocket Launcher",
    "Sage of Lat-Nam",
    "Shapeshifter",
    "Shatterstorm",
    "Staff of Zegon",
    "Strip Mine",
    "Su-Chi",
    "Tablet of Epityr",
    "Tawnos’s Coffin",
    "Tawnos’s Wand",
    "Tawnos’s Weaponry",
    "Tetravus",
    "Titania’s Song",
    "Transmute Artifact",
    "Triskelion",
    "Urza’s Avenger",
    "Urza’s Chalice",
    "Urza’s Mine",
    "Urza’s Miter",
    "Urza’s Power Plant",
    "Urza’s Tower",
    "Wall of Spears",
    "Weakstone",
    "Xenic Poltergeist",
    "Yawgmoth Demon",
    "Yotian Soldier",
)

#: CR 206.3c: names originally printed in the Homelands expansion.
HOMELANDS: tuple[str, ...] = (
    "Abbey Gargoyles",
    "Abbey Matron",
    "Aether Storm",
    "Aliban’s Tower",
    "Ambush",
    "Ambush Party",
    "Anaba Ancestor",
    "Anaba Bodyguard",
    "Anaba Shaman",
    "Anaba Spirit Crafter",
    "An-Havva Constable",
    "An-Havva Inn",
    "An-Havva Township",
    "An-Zerrin Ruins",
    "Apocalypse Chime",
    "Autumn Willow",
    "Aysen Abbey",
    "Aysen Bureaucrats",
    "Aysen Crusader",
    "Aysen Highway",
    "Baki’s Curse",
    "Baron Sengir",
    "Beast Walkers",
    "Black Carriage",
    "Broken Visage",
    "Carapace",
    "Castle Sengir",
    "Cemetery Gate",
    "Chain Stasis",
    "Chandler",
    "Clockwork Gnomes",
    "Clockwork Steed",
    "Clockwork Swarm",
    "Coral Reef",
    "Dark Maze",
    "Daughter of Autumn",
    "Death Speakers",
    "Didgeridoo",
    "Drudge Spell",
    "Dry Spell",
    "Dwarven Pony",
    "Dwarven Sea Clan",
    "Dwarven Trader",
    "Ebony Rhino",
    "Eron the Relentless",
    "Evaporate",
    "Faerie Noble",
    "Feast of the Unicorn",
    "Feroz’s Ban",
    "Folk of An-Havva",
    "Forget",
    "Funeral March",
    "Ghost Hounds",
    "Giant Albatross",
    "Giant Oyster",
    "Grandmother Sengir",
    "Greater Werewolf",
    "Hazduhr the Abbot",
    "Headstone",
    "Heart Wolf",
    "Hungry Mist",
    "Ihsan’s Shade",
    "Irini Sengir",
    "Ironclaw Curse",
    "Jinx",
    "Joven",
    "Joven’s Ferrets",
    "Joven’s Tools",
    "Koskun Falls",
    "Koskun Keep",
    "Labyrinth Minotaur",
    "Leaping Lizard",
    "Leeches",
    "Mammoth Harness",
    "Marjhan",
    "Memory Lapse",
    "Merchant Scroll",
    "Mesa Falcon",
    "Mystic Decree",
    "Narwhal",
    "Orcish Mine",
    "Primal Order",
    "Prophecy",
    "Rashka the Slayer",
    "Reef Pirates",
    "Renewal",
    "Retribution",
    "Reveka, Wizard Savant",
    "Root Spider",
    "Roots",
    "Roterothopter",
    "Rysorian Badger",
    "Samite Alchemist",
    "Sea Sprite",
    "Sea Troll",
    "Sengir Autocrat",
    "Sengir Bats",
    "Serra Aviary",
    "Serra Bestiary",
    "Serra Inquisitors",
    "Serra Paladin",
    "Serrated Arrows",
    "Shrink",
    "Soraya the Falconer",
    "Spectral Bears",
    "Timmerian Fiends",
    "Torture",
    "Trade Caravan",
    "Truce",
    "Veldrane of Sengir",
    "Wall of Kelp",
    "Willow Faerie",
    "Willow Priestess",
    "Winter Sky",
    "Wizards’ School",
)

LISTS: dict[NameList, tuple[str, ...]] = {"antiquities": ANTIQUITIES, "homelands": HOMELANDS}
RULE: dict[str, str] = {"antiquities": "206.3b", "homelands": "206.3c"}
EXPANSION: dict[str, str] = {"antiquities": "Antiquities", "homelands": "Homelands"}


@cache
def _folded(which: NameList) -> frozenset[str]:
    return frozenset(fold_name(n) for n in LISTS[which])


def on_list(name: str, which: NameList) -> bool:
    """Whether `name` is one of the names of list `which` (206.3b / 206.3c)."""
    return fold_name(name) in _folded(which)


# -- the name check a user runs ----------------------------------------------------------------
#
# A judge types a name to learn whether Golgothian Sylex or Apocalypse Chime affects it. A typed
# name equal to a listed one but for case, accents, punctuation and spaces is that name; failing
# that, the listed names within a few typing slips of it are offered ("did you mean"), so that a
# misspelling never reads as "not on the list".

#: Edits (insert, delete, substitute, swap two neighbours) allowed per this many letters of the
#: longer of the two names: 1 for up to 9 letters, 2 for 10-14, 3 from 15.
LETTERS_PER_EDIT = 5
#: Every name may be one slip off, however short ("Atgo" for Atog) ...
MIN_EDITS = 1
#: ... and none more than three: long names share words ("Circle of Protection: Red" is seven
#: edits from "Circle of Protection: Artifacts" and is another card).
MAX_EDITS = 3
#: At most this many suggestions, closest first.
MAX_CANDIDATES = 5


@dataclass(frozen=True, slots=True)
class NameCandidate:
    """A listed name close to the typed one, and how close (100 = the same letters)."""

    name: str
    list: NameList
    score: float
    edits: int

    @property
    def rule(self) -> str:
        """The rule whose list holds the name (206.3b or 206.3c)."""
        return RULE[self.list]


@dataclass(frozen=True, slots=True)
class NameCheck:
    """What the lists of 206.3b / 206.3c say about a typed name.

    `matches` holds, per list, the listed name the typed one is (ignoring case, accents,
    punctuation and spaces), or None; `candidates` the close names offered when neither list has
    it.
    """

    name: str
    matches: dict[NameList, str | None]
    candidates: tuple[NameCandidate, ...]

    @property
    def kind(self) -> Literal["yes", "did_you_mean", "no"]:
        """Yes if a list has the name, did-you-mean if only close names are listed, else no."""
        if any(self.matches.values()):
            return "yes"
        return "did_you_mean" if self.candidates else "no"


def allowed_edits(length: int) -> int:
    """How many edits still count as close for names this long (see LETTERS_PER_EDIT)."""
    return max(MIN_EDITS, min(MAX_EDITS, length // LETTERS_PER_EDIT))


def check_name(name: str, lists: Mapping[NameList, Sequence[str]] | None = None) -> NameCheck:
    """Look a typed name up on the lists of 206.3b and 206.3c, offering close names if absent.

    `lists` defaults to the lists above; the app passes its own copy of the CR's lists.
    """
    lists = LISTS if lists is None else lists
    typed = name_key(name)
    keyed = {which: [(name_key(n), n) for n in names] for which, names in lists.items()}
    matches: dict[NameList, str | None] = {
        which: next((n for key, n in entries if typed and key == typed), None)
        for which, entries in keyed.items()
    }
    if any(matches.values()) or not typed:
        return NameCheck(name, matches, ())
    found: list[NameCandidate] = []
    for which, entries in keyed.items():
        keys = [key for key, _ in entries]
        for _, edits, index in process.extract(
            typed, keys, scorer=OSA.distance, score_cutoff=MAX_EDITS, limit=None
        ):
            longer = max(len(typed), len(keys[index]))
            if edits <= allowed_edits(longer):
                score = round(100 * (1 - edits / longer), 1)
                found.append(NameCandidate(entries[index][1], which, score, int(edits)))
    found.sort(key=lambda c: (-c.score, c.edits))
    return NameCheck(name, matches, tuple(found[:MAX_CANDIDATES]))
