"""Add a secret for the rate limit's client keys, and forget the counts keyed without one.

With a random secret per store (an HMAC key shared by every instance through the database), a
stored client key can't be turned back into an address by trying every IPv4 address.
"""

from __future__ import annotations

import secrets

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    secret = op.create_table(
        "store_secret",
        sa.Column("singleton", sa.Integer(), primary_key=True),
        sa.Column("secret", sa.String(64), nullable=False),
        sa.CheckConstraint("singleton = 1", name="store_secret_one_row"),
    )
    op.bulk_insert(secret, [{"singleton": 1, "secret": secrets.token_hex(32)}])
    # Counts under the old unsalted keys would never be matched again: drop them.
    op.execute("DELETE FROM creation_counts")


def downgrade() -> None:
    op.drop_table("store_secret")
