""" "has base power and toughness 4/1", "has base power 0", "have base toughness 1": a base
power and toughness set in layer 7b (613.4b) — both, or only the one said, the other left as
the earlier layers made it — read from a "has" / "have" predicate's words, for a static
ability and a resolving spell's or ability's effect alike (611.2a, 611.3a). A number beside X
or a star ("X/X", "*/*") isn't read here.
"""

from __future__ import annotations

from engine.cards.grammar.tree import Part
from engine.cards.vocabulary import SetPowerToughness

#: The words before the number(s), and which of power and toughness they set.
_SAID = {
    ("base", "power", "and", "toughness"): "both",
    ("base", "power"): "power",
    ("base", "toughness"): "toughness",
}


def base_power_toughness(text: tuple[Part, ...]) -> SetPowerToughness | None:
    """The layer 7b change `text` says ("base power and toughness 0/1"), or None."""
    if not text or not all(isinstance(w, str) for w in text):
        return None
    *head, value = (w for w in text if isinstance(w, str))
    which = _SAID.get(tuple(w.lower() for w in head))
    if which is None:
        return None
    if which == "both":
        power, slash, toughness = value.partition("/")
        if not slash or not _number(power) or not _number(toughness):
            return None
        return SetPowerToughness(power=int(power), toughness=int(toughness))
    if not _number(value):
        return None
    return SetPowerToughness.model_validate({which: int(value)})


def _number(word: str) -> bool:
    """Whether `word` is a whole number 0 to 99 ("0", "13"): no X, no star, no sign."""
    return word.isdigit() and len(word) <= 2
