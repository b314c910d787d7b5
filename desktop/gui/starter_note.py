"""How the starter model is named wherever it is shown: a tiny demo, not the app's
quality. A 135M-parameter model answers "the capital of France" in broken French; a
newcomer who is not told blames the app, so every place that shows it says so and
offers a better model for this computer one click away (Discover's suggestions)."""

from __future__ import annotations

TINY_DEMO = "tiny demo"
# After the model's name in lists (the Library, the Load page's model box).
STARTER_SUFFIX = f" (starter model: a {TINY_DEMO})"
FIND_BETTER_TEXT = "Find a better model for this computer"
STARTER_NOTE = (
    "This is the starter model, a tiny demo (135 million parameters) that shows the app "
    "works. Its answers are often wrong or odd; a bigger model answers far better."
)
