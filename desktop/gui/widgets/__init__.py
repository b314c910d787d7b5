"""Widgets and helpers every page shares: form controls, labels, layouts, plain words,
numbers for people."""
