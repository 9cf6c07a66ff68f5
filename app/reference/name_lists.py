"""The Antiquities and Homelands name lists of CR 206.3b and 206.3c.

Golgothian Sylex and Apocalypse Chime care whether a permanent's name was "originally printed" in
those sets, and the CR settles it by listing the names. The lists are taken from the CR text itself,
exactly as written there: the Antiquities list is separated by commas, the Homelands list by
semicolons because one of its names ("Reveka, Wizard Savant") contains a comma.
"""

from __future__ import annotations

import re

ANTIQUITIES_RULE = "206.3b"
HOMELANDS_RULE = "206.3c"

_LIST = re.compile(r"Those names are (.+)\.$", re.DOTALL)


class NameListError(ValueError):
    """A name-list rule is not in the expected form."""


def parse_name_list(rule_text: str) -> list[str]:
    """Return the names listed in the text of rule 206.3b or 206.3c, in the CR's order."""
    m = _LIST.search(rule_text.strip())
    if m is None:
        raise NameListError(f"no 'Those names are …' list in {rule_text[:60]!r}")
    body = m.group(1)
    separator = ";" if ";" in body else ","
    names = []
    for part in body.split(separator):
        name = part.strip()
        if name.startswith("and "):
            name = name[4:]
        if not name:
            raise NameListError(f"empty name in list {body[:60]!r}")
        names.append(name)
    return names
