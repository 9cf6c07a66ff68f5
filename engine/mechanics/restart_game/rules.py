"""Playing a restart of the game (727).

The game that is restarted ends at once, no player winning, losing or drawing it (727.1), and
the players in it begin a new one by 103 within the same run: the controller of the restarting
ability is the starting player (727.1a), and every card each player owns — in any zone, under
any controller, phased out too (727.2) — becomes a new object in its owner's library, but the
cards the effect leaves in exile (727.5). Tokens and copies of spells cease to exist, and with
the old game go its emblems, its continuous, delayed and replacement effects, the stack, the
players' counters and the turn's and the game's records; each player's life becomes 20 (103.4).
Each library is shuffled with its anonymous cards among the named ones (103.3,
`engine.operations.shuffling`), then the agenda holds the rest of 103 — the starting hands and
the mulligans (103.5, `engine.rules.mulligans`), the opening hands' actions (103.6) — and the
effect's end (`FinishRestart`): just before the first turn's untap step the cards left in exile
are put onto the battlefield under the ability's controller's control, no player having
priority, so their enters abilities wait for the first upkeep (727.4). That player then takes
the first turn and, in a two-player game, skips its draw (103.8a, `engine.rules.turn`).

A Commander game isn't restarted: its starting life totals and command zone (103.2c, 103.4c-d,
903.6) aren't modelled here, so the ability is refused as unsupported.
"""

from __future__ import annotations

from engine.cards.vocabulary import CardDef
from engine.core.agenda import (
    BeginStep,
    DrawStartingHands,
    FinishRestart,
    Mulligans,
    OpeningHandActions,
)
from engine.core.emblems import is_emblem
from engine.core.errors import UnsupportedError
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import (
    Event,
    GameObject,
    GameState,
    ObjectId,
    Player,
    PlayerId,
    Step,
    Zone,
)
from engine.core.turn_state import Turn
from engine.derived.characteristics import characteristics
from engine.derived.linked_abilities import exiled_with
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.restart_game.model import RestartGame
from engine.operations.shuffling import names, shuffle
from engine.operations.zones import enter_together, move

#: Each player's starting life total (103.4).
STARTING_LIFE = 20


@handles(RestartGame)
def restart_game(state: GameState, instr: RestartGame, ctx: Context) -> Result:
    """The game ends and a new one begins (727.1-727.2); the rest of 103 and the ability's end
    (727.4) are left to the agenda."""
    del instr
    source = state.current(ctx.source.ref) or state.lki.get(ctx.source.ref) or ctx.source
    players = state.in_game()
    if any(state.player(p).commanders for p in players):
        line = next((t for t in source.card.oracle.splitlines() if "Restart the game" in t), "")
        raise UnsupportedError(
            "restarting a Commander game (its command zone and starting life totals, 103.2c, "
            "103.4c, 903.6) isn't modelled",
            line,
            source.id,
        )
    name = describe(state, source)
    exiled = exiled_with(state, source)
    exempt = [o for o in exiled if _non_aura_permanent_card(state, o)]
    events = [_ended(players, ctx.controller, name)]
    events += _exempted(state, exempt, [o for o in exiled if o not in exempt], name)
    state, gone = _new_game(state, players, ctx.controller, {o.id for o in exempt})
    events.append(
        event(
            "new_game",
            "Every other card each player owns, in any zone and under any controller, becomes a "
            f"new object in its owner's library as their deck (727.2){gone}; no effect of the "
            f"old game lasts, and each player's life total is {STARTING_LIFE} (103.4), with no "
            "counters.",
            "727.2",
            "103.4",
            objects=list(players),
        )
    )
    for player in state.apnap():
        state, shuffled = shuffle(state, player, unknown_among=True)
        events += [replace(e, rules=("103.3", *e.rules)) for e in shuffled]
    finish = FinishRestart(ctx.controller, name, tuple(o.ref for o in exempt))
    agenda = (DrawStartingHands(), Mulligans(), OpeningHandActions(), finish, BeginStep(Step.UNTAP))
    return replace(state, agenda=agenda), events


def _non_aura_permanent_card(state: GameState, obj: GameObject) -> bool:
    """Whether the card in exile is a permanent card (110.4a: not an instant or sorcery) and
    not an Aura card (303.1)."""
    chars = characteristics(state, obj)
    return not {"Instant", "Sorcery"} & set(chars.types) and "Aura" not in chars.subtypes


def _ended(players: tuple[PlayerId, ...], starting: PlayerId, name: str) -> Event:
    return event(
        "restart",
        f"{name}'s ability restarts the game: it ends, no player winning, losing or drawing it, "
        f"and players {', '.join(players)} begin a new game (727.1), player {starting}, who "
        "controlled the ability, as its starting player (727.1a).",
        "727.1",
        "727.1a",
        objects=list(players),
    )


def _exempted(
    state: GameState, exempt: list[GameObject], others: list[GameObject], name: str
) -> list[Event]:
    """What the effect leaves in exile (727.5), and the cards exiled with its source it
    doesn't: an Aura card goes into its owner's deck like any other card (727.2)."""
    events: list[Event] = []
    if exempt:
        ids = [o.id for o in exempt]
        events.append(
            event(
                "restart_exempt",
                f"{names(state, ids)} — non-Aura permanent cards exiled with {name} — stay in "
                "exile, not part of any deck in the new game.",
                "727.5",
                "607.2a",
                objects=ids,
            )
        )
    for obj in others:
        events.append(
            event(
                "restart_exempt",
                f"{describe(state, obj)} was exiled with {name} but isn't a non-Aura permanent "
                "card: it goes into its owner's library like any other card.",
                "727.2",
                "607.2a",
                objects=[obj.id],
            )
        )
    return events


def _new_game(
    state: GameState, players: tuple[PlayerId, ...], starting: PlayerId, exempt: set[ObjectId]
) -> tuple[GameState, str]:
    """The new game before its libraries are shuffled (727.1-727.2, 103.3-103.4), and the
    number of tokens, copies and emblems that ceased to exist, in words."""
    objects: dict[ObjectId, GameObject] = {}
    libraries: dict[PlayerId, tuple[ObjectId, ...]] = dict.fromkeys(players, ())
    gone = 0
    for obj in sorted(state.objects.values(), key=lambda o: o.timestamp):
        if obj.id in exempt or obj.owner not in players or obj.zone is Zone.OUTSIDE:
            # Left in exile (727.5), or no part of the game: a player who left it (800.4a), a
            # card outside it (400.11: a revealed companion).
            objects[obj.id] = obj
            continue
        if obj.token or obj.spell_copy or is_emblem(obj):
            gone += 1
            continue
        if obj.zone is Zone.COMMAND:
            # A card a scenario put in the command zone: no deck holds it (a variant's card).
            objects[obj.id] = obj
            continue
        state, timestamp = state.stamp()
        objects[obj.id] = GameObject(
            id=obj.id,
            card=_card(obj),
            owner=obj.owner,
            controller=obj.owner,
            zone=Zone.LIBRARY,
            timestamp=timestamp,
            incarnation=obj.incarnation + 1,
        )
        libraries[obj.owner] = (*libraries[obj.owner], obj.id)
    kept = tuple(
        p
        if p.id not in players
        else Player(
            id=p.id,
            name=p.name,
            life=STARTING_LIFE,
            max_hand_size=p.max_hand_size,
            anonymous_library=p.anonymous_library,
        )
        for p in state.players
    )
    new = replace(
        state,
        players=kept,
        objects=objects,
        view=None,
        turn=Turn(number=1, active=starting, step=Step.UNTAP, priority=None),
        stack=(),
        abilities={},
        libraries=libraries,
        graveyards={},
        effects=(),
        pending_triggers=(),
        delayed_triggers=(),
        lki={},
        resolving=None,
        combat=None,
        day_night=None,
        extra_turns=(),
        player_control=(),
        leaving_together=None,
        activated_once=(),
        replacement_effects=(),
        loop_marks=frozenset(),
    )
    return (
        new,
        f"; the tokens, copies of spells and emblems ({gone}) cease to exist" if gone else "",
    )


def _card(obj: GameObject) -> CardDef:
    """The card itself, as its owner's deck holds it: its front face (712.8a), the whole of a
    split card (709.4), unflipped (710.4), no copy effect (707.2)."""
    return obj.front or obj.whole or obj.card


def finish_restart(state: GameState, item: FinishRestart) -> tuple[GameState, list[Event]]:
    """The restarting effect finishes resolving just before the first untap step (727.4): the
    cards it left in exile, still there as those objects, are put onto the battlefield under
    its controller's control at the same time, no player having priority — what they trigger
    waits for the first upkeep, where a player would first receive priority. Then the starting
    player takes the first turn (103.8)."""
    # The turn's records begin here: the hands drawn before it weren't drawn in a turn.
    turn = Turn(number=1, active=item.controller, step=Step.UNTAP, priority=None)
    state = replace(state, turn=turn)
    cards = [o for ref in item.cards if (o := state.current(ref)) is not None]
    cards = [o for o in cards if o.zone is Zone.EXILE]
    put = (
        f"player {item.controller} puts {names(state, [o.id for o in cards])} onto the "
        "battlefield under their control; no player has priority, so what this triggers waits "
        "for the first upkeep"
        if cards
        else "no card was left in exile to put onto the battlefield"
    )
    events = [
        event(
            "restart_finishes",
            f"{item.source}'s ability finishes resolving just before the first turn's untap "
            f"step: {put}.",
            "727.4",
            objects=[item.controller, *(o.id for o in cards)],
        )
    ]

    def put_all(state: GameState) -> Result:
        entered: list[Event] = []
        for obj in cards:
            state, more = move(state, obj.id, Zone.BATTLEFIELD, controller=item.controller)
            entered += more
        return state, entered

    state, more = enter_together(state, put_all)
    events += more
    events.append(
        event(
            "turn",
            f"Turn 1 begins; player {item.controller}, the starting player, takes the first turn.",
            "103.8",
            "500.1",
            objects=[item.controller],
        )
    )
    return state, events
