"""The token family (CR 111): "create N P/T color Subtype creature tokens [with keywords]",
"create a tapped … token", a named legendary token ("create Marit Lage, a legendary 20/20 black
Avatar creature token …", 111.4, 205.4a) and the predefined tokens ("Create a Food token",
111.10).

A token described by the text is named for its subtypes plus the word "Token" (111.4); one
"with" an ability in quotes is read by the lowering (`engine.cards.lowering.quoted`), which
reads the rest of it here.
"""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.selectors import COLOR_WORDS, NUMBERS, amount, keyword_list
from engine.cards.compiler.text import pattern
from engine.cards.predefined import predefined_token_data, predefined_token_names

Effect = dict[str, Any]
#: How many tokens: a number word (107.1) or X.
_COUNT = "|".join(sorted((*NUMBERS, "X"), key=len, reverse=True))
#: The card types a creature token may have beside creature, in the order a description says
#: them ("Golem enchantment artifact creature token": an Enchantment Artifact Creature, 205.2a).
_TYPES = {"artifact": "Artifact", "enchantment": "Enchantment"}
#: A token's own name before its description ("create Marit Lage, a legendary 20/20 …", 111.4).
_NAME = r"[A-Z][\w'-]*(?: [A-Z][\w'-]*)*"


def sentence(text: str) -> Effect | None:
    """ "Create a Food token", "create two 1/1 white Soldier creature tokens with flying",
    "create a tapped 2/2 black Zombie creature token" (it enters tapped, 111.2)."""
    m = pattern(
        rf"create (?:({_NAME}), )?({_COUNT}) (tapped )?(.+?) tokens?"
        r"(?: with (.+))?"
    ).fullmatch(text)
    if not m:
        return None
    name, count, tapped = m.group(1), amount(m.group(2)), bool(m.group(3))
    what, with_ = m.group(4), m.group(5)
    # "Legendary" (205.4a), before or after the power and toughness as the grammar renders it.
    legendary = pattern(r"(?:^| )legendary(?= |$)").search(what) is not None
    what = pattern(r"(?:^| )legendary(?= |$)").sub("", what).strip()
    if name is not None and (count != 1 or not legendary):
        return None  # a token the text names is one legendary token (Marit Lage, 111.4)
    entering: Effect = {
        "op": "create_token",
        "count": count,
        **({"tapped": True} if tapped else {}),
    }
    # A Role is called "Monster Role" though named "Monster" (111.10j-r).
    what = _role_name(what)
    if what in predefined_token_names() and with_ is None and not legendary and name is None:
        return {**entering, "token": what}
    d = pattern(
        r"(\d+|X)/(\d+|X) ((?:(?:white|blue|black|red|green|colorless)(?:,? and |, )?)+) "
        r"((?:[A-Z][a-z]+ )+)((?:(?:artifact|enchantment) )*)creature"
    ).fullmatch(what)
    if not d:
        return None
    sized = "X" in (d.group(1), d.group(2))
    if sized and d.group(1) != d.group(2):
        return None  # "an X/1 …": only a token as large as X both ways is read
    if sized:
        # "An X/X … token, where X is …" (107.3c): its size is the count as it is created
        # (608.2h), which the counted family puts in `size`'s place.
        entering["size"] = "X"
    colors = [COLOR_WORDS[c] for c in pattern(r"white|blue|black|red|green").findall(d.group(3))]
    subtypes = d.group(4).split()
    more = [_TYPES[t] for t in d.group(5).split()]
    if len(set(more)) != len(more):
        return None
    type_line = " ".join((*more, "Creature"))
    token: Effect = {
        # A token's name is the one the effect gives it, else its subtypes plus the word
        # "Token" (111.4).
        "name": name or f"{' '.join(subtypes)} Token",
        "type_line": f"{'Legendary ' if legendary else ''}{type_line} — {' '.join(subtypes)}",
        "colors": colors,
        "power": 0 if sized else int(d.group(1)),
        "toughness": 0 if sized else int(d.group(2)),
    }
    if with_:
        # Changeling too: the token's own characteristic-defining ability (702.73a, 604.3).
        keywords = keyword_list(with_, own=True)
        if keywords is None:
            return None
        token["abilities"] = keywords
    return {**entering, "token": token}


def _role_name(what: str) -> str:
    """ "Monster Role" -> "Monster": what effects call a Role token, by its name (111.10j-r);
    any other words unchanged."""
    role = what.removesuffix(" Role")
    data = predefined_token_data(role) if role != what else None
    return role if data is not None and "Role" in str(data["type_line"]) else what


def said(e: Effect) -> str | None:
    """The words for a create-token instruction, or None for another kind."""
    if e["op"] != "create_token":
        return None
    token = e["token"]
    if isinstance(token, str) or "power" not in token:
        # A predefined token (111.10), by its name or as its definition (a Treasure has no P/T).
        name = token if isinstance(token, str) else token["name"]
        data = predefined_token_data(name)
        if data is not None and "Role" in str(data["type_line"]):
            name = f"{name} Role"  # what effects call it (111.10j-r)
    else:
        size = f"{token['power']}/{token['toughness']}" if "size" not in e else "X/X"
        name = f"{size} {token['name'].removesuffix(' Token')}"
        if str(token.get("type_line", "")).startswith("Legendary "):
            name = f"legendary {name}"
    had = [] if isinstance(token, str) else token.get("abilities", [])
    # A keyword by its name, an ability its text defines by that text in quotes (111.3).
    named = [f"“{a['text']}”" if isinstance(a, dict) else str(a).lower() for a in had]
    with_ = f" with {', '.join(named)}" if named else ""
    tapped = "tapped " if e.get("tapped") else ""
    # Entering attacking a player their controller chooses, never declared as attackers (508.4).
    attacking = ", entering attacking (508.4)" if e.get("attacking") else ""
    return f"create {e.get('count', 1)} {tapped}{name} token(s){with_}{attacking}"
