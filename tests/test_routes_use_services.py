"""Routes ask the reference service, never reach through it into the store (issue 27 §4).

Pages and the JSON API are two thin routers over one service layer (ARCHITECTURE.md): a route
that reads `reference.store.…` or `reference.catalog.…` itself is a second way to the data, and
the place where the pages and the API drift apart. Every route module (and the template set-up,
which hands the templates the service, not the store) is parsed; any attribute of the service's
store, catalog, search index or card views read in one fails the test; no template names the
store.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

APP = Path(__file__).resolve().parents[1] / "app"
#: The modules that hold routes: the pages' and the API's.
ROUTE_MODULES = sorted(
    [*(APP / "web").glob("*.py"), *(APP / "api" / "routes").glob("*.py")],
)
#: A template naming the store: `store.by_number`, `seed_provenance(r, store)`.
STORE = re.compile(r"\bstore(\.\w|\))")
#: What the service keeps to itself.
INSIDE = frozenset({"store", "catalog", "index", "card_views"})


def reaches_in(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, `reference.x`) wherever the service's insides are read."""
    return sorted(
        (node.lineno, f"reference.{node.attr}")
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and node.attr in INSIDE
        and isinstance(node.value, ast.Name)
        and node.value.id == "reference"
    )


def test_routes_go_through_the_reference_service() -> None:
    assert len(ROUTE_MODULES) > 10
    offending = [
        f"{path.relative_to(APP.parent)}:{line}: {reached}"
        for path in ROUTE_MODULES
        for line, reached in reaches_in(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert offending == [], "routes reach into the reference service:\n" + "\n".join(offending)


def test_the_check_sees_a_reach_anywhere_in_a_route() -> None:
    tree = ast.parse(
        "def page(reference):\n"
        "    rules = reference.store.rules\n"
        "    return [c for c in reference.catalog.cards] + [reference.rules]\n"
    )
    assert reaches_in(tree) == [(2, "reference.store"), (3, "reference.catalog")]


def test_templates_ask_the_service_not_the_store() -> None:
    templates = sorted((APP.parent / "templates").glob("*.html"))
    assert templates
    offending = [
        f"{path.name}:{n}"
        for path in templates
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if STORE.search(line)
    ]
    assert offending == [], "templates reach into the store:\n" + "\n".join(offending)
