"""The Load page's "Settings chosen for this computer" box: the verdict, the context
slider, where the layers go, the memory bars and the reasons, for one planned preview.

The box only shows a plan the core made (``load_choice``) and reports the context the
user picks; the page asks for a new plan when it changes.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QWidget,
)

from desktop.core.host.load_preview import ModelPreview
from desktop.core.models.fit import CONTEXT_STEP
from desktop.core.models.fit_plan import FitPlan, Verdict
from desktop.core.models.memory import MemoryBreakdown
from desktop.core.models.memory_need import need_parts
from desktop.gui.load.memory_bar import (
    KV_COLOR,
    OTHER_COLOR,
    WEIGHTS_COLOR,
    MemoryBar,
    MemorySegment,
)
from desktop.gui.shell.style_sheet import set_tone
from desktop.gui.widgets.box_layouts import wrapping_form
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.plan_words import need_text, part_name, reason_text, verdict_text
from desktop.gui.widgets.units import format_size, format_tokens

MIN_CONTEXT = 512
# Models that do not say how long a context they were trained for.
FALLBACK_MAX_CONTEXT = 32768
FITS_COLOR = "#49a078"
BEYOND_COLOR = "#d9822b"


class PlanBox(QGroupBox):
    """One plan in words and bars; ``context_chosen`` carries the context the user set."""

    context_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            QCoreApplication.translate("LoadPlanBox", "Settings chosen for this computer"), parent
        )
        self._setting_context = False
        # The latest plan's GPU fit, for the warning while the user drags the slider.
        self._max_gpu_context: int | None = None
        self._gpu_indices: tuple[int, ...] = ()

        self.verdict_label = QLabel()
        self.verdict_label.setAccessibleName(self.tr("Will it run"))
        verdict_font = self.verdict_label.font()
        verdict_font.setBold(True)
        self.verdict_label.setFont(verdict_font)
        self.context_slider = QSlider(Qt.Orientation.Horizontal)
        self.context_slider.setAccessibleName(self.tr("Context length slider"))
        self.context_slider.setSingleStep(1)
        self.context_slider.setPageStep(4)
        self.context_slider.valueChanged.connect(self._on_slider_moved)
        self.context_spin = QSpinBox()
        self.context_spin.setAccessibleName(self.tr("Context length, in tokens"))
        self.context_spin.setSingleStep(CONTEXT_STEP)
        self.context_spin.setSuffix(self.tr(" tokens"))
        # "4,096" as the sentences around it write it ("4 096" in Russian, "4.096" in German).
        self.context_spin.setGroupSeparatorShown(True)
        self.context_spin.valueChanged.connect(self._on_context_typed)
        context_row = QHBoxLayout()
        context_row.addWidget(self.context_slider, 1)
        context_row.addWidget(self.context_spin)
        self.context_limit_label = _wrapped(self.tr("Context limit"))
        self.context_warning_label = _wrapped(self.tr("Context warning"))
        set_tone(self.context_warning_label, "error")
        self.context_warning_label.hide()
        self.offload_label = _wrapped(self.tr("Graphics card plan"))
        self.reasons_label = _wrapped(self.tr("Why these settings"))
        # Two bars: what goes to graphics memory and what stays in the computer's memory
        # (both for a partial offload); each is shown only when something goes there.
        self.gpu_memory_bar = MemoryBar()
        self.gpu_memory_bar.setAccessibleName(self.tr("Graphics memory needed"))
        self.ram_memory_bar = MemoryBar()
        self.ram_memory_bar.setAccessibleName(self.tr("Memory needed"))
        self.memory_caption = _wrapped(self.tr("Memory needed, in words"))

        form = wrapping_form(self)
        self._form = form
        form.addRow(self.verdict_label)
        context_label = QLabel(self.tr("&Context"))
        context_label.setBuddy(self.context_spin)
        context_label.setToolTip(self.tr("How much of the conversation the model keeps in mind."))
        form.addRow(context_label, context_row)
        form.addRow("", self.context_limit_label)
        form.addRow("", self.context_warning_label)
        form.addRow(self.tr("Graphics card"), self.offload_label)
        form.addRow(self.tr("Graphics memory"), self.gpu_memory_bar)
        form.addRow(self.tr("Memory"), self.ram_memory_bar)
        form.addRow("", self.memory_caption)
        form.addRow(self.reasons_label)
        self._show_bars(gpu=False, ram=True)

    # -- showing a plan --------------------------------------------------------------

    def show_reading(self) -> None:
        self.verdict_label.setText(self.tr("Reading the model…"))

    def show_preview(self, preview: ModelPreview) -> None:
        plan = preview.plan
        info = preview.info
        self._max_gpu_context, self._gpu_indices = plan.max_gpu_context, plan.gpu_indices
        self.verdict_label.setText(verdict_text(plan.verdict))
        set_tone(self.verdict_label, "")
        maximum = info.context_length or FALLBACK_MAX_CONTEXT
        self._set_context_range(maximum, plan.context)
        self._show_gpu_fit(plan.max_gpu_context if plan.gpu_indices else None, maximum)
        limit = (
            self.tr("This model was trained for up to {0} tokens.").format(
                format_tokens(info.context_length)
            )
            if info.context_length
            else self.tr("This model does not say how long a context it handles.")
        )
        if plan.max_gpu_context and plan.gpu_indices:
            limit += self.tr(
                " Fits in GPU memory up to {0} (the green part of the slider); more is slower."
            ).format(format_tokens(plan.max_gpu_context))
        self._show_context_warning(plan.context)
        self.context_limit_label.setText(limit)
        self.offload_label.setText(offload_text(preview))
        self.reasons_label.setText("\n".join(f"• {reason_text(reason)}" for reason in plan.reasons))
        self.reasons_label.setVisible(bool(plan.reasons))
        self._show_memory(preview)

    def show_failure(self) -> None:
        self._max_gpu_context, self._gpu_indices = None, ()
        self.verdict_label.setText(self.tr("This model can't be used."))
        set_tone(self.verdict_label, "error")
        self.gpu_memory_bar.clear()
        self.ram_memory_bar.clear()
        self._show_bars(gpu=False, ram=True)
        self.memory_caption.setText("")
        self.reasons_label.hide()
        self.offload_label.setText("")
        self.context_limit_label.setText("")
        self.context_warning_label.hide()

    def _show_memory(self, preview: ModelPreview) -> None:
        plan = preview.plan
        split = plan.split
        on_gpu = split.gpu.total > 0
        # Without a graphics card in the plan the whole estimate is shown against RAM.
        on_ram = split.cpu.total > 0 or not on_gpu
        both = on_gpu and on_ram
        self.gpu_memory_bar.set_usage(
            _segments(split.gpu),
            plan.free_vram_bytes,
            self.tr("free graphics memory"),
            self.tr("On the graphics card") if both else "",
        )
        self.ram_memory_bar.set_usage(
            _segments(split.cpu),
            plan.free_ram_bytes,
            self.tr("free memory"),
            self.tr("In the computer's memory") if both else "",
        )
        self._show_bars(gpu=on_gpu, ram=on_ram)
        self.memory_caption.setText(memory_caption(plan, on_gpu=on_gpu, on_ram=on_ram))

    def _show_bars(self, *, gpu: bool, ram: bool) -> None:
        self._form.setRowVisible(self.gpu_memory_bar, gpu)
        self._form.setRowVisible(self.ram_memory_bar, ram)

    # -- context ---------------------------------------------------------------------

    def _set_context_range(self, maximum: int, value: int) -> None:
        self._setting_context = True
        maximum = max(maximum, MIN_CONTEXT)
        self.context_spin.setRange(MIN_CONTEXT, maximum)
        self.context_slider.setRange(MIN_CONTEXT // CONTEXT_STEP, maximum // CONTEXT_STEP)
        self.context_spin.setValue(value)
        self.context_slider.setValue(value // CONTEXT_STEP)
        self._setting_context = False

    @Slot(int)
    def _on_slider_moved(self, steps: int) -> None:
        if self._setting_context:
            return
        self._setting_context = True
        self.context_spin.setValue(steps * CONTEXT_STEP)
        self._setting_context = False
        self._context_changed_by_user()

    @Slot(int)
    def _on_context_typed(self, value: int) -> None:
        if self._setting_context:
            return
        self._setting_context = True
        self.context_slider.setValue(value // CONTEXT_STEP)
        self._setting_context = False
        self._context_changed_by_user()

    def _context_changed_by_user(self) -> None:
        context = self.context_spin.value()
        self._show_context_warning(context)
        self.context_chosen.emit(context)

    def _show_gpu_fit(self, max_gpu_context: int | None, maximum: int) -> None:
        """Colour the slider: green up to what fits in GPU memory, orange beyond."""
        if not max_gpu_context or maximum <= MIN_CONTEXT:
            self.context_slider.setStyleSheet("")
            self.context_slider.setAccessibleDescription("")
            return
        span = maximum - MIN_CONTEXT
        share = min(1.0, max(0.0, (max_gpu_context - MIN_CONTEXT) / span))
        after = min(1.0, share + 0.001)
        self.context_slider.setStyleSheet(
            "QSlider::groove:horizontal { height: 6px; border-radius: 3px; background: "
            "qlineargradient(x1:0, y1:0, x2:1, y2:0, "
            f"stop:0 {FITS_COLOR}, stop:{share:.3f} {FITS_COLOR}, "
            f"stop:{after:.3f} {BEYOND_COLOR}, stop:1 {BEYOND_COLOR}); }}"
            "QSlider::handle:horizontal { width: 12px; margin: -5px 0; border-radius: 6px; "
            "background: palette(button); border: 1px solid palette(mid); }"
        )
        self.context_slider.setAccessibleDescription(
            self.tr("Fits in GPU memory up to {0}.").format(format_tokens(max_gpu_context))
        )

    def _show_context_warning(self, context: int) -> None:
        limit = self._max_gpu_context
        beyond = bool(limit and self._gpu_indices and context > limit)
        if beyond:
            assert limit is not None
            self.context_warning_label.setText(
                self.tr(
                    "{0} is more than fits in GPU memory ({1}): part of the model will run "
                    "on the processor, which is slower."
                ).format(format_tokens(context), format_tokens(limit))
            )
        self.context_warning_label.setVisible(beyond)


def offload_text(preview: ModelPreview) -> str:
    """Where the plan puts the layers, in one sentence."""
    plan = preview.plan
    if not preview.hardware.gpus:
        return QCoreApplication.translate(
            "LoadPlanBox", "No graphics card found: the model will run on the processor."
        )
    chosen = [gpu for gpu in preview.hardware.gpus if gpu.index in plan.gpu_indices]
    names = ", ".join(gpu.name for gpu in chosen or preview.hardware.gpus)
    if plan.verdict is Verdict.FULL_GPU:
        return QCoreApplication.translate("LoadPlanBox", "Everything on {0}.").format(names)
    if plan.verdict is Verdict.PARTIAL_OFFLOAD:
        split = plan.split
        if isinstance(plan.gpu_layers, int):
            return QCoreApplication.translate(
                "LoadPlanBox", "{0} of {1} layers on {2}; the rest on the processor."
            ).format(plan.gpu_layers, split.total_layers, names)
        return QCoreApplication.translate(
            "LoadPlanBox",
            ("As much as fits on {0} (about {1} of {2} layers); the rest on the processor."),
        ).format(names, split.gpu_layers, split.total_layers)
    if preview.request.gpu_offload in ("cpu", 0):
        return QCoreApplication.translate(
            "LoadPlanBox", "The model will run on the processor, as you chose."
        )
    if preview.request.gpu_offload == "all":
        # Launched on the cards all the same: what the user asked for, not the CPU.
        return QCoreApplication.translate(
            "LoadPlanBox",
            (
                "Every layer on {0}, as you chose, but it does not fit there: loading "
                "will probably fail."
            ),
        ).format(names)
    return QCoreApplication.translate("LoadPlanBox", "The model will run on the processor.")


def memory_caption(plan: FitPlan, *, on_gpu: bool, on_ram: bool) -> str:
    """The plan's memory in words: the one figure every page shows for it (the whole
    need, from memory_need), then where it goes and what is free there."""
    need = need_text(plan.breakdown)  # "needs about 4.2 GB: ...", as every page says it
    lines = [
        QCoreApplication.translate("LoadPlanBox", "{0} at {1} tokens of context.").format(
            need[:1].upper() + need[1:], format_tokens(plan.context)
        )
    ]
    both = on_gpu and on_ram
    for on_card, size, free, shown in (
        (True, plan.split.gpu.total, plan.free_vram_bytes, on_gpu),
        (False, plan.split.cpu.total, plan.free_ram_bytes, on_ram),
    ):
        if shown:
            lines.append(
                _room_line(
                    on_card,
                    both,
                    format_size(size),
                    format_size(free),
                    format_size(size - free) if size > free else None,
                )
            )
    return "\n".join(lines)


# One place's share against its free room, a whole sentence for each case (a translator
# orders each one's words), keyed by (on the card, both places shown, too much).
_ROOM_LINES = {
    (True, True, True): QT_TRANSLATE_NOOP(
        "LoadPlanBox",
        "On the graphics card: {size} of {free} free graphics memory: {over} too much.",
    ),
    (True, True, False): QT_TRANSLATE_NOOP(
        "LoadPlanBox", "On the graphics card: {size} of {free} free graphics memory."
    ),
    (False, True, True): QT_TRANSLATE_NOOP(
        "LoadPlanBox", "In the computer's memory: {size} of {free} free memory: {over} too much."
    ),
    (False, True, False): QT_TRANSLATE_NOOP(
        "LoadPlanBox", "In the computer's memory: {size} of {free} free memory."
    ),
    (True, False, True): QT_TRANSLATE_NOOP(
        "LoadPlanBox", "There is {free} of free graphics memory: {over} too much."
    ),
    (True, False, False): QT_TRANSLATE_NOOP(
        "LoadPlanBox", "There is {free} of free graphics memory."
    ),
    (False, False, True): QT_TRANSLATE_NOOP(
        "LoadPlanBox", "There is {free} of free memory: {over} too much."
    ),
    (False, False, False): QT_TRANSLATE_NOOP("LoadPlanBox", "There is {free} of free memory."),
}


def _room_line(on_card: bool, both: bool, size: str, free: str, over: str | None) -> str:
    """The parts of the whole need when there are two places, else the free room of the one."""
    template = str(_ROOM_LINES[(on_card, both, over is not None)])
    return QCoreApplication.translate("LoadPlanBox", template).format(
        size=size, free=free, over=over
    )


def _wrapped(name: str) -> QLabel:
    label = sentence_label(name)
    return label


def _segments(breakdown: MemoryBreakdown) -> tuple[MemorySegment, ...]:
    # The parts memory_need names, so the bar and the words agree.
    colours = (WEIGHTS_COLOR, KV_COLOR, OTHER_COLOR)
    return tuple(
        MemorySegment(part_name(part), part.size_bytes, colour)
        for part, colour in zip(need_parts(breakdown), colours, strict=True)
    )
