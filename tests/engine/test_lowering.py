"""The lowering of the oracle grammar's tree into the card vocabulary (issue 28 §3-4): one test per
rule — each construct lowered, with a contrast the rule must refuse (a line left unread rather
than misread) — and the compiler's route for it: only lines its templates leave unread."""

from __future__ import annotations

from functools import partial

import pytest

from engine.cards.compiler import compile_face
from engine.cards.compiler.grammar_route import plain
from engine.cards.lowering.gate import may_lower
from engine.cards.lowering.registry import VERBS, verb
from engine.cards.vocabulary import (
    Activated,
    AddKeywords,
    ApplyContinuous,
    Condition,
    CounterUnlessPays,
    CreateToken,
    Destroy,
    Discard,
    Draw,
    Filter,
    IfCondition,
    LoseLife,
    May,
    Mill,
    ModifyPowerToughness,
    ModifyPowerToughnessBy,
    PlayerSacrifices,
    PutCounters,
    SacrificeUnlessPays,
    Static,
    Tap,
    Triggered,
    UnlessPays,
    Untap,
)
from engine.core.registry import DuplicateRegistration
from tests.engine.helpers import lowered_ability, lowered_spell

SELVES = ("Tireless Gremlin",)
_ability = partial(lowered_ability, selves=SELVES)
_spell = partial(lowered_spell, selves=SELVES)


# --- The binder (issue 28 §2): "it" names what the line already named -------------------


def test_it_after_one_target_is_that_target() -> None:
    found = _spell("Put two +1/+1 counters on target creature and untap it.")
    assert found is not None
    targets, effects = found
    assert len(targets) == 1
    assert effects == (PutCounters(counter="+1/+1", amount=2, target=0), Untap(target=0))


def test_it_with_nothing_targeted_is_the_card_itself() -> None:
    found = _ability("{1}{W}: Untap this creature. Put a +1/+1 counter on it.")
    assert isinstance(found, Activated)
    assert found.effects == (Untap(target="self"), PutCounters(counter="+1/+1", target="self"))


def test_it_after_a_created_token_binds_to_nothing() -> None:
    # "it" is the token (Additive Evolution), which the vocabulary can't name: unread.
    line = (
        "When this enchantment enters, create a 0/0 green and blue Fractal creature token. "
        "Put three +1/+1 counters on it."
    )
    assert _ability(line) is None


def test_it_after_two_targets_binds_to_nothing() -> None:
    assert _spell("Tap target creature and target land. Untap it.") is None


def test_a_subject_two_verbs_share_is_one_target() -> None:
    found = _spell("Target creature gets +1/+1 and gains flying until end of turn.")
    assert found is not None
    targets, effects = found
    assert len(targets) == 1
    mods = (ModifyPowerToughness(power=1, toughness=1), AddKeywords(keywords=("Flying",)))
    assert effects == (ApplyContinuous(target=0, modifications=mods),)


# --- "Up to N" and N targets (601.2c) -------------------------------------------------------


def test_up_to_n_targets_is_a_spec_of_none_to_n() -> None:
    found = _spell("Tap up to two target creatures.")
    assert found is not None
    targets, effects = found
    (spec,) = targets
    assert (spec.kind, spec.min, spec.max) == ("creature", 0, 2)
    assert effects == (Tap(target=0),)


def test_n_targets_is_a_spec_of_exactly_n() -> None:
    found = _spell("Destroy two target nonblack creatures. You lose 5 life.")
    assert found is not None
    targets, effects = found
    spec = targets[0]
    assert (spec.min, spec.max, spec.filter.not_colors) == (2, 2, ("B",))
    assert isinstance(effects[0], Destroy)


def test_more_targets_than_a_spec_holds_is_unread() -> None:
    # The vocabulary's bound on one spec (ten objects) holds here too.
    assert _spell("Destroy eleven target creatures.") is None


# --- Modifiers and labels -------------------------------------------------------------------


def test_a_pump_lasts_until_end_of_turn_or_until_your_next_turn() -> None:
    # 514.2 ends the first in the cleanup step; 611.2a the second as its controller's turn
    # begins; 511.2 the third as the combat phase ends.
    lasts = []
    for duration in ("until end of turn", "until your next turn", "until end of combat"):
        found = _spell(f"Target creature gets +2/+2 {duration}.")
        assert found is not None
        effect = found[1][0]
        assert isinstance(effect, ApplyContinuous)
        lasts.append(effect.duration)
    assert lasts == ["end_of_turn", "your_next_turn", "end_of_combat"]
    assert _spell("Target creature gets +2/+2 until the end of your next turn.") is None


def test_an_intervening_if_is_the_triggers_condition() -> None:
    # 603.4: asked as the event happens and again as the ability resolves.
    found = _ability("When this creature enters, if you control a Wizard, draw a card.")
    assert isinstance(found, Triggered)
    asked = found.trigger.intervening_if
    assert asked is not None
    assert asked.text == "you control a Wizard"
    assert [f.subtypes for f in asked.you_control] == [("Wizard",)]
    assert found.effects == (Draw(),)


def test_an_intervening_if_the_engine_cant_ask_leaves_the_line_unread() -> None:
    # Not a condition of the vocabulary; about the source itself (which may be gone as the
    # ability resolves); on a trigger that looks back in time (603.10a).
    for line in (
        "When this creature enters, if a creature with flying entered the battlefield under "
        "your control this turn, draw a card.",
        "Whenever this creature attacks, if it's tapped, draw a card.",
        "When this creature dies, if you control a Wizard, draw a card.",
    ):
        assert _ability(line) is None, line


def test_an_instructions_if_holds_what_it_governs() -> None:
    # 608.2c: asked as the instruction is followed — a trailing "if" governs its one verb, a
    # leading "If …," its clause.
    trailing = _spell("Draw a card if you have no cards in hand.")
    assert trailing is not None
    (held,) = trailing[1]
    assert isinstance(held, IfCondition)
    assert (held.condition.hand_at_most, held.effects) == (0, (Draw(),))
    leading = _spell(
        "Target creature gets -4/-0 until end of turn. If you control a Wizard, draw a card."
    )
    assert leading is not None
    shrink, held = leading[1]
    assert isinstance(shrink, ApplyContinuous)
    assert isinstance(held, IfCondition)
    assert held.condition.text == "you control a Wizard"
    assert held.effects == (Draw(),)


def test_an_instructions_if_the_engine_cant_ask_leaves_the_line_unread() -> None:
    # "If you do" about an instruction whose performance the engine can't tell (gaining life;
    # the ones it can: test_lowering_if_you_do), a question about the object an instruction
    # names that no filter asks ("isn't"; "if it's tapped" is read: test_lowering_object_was),
    # and a trailing "if" after two verbs (which of them it governs isn't said) stay unread.
    assert (
        _ability("Whenever this creature attacks, you may gain 2 life. If you do, discard a card.")
        is None
    )
    assert _spell("Destroy target creature if it isn't tapped.") is None
    assert _spell("Tap target creature and draw a card if you control a Wizard.") is None


def test_unless_a_player_pays_is_the_payers_choice() -> None:
    # 118.12a: "[do A] unless [player] pays [cost]" is "[player] may pay; if they don't, [A]".
    found = _ability("When this land enters, sacrifice it unless you pay {1}.")
    assert isinstance(found, Triggered)
    assert found.effects == (SacrificeUnlessPays(cost="{1}"),)
    tap = _ability("At the beginning of your upkeep, tap this creature unless you pay {3}.")
    assert isinstance(tap, Triggered)
    assert tap.effects == (UnlessPays(cost="{3}", effects=(Tap(target="self"),)),)
    leak = _spell("Counter target spell unless its controller pays {3}.")
    assert leak is not None
    assert leak[1] == (CounterUnlessPays(cost="{3}", target=0),)


def test_an_unless_the_vocabulary_has_no_instruction_for_leaves_the_line_unread() -> None:
    for line in (
        "Whenever this creature attacks, sacrifice it unless you pay {E}{E}.",  # energy, 107.14
        # Returning a permanent is no cost the vocabulary pays as it resolves (118.12).
        "When this creature enters, sacrifice it unless you return a land you control to its "
        "owner's hand.",
        "When this creature enters, sacrifice it unless target opponent discards a card.",
        "When this creature enters, each opponent sacrifices a creature unless they pay {3}.",
    ):
        assert _ability(line) is None, line
    assert _spell("Counter target spell unless you pay {3}.") is None  # who pays, 118.12a


def test_unless_another_player_pays_is_that_players_choice() -> None:
    # 118.12a: the player the trigger event names may pay ("they" naming the player the
    # instruction names), or the controller of the target the instruction names (608.2h).
    tyranny = _ability(
        "Whenever a player draws a card, that player loses 2 life unless they pay {2}."
    )
    assert isinstance(tyranny, Triggered)
    (offer,) = tyranny.effects
    assert isinstance(offer, UnlessPays)
    assert (offer.cost, offer.payer, offer.target) == ("{2}", "that_player", None)
    study = _ability(
        "Whenever an opponent casts a spell, you may draw a card unless that player pays {1}."
    )
    assert isinstance(study, Triggered)
    (offer,) = study.effects
    assert isinstance(offer, UnlessPays)
    assert offer.payer == "that_player"
    (may,) = offer.effects
    assert isinstance(may, May)  # if they don't pay, you may draw
    portal = _ability(
        "{1}, {T}: Return target creature to its owner's hand unless its controller pays {1}."
    )
    assert portal is not None
    (offer,) = portal.effects
    assert isinstance(offer, UnlessPays)
    assert (offer.payer, offer.target) == ("controller", 0)


def test_unless_another_player_pays_without_one_named_stays_unread() -> None:
    for line in (
        # "they" with no player the instruction names; "that player" a target, no trigger's.
        "Whenever a player draws a card, you gain 2 life unless they pay {2}.",
        "{T}: Target player loses 2 life unless that player pays {1}.",
        # Each opponent chooses apart: not one payer.
        "When this creature enters, each opponent sacrifices a creature unless they pay {3}.",
    ):
        assert _ability(line) is None, line


def test_x_in_a_power_toughness_change_is_the_announced_x() -> None:
    # 107.3a: X as announced for the cost; the change is locked in as the effect begins (608.2h).
    found = _spell("Target creature gets -X/-X until end of turn.")
    assert found is not None
    (effect,) = found[1]
    assert isinstance(effect, ApplyContinuous)
    by = ModifyPowerToughnessBy(power=-1, toughness=-1, amount="X")
    assert effect.modifications == (by,)
    assert _spell("Target creature gets +X/+1 until end of turn.") is None


def test_you_may_is_an_optional_instruction() -> None:
    found = _ability("Whenever you cast an enchantment spell, you may draw a card.")
    assert isinstance(found, Triggered)
    assert found.effects == (May(effects=(Draw(),), text="draw a card"),)


def test_an_ability_word_has_no_rules_meaning() -> None:
    # 207.2c: "Channel" is an ability word; the cost discards the card, so from a hand.
    found = _ability("Channel — {U}, Discard this card: Draw a card.")
    assert isinstance(found, Activated)
    assert (found.zone, found.effects) == ("hand", (Draw(),))


def test_a_cost_exiling_the_card_from_its_graveyard_is_paid_there() -> None:
    # 113.6m: the ability works only where its cost can be paid; Renew is an ability word.
    found = _ability(
        "Renew — {B}, Exile this card from your graveyard: Put a +1/+1 counter on target "
        "creature. Activate only as a sorcery."
    )
    assert isinstance(found, Activated)
    assert (found.zone, found.cost.mana, found.cost.exile_self) == ("graveyard", "{B}", True)
    assert found.sorcery_speed


@pytest.mark.parametrize(
    "line",
    [
        # {T} can't be paid by a card in a graveyard.
        "{T}, Exile this card from your graveyard: Draw a card.",
        # Once paid the card is a new object in exile (400.7): "this creature" is nothing.
        "{1}, Exile this card from your graveyard: Put a +1/+1 counter on this creature.",
    ],
)
def test_a_graveyard_cost_the_card_cant_pay_or_outlives_stays_unread(line: str) -> None:
    assert _ability(line) is None


@pytest.mark.parametrize(
    "line",
    [
        "Max speed — {T}: Target creature gains haste until end of turn.",  # 702.178a
        "Splice onto Arcane — {2}: Draw a card.",  # a keyword's name first (702.47a)
        "II Anger — Draw a card.",  # a chapter's numeral (714.2b)
        "Exhaust — When this creature enters, draw a card.",  # a keyword, not an activated one
    ],
)
def test_a_label_the_cr_names_leaves_the_line_unread(line: str) -> None:
    assert _ability(line) is None


@pytest.mark.parametrize(
    ("line", "restricted"),
    [
        ("Exhaust — {3}: Put a +1/+1 counter on this creature.", {"once": True}),  # 702.177a
        (
            "Boast — {1}{R}: This creature deals 1 damage to any target.",  # 702.142a
            {
                "once_each_turn": True,
                "only_if": Condition(
                    self_attacked=True, text="this creature attacked this turn (702.142a)"
                ),
            },
        ),
    ],
)
def test_a_keyword_label_a_mechanic_reads_restricts_its_ability(
    line: str, restricted: dict[str, object]
) -> None:
    """A keyword label registered by its mechanic (`registry.keyword_label`) is the ability
    after it with the keyword's restrictions (602.5, 602.5b)."""
    found = _ability(line)
    assert isinstance(found, Activated)
    plain = _ability(line.split(" — ", 1)[1])
    assert isinstance(plain, Activated)
    assert found == plain.model_copy(update=restricted)


def test_a_flavor_word_has_no_rules_meaning() -> None:
    # 207.2d: flavor words "are not listed in the Comprehensive Rules" — Black Dragon's line
    # reads as the line without them.
    line = "Acid Breath — When this creature enters, target creature gets -3/-3 until end of turn."
    found = _ability(line)
    assert isinstance(found, Triggered)
    assert found == _ability(line.removeprefix("Acid Breath — "))


def test_a_playtest_team_label_is_a_condition_not_a_flavor_word() -> None:
    # "Team Cloudspire — …" applies only to a player on that team of the playtest cards' race
    # (Team Mage: "if you're on Team Cloudspire"), which the engine doesn't know: Draw Team
    # Lines would otherwise do both halves. "Team TARDIS —" (The Thirteenth Doctor) is a
    # flavor word of one card's ability (207.2d) and reads as the line without it.
    team = "Team Cloudspire — Destroy all creatures with power 4 or greater."
    assert _spell(team.removeprefix("Team Cloudspire — ")) is not None
    assert _spell(team) is None
    assert _spell("Team Speed Demons — Draw a card.") is None
    flavor = "Team TARDIS — At the beginning of your end step, untap each creature you control."
    found = _ability(flavor)
    assert isinstance(found, Triggered)
    assert found == _ability(flavor.removeprefix("Team TARDIS — "))


def test_a_label_its_reminder_text_names_is_a_keyword() -> None:
    # A keyword newer than the CR shipped (say "Overcharge", which it doesn't name) has its own
    # reminder text; a flavor word (207.2d) never does — the compiler's route leaves it unread.
    keyword = "Overcharge — {4}{G}: Draw a card. (Activate each overcharge ability only once.)"
    flavor = "Keen Senses — {4}{G}: Draw a card."
    for line, outcome in ((keyword, "unsupported"), (flavor, "recognised")):
        face = compile_face("Gamma Grotesque", "Gamma Grotesque", line, ("Creature",))
        assert [r.outcome for r in face.readings] == [outcome], line


# --- X (107.3) ------------------------------------------------------------------------------


def test_x_in_a_triggered_ability_is_unread() -> None:
    # The X a face-down creature was turned up for (702.37f) is nothing the vocabulary names.
    line = "When this creature is turned face up, create X 1/1 red Goblin creature tokens."
    assert _ability(line) is None


def test_x_in_an_activated_ability_is_the_cost_s() -> None:
    assert isinstance(_ability("{X}{R}: This creature deals X damage to any target."), Activated)
    assert _ability("{R}: This creature deals X damage to any target.") is None


# --- Triggers (603.1) -----------------------------------------------------------------------


def test_another_creature_of_a_type_entering_under_your_control() -> None:
    found = _ability(
        "Whenever another Human you control enters, put a +1/+1 counter on this creature."
    )
    assert isinstance(found, Triggered)
    trigger = found.trigger
    assert (trigger.event, trigger.scope, trigger.filter.subtypes) == (
        "enters",
        "you_control",
        ("Human",),
    )
    assert trigger.filter.other


def test_a_spell_cast_of_a_quality() -> None:
    found = _ability("Whenever an opponent casts a red spell, you gain 2 life.")
    assert isinstance(found, Triggered)
    assert (found.trigger.event, found.trigger.caster) == ("cast", "opponent")
    assert found.trigger.filter.colors == ("R",)


def test_another_creature_dying_whoever_controls_it() -> None:
    found = _ability("Whenever another creature dies, put a +1/+1 counter on this creature.")
    assert isinstance(found, Triggered)
    trigger = found.trigger
    assert (trigger.event, trigger.scope, trigger.or_self) == ("put_into_graveyard", "any", False)
    assert (trigger.filter.types, trigger.filter.other, trigger.filter.controller) == (
        ("Creature",),
        True,
        "any",
    )


def test_this_creature_or_another_nontoken_one_you_control_dying() -> None:
    found = _ability(
        "Whenever this creature or another nontoken creature you control dies, draw a card."
    )
    assert isinstance(found, Triggered)
    trigger = found.trigger
    assert (trigger.event, trigger.scope, trigger.or_self) == (
        "put_into_graveyard",
        "you_control",
        True,
    )
    assert (trigger.filter.token, trigger.filter.other) == (False, True)


def test_this_creature_or_a_creature_is_unread() -> None:
    # "this creature or a creature" would name the card twice: only "another" is read (109.2).
    assert _ability("Whenever this creature or a creature dies, you gain 1 life.") is None


def test_one_or_more_creatures_dying_is_unread() -> None:
    # One trigger for any number dying at once (603.2c) isn't one trigger for each.
    assert _ability("Whenever one or more creatures you control die, you gain 1 life.") is None


def test_that_player_is_the_controller_of_the_creature_the_event_names() -> None:
    found = _ability("Whenever a creature an opponent controls dies, that player loses 2 life.")
    assert isinstance(found, Triggered)
    assert (found.trigger.scope, found.trigger.filter.controller) == ("any", "opponent")
    assert found.effects == (LoseLife(amount=2, player="that_player"),)
    for said in ("its controller", "that creature's controller"):
        found = _ability(f"Whenever another creature enters, {said} loses 1 life.")
        assert isinstance(found, Triggered), said
        assert found.trigger.event == "enters"
        assert found.effects == (LoseLife(amount=1, player="that_player"),)


def test_a_player_sacrificing_of_their_choice() -> None:
    found = _ability(
        "Whenever a creature you control dies, each other player sacrifices a creature of "
        "their choice."
    )
    assert isinstance(found, Triggered)
    assert found.effects == (
        PlayerSacrifices(player="each_opponent", filter=Filter(types=("Creature",))),
    )


def test_that_player_is_whose_upkeep_or_who_cast_the_spell() -> None:
    for line in (
        "At the beginning of each player's upkeep, that player loses 1 life.",
        "Whenever an opponent casts a spell, that player loses 1 life.",
    ):
        found = _ability(line)
        assert isinstance(found, Triggered), line
        assert found.effects == (LoseLife(amount=1, player="that_player"),), line


@pytest.mark.parametrize("phase", ["first main phase", "precombat main phase"])
def test_the_beginning_of_your_first_main_phase_is_its_own_event(phase: str) -> None:
    # The first main phase is the precombat main phase (505.1, 505.1a).
    found = _ability(f"At the beginning of your {phase}, draw a card.")
    assert isinstance(found, Triggered)
    assert found.trigger.event == "beginning_of_first_main_phase"
    assert found.trigger.whose == "your"
    assert found.effects == (Draw(amount=1),)


def test_the_beginning_of_a_postcombat_main_phase_stays_unread() -> None:
    # Any main phase after the first (505.1a): no such event is modelled.
    assert _ability("At the beginning of your postcombat main phase, draw a card.") is None


def test_its_controller_is_the_targets_as_it_last_existed() -> None:
    # "Destroy target creature. Its controller …": the creature is gone, its controller known
    # as it last existed (608.2h); a spell's controller the same way.
    found = _spell("Destroy target nonblack creature. Its controller loses 2 life.")
    assert found is not None
    assert found[1] == (Destroy(target=0), LoseLife(amount=2, player="controller", target=0))
    found = _spell("Counter target spell. Its controller mills three cards.")
    assert found is not None
    assert found[1][1] == Mill(amount=3, player="controller", target=0)


def test_its_controller_of_no_permanent_or_spell_is_unread() -> None:
    # A card in a graveyard has no controller: its owner would be asked instead (108.4a), which
    # the lowering doesn't say — the line stays unread rather than misread.
    assert _spell("Exile target card from a graveyard. Its controller loses 2 life.") is None


def test_the_creature_an_aura_or_equipment_is_attached_to_dying() -> None:
    for line in (
        "Whenever equipped creature dies, draw two cards.",
        "When enchanted creature dies, its controller draws a card.",
    ):
        found = _ability(line)
        assert isinstance(found, Triggered), line
        assert (found.trigger.event, found.trigger.scope) == ("put_into_graveyard", "enchanted")
    assert found.effects == (Draw(player="that_player"),)
    # Entering isn't said of what an Aura enchants: left unread.
    assert _ability("Whenever enchanted creature enters, draw a card.") is None


def test_an_event_the_vocabulary_lacks_is_unread() -> None:
    line = "Whenever one or more cards leave your graveyard, put a +1/+1 counter on this creature."
    assert _ability(line) is None


# --- Statics (604.1) ------------------------------------------------------------------------


def test_a_static_ability_on_a_set_of_permanents() -> None:
    found = _ability("Other creatures you control get +1/+0 and have vigilance.")
    assert isinstance(found, Static)
    assert found.affects == "all"
    assert found.filter.other
    assert found.modifications == (
        ModifyPowerToughness(power=1),
        AddKeywords(keywords=("Vigilance",)),
    )


# --- The verb registry ----------------------------------------------------------------------


def test_a_verb_registered_twice_is_refused() -> None:
    assert "draw" in VERBS
    with pytest.raises(DuplicateRegistration):
        verb("draw")(lambda v: None)


def test_the_gate_lets_through_every_verb_with_a_lowering() -> None:
    assert may_lower("Draw a card.")
    assert not may_lower("Search your library for a card, then shuffle.")


# --- The compiler's route -------------------------------------------------------------------


def test_a_predefined_token_is_written_by_its_name() -> None:
    created = CreateToken.model_validate({"token": "Food", "count": 2})
    assert plain(created) == {"op": "create_token", "token": "Food", "count": 2}


def test_the_compiler_reads_an_unread_line_by_the_grammar() -> None:
    text = "Whenever you cast an enchantment spell, put a +1/+1 counter on this creature."
    face = compile_face("Kami of Transience", "Kami of Transience", text, ("Creature",))
    (reading,) = face.readings
    assert (reading.outcome, reading.template) == ("recognised", "grammar: triggered")


def test_a_line_the_templates_read_keeps_their_reading() -> None:
    face = compile_face("Shock", "Shock", "Shock deals 2 damage to any target.", ("Instant",))
    (reading,) = face.readings
    assert reading.template == "spell"


@pytest.mark.parametrize(
    "line",
    [
        "Exile target creature. Untap it.",
        "Return target creature to its owner's hand. Tap it.",
        "Destroy target artifact. Untap it.",
    ],
)
def test_it_after_a_zone_change_binds_to_nothing(line: str) -> None:
    # The object that moved is a new object (400.7): "it" doesn't follow it.
    assert _spell(line) is None


def test_each_of_n_targets_is_exactly_n_and_each_of_up_to_n_may_be_fewer() -> None:
    exact = _spell("Tireless Gremlin deals 3 damage to each of two target creatures.")
    fewer = _spell("Tireless Gremlin deals 1 damage to each of up to two target creatures.")
    assert exact is not None
    assert fewer is not None
    assert (exact[0][0].min, exact[0][0].max) == (2, 2)
    assert (fewer[0][0].min, fewer[0][0].max) == (0, 2)


def test_the_gate_reads_words_that_name_more_than_an_action() -> None:
    # "control" is a verb of the grammar too ("gain control of"), but "you control" is a
    # selector's: the line lowers, so the gate must let it through.
    line = "Whenever another Human you control enters, put a +1/+1 counter on this creature."
    assert may_lower(line)
    assert isinstance(_ability(line), Triggered)


def test_that_player_of_a_combat_damage_trigger_is_the_player_dealt_damage() -> None:
    # 510.2, 603.2: the binder names the event's player; the vocabulary calls it "that_player".
    found = _ability(
        "Whenever this creature deals combat damage to a player, that player discards a card."
    )
    assert isinstance(found, Triggered)
    assert found.effects == (Discard(player="that_player"),)
    # A player that isn't the one dealt damage: a target player named before it.
    other = _ability("When this creature enters, target player draws a card and discards a card.")
    assert isinstance(other, Triggered)
    assert other.effects[1] == Discard(player="target", target=0)
