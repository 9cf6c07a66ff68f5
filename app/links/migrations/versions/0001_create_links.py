"""Create the short-link tables: links, the store's usage totals and creation counts per client.

`links.digest` is unique (one row per scenario) and so is `links.id` (one scenario per id); the
single `store_usage` row is updated in the same transaction as every insert, which both enforces
the total-store cap and serializes writers on PostgreSQL. `creation_counts` holds, per hashed
client address and fixed window, how many links it asked for (the rate limit).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "links",
        sa.Column("id", sa.String(52), primary_key=True),
        sa.Column("digest", sa.String(64), nullable=False, unique=True),
        sa.Column("scenario", sa.Text(), nullable=False),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    usage = op.create_table(
        "store_usage",
        sa.Column("singleton", sa.Integer(), primary_key=True),
        sa.Column("links", sa.BigInteger(), nullable=False),
        sa.Column("bytes", sa.BigInteger(), nullable=False),
        sa.CheckConstraint("singleton = 1", name="store_usage_one_row"),
    )
    op.bulk_insert(usage, [{"singleton": 1, "links": 0, "bytes": 0}])
    op.create_table(
        "creation_counts",
        sa.Column("client", sa.String(64), primary_key=True),
        sa.Column("window_start", sa.BigInteger(), primary_key=True),
        sa.Column("count", sa.Integer(), nullable=False),
    )
    op.create_index("creation_counts_window", "creation_counts", ["window_start"])


def downgrade() -> None:
    op.drop_table("creation_counts")
    op.drop_table("store_usage")
    op.drop_table("links")
