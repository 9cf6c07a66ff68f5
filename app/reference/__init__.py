"""Reference data: the Comprehensive Rules, card rulings, seed rulings and the name lists.

`importer` turns the originals into the project's own JSON copy under `data/`; `index` builds the
read-only SQLite FTS5 database the app serves from.
"""
