"""What the engine understood, in words: the compiler's vocabulary said back as plain English.

A card page shows, under each oracle line the compiler recognised, "the engine reads this as …"
built from the vocabulary it produced — never from the oracle line itself — so a judge can check
that what the engine will play is what the card says (filters, amounts, events, costs, durations).
"""

from __future__ import annotations

from typing import Any

from engine.cards.compiler import (
    amount_changes,
    amount_words,
    copying,
    draw_replacements,
    entering_instead,
    library,
    mana,
    optional,
    prevention_words,
    rule_statics,
    spend_only,
    tokens,
    transform,
    trigger_doublers,
    upkeep,
)
from engine.cards.compiler.casting import cost_change_words, cost_minimum_words
from engine.cards.compiler.combat import rule_words
from engine.cards.compiler.cost_words import cost
from engine.cards.compiler.filter_words import (
    filter_words,
    group_words,
    one,
    ref_words,
    target_words,
)
from engine.cards.compiler.players import player_words
from engine.cards.compiler.registry import said_for_effect, said_for_keyword
from engine.cards.compiler.trigger_words import HAPPENS, OWN_WORDS, trigger_words
from engine.cards.compiler.type_phrases import add_types_words, set_types_words
from engine.cards.vocabulary.combat import keyword_restrictions
from engine.cards.vocabulary.modifications import SetPowerToughness
from engine.cards.wording import counter_words


def _mods(mods: list[dict[str, Any]]) -> str:
    out = []
    for m in mods:
        op = m["op"]
        if op == "modify_pt":
            out.append(f"gets {m.get('power', 0):+d}/{m.get('toughness', 0):+d}")
        elif op == "modify_pt_for_each":
            counted = filter_words(m.get("filter", {}))
            if m.get("counted") == "attached":
                counted += " attached to it"
            if m.get("counted") in ("source_counters", "own_counters"):
                on = "this permanent" if m["counted"] == "source_counters" else "it"
                counted = f"{m['counter']} counter on {on}"
            if m.get("counted") in ("hand", "graveyard"):
                counted = amount_words.zone_words(
                    m["counted"], m.get("filter", {}), filter_words, ref_words
                )
                counted = "of the " + counted.removeprefix("the number of ")
            if m.get("among"):
                kind = m["among"].replace("_", " ").removesuffix("s")
                counted = f"{kind} among {filter_words(m.get('filter', {}), plural=True)}"
            out.append(
                f"gets {m.get('power', 0):+d}/{m.get('toughness', 0):+d} for each {counted}, "
                "counted continuously (613.4c)"
            )
        elif op == "modify_pt_by":
            n, power, toughness = m["amount"], m.get("power", 0), m.get("toughness", 0)
            out.append(
                f"gets {power * n:+d}/{toughness * n:+d}"
                if isinstance(n, int)
                else f"gets {amount_words.times_x(power)}/{amount_words.times_x(toughness)}"
            )
        elif op == "add_keywords":
            out.append("has " + ", ".join(k.lower() for k in m["keywords"]))
        elif op == "lose_keywords":
            out.append(f"loses {', '.join(k.lower() for k in m['keywords'])} (layer 6, 613.1f)")
        elif op == "lose_all_abilities":
            out.append("loses all abilities (layer 6, 613.1f)")
        elif op == "add_abilities":
            gained = "; and ".join(ability(a) for a in m["abilities"])
            out.append(f"has {gained} (layer 6, 613.1f; after its printed abilities)")
        elif op == "set_pt":
            out.append(f"has {SetPowerToughness.model_validate(m).said()} (layer 7b, 613.4b)")
        elif op == "cant_attack_or_block":
            what = [
                w
                for w, on in (("attack", m.get("attack", True)), ("block", m.get("block", True)))
                if on
            ]
            out.append("can't " + " or ".join(what))
        elif op == "cant_attack_you":
            out.append(
                "can't attack its source's controller or planeswalkers they control (508.1c, "
                "613.11)"
            )
        elif op == "cant_activate":
            but = " unless they're mana abilities" if m.get("unless_mana") else ""
            out.append(f"its activated abilities can't be activated{but} (602.5, 613.11)")
        elif op == "combat_rule":
            out.append(rule_words(m))
        elif op == "add_types":
            out.append(add_types_words(m))
        elif op == "set_types":
            out.append(set_types_words(m))
        elif op == "lose_supertypes":
            lost = " or ".join(t.lower() for t in m["supertypes"])
            out.append(f"isn't {lost} (layer 4, 613.1d)")
        elif op == "set_colors":
            shown = " and ".join(_COLOR_NAMES[c] for c in m.get("colors", ())) or "colorless"
            out.append(f"is {shown} (layer 5, 613.1e)")
        elif op == "set_pt_mana_value":
            out.append(
                "has base power and toughness each equal to its mana value (layer 7b, 613.4b)"
            )
        elif op == "switch_pt":
            out.append("has its power and toughness switched (layer 7d, 613.4d)")
        elif op == "doesnt_untap" and m.get("optional"):
            out.append("untaps during its controller's untap step only if they choose (502.3)")
        elif op == "doesnt_untap":
            out.append("doesn't untap during its controller's untap step")
        elif op == "exiled_if_it_would_die":
            out.append("is exiled instead if it would die (614.1a)")
        elif op == "untaps_during_others_untap_steps":
            out.append("untaps during each other player's untap step too (502.3)")
        elif op == "control":
            out.append("is controlled by this permanent's controller")
        elif op == "pt_count":
            flt = m["filter"]
            plus = f"{m['plus']} plus " if m.get("plus") else ""
            defined = {
                "both": "has power and toughness each equal to",
                "power": "has power equal to",
                "toughness": "has toughness equal to",
            }[m.get("which", "both")]
            counted = amount_words.permanents_counted(flt, filter_words)
            if m.get("zone", "battlefield") != "battlefield":
                counted = amount_words.zone_words(m["zone"], flt, filter_words, ref_words)
            if m.get("among"):
                kinds = m["among"].replace("_", " ")
                counted = counted.replace("the number of ", f"the number of {kinds} among ", 1)
            out.append(
                f"{defined} {plus}{counted}, in every zone (a characteristic-defining ability, "
                "604.3, layer 7a)"
            )
        else:
            out.append(op.replace("_", " "))
    return " and ".join(out)


_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _reduction(less: dict[str, Any]) -> str:
    """An activated ability's own cost reduction in words (602.2b, 601.2f, 118.7a)."""
    by = f"{{{less['amount']}}}"
    if less.get("own_mana_cost"):
        return (
            f"its cost is reduced by its mana cost if {less['condition']['text']}, colored "
            "mana too, as its total cost is determined (601.2f, 118.7c)"
        )
    if (each := less.get("for_each")) is not None:
        by = f"it costs {by} less to activate for each one of {quantity_words(each)}"
    else:
        by = f"it costs {by} less to activate if {less['condition']['text']}"
    return f"{by}, generic mana only, as its total cost is determined (601.2f, 118.7a)"


#: Whose permanents a count counts when they aren't its controller's (506.2, 603.2).
_WHOSE = {"defending": "defending player controls", "that_player": "that player controls"}


def quantity_words(q: dict[str, Any], specs: list[dict[str, Any]] | None = None) -> str:
    """What a counted amount counts: "the number of creatures you control" (`amounts`)."""
    said = amount_words.count_words(q, specs or [], filter_words, ref_words)
    whose = _WHOSE.get(q.get("player", "")) if q.get("count") == "permanents" else None
    return said if whose is None else said.replace("you control", whose)


def effect(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    """One instruction in words."""
    if (q := amount_words.counted_in(e)) is not None:
        plain = {
            k: "X" if k in ("amount", "count", "size") and isinstance(value, dict) else value
            for k, value in e.items()
        }
        if "modifications" in e:
            plain["modifications"] = [
                {**m, "amount": "X"} if m.get("op") == "modify_pt_by" else m
                for m in e["modifications"]
            ]
        return (
            f"{effect(plain, specs)}, where X is {quantity_words(q, specs)}, counted as this "
            "resolves (608.2h)"
        )
    if (spend := e.get("spend_only")) is not None:
        plain = {k: value for k, value in e.items() if k != "spend_only"}
        return f"{effect(plain, specs)}; {spend_only.spend_words(spend)}"
    if (lasts := e.get("lasts")) is not None:
        plain = {k: value for k, value in e.items() if k != "lasts"}
        until = "end of combat" if lasts == "end_of_combat" else "end of turn"
        return f"{effect(plain, specs)}; until {until}, that mana isn't lost as steps end (500.5)"
    if (registered := said_for_effect(e, specs)) is not None:
        return registered  # a mechanic's own words (engine.cards.compiler.registry)
    op = str(e["op"])
    n = e.get("amount", 1)
    if (said := mana.effect_words(e)) is not None:
        return said
    if op == "damage" and e["to"] in ("chosen_player", "self"):
        to = "itself" if e["to"] == "self" else "the player chosen as it entered (607.2d)"
        return f"this deals {n} damage to {to}"
    if op == "damage" and e["to"] == "controller":
        return f"this deals {n} damage to {player_words({'player': 'controller', **e}, specs)}"
    if op == "damage":
        return f"this deals {n} damage to {ref_words(e['to'], specs)}"
    if op == "damage_each":
        if "filter" in e and e["filter"] is None:
            return f"this deals {n} damage to each player (none targeted, 115.10a)"
        if "filter_player" in e:
            whose = ref_words(e["filter_player"], specs)
            return (
                f"this deals {n} damage to each creature the player chosen for {whose} controls, "
                "or that planeswalker's controller (109.5; none if that target is illegal, 608.2b)"
            )
        extra = {True: " and each player", "opponents": " and each opponent"}.get(
            e.get("players", False), ""
        )
        return f"this deals {n} damage to each {filter_words(e.get('filter', {}))}{extra}"
    if op in ("draw", "gain_life", "lose_life"):
        drained = (
            ", then you gain life equal to the life they lost this way (119.3, 608.2c)"
            if e.get("then_gain")
            else ""
        )
        return _players_words(e, specs, n) + drained
    if op in ("player_sacrifices", "player_returns"):
        subject = player_words(e, specs)
        what = filter_words(e.get("filter", {}))
        verb = "sacrifice" if op == "player_sacrifices" else "return"
        verb += "" if subject == "you" else "s"
        to = "" if op == "player_sacrifices" else " to its owner's hand"
        rule = "701.21a" if op == "player_sacrifices" else "608.2c"
        return (
            f"{subject} {verb} {n} {what}{'s' if n != 1 else ''} of "
            f"{'your' if subject == 'you' else 'their'} choice{to}, chosen "
            f"as this resolves ({rule})"
        )
    if op in ("destroy", "exile", "tap", "untap", "regenerate", "sacrifice"):
        # The op is the verb the card uses (701.8, 701.13, 701.21 …).
        tail = " (it can't be regenerated)" if e.get("cant_regenerate") else ""
        return f"{op} {ref_words(e.get('target', 'self'), specs)}{tail}"
    if op == "sacrifice_all":
        return f"each {filter_words(e.get('filter', {}))} is sacrificed by its controller (701.21a)"
    if op == "destroy_all":
        tail = " (they can't be regenerated, 701.19c)" if e.get("cant_regenerate") else ""
        return f"destroy each {group_words(e)}{tail}"
    if op == "bounce":
        return f"return {ref_words(e['target'], specs)} to its owner's hand"
    if op == "counter_unless_pays" and e.get("target") is not None:
        return (
            f"counter {ref_words(e['target'], specs)} unless its controller pays {e['cost']}"
            f"{upkeep.x_said(e['cost'])} as this resolves (118.12a)"
        )
    if op == "counter":
        instead = {
            "library_top": "on top of its owner's library",
            "library_bottom": "on the bottom of its owner's library",
            "hand": "into its owner's hand",
            "exile": "into exile",
        }.get(e.get("to", "graveyard"))
        said = (
            f"counter {ref_words(e['target'], specs)}"
            if e.get("target") is not None
            # The spell cast, or the spell or ability that targeted it (Glyph Keeper), 603.2.
            else "counter the spell or ability its trigger event names (603.2), if still on "
            "the stack"
        )
        if e.get("bind_source"):
            said += (
                "; if it was a permanent's ability, that permanent's activated abilities can't be "
                "activated this turn (602.5, 611.2a)"
            )
        return (
            said
            if instead is None
            else f"{said}, putting it {instead} instead of into its owner's graveyard (614.15)"
        )
    if op == "counters":
        on = (
            ref_words(e.get("target", "self"), specs)
            if "filter" not in e
            else "each " + filter_words(e["filter"])
        )
        return f"put {counter_words(n, e.get('counter', '+1/+1'))} on {on}"
    if op == "continuous":
        subject = (
            ref_words(e["target"], specs) if "target" in e else "each " + filter_words(e["filter"])
        )
        if "filter_player" in e:
            whose = ref_words(e["filter_player"], specs)
            subject = subject.replace(" you control", f" {whose} controls (as it resolves)")
        lasts = {
            "permanent": "for the rest of the game (611.2a)",
            "source_on_battlefield": "for as long as this remains on the battlefield (611.2b)",
            "source_tapped": "for as long as this remains tapped (611.2b)",
            "source_controlled": "for as long as you control this (611.2b)",
            "next_untap_step": "(611.2a)",
            "your_next_untap_step": "during your next untap step (611.2a)",
            "your_next_turn": "until your next turn (611.2a)",
            "end_of_combat": "until end of combat (511.2)",
        }.get(e.get("duration", ""), "until end of turn")
        if [m["op"] for m in e["modifications"]] == ["control"]:
            gainer = "you gain"
            if "to_player" in e:
                gainer = f"{ref_words(e['to_player'], specs)} gains"
            return f"{gainer} control of {subject} (layer 2, 613.1b) {lasts}"
        changes = _mods(e["modifications"])
        if e.get("duration") == "next_untap_step":
            changes = changes.replace("controller's untap step", "controller's next untap step")
        return f"{subject} {changes} {lasts}"
    if (family := tokens.said(e)) is not None:
        if e.get("attached_to") is not None:
            # An Aura token entering attached to what the effect names (303.4f-g).
            family += (
                f" attached to {ref_words(e['attached_to'], specs)} (303.4f; if it can't "
                "enchant that, it isn't created, 303.4g)"
            )
        if e.get("equip_it"):
            family += ", then attach this Equipment to it (701.3a)"
        if e.get("player", "you") != "you":
            # "Its controller creates …": that player creates, owns and controls them (111.2).
            return f"{player_words(e, specs)} creates " + family.removeprefix("create ")
        return family
    if op == "add_mana" and e.get("instead_if"):
        return (
            f"add {e['instead']} if {e['instead_if']['text']} as it resolves, otherwise "
            f"{e['mana']} (608.2c)"
        )
    if op == "add_mana":
        return f"add {e['mana']}"
    if op == "add_mana_one_of":
        several = any(len(o) > 3 for o in e["options"])
        return ("add one of " if several else "add one mana: ") + " or ".join(e["options"])
    if op == "may" and e.get("energy"):
        return (
            f"you may pay {'{E}' * e['energy']} (remove {e['energy']} energy counters, 107.14) as "
            "it resolves; if you do: " + "; then ".join(effect(x, specs) for x in e["effects"])
        )
    if op == "player_counters":
        subject = player_words(e, specs)
        verb = "get" if subject == "you" else "gets"
        rule = "107.14" if e["counter"] == "energy" else "122.1f"
        return f"{subject} {verb} {counter_words(n, e['counter'])} ({rule})"
    if op == "may" and e.get("pay"):
        return f"you may pay {e['pay']} as it resolves (118.12); if you do: " + "; then ".join(
            effect(x, specs) for x in e["effects"]
        )
    if op == "may":
        return optional.said(e, specs, effect)
    if op == "if" and e.get("was") is not None:
        # What an object was: as it is, or as it last existed (608.2h).
        return f"if {e['text']} (608.2c, 608.2h): " + "; then ".join(
            effect(x, specs) for x in e["effects"]
        )
    if op == "if":
        return f"if {e['condition']['text']} as it resolves (608.2c): " + "; then ".join(
            effect(x, specs) for x in e["effects"]
        )
    if op == "if_you_do":
        parts = [effect(e["effects"][0], specs)]
        for key, words in (("then", "if you do"), ("otherwise", "if you don't")):
            if e.get(key):
                parts.append(
                    f"{words} (608.2c): " + "; then ".join(effect(x, specs) for x in e[key])
                )
        return "; ".join(parts)
    if op == "prevent_damage":
        return prevention_words.said(e, specs)
    if (family := library.said(e, specs)) is not None:
        return family
    if op == "unless_pays" and "action" in e:
        does = "; then ".join(effect(x, specs) for x in e["effects"])
        return f"unless you {cost(e['action'])} as this resolves (118.12): {does}"
    if (family := upkeep.said(e, specs, effect)) is not None:
        return family
    if (family := copying.said(e, specs, ref_words, _mods)) is not None:
        return family
    return op.replace("_", " ")


def _players_words(e: dict[str, Any], specs: list[dict[str, Any]], n: Any) -> str:
    """ "target player draws 3 cards", "each player loses 1 life", "you gain 3 life"."""
    subject = player_words(e, specs)
    verb = {"draw": "draw", "gain_life": "gain", "lose_life": "lose"}[e["op"]]
    verb += "" if subject == "you" else "s"
    what = f"{n} card{'s' if n != 1 else ''}" if e["op"] == "draw" else f"{n} life"
    return f"{subject} {verb} {what}"


def ability(a: Any) -> str:
    """One recognised ability (a keyword, or vocabulary data) in words."""
    if isinstance(a, str):
        said = said_for_keyword(a)
        if said is not None:
            return said
        evasion = keyword_restrictions(a)
        if evasion:
            said = "; it ".join(r.says.removeprefix(f"has {a.lower()} and ") for r in evasion)
            return f"the keyword {a} ({evasion[0].cites}): it {said}"
        return f"the keyword {a} (702)"
    if (family := rule_statics.said(a)) is not None:
        return family
    if (family := trigger_doublers.said(a)) is not None:
        return family
    if (family := draw_replacements.said(a)) is not None:
        return family
    if (family := entering_instead.said(a)) is not None:
        return family
    if (family := amount_changes.said(a)) is not None:
        return family
    if (family := prevention_words.static_said(a)) is not None:
        return family
    if (family := mana.replacement_words(a)) is not None:
        return family
    kind = a.get("kind")
    specs = list(a.get("targets", ()))
    does = "; then ".join(effect(e, specs) for e in a.get("effects", ()))
    if a.get("modes"):
        when = (
            "as it is put on the stack (603.3c)"
            if kind == "triggered"
            else "as it is activated (602.2b)"
        )
        does = choose(a.get("choose", (1, 1)), when)
    if kind == "triggered":
        trigger = a["trigger"]
        event = trigger_words(trigger)
        if trigger.get("scope") == "you_control" and trigger["event"] not in OWN_WORDS:
            what = filter_words(trigger.get("filter", {}))
            happens = HAPPENS.get(trigger["event"], trigger["event"].replace("_", " "))
            event = f"whenever {one(what)} you control {happens}"
            if trigger.get("or_self"):
                event = f"whenever this or {one(what)} you control {happens}"
        if trigger.get("also") == "enters" and trigger["event"] != "transforms_into":
            # One ability with two trigger events (603.2): its own entering too (603.6a).
            event = f"when this enters (603.6a) and {event}"
        if trigger.get("cast_with") == "kicked":
            event += ", if it was kicked (an intervening-if condition, 603.4, 702.33d)"
        event += transform.last_turn_words(trigger)
        if (asked := trigger.get("intervening_if")) is not None:
            event += (
                f", if {asked['text']} (an intervening-if condition: it triggers only if so, "
                "and does nothing if not as it resolves, 603.4)"
            )
        return f"a triggered ability: {event}, {does}"
    if kind == "activated":
        speed = " (only as a sorcery)" if a.get("sorcery_speed") else ""
        speed += " (only once each turn, 602.5b)" if a.get("once_each_turn") else ""
        speed += " (only once, 602.5b)" if a.get("once") else ""
        if (most := a.get("most_each_turn")) is not None:
            times = {2: "twice", 3: "three times"}.get(most, f"{most} times")
            speed += f" (no more than {times} each turn, 602.5b)"
        if (asked := a.get("only_if")) is not None:
            speed += f" (only if {asked['text']}, 602.5)"
        if (less := a.get("cost_reduction")) is not None:
            speed += f" ({_reduction(less)})"
        zone = a.get("zone", "battlefield")
        where = "" if zone == "battlefield" else f", activated only from your {zone} (113.6b)"
        # "[Cost]: [Effect]" as printed (602.1a): the effect reads whole whatever its mood.
        if a.get("cost", {}).get("loyalty") is not None:
            # 606.3: once each turn per permanent, at sorcery speed — every loyalty ability.
            return (
                f"a loyalty ability (606) — {cost(a['cost'])}: {does} (only in its controller's "
                "main phase with an empty stack, and one loyalty ability of this permanent a "
                "turn, 606.3)"
            )
        return f"an activated ability — {cost(a.get('cost', {}), zone)}: {does}{speed}{where}"
    if kind == "static":
        subject = {
            "self": "this object",
            "enchanted": "the permanent it enchants",
            "equipped": "the creature it equips",
        }.get(a.get("affects", "self"), "each " + filter_words(a.get("filter", {})))
        said = f"a static ability: {subject} {_mods(a['modifications'])}"
        if (asked := a.get("condition")) is not None:
            said += f", only as long as {asked['text']} (checked continuously, 611.3a)"
        if a.get("lingers"):
            said += (
                "; if this permanent leaves the battlefield, the effect goes on until end of "
                "turn, still applying to whatever it names (101.1, 611.3a, 514.2)"
            )
        return said
    if kind == "enchant":
        return "Enchant: it can enchant and target " + target_words(
            {"kind": a["target"], **({"filter": a["filter"]} if "filter" in a else {})}
        )
    if kind == "as_enters_choose" and a.get("choice") == "characteristics":
        listed = "; or ".join(o["text"] for o in a["options"])
        return (
            f"as it enters, its controller chooses what it becomes: {listed} (614.1c; a "
            "copiable effect, 613.2a)"
        )
    if kind == "as_enters_choose" and a.get("choice") in ("card name", "nonland card name"):
        nonland = " of a card that isn't a land" if a["choice"] == "nonland card name" else ""
        return (
            f"as it enters, its controller chooses a card name{nonland} (614.12a, 201.4a), kept "
            "for its ability that refers to the chosen name (607.2d)"
        )
    if kind == "as_enters_choose" and a.get("choice", "color") in (
        "player",
        "color",
        "creature type",
    ):
        what = a.get("choice", "color")
        return (
            f"as it enters, its controller chooses a {what} (614.12a), kept for its ability that "
            f"refers to the chosen {what} (607.2d)"
        )
    if kind == "enters_tapped" and (asked := a.get("condition")):
        said = "unless" if asked.get("negated") else "if"
        return (
            f"it enters the battlefield tapped {said} {asked['text']} as it would enter "
            "(a replacement effect, 614.1d, 614.12)"
        )
    if kind == "enters_tapped" and a.get("unless_pay_life"):
        return (
            f"as it enters, its controller may pay {a['unless_pay_life']} life; if they don't, "
            "it enters tapped (614.12a, 119.4)"
        )
    if kind == "cost_change":
        return cost_change_words(a)
    if kind == "cost_minimum":
        return cost_minimum_words(a)
    if kind == "enters_as_copy":
        return copying.entering_words(a, filter_words(a.get("filter", {})), _mods)
    if kind == "enters_tapped":
        return "it enters the battlefield tapped (a replacement effect, 614.1d)"
    if kind == "enters_with_counters":
        kicked = " if it was kicked (702.33d)" if a.get("if_kicked") else ""
        kicked += " if it escaped (702.138c)" if a.get("if_escaped") else ""
        kicked += " for each color of mana spent to cast it (601.2h)" * bool(
            a.get("per_color_spent")
        )
        n = a.get("amount", 1)
        if isinstance(n, dict):
            # A count as it enters (107.3c): "X +1/+1 counters, where X is …".
            counted = f", where X is {quantity_words(n)}, counted as it enters{kicked}"
            return (
                f"it enters with {counter_words('X', a.get('counter', '+1/+1'))}{counted} (614.1c)"
            )
        return f"it enters with {counter_words(n, a.get('counter', '+1/+1'))}{kicked} (614.1c)"
    return str(kind)


def spell(targets: list[dict[str, Any]], effects: list[dict[str, Any]]) -> str:
    """A spell's instructions in words, with its targets."""
    return "as it resolves: " + "; then ".join(effect(e, targets) for e in effects)


def choose(count: Any, when: str = "as it is cast (601.2b)") -> str:
    """How many modes are chosen and when, as the first line of a modal block says it (700.2)."""
    low, high = count
    numbers = ("no", "one", "two", "three", "four", "five")
    if low == high:
        said = f"{numbers[low]} of the modes below {when}"
    elif low == 0:
        said = f"up to {numbers[high]} of the modes below {when} (none: it is removed, 700.2b)"
    else:
        said = f"{numbers[low]} to {numbers[high]} of the modes below {when}, each at most once"
    return f"choose {said}; the chosen modes are followed in printed order (700.2)"


def mode(m: dict[str, Any]) -> str:
    """One mode, on its bullet's line."""
    return "a mode: " + "; then ".join(effect(e, list(m.get("targets", ()))) for e in m["effects"])
