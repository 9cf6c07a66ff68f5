"""The standard board of the corpus check, and answers to our engine's questions on it.

Each sampled card is tried on the same board: player A (active, first main phase, turn 3, enough
mana of every color) casts it from hand, plays it if it is a land, or, for a permanent with an
activated ability that isn't a mana ability, activates that ability with the card already on the
battlefield; then the stack resolves. Both players have creatures of several sizes and colors, an
artifact, an enchantment and a land on the battlefield, and cards in hand, library and graveyard,
so that most targets a card can ask for exist.

Targets and other answers are chosen once, in our engine, by one fixed rule (`answer`): the
options in the board's order (B's creatures, then A's, then the other permanents, the players,
the cards in graveyards and hands), as few as allowed but at least one; "may" is yes; X is 2.
The same answers are then given to the peer: an action's targets, mode and X in the action (CR
601.2b–c, 602.2b), later questions in the `choices` queue. Nothing here runs the peer.
"""

from __future__ import annotations

import copy
import re
from typing import Any, Literal

Kind = Literal["cast", "play", "activate", "attack", "bolt"]

#: X for a card whose cost has {X} (CR 107.3a): small, so the pool pays it beside the rest.
X_VALUE = 2
#: A's mana pool: five of each color and five colorless, more than any sampled card costs.
MANA = "".join(f"{{{c}}}" * 5 for c in "WUBRGC")
#: Anonymous cards under each player's named library cards.
LIBRARY = 10
#: The id of the card under test.
CARD = "card"


def _obj(oid: str, card: str, owner: str, zone: str, **extra: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "owner": owner, "zone": zone, **extra}


#: The board, in the order targets are preferred (see `answer`).
BOARD: tuple[dict[str, Any], ...] = (
    # B's creatures, smallest first (1/1 blue, 2/2 green, 4/4 white flier), then A's.
    _obj("b_wizard", "Fugitive Wizard", "B", "battlefield"),
    _obj("b_bears", "Grizzly Bears", "B", "battlefield"),
    _obj("b_angel", "Serra Angel", "B", "battlefield"),
    _obj("a_lions", "Savannah Lions", "A", "battlefield"),
    _obj("a_giant", "Hill Giant", "A", "battlefield"),
    _obj("a_wurm", "Craw Wurm", "A", "battlefield"),
    # An artifact, an enchantment and a land each (inert unless activated).
    _obj("b_millstone", "Millstone", "B", "battlefield"),
    _obj("b_seal", "Seal of Fire", "B", "battlefield"),
    _obj("b_land", "Mountain", "B", "battlefield"),
    _obj("a_tome", "Jayemdae Tome", "A", "battlefield"),
    _obj("a_seal", "Seal of Strength", "A", "battlefield"),
    _obj("a_land", "Forest", "A", "battlefield"),
    # Graveyards (a creature card and an instant each), hands, libraries (last is on top).
    _obj("b_gy_ogre", "Gray Ogre", "B", "graveyard"),
    _obj("b_gy_growth", "Giant Growth", "B", "graveyard"),
    _obj("a_gy_elves", "Llanowar Elves", "A", "graveyard"),
    _obj("a_gy_bolt", "Lightning Bolt", "A", "graveyard"),
    _obj("b_hand_bolt", "Lightning Bolt", "B", "hand"),
    _obj("b_hand_land", "Plains", "B", "hand"),
    _obj("a_hand_bears", "Grizzly Bears", "A", "hand"),
    _obj("a_hand_land", "Island", "A", "hand"),
    _obj("b_lib_1", "Forest", "B", "library"),
    _obj("b_lib_2", "Shock", "B", "library"),
    _obj("b_lib_3", "Hill Giant", "B", "library"),
    _obj("a_lib_1", "Plains", "A", "library"),
    _obj("a_lib_2", "Giant Growth", "A", "library"),
    _obj("a_lib_3", "Earth Elemental", "A", "library"),
)
#: The order in which options are preferred: the board's permanents, then the card under test
#: (so "target creature" on its own enters trigger is the card only when nothing else will do),
#: the players (B first), then cards in graveyards, hands and libraries.
PREFERENCE: tuple[str, ...] = (
    *(o["id"] for o in BOARD if o["zone"] == "battlefield"),
    CARD,
    "B",
    "A",
    *(o["id"] for o in BOARD if o["zone"] != "battlefield"),
)


def board(card: str, kind: Kind, ability: int = 1) -> dict[str, Any]:
    """The scenario trying `card` on the standard board: cast it, play it or activate its
    `ability`-th activated ability (1-based, as a scenario numbers them), then resolve; or, for
    a creature already on the battlefield, attack B with it alone into the second main phase
    (B declares no blockers), or have B cast Lightning Bolt at it."""
    objects = [copy.deepcopy(o) for o in BOARD]
    zone = "hand" if kind in ("cast", "play") else "battlefield"
    objects.append(_obj(CARD, card, "A", zone))
    actions: list[dict[str, Any]]
    if kind == "cast":
        actions = [{"player": "A", "cast": CARD}, {"resolve": "stack"}]
    elif kind == "play":
        actions = [{"player": "A", "play_land": CARD}]
    elif kind == "activate":
        actions = [{"player": "A", "activate": CARD, "ability": ability}, {"resolve": "stack"}]
    elif kind == "attack":
        actions = [
            {"advance_to": "beginning_of_combat"},
            {"attack": {CARD: "B"}},
            {"advance_to": "main2"},
        ]
    else:
        actions = [
            {"player": "B", "cast": "b_hand_bolt", "targets": [CARD]},
            {"resolve": "stack"},
        ]
    title = {"activate": f"activate ability {ability}", "attack": "attack B alone"}
    return {
        "format": "rulings-explorer/1",
        "title": f"{card}: {title.get(kind, kind)}",
        "players": [
            {"id": "A", "life": 20, "mana_pool": MANA, "library": LIBRARY},
            {"id": "B", "life": 20, "library": LIBRARY}
            | ({"mana_pool": "{R}"} if kind == "bolt" else {}),
        ],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": objects,
        "actions": actions,
        "choices": [],
    }


def _ranked(options: list[str]) -> list[str]:
    """Options in the order of PREFERENCE; others (tokens, objects on the stack) last."""
    rank = {oid: i for i, oid in enumerate(PREFERENCE)}
    return sorted(options, key=lambda o: (rank.get(o, len(rank)), o))


def answer(pending: dict[str, Any]) -> tuple[str, Any] | None:
    """The fixed answer to a question our engine asks (SCENARIO.md `choices`), or None when
    the tool has no rule for it (a division of damage)."""
    kind = pending["kind"]
    options = [str(o) for o in pending.get("options") or []]
    low, high = int(pending.get("min", 1)), int(pending.get("max", 1))
    count = min(max(low, 1), high) if high else low
    if kind in ("target", "discard"):
        return kind, _ranked(options)[:count]
    if kind == "order":
        return kind, options
    if kind == "mode":
        return kind, int(options[0]) if count == 1 else [int(o) for o in options[:count]]
    if kind == "x":
        return kind, X_VALUE if low <= X_VALUE <= high else low
    if kind in ("yes", "pay"):
        return kind, True
    if kind in ("object", "populate", "player", "replacement"):
        return kind, _ranked(options)[0] if options else None
    if kind in ("color", "mana", "basic_land_type"):
        return kind, options[0]
    return None


#: What pays a cost that sacrifices or taps permanents of A's (CR 118.3), in this order: A's
#: permanents, then the card itself ("Sacrifice a Goblin" on a Goblin, 602.2b).
OWN = ("a_lions", "a_giant", "a_wurm", "a_tome", "a_seal", "a_land", CARD)
_COST_WORDS = {"sacrifice": "sacrific", "tap": "tap"}


def _pay_cost(action: dict[str, Any], error: dict[str, Any] | None) -> bool:
    """Name one more of A's permanents in the action's `costs` when ours refuses it for want of
    one (`costs.sacrifice`, `costs.tap`), or the next one instead of a permanent ours refused
    for that cost; False when ours didn't refuse it for that, or no permanent is left."""
    message = (error or {}).get("message") or ""
    costs = action.setdefault("costs", {})
    short = next((k for k in _COST_WORDS if f"costs.{k}" in message), None)
    refused = next((k for k, w in _COST_WORDS.items() if costs.get(k) and w in message), None)
    if short is not None:
        named = costs.get(short, [])
        many = re.search(r"(\d+) untapped", message)
        if len(named) < (int(many.group(1)) if many else 1):
            left = [o for o in OWN if o not in named]
            if left:
                costs[short] = [*named, left[0]]
                return True
    if refused is not None:
        named = costs[refused]
        later = OWN[OWN.index(named[-1]) + 1 :] if named[-1] in OWN else ()
        later = tuple(o for o in later if o not in named)
        if later:
            costs[refused] = [*named[:-1], later[0]]
            return True
    if not costs:
        del action["costs"]
    return False


def prepare(scenario: dict[str, Any], limit: int = 12) -> tuple[dict[str, Any], str | None]:
    """The scenario with every question our engine asks answered by `answer`: first those of
    the cast or activation (into the action: targets, mode, X), then those of the resolution
    (into `choices`). Returns it, or why not (a question the tool has no rule for, too many).
    """
    from engine.core.errors import ScenarioError
    from engine.driver.run import run

    scenario = copy.deepcopy(scenario)
    first, *rest = scenario["actions"]
    for stage in ([first], [first, *rest]):
        asked = 0
        # Each run either names one more permanent for a cost (at most len(OWN) ** 2 times)
        # or answers one more question.
        for _ in range(limit + len(OWN) ** 2):
            try:
                output, _status = run({**scenario, "actions": stage})
            except ScenarioError as exc:
                return scenario, f"ours refuses to load it ({exc})"
            pending = output.get("pending")
            if len(stage) == 1 and _pay_cost(first, output.get("error")):
                continue
            if not pending:
                break
            asked += 1
            if asked > limit:
                return scenario, f"ours asks more than {limit} questions"
            reply = answer(pending)
            if reply is None:
                return (
                    scenario,
                    f"our engine asks a {pending['kind']} question the tool can't answer",
                )
            kind, value = reply
            announcing = len(stage) == 1 and ("cast" in first or "activate" in first)
            if announcing and kind == "target":
                first.setdefault("targets", []).extend(value)
            elif announcing and kind in ("mode", "x"):
                first[kind] = value
            else:
                scenario["choices"].append({kind: value})
    return scenario, None


__all__ = ["BOARD", "CARD", "MANA", "PREFERENCE", "X_VALUE", "answer", "board", "prepare"]
