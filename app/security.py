"""Response headers, request limits and HTTP basics that every route gets.

The pages run no inline script or style, so the Content-Security-Policy can forbid both; the app
loads nothing from third parties, so every source is 'self'. Request bodies are capped before any
route reads them. HEAD is answered for every GET route (as HTTP requires of a general-purpose
server, and as load balancers' health checks use it) with the GET's headers and no body. A
request that fails with an unexpected exception still gets these headers on its 500, and a JSON
body under /api/v1, since the server's own last-resort answer sits outside this middleware.
"""

from __future__ import annotations

import logging

from starlette.types import ASGIApp, Message, Receive, Scope, Send

log = logging.getLogger(__name__)

CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)

SECURITY_HEADERS: list[tuple[bytes, bytes]] = [
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=()"),
]

#: Paths whose errors are JSON (the API); everything else is a page.
API_PREFIX = "/api/v1"

_SERVER_ERROR_JSON = (
    b'{"detail":"the server failed to answer this request (a fault of its own, logged)"}'
)
_SERVER_ERROR_PAGE = (
    b'<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
    b"<title>Server error \xe2\x80\x94 Rulings Explorer</title>"
    b'<link rel="stylesheet" href="/static/css/site.css"></head>'
    b"<body><main><h1>Something went wrong on our side</h1>"
    b"<p>The server failed to answer this request; the fault is its own and has been logged. "
    b'Try again, or go back to the <a href="/">home page</a>.</p></main></body></html>\n'
)


def is_api(path: str) -> bool:
    return path == API_PREFIX or path.startswith(API_PREFIX + "/")


class SecurityMiddleware:
    """Add the security headers, refuse bodies over `max_body_bytes` with 413, answer HEAD as
    GET without the body, and turn an exception no route handled into a 500 with the headers.

    A pure ASGI middleware (not BaseHTTPMiddleware) so it costs little per request.
    """

    def __init__(self, app: ASGIApp, max_body_bytes: int) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_body_bytes):
            await _too_large(send, self.max_body_bytes)
            return
        received = 0
        limit = self.max_body_bytes
        head = scope["method"] == "HEAD"
        if head:
            scope = {**scope, "method": "GET"}
        started = False

        async def limited_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise BodyTooLarge(limit)
            return message

        async def send_with_headers(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                headers = list(message.get("headers", []))
                names = {name.lower() for name, _ in headers}
                headers.extend(h for h in SECURITY_HEADERS if h[0] not in names)
                message["headers"] = headers
            elif message["type"] == "http.response.body" and head:
                # The GET's headers (Content-Length included) and no body (RFC 9110, 9.3.2).
                message = {**message, "body": b""}
            await send(message)

        try:
            await self.app(scope, limited_receive, send_with_headers)
        except BodyTooLarge:
            if not started:
                await _too_large(send, limit)
        except Exception:
            if started:
                raise  # too late to answer: the server logs it and closes the connection
            log.exception("unhandled error on %s %s", scope["method"], scope["path"][:200])
            await _server_error(send, api=is_api(scope["path"]), head=head)


class BodyTooLarge(Exception):
    """Raised while reading a body that turns out larger than the limit (answered with 413).

    A route that reads the body itself may meet it first: the API answers it as 413 too."""

    def __init__(self, limit: int) -> None:
        super().__init__(too_large_detail(limit))
        self.limit = limit


def too_large_detail(limit: int) -> str:
    return f"request body is larger than the limit of {limit} bytes"


async def _too_large(send: Send, limit: int) -> None:
    body = b'{"detail":"' + too_large_detail(limit).encode() + b'"}'
    await _answer(send, 413, b"application/json", body)


async def _server_error(send: Send, *, api: bool, head: bool) -> None:
    if api:
        body, media_type = _SERVER_ERROR_JSON, b"application/json"
    else:
        body, media_type = _SERVER_ERROR_PAGE, b"text/html; charset=utf-8"
    await _answer(send, 500, media_type, body, head=head)


async def _answer(
    send: Send, status: int, media_type: bytes, body: bytes, *, head: bool = False
) -> None:
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", media_type),
                (b"content-length", str(len(body)).encode()),
                *SECURITY_HEADERS,
            ],
        }
    )
    await send({"type": "http.response.body", "body": b"" if head else body})
