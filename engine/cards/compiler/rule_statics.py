"""Small rule-modifying statics and replacements many cards print, read and said back in words.

- Maximum hand size: "You have no maximum hand size.", "Your maximum hand size is reduced by
  two.", "Each opponent's maximum hand size is reduced by one.", "Your maximum hand size is
  five." — a rule-modifying effect on players (402.2, 613.10, 613.11) that the cleanup step's
  discard looks at (514.1), a `Static` on "you" or "opponents". "Players have no maximum hand
  size." is one ability affecting every player: two statics, one on its controller and one on
  each opponent, with the same line.
- "If ~ would be put into a graveyard from anywhere, exile it instead." / "…, reveal ~ and shuffle
  it into its owner's library instead." — the card's own replacement effect (614.1a),
  functioning from every zone (113.6b).
- "Activated abilities of creatures / artifacts / creatures your opponents control / sources with
  the chosen name can't be activated[ unless they're mana abilities]." — a prohibition (602.5,
  101.2; `engine.rules.prohibitions`), the chosen name linked to "As ~ enters, choose a [nonland]
  card name" (607.2d, `engine.modifiers.entering_choices`).
- "Your opponents can't cast spells from anywhere other than their hands.", "Players can't cast
  spells from graveyards or libraries." — a prohibition on casting (601.3, 101.2).
- "Creatures entering don't cause abilities to trigger." (Torpor Orb, Hushwing Gryff): checked by
  the one trigger scanner (603.2, 603.6a; `engine.modifiers.trigger_prohibitions`).
- "[As long as ~ is untapped, ]All [combat ]damage that would be dealt to you[ and other
  permanents you control][ by artifacts] is dealt to ~ instead." — a redirection effect (614.9)
  of a static ability (Martyrs of Korlis, Protector of the Crown, Palisade Giant), existing only
  while its condition holds (611.3a).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler import dies_instead
from engine.cards.compiler.filter_words import filter_words, one, spell_words
from engine.cards.compiler.selectors import amount, group
from engine.cards.compiler.text import pattern
from engine.cards.compiler.type_phrases import modifications, set_types_words

Ability = dict[str, Any]

_WHOSE = {"Your": "you", "Each opponent's": "opponents"}


def _static(affects: str, change: dict[str, Any]) -> Ability:
    return {
        "kind": "static",
        "affects": affects,
        "modifications": [{"op": "max_hand_size", **change}],
    }


def hand_size(text: str) -> Ability | list[Ability] | None:
    """The line's static ability (two for "Players have …"), or None."""
    if text == "You have no maximum hand size.":
        return _static("you", {"unlimited": True})
    if text == "Players have no maximum hand size.":
        return [_static("you", {"unlimited": True}), _static("opponents", {"unlimited": True})]
    m = pattern(
        r"(Your|Each opponent's) maximum hand size is (?:(increased|reduced) by )?(\w+)\."
    ).fullmatch(text)
    if not m or not isinstance(n := amount(m.group(3)), int):
        return None
    if m.group(2) is None:
        return _static(_WHOSE[m.group(1)], {"set_to": n})
    if n == 0:
        return None
    return _static(_WHOSE[m.group(1)], {"change": n if m.group(2) == "increased" else -n})


_EXILE_INSTEAD = re.compile(
    r"If (~|a card|a card or token) would be put into (a|your|an opponent's) graveyard from "
    r"anywhere, (exile (?:it|that card)|reveal ~ and shuffle it into its owner's library) "
    r"instead\."
)
_WHOSE_GRAVEYARD = {"a": "any", "your": "you", "an opponent's": "opponents"}


def exile_instead(text: str) -> Ability | None:
    """ "If ~ would be put into a graveyard from anywhere, exile it instead." — the card's own —
    and a permanent's "If a card [or token] would be put into a / your / an opponent's graveyard
    from anywhere, exile it instead." (Rest in Peace, Leyline of the Void): 614.1a, or None."""
    m = _EXILE_INSTEAD.fullmatch(text)
    if m is None or (m.group(1) == "~" and m.group(2) != "a"):
        return None
    shuffle = m.group(3).startswith("reveal")
    if m.group(1) == "~":
        found_self: Ability = {"kind": "exile_instead_of_graveyard"}
        if shuffle:
            # "reveal ~ and shuffle it into its owner's library instead" (Progenitus).
            found_self["instead"] = "shuffle"
        return found_self
    if shuffle:
        return None
    found: Ability = {"kind": "exile_instead_of_graveyard", "whose": _WHOSE_GRAVEYARD[m.group(2)]}
    if m.group(1) == "a card or token":
        found["tokens"] = True
    return found


_REDIRECT = re.compile(
    r"(?:As long as ~ is (untapped|tapped), a|A)ll (combat )?damage that would be dealt to you"
    r"(?P<yours> and other permanents you control)?(?: by ([a-z ]+))? is dealt to (?P<to>~|"
    r"enchanted creature|equipped creature) instead\."
)


def redirect(text: str) -> Ability | None:
    """ "As long as ~ is untapped, all damage that would be dealt to you by artifacts is dealt to
    ~ instead." — damage to its controller dealt to the permanent instead (614.9), or None."""
    m = _REDIRECT.fullmatch(text)
    if m is None:
        return None
    found: Ability = {"kind": "replacement", "event": "damage", "to": "you", "redirect": True}
    if m.group(1):
        found["condition"] = {"self_tapped": m.group(1), "text": f"~ is {m.group(1)}"}
    if m.group(2):
        found["combat_only"] = True
    if m.group(4):
        sources = group(m.group(4))
        if sources is None or not m.group(4).endswith("s"):
            return None
        found["source"] = sources
    if m.group("to") != "~":
        found["redirect_to"] = "attached"  # Pariah, Pariah's Shield
    if m.group("yours"):
        # "You and other permanents you control" (Palisade Giant): itself excepted.
        found |= {"to": "you_and_yours", "filter": {"other": True, "controller": "you"}}
    return found


_CANT_ACTIVATE = re.compile(
    r"Activated abilities of (.+?) can't be activated( unless they're mana abilities)?\."
)


def cant_activate(text: str) -> Ability | None:
    """ "Activated abilities of [permanents] / sources with the chosen name can't be activated
    [unless they're mana abilities]." (602.5), or None."""
    m = _CANT_ACTIVATE.fullmatch(text)
    if m is None:
        return None
    found: Ability = {"kind": "cant_be_activated"}
    if m.group(1) == "sources with the chosen name":
        found["named"] = True
    else:
        flt = group(m.group(1))
        # A plural noun phrase: "creatures", "artifacts your opponents control" (109.2).
        if flt is None or not pattern(r"[a-z]+s( your opponents control)?").fullmatch(m.group(1)):
            return None
        found["filter"] = flt
    if m.group(2):
        found["unless_mana"] = True
    return found


_CANT_CAST = re.compile(
    r"(Your opponents|Players) can't cast spells from "
    r"(anywhere other than their hands|graveyards or libraries|graveyards)\."
)
_CAST_FROM = {
    "anywhere other than their hands": ["library", "graveyard", "exile", "command"],
    "graveyards or libraries": ["graveyard", "library"],
    "graveyards": ["graveyard"],
}


def cant_cast(text: str) -> Ability | None:
    """ "Your opponents can't cast spells from anywhere other than their hands." (601.3), or
    None."""
    m = _CANT_CAST.fullmatch(text)
    if m is None:
        return None
    caster = "opponents" if m.group(1) == "Your opponents" else "any"
    return {"kind": "cant_cast", "caster": caster, "from_zones": _CAST_FROM[m.group(2)]}


def _cant_cast_words(a: Any) -> str | None:
    if not (isinstance(a, dict) and a.get("kind") == "cant_cast"):
        return None
    who = {"opponents": "your opponents", "you": "you"}.get(a.get("caster", "any"), "players")
    zones = {"library": "a library", "graveyard": "a graveyard", "command": "the command zone"}
    where = ", ".join(zones.get(z, z) for z in a["from_zones"])
    return (
        f"a static ability: while this permanent is on the battlefield, {who} can't cast spells "
        f"from {where} — not even one an effect casts as it resolves (601.3; a “can't” beats any "
        "“can”, 101.2)"
    )


_WHOM = {"Each opponent": "opponents", "Your opponents": "opponents", "Each player": "any"}
_WHOM |= {"Players": "any"}
_AS_SORCERY = re.compile(
    r"(Each opponent|Your opponents|Each player|Players) can cast spells only any time they "
    r"could cast a sorcery\."
)
_FLASH = re.compile(r"You may cast (sorcery |creature )?spells as though they had flash\.")
_LANDS = re.compile(
    r"(You|Each player) may play (an|two|three) additional lands? (?:on|during) each of "
    r"(?:your|their) turns\."
)
_ANY_COLOR = re.compile(r"(You|Players) may spend mana as though it were mana of any color\.")
_DRAW_LIMIT = re.compile(r"(Each opponent|Each player) can't draw more than one card each turn\.")


def player_limits(text: str) -> Ability | list[Ability] | None:
    """ "Each opponent can cast spells only any time they could cast a sorcery." (307.5),
    "Each opponent / Each player can't draw more than one card each turn." (121.2b), "You / Each
    player may play an additional land on each of your / their turns." (305.2: "Each player" is
    one static on its controller and one on each opponent), or None."""
    if m := _ANY_COLOR.fullmatch(text):
        spend = {"kind": "static", "modifications": [{"op": "spend_as_any_color"}]}
        if m.group(1) == "You":
            return spend | {"affects": "you"}
        return [spend | {"affects": who} for who in ("you", "opponents")]
    if m := _LANDS.fullmatch(text):
        n = {"an": 1, "two": 2, "three": 3}[m.group(2)]
        lands = [{"op": "additional_land_plays", "count": n}]
        if m.group(1) == "You":
            return {"kind": "static", "affects": "you", "modifications": lands}
        return [
            {"kind": "static", "affects": who, "modifications": lands}
            for who in ("you", "opponents")
        ]
    if m := _AS_SORCERY.fullmatch(text):
        return {"kind": "cast_only_as_sorcery", "caster": _WHOM[m.group(1)]}
    if m := _DRAW_LIMIT.fullmatch(text):
        return {"kind": "draw_limit", "who": _WHOM[m.group(1)]}
    if m := _FLASH.fullmatch(text):
        flash: dict[str, Any] = {"op": "cast_as_though_flash"}
        if m.group(1):
            flash["types"] = [m.group(1).strip().capitalize()]
        return {"kind": "static", "affects": "you", "modifications": [flash]}
    return None


def _player_limit_words(a: Any) -> str | None:
    kind = a.get("kind") if isinstance(a, dict) else None
    if kind == "cast_only_as_sorcery":
        who = "your opponents" if a.get("caster") == "opponents" else "each player"
        return (
            f"a static ability: while this permanent is on the battlefield, {who} may cast spells "
            "only in a main phase of their own turn with an empty stack — instants and flash "
            "too (307.5; a “can't” beats any “can”, 101.2)"
        )
    mods = a.get("modifications", []) if kind == "static" else []
    if mods and all(m.get("op") == "cast_as_though_flash" for m in mods):
        what = " or ".join(t.lower() for t in mods[0].get("types", ())) or "any"
        spells, pronoun = f"{what} spells", "they"
        if mods[0].get("filter"):
            spells, pronoun = one(spell_words(mods[0]["filter"])), "it"
        return (
            f"a static ability: while this permanent is on the battlefield, you may cast {spells} "
            f"any time you could cast an instant, as though {pronoun} had flash (702.8a, "
            "613.10); an effect saying you can't still wins (101.2)"
        )
    if mods and all(m.get("op") == "additional_land_plays" for m in mods):
        n = mods[0].get("count", 1)
        whose = "your" if a.get("affects") == "you" else "each opponent's"
        more = "one more land" if n == 1 else f"{n} more lands"
        return (
            f"a static ability: while this permanent is on the battlefield, {more} can be played "
            f"on each of {whose} turns (305.2, 305.2a; a rule-modifying effect on a player, "
            "613.10)"
        )
    if mods and all(m.get("op") == "spend_as_any_color" for m in mods):
        who = "you" if a.get("affects") == "you" else "each opponent"
        return (
            f"a static ability: while this permanent is on the battlefield, {who} may spend mana "
            "as though it were mana of any color — colorless mana too; it changes how a cost "
            "may be paid, not the cost (609.4b; an effect on a player, 613.10)"
        )
    if kind == "draw_limit":
        who = "each opponent" if a.get("who") == "opponents" else "each player"
        return (
            f"a static ability: while this permanent is on the battlefield, {who} who has drawn a "
            "card this turn draws no more that turn; each card of “draw two cards” is one draw "
            "(121.2, 121.2b)"
        )
    return None


def entering_doesnt_trigger(text: str) -> Ability | None:
    """ "Creatures entering don't cause abilities to trigger." (603.2, 603.6a), or None."""
    if text != "Creatures entering don't cause abilities to trigger.":
        return None
    return {"kind": "entering_doesnt_trigger"}


def _cant_activate_words(a: Any) -> str | None:
    if not (isinstance(a, dict) and a.get("kind") == "cant_be_activated"):
        return None
    if a.get("named"):
        whose = (
            "sources with the name chosen as this permanent entered, in any zone (607.2d; none "
            "if no name was chosen, 607.5a)"
        )
    else:
        whose = filter_words(a.get("filter", {}), "permanent", plural=True) + " on the battlefield"
    but = (
        "; their mana abilities still can (605.1a)"
        if a.get("unless_mana")
        else ", mana abilities included (605.1a)"
    )
    return (
        f"a static ability: while this permanent is on the battlefield, activated abilities of "
        f"{whose} can't be activated{but} (602.5; a “can't” beats any “can”, 101.2)"
    )


def _redirect_words(a: Any) -> str | None:
    if not (isinstance(a, dict) and a.get("kind") == "replacement" and a.get("redirect")):
        return None
    damage = "combat damage" if a.get("combat_only") else "damage"
    by = f" by {filter_words(a['source'], 'source', plural=True)}" if a.get("source") else ""
    to = "you and other permanents you control" if a.get("to") == "you_and_yours" else "you"
    when = ""
    if (condition := a.get("condition")) is not None:
        when = f"as long as it is {condition['self_tapped']} (611.3a), "
    attached = a.get("redirect_to") == "attached"
    where = "the creature it is attached to" if attached else "this permanent"
    return (
        f"a redirection effect: {when}{damage} that would be dealt to {to}{by} is dealt to "
        f"{where} instead (614.9)"
    )


def legend_rule(text: str) -> Ability | None:
    """'The "legend rule" doesn't apply.' (Mirror Gallery, 704.5j), '… doesn't apply to
    permanents you control.' (a group of permanents, asked whenever the state-based actions are
    checked), or None."""
    m = pattern(r'The "legend rule" doesn\'t apply(?: to (.+))?\.').fullmatch(text)
    if m is None:
        return None
    if m.group(1) is None:
        return {"kind": "legend_rule_doesnt_apply"}
    flt = group(m.group(1))
    return None if flt is None else {"kind": "legend_rule_doesnt_apply", "filter": flt}


#: "You have hexproof." (Leyline of Sanctity, 702.11c), "You have shroud." (True Believer,
#: 702.18a): keywords of the player, a continuous effect on them (613.10).
_PLAYER_KEYWORDS = {"You have hexproof.": "Hexproof", "You have shroud.": "Shroud"}


def player_keyword(text: str) -> Ability | None:
    """ "You have hexproof." / "You have shroud.": the controller has the keyword, or None."""
    keyword = _PLAYER_KEYWORDS.get(text)
    if keyword is None:
        return None
    add = {"op": "add_keywords", "keywords": [keyword]}
    return {"kind": "static", "affects": "you", "modifications": [add]}


def attack_cost(text: str) -> Ability | None:
    """ "Creatures can't attack you unless their controller pays {2} for each creature they
    control that's attacking you." (508.1d, 508.1g-h), or None."""
    m = pattern(
        r"Creatures can't attack you unless their controller pays ((?:\{(?:[1-9]|[WUBRGC])\})+) "
        r"for each creature they control that's attacking you\."
    ).fullmatch(text)
    return None if m is None else {"kind": "attack_cost", "cost": m.group(1)}


def attack_restriction(text: str) -> Ability | None:
    """ "Creatures with power greater than the number of cards in your hand can't attack."
    (Ensnaring Bridge: 508.1c), or None."""
    if text != "Creatures with power greater than the number of cards in your hand can't attack.":
        return None
    return {"kind": "attack_restriction", "power_above": "cards_in_your_hand"}


def opening_hand(text: str) -> Ability | None:
    """ "If this card is in your opening hand, you may begin the game with it on the
    battlefield." (the Leylines, 103.6a), or None."""
    if text in (
        "If ~ is in your opening hand, you may begin the game with it on the battlefield.",
        "If this card is in your opening hand, you may begin the game with it on the battlefield.",
    ):
        return {"kind": "begin_on_battlefield"}
    return None


_EVERY_ZONE = re.compile(
    r"All cards that aren't on the battlefield, spells, and permanents are "
    r"(colorless|the chosen color in addition to their other colors)\."
)


def every_zone_colors(text: str) -> Ability | None:
    """ "All cards that aren't on the battlefield, spells, and permanents are colorless."
    (Mycosynth Lattice) / "… are the chosen color in addition to their other colors." (Painter's
    Servant): a layer-5 effect on every object in every zone (613.1e, 611.3a), or None."""
    m = _EVERY_ZONE.fullmatch(text)
    if m is None:
        return None
    colors: dict[str, Any] = {"op": "set_colors", "colors": []}
    if m.group(1) != "colorless":
        colors |= {"add": True, "chosen": True}
    return {"kind": "static", "affects": "everything", "modifications": [colors]}


_YOURS_EVERYWHERE = re.compile(
    r"Creatures you control are (.+)\. The same is true for creature spells you control and "
    r"creature cards you own that aren't on the battlefield\."
)


def every_zone_types(text: str) -> Ability | None:
    """ "Creatures you control are the chosen type [in addition to their other types]. The same
    is true for creature spells you control and creature cards you own that aren't on the
    battlefield." (Conspiracy, Arcane Adaptation, Maskwood Nexus): a layer-4 effect on your
    creatures in every zone (613.1d, 611.3a) — "you control" on the battlefield and the stack,
    "you own" elsewhere, where a card has no controller and its owner is asked (108.4a) — or
    None."""
    m = _YOURS_EVERYWHERE.fullmatch(text)
    if m is None or (mods := modifications(m.group(1))) is None:
        return None
    if any(mod["op"] not in ("add_types", "set_types") or mod.get("types") for mod in mods):
        return None
    return {
        "kind": "static",
        "affects": "everything",
        "filter": {"types": ["Creature"], "controller": "you"},
        "modifications": mods,
    }


def _every_zone_words(a: Any) -> str | None:
    if not (isinstance(a, dict) and a.get("affects") == "everything"):
        return None
    if a.get("filter"):
        changes = "; ".join(
            set_types_words(m) if m["op"] == "set_types" else _added_words(m)
            for m in a["modifications"]
        )
        return (
            "a static ability: while this permanent is on the battlefield, each creature you "
            f"control, each creature spell you control and each creature card you own in every "
            f"other zone {changes} — applied to objects outside the battlefield too (611.3a; a "
            "card's owner stands for its controller, 108.4a)"
        )
    (m,) = a.get("modifications", [{}])
    what = (
        "the color chosen as this permanent entered, in addition to their other colors (105.3, "
        "607.2d)"
        if m.get("chosen")
        else "colorless (105.3)"
    )
    return (
        f"a static ability: while this permanent is on the battlefield, every card in every zone, "
        f"every spell and every permanent is {what} — layer 5 (613.1e), applied to objects "
        "outside the battlefield too (611.3a)"
    )


def _added_words(m: dict[str, Any]) -> str:
    if m.get("chosen_type"):
        return (
            "is the creature type chosen as this permanent entered in addition to its other "
            "types (607.2d, 205.1b; none chosen, nothing, 607.5a; layer 4, 613.1d)"
        )
    return f"is also {' '.join(m.get('subtypes', ()))} (205.1b; layer 4, 613.1d)"


def said(a: Any) -> str | None:
    """Words for an ability of this family, or None for any other."""
    if (found := _every_zone_words(a)) is not None:
        return found
    if (
        isinstance(a, dict)
        and a.get("kind") == "static"
        and a.get("affects") == "you"
        and [m.get("op") for m in a.get("modifications", [])] == ["add_keywords"]
        and a["modifications"][0].get("keywords") in (["Hexproof"], ["Shroud"])
    ):
        if a["modifications"][0]["keywords"] == ["Hexproof"]:
            what = "hexproof: you can't be the target of spells or abilities your opponents "
            what += "control (702.11c)"
        else:
            what = "shroud: you can't be the target of spells or abilities (702.18a)"
        return f"a static ability: you have {what} — an effect on a player (613.10)"
    if isinstance(a, dict) and a.get("kind") == "begin_on_battlefield":
        return (
            "an action from the opening hand: at the start of the game, once the mulligans are "
            "done, a player holding this card may put it onto the battlefield (103.6, 103.6a) — "
            "the starting player first, then the others in turn order; during a game it does "
            "nothing"
        )
    if isinstance(a, dict) and a.get("kind") == "attack_restriction":
        return (
            "a static ability: a creature — anyone's, yours too — whose power is greater than the "
            "number of cards in your hand as attackers are declared can't attack (508.1c)"
        )
    if isinstance(a, dict) and a.get("kind") == "attack_cost":
        return (
            f"a static ability: to attack this permanent's controller, the attacking player pays "
            f"{a['cost']} for each creature attacking them, as attackers are declared (508.1h)"
        )
    if isinstance(a, dict) and a.get("kind") == "legend_rule_doesnt_apply" and "filter" in a:
        return (
            "a static ability: while this permanent is on the battlefield, the legend rule "
            f"(704.5j) isn't applied to each {filter_words(a['filter'])}"
        )
    if isinstance(a, dict) and a.get("kind") == "legend_rule_doesnt_apply":
        return (
            "a static ability: while this permanent is on the battlefield, the legend rule "
            "(704.5j) isn't applied — a player may control any number of legendary permanents "
            "with the same name"
        )
    if (words := _redirect_words(a) or _cant_activate_words(a) or _cant_cast_words(a)) is not None:
        return words
    if (words := _player_limit_words(a)) is not None:
        return words
    if isinstance(a, dict) and a.get("kind") == "loyalty_at_instant_speed":
        whose = "planeswalkers you control" if a.get("whose") == "you_control" else "this permanent"
        when = "as long as it entered this turn, " if a.get("entered_this_turn") else ""
        return (
            f"a static ability: {when}the loyalty abilities of {whose} may be activated any "
            "time you could cast an instant, on any player's turn (101.1 over 606.3's timing); "
            "still one a turn per permanent"
        )
    if isinstance(a, dict) and a.get("kind") == "cant_search":
        who = "your opponents" if a.get("who", "opponents") == "opponents" else "players"
        return (
            f"a static ability: while this permanent is on the battlefield, {who} can't search "
            "libraries (101.2, 701.23): a search finds nothing and its “then shuffle” still "
            "shuffles; a “you may search” can't be chosen"
        )
    if isinstance(a, dict) and a.get("kind") == "search_top_cards":
        return (
            "a replacement effect: while this permanent is on the battlefield, an opponent who "
            f"would search a library searches only its top {a.get('count', 4)} cards instead "
            "(614.1a, 701.23f); the whole library is shuffled after as usual"
        )
    if isinstance(a, dict) and a.get("kind") == "skip_extra_turns":
        who = "an opponent" if a.get("who", "opponents") == "opponents" else "a player"
        return (
            f"a replacement effect: while this permanent is on the battlefield, {who} who would "
            "begin an extra turn (500.7) skips it instead (614.10)"
        )
    if isinstance(a, dict) and a.get("kind") == "entering_doesnt_trigger":
        return (
            "a static ability: while this permanent is on the battlefield, a creature entering "
            "(as it is on the battlefield) triggers no abilities — its own enters abilities nor "
            "any other's (603.2, 603.6a); replacement effects and “as it enters” choices on how "
            "it enters still apply (603.6d)"
        )
    if isinstance(a, dict) and a.get("kind") == "exile_instead_of_graveyard":
        if (dying := dies_instead.said(a)) is not None:
            return dying
        if (whose := a.get("whose", "self")) != "self":
            what = "a card or token" if a.get("tokens") else "a card (not a token, 111.1)"
            where = {"any": "a graveyard", "you": "your graveyard"}.get(
                whose, "an opponent's graveyard"
            )
            return (
                f"a replacement effect: while this permanent is on the battlefield, {what} that "
                f"would be put into {where} from anywhere is exiled instead (614.1a); it isn't "
                "put into a graveyard, so it doesn't die and nothing triggers on its going there "
                "(614.6, 700.4)"
            )
        if a.get("instead") == "shuffle":
            return (
                "a replacement effect of the card itself: if it would be put into a graveyard "
                "from anywhere — the battlefield, the stack, a hand, a library — it is revealed "
                "and shuffled into its owner's library instead (614.1a, 113.6b, 701.20a, "
                "701.24a), whenever it has this ability there"
            )
        return (
            "a replacement effect of the card itself: if it would be put into a graveyard from "
            "anywhere — the battlefield, the stack, a hand, a library — it is exiled instead "
            "(614.1a, 113.6b), whenever it has this ability there"
        )
    if not isinstance(a, dict) or a.get("kind") != "static":
        return None
    mods = a.get("modifications", [])
    if not mods or any(m.get("op") != "max_hand_size" for m in mods):
        return None
    who, has, whose = (
        ("you", "have", "your")
        if a.get("affects") == "you"
        else ("each opponent", "has", "each opponent's")
    )
    parts = []
    for m in mods:
        if m.get("unlimited"):
            parts.append(f"{who} {has} no maximum hand size")
        elif m.get("set_to") is not None:
            parts.append(f"{whose} maximum hand size is {m['set_to']}")
        else:
            change = m.get("change", 0)
            way = "increased" if change > 0 else "reduced"
            parts.append(f"{whose} maximum hand size is {way} by {abs(change)}")
    return (
        f"a static ability: {' and '.join(parts)} — checked as the cleanup step's discard "
        "happens (402.2, 514.1; a rule-modifying effect on a player, 613.10, 613.11)"
    )
