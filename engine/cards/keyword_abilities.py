"""The keyword abilities of 702, by the names the CR gives them (702.2-702.192), once: the
compiler's keyword lines (`compiler.shapes`) and the grammar's keywords (`grammar.phrases`) both
read them here, and they are read from the CR the project ships (`rules_lists`), so a keyword
added to the CR is added by importing the CR.

A title naming two abilities is two names, as cards print them (702.145 "Daybound and
Nightbound"). A title that isn't a word (702.186 "∞ (Infinity)", a symbol) is not listed: listing
it would change how the cards printing it read — a change of its own, not this list's.
"""

from __future__ import annotations

from engine.cards.rules_lists import KEYWORD_ABILITIES_RULE, titles

#: The names, in the CR's order (Title Case, as a keyword line prints them).
KEYWORD_ABILITIES: tuple[str, ...] = tuple(
    name
    for title in titles(KEYWORD_ABILITIES_RULE)
    if title[:1].isalpha()
    for name in title.split(" and ")
)
