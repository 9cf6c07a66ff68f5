"""A die roll and its results table (CR 706.3): the roll line and the table's rows read as one
ability (706.3b), each row "If the result was in this range, [effect]" (706.3a); a table any
row of which isn't read stays unread whole."""

from __future__ import annotations

from engine.cards.pool import corpus_definition
from engine.mechanics.dice.model import RollDie
from tests.engine.helpers import card_readings


def _roll(name: str) -> RollDie:
    card = corpus_definition(name)
    assert card is not None
    (ability,) = [a for a in card.triggered if a.text.endswith("roll a d20.")]
    (roll,) = ability.effects
    assert isinstance(roll, RollDie)
    return roll


def test_the_roll_and_its_rows_are_one_ability() -> None:
    roll = _roll("Djinni Windseer")
    assert roll.sides == 20
    assert [(r.low, r.high) for r in roll.effects] == [(1, 9), (10, 19), (20, 20)]
    assert [[e.op for e in r.effects] for r in roll.effects] == [["scry"]] * 3
    assert [r.effects[0].amount for r in roll.effects] == [1, 2, 3]  # type: ignore[attr-defined]


def test_each_row_is_read_in_the_rolls_place_with_all_its_instructions() -> None:
    roll = _roll("Nothic")  # "When this creature dies, roll a d20." / "1—9 | You draw a card …"
    assert [[e.op for e in r.effects] for r in roll.effects] == [["draw", "lose_life"]] * 3


def test_the_rows_are_read_with_the_roll_line_and_said_so() -> None:
    readings = {r.line: r for r in card_readings("Sylvan Shepherd")}
    roll = readings["Whenever this creature attacks, roll a d20."]
    assert roll.outcome == "recognised"
    assert "roll a 20-sided die (706.1a" in roll.words
    row = readings["20 | You gain 5 life."]
    assert row.outcome == "recognised"
    assert "706.3b" in row.words


def test_a_table_with_a_row_not_read_leaves_the_whole_block_unread() -> None:
    # "Create two of those tokens." names the row above's token: not read on its own line.
    readings = card_readings("Swarming Goblins")
    assert {r.outcome for r in readings} == {"unsupported"}


def test_an_ability_word_before_the_trigger_is_read_past() -> None:
    # "Sneak Attack — Whenever this creature attacks, roll a d20." (207.2c: no rules meaning).
    roll = _roll_of("Lightfoot Rogue")
    assert [(r.low, r.high) for r in roll.effects] == [(1, 9), (10, 19), (20, 20)]
    assert [[e.op for e in r.effects] for r in roll.effects] == [["continuous"]] * 3


def _roll_of(name: str) -> RollDie:
    card = corpus_definition(name)
    assert card is not None
    (roll,) = [e for a in card.triggered for e in a.effects if isinstance(e, RollDie)]
    return roll


def test_whenever_you_roll_one_or_more_dice_is_a_trigger_event() -> None:
    card = corpus_definition("Feywild Trickster")
    assert card is not None
    (ability,) = card.triggered
    assert ability.trigger.event == "dice_rolled"
    assert [e.op for e in ability.effects] == ["create_token"]


def test_name_sticker_goblins_trigger_is_read_with_where_it_came_from() -> None:
    # "When this creature enters from anywhere other than a graveyard or exile, if it's on the
    # battlefield and you control 9 or fewer creatures named "Name Sticker" Goblin, roll …".
    card = corpus_definition('"Name Sticker" Goblin')
    assert card is not None
    (ability,) = card.triggered
    assert ability.trigger.condition == "entered_from"
    asked = ability.trigger.intervening_if
    assert asked is not None
    assert (asked.at_most, asked.named_this) == (9, True)
    (roll,) = ability.effects
    assert isinstance(roll, RollDie)
    assert [(r.low, r.high) for r in roll.effects] == [(1, 6), (7, 14), (15, 20)]
