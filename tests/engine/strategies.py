"""Hypothesis strategies for scenarios (SCENARIO.md) built from the engine's card pool."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from engine.cards.pool import all_cards, find
from engine.driver.scenario import STEP_NAMES

POOL_NAMES = tuple(sorted(c["name"] for c in all_cards()))
PERMANENT_NAMES = tuple(n for n in POOL_NAMES if (card := find(n)) and card.is_permanent_card)
SYMBOLS = ("W", "U", "B", "R", "G", "C")

player_ids = st.lists(
    st.from_regex(r"[A-Z][a-z0-9_-]{0,5}", fullmatch=True), min_size=2, max_size=4, unique=True
)
object_ids = st.from_regex(r"[a-z][a-z0-9_-]{0,8}", fullmatch=True).filter(
    lambda s: not (s[0] in "tca" and s[1:].isdigit())
)
mana_pools = st.lists(st.sampled_from(SYMBOLS), max_size=6).map(
    lambda symbols: "".join(f"{{{s}}}" for s in symbols)
)
#: Enough mana to cast most of the pool, so generated play gets past 601.2h.
rich_pools = st.lists(st.sampled_from(SYMBOLS), min_size=3, max_size=9).map(
    lambda symbols: "".join(f"{{{s}}}" for s in symbols)
)
small = st.integers(min_value=0, max_value=5)
counters = st.dictionaries(st.sampled_from(["+1/+1", "-1/-1", "stun", "charge"]), small, max_size=3)

inline_tokens = st.fixed_dictionaries(
    {
        "name": st.sampled_from(["Soldier", "Spirit", "Goblin"]),
        "type_line": st.sampled_from(["Creature — Soldier", "Token Creature — Spirit"]),
        "power": small,
        "toughness": small,
    },
    optional={
        "colors": st.lists(st.sampled_from(["W", "U", "B", "R", "G"]), unique=True, max_size=2),
        "abilities": st.lists(
            st.sampled_from(["Flying", "Haste", "Indestructible", "Ward {1}"]),
            unique=True,
            max_size=2,
        ),
    },
)


@st.composite
def scenario_data(draw: st.DrawFn) -> dict[str, Any]:
    """Scenario data that loads: players, a turn, pool objects, and any kind of action/answer."""
    players = draw(player_ids)
    ids = draw(
        st.lists(object_ids, max_size=8, unique=True).filter(lambda x: not set(x) & set(players))
    )
    objects: list[dict[str, Any]] = []
    for object_id in ids:
        zone = draw(st.sampled_from(["library", "hand", "battlefield", "graveyard", "exile"]))
        obj: dict[str, Any] = {
            "id": object_id,
            "zone": zone,
            "owner": draw(st.sampled_from(players)),
        }
        if zone == "battlefield" and draw(st.booleans()):
            obj["token"] = draw(inline_tokens)
        else:
            obj["card"] = draw(
                st.sampled_from(PERMANENT_NAMES if zone == "battlefield" else POOL_NAMES)
            )
        if zone == "battlefield":
            obj |= draw(
                st.fixed_dictionaries(
                    {},
                    optional={
                        "tapped": st.booleans(),
                        "damage": small,
                        "counters": counters,
                        "summoning_sick": st.booleans(),
                        "controller": st.sampled_from(players),
                        "entered_this_turn": st.booleans(),
                        "stickers": st.lists(
                            st.fixed_dictionaries(
                                {"words": st.sampled_from(["Guacamole", "Big"]), "position": small}
                            ),
                            max_size=2,
                        ),
                    },
                )
            )
        objects.append(obj)
    everyone = [*players, *ids]
    some_id = st.sampled_from(everyone)
    player = st.sampled_from(players)
    actions = st.lists(
        st.one_of(
            st.builds(lambda p, i: {"player": p, "cast": i}, player, some_id),
            st.builds(
                lambda p, i, t, x: {"player": p, "cast": i, "targets": t, "x": x},
                player,
                some_id,
                st.lists(some_id, max_size=2),
                small,
            ),
            st.builds(
                lambda p, i, k: {"player": p, "activate": i, "ability": k},
                player,
                some_id,
                st.integers(1, 3),
            ),
            st.builds(lambda p, i: {"player": p, "play_land": i}, player, some_id),
            st.just({"pass": True}),
            st.sampled_from([{"resolve": "top"}, {"resolve": "stack"}]),
            st.builds(lambda s: {"advance_to": s}, st.sampled_from(STEP_NAMES)),
            st.builds(
                lambda s, n: {"advance_to": s, "turn": n},
                st.sampled_from(STEP_NAMES),
                st.integers(1, 9),
            ),
            st.builds(
                lambda i, w: {"sticker": {"object": i, "words": w, "position": 1}},
                some_id,
                st.sampled_from(["Guacamole", "Big"]),
            ),
            st.builds(lambda i, d: {"edit": {"id": i, "damage": d}}, some_id, small),
        ),
        max_size=5,
    )
    answers = st.lists(
        st.one_of(
            st.builds(lambda t: {"target": t}, st.lists(some_id, max_size=2)),
            st.builds(lambda o: {"object": o}, st.one_of(st.none(), some_id)),
            st.builds(lambda x: {"x": x}, small),
            st.builds(lambda m: {"mode": m}, st.integers(1, 3)),
            st.builds(lambda y: {"yes": y}, st.booleans()),
            st.builds(lambda o: {"order": o}, st.lists(some_id, max_size=3)),
            st.builds(lambda d: {"discard": d}, st.lists(some_id, max_size=2)),
            st.builds(lambda c: {"color": c}, st.sampled_from(["white", "blue"])),
        ),
        max_size=3,
    )
    data: dict[str, Any] = {
        "format": "rulings-explorer/1",
        "players": [
            {"id": p}
            | draw(
                st.fixed_dictionaries(
                    {},
                    optional={
                        "life": st.integers(-5, 40),
                        "mana_pool": mana_pools,
                        "library": small,
                        "max_hand_size": st.integers(0, 8),
                        "counters": st.dictionaries(st.just("poison"), small, max_size=1),
                        "name": st.sampled_from(["Ann", "Bo"]),
                    },
                )
            )
            for p in players
        ],
        "turn": {
            "number": draw(st.integers(1, 20)),
            "active": draw(player),
            "step": draw(st.sampled_from(STEP_NAMES)),
        },
        "objects": objects,
    }
    optional = {
        "title": st.text(max_size=20),
        "actions": actions,
        "choices": answers,
        "limits": st.fixed_dictionaries({}, optional={"max_steps": st.integers(1, 500)}),
    }
    for key, strategy in optional.items():
        if draw(st.booleans()):
            data[key] = draw(strategy)
    return data


@st.composite
def small_game(draw: st.DrawFn) -> dict[str, Any]:
    """A two-player game in a main phase with a few pool cards in each zone and some mana."""
    players = [
        {"id": p, "mana_pool": draw(rich_pools), "life": draw(st.integers(1, 20))} for p in "AB"
    ]
    objects: list[dict[str, Any]] = []
    for n in range(draw(st.integers(1, 7))):
        zone = draw(
            st.sampled_from(["hand", "hand", "battlefield", "battlefield", "library", "graveyard"])
        )
        obj: dict[str, Any] = {
            "id": f"o{n}",
            "owner": draw(st.sampled_from(["A", "B"])),
            "zone": zone,
        }
        if zone == "battlefield" and draw(st.integers(0, 4)) == 0:
            obj["token"] = draw(inline_tokens)
        else:
            obj["card"] = draw(
                st.sampled_from(PERMANENT_NAMES if zone == "battlefield" else POOL_NAMES)
            )
        if zone == "battlefield":
            obj["tapped"] = draw(st.booleans())
            obj["summoning_sick"] = draw(st.booleans())
            obj["counters"] = draw(counters)
            obj["damage"] = draw(st.integers(0, 2))
        objects.append(obj)
    return {
        "format": "rulings-explorer/1",
        "players": players,
        "turn": {
            "number": draw(st.integers(2, 5)),
            "active": draw(st.sampled_from(["A", "B"])),
            "step": draw(st.sampled_from(["main1", "main1", "main2", "upkeep", "end"])),
        },
        "objects": objects,
        "limits": {"max_steps": 2000},
    }
