"""The checkout's development scripts, not the app: setting up and testing a checkout
(``python3 -m desktop.bootstrap start|test``, the README's two commands: ``__main__``),
the second real model the tests use (``models``), the README's screenshots
(``python -m desktop.bootstrap.screenshots``). Left out of the wheel and the installers."""
