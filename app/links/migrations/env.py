"""Alembic's entry point: run the migrations on the connection `database.migrate` hands over.

The caller has already begun the transaction (and taken the lock), so the whole upgrade commits or
rolls back as one.
"""

from __future__ import annotations

from alembic import context

from app.links.database import VERSION_TABLE

connection = context.config.attributes["connection"]
context.configure(connection=connection, transactional_ddl=True, version_table=VERSION_TABLE)
with context.begin_transaction():
    context.run_migrations()
