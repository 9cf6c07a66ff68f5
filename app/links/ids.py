"""Short-link ids: a prefix of the SHA-256 of the scenario's canonical JSON, in lowercase base32.

The canonical JSON is `Scenario.to_json()` (sorted keys, no spaces, defaults left out), so the
same scenario always has the same digest however it was written. An id is the first
`MIN_ID_LENGTH` characters of the digest in base32 (`a`–`z`, `2`–`7`: no 0/1/8/9 to misread, safe
in any URL and case-insensitive). If a different scenario already holds that id — at 50 bits that
takes tens of millions of links to be likely — the store takes one more character of the digest,
and so on. The full 52 characters spell the whole digest, so the lengthening always ends, and an
id once given never changes or moves to another scenario.
"""

from __future__ import annotations

import base64
import hashlib
import re

#: Characters of the digest in a new id (50 bits).
MIN_ID_LENGTH = 10
#: The whole 256-bit digest in base32, without padding.
MAX_ID_LENGTH = 52
ID_PATTERN = re.compile(rf"[a-z2-7]{{{MIN_ID_LENGTH},{MAX_ID_LENGTH}}}")


def digest_of(canonical_json: str) -> str:
    """The SHA-256 of the canonical JSON text (UTF-8), as 64 hex digits."""
    return hashlib.sha256(canonical_json.encode("utf-8")).hexdigest()


def id_for(digest: str, length: int = MIN_ID_LENGTH) -> str:
    """The id of `length` characters for a digest (hex), in lowercase base32."""
    if not MIN_ID_LENGTH <= length <= MAX_ID_LENGTH:
        raise ValueError(f"an id has {MIN_ID_LENGTH} to {MAX_ID_LENGTH} characters, not {length}")
    encoded = base64.b32encode(bytes.fromhex(digest)).decode("ascii").rstrip("=").lower()
    return encoded[:length]


def candidate_ids(digest: str) -> list[str]:
    """Every id the digest may take, shortest first (the collision handling's order)."""
    full = id_for(digest, MAX_ID_LENGTH)
    return [full[:n] for n in range(MIN_ID_LENGTH, MAX_ID_LENGTH + 1)]


def normalize_id(text: str) -> str | None:
    """The id in its stored form (lowercase), or None if it can't be an id at all."""
    candidate = text.strip().lower()
    return candidate if ID_PATTERN.fullmatch(candidate) else None
