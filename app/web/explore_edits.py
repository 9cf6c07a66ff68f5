"""Explorer builder: what each form does to the scenario's data (issue 6).

Each edit is a function `(data, form)` that changes the scenario's JSON data in place or raises
`BuildError` naming the field and quoting the input; `app.web.explore_build` reads the forms,
validates the result and answers. The limits here are the forms' (the engine checks its own).
"""

from __future__ import annotations

import re
from typing import Any

from app.reference.folding import fold
from app.web.card_complete import MAX_QUERY, MAX_SUGGESTIONS, compact, name_index
from app.web.explore_state_edits import (
    FieldError,
    edit_players_dealt_damage,
    edit_spells_cast,
    edit_state,
)
from app.web.templating import templates
from engine import (
    COLORS,
    MANA_TYPES,
    MAX_COUNTERS,
    MAX_DAMAGE,
    MAX_INFLATED_BYTES,
    MAX_LIFE,
    MAX_NAME,
    MAX_OBJECTS,
    MAX_PLAYERS,
    MAX_POOL_TEXT,
    MAX_PT,
    MAX_STICKER_POSITION,
    MAX_STICKER_WORDS,
    MAX_STICKERS,
    MAX_TARGETS,
    MAX_TOKEN_CHARS,
    MAX_TURN,
    MAX_TYPE_LINE,
    MAX_X,
    RESERVED_ID,
    SIMPLE_KEYWORDS,
    STEP_NAMES,
    ZONES,
    CardStatus,
    LinkError,
    ManaError,
    Scenario,
    ScenarioError,
    card_status,
    decode_link,
    find_card,
    fold_name,
    normalise_keyword,
    parse_pool,
    predefined_token_names,
)

#: A form's fields, as `urllib.parse.parse_qs` gives them.
Form = dict[str, list[str]]

#: Player ids the builder hands out, in turn order (the engine's MIN_PLAYERS to MAX_PLAYERS).
PLAYER_IDS = ("A", "B", "C", "D")[:MAX_PLAYERS]
#: Counters the object form edits; other counters an object has are kept as they are.
EDITABLE_COUNTERS = (("plus1", "+1/+1"), ("minus1", "-1/-1"), ("stun", "stun"))
#: Most form fields read from one request (the object form has about a dozen).
MAX_FIELDS = 64
#: Objects the builder lists with their edit forms; each form carries the whole share token, so
#: 500 objects made pages of tens of MB (the rest are edited as JSON: download, upload).
MAX_EDIT_FORMS = 30
KEYWORDS = tuple(sorted(SIMPLE_KEYWORDS))
#: The builder's words for the steps of a turn; the engine names them, in order (CR 500.1).
STEP_WORDS = {
    "untap": "untap step",
    "upkeep": "upkeep step",
    "draw": "draw step",
    "main1": "first main phase",
    "beginning_of_combat": "beginning of combat step",
    "declare_attackers": "declare attackers step",
    "declare_blockers": "declare blockers step",
    "combat_damage": "combat damage step",
    "end_of_combat": "end of combat step",
    "main2": "second main phase",
    "end": "end step",
    "cleanup": "cleanup step",
}
STEPS = tuple((name, STEP_WORDS[name]) for name in STEP_NAMES)
#: What the builder's help states and its inputs' bounds (the engine's and the link's limits).
LIMITS = {
    "players": MAX_PLAYERS,
    "objects": MAX_OBJECTS,
    "inflated_kib": MAX_INFLATED_BYTES // 1024,
    "token_chars": MAX_TOKEN_CHARS,
    "name": MAX_NAME,
    "card_query": MAX_QUERY,
    "suggestions": MAX_SUGGESTIONS,
    "counter": MAX_COUNTERS,
    "edit_forms": MAX_EDIT_FORMS,
    "life": MAX_LIFE,
    "pool_text": MAX_POOL_TEXT,
    "turn": MAX_TURN,
    "type_line": MAX_TYPE_LINE,
    "pt": MAX_PT,
    "damage": MAX_DAMAGE,
    "x": MAX_X,
    "sticker_words": MAX_STICKER_WORDS,
    "sticker_position": MAX_STICKER_POSITION,
}


templates.env.globals["build_limits"] = LIMITS
templates.env.globals["predefined_tokens"] = predefined_token_names
templates.env.globals["build_keywords"] = KEYWORDS
templates.env.globals["build_steps"] = STEPS


class BuildError(ValueError):
    """An edit that can't be made; the message names the field and quotes the input, and
    `field` is the form field it is about (the page shows the message beside it), if any."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


EMPTY_BOARD: dict[str, Any] = {
    "players": [{"id": "A", "life": 20}, {"id": "B", "life": 20}],
    "turn": {"number": 1, "active": "A", "step": "main1"},
}


# -- the cards the builder offers ------------------------------------------------------------


class UnknownCard(BuildError):
    """A card name the builder doesn't offer; `picks` are the names the user may have meant."""

    def __init__(self, message: str, typed: str, picks: list[str]) -> None:
        super().__init__(message, "name")
        self.typed = typed
        self.picks = picks


def pool_card(text: str) -> str:
    """The offered spelling of the card named `text` (folded, punctuation aside); UnknownCard
    with the names it may mean if there is none."""
    index = name_index()
    if not compact(text):
        raise BuildError("card name: type the name of a card", "name")
    found = index.exact(text)
    if found is not None:
        return found
    typed = text[:MAX_QUERY]
    picks = index.match(typed) or index.close(typed)
    hint = f" Did you mean {', '.join(picks[:3])}?" if picks else ""
    raise UnknownCard(
        f"card name: there is no card named {text[:MAX_NAME]!r}.{hint}",
        typed,
        picks,
    )


# -- form fields ---------------------------------------------------------------------------------


def field_text(form: Form, key: str, default: str = "") -> str:
    values = form.get(key)
    return values[-1].strip() if values else default


def _flag(form: Form, key: str) -> bool:
    return field_text(form, key) in ("on", "true", "1", "yes")


def _number(form: Form, key: str, label: str, low: int, high: int, default: int = 0) -> int:
    text = field_text(form, key)
    if not text:
        return default
    try:
        value = int(text)
    except ValueError:
        raise BuildError(f"{label}: {text[:20]!r} isn't a whole number", key) from None
    if not low <= value <= high:
        raise BuildError(f"{label}: {value} is outside {low:,}..{high:,}", key)
    return value


def _choice(form: Form, key: str, label: str, allowed: list[str] | tuple[str, ...]) -> str:
    value = field_text(form, key)
    if value not in allowed:
        raise BuildError(f"{label}: {value[:40]!r} isn't one of {', '.join(allowed)}", key)
    return value


def mana_pool(text: str) -> str:
    """A pool typed as "{R}{R}{C}" or "RRC", as symbols; BuildError naming a bad symbol."""
    compact = "".join(text.split()).upper()
    if compact and "{" not in compact:
        compact = "".join(f"{{{c}}}" for c in compact)
    if any(ch.isdigit() for ch in compact):
        # {2} is an amount in a cost, not mana (106.1, 107.4b): a cost's generic part is paid
        # with colorless {C} or colored mana.
        raise BuildError(
            f"mana pool: {text.strip()[:40]!r} has a number; a pool holds mana of a type, and "
            "a generic cost is paid with {C} or colored mana (e.g. {C}{C} or CC for two)",
            "mana_pool",
        )
    try:
        parse_pool(compact)
    except ManaError as exc:
        raise BuildError(
            f"mana pool: {exc} (types of mana: {' '.join(MANA_TYPES)})", "mana_pool"
        ) from None
    return compact


# -- scenario data -----------------------------------------------------------------------------


def form_scenario(form: Form) -> Scenario:
    token = field_text(form, "s")
    if not token:
        raise LinkError("the form didn't say which scenario to edit (no s=v1.… field)")
    return decode_link(token)


def _player_ids(data: dict[str, Any]) -> list[str]:
    return [str(p["id"]) for p in data["players"]]


def _object(data: dict[str, Any], form: Form) -> dict[str, Any]:
    wanted = field_text(form, "id")
    for obj in data.get("objects", []):
        if obj["id"] == wanted:
            found: dict[str, Any] = obj
            return found
    raise BuildError(f"objects: there is no object {wanted[:40]!r} in the scenario")


def new_id(name: str, used: set[str]) -> str:
    """A fresh id from a name: `[a-z][a-z0-9]*`, unique, never of the engine's forms t1/c1/a1."""
    base = re.sub(r"[^a-z0-9]", "", fold(name))[:24]
    if not base or not base[0].isalpha():
        base = "obj" + base
    if re.fullmatch(r"[tca][0-9]*", base):
        base = "obj" + base
    taken = {u.casefold() for u in used}
    candidate, n = base, 1
    while candidate in taken or RESERVED_ID.match(candidate):
        n += 1
        candidate = f"{base}{n}"
    return candidate


def _used_ids(data: dict[str, Any]) -> set[str]:
    return set(_player_ids(data)) | {str(o["id"]) for o in data.get("objects", [])}


def _add_object(data: dict[str, Any], obj: dict[str, Any]) -> None:
    objects = data.setdefault("objects", [])
    if len(objects) >= MAX_OBJECTS:
        raise BuildError(f"objects: a scenario holds at most {MAX_OBJECTS} objects")
    objects.append(obj)


def add_player(data: dict[str, Any], form: Form) -> None:
    used = _used_ids(data)
    if len(data["players"]) >= MAX_PLAYERS:
        raise BuildError(f"players: a scenario has at most {MAX_PLAYERS} players")
    free = next((p for p in PLAYER_IDS if p not in used), None)
    if free is None:
        raise BuildError("players: the ids A–D are all in use")
    data["players"].append({"id": free, "life": 20})


def edit_player(data: dict[str, Any], form: Form) -> None:
    wanted = field_text(form, "player")
    player = next((p for p in data["players"] if p["id"] == wanted), None)
    if player is None:
        raise BuildError(f"players: there is no player {wanted[:20]!r}")
    player["life"] = _number(form, "life", f"player {wanted} life", -MAX_LIFE, MAX_LIFE, 20)
    poison = _number(form, "poison", f"player {wanted} poison counters", 0, MAX_COUNTERS)
    counters = dict(player.get("counters", {}))
    if poison:
        counters["poison"] = poison
    else:
        counters.pop("poison", None)
    player["counters"] = counters
    player["mana_pool"] = mana_pool(field_text(form, "mana_pool"))


def edit_turn(data: dict[str, Any], form: Form) -> None:
    """The turn as the scenario loads (SCENARIO.md `turn`): its number, the active player, who
    holds priority then, and the step."""
    turn = dict(data.get("turn", {}))
    turn["number"] = _number(form, "number", "turn number", 1, MAX_TURN, 1)
    turn["active"] = _choice(form, "active", "active player", _player_ids(data))
    turn["step"] = _choice(form, "step", "step", [name for name, _ in STEPS])
    try:
        edit_spells_cast(turn, form, _player_ids(data))
        edit_players_dealt_damage(turn, form, _player_ids(data))
    except FieldError as exc:
        raise BuildError(str(exc), exc.field) from None
    data["turn"] = turn


class NotAPermanent(BuildError):
    """A card the form would put on the battlefield that can't be there (an instant or a
    sorcery); the card form offers the hand or the stack instead, with `card` in its field."""

    def __init__(self, message: str, card: str) -> None:
        super().__init__(message, "zone")
        self.card = card


def add_card(data: dict[str, Any], form: Form) -> None:
    name = pool_card(field_text(form, "pick") or field_text(form, "name"))
    owner = _choice(form, "player", "player", _player_ids(data))
    # "Put it in the hand / on the stack", offered when the battlefield was refused, wins.
    zone = _choice(form, "instead", "zone", ZONES) if field_text(form, "instead") else ""
    zone = zone or _choice(form, "zone", "zone", ZONES)
    if zone == "battlefield":
        _permanent_card(name)
    obj = {"id": new_id(name, _used_ids(data)), "card": name, "owner": owner, "zone": zone}
    _add_object(data, obj)


def _permanent_card(name: str) -> None:
    """Refuse an instant or sorcery card on the battlefield: it can't enter it (304.4, 307.4),
    so it can't be a permanent (110.4). The engine's own definition of the card says which it
    is; the builder asked where it goes, so it says where it can go."""
    try:
        card = find_card(name)
    except ScenarioError:  # a card the engine won't load: the scenario says so as it loads
        return
    kinds = [k for k in ("Instant", "Sorcery") if card is not None and k in card.types]
    if kinds:
        kind = kinds[0].lower()
        raise NotAPermanent(
            f"zone: {name} is {'an' if kind == 'instant' else 'a'} {kind}, and an instant or "
            "sorcery card can't be put onto the battlefield, so it can't be a permanent (CR 110.4, "
            f"{'304.4' if kind == 'instant' else '307.4'}): put it in the hand, or on the stack "
            "as a spell",
            name,
        )


def add_token(data: dict[str, Any], form: Form) -> None:
    predefined = field_text(form, "predefined")
    if predefined:
        # A predefined token by name (111.10): the scenario names it, the engine defines it.
        names = predefined_token_names()
        if predefined not in names:
            raise BuildError(
                f"predefined token: {predefined[:40]!r} isn't one of {', '.join(names)}",
                "predefined",
            )
        controller = _choice(form, "player", "player", _player_ids(data))
        zone = _choice(form, "zone", "zone", ZONES)
        used = _used_ids(data)
        _add_object(
            data,
            {
                "id": new_id(predefined, used),
                "token": predefined,
                "controller": controller,
                "zone": zone,
            },
        )
        return
    name = field_text(form, "name")
    if not name or len(name) > MAX_NAME:
        raise BuildError(f"token name: give a name of 1 to {MAX_NAME} characters", "name")
    type_line = " ".join(field_text(form, "type_line").replace(" - ", " — ").split())
    if not type_line or len(type_line) > MAX_TYPE_LINE:
        raise BuildError(
            f"token type line: give a type line of 1 to {MAX_TYPE_LINE} characters, "
            "e.g. “Creature — Soldier”",
            "type_line",
        )
    colors = form.get("colors", [])
    for color in colors:
        if color not in COLORS:
            raise BuildError(
                f"token colors: {color[:10]!r} isn't one of {' '.join(COLORS)}", "colors"
            )
    keywords: list[str] = []
    for keyword in form.get("keywords", []):
        if keyword not in SIMPLE_KEYWORDS:
            raise BuildError(f"token keywords: unknown keyword {keyword[:40]!r}", "keywords")
        keywords.append(keyword)
    for extra in field_text(form, "more_keywords").split(","):
        if not extra.strip():
            continue
        known = normalise_keyword(extra)
        if known is None:
            raise BuildError(
                f"token keywords: unknown keyword {extra.strip()[:40]!r}; the engine knows "
                f"{', '.join(KEYWORDS)}, Ward {{N}} and Protection from <color>",
                "more_keywords",
            )
        keywords.append(known)
    token: dict[str, Any] = {
        "name": name,
        "type_line": type_line,
        "colors": [c for c in COLORS if c in colors],
    }
    for key, label in (("power", "token power"), ("toughness", "token toughness")):
        if field_text(form, key):
            token[key] = _number(form, key, label, -MAX_PT, MAX_PT)
    if keywords:
        token["abilities"] = list(dict.fromkeys(keywords))
    controller = _choice(form, "player", "player", _player_ids(data))
    zone = _choice(form, "zone", "zone", ZONES)
    obj = {"id": new_id(name, _used_ids(data)), "token": token, "controller": controller}
    obj["zone"] = zone
    _add_object(data, obj)


def edit_object(data: dict[str, Any], form: Form) -> None:
    obj = _object(data, form)
    label = f"object {obj['id']}"
    players = _player_ids(data)
    controller = _choice(form, "controller", f"{label} controller", players)
    # Keep the owner when the controller changes (owner defaults to controller, SCENARIO.md).
    obj.setdefault("owner", obj.get("controller"))
    obj["controller"] = controller
    obj["tapped"] = _flag(form, "tapped")
    obj["summoning_sick"] = _flag(form, "summoning_sick")
    obj["damage"] = _number(form, "damage", f"{label} damage", 0, MAX_DAMAGE)
    counters = dict(obj.get("counters", {}))
    for key, kind in EDITABLE_COUNTERS:
        n = _number(form, key, f"{label} {kind} counters", 0, MAX_COUNTERS)
        if n:
            counters[kind] = n
        else:
            counters.pop(kind, None)
    obj["counters"] = counters
    try:
        edit_state(obj, form, label)
    except FieldError as exc:
        raise BuildError(str(exc), exc.field) from None
    attached = field_text(form, "attached_to")
    if attached == obj["id"]:
        raise BuildError(
            f"{label} attached_to: an object can't be attached to itself", "attached_to"
        )
    if attached and attached not in _used_ids(data):
        raise BuildError(
            f"{label} attached_to: there is no object or player {attached[:40]!r}", "attached_to"
        )
    obj["attached_to"] = attached or None
    if "copy_of" in form:
        _edit_copy_of(data, obj, form, label)
    if obj["zone"] == "stack":
        _edit_stack_object(data, obj, form, label)


def enters_as_copy(obj: dict[str, Any]) -> bool:
    """Whether the object's card may enter as a copy (Clone, 707.5): on the battlefield, the
    builder offers to load it as if it had entered as a copy of another object."""
    card = find_card(obj["card"]) if obj.get("card") else None
    return card is not None and any(
        getattr(a, "kind", None) == "enters_as_copy" for a in card.abilities
    )


templates.env.globals["build_enters_as_copy"] = enters_as_copy


def _edit_copy_of(data: dict[str, Any], obj: dict[str, Any], form: Form, label: str) -> None:
    """What a Clone on the battlefield entered as a copy of (the scenario's `copy_of`); the
    engine checks, as it loads, that its ability can copy that object (707.5)."""
    wanted = field_text(form, "copy_of")
    if not wanted:
        obj.pop("copy_of", None)
        return
    if obj["zone"] != "battlefield" or not enters_as_copy(obj):
        raise BuildError(
            f"{label} enters as a copy of: only a card that enters as a copy (such as Clone), "
            "on the battlefield, can be loaded as one",
            "copy_of",
        )
    others = {str(o["id"]) for o in data.get("objects", []) if o is not obj}
    if wanted not in others:
        raise BuildError(
            f"{label} enters as a copy of: there is no other object {wanted[:40]!r}", "copy_of"
        )
    obj["copy_of"] = wanted


def card_modes(obj: dict[str, Any]) -> int:
    """How many modes the object's card has (0 when it isn't modal, or is a token)."""
    card = find_card(obj["card"]) if obj.get("card") else None
    return len(card.modes) if card is not None else 0


templates.env.globals["build_card_modes"] = card_modes


def card_mark(scenario: Scenario, obj: dict[str, Any]) -> CardStatus | None:
    """The engine's status of the object's card when it isn't fully modelled, else None (a
    token, a fully modelled card): the builder marks such a card as it is added, so nobody
    builds a board on a card whose lines a run can't apply without being told (issue 25, 1d)."""
    if not obj.get("card"):
        return None
    cards = {fold_name(c.name): c for c in scenario.cards}
    try:
        card = find_card(str(obj["card"]), cards)
    except ScenarioError:  # a card the engine won't load: the scenario says so as it loads
        return None
    status = card_status(card) if card is not None else None
    return status if status is not None and status.status != "implemented" else None


def last_card(scenario: Scenario, objects: list[dict[str, Any]]) -> tuple[str, CardStatus] | None:
    """The card added last (the builder adds at the end) with its status, when it isn't fully
    modelled: the card form says so where the card was just added."""
    for obj in reversed(objects):
        if obj.get("card"):
            mark = card_mark(scenario, obj)
            return (str(obj["id"]), mark) if mark is not None else None
    return None


templates.env.globals["build_card_mark"] = card_mark
templates.env.globals["build_last_card"] = last_card


def _edit_stack_object(data: dict[str, Any], obj: dict[str, Any], form: Form, label: str) -> None:
    """X, mode (1-based, modal cards only) and targets (ids, in order) of a stack object."""
    x = field_text(form, "x")
    obj["x"] = _number(form, "x", f"{label} x", 0, MAX_X) if x else None
    modes = card_modes(obj)
    mode = field_text(form, "mode")
    if mode and not modes:
        raise BuildError(f"{label} mode: {obj.get('card', 'it')} isn't modal", "mode")
    obj["mode"] = _number(form, "mode", f"{label} mode", 1, modes) if mode else None
    targets = [t for t in re.split(r"[\s,]+", " ".join(form.get("targets", []))) if t]
    if len(targets) > MAX_TARGETS:
        raise BuildError(f"{label} targets: at most {MAX_TARGETS} targets", "targets")
    used = _used_ids(data)
    for target in targets:
        if target not in used:
            raise BuildError(
                f"{label} targets: there is no object or player {target[:40]!r}", "targets"
            )
    obj["targets"] = targets


def add_sticker(data: dict[str, Any], form: Form) -> None:
    """Put a name sticker on the object (CR 123.6); stickers keep their array order."""
    obj = _object(data, form)
    label = f"object {obj['id']} sticker"
    words = " ".join(field_text(form, "words").split())
    if not words or len(words) > MAX_STICKER_WORDS:
        raise BuildError(f"{label} words: give 1 to {MAX_STICKER_WORDS} characters", "words")
    position = _number(form, "position", f"{label} position", 0, MAX_STICKER_POSITION)
    stickers = list(obj.get("stickers", []))
    if len(stickers) >= MAX_STICKERS:
        raise BuildError(f"{label}s: an object holds at most {MAX_STICKERS} stickers")
    stickers.append({"words": words, "position": position})
    obj["stickers"] = stickers


def remove_sticker(data: dict[str, Any], form: Form) -> None:
    obj = _object(data, form)
    stickers = list(obj.get("stickers", []))
    if not stickers:
        raise BuildError(f"object {obj['id']} stickers: it has no stickers")
    index = _number(form, "sticker", f"object {obj['id']} sticker", 1, len(stickers), 0)
    if not index:
        raise BuildError(f"object {obj['id']} sticker: say which sticker to remove")
    del stickers[index - 1]
    obj["stickers"] = stickers


def remove_object(data: dict[str, Any], form: Form) -> None:
    obj = _object(data, form)
    data["objects"] = [o for o in data["objects"] if o is not obj]
    for other in data["objects"]:
        if other.get("attached_to") == obj["id"]:
            other["attached_to"] = None
        if other.get("copy_of") == obj["id"]:
            del other["copy_of"]
        if obj["id"] in other.get("targets", []):
            other["targets"] = [t for t in other["targets"] if t != obj["id"]]
