<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AdvancedPanel</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+45"/>
        <location line="+6"/>
        <location line="+89"/>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>All layers on GPU</source>
        <translation>Todas las capas en la GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some layers on GPU</source>
        <translation>Algunas capas en la GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU only</source>
        <translation>Solo CPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On</source>
        <translation>Activado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>GPU offload</source>
        <translation>Uso de la GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Layers on the GPU</source>
        <translation>Capas en la GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> layers</source>
        <translation> capas</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Graphics cards to use</source>
        <translation>Tarjetas gráficas que se usan</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics &amp;cards</source>
        <translation>&amp;Tarjetas gráficas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conversation memory (KV cache) type</source>
        <translation>Tipo de memoria de la conversación (caché KV)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flash attention</source>
        <translation>Flash attention</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cache type note</source>
        <translation>Nota sobre el tipo de caché</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processor threads</source>
        <translation>Hilos del procesador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speculative decoding (n-gram)</source>
        <translation>Decodificación especulativa (n-gramas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guesses repeated text ahead to answer faster; not used with a projector.</source>
        <translation>Adivina el texto repetido para responder más rápido; no se usa con un proyector.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chat template file</source>
        <translation>Archivo de plantilla de chat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jinja templates (*.jinja);;All (*)</source>
        <translation>Plantillas Jinja (*.jinja);;Todos (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Projector (mmproj) file</source>
        <translation>Archivo de proyector (mmproj)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF projectors (*.gguf);;All files (*)</source>
        <translation>Proyectores GGUF (*.gguf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU &amp;offload</source>
        <translation>Uso de la &amp;GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context cac&amp;he type</source>
        <translation>Tipo de ca&amp;ché de contexto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flash attention</source>
        <translation>&amp;Flash attention</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Threads</source>
        <translation>&amp;Hilos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chat te&amp;mplate</source>
        <translation>&amp;Plantilla de chat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Projector</source>
        <translation>P&amp;royector</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>A {0} cache needs flash attention, so it is turned on.</source>
        <translation>Una caché {0} necesita flash attention, así que se ha activado.</translation>
    </message>
</context>
<context>
    <name>AppStatusBar</name>
    <message>
        <location filename="../../desktop/gui/shell/status_bar.py" line="+33"/>
        <source>Runtime</source>
        <translation>Motor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runtime: looking…</source>
        <translation>Motor: buscando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device in use</source>
        <translation>Dispositivo en uso</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+125"/>
        <source>Device: none</source>
        <translation>Dispositivo: ninguno</translation>
    </message>
    <message>
        <location line="-123"/>
        <location line="+136"/>
        <source>Graphics card warning</source>
        <translation>Aviso sobre la tarjeta gráfica</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>Loaded model</source>
        <translation>Modelo cargado</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+111"/>
        <location line="+9"/>
        <source>No model loaded</source>
        <translation>Ningún modelo cargado</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Memory used by the model</source>
        <translation>Memoria que usa el modelo</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Runtime: none found</source>
        <translation>Motor: no se encontró ninguno</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Runtime: {runtime}</source>
        <translation>Motor: {runtime}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Device: {device}</source>
        <translation>Dispositivo: {device}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name} ({note})</source>
        <translation>Modelo: {name} ({note})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name}</source>
        <translation>Modelo: {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory: uses about {size}</source>
        <translation>Memoria: usa unos {size}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model {uses}, as the server reported when it loaded.
As planned, it {needs} at {tokens} tokens of context.</source>
        <translation>El modelo {uses}, según indicó el servidor al cargarlo.
Según lo previsto, {needs} con {tokens} tokens de contexto.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory: {need}</source>
        <translation>Memoria: {need}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {model}, the model picked on the Load page.</source>
        <translation>Para {model}, el modelo elegido en la página Cargar.</translation>
    </message>
</context>
<context>
    <name>AttachmentChip</name>
    <message>
        <location filename="../../desktop/gui/chat/attachments.py" line="+69"/>
        <source>Attached picture {name}</source>
        <translation>Imagen adjunta {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove picture {name}</source>
        <translation>Quitar la imagen {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Don&apos;t send {name}</source>
        <translation>No enviar {name}</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <location line="+23"/>
        <source>Pictures to send</source>
        <translation>Imágenes para enviar</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location line="-82"/>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
</context>
<context>
    <name>BuiltinToolsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="+87"/>
        <source>About tools</source>
        <translation>Acerca de las herramientas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn tools on for a chat with the Tools button above its messages. Here you choose when each one needs your approval.</source>
        <translation>Active las herramientas de un chat con el botón Herramientas que hay encima de sus mensajes. Aquí elige cuándo necesita cada una su aprobación.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>What {0} does</source>
        <translation>Qué hace {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Let the model use the web (web_search and fetch_url)</source>
        <translation>Permitir que el modelo use la web (web_search y fetch_url)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model use the web</source>
        <translation>Permitir que el modelo use la web</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About the web tools</source>
        <translation>Acerca de las herramientas web</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search address for web_search</source>
        <translation>Dirección de búsqueda para web_search</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Let the model run commands (shell)</source>
        <translation>Permitir que el modelo ejecute comandos (shell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model run commands</source>
        <translation>Permitir que el modelo ejecute comandos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shell warning</source>
        <translation>Aviso sobre el shell</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When {0} needs your approval</source>
        <translation>Cuándo necesita {0} su aprobación</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The shell asks before every command.</source>
        <translation>El shell pregunta antes de cada comando.</translation>
    </message>
</context>
<context>
    <name>ChatComposer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+30"/>
        <source>The loaded model can&apos;t read pictures. Load a model that supports images, with its vision projector file, to attach one.</source>
        <translation>El modelo cargado no puede leer imágenes. Cargue un modelo que admita imágenes, con su archivo de proyector de visión, para adjuntar una.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add a picture for the model to look at.</source>
        <translation>Añada una imagen para que el modelo la mire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a message. Enter sends, Shift+Enter starts a new line, Esc stops.</source>
        <translation>Escriba un mensaje. Intro envía, Mayús+Intro empieza una línea nueva, Esc detiene.</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="+41"/>
        <source>New chat</source>
        <translation>Chat nuevo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chat title</source>
        <translation>Título del chat</translation>
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
        <translation>Buscar chats</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search result</source>
        <translation>Resultado de la búsqueda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved chats</source>
        <translation>Chats guardados</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>New chat</source>
        <translation>Chat nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat (Ctrl+N)</source>
        <translation>Empezar un chat nuevo (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>Cambiar nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename chat</source>
        <translation>Cambiar el nombre del chat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Delete chat</source>
        <translation>Eliminar chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the chat “{title}”? This can&apos;t be undone.</source>
        <translation>¿Eliminar el chat «{title}»? Esto no se puede deshacer.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No chats match “{search}”.</source>
        <translation>Ningún chat coincide con «{search}».</translation>
    </message>
</context>
<context>
    <name>ChatModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+29"/>
        <source>No model loaded</source>
        <translation>Ningún modelo cargado</translation>
    </message>
</context>
<context>
    <name>ChatTitle</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="-19"/>
        <source>New…</source>
        <translation>Nuevo…</translation>
    </message>
</context>
<context>
    <name>ChatToolCalls</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_chat.py" line="+237"/>
        <source>This model can&apos;t use tools, so this answer was written without them.</source>
        <translation>Este modelo no puede usar herramientas, así que esta respuesta se escribió sin ellas.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{text} Allow once, Allow in this chat or Deny, on the answer above the message box.</source>
        <translation>{text} Permitir una vez, Permitir en este chat o Denegar, en la respuesta encima del cuadro de mensaje.</translation>
    </message>
</context>
<context>
    <name>ChatToolsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="+48"/>
        <location line="+3"/>
        <source>Tools for this chat</source>
        <translation>Herramientas de este chat</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Choose the tools the model may use in this chat</source>
        <translation>Elija las herramientas que puede usar el modelo en este chat</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{tool} (off in Settings)</source>
        <translation>{tool} (desactivada en Ajustes)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (puede cambiar cosas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (only reads)</source>
        <translation>{tool} (solo lee)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MCP servers</source>
        <translation>Servidores MCP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every tool of {server}: those it marks as only reading run at once, the others ask you first, every time for those that can delete or overwrite</source>
        <translation>Todas las herramientas de {server}: las que marca como de solo lectura se ejecutan enseguida, las demás le preguntan antes, siempre en el caso de las que pueden eliminar o sobrescribir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Files the tools may read</source>
        <translation>Archivos que pueden leer las herramientas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} (untick to take it away)</source>
        <translation>{file} (desmárquelo para quitarlo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attach a file…</source>
        <translation>Adjuntar un archivo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file the model may read in this chat (nothing else is)</source>
        <translation>Un archivo que el modelo puede leer en este chat (nada más)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s first step in each answer is a tool call</source>
        <translation>El primer paso del modelo en cada respuesta es llamar a una herramienta</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Attach a file for the tools</source>
        <translation>Adjuntar un archivo para las herramientas</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tools: {count} on</source>
        <translation>Herramientas: {count} activadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{names} on</source>
        <translation>{names} activadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tools on in this chat</source>
        <translation>Ninguna herramienta activada en este chat</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_view.py" line="+214"/>
        <source>Chats</source>
        <translation>Chats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show your saved chats</source>
        <translation>Mostrar sus chats guardados</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Attach image</source>
        <translation>Adjuntar imagen</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Writing the answer…</source>
        <translation>Escribiendo la respuesta…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Answer: {text}</source>
        <translation>Respuesta: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer is empty.</source>
        <translation>La respuesta está vacía.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This chat nearly fills what the model can keep in mind; the next message may not fit.</source>
        <translation>Este chat casi llena lo que el modelo puede recordar; puede que el próximo mensaje no quepa.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This chat is too long for the model&apos;s context.</source>
        <translation>Este chat es demasiado largo para el contexto del modelo.</translation>
    </message>
</context>
<context>
    <name>ChatWelcome</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_welcome.py" line="+14"/>
        <source>Ask anything</source>
        <translation>Pregunte lo que quiera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model runs on this computer: what you write here stays on it. Try one of these, or write your own below.</source>
        <translation>El modelo se ejecuta en este equipo: lo que escriba aquí se queda en él. Pruebe una de estas ideas o escriba la suya abajo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Explain how a rainbow forms, in a few simple sentences.</source>
        <translation>Explica cómo se forma un arcoíris, en unas pocas frases sencillas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a short, friendly email saying I can&apos;t come to Friday&apos;s meeting.</source>
        <translation>Escribe un correo breve y amable diciendo que no puedo ir a la reunión del viernes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give me three ideas for a quick vegetarian dinner.</source>
        <translation>Dame tres ideas para una cena vegetariana rápida.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Welcome</source>
        <translation>Bienvenida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About this chat</source>
        <translation>Acerca de este chat</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask: {prompt}</source>
        <translation>Preguntar: {prompt}</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+52"/>
        <source>Instructions for the assistant</source>
        <translation>Instrucciones para el asistente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: how the assistant should answer</source>
        <translation>Opcional: cómo debe responder el asistente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Instructions</source>
        <translation>&amp;Instrucciones</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Told to the assistant before every message of this chat, e.g. “Answer briefly, in French.”</source>
        <translation>Se le dicen al asistente antes de cada mensaje de este chat; p. ej., «Responde brevemente, en francés.»</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Message to send</source>
        <translation>Mensaje para enviar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send message</source>
        <translation>Enviar mensaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send (Enter)</source>
        <translation>Enviar (Intro)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the answer</source>
        <translation>Detener la respuesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop (Esc)</source>
        <translation>Detener (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image…</source>
        <translation>Adjuntar imagen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image</source>
        <translation>Adjuntar imagen</translation>
    </message>
</context>
<context>
    <name>ContextChoices</name>
    <message>
        <location filename="../../desktop/gui/chat/context_meter.py" line="+120"/>
        <source>This chat is too long</source>
        <translation>Este chat es demasiado largo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat length problem</source>
        <translation>Problema con la longitud del chat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new chat</source>
        <translation>Empezar un chat nuevo</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Drop the oldest turns</source>
        <translation>Quitar los turnos más antiguos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Answer again without the earliest messages; they stay saved in this chat.</source>
        <translation>Responder de nuevo sin los primeros mensajes; siguen guardados en este chat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Reload with a longer context</source>
        <translation>Volver a cargar con un contexto más largo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Load the model again with {longer} tokens of context.</source>
        <translation>Cargar de nuevo el modelo con {longer} tokens de contexto.</translation>
    </message>
</context>
<context>
    <name>ContextMeter</name>
    <message>
        <location line="-117"/>
        <source>{used} of {context} tokens</source>
        <translation>{used} de {context} tokens</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Context used</source>
        <translation>Contexto usado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of the model&apos;s context this chat uses.</source>
        <translation>Cuánto del contexto del modelo usa este chat.</translation>
    </message>
</context>
<context>
    <name>ContextNotices</name>
    <message>
        <location line="+124"/>
        <source>Context note</source>
        <translation>Nota sobre el contexto</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>The %Ln oldest messages are no longer sent to the model, so the chat fits; they stay saved here.</source>
        <translation>
            <numerusform>El mensaje más antiguo ya no se envía al modelo, para que el chat quepa; sigue guardado aquí.</numerusform>
            <numerusform>Los %Ln mensajes más antiguos ya no se envían al modelo, para que el chat quepa; siguen guardados aquí.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There are no older messages to drop; start a new chat or shorten your message.</source>
        <translation>No hay mensajes más antiguos que quitar; empiece un chat nuevo o acorte su mensaje.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading the model again with {context} tokens of context. Press Retry on the answer when it is ready.</source>
        <translation>Cargando de nuevo el modelo con {context} tokens de contexto. Pulse Reintentar en la respuesta cuando esté listo.</translation>
    </message>
</context>
<context>
    <name>ConversationCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/conversation_calls.py" line="+119"/>
        <source>The saved chats were already closed.</source>
        <translation>Los chats guardados ya estaban cerrados.</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/crash_notice.py" line="+14"/>
        <source>LlamaDesk closed unexpectedly last time. A report of what happened was kept; it holds no chats, keys or tokens. Sending it to the people who make LlamaDesk helps them fix it.</source>
        <translation>LlamaDesk se cerró inesperadamente la última vez. Se guardó un informe de lo ocurrido; no contiene chats, claves ni tokens. Enviarlo al equipo de LlamaDesk le ayuda a corregir el problema.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>LlamaDesk closed unexpectedly</source>
        <translation>LlamaDesk se cerró inesperadamente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy report</source>
        <translation>Copiar informe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open folder</source>
        <translation>Abrir carpeta</translation>
    </message>
</context>
<context>
    <name>DefaultsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="+67"/>
        <source>Load the model I used last when LlamaDesk starts</source>
        <translation>Cargar el último modelo que usé al iniciar LlamaDesk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the model used last when LlamaDesk starts</source>
        <translation>Cargar el último modelo usado al iniciar LlamaDesk</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default context length</source>
        <translation>Longitud de contexto predeterminada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Default graphics card use</source>
        <translation>Uso predeterminado de la tarjeta gráfica</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Default context cache type</source>
        <translation>Tipo de caché de contexto predeterminado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default temperature</source>
        <translation>Temperatura predeterminada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default top-p</source>
        <translation>Top-p predeterminado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default number of candidate words (top K)</source>
        <translation>Número predeterminado de palabras candidatas (top K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many of the likeliest next words the model picks from. Fewer gives safer, plainer answers; Off lets it pick from all of them.</source>
        <translation>Entre cuántas de las palabras siguientes más probables elige el modelo. Menos da respuestas más seguras y sencillas; Desactivado le deja elegir entre todas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+17"/>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Default least likely word allowed (min P)</source>
        <translation>Palabra menos probable permitida predeterminada (min P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words far less likely than the best next word are never picked. Higher keeps answers on topic; 0 turns this off.</source>
        <translation>Las palabras mucho menos probables que la mejor palabra siguiente nunca se eligen. Más alto mantiene las respuestas en el tema; 0 lo desactiva.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default repetition penalty</source>
        <translation>Penalización por repetición predeterminada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above 1 the model avoids saying the same words over and over. Off (1.00) leaves it as it is.</source>
        <translation>Por encima de 1 el modelo evita repetir las mismas palabras una y otra vez. Desactivado (1,00) lo deja como está.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Default seed</source>
        <translation>Semilla predeterminada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random gives a different answer every time. With a number, the same question asked with the same settings gets the same answer.</source>
        <translation>Aleatoria da una respuesta distinta cada vez. Con un número, la misma pregunta con los mismos ajustes obtiene la misma respuesta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random</source>
        <translation>Aleatoria</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Default longest answer</source>
        <translation>Respuesta más larga predeterminada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default instructions for the assistant</source>
        <translation>Instrucciones predeterminadas para el asistente</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Context length</source>
        <translation>Longitud del &amp;contexto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Graphics card use</source>
        <translation>Uso de la tarjeta &amp;gráfica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context &amp;cache type</source>
        <translation>&amp;Tipo de caché de contexto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cr&amp;eativity (temperature)</source>
        <translation>Creati&amp;vidad (temperatura)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Word choice breadth (top &amp;P)</source>
        <translation>Amplitud de elección de palabras (top &amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidate &amp;words (top K)</source>
        <translation>Palabras candidatas (top &amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Least likely word allowed (&amp;min P)</source>
        <translation>Palabra menos probable permitida (mi&amp;n P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetition pe&amp;nalty</source>
        <translation>Penalización por &amp;repetición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (random or a &amp;number)</source>
        <translation>Se&amp;milla (aleatoria o un número)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Longest answer</source>
        <translation>Respuesta más &amp;larga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instructions for the assistant</source>
        <translation>&amp;Instrucciones para el asistente</translation>
    </message>
</context>
<context>
    <name>DiscoverPage</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_page.py" line="+35"/>
        <source>Downloads</source>
        <translation>Descargas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Find models and downloads</source>
        <translation>Buscar modelos y descargas</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{0} {1} is in the download list.</source>
        <translation>{0} {1} está en la lista de descargas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Download finished: the model is in the Library.</source>
        <translation>Descarga terminada: el modelo está en la Biblioteca.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A model</source>
        <translation>Un modelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The download of {0} stopped: its row under Downloads says why.</source>
        <translation>La descarga de {0} se detuvo: su fila en Descargas explica el motivo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hugging Face answers again.</source>
        <translation>Hugging Face vuelve a responder.</translation>
    </message>
</context>
<context>
    <name>DiscoverView</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_view.py" line="+68"/>
        <source>Most downloaded</source>
        <translation>Más descargados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recently updated</source>
        <translation>Actualizados recientemente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Good first models for this computer</source>
        <translation>Buenos primeros modelos para este equipo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat models</source>
        <translation>Modelos de chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding models, for your documents</source>
        <translation>Modelos de incrustación, para sus documentos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding models, for searching your documents</source>
        <translation>Modelos de incrustación, para buscar en sus documentos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An embedding model does not chat: it turns text into numbers, so LlamaDesk can find the passages of your documents that mean what you asked, even in other words. LlamaDesk starts with all-MiniLM-L6-v2 (small, English). A better one finds the right passages more often and reads more languages. Once downloaded, choose it in a chat&apos;s Documents window (Embedding model…); each library is then read again.</source>
        <translation>Un modelo de incrustación no conversa: convierte el texto en números, para que LlamaDesk encuentre los pasajes de sus documentos que significan lo que preguntó, aunque sea con otras palabras. LlamaDesk empieza con all-MiniLM-L6-v2 (pequeño, en inglés). Uno mejor encuentra los pasajes correctos más a menudo y lee más idiomas. Una vez descargado, elíjalo en la ventana Documentos de un chat (Modelo de incrustación…); después se vuelve a leer cada biblioteca.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Why it&apos;s a good start</source>
        <translation>Por qué es un buen comienzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested version</source>
        <translation>Versión sugerida</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Download</source>
        <translation>Descarga</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Downloads</source>
        <translation>Descargas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likes</source>
        <translation>Me gusta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updated</source>
        <translation>Actualizado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access</source>
        <translation>Acceso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About how much the usual version ({0}) downloads. See versions for each version&apos;s exact size and whether it fits this computer.</source>
        <translation>Tamaño aproximado de la descarga de la versión habitual ({0}). Vea las versiones para conocer el tamaño exacto de cada una y si cabe en este equipo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated</source>
        <translation>Restringido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This shows once Hugging Face answers: press Try again above.</source>
        <translation>Esto aparece cuando Hugging Face responda: pulse Reintentar arriba.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Get models</source>
        <translation>Obtener modelos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search Hugging Face for models</source>
        <translation>Buscar modelos en Hugging Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search Hugging Face, e.g. llama, qwen, gemma</source>
        <translation>Buscar en Hugging Face, p. ej. llama, qwen, gemma</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Order of the results</source>
        <translation>Orden de los resultados</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search now</source>
        <translation>Buscar ahora</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the list shows</source>
        <translation>Qué muestra la lista</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which models to suggest</source>
        <translation>Qué modelos sugerir</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Search status</source>
        <translation>Estado de la búsqueda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Models found</source>
        <translation>Modelos encontrados</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>See versions</source>
        <translation>Ver versiones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the versions of the selected model</source>
        <translation>Ver las versiones del modelo seleccionado</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Checking this computer…</source>
        <translation>Comprobando este equipo…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Choose one to see its versions, or search for any model above.</source>
        <translation>Elija uno para ver sus versiones, o busque cualquier modelo arriba.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Searching Hugging Face…</source>
        <translation>Buscando en Hugging Face…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Models matching “{0}”</source>
        <translation>Modelos que coinciden con «{0}»</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 model found.</source>
        <translation>Se encontró 1 modelo.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>Se encontró %Ln modelo.</numerusform>
            <numerusform>Se encontraron %Ln modelos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No GGUF models match “{0}”. Try a shorter or other name.</source>
        <translation>Ningún modelo GGUF coincide con «{0}». Pruebe con un nombre más corto u otro.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The search failed.</source>
        <translation>La búsqueda falló.</translation>
    </message>
</context>
<context>
    <name>DocumentsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="+182"/>
        <source>Documents for this chat</source>
        <translation>Documentos de este chat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents</source>
        <translation>Documentos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let this chat answer from your files: PDFs, Word, text, web pages.</source>
        <translation>Permita que este chat responda a partir de sus archivos: PDF, Word, texto, páginas web.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Documents: {name}</source>
        <translation>Documentos: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from the library “{name}”.</source>
        <translation>Este chat responde a partir de la biblioteca «{name}».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents ({count})</source>
        <translation>Documentos ({count})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from {names}.</source>
        <translation>Este chat responde a partir de {names}.</translation>
    </message>
</context>
<context>
    <name>DocumentsCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/documents_calls.py" line="+254"/>
        <source>Indexing stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>La indexación se detuvo por un problema inesperado en LlamaDesk.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your documents could not be reached because of an unexpected problem in LlamaDesk.</source>
        <translation>No se pudo acceder a sus documentos por un problema inesperado en LlamaDesk.</translation>
    </message>
</context>
<context>
    <name>DocumentsCounts</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="-132"/>
        <source>1 file</source>
        <translation>1 archivo</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln archivo</numerusform>
            <numerusform>%Ln archivos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 passage</source>
        <translation>1 pasaje</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln passages</source>
        <translation>
            <numerusform>%Ln pasaje</numerusform>
            <numerusform>%Ln pasajes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 new passage</source>
        <translation>1 pasaje nuevo</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln new passages</source>
        <translation>
            <numerusform>%Ln pasaje nuevo</numerusform>
            <numerusform>%Ln pasajes nuevos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{done} of 1 file</source>
        <translation>{done} de 1 archivo</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{done} of %Ln files</source>
        <translation>
            <numerusform>{done} de %Ln archivo</numerusform>
            <numerusform>{done} de %Ln archivos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 could not be read</source>
        <translation>1 no se pudo leer</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>%Ln no se pudo leer</numerusform>
            <numerusform>%Ln no se pudieron leer</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>…and 1 more file could not be read.</source>
        <translation>…y 1 archivo más no se pudo leer.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>…and %Ln more files could not be read.</source>
        <translation>
            <numerusform>…y %Ln archivo más no se pudo leer.</numerusform>
            <numerusform>…y %Ln archivos más no se pudieron leer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <location line="-46"/>
        <source>Tick the libraries this chat answers from: each question is searched in them first, and the answer lists the passages it was given under “Sources”.</source>
        <translation>Marque las bibliotecas de las que responde este chat: cada pregunta se busca primero en ellas y la respuesta enumera los pasajes que recibió en «Fuentes».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No libraries yet: add a folder or files to make one.</source>
        <translation>Aún no hay bibliotecas: añada una carpeta o archivos para crear una.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;All files (*)</source>
        <translation>Documentos (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Read {files}…</source>
        <translation>Leer {files}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading {files}… ({name})</source>
        <translation>Leyendo {files}… ({name})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not indexed yet</source>
        <translation>aún no indexada</translation>
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
        <translation>No se pudo indexar «{name}»: {problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Indexing “{name}” stopped. What was read is kept; Update goes on from there.</source>
        <translation>La indexación de «{name}» se detuvo. Lo leído se conserva; Actualizar continúa desde ahí.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“{name}” is ready: {files} read, {passages}.</source>
        <translation>«{name}» está lista: {files} leídos, {passages}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{source} could not be reached; its files are kept as they were indexed.</source>
        <translation>No se pudo acceder a {source}; sus archivos se conservan tal como se indexaron.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Embedding model: {name}</source>
        <translation>Modelo de incrustación: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model: the first one in your model folders</source>
        <translation>Modelo de incrustación: el primero de sus carpetas de modelos</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+1"/>
        <source>Documents</source>
        <translation>Documentos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Documents for this chat</source>
        <translation>Documentos de este chat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About documents</source>
        <translation>Acerca de los documentos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Libraries</source>
        <translation>Bibliotecas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No libraries</source>
        <translation>No hay bibliotecas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>Añadir carpeta…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+89"/>
        <source>Make a library from a folder</source>
        <translation>Crear una biblioteca a partir de una carpeta</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Add files…</source>
        <translation>Añadir archivos…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+94"/>
        <source>Make a library from files</source>
        <translation>Crear una biblioteca a partir de archivos</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Update</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the library&apos;s new and changed files</source>
        <translation>Leer los archivos nuevos y modificados de la biblioteca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop indexing</source>
        <translation>Detener la indexación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the library (your files stay)</source>
        <translation>Quitar la biblioteca (sus archivos se quedan)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indexing status</source>
        <translation>Estado de la indexación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model</source>
        <translation>Modelo de incrustación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding model…</source>
        <translation>Modelo de incrustación…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the embedding model file</source>
        <translation>Elegir el archivo del modelo de incrustación</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model that turns text into numbers for searching (a GGUF file). Another model means reading every library again.</source>
        <translation>El modelo que convierte el texto en números para buscar (un archivo GGUF). Otro modelo implica volver a leer todas las bibliotecas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reranking model</source>
        <translation>Modelo de reordenación</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+96"/>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>&amp;Reranking model:</source>
        <translation>Modelo de &amp;reordenación:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reranking model reads the question with each passage found and puts the best first (slower, often better). None: keyword and meaning search alone.</source>
        <translation>Un modelo de reordenación lee la pregunta con cada pasaje encontrado y pone primero los mejores (más lento, a menudo mejor). Ninguno: solo búsqueda por palabras clave y significado.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close the Documents window</source>
        <translation>Cerrar la ventana Documentos</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Making the library…</source>
        <translation>Creando la biblioteca…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the embedding model</source>
        <translation>Elegir el modelo de incrustación</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf)</source>
        <translation>Modelos GGUF (*.gguf)</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>starting the embedding model…</source>
        <translation>iniciando el modelo de incrustación…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Indexing “{name}”: starting the embedding model…</source>
        <translation>Indexando «{name}»: iniciando el modelo de incrustación…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Indexing “{name}”: {text}</source>
        <translation>Indexando «{name}»: {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Remove library</source>
        <translation>Quitar biblioteca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the library “{name}”? Your files stay where they are; only what LlamaDesk read from them is forgotten.</source>
        <translation>¿Quitar la biblioteca «{name}»? Sus archivos se quedan donde están; solo se olvida lo que LlamaDesk leyó de ellos.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Removed “{name}”.</source>
        <translation>Se quitó «{name}».</translation>
    </message>
</context>
<context>
    <name>DocumentsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/documents_words.py" line="+36"/>
        <source>{file} could not be read: {reason}</source>
        <translation>No se pudo leer {file}: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is gone</source>
        <translation>el archivo ya no existe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission was denied</source>
        <translation>se denegó el permiso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk could not read it</source>
        <translation>el disco no pudo leerlo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is protected by a password</source>
        <translation>está protegido con contraseña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged</source>
        <translation>el archivo está dañado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (it has no pages)</source>
        <translation>el archivo está dañado (no tiene páginas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read (its pages may be pictures of scanned paper)</source>
        <translation>no tiene texto que leer (sus páginas pueden ser imágenes de papel escaneado)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read</source>
        <translation>no tiene texto que leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is damaged</source>
        <translation>el texto está dañado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a text file</source>
        <translation>no es un archivo de texto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a Word document or it is damaged</source>
        <translation>no es un documento de Word o está dañado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{suffix} files are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>los archivos {suffix} no son compatibles (PDF, Word, texto, Markdown y HTML sí)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its structure is nested too deeply</source>
        <translation>su estructura está anidada a demasiada profundidad</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is too large to read</source>
        <translation>es demasiado grande para leerlo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>files without an ending are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>los archivos sin extensión no son compatibles (PDF, Word, texto, Markdown y HTML sí)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A library needs a name.</source>
        <translation>Una biblioteca necesita un nombre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a library named “{name}”.</source>
        <translation>Ya hay una biblioteca llamada «{name}».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no library named “{name}”.</source>
        <translation>No hay ninguna biblioteca llamada «{name}».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The documents index is closed. Open the Documents window again.</source>
        <translation>El índice de documentos está cerrado. Vuelva a abrir la ventana Documentos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk is full: the documents index could not be saved. Free some space and index again; it goes on where it stopped.</source>
        <translation>El disco está lleno: no se pudo guardar el índice de documentos. Libere espacio y vuelva a indexar; continúa donde se detuvo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index is busy in another LlamaDesk window or command. Try again when it has finished.</source>
        <translation>El índice de documentos está ocupado por otra ventana u otro comando de LlamaDesk. Inténtelo de nuevo cuando haya terminado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>No se pudo abrir el índice de documentos en {path}. Compruebe que la carpeta existe y que puede escribir en ella.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index was written by a newer LlamaDesk. Update LlamaDesk to use it.</source>
        <translation>El índice de documentos lo escribió un LlamaDesk más reciente. Actualice LlamaDesk para usarlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The documents index at {path} could not be read: it is damaged or not an index. Move it aside and add your libraries again.</source>
        <translation>No se pudo leer el índice de documentos en {path}: está dañado o no es un índice. Muévalo a otro lugar y vuelva a añadir sus bibliotecas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The embedding model {model} took too long to answer. Try again; if it keeps happening, restart LlamaDesk.</source>
        <translation>El modelo de incrustación {model} tardó demasiado en responder. Inténtelo de nuevo; si sigue ocurriendo, reinicie LlamaDesk.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} is not running any more. Press Update to start it again (indexing goes on where it stopped).</source>
        <translation>El modelo de incrustación {model} ya no está en ejecución. Pulse «Actualizar» para iniciarlo de nuevo (la indexación continúa donde se detuvo).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} refused the app&apos;s key.</source>
        <translation>El modelo de incrustación {model} rechazó la clave de la aplicación.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} could not embed the text (HTTP {status}).</source>
        <translation>El modelo de incrustación {model} no pudo procesar el texto (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} sent an answer the app does not understand.</source>
        <translation>El modelo de incrustación {model} envió una respuesta que la aplicación no entiende.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The embedding model {model} could not embed the text: “{reason}”.</source>
        <translation>El modelo de incrustación {model} no pudo procesar el texto: «{reason}».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The library “{library}” was indexed with the embedding model {stored}; using {given} instead means reading all its files again: press Update.</source>
        <translation>La biblioteca «{library}» se indexó con el modelo de incrustación {stored}; usar {given} en su lugar significa leer de nuevo todos sus archivos: pulse «Actualizar».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents need an embedding model, which turns text into numbers for searching. Download one in Discover (search “embedding”, e.g. all-MiniLM-L6-v2, 46 MB), or choose one you have with “Embedding model…” here.</source>
        <translation>Los documentos necesitan un modelo de incrustación, que convierte el texto en números para buscar. Descargue uno en Descubrir (busque «embedding», p. ej. all-MiniLM-L6-v2, 46 MB) o elija uno que ya tenga con «Modelo de incrustación…» aquí.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is a chat model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} es un modelo de chat, no un modelo de incrustación. Los documentos necesitan un modelo de incrustación como all-MiniLM-L6-v2: busque «embedding» en Descubrir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a reranking model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} es un modelo de reordenación, no un modelo de incrustación. Los documentos necesitan un modelo de incrustación como all-MiniLM-L6-v2: busque «embedding» en Descubrir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>LlamaDesk is closing; your documents are not searched.</source>
        <translation>LlamaDesk se está cerrando; no se buscará en sus documentos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{source} cannot be reached (a disk unplugged or a folder moved?). Its passages are kept and searched as they were; they are brought up to date when it is back.</source>
        <translation>No se puede acceder a {source} (¿un disco desconectado o una carpeta movida?). Sus pasajes se conservan y se buscan tal como estaban; se actualizarán cuando vuelva a estar disponible.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your documents could not be searched: {why}</source>
        <translation>No se pudo buscar en sus documentos: {why}</translation>
    </message>
</context>
<context>
    <name>DownloadsPanel</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="+37"/>
        <source>Downloads appear here.</source>
        <translation>Las descargas aparecen aquí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>goes on by itself when the connection is back</source>
        <translation>continúa sola cuando vuelva la conexión</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting</source>
        <translation>En espera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>Descargando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the connection</source>
        <translation>Esperando la conexión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Error</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} of {1}</source>
        <translation>{0} de {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} · starting…</source>
        <translation>{0} · iniciando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left</source>
        <translation>quedan {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>working out the time left</source>
        <translation>calculando el tiempo restante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} · {1}/s · {2}</source>
        <translation>{0} · {1}/s · {2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The download failed.</source>
        <translation>La descarga falló.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} · ready to load</source>
        <translation>{0} · listo para cargar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled; nothing was kept.</source>
        <translation>Cancelado; no se conservó nada.</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Downloads</source>
        <translation>Descargas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No downloads</source>
        <translation>No hay descargas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem with the list of downloads</source>
        <translation>Problema con la lista de descargas</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>List of downloads</source>
        <translation>Lista de descargas</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Cancel download</source>
        <translation>Cancelar descarga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the download of {0}? What was downloaded so far is deleted.</source>
        <translation>¿Cancelar la descarga de {0}? Lo descargado hasta ahora se elimina.</translation>
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
        <translation>No se pudo guardar el chat: la carpeta {folder} no existe.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the file could not be written</source>
        <translation>no se pudo escribir el archivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat could not be saved to {path}: {reason}.</source>
        <translation>No se pudo guardar el chat en {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>ExportButton</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_export_button.py" line="+44"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Export chat</source>
        <translation>Exportar chat</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Save this chat as a Markdown or JSON file.</source>
        <translation>Guardar este chat como archivo Markdown o JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as Markdown…</source>
        <translation>Exportar como Markdown…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export as JSON…</source>
        <translation>Exportar como JSON…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export result</source>
        <translation>Resultado de la exportación</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>There is nothing to export yet: send a message first.</source>
        <translation>Aún no hay nada que exportar: envíe primero un mensaje.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saving the chat to {path}…</source>
        <translation>Guardando el chat en {path}…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the chat to {path}.</source>
        <translation>Chat guardado en {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chat could not be saved because of an unexpected problem.</source>
        <translation>No se pudo guardar el chat por un problema inesperado.</translation>
    </message>
</context>
<context>
    <name>FailureWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/failure_words.py" line="+20"/>
        <source>This version of llama.cpp does not work on your processor. Install the portable runtime in Settings.</source>
        <translation>Esta versión de llama.cpp no funciona en su procesador. Instale el motor portátil en Ajustes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server could not start: a file it needs is missing. Reinstall the runtime in Settings, or install the Microsoft Visual C++ Redistributable.</source>
        <translation>El servidor de modelos no pudo iniciarse: falta un archivo que necesita. Reinstale el motor en Ajustes, o instale Microsoft Visual C++ Redistributable.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that runs the models (llama-server) is missing or cannot start. Reinstall the runtime in Settings.</source>
        <translation>El programa que ejecuta los modelos (llama-server) falta o no puede iniciarse. Reinstale el motor en Ajustes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is not enough memory to load {model}. Try a shorter context, a smaller version of the model, or fewer layers on the graphics card.</source>
        <translation>No hay memoria suficiente para cargar {model}. Pruebe con un contexto más corto, una versión más pequeña del modelo o menos capas en la tarjeta gráfica.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This version of llama.cpp does not know the kind of model {model} is ({architecture}). Update the runtime in Settings, or choose another model.</source>
        <translation>Esta versión de llama.cpp no conoce el tipo de modelo de {model} ({architecture}). Actualice el motor en Ajustes, o elija otro modelo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{model} could not be loaded: the file is damaged, incomplete or not a model llama.cpp can read. Download it again or choose another model.</source>
        <translation>No se pudo cargar {model}: el archivo está dañado, incompleto o no es un modelo que llama.cpp pueda leer. Descárguelo de nuevo o elija otro modelo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your NVIDIA driver is too old for this runtime. Update the driver, or use the processor runtime in Settings.</source>
        <translation>Su controlador de NVIDIA es demasiado antiguo para este motor. Actualice el controlador, o use el motor para procesador en Ajustes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another program was using the port the model server needed. Try again.</source>
        <translation>Otro programa estaba usando el puerto que necesitaba el servidor de modelos. Inténtelo de nuevo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while loading {model}.</source>
        <translation>El servidor de modelos se detuvo mientras cargaba {model}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loading {model} took too long. Try a smaller model or a shorter context.</source>
        <translation>La carga de {model} tardó demasiado. Pruebe con un modelo más pequeño o un contexto más corto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading the model was cancelled.</source>
        <translation>Se canceló la carga del modelo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model server was stopped from outside while loading. Nothing is wrong with the model: load it again.</source>
        <translation>El servidor de modelos fue detenido desde fuera durante la carga. El modelo no tiene ningún problema: cárguelo de nuevo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model server could not start: a file it needs ({library}) is missing. Reinstall the runtime in Settings.</source>
        <translation>El servidor de modelos no pudo iniciarse: falta un archivo que necesita ({library}). Reinstale el motor en Ajustes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model file {model} is missing. Download it again or choose another model.</source>
        <translation>Falta el archivo de modelo {model}. Descárguelo de nuevo o elija otro modelo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Port {port} is used by another program, so other apps can&apos;t reach LlamaDesk there. Choose another port in Settings (Other apps), or close that program.</source>
        <translation>El puerto {port} lo usa otro programa, así que otras aplicaciones no pueden llegar a LlamaDesk en él. Elija otro puerto en Ajustes (Otras aplicaciones), o cierre ese programa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server said it was ready but does not answer. Try again.</source>
        <translation>El servidor de modelos dijo que estaba listo, pero no responde. Inténtelo de nuevo.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This conversation is longer than the model&apos;s context. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Esta conversación es más larga que el contexto del modelo. Empiece un chat nuevo, acorte su mensaje o cargue el modelo con un contexto mayor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens). Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Esta conversación es más larga que el contexto del modelo ({context} tokens). Empiece un chat nuevo, acorte su mensaje o cargue el modelo con un contexto mayor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens); it needs {needed}. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Esta conversación es más larga que el contexto del modelo ({context} tokens); necesita {needed}. Empiece un chat nuevo, acorte su mensaje o cargue el modelo con un contexto mayor.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model server refused the app&apos;s key. Reload the model and try again.</source>
        <translation>El servidor de modelos rechazó la clave de la aplicación. Vuelva a cargar el modelo e inténtelo de nuevo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model can&apos;t read pictures. Remove the picture, or load a model that supports images (with its vision projector file).</source>
        <translation>Este modelo no puede leer imágenes. Quite la imagen, o cargue un modelo que admita imágenes (con su archivo de proyector de visión).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This model can&apos;t listen to audio. Remove the audio file.</source>
        <translation>Este modelo no puede escuchar audio. Quite el archivo de audio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>El modelo todavía se está cargando. Inténtelo de nuevo en un momento.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer: {said}</source>
        <translation>El servidor de modelos no pudo responder: {said}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer (HTTP {status}).</source>
        <translation>El servidor de modelos no pudo responder (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Can&apos;t reach the model server. It may have stopped; load the model again.</source>
        <translation>No se puede acceder al servidor de modelos. Puede que se haya detenido; cargue el modelo de nuevo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server sent a reply the app couldn&apos;t read.</source>
        <translation>El servidor de modelos envió una respuesta que la aplicación no pudo leer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while answering. What it wrote so far is kept.</source>
        <translation>El servidor de modelos se detuvo mientras respondía. Lo que había escrito hasta ahora se conserva.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped before answering. Load the model again.</source>
        <translation>El servidor de modelos se detuvo antes de responder. Cargue el modelo de nuevo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model is loaded. Load one on the Load page, then press Retry.</source>
        <translation>No hay ningún modelo cargado. Cargue uno en la página Cargar y luego pulse Reintentar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>La respuesta se detuvo por un problema inesperado en LlamaDesk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer ended unexpectedly. Press Retry to try again.</source>
        <translation>La respuesta terminó inesperadamente. Pulse Reintentar para intentarlo de nuevo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model stopped unexpectedly while answering. Press Retry to load it again and answer.</source>
        <translation>El modelo se detuvo inesperadamente mientras respondía. Pulse Reintentar para cargarlo de nuevo y obtener la respuesta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer sharing its devices at {hosts} went away while answering, and the model stopped. What it wrote so far is kept; start that computer&apos;s sharing again and load the model, or load it without that computer.</source>
        <translation>El ordenador que comparte sus dispositivos en {hosts} dejó de estar disponible mientras respondía, y el modelo se detuvo. Lo que había escrito hasta ahora se conserva; vuelva a iniciar el uso compartido en ese ordenador y cargue el modelo, o cárguelo sin ese ordenador.</translation>
    </message>
</context>
<context>
    <name>FiguresWords</name>
    <message>
        <location filename="../../desktop/gui/chat/figures_words.py" line="+27"/>
        <source>{speed} tokens/s</source>
        <translation>{speed} tokens/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first token after {time}</source>
        <translation>primer token a los {time}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 token</source>
        <translation>1 token</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln token</numerusform>
            <numerusform>%Ln tokens</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>detenido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cut off at the length limit</source>
        <translation>cortado en el límite de longitud</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{milliseconds} ms</source>
        <translation>{milliseconds} ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ran on the processor (CPU)</source>
        <translation>se ejecutó en el procesador (CPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ran on {devices}</source>
        <translation>se ejecutó en {devices}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ran on {devices} ({on_card} of {layers} layers; the rest on the processor)</source>
        <translation>se ejecutó en {devices} ({on_card} de {layers} capas; el resto en el procesador)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ran on {devices} ({on_card} of {layers} layers)</source>
        <translation>se ejecutó en {devices} ({on_card} de {layers} capas)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}, {context}-token context</source>
        <translation>{where}, contexto de {context} tokens</translation>
    </message>
</context>
<context>
    <name>FileField</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="-225"/>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose {0}</source>
        <translation>Elegir {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear {0}</source>
        <translation>Borrar {0}</translation>
    </message>
</context>
<context>
    <name>FormControls</name>
    <message>
        <location filename="../../desktop/gui/widgets/form_controls.py" line="+26"/>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Copied to the clipboard</source>
        <translation>Copiado al portapapeles</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../../desktop/gui/widgets/glossary.py" line="+22"/>
        <source>How much the model&apos;s numbers were rounded to make it smaller. Smaller versions (Q3, Q4) need less memory and answer faster; larger ones (Q6, Q8, F16) answer a little better. Q4_K_M is a good balance on most computers.</source>
        <translation>Cuánto se redondearon los números del modelo para hacerlo más pequeño. Las versiones más pequeñas (Q3, Q4) necesitan menos memoria y responden más rápido; las más grandes (Q6, Q8, F16) responden algo mejor. Q4_K_M es un buen equilibrio en la mayoría de los equipos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F16 keeps the model&apos;s numbers unrounded (16-bit): the best answers, and the most memory. A vision model&apos;s picture reader is usually F16.</source>
        <translation>F16 mantiene los números del modelo sin redondear (16 bits): las mejores respuestas y la mayor memoria. El lector de imágenes de un modelo de visión suele ser F16.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the conversation memory (the KV cache) is stored. f16 is exact; q8_0 needs half the memory with almost no difference; q4_0 a quarter, with a small loss. A smaller type leaves room for a longer conversation.</source>
        <translation>Cómo se guarda la memoria de la conversación (la caché KV). f16 es exacto; q8_0 necesita la mitad de memoria casi sin diferencia; q4_0 una cuarta parte, con una pequeña pérdida. Un tipo más pequeño deja sitio para una conversación más larga.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The part of a vision model that reads pictures (an &quot;mmproj&quot; file). It is only needed to send pictures; LlamaDesk finds it beside the model when it can.</source>
        <translation>La parte de un modelo de visión que lee imágenes (un archivo &quot;mmproj&quot;). Solo hace falta para enviar imágenes; LlamaDesk la encuentra junto al modelo cuando puede.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Word choice breadth: the next word is picked only among the likeliest words whose chances add up to this share. Lower (0.8) keeps answers focused; 1.0 turns it off. Most people leave it at 0.95.</source>
        <translation>Amplitud de elección de palabras: la palabra siguiente se elige solo entre las más probables cuyas probabilidades suman esta proporción. Más bajo (0,8) mantiene las respuestas centradas; 1,0 lo desactiva. La mayoría lo deja en 0,95.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only this many of the likeliest next words are considered. Off considers all; 40 is a common choice.</source>
        <translation>Solo se tiene en cuenta este número de palabras siguientes más probables. Desactivado: se tienen en cuenta todas; 40 es un valor habitual.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Words much less likely than the likeliest one are never picked. 0.05 removes odd choices without making answers dull; off allows every word.</source>
        <translation>Las palabras mucho menos probables que la más probable nunca se eligen. 0,05 quita elecciones raras sin volver sosas las respuestas; desactivado permite todas las palabras.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creativity: low (0.2) gives steady, predictable answers; high (1.0) more varied and surprising ones.</source>
        <translation>Creatividad: baja (0,2) da respuestas estables y previsibles; alta (1,0) más variadas y sorprendentes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the model can do besides chatting: read pictures (vision), use tools, or think step by step before it answers.</source>
        <translation>Lo que el modelo puede hacer además de conversar: leer imágenes (visión), usar herramientas o pensar paso a paso antes de responder.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the conversation the model can keep in mind at once, in tokens (a token is about three quarters of a word). Longer needs more memory.</source>
        <translation>Cuánto de la conversación puede recordar el modelo a la vez, en tokens (un token es unas tres cuartas partes de una palabra). Un contexto más largo necesita más memoria.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the model runs on the graphics card. All of it is fastest; what doesn&apos;t fit runs on the processor, more slowly.</source>
        <translation>Cuánto del modelo se ejecuta en la tarjeta gráfica. Todo en la tarjeta es lo más rápido; lo que no cabe se ejecuta en el procesador, más despacio.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{quant}: rounded to about {bits} bits per number, tiny variant</source>
        <translation>{quant}: redondeado a unos {bits} bits por número, variante diminuta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, extra small variant</source>
        <translation>{quant}: redondeado a unos {bits} bits por número, variante extrapequeña</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, small variant</source>
        <translation>{quant}: redondeado a unos {bits} bits por número, variante pequeña</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, medium variant</source>
        <translation>{quant}: redondeado a unos {bits} bits por número, variante mediana</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, large variant</source>
        <translation>{quant}: redondeado a unos {bits} bits por número, variante grande</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{quant}: unrounded ({bits}-bit), the largest version. {about}</source>
        <translation>{quant}: sin redondear ({bits} bits), la versión más grande. {about}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{quant}: rounded to about {bits} bits per number</source>
        <translation>{quant}: redondeado a unos {bits} bits por número</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{words} (a newer, denser rounding)</source>
        <translation>{words} (un redondeo más nuevo y denso)</translation>
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
        <translation>Manos libres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free: on</source>
        <translation>Manos libres: activado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talk with the chat: it listens, sends what you say when you pause, reads the answer aloud, then listens again. Press again (or Esc) to stop.</source>
        <translation>Hable con el chat: escucha, envía lo que dice cuando hace una pausa, lee la respuesta en voz alta y vuelve a escuchar. Pulse de nuevo (o Esc) para detenerlo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hands-free is off.</source>
        <translation>Manos libres está desactivado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free stopped: no model can answer yet.</source>
        <translation>Manos libres se detuvo: aún no hay ningún modelo que pueda responder.</translation>
    </message>
</context>
<context>
    <name>HandsFreeControl</name>
    <message>
        <location line="+29"/>
        <location line="+111"/>
        <source>Hands-free: talk with the chat</source>
        <translation>Manos libres: hablar con el chat</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Hands-free is on: press to stop</source>
        <translation>Manos libres está activado: pulse para detenerlo</translation>
    </message>
</context>
<context>
    <name>HelpGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="+29"/>
        <source>Log folder</source>
        <translation>Carpeta de registros</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logs and reports: {0}</source>
        <translation>Registros e informes: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the log folder</source>
        <translation>Abrir la carpeta de registros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the folder of logs and reports</source>
        <translation>Abrir la carpeta de registros e informes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy a report</source>
        <translation>Copiar un informe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy a report of this computer and recent problems</source>
        <translation>Copiar un informe de este equipo y de los problemas recientes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Report status</source>
        <translation>Estado del informe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About reports</source>
        <translation>Acerca de los informes</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Putting the report together…</source>
        <translation>Preparando el informe…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copied: paste it into your message.</source>
        <translation>Copiado: péguelo en su mensaje.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The report could not be put together: {0}</source>
        <translation>No se pudo preparar el informe: {0}</translation>
    </message>
</context>
<context>
    <name>HostWorker</name>
    <message>
        <location filename="../../desktop/gui/bridge/host_worker.py" line="+157"/>
        <source>Loading stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>La carga se detuvo por un problema inesperado en LlamaDesk.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>No llama-server was found: it runs the models. Install it from Settings (“Open Settings to install it” at the top of the window).</source>
        <translation>No se encontró llama-server: es el programa que ejecuta los modelos. Instálelo desde Ajustes («Abrir Ajustes para instalarlo» en la parte superior de la ventana).</translation>
    </message>
</context>
<context>
    <name>HubBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+12"/>
        <source>Can&apos;t reach Hugging Face, so searching and downloading are paused; downloads go on by themselves once it answers. Models on this computer still work.</source>
        <translation>No se puede conectar con Hugging Face, así que la búsqueda y las descargas están en pausa; las descargas continúan solas cuando responda. Los modelos de este equipo siguen funcionando.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>offlineBanner</source>
        <translation>offlineBanner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face can&apos;t be reached</source>
        <translation>No se puede conectar con Hugging Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection notice</source>
        <translation>Aviso de conexión</translation>
    </message>
</context>
<context>
    <name>HubWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/hub_words.py" line="+40"/>
        <source>Can&apos;t reach Hugging Face. Check the internet connection; models already on this computer still work.</source>
        <translation>No se puede conectar con Hugging Face. Compruebe la conexión a internet; los modelos que ya están en este equipo siguen funcionando.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{repo} needs a valid Hugging Face token: add a Hugging Face token in Settings (create a read token at huggingface.co/settings/tokens).</source>
        <translation>{repo} necesita un token de Hugging Face válido: añada un token de Hugging Face en Ajustes (cree un token de lectura en huggingface.co/settings/tokens).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your Hugging Face token has no access to {repo} yet: open the model&apos;s page on Hugging Face ({page}), accept its terms while signed in to the token&apos;s account, then try again.</source>
        <translation>Su token de Hugging Face aún no tiene acceso a {repo}: abra la página del modelo en Hugging Face ({page}), acepte sus condiciones con la sesión iniciada en la cuenta del token y vuelva a intentarlo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no model called {repo} on Hugging Face (or it is private: add a token in Settings).</source>
        <translation>No hay ningún modelo llamado {repo} en Hugging Face (o es privado: añada un token en Ajustes).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no model called {repo} on Hugging Face, or your account can&apos;t see it.</source>
        <translation>No hay ningún modelo llamado {repo} en Hugging Face, o su cuenta no puede verlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A file of {repo} is missing on Hugging Face.</source>
        <translation>Falta un archivo de {repo} en Hugging Face.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{repo}&quot; is not a model name on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>«{repo}» no es un nombre de modelo de Hugging Face; los nombres tienen la forma propietario/modelo, p. ej. bartowski/Qwen2.5-7B-Instruct-GGUF.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the name of a model on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>Escriba el nombre de un modelo de Hugging Face; los nombres tienen la forma propietario/modelo, p. ej. bartowski/Qwen2.5-7B-Instruct-GGUF.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face is busy right now (too many requests); try again in {wait}.</source>
        <translation>Hugging Face está ocupado ahora mismo (demasiadas solicitudes); vuelva a intentarlo dentro de {wait}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face is busy right now (too many requests); try again in a minute.</source>
        <translation>Hugging Face está ocupado ahora mismo (demasiadas solicitudes); vuelva a intentarlo dentro de un minuto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face has a problem on its side (HTTP {status}); try again later.</source>
        <translation>Hugging Face tiene un problema por su parte (HTTP {status}); vuelva a intentarlo más tarde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face answered with an error; try again later.</source>
        <translation>Hugging Face respondió con un error; vuelva a intentarlo más tarde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face answered with an error (HTTP {status}); try again later.</source>
        <translation>Hugging Face respondió con un error (HTTP {status}); vuelva a intentarlo más tarde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste a Hugging Face token first; create a read token at huggingface.co/settings/tokens.</source>
        <translation>Pegue primero un token de Hugging Face; cree un token de lectura en huggingface.co/settings/tokens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face did not accept this token. Create a read token at huggingface.co/settings/tokens and paste it here.</source>
        <translation>Hugging Face no aceptó este token. Cree un token de lectura en huggingface.co/settings/tokens y péguelo aquí.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face. What was downloaded is kept; the download goes on from there once it can be reached again.</source>
        <translation>No se puede conectar con Hugging Face. Lo ya descargado se conserva; la descarga continuará desde ahí cuando se pueda volver a conectar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The download of {file} keeps failing; try again later (what was downloaded is kept).</source>
        <translation>La descarga de {file} sigue fallando; vuelva a intentarlo más tarde (lo ya descargado se conserva).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download of {file} keeps failing ({reason}); try again later (what was downloaded is kept).</source>
        <translation>La descarga de {file} sigue fallando ({reason}); vuelva a intentarlo más tarde (lo ya descargado se conserva).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the connection was interrupted</source>
        <translation>se interrumpió la conexión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data arrived for a while</source>
        <translation>no llegaron datos durante un rato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the download link expired</source>
        <translation>el enlace de descarga caducó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face asked to slow down</source>
        <translation>Hugging Face pidió ir más despacio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the request timed out</source>
        <translation>la solicitud tardó demasiado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face had a problem on its side (HTTP {status})</source>
        <translation>Hugging Face tuvo un problema por su parte (HTTP {status})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} arrived damaged (it is not the file Hugging Face lists), so it was not added. Download it again.</source>
        <translation>{file} llegó dañado (no es el archivo que indica Hugging Face), así que no se añadió. Descárguelo de nuevo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face refused the download (HTTP {status}).</source>
        <translation>Hugging Face rechazó la descarga (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model could not be saved in {folder}. Check that the folder exists and that you may write to it.</source>
        <translation>No se pudo guardar el modelo en {folder}. Compruebe que la carpeta existe y que puede escribir en ella.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more.</source>
        <translation>No hay suficiente espacio en disco: esta descarga necesita {needed} y hay {free} libres ({reserve} de ellos se mantienen libres para su sistema). Libere {missing} más.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more, or download {quant} ({size}), the largest version that fits.</source>
        <translation>No hay suficiente espacio en disco: esta descarga necesita {needed} y hay {free} libres ({reserve} de ellos se mantienen libres para su sistema). Libere {missing} más o descargue {quant} ({size}), la versión más grande que cabe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). No version of this model fits: free up {missing} more.</source>
        <translation>No hay suficiente espacio en disco: esta descarga necesita {needed} y hay {free} libres ({reserve} de ellos se mantienen libres para su sistema). Ninguna versión de este modelo cabe: libere {missing} más.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The disk holding {folder} is full: this download still needs {needed}, and {reserve} more stays free for your system. Free up {total} there, then try again (what was downloaded is kept).</source>
        <translation>El disco que contiene {folder} está lleno: esta descarga aún necesita {needed}, y otros {reserve} se mantienen libres para su sistema. Libere {total} allí y vuelva a intentarlo (lo ya descargado se conserva).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{repo} has no {quant} version (it has {available}).</source>
        <translation>{repo} no tiene una versión {quant} (tiene {available}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The download stopped because of an unexpected problem; press Retry.</source>
        <translation>La descarga se detuvo por un problema inesperado; pulse Reintentar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checking the downloaded file</source>
        <translation>Comprobando el archivo descargado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another download of the same file</source>
        <translation>Esperando otra descarga del mismo archivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{reason}; trying again in {wait} (attempt {attempt} of {attempts})</source>
        <translation>{reason}; se vuelve a intentar en {wait} (intento {attempt} de {attempts})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The list of downloads could not be read and was left out.</source>
        <translation>No se pudo leer la lista de descargas y se dejó de lado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some downloads in the list could not be read and were left out.</source>
        <translation>Algunas descargas de la lista no se pudieron leer y se dejaron de lado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The old file was kept as {name}.</source>
        <translation>El archivo antiguo se conservó como {name}.</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../../desktop/gui/library/library_model.py" line="+46"/>
        <source> · Loaded</source>
        <translation> · Cargado</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>Arquitectura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>Contexto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can also</source>
        <translation>También puede</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On this computer</source>
        <translation>En este equipo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>see images</source>
        <translation>ver imágenes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>think</source>
        <translation>pensar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use tools</source>
        <translation>usar herramientas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All models</source>
        <translation>Todos los modelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can see images</source>
        <translation>Pueden ver imágenes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can think</source>
        <translation>Pueden pensar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can use tools</source>
        <translation>Pueden usar herramientas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damaged files</source>
        <translation>Archivos dañados</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This file cannot be read.</source>
        <translation>Este archivo no se puede leer.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>LlamaDesk could not work out whether this model fits ({0}).</source>
        <translation>LlamaDesk no pudo averiguar si este modelo cabe ({0}).</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>{0} (from Ollama)</source>
        <translation>{0} (de Ollama)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Damaged: {0}</source>
        <translation>Dañado: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>read text aloud ({0} languages)</source>
        <translation>leer texto en voz alta ({0} idiomas)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read text aloud</source>
        <translation>leer texto en voz alta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hear speech</source>
        <translation>oír la voz</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{0} tokens of context</source>
        <translation>{0} tokens de contexto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>can also: {0}</source>
        <translation>también puede: {0}</translation>
    </message>
</context>
<context>
    <name>LibraryView</name>
    <message>
        <location filename="../../desktop/gui/library/library_view.py" line="+57"/>
        <source>Your models</source>
        <translation>Sus modelos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search models</source>
        <translation>Buscar modelos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search by name or version</source>
        <translation>Buscar por nombre o versión</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show which models</source>
        <translation>Qué modelos mostrar</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Models on this computer</source>
        <translation>Modelos en este equipo</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Library status</source>
        <translation>Estado de la biblioteca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking for models…</source>
        <translation>Buscando modelos…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Problem with the selected model</source>
        <translation>Problema con el modelo seleccionado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look again</source>
        <translation>Buscar de nuevo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for models again</source>
        <translation>Buscar modelos de nuevo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add file…</source>
        <translation>Añadir archivo…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model file to the library</source>
        <translation>Añadir un archivo de modelo a la biblioteca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>Añadir carpeta…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a folder of models to the library</source>
        <translation>Añadir una carpeta de modelos a la biblioteca</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show in folder</source>
        <translation>Mostrar en la carpeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected model in its folder</source>
        <translation>Mostrar el modelo seleccionado en su carpeta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>Eliminar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected model from this computer</source>
        <translation>Eliminar el modelo seleccionado de este equipo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load</source>
        <translation>Cargar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the selected model</source>
        <translation>Cargar el modelo seleccionado</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>1 model found.</source>
        <translation>Se encontró 1 modelo.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>Se encontró %Ln modelo.</numerusform>
            <numerusform>Se encontraron %Ln modelos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No models found. Add a file or a folder, or drop one here.</source>
        <translation>No se encontraron modelos. Añada un archivo o una carpeta, o suéltelo aquí.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Looking for models failed.</source>
        <translation>La búsqueda de modelos falló.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} cannot be used: {1}</source>
        <translation>{0} no se puede usar: {1}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0}: not a model file (.gguf) or folder, so not added.</source>
        <translation>{0}: no es un archivo de modelo (.gguf) ni una carpeta, así que no se añadió.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Add a model</source>
        <translation>Añadir un modelo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modelos GGUF (*.gguf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a folder of models</source>
        <translation>Añadir una carpeta de modelos</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete model</source>
        <translation>Eliminar modelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete {0} (1 file) from this computer? This cannot be undone.</source>
        <translation>¿Eliminar {0} (1 archivo) de este equipo? Esto no se puede deshacer.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Delete {0} (%Ln files) from this computer? This cannot be undone.</source>
        <translation>
            <numerusform>¿Eliminar {0} (%Ln archivo) de este equipo? Esto no se puede deshacer.</numerusform>
            <numerusform>¿Eliminar {0} (%Ln archivos) de este equipo? Esto no se puede deshacer.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deleting {0}…</source>
        <translation>Eliminando {0}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} was deleted.</source>
        <translation>Se eliminó {0}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model was not deleted.</source>
        <translation>El modelo no se eliminó.</translation>
    </message>
</context>
<context>
    <name>ListChoice</name>
    <message>
        <location filename="../../desktop/gui/widgets/list_choice.py" line="+21"/>
        <source>Select {what} in the list first.</source>
        <translation>Seleccione primero {what} en la lista.</translation>
    </message>
</context>
<context>
    <name>LoadAdvanced</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+29"/>
        <source>Advanced settings</source>
        <translation>Ajustes avanzados</translation>
    </message>
</context>
<context>
    <name>LoadPlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="+52"/>
        <source>Settings chosen for this computer</source>
        <translation>Ajustes elegidos para este equipo</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>No graphics card found: the model will run on the processor.</source>
        <translation>No se encontró ninguna tarjeta gráfica: el modelo se ejecutará en el procesador.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everything on {0}.</source>
        <translation>Todo en {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} of {1} layers on {2}; the rest on the processor.</source>
        <translation>{0} de {1} capas en {2}; el resto en el procesador.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model will run on the processor, as you chose.</source>
        <translation>El modelo se ejecutará en el procesador, como eligió.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The model will run on the processor.</source>
        <translation>El modelo se ejecutará en el procesador.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} at {1} tokens of context.</source>
        <translation>{0} con {1} tokens de contexto.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>On the graphics card: {size} of {free} free graphics memory: {over} too much.</source>
        <translation>En la tarjeta gráfica: {size} de {free} de memoria gráfica libre: {over} de más.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the graphics card: {size} of {free} free graphics memory.</source>
        <translation>En la tarjeta gráfica: {size} de {free} de memoria gráfica libre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory: {over} too much.</source>
        <translation>En la memoria del equipo: {size} de {free} de memoria libre: {over} de más.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory.</source>
        <translation>En la memoria del equipo: {size} de {free} de memoria libre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory: {over} too much.</source>
        <translation>Hay {free} de memoria gráfica libre: {over} de más.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory.</source>
        <translation>Hay {free} de memoria gráfica libre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory: {over} too much.</source>
        <translation>Hay {free} de memoria libre: {over} de más.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory.</source>
        <translation>Hay {free} de memoria libre.</translation>
    </message>
</context>
<context>
    <name>LoadView</name>
    <message>
        <location filename="../../desktop/gui/load/load_view.py" line="+98"/>
        <source>Load a model</source>
        <translation>Cargar un modelo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a file…</source>
        <translation>Abrir un archivo…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a model file</source>
        <translation>Abrir un archivo de modelo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Model</source>
        <translation>&amp;Modelo</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+1"/>
        <source>Show advanced settings</source>
        <translation>Mostrar ajustes avanzados</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+344"/>
        <source>Load</source>
        <translation>Cargar</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>Load the model</source>
        <translation>Cargar el modelo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel loading</source>
        <translation>Cancelar la carga</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unload</source>
        <translation>Quitar de la memoria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unload the model</source>
        <translation>Quitar el modelo de la memoria</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show server log</source>
        <translation>Mostrar registro del servidor</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Loading progress</source>
        <translation>Progreso de la carga</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading progress, in words</source>
        <translation>Progreso de la carga, en palabras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load status</source>
        <translation>Estado de la carga</translation>
    </message>
    <message>
        <location line="+69"/>
        <source> (damaged)</source>
        <translation> (dañado)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No models found yet. Add a model file (.gguf) in the Library or download one in Discover.</source>
        <translation>Aún no se encontraron modelos. Añada un archivo de modelo (.gguf) en la Biblioteca o descargue uno en Descubrir.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Open a model</source>
        <translation>Abrir un modelo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modelos GGUF (*.gguf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loading the model…</source>
        <translation>Cargando el modelo…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} of {1}</source>
        <translation>{0} de {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · {0}/s</source>
        <translation> · {0}/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · about {0} left</source>
        <translation> · quedan unos {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Loaded in {0}.</source>
        <translation>Cargado en {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded: {0}</source>
        <translation>Cargado: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is ready.</source>
        <translation>{0} está listo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Loading was cancelled.</source>
        <translation>Se canceló la carga.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> “Show server log” has the details.</source>
        <translation> «Mostrar registro del servidor» tiene los detalles.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No model is loaded.</source>
        <translation>No hay ningún modelo cargado.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Load this one instead</source>
        <translation>Cargar este en su lugar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load another</source>
        <translation>Cargar otro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} is loaded now. Press “Load this one instead” to switch to the model picked above.</source>
        <translation>{0} está cargado ahora. Pulse «Cargar este en su lugar» para cambiar al modelo elegido arriba.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Something unexpected went wrong while reading the model.</source>
        <translation>Algo inesperado falló al leer el modelo.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/gui/shell/main_window.py" line="+67"/>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discover</source>
        <translation>Descubrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>Cargar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Pages</source>
        <translation>Páginas</translation>
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
        <translation>Página {page}</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>New chat</source>
        <translation>Chat nuevo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show {page}</source>
        <translation>Mostrar {page}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The starter model is not installed.</source>
        <translation>El modelo de inicio no está instalado.</translation>
    </message>
    <message>
        <location line="+80"/>
        <location line="+6"/>
        <source>Settings file damaged</source>
        <translation>Archivo de ajustes dañado</translation>
    </message>
</context>
<context>
    <name>McpServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="+102"/>
        <source>About MCP servers</source>
        <translation>Acerca de los servidores MCP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Programs or web services that give the model more tools, as in other apps. They are kept in {0}. Turn one on for a chat with its Tools button.</source>
        <translation>Programas o servicios web que dan más herramientas al modelo, como en otras aplicaciones. Se guardan en {0}. Active uno para un chat con su botón Herramientas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MCP servers</source>
        <translation>Servidores MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Test</source>
        <translation>Probar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test the selected MCP server</source>
        <translation>Probar el servidor MCP seleccionado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected MCP server</source>
        <translation>Quitar el servidor MCP seleccionado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the selected server&apos;s tools need your approval</source>
        <translation>Cuándo necesitan su aprobación las herramientas del servidor seleccionado</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New MCP server&apos;s name</source>
        <translation>Nombre del nuevo servidor MCP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. files</source>
        <translation>p. ej. archivos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New MCP server&apos;s command or web address</source>
        <translation>Comando o dirección web del nuevo servidor MCP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. npx -y @modelcontextprotocol/server-memory</source>
        <translation>p. ej. npx -y @modelcontextprotocol/server-memory</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add server</source>
        <translation>Añadir servidor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add this MCP server</source>
        <translation>Añadir este servidor MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command or address</source>
        <translation>Comando o dirección</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP server status</source>
        <translation>Estado del servidor MCP</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Added {0}. Press Test to try it.</source>
        <translation>Se añadió {0}. Pulse Probar para comprobarlo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Removed {0}.</source>
        <translation>Se quitó {0}.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Testing {0}…</source>
        <translation>Probando {0}…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The MCP servers could not be read or saved.</source>
        <translation>No se pudieron leer ni guardar los servidores MCP.</translation>
    </message>
</context>
<context>
    <name>MemoryBar</name>
    <message>
        <location filename="../../desktop/gui/load/memory_bar.py" line="+54"/>
        <location line="+22"/>
        <source>free memory</source>
        <translation>memoria libre</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Memory needed</source>
        <translation>Memoria necesaria</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Pick a model to see how much memory it needs.</source>
        <translation>Elija un modelo para ver cuánta memoria necesita.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: needs {1}.</source>
        <translation>{0}: necesita {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0}.</source>
        <translation>Necesita {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: needs {1} of {2} {3}: {4} too much.</source>
        <translation>{0}: necesita {1} de {2} {3}: {4} de más.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs {0} of {1} {2}: {3} too much.</source>
        <translation>Necesita {0} de {1} {2}: {3} de más.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: needs {1} of {2} {3}.</source>
        <translation>{0}: necesita {1} de {2} {3}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0} of {1} {2}.</source>
        <translation>Necesita {0} de {1} {2}.</translation>
    </message>
</context>
<context>
    <name>MessageColumn</name>
    <message>
        <location filename="../../desktop/gui/chat/message_column.py" line="+31"/>
        <source>This answer was interrupted. Press Retry to write it again.</source>
        <translation>Esta respuesta se interrumpió. Pulse Reintentar para escribirla de nuevo.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Messages</source>
        <translation>Mensajes</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <location filename="../../desktop/gui/chat/message_text.py" line="+247"/>
        <source>Edit message</source>
        <translation>Editar mensaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter saves and sends again, Esc cancels.</source>
        <translation>Ctrl+Intro guarda y envía de nuevo, Esc cancela.</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <location filename="../../desktop/gui/chat/message_view.py" line="+42"/>
        <source>Read aloud</source>
        <translation>Leer en voz alta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading</source>
        <translation>Dejar de leer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>Usted</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant</source>
        <translation>Asistente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool</source>
        <translation>Herramienta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your message</source>
        <translation>Su mensaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant message</source>
        <translation>Mensaje del asistente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System message</source>
        <translation>Mensaje del sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool message</source>
        <translation>Mensaje de herramienta</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location line="+61"/>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <location line="+100"/>
        <location line="+7"/>
        <source>Thinking</source>
        <translation>Razonamiento</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+315"/>
        <source>Show thinking</source>
        <translation>Mostrar el razonamiento</translation>
    </message>
    <message>
        <location line="-402"/>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message text</source>
        <translation>Texto del mensaje</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Attached pictures</source>
        <translation>Imágenes adjuntas</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Save and send</source>
        <translation>Guardar y enviar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save and send the edited message</source>
        <translation>Guardar y enviar el mensaje editado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel editing</source>
        <translation>Cancelar la edición</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Answer figures</source>
        <translation>Cifras de la respuesta</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry this answer</source>
        <translation>Reintentar esta respuesta</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Copy message text</source>
        <translation>Copiar el texto del mensaje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regenerate</source>
        <translation>Regenerar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write this answer again</source>
        <translation>Escribir esta respuesta de nuevo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit and send again</source>
        <translation>Editar y enviar de nuevo</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+333"/>
        <source>Read this answer aloud</source>
        <translation>Leer esta respuesta en voz alta</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Pictures: {names}</source>
        <translation>Imágenes: {names}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Copy code</source>
        <translation>Copiar código</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code {number}/{count}</source>
        <translation>Copiar código {number}/{count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy code block {number} of {count} ({language})</source>
        <translation>Copiar el bloque de código {number} de {count} ({language})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code block {number} of {count}</source>
        <translation>Copiar el bloque de código {number} de {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy: {line}</source>
        <translation>Copiar: {line}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy this code</source>
        <translation>Copiar este código</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Stop reading this answer aloud</source>
        <translation>Dejar de leer esta respuesta en voz alta</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Hide thinking</source>
        <translation>Ocultar el razonamiento</translation>
    </message>
</context>
<context>
    <name>ModelBanner</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_banner.py" line="+34"/>
        <source>Model status</source>
        <translation>Estado del modelo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>Cargar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the model offered</source>
        <translation>Cargar el modelo ofrecido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to Load</source>
        <translation>Ir a Cargar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the Load page</source>
        <translation>Ir a la página Cargar</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The model is loading. You can write already.</source>
        <translation>El modelo se está cargando. Ya puede escribir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No model is loaded. Sending will load {name} again.</source>
        <translation>No hay ningún modelo cargado. Al enviar se volverá a cargar {name}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load a model to start chatting.</source>
        <translation>Cargue un modelo para empezar a chatear.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was sent: no model is loaded. Pick one on the Load page; your message stays in the box.</source>
        <translation>No se envió nada: no hay ningún modelo cargado. Elija uno en la página Cargar; su mensaje se queda en el cuadro.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was sent: no model is loaded. Load {stem} to send it, or pick another model on the Load page.</source>
        <translation>No se envió nada: no hay ningún modelo cargado. Cargue {stem} para enviarlo, o elija otro modelo en la página Cargar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load it and send</source>
        <translation>Cargarlo y enviar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load {name}, then send your message.</source>
        <translation>Cargar {name} y después enviar su mensaje.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your chats could not be read or saved because of an unexpected problem.</source>
        <translation>No se pudieron leer ni guardar sus chats por un problema inesperado.</translation>
    </message>
</context>
<context>
    <name>ModelCardView</name>
    <message>
        <location filename="../../desktop/gui/discover/model_card.py" line="+27"/>
        <source>Model description</source>
        <translation>Descripción del modelo</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This model has no description.</source>
        <translation>Este modelo no tiene descripción.</translation>
    </message>
</context>
<context>
    <name>ModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+31"/>
        <source>Model to chat with</source>
        <translation>Modelo con el que chatear</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>The model that answers. Pick another to load it.</source>
        <translation>El modelo que responde. Elija otro para cargarlo.</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>&amp;Model</source>
        <translation>&amp;Modelo</translation>
    </message>
</context>
<context>
    <name>ModelWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/model_words.py" line="+26"/>
        <source>{file} was not found. It may have been moved or deleted.</source>
        <translation>No se encontró {file}. Puede que se haya movido o eliminado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a folder, not a model file.</source>
        <translation>{file} es una carpeta, no un archivo de modelo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a model file.</source>
        <translation>{file} no es un archivo de modelo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} can&apos;t be read: LlamaDesk is not allowed to open it.</source>
        <translation>No se puede leer {file}: LlamaDesk no tiene permiso para abrirlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could not be read.</source>
        <translation>No se pudo leer {file}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is empty (the download did not finish?). Download it again.</source>
        <translation>{file} está vacío (¿la descarga no terminó?). Descárguelo de nuevo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is incomplete (the download did not finish?). Download it again.</source>
        <translation>{file} está incompleto (¿la descarga no terminó?). Descárguelo de nuevo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a model but a web page or error message (the download failed?). Download it again.</source>
        <translation>{file} no es un modelo sino una página web o un mensaje de error (¿falló la descarga?). Descárguelo de nuevo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} only points to the model; it is not the model itself. Download the real file.</source>
        <translation>{file} solo apunta al modelo; no es el modelo en sí. Descargue el archivo real.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a GGUF model file.</source>
        <translation>{file} no es un archivo de modelo GGUF.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was made for another kind of computer (big-endian), which LlamaDesk cannot use.</source>
        <translation>{file} se creó para otro tipo de equipo (big-endian), que LlamaDesk no puede usar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in an old format (GGUF version 1). Download a newer conversion of the model.</source>
        <translation>{file} está en un formato antiguo (GGUF versión 1). Descargue una conversión más reciente del modelo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in GGUF version {version}, which LlamaDesk cannot read (a newer or damaged file?).</source>
        <translation>{file} está en GGUF versión {version}, que LlamaDesk no puede leer (¿un archivo más reciente o dañado?).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is damaged and can&apos;t be read as a model. Download it again.</source>
        <translation>{file} está dañado y no se puede leer como modelo. Descárguelo de nuevo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a model file LlamaDesk can use (it names no kind of model).</source>
        <translation>{file} no es un archivo de modelo que LlamaDesk pueda usar (no indica ningún tipo de modelo).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Part {number} of {count} of {file} is missing ({part} is not in the same folder).</source>
        <translation>Falta la parte {number} de {count} de {file} ({part} no está en la misma carpeta).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model is split into {count} parts, and these are missing: {parts}. Download it again or delete it.</source>
        <translation>Este modelo está dividido en {count} partes y faltan estas: {parts}. Descárguelo de nuevo o elimínelo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is part {number} of {count} of a split model, but its name does not end in {suffix}, so the other parts cannot be found.</source>
        <translation>{file} es la parte {number} de {count} de un modelo dividido, pero su nombre no termina en {suffix}, así que no se encuentran las demás partes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The parts of {file} do not belong together (parts of different downloads mixed?). Download the model again.</source>
        <translation>Las partes de {file} no encajan entre sí (¿se mezclaron partes de descargas distintas?). Descargue el modelo de nuevo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ollama&apos;s {name} can&apos;t be used: Ollama&apos;s record of it is damaged. Download it again in Ollama.</source>
        <translation>No se puede usar {name} de Ollama: el registro que Ollama guarda de él está dañado. Descárguelo de nuevo en Ollama.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ollama&apos;s {name} has no model file of its own (it may be a cloud model).</source>
        <translation>{name} de Ollama no tiene un archivo de modelo propio (puede que sea un modelo en la nube).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama&apos;s {name} can&apos;t be used: its model file is missing from Ollama&apos;s folder. Download it again in Ollama.</source>
        <translation>No se puede usar {name} de Ollama: falta su archivo de modelo en la carpeta de Ollama. Descárguelo de nuevo en Ollama.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The starter model comes with LlamaDesk and cannot be deleted.</source>
        <translation>El modelo de inicio viene con LlamaDesk y no se puede eliminar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} belongs to Ollama. Remove it in Ollama (ollama rm {name}).</source>
        <translation>{name} pertenece a Ollama. Elimínelo en Ollama (ollama rm {name}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some files of {name} could not be deleted. Check that you may change that folder and that no other program uses them.</source>
        <translation>No se pudieron eliminar algunos archivos de {name}. Compruebe que puede modificar esa carpeta y que ningún otro programa los está usando.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is the picture part of a model (a vision projector), not a chat model. Pick the model file it belongs to.</source>
        <translation>{file} es la parte de imágenes de un modelo (un proyector de visión), no un modelo de chat. Elija el archivo de modelo al que pertenece.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a speech model ({family}): it reads answers aloud, it does not chat. Choose it in Settings → Voice, and load a chat model here.</source>
        <translation>{file} es un modelo de voz ({family}): lee las respuestas en voz alta, no conversa. Elíjalo en Ajustes → Voz y cargue aquí un modelo de chat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server can&apos;t use the graphics card: files it needs are missing ({names}). Reinstall the runtime in Settings, or update the graphics card&apos;s driver.</source>
        <translation>El servidor de modelos no puede usar la tarjeta gráfica: faltan archivos que necesita ({names}). Reinstale el motor en Ajustes o actualice el controlador de la tarjeta gráfica.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LlamaDesk can&apos;t use {value} as the {setting}. Choose another value in Settings or on the Load page.</source>
        <translation>LlamaDesk no puede usar {value} como {setting}. Elija otro valor en Ajustes o en la página «Cargar».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>context length</source>
        <translation>longitud del contexto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of parallel chats</source>
        <translation>número de chats en paralelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of threads</source>
        <translation>número de hilos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of layers on the graphics card</source>
        <translation>número de capas en la tarjeta gráfica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>context cache type</source>
        <translation>tipo de caché del contexto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flash attention setting</source>
        <translation>ajuste de Flash attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of graphics memory</source>
        <translation>proporción de memoria gráfica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra arguments</source>
        <translation>argumentos adicionales</translation>
    </message>
</context>
<context>
    <name>OfflineBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+6"/>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Try reaching Hugging Face again</source>
        <translation>Intentar conectar de nuevo con Hugging Face</translation>
    </message>
</context>
<context>
    <name>PageScroll</name>
    <message>
        <location filename="../../desktop/gui/shell/window_fit.py" line="+52"/>
        <source>{page} page, scrolled</source>
        <translation>Página {page}, desplazada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scroll the {page} page</source>
        <translation>Desplazar la página {page}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scroll the {page} page sideways</source>
        <translation>Desplazar la página {page} en horizontal</translation>
    </message>
</context>
<context>
    <name>PassageView</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+49"/>
        <source>Source {number}: {label}</source>
        <translation>Fuente {number}: {label}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cited passage</source>
        <translation>Pasaje citado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the passage is from</source>
        <translation>De dónde es el pasaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Section</source>
        <translation>Sección</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passage text</source>
        <translation>Texto del pasaje</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open file</source>
        <translation>Abrir archivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open {name}</source>
        <translation>Abrir {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the whole file in the app your computer uses for it.</source>
        <translation>Abrir el archivo completo con la aplicación que su equipo usa para ese tipo de archivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is no longer where it was when it was indexed.</source>
        <translation>Este archivo ya no está donde estaba cuando se indexó.</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <location filename="../../desktop/gui/load/placement.py" line="+39"/>
        <source>processor (CPU)</source>
        <translation>procesador (CPU)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Remembers up to {0} tokens of conversation.</source>
        <translation>Recuerda hasta {0} tokens de conversación.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (conversation memory: {0})</source>
        <translation> (memoria de la conversación: {0})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Runs on the graphics card: {0}.</source>
        <translation>Se ejecuta en la tarjeta gráfica: {0}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> ({0} of {1} layers)</source>
        <translation> ({0} de {1} capas)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All {0} layers on the graphics card.</source>
        <translation>Las {0} capas en la tarjeta gráfica.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is on the graphics card.</source>
        <translation>El modelo está en la tarjeta gráfica.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU).</source>
        <translation>Se ejecuta en el procesador (CPU).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All {0} layers on the processor.</source>
        <translation>Las {0} capas en el procesador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All on the processor.</source>
        <translation>Todo en el procesador.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics card not used ({0})</source>
        <translation>Tarjeta gráfica sin usar ({0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU), as you chose.</source>
        <translation>Se ejecuta en el procesador (CPU), como eligió.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}: you chose CPU only for this model.</source>
        <translation>{0}: eligió solo CPU para este modelo.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the installed llama.cpp runtime can only use the processor.</source>
        <translation>el motor de llama.cpp instalado solo puede usar el procesador.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It does not fit in its free memory.</source>
        <translation>No cabe en su memoria libre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your graphics card ({0}) is not used. {1}</source>
        <translation>Su tarjeta gráfica ({0}) no se usa. {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not enough free graphics memory for this model.</source>
        <translation>no hay suficiente memoria gráfica libre para este modelo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>llama.cpp put no part of the model on it (the server log says why).</source>
        <translation>llama.cpp no puso ninguna parte del modelo en ella (el registro del servidor explica por qué).</translation>
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
        <translation>Dónde se ejecuta el modelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layers on the graphics card</source>
        <translation>Capas en la tarjeta gráfica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loaded context</source>
        <translation>Contexto cargado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics card warning</source>
        <translation>Aviso sobre la tarjeta gráfica</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes from loading</source>
        <translation>Notas de la carga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start chatting</source>
        <translation>Empezar a chatear</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the Chat page</source>
        <translation>Ir a la página Chat</translation>
    </message>
</context>
<context>
    <name>PlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="-278"/>
        <source>Will it run</source>
        <translation>¿Funcionará?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length slider</source>
        <translation>Control deslizante de la longitud del contexto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length, in tokens</source>
        <translation>Longitud del contexto, en tokens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context limit</source>
        <translation>Límite del contexto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context warning</source>
        <translation>Aviso sobre el contexto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Graphics card plan</source>
        <translation>Plan de la tarjeta gráfica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why these settings</source>
        <translation>Por qué estos ajustes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics memory needed</source>
        <translation>Memoria gráfica necesaria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory needed</source>
        <translation>Memoria necesaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed, in words</source>
        <translation>Memoria necesaria, en palabras</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Context</source>
        <translation>C&amp;ontexto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much of the conversation the model keeps in mind.</source>
        <translation>Cuánto de la conversación recuerda el modelo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics card</source>
        <translation>Tarjeta gráfica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics memory</source>
        <translation>Memoria gráfica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading the model…</source>
        <translation>Leyendo el modelo…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This model was trained for up to {0} tokens.</source>
        <translation>Este modelo se entrenó con un contexto de hasta {0} tokens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model does not say how long a context it handles.</source>
        <translation>Este modelo no indica cuánto contexto admite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Fits in GPU memory up to {0} (the green part of the slider); more is slower.</source>
        <translation> Cabe en la memoria gráfica hasta {0} (la parte verde del control deslizante); por encima, es más lento.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This model can&apos;t be used.</source>
        <translation>Este modelo no se puede usar.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>free graphics memory</source>
        <translation>memoria gráfica libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the graphics card</source>
        <translation>En la tarjeta gráfica</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>free memory</source>
        <translation>memoria libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the computer&apos;s memory</source>
        <translation>En la memoria del equipo</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Fits in GPU memory up to {0}.</source>
        <translation>Cabe en la memoria gráfica hasta {0}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} is more than fits in GPU memory ({1}): part of the model will run on the processor, which is slower.</source>
        <translation>{0} es más de lo que cabe en la memoria gráfica ({1}): parte del modelo se ejecutará en el procesador, que es más lento.</translation>
    </message>
</context>
<context>
    <name>PlanWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/plan_words.py" line="+40"/>
        <source>Runs fully on the graphics card</source>
        <translation>Se ejecuta por completo en la tarjeta gráfica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs partly on the graphics card</source>
        <translation>Se ejecuta en parte en la tarjeta gráfica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs on the processor</source>
        <translation>Se ejecuta en el procesador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too big for this computer</source>
        <translation>Demasiado grande para este equipo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conversation memory</source>
        <translation>memoria de la conversación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>working space</source>
        <translation>espacio de trabajo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chosen context length ({chosen_tokens}) is longer than the {trained_tokens} this model was trained for; answers may get worse near the end of long chats.</source>
        <translation>La longitud del contexto elegida ({chosen_tokens}) supera los {trained_tokens} para los que se entrenó este modelo; las respuestas pueden empeorar hacia el final de los chats largos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You chose to run the model on the processor only.</source>
        <translation>Eligió ejecutar el modelo solo en el procesador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of the chosen graphics cards was found, so the model runs on the processor.</source>
        <translation>No se encontró ninguna de las tarjetas gráficas elegidas, así que el modelo se ejecuta en el procesador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No graphics card was found, so the model runs on the processor.</source>
        <translation>No se encontró ninguna tarjeta gráfica, así que el modelo se ejecuta en el procesador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the whole model fits in graphics memory.</source>
        <translation>La longitud del contexto se redujo de {from_tokens} a {to_tokens} para que todo el modelo quepa en la memoria gráfica.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model fits in the free memory of {gpus} ({usable_size} usable), so it runs fully on the graphics card.</source>
        <translation>El modelo cabe en la memoria libre de {gpus} ({usable_size} utilizables), así que se ejecuta por completo en la tarjeta gráfica.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model is too big for one graphics card, so it is split across {count} cards: {gpus} ({usable_size} usable).</source>
        <translation>El modelo es demasiado grande para una sola tarjeta gráfica, así que se reparte entre {count} tarjetas: {gpus} ({usable_size} utilizables).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more graphics memory than is free; up to {largest_tokens} would run fully on the graphics card.</source>
        <translation>La longitud del contexto elegida ({chosen_tokens}) necesita más memoria gráfica de la que hay libre; con hasta {largest_tokens}, el modelo se ejecutaría por completo en la tarjeta gráfica.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {usable_size} of usable graphics memory and {free_size} of free memory.</source>
        <translation>El modelo necesita unos {need_size}, pero este equipo solo tiene {usable_size} de memoria gráfica utilizable y {free_size} de memoria libre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} has too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus} tiene muy poca memoria libre ({free_size}) para ayudar, así que el modelo se ejecuta en el procesador.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} have too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus} tienen muy poca memoria libre ({free_size}) para ayudar, así que el modelo se ejecuta en el procesador.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size} but only {usable_size} of graphics memory is usable, so part of it runs on the processor, which is slower.</source>
        <translation>El modelo necesita unos {need_size}, pero solo {usable_size} de memoria gráfica son utilizables, así que una parte se ejecuta en el procesador, que es más lento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose to put every layer on the graphics card, but the model needs about {need_size} and only {usable_size} of graphics memory is usable: loading will probably fail. Choose Automatic to run part of it on the processor.</source>
        <translation>Eligió poner todas las capas en la tarjeta gráfica, pero el modelo necesita unos {need_size} y solo {usable_size} de memoria gráfica son utilizables: probablemente la carga fallará. Elija «Automático» para ejecutar una parte en el procesador.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so {layers} layers fit in graphics memory.</source>
        <translation>La longitud del contexto se redujo de {from_tokens} a {to_tokens} para que {layers} capas quepan en la memoria gráfica.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose {layers} of {total_layers} layers on {gpus}; the rest run on the processor, which is slower.</source>
        <translation>Eligió {layers} de {total_layers} capas en {gpus}; el resto se ejecuta en el procesador, que es más lento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those layers need about {need_size} of graphics memory, but only {usable_size} is usable: loading will probably fail. Choose fewer layers.</source>
        <translation>Esas capas necesitan unos {need_size} de memoria gráfica, pero solo {usable_size} son utilizables: probablemente la carga fallará. Elija menos capas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The layers left on the processor need about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>Las capas que quedan en el procesador necesitan unos {need_size}, pero este equipo solo tiene {free_size} de memoria libre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>El modelo necesita unos {need_size}, pero este equipo solo tiene {free_size} de memoria libre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the model fits in the free memory.</source>
        <translation>La longitud del contexto se redujo de {from_tokens} a {to_tokens} para que el modelo quepa en la memoria libre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more memory than is free ({free_size}); up to {largest_tokens} would fit.</source>
        <translation>La longitud del contexto elegida ({chosen_tokens}) necesita más memoria de la que hay libre ({free_size}); con hasta {largest_tokens}, el modelo cabría.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>needs about {size}</source>
        <translation>necesita unos {size}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs about {size}: {parts}</source>
        <translation>necesita unos {size}: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>uses about {size}: {parts}</source>
        <translation>usa unos {size}: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>about {size}</source>
        <translation>unos {size}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{size} {part}</source>
        <translation>{size} de {part}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{count} tokens</source>
        <translation>{count} tokens</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <location filename="../../desktop/gui/chat/read_aloud.py" line="+21"/>
        <source>Reading the answer aloud. Press “Stop reading” to stop.</source>
        <translation>Leyendo la respuesta en voz alta. Pulse «Dejar de leer» para detenerlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer could not be read aloud; try again.</source>
        <translation>No se pudo leer la respuesta en voz alta; inténtelo de nuevo.</translation>
    </message>
</context>
<context>
    <name>RemoteServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="+58"/>
        <source>Office PC</source>
        <translation>PC de la oficina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server name</source>
        <translation>Nombre del servidor remoto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>http://192.168.1.20:8080</source>
        <translation>http://192.168.1.20:8080</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server address</source>
        <translation>Dirección del servidor remoto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s API key, if it has one</source>
        <translation>la clave API del servidor, si tiene una</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server key</source>
        <translation>Clave del servidor remoto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add server</source>
        <translation>&amp;Añadir servidor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add remote server</source>
        <translation>Añadir servidor remoto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key</source>
        <translation>Clave</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About remote servers</source>
        <translation>Acerca de los servidores remotos</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Asking {0} for its models…</source>
        <translation>Pidiendo sus modelos a {0}…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no models yet</source>
        <translation>aún no hay modelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added {0}: it offers {1}.</source>
        <translation>Se añadió {0}: ofrece {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not added. {0}</source>
        <translation>No se añadió. {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a server</source>
        <translation>un servidor</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Removed {0}.</source>
        <translation>Se quitó {0}.</translation>
    </message>
</context>
<context>
    <name>RemoteWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/remote_words.py" line="+19"/>
        <source>The server&apos;s address is empty. Enter one like http://192.168.1.20:8080.</source>
        <translation>La dirección del servidor está vacía. Escriba una como http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a web address LlamaDesk can use: it must start with http:// or https://.</source>
        <translation>{address} no es una dirección web que LlamaDesk pueda usar: debe empezar por http:// o https://.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} has a port that is not a number from 1 to 65535.</source>
        <translation>{address} tiene un puerto que no es un número del 1 al 65535.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} names no computer. Enter one like http://192.168.1.20:8080.</source>
        <translation>{address} no indica ningún equipo. Escriba una dirección como http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the server a name, such as “Office PC”.</source>
        <translation>Dé un nombre al servidor, como «PC de la oficina».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a server named {name}. Pick another name.</source>
        <translation>Ya hay un servidor llamado {name}. Elija otro nombre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no saved server named {name}. Give its address instead, like http://192.168.1.20:8080.</source>
        <translation>No hay ningún servidor guardado llamado {name}. Indique su dirección en su lugar, como http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} did not list its models (HTTP {status}). Check that {address} is an OpenAI-compatible server, such as llama-server.</source>
        <translation>{name} no mostró la lista de sus modelos (HTTP {status}). Compruebe que {address} es un servidor compatible con OpenAI, como llama-server.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{address} did not answer like an OpenAI-compatible server (its /v1/models has no model list).</source>
        <translation>{address} no respondió como un servidor compatible con OpenAI (su /v1/models no tiene lista de modelos).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s certificate could not be verified, so LlamaDesk did not connect (it only talks to servers whose certificate is trusted). Use the server&apos;s correct https address, or a certificate this computer trusts.</source>
        <translation>No se pudo verificar el certificado de {name}, así que LlamaDesk no se conectó (solo se comunica con servidores cuyo certificado es de confianza). Use la dirección https correcta del servidor o un certificado en el que confíe este equipo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Can&apos;t reach {name} at {address}. Check that its server is running and that this computer can reach it, then press Retry.</source>
        <translation>No se puede acceder a {name} en {address}. Compruebe que su servidor está en marcha y que este equipo puede acceder a él, y luego pulse «Reintentar».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} refused the key. Check the key for it in Settings → Remote servers.</source>
        <translation>{name} rechazó la clave. Compruebe su clave en Ajustes → Servidores remotos.</translation>
    </message>
</context>
<context>
    <name>RepoPage</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_page.py" line="+68"/>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download size</source>
        <translation>Tamaño de la descarga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>Archivos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Will it run here</source>
        <translation>¿Funcionará aquí?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed</source>
        <translation>Memoria necesaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested</source>
        <translation>Sugerida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recommended</source>
        <translation>Recomendada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded</source>
        <translation>Descargada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open: anyone can download it.</source>
        <translation>Abierto: cualquiera puede descargarlo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gated: it needs a Hugging Face token in Settings and accepting the licence on the model&apos;s page on huggingface.co before it can be downloaded.</source>
        <translation>Restringido: necesita un token de Hugging Face en Ajustes y aceptar la licencia en la página del modelo en huggingface.co antes de poder descargarlo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated: accept the licence on the model&apos;s page on huggingface.co, signed in to the account of the token in Settings, before downloading.</source>
        <translation>Restringido: acepte la licencia en la página del modelo en huggingface.co, con la sesión iniciada en la cuenta del token de Ajustes, antes de descargarlo.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>← &amp;Back</source>
        <translation>← &amp;Atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the search results</source>
        <translation>Volver a los resultados de la búsqueda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model name</source>
        <translation>Nombre del modelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open on huggingface.co</source>
        <translation>Abrir en huggingface.co</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open this model&apos;s page in the web browser</source>
        <translation>Abrir la página de este modelo en el navegador web</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model details status</source>
        <translation>Estado de los detalles del modelo</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Who can download it</source>
        <translation>Quién puede descargarlo</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Downloads</source>
        <translation>Descargas</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Access</source>
        <translation>Acceso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Versions of this model</source>
        <translation>Versiones de este modelo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Image files</source>
        <translation>Archivos de imagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+252"/>
        <source>&amp;Download</source>
        <translation>&amp;Descargar</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Download the selected version</source>
        <translation>Descargar la versión seleccionada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About this model</source>
        <translation>Acerca de este modelo</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Getting the list of versions from Hugging Face…</source>
        <translation>Obteniendo la lista de versiones de Hugging Face…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Not stated</source>
        <translation>No indicado</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} downloads, {1} likes</source>
        <translation>{0} descargas, {1} me gusta</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The versions show once Hugging Face answers: press Try again above.</source>
        <translation>Las versiones aparecen cuando Hugging Face responda: pulse Reintentar arriba.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s details could not be read from Hugging Face.</source>
        <translation>No se pudieron leer los detalles del modelo en Hugging Face.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This repo has no model files that LlamaDesk can use.</source>
        <translation>Este repositorio no tiene archivos de modelo que LlamaDesk pueda usar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No version of this model fits in this computer&apos;s memory.</source>
        <translation>Ninguna versión de este modelo cabe en la memoria de este equipo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is recommended for this computer: the best quality that runs well here.</source>
        <translation>Se recomienda {0} para este equipo: la mejor calidad que funciona bien aquí.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>1 file</source>
        <translation>1 archivo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} parts</source>
        <translation>{0} partes</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+83"/>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>&amp;Download {0} ({1})</source>
        <translation>&amp;Descargar {0} ({1})</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Download anyway?</source>
        <translation>¿Descargar de todos modos?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This version needs more memory than this computer has (about {0}), so it will probably not load. Download it anyway?</source>
        <translation>Esta versión necesita más memoria de la que tiene este equipo (unos {0}), así que probablemente no se cargue. ¿Descargarla de todos modos?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>about {0} at {1} tokens</source>
        <translation>unos {0} con {1} tokens</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} or less (a first guess)</source>
        <translation>{0} o menos (una primera estimación)</translation>
    </message>
</context>
<context>
    <name>RepoProjectors</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_projectors.py" line="+21"/>
        <source>Image file</source>
        <translation>Archivo de imagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded with the model</source>
        <translation>Se descarga con el modelo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Image files of this model</source>
        <translation>Archivos de imagen de este modelo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not stated</source>
        <translation>No indicado</translation>
    </message>
</context>
<context>
    <name>RowChoiceTable</name>
    <message>
        <location filename="../../desktop/gui/widgets/row_choice_table.py" line="+24"/>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
</context>
<context>
    <name>RpcWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/rpc_words.py" line="+20"/>
        <source>{hosts} is not a computer&apos;s address and port, like 192.168.1.20:{port}.</source>
        <translation>{hosts} no es la dirección y el puerto de un equipo, como 192.168.1.20:{port}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can&apos;t reach the computer sharing its devices at {hosts}. Start LlamaDesk&apos;s “Share this computer” there, or remove it from the computers to use.</source>
        <translation>No se puede contactar con el equipo que comparte sus dispositivos en {hosts}. Inicie allí «Compartir este equipo» de LlamaDesk o quítelo de los equipos que se usan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This runtime can&apos;t use other computers: it may be built without that part of llama.cpp. Install the runtime again in Settings.</source>
        <translation>Este motor no puede usar otros equipos: puede que se haya compilado sin esa parte de llama.cpp. Vuelva a instalar el motor en Ajustes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This runtime has no program for sharing this computer&apos;s devices. Install the runtime again in Settings.</source>
        <translation>Este motor no tiene un programa para compartir los dispositivos de este equipo. Vuelva a instalar el motor en Ajustes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The port must be a number from 1 to 65535, not {port}.</source>
        <translation>El puerto debe ser un número de 1 a 65535, no {port}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port {port} is already in use on this computer. Pick another port.</source>
        <translation>El puerto {port} ya está en uso en este equipo. Elija otro puerto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that shares this computer&apos;s devices could not be started. Install the runtime again in Settings.</source>
        <translation>No se pudo iniciar el programa que comparte los dispositivos de este equipo. Vuelva a instalar el motor en Ajustes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t share at {address}: the port is in use, or the address is not this computer&apos;s. Pick another port or address.</source>
        <translation>No se puede compartir en {address}: el puerto está en uso o la dirección no es de este equipo. Elija otro puerto u otra dirección.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that shares this computer&apos;s devices stopped as it started.</source>
        <translation>El programa que comparte los dispositivos de este equipo se detuvo al iniciarse.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing at {address} did not start within {time}. Try again.</source>
        <translation>El uso compartido en {address} no se inició en {time}. Vuelva a intentarlo.</translation>
    </message>
</context>
<context>
    <name>RuntimeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="+150"/>
        <source>Runtime in use</source>
        <translation>Motor en uso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking…</source>
        <translation>Buscando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtimes found</source>
        <translation>Motores encontrados</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Use selected</source>
        <translation>&amp;Usar el seleccionado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the selected runtime</source>
        <translation>Usar el motor seleccionado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose &amp;automatically</source>
        <translation>Elegir &amp;automáticamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the runtime automatically</source>
        <translation>Elegir el motor automáticamente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected runtime</source>
        <translation>Quitar el motor seleccionado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Look again</source>
        <translation>Buscar de nuevo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for runtimes again</source>
        <translation>Buscar motores de nuevo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runtime to build</source>
        <translation>Motor que se compila</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Install / rebuild runtime</source>
        <translation>&amp;Instalar o recompilar el motor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install or rebuild the runtime</source>
        <translation>Instalar o recompilar el motor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel the runtime install</source>
        <translation>Cancelar la instalación del motor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install progress</source>
        <translation>Progreso de la instalación del motor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install message</source>
        <translation>Mensaje de la instalación del motor</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{0} — in use</source>
        <translation>{0} — en uso</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In use: {0}</source>
        <translation>En uso: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In use: {0}. The runtime picked before ({1}) is gone: pick one below.</source>
        <translation>En uso: {0}. El motor elegido antes ({1}) ya no está: elija uno abajo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No llama-server was found. Install one with the button below.</source>
        <translation>No se encontró llama-server. Instale uno con el botón de abajo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not look for runtimes: {0}</source>
        <translation>No se pudieron buscar motores: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+36"/>
        <source>a runtime</source>
        <translation>un motor</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The runtime in use stays: use another one first.</source>
        <translation>El motor en uso se queda: use antes otro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LlamaDesk did not install this runtime, so it leaves it alone.</source>
        <translation>LlamaDesk no instaló este motor, así que no lo toca.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected runtime&apos;s folder.</source>
        <translation>Eliminar la carpeta del motor seleccionado.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Removed {0}.</source>
        <translation>Se quitó {0}.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: %p%</source>
        <translation>{0}: %p%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>done: %p%</source>
        <translation>hecho: %p%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installed {0}.</source>
        <translation>Se instaló {0}.</translation>
    </message>
</context>
<context>
    <name>RuntimeNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/runtime_notice.py" line="+14"/>
        <source>LlamaDesk needs llama-server, the program that runs the models, and none is installed yet. Settings installs it for you.</source>
        <translation>LlamaDesk necesita llama-server, el programa que ejecuta los modelos, y aún no hay ninguno instalado. Ajustes lo instala por usted.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+1"/>
        <source>No runtime installed</source>
        <translation>No hay ningún motor instalado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Settings to install it</source>
        <translation>Abrir Ajustes para instalarlo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the runtime section of Settings</source>
        <translation>Abrir la sección del motor en Ajustes</translation>
    </message>
</context>
<context>
    <name>RuntimeWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/runtime_words.py" line="+30"/>
        <source>Building llama-server needs CMake, which is not installed (get it from https://cmake.org/download/ or your package manager).</source>
        <translation>Para compilar llama-server se necesita CMake, que no está instalado (consígalo en https://cmake.org/download/ o con su gestor de paquetes).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building llama-server needs a C++ compiler (g++ or clang++), which is not installed.</source>
        <translation>Para compilar llama-server se necesita un compilador de C++ (g++ o clang++), que no está instalado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building for CUDA needs NVIDIA&apos;s CUDA Toolkit, but its compiler (nvcc) was not found on PATH, in CUDA_PATH / CUDA_HOME or in /usr/local/cuda.</source>
        <translation>Compilar para CUDA necesita el CUDA Toolkit de NVIDIA, pero su compilador (nvcc) no se encontró en PATH, en CUDA_PATH / CUDA_HOME ni en /usr/local/cuda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building for ROCm needs AMD&apos;s ROCm/HIP SDK, but its compiler (hipcc) was not found on PATH, in ROCM_PATH / HIP_PATH or in /opt/rocm.</source>
        <translation>Compilar para ROCm necesita el SDK ROCm/HIP de AMD, pero su compilador (hipcc) no se encontró en PATH, en ROCM_PATH / HIP_PATH ni en /opt/rocm.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Building llama-server needs a working C/C++ compiler, and CMake found none.</source>
        <translation>Para compilar llama-server se necesita un compilador de C/C++ que funcione, y CMake no encontró ninguno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CMake could not use the CUDA Toolkit; check that nvcc works.</source>
        <translation>CMake no pudo usar el CUDA Toolkit; compruebe que nvcc funciona.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CMake could not find the SPIR-V headers the Vulkan build needs: install the Vulkan SDK, or your system&apos;s spirv-headers package.</source>
        <translation>CMake no encontró las cabeceras SPIR-V que necesita la compilación para Vulkan: instale el SDK de Vulkan o el paquete spirv-headers de su sistema.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not find the Vulkan SDK (headers, loader and glslc).</source>
        <translation>CMake no encontró el SDK de Vulkan (cabeceras, cargador y glslc).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not download llama.cpp&apos;s source from {address}. Check the internet connection and try again.</source>
        <translation>No se pudo descargar el código fuente de llama.cpp desde {address}. Compruebe la conexión a internet y vuelva a intentarlo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not the file LlamaDesk trusts (its checksum does not match), so nothing was installed.</source>
        <translation>{file} no es el archivo en el que confía LlamaDesk (su suma de comprobación no coincide), así que no se instaló nada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not install llama-server into {folder}. If a chat is running with it, unload the model and try again.</source>
        <translation>No se pudo instalar llama-server en {folder}. Si hay un chat funcionando con él, quite el modelo de la memoria y vuelva a intentarlo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not be run; check that it is installed and works.</source>
        <translation>No se pudo ejecutar CMake; compruebe que está instalado y funciona.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The build finished but left no {file} in {folder}.</source>
        <translation>La compilación terminó pero no dejó {file} en {folder}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source package {file} is unsafe to unpack, so nothing was installed.</source>
        <translation>No es seguro descomprimir el paquete de código fuente {file}, así que no se instaló nada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The source package {file} does not contain llama.cpp&apos;s source.</source>
        <translation>El paquete de código fuente {file} no contiene el código fuente de llama.cpp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not unpack {file}. Check that there is free disk space and try again.</source>
        <translation>No se pudo descomprimir {file}. Compruebe que haya espacio libre en disco y vuelva a intentarlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} did not answer as expected. Try again later.</source>
        <translation>El índice de paquetes en {address} no respondió como se esperaba. Vuelva a intentarlo más tarde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} does not have {file}.</source>
        <translation>El índice de paquetes en {address} no tiene {file}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not download the Vulkan headers from {address}. Check the internet connection, or install the Vulkan SDK 1.4 or newer.</source>
        <translation>No se pudieron descargar las cabeceras de Vulkan desde {address}. Compruebe la conexión a Internet o instale el SDK de Vulkan 1.4 o posterior.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The package {file} holds no Vulkan C++ headers.</source>
        <translation>El paquete {file} no contiene cabeceras C++ de Vulkan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No llama-server was found: it runs the models. Install it in Settings.</source>
        <translation>No se encontró ningún llama-server: es el que ejecuta los modelos. Instálelo en Ajustes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays. Choose another first, then remove it.</source>
        <translation>{name} es el motor en uso, así que se queda. Elija otro primero y luego quítelo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} ({path}) was not installed by LlamaDesk, so LlamaDesk leaves it alone. Delete it yourself if you no longer want it.</source>
        <translation>{name} ({path}) no lo instaló LlamaDesk, así que LlamaDesk no lo toca. Bórrelo usted mismo si ya no lo quiere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A llama-server from {name} is running. Unload the model, then remove it.</source>
        <translation>Hay un llama-server de {name} en ejecución. Primero quite el modelo de la memoria; después podrá quitar el motor.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Checking the build tools</source>
        <translation>Comprobando las herramientas de compilación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is already installed</source>
        <translation>{name} ya está instalado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking up {name} {version} on the package index</source>
        <translation>Buscando {name} {version} en el índice de paquetes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the downloaded llama.cpp source</source>
        <translation>Usando el código fuente de llama.cpp ya descargado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading llama.cpp&apos;s source ({mib} MiB)</source>
        <translation>Descargando el código fuente de llama.cpp ({mib} MiB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the unpacked llama.cpp source</source>
        <translation>Usando el código fuente de llama.cpp ya descomprimido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking llama.cpp&apos;s source</source>
        <translation>Descomprimiendo el código fuente de llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacked llama.cpp&apos;s source</source>
        <translation>Código fuente de llama.cpp descomprimido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the downloaded Vulkan headers</source>
        <translation>Usando las cabeceras de Vulkan ya descargadas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers</source>
        <translation>Descargando las cabeceras de Vulkan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers ({mib} MiB)</source>
        <translation>Descargando las cabeceras de Vulkan ({mib} MiB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking the Vulkan headers</source>
        <translation>Descomprimiendo las cabeceras de Vulkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the configured build folder</source>
        <translation>Usando la carpeta de compilación ya configurada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Configuring the llama.cpp build</source>
        <translation>Configurando la compilación de llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configured the llama.cpp build</source>
        <translation>Compilación de llama.cpp configurada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another build of llama-server to finish</source>
        <translation>Esperando a que termine otra compilación de llama-server</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compiling llama-server</source>
        <translation>Compilando llama-server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiled llama-server</source>
        <translation>llama-server compilado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing {name}</source>
        <translation>Instalando {name}</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Building for Vulkan needs the Vulkan SDK (its headers, loader and glslc), and part of it is missing: install the Vulkan SDK.</source>
        <translation>Compilar para Vulkan necesita el SDK de Vulkan (sus cabeceras, el cargador y glslc), y falta una parte: instale el SDK de Vulkan.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Building llama-server failed while configuring.</source>
        <translation>La compilación de llama-server falló durante la configuración.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building llama-server failed while compiling.</source>
        <translation>La compilación de llama-server falló al compilar.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{name} could not be removed: its folder could not be deleted.</source>
        <translation>No se pudo quitar {name}: no se pudo borrar su carpeta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays: it is the only one there is.</source>
        <translation>{name} es el motor en uso, así que se queda: es el único que hay.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No runtime is called “{name}”.</source>
        <translation>Ningún motor se llama «{name}».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checking</source>
        <translation>Comprobando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>Descargando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacking</source>
        <translation>Descomprimiendo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuring</source>
        <translation>Configurando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiling</source>
        <translation>Compilando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing</source>
        <translation>Instalando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
</context>
<context>
    <name>SamplingControls</name>
    <message>
        <location filename="../../desktop/gui/chat/sampling_controls.py" line="+36"/>
        <source>More settings</source>
        <translation>Más ajustes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model&apos;s default</source>
        <translation>predeterminado del modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>activado</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+88"/>
        <location line="+9"/>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>low effort</source>
        <translation>esfuerzo bajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium effort</source>
        <translation>esfuerzo medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high effort</source>
        <translation>esfuerzo alto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer settings</source>
        <translation>Menos ajustes</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Creativity (temperature)</source>
        <translation>Creatividad (temperatura)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>0 gives the same answer every time; higher is more varied.</source>
        <translation>0 da la misma respuesta cada vez; más alto es más variado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest answer, in tokens</source>
        <translation>Respuesta más larga, en tokens</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The longest answer the model may write, in tokens (a token is about three quarters of a word); no limit lets it finish on its own.</source>
        <translation>La respuesta más larga que puede escribir el modelo, en tokens (un token es unas tres cuartas partes de una palabra); sin límite le deja terminar por sí mismo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+57"/>
        <source>Thinking</source>
        <translation>Razonamiento</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Whether the model thinks before it answers (slower, often better), or how hard. Kept with this chat.</source>
        <translation>Si el modelo piensa antes de responder (más lento, a menudo mejor), o cuánto. Se guarda con este chat.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+149"/>
        <source>Show more answer settings</source>
        <translation>Mostrar más ajustes de respuesta</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+51"/>
        <source>Word choice breadth (top P)</source>
        <translation>Amplitud de elección de palabras (top P)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Only the likeliest words that together make up this share are considered.</source>
        <translation>Solo se tienen en cuenta las palabras más probables que juntas forman esta proporción.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+47"/>
        <source>Candidate words (top K)</source>
        <translation>Palabras candidatas (top K)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Only this many of the likeliest next words are considered; off considers all.</source>
        <translation>Solo se tienen en cuenta estas palabras siguientes más probables; desactivado las tiene en cuenta todas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+41"/>
        <source>Least likely word allowed (min P)</source>
        <translation>Palabra menos probable permitida (min P)</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Words less likely than this share of the likeliest one are never picked.</source>
        <translation>Las palabras menos probables que esta proporción de la más probable nunca se eligen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+38"/>
        <source>Repetition penalty</source>
        <translation>Penalización por repetición</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Above 1 the model avoids repeating itself.</source>
        <translation>Por encima de 1 el modelo evita repetirse.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+34"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>With the same seed and settings, the same question gets the same answer.</source>
        <translation>Con la misma semilla y los mismos ajustes, la misma pregunta obtiene la misma respuesta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Creativity</source>
        <translation>Creatividad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest answer</source>
        <translation>Respuesta más larga</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>More answer settings</source>
        <translation>Más ajustes de respuesta</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Hide more answer settings</source>
        <translation>Ocultar más ajustes de respuesta</translation>
    </message>
</context>
<context>
    <name>SavedListGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/saved_list_group.py" line="+45"/>
        <source>Pick {0} in the list first.</source>
        <translation>Elija primero {0} en la lista.</translation>
    </message>
</context>
<context>
    <name>ServeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="+72"/>
        <location line="+1"/>
        <source>Let other apps use the loaded model</source>
        <translation>Permitir que otras aplicaciones usen el modelo cargado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port for other apps</source>
        <translation>Puerto para otras aplicaciones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The port other apps connect to (8080 by default).</source>
        <translation>El puerto al que se conectan otras aplicaciones (8080 de forma predeterminada).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Also let other computers on my network use it</source>
        <translation>Permitir también que otros equipos de mi red lo usen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Local network warning</source>
        <translation>Aviso sobre la red local</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warning: {0}</source>
        <translation>Aviso: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Key for other apps</source>
        <translation>Clave para otras aplicaciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+153"/>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Show the key</source>
        <translation>Mostrar la clave</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy the key</source>
        <translation>Copiar la clave</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regenerate</source>
        <translation>Regenerar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new key (apps with the old one are refused)</source>
        <translation>Crear una clave nueva (se rechazan las aplicaciones con la antigua)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Address for other apps</source>
        <translation>Dirección para otras aplicaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the address</source>
        <translation>Copiar la dirección</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addresses for other computers</source>
        <translation>Direcciones para otros equipos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speech model for other apps</source>
        <translation>Modelo de voz para otras aplicaciones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speech for other apps</source>
        <translation>Voz para otras aplicaciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When changes apply</source>
        <translation>Cuándo se aplican los cambios</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply now (reloads the model)</source>
        <translation>Aplicar ahora (vuelve a cargar el modelo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply now, reloading the model</source>
        <translation>Aplicar ahora, volviendo a cargar el modelo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Port:</source>
        <translation>Puerto:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key:</source>
        <translation>Clave:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>Dirección:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech model:</source>
        <translation>Modelo de voz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model for other apps is for</source>
        <translation>Para qué sirve el modelo de voz para otras aplicaciones</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About other apps</source>
        <translation>Acerca de otras aplicaciones</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>From other computers: {0}</source>
        <translation>Desde otros equipos: {0}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
</context>
<context>
    <name>ServerLogDialog</name>
    <message>
        <location filename="../../desktop/gui/shell/log_dialog.py" line="+26"/>
        <location line="+1"/>
        <source>Server log</source>
        <translation>Registro del servidor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What llama.cpp printed while loading and running the model. It helps when something went wrong; copy it into a bug report.</source>
        <translation>Lo que llama.cpp mostró al cargar y ejecutar el modelo. Ayuda cuando algo falla; cópielo en un informe de error.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server log lines</source>
        <translation>Líneas del registro del servidor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server has printed nothing yet.</source>
        <translation>El servidor aún no ha mostrado nada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close the server log</source>
        <translation>Cerrar el registro del servidor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the server log</source>
        <translation>Copiar el registro del servidor</translation>
    </message>
</context>
<context>
    <name>SettingsDefaults</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="-150"/>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything on the graphics card</source>
        <translation>Todo en la tarjeta gráfica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (no graphics card)</source>
        <translation>Solo el procesador (sin tarjeta gráfica)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Defaults for new models and chats</source>
        <translation>Valores predeterminados para modelos y chats nuevos</translation>
    </message>
</context>
<context>
    <name>SettingsHelp</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="-63"/>
        <source>When something goes wrong, a report helps the people who make LlamaDesk fix it. It says which versions, computer and runtime you have and what went wrong lately; it holds no chats, keys or tokens.</source>
        <translation>Cuando algo falla, un informe ayuda al equipo de LlamaDesk a corregirlo. Indica qué versiones, equipo y motor tiene y qué falló últimamente; no contiene chats, claves ni tokens.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
</context>
<context>
    <name>SettingsRemote</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="-104"/>
        <source>Chat with models on another computer: a llama-server, or LlamaDesk sharing its model with other apps. Its models appear in the Chat page&apos;s model box.</source>
        <translation>Chatee con modelos de otro equipo: un llama-server, o LlamaDesk compartiendo su modelo con otras aplicaciones. Sus modelos aparecen en el cuadro de modelos de la página Chat.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+3"/>
        <source>Remote servers</source>
        <translation>Servidores remotos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove server</source>
        <translation>Quitar servidor</translation>
    </message>
</context>
<context>
    <name>SettingsRpc</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+41"/>
        <source>Load models with the memory of other computers too: each must be sharing (below, on that computer). They are used from the next load.</source>
        <translation>Cargue modelos también con la memoria de otros equipos: cada uno debe estar compartiendo (abajo, en ese equipo). Se usan a partir de la próxima carga.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lend this computer&apos;s memory and devices to LlamaDesk on another computer.</source>
        <translation>Preste la memoria y los dispositivos de este equipo a LlamaDesk en otro equipo.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Use other computers</source>
        <translation>Usar otros equipos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computers to use</source>
        <translation>Equipos que se usan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove computer</source>
        <translation>Quitar equipo</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Share this computer</source>
        <translation>Compartir este equipo</translation>
    </message>
</context>
<context>
    <name>SettingsRuntime</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-350"/>
        <source>Best for this computer</source>
        <translation>Lo mejor para este equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (CPU)</source>
        <translation>Solo el procesador (CPU)</translation>
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
        <translation>llama.cpp {0} (compilación {1}) en {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp ({0} build) at {1}</source>
        <translation>llama.cpp (compilación {0}) en {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp {0} at {1}</source>
        <translation>llama.cpp {0} en {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp at {0}</source>
        <translation>llama.cpp en {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} build</source>
        <translation>compilación {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown backend</source>
        <translation>backend desconocido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>portable</source>
        <translation>portátil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>built for this processor</source>
        <translation>compilado para este procesador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} ({1}) at {2}</source>
        <translation>{0} ({1}) en {2}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Runtime (llama-server)</source>
        <translation>Motor (llama-server)</translation>
    </message>
</context>
<context>
    <name>SettingsServe</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="-209"/>
        <source>Other programs on this computer (code editors, scripts, chat apps that speak the OpenAI or Anthropic API) can use the loaded model. Give them the address and the key below; a request without the key is refused. The app keeps chatting as usual.</source>
        <translation>Otros programas de este equipo (editores de código, scripts, aplicaciones de chat que usan la API de OpenAI o de Anthropic) pueden usar el modelo cargado. Deles la dirección y la clave de abajo; se rechaza cualquier petición sin la clave. La aplicación sigue chateando como siempre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changes apply the next time a model is loaded.</source>
        <translation>Los cambios se aplican la próxima vez que se cargue un modelo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other apps can also ask this model to read text aloud (OpenAI&apos;s speech API, at the same address with the same key). It speaks in the voice and language chosen under Voice.</source>
        <translation>Otras aplicaciones también pueden pedir a este modelo que lea texto en voz alta (la API de voz de OpenAI, en la misma dirección con la misma clave). Habla con la voz y el idioma elegidos en Voz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other apps</source>
        <translation>Otras aplicaciones</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Speech for other apps did not start: {0}</source>
        <translation>La voz para otras aplicaciones no se inició: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the address above</source>
        <translation>la dirección de arriba</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other apps can ask {0} to speak at {1}.</source>
        <translation>Otras aplicaciones pueden pedir a {0} que hable en {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} speaks for other apps from the next time a model is loaded.</source>
        <translation>{0} habla para otras aplicaciones a partir de la próxima vez que se cargue un modelo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} speaks for other apps once a model is loaded.</source>
        <translation>{0} habla para otras aplicaciones en cuanto se cargue un modelo.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>port {0} is in use by another program; choose another port above.</source>
        <translation>el puerto {0} lo está usando otro programa; elija otro puerto arriba.</translation>
    </message>
</context>
<context>
    <name>SettingsShortcuts</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_shortcuts.py" line="+16"/>
        <source>Show this list of shortcuts, from any page</source>
        <translation>Mostrar esta lista de atajos, desde cualquier página</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show this list of shortcuts too</source>
        <translation>Mostrar también esta lista de atajos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat, from any page</source>
        <translation>Empezar un chat nuevo, desde cualquier página</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Library</source>
        <translation>Mostrar la Biblioteca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Discover</source>
        <translation>Mostrar Descubrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Load</source>
        <translation>Mostrar Cargar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Chat</source>
        <translation>Mostrar el Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Settings</source>
        <translation>Mostrar Ajustes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the message</source>
        <translation>Enviar el mensaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new line in the message</source>
        <translation>Empezar una línea nueva en el mensaje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop the answer being written (on the Chat page)</source>
        <translation>Detener la respuesta que se está escribiendo (en la página Chat)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save an edited message and send it again</source>
        <translation>Guardar un mensaje editado y enviarlo de nuevo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave an edit as it was</source>
        <translation>Dejar una edición como estaba</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the search results from a model&apos;s page (Esc too)</source>
        <translation>Volver a los resultados de la búsqueda desde la página de un modelo (también Esc)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alt + underlined letter</source>
        <translation>Alt + letra subrayada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the setting or button with that letter underlined</source>
        <translation>Ir al ajuste o botón que tiene esa letra subrayada</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go to the next control (Shift+Tab: the one before)</source>
        <translation>Ir al siguiente control (Mayús+Tab: al anterior)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
</context>
<context>
    <name>SettingsTools</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="-117"/>
        <source>Needs the internet. Off by default: LlamaDesk works without a connection, and nothing leaves this computer unless you turn this on.</source>
        <translation>Necesita internet. Desactivado de forma predeterminada: LlamaDesk funciona sin conexión y nada sale de este equipo a menos que active esto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: a command runs this computer&apos;s programs. It can read the system&apos;s folders and the files attached to the chat and write only in the chat&apos;s own folder, with no network; still, every command is shown to you first and runs only if you allow it.</source>
        <translation>Aviso: un comando ejecuta los programas de este equipo. Puede leer las carpetas del sistema y los archivos adjuntos al chat y escribir solo en la carpeta propia del chat, sin red; aun así, cada comando se le muestra primero y solo se ejecuta si usted lo permite.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A SearXNG search address, e.g. https://searx.example.org/search</source>
        <translation>Una dirección de búsqueda de SearXNG, p. ej. https://searx.example.org/search</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tools the model can use</source>
        <translation>Herramientas que puede usar el modelo</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_view.py" line="+78"/>
        <source>LlamaDesk&apos;s models folder</source>
        <translation>Carpeta de modelos de LlamaDesk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hugging Face cache (shared with other apps)</source>
        <translation>La caché de Hugging Face (compartida con otras aplicaciones)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced</source>
        <translation>Avanzado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most people never need these: other apps and computers, tool servers, and the program that runs the models.</source>
        <translation>La mayoría nunca necesita esto: otras aplicaciones y equipos, servidores de herramientas y el programa que ejecuta los modelos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face, the token was kept and will be checked later.</source>
        <translation>No se puede conectar con Hugging Face; el token se guardó y se comprobará más tarde.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Signed in as {0}.</source>
        <translation>Sesión iniciada como {0}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+59"/>
        <location line="+159"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>Settings status</source>
        <translation>Estado de los ajustes</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+140"/>
        <source>Appearance and accounts</source>
        <translation>Apariencia y cuentas</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>New chats and models</source>
        <translation>Chats y modelos nuevos</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <location line="+2"/>
        <source>Model folders</source>
        <translation>Carpetas de modelos</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Where things are kept</source>
        <translation>Ubicaciones de almacenamiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+198"/>
        <source>Where LlamaDesk keeps things</source>
        <translation>Dónde guarda LlamaDesk sus datos</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Tools the model can use</source>
        <translation>Herramientas que puede usar el modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice</source>
        <translation>Voz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tool servers (MCP)</source>
        <translation>Servidores de herramientas (MCP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP servers</source>
        <translation>Servidores MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other apps</source>
        <translation>Otras aplicaciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other apps use the loaded model</source>
        <translation>Permitir que otras aplicaciones usen el modelo cargado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remote servers</source>
        <translation>Servidores remotos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other computers</source>
        <translation>Otros equipos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use other computers, share this one</source>
        <translation>Usar otros equipos, compartir este</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtime</source>
        <translation>Motor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About the advanced settings</source>
        <translation>Acerca de los ajustes avanzados</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scroll the settings</source>
        <translation>Desplazar los ajustes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll the settings sideways</source>
        <translation>Desplazar los ajustes en horizontal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings sections</source>
        <translation>Secciones de los ajustes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a section to go to it; Enter moves into it.</source>
        <translation>Elija una sección para ir a ella; Intro entra en ella.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Add &amp;folder…</source>
        <translation>Añadir c&amp;arpeta…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model folder</source>
        <translation>Añadir una carpeta de modelos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected model folder</source>
        <translation>Quitar la carpeta de modelos seleccionada</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system&apos;s language</source>
        <translation>El idioma del sistema</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language change</source>
        <translation>Cambio de idioma</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face token</source>
        <translation>Token de Hugging&#xa0;Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only needed for gated or private models</source>
        <translation>Solo hace falta para modelos restringidos o privados</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+243"/>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location line="-242"/>
        <location line="+246"/>
        <source>Show the Hugging Face token</source>
        <translation>Mostrar el token de Hugging Face</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Chec&amp;k</source>
        <translation>Compro&amp;bar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check the Hugging Face token</source>
        <translation>Comprobar el token de Hugging Face</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token check</source>
        <translation>Comprobación del token de Hugging Face</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Theme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>Idi&amp;oma</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hugging Face t&amp;oken</source>
        <translation>Token de &amp;Hugging Face</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chats and data</source>
        <translation>Chats y datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded models</source>
        <translation>Modelos descargados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} folder</source>
        <translation>Carpeta {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the {0} folder</source>
        <translation>Abrir la carpeta {0}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save downloaded models in</source>
        <translation>Guardar los modelos descargados en</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save &amp;downloaded models in</source>
        <translation>Guardar los modelos &amp;descargados en</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add a folder with models</source>
        <translation>Añadir una carpeta con modelos</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} is not a folder, so it was not added.</source>
        <translation>{0} no es una carpeta, así que no se añadió.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is already in the list.</source>
        <translation>{0} ya está en la lista.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>LlamaDesk speaks the language you chose from its next start.</source>
        <translation>LlamaDesk hablará el idioma elegido a partir del próximo inicio.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hugging Face token saved.</source>
        <translation>Token de Hugging Face guardado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token removed.</source>
        <translation>Token de Hugging Face quitado.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Paste a token first.</source>
        <translation>Pegue primero un token.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The token could not be checked; try again.</source>
        <translation>No se pudo comprobar el token; inténtelo de nuevo.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide the Hugging Face token</source>
        <translation>Ocultar el token de Hugging Face</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not create {0}: {1}.</source>
        <translation>No se pudo crear {0}: {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not open {0} in the file manager.</source>
        <translation>No se pudo abrir {0} en el administrador de archivos.</translation>
    </message>
</context>
<context>
    <name>SettingsVoice</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="+39"/>
        <source>LlamaDesk can read answers aloud (the “Read aloud” button on each answer) and write down what you say (the “Speak” button beside the message box). Both run on this computer: nothing you say leaves it, and the microphone is on only between your two presses.</source>
        <translation>LlamaDesk puede leer las respuestas en voz alta (el botón «Leer en voz alta» de cada respuesta) y escribir lo que usted dice (el botón «Hablar» junto al cuadro de mensaje). Ambos funcionan en este equipo: nada de lo que dice sale de él, y el micrófono solo está activo entre sus dos pulsaciones.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reads answers aloud: a Qwen3-TTS or Pocket TTS model, with its mmproj file in the same folder.</source>
        <translation>Lee las respuestas en voz alta: un modelo Qwen3-TTS o Pocket TTS, con su archivo mmproj en la misma carpeta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writes down what you say: a model that hears (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), with its audio mmproj file in the same folder.</source>
        <translation>Escribe lo que dice: un modelo que oye (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), con su archivo mmproj de audio en la misma carpeta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optional for Qwen3-TTS, needed for Pocket TTS: a few seconds of someone speaking (WAV or MP3); answers are read in that voice.</source>
        <translation>Opcional para Qwen3-TTS, necesario para Pocket TTS: unos segundos de alguien hablando (WAV o MP3); las respuestas se leen con esa voz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language answers are in, for speech models that speak several (Qwen3-TTS).</source>
        <translation>El idioma de las respuestas, para los modelos de voz que hablan varios (Qwen3-TTS).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s own</source>
        <translation>El del modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers are read at the speech model&apos;s own pace: llama.cpp&apos;s speech program has no speed setting.</source>
        <translation>Las respuestas se leen al ritmo propio del modelo de voz: el programa de voz de llama.cpp no tiene ajuste de velocidad.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first in your library</source>
        <translation>El primero de su biblioteca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None in your library yet</source>
        <translation>Aún no hay ninguno en su biblioteca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound files (*.wav *.mp3)</source>
        <translation>Archivos de sonido (*.wav *.mp3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Voice</source>
        <translation>Voz</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Found in your library: {0}, {1}.</source>
        <translation>Encontrados en su biblioteca: {0}, {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Download them into one of your model folders to use them here.</source>
        <translation> Descárguelos en una de sus carpetas de modelos para usarlos aquí.</translation>
    </message>
</context>
<context>
    <name>SettingsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/settings_words.py" line="+16"/>
        <source>Your settings file could not be read, so LlamaDesk started with default settings.</source>
        <translation>No se pudo leer su archivo de ajustes, así que LlamaDesk se inició con los ajustes predeterminados.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some settings had values LlamaDesk could not use and were reset to their defaults ({fields}); the others were kept.</source>
        <translation>Algunos ajustes tenían valores que LlamaDesk no podía usar y se restablecieron a sus valores predeterminados ({fields}); los demás se conservaron.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged. LlamaDesk kept the settings it could still read and reset the rest to their defaults.</source>
        <translation>Su archivo de ajustes estaba dañado. LlamaDesk conservó los ajustes que aún podía leer y restableció los demás a sus valores predeterminados.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged and could not be read, so LlamaDesk started with default settings.</source>
        <translation>Su archivo de ajustes estaba dañado y no se pudo leer, así que LlamaDesk se inició con los ajustes predeterminados.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The old file was kept as {path}.</source>
        <translation>El archivo antiguo se conservó como {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The damaged file was kept as {path}.</source>
        <translation>El archivo dañado se conservó como {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token was kept.</source>
        <translation>Se conservó su token de Hugging Face.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token could not be read: enter it again in Settings to download gated models.</source>
        <translation>No se pudo leer su token de Hugging Face: vuelva a introducirlo en Ajustes para descargar modelos de acceso restringido.</translation>
    </message>
</context>
<context>
    <name>ShareGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+5"/>
        <source>Share this computer&apos;s memory and devices</source>
        <translation>Compartir la memoria y los dispositivos de este equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share this computer</source>
        <translation>Compartir este equipo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port to share on</source>
        <translation>Puerto en el que compartir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other computers on my network use it</source>
        <translation>Permitir que otros equipos de mi red lo usen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share with other computers on my network</source>
        <translation>Compartir con otros equipos de mi red</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing warning</source>
        <translation>Aviso sobre compartir</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+77"/>
        <source>Not shared.</source>
        <translation>No compartido.</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About sharing this computer</source>
        <translation>Acerca de compartir este equipo</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0}:{1} (this computer&apos;s network address)</source>
        <translation>{0}:{1} (la dirección de red de este equipo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} (this computer only)</source>
        <translation>{0} (solo este equipo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared at {0}. Other computers add it to their list.</source>
        <translation>Compartido en {0}. Los otros equipos lo añaden a su lista.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not shared. {0}</source>
        <translation>No compartido. {0}</translation>
    </message>
</context>
<context>
    <name>ShortcutsHelp</name>
    <message>
        <location filename="../../desktop/gui/shell/shortcuts_help.py" line="+17"/>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key the window answers to. Esc closes this.</source>
        <translation>Todas las teclas a las que responde la ventana. Esc cierra esto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close the list of shortcuts</source>
        <translation>Cerrar la lista de atajos</translation>
    </message>
</context>
<context>
    <name>SourcesList</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+18"/>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sources:</source>
        <translation>Fuentes:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources of this answer</source>
        <translation>Fuentes de esta respuesta</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Source {number}: {label}</source>
        <translation>Fuente {number}: {label}</translation>
    </message>
</context>
<context>
    <name>StarterNote</name>
    <message>
        <location filename="../../desktop/gui/widgets/starter_note.py" line="+19"/>
        <source>tiny demo</source>
        <translation>demo diminuta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (starter model: a tiny demo)</source>
        <translation> (modelo de inicio: una demo diminuta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a better model for this computer</source>
        <translation>Buscar un modelo mejor para este equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the starter model, a tiny demo (135 million parameters) that shows the app works. Its answers are often wrong or odd; a bigger model answers far better.</source>
        <translation>Este es el modelo de inicio, una demo diminuta (135 millones de parámetros) que muestra que la aplicación funciona. Sus respuestas suelen ser erróneas o raras; un modelo más grande responde mucho mejor.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Discover&apos;s suggestions for this computer&apos;s memory.</source>
        <translation>Las sugerencias de Descubrir para la memoria de este equipo.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About the starter model</source>
        <translation>Acerca del modelo de inicio</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/store_words.py" line="+27"/>
        <source>Your chat could not be saved.</source>
        <translation>No se pudo guardar su chat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chat could not be saved because the disk is full. Free some space.</source>
        <translation>No se pudo guardar su chat porque el disco está lleno. Libere algo de espacio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your chat could not be saved because LlamaDesk may not write to its chats file. Check the file&apos;s permissions.</source>
        <translation>No se pudo guardar su chat porque LlamaDesk no tiene permiso para escribir en su archivo de chats. Compruebe los permisos del archivo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because another copy of LlamaDesk is using the chats file. Close it and try again.</source>
        <translation>No se pudo guardar su chat porque otra copia de LlamaDesk está usando el archivo de chats. Ciérrela y vuelva a intentarlo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because the disk could not be written. Check that it is still connected and has free space.</source>
        <translation>No se pudo guardar su chat porque no se pudo escribir en el disco. Compruebe que sigue conectado y que tiene espacio libre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats could not be read.</source>
        <translation>No se pudieron leer sus chats guardados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved chats were already closed.</source>
        <translation>Los chats guardados ya estaban cerrados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your saved chats could not be opened. Close other copies of LlamaDesk and try again.</source>
        <translation>No se pudieron abrir sus chats guardados. Cierre las otras copias de LlamaDesk y vuelva a intentarlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your saved chats could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>No se pudieron abrir sus chats guardados en {path}. Compruebe que la carpeta existe y que puede escribir en ella.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats were written by a newer version of LlamaDesk. Update LlamaDesk to open them.</source>
        <translation>Sus chats guardados los escribió una versión más reciente de LlamaDesk. Actualice LlamaDesk para abrirlos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not make a new one next to it. Check that there is free disk space in {folder}, then start LlamaDesk again.</source>
        <translation>Su archivo de chats está dañado y LlamaDesk no pudo crear uno nuevo a su lado. Compruebe que hay espacio libre en {folder} y vuelva a iniciar LlamaDesk.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not move it aside to put a repaired copy in its place. Close other programs that may use it, then start LlamaDesk again. The file is {path}.</source>
        <translation>Su archivo de chats está dañado y LlamaDesk no pudo apartarlo para poner una copia reparada en su lugar. Cierre otros programas que puedan usarlo y vuelva a iniciar LlamaDesk. El archivo es {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved chats file is damaged and could not be repaired.</source>
        <translation>Su archivo de chats está dañado y no se pudo reparar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This chat no longer exists.</source>
        <translation>Este chat ya no existe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This message no longer exists.</source>
        <translation>Este mensaje ya no existe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This reply is no longer being written.</source>
        <translation>Esta respuesta ya no se está escribiendo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This reply no longer exists.</source>
        <translation>Esta respuesta ya no existe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved chats file was damaged and nothing could be read from it, so a new, empty chat history was started. The damaged file was kept as {kept}.</source>
        <translation>Su archivo de chats estaba dañado y no se pudo leer nada de él, así que se empezó un historial de chats nuevo y vacío. El archivo dañado se guardó como {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}). The damaged file was kept as {kept}.</source>
        <translation>Su archivo de chats estaba dañado. LlamaDesk recuperó lo que pudo en un archivo nuevo (chats: {chats}, mensajes: {messages}). El archivo dañado se guardó como {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}); some parts could not be read and are only in the damaged copy. The damaged file was kept as {kept}.</source>
        <translation>Su archivo de chats estaba dañado. LlamaDesk recuperó lo que pudo en un archivo nuevo (chats: {chats}, mensajes: {messages}); algunas partes no se pudieron leer y solo están en la copia dañada. El archivo dañado se guardó como {kept}.</translation>
    </message>
</context>
<context>
    <name>SuggestionNotes</name>
    <message>
        <location filename="../../desktop/gui/discover/suggestion_notes.py" line="+16"/>
        <source>Tiny and quick</source>
        <translation>Diminuto y rápido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good all-rounder</source>
        <translation>Versátil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strong at reasoning</source>
        <translation>Fuerte en razonamiento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Popular 8B chat</source>
        <translation>Modelo de chat 8B popular</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Multilingual, coding</source>
        <translation>Multilingüe, programación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sees images too</source>
        <translation>También ve imágenes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Near frontier quality</source>
        <translation>Calidad casi de primera línea</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large, sees images</source>
        <translation>Grande, ve imágenes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs a big GPU</source>
        <translation>Necesita una tarjeta gráfica grande</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speaking: reads answers aloud (10 languages)</source>
        <translation>Voz: lee las respuestas en voz alta (10 idiomas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (small)</source>
        <translation>Escucha: escribe lo que dice (pequeño)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (more accurate)</source>
        <translation>Escucha: escribe lo que dice (más preciso)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Google&apos;s EmbeddingGemma: over 100 languages, strong for its size</source>
        <translation>EmbeddingGemma de Google: más de 100 idiomas, potente para su tamaño</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Among the best at finding passages; many languages, long texts</source>
        <translation>De los mejores para encontrar pasajes; muchos idiomas, textos largos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English, long passages, quick on any computer</source>
        <translation>Inglés, pasajes largos, rápido en cualquier equipo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BGE-M3: over 100 languages, long texts</source>
        <translation>BGE-M3: más de 100 idiomas, textos largos</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../desktop/gui/shell/theme.py" line="+26"/>
        <source>Same as the system</source>
        <translation>Igual que el sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
</context>
<context>
    <name>ToolButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="-148"/>
        <source>Make the model use a tool first</source>
        <translation>Hacer que el modelo use primero una herramienta</translation>
    </message>
</context>
<context>
    <name>ToolCallCard</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_card.py" line="+34"/>
        <source>waiting for you</source>
        <translation>esperando su aprobación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>en ejecución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>falló</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>rechazado</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{ms} ms</source>
        <translation>{ms} ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tool call: {name}</source>
        <translation>Llamada a herramienta: {name}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tool call time</source>
        <translation>Duración de la llamada a herramienta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tool call arguments</source>
        <translation>Argumentos de la llamada a herramienta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call result</source>
        <translation>Resultado de la llamada a herramienta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call problem</source>
        <translation>Problema con la llamada a herramienta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Approval question</source>
        <translation>Pregunta de aprobación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow once</source>
        <translation>Permitir una vez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow this {name} call once</source>
        <translation>Permitir esta llamada a {name} una vez</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow in this chat</source>
        <translation>Permitir en este chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow {name} for the rest of this chat</source>
        <translation>Permitir {name} durante el resto de este chat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deny</source>
        <translation>Denegar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deny this {name} call</source>
        <translation>Denegar esta llamada a {name}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{name}: {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The model wants to use {name} (it can delete or overwrite things) with the arguments below. Allow it?</source>
        <translation>El modelo quiere usar {name} (puede eliminar o sobrescribir cosas) con los argumentos de abajo. ¿Lo permite?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model wants to use {name} with the arguments below. Allow it?</source>
        <translation>El modelo quiere usar {name} con los argumentos de abajo. ¿Lo permite?</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Hide the {name} call ({status})</source>
        <translation>Ocultar la llamada a {name} ({status})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the {name} call ({status})</source>
        <translation>Mostrar la llamada a {name} ({status})</translation>
    </message>
</context>
<context>
    <name>ToolCardList</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_cards.py" line="+34"/>
        <source>Tool calls</source>
        <translation>Llamadas a herramientas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tools note</source>
        <translation>Nota sobre las herramientas</translation>
    </message>
</context>
<context>
    <name>ToolCards</name>
    <message>
        <location line="-21"/>
        <source>The answer ended before this call was allowed, so it did not run.</source>
        <translation>La respuesta terminó antes de que se permitiera esta llamada, así que no se ejecutó.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer ended while this call was running.</source>
        <translation>La respuesta terminó mientras se ejecutaba esta llamada.</translation>
    </message>
</context>
<context>
    <name>ToolServers</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="-207"/>
        <source>Ask every time</source>
        <translation>Preguntar siempre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow in this chat</source>
        <translation>Permitir en este chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always allow</source>
        <translation>Permitir siempre</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give the server a name.</source>
        <translation>Dé un nombre al servidor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the command that starts the server, or its web address.</source>
        <translation>Indique el comando que inicia el servidor, o su dirección web.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The command could not be read: {0}.</source>
        <translation>No se pudo leer el comando: {0}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It did not work: {0}</source>
        <translation>No funcionó: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It works, but it offers no tools.</source>
        <translation>Funciona, pero no ofrece herramientas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (puede cambiar cosas)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It works. Its tools: {0}.</source>
        <translation>Funciona. Sus herramientas: {0}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MCP servers</source>
        <translation>Servidores MCP</translation>
    </message>
</context>
<context>
    <name>ToolWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/tool_words.py" line="+34"/>
        <source>Run Python code</source>
        <translation>Ejecutar código Python</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run short Python programs to calculate or check its work. They run fenced off: they cannot start programs, use the internet, or read your files except the ones you attach.</source>
        <translation>Permite que el modelo ejecute programas cortos de Python para hacer cálculos o comprobar su trabajo. Se ejecutan aislados: no pueden iniciar programas, usar internet ni leer sus archivos, salvo los que usted adjunte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read attached files</source>
        <translation>Leer archivos adjuntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read the files you attach to this chat, and nothing else.</source>
        <translation>Permite que el modelo lea los archivos que usted adjunte a este chat, y nada más.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search the web</source>
        <translation>Buscar en la web</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model search the web and read the list of results. Uses the internet.</source>
        <translation>Permite que el modelo busque en la web y lea la lista de resultados. Usa internet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open web pages</source>
        <translation>Abrir páginas web</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read a web page&apos;s text. Uses the internet.</source>
        <translation>Permite que el modelo lea el texto de una página web. Usa internet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run commands on this computer</source>
        <translation>Ejecutar comandos en este equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run commands on your computer, in a folder of its own. It asks you before every command.</source>
        <translation>Permite que el modelo ejecute comandos en su equipo, en una carpeta propia. Le pregunta antes de cada comando.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>“{name}” is not a tool LlamaDesk knows.</source>
        <translation>«{name}» no es una herramienta que LlamaDesk conozca.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tool “{name}” is off. Turn it on in Settings → Tools.</source>
        <translation>La herramienta «{name}» está desactivada. Actívela en Ajustes → Herramientas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP configuration file {path} does not exist.</source>
        <translation>El archivo de configuración MCP {path} no existe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no MCP server named “{name}”. Add it in Settings → Tools.</source>
        <translation>No hay ningún servidor MCP llamado «{name}». Añádalo en Ajustes → Herramientas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An MCP server needs a name.</source>
        <translation>Un servidor MCP necesita un nombre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An MCP server needs either a command to start or an address (URL).</source>
        <translation>Un servidor MCP necesita un comando para iniciarlo o una dirección (URL).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP servers could not be saved to {path}. Check that the disk has free space and you may write to that folder.</source>
        <translation>No se pudieron guardar los servidores MCP en {path}. Compruebe que el disco tiene espacio libre y que puede escribir en esa carpeta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP configuration file {path} could not be read. Check that you may read it.</source>
        <translation>No se pudo leer el archivo de configuración MCP {path}. Compruebe que tiene permiso para leerlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP configuration file {path} is damaged. Fix or remove it; LlamaDesk will not write over it.</source>
        <translation>El archivo de configuración MCP {path} está dañado. Corríjalo o elimínelo; LlamaDesk no lo sobrescribirá.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{name}” did not answer in time and was stopped.</source>
        <translation>El servidor MCP «{name}» no respondió a tiempo y se detuvo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{name}” could not be started ({reason}). Check its command or address in Settings → Tools.</source>
        <translation>No se pudo iniciar el servidor MCP «{name}» ({reason}). Compruebe su comando o su dirección en Ajustes → Herramientas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It said: “{said}”</source>
        <translation>Dijo: «{said}»</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The model asked for a tool without naming it, so nothing ran.</source>
        <translation>El modelo pidió una herramienta sin nombrarla, así que no se ejecutó nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model asked for a tool named “{name}”, which this chat does not have.</source>
        <translation>El modelo pidió una herramienta llamada «{name}», que este chat no tiene.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model&apos;s request could not be read, so the tool did not run ({reason}).</source>
        <translation>No se pudo leer la solicitud del modelo, así que la herramienta no se ejecutó ({reason}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed: “{name}” can change things on this computer and was not allowed for this question, so it did not run.</source>
        <translation>No permitido: «{name}» puede cambiar cosas en este equipo y no estaba permitido para esta pregunta, así que no se ejecutó.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stopped by the user.</source>
        <translation>Detenido por el usuario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” took longer than {seconds} seconds and was stopped.</source>
        <translation>«{name}» tardó más de {seconds} segundos y se detuvo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}” failed with an error of its own: {reason}</source>
        <translation>«{name}» falló con un error propio: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give the tool what it needs (“{name}”), so it did not run.</source>
        <translation>El modelo no dio a la herramienta lo que necesita («{name}»), así que no se ejecutó.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“{name}” is not a file attached to this chat.</source>
        <translation>«{name}» no es un archivo adjunto a este chat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running commands is off on Windows for now: LlamaDesk can&apos;t fence it off there yet, and it never runs without the fence.</source>
        <translation>Ejecutar comandos está desactivado en Windows por ahora: LlamaDesk aún no puede aislarlo allí, y nunca se ejecuta sin aislamiento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This tool is off on this computer: LlamaDesk could not fence it off here, so nothing ran ({reason}).</source>
        <translation>Esta herramienta está desactivada en este equipo: LlamaDesk no pudo aislarla aquí, así que no se ejecutó nada ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not read {name}: it works in its own folder and may read only the files attached to the chat.</source>
        <translation>El código no puede leer {name}: trabaja en su propia carpeta y solo puede leer los archivos adjuntos al chat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not write {name}: it may change only the files in its own folder.</source>
        <translation>El código no puede escribir {name}: solo puede cambiar los archivos de su propia carpeta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The code tried to use the network, which it may not.</source>
        <translation>El código intentó usar la red, y no puede hacerlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to start another program, which it may not.</source>
        <translation>El código intentó iniciar otro programa, y no puede hacerlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to call native code (ctypes), which it may not.</source>
        <translation>El código intentó llamar a código nativo (ctypes), y no puede hacerlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat&apos;s working folder could not be made ({reason}).</source>
        <translation>No se pudo crear la carpeta de trabajo del chat ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It could not be started ({reason}).</source>
        <translation>No se pudo iniciar ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ran longer than its limit of {seconds} seconds and was stopped.</source>
        <translation>Se ejecutó más que su límite de {seconds} segundos y se detuvo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was stopped: the answer was cancelled.</source>
        <translation>Se detuvo: la respuesta se canceló.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It used more memory than its limit of {size} and was stopped.</source>
        <translation>Usó más memoria que su límite de {size} y se detuvo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It failed (exit code {code}).</source>
        <translation>Falló (código de salida {code}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attached file {name} could not be read ({reason}).</source>
        <translation>No se pudo leer el archivo adjunto {name} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a text file ({size}); only text files can be read.</source>
        <translation>{name} no es un archivo de texto ({size}); solo se pueden leer archivos de texto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give a full web address (one starting with http:// or https://).</source>
        <translation>El modelo no dio una dirección web completa (una que empiece por http:// o https://).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} answered with an error (HTTP {code}).</source>
        <translation>{address} respondió con un error (HTTP {code}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} did not answer in time.</source>
        <translation>{address} no respondió a tiempo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{address} could not be reached ({reason}).</source>
        <translation>No se pudo acceder a {address} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a text page ({reason}, {size}).</source>
        <translation>{address} no es una página de texto ({reason}, {size}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No search service is set. Enter a SearXNG search address in Settings → Tools.</source>
        <translation>No hay ningún servicio de búsqueda configurado. Escriba una dirección de búsqueda de SearXNG en Ajustes → Herramientas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search service at {address} did not answer with search results. Check its address in Settings → Tools.</source>
        <translation>El servicio de búsqueda en {address} no respondió con resultados de búsqueda. Compruebe su dirección en Ajustes → Herramientas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{server}” stopped and is not running any more.</source>
        <translation>El servidor MCP «{server}» se detuvo y ya no está en marcha.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” did not answer {name} within {seconds} seconds.</source>
        <translation>El servidor MCP «{server}» no respondió a {name} en {seconds} segundos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP server “{server}” could not run {name} ({reason}).</source>
        <translation>El servidor MCP «{server}» no pudo ejecutar {name} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The call to the MCP server “{server}” was stopped.</source>
        <translation>La llamada al servidor MCP «{server}» se detuvo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” sent an answer LlamaDesk could not read ({reason}).</source>
        <translation>El servidor MCP «{server}» envió una respuesta que LlamaDesk no pudo leer ({reason}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tool reported an error without saying more.</source>
        <translation>La herramienta informó de un error sin decir nada más.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It used more memory than its limit and was stopped.</source>
        <translation>Usó más memoria que su límite y se detuvo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its last line of output: “{said}”</source>
        <translation>Su última línea de salida: «{said}»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tool said: {said}</source>
        <translation>La herramienta dijo: {said}</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>You refused this call.</source>
        <translation>Usted rechazó esta llamada.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Not run again: the same call was made before.</source>
        <translation>No se volvió a ejecutar: la misma llamada ya se había hecho.</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../desktop/gui/widgets/units.py" line="+15"/>
        <source>KB</source>
        <translation>KB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1 byte</source>
        <translation>1 byte</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>less than a second</source>
        <translation>menos de un segundo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} min {seconds} s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} h {minutes} min</translation>
    </message>
</context>
<context>
    <name>UseComputersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="-142"/>
        <source>Computer to use, address and port</source>
        <translation>Equipo que se usa, dirección y puerto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add computer</source>
        <translation>Añadir equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add computer to use</source>
        <translation>Añadir un equipo que usar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About using other computers</source>
        <translation>Acerca de usar otros equipos</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Enter a computer&apos;s address and port first.</source>
        <translation>Escriba primero la dirección y el puerto de un equipo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added {0}. It is used from the next load.</source>
        <translation>Se añadió {0}. Se usa a partir de la próxima carga.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a computer</source>
        <translation>un equipo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removed {0}. The next load goes without it.</source>
        <translation>Se quitó {0}. La próxima carga se hace sin él.</translation>
    </message>
</context>
<context>
    <name>VersionSwitch</name>
    <message>
        <location filename="../../desktop/gui/chat/version_switch.py" line="+29"/>
        <source>Previous version of this answer</source>
        <translation>Versión anterior de esta respuesta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous version of this question</source>
        <translation>Versión anterior de esta pregunta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next version of this answer</source>
        <translation>Versión siguiente de esta respuesta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next version of this question</source>
        <translation>Versión siguiente de esta pregunta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Version of this answer</source>
        <translation>Versión de esta respuesta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version of this question</source>
        <translation>Versión de esta pregunta</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Version {number} of {count} of this answer</source>
        <translation>Versión {number} de {count} de esta respuesta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version {number} of {count} of this question</source>
        <translation>Versión {number} de {count} de esta pregunta</translation>
    </message>
</context>
<context>
    <name>VoiceGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="-203"/>
        <source>Speech model, which reads answers aloud</source>
        <translation>Modelo de voz, que lee las respuestas en voz alta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening model, which writes down what you say</source>
        <translation>Modelo de escucha, que escribe lo que dice</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s own voice</source>
        <translation>La voz propia del modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice sample</source>
        <translation>Muestra de voz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+127"/>
        <source>Choose a voice sample</source>
        <translation>Elegir una muestra de voz</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the model&apos;s own voice</source>
        <translation>Usar la voz propia del modelo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Language answers are read in</source>
        <translation>Idioma en que se leen las respuestas</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Read answers aloud automatically</source>
        <translation>Leer las respuestas en voz alta automáticamente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice models found</source>
        <translation>Modelos de voz encontrados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Speech model:</source>
        <translation>Modelo de &amp;voz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model is for</source>
        <translation>Para qué sirve el modelo de voz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Listening model:</source>
        <translation>Modelo de &amp;escucha:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the listening model is for</source>
        <translation>Para qué sirve el modelo de escucha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>Idio&amp;ma:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Voice sample:</source>
        <translation>M&amp;uestra de voz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the voice sample is for</source>
        <translation>Para qué sirve la muestra de voz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About voice</source>
        <translation>Acerca de la voz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading speed</source>
        <translation>Velocidad de lectura</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>no listening model</source>
        <translation>ningún modelo de escucha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 listening model</source>
        <translation>1 modelo de escucha</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln listening models</source>
        <translation>
            <numerusform>%Ln modelo de escucha</numerusform>
            <numerusform>%Ln modelos de escucha</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no speech model</source>
        <translation>ningún modelo de voz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 speech model</source>
        <translation>1 modelo de voz</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln speech models</source>
        <translation>
            <numerusform>%Ln modelo de voz</numerusform>
            <numerusform>%Ln modelos de voz</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VoiceInput</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_input.py" line="+27"/>
        <source>Speak</source>
        <translation>Hablar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop listening</source>
        <translation>Dejar de escuchar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speak instead of typing: press, speak, then press again (Esc cancels).</source>
        <translation>Hable en lugar de escribir: pulse, hable y vuelva a pulsar (Esc cancela).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing down what you said…</source>
        <translation>Escribiendo lo que dijo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the words in the box, then press Send.</source>
        <translation>Revise las palabras del cuadro y pulse Enviar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording cancelled; nothing was kept.</source>
        <translation>Grabación cancelada; no se conservó nada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What you said could not be written down; try again.</source>
        <translation>No se pudo escribir lo que dijo; inténtelo de nuevo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Listening… {minutes}:{seconds:02d}. Press “{stop}” when you are done (Esc cancels).</source>
        <translation>Escuchando… {minutes}:{seconds:02d}. Pulse «{stop}» cuando termine (Esc cancela).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hands-free: listening… {minutes}:{seconds:02d}. Speak, then pause: what you said is sent. Esc stops hands-free.</source>
        <translation>Manos libres: escuchando… {minutes}:{seconds:02d}. Hable y haga una pausa: lo que dijo se envía. Esc desactiva el modo manos libres.</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+90"/>
        <source>Speak instead of typing</source>
        <translation>Hablar en lugar de escribir</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Stop listening and write down what was said</source>
        <translation>Dejar de escuchar y escribir lo que se dijo</translation>
    </message>
</context>
<context>
    <name>VoiceNote</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_note.py" line="+16"/>
        <source>Voice</source>
        <translation>Voz</translation>
    </message>
</context>
<context>
    <name>VoiceWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/voice_words.py" line="+31"/>
        <source>{family} reads only in the voice of a sample: choose one in Settings → Voice (a few seconds of someone speaking, WAV or MP3), or another speech model.</source>
        <translation>{family} solo lee con la voz de una muestra: elija una en Ajustes → Voz (unos segundos de alguien hablando, en WAV o MP3) u otro modelo de voz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No microphone can be used: this computer has none LlamaDesk can open. Plug one in (or turn it on, or let apps use it in the system&apos;s privacy settings), then try again.</source>
        <translation>No se puede usar ningún micrófono: este ordenador no tiene ninguno que LlamaDesk pueda abrir. Conecte uno (o enciéndalo, o permita que las aplicaciones lo usen en los ajustes de privacidad del sistema) y vuelva a intentarlo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was heard: the recording was silent or too short. Check that the microphone is on and not muted, then press the microphone, speak, and press it again.</source>
        <translation>No se oyó nada: la grabación estaba en silencio o era demasiado corta. Compruebe que el micrófono está encendido y no silenciado; luego pulse el micrófono, hable y vuelva a pulsarlo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The recording used in place of the microphone ({path}) is not 16-bit sound.</source>
        <translation>La grabación usada en lugar del micrófono ({path}) no es sonido de 16 bits.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recording used in place of the microphone ({path}) could not be read.</source>
        <translation>No se pudo leer la grabación usada en lugar del micrófono ({path}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No sound can be played: this computer has no speakers or headphones LlamaDesk can use. Plug some in (or turn the sound device on), then try again.</source>
        <translation>No se puede reproducir sonido: este ordenador no tiene altavoces ni auriculares que LlamaDesk pueda usar. Conecte unos (o encienda el dispositivo de sonido) y vuelva a intentarlo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The sound could not be played: it is not a WAV clip.</source>
        <translation>No se pudo reproducir el sonido: no es un clip WAV.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sound could not be played: it is not 16-bit mono at {rate} Hz.</source>
        <translation>No se pudo reproducir el sonido: no es mono de 16 bits a {rate} Hz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is in your library, so answers can&apos;t be read aloud yet. Download a Qwen3-TTS or Pocket TTS model (a GGUF file and its mmproj file: search Discover for “Qwen3-TTS GGUF”) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>No hay ningún modelo de voz en su biblioteca, así que aún no se pueden leer las respuestas en voz alta. Descargue un modelo Qwen3-TTS o Pocket TTS (un archivo GGUF y su archivo mmproj: busque «Qwen3-TTS GGUF» en Descubrir) en una de sus carpetas de modelos y elíjalo en Ajustes → Voz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No listening model is in your library, so what you say can&apos;t be written down yet. Download a model that hears (Voxtral, Ultravox, Qwen2-Audio or Gemma 3n, with its audio mmproj file) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>No hay ningún modelo de escucha en su biblioteca, así que aún no se puede escribir lo que usted dice. Descargue un modelo que oiga (Voxtral, Ultravox, Qwen2-Audio o Gemma 3n, con su archivo mmproj de audio) en una de sus carpetas de modelos y elíjalo en Ajustes → Voz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is nothing to read aloud in this answer: it is all code or thinking.</source>
        <translation>No hay nada que leer en voz alta en esta respuesta: es todo código o razonamiento.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model heard no words in the recording. Speak a little louder or closer to the microphone, and try again.</source>
        <translation>El modelo de escucha no oyó ninguna palabra en la grabación. Hable un poco más alto o más cerca del micrófono y vuelva a intentarlo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The speech model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>El modelo de voz elegido en Ajustes → Voz ({file}) ya no está: elija otro.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The listening model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>El modelo de escucha elegido en Ajustes → Voz ({file}) ya no está: elija otro.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} could not be read ({reason}).</source>
        <translation>No se pudo leer {file} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is an mmproj file, not a speech model: choose the speech model itself (its mmproj file is found beside it).</source>
        <translation>{file} es un archivo mmproj, no un modelo de voz: elija el propio modelo de voz (su archivo mmproj se encuentra a su lado).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a {family} speech model, whose {codec} sound decoder needs PyTorch, which LlamaDesk does not use: choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} es un modelo de voz {family}, cuyo decodificador de sonido {codec} necesita PyTorch, que LlamaDesk no usa: elija un modelo Qwen3-TTS o Pocket TTS.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a speech model (it is a {architecture} model): choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} no es un modelo de voz (es un modelo {architecture}): elija un modelo Qwen3-TTS o Pocket TTS.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{projector} is not the mmproj file of a {family} model (it cannot make speech): give the one made for {file}.</source>
        <translation>{projector} no es el archivo mmproj de un modelo {family} (no puede generar voz): indique el que corresponde a {file}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} needs its mmproj file (the one that makes the sound), and none was found beside it: download it into the same folder.</source>
        <translation>{file} necesita su archivo mmproj (el que genera el sonido) y no se encontró ninguno a su lado: descárguelo en la misma carpeta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a model that listens: choose a chat model with an audio mmproj file (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</source>
        <translation>{file} no es un modelo que escuche: elija un modelo de chat con un archivo mmproj de audio (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mmproj file {projector} cannot hear: {file} cannot listen through it.</source>
        <translation>El archivo mmproj {projector} no puede oír: {file} no puede escuchar a través de él.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} has no audio mmproj file beside it, so it cannot listen: download its mmproj file into the same folder.</source>
        <translation>{file} no tiene ningún archivo mmproj de audio a su lado, así que no puede escuchar: descargue su archivo mmproj en la misma carpeta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample {file} was not found: choose another one in Settings → Voice.</source>
        <translation>No se encontró la muestra de voz {file}: elija otra en Ajustes → Voz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{family} does not speak “{language}”; it speaks {languages}.</source>
        <translation>{family} no habla «{language}»; habla {languages}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is loaded.</source>
        <translation>No hay ningún modelo de voz cargado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech is already being made; stop it first.</source>
        <translation>Ya se está generando voz; deténgala primero.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LlamaDesk is closing; nothing can be spoken now.</source>
        <translation>LlamaDesk se está cerrando; ahora no se puede decir nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The llama.cpp runtime in {folder} cannot read aloud (it was installed before speech was added). Install the runtime again in Settings → Runtime.</source>
        <translation>El motor llama.cpp de {folder} no puede leer en voz alta (se instaló antes de que se añadiera la voz). Vuelva a instalar el motor en Ajustes → Motor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that reads aloud could not be started ({reason}). Install the runtime again in Settings → Runtime.</source>
        <translation>No se pudo iniciar el programa que lee en voz alta ({reason}). Vuelva a instalar el motor en Ajustes → Motor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound was made for sentence {sentence}; try again.</source>
        <translation>No se generó sonido para la frase {sentence}; vuelva a intentarlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that reads aloud stopped before the sentence was spoken (exit code {exit_code}); try again.</source>
        <translation>El programa que lee en voz alta se detuvo antes de decir la frase (código de salida {exit_code}); vuelva a intentarlo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample could not be read: give a WAV or MP3.</source>
        <translation>No se pudo leer la muestra de voz: indique un WAV o un MP3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This speech model does not speak the language asked for.</source>
        <translation>Este modelo de voz no habla el idioma pedido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model&apos;s mmproj file could not be loaded.</source>
        <translation>No se pudo cargar el archivo mmproj del modelo de voz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mmproj file given cannot make speech.</source>
        <translation>El archivo mmproj indicado no puede generar voz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (a damaged file?).</source>
        <translation>No se pudo cargar el modelo de voz (¿un archivo dañado?).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (not enough memory?).</source>
        <translation>No se pudo cargar el modelo de voz (¿no hay memoria suficiente?).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>LlamaDesk is closing; nothing can be written down now.</source>
        <translation>LlamaDesk se está cerrando; ahora no se puede escribir nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model is not running. Press the microphone again.</source>
        <translation>El modelo de escucha no está en marcha. Vuelva a pulsar el micrófono.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The recording {file} could not be read ({reason}).</source>
        <translation>No se pudo leer la grabación {file} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a sound file this can read: give a WAV, MP3 or FLAC file.</source>
        <translation>{file} no es un archivo de sonido que se pueda leer: indique un archivo WAV, MP3 o FLAC.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model did not answer; it may have stopped. Press the microphone again.</source>
        <translation>El modelo de escucha no respondió; puede que se haya detenido. Vuelva a pulsar el micrófono.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model could not write down {file}: “{reason}”.</source>
        <translation>El modelo de escucha no pudo escribir {file}: «{reason}».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model answered without writing anything down.</source>
        <translation>El modelo de escucha respondió sin escribir nada.</translation>
    </message>
</context>
<context>
    <name>_ChatRows</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_list.py" line="-105"/>
        <source>New name for the chat</source>
        <translation>Nombre nuevo del chat</translation>
    </message>
</context>
<context>
    <name>_InstallWorker</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-24"/>
        <source>The runtime install was cancelled; nothing was changed.</source>
        <translation>Se canceló la instalación del motor; no se cambió nada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The runtime install failed: {0}</source>
        <translation>La instalación del motor falló: {0}</translation>
    </message>
</context>
<context>
    <name>_JobRow</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="-196"/>
        <source>Download of {0}</source>
        <translation>Descarga de {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State of {0}</source>
        <translation>Estado de {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Progress of {0}</source>
        <translation>Progreso de {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Details of {0}</source>
        <translation>Detalles de {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause download of {0}</source>
        <translation>Pausar la descarga de {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume download of {0}</source>
        <translation>Reanudar la descarga de {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel…</source>
        <translation>Cancelar…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel download of {0}</source>
        <translation>Cancelar la descarga de {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Download instead</source>
        <translation>Descargar en su lugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download instead of {0}</source>
        <translation>Descargar en lugar de {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Retry download of {0}</source>
        <translation>Reintentar la descarga de {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove {0} from the list</source>
        <translation>Quitar {0} de la lista</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>Cargar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load {0}</source>
        <translation>Cargar {0}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Download {0} instead</source>
        <translation>Descargar {0} en su lugar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download {0} {1} instead of {2}</source>
        <translation>Descargar {0} {1} en lugar de {2}</translation>
    </message>
</context>
</TS>
