from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, HTTPException, Path

from app.api.schemas import ErrorPublic, RulePublic, RuleSummaryPublic
from app.deps import ReferenceDep
from app.reference.crossrefs import referenced_rules
from app.reference.store import ReferenceStore, Rule

router = APIRouter(tags=["rules"])


def summary(rule: Rule | None) -> RuleSummaryPublic | None:
    if rule is None:
        return None
    return RuleSummaryPublic(
        number=rule.number, kind=rule.kind, title=rule.title, url=f"/rules/{rule.number}"
    )


def _public(store: ReferenceStore, rule: Rule, *, depth: int) -> RulePublic:
    children = store.children.get(rule.number, []) if depth > 0 else []
    return RulePublic(
        number=rule.number,
        kind=rule.kind,
        text=rule.text,
        examples=list(rule.examples),
        references=referenced_rules(" ".join([rule.text, *rule.examples]), store.known_numbers),
        irregular=rule.irregular,
        url=f"/rules/{rule.number}",
        parent=summary(store.by_number.get(rule.parent) if rule.parent else None),
        previous=summary(store.neighbour(rule, -1)),
        next=summary(store.neighbour(rule, 1)),
        children=[_public(store, c, depth=depth - 1) for c in children],
        rulings=[r.id for r in store.rulings_for_rule(rule.number)],
        effective_date=store.effective_date,
    )


@router.get(
    "/rules",
    response_model=list[RuleSummaryPublic],
    summary="The nine sections of the Comprehensive Rules",
)
def sections(reference: ReferenceDep) -> list[RuleSummaryPublic]:
    return [
        s for r in reference.store.rules if r.kind == "section" if (s := summary(r)) is not None
    ]


@router.get(
    "/rules/{number}",
    response_model=RulePublic,
    responses={404: {"model": ErrorPublic}},
    summary="One rule with the rules under it (two levels deep)",
)
def rule(number: Annotated[str, Path(examples=["613.1a"])], reference: ReferenceDep) -> RulePublic:
    found = reference.store.rule(number)
    if found is None:
        raise HTTPException(
            404, f"no rule numbered {number!r} in the CR of {reference.store.effective_date}"
        )
    return _public(reference.store, found, depth=2)
