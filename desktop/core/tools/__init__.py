"""Tools the model can call: the built-in ones and those of MCP servers (issue 13).

``base`` holds the shapes every tool shares; the chat session's tool loop runs them.
"""
