"""The short-link database's tables (the migrations in `app/links/migrations/` create them).

- `links`: one row per stored scenario — its id (the shortest free prefix of its digest, see
  `app.links.ids`), its digest (unique: one row per scenario), its canonical JSON and size;
- `store_usage`: the single row of the store's totals, updated in each insert's transaction so the
  total-store caps stay exact;
- `store_secret`: the single row holding the HMAC key clients are counted under;
- `creation_counts`: creations per client per rate window.
"""

from __future__ import annotations

from sqlalchemy import BigInteger, Column, DateTime, Integer, MetaData, String, Table, Text

metadata = MetaData()
links_table = Table(
    "links",
    metadata,
    Column("id", String(52), primary_key=True),
    Column("digest", String(64), nullable=False, unique=True),
    Column("scenario", Text(), nullable=False),
    Column("size", Integer(), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)
usage_table = Table(
    "store_usage",
    metadata,
    Column("singleton", Integer(), primary_key=True),
    Column("links", BigInteger(), nullable=False),
    Column("bytes", BigInteger(), nullable=False),
)
secret_table = Table(
    "store_secret",
    metadata,
    Column("singleton", Integer(), primary_key=True),
    Column("secret", String(64), nullable=False),
)
counts_table = Table(
    "creation_counts",
    metadata,
    Column("client", String(64), primary_key=True),
    Column("window_start", BigInteger(), primary_key=True),
    Column("count", Integer(), nullable=False),
)
