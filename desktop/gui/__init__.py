"""The PySide6 desktop app. The only package of LlamaDesk that imports Qt."""
