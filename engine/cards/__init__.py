"""Cards as data: the vocabulary (`vocabulary`) and the engine's card pool (`pool`)."""
