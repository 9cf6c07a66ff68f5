"""The verbs of continuous effects, gains and losses a resolving spell or ability makes
(611.2a): "gain" and "get" — keywords and quoted abilities gained (613.1f), a P/T change
(613.4c), control (613.1b), life (119.3), poison and energy counters (122.1f, 107.14) — "lose" —
life (119.3) and all abilities (613.1f) — and "have" — a base power and toughness (613.4b,
`base_pt`) — each reading only its own objects, as the other verbs (`verbs`) do.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.compiler.selectors import keyword_list
from engine.cards.grammar.tree import Counters, Keyword, Keywords, Mana, Objects, Part, Quoted
from engine.cards.lowering.base_pt import base_power_toughness
from engine.cards.lowering.phrases import (
    group_filter,
    number,
    object_ref,
    only,
    player,
    said,
    target_players_group,
    them,
)
from engine.cards.lowering.quoted import gained
from engine.cards.lowering.registry import Verb, verb
from engine.cards.lowering.verbs import _counted, _no_duration, _parts, _strings
from engine.cards.vocabulary import (
    ApplyContinuous,
    Effect,
    GainControl,
    GainLife,
    LoseAllAbilities,
    LoseKeywords,
    LoseLife,
    ModifyPowerToughness,
    ModifyPowerToughnessBy,
    PlayerCounters,
    ProtectionFromChosenColor,
)
from engine.cards.vocabulary.card import Modification
from engine.cards.vocabulary.instructions import Duration
from engine.mechanics.chosen_keyword.model import GainChosenKeyword

#: The durations a resolving spell's or ability's continuous effect may state, as the
#: vocabulary names them: until the cleanup step (514.2), until the next turn of the spell's
#: or ability's controller begins ("you" is its controller, 109.5; 611.2a, 500.1), or for as
#: long as that player controls its source or its source remains tapped (611.2b).
DURATIONS: dict[str, Duration] = {
    "until end of turn": "end_of_turn",
    "until your next turn": "your_next_turn",
    "until end of combat": "end_of_combat",
    "for as long as you control ~": "source_controlled",
    "for as long as ~ remains tapped": "source_tapped",
}


def continuous(
    v: Verb, modifications: Sequence[Modification], *, indefinite: bool = False
) -> Sequence[Effect] | None:
    """A continuous effect from a resolving spell or ability until end of turn or until your
    next turn (611.2a), on a target, the card, or a set of permanents locked in as it begins
    (611.2c). `indefinite`: a verb that says no duration is read, lasting for the rest of the
    game (611.2a: "~ becomes a 4/4 Giant creature")."""
    if v.duration is None:
        lasts: Duration | None = "permanent" if indefinite else None
    else:
        lasts = DURATIONS.get(said(v.duration).lower())
    if lasts is None or v.subject is None:
        return None
    ref = object_ref(v.subject, v.scope)
    mods = tuple(modifications)
    if ref is not None:
        return [ApplyContinuous(target=ref, modifications=mods, duration=lasts)]
    same = them(v, lambda flt: ApplyContinuous(filter=flt, modifications=mods, duration=lasts))
    if same is not None:
        return same
    theirs = target_players_group(v.subject, v.scope)
    if theirs is not None:
        group, whose = theirs
        return [
            ApplyContinuous(filter=group, filter_player=whose, modifications=mods, duration=lasts)
        ]
    flt = group_filter(v.subject)
    if flt is None:
        return None
    # "Creatures you control get +1/+3 until end of turn. Untap them.": the same permanents,
    # when what the filter asks is nothing the effect changes (`Scope.group`).
    v.scope.group(only(v.subject), flt)
    return [ApplyContinuous(filter=flt, modifications=mods, duration=lasts)]


@verb("gain", "gains")
def _gain(v: Verb) -> Sequence[Effect] | None:
    parts = _parts(v)
    if (colored := _color_of_choice(v)) is not None:
        return colored
    if _strings(v)[:3] == ("your", "choice", "of"):
        return _keyword_of_choice(v)
    if parts and isinstance(parts[0], Keywords | Quoted):
        # "gains flying", "gains "{T}: Add {G}."", "gains haste and "…"" (613.1f)
        changes = gained(parts)
        return None if changes is None else continuous(v, changes)
    if _strings(v)[:2] == ("control", "of") and len(parts) == 3:
        return _control(v, parts[2])
    count = _counted(v, ("life",))
    who = player(v.subject, v.scope)
    if count is None or who is None or not _no_duration(v):
        return None
    return [GainLife(amount=count, player=who[0], target=who[1])]


#: "Protection from [colorless or from] the color of your choice": whether colorless is one of
#: the answers (Giver of Runes), by the words.
_COLOR_OF_CHOICE = {
    "protection from the color of your choice": False,
    "protection from colorless or from the color of your choice": True,
}


def _color_of_choice(v: Verb) -> Sequence[Effect] | None:
    """ "[Target creature / ~ / it / creatures you control] gains protection from the color of
    your choice until end of turn" (Pristine Skywise, Kami of the Painted Road): the color is
    chosen as the spell or ability resolves (608.2d), and a group of permanents is locked in
    then (611.2c) — the one instruction the compiler's reading of the phrase makes too; "you
    gain protection …" (a player's protection) isn't read."""
    parts = _parts(v)
    if len(parts) != 1 or not isinstance(parts[0], Keywords) or v.subject is None:
        return None
    colorless = _COLOR_OF_CHOICE.get(said(parts[0]).lower())
    if colorless is None or v.duration is None:
        return None
    if said(v.duration).lower() != "until end of turn":
        return None
    ref = object_ref(v.subject, v.scope)
    if ref is not None:
        return [ProtectionFromChosenColor(target=ref, colorless=colorless)]
    same = them(v, lambda flt: ProtectionFromChosenColor(filter=flt, colorless=colorless))
    if same is not None:
        return same
    flt = group_filter(v.subject)
    return None if flt is None else [ProtectionFromChosenColor(filter=flt, colorless=colorless)]


def _keyword_of_choice(v: Verb) -> Sequence[Effect] | None:
    """ "[Target creature / ~ / it] gains your choice of flying, trample, or haste until end of
    turn" (Golem Artisan, Steel Seraph): one of the keywords, chosen as the spell or ability
    resolves (608.2d; Golem Artisan's ruling), gained until end of turn (613.1f) — each keyword
    one the engine models, listed "A or B" or "A, B, or C"; anything else unread."""
    parts = _parts(v)
    if len(parts) != 4 or not isinstance(parts[3], Keywords) or v.subject is None:
        return None
    if v.duration is None or said(v.duration).lower() != "until end of turn":
        return None
    items = parts[3].items
    listed = [k for k in items if isinstance(k, Keyword)]
    between = tuple(str(w).lower() for w in items if not isinstance(w, Keyword))
    if between != (",",) * (len(listed) - 2) + ((",", "or") if len(listed) > 2 else ("or",)):
        return None
    names: list[str] = []
    for keyword in listed:
        found = keyword_list(said(keyword))
        if found is None or len(found) != 1:
            return None
        names += found
    if len(set(names)) != len(names):
        return None
    options = tuple(names)
    ref = object_ref(v.subject, v.scope)
    if ref is not None:
        return [GainChosenKeyword(options=options, target=ref)]
    return them(v, lambda flt: GainChosenKeyword(options=options, filter=flt))


def _control(v: Verb, what: Part) -> Sequence[Effect] | None:
    """ "Gain control of target creature [until end of turn | for as long as you control ~]":
    layer 2 (613.1b), for the rest of the game when no duration is stated (611.2a), until its
    source leaves or changes controller (611.2b); "Target opponent gains control of this
    creature": the target player gains it (Sleeper Agent, Donate)."""
    to = player(v.subject, v.scope) if v.subject is not None else ("you", None)
    if to is None or to[0] not in ("you", "target") or not isinstance(what, Objects):
        return None
    said_for = "" if v.duration is None else said(v.duration).lower()
    lasts: Duration | None = DURATIONS.get(said_for) if said_for else "permanent"
    if lasts not in ("permanent", "end_of_turn", "source_controlled"):
        return None
    if lasts == "source_controlled" and to[0] != "you":
        return None  # "you" is who controls the source and who gains control
    ref = object_ref(what, v.scope)
    if not isinstance(ref, int) and (ref != "self" or to[0] != "target"):
        return None  # a target, or the card itself given to a target player
    change = (GainControl(),)
    return [ApplyContinuous(target=ref, modifications=change, duration=lasts, to_player=to[1])]


@verb("lose", "loses")
def _lose(v: Verb) -> Sequence[Effect] | None:
    if _strings(v) == ("all", "abilities"):
        # "loses all abilities until end of turn" (layer 6, 613.1f)
        return continuous(v, [LoseAllAbilities()])
    parts = _parts(v)
    if len(parts) == 1 and isinstance(parts[0], Keywords):
        # "it loses flying until end of turn" (layer 6, 613.1f); "loses first strike or
        # swampwalk" is one of them, chosen as it resolves, which isn't read.
        listed = said(parts[0])
        names = None if " or " in f" {listed.lower()} " else keyword_list(listed)
        return None if names is None else continuous(v, [LoseKeywords(keywords=tuple(names))])
    count = _counted(v, ("life",))
    who = player(v.subject, v.scope)
    if count is None or who is None or not _no_duration(v):
        return None
    return [LoseLife(amount=count, player=who[0], target=who[1])]


@verb("have", "has")
def _have(v: Verb) -> Sequence[Effect] | None:
    """ "Target creature has base power 0 until end of turn" (layer 7b, 613.4b); "… gets +2/+2
    and has vigilance for as long as this creature remains tapped" (the Couriers): a resolving
    instruction's "has" with a duration is the keyword gained for that long, as "gains" says
    it (613.1f, 611.2b) — without one it is no instruction, and stays unread."""
    parts = _parts(v)
    if parts and isinstance(parts[0], Keywords) and v.duration is not None:
        changes = gained(parts)
        return None if changes is None else continuous(v, changes)
    base = base_power_toughness(parts)
    return None if base is None else continuous(v, [base])


@verb("get", "gets")
def _get(v: Verb) -> Sequence[Effect] | None:
    parts = _parts(v)
    if len(parts) == 1 and isinstance(parts[0], Counters):
        return _poisoned(v, parts[0])
    if len(parts) == 1 and isinstance(parts[0], Mana):
        return _energy(v, parts[0])
    if len(parts) != 1 or not isinstance(parts[0], str) or "/" not in parts[0]:
        return None
    power, _, toughness = parts[0].replace("−", "-").partition("/")
    try:
        change: Modification = ModifyPowerToughness(power=int(power), toughness=int(toughness))
    except ValueError:
        by = _times_x(power, toughness)
        if by is None:
            return None  # */* or a number beside X: not a change the vocabulary has
        change = by
    return continuous(v, [change])


def _poisoned(v: Verb, which: Counters) -> Sequence[Effect] | None:
    """ "That player gets two poison counters" (122.1f: ten or more and they lose, 704.5c):
    counters on a player."""
    amount = number(which.amount)
    who = player(v.subject, v.scope)
    if which.kind_word.lower() != "poison" or amount is None or who is None or v.subject is None:
        return None
    if not _no_duration(v):
        return None
    return [PlayerCounters(counter="poison", amount=amount, player=who[0], target=who[1])]


def _energy(v: Verb, symbols: Mana) -> Sequence[Effect] | None:
    """ "You get {E}{E}": an energy counter for each {E} (107.14), counters on a player
    (122.1)."""
    who = player(v.subject, v.scope)
    if who is None or set(symbols.symbols) != {"{E}"} or not _no_duration(v):
        return None
    amount = len(symbols.symbols)
    return [PlayerCounters(counter="energy", amount=amount, player=who[0], target=who[1])]


#: Each side of a "+X/+X"-style change, as the multiple of X it is (107.3).
_X_SIDES = {"+X": 1, "-X": -1, "+0": 0, "-0": 0}


def _times_x(power: str, toughness: str) -> ModifyPowerToughnessBy | None:
    """ "+X/+X", "-X/-X", "+X/+0": the change times X, the value announced for the spell's or
    ability's cost (107.3a), locked in as the effect begins (608.2h); None for another shape."""
    sides = (_X_SIDES.get(power), _X_SIDES.get(toughness))
    if None in sides or sides == (0, 0):
        return None
    return ModifyPowerToughnessBy(power=sides[0] or 0, toughness=sides[1] or 0, amount="X")
