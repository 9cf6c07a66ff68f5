"""Static abilities that turn a rule of the game off while their permanent is on the battlefield
(101.1: a card's text overrides the rules it contradicts).

"The "legend rule" doesn't apply." (Mirror Gallery), "… doesn't apply to permanents / Slivers
you control" (Sakashima of a Thousand Faces, Sliver Gravemother): the state-based action putting
all but one of a player's legendary permanents with the same name into the graveyard (704.5j)
isn't performed for them; `engine.rules.state_based_actions` asks it.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import Model
from engine.cards.vocabulary.filters import Filter


class LegendRuleDoesntApply(Model):
    """ "The "legend rule" doesn't apply." (704.5j, 101.1): while this permanent is on the
    battlefield with its abilities, no player's legendary permanents are put into the graveyard
    for sharing a name — or only those matching `filter` ("… doesn't apply to permanents you
    control": "you" is this permanent's controller, 109.5)."""

    kind: Literal["legend_rule_doesnt_apply"] = "legend_rule_doesnt_apply"
    filter: Filter | None = None
    text: str = ""


class BeginOnBattlefield(Model):
    """ "If this card is in your opening hand, you may begin the game with it on the
    battlefield." (the Leylines): an action a player may take with the card from their opening
    hand once the mulligans are done, before the first turn (103.6, 103.6a) — the starting
    player first, then each other player in turn order. It does nothing during the game: a
    scenario says it begins at the start of the game with `turn.start_of_game`."""

    kind: Literal["begin_on_battlefield"] = "begin_on_battlefield"
    text: str = ""


class Companion(Model):
    """ "Companion — [condition]" (702.139a), a keyword ability that functions outside the game:
    once during the game, while its owner has priority in a main phase of their turn with an
    empty stack, they may pay {3} and put the card, their revealed companion, from outside the
    game into their hand (a special action, 116.2g: `engine.mechanics.companion`). Its condition
    on the starting deck (702.139b) is kept as printed: it was checked before the game began
    (103.2b), which a scenario starts after."""

    kind: Literal["companion"] = "companion"
    condition: str = Field(default="", max_length=300)
    text: str = ""


class LoyaltyAtInstantSpeed(Model):
    """ "You may activate loyalty abilities of ~ on any player's turn any time you could cast an
    instant." (Teferi, Master of Time), "As long as ~ entered this turn, you may activate her
    loyalty abilities any time you could cast an instant." (The Wandering Emperor; with
    `entered_this_turn`), "… of planeswalkers you control …" (`whose` "you_control"): the
    timing of 606.3 — a main phase of their turn with an empty stack — no longer restricts
    them (101.1); one loyalty ability of a permanent a turn still does."""

    kind: Literal["loyalty_at_instant_speed"] = "loyalty_at_instant_speed"
    whose: Literal["self", "you_control"] = "self"
    entered_this_turn: bool = False
    text: str = ""


class AttackCost(Model):
    """ "Creatures can't attack you unless their controller pays {2} for each creature they
    control that's attacking you." (Ghostly Prison, Propaganda): a cost to attack this
    permanent's controller — `cost` for each creature declared attacking that player (not a
    planeswalker they control) — which the attacking player adds up as attackers are declared
    (508.1d, 508.1g-h) and pays from their mana pool (508.1i-j); a declaration they can't pay
    is refused. `engine.rules.combat_rules.attack_costs` adds them up."""

    kind: Literal["attack_cost"] = "attack_cost"
    cost: str = Field(pattern=r"^(?:\{(?:[1-9]|[WUBRGC])\})+$", max_length=20)
    text: str = ""


class AttackRestriction(Model):
    """ "Creatures with power greater than the number of cards in your hand can't attack."
    (Ensnaring Bridge): a restriction on declaring attackers (508.1c) for every creature, its
    controller's too — one whose power, as attackers are declared, is greater than the number
    of cards in this permanent's controller's hand (402.1) can't attack."""

    kind: Literal["attack_restriction"] = "attack_restriction"
    power_above: Literal["cards_in_your_hand"] = "cards_in_your_hand"
    text: str = ""


#: The rule-modifying abilities on declaring attackers: a cost (508.1d) or a restriction (508.1c).
AttackRules = AttackCost | AttackRestriction


class TriggersAdditionalTime(Model):
    """ "If an artifact or creature entering causes a triggered ability of a permanent you
    control to trigger, that ability triggers an additional time." (Panharmonicon), "If a
    creature dying causes …" (Teysa Karlov): while this permanent is on the battlefield, an
    ability of a permanent its controller controls that triggers on a permanent matching
    `filter` entering (603.6a) or dying (700.4, looked at as it last existed, 603.10a) triggers
    once more (603.2d) — each such permanent adds one; it doesn't apply to itself or to other
    effects that make abilities trigger additional times."""

    kind: Literal["triggers_additional_time"] = "triggers_additional_time"
    event: Literal["enters", "put_into_graveyard"] = "enters"
    filter: Filter = Filter()
    text: str = ""


class SkipExtraTurns(Model):
    """ "If an opponent would begin an extra turn, that player skips that turn instead."
    (Stranglehold), "If a player would begin an extra turn, …" (`who` "any"): a replacement
    effect of a static ability (614.10), relative to this permanent's controller, applied as such
    a turn (500.7) would begin — only while the permanent is on the battlefield then (the card's
    ruling: one that left before the turn began doesn't skip it).
    `engine.mechanics.extra_turns.rules` asks it."""

    kind: Literal["skip_extra_turns"] = "skip_extra_turns"
    who: Literal["opponents", "any"] = "opponents"
    text: str = ""


class SearchTopCards(Model):
    """ "If an opponent would search a library, that player searches the top four cards of that
    library instead." (Aven Mindcensor): a replacement effect (614.1a) on an opponent's search
    of any library (701.23), relative to this permanent's controller — only the top `count`
    cards, fixed as the search begins, can be found; the rest of the search is unchanged and the
    whole library is still shuffled after (701.23f; the card's rulings).
    `engine.modifiers.search_limits` asks it."""

    kind: Literal["search_top_cards"] = "search_top_cards"
    count: int = Field(default=4, ge=1, le=100)
    text: str = ""
