"""The master engine: PVS midgame search, exact endgame solver, transposition table, evaluation.

Every kernel is a numba function compiled with ``nogil=True``: a search runs in a worker thread while
the UI keeps the GIL.  The Python layer (``search.Searcher``) drives iterative deepening one depth
per kernel call, so progress callbacks stay in Python.
"""
