"""Connive (CR 701.50), a keyword action, in one package: its instruction (`model`), the verb
"connive" in the grammar's tree (`reading`), the card page's words (`words`) and how a permanent
connives (`rules`).

"To do so, that permanent's controller draws a card, then discards a card. If a nonland card is
discarded this way, that player puts a +1/+1 counter on the conniving permanent." (701.50a)
"""
