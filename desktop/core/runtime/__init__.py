"""llama-server: finding and building it, launching it, its lifetime, its failures,
and the one path from "load this model" to a ready server.

Imports the models and hardware layers and the base modules; never the hub or chat."""
