from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, HTTPException, Path

from app.api.schemas import ErrorPublic, GlossaryTermPublic
from app.deps import ReferenceDep
from app.reference.store import GlossaryTerm
from app.services.reference import ReferenceService

router = APIRouter(tags=["glossary"])


def _public(reference: ReferenceService, term: GlossaryTerm) -> GlossaryTermPublic:
    return GlossaryTermPublic(
        term=term.term,
        slug=term.slug,
        text=term.text,
        references=reference.references(term.text),
        url=f"/glossary/{term.slug}",
    )


@router.get("/glossary", response_model=list[GlossaryTermPublic], summary="Every glossary term")
def glossary(reference: ReferenceDep) -> list[GlossaryTermPublic]:
    return [_public(reference, t) for t in reference.glossary]


@router.get(
    "/glossary/{slug}",
    response_model=GlossaryTermPublic,
    responses={404: {"model": ErrorPublic}},
    summary="One glossary term, by its slug (e.g. 'state-based-actions')",
)
def term(
    slug: Annotated[str, Path(examples=["state-based-actions"])], reference: ReferenceDep
) -> GlossaryTermPublic:
    found = reference.glossary_term(slug)
    if found is None:
        raise HTTPException(404, f"no glossary term with slug {slug!r}")
    return _public(reference, found)
