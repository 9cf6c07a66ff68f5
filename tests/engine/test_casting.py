"""Casting beyond the mana cost (CR 601.2b, 601.2f-h): flashback, buyback, convoke, improvise,
delve and affinity — the compiler's reading of each keyword line, its words on the card page,
and what the engine does with it (the goldens compiled_flashback_* … show whole games)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import legal_actions, load
from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from engine.cards.vocabulary.keywords import normalise_keyword
from engine.core.errors import IllegalActionError
from engine.rules.total_cost import CostChoices, total_cost
from tests.engine.helpers import error_rules, game, obj, of_kind, play, reading


@pytest.mark.parametrize(
    ("name", "line", "keyword", "said"),
    [
        ("Think Twice", "Flashback {2}{U}", "Flashback {2}{U}", "from your graveyard"),
        ("Ray of Distortion", "Flashback {4}{W}{W}", "Flashback {4}{W}{W}", "exiled"),
        ("Evincar's Justice", "Buyback {3}", "Buyback {3}", "returns to your hand"),
        ("Conclave Equenaut", "Convoke", "Convoke", "one mana of its color"),
        ("Treasure Cruise", "Delve", "Delve", "exiled from your graveyard"),
        ("Reverse Engineer", "Improvise", "Improvise", "untapped artifact"),
        ("Thoughtcast", "Affinity for artifacts", "Affinity for artifacts", "{1} less"),
        ("Argivian Phalanx", "Affinity for creatures", "Affinity for creatures", "each creature"),
        ("Mulldrifter", "Evoke {2}{U}", "Evoke {2}{U}", "sacrificed as it enters"),
        ("Into the Roil", "Kicker {1}{U}", "Kicker {1}{U}", "it is kicked"),
    ],
)
def test_a_casting_keyword_line_is_read_and_said(
    name: str, line: str, keyword: str, said: str
) -> None:
    found = reading(name, line)
    assert (found.outcome, found.template) == ("recognised", "keywords")
    assert found.abilities == (keyword,)
    assert said in found.words
    assert "702." in found.words


@pytest.mark.parametrize(
    ("name", "line", "keyword"),
    [
        # A cost that isn't mana symbols isn't the keyword the engine models: a named gap.
        ("Forbid", "Buyback—Discard two cards.", "Buyback"),
        ("Deep Analysis", "Flashback—{1}{U}, Pay 3 life.", "Flashback"),
    ],
)
def test_a_casting_keyword_with_another_cost_stays_unmodelled(
    name: str, line: str, keyword: str
) -> None:
    found = reading(name, line)
    assert (found.outcome, found.template) == ("gap", f"keyword: {keyword}")


def test_a_flashback_spell_is_modelled_whole_once_its_keyword_is_read() -> None:
    card = corpus_card("Think Twice")
    assert card is not None
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    assert [r.outcome for r in compiled.readings] == ["recognised", "recognised"]


@pytest.mark.parametrize(
    ("text", "keyword"),
    [
        ("flashback {1}{r}", "Flashback {1}{R}"),
        ("Buyback {2}", "Buyback {2}"),
        ("convoke", "Convoke"),
        ("Flashback {X}{R}", None),
        ("Flashback {Q}", None),
        ("Flashback", None),
        ("Affinity for historic permanents", None),
        ("affinity for lands", "Affinity for lands"),
        ("Affinity for Goblins", "Affinity for Goblins"),
    ],
)
def test_casting_keywords_have_one_spelling(text: str, keyword: str | None) -> None:
    """Read wherever the spelling is registered: flashback and buyback by their packages
    (engine/mechanics/<name>/model.py), convoke and affinity by the vocabulary."""
    assert normalise_keyword(text) == keyword


def _cast(
    objects: list[dict[str, Any]], action: dict[str, Any], pool: str
) -> tuple[Any, list[Any]]:
    data = game(
        objects,
        players=[{"id": "A", "mana_pool": pool}, {"id": "B"}],
        actions=[{"player": "A", **action}, {"resolve": "stack"}],
    )
    return play(data)


def test_flashback_keeps_the_timing_of_a_sorcery() -> None:
    """Casting with flashback changes where from and what it costs, not when (702.34a, 307.1)."""
    state, _ = play(
        game(
            [obj("graveyard", "cs", "Chatter of the Squirrel")],
            players=[{"id": "A", "mana_pool": "{G}{G}"}, {"id": "B"}],
            turn={"number": 3, "active": "B", "step": "main1"},
            actions=[{"player": "A", "cast": "cs"}],
        )
    )
    assert error_rules(state) == ["307.1"]


def test_a_spell_on_the_stack_can_be_delved_for_nothing() -> None:
    """The spell is on the stack once it is being cast (601.2a): it can't exile itself for
    delve, even cast from the graveyard (702.66a)."""
    state, _ = _cast(
        [obj("hand", "tc", "Treasure Cruise")], {"cast": "tc", "delve": ["tc"]}, "{U}" * 8
    )
    assert error_rules(state) == ["702.66a"]
    assert state.objects["tc"].zone.value == "hand"


def test_a_creature_convokes_once() -> None:
    state, _ = _cast(
        [obj("hand", "eq", "Conclave Equenaut"), obj("battlefield", "s", "Savannah Lions")],
        {"cast": "eq", "convoke": ["s", "s"]},
        "{W}" * 6,
    )
    assert error_rules(state) == ["702.51a", "118.3"]


def test_a_tapped_creature_cant_convoke() -> None:
    state, _ = _cast(
        [
            obj("hand", "eq", "Conclave Equenaut"),
            obj("battlefield", "s", "Savannah Lions", tapped=True),
        ],
        {"cast": "eq", "convoke": ["s"]},
        "{W}" * 6,
    )
    assert error_rules(state) == ["702.51a"]


def test_a_hybrid_symbol_is_convoked_by_a_creature_of_either_color() -> None:
    """A creature pays a hybrid symbol with one of its colors (702.51a, 107.4e)."""
    card = {
        "name": "Test Convoker",
        "mana_cost": "{G/W}",
        "type_line": "Sorcery",
        "abilities": ["Convoke"],
        "effects": [{"op": "gain_life", "amount": 3}],
    }
    data = game(
        [obj("hand", "t", "Test Convoker"), obj("battlefield", "s", "Savannah Lions")],
        cards=[card],
        actions=[{"player": "A", "cast": "t", "convoke": ["s"]}, {"resolve": "stack"}],
    )
    state, events = play(data)
    assert state.error is None
    assert state.player("A").life == 23
    assert any("{G/W}" in e.text for e in of_kind(events, "pay"))


def test_legal_actions_offer_flashback_from_the_graveyard() -> None:
    state = load(
        game(
            [
                obj("graveyard", "tt", "Think Twice"),
                obj("graveyard", "bolt", "Lightning Bolt"),
            ],
            players=[{"id": "A", "mana_pool": "{U}{U}{U}"}, {"id": "B"}],
        )
    )
    offered = {(e.object, e.allowed) for e in legal_actions(state) if e.kind == "cast"}
    assert ("tt", True) in offered
    assert all(o != "bolt" for o, _ in offered)


def test_legal_actions_refuse_flashback_that_cant_be_paid() -> None:
    state = load(game([obj("graveyard", "tt", "Think Twice")]))
    entry = next(e for e in legal_actions(state) if e.kind == "cast" and e.object == "tt")
    assert not entry.allowed
    assert "601.2h" in entry.rules


# -- kicker (702.33) -------------------------------------------------------------------------------


def test_kicker_lines_are_read_as_linked_to_kicker() -> None:
    trigger = reading("Mold Shambler", "When this creature enters, if it was kicked")
    assert trigger.outcome == "recognised"
    assert trigger.abilities[0]["trigger"] == {"event": "enters", "cast_with": "kicked"}
    assert "if it was kicked" in trigger.words
    counters = reading("Academy Drake", "If this creature was kicked")
    assert counters.abilities[0] == {
        "kind": "enters_with_counters",
        "counter": "+1/+1",
        "amount": 2,
        "if_kicked": True,
        "text": "If this creature was kicked, it enters with two +1/+1 counters on it.",
    }
    card = corpus_card("Into the Roil")
    assert card is not None
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    assert compiled.effects[-1] == {"op": "if_kicked", "effects": [{"op": "draw", "amount": 1}]}
    assert "if it was kicked" in compiled.readings[1].words


def test_multikicker_and_what_counts_its_kicks_are_read() -> None:
    """ "Multikicker {1}{G}" (702.33c): a kicker cost paid any number of times; "enters with a
    +1/+1 counter on it for each time it was kicked" and "for each time it was kicked" in an
    instruction count the kicks (702.33d)."""
    keyword = reading("Joraga Warcaller", "Multikicker")
    assert keyword.outcome == "recognised"
    counters = reading("Joraga Warcaller", "This creature enters")
    assert counters.abilities[0]["amount"] == {"count": "times_kicked"}
    assert "the number of times it was kicked (702.33d)" in counters.words
    chalice = reading("Everflowing Chalice", "This artifact enters")
    assert chalice.abilities[0]["counter"] == "charge"
    life = reading("Lightkeeper of Emeria", "When this creature enters")
    assert life.abilities[0]["effects"][0]["amount"] == {"count": "times_kicked", "times": 2}
    card = corpus_card("Spell Contortion")
    assert card is not None
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    assert compiled.effects[-1] == {"op": "draw", "amount": {"count": "times_kicked"}}


@pytest.mark.parametrize(
    ("name", "line"),
    [
        # "… instead" replaces what the spell does: not an addition, not modelled.
        ("Vicious Offering", "Target creature gets -2/-2"),
        # The kicked part has a target of its own, chosen only if kicked (702.33g).
        ("Jilt", "Return target creature"),
    ],
)
def test_a_kicked_sentence_the_engine_cant_play_leaves_the_spell_unread(
    name: str, line: str
) -> None:
    assert reading(name, line).outcome == "unsupported"


def test_legal_actions_offer_a_kicked_cast_beside_the_plain_one() -> None:
    state = load(
        game(
            [obj("hand", "roil", "Into the Roil"), obj("battlefield", "o", "Ornithopter", "B")],
            players=[{"id": "A", "mana_pool": "{U}{U}"}, {"id": "B"}],
        )
    )
    entries = [e for e in legal_actions(state) if e.kind == "cast" and e.object == "roil"]
    assert [(e.kicked, e.allowed) for e in entries] == [(False, True), (True, False)]
    assert entries[1].to_data()["kicked"] is True
    assert "kicked" not in entries[0].to_data()


def test_a_kicked_spell_that_is_countered_does_nothing_if_kicked() -> None:
    """Kicked or not, a countered spell doesn't resolve (701.6a): no card is drawn."""
    state, events = play(
        game(
            [
                obj("hand", "roil", "Into the Roil"),
                obj("battlefield", "o", "Ornithopter", "B"),
                obj("hand", "cs", "Counterspell", "B"),
                obj("library", "l1", "Island"),
            ],
            players=[{"id": "A", "mana_pool": "{U}{U}{U}{U}"}, {"id": "B", "mana_pool": "{U}{U}"}],
            actions=[
                {"player": "A", "cast": "roil", "targets": ["o"], "kicked": True},
                {"player": "B", "cast": "cs", "targets": ["roil"]},
                {"resolve": "stack"},
            ],
        )
    )
    assert state.error is None
    assert state.objects["l1"].zone.value == "library"
    assert not of_kind(events, "kicker")


def test_evoke_and_flashback_are_two_alternative_costs_and_cant_both_be_paid() -> None:
    """A spell has at most one alternative cost (118.9a): a card cast with flashback from the
    graveyard can't be evoked too (here an inline instant with both)."""
    card = {
        "name": "Test Both",
        "mana_cost": "{3}{U}",
        "type_line": "Instant",
        "abilities": ["Flashback {2}{U}", "Evoke {U}"],
        "effects": [{"op": "draw", "amount": 1}],
    }
    data = game(
        [obj("graveyard", "t", "Test Both"), obj("library", "l", "Island")],
        cards=[card],
        players=[{"id": "A", "mana_pool": "{U}{U}{U}"}, {"id": "B"}],
        actions=[{"player": "A", "cast": "t", "evoke": True}],
    )
    state, _ = play(data)
    assert error_rules(state) == ["118.9a", "601.2b"]


# -- cost changes (601.2f) ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "line", "ability"),
    [
        (
            "Thalia, Guardian of Thraben",
            "Noncreature spells cost {1} more to cast.",
            {"caster": "any", "amount": 1, "more": True, "filter": {"not_types": ["Creature"]}},
        ),
        (
            "Etherium Sculptor",
            "Artifact spells you cast cost {1} less to cast.",
            {"caster": "you", "amount": 1, "more": False, "filter": {"types": ["Artifact"]}},
        ),
        (
            "Aura of Silence",
            "Artifact and enchantment spells your opponents cast cost {2} more to cast.",
            {
                "caster": "opponents",
                "amount": 2,
                "more": True,
                "filter": {"any_types": ["Artifact", "Enchantment"]},
            },
        ),
        ("Stone Calendar", "Spells you cast cost {1} less to cast.", {"caster": "you"}),
        # A creature type (205.3m), an enchantment type (205.3h), a spell type (205.3k).
        (
            "Goblin Warchief",
            "Goblin spells you cast cost {1} less to cast.",
            {"caster": "you", "filter": {"subtypes": ["Goblin"]}},
        ),
        ("Hero of Iroas", "Aura spells you cast cost {1} less to cast.", {"amount": 1}),
        (
            "Long-Forgotten Gohei",
            "Arcane spells you cast cost {1} less to cast.",
            {"filter": {"subtypes": ["Arcane"]}},
        ),
    ],
)
def test_a_cost_change_is_read_with_its_spells_and_caster(
    name: str, line: str, ability: dict[str, Any]
) -> None:
    found = reading(name, line)
    assert (found.outcome, found.template) == ("recognised", "cost change")
    read = found.abilities[0]
    assert {k: read[k] for k in ability} == ability
    assert "601.2f" in found.words


@pytest.mark.parametrize(
    ("name", "line", "spells"),
    [
        (
            "Ballyrush Banneret",
            "Kithkin spells and Soldier spells you cast cost {1} less to cast.",
            {"any_subtypes": ["Kithkin", "Soldier"]},
        ),
        (
            "Stormscape Familiar",
            "White spells and black spells you cast cost {1} less to cast.",
            {"any_of": [{"colors": ["W"]}, {"colors": ["B"]}]},
        ),
        (
            "Danitha Capashen, Paragon",
            "Aura and Equipment spells you cast cost {1} less to cast.",
            {"any_subtypes": ["Aura", "Equipment"]},
        ),
    ],
)
def test_spells_of_either_kind(name: str, line: str, spells: dict[str, Any]) -> None:
    """ "Kithkin spells and Soldier spells": the spells of either kind (601.2f)."""
    found = reading(name, line)
    assert (found.outcome, found.template) == ("recognised", "cost change")
    assert found.abilities[0]["filter"] == spells


def test_a_colored_cost_increase_is_its_colored_mana() -> None:
    """{B} more (Derelor): the increase's colored mana, added to the total cost as it is
    (601.2f), read by the grammar's lowering."""
    found = reading("Derelor", "Black spells you cast cost {B} more")
    assert found.outcome == "recognised"
    (ability,) = found.abilities
    assert (ability["colored"], ability["amount"], ability["more"]) == ("{B}", 0, True)


def test_an_increase_for_opponents_doesnt_touch_its_controller() -> None:
    """Aura of Silence: "your opponents cast" (601.2f) — its controller's artifact costs as ever."""
    objects = [
        obj("battlefield", "aura", "Aura of Silence"),
        obj("hand", "bs", "Bonesplitter"),
    ]
    state, events = _cast(objects, {"cast": "bs"}, "{C}")
    assert state.error is None
    assert not of_kind(events, "cost_increase")


def test_a_reduction_never_reduces_colored_mana() -> None:
    """Stone Calendar's {1} less can't reduce Llanowar Elves' {G} (118.7a): it costs {G}."""
    objects = [
        obj("battlefield", "sc", "Stone Calendar"),
        obj("hand", "e", "Llanowar Elves"),
    ]
    state, events = _cast(objects, {"cast": "e"}, "")
    assert error_rules(state) == ["601.2h", "118.3"]
    state, events = _cast(objects, {"cast": "e"}, "{G}")
    assert state.error is None
    assert "no generic mana" in of_kind(events, "cost_reduction")[0].text


def test_the_total_cost_is_data_listing_its_parts() -> None:
    """Into the Roil kicked under Thalia (601.2f): its mana cost, the kicker cost as an
    additional cost from its keyword (702.33a, 118.8) and Thalia's increase, added up once."""
    state = load(
        game(
            [
                obj("hand", "r", "Into the Roil"),
                obj("battlefield", "th", "Thalia, Guardian of Thraben", "B"),
            ]
        )
    )
    cost = total_cost(state, "A", state.objects["r"], CostChoices(paid=("Kicker",)))
    parts = [(p.kind, p.source, p.mana.text()) for p in cost.parts]
    assert parts == [
        ("mana_cost", "mana cost", "{1}{U}"),
        ("additional_cost", "Kicker", "{1}{U}"),
        ("cost_increase", "th", "{1}"),
    ]
    assert cost.total.text() == "{3}{U}{U}"
    assert [n.kind for n in cost.notes] == ["additional_cost", "cost_increase"]


def test_a_cost_the_spell_doesnt_have_is_refused_as_it_is_totalled() -> None:
    state = load(game([obj("hand", "r", "Into the Roil")]))
    with pytest.raises(IllegalActionError) as refused:
        total_cost(state, "A", state.objects["r"], CostChoices(paid=("Buyback",)))
    assert refused.value.rules == ("702.27a", "601.2b")


def _assisted(card: str, assist: str, b_pool: str, **more: Any) -> Any:
    return play(
        game(
            [obj("hand", "spell", card)],
            players=[
                {"id": "A", "mana_pool": more.pop("a_pool", "{W}{W}")},
                {"id": "B", "mana_pool": b_pool},
            ],
            actions=[{"player": "A", "cast": "spell", "assist": assist}],
            choices=more.pop("choices", []),
        )
    )


def test_assist_counts_the_helper_s_mana_as_spent_to_cast_the_spell() -> None:
    """702.132a, 601.2h: Player B pays {3} of Skystreamer's {4}{W}; the spell's mana spent is
    all five, B's colorless and A's white."""
    state, events = _assisted("Skystreamer", "B", "{C}{C}{C}", choices=[{"x": 3}])
    assert state.error is None, state.error
    assert state.objects["spell"].mana_spent == (2, 0, 0, 0, 0, 3)
    assert [e.rules for e in of_kind(events, "pay")] == [("702.132a", "601.2h"), ("601.2h",)]


def test_assist_offers_no_more_than_the_helper_s_pool() -> None:
    """702.132a: Player B, with {C}{C} in their pool, may pay up to {2} of the generic mana —
    answering 3 is refused."""
    state, _ = _assisted("Skystreamer", "B", "{C}{C}", choices=[{"x": 3}])
    assert state.error is not None
    assert "from 0 to 2" in state.error["message"]


@pytest.mark.parametrize(
    ("card", "assist", "rules"),
    [
        # No assist: no other player may pay for it.
        ("Savannah Lions", "B", ["702.132a"]),
        # Assist chooses another player, not its caster.
        ("Skystreamer", "A", ["702.132a"]),
    ],
)
def test_assist_is_refused_without_the_keyword_or_for_the_caster(
    card: str, assist: str, rules: list[str]
) -> None:
    state, _ = _assisted(card, assist, "{C}{C}{C}{C}", a_pool="{W}" * 5)
    assert error_rules(state) == rules


def test_assist_reads_as_its_keyword() -> None:
    found = reading("Charging Binox", "Assist")
    assert found.outcome == "recognised"
    assert found.abilities == ("Assist",)
    assert "(702.132a)" in found.words
    assert normalise_keyword("assist") == "Assist"
