"""Fuzzing inputs of the scenario format: share tokens and scenario data (issue: no input may
raise anything but the documented errors). Used by `tests/engine/test_fuzz.py` (a few thousand
examples in every run) and `bench/fuzz.py` (as many as asked for).

The strategies aim where decoders break: tokens that are almost valid (a real token with bytes
changed, cut short or extended), deflated JSON of arbitrary shape (deep nesting, huge numbers,
lone surrogates, wrong types), and scenario data with every field pushed to and past its bounds.
"""

from __future__ import annotations

import base64
import contextlib
import json
import sys
import zlib
from typing import Any

from hypothesis import strategies as st

from engine.core.errors import ScenarioError
from engine.driver.scenario import parse_scenario
from engine.driver.share_links import PREFIX, LinkError, decode_link, encode_link

#: What decoding and loading may raise; anything else is a bug.
DOCUMENTED = (LinkError, ScenarioError)

BASE: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "players": [{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"},
        {"id": "bears", "card": "Grizzly Bears", "owner": "B", "zone": "battlefield"},
    ],
    "actions": [{"player": "A", "cast": "bolt", "targets": ["bears"]}, {"resolve": "stack"}],
}
VALID_TOKEN = encode_link(parse_scenario(BASE))

_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**12), max_value=10**12),
    st.integers().map(lambda n: n * 10**4400),  # past Python's 4,300-digit int parsing limit
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
    st.sampled_from(["\ud800", "X", "all", "{R}", "battlefield", "stack", "A", "bears", ""]),
)
json_values = st.recursive(
    _scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=30,
)


def _deep(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


def _field_pushes() -> st.SearchStrategy[dict[str, Any]]:
    """The base scenario with one field replaced by a value from anywhere (often out of bounds)."""
    paths: list[tuple[Any, ...]] = [
        ("players", 0, "life"),
        ("players", 0, "counters"),
        ("players", 0, "mana_pool"),
        ("players", 0, "library"),
        ("turn", "number"),
        ("turn", "step"),
        ("objects", 0, "zone"),
        ("objects", 1, "damage"),
        ("objects", 1, "counters"),
        ("objects", 1, "chosen"),
        ("objects", 0, "x"),
        ("objects", 0, "mode"),
        ("objects", 1, "targets"),
        ("objects", 1, "attached_to"),
        ("objects", 1, "stickers"),
        ("actions", 0, "targets"),
        ("actions", 0, "x"),
        ("actions", 0, "mode"),
        ("actions", 1),
        ("limits",),
        ("choices",),
        ("cards",),
        ("title",),
    ]
    values = (
        json_values
        | st.integers(0, 60).map(_deep)
        | st.sampled_from(
            [-1, 10**9 + 1, 10**30, 4, 1001, {"max_seconds": 1e9}, [{"damage": {"bears": -1}}]]
        )
    )

    def build(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
        data = json.loads(json.dumps(BASE))
        target = data
        for part in path[:-1]:
            target = target[part]
        target[path[-1]] = value
        return data

    return st.builds(build, st.sampled_from(paths), values)


scenario_inputs = st.one_of(json_values, _field_pushes())


def _tokenise(raw: bytes) -> str:
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(raw)).decode("ascii").rstrip("=")


def _dumps(value: Any) -> str:
    """JSON text of `value`, numbers of any length included (only reading them is limited)."""
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return json.dumps(value, allow_nan=True)
    finally:
        sys.set_int_max_str_digits(limit)


def _json_bytes(value: Any) -> bytes:
    return _dumps(value).encode("utf-8", "surrogatepass")


@st.composite
def _mutated(draw: st.DrawFn) -> str:
    """A valid token with one character changed, cut short, extended, or with another prefix."""
    token = VALID_TOKEN
    kind = draw(st.sampled_from(["flip", "cut", "extend", "prefix"]))
    if kind == "flip":
        i = draw(st.integers(0, len(token) - 1))
        return token[:i] + draw(st.characters()) + token[i + 1 :]
    if kind == "cut":
        return token[: draw(st.integers(0, len(token)))]
    if kind == "extend":
        return token + draw(st.text(max_size=10))
    return draw(st.text(max_size=6)) + token[3:]


tokens = st.one_of(
    st.text(max_size=40),
    st.builds(_tokenise, json_values.map(_json_bytes)),
    st.builds(_tokenise, _field_pushes().map(_json_bytes)),
    st.builds(_tokenise, st.binary(max_size=64)),
    st.builds(_tokenise, st.integers(0, 3000).map(lambda d: ("[" * d + "]" * d).encode())),
    st.builds(_tokenise, st.integers(4000, 6000).map(lambda d: ('{"a":' + "9" * d + "}").encode())),
    _mutated(),
)


def check_token(token: str) -> None:
    """Decoding `token` succeeds or raises a documented error; nothing else."""
    with contextlib.suppress(*DOCUMENTED):
        decode_link(token)


def check_scenario(data: Any) -> None:
    """Loading `data` (and its JSON text) succeeds or raises a documented error; nothing else."""
    for source in (data, _dumps(data)):
        with contextlib.suppress(*DOCUMENTED):
            parse_scenario(source)
