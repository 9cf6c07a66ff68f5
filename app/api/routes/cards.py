from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, HTTPException, Path
from pydantic import BaseModel, Field

from app.api.schemas import CardPublic, CardRulingPublic, CardSummaryPublic, ErrorPublic
from app.deps import ReferenceDep
from app.reference.folding import slug as slugify
from engine import pool_status

router = APIRouter(tags=["cards"])


@router.get("/cards", response_model=list[CardSummaryPublic], summary="Every card, by name")
def cards(reference: ReferenceDep) -> list[CardSummaryPublic]:
    return [
        CardSummaryPublic(name=c.name, slug=c.slug, type_line=c.type_line, url=f"/cards/{c.slug}")
        for c in reference.store.cards
    ]


@router.get(
    "/cards/{name}",
    response_model=CardPublic,
    responses={404: {"model": ErrorPublic}},
    summary='One card by slug or name (folded: "Urza\'s Tower" = "urza-s-tower")',
)
def card(
    name: Annotated[str, Path(examples=["urza-s-tower", "Urza's Tower"])], reference: ReferenceDep
) -> CardPublic:
    found = reference.store.cards_by_slug.get(slugify(name))
    if found is None:
        raise HTTPException(404, f"no card named {name!r} in the reference data")
    return CardPublic(
        name=found.name,
        slug=found.slug,
        sets=list(found.sets),
        mana_cost=found.mana_cost,
        type_line=found.type_line,
        power=found.power,
        toughness=found.toughness,
        oracle=found.oracle,
        original_text=found.original_text,
        original_type=found.original_type,
        token=found.token,
        rulings=[CardRulingPublic(date=r.date, text=r.text) for r in found.rulings],
        seed_rulings=[r.id for r in reference.store.rulings_for_card(found)],
        source=found.source,
        url=f"/cards/{found.slug}",
    )


class EngineCardPublic(BaseModel):
    name: str
    status: str = Field(description="implemented, partial or text only")
    unsupported: list[str] = Field(description="Oracle lines the engine doesn't model.")


@router.get(
    "/engine/cards",
    response_model=list[EngineCardPublic],
    summary="Every card in the rules engine's pool, with how much of it is modelled",
)
def engine_cards() -> list[EngineCardPublic]:
    return [
        EngineCardPublic(name=e.name, status=e.status, unsupported=list(e.unsupported))
        for e in pool_status()
    ]
