"""Import the reference data into the project's own copy under `data/`.

Run once when the originals change; the output is committed, small and reviewable, and the app reads
only it (never `../shared`):

    python -m app.reference.importer --shared ../shared --out data

Writes `cr.json` (sections, rules, examples, glossary, effective date), `cards.json` (one entry per
distinct name of the set files and seed cards), `card-rulings.json` (every card's dated rulings,
`rulings_import`), `rulings.json` (the seed paragraphs as ruling records), `names.json` (the CR
206.3b/206.3c name lists), `card-faces.json` (the faces, halves and colour indicators the oracle
corpus lacks, `card_faces`) and `sources.json` (what came from where, and when).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path
from typing import Any

from app.reference import card_faces, cr_parser, mtgjson, name_lists, rulings_import, seeds
from app.reference.folding import fold

CR_FILE = "data/cr/MagicCompRules-20260417.txt"
SET_FILES = ("data/mtgjson/ATQ.json", "data/mtgjson/HML.json")
SEED_CARDS = "data/cards/seed-cards.json"
SEEDS_DIR = "seeds"

FAN_CONTENT = (
    "Unofficial Fan Content permitted under the Fan Content Policy. Not approved/endorsed by "
    "Wizards. Portions of the materials used are property of Wizards of the Coast. "
    "©Wizards of the Coast LLC."
)


def _write(path: Path, payload: Any) -> None:
    path.write_text(json.dumps(payload, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def _without_rulings(card: dict[str, Any]) -> dict[str, Any]:
    """A card as cards.json keeps it: its rulings are in card-rulings.json, with every card's."""
    card.pop("rulings")
    return card


def import_all(shared: Path, out: Path) -> dict[str, int]:
    """Read the originals under `shared` and write the JSON copy to `out`; return the counts."""
    raw = (shared / CR_FILE).read_bytes().decode("utf-8")
    cr = cr_parser.parse(raw)
    numbers = {r.number: r for r in cr.rules}

    set_metas = []
    set_cards: list[mtgjson.Card] = []
    for name in SET_FILES:
        meta, cards = mtgjson.read_set(shared / name)
        set_metas.append(meta)
        set_cards.extend(cards)
    cards = mtgjson.merge(set_cards, mtgjson.read_seed_cards(shared / SEED_CARDS))
    out.mkdir(parents=True, exist_ok=True)
    # The extras file, read once: its faces and colours, and every card's dated rulings (the
    # set files' among them), which go to card-rulings.json alone.
    extras = card_faces.read_extras(shared / card_faces.EXTRAS_FILE)
    rulings_source, ruling_counts = rulings_import.import_rulings(extras, out, set_cards, numbers)

    rules_by_text = {fold(r.text): r.number for r in cr.rules if r.kind in ("numbered", "subrule")}
    paragraphs = seeds.read_paragraphs((shared / SEEDS_DIR).glob("*.txt"))
    rulings = seeds.build_rulings(paragraphs, rules_by_text, [c.name for c in cards])

    faces = card_faces.card_faces(extras)

    antiquities = name_lists.parse_name_list(numbers[name_lists.ANTIQUITIES_RULE].text)
    homelands = name_lists.parse_name_list(numbers[name_lists.HOMELANDS_RULE].text)

    effective = cr.effective_date.isoformat()
    _write(
        out / "cr.json",
        {
            "effective_date": effective,
            "rules": [dataclasses.asdict(r) for r in cr.rules],
            "glossary": [dataclasses.asdict(g) for g in cr.glossary],
        },
    )
    _write(out / "cards.json", [_without_rulings(dataclasses.asdict(c)) for c in cards])
    _write(out / "rulings.json", [dataclasses.asdict(r) for r in rulings])
    _write(
        out / "names.json",
        {
            "antiquities": {"rule": name_lists.ANTIQUITIES_RULE, "names": antiquities},
            "homelands": {"rule": name_lists.HOMELANDS_RULE, "names": homelands},
        },
    )
    _write(out / "card-faces.json", faces)
    _write(
        out / "sources.json",
        {
            "fan_content_policy": FAN_CONTENT,
            "sources": [
                {
                    "name": "Magic: The Gathering Comprehensive Rules",
                    "file": Path(CR_FILE).name,
                    "date": effective,
                    "publisher": "Wizards of the Coast",
                    "licence": FAN_CONTENT,
                },
                *[
                    {
                        "name": f"MTGJSON {m['version']} set file: {m['name']} ({m['code']})",
                        "file": f"{m['code']}.json",
                        "date": m["date"],
                        "publisher": "MTGJSON",
                        "licence": "MIT (© Zach Halpern); card text © Wizards of the Coast",
                    }
                    for m in set_metas
                ],
                rulings_source,
                {
                    "name": "Card faces, halves and colour indicators the oracle corpus lacks: "
                    + faces["source"],
                    "file": Path(card_faces.EXTRAS_FILE).name,
                    "date": card_faces.source_date(faces),
                    "publisher": "MTGJSON",
                    "licence": "MIT (© Zach Halpern); card text © Wizards of the Coast",
                },
                {
                    "name": "Current oracle text of the seed cards",
                    "file": Path(SEED_CARDS).name,
                    "date": None,
                    "publisher": "Wizards of the Coast (Oracle)",
                    "licence": FAN_CONTENT,
                },
                {
                    "name": "Seed rulings documents",
                    "file": ", ".join(sorted({s for r in rulings for s in r.sources})),
                    "date": None,
                    "publisher": "Wizards of the Coast (rulings and CR text)",
                    "licence": FAN_CONTENT,
                },
            ],
        },
    )
    return {
        "sections": cr.count("section"),
        "rules": cr.count("rule"),
        "numbered": cr.count("numbered"),
        "subrules": cr.count("subrule"),
        "examples": cr.example_count,
        "glossary": len(cr.glossary),
        "cards": len(cards),
        "rulings": len(rulings),
        "cr_rulings": sum(1 for r in rulings if r.cr_rule),
        "antiquities": len(antiquities),
        "homelands": len(homelands),
        **card_faces.counts(faces),
        **ruling_counts,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.reference.importer", description=__doc__)
    parser.add_argument("--shared", type=Path, default=Path("../shared"), help="originals")
    parser.add_argument("--out", type=Path, default=Path("data"), help="output directory")
    args = parser.parse_args(argv)
    try:
        counts = import_all(args.shared, args.out)
    except (OSError, ValueError, KeyError) as exc:
        print(f"import failed: {exc}", file=sys.stderr)
        return 1
    for key, value in counts.items():
        print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
