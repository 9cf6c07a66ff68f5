"""Copies in the grammar's tree (issue 28 §5; 707): "copy that spell" after a cast trigger and
"copy target instant or sorcery spell" (707.10) with "You may choose new targets for the copy"
(707.10c), and "create a token that's a copy of <object>[, except …]" (707.2, 707.9) with what
the next sentences do to that token — lowered into the copy vocabulary the templates read into."""

from __future__ import annotations

from engine.cards.grammar.lines import parse_line
from engine.cards.vocabulary import Activated as ActivatedAbility
from engine.cards.vocabulary import (
    AddKeywords,
    AddTypes,
    CopyAbility,
    CopySpell,
    CreateDelayedTrigger,
    CreateToken,
    CreateTokenCopy,
    Filter,
    IfYouDo,
    LoseSupertypes,
    May,
    SetPowerToughness,
)
from engine.cards.vocabulary import Triggered as TriggeredAbility
from tests.engine.helpers import lowered_ability, lowered_spell


def _effects(line: str, selves: tuple[str, ...]) -> tuple[object, ...]:
    found = lowered_ability(line, selves)
    assert isinstance(found, TriggeredAbility | ActivatedAbility), line
    return found.effects


def test_copy_that_spell_is_the_spell_the_cast_trigger_names() -> None:
    # 707.10: no target; the trigger remembers the spell (601.2i, 603.2).
    (may,) = _effects(
        "Whenever you cast an instant or sorcery spell, you may copy that spell. You may choose "
        "new targets for the copy.",
        ("Swarm Intelligence",),
    )
    assert isinstance(may, May)
    assert may.effects == (CopySpell(target=None, new_targets=True),)


def test_new_targets_only_when_the_text_says_so() -> None:
    # 707.10c: without "You may choose new targets for the copy", the copy keeps its targets.
    (copied,) = _effects(
        "Whenever you cast a Faerie or Wizard permanent spell, copy it.",
        ("Archmage of Echoes",),
    )
    assert copied == CopySpell(target=None, new_targets=False)


def test_a_paid_copy_holds_the_copy_and_its_new_targets() -> None:
    (may,) = _effects(
        "Whenever you cast an instant or sorcery spell, you may pay {3}. If you do, copy that "
        "spell. You may choose new targets for the copy.",
        ("Mirari",),
    )
    assert isinstance(may, May)
    assert (may.pay, may.effects) == ("{3}", (CopySpell(target=None, new_targets=True),))


def test_copy_target_spell_and_ability() -> None:
    found = lowered_ability(
        "{2}{U}, {T}: Copy target instant or sorcery spell you control. You may choose new "
        "targets for the copy.",
        ("Test Mage",),
    )
    assert isinstance(found, ActivatedAbility)
    assert found.effects == (CopySpell(target=0, new_targets=True),)
    assert (found.targets[0].kind, found.targets[0].filter.controller) == ("spell", "you")
    ability = lowered_ability(
        "{1}, {T}: Copy target activated or triggered ability you control.",
        ("Test Resonator",),
    )
    assert isinstance(ability, ActivatedAbility)
    assert ability.effects == (CopyAbility(target=0, new_targets=False),)


def test_a_spell_a_mana_value_names_stays_unread() -> None:
    # A spell's mana value on the stack counts its X (202.3e), which the filter doesn't.
    assert (
        lowered_ability(
            "{2}{R}, {T}: Copy target instant or sorcery spell you control with mana value 2 or "
            "less.",
            ("League Guildmage",),
        )
        is None
    )


def test_another_player_copying_stays_unread() -> None:
    line = (
        "Whenever a player casts an instant or sorcery spell, each other player copies that "
        "spell. Each of those players may choose new targets for their copy."
    )
    tree = parse_line(line, ("Hive Mind",)).tree
    assert tree is None or lowered_ability(line, ("Hive Mind",)) is None


def test_token_copy_of_the_card_itself() -> None:
    (made,) = _effects(
        "Whenever you draw your second card each turn, create a token that's a copy of this "
        "creature.",
        ("Homunculus Horde",),
    )
    assert made == CreateTokenCopy(target="self")


def test_token_copy_of_the_permanent_the_event_names_with_later_sentences() -> None:
    (may,) = _effects(
        "Whenever a nontoken creature you control enters, you may pay {R}. If you do, create a "
        "token that's a copy of that creature. That token gains haste. Exile it at the "
        "beginning of the next end step.",
        ("Flameshadow Conjuring",),
    )
    assert isinstance(may, May)
    assert may.effects == (
        CreateTokenCopy(target="that_creature", gains=("Haste",), at_next_end_step="exile"),
    )


def test_token_copy_after_if_you_do() -> None:
    (asked,) = _effects(
        "Whenever this creature attacks, you may sacrifice another creature. If you do, create "
        "a token that's a copy of target creature you control. Sacrifice it at the beginning "
        "of the next end step.",
        ("Test Mimic",),
    )
    assert isinstance(asked, IfYouDo)
    assert asked.then == (CreateTokenCopy(target=0, at_next_end_step="sacrifice"),)


def test_token_copy_exceptions() -> None:
    # 707.9: each exception becomes part of the copy's copiable values.
    (legend,) = _effects(
        "Whenever another nontoken Dragon you control enters, create a token that's a copy of "
        "it, except the token isn't legendary.",
        ("Miirym, Sentinel Wyrm",),
    )
    assert legend == CreateTokenCopy(
        target="that_creature", except_=(LoseSupertypes(supertypes=("Legendary",)),)
    )
    (shepherd,) = _effects(
        "Whenever another nontoken creature you control enters, create a token that's a copy "
        "of that creature, except it's 1/1 and it's a Nightmare in addition to its other types "
        "and it has haste.",
        ("Test Shepherd",),
    )
    assert isinstance(shepherd, CreateTokenCopy)
    assert shepherd.except_ == (
        SetPowerToughness(power=1, toughness=1),
        AddTypes(subtypes=("Nightmare",)),
        AddKeywords(keywords=("Haste",)),
    )


def test_exceptions_the_templates_dont_read_stay_unread() -> None:
    # A quoted ability or a color in the exception: the copy isn't read (707.9 not modelled).
    for line in (
        "Whenever a nontoken creature you control enters, create a token that's a copy of that "
        'creature, except it has haste and "At the beginning of the end step, sacrifice this '
        'token."',
        "When this creature dies, create a token that's a copy of it, except it's a 4/4 black "
        "Zombie.",
    ):
        tree = parse_line(line, ("Test Copier",)).tree
        assert tree is None or lowered_ability(line, ("Test Copier",)) is None


def test_several_token_copies_are_one_instruction_with_a_count() -> None:
    # 111.2: "two tokens that are copies of it" are made at once (a replacement effect applies
    # once to the number, 614.1a); X is the one paid (107.3a).
    (made,) = _effects(
        "Whenever this creature attacks, create two tokens that are copies of it.",
        ("Test Battalion",),
    )
    assert made == CreateTokenCopy(target="self", count=2)
    spell = lowered_spell(
        "Create X tokens that are copies of target creature you control.", selves=("Test",)
    )
    assert spell is not None
    assert spell[1] == (CreateTokenCopy(target=0, count="X"),)
    # "a token" with "are copies", or "one token", isn't English the cards say: unread.
    for line in (
        "Whenever this creature attacks, create one tokens that are copies of it.",
        "Whenever this creature attacks, create two token that's a copy of it.",
    ):
        tree = parse_line(line, ("Test Battalion",)).tree
        assert tree is None or lowered_ability(line, ("Test Battalion",)) is None


def test_when_you_next_cast_is_a_delayed_ability_watching_that_spell() -> None:
    # 603.7a: the spell's text creates it as it resolves; "that spell" is the spell it sees.
    found = lowered_spell(
        "When you next cast an instant or sorcery spell this turn, copy that spell. You may "
        "choose new targets for the copy.",
        selves=("Doublecast",),
    )
    assert found is not None
    targets, (waiting,) = found
    assert targets == ()
    assert isinstance(waiting, CreateDelayedTrigger)
    assert waiting.at == "next_cast_this_turn"
    assert waiting.spell == Filter(any_types=("Instant", "Sorcery"))
    assert waiting.effects == (CopySpell(target=None, new_targets=True),)
    assert waiting.text.startswith("When you next cast an instant or sorcery spell this turn")


def test_when_you_next_cast_after_another_instruction() -> None:
    (treasure, waiting) = _effects(
        "Whenever equipped creature deals combat damage to a player, create a Treasure token. "
        "When you next cast an instant or sorcery spell this turn, copy that spell. You may "
        "choose new targets for the copy.",
        ("Sword of Wealth and Power",),
    )
    assert isinstance(treasure, CreateToken)
    assert isinstance(waiting, CreateDelayedTrigger)
    assert waiting.effects == (CopySpell(target=None, new_targets=True),)


def test_when_you_next_cast_naming_the_creating_abilitys_target_stays_unread() -> None:
    # The delayed ability has no targets of the ability creating it (603.7c is about objects it
    # remembers; a spell's target isn't one here): unread, never guessed.
    assert (
        lowered_spell(
            "Target creature gets +1/+1 until end of turn. When you next cast an instant or "
            "sorcery spell this turn, that creature gets +2/+2 until end of turn.",
            selves=("Test Spell",),
        )
        is None
    )
