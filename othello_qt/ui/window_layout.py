"""The window's centre: the board (the analysis strip under it) on the left, the side panel on the right.
Small windows: the board keeps priority, the panel drops what it can and is held to about a third of
the width; a width the user drags is the one the panel returns to whenever there is room."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, Qt, Slot
from PySide6.QtWidgets import QFrame, QScrollArea, QSplitter, QWidget

from othello_qt.ui.analysis_panel import GRAPH_STRIP_HEIGHT, AnalysisCommands
from othello_qt.ui.side_panel import PANEL_MIN_WIDTH, SidePanel

TINY_WIDTH = 640
"""Below this window width the Players box steps aside (New game… still chooses the players) and
the buttons take two rows, so the panel can be narrow."""
PANEL_WIDTH = 300
"""The side panel's width in a roomy window, until the user drags the splitter."""
PANEL_MAX_WIDTH = 400
COMPACT_HEIGHT = 560
"""Below this window height the move list gives its room to the board (undo/redo still browse)."""
COMPACT_WIDTH = 900
"""Below this window width the panel is held to about a third, so the board keeps priority."""
GRAPH_SHARE = 0.25
"""The analysis strip's share of the window's height while the graph shows (at least
``GRAPH_STRIP_HEIGHT``): a maximised window's graph grows with it, the board keeps the most."""


class BoardAndPanel(QSplitter):
    """Board and analysis strip (``board_splitter``), then the panel in a scroll area, so the panel's
    content never sets the window's minimum height."""

    def __init__(self, board: QWidget, analysis: AnalysisCommands, panel: SidePanel, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.analysis = analysis
        self.panel = panel
        self.board_splitter = QSplitter(Qt.Orientation.Vertical, self)  # the graph under the board
        self.board_splitter.addWidget(board)
        self.board_splitter.addWidget(analysis.panel)
        self.board_splitter.setStretchFactor(0, 1)
        self.board_splitter.setStretchFactor(1, 0)
        self.board_splitter.setCollapsible(0, False)
        self.board_splitter.setSizes([10_000, GRAPH_STRIP_HEIGHT])
        self.board_splitter.splitterMoved.connect(self._remember_strip_height)
        self._strip_height: int | None = None
        self.addWidget(self.board_splitter)
        scroll = QScrollArea(self)
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a click on the panel leaves the keys where they were
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # never narrower than its smallest layout needs: the smallest window shows the whole panel
        scroll.setMinimumWidth(panel.smallest_width())
        scroll.setMaximumWidth(PANEL_MAX_WIDTH)
        self.addWidget(scroll)
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 0)
        self.setCollapsible(0, False)
        self.splitterMoved.connect(self._remember_panel_width)
        self._panel_width: int | None = PANEL_WIDTH

    def restore(self, state: QByteArray | None) -> None:
        """The splitter as the user left it (``saveState``), else the panel at its roomy width."""
        if state is not None and self.restoreState(state):
            self._panel_width = None  # the restored width, read once the splitter is laid out
        else:
            self.setSizes([10_000, PANEL_WIDTH])  # the board takes what the panel does not need

    def fit(self, width: int, height: int) -> None:
        """Lay the panel and the strip out for a window of ``width`` x ``height``."""
        narrow = width < COMPACT_WIDTH
        tiny = width < TINY_WIDTH
        compact = height < COMPACT_HEIGHT
        self.panel.fit(compact=compact, narrow=False, tiny=tiny)
        self.analysis.fit(compact=compact)
        self._fit_strip(height)
        # as wide as its content needs (the scroll area would clip it: no horizontal scroll bar); not a
        # minimum size, which would keep the window from shrinking into the tiny layout
        content = self.panel.content_width()
        if self._panel_width is None and self.isVisible():  # restored: read it once laid out
            restored = self.sizes()[1]
            self._panel_width = restored if PANEL_MIN_WIDTH <= restored <= PANEL_MAX_WIDTH else PANEL_WIDTH
        if self._panel_width is None:
            return
        side = self._panel_width
        if narrow:
            side = min(side, int(width * (0.3 if tiny else 0.36)))
        if side < content:  # the slider's captions step aside only when the panel has no room for them
            self.panel.fit(compact=compact, narrow=True, tiny=tiny)
            content = self.panel.content_width()
        side = max(side, content)
        sizes = self.sizes()
        total = sum(sizes)
        if total > side and sizes[1] != side:  # the panel's room comes back when the window grows
            self.setSizes([total - side, side])

    def _fit_strip(self, height: int) -> None:
        """The analysis strip's height while the graph shows: ``GRAPH_SHARE`` of a tall window (it
        grows when the window is maximised), the height the user dragged it to once they have."""
        strip = self.analysis.panel
        if strip.graph.isHidden() or strip.isHidden():
            return
        wanted = self._strip_height or max(GRAPH_STRIP_HEIGHT, int(height * GRAPH_SHARE))
        strip.set_splitter_height(wanted)

    @Slot(int, int)
    def _remember_strip_height(self, _pos: int, _index: int) -> None:
        """A drag of the board's splitter while the graph shows sets the strip's height from then on."""
        if not self.analysis.panel.graph.isHidden():
            self._strip_height = self.board_splitter.sizes()[1] or None

    @Slot(int, int)
    def _remember_panel_width(self, _pos: int, _index: int) -> None:
        """A splitter drag sets the panel width the window returns to whenever it has room."""
        self._panel_width = self.sizes()[1]
