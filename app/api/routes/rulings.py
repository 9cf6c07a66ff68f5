from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, HTTPException, Path, Query

from app.api.schemas import ErrorPublic, SeedRulingPublic
from app.deps import ReferenceDep
from app.reference.store import SeedRuling

router = APIRouter(tags=["rulings"])


def _public(ruling: SeedRuling) -> SeedRulingPublic:
    return SeedRulingPublic(
        id=ruling.id,
        text=ruling.text,
        topic=ruling.topic,
        cr_rule=ruling.cr_rule,
        cards=list(ruling.cards),
        sources=list(ruling.sources),
        url=f"/rulings/{ruling.id}",
    )


@router.get(
    "/rulings",
    response_model=list[SeedRulingPublic],
    summary="The seed rulings, optionally of one topic",
)
def rulings(
    reference: ReferenceDep,
    topic: Annotated[
        str | None,
        Query(max_length=60, description="A topic, such as Populate.", examples=["Populate"]),
    ] = None,
) -> list[SeedRulingPublic]:
    found = [
        r for r in reference.seed_rulings if topic is None or r.topic.casefold() == topic.casefold()
    ]
    return [_public(r) for r in found]


@router.get(
    "/rulings/{ruling_id}",
    response_model=SeedRulingPublic,
    responses={404: {"model": ErrorPublic}},
    summary="One seed ruling by its stable id",
)
def ruling(
    ruling_id: Annotated[str, Path(examples=["sr-44e2211730"])], reference: ReferenceDep
) -> SeedRulingPublic:
    found = reference.seed_ruling(ruling_id)
    if found is None:
        raise HTTPException(404, f"no ruling with id {ruling_id!r}")
    return _public(found)
