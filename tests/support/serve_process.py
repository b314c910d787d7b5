"""``llamadesk serve`` in its own process, as a user runs it: started, read for its URL
line, stopped with a signal; never left running after the test."""

from __future__ import annotations

import re
import signal
import subprocess
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

import psutil

from tests.support.cli_process import start_cli

URL_LINE = re.compile(r"^Serving (?P<models>.+) to other apps at (?P<url>http://\S+/v1)$")


@dataclass
class Serving:
    process: subprocess.Popen[str]
    models: str  # the names on the URL line, ", "-separated
    url: str  # the base URL an OpenAI client is given

    def llama_servers(self) -> list[psutil.Process]:
        return [child for child in psutil.Process(self.process.pid).children(recursive=True)
                if "llama-server" in child.name()]

    def stop(
        self, number: signal.Signals = signal.SIGTERM
    ) -> tuple[int, str, list[psutil.Process]]:
        """Send ``number``; (exit code, stderr, the llama-servers it ran just before)."""
        servers = self.llama_servers()
        self.process.send_signal(number)
        _out, err = self.process.communicate(timeout=60)
        return self.process.returncode, err, servers


def all_gone(processes: Sequence[psutil.Process]) -> bool:
    return not psutil.wait_procs(processes, timeout=5)[1]


@contextmanager
def serving(args: Sequence[str], env_extra: Mapping[str, str]) -> Iterator[Serving]:
    """``llamadesk serve ARGS``, once its URL line is printed (the model is ready)."""
    process = start_cli(["serve", *args], env_extra=env_extra)
    try:
        assert process.stdout is not None
        line = process.stdout.readline().strip()
        match = URL_LINE.match(line)
        assert match, (line, process.stderr.read() if process.poll() is not None else "")
        yield Serving(process, match["models"], match["url"])
    finally:
        if process.poll() is None:
            process.kill()
        # Reaps it and closes its pipes, also when it ended by itself (a refused
        # argument): left open, they failed the whole run with ResourceWarnings.
        process.communicate()
