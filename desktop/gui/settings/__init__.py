"""The Settings page's groups: runtimes, defaults, tools and MCP servers, other apps,
remote servers, other computers."""
