"""Is the SQLite file the store opened still the one at its path, and can it still be written?

SQLite keeps working on an open file after it is deleted or renamed away: every pooled
connection holds it open, so creations go on answering 201 into a file nobody will see again
(after a restart, the app makes a new empty store at the path). Likewise a file or directory made
read-only under a running app is noticed only at the next start, or never by a check that reads.
So the store remembers the device and inode of the file it opened, and before each write and
each health check compares them with what the path names now (one `stat`), and asks whether the
file and its directory may be written (two `access` calls): together a few microseconds.

Not covered: a file overwritten in place (same inode, e.g. `cp other links.sqlite`) — SQLite
itself finds that out as corruption — and a change between the check and the write.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Engine


@dataclass
class StoreFile:
    path: Path
    #: (st_dev, st_ino) of the file as first seen; None until it exists.
    identity: tuple[int, int] | None = None

    @classmethod
    def of(cls, engine: Engine) -> StoreFile | None:
        """The file of a SQLite engine (None for PostgreSQL or an in-memory database)."""
        database = engine.url.database
        if engine.dialect.name != "sqlite" or not database or database == ":memory:":
            return None
        store_file = cls(Path(database))
        store_file.problem(writable=False)  # records the identity if the file is there
        return store_file

    def problem(self, *, writable: bool) -> str | None:
        """Why the store can't be used as it is (for the operator's log), or None."""
        try:
            status = os.stat(self.path)
        except FileNotFoundError:
            if self.identity is None:
                return None  # not made yet: the first connection creates it
            return f"{self.path} was removed while the app had it open; restart the app"
        except OSError as exc:
            return f"{self.path} can't be looked at ({exc.strerror})"
        identity = (status.st_dev, status.st_ino)
        if self.identity is None:
            self.identity = identity
        elif identity != self.identity:
            return (
                f"{self.path} was replaced by another file while the app had it open; restart "
                "the app to use the new one"
            )
        if writable:
            if not os.access(self.path, os.W_OK):
                return f"{self.path} can't be written (read-only)"
            if not os.access(self.path.parent, os.W_OK | os.X_OK):
                return f"{self.path.parent} can't be written (read-only), so neither can the store"
        return None
