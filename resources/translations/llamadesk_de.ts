<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AdvancedPanel</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+45"/>
        <location line="+6"/>
        <location line="+89"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>All layers on GPU</source>
        <translation>Alle Schichten auf der GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some layers on GPU</source>
        <translation>Einige Schichten auf der GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU only</source>
        <translation>Nur CPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>GPU offload</source>
        <translation>GPU-Auslagerung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Layers on the GPU</source>
        <translation>Schichten auf der GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> layers</source>
        <translation> Schichten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Graphics cards to use</source>
        <translation>Zu nutzende Grafikkarten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics &amp;cards</source>
        <translation>Grafik&amp;karten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conversation memory (KV cache) type</source>
        <translation>Typ des Gesprächsspeichers (KV-Cache)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flash attention</source>
        <translation>Flash Attention</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cache type note</source>
        <translation>Hinweis zum Cache-Typ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processor threads</source>
        <translation>Prozessor-Threads</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speculative decoding (n-gram)</source>
        <translation>Spekulatives Dekodieren (N-Gramm)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guesses repeated text ahead to answer faster; not used with a projector.</source>
        <translation>Errät wiederholten Text im Voraus, um schneller zu antworten; nicht mit einem Projektor genutzt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chat template file</source>
        <translation>Chat-Vorlagendatei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jinja templates (*.jinja);;All (*)</source>
        <translation>Jinja-Vorlagen (*.jinja);;Alle (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Projector (mmproj) file</source>
        <translation>Projektor-Datei (mmproj)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF projectors (*.gguf);;All files (*)</source>
        <translation>GGUF-Projektoren (*.gguf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU &amp;offload</source>
        <translation>GPU-&amp;Auslagerung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context cac&amp;he type</source>
        <translation>Typ des Kontext-Cac&amp;hes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flash attention</source>
        <translation>&amp;Flash Attention</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Threads</source>
        <translation>&amp;Threads</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chat te&amp;mplate</source>
        <translation>Chat-Vor&amp;lage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Projector</source>
        <translation>&amp;Projektor</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>A {0} cache needs flash attention, so it is turned on.</source>
        <translation>Ein {0}-Cache braucht Flash Attention, daher wird sie eingeschaltet.</translation>
    </message>
</context>
<context>
    <name>AppStatusBar</name>
    <message>
        <location filename="../../desktop/gui/shell/status_bar.py" line="+33"/>
        <source>Runtime</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runtime: looking…</source>
        <translation>Engine: wird gesucht…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device in use</source>
        <translation>Verwendetes Gerät</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+125"/>
        <source>Device: none</source>
        <translation>Gerät: keines</translation>
    </message>
    <message>
        <location line="-123"/>
        <location line="+136"/>
        <source>Graphics card warning</source>
        <translation>Warnung zur Grafikkarte</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>Loaded model</source>
        <translation>Geladenes Modell</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+111"/>
        <location line="+9"/>
        <source>No model loaded</source>
        <translation>Kein Modell geladen</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Memory used by the model</source>
        <translation>Vom Modell belegter Speicher</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Runtime: none found</source>
        <translation>Engine: keine gefunden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Runtime: {runtime}</source>
        <translation>Engine: {runtime}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Device: {device}</source>
        <translation>Gerät: {device}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name} ({note})</source>
        <translation>Modell: {name} ({note})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name}</source>
        <translation>Modell: {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory: uses about {size}</source>
        <translation>Speicher: belegt etwa {size}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model {uses}, as the server reported when it loaded.
As planned, it {needs} at {tokens} tokens of context.</source>
        <translation>Das Modell {uses}, wie der Server beim Laden gemeldet hat.
Wie geplant: Es {needs} bei {tokens} Token Kontext.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory: {need}</source>
        <translation>Speicher: {need}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {model}, the model picked on the Load page.</source>
        <translation>Für {model}, das auf der Seite „Laden“ gewählte Modell.</translation>
    </message>
</context>
<context>
    <name>AttachmentChip</name>
    <message>
        <location filename="../../desktop/gui/chat/attachments.py" line="+69"/>
        <source>Attached picture {name}</source>
        <translation>Angehängtes Bild {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove picture {name}</source>
        <translation>Bild {name} entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Don&apos;t send {name}</source>
        <translation>{name} nicht senden</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <location line="+23"/>
        <source>Pictures to send</source>
        <translation>Zu sendende Bilder</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location line="-82"/>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
</context>
<context>
    <name>BuiltinToolsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="+87"/>
        <source>About tools</source>
        <translation>Über Werkzeuge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn tools on for a chat with the Tools button above its messages. Here you choose when each one needs your approval.</source>
        <translation>Schalten Sie Werkzeuge für einen Chat mit der Schaltfläche „Werkzeuge“ über seinen Nachrichten ein. Hier wählen Sie, wann jedes Ihre Zustimmung braucht.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>What {0} does</source>
        <translation>Was {0} tut</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Let the model use the web (web_search and fetch_url)</source>
        <translation>Dem Modell das Internet erlauben (web_search und fetch_url)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model use the web</source>
        <translation>Dem Modell das Internet erlauben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About the web tools</source>
        <translation>Über die Internet-Werkzeuge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search address for web_search</source>
        <translation>Suchadresse für web_search</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Let the model run commands (shell)</source>
        <translation>Dem Modell erlauben, Befehle auszuführen (Shell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model run commands</source>
        <translation>Dem Modell erlauben, Befehle auszuführen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shell warning</source>
        <translation>Warnung zur Shell</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When {0} needs your approval</source>
        <translation>Wann {0} Ihre Zustimmung braucht</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The shell asks before every command.</source>
        <translation>Die Shell fragt vor jedem Befehl.</translation>
    </message>
</context>
<context>
    <name>ChatComposer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+30"/>
        <source>The loaded model can&apos;t read pictures. Load a model that supports images, with its vision projector file, to attach one.</source>
        <translation>Das geladene Modell kann keine Bilder lesen. Laden Sie ein Modell, das Bilder unterstützt, mit seiner Bildprojektor-Datei, um eines anzuhängen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add a picture for the model to look at.</source>
        <translation>Ein Bild hinzufügen, das sich das Modell ansehen soll.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a message. Enter sends, Shift+Enter starts a new line, Esc stops.</source>
        <translation>Schreiben Sie eine Nachricht. Enter sendet, Umschalt+Enter beginnt eine neue Zeile, Esc stoppt.</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="+41"/>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chat title</source>
        <translation>Chat-Titel</translation>
    </message>
</context>
<context>
    <name>ChatList</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_list.py" line="+54"/>
        <source>d MMM yyyy</source>
        <translation>d. MMM yyyy</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Search chats</source>
        <translation>Chats durchsuchen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search result</source>
        <translation>Suchergebnis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved chats</source>
        <translation>Gespeicherte Chats</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat (Ctrl+N)</source>
        <translation>Einen neuen Chat beginnen (Strg+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename chat</source>
        <translation>Chat umbenennen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Delete chat</source>
        <translation>Chat löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the chat “{title}”? This can&apos;t be undone.</source>
        <translation>Den Chat „{title}“ löschen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No chats match “{search}”.</source>
        <translation>Keine Chats passen zu „{search}“.</translation>
    </message>
</context>
<context>
    <name>ChatModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+29"/>
        <source>No model loaded</source>
        <translation>Kein Modell geladen</translation>
    </message>
</context>
<context>
    <name>ChatTitle</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="-19"/>
        <source>New…</source>
        <translation>Neu…</translation>
    </message>
</context>
<context>
    <name>ChatToolCalls</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_chat.py" line="+237"/>
        <source>This model can&apos;t use tools, so this answer was written without them.</source>
        <translation>Dieses Modell kann keine Werkzeuge verwenden, daher wurde diese Antwort ohne sie geschrieben.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{text} Allow once, Allow in this chat or Deny, on the answer above the message box.</source>
        <translation>{text} Einmal erlauben, In diesem Chat erlauben oder Ablehnen, an der Antwort über dem Nachrichtenfeld.</translation>
    </message>
</context>
<context>
    <name>ChatToolsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="+48"/>
        <location line="+3"/>
        <source>Tools for this chat</source>
        <translation>Werkzeuge für diesen Chat</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Choose the tools the model may use in this chat</source>
        <translation>Wählen Sie die Werkzeuge, die das Modell in diesem Chat nutzen darf</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{tool} (off in Settings)</source>
        <translation>{tool} (in den Einstellungen ausgeschaltet)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (kann Dinge ändern)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (only reads)</source>
        <translation>{tool} (liest nur)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MCP servers</source>
        <translation>MCP-Server</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every tool of {server}: those it marks as only reading run at once, the others ask you first, every time for those that can delete or overwrite</source>
        <translation>Jedes Werkzeug von {server}: die als nur lesend markierten laufen sofort, die anderen fragen Sie zuerst, und zwar jedes Mal bei denen, die löschen oder überschreiben können</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Files the tools may read</source>
        <translation>Dateien, die die Werkzeuge lesen dürfen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} (untick to take it away)</source>
        <translation>{file} (Haken entfernen, um die Datei zu entfernen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attach a file…</source>
        <translation>Datei anhängen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file the model may read in this chat (nothing else is)</source>
        <translation>Eine Datei, die das Modell in diesem Chat lesen darf (sonst nichts)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s first step in each answer is a tool call</source>
        <translation>Der erste Schritt des Modells in jeder Antwort ist ein Werkzeugaufruf</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Attach a file for the tools</source>
        <translation>Eine Datei für die Werkzeuge anhängen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tools: {count} on</source>
        <translation>Werkzeuge: {count} aktiv</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{names} on</source>
        <translation>{names} aktiv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tools on in this chat</source>
        <translation>Keine Werkzeuge in diesem Chat aktiv</translation>
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
        <translation>Ihre gespeicherten Chats zeigen</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Attach image</source>
        <translation>Bild anhängen</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Writing the answer…</source>
        <translation>Die Antwort wird geschrieben…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Answer: {text}</source>
        <translation>Antwort: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer is empty.</source>
        <translation>Die Antwort ist leer.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This chat nearly fills what the model can keep in mind; the next message may not fit.</source>
        <translation>Dieser Chat füllt fast alles, was sich das Modell merken kann; die nächste Nachricht passt vielleicht nicht mehr.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This chat is too long for the model&apos;s context.</source>
        <translation>Dieser Chat ist zu lang für den Kontext des Modells.</translation>
    </message>
</context>
<context>
    <name>ChatWelcome</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_welcome.py" line="+14"/>
        <source>Ask anything</source>
        <translation>Fragen Sie, was Sie möchten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model runs on this computer: what you write here stays on it. Try one of these, or write your own below.</source>
        <translation>Das Modell läuft auf diesem Computer: Was Sie hier schreiben, bleibt darauf. Probieren Sie eines davon, oder schreiben Sie unten Ihr eigenes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Explain how a rainbow forms, in a few simple sentences.</source>
        <translation>Erkläre in ein paar einfachen Sätzen, wie ein Regenbogen entsteht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a short, friendly email saying I can&apos;t come to Friday&apos;s meeting.</source>
        <translation>Schreibe eine kurze, freundliche E-Mail, dass ich am Freitag nicht zum Treffen kommen kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give me three ideas for a quick vegetarian dinner.</source>
        <translation>Gib mir drei Ideen für ein schnelles vegetarisches Abendessen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About this chat</source>
        <translation>Über diesen Chat</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask: {prompt}</source>
        <translation>Fragen: {prompt}</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+52"/>
        <source>Instructions for the assistant</source>
        <translation>Anweisungen für den Assistenten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: how the assistant should answer</source>
        <translation>Optional: wie der Assistent antworten soll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Instructions</source>
        <translation>&amp;Anweisungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Told to the assistant before every message of this chat, e.g. “Answer briefly, in French.”</source>
        <translation>Wird dem Assistenten vor jeder Nachricht dieses Chats gesagt, z. B. „Antworte kurz, auf Französisch.“</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Message to send</source>
        <translation>Zu sendende Nachricht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send message</source>
        <translation>Nachricht senden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send (Enter)</source>
        <translation>Senden (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the answer</source>
        <translation>Die Antwort stoppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop (Esc)</source>
        <translation>Stopp (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image…</source>
        <translation>Bild anhängen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image</source>
        <translation>Bild anhängen</translation>
    </message>
</context>
<context>
    <name>ContextChoices</name>
    <message>
        <location filename="../../desktop/gui/chat/context_meter.py" line="+120"/>
        <source>This chat is too long</source>
        <translation>Dieser Chat ist zu lang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat length problem</source>
        <translation>Problem mit der Chat-Länge</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new chat</source>
        <translation>Einen neuen Chat beginnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Drop the oldest turns</source>
        <translation>Die ältesten Nachrichten weglassen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Answer again without the earliest messages; they stay saved in this chat.</source>
        <translation>Ohne die frühesten Nachrichten neu antworten; sie bleiben in diesem Chat gespeichert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Reload with a longer context</source>
        <translation>Mit längerem Kontext neu laden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Load the model again with {longer} tokens of context.</source>
        <translation>Das Modell erneut mit {longer} Token Kontext laden.</translation>
    </message>
</context>
<context>
    <name>ContextMeter</name>
    <message>
        <location line="-117"/>
        <source>{used} of {context} tokens</source>
        <translation>{used} von {context} Token</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Context used</source>
        <translation>Genutzter Kontext</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of the model&apos;s context this chat uses.</source>
        <translation>Wie viel vom Kontext des Modells dieser Chat nutzt.</translation>
    </message>
</context>
<context>
    <name>ContextNotices</name>
    <message>
        <location line="+124"/>
        <source>Context note</source>
        <translation>Hinweis zum Kontext</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>The %Ln oldest messages are no longer sent to the model, so the chat fits; they stay saved here.</source>
        <translation>
            <numerusform>Die älteste Nachricht wird nicht mehr an das Modell gesendet, damit der Chat passt; sie bleibt hier gespeichert.</numerusform>
            <numerusform>Die %Ln ältesten Nachrichten werden nicht mehr an das Modell gesendet, damit der Chat passt; sie bleiben hier gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There are no older messages to drop; start a new chat or shorten your message.</source>
        <translation>Es gibt keine älteren Nachrichten zum Weglassen; beginnen Sie einen neuen Chat oder kürzen Sie Ihre Nachricht.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading the model again with {context} tokens of context. Press Retry on the answer when it is ready.</source>
        <translation>Das Modell wird erneut mit {context} Token Kontext geladen. Drücken Sie „Erneut versuchen“ an der Antwort, sobald es bereit ist.</translation>
    </message>
</context>
<context>
    <name>ConversationCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/conversation_calls.py" line="+119"/>
        <source>The saved chats were already closed.</source>
        <translation>Die gespeicherten Chats waren bereits geschlossen.</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/crash_notice.py" line="+14"/>
        <source>LlamaDesk closed unexpectedly last time. A report of what happened was kept; it holds no chats, keys or tokens. Sending it to the people who make LlamaDesk helps them fix it.</source>
        <translation>LlamaDesk wurde letztes Mal unerwartet beendet. Ein Bericht über das Geschehene wurde aufbewahrt; er enthält keine Chats, Schlüssel oder Tokens. Wenn Sie ihn an die Entwickler von LlamaDesk senden, hilft ihnen das, den Fehler zu beheben.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>LlamaDesk closed unexpectedly</source>
        <translation>LlamaDesk wurde unerwartet beendet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy report</source>
        <translation>Bericht kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
</context>
<context>
    <name>DefaultsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="+67"/>
        <source>Load the model I used last when LlamaDesk starts</source>
        <translation>Das zuletzt von mir genutzte Modell beim Start von LlamaDesk laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the model used last when LlamaDesk starts</source>
        <translation>Das zuletzt genutzte Modell beim Start von LlamaDesk laden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default context length</source>
        <translation>Standard-Kontextlänge</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source> tokens</source>
        <translation> Token</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Default graphics card use</source>
        <translation>Standard-Nutzung der Grafikkarte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Default context cache type</source>
        <translation>Standardtyp des Kontext-Caches</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default temperature</source>
        <translation>Standard-Temperatur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default top-p</source>
        <translation>Standard-Top-p</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default number of candidate words (top K)</source>
        <translation>Standard-Anzahl der Kandidatenwörter (Top K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many of the likeliest next words the model picks from. Fewer gives safer, plainer answers; Off lets it pick from all of them.</source>
        <translation>Aus wie vielen der wahrscheinlichsten nächsten Wörter das Modell wählt. Weniger ergibt sicherere, schlichtere Antworten; Aus lässt es aus allen wählen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+17"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Default least likely word allowed (min P)</source>
        <translation>Standard für das unwahrscheinlichste erlaubte Wort (Min P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words far less likely than the best next word are never picked. Higher keeps answers on topic; 0 turns this off.</source>
        <translation>Wörter, die viel unwahrscheinlicher als das beste nächste Wort sind, werden nie gewählt. Höher hält Antworten beim Thema; 0 schaltet dies aus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default repetition penalty</source>
        <translation>Standard-Wiederholungsstrafe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above 1 the model avoids saying the same words over and over. Off (1.00) leaves it as it is.</source>
        <translation>Über 1 vermeidet das Modell, dieselben Wörter immer wieder zu sagen. Aus (1,00) lässt es, wie es ist.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Default seed</source>
        <translation>Standard-Startwert (Seed)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random gives a different answer every time. With a number, the same question asked with the same settings gets the same answer.</source>
        <translation>Zufällig ergibt jedes Mal eine andere Antwort. Mit einer Zahl bekommt dieselbe Frage mit denselben Einstellungen dieselbe Antwort.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Default longest answer</source>
        <translation>Standard für die längste Antwort</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>Keine Grenze</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default instructions for the assistant</source>
        <translation>Standard-Anweisungen für den Assistenten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Context length</source>
        <translation>&amp;Kontextlänge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Graphics card use</source>
        <translation>Nutzung der &amp;Grafikkarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context &amp;cache type</source>
        <translation>Typ des Kontext-&amp;Caches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cr&amp;eativity (temperature)</source>
        <translation>Kreati&amp;vität (Temperatur)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Word choice breadth (top &amp;P)</source>
        <translation>Breite der Wortwahl (Top &amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidate &amp;words (top K)</source>
        <translation>Kandidaten&amp;wörter (Top K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Least likely word allowed (&amp;min P)</source>
        <translation>Unwahrscheinlichstes erlaubtes Wort (&amp;Min P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetition pe&amp;nalty</source>
        <translation>Wiederholungsstra&amp;fe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (random or a &amp;number)</source>
        <translation>Startwert (zufällig oder eine &amp;Zahl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Longest answer</source>
        <translation>&amp;Längste Antwort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instructions for the assistant</source>
        <translation>&amp;Anweisungen für den Assistenten</translation>
    </message>
</context>
<context>
    <name>DiscoverPage</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_page.py" line="+35"/>
        <source>Downloads</source>
        <translation>Downloads</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Find models and downloads</source>
        <translation>Modelle und Downloads finden</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{0} {1} is in the download list.</source>
        <translation>{0} {1} ist in der Download-Liste.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Download finished: the model is in the Library.</source>
        <translation>Download fertig: Das Modell ist in der Bibliothek.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A model</source>
        <translation>Ein Modell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The download of {0} stopped: its row under Downloads says why.</source>
        <translation>Der Download von {0} wurde abgebrochen: Den Grund finden Sie in seiner Zeile unter „Downloads“.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hugging Face answers again.</source>
        <translation>Hugging Face antwortet wieder.</translation>
    </message>
</context>
<context>
    <name>DiscoverView</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_view.py" line="+68"/>
        <source>Most downloaded</source>
        <translation>Am meisten heruntergeladen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recently updated</source>
        <translation>Kürzlich aktualisiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Good first models for this computer</source>
        <translation>Gute erste Modelle für diesen Computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat models</source>
        <translation>Chat-Modelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding models, for your documents</source>
        <translation>Embedding-Modelle, für Ihre Dokumente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding models, for searching your documents</source>
        <translation>Embedding-Modelle, zum Durchsuchen Ihrer Dokumente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An embedding model does not chat: it turns text into numbers, so LlamaDesk can find the passages of your documents that mean what you asked, even in other words. LlamaDesk starts with all-MiniLM-L6-v2 (small, English). A better one finds the right passages more often and reads more languages. Once downloaded, choose it in a chat&apos;s Documents window (Embedding model…); each library is then read again.</source>
        <translation>Ein Embedding-Modell chattet nicht: Es verwandelt Text in Zahlen, damit LlamaDesk die Stellen Ihrer Dokumente findet, die das bedeuten, was Sie gefragt haben, auch in anderen Worten. LlamaDesk beginnt mit all-MiniLM-L6-v2 (klein, Englisch). Ein besseres findet öfter die richtigen Stellen und liest mehr Sprachen. Wählen Sie es nach dem Download im Fenster „Dokumente“ eines Chats (Embedding-Modell…); jede Bibliothek wird dann neu gelesen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Why it&apos;s a good start</source>
        <translation>Warum es ein guter Anfang ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested version</source>
        <translation>Empfohlene Version</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Downloads</source>
        <translation>Downloads</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likes</source>
        <translation>Likes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access</source>
        <translation>Zugang</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About how much the usual version ({0}) downloads. See versions for each version&apos;s exact size and whether it fits this computer.</source>
        <translation>Etwa so viel lädt die übliche Version ({0}) herunter. Unter „Versionen ansehen“ stehen die genaue Größe jeder Version und ob sie auf diesen Computer passt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated</source>
        <translation>Zugangsbeschränkt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This shows once Hugging Face answers: press Try again above.</source>
        <translation>Dies erscheint, sobald Hugging Face antwortet: Drücken Sie oben „Erneut versuchen“.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Get models</source>
        <translation>Modelle holen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search Hugging Face for models</source>
        <translation>Hugging Face nach Modellen durchsuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search Hugging Face, e.g. llama, qwen, gemma</source>
        <translation>Hugging Face durchsuchen, z. B. llama, qwen, gemma</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Order of the results</source>
        <translation>Reihenfolge der Ergebnisse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search now</source>
        <translation>Jetzt suchen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the list shows</source>
        <translation>Was die Liste zeigt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which models to suggest</source>
        <translation>Welche Modelle vorgeschlagen werden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Search status</source>
        <translation>Suchstatus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Models found</source>
        <translation>Gefundene Modelle</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>See versions</source>
        <translation>Versionen ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the versions of the selected model</source>
        <translation>Die Versionen des gewählten Modells ansehen</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Checking this computer…</source>
        <translation>Dieser Computer wird geprüft…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Choose one to see its versions, or search for any model above.</source>
        <translation>Wählen Sie eines, um seine Versionen zu sehen, oder suchen Sie oben nach einem beliebigen Modell.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Searching Hugging Face…</source>
        <translation>Hugging Face wird durchsucht…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Models matching “{0}”</source>
        <translation>Modelle passend zu „{0}“</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 model found.</source>
        <translation>1 Modell gefunden.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>%Ln Modell gefunden.</numerusform>
            <numerusform>%Ln Modelle gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No GGUF models match “{0}”. Try a shorter or other name.</source>
        <translation>Keine GGUF-Modelle passen zu „{0}“. Versuchen Sie einen kürzeren oder anderen Namen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The search failed.</source>
        <translation>Die Suche ist fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>DocumentsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="+182"/>
        <source>Documents for this chat</source>
        <translation>Dokumente für diesen Chat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let this chat answer from your files: PDFs, Word, text, web pages.</source>
        <translation>Lassen Sie diesen Chat aus Ihren Dateien antworten: PDFs, Word, Text, Webseiten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Documents: {name}</source>
        <translation>Dokumente: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from the library “{name}”.</source>
        <translation>Dieser Chat antwortet aus der Bibliothek „{name}“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents ({count})</source>
        <translation>Dokumente ({count})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from {names}.</source>
        <translation>Dieser Chat antwortet aus {names}.</translation>
    </message>
</context>
<context>
    <name>DocumentsCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/documents_calls.py" line="+254"/>
        <source>Indexing stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>Das Indizieren wurde wegen eines unerwarteten Problems in LlamaDesk beendet.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your documents could not be reached because of an unexpected problem in LlamaDesk.</source>
        <translation>Auf Ihre Dokumente konnte wegen eines unerwarteten Problems in LlamaDesk nicht zugegriffen werden.</translation>
    </message>
</context>
<context>
    <name>DocumentsCounts</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="-132"/>
        <source>1 file</source>
        <translation>1 Datei</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln Datei</numerusform>
            <numerusform>%Ln Dateien</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 passage</source>
        <translation>1 Textstelle</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln passages</source>
        <translation>
            <numerusform>%Ln Textstelle</numerusform>
            <numerusform>%Ln Textstellen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 new passage</source>
        <translation>1 neue Textstelle</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln new passages</source>
        <translation>
            <numerusform>%Ln neue Textstelle</numerusform>
            <numerusform>%Ln neue Textstellen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{done} of 1 file</source>
        <translation>{done} von 1 Datei</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{done} of %Ln files</source>
        <translation>
            <numerusform>{done} von %Ln Datei</numerusform>
            <numerusform>{done} von %Ln Dateien</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 could not be read</source>
        <translation>1 konnte nicht gelesen werden</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>%Ln konnte nicht gelesen werden</numerusform>
            <numerusform>%Ln konnten nicht gelesen werden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>…and 1 more file could not be read.</source>
        <translation>…und 1 weitere Datei konnte nicht gelesen werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>…and %Ln more files could not be read.</source>
        <translation>
            <numerusform>…und %Ln weitere Datei konnte nicht gelesen werden.</numerusform>
            <numerusform>…und %Ln weitere Dateien konnten nicht gelesen werden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <location line="-46"/>
        <source>Tick the libraries this chat answers from: each question is searched in them first, and the answer lists the passages it was given under “Sources”.</source>
        <translation>Haken Sie die Bibliotheken an, aus denen dieser Chat antwortet: Jede Frage wird zuerst darin gesucht, und die Antwort listet die Textstellen, die sie bekam, unter „Quellen“ auf.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No libraries yet: add a folder or files to make one.</source>
        <translation>Noch keine Bibliotheken: Fügen Sie einen Ordner oder Dateien hinzu, um eine anzulegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;All files (*)</source>
        <translation>Dokumente (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Read {files}…</source>
        <translation>{files} lesen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading {files}… ({name})</source>
        <translation>{files} werden gelesen… ({name})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not indexed yet</source>
        <translation>noch nicht indiziert</translation>
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
        <translation>„{name}“ konnte nicht indiziert werden: {problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Indexing “{name}” stopped. What was read is kept; Update goes on from there.</source>
        <translation>Das Indizieren von „{name}“ wurde beendet. Was gelesen wurde, bleibt erhalten; „Aktualisieren“ macht dort weiter.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“{name}” is ready: {files} read, {passages}.</source>
        <translation>„{name}“ ist bereit: {files} gelesen, {passages}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{source} could not be reached; its files are kept as they were indexed.</source>
        <translation>{source} war nicht erreichbar; seine Dateien bleiben, wie sie indiziert wurden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Embedding model: {name}</source>
        <translation>Embedding-Modell: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model: the first one in your model folders</source>
        <translation>Embedding-Modell: das erste in Ihren Modellordnern</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+1"/>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Documents for this chat</source>
        <translation>Dokumente für diesen Chat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About documents</source>
        <translation>Über Dokumente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Libraries</source>
        <translation>Bibliotheken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No libraries</source>
        <translation>Keine Bibliotheken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+89"/>
        <source>Make a library from a folder</source>
        <translation>Eine Bibliothek aus einem Ordner anlegen</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Add files…</source>
        <translation>Dateien hinzufügen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+94"/>
        <source>Make a library from files</source>
        <translation>Eine Bibliothek aus Dateien anlegen</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Update</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the library&apos;s new and changed files</source>
        <translation>Die neuen und geänderten Dateien der Bibliothek lesen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop indexing</source>
        <translation>Indizieren stoppen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the library (your files stay)</source>
        <translation>Die Bibliothek entfernen (Ihre Dateien bleiben)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indexing status</source>
        <translation>Indizierungsstatus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model</source>
        <translation>Embedding-Modell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding model…</source>
        <translation>Embedding-Modell…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the embedding model file</source>
        <translation>Die Embedding-Modelldatei wählen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model that turns text into numbers for searching (a GGUF file). Another model means reading every library again.</source>
        <translation>Das Modell, das Text zum Suchen in Zahlen verwandelt (eine GGUF-Datei). Bei einem anderen Modell muss jede Bibliothek neu gelesen werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reranking model</source>
        <translation>Reranking-Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reranking model:</source>
        <translation>&amp;Reranking-Modell:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reranking model reads the question with each passage found and puts the best first (slower, often better). None: keyword and meaning search alone.</source>
        <translation>Ein Reranking-Modell liest die Frage mit jeder gefundenen Textstelle und stellt die besten nach vorn (langsamer, oft besser). Keines: nur Stichwort- und Bedeutungssuche.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close the Documents window</source>
        <translation>Das Fenster „Dokumente“ schließen</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Making the library…</source>
        <translation>Die Bibliothek wird angelegt…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the embedding model</source>
        <translation>Das Embedding-Modell wählen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF-Modelle (*.gguf)</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+96"/>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>starting the embedding model…</source>
        <translation>Embedding-Modell wird gestartet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Indexing “{name}”: starting the embedding model…</source>
        <translation>„{name}“ wird indiziert: Embedding-Modell wird gestartet…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Indexing “{name}”: {text}</source>
        <translation>„{name}“ wird indiziert: {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Remove library</source>
        <translation>Bibliothek entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the library “{name}”? Your files stay where they are; only what LlamaDesk read from them is forgotten.</source>
        <translation>Die Bibliothek „{name}“ entfernen? Ihre Dateien bleiben, wo sie sind; nur was LlamaDesk daraus gelesen hat, wird vergessen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Removed “{name}”.</source>
        <translation>„{name}“ entfernt.</translation>
    </message>
</context>
<context>
    <name>DocumentsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/documents_words.py" line="+36"/>
        <source>{file} could not be read: {reason}</source>
        <translation>{file} konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is gone</source>
        <translation>die Datei ist nicht mehr da</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission was denied</source>
        <translation>der Zugriff wurde verweigert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk could not read it</source>
        <translation>der Datenträger konnte sie nicht lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is protected by a password</source>
        <translation>sie ist durch ein Passwort geschützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged</source>
        <translation>die Datei ist beschädigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (it has no pages)</source>
        <translation>die Datei ist beschädigt (sie hat keine Seiten)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read (its pages may be pictures of scanned paper)</source>
        <translation>sie enthält keinen lesbaren Text (ihre Seiten sind vielleicht nur eingescannte Bilder)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read</source>
        <translation>sie enthält keinen lesbaren Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is damaged</source>
        <translation>der Text ist beschädigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a text file</source>
        <translation>sie ist keine Textdatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a Word document or it is damaged</source>
        <translation>sie ist kein Word-Dokument oder beschädigt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{suffix} files are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>{suffix}-Dateien werden nicht unterstützt (PDF, Word, Text, Markdown und HTML schon)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its structure is nested too deeply</source>
        <translation>ihre Struktur ist zu tief verschachtelt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is too large to read</source>
        <translation>sie ist zu groß zum Lesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>files without an ending are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>Dateien ohne Endung werden nicht unterstützt (PDF, Word, Text, Markdown und HTML schon)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A library needs a name.</source>
        <translation>Eine Bibliothek braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a library named “{name}”.</source>
        <translation>Es gibt bereits eine Bibliothek namens „{name}“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no library named “{name}”.</source>
        <translation>Es gibt keine Bibliothek namens „{name}“.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The documents index is closed. Open the Documents window again.</source>
        <translation>Der Dokumentenindex ist geschlossen. Öffnen Sie das Dokumente-Fenster erneut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk is full: the documents index could not be saved. Free some space and index again; it goes on where it stopped.</source>
        <translation>Der Datenträger ist voll: Der Dokumentenindex konnte nicht gespeichert werden. Geben Sie Speicherplatz frei und indizieren Sie erneut; es geht dort weiter, wo es aufgehört hat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index is busy in another LlamaDesk window or command. Try again when it has finished.</source>
        <translation>Der Dokumentenindex wird gerade von einem anderen LlamaDesk-Fenster oder -Befehl benutzt. Versuchen Sie es erneut, wenn dieser fertig ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>Der Dokumentenindex konnte unter {path} nicht geöffnet werden. Prüfen Sie, ob der Ordner existiert und Sie darin schreiben dürfen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index was written by a newer LlamaDesk. Update LlamaDesk to use it.</source>
        <translation>Der Dokumentenindex wurde von einem neueren LlamaDesk geschrieben. Aktualisieren Sie LlamaDesk, um ihn zu verwenden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The documents index at {path} could not be read: it is damaged or not an index. Move it aside and add your libraries again.</source>
        <translation>Der Dokumentenindex unter {path} konnte nicht gelesen werden: Er ist beschädigt oder kein Index. Verschieben Sie ihn und fügen Sie Ihre Bibliotheken erneut hinzu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The embedding model {model} took too long to answer. Try again; if it keeps happening, restart LlamaDesk.</source>
        <translation>Das Embedding-Modell {model} hat zu lange für eine Antwort gebraucht. Versuchen Sie es erneut; passiert es wieder, starten Sie LlamaDesk neu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} is not running any more. Press Update to start it again (indexing goes on where it stopped).</source>
        <translation>Das Embedding-Modell {model} läuft nicht mehr. Klicken Sie auf „Aktualisieren“, um es wieder zu starten (die Indizierung geht dort weiter, wo sie aufgehört hat).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} refused the app&apos;s key.</source>
        <translation>Das Embedding-Modell {model} hat den Schlüssel der App abgelehnt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} could not embed the text (HTTP {status}).</source>
        <translation>Das Embedding-Modell {model} konnte den Text nicht verarbeiten (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} sent an answer the app does not understand.</source>
        <translation>Das Embedding-Modell {model} hat eine Antwort geschickt, die die App nicht versteht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The embedding model {model} could not embed the text: “{reason}”.</source>
        <translation>Das Embedding-Modell {model} konnte den Text nicht verarbeiten: „{reason}“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The library “{library}” was indexed with the embedding model {stored}; using {given} instead means reading all its files again: press Update.</source>
        <translation>Die Bibliothek „{library}“ wurde mit dem Embedding-Modell {stored} indiziert; mit {given} stattdessen müssen alle ihre Dateien erneut gelesen werden: Klicken Sie auf „Aktualisieren“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents need an embedding model, which turns text into numbers for searching. Download one in Discover (search “embedding”, e.g. all-MiniLM-L6-v2, 46 MB), or choose one you have with “Embedding model…” here.</source>
        <translation>Dokumente brauchen ein Embedding-Modell, das Text für die Suche in Zahlen umwandelt. Laden Sie eines unter „Entdecken“ herunter (suchen Sie nach „embedding“, z. B. all-MiniLM-L6-v2, 46 MB), oder wählen Sie hier mit „Embedding-Modell…“ eines, das Sie schon haben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is a chat model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} ist ein Chat-Modell, kein Embedding-Modell. Dokumente brauchen ein Embedding-Modell wie all-MiniLM-L6-v2: Suchen Sie unter „Entdecken“ nach „embedding“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a reranking model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} ist ein Reranking-Modell, kein Embedding-Modell. Dokumente brauchen ein Embedding-Modell wie all-MiniLM-L6-v2: Suchen Sie unter „Entdecken“ nach „embedding“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>LlamaDesk is closing; your documents are not searched.</source>
        <translation>LlamaDesk wird beendet; Ihre Dokumente werden nicht durchsucht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{source} cannot be reached (a disk unplugged or a folder moved?). Its passages are kept and searched as they were; they are brought up to date when it is back.</source>
        <translation>{source} ist nicht erreichbar (ein Datenträger abgezogen oder ein Ordner verschoben?). Seine Textstellen bleiben erhalten und werden wie bisher durchsucht; sie werden aktualisiert, sobald es wieder da ist.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your documents could not be searched: {why}</source>
        <translation>Ihre Dokumente konnten nicht durchsucht werden: {why}</translation>
    </message>
</context>
<context>
    <name>DownloadsPanel</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="+37"/>
        <source>Downloads appear here.</source>
        <translation>Downloads erscheinen hier.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>goes on by itself when the connection is back</source>
        <translation>wird automatisch fortgesetzt, sobald die Verbindung wieder besteht</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>Wird heruntergeladen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the connection</source>
        <translation>Wartet auf die Verbindung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} · starting…</source>
        <translation>{0} · wird gestartet…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left</source>
        <translation>noch {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>working out the time left</source>
        <translation>Restzeit wird berechnet</translation>
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
        <translation>Der Download ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} · ready to load</source>
        <translation>{0} · bereit zum Laden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled; nothing was kept.</source>
        <translation>Abgebrochen; nichts wurde behalten.</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Downloads</source>
        <translation>Downloads</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No downloads</source>
        <translation>Keine Downloads</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem with the list of downloads</source>
        <translation>Problem mit der Download-Liste</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>List of downloads</source>
        <translation>Download-Liste</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Cancel download</source>
        <translation>Download abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the download of {0}? What was downloaded so far is deleted.</source>
        <translation>Den Download von {0} abbrechen? Was bisher heruntergeladen wurde, wird gelöscht.</translation>
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
        <translation>Der Chat konnte nicht gespeichert werden: Der Ordner {folder} existiert nicht.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the file could not be written</source>
        <translation>die Datei konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat could not be saved to {path}: {reason}.</source>
        <translation>Der Chat konnte nicht unter {path} gespeichert werden: {reason}.</translation>
    </message>
</context>
<context>
    <name>ExportButton</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_export_button.py" line="+44"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Export chat</source>
        <translation>Chat exportieren</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Save this chat as a Markdown or JSON file.</source>
        <translation>Diesen Chat als Markdown- oder JSON-Datei speichern.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as Markdown…</source>
        <translation>Als Markdown exportieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export as JSON…</source>
        <translation>Als JSON exportieren…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export result</source>
        <translation>Ergebnis des Exports</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>There is nothing to export yet: send a message first.</source>
        <translation>Es gibt noch nichts zu exportieren: Senden Sie zuerst eine Nachricht.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saving the chat to {path}…</source>
        <translation>Der Chat wird unter {path} gespeichert…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the chat to {path}.</source>
        <translation>Der Chat wurde unter {path} gespeichert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chat could not be saved because of an unexpected problem.</source>
        <translation>Der Chat konnte wegen eines unerwarteten Problems nicht gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>FailureWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/failure_words.py" line="+20"/>
        <source>This version of llama.cpp does not work on your processor. Install the portable runtime in Settings.</source>
        <translation>Diese Version von llama.cpp funktioniert nicht auf Ihrem Prozessor. Installieren Sie in den Einstellungen die portable Engine.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server could not start: a file it needs is missing. Reinstall the runtime in Settings, or install the Microsoft Visual C++ Redistributable.</source>
        <translation>Der Modellserver konnte nicht starten: Eine Datei, die er braucht, fehlt. Installieren Sie die Engine in den Einstellungen neu oder installieren Sie das Microsoft Visual C++ Redistributable.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that runs the models (llama-server) is missing or cannot start. Reinstall the runtime in Settings.</source>
        <translation>Das Programm, das die Modelle ausführt (llama-server), fehlt oder kann nicht starten. Installieren Sie die Engine in den Einstellungen neu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is not enough memory to load {model}. Try a shorter context, a smaller version of the model, or fewer layers on the graphics card.</source>
        <translation>Der Speicher reicht nicht, um {model} zu laden. Versuchen Sie einen kürzeren Kontext, eine kleinere Version des Modells oder weniger Schichten auf der Grafikkarte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This version of llama.cpp does not know the kind of model {model} is ({architecture}). Update the runtime in Settings, or choose another model.</source>
        <translation>Diese Version von llama.cpp kennt die Art von Modell nicht, die {model} ist ({architecture}). Aktualisieren Sie die Engine in den Einstellungen oder wählen Sie ein anderes Modell.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{model} could not be loaded: the file is damaged, incomplete or not a model llama.cpp can read. Download it again or choose another model.</source>
        <translation>{model} konnte nicht geladen werden: Die Datei ist beschädigt, unvollständig oder kein Modell, das llama.cpp lesen kann. Laden Sie es erneut herunter oder wählen Sie ein anderes Modell.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your NVIDIA driver is too old for this runtime. Update the driver, or use the processor runtime in Settings.</source>
        <translation>Ihr NVIDIA-Treiber ist zu alt für diese Engine. Aktualisieren Sie den Treiber oder nutzen Sie in den Einstellungen die Engine für den Prozessor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another program was using the port the model server needed. Try again.</source>
        <translation>Ein anderes Programm hat den Port benutzt, den der Modellserver brauchte. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while loading {model}.</source>
        <translation>Der Modellserver hat sich beim Laden von {model} beendet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loading {model} took too long. Try a smaller model or a shorter context.</source>
        <translation>Das Laden von {model} hat zu lange gedauert. Versuchen Sie ein kleineres Modell oder einen kürzeren Kontext.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading the model was cancelled.</source>
        <translation>Das Laden des Modells wurde abgebrochen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model server was stopped from outside while loading. Nothing is wrong with the model: load it again.</source>
        <translation>Der Modellserver wurde während des Ladens von außen beendet. Mit dem Modell ist alles in Ordnung: Laden Sie es erneut.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model server could not start: a file it needs ({library}) is missing. Reinstall the runtime in Settings.</source>
        <translation>Der Modellserver konnte nicht starten: Eine Datei, die er braucht ({library}), fehlt. Installieren Sie die Engine in den Einstellungen neu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model file {model} is missing. Download it again or choose another model.</source>
        <translation>Die Modelldatei {model} fehlt. Laden Sie sie erneut herunter oder wählen Sie ein anderes Modell.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Port {port} is used by another program, so other apps can&apos;t reach LlamaDesk there. Choose another port in Settings (Other apps), or close that program.</source>
        <translation>Port {port} wird von einem anderen Programm benutzt, daher können andere Apps LlamaDesk dort nicht erreichen. Wählen Sie in den Einstellungen (Andere Apps) einen anderen Port oder schließen Sie dieses Programm.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server said it was ready but does not answer. Try again.</source>
        <translation>Der Modellserver hat gemeldet, dass er bereit ist, antwortet aber nicht. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This conversation is longer than the model&apos;s context. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Dieses Gespräch ist länger als der Kontext des Modells. Beginnen Sie einen neuen Chat, kürzen Sie Ihre Nachricht oder laden Sie das Modell mit einem größeren Kontext.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens). Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Dieses Gespräch ist länger als der Kontext des Modells ({context} Token). Beginnen Sie einen neuen Chat, kürzen Sie Ihre Nachricht oder laden Sie das Modell mit einem größeren Kontext.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens); it needs {needed}. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Dieses Gespräch ist länger als der Kontext des Modells ({context} Token); es braucht {needed}. Beginnen Sie einen neuen Chat, kürzen Sie Ihre Nachricht oder laden Sie das Modell mit einem größeren Kontext.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model server refused the app&apos;s key. Reload the model and try again.</source>
        <translation>Der Modellserver hat den Schlüssel der App abgelehnt. Laden Sie das Modell neu und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model can&apos;t read pictures. Remove the picture, or load a model that supports images (with its vision projector file).</source>
        <translation>Dieses Modell kann keine Bilder lesen. Entfernen Sie das Bild oder laden Sie ein Modell, das Bilder unterstützt (mit seiner Bildprojektor-Datei).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This model can&apos;t listen to audio. Remove the audio file.</source>
        <translation>Dieses Modell kann keine Audiodateien anhören. Entfernen Sie die Audiodatei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>Das Modell wird noch geladen. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer: {said}</source>
        <translation>Der Modellserver konnte nicht antworten: {said}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer (HTTP {status}).</source>
        <translation>Der Modellserver konnte nicht antworten (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Can&apos;t reach the model server. It may have stopped; load the model again.</source>
        <translation>Der Modellserver ist nicht erreichbar. Vielleicht hat er sich beendet; laden Sie das Modell erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server sent a reply the app couldn&apos;t read.</source>
        <translation>Der Modellserver hat eine Antwort geschickt, die die App nicht lesen konnte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while answering. What it wrote so far is kept.</source>
        <translation>Der Modellserver hat sich während der Antwort beendet. Was er bis dahin geschrieben hat, bleibt erhalten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped before answering. Load the model again.</source>
        <translation>Der Modellserver hat sich vor der Antwort beendet. Laden Sie das Modell erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model is loaded. Load one on the Load page, then press Retry.</source>
        <translation>Es ist kein Modell geladen. Laden Sie eines auf der Seite „Laden“ und drücken Sie dann „Erneut versuchen“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>Die Antwort wurde wegen eines unerwarteten Problems in LlamaDesk beendet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer ended unexpectedly. Press Retry to try again.</source>
        <translation>Die Antwort wurde unerwartet beendet. Drücken Sie „Erneut versuchen“, um es noch einmal zu versuchen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model stopped unexpectedly while answering. Press Retry to load it again and answer.</source>
        <translation>Das Modell hat sich während der Antwort unerwartet beendet. Drücken Sie „Erneut versuchen“, um es erneut zu laden und antworten zu lassen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer sharing its devices at {hosts} went away while answering, and the model stopped. What it wrote so far is kept; start that computer&apos;s sharing again and load the model, or load it without that computer.</source>
        <translation>Der Computer, der seine Geräte unter {hosts} teilt, war während der Antwort nicht mehr erreichbar, und das Modell hat sich beendet. Was es bis dahin geschrieben hat, bleibt erhalten; starten Sie das Teilen auf diesem Computer erneut und laden Sie das Modell, oder laden Sie es ohne diesen Computer.</translation>
    </message>
</context>
<context>
    <name>FiguresWords</name>
    <message>
        <location filename="../../desktop/gui/chat/figures_words.py" line="+27"/>
        <source>{speed} tokens/s</source>
        <translation>{speed} Token/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first token after {time}</source>
        <translation>erstes Token nach {time}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 token</source>
        <translation>1 Token</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln Token</numerusform>
            <numerusform>%Ln Token</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cut off at the length limit</source>
        <translation>an der Längengrenze abgeschnitten</translation>
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
        <translation>lief auf dem Prozessor (CPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ran on {devices}</source>
        <translation>lief auf {devices}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ran on {devices} ({on_card} of {layers} layers; the rest on the processor)</source>
        <translation>lief auf {devices} ({on_card} von {layers} Schichten; der Rest auf dem Prozessor)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ran on {devices} ({on_card} of {layers} layers)</source>
        <translation>lief auf {devices} ({on_card} von {layers} Schichten)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}, {context}-token context</source>
        <translation>{where}, {context} Token Kontext</translation>
    </message>
</context>
<context>
    <name>FileField</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="-225"/>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose {0}</source>
        <translation>{0} wählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear {0}</source>
        <translation>{0} leeren</translation>
    </message>
</context>
<context>
    <name>FormControls</name>
    <message>
        <location filename="../../desktop/gui/widgets/form_controls.py" line="+26"/>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Copied to the clipboard</source>
        <translation>In die Zwischenablage kopiert</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../../desktop/gui/widgets/glossary.py" line="+22"/>
        <source>How much the model&apos;s numbers were rounded to make it smaller. Smaller versions (Q3, Q4) need less memory and answer faster; larger ones (Q6, Q8, F16) answer a little better. Q4_K_M is a good balance on most computers.</source>
        <translation>Wie stark die Zahlen des Modells gerundet wurden, um es kleiner zu machen. Kleinere Versionen (Q3, Q4) brauchen weniger Speicher und antworten schneller; größere (Q6, Q8, F16) antworten etwas besser. Q4_K_M ist auf den meisten Computern ein guter Mittelweg.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F16 keeps the model&apos;s numbers unrounded (16-bit): the best answers, and the most memory. A vision model&apos;s picture reader is usually F16.</source>
        <translation>F16 lässt die Zahlen des Modells ungerundet (16 Bit): die besten Antworten und der meiste Speicher. Der Bildleser eines Bildmodells ist meist F16.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the conversation memory (the KV cache) is stored. f16 is exact; q8_0 needs half the memory with almost no difference; q4_0 a quarter, with a small loss. A smaller type leaves room for a longer conversation.</source>
        <translation>Wie der Gesprächsspeicher (der KV-Cache) abgelegt wird. f16 ist exakt; q8_0 braucht halb so viel Speicher, fast ohne Unterschied; q4_0 ein Viertel, mit einem kleinen Verlust. Ein kleinerer Typ lässt Platz für ein längeres Gespräch.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The part of a vision model that reads pictures (an &quot;mmproj&quot; file). It is only needed to send pictures; LlamaDesk finds it beside the model when it can.</source>
        <translation>Der Teil eines Bildmodells, der Bilder liest (eine „mmproj“-Datei). Er wird nur zum Senden von Bildern gebraucht; LlamaDesk findet ihn neben dem Modell, wenn es kann.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Word choice breadth: the next word is picked only among the likeliest words whose chances add up to this share. Lower (0.8) keeps answers focused; 1.0 turns it off. Most people leave it at 0.95.</source>
        <translation>Breite der Wortwahl: Das nächste Wort wird nur unter den wahrscheinlichsten Wörtern gewählt, deren Chancen zusammen diesen Anteil ergeben. Niedriger (0,8) hält Antworten fokussiert; 1,0 schaltet es aus. Die meisten lassen es bei 0,95.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only this many of the likeliest next words are considered. Off considers all; 40 is a common choice.</source>
        <translation>Nur so viele der wahrscheinlichsten nächsten Wörter werden berücksichtigt. Bei „Aus“ werden alle berücksichtigt; 40 ist eine übliche Wahl.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Words much less likely than the likeliest one are never picked. 0.05 removes odd choices without making answers dull; off allows every word.</source>
        <translation>Wörter, die viel unwahrscheinlicher als das wahrscheinlichste sind, werden nie gewählt. 0,05 verhindert seltsame Wortwahl, ohne Antworten langweilig zu machen; bei „Aus“ ist jedes Wort möglich.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creativity: low (0.2) gives steady, predictable answers; high (1.0) more varied and surprising ones.</source>
        <translation>Kreativität: niedrig (0,2) ergibt gleichmäßige, vorhersehbare Antworten; hoch (1,0) vielfältigere und überraschendere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the model can do besides chatting: read pictures (vision), use tools, or think step by step before it answers.</source>
        <translation>Was das Modell außer Chatten kann: Bilder lesen (Bilderkennung), Werkzeuge nutzen oder Schritt für Schritt nachdenken, bevor es antwortet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the conversation the model can keep in mind at once, in tokens (a token is about three quarters of a word). Longer needs more memory.</source>
        <translation>Wie viel vom Gespräch sich das Modell auf einmal merken kann, in Token (ein Token ist etwa drei Viertel eines Wortes). Ein längerer Kontext braucht mehr Speicher.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the model runs on the graphics card. All of it is fastest; what doesn&apos;t fit runs on the processor, more slowly.</source>
        <translation>Wie viel vom Modell auf der Grafikkarte läuft. Ganz auf der Grafikkarte ist es am schnellsten; was nicht passt, läuft langsamer auf dem Prozessor.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{quant}: rounded to about {bits} bits per number, tiny variant</source>
        <translation>{quant}: gerundet auf etwa {bits} Bit pro Zahl, winzige Variante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, extra small variant</source>
        <translation>{quant}: gerundet auf etwa {bits} Bit pro Zahl, extra kleine Variante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, small variant</source>
        <translation>{quant}: gerundet auf etwa {bits} Bit pro Zahl, kleine Variante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, medium variant</source>
        <translation>{quant}: gerundet auf etwa {bits} Bit pro Zahl, mittlere Variante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, large variant</source>
        <translation>{quant}: gerundet auf etwa {bits} Bit pro Zahl, große Variante</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{quant}: unrounded ({bits}-bit), the largest version. {about}</source>
        <translation>{quant}: ungerundet ({bits} Bit), die größte Version. {about}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{quant}: rounded to about {bits} bits per number</source>
        <translation>{quant}: gerundet auf etwa {bits} Bit pro Zahl</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{words} (a newer, denser rounding)</source>
        <translation>{words} (eine neuere, dichtere Rundung)</translation>
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
        <translation>Freisprechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free: on</source>
        <translation>Freisprechen: ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talk with the chat: it listens, sends what you say when you pause, reads the answer aloud, then listens again. Press again (or Esc) to stop.</source>
        <translation>Mit dem Chat sprechen: Er hört zu, sendet, was Sie sagen, sobald Sie eine Pause machen, liest die Antwort vor und hört dann wieder zu. Erneut drücken (oder Esc) zum Beenden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hands-free is off.</source>
        <translation>Freisprechen ist ausgeschaltet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free stopped: no model can answer yet.</source>
        <translation>Freisprechen beendet: Noch kann kein Modell antworten.</translation>
    </message>
</context>
<context>
    <name>HandsFreeControl</name>
    <message>
        <location line="+29"/>
        <location line="+111"/>
        <source>Hands-free: talk with the chat</source>
        <translation>Freisprechen: mit dem Chat sprechen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Hands-free is on: press to stop</source>
        <translation>Freisprechen ist eingeschaltet: zum Beenden drücken</translation>
    </message>
</context>
<context>
    <name>HelpGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="+29"/>
        <source>Log folder</source>
        <translation>Protokollordner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logs and reports: {0}</source>
        <translation>Protokolle und Berichte: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the log folder</source>
        <translation>Den Protokollordner öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the folder of logs and reports</source>
        <translation>Den Ordner mit Protokollen und Berichten öffnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy a report</source>
        <translation>Einen Bericht kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy a report of this computer and recent problems</source>
        <translation>Einen Bericht über diesen Computer und letzte Probleme kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Report status</source>
        <translation>Status des Berichts</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About reports</source>
        <translation>Über Berichte</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Putting the report together…</source>
        <translation>Der Bericht wird zusammengestellt…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copied: paste it into your message.</source>
        <translation>Kopiert: Fügen Sie ihn in Ihre Nachricht ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The report could not be put together: {0}</source>
        <translation>Der Bericht konnte nicht zusammengestellt werden: {0}</translation>
    </message>
</context>
<context>
    <name>HostWorker</name>
    <message>
        <location filename="../../desktop/gui/bridge/host_worker.py" line="+157"/>
        <source>Loading stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>Das Laden wurde wegen eines unerwarteten Problems in LlamaDesk beendet.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>No llama-server was found: it runs the models. Install it from Settings (“Open Settings to install it” at the top of the window).</source>
        <translation>Es wurde kein llama-server gefunden: Er führt die Modelle aus. Installieren Sie ihn in den Einstellungen („Einstellungen öffnen, um ihn zu installieren“ oben im Fenster).</translation>
    </message>
</context>
<context>
    <name>HubBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+12"/>
        <source>Can&apos;t reach Hugging Face, so searching and downloading are paused; downloads go on by themselves once it answers. Models on this computer still work.</source>
        <translation>Hugging Face ist nicht erreichbar, daher sind Suchen und Herunterladen pausiert; Downloads gehen von selbst weiter, sobald es antwortet. Modelle auf diesem Computer funktionieren weiterhin.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>offlineBanner</source>
        <translation>offlineBanner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face can&apos;t be reached</source>
        <translation>Hugging Face ist nicht erreichbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection notice</source>
        <translation>Hinweis zur Verbindung</translation>
    </message>
</context>
<context>
    <name>HubWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/hub_words.py" line="+40"/>
        <source>Can&apos;t reach Hugging Face. Check the internet connection; models already on this computer still work.</source>
        <translation>Hugging Face ist nicht erreichbar. Prüfen Sie die Internetverbindung; Modelle, die schon auf diesem Computer sind, funktionieren weiterhin.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{repo} needs a valid Hugging Face token: add a Hugging Face token in Settings (create a read token at huggingface.co/settings/tokens).</source>
        <translation>{repo} braucht einen gültigen Hugging-Face-Token: Fügen Sie in den Einstellungen einen Hugging-Face-Token hinzu (einen Lese-Token erstellen Sie unter huggingface.co/settings/tokens).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your Hugging Face token has no access to {repo} yet: open the model&apos;s page on Hugging Face ({page}), accept its terms while signed in to the token&apos;s account, then try again.</source>
        <translation>Ihr Hugging-Face-Token hat noch keinen Zugriff auf {repo}: Öffnen Sie die Seite des Modells auf Hugging Face ({page}), akzeptieren Sie dort seine Bedingungen, angemeldet mit dem Konto des Tokens, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no model called {repo} on Hugging Face (or it is private: add a token in Settings).</source>
        <translation>Auf Hugging Face gibt es kein Modell namens {repo} (oder es ist privat: Fügen Sie in den Einstellungen einen Token hinzu).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no model called {repo} on Hugging Face, or your account can&apos;t see it.</source>
        <translation>Auf Hugging Face gibt es kein Modell namens {repo}, oder Ihr Konto kann es nicht sehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A file of {repo} is missing on Hugging Face.</source>
        <translation>Eine Datei von {repo} fehlt auf Hugging Face.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{repo}&quot; is not a model name on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>„{repo}“ ist kein Modellname auf Hugging Face; Namen sehen aus wie Besitzer/Modell, z. B. bartowski/Qwen2.5-7B-Instruct-GGUF.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the name of a model on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>Geben Sie den Namen eines Modells auf Hugging Face ein; Namen sehen aus wie Besitzer/Modell, z. B. bartowski/Qwen2.5-7B-Instruct-GGUF.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face is busy right now (too many requests); try again in {wait}.</source>
        <translation>Hugging Face ist gerade ausgelastet (zu viele Anfragen); versuchen Sie es in {wait} erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face is busy right now (too many requests); try again in a minute.</source>
        <translation>Hugging Face ist gerade ausgelastet (zu viele Anfragen); versuchen Sie es in einer Minute erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face has a problem on its side (HTTP {status}); try again later.</source>
        <translation>Hugging Face hat auf seiner Seite ein Problem (HTTP {status}); versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face answered with an error; try again later.</source>
        <translation>Hugging Face hat mit einem Fehler geantwortet; versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face answered with an error (HTTP {status}); try again later.</source>
        <translation>Hugging Face hat mit einem Fehler geantwortet (HTTP {status}); versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste a Hugging Face token first; create a read token at huggingface.co/settings/tokens.</source>
        <translation>Fügen Sie zuerst einen Hugging-Face-Token ein; einen Lese-Token erstellen Sie unter huggingface.co/settings/tokens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face did not accept this token. Create a read token at huggingface.co/settings/tokens and paste it here.</source>
        <translation>Hugging Face hat diesen Token nicht akzeptiert. Erstellen Sie unter huggingface.co/settings/tokens einen Lese-Token und fügen Sie ihn hier ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face. What was downloaded is kept; the download goes on from there once it can be reached again.</source>
        <translation>Hugging Face ist nicht erreichbar. Was schon heruntergeladen wurde, bleibt erhalten; der Download geht dort weiter, sobald Hugging Face wieder erreichbar ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The download of {file} keeps failing; try again later (what was downloaded is kept).</source>
        <translation>Der Download von {file} schlägt immer wieder fehl; versuchen Sie es später erneut (was schon heruntergeladen wurde, bleibt erhalten).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download of {file} keeps failing ({reason}); try again later (what was downloaded is kept).</source>
        <translation>Der Download von {file} schlägt immer wieder fehl ({reason}); versuchen Sie es später erneut (was schon heruntergeladen wurde, bleibt erhalten).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the connection was interrupted</source>
        <translation>die Verbindung wurde unterbrochen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data arrived for a while</source>
        <translation>eine Weile kamen keine Daten an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the download link expired</source>
        <translation>der Download-Link ist abgelaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face asked to slow down</source>
        <translation>Hugging Face bat darum, weniger Anfragen zu senden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the request timed out</source>
        <translation>die Anfrage hat zu lange gedauert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face had a problem on its side (HTTP {status})</source>
        <translation>Hugging Face hatte auf seiner Seite ein Problem (HTTP {status})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} arrived damaged (it is not the file Hugging Face lists), so it was not added. Download it again.</source>
        <translation>Die Datei {file} ist beschädigt angekommen (sie entspricht nicht der Datei, die Hugging Face angibt) und wurde daher nicht hinzugefügt. Laden Sie sie erneut herunter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face refused the download (HTTP {status}).</source>
        <translation>Hugging Face hat den Download abgelehnt (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model could not be saved in {folder}. Check that the folder exists and that you may write to it.</source>
        <translation>Das Modell konnte nicht in {folder} gespeichert werden. Prüfen Sie, ob der Ordner existiert und ob Sie darin schreiben dürfen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more.</source>
        <translation>Nicht genug Speicherplatz: Dieser Download braucht {needed}, und {free} sind frei (davon bleiben {reserve} für Ihr System frei). Geben Sie noch {missing} frei.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more, or download {quant} ({size}), the largest version that fits.</source>
        <translation>Nicht genug Speicherplatz: Dieser Download braucht {needed}, und {free} sind frei (davon bleiben {reserve} für Ihr System frei). Geben Sie noch {missing} frei, oder laden Sie {quant} ({size}) herunter, die größte Version, die passt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). No version of this model fits: free up {missing} more.</source>
        <translation>Nicht genug Speicherplatz: Dieser Download braucht {needed}, und {free} sind frei (davon bleiben {reserve} für Ihr System frei). Keine Version dieses Modells passt: Geben Sie noch {missing} frei.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The disk holding {folder} is full: this download still needs {needed}, and {reserve} more stays free for your system. Free up {total} there, then try again (what was downloaded is kept).</source>
        <translation>Der Datenträger mit {folder} ist voll: Dieser Download braucht noch {needed}, und weitere {reserve} bleiben für Ihr System frei. Geben Sie dort {total} frei und versuchen Sie es dann erneut (was schon heruntergeladen wurde, bleibt erhalten).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{repo} has no {quant} version (it has {available}).</source>
        <translation>{repo} hat keine Version {quant} (es gibt {available}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The download stopped because of an unexpected problem; press Retry.</source>
        <translation>Der Download wurde wegen eines unerwarteten Problems angehalten; drücken Sie „Erneut versuchen“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checking the downloaded file</source>
        <translation>Die heruntergeladene Datei wird geprüft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another download of the same file</source>
        <translation>Warten auf einen anderen Download derselben Datei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{reason}; trying again in {wait} (attempt {attempt} of {attempts})</source>
        <translation>{reason}; neuer Versuch in {wait} (Versuch {attempt} von {attempts})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The list of downloads could not be read and was left out.</source>
        <translation>Die Liste der Downloads konnte nicht gelesen werden und wurde ausgelassen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some downloads in the list could not be read and were left out.</source>
        <translation>Einige Downloads in der Liste konnten nicht gelesen werden und wurden ausgelassen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The old file was kept as {name}.</source>
        <translation>Die alte Datei wurde als {name} aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../../desktop/gui/library/library_model.py" line="+46"/>
        <source> · Loaded</source>
        <translation> · Geladen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can also</source>
        <translation>Kann auch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On this computer</source>
        <translation>Auf diesem Computer</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>see images</source>
        <translation>Bilder sehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>think</source>
        <translation>nachdenken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use tools</source>
        <translation>Werkzeuge nutzen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All models</source>
        <translation>Alle Modelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can see images</source>
        <translation>Kann Bilder sehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can think</source>
        <translation>Kann nachdenken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can use tools</source>
        <translation>Kann Werkzeuge nutzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damaged files</source>
        <translation>Beschädigte Dateien</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This file cannot be read.</source>
        <translation>Diese Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>LlamaDesk could not work out whether this model fits ({0}).</source>
        <translation>LlamaDesk konnte nicht ermitteln, ob dieses Modell passt ({0}).</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>{0} (from Ollama)</source>
        <translation>{0} (aus Ollama)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Damaged: {0}</source>
        <translation>Beschädigt: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>read text aloud ({0} languages)</source>
        <translation>Text vorlesen ({0} Sprachen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read text aloud</source>
        <translation>Text vorlesen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hear speech</source>
        <translation>Sprache verstehen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{0} tokens of context</source>
        <translation>{0} Token Kontext</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>can also: {0}</source>
        <translation>kann auch: {0}</translation>
    </message>
</context>
<context>
    <name>LibraryView</name>
    <message>
        <location filename="../../desktop/gui/library/library_view.py" line="+57"/>
        <source>Your models</source>
        <translation>Ihre Modelle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search models</source>
        <translation>Modelle durchsuchen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search by name or version</source>
        <translation>Nach Name oder Version suchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show which models</source>
        <translation>Welche Modelle zeigen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Models on this computer</source>
        <translation>Modelle auf diesem Computer</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Library status</source>
        <translation>Status der Bibliothek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking for models…</source>
        <translation>Modelle werden gesucht…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Problem with the selected model</source>
        <translation>Problem mit dem gewählten Modell</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look again</source>
        <translation>Erneut suchen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for models again</source>
        <translation>Erneut nach Modellen suchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add file…</source>
        <translation>Datei hinzufügen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model file to the library</source>
        <translation>Eine Modelldatei zur Bibliothek hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a folder of models to the library</source>
        <translation>Einen Ordner mit Modellen zur Bibliothek hinzufügen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show in folder</source>
        <translation>Im Ordner zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected model in its folder</source>
        <translation>Das gewählte Modell in seinem Ordner zeigen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected model from this computer</source>
        <translation>Das gewählte Modell von diesem Computer löschen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the selected model</source>
        <translation>Das gewählte Modell laden</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>1 model found.</source>
        <translation>1 Modell gefunden.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>%Ln Modell gefunden.</numerusform>
            <numerusform>%Ln Modelle gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No models found. Add a file or a folder, or drop one here.</source>
        <translation>Keine Modelle gefunden. Fügen Sie eine Datei oder einen Ordner hinzu oder ziehen Sie sie hierher.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Looking for models failed.</source>
        <translation>Die Suche nach Modellen ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} cannot be used: {1}</source>
        <translation>{0} kann nicht genutzt werden: {1}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0}: not a model file (.gguf) or folder, so not added.</source>
        <translation>{0}: keine Modelldatei (.gguf) und kein Ordner, daher nicht hinzugefügt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Add a model</source>
        <translation>Ein Modell hinzufügen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF-Modelle (*.gguf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a folder of models</source>
        <translation>Einen Ordner mit Modellen hinzufügen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete model</source>
        <translation>Modell löschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete {0} (1 file) from this computer? This cannot be undone.</source>
        <translation>{0} (1 Datei) von diesem Computer löschen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Delete {0} (%Ln files) from this computer? This cannot be undone.</source>
        <translation>
            <numerusform>{0} (%Ln Datei) von diesem Computer löschen? Das kann nicht rückgängig gemacht werden.</numerusform>
            <numerusform>{0} (%Ln Dateien) von diesem Computer löschen? Das kann nicht rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deleting {0}…</source>
        <translation>{0} wird gelöscht…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} was deleted.</source>
        <translation>{0} wurde gelöscht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model was not deleted.</source>
        <translation>Das Modell wurde nicht gelöscht.</translation>
    </message>
</context>
<context>
    <name>ListChoice</name>
    <message>
        <location filename="../../desktop/gui/widgets/list_choice.py" line="+21"/>
        <source>Select {what} in the list first.</source>
        <translation>Wählen Sie zuerst {what} in der Liste.</translation>
    </message>
</context>
<context>
    <name>LoadAdvanced</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+29"/>
        <source>Advanced settings</source>
        <translation>Erweiterte Einstellungen</translation>
    </message>
</context>
<context>
    <name>LoadPlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="+52"/>
        <source>Settings chosen for this computer</source>
        <translation>Für diesen Computer gewählte Einstellungen</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>No graphics card found: the model will run on the processor.</source>
        <translation>Keine Grafikkarte gefunden: Das Modell läuft auf dem Prozessor.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everything on {0}.</source>
        <translation>Alles auf {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} of {1} layers on {2}; the rest on the processor.</source>
        <translation>{0} von {1} Schichten auf {2}; der Rest auf dem Prozessor.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model will run on the processor, as you chose.</source>
        <translation>Das Modell läuft auf dem Prozessor, wie Sie es gewählt haben.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The model will run on the processor.</source>
        <translation>Das Modell läuft auf dem Prozessor.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} at {1} tokens of context.</source>
        <translation>{0} bei {1} Token Kontext.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>On the graphics card: {size} of {free} free graphics memory: {over} too much.</source>
        <translation>Auf der Grafikkarte: {size} von {free} freiem Grafikspeicher: {over} zu viel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the graphics card: {size} of {free} free graphics memory.</source>
        <translation>Auf der Grafikkarte: {size} von {free} freiem Grafikspeicher.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory: {over} too much.</source>
        <translation>Im Arbeitsspeicher des Computers: {size} von {free} freiem Speicher: {over} zu viel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory.</source>
        <translation>Im Arbeitsspeicher des Computers: {size} von {free} freiem Speicher.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory: {over} too much.</source>
        <translation>Es sind {free} Grafikspeicher frei: {over} zu viel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory.</source>
        <translation>Es sind {free} Grafikspeicher frei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory: {over} too much.</source>
        <translation>Es sind {free} Speicher frei: {over} zu viel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory.</source>
        <translation>Es sind {free} Speicher frei.</translation>
    </message>
</context>
<context>
    <name>LoadView</name>
    <message>
        <location filename="../../desktop/gui/load/load_view.py" line="+98"/>
        <source>Load a model</source>
        <translation>Ein Modell laden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a file…</source>
        <translation>Eine Datei öffnen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a model file</source>
        <translation>Eine Modelldatei öffnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Model</source>
        <translation>&amp;Modell</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+1"/>
        <source>Show advanced settings</source>
        <translation>Erweiterte Einstellungen zeigen</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+344"/>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>Load the model</source>
        <translation>Das Modell laden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel loading</source>
        <translation>Laden abbrechen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unload</source>
        <translation>Entladen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unload the model</source>
        <translation>Das Modell entladen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show server log</source>
        <translation>Serverprotokoll zeigen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Loading progress</source>
        <translation>Ladefortschritt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading progress, in words</source>
        <translation>Ladefortschritt, in Worten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load status</source>
        <translation>Ladestatus</translation>
    </message>
    <message>
        <location line="+69"/>
        <source> (damaged)</source>
        <translation> (beschädigt)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No models found yet. Add a model file (.gguf) in the Library or download one in Discover.</source>
        <translation>Noch keine Modelle gefunden. Fügen Sie in der Bibliothek eine Modelldatei (.gguf) hinzu oder laden Sie unter „Entdecken“ eine herunter.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Open a model</source>
        <translation>Ein Modell öffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF-Modelle (*.gguf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loading the model…</source>
        <translation>Das Modell wird geladen…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · {0}/s</source>
        <translation> · {0}/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · about {0} left</source>
        <translation> · noch etwa {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Loaded in {0}.</source>
        <translation>Geladen in {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded: {0}</source>
        <translation>Geladen: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is ready.</source>
        <translation>{0} ist bereit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Loading was cancelled.</source>
        <translation>Das Laden wurde abgebrochen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> “Show server log” has the details.</source>
        <translation> „Serverprotokoll zeigen“ enthält die Einzelheiten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No model is loaded.</source>
        <translation>Es ist kein Modell geladen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Load this one instead</source>
        <translation>Stattdessen dieses laden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load another</source>
        <translation>Ein anderes laden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} is loaded now. Press “Load this one instead” to switch to the model picked above.</source>
        <translation>{0} ist jetzt geladen. Drücken Sie „Stattdessen dieses laden“, um zum oben gewählten Modell zu wechseln.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Something unexpected went wrong while reading the model.</source>
        <translation>Beim Lesen des Modells ist etwas Unerwartetes schiefgegangen.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/gui/shell/main_window.py" line="+67"/>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discover</source>
        <translation>Entdecken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{page} (Ctrl+{number})</source>
        <translation>{page} (Strg+{number})</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+103"/>
        <source>{page} page</source>
        <translation>Seite „{page}“</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show {page}</source>
        <translation>{page} zeigen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The starter model is not installed.</source>
        <translation>Das Startmodell ist nicht installiert.</translation>
    </message>
    <message>
        <location line="+80"/>
        <location line="+6"/>
        <source>Settings file damaged</source>
        <translation>Einstellungsdatei beschädigt</translation>
    </message>
</context>
<context>
    <name>McpServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="+102"/>
        <source>About MCP servers</source>
        <translation>Über MCP-Server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Programs or web services that give the model more tools, as in other apps. They are kept in {0}. Turn one on for a chat with its Tools button.</source>
        <translation>Programme oder Webdienste, die dem Modell mehr Werkzeuge geben, wie in anderen Apps. Sie werden in {0} aufbewahrt. Schalten Sie einen für einen Chat mit seiner Schaltfläche „Werkzeuge“ ein.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MCP servers</source>
        <translation>MCP-Server</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Test</source>
        <translation>Testen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test the selected MCP server</source>
        <translation>Den gewählten MCP-Server testen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected MCP server</source>
        <translation>Den gewählten MCP-Server entfernen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the selected server&apos;s tools need your approval</source>
        <translation>Wann die Werkzeuge des gewählten Servers Ihre Zustimmung brauchen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New MCP server&apos;s name</source>
        <translation>Name des neuen MCP-Servers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. files</source>
        <translation>z. B. Dateien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New MCP server&apos;s command or web address</source>
        <translation>Befehl oder Webadresse des neuen MCP-Servers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. npx -y @modelcontextprotocol/server-memory</source>
        <translation>z. B. npx -y @modelcontextprotocol/server-memory</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add server</source>
        <translation>Server hinzufügen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add this MCP server</source>
        <translation>Diesen MCP-Server hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command or address</source>
        <translation>Befehl oder Adresse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP server status</source>
        <translation>Status des MCP-Servers</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Added {0}. Press Test to try it.</source>
        <translation>{0} hinzugefügt. Drücken Sie „Testen“, um ihn auszuprobieren.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Removed {0}.</source>
        <translation>{0} entfernt.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Testing {0}…</source>
        <translation>{0} wird getestet…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The MCP servers could not be read or saved.</source>
        <translation>Die MCP-Server konnten nicht gelesen oder gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>MemoryBar</name>
    <message>
        <location filename="../../desktop/gui/load/memory_bar.py" line="+54"/>
        <location line="+22"/>
        <source>free memory</source>
        <translation>freier Speicher</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Memory needed</source>
        <translation>Benötigter Speicher</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Pick a model to see how much memory it needs.</source>
        <translation>Wählen Sie ein Modell, um zu sehen, wie viel Speicher es braucht.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: needs {1}.</source>
        <translation>{0}: braucht {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0}.</source>
        <translation>Braucht {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: needs {1} of {2} {3}: {4} too much.</source>
        <translation>{0}: braucht {1} von {2} {3}: {4} zu viel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs {0} of {1} {2}: {3} too much.</source>
        <translation>Braucht {0} von {1} {2}: {3} zu viel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: needs {1} of {2} {3}.</source>
        <translation>{0}: braucht {1} von {2} {3}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0} of {1} {2}.</source>
        <translation>Braucht {0} von {1} {2}.</translation>
    </message>
</context>
<context>
    <name>MessageColumn</name>
    <message>
        <location filename="../../desktop/gui/chat/message_column.py" line="+31"/>
        <source>This answer was interrupted. Press Retry to write it again.</source>
        <translation>Diese Antwort wurde unterbrochen. Drücken Sie „Erneut versuchen“, um sie neu zu schreiben.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <location filename="../../desktop/gui/chat/message_text.py" line="+247"/>
        <source>Edit message</source>
        <translation>Nachricht bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter saves and sends again, Esc cancels.</source>
        <translation>Strg+Enter speichert und sendet erneut, Esc bricht ab.</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <location filename="../../desktop/gui/chat/message_view.py" line="+42"/>
        <source>Read aloud</source>
        <translation>Vorlesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading</source>
        <translation>Vorlesen stoppen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your message</source>
        <translation>Ihre Nachricht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant message</source>
        <translation>Nachricht des Assistenten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System message</source>
        <translation>Systemnachricht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool message</source>
        <translation>Werkzeugnachricht</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location line="+61"/>
        <source>Author</source>
        <translation>Verfasser</translation>
    </message>
    <message>
        <location line="+100"/>
        <location line="+7"/>
        <source>Thinking</source>
        <translation>Gedanken</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+315"/>
        <source>Show thinking</source>
        <translation>Gedanken zeigen</translation>
    </message>
    <message>
        <location line="-402"/>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message text</source>
        <translation>Nachrichtentext</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Attached pictures</source>
        <translation>Angehängte Bilder</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Save and send</source>
        <translation>Speichern und senden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save and send the edited message</source>
        <translation>Die bearbeitete Nachricht speichern und senden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel editing</source>
        <translation>Bearbeiten abbrechen</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Answer figures</source>
        <translation>Kennzahlen der Antwort</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry this answer</source>
        <translation>Diese Antwort erneut versuchen</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Copy message text</source>
        <translation>Nachrichtentext kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regenerate</source>
        <translation>Neu erzeugen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write this answer again</source>
        <translation>Diese Antwort neu schreiben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit and send again</source>
        <translation>Bearbeiten und erneut senden</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+333"/>
        <source>Read this answer aloud</source>
        <translation>Diese Antwort vorlesen</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Pictures: {names}</source>
        <translation>Bilder: {names}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Copy code</source>
        <translation>Code kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code {number}/{count}</source>
        <translation>Code {number}/{count} kopieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy code block {number} of {count} ({language})</source>
        <translation>Codeblock {number} von {count} kopieren ({language})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code block {number} of {count}</source>
        <translation>Codeblock {number} von {count} kopieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy: {line}</source>
        <translation>Kopieren: {line}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy this code</source>
        <translation>Diesen Code kopieren</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Stop reading this answer aloud</source>
        <translation>Das Vorlesen dieser Antwort stoppen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Hide thinking</source>
        <translation>Gedanken verbergen</translation>
    </message>
</context>
<context>
    <name>ModelBanner</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_banner.py" line="+34"/>
        <source>Model status</source>
        <translation>Modellstatus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the model offered</source>
        <translation>Das angebotene Modell laden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to Load</source>
        <translation>Zu „Laden“</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the Load page</source>
        <translation>Zur Seite „Laden“ gehen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The model is loading. You can write already.</source>
        <translation>Das Modell wird geladen. Sie können schon schreiben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No model is loaded. Sending will load {name} again.</source>
        <translation>Es ist kein Modell geladen. Beim Senden wird {name} erneut geladen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load a model to start chatting.</source>
        <translation>Laden Sie ein Modell, um mit dem Chatten zu beginnen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was sent: no model is loaded. Pick one on the Load page; your message stays in the box.</source>
        <translation>Es wurde nichts gesendet, weil kein Modell geladen ist. Wählen Sie eines auf der Seite „Laden“; Ihre Nachricht bleibt im Feld.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was sent: no model is loaded. Load {stem} to send it, or pick another model on the Load page.</source>
        <translation>Es wurde nichts gesendet, weil kein Modell geladen ist. Laden Sie {stem}, um die Nachricht zu senden, oder wählen Sie auf der Seite „Laden“ ein anderes Modell.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load it and send</source>
        <translation>Laden und senden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load {name}, then send your message.</source>
        <translation>{name} laden, dann Ihre Nachricht senden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your chats could not be read or saved because of an unexpected problem.</source>
        <translation>Ihre Chats konnten wegen eines unerwarteten Problems nicht gelesen oder gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>ModelCardView</name>
    <message>
        <location filename="../../desktop/gui/discover/model_card.py" line="+27"/>
        <source>Model description</source>
        <translation>Modellbeschreibung</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This model has no description.</source>
        <translation>Dieses Modell hat keine Beschreibung.</translation>
    </message>
</context>
<context>
    <name>ModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+31"/>
        <source>Model to chat with</source>
        <translation>Modell zum Chatten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>The model that answers. Pick another to load it.</source>
        <translation>Das Modell, das antwortet. Wählen Sie ein anderes, um es zu laden.</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>&amp;Model</source>
        <translation>&amp;Modell</translation>
    </message>
</context>
<context>
    <name>ModelWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/model_words.py" line="+26"/>
        <source>{file} was not found. It may have been moved or deleted.</source>
        <translation>{file} wurde nicht gefunden. Die Datei wurde vielleicht verschoben oder gelöscht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a folder, not a model file.</source>
        <translation>{file} ist ein Ordner, keine Modelldatei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a model file.</source>
        <translation>{file} ist keine Modelldatei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} can&apos;t be read: LlamaDesk is not allowed to open it.</source>
        <translation>{file} kann nicht gelesen werden: LlamaDesk darf die Datei nicht öffnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could not be read.</source>
        <translation>{file} konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is empty (the download did not finish?). Download it again.</source>
        <translation>{file} ist leer (wurde der Download nicht abgeschlossen?). Laden Sie die Datei erneut herunter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is incomplete (the download did not finish?). Download it again.</source>
        <translation>{file} ist unvollständig (wurde der Download nicht abgeschlossen?). Laden Sie die Datei erneut herunter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a model but a web page or error message (the download failed?). Download it again.</source>
        <translation>{file} ist kein Modell, sondern eine Webseite oder Fehlermeldung (ist der Download fehlgeschlagen?). Laden Sie die Datei erneut herunter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} only points to the model; it is not the model itself. Download the real file.</source>
        <translation>{file} verweist nur auf das Modell; es ist nicht das Modell selbst. Laden Sie die echte Datei herunter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a GGUF model file.</source>
        <translation>{file} ist keine GGUF-Modelldatei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was made for another kind of computer (big-endian), which LlamaDesk cannot use.</source>
        <translation>{file} wurde für eine andere Art von Computer erstellt (Big-Endian), die LlamaDesk nicht verwenden kann.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in an old format (GGUF version 1). Download a newer conversion of the model.</source>
        <translation>{file} hat ein altes Format (GGUF-Version 1). Laden Sie eine neuere Umwandlung des Modells herunter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in GGUF version {version}, which LlamaDesk cannot read (a newer or damaged file?).</source>
        <translation>{file} hat die GGUF-Version {version}, die LlamaDesk nicht lesen kann (eine neuere oder beschädigte Datei?).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is damaged and can&apos;t be read as a model. Download it again.</source>
        <translation>{file} ist beschädigt und kann nicht als Modell gelesen werden. Laden Sie die Datei erneut herunter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a model file LlamaDesk can use (it names no kind of model).</source>
        <translation>{file} ist keine Modelldatei, die LlamaDesk verwenden kann (sie nennt keine Modellart).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Part {number} of {count} of {file} is missing ({part} is not in the same folder).</source>
        <translation>Teil {number} von {count} von {file} fehlt ({part} ist nicht im selben Ordner).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model is split into {count} parts, and these are missing: {parts}. Download it again or delete it.</source>
        <translation>Dieses Modell ist in {count} Teile aufgeteilt, und diese fehlen: {parts}. Laden Sie es erneut herunter oder löschen Sie es.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is part {number} of {count} of a split model, but its name does not end in {suffix}, so the other parts cannot be found.</source>
        <translation>{file} ist Teil {number} von {count} eines aufgeteilten Modells, aber der Name endet nicht auf {suffix}, daher können die anderen Teile nicht gefunden werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The parts of {file} do not belong together (parts of different downloads mixed?). Download the model again.</source>
        <translation>Die Teile von {file} gehören nicht zusammen (Teile verschiedener Downloads vermischt?). Laden Sie das Modell erneut herunter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ollama&apos;s {name} can&apos;t be used: Ollama&apos;s record of it is damaged. Download it again in Ollama.</source>
        <translation>{name} aus Ollama kann nicht verwendet werden: Ollamas Eintrag dazu ist beschädigt. Laden Sie das Modell in Ollama erneut herunter.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ollama&apos;s {name} has no model file of its own (it may be a cloud model).</source>
        <translation>{name} aus Ollama hat keine eigene Modelldatei (vielleicht ist es ein Cloud-Modell).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama&apos;s {name} can&apos;t be used: its model file is missing from Ollama&apos;s folder. Download it again in Ollama.</source>
        <translation>{name} aus Ollama kann nicht verwendet werden: Die Modelldatei fehlt in Ollamas Ordner. Laden Sie das Modell in Ollama erneut herunter.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The starter model comes with LlamaDesk and cannot be deleted.</source>
        <translation>Das Startmodell gehört zu LlamaDesk und kann nicht gelöscht werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} belongs to Ollama. Remove it in Ollama (ollama rm {name}).</source>
        <translation>{name} gehört zu Ollama. Entfernen Sie es in Ollama (ollama rm {name}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some files of {name} could not be deleted. Check that you may change that folder and that no other program uses them.</source>
        <translation>Einige Dateien von {name} konnten nicht gelöscht werden. Prüfen Sie, ob Sie diesen Ordner ändern dürfen und ob kein anderes Programm die Dateien verwendet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is the picture part of a model (a vision projector), not a chat model. Pick the model file it belongs to.</source>
        <translation>{file} ist der Bildteil eines Modells (ein Bildprojektor), kein Chatmodell. Wählen Sie die Modelldatei, zu der er gehört.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a speech model ({family}): it reads answers aloud, it does not chat. Choose it in Settings → Voice, and load a chat model here.</source>
        <translation>{file} ist ein Vorlesemodell ({family}): Es liest Antworten vor, es chattet nicht. Wählen Sie es unter Einstellungen → Stimme und laden Sie hier ein Chatmodell.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server can&apos;t use the graphics card: files it needs are missing ({names}). Reinstall the runtime in Settings, or update the graphics card&apos;s driver.</source>
        <translation>Der Modellserver kann die Grafikkarte nicht nutzen: Dateien, die er braucht, fehlen ({names}). Installieren Sie die Engine in den Einstellungen neu oder aktualisieren Sie den Treiber der Grafikkarte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LlamaDesk can&apos;t use {value} as the {setting}. Choose another value in Settings or on the Load page.</source>
        <translation>LlamaDesk kann {value} nicht als {setting} verwenden. Wählen Sie in den Einstellungen oder auf der Seite „Laden“ einen anderen Wert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>context length</source>
        <translation>Kontextlänge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of parallel chats</source>
        <translation>Anzahl paralleler Chats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of threads</source>
        <translation>Anzahl der Threads</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of layers on the graphics card</source>
        <translation>Anzahl der Schichten auf der Grafikkarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>context cache type</source>
        <translation>Cache-Art des Kontexts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flash attention setting</source>
        <translation>Einstellung für Flash Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of graphics memory</source>
        <translation>Anteil des Grafikspeichers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra arguments</source>
        <translation>zusätzliche Argumente</translation>
    </message>
</context>
<context>
    <name>OfflineBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+6"/>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Try reaching Hugging Face again</source>
        <translation>Erneut versuchen, Hugging Face zu erreichen</translation>
    </message>
</context>
<context>
    <name>PageScroll</name>
    <message>
        <location filename="../../desktop/gui/shell/window_fit.py" line="+52"/>
        <source>{page} page, scrolled</source>
        <translation>Seite „{page}“, gescrollt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scroll the {page} page</source>
        <translation>Die Seite „{page}“ scrollen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scroll the {page} page sideways</source>
        <translation>Die Seite „{page}“ seitwärts scrollen</translation>
    </message>
</context>
<context>
    <name>PassageView</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+49"/>
        <source>Source {number}: {label}</source>
        <translation>Quelle {number}: {label}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cited passage</source>
        <translation>Zitierte Textstelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the passage is from</source>
        <translation>Woher die Textstelle stammt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passage text</source>
        <translation>Text der Textstelle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open file</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open {name}</source>
        <translation>{name} öffnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the whole file in the app your computer uses for it.</source>
        <translation>Die ganze Datei in der App öffnen, die Ihr Computer dafür nutzt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is no longer where it was when it was indexed.</source>
        <translation>Diese Datei ist nicht mehr dort, wo sie beim Indizieren war.</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <location filename="../../desktop/gui/load/placement.py" line="+39"/>
        <source>processor (CPU)</source>
        <translation>Prozessor (CPU)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Remembers up to {0} tokens of conversation.</source>
        <translation>Merkt sich bis zu {0} Token des Gesprächs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (conversation memory: {0})</source>
        <translation> (Gesprächsspeicher: {0})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Runs on the graphics card: {0}.</source>
        <translation>Läuft auf der Grafikkarte: {0}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> ({0} of {1} layers)</source>
        <translation> ({0} von {1} Schichten)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All {0} layers on the graphics card.</source>
        <translation>Alle {0} Schichten auf der Grafikkarte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is on the graphics card.</source>
        <translation>Das Modell ist auf der Grafikkarte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU).</source>
        <translation>Läuft auf dem Prozessor (CPU).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All {0} layers on the processor.</source>
        <translation>Alle {0} Schichten auf dem Prozessor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All on the processor.</source>
        <translation>Alles auf dem Prozessor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics card not used ({0})</source>
        <translation>Grafikkarte nicht genutzt ({0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU), as you chose.</source>
        <translation>Läuft auf dem Prozessor (CPU), wie Sie es gewählt haben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}: you chose CPU only for this model.</source>
        <translation>{0}: Sie haben für dieses Modell „Nur CPU“ gewählt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the installed llama.cpp runtime can only use the processor.</source>
        <translation>die installierte llama.cpp-Engine kann nur den Prozessor nutzen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It does not fit in its free memory.</source>
        <translation>Es passt nicht in ihren freien Speicher.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your graphics card ({0}) is not used. {1}</source>
        <translation>Ihre Grafikkarte ({0}) wird nicht genutzt. {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not enough free graphics memory for this model.</source>
        <translation>nicht genug freier Grafikspeicher für dieses Modell.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>llama.cpp put no part of the model on it (the server log says why).</source>
        <translation>llama.cpp hat keinen Teil des Modells darauf gelegt (den Grund finden Sie im Serverprotokoll).</translation>
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
        <translation>Wo das Modell läuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layers on the graphics card</source>
        <translation>Schichten auf der Grafikkarte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loaded context</source>
        <translation>Geladener Kontext</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics card warning</source>
        <translation>Warnung zur Grafikkarte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes from loading</source>
        <translation>Hinweise vom Laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start chatting</source>
        <translation>Chatten beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the Chat page</source>
        <translation>Zur Seite „Chat“ gehen</translation>
    </message>
</context>
<context>
    <name>PlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="-278"/>
        <source>Will it run</source>
        <translation>Läuft es?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length slider</source>
        <translation>Schieberegler für die Kontextlänge</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length, in tokens</source>
        <translation>Kontextlänge, in Token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> tokens</source>
        <translation> Token</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context limit</source>
        <translation>Kontextgrenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context warning</source>
        <translation>Warnung zum Kontext</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Graphics card plan</source>
        <translation>Plan für die Grafikkarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why these settings</source>
        <translation>Warum diese Einstellungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics memory needed</source>
        <translation>Benötigter Grafikspeicher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory needed</source>
        <translation>Benötigter Speicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed, in words</source>
        <translation>Benötigter Speicher, in Worten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Context</source>
        <translation>&amp;Kontext</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much of the conversation the model keeps in mind.</source>
        <translation>Wie viel vom Gespräch sich das Modell merkt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics card</source>
        <translation>Grafikkarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics memory</source>
        <translation>Grafikspeicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading the model…</source>
        <translation>Das Modell wird gelesen…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This model was trained for up to {0} tokens.</source>
        <translation>Dieses Modell wurde für bis zu {0} Token trainiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model does not say how long a context it handles.</source>
        <translation>Dieses Modell gibt nicht an, wie lang sein Kontext sein kann.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Fits in GPU memory up to {0} (the green part of the slider); more is slower.</source>
        <translation> Passt bis {0} in den Grafikspeicher (der grüne Teil des Schiebereglers); darüber wird es langsamer.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This model can&apos;t be used.</source>
        <translation>Dieses Modell kann nicht genutzt werden.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>free graphics memory</source>
        <translation>freier Grafikspeicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the graphics card</source>
        <translation>Auf der Grafikkarte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>free memory</source>
        <translation>freier Speicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the computer&apos;s memory</source>
        <translation>Im Arbeitsspeicher des Computers</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Fits in GPU memory up to {0}.</source>
        <translation>Passt bis {0} in den Grafikspeicher.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} is more than fits in GPU memory ({1}): part of the model will run on the processor, which is slower.</source>
        <translation>{0} ist mehr, als in den Grafikspeicher passt ({1}): Ein Teil des Modells läuft auf dem Prozessor, was langsamer ist.</translation>
    </message>
</context>
<context>
    <name>PlanWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/plan_words.py" line="+40"/>
        <source>Runs fully on the graphics card</source>
        <translation>Läuft ganz auf der Grafikkarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs partly on the graphics card</source>
        <translation>Läuft teilweise auf der Grafikkarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs on the processor</source>
        <translation>Läuft auf dem Prozessor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too big for this computer</source>
        <translation>Zu groß für diesen Computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conversation memory</source>
        <translation>Gesprächsspeicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>working space</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chosen context length ({chosen_tokens}) is longer than the {trained_tokens} this model was trained for; answers may get worse near the end of long chats.</source>
        <translation>Die gewählte Kontextlänge ({chosen_tokens}) ist länger als die {trained_tokens}, für die dieses Modell trainiert wurde; gegen Ende langer Chats können die Antworten schlechter werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You chose to run the model on the processor only.</source>
        <translation>Sie haben gewählt, das Modell nur auf dem Prozessor auszuführen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of the chosen graphics cards was found, so the model runs on the processor.</source>
        <translation>Keine der gewählten Grafikkarten wurde gefunden, daher läuft das Modell auf dem Prozessor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No graphics card was found, so the model runs on the processor.</source>
        <translation>Es wurde keine Grafikkarte gefunden, daher läuft das Modell auf dem Prozessor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the whole model fits in graphics memory.</source>
        <translation>Die Kontextlänge wurde von {from_tokens} auf {to_tokens} gekürzt, damit das ganze Modell in den Grafikspeicher passt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model fits in the free memory of {gpus} ({usable_size} usable), so it runs fully on the graphics card.</source>
        <translation>Das Modell passt in den freien Speicher von {gpus} ({usable_size} nutzbar), daher läuft es ganz auf der Grafikkarte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model is too big for one graphics card, so it is split across {count} cards: {gpus} ({usable_size} usable).</source>
        <translation>Das Modell ist zu groß für eine Grafikkarte, daher wird es auf {count} Karten aufgeteilt: {gpus} ({usable_size} nutzbar).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more graphics memory than is free; up to {largest_tokens} would run fully on the graphics card.</source>
        <translation>Die gewählte Kontextlänge ({chosen_tokens}) braucht mehr Grafikspeicher, als frei ist; bis zu {largest_tokens} würden ganz auf der Grafikkarte laufen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {usable_size} of usable graphics memory and {free_size} of free memory.</source>
        <translation>Das Modell braucht etwa {need_size}, aber dieser Computer hat nur {usable_size} nutzbaren Grafikspeicher und {free_size} freien Speicher.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} has too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus} hat zu wenig freien Speicher ({free_size}), um zu helfen, daher läuft das Modell auf dem Prozessor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} have too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus} haben zu wenig freien Speicher ({free_size}), um zu helfen, daher läuft das Modell auf dem Prozessor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size} but only {usable_size} of graphics memory is usable, so part of it runs on the processor, which is slower.</source>
        <translation>Das Modell braucht etwa {need_size}, aber nur {usable_size} Grafikspeicher sind nutzbar, daher läuft ein Teil davon auf dem Prozessor, was langsamer ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose to put every layer on the graphics card, but the model needs about {need_size} and only {usable_size} of graphics memory is usable: loading will probably fail. Choose Automatic to run part of it on the processor.</source>
        <translation>Sie haben gewählt, jede Schicht auf die Grafikkarte zu legen, aber das Modell braucht etwa {need_size} und nur {usable_size} Grafikspeicher sind nutzbar: Das Laden wird wahrscheinlich fehlschlagen. Wählen Sie „Automatisch“, um einen Teil davon auf dem Prozessor auszuführen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so {layers} layers fit in graphics memory.</source>
        <translation>Die Kontextlänge wurde von {from_tokens} auf {to_tokens} gekürzt, damit {layers} Schichten in den Grafikspeicher passen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose {layers} of {total_layers} layers on {gpus}; the rest run on the processor, which is slower.</source>
        <translation>Sie haben {layers} von {total_layers} Schichten auf {gpus} gewählt; der Rest läuft auf dem Prozessor, was langsamer ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those layers need about {need_size} of graphics memory, but only {usable_size} is usable: loading will probably fail. Choose fewer layers.</source>
        <translation>Diese Schichten brauchen etwa {need_size} Grafikspeicher, aber nur {usable_size} sind nutzbar: Das Laden wird wahrscheinlich fehlschlagen. Wählen Sie weniger Schichten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The layers left on the processor need about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>Die auf dem Prozessor verbleibenden Schichten brauchen etwa {need_size}, aber dieser Computer hat nur {free_size} freien Speicher.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>Das Modell braucht etwa {need_size}, aber dieser Computer hat nur {free_size} freien Speicher.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the model fits in the free memory.</source>
        <translation>Die Kontextlänge wurde von {from_tokens} auf {to_tokens} gekürzt, damit das Modell in den freien Speicher passt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more memory than is free ({free_size}); up to {largest_tokens} would fit.</source>
        <translation>Die gewählte Kontextlänge ({chosen_tokens}) braucht mehr Speicher, als frei ist ({free_size}); bis zu {largest_tokens} würden passen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>needs about {size}</source>
        <translation>braucht etwa {size}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs about {size}: {parts}</source>
        <translation>braucht etwa {size}: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>uses about {size}: {parts}</source>
        <translation>belegt etwa {size}: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>about {size}</source>
        <translation>etwa {size}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{size} {part}</source>
        <translation>{size} {part}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{count} tokens</source>
        <translation>{count} Token</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <location filename="../../desktop/gui/chat/read_aloud.py" line="+21"/>
        <source>Reading the answer aloud. Press “Stop reading” to stop.</source>
        <translation>Die Antwort wird vorgelesen. Drücken Sie „Vorlesen stoppen“, um aufzuhören.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer could not be read aloud; try again.</source>
        <translation>Die Antwort konnte nicht vorgelesen werden; versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>RemoteServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="+58"/>
        <source>Office PC</source>
        <translation>Büro-PC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server name</source>
        <translation>Name des entfernten Servers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>http://192.168.1.20:8080</source>
        <translation>http://192.168.1.20:8080</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server address</source>
        <translation>Adresse des entfernten Servers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s API key, if it has one</source>
        <translation>der API-Schlüssel des Servers, falls er einen hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server key</source>
        <translation>Schlüssel des entfernten Servers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add server</source>
        <translation>Server &amp;hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add remote server</source>
        <translation>Entfernten Server hinzufügen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About remote servers</source>
        <translation>Über entfernte Server</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Asking {0} for its models…</source>
        <translation>{0} wird nach seinen Modellen gefragt…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no models yet</source>
        <translation>noch keine Modelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added {0}: it offers {1}.</source>
        <translation>{0} hinzugefügt: Er bietet {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not added. {0}</source>
        <translation>Nicht hinzugefügt. {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a server</source>
        <translation>ein Server</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Removed {0}.</source>
        <translation>{0} entfernt.</translation>
    </message>
</context>
<context>
    <name>RemoteWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/remote_words.py" line="+19"/>
        <source>The server&apos;s address is empty. Enter one like http://192.168.1.20:8080.</source>
        <translation>Die Adresse des Servers ist leer. Geben Sie eine wie http://192.168.1.20:8080 ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a web address LlamaDesk can use: it must start with http:// or https://.</source>
        <translation>{address} ist keine Webadresse, die LlamaDesk verwenden kann: Sie muss mit http:// oder https:// beginnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} has a port that is not a number from 1 to 65535.</source>
        <translation>{address} hat einen Port, der keine Zahl von 1 bis 65535 ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} names no computer. Enter one like http://192.168.1.20:8080.</source>
        <translation>{address} nennt keinen Computer. Geben Sie eine Adresse wie http://192.168.1.20:8080 ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the server a name, such as “Office PC”.</source>
        <translation>Geben Sie dem Server einen Namen, etwa „Büro-PC“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a server named {name}. Pick another name.</source>
        <translation>Es gibt bereits einen Server namens {name}. Wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no saved server named {name}. Give its address instead, like http://192.168.1.20:8080.</source>
        <translation>Es gibt keinen gespeicherten Server namens {name}. Geben Sie stattdessen seine Adresse an, etwa http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} did not list its models (HTTP {status}). Check that {address} is an OpenAI-compatible server, such as llama-server.</source>
        <translation>{name} hat seine Modelle nicht aufgelistet (HTTP {status}). Prüfen Sie, ob {address} ein OpenAI-kompatibler Server ist, etwa llama-server.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{address} did not answer like an OpenAI-compatible server (its /v1/models has no model list).</source>
        <translation>{address} hat nicht wie ein OpenAI-kompatibler Server geantwortet (sein /v1/models enthält keine Modellliste).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s certificate could not be verified, so LlamaDesk did not connect (it only talks to servers whose certificate is trusted). Use the server&apos;s correct https address, or a certificate this computer trusts.</source>
        <translation>Das Zertifikat von {name} konnte nicht geprüft werden, daher hat LlamaDesk keine Verbindung aufgebaut (es spricht nur mit Servern, deren Zertifikat vertrauenswürdig ist). Verwenden Sie die richtige https-Adresse des Servers oder ein Zertifikat, dem dieser Computer vertraut.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Can&apos;t reach {name} at {address}. Check that its server is running and that this computer can reach it, then press Retry.</source>
        <translation>{name} ist unter {address} nicht erreichbar. Prüfen Sie, ob sein Server läuft und dieser Computer ihn erreichen kann, und klicken Sie dann auf „Erneut versuchen“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} refused the key. Check the key for it in Settings → Remote servers.</source>
        <translation>{name} hat den Schlüssel abgelehnt. Prüfen Sie den Schlüssel dafür unter Einstellungen → Entfernte Server.</translation>
    </message>
</context>
<context>
    <name>RepoPage</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_page.py" line="+68"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download size</source>
        <translation>Download-Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Will it run here</source>
        <translation>Läuft es hier?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed</source>
        <translation>Benötigter Speicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested</source>
        <translation>Vorgeschlagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded</source>
        <translation>Heruntergeladen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open: anyone can download it.</source>
        <translation>Offen: Jeder kann es herunterladen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gated: it needs a Hugging Face token in Settings and accepting the licence on the model&apos;s page on huggingface.co before it can be downloaded.</source>
        <translation>Zugangsbeschränkt: Es braucht einen Hugging-Face-Token in den Einstellungen und die Annahme der Lizenz auf der Seite des Modells auf huggingface.co, bevor es heruntergeladen werden kann.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated: accept the licence on the model&apos;s page on huggingface.co, signed in to the account of the token in Settings, before downloading.</source>
        <translation>Zugangsbeschränkt: Nehmen Sie vor dem Herunterladen die Lizenz auf der Seite des Modells auf huggingface.co an, angemeldet mit dem Konto des Tokens in den Einstellungen.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>← &amp;Back</source>
        <translation>← &amp;Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the search results</source>
        <translation>Zurück zu den Suchergebnissen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model name</source>
        <translation>Modellname</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open on huggingface.co</source>
        <translation>Auf huggingface.co öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open this model&apos;s page in the web browser</source>
        <translation>Die Seite dieses Modells im Webbrowser öffnen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model details status</source>
        <translation>Status der Modelldetails</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Who can download it</source>
        <translation>Wer es herunterladen kann</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Downloads</source>
        <translation>Downloads</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Access</source>
        <translation>Zugang</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Versions of this model</source>
        <translation>Versionen dieses Modells</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Image files</source>
        <translation>Bilddateien</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+252"/>
        <source>&amp;Download</source>
        <translation>&amp;Herunterladen</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Download the selected version</source>
        <translation>Die gewählte Version herunterladen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About this model</source>
        <translation>Über dieses Modell</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Getting the list of versions from Hugging Face…</source>
        <translation>Die Liste der Versionen wird von Hugging Face geholt…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Not stated</source>
        <translation>Nicht angegeben</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} downloads, {1} likes</source>
        <translation>{0} Downloads, {1} Likes</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The versions show once Hugging Face answers: press Try again above.</source>
        <translation>Die Versionen erscheinen, sobald Hugging Face antwortet: Drücken Sie oben „Erneut versuchen“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s details could not be read from Hugging Face.</source>
        <translation>Die Details des Modells konnten nicht von Hugging Face gelesen werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This repo has no model files that LlamaDesk can use.</source>
        <translation>Dieses Repository hat keine Modelldateien, die LlamaDesk nutzen kann.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No version of this model fits in this computer&apos;s memory.</source>
        <translation>Keine Version dieses Modells passt in den Speicher dieses Computers.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is recommended for this computer: the best quality that runs well here.</source>
        <translation>{0} wird für diesen Computer empfohlen: die beste Qualität, die hier gut läuft.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>1 file</source>
        <translation>1 Datei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} parts</source>
        <translation>{0} Teile</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+83"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>&amp;Download {0} ({1})</source>
        <translation>{0} &amp;herunterladen ({1})</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Download anyway?</source>
        <translation>Trotzdem herunterladen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This version needs more memory than this computer has (about {0}), so it will probably not load. Download it anyway?</source>
        <translation>Diese Version braucht mehr Speicher, als dieser Computer hat (etwa {0}), daher lässt sie sich wahrscheinlich nicht laden. Trotzdem herunterladen?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>about {0} at {1} tokens</source>
        <translation>etwa {0} bei {1} Token</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} or less (a first guess)</source>
        <translation>{0} oder weniger (eine erste Schätzung)</translation>
    </message>
</context>
<context>
    <name>RepoProjectors</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_projectors.py" line="+21"/>
        <source>Image file</source>
        <translation>Bilddatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded with the model</source>
        <translation>Mit dem Modell heruntergeladen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Image files of this model</source>
        <translation>Bilddateien dieses Modells</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not stated</source>
        <translation>Nicht angegeben</translation>
    </message>
</context>
<context>
    <name>RowChoiceTable</name>
    <message>
        <location filename="../../desktop/gui/widgets/row_choice_table.py" line="+24"/>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
</context>
<context>
    <name>RpcWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/rpc_words.py" line="+20"/>
        <source>{hosts} is not a computer&apos;s address and port, like 192.168.1.20:{port}.</source>
        <translation>{hosts} ist keine Adresse mit Port eines Computers, wie 192.168.1.20:{port}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can&apos;t reach the computer sharing its devices at {hosts}. Start LlamaDesk&apos;s “Share this computer” there, or remove it from the computers to use.</source>
        <translation>Der Computer, der unter {hosts} seine Geräte teilt, ist nicht erreichbar. Starten Sie dort „Diesen Computer teilen“ von LlamaDesk oder entfernen Sie ihn aus den zu nutzenden Computern.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This runtime can&apos;t use other computers: it may be built without that part of llama.cpp. Install the runtime again in Settings.</source>
        <translation>Diese Engine kann keine anderen Computer nutzen: Sie wurde vielleicht ohne diesen Teil von llama.cpp gebaut. Installieren Sie die Engine in den Einstellungen erneut.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This runtime has no program for sharing this computer&apos;s devices. Install the runtime again in Settings.</source>
        <translation>Diese Engine hat kein Programm, um die Geräte dieses Computers zu teilen. Installieren Sie die Engine in den Einstellungen erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The port must be a number from 1 to 65535, not {port}.</source>
        <translation>Der Port muss eine Zahl von 1 bis 65535 sein, nicht {port}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port {port} is already in use on this computer. Pick another port.</source>
        <translation>Port {port} wird auf diesem Computer bereits verwendet. Wählen Sie einen anderen Port.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that shares this computer&apos;s devices could not be started. Install the runtime again in Settings.</source>
        <translation>Das Programm, das die Geräte dieses Computers teilt, konnte nicht gestartet werden. Installieren Sie die Engine in den Einstellungen erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t share at {address}: the port is in use, or the address is not this computer&apos;s. Pick another port or address.</source>
        <translation>Teilen unter {address} ist nicht möglich: Der Port wird bereits verwendet, oder die Adresse gehört nicht zu diesem Computer. Wählen Sie einen anderen Port oder eine andere Adresse.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that shares this computer&apos;s devices stopped as it started.</source>
        <translation>Das Programm, das die Geräte dieses Computers teilt, hat sich beim Start beendet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing at {address} did not start within {time}. Try again.</source>
        <translation>Das Teilen unter {address} ist nicht innerhalb von {time} gestartet. Versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>RuntimeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="+150"/>
        <source>Runtime in use</source>
        <translation>Verwendete Engine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking…</source>
        <translation>Wird gesucht…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtimes found</source>
        <translation>Gefundene Engines</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Use selected</source>
        <translation>Gewählte n&amp;utzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the selected runtime</source>
        <translation>Die gewählte Engine nutzen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose &amp;automatically</source>
        <translation>Automat&amp;isch wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the runtime automatically</source>
        <translation>Die Engine automatisch wählen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected runtime</source>
        <translation>Die gewählte Engine entfernen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Look again</source>
        <translation>Erneut suchen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for runtimes again</source>
        <translation>Erneut nach Engines suchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runtime to build</source>
        <translation>Zu erstellende Engine</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Install / rebuild runtime</source>
        <translation>Engine installieren / &amp;neu erstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install or rebuild the runtime</source>
        <translation>Die Engine installieren oder neu erstellen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel the runtime install</source>
        <translation>Die Installation der Engine abbrechen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install progress</source>
        <translation>Fortschritt der Installation der Engine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install message</source>
        <translation>Meldung zur Installation der Engine</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{0} — in use</source>
        <translation>{0} — in Verwendung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In use: {0}</source>
        <translation>In Verwendung: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In use: {0}. The runtime picked before ({1}) is gone: pick one below.</source>
        <translation>In Verwendung: {0}. Die zuvor gewählte Engine ({1}) ist nicht mehr da: Wählen Sie unten eine.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No llama-server was found. Install one with the button below.</source>
        <translation>Es wurde kein llama-server gefunden. Installieren Sie einen mit der Schaltfläche unten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not look for runtimes: {0}</source>
        <translation>Die Suche nach Engines ist fehlgeschlagen: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+36"/>
        <source>a runtime</source>
        <translation>eine Engine</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The runtime in use stays: use another one first.</source>
        <translation>Die verwendete Engine bleibt: Nutzen Sie zuerst eine andere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LlamaDesk did not install this runtime, so it leaves it alone.</source>
        <translation>LlamaDesk hat diese Engine nicht installiert und lässt sie daher in Ruhe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected runtime&apos;s folder.</source>
        <translation>Den Ordner der gewählten Engine löschen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Removed {0}.</source>
        <translation>{0} entfernt.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: %p%</source>
        <translation>{0}: %p%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>done: %p%</source>
        <translation>fertig: %p%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installed {0}.</source>
        <translation>{0} installiert.</translation>
    </message>
</context>
<context>
    <name>RuntimeNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/runtime_notice.py" line="+14"/>
        <source>LlamaDesk needs llama-server, the program that runs the models, and none is installed yet. Settings installs it for you.</source>
        <translation>LlamaDesk braucht llama-server, das Programm, das die Modelle ausführt, und es ist noch keines installiert. Die Einstellungen installieren es für Sie.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+1"/>
        <source>No runtime installed</source>
        <translation>Keine Engine installiert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Settings to install it</source>
        <translation>Einstellungen öffnen, um ihn zu installieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the runtime section of Settings</source>
        <translation>Den Engine-Bereich der Einstellungen öffnen</translation>
    </message>
</context>
<context>
    <name>RuntimeWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/runtime_words.py" line="+30"/>
        <source>Building llama-server needs CMake, which is not installed (get it from https://cmake.org/download/ or your package manager).</source>
        <translation>Zum Bauen von llama-server wird CMake benötigt, das nicht installiert ist (erhältlich unter https://cmake.org/download/ oder über Ihre Paketverwaltung).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building llama-server needs a C++ compiler (g++ or clang++), which is not installed.</source>
        <translation>Zum Bauen von llama-server wird ein C++-Compiler (g++ oder clang++) benötigt, der nicht installiert ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building for CUDA needs NVIDIA&apos;s CUDA Toolkit, but its compiler (nvcc) was not found on PATH, in CUDA_PATH / CUDA_HOME or in /usr/local/cuda.</source>
        <translation>Das Bauen für CUDA benötigt das CUDA Toolkit von NVIDIA, doch sein Compiler (nvcc) wurde weder im PATH noch in CUDA_PATH / CUDA_HOME oder in /usr/local/cuda gefunden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building for ROCm needs AMD&apos;s ROCm/HIP SDK, but its compiler (hipcc) was not found on PATH, in ROCM_PATH / HIP_PATH or in /opt/rocm.</source>
        <translation>Das Bauen für ROCm benötigt das ROCm/HIP SDK von AMD, doch sein Compiler (hipcc) wurde weder im PATH noch in ROCM_PATH / HIP_PATH oder in /opt/rocm gefunden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Building llama-server needs a working C/C++ compiler, and CMake found none.</source>
        <translation>Zum Bauen von llama-server wird ein funktionierender C/C++-Compiler benötigt, und CMake hat keinen gefunden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CMake could not use the CUDA Toolkit; check that nvcc works.</source>
        <translation>CMake konnte das CUDA Toolkit nicht verwenden; prüfen Sie, ob nvcc funktioniert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CMake could not find the SPIR-V headers the Vulkan build needs: install the Vulkan SDK, or your system&apos;s spirv-headers package.</source>
        <translation>CMake hat die SPIR-V-Header nicht gefunden, die das Bauen für Vulkan braucht: Installieren Sie das Vulkan SDK oder das Paket spirv-headers Ihres Systems.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not find the Vulkan SDK (headers, loader and glslc).</source>
        <translation>CMake hat das Vulkan SDK (Header, Loader und glslc) nicht gefunden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not download llama.cpp&apos;s source from {address}. Check the internet connection and try again.</source>
        <translation>Der Quellcode von llama.cpp konnte nicht von {address} heruntergeladen werden. Prüfen Sie die Internetverbindung und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not the file LlamaDesk trusts (its checksum does not match), so nothing was installed.</source>
        <translation>{file} ist nicht die Datei, der LlamaDesk vertraut (ihre Prüfsumme stimmt nicht überein), daher wurde nichts installiert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not install llama-server into {folder}. If a chat is running with it, unload the model and try again.</source>
        <translation>llama-server konnte nicht in {folder} installiert werden. Falls ein Chat damit läuft, entladen Sie das Modell und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not be run; check that it is installed and works.</source>
        <translation>CMake konnte nicht ausgeführt werden; prüfen Sie, ob es installiert ist und funktioniert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The build finished but left no {file} in {folder}.</source>
        <translation>Der Build wurde abgeschlossen, hat aber kein {file} in {folder} hinterlassen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source package {file} is unsafe to unpack, so nothing was installed.</source>
        <translation>Das Quellpaket {file} ist nicht sicher zu entpacken, daher wurde nichts installiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The source package {file} does not contain llama.cpp&apos;s source.</source>
        <translation>Das Quellpaket {file} enthält nicht den Quellcode von llama.cpp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not unpack {file}. Check that there is free disk space and try again.</source>
        <translation>{file} konnte nicht entpackt werden. Prüfen Sie, ob genug Speicherplatz frei ist, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} did not answer as expected. Try again later.</source>
        <translation>Der Paketindex unter {address} hat nicht wie erwartet geantwortet. Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} does not have {file}.</source>
        <translation>Der Paketindex unter {address} hat {file} nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not download the Vulkan headers from {address}. Check the internet connection, or install the Vulkan SDK 1.4 or newer.</source>
        <translation>Die Vulkan-Header konnten nicht von {address} heruntergeladen werden. Prüfen Sie die Internetverbindung oder installieren Sie das Vulkan SDK 1.4 oder neuer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The package {file} holds no Vulkan C++ headers.</source>
        <translation>Das Paket {file} enthält keine Vulkan-C++-Header.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No llama-server was found: it runs the models. Install it in Settings.</source>
        <translation>Es wurde kein llama-server gefunden: Er führt die Modelle aus. Installieren Sie ihn in den Einstellungen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays. Choose another first, then remove it.</source>
        <translation>{name} ist die verwendete Engine und bleibt daher. Wählen Sie zuerst eine andere, dann entfernen Sie sie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} ({path}) was not installed by LlamaDesk, so LlamaDesk leaves it alone. Delete it yourself if you no longer want it.</source>
        <translation>{name} ({path}) wurde nicht von LlamaDesk installiert, daher lässt LlamaDesk sie unangetastet. Löschen Sie sie selbst, wenn Sie sie nicht mehr brauchen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A llama-server from {name} is running. Unload the model, then remove it.</source>
        <translation>Ein llama-server aus {name} läuft. Entladen Sie das Modell und entfernen Sie sie dann.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Checking the build tools</source>
        <translation>Build-Werkzeuge werden geprüft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is already installed</source>
        <translation>{name} ist bereits installiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking up {name} {version} on the package index</source>
        <translation>{name} {version} wird im Paketindex gesucht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the downloaded llama.cpp source</source>
        <translation>Der heruntergeladene Quellcode von llama.cpp wird verwendet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading llama.cpp&apos;s source ({mib} MiB)</source>
        <translation>Quellcode von llama.cpp wird heruntergeladen ({mib} MiB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the unpacked llama.cpp source</source>
        <translation>Der entpackte Quellcode von llama.cpp wird verwendet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking llama.cpp&apos;s source</source>
        <translation>Quellcode von llama.cpp wird entpackt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacked llama.cpp&apos;s source</source>
        <translation>Quellcode von llama.cpp entpackt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the downloaded Vulkan headers</source>
        <translation>Die heruntergeladenen Vulkan-Header werden verwendet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers</source>
        <translation>Vulkan-Header werden heruntergeladen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers ({mib} MiB)</source>
        <translation>Vulkan-Header werden heruntergeladen ({mib} MiB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking the Vulkan headers</source>
        <translation>Vulkan-Header werden entpackt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the configured build folder</source>
        <translation>Der bereits konfigurierte Build-Ordner wird verwendet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Configuring the llama.cpp build</source>
        <translation>Build von llama.cpp wird konfiguriert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configured the llama.cpp build</source>
        <translation>Build von llama.cpp konfiguriert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another build of llama-server to finish</source>
        <translation>Warten, bis ein anderer Build von llama-server fertig ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compiling llama-server</source>
        <translation>llama-server wird kompiliert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiled llama-server</source>
        <translation>llama-server kompiliert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing {name}</source>
        <translation>{name} wird installiert</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Building for Vulkan needs the Vulkan SDK (its headers, loader and glslc), and part of it is missing: install the Vulkan SDK.</source>
        <translation>Das Bauen für Vulkan benötigt das Vulkan SDK (seine Header, den Loader und glslc), und ein Teil davon fehlt: Installieren Sie das Vulkan SDK.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Building llama-server failed while configuring.</source>
        <translation>Das Bauen von llama-server ist beim Konfigurieren fehlgeschlagen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building llama-server failed while compiling.</source>
        <translation>Das Bauen von llama-server ist beim Kompilieren fehlgeschlagen.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{name} could not be removed: its folder could not be deleted.</source>
        <translation>{name} konnte nicht entfernt werden: Ihr Ordner ließ sich nicht löschen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays: it is the only one there is.</source>
        <translation>{name} ist die verwendete Engine und bleibt daher: Sie ist die einzige, die es gibt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No runtime is called “{name}”.</source>
        <translation>Keine Engine heißt „{name}“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checking</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacking</source>
        <translation>Entpacken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuring</source>
        <translation>Konfigurieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiling</source>
        <translation>Kompilieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing</source>
        <translation>Installieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
</context>
<context>
    <name>SamplingControls</name>
    <message>
        <location filename="../../desktop/gui/chat/sampling_controls.py" line="+36"/>
        <source>More settings</source>
        <translation>Mehr Einstellungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model&apos;s default</source>
        <translation>Standard des Modells</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+88"/>
        <location line="+9"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>low effort</source>
        <translation>wenig Aufwand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium effort</source>
        <translation>mittlerer Aufwand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high effort</source>
        <translation>hoher Aufwand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer settings</source>
        <translation>Weniger Einstellungen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Creativity (temperature)</source>
        <translation>Kreativität (Temperatur)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>0 gives the same answer every time; higher is more varied.</source>
        <translation>0 ergibt jedes Mal dieselbe Antwort; höher ist abwechslungsreicher.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest answer, in tokens</source>
        <translation>Längste Antwort, in Token</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The longest answer the model may write, in tokens (a token is about three quarters of a word); no limit lets it finish on its own.</source>
        <translation>Die längste Antwort, die das Modell schreiben darf, in Token (ein Token ist etwa drei Viertel eines Wortes); keine Grenze lässt es selbst zum Ende kommen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> tokens</source>
        <translation> Token</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+57"/>
        <source>Thinking</source>
        <translation>Nachdenken</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Whether the model thinks before it answers (slower, often better), or how hard. Kept with this chat.</source>
        <translation>Ob das Modell vor dem Antworten nachdenkt (langsamer, oft besser), oder wie gründlich. Wird mit diesem Chat gespeichert.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+149"/>
        <source>Show more answer settings</source>
        <translation>Mehr Antwort-Einstellungen zeigen</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+51"/>
        <source>Word choice breadth (top P)</source>
        <translation>Breite der Wortwahl (Top P)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Only the likeliest words that together make up this share are considered.</source>
        <translation>Nur die wahrscheinlichsten Wörter, die zusammen diesen Anteil ergeben, werden betrachtet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+47"/>
        <source>Candidate words (top K)</source>
        <translation>Kandidatenwörter (Top K)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Only this many of the likeliest next words are considered; off considers all.</source>
        <translation>Nur so viele der wahrscheinlichsten nächsten Wörter werden betrachtet; Aus betrachtet alle.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+41"/>
        <source>Least likely word allowed (min P)</source>
        <translation>Unwahrscheinlichstes erlaubtes Wort (Min P)</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Words less likely than this share of the likeliest one are never picked.</source>
        <translation>Wörter, die unwahrscheinlicher als dieser Anteil des wahrscheinlichsten sind, werden nie gewählt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+38"/>
        <source>Repetition penalty</source>
        <translation>Wiederholungsstrafe</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Above 1 the model avoids repeating itself.</source>
        <translation>Über 1 vermeidet das Modell, sich zu wiederholen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+34"/>
        <source>Seed</source>
        <translation>Startwert (Seed)</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>With the same seed and settings, the same question gets the same answer.</source>
        <translation>Mit demselben Startwert und denselben Einstellungen bekommt dieselbe Frage dieselbe Antwort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Creativity</source>
        <translation>Kreativität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest answer</source>
        <translation>Längste Antwort</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>More answer settings</source>
        <translation>Mehr Antwort-Einstellungen</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Hide more answer settings</source>
        <translation>Weitere Antwort-Einstellungen verbergen</translation>
    </message>
</context>
<context>
    <name>SavedListGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/saved_list_group.py" line="+45"/>
        <source>Pick {0} in the list first.</source>
        <translation>Wählen Sie zuerst {0} in der Liste.</translation>
    </message>
</context>
<context>
    <name>ServeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="+72"/>
        <location line="+1"/>
        <source>Let other apps use the loaded model</source>
        <translation>Anderen Apps die Nutzung des geladenen Modells erlauben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port for other apps</source>
        <translation>Port für andere Apps</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The port other apps connect to (8080 by default).</source>
        <translation>Der Port, mit dem sich andere Apps verbinden (standardmäßig 8080).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Also let other computers on my network use it</source>
        <translation>Auch anderen Computern in meinem Netzwerk die Nutzung erlauben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Local network warning</source>
        <translation>Warnung zum lokalen Netzwerk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warning: {0}</source>
        <translation>Warnung: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Key for other apps</source>
        <translation>Schlüssel für andere Apps</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+153"/>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Show the key</source>
        <translation>Den Schlüssel zeigen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy the key</source>
        <translation>Den Schlüssel kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regenerate</source>
        <translation>Neu erzeugen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new key (apps with the old one are refused)</source>
        <translation>Einen neuen Schlüssel erstellen (Apps mit dem alten werden abgewiesen)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Address for other apps</source>
        <translation>Adresse für andere Apps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the address</source>
        <translation>Die Adresse kopieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addresses for other computers</source>
        <translation>Adressen für andere Computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speech model for other apps</source>
        <translation>Vorlesemodell für andere Apps</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speech for other apps</source>
        <translation>Sprachausgabe für andere Apps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When changes apply</source>
        <translation>Wann Änderungen gelten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply now (reloads the model)</source>
        <translation>Jetzt anwenden (lädt das Modell neu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply now, reloading the model</source>
        <translation>Jetzt anwenden, das Modell wird neu geladen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key:</source>
        <translation>Schlüssel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech model:</source>
        <translation>Vorlesemodell:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model for other apps is for</source>
        <translation>Wofür das Vorlesemodell für andere Apps da ist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About other apps</source>
        <translation>Über andere Apps</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>From other computers: {0}</source>
        <translation>Von anderen Computern: {0}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Hide</source>
        <translation>Verbergen</translation>
    </message>
</context>
<context>
    <name>ServerLogDialog</name>
    <message>
        <location filename="../../desktop/gui/shell/log_dialog.py" line="+26"/>
        <location line="+1"/>
        <source>Server log</source>
        <translation>Serverprotokoll</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What llama.cpp printed while loading and running the model. It helps when something went wrong; copy it into a bug report.</source>
        <translation>Was llama.cpp beim Laden und Ausführen des Modells ausgegeben hat. Es hilft, wenn etwas schiefgegangen ist; kopieren Sie es in einen Fehlerbericht.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server log lines</source>
        <translation>Zeilen des Serverprotokolls</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server has printed nothing yet.</source>
        <translation>Der Server hat noch nichts ausgegeben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close the server log</source>
        <translation>Das Serverprotokoll schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the server log</source>
        <translation>Das Serverprotokoll kopieren</translation>
    </message>
</context>
<context>
    <name>SettingsDefaults</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="-150"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything on the graphics card</source>
        <translation>Alles auf der Grafikkarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (no graphics card)</source>
        <translation>Nur Prozessor (keine Grafikkarte)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Defaults for new models and chats</source>
        <translation>Standards für neue Modelle und Chats</translation>
    </message>
</context>
<context>
    <name>SettingsHelp</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="-63"/>
        <source>When something goes wrong, a report helps the people who make LlamaDesk fix it. It says which versions, computer and runtime you have and what went wrong lately; it holds no chats, keys or tokens.</source>
        <translation>Wenn etwas schiefgeht, hilft ein Bericht den Entwicklern von LlamaDesk, den Fehler zu beheben. Er nennt Ihre Versionen, Ihren Computer und Ihre Engine und was zuletzt schiefging; er enthält keine Chats, Schlüssel oder Tokens.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
</context>
<context>
    <name>SettingsRemote</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="-104"/>
        <source>Chat with models on another computer: a llama-server, or LlamaDesk sharing its model with other apps. Its models appear in the Chat page&apos;s model box.</source>
        <translation>Mit Modellen auf einem anderen Computer chatten: einem llama-server, oder LlamaDesk, das sein Modell mit anderen Apps teilt. Seine Modelle erscheinen im Modellfeld der Seite „Chat“.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+3"/>
        <source>Remote servers</source>
        <translation>Entfernte Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove server</source>
        <translation>Server entfernen</translation>
    </message>
</context>
<context>
    <name>SettingsRpc</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+41"/>
        <source>Load models with the memory of other computers too: each must be sharing (below, on that computer). They are used from the next load.</source>
        <translation>Modelle auch mit dem Speicher anderer Computer laden: Jeder muss teilen (unten, auf jenem Computer). Sie werden ab dem nächsten Laden genutzt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lend this computer&apos;s memory and devices to LlamaDesk on another computer.</source>
        <translation>Den Speicher und die Geräte dieses Computers LlamaDesk auf einem anderen Computer leihen.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Use other computers</source>
        <translation>Andere Computer nutzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computers to use</source>
        <translation>Zu nutzende Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove computer</source>
        <translation>Computer entfernen</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Share this computer</source>
        <translation>Diesen Computer teilen</translation>
    </message>
</context>
<context>
    <name>SettingsRuntime</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-350"/>
        <source>Best for this computer</source>
        <translation>Am besten für diesen Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (CPU)</source>
        <translation>Nur Prozessor (CPU)</translation>
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
        <translation>llama.cpp {0} ({1}-Build) in {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp ({0} build) at {1}</source>
        <translation>llama.cpp ({0}-Build) in {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp {0} at {1}</source>
        <translation>llama.cpp {0} in {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp at {0}</source>
        <translation>llama.cpp in {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} build</source>
        <translation>{0}-Build</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown backend</source>
        <translation>unbekanntes Backend</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>portable</source>
        <translation>portabel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>built for this processor</source>
        <translation>für diesen Prozessor erstellt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} ({1}) at {2}</source>
        <translation>{0} ({1}) in {2}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Runtime (llama-server)</source>
        <translation>Engine (llama-server)</translation>
    </message>
</context>
<context>
    <name>SettingsServe</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="-209"/>
        <source>Other programs on this computer (code editors, scripts, chat apps that speak the OpenAI or Anthropic API) can use the loaded model. Give them the address and the key below; a request without the key is refused. The app keeps chatting as usual.</source>
        <translation>Andere Programme auf diesem Computer (Code-Editoren, Skripte, Chat-Apps, die die OpenAI- oder Anthropic-API sprechen) können das geladene Modell nutzen. Geben Sie ihnen die Adresse und den Schlüssel unten; eine Anfrage ohne den Schlüssel wird abgewiesen. Die App chattet wie gewohnt weiter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changes apply the next time a model is loaded.</source>
        <translation>Änderungen gelten beim nächsten Laden eines Modells.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other apps can also ask this model to read text aloud (OpenAI&apos;s speech API, at the same address with the same key). It speaks in the voice and language chosen under Voice.</source>
        <translation>Andere Apps können dieses Modell auch Text vorlesen lassen (die Sprach-API von OpenAI, unter derselben Adresse mit demselben Schlüssel). Es spricht in der Stimme und Sprache, die unter „Stimme“ gewählt sind.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other apps</source>
        <translation>Andere Apps</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Speech for other apps did not start: {0}</source>
        <translation>Die Sprachausgabe für andere Apps ist nicht gestartet: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the address above</source>
        <translation>die Adresse oben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other apps can ask {0} to speak at {1}.</source>
        <translation>Andere Apps können {0} unter {1} sprechen lassen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} speaks for other apps from the next time a model is loaded.</source>
        <translation>{0} spricht für andere Apps ab dem nächsten Laden eines Modells.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} speaks for other apps once a model is loaded.</source>
        <translation>{0} spricht für andere Apps, sobald ein Modell geladen ist.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>port {0} is in use by another program; choose another port above.</source>
        <translation>Port {0} wird von einem anderen Programm verwendet; wählen Sie oben einen anderen Port.</translation>
    </message>
</context>
<context>
    <name>SettingsShortcuts</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_shortcuts.py" line="+16"/>
        <source>Show this list of shortcuts, from any page</source>
        <translation>Diese Liste der Tastenkürzel zeigen, von jeder Seite aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show this list of shortcuts too</source>
        <translation>Diese Liste der Tastenkürzel ebenfalls zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat, from any page</source>
        <translation>Einen neuen Chat beginnen, von jeder Seite aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Library</source>
        <translation>Die Bibliothek zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Discover</source>
        <translation>„Entdecken“ zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Load</source>
        <translation>„Laden“ zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Chat</source>
        <translation>Den Chat zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Settings</source>
        <translation>Die Einstellungen zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the message</source>
        <translation>Die Nachricht senden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new line in the message</source>
        <translation>Eine neue Zeile in der Nachricht beginnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop the answer being written (on the Chat page)</source>
        <translation>Die Antwort stoppen, die gerade geschrieben wird (auf der Seite „Chat“)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save an edited message and send it again</source>
        <translation>Eine bearbeitete Nachricht speichern und erneut senden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave an edit as it was</source>
        <translation>Eine Bearbeitung so lassen, wie sie war</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the search results from a model&apos;s page (Esc too)</source>
        <translation>Von der Seite eines Modells zurück zu den Suchergebnissen (auch Esc)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alt + underlined letter</source>
        <translation>Alt + unterstrichener Buchstabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the setting or button with that letter underlined</source>
        <translation>Zur Einstellung oder Schaltfläche mit diesem unterstrichenen Buchstaben gehen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go to the next control (Shift+Tab: the one before)</source>
        <translation>Zum nächsten Bedienelement gehen (Umschalt+Tab: zum vorherigen)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>SettingsTools</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="-117"/>
        <source>Needs the internet. Off by default: LlamaDesk works without a connection, and nothing leaves this computer unless you turn this on.</source>
        <translation>Braucht das Internet. Standardmäßig aus: LlamaDesk funktioniert ohne Verbindung, und nichts verlässt diesen Computer, es sei denn, Sie schalten dies ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: a command runs this computer&apos;s programs. It can read the system&apos;s folders and the files attached to the chat and write only in the chat&apos;s own folder, with no network; still, every command is shown to you first and runs only if you allow it.</source>
        <translation>Warnung: Ein Befehl führt Programme dieses Computers aus. Er kann die Ordner des Systems und die an den Chat angehängten Dateien lesen und nur im eigenen Ordner des Chats schreiben, ohne Netzwerk; trotzdem wird Ihnen jeder Befehl zuerst gezeigt und läuft nur, wenn Sie ihn erlauben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A SearXNG search address, e.g. https://searx.example.org/search</source>
        <translation>Eine SearXNG-Suchadresse, z. B. https://searx.example.org/search</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tools the model can use</source>
        <translation>Werkzeuge, die das Modell nutzen kann</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_view.py" line="+78"/>
        <source>LlamaDesk&apos;s models folder</source>
        <translation>Der Modellordner von LlamaDesk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hugging Face cache (shared with other apps)</source>
        <translation>Der Hugging-Face-Cache (mit anderen Apps geteilt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced</source>
        <translation>Erweitert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most people never need these: other apps and computers, tool servers, and the program that runs the models.</source>
        <translation>Die meisten brauchen diese nie: andere Apps und Computer, Werkzeug-Server und das Programm, das die Modelle ausführt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face, the token was kept and will be checked later.</source>
        <translation>Hugging Face ist nicht erreichbar; der Token wurde behalten und wird später geprüft.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Signed in as {0}.</source>
        <translation>Angemeldet als {0}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+59"/>
        <location line="+159"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>Settings status</source>
        <translation>Status der Einstellungen</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+140"/>
        <source>Appearance and accounts</source>
        <translation>Darstellung und Konten</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>New chats and models</source>
        <translation>Neue Chats und Modelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <location line="+2"/>
        <source>Model folders</source>
        <translation>Modellordner</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Where things are kept</source>
        <translation>Speicherorte</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+198"/>
        <source>Where LlamaDesk keeps things</source>
        <translation>Wo LlamaDesk seine Daten speichert</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Tools the model can use</source>
        <translation>Werkzeuge, die das Modell nutzen kann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice</source>
        <translation>Stimme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tool servers (MCP)</source>
        <translation>Werkzeug-Server (MCP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP servers</source>
        <translation>MCP-Server</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other apps</source>
        <translation>Andere Apps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other apps use the loaded model</source>
        <translation>Anderen Apps die Nutzung des geladenen Modells erlauben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remote servers</source>
        <translation>Entfernte Server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other computers</source>
        <translation>Andere Computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use other computers, share this one</source>
        <translation>Andere Computer nutzen, diesen teilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtime</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About the advanced settings</source>
        <translation>Über die erweiterten Einstellungen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scroll the settings</source>
        <translation>Die Einstellungen scrollen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll the settings sideways</source>
        <translation>Die Einstellungen seitwärts scrollen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings sections</source>
        <translation>Bereiche der Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a section to go to it; Enter moves into it.</source>
        <translation>Wählen Sie einen Bereich, um dorthin zu gehen; Enter wechselt hinein.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Add &amp;folder…</source>
        <translation>&amp;Ordner hinzufügen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model folder</source>
        <translation>Einen Modellordner hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected model folder</source>
        <translation>Den gewählten Modellordner entfernen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system&apos;s language</source>
        <translation>Die Sprache des Systems</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language change</source>
        <translation>Sprachwechsel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face token</source>
        <translation>Hugging-Face-Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only needed for gated or private models</source>
        <translation>Nur für zugangsbeschränkte oder private Modelle nötig</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+243"/>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <location line="-242"/>
        <location line="+246"/>
        <source>Show the Hugging Face token</source>
        <translation>Den Hugging-Face-Token zeigen</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Chec&amp;k</source>
        <translation>P&amp;rüfen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check the Hugging Face token</source>
        <translation>Den Hugging-Face-Token prüfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token check</source>
        <translation>Prüfung des Hugging-Face-Tokens</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hugging Face t&amp;oken</source>
        <translation>Hugging-Face-&amp;Token</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chats and data</source>
        <translation>Chats und Daten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded models</source>
        <translation>Heruntergeladene Modelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} folder</source>
        <translation>Ordner „{0}“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the {0} folder</source>
        <translation>Den Ordner „{0}“ öffnen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save downloaded models in</source>
        <translation>Heruntergeladene Modelle speichern in</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save &amp;downloaded models in</source>
        <translation>&amp;Heruntergeladene Modelle speichern in</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add a folder with models</source>
        <translation>Einen Ordner mit Modellen hinzufügen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} is not a folder, so it was not added.</source>
        <translation>{0} ist kein Ordner und wurde daher nicht hinzugefügt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is already in the list.</source>
        <translation>{0} ist bereits in der Liste.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>LlamaDesk speaks the language you chose from its next start.</source>
        <translation>LlamaDesk spricht die gewählte Sprache ab dem nächsten Start.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hugging Face token saved.</source>
        <translation>Hugging-Face-Token gespeichert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token removed.</source>
        <translation>Hugging-Face-Token entfernt.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Paste a token first.</source>
        <translation>Fügen Sie zuerst einen Token ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The token could not be checked; try again.</source>
        <translation>Der Token konnte nicht geprüft werden; versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hide</source>
        <translation>Verbergen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide the Hugging Face token</source>
        <translation>Den Hugging-Face-Token verbergen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not create {0}: {1}.</source>
        <translation>{0} konnte nicht angelegt werden: {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not open {0} in the file manager.</source>
        <translation>{0} konnte nicht im Dateimanager geöffnet werden.</translation>
    </message>
</context>
<context>
    <name>SettingsVoice</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="+39"/>
        <source>LlamaDesk can read answers aloud (the “Read aloud” button on each answer) and write down what you say (the “Speak” button beside the message box). Both run on this computer: nothing you say leaves it, and the microphone is on only between your two presses.</source>
        <translation>LlamaDesk kann Antworten vorlesen (die Schaltfläche „Vorlesen“ an jeder Antwort) und aufschreiben, was Sie sagen (die Schaltfläche „Sprechen“ neben dem Nachrichtenfeld). Beides läuft auf diesem Computer: Nichts, was Sie sagen, verlässt ihn, und das Mikrofon ist nur zwischen Ihren beiden Klicks an.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reads answers aloud: a Qwen3-TTS or Pocket TTS model, with its mmproj file in the same folder.</source>
        <translation>Liest Antworten vor: ein Qwen3-TTS- oder Pocket-TTS-Modell, mit seiner mmproj-Datei im selben Ordner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writes down what you say: a model that hears (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), with its audio mmproj file in the same folder.</source>
        <translation>Schreibt auf, was Sie sagen: ein Modell, das hört (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), mit seiner Audio-mmproj-Datei im selben Ordner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optional for Qwen3-TTS, needed for Pocket TTS: a few seconds of someone speaking (WAV or MP3); answers are read in that voice.</source>
        <translation>Optional für Qwen3-TTS, nötig für Pocket TTS: ein paar Sekunden, in denen jemand spricht (WAV oder MP3); Antworten werden mit dieser Stimme vorgelesen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language answers are in, for speech models that speak several (Qwen3-TTS).</source>
        <translation>Die Sprache der Antworten, für Vorlesemodelle, die mehrere Sprachen sprechen (Qwen3-TTS).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s own</source>
        <translation>Die des Modells</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers are read at the speech model&apos;s own pace: llama.cpp&apos;s speech program has no speed setting.</source>
        <translation>Antworten werden im eigenen Tempo des Vorlesemodells vorgelesen: Das Vorleseprogramm von llama.cpp hat keine Einstellung für die Geschwindigkeit.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first in your library</source>
        <translation>Das erste in Ihrer Bibliothek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None in your library yet</source>
        <translation>Noch keines in Ihrer Bibliothek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound files (*.wav *.mp3)</source>
        <translation>Audiodateien (*.wav *.mp3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Voice</source>
        <translation>Stimme</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Found in your library: {0}, {1}.</source>
        <translation>In Ihrer Bibliothek gefunden: {0}, {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Download them into one of your model folders to use them here.</source>
        <translation> Laden Sie sie in einen Ihrer Modellordner herunter, um sie hier zu nutzen.</translation>
    </message>
</context>
<context>
    <name>SettingsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/settings_words.py" line="+16"/>
        <source>Your settings file could not be read, so LlamaDesk started with default settings.</source>
        <translation>Ihre Einstellungsdatei konnte nicht gelesen werden, daher hat LlamaDesk mit den Standardeinstellungen gestartet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some settings had values LlamaDesk could not use and were reset to their defaults ({fields}); the others were kept.</source>
        <translation>Einige Einstellungen hatten Werte, die LlamaDesk nicht verwenden konnte, und wurden auf ihre Standardwerte zurückgesetzt ({fields}); die anderen wurden beibehalten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged. LlamaDesk kept the settings it could still read and reset the rest to their defaults.</source>
        <translation>Ihre Einstellungsdatei war beschädigt. LlamaDesk hat die Einstellungen behalten, die noch lesbar waren, und den Rest auf die Standardwerte zurückgesetzt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged and could not be read, so LlamaDesk started with default settings.</source>
        <translation>Ihre Einstellungsdatei war beschädigt und konnte nicht gelesen werden, daher hat LlamaDesk mit den Standardeinstellungen gestartet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The old file was kept as {path}.</source>
        <translation>Die alte Datei wurde als {path} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The damaged file was kept as {path}.</source>
        <translation>Die beschädigte Datei wurde als {path} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token was kept.</source>
        <translation>Ihr Hugging-Face-Token wurde beibehalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token could not be read: enter it again in Settings to download gated models.</source>
        <translation>Ihr Hugging-Face-Token konnte nicht gelesen werden: Geben Sie ihn in den Einstellungen erneut ein, um zugangsbeschränkte Modelle herunterzuladen.</translation>
    </message>
</context>
<context>
    <name>ShareGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+5"/>
        <source>Share this computer&apos;s memory and devices</source>
        <translation>Den Speicher und die Geräte dieses Computers teilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share this computer</source>
        <translation>Diesen Computer teilen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port to share on</source>
        <translation>Port zum Teilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other computers on my network use it</source>
        <translation>Anderen Computern in meinem Netzwerk die Nutzung erlauben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share with other computers on my network</source>
        <translation>Mit anderen Computern in meinem Netzwerk teilen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing warning</source>
        <translation>Warnung zum Teilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+77"/>
        <source>Not shared.</source>
        <translation>Nicht geteilt.</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About sharing this computer</source>
        <translation>Über das Teilen dieses Computers</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0}:{1} (this computer&apos;s network address)</source>
        <translation>{0}:{1} (die Netzwerkadresse dieses Computers)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} (this computer only)</source>
        <translation>{0} (nur dieser Computer)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared at {0}. Other computers add it to their list.</source>
        <translation>Geteilt unter {0}. Andere Computer fügen es ihrer Liste hinzu.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not shared. {0}</source>
        <translation>Nicht geteilt. {0}</translation>
    </message>
</context>
<context>
    <name>ShortcutsHelp</name>
    <message>
        <location filename="../../desktop/gui/shell/shortcuts_help.py" line="+17"/>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key the window answers to. Esc closes this.</source>
        <translation>Jede Taste, auf die das Fenster reagiert. Esc schließt dies.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close the list of shortcuts</source>
        <translation>Die Liste der Tastenkürzel schließen</translation>
    </message>
</context>
<context>
    <name>SourcesList</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+18"/>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sources:</source>
        <translation>Quellen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources of this answer</source>
        <translation>Quellen dieser Antwort</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Source {number}: {label}</source>
        <translation>Quelle {number}: {label}</translation>
    </message>
</context>
<context>
    <name>StarterNote</name>
    <message>
        <location filename="../../desktop/gui/widgets/starter_note.py" line="+19"/>
        <source>tiny demo</source>
        <translation>winzige Demo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (starter model: a tiny demo)</source>
        <translation> (Startmodell: eine winzige Demo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a better model for this computer</source>
        <translation>Ein besseres Modell für diesen Computer finden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the starter model, a tiny demo (135 million parameters) that shows the app works. Its answers are often wrong or odd; a bigger model answers far better.</source>
        <translation>Dies ist das Startmodell, eine winzige Demo (135 Millionen Parameter), die zeigt, dass die App funktioniert. Seine Antworten sind oft falsch oder seltsam; ein größeres Modell antwortet viel besser.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Discover&apos;s suggestions for this computer&apos;s memory.</source>
        <translation>Die Vorschläge von „Entdecken“ für den Speicher dieses Computers.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About the starter model</source>
        <translation>Über das Startmodell</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/store_words.py" line="+27"/>
        <source>Your chat could not be saved.</source>
        <translation>Ihr Chat konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chat could not be saved because the disk is full. Free some space.</source>
        <translation>Ihr Chat konnte nicht gespeichert werden, weil der Datenträger voll ist. Geben Sie etwas Platz frei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your chat could not be saved because LlamaDesk may not write to its chats file. Check the file&apos;s permissions.</source>
        <translation>Ihr Chat konnte nicht gespeichert werden, weil LlamaDesk nicht in seine Chat-Datei schreiben darf. Prüfen Sie die Berechtigungen der Datei.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because another copy of LlamaDesk is using the chats file. Close it and try again.</source>
        <translation>Ihr Chat konnte nicht gespeichert werden, weil ein anderes LlamaDesk die Chat-Datei verwendet. Schließen Sie es und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because the disk could not be written. Check that it is still connected and has free space.</source>
        <translation>Ihr Chat konnte nicht gespeichert werden, weil nicht auf den Datenträger geschrieben werden konnte. Prüfen Sie, ob er noch angeschlossen ist und Platz frei hat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats could not be read.</source>
        <translation>Ihre gespeicherten Chats konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved chats were already closed.</source>
        <translation>Die gespeicherten Chats waren bereits geschlossen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your saved chats could not be opened. Close other copies of LlamaDesk and try again.</source>
        <translation>Ihre gespeicherten Chats konnten nicht geöffnet werden. Schließen Sie andere LlamaDesk-Fenster und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your saved chats could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>Ihre gespeicherten Chats konnten unter {path} nicht geöffnet werden. Prüfen Sie, ob der Ordner existiert und Sie hineinschreiben dürfen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats were written by a newer version of LlamaDesk. Update LlamaDesk to open them.</source>
        <translation>Ihre gespeicherten Chats wurden von einer neueren LlamaDesk-Version geschrieben. Aktualisieren Sie LlamaDesk, um sie zu öffnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not make a new one next to it. Check that there is free disk space in {folder}, then start LlamaDesk again.</source>
        <translation>Ihre Chat-Datei ist beschädigt, und LlamaDesk konnte daneben keine neue anlegen. Prüfen Sie, ob in {folder} Platz frei ist, und starten Sie LlamaDesk dann erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not move it aside to put a repaired copy in its place. Close other programs that may use it, then start LlamaDesk again. The file is {path}.</source>
        <translation>Ihre Chat-Datei ist beschädigt, und LlamaDesk konnte sie nicht beiseitelegen, um eine reparierte Kopie an ihre Stelle zu setzen. Schließen Sie andere Programme, die sie verwenden könnten, und starten Sie LlamaDesk dann erneut. Die Datei ist {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved chats file is damaged and could not be repaired.</source>
        <translation>Ihre Chat-Datei ist beschädigt und konnte nicht repariert werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This chat no longer exists.</source>
        <translation>Diesen Chat gibt es nicht mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This message no longer exists.</source>
        <translation>Diese Nachricht gibt es nicht mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This reply is no longer being written.</source>
        <translation>Diese Antwort wird nicht mehr geschrieben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This reply no longer exists.</source>
        <translation>Diese Antwort gibt es nicht mehr.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved chats file was damaged and nothing could be read from it, so a new, empty chat history was started. The damaged file was kept as {kept}.</source>
        <translation>Ihre Chat-Datei war beschädigt, und nichts daraus konnte gelesen werden; deshalb wurde ein neuer, leerer Chatverlauf begonnen. Die beschädigte Datei wurde als {kept} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}). The damaged file was kept as {kept}.</source>
        <translation>Ihre Chat-Datei war beschädigt. LlamaDesk hat in eine neue Datei gerettet, was möglich war (Chats: {chats}, Nachrichten: {messages}). Die beschädigte Datei wurde als {kept} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}); some parts could not be read and are only in the damaged copy. The damaged file was kept as {kept}.</source>
        <translation>Ihre Chat-Datei war beschädigt. LlamaDesk hat in eine neue Datei gerettet, was möglich war (Chats: {chats}, Nachrichten: {messages}); manche Teile konnten nicht gelesen werden und sind nur in der beschädigten Kopie. Die beschädigte Datei wurde als {kept} aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>SuggestionNotes</name>
    <message>
        <location filename="../../desktop/gui/discover/suggestion_notes.py" line="+16"/>
        <source>Tiny and quick</source>
        <translation>Winzig und schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good all-rounder</source>
        <translation>Guter Allrounder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strong at reasoning</source>
        <translation>Stark im logischen Denken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Popular 8B chat</source>
        <translation>Beliebtes 8B-Chatmodell</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Multilingual, coding</source>
        <translation>Mehrsprachig, Programmieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sees images too</source>
        <translation>Sieht auch Bilder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Near frontier quality</source>
        <translation>Nahezu Spitzenqualität</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large, sees images</source>
        <translation>Groß, sieht Bilder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs a big GPU</source>
        <translation>Braucht eine große Grafikkarte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speaking: reads answers aloud (10 languages)</source>
        <translation>Sprechen: liest Antworten vor (10 Sprachen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (small)</source>
        <translation>Zuhören: schreibt auf, was Sie sagen (klein)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (more accurate)</source>
        <translation>Zuhören: schreibt auf, was Sie sagen (genauer)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Google&apos;s EmbeddingGemma: over 100 languages, strong for its size</source>
        <translation>EmbeddingGemma von Google: über 100 Sprachen, stark für seine Größe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Among the best at finding passages; many languages, long texts</source>
        <translation>Eines der besten beim Finden von Textstellen; viele Sprachen, lange Texte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English, long passages, quick on any computer</source>
        <translation>Englisch, lange Textstellen, schnell auf jedem Computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BGE-M3: over 100 languages, long texts</source>
        <translation>BGE-M3: über 100 Sprachen, lange Texte</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../desktop/gui/shell/theme.py" line="+26"/>
        <source>Same as the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>ToolButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="-148"/>
        <source>Make the model use a tool first</source>
        <translation>Das Modell zuerst ein Werkzeug nutzen lassen</translation>
    </message>
</context>
<context>
    <name>ToolCallCard</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_card.py" line="+34"/>
        <source>waiting for you</source>
        <translation>wartet auf Sie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>abgelehnt</translation>
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
        <translation>Werkzeugaufruf: {name}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tool call time</source>
        <translation>Dauer des Werkzeugaufrufs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tool call arguments</source>
        <translation>Argumente des Werkzeugaufrufs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call result</source>
        <translation>Ergebnis des Werkzeugaufrufs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call problem</source>
        <translation>Problem beim Werkzeugaufruf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Approval question</source>
        <translation>Frage zur Zustimmung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow once</source>
        <translation>Einmal erlauben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow this {name} call once</source>
        <translation>Diesen Aufruf von {name} einmal erlauben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow in this chat</source>
        <translation>In diesem Chat erlauben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow {name} for the rest of this chat</source>
        <translation>{name} für den Rest dieses Chats erlauben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deny</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deny this {name} call</source>
        <translation>Diesen Aufruf von {name} ablehnen</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{name}: {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The model wants to use {name} (it can delete or overwrite things) with the arguments below. Allow it?</source>
        <translation>Das Modell möchte {name} (kann Dinge löschen oder überschreiben) mit den Argumenten unten nutzen. Erlauben?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model wants to use {name} with the arguments below. Allow it?</source>
        <translation>Das Modell möchte {name} mit den Argumenten unten nutzen. Erlauben?</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Hide the {name} call ({status})</source>
        <translation>Den Aufruf von {name} verbergen ({status})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the {name} call ({status})</source>
        <translation>Den Aufruf von {name} zeigen ({status})</translation>
    </message>
</context>
<context>
    <name>ToolCardList</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_cards.py" line="+34"/>
        <source>Tool calls</source>
        <translation>Werkzeugaufrufe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tools note</source>
        <translation>Hinweis zu Werkzeugen</translation>
    </message>
</context>
<context>
    <name>ToolCards</name>
    <message>
        <location line="-21"/>
        <source>The answer ended before this call was allowed, so it did not run.</source>
        <translation>Die Antwort endete, bevor dieser Aufruf erlaubt wurde, daher lief er nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer ended while this call was running.</source>
        <translation>Die Antwort endete, während dieser Aufruf lief.</translation>
    </message>
</context>
<context>
    <name>ToolServers</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="-207"/>
        <source>Ask every time</source>
        <translation>Jedes Mal fragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow in this chat</source>
        <translation>In diesem Chat erlauben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always allow</source>
        <translation>Immer erlauben</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give the server a name.</source>
        <translation>Geben Sie dem Server einen Namen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the command that starts the server, or its web address.</source>
        <translation>Geben Sie den Befehl an, der den Server startet, oder seine Webadresse.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The command could not be read: {0}.</source>
        <translation>Der Befehl konnte nicht gelesen werden: {0}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It did not work: {0}</source>
        <translation>Es hat nicht funktioniert: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It works, but it offers no tools.</source>
        <translation>Es funktioniert, bietet aber keine Werkzeuge.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (kann Dinge ändern)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It works. Its tools: {0}.</source>
        <translation>Es funktioniert. Seine Werkzeuge: {0}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MCP servers</source>
        <translation>MCP-Server</translation>
    </message>
</context>
<context>
    <name>ToolWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/tool_words.py" line="+34"/>
        <source>Run Python code</source>
        <translation>Python-Code ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run short Python programs to calculate or check its work. They run fenced off: they cannot start programs, use the internet, or read your files except the ones you attach.</source>
        <translation>Lässt das Modell kurze Python-Programme ausführen, um zu rechnen oder seine Arbeit zu prüfen. Sie laufen abgeschottet: Sie können keine Programme starten, nicht das Internet nutzen und Ihre Dateien nicht lesen, außer denen, die Sie anhängen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read attached files</source>
        <translation>Angehängte Dateien lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read the files you attach to this chat, and nothing else.</source>
        <translation>Lässt das Modell die Dateien lesen, die Sie an diesen Chat anhängen, und sonst nichts.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search the web</source>
        <translation>Im Internet suchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model search the web and read the list of results. Uses the internet.</source>
        <translation>Lässt das Modell im Internet suchen und die Ergebnisliste lesen. Nutzt das Internet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open web pages</source>
        <translation>Webseiten öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read a web page&apos;s text. Uses the internet.</source>
        <translation>Lässt das Modell den Text einer Webseite lesen. Nutzt das Internet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run commands on this computer</source>
        <translation>Befehle auf diesem Computer ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run commands on your computer, in a folder of its own. It asks you before every command.</source>
        <translation>Lässt das Modell Befehle auf Ihrem Computer ausführen, in einem eigenen Ordner. Es fragt Sie vor jedem Befehl.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>“{name}” is not a tool LlamaDesk knows.</source>
        <translation>„{name}“ ist kein Werkzeug, das LlamaDesk kennt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tool “{name}” is off. Turn it on in Settings → Tools.</source>
        <translation>Das Werkzeug „{name}“ ist ausgeschaltet. Schalten Sie es unter Einstellungen → Werkzeuge ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP configuration file {path} does not exist.</source>
        <translation>Die MCP-Konfigurationsdatei {path} existiert nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no MCP server named “{name}”. Add it in Settings → Tools.</source>
        <translation>Es gibt keinen MCP-Server namens „{name}“. Fügen Sie ihn unter Einstellungen → Werkzeuge hinzu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An MCP server needs a name.</source>
        <translation>Ein MCP-Server braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An MCP server needs either a command to start or an address (URL).</source>
        <translation>Ein MCP-Server braucht entweder einen Befehl zum Starten oder eine Adresse (URL).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP servers could not be saved to {path}. Check that the disk has free space and you may write to that folder.</source>
        <translation>Die MCP-Server konnten nicht in {path} gespeichert werden. Prüfen Sie, ob auf dem Datenträger Platz frei ist und Sie in diesen Ordner schreiben dürfen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP configuration file {path} could not be read. Check that you may read it.</source>
        <translation>Die MCP-Konfigurationsdatei {path} konnte nicht gelesen werden. Prüfen Sie, ob Sie sie lesen dürfen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP configuration file {path} is damaged. Fix or remove it; LlamaDesk will not write over it.</source>
        <translation>Die MCP-Konfigurationsdatei {path} ist beschädigt. Reparieren oder entfernen Sie sie; LlamaDesk überschreibt sie nicht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{name}” did not answer in time and was stopped.</source>
        <translation>Der MCP-Server „{name}“ hat nicht rechtzeitig geantwortet und wurde beendet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{name}” could not be started ({reason}). Check its command or address in Settings → Tools.</source>
        <translation>Der MCP-Server „{name}“ konnte nicht gestartet werden ({reason}). Prüfen Sie seinen Befehl oder seine Adresse unter Einstellungen → Werkzeuge.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It said: “{said}”</source>
        <translation>Er meldete: „{said}“</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The model asked for a tool without naming it, so nothing ran.</source>
        <translation>Das Modell hat ein Werkzeug angefordert, ohne es zu nennen, daher wurde nichts ausgeführt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model asked for a tool named “{name}”, which this chat does not have.</source>
        <translation>Das Modell hat ein Werkzeug namens „{name}“ angefordert, das es in diesem Chat nicht gibt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model&apos;s request could not be read, so the tool did not run ({reason}).</source>
        <translation>Die Anfrage des Modells konnte nicht gelesen werden, daher wurde das Werkzeug nicht ausgeführt ({reason}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed: “{name}” can change things on this computer and was not allowed for this question, so it did not run.</source>
        <translation>Nicht erlaubt: „{name}“ kann auf diesem Computer etwas verändern und war für diese Frage nicht erlaubt, daher wurde es nicht ausgeführt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stopped by the user.</source>
        <translation>Vom Benutzer angehalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” took longer than {seconds} seconds and was stopped.</source>
        <translation>„{name}“ hat länger als {seconds} Sekunden gebraucht und wurde beendet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}” failed with an error of its own: {reason}</source>
        <translation>„{name}“ ist mit einem eigenen Fehler gescheitert: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give the tool what it needs (“{name}”), so it did not run.</source>
        <translation>Das Modell hat dem Werkzeug nicht gegeben, was es braucht („{name}“), daher wurde es nicht ausgeführt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“{name}” is not a file attached to this chat.</source>
        <translation>„{name}“ ist keine an diesen Chat angehängte Datei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running commands is off on Windows for now: LlamaDesk can&apos;t fence it off there yet, and it never runs without the fence.</source>
        <translation>Das Ausführen von Befehlen ist unter Windows vorerst aus: LlamaDesk kann es dort noch nicht abschotten, und ohne Abschottung läuft es nie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This tool is off on this computer: LlamaDesk could not fence it off here, so nothing ran ({reason}).</source>
        <translation>Dieses Werkzeug ist auf diesem Computer aus: LlamaDesk konnte es hier nicht abschotten, daher wurde nichts ausgeführt ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not read {name}: it works in its own folder and may read only the files attached to the chat.</source>
        <translation>Der Code darf {name} nicht lesen: Er arbeitet in seinem eigenen Ordner und darf nur die an den Chat angehängten Dateien lesen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not write {name}: it may change only the files in its own folder.</source>
        <translation>Der Code darf {name} nicht schreiben: Er darf nur die Dateien in seinem eigenen Ordner ändern.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The code tried to use the network, which it may not.</source>
        <translation>Der Code wollte das Netzwerk nutzen, was er nicht darf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to start another program, which it may not.</source>
        <translation>Der Code wollte ein anderes Programm starten, was er nicht darf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to call native code (ctypes), which it may not.</source>
        <translation>Der Code wollte nativen Code aufrufen (ctypes), was er nicht darf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat&apos;s working folder could not be made ({reason}).</source>
        <translation>Der Arbeitsordner des Chats konnte nicht angelegt werden ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It could not be started ({reason}).</source>
        <translation>Es konnte nicht gestartet werden ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ran longer than its limit of {seconds} seconds and was stopped.</source>
        <translation>Es lief länger als sein Limit von {seconds} Sekunden und wurde beendet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was stopped: the answer was cancelled.</source>
        <translation>Es wurde beendet: Die Antwort wurde abgebrochen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It used more memory than its limit of {size} and was stopped.</source>
        <translation>Es hat mehr Speicher als sein Limit von {size} belegt und wurde beendet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It failed (exit code {code}).</source>
        <translation>Es ist fehlgeschlagen (Exit-Code {code}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attached file {name} could not be read ({reason}).</source>
        <translation>Die angehängte Datei {name} konnte nicht gelesen werden ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a text file ({size}); only text files can be read.</source>
        <translation>{name} ist keine Textdatei ({size}); nur Textdateien können gelesen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give a full web address (one starting with http:// or https://).</source>
        <translation>Das Modell hat keine vollständige Webadresse angegeben (eine, die mit http:// oder https:// beginnt).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} answered with an error (HTTP {code}).</source>
        <translation>{address} hat mit einem Fehler geantwortet (HTTP {code}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} did not answer in time.</source>
        <translation>{address} hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{address} could not be reached ({reason}).</source>
        <translation>{address} war nicht erreichbar ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a text page ({reason}, {size}).</source>
        <translation>{address} ist keine Textseite ({reason}, {size}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No search service is set. Enter a SearXNG search address in Settings → Tools.</source>
        <translation>Es ist kein Suchdienst eingestellt. Geben Sie unter Einstellungen → Werkzeuge eine SearXNG-Suchadresse ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search service at {address} did not answer with search results. Check its address in Settings → Tools.</source>
        <translation>Der Suchdienst unter {address} hat nicht mit Suchergebnissen geantwortet. Prüfen Sie seine Adresse unter Einstellungen → Werkzeuge.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{server}” stopped and is not running any more.</source>
        <translation>Der MCP-Server „{server}“ wurde beendet und läuft nicht mehr.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” did not answer {name} within {seconds} seconds.</source>
        <translation>Der MCP-Server „{server}“ hat {name} nicht innerhalb von {seconds} Sekunden beantwortet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP server “{server}” could not run {name} ({reason}).</source>
        <translation>Der MCP-Server „{server}“ konnte {name} nicht ausführen ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The call to the MCP server “{server}” was stopped.</source>
        <translation>Der Aufruf an den MCP-Server „{server}“ wurde abgebrochen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” sent an answer LlamaDesk could not read ({reason}).</source>
        <translation>Der MCP-Server „{server}“ hat eine Antwort geschickt, die LlamaDesk nicht lesen konnte ({reason}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tool reported an error without saying more.</source>
        <translation>Das Werkzeug hat einen Fehler gemeldet, ohne mehr zu sagen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It used more memory than its limit and was stopped.</source>
        <translation>Es hat mehr Speicher als sein Limit belegt und wurde beendet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its last line of output: “{said}”</source>
        <translation>Seine letzte Ausgabezeile: „{said}“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tool said: {said}</source>
        <translation>Das Werkzeug meldete: {said}</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>You refused this call.</source>
        <translation>Sie haben diesen Aufruf abgelehnt.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Not run again: the same call was made before.</source>
        <translation>Nicht erneut ausgeführt: Derselbe Aufruf wurde schon einmal gemacht.</translation>
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
        <translation>1 Byte</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln Byte</numerusform>
            <numerusform>%Ln Bytes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>less than a second</source>
        <translation>weniger als eine Sekunde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} Min. {seconds} s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minutes} min</source>
        <translation>{minutes} Min.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} Std. {minutes} Min.</translation>
    </message>
</context>
<context>
    <name>UseComputersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="-142"/>
        <source>Computer to use, address and port</source>
        <translation>Zu nutzender Computer, Adresse und Port</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add computer</source>
        <translation>Computer hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add computer to use</source>
        <translation>Zu nutzenden Computer hinzufügen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About using other computers</source>
        <translation>Über das Nutzen anderer Computer</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Enter a computer&apos;s address and port first.</source>
        <translation>Geben Sie zuerst die Adresse und den Port eines Computers ein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added {0}. It is used from the next load.</source>
        <translation>{0} hinzugefügt. Er wird ab dem nächsten Laden genutzt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a computer</source>
        <translation>ein Computer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removed {0}. The next load goes without it.</source>
        <translation>{0} entfernt. Das nächste Laden geht ohne ihn.</translation>
    </message>
</context>
<context>
    <name>VersionSwitch</name>
    <message>
        <location filename="../../desktop/gui/chat/version_switch.py" line="+29"/>
        <source>Previous version of this answer</source>
        <translation>Vorherige Version dieser Antwort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous version of this question</source>
        <translation>Vorherige Version dieser Frage</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next version of this answer</source>
        <translation>Nächste Version dieser Antwort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next version of this question</source>
        <translation>Nächste Version dieser Frage</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Version of this answer</source>
        <translation>Version dieser Antwort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version of this question</source>
        <translation>Version dieser Frage</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Version {number} of {count} of this answer</source>
        <translation>Version {number} von {count} dieser Antwort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version {number} of {count} of this question</source>
        <translation>Version {number} von {count} dieser Frage</translation>
    </message>
</context>
<context>
    <name>VoiceGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="-203"/>
        <source>Speech model, which reads answers aloud</source>
        <translation>Vorlesemodell, das Antworten vorliest</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening model, which writes down what you say</source>
        <translation>Hörmodell, das aufschreibt, was Sie sagen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s own voice</source>
        <translation>Die eigene Stimme des Modells</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice sample</source>
        <translation>Stimmprobe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+127"/>
        <source>Choose a voice sample</source>
        <translation>Eine Stimmprobe wählen</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the model&apos;s own voice</source>
        <translation>Die eigene Stimme des Modells nutzen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Language answers are read in</source>
        <translation>Sprache, in der Antworten vorgelesen werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Read answers aloud automatically</source>
        <translation>Antworten automatisch vorlesen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice models found</source>
        <translation>Gefundene Stimmmodelle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Speech model:</source>
        <translation>&amp;Vorlesemodell:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model is for</source>
        <translation>Wofür das Vorlesemodell da ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Listening model:</source>
        <translation>&amp;Hörmodell:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the listening model is for</source>
        <translation>Wofür das Hörmodell da ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>Spr&amp;ache:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Voice sample:</source>
        <translation>S&amp;timmprobe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the voice sample is for</source>
        <translation>Wofür die Stimmprobe da ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About voice</source>
        <translation>Über die Stimme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading speed</source>
        <translation>Vorlesetempo</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>no listening model</source>
        <translation>kein Hörmodell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 listening model</source>
        <translation>1 Hörmodell</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln listening models</source>
        <translation>
            <numerusform>%Ln Hörmodell</numerusform>
            <numerusform>%Ln Hörmodelle</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no speech model</source>
        <translation>kein Vorlesemodell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 speech model</source>
        <translation>1 Vorlesemodell</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln speech models</source>
        <translation>
            <numerusform>%Ln Vorlesemodell</numerusform>
            <numerusform>%Ln Vorlesemodelle</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VoiceInput</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_input.py" line="+27"/>
        <source>Speak</source>
        <translation>Sprechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop listening</source>
        <translation>Zuhören beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speak instead of typing: press, speak, then press again (Esc cancels).</source>
        <translation>Sprechen statt tippen: drücken, sprechen, dann erneut drücken (Esc bricht ab).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing down what you said…</source>
        <translation>Was Sie gesagt haben, wird aufgeschrieben…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the words in the box, then press Send.</source>
        <translation>Prüfen Sie die Wörter im Feld und drücken Sie dann „Senden“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording cancelled; nothing was kept.</source>
        <translation>Aufnahme abgebrochen; nichts wurde behalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What you said could not be written down; try again.</source>
        <translation>Was Sie gesagt haben, konnte nicht aufgeschrieben werden; versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Listening… {minutes}:{seconds:02d}. Press “{stop}” when you are done (Esc cancels).</source>
        <translation>Hört zu… {minutes}:{seconds:02d}. Drücken Sie „{stop}“, wenn Sie fertig sind (Esc bricht ab).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hands-free: listening… {minutes}:{seconds:02d}. Speak, then pause: what you said is sent. Esc stops hands-free.</source>
        <translation>Freisprechen: hört zu… {minutes}:{seconds:02d}. Sprechen Sie, dann machen Sie eine Pause: Was Sie gesagt haben, wird gesendet. Esc beendet das Freisprechen.</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+90"/>
        <source>Speak instead of typing</source>
        <translation>Sprechen statt tippen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Stop listening and write down what was said</source>
        <translation>Zuhören beenden und aufschreiben, was gesagt wurde</translation>
    </message>
</context>
<context>
    <name>VoiceNote</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_note.py" line="+16"/>
        <source>Voice</source>
        <translation>Stimme</translation>
    </message>
</context>
<context>
    <name>VoiceWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/voice_words.py" line="+31"/>
        <source>{family} reads only in the voice of a sample: choose one in Settings → Voice (a few seconds of someone speaking, WAV or MP3), or another speech model.</source>
        <translation>{family} liest nur mit der Stimme einer Stimmprobe vor: Wählen Sie eine unter Einstellungen → Stimme (ein paar Sekunden, in denen jemand spricht, als WAV oder MP3) oder ein anderes Vorlesemodell.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No microphone can be used: this computer has none LlamaDesk can open. Plug one in (or turn it on, or let apps use it in the system&apos;s privacy settings), then try again.</source>
        <translation>Es kann kein Mikrofon verwendet werden: Dieser Computer hat keines, das LlamaDesk öffnen kann. Schließen Sie eines an (oder schalten Sie es ein, oder erlauben Sie Apps den Zugriff in den Datenschutzeinstellungen des Systems) und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was heard: the recording was silent or too short. Check that the microphone is on and not muted, then press the microphone, speak, and press it again.</source>
        <translation>Es war nichts zu hören: Die Aufnahme war still oder zu kurz. Prüfen Sie, ob das Mikrofon eingeschaltet und nicht stummgeschaltet ist; drücken Sie dann das Mikrofon, sprechen Sie und drücken Sie es erneut.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The recording used in place of the microphone ({path}) is not 16-bit sound.</source>
        <translation>Die Aufnahme, die anstelle des Mikrofons verwendet wird ({path}), ist kein 16-Bit-Ton.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recording used in place of the microphone ({path}) could not be read.</source>
        <translation>Die Aufnahme, die anstelle des Mikrofons verwendet wird ({path}), konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No sound can be played: this computer has no speakers or headphones LlamaDesk can use. Plug some in (or turn the sound device on), then try again.</source>
        <translation>Es kann kein Ton abgespielt werden: Dieser Computer hat keine Lautsprecher oder Kopfhörer, die LlamaDesk verwenden kann. Schließen Sie welche an (oder schalten Sie das Audiogerät ein) und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The sound could not be played: it is not a WAV clip.</source>
        <translation>Der Ton konnte nicht abgespielt werden: Er ist kein WAV-Clip.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sound could not be played: it is not 16-bit mono at {rate} Hz.</source>
        <translation>Der Ton konnte nicht abgespielt werden: Er ist nicht 16-Bit-Mono mit {rate} Hz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is in your library, so answers can&apos;t be read aloud yet. Download a Qwen3-TTS or Pocket TTS model (a GGUF file and its mmproj file: search Discover for “Qwen3-TTS GGUF”) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>In Ihrer Bibliothek ist kein Vorlesemodell, daher können Antworten noch nicht vorgelesen werden. Laden Sie ein Qwen3-TTS- oder Pocket-TTS-Modell (eine GGUF-Datei und ihre mmproj-Datei: Suchen Sie unter „Entdecken“ nach „Qwen3-TTS GGUF“) in einen Ihrer Modellordner herunter und wählen Sie es dann unter Einstellungen → Stimme.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No listening model is in your library, so what you say can&apos;t be written down yet. Download a model that hears (Voxtral, Ultravox, Qwen2-Audio or Gemma 3n, with its audio mmproj file) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>In Ihrer Bibliothek ist kein Hörmodell, daher kann noch nicht aufgeschrieben werden, was Sie sagen. Laden Sie ein Modell, das hören kann (Voxtral, Ultravox, Qwen2-Audio oder Gemma 3n, mit seiner Audio-mmproj-Datei), in einen Ihrer Modellordner herunter und wählen Sie es dann unter Einstellungen → Stimme.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is nothing to read aloud in this answer: it is all code or thinking.</source>
        <translation>In dieser Antwort gibt es nichts vorzulesen: Sie besteht nur aus Code oder Nachdenken.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model heard no words in the recording. Speak a little louder or closer to the microphone, and try again.</source>
        <translation>Das Hörmodell hat in der Aufnahme keine Wörter gehört. Sprechen Sie etwas lauter oder näher am Mikrofon und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The speech model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>Das unter Einstellungen → Stimme gewählte Vorlesemodell ({file}) ist nicht mehr vorhanden: Wählen Sie ein anderes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The listening model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>Das unter Einstellungen → Stimme gewählte Hörmodell ({file}) ist nicht mehr vorhanden: Wählen Sie ein anderes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} could not be read ({reason}).</source>
        <translation>{file} konnte nicht gelesen werden ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is an mmproj file, not a speech model: choose the speech model itself (its mmproj file is found beside it).</source>
        <translation>{file} ist eine mmproj-Datei, kein Vorlesemodell: Wählen Sie das Vorlesemodell selbst (seine mmproj-Datei wird daneben gefunden).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a {family} speech model, whose {codec} sound decoder needs PyTorch, which LlamaDesk does not use: choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} ist ein {family}-Vorlesemodell, dessen {codec}-Tondecoder PyTorch braucht, das LlamaDesk nicht verwendet: Wählen Sie ein Qwen3-TTS- oder Pocket-TTS-Modell.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a speech model (it is a {architecture} model): choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} ist kein Vorlesemodell (sondern ein {architecture}-Modell): Wählen Sie ein Qwen3-TTS- oder Pocket-TTS-Modell.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{projector} is not the mmproj file of a {family} model (it cannot make speech): give the one made for {file}.</source>
        <translation>{projector} ist nicht die mmproj-Datei eines {family}-Modells (sie kann keine Sprache erzeugen): Geben Sie die für {file} gemachte an.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} needs its mmproj file (the one that makes the sound), and none was found beside it: download it into the same folder.</source>
        <translation>{file} braucht seine mmproj-Datei (die den Ton erzeugt), und daneben wurde keine gefunden: Laden Sie sie in denselben Ordner herunter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a model that listens: choose a chat model with an audio mmproj file (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</source>
        <translation>{file} ist kein Modell, das hören kann: Wählen Sie ein Chatmodell mit einer Audio-mmproj-Datei (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mmproj file {projector} cannot hear: {file} cannot listen through it.</source>
        <translation>Die mmproj-Datei {projector} kann nicht hören: {file} kann durch sie nicht zuhören.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} has no audio mmproj file beside it, so it cannot listen: download its mmproj file into the same folder.</source>
        <translation>Neben {file} liegt keine Audio-mmproj-Datei, daher kann es nicht hören: Laden Sie seine mmproj-Datei in denselben Ordner herunter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample {file} was not found: choose another one in Settings → Voice.</source>
        <translation>Die Stimmprobe {file} wurde nicht gefunden: Wählen Sie unter Einstellungen → Stimme eine andere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{family} does not speak “{language}”; it speaks {languages}.</source>
        <translation>{family} spricht „{language}“ nicht; es spricht {languages}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is loaded.</source>
        <translation>Es ist kein Vorlesemodell geladen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech is already being made; stop it first.</source>
        <translation>Es wird bereits gesprochen; halten Sie das zuerst an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LlamaDesk is closing; nothing can be spoken now.</source>
        <translation>LlamaDesk wird geschlossen; jetzt kann nichts mehr gesprochen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The llama.cpp runtime in {folder} cannot read aloud (it was installed before speech was added). Install the runtime again in Settings → Runtime.</source>
        <translation>Die llama.cpp-Engine in {folder} kann nicht vorlesen (sie wurde installiert, bevor Sprache hinzukam). Installieren Sie die Engine unter Einstellungen → Engine erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that reads aloud could not be started ({reason}). Install the runtime again in Settings → Runtime.</source>
        <translation>Das Programm, das vorliest, konnte nicht gestartet werden ({reason}). Installieren Sie die Engine unter Einstellungen → Engine erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound was made for sentence {sentence}; try again.</source>
        <translation>Für Satz {sentence} wurde kein Ton erzeugt; versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that reads aloud stopped before the sentence was spoken (exit code {exit_code}); try again.</source>
        <translation>Das Programm, das vorliest, wurde beendet, bevor der Satz gesprochen war (Exit-Code {exit_code}); versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample could not be read: give a WAV or MP3.</source>
        <translation>Die Stimmprobe konnte nicht gelesen werden: Geben Sie eine WAV- oder MP3-Datei an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This speech model does not speak the language asked for.</source>
        <translation>Dieses Vorlesemodell spricht die gewünschte Sprache nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model&apos;s mmproj file could not be loaded.</source>
        <translation>Die mmproj-Datei des Vorlesemodells konnte nicht geladen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mmproj file given cannot make speech.</source>
        <translation>Die angegebene mmproj-Datei kann keine Sprache erzeugen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (a damaged file?).</source>
        <translation>Das Vorlesemodell konnte nicht geladen werden (eine beschädigte Datei?).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (not enough memory?).</source>
        <translation>Das Vorlesemodell konnte nicht geladen werden (nicht genug Speicher?).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>LlamaDesk is closing; nothing can be written down now.</source>
        <translation>LlamaDesk wird geschlossen; jetzt kann nichts mehr aufgeschrieben werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model is not running. Press the microphone again.</source>
        <translation>Das Hörmodell läuft nicht. Drücken Sie das Mikrofon erneut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The recording {file} could not be read ({reason}).</source>
        <translation>Die Aufnahme {file} konnte nicht gelesen werden ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a sound file this can read: give a WAV, MP3 or FLAC file.</source>
        <translation>{file} ist keine Tondatei, die gelesen werden kann: Geben Sie eine WAV-, MP3- oder FLAC-Datei an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model did not answer; it may have stopped. Press the microphone again.</source>
        <translation>Das Hörmodell hat nicht geantwortet; vielleicht wurde es beendet. Drücken Sie das Mikrofon erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model could not write down {file}: “{reason}”.</source>
        <translation>Das Hörmodell konnte {file} nicht aufschreiben: „{reason}“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model answered without writing anything down.</source>
        <translation>Das Hörmodell hat geantwortet, ohne etwas aufzuschreiben.</translation>
    </message>
</context>
<context>
    <name>_ChatRows</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_list.py" line="-105"/>
        <source>New name for the chat</source>
        <translation>Neuer Name für den Chat</translation>
    </message>
</context>
<context>
    <name>_InstallWorker</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-24"/>
        <source>The runtime install was cancelled; nothing was changed.</source>
        <translation>Die Installation der Engine wurde abgebrochen; nichts wurde geändert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The runtime install failed: {0}</source>
        <translation>Die Installation der Engine ist fehlgeschlagen: {0}</translation>
    </message>
</context>
<context>
    <name>_JobRow</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="-196"/>
        <source>Download of {0}</source>
        <translation>Download von {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State of {0}</source>
        <translation>Zustand von {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Progress of {0}</source>
        <translation>Fortschritt von {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Details of {0}</source>
        <translation>Details zu {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pause</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause download of {0}</source>
        <translation>Download von {0} pausieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume download of {0}</source>
        <translation>Download von {0} fortsetzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel…</source>
        <translation>Abbrechen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel download of {0}</source>
        <translation>Download von {0} abbrechen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Download instead</source>
        <translation>Stattdessen herunterladen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download instead of {0}</source>
        <translation>Anstelle von {0} herunterladen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Retry download of {0}</source>
        <translation>Download von {0} erneut versuchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove {0} from the list</source>
        <translation>{0} aus der Liste entfernen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load {0}</source>
        <translation>{0} laden</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Download {0} instead</source>
        <translation>Stattdessen {0} herunterladen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download {0} {1} instead of {2}</source>
        <translation>{0} {1} statt {2} herunterladen</translation>
    </message>
</context>
</TS>
