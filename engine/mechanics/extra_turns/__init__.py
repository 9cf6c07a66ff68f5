"""Extra turns (CR 500.7) and skipping them (614.10), in one package: the instruction "[Target
player] take[s] an extra turn / two extra turns after this one" (`model`, `reading`, `words`),
and how the next turn is chosen (`rules`): the extra turns created and not yet taken come first,
the most recently created first (500.7), each skipped instead while a permanent's "If an
opponent would begin an extra turn, that player skips that turn instead" applies (Stranglehold,
614.10); then the regular turn order resumes after the turn the extra turns came after.
"""
