"""The Load page: the model picked, the settings chosen for this computer, the memory bar,
where it runs."""
