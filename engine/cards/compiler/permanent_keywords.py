"""Words for the keywords of permanents not in a mechanic's package (hexproof from 702.11d, riot
702.136a, unleash 702.98a), which the card page shows as "The engine reads this as: …"."""

from __future__ import annotations


def keyword_words(keyword: str) -> str | None:
    """What the engine does with a keyword of this family, or None for another keyword."""
    if keyword.startswith("Hexproof from "):
        q = keyword.removeprefix("Hexproof from ")
        return (
            f"the keyword {keyword} (702.11d): it can't be the target of {q} spells or abilities "
            f"from {q} sources its controller's opponents control"
        )
    if keyword == "Riot":
        return (
            "the keyword Riot (702.136a): you may have this enter with an additional +1/+1 "
            "counter on it (614.1c, chosen as it enters, 614.12a); if you don't, it gains haste"
        )
    if keyword == "Unleash":
        return (
            "the keyword Unleash (702.98a): you may have this enter with an additional +1/+1 "
            "counter on it (614.1c, chosen as it enters, 614.12a); it can't block as long as it "
            "has a +1/+1 counter on it"
        )
    return None
