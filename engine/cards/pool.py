"""The engine's card pool: each card's rules as vocabulary data beside its oracle text.

Names match folded (`engine.cards.names.fold_name`: ’/', case, accents). Oracle texts are the
cards' current wordings. Every card of the oracle corpus is in the pool (`find`), converted from
its data on first use (`engine.cards.convert`); the definitions written here and in
`engine.cards.overrides` override the corpus's by name, and tests/engine/test_overrides.py checks
each one against the corpus.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Any

from pydantic import ValidationError

from engine.cards import overrides
from engine.cards.compiler import Compiled, Reading
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
from engine.core.errors import ScenarioError
from engine.core.mana import ManaError, parse_cost

#: Cards the docs, the examples and the goldens name, listed on the engine's status page with
#: the hand-written ones: the oracle compiler models each of them from its oracle text (the
#: hand-written definitions they had were the compiler's reading, word for word).
FEATURED = (
    "Plains",
    "Island",
    "Swamp",
    "Mountain",
    "Forest",
    "Grizzly Bears",
    "Savannah Lions",
    "Silvercoat Lion",
    "Llanowar Elves",
    "Drudge Skeletons",
    "Darksteel Gargoyle",
    "Ornithopter",
    "Lightning Bolt",
    "Shock",
    "Counterspell",
    "Unsummon",
    "Terror",
    "Wrath of God",
    "Endless One",
    "Giant Growth",
    "Claustrophobia",
    "Carapace",
    "Rancor",
    "Order of Whiteclay",
    "Abbey Gargoyles",
    "Rootborn Defenses",
    "Grapeshot",
    "Clone",
)

CARDS: tuple[dict[str, Any], ...] = (
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
)


#: The modules of `engine.cards.overrides`, imported with this one (a first look-up stays fast).
_SETS = tuple(
    importlib.import_module(f"{overrides.__name__}.{module.name}")
    for module in sorted(pkgutil.iter_modules(overrides.__path__), key=lambda m: m.name)
)


def all_cards() -> tuple[dict[str, Any], ...]:
    """This module's cards and those of every module in `engine.cards.overrides` (name order)."""
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
    for name in (*FEATURED, *ANTIQUITIES, *HOMELANDS):
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
    return None if card is None else card_definition(card)


def card_definition(card: CorpusCard, compiled: Sequence[Compiled] = ()) -> CardDef:
    """A corpus card as the engine plays it: its hand-written definition if it has one, else
    its oracle text compiled (`compiled`: each face's compile, when the caller has it — see
    `engine.cards.convert.card_data`). Raises `ScenarioError` as `corpus_definition` says."""
    for face_name in (card.name, card.front.name):
        if (hand_written := override(fold_name(face_name))) is not None:
            return hand_written
    if (why := refusal(card)) is not None:
        raise ScenarioError("", why)
    data = card_data(card, compiled)
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
