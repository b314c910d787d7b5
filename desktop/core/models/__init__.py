"""Model files: the GGUF header, memory and fit planning, chat templates, the library.

Imports the hardware layer and the base modules only."""
