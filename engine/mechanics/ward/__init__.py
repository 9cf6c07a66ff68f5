"""Ward (CR 702.21), a keyword ability of permanents, in one package: its spellings, which carry a
parameter ("Ward {2}", "Ward—Pay 3 life", "Ward—Discard a card", "Ward—Sacrifice a creature"),
and the instructions of its forms with a life, a discard or a sacrifice cost (`model`), the card
page's words for those forms and their instructions (`words`) and how it is played (`rules`): the
triggered ability each ward keyword stands for, and the life, discard and sacrifice payments.

"Ward [cost]" means "Whenever this permanent becomes the target of a spell or ability an opponent
controls, counter that spell or ability unless that player pays [cost]." (702.21a)
"""
