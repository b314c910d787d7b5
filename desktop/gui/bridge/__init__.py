"""The bridge to the core: the one host worker on its own thread that runs the core's
chat host and turns its work into signals, its controller, and the other threads that
run core calls off the window's thread (store, downloads, short calls)."""
