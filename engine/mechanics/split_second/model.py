"""Split second's spelling, a keyword with no parameter (702.61a); it has no instruction of its
own: it is a rule on casting and activating (`rules`)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

SPLIT_SECOND = keyword_name("Split second")
