"""Plain-Python core of LlamaDesk. Nothing under this package may import Qt."""
