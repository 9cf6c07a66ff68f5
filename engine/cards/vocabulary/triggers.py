"""Trigger events (CR 603.1): what a triggered ability's "when", "whenever" or "at" names.

The game's own trigger events are named here; a mechanic's own ("exploits", 702.110b; a Saga's
"chapter", 714.2b) and a keyword's own trigger condition (evolve's, 702.100a) are registered by
its package's model (`trigger_event`, `trigger_condition_name`), each once, so no list here
names a mechanic. A trigger naming another is refused as a Literal would refuse it, listing
the names registered.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, Field, GetJsonSchemaHandler, model_validator
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import PydanticCustomError, core_schema

from engine.cards.vocabulary.bounds import Model
from engine.cards.vocabulary.conditions import Condition
from engine.cards.vocabulary.filters import Filter
from engine.core.registry import Registry

#: The trigger events by name: the game's own (below) and the mechanics' (`trigger_event`).
TRIGGER_EVENTS: Registry[str, str] = Registry("the trigger event")
#: Keywords' own trigger conditions by name (`trigger_condition_name`), each checked by its
#: mechanic's rules (`engine.modifiers.trigger_conditions`).
TRIGGER_CONDITIONS: Registry[str, str] = Registry("the trigger condition")


def trigger_event(name: str) -> str:
    """Register `name` as a trigger event a mechanic's triggered abilities name."""
    return TRIGGER_EVENTS.register(name, name)


def trigger_condition_name(name: str) -> str:
    """Register `name` as a keyword's own trigger condition (`Trigger.condition`)."""
    return TRIGGER_CONDITIONS.register(name, name)


#: The game's own trigger events: a permanent tapped for mana (106.12a), entering (603.6a), a spell
#: cast (601.2i), put into a graveyard (603.6c), attacking (508.3a), the beginning of a step (503.1,
#: 507.2, 513.1) or of the first main phase (505.1), end of combat (511.2), leaving the battlefield
#: (603.6c), a sacrifice (701.21a), becoming a target (115), dealt damage (120.3), combat damage to
#: a player (510.2), damage a permanent deals to a creature (120.3), life gained (119.3), blocks
#: (509.3), a card drawn (121.1), a permanent becoming tapped or untapped (701.26a-b, 603.2e), a
#: copy of a spell put on the stack (707.10; only as `also` of "cast": "whenever you cast or copy
#: …"), the last time counter removed from a permanent (702.63a), counters put on a permanent
#: (122.6), a card discarded (701.9a) or cycled (702.29c); a game state rather than an event
#: (603.8); and a reflexive
#: trigger's, an action taken earlier in the resolution creating it (603.12).
for _event in (
    "tapped_for_mana",
    "enters",
    "cast",
    "copied",
    "put_into_graveyard",
    "attacks",
    "beginning_of_end_step",
    "beginning_of_upkeep",
    "beginning_of_combat",
    "beginning_of_first_main_phase",
    "end_of_combat",
    "leaves_battlefield",
    "sacrifice",
    "becomes_target",
    "dealt_damage",
    "deals_combat_damage_to_player",
    "deals_damage_to_player",
    "deals_damage_to_creature",
    "deals_damage",
    "life_gained",
    "blocks",
    "draw",
    "tapped",
    "untapped",
    "last_time_counter_removed",
    "counters_put",
    "discarded",
    "state",
    "reflexive",
):
    trigger_event(_event)


class _Registered:
    """A name validated against a registry when a card is read, as a Literal of its names
    would be (the same error), and one in the JSON schema: the names registered when the
    schema is made, after every mechanic has registered its own."""

    def __init__(self, registry: Registry[str, str]) -> None:
        self.registry = registry

    def __call__(self, value: str) -> str:
        if value not in self.registry:
            names = [repr(n) for n in self.registry]
            expected = f"{', '.join(names[:-1])} or {names[-1]}" if len(names) > 1 else names[0]
            raise PydanticCustomError(
                "literal_error", "Input should be {expected}", {"expected": expected}
            )
        return value

    def __get_pydantic_json_schema__(
        self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        del schema, handler
        return {"enum": list(self.registry), "type": "string"}


_EVENTS = _Registered(TRIGGER_EVENTS)
_CONDITIONS = _Registered(TRIGGER_CONDITIONS)
#: A trigger event's name, one of `TRIGGER_EVENTS`.
TriggerEvent = Annotated[str, AfterValidator(_EVENTS), _EVENTS]
#: A keyword's own trigger condition's name, one of `TRIGGER_CONDITIONS`.
TriggerConditionName = Annotated[str, AfterValidator(_CONDITIONS), _CONDITIONS]


class Trigger(Model):
    """The trigger event: this permanent entering (CR 603.6a), a player casting a spell, this
    permanent being put into a graveyard from the battlefield (603.6c, 603.10a), a creature
    being declared as an attacker (508.3a), or this permanent becoming the target of a spell or
    ability an opponent controls (ward, 702.21a), or this permanent being turned face up
    (702.37e, 708.8), or this creature exploiting a creature (702.110b), or this permanent
    becoming monstrous (701.37a), or this Class becoming level N (716.2a)."""

    event: TriggerEvent
    #: For "cast": whose spells ("you" / "any") and which spells.
    caster: Literal["you", "any", "opponent"] = "you"
    filter: Filter = Filter()
    #: For "tapped_for_mana" (106.12a): a permanent matching `filter` is tapped for mana by any
    #: player (`caster` "any") or by this permanent's controller ("you").
    #: For "attacks" (CR 508.3a), "deals_combat_damage_to_player" (510.2) and
    #: "deals_damage_to_player" (120.3): this creature does it ("self"), a creature matching
    #: `filter` its controller controls ("you_control") or anyone controls ("any", the filter's
    #: controller saying whose), or the one this Aura or Equipment is attached to ("enchanted":
    #: "Whenever equipped creature attacks"), each time one is declared as an attacker or deals
    #: such damage.
    #: For "enters": this permanent enters ("self") or a permanent matching `filter` that its
    #: controller controls enters ("you_control": "Landfall — Whenever a land you control
    #: enters", 603.6a).
    #: For "sacrifice": "Whenever you sacrifice [a permanent matching `filter`]" — any reason,
    #: a cost or an effect (701.21a); it looks back in time at the permanent (603.10a).
    #: For "cast": "this_spell" is "When you cast this spell" (storm, 702.40a), a trigger
    #: condition that can't trigger from the battlefield, so it functions on the stack (113.6k);
    #: otherwise a permanent watches spells being cast.
    #: For "tapped_for_mana": "enchanted" is "Whenever enchanted land is tapped for mana" (Wild
    #: Growth): only the permanent this Aura is attached to (303.4); otherwise any permanent
    #: matching `filter`. For "put_into_graveyard": "Whenever enchanted / equipped creature
    #: dies" — the permanent this was attached to as it last existed (603.10a).
    #: For "sacrifice", `caster` "any": "Whenever a player sacrifices …" (Thraximundar).
    #: For "enters" and "put_into_graveyard": "any" is a permanent matching `filter` whoever
    #: controls it, the filter's `controller` saying whose ("Whenever another creature
    #: enters", "whenever a creature an opponent controls dies"); "you_control" one its
    #: controller controls ("whenever a nontoken creature you control dies"). A dies trigger
    #: looks back in time at the permanents leaving together (603.10a).
    scope: Literal["self", "you_control", "any", "this_spell", "enchanted"] = "self"
    #: For "dealt_damage" (120.3): this permanent ("self") or any permanent ("you_control" is
    #: not used) is dealt damage. For "life_gained" (119.3): its controller ("you", `caster`)
    #: or any player ("any") gains life.
    #: For "beginning_of_end_step" / "beginning_of_upkeep" / "beginning_of_combat" /
    #: "beginning_of_first_main_phase": "At the beginning of your end step / upkeep / first
    #: main phase", "of combat on your turn" ("your"), of each one
    #: ("each", 503.1, 507.2, 513.1), or "of each opponent's upkeep" ("opponents"); "At the
    #: beginning of the upkeep of enchanted creature's controller" ("enchanted_controller"):
    #: the upkeep of the player who controls the permanent this Aura is attached to then.
    #: For "leaves_battlefield": this permanent leaves the battlefield, for any zone (603.6c);
    #: it looks back in time (603.10a). For "cast", `caster` "opponent": "Whenever an opponent
    #: casts a spell".
    #: For "deals_damage_to_player" (120.3) and "deals_combat_damage_to_player" (510.2): to any
    #: player ("each"; "your" is any player too, as "deals combat damage to a player" always
    #: said), to an opponent of its controller ("opponents") or to its controller ("you":
    #: "Whenever a creature deals damage to you").
    #: For "draw" (121.1): `caster` is who draws — "you", "an opponent" or "a player".
    whose: Literal["your", "each", "opponents", "enchanted_controller", "you"] = "your"
    #: For "enters" with scope "self": "When this enters, if it was kicked, …" ("kicked") or
    #: "if its evoke cost was paid" ("evoked"), "if its offspring / squad cost was paid"
    #: ("offspring", "squad") — an intervening-if condition (603.4) on how the spell it resolved
    #: from was cast (702.33d-e, 702.74a, 702.175a, 702.157a).
    cast_with: Literal["kicked", "evoked", "offspring", "squad"] | None = None
    #: For "chapter": the chapter number N of a Saga's chapter ability "{rN}—[Effect]": lore
    #: counters put on this Saga take their number from less than N to at least N (714.2b).
    chapter: int | None = Field(default=None, ge=1, le=20)
    #: For "class_level": "When this Class becomes level N" (716.2a): this permanent's level
    #: becomes N (a designation, 716.2b).
    level: int | None = Field(default=None, ge=2, le=10)
    #: For "attacks": "attacks alone", the only creature declared as an attacker (506.5).
    alone: bool = False
    #: For "deals_damage_to_creature" (120.3): this permanent ("self") or the one this Aura or
    #: Equipment is attached to ("enchanted") deals damage to a creature matching `filter`,
    #: only combat damage when `combat_damage` (510.2); "that creature" is the creature dealt
    #: the damage and "that player" its controller (603.2).
    #: For "deals_damage" (120.3): the source the trigger watches ("self", "enchanted", or one
    #: matching `filter` its controller controls, "you_control") deals damage, to anything,
    #: once for all it dealt in one event (603.2c) — only combat damage when `combat_damage`
    #: (510.2); "that much" is the total.
    combat_damage: bool = False
    #: For "attacks" with scope "you_control": "Whenever you attack" / "Whenever you attack
    #: with two or more creatures [with flying]" — one trigger as attackers are declared when at
    #: least this many creatures matching `filter` that its controller controls are among them
    #: (508.3c-d); None: one trigger for each such attacker ("whenever a creature you control
    #: attacks", 508.3a).
    attackers_at_least: int | None = Field(default=None, ge=1, le=10)
    #: For "attacks" with scope "self" or "enchanted": "Whenever this creature and at least two
    #: other creatures attack" (battalion), "whenever equipped creature and at least one other
    #: creature attack" — once as attackers are declared, when this creature (or the one this
    #: is attached to) is among them with at least this many other attackers matching `filter`
    #: (508.3a, 603.2).
    others_attacking: int | None = Field(default=None, ge=1, le=10)
    #: For "discarded" (701.9a): `caster` discards a card matching `filter` ("whenever you
    #: discard a card", "… a nonland card"), any discard — or, with `cycled`, only one that pays a
    #: cycling ability's cost (702.29c-d: "whenever you cycle a card"; "cycle or discard" is any
    #: discard, triggering once for a card cycled). Scope "self" is "When you cycle this card":
    #: the card itself, from the zone it went to (702.29c).
    cycled: bool = False
    #: For "counters_put" (122.6): the kind of counter — "Whenever one or more +1/+1 counters
    #: are put on this creature / another creature you control": once each time one or more of
    #: that kind are put on a permanent the trigger watches (scope "self", "you_control" or
    #: "any"), by an effect or as it enters with them (122.6); "that many" the number put.
    counter: str | None = None
    #: For "put_into_graveyard" with scope "any" or "you_control": "Whenever a creature dealt
    #: damage by this creature this turn dies" — only a creature this permanent, as the object
    #: it is now (400.7), dealt damage to this turn, whatever put it into the graveyard; it
    #: triggers even if this permanent dies with it (603.10a; Sengir Vampire's rulings).
    damaged_by_source: bool = False
    #: For "dealt_damage" with scope "self": "Whenever a source deals damage to this creature"
    #: (Phyrexian Obliterator) — once for each source that dealt it damage in one event, with
    #: that source's damage and controller (603.2c: each source dealing damage is an
    #: occurrence), where "whenever this is dealt damage" triggers once for the total (enrage).
    each_source: bool = False
    #: For "enters", "put_into_graveyard", "attacks" and the damage events with scope
    #: "you_control" or "any": "Whenever this creature or another Ally you control enters",
    #: "Whenever this creature or another creature dies" — this permanent doing it triggers it
    #: too, whatever its types (603.6a, 603.6c); `filter` then says "other".
    or_self: bool = False
    #: For "beginning_of_upkeep": echo's intervening-if (603.4), "if this permanent came under
    #: your control since the beginning of your last upkeep" (702.30a).
    came_under_control: bool = False
    #: For "beginning_of_upkeep": the werewolves' intervening-if (603.4), "if no spells were
    #: cast last turn" ("none") / "if a player cast two or more spells last turn" ("two_or_more").
    last_turn_spells: Literal["none", "two_or_more"] | None = None
    #: For "put_into_graveyard": undying's and persist's intervening-if, "if it had no [+1/+1]
    #: counters on it" as it last existed on the battlefield (702.93a, 702.79a, 603.10a).
    without_counter: str | None = None
    #: For "blocks" (blockers declared, 509.1i): this creature blocks (509.3a; `filter` the
    #: attacker it blocks, 509.3b), becomes blocked (509.3c), either (bushido, 702.45a), or
    #: becomes blocked by a creature matching `filter`, once for each (509.3d), or either of
    #: those two ("blocks or becomes blocked by a nonblack creature": once for each creature
    #: matching `filter` it blocks or is blocked by, 509.3b, 509.3d).
    #: For "becomes_target": a spell or ability an opponent controls (ward, 702.21a), one you
    #: control, or any ("When this creature becomes the target of a spell or ability", 603.2).
    by: Literal["opponent", "you", "any"] = "opponent"
    #: For "becomes_target": only a spell, not an ability ("Whenever this creature becomes the
    #: target of a spell", Bonecrusher Giant; a copy of a spell is a spell too, 707.10).
    spells_only: bool = False
    #: For "becomes_target": "… for the first time each turn" (Kira, Great Glass-Spinner): only
    #: if this object hadn't become the target of a spell or ability earlier this turn —
    #: whatever then watched it (the turn's record, `engine.modifiers.turn_history`).
    first_time_each_turn: bool = False
    combat_role: Literal[
        "blocks",
        "becomes_blocked",
        "blocks_or_becomes_blocked",
        "blocked_by",
        "blocks_or_blocked_by",
    ] = "blocks"
    #: For "draw": "except the first one they draw in each of their draw steps" (504.1).
    except_first_in_draw_step: bool = False
    #: For "draw": "Whenever you draw your second card each turn" — only the Nth card that
    #: player draws in a turn (121.1). For "cast": "Whenever an opponent casts their first spell
    #: each turn" — only the Nth spell its caster casts in a turn (601.2i), or with
    #: `nth_of_turn` the Nth spell any player casts ("the fourth spell of a turn").
    nth_each_turn: int | None = Field(default=None, ge=1, le=10)
    nth_of_turn: bool = False
    #: A second event the same ability triggers on: "Whenever this creature enters or transforms
    #: into [this face]" is one ability (603.2) watching both, each matched as its own event
    #: would be ("enters" with scope "self", 603.6a; "transforms_into", 701.27e).
    also: TriggerEvent | None = None
    #: A keyword's own condition, checked by the mechanic that registered it
    #: (`engine.modifiers.trigger_conditions`): evolve's "if that creature's power is greater …
    #: and/or toughness" (702.100a) and renown's "if it isn't renowned" (702.112a) are
    #: intervening-if conditions, checked again as the ability resolves (603.4); training's "and at
    #: least one other creature with greater power attack" (702.149a) and dethrone's "attacks the
    #: player with the most life or tied for most life" (702.105a) are part of the trigger event.
    condition: TriggerConditionName | None = None
    #: "When …, if [condition], …": an intervening-if clause (603.4) on the game as the event
    #: happens — the ability triggers only if it is true then, and does nothing if it is false
    #: as it resolves. The condition asks about the game, not about the source itself.
    intervening_if: Condition | None = None
    #: "This ability triggers only once each turn": it triggers (603.2) only if it hasn't
    #: triggered yet this turn as an ability of this object — one that left the battlefield
    #: and came back is a new object (400.7), whose ability may trigger again. Triggering is
    #: what counts, not resolving: countered, it still has triggered.
    once_each_turn: bool = False
    #: For "state" (603.8): the game state whose being true triggers it — "When you control no
    #: Islands", "When ~ has no ice counters on it"; asked each time a player would receive
    #: priority, about the source itself too, since it triggers only while the source exists.
    state: Condition | None = None

    @model_validator(mode="after")
    def _not_about_the_source(self) -> Trigger:
        if (self.event == "state") != (self.state is not None):
            raise ValueError("a state trigger (603.8) names its game state, and only it does")
        asked = self.intervening_if
        if asked is not None and asked.about_source:
            raise ValueError(
                "an intervening-if condition on the source itself isn't modelled: the source "
                "may have left the battlefield by the time it resolves (603.4, 608.2h)"
            )
        return self
