"""Benchmarks behind ``make bench``: each prints the figures quoted in the README."""
