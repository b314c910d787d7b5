"""Document libraries: files and folders read, split into passages, indexed for keyword
and meaning search in one SQLite file, and searched with both.

Plain Python below the host: the host starts the embedding server and hands these
modules an ``Embedder``; nothing here starts a process or touches Qt.
"""
