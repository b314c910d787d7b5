"""Chatting: the streaming client, per-chat settings, the conversation store and
its exports.

The top layer: it may import every other layer."""
