"""The Discover page: models on Hugging Face, one repo's versions and card, the downloads."""
