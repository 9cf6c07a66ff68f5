"""Which feature of the grammar's tree stops the lowering most often (issue 28 §3-5).

For every game card that isn't fully modelled and whose unread lines the grammar reads in full,
each unread line's blockers are named from its tree: a modifier kind ("condition", "instead",
"for each" …), an intervening "if" (603.4), a counted amount or X, a quoted ability, a
reference kind, a verb with no lowering, a line kind the lowering has no rule for, or — when
none of those — the verb whose objects' shape its lowering refuses. A card counts for a feature
when it is the card's ONLY blocker (the cards a lowering of it alone would gain), and as
touched otherwise. A measure to choose the next feature by, not a test:

    .venv/bin/python -m bench.lowering_blockers [--top 40] [--examples FEATURE]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from dataclasses import fields

from engine.cards.compiler import compile_card_face
from engine.cards.corpus import read_corpus
from engine.cards.faces import merge, read_faces
from engine.cards.grammar import tree
from engine.cards.grammar.lines import parse_line
from engine.cards.grammar.selves import self_references
from engine.cards.lowering import lower_ability, lower_spell
from engine.cards.lowering.abilities import _label_is_meaningless
from engine.cards.lowering.clauses import clause as lower_clause
from engine.cards.lowering.phrases import only
from engine.cards.lowering.registry import VERBS, load
from engine.cards.lowering.scope import Scope


def _walk(part: object) -> list[tree.Node]:
    out: list[tree.Node] = []
    stack = [part]
    while stack:
        node = stack.pop()
        if isinstance(node, tuple):
            stack += list(node)
        elif isinstance(node, tree.Node):
            out.append(node)
            stack += [getattr(node, f.name) for f in fields(node) if f.name != "antecedent"]
    return out


def features(line: tree.Line) -> set[str]:
    """The constructs of the line the lowering has no rule for (by its tree alone)."""
    found: set[str] = set()
    body = line.body
    if body.kind not in ("triggered", "activated", "static", "spell"):
        found.add(f"line:{body.kind}")
    if isinstance(body, tree.Triggered):
        if body.condition is not None:
            found.add("intervening if")
        if body.modal is not None:
            found.add("line:modal trigger")
        if body.restrictions:
            found.add("trigger restriction")
    if isinstance(body, tree.Text) and body.lead:
        found.add("additional cost")
    for node in _walk(body):
        if isinstance(node, tree.Modifier):
            text = " ".join(tree.words(node)).lower()
            if node.kind == "duration" and text == "until end of turn":
                continue
            found.add(f"mod:{node.kind}" + (f" {text}" if node.kind == "duration" else ""))
        elif isinstance(node, tree.Clause) and node.lead:
            found.add("lead:" + ",".join(m.kind for m in node.lead))
        elif isinstance(node, tree.Count):
            found.add(f"count:{node.kind}")
        elif isinstance(node, tree.Quoted):
            found.add("quoted")
        elif isinstance(node, tree.Reference) and node.kind not in ("self", "you", "object"):
            found.add(f"ref:{node.kind}")
        elif isinstance(node, tree.Predicate) and node.verb.lower() not in VERBS:
            found.add(f"verb:{node.verb.lower()}")
        elif isinstance(node, tree.Amount) and "X" in node.text:
            found.add("X")
    return found


def _shape_blocker(line: tree.Line) -> str:
    """The first clause the lowering refuses though its tree names no unlowered feature."""
    body = line.body
    effect = getattr(body, "effect", ())
    for sentence in effect:
        for part in sentence.clauses:
            if isinstance(part, tree.Clause) and lower_clause(part, Scope()) is None:
                verbs = [p.verb.lower() for p in part.predicates if isinstance(p, tree.Predicate)]
                return "shape:" + "+".join(verbs or ["?"])
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
