"""What a permanent's "As [this] enters, choose a …" asks (CR 614.1c, 614.12a, 607.2d).

The choice is made before the permanent enters (614.12a) by the player it enters under the
control of, and kept in the object's `chosen` for the abilities linked to it (607.2d: "the chosen
color", "the chosen name", "the chosen player"):

- a color (105.1): `{"color": "blue"}`;
- a card name (201.4a; Pithing Needle) or a nonland card name (Phyrexian Revoker): `{"name":
  "Grim Lavamancer"}`. The engine's one choice mechanism asks it as a choice of one card in the
  game bearing each name (`ChoiceKind.OBJECT`, each option labelled with its name): the explorer
  plays only the cards a scenario holds, and a name none of them has would name nothing there. A
  token's name is no card name (the ruling: "You can't name a token unless that token has the
  same name as a card"), and a face-down card shows none (708.2);
- a player (True-Name Nemesis, "choose a player"): `{"player": "B"}`, any player in the game;
- a creature type (Conspiracy, Cavern of Souls): `{"creature_type": "Goblin"}`, one of 205.3m's
  list — one type, not two ("Vampire Knight"), and never a card type or another kind of subtype
  (the cards' rulings).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.cards.anonymous import ANONYMOUS
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.mana import COLOR_NAMES
from engine.core.primitives import marked
from engine.core.replace import replace
from engine.core.state import ChoiceKind, Event, GameObject, GameState

#: The key of `chosen` each kind of choice is kept under.
CHOSEN_KEY = {
    "color": "color",
    "card name": "name",
    "nonland card name": "name",
    "player": "player",
    "creature type": "creature_type",
}


def card_names(state: GameState, entering: GameObject, nonland: bool) -> dict[str, str]:
    """A card in the game for each card name there (201.4a), by name, the first by timestamp;
    with `nonland`, only the names of cards that aren't lands. The permanent entering is one."""
    found: dict[str, str] = {}
    objects = [*state.objects.values(), entering]
    for obj in sorted(objects, key=lambda o: (o.timestamp, o.id)):
        if obj.token or obj.face_down is not None or obj.card is ANONYMOUS:
            continue
        card = copiable_card(obj) if obj.zone.value == "battlefield" else obj.card
        # A modal double-faced card bears the name of the face it has now (712.8a, 712.8f):
        # choosing its other face's name (712.19) isn't modelled, as one object can't be two
        # options of this choice.
        others = (p for p in card.parts if p is not card and p is not card.modal_back)
        for face in (card, *others):
            if nonland and "Land" in face.types:
                continue
            found.setdefault(face.name, obj.id)
    return found


def choose_as_entering(
    state: GameState, obj: GameObject, ability: v.AsEntersChoose
) -> tuple[GameState, GameObject, list[Event]]:
    """Ask the choice of `ability` as `obj` enters and keep it in the object's `chosen`."""
    name = describe(state, obj)
    who = obj.controller
    value: str
    if ability.choice == "color":
        need = NeedChoice(
            ChoiceKind.COLOR,
            who,
            f"Player {who}: choose a color as {name} enters.",
            ("614.12a",),
            tuple(COLOR_NAMES.values()),
        )
        value = str(ask(need) or "")
        said = value
    elif ability.choice == "player":
        players = tuple(state.in_game())
        need = NeedChoice(
            ChoiceKind.PLAYER,
            who,
            f"Player {who}: choose a player as {name} enters.",
            ("614.12a",),
            players,
        )
        value = str(ask(need))
        said = f"player {value}"
    elif ability.choice == "creature type":
        need = NeedChoice(
            ChoiceKind.CREATURE_TYPE,
            who,
            f"Player {who}: choose a creature type as {name} enters.",
            ("614.12a", "205.3m"),
            v.CREATURE_TYPES,
        )
        value = str(ask(need))
        said = f"the creature type {value}"
    else:
        named = card_names(state, obj, ability.choice == "nonland card name")
        # The first name of a card bearing several (a split card's halves, 709.1), as its
        # option's label says.
        by_id: dict[str, str] = {}
        for card_name, card in named.items():
            by_id.setdefault(card, card_name)
        what = ability.choice
        if not named:
            # No card in the game bears such a name: nothing is chosen, and the linked ability
            # refers to an undefined choice (607.5a).
            text = f"As {name} enters, no {what} can be chosen: no card in the game bears one."
            return state, obj, [event("replacement", text, "614.12a", "607.5a", objects=[obj.id])]
        need = NeedChoice(
            ChoiceKind.OBJECT,
            who,
            f"Player {who}: choose a {what} as {name} enters — one of the cards in the game "
            "bearing it.",
            ("614.12a", "201.4a"),
            tuple(named.values()),
            labels=tuple(f"the name {card_name}" for card_name in named),
        )
        value = by_id[str(ask(need))]
        said = f"the name {value}"
    key = CHOSEN_KEY[ability.choice]
    chosen = marked(obj.chosen, (key, value))
    text = f"As {name} enters, player {who} chooses {said}."
    return (
        state,
        replace(obj, chosen=chosen),
        [event("replacement", text, "614.1c", "614.12a", objects=[obj.id])],
    )
