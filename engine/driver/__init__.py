"""L6 driver: the step function, the scenario format and its actions and directives, share links,
the run output and running a scenario to its end (docs/ARCHITECTURE.md). `engine/__init__.py`,
the public API, re-exports what callers need from here."""
