"""The registries a mechanic contributes through (engine.core.registry): each refuses a key
registered twice, naming both registrations; the compiler's readers are tried in the order of
their declared priorities; the mechanics are found, not listed."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from engine.cards import vocabulary as v
from engine.cards.compiler import registry as compiler
from engine.cards.compiler.abilities import trigger_condition
from engine.cards.compiler.words import ability
from engine.cards.vocabulary.casting import ADDITIONAL_COSTS, ALTERNATIVE_COSTS
from engine.cards.vocabulary.keyword_names import (
    COSTED_KEYWORDS,
    ENTERING_COUNTERS,
    KEYWORD_NAMES,
    PARAMETER_KEYWORDS,
    entering_counters,
    keyword_name,
    keyword_with,
    number,
)
from engine.core.occurrences import EVENTS, CountersPut, Entered, Explored, StepBegins
from engine.core.registry import DuplicateRegistration, Registry, discover
from engine.driver import game  # noqa: F401  (loads every mechanic)
from engine.instructions.perform import handles
from engine.mechanics.extort.model import Extort
from engine.modifiers.trigger_matchers import MATCHERS, matcher
from engine.modifiers.triggers import KEYWORD_TRIGGERS, keyword_trigger
from engine.operations.basic import DRAWS_INSTEAD
from engine.rules.total_cost import keyword_costs

MECHANICS = Path(__file__).resolve().parents[2] / "engine" / "mechanics"


def _f(*args: Any) -> Any:
    del args
    return []


def test_a_key_registered_twice_is_refused_naming_both() -> None:
    registry: Registry[str, object] = Registry("the thing")
    registry.register("a", _f)
    with pytest.raises(DuplicateRegistration) as raised:
        registry.register("a", test_a_key_registered_twice_is_refused_naming_both)
    said = str(raised.value)
    assert "the thing 'a' is registered twice" in said
    assert "test_registry._f" in said
    assert "test_a_key_registered_twice" in said
    assert dict(registry) == {"a": _f}


def test_a_trigger_event_has_one_matcher() -> None:
    before = dict(MATCHERS)
    for event in ("enters", "becomes_monstrous", "turned_face_up", "class_level", "chapter"):
        with pytest.raises(DuplicateRegistration, match=f"the trigger event '{event}'"):
            matcher(event, Entered)(_f)
    assert dict(MATCHERS) == before


def test_an_occurrence_is_named_by_its_matcher_s_registration() -> None:
    """603.2: the trigger event each kind of occurrence is comes from the matchers registered
    for it — the game's and the mechanics' ("explores", 701.44b) alike — and a second event for
    one kind is refused before anything is registered; a step and counters are named by what
    happened (603.2, 714.2b) and have no single event."""
    assert EVENTS[Entered] == "enters"
    assert EVENTS[Explored] == "explores"
    assert set(EVENTS.values()) <= set(MATCHERS)
    assert StepBegins not in EVENTS
    assert CountersPut not in EVENTS
    before, named = dict(MATCHERS), dict(EVENTS)
    with pytest.raises(DuplicateRegistration, match="the trigger event of the occurrence"):
        matcher("enters_twice", Entered)(_f)
    assert dict(MATCHERS) == before
    assert dict(EVENTS) == named


def test_an_instruction_has_one_handler_and_a_keyword_one_ability() -> None:
    with pytest.raises(TypeError, match="Extort already has a handler"):
        handles(Extort)(_f)
    with pytest.raises(
        TypeError,
        match=re.escape("the keyword's triggered ability of 'Extort' is registered twice"),
    ):
        keyword_trigger("Extort", "702.101a")(lambda parameter: v.Triggered.model_validate({}))


def test_a_compiler_template_and_its_priority_are_each_registered_once() -> None:
    order = [template for template, _ in compiler.readers()]
    with pytest.raises(DuplicateRegistration, match="the compiler template 'static'"):
        compiler.add_reader("static", 99_999, _f)
    with pytest.raises(DuplicateRegistration, match="the compiler priority 1300"):
        compiler.add_reader("static: something new", 1300, _f)
    with pytest.raises(DuplicateRegistration, match="the words for the instruction 'extort'"):
        compiler.effect_words("extort")(lambda e: "")
    with pytest.raises(DuplicateRegistration, match="the keyword's words for 'Extort'"):
        compiler.keyword_words("Extort")(lambda k: "")
    with pytest.raises(DuplicateRegistration, match="the keyword 'extort'"):
        keyword_name("EXTORT")
    with pytest.raises(DuplicateRegistration, match="the keyword 'extort'"):
        keyword_name("Extort", simple=True)
    assert [template for template, _ in compiler.readers()] == order


def test_the_readers_are_tried_in_the_order_of_their_priorities() -> None:
    order = [template for template, _ in compiler.readers()]
    assert order[:2] == ["kicker", "cost change"]
    assert order[-3:] == ["triggered: mana", "triggered", "activated"]
    assert order.index("activated: monstrosity") < order.index("activated")
    priorities = [compiler.PERMANENT_LINES.priority(t) for t in order]
    assert priorities == sorted(priorities)


def test_the_mechanics_are_found_not_listed() -> None:
    """Every module of engine/mechanics, and every package's rules, is loaded in the order of
    their names: a new mechanic needs no list to be played."""
    modules = [p.stem for p in MECHANICS.glob("*.py") if p.stem != "__init__"]
    packages = [p.parent.name for p in MECHANICS.glob("*/rules.py")]
    loaded = [m.__name__ for m in discover("engine.mechanics", "rules")]
    assert loaded == [
        f"engine.mechanics.{name}" if name in modules else f"engine.mechanics.{name}.rules"
        for name in sorted(modules + packages)
    ]
    assert len(loaded) >= 38


def test_a_keyword_in_its_package_is_read_as_before() -> None:
    """Prowess says its spelling in its own package (engine/mechanics/prowess/model.py): it is
    one of the simple keywords a scenario may list, read in any case, and triggers as before."""
    assert "Prowess" in v.SIMPLE_KEYWORDS
    assert v.normalise_keyword("PROWESS") == "Prowess"
    assert "Prowess" in KEYWORD_TRIGGERS


def test_a_graveyard_ability_is_read_by_its_package() -> None:
    """Unearth's reading is in its own package (engine/mechanics/unearth/reading.py), registered
    once: the line reads as the graveyard ability it did before."""
    assert "keywords: unearth" in dict(compiler.zone_readers())
    with pytest.raises(DuplicateRegistration, match="the graveyard ability's template"):
        compiler.zone_reader("keywords: unearth")(_f)


def test_a_keyword_with_a_parameter_is_spelled_by_its_package() -> None:
    """Bushido says its spelling, a number after its name, in its own package
    (engine/mechanics/bushido/model.py): read in any case and without leading zeros, refused
    without its number or with a word instead; the card page and the trigger as before."""
    assert v.normalise_keyword("bushido 02") == "Bushido 2"
    assert v.normalise_keyword("Bushido") is None
    assert v.normalise_keyword("Bushido two") is None
    assert v.normalise_keyword("annihilator  1") == "Annihilator 1"
    assert v.normalise_keyword("Battle Cry") == "Battle cry"
    assert "Bushido" in KEYWORD_TRIGGERS
    with pytest.raises(DuplicateRegistration, match="the keyword with a parameter 'bushido'"):
        keyword_with("BUSHIDO", number())


def test_a_number_parameter_keeps_to_its_bounds() -> None:
    spelled = number(1, 3)
    assert [spelled(t) for t in ("1", "003", "0", "4", "", "1.5", "²")] == [
        "1",
        "3",
        None,
        None,
        None,
        None,
        None,
    ]


def test_every_parameter_form_is_registered_by_its_package() -> None:
    """Ward's three forms, the numbered keywords of permanents and soulshift say their spellings
    in their own packages: read as before, bounds and all."""
    assert v.normalise_keyword("ward {2}{r}") == "Ward {2}{R}"
    assert v.normalise_keyword("Ward—pay 3 life.") == "Ward—Pay 3 life"
    assert v.normalise_keyword("Ward—Pay 0 life") is None
    assert v.normalise_keyword("ward—discard a card") == "Ward—Discard a card"
    assert v.normalise_keyword("modular 3") == "Modular 3"
    assert v.normalise_keyword("Modular 0") is None
    assert v.normalise_keyword("Soulshift 0") == "Soulshift 0"
    assert v.normalise_keyword("bloodthirst 1") == "Bloodthirst 1"
    for name in ("ward", "ward—pay", "ward—discard", "afterlife", "soulshift", "bloodthirst"):
        assert name in PARAMETER_KEYWORDS


def test_every_stage_of_reading_takes_a_mechanic_s_readers_once() -> None:
    """Fight reads in the middle of a spell's sentences, a Saga's chapters as face lines before
    its keywords, backup over the whole face: each registered by its package at its stage, in
    the order of their priorities, and a template or a priority twice is refused."""
    stages = {
        compiler.SENTENCES: "fight",
        compiler.FACE_LINES: "saga: chapter",
        compiler.FACES: "backup",
    }
    for stage, template in stages.items():
        order = [name for name, _ in stage.ordered()]
        assert template in order
        assert [stage.priority(t) for t in order] == sorted(stage.priority(t) for t in order)
        with pytest.raises(DuplicateRegistration, match=f"template '{template}'"):
            stage.add(template, 99_999, _f)
        with pytest.raises(DuplicateRegistration, match="priority"):
            stage.add("something new", stage.priority(template), _f)
        assert [name for name, _ in stage.ordered()] == order
    assert [n for n, _ in compiler.FACE_LINES.ordered()] == [
        "keywords: devoid",
        "saga: chapter",
        "alternative cost",
        "keywords: escape",
        "keywords: dash",
        "keywords: blitz",
        "keywords: spectacle",
        "keywords: surge",
        "cost change: this spell",
        "keywords: evoke (not mana)",
        "keywords: warp",
        "keywords: exert",
        "keywords: web-slinging",
        "keywords: bestow",
        "keywords: freerunning",
        "keywords: emerge",
        "keywords: mayhem",
        "keywords: sneak",
        "cast without paying",
        "cast from graveyard",
        "keywords: companion",
        "triggered: return enchanted card",
        "transform: reminder",
        "saga: lore counters",
        "mana: hybrid or Phyrexian reminder",
        "keywords: outlast",
        "keywords: cycling",
        "keywords: transmute",
        "static: can't be the target",
    ]


def test_a_mechanic_s_trigger_event_is_read_and_said_by_its_package() -> None:
    """Monstrosity, exploit, morph and Class levels register the phrase naming their trigger
    event, Sagas and they its words: the compiler's central tables name none of them, and a
    phrase or an event registered twice is refused."""
    assert trigger_condition("When ~ becomes level 2, draw a card.") == (
        {"event": "class_level", "level": 2},
        "draw a card.",
    )
    assert trigger_condition("When ~ is turned face up, draw a card.") == (
        {"event": "turned_face_up"},
        "draw a card.",
    )
    triggered = {"kind": "triggered", "trigger": {"event": "becomes_monstrous"}, "effects": []}
    assert ability(triggered).startswith("a triggered ability: when this becomes monstrous")
    for event in ("becomes_monstrous", "exploits", "turned_face_up", "class_level", "chapter"):
        assert event in compiler.TRIGGER_WORDS
        with pytest.raises(DuplicateRegistration, match=f"trigger event '{event}'"):
            compiler.trigger_words(event)(lambda t: "")
    with pytest.raises(DuplicateRegistration, match="the trigger phrase"):
        compiler.trigger_phrase(r"When ~ exploits a creature", {"event": "exploits"})


def test_a_keyword_s_entering_counters_are_registered_by_its_package() -> None:
    """Modular, fading, bloodthirst, vanishing, graft, sunburst and ravenous say in their own
    models that they stand for entering with counters (614.1c), with their rules; one name twice
    is refused."""
    assert {n: (c.counter, c.rule) for n, c in ENTERING_COUNTERS.items()} == {
        "Bloodthirst": ("+1/+1", "702.54a"),
        "Fading": ("fade", "702.32a"),
        "Graft": ("+1/+1", "702.58a"),
        "Modular": ("+1/+1", "702.43a"),
        "Ravenous": ("+1/+1", "702.156a"),
        "Sunburst": ("+1/+1", "702.44a"),
        "Vanishing": ("time", "702.63a"),
    }
    assert v.entering_rule("Fading 3") == "702.32a"
    with pytest.raises(DuplicateRegistration, match="the entering counters of 'Modular'"):
        entering_counters("Modular", "+1/+1", "702.43a")


def test_a_costed_keyword_is_registered_by_its_package() -> None:
    """Flashback, buyback, kicker, multikicker, evoke, entwine, escalate, morph, megamorph,
    disguise, disturb, offspring, squad, madness and foretell say in their own models that their
    costs are parts of a spell's total cost (601.2f); the total cost reads the first instance
    of each from that registry, and one name twice is refused."""
    assert set(COSTED_KEYWORDS) == {
        "Buyback",
        "Disguise",
        "Disturb",
        "Entwine",
        "Escalate",
        "Evoke",
        "Flashback",
        "Foretell",
        "Kicker",
        "Madness",
        "Megamorph",
        "Morph",
        "Multikicker",
        "Offspring",
        "Squad",
    }
    keywords = ("Flying", "Kicker {2}{G}", "Kicker {1}", "Disguise {W}", "Ward {2}")
    assert keyword_costs(keywords) == {"Kicker": "{2}{G}", "Disguise": "{W}"}
    with pytest.raises(DuplicateRegistration, match="the costed keyword 'Kicker'"):
        COSTED_KEYWORDS.register("Kicker", "Kicker")


def test_additional_and_alternative_costs_are_registered_by_their_packages() -> None:
    """118.8, 601.2f: kicker, multikicker, buyback, entwine, escalate, offspring and squad each
    say in their own model how their cost is paid and said, and flashback, evoke, escape,
    madness, plot, disturb, suspend, foretell and mayhem what their alternative cost (118.9)
    says and leaves; the total cost names none of them."""
    assert {k: (c.paid, c.announced_by) for k, c in ADDITIONAL_COSTS.items()} == {
        "Buyback": ("chosen", "buyback"),
        "Entwine": ("all_modes", None),
        "Escalate": ("each_mode_beyond_first", None),
        "Kicker": ("chosen", "kicked"),
        "Multikicker": ("any_number", None),
        "Offspring": ("chosen", None),
        "Squad": ("any_number", None),
    }
    assert {k: (c.keyword, c.rules, c.mark) for k, c in ALTERNATIVE_COSTS.items()} == {
        "disturb": ("Disturb", ("702.146a", "712.11a"), "disturbed"),
        "escape": ("Escape", ("702.138a",), "escaped"),
        "evoke": ("Evoke", ("702.74a",), "evoked"),
        "flashback": ("Flashback", ("702.34a",), "flashback"),
        "madness": ("Madness", ("702.35a", "702.35b"), "madness"),
        "plot": ("Plot", ("702.170d",), "plotted"),
        "suspend": ("Suspend", ("702.62a", "702.62d"), "cast_suspended"),
        "foretell": ("Foretell", ("702.143a",), "foretold"),
        "mayhem": ("Mayhem", ("702.187b",), "mayhem"),
    }
    source = (MECHANICS.parent / "rules" / "total_cost.py").read_text().splitlines()
    code = "\n".join(line for line in source if not line.strip().startswith("#"))
    keywords = [*ADDITIONAL_COSTS, *(c.keyword for c in ALTERNATIVE_COSTS.values())]
    assert not [k for k in keywords if f'"{k}"' in code]


def test_suspend_is_spelled_with_its_time_counters_and_cost_by_its_package() -> None:
    """702.62a: "Suspend N—[cost]", N from 1 and a mana cost without X, is the keyword its
    package spells; X or no time counters isn't read."""
    assert v.normalise_keyword("suspend 4—{1}{u}") == "Suspend 4—{1}{U}"
    assert v.normalise_keyword("Suspend 3—{0}") == "Suspend 3—{0}"
    assert v.normalise_keyword("Suspend X—{X}{3}{U}") is None
    assert v.normalise_keyword("Suspend 0—{R}") is None
    assert v.normalise_keyword("Suspend 2") is None


def test_casting_and_entering_keywords_are_spelled_by_their_packages() -> None:
    """Riot, unleash, convoke, delve, improvise, affinity and hexproof from say their spellings
    and their card page's words in their own packages (engine/mechanics/<name>/), protection its
    spelling: read as before, and the vocabulary names none of them."""
    assert v.normalise_keyword("RIOT") == "Riot"
    assert v.normalise_keyword("unleash") == "Unleash"
    assert v.normalise_keyword("affinity for Artifacts") == "Affinity for artifacts"
    assert v.normalise_keyword("Affinity for planeswalkers") is None
    assert v.normalise_keyword("hexproof from Multicolored") == "Hexproof from multicolored"
    assert v.normalise_keyword("Hexproof from artifacts") is None
    for name in ("riot", "unleash", "convoke", "delve", "improvise"):
        assert name in KEYWORD_NAMES
    assert v.normalise_keyword("protection from RED") == "Protection from red"
    assert v.normalise_keyword("Protection from The Chosen Color") == v.CHOSEN_COLOR_PROTECTION
    assert v.normalise_keyword("Protection from Flying") is None
    for name in ("affinity for", "hexproof from", "protection from"):
        assert name in PARAMETER_KEYWORDS
    for name in ("Riot", "Unleash", "Convoke", "Delve", "Improvise", "Affinity for"):
        assert name in compiler.KEYWORD_WORDS
    assert ability("Hexproof from red").startswith("the keyword Hexproof from red (702.11d)")
    assert ability("Affinity for lands").startswith("Affinity for lands: it costs {1} less")
    with pytest.raises(DuplicateRegistration, match="the keyword 'riot'"):
        keyword_name("Riot")


def test_kicker_s_sentence_and_class_levels_are_read_through_the_registry() -> None:
    """Kicker's "If this spell was kicked, …" (702.33e) and a Class's level bars (716.2) are
    registered by their packages' readings: the compiler's face reader imports no mechanic, and
    a second registration under either name is refused."""
    card = (MECHANICS.parent / "cards" / "compiler" / "card.py").read_text(encoding="utf-8")
    assert "engine.mechanics" not in card
    compiler.load()
    assert "kicker" in compiler.SPELL_ENDINGS
    assert "class levels" in compiler.SECTIONS
    text, sentence, read = compiler.split_spell_ending(
        "~ deals 2 damage to any target. If ~ was kicked, draw a card."
    )
    assert (text, sentence, read is not None) == (
        "~ deals 2 damage to any target.",
        "Draw a card.",
        True,
    )
    with pytest.raises(DuplicateRegistration, match="the spell's closing sentence 'kicker'"):
        compiler.spell_ending("kicker", lambda t: (t, None))(lambda s, t: None)
    with pytest.raises(DuplicateRegistration, match="the face's sections 'class levels'"):
        compiler.sections("class levels", lambda lines: False)(lambda *a: [])


def test_dredge_is_spelled_and_replaces_a_draw_by_its_package() -> None:
    """702.52a: "Dredge N", N from 1, is the keyword its package spells, and what it does
    instead of a draw is registered under it; the draw operation names no keyword."""
    assert v.normalise_keyword("dredge 3") == "Dredge 3"
    assert v.normalise_keyword("Dredge 0") is None
    assert "Dredge" in DRAWS_INSTEAD
    source = (MECHANICS.parent / "operations" / "basic.py").read_text()
    assert '"Dredge"' not in source
