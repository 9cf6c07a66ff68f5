"""Rulings Explorer: the web app (pages and JSON API) over the reference data and the engine."""
