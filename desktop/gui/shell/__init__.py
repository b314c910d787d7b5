"""The window around the pages: starting the app, the main window and its status bar, one
instance per user, the look (theme, palette, style sheet, icons), the services every
page shares."""
