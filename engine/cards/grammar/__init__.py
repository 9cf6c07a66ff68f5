"""The oracle grammar (issue 28): oracle lines read as typed tokens (`tokens`, the card's own
name found by `selves`) and, by a hand-written recursive-descent grammar (`cursor`; `phrases`,
`amounts`, `modifiers`, `verbs`, `moves`, `events`, `effects` and `lines` its rules), into a
typed tree (`tree`) that renders back to the line's words, each back-reference bound to what
it names (`binders`); `measure` and `python -m engine.cards.grammar` count what it reads on
the corpus. It reads only: the lowering into the card vocabulary is the issue's next part.
"""
