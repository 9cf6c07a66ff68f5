"""Keywords that let a permanent's controller choose something as it enters (CR 614.1c, 614.12a),
each registered by its keyword's name with what the choice does (`entering_choice`, a second
registration refused): riot (702.136a) and unleash (702.98a), here, and a mechanic's own
(devour's sacrifices, 702.82a). The entering permanent's keywords are asked in printed order
(`engine.modifiers.entering`).

- Riot: "You may have this permanent enter with an additional +1/+1 counter on it. If you
  don't, it gains haste." The haste is a continuous effect on that object from the moment it
  enters (611.3-like, with its entering timestamp, 613.7): a later "loses all abilities" removes
  it, losing riot doesn't, and it ends as the object leaves the battlefield (400.7).
- Unleash: "You may have this permanent enter with an additional +1/+1 counter on it" and "This
  permanent can't block as long as it has a +1/+1 counter on it" (`engine.rules.combat_rules`).

The choice is made by the player it enters under the control of, before it enters (614.12a),
through the one choice mechanism (a yes/no question). Each instance works separately
(702.136b).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.registry import Registry
from engine.core.state import ChoiceKind, Event, GameObject, GameState

#: What a keyword's choice as the permanent enters does: (state, the permanent about to enter,
#: the keyword's parameter: "2" of "Devour 2", "" for "Riot") -> the state, the permanent as it
#: will enter, and the events.
EnteringChoice = Callable[[GameState, GameObject, str], tuple[GameState, GameObject, list[Event]]]
ENTERING_CHOICES: Registry[str, EnteringChoice] = Registry("the entering choice of the keyword")


def entering_choice(keyword: str) -> Callable[[EnteringChoice], EnteringChoice]:
    """Register the decorated function as the choice `keyword` ("Devour") stands for as its
    permanent enters (614.12a)."""

    def register(choose: EnteringChoice) -> EnteringChoice:
        ENTERING_CHOICES.register(keyword, choose)
        return choose

    return register


def choice_for(keyword: str) -> tuple[EnteringChoice, str] | None:
    """The entering choice a keyword on the permanent stands for and its parameter ("Devour 2"
    -> devour's, "2"), or None."""
    name, _, parameter = keyword.partition(" ")
    found = ENTERING_CHOICES.get(name)
    return None if found is None else (found, parameter)


#: The keywords and their rules.
OPTIONAL_COUNTER = {"Riot": "702.136a", "Unleash": "702.98a"}


def optional_counter(
    state: GameState, obj: GameObject, keyword: str
) -> tuple[GameState, GameObject, list[Event]]:
    """Ask whether `obj` enters with an additional +1/+1 counter (riot, unleash); riot without
    it gives the permanent haste."""
    rule = OPTIONAL_COUNTER[keyword]
    name = describe(state, obj)
    you = obj.controller
    otherwise = " If you don't, it gains haste." if keyword == "Riot" else ""
    yes = ask(
        NeedChoice(
            ChoiceKind.YES,
            you,
            f"Player {you}: {keyword.lower()} — have {name} enter with an additional +1/+1 "
            f"counter on it?{otherwise}",
            (rule, "614.12a"),
            ("true", "false"),
        )
    )
    if yes:
        counters = dict(obj.counters)
        counters["+1/+1"] = counters.get("+1/+1", 0) + 1
        text = f"{name} enters with an additional +1/+1 counter ({keyword.lower()})."
        return (
            state,
            obj.with_counters(counters),
            [event("replacement", text, rule, "614.1c", objects=[obj.id])],
        )
    if keyword != "Riot":
        text = f"Player {you} chooses not to have {name} enter with a +1/+1 counter (unleash)."
        return state, obj, [event("replacement", text, rule, "614.12a", objects=[obj.id])]
    state = state.begin_effect(
        obj,
        affected=(obj.ref,),
        duration="permanent",
        modifications=(v.AddKeywords(keywords=("Haste",)),),
    )
    text = f"Player {you} chooses no +1/+1 counter for {name}, so it gains haste (riot)."
    return state, obj, [event("replacement", text, rule, "613.1f", objects=[obj.id])]


def _optional(keyword: str) -> EnteringChoice:
    def choose(
        state: GameState, obj: GameObject, parameter: str
    ) -> tuple[GameState, GameObject, list[Event]]:
        del parameter
        return optional_counter(state, obj, keyword)

    return choose


for _keyword in OPTIONAL_COUNTER:
    ENTERING_CHOICES.register(_keyword, _optional(_keyword))


def cant_block(obj: GameObject, keywords: tuple[str, ...]) -> str | None:
    """Unleash's "can't block as long as it has a +1/+1 counter on it" (702.98a), or None."""
    if "Unleash" in keywords and obj.counter("+1/+1") > 0:
        return "has unleash and a +1/+1 counter on it, so it can't block"
    return None
