"""The ``--workers`` / ``--scheduler`` options the training commands share (``workers.make_pool``
makes the pool they name)."""

from __future__ import annotations

import argparse

from othello_qt.core.engine import distributed
from othello_qt.core.engine.workers import default_workers


def add_pool_options(parser: argparse.ArgumentParser) -> None:
    """Where the command's units of work run: worker processes here, or an existing Dask cluster."""
    parser.add_argument(
        "--workers",
        type=int,
        default=default_workers(),
        help="worker processes on this machine (default: every core; 1 works in this process)",
    )
    parser.add_argument(
        "--scheduler",
        type=_scheduler,
        default=None,
        metavar="tcp://HOST:8786",
        help="run the work on the Dask cluster whose scheduler listens there instead "
        f"(its workers need othello-qt; this machine needs Dask: {distributed.INSTALL_HINT})",
    )


def _scheduler(text: str) -> str:
    try:
        return distributed.scheduler_address(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def pool_errors(args: argparse.Namespace) -> list[str]:
    return ["--workers must be >= 1"] if args.workers < 1 else []
