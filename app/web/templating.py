"""Jinja2 set-up for the pages, and the one helper every page route uses to render.

Templates end in `.html`, so autoescaping is on; rule cross-references and search highlights are
rendered by macros from structured pieces, never by marking text safe. A page and its htmx fragment
share one template: an htmx request gets the named block only, and every such response says
`Vary: HX-Request, HX-History-Restore-Request` so caches keep them apart.
"""

from __future__ import annotations

import json
import threading
from typing import Any

from fastapi import Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from jinja2_fragments.fastapi import Jinja2Blocks

from app.reference.rulings import dated_subject, seed_head, seed_title
from app.reference.search_results import KIND_LABELS
from app.reference.symbols import old_text
from app.services.reference import ReferenceService
from app.settings import get_settings
from app.web.static_files import fingerprinted

templates = Jinja2Blocks(directory=str(get_settings().templates_dir))
templates.env.add_extension("jinja2.ext.do")
templates.env.globals["kind_labels"] = KIND_LABELS
templates.env.globals.update(
    seed_head=seed_head, seed_title=seed_title, dated_subject=dated_subject, old_text=old_text
)
templates.env.filters["combine"] = lambda a, b: {**a, **b}
#: `static_url("css/site.css")` → the file's fingerprinted URL (app.web.static_files).
templates.env.globals["static_url"] = lambda name: (
    "/static/" + fingerprinted(get_settings().static_dir, name)
)


def is_htmx(request: Request) -> bool:
    """An htmx request that swaps part of the page in. Not a history restore: when its cache of
    past pages misses, htmx fetches the URL again (`HX-History-Restore-Request`) and puts the
    answer in place of the whole page, so that answer must be the whole page."""
    return (
        request.headers.get("hx-request") == "true"
        and request.headers.get("hx-history-restore-request") != "true"
    )


class PageAbandoned(Exception):
    """Nobody waits for the page any more (its client went away, or its time ran out): its
    render stopped part-way."""


def render(
    request: Request,
    template: str,
    context: dict[str, Any],
    *,
    block: str | None = None,
    status_code: int = 200,
) -> Response:
    """Render a full page, or only `block` when htmx asked for it.

    The template is rendered piece by piece, and a request whose page was given up on
    (`request.state.abandoned`, set by `app.web.runs.explorer_page`) stops between two pieces
    with `PageAbandoned` instead of rendering on for nobody."""
    reference: ReferenceService = request.app.state.reference
    full_context = {
        "request": request,
        "reference": reference,
        "effective_date": reference.effective_date,
        "fan_content": reference.sources["fan_content_policy"],
        **context,
    }
    fragment = block is not None and is_htmx(request)
    loaded = templates.get_template(template)
    scope = loaded.new_context({**full_context, "fragment": fragment})
    pieces = loaded.blocks[block](scope) if fragment and block else loaded.root_render_func(scope)
    abandoned: threading.Event | None = getattr(request.state, "abandoned", None)
    text = []
    for piece in pieces:
        if abandoned is not None and abandoned.is_set():
            raise PageAbandoned
        text.append(piece)
    response = HTMLResponse("".join(text), status_code=status_code)
    if block is not None:
        response.headers["Vary"] = "HX-Request, HX-History-Restore-Request"
    return response


def open_in_explorer(request: Request, url: str, fragment: str = "") -> Response:
    """Go to an explorer URL: htmx swaps the explorer in place and pushes the URL (HX-Location);
    a plain form follows a 303, to `#fragment` when given (what the browser scrolls to; with
    htmx, site.js moves the focus)."""
    if is_htmx(request):
        location = {
            "path": url,
            "target": "#explorer",
            "select": "#explorer-inner",
            "swap": "innerHTML",
        }
        return Response(status_code=200, headers={"HX-Location": json.dumps(location)})
    return RedirectResponse(url + (f"#{fragment}" if fragment else ""), status_code=303)
