"""The explorer's view of a scenario at step N: the state then, the events so far, the timeline.

The scenario comes from a share token (`engine.driver.share_links`); the engine runs it in the
worker pool (`app.services.runner`, bounded by the run's budgets and a hard deadline) to the end for
the timeline, keeping the board at step N on the way (one run, not two: issue 26); another step of a
run already cached runs to that step only. Runs are deterministic functions of the token,
so both are kept in a cache bounded by bytes, and requests for a run already under way wait for
it instead of starting another. An entry is counted by the memory its objects take (`held_bytes`),
not by its JSON's length (a Python dict takes several times its JSON), and it keeps no parsed
scenario: a view reads the token again (issue 26: a 1 KB link with 100 inline cards parses into
about 200 KB of objects, which the cache held uncounted and grew the app by gigabytes).
"""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import re
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from concurrent.futures import Future
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Generic, NamedTuple, TypeVar

import anyio.to_thread

from app.services.runner import EnginePool, Job, RunResult
from engine import EventfulStep, Scenario, corpus_card, decode_link, encode_link, parse_scenario

V = TypeVar("V")

#: Event kinds that warn that an ability the engine doesn't model may have applied (issue 25).
WARNING_KINDS = frozenset({"unmodelled"})
#: Unmodelled lines the notice at the result quotes; the rest are counted.
NOTICE_LINES = 4
#: A warning event quotes the line it is about: “…” (the outermost pair).
_QUOTED = re.compile(r"“(.*)”", re.S)


@dataclass(eq=False)
class _Page:
    """An explorer page being made: whose, and the runs it started (`Explorer.admitted`)."""

    client: str
    runs: list[Future[RunResult]] = field(default_factory=list)


#: The explorer page the current request is making, holding one of its client's run slots: the
#: runs it starts don't take another.
_PAGE: ContextVar[_Page | None] = ContextVar("explorer_page", default=None)

#: Steps the timeline lists on each side of the current one. A run may have thousands of steps,
#: and every entry links to the whole share token: listing them all made pages of tens of MB that
#: took seconds of the app's CPU (and GIL) to render.
TIMELINE_REACH = 50


class NoticeLine(NamedTuple):
    """An ability the engine doesn't model that may have changed the result shown."""

    label: str
    line: str
    #: The agenda step of the first warning about it (where it first could have mattered).
    step: int


class Notice(NamedTuple):
    """The notice at the result: the lines quoted (first warned first) and how many more."""

    lines: list[NoticeLine]
    more: int


class TimelineWindow(NamedTuple):
    steps: list[tuple[int, list[dict[str, Any]]]]
    #: Steps with events before and after the listed ones (reached with the stepper).
    before: int
    after: int


def shown_steps(events: list[dict[str, Any]]) -> tuple[int, ...]:
    """The agenda steps the explorer shows, ascending: 0 (as loaded) and each step where
    something happens (an event); the page numbers them 0, 1, 2 … (`step=N`, issue 31 §7)."""
    return (0, *sorted({int(e["step"]) for e in events} - {0}))


@dataclass(frozen=True, slots=True)
class FullRun:
    """A scenario's run to its end, with its events grouped by step for the timeline (not the
    scenario itself: see the module's docstring)."""

    output: dict[str, Any]
    timeline: list[tuple[int, list[dict[str, Any]]]]
    total: int
    #: The server stopped the run at its deadline or memory cap (see `RunResult.stopped`).
    stopped: str | None
    #: The steps the explorer shows: 0 (as loaded) and each step where something happens.
    shown: tuple[int, ...] = (0,)
    #: The run's warnings that an ability the engine doesn't model may have applied, in order.
    warned: tuple[dict[str, Any], ...] = ()

    @classmethod
    def of(cls, result: RunResult) -> FullRun:
        grouped: dict[int, list[dict[str, Any]]] = {}
        for e in result.output["events"]:
            grouped.setdefault(int(e["step"]), []).append(e)
        total = max(grouped, default=0)
        timeline = sorted(grouped.items())
        shown = shown_steps(result.output["events"])
        warned = tuple(e for e in result.output["events"] if e["kind"] in WARNING_KINDS)
        return cls(result.output, timeline, total, result.stopped, shown, warned)

    @property
    def count(self) -> int:
        """How many steps the explorer shows after the scenario as loaded (its last number)."""
        return len(self.shown) - 1


class StepBeyondRun(ValueError):
    """A page number (`?step=N`) past the run's last step: the link names a step that isn't."""

    def __init__(self, number: int, count: int) -> None:
        super().__init__(
            f"step={number} is beyond this run: its steps are 0 (as loaded) to {count}"
        )


@dataclass(frozen=True, slots=True)
class ExplorerView:
    token: str
    scenario: Scenario
    at: int
    total: int
    output: dict[str, Any]
    #: Every event of the whole run, grouped by step, for the timeline.
    timeline: list[tuple[int, list[dict[str, Any]]]]
    #: The events of step `at` (what just happened).
    current: list[dict[str, Any]]
    final_error: dict[str, Any] | None
    #: The steps shown (see `FullRun.shown`), ascending; the last is `total`.
    shown: tuple[int, ...] = (0,)
    #: What every view calls each object, ability, player and option of the pending choice
    #: (see `display_labels`); ids stay in form values and links.
    labels: dict[str, str] = field(default_factory=dict)
    #: The whole run's warnings about abilities the engine doesn't model (`FullRun.warned`).
    warned: tuple[dict[str, Any], ...] = ()

    # -- the steps as the explorer numbers them ----------------------------------------------
    # `at` counts agenda items after load (SCENARIO.md: `?at=N` is N steps), and some of them
    # change nothing anyone sees (a step that only moves the game to its next item). The
    # explorer folds those into the next step that does something: the stepper and timeline
    # go from one shown step to the next and number them 1, 2, 3 … without gaps, and its own
    # links name that number (`?step=N`, issue 31 §7), so the address and the page agree;
    # a link with `?at=N` still opens agenda step N.

    @property
    def number(self) -> int:
        """The shown number of step `at` (a step where nothing happens has its predecessor's)."""
        return bisect.bisect_right(self.shown, self.at) - 1

    @property
    def count(self) -> int:
        """How many steps are shown after the scenario as loaded."""
        return len(self.shown) - 1

    def step_of(self, number: int) -> int:
        """The agenda step (`at`) of shown step `number`, clamped to the run."""
        return self.shown[max(0, min(number, len(self.shown) - 1))]

    def number_of(self, at: int) -> int:
        """The shown number of agenda step `at`."""
        return bisect.bisect_right(self.shown, at) - 1

    @property
    def page_title(self) -> str:
        """The tab's title for this step (the page's, and every htmx step's: it follows the
        step)."""
        return f"{self.scenario.title or 'Scenario'} — step {self.number} of {self.count}"

    def label_of(self, some_id: str | None, default: str | None = None) -> str:
        """What a player calls the object, ability or player with that id ("Grizzly Bears #2",
        "Golgothian Sylex's ability", "Player B"): `default` (else the id) for one that is gone."""
        if some_id is None:
            return default or ""
        return self.labels.get(some_id, default if default is not None else some_id)

    def option_label(self, option: str) -> str:
        """An option of the pending choice as the engine words it (`pending.labels`: a trigger
        with what it says, a replacement effect with its source), else as `label_of` says it."""
        pending = self.output.get("pending") or {}
        labels = pending.get("labels", [])
        for value, words in zip(pending.get("options", []), labels, strict=False):
            if value == option:
                return str(words)[:1].upper() + str(words)[1:]
        return self.label_of(option)

    def title_of(self, obj: dict[str, Any]) -> str:
        """The heading of an object's card on the board: its name as the layers left it, with
        the narration's "#2" when that is the name the narration uses; see `aka`."""
        label = str(obj.get("label") or obj["name"])
        if obj.get("face_down"):
            return label  # no name (708.2a): "face-down creature (id)", as the narration says
        return label if label.rsplit(" #", 1)[0] == obj["name"] else str(obj["name"])

    def face_down_card(self, obj: dict[str, Any]) -> str | None:
        """The card a face-down object is (708.5: its controller may look at it; a judge sets
        the question up knowing it): the scenario's card of that id; None for a face-up one."""
        if not obj.get("face_down"):
            return None
        for loaded in self.scenario.objects:
            if loaded.id == obj["id"] and loaded.card:
                card = corpus_card(loaded.card)
                return card.name if card is not None else loaded.card
        return None

    def aka(self, obj: dict[str, Any]) -> str | None:
        """The narration's name for an object whose card shows another name (a Clone as the
        Grizzly Bears it copies, a name with stickers): "Clone #2"; None when they agree."""
        label = str(obj.get("label") or obj["name"])
        return None if label == self.title_of(obj) else label

    def name_of(self, object_id: str) -> str:
        for obj in self.output["state"]["objects"]:
            if obj["id"] == object_id:
                return str(obj["name"])
        return object_id

    # -- what the engine doesn't model (issue 25: a run is never silently wrong) ---------------

    @property
    def first_warning(self) -> int | None:
        """The agenda step of the run's first warning that an ability the engine doesn't model
        may have applied, or None: the timeline marks it."""
        return int(self.warned[0]["step"]) if self.warned else None

    def notice(self) -> Notice | None:
        """The notice at the result from the first warning on: each unmodelled line warned
        about up to this step, with the step where it first could have mattered; None before
        the first warning (and on a run without any).

        A warning's first object is the one whose line isn't modelled, and its text quotes the
        line; the run's `unmodelled` record gives the object's label and the line as printed
        when it lists them."""
        record: dict[str, list[dict[str, Any]]] = {}
        for u in self.output.get("unmodelled") or []:
            record.setdefault(str(u.get("object")), []).append(u)
        found: dict[tuple[str, str], NoticeLine] = {}
        for e in self.warned:
            step = int(e["step"])
            if step > self.at:
                break
            obj = str(e["objects"][0]) if e["objects"] else ""
            text = str(e["text"])
            entry = next((u for u in record.get(obj, ()) if str(u.get("line")) in text), None)
            quoted = _QUOTED.search(text)
            line = str(entry["line"]) if entry else quoted.group(1) if quoted else text
            if (obj, line) not in found:
                label = str(entry["label"]) if entry and entry.get("label") else None
                found[obj, line] = NoticeLine(label or self.label_of(obj), line, step)
        if not found:
            return None
        lines = list(found.values())
        return Notice(lines[:NOTICE_LINES], max(0, len(lines) - NOTICE_LINES))

    def unmodelled_labels(self) -> list[str]:
        """Whose abilities the engine doesn't model in the run up to this step (the output's
        `unmodelled`), each label once, in the record's order."""
        labels = (
            str(u.get("label") or u.get("name") or "") for u in self.output.get("unmodelled") or []
        )
        return list(dict.fromkeys(label for label in labels if label))

    def timeline_window(self, reach: int = TIMELINE_REACH) -> TimelineWindow:
        """The timeline's steps within `reach` entries of the current step."""
        here = bisect.bisect_left([number for number, _ in self.timeline], self.at)
        start, end = max(0, here - reach), min(len(self.timeline), here + reach + 1)
        return TimelineWindow(self.timeline[start:end], start, len(self.timeline) - end)

    def card_name(self, obj: dict[str, Any]) -> str | None:
        """The corpus card the object shows: its name as the layers left it (a Clone as the card
        it copies), else its printed name (a name with stickers is no card's); None for a card
        or token only the scenario defines."""
        for name in (str(obj["name"]), str(obj.get("label") or "").rsplit(" #", 1)[0]):
            card = corpus_card(name) if name else None
            if card is not None:
                return card.name
        return None

    def card_lines(self, obj: dict[str, Any]) -> list[tuple[str, bool]]:
        """An object's card text for the board's card panel, each line with whether the engine
        doesn't model it: the oracle text of the corpus card (its front face), or, for a card the
        scenario defines, the abilities the output lists."""
        unsupported = set(obj.get("unsupported", []))
        name = self.card_name(obj)
        card = corpus_card(name) if name is not None else None
        if card is not None and card.front.text:
            lines = [line for line in card.front.text.split("\n") if line.strip()]
        else:
            lines = [*obj.get("abilities", []), *obj.get("unsupported", [])]
        return [(line, line in unsupported) for line in lines]

    def battlefield(self) -> list[tuple[str, list[dict[str, Any]], list[dict[str, Any]]]]:
        """Each player's permanents, lands apart from the rest, in turn order: one column per
        player, as a board is laid out at a table."""
        on = [o for o in self.output["state"]["objects"] if o["zone"] == "battlefield"]
        out = []
        for player in self.output["state"]["players"]:
            mine = [o for o in on if o["controller"] == player["id"]]
            lands = [o for o in mine if "Land" in o["types"]]
            out.append((str(player["id"]), lands, [o for o in mine if "Land" not in o["types"]]))
        return out

    def by_zone(self) -> dict[str, list[dict[str, Any]]]:
        zones: dict[str, list[dict[str, Any]]] = {}
        for obj in self.output["state"]["objects"]:
            zones.setdefault(obj["zone"], []).append(obj)
        return zones


class ByteLRU(Generic[V]):
    """A least-recently-used cache bounded by the total size of its values, as the caller
    measured each one; a value larger than the whole bound isn't kept. Thread-safe: runs land
    from the pool's threads."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self._entries: OrderedDict[Hashable, tuple[V, int]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    @property
    def bytes(self) -> int:
        return self._bytes

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: Hashable) -> V | None:
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                return None
            self._entries.move_to_end(key)
            return entry[0]

    def put(self, key: Hashable, value: V, size: int) -> None:
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= old[1]
            if size > self.max_bytes:
                return
            self._entries[key] = (value, size)
            self._bytes += size
            while self._bytes > self.max_bytes:
                _, (_, dropped) = self._entries.popitem(last=False)
                self._bytes -= dropped


class Explorer:
    """Explorer views over the engine pool, with the byte-bounded run cache."""

    def __init__(self, pool: EnginePool, cache_bytes: int) -> None:
        self.pool = pool
        self.cache: ByteLRU[Any] = ByteLRU(cache_bytes)
        self._flights: dict[Hashable, Future[Any]] = {}
        self._lock = threading.Lock()

    @contextlib.contextmanager
    def admitted(self, client: str) -> Iterator[None]:
        """Count the page being made in this block as one of `client`'s runs (the pool's
        `ClientSlots`, `RULINGS_ENGINE_CLIENT_RUNS`), whether its run is cached or not: raises
        `ClientBusy` (429) when the client already has that many. Issue 26: a run served from
        the cache counted nothing, so one client's many requests for a heavy cached page all
        rendered at once. A run the page starts is counted by this slot, not another."""
        page = _PAGE.get()
        if page is not None and page.client == client:  # already counted (a page within one)
            yield
            return
        self.pool.clients.take(client)
        page = _Page(client)
        mark = _PAGE.set(page)
        try:
            yield
        finally:
            _PAGE.reset(mark)
            self._give_after(page)

    def _give_after(self, page: _Page) -> None:
        """Give the page's slot back, once the runs it started are over too: a page abandoned
        while its run goes on (to its deadline) still counts it, so a client can't leave runs
        behind uncounted by going away."""
        pending = [run for run in page.runs if not run.done()]
        if not pending:
            self.pool.clients.give(page.client)
            return
        left = [len(pending)]
        lock = threading.Lock()

        def one_over(_: object) -> None:
            with lock:
                left[0] -= 1
                last = left[0] == 0
            if last:
                self.pool.clients.give(page.client)

        for run in pending:
            run.add_done_callback(one_over)

    async def view(
        self, token: str, at: int | None, client: str, *, number: int | None = None
    ) -> ExplorerView:
        """The explorer at agenda step `at` (`?at=`, SCENARIO.md), or at the page numbered
        `number` (`?step=`: the `number`-th step where something happens, as the page counts),
        by default at the end. Raises `LinkError` for a bad token, `StepBeyondRun` for a number
        past the run's last, `RunRefused` when the pool won't take the run, `ScenarioError` /
        `EngineFailed` when the engine can't run it."""
        # Read in a thread (inflating and validating 256 KiB of JSON takes a while), before the
        # run, so a bad link costs no run; not cached (see the module's docstring).
        scenario = await anyio.to_thread.run_sync(decode_link, token)
        wanted = at if number is None else EventfulStep(number)
        full = await self.full(token, scenario, client, wanted)
        if number is not None:
            if number > full.count:
                raise StepBeyondRun(number, full.count)
            at = full.shown[number]
        step = full.total if at is None else max(0, min(at, full.total))
        output = full.output
        if step != full.total:
            output = await self._at(token, full, step, client)
        return ExplorerView(
            labels=display_labels(output),
            token=token,
            scenario=scenario,
            at=step,
            total=full.total,
            output=output,
            timeline=full.timeline,
            current=dict(full.timeline).get(step, []),
            final_error=full.output["error"],
            shown=full.shown,
            warned=full.warned,
        )

    async def full(
        self,
        token: str,
        scenario: Scenario | None,
        client: str,
        at: int | EventfulStep | None = None,
    ) -> FullRun:
        """The run of `token` to its end. `scenario` is the token's when the caller has read it;
        otherwise the token is read here first (a bad link raises `LinkError` before any run).
        With `at` (a number of steps, or a page number as an `EventfulStep`), a run started
        here also keeps the output at that step (cached as `_at` finds it, by its agenda step),
        so a view of a step before the end costs one run, not two."""
        key = ("full", token)
        cached: FullRun | None = self.cache.get(key)
        if cached is not None:
            return cached
        if scenario is None:
            await anyio.to_thread.run_sync(decode_link, token)

        seen_at: int | EventfulStep | None = at if not isinstance(at, int) else max(0, at)

        def keep(result: RunResult) -> tuple[FullRun, int]:
            run = FullRun.of(result)
            agenda = seen_at
            if isinstance(agenda, EventfulStep):  # its agenda step, now that the run is known
                n = agenda.number
                agenda = run.shown[n] if 0 <= n < len(run.shown) else None
            if agenda is not None and result.seen is not None and agenda < run.total:
                self.cache.put(("at", token, agenda), result.seen, self._at_size(token, result))
            return run, held_bytes(run.output, run.timeline, run.warned) + sys.getsizeof(token)

        run: FullRun = await self._shared(key, Job(token, at=seen_at), client, keep)
        return run

    async def _at(self, token: str, full: FullRun, step: int, client: str) -> dict[str, Any]:
        key = ("at", token, step)
        cached: dict[str, Any] | None = self.cache.get(key)
        if cached is not None:
            return cached

        def keep(result: RunResult) -> tuple[dict[str, Any], int]:
            # The key holds its own copy of the token (up to 256 KiB): counted too.
            return result.output, held_bytes(result.output) + sys.getsizeof(token)

        output: dict[str, Any] = await self._shared(key, Job(token, step), client, keep)
        return output

    @staticmethod
    def _at_size(token: str, result: RunResult) -> int:
        """What an `_at` entry of `result.seen` holds; its key holds its own copy of the token
        (up to 256 KiB): counted too."""
        return held_bytes(result.seen) + sys.getsizeof(token)

    async def _shared(
        self, key: Hashable, job: Job, client: str, keep: Callable[[RunResult], tuple[Any, int]]
    ) -> Any:
        """Run `job` once for everyone asking for `key` at the same time, and cache what `keep`
        makes of its result (with its size). Only the request that starts the run counts
        against its client's runs."""
        with self._lock:
            flight = self._flights.get(key)
            leader = flight is None
            if flight is None:
                value = self.cache.get(key)
                if value is not None:  # it landed since the caller looked
                    return value
                flight = self._flights[key] = Future()
        if leader:
            try:
                page = _PAGE.get()
                counted = page is not None and page.client == client
                submitted = self.pool.submit(job, client, counted=counted)
                if page is not None and counted:
                    page.runs.append(submitted)
            except BaseException as exc:  # refused: so is everyone who joined meanwhile
                with self._lock:
                    self._flights.pop(key, None)
                flight.set_exception(exc)
                raise
            # Outside the lock: a run that is already over calls back at once, in this thread.
            submitted.add_done_callback(lambda done: self._land(key, done, flight, keep))
        return await asyncio.shield(asyncio.wrap_future(flight))

    def _land(
        self,
        key: Hashable,
        done: Future[RunResult],
        flight: Future[Any],
        keep: Callable[[RunResult], tuple[Any, int]],
    ) -> None:
        try:
            value, size = keep(done.result())
        except BaseException as exc:  # delivered to every request waiting on the flight
            with self._lock:
                self._flights.pop(key, None)
            flight.set_exception(exc)
            return
        self.cache.put(key, value, size)
        with self._lock:
            self._flights.pop(key, None)
        flight.set_result(value)


def held_bytes(*values: object) -> int:
    """The memory `values` take, counting every dict, list, tuple, string and number reachable
    through them once (`sys.getsizeof`): what a cache entry of run output really holds."""
    seen: set[int] = set()
    stack = list(values)
    total = 0
    while stack:
        value = stack.pop()
        if id(value) in seen:
            continue
        seen.add(id(value))
        total += sys.getsizeof(value)
        if isinstance(value, dict):
            stack.extend(value.keys())
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return total


def display_labels(output: dict[str, Any]) -> dict[str, str]:
    """Id → words, once per view, from the engine's own labels (the narration's names, with
    "#2" only for the second of two objects sharing a name): every object, the abilities on the
    stack and the players."""
    state = output["state"]
    labels = {str(p["id"]): f"Player {p['id']}" for p in state["players"]}
    for obj in state["objects"]:
        labels[str(obj["id"])] = str(obj.get("label") or obj["name"])
    for item in state["stack"]:
        if item.get("label"):
            labels[str(item["id"])] = str(item["label"])
    return labels


def token_for(scenario_data: dict[str, Any]) -> str:
    return encode_link(parse_scenario(scenario_data))
