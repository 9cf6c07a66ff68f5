"""Which feature of the grammar's tree stops the lowering most often (issue 28 §3-5).

For every game card that isn't fully modelled and whose unread lines the grammar reads in full,
each unread line's blockers are named from its tree: a modifier kind ("condition", "instead",
"for each" …), an intervening "if" (603.4), a counted amount or X, a quoted ability, a
reference kind, a verb with no lowering, a line kind the lowering has no rule for, or — when
none of those — the verb whose objects' shape its lowering refuses. A condition ("if …", "as
long as …", "unless …" stating one, an intervening "if") is named only where the lowering's own
reader can't read it (`lowering.conditions.condition`), or where its place refuses what it
reads: a static ability's condition the layers don't check (611.3a, `Condition.layered`:
"condition not layered"), an intervening "if" about the source itself; "If you do," (with "You
may pay {2}." before it) and "if this spell was kicked" are read by their own lowerings (608.2c,
118.12, 702.33d). A read condition blocks
nothing, so a line it sits in names what else does. (An object's quality, "if it's a creature",
is read with the line's back-references, `conditions.object_was`, which the tree alone can't
bind: it is still named.) A card counts for a feature
when it is the card's ONLY blocker (the cards a lowering of it alone would gain), and as
touched otherwise. A measure to choose the next feature by, not a test:

    .venv/bin/python -m bench.lowering_blockers [--top 40] [--examples FEATURE]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from dataclasses import fields, replace

from engine.cards.compiler import compile_card_face
from engine.cards.corpus import read_corpus
from engine.cards.faces import merge, read_faces
from engine.cards.grammar import tree
from engine.cards.grammar.lines import parse_line
from engine.cards.grammar.selves import self_references
from engine.cards.lowering import lower_ability, lower_spell
from engine.cards.lowering.abilities import _label_is_meaningless
from engine.cards.lowering.clauses import clause as lower_clause
from engine.cards.lowering.conditions import condition
from engine.cards.lowering.if_you_do import branch, offered
from engine.cards.lowering.kicked import kicked_condition
from engine.cards.lowering.phrases import only
from engine.cards.lowering.registry import VERBS, load
from engine.cards.lowering.scope import Scope


def _walk(part: object, skip: object = None) -> list[tree.Node]:
    """Every node of `part`, but `skip` and what is under it, and nothing under a condition:
    one is named whole (`_condition_blocks`), its references and amounts with it."""
    out: list[tree.Node] = []
    stack = [part]
    while stack:
        node = stack.pop()
        if isinstance(node, tuple):
            stack += list(node)
        elif isinstance(node, tree.Node) and node is not skip:
            out.append(node)
            if isinstance(node, tree.Modifier) and _condition_blocks(node, False) is not None:
                continue
            stack += [getattr(node, f.name) for f in fields(node) if f.name != "antecedent"]
    return out


def _condition_blocks(found: tree.Modifier, static: bool) -> str | None:
    """What a condition modifier blocks, or None when it isn't a condition or the lowering
    reads it where it is: its reader reads it (`lowering.conditions.condition`; an "unless"
    stating one too), and a static ability's is one the layers check (611.3a)."""
    if found.kind not in ("condition", "unless"):
        return None
    if kicked_condition(found):
        return "read"  # "if this spell was kicked" (702.33d): the kicker's lowering reads it
    asked = condition(found)
    if asked is None:
        return "mod:condition" if found.kind == "condition" else None
    return "condition not layered" if static and not asked.layered else "read"


def features(line: tree.Line) -> set[str]:
    """The constructs of the line the lowering has no rule for (by its tree alone, and the
    lowering's condition reader)."""
    found: set[str] = set()
    body = line.body
    static = body.kind == "static"
    if body.kind not in ("triggered", "activated", "static", "spell"):
        found.add(f"line:{body.kind}")
    intervening = body.condition if isinstance(body, tree.Triggered) else None
    if isinstance(body, tree.Triggered):
        asked = None if intervening is None else condition(intervening)
        kicked = intervening is not None and kicked_condition(intervening)
        if intervening is not None and not kicked and (asked is None or asked.about_source):
            # 603.4: the lowering asks a condition on the game, not one on the source itself.
            found.add("intervening if")
        if body.modal is not None:
            found.add("line:modal trigger")
        if body.restrictions:
            found.add("trigger restriction")
    if isinstance(body, tree.Text) and body.lead:
        found.add("additional cost")
    nodes = _walk(body, skip=intervening)
    # "If you do, …" / "If you don't, …" leading a clause: the lowering's `if_you_do` reads it
    # with the instruction before (608.2c), not as a condition on the game.
    done = {id(n.lead[0]) for n in nodes if isinstance(n, tree.Clause) and branch(n)}
    # "You may pay {2}{R}." before it: an offer the same lowering reads (118.12), not a verb.
    paying = {
        id(p)
        for n in nodes
        if isinstance(n, tree.Sentence) and offered(n) is not None
        for c in n.clauses
        if isinstance(c, tree.Clause)
        for p in c.predicates
    }
    for node in nodes:
        if isinstance(node, tree.Modifier) and id(node) in done:
            continue
        if isinstance(node, tree.Modifier):
            text = " ".join(tree.words(node)).lower()
            if node.kind == "duration" and text == "until end of turn":
                continue
            blocks = _condition_blocks(node, static)
            if blocks != "read":
                found.add(
                    blocks or f"mod:{node.kind}" + (f" {text}" if node.kind == "duration" else "")
                )
        elif isinstance(node, tree.Clause) and node.lead:
            # A condition leading the clause is named as a condition (above), read or not.
            led = [
                m.kind
                for m in node.lead
                if _condition_blocks(m, static) is None and id(m) not in done
            ]
            if led:
                found.add("lead:" + ",".join(led))
        elif isinstance(node, tree.Count):
            found.add(f"count:{node.kind}")
        elif isinstance(node, tree.Quoted):
            found.add("quoted")
        elif isinstance(node, tree.Reference) and node.kind not in ("self", "you", "object"):
            found.add(f"ref:{node.kind}")
        elif (
            isinstance(node, tree.Predicate)
            and node.verb.lower() not in VERBS
            and id(node) not in paying
        ):
            found.add(f"verb:{node.verb.lower()}")
        elif isinstance(node, tree.Amount) and "X" in node.text:
            found.add("X")
    return found


def _lowers_without_if_done(line: tree.Line) -> bool:
    """Whether the line lowers once its "If you do, …" sentences (and an offer to pay before
    one) are left out: then asking whether the instruction before was done is what it can't
    (608.2c)."""
    body = line.body
    kept = tuple(
        sentence
        for sentence in getattr(body, "effect", ())
        if offered(sentence) is None
        and not any(isinstance(p, tree.Clause) and branch(p) for p in sentence.clauses)
    )
    if not kept:
        return False
    shorter = replace(line, body=replace(body, effect=kept))
    lowered = lower_spell([shorter]) if body.kind == "spell" else lower_ability(shorter)
    return lowered is not None


def _shape_blocker(line: tree.Line) -> str:
    """The first clause the lowering refuses though its tree names no unlowered feature (an
    "If you do," lead set aside); with every clause lowered, an "if you do" whose instruction
    before isn't one the lowering can tell was done (608.2c)."""
    body = line.body
    effect = getattr(body, "effect", ())
    asks_if_done = False
    for sentence in effect:
        if offered(sentence) is not None:
            continue  # "You may pay {2}.": read with the "If you do" after it (118.12)
        for part in sentence.clauses:
            if not isinstance(part, tree.Clause):
                continue
            if (branched := branch(part)) is not None:
                asks_if_done, part = True, branched[1]
            if lower_clause(part, Scope()) is None:
                verbs = [p.verb.lower() for p in part.predicates if isinstance(p, tree.Predicate)]
                return "shape:" + "+".join(verbs or ["?"])
    if asks_if_done and _lowers_without_if_done(line):
        return "if you do: the instruction before"
    if isinstance(body, tree.Triggered):
        if not _label_is_meaningless(line):
            return "label (not an ability word)"
        if body.event.kind != "object" or len(body.event.text) < 2:
            return f"event:{body.event.kind}"
        who, *happens = body.event.text
        one = only(who)
        subject = "self" if isinstance(one, tree.Reference) and one.kind == "self" else "other"
        what = " ".join(tree.words(tuple(happens))).lower()
        return f"event:{subject} {what if subject == 'self' else what.split(' ')[0]}"
    if isinstance(body, tree.Activated):
        return "cost"
    return f"shape:{body.kind}"


def measure(examples: str | None) -> tuple[Counter[str], Counter[str], dict[str, list[str]]]:
    load()
    only: Counter[str] = Counter()
    touched: Counter[str] = Counter()
    shown: dict[str, list[str]] = defaultdict(list)
    for card in merge(read_corpus(), read_faces()):
        if card.non_game_type is not None or card.missing_faces:
            continue
        blockers: set[str] = set()
        lines: list[str] = []
        unread_any = False
        for face in card.faces:
            selves = self_references(
                card.name, face.name, face.subtypes if "Planeswalker" in face.types else ()
            )
            spell = bool({"Instant", "Sorcery"} & set(face.types))
            readings = compile_card_face(card, face).readings
            left = [r.line for r in readings if r.outcome != "recognised"]
            if not left:
                continue
            unread_any = True
            for printed in left:
                parsed = parse_line(printed, selves, spell=spell).tree
                if parsed is None:
                    blockers.add("grammar")
                    continue
                named = features(parsed)
                if not named:
                    lowered = lower_spell([parsed]) if spell else lower_ability(parsed)
                    named = {"gate/other"} if lowered is not None else {_shape_blocker(parsed)}
                blockers |= named
            lines += left
        if not unread_any or "grammar" in blockers:
            continue
        for name in blockers:
            touched[name] += 1
        if len(blockers) == 1:
            only[next(iter(blockers))] += 1
            if examples in blockers or examples == "all":
                shown[next(iter(blockers))].append(f"{card.name}: " + " / ".join(lines))
    return only, touched, shown


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.lowering_blockers")
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--examples", default=None, help="list cards blocked only by this")
    args = parser.parse_args(argv)
    only, touched, shown = measure(args.examples)
    print("Cards blocked by one feature only (only / touched):")
    for name, n in only.most_common(args.top):
        print(f"  {n:>6,} / {touched[name]:>6,}  {name}")
    for name, cards in shown.items():
        if args.examples in (name, "all"):
            print(f"\n{name}:")
            for line in cards[: 60 if args.examples != "all" else 100000]:
                print("   ", line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
