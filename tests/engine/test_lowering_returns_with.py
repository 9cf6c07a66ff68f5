"""Cards returned from a graveyard lowered (issue 28 §5): "… to the battlefield with a
+1/+1 / -1/-1 / finality / keyword counter on it" (614.1c, 122.1h, 122.1b) and cards picked
"at random from your graveyard" (none chosen or targeted), with contrasts the rules leave
unread."""

from __future__ import annotations

import pytest

from engine.cards.grammar.lines import parse_line
from engine.cards.vocabulary import ExileAndReturn
from engine.cards.vocabulary.library import ReturnToBattlefield
from engine.mechanics.random_return.model import ReturnAtRandom
from tests.engine.helpers import lowered_spell


def test_a_target_card_returns_with_a_finality_counter() -> None:
    # Rite of the Moth.
    found = lowered_spell(
        "Return target creature card from your graveyard to the battlefield with a finality "
        "counter on it.",
        selves=(),
    )
    assert found is not None
    assert found[1] == (ReturnToBattlefield(target=0, counter="finality"),)


def test_a_target_card_returns_with_a_keyword_counter() -> None:
    # Unbreakable Bond: the layers give the new permanent lifelink (122.1b, 613.1f).
    found = lowered_spell(
        "Return target creature card from your graveyard to the battlefield with a lifelink "
        "counter on it.",
        selves=(),
    )
    assert found is not None
    assert found[1] == (ReturnToBattlefield(target=0, counter="lifelink"),)


@pytest.mark.parametrize(
    "line",
    [
        # A shield counter's rule (122.1c) isn't one the engine applies.
        "Return target creature card from your graveyard to the battlefield with a shield "
        "counter on it.",
        # Two counters aren't one.
        "Return target permanent card from your graveyard to the battlefield with a hexproof "
        "counter and an indestructible counter on it.",
        # A hand has no counters (122.1: counters are on permanents).
        "Return target creature card from your graveyard to your hand with a +1/+1 counter on it.",
    ],
)
def test_other_counters_stay_unread(line: str) -> None:
    tree = parse_line(line, (), spell=True).tree
    if tree is None:
        return
    assert lowered_spell(line, selves=()) is None


def test_cards_at_random_to_a_hand() -> None:
    # Surreal Memoir; Make a Wish.
    one = lowered_spell(
        "Return an instant card at random from your graveyard to your hand.", selves=()
    )
    two = lowered_spell("Return two cards at random from your graveyard to your hand.", selves=())
    assert one is not None
    assert two is not None
    (memoir,) = one[1]
    (wish,) = two[1]
    assert isinstance(memoir, ReturnAtRandom)
    assert isinstance(wish, ReturnAtRandom)
    assert (memoir.amount, memoir.filter.types, memoir.to) == (1, ("Instant",), "hand")
    assert (wish.amount, wish.filter.types, wish.to) == (2, (), "hand")
    assert one[0] == two[0] == ()  # none targeted


@pytest.mark.parametrize(
    "line",
    [
        # X isn't a number known as the line is read.
        "Return X cards at random from your graveyard to your hand.",
    ],
)
def test_random_returns_not_read(line: str) -> None:
    assert lowered_spell(line, selves=()) is None


def test_a_card_at_random_to_the_battlefield_may_be_an_aura() -> None:
    # 303.4f: an Aura among the cards has what it enchants chosen as it enters, so any card may
    # be returned to the battlefield at random.
    found = lowered_spell(
        "Return a card at random from your graveyard to the battlefield.", selves=()
    )
    assert found is not None
    (back,) = found[1]
    assert isinstance(back, ReturnAtRandom)
    assert (back.amount, back.filter.types, back.to) == (1, (), "battlefield")


def test_a_flickered_card_returns_with_a_counter() -> None:
    # Daydream: the exiled card, a new object, enters with one +1/+1 counter (400.7, 614.1c).
    found = lowered_spell(
        "Exile target creature you control, then return that card to the battlefield under its "
        "owner's control with a +1/+1 counter on it.",
        selves=(),
    )
    assert found is not None
    assert found[1] == (ExileAndReturn(target=0, under="owner", counter="+1/+1"),)
