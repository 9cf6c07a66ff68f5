"""The ability persist and undying stand for (CR 702.79a, 702.93a): one rule with two counters.

"When this permanent is put into a graveyard from the battlefield, if it had no [counter]
counters on it, return it to the battlefield under its owner's control with a [counter] counter
on it." — persist with -1/-1, undying with +1/+1. The condition looks at the permanent as it last
existed (603.10a); the card returns from the graveyard as a new object (400.7). Each keyword's
package makes its ability and its card page's words here from its spelling, rule and counter.
"""

from __future__ import annotations

from engine.cards.vocabulary.card import Triggered
from engine.cards.vocabulary.library import ReturnToBattlefield
from engine.cards.vocabulary.triggers import Trigger


def returns_with_counter(keyword: str, counter: str) -> Triggered:
    """The triggered ability `keyword` stands for, returning with `counter` (702.79a, 702.93a)."""
    return Triggered(
        trigger=Trigger(event="put_into_graveyard", without_counter=counter),
        effects=(ReturnToBattlefield(target="self", counter=counter),),
        text=f"{keyword} (when this dies, if it had no {counter} counters on it, return it to "
        f"the battlefield under its owner's control with a {counter} counter on it)",
    )


def returns_with_counter_words(keyword: str, rule: str, counter: str) -> str:
    """What the card page says for the keyword `keyword` (its instance's spelling)."""
    return (
        f"the keyword {keyword} ({rule}), a triggered ability: when this dies, if it had no "
        f"{counter} counters on it, it returns to the battlefield under its owner's control "
        f"with a {counter} counter on it"
    )
