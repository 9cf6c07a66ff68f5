"""Damage sentences (120.3): "~ deals 3 damage to any target / to each creature / to you / to
each opponent", and to a target player or planeswalker with each creature, or one target
creature, that player or that planeswalker's controller controls (109.5, 601.2c).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.selectors import add_target, amount, group, target
from engine.cards.compiler.targets import Targets
from engine.cards.compiler.text import pattern

Effect = dict[str, Any]


#: "… to target player or planeswalker and [N damage to] each creature that player or that
#: planeswalker's controller controls" (Flame Wave, Chandra's Fury): whose creatures is what
#: the target is (109.5).
_AND_THEIRS = re.compile(
    r"(target (?:player|opponent) or planeswalker) and (?:(\d+|X) damage to )?each creature "
    r"that player or that planeswalker's controller controls"
)
#: "… and N damage to [up to one] target creature that player or that planeswalker's controller
#: controls" (Searing Blaze, Huntmaster of the Fells): a second target chosen after the first,
#: controlled by its player (601.2c).
_AND_ONE_OF_THEIRS = re.compile(
    r"(target (?:player|opponent) or planeswalker) and (\d+|X) damage to ((?:up to one )?target "
    r"creature) that player or that planeswalker's controller controls"
)


def damage(m: re.Match[str], targets: Targets) -> list[Effect] | None:
    """ "~ deals 3 damage to any target / to each creature / to you / to each opponent"; None
    leaves the sentence to other templates ("… to any target and you gain 3 life" is two)."""
    if m.group(1) == "it" and not targets.it_is_self:
        return None
    n, to = amount(m.group(2)), m.group(3)
    each = pattern(r"each (.+?)( and each player)?").fullmatch(to)
    if each and each.group(1) not in ("player", "opponent"):
        flt = group(each.group(1))
        if flt is None:
            return None
        return [{"op": "damage_each", "amount": n, "filter": flt, "players": bool(each.group(2))}]
    if to in ("you", "each opponent"):
        return [{"op": "damage", "amount": n, "to": to.replace(" ", "_")}]
    if to == "that player" and "that_player" in targets.named_players:
        return [{"op": "damage", "amount": n, "to": "that_player"}]
    if to == "itself" and m.group(1) == "~":
        return [{"op": "damage", "amount": n, "to": "self"}]
    if to == "the chosen player" and targets.it_is_self:
        # The player chosen as it entered (Stuffy Doll), linked to that choice (607.2d).
        return [{"op": "damage", "amount": n, "to": "chosen_player"}]
    if one := _AND_ONE_OF_THEIRS.fullmatch(to):
        first = targets.add(one.group(1))
        spec = target(one.group(3))
        if first is None or spec is None:
            return None
        whose = f"{one.group(3)} that player or that planeswalker's controller controls"
        spec = {**spec, "controlled_by_target": first, "text": whose}
        second = add_target(targets.specs, spec)
        return [
            {"op": "damage", "amount": n, "to": first},
            {"op": "damage", "amount": amount(one.group(2)), "to": second},
        ]
    if theirs := _AND_THEIRS.fullmatch(to):
        index = targets.add(theirs.group(1))
        if index is None:
            return None
        dealt = amount(theirs.group(2)) if theirs.group(2) else n
        creatures = {"types": ["Creature"], "controller": "you"}
        return [
            {"op": "damage", "amount": n, "to": index},
            {"op": "damage_each", "amount": dealt, "filter": creatures, "filter_player": index},
        ]
    index = targets.add(to)
    return None if index is None else [{"op": "damage", "amount": n, "to": index}]
