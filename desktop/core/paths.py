"""Where LlamaDesk keeps its files: one place decides, tests redirect it by env var.

User data (settings, conversations, models, runtimes) lives in the platform's user
folders, never next to the program, so upgrades and uninstalls keep it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "llamadesk"

# Each folder can be redirected on its own; tests point them into a temporary folder.
DATA_DIR_ENV = "LLAMADESK_DATA_DIR"
CONFIG_DIR_ENV = "LLAMADESK_CONFIG_DIR"
CACHE_DIR_ENV = "LLAMADESK_CACHE_DIR"
# The llama-server to use, named for this run (runtime.discovery searches it second, after
# the one picked in Settings).
SERVER_PATH_ENV = "LLAMADESK_LLAMA_SERVER"


def _from_env_or(env_name: str, default: str) -> Path:
    value = os.environ.get(env_name, "").strip()
    return Path(value).expanduser() if value else Path(default)


def data_dir() -> Path:
    """Models, runtimes, conversations and child-process records."""
    return _from_env_or(DATA_DIR_ENV, platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """Settings."""
    return _from_env_or(CONFIG_DIR_ENV, platformdirs.user_config_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """Things that can be thrown away and rebuilt: source downloads, build trees."""
    return _from_env_or(CACHE_DIR_ENV, platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def log_dir() -> Path:
    """The app's log file and crash reports (beside the data, so a user finds them in
    one place and a test's data folder holds its own)."""
    return data_dir() / "logs"


def models_dir() -> Path:
    return data_dir() / "models"


def runtimes_dir() -> Path:
    return data_dir() / "runtimes"


def child_records_dir() -> Path:
    return data_dir() / "children"


def is_frozen() -> bool:
    """True inside a PyInstaller build."""
    return bool(getattr(sys, "frozen", False))


def bundle_dir() -> Path:
    """The folder the program's own files live in, from source or frozen alike."""
    if is_frozen():
        meipass = getattr(sys, "_MEIPASS", None)
        return Path(meipass) if meipass else Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parents[2]


def executable_dir() -> Path:
    """The folder holding the program a user launched (the frozen exe), else the checkout."""
    if is_frozen():
        return Path(sys.executable).resolve().parent
    return bundle_dir()


def resources_dir() -> Path:
    return bundle_dir() / "resources"


def mcp_config_path() -> Path:
    """The MCP servers the user configured, in the ``mcp.json`` shape other apps use."""
    return config_dir() / "mcp.json"
