"""What the engine can't model is said where it matters, never guessed (issue 14): oracle lines
are told apart by kind, an activated ability the engine can't model is listed as not available,
and a characteristic-defining ability it can't model is explained beside the P/T shown."""

from __future__ import annotations

import pytest

from engine import legal_actions, load, run
from engine.cards.unsupported import classify
from engine.core.primitives import Zone
from engine.core.unread import read_line

BOARD = {
    "format": "rulings-explorer/1",
    "players": [{"id": "A"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "goyf", "card": "Tarmogoyf", "owner": "A", "zone": "battlefield"},
        {"id": "bauble", "card": "Mishra's Bauble", "owner": "A", "zone": "battlefield"},
    ],
}


@pytest.mark.parametrize(
    ("text", "name", "spell", "kind", "event"),
    [
        (
            "{R}, {T}: Anaba Shaman deals 1 damage to any target.",
            "Anaba Shaman",
            False,
            "activated",
            None,
        ),
        ("Sacrifice a creature: Add {C}{C}.", "Ashnod's Altar", False, "activated", None),
        (
            "When Giant Albatross dies, you may pay {1}{U}.",
            "Giant Albatross",
            False,
            "triggered",
            "put_into_graveyard",
        ),
        (
            "At the beginning of your upkeep, put a doom counter on Armageddon Clock.",
            "Armageddon Clock",
            False,
            "triggered",
            "beginning_of_step",
        ),
        (
            "Whenever a creature dealt damage by Baron Sengir this turn dies, put a +2/+2 counter "
            "on Baron Sengir.",
            "Baron Sengir",
            False,
            "triggered",
            "put_into_graveyard",
        ),
        (
            "An-Havva Constable's toughness is equal to 1 plus the number of green creatures on "
            "the battlefield.",
            "An-Havva Constable",
            False,
            "characteristic",
            None,
        ),
        ("Flashback {5}{U}{U}", "Cackling Counterpart", True, "keyword", None),
        ("Blocking creatures gain first strike until end of turn.", "Ambush", True, "spell", None),
        ("Creature spells can't be cast.", "Aether Storm", False, "static", None),
    ],
)
def test_each_kind_of_line_is_told_apart(
    text: str, name: str, spell: bool, kind: str, event: str | None
) -> None:
    line = classify(text, name, spell)
    assert (line.kind, line.event) == (kind, event)


def test_a_trigger_about_another_object_is_not_about_the_card_itself() -> None:
    assert classify("When Giant Albatross dies, you may pay {1}{U}.", "Giant Albatross").about_self
    sengir = "Whenever a creature dealt damage by Baron Sengir this turn dies, put a counter."
    assert not classify(sengir, "Baron Sengir").about_self


def test_an_activated_ability_the_engine_cant_model_is_listed_as_not_available() -> None:
    [entry] = [
        e for e in legal_actions(load(BOARD)) if e.kind == "activate" and e.object == "bauble"
    ]
    assert not entry.allowed
    assert entry.reason is not None
    assert "isn't modelled" in entry.reason
    # Looking at a library's top card isn't an instruction the compiler reads.
    assert "Look at the top card of target player's library." in entry.label


def test_a_characteristic_defining_ability_not_modelled_is_explained_beside_the_pt() -> None:
    # Tarmogoyf's ability is modelled since issue 29; Multani's (cards in all hands) isn't.
    board = {**BOARD, "objects": [{**BOARD["objects"][0], "card": "Multani, Maro-Sorcerer"}]}
    output, status = run(board)
    assert status == 0
    [multani] = [o for o in output["state"]["objects"] if o["id"] == "goyf"]
    notes = [e for e in multani["explanations"] if e["rule"] == "604.3"]
    assert len(notes) == 1
    assert "characteristic-defining ability isn't modelled" in notes[0]["text"]
    shown = f"its P/T shown is {multani['power']}/{multani['toughness']}"
    assert notes[0]["text"].endswith(shown)


def test_when_you_cycle_this_card_functions_from_the_graveyard() -> None:
    # 702.29c: it triggers from the zone the cycled card winds up in; a second condition
    # ("or cycle another card while this is on the battlefield") where it says (113.6k).
    decree = read_line(
        "When you cycle this card, you may put four +1/+1 counters on target creature.",
        "Decree of Savagery",
        permanent=False,
    )
    assert (decree.zones, decree.about_self) == (frozenset({Zone.GRAVEYARD}), True)
    drift = read_line(
        "Whenever you cycle this card or cycle another card while this enchantment is on the "
        "battlefield, you may exile target creature.",
        "Astral Drift",
        permanent=True,
    )
    assert drift.zones == frozenset({Zone.GRAVEYARD, Zone.BATTLEFIELD})
    assert not drift.about_self


def test_an_upkeep_keyword_names_its_controllers_upkeep() -> None:
    line = classify("Cumulative upkeep {2}", "Glacial Plating")
    assert (line.kind, line.step, line.yours) == ("keyword", "upkeep", True)
    assert classify("Flying", "Serra Angel").step is None


def _sba_warnings(spell: str) -> list[list[str]]:
    board = {
        **BOARD,
        "players": [{"id": "A", "mana_pool": "{B}{B}{R}"}, {"id": "B"}],
        "objects": [
            {"id": "weeks", "card": "The Knight of Weeks", "owner": "A", "zone": "battlefield"},
            {"id": "spell", "card": spell, "owner": "A", "zone": "hand"},
        ],
        "actions": [
            {"player": "A", "cast": "spell", "targets": ["weeks"]},
            {"resolve": "stack"},
        ],
    }
    output, status = run(board)
    assert status == 0
    [weeks] = [o for o in output["state"]["objects"] if o["id"] == "weeks"]
    assert weeks["zone"] == "graveyard"
    return [e["rules"] for e in output["events"] if e["kind"] == "unmodelled"]


def test_an_unread_pt_line_is_said_again_where_state_based_actions_read_it() -> None:
    # The Knight of Weeks's unread "+7/+7 for every seven day counters" decides whether 2
    # damage is lethal (704.5g): said as it functions, and again as the Knight dies of it.
    assert _sba_warnings("Shock") == [["613.1"], ["613.1", "704.5g"]]
    # Destroyed by Murder's instruction (701.8a), no state-based action read its toughness.
    assert _sba_warnings("Murder") == [["613.1"]]


def _combat_warnings(attacker: str) -> list[list[str]]:
    board = {
        **BOARD,
        "turn": {"number": 3, "active": "A", "step": "beginning_of_combat"},
        "objects": [
            {"id": "piker", "card": "Goblin Piker", "owner": "A", "zone": "battlefield"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
            {
                "id": "runes",
                "card": "Runes of the Deus",
                "owner": "A",
                "zone": "battlefield",
                "attached_to": "piker",
            },
        ],
        "actions": [{"attack": {attacker: "B"}}, {"advance_to": "end_of_combat"}],
    }
    output, status = run(board)
    assert status == 0
    return [e["rules"] for e in output["events"] if e["kind"] == "unmodelled"]


def test_an_auras_unread_pt_line_is_said_again_where_its_creature_deals_combat_damage() -> None:
    # Runes of the Deus's "As long as enchanted creature is red, it gets +1/+1 and has double
    # strike" and its green line: the red Goblin Piker's combat damage (510.2) is dealt with
    # characteristics they would change.
    first = [["613.1"], ["613.1"]]
    assert _combat_warnings("piker") == [*first, ["613.1", "510.2"], ["613.1", "510.2"]]
    # The Bears' combat damage isn't the enchanted creature's.
    assert _combat_warnings("bears") == first


def test_whenever_you_cast_is_about_its_controllers_spells() -> None:
    sanctum = classify(
        "Whenever you cast a colorless spell with mana value 7 or greater, you may sacrifice "
        "this land.",
        "Sanctum of Ugin",
    )
    assert sanctum.by_you
    assert not classify("Whenever a player casts a spell, you gain 1 life.", "Ivory Cup").by_you


def test_a_trigger_about_the_attached_object_is_told_apart() -> None:
    sword = "Whenever equipped creature deals combat damage to a player, draw a card."
    assert classify(sword, "Sword of Hearth and Home").about_attached
    curse = "At the beginning of enchanted player's upkeep, that player mills a card."
    assert classify(curse, "Curse of Unbinding").about_attached
    # The attached creature's controller is another subject.
    other = "Whenever enchanted creature's controller casts a spell, you draw a card."
    assert not classify(other, "Curse of Nerves").about_attached


def test_protection_and_evasion_are_about_the_permanent_itself() -> None:
    assert classify("Protection from legendary creatures", "Tsabo Tavoc").about_self
    assert classify("Flying, swampwalk", "Bog Raiders").about_self
    # Exalted triggers as another creature attacks alone (702.83a).
    assert not classify("Exalted", "Akrasan Squire").about_self


def test_whenever_you_discard_or_draw_is_about_its_controller() -> None:
    urza = "Whenever you discard one or more artifact cards, create a tapped Powerstone token."
    assert classify(urza, "A-Urza, Powerstone Prodigy").by_you
    assert classify("Whenever you draw a card, you gain 1 life.", "Alhammarret's Archive").by_you
    assert not classify("Whenever a player discards a card, you draw.", "Waste Not").by_you
