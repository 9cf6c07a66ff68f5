"""One module per resource of the JSON API."""
