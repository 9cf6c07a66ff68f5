"""The engine's card pool: each card's rules as vocabulary data beside its oracle text.

Names match folded (`engine.cards.names.fold_name`: ’/', case, accents). Oracle texts are the
cards' current wordings. Every card of the oracle corpus is in the pool (`find`), converted from
its data on first use (`engine.cards.convert`); the definitions written here and in
`engine.cards.sets` override the corpus's by name, and tests/engine/test_overrides.py checks each
one against the corpus.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from functools import cache, lru_cache
from typing import Any

from pydantic import ValidationError

from engine.cards import sets
from engine.cards.compiler import Reading
from engine.cards.compiler import readings as compile_readings
from engine.cards.convert import card_data
from engine.cards.corpus import CorpusCard
from engine.cards.name_lists import ANTIQUITIES, HOMELANDS

# Re-exported: the scenario loader and the explorer key their own cards with it.
from engine.cards.names import fold_name as fold_name
from engine.cards.predefined import predefined_token_data
from engine.cards.predefined import predefined_token_names as predefined_token_names
from engine.cards.store import corpus_card
from engine.cards.vocabulary import CARD_TYPES, CardDef
from engine.cards.vocabulary.type_line import split_type_line
from engine.errors import ScenarioError
from engine.mana import ManaError, parse_cost


def _basic(name: str, color: str) -> dict[str, Any]:
    return {
        "name": name,
        "type_line": f"Basic Land — {name}",
        "abilities": [
            {
                "kind": "activated",
                "cost": {"tap": True},
                "effects": [{"op": "add_mana", "mana": f"{{{color}}}"}],
                "text": f"{{T}}: Add {{{color}}}.",
            }
        ],
        "oracle": f"({{T}}: Add {{{color}}}.)",
    }


_ANY_TARGET = {"kind": "any", "text": "any target"}

CARDS: tuple[dict[str, Any], ...] = (
    _basic("Plains", "W"),
    _basic("Island", "U"),
    _basic("Swamp", "B"),
    _basic("Mountain", "R"),
    _basic("Forest", "G"),
    {
        "name": "Grizzly Bears",
        "mana_cost": "{1}{G}",
        "type_line": "Creature — Bear",
        "power": 2,
        "toughness": 2,
        "oracle": "",
    },
    {
        "name": "Savannah Lions",
        "mana_cost": "{W}",
        "type_line": "Creature — Cat",
        "power": 2,
        "toughness": 1,
        "oracle": "",
    },
    {
        "name": "Silvercoat Lion",
        "mana_cost": "{1}{W}",
        "type_line": "Creature — Cat",
        "power": 2,
        "toughness": 2,
        "oracle": "",
    },
    {
        "name": "Llanowar Elves",
        "mana_cost": "{G}",
        "type_line": "Creature — Elf Druid",
        "power": 1,
        "toughness": 1,
        "abilities": [
            {
                "kind": "activated",
                "cost": {"tap": True},
                "effects": [{"op": "add_mana", "mana": "{G}"}],
                "text": "{T}: Add {G}.",
            }
        ],
        "oracle": "{T}: Add {G}.",
    },
    {
        "name": "Drudge Skeletons",
        "mana_cost": "{1}{B}",
        "type_line": "Creature — Skeleton",
        "power": 1,
        "toughness": 1,
        "abilities": [
            {
                "kind": "activated",
                "cost": {"mana": "{B}"},
                "effects": [{"op": "regenerate", "target": "self"}],
                "text": "{B}: Regenerate this creature.",
            }
        ],
        "oracle": "{B}: Regenerate this creature. (The next time this creature would be "
        "destroyed this turn, instead tap it, remove it from combat, and heal all "
        "damage on it.)",
    },
    {
        "name": "Darksteel Gargoyle",
        "mana_cost": "{7}",
        "type_line": "Artifact Creature — Gargoyle",
        "power": 3,
        "toughness": 3,
        "abilities": ["Flying", "Indestructible"],
        "oracle": 'Flying\nIndestructible (Damage and effects that say "destroy" don\'t destroy '
        "this creature.)",
    },
    {
        "name": "Ornithopter",
        "mana_cost": "{0}",
        "type_line": "Artifact Creature — Thopter",
        "power": 0,
        "toughness": 2,
        "abilities": ["Flying"],
        "oracle": "Flying",
    },
    {
        "name": "Hellrider",
        "mana_cost": "{2}{R}{R}",
        "type_line": "Creature — Devil",
        "power": 3,
        "toughness": 3,
        "abilities": [
            "Haste",
            {
                "kind": "triggered",
                "trigger": {"event": "attacks", "scope": "you_control"},
                "effects": [{"op": "damage_attacked", "amount": 1}],
                "text": "Whenever a creature you control attacks, this creature deals 1 damage "
                "to the player or planeswalker it's attacking.",
            },
        ],
        "oracle": "Haste\nWhenever a creature you control attacks, this creature deals 1 damage "
        "to the player or planeswalker it's attacking.",
    },
    {
        "name": "Lightning Bolt",
        "mana_cost": "{R}",
        "type_line": "Instant",
        "targets": [_ANY_TARGET],
        "effects": [{"op": "damage", "amount": 3, "to": 0}],
        "oracle": "Lightning Bolt deals 3 damage to any target.",
    },
    {
        "name": "Shock",
        "mana_cost": "{R}",
        "type_line": "Instant",
        "targets": [_ANY_TARGET],
        "effects": [{"op": "damage", "amount": 2, "to": 0}],
        "oracle": "Shock deals 2 damage to any target.",
    },
    {
        "name": "Counterspell",
        "mana_cost": "{U}{U}",
        "type_line": "Instant",
        "targets": [{"kind": "spell", "text": "target spell"}],
        "effects": [{"op": "counter", "target": 0}],
        "oracle": "Counter target spell.",
    },
    {
        "name": "Unsummon",
        "mana_cost": "{U}",
        "type_line": "Instant",
        "targets": [{"kind": "creature", "text": "target creature"}],
        "effects": [{"op": "bounce", "target": 0}],
        "oracle": "Return target creature to its owner's hand.",
    },
    {
        "name": "Terror",
        "mana_cost": "{1}{B}",
        "type_line": "Instant",
        "targets": [
            {
                "kind": "creature",
                "filter": {"not_types": ["Artifact"], "not_colors": ["B"]},
                "text": "target nonartifact, nonblack creature",
            }
        ],
        "effects": [{"op": "destroy", "target": 0, "cant_regenerate": True}],
        "oracle": "Destroy target nonartifact, nonblack creature. It can't be regenerated.",
    },
    {
        "name": "Wrath of God",
        "mana_cost": "{2}{W}{W}",
        "type_line": "Sorcery",
        "effects": [
            {"op": "destroy_all", "filter": {"types": ["Creature"]}, "cant_regenerate": True}
        ],
        "oracle": "Destroy all creatures. They can't be regenerated.",
    },
    {
        "name": "Cloudshift",
        "mana_cost": "{W}",
        "type_line": "Instant",
        "targets": [
            {
                "kind": "creature",
                "filter": {"controller": "you"},
                "text": "target creature you control",
            }
        ],
        "effects": [{"op": "flicker", "target": 0}],
        "oracle": "Exile target creature you control, then return that card to the "
        "battlefield under your control.",
    },
    {
        "name": "Endless One",
        "mana_cost": "{X}",
        "type_line": "Creature — Eldrazi",
        "power": 0,
        "toughness": 0,
        "abilities": [
            {
                "kind": "enters_with_counters",
                "counter": "+1/+1",
                "amount": "X",
                "text": "This creature enters with X +1/+1 counters on it.",
            }
        ],
        "oracle": "This creature enters with X +1/+1 counters on it.",
    },
    {
        "name": "Gadwick, the Wizened",
        "mana_cost": "{X}{U}{U}{U}",
        "type_line": "Legendary Creature — Human Wizard",
        "power": 3,
        "toughness": 3,
        "abilities": [
            {
                "kind": "triggered",
                "trigger": {"event": "enters"},
                "effects": [{"op": "draw", "amount": "X"}],
                "text": "When Gadwick enters, draw X cards.",
            },
            {
                "kind": "triggered",
                "trigger": {"event": "cast", "caster": "you", "filter": {"colors": ["U"]}},
                "targets": [
                    {
                        "kind": "permanent",
                        "filter": {"not_types": ["Land"], "controller": "opponent"},
                        "text": "target nonland permanent an opponent controls",
                    }
                ],
                "effects": [{"op": "tap", "target": 0}],
                "text": "Whenever you cast a blue spell, tap target nonland permanent an "
                "opponent controls.",
            },
        ],
        "oracle": "When Gadwick enters, draw X cards.\nWhenever you cast a blue spell, tap "
        "target nonland permanent an opponent controls.",
    },
    {
        "name": "Giant Growth",
        "mana_cost": "{G}",
        "type_line": "Instant",
        "targets": [{"kind": "creature", "text": "target creature"}],
        "effects": [
            {
                "op": "continuous",
                "target": 0,
                "modifications": [{"op": "modify_pt", "power": 3, "toughness": 3}],
                "duration": "end_of_turn",
            }
        ],
        "oracle": "Target creature gets +3/+3 until end of turn.",
    },
    {
        "name": "Claustrophobia",
        "mana_cost": "{1}{U}{U}",
        "type_line": "Enchantment — Aura",
        "targets": [{"kind": "creature", "text": "target creature"}],
        "abilities": [
            {"kind": "enchant", "target": "creature", "text": "Enchant creature"},
            {
                "kind": "triggered",
                "trigger": {"event": "enters"},
                "effects": [{"op": "tap", "target": "enchanted"}],
                "text": "When this Aura enters, tap enchanted creature.",
            },
            {
                "kind": "static",
                "affects": "enchanted",
                "modifications": [{"op": "doesnt_untap"}],
                "text": "Enchanted creature doesn't untap during its controller's untap step.",
            },
        ],
        "oracle": "Enchant creature\nWhen this Aura enters, tap enchanted creature.\nEnchanted "
        "creature doesn't untap during its controller's untap step.",
    },
    {
        "name": "Carapace",
        "mana_cost": "{G}",
        "type_line": "Enchantment — Aura",
        "targets": [{"kind": "creature", "text": "target creature"}],
        "abilities": [
            {"kind": "enchant", "target": "creature", "text": "Enchant creature"},
            {
                "kind": "static",
                "affects": "enchanted",
                "modifications": [{"op": "modify_pt", "power": 0, "toughness": 2}],
                "text": "Enchanted creature gets +0/+2.",
            },
            {
                "kind": "activated",
                "cost": {"sacrifice_self": True},
                "effects": [{"op": "regenerate", "target": "enchanted"}],
                "text": "Sacrifice this Aura: Regenerate enchanted creature.",
            },
        ],
        "oracle": "Enchant creature\nEnchanted creature gets +0/+2.\nSacrifice this Aura: "
        "Regenerate enchanted creature.",
    },
    {
        "name": "Rancor",
        "mana_cost": "{G}",
        "type_line": "Enchantment — Aura",
        "targets": [{"kind": "creature", "text": "target creature"}],
        "abilities": [
            {"kind": "enchant", "target": "creature", "text": "Enchant creature"},
            {
                "kind": "static",
                "affects": "enchanted",
                "modifications": [
                    {"op": "modify_pt", "power": 2, "toughness": 0},
                    {"op": "add_keywords", "keywords": ["Trample"]},
                ],
                "text": "Enchanted creature gets +2/+0 and has trample.",
            },
            {
                "kind": "triggered",
                "trigger": {"event": "put_into_graveyard"},
                "effects": [{"op": "bounce", "target": "self"}],
                "text": "When this Aura is put into a graveyard from the battlefield, return it "
                "to its owner's hand.",
            },
        ],
        "oracle": "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen this "
        "Aura is put into a graveyard from the battlefield, return it to its owner's "
        "hand.",
    },
    {
        "name": "Clone",
        "mana_cost": "{3}{U}",
        "type_line": "Creature — Shapeshifter",
        "power": 0,
        "toughness": 0,
        "abilities": [
            {
                "kind": "enters_as_copy",
                "filter": {"types": ["Creature"]},
                "optional": True,
                "text": "You may have this creature enter as a copy of any creature on the "
                "battlefield.",
            }
        ],
        "oracle": "You may have this creature enter as a copy of any creature on the battlefield.",
    },
)


#: The modules of `engine.cards.sets`, imported with this one (a first look-up stays fast).
_SETS = tuple(
    importlib.import_module(f"{sets.__name__}.{module.name}")
    for module in sorted(pkgutil.iter_modules(sets.__path__), key=lambda m: m.name)
)


def all_cards() -> tuple[dict[str, Any], ...]:
    """This module's cards and those of every module in `engine.cards.sets` (name order)."""
    found: list[dict[str, Any]] = list(CARDS)
    for module in _SETS:
        found.extend(module.CARDS)
    return tuple(found)


@cache
def _override_data() -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for data in all_cards():
        key = fold_name(data["name"])
        if key in out:
            raise ValueError(f"the card {data['name']!r} is defined twice in the pool")
        out[key] = data
    return out


@cache
def override(key: str) -> CardDef | None:
    """The hand-written definition of the folded name `key`, validated on first use."""
    data = _override_data().get(key)
    return None if data is None else CardDef.model_validate(data)


@cache
def pool() -> dict[str, CardDef]:
    """The cards the engine lists (its status page): the hand-written definitions, which
    override the corpus's cards by name, and every Antiquities and Homelands card (CR 206.3b,
    206.3c: the name lists Golgothian Sylex and Apocalypse Chime read), from the corpus.

    A later hand-written definition of a name is an error.
    """
    out = {key: d for key in _override_data() if (d := override(key)) is not None}
    for name in (*ANTIQUITIES, *HOMELANDS):
        key = fold_name(name)
        if key not in out and (card := corpus_definition(key)) is not None:
            out[key] = card
    return out


def refusal(card: CorpusCard) -> str | None:
    """Why the engine can't load a corpus card, or None if it can: it isn't a card of a
    two-player game, its mana cost has a symbol no rule defines, its type line a word that is no
    card type or supertype (205.2a, 205.4a), or the data gives a creature no power and toughness.
    What remains are Un-cards' jokes and a card printed across two cards (B.F.M.)."""
    if card.non_game_type is not None:
        return f"{card.name}: {card.non_game_type} cards aren't cards of a two-player game"
    face = card.front
    cost = face.mana_cost or ""
    try:
        parse_cost(cost)
    except ManaError:
        odd = [
            s
            for s in dict.fromkeys(re.findall(r"\{([^}]*)\}", cost))
            if not s.isdigit() and s not in "WUBRGCXS" and s != "Y"
        ]
        listed = ", ".join(f"{{{s}}}" for s in odd) or cost
        also = ""
        if "{Y}" in cost:
            also = " and {Y}, a second variable (107.3p) the engine doesn't model"
        return (
            f"{card.name}: its mana cost {cost} has {listed}, which no rule of the CR defines "
            f"(an Un-card's own symbol){also}, so the engine can't tell its mana value or pay it"
        )
    types = split_type_line(face.type_line)[1]
    unknown = [t for t in types if t not in CARD_TYPES]
    if unknown or not types:
        words = ", ".join(unknown) or "no card type"
        return (
            f"{card.name}: its type line {face.type_line!r} has {words}, which is no card type "
            "or supertype of the CR (205.2a, 205.4a; an Un-card's joke), so the engine can't "
            "tell what kind of card it is"
        )
    if "Creature" in types and (face.power is None or face.toughness is None):
        return (
            f"{card.name}: the card data gives this creature no power and toughness (208.1; it "
            "is half of a card printed across two cards), so the engine can't load it"
        )
    return None


#: Said of a card whose mana cost has {S}: it loads, and casting it is refused saying why.
SNOW_COST = (
    "(Snow mana: {S} in this card's mana cost is paid with one mana from a snow source, CR "
    "107.4h; the engine doesn't track which mana came from snow sources, so it can't pay it.)"
)


@lru_cache(maxsize=4096)
def corpus_definition(name: str) -> CardDef | None:
    """The corpus card named `name` (folded, or one of its faces' names) as a definition.

    Converted on first use and cached: nothing validates the whole corpus. Raises
    `ScenarioError` naming the card when the engine can't load it (a plane, an Un-card's own
    mana symbol …).
    """
    card = corpus_card(name)
    if card is None:
        return None
    for face_name in (card.name, card.front.name):
        if (hand_written := override(fold_name(face_name))) is not None:
            return hand_written
    if (why := refusal(card)) is not None:
        raise ScenarioError("", why)
    data = card_data(card)
    if parse_cost(card.front.mana_cost or "").snow:
        data["abilities"] = [*data.get("abilities", ()), {"kind": "unsupported", "text": SNOW_COST}]
    try:
        return CardDef.model_validate(data)
    except ValidationError as exc:
        problem = exc.errors()[0]
        where = ".".join(str(p) for p in problem["loc"])
        raise ScenarioError(
            "", f"{card.name}: the engine can't read its {where or 'data'}: {problem['msg']}"
        ) from exc


def predefined_token(name: str) -> CardDef | None:
    """The predefined token `name` (CR 111.10: "Treasure", "Cursed Role" …), or None."""
    data = predefined_token_data(name)
    return None if data is None else CardDef.model_validate(data)


def find(name: str, extra: dict[str, CardDef] | None = None) -> CardDef | None:
    """The card named `name` (folded): from `extra` first, then the hand-written definitions,
    then every card of the oracle corpus (`corpus_definition`)."""
    key = fold_name(name)
    if extra and key in extra:
        return extra[key]
    return override(key) or corpus_definition(key)


def readings(name: str) -> tuple[Reading, ...]:
    """What the oracle compiler read from each line of the card named `name` (its front face),
    with the engine's reading in words; () for a card the engine plays from a hand-written
    definition instead (the compiler's reading isn't what it plays) or doesn't know."""
    card = corpus_card(name)
    if card is None or any(override(fold_name(n)) for n in (card.name, card.front.name)):
        return ()
    return compile_readings(card)
