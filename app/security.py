"""Response headers, request limits and HTTP basics that every route gets.

The pages run no inline script or style, so the Content-Security-Policy can forbid both; the app
loads nothing from third parties, so every source is 'self'. Request bodies are capped before any
route reads them. HEAD is answered for every GET route (as HTTP requires of a general-purpose
server, and as load balancers' health checks use it) with the GET's headers and no body. A
request that fails with an unexpected exception still gets these headers on its 500, and a JSON
body under /api/v1, since the server's own last-resort answer sits outside this middleware.
A form that changes something (the explorer's play, build and share forms) is refused when
another site's page sent it (`cross_site`, checked by `same_site_forms` on the explorer's routers).
"""

from __future__ import annotations

import logging
from urllib.parse import urlsplit

from starlette.exceptions import HTTPException
from starlette.requests import Request
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


#: The port an origin has when it names none.
DEFAULT_PORTS = {"http": 80, "https": 443}


def _origin(url: str) -> tuple[str, str, int] | None:
    """`(scheme, host, port)` of an http(s) URL, the default port filled in (`https://x` and
    `https://x:443` are one origin); None for anything else, such as the Origin `null`."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:  # a port that isn't a number, or out of range
        return None
    scheme = parts.scheme.lower()
    if scheme not in DEFAULT_PORTS or not parts.hostname:
        return None
    return scheme, parts.hostname, DEFAULT_PORTS[scheme] if port is None else port


def cross_site(request: Request) -> bool:
    """A form posted from another site's page (which could make its visitors fill the store or
    play and build under their own client's budget).

    Browsers say where a request comes from in `Sec-Fetch-Site`, which a page can't set:
    `same-origin` (our own page) and `none` (typed or bookmarked) pass without looking further;
    `cross-site` and `same-site` (a page on another subdomain: still not ours) are refused.
    Without that header (older browsers, curl), a request with no Origin passes, `Origin: null`
    (sandboxed or opaque pages) is refused, and any other Origin must be this request's own origin
    (the scheme from `request.url`, which uvicorn takes from X-Forwarded-Proto of trusted proxies,
    and the Host header) or the configured public URL's (`RULINGS_PUBLIC_URL`), compared as
    scheme, host and port with default ports filled in. The public URL is what lets the forms work
    behind a proxy that doesn't pass the browser's Host on (nginx's default `Host: <upstream>`).
    """
    fetch_site = request.headers.get("sec-fetch-site")
    if fetch_site in ("same-origin", "none"):
        return False
    if fetch_site in ("cross-site", "same-site"):
        return True
    origin = request.headers.get("origin")
    if not origin:
        return False
    claimed = _origin(origin)
    public_url: str | None = request.app.state.public_url
    ours = {_origin(str(request.url)), _origin(public_url or "")}
    return claimed is None or claimed not in ours


#: Methods that change nothing, which a link or page on any site may send.
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


def same_site_forms(request: Request) -> None:
    """A router dependency for the explorer's forms: a state-changing request (POST) sent from
    another site's page is refused with a 403 saying so (see `cross_site`); reading is open."""
    if request.method not in SAFE_METHODS and cross_site(request):
        raise HTTPException(
            403, "The explorer's forms only work from this site's own pages, not another site's."
        )
