"""Fight (CR 701.14), a keyword action, and its one-sided kin "deals damage equal to its power
to" (a "bite", 120.2b), in one package: their instructions (`model`), the reading of the
sentences that say them (`reading`, a sentence reader tried as a spell's or an ability's
instructions are read), the card page's words for them (`words`) and how they are done
(`rules`): a creature, not the spell or ability, deals the damage.
"""
