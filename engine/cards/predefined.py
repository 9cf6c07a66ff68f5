"""Predefined tokens (CR 111.10): Treasure, Food, Gold, Clue, Blood, Powerstone, Map, the Roles …

An effect that creates one calls it by its kind ("create a Treasure token"): in the vocabulary a
`create_token` instruction's `token` may be that word ("Treasure") instead of a definition, and
`predefined_token(name)` gives the definition. The effect doesn't name the token, so its name is
its subtypes plus the word "Token" (111.4): "Treasure Token", "Clue Token" — unless 111.10 names
it (a Walker token is named Walker, a Cursed Role token Cursed). Each has its CR 111.10
characteristics; an ability the vocabulary can't say yet is `unsupported`, with its text, never
dropped.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.cards.names import fold_name


def _unsupported(text: str) -> dict[str, Any]:
    return {"kind": "unsupported", "text": text}


def _token(
    type_line: str, *abilities: dict[str, Any], named: str | None = None, **more: Any
) -> dict[str, Any]:
    """A token of `type_line`; `named` when 111.10 names it (Walker, the Roles), else its name is
    its subtypes plus the word "Token" (111.4): a Clue token is named "Clue Token"."""
    return {
        "name": named or f"{type_line.partition(' — ')[2]} Token",
        "type_line": f"Token {type_line}",
        "colors": [],
        **more,
        "abilities": list(abilities),
        "oracle": "\n".join(a["text"] for a in abilities),
    }


def _artifact(subtype: str, *abilities: dict[str, Any]) -> dict[str, Any]:
    return _token(f"Artifact — {subtype}", *abilities)


def _role(name: str, *abilities: dict[str, Any]) -> dict[str, Any]:
    """A Role (CR 111.10j–r, 303.7): named "Cursed", not "Cursed Role"; found by either."""
    enchant = {"kind": "enchant", "target": "creature", "text": "Enchant creature"}
    targets = [{"kind": "creature", "text": "target creature"}]
    return _token("Enchantment — Aura Role", enchant, *abilities, named=name, targets=targets)


#: A Role's "Enchanted creature gets +1/+1" (111.10k-p).
_PLUS_ONE: dict[str, Any] = {"op": "modify_pt", "power": 1, "toughness": 1}


def _has(keyword: str) -> dict[str, Any]:
    return {"op": "add_keywords", "keywords": [keyword]}


def _enchanted(modifications: list[dict[str, Any]], words: str) -> dict[str, Any]:
    """A Role's static ability on the creature it enchants (303.4, 613): "Enchanted creature
    [words]"."""
    return {
        "kind": "static",
        "affects": "enchanted",
        "modifications": modifications,
        "text": f"Enchanted creature {words}",
    }


def _sacrifice(
    mana: str, tap: bool, effects: list[dict[str, Any]], text: str, discard: int = 0
) -> dict[str, Any]:
    """An activated ability whose cost sacrifices the token itself, with `discard` cards
    discarded as a further cost (Blood's, 111.10g: paid as the ability is activated, 602.2b)."""
    cost = {"mana": mana, "tap": tap, "sacrifice_self": True, "discard": discard}
    return {"kind": "activated", "cost": cost, "effects": effects, "text": text}


#: "Add one mana of any color." (106.1b: one of the five colors), a mana ability (605.1a).
_ANY_COLOR = [{"op": "add_mana_one_of", "options": ["{W}", "{U}", "{B}", "{R}", "{G}"]}]

#: A Powerstone's mana pays for anything but casting a nonartifact spell (111.10h, 106.6).
_POWERSTONE_MANA = {
    "spells": {"types": ["Artifact"]},
    "abilities": {},
    "others": True,
    "text": "This mana can’t be spent to cast a nonartifact spell.",
}

#: Each predefined token of CR 111.10, as vocabulary data; ability texts as the rule prints them.
TOKENS: tuple[dict[str, Any], ...] = (
    _artifact(
        "Treasure",
        _sacrifice("", True, _ANY_COLOR, "{T}, Sacrifice this token: Add one mana of any color."),
    ),
    _artifact(
        "Food",
        _sacrifice(
            "{2}",
            True,
            [{"op": "gain_life", "amount": 3}],
            "{2}, {T}, Sacrifice this token: You gain 3 life.",
        ),
    ),
    _artifact(
        "Gold",
        _sacrifice("", False, _ANY_COLOR, "Sacrifice this token: Add one mana of any color."),
    ),
    _token("Creature — Zombie", named="Walker", colors=["B"], power=2, toughness=2),
    _token(
        "Enchantment — Shard",
        _unsupported("{2}, Sacrifice this token: Scry 1, then draw a card."),
    ),
    _artifact(
        "Clue",
        _sacrifice(
            "{2}", False, [{"op": "draw", "amount": 1}], "{2}, Sacrifice this token: Draw a card."
        ),
    ),
    _artifact(
        "Blood",
        _sacrifice(
            "{1}",
            True,
            [{"op": "draw", "amount": 1}],
            "{1}, {T}, Discard a card, Sacrifice this token: Draw a card.",
            discard=1,
        ),
    ),
    _artifact(
        "Powerstone",
        {
            "kind": "activated",
            "cost": {"tap": True},
            "effects": [{"op": "add_mana", "mana": "{C}", "spend_only": _POWERSTONE_MANA}],
            "text": "{T}: Add {C}. This mana can’t be spent to cast a nonartifact spell.",
        },
    ),
    # A double-faced token: its front face (the back, Phyrexian Token, isn't modelled).
    _artifact("Incubator", _unsupported("{2}: Transform this token.")),
    _role(
        "Cursed",
        {
            "kind": "static",
            "affects": "enchanted",
            "modifications": [{"op": "set_pt", "power": 1, "toughness": 1}],
            "text": "Enchanted creature has base power and toughness 1/1.",
        },
    ),
    _role("Monster", _enchanted([_PLUS_ONE, _has("Trample")], "gets +1/+1 and has trample.")),
    _role("Royal", _enchanted([_PLUS_ONE, _has("Ward {1}")], "gets +1/+1 and has ward {1}.")),
    _role(
        "Sorcerer",
        _enchanted(
            [
                _PLUS_ONE,
                {
                    "op": "add_abilities",
                    "abilities": [
                        {
                            "kind": "triggered",
                            "trigger": {"event": "attacks"},
                            "effects": [{"op": "scry", "amount": 1}],
                            "text": "Whenever this creature attacks, scry 1.",
                        }
                    ],
                },
            ],
            "gets +1/+1 and has ‘Whenever this creature attacks, scry 1.’",
        ),
    ),
    _role(
        "Virtuous",
        _enchanted(
            [
                {
                    "op": "modify_pt_for_each",
                    "power": 1,
                    "toughness": 1,
                    "filter": {"types": ["Enchantment"], "controller": "you"},
                }
            ],
            "gets +1/+1 for each enchantment you control.",
        ),
    ),
    _role(
        "Wicked",
        _enchanted([_PLUS_ONE], "gets +1/+1."),
        {
            "kind": "triggered",
            "trigger": {"event": "put_into_graveyard"},
            "effects": [{"op": "lose_life", "amount": 1, "player": "each_opponent"}],
            "text": "When this token is put into a graveyard from the battlefield, each opponent "
            "loses 1 life.",
        },
    ),
    _role(
        "Young Hero",
        _unsupported(
            "Enchanted creature has ‘Whenever this creature attacks, if its toughness is 3 or "
            "less, put a +1/+1 counter on it.’"
        ),
    ),
    _artifact(
        "Map",
        {
            **_sacrifice(
                "{1}",
                True,
                [{"op": "explore", "target": 0}],
                "{1}, {T}, Sacrifice this token: Target creature you control explores. "
                "Activate only as a sorcery.",
            ),
            # 111.10s: the target creature explores (701.44a), at sorcery speed (602.5d).
            "targets": [
                {
                    "kind": "creature",
                    "text": "target creature you control",
                    "filter": {"controller": "you"},
                }
            ],
            "sorcery_speed": True,
        },
    ),
    _artifact(
        "Junk",
        _unsupported(
            "{T}, Sacrifice this token: Exile the top card of your library. You may play that "
            "card this turn. Activate only as a sorcery."
        ),
    ),
    _artifact(
        "Lander",
        _unsupported(
            "{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it "
            "onto the battlefield tapped, then shuffle."
        ),
    ),
    _artifact(
        "Mutagen",
        _unsupported(
            "{1}, {T}, Sacrifice this token: Put a +1/+1 counter on target creature. Activate "
            "only as a sorcery."
        ),
    ),
)


def _word(token: dict[str, Any]) -> str:
    """What an effect calls the token: "Clue" ("create a Clue token"), "Walker", "Cursed"."""
    return str(token["name"]).removesuffix(" Token")


@cache
def _by_name() -> dict[str, dict[str, Any]]:
    out = {fold_name(_word(t)): t for t in TOKENS}
    out |= {fold_name(t["name"]): t for t in TOKENS}
    out |= {fold_name(f"{t['name']} Role"): t for t in TOKENS if "Role" in t["type_line"]}
    return out


def predefined_token_names() -> tuple[str, ...]:
    """What effects call the predefined tokens ("Treasure", "Clue", "Cursed" …), in CR order;
    a token's own name may add the word "Token" (111.4: "Clue Token")."""
    return tuple(_word(t) for t in TOKENS)


def predefined_token_data(name: str) -> dict[str, Any] | None:
    """The vocabulary data of the predefined token `name` (folded): what effects call it
    ("Clue"), its name ("Clue Token") or, for a Role, "Cursed Role"; or None."""
    return _by_name().get(fold_name(name))


def predefined_or_given(token: Any) -> Any:
    """A token as a definition or a scenario names it: the data of the predefined token a name
    calls ("Food", 111.10), or what was given when it isn't a name; a name that isn't one is
    refused (quoted up to 60 characters; no token's name is that long), listing them."""
    if not isinstance(token, str):
        return token
    data = predefined_token_data(token[:60])
    if data is None:
        names = ", ".join(predefined_token_names())
        raise ValueError(f"{token[:60]!r} isn't a predefined token (111.10: {names})")
    return data
