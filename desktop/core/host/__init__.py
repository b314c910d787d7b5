"""The models the app runs, each with one owner: loading, switching, unloading, and
answering with the one that answers now (``chat_host``), and where it runs
(``placement``). The GUI's worker and every CLI command go through here; below it are
the chat session, the runtime, the hub and the tools."""
