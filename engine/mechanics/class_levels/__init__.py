"""Class levels (CR 716), in one package: a class level bar's instruction (`model`), how a
Class's level bars and the abilities under them are read (`reading`) and how a level is gained
and what a level's abilities watch for (`rules`).

"[Cost]: Level N" means "[Cost]: This Class's level becomes N. Activate only if this Class is
level N-1 and only as a sorcery" and "As long as this Class is level N or greater, it has [the
abilities printed under it]" (716.2a).
"""
