"""The builder's forms are read off the event loop, and a multipart body past the reader's bounds
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

import app.web.explore_build as explore_build
from app.web.multipart import (
    MAX_FORM_PARTS,
    MAX_HEADER_PARAMS,
    MAX_PART_HEADER_BYTES,
    FormRefused,
    read_multipart,
)
from engine.link import decode_link
from tests.test_explore_build import token_of

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
    seen: list[bool] = []
    # (`_multipart` is what read multipart bodies before issue 26, on the loop.)
    name = "parse_form" if hasattr(explore_build, "parse_form") else "_multipart"
    original: Callable[..., Any] = getattr(explore_build, name)

    def watched(*args: Any) -> Any:
        try:
            asyncio.get_running_loop()
            seen.append(False)
        except RuntimeError:
            seen.append(True)
        return original(*args)

    monkeypatch.setattr(explore_build, name, watched)
    return seen


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            many_parameters(),
            f"part 1 of the uploaded form has over {MAX_PART_HEADER_BYTES:,} bytes",
        ),
        (nested_parts(), "part 1 of the uploaded form is itself multipart; a form&#39;s parts can"),
    ],
    ids=["100,000 parameters", "2,000 nested parts"],
)
def test_hostile_multipart_is_a_400_read_off_the_loop(
    client: TestClient, parses_off_the_loop: list[bool], body: bytes, message: str
) -> None:
    assert len(body) < 512 * 1024
    answers: list[Any] = []
    worker = threading.Thread(target=lambda: answers.append(upload(client, body)))
    started = time.monotonic()
    worker.start()
    health = client.get("/healthz")
    worker.join(timeout=60)
    elapsed = time.monotonic() - started
    assert health.status_code == 200
    assert answers
    assert answers[0].status_code == 400
    assert message in answers[0].text
    assert parses_off_the_loop
    assert all(parses_off_the_loop)
    assert elapsed < 5  # generous: today's main took 8 s on the parameters alone


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
    scenario = {"players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "B"},
                "title": "Från filen ’x’", "example": ""}  # fmt: skip
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


def test_reader_bounds() -> None:
    ok = form(part('Content-Disposition: form-data; name="a"', b"1"),
              part('Content-Disposition: form-data; name="a"', b"2\r\n--b0undaryX"))  # fmt: skip
    assert read_multipart(CONTENT_TYPE, ok) == {"a": ["1", "2\r\n--b0undaryX"]}
    field = part('Content-Disposition: form-data; name="a"', b"1")
    assert len(read_multipart(CONTENT_TYPE, form(*[field] * MAX_FORM_PARTS))["a"]) == 64
    cases = {
        form(*[field] * (MAX_FORM_PARTS + 1)): f"over {MAX_FORM_PARTS} parts",
        form(part('Content-Disposition: form-data; name="a"' + "; p=a" * MAX_HEADER_PARAMS)):
            f"over {MAX_HEADER_PARAMS} parameters",
        form(part("Content-Disposition: form-data; name=a\r\nX: " + "y" * MAX_PART_HEADER_BYTES)):
            "bytes of headers",
        form(part('Content-Disposition: form-data; name="a"\r\nContent-Type: Message/rfc822')):
            "can't nest",
        field: "no closing boundary",
    }  # fmt: skip
    for body, message in cases.items():
        with pytest.raises(FormRefused, match=message):
            read_multipart(CONTENT_TYPE, body)
    with pytest.raises(FormRefused, match="the limit is 256"):
        read_multipart(CONTENT_TYPE + "; p=a" * 100, ok)
    with pytest.raises(FormRefused, match="no usable multipart boundary"):
        read_multipart("multipart/form-data", ok)
