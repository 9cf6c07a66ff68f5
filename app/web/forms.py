"""Reading the builder's forms: urlencoded by the standard library, `multipart/form-data` (the
file upload, RFC 7578) by python-multipart, each in a worker thread, never on the event loop.

Why not Starlette's `request.form()`: it feeds the parser on the event loop, spools file parts
to temporary files, and offers no bound on a part's header lines or on nesting; the body is
already in memory (the security middleware caps its size), so one pass of python-multipart's
streaming parser over it in a thread is all it takes. The parser bounds what it reads as it
goes — a header line's bytes and a part's header lines, so a part header of 100,000 `; p=a`
parameters is refused at its 2,049th byte (issue 26 §3) — and never recurses: a part that is
itself multipart is only bytes to it. What this module adds are the rules: how many parts, how
many `Content-Disposition` parameters, no nested multipart or message part (RFC 7578 §4.3 has
none), a closing delimiter, UTF-8 text. Every bound is named, refused with a message (a 400) and
listed in the limits table.
"""

from __future__ import annotations

from urllib.parse import parse_qs

import anyio.to_thread
from fastapi import Request
from python_multipart.exceptions import MultipartParseError
from python_multipart.multipart import MultipartParser, parse_options_header

from app.web.explore_edits import MAX_FIELDS, BuildError, Form

#: Parts in one multipart form (the builder's upload form has three).
MAX_FORM_PARTS = 64
#: Bytes of one header line of a part (its `Content-Disposition`, `Content-Type`…).
MAX_PART_HEADER_BYTES = 2048
#: Header lines in one part.
MAX_PART_HEADERS = 8
#: Parameters (`; name=value`) in a part's `Content-Disposition` header.
MAX_HEADER_PARAMS = 8
#: Characters of the request's own `Content-Type` header.
MAX_CONTENT_TYPE_CHARS = 256
#: Characters of a multipart boundary (RFC 2046 §5.1.1).
MAX_BOUNDARY_CHARS = 70


async def read_form(request: Request) -> Form:
    """The form's fields, urlencoded or multipart (the body's size is capped by the security
    middleware). Parsed in a worker thread, so that no form stalls the event loop."""
    body = await request.body()
    content_type = request.headers.get("content-type", "")
    return await anyio.to_thread.run_sync(parse_form, content_type, body)


def parse_form(content_type: str, body: bytes) -> Form:
    """The fields of a form body sent as `content_type`; BuildError if it can't be read."""
    if len(content_type) > MAX_CONTENT_TYPE_CHARS:
        raise BuildError(
            f"the form's Content-Type header is {len(content_type):,} characters long; the "
            f"limit is {MAX_CONTENT_TYPE_CHARS}"
        )
    kind, options = parse_options_header(content_type)
    if kind == b"multipart/form-data":
        return _Multipart(options.get(b"boundary", b"")).read(body)
    if kind not in (b"", b"application/x-www-form-urlencoded"):
        shown = kind.decode("latin-1")[:60]
        raise BuildError(f"the form was sent as {shown!r}; send it as a web form")
    try:
        text = body.decode("utf-8")
        return parse_qs(text, keep_blank_values=True, max_num_fields=MAX_FIELDS)
    except (UnicodeDecodeError, ValueError):
        raise BuildError("the form data isn't readable (UTF-8, at most 64 fields)") from None


class _Multipart:
    """One multipart body's fields, gathered from python-multipart's callbacks; the rules it
    breaks raise BuildError from inside the callbacks, which stops the parser there."""

    def __init__(self, boundary: bytes) -> None:
        if not 0 < len(boundary) <= MAX_BOUNDARY_CHARS:
            raise BuildError("the uploaded form names no usable multipart boundary")
        self.boundary = boundary
        self.fields: Form = {}
        self.parts = 0
        self.header = [b"", b""]  # the name and value of the header line being read
        self.name: str | None = None
        self.data = bytearray()
        self.closed = False

    def read(self, body: bytes) -> Form:
        parser = MultipartParser(
            self.boundary,
            {
                "on_part_begin": self._part_begin,
                "on_header_field": lambda data, start, end: self._add(0, data[start:end]),
                "on_header_value": lambda data, start, end: self._add(1, data[start:end]),
                "on_header_end": self._header_end,
                "on_part_data": lambda data, start, end: self.data.extend(data[start:end]),
                "on_part_end": self._part_end,
                "on_end": self._end,
            },
            max_header_count=MAX_PART_HEADERS,
            max_header_size=MAX_PART_HEADER_BYTES,
        )
        try:
            parser.write(body)
        except MultipartParseError as exc:
            raise BuildError(self._unreadable(str(exc))) from None
        if not self.closed:
            raise BuildError(
                "the uploaded form isn't readable multipart data (no closing boundary)"
            )
        return self.fields

    def _unreadable(self, reason: str) -> str:
        if reason.startswith("Maximum header size"):
            return (
                f"part {self.parts} of the uploaded form has a header line over "
                f"{MAX_PART_HEADER_BYTES:,} bytes"
            )
        if reason.startswith("Maximum header count"):
            return f"part {self.parts} of the uploaded form has over {MAX_PART_HEADERS} headers"
        return f"the uploaded form isn't readable multipart data ({reason[:80]})"

    def _part_begin(self) -> None:
        self.parts += 1
        if self.parts > MAX_FORM_PARTS:
            raise BuildError(f"the uploaded form has over {MAX_FORM_PARTS} parts")
        self.name = None
        self.data.clear()

    def _add(self, index: int, data: bytes) -> None:
        self.header[index] += data

    def _header_end(self) -> None:
        field, value = self.header[0].lower(), self.header[1]
        self.header = [b"", b""]
        if field == b"content-type":
            kind = parse_options_header(value)[0]
            if kind.startswith((b"multipart/", b"message/")):
                raise BuildError(
                    f"part {self.parts} of the uploaded form is itself multipart; a form's parts "
                    "can't nest"
                )
        elif field == b"content-disposition":
            if value.count(b";") > MAX_HEADER_PARAMS:
                raise BuildError(
                    f"part {self.parts} of the uploaded form has over {MAX_HEADER_PARAMS} "
                    "parameters in its Content-Disposition header"
                )
            name = parse_options_header(value)[1].get(b"name")
            self.name = None if name is None else name.decode("utf-8", "replace")

    def _part_end(self) -> None:
        if self.name is None:
            return  # a part without a name isn't a field
        try:
            text = self.data.decode("utf-8")
        except UnicodeDecodeError:
            raise BuildError(f"{self.name}: the file isn't UTF-8 text") from None
        self.fields.setdefault(self.name, []).append(text)

    def _end(self) -> None:
        self.closed = True
