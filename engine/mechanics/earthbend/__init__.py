"""Earthbend (CR 701.66), a keyword action, in one package: its instruction (`model`), the reading
of the verb in the grammar's tree (`reading`), how it is played (`rules`) and the card page's
words for it (`words`).

"Earthbend N" means "Target land you control becomes a 0/0 land creature with haste in addition
to its other types. Put N +1/+1 counters on it. When that land dies or is put into exile, return
it to the battlefield tapped under your control." (701.66a) "Whenever you earthbend" (701.66b)
isn't read yet.
"""
