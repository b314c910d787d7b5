"""Entry point of the windowed ``LlamaDesk`` executable in a frozen build."""

import sys

from desktop.core.runtime.lifetime import sweep_orphans
from desktop.gui.shell.app import run_gui

if __name__ == "__main__":
    # As `llamadesk` with no command does: servers left by a crashed run hold memory.
    sweep_orphans()
    sys.exit(run_gui())
