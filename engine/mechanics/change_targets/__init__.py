"""Changing the targets of a spell or ability (CR 115.7) in one package: its instruction
(`model`), the reading of "Change the target of target spell with a single target.", "Change a
target of target spell or ability to this creature." and "You may choose new targets for target
spell." (`reading`, a sentence reader), the card page's words (`words`) and how it is done
(`rules`): the new targets are chosen through the one choice mechanism and must be legal for
the spell or ability whose targets change.
"""
