"""The builder's forms are read off the event loop, and a multipart body past the bounds
(parts, header bytes, parameters, nesting) is a quick 400 saying what is wrong (issue 26 §3)."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urlencode

import pytest
from fastapi.testclient import TestClient

import app.web.forms as forms
from app.web.explore_edits import BuildError
from app.web.forms import (
    MAX_CONTENT_TYPE_CHARS,
    MAX_FORM_PARTS,
    MAX_HEADER_PARAMS,
    MAX_PART_HEADER_BYTES,
    MAX_PART_HEADERS,
    parse_form,
)
from engine.driver.share_links import decode_link
from tests.explore_build.forms import token_of

BOUNDARY = "b0undary"
CONTENT_TYPE = f"multipart/form-data; boundary={BOUNDARY}"


def part(headers: str, content: bytes = b"") -> bytes:
    return f"--{BOUNDARY}\r\n{headers}\r\n\r\n".encode() + content + b"\r\n"


def form(*parts: bytes) -> bytes:
    return b"".join(parts) + f"--{BOUNDARY}--\r\n".encode()


def many_parameters() -> bytes:
    """One part whose header has 100,000 `; p=a` parameters (about 512 KiB)."""
    return form(part('Content-Disposition: form-data; name="file"' + "; p=a" * 100_000, b"{}"))


def nested_parts(depth: int = 2_000) -> bytes:
    """A file field of `depth` multipart parts, each inside the one before."""
    body = b"x"
    for level in reversed(range(1, depth)):
        head = f"--b{level}\r\nContent-Type: multipart/mixed; boundary=b{level + 1}\r\n\r\n"
        body = head.encode() + body + f"\r\n--b{level}--".encode()
    headers = (
        'Content-Disposition: form-data; name="file"\r\nContent-Type: multipart/mixed; boundary=b1'
    )
    return form(part(headers, body))


def upload(client: TestClient, body: bytes) -> Any:
    return client.post(
        "/explore/build/upload",
        content=body,
        headers={"content-type": CONTENT_TYPE},
        follow_redirects=False,
    )


@pytest.fixture
def parses_off_the_loop(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Whether each form parse ran outside the event loop's thread."""
    return _watch_parses(monkeypatch)[0]


@pytest.fixture
def parse_cpu(monkeypatch: pytest.MonkeyPatch) -> tuple[list[bool], list[float]]:
    """Whether each form parse ran off the loop, and the CPU seconds its thread spent on it
    (what a parse costs, whatever else the machine is doing)."""
    return _watch_parses(monkeypatch)


def _watch_parses(monkeypatch: pytest.MonkeyPatch) -> tuple[list[bool], list[float]]:
    seen: list[bool] = []
    cpu: list[float] = []
    original: Callable[..., Any] = forms.parse_form

    def watched(*args: Any) -> Any:
        try:
            asyncio.get_running_loop()
            seen.append(False)
        except RuntimeError:
            seen.append(True)
        started = time.thread_time()
        try:
            return original(*args)
        finally:
            cpu.append(time.thread_time() - started)

    monkeypatch.setattr(forms, "parse_form", watched)
    return seen, cpu


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            many_parameters(),
            f"part 1 of the uploaded form has a header line over {MAX_PART_HEADER_BYTES:,} bytes",
        ),
        (nested_parts(), "part 1 of the uploaded form is itself multipart; a form&#39;s parts can"),
    ],
    ids=["100,000 parameters", "2,000 nested parts"],
)
def test_hostile_multipart_is_a_400_read_off_the_loop(
    client: TestClient, parse_cpu: tuple[list[bool], list[float]], body: bytes, message: str
) -> None:
    assert len(body) < 512 * 1024
    answers: list[Any] = []
    worker = threading.Thread(target=lambda: answers.append(upload(client, body)))
    worker.start()
    health = client.get("/healthz")
    worker.join(timeout=60)
    assert health.status_code == 200
    assert answers
    assert answers[0].status_code == 400
    assert message in answers[0].text
    off_the_loop, cpu = parse_cpu
    assert off_the_loop == [True]
    # CPU time of the parsing thread, not wall-clock time (steady on a loaded machine): the
    # standard library's parser took 8 s on the parameters, python-multipart about 0.03 ms.
    assert cpu[0] < 0.5


def test_normal_forms_still_work(client: TestClient, parses_off_the_loop: list[bool]) -> None:
    token = token_of(client.post("/explore/build/empty", follow_redirects=False))
    # urlencoded
    added = client.post(
        "/explore/build/player/add",
        content=urlencode({"s": token, "at": "0"}),
        headers={"content-type": "application/x-www-form-urlencoded"},
        follow_redirects=False,
    )
    assert added.status_code == 303
    assert len(decode_link(token_of(added)).players) == 3
    # a multipart upload of a 256 KiB JSON file, as a browser sends it
    scenario = {
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"active": "B"},
        "title": "Från filen ’x’",
        "example": "",
    }
    scenario["example"] = "x" * (256 * 1024 - len(json.dumps(scenario)) - 64)
    text = json.dumps(scenario).encode()
    body = form(
        part('Content-Disposition: form-data; name="s"', token.encode()),
        part('Content-Disposition: form-data; name="scenario"'),
        part(
            'Content-Disposition: form-data; name="file"; filename="board; big.json"\r\n'
            "Content-Type: application/json",
            text,
        ),
    )
    response = upload(client, body)
    assert response.status_code == 303, response.text[:500]
    assert decode_link(token_of(response)).title == "Från filen ’x’"
    assert parses_off_the_loop
    assert all(parses_off_the_loop)


def test_multipart_bounds() -> None:
    ok = form(
        part('Content-Disposition: form-data; name="a"', b"1"),
        part('Content-Disposition: form-data; name="a"', b"2\r\n--b0undaryX"),
    )
    assert parse_form(CONTENT_TYPE, ok) == {"a": ["1", "2\r\n--b0undaryX"]}
    field = part('Content-Disposition: form-data; name="a"', b"1")
    assert len(parse_form(CONTENT_TYPE, form(*[field] * MAX_FORM_PARTS))["a"]) == 64
    headers = "\r\n".join(
        ['Content-Disposition: form-data; name="a"'] + ["X: y"] * MAX_PART_HEADERS
    )
    cases = {
        form(*[field] * (MAX_FORM_PARTS + 1)): f"over {MAX_FORM_PARTS} parts",
        form(
            part('Content-Disposition: form-data; name="a"' + "; p=a" * MAX_HEADER_PARAMS)
        ): f"over {MAX_HEADER_PARAMS} parameters",
        form(
            part("Content-Disposition: form-data; name=a\r\nX: " + "y" * MAX_PART_HEADER_BYTES)
        ): f"part 1 .* header line over {MAX_PART_HEADER_BYTES:,} bytes",
        form(field, part(headers)): f"part 2 .* over {MAX_PART_HEADERS} headers",
        form(
            part('Content-Disposition: form-data; name="a"\r\nContent-Type: Message/rfc822')
        ): "can't nest",
        form(
            part('Content-Disposition: form-data; name="a"', "é".encode("latin-1"))
        ): "a: the file isn't UTF-8 text",
        field: "no closing boundary",
    }
    for body, message in cases.items():
        with pytest.raises(BuildError, match=message):
            parse_form(CONTENT_TYPE, body)
    with pytest.raises(BuildError, match=f"the limit is {MAX_CONTENT_TYPE_CHARS}"):
        parse_form(CONTENT_TYPE + "; p=a" * 100, ok)
    with pytest.raises(BuildError, match="no usable multipart boundary"):
        parse_form("multipart/form-data", ok)
