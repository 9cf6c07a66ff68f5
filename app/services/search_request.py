"""A search's parameters, validated once for the search page and `/api/v1/search` (issue 27).

The API takes `SearchRequest` as its query model, so its OpenAPI spec shows these bounds and a
bad parameter is a 422 naming it; the page validates the same model (`read_search`) and shows
the same sentence with a 400. The checks run before pydantic's own, so both surfaces say one
thing: "page must be a whole number from 1 to 500, got '0'", not a type error of the framework.
"""

from __future__ import annotations

from typing import Any, Literal

from fastapi.concurrency import run_in_threadpool
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import PydanticCustomError

from app.reference.search import MAX_PAGE, MAX_QUERY_LENGTH
from app.reference.search_results import KINDS, Kind, Results, SearchError
from app.services.reference import ReferenceService
from app.services.runner import ClientSlots


class SearchInvalid(SearchError):
    """A search parameter that can't be taken; `field` is which (q, kind or page)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


class SearchRequest(BaseModel):
    """What to search for, of which kind, and which page of the results."""

    model_config = ConfigDict(frozen=True)

    q: str = Field(
        max_length=MAX_QUERY_LENGTH, description="The words to find.", examples=["populate"]
    )
    #: Empty is every kind, as a form's "any kind" sends it (the spec says so: "" is allowed).
    kind: Kind | Literal[""] | None = Field(
        default=None, description="Only results of this kind (empty: every kind)."
    )
    page: int = Field(default=1, ge=1, le=MAX_PAGE)

    @property
    def only(self) -> Kind | None:
        """The kind asked for; None for every kind."""
        return self.kind or None

    @field_validator("q", mode="before")
    @classmethod
    def _query(cls, value: Any) -> Any:
        if isinstance(value, str) and len(value) > MAX_QUERY_LENGTH:
            raise PydanticCustomError(
                "query_too_long",
                "the query is {length} characters long; the limit is {limit}",
                {"length": len(value), "limit": MAX_QUERY_LENGTH},
            )
        return value

    @field_validator("kind", mode="before")
    @classmethod
    def _kind(cls, value: Any) -> Any:
        if value is None or value == "":  # a form's "any kind"
            return None
        if value not in KINDS:
            raise PydanticCustomError(
                "unknown_kind",
                "unknown kind {kind}; expected one of {kinds}",
                {"kind": repr(str(value)[:30]), "kinds": ", ".join(KINDS)},
            )
        return value

    @field_validator("page", mode="before")
    @classmethod
    def _page(cls, value: Any) -> Any:
        # ASCII digits only, as every page number of the site: int() would also read " 5",
        # "+5", "1_0" and "١٢".
        text = str(value)
        digits = text.isascii() and text.isdigit() and len(text) <= len(str(MAX_PAGE))
        if not digits or not 1 <= int(text) <= MAX_PAGE:
            raise PydanticCustomError(
                "page_number",
                "page must be a whole number from 1 to {limit}, got {page}",
                {"limit": MAX_PAGE, "page": repr(text[:12])},
            )
        return int(text)


def read_search(q: str, kind: str | None, page: str) -> SearchRequest:
    """The page's parameters as the API reads them; SearchInvalid naming the first bad one."""
    try:
        return SearchRequest.model_validate({"q": q, "kind": kind, "page": page})
    except ValidationError as exc:
        first = exc.errors()[0]
        raise SearchInvalid(str(first["loc"][0]), first["msg"]) from None


async def run_search(
    reference: ReferenceService, wanted: SearchRequest, searches: ClientSlots, client: str
) -> Results:
    """The search, for the page and the API alike: in the thread pool (a card query of many
    terms takes a while), at most `searches`' limit of one client's at once (`ClientBusy`
    beyond, issue 26)."""
    with searches.held(client):
        return await run_in_threadpool(
            reference.search, wanted.q, kind=wanted.only, page=wanted.page
        )
