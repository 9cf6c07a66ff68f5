"""Conditions (CR 608.2c, 614.1d, 603.4): what an effect or a replacement checks about the game
when it applies — "if you control an Urza's Mine and an Urza's Power-Plant", "unless you
control a Forest or an Island", "unless you control two or more other lands".

A condition is data, checked by `engine.derived.conditions` at the moment the rules say (as a mana
ability resolves, as a permanent would enter); it names no rule of play itself.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from engine.cards.vocabulary.bounds import Model
from engine.cards.vocabulary.filters import Filter


class TurnHistory(Model):
    """What happened earlier this turn, as the turn remembers it (`engine.core.turn_state.Turn`,
    a new record each turn, 500.1): "a creature died this turn" (700.4: put into a graveyard
    from the battlefield), "you attacked this turn" (raid: you declared an attacker, 508.1a),
    "you gained life this turn" / "you gained N or more life this turn" (119.3: the life gained
    this turn, added up), "you've drawn N or more cards this turn" (121.1: cards drawn),
    "you've cast N or more spells this turn" (601.2i: spells cast), "an opponent lost life this
    turn" (119.3, 119.4, 120.3a: life lost, added up), "a player was dealt combat damage this
    turn by an Assassin creature or a commander under your control" (freerunning's, 702.173a:
    `assassin_damage`), "if an artifact entered the battlefield under your control this turn"
    (`entered`, 603.6a) and "if a permanent left the battlefield under your control this turn"
    (`left_battlefield`, revolt's, 603.6c): permanents as they were then, of any of `kinds`
    (card types or subtypes: "an artifact", "a Bird, Frog, Otter, or Rat") and of none of
    `not_types` ("nonland"), `other` than the object whose ability asks ("another creature",
    that object as it is now, 400.7). `who`: whose deed it asks about — the condition's
    controller ("you"), any opponent's, or anyone's ("a creature died"); for a permanent, who
    controlled it then."""

    happened: Literal[
        "creature_died",
        "attacked",
        "gained_life",
        "drew",
        "cast_spells",
        "lost_life",
        "assassin_damage",
        "entered",
        "left_battlefield",
    ]
    who: Literal["you", "any", "opponent"] = "you"
    at_least: int = Field(default=1, ge=1, le=1000)
    kinds: tuple[str, ...] = Field(default=(), max_length=10)
    not_types: tuple[str, ...] = Field(default=(), max_length=10)
    other: bool = False

    @model_validator(mode="after")
    def _of_permanents(self) -> TurnHistory:
        moved = self.happened in ("entered", "left_battlefield")
        if not moved and (self.kinds or self.not_types or self.other):
            raise ValueError("'kinds', 'not_types' and 'other' ask about permanents that moved")
        return self


class Condition(Model):
    """True when the permanents its controller controls match `you_control`: each filter by at
    least one permanent (`match` "all": "an X and a Y"), or any filter by one ("any": "an X or
    a Y"); or, with `at_least` / `at_most`, when the number of permanents matching the one
    filter is in that range ("two or more other lands"). `opponents_at_least`: "you have two or
    more opponents". `life_at_most`: "a player has N or less life". `graveyard_at_least`,
    `your_turn` and the rest: see below."""

    you_control: tuple[Filter, ...] = ()
    match: Literal["all", "any"] = "all"
    at_least: int | None = Field(default=None, ge=0, le=100)
    at_most: int | None = Field(default=None, ge=0, le=100)
    opponents_at_least: int | None = Field(default=None, ge=1, le=10)
    life_at_most: int | None = Field(default=None, ge=0, le=1000)
    #: "There are seven or more cards in your graveyard" (threshold): its controller's
    #: graveyard holds at least that many cards (404.1).
    graveyard_at_least: int | None = Field(default=None, ge=1, le=100)
    #: "During your turn" / "as long as it's your turn": its controller is the active player
    #: (102.1).
    your_turn: bool = False
    #: "As long as it has N to M level counters on it" (a level symbol, 711.2a-b): the number
    #: of counters of this kind on the permanent whose ability it is, counted by `at_least` /
    #: `at_most`.
    self_counters: str | None = Field(default=None, min_length=1, max_length=40)
    #: "As long as this Class is level N or greater" (716.2a): the level of the permanent whose
    #: ability it is (a designation, 716.2b; 1 without one, 716.2d), counted by `at_least`.
    self_level: bool = False
    #: "As long as it's attacking / blocking" (506.4): the permanent whose ability it is is an
    #: attacking or a blocking creature now.
    self_combat: Literal["attacking", "blocking"] | None = None
    #: "As long as this creature is monstrous / renowned": the permanent whose ability it is has
    #: that designation now (701.37b, 702.112b; kept in its `chosen`); "dashed": "as long as
    #: this permanent's dash cost was paid" (702.109a), "blitzed" its blitz cost (702.152a),
    #: kept as it was cast.
    self_designation: Literal["monstrous", "renowned", "dashed", "blitzed"] | None = None
    #: "As long as this creature is untapped / tapped": the permanent whose ability it is has
    #: that status now (110.5).
    self_tapped: Literal["tapped", "untapped"] | None = None
    #: "If this creature attacked this turn" (boast, 702.142a): the permanent whose ability it
    #: is was declared as an attacker this turn (508.1a), as this object (400.7).
    self_attacked: bool = False
    #: "If a card is exiled with this land" (Ugin's Labyrinth): a card its linked ability
    #: exiled is still in exile as that object (607.2a, 400.7).
    self_exiled_card: bool = False
    #: "As long as you discarded this card this turn" (mayhem, 702.187b): the card whose
    #: ability it is was discarded this turn and is still the object it became (701.9a, 400.7).
    self_discarded: bool = False
    #: "If it entered this turn" (power-up's reminder): the permanent whose ability it is
    #: entered the battlefield this turn, as this object (400.7).
    self_entered: bool = False
    #: "If this permanent is an enchantment" (the Opals, Veil of Birds), "if this land isn't a
    #: creature" (negated): the permanent whose ability it is has every one of these card types
    #: now, as the layers make it (205.2, 613.1d) — asked of the battlefield's permanent only.
    self_types: tuple[str, ...] = ()
    #: "You may cast that card. If you don't, …" (608.2g, 608.2c): the card the resolving spell
    #: or ability offered its controller to cast is still the object it was (400.7): not cast.
    not_cast: bool = False
    #: "As long as this creature is equipped / enchanted / enchanted or equipped": an
    #: Equipment or an Aura (permanents of these subtypes) is attached to the permanent whose
    #: ability it is now (301.5, 303.4).
    self_attached: tuple[Literal["Aura", "Equipment"], ...] = ()
    #: "An opponent has N or less life" (119.1): the life total of one of its controller's
    #: opponents still in the game, at most N.
    opponent_life_at_most: int | None = Field(default=None, ge=0, le=1000)
    #: "You have N or more life" (119.1): its controller's life total now.
    your_life_at_least: int | None = Field(default=None, ge=1, le=1000)
    #: "You have N or less life" (119.1): its controller's life total now, at most N.
    your_life_at_most: int | None = Field(default=None, ge=0, le=1000)
    #: "There are N or more creature cards in your graveyard": the cards `graveyard_at_least`
    #: counts are those with any of these card types (205.2a; "permanent cards" has the five
    #: permanent types, 110.4), where without them it counts every card (404.1).
    graveyard_of_types: tuple[str, ...] = ()
    #: "You have no cards in hand" / "one or fewer cards in hand" (402.1): the number of cards
    #: in its controller's hand now.
    hand_at_most: int | None = Field(default=None, ge=0, le=100)
    #: "You have seven or more cards in hand" (402.1): the number of cards in its controller's
    #: hand now, at least N.
    hand_at_least: int | None = Field(default=None, ge=1, le=100)
    #: "An opponent has eight or more cards in their graveyard" (404.1): true when the graveyard
    #: of any one of its controller's opponents holds at least N cards.
    opponent_graveyard_at_least: int | None = Field(default=None, ge=1, le=100)
    #: "There are four or more card types among cards in your graveyard" (delirium's, 205.2a:
    #: artifact, creature, land … each counted once, however many cards have it).
    graveyard_types_at_least: int | None = Field(default=None, ge=1, le=10)
    #: "Activate only during your upkeep": its controller is the active player and the turn
    #: is in its upkeep step (503.1).
    your_upkeep: bool = False
    #: "During your declare blockers step" (sneak's, 702.190a): its controller is the active
    #: player and the turn is in its declare blockers step (509).
    your_declare_blockers: bool = False
    #: "Activate only during combat": the turn is in its combat phase, any of its five steps
    #: (506.1), whoever's turn it is.
    during_combat: bool = False
    #: "Activate only during your turn, before attackers are declared": its controller is the
    #: active player and the turn hasn't reached its declare attackers step (500.1, 508.1; the
    #: engine plays one combat phase a turn, so its first is its only one).
    before_attackers: bool = False
    #: "If a creature died this turn", "if you attacked this turn" …: the turn's history.
    this_turn: TurnHistory | None = None
    #: What `at_least` counts of the permanents `you_control` finds: how many ("count"), their
    #: power added up ("total_power": "creatures you control have total power 8 or greater",
    #: formidable; a negative power subtracts, 107.1b and the cards' rulings), or how many
    #: different powers they have ("different_powers": "you control three or more creatures
    #: with different powers", coven — each power value once, 208.1).
    measure: Literal["count", "total_power", "different_powers"] = "count"
    #: "You control 9 or fewer creatures named ~": `you_control` counts only the permanents
    #: with the name of the object whose ability it is (201.2).
    named_this: bool = False
    #: "An opponent controls more lands than you": true when at least one of its controller's
    #: opponents controls more permanents matching this filter than its controller does.
    opponent_controls_more: Filter | None = None
    #: "Unless [condition]" ("~ can't attack unless there are five or more cards in your
    #: graveyard", "discard a card unless you attacked this turn"): true when the condition
    #: the other fields ask is false — "unless" is "if not", asked at the same moment an "if"
    #: or "as long as" would be (608.2c, 611.3a). `text` says the condition itself.
    negated: bool = False
    text: str = ""

    @property
    def said(self) -> str:
        """The condition as the card says it: "unless …" when negated."""
        return f"unless {self.text}" if self.negated else self.text

    @property
    def question(self) -> str:
        """The name of the one thing it asks (`QUESTIONS`; `_one_question` checks there is one)."""
        return next(q for q in QUESTIONS if _asked(getattr(self, q)))

    @property
    def layered(self) -> bool:
        """Whether a static ability can carry it: the layers check its question at each moment
        (611.3a, `STATIC_QUESTIONS`), counting permanents by any name — not a measure of powers,
        which a power counted in layer 7 could depend on (613.8)."""
        plain = self.measure == "count" and not self.named_this
        return plain and self.question in STATIC_QUESTIONS

    @property
    def about_source(self) -> bool:
        """Whether it asks about the permanent whose ability it is (its counters, level,
        combat role, designation or status) rather than about the game."""
        asked = (self.self_counters, self.self_combat, self.self_designation, self.self_tapped)
        own = self.self_level or self.self_attacked or self.self_exiled_card
        own = own or self.self_discarded or self.self_entered or bool(self.self_attached)
        return own or any(a is not None for a in asked)

    @model_validator(mode="after")
    def _one_question(self) -> Condition:
        counted = self.at_least is not None or self.at_most is not None
        asked = [bool(self.you_control), self.opponents_at_least is not None]
        asked += [self.life_at_most is not None, self.graveyard_at_least is not None]
        asked += [self.your_turn, self.self_counters is not None, self.self_combat is not None]
        asked += [self.self_level, self.self_designation is not None]
        asked += [self.self_tapped is not None, self.your_life_at_least is not None]
        asked += [self.your_life_at_most is not None]
        asked += [self.hand_at_most is not None, self.graveyard_types_at_least is not None]
        asked += [self.hand_at_least is not None, self.opponent_graveyard_at_least is not None]
        asked += [self.your_upkeep, self.your_declare_blockers, self.during_combat]
        asked += [self.this_turn is not None, self.self_attacked]
        asked += [self.self_exiled_card, self.not_cast, self.before_attackers]
        asked += [self.opponent_controls_more is not None, self.self_discarded]
        asked += [self.self_entered, bool(self.self_types), bool(self.self_attached)]
        asked += [self.opponent_life_at_most is not None]
        if sum(asked) != 1:
            raise ValueError(
                "a condition asks exactly one thing: you_control, opponents_at_least, "
                "life_at_most, graveyard_at_least, your_turn, self_counters, self_combat, "
                "self_level, self_designation, self_tapped, your_life_at_least, "
                "your_life_at_most, hand_at_most, hand_at_least, opponent_graveyard_at_least, "
                "graveyard_types_at_least, your_upkeep, your_declare_blockers, during_combat, "
                "this_turn, "
                "self_attacked, "
                "self_exiled_card, not_cast, before_attackers, opponent_controls_more, "
                "self_discarded, self_entered, self_types, self_attached or "
                "opponent_life_at_most"
            )
        if self.graveyard_of_types and self.graveyard_at_least is None:
            raise ValueError("graveyard_of_types says which cards graveyard_at_least counts")
        on_self = self.self_counters is not None or self.self_level
        if on_self and not counted:
            raise ValueError("self_counters and self_level need at_least or at_most")
        if counted and not on_self and len(self.you_control) != 1:
            raise ValueError("at_least / at_most count the permanents of one filter")
        if self.named_this and len(self.you_control) != 1:
            raise ValueError("named_this says which permanents of the you_control filter count")
        if self.measure != "count" and (self.at_least is None or on_self):
            raise ValueError("measure says what at_least counts of the you_control filter")
        return self


def _asked(value: object) -> bool:
    """Whether a question field is set: not its default (None, False or no filters). Not
    `in (None, False, ())`: a count of 0 ("a player has 0 or less life") equals False."""
    return value is not None and value is not False and value != ()


#: The fields of which a condition asks exactly one (`Condition._one_question`); the others
#: (`MODIFIERS`) say how it's asked.
QUESTIONS = (
    "you_control",
    "opponents_at_least",
    "life_at_most",
    "graveyard_at_least",
    "your_turn",
    "self_counters",
    "self_combat",
    "self_level",
    "self_designation",
    "self_tapped",
    "your_life_at_least",
    "your_life_at_most",
    "hand_at_most",
    "hand_at_least",
    "opponent_graveyard_at_least",
    "graveyard_types_at_least",
    "your_upkeep",
    "your_declare_blockers",
    "during_combat",
    "this_turn",
    "self_attacked",
    "self_exiled_card",
    "not_cast",
    "before_attackers",
    "opponent_controls_more",
    "self_discarded",
    "self_entered",
    "self_types",
    "self_attached",
    "opponent_life_at_most",
)
MODIFIERS = frozenset(
    {"match", "at_least", "at_most", "graveyard_of_types", "measure", "named_this", "negated"}
    | {"text"}
)
#: What a static ability's condition can ask: the questions the layers check at each moment
#: (611.3a, `engine.derived.layer_effects.condition_holds`). The others — what an effect or a
#: trigger asks once ("if it entered this turn", "if you don't cast it"), or a measure of powers
#: a layer-7 power could depend on (613.8) — a static ability can't carry: its card stays unread.
STATIC_QUESTIONS = frozenset(QUESTIONS) - {
    "self_exiled_card",
    "self_discarded",
    "self_entered",
    "not_cast",
    "opponent_controls_more",
}
