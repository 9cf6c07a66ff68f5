"""The service layer: what pages and the JSON API both call. It holds no HTTP and no HTML."""
