"""The oracle tokenizer (issue 28 §1): one test per kind of token, on the words oracle text uses."""

from __future__ import annotations

from engine.cards.grammar.selves import self_references, self_spans
from engine.cards.grammar.tokens import Kind, Token, normalised, tokenize


def _kinds(line: str, selves: tuple[str, ...] = ()) -> list[tuple[Kind, str]]:
    return [(t.kind, t.text) for t in tokenize(line, selves)]


def test_words_keep_apostrophes_and_inner_hyphens() -> None:
    assert _kinds("Target opponent's non-Human creature can't block.") == [
        (Kind.WORD, "Target"),
        (Kind.WORD, "opponent's"),
        (Kind.WORD, "non-Human"),
        (Kind.WORD, "creature"),
        (Kind.WORD, "can't"),
        (Kind.WORD, "block"),
        (Kind.PUNCT, "."),
    ]


def test_each_mana_symbol_is_a_token_even_when_symbols_touch() -> None:
    assert _kinds("{2}{G/U}{T}:") == [
        (Kind.MANA, "{2}"),
        (Kind.MANA, "{G/U}"),
        (Kind.MANA, "{T}"),
        (Kind.PUNCT, ":"),
    ]


def test_power_and_toughness_and_their_changes_are_one_token() -> None:
    line = "gets +1/+1, −1/−0, X/X and */* counters 2/2"
    assert [t.text for t in tokenize(line) if t.kind is Kind.PT] == [
        "+1/+1",
        "−1/−0",
        "X/X",
        "*/*",
        "2/2",
    ]


def test_numbers_digits_words_signs_and_x_carry_their_value() -> None:
    found = [(t.text, t.value) for t in tokenize("Draw two cards, then 3, +1, −2, X and twenty.")]
    numbers = [(text, value) for text, value in found if value is not None or text == "X"]
    assert numbers == [("two", 2), ("3", 3), ("+1", 1), ("−2", -2), ("X", None), ("twenty", 20)]
    assert {t.kind for t in tokenize("two 3 +1 X")} == {Kind.NUMBER}


def test_a_word_starting_with_x_is_a_word_and_ordinals_are_words() -> None:
    assert _kinds("Xenagos's 3rd") == [(Kind.WORD, "Xenagos's"), (Kind.WORD, "3rd")]


def test_a_loyalty_cost_in_brackets_is_one_token() -> None:
    assert _kinds("[−3]: Destroy") == [
        (Kind.LOYALTY, "[−3]"),
        (Kind.PUNCT, ":"),
        (Kind.WORD, "Destroy"),
    ]


def test_a_quoted_span_is_one_token_with_its_body() -> None:
    (quote,) = [
        t for t in tokenize('It gains "{T}: Add {G}." until end of turn.') if t.kind is Kind.QUOTE
    ]
    assert quote.text == '"{T}: Add {G}."'
    assert quote.body == "{T}: Add {G}."


def test_dashes_and_bullets() -> None:
    assert _kinds("Choose one —\n• Draw") == [
        (Kind.WORD, "Choose"),
        (Kind.NUMBER, "one"),
        (Kind.DASH, "—"),
        (Kind.BULLET, "•"),
        (Kind.WORD, "Draw"),
    ]


def test_reminder_text_is_one_token_nested_parentheses_included() -> None:
    tokens = tokenize("Flying (This (really) flies.) Haste")
    assert [(t.kind, t.text) for t in tokens] == [
        (Kind.WORD, "Flying"),
        (Kind.REMINDER, "(This (really) flies.)"),
        (Kind.WORD, "Haste"),
    ]
    assert normalised(tokens) == "Flying Haste"


def test_the_cards_name_its_short_name_and_this_creature_are_one_self_token() -> None:
    selves = self_references("Eron the Relentless", "Eron the Relentless")
    line = "Eron the Relentless attacks. Eron's power. This creature blocks. Eronx stays."
    tokens = tokenize(line, selves)
    assert [t.text for t in tokens if t.kind is Kind.SELF] == [
        "Eron the Relentless",
        "Eron",
        "This creature",
    ]
    assert normalised(tokens) == "~ attacks . ~ 's power . ~ blocks . Eronx stays ."
    assert [t.kind for t in tokens][3:5] == [Kind.SELF, Kind.POSSESSIVE]


def test_a_name_inside_another_word_is_not_the_card() -> None:
    assert self_spans("Shocking Shock", ("Shock",)) == [(9, 14)]


def test_every_character_becomes_some_token() -> None:
    line = "Total: 5 | 8+ → ½ ☐"
    tokens = tokenize(line)
    assert "".join(t.text for t in tokens) == line.replace(" ", "")
    assert all(isinstance(t, Token) for t in tokens)
