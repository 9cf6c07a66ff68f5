"""What the card page says for Foretell [cost] (702.143a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.foretell.model import FORETELL, FORETELL_PAYMENT, RULE


@keyword_words(FORETELL)
def keyword(keyword: str) -> str:
    cost = keyword.removeprefix(f"{FORETELL} ")
    return (
        f"Foretell {cost}: during their turn, its owner may pay {FORETELL_PAYMENT} and exile it "
        f"from their hand face down, a special action ({RULE}, 116.2h: the `special_action` "
        f'"foretell"); after that turn, they may cast it from exile for {cost} rather than its '
        "mana cost"
    )
