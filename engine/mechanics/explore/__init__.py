"""Explore (CR 701.44), a keyword action, in one package: its instruction (`model`), the verb
"explore" in the grammar's tree (`reading`), the card page's words (`words`) and how a permanent
explores (`rules`).

"To explore, that permanent's controller reveals the top card of their library. If a land card is
revealed this way, that player puts that card into their hand. Otherwise, that player puts a
+1/+1 counter on the exploring permanent and may put the revealed card into their graveyard."
(701.44a)
"""
