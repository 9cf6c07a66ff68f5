"""Limits on searching libraries read from oracle text (701.23): "Your opponents / Players can't
search libraries." (101.2) and "If an opponent would search a library, that player searches the
top four cards of that library instead." (614.1a, 701.23f) — a permanent's lines (`reading`),
asked by the search itself (`engine.mechanics.search`, `engine.modifiers.search_limits`)."""
