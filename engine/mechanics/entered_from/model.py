"""The trigger condition "enters from anywhere other than a graveyard or exile, if it's on the
battlefield" (603.2, 603.4), by name, for a `Trigger.condition`."""

from __future__ import annotations

from engine.cards.vocabulary.triggers import trigger_condition_name

#: "When this creature enters from anywhere other than a graveyard or exile, if it's on the
#: battlefield": checked by this package's rules.
ENTERED_FROM = trigger_condition_name("entered_from")
