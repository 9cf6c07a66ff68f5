"""Short links: scenarios stored content-addressed, in SQLite by default or a shared PostgreSQL.

`ids` derives a link's id from the scenario's canonical JSON, `database` opens the configured
database and brings its schema up to date, `store` creates and reads links within the abuse limits,
and `python -m app.links` exports, imports and inspects the store.
"""
