"""Tests of Windows' own behaviour, run by the Windows lane under Windows Python
(``python3 -m desktop.bootstrap windows``); not collected elsewhere, where they would
have nothing to test."""

from __future__ import annotations

import sys

collect_ignore_glob = [] if sys.platform == "win32" else ["test_*.py"]
