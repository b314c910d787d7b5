"""LlamaDesk: offline chat with local language models through llama.cpp's llama-server."""

__version__ = "0.1.0"
