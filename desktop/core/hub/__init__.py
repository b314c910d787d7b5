"""Hugging Face: search (search), a repo's variants (variants), which one fits
(verdicts, from a header read over HTTP: remote_header), token checks (token_check),
resumable verified downloads (downloads) and the download queue (download_queue).
Every Hub call ends on time (calls); every failure is one plain error (errors).

Imports the models and hardware layers and the base modules; never runtime or chat."""
