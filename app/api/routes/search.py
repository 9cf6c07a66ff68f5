from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, HTTPException, Query

from app.api.schemas import ErrorPublic, FragmentPublic, SearchHitPublic, SearchPublic
from app.deps import ReferenceDep
from app.reference.search import KINDS, MAX_PAGE, MAX_QUERY_LENGTH, PageOutOfRange, SearchError

router = APIRouter(tags=["search"])


@router.get(
    "/search",
    response_model=SearchPublic,
    responses={400: {"model": ErrorPublic}, 404: {"model": ErrorPublic}},
    summary="Search rules, glossary, keywords, rulings, cards and names",
)
def search(
    reference: ReferenceDep,
    q: Annotated[str, Query(max_length=MAX_QUERY_LENGTH, description="The words to find.")],
    kind: Annotated[str | None, Query(description=f"One of: {', '.join(KINDS)}.")] = None,
    page: Annotated[int, Query(ge=1, le=MAX_PAGE)] = 1,
) -> SearchPublic:
    """Words are folded (’ and ', Æ and ae, case, accents) and the last is a prefix."""
    try:
        results = reference.search(q, kind=kind or None, page=page)
    except PageOutOfRange as exc:
        raise HTTPException(404, str(exc)) from exc
    except SearchError as exc:
        raise HTTPException(400, str(exc)) from exc
    return SearchPublic(
        query=results.query,
        kind=results.kind,
        page=results.page,
        pages=results.pages,
        total=results.total,
        counts=results.counts,
        jump=results.jump,
        suggestion=results.suggestion,
        results=[
            SearchHitPublic(
                kind=h.kind,
                key=h.key,
                title=h.title,
                url=h.url,
                snippet=[FragmentPublic(text=f.text, hit=f.hit) for f in h.snippet],
            )
            for h in results.hits
        ],
    )
