"""`python -m engine.cards build` builds the card store; `check` exits 1 if it is stale."""

from __future__ import annotations

import sys

from engine.cards.store import main

sys.exit(main())
