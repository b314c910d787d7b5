"""The Library page: every model on this computer and whether it runs here."""
