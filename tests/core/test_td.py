"""The TD(λ) network: encoding, gradient, the numba kernels against a plain numpy reference,
weights files (round trip, and clear errors for bad ones), the trainer and the ``td`` player."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from othello_qt.core.players.registry import create_player
from othello_qt.core.position import BLACK, WHITE, Position
from othello_qt.core.td import kernels
from othello_qt.core.td.network import (
    FORMAT,
    TDNetwork,
    WeightsError,
    encode,
    encode_many,
    load_weights,
    save_weights,
    symmetric_images,
)
from othello_qt.core.td.trainer import TrainingConfig, curve_csv, kernel_seed, train


def _positions(count: int, seed: int) -> list[Position]:
    """Positions from random games, a few of each stage."""
    rng = np.random.default_rng(seed)
    found = []
    while len(found) < count:
        position = Position.initial()
        while not position.is_game_over() and len(found) < count:
            moves = position.legal_moves()
            position = position.play(moves[rng.integers(len(moves))])
            if rng.random() < 0.2:
                found.append(position)
    return found


# --- encoding and arithmetic ---------------------------------------------------------------------


def test_encoding_puts_white_on_the_first_64_inputs_and_black_on_the_last() -> None:
    position = Position.initial()
    inputs = encode(position)
    assert inputs.shape == (128,)
    assert {int(i) for i in np.flatnonzero(inputs[:64])} == {27, 36}  # d4, e5 white
    assert {int(i) for i in np.flatnonzero(inputs[64:])} == {28, 35}  # e4, d5 black
    many = encode_many(_positions(10, 1))
    for row, p in zip(many, _positions(10, 1), strict=True):
        assert np.array_equal(row, encode(p))


def test_gradient_matches_finite_differences() -> None:
    net = TDNetwork.random(7, seed=3)
    x = encode(_positions(1, 2)[0])
    value, (g1, gb1, g2, gb2) = net.gradient(x)
    assert value == pytest.approx(net.forward(x))
    eps = 1e-6
    for array, grad in ((net.w1, g1), (net.b1, gb1), (net.w2, g2), (net.b2, gb2)):
        flat = array.reshape(-1)
        for index in np.random.default_rng(0).choice(flat.size, size=min(6, flat.size), replace=False):
            old = flat[index]
            flat[index] = old + eps
            up = net.forward(x)
            flat[index] = old - eps
            down = net.forward(x)
            flat[index] = old
            assert grad.reshape(-1)[index] == pytest.approx((up - down) / (2 * eps), abs=1e-8)


def test_numba_forward_equals_numpy_forward() -> None:
    net = TDNetwork.random(13, seed=5)
    hidden = np.zeros(13)
    for position in _positions(20, 7):
        fast = kernels.forward(np.uint64(position.white), np.uint64(position.black), net.kernel_net, hidden)
        assert fast == pytest.approx(net.value(position), abs=1e-12)


def _reference_td_game(net: TDNetwork, alpha: float, lam: float) -> int:
    """One greedy self-play game learned by TD(λ), written plainly in numpy (no exploration).

    White plays the move maximising P(White wins), Black the one minimising it; ties go to the
    lowest square, as in the kernel.  Returns 1/0/-1 for a White win/draw/loss.
    """
    traces = [np.zeros_like(a) for a in (net.w1, net.b1, net.w2, net.b2)]
    params = (net.w1, net.b1, net.w2, net.b2)
    position = Position.initial()
    previous = None
    while not position.is_game_over():
        if position.must_pass():
            position = position.play(position.legal_moves()[0])
            continue
        best_move, best = None, -1.0
        for move in position.legal_moves():
            value = net.value(position.play(move))
            mine = value if position.turn is WHITE else 1.0 - value
            if mine > best:
                best_move, best = move, mine
        position = position.play(best_move)
        x = encode(position)
        if previous is not None:
            delta = net.forward(x) - previous
            for p, e in zip(params, traces, strict=True):
                p += alpha * delta * e
        value, grads = net.gradient(x)
        for e, g in zip(traces, grads, strict=True):
            e *= lam
            e += g
        previous = value
    result = position.result()
    outcome = 1.0 if result.white > result.black else 0.5 if result.white == result.black else 0.0
    for p, e in zip(params, traces, strict=True):
        p += alpha * (outcome - previous) * e
    return 0 if result.winner is None else (1 if result.winner is WHITE else -1)


def test_numba_training_game_equals_the_numpy_reference() -> None:
    reference = TDNetwork.random(9, seed=11)
    fast = reference.copy()
    for _ in range(3):
        expected = _reference_td_game(reference, 0.1, 0.7)
        got = kernels.train_game(fast.kernel_net, kernels.TrainingOptions(0.1, 0.7, 0.0))
        assert got == expected
        for a, b in ((reference.w1, fast.w1), (reference.b1, fast.b1), (reference.w2, fast.w2)):
            np.testing.assert_allclose(a, b, rtol=1e-9, atol=1e-12)
        assert reference.b2[0] == pytest.approx(fast.b2[0], abs=1e-12)


def test_evaluation_against_random_counts_every_game() -> None:
    net = TDNetwork.random(5, seed=1)
    kernels.seed_kernels(4)
    wins, draws, losses = kernels.play_vs_random(net.kernel_net, 30)
    assert wins + draws + losses == 30


# --- weights files ---------------------------------------------------------------------------------


def test_weights_round_trip(tmp_path: Path) -> None:
    net = TDNetwork.random(11, seed=2)
    net.games_trained = 1234
    net.info = {"alpha": 0.1, "lambda": 0.7}
    path = save_weights(net, tmp_path / "w.npz")
    back = load_weights(path)
    for a, b in ((net.w1, back.w1), (net.b1, back.b1), (net.w2, back.w2), (net.b2, back.b2)):
        assert np.array_equal(a, b)
    assert back.games_trained == 1234
    assert back.info == {"alpha": 0.1, "lambda": 0.7}
    assert [p.name for p in tmp_path.iterdir()] == ["w.npz"]  # no temporary file left behind


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(WeightsError, match=r"nothing\.npz: no such file"):
        load_weights(tmp_path / "nothing.npz")


def test_garbage_file_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "garbage.npz"
    path.write_bytes(b"this is not a zip archive at all" * 10)
    with pytest.raises(WeightsError, match=r"garbage\.npz: not an \.npz archive"):
        load_weights(path)


def test_truncated_file_is_a_clear_error(tmp_path: Path) -> None:
    good = save_weights(TDNetwork.random(8, seed=1), tmp_path / "good.npz")
    bad = tmp_path / "truncated.npz"
    bad.write_bytes(good.read_bytes()[: good.stat().st_size // 2])
    with pytest.raises(WeightsError):
        load_weights(bad)


def _write_npz(path: Path, **arrays: np.ndarray) -> Path:
    with open(path, "wb") as handle:
        np.savez(handle, **arrays)
    return path


def _valid_arrays(hidden: int = 4) -> dict[str, np.ndarray]:
    return {
        "format": np.array(FORMAT),
        "w1": np.zeros((128, hidden)),
        "b1": np.zeros(hidden),
        "w2": np.zeros(hidden),
        "b2": np.zeros(1),
        "games_trained": np.array(0),
        "symmetries": np.array(1),
        "info_keys": np.zeros(0, dtype="<U1"),
        "info_values": np.zeros(0),
    }


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"w1": np.zeros((64, 4))}, "w1"),
        ({"w2": np.zeros(5)}, "w2"),
        ({"b2": np.array([np.nan])}, "NaN"),
        ({"format": np.array("something else")}, "format"),
        ({"games_trained": np.array(-1)}, "games_trained"),
        ({"w1": np.array([None] * 4, dtype=object)}, "w1"),
    ],
)
def test_wrong_arrays_are_clear_errors(tmp_path: Path, change: dict[str, np.ndarray], message: str) -> None:
    arrays = _valid_arrays()
    arrays.update(change)
    path = _write_npz(tmp_path / "bad.npz", **arrays)
    with pytest.raises(WeightsError, match=message):
        load_weights(path)


def test_missing_array_is_a_clear_error(tmp_path: Path) -> None:
    arrays = _valid_arrays()
    del arrays["w2"]
    with pytest.raises(WeightsError, match="missing array 'w2'"):
        load_weights(_write_npz(tmp_path / "bad.npz", **arrays))


def test_an_npz_is_never_unpickled(tmp_path: Path) -> None:
    """A member holding a pickled object is refused, not executed."""
    arrays = _valid_arrays()
    arrays["info_keys"] = np.array([{"a": 1}], dtype=object)
    with pytest.raises(WeightsError, match=r"p\.npz: array 'info_keys' holds object"):
        load_weights(_write_npz(tmp_path / "p.npz", **arrays))


# --- trainer and player ----------------------------------------------------------------------------


def test_short_training_run_records_a_learning_curve() -> None:
    config = TrainingConfig(games=300, hidden=10, eval_every=100, eval_games=20, chunk=40, seed=3)
    seen: list[int] = []
    result = train(config, on_progress=lambda done, total: seen.append(done))
    assert result.network.games_trained == 300
    assert [p.games for p in result.curve] == [0, 100, 200, 300]
    assert all(p.played == 20 for p in result.curve)
    assert seen[-1] == 300 and seen == sorted(seen)
    assert curve_csv(result.curve).splitlines()[0] == "games,wins,draws,losses,win_rate,seconds"
    assert len(curve_csv(result.curve).splitlines()) == 5


def test_keep_best_returns_the_best_evaluated_network() -> None:
    config = TrainingConfig(
        games=400, hidden=6, eval_every=100, eval_games=40, chunk=50, seed=5, keep_best=True
    )
    result = train(config)
    wins = max(p.wins for p in result.curve)
    if result.best is None:
        assert result.curve[-1].wins == wins  # the last one was (one of) the best
    else:
        assert result.best.wins == wins
        assert result.network.games_trained == result.best.games


def test_training_can_stop_early() -> None:
    config = TrainingConfig(games=10_000, hidden=4, eval_every=5000, eval_games=4, chunk=50)
    result = train(config, should_stop=lambda: True)
    assert result.stopped
    assert result.network.games_trained == 0


def test_config_rejects_nonsense() -> None:
    with pytest.raises(ValueError):
        TrainingConfig(alpha=0)
    with pytest.raises(ValueError):
        TrainingConfig(lam=1.5)
    with pytest.raises(ValueError, match="hidden units must be between 1 and 4096, got 0"):
        TrainingConfig(hidden=0)
    with pytest.raises(ValueError, match="seed must be between 0"):
        TrainingConfig(seed=-1)


def test_a_resumed_network_explores_a_new_random_stream() -> None:
    """Same weights, same seed: a network with games behind it must not replay the games of the first run."""
    config = TrainingConfig(games=20, hidden=4, eval_every=20, eval_games=2, chunk=20, seed=7, epsilon=0.5)
    fresh = TDNetwork.random(4, seed=1)
    resumed = fresh.copy()
    resumed.games_trained = 20
    first = train(config, fresh).network
    again = train(config, resumed).network
    assert again.games_trained == 40
    assert not np.array_equal(first.w1, again.w1)
    assert kernel_seed(7, 0) == 7  # fresh runs keep their published seeds
    assert len({kernel_seed(7, games) for games in (0, 20, 40, 5000)}) == 4
    assert all(0 <= kernel_seed(2**32 - 1, games) < 2**32 for games in (0, 1, 10**9))


def test_td_player_plays_legal_moves_from_a_weights_file(tmp_path: Path) -> None:
    path = save_weights(TDNetwork.random(6, seed=8), tmp_path / "w.npz")
    player = create_player(f"td:{path}", seed=1)
    opponent = create_player("random", seed=2)
    position = Position.initial()
    while not position.is_game_over():
        mover = player if position.turn is BLACK else opponent
        decision = mover.choose(position)
        assert position.is_legal(decision.move)
        position = position.play(decision.move)
    info = player.analyze(Position.initial())
    assert set(info.move_scores) == set(Position.initial().legal_moves())


def test_td_player_picks_the_move_the_network_likes_best(tmp_path: Path) -> None:
    net = TDNetwork.random(6, seed=9)
    path = save_weights(net, tmp_path / "w.npz")
    player = create_player(f"td:{path}")
    position = Position.initial()
    values = {m: 1.0 - net.value(position.play(m)) for m in position.legal_moves()}  # black to move
    assert player.choose(position).move == max(values, key=values.__getitem__)


def test_td_player_with_a_bad_file_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.npz"
    bad.write_text("nope")
    with pytest.raises(WeightsError):
        create_player(f"td:{bad}")


# --- training options ------------------------------------------------------------------------------


def test_a_symmetric_network_values_symmetric_positions_equally() -> None:
    net = TDNetwork.random(7, seed=6, symmetries=8)
    hidden = np.zeros(7)
    for position in _positions(5, 9):
        images = symmetric_images(position)
        values = net.values(images)
        assert np.allclose(values, values[0], atol=1e-12)
        fast = kernels.value(np.uint64(position.white), np.uint64(position.black), net.kernel_net, hidden, 8)
        assert fast == pytest.approx(values[0], abs=1e-12)


@pytest.mark.parametrize(
    "options",
    [
        {"random_share": 1.0},
        {"symmetries": 8},
        {"calm_empties": 30},
        {"cut_traces": True},
        {"margin": 0.5},
        {"alpha_final": 0.01},
    ],
)
def test_training_options_run_and_change_the_weights(options: dict[str, object]) -> None:
    config = TrainingConfig(games=40, hidden=5, eval_every=40, eval_games=4, chunk=20, seed=2, **options)
    start = TDNetwork.random(5, seed=2, symmetries=int(options.get("symmetries", 1)))
    result = train(config, start.copy())
    assert result.network.games_trained == 40
    assert not np.array_equal(result.network.w1, start.w1)
    assert np.all(np.isfinite(result.network.w1))


def test_margin_target_changes_what_is_learned() -> None:
    plain, shaped = TDNetwork.random(5, seed=4), TDNetwork.random(5, seed=4)
    kernels.seed_kernels(1)
    kernels.train_games(plain.kernel_net, 5, kernels.TrainingOptions(0.1, 0.7, 0.0))
    kernels.seed_kernels(1)
    kernels.train_games(shaped.kernel_net, 5, kernels.TrainingOptions(0.1, 0.7, 0.0, margin=0.5))
    assert not np.allclose(plain.w2, shaped.w2)
