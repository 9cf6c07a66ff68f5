"""The HTML pages: full documents for every URL, htmx fragments for `HX-Request`."""
