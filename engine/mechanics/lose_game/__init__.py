"""An effect stating that a player loses the game (CR 104.3e): "you lose the game" (the Pacts'
"If you don't, you lose the game"), in one package: its instruction (`model`), its reading
(`reading`), how it is played (`rules`) and its words (`words`). "You can't lose the game"
(Platinum Angel) stops it as it stops a state-based loss (614.17).
"""
