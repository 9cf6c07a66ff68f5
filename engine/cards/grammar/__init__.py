"""The oracle grammar (issue 28): oracle lines read as tokens (`tokens`) and, by a grammar, into
a typed tree, so every piece of a line is accounted for and can be rendered back to its words.
"""
