<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AdvancedPanel</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+45"/>
        <location line="+6"/>
        <location line="+89"/>
        <source>Automatic</source>
        <translation>Автоматически</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>All layers on GPU</source>
        <translation>Все слои на GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some layers on GPU</source>
        <translation>Часть слоёв на GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU only</source>
        <translation>Только CPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On</source>
        <translation>Включено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Выключено</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>GPU offload</source>
        <translation>Нагрузка на GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Layers on the GPU</source>
        <translation>Слои на GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> layers</source>
        <translation> слоёв</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Graphics cards to use</source>
        <translation>Какие видеокарты использовать</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics &amp;cards</source>
        <translation>&amp;Видеокарты</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conversation memory (KV cache) type</source>
        <translation>Тип памяти разговора (кэш KV)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flash attention</source>
        <translation>Flash attention</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cache type note</source>
        <translation>Примечание о типе кэша</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processor threads</source>
        <translation>Потоки процессора</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speculative decoding (n-gram)</source>
        <translation>Спекулятивное декодирование (n-граммы)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guesses repeated text ahead to answer faster; not used with a projector.</source>
        <translation>Угадывает повторяющийся текст заранее, чтобы отвечать быстрее; не используется с проектором.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chat template file</source>
        <translation>Файл шаблона чата</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jinja templates (*.jinja);;All (*)</source>
        <translation>Шаблоны Jinja (*.jinja);;Все (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Projector (mmproj) file</source>
        <translation>Файл проектора (mmproj)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF projectors (*.gguf);;All files (*)</source>
        <translation>Проекторы GGUF (*.gguf);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU &amp;offload</source>
        <translation>Нагрузка на &amp;GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context cac&amp;he type</source>
        <translation>Тип к&amp;эша контекста</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flash attention</source>
        <translation>&amp;Flash attention</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Threads</source>
        <translation>&amp;Потоки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chat te&amp;mplate</source>
        <translation>Ш&amp;аблон чата</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Projector</source>
        <translation>П&amp;роектор</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>A {0} cache needs flash attention, so it is turned on.</source>
        <translation>Кэшу {0} нужен flash attention, поэтому он включён.</translation>
    </message>
</context>
<context>
    <name>AppStatusBar</name>
    <message>
        <location filename="../../desktop/gui/shell/status_bar.py" line="+33"/>
        <source>Runtime</source>
        <translation>Движок</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runtime: looking…</source>
        <translation>Движок: поиск…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device in use</source>
        <translation>Используемое устройство</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+125"/>
        <source>Device: none</source>
        <translation>Устройство: нет</translation>
    </message>
    <message>
        <location line="-123"/>
        <location line="+136"/>
        <source>Graphics card warning</source>
        <translation>Предупреждение о видеокарте</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>Loaded model</source>
        <translation>Загруженная модель</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+111"/>
        <location line="+9"/>
        <source>No model loaded</source>
        <translation>Модель не загружена</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Memory used by the model</source>
        <translation>Память, занятая моделью</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Runtime: none found</source>
        <translation>Движок: не найден</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Runtime: {runtime}</source>
        <translation>Движок: {runtime}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Device: {device}</source>
        <translation>Устройство: {device}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name} ({note})</source>
        <translation>Модель: {name} ({note})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name}</source>
        <translation>Модель: {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory: uses about {size}</source>
        <translation>Память: около {size}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model {uses}, as the server reported when it loaded.
As planned, it {needs} at {tokens} tokens of context.</source>
        <translation>Модель {uses}, по данным сервера при загрузке.
По плану она {needs} при контексте {tokens} токенов.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory: {need}</source>
        <translation>Память: {need}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {model}, the model picked on the Load page.</source>
        <translation>Для {model} — модели, выбранной на странице «Загрузка».</translation>
    </message>
</context>
<context>
    <name>AttachmentChip</name>
    <message>
        <location filename="../../desktop/gui/chat/attachments.py" line="+69"/>
        <source>Attached picture {name}</source>
        <translation>Прикреплённая картинка {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove picture {name}</source>
        <translation>Убрать картинку {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Don&apos;t send {name}</source>
        <translation>Не отправлять {name}</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <location line="+23"/>
        <source>Pictures to send</source>
        <translation>Картинки для отправки</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location line="-82"/>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>Картинки (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
</context>
<context>
    <name>BuiltinToolsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="+87"/>
        <source>About tools</source>
        <translation>Об инструментах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn tools on for a chat with the Tools button above its messages. Here you choose when each one needs your approval.</source>
        <translation>Инструменты включаются для чата кнопкой «Инструменты» над его сообщениями. Здесь вы выбираете, когда каждому нужно ваше разрешение.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>What {0} does</source>
        <translation>Что делает {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Let the model use the web (web_search and fetch_url)</source>
        <translation>Разрешить модели пользоваться интернетом (web_search и fetch_url)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model use the web</source>
        <translation>Разрешить модели пользоваться интернетом</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About the web tools</source>
        <translation>О веб-инструментах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search address for web_search</source>
        <translation>Адрес поиска для web_search</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Let the model run commands (shell)</source>
        <translation>Разрешить модели выполнять команды (shell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model run commands</source>
        <translation>Разрешить модели выполнять команды</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shell warning</source>
        <translation>Предупреждение о командах</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When {0} needs your approval</source>
        <translation>Когда {0} нужно ваше разрешение</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The shell asks before every command.</source>
        <translation>Перед каждой командой задаётся вопрос.</translation>
    </message>
</context>
<context>
    <name>ChatComposer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+30"/>
        <source>The loaded model can&apos;t read pictures. Load a model that supports images, with its vision projector file, to attach one.</source>
        <translation>Загруженная модель не умеет читать картинки. Чтобы прикрепить картинку, загрузите модель с поддержкой изображений и её файлом проектора.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add a picture for the model to look at.</source>
        <translation>Добавьте картинку, чтобы модель её посмотрела.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a message. Enter sends, Shift+Enter starts a new line, Esc stops.</source>
        <translation>Напишите сообщение. Enter — отправить, Shift+Enter — новая строка, Esc — остановить.</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="+41"/>
        <source>New chat</source>
        <translation>Новый чат</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chat title</source>
        <translation>Название чата</translation>
    </message>
</context>
<context>
    <name>ChatList</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_list.py" line="+54"/>
        <source>d MMM yyyy</source>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Search chats</source>
        <translation>Поиск по чатам</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search result</source>
        <translation>Результат поиска</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved chats</source>
        <translation>Сохранённые чаты</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>New chat</source>
        <translation>Новый чат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat (Ctrl+N)</source>
        <translation>Начать новый чат (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>Переименовать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename chat</source>
        <translation>Переименовать чат</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Delete chat</source>
        <translation>Удалить чат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the chat “{title}”? This can&apos;t be undone.</source>
        <translation>Удалить чат «{title}»? Это нельзя отменить.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No chats match “{search}”.</source>
        <translation>Нет чатов по запросу «{search}».</translation>
    </message>
</context>
<context>
    <name>ChatModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+29"/>
        <source>No model loaded</source>
        <translation>Нет модели</translation>
    </message>
</context>
<context>
    <name>ChatTitle</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="-19"/>
        <source>New…</source>
        <translation>Новый…</translation>
    </message>
</context>
<context>
    <name>ChatToolCalls</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_chat.py" line="+237"/>
        <source>This model can&apos;t use tools, so this answer was written without them.</source>
        <translation>Эта модель не умеет пользоваться инструментами, поэтому ответ написан без них.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{text} Allow once, Allow in this chat or Deny, on the answer above the message box.</source>
        <translation>{text} Разрешить один раз, Разрешить в этом чате или Запретить — в ответе над полем сообщения.</translation>
    </message>
</context>
<context>
    <name>ChatToolsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="+48"/>
        <location line="+3"/>
        <source>Tools for this chat</source>
        <translation>Инструменты для этого чата</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Choose the tools the model may use in this chat</source>
        <translation>Выберите инструменты, которыми модель может пользоваться в этом чате</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{tool} (off in Settings)</source>
        <translation>{tool} (выключен в настройках)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (может изменять)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (only reads)</source>
        <translation>{tool} (только чтение)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MCP servers</source>
        <translation>Серверы MCP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every tool of {server}: those it marks as only reading run at once, the others ask you first, every time for those that can delete or overwrite</source>
        <translation>Все инструменты {server}: помеченные как только читающие работают сразу, остальные сначала спрашивают, а те, что могут удалять или перезаписывать, — каждый раз</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Files the tools may read</source>
        <translation>Файлы, которые могут читать инструменты</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} (untick to take it away)</source>
        <translation>{file} (снимите флажок, чтобы убрать)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attach a file…</source>
        <translation>Прикрепить файл…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file the model may read in this chat (nothing else is)</source>
        <translation>Файл, который модель может читать в этом чате (и больше ничего)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s first step in each answer is a tool call</source>
        <translation>Первый шаг модели в каждом ответе — вызов инструмента</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Attach a file for the tools</source>
        <translation>Прикрепить файл для инструментов</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tools: {count} on</source>
        <translation>Инструменты: включено {count}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{names} on</source>
        <translation>Включены: {names}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tools on in this chat</source>
        <translation>В этом чате инструменты выключены</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_view.py" line="+214"/>
        <source>Chats</source>
        <translation>Чаты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show your saved chats</source>
        <translation>Показать сохранённые чаты</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Attach image</source>
        <translation>Прикрепить картинку</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Writing the answer…</source>
        <translation>Пишется ответ…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Answer: {text}</source>
        <translation>Ответ: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer is empty.</source>
        <translation>Ответ пуст.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This chat nearly fills what the model can keep in mind; the next message may not fit.</source>
        <translation>Этот чат почти заполнил память модели; следующее сообщение может не поместиться.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This chat is too long for the model&apos;s context.</source>
        <translation>Этот чат слишком длинный для контекста модели.</translation>
    </message>
</context>
<context>
    <name>ChatWelcome</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_welcome.py" line="+14"/>
        <source>Ask anything</source>
        <translation>Спросите что угодно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model runs on this computer: what you write here stays on it. Try one of these, or write your own below.</source>
        <translation>Модель работает на этом компьютере: то, что вы пишете, остаётся на нём. Попробуйте один из вариантов или напишите свой ниже.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Explain how a rainbow forms, in a few simple sentences.</source>
        <translation>Объясни в нескольких простых предложениях, как появляется радуга.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a short, friendly email saying I can&apos;t come to Friday&apos;s meeting.</source>
        <translation>Напиши короткое дружелюбное письмо о том, что я не смогу прийти на совещание в пятницу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give me three ideas for a quick vegetarian dinner.</source>
        <translation>Предложи три идеи для быстрого вегетарианского ужина.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Welcome</source>
        <translation>Добро пожаловать</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About this chat</source>
        <translation>Об этом чате</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask: {prompt}</source>
        <translation>Спросить: {prompt}</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+52"/>
        <source>Instructions for the assistant</source>
        <translation>Инструкции для ассистента</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: how the assistant should answer</source>
        <translation>Необязательно: как ассистенту отвечать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Instructions</source>
        <translation>&amp;Инструкции</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Told to the assistant before every message of this chat, e.g. “Answer briefly, in French.”</source>
        <translation>Передаются ассистенту перед каждым сообщением этого чата, например «Отвечай кратко, по-французски.»</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Message to send</source>
        <translation>Сообщение для отправки</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send message</source>
        <translation>Отправить сообщение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send (Enter)</source>
        <translation>Отправить (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the answer</source>
        <translation>Остановить ответ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop (Esc)</source>
        <translation>Стоп (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image…</source>
        <translation>Прикрепить картинку…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image</source>
        <translation>Прикрепить картинку</translation>
    </message>
</context>
<context>
    <name>ContextChoices</name>
    <message>
        <location filename="../../desktop/gui/chat/context_meter.py" line="+120"/>
        <source>This chat is too long</source>
        <translation>Этот чат слишком длинный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat length problem</source>
        <translation>Проблема с длиной чата</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new chat</source>
        <translation>Начать новый чат</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Drop the oldest turns</source>
        <translation>Убрать самые старые сообщения</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Answer again without the earliest messages; they stay saved in this chat.</source>
        <translation>Ответить заново без первых сообщений; они останутся сохранены в этом чате.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Reload with a longer context</source>
        <translation>Загрузить заново с более длинным контекстом</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Load the model again with {longer} tokens of context.</source>
        <translation>Загрузить модель заново с контекстом {longer} токенов.</translation>
    </message>
</context>
<context>
    <name>ContextMeter</name>
    <message>
        <location line="-117"/>
        <source>{used} of {context} tokens</source>
        <translation>{used} из {context} токенов</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Context used</source>
        <translation>Занято контекста</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of the model&apos;s context this chat uses.</source>
        <translation>Какую часть контекста модели занимает этот чат.</translation>
    </message>
</context>
<context>
    <name>ContextNotices</name>
    <message>
        <location line="+124"/>
        <source>Context note</source>
        <translation>Примечание о контексте</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>The %Ln oldest messages are no longer sent to the model, so the chat fits; they stay saved here.</source>
        <translation>
            <numerusform>%Ln самое старое сообщение больше не отправляется модели, чтобы чат поместился; оно остаётся сохранено здесь.</numerusform>
            <numerusform>%Ln самых старых сообщения больше не отправляются модели, чтобы чат поместился; они остаются сохранены здесь.</numerusform>
            <numerusform>%Ln самых старых сообщений больше не отправляются модели, чтобы чат поместился; они остаются сохранены здесь.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There are no older messages to drop; start a new chat or shorten your message.</source>
        <translation>Нет более старых сообщений, которые можно убрать; начните новый чат или сократите сообщение.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading the model again with {context} tokens of context. Press Retry on the answer when it is ready.</source>
        <translation>Модель загружается заново с контекстом {context} токенов. Когда она будет готова, нажмите «Повторить» в ответе.</translation>
    </message>
</context>
<context>
    <name>ConversationCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/conversation_calls.py" line="+119"/>
        <source>The saved chats were already closed.</source>
        <translation>Сохранённые чаты уже были закрыты.</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/crash_notice.py" line="+14"/>
        <source>LlamaDesk closed unexpectedly last time. A report of what happened was kept; it holds no chats, keys or tokens. Sending it to the people who make LlamaDesk helps them fix it.</source>
        <translation>В прошлый раз LlamaDesk неожиданно закрылся. Отчёт о случившемся сохранён; в нём нет чатов, ключей и токенов. Если отправить его разработчикам LlamaDesk, им будет проще исправить ошибку.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>LlamaDesk closed unexpectedly</source>
        <translation>LlamaDesk неожиданно закрылся</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy report</source>
        <translation>Копировать отчёт</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open folder</source>
        <translation>Открыть папку</translation>
    </message>
</context>
<context>
    <name>DefaultsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="+67"/>
        <source>Load the model I used last when LlamaDesk starts</source>
        <translation>Загружать мою последнюю модель при запуске LlamaDesk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the model used last when LlamaDesk starts</source>
        <translation>Загружать последнюю модель при запуске LlamaDesk</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default context length</source>
        <translation>Длина контекста по умолчанию</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automatic</source>
        <translation>Автоматически</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source> tokens</source>
        <translation> токенов</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Default graphics card use</source>
        <translation>Использование видеокарты по умолчанию</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Default context cache type</source>
        <translation>Тип кэша контекста по умолчанию</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default temperature</source>
        <translation>Температура по умолчанию</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default top-p</source>
        <translation>Top-p по умолчанию</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default number of candidate words (top K)</source>
        <translation>Число слов-кандидатов по умолчанию (top K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many of the likeliest next words the model picks from. Fewer gives safer, plainer answers; Off lets it pick from all of them.</source>
        <translation>Из скольких самых вероятных следующих слов выбирает модель. Меньше — ответы надёжнее и проще; «Выключено» — выбор из всех.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+17"/>
        <source>Off</source>
        <translation>Выключено</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Default least likely word allowed (min P)</source>
        <translation>Наименее вероятное допустимое слово по умолчанию (min P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words far less likely than the best next word are never picked. Higher keeps answers on topic; 0 turns this off.</source>
        <translation>Слова, намного менее вероятные, чем лучшее следующее слово, никогда не выбираются. Выше — ответы ближе к теме; 0 отключает это.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default repetition penalty</source>
        <translation>Штраф за повторы по умолчанию</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above 1 the model avoids saying the same words over and over. Off (1.00) leaves it as it is.</source>
        <translation>Выше 1 модель избегает повторять одни и те же слова. «Выключено» (1,00) оставляет как есть.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Default seed</source>
        <translation>Зерно по умолчанию</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random gives a different answer every time. With a number, the same question asked with the same settings gets the same answer.</source>
        <translation>«Случайно» — каждый раз новый ответ. С числом один и тот же вопрос с теми же настройками получает тот же ответ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Default longest answer</source>
        <translation>Предел длины ответа по умолчанию</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>Без ограничений</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default instructions for the assistant</source>
        <translation>Инструкции для ассистента по умолчанию</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Context length</source>
        <translation>Длина &amp;контекста</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Graphics card use</source>
        <translation>Использование &amp;видеокарты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context &amp;cache type</source>
        <translation>Тип к&amp;эша контекста</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cr&amp;eativity (temperature)</source>
        <translation>&amp;Креативность (температура)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Word choice breadth (top &amp;P)</source>
        <translation>Широта выбора слов (top &amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidate &amp;words (top K)</source>
        <translation>Слова-&amp;кандидаты (top K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Least likely word allowed (&amp;min P)</source>
        <translation>Наименее вероятное слово (&amp;min P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetition pe&amp;nalty</source>
        <translation>&amp;Штраф за повторы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (random or a &amp;number)</source>
        <translation>Зерно (случайное или &amp;число)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Longest answer</source>
        <translation>Предел &amp;длины ответа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instructions for the assistant</source>
        <translation>&amp;Инструкции для ассистента</translation>
    </message>
</context>
<context>
    <name>DiscoverPage</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_page.py" line="+35"/>
        <source>Downloads</source>
        <translation>Скачивания</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Find models and downloads</source>
        <translation>Поиск моделей и скачивания</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{0} {1} is in the download list.</source>
        <translation>{0} {1} в списке скачиваний.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Download finished: the model is in the Library.</source>
        <translation>Скачано: модель в библиотеке.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The download of {0} stopped: its row under Downloads says why.</source>
        <translation>Скачивание {0} остановилось: причина указана в его строке в разделе «Скачивания».</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hugging Face answers again.</source>
        <translation>Hugging Face снова отвечает.</translation>
    </message>
</context>
<context>
    <name>DiscoverView</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_view.py" line="+68"/>
        <source>Most downloaded</source>
        <translation>Самые скачиваемые</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recently updated</source>
        <translation>Недавно обновлённые</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Good first models for this computer</source>
        <translation>Хорошие первые модели для этого компьютера</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat models</source>
        <translation>Модели для чата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding models, for your documents</source>
        <translation>Модели эмбеддингов, для ваших документов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding models, for searching your documents</source>
        <translation>Модели эмбеддингов, для поиска по документам</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An embedding model does not chat: it turns text into numbers, so LlamaDesk can find the passages of your documents that mean what you asked, even in other words. LlamaDesk starts with all-MiniLM-L6-v2 (small, English). A better one finds the right passages more often and reads more languages. Once downloaded, choose it in a chat&apos;s Documents window (Embedding model…); each library is then read again.</source>
        <translation>Модель эмбеддингов не общается: она превращает текст в числа, чтобы LlamaDesk находил в ваших документах места, которые означают то же, что ваш вопрос, даже другими словами. Сначала LlamaDesk использует all-MiniLM-L6-v2 (маленькая, английский). Модель получше чаще находит нужные фрагменты и понимает больше языков. После скачивания выберите её в окне «Документы» чата (Модель эмбеддингов…); затем каждая библиотека будет прочитана заново.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Why it&apos;s a good start</source>
        <translation>Почему с неё стоит начать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested version</source>
        <translation>Рекомендуемая версия</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Download</source>
        <translation>Размер</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Downloads</source>
        <translation>Скачивания</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likes</source>
        <translation>Лайки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updated</source>
        <translation>Обновлено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access</source>
        <translation>Доступ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About how much the usual version ({0}) downloads. See versions for each version&apos;s exact size and whether it fits this computer.</source>
        <translation>Примерный объём скачивания обычной версии ({0}). Точный размер каждой версии и поместится ли она на этом компьютере — в разделе версий.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated</source>
        <translation>Ограничен</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This shows once Hugging Face answers: press Try again above.</source>
        <translation>Появится, когда Hugging Face ответит: нажмите «Повторить» выше.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Get models</source>
        <translation>Найти модели</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search Hugging Face for models</source>
        <translation>Поиск моделей на Hugging Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search Hugging Face, e.g. llama, qwen, gemma</source>
        <translation>Поиск на Hugging Face, например llama, qwen, gemma</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Order of the results</source>
        <translation>Порядок результатов</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search</source>
        <translation>Найти</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search now</source>
        <translation>Найти сейчас</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the list shows</source>
        <translation>Что показывает список</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which models to suggest</source>
        <translation>Какие модели предлагать</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Search status</source>
        <translation>Состояние поиска</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Models found</source>
        <translation>Найденные модели</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>See versions</source>
        <translation>Версии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the versions of the selected model</source>
        <translation>Показать версии выбранной модели</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Checking this computer…</source>
        <translation>Проверка этого компьютера…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Choose one to see its versions, or search for any model above.</source>
        <translation>Выберите модель, чтобы увидеть её версии, или найдите любую модель выше.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Searching Hugging Face…</source>
        <translation>Поиск на Hugging Face…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Models matching “{0}”</source>
        <translation>Модели по запросу «{0}»</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 model found.</source>
        <translation>Найдена 1 модель.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>Найдена %Ln модель.</numerusform>
            <numerusform>Найдено %Ln модели.</numerusform>
            <numerusform>Найдено %Ln моделей.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No GGUF models match “{0}”. Try a shorter or other name.</source>
        <translation>Нет моделей GGUF по запросу «{0}». Попробуйте более короткое или другое название.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The search failed.</source>
        <translation>Поиск не удался.</translation>
    </message>
</context>
<context>
    <name>DocumentsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="+182"/>
        <source>Documents for this chat</source>
        <translation>Документы для этого чата</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents</source>
        <translation>Документы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let this chat answer from your files: PDFs, Word, text, web pages.</source>
        <translation>Пусть этот чат отвечает по вашим файлам: PDF, Word, тексты, веб-страницы.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Documents: {name}</source>
        <translation>Документы: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from the library “{name}”.</source>
        <translation>Этот чат отвечает по библиотеке «{name}».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents ({count})</source>
        <translation>Документы ({count})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from {names}.</source>
        <translation>Этот чат отвечает по: {names}.</translation>
    </message>
</context>
<context>
    <name>DocumentsCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/documents_calls.py" line="+254"/>
        <source>Indexing stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>Индексирование остановлено из-за непредвиденной ошибки в LlamaDesk.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your documents could not be reached because of an unexpected problem in LlamaDesk.</source>
        <translation>Нет доступа к вашим документам из-за непредвиденной ошибки в LlamaDesk.</translation>
    </message>
</context>
<context>
    <name>DocumentsCounts</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="-132"/>
        <source>1 file</source>
        <translation>1 файл</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln файл</numerusform>
            <numerusform>%Ln файла</numerusform>
            <numerusform>%Ln файлов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 passage</source>
        <translation>1 фрагмент</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln passages</source>
        <translation>
            <numerusform>%Ln фрагмент</numerusform>
            <numerusform>%Ln фрагмента</numerusform>
            <numerusform>%Ln фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 new passage</source>
        <translation>1 новый фрагмент</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln new passages</source>
        <translation>
            <numerusform>%Ln новый фрагмент</numerusform>
            <numerusform>%Ln новых фрагмента</numerusform>
            <numerusform>%Ln новых фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{done} of 1 file</source>
        <translation>{done} из 1 файла</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{done} of %Ln files</source>
        <translation>
            <numerusform>{done} из %Ln файла</numerusform>
            <numerusform>{done} из %Ln файлов</numerusform>
            <numerusform>{done} из %Ln файлов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 could not be read</source>
        <translation>1 не удалось прочитать</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>%Ln не удалось прочитать</numerusform>
            <numerusform>%Ln не удалось прочитать</numerusform>
            <numerusform>%Ln не удалось прочитать</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>…and 1 more file could not be read.</source>
        <translation>…и ещё 1 файл не удалось прочитать.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>…and %Ln more files could not be read.</source>
        <translation>
            <numerusform>…и ещё %Ln файл не удалось прочитать.</numerusform>
            <numerusform>…и ещё %Ln файла не удалось прочитать.</numerusform>
            <numerusform>…и ещё %Ln файлов не удалось прочитать.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <location line="-46"/>
        <source>Tick the libraries this chat answers from: each question is searched in them first, and the answer lists the passages it was given under “Sources”.</source>
        <translation>Отметьте библиотеки, по которым отвечает этот чат: каждый вопрос сначала ищется в них, а в ответе под «Источниками» перечислены полученные фрагменты.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No libraries yet: add a folder or files to make one.</source>
        <translation>Библиотек пока нет: добавьте папку или файлы, чтобы создать её.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;All files (*)</source>
        <translation>Документы (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Read {files}…</source>
        <translation>Прочитать {files}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading {files}… ({name})</source>
        <translation>Чтение {files}… ({name})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not indexed yet</source>
        <translation>ещё не проиндексирована</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{files}, {passages}, {unread}</source>
        <translation>{files}, {passages}, {unread}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{files}, {passages}</source>
        <translation>{files}, {passages}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>“{name}” could not be indexed: {problem}</source>
        <translation>Не удалось проиндексировать «{name}»: {problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Indexing “{name}” stopped. What was read is kept; Update goes on from there.</source>
        <translation>Индексирование «{name}» остановлено. Прочитанное сохранено; «Обновить» продолжит с этого места.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“{name}” is ready: {files} read, {passages}.</source>
        <translation>«{name}» готова: прочитано {files}, {passages}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{source} could not be reached; its files are kept as they were indexed.</source>
        <translation>{source} недоступен; его файлы остаются такими, какими были проиндексированы.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Embedding model: {name}</source>
        <translation>Модель эмбеддингов: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model: the first one in your model folders</source>
        <translation>Модель эмбеддингов: первая в ваших папках моделей</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+1"/>
        <source>Documents</source>
        <translation>Документы</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Documents for this chat</source>
        <translation>Документы для этого чата</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About documents</source>
        <translation>О документах</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Libraries</source>
        <translation>Библиотеки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No libraries</source>
        <translation>Нет библиотек</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>Добавить папку…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+89"/>
        <source>Make a library from a folder</source>
        <translation>Создать библиотеку из папки</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Add files…</source>
        <translation>Добавить файлы…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+94"/>
        <source>Make a library from files</source>
        <translation>Создать библиотеку из файлов</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Update</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the library&apos;s new and changed files</source>
        <translation>Прочитать новые и изменённые файлы библиотеки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop indexing</source>
        <translation>Остановить индексирование</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the library (your files stay)</source>
        <translation>Удалить библиотеку (ваши файлы останутся)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indexing status</source>
        <translation>Состояние индексирования</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model</source>
        <translation>Модель эмбеддингов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding model…</source>
        <translation>Модель эмбеддингов…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the embedding model file</source>
        <translation>Выбрать файл модели эмбеддингов</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model that turns text into numbers for searching (a GGUF file). Another model means reading every library again.</source>
        <translation>Модель, которая превращает текст в числа для поиска (файл GGUF). Другая модель — значит, все библиотеки придётся прочитать заново.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reranking model</source>
        <translation>Модель переранжирования</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+96"/>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>&amp;Reranking model:</source>
        <translation>Модель &amp;переранжирования:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reranking model reads the question with each passage found and puts the best first (slower, often better). None: keyword and meaning search alone.</source>
        <translation>Модель переранжирования читает вопрос вместе с каждым найденным фрагментом и ставит лучшие первыми (медленнее, часто лучше). «Нет»: только поиск по ключевым словам и смыслу.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close the Documents window</source>
        <translation>Закрыть окно «Документы»</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Making the library…</source>
        <translation>Создание библиотеки…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the embedding model</source>
        <translation>Выбрать модель эмбеддингов</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf)</source>
        <translation>Модели GGUF (*.gguf)</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>starting the embedding model…</source>
        <translation>запуск модели эмбеддингов…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Indexing “{name}”: starting the embedding model…</source>
        <translation>Индексирование «{name}»: запуск модели эмбеддингов…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Indexing “{name}”: {text}</source>
        <translation>Индексирование «{name}»: {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Remove library</source>
        <translation>Удалить библиотеку</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the library “{name}”? Your files stay where they are; only what LlamaDesk read from them is forgotten.</source>
        <translation>Удалить библиотеку «{name}»? Ваши файлы останутся на месте; забудется только то, что LlamaDesk из них прочитал.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Removed “{name}”.</source>
        <translation>«{name}» удалена.</translation>
    </message>
</context>
<context>
    <name>DocumentsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/documents_words.py" line="+36"/>
        <source>{file} could not be read: {reason}</source>
        <translation>Не удалось прочитать {file}: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is gone</source>
        <translation>файла больше нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission was denied</source>
        <translation>доступ запрещён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk could not read it</source>
        <translation>диск не смог его прочитать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is protected by a password</source>
        <translation>он защищён паролем</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged</source>
        <translation>файл повреждён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (it has no pages)</source>
        <translation>файл повреждён (в нём нет страниц)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read (its pages may be pictures of scanned paper)</source>
        <translation>в нём нет текста для чтения (его страницы, возможно, — изображения отсканированной бумаги)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read</source>
        <translation>в нём нет текста для чтения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is damaged</source>
        <translation>текст повреждён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a text file</source>
        <translation>это не текстовый файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a Word document or it is damaged</source>
        <translation>это не документ Word, или он повреждён</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{suffix} files are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>файлы {suffix} не поддерживаются (поддерживаются PDF, Word, текст, Markdown и HTML)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its structure is nested too deeply</source>
        <translation>его структура слишком глубоко вложена</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is too large to read</source>
        <translation>он слишком велик для чтения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>files without an ending are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>файлы без расширения не поддерживаются (поддерживаются PDF, Word, текст, Markdown и HTML)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A library needs a name.</source>
        <translation>Библиотеке нужно имя.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a library named “{name}”.</source>
        <translation>Библиотека «{name}» уже есть.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no library named “{name}”.</source>
        <translation>Библиотеки «{name}» нет.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The documents index is closed. Open the Documents window again.</source>
        <translation>Индекс документов закрыт. Откройте окно «Документы» снова.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk is full: the documents index could not be saved. Free some space and index again; it goes on where it stopped.</source>
        <translation>Диск заполнен: индекс документов не удалось сохранить. Освободите место и проиндексируйте снова; индексирование продолжится с того места, где остановилось.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index is busy in another LlamaDesk window or command. Try again when it has finished.</source>
        <translation>Индекс документов занят другим окном или командой LlamaDesk. Попробуйте снова, когда они закончат.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>Не удалось открыть индекс документов в {path}. Проверьте, что папка существует и вы можете в неё записывать.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index was written by a newer LlamaDesk. Update LlamaDesk to use it.</source>
        <translation>Индекс документов записан более новой версией LlamaDesk. Обновите LlamaDesk, чтобы им пользоваться.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The documents index at {path} could not be read: it is damaged or not an index. Move it aside and add your libraries again.</source>
        <translation>Не удалось прочитать индекс документов в {path}: он повреждён или это не индекс. Переместите его в другое место и добавьте свои библиотеки заново.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The embedding model {model} took too long to answer. Try again; if it keeps happening, restart LlamaDesk.</source>
        <translation>Модель эмбеддингов {model} слишком долго не отвечала. Попробуйте снова; если это повторится, перезапустите LlamaDesk.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} is not running any more. Press Update to start it again (indexing goes on where it stopped).</source>
        <translation>Модель эмбеддингов {model} больше не работает. Нажмите «Обновить», чтобы запустить её снова (индексирование продолжится с того места, где остановилось).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} refused the app&apos;s key.</source>
        <translation>Модель эмбеддингов {model} отклонила ключ приложения.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} could not embed the text (HTTP {status}).</source>
        <translation>Модель эмбеддингов {model} не смогла обработать текст (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} sent an answer the app does not understand.</source>
        <translation>Модель эмбеддингов {model} прислала ответ, который приложение не понимает.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The embedding model {model} could not embed the text: “{reason}”.</source>
        <translation>Модель эмбеддингов {model} не смогла обработать текст: «{reason}».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The library “{library}” was indexed with the embedding model {stored}; using {given} instead means reading all its files again: press Update.</source>
        <translation>Библиотека «{library}» проиндексирована моделью эмбеддингов {stored}; чтобы использовать вместо неё {given}, все её файлы нужно прочитать заново: нажмите «Обновить».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents need an embedding model, which turns text into numbers for searching. Download one in Discover (search “embedding”, e.g. all-MiniLM-L6-v2, 46 MB), or choose one you have with “Embedding model…” here.</source>
        <translation>Для документов нужна модель эмбеддингов: она превращает текст в числа для поиска. Скачайте её в разделе «Обзор» (ищите «embedding», например all-MiniLM-L6-v2, 46 МБ) или выберите уже имеющуюся кнопкой «Модель эмбеддингов…» здесь.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is a chat model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} — модель для чата, а не модель эмбеддингов. Для документов нужна модель эмбеддингов, например all-MiniLM-L6-v2: ищите «embedding» в разделе «Обзор».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a reranking model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} — модель переранжирования, а не модель эмбеддингов. Для документов нужна модель эмбеддингов, например all-MiniLM-L6-v2: ищите «embedding» в разделе «Обзор».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>LlamaDesk is closing; your documents are not searched.</source>
        <translation>LlamaDesk закрывается; поиск по вашим документам не выполняется.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{source} cannot be reached (a disk unplugged or a folder moved?). Its passages are kept and searched as they were; they are brought up to date when it is back.</source>
        <translation>{source} недоступен (отключён диск или перемещена папка?). Его фрагменты сохраняются, и поиск идёт по ним в прежнем виде; они обновятся, когда он снова станет доступен.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your documents could not be searched: {why}</source>
        <translation>Не удалось выполнить поиск по вашим документам: {why}</translation>
    </message>
</context>
<context>
    <name>DownloadsPanel</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="+37"/>
        <source>Downloads appear here.</source>
        <translation>Здесь появятся скачивания.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>goes on by itself when the connection is back</source>
        <translation>продолжится само, когда вернётся соединение</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting</source>
        <translation>Ожидание</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>Скачивается</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the connection</source>
        <translation>Ожидание соединения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled</source>
        <translation>Отменено</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} of {1}</source>
        <translation>{0} из {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} · starting…</source>
        <translation>{0} · запуск…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left</source>
        <translation>осталось {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>working out the time left</source>
        <translation>оценка оставшегося времени</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} · {1}/s · {2}</source>
        <translation>{0} · {1}/с · {2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The download failed.</source>
        <translation>Скачивание не удалось.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} · ready to load</source>
        <translation>{0} · можно загрузить</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled; nothing was kept.</source>
        <translation>Отменено; ничего не сохранено.</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Downloads</source>
        <translation>Скачивания</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No downloads</source>
        <translation>Нет скачиваний</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem with the list of downloads</source>
        <translation>Проблема со списком скачиваний</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>List of downloads</source>
        <translation>Список скачиваний</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Cancel download</source>
        <translation>Отменить скачивание</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the download of {0}? What was downloaded so far is deleted.</source>
        <translation>Отменить скачивание {0}? Уже скачанное будет удалено.</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <location filename="../../desktop/gui/chat/export_actions.py" line="+29"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The chat could not be saved: the folder {folder} does not exist.</source>
        <translation>Не удалось сохранить чат: папки {folder} не существует.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the file could not be written</source>
        <translation>не удалось записать файл</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat could not be saved to {path}: {reason}.</source>
        <translation>Не удалось сохранить чат в {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>ExportButton</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_export_button.py" line="+44"/>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Export chat</source>
        <translation>Экспорт чата</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Save this chat as a Markdown or JSON file.</source>
        <translation>Сохранить этот чат в файл Markdown или JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as Markdown…</source>
        <translation>Экспорт в Markdown…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export as JSON…</source>
        <translation>Экспорт в JSON…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export result</source>
        <translation>Результат экспорта</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>There is nothing to export yet: send a message first.</source>
        <translation>Экспортировать пока нечего: сначала отправьте сообщение.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saving the chat to {path}…</source>
        <translation>Сохранение чата в {path}…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the chat to {path}.</source>
        <translation>Чат сохранён в {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chat could not be saved because of an unexpected problem.</source>
        <translation>Не удалось сохранить чат из-за непредвиденной ошибки.</translation>
    </message>
</context>
<context>
    <name>FailureWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/failure_words.py" line="+20"/>
        <source>This version of llama.cpp does not work on your processor. Install the portable runtime in Settings.</source>
        <translation>Эта версия llama.cpp не работает на вашем процессоре. Установите переносимый движок в настройках.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server could not start: a file it needs is missing. Reinstall the runtime in Settings, or install the Microsoft Visual C++ Redistributable.</source>
        <translation>Сервер моделей не смог запуститься: нет нужного ему файла. Переустановите движок в настройках или установите Microsoft Visual C++ Redistributable.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that runs the models (llama-server) is missing or cannot start. Reinstall the runtime in Settings.</source>
        <translation>Программа, которая запускает модели (llama-server), отсутствует или не может запуститься. Переустановите движок в настройках.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is not enough memory to load {model}. Try a shorter context, a smaller version of the model, or fewer layers on the graphics card.</source>
        <translation>Недостаточно памяти, чтобы загрузить {model}. Попробуйте более короткий контекст, меньшую версию модели или меньше слоёв на видеокарте.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This version of llama.cpp does not know the kind of model {model} is ({architecture}). Update the runtime in Settings, or choose another model.</source>
        <translation>Эта версия llama.cpp не знает, что это за модель {model} ({architecture}). Обновите движок в настройках или выберите другую модель.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{model} could not be loaded: the file is damaged, incomplete or not a model llama.cpp can read. Download it again or choose another model.</source>
        <translation>Не удалось загрузить {model}: файл повреждён, скачан не полностью или это не модель, которую может прочитать llama.cpp. Скачайте его снова или выберите другую модель.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your NVIDIA driver is too old for this runtime. Update the driver, or use the processor runtime in Settings.</source>
        <translation>Ваш драйвер NVIDIA слишком старый для этого движка. Обновите драйвер или выберите в настройках движок для процессора.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another program was using the port the model server needed. Try again.</source>
        <translation>Другая программа заняла порт, нужный серверу моделей. Попробуйте снова.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while loading {model}.</source>
        <translation>Сервер моделей остановился во время загрузки {model}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loading {model} took too long. Try a smaller model or a shorter context.</source>
        <translation>Загрузка {model} заняла слишком много времени. Попробуйте модель поменьше или более короткий контекст.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading the model was cancelled.</source>
        <translation>Загрузка модели отменена.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model server was stopped from outside while loading. Nothing is wrong with the model: load it again.</source>
        <translation>Сервер моделей был остановлен извне во время загрузки. С моделью всё в порядке: загрузите её снова.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model server could not start: a file it needs ({library}) is missing. Reinstall the runtime in Settings.</source>
        <translation>Сервер моделей не смог запуститься: нет нужного ему файла ({library}). Переустановите движок в настройках.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model file {model} is missing. Download it again or choose another model.</source>
        <translation>Файл модели {model} не найден. Скачайте его снова или выберите другую модель.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Port {port} is used by another program, so other apps can&apos;t reach LlamaDesk there. Choose another port in Settings (Other apps), or close that program.</source>
        <translation>Порт {port} занят другой программой, поэтому другие приложения не могут подключиться к LlamaDesk через него. Выберите другой порт в настройках («Другие приложения») или закройте эту программу.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server said it was ready but does not answer. Try again.</source>
        <translation>Сервер моделей сообщил, что готов, но не отвечает. Попробуйте снова.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This conversation is longer than the model&apos;s context. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Этот разговор длиннее контекста модели. Начните новый чат, сократите сообщение или загрузите модель с большим контекстом.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens). Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Этот разговор длиннее контекста модели ({context} токенов). Начните новый чат, сократите сообщение или загрузите модель с большим контекстом.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens); it needs {needed}. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Этот разговор длиннее контекста модели ({context} токенов); ему нужно {needed} токенов. Начните новый чат, сократите сообщение или загрузите модель с большим контекстом.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model server refused the app&apos;s key. Reload the model and try again.</source>
        <translation>Сервер моделей отклонил ключ приложения. Загрузите модель заново и попробуйте снова.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model can&apos;t read pictures. Remove the picture, or load a model that supports images (with its vision projector file).</source>
        <translation>Эта модель не умеет читать картинки. Уберите картинку или загрузите модель с поддержкой изображений (с её файлом проектора).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This model can&apos;t listen to audio. Remove the audio file.</source>
        <translation>Эта модель не умеет слушать звук. Уберите звуковой файл.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>Модель ещё загружается. Попробуйте снова чуть позже.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer: {said}</source>
        <translation>Сервер моделей не смог ответить: {said}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer (HTTP {status}).</source>
        <translation>Сервер моделей не смог ответить (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Can&apos;t reach the model server. It may have stopped; load the model again.</source>
        <translation>Не удаётся связаться с сервером моделей. Возможно, он остановился; загрузите модель снова.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server sent a reply the app couldn&apos;t read.</source>
        <translation>Сервер моделей прислал ответ, который приложение не смогло прочитать.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while answering. What it wrote so far is kept.</source>
        <translation>Сервер моделей остановился во время ответа. Уже написанное сохранено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped before answering. Load the model again.</source>
        <translation>Сервер моделей остановился, не начав отвечать. Загрузите модель снова.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model is loaded. Load one on the Load page, then press Retry.</source>
        <translation>Модель не загружена. Загрузите её на странице «Загрузка», затем нажмите «Повторить».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>Ответ прервался из-за непредвиденной ошибки в LlamaDesk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer ended unexpectedly. Press Retry to try again.</source>
        <translation>Ответ неожиданно прервался. Нажмите «Повторить», чтобы попробовать снова.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model stopped unexpectedly while answering. Press Retry to load it again and answer.</source>
        <translation>Модель неожиданно остановилась во время ответа. Нажмите «Повторить», чтобы загрузить её снова и получить ответ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer sharing its devices at {hosts} went away while answering, and the model stopped. What it wrote so far is kept; start that computer&apos;s sharing again and load the model, or load it without that computer.</source>
        <translation>Компьютер, предоставлявший свои устройства по адресу {hosts}, отключился во время ответа, и модель остановилась. Уже написанное сохранено; снова включите общий доступ на том компьютере и загрузите модель или загрузите её без этого компьютера.</translation>
    </message>
</context>
<context>
    <name>FiguresWords</name>
    <message>
        <location filename="../../desktop/gui/chat/figures_words.py" line="+27"/>
        <source>{speed} tokens/s</source>
        <translation>{speed} токена/с</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first token after {time}</source>
        <translation>первый токен через {time}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 token</source>
        <translation>1 токен</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln токен</numerusform>
            <numerusform>%Ln токена</numerusform>
            <numerusform>%Ln токенов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cut off at the length limit</source>
        <translation>обрезано по ограничению длины</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{milliseconds} ms</source>
        <translation>{milliseconds} мс</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds} с</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ran on the processor (CPU)</source>
        <translation>выполнено на процессоре (CPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ran on {devices}</source>
        <translation>выполнено на {devices}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ran on {devices} ({on_card} of {layers} layers; the rest on the processor)</source>
        <translation>выполнено на {devices} ({on_card} из {layers} слоёв; остальные на процессоре)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ran on {devices} ({on_card} of {layers} layers)</source>
        <translation>выполнено на {devices} ({on_card} из {layers} слоёв)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}, {context}-token context</source>
        <translation>{where}, контекст {context} токенов</translation>
    </message>
</context>
<context>
    <name>FileField</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="-225"/>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose {0}</source>
        <translation>Выбрать {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear {0}</source>
        <translation>Очистить {0}</translation>
    </message>
</context>
<context>
    <name>FormControls</name>
    <message>
        <location filename="../../desktop/gui/widgets/form_controls.py" line="+26"/>
        <source>Copied</source>
        <translation>Скопировано</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Copied to the clipboard</source>
        <translation>Скопировано в буфер обмена</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../../desktop/gui/widgets/glossary.py" line="+22"/>
        <source>How much the model&apos;s numbers were rounded to make it smaller. Smaller versions (Q3, Q4) need less memory and answer faster; larger ones (Q6, Q8, F16) answer a little better. Q4_K_M is a good balance on most computers.</source>
        <translation>Насколько округлены числа модели, чтобы она стала меньше. Меньшие версии (Q3, Q4) требуют меньше памяти и отвечают быстрее; большие (Q6, Q8, F16) отвечают немного лучше. Q4_K_M — хороший баланс на большинстве компьютеров.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F16 keeps the model&apos;s numbers unrounded (16-bit): the best answers, and the most memory. A vision model&apos;s picture reader is usually F16.</source>
        <translation>F16 хранит числа модели без округления (16 бит): лучшие ответы и больше всего памяти. Часть модели со зрением, читающая картинки, обычно F16.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the conversation memory (the KV cache) is stored. f16 is exact; q8_0 needs half the memory with almost no difference; q4_0 a quarter, with a small loss. A smaller type leaves room for a longer conversation.</source>
        <translation>Как хранится память разговора (кэш KV). f16 — точно; q8_0 требует вдвое меньше памяти почти без разницы; q4_0 — вчетверо меньше, с небольшой потерей. Меньший тип оставляет место для более длинного разговора.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The part of a vision model that reads pictures (an &quot;mmproj&quot; file). It is only needed to send pictures; LlamaDesk finds it beside the model when it can.</source>
        <translation>Часть модели со зрением, которая читает картинки (файл &quot;mmproj&quot;). Нужна только для отправки картинок; LlamaDesk находит её рядом с моделью, когда может.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Word choice breadth: the next word is picked only among the likeliest words whose chances add up to this share. Lower (0.8) keeps answers focused; 1.0 turns it off. Most people leave it at 0.95.</source>
        <translation>Широта выбора слов: следующее слово выбирается только среди самых вероятных слов, чьи шансы в сумме дают эту долю. Ниже (0,8) — ответы сосредоточеннее; 1,0 отключает. Обычно оставляют 0,95.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only this many of the likeliest next words are considered. Off considers all; 40 is a common choice.</source>
        <translation>Учитывается только столько самых вероятных следующих слов. «Выключено» учитывает все; 40 — частый выбор.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Words much less likely than the likeliest one are never picked. 0.05 removes odd choices without making answers dull; off allows every word.</source>
        <translation>Слова, намного менее вероятные, чем самое вероятное, никогда не выбираются. 0,05 убирает странный выбор, не делая ответы скучными; «выключено» допускает любые слова.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creativity: low (0.2) gives steady, predictable answers; high (1.0) more varied and surprising ones.</source>
        <translation>Креативность: низкая (0,2) даёт ровные, предсказуемые ответы; высокая (1,0) — более разнообразные и неожиданные.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the model can do besides chatting: read pictures (vision), use tools, or think step by step before it answers.</source>
        <translation>Что модель умеет кроме общения: читать картинки (зрение), пользоваться инструментами или думать шаг за шагом перед ответом.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the conversation the model can keep in mind at once, in tokens (a token is about three quarters of a word). Longer needs more memory.</source>
        <translation>Какую часть разговора модель может помнить одновременно, в токенах (токен — примерно три четверти слова). Длиннее — больше памяти.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the model runs on the graphics card. All of it is fastest; what doesn&apos;t fit runs on the processor, more slowly.</source>
        <translation>Какая часть модели работает на видеокарте. Целиком — быстрее всего; то, что не помещается, работает на процессоре, медленнее.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{quant}: rounded to about {bits} bits per number, tiny variant</source>
        <translation>{quant}: округлено примерно до {bits} бит на число, крошечный вариант</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, extra small variant</source>
        <translation>{quant}: округлено примерно до {bits} бит на число, очень маленький вариант</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, small variant</source>
        <translation>{quant}: округлено примерно до {bits} бит на число, маленький вариант</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, medium variant</source>
        <translation>{quant}: округлено примерно до {bits} бит на число, средний вариант</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, large variant</source>
        <translation>{quant}: округлено примерно до {bits} бит на число, большой вариант</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{quant}: unrounded ({bits}-bit), the largest version. {about}</source>
        <translation>{quant}: без округления ({bits} бит), самая большая версия. {about}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{quant}: rounded to about {bits} bits per number</source>
        <translation>{quant}: округлено примерно до {bits} бит на число</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{words} (a newer, denser rounding)</source>
        <translation>{words} (более новое и плотное округление)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{words}. {about}</source>
        <translation>{words}. {about}</translation>
    </message>
</context>
<context>
    <name>HandsFree</name>
    <message>
        <location filename="../../desktop/gui/chat/hands_free.py" line="+23"/>
        <source>Hands-free</source>
        <translation>Голосовой режим</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free: on</source>
        <translation>Голосовой режим включён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talk with the chat: it listens, sends what you say when you pause, reads the answer aloud, then listens again. Press again (or Esc) to stop.</source>
        <translation>Разговаривайте с чатом голосом: он слушает, отправляет сказанное, когда вы делаете паузу, читает ответ вслух и снова слушает. Нажмите ещё раз (или Esc), чтобы остановить.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hands-free is off.</source>
        <translation>Голосовой режим выключен.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free stopped: no model can answer yet.</source>
        <translation>Голосовой режим остановлен: ни одна модель пока не может ответить.</translation>
    </message>
</context>
<context>
    <name>HandsFreeControl</name>
    <message>
        <location line="+29"/>
        <location line="+111"/>
        <source>Hands-free: talk with the chat</source>
        <translation>Голосовой режим: разговор с чатом</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Hands-free is on: press to stop</source>
        <translation>Голосовой режим включён: нажмите, чтобы остановить</translation>
    </message>
</context>
<context>
    <name>HelpGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="+29"/>
        <source>Log folder</source>
        <translation>Папка журналов</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logs and reports: {0}</source>
        <translation>Журналы и отчёты: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the log folder</source>
        <translation>Открыть папку журналов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the folder of logs and reports</source>
        <translation>Открыть папку журналов и отчётов</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy a report</source>
        <translation>Копировать отчёт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy a report of this computer and recent problems</source>
        <translation>Копировать отчёт об этом компьютере и недавних проблемах</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Report status</source>
        <translation>Состояние отчёта</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About reports</source>
        <translation>Об отчётах</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Putting the report together…</source>
        <translation>Составление отчёта…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copied: paste it into your message.</source>
        <translation>Скопировано: вставьте его в своё сообщение.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The report could not be put together: {0}</source>
        <translation>Не удалось составить отчёт: {0}</translation>
    </message>
</context>
<context>
    <name>HostWorker</name>
    <message>
        <location filename="../../desktop/gui/bridge/host_worker.py" line="+157"/>
        <source>Loading stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>Загрузка остановлена из-за непредвиденной ошибки в LlamaDesk.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>No llama-server was found: it runs the models. Install it from Settings (“Open Settings to install it” at the top of the window).</source>
        <translation>llama-server не найден, а именно он запускает модели. Установите его в настройках («Установить в настройках» вверху окна).</translation>
    </message>
</context>
<context>
    <name>HubBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+12"/>
        <source>Can&apos;t reach Hugging Face, so searching and downloading are paused; downloads go on by themselves once it answers. Models on this computer still work.</source>
        <translation>Hugging Face недоступен, поэтому поиск и скачивание приостановлены; скачивания продолжатся сами, когда он ответит. Модели на этом компьютере работают как прежде.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>offlineBanner</source>
        <translation>offlineBanner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face can&apos;t be reached</source>
        <translation>Hugging Face недоступен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection notice</source>
        <translation>Уведомление о соединении</translation>
    </message>
</context>
<context>
    <name>HubWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/hub_words.py" line="+40"/>
        <source>Can&apos;t reach Hugging Face. Check the internet connection; models already on this computer still work.</source>
        <translation>Не удаётся подключиться к Hugging Face. Проверьте подключение к интернету; модели, которые уже есть на этом компьютере, по-прежнему работают.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{repo} needs a valid Hugging Face token: add a Hugging Face token in Settings (create a read token at huggingface.co/settings/tokens).</source>
        <translation>Для {repo} нужен действующий токен Hugging Face: добавьте токен Hugging Face в настройках (создайте токен для чтения на huggingface.co/settings/tokens).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your Hugging Face token has no access to {repo} yet: open the model&apos;s page on Hugging Face ({page}), accept its terms while signed in to the token&apos;s account, then try again.</source>
        <translation>У вашего токена Hugging Face пока нет доступа к {repo}: откройте страницу модели на Hugging Face ({page}), примите её условия, войдя в учётную запись токена, и повторите попытку.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no model called {repo} on Hugging Face (or it is private: add a token in Settings).</source>
        <translation>На Hugging Face нет модели {repo} (или она закрытая: добавьте токен в настройках).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no model called {repo} on Hugging Face, or your account can&apos;t see it.</source>
        <translation>На Hugging Face нет модели {repo}, или ваша учётная запись её не видит.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A file of {repo} is missing on Hugging Face.</source>
        <translation>На Hugging Face отсутствует один из файлов {repo}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{repo}&quot; is not a model name on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>«{repo}» — не название модели на Hugging Face; названия выглядят как владелец/модель, например bartowski/Qwen2.5-7B-Instruct-GGUF.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the name of a model on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>Введите название модели на Hugging Face; названия выглядят как владелец/модель, например bartowski/Qwen2.5-7B-Instruct-GGUF.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face is busy right now (too many requests); try again in {wait}.</source>
        <translation>Hugging Face сейчас перегружен (слишком много запросов); повторите попытку через {wait}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face is busy right now (too many requests); try again in a minute.</source>
        <translation>Hugging Face сейчас перегружен (слишком много запросов); повторите попытку через минуту.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face has a problem on its side (HTTP {status}); try again later.</source>
        <translation>На стороне Hugging Face возникла проблема (HTTP {status}); повторите попытку позже.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face answered with an error; try again later.</source>
        <translation>Hugging Face ответил ошибкой; повторите попытку позже.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face answered with an error (HTTP {status}); try again later.</source>
        <translation>Hugging Face ответил ошибкой (HTTP {status}); повторите попытку позже.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste a Hugging Face token first; create a read token at huggingface.co/settings/tokens.</source>
        <translation>Сначала вставьте токен Hugging Face; создайте токен для чтения на huggingface.co/settings/tokens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face did not accept this token. Create a read token at huggingface.co/settings/tokens and paste it here.</source>
        <translation>Hugging Face не принял этот токен. Создайте токен для чтения на huggingface.co/settings/tokens и вставьте его сюда.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face. What was downloaded is kept; the download goes on from there once it can be reached again.</source>
        <translation>Не удаётся подключиться к Hugging Face. Уже скачанное сохранено; скачивание продолжится с того же места, когда Hugging Face снова станет доступен.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The download of {file} keeps failing; try again later (what was downloaded is kept).</source>
        <translation>Скачивание {file} раз за разом прерывается; повторите попытку позже (уже скачанное сохранено).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download of {file} keeps failing ({reason}); try again later (what was downloaded is kept).</source>
        <translation>Скачивание {file} раз за разом прерывается ({reason}); повторите попытку позже (уже скачанное сохранено).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the connection was interrupted</source>
        <translation>соединение прервалось</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data arrived for a while</source>
        <translation>данные долго не поступали</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the download link expired</source>
        <translation>ссылка для скачивания устарела</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face asked to slow down</source>
        <translation>Hugging Face попросил отправлять запросы реже</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the request timed out</source>
        <translation>время ожидания запроса истекло</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face had a problem on its side (HTTP {status})</source>
        <translation>на стороне Hugging Face возникла проблема (HTTP {status})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} arrived damaged (it is not the file Hugging Face lists), so it was not added. Download it again.</source>
        <translation>Файл {file} пришёл повреждённым (это не тот файл, который указан на Hugging Face), поэтому он не добавлен. Скачайте его заново.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face refused the download (HTTP {status}).</source>
        <translation>Hugging Face отклонил скачивание (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model could not be saved in {folder}. Check that the folder exists and that you may write to it.</source>
        <translation>Не удалось сохранить модель в {folder}. Проверьте, что папка существует и у вас есть право записи в неё.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more.</source>
        <translation>Недостаточно места на диске: для этого скачивания нужно {needed}, а свободно {free} (из них {reserve} остаются свободными для системы). Освободите ещё {missing}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more, or download {quant} ({size}), the largest version that fits.</source>
        <translation>Недостаточно места на диске: для этого скачивания нужно {needed}, а свободно {free} (из них {reserve} остаются свободными для системы). Освободите ещё {missing} или скачайте {quant} ({size}) — самую большую версию, которая помещается.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). No version of this model fits: free up {missing} more.</source>
        <translation>Недостаточно места на диске: для этого скачивания нужно {needed}, а свободно {free} (из них {reserve} остаются свободными для системы). Ни одна версия этой модели не помещается: освободите ещё {missing}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The disk holding {folder} is full: this download still needs {needed}, and {reserve} more stays free for your system. Free up {total} there, then try again (what was downloaded is kept).</source>
        <translation>Диск с папкой {folder} заполнен: этому скачиванию нужно ещё {needed}, и ещё {reserve} остаются свободными для системы. Освободите там {total} и повторите попытку (уже скачанное сохранено).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{repo} has no {quant} version (it has {available}).</source>
        <translation>У {repo} нет версии {quant} (есть {available}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The download stopped because of an unexpected problem; press Retry.</source>
        <translation>Скачивание остановилось из-за непредвиденной проблемы; нажмите «Повторить».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checking the downloaded file</source>
        <translation>Проверка скачанного файла</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another download of the same file</source>
        <translation>Ожидание другой загрузки того же файла</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{reason}; trying again in {wait} (attempt {attempt} of {attempts})</source>
        <translation>{reason}; повтор через {wait} (попытка {attempt} из {attempts})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The list of downloads could not be read and was left out.</source>
        <translation>Не удалось прочитать список загрузок, он пропущен.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some downloads in the list could not be read and were left out.</source>
        <translation>Некоторые загрузки из списка не удалось прочитать, они пропущены.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The old file was kept as {name}.</source>
        <translation>Старый файл сохранён как {name}.</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../../desktop/gui/library/library_model.py" line="+46"/>
        <source> · Loaded</source>
        <translation> · Загружена</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>Архитектура</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>Контекст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can also</source>
        <translation>Ещё умеет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On this computer</source>
        <translation>На этом компьютере</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>see images</source>
        <translation>видеть картинки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>think</source>
        <translation>думать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use tools</source>
        <translation>пользоваться инструментами</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All models</source>
        <translation>Все модели</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can see images</source>
        <translation>Видят картинки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can think</source>
        <translation>Умеют думать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can use tools</source>
        <translation>Пользуются инструментами</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damaged files</source>
        <translation>Повреждённые файлы</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This file cannot be read.</source>
        <translation>Этот файл не читается.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>LlamaDesk could not work out whether this model fits ({0}).</source>
        <translation>LlamaDesk не смог определить, поместится ли эта модель ({0}).</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>{0} (from Ollama)</source>
        <translation>{0} (из Ollama)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Damaged: {0}</source>
        <translation>Повреждён: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>read text aloud ({0} languages)</source>
        <translation>читать текст вслух ({0} языков)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read text aloud</source>
        <translation>читать текст вслух</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hear speech</source>
        <translation>распознавать речь</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{0} tokens of context</source>
        <translation>Контекст в токенах: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>can also: {0}</source>
        <translation>ещё умеет: {0}</translation>
    </message>
</context>
<context>
    <name>LibraryView</name>
    <message>
        <location filename="../../desktop/gui/library/library_view.py" line="+57"/>
        <source>Your models</source>
        <translation>Ваши модели</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search models</source>
        <translation>Поиск моделей</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search by name or version</source>
        <translation>Поиск по названию или версии</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show which models</source>
        <translation>Какие модели показывать</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Models on this computer</source>
        <translation>Модели на этом компьютере</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Library status</source>
        <translation>Состояние библиотеки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking for models…</source>
        <translation>Поиск моделей…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Problem with the selected model</source>
        <translation>Проблема с выбранной моделью</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look again</source>
        <translation>Искать снова</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for models again</source>
        <translation>Снова поискать модели</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add file…</source>
        <translation>Добавить файл…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model file to the library</source>
        <translation>Добавить файл модели в библиотеку</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>Добавить папку…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a folder of models to the library</source>
        <translation>Добавить папку с моделями в библиотеку</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show in folder</source>
        <translation>Показать в папке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected model in its folder</source>
        <translation>Показать выбранную модель в её папке</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected model from this computer</source>
        <translation>Удалить выбранную модель с этого компьютера</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load</source>
        <translation>Загрузить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the selected model</source>
        <translation>Загрузить выбранную модель</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>1 model found.</source>
        <translation>Найдена 1 модель.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>Найдена %Ln модель.</numerusform>
            <numerusform>Найдено %Ln модели.</numerusform>
            <numerusform>Найдено %Ln моделей.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No models found. Add a file or a folder, or drop one here.</source>
        <translation>Модели не найдены. Добавьте файл или папку либо перетащите их сюда.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Looking for models failed.</source>
        <translation>Поиск моделей не удался.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} cannot be used: {1}</source>
        <translation>{0} нельзя использовать: {1}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0}: not a model file (.gguf) or folder, so not added.</source>
        <translation>{0}: не файл модели (.gguf) и не папка, поэтому не добавлен.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Add a model</source>
        <translation>Добавить модель</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Модели GGUF (*.gguf);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a folder of models</source>
        <translation>Добавить папку с моделями</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete model</source>
        <translation>Удалить модель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete {0} (1 file) from this computer? This cannot be undone.</source>
        <translation>Удалить {0} (1 файл) с этого компьютера? Это нельзя отменить.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Delete {0} (%Ln files) from this computer? This cannot be undone.</source>
        <translation>
            <numerusform>Удалить {0} (%Ln файл) с этого компьютера? Это нельзя отменить.</numerusform>
            <numerusform>Удалить {0} (%Ln файла) с этого компьютера? Это нельзя отменить.</numerusform>
            <numerusform>Удалить {0} (%Ln файлов) с этого компьютера? Это нельзя отменить.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deleting {0}…</source>
        <translation>Удаление {0}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} was deleted.</source>
        <translation>{0} удалена.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model was not deleted.</source>
        <translation>Модель не удалена.</translation>
    </message>
</context>
<context>
    <name>ListChoice</name>
    <message>
        <location filename="../../desktop/gui/widgets/list_choice.py" line="+21"/>
        <source>Select {what} in the list first.</source>
        <translation>Сначала выберите {what} в списке.</translation>
    </message>
</context>
<context>
    <name>LoadAdvanced</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+29"/>
        <source>Advanced settings</source>
        <translation>Дополнительные настройки</translation>
    </message>
</context>
<context>
    <name>LoadPlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="+52"/>
        <source>Settings chosen for this computer</source>
        <translation>Настройки, выбранные для этого компьютера</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>No graphics card found: the model will run on the processor.</source>
        <translation>Видеокарта не найдена: модель будет работать на процессоре.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everything on {0}.</source>
        <translation>Всё на {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} of {1} layers on {2}; the rest on the processor.</source>
        <translation>{0} из {1} слоёв на {2}; остальное на процессоре.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model will run on the processor, as you chose.</source>
        <translation>Модель будет работать на процессоре, как вы выбрали.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The model will run on the processor.</source>
        <translation>Модель будет работать на процессоре.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} at {1} tokens of context.</source>
        <translation>{0} при контексте {1} токенов.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>On the graphics card: {size} of {free} free graphics memory: {over} too much.</source>
        <translation>На видеокарте: {size} из {free} свободной видеопамяти: на {over} больше.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the graphics card: {size} of {free} free graphics memory.</source>
        <translation>На видеокарте: {size} из {free} свободной видеопамяти.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory: {over} too much.</source>
        <translation>В памяти компьютера: {size} из {free} свободной памяти: на {over} больше.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory.</source>
        <translation>В памяти компьютера: {size} из {free} свободной памяти.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory: {over} too much.</source>
        <translation>Свободной видеопамяти: {free}; не хватает {over}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory.</source>
        <translation>Свободной видеопамяти: {free}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory: {over} too much.</source>
        <translation>Свободной памяти: {free}; не хватает {over}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory.</source>
        <translation>Свободной памяти: {free}.</translation>
    </message>
</context>
<context>
    <name>LoadView</name>
    <message>
        <location filename="../../desktop/gui/load/load_view.py" line="+98"/>
        <source>Load a model</source>
        <translation>Загрузить модель</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a file…</source>
        <translation>Открыть файл…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a model file</source>
        <translation>Открыть файл модели</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Model</source>
        <translation>&amp;Модель</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+1"/>
        <source>Show advanced settings</source>
        <translation>Показать дополнительные настройки</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+344"/>
        <source>Load</source>
        <translation>Загрузить</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>Load the model</source>
        <translation>Загрузить модель</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel loading</source>
        <translation>Отменить загрузку</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unload</source>
        <translation>Выгрузить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unload the model</source>
        <translation>Выгрузить модель из памяти</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show server log</source>
        <translation>Журнал сервера</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Loading progress</source>
        <translation>Ход загрузки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading progress, in words</source>
        <translation>Ход загрузки, словами</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load status</source>
        <translation>Состояние загрузки</translation>
    </message>
    <message>
        <location line="+69"/>
        <source> (damaged)</source>
        <translation> (повреждён)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No models found yet. Add a model file (.gguf) in the Library or download one in Discover.</source>
        <translation>Модели пока не найдены. Добавьте файл модели (.gguf) в библиотеке или скачайте модель в «Обзоре».</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Open a model</source>
        <translation>Открыть модель</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Модели GGUF (*.gguf);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loading the model…</source>
        <translation>Загрузка модели…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} of {1}</source>
        <translation>{0} из {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · {0}/s</source>
        <translation> · {0}/с</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · about {0} left</source>
        <translation> · осталось около {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Loaded in {0}.</source>
        <translation>Загружено за {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded: {0}</source>
        <translation>Загружено: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is ready.</source>
        <translation>{0} готова.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Loading was cancelled.</source>
        <translation>Загрузка отменена.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> “Show server log” has the details.</source>
        <translation> Подробности — в «Журнале сервера».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No model is loaded.</source>
        <translation>Модель не загружена.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Load this one instead</source>
        <translation>Загрузить эту вместо неё</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load another</source>
        <translation>Загрузить другую</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} is loaded now. Press “Load this one instead” to switch to the model picked above.</source>
        <translation>Сейчас загружена {0}. Нажмите «Загрузить эту вместо неё», чтобы перейти на модель, выбранную выше.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Something unexpected went wrong while reading the model.</source>
        <translation>При чтении модели что-то неожиданно пошло не так.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/gui/shell/main_window.py" line="+67"/>
        <source>Library</source>
        <translation>Библиотека</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discover</source>
        <translation>Обзор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>Загрузка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Pages</source>
        <translation>Страницы</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{page} (Ctrl+{number})</source>
        <translation>{page} (Ctrl+{number})</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+103"/>
        <source>{page} page</source>
        <translation>Страница «{page}»</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>New chat</source>
        <translation>Новый чат</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show {page}</source>
        <translation>Показать «{page}»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The starter model is not installed.</source>
        <translation>Стартовая модель не установлена.</translation>
    </message>
    <message>
        <location line="+80"/>
        <location line="+6"/>
        <source>Settings file damaged</source>
        <translation>Файл настроек повреждён</translation>
    </message>
</context>
<context>
    <name>McpServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="+102"/>
        <source>About MCP servers</source>
        <translation>О серверах MCP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Programs or web services that give the model more tools, as in other apps. They are kept in {0}. Turn one on for a chat with its Tools button.</source>
        <translation>Программы или веб-сервисы, которые дают модели больше инструментов, как в других приложениях. Они хранятся в {0}. Включите сервер для чата его кнопкой «Инструменты».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MCP servers</source>
        <translation>Серверы MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Test</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test the selected MCP server</source>
        <translation>Проверить выбранный сервер MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected MCP server</source>
        <translation>Удалить выбранный сервер MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the selected server&apos;s tools need your approval</source>
        <translation>Когда инструментам выбранного сервера нужно ваше разрешение</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New MCP server&apos;s name</source>
        <translation>Имя нового сервера MCP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. files</source>
        <translation>например, files</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New MCP server&apos;s command or web address</source>
        <translation>Команда или веб-адрес нового сервера MCP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. npx -y @modelcontextprotocol/server-memory</source>
        <translation>например, npx -y @modelcontextprotocol/server-memory</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add server</source>
        <translation>Добавить сервер</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add this MCP server</source>
        <translation>Добавить этот сервер MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command or address</source>
        <translation>Команда или адрес</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP server status</source>
        <translation>Состояние сервера MCP</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Added {0}. Press Test to try it.</source>
        <translation>{0} добавлен. Нажмите «Проверить», чтобы испытать его.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Removed {0}.</source>
        <translation>{0} удалён.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Testing {0}…</source>
        <translation>Проверка {0}…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The MCP servers could not be read or saved.</source>
        <translation>Не удалось прочитать или сохранить серверы MCP.</translation>
    </message>
</context>
<context>
    <name>MemoryBar</name>
    <message>
        <location filename="../../desktop/gui/load/memory_bar.py" line="+54"/>
        <location line="+22"/>
        <source>free memory</source>
        <translation>свободная память</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Memory needed</source>
        <translation>Нужно памяти</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Pick a model to see how much memory it needs.</source>
        <translation>Выберите модель, чтобы увидеть, сколько памяти ей нужно.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: needs {1}.</source>
        <translation>{0}: нужно {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0}.</source>
        <translation>Нужно {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: needs {1} of {2} {3}: {4} too much.</source>
        <translation>{0}: нужно {1} из {2} {3}: на {4} больше.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs {0} of {1} {2}: {3} too much.</source>
        <translation>Нужно {0} из {1} {2}: на {3} больше.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: needs {1} of {2} {3}.</source>
        <translation>{0}: нужно {1} из {2} {3}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0} of {1} {2}.</source>
        <translation>Нужно {0} из {1} {2}.</translation>
    </message>
</context>
<context>
    <name>MessageColumn</name>
    <message>
        <location filename="../../desktop/gui/chat/message_column.py" line="+31"/>
        <source>This answer was interrupted. Press Retry to write it again.</source>
        <translation>Этот ответ был прерван. Нажмите «Повторить», чтобы написать его заново.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Messages</source>
        <translation>Сообщения</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <location filename="../../desktop/gui/chat/message_text.py" line="+247"/>
        <source>Edit message</source>
        <translation>Изменить сообщение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter saves and sends again, Esc cancels.</source>
        <translation>Ctrl+Enter — сохранить и отправить снова, Esc — отмена.</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <location filename="../../desktop/gui/chat/message_view.py" line="+42"/>
        <source>Read aloud</source>
        <translation>Читать вслух</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading</source>
        <translation>Остановить чтение</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant</source>
        <translation>Ассистент</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your message</source>
        <translation>Ваше сообщение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant message</source>
        <translation>Сообщение ассистента</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System message</source>
        <translation>Системное сообщение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool message</source>
        <translation>Сообщение инструмента</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location line="+61"/>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <location line="+100"/>
        <location line="+7"/>
        <source>Thinking</source>
        <translation>Размышления</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+315"/>
        <source>Show thinking</source>
        <translation>Показать размышления</translation>
    </message>
    <message>
        <location line="-402"/>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message text</source>
        <translation>Текст сообщения</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Attached pictures</source>
        <translation>Прикреплённые картинки</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Save and send</source>
        <translation>Сохранить и отправить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save and send the edited message</source>
        <translation>Сохранить и отправить изменённое сообщение</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel editing</source>
        <translation>Отменить изменение</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Answer figures</source>
        <translation>Показатели ответа</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry this answer</source>
        <translation>Повторить этот ответ</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Copy message text</source>
        <translation>Копировать текст сообщения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regenerate</source>
        <translation>Заново</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write this answer again</source>
        <translation>Написать этот ответ заново</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Edit</source>
        <translation>Изменить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit and send again</source>
        <translation>Изменить и отправить снова</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+333"/>
        <source>Read this answer aloud</source>
        <translation>Прочитать этот ответ вслух</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Pictures: {names}</source>
        <translation>Картинки: {names}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Copy code</source>
        <translation>Копировать код</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code {number}/{count}</source>
        <translation>Копировать код {number}/{count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy code block {number} of {count} ({language})</source>
        <translation>Копировать блок кода {number} из {count} ({language})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code block {number} of {count}</source>
        <translation>Копировать блок кода {number} из {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy: {line}</source>
        <translation>Копировать: {line}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy this code</source>
        <translation>Копировать этот код</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Stop reading this answer aloud</source>
        <translation>Остановить чтение этого ответа вслух</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Hide thinking</source>
        <translation>Скрыть размышления</translation>
    </message>
</context>
<context>
    <name>ModelBanner</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_banner.py" line="+34"/>
        <source>Model status</source>
        <translation>Состояние модели</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>Загрузить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the model offered</source>
        <translation>Загрузить предложенную модель</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to Load</source>
        <translation>К загрузке</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the Load page</source>
        <translation>Перейти на страницу «Загрузка»</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The model is loading. You can write already.</source>
        <translation>Модель загружается. Уже можно писать.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No model is loaded. Sending will load {name} again.</source>
        <translation>Модель не загружена. При отправке {name} загрузится снова.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load a model to start chatting.</source>
        <translation>Загрузите модель, чтобы начать общение.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was sent: no model is loaded. Pick one on the Load page; your message stays in the box.</source>
        <translation>Ничего не отправлено: модель не загружена. Выберите её на странице «Загрузка»; сообщение останется в поле.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was sent: no model is loaded. Load {stem} to send it, or pick another model on the Load page.</source>
        <translation>Ничего не отправлено: модель не загружена. Загрузите {stem}, чтобы отправить, или выберите другую модель на странице «Загрузка».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load it and send</source>
        <translation>Загрузить и отправить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load {name}, then send your message.</source>
        <translation>Загрузить {name}, затем отправить сообщение.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your chats could not be read or saved because of an unexpected problem.</source>
        <translation>Не удалось прочитать или сохранить ваши чаты из-за непредвиденной ошибки.</translation>
    </message>
</context>
<context>
    <name>ModelCardView</name>
    <message>
        <location filename="../../desktop/gui/discover/model_card.py" line="+27"/>
        <source>Model description</source>
        <translation>Описание модели</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This model has no description.</source>
        <translation>У этой модели нет описания.</translation>
    </message>
</context>
<context>
    <name>ModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+31"/>
        <source>Model to chat with</source>
        <translation>Модель для общения</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>The model that answers. Pick another to load it.</source>
        <translation>Модель, которая отвечает. Выберите другую, чтобы загрузить её.</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>&amp;Model</source>
        <translation>&amp;Модель</translation>
    </message>
</context>
<context>
    <name>ModelWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/model_words.py" line="+26"/>
        <source>{file} was not found. It may have been moved or deleted.</source>
        <translation>{file} не найден. Возможно, файл перемещён или удалён.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a folder, not a model file.</source>
        <translation>{file} — это папка, а не файл модели.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a model file.</source>
        <translation>{file} — не файл модели.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} can&apos;t be read: LlamaDesk is not allowed to open it.</source>
        <translation>Не удаётся прочитать {file}: у LlamaDesk нет прав на открытие этого файла.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could not be read.</source>
        <translation>Не удалось прочитать {file}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is empty (the download did not finish?). Download it again.</source>
        <translation>{file} пуст (загрузка не завершилась?). Скачайте его снова.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is incomplete (the download did not finish?). Download it again.</source>
        <translation>{file} скачан не полностью (загрузка не завершилась?). Скачайте его снова.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a model but a web page or error message (the download failed?). Download it again.</source>
        <translation>{file} — не модель, а веб-страница или сообщение об ошибке (загрузка не удалась?). Скачайте его снова.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} only points to the model; it is not the model itself. Download the real file.</source>
        <translation>{file} лишь указывает на модель, а не является ею. Скачайте настоящий файл.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a GGUF model file.</source>
        <translation>{file} — не файл модели GGUF.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was made for another kind of computer (big-endian), which LlamaDesk cannot use.</source>
        <translation>{file} сделан для компьютеров другого типа (big-endian), LlamaDesk не может его использовать.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in an old format (GGUF version 1). Download a newer conversion of the model.</source>
        <translation>{file} в старом формате (GGUF версии 1). Скачайте более новую конвертацию модели.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in GGUF version {version}, which LlamaDesk cannot read (a newer or damaged file?).</source>
        <translation>{file} в формате GGUF версии {version}, которую LlamaDesk не умеет читать (более новый или повреждённый файл?).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is damaged and can&apos;t be read as a model. Download it again.</source>
        <translation>{file} повреждён и не читается как модель. Скачайте его снова.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a model file LlamaDesk can use (it names no kind of model).</source>
        <translation>{file} — не файл модели, который может использовать LlamaDesk (в нём не указан вид модели).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Part {number} of {count} of {file} is missing ({part} is not in the same folder).</source>
        <translation>Не хватает части {number} из {count} файла {file} ({part} нет в той же папке).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model is split into {count} parts, and these are missing: {parts}. Download it again or delete it.</source>
        <translation>Эта модель разделена на {count} частей, и не хватает этих: {parts}. Скачайте её снова или удалите.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is part {number} of {count} of a split model, but its name does not end in {suffix}, so the other parts cannot be found.</source>
        <translation>{file} — часть {number} из {count} разделённой модели, но его имя не оканчивается на {suffix}, поэтому остальные части не найти.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The parts of {file} do not belong together (parts of different downloads mixed?). Download the model again.</source>
        <translation>Части {file} не подходят друг к другу (смешаны части разных загрузок?). Скачайте модель снова.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ollama&apos;s {name} can&apos;t be used: Ollama&apos;s record of it is damaged. Download it again in Ollama.</source>
        <translation>Модель {name} из Ollama нельзя использовать: запись Ollama о ней повреждена. Скачайте её снова в Ollama.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ollama&apos;s {name} has no model file of its own (it may be a cloud model).</source>
        <translation>У модели {name} из Ollama нет собственного файла модели (возможно, это облачная модель).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama&apos;s {name} can&apos;t be used: its model file is missing from Ollama&apos;s folder. Download it again in Ollama.</source>
        <translation>Модель {name} из Ollama нельзя использовать: её файла нет в папке Ollama. Скачайте её снова в Ollama.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The starter model comes with LlamaDesk and cannot be deleted.</source>
        <translation>Стартовая модель входит в LlamaDesk, её нельзя удалить.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} belongs to Ollama. Remove it in Ollama (ollama rm {name}).</source>
        <translation>{name} принадлежит Ollama. Удалите её в Ollama (ollama rm {name}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some files of {name} could not be deleted. Check that you may change that folder and that no other program uses them.</source>
        <translation>Не удалось удалить некоторые файлы {name}. Проверьте, что вы можете изменять эту папку и что файлы не заняты другой программой.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is the picture part of a model (a vision projector), not a chat model. Pick the model file it belongs to.</source>
        <translation>{file} — часть модели для картинок (проектор), а не модель для чата. Выберите файл модели, к которому она относится.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a speech model ({family}): it reads answers aloud, it does not chat. Choose it in Settings → Voice, and load a chat model here.</source>
        <translation>{file} — речевая модель ({family}): она читает ответы вслух, а не общается. Выберите её в разделе «Настройки → Голос», а здесь загрузите модель для чата.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server can&apos;t use the graphics card: files it needs are missing ({names}). Reinstall the runtime in Settings, or update the graphics card&apos;s driver.</source>
        <translation>Сервер моделей не может использовать видеокарту: не хватает нужных ему файлов ({names}). Переустановите движок в настройках или обновите драйвер видеокарты.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LlamaDesk can&apos;t use {value} as the {setting}. Choose another value in Settings or on the Load page.</source>
        <translation>LlamaDesk не может использовать значение {value} для параметра «{setting}». Выберите другое значение в настройках или на странице «Загрузить».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>context length</source>
        <translation>длина контекста</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of parallel chats</source>
        <translation>число параллельных чатов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of threads</source>
        <translation>число потоков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of layers on the graphics card</source>
        <translation>число слоёв на видеокарте</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>context cache type</source>
        <translation>тип кэша контекста</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flash attention setting</source>
        <translation>настройка Flash attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of graphics memory</source>
        <translation>доля видеопамяти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra arguments</source>
        <translation>дополнительные аргументы</translation>
    </message>
</context>
<context>
    <name>OfflineBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+6"/>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Try reaching Hugging Face again</source>
        <translation>Снова попробовать связаться с Hugging Face</translation>
    </message>
</context>
<context>
    <name>PageScroll</name>
    <message>
        <location filename="../../desktop/gui/shell/window_fit.py" line="+52"/>
        <source>{page} page, scrolled</source>
        <translation>Страница «{page}», прокручено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scroll the {page} page</source>
        <translation>Прокрутить страницу «{page}»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scroll the {page} page sideways</source>
        <translation>Прокрутить страницу «{page}» по горизонтали</translation>
    </message>
</context>
<context>
    <name>PassageView</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+49"/>
        <source>Source {number}: {label}</source>
        <translation>Источник {number}: {label}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cited passage</source>
        <translation>Цитируемый фрагмент</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the passage is from</source>
        <translation>Откуда фрагмент</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Section</source>
        <translation>Раздел</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passage text</source>
        <translation>Текст фрагмента</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open file</source>
        <translation>Открыть файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open {name}</source>
        <translation>Открыть {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the whole file in the app your computer uses for it.</source>
        <translation>Открыть весь файл в приложении, которое компьютер использует для таких файлов.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is no longer where it was when it was indexed.</source>
        <translation>Этого файла больше нет там, где он был при индексировании.</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <location filename="../../desktop/gui/load/placement.py" line="+39"/>
        <source>processor (CPU)</source>
        <translation>процессор (CPU)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Remembers up to {0} tokens of conversation.</source>
        <translation>Помнит до {0} токенов разговора.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (conversation memory: {0})</source>
        <translation> (память разговора: {0})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Runs on the graphics card: {0}.</source>
        <translation>Работает на видеокарте: {0}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> ({0} of {1} layers)</source>
        <translation> ({0} из {1} слоёв)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All {0} layers on the graphics card.</source>
        <translation>Все слои ({0}) на видеокарте.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is on the graphics card.</source>
        <translation>Модель на видеокарте.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU).</source>
        <translation>Работает на процессоре (CPU).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All {0} layers on the processor.</source>
        <translation>Все слои ({0}) на процессоре.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All on the processor.</source>
        <translation>Всё на процессоре.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics card not used ({0})</source>
        <translation>Видеокарта не используется ({0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU), as you chose.</source>
        <translation>Работает на процессоре (CPU), как вы выбрали.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}: you chose CPU only for this model.</source>
        <translation>{0}: для этой модели вы выбрали только CPU.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the installed llama.cpp runtime can only use the processor.</source>
        <translation>установленный движок llama.cpp может использовать только процессор.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It does not fit in its free memory.</source>
        <translation>Модель не помещается в её свободную память.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your graphics card ({0}) is not used. {1}</source>
        <translation>Ваша видеокарта ({0}) не используется. {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not enough free graphics memory for this model.</source>
        <translation>недостаточно свободной видеопамяти для этой модели.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>llama.cpp put no part of the model on it (the server log says why).</source>
        <translation>llama.cpp не разместил на ней ни одной части модели (причина — в журнале сервера).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>PlacementBox</name>
    <message>
        <location filename="../../desktop/gui/load/placement_box.py" line="+23"/>
        <location line="+2"/>
        <source>Where the model runs</source>
        <translation>Где работает модель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layers on the graphics card</source>
        <translation>Слои на видеокарте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loaded context</source>
        <translation>Загруженный контекст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics card warning</source>
        <translation>Предупреждение о видеокарте</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes from loading</source>
        <translation>Заметки о загрузке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start chatting</source>
        <translation>Начать общение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the Chat page</source>
        <translation>Перейти на страницу «Чат»</translation>
    </message>
</context>
<context>
    <name>PlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="-278"/>
        <source>Will it run</source>
        <translation>Запустится?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length slider</source>
        <translation>Ползунок длины контекста</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length, in tokens</source>
        <translation>Длина контекста, в токенах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> tokens</source>
        <translation> токенов</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context limit</source>
        <translation>Предел контекста</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context warning</source>
        <translation>Предупреждение о контексте</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Graphics card plan</source>
        <translation>План для видеокарты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why these settings</source>
        <translation>Почему такие настройки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics memory needed</source>
        <translation>Нужно видеопамяти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory needed</source>
        <translation>Нужно памяти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed, in words</source>
        <translation>Нужно памяти, словами</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Context</source>
        <translation>&amp;Контекст</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much of the conversation the model keeps in mind.</source>
        <translation>Какую часть разговора модель помнит.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics card</source>
        <translation>Видеокарта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics memory</source>
        <translation>Видеопамять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading the model…</source>
        <translation>Чтение модели…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This model was trained for up to {0} tokens.</source>
        <translation>Эта модель обучена на контекст до {0} токенов.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model does not say how long a context it handles.</source>
        <translation>Эта модель не сообщает, какой контекст она выдерживает.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Fits in GPU memory up to {0} (the green part of the slider); more is slower.</source>
        <translation> Помещается в память GPU до {0} (зелёная часть ползунка); больше — медленнее.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This model can&apos;t be used.</source>
        <translation>Эту модель нельзя использовать.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>free graphics memory</source>
        <translation>свободная видеопамять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the graphics card</source>
        <translation>На видеокарте</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>free memory</source>
        <translation>свободная память</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the computer&apos;s memory</source>
        <translation>В памяти компьютера</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Fits in GPU memory up to {0}.</source>
        <translation>Помещается в память GPU до {0}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} is more than fits in GPU memory ({1}): part of the model will run on the processor, which is slower.</source>
        <translation>{0} — больше, чем помещается в память GPU ({1}): часть модели будет работать на процессоре, а это медленнее.</translation>
    </message>
</context>
<context>
    <name>PlanWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/plan_words.py" line="+40"/>
        <source>Runs fully on the graphics card</source>
        <translation>Работает целиком на видеокарте</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs partly on the graphics card</source>
        <translation>Работает частично на видеокарте</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs on the processor</source>
        <translation>Работает на процессоре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too big for this computer</source>
        <translation>Слишком большая для этого компьютера</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model</source>
        <translation>модель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conversation memory</source>
        <translation>память разговора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>working space</source>
        <translation>рабочее пространство</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chosen context length ({chosen_tokens}) is longer than the {trained_tokens} this model was trained for; answers may get worse near the end of long chats.</source>
        <translation>Выбранная длина контекста ({chosen_tokens}) больше, чем {trained_tokens}, на которые обучена эта модель; к концу длинных чатов ответы могут стать хуже.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You chose to run the model on the processor only.</source>
        <translation>Вы выбрали запуск модели только на процессоре.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of the chosen graphics cards was found, so the model runs on the processor.</source>
        <translation>Ни одна из выбранных видеокарт не найдена, поэтому модель работает на процессоре.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No graphics card was found, so the model runs on the processor.</source>
        <translation>Видеокарта не найдена, поэтому модель работает на процессоре.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the whole model fits in graphics memory.</source>
        <translation>Длина контекста сокращена с {from_tokens} до {to_tokens}, чтобы вся модель поместилась в видеопамять.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model fits in the free memory of {gpus} ({usable_size} usable), so it runs fully on the graphics card.</source>
        <translation>Модель помещается в свободную память {gpus} (доступно {usable_size}), поэтому работает целиком на видеокарте.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model is too big for one graphics card, so it is split across {count} cards: {gpus} ({usable_size} usable).</source>
        <translation>Модель слишком большая для одной видеокарты, поэтому она разделена между {count} видеокартами: {gpus} (доступно {usable_size}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more graphics memory than is free; up to {largest_tokens} would run fully on the graphics card.</source>
        <translation>Выбранной длине контекста ({chosen_tokens}) нужно больше видеопамяти, чем свободно; целиком на видеокарте поместится до {largest_tokens}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {usable_size} of usable graphics memory and {free_size} of free memory.</source>
        <translation>Модели нужно около {need_size}, а у этого компьютера только {usable_size} доступной видеопамяти и {free_size} свободной памяти.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} has too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>У {gpus} слишком мало свободной памяти ({free_size}), чтобы помочь, поэтому модель работает на процессоре.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} have too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>У {gpus} слишком мало свободной памяти ({free_size}), чтобы помочь, поэтому модель работает на процессоре.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size} but only {usable_size} of graphics memory is usable, so part of it runs on the processor, which is slower.</source>
        <translation>Модели нужно около {need_size}, но доступно только {usable_size} видеопамяти, поэтому часть модели работает на процессоре, а это медленнее.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose to put every layer on the graphics card, but the model needs about {need_size} and only {usable_size} of graphics memory is usable: loading will probably fail. Choose Automatic to run part of it on the processor.</source>
        <translation>Вы выбрали все слои на видеокарте, но модели нужно около {need_size}, а доступно только {usable_size} видеопамяти: загрузка, скорее всего, не удастся. Выберите «Автоматически», чтобы часть модели работала на процессоре.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so {layers} layers fit in graphics memory.</source>
        <translation>Длина контекста сокращена с {from_tokens} до {to_tokens}, чтобы в видеопамять поместилось слоёв: {layers}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose {layers} of {total_layers} layers on {gpus}; the rest run on the processor, which is slower.</source>
        <translation>Вы выбрали {layers} из {total_layers} слоёв на {gpus}; остальные работают на процессоре, а это медленнее.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those layers need about {need_size} of graphics memory, but only {usable_size} is usable: loading will probably fail. Choose fewer layers.</source>
        <translation>Этим слоям нужно около {need_size} видеопамяти, а доступно только {usable_size}: загрузка, скорее всего, не удастся. Выберите меньше слоёв.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The layers left on the processor need about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>Слоям, оставшимся на процессоре, нужно около {need_size}, а у этого компьютера только {free_size} свободной памяти.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>Модели нужно около {need_size}, а у этого компьютера только {free_size} свободной памяти.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the model fits in the free memory.</source>
        <translation>Длина контекста сокращена с {from_tokens} до {to_tokens}, чтобы модель поместилась в свободную память.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more memory than is free ({free_size}); up to {largest_tokens} would fit.</source>
        <translation>Выбранной длине контекста ({chosen_tokens}) нужно больше памяти, чем свободно ({free_size}); поместится до {largest_tokens}.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>needs about {size}</source>
        <translation>требует около {size}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs about {size}: {parts}</source>
        <translation>требует около {size}: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>uses about {size}: {parts}</source>
        <translation>использует около {size}: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>about {size}</source>
        <translation>около {size}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{size} {part}</source>
        <translation>{part} {size}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{count} tokens</source>
        <translation>{count} токенов</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <location filename="../../desktop/gui/chat/read_aloud.py" line="+21"/>
        <source>Reading the answer aloud. Press “Stop reading” to stop.</source>
        <translation>Ответ читается вслух. Нажмите «Остановить чтение», чтобы остановить.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer could not be read aloud; try again.</source>
        <translation>Не удалось прочитать ответ вслух; попробуйте снова.</translation>
    </message>
</context>
<context>
    <name>RemoteServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="+58"/>
        <source>Office PC</source>
        <translation>Рабочий ПК</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server name</source>
        <translation>Имя удалённого сервера</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>http://192.168.1.20:8080</source>
        <translation>http://192.168.1.20:8080</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server address</source>
        <translation>Адрес удалённого сервера</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s API key, if it has one</source>
        <translation>API-ключ сервера, если он есть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server key</source>
        <translation>Ключ удалённого сервера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add server</source>
        <translation>&amp;Добавить сервер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add remote server</source>
        <translation>Добавить удалённый сервер</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key</source>
        <translation>Ключ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About remote servers</source>
        <translation>Об удалённых серверах</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Asking {0} for its models…</source>
        <translation>Запрос моделей у {0}…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no models yet</source>
        <translation>пока нет моделей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added {0}: it offers {1}.</source>
        <translation>{0} добавлен: предлагает {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not added. {0}</source>
        <translation>Не добавлен. {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a server</source>
        <translation>сервер</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Removed {0}.</source>
        <translation>{0} удалён.</translation>
    </message>
</context>
<context>
    <name>RemoteWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/remote_words.py" line="+19"/>
        <source>The server&apos;s address is empty. Enter one like http://192.168.1.20:8080.</source>
        <translation>Адрес сервера пуст. Введите адрес вида http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a web address LlamaDesk can use: it must start with http:// or https://.</source>
        <translation>{address} — не веб-адрес, которым может пользоваться LlamaDesk: он должен начинаться с http:// или https://.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} has a port that is not a number from 1 to 65535.</source>
        <translation>В {address} порт — не число от 1 до 65535.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} names no computer. Enter one like http://192.168.1.20:8080.</source>
        <translation>В {address} не указан компьютер. Введите адрес вида http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the server a name, such as “Office PC”.</source>
        <translation>Дайте серверу имя, например «Рабочий ПК».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a server named {name}. Pick another name.</source>
        <translation>Сервер с именем {name} уже есть. Выберите другое имя.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no saved server named {name}. Give its address instead, like http://192.168.1.20:8080.</source>
        <translation>Сохранённого сервера с именем {name} нет. Укажите вместо имени его адрес, например http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} did not list its models (HTTP {status}). Check that {address} is an OpenAI-compatible server, such as llama-server.</source>
        <translation>{name} не показал список своих моделей (HTTP {status}). Проверьте, что {address} — сервер, совместимый с OpenAI, например llama-server.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{address} did not answer like an OpenAI-compatible server (its /v1/models has no model list).</source>
        <translation>{address} ответил не как сервер, совместимый с OpenAI (в его /v1/models нет списка моделей).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s certificate could not be verified, so LlamaDesk did not connect (it only talks to servers whose certificate is trusted). Use the server&apos;s correct https address, or a certificate this computer trusts.</source>
        <translation>Не удалось проверить сертификат {name}, поэтому LlamaDesk не подключился (он работает только с серверами, чьему сертификату можно доверять). Используйте правильный https-адрес сервера или сертификат, которому доверяет этот компьютер.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Can&apos;t reach {name} at {address}. Check that its server is running and that this computer can reach it, then press Retry.</source>
        <translation>Не удаётся связаться с {name} по адресу {address}. Проверьте, что его сервер работает и этот компьютер может до него достучаться, затем нажмите «Повторить».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} refused the key. Check the key for it in Settings → Remote servers.</source>
        <translation>{name} отклонил ключ. Проверьте ключ для него в разделе Настройки → Удалённые серверы.</translation>
    </message>
</context>
<context>
    <name>RepoPage</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_page.py" line="+68"/>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download size</source>
        <translation>Размер скачивания</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>Файлы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Will it run here</source>
        <translation>Запустится ли здесь?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed</source>
        <translation>Нужно памяти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested</source>
        <translation>Предложенная</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recommended</source>
        <translation>Рекомендуемая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded</source>
        <translation>Скачана</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open: anyone can download it.</source>
        <translation>Открыт: скачать может любой.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gated: it needs a Hugging Face token in Settings and accepting the licence on the model&apos;s page on huggingface.co before it can be downloaded.</source>
        <translation>Ограничен: для скачивания нужны токен Hugging Face в настройках и принятие лицензии на странице модели на huggingface.co.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated: accept the licence on the model&apos;s page on huggingface.co, signed in to the account of the token in Settings, before downloading.</source>
        <translation>Ограничен: перед скачиванием примите лицензию на странице модели на huggingface.co, войдя в учётную запись токена из настроек.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>← &amp;Back</source>
        <translation>← &amp;Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the search results</source>
        <translation>Назад к результатам поиска</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model name</source>
        <translation>Название модели</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open on huggingface.co</source>
        <translation>Открыть на huggingface.co</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open this model&apos;s page in the web browser</source>
        <translation>Открыть страницу этой модели в браузере</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model details status</source>
        <translation>Состояние сведений о модели</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Licence</source>
        <translation>Лицензия</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Who can download it</source>
        <translation>Кто может скачать</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Downloads</source>
        <translation>Скачивания</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Access</source>
        <translation>Доступ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Versions of this model</source>
        <translation>Версии этой модели</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Image files</source>
        <translation>Файлы для картинок</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+252"/>
        <source>&amp;Download</source>
        <translation>&amp;Скачать</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Download the selected version</source>
        <translation>Скачать выбранную версию</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About this model</source>
        <translation>Об этой модели</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Getting the list of versions from Hugging Face…</source>
        <translation>Получение списка версий с Hugging Face…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Not stated</source>
        <translation>Не указано</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} downloads, {1} likes</source>
        <translation>Скачиваний: {0}, лайков: {1}</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The versions show once Hugging Face answers: press Try again above.</source>
        <translation>Версии появятся, когда Hugging Face ответит: нажмите «Повторить» выше.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s details could not be read from Hugging Face.</source>
        <translation>Не удалось получить сведения о модели с Hugging Face.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This repo has no model files that LlamaDesk can use.</source>
        <translation>В этом репозитории нет файлов моделей, которые может использовать LlamaDesk.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No version of this model fits in this computer&apos;s memory.</source>
        <translation>Ни одна версия этой модели не помещается в память этого компьютера.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is recommended for this computer: the best quality that runs well here.</source>
        <translation>Для этого компьютера рекомендуется {0}: лучшее качество, которое здесь хорошо работает.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>1 file</source>
        <translation>1 файл</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} parts</source>
        <translation>Частей: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+83"/>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>&amp;Download {0} ({1})</source>
        <translation>&amp;Скачать {0} ({1})</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Download anyway?</source>
        <translation>Всё равно скачать?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This version needs more memory than this computer has (about {0}), so it will probably not load. Download it anyway?</source>
        <translation>Этой версии нужно больше памяти, чем есть у этого компьютера (около {0}), поэтому она, скорее всего, не загрузится. Всё равно скачать?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>about {0} at {1} tokens</source>
        <translation>около {0} при {1} токенах</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} or less (a first guess)</source>
        <translation>{0} или меньше (предварительная оценка)</translation>
    </message>
</context>
<context>
    <name>RepoProjectors</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_projectors.py" line="+21"/>
        <source>Image file</source>
        <translation>Файл для картинок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Точность</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded with the model</source>
        <translation>Скачивается вместе с моделью</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Image files of this model</source>
        <translation>Файлы этой модели для картинок</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not stated</source>
        <translation>Не указано</translation>
    </message>
</context>
<context>
    <name>RowChoiceTable</name>
    <message>
        <location filename="../../desktop/gui/widgets/row_choice_table.py" line="+24"/>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
</context>
<context>
    <name>RpcWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/rpc_words.py" line="+20"/>
        <source>{hosts} is not a computer&apos;s address and port, like 192.168.1.20:{port}.</source>
        <translation>{hosts} — не адрес и порт компьютера, как 192.168.1.20:{port}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can&apos;t reach the computer sharing its devices at {hosts}. Start LlamaDesk&apos;s “Share this computer” there, or remove it from the computers to use.</source>
        <translation>Не удаётся связаться с компьютером, который делится устройствами по адресу {hosts}. Запустите там «Поделиться этим компьютером» в LlamaDesk или уберите его из списка используемых компьютеров.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This runtime can&apos;t use other computers: it may be built without that part of llama.cpp. Install the runtime again in Settings.</source>
        <translation>Этот движок не может использовать другие компьютеры: возможно, он собран без этой части llama.cpp. Установите движок заново в настройках.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This runtime has no program for sharing this computer&apos;s devices. Install the runtime again in Settings.</source>
        <translation>В этом движке нет программы, которая делится устройствами этого компьютера. Установите движок заново в настройках.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The port must be a number from 1 to 65535, not {port}.</source>
        <translation>Порт должен быть числом от 1 до 65535, а не {port}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port {port} is already in use on this computer. Pick another port.</source>
        <translation>Порт {port} на этом компьютере уже занят. Выберите другой порт.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that shares this computer&apos;s devices could not be started. Install the runtime again in Settings.</source>
        <translation>Не удалось запустить программу, которая делится устройствами этого компьютера. Установите движок заново в настройках.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t share at {address}: the port is in use, or the address is not this computer&apos;s. Pick another port or address.</source>
        <translation>Не удаётся поделиться по адресу {address}: порт занят или адрес не принадлежит этому компьютеру. Выберите другой порт или адрес.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that shares this computer&apos;s devices stopped as it started.</source>
        <translation>Программа, которая делится устройствами этого компьютера, остановилась при запуске.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing at {address} did not start within {time}. Try again.</source>
        <translation>Общий доступ по адресу {address} не запустился за {time}. Попробуйте ещё раз.</translation>
    </message>
</context>
<context>
    <name>RuntimeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="+150"/>
        <source>Runtime in use</source>
        <translation>Используемый движок</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking…</source>
        <translation>Поиск…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtimes found</source>
        <translation>Найденные движки</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Use selected</source>
        <translation>&amp;Использовать выбранный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the selected runtime</source>
        <translation>Использовать выбранный движок</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose &amp;automatically</source>
        <translation>Выбирать &amp;автоматически</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the runtime automatically</source>
        <translation>Выбирать движок автоматически</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected runtime</source>
        <translation>Удалить выбранный движок</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Look again</source>
        <translation>Искать снова</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for runtimes again</source>
        <translation>Снова поискать движки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runtime to build</source>
        <translation>Какой движок собрать</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Install / rebuild runtime</source>
        <translation>&amp;Установить / пересобрать движок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install or rebuild the runtime</source>
        <translation>Установить или пересобрать движок</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel the runtime install</source>
        <translation>Отменить установку движка</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install progress</source>
        <translation>Ход установки движка</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install message</source>
        <translation>Сообщение установки движка</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{0} — in use</source>
        <translation>{0} — используется</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In use: {0}</source>
        <translation>Используется: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In use: {0}. The runtime picked before ({1}) is gone: pick one below.</source>
        <translation>Используется: {0}. Выбранного ранее движка ({1}) больше нет: выберите другой ниже.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No llama-server was found. Install one with the button below.</source>
        <translation>llama-server не найден. Установите его кнопкой ниже.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not look for runtimes: {0}</source>
        <translation>Не удалось найти движки: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+36"/>
        <source>a runtime</source>
        <translation>движок</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The runtime in use stays: use another one first.</source>
        <translation>Используемый движок нельзя удалить: сначала переключитесь на другой.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LlamaDesk did not install this runtime, so it leaves it alone.</source>
        <translation>Этот движок установлен не LlamaDesk, поэтому он его не трогает.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected runtime&apos;s folder.</source>
        <translation>Удалить папку выбранного движка.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Removed {0}.</source>
        <translation>{0} удалён.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelling…</source>
        <translation>Отмена…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: %p%</source>
        <translation>{0}: %p%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>done: %p%</source>
        <translation>готово: %p%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installed {0}.</source>
        <translation>Установлен {0}.</translation>
    </message>
</context>
<context>
    <name>RuntimeNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/runtime_notice.py" line="+14"/>
        <source>LlamaDesk needs llama-server, the program that runs the models, and none is installed yet. Settings installs it for you.</source>
        <translation>LlamaDesk нужен llama-server — программа, которая запускает модели, а он пока не установлен. Настройки установят его за вас.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+1"/>
        <source>No runtime installed</source>
        <translation>Движок не установлен</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Settings to install it</source>
        <translation>Установить в настройках</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the runtime section of Settings</source>
        <translation>Открыть раздел движка в настройках</translation>
    </message>
</context>
<context>
    <name>RuntimeWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/runtime_words.py" line="+30"/>
        <source>Building llama-server needs CMake, which is not installed (get it from https://cmake.org/download/ or your package manager).</source>
        <translation>Для сборки llama-server нужен CMake, а он не установлен (скачайте его с https://cmake.org/download/ или установите через менеджер пакетов).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building llama-server needs a C++ compiler (g++ or clang++), which is not installed.</source>
        <translation>Для сборки llama-server нужен компилятор C++ (g++ или clang++), а он не установлен.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building for CUDA needs NVIDIA&apos;s CUDA Toolkit, but its compiler (nvcc) was not found on PATH, in CUDA_PATH / CUDA_HOME or in /usr/local/cuda.</source>
        <translation>Для сборки под CUDA нужен CUDA Toolkit от NVIDIA, но его компилятор (nvcc) не найден ни в PATH, ни в CUDA_PATH / CUDA_HOME, ни в /usr/local/cuda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building for ROCm needs AMD&apos;s ROCm/HIP SDK, but its compiler (hipcc) was not found on PATH, in ROCM_PATH / HIP_PATH or in /opt/rocm.</source>
        <translation>Для сборки под ROCm нужен ROCm/HIP SDK от AMD, но его компилятор (hipcc) не найден ни в PATH, ни в ROCM_PATH / HIP_PATH, ни в /opt/rocm.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Building llama-server needs a working C/C++ compiler, and CMake found none.</source>
        <translation>Для сборки llama-server нужен работающий компилятор C/C++, а CMake ни одного не нашёл.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CMake could not use the CUDA Toolkit; check that nvcc works.</source>
        <translation>CMake не смог использовать CUDA Toolkit; проверьте, что nvcc работает.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CMake could not find the SPIR-V headers the Vulkan build needs: install the Vulkan SDK, or your system&apos;s spirv-headers package.</source>
        <translation>CMake не нашёл заголовки SPIR-V, нужные для сборки под Vulkan: установите Vulkan SDK или пакет spirv-headers вашей системы.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not find the Vulkan SDK (headers, loader and glslc).</source>
        <translation>CMake не нашёл Vulkan SDK (заголовки, загрузчик и glslc).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not download llama.cpp&apos;s source from {address}. Check the internet connection and try again.</source>
        <translation>Не удалось скачать исходный код llama.cpp с {address}. Проверьте подключение к интернету и попробуйте снова.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not the file LlamaDesk trusts (its checksum does not match), so nothing was installed.</source>
        <translation>{file} — не тот файл, которому доверяет LlamaDesk (контрольная сумма не совпадает), поэтому ничего не установлено.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not install llama-server into {folder}. If a chat is running with it, unload the model and try again.</source>
        <translation>Не удалось установить llama-server в {folder}. Если с ним работает чат, выгрузите модель и попробуйте снова.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not be run; check that it is installed and works.</source>
        <translation>Не удалось запустить CMake; проверьте, что он установлен и работает.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The build finished but left no {file} in {folder}.</source>
        <translation>Сборка завершилась, но в {folder} нет {file}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source package {file} is unsafe to unpack, so nothing was installed.</source>
        <translation>Распаковывать пакет исходного кода {file} небезопасно, поэтому ничего не установлено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The source package {file} does not contain llama.cpp&apos;s source.</source>
        <translation>В пакете исходного кода {file} нет исходников llama.cpp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not unpack {file}. Check that there is free disk space and try again.</source>
        <translation>Не удалось распаковать {file}. Проверьте, что на диске есть свободное место, и попробуйте ещё раз.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} did not answer as expected. Try again later.</source>
        <translation>Индекс пакетов по адресу {address} ответил не так, как ожидалось. Попробуйте позже.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} does not have {file}.</source>
        <translation>В индексе пакетов по адресу {address} нет {file}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not download the Vulkan headers from {address}. Check the internet connection, or install the Vulkan SDK 1.4 or newer.</source>
        <translation>Не удалось скачать заголовки Vulkan с {address}. Проверьте подключение к интернету или установите Vulkan SDK 1.4 или новее.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The package {file} holds no Vulkan C++ headers.</source>
        <translation>В пакете {file} нет заголовков Vulkan для C++.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No llama-server was found: it runs the models. Install it in Settings.</source>
        <translation>llama-server не найден: он запускает модели. Установите его в настройках.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays. Choose another first, then remove it.</source>
        <translation>{name} — используемый движок, поэтому он остаётся. Сначала выберите другой, затем удалите этот.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} ({path}) was not installed by LlamaDesk, so LlamaDesk leaves it alone. Delete it yourself if you no longer want it.</source>
        <translation>{name} ({path}) установлен не LlamaDesk, поэтому LlamaDesk его не трогает. Удалите его сами, если он вам больше не нужен.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A llama-server from {name} is running. Unload the model, then remove it.</source>
        <translation>Запущен llama-server из {name}. Выгрузите модель, затем удалите его.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Checking the build tools</source>
        <translation>Проверка инструментов сборки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is already installed</source>
        <translation>{name} уже установлен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking up {name} {version} on the package index</source>
        <translation>Поиск {name} {version} в каталоге пакетов</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the downloaded llama.cpp source</source>
        <translation>Используется уже скачанный исходный код llama.cpp</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading llama.cpp&apos;s source ({mib} MiB)</source>
        <translation>Скачивание исходного кода llama.cpp ({mib} МиБ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the unpacked llama.cpp source</source>
        <translation>Используется уже распакованный исходный код llama.cpp</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking llama.cpp&apos;s source</source>
        <translation>Распаковка исходного кода llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacked llama.cpp&apos;s source</source>
        <translation>Исходный код llama.cpp распакован</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the downloaded Vulkan headers</source>
        <translation>Используются уже скачанные заголовки Vulkan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers</source>
        <translation>Скачивание заголовков Vulkan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers ({mib} MiB)</source>
        <translation>Скачивание заголовков Vulkan ({mib} МиБ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking the Vulkan headers</source>
        <translation>Распаковка заголовков Vulkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the configured build folder</source>
        <translation>Используется уже настроенная папка сборки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Configuring the llama.cpp build</source>
        <translation>Настройка сборки llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configured the llama.cpp build</source>
        <translation>Сборка llama.cpp настроена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another build of llama-server to finish</source>
        <translation>Ожидание окончания другой сборки llama-server</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compiling llama-server</source>
        <translation>Компиляция llama-server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiled llama-server</source>
        <translation>llama-server скомпилирован</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing {name}</source>
        <translation>Установка {name}</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Building for Vulkan needs the Vulkan SDK (its headers, loader and glslc), and part of it is missing: install the Vulkan SDK.</source>
        <translation>Для сборки под Vulkan нужен Vulkan SDK (его заголовки, загрузчик и glslc), а часть его отсутствует: установите Vulkan SDK.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Building llama-server failed while configuring.</source>
        <translation>Сборка llama-server не удалась на этапе настройки.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building llama-server failed while compiling.</source>
        <translation>Сборка llama-server не удалась на этапе компиляции.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{name} could not be removed: its folder could not be deleted.</source>
        <translation>Не удалось удалить {name}: его папку не получилось удалить.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays: it is the only one there is.</source>
        <translation>{name} — используемый движок, поэтому он остаётся: другого нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No runtime is called “{name}”.</source>
        <translation>Движка «{name}» нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checking</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>Скачивание</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacking</source>
        <translation>Распаковка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuring</source>
        <translation>Настройка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiling</source>
        <translation>Компиляция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing</source>
        <translation>Установка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
</context>
<context>
    <name>SamplingControls</name>
    <message>
        <location filename="../../desktop/gui/chat/sampling_controls.py" line="+36"/>
        <source>More settings</source>
        <translation>Ещё настройки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model&apos;s default</source>
        <translation>по умолчанию для модели</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>включено</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+88"/>
        <location line="+9"/>
        <source>off</source>
        <translation>выключено</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>low effort</source>
        <translation>немного</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium effort</source>
        <translation>умеренно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high effort</source>
        <translation>тщательно</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer settings</source>
        <translation>Меньше настроек</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Creativity (temperature)</source>
        <translation>Креативность (температура)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>0 gives the same answer every time; higher is more varied.</source>
        <translation>0 даёт каждый раз один и тот же ответ; выше — разнообразнее.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest answer, in tokens</source>
        <translation>Предел длины ответа, в токенах</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The longest answer the model may write, in tokens (a token is about three quarters of a word); no limit lets it finish on its own.</source>
        <translation>Самый длинный ответ, который может написать модель, в токенах (токен — примерно три четверти слова); «без ограничений» позволяет ей закончить самой.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no limit</source>
        <translation>без ограничений</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> tokens</source>
        <translation> токенов</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+57"/>
        <source>Thinking</source>
        <translation>Размышления</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Whether the model thinks before it answers (slower, often better), or how hard. Kept with this chat.</source>
        <translation>Думает ли модель перед ответом (медленнее, часто лучше) и насколько усердно. Сохраняется с этим чатом.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+149"/>
        <source>Show more answer settings</source>
        <translation>Показать больше настроек ответа</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+51"/>
        <source>Word choice breadth (top P)</source>
        <translation>Широта выбора слов (top P)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Only the likeliest words that together make up this share are considered.</source>
        <translation>Учитываются только самые вероятные слова, которые вместе составляют эту долю.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+47"/>
        <source>Candidate words (top K)</source>
        <translation>Слова-кандидаты (top K)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Only this many of the likeliest next words are considered; off considers all.</source>
        <translation>Учитывается только столько самых вероятных следующих слов; «выключено» — все.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+41"/>
        <source>Least likely word allowed (min P)</source>
        <translation>Наименее вероятное допустимое слово (min P)</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Words less likely than this share of the likeliest one are never picked.</source>
        <translation>Слова, вероятность которых ниже этой доли от самого вероятного, никогда не выбираются.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+38"/>
        <source>Repetition penalty</source>
        <translation>Штраф за повторы</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Above 1 the model avoids repeating itself.</source>
        <translation>Выше 1 модель избегает повторов.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+34"/>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>With the same seed and settings, the same question gets the same answer.</source>
        <translation>С тем же зерном и теми же настройками один и тот же вопрос получает тот же ответ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>случайно</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Creativity</source>
        <translation>Креативность</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest answer</source>
        <translation>Предел длины ответа</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>More answer settings</source>
        <translation>Больше настроек ответа</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Hide more answer settings</source>
        <translation>Скрыть дополнительные настройки ответа</translation>
    </message>
</context>
<context>
    <name>SavedListGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/saved_list_group.py" line="+45"/>
        <source>Pick {0} in the list first.</source>
        <translation>Сначала выберите {0} в списке.</translation>
    </message>
</context>
<context>
    <name>ServeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="+72"/>
        <location line="+1"/>
        <source>Let other apps use the loaded model</source>
        <translation>Разрешить другим приложениям использовать загруженную модель</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port for other apps</source>
        <translation>Порт для других приложений</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The port other apps connect to (8080 by default).</source>
        <translation>Порт, к которому подключаются другие приложения (по умолчанию 8080).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Also let other computers on my network use it</source>
        <translation>Разрешить это и другим компьютерам в моей сети</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Local network warning</source>
        <translation>Предупреждение о локальной сети</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warning: {0}</source>
        <translation>Внимание: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Key for other apps</source>
        <translation>Ключ для других приложений</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+153"/>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Show the key</source>
        <translation>Показать ключ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy the key</source>
        <translation>Копировать ключ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regenerate</source>
        <translation>Создать новый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new key (apps with the old one are refused)</source>
        <translation>Создать новый ключ (приложениям со старым будет отказано)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Address for other apps</source>
        <translation>Адрес для других приложений</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the address</source>
        <translation>Копировать адрес</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addresses for other computers</source>
        <translation>Адреса для других компьютеров</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speech model for other apps</source>
        <translation>Модель речи для других приложений</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speech for other apps</source>
        <translation>Речь для других приложений</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When changes apply</source>
        <translation>Когда применяются изменения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply now (reloads the model)</source>
        <translation>Применить сейчас (перезагрузит модель)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply now, reloading the model</source>
        <translation>Применить сейчас с перезагрузкой модели</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key:</source>
        <translation>Ключ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>Адрес:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech model:</source>
        <translation>Модель речи:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model for other apps is for</source>
        <translation>Для чего модель речи для других приложений</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About other apps</source>
        <translation>О других приложениях</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>From other computers: {0}</source>
        <translation>С других компьютеров: {0}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Hide</source>
        <translation>Скрыть</translation>
    </message>
</context>
<context>
    <name>ServerLogDialog</name>
    <message>
        <location filename="../../desktop/gui/shell/log_dialog.py" line="+26"/>
        <location line="+1"/>
        <source>Server log</source>
        <translation>Журнал сервера</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What llama.cpp printed while loading and running the model. It helps when something went wrong; copy it into a bug report.</source>
        <translation>Что llama.cpp выводил при загрузке и работе модели. Помогает, когда что-то пошло не так; скопируйте его в сообщение об ошибке.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server log lines</source>
        <translation>Строки журнала сервера</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server has printed nothing yet.</source>
        <translation>Сервер пока ничего не вывел.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close the server log</source>
        <translation>Закрыть журнал сервера</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the server log</source>
        <translation>Копировать журнал сервера</translation>
    </message>
</context>
<context>
    <name>SettingsDefaults</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="-150"/>
        <source>Automatic</source>
        <translation>Автоматически</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything on the graphics card</source>
        <translation>Всё на видеокарте</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (no graphics card)</source>
        <translation>Только процессор (без видеокарты)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Defaults for new models and chats</source>
        <translation>По умолчанию для новых моделей и чатов</translation>
    </message>
</context>
<context>
    <name>SettingsHelp</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="-63"/>
        <source>When something goes wrong, a report helps the people who make LlamaDesk fix it. It says which versions, computer and runtime you have and what went wrong lately; it holds no chats, keys or tokens.</source>
        <translation>Когда что-то идёт не так, отчёт помогает разработчикам LlamaDesk это исправить. В нём указаны ваши версии, компьютер и движок и что недавно пошло не так; в нём нет чатов, ключей и токенов.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Help</source>
        <translation>Справка</translation>
    </message>
</context>
<context>
    <name>SettingsRemote</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="-104"/>
        <source>Chat with models on another computer: a llama-server, or LlamaDesk sharing its model with other apps. Its models appear in the Chat page&apos;s model box.</source>
        <translation>Общайтесь с моделями на другом компьютере: llama-server или LlamaDesk, который делится своей моделью с другими приложениями. Его модели появятся в списке моделей на странице «Чат».</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+3"/>
        <source>Remote servers</source>
        <translation>Удалённые серверы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove server</source>
        <translation>Удалить сервер</translation>
    </message>
</context>
<context>
    <name>SettingsRpc</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+41"/>
        <source>Load models with the memory of other computers too: each must be sharing (below, on that computer). They are used from the next load.</source>
        <translation>Загружайте модели, используя и память других компьютеров: на каждом должен быть включён общий доступ (ниже, на том компьютере). Они используются со следующей загрузки.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lend this computer&apos;s memory and devices to LlamaDesk on another computer.</source>
        <translation>Предоставить память и устройства этого компьютера LlamaDesk на другом компьютере.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Use other computers</source>
        <translation>Использовать другие компьютеры</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computers to use</source>
        <translation>Какие компьютеры использовать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove computer</source>
        <translation>Удалить компьютер</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Share this computer</source>
        <translation>Поделиться этим компьютером</translation>
    </message>
</context>
<context>
    <name>SettingsRuntime</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-350"/>
        <source>Best for this computer</source>
        <translation>Лучший для этого компьютера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (CPU)</source>
        <translation>Только процессор (CPU)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA (CUDA)</source>
        <translation>NVIDIA (CUDA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vulkan</source>
        <translation>Vulkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AMD (ROCm)</source>
        <translation>AMD (ROCm)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>llama.cpp {0} ({1} build) at {2}</source>
        <translation>llama.cpp {0} (сборка {1}) в {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp ({0} build) at {1}</source>
        <translation>llama.cpp (сборка {0}) в {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp {0} at {1}</source>
        <translation>llama.cpp {0} в {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp at {0}</source>
        <translation>llama.cpp в {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} build</source>
        <translation>сборка {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown backend</source>
        <translation>неизвестный бэкенд</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>portable</source>
        <translation>переносимая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>built for this processor</source>
        <translation>собрана для этого процессора</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} ({1}) at {2}</source>
        <translation>{0} ({1}) в {2}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Runtime (llama-server)</source>
        <translation>Движок (llama-server)</translation>
    </message>
</context>
<context>
    <name>SettingsServe</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="-209"/>
        <source>Other programs on this computer (code editors, scripts, chat apps that speak the OpenAI or Anthropic API) can use the loaded model. Give them the address and the key below; a request without the key is refused. The app keeps chatting as usual.</source>
        <translation>Другие программы на этом компьютере (редакторы кода, скрипты, чат-приложения с API OpenAI или Anthropic) могут использовать загруженную модель. Дайте им адрес и ключ ниже; запрос без ключа отклоняется. Само приложение работает как обычно.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changes apply the next time a model is loaded.</source>
        <translation>Изменения вступят в силу при следующей загрузке модели.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other apps can also ask this model to read text aloud (OpenAI&apos;s speech API, at the same address with the same key). It speaks in the voice and language chosen under Voice.</source>
        <translation>Другие приложения также могут попросить эту модель прочитать текст вслух (речевой API OpenAI, по тому же адресу с тем же ключом). Она говорит голосом и на языке, выбранных в разделе «Голос».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other apps</source>
        <translation>Другие приложения</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Speech for other apps did not start: {0}</source>
        <translation>Речь для других приложений не запустилась: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the address above</source>
        <translation>адрес выше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other apps can ask {0} to speak at {1}.</source>
        <translation>Другие приложения могут попросить {0} говорить по адресу {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} speaks for other apps from the next time a model is loaded.</source>
        <translation>{0} говорит для других приложений со следующей загрузки модели.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} speaks for other apps once a model is loaded.</source>
        <translation>{0} говорит для других приложений, как только загружена модель.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>port {0} is in use by another program; choose another port above.</source>
        <translation>порт {0} занят другой программой; выберите другой порт выше.</translation>
    </message>
</context>
<context>
    <name>SettingsShortcuts</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_shortcuts.py" line="+16"/>
        <source>Show this list of shortcuts, from any page</source>
        <translation>Показать этот список сочетаний, с любой страницы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show this list of shortcuts too</source>
        <translation>Также показать этот список сочетаний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat, from any page</source>
        <translation>Начать новый чат, с любой страницы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Library</source>
        <translation>Показать библиотеку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Discover</source>
        <translation>Показать «Обзор»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Load</source>
        <translation>Показать страницу «Загрузка»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Chat</source>
        <translation>Показать чат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Settings</source>
        <translation>Показать настройки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the message</source>
        <translation>Отправить сообщение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new line in the message</source>
        <translation>Новая строка в сообщении</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop the answer being written (on the Chat page)</source>
        <translation>Остановить пишущийся ответ (на странице «Чат»)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save an edited message and send it again</source>
        <translation>Сохранить изменённое сообщение и отправить его снова</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave an edit as it was</source>
        <translation>Оставить сообщение без изменений</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the search results from a model&apos;s page (Esc too)</source>
        <translation>Назад к результатам поиска со страницы модели (также Esc)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alt + underlined letter</source>
        <translation>Alt + подчёркнутая буква</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the setting or button with that letter underlined</source>
        <translation>Перейти к настройке или кнопке с этой подчёркнутой буквой</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go to the next control (Shift+Tab: the one before)</source>
        <translation>Перейти к следующему элементу (Shift+Tab: к предыдущему)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
</context>
<context>
    <name>SettingsTools</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="-117"/>
        <source>Needs the internet. Off by default: LlamaDesk works without a connection, and nothing leaves this computer unless you turn this on.</source>
        <translation>Нужен интернет. По умолчанию выключено: LlamaDesk работает без подключения, и ничто не покидает этот компьютер, пока вы это не включите.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: a command runs this computer&apos;s programs. It can read the system&apos;s folders and the files attached to the chat and write only in the chat&apos;s own folder, with no network; still, every command is shown to you first and runs only if you allow it.</source>
        <translation>Внимание: команда запускает программы этого компьютера. Она может читать системные папки и прикреплённые к чату файлы и записывать только в папку самого чата, без сети; и всё же каждая команда сначала показывается вам и выполняется, только если вы разрешите.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A SearXNG search address, e.g. https://searx.example.org/search</source>
        <translation>Адрес поиска SearXNG, например https://searx.example.org/search</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tools the model can use</source>
        <translation>Инструменты, доступные модели</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_view.py" line="+78"/>
        <source>LlamaDesk&apos;s models folder</source>
        <translation>Папка моделей LlamaDesk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hugging Face cache (shared with other apps)</source>
        <translation>Кэш Hugging Face (общий с другими приложениями)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced</source>
        <translation>Дополнительно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most people never need these: other apps and computers, tool servers, and the program that runs the models.</source>
        <translation>Большинству это не нужно: другие приложения и компьютеры, серверы инструментов и программа, которая запускает модели.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face, the token was kept and will be checked later.</source>
        <translation>Hugging Face недоступен; токен сохранён и будет проверен позже.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Signed in as {0}.</source>
        <translation>Вход выполнен как {0}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+59"/>
        <location line="+159"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>Settings status</source>
        <translation>Состояние настроек</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+140"/>
        <source>Appearance and accounts</source>
        <translation>Внешний вид и учётные записи</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>New chats and models</source>
        <translation>Новые чаты и модели</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <location line="+2"/>
        <source>Model folders</source>
        <translation>Папки моделей</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Where things are kept</source>
        <translation>Где что хранится</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+198"/>
        <source>Where LlamaDesk keeps things</source>
        <translation>Где LlamaDesk хранит данные</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Tools the model can use</source>
        <translation>Инструменты, доступные модели</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice</source>
        <translation>Голос</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tool servers (MCP)</source>
        <translation>Серверы инструментов (MCP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP servers</source>
        <translation>Серверы MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other apps</source>
        <translation>Другие приложения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other apps use the loaded model</source>
        <translation>Разрешить другим приложениям использовать загруженную модель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remote servers</source>
        <translation>Удалённые серверы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other computers</source>
        <translation>Другие компьютеры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use other computers, share this one</source>
        <translation>Использовать другие компьютеры, делиться этим</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtime</source>
        <translation>Движок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Справка</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About the advanced settings</source>
        <translation>О дополнительных настройках</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scroll the settings</source>
        <translation>Прокрутить настройки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll the settings sideways</source>
        <translation>Прокрутить настройки по горизонтали</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings sections</source>
        <translation>Разделы настроек</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a section to go to it; Enter moves into it.</source>
        <translation>Выберите раздел, чтобы перейти к нему; Enter — войти в него.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Add &amp;folder…</source>
        <translation>Добавить &amp;папку…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model folder</source>
        <translation>Добавить папку моделей</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected model folder</source>
        <translation>Удалить выбранную папку моделей</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system&apos;s language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language change</source>
        <translation>Смена языка</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face token</source>
        <translation>Токен Hugging&#xa0;Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only needed for gated or private models</source>
        <translation>Нужен только для закрытых моделей</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+243"/>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <location line="-242"/>
        <location line="+246"/>
        <source>Show the Hugging Face token</source>
        <translation>Показать токен Hugging Face</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Chec&amp;k</source>
        <translation>Пров&amp;ерить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check the Hugging Face token</source>
        <translation>Проверить токен Hugging Face</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token check</source>
        <translation>Проверка токена Hugging Face</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hugging Face t&amp;oken</source>
        <translation>Т&amp;окен Hugging Face</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chats and data</source>
        <translation>Чаты и данные</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded models</source>
        <translation>Скачанные модели</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} folder</source>
        <translation>Папка {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the {0} folder</source>
        <translation>Открыть папку {0}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save downloaded models in</source>
        <translation>Сохранять скачанные модели в</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save &amp;downloaded models in</source>
        <translation>Сохранять &amp;скачанные модели в</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add a folder with models</source>
        <translation>Добавить папку с моделями</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} is not a folder, so it was not added.</source>
        <translation>{0} — не папка, поэтому не добавлена.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is already in the list.</source>
        <translation>{0} уже в списке.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a folder</source>
        <translation>папку</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>LlamaDesk speaks the language you chose from its next start.</source>
        <translation>LlamaDesk заговорит на выбранном языке после перезапуска.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hugging Face token saved.</source>
        <translation>Токен Hugging Face сохранён.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token removed.</source>
        <translation>Токен Hugging Face удалён.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Paste a token first.</source>
        <translation>Сначала вставьте токен.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking…</source>
        <translation>Проверка…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The token could not be checked; try again.</source>
        <translation>Не удалось проверить токен; попробуйте снова.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hide</source>
        <translation>Скрыть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide the Hugging Face token</source>
        <translation>Скрыть токен Hugging Face</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not create {0}: {1}.</source>
        <translation>Не удалось создать {0}: {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not open {0} in the file manager.</source>
        <translation>Не удалось открыть {0} в файловом менеджере.</translation>
    </message>
</context>
<context>
    <name>SettingsVoice</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="+39"/>
        <source>LlamaDesk can read answers aloud (the “Read aloud” button on each answer) and write down what you say (the “Speak” button beside the message box). Both run on this computer: nothing you say leaves it, and the microphone is on only between your two presses.</source>
        <translation>LlamaDesk может читать ответы вслух (кнопка «Читать вслух» у каждого ответа) и записывать то, что вы говорите (кнопка «Говорить» рядом с полем сообщения). Оба работают на этом компьютере: ничего из сказанного не покидает его, а микрофон включён только между двумя вашими нажатиями.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reads answers aloud: a Qwen3-TTS or Pocket TTS model, with its mmproj file in the same folder.</source>
        <translation>Читает ответы вслух: модель Qwen3-TTS или Pocket TTS с её файлом mmproj в той же папке.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writes down what you say: a model that hears (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), with its audio mmproj file in the same folder.</source>
        <translation>Записывает то, что вы говорите: слушающая модель (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n) с её звуковым файлом mmproj в той же папке.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optional for Qwen3-TTS, needed for Pocket TTS: a few seconds of someone speaking (WAV or MP3); answers are read in that voice.</source>
        <translation>Необязательно для Qwen3-TTS, нужно для Pocket TTS: несколько секунд чьей-то речи (WAV или MP3); ответы читаются этим голосом.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language answers are in, for speech models that speak several (Qwen3-TTS).</source>
        <translation>Язык ответов для моделей речи, которые говорят на нескольких (Qwen3-TTS).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s own</source>
        <translation>Как у модели</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers are read at the speech model&apos;s own pace: llama.cpp&apos;s speech program has no speed setting.</source>
        <translation>Ответы читаются в собственном темпе модели речи: у речевой программы llama.cpp нет настройки скорости.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first in your library</source>
        <translation>Первая в вашей библиотеке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None in your library yet</source>
        <translation>В библиотеке пока нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound files (*.wav *.mp3)</source>
        <translation>Звуковые файлы (*.wav *.mp3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Voice</source>
        <translation>Голос</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Found in your library: {0}, {1}.</source>
        <translation>Найдено в библиотеке: {0}, {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Download them into one of your model folders to use them here.</source>
        <translation> Скачайте их в одну из папок моделей, чтобы использовать здесь.</translation>
    </message>
</context>
<context>
    <name>SettingsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/settings_words.py" line="+16"/>
        <source>Your settings file could not be read, so LlamaDesk started with default settings.</source>
        <translation>Не удалось прочитать файл настроек, поэтому LlamaDesk запущен с настройками по умолчанию.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some settings had values LlamaDesk could not use and were reset to their defaults ({fields}); the others were kept.</source>
        <translation>У некоторых настроек были значения, которые LlamaDesk не может использовать, они сброшены к значениям по умолчанию ({fields}); остальные сохранены.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged. LlamaDesk kept the settings it could still read and reset the rest to their defaults.</source>
        <translation>Файл настроек был повреждён. LlamaDesk сохранил настройки, которые ещё удалось прочитать, а остальные сбросил к значениям по умолчанию.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged and could not be read, so LlamaDesk started with default settings.</source>
        <translation>Файл настроек был повреждён и не читается, поэтому LlamaDesk запущен с настройками по умолчанию.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The old file was kept as {path}.</source>
        <translation>Старый файл сохранён как {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The damaged file was kept as {path}.</source>
        <translation>Повреждённый файл сохранён как {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token was kept.</source>
        <translation>Ваш токен Hugging Face сохранён.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token could not be read: enter it again in Settings to download gated models.</source>
        <translation>Не удалось прочитать ваш токен Hugging Face: введите его снова в настройках, чтобы скачивать модели с ограниченным доступом.</translation>
    </message>
</context>
<context>
    <name>ShareGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+5"/>
        <source>Share this computer&apos;s memory and devices</source>
        <translation>Поделиться памятью и устройствами этого компьютера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share this computer</source>
        <translation>Поделиться этим компьютером</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port to share on</source>
        <translation>Порт для общего доступа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other computers on my network use it</source>
        <translation>Разрешить другим компьютерам в моей сети использовать его</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share with other computers on my network</source>
        <translation>Делиться с другими компьютерами в моей сети</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing warning</source>
        <translation>Предупреждение об общем доступе</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+77"/>
        <source>Not shared.</source>
        <translation>Общий доступ выключен.</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About sharing this computer</source>
        <translation>Об общем доступе к этому компьютеру</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0}:{1} (this computer&apos;s network address)</source>
        <translation>{0}:{1} (сетевой адрес этого компьютера)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} (this computer only)</source>
        <translation>{0} (только этот компьютер)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared at {0}. Other computers add it to their list.</source>
        <translation>Общий доступ по адресу {0}. Другие компьютеры добавляют его в свой список.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not shared. {0}</source>
        <translation>Общий доступ выключен. {0}</translation>
    </message>
</context>
<context>
    <name>ShortcutsHelp</name>
    <message>
        <location filename="../../desktop/gui/shell/shortcuts_help.py" line="+17"/>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key the window answers to. Esc closes this.</source>
        <translation>Все клавиши, на которые реагирует окно. Esc закрывает этот список.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close the list of shortcuts</source>
        <translation>Закрыть список сочетаний</translation>
    </message>
</context>
<context>
    <name>SourcesList</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+18"/>
        <source>Sources</source>
        <translation>Источники</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sources:</source>
        <translation>Источники:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources of this answer</source>
        <translation>Источники этого ответа</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Source {number}: {label}</source>
        <translation>Источник {number}: {label}</translation>
    </message>
</context>
<context>
    <name>StarterNote</name>
    <message>
        <location filename="../../desktop/gui/widgets/starter_note.py" line="+19"/>
        <source>tiny demo</source>
        <translation>маленькая демо-модель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (starter model: a tiny demo)</source>
        <translation> (стартовая модель: маленькая демо-модель)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a better model for this computer</source>
        <translation>Найти модель получше для этого компьютера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the starter model, a tiny demo (135 million parameters) that shows the app works. Its answers are often wrong or odd; a bigger model answers far better.</source>
        <translation>Это стартовая модель, маленькая демо-модель (135 миллионов параметров), которая показывает, что приложение работает. Её ответы часто неверны или странны; модель побольше отвечает гораздо лучше.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Discover&apos;s suggestions for this computer&apos;s memory.</source>
        <translation>Предложения «Обзора» под память этого компьютера.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About the starter model</source>
        <translation>О стартовой модели</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/store_words.py" line="+27"/>
        <source>Your chat could not be saved.</source>
        <translation>Не удалось сохранить ваш чат.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chat could not be saved because the disk is full. Free some space.</source>
        <translation>Не удалось сохранить ваш чат: диск заполнен. Освободите место.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your chat could not be saved because LlamaDesk may not write to its chats file. Check the file&apos;s permissions.</source>
        <translation>Не удалось сохранить ваш чат: LlamaDesk не может записывать в свой файл чатов. Проверьте права доступа к файлу.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because another copy of LlamaDesk is using the chats file. Close it and try again.</source>
        <translation>Не удалось сохранить ваш чат: файл чатов использует другая копия LlamaDesk. Закройте её и попробуйте снова.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because the disk could not be written. Check that it is still connected and has free space.</source>
        <translation>Не удалось сохранить ваш чат: на диск не удалось записать. Проверьте, что он всё ещё подключён и на нём есть свободное место.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats could not be read.</source>
        <translation>Не удалось прочитать сохранённые чаты.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved chats were already closed.</source>
        <translation>Сохранённые чаты уже были закрыты.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your saved chats could not be opened. Close other copies of LlamaDesk and try again.</source>
        <translation>Не удалось открыть сохранённые чаты. Закройте другие копии LlamaDesk и попробуйте снова.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your saved chats could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>Не удалось открыть сохранённые чаты в {path}. Проверьте, что папка существует и вы можете в неё записывать.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats were written by a newer version of LlamaDesk. Update LlamaDesk to open them.</source>
        <translation>Сохранённые чаты записаны более новой версией LlamaDesk. Обновите LlamaDesk, чтобы открыть их.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not make a new one next to it. Check that there is free disk space in {folder}, then start LlamaDesk again.</source>
        <translation>Файл чатов повреждён, и LlamaDesk не смог создать рядом новый. Проверьте, что в {folder} есть свободное место, затем запустите LlamaDesk снова.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not move it aside to put a repaired copy in its place. Close other programs that may use it, then start LlamaDesk again. The file is {path}.</source>
        <translation>Файл чатов повреждён, и LlamaDesk не смог отложить его, чтобы поставить на его место восстановленную копию. Закройте другие программы, которые могут его использовать, затем запустите LlamaDesk снова. Файл: {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved chats file is damaged and could not be repaired.</source>
        <translation>Файл чатов повреждён, и его не удалось восстановить.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This chat no longer exists.</source>
        <translation>Этого чата больше нет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This message no longer exists.</source>
        <translation>Этого сообщения больше нет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This reply is no longer being written.</source>
        <translation>Этот ответ больше не пишется.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This reply no longer exists.</source>
        <translation>Этого ответа больше нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved chats file was damaged and nothing could be read from it, so a new, empty chat history was started. The damaged file was kept as {kept}.</source>
        <translation>Файл чатов был повреждён, и из него ничего не удалось прочитать, поэтому начата новая, пустая история чатов. Повреждённый файл сохранён как {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}). The damaged file was kept as {kept}.</source>
        <translation>Файл чатов был повреждён. LlamaDesk восстановил в новый файл всё, что смог (чатов: {chats}, сообщений: {messages}). Повреждённый файл сохранён как {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}); some parts could not be read and are only in the damaged copy. The damaged file was kept as {kept}.</source>
        <translation>Файл чатов был повреждён. LlamaDesk восстановил в новый файл всё, что смог (чатов: {chats}, сообщений: {messages}); некоторые части прочитать не удалось, они есть только в повреждённой копии. Повреждённый файл сохранён как {kept}.</translation>
    </message>
</context>
<context>
    <name>SuggestionNotes</name>
    <message>
        <location filename="../../desktop/gui/discover/suggestion_notes.py" line="+16"/>
        <source>Tiny and quick</source>
        <translation>Крошечная и быстрая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good all-rounder</source>
        <translation>Хороша во всём понемногу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strong at reasoning</source>
        <translation>Сильна в рассуждениях</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Popular 8B chat</source>
        <translation>Популярная модель 8B для чата</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Multilingual, coding</source>
        <translation>Много языков, программирование</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sees images too</source>
        <translation>Понимает и картинки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Near frontier quality</source>
        <translation>Почти как лучшие модели</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large, sees images</source>
        <translation>Большая, понимает картинки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs a big GPU</source>
        <translation>Нужна мощная видеокарта</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speaking: reads answers aloud (10 languages)</source>
        <translation>Речь: читает ответы вслух (10 языков)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (small)</source>
        <translation>Слух: записывает то, что вы говорите (маленькая)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (more accurate)</source>
        <translation>Слух: записывает то, что вы говорите (точнее)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Google&apos;s EmbeddingGemma: over 100 languages, strong for its size</source>
        <translation>EmbeddingGemma от Google: более 100 языков, сильна для своего размера</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Among the best at finding passages; many languages, long texts</source>
        <translation>Одна из лучших в поиске фрагментов; много языков, длинные тексты</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English, long passages, quick on any computer</source>
        <translation>Английский, длинные фрагменты, быстрая на любом компьютере</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BGE-M3: over 100 languages, long texts</source>
        <translation>BGE-M3: более 100 языков, длинные тексты</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../desktop/gui/shell/theme.py" line="+26"/>
        <source>Same as the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Высокая контрастность</translation>
    </message>
</context>
<context>
    <name>ToolButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="-148"/>
        <source>Make the model use a tool first</source>
        <translation>Заставить модель сначала использовать инструмент</translation>
    </message>
</context>
<context>
    <name>ToolCallCard</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_card.py" line="+34"/>
        <source>waiting for you</source>
        <translation>ждёт вас</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>выполняется</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>готово</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>отклонено</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{ms} ms</source>
        <translation>{ms} мс</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds} с</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tool call: {name}</source>
        <translation>Вызов инструмента: {name}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tool call time</source>
        <translation>Время вызова инструмента</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tool call arguments</source>
        <translation>Аргументы вызова инструмента</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call result</source>
        <translation>Результат вызова инструмента</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arguments</source>
        <translation>Аргументы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call problem</source>
        <translation>Проблема с вызовом инструмента</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Approval question</source>
        <translation>Запрос разрешения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow once</source>
        <translation>Разрешить один раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow this {name} call once</source>
        <translation>Разрешить этот вызов {name} один раз</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow in this chat</source>
        <translation>Разрешить в этом чате</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow {name} for the rest of this chat</source>
        <translation>Разрешить {name} до конца этого чата</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deny</source>
        <translation>Запретить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deny this {name} call</source>
        <translation>Запретить этот вызов {name}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{name}: {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The model wants to use {name} (it can delete or overwrite things) with the arguments below. Allow it?</source>
        <translation>Модель хочет использовать {name} (он может удалять или перезаписывать данные) с аргументами ниже. Разрешить?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model wants to use {name} with the arguments below. Allow it?</source>
        <translation>Модель хочет использовать {name} с аргументами ниже. Разрешить?</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Hide the {name} call ({status})</source>
        <translation>Скрыть вызов {name} ({status})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the {name} call ({status})</source>
        <translation>Показать вызов {name} ({status})</translation>
    </message>
</context>
<context>
    <name>ToolCardList</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_cards.py" line="+34"/>
        <source>Tool calls</source>
        <translation>Вызовы инструментов</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tools note</source>
        <translation>Примечание об инструментах</translation>
    </message>
</context>
<context>
    <name>ToolCards</name>
    <message>
        <location line="-21"/>
        <source>The answer ended before this call was allowed, so it did not run.</source>
        <translation>Ответ закончился до того, как этот вызов был разрешён, поэтому он не выполнялся.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer ended while this call was running.</source>
        <translation>Ответ закончился, пока выполнялся этот вызов.</translation>
    </message>
</context>
<context>
    <name>ToolServers</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="-207"/>
        <source>Ask every time</source>
        <translation>Спрашивать каждый раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow in this chat</source>
        <translation>Разрешить в этом чате</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always allow</source>
        <translation>Всегда разрешать</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give the server a name.</source>
        <translation>Дайте серверу имя.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the command that starts the server, or its web address.</source>
        <translation>Укажите команду, которая запускает сервер, или его веб-адрес.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The command could not be read: {0}.</source>
        <translation>Не удалось прочитать команду: {0}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It did not work: {0}</source>
        <translation>Не сработало: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It works, but it offers no tools.</source>
        <translation>Работает, но не предлагает инструментов.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (может изменять)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It works. Its tools: {0}.</source>
        <translation>Работает. Инструменты: {0}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MCP servers</source>
        <translation>Серверы MCP</translation>
    </message>
</context>
<context>
    <name>ToolWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/tool_words.py" line="+34"/>
        <source>Run Python code</source>
        <translation>Выполнять код Python</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run short Python programs to calculate or check its work. They run fenced off: they cannot start programs, use the internet, or read your files except the ones you attach.</source>
        <translation>Позволяет модели выполнять короткие программы на Python, чтобы считать или проверять свою работу. Они работают в изоляции: не могут запускать программы, пользоваться интернетом или читать ваши файлы, кроме прикреплённых вами.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read attached files</source>
        <translation>Читать прикреплённые файлы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read the files you attach to this chat, and nothing else.</source>
        <translation>Позволяет модели читать файлы, которые вы прикрепили к этому чату, и больше ничего.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search the web</source>
        <translation>Искать в интернете</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model search the web and read the list of results. Uses the internet.</source>
        <translation>Позволяет модели искать в интернете и читать список результатов. Использует интернет.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open web pages</source>
        <translation>Открывать веб-страницы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read a web page&apos;s text. Uses the internet.</source>
        <translation>Позволяет модели читать текст веб-страницы. Использует интернет.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run commands on this computer</source>
        <translation>Выполнять команды на этом компьютере</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run commands on your computer, in a folder of its own. It asks you before every command.</source>
        <translation>Позволяет модели выполнять команды на вашем компьютере, в собственной папке. Перед каждой командой она спрашивает вас.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>“{name}” is not a tool LlamaDesk knows.</source>
        <translation>«{name}» — не инструмент, который знает LlamaDesk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tool “{name}” is off. Turn it on in Settings → Tools.</source>
        <translation>Инструмент «{name}» выключен. Включите его в разделе Настройки → Инструменты.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP configuration file {path} does not exist.</source>
        <translation>Файла настроек MCP {path} нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no MCP server named “{name}”. Add it in Settings → Tools.</source>
        <translation>Сервера MCP с именем «{name}» нет. Добавьте его в разделе Настройки → Инструменты.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An MCP server needs a name.</source>
        <translation>Серверу MCP нужно имя.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An MCP server needs either a command to start or an address (URL).</source>
        <translation>Серверу MCP нужна либо команда для запуска, либо адрес (URL).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP servers could not be saved to {path}. Check that the disk has free space and you may write to that folder.</source>
        <translation>Не удалось сохранить серверы MCP в {path}. Проверьте, что на диске есть свободное место и вы можете записывать в эту папку.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP configuration file {path} could not be read. Check that you may read it.</source>
        <translation>Не удалось прочитать файл настроек MCP {path}. Проверьте, что у вас есть право его читать.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP configuration file {path} is damaged. Fix or remove it; LlamaDesk will not write over it.</source>
        <translation>Файл настроек MCP {path} повреждён. Исправьте или удалите его; LlamaDesk не будет его перезаписывать.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{name}” did not answer in time and was stopped.</source>
        <translation>Сервер MCP «{name}» не ответил вовремя и был остановлен.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{name}” could not be started ({reason}). Check its command or address in Settings → Tools.</source>
        <translation>Не удалось запустить сервер MCP «{name}» ({reason}). Проверьте его команду или адрес в разделе Настройки → Инструменты.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It said: “{said}”</source>
        <translation>Он сообщил: «{said}»</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The model asked for a tool without naming it, so nothing ran.</source>
        <translation>Модель запросила инструмент, не назвав его, поэтому ничего не запущено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model asked for a tool named “{name}”, which this chat does not have.</source>
        <translation>Модель запросила инструмент «{name}», которого в этом чате нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model&apos;s request could not be read, so the tool did not run ({reason}).</source>
        <translation>Не удалось прочитать запрос модели, поэтому инструмент не запущен ({reason}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed: “{name}” can change things on this computer and was not allowed for this question, so it did not run.</source>
        <translation>Не разрешено: «{name}» может изменять что-то на этом компьютере и не был разрешён для этого вопроса, поэтому не запущен.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stopped by the user.</source>
        <translation>Остановлено пользователем.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” took longer than {seconds} seconds and was stopped.</source>
        <translation>«{name}» работал дольше {seconds} с и был остановлен.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}” failed with an error of its own: {reason}</source>
        <translation>«{name}» завершился собственной ошибкой: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give the tool what it needs (“{name}”), so it did not run.</source>
        <translation>Модель не передала инструменту то, что ему нужно («{name}»), поэтому он не запущен.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“{name}” is not a file attached to this chat.</source>
        <translation>«{name}» — не файл, прикреплённый к этому чату.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running commands is off on Windows for now: LlamaDesk can&apos;t fence it off there yet, and it never runs without the fence.</source>
        <translation>Выполнение команд в Windows пока выключено: LlamaDesk ещё не умеет изолировать его там, а без изоляции оно никогда не запускается.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This tool is off on this computer: LlamaDesk could not fence it off here, so nothing ran ({reason}).</source>
        <translation>Этот инструмент выключен на этом компьютере: LlamaDesk не смог изолировать его здесь, поэтому ничего не запущено ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not read {name}: it works in its own folder and may read only the files attached to the chat.</source>
        <translation>Коду нельзя читать {name}: он работает в своей папке и может читать только файлы, прикреплённые к чату.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not write {name}: it may change only the files in its own folder.</source>
        <translation>Коду нельзя записывать {name}: он может менять только файлы в своей папке.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The code tried to use the network, which it may not.</source>
        <translation>Код попытался использовать сеть, а это ему запрещено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to start another program, which it may not.</source>
        <translation>Код попытался запустить другую программу, а это ему запрещено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to call native code (ctypes), which it may not.</source>
        <translation>Код попытался вызвать машинный код (ctypes), а это ему запрещено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat&apos;s working folder could not be made ({reason}).</source>
        <translation>Не удалось создать рабочую папку чата ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It could not be started ({reason}).</source>
        <translation>Не удалось запустить ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ran longer than its limit of {seconds} seconds and was stopped.</source>
        <translation>Работало дольше допустимых {seconds} с и было остановлено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was stopped: the answer was cancelled.</source>
        <translation>Остановлено: ответ был отменён.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It used more memory than its limit of {size} and was stopped.</source>
        <translation>Использовало больше памяти, чем допустимые {size}, и было остановлено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It failed (exit code {code}).</source>
        <translation>Завершилось с ошибкой (код выхода {code}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attached file {name} could not be read ({reason}).</source>
        <translation>Не удалось прочитать прикреплённый файл {name} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a text file ({size}); only text files can be read.</source>
        <translation>{name} — не текстовый файл ({size}); читать можно только текстовые файлы.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give a full web address (one starting with http:// or https://).</source>
        <translation>Модель не дала полный веб-адрес (начинающийся с http:// или https://).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} answered with an error (HTTP {code}).</source>
        <translation>{address} ответил ошибкой (HTTP {code}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} did not answer in time.</source>
        <translation>{address} не ответил вовремя.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{address} could not be reached ({reason}).</source>
        <translation>Не удалось связаться с {address} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a text page ({reason}, {size}).</source>
        <translation>{address} — не текстовая страница ({reason}, {size}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No search service is set. Enter a SearXNG search address in Settings → Tools.</source>
        <translation>Служба поиска не задана. Введите адрес поиска SearXNG в разделе Настройки → Инструменты.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search service at {address} did not answer with search results. Check its address in Settings → Tools.</source>
        <translation>Служба поиска по адресу {address} не ответила результатами поиска. Проверьте её адрес в разделе Настройки → Инструменты.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{server}” stopped and is not running any more.</source>
        <translation>Сервер MCP «{server}» остановился и больше не работает.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” did not answer {name} within {seconds} seconds.</source>
        <translation>Сервер MCP «{server}» не ответил на {name} за {seconds} с.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP server “{server}” could not run {name} ({reason}).</source>
        <translation>Сервер MCP «{server}» не смог выполнить {name} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The call to the MCP server “{server}” was stopped.</source>
        <translation>Вызов сервера MCP «{server}» был остановлен.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” sent an answer LlamaDesk could not read ({reason}).</source>
        <translation>Сервер MCP «{server}» прислал ответ, который LlamaDesk не смог прочитать ({reason}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tool reported an error without saying more.</source>
        <translation>Инструмент сообщил об ошибке без подробностей.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It used more memory than its limit and was stopped.</source>
        <translation>Использовало больше памяти, чем допустимо, и было остановлено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its last line of output: “{said}”</source>
        <translation>Последняя строка вывода: «{said}»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tool said: {said}</source>
        <translation>Инструмент сообщил: {said}</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>You refused this call.</source>
        <translation>Вы отклонили этот вызов.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Not run again: the same call was made before.</source>
        <translation>Не запущено повторно: такой же вызов уже был.</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../desktop/gui/widgets/units.py" line="+15"/>
        <source>KB</source>
        <translation>КБ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB</source>
        <translation>МБ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB</source>
        <translation>ГБ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TB</source>
        <translation>ТБ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1 byte</source>
        <translation>1 байт</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln байт</numerusform>
            <numerusform>%Ln байта</numerusform>
            <numerusform>%Ln байт</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>less than a second</source>
        <translation>меньше секунды</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seconds} s</source>
        <translation>{seconds} с</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} мин {seconds} с</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minutes} min</source>
        <translation>{minutes} мин</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} ч {minutes} мин</translation>
    </message>
</context>
<context>
    <name>UseComputersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="-142"/>
        <source>Computer to use, address and port</source>
        <translation>Компьютер: адрес и порт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add computer</source>
        <translation>Добавить компьютер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add computer to use</source>
        <translation>Добавить компьютер для использования</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About using other computers</source>
        <translation>Об использовании других компьютеров</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Enter a computer&apos;s address and port first.</source>
        <translation>Сначала введите адрес и порт компьютера.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added {0}. It is used from the next load.</source>
        <translation>{0} добавлен. Он используется со следующей загрузки.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a computer</source>
        <translation>компьютер</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removed {0}. The next load goes without it.</source>
        <translation>{0} удалён. Следующая загрузка пройдёт без него.</translation>
    </message>
</context>
<context>
    <name>VersionSwitch</name>
    <message>
        <location filename="../../desktop/gui/chat/version_switch.py" line="+29"/>
        <source>Previous version of this answer</source>
        <translation>Предыдущая версия этого ответа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous version of this question</source>
        <translation>Предыдущая версия этого вопроса</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next version of this answer</source>
        <translation>Следующая версия этого ответа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next version of this question</source>
        <translation>Следующая версия этого вопроса</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Version of this answer</source>
        <translation>Версия этого ответа</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version of this question</source>
        <translation>Версия этого вопроса</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Version {number} of {count} of this answer</source>
        <translation>Версия {number} из {count} этого ответа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version {number} of {count} of this question</source>
        <translation>Версия {number} из {count} этого вопроса</translation>
    </message>
</context>
<context>
    <name>VoiceGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="-203"/>
        <source>Speech model, which reads answers aloud</source>
        <translation>Модель речи, которая читает ответы вслух</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening model, which writes down what you say</source>
        <translation>Слушающая модель, которая записывает то, что вы говорите</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s own voice</source>
        <translation>Собственный голос модели</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice sample</source>
        <translation>Образец голоса</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+127"/>
        <source>Choose a voice sample</source>
        <translation>Выбрать образец голоса</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the model&apos;s own voice</source>
        <translation>Использовать собственный голос модели</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Language answers are read in</source>
        <translation>Язык, на котором читаются ответы</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Read answers aloud automatically</source>
        <translation>Читать ответы вслух автоматически</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice models found</source>
        <translation>Найденные голосовые модели</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Speech model:</source>
        <translation>Модель &amp;речи:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model is for</source>
        <translation>Для чего модель речи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Listening model:</source>
        <translation>&amp;Слушающая модель:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the listening model is for</source>
        <translation>Для чего слушающая модель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Voice sample:</source>
        <translation>&amp;Образец голоса:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the voice sample is for</source>
        <translation>Для чего образец голоса</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About voice</source>
        <translation>О голосе</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading speed</source>
        <translation>Скорость чтения</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>no listening model</source>
        <translation>нет слушающей модели</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 listening model</source>
        <translation>1 слушающая модель</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln listening models</source>
        <translation>
            <numerusform>%Ln слушающая модель</numerusform>
            <numerusform>%Ln слушающие модели</numerusform>
            <numerusform>%Ln слушающих моделей</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no speech model</source>
        <translation>нет модели речи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 speech model</source>
        <translation>1 модель речи</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln speech models</source>
        <translation>
            <numerusform>%Ln модель речи</numerusform>
            <numerusform>%Ln модели речи</numerusform>
            <numerusform>%Ln моделей речи</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VoiceInput</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_input.py" line="+27"/>
        <source>Speak</source>
        <translation>Говорить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop listening</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speak instead of typing: press, speak, then press again (Esc cancels).</source>
        <translation>Говорите вместо набора текста: нажмите, скажите, затем нажмите снова (Esc — отмена).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing down what you said…</source>
        <translation>Запись сказанного…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the words in the box, then press Send.</source>
        <translation>Проверьте слова в поле, затем нажмите «Отправить».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording cancelled; nothing was kept.</source>
        <translation>Запись отменена; ничего не сохранено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What you said could not be written down; try again.</source>
        <translation>Не удалось записать сказанное; попробуйте снова.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Listening… {minutes}:{seconds:02d}. Press “{stop}” when you are done (Esc cancels).</source>
        <translation>Слушаю… {minutes}:{seconds:02d}. Нажмите «{stop}», когда закончите (Esc — отмена).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hands-free: listening… {minutes}:{seconds:02d}. Speak, then pause: what you said is sent. Esc stops hands-free.</source>
        <translation>Голосовой режим: слушаю… {minutes}:{seconds:02d}. Говорите, затем сделайте паузу: сказанное будет отправлено. Esc выключает голосовой режим.</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+90"/>
        <source>Speak instead of typing</source>
        <translation>Говорить вместо набора текста</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Stop listening and write down what was said</source>
        <translation>Перестать слушать и записать сказанное</translation>
    </message>
</context>
<context>
    <name>VoiceNote</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_note.py" line="+16"/>
        <source>Voice</source>
        <translation>Голос</translation>
    </message>
</context>
<context>
    <name>VoiceWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/voice_words.py" line="+31"/>
        <source>{family} reads only in the voice of a sample: choose one in Settings → Voice (a few seconds of someone speaking, WAV or MP3), or another speech model.</source>
        <translation>{family} читает только голосом образца: выберите образец в разделе Настройки → Голос (несколько секунд чьей-то речи, WAV или MP3) или другую модель речи.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No microphone can be used: this computer has none LlamaDesk can open. Plug one in (or turn it on, or let apps use it in the system&apos;s privacy settings), then try again.</source>
        <translation>Нет микрофона, который можно использовать: на этом компьютере нет ни одного, который LlamaDesk может открыть. Подключите микрофон (или включите его, или разрешите приложениям доступ к нему в настройках конфиденциальности системы), затем попробуйте снова.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was heard: the recording was silent or too short. Check that the microphone is on and not muted, then press the microphone, speak, and press it again.</source>
        <translation>Ничего не услышано: запись была тихой или слишком короткой. Проверьте, что микрофон включён и звук не выключен, затем нажмите на микрофон, говорите и нажмите снова.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The recording used in place of the microphone ({path}) is not 16-bit sound.</source>
        <translation>Запись, используемая вместо микрофона ({path}), — не 16-битный звук.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recording used in place of the microphone ({path}) could not be read.</source>
        <translation>Не удалось прочитать запись, используемую вместо микрофона ({path}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No sound can be played: this computer has no speakers or headphones LlamaDesk can use. Plug some in (or turn the sound device on), then try again.</source>
        <translation>Звук воспроизвести нельзя: у этого компьютера нет колонок или наушников, которые может использовать LlamaDesk. Подключите их (или включите звуковое устройство), затем попробуйте снова.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The sound could not be played: it is not a WAV clip.</source>
        <translation>Не удалось воспроизвести звук: это не WAV-клип.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sound could not be played: it is not 16-bit mono at {rate} Hz.</source>
        <translation>Не удалось воспроизвести звук: это не 16-битное моно с частотой {rate} Гц.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is in your library, so answers can&apos;t be read aloud yet. Download a Qwen3-TTS or Pocket TTS model (a GGUF file and its mmproj file: search Discover for “Qwen3-TTS GGUF”) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>В вашей библиотеке нет модели речи, поэтому ответы пока нельзя читать вслух. Скачайте модель Qwen3-TTS или Pocket TTS (файл GGUF и его файл mmproj: ищите «Qwen3-TTS GGUF» в разделе «Обзор») в одну из ваших папок с моделями, затем выберите её в разделе Настройки → Голос.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No listening model is in your library, so what you say can&apos;t be written down yet. Download a model that hears (Voxtral, Ultravox, Qwen2-Audio or Gemma 3n, with its audio mmproj file) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>В вашей библиотеке нет слушающей модели, поэтому сказанное пока нельзя записать. Скачайте модель, которая слышит (Voxtral, Ultravox, Qwen2-Audio или Gemma 3n, с её аудиофайлом mmproj), в одну из ваших папок с моделями, затем выберите её в разделе Настройки → Голос.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is nothing to read aloud in this answer: it is all code or thinking.</source>
        <translation>В этом ответе нечего читать вслух: в нём только код или размышления.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model heard no words in the recording. Speak a little louder or closer to the microphone, and try again.</source>
        <translation>Слушающая модель не услышала в записи ни одного слова. Говорите чуть громче или ближе к микрофону и попробуйте снова.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The speech model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>Модели речи, выбранной в разделе Настройки → Голос ({file}), больше нет: выберите другую.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The listening model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>Слушающей модели, выбранной в разделе Настройки → Голос ({file}), больше нет: выберите другую.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} could not be read ({reason}).</source>
        <translation>Не удалось прочитать {file} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is an mmproj file, not a speech model: choose the speech model itself (its mmproj file is found beside it).</source>
        <translation>{file} — это файл mmproj, а не модель речи: выберите саму модель речи (её файл mmproj найдётся рядом).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a {family} speech model, whose {codec} sound decoder needs PyTorch, which LlamaDesk does not use: choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} — модель речи {family}, чьему звуковому декодеру {codec} нужен PyTorch, который LlamaDesk не использует: выберите модель Qwen3-TTS или Pocket TTS.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a speech model (it is a {architecture} model): choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} — не модель речи (это модель {architecture}): выберите модель Qwen3-TTS или Pocket TTS.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{projector} is not the mmproj file of a {family} model (it cannot make speech): give the one made for {file}.</source>
        <translation>{projector} — не файл mmproj модели {family} (он не умеет создавать речь): укажите тот, что сделан для {file}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} needs its mmproj file (the one that makes the sound), and none was found beside it: download it into the same folder.</source>
        <translation>{file} нужен его файл mmproj (тот, что создаёт звук), а рядом ни одного не найдено: скачайте его в ту же папку.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a model that listens: choose a chat model with an audio mmproj file (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</source>
        <translation>{file} — не модель, которая слушает: выберите модель для чата с аудиофайлом mmproj (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mmproj file {projector} cannot hear: {file} cannot listen through it.</source>
        <translation>Файл mmproj {projector} не умеет слышать: {file} не может слушать через него.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} has no audio mmproj file beside it, so it cannot listen: download its mmproj file into the same folder.</source>
        <translation>Рядом с {file} нет аудиофайла mmproj, поэтому модель не может слушать: скачайте её файл mmproj в ту же папку.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample {file} was not found: choose another one in Settings → Voice.</source>
        <translation>Образец голоса {file} не найден: выберите другой в разделе Настройки → Голос.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{family} does not speak “{language}”; it speaks {languages}.</source>
        <translation>{family} не говорит на «{language}»; модель говорит на: {languages}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is loaded.</source>
        <translation>Модель речи не загружена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech is already being made; stop it first.</source>
        <translation>Речь уже создаётся; сначала остановите её.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LlamaDesk is closing; nothing can be spoken now.</source>
        <translation>LlamaDesk закрывается; сейчас ничего нельзя произнести.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The llama.cpp runtime in {folder} cannot read aloud (it was installed before speech was added). Install the runtime again in Settings → Runtime.</source>
        <translation>Движок llama.cpp в {folder} не умеет читать вслух (он установлен до того, как появилась речь). Установите движок заново в разделе Настройки → Движок.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that reads aloud could not be started ({reason}). Install the runtime again in Settings → Runtime.</source>
        <translation>Не удалось запустить программу, которая читает вслух ({reason}). Установите движок заново в разделе Настройки → Движок.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound was made for sentence {sentence}; try again.</source>
        <translation>Для предложения {sentence} не получилось звука; попробуйте снова.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that reads aloud stopped before the sentence was spoken (exit code {exit_code}); try again.</source>
        <translation>Программа, которая читает вслух, остановилась до того, как предложение было произнесено (код выхода {exit_code}); попробуйте снова.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample could not be read: give a WAV or MP3.</source>
        <translation>Не удалось прочитать образец голоса: укажите WAV или MP3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This speech model does not speak the language asked for.</source>
        <translation>Эта модель речи не говорит на нужном языке.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model&apos;s mmproj file could not be loaded.</source>
        <translation>Не удалось загрузить файл mmproj модели речи.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mmproj file given cannot make speech.</source>
        <translation>Указанный файл mmproj не умеет создавать речь.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (a damaged file?).</source>
        <translation>Не удалось загрузить модель речи (повреждённый файл?).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (not enough memory?).</source>
        <translation>Не удалось загрузить модель речи (не хватает памяти?).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>LlamaDesk is closing; nothing can be written down now.</source>
        <translation>LlamaDesk закрывается; сейчас ничего нельзя записать.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model is not running. Press the microphone again.</source>
        <translation>Слушающая модель не запущена. Нажмите на микрофон ещё раз.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The recording {file} could not be read ({reason}).</source>
        <translation>Не удалось прочитать запись {file} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a sound file this can read: give a WAV, MP3 or FLAC file.</source>
        <translation>{file} — не звуковой файл, который можно прочитать: укажите файл WAV, MP3 или FLAC.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model did not answer; it may have stopped. Press the microphone again.</source>
        <translation>Слушающая модель не ответила; возможно, она остановилась. Нажмите на микрофон ещё раз.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model could not write down {file}: “{reason}”.</source>
        <translation>Слушающая модель не смогла записать {file}: «{reason}».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model answered without writing anything down.</source>
        <translation>Слушающая модель ответила, но ничего не записала.</translation>
    </message>
</context>
<context>
    <name>_ChatRows</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_list.py" line="-105"/>
        <source>New name for the chat</source>
        <translation>Новое название чата</translation>
    </message>
</context>
<context>
    <name>_InstallWorker</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-24"/>
        <source>The runtime install was cancelled; nothing was changed.</source>
        <translation>Установка движка отменена; ничего не изменено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The runtime install failed: {0}</source>
        <translation>Установка движка не удалась: {0}</translation>
    </message>
</context>
<context>
    <name>_JobRow</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="-196"/>
        <source>Download of {0}</source>
        <translation>Скачивание {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State of {0}</source>
        <translation>Состояние {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Progress of {0}</source>
        <translation>Ход {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Details of {0}</source>
        <translation>Подробности {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause download of {0}</source>
        <translation>Приостановить скачивание {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume download of {0}</source>
        <translation>Продолжить скачивание {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel…</source>
        <translation>Отменить…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel download of {0}</source>
        <translation>Отменить скачивание {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Download instead</source>
        <translation>Скачать вместо этого</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download instead of {0}</source>
        <translation>Скачать вместо {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Retry download of {0}</source>
        <translation>Повторить скачивание {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove {0} from the list</source>
        <translation>Убрать {0} из списка</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>Загрузить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load {0}</source>
        <translation>Загрузить {0}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Download {0} instead</source>
        <translation>Скачать {0} вместо этого</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download {0} {1} instead of {2}</source>
        <translation>Скачать {0} {1} вместо {2}</translation>
    </message>
</context>
</TS>
