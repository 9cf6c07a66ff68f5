"""The last hand-kept lists of keyword names are gone (issue 27 §2): the simple keywords a card
may list by name, what the evasion keywords stand for as blockers are declared, and the
mechanics' own trigger events, conditions and instructions are each registered by the
mechanic's own package (engine/mechanics/<name>/), and a second registration is refused."""

from __future__ import annotations

import ast
import json
import re
import typing
from pathlib import Path
from typing import Literal

import pytest
from pydantic import ValidationError

from engine.cards import vocabulary as v
from engine.cards.compiler import compile_face
from engine.cards.compiler import registry as compiler
from engine.cards.compiler.selectors import noun_phrase
from engine.cards.compiler.words import ability
from engine.cards.lowering.registry import self_event, self_event_for
from engine.cards.vocabulary.combat import (
    KEYWORDS,
    WITHOUT,
    evasion,
    keyword_restrictions,
    restriction,
)
from engine.cards.vocabulary.keyword_names import (
    CUMULATIVE_KEYWORDS,
    QUALITY_KEYWORDS,
    SIMPLE_NAMES,
    keyword_name,
)
from engine.cards.vocabulary.mechanic_instructions import (
    MECHANIC_INSTRUCTIONS,
    MechanicInstruction,
)
from engine.cards.vocabulary.triggers import (
    TRIGGER_CONDITIONS,
    TRIGGER_EVENTS,
    trigger_condition_name,
    trigger_event,
)
from engine.core.registry import DuplicateRegistration
from engine.driver import game  # noqa: F401  (loads every mechanic)
from engine.driver.scenario import Scenario
from engine.mechanics.toxic.rules import poison
from engine.modifiers.trigger_conditions import CONDITIONS, trigger_condition
from engine.modifiers.triggers import KEYWORD_TRIGGERS
from engine.operations.damage import COMBAT_DAMAGE_RESULTS

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def _string_constants(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {
        n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }


@pytest.mark.parametrize(
    "module",
    ["cards/vocabulary/keywords.py", "cards/vocabulary/combat.py", "cards/compiler/words.py"],
)
def test_the_vocabulary_and_the_card_words_name_no_simple_keyword(module: str) -> None:
    assert not _string_constants(ENGINE / module) & set(v.SIMPLE_KEYWORDS)


def test_each_simple_keyword_is_registered_by_a_mechanic_package() -> None:
    """Each is named in its package's model, and nowhere else in the packages' models."""
    named: dict[str, list[str]] = {}
    for model in sorted((ENGINE / "mechanics").glob("*/model.py")):
        for text in _string_constants(model) & set(v.SIMPLE_KEYWORDS):
            named.setdefault(text, []).append(model.parent.name)
    walks = {"Plainswalk", "Islandwalk", "Swampwalk", "Mountainwalk", "Forestwalk"}
    for keyword in v.SIMPLE_KEYWORDS:
        package = "landwalk" if keyword in walks else keyword.lower().replace(" ", "_")
        if keyword in ("Daybound", "Nightbound"):
            package = "day_night"
        assert package in named.get(keyword, []), keyword
    assert frozenset(SIMPLE_NAMES) == v.SIMPLE_KEYWORDS


def test_the_simple_keywords_are_spelled_as_before() -> None:
    assert v.normalise_keyword("first STRIKE") == "First strike"
    assert v.normalise_keyword("islandwalk") == "Islandwalk"
    assert v.normalise_keyword("Desertwalk") is None  # 702.14a: a quality the engine doesn't read
    # phasing (702.26a) since issue 31, provoke (702.39a), banding (702.22a) since issue 29
    assert len(v.SIMPLE_KEYWORDS) == 37
    with pytest.raises(DuplicateRegistration, match="the keyword 'flying'"):
        keyword_name("Flying", simple=True)


def test_the_keywords_a_selector_names_are_registered_by_their_packages() -> None:
    """ "Destroy target creature with flying" (Plummet) and "without flying": the keywords a
    selector may name as a creature's quality are their packages' (`quality=True`) — the ten of
    before, and shadow, horsemanship and the landwalks ("Destroy target creature with shadow",
    Dauthi Cutthroat), and banding ("Target creature with banding") — and the compiler's
    selectors spell none of them."""
    assert set(QUALITY_KEYWORDS.values()) == {
        "Flying",
        "Defender",
        "Haste",
        "Reach",
        "Trample",
        "Vigilance",
        "First strike",
        "Deathtouch",
        "Lifelink",
        "Menace",
        "Shadow",
        "Horsemanship",
        "Plainswalk",
        "Islandwalk",
        "Swampwalk",
        "Mountainwalk",
        "Forestwalk",
        "Banding",
    }
    for name, keyword in QUALITY_KEYWORDS.items():
        package = "landwalk" if keyword.endswith("walk") else keyword.lower().replace(" ", "_")
        assert keyword in _string_constants(ENGINE / "mechanics" / package / "model.py")
        assert name == keyword.casefold()
    selectors = _string_constants(ENGINE / "cards" / "compiler" / "selectors.py")
    assert not selectors & (set(QUALITY_KEYWORDS) | set(QUALITY_KEYWORDS.values()))
    assert noun_phrase("creature with first strike") == ({"keywords": ["First strike"]}, "creature")
    assert noun_phrase("creature with shroud") is None  # not registered as a quality
    with pytest.raises(DuplicateRegistration, match="the quality keyword 'flying'"):
        QUALITY_KEYWORDS.register("flying", "Flying")


def test_the_evasion_keywords_stand_for_their_restrictions_as_before() -> None:
    evasive = {"Flying", "Menace", "Fear", "Intimidate", "Shadow", "Horsemanship", "Skulk"}
    walks = {"Plainswalk", "Islandwalk", "Swampwalk", "Mountainwalk", "Forestwalk"}
    assert set(KEYWORDS) == evasive | walks
    (flying,) = keyword_restrictions("Flying")
    assert (flying.cites, flying.rule.filter.not_keywords) == ("702.9b", ("Flying", "Reach"))
    (walk,) = keyword_restrictions("Islandwalk")
    assert walk.says.endswith("controls an Island")
    assert [r.rule.rule for r in keyword_restrictions("Shadow")] == [
        "cant_be_blocked_by",
        "can_block_only",
    ]
    assert list(WITHOUT) == ["Shadow"]  # a creature without shadow … (702.28b)
    assert ability("Skulk") == (
        "the keyword Skulk (702.118b): it can't be blocked by creatures with greater power"
    )
    assert ability("Infect").startswith("the keyword Infect (702.90): damage it deals")
    with pytest.raises(DuplicateRegistration, match="the evasion keyword 'Flying'"):
        evasion("Flying", restriction("cant_be_blocked", "can't be blocked", "509.1b"))


def _registered_by_models(register: str) -> dict[str, str]:
    """What the mechanic packages' models register by calling `register` with a name, each
    name with its package: read from their source, so a new mechanic is found, never listed."""
    found: dict[str, str] = {}
    for model in sorted((ENGINE / "mechanics").glob("*/model.py")):
        for node in ast.walk(ast.parse(model.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            if node.func.id != register or len(node.args) != 1:
                continue
            (name,) = node.args
            # A name written out, so it can be found here.
            assert isinstance(name, ast.Constant), f"{model}: {register}"
            assert isinstance(name.value, str), f"{model}: {register}"
            found[name.value] = model.parent.name
    return found


#: Each mechanic's own trigger event ("exploits", 702.110b), with its package.
MECHANIC_EVENTS = _registered_by_models("trigger_event")
#: Each keyword's own trigger condition (evolve's, 702.100a), with its package.
MECHANIC_CONDITIONS = _registered_by_models("trigger_condition_name")


def test_the_compiler_and_the_lowering_name_no_mechanic_s_event() -> None:
    """A mechanic's own event is read by its package alone: the X its event chose (the X chosen
    as it was turned face up, 702.37f; the monstrosity X, 701.37c) and the lowering's words for
    the card's own event ("is turned face up", 702.37e) are registered there."""
    for module in ("compiler/abilities.py", "lowering/triggers.py"):
        assert not _string_constants(ENGINE / "cards" / module) & set(MECHANIC_EVENTS), module
    assert dict(compiler.OWN_X_EVENTS) == {
        "turned_face_up": "702.37f",
        "becomes_monstrous": "701.37c",
    }
    assert self_event_for("is turned face up") == {"event": "turned_face_up"}
    assert self_event_for("enters") == {"event": "enters"}  # the game's own, the same registry
    assert self_event_for("becomes monstrous") is None  # not lowered (read by its template)
    with pytest.raises(DuplicateRegistration, match="the event of the card itself 'is turned"):
        self_event("is turned face up", {"event": "turned_face_up"})
    with pytest.raises(DuplicateRegistration, match="with an X of its own 'becomes_monstrous'"):
        compiler.OWN_X_EVENTS.register("becomes_monstrous", "701.37c")


def test_a_mechanic_s_trigger_event_and_condition_are_registered_by_its_package() -> None:
    """The vocabulary's trigger names only the game's own events; each mechanic's own event
    ("exploits", 702.110b) and each keyword's own condition (evolve's, 702.100a) is named by
    its package's model."""
    vocabulary = _string_constants(ENGINE / "cards" / "vocabulary" / "triggers.py")
    assert not vocabulary & (set(MECHANIC_EVENTS) | set(TRIGGER_CONDITIONS))
    # The game's own, then the packages' models' (found in their source, never listed here).
    assert {"exploits", "turned_face_up", "chapter"} <= set(MECHANIC_EVENTS)
    own = vocabulary & set(TRIGGER_EVENTS)
    assert set(TRIGGER_EVENTS) == own | set(MECHANIC_EVENTS)
    # Registered by the packages' models and nowhere else, each checked by its mechanic's rules.
    assert {"evolve", "training", "entered_from"} <= set(MECHANIC_CONDITIONS)
    assert set(TRIGGER_CONDITIONS) == set(MECHANIC_CONDITIONS) == set(CONDITIONS)
    with pytest.raises(DuplicateRegistration, match="the trigger event 'exploits'"):
        trigger_event("exploits")
    with pytest.raises(DuplicateRegistration, match="the trigger condition 'evolve'"):
        trigger_condition_name("evolve")
    with pytest.raises(DuplicateRegistration, match="the check of the trigger condition 'evolve'"):
        trigger_condition("evolve")(lambda *_: ())


def test_a_trigger_naming_no_registered_event_is_refused_listing_them() -> None:
    assert v.Trigger(event="exploits").event == "exploits"
    assert v.Trigger(event="attacks", condition="training").condition == "training"
    with pytest.raises(ValidationError, match=r"Input should be 'tapped_for_mana', .* or '\w+'"):
        v.Trigger(event="explodes")
    with pytest.raises(ValidationError, match="'dethrone'") as refused:
        v.Trigger(event="attacks", condition="evolves")
    assert refused.value.errors()[0]["type"] == "literal_error"


def test_the_scenario_schema_lists_every_registered_trigger_event() -> None:
    trigger = Scenario.model_json_schema()["$defs"]["Trigger"]["properties"]
    assert trigger["event"] == {"enum": list(TRIGGER_EVENTS), "title": "Event", "type": "string"}
    (names, _null) = trigger["condition"]["anyOf"]
    assert names == {"enum": list(TRIGGER_CONDITIONS), "type": "string"}


def test_a_leveler_s_bands_are_folded_by_the_one_mechanism_of_sections() -> None:
    """A leveler's level bands (711.2) are a face's sections as a Class's levels are (716.2),
    registered by the level up package: the face reader has no fallback of its own."""
    card = (ENGINE / "cards" / "compiler" / "card.py").read_text(encoding="utf-8")
    assert "level" not in _string_constants(ENGINE / "cards" / "compiler" / "card.py")
    assert "levelers" not in card
    compiler.load()
    assert {"class levels", "level bands"} <= set(compiler.SECTIONS)
    assert compiler.PERMANENT_LINES.priority("level up") == 700
    with pytest.raises(DuplicateRegistration, match="the face's sections 'level bands'"):
        compiler.sections("level bands", lambda lines: False)(lambda *a: [])


def _union_members() -> set[type]:
    union = typing.get_args(v.Effect.__value__)[0]  # Annotated[Union[...], discriminator]
    return set(typing.get_args(union))


def test_a_mechanic_s_instruction_joins_the_effect_union_by_being_defined() -> None:
    """Each mechanic's instruction is a `MechanicInstruction` in its package's model; the
    union takes every registered one, and the vocabulary imports no mechanic's instruction."""
    members = _union_members()
    assert set(MECHANIC_INSTRUCTIONS.values()) <= members
    # Every instruction a mechanic's model defines is registered, and nothing else is.
    defined = {
        (f"engine.mechanics.{model.parent.name}.model", node.name)
        for model in (ENGINE / "mechanics").glob("*/model.py")
        for node in ast.walk(ast.parse(model.read_text(encoding="utf-8")))
        if isinstance(node, ast.ClassDef)
        and any(getattr(b, "id", None) == "MechanicInstruction" for b in node.bases)
    }
    assert {(k.__module__, k.__name__) for k in MECHANIC_INSTRUCTIONS.values()} == defined
    assert len(defined) >= 29  # tap_all (701.26a) and flip (710.2) among the last added
    for op, kind in MECHANIC_INSTRUCTIONS.items():
        assert kind.__module__.startswith("engine.mechanics.")
        assert kind.__module__.endswith(".model")
        assert kind.model_fields["op"].default == op
    for module in (ENGINE / "cards" / "vocabulary").glob("*.py"):
        imports = ast.walk(ast.parse(module.read_text(encoding="utf-8")))
        named = {n.module for n in imports if isinstance(n, ast.ImportFrom)}
        assert not {m for m in named if m and m.endswith(".model")} - {
            "engine.mechanics.protection.model",  # CHOSEN_COLOR_PROTECTION, re-exported
            "engine.mechanics.transform.model",  # Transform, re-exported for the rules
        }, module.name
    fabricate = v.Activated.model_validate({"effects": [{"op": "fabricate", "amount": 2}]})
    assert type(fabricate.effects[0]).__name__ == "Fabricate"


def test_an_instruction_s_op_defined_twice_or_not_at_all_is_refused() -> None:
    with pytest.raises(DuplicateRegistration, match="the instruction 'fabricate'"):

        class _Again(MechanicInstruction):
            op: Literal["fabricate"] = "fabricate"

    with pytest.raises(TypeError, match="_Nameless names no op"):

        class _Nameless(MechanicInstruction):
            amount: int = 1


def test_a_keyword_whose_instances_are_not_redundant_is_registered_by_its_package() -> None:
    """Toxic's instances add up (702.164b): its package says so, and gaining a second instance
    keeps both; another keyword's second instance is redundant."""
    assert "Toxic" in CUMULATIVE_KEYWORDS
    assert v.cumulative("Toxic 2")
    assert not v.cumulative("Infect")  # redundant, 702.90f
    assert not v.cumulative("Flying")
    with pytest.raises(DuplicateRegistration, match="the cumulative keyword 'Toxic'"):
        CUMULATIVE_KEYWORDS.register("Toxic", "Toxic")


def test_poisonous_is_read_and_said_by_its_package_alone() -> None:
    """Poisonous N (702.70a), added last: its spelling, its words and its triggered ability are
    its package's; each instance triggers (702.70b), so a second one gained is kept."""
    assert v.normalise_keyword("poisonous 3") == "Poisonous 3"
    assert v.normalise_keyword("Poisonous 0") is None
    assert v.cumulative("Poisonous 1")
    assert ability("Poisonous 1") == (
        "the keyword Poisonous 1 (702.70a), a triggered ability: whenever this creature deals "
        "combat damage to a player, that player gets a poison counter"
    )


def test_toxic_poisons_through_a_result_its_package_registers_with_the_damage() -> None:
    """Toxic's poison counters (702.164c) are a result of combat damage to a player its package
    registers under the keyword; the damage operation names no mechanic, and a second
    registration of the keyword is refused."""
    assert COMBAT_DAMAGE_RESULTS["Toxic"] is poison
    with pytest.raises(DuplicateRegistration, match="combat damage result 'Toxic'"):
        COMBAT_DAMAGE_RESULTS.register("Toxic", poison)


def test_a_keyword_whose_instances_each_trigger_keeps_a_second_instance_gained() -> None:
    """Every keyword standing for a triggered ability whose rule in the CR we ship says "If a
    creature has multiple instances of [it], each triggers separately" (prowess 702.108b, bushido
    702.45b, storm 702.40b …) is registered as not redundant by its package, as exalted is (its
    instances function independently, 113.2c; its rulings: "each one triggers separately"), so an
    object gaining a second instance keeps it (goldens compiled_*_twice_triggers_twice)."""
    rules = json.loads((ENGINE.parent / "data" / "cr.json").read_text(encoding="utf-8"))["rules"]
    separately = {
        m.group(1)
        for rule in rules
        if (
            m := re.search(
                r"has multiple instances of ([a-z ]+), each triggers separately", rule["text"]
            )
        )
    }
    assert {"prowess", "bushido", "storm"} <= separately
    # "Cumulative upkeep—Pay" (a life cost) is cumulative upkeep (702.24b).
    triggering = {name for name in KEYWORD_TRIGGERS if name.casefold().split("—")[0] in separately}
    assert len(triggering) >= 19
    assert triggering | {"Exalted"} <= set(CUMULATIVE_KEYWORDS)
    # 113.2c; 702.164b; the instances of vanishing, graft and amplify each work separately
    # (702.63c, 702.58b, 702.38b); firebending's rule says nothing of its instances (702.189),
    # so each is a triggered ability of its own (113.2c); increment's says "each one triggers
    # separately" (702.191b).
    assert set(CUMULATIVE_KEYWORDS) - triggering == {
        "Exalted",
        "Toxic",
        "Vanishing",
        "Graft",
        "Amplify",
        "Firebending",
        "Increment",
    }
    assert [v.cumulative(k) for k in ("Prowess", "Bushido 2", "Battle cry")] == [True] * 3
    assert v.cumulative("Cumulative upkeep—Pay 2 life")
    assert [v.cumulative(k) for k in ("Flying", "First strike", "Ward {2}")] == [False] * 3


def test_devoid_and_outlast_are_read_by_their_packages_alone() -> None:
    """Devoid's colors (702.114a, 604.3) and outlast's activated ability (702.107a) are face line
    readers of their packages; the compiler's face reader names neither."""
    for module in ("card.py", "statics.py"):
        text = (ENGINE / "cards" / "compiler" / module).read_text(encoding="utf-8")
        assert "Devoid" not in text, module
        assert "Outlast" not in text, module
    compiler.load()
    assert {"keywords: devoid", "keywords: outlast"} <= {
        t for t, _ in compiler.FACE_LINES.ordered()
    }
    devoid = compile_face(
        "Forerunner of Slaughter", "Forerunner of Slaughter", "Devoid", ("Creature",)
    )
    assert devoid.colors == ()
    assert devoid.readings[0].words.startswith("Devoid: it is colorless")
    outlast = compile_face("Ainok Bond-Kin", "Ainok Bond-Kin", "Outlast {1}{W}", ("Creature",))
    assert outlast.readings[0].template == "keywords: outlast"
    assert outlast.abilities[0]["cost"] == {"mana": "{1}{W}", "tap": True}


def test_adapt_is_read_said_and_played_by_its_package_alone() -> None:
    """Adapt N (701.46a), the keyword added last: "{2}{U}: Adapt 2." is an activated ability
    whose instruction is its package's; one with a cost reduction after it stays unread."""
    eel = compile_face("Skitter Eel", "Skitter Eel", "{2}{U}: Adapt 2.", ("Creature",))
    assert eel.readings[0].template == "activated: adapt"
    assert eel.abilities[0]["effects"] == [{"op": "adapt", "amount": 2}]
    assert eel.readings[0].words.endswith(
        "adapt 2: if this has no +1/+1 counters on it, put 2 +1/+1 counters on it (701.46a)"
    )
    reduced = (
        "{6}{B}: Adapt 4. This ability costs {1} less to activate for each other artifact you "
        "control."
    )
    assert (
        compile_face("Etherium Pteramander", "Etherium Pteramander", reduced, ("Creature",))
        .readings[0]
        .outcome
        == "unsupported"
    )
    assert "adapt" in MECHANIC_INSTRUCTIONS
