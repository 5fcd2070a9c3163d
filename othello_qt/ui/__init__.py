"""The Qt desktop app: windows, board view, game controller, AI worker."""
