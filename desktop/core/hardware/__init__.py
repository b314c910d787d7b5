"""What this computer has: GPUs (NVIDIA, AMD), CPU features, memory, GPU libraries.

The lowest layer above the base modules: it imports nothing else of the core."""
