"""What is wrong with a model file, in the window's language.

The core's errors about model files say what kind they are (``GGUFError.problem``,
``OllamaModelError.problem``, ``ModelDeleteError.refusal``, the class of
``NotAChatModelError`` and ``MissingLibraries``) and carry their figures (the file's
name, the parts of a split model, a version); their ``message`` is English, for the
command line and the log. The Load page, the Library and a failed load word them here,
and show an error this does not know as the core wrote it.
"""

from __future__ import annotations

from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.gpu_libraries import MissingLibraries
from desktop.core.models.gguf_header import GGUFError, GGUFProblem
from desktop.core.models.library import DeleteRefusal, LibraryEntry, ModelDeleteError
from desktop.core.models.load_choice import NotAChatModelError
from desktop.core.models.memory import SettingValueError
from desktop.core.models.ollama_models import OllamaModelError, OllamaProblem
from desktop.gui.widgets.rpc_words import rpc_error_text
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

_t = words_in("ModelWords")

FILE_PROBLEMS: dict[GGUFProblem, str] = {
    GGUFProblem.NOT_FOUND: QT_TRANSLATE_NOOP(
        "ModelWords", "{file} was not found. It may have been moved or deleted."
    ),
    GGUFProblem.FOLDER: QT_TRANSLATE_NOOP("ModelWords", "{file} is a folder, not a model file."),
    GGUFProblem.NOT_A_FILE: QT_TRANSLATE_NOOP("ModelWords", "{file} is not a model file."),
    GGUFProblem.NO_PERMISSION: QT_TRANSLATE_NOOP(
        "ModelWords", "{file} can't be read: LlamaDesk is not allowed to open it."
    ),
    GGUFProblem.UNREADABLE: QT_TRANSLATE_NOOP("ModelWords", "{file} could not be read."),
    GGUFProblem.EMPTY: QT_TRANSLATE_NOOP(
        "ModelWords", "{file} is empty (the download did not finish?). Download it again."
    ),
    GGUFProblem.TRUNCATED: QT_TRANSLATE_NOOP(
        "ModelWords",
        "{file} is incomplete (the download did not finish?). Download it again.",
    ),
    GGUFProblem.WEB_PAGE: QT_TRANSLATE_NOOP(
        "ModelWords",
        "{file} is not a model but a web page or error message (the download failed?). "
        "Download it again.",
    ),
    GGUFProblem.LFS_POINTER: QT_TRANSLATE_NOOP(
        "ModelWords",
        "{file} only points to the model; it is not the model itself. Download the real file.",
    ),
    GGUFProblem.NOT_GGUF: QT_TRANSLATE_NOOP("ModelWords", "{file} is not a GGUF model file."),
    GGUFProblem.BIG_ENDIAN: QT_TRANSLATE_NOOP(
        "ModelWords",
        "{file} was made for another kind of computer (big-endian), which LlamaDesk cannot "
        "use.",
    ),
    GGUFProblem.OLD_VERSION: QT_TRANSLATE_NOOP(
        "ModelWords",
        "{file} is in an old format (GGUF version 1). Download a newer conversion of the "
        "model.",
    ),
    GGUFProblem.UNKNOWN_VERSION: QT_TRANSLATE_NOOP(
        "ModelWords",
        "{file} is in GGUF version {version}, which LlamaDesk cannot read (a newer or "
        "damaged file?).",
    ),
    GGUFProblem.DAMAGED: QT_TRANSLATE_NOOP(
        "ModelWords", "{file} is damaged and can't be read as a model. Download it again."
    ),
    GGUFProblem.NOT_A_MODEL: QT_TRANSLATE_NOOP(
        "ModelWords", "{file} is not a model file LlamaDesk can use (it names no kind of model)."
    ),
    GGUFProblem.SPLIT_PART_MISSING: QT_TRANSLATE_NOOP(
        "ModelWords",
        "Part {number} of {count} of {file} is missing ({part} is not in the same folder).",
    ),
    GGUFProblem.SPLIT_PARTS_MISSING: QT_TRANSLATE_NOOP(
        "ModelWords",
        "This model is split into {count} parts, and these are missing: {parts}. Download "
        "it again or delete it.",
    ),
    GGUFProblem.SPLIT_NAME: QT_TRANSLATE_NOOP(
        "ModelWords",
        "{file} is part {number} of {count} of a split model, but its name does not end in "
        "{suffix}, so the other parts cannot be found.",
    ),
    GGUFProblem.SPLIT_MIXED: QT_TRANSLATE_NOOP(
        "ModelWords",
        "The parts of {file} do not belong together (parts of different downloads mixed?). "
        "Download the model again.",
    ),
}
OLLAMA_RECORD_DAMAGED = QT_TRANSLATE_NOOP(
    "ModelWords",
    "Ollama's {name} can't be used: Ollama's record of it is damaged. Download it again in "
    "Ollama.",
)
OLLAMA_PROBLEMS: dict[OllamaProblem, str] = {
    OllamaProblem.MANIFEST_TOO_LARGE: OLLAMA_RECORD_DAMAGED,
    OllamaProblem.MANIFEST_UNREADABLE: OLLAMA_RECORD_DAMAGED,
    OllamaProblem.MANIFEST_DAMAGED: OLLAMA_RECORD_DAMAGED,
    OllamaProblem.NO_FILES: OLLAMA_RECORD_DAMAGED,
    OllamaProblem.BAD_FILE_NAME: OLLAMA_RECORD_DAMAGED,
    OllamaProblem.NO_MODEL_FILE: QT_TRANSLATE_NOOP(
        "ModelWords", "Ollama's {name} has no model file of its own (it may be a cloud model)."
    ),
    OllamaProblem.MODEL_FILE_MISSING: QT_TRANSLATE_NOOP(
        "ModelWords",
        "Ollama's {name} can't be used: its model file is missing from Ollama's folder. "
        "Download it again in Ollama.",
    ),
}
DELETE_REFUSALS: dict[DeleteRefusal, str] = {
    DeleteRefusal.STARTER: QT_TRANSLATE_NOOP(
        "ModelWords", "The starter model comes with LlamaDesk and cannot be deleted."
    ),
    DeleteRefusal.OLLAMA: QT_TRANSLATE_NOOP(
        "ModelWords", "{name} belongs to Ollama. Remove it in Ollama (ollama rm {name})."
    ),
    DeleteRefusal.FILES_IN_USE: QT_TRANSLATE_NOOP(
        "ModelWords",
        "Some files of {name} could not be deleted. Check that you may change that folder "
        "and that no other program uses them.",
    ),
}
PROJECTOR = QT_TRANSLATE_NOOP(
    "ModelWords",
    "{file} is the picture part of a model (a vision projector), not a chat model. Pick "
    "the model file it belongs to.",
)
SPEECH_MODEL = QT_TRANSLATE_NOOP(
    "ModelWords",
    "{file} is a speech model ({family}): it reads answers aloud, it does not chat. Choose "
    "it in Settings → Voice, and load a chat model here.",
)
MISSING_LIBRARIES = QT_TRANSLATE_NOOP(
    "ModelWords",
    "The model server can't use the graphics card: files it needs are missing ({names}). "
    "Reinstall the runtime in Settings, or update the graphics card's driver.",
)

# A load setting with a value that can't be used (a hand-edited settings file, say):
# a ``SettingValueError`` (``MemoryEstimateError``, ``LaunchOptionsError``) names it so.
BAD_SETTING = QT_TRANSLATE_NOOP(
    "ModelWords",
    "LlamaDesk can't use {value} as the {setting}. Choose another value in Settings or on "
    "the Load page.",
)
SETTING_NAMES: dict[str, str] = {
    "context": QT_TRANSLATE_NOOP("ModelWords", "context length"),
    "parallel": QT_TRANSLATE_NOOP("ModelWords", "number of parallel chats"),
    "threads": QT_TRANSLATE_NOOP("ModelWords", "number of threads"),
    "gpu_layers": QT_TRANSLATE_NOOP("ModelWords", "number of layers on the graphics card"),
    "cache_type": QT_TRANSLATE_NOOP("ModelWords", "context cache type"),
    "flash_attention": QT_TRANSLATE_NOOP("ModelWords", "flash attention setting"),
    "vram_share": QT_TRANSLATE_NOOP("ModelWords", "share of graphics memory"),
    "extra_args": QT_TRANSLATE_NOOP("ModelWords", "extra arguments"),
}


def model_error_text(error: LlamaDeskError) -> str:
    """What is wrong and what to do, for a person: ``error``'s kind and figures in the
    window's language; ``error.message`` for an error this does not know."""
    words = _words(error)
    return error.message if words is None else words


def load_error_text(error: LlamaDeskError) -> str:
    """What stopped a model from loading (or its preview), in the window's language:
    the model file, the runtime's libraries, the other computers lending devices."""
    return rpc_error_text(error) or model_error_text(error)


def entry_problem_text(entry: LibraryEntry) -> str | None:
    """Why a model of the library can't be used, in the window's language (None: it can)."""
    if entry.problem is not None:
        return model_error_text(entry.problem)
    return entry.error


def _words(error: LlamaDeskError) -> str | None:
    if isinstance(error, GGUFError) and error.problem is not None:
        figures = {"file": error.file_name, **error.figures}
        try:
            return _t(FILE_PROBLEMS[error.problem]).format(**figures)
        except KeyError:  # made without a figure its sentence names
            return None
    if isinstance(error, OllamaModelError) and error.problem is not None:
        return _t(OLLAMA_PROBLEMS[error.problem]).format(name=error.name)
    if isinstance(error, ModelDeleteError) and error.refusal is not None and error.name:
        return _t(DELETE_REFUSALS[error.refusal]).format(name=error.name)
    if isinstance(error, NotAChatModelError) and error.file_name:
        if error.speech_family:
            return _t(SPEECH_MODEL).format(file=error.file_name, family=error.speech_family)
        return _t(PROJECTOR).format(file=error.file_name)
    if isinstance(error, SettingValueError) and error.setting in SETTING_NAMES:
        return _t(BAD_SETTING).format(
            value=error.value, setting=_t(SETTING_NAMES[error.setting])
        )
    if isinstance(error, MissingLibraries) and error.missing:
        return _t(MISSING_LIBRARIES).format(names=", ".join(error.missing))
    return None
