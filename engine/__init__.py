"""Rulings Explorer's rules engine: pure Python, no web imports.

The public API is small:

- `parse_scenario(text_or_data) -> Scenario` validates a scenario (SCENARIO.md) and raises
  `ScenarioError` naming the field; `Scenario.to_json()` writes it back canonically.
- `load(scenario) -> GameState` builds the state at load (`new_game` for a parsed scenario).
- `step(state) -> (state, events)` performs one step: one agenda item, scenario action or answer.
- `choose(state, kind, value) -> (state, events)` answers a pending choice.
- `run(scenario, steps=None) -> (output, exit_status)` runs to the end (or N steps) and returns
  SCENARIO.md's output.
- `legal_actions(state)` lists what each player may do now, and why not for the rest.
- `characteristics(state, obj)` computes an object's characteristics (CR 613).
- `check_name(name) -> NameCheck` says whether a typed name is on the Antiquities / Homelands
  lists (CR 206.3b, 206.3c), or which listed names are close to it; `fold_name(text)` is the one
  folding (’/', case, accents) every name comparison goes through.

State is immutable; every event names the CR rules that make it happen.
"""

from engine.cards.name_lists import NameCandidate, NameCheck, check_name
from engine.cards.names import fold_name
from engine.characteristics import characteristics
from engine.errors import EngineLimitError, IllegalActionError, ScenarioError
from engine.game import choose, step
from engine.legal_actions import legal_actions
from engine.run import load, run
from engine.scenario import Scenario, parse_scenario
from engine.setup import new_game
from engine.version import CR_DATE, __version__

__all__ = [
    "CR_DATE",
    "EngineLimitError",
    "IllegalActionError",
    "NameCandidate",
    "NameCheck",
    "Scenario",
    "ScenarioError",
    "__version__",
    "characteristics",
    "check_name",
    "choose",
    "fold_name",
    "legal_actions",
    "load",
    "new_game",
    "parse_scenario",
    "run",
    "step",
]
