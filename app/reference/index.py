"""Build the read-only SQLite FTS5 search database from the reference store.

Every searchable thing (rule, glossary term, keyword, seed ruling, card ruling, card, listed name)
becomes one row of `docs` with its display text, and one row of the FTS5 table `docs_fts` with the
same text folded (`app.reference.folding.fold`), so "Urza's" finds "Urza’s" and "aether" finds
"Æther". The build writes to a temporary file and renames it into place, so a running app never sees
a half-built database, and it records a fingerprint of the data so a stale database is rebuilt.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import sqlite3
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from app.reference.card_query import Facts, facts_of
from app.reference.catalog import catalog
from app.reference.folding import fold, slug
from app.reference.rulings import (
    card_provenance,
    dated_subject,
    gist,
    rest_of,
    seed_provenance,
    seed_title,
)
from app.reference.store import ReferenceStore, Rule
from engine import card_store_fingerprint, corpus_card

SCHEMA_VERSION = "9"
#: Characters of a card's oracle text kept for its search snippet.
CARD_SNIPPET_CHARS = 400
_NOT_ALNUM = re.compile(r"[^a-z0-9]+")
DATA_FILES = (
    "cr.json",
    "cards.json",
    "card-rulings.json",
    "rulings.json",
    "names.json",
    "sources.json",
)


@dataclass(frozen=True, slots=True)
class Doc:
    kind: str
    key: str
    title: str
    body: str
    url: str
    #: Extra words that should find the document (a rule's number, a card's type line).
    keywords: str = ""
    #: What results show as the title, when it isn't the indexed title (a subrule's opening words
    #: are shown beside its number but weighted as body text).
    label: str = ""
    #: The title already folded, when the caller has it (a corpus card's folded name).
    folded_title: str = ""
    #: What a result's snippet is cut from, when it isn't the indexed body: never the title again.
    shown: str = ""
    #: A corpus card's facts for card syntax (`app.reference.card_query`).
    facts: Facts | None = None


def compact(folded: str) -> str:
    """A folded name without spaces or punctuation: "urzas tower" finds "urza's tower"."""
    return _NOT_ALNUM.sub("", folded)


def rule_shown(rule: Rule, store: ReferenceStore) -> str:
    """A rule's snippet text: what its title doesn't already say.

    A subrule's title is its opening words, so the snippet goes on from there; a heading
    ("701.36 Populate") shows the rule under it that says what it is (701.36a); a short rule
    that its title says entirely shows where it stands (under 702.2 Deathtouch).
    """
    text = "\n".join([rule.text, *(f"Example: {e}" for e in rule.examples)])
    rest = rest_of(text, rule.title) if rule.kind in ("numbered", "subrule") else ""
    if rule.kind in ("section", "rule") or not rest:
        children = store.children.get(rule.number, [])
        if children:
            first = children[0]
            return f"{first.number} {first.text}"
        parent = store.by_number.get(rule.parent or "")
        if parent is not None:
            return f"Under {parent.number} {parent.title}"
    return rest or text


def fingerprint(data_dir: Path) -> str:
    digest = hashlib.sha256(SCHEMA_VERSION.encode())
    for name in DATA_FILES:
        digest.update((data_dir / name).read_bytes())
    # The card names come from the card store: its fingerprint (the corpus's hash and the store's
    # schema) stands for them, so checking the index doesn't build the catalog.
    digest.update(card_store_fingerprint().encode())
    return digest.hexdigest()


def dated_documents(store: ReferenceStore) -> Iterator[Doc]:
    """Every card's dated ruling, once however many cards it is a ruling of, shown titled by its
    cards and found by their names too; a ruling that is also a seed ruling is that one's
    document."""
    seeds = {fold(r.text) for r in store.seed_rulings}
    rulings = store.card_rulings
    cards = catalog()

    def card_url(name: str) -> str:
        page = cards.named(fold(name))
        return page.url if page else f"/cards/{slug(name)}"

    for ruling in rulings.rulings:
        if not ruling.cards or fold(ruling.text) in seeds:
            continue
        head = f"{dated_subject(ruling)} — ruling of {ruling.date}"
        # Indexed by its text and its cards' names (keywords), not by a title: a title hit
        # weighs ten times a body's, and 24,589 titles of card names would put the rulings of
        # Teferi's Protection before the rules of protection.
        yield Doc(
            "ruling",
            ruling.id,
            "",
            ruling.text,
            f"{card_url(ruling.cards[0])}#{ruling.id}",
            " ".join([*ruling.cards, "ruling"]),
            f"{head}: {gist(ruling.text)}",
            shown=rest_of(ruling.text, gist(ruling.text))
            or card_provenance(ruling, rulings.source).source,
        )


def documents(store: ReferenceStore) -> Iterator[Doc]:
    for rule in store.rules:
        body = "\n".join([rule.text, *(f"Example: {e}" for e in rule.examples)])
        if rule.kind in ("section", "rule"):
            title = label = f"{rule.number}. {rule.title}"
        else:
            title, label = rule.number, f"{rule.number} {rule.title}"
        yield Doc(
            "rule",
            rule.number,
            title,
            body,
            f"/rules/{rule.number}",
            rule.number,
            label,
            shown=rule_shown(rule, store),
        )
    for term in store.glossary:
        yield Doc("glossary", term.slug, term.term, term.text, f"/glossary/{term.slug}")
    for keyword in store.keywords:
        rule = store.by_number[keyword.rule]
        body = " ".join(r.text for r in store.subtree(keyword.rule)[1:3])
        yield Doc(
            "keyword",
            keyword.slug,
            keyword.name,
            body,
            f"/keywords/{keyword.slug}",
            f"keyword {keyword.kind} {rule.number}",
        )
    for ruling in store.seed_rulings:
        # The title carries the ruling's opening words; they are indexed as body text, so the
        # subject (card, keyword, rule) is what a title hit means.
        title = seed_title(ruling)
        head = title.split(": ", 1)[0]
        yield Doc(
            "ruling",
            ruling.id,
            head,
            ruling.text,
            f"/rulings/{ruling.id}",
            " ".join([ruling.topic, *ruling.cards, "ruling"]),
            title,
            shown=rest_of(ruling.text, gist(ruling.text)) or seed_provenance(ruling, store).source,
        )
    yield from dated_documents(store)
    # Every corpus card by name (its text is on its page: indexing 34,632 oracle texts would
    # triple the build); a card of the reference data also by its text, type line and sets.
    cards = catalog()
    reference_cards = {fold(c.name): c for c in store.cards}
    for entry in cards.cards:
        known = reference_cards.get(entry.folded)
        if known is not None:
            body, keywords = known.oracle, " ".join([known.type_line, *known.sets])
        else:
            body = entry.layout_label + (": " + " // ".join(entry.faces) if entry.faces else "")
            keywords = ""
        if not entry.playable:
            keywords += " not a card of a two-player game"
        corpus = corpus_card(entry.name)
        shown = body
        if corpus is not None:
            text = " ".join(corpus.front.text.split("\n"))
            shown = f"{corpus.type_line} · {text[:CARD_SNIPPET_CHARS]}".strip(" ·")
        yield Doc(
            "card",
            entry.slug,
            entry.name,
            body,
            entry.url,
            keywords,
            "",
            entry.folded,
            shown=shown,
            facts=None if corpus is None else facts_of(0, corpus, entry.folded),
        )
    for folded, card in reference_cards.items():
        if cards.named(folded) is None:  # tokens and cards the corpus doesn't hold
            yield Doc(
                "card",
                card.slug,
                card.name,
                card.oracle,
                f"/cards/{card.slug}",
                " ".join([card.type_line, *card.sets]),
            )
    for name_list in store.name_lists.values():
        for name in name_list.names:
            yield Doc(
                "name",
                f"{name_list.key}:{name}",
                name,
                f"Originally printed in {name_list.set_name} (CR {name_list.rule}).",
                f"/names/{name_list.key}?q={name}",
                name_list.set_name,
            )


def build(store: ReferenceStore, data_dir: Path, target: Path) -> None:
    """Write a fresh database to `target` (atomically)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=target.name, suffix=".tmp", dir=target.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        con = sqlite3.connect(tmp)
        with con:
            con.executescript(
                """
                CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
                CREATE TABLE docs (
                    id INTEGER PRIMARY KEY, kind TEXT NOT NULL, key TEXT NOT NULL,
                    title TEXT NOT NULL, body TEXT NOT NULL, url TEXT NOT NULL
                );
                CREATE INDEX docs_kind ON docs(kind);
                CREATE TABLE card_names (folded TEXT PRIMARY KEY, id INTEGER NOT NULL)
                    WITHOUT ROWID;
                CREATE TABLE card_compact (compact TEXT PRIMARY KEY, id INTEGER NOT NULL)
                    WITHOUT ROWID;
                CREATE TABLE card_facts (
                    id INTEGER PRIMARY KEY, folded TEXT NOT NULL, type_line TEXT NOT NULL,
                    oracle TEXT NOT NULL, colors TEXT NOT NULL, mv REAL, power REAL,
                    toughness REAL, layout TEXT NOT NULL, kinds TEXT NOT NULL
                );
                CREATE VIRTUAL TABLE card_fts USING fts5(
                    name, type_line, oracle, content='',
                    tokenize="unicode61 remove_diacritics 2", prefix='2 3'
                );
                CREATE VIRTUAL TABLE docs_fts USING fts5(
                    title, body, keywords, content='',
                    tokenize="unicode61 remove_diacritics 2", prefix='1 2 3'
                );
                CREATE VIRTUAL TABLE vocab USING fts5vocab(docs_fts, row);
                """
            )
            rows = list(enumerate(documents(store), start=1))
            con.executemany(
                "INSERT INTO docs VALUES (?, ?, ?, ?, ?, ?)",
                [(i, d.kind, d.key, d.label or d.title, d.shown or d.body, d.url) for i, d in rows],
            )
            folded = functools.lru_cache(maxsize=1024)(fold)  # card bodies repeat
            titles = [d.folded_title or fold(d.title) for _, d in rows]
            con.executemany(
                "INSERT INTO docs_fts(rowid, title, body, keywords) VALUES (?, ?, ?, ?)",
                [
                    (i, title, folded(d.body), folded(d.keywords))
                    for (i, d), title in zip(rows, titles, strict=True)
                ],
            )
            # Card names folded, for "an exact card name comes first" and typo tolerance.
            con.executemany(
                "INSERT OR IGNORE INTO card_names VALUES (?, ?)",
                [(t, i) for (i, d), t in zip(rows, titles, strict=True) if d.kind == "card"],
            )
            # The same without spaces or punctuation ("urzas tower"), for an exact match too.
            con.executemany(
                "INSERT OR IGNORE INTO card_compact VALUES (?, ?)",
                [
                    (compact(t), i)
                    for (i, d), t in zip(rows, titles, strict=True)
                    if d.kind == "card"
                ],
            )
            con.executemany(
                "INSERT INTO card_facts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    # Only whether it has text: the text itself is searched in `card_fts`.
                    (
                        i,
                        f.folded_name,
                        f.type_line,
                        "x" if f.oracle.strip() else "",
                        f.colors,
                        f.mv,
                        f.power,
                        f.toughness,
                        f.layout,
                        f.kinds,
                    )
                    for i, d in rows
                    if (f := d.facts) is not None
                ],
            )
            # Card syntax's text terms (names, type lines, oracle text): `app.reference.card_query`.
            con.executemany(
                "INSERT INTO card_fts(rowid, name, type_line, oracle) VALUES (?, ?, ?, ?)",
                [(i, f.folded_name, f.type_line, f.oracle) for i, d in rows if (f := d.facts)],
            )
            con.execute("INSERT INTO card_fts(card_fts) VALUES ('optimize')")
            # A face's name finds its card ("delver of secrets"), unless a card has that name.
            card_ids = {d.key: i for i, d in rows if d.kind == "card"}
            con.executemany(
                "INSERT OR IGNORE INTO card_names VALUES (?, ?)",
                [(face, card_ids[e.slug]) for face, e in catalog().by_face.items()],
            )
            con.execute("INSERT INTO docs_fts(docs_fts) VALUES ('optimize')")
            # The vocabulary: every indexed word, with how many documents hold it. It feeds the
            # "did you mean" suggestions and tells which words are too common to narrow a search.
            con.execute("CREATE TABLE spelling AS SELECT term, doc AS docs FROM vocab")
            con.execute("DROP TABLE vocab")
            con.executemany(
                "INSERT INTO meta VALUES (?, ?)",
                [
                    ("fingerprint", fingerprint(data_dir)),
                    ("effective_date", store.effective_date),
                ],
            )
        con.execute("VACUUM")
        con.close()
        tmp.chmod(0o644)
        tmp.replace(target)
    finally:
        tmp.unlink(missing_ok=True)


def is_current(target: Path, data_dir: Path) -> bool:
    """Whether `target` exists and was built from the data as it is now."""
    if not target.exists():
        return False
    try:
        con = sqlite3.connect(f"file:{target}?mode=ro", uri=True)
        try:
            row = con.execute("SELECT value FROM meta WHERE key = 'fingerprint'").fetchone()
        finally:
            con.close()
    except sqlite3.DatabaseError:
        return False
    return row is not None and row[0] == fingerprint(data_dir)


def ensure(store: ReferenceStore, data_dir: Path, target: Path) -> bool:
    """Build the database unless it is current; return whether a build happened."""
    if is_current(target, data_dir):
        return False
    build(store, data_dir, target)
    return True


def main(argv: list[str] | None = None) -> int:
    """Build the search database if it is missing or stale (`python -m app.reference.index`)."""
    import argparse

    from app.reference.store import load
    from app.settings import get_settings

    settings = get_settings()
    parser = argparse.ArgumentParser(prog="python -m app.reference.index", description=main.__doc__)
    parser.add_argument("--data", type=Path, default=settings.data_dir)
    parser.add_argument("--out", type=Path, default=settings.index_path)
    parser.add_argument("--force", action="store_true", help="rebuild even if current")
    args = parser.parse_args(argv)
    store = load(args.data)
    if args.force:
        build(store, args.data, args.out)
        print(f"built {args.out}")
    elif ensure(store, args.data, args.out):
        print(f"built {args.out}")
    else:
        print(f"{args.out} is current")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
