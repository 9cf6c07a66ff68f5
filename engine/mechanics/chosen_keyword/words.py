"""What the card page says for a keyword chosen as the spell or ability resolves (608.2d)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import affected_words
from engine.cards.compiler.registry import targeted_effect_words


@targeted_effect_words("gain_chosen_keyword")
def chosen_keyword(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    who = affected_words(e, specs)
    options = list(e["options"])
    listed = ", ".join(options[:-1]) + f" or {options[-1]}"
    return (
        f"its controller chooses {listed} as it resolves (608.2d); {who} gains that keyword "
        "until end of turn (613.1f)"
    )
