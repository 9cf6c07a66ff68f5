"""When casting or activating needs a line the engine doesn't model: refused as `unsupported`,
not as illegal (issue 25, 1e).

No rule forbids casting Fling or activating Garruk Wildspeaker's [+1]: the engine only can't read
the text the action depends on. So such an action is refused with an `UnsupportedError` naming the
unread line (exit 6, `error.kind` "unsupported"), never an `IllegalActionError` citing a rule the
action doesn't break. Where the line goes unread matters, so this module says precisely which
lines an action needs:

- **Casting** reads the spell's text from 601.2b on: its modes, X, additional costs and what it
  is cast for (601.2b, 601.2f), its targets (601.2c) and its total cost (601.2f). So a cast
  needs every unread line of an instant or sorcery (113.3a: its spell abilities and what it
  says about itself), except an activated ability (cycling is activated, not cast, 602), reminder
  text alone (207.2) and a triggered ability; and, of a permanent card, a line about "this
  spell" (an additional cost, a cost change, "cast this spell only …") and an Aura's unread
  "Enchant" line (its target, 303.4a). A triggered ability, even "When you cast this spell",
  isn't part of casting: the spell is cast, and the run says the unread trigger may have
  triggered (601.2i, 603.2; `engine.modifiers.unmodelled`). "This spell can't be countered" (101.2)
  and "You may … rather than pay this spell's mana cost" (an alternative cost the cast action can't
  ask for, 118.9) don't change a cast as given, nor does a keyword that works only when asked
  for (kicker, convoke …) or from another zone or as another action (flashback, cycling).
- A mana cost with {S} needs mana from a snow source, which the engine doesn't track (107.4h):
  such a cast is unsupported, naming the card's note on it.
- What a cast asks for by name — kicked, evoke, buyback, face down, or from the graveyard — needs
  the keyword's line: asked for while that line is unread, it is unsupported, not "it has no
  kicker cost" (702.33a).
- Timing (307.1, 302.1 …) comes from the card's types, which are read: a sorcery cast in the
  opponent's turn is illegal — unless an unread line might let it be cast then ("Flash", "as
  though it had flash", 702.8a, 601.3b); then it is unsupported.
- **Activating** the k-th activated ability (SCENARIO.md: 1-based, the modelled ones first) past
  the modelled ones asks for one of the card's unread activated lines, in printed order (602.1):
  the (k − modelled)-th. Checks that don't read it stay illegal: the object exists (109.1), only
  its controller activates an ability of a permanent (602.2) unless the line says any player may;
  and a {T} or {Q} in the cost before the line's colon, which the line's words say plainly: a
  tapped permanent can't pay {T} (107.5), an untapped one {Q} (107.6), and a summoning-sick
  creature without haste activates neither (302.6) — a tapped Mother of Runes is illegal, not
  "not modelled" (issue 31 §6).

- A cast naming a half or face the card data doesn't have (an Adventure printed after April
  2022) is unsupported, naming the card's line saying so.
- An activated keyword (craft, crew, equip …, 702.167a, 702.122a, 702.6a) is an activated
  ability like "[Cost]: [Effect]", numbered among them.
- An ability number past an object's abilities, while an unread line may give it more (All
  creatures have "{2}: …", 113.1a), is unsupported, naming that line.
- **Where from**: a cast from a graveyard, library or exile that no modelled rule allows (601.3)
  is unsupported while an unread line of an object where that line functions (113.6) may allow
  it ("each instant card in your graveyard has flashback", "you may cast Aura spells from the
  top of your library"), else illegal.

What comes before these checks (the object exists, it is in a zone it may be cast from, 601.3)
stays illegal with its rule.
"""

from __future__ import annotations

import re

from engine.cards.corpus import MISSING_FACE_END
from engine.cards.names import fold_name
from engine.cards.pool import SNOW_COST
from engine.cards.unsupported import UnsupportedLine, classify_all
from engine.cards.vocabulary import CardDef
from engine.core.errors import IllegalActionError, UnsupportedError
from engine.core.events import describe
from engine.core.face_down import copiable_card
from engine.core.scenario_actions import CastAction
from engine.core.state import GameObject, GameState, Zone
from engine.core.unread import lines
from engine.derived.characteristics import characteristics, controller_of
from engine.modifiers.unmodelled import unread_objects

#: A line about casting the card itself (601.2b-i, 601.3): "this spell".
_THIS_SPELL = re.compile(r"\bthis spell\b", re.IGNORECASE)
#: Lines about "this spell" that don't change a cast as the action gives it.
_NOT_CASTING = re.compile(
    r"^This spell can't be countered\b[^.]*\.$|"
    r"\byou may\b[^.]*\brather than pay this spell's mana cost|"
    r"\brather than pay this spell's mana cost, you may\b|"
    r"\byou may cast this spell without paying its mana cost",
    re.IGNORECASE,
)
#: A permanent's line about the mana spent to cast it ("Adamant — If at least three red mana was
#: spent to cast this spell, this creature enters with …") works as it enters, not as it is cast.
_SPENT = re.compile(r"\bspent to cast this spell\b", re.IGNORECASE)
#: A line that is reminder text only, "({U/P} can be paid with either {U} or 2 life.)": it has
#: no rules meaning (207.2).
_REMINDER = re.compile(r"^\([^()]*\)$")
#: An unread line that may let the card be cast at another time (702.8a, 601.3b): "flash",
#: "as though it had flash" — not "as though it were mana of any color" (609.4b), which says
#: nothing of when.
_TIMING = re.compile(r"\bflash\b|any time you could cast", re.IGNORECASE)
#: An unread line that may let a card be cast from a zone other than a hand (601.3): "cast …
#: from the top of your library", "play … from exile", "each instant card in your graveyard has
#: flashback" (702.34a).
_FROM_ZONE: dict[Zone, re.Pattern[str]] = {
    Zone.GRAVEYARD: re.compile(
        r"\b(?:cast|play)\b[^.]*\bgraveyards?\b"
        r"|\bgraveyards?\b[^.]*\bha(?:s|ve) (?:flashback|retrace|escape|jump-start|harmonize)\b",
        re.IGNORECASE,
    ),
    Zone.LIBRARY: re.compile(r"\b(?:cast|play)\b[^.]*\blibrar(?:y|ies)\b", re.IGNORECASE),
    Zone.EXILE: re.compile(
        r"\b(?:cast|play)\b[^.]*\bexiled?\b|\bexiled?\b[^.]*\b(?:cast|play)\b", re.IGNORECASE
    ),
}
#: The keywords a cast action asks for (its `kicked`, `evoke`, `buyback`, `face_down`, `convoke`
#: …), by field.
_ASKED: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("kicked", ("Kicker", "Multikicker")),
    ("evoke", ("Evoke",)),
    ("buyback", ("Buyback",)),
    ("face_down", ("Morph", "Megamorph", "Disguise")),
    ("prototyped", ("Prototype",)),
    ("convoke", ("Convoke",)),
    ("improvise", ("Improvise",)),
    ("delve", ("Delve",)),
    ("assist", ("Assist",)),
)
#: Keywords that let a card be cast from its owner's graveyard (702.34a, 702.133a, 702.81a …).
_FROM_GRAVEYARD = ("Flashback", "Jump-start", "Retrace", "Escape", "Disturb", "Harmonize")
_CAST_FROM_GRAVEYARD = re.compile(r"\bcast [^.]*from your graveyard", re.IGNORECASE)
#: Keywords (702) that change a cast only when the action asks for them (an optional or
#: alternative cost: kicked, evoke …) or work from another zone or as another action (cycling,
#: flashback, ninjutsu): an unread one doesn't change a cast from a hand as given.
_OPTIONAL_KEYWORDS = (
    *(w for _, words in _ASKED for w in words),
    *_FROM_GRAVEYARD,
    "Cycling",
    "Entwine",
    "Replicate",
    "Convoke",
    "Delve",
    "Improvise",
    "Overload",
    "Surge",
    "Spectacle",
    "Madness",
    "Miracle",
    "Suspend",
    "Foretell",
    "Plot",
    "Awaken",
    "Casualty",
    "Bargain",
    "Splice",
    "Dash",
    "Emerge",
    "Prowl",
    "Blitz",
    "Bestow",
    "Mutate",
    "Offspring",
    "Squad",
    "Ninjutsu",
    "Transmute",
    "Forecast",
    "Conspire",
    "Fuse",
    "Aftermath",
    "Sneak",
    "Freerunning",
    "Gift",
    "Warp",
    "Impending",
    "Prototype",
    "Spree",
    "Tiered",
    "Encore",
    "Unearth",
    "Embalm",
    "Eternalize",
    "Scavenge",
    "Reinforce",
    "Bloodrush",
    "Assist",
    "Web-slinging",
    "Mayhem",
    "Craft",
    "Exhaust",
    "Cleave",
    "Teamwork",
)
#: Landcycling and its kin ("Swampcycling {2}", "Basic landcycling {1}") are cycling (702.29d).
_CYCLING = re.compile(r"^[\w ]*cycling\b", re.IGNORECASE)
#: An Aura's "Enchant creature" keyword line (702.5a), not "Enchanted creature gets …".
_ENCHANT = re.compile(r"Enchant\b")
_ANY_PLAYER = re.compile(r"\bany player may activate\b", re.IGNORECASE)


def _starts_with(line: str, words: tuple[str, ...]) -> bool:
    return any(re.match(rf"{re.escape(w)}\b", line) for w in words)


def casting_lines(card: CardDef) -> tuple[str, ...]:
    """The unread lines of `card` that casting it as the action gives it needs (module
    docstring), in printed order."""
    spell = not card.is_permanent_card
    found: list[str] = []
    for text, read in zip(card.unsupported, _kinds(card), strict=True):
        if text == SNOW_COST:
            found.append(text)  # its {S} can't be paid: snow sources aren't tracked (107.4h)
            continue
        if _REMINDER.match(text) or _NOT_CASTING.search(text) or _TIMING.search(text):
            continue  # the second kind only when the timing is refused: `refuse_timing`
        if read.kind == "activated":
            continue
        if read.kind == "keyword" and (
            _starts_with(text, _OPTIONAL_KEYWORDS) or _CYCLING.match(text)
        ):
            continue
        if read.kind == "triggered":
            continue  # it triggers once cast (601.2i): said as it may trigger, not refused
        aura = "Aura" in card.subtypes and _ENCHANT.match(text) is not None
        if spell or aura or (_THIS_SPELL.search(text) and not _SPENT.search(text)):
            found.append(text)
    return tuple(found)


def _refuse(state: GameState, obj: GameObject, line: str, doing: str, more: int = 0) -> None:
    name = describe(state, obj)
    also = f" (and {more} more line{'s' if more != 1 else ''} of it)" if more else ""
    raise UnsupportedError(
        f"{name}'s text “{line}”{also} isn't modelled, so the engine can't {doing}", line, obj.id
    )


def refuse_asked(state: GameState, obj: GameObject, card: CardDef, action: CastAction) -> None:
    """A cast that asks for a keyword, or from a graveyard, whose line is unread: unsupported."""
    for field, words in _ASKED:
        if getattr(action, field):
            line = next((t for t in card.unsupported if _starts_with(t, words)), None)
            if line is not None:
                _refuse(state, obj, line, f"cast it that way ({field.replace('_', ' ')})")
    if obj.zone is Zone.GRAVEYARD and obj.owner == action.player:
        line = next(
            (
                t
                for t in card.unsupported
                if _starts_with(t, _FROM_GRAVEYARD) or _CAST_FROM_GRAVEYARD.search(t)
            ),
            None,
        )
        if line is not None:
            _refuse(state, obj, line, "cast it from a graveyard")


def refuse_timing(state: GameState, obj: GameObject, card: CardDef) -> None:
    """A cast refused for its timing while an unread line may allow it then: unsupported."""
    line = next((t for t in card.unsupported if _TIMING.search(t)), None)
    if line is not None:
        _refuse(state, obj, line, "tell whether it may be cast now")


def refuse_zone(state: GameState, obj: GameObject) -> None:
    """A cast from a zone no modelled rule allows it from (601.3), while an unread line of an
    object where that line functions (113.6) may allow it — Iroh, Grand Lotus giving the cards
    in a graveyard flashback, Galea letting Auras be cast from the top of a library: unsupported,
    naming the line, not illegal."""
    words = _FROM_ZONE.get(obj.zone)
    if words is None:
        return
    for oid in unread_objects(state):
        other = state.objects[oid]
        for line in lines(copiable_card(other)):
            if other.zone in line.zones and words.search(line.text):
                where = "exile" if obj.zone is Zone.EXILE else f"the {obj.zone.value}"
                doing = f"tell whether {describe(state, obj)} may be cast from {where}"
                _refuse(state, other, line.text, doing)


#: An unread line that gives objects an activated ability, quoted: All creatures have "{2}: …"
#: (113.1a, 602.1).
_GRANTS_ACTIVATED = re.compile(r"\b(?:has|have|gains?)\b[^.\"“]*[\"“][^\"”]*:")


def refuse_granted(state: GameState, obj: GameObject, number: int) -> None:
    """An activation of an ability `obj` isn't shown to have, while an unread line of an object
    where it functions (113.6) may give it one (The Sad Creaturez's All creatures have "{2}:
    …"): unsupported, naming the line — the engine can't tell which abilities it has."""
    for oid in unread_objects(state):
        other = state.objects[oid]
        for line in lines(copiable_card(other)):
            if other.zone in line.zones and _GRANTS_ACTIVATED.search(line.text):
                doing = f"tell whether {describe(state, obj)} has an activated ability {number}"
                _refuse(state, other, line.text, doing)


def refuse_missing_half(state: GameState, obj: GameObject, half: str) -> None:
    """A cast naming a half, Adventure or face the card data doesn't have ("Scan the Clouds
    (the adventure half) isn't in the card data."): unsupported, naming that line, not "it has
    no halves" (715.3, 709.3)."""
    wanted = fold_name(half)
    for text in copiable_card(obj).unsupported:
        if text.endswith(MISSING_FACE_END) and fold_name(text).startswith(f"{wanted} ("):
            _refuse(state, obj, text, f"cast {half}")


def refuse_cast(state: GameState, obj: GameObject, card: CardDef) -> None:
    """A cast that needs an unread line of the spell (module docstring): unsupported."""
    lines = casting_lines(card)
    if lines:
        _refuse(state, obj, lines[0], "cast it", len(lines) - 1)


def _kinds(card: CardDef) -> tuple[UnsupportedLine, ...]:
    """Each unread line's kind, a modal ability's bullets with their header's (700.2)."""
    return classify_all(card.unsupported, card.name, not card.is_permanent_card)


def activated_lines(card: CardDef) -> tuple[str, ...]:
    """The card's unread activated abilities, in printed order (602.1); a modal one is its
    "choose one —" line, its bullets being part of it (700.2)."""
    return tuple(
        text
        for text, read in zip(card.unsupported, _kinds(card), strict=True)
        if _is_activated(read) and not text.lstrip().startswith("•")
    )


def _is_activated(read: UnsupportedLine) -> bool:
    """An activated ability: "[Cost]: [Effect]" (602.1), or a keyword that is one — craft, crew,
    equip, unearth … (702.167a, 702.122a, 702.6a, 702.84a), whose rule names activating it."""
    return read.kind == "activated" or (read.kind == "keyword" and "activate" in read.events)


def unread_ability(card: CardDef, number: int, modelled: int) -> str | None:
    """The unread line the action's ability `number` names, past the `modelled` ones, or None."""
    lines = activated_lines(card)
    index = number - modelled - 1
    return lines[index] if 0 <= index < len(lines) else None


def any_player_may(line: str) -> bool:
    """The unread line lets any player activate it ("Any player may activate this ability")."""
    return _ANY_PLAYER.search(line) is not None


def refuse_activation(state: GameState, obj: GameObject, line: str) -> None:
    """Activating an unread ability: illegal when its {T} or {Q} can't be paid (module
    docstring), else unsupported."""
    cost = _cost_part(line)
    name = describe(state, obj)
    if obj.zone is Zone.BATTLEFIELD and cost is not None:
        if "{T}" in cost and obj.tapped:
            raise IllegalActionError(f"{name} is already tapped; {{T}} can't be paid", ("107.5",))
        if "{Q}" in cost and not obj.tapped:
            raise IllegalActionError(f"{name} is untapped; {{Q}} can't be paid", ("107.6",))
        chars = characteristics(state, obj)
        sick = chars.is_creature and obj.summoning_sick and not chars.has("Haste")
        if sick and ("{T}" in cost or "{Q}" in cost):
            raise IllegalActionError(
                f"{name} is summoning sick: player {controller_of(state, obj, chars)} hasn't "
                "controlled it continuously since their most recent turn began, so its {T} and "
                "{Q} abilities can't be activated",
                ("302.6",),
            )
    _refuse(state, obj, line, "activate it")


def _cost_part(line: str) -> str | None:
    """The cost of an activated line: what comes before its first colon outside quotes (602.1),
    or None when it has none."""
    quoted = False
    for at, char in enumerate(line):
        if char in '“”"':
            quoted = not quoted if char == '"' else char == "“"
        elif char == ":" and not quoted:
            return line[:at]
    return None


#: "Add {G}", "Add one mana of any color": an activated line that makes mana.
_ADDS_MANA = re.compile(r":\s*Add\b", re.IGNORECASE)


def is_mana_line(line: str) -> bool:
    """An unread activated line that is a mana ability: it adds mana and has no target (605.1a)."""
    return _ADDS_MANA.search(line) is not None and "target" not in line.lower()
