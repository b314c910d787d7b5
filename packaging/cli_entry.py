"""Entry point of the console ``llamadesk`` executable in a frozen build."""

import sys

from desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
