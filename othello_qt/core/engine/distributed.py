"""The training commands' work on Dask distributed: a local cluster, or an existing cluster of any size.

Every unit of work is a top-level function that takes its inputs as arguments and returns its
result (workers on other machines share no folder with the command); the command writes the
checkpoints.  A unit's result follows from its arguments alone, so which worker ran it, and how
often, changes nothing: a unit lost with its worker is run again by the scheduler (up to
``distributed.scheduler.allowed-failures`` times) and one that raised is retried ``TASK_RETRIES``
times.  Dask is imported here only, when a command makes its pool: never by the app or the bundle.

A local cluster's worker processes end with the command: each holds a pipe from its parent and
exits when that pipe ends (distributed's ``AsyncProcess``), like ``workers.WorkerPool``'s.
"""

from __future__ import annotations

import logging
import re
import socket
from collections.abc import Callable
from concurrent.futures import CancelledError, Executor, Future
from typing import Any, TypeVar

T = TypeVar("T")

INSTALL_HINT = "pip install 'othello-qt[train]'"
TASK_RETRIES = 2
"""Times a unit that raised is run again before its error ends the run."""
CONNECT_SECONDS = 20
"""How long to try reaching a scheduler before giving up."""
_ADDRESS = re.compile(r"(tcp|tls)://([A-Za-z0-9.\-]+|\[[0-9A-Fa-f:.]+\]):([0-9]{1,5})")


def dask_installed() -> bool:
    """Whether Dask distributed can be imported (the ``train`` extra)."""
    try:
        import distributed  # noqa: F401
    except ImportError:
        return False
    return True


def scheduler_address(text: str) -> str:
    """``tcp://HOST:PORT`` (or ``tls://``) checked before any connection is tried; ValueError if not."""
    match = _ADDRESS.fullmatch(text.strip())
    if match is None or not 1 <= int(match.group(3)) <= 65535:
        raise ValueError(f"{text!r} is not a scheduler address like tcp://HOST:8786")
    return match.group(0)


class DaskPool(Executor):
    """A ``concurrent.futures.Executor`` whose work runs on a Dask cluster; shutting it down closes
    the connection (and the local cluster it started, if any).

    A unit the cluster could not finish (its scheduler went away, or it killed a worker too often)
    fails with OSError saying so; a unit's own error is raised as it is."""

    def __init__(self, client: Any, cluster: Any = None) -> None:
        from distributed import KilledWorker

        self._client = client
        self._cluster = cluster
        self._executor = client.get_executor(pure=False, retries=TASK_RETRIES)
        self._lost: tuple[type[BaseException], ...] = (KilledWorker, CancelledError)

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        outcome: Future[T] = Future()
        unit = self._executor.submit(fn, *args, **kwargs)
        unit.add_done_callback(lambda done: self._relay(done, outcome))
        return outcome

    def _relay(self, done: Future[T], outcome: Future[T]) -> None:
        error = CancelledError() if done.cancelled() else done.exception()
        if error is None:
            outcome.set_result(done.result())
        elif isinstance(error, self._lost):
            reason = str(error) or "its scheduler went away"
            outcome.set_exception(OSError(f"the Dask cluster lost a unit of work ({reason})"))
        else:
            outcome.set_exception(error)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        # Closing cancels a reconnection to a scheduler that went away, which Dask logs as an
        # error with its traceback; the command has already said what was lost.
        loggers = [logging.getLogger(name) for name in _dask_loggers()]
        levels = [logger.level for logger in loggers]
        for logger in loggers:
            logger.setLevel(logging.CRITICAL)
        try:
            self._executor.shutdown(wait=wait and not cancel_futures)
        finally:
            try:
                self._client.close()
                if self._cluster is not None:
                    self._cluster.close()
            finally:
                for logger, level in zip(loggers, levels, strict=True):
                    logger.setLevel(level)


def _dask_loggers() -> list[str]:
    """Distributed's loggers (Dask's configuration gives some their own level)."""
    names = list(logging.root.manager.loggerDict)
    return [name for name in names if name == "distributed" or name.startswith("distributed.")]


def local_pool(workers: int) -> DaskPool:
    """A cluster of ``workers`` single-threaded worker processes on this machine (the numba kernels
    keep per-process state), without a dashboard or memory limit."""
    from distributed import Client, LocalCluster

    cluster = LocalCluster(
        n_workers=workers,
        threads_per_worker=1,
        processes=True,
        memory_limit=0,
        dashboard_address=None,
        silence_logs=logging.ERROR,
    )
    try:
        return DaskPool(Client(cluster), cluster)
    except BaseException:
        cluster.close()
        raise


def connect(address: str) -> DaskPool:
    """The cluster whose scheduler listens at ``address``; OSError with the reason if unreachable."""
    address = scheduler_address(address)
    if not dask_installed():
        raise OSError(f"--scheduler needs Dask distributed: {INSTALL_HINT}")
    from distributed import Client

    try:
        # Dask retries a refused connection until its timeout; a closed port is known at once.
        host, port = _ADDRESS.fullmatch(address).group(2, 3)
        socket.create_connection((host.strip("[]"), int(port)), timeout=CONNECT_SECONDS).close()
        client = Client(address, timeout=CONNECT_SECONDS)
    except (OSError, TimeoutError) as exc:
        raise OSError(f"cannot reach the Dask scheduler at {address}: {exc}") from None
    return DaskPool(client)
