from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Annotated
from weakref import WeakKeyDictionary

from fastapi import APIRouter, HTTPException, Query, Request, Response
from pydantic import TypeAdapter

from app.api.schemas import (
    CitedRulePublic,
    ErrorPublic,
    FragmentPublic,
    InvalidPublic,
    SearchHitPublic,
    SearchPublic,
    TermPublic,
)
from app.deps import ReferenceDep
from app.reference.search_results import PageOutOfRange, SearchError
from app.services.reference import ReferenceService
from app.services.runner import ClientBusy, ClientSlots, EnginePool
from app.services.search_request import SearchRequest, run_search

router = APIRouter(tags=["search"])

#: Response bodies kept per reference service, by (query, kind, page): about 4 KB each.
BODY_CACHE_SIZE = 1024
#: What FastAPI serializes a `response_model=SearchPublic` answer with, so the bytes are the same.
_SEARCH_JSON = TypeAdapter(SearchPublic)


@router.get(
    "/search",
    response_model=SearchPublic,
    responses={
        404: {"model": ErrorPublic, "description": "The page is beyond the results."},
        422: {
            "model": InvalidPublic,
            "description": "The query can't be run as given, or is over a cost bound (too "
            "many terms, a text term too short); the detail names the term.",
        },
        429: {
            "model": ErrorPublic,
            "description": "This client already has its most searches running.",
            "headers": {
                "Retry-After": {"description": "Seconds to wait.", "schema": {"type": "integer"}}
            },
        },
    },
    summary="Search rules, glossary, keywords, rulings, cards and names",
)
async def search(
    request: Request,
    reference: ReferenceDep,
    wanted: Annotated[SearchRequest, Query()],
) -> Response:
    """Words are folded (’ and ', Æ and ae, case, accents) and the last is a prefix."""
    # A cached answer is sent from the event loop; a search runs in the thread pool (a card
    # query of many terms took seconds of CPU, issue 26), at most `search_client_searches` of
    # one client's at once (429 beyond), counted as its runs are.
    key = (wanted.q, wanted.only, wanted.page)
    bodies = _bodies_of(reference)
    body = bodies.get(key)
    if body is None:
        searches: ClientSlots = request.app.state.searches
        pool: EnginePool = request.app.state.engine
        client = pool.client(request.client.host if request.client else None)
        try:
            results = await run_search(reference, wanted, searches, client)
        except ClientBusy as exc:
            headers = {"Retry-After": str(exc.retry_after)}
            raise HTTPException(exc.status, str(exc), headers=headers) from exc
        except PageOutOfRange as exc:
            raise HTTPException(404, str(exc)) from exc
        except SearchError as exc:
            # A card query over its cost bounds (too many terms, a text term too short).
            raise HTTPException(422, {"detail": str(exc), "path": "query"}) from exc
        answer = SearchPublic(
            query=results.query,
            kind=results.kind,
            page=results.page,
            pages=results.pages,
            total=results.total,
            counts=results.counts,
            jump=results.jump,
            suggestion=results.suggestion,
            corrected=results.corrected,
            syntax_error=results.syntax_error,
            partial=results.partial,
            forms=list(results.forms),
            results=[
                SearchHitPublic(
                    kind=h.kind,
                    key=h.key,
                    title=h.title,
                    url=h.url,
                    snippet=[FragmentPublic(text=f.text, hit=f.hit) for f in h.snippet],
                    status=h.status,
                )
                for h in results.hits
            ],
            terms=[
                TermPublic(
                    term=t.term,
                    url=t.url,
                    rules=[
                        CitedRulePublic(number=r.number, label=r.label, url=r.url) for r in t.rules
                    ],
                )
                for t in results.terms
            ],
        )
        body = _SEARCH_JSON.dump_json(answer, by_alias=True)
        bodies.put(key, body)
    return Response(content=body, media_type="application/json")


class _Bodies:
    """The latest response bodies of one reference service (least recently used go first).

    The search index is read-only and immutable, so a request always gets the same answer; a
    body from here skips the search, building the response model and serializing it.
    """

    def __init__(self, size: int) -> None:
        self._size = size
        self._items: OrderedDict[tuple[str, str | None, int], bytes] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple[str, str | None, int]) -> bytes | None:
        with self._lock:
            body = self._items.get(key)
            if body is not None:
                self._items.move_to_end(key)
            return body

    def put(self, key: tuple[str, str | None, int], body: bytes) -> None:
        with self._lock:
            self._items[key] = body
            if len(self._items) > self._size:
                self._items.popitem(last=False)


#: Weak keys: a service (and its cache) goes when its app does.
_caches: WeakKeyDictionary[ReferenceService, _Bodies] = WeakKeyDictionary()
_caches_lock = threading.Lock()


def _bodies_of(reference: ReferenceService) -> _Bodies:
    bodies = _caches.get(reference)
    if bodies is None:
        with _caches_lock:
            bodies = _caches.setdefault(reference, _Bodies(BODY_CACHE_SIZE))
    return bodies
