"""Hugging Face: search, repo listings and verdicts, resumable verified downloads,
the download queue.

Imports the models and hardware layers and the base modules; never runtime or chat."""
