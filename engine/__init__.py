"""Rulings Explorer's rules engine: pure Python, no web imports.

The engine is built in later work (see the issues); for now the package holds the version and the
date of the Comprehensive Rules it follows, which the app and the scenario output report.
"""

__version__ = "0.1.0"

#: Effective date of the Comprehensive Rules the engine's citations refer to.
CR_DATE = "2026-04-17"

__all__ = ["CR_DATE", "__version__"]
