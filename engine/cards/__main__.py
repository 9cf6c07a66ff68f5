"""`python -m engine.cards build` builds the card store, then every card's status in the engine
(`engine.cards.status_store`); `check` exits 1 if either is stale."""

from __future__ import annotations

import sys

from engine.cards import status_store, store

args = sys.argv[1:]
code = store.main(args)
if code == 0 and args[:1] in ([], ["build"], ["check"]):
    code = status_store.main(args or ["build"])
sys.exit(code)
