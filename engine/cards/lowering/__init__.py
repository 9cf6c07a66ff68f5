"""Lowering (issue 28 §3): the oracle grammar's tree of a line read into the card vocabulary's
typed models, all or nothing — a line whose every part doesn't lower gives nothing, never part
of an ability.

The grammar (`engine.cards.grammar`) gives a line's structure: its kind, a trigger's event, an
activated ability's cost, sentences of clauses with their subjects, verbs, "may", the references
back to what the line named ("it", "that creature") and the modifiers that cut across verbs
(durations, conditions …). The lowering reads that structure here, one module a construct:
`scope` (the target specs a line names and what its back-references bind to), `phrases`
(objects, players and amounts), `verbs` (each verb's instruction, in a registry a mechanic adds
its own verbs to, `registry`), `clauses` (a clause's subject, "may", verbs joined by "and" and
its modifiers), `costs` (602.1a, 118), `triggers` (603.1), `untap_step` ("doesn't untap during
its controller's next untap step", 502.3), `exile_until` ("exile target … until ~ leaves the
battlefield", 610.3), `delayed` ("… at the beginning of the next end step", 603.7a), `defender`
("can attack this turn as though it didn't have defender", 702.3b), `prevention` ("Prevent all
damage that would be dealt to ~", a static prevention effect, 615.1a) and `abilities` (a whole
line: triggered, activated, static, spell text). A noun phrase — "target nonland permanent an
opponent controls", "creatures you control" — is read by the compiler's one noun-phrase reader
(`engine.cards.compiler.selectors`) on the words of the grammar's node, so both routes read a
noun phrase alike. The compiler (`engine.cards.compiler.card`) asks for a lowering only for a
line its own templates leave unread, and only when the grammar read every token of it and its
tree renders back to the line (issue 28 §4).
"""

from engine.cards.lowering.abilities import LoweredSpell, lower_ability, lower_spell

__all__ = ["LoweredSpell", "lower_ability", "lower_spell"]
