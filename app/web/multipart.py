"""A bounded reader of `multipart/form-data` bodies (RFC 7578), for the builder's file upload.

The standard library's MIME parser is neither bounded nor flat: a part header with 100,000
parameters took it 8 s of the event loop, and 2,000 nested multipart parts a RecursionError
(issue 26). This reader is one linear pass over the (already size-capped) body: it finds the
delimiter lines, reads each part's header block and its `Content-Disposition` name, and never
recurses — a part that is itself multipart (or a whole message) is refused, as RFC 7578 allows
no nesting. Every bound below is named, refused with a message (`FormRefused`: the route answers
400) and listed in the README's limits table. Callers run it in a worker thread.
"""

from __future__ import annotations

import re

#: Parts in one multipart form (the builder's upload form has three).
MAX_FORM_PARTS = 64
#: Bytes of one part's header block (its `Content-Disposition`, `Content-Type`…).
MAX_PART_HEADER_BYTES = 2048
#: Parameters (`; name=value`) in one part header.
MAX_HEADER_PARAMS = 8
#: Characters of the request's own `Content-Type` header.
MAX_CONTENT_TYPE_CHARS = 256

_BOUNDARY = re.compile(
    r'boundary\s*=\s*(?:"([0-9A-Za-z\'()+_,\-./:=? ]{0,69}[0-9A-Za-z\'()+_,\-./:=?])"'
    r"|([0-9A-Za-z'()+_,\-./:=?]{1,70}))(?:\s*;|\s*$)",
    re.IGNORECASE,
)
_PARAM = re.compile(rb';\s*([^\s=;]+)\s*=\s*(?:"([^"]*)"|([^;\s]*))')
_NESTED = re.compile(rb"^content-type\s*:\s*(multipart|message)/", re.IGNORECASE)


class FormRefused(ValueError):
    """A multipart body this reader won't read; the message says what is wrong."""


def boundary_of(content_type: str) -> bytes:
    """The boundary named in a `multipart/form-data` Content-Type header."""
    if len(content_type) > MAX_CONTENT_TYPE_CHARS:
        raise FormRefused(
            f"the form's Content-Type header is {len(content_type):,} characters long; the "
            f"limit is {MAX_CONTENT_TYPE_CHARS}"
        )
    match = _BOUNDARY.search(content_type)
    if match is None:
        raise FormRefused("the uploaded form names no usable multipart boundary")
    return (match.group(1) or match.group(2)).encode("ascii")


def read_multipart(content_type: str, body: bytes) -> dict[str, list[str]]:
    """Fields of a multipart/form-data body; a file field gives its content as text.
    FormRefused if the body breaks a bound or isn't readable multipart data."""
    boundary = boundary_of(content_type)
    delimiter = re.compile(rb"(?:\A|\r\n)--" + re.escape(boundary) + rb"(--)?[ \t]*(?:\r\n|\Z)")
    starts: list[int] = []
    ends: list[int] = []
    closed = False
    for match in delimiter.finditer(body):
        if starts:
            ends.append(match.start())
        if match.group(1):
            closed = True
            break
        if len(starts) == MAX_FORM_PARTS:
            raise FormRefused(f"the uploaded form has over {MAX_FORM_PARTS} parts")
        starts.append(match.end())
    if not starts or not closed:
        raise FormRefused("the uploaded form isn't readable multipart data (no closing boundary)")
    out: dict[str, list[str]] = {}
    for number, (start, end) in enumerate(zip(starts, ends, strict=True), 1):
        name, content = _part(number, body[start:end])
        if name is None:
            continue
        try:
            out.setdefault(name, []).append(content.decode("utf-8"))
        except UnicodeDecodeError:
            raise FormRefused(f"{name}: the file isn't UTF-8 text") from None
    return out


def _part(number: int, part: bytes) -> tuple[str | None, bytes]:
    """The field name of one part (None if it has none) and its content."""
    split = part.find(b"\r\n\r\n", 0, MAX_PART_HEADER_BYTES + 4)
    if split < 0 and part.startswith(b"\r\n"):
        return None, part[2:]  # a part without headers
    if split < 0:
        raise FormRefused(
            f"part {number} of the uploaded form has over {MAX_PART_HEADER_BYTES:,} bytes of "
            "headers (or none that end)"
        )
    name: str | None = None
    for line in re.split(rb"\r\n(?![ \t])", part[:split]):
        if _NESTED.match(line):
            raise FormRefused(
                f"part {number} of the uploaded form is itself multipart; a form's parts can't nest"
            )
        key, _, value = line.partition(b":")
        if key.strip().lower() != b"content-disposition":
            continue
        if value.count(b";") > MAX_HEADER_PARAMS:
            raise FormRefused(
                f"part {number} of the uploaded form has over {MAX_HEADER_PARAMS} parameters "
                "in its Content-Disposition header"
            )
        for param in _PARAM.finditer(value):
            if param.group(1).lower() == b"name":
                raw = param.group(2) if param.group(2) is not None else param.group(3)
                name = raw.decode("utf-8", "replace")
    return name, part[split + 4 :]
