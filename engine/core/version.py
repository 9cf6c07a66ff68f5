"""The engine's version and the date of the Comprehensive Rules its citations refer to."""

__version__ = "0.1.0"

#: Effective date of the Comprehensive Rules the engine's citations refer to.
CR_DATE = "2026-04-17"
