"""The Windows lane: the app's Windows build set up and run under Wine on Linux.

``python3 -m desktop.bootstrap windows`` runs it (``lane.main``). Everything it makes
lives under ``~/.cache/llamadesk/windows`` and is reused by later runs.
"""
