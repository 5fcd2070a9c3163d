"""Evaluation weights (discs per feature unit), one row per phase (phase = empties // 5).

Written by the tuning script (do not edit by hand):

    python -m othello_qt.core.engine.tuning --games 1000 --per-phase 2000 --depth 6 --exact-empties
        16 --noise 0.15 --random-opening 6 --ridge 0.001 --seed 1

Measured: at depth 4, these weights beat the hand-set starting weights 54-0-6 (mean +26 discs) over
60 games from random 8-move openings.

Columns: bias, mobility, potential_mobility, frontier, corners, x_squares, c_squares, edge_stable,
edges, discs, parity.
Fit per phase (positions, RMS error of the fit in discs, RMS of the labels):

    phase  0 (0-4 empties): 2000 positions, fit RMS 6.55, label RMS 26.10
    phase  1 (5-9 empties): 2000 positions, fit RMS 10.52, label RMS 28.26
    phase  2 (10-14 empties): 2000 positions, fit RMS 12.22, label RMS 29.44
    phase  3 (15-19 empties): 2000 positions, fit RMS 10.97, label RMS 30.05
    phase  4 (20-24 empties): 2000 positions, fit RMS 9.13, label RMS 28.07
    phase  5 (25-29 empties): 2000 positions, fit RMS 8.81, label RMS 27.53
    phase  6 (30-34 empties): 2000 positions, fit RMS 8.58, label RMS 25.62
    phase  7 (35-39 empties): 2000 positions, fit RMS 7.21, label RMS 21.96
    phase  8 (40-44 empties): 2000 positions, fit RMS 7.25, label RMS 18.53
    phase  9 (45-49 empties): 2000 positions, fit RMS 5.63, label RMS 14.83
    phase 10 (50-54 empties): 2000 positions, fit RMS 4.46, label RMS 11.12
    phase 11 (55-59 empties): 2000 positions, fit RMS 3.60, label RMS 5.72
"""

WEIGHTS = [
    [1.33035, 4.32560, -2.31497, 0.64811, -0.59310, -0.56503, -0.50709, 1.26082, -1.05293, 0.88872, 1.38303],
    [1.75744, 3.20178, -1.75098, 0.87524, 0.30143, -3.09619, -1.62383, 1.55663, -0.82584, 0.63530, 1.05692],
    [0.93732, 2.88355, -0.97560, 0.92363, 1.36980, -4.29555, -1.42601, 1.67625, -0.63920, 0.49520, 0.68744],
    [0.15960, 2.44891, -0.60770, 1.08085, 3.26796, -5.38795, -1.70825, 1.70010, -0.23100, 0.31098, 1.43977],
    [0.33175, 1.81574, -0.21257, 1.16572, 4.79362, -7.99327, -2.34213, 1.85692, 0.35532, 0.07149, 1.78952],
    [0.09233, 1.04544, 0.31468, 1.35256, 8.44102, -10.72474, -2.30820, 1.78828, 0.72185, 0.04294, 1.32562],
    [-0.06690, 0.86169, 0.33026, 1.47523, 11.35877, -12.33373, -3.62899, 1.80694, 1.36007, -0.10070, 1.42276],
    [0.13825, 0.79460, 0.39463, 1.59287, 12.34138, -14.91002, -4.30742, 2.44470, 1.40200, 0.01546, 1.79560],
    [0.38199, 0.65592, 0.56688, 1.45504, 15.01645, -16.34600, -5.15052, 2.93272, 1.64220, 0.00031, 1.70723],
    [0.14799, 0.74469, 0.63704, 1.10332, 16.29079, -17.03936, -6.11511, 4.34066, 1.42051, -0.11562, 1.36142],
    [0.57875, 0.54873, 0.79531, 0.72151, 19.86982, -18.75511, -7.47366, 4.04806, 0.72411, 0.22001, 0.55707],
    [0.24676, 0.94874, 0.42971, 0.23246, 0.00000, -21.86901, 0.00000, 0.00000, -5.12354, -0.23246, -1.49739],
]
