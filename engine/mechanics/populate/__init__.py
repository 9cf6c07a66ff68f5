"""Populate (CR 701.36), a keyword action, in one package: its instruction (`model`), the reading of
its sentence (`reading`) and how it is played (`rules`): choosing a creature token and creating a
copy of it, which may enter tapped and attacking (508.4).

"To populate means to choose a creature token you control and create a token that's a copy of
that creature token." (701.36a)
"""
