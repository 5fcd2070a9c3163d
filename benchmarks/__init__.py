"""Benchmarks behind ``make bench``: each prints its figures and stores them for ``docs/benchmarks.md``."""
