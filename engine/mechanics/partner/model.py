"""The spellings of the partner abilities that function only before the game begins (702.124a):
partner (702.124h), the four partner—[text] abilities (702.124i), choose a Background (702.124k)
and Doctor's companion (702.124m)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

PARTNER = keyword_name("Partner")
#: "The 'partner—[text]' abilities are …" (702.124i): these four, each its own.
PARTNER_TEXT = tuple(
    keyword_name(f"Partner—{text}")
    for text in ("Character select", "Father & son", "Friends forever", "Survivors")
)
CHOOSE_A_BACKGROUND = keyword_name("Choose a Background")
DOCTORS_COMPANION = keyword_name("Doctor's companion")
#: Each with the rule that says what it allows.
RULES = {
    PARTNER: "702.124h",
    **dict.fromkeys(PARTNER_TEXT, "702.124i"),
    CHOOSE_A_BACKGROUND: "702.124k",
    DOCTORS_COMPANION: "702.124m",
}
