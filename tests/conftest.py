"""Test configuration: everything runs headless, whoever calls pytest."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
