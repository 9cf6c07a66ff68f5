from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, HTTPException, Path

from app.api.schemas import ErrorPublic, RulePublic, RuleSummaryPublic
from app.deps import ReferenceDep
from app.reference.store import Rule
from app.services.reference import ReferenceService

router = APIRouter(tags=["rules"])


def summary(rule: Rule | None) -> RuleSummaryPublic | None:
    if rule is None:
        return None
    return RuleSummaryPublic(
        number=rule.number, kind=rule.kind, title=rule.title, url=f"/rules/{rule.number}"
    )


def _public(reference: ReferenceService, rule: Rule, *, depth: int) -> RulePublic:
    links = reference.rule_links(rule)
    return RulePublic(
        number=rule.number,
        kind=rule.kind,
        text=rule.text,
        examples=list(rule.examples),
        references=links.references,
        irregular=rule.irregular,
        url=f"/rules/{rule.number}",
        parent=summary(links.parent),
        previous=summary(links.previous),
        next=summary(links.next),
        children=[_public(reference, c, depth=depth - 1) for c in links.children]
        if depth > 0
        else [],
        rulings=[r.id for r in links.rulings],
        card_rulings=[r.id for r in links.card_rulings],
        effective_date=reference.effective_date,
    )


@router.get(
    "/rules",
    response_model=list[RuleSummaryPublic],
    summary="The nine sections of the Comprehensive Rules",
)
def sections(reference: ReferenceDep) -> list[RuleSummaryPublic]:
    return [s for r, _ in reference.sections() if (s := summary(r)) is not None]


@router.get(
    "/rules/{number}",
    response_model=RulePublic,
    responses={404: {"model": ErrorPublic}},
    summary="One rule with the rules under it (two levels deep)",
)
def rule(number: Annotated[str, Path(examples=["613.1a"])], reference: ReferenceDep) -> RulePublic:
    found = reference.rule(number)
    if found is None:
        raise HTTPException(
            404, f"no rule numbered {number!r} in the CR of {reference.effective_date}"
        )
    return _public(reference, found, depth=2)
