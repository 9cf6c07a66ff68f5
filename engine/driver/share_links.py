"""Share tokens: a scenario as `v1.<token>` — its canonical JSON, deflated, base64url.

`encode_link(scenario)` and `decode_link(text)` are inverses for any valid scenario. Decoding
checks the token's length first, inflates with a hard cap on the output (a decompression bomb
stops at the cap), parses and validates, and only then returns a scenario; every failure is a
`LinkError` with a message for the user.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib

from engine.core.errors import EngineError, ScenarioError
from engine.driver.scenario import MAX_NESTING, MAX_NUMBER, Scenario, parse_scenario

PREFIX = "v1."
#: Longest token accepted, in characters (URLs beyond ~16 KB are refused by HTTP servers).
MAX_TOKEN_CHARS = 12_000
#: Most bytes a token may inflate to.
MAX_INFLATED_BYTES = 256 * 1024


class LinkError(EngineError):
    """A share token that can't be opened; the message says why."""


def encode_link(scenario: Scenario) -> str:
    raw = scenario.to_json().encode("utf-8")
    packed = zlib.compress(raw, level=9)
    return PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def decode_link(token: str) -> Scenario:
    if len(token) > MAX_TOKEN_CHARS:
        raise LinkError(
            f"the link's scenario is {len(token):,} characters long; the limit is "
            f"{MAX_TOKEN_CHARS:,}"
        )
    if not token.startswith(PREFIX):
        version = token.split(".", 1)[0] if "." in token else token[:10]
        raise LinkError(f"unknown link version {version!r}: this explorer reads v1 links")
    body = token[len(PREFIX) :]
    try:
        padded = (body + "=" * (-len(body) % 4)).encode("ascii")
        packed = base64.b64decode(padded, altchars=b"-_", validate=True)
    except (binascii.Error, ValueError, UnicodeEncodeError):
        raise LinkError("the link is corrupt: it isn't valid base64url") from None
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, MAX_INFLATED_BYTES + 1)
    except zlib.error:
        raise LinkError("the link is corrupt or truncated: it doesn't inflate") from None
    if len(raw) > MAX_INFLATED_BYTES or inflater.unconsumed_tail:
        raise LinkError(
            f"the link's scenario inflates beyond {MAX_INFLATED_BYTES // 1024} KiB; refused"
        )
    if not inflater.eof:
        raise LinkError("the link is truncated: its data ends early")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise LinkError("the link is corrupt: its scenario isn't valid JSON") from None
    except RecursionError:
        raise LinkError(f"the link's scenario is nested deeper than {MAX_NESTING} levels") from None
    except ValueError:
        # Python refuses to read integers of more than 4,300 digits.
        raise LinkError(f"the link's scenario has a number beyond ±{MAX_NUMBER:,}") from None
    try:
        return parse_scenario(data)
    except ScenarioError as exc:
        raise LinkError(f"the link's scenario doesn't load: {exc}") from None
