"""The JSON API, versioned under /api/v1, with its own OpenAPI document."""
