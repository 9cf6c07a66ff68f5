"""Instructions (CR 608.2c): the sentences a spell or an ability's effect is written in.

Each sentence is read whole into one or more vocabulary effects — "Destroy target creature. It
can't be regenerated." is one destroy; "~ deals 3 damage to any target." one damage — and the
targets it names are added, in order, to the target specs of the spell or ability it belongs to
(`Targets`), so "target creature" in the second sentence is its second target (115.1). A
sentence the templates don't know makes the whole text unread (None): an ability or spell is
modelled completely or not at all.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler import amounts as quantities
from engine.cards.compiler import (
    combat,
    control,
    copying,
    if_you_do,
    library,
    mana,
    optional,
    player_instructions,
    set_and_lose,
    shields,
    tokens,
    upkeep,
)
from engine.cards.compiler.countered import COUNTERED_THIS_WAY
from engine.cards.compiler.damage import damage
from engine.cards.compiler.registry import SENTENCES
from engine.cards.compiler.searches import SEARCH_GOES_ON
from engine.cards.compiler.selectors import (
    amount,
    group,
    keyword_list,
)
from engine.cards.compiler.targets import Targets as Targets
from engine.cards.compiler.text import pattern, sentences
from engine.core.replace import replace

Effect = dict[str, Any]
_PT = r"([+-]\d+)/([+-]\d+)"
_SELF = ("~", "it")


def _subject(phrase: str, targets: Targets) -> int | str | None:
    """What an instruction acts on: the card itself ("self"), what it enchants, or a target."""
    phrase = phrase.strip()
    if phrase in ("it", "that creature", "that permanent") and targets.that is not None:
        return targets.that
    if phrase == "it" and (targets.specs or not targets.it_is_self):
        return None  # "it" after a target may mean the target: not read
    if phrase in _SELF or phrase in ("him", "her"):
        # A planeswalker's "him" / "her" is the card itself, as its "it" is (201.5), whatever
        # was named since: a target creature or a token is "it".
        return "self"
    if phrase in ("enchanted creature", "enchanted permanent"):
        return "enchanted"
    if "target" in phrase:
        return targets.add(phrase)
    return None


def _continuous(subject: int | str | dict[str, Any], modifications: list[Effect]) -> Effect:
    out: Effect = {"op": "continuous", "modifications": modifications}
    if isinstance(subject, dict):
        out["filter"] = subject
    else:
        out["target"] = subject
    return out


def _pump(text: str, targets: Targets) -> list[Effect] | None:
    """ "X gets +N/+M [and gains K] until end of turn", "X gains K until end of turn", and the
    same for a group ("creatures you control get …"): a continuous effect from a resolving
    spell or ability, its set of objects locked in as it begins (611.2c). "Switch X's power and
    toughness until end of turn": layer 7d (613.4d)."""
    if (lost := set_and_lose.instruction(text, lambda who: _affected(who, targets))) is not None:
        return [lost]  # loses abilities (613.1f), has a base power and toughness (613.4b)
    if m := pattern(r"switch (.+?)'s power and toughness until end of turn").fullmatch(text):
        switched = _subject(m.group(1), targets)
        return None if switched is None else [_continuous(switched, [{"op": "switch_pt"}])]
    m = _GAIN_AND_GET.fullmatch(text) or _GET_AND_GAIN.fullmatch(text)
    gains = None
    if m:
        who, power, toughness, gains = m["who"], int(m["power"]), int(m["tough"]), m["gains"]
        mods: list[Effect] = [{"op": "modify_pt", "power": power, "toughness": toughness}]
    else:
        m = pattern(r"(.+?) (?:gains|gain) (.+) until end of turn").fullmatch(text)
        if not m:
            return None
        who, gains, mods = m.group(1), m.group(2), []
    chosen = None
    if gains is not None and (c := _COLOR_OF_CHOICE.fullmatch(gains)):
        # The color is chosen as it resolves (608.2d): an instruction of its own.
        chosen = {"op": "protection_from_chosen_color", **({"colorless": True} if c[1] else {})}
    elif gains is not None:
        keywords = keyword_list(gains)
        if keywords is None:
            return None
        mods.append({"op": "add_keywords", "keywords": keywords})
    subject = _affected(who, targets)
    if subject is None:
        return None
    if chosen is None:
        return [_continuous(subject, mods)]
    chosen["filter" if isinstance(subject, dict) else "target"] = subject
    return [*([_continuous(subject, mods)] if mods else []), chosen]


#: "Target creature gets +2/+2 [and gains trample] until end of turn", and the same said the
#: other way round, "Creatures you control gain trample and get +1/+1 …" (Garruk, the
#: Veil-Cursed).
_PUMPED = r"(?:gets|get) (?P<power>[+-]\d+)/(?P<tough>[+-]\d+)"
_GET_AND_GAIN = re.compile(
    rf"(?P<who>.+?) {_PUMPED}(?: and (?:gains|gain) (?P<gains>.+))? until end of turn"
)
_GAIN_AND_GET = re.compile(
    rf"(?P<who>.+?) (?:gains|gain) (?P<gains>.+?) and {_PUMPED} until end of turn"
)


#: "Protection from [colorless or from ]the color of your choice" (Mother of Runes, Giver of
#: Runes), or "… from the chosen color" after "Choose a color." (Brave the Elements).
_COLOR_OF_CHOICE = re.compile(r"protection from (colorless or from )?the color of your choice")


def _affected(who: str, targets: Targets) -> int | str | dict[str, Any] | None:
    """Whom a continuous effect applies to: the card, a target, or a group (locked in, 611.2c)
    — "creatures target player controls" a group whose "you" is a target player, given as the
    effect's own fields (`filter`, `filter_player`)."""
    if m := pattern(r"(\w+) (target player|target opponent) controls").fullmatch(who):
        flt = group(f"{m.group(1)} you control")
        if flt is None or (index := targets.add(m.group(2))) is None:
            return None
        return {"filter": flt, "filter_player": index}
    subject: int | str | dict[str, Any] | None = _subject(who, targets)
    if subject is None and "target" not in who:
        subject = group(who)
    return subject


#: Counters an instruction or cost may put or remove: +1/+1 and -1/-1 (122.1a, their
#: annihilation 704.5q), stun (an untap replaced, 122.1d), shield (damage prevented and a
#: destruction replaced, 122.1c), loyalty (306.5b) and kinds with no rules of their own, which
#: only abilities count (122.1). Keyword, lore, time and the other kinds with rules the engine
#: doesn't follow stay unread.
COUNTER_KINDS = (
    r"\+1/\+1|-1/-1|charge|spore|age|fade|ice|oil|page|quest|verse|storage|depletion|stun|shield"
    r"|loyalty"
)


def _sentence(text: str, targets: Targets) -> list[Effect] | None:
    """One instruction, without its full stop and with a lower-case first word."""
    if this_turn := combat.this_turn(text):
        # "Target creature can't block this turn": a continuous effect until the turn ends
        # (611.2a; 514.2 ends "this turn" effects with "until end of turn" ones).
        who, mods = this_turn
        subject: int | str | dict[str, Any] | None = _subject(who, targets)
        if subject is None and "target" not in who:
            subject = group(who)
        return None if subject is None else [_continuous(subject, mods)]
    if quantities.claims(text):
        return quantities.sentence(text, targets, _sentence)
    if (counted := quantities.sentence(text, targets, _sentence)) is not None:
        return counted
    if (found := library.sentence(text, targets, _sentence)) is not None:
        return found
    if (found := upkeep.sentence(text, targets, _sentence)) is not None:
        return found
    if " becomes a copy of " in text and (found := copying.become_copy_sentence(text, targets)):
        return found
    if text.startswith("copy ") and (
        found := copying.sentence(text, targets) or copying.ability_sentence(text, targets)
    ):
        return found
    if text.startswith("create a token that's a copy of ") and (
        found := copying.token_copy(text, targets)
    ):
        return found
    for _, reader in SENTENCES.ordered():  # a mechanic's own (fight, 701.14a)
        if (found := reader(text, targets, _subject)) is not None:
            return found
    if (taken := control.sentence(text, targets, _subject)) is not None:
        return taken  # layer 2 (613.1b), with its duration (611.2a-b)
    if (players := player_instructions.players_instruction(text, targets)) is not None:
        return players
    if ("sacrifice" in text or "owner's hand" in text) and (
        picked := player_instructions.chosen(text, targets)
    ) is not None:
        return picked
    if (counters := player_instructions.player_counters(text, targets)) is not None:
        return counters
    if (m := pattern(r"(~|it) deals (\d+|X) damage to (.+)").fullmatch(text)) and (
        dealt := damage(m, targets)
    ):
        return dealt
    if (m := pattern(r"(each .+) is sacrificed by its controller").fullmatch(text)) and (
        flt := group(m.group(1))
    ) is not None:
        # Golgothian Sylex: no targets and no choice — every permanent matching then (701.21a).
        return [{"op": "sacrifice_all", "filter": flt}]
    if m := pattern(r"destroy (.+?)(?:\. (?:it|they) can't be regenerated)?").fullmatch(text):
        cant = text.endswith("can't be regenerated")
        what = m.group(1)
        if what.startswith("all "):
            flt = group(what)
            return (
                None
                if flt is None
                else [{"op": "destroy_all", "filter": flt, "cant_regenerate": cant}]
            )
        index = targets.add(what) if "target" in what else None
        return (
            None if index is None else [{"op": "destroy", "target": index, "cant_regenerate": cant}]
        )
    if m := pattern(r"exile (.+)").fullmatch(text):
        if m.group(1).startswith(("all ", "each ")) and not pattern(
            r"\b(cards?|graveyards?|hands?|library|from|spells?)\b"
        ).search(m.group(1)):
            # "Exile each permanent with mana value X or less that's one or more colors": a
            # group, none targeted (115.10a).
            flt = group(m.group(1))
            return None if flt is None else [{"op": "exile_all", "filter": flt}]
        subject = _subject(m.group(1), targets)
        return None if subject is None else [{"op": "exile", "target": subject}]
    if m := pattern(r"return (.+?) to its owner's hand").fullmatch(text):
        subject = _subject(m.group(1), targets)
        return None if subject is None else [{"op": "bounce", "target": subject}]
    if (m := pattern(r"(tap|untap) (.+)").fullmatch(text)) and (
        tapped := _subject(m.group(2), replace(targets, specs=list(targets.specs)))
    ) is not None:
        # Read on a copy first: "untap target creature and gain control of it" is two (_both).
        _subject(m.group(2), targets)
        return [{"op": m.group(1), "target": tapped}]
    if m := pattern(
        r"counter (target (?:.+ )?spell) unless its controller pays ((?:\{(?:\d+|[WUBRGC])\})+)"
    ).fullmatch(text):
        # Mana Leak (118.12a): the spell's controller chooses whether to pay as it resolves.
        index = targets.add(m.group(1))
        if index is None:
            return None
        return [{"op": "counter_unless_pays", "cost": m.group(2), "target": index}]
    if m := pattern(
        r"counter (target (?:(?:.+ )?spell(?: with mana value \d+ or (?:less|greater))?|activated "
        r"or triggered ability))"
    ).fullmatch(text):
        index = targets.add(m.group(1))
        return None if index is None else [{"op": "counter", "target": index}]
    if m := pattern(
        rf"put (a|an|one|two|three|four|five|X) ({COUNTER_KINDS}) counters? on (.+)"
    ).fullmatch(text):
        if m.group(3).startswith("each ") and (flt := group(m.group(3))) is not None:
            # "on each creature you control": no targets (115.10a), whatever matches then.
            return [
                {
                    "op": "counters",
                    "counter": m.group(2),
                    "amount": amount(m.group(1)),
                    "filter": flt,
                }
            ]
        subject = _subject(m.group(3), targets)
        if subject is None:
            return None
        return [
            {
                "op": "counters",
                "counter": m.group(2),
                "amount": amount(m.group(1)),
                "target": subject,
            }
        ]
    if m := pattern(r"regenerate (.+)").fullmatch(text):
        subject = _subject(m.group(1), targets)
        return None if subject is None else [{"op": "regenerate", "target": subject}]
    if m := pattern(r"attach (?:~|it) to (target .+)").fullmatch(text):
        # The source attaches itself (an Equipment "enters, attach it to …", 301.5).
        if not targets.it_is_self:
            return None
        index = targets.add(m.group(1))
        return None if index is None else [{"op": "attach", "target": index}]
    if m := pattern(
        r"prevent the next (\d+) damage that would be dealt to (.+) this turn"
    ).fullmatch(text):
        # "… to you this turn" (Conservator): a shield on the player who controls the
        # spell or ability as it resolves (615.7).
        subject = "you" if m.group(2) == "you" else _subject(m.group(2), targets)
        if subject is None:
            return None
        return [{"op": "prevent_damage", "amount": int(m.group(1)), "to": subject}]
    if m := shields.PREVENT_ALL.fullmatch(text):
        return shields.prevent_all(m, targets, _subject)  # all its damage this turn (615.1a)
    if text.startswith(shields.REDIRECTS) and (shield := shields.redirect(text, targets, _subject)):
        return shield  # a redirection shield of a number of damage (614.9)
    if (" source of your choice " in text or text.startswith("prevent all damage ")) and (
        shield := shields.read(text, targets, _subject)
    ) is not None:
        return shield  # a shield from a source of your choice or from what it names (615.1a)
    if m := pattern(r"add ((?:\{[WUBRGC]\})+)").fullmatch(text):
        # Mana added by a spell or a triggered ability (Su-Chi's "When ~ dies, add {C}{C}{C}{C}"):
        # not a mana ability (605.5a), so it uses the stack, but the mana is the same (106.3).
        return [{"op": "add_mana", "mana": m.group(1)}]
    if (amounts := mana.amounts(text)) is not None:
        return amounts  # Manamorphose: a spell's mana, chosen as it resolves (106.4)
    if text in ("sacrifice ~", "sacrifice it") and _subject(text[len("sacrifice ") :], targets):
        return [{"op": "sacrifice", "target": "self"}]
    if token := tokens.sentence(text):
        return [token]
    if text.startswith("you may "):
        # Its target is chosen as the ability is put on the stack (603.3d), the choice made as
        # it resolves (608.2d).
        return optional.sentence(text, targets, _sentence)
    if (pumped := _pump(text, targets)) is not None:
        return pumped
    return _both(text, targets)


def _both(text: str, targets: Targets) -> list[Effect] | None:
    """ "You draw a card and you lose 1 life": two instructions joined by "and", each read on its
    own (608.2c, in order); only when both halves are whole instructions."""
    parts = text.split(" and ")
    for i in range(1, len(parts)):
        first, second = " and ".join(parts[:i]), " and ".join(parts[i:])
        trial = replace(targets, specs=list(targets.specs), that=None)
        left = _sentence(first, trial)
        if left is not None and first.startswith("you ") and not second.startswith("you "):
            second = "you " + second  # "you draw two cards and lose 2 life": the same subject
        elif (
            left is not None
            and first.startswith(("target player ", "target opponent "))
            and pattern(r"(draws?|gains?|loses?) ").match(second)
        ):
            second = "that player " + second  # "target player draws … and loses 2 life"
        # "Untap target creature and gain control of it": "it" is that target (608.2c).
        trial.that = _that(second, trial, left) if left is not None else None
        right = _sentence(second, trial) if left is not None else None
        if left is not None and right is not None:
            targets.specs[:] = trial.specs
            return [*left, *right]
    return None


#: A later sentence acting on an object where it is, not moving it to another zone (a moved
#: object is a new one, 400.7): what "it" / "that creature" in it may mean the target before.
_ON_THAT = re.compile(
    r"(?:untap|tap|gain control of|put (?:a|an|one|two|three) \S+ counters? on) "
    r"(?:it|that creature)(?: until end of turn)?"
    r"|(?:it|that creature) (?:gains|gets|loses|becomes|has base power|can't block|can't attack) .+"
    r"|(?:then )?(?:it|that creature) (?:fights|deals damage equal to its power to) .+"
    r"|prevent all (?:combat )?damage that would be dealt (?:to and dealt by|to|by) "
    r"(?:it|that creature) this turn",
    re.IGNORECASE,
)


#: Instructions before it that leave the target where it was, the same object (400.7).
_IN_PLACE = frozenset({"continuous", "tap", "untap", "counters", "damage", "draw", "gain_life"})


def _that(sentence: str, targets: Targets, before: list[Effect]) -> int | None:
    """The one target of a single object named so far, if `sentence` acts on "it" in place and
    nothing before it moved the target to another zone."""
    if len(targets.specs) != 1 or not _ON_THAT.fullmatch(sentence):
        return None
    if any(e.get("op") not in _IN_PLACE for e in before):
        return None
    spec = targets.specs[0]
    return 0 if spec["kind"] in ("creature", "permanent") and spec.get("max", 1) == 1 else None


#: The sentence after "each opponent loses N life" that gains what it took (Kokusho).
_DRAINED = "You gain life equal to the life lost this way."
_DRAINED_LOWER = ". you gain life equal to the life lost this way"


def _drained(text: str, targets: Targets) -> list[Effect] | None:
    """ "Each opponent loses 5 life. You gain life equal to the life lost this way": the loss,
    then the controller gains what the players actually lost (119.3, 608.2c)."""
    found = _sentence(text, targets)
    if not found or found[-1]["op"] != "lose_life" or found[-1].get("player", "you") == "you":
        return None
    return [*found[:-1], {**found[-1], "then_gain": True}]


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:] if text[:1] != "~" else text


def _reveal_goes_on(before: str, after: str) -> bool:
    """Whether the sentence `after` goes on the reveal of the top card `before` says — "You may
    reveal that card." after looking at it, "If a … card is revealed this way, …" after the
    reveal — so the two are read as one instruction (701.20a, 701.20e)."""
    said = before.lower()
    if said.startswith("look at the top card of your library") and "reveal" not in said:
        return after == "You may reveal that card."
    return said.endswith(
        ("you may reveal that card", "you may reveal the top card of your library")
    ) and (after.startswith("If a") and " is revealed this way, " in after)


_CAST = "You may cast that card."


def read(text: str, targets: Targets) -> list[Effect] | None:
    """Every sentence of an effect's text, in order (608.2c), or None if one isn't known."""
    effects: list[Effect] = []
    parts = sentences(text)
    i = 0
    while i < len(parts):
        sentence = parts[i].rstrip(".")
        if (
            sentence == "Choose a color"
            and i + 1 < len(parts)
            and " the chosen color " in parts[i + 1]
        ):
            # "Choose a color. [They] gain protection from the chosen color until end of turn":
            # chosen as it resolves (608.2d), as "the color of your choice" is.
            sentence = (
                parts[i + 1].rstrip(".").replace("the chosen color", "the color of your choice")
            )
            i += 1
        if (
            sentence.startswith("Choose target ")
            and parts[i + 1 : i + 2] != []
            and (parts[i + 1].startswith("Search "))
        ):
            # "Choose target card in a graveyard …. Search its owner's graveyard …": the target
            # the search names (115.1), read with it.
            sentence += ". " + _lower_first(parts[i + 1].rstrip("."))
            i += 1
        while (
            sentence.lower().startswith(("search ", "choose target ", "you may search "))
            and i + 1 < len(parts)
            and parts[i + 1].startswith(SEARCH_GOES_ON)
        ):
            # "… and reveal them. Put one into your hand … Then shuffle.": one search (701.23a).
            sentence += ". " + _lower_first(parts[i + 1].rstrip("."))
            i += 1
        while i + 1 < len(parts) and _reveal_goes_on(sentence, parts[i + 1]):
            # "Look at the top card … You may reveal that card. If a … card is revealed this
            # way, …": one reveal (701.20a), its "it" the revealed card.
            sentence += ". " + _lower_first(parts[i + 1].rstrip("."))
            i += 1
        if parts[i] == "Exile the top card of your library." and parts[i + 1 : i + 2] == [_CAST]:
            # "… You may cast that card. [If you don't, …]": "that card" the exiled one (608.2g),
            # which "if you don't" asks about (608.2c) — one offer, read whole.
            n = 3 if parts[i + 2 : i + 3] and parts[i + 2].startswith("If you don't, ") else 2
            sentence = ". ".join(_lower_first(p.rstrip(".")) for p in parts[i : i + n])
            i += n - 1
        if (
            parts[i].startswith(("Look at the top", "look at the top"))
            and parts[i + 1 : i + 2] != []
            and parts[i + 1].startswith("You may reveal ")
            and parts[i + 2 : i + 3] != []
            and parts[i + 2].startswith(("Put the rest ", "Then put the rest "))
        ):
            # "… You may reveal a creature card from among them and put it into your hand. Put
            # the rest on the bottom …": one look (701.20e), read with both sentences.
            sentence += ". " + ". ".join(_lower_first(p.rstrip(".")) for p in parts[i + 1 : i + 3])
            i += 2
        if i + 1 < len(parts) and (
            parts[i + 1]
            in ("It can't be regenerated.", "They can't be regenerated.", "It's still a land.")
            # "Separate … into two piles. [What is done with a pile].": read as one (700.3).
            or parts[i].endswith(" into two piles.")
            or (parts[i + 1].startswith("If you do, ") and " discard " in f" {parts[i]}")
            or (parts[i + 1].startswith("If you don't, ") and "next upkeep, pay {" in parts[i])
            or (
                parts[i].startswith(("Look at the top", "look at the top"))
                and parts[i + 1].startswith(("Put ", "You may put that card "))
            )
            # "Reveal cards … until you reveal a … card. Put that card …": one reveal (701.20a).
            or (
                " cards from the top of your library until " in parts[i]
                and parts[i + 1].startswith("Put that card ")
            )
            or copying.goes_on(parts[i + 1])
            # "… if a creature you control has first strike. The same is true for flying, …"
            or parts[i + 1].startswith("The same is true for ")
            or parts[i + 1] == _DRAINED
            or f". {_lower_first(parts[i + 1].rstrip('.'))}" == shields.REFLECT
            or (
                parts[i].lower().startswith("reveal the top card of your library and put that")
                and parts[i + 1].startswith(("You lose life equal to", "You gain life equal to"))
            )
        ):
            sentence += ". " + parts[i + 1][0].lower() + parts[i + 1][1:].rstrip(".")
            i += 1
        while (
            ", where X is " in sentence
            and parts[i + 1 : i + 2] != []
            and parts[i + 1].startswith("If X is ")
        ):
            # "…, where X is …. … If X is greater than …": the X the text defined (107.3c).
            sentence += ". " + _lower_first(parts[i + 1].rstrip("."))
            i += 1
        first = parts[i]
        while i + 1 < len(parts) and copying.follows_token_copy(first, parts[i + 1]):
            # "Create a token that's a copy of … Sacrifice it at the beginning of the next end
            # step.": "it" is the token (603.7c), read with the instruction creating it.
            sentence += ". " + parts[i + 1][0].lower() + parts[i + 1][1:].rstrip(".")
            i += 1
        paid = pattern(r"[Yy]ou may pay ((?:\{(?:\d+|[WUBRGC])\})+|(?:\{E\})+)").fullmatch(sentence)
        if paid and i + 1 < len(parts) and parts[i + 1].startswith("If you do, "):
            # "You may pay {1}{U}. If you do, …": a cost paid as it resolves (118.12); {E} is
            # an energy counter (107.14).
            then = read(parts[i + 1][len("If you do, ") :], targets)
            if then is None:
                return None
            text = f"pay {paid.group(1)}"
            cost = paid.group(1)
            pays = {"energy": cost.count("{E}")} if "{E}" in cost else {"pay": cost}
            effects.append({"op": "may", **pays, "effects": then, "text": text})
            i += 2
            continue
        targets.that = _that(sentence, targets, effects) if effects else None
        found = _sentence(_lower_first(sentence), targets)
        targets.that = None
        if found is None and sentence.endswith(_DRAINED_LOWER):
            found = _drained(_lower_first(sentence).removesuffix(_DRAINED_LOWER), targets)
        if found is None:
            return None
        if len(found) == 1 and parts[i + 1 : i + 2] and parts[i + 1].startswith("If you do, "):
            # "Sacrifice a creature. If you do, search …" (608.2c): asked of the one instruction.
            found = if_you_do.joined(found[0], parts[i + 1][len("If you do, ") :], targets, read)
            if found is None or (parts[i + 2 : i + 3] and parts[i + 2].startswith("If you don")):
                return None
            i += 1
        if (
            i + 1 < len(parts)
            and found[-1]["op"] == "counter"
            and (to := COUNTERED_THIS_WAY.get(parts[i + 1])) is not None
        ):
            found[-1] = {**found[-1], **to}
            i += 1
        effects += found
        if any(e.get("op") == "create_token" for e in found):
            # "Create a … token. Put a +1/+1 counter on it": "it" is the token now, which the
            # vocabulary can't name, not the card.
            targets.it_is_self = False
        i += 1
    return effects or None
