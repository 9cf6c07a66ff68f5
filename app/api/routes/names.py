from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, HTTPException, Path, Query

from app.api.schemas import (
    ErrorPublic,
    InvalidPublic,
    KeywordPublic,
    NameCandidatePublic,
    NameCheckPublic,
    NameListPublic,
)
from app.deps import ReferenceDep

router = APIRouter(tags=["names"])


@router.get(
    "/names/check",
    response_model=NameCheckPublic,
    responses={422: {"model": InvalidPublic, "description": "No name, or one too long."}},
    summary="Was this name originally printed in Antiquities or Homelands? (CR 206.3b, 206.3c)",
)
def check(
    reference: ReferenceDep,
    name: Annotated[
        str,
        Query(min_length=1, max_length=200, description="A card name.", examples=["Serra Aviery"]),
    ],
) -> NameCheckPublic:
    """A name matches a listed one when only case, accents, punctuation (’ ' - , :) and spaces
    differ. When neither list has it, the listed names within a few typing slips of it come back
    as `candidates` ("did you mean"), so a misspelt name is never answered with a bare "no".
    """
    result = reference.check_name(name)
    return NameCheckPublic(
        name=name,
        answer=result.kind,
        message=result.text,
        antiquities=result.matches.get("antiquities"),
        homelands=result.matches.get("homelands"),
        candidates=[
            NameCandidatePublic(name=c.name, list=c.list, score=c.score, rule=c.rule)
            for c in result.candidates
        ],
    )


@router.get(
    "/names/{list_key}",
    response_model=NameListPublic,
    responses={404: {"model": ErrorPublic}},
    summary="A name list: 'antiquities' (CR 206.3b) or 'homelands' (CR 206.3c)",
)
def name_list(
    list_key: Annotated[str, Path(examples=["homelands"])], reference: ReferenceDep
) -> NameListPublic:
    found = reference.name_list(list_key)
    if found is None:
        raise HTTPException(
            404, f"no name list {list_key!r}; expected 'antiquities' or 'homelands'"
        )
    return NameListPublic(
        key=found.key,
        set_name=found.set_name,
        rule=found.rule,
        count=len(found.names),
        names=list(found.names),
    )


keywords_router = APIRouter(tags=["keywords"])


@keywords_router.get(
    "/keywords", response_model=list[KeywordPublic], summary="Keyword abilities and actions"
)
def keywords(reference: ReferenceDep) -> list[KeywordPublic]:
    return [
        KeywordPublic(name=k.name, slug=k.slug, kind=k.kind, rule=k.rule, url=f"/keywords/{k.slug}")
        for k in reference.keywords
    ]
