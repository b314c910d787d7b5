"""The Settings page's "Defaults for new models and chats": the load defaults every
load decision starts from (desktop.core.models.load_choice) and the chat defaults."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtWidgets import QDoubleSpinBox, QPlainTextEdit, QSpinBox, QWidget

from desktop.core.models.fit import CONTEXT_STEP
from desktop.core.models.memory import CACHE_TYPES
from desktop.core.settings import GpuOffload, Settings
from desktop.gui.chat.sampling_controls import (
    RANDOM_SEED,
    min_p_box,
    repeat_penalty_box,
    seed_box,
    top_k_box,
    top_p_box,
)
from desktop.gui.settings.settings_group import SettingsGroup
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.box_layouts import wrapping_form
from desktop.gui.widgets.form_controls import (
    buddy_label,
    check_box,
    choice_box,
    decimal_box,
    show_choice,
    whole_box,
)
from desktop.gui.widgets.glossary import explain
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

# Puts one box's new value into the settings (a new Settings, the rest unchanged).
_Store = Callable[[Settings, float], Settings]

MAX_CONTEXT = 1_048_576
MAX_TOKENS_LIMIT = 1_048_576
OFFLOAD_CHOICES: tuple[tuple[str, GpuOffload], ...] = (
    (QT_TRANSLATE_NOOP("SettingsDefaults", "Automatic"), "auto"),
    (QT_TRANSLATE_NOOP("SettingsDefaults", "Everything on the graphics card"), "all"),
    (QT_TRANSLATE_NOOP("SettingsDefaults", "Processor only (no graphics card)"), "cpu"),
)


class DefaultsGroup(SettingsGroup):
    """Each change goes into the shared settings at once; ``save`` is asked for a save
    (the page waits for typing to pause)."""

    def __init__(
        self, services: AppServices, save: Callable[[], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(
            QCoreApplication.translate("SettingsDefaults", "Defaults for new models and chats"),
            services,
            save,
            parent,
        )
        self._build()

    def _build(self) -> None:
        settings = self._services.settings
        self.load_at_start_check = check_box(
            self.tr("Load the model I used last when LlamaDesk starts"),
            self.tr("Load the model used last when LlamaDesk starts"),
            lambda on: self._change(replace(self._services.settings, load_last_model_at_start=on)),
            checked=settings.load_last_model_at_start,
        )
        self.context_spin = whole_box(
            self.tr("Default context length"),
            0,
            MAX_CONTEXT,
            CONTEXT_STEP,
            off_text=self.tr("Automatic"),
            suffix=self.tr(" tokens"),
        )
        self.context_spin.setValue(settings.default_context or 0)
        self.context_spin.valueChanged.connect(self._on_context_changed)

        self.offload_combo = choice_box(
            self.tr("Default graphics card use"),
            [(_t(text), value) for text, value in OFFLOAD_CHOICES],
        )
        self.offload_combo.setCurrentIndex(
            max(0, self.offload_combo.findData(settings.default_gpu_offload))
        )
        self.offload_combo.currentIndexChanged.connect(self._on_offload_chosen)

        self.cache_type_combo = choice_box(
            self.tr("Default context cache type"), [(kind, kind) for kind in CACHE_TYPES]
        )
        explain(self.cache_type_combo, "kv-cache type")
        show_choice(self.cache_type_combo, settings.default_cache_type)
        self.cache_type_combo.currentIndexChanged.connect(self._on_cache_type_chosen)

        self.temperature_spin = decimal_box(self.tr("Default temperature"), 0.0, 2.0, 0.05)

        self.top_p_spin = top_p_box(self.tr("Default top-p"))
        explain(self.top_p_spin, "top-p")

        # The finer sampling settings, with the chat page's ranges (sampling_controls).
        self.top_k_spin = top_k_box(
            self.tr("Default number of candidate words (top K)"),
            self.tr(
                "How many of the likeliest next words the model picks from. Fewer "
                "gives safer, plainer answers; Off lets it pick from all of them."
            ),
            self.tr("Off"),
        )

        self.min_p_spin = min_p_box(
            self.tr("Default least likely word allowed (min P)"),
            self.tr(
                "Words far less likely than the best next word are never picked. "
                "Higher keeps answers on topic; 0 turns this off."
            ),
        )

        self.repeat_penalty_spin = repeat_penalty_box(
            self.tr("Default repetition penalty"),
            self.tr(
                "Above 1 the model avoids saying the same words over and over. Off "
                "(1.00) leaves it as it is."
            ),
            self.tr("Off"),
        )

        self.seed_spin = seed_box(
            self.tr("Default seed"),
            self.tr(
                "Random gives a different answer every time. With a number, the same "
                "question asked with the same settings gets the same answer."
            ),
            self.tr("Random"),
        )

        self.max_tokens_spin = whole_box(
            self.tr("Default longest answer"),
            0,
            MAX_TOKENS_LIMIT,
            64,
            off_text=self.tr("No limit"),
            suffix=self.tr(" tokens"),
        )
        # Seven boxes filled in one loop; a change stores only its own box's field, so a
        # value written into the settings file by hand (more decimals than a box shows,
        # or beyond its range) is kept until that very box is changed.
        seed = settings.default_seed
        boxes: tuple[tuple[QDoubleSpinBox | QSpinBox, float, _Store], ...] = (
            (self.temperature_spin, settings.default_temperature,
             lambda s, v: replace(s, default_temperature=round(v, 2))),
            (self.top_p_spin, settings.default_top_p,
             lambda s, v: replace(s, default_top_p=round(v, 2))),
            (self.min_p_spin, settings.default_min_p,
             lambda s, v: replace(s, default_min_p=round(v, 2))),
            (self.repeat_penalty_spin, settings.default_repeat_penalty,
             lambda s, v: replace(s, default_repeat_penalty=round(v, 2))),
            (self.top_k_spin, settings.default_top_k,
             lambda s, v: replace(s, default_top_k=int(v))),
            (self.seed_spin, RANDOM_SEED if seed is None else seed,
             lambda s, v: replace(s, default_seed=None if v == RANDOM_SEED else int(v))),
            (self.max_tokens_spin, settings.default_max_tokens or 0,
             lambda s, v: replace(s, default_max_tokens=int(v) or None)),
        )  # fmt: skip
        for box, value, store in boxes:
            box.setValue(value)  # type: ignore[arg-type]  # the int boxes are given ints
            box.valueChanged.connect(
                lambda changed, store=store: self._change(store(self._services.settings, changed))
            )

        self.system_prompt_edit = QPlainTextEdit(settings.default_system_prompt)
        self.system_prompt_edit.setAccessibleName(self.tr("Default instructions for the assistant"))
        self.system_prompt_edit.setTabChangesFocus(True)
        self.system_prompt_edit.setMaximumHeight(90)
        self.system_prompt_edit.textChanged.connect(self._on_system_prompt_changed)

        form = wrapping_form(self)
        form.addRow(self.load_at_start_check)
        for text, field in (
            (self.tr("&Context length"), self.context_spin),
            (self.tr("&Graphics card use"), self.offload_combo),
            (self.tr("Context &cache type"), self.cache_type_combo),
            (self.tr("Cr&eativity (temperature)"), self.temperature_spin),
            (self.tr("Word choice breadth (top &P)"), self.top_p_spin),
            (self.tr("Candidate &words (top K)"), self.top_k_spin),
            (self.tr("Least likely word allowed (&min P)"), self.min_p_spin),
            (self.tr("Repetition pe&nalty"), self.repeat_penalty_spin),
            (self.tr("Seed (random or a &number)"), self.seed_spin),
            (self.tr("&Longest answer"), self.max_tokens_spin),
            (self.tr("&Instructions for the assistant"), self.system_prompt_edit),
        ):
            form.addRow(buddy_label(text, field), field)

    # -- changes ---------------------------------------------------------------------

    @Slot(int)
    def _on_context_changed(self, value: int) -> None:
        self._change(replace(self._services.settings, default_context=value or None))

    @Slot(int)
    def _on_offload_chosen(self, _index: int) -> None:
        offload = self.offload_combo.currentData()
        if offload in ("auto", "all", "cpu"):
            self._change(replace(self._services.settings, default_gpu_offload=offload))

    @Slot(int)
    def _on_cache_type_chosen(self, _index: int) -> None:
        self._change(
            replace(
                self._services.settings, default_cache_type=str(self.cache_type_combo.currentData())
            )
        )

    @Slot()
    def _on_system_prompt_changed(self) -> None:
        self._change(
            replace(
                self._services.settings, default_system_prompt=self.system_prompt_edit.toPlainText()
            )
        )


_t = words_in("SettingsDefaults")
