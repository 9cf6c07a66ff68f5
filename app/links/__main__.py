"""Operate the short-link store: `python -m app.links export|import|stats|migrate`.

The store is the one the app would use (DATABASE_URL, else SQLite under RULINGS_STORE_DIR).
`export` writes every link as JSON Lines (one `{"id", "digest", "created_at", "scenario"}` per
line, in id order) to a file, atomically, or to standard output; `import` puts such a file
back, checking each scenario against its digest and id, skipping links already there, so it can be
rerun after a failure and moves a store between SQLite and PostgreSQL. `delete ID…` removes links
(making room once the store is full) and `recount` resets the usage totals from the table after
rows were changed by hand. `export` and `stats` only read; the others first bring the schema up
to date. Exit status: 0 done, 1 the store or the file is wrong (the message says where), 2 bad
usage.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

from sqlalchemy.exc import SQLAlchemyError

from app.links import database
from app.links.store import LinkStore, LinkStoreError, StoreUnavailable
from app.services.short_links import check_record, open_store
from app.settings import get_settings


class BackupFileError(ValueError):
    """A line of a backup file that isn't a link record."""


def _write(store: LinkStore, out: TextIO) -> int:
    count = 0
    for record in store.export():
        out.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
        count += 1
    return count


def export(store: LinkStore, target: str) -> int:
    """Write the backup to `target` ("-" for standard output); returns the number of links."""
    if target == "-":
        return _write(store, sys.stdout)
    path = Path(target)
    handle, temporary = tempfile.mkstemp(
        dir=path.parent or Path("."), prefix=path.name, suffix=".part"
    )
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            count = _write(store, out)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return count


def _lines(lines: TextIO) -> Iterator[tuple[int, str]]:
    number = 0
    try:
        for number, line in enumerate(lines, start=1):
            yield number, line
    except UnicodeDecodeError:
        raise BackupFileError(f"line {number + 1}: not UTF-8 text") from None


def records(lines: TextIO) -> Iterator[dict[str, Any]]:
    for number, line in _lines(lines):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise BackupFileError(f"line {number}: not JSON ({exc.msg})") from None
        except RecursionError:
            raise BackupFileError(f"line {number}: nested too deeply to be a link record") from None
        if not isinstance(record, dict) or not isinstance(record.get("scenario"), dict):
            raise BackupFileError(f"line {number}: not a link record (id, digest, scenario)")
        yield record


def _explain(exc: Exception) -> str:
    """The message, with the driver's own words when the database didn't answer."""
    if isinstance(exc, StoreUnavailable):
        return f"{exc} ({exc.reason})"
    return str(exc)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m app.links", description=__doc__.splitlines()[0]
    )
    commands = parser.add_subparsers(dest="command", required=True)
    out = commands.add_parser("export", help="write every link as JSON Lines")
    out.add_argument("--out", default="-", help="file to write (default: standard output)")
    into = commands.add_parser("import", help="put links from an export back")
    into.add_argument("file", help="a file written by export, or - for standard input")
    commands.add_parser("stats", help="backend, schema version, links and bytes stored")
    remove = commands.add_parser("delete", help="remove links by id, giving their room back")
    remove.add_argument("ids", nargs="+", metavar="ID")
    commands.add_parser("recount", help="set the usage totals from the links table")
    commands.add_parser("migrate", help="bring the schema to the newest version")
    args = parser.parse_args(argv)
    try:
        # Reading (export, stats) never changes the schema; an older release can still export.
        store = open_store(get_settings(), migrate=args.command not in ("export", "stats"))
    except (database.DatabaseConfigError, LinkStoreError, SQLAlchemyError) as exc:
        print(f"error: the short-link store can't be opened: {_explain(exc)}", file=sys.stderr)
        return 1
    try:
        if args.command == "export":
            count = export(store, args.out)
            print(f"exported {count} links", file=sys.stderr)
        elif args.command == "import":
            if args.file == "-":
                added, present = store.restore(records(sys.stdin), check_record)
            else:
                with open(args.file, encoding="utf-8") as lines:
                    added, present = store.restore(records(lines), check_record)
            print(f"imported {added} links; {present} were already stored", file=sys.stderr)
        elif args.command == "delete":
            missing = [link_id for link_id in args.ids if not store.delete(link_id)]
            print(f"deleted {len(args.ids) - len(missing)} links", file=sys.stderr)
            if missing:
                print(f"error: no link has the id {', '.join(missing)}", file=sys.stderr)
                return 1
        elif args.command == "recount":
            print(json.dumps(store.recount().to_data()))
        elif args.command == "stats":
            print(json.dumps(store.stats().to_data()))
        else:
            print(f"schema version {database.schema_version(store.engine)}", file=sys.stderr)
    except (BackupFileError, LinkStoreError, OSError, SQLAlchemyError) as exc:
        print(f"error: {_explain(exc)}", file=sys.stderr)
        return 1
    finally:
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
