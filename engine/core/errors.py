"""The engine's kinds of failure, each with its exit status (see SCENARIO.md and docs/engine.md).

- `ScenarioError`: the scenario does not load (exit 2; HTTP 422 naming the field).
- `IllegalActionError`: an action or answer breaks a rule (exit 3); it cites the rule.
- `EngineLimitError`: a budget ran out (exit 4); it names the limit.
- `UnsupportedError`: an action needs text of a card the engine doesn't model (exit 6); it
  names the unread line and cites no rule, since no rule forbids the action.

Exit 5 is the engine itself failing (a bug, `engine.driver.failures.fail_internal`).
"""

from __future__ import annotations


class EngineError(ValueError):
    """Every error the engine raises on purpose: the four below, `ManaError` (engine.core.mana, a
    cost or pool that can't be read or paid) and `LinkError` (engine.driver.share_links, a share
    token that can't be opened)."""

    exit_status = 1


class ScenarioError(EngineError):
    """The scenario is not valid; `path` names the field (`objects[2].zone`)."""

    exit_status = 2

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path
        self.message = message


class IllegalActionError(EngineError):
    """An action or answer the rules forbid; `rules` are the CR numbers that forbid it."""

    exit_status = 3

    def __init__(self, message: str, rules: tuple[str, ...] | list[str]) -> None:
        super().__init__(message)
        self.message = message
        self.rules = tuple(rules)


class EngineLimitError(EngineError):
    """A run exceeded one of its budgets (`limit` is its name, e.g. `max_steps`)."""

    exit_status = 4

    def __init__(self, limit: str, value: float) -> None:
        super().__init__(f"the run exceeded its budget {limit} = {value}")
        self.limit = limit
        self.value = value


class UnsupportedError(EngineError):
    """An action whose outcome depends on a line of a card the engine doesn't model (an
    `Unsupported` ability): casting a spell whose own text is unread, or activating an ability
    that isn't modelled. It isn't illegal — no rule forbids it — the engine can't perform it;
    `line` is the unread oracle line and `object` the id of the card or permanent."""

    exit_status = 6

    def __init__(self, message: str, line: str, object_id: str) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.object = object_id
