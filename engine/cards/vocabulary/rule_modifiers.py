"""Static abilities that turn a rule of the game off while their permanent is on the battlefield
(101.1: a card's text overrides the rules it contradicts).

"The "legend rule" doesn't apply." (Mirror Gallery): the state-based action putting all but one
of a player's legendary permanents with the same name into the graveyard (704.5j) isn't
performed; `engine.rules.state_based_actions` asks it.
"""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import Model


class LegendRuleDoesntApply(Model):
    """ "The "legend rule" doesn't apply." (704.5j, 101.1): while this permanent is on the
    battlefield with its abilities, no player's legendary permanents are put into the graveyard
    for sharing a name."""

    kind: Literal["legend_rule_doesnt_apply"] = "legend_rule_doesnt_apply"
    text: str = ""
