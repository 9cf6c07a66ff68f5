"""Static files with fingerprinted names, so a page load doesn't revalidate CSS and JS.

Pages link `static_url("css/site.css")` → `/static/css/site.1a2b3c4d5e.css`: the name carries the
first ten hex digits of the file's SHA-256. A request for that name is answered with the file and
`Cache-Control: public, max-age=31536000, immutable` — a new version of the file has a new name,
so a year is safe. The plain name (`/static/css/site.css`) still works, with `no-cache` (the
browser revalidates it with its ETag), and so does an old fingerprint (a page cached before a
deploy), answered like the plain name rather than as immutable.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from starlette.responses import Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

#: `name.<10 hex digits>.ext`: a fingerprinted file name.
FINGERPRINTED = re.compile(r"^(?P<stem>.+)\.(?P<digest>[0-9a-f]{10})(?P<suffix>\.[A-Za-z0-9]+)$")
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"

_digests: dict[tuple[Path, float, int], str] = {}


def digest(path: Path) -> str:
    """The file's fingerprint, recomputed only when its modification time or size changes."""
    stat = path.stat()
    key = (path, stat.st_mtime, stat.st_size)
    found = _digests.get(key)
    if found is None:
        found = hashlib.sha256(path.read_bytes()).hexdigest()[:10]
        _digests[key] = found
    return found


def fingerprinted(directory: Path, name: str) -> str:
    """`css/site.css` → `css/site.<digest>.css` (the name unchanged if the file is missing)."""
    path = directory / name
    if not path.is_file():
        return name
    stem, dot, suffix = name.rpartition(".")
    return f"{stem}.{digest(path)}.{suffix}" if dot else name


class FingerprintedStaticFiles(StaticFiles):
    """`StaticFiles` that serves `name.<digest>.ext` as `name.ext`, immutable when the digest is
    the file's own."""

    def __init__(self, *, directory: Path) -> None:
        super().__init__(directory=directory)
        self.root = directory

    async def get_response(self, path: str, scope: Scope) -> Response:
        match = FINGERPRINTED.match(path)
        real = f"{match['stem']}{match['suffix']}" if match else path
        response = await super().get_response(real, scope)
        if response.status_code in (200, 304):
            current = match is not None and (self.root / real).is_file()
            fresh = current and digest(self.root / real) == match["digest"]  # type: ignore[index]
            response.headers["Cache-Control"] = IMMUTABLE if fresh else REVALIDATE
        return response
