"""Page routes. Each returns a full document; search and the name filter also serve fragments."""

from __future__ import annotations

import gzip
import json
from collections.abc import Awaitable
from typing import Annotated, Any, Literal

from fastapi import APIRouter, HTTPException, Path, Query, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse, RedirectResponse, Response

from app.deps import ExamplesDep, ReferenceDep
from app.links.store import LinkStore, StoreUnavailable
from app.reference import card_query
from app.reference.catalog import CORPUS_SOURCE, CORPUS_VERSION, MAX_CARD_PATH, layout_label
from app.reference.folding import fold
from app.reference.search_results import PageOutOfRange, SearchError
from app.services import explorer
from app.services.explorer import StepBeyondRun, shown_steps
from app.services.runner import ClientSlots
from app.services.search_request import read_search, run_search
from app.web.runs import (
    StepQuery,
    client_of,
    explorer_of,
    explorer_page,
    render_off_loop,
    step_query,
)
from app.web.templating import is_htmx, render
from engine import MAX_TOKEN_CHARS, LinkError, ScenarioError, status_counts, status_page

router = APIRouter(include_in_schema=False)


@router.get("/")
def home(request: Request, reference: ReferenceDep) -> Response:
    sections = [section for section, _ in reference.sections()]
    topics = [topic for topic, _ in reference.rulings_by_topic()]
    return render(request, "home.html", {"sections": sections, "topics": topics})


@router.get("/search")
async def search(
    request: Request,
    reference: ReferenceDep,
    q: str = "",
    kind: str = "",
    page: Annotated[str, Query(max_length=12)] = "1",
) -> Response:
    context: dict[str, object] = {"q": q, "kind": kind, "results": None, "error": None}
    status = 200
    try:
        wanted = read_search(q, kind, page)
        searches: ClientSlots = request.app.state.searches
        results = await run_search(reference, wanted, searches, client_of(request))
        if results.jump and not is_htmx(request) and not wanted.only and wanted.page == 1:
            # Typing a rule number and pressing Enter goes straight to the rule.
            return RedirectResponse(f"/rules/{results.jump}", status_code=303)
        context["results"] = results
    except PageOutOfRange as exc:
        context["error"] = str(exc)
        status = 404
    except SearchError as exc:
        context["error"] = str(exc)
        status = 400
    return await render_off_loop(
        request, "search.html", context, block="results", status_code=status
    )


@router.get("/rules")
def rules_index(request: Request, reference: ReferenceDep) -> Response:
    return render(request, "rules_index.html", {"sections": reference.sections()})


@router.get("/cr")
def whole_cr(request: Request, reference: ReferenceDep) -> Response:
    """Every rule on one page (and the glossary), rendered and compressed once: the data never
    changes while the app runs, and the page is about 3,300 rules (1.8 MB, 0.3 MB gzipped)."""
    bodies: tuple[bytes, bytes] | None = getattr(request.app.state, "whole_cr", None)
    if bodies is None:
        sections = [section for section, _ in reference.sections()]
        page = render(
            request,
            "cr.html",
            {"rules": reference.rules, "sections": sections, "glossary": reference.glossary},
        )
        bodies = (bytes(page.body), gzip.compress(bytes(page.body), compresslevel=6))
        request.app.state.whole_cr = bodies
    headers = {"Vary": "Accept-Encoding"}
    if "gzip" in request.headers.get("accept-encoding", ""):
        # Already compressed: the GZip middleware passes a response with an encoding through.
        headers["Content-Encoding"] = "gzip"
        return Response(bodies[1], media_type="text/html; charset=utf-8", headers=headers)
    return Response(bodies[0], media_type="text/html; charset=utf-8", headers=headers)


@router.get("/search/syntax")
def search_syntax(request: Request) -> Response:
    limits = {
        "max_terms": card_query.MAX_TERMS,
        "max_depth": card_query.MAX_DEPTH,
        "min_text_chars": card_query.MIN_TEXT_CHARS,
    }
    return render(request, "search_syntax.html", limits)


@router.get("/rules/{number}")
def rule(number: str, request: Request, reference: ReferenceDep) -> Response:
    view = reference.rule_view(number)
    if view is None:
        raise HTTPException(404, f"There is no rule {number[:40]!r} in the Comprehensive Rules.")
    if view.rule.number != number:
        return RedirectResponse(f"/rules/{view.rule.number}", status_code=301)
    return render(request, "rule.html", {"view": view})


@router.get("/glossary")
def glossary_index(request: Request, reference: ReferenceDep) -> Response:
    return render(request, "glossary_index.html", {"terms": reference.glossary})


@router.get("/glossary/{slug}")
def glossary_term(slug: str, request: Request, reference: ReferenceDep) -> Response:
    term = reference.glossary_term(slug)
    if term is None:
        raise HTTPException(404, f"There is no glossary term {slug[:60]!r}.")
    keyword = reference.keyword(slug)
    return render(request, "glossary_term.html", {"term": term, "keyword": keyword})


@router.get("/keywords")
def keywords_index(request: Request, reference: ReferenceDep) -> Response:
    return render(request, "keywords_index.html", {"keywords": reference.keywords})


@router.get("/keywords/{slug}")
def keyword(slug: str, request: Request, reference: ReferenceDep) -> Response:
    view = reference.keyword_view(slug)
    if view is None:
        raise HTTPException(404, f"There is no keyword {slug[:60]!r} in CR 701 or 702.")
    return render(request, "keyword.html", {"view": view})


#: Cards listed per page of the cards index.
CARDS_PER_PAGE = 300
#: The index's initial-letter filter: a-z, or "#" for names that start otherwise.
CARD_LETTERS = tuple("abcdefghijklmnopqrstuvwxyz#")


@router.get("/cards")
def cards_index(
    request: Request,
    reference: ReferenceDep,
    letter: Annotated[str, Query(max_length=10)] = "",
    layout: Annotated[str, Query(max_length=40)] = "",
    page: Annotated[str, Query(max_length=12)] = "1",
) -> Response:
    """Every card: by initial letter or by layout, `CARDS_PER_PAGE` to a page."""
    layouts = reference.layouts
    if letter and letter not in CARD_LETTERS:
        raise HTTPException(400, f"Unknown letter {letter[:10]!r}: a to z, or # for the rest.")
    if layout and layout not in layouts:
        raise HTTPException(
            400, f"Unknown layout {layout[:40]!r}: one of {', '.join(sorted(layouts))}."
        )
    number = int(page) if page.isascii() and page.isdigit() else 0
    if number < 1:
        raise HTTPException(400, f"page must be a whole number from 1, got {page[:12]!r}.")
    shown = reference.corpus_cards(letter=letter, layout=layout)
    pages = max(1, -(-len(shown) // CARDS_PER_PAGE))
    if number > pages:
        raise HTTPException(
            404,
            f"page {number} is beyond the list: there {'is' if pages == 1 else 'are'} "
            f"{pages} page{'' if pages == 1 else 's'}.",
        )
    start = (number - 1) * CARDS_PER_PAGE
    return render(
        request,
        "cards_index.html",
        {
            "cards": shown[start : start + CARDS_PER_PAGE],
            "count": len(shown),
            "total": len(reference.corpus_cards()),
            "letter": letter,
            "layout": layout,
            "page": number,
            "pages": pages,
            "letters": CARD_LETTERS,
            "layouts": sorted(layouts.items()),
            "layout_label": layout_label,
            "tokens": reference.tokens,
        },
    )


#: Cards listed per page of the engine's pool.
ENGINE_CARDS_PER_PAGE = 200
#: The statuses the engine's pool page filters by.
ENGINE_STATUSES: tuple[Literal["implemented", "partial", "text only"], ...] = (
    "implemented",
    "partial",
    "text only",
)


@router.get("/engine/cards")
def engine_cards(
    request: Request,
    reference: ReferenceDep,
    status: Annotated[str, Query(max_length=20)] = "",
    page: Annotated[str, Query(max_length=12)] = "1",
) -> Response:
    """Every card in the engine's pool, with how much of it the engine models, a page at a time."""
    if status and status not in ENGINE_STATUSES:
        raise HTTPException(
            400, f"Unknown status {status[:20]!r}: implemented, partial, text only."
        )
    number = int(page) if page.isascii() and page.isdigit() else 0
    if number < 1:
        raise HTTPException(400, f"page must be a whole number from 1, got {page[:12]!r}.")
    shown = next((s for s in ENGINE_STATUSES if s == status), None)
    start = (number - 1) * ENGINE_CARDS_PER_PAGE
    total, entries = status_page(shown, start, ENGINE_CARDS_PER_PAGE)
    pages = max(1, -(-total // ENGINE_CARDS_PER_PAGE))
    if number > pages:
        raise HTTPException(
            404,
            f"page {number} is beyond the list: there {'is' if pages == 1 else 'are'} "
            f"{pages} page{'' if pages == 1 else 's'}.",
        )
    urls = {e.folded: url for e in entries if (url := reference.card_url(e.folded))}
    return render(
        request,
        "engine_cards.html",
        {
            "entries": entries,
            "urls": urls,
            "summary": status_counts(),
            "status": status,
            "count": total,
            "page": number,
            "pages": pages,
        },
    )


@router.get("/cards/{slug}")
def card(
    slug: Annotated[str, Path(max_length=MAX_CARD_PATH)], request: Request, reference: ReferenceDep
) -> Response:
    """A card's page: its faces, rulings, what the engine models of it and a Try it link."""
    view = reference.find_card(slug)
    if view is None:
        raise HTTPException(404, f"There is no card {slug[:60]!r} in the reference data.")
    if view.entry.slug != slug:
        # Another spelling of its name, of a face's name or of its slug: the page is at one URL.
        return RedirectResponse(f"/cards/{view.entry.slug}", status_code=301)
    return render(
        request,
        "card.html",
        {
            "view": view,
            "name_check": reference.check_name(view.name),
            "corpus_version": CORPUS_VERSION,
        },
    )


@router.get("/rulings")
def rulings_index(request: Request, reference: ReferenceDep) -> Response:
    return render(request, "rulings_index.html", {"topics": reference.rulings_by_topic()})


@router.get("/rulings/{ruling_id}")
def ruling(
    ruling_id: str, request: Request, reference: ReferenceDep, examples: ExamplesDep
) -> Response:
    found = reference.seed_ruling(ruling_id)
    if found is None:
        raise HTTPException(404, f"There is no ruling {ruling_id[:40]!r}.")
    cards = reference.cards_named(found.cards)
    shown = [
        (e, examples.run(e.name).applies_number, explorer.token_for(e.scenario))
        for e in examples.for_ruling(found.id)
    ]
    return render(request, "ruling.html", {"ruling": found, "cards": cards, "examples": shown})


@router.get("/names")
def names(
    request: Request,
    reference: ReferenceDep,
    check: Annotated[str, Query(max_length=200)] = "",
) -> Response:
    result = reference.check_name(check) if check.strip() else None
    return render(
        request,
        "names.html",
        {"lists": reference.name_lists(), "check": check, "result": result},
        block="check",
    )


@router.get("/names/{key}")
def name_list(
    key: str,
    request: Request,
    reference: ReferenceDep,
    q: Annotated[str, Query(max_length=200)] = "",
    check: Annotated[str, Query(max_length=200)] = "",
) -> Response:
    found = reference.name_list(key)
    if found is None:
        raise HTTPException(404, f"There is no name list {key[:30]!r}.")

    wanted = fold(q)
    shown = [n for n in found.names if wanted in fold(n)] if wanted else list(found.names)
    result = reference.check_name(check) if check.strip() else None
    block = "check" if request.headers.get("hx-target") == "check-result" else "names"
    return render(
        request,
        "name_list.html",
        {"list": found, "q": q, "shown": shown, "check": check, "result": result},
        block=block,
    )


@router.get("/examples")
def examples_index(request: Request, reference: ReferenceDep, examples: ExamplesDep) -> Response:
    groups: dict[str, list[object]] = {}
    for example in examples.examples.values():
        if example.is_contrast:
            continue
        topic = next((r.topic for r in reference.seed_rulings_of(example.rulings)), "Other")
        groups.setdefault(topic, []).append(example)
    return render(request, "examples_index.html", {"groups": sorted(groups.items())})


@router.get("/examples/{name}.json")
def example_json(name: str, examples: ExamplesDep) -> Response:
    example = examples.examples.get(name)
    if example is None:
        raise HTTPException(404, f"There is no example {name[:60]!r}.")
    body = json.dumps(example.scenario, ensure_ascii=False, indent=2)
    return Response(
        body,
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{example.name}.json"'},
    )


@router.get("/examples/{name}")
def example_page(
    name: str, request: Request, reference: ReferenceDep, examples: ExamplesDep
) -> Response:
    example = examples.examples.get(name)
    if example is None:
        raise HTTPException(404, f"There is no example {name[:60]!r}.")
    result = examples.run(name)
    # Numbered as the explorer numbers them ("Step N of M", step=N: issue 31 §7).
    number = {at: n for n, at in enumerate(shown_steps(result.output["events"]))}
    steps: dict[int, list[dict[str, object]]] = {}
    for e in result.output["events"]:
        steps.setdefault(number[int(e["step"])], []).append(e)
    rulings = reference.seed_rulings_of(example.rulings)
    partner = examples.examples.get(example.partner or "")
    return render(
        request,
        "example.html",
        {
            "example": example,
            "result": result,
            "steps": sorted(steps.items()),
            "rulings": rulings,
            "partner": partner,
            "token": explorer.token_for(example.scenario),
        },
    )


@router.get("/explore")
async def explore(
    request: Request,
    examples: ExamplesDep,
    s: Annotated[str, Query(max_length=MAX_TOKEN_CHARS + 100)] = "",
    at: Annotated[str, Query(max_length=12)] = "",
    step: Annotated[str, Query(max_length=12)] = "",
    build: Annotated[str, Query(max_length=12)] = "",
) -> Response:
    """The explorer: a scenario from a share link, stepped through one rules event at a time,
    at `step=N` (the page's number) or `at=N` (engine steps, SCENARIO.md): see `step_query`.

    `build=open` opens the builder (where a plain form's edit lands; htmx keeps it open by
    itself). A coroutine: the run is awaited in the engine pool and the page rendered in a
    thread, as one of the client's runs (`explorer_page`)."""
    intro = [e for e in examples.examples.values() if not e.is_contrast]
    if not s:
        return await render_off_loop(
            request, "explore.html", {"view": None, "error": None, "examples": intro}
        )

    def refused(message: str, status: int) -> Awaitable[Response]:
        context = {"view": None, "examples": intro, "error": message}
        return render_off_loop(request, "explore.html", context, status_code=status)

    try:
        agenda, number = step_query(at, step)
    except StepQuery as exc:
        return await refused(str(exc), 400)

    async def make() -> Response:
        try:
            view = await explorer_of(request).view(s, agenda, client_of(request), number=number)
        except (LinkError, ScenarioError) as exc:
            return await refused(str(exc), 400)
        except StepBeyondRun as exc:
            return await refused(str(exc), 404)
        return await render_off_loop(
            request,
            "explore.html",
            {"view": view, "error": None, "build_open": build == "open"},
            block="explorer",
        )

    return await explorer_page(request, make)


@router.get("/about")
def about(request: Request, reference: ReferenceDep) -> Response:
    return render(
        request,
        "about.html",
        {"sources": reference.sources, "counts": reference.counts(), "corpus": CORPUS_SOURCE},
    )


@router.get("/healthz")
async def healthz(request: Request, reference: ReferenceDep) -> Response:
    """Liveness for load balancers and Docker: 200 when the short-link store answers, else 503;
    `"status": "full"` (still 200: links open and the explorer runs) while the store's disk is
    full and new short links are refused with 507."""
    link_store: LinkStore = request.app.state.links
    try:
        stats = await run_in_threadpool(link_store.stats)
    except StoreUnavailable as exc:
        store: dict[str, Any] = {"backend": link_store.backend, "ok": False, "error": str(exc)}
        return JSONResponse(
            {"status": "unavailable", "cr_date": reference.effective_date, "store": store},
            status_code=503,
        )
    store = {"ok": True, **stats.to_data()}
    status = "ok"
    if link_store.disk_full is not None:  # reads work; new links are refused (507)
        status = "full"
        store.update(ok=False, full=True, error=link_store.disk_full)
    service = explorer_of(request)
    engine = {
        **service.pool.stats(),
        "cache_bytes": service.cache.bytes,
        "cache_max_bytes": service.cache.max_bytes,
    }
    return JSONResponse(
        {
            "status": status,
            "cr_date": reference.effective_date,
            "store": store,
            "engine": engine,
        }
    )
