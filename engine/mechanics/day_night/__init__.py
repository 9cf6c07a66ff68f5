"""Day and night (CR 731) and the keywords daybound and nightbound (702.145), in one package:
the keywords' spellings, simple keywords (`model`), the card page's words for them (`words`)
and how they are played (`rules`): the designation, its change in the untap step and the
transformations it makes.
"""
