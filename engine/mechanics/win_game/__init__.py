"""A player winning the game by an effect (104.2b), in one package: "If X is greater than or
equal to the number of cards in your library, you win the game." (Thassa's Oracle) — its
instruction (`model`), reading (`reading`: the look at the top X cards it follows, where X is
an amount the text defines), the card page's words (`words`) and how it is performed
(`rules`): the game ends with its controller the winner, unless an opponent can't lose (and so
the player can't win, 104.2b, 614.17)."""
