"""Every card's dated rulings (MTGJSON 5.2.0, to April 2022), filtered by card, date and words."""

from __future__ import annotations

import datetime
from typing import Annotated

from fastapi import APIRouter, HTTPException, Path, Query, Response

from app.api.schemas import CardRulingPublic, ErrorPublic, InvalidPublic
from app.deps import ReferenceDep
from app.reference.card_rulings import DatedRuling
from app.reference.catalog import MAX_CARD_PATH
from app.services.reference import ReferenceService

router = APIRouter(tags=["rulings"])

#: Most rulings one page lists.
MAX_RULINGS_PER_PAGE = 500
#: The highest page number taken (24,589 rulings are 50 pages of 500, or 2,459 of 10).
MAX_RULINGS_PAGE = 10_000
#: Longest `q`, and most words in it: each word is one scan of the matching rulings' text.
MAX_RULINGS_QUERY = 200
MAX_RULINGS_WORDS = 12
#: A date as the rulings have them: YYYY-MM-DD.
ISO_DATE = r"^\d{4}-\d{2}-\d{2}$"
#: Longest ruling id in a path (ids are "mr-" and 10 hex digits).
MAX_RULING_ID = 40


def public_ruling(
    reference: ReferenceService, ruling: DatedRuling, card: str | None = None
) -> CardRulingPublic:
    """A dated ruling as the API shows it, pointing at `card`'s page (else its first card's)."""
    return CardRulingPublic(
        id=ruling.id,
        date=ruling.date,
        text=ruling.text,
        cards=list(ruling.cards),
        rules=list(ruling.rules),
        source=f"MTGJSON {reference.card_rulings_source['version']}",
        url=reference.card_ruling_url(ruling, card),
    )


def _invalid(detail: str, path: str) -> HTTPException:
    return HTTPException(422, {"detail": detail, "path": path})


def _day(value: str | None, name: str) -> str | None:
    """An ISO date of the calendar ("2020-02-30" isn't one), as given; None for none."""
    if value is None:
        return None
    try:
        return datetime.date.fromisoformat(value).isoformat()
    except ValueError as exc:
        raise _invalid(f"query {name}: {value!r} isn't a date ({exc})", f"query.{name}") from None


@router.get(
    "/card-rulings",
    response_model=list[CardRulingPublic],
    responses={
        404: {"model": ErrorPublic, "description": "No such card, or the page is beyond the list."},
        422: {"model": InvalidPublic},
    },
    summary="Every card's dated rulings, newest first, by card, date range and words",
)
def card_rulings(
    reference: ReferenceDep,
    response: Response,
    card: Annotated[
        str | None,
        Query(
            max_length=MAX_CARD_PATH,
            description="Only this card's rulings: its name, a face's name or its slug.",
            examples=["Humility"],
        ),
    ] = None,
    since: Annotated[
        str | None,
        Query(
            pattern=ISO_DATE,
            description="Only rulings of this day or later (YYYY-MM-DD).",
            json_schema_extra={"format": "date"},
            examples=["2006-01-01"],
        ),
    ] = None,
    until: Annotated[
        str | None,
        Query(
            pattern=ISO_DATE,
            description="Only rulings of this day or earlier (YYYY-MM-DD).",
            json_schema_extra={"format": "date"},
            examples=["2009-12-31"],
        ),
    ] = None,
    q: Annotated[
        str | None,
        Query(
            max_length=MAX_RULINGS_QUERY,
            description=f"Words the ruling's text holds, each as the start of a word (case, "
            f"accents and apostrophes aside); at most {MAX_RULINGS_WORDS}.",
            examples=["timestamp"],
        ),
    ] = None,
    page: Annotated[int, Query(ge=1, le=MAX_RULINGS_PAGE)] = 1,
    per_page: Annotated[int, Query(ge=1, le=MAX_RULINGS_PER_PAGE)] = 100,
) -> list[CardRulingPublic]:
    """The rulings data is MTGJSON 5.2.0's, which ends in April 2022: a card printed later has
    none here (its `/cards/{name}` says so in `rulings_data`). The `X-Total-Count` header holds
    how many rulings match; a ruling given to several cards is listed once, with all of them."""
    first, last = _day(since, "since"), _day(until, "until")
    words = (q or "").split()
    if len(words) > MAX_RULINGS_WORDS:
        raise _invalid(f"query q: {len(words)} words; at most {MAX_RULINGS_WORDS}", "query.q")
    if first and last and first > last:
        raise _invalid(f"query since: {first} is after until ({last})", "query.since")
    view = None
    if card is not None:
        view = reference.find_card(card)
        if view is None:
            raise HTTPException(404, f"no card named {card!r} in the reference data")
    found = reference.card_rulings(
        card=view,
        since=first,
        until=last,
        words=words,
    )
    start = (page - 1) * per_page
    if page > 1 and start >= len(found):
        raise HTTPException(404, f"page {page} is beyond the {len(found)} rulings")
    response.headers["X-Total-Count"] = str(len(found))
    name = view.name if view else None
    return [public_ruling(reference, r, name) for r in found[start : start + per_page]]


@router.get(
    "/card-rulings/{ruling_id}",
    response_model=CardRulingPublic,
    responses={404: {"model": ErrorPublic}},
    summary="One dated card ruling by its stable id",
)
def card_ruling(
    ruling_id: Annotated[str, Path(max_length=MAX_RULING_ID, examples=["mr-0a1b2c3d4e"])],
    reference: ReferenceDep,
) -> CardRulingPublic:
    found = reference.card_ruling(ruling_id)
    if found is None:
        raise HTTPException(404, f"no card ruling with id {ruling_id!r}")
    return public_ruling(reference, found)
