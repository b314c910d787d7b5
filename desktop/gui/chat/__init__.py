"""The Chat page: the saved chats, the open one's messages, the composer, tools in answers,
the context meter."""
