"""Explorer builder: "Cast" — a card added to its owner's hand and cast at once (issue 31 §8).

A judge's question usually starts with a spell being cast ("Giant Growth on the Bears; Bolt in
response"): adding the card, adding lands to pay for it and casting it took six actions. Cast
does it in one, with the same fields the scenario format already has: the card goes to the
owner's hand, its mana cost is added to the owner's mana pool as the scenario loads (no lands
needed; the board shows the pool at step 0 and the cast's event shows it paid, 601.2h), and a
cast action is appended to the scenario's actions, so the spell goes on the stack at the end of
the run as if cast from "Legal now" (601.2; its targets are asked for when there is a choice).

A cost the pool can't hold as written is refused with what to do instead: {X} (the amount is
chosen as the spell is cast, 107.3) and snow mana {S} (107.4h). A hybrid or Phyrexian symbol is
paid with its first colored half (107.4e, 107.4f), generic mana with colorless.
"""

from __future__ import annotations

from typing import Any

from app.web.explore_edits import BuildError, Form, add_card
from engine import MANA_TYPES, ManaError, ScenarioError, find_card, parse_cost, parse_pool


def _cost_in_pool(name: str) -> list[str]:
    """The mana symbols that pay the card's mana cost from a pool (see the module's docstring);
    BuildError for a land or a cost the pool can't hold."""
    try:
        card = find_card(name)
    except ScenarioError as exc:
        raise BuildError(f"cast: {exc}", "name") from None
    if card is None:
        raise BuildError(f"cast: the engine has no card named {name!r}", "name")
    if "Land" in card.types:
        raise BuildError(
            f"cast: {name} is a land, and lands are played, not cast (CR 305.1): add it to the "
            "battlefield, or to the hand and play it from the play section",
            "name",
        )
    try:
        cost = parse_cost(card.mana_cost or "{0}")
    except ManaError as exc:
        raise BuildError(f"cast: {name}'s mana cost can't be read: {exc}", "name") from None
    unheld = (["{X}"] if cost.x_count else []) + (["{S}"] if cost.snow else [])
    if unheld:
        raise BuildError(
            f"cast: {name}'s cost has {' and '.join(unheld)}, which a mana pool can't hold before "
            "the spell is cast (CR 107.3, 107.4h): add it to the hand, give its player mana, and "
            "cast it from the play section",
            "name",
        )
    symbols = ["C"] * cost.generic
    for symbol, n in cost.colored:
        symbols += [symbol] * n
    for way in cost.hybrid:
        symbols.append(next((s for s in way if s in MANA_TYPES), "C"))
    return symbols


def _pool_plus(pool: str, symbols: list[str]) -> str:
    """The pool text with `symbols` added, in WUBRGC order (as the output writes pools)."""
    counts = list(parse_pool(pool))
    for symbol in symbols:
        counts[MANA_TYPES.index(symbol)] += 1
    return "".join(f"{{{t}}}" * n for t, n in zip(MANA_TYPES, counts, strict=True))


def cast_card(data: dict[str, Any], form: Form) -> None:
    """Add the form's card to its owner's hand, its cost to the owner's pool, and its cast to
    the end of the actions (the module's docstring says why)."""
    add_card(data, {**form, "zone": ["hand"], "instead": []})
    added = data["objects"][-1]
    owner = str(added["owner"])
    symbols = _cost_in_pool(str(added["card"]))
    for player in data["players"]:
        if player["id"] == owner:
            try:
                player["mana_pool"] = _pool_plus(str(player.get("mana_pool") or ""), symbols)
            except ManaError as exc:  # the pool already held something that isn't mana
                raise BuildError(f"cast: player {owner}'s mana pool: {exc}", "name") from None
    data["actions"] = [*data.get("actions", []), {"player": owner, "cast": added["id"]}]
