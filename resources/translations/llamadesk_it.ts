<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AdvancedPanel</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+45"/>
        <location line="+6"/>
        <location line="+89"/>
        <source>Automatic</source>
        <translation>Automatico</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>All layers on GPU</source>
        <translation>Tutti i livelli sulla GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some layers on GPU</source>
        <translation>Alcuni livelli sulla GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU only</source>
        <translation>Solo CPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On</source>
        <translation>Attivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Disattivato</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>GPU offload</source>
        <translation>Uso della GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Layers on the GPU</source>
        <translation>Livelli sulla GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> layers</source>
        <translation> livelli</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Graphics cards to use</source>
        <translation>Schede video da usare</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics &amp;cards</source>
        <translation>&amp;Schede video</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conversation memory (KV cache) type</source>
        <translation>Tipo di memoria della conversazione (cache KV)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flash attention</source>
        <translation>Flash attention</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cache type note</source>
        <translation>Nota sul tipo di cache</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processor threads</source>
        <translation>Thread del processore</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speculative decoding (n-gram)</source>
        <translation>Decodifica speculativa (n-grammi)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guesses repeated text ahead to answer faster; not used with a projector.</source>
        <translation>Prevede il testo ripetuto per rispondere più in fretta; non usata con un proiettore.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chat template file</source>
        <translation>File del template della chat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jinja templates (*.jinja);;All (*)</source>
        <translation>Template Jinja (*.jinja);;Tutti (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Projector (mmproj) file</source>
        <translation>File del proiettore (mmproj)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF projectors (*.gguf);;All files (*)</source>
        <translation>Proiettori GGUF (*.gguf);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU &amp;offload</source>
        <translation>&amp;Uso della GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context cac&amp;he type</source>
        <translation>Tipo di cac&amp;he del contesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flash attention</source>
        <translation>&amp;Flash attention</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Threads</source>
        <translation>&amp;Thread</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chat te&amp;mplate</source>
        <translation>Template della c&amp;hat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Projector</source>
        <translation>&amp;Proiettore</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>A {0} cache needs flash attention, so it is turned on.</source>
        <translation>Una cache {0} richiede la flash attention, quindi è stata attivata.</translation>
    </message>
</context>
<context>
    <name>AppStatusBar</name>
    <message>
        <location filename="../../desktop/gui/shell/status_bar.py" line="+33"/>
        <source>Runtime</source>
        <translation>Motore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runtime: looking…</source>
        <translation>Motore: ricerca…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device in use</source>
        <translation>Dispositivo in uso</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+125"/>
        <source>Device: none</source>
        <translation>Nessun dispositivo</translation>
    </message>
    <message>
        <location line="-123"/>
        <location line="+136"/>
        <source>Graphics card warning</source>
        <translation>Avviso sulla scheda video</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>Loaded model</source>
        <translation>Modello caricato</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+111"/>
        <location line="+9"/>
        <source>No model loaded</source>
        <translation>Nessun modello caricato</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Memory used by the model</source>
        <translation>Memoria usata dal modello</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Runtime: none found</source>
        <translation>Motore: nessuno trovato</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Runtime: {runtime}</source>
        <translation>Motore: {runtime}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading…</source>
        <translation>Caricamento…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Device: {device}</source>
        <translation>Dispositivo: {device}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name} ({note})</source>
        <translation>Modello: {name} ({note})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name}</source>
        <translation>Modello: {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory: uses about {size}</source>
        <translation>Memoria: usa circa {size}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model {uses}, as the server reported when it loaded.
As planned, it {needs} at {tokens} tokens of context.</source>
        <translation>Il modello {uses}, secondo il server al caricamento.
Come previsto, {needs} con {tokens} token di contesto.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory: {need}</source>
        <translation>Memoria: {need}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {model}, the model picked on the Load page.</source>
        <translation>Per {model}, il modello scelto nella pagina Carica.</translation>
    </message>
</context>
<context>
    <name>AttachmentChip</name>
    <message>
        <location filename="../../desktop/gui/chat/attachments.py" line="+69"/>
        <source>Attached picture {name}</source>
        <translation>Immagine allegata {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove picture {name}</source>
        <translation>Rimuovi l&apos;immagine {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Don&apos;t send {name}</source>
        <translation>Non inviare {name}</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <location line="+23"/>
        <source>Pictures to send</source>
        <translation>Immagini da inviare</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location line="-82"/>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>Immagini (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
</context>
<context>
    <name>BuiltinToolsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="+87"/>
        <source>About tools</source>
        <translation>Informazioni sugli strumenti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn tools on for a chat with the Tools button above its messages. Here you choose when each one needs your approval.</source>
        <translation>Attivi gli strumenti di una chat con il pulsante Strumenti sopra i messaggi. Qui sceglie quando ciascuno ha bisogno della sua approvazione.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>What {0} does</source>
        <translation>Cosa fa {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Let the model use the web (web_search and fetch_url)</source>
        <translation>Lascia che il modello usi il web (web_search e fetch_url)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model use the web</source>
        <translation>Lascia che il modello usi il web</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About the web tools</source>
        <translation>Informazioni sugli strumenti web</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search address for web_search</source>
        <translation>Indirizzo di ricerca per web_search</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Let the model run commands (shell)</source>
        <translation>Lascia che il modello esegua comandi (shell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model run commands</source>
        <translation>Lascia che il modello esegua comandi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shell warning</source>
        <translation>Avviso sulla shell</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When {0} needs your approval</source>
        <translation>Quando {0} ha bisogno della sua approvazione</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The shell asks before every command.</source>
        <translation>La shell chiede prima di ogni comando.</translation>
    </message>
</context>
<context>
    <name>ChatComposer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+30"/>
        <source>The loaded model can&apos;t read pictures. Load a model that supports images, with its vision projector file, to attach one.</source>
        <translation>Il modello caricato non sa leggere le immagini. Carichi un modello che supporti le immagini, con il suo file del proiettore visivo, per allegarne una.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add a picture for the model to look at.</source>
        <translation>Aggiunga un&apos;immagine da far guardare al modello.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a message. Enter sends, Shift+Enter starts a new line, Esc stops.</source>
        <translation>Scriva un messaggio. Invio invia, Maiusc+Invio va a capo, Esc interrompe.</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="+41"/>
        <source>New chat</source>
        <translation>Nuova chat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chat title</source>
        <translation>Titolo della chat</translation>
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
        <translation>Cerca nelle chat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search result</source>
        <translation>Risultato della ricerca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved chats</source>
        <translation>Chat salvate</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>New chat</source>
        <translation>Nuova chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat (Ctrl+N)</source>
        <translation>Inizia una nuova chat (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>Rinomina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename chat</source>
        <translation>Rinomina la chat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Delete chat</source>
        <translation>Elimina la chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the chat “{title}”? This can&apos;t be undone.</source>
        <translation>Eliminare la chat “{title}”? Non si può annullare.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No chats match “{search}”.</source>
        <translation>Nessuna chat corrisponde a “{search}”.</translation>
    </message>
</context>
<context>
    <name>ChatModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+29"/>
        <source>No model loaded</source>
        <translation>Nessun modello caricato</translation>
    </message>
</context>
<context>
    <name>ChatTitle</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="-19"/>
        <source>New…</source>
        <translation>Nuova…</translation>
    </message>
</context>
<context>
    <name>ChatToolCalls</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_chat.py" line="+237"/>
        <source>This model can&apos;t use tools, so this answer was written without them.</source>
        <translation>Questo modello non può usare strumenti, quindi questa risposta è stata scritta senza.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{text} Allow once, Allow in this chat or Deny, on the answer above the message box.</source>
        <translation>{text} Scelga Consenti una volta, Consenti in questa chat o Nega, nella risposta sopra la casella del messaggio.</translation>
    </message>
</context>
<context>
    <name>ChatToolsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="+48"/>
        <location line="+3"/>
        <source>Tools for this chat</source>
        <translation>Strumenti per questa chat</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Choose the tools the model may use in this chat</source>
        <translation>Scelga gli strumenti che il modello può usare in questa chat</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{tool} (off in Settings)</source>
        <translation>{tool} (disattivato nelle Impostazioni)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (può modificare)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (only reads)</source>
        <translation>{tool} (solo lettura)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MCP servers</source>
        <translation>Server MCP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every tool of {server}: those it marks as only reading run at once, the others ask you first, every time for those that can delete or overwrite</source>
        <translation>Tutti gli strumenti di {server}: quelli che segna come di sola lettura partono subito, gli altri chiedono prima, ogni volta per quelli che possono eliminare o sovrascrivere</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Files the tools may read</source>
        <translation>File che gli strumenti possono leggere</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} (untick to take it away)</source>
        <translation>{file} (tolga la spunta per rimuoverlo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attach a file…</source>
        <translation>Allega un file…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file the model may read in this chat (nothing else is)</source>
        <translation>Un file che il modello può leggere in questa chat (nient&apos;altro)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s first step in each answer is a tool call</source>
        <translation>Il primo passo del modello in ogni risposta è usare uno strumento</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Attach a file for the tools</source>
        <translation>Allega un file per gli strumenti</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tools: {count} on</source>
        <translation>Strumenti: {count} attivi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tools</source>
        <translation>Strumenti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{names} on</source>
        <translation>{names} attivi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tools on in this chat</source>
        <translation>Nessuno strumento attivo in questa chat</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_view.py" line="+214"/>
        <source>Chats</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show your saved chats</source>
        <translation>Mostra le chat salvate</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Attach image</source>
        <translation>Allega immagine</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Writing the answer…</source>
        <translation>Scrittura della risposta…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Answer: {text}</source>
        <translation>Risposta: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer is empty.</source>
        <translation>La risposta è vuota.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This chat nearly fills what the model can keep in mind; the next message may not fit.</source>
        <translation>Questa chat riempie quasi ciò che il modello riesce a ricordare; il prossimo messaggio potrebbe non starci.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This chat is too long for the model&apos;s context.</source>
        <translation>Questa chat è troppo lunga per il contesto del modello.</translation>
    </message>
</context>
<context>
    <name>ChatWelcome</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_welcome.py" line="+14"/>
        <source>Ask anything</source>
        <translation>Chieda quello che vuole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model runs on this computer: what you write here stays on it. Try one of these, or write your own below.</source>
        <translation>Il modello funziona su questo computer: ciò che scrive qui resta qui. Provi uno di questi, o scriva il suo qui sotto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Explain how a rainbow forms, in a few simple sentences.</source>
        <translation>Spiega come si forma un arcobaleno, in poche frasi semplici.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a short, friendly email saying I can&apos;t come to Friday&apos;s meeting.</source>
        <translation>Scrivi una breve e-mail cordiale per dire che non posso venire alla riunione di venerdì.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give me three ideas for a quick vegetarian dinner.</source>
        <translation>Dammi tre idee per una cena vegetariana veloce.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Welcome</source>
        <translation>Benvenuto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About this chat</source>
        <translation>Informazioni su questa chat</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask: {prompt}</source>
        <translation>Chiedi: {prompt}</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+52"/>
        <source>Instructions for the assistant</source>
        <translation>Istruzioni per l&apos;assistente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: how the assistant should answer</source>
        <translation>Facoltativo: come deve rispondere l&apos;assistente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Instructions</source>
        <translation>&amp;Istruzioni</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Told to the assistant before every message of this chat, e.g. “Answer briefly, in French.”</source>
        <translation>Dette all&apos;assistente prima di ogni messaggio di questa chat, ad es. “Rispondi in breve, in francese.”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Message to send</source>
        <translation>Messaggio da inviare</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Send</source>
        <translation>Invia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send message</source>
        <translation>Invia il messaggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send (Enter)</source>
        <translation>Invia (Invio)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>Ferma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the answer</source>
        <translation>Ferma la risposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop (Esc)</source>
        <translation>Ferma (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image…</source>
        <translation>Allega immagine…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image</source>
        <translation>Allega immagine</translation>
    </message>
</context>
<context>
    <name>ContextChoices</name>
    <message>
        <location filename="../../desktop/gui/chat/context_meter.py" line="+120"/>
        <source>This chat is too long</source>
        <translation>Questa chat è troppo lunga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat length problem</source>
        <translation>Problema di lunghezza della chat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new chat</source>
        <translation>Inizia una nuova chat</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Drop the oldest turns</source>
        <translation>Togli i messaggi più vecchi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Answer again without the earliest messages; they stay saved in this chat.</source>
        <translation>Rispondi di nuovo senza i primi messaggi; restano salvati in questa chat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Reload with a longer context</source>
        <translation>Ricarica con un contesto più lungo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Load the model again with {longer} tokens of context.</source>
        <translation>Carica di nuovo il modello con {longer} token di contesto.</translation>
    </message>
</context>
<context>
    <name>ContextMeter</name>
    <message>
        <location line="-117"/>
        <source>{used} of {context} tokens</source>
        <translation>{used} di {context} token</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Context used</source>
        <translation>Contesto usato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of the model&apos;s context this chat uses.</source>
        <translation>Quanto del contesto del modello usa questa chat.</translation>
    </message>
</context>
<context>
    <name>ContextNotices</name>
    <message>
        <location line="+124"/>
        <source>Context note</source>
        <translation>Nota sul contesto</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>The %Ln oldest messages are no longer sent to the model, so the chat fits; they stay saved here.</source>
        <translation>
            <numerusform>Il messaggio più vecchio non viene più inviato al modello, perché la chat ci stia; resta salvato qui.</numerusform>
            <numerusform>I %Ln messaggi più vecchi non vengono più inviati al modello, perché la chat ci stia; restano salvati qui.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There are no older messages to drop; start a new chat or shorten your message.</source>
        <translation>Non ci sono messaggi più vecchi da togliere; inizi una nuova chat o accorci il messaggio.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading the model again with {context} tokens of context. Press Retry on the answer when it is ready.</source>
        <translation>Nuovo caricamento del modello con {context} token di contesto. Prema Riprova sulla risposta quando è pronto.</translation>
    </message>
</context>
<context>
    <name>ConversationCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/conversation_calls.py" line="+119"/>
        <source>The saved chats were already closed.</source>
        <translation>Le chat salvate erano già chiuse.</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/crash_notice.py" line="+14"/>
        <source>LlamaDesk closed unexpectedly last time. A report of what happened was kept; it holds no chats, keys or tokens. Sending it to the people who make LlamaDesk helps them fix it.</source>
        <translation>L&apos;ultima volta LlamaDesk si è chiuso inaspettatamente. È stato conservato un rapporto di quanto accaduto; non contiene chat, chiavi né token. Inviarlo a chi sviluppa LlamaDesk aiuta a risolvere il problema.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>LlamaDesk closed unexpectedly</source>
        <translation>LlamaDesk si è chiuso inaspettatamente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy report</source>
        <translation>Copia rapporto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open folder</source>
        <translation>Apri cartella</translation>
    </message>
</context>
<context>
    <name>DefaultsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="+67"/>
        <source>Load the model I used last when LlamaDesk starts</source>
        <translation>Carica l&apos;ultimo modello che ho usato all&apos;avvio di LlamaDesk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the model used last when LlamaDesk starts</source>
        <translation>Carica l&apos;ultimo modello usato all&apos;avvio di LlamaDesk</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default context length</source>
        <translation>Lunghezza del contesto predefinita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automatic</source>
        <translation>Automatico</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Default graphics card use</source>
        <translation>Uso predefinito della scheda video</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Default context cache type</source>
        <translation>Tipo di cache del contesto predefinito</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default temperature</source>
        <translation>Temperatura predefinita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default top-p</source>
        <translation>Top-p predefinito</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default number of candidate words (top K)</source>
        <translation>Numero predefinito di parole candidate (top K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many of the likeliest next words the model picks from. Fewer gives safer, plainer answers; Off lets it pick from all of them.</source>
        <translation>Tra quante delle prossime parole più probabili sceglie il modello. Meno dà risposte più sicure e semplici; Disattivato lo lascia scegliere tra tutte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+17"/>
        <source>Off</source>
        <translation>Disattivato</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Default least likely word allowed (min P)</source>
        <translation>Parola meno probabile ammessa predefinita (min P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words far less likely than the best next word are never picked. Higher keeps answers on topic; 0 turns this off.</source>
        <translation>Le parole molto meno probabili della parola migliore non vengono mai scelte. Più alto mantiene le risposte in tema; 0 lo disattiva.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default repetition penalty</source>
        <translation>Penalità di ripetizione predefinita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above 1 the model avoids saying the same words over and over. Off (1.00) leaves it as it is.</source>
        <translation>Sopra 1 il modello evita di ripetere sempre le stesse parole. Disattivato (1,00) lo lascia com&apos;è.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Default seed</source>
        <translation>Seme predefinito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random gives a different answer every time. With a number, the same question asked with the same settings gets the same answer.</source>
        <translation>Casuale dà una risposta diversa ogni volta. Con un numero, la stessa domanda con le stesse impostazioni riceve la stessa risposta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Default longest answer</source>
        <translation>Risposta più lunga predefinita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>Nessun limite</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default instructions for the assistant</source>
        <translation>Istruzioni predefinite per l&apos;assistente</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Context length</source>
        <translation>Lunghezza del &amp;contesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Graphics card use</source>
        <translation>Uso della scheda &amp;video</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context &amp;cache type</source>
        <translation>Tipo di &amp;cache del contesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cr&amp;eativity (temperature)</source>
        <translation>Cr&amp;eatività (temperatura)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Word choice breadth (top &amp;P)</source>
        <translation>Ampiezza della scelta di parole (top &amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidate &amp;words (top K)</source>
        <translation>Parole &amp;candidate (top K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Least likely word allowed (&amp;min P)</source>
        <translation>Parola meno probabile ammessa (&amp;min P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetition pe&amp;nalty</source>
        <translation>Pe&amp;nalità di ripetizione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (random or a &amp;number)</source>
        <translation>Seme (casuale o un &amp;numero)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Longest answer</source>
        <translation>Risposta più &amp;lunga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instructions for the assistant</source>
        <translation>&amp;Istruzioni per l&apos;assistente</translation>
    </message>
</context>
<context>
    <name>DiscoverPage</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_page.py" line="+35"/>
        <source>Downloads</source>
        <translation>Download</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Find models and downloads</source>
        <translation>Trova modelli e download</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{0} {1} is in the download list.</source>
        <translation>{0} {1} è nell&apos;elenco dei download.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Download finished: the model is in the Library.</source>
        <translation>Download completato: il modello è nella Libreria.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A model</source>
        <translation>Un modello</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The download of {0} stopped: its row under Downloads says why.</source>
        <translation>Il download di {0} si è fermato: la sua riga in Download spiega perché.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hugging Face answers again.</source>
        <translation>Hugging Face risponde di nuovo.</translation>
    </message>
</context>
<context>
    <name>DiscoverView</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_view.py" line="+68"/>
        <source>Most downloaded</source>
        <translation>Più scaricati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recently updated</source>
        <translation>Aggiornati di recente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Good first models for this computer</source>
        <translation>Buoni primi modelli per questo computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat models</source>
        <translation>Modelli di chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding models, for your documents</source>
        <translation>Modelli di embedding, per i suoi documenti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding models, for searching your documents</source>
        <translation>Modelli di embedding, per cercare nei suoi documenti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An embedding model does not chat: it turns text into numbers, so LlamaDesk can find the passages of your documents that mean what you asked, even in other words. LlamaDesk starts with all-MiniLM-L6-v2 (small, English). A better one finds the right passages more often and reads more languages. Once downloaded, choose it in a chat&apos;s Documents window (Embedding model…); each library is then read again.</source>
        <translation>Un modello di embedding non conversa: trasforma il testo in numeri, così LlamaDesk può trovare i brani dei suoi documenti che significano ciò che ha chiesto, anche con altre parole. LlamaDesk parte con all-MiniLM-L6-v2 (piccolo, inglese). Uno migliore trova più spesso i brani giusti e legge più lingue. Una volta scaricato, lo scelga nella finestra Documenti di una chat (Modello di embedding…); ogni libreria viene poi riletta.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Why it&apos;s a good start</source>
        <translation>Perché è un buon inizio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested version</source>
        <translation>Versione consigliata</translation>
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
        <translation>Download</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likes</source>
        <translation>Mi piace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updated</source>
        <translation>Aggiornato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access</source>
        <translation>Accesso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About how much the usual version ({0}) downloads. See versions for each version&apos;s exact size and whether it fits this computer.</source>
        <translation>Dimensione approssimativa del download della versione abituale ({0}). Veda le versioni per la dimensione esatta di ciascuna e se sta in questo computer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated</source>
        <translation>Limitato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This shows once Hugging Face answers: press Try again above.</source>
        <translation>Compare quando Hugging Face risponde: prema Riprova qui sopra.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Get models</source>
        <translation>Trova modelli</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search Hugging Face for models</source>
        <translation>Cerca modelli su Hugging Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search Hugging Face, e.g. llama, qwen, gemma</source>
        <translation>Cerca su Hugging Face, ad es. llama, qwen, gemma</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Order of the results</source>
        <translation>Ordine dei risultati</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search</source>
        <translation>Cerca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search now</source>
        <translation>Cerca ora</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the list shows</source>
        <translation>Cosa mostra l&apos;elenco</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which models to suggest</source>
        <translation>Quali modelli suggerire</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Search status</source>
        <translation>Stato della ricerca</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Models found</source>
        <translation>Modelli trovati</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>See versions</source>
        <translation>Vedi versioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the versions of the selected model</source>
        <translation>Vedi le versioni del modello selezionato</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Checking this computer…</source>
        <translation>Verifica di questo computer…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Choose one to see its versions, or search for any model above.</source>
        <translation>Ne scelga uno per vederne le versioni, o cerchi un modello qualsiasi qui sopra.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Searching Hugging Face…</source>
        <translation>Ricerca su Hugging Face…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Models matching “{0}”</source>
        <translation>Modelli che corrispondono a “{0}”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 model found.</source>
        <translation>1 modello trovato.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>%Ln modello trovato.</numerusform>
            <numerusform>%Ln modelli trovati.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No GGUF models match “{0}”. Try a shorter or other name.</source>
        <translation>Nessun modello GGUF corrisponde a “{0}”. Provi un nome più corto o diverso.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The search failed.</source>
        <translation>La ricerca non è riuscita.</translation>
    </message>
</context>
<context>
    <name>DocumentsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="+182"/>
        <source>Documents for this chat</source>
        <translation>Documenti per questa chat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents</source>
        <translation>Documenti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let this chat answer from your files: PDFs, Word, text, web pages.</source>
        <translation>Lasci che questa chat risponda dai suoi file: PDF, Word, testo, pagine web.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Documents: {name}</source>
        <translation>Documenti: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from the library “{name}”.</source>
        <translation>Questa chat risponde dalla libreria “{name}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents ({count})</source>
        <translation>Documenti ({count})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from {names}.</source>
        <translation>Questa chat risponde da {names}.</translation>
    </message>
</context>
<context>
    <name>DocumentsCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/documents_calls.py" line="+254"/>
        <source>Indexing stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>L&apos;indicizzazione si è fermata per un problema imprevisto in LlamaDesk.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your documents could not be reached because of an unexpected problem in LlamaDesk.</source>
        <translation>Non è stato possibile accedere ai suoi documenti per un problema imprevisto in LlamaDesk.</translation>
    </message>
</context>
<context>
    <name>DocumentsCounts</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="-132"/>
        <source>1 file</source>
        <translation>1 file</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln file</numerusform>
            <numerusform>%Ln file</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 passage</source>
        <translation>1 brano</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln passages</source>
        <translation>
            <numerusform>%Ln brano</numerusform>
            <numerusform>%Ln brani</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 new passage</source>
        <translation>1 brano nuovo</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln new passages</source>
        <translation>
            <numerusform>%Ln brano nuovo</numerusform>
            <numerusform>%Ln brani nuovi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{done} of 1 file</source>
        <translation>{done} di 1 file</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{done} of %Ln files</source>
        <translation>
            <numerusform>{done} di %Ln file</numerusform>
            <numerusform>{done} di %Ln file</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 could not be read</source>
        <translation>1 non leggibile</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>%Ln non leggibile</numerusform>
            <numerusform>%Ln non leggibili</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>…and 1 more file could not be read.</source>
        <translation>…e un altro file non è stato letto.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>…and %Ln more files could not be read.</source>
        <translation>
            <numerusform>…e %Ln altro file non è stato letto.</numerusform>
            <numerusform>…e altri %Ln file non sono stati letti.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <location line="-46"/>
        <source>Tick the libraries this chat answers from: each question is searched in them first, and the answer lists the passages it was given under “Sources”.</source>
        <translation>Spunti le librerie da cui risponde questa chat: ogni domanda viene cercata prima lì, e la risposta elenca i brani ricevuti sotto “Fonti”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No libraries yet: add a folder or files to make one.</source>
        <translation>Ancora nessuna libreria: aggiunga una cartella o dei file per crearne una.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;All files (*)</source>
        <translation>Documenti (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Read {files}…</source>
        <translation>Leggi {files}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading {files}… ({name})</source>
        <translation>Lettura di {files}… ({name})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not indexed yet</source>
        <translation>non ancora indicizzata</translation>
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
        <translation>Impossibile indicizzare “{name}”: {problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Indexing “{name}” stopped. What was read is kept; Update goes on from there.</source>
        <translation>L&apos;indicizzazione di “{name}” si è fermata. Ciò che è stato letto resta; Aggiorna riprende da lì.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“{name}” is ready: {files} read, {passages}.</source>
        <translation>“{name}” è pronta: {files} letti, {passages}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{source} could not be reached; its files are kept as they were indexed.</source>
        <translation>Impossibile raggiungere {source}; i suoi file restano come erano stati indicizzati.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Embedding model: {name}</source>
        <translation>Modello di embedding: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model: the first one in your model folders</source>
        <translation>Modello di embedding: il primo nelle cartelle dei modelli</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+1"/>
        <source>Documents</source>
        <translation>Documenti</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Documents for this chat</source>
        <translation>Documenti per questa chat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About documents</source>
        <translation>Informazioni sui documenti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Libraries</source>
        <translation>Librerie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No libraries</source>
        <translation>Nessuna libreria</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>Aggiungi cartella…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+89"/>
        <source>Make a library from a folder</source>
        <translation>Crea una libreria da una cartella</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Add files…</source>
        <translation>Aggiungi file…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+94"/>
        <source>Make a library from files</source>
        <translation>Crea una libreria da dei file</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Update</source>
        <translation>Aggiorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the library&apos;s new and changed files</source>
        <translation>Leggi i file nuovi e modificati della libreria</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop</source>
        <translation>Ferma</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop indexing</source>
        <translation>Ferma l&apos;indicizzazione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the library (your files stay)</source>
        <translation>Rimuovi la libreria (i file restano)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indexing status</source>
        <translation>Stato dell&apos;indicizzazione</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model</source>
        <translation>Modello di embedding</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding model…</source>
        <translation>Modello di embedding…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the embedding model file</source>
        <translation>Scegli il file del modello di embedding</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model that turns text into numbers for searching (a GGUF file). Another model means reading every library again.</source>
        <translation>Il modello che trasforma il testo in numeri per la ricerca (un file GGUF). Cambiare modello significa rileggere ogni libreria.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reranking model</source>
        <translation>Modello di riordinamento</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+96"/>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>&amp;Reranking model:</source>
        <translation>Modello di &amp;riordinamento:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reranking model reads the question with each passage found and puts the best first (slower, often better). None: keyword and meaning search alone.</source>
        <translation>Un modello di riordinamento legge la domanda con ogni brano trovato e mette prima i migliori (più lento, spesso migliore). Nessuno: solo ricerca per parole chiave e per significato.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close the Documents window</source>
        <translation>Chiudi la finestra Documenti</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Making the library…</source>
        <translation>Creazione della libreria…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the embedding model</source>
        <translation>Scegli il modello di embedding</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf)</source>
        <translation>Modelli GGUF (*.gguf)</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>starting the embedding model…</source>
        <translation>avvio del modello di embedding…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Indexing “{name}”: starting the embedding model…</source>
        <translation>Indicizzazione di “{name}”: avvio del modello di embedding…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Indexing “{name}”: {text}</source>
        <translation>Indicizzazione di “{name}”: {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Remove library</source>
        <translation>Rimuovi libreria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the library “{name}”? Your files stay where they are; only what LlamaDesk read from them is forgotten.</source>
        <translation>Rimuovere la libreria “{name}”? I suoi file restano dove sono; solo ciò che LlamaDesk ne ha letto viene dimenticato.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Removed “{name}”.</source>
        <translation>“{name}” rimossa.</translation>
    </message>
</context>
<context>
    <name>DocumentsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/documents_words.py" line="+36"/>
        <source>{file} could not be read: {reason}</source>
        <translation>Impossibile leggere {file}: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is gone</source>
        <translation>il file non c&apos;è più</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission was denied</source>
        <translation>l&apos;accesso è stato negato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk could not read it</source>
        <translation>il disco non è riuscito a leggerlo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is protected by a password</source>
        <translation>è protetto da una password</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged</source>
        <translation>il file è danneggiato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (it has no pages)</source>
        <translation>il file è danneggiato (non ha pagine)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read (its pages may be pictures of scanned paper)</source>
        <translation>non ha testo da leggere (le sue pagine potrebbero essere immagini di carta scansionata)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read</source>
        <translation>non ha testo da leggere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is damaged</source>
        <translation>il testo è danneggiato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a text file</source>
        <translation>non è un file di testo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a Word document or it is damaged</source>
        <translation>non è un documento Word oppure è danneggiato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{suffix} files are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>i file {suffix} non sono supportati (PDF, Word, testo, Markdown e HTML sì)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its structure is nested too deeply</source>
        <translation>la sua struttura è annidata troppo in profondità</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is too large to read</source>
        <translation>è troppo grande per essere letto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>files without an ending are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>i file senza estensione non sono supportati (PDF, Word, testo, Markdown e HTML sì)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A library needs a name.</source>
        <translation>Una libreria ha bisogno di un nome.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a library named “{name}”.</source>
        <translation>Esiste già una libreria chiamata “{name}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no library named “{name}”.</source>
        <translation>Non esiste una libreria chiamata “{name}”.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The documents index is closed. Open the Documents window again.</source>
        <translation>L&apos;indice dei documenti è chiuso. Riapra la finestra Documenti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk is full: the documents index could not be saved. Free some space and index again; it goes on where it stopped.</source>
        <translation>Il disco è pieno: non è stato possibile salvare l&apos;indice dei documenti. Liberi dello spazio e indicizzi di nuovo; riprende da dove si era fermato.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index is busy in another LlamaDesk window or command. Try again when it has finished.</source>
        <translation>L&apos;indice dei documenti è occupato da un&apos;altra finestra o comando di LlamaDesk. Riprovi quando ha finito.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>Non è stato possibile aprire l&apos;indice dei documenti in {path}. Controlli che la cartella esista e che Lei possa scriverci.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index was written by a newer LlamaDesk. Update LlamaDesk to use it.</source>
        <translation>L&apos;indice dei documenti è stato scritto da un LlamaDesk più recente. Aggiorni LlamaDesk per usarlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The documents index at {path} could not be read: it is damaged or not an index. Move it aside and add your libraries again.</source>
        <translation>Non è stato possibile leggere l&apos;indice dei documenti in {path}: è danneggiato o non è un indice. Lo sposti altrove e aggiunga di nuovo le sue librerie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The embedding model {model} took too long to answer. Try again; if it keeps happening, restart LlamaDesk.</source>
        <translation>Il modello di embedding {model} ha impiegato troppo a rispondere. Riprovi; se continua a succedere, riavvii LlamaDesk.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} is not running any more. Press Update to start it again (indexing goes on where it stopped).</source>
        <translation>Il modello di embedding {model} non è più in esecuzione. Prema “Aggiorna” per riavviarlo (l&apos;indicizzazione riprende da dove si era fermata).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} refused the app&apos;s key.</source>
        <translation>Il modello di embedding {model} ha rifiutato la chiave dell&apos;app.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} could not embed the text (HTTP {status}).</source>
        <translation>Il modello di embedding {model} non è riuscito a elaborare il testo (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} sent an answer the app does not understand.</source>
        <translation>Il modello di embedding {model} ha inviato una risposta che l&apos;app non capisce.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The embedding model {model} could not embed the text: “{reason}”.</source>
        <translation>Il modello di embedding {model} non è riuscito a elaborare il testo: “{reason}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The library “{library}” was indexed with the embedding model {stored}; using {given} instead means reading all its files again: press Update.</source>
        <translation>La libreria “{library}” è stata indicizzata con il modello di embedding {stored}; usare {given} al suo posto significa rileggere tutti i suoi file: prema “Aggiorna”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents need an embedding model, which turns text into numbers for searching. Download one in Discover (search “embedding”, e.g. all-MiniLM-L6-v2, 46 MB), or choose one you have with “Embedding model…” here.</source>
        <translation>I documenti hanno bisogno di un modello di embedding, che trasforma il testo in numeri per la ricerca. Ne scarichi uno in Scopri (cerchi “embedding”, ad es. all-MiniLM-L6-v2, 46 MB) oppure ne scelga uno che ha già con “Modello di embedding…” qui.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is a chat model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} è un modello di chat, non un modello di embedding. I documenti hanno bisogno di un modello di embedding come all-MiniLM-L6-v2: cerchi “embedding” in Scopri.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a reranking model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} è un modello di riordinamento, non un modello di embedding. I documenti hanno bisogno di un modello di embedding come all-MiniLM-L6-v2: cerchi “embedding” in Scopri.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>LlamaDesk is closing; your documents are not searched.</source>
        <translation>LlamaDesk si sta chiudendo; i suoi documenti non vengono consultati.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{source} cannot be reached (a disk unplugged or a folder moved?). Its passages are kept and searched as they were; they are brought up to date when it is back.</source>
        <translation>{source} non è raggiungibile (un disco scollegato o una cartella spostata?). I suoi brani vengono conservati e consultati come erano; saranno aggiornati quando tornerà disponibile.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your documents could not be searched: {why}</source>
        <translation>Non è stato possibile cercare nei Suoi documenti: {why}</translation>
    </message>
</context>
<context>
    <name>DownloadsPanel</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="+37"/>
        <source>Downloads appear here.</source>
        <translation>I download compaiono qui.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>goes on by itself when the connection is back</source>
        <translation>riprende da solo quando torna la connessione</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting</source>
        <translation>In attesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>Download in corso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the connection</source>
        <translation>In attesa della connessione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Non riuscito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Completato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled</source>
        <translation>Annullato</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} of {1}</source>
        <translation>{0} di {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} · starting…</source>
        <translation>{0} · avvio…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left</source>
        <translation>mancano {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>working out the time left</source>
        <translation>calcolo del tempo rimanente</translation>
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
        <translation>Il download non è riuscito.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} · ready to load</source>
        <translation>{0} · pronto da caricare</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled; nothing was kept.</source>
        <translation>Annullato; non è stato conservato nulla.</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Downloads</source>
        <translation>Download</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No downloads</source>
        <translation>Nessun download</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem with the list of downloads</source>
        <translation>Problema con l&apos;elenco dei download</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>List of downloads</source>
        <translation>Elenco dei download</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Cancel download</source>
        <translation>Annulla download</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the download of {0}? What was downloaded so far is deleted.</source>
        <translation>Annullare il download di {0}? Ciò che è stato scaricato finora viene eliminato.</translation>
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
        <translation>Impossibile salvare la chat: la cartella {folder} non esiste.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the file could not be written</source>
        <translation>impossibile scrivere il file</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat could not be saved to {path}: {reason}.</source>
        <translation>Impossibile salvare la chat in {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>ExportButton</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_export_button.py" line="+44"/>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Export chat</source>
        <translation>Esporta la chat</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Save this chat as a Markdown or JSON file.</source>
        <translation>Salva questa chat come file Markdown o JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as Markdown…</source>
        <translation>Esporta come Markdown…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export as JSON…</source>
        <translation>Esporta come JSON…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export result</source>
        <translation>Esito dell&apos;esportazione</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>There is nothing to export yet: send a message first.</source>
        <translation>Non c&apos;è ancora niente da esportare: invii prima un messaggio.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saving the chat to {path}…</source>
        <translation>Salvataggio della chat in {path}…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the chat to {path}.</source>
        <translation>Chat salvata in {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chat could not be saved because of an unexpected problem.</source>
        <translation>Impossibile salvare la chat per un problema imprevisto.</translation>
    </message>
</context>
<context>
    <name>FailureWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/failure_words.py" line="+20"/>
        <source>This version of llama.cpp does not work on your processor. Install the portable runtime in Settings.</source>
        <translation>Questa versione di llama.cpp non funziona sul suo processore. Installi il motore portabile nelle Impostazioni.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server could not start: a file it needs is missing. Reinstall the runtime in Settings, or install the Microsoft Visual C++ Redistributable.</source>
        <translation>Il server dei modelli non è riuscito ad avviarsi: manca un file che gli serve. Reinstalli il motore nelle Impostazioni, o installi Microsoft Visual C++ Redistributable.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that runs the models (llama-server) is missing or cannot start. Reinstall the runtime in Settings.</source>
        <translation>Il programma che fa girare i modelli (llama-server) manca o non riesce ad avviarsi. Reinstalli il motore nelle Impostazioni.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is not enough memory to load {model}. Try a shorter context, a smaller version of the model, or fewer layers on the graphics card.</source>
        <translation>Non c&apos;è abbastanza memoria per caricare {model}. Provi un contesto più corto, una versione più piccola del modello o meno livelli sulla scheda video.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This version of llama.cpp does not know the kind of model {model} is ({architecture}). Update the runtime in Settings, or choose another model.</source>
        <translation>Questa versione di llama.cpp non conosce il tipo di modello di {model} ({architecture}). Aggiorni il motore nelle Impostazioni, o scelga un altro modello.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{model} could not be loaded: the file is damaged, incomplete or not a model llama.cpp can read. Download it again or choose another model.</source>
        <translation>Impossibile caricare {model}: il file è danneggiato, incompleto o non è un modello che llama.cpp sa leggere. Lo scarichi di nuovo o scelga un altro modello.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your NVIDIA driver is too old for this runtime. Update the driver, or use the processor runtime in Settings.</source>
        <translation>Il suo driver NVIDIA è troppo vecchio per questo motore. Aggiorni il driver, o usi il motore per il processore nelle Impostazioni.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another program was using the port the model server needed. Try again.</source>
        <translation>Un altro programma stava usando la porta che serviva al server dei modelli. Riprovi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while loading {model}.</source>
        <translation>Il server dei modelli si è fermato durante il caricamento di {model}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loading {model} took too long. Try a smaller model or a shorter context.</source>
        <translation>Il caricamento di {model} ha richiesto troppo tempo. Provi un modello più piccolo o un contesto più corto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading the model was cancelled.</source>
        <translation>Il caricamento del modello è stato annullato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model server was stopped from outside while loading. Nothing is wrong with the model: load it again.</source>
        <translation>Il server dei modelli è stato fermato dall&apos;esterno durante il caricamento. Il modello non ha nessun problema: lo carichi di nuovo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model server could not start: a file it needs ({library}) is missing. Reinstall the runtime in Settings.</source>
        <translation>Il server dei modelli non è riuscito ad avviarsi: manca un file che gli serve ({library}). Reinstalli il motore nelle Impostazioni.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model file {model} is missing. Download it again or choose another model.</source>
        <translation>Manca il file di modello {model}. Lo scarichi di nuovo o scelga un altro modello.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Port {port} is used by another program, so other apps can&apos;t reach LlamaDesk there. Choose another port in Settings (Other apps), or close that program.</source>
        <translation>La porta {port} è usata da un altro programma, quindi le altre app non possono raggiungere LlamaDesk lì. Scelga un&apos;altra porta nelle Impostazioni (Altre app), o chiuda quel programma.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server said it was ready but does not answer. Try again.</source>
        <translation>Il server dei modelli ha detto di essere pronto ma non risponde. Riprovi.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This conversation is longer than the model&apos;s context. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Questa conversazione è più lunga del contesto del modello. Inizi una nuova chat, accorci il messaggio o carichi il modello con un contesto più grande.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens). Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Questa conversazione è più lunga del contesto del modello ({context} token). Inizi una nuova chat, accorci il messaggio o carichi il modello con un contesto più grande.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens); it needs {needed}. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Questa conversazione è più lunga del contesto del modello ({context} token); ne servono {needed}. Inizi una nuova chat, accorci il messaggio o carichi il modello con un contesto più grande.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model server refused the app&apos;s key. Reload the model and try again.</source>
        <translation>Il server dei modelli ha rifiutato la chiave dell&apos;app. Ricarichi il modello e riprovi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model can&apos;t read pictures. Remove the picture, or load a model that supports images (with its vision projector file).</source>
        <translation>Questo modello non sa leggere le immagini. Rimuova l&apos;immagine, o carichi un modello che supporti le immagini (con il suo file del proiettore visivo).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This model can&apos;t listen to audio. Remove the audio file.</source>
        <translation>Questo modello non sa ascoltare l&apos;audio. Rimuova il file audio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>Il modello si sta ancora caricando. Riprovi tra un momento.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer: {said}</source>
        <translation>Il server dei modelli non è riuscito a rispondere: {said}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer (HTTP {status}).</source>
        <translation>Il server dei modelli non è riuscito a rispondere (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Can&apos;t reach the model server. It may have stopped; load the model again.</source>
        <translation>Impossibile raggiungere il server dei modelli. Potrebbe essersi fermato; carichi di nuovo il modello.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server sent a reply the app couldn&apos;t read.</source>
        <translation>Il server dei modelli ha inviato una risposta che l&apos;app non è riuscita a leggere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while answering. What it wrote so far is kept.</source>
        <translation>Il server dei modelli si è fermato durante la risposta. Quello che ha scritto finora viene conservato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped before answering. Load the model again.</source>
        <translation>Il server dei modelli si è fermato prima di rispondere. Carichi di nuovo il modello.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model is loaded. Load one on the Load page, then press Retry.</source>
        <translation>Non è caricato nessun modello. Ne carichi uno nella pagina Carica, poi prema Riprova.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>La risposta si è fermata per un problema imprevisto in LlamaDesk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer ended unexpectedly. Press Retry to try again.</source>
        <translation>La risposta è terminata inaspettatamente. Prema Riprova per riprovare.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model stopped unexpectedly while answering. Press Retry to load it again and answer.</source>
        <translation>Il modello si è fermato inaspettatamente durante la risposta. Prema Riprova per caricarlo di nuovo e ottenere la risposta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer sharing its devices at {hosts} went away while answering, and the model stopped. What it wrote so far is kept; start that computer&apos;s sharing again and load the model, or load it without that computer.</source>
        <translation>Il computer che condivide i suoi dispositivi su {hosts} è diventato irraggiungibile durante la risposta, e il modello si è fermato. Quello che ha scritto finora viene conservato; riavvii la condivisione su quel computer e carichi il modello, o lo carichi senza quel computer.</translation>
    </message>
</context>
<context>
    <name>FiguresWords</name>
    <message>
        <location filename="../../desktop/gui/chat/figures_words.py" line="+27"/>
        <source>{speed} tokens/s</source>
        <translation>{speed} token/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first token after {time}</source>
        <translation>primo token dopo {time}</translation>
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
            <numerusform>%Ln token</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>fermato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cut off at the length limit</source>
        <translation>interrotto al limite di lunghezza</translation>
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
        <translation>ha girato sul processore (CPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ran on {devices}</source>
        <translation>ha girato su {devices}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ran on {devices} ({on_card} of {layers} layers; the rest on the processor)</source>
        <translation>ha girato su {devices} ({on_card} di {layers} livelli; il resto sul processore)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ran on {devices} ({on_card} of {layers} layers)</source>
        <translation>ha girato su {devices} ({on_card} di {layers} livelli)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}, {context}-token context</source>
        <translation>{where}, contesto di {context} token</translation>
    </message>
</context>
<context>
    <name>FileField</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="-225"/>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>Scegli…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose {0}</source>
        <translation>Scegli {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear</source>
        <translation>Cancella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear {0}</source>
        <translation>Cancella {0}</translation>
    </message>
</context>
<context>
    <name>FormControls</name>
    <message>
        <location filename="../../desktop/gui/widgets/form_controls.py" line="+26"/>
        <source>Copied</source>
        <translation>Copiato</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Copied to the clipboard</source>
        <translation>Copiato negli appunti</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../../desktop/gui/widgets/glossary.py" line="+22"/>
        <source>How much the model&apos;s numbers were rounded to make it smaller. Smaller versions (Q3, Q4) need less memory and answer faster; larger ones (Q6, Q8, F16) answer a little better. Q4_K_M is a good balance on most computers.</source>
        <translation>Quanto sono stati arrotondati i numeri del modello per renderlo più piccolo. Le versioni più piccole (Q3, Q4) richiedono meno memoria e rispondono più in fretta; quelle più grandi (Q6, Q8, F16) rispondono un po&apos; meglio. Q4_K_M è un buon compromesso sulla maggior parte dei computer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F16 keeps the model&apos;s numbers unrounded (16-bit): the best answers, and the most memory. A vision model&apos;s picture reader is usually F16.</source>
        <translation>F16 mantiene i numeri del modello senza arrotondarli (16 bit): le risposte migliori, e la memoria maggiore. Il lettore di immagini di un modello visivo di solito è F16.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the conversation memory (the KV cache) is stored. f16 is exact; q8_0 needs half the memory with almost no difference; q4_0 a quarter, with a small loss. A smaller type leaves room for a longer conversation.</source>
        <translation>Come viene conservata la memoria della conversazione (la cache KV). f16 è esatto; q8_0 richiede metà della memoria quasi senza differenze; q4_0 un quarto, con una piccola perdita. Un tipo più piccolo lascia spazio a una conversazione più lunga.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The part of a vision model that reads pictures (an &quot;mmproj&quot; file). It is only needed to send pictures; LlamaDesk finds it beside the model when it can.</source>
        <translation>La parte di un modello visivo che legge le immagini (un file &quot;mmproj&quot;). Serve solo per inviare immagini; LlamaDesk la trova accanto al modello quando può.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Word choice breadth: the next word is picked only among the likeliest words whose chances add up to this share. Lower (0.8) keeps answers focused; 1.0 turns it off. Most people leave it at 0.95.</source>
        <translation>Ampiezza della scelta di parole: la parola successiva viene scelta solo tra le parole più probabili le cui probabilità sommate arrivano a questa quota. Più basso (0,8) mantiene le risposte mirate; 1,0 lo disattiva. Quasi tutti lo lasciano a 0,95.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only this many of the likeliest next words are considered. Off considers all; 40 is a common choice.</source>
        <translation>Viene considerato solo questo numero di parole successive più probabili. Con Disattivato si considerano tutte; 40 è una scelta comune.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Words much less likely than the likeliest one are never picked. 0.05 removes odd choices without making answers dull; off allows every word.</source>
        <translation>Le parole molto meno probabili della più probabile non vengono mai scelte. 0,05 toglie le scelte strane senza rendere piatte le risposte; disattivato ammette ogni parola.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creativity: low (0.2) gives steady, predictable answers; high (1.0) more varied and surprising ones.</source>
        <translation>Creatività: bassa (0,2) dà risposte stabili e prevedibili; alta (1,0) più varie e sorprendenti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the model can do besides chatting: read pictures (vision), use tools, or think step by step before it answers.</source>
        <translation>Cosa sa fare il modello oltre a conversare: leggere immagini (visione), usare strumenti o ragionare passo passo prima di rispondere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the conversation the model can keep in mind at once, in tokens (a token is about three quarters of a word). Longer needs more memory.</source>
        <translation>Quanta parte della conversazione il modello riesce a ricordare insieme, in token (un token è circa tre quarti di parola). Un contesto più lungo richiede più memoria.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the model runs on the graphics card. All of it is fastest; what doesn&apos;t fit runs on the processor, more slowly.</source>
        <translation>Quanta parte del modello gira sulla scheda video. Tutto sulla scheda è la scelta più veloce; ciò che non ci sta gira sul processore, più lentamente.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{quant}: rounded to about {bits} bits per number, tiny variant</source>
        <translation>{quant}: arrotondato a circa {bits} bit per numero, variante minuscola</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, extra small variant</source>
        <translation>{quant}: arrotondato a circa {bits} bit per numero, variante extra piccola</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, small variant</source>
        <translation>{quant}: arrotondato a circa {bits} bit per numero, variante piccola</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, medium variant</source>
        <translation>{quant}: arrotondato a circa {bits} bit per numero, variante media</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, large variant</source>
        <translation>{quant}: arrotondato a circa {bits} bit per numero, variante grande</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{quant}: unrounded ({bits}-bit), the largest version. {about}</source>
        <translation>{quant}: non arrotondato ({bits} bit), la versione più grande. {about}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{quant}: rounded to about {bits} bits per number</source>
        <translation>{quant}: arrotondato a circa {bits} bit per numero</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{words} (a newer, denser rounding)</source>
        <translation>{words} (un arrotondamento più recente e denso)</translation>
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
        <translation>Mani libere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free: on</source>
        <translation>Mani libere: attivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talk with the chat: it listens, sends what you say when you pause, reads the answer aloud, then listens again. Press again (or Esc) to stop.</source>
        <translation>Parli con la chat: ascolta, invia ciò che dice quando fa una pausa, legge la risposta ad alta voce, poi ascolta di nuovo. Prema di nuovo (o Esc) per fermarla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hands-free is off.</source>
        <translation>Mani libere è disattivato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free stopped: no model can answer yet.</source>
        <translation>Mani libere si è fermato: nessun modello può ancora rispondere.</translation>
    </message>
</context>
<context>
    <name>HandsFreeControl</name>
    <message>
        <location line="+29"/>
        <location line="+111"/>
        <source>Hands-free: talk with the chat</source>
        <translation>Mani libere: parla con la chat</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Hands-free is on: press to stop</source>
        <translation>Mani libere è attivo: prema per fermarlo</translation>
    </message>
</context>
<context>
    <name>HelpGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="+29"/>
        <source>Log folder</source>
        <translation>Cartella dei log</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logs and reports: {0}</source>
        <translation>Log e rapporti: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the log folder</source>
        <translation>Apri la cartella dei log</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the folder of logs and reports</source>
        <translation>Apri la cartella di log e rapporti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy a report</source>
        <translation>Copia un rapporto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy a report of this computer and recent problems</source>
        <translation>Copia un rapporto su questo computer e sui problemi recenti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Report status</source>
        <translation>Stato del rapporto</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About reports</source>
        <translation>Informazioni sui rapporti</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Putting the report together…</source>
        <translation>Preparazione del rapporto…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copied: paste it into your message.</source>
        <translation>Copiato: lo incolli nel suo messaggio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The report could not be put together: {0}</source>
        <translation>Impossibile preparare il rapporto: {0}</translation>
    </message>
</context>
<context>
    <name>HostWorker</name>
    <message>
        <location filename="../../desktop/gui/bridge/host_worker.py" line="+157"/>
        <source>Loading stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>Il caricamento si è fermato per un problema imprevisto in LlamaDesk.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>No llama-server was found: it runs the models. Install it from Settings (“Open Settings to install it” at the top of the window).</source>
        <translation>Nessun llama-server trovato: è lui che fa girare i modelli. Lo installi dalle Impostazioni (“Apri le Impostazioni per installarlo” in cima alla finestra).</translation>
    </message>
</context>
<context>
    <name>HubBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+12"/>
        <source>Can&apos;t reach Hugging Face, so searching and downloading are paused; downloads go on by themselves once it answers. Models on this computer still work.</source>
        <translation>Hugging Face non è raggiungibile, quindi ricerca e download sono in pausa; i download riprendono da soli quando risponde. I modelli su questo computer funzionano ancora.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>offlineBanner</source>
        <translation>offlineBanner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face can&apos;t be reached</source>
        <translation>Hugging Face non è raggiungibile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection notice</source>
        <translation>Avviso di connessione</translation>
    </message>
</context>
<context>
    <name>HubWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/hub_words.py" line="+40"/>
        <source>Can&apos;t reach Hugging Face. Check the internet connection; models already on this computer still work.</source>
        <translation>Impossibile raggiungere Hugging Face. Controlli la connessione a Internet; i modelli già presenti su questo computer funzionano comunque.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{repo} needs a valid Hugging Face token: add a Hugging Face token in Settings (create a read token at huggingface.co/settings/tokens).</source>
        <translation>{repo} richiede un token di Hugging Face valido: aggiunga un token di Hugging Face nelle Impostazioni (crei un token di lettura su huggingface.co/settings/tokens).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your Hugging Face token has no access to {repo} yet: open the model&apos;s page on Hugging Face ({page}), accept its terms while signed in to the token&apos;s account, then try again.</source>
        <translation>Il suo token di Hugging Face non ha ancora accesso a {repo}: apra la pagina del modello su Hugging Face ({page}), ne accetti le condizioni dopo aver effettuato l&apos;accesso con l&apos;account del token, poi riprovi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no model called {repo} on Hugging Face (or it is private: add a token in Settings).</source>
        <translation>Su Hugging Face non esiste un modello chiamato {repo} (oppure è privato: aggiunga un token nelle Impostazioni).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no model called {repo} on Hugging Face, or your account can&apos;t see it.</source>
        <translation>Su Hugging Face non esiste un modello chiamato {repo}, oppure il suo account non può vederlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A file of {repo} is missing on Hugging Face.</source>
        <translation>Su Hugging Face manca un file di {repo}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{repo}&quot; is not a model name on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>«{repo}» non è un nome di modello su Hugging Face; i nomi hanno la forma proprietario/modello, ad es. bartowski/Qwen2.5-7B-Instruct-GGUF.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the name of a model on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>Scriva il nome di un modello su Hugging Face; i nomi hanno la forma proprietario/modello, ad es. bartowski/Qwen2.5-7B-Instruct-GGUF.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face is busy right now (too many requests); try again in {wait}.</source>
        <translation>Hugging Face è sovraccarico in questo momento (troppe richieste); riprovi tra {wait}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face is busy right now (too many requests); try again in a minute.</source>
        <translation>Hugging Face è sovraccarico in questo momento (troppe richieste); riprovi tra un minuto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face has a problem on its side (HTTP {status}); try again later.</source>
        <translation>Hugging Face ha un problema interno (HTTP {status}); riprovi più tardi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face answered with an error; try again later.</source>
        <translation>Hugging Face ha risposto con un errore; riprovi più tardi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face answered with an error (HTTP {status}); try again later.</source>
        <translation>Hugging Face ha risposto con un errore (HTTP {status}); riprovi più tardi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste a Hugging Face token first; create a read token at huggingface.co/settings/tokens.</source>
        <translation>Incolli prima un token di Hugging Face; crei un token di lettura su huggingface.co/settings/tokens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face did not accept this token. Create a read token at huggingface.co/settings/tokens and paste it here.</source>
        <translation>Hugging Face non ha accettato questo token. Crei un token di lettura su huggingface.co/settings/tokens e lo incolli qui.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face. What was downloaded is kept; the download goes on from there once it can be reached again.</source>
        <translation>Impossibile raggiungere Hugging Face. Ciò che è già stato scaricato viene conservato; il download riprenderà da lì quando Hugging Face sarà di nuovo raggiungibile.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The download of {file} keeps failing; try again later (what was downloaded is kept).</source>
        <translation>Il download di {file} continua a non riuscire; riprovi più tardi (ciò che è già stato scaricato viene conservato).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download of {file} keeps failing ({reason}); try again later (what was downloaded is kept).</source>
        <translation>Il download di {file} continua a non riuscire ({reason}); riprovi più tardi (ciò che è già stato scaricato viene conservato).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the connection was interrupted</source>
        <translation>la connessione si è interrotta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data arrived for a while</source>
        <translation>per un po&apos; non sono arrivati dati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the download link expired</source>
        <translation>il link di download è scaduto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face asked to slow down</source>
        <translation>Hugging Face ha chiesto di rallentare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the request timed out</source>
        <translation>la richiesta è scaduta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face had a problem on its side (HTTP {status})</source>
        <translation>Hugging Face ha avuto un problema interno (HTTP {status})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} arrived damaged (it is not the file Hugging Face lists), so it was not added. Download it again.</source>
        <translation>{file} è arrivato danneggiato (non è il file indicato da Hugging Face), quindi non è stato aggiunto. Lo scarichi di nuovo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face refused the download (HTTP {status}).</source>
        <translation>Hugging Face ha rifiutato il download (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model could not be saved in {folder}. Check that the folder exists and that you may write to it.</source>
        <translation>Non è stato possibile salvare il modello in {folder}. Controlli che la cartella esista e che sia possibile scriverci.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more.</source>
        <translation>Spazio su disco insufficiente: questo download richiede {needed} e ne sono liberi {free} ({reserve} dei quali restano liberi per il sistema). Liberi altri {missing}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more, or download {quant} ({size}), the largest version that fits.</source>
        <translation>Spazio su disco insufficiente: questo download richiede {needed} e ne sono liberi {free} ({reserve} dei quali restano liberi per il sistema). Liberi altri {missing}, oppure scarichi {quant} ({size}), la versione più grande che ci sta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). No version of this model fits: free up {missing} more.</source>
        <translation>Spazio su disco insufficiente: questo download richiede {needed} e ne sono liberi {free} ({reserve} dei quali restano liberi per il sistema). Nessuna versione di questo modello ci sta: liberi altri {missing}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The disk holding {folder} is full: this download still needs {needed}, and {reserve} more stays free for your system. Free up {total} there, then try again (what was downloaded is kept).</source>
        <translation>Il disco che contiene {folder} è pieno: questo download richiede ancora {needed}, e altri {reserve} restano liberi per il sistema. Liberi {total} su quel disco, poi riprovi (ciò che è già stato scaricato viene conservato).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{repo} has no {quant} version (it has {available}).</source>
        <translation>{repo} non ha una versione {quant} (ha {available}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The download stopped because of an unexpected problem; press Retry.</source>
        <translation>Il download si è interrotto per un problema imprevisto; prema Riprova.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checking the downloaded file</source>
        <translation>Verifica del file scaricato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another download of the same file</source>
        <translation>In attesa di un altro download dello stesso file</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{reason}; trying again in {wait} (attempt {attempt} of {attempts})</source>
        <translation>{reason}; nuovo tentativo tra {wait} (tentativo {attempt} di {attempts})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The list of downloads could not be read and was left out.</source>
        <translation>Non è stato possibile leggere l&apos;elenco dei download, che è stato tralasciato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some downloads in the list could not be read and were left out.</source>
        <translation>Alcuni download dell&apos;elenco non sono stati letti e sono stati tralasciati.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The old file was kept as {name}.</source>
        <translation>Il vecchio file è stato conservato come {name}.</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../../desktop/gui/library/library_model.py" line="+46"/>
        <source> · Loaded</source>
        <translation> · Caricato</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>Architettura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>Parametri</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version</source>
        <translation>Versione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>Contesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can also</source>
        <translation>Sa anche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On this computer</source>
        <translation>Su questo computer</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>see images</source>
        <translation>vedere immagini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>think</source>
        <translation>ragionare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use tools</source>
        <translation>usare strumenti</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All models</source>
        <translation>Tutti i modelli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can see images</source>
        <translation>Vede immagini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can think</source>
        <translation>Sa ragionare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can use tools</source>
        <translation>Usa strumenti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damaged files</source>
        <translation>File danneggiati</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This file cannot be read.</source>
        <translation>Questo file non si può leggere.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>LlamaDesk could not work out whether this model fits ({0}).</source>
        <translation>LlamaDesk non è riuscito a capire se questo modello ci sta ({0}).</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>{0} (from Ollama)</source>
        <translation>{0} (da Ollama)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Damaged: {0}</source>
        <translation>Danneggiato: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown</source>
        <translation>Sconosciuto</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>read text aloud ({0} languages)</source>
        <translation>leggere testo ad alta voce ({0} lingue)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read text aloud</source>
        <translation>leggere testo ad alta voce</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hear speech</source>
        <translation>capire il parlato</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{0} tokens of context</source>
        <translation>{0} token di contesto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>can also: {0}</source>
        <translation>sa anche: {0}</translation>
    </message>
</context>
<context>
    <name>LibraryView</name>
    <message>
        <location filename="../../desktop/gui/library/library_view.py" line="+57"/>
        <source>Your models</source>
        <translation>I suoi modelli</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search models</source>
        <translation>Cerca modelli</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search by name or version</source>
        <translation>Cerca per nome o versione</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show which models</source>
        <translation>Quali modelli mostrare</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Models on this computer</source>
        <translation>Modelli su questo computer</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Library status</source>
        <translation>Stato della libreria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking for models…</source>
        <translation>Ricerca dei modelli…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Problem with the selected model</source>
        <translation>Problema con il modello selezionato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look again</source>
        <translation>Cerca di nuovo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for models again</source>
        <translation>Cerca di nuovo i modelli</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add file…</source>
        <translation>Aggiungi file…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model file to the library</source>
        <translation>Aggiungi un file di modello alla libreria</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>Aggiungi cartella…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a folder of models to the library</source>
        <translation>Aggiungi una cartella di modelli alla libreria</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show in folder</source>
        <translation>Mostra nella cartella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected model in its folder</source>
        <translation>Mostra il modello selezionato nella sua cartella</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>Elimina…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected model from this computer</source>
        <translation>Elimina il modello selezionato da questo computer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load</source>
        <translation>Carica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the selected model</source>
        <translation>Carica il modello selezionato</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>1 model found.</source>
        <translation>1 modello trovato.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>%Ln modello trovato.</numerusform>
            <numerusform>%Ln modelli trovati.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No models found. Add a file or a folder, or drop one here.</source>
        <translation>Nessun modello trovato. Aggiunga un file o una cartella, o ne trascini uno qui.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Looking for models failed.</source>
        <translation>La ricerca dei modelli non è riuscita.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} cannot be used: {1}</source>
        <translation>{0} non si può usare: {1}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0}: not a model file (.gguf) or folder, so not added.</source>
        <translation>{0}: non è un file di modello (.gguf) né una cartella, quindi non è stato aggiunto.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Add a model</source>
        <translation>Aggiungi un modello</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modelli GGUF (*.gguf);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a folder of models</source>
        <translation>Aggiungi una cartella di modelli</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete model</source>
        <translation>Elimina modello</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete {0} (1 file) from this computer? This cannot be undone.</source>
        <translation>Eliminare {0} (1 file) da questo computer? Non si può annullare.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Delete {0} (%Ln files) from this computer? This cannot be undone.</source>
        <translation>
            <numerusform>Eliminare {0} (%Ln file) da questo computer? Non si può annullare.</numerusform>
            <numerusform>Eliminare {0} (%Ln file) da questo computer? Non si può annullare.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deleting {0}…</source>
        <translation>Eliminazione di {0}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} was deleted.</source>
        <translation>{0} è stato eliminato.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model was not deleted.</source>
        <translation>Il modello non è stato eliminato.</translation>
    </message>
</context>
<context>
    <name>ListChoice</name>
    <message>
        <location filename="../../desktop/gui/widgets/list_choice.py" line="+21"/>
        <source>Select {what} in the list first.</source>
        <translation>Selezioni prima {what} nell&apos;elenco.</translation>
    </message>
</context>
<context>
    <name>LoadAdvanced</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+29"/>
        <source>Advanced settings</source>
        <translation>Impostazioni avanzate</translation>
    </message>
</context>
<context>
    <name>LoadPlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="+52"/>
        <source>Settings chosen for this computer</source>
        <translation>Impostazioni scelte per questo computer</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>No graphics card found: the model will run on the processor.</source>
        <translation>Nessuna scheda video trovata: il modello girerà sul processore.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everything on {0}.</source>
        <translation>Tutto su {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} of {1} layers on {2}; the rest on the processor.</source>
        <translation>{0} di {1} livelli su {2}; il resto sul processore.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model will run on the processor, as you chose.</source>
        <translation>Il modello girerà sul processore, come ha scelto.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The model will run on the processor.</source>
        <translation>Il modello girerà sul processore.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} at {1} tokens of context.</source>
        <translation>{0} con {1} token di contesto.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>On the graphics card: {size} of {free} free graphics memory: {over} too much.</source>
        <translation>Sulla scheda video: {size} di {free} di memoria video libera: {over} di troppo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the graphics card: {size} of {free} free graphics memory.</source>
        <translation>Sulla scheda video: {size} di {free} di memoria video libera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory: {over} too much.</source>
        <translation>Nella memoria del computer: {size} di {free} di memoria libera: {over} di troppo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory.</source>
        <translation>Nella memoria del computer: {size} di {free} di memoria libera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory: {over} too much.</source>
        <translation>Ci sono {free} di memoria video libera: {over} di troppo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory.</source>
        <translation>Ci sono {free} di memoria video libera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory: {over} too much.</source>
        <translation>Ci sono {free} di memoria libera: {over} di troppo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory.</source>
        <translation>Ci sono {free} di memoria libera.</translation>
    </message>
</context>
<context>
    <name>LoadView</name>
    <message>
        <location filename="../../desktop/gui/load/load_view.py" line="+98"/>
        <source>Load a model</source>
        <translation>Carica un modello</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a file…</source>
        <translation>Apri un file…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a model file</source>
        <translation>Apri un file di modello</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Model</source>
        <translation>&amp;Modello</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+1"/>
        <source>Show advanced settings</source>
        <translation>Mostra le impostazioni avanzate</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+344"/>
        <source>Load</source>
        <translation>Carica</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>Load the model</source>
        <translation>Carica il modello</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel loading</source>
        <translation>Annulla il caricamento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unload</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unload the model</source>
        <translation>Rimuovi il modello dalla memoria</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show server log</source>
        <translation>Mostra log del server</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Loading progress</source>
        <translation>Avanzamento del caricamento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading progress, in words</source>
        <translation>Avanzamento del caricamento, a parole</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load status</source>
        <translation>Stato del caricamento</translation>
    </message>
    <message>
        <location line="+69"/>
        <source> (damaged)</source>
        <translation> (danneggiato)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No models found yet. Add a model file (.gguf) in the Library or download one in Discover.</source>
        <translation>Ancora nessun modello trovato. Aggiunga un file di modello (.gguf) nella Libreria o ne scarichi uno in Scopri.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Open a model</source>
        <translation>Apri un modello</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modelli GGUF (*.gguf);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Starting…</source>
        <translation>Avvio…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loading the model…</source>
        <translation>Caricamento del modello…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} of {1}</source>
        <translation>{0} di {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · {0}/s</source>
        <translation> · {0}/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · about {0} left</source>
        <translation> · mancano circa {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Loaded in {0}.</source>
        <translation>Caricato in {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded: {0}</source>
        <translation>Caricato: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is ready.</source>
        <translation>{0} è pronto.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Loading was cancelled.</source>
        <translation>Il caricamento è stato annullato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> “Show server log” has the details.</source>
        <translation> “Mostra log del server” ha i dettagli.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No model is loaded.</source>
        <translation>Non è caricato nessun modello.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Load this one instead</source>
        <translation>Carica questo al suo posto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load another</source>
        <translation>Carica un altro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} is loaded now. Press “Load this one instead” to switch to the model picked above.</source>
        <translation>Ora è caricato {0}. Prema “Carica questo al suo posto” per passare al modello scelto sopra.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Something unexpected went wrong while reading the model.</source>
        <translation>Qualcosa di imprevisto è andato storto durante la lettura del modello.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/gui/shell/main_window.py" line="+67"/>
        <source>Library</source>
        <translation>Libreria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discover</source>
        <translation>Scopri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>Carica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Pages</source>
        <translation>Pagine</translation>
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
        <translation>Pagina {page}</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>New chat</source>
        <translation>Nuova chat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show {page}</source>
        <translation>Mostra {page}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The starter model is not installed.</source>
        <translation>Il modello iniziale non è installato.</translation>
    </message>
    <message>
        <location line="+80"/>
        <location line="+6"/>
        <source>Settings file damaged</source>
        <translation>File delle impostazioni danneggiato</translation>
    </message>
</context>
<context>
    <name>McpServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="+102"/>
        <source>About MCP servers</source>
        <translation>Informazioni sui server MCP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Programs or web services that give the model more tools, as in other apps. They are kept in {0}. Turn one on for a chat with its Tools button.</source>
        <translation>Programmi o servizi web che danno al modello più strumenti, come in altre app. Sono conservati in {0}. Ne attivi uno per una chat con il suo pulsante Strumenti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MCP servers</source>
        <translation>Server MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Test</source>
        <translation>Prova</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test the selected MCP server</source>
        <translation>Prova il server MCP selezionato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected MCP server</source>
        <translation>Rimuovi il server MCP selezionato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the selected server&apos;s tools need your approval</source>
        <translation>Quando gli strumenti del server selezionato hanno bisogno della sua approvazione</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New MCP server&apos;s name</source>
        <translation>Nome del nuovo server MCP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. files</source>
        <translation>ad es. file</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New MCP server&apos;s command or web address</source>
        <translation>Comando o indirizzo web del nuovo server MCP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. npx -y @modelcontextprotocol/server-memory</source>
        <translation>ad es. npx -y @modelcontextprotocol/server-memory</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add server</source>
        <translation>Aggiungi server</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add this MCP server</source>
        <translation>Aggiungi questo server MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command or address</source>
        <translation>Comando o indirizzo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP server status</source>
        <translation>Stato del server MCP</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Added {0}. Press Test to try it.</source>
        <translation>{0} aggiunto. Prema Prova per provarlo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Removed {0}.</source>
        <translation>{0} rimosso.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Testing {0}…</source>
        <translation>Prova di {0}…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The MCP servers could not be read or saved.</source>
        <translation>Impossibile leggere o salvare i server MCP.</translation>
    </message>
</context>
<context>
    <name>MemoryBar</name>
    <message>
        <location filename="../../desktop/gui/load/memory_bar.py" line="+54"/>
        <location line="+22"/>
        <source>free memory</source>
        <translation>memoria libera</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Memory needed</source>
        <translation>Memoria necessaria</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Pick a model to see how much memory it needs.</source>
        <translation>Scelga un modello per vedere quanta memoria richiede.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: needs {1}.</source>
        <translation>{0}: richiede {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0}.</source>
        <translation>Richiede {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: needs {1} of {2} {3}: {4} too much.</source>
        <translation>{0}: richiede {1} di {2} {3}: {4} di troppo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs {0} of {1} {2}: {3} too much.</source>
        <translation>Richiede {0} di {1} {2}: {3} di troppo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: needs {1} of {2} {3}.</source>
        <translation>{0}: richiede {1} di {2} {3}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0} of {1} {2}.</source>
        <translation>Richiede {0} di {1} {2}.</translation>
    </message>
</context>
<context>
    <name>MessageColumn</name>
    <message>
        <location filename="../../desktop/gui/chat/message_column.py" line="+31"/>
        <source>This answer was interrupted. Press Retry to write it again.</source>
        <translation>Questa risposta è stata interrotta. Prema Riprova per riscriverla.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Messages</source>
        <translation>Messaggi</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <location filename="../../desktop/gui/chat/message_text.py" line="+247"/>
        <source>Edit message</source>
        <translation>Modifica messaggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter saves and sends again, Esc cancels.</source>
        <translation>Ctrl+Invio salva e invia di nuovo, Esc annulla.</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <location filename="../../desktop/gui/chat/message_view.py" line="+42"/>
        <source>Read aloud</source>
        <translation>Leggi ad alta voce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading</source>
        <translation>Smetti di leggere</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant</source>
        <translation>Assistente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool</source>
        <translation>Strumento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your message</source>
        <translation>Il suo messaggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant message</source>
        <translation>Messaggio dell&apos;assistente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System message</source>
        <translation>Messaggio di sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool message</source>
        <translation>Messaggio dello strumento</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location line="+61"/>
        <source>Author</source>
        <translation>Autore</translation>
    </message>
    <message>
        <location line="+100"/>
        <location line="+7"/>
        <source>Thinking</source>
        <translation>Ragionamento</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+315"/>
        <source>Show thinking</source>
        <translation>Mostra il ragionamento</translation>
    </message>
    <message>
        <location line="-402"/>
        <source>Answer</source>
        <translation>Risposta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message text</source>
        <translation>Testo del messaggio</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Attached pictures</source>
        <translation>Immagini allegate</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Save and send</source>
        <translation>Salva e invia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save and send the edited message</source>
        <translation>Salva e invia il messaggio modificato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel editing</source>
        <translation>Annulla la modifica</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Answer figures</source>
        <translation>Dati della risposta</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry this answer</source>
        <translation>Riprova questa risposta</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Copy message text</source>
        <translation>Copia il testo del messaggio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regenerate</source>
        <translation>Rigenera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write this answer again</source>
        <translation>Riscrivi questa risposta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Edit</source>
        <translation>Modifica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit and send again</source>
        <translation>Modifica e invia di nuovo</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+333"/>
        <source>Read this answer aloud</source>
        <translation>Leggi questa risposta ad alta voce</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Pictures: {names}</source>
        <translation>Immagini: {names}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Copy code</source>
        <translation>Copia codice</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code {number}/{count}</source>
        <translation>Copia codice {number}/{count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy code block {number} of {count} ({language})</source>
        <translation>Copia il blocco di codice {number} di {count} ({language})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code block {number} of {count}</source>
        <translation>Copia il blocco di codice {number} di {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy: {line}</source>
        <translation>Copia: {line}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy this code</source>
        <translation>Copia questo codice</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Stop reading this answer aloud</source>
        <translation>Smetti di leggere questa risposta ad alta voce</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Hide thinking</source>
        <translation>Nascondi il ragionamento</translation>
    </message>
</context>
<context>
    <name>ModelBanner</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_banner.py" line="+34"/>
        <source>Model status</source>
        <translation>Stato del modello</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>Carica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the model offered</source>
        <translation>Carica il modello proposto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to Load</source>
        <translation>Vai a Carica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the Load page</source>
        <translation>Vai alla pagina Carica</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The model is loading. You can write already.</source>
        <translation>Il modello si sta caricando. Può già scrivere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No model is loaded. Sending will load {name} again.</source>
        <translation>Non è caricato nessun modello. L&apos;invio caricherà di nuovo {name}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load a model to start chatting.</source>
        <translation>Carichi un modello per iniziare a conversare.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was sent: no model is loaded. Pick one on the Load page; your message stays in the box.</source>
        <translation>Non è stato inviato nulla: non è caricato nessun modello. Ne scelga uno nella pagina Carica; il messaggio resta nella casella.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was sent: no model is loaded. Load {stem} to send it, or pick another model on the Load page.</source>
        <translation>Non è stato inviato nulla: non è caricato nessun modello. Carichi {stem} per inviarlo, o scelga un altro modello nella pagina Carica.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load it and send</source>
        <translation>Carica e invia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load {name}, then send your message.</source>
        <translation>Carica {name}, poi invia il messaggio.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your chats could not be read or saved because of an unexpected problem.</source>
        <translation>Impossibile leggere o salvare le chat per un problema imprevisto.</translation>
    </message>
</context>
<context>
    <name>ModelCardView</name>
    <message>
        <location filename="../../desktop/gui/discover/model_card.py" line="+27"/>
        <source>Model description</source>
        <translation>Descrizione del modello</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This model has no description.</source>
        <translation>Questo modello non ha una descrizione.</translation>
    </message>
</context>
<context>
    <name>ModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+31"/>
        <source>Model to chat with</source>
        <translation>Modello con cui conversare</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>The model that answers. Pick another to load it.</source>
        <translation>Il modello che risponde. Ne scelga un altro per caricarlo.</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>&amp;Model</source>
        <translation>&amp;Modello</translation>
    </message>
</context>
<context>
    <name>ModelWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/model_words.py" line="+26"/>
        <source>{file} was not found. It may have been moved or deleted.</source>
        <translation>{file} non è stato trovato. Forse è stato spostato o eliminato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a folder, not a model file.</source>
        <translation>{file} è una cartella, non un file di modello.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a model file.</source>
        <translation>{file} non è un file di modello.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} can&apos;t be read: LlamaDesk is not allowed to open it.</source>
        <translation>Impossibile leggere {file}: LlamaDesk non ha il permesso di aprirlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could not be read.</source>
        <translation>Impossibile leggere {file}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is empty (the download did not finish?). Download it again.</source>
        <translation>{file} è vuoto (il download non è terminato?). Lo scarichi di nuovo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is incomplete (the download did not finish?). Download it again.</source>
        <translation>{file} è incompleto (il download non è terminato?). Lo scarichi di nuovo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a model but a web page or error message (the download failed?). Download it again.</source>
        <translation>{file} non è un modello ma una pagina web o un messaggio di errore (il download non è riuscito?). Lo scarichi di nuovo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} only points to the model; it is not the model itself. Download the real file.</source>
        <translation>{file} rimanda soltanto al modello; non è il modello vero e proprio. Scarichi il file reale.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a GGUF model file.</source>
        <translation>{file} non è un file di modello GGUF.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was made for another kind of computer (big-endian), which LlamaDesk cannot use.</source>
        <translation>{file} è stato creato per un altro tipo di computer (big-endian), che LlamaDesk non può usare.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in an old format (GGUF version 1). Download a newer conversion of the model.</source>
        <translation>{file} è in un formato vecchio (GGUF versione 1). Scarichi una conversione più recente del modello.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in GGUF version {version}, which LlamaDesk cannot read (a newer or damaged file?).</source>
        <translation>{file} è in GGUF versione {version}, che LlamaDesk non sa leggere (un file più recente o danneggiato?).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is damaged and can&apos;t be read as a model. Download it again.</source>
        <translation>{file} è danneggiato e non può essere letto come modello. Lo scarichi di nuovo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a model file LlamaDesk can use (it names no kind of model).</source>
        <translation>{file} non è un file di modello che LlamaDesk può usare (non indica alcun tipo di modello).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Part {number} of {count} of {file} is missing ({part} is not in the same folder).</source>
        <translation>Manca la parte {number} di {count} di {file} ({part} non è nella stessa cartella).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model is split into {count} parts, and these are missing: {parts}. Download it again or delete it.</source>
        <translation>Questo modello è diviso in {count} parti, e mancano queste: {parts}. Lo scarichi di nuovo o lo elimini.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is part {number} of {count} of a split model, but its name does not end in {suffix}, so the other parts cannot be found.</source>
        <translation>{file} è la parte {number} di {count} di un modello diviso, ma il suo nome non termina con {suffix}, quindi le altre parti non si trovano.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The parts of {file} do not belong together (parts of different downloads mixed?). Download the model again.</source>
        <translation>Le parti di {file} non vanno insieme (parti di download diversi mescolate?). Scarichi di nuovo il modello.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ollama&apos;s {name} can&apos;t be used: Ollama&apos;s record of it is damaged. Download it again in Ollama.</source>
        <translation>Impossibile usare {name} di Ollama: la scheda che Ollama ne conserva è danneggiata. Lo scarichi di nuovo in Ollama.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ollama&apos;s {name} has no model file of its own (it may be a cloud model).</source>
        <translation>{name} di Ollama non ha un file di modello proprio (potrebbe essere un modello nel cloud).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama&apos;s {name} can&apos;t be used: its model file is missing from Ollama&apos;s folder. Download it again in Ollama.</source>
        <translation>Impossibile usare {name} di Ollama: il suo file di modello manca dalla cartella di Ollama. Lo scarichi di nuovo in Ollama.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The starter model comes with LlamaDesk and cannot be deleted.</source>
        <translation>Il modello iniziale è incluso in LlamaDesk e non può essere eliminato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} belongs to Ollama. Remove it in Ollama (ollama rm {name}).</source>
        <translation>{name} appartiene a Ollama. Lo rimuova in Ollama (ollama rm {name}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some files of {name} could not be deleted. Check that you may change that folder and that no other program uses them.</source>
        <translation>Alcuni file di {name} non sono stati eliminati. Verifichi di poter modificare quella cartella e che nessun altro programma li stia usando.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is the picture part of a model (a vision projector), not a chat model. Pick the model file it belongs to.</source>
        <translation>{file} è la parte per le immagini di un modello (un proiettore visivo), non un modello per chattare. Scelga il file di modello a cui appartiene.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a speech model ({family}): it reads answers aloud, it does not chat. Choose it in Settings → Voice, and load a chat model here.</source>
        <translation>{file} è un modello vocale ({family}): legge le risposte ad alta voce, non chatta. Lo scelga in Impostazioni → Voce e carichi qui un modello per chattare.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server can&apos;t use the graphics card: files it needs are missing ({names}). Reinstall the runtime in Settings, or update the graphics card&apos;s driver.</source>
        <translation>Il server dei modelli non può usare la scheda video: mancano file di cui ha bisogno ({names}). Reinstalli il motore nelle Impostazioni o aggiorni il driver della scheda video.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LlamaDesk can&apos;t use {value} as the {setting}. Choose another value in Settings or on the Load page.</source>
        <translation>LlamaDesk non può usare {value} come {setting}. Scelga un altro valore nelle Impostazioni o nella pagina «Carica».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>context length</source>
        <translation>lunghezza del contesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of parallel chats</source>
        <translation>numero di chat in parallelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of threads</source>
        <translation>numero di thread</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of layers on the graphics card</source>
        <translation>numero di livelli sulla scheda video</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>context cache type</source>
        <translation>tipo di cache del contesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flash attention setting</source>
        <translation>impostazione di Flash attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of graphics memory</source>
        <translation>quota di memoria video</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra arguments</source>
        <translation>argomenti aggiuntivi</translation>
    </message>
</context>
<context>
    <name>OfflineBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+6"/>
        <source>Try again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Try reaching Hugging Face again</source>
        <translation>Riprova a raggiungere Hugging Face</translation>
    </message>
</context>
<context>
    <name>PageScroll</name>
    <message>
        <location filename="../../desktop/gui/shell/window_fit.py" line="+52"/>
        <source>{page} page, scrolled</source>
        <translation>Pagina {page}, scorsa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scroll the {page} page</source>
        <translation>Scorri la pagina {page}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scroll the {page} page sideways</source>
        <translation>Scorri la pagina {page} in orizzontale</translation>
    </message>
</context>
<context>
    <name>PassageView</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+49"/>
        <source>Source {number}: {label}</source>
        <translation>Fonte {number}: {label}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cited passage</source>
        <translation>Brano citato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the passage is from</source>
        <translation>Da dove viene il brano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Section</source>
        <translation>Sezione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passage text</source>
        <translation>Testo del brano</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open file</source>
        <translation>Apri file</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open {name}</source>
        <translation>Apri {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the whole file in the app your computer uses for it.</source>
        <translation>Apri l&apos;intero file con l&apos;app che il computer usa per quel tipo di file.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is no longer where it was when it was indexed.</source>
        <translation>Questo file non è più dove si trovava quando è stato indicizzato.</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <location filename="../../desktop/gui/load/placement.py" line="+39"/>
        <source>processor (CPU)</source>
        <translation>processore (CPU)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Remembers up to {0} tokens of conversation.</source>
        <translation>Ricorda fino a {0} token di conversazione.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (conversation memory: {0})</source>
        <translation> (memoria della conversazione: {0})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Runs on the graphics card: {0}.</source>
        <translation>Gira sulla scheda video: {0}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> ({0} of {1} layers)</source>
        <translation> ({0} di {1} livelli)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All {0} layers on the graphics card.</source>
        <translation>Tutti i {0} livelli sulla scheda video.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is on the graphics card.</source>
        <translation>Il modello è sulla scheda video.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU).</source>
        <translation>Gira sul processore (CPU).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All {0} layers on the processor.</source>
        <translation>Tutti i {0} livelli sul processore.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All on the processor.</source>
        <translation>Tutto sul processore.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics card not used ({0})</source>
        <translation>Scheda video non usata ({0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU), as you chose.</source>
        <translation>Gira sul processore (CPU), come ha scelto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}: you chose CPU only for this model.</source>
        <translation>{0}: ha scelto solo CPU per questo modello.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the installed llama.cpp runtime can only use the processor.</source>
        <translation>il motore llama.cpp installato può usare solo il processore.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It does not fit in its free memory.</source>
        <translation>Non sta nella sua memoria libera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your graphics card ({0}) is not used. {1}</source>
        <translation>La sua scheda video ({0}) non viene usata. {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not enough free graphics memory for this model.</source>
        <translation>memoria video libera insufficiente per questo modello.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>llama.cpp put no part of the model on it (the server log says why).</source>
        <translation>llama.cpp non ci ha messo nessuna parte del modello (il log del server spiega perché).</translation>
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
        <translation>Dove gira il modello</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layers on the graphics card</source>
        <translation>Livelli sulla scheda video</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loaded context</source>
        <translation>Contesto caricato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics card warning</source>
        <translation>Avviso sulla scheda video</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes from loading</source>
        <translation>Note dal caricamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start chatting</source>
        <translation>Inizia a conversare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the Chat page</source>
        <translation>Vai alla pagina Chat</translation>
    </message>
</context>
<context>
    <name>PlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="-278"/>
        <source>Will it run</source>
        <translation>Funzionerà?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length slider</source>
        <translation>Cursore della lunghezza del contesto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length, in tokens</source>
        <translation>Lunghezza del contesto, in token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context limit</source>
        <translation>Limite del contesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context warning</source>
        <translation>Avviso sul contesto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Graphics card plan</source>
        <translation>Piano della scheda video</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why these settings</source>
        <translation>Perché queste impostazioni</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics memory needed</source>
        <translation>Memoria video necessaria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory needed</source>
        <translation>Memoria necessaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed, in words</source>
        <translation>Memoria necessaria, a parole</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Context</source>
        <translation>&amp;Contesto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much of the conversation the model keeps in mind.</source>
        <translation>Quanta parte della conversazione il modello ricorda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics card</source>
        <translation>Scheda video</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics memory</source>
        <translation>Memoria video</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading the model…</source>
        <translation>Lettura del modello…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This model was trained for up to {0} tokens.</source>
        <translation>Questo modello è stato addestrato per un massimo di {0} token.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model does not say how long a context it handles.</source>
        <translation>Questo modello non dice quanto contesto sa gestire.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Fits in GPU memory up to {0} (the green part of the slider); more is slower.</source>
        <translation> Sta nella memoria video fino a {0} (la parte verde del cursore); oltre è più lento.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This model can&apos;t be used.</source>
        <translation>Questo modello non si può usare.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>free graphics memory</source>
        <translation>memoria video libera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the graphics card</source>
        <translation>Sulla scheda video</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>free memory</source>
        <translation>memoria libera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the computer&apos;s memory</source>
        <translation>Nella memoria del computer</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Fits in GPU memory up to {0}.</source>
        <translation>Sta nella memoria video fino a {0}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} is more than fits in GPU memory ({1}): part of the model will run on the processor, which is slower.</source>
        <translation>{0} è più di quanto stia nella memoria video ({1}): parte del modello girerà sul processore, che è più lento.</translation>
    </message>
</context>
<context>
    <name>PlanWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/plan_words.py" line="+40"/>
        <source>Runs fully on the graphics card</source>
        <translation>Gira interamente sulla scheda video</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs partly on the graphics card</source>
        <translation>Gira in parte sulla scheda video</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs on the processor</source>
        <translation>Gira sul processore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too big for this computer</source>
        <translation>Troppo grande per questo computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model</source>
        <translation>modello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conversation memory</source>
        <translation>memoria della conversazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>working space</source>
        <translation>spazio di lavoro</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chosen context length ({chosen_tokens}) is longer than the {trained_tokens} this model was trained for; answers may get worse near the end of long chats.</source>
        <translation>La lunghezza del contesto scelta ({chosen_tokens}) supera i {trained_tokens} per cui questo modello è stato addestrato; le risposte possono peggiorare verso la fine delle chat lunghe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You chose to run the model on the processor only.</source>
        <translation>Ha scelto di far girare il modello solo sul processore.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of the chosen graphics cards was found, so the model runs on the processor.</source>
        <translation>Nessuna delle schede video scelte è stata trovata, quindi il modello gira sul processore.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No graphics card was found, so the model runs on the processor.</source>
        <translation>Non è stata trovata nessuna scheda video, quindi il modello gira sul processore.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the whole model fits in graphics memory.</source>
        <translation>La lunghezza del contesto è stata ridotta da {from_tokens} a {to_tokens} perché l&apos;intero modello stia nella memoria video.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model fits in the free memory of {gpus} ({usable_size} usable), so it runs fully on the graphics card.</source>
        <translation>Il modello sta nella memoria libera di {gpus} ({usable_size} utilizzabili), quindi gira interamente sulla scheda video.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model is too big for one graphics card, so it is split across {count} cards: {gpus} ({usable_size} usable).</source>
        <translation>Il modello è troppo grande per una sola scheda video, quindi è diviso su {count} schede: {gpus} ({usable_size} utilizzabili).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more graphics memory than is free; up to {largest_tokens} would run fully on the graphics card.</source>
        <translation>La lunghezza del contesto scelta ({chosen_tokens}) richiede più memoria video di quella libera; fino a {largest_tokens} il modello girerebbe interamente sulla scheda video.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {usable_size} of usable graphics memory and {free_size} of free memory.</source>
        <translation>Il modello richiede circa {need_size}, ma questo computer ha solo {usable_size} di memoria video utilizzabile e {free_size} di memoria libera.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} has too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus} ha troppo poca memoria libera ({free_size}) per aiutare, quindi il modello gira sul processore.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} have too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus} hanno troppo poca memoria libera ({free_size}) per aiutare, quindi il modello gira sul processore.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size} but only {usable_size} of graphics memory is usable, so part of it runs on the processor, which is slower.</source>
        <translation>Il modello richiede circa {need_size}, ma solo {usable_size} di memoria video sono utilizzabili, quindi una parte gira sul processore, che è più lento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose to put every layer on the graphics card, but the model needs about {need_size} and only {usable_size} of graphics memory is usable: loading will probably fail. Choose Automatic to run part of it on the processor.</source>
        <translation>Ha scelto di mettere tutti i livelli sulla scheda video, ma il modello richiede circa {need_size} e solo {usable_size} di memoria video sono utilizzabili: il caricamento probabilmente non riuscirà. Scelga “Automatico” per far girare una parte sul processore.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so {layers} layers fit in graphics memory.</source>
        <translation>La lunghezza del contesto è stata ridotta da {from_tokens} a {to_tokens} perché {layers} livelli stiano nella memoria video.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose {layers} of {total_layers} layers on {gpus}; the rest run on the processor, which is slower.</source>
        <translation>Ha scelto {layers} di {total_layers} livelli su {gpus}; il resto gira sul processore, che è più lento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those layers need about {need_size} of graphics memory, but only {usable_size} is usable: loading will probably fail. Choose fewer layers.</source>
        <translation>Quei livelli richiedono circa {need_size} di memoria video, ma solo {usable_size} sono utilizzabili: il caricamento probabilmente non riuscirà. Scelga meno livelli.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The layers left on the processor need about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>I livelli rimasti sul processore richiedono circa {need_size}, ma questo computer ha solo {free_size} di memoria libera.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>Il modello richiede circa {need_size}, ma questo computer ha solo {free_size} di memoria libera.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the model fits in the free memory.</source>
        <translation>La lunghezza del contesto è stata ridotta da {from_tokens} a {to_tokens} perché il modello stia nella memoria libera.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more memory than is free ({free_size}); up to {largest_tokens} would fit.</source>
        <translation>La lunghezza del contesto scelta ({chosen_tokens}) richiede più memoria di quella libera ({free_size}); fino a {largest_tokens} il modello ci starebbe.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>needs about {size}</source>
        <translation>richiede circa {size}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs about {size}: {parts}</source>
        <translation>richiede circa {size}: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>uses about {size}: {parts}</source>
        <translation>usa circa {size}: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>about {size}</source>
        <translation>circa {size}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{size} {part}</source>
        <translation>{size} di {part}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{count} tokens</source>
        <translation>{count} token</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <location filename="../../desktop/gui/chat/read_aloud.py" line="+21"/>
        <source>Reading the answer aloud. Press “Stop reading” to stop.</source>
        <translation>Lettura della risposta ad alta voce. Prema “Smetti di leggere” per fermarla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer could not be read aloud; try again.</source>
        <translation>Impossibile leggere la risposta ad alta voce; riprovi.</translation>
    </message>
</context>
<context>
    <name>RemoteServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="+58"/>
        <source>Office PC</source>
        <translation>PC dell&apos;ufficio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server name</source>
        <translation>Nome del server remoto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>http://192.168.1.20:8080</source>
        <translation>http://192.168.1.20:8080</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server address</source>
        <translation>Indirizzo del server remoto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s API key, if it has one</source>
        <translation>la chiave API del server, se ne ha una</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server key</source>
        <translation>Chiave del server remoto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add server</source>
        <translation>&amp;Aggiungi server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add remote server</source>
        <translation>Aggiungi server remoto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key</source>
        <translation>Chiave</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About remote servers</source>
        <translation>Informazioni sui server remoti</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Asking {0} for its models…</source>
        <translation>Richiesta dei modelli a {0}…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no models yet</source>
        <translation>ancora nessun modello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added {0}: it offers {1}.</source>
        <translation>{0} aggiunto: offre {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not added. {0}</source>
        <translation>Non aggiunto. {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a server</source>
        <translation>un server</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Removed {0}.</source>
        <translation>{0} rimosso.</translation>
    </message>
</context>
<context>
    <name>RemoteWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/remote_words.py" line="+19"/>
        <source>The server&apos;s address is empty. Enter one like http://192.168.1.20:8080.</source>
        <translation>L&apos;indirizzo del server è vuoto. Ne inserisca uno come http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a web address LlamaDesk can use: it must start with http:// or https://.</source>
        <translation>{address} non è un indirizzo web che LlamaDesk possa usare: deve iniziare con http:// o https://.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} has a port that is not a number from 1 to 65535.</source>
        <translation>{address} ha una porta che non è un numero da 1 a 65535.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} names no computer. Enter one like http://192.168.1.20:8080.</source>
        <translation>{address} non indica alcun computer. Inserisca un indirizzo come http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the server a name, such as “Office PC”.</source>
        <translation>Dia un nome al server, come “PC dell&apos;ufficio”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a server named {name}. Pick another name.</source>
        <translation>Esiste già un server chiamato {name}. Scelga un altro nome.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no saved server named {name}. Give its address instead, like http://192.168.1.20:8080.</source>
        <translation>Non esiste un server salvato chiamato {name}. Indichi invece il suo indirizzo, come http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} did not list its models (HTTP {status}). Check that {address} is an OpenAI-compatible server, such as llama-server.</source>
        <translation>{name} non ha elencato i suoi modelli (HTTP {status}). Controlli che {address} sia un server compatibile con OpenAI, come llama-server.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{address} did not answer like an OpenAI-compatible server (its /v1/models has no model list).</source>
        <translation>{address} non ha risposto come un server compatibile con OpenAI (il suo /v1/models non ha un elenco di modelli).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s certificate could not be verified, so LlamaDesk did not connect (it only talks to servers whose certificate is trusted). Use the server&apos;s correct https address, or a certificate this computer trusts.</source>
        <translation>Non è stato possibile verificare il certificato di {name}, quindi LlamaDesk non si è collegato (parla solo con server il cui certificato è attendibile). Usi l&apos;indirizzo https corretto del server o un certificato di cui questo computer si fida.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Can&apos;t reach {name} at {address}. Check that its server is running and that this computer can reach it, then press Retry.</source>
        <translation>Impossibile raggiungere {name} all&apos;indirizzo {address}. Controlli che il suo server sia in esecuzione e che questo computer possa raggiungerlo, poi prema “Riprova”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} refused the key. Check the key for it in Settings → Remote servers.</source>
        <translation>{name} ha rifiutato la chiave. Controlli la sua chiave in Impostazioni → Server remoti.</translation>
    </message>
</context>
<context>
    <name>RepoPage</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_page.py" line="+68"/>
        <source>Version</source>
        <translation>Versione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download size</source>
        <translation>Dimensione del download</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>File</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Will it run here</source>
        <translation>Funzionerà qui?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed</source>
        <translation>Memoria necessaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested</source>
        <translation>Consigliata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recommended</source>
        <translation>Raccomandata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded</source>
        <translation>Scaricata</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open: anyone can download it.</source>
        <translation>Aperto: chiunque può scaricarlo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gated: it needs a Hugging Face token in Settings and accepting the licence on the model&apos;s page on huggingface.co before it can be downloaded.</source>
        <translation>Limitato: per scaricarlo servono un token Hugging Face nelle Impostazioni e l&apos;accettazione della licenza nella pagina del modello su huggingface.co.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated: accept the licence on the model&apos;s page on huggingface.co, signed in to the account of the token in Settings, before downloading.</source>
        <translation>Limitato: prima di scaricarlo accetti la licenza nella pagina del modello su huggingface.co, con l&apos;accesso all&apos;account del token nelle Impostazioni.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>← &amp;Back</source>
        <translation>← &amp;Indietro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the search results</source>
        <translation>Torna ai risultati della ricerca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model name</source>
        <translation>Nome del modello</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open on huggingface.co</source>
        <translation>Apri su huggingface.co</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open this model&apos;s page in the web browser</source>
        <translation>Apri la pagina di questo modello nel browser</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model details status</source>
        <translation>Stato dei dettagli del modello</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Licence</source>
        <translation>Licenza</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Who can download it</source>
        <translation>Chi può scaricarlo</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Downloads</source>
        <translation>Download</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Access</source>
        <translation>Accesso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Versions of this model</source>
        <translation>Versioni di questo modello</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Image files</source>
        <translation>File immagine</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+252"/>
        <source>&amp;Download</source>
        <translation>&amp;Scarica</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Download the selected version</source>
        <translation>Scarica la versione selezionata</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About this model</source>
        <translation>Informazioni su questo modello</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Getting the list of versions from Hugging Face…</source>
        <translation>Recupero dell&apos;elenco delle versioni da Hugging Face…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Not stated</source>
        <translation>Non indicato</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} downloads, {1} likes</source>
        <translation>{0} download, {1} mi piace</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The versions show once Hugging Face answers: press Try again above.</source>
        <translation>Le versioni compaiono quando Hugging Face risponde: prema Riprova qui sopra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s details could not be read from Hugging Face.</source>
        <translation>Impossibile leggere i dettagli del modello da Hugging Face.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This repo has no model files that LlamaDesk can use.</source>
        <translation>Questo repository non ha file di modello che LlamaDesk possa usare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No version of this model fits in this computer&apos;s memory.</source>
        <translation>Nessuna versione di questo modello sta nella memoria di questo computer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is recommended for this computer: the best quality that runs well here.</source>
        <translation>{0} è consigliata per questo computer: la migliore qualità che gira bene qui.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>1 file</source>
        <translation>1 file</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} parts</source>
        <translation>{0} parti</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+83"/>
        <source>Unknown</source>
        <translation>Sconosciuto</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>&amp;Download {0} ({1})</source>
        <translation>&amp;Scarica {0} ({1})</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Download anyway?</source>
        <translation>Scaricare comunque?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This version needs more memory than this computer has (about {0}), so it will probably not load. Download it anyway?</source>
        <translation>Questa versione richiede più memoria di quella di questo computer (circa {0}), quindi probabilmente non si caricherà. Scaricarla comunque?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>about {0} at {1} tokens</source>
        <translation>circa {0} con {1} token</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} or less (a first guess)</source>
        <translation>{0} o meno (una prima stima)</translation>
    </message>
</context>
<context>
    <name>RepoProjectors</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_projectors.py" line="+21"/>
        <source>Image file</source>
        <translation>File immagine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Precisione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded with the model</source>
        <translation>Scaricato con il modello</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Image files of this model</source>
        <translation>File immagine di questo modello</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Columns</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not stated</source>
        <translation>Non indicato</translation>
    </message>
</context>
<context>
    <name>RowChoiceTable</name>
    <message>
        <location filename="../../desktop/gui/widgets/row_choice_table.py" line="+24"/>
        <source>Columns</source>
        <translation>Colonne</translation>
    </message>
</context>
<context>
    <name>RpcWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/rpc_words.py" line="+20"/>
        <source>{hosts} is not a computer&apos;s address and port, like 192.168.1.20:{port}.</source>
        <translation>{hosts} non è l&apos;indirizzo e la porta di un computer, come 192.168.1.20:{port}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can&apos;t reach the computer sharing its devices at {hosts}. Start LlamaDesk&apos;s “Share this computer” there, or remove it from the computers to use.</source>
        <translation>Impossibile raggiungere il computer che condivide i suoi dispositivi a {hosts}. Avvii lì «Condividi questo computer» di LlamaDesk, oppure lo tolga dai computer da usare.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This runtime can&apos;t use other computers: it may be built without that part of llama.cpp. Install the runtime again in Settings.</source>
        <translation>Questo motore non può usare altri computer: forse è stato compilato senza quella parte di llama.cpp. Reinstalli il motore nelle Impostazioni.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This runtime has no program for sharing this computer&apos;s devices. Install the runtime again in Settings.</source>
        <translation>Questo motore non ha un programma per condividere i dispositivi di questo computer. Reinstalli il motore nelle Impostazioni.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The port must be a number from 1 to 65535, not {port}.</source>
        <translation>La porta deve essere un numero da 1 a 65535, non {port}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port {port} is already in use on this computer. Pick another port.</source>
        <translation>La porta {port} è già in uso su questo computer. Scelga un&apos;altra porta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that shares this computer&apos;s devices could not be started. Install the runtime again in Settings.</source>
        <translation>Impossibile avviare il programma che condivide i dispositivi di questo computer. Reinstalli il motore nelle Impostazioni.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t share at {address}: the port is in use, or the address is not this computer&apos;s. Pick another port or address.</source>
        <translation>Impossibile condividere a {address}: la porta è in uso, oppure l&apos;indirizzo non è di questo computer. Scelga un&apos;altra porta o un altro indirizzo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that shares this computer&apos;s devices stopped as it started.</source>
        <translation>Il programma che condivide i dispositivi di questo computer si è fermato all&apos;avvio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing at {address} did not start within {time}. Try again.</source>
        <translation>La condivisione a {address} non è partita entro {time}. Riprovi.</translation>
    </message>
</context>
<context>
    <name>RuntimeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="+150"/>
        <source>Runtime in use</source>
        <translation>Motore in uso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking…</source>
        <translation>Ricerca…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtimes found</source>
        <translation>Motori trovati</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Use selected</source>
        <translation>&amp;Usa il selezionato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the selected runtime</source>
        <translation>Usa il motore selezionato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose &amp;automatically</source>
        <translation>Scegli &amp;automaticamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the runtime automatically</source>
        <translation>Scegli il motore automaticamente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Remove</source>
        <translation>&amp;Rimuovi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected runtime</source>
        <translation>Rimuovi il motore selezionato</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Look again</source>
        <translation>Cerca di nuovo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for runtimes again</source>
        <translation>Cerca di nuovo i motori</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runtime to build</source>
        <translation>Motore da compilare</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Install / rebuild runtime</source>
        <translation>&amp;Installa / ricompila il motore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install or rebuild the runtime</source>
        <translation>Installa o ricompila il motore</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel the runtime install</source>
        <translation>Annulla l&apos;installazione del motore</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install progress</source>
        <translation>Avanzamento dell&apos;installazione del motore</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install message</source>
        <translation>Messaggio dell&apos;installazione del motore</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{0} — in use</source>
        <translation>{0} — in uso</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In use: {0}</source>
        <translation>In uso: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In use: {0}. The runtime picked before ({1}) is gone: pick one below.</source>
        <translation>In uso: {0}. Il motore scelto prima ({1}) non c&apos;è più: ne scelga uno qui sotto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No llama-server was found. Install one with the button below.</source>
        <translation>Nessun llama-server trovato. Ne installi uno con il pulsante qui sotto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not look for runtimes: {0}</source>
        <translation>Impossibile cercare i motori: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+36"/>
        <source>a runtime</source>
        <translation>un motore</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The runtime in use stays: use another one first.</source>
        <translation>Il motore in uso resta: ne usi prima un altro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LlamaDesk did not install this runtime, so it leaves it alone.</source>
        <translation>LlamaDesk non ha installato questo motore, quindi non lo tocca.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected runtime&apos;s folder.</source>
        <translation>Elimina la cartella del motore selezionato.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Removed {0}.</source>
        <translation>{0} rimosso.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Starting…</source>
        <translation>Avvio…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelling…</source>
        <translation>Annullamento…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: %p%</source>
        <translation>{0}: %p%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>done: %p%</source>
        <translation>fatto: %p%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installed {0}.</source>
        <translation>{0} installato.</translation>
    </message>
</context>
<context>
    <name>RuntimeNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/runtime_notice.py" line="+14"/>
        <source>LlamaDesk needs llama-server, the program that runs the models, and none is installed yet. Settings installs it for you.</source>
        <translation>LlamaDesk ha bisogno di llama-server, il programma che fa girare i modelli, e non ne è ancora installato nessuno. Le Impostazioni lo installano per lei.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+1"/>
        <source>No runtime installed</source>
        <translation>Nessun motore installato</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Settings to install it</source>
        <translation>Apri le Impostazioni per installarlo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the runtime section of Settings</source>
        <translation>Apri la sezione del motore nelle Impostazioni</translation>
    </message>
</context>
<context>
    <name>RuntimeWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/runtime_words.py" line="+30"/>
        <source>Building llama-server needs CMake, which is not installed (get it from https://cmake.org/download/ or your package manager).</source>
        <translation>Per compilare llama-server serve CMake, che non è installato (lo trova su https://cmake.org/download/ o nel suo gestore di pacchetti).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building llama-server needs a C++ compiler (g++ or clang++), which is not installed.</source>
        <translation>Per compilare llama-server serve un compilatore C++ (g++ o clang++), che non è installato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building for CUDA needs NVIDIA&apos;s CUDA Toolkit, but its compiler (nvcc) was not found on PATH, in CUDA_PATH / CUDA_HOME or in /usr/local/cuda.</source>
        <translation>La compilazione per CUDA richiede il CUDA Toolkit di NVIDIA, ma il suo compilatore (nvcc) non è stato trovato nel PATH, in CUDA_PATH / CUDA_HOME né in /usr/local/cuda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building for ROCm needs AMD&apos;s ROCm/HIP SDK, but its compiler (hipcc) was not found on PATH, in ROCM_PATH / HIP_PATH or in /opt/rocm.</source>
        <translation>La compilazione per ROCm richiede l&apos;SDK ROCm/HIP di AMD, ma il suo compilatore (hipcc) non è stato trovato nel PATH, in ROCM_PATH / HIP_PATH né in /opt/rocm.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Building llama-server needs a working C/C++ compiler, and CMake found none.</source>
        <translation>Per compilare llama-server serve un compilatore C/C++ funzionante, e CMake non ne ha trovato nessuno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CMake could not use the CUDA Toolkit; check that nvcc works.</source>
        <translation>CMake non è riuscito a usare il CUDA Toolkit; controlli che nvcc funzioni.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CMake could not find the SPIR-V headers the Vulkan build needs: install the Vulkan SDK, or your system&apos;s spirv-headers package.</source>
        <translation>CMake non ha trovato le intestazioni SPIR-V che servono alla compilazione per Vulkan: installi l&apos;SDK Vulkan o il pacchetto spirv-headers del suo sistema.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not find the Vulkan SDK (headers, loader and glslc).</source>
        <translation>CMake non ha trovato l&apos;SDK Vulkan (intestazioni, loader e glslc).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not download llama.cpp&apos;s source from {address}. Check the internet connection and try again.</source>
        <translation>Non è stato possibile scaricare il codice sorgente di llama.cpp da {address}. Controlli la connessione a internet e riprovi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not the file LlamaDesk trusts (its checksum does not match), so nothing was installed.</source>
        <translation>{file} non è il file di cui LlamaDesk si fida (il suo checksum non corrisponde), quindi non è stato installato nulla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not install llama-server into {folder}. If a chat is running with it, unload the model and try again.</source>
        <translation>Non è stato possibile installare llama-server in {folder}. Se una chat lo sta usando, scarichi il modello dalla memoria e riprovi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not be run; check that it is installed and works.</source>
        <translation>Impossibile eseguire CMake; verifichi che sia installato e funzioni.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The build finished but left no {file} in {folder}.</source>
        <translation>La compilazione è terminata ma non ha lasciato {file} in {folder}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source package {file} is unsafe to unpack, so nothing was installed.</source>
        <translation>Non è sicuro estrarre il pacchetto sorgente {file}, quindi non è stato installato nulla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The source package {file} does not contain llama.cpp&apos;s source.</source>
        <translation>Il pacchetto sorgente {file} non contiene il codice sorgente di llama.cpp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not unpack {file}. Check that there is free disk space and try again.</source>
        <translation>Impossibile estrarre {file}. Verifichi che ci sia spazio libero su disco e riprovi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} did not answer as expected. Try again later.</source>
        <translation>L&apos;indice dei pacchetti a {address} non ha risposto come previsto. Riprovi più tardi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} does not have {file}.</source>
        <translation>L&apos;indice dei pacchetti a {address} non ha {file}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not download the Vulkan headers from {address}. Check the internet connection, or install the Vulkan SDK 1.4 or newer.</source>
        <translation>Impossibile scaricare gli header di Vulkan da {address}. Verifichi la connessione a Internet, oppure installi il Vulkan SDK 1.4 o successivo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The package {file} holds no Vulkan C++ headers.</source>
        <translation>Il pacchetto {file} non contiene header C++ di Vulkan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No llama-server was found: it runs the models. Install it in Settings.</source>
        <translation>Non è stato trovato nessun llama-server: è lui che fa girare i modelli. Lo installi nelle Impostazioni.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays. Choose another first, then remove it.</source>
        <translation>{name} è il motore in uso, quindi resta. Ne scelga prima un altro, poi lo rimuova.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} ({path}) was not installed by LlamaDesk, so LlamaDesk leaves it alone. Delete it yourself if you no longer want it.</source>
        <translation>{name} ({path}) non è stato installato da LlamaDesk, quindi LlamaDesk non lo tocca. Lo elimini Lei stesso se non Le serve più.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A llama-server from {name} is running. Unload the model, then remove it.</source>
        <translation>Un llama-server di {name} è in esecuzione. Scarichi il modello dalla memoria, poi lo rimuova.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Checking the build tools</source>
        <translation>Verifica degli strumenti di compilazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is already installed</source>
        <translation>{name} è già installato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking up {name} {version} on the package index</source>
        <translation>Ricerca di {name} {version} nell&apos;indice dei pacchetti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the downloaded llama.cpp source</source>
        <translation>Uso del codice sorgente di llama.cpp già scaricato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading llama.cpp&apos;s source ({mib} MiB)</source>
        <translation>Download del codice sorgente di llama.cpp ({mib} MiB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the unpacked llama.cpp source</source>
        <translation>Uso del codice sorgente di llama.cpp già estratto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking llama.cpp&apos;s source</source>
        <translation>Estrazione del codice sorgente di llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacked llama.cpp&apos;s source</source>
        <translation>Codice sorgente di llama.cpp estratto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the downloaded Vulkan headers</source>
        <translation>Uso delle intestazioni Vulkan già scaricate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers</source>
        <translation>Download delle intestazioni Vulkan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers ({mib} MiB)</source>
        <translation>Download delle intestazioni Vulkan ({mib} MiB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking the Vulkan headers</source>
        <translation>Estrazione delle intestazioni Vulkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the configured build folder</source>
        <translation>Uso della cartella di compilazione già configurata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Configuring the llama.cpp build</source>
        <translation>Configurazione della compilazione di llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configured the llama.cpp build</source>
        <translation>Compilazione di llama.cpp configurata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another build of llama-server to finish</source>
        <translation>In attesa che finisca un&apos;altra compilazione di llama-server</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compiling llama-server</source>
        <translation>Compilazione di llama-server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiled llama-server</source>
        <translation>llama-server compilato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing {name}</source>
        <translation>Installazione di {name}</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Building for Vulkan needs the Vulkan SDK (its headers, loader and glslc), and part of it is missing: install the Vulkan SDK.</source>
        <translation>La compilazione per Vulkan richiede l&apos;SDK Vulkan (intestazioni, loader e glslc), e una parte manca: installi l&apos;SDK Vulkan.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Building llama-server failed while configuring.</source>
        <translation>La compilazione di llama-server non è riuscita durante la configurazione.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building llama-server failed while compiling.</source>
        <translation>La compilazione di llama-server non è riuscita durante la compilazione del codice.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{name} could not be removed: its folder could not be deleted.</source>
        <translation>Impossibile rimuovere {name}: non è stato possibile eliminare la sua cartella.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays: it is the only one there is.</source>
        <translation>{name} è il motore in uso, quindi resta: è l&apos;unico che c&apos;è.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No runtime is called “{name}”.</source>
        <translation>Nessun motore si chiama “{name}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checking</source>
        <translation>Verifica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>Download</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacking</source>
        <translation>Estrazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuring</source>
        <translation>Configurazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiling</source>
        <translation>Compilazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing</source>
        <translation>Installazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
</context>
<context>
    <name>SamplingControls</name>
    <message>
        <location filename="../../desktop/gui/chat/sampling_controls.py" line="+36"/>
        <source>More settings</source>
        <translation>Altre impostazioni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model&apos;s default</source>
        <translation>predefinito del modello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>attivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+88"/>
        <location line="+9"/>
        <source>off</source>
        <translation>disattivato</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>low effort</source>
        <translation>sforzo basso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium effort</source>
        <translation>sforzo medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high effort</source>
        <translation>sforzo alto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer settings</source>
        <translation>Meno impostazioni</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Creativity (temperature)</source>
        <translation>Creatività (temperatura)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>0 gives the same answer every time; higher is more varied.</source>
        <translation>0 dà ogni volta la stessa risposta; più alto è più vario.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest answer, in tokens</source>
        <translation>Risposta più lunga, in token</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The longest answer the model may write, in tokens (a token is about three quarters of a word); no limit lets it finish on its own.</source>
        <translation>La risposta più lunga che il modello può scrivere, in token (un token è circa tre quarti di parola); nessun limite lo lascia finire da solo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no limit</source>
        <translation>nessun limite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+57"/>
        <source>Thinking</source>
        <translation>Ragionamento</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Whether the model thinks before it answers (slower, often better), or how hard. Kept with this chat.</source>
        <translation>Se il modello ragiona prima di rispondere (più lento, spesso migliore), o quanto. Resta salvato con questa chat.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+149"/>
        <source>Show more answer settings</source>
        <translation>Mostra altre impostazioni della risposta</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+51"/>
        <source>Word choice breadth (top P)</source>
        <translation>Ampiezza della scelta di parole (top P)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Only the likeliest words that together make up this share are considered.</source>
        <translation>Vengono considerate solo le parole più probabili che insieme arrivano a questa quota.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+47"/>
        <source>Candidate words (top K)</source>
        <translation>Parole candidate (top K)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Only this many of the likeliest next words are considered; off considers all.</source>
        <translation>Vengono considerate solo queste prossime parole più probabili; disattivato le considera tutte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+41"/>
        <source>Least likely word allowed (min P)</source>
        <translation>Parola meno probabile ammessa (min P)</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Words less likely than this share of the likeliest one are never picked.</source>
        <translation>Le parole meno probabili di questa quota della più probabile non vengono mai scelte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+38"/>
        <source>Repetition penalty</source>
        <translation>Penalità di ripetizione</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Above 1 the model avoids repeating itself.</source>
        <translation>Sopra 1 il modello evita di ripetersi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+34"/>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>With the same seed and settings, the same question gets the same answer.</source>
        <translation>Con lo stesso seme e le stesse impostazioni, la stessa domanda riceve la stessa risposta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Creativity</source>
        <translation>Creatività</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest answer</source>
        <translation>Risposta più lunga</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>More answer settings</source>
        <translation>Altre impostazioni della risposta</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Hide more answer settings</source>
        <translation>Nascondi altre impostazioni della risposta</translation>
    </message>
</context>
<context>
    <name>SavedListGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/saved_list_group.py" line="+45"/>
        <source>Pick {0} in the list first.</source>
        <translation>Scelga prima {0} nell&apos;elenco.</translation>
    </message>
</context>
<context>
    <name>ServeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="+72"/>
        <location line="+1"/>
        <source>Let other apps use the loaded model</source>
        <translation>Lascia che altre app usino il modello caricato</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port for other apps</source>
        <translation>Porta per altre app</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The port other apps connect to (8080 by default).</source>
        <translation>La porta a cui si collegano le altre app (8080 di norma).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Also let other computers on my network use it</source>
        <translation>Lascia che lo usino anche altri computer della mia rete</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Local network warning</source>
        <translation>Avviso sulla rete locale</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warning: {0}</source>
        <translation>Avviso: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Key for other apps</source>
        <translation>Chiave per altre app</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+153"/>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Show the key</source>
        <translation>Mostra la chiave</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy the key</source>
        <translation>Copia la chiave</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regenerate</source>
        <translation>Rigenera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new key (apps with the old one are refused)</source>
        <translation>Crea una nuova chiave (le app con quella vecchia vengono rifiutate)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Address for other apps</source>
        <translation>Indirizzo per altre app</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the address</source>
        <translation>Copia l&apos;indirizzo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addresses for other computers</source>
        <translation>Indirizzi per altri computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speech model for other apps</source>
        <translation>Modello vocale per altre app</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speech for other apps</source>
        <translation>Voce per altre app</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When changes apply</source>
        <translation>Quando valgono le modifiche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply now (reloads the model)</source>
        <translation>Applica ora (ricarica il modello)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply now, reloading the model</source>
        <translation>Applica ora, ricaricando il modello</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Port:</source>
        <translation>Porta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key:</source>
        <translation>Chiave:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>Indirizzo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech model:</source>
        <translation>Modello vocale:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model for other apps is for</source>
        <translation>A cosa serve il modello vocale per altre app</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About other apps</source>
        <translation>Informazioni sulle altre app</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>From other computers: {0}</source>
        <translation>Da altri computer: {0}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Hide</source>
        <translation>Nascondi</translation>
    </message>
</context>
<context>
    <name>ServerLogDialog</name>
    <message>
        <location filename="../../desktop/gui/shell/log_dialog.py" line="+26"/>
        <location line="+1"/>
        <source>Server log</source>
        <translation>Log del server</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What llama.cpp printed while loading and running the model. It helps when something went wrong; copy it into a bug report.</source>
        <translation>Ciò che llama.cpp ha scritto caricando e facendo girare il modello. Aiuta quando qualcosa è andato storto; lo copi in una segnalazione di errore.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server log lines</source>
        <translation>Righe del log del server</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server has printed nothing yet.</source>
        <translation>Il server non ha ancora scritto nulla.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close the server log</source>
        <translation>Chiudi il log del server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the server log</source>
        <translation>Copia il log del server</translation>
    </message>
</context>
<context>
    <name>SettingsDefaults</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="-150"/>
        <source>Automatic</source>
        <translation>Automatico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything on the graphics card</source>
        <translation>Tutto sulla scheda video</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (no graphics card)</source>
        <translation>Solo processore (senza scheda video)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Defaults for new models and chats</source>
        <translation>Predefiniti per nuovi modelli e chat</translation>
    </message>
</context>
<context>
    <name>SettingsHelp</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="-63"/>
        <source>When something goes wrong, a report helps the people who make LlamaDesk fix it. It says which versions, computer and runtime you have and what went wrong lately; it holds no chats, keys or tokens.</source>
        <translation>Quando qualcosa va storto, un rapporto aiuta chi sviluppa LlamaDesk a risolverlo. Indica quali versioni, computer e motore ha e cosa è andato storto di recente; non contiene chat, chiavi né token.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Help</source>
        <translation>Aiuto</translation>
    </message>
</context>
<context>
    <name>SettingsRemote</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="-104"/>
        <source>Chat with models on another computer: a llama-server, or LlamaDesk sharing its model with other apps. Its models appear in the Chat page&apos;s model box.</source>
        <translation>Converse con modelli su un altro computer: un llama-server, o LlamaDesk che condivide il suo modello con altre app. I suoi modelli compaiono nella casella dei modelli della pagina Chat.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+3"/>
        <source>Remote servers</source>
        <translation>Server remoti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove server</source>
        <translation>Rimuovi server</translation>
    </message>
</context>
<context>
    <name>SettingsRpc</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+41"/>
        <source>Load models with the memory of other computers too: each must be sharing (below, on that computer). They are used from the next load.</source>
        <translation>Carichi i modelli anche con la memoria di altri computer: ognuno deve essere in condivisione (qui sotto, su quel computer). Vengono usati dal prossimo caricamento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lend this computer&apos;s memory and devices to LlamaDesk on another computer.</source>
        <translation>Presta la memoria e i dispositivi di questo computer a LlamaDesk su un altro computer.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Use other computers</source>
        <translation>Usa altri computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computers to use</source>
        <translation>Computer da usare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove computer</source>
        <translation>Rimuovi computer</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Share this computer</source>
        <translation>Condividi questo computer</translation>
    </message>
</context>
<context>
    <name>SettingsRuntime</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-350"/>
        <source>Best for this computer</source>
        <translation>Il migliore per questo computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (CPU)</source>
        <translation>Solo processore (CPU)</translation>
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
        <translation>llama.cpp {0} (versione {1}) in {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp ({0} build) at {1}</source>
        <translation>llama.cpp (versione {0}) in {1}</translation>
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
        <translation>versione {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown backend</source>
        <translation>backend sconosciuto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>portable</source>
        <translation>portabile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>built for this processor</source>
        <translation>compilato per questo processore</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} ({1}) at {2}</source>
        <translation>{0} ({1}) in {2}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Runtime (llama-server)</source>
        <translation>Motore (llama-server)</translation>
    </message>
</context>
<context>
    <name>SettingsServe</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="-209"/>
        <source>Other programs on this computer (code editors, scripts, chat apps that speak the OpenAI or Anthropic API) can use the loaded model. Give them the address and the key below; a request without the key is refused. The app keeps chatting as usual.</source>
        <translation>Altri programmi su questo computer (editor di codice, script, app di chat che parlano l&apos;API di OpenAI o di Anthropic) possono usare il modello caricato. Dia loro l&apos;indirizzo e la chiave qui sotto; una richiesta senza la chiave viene rifiutata. L&apos;app continua a conversare come sempre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changes apply the next time a model is loaded.</source>
        <translation>Le modifiche valgono dal prossimo caricamento di un modello.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other apps can also ask this model to read text aloud (OpenAI&apos;s speech API, at the same address with the same key). It speaks in the voice and language chosen under Voice.</source>
        <translation>Le altre app possono anche chiedere a questo modello di leggere testo ad alta voce (l&apos;API vocale di OpenAI, allo stesso indirizzo con la stessa chiave). Parla con la voce e la lingua scelte in Voce.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other apps</source>
        <translation>Altre app</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Speech for other apps did not start: {0}</source>
        <translation>La voce per altre app non è partita: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the address above</source>
        <translation>l&apos;indirizzo qui sopra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other apps can ask {0} to speak at {1}.</source>
        <translation>Le altre app possono chiedere a {0} di parlare su {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} speaks for other apps from the next time a model is loaded.</source>
        <translation>{0} parla per altre app dal prossimo caricamento di un modello.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} speaks for other apps once a model is loaded.</source>
        <translation>{0} parla per altre app appena un modello è caricato.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>port {0} is in use by another program; choose another port above.</source>
        <translation>la porta {0} è usata da un altro programma; scelga un&apos;altra porta qui sopra.</translation>
    </message>
</context>
<context>
    <name>SettingsShortcuts</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_shortcuts.py" line="+16"/>
        <source>Show this list of shortcuts, from any page</source>
        <translation>Mostra questo elenco di scorciatoie, da qualsiasi pagina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show this list of shortcuts too</source>
        <translation>Mostra anche questo elenco di scorciatoie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat, from any page</source>
        <translation>Inizia una nuova chat, da qualsiasi pagina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Library</source>
        <translation>Mostra la Libreria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Discover</source>
        <translation>Mostra Scopri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Load</source>
        <translation>Mostra Carica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Chat</source>
        <translation>Mostra la Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Settings</source>
        <translation>Mostra le Impostazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the message</source>
        <translation>Invia il messaggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new line in the message</source>
        <translation>Va a capo nel messaggio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop the answer being written (on the Chat page)</source>
        <translation>Ferma la risposta in scrittura (nella pagina Chat)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save an edited message and send it again</source>
        <translation>Salva un messaggio modificato e invialo di nuovo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave an edit as it was</source>
        <translation>Lascia una modifica com&apos;era</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the search results from a model&apos;s page (Esc too)</source>
        <translation>Torna ai risultati della ricerca dalla pagina di un modello (anche Esc)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alt + underlined letter</source>
        <translation>Alt + lettera sottolineata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the setting or button with that letter underlined</source>
        <translation>Va all&apos;impostazione o al pulsante con quella lettera sottolineata</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go to the next control (Shift+Tab: the one before)</source>
        <translation>Va al controllo successivo (Maiusc+Tab: a quello precedente)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
</context>
<context>
    <name>SettingsTools</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="-117"/>
        <source>Needs the internet. Off by default: LlamaDesk works without a connection, and nothing leaves this computer unless you turn this on.</source>
        <translation>Richiede internet. Disattivato di norma: LlamaDesk funziona senza connessione, e nulla esce da questo computer se non lo attiva lei.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: a command runs this computer&apos;s programs. It can read the system&apos;s folders and the files attached to the chat and write only in the chat&apos;s own folder, with no network; still, every command is shown to you first and runs only if you allow it.</source>
        <translation>Attenzione: un comando esegue i programmi di questo computer. Può leggere le cartelle del sistema e i file allegati alla chat e scrivere solo nella cartella della chat stessa, senza rete; comunque ogni comando le viene mostrato prima e parte solo se lo consente.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A SearXNG search address, e.g. https://searx.example.org/search</source>
        <translation>Un indirizzo di ricerca SearXNG, ad es. https://searx.example.org/search</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tools the model can use</source>
        <translation>Strumenti che il modello può usare</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_view.py" line="+78"/>
        <source>LlamaDesk&apos;s models folder</source>
        <translation>Cartella dei modelli di LlamaDesk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hugging Face cache (shared with other apps)</source>
        <translation>La cache di Hugging Face (condivisa con altre app)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced</source>
        <translation>Avanzate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most people never need these: other apps and computers, tool servers, and the program that runs the models.</source>
        <translation>Quasi nessuno ne ha bisogno: altre app e computer, server di strumenti e il programma che fa girare i modelli.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face, the token was kept and will be checked later.</source>
        <translation>Hugging Face non è raggiungibile; il token è stato conservato e sarà verificato più tardi.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Signed in as {0}.</source>
        <translation>Accesso eseguito come {0}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+59"/>
        <location line="+159"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>Settings status</source>
        <translation>Stato delle impostazioni</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+140"/>
        <source>Appearance and accounts</source>
        <translation>Aspetto e account</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>New chats and models</source>
        <translation>Nuove chat e modelli</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <location line="+2"/>
        <source>Model folders</source>
        <translation>Cartelle dei modelli</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Where things are kept</source>
        <translation>Percorsi di archiviazione</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+198"/>
        <source>Where LlamaDesk keeps things</source>
        <translation>Dove LlamaDesk conserva i suoi dati</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Tools the model can use</source>
        <translation>Strumenti che il modello può usare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice</source>
        <translation>Voce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tool servers (MCP)</source>
        <translation>Server di strumenti (MCP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP servers</source>
        <translation>Server MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other apps</source>
        <translation>Altre app</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other apps use the loaded model</source>
        <translation>Lascia che altre app usino il modello caricato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remote servers</source>
        <translation>Server remoti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other computers</source>
        <translation>Altri computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use other computers, share this one</source>
        <translation>Usa altri computer, condividi questo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtime</source>
        <translation>Motore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Aiuto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About the advanced settings</source>
        <translation>Informazioni sulle impostazioni avanzate</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scroll the settings</source>
        <translation>Scorri le impostazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll the settings sideways</source>
        <translation>Scorri le impostazioni in orizzontale</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings sections</source>
        <translation>Sezioni delle impostazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a section to go to it; Enter moves into it.</source>
        <translation>Scelga una sezione per andarci; Invio ci entra.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Add &amp;folder…</source>
        <translation>Aggiungi &amp;cartella…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model folder</source>
        <translation>Aggiungi una cartella di modelli</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Remove</source>
        <translation>&amp;Rimuovi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected model folder</source>
        <translation>Rimuovi la cartella di modelli selezionata</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system&apos;s language</source>
        <translation>La lingua del sistema</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language change</source>
        <translation>Cambio di lingua</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face token</source>
        <translation>Token di Hugging&#xa0;Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only needed for gated or private models</source>
        <translation>Serve solo per modelli ad accesso limitato o privati</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+243"/>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <location line="-242"/>
        <location line="+246"/>
        <source>Show the Hugging Face token</source>
        <translation>Mostra il token di Hugging Face</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Chec&amp;k</source>
        <translation>&amp;Verifica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check the Hugging Face token</source>
        <translation>Verifica il token di Hugging Face</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token check</source>
        <translation>Verifica del token di Hugging Face</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hugging Face t&amp;oken</source>
        <translation>T&amp;oken di Hugging Face</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chats and data</source>
        <translation>Chat e dati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded models</source>
        <translation>Modelli scaricati</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} folder</source>
        <translation>Cartella {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the {0} folder</source>
        <translation>Apri la cartella {0}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save downloaded models in</source>
        <translation>Salva i modelli scaricati in</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save &amp;downloaded models in</source>
        <translation>Salva i modelli &amp;scaricati in</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add a folder with models</source>
        <translation>Aggiungi una cartella con modelli</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} is not a folder, so it was not added.</source>
        <translation>{0} non è una cartella, quindi non è stata aggiunta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is already in the list.</source>
        <translation>{0} è già nell&apos;elenco.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a folder</source>
        <translation>una cartella</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>LlamaDesk speaks the language you chose from its next start.</source>
        <translation>LlamaDesk parlerà la lingua scelta dal prossimo avvio.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hugging Face token saved.</source>
        <translation>Token di Hugging Face salvato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token removed.</source>
        <translation>Token di Hugging Face rimosso.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Paste a token first.</source>
        <translation>Incolli prima un token.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking…</source>
        <translation>Verifica…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The token could not be checked; try again.</source>
        <translation>Impossibile verificare il token; riprovi.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hide</source>
        <translation>Nascondi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide the Hugging Face token</source>
        <translation>Nascondi il token di Hugging Face</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not create {0}: {1}.</source>
        <translation>Impossibile creare {0}: {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not open {0} in the file manager.</source>
        <translation>Impossibile aprire {0} nel gestore dei file.</translation>
    </message>
</context>
<context>
    <name>SettingsVoice</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="+39"/>
        <source>LlamaDesk can read answers aloud (the “Read aloud” button on each answer) and write down what you say (the “Speak” button beside the message box). Both run on this computer: nothing you say leaves it, and the microphone is on only between your two presses.</source>
        <translation>LlamaDesk può leggere le risposte ad alta voce (il pulsante “Leggi ad alta voce” su ogni risposta) e trascrivere ciò che dice (il pulsante “Parla” accanto alla casella del messaggio). Entrambi funzionano su questo computer: nulla di ciò che dice ne esce, e il microfono è acceso solo tra i suoi due clic.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reads answers aloud: a Qwen3-TTS or Pocket TTS model, with its mmproj file in the same folder.</source>
        <translation>Legge le risposte ad alta voce: un modello Qwen3-TTS o Pocket TTS, con il suo file mmproj nella stessa cartella.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writes down what you say: a model that hears (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), with its audio mmproj file in the same folder.</source>
        <translation>Trascrive ciò che dice: un modello che ascolta (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), con il suo file mmproj audio nella stessa cartella.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optional for Qwen3-TTS, needed for Pocket TTS: a few seconds of someone speaking (WAV or MP3); answers are read in that voice.</source>
        <translation>Facoltativo per Qwen3-TTS, necessario per Pocket TTS: qualche secondo di una persona che parla (WAV o MP3); le risposte vengono lette con quella voce.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language answers are in, for speech models that speak several (Qwen3-TTS).</source>
        <translation>La lingua delle risposte, per i modelli vocali che ne parlano diverse (Qwen3-TTS).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s own</source>
        <translation>Quella del modello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers are read at the speech model&apos;s own pace: llama.cpp&apos;s speech program has no speed setting.</source>
        <translation>Le risposte vengono lette al ritmo proprio del modello vocale: il programma vocale di llama.cpp non ha un&apos;impostazione di velocità.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first in your library</source>
        <translation>Il primo nella libreria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None in your library yet</source>
        <translation>Ancora nessuno nella libreria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound files (*.wav *.mp3)</source>
        <translation>File audio (*.wav *.mp3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Voice</source>
        <translation>Voce</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Found in your library: {0}, {1}.</source>
        <translation>Trovati nella libreria: {0}, {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Download them into one of your model folders to use them here.</source>
        <translation> Li scarichi in una delle cartelle dei modelli per usarli qui.</translation>
    </message>
</context>
<context>
    <name>SettingsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/settings_words.py" line="+16"/>
        <source>Your settings file could not be read, so LlamaDesk started with default settings.</source>
        <translation>Non è stato possibile leggere il suo file delle impostazioni, quindi LlamaDesk si è avviato con le impostazioni predefinite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some settings had values LlamaDesk could not use and were reset to their defaults ({fields}); the others were kept.</source>
        <translation>Alcune impostazioni avevano valori che LlamaDesk non poteva usare e sono state riportate ai valori predefiniti ({fields}); le altre sono state mantenute.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged. LlamaDesk kept the settings it could still read and reset the rest to their defaults.</source>
        <translation>Il suo file delle impostazioni era danneggiato. LlamaDesk ha mantenuto le impostazioni ancora leggibili e ha riportato le altre ai valori predefiniti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged and could not be read, so LlamaDesk started with default settings.</source>
        <translation>Il suo file delle impostazioni era danneggiato e illeggibile, quindi LlamaDesk si è avviato con le impostazioni predefinite.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The old file was kept as {path}.</source>
        <translation>Il vecchio file è stato conservato come {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The damaged file was kept as {path}.</source>
        <translation>Il file danneggiato è stato conservato come {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token was kept.</source>
        <translation>Il suo token di Hugging Face è stato mantenuto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token could not be read: enter it again in Settings to download gated models.</source>
        <translation>Non è stato possibile leggere il suo token di Hugging Face: lo inserisca di nuovo nelle Impostazioni per scaricare i modelli ad accesso limitato.</translation>
    </message>
</context>
<context>
    <name>ShareGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+5"/>
        <source>Share this computer&apos;s memory and devices</source>
        <translation>Condividi la memoria e i dispositivi di questo computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share this computer</source>
        <translation>Condividi questo computer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port to share on</source>
        <translation>Porta di condivisione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other computers on my network use it</source>
        <translation>Lascia che lo usino altri computer della mia rete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share with other computers on my network</source>
        <translation>Condividi con altri computer della mia rete</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing warning</source>
        <translation>Avviso sulla condivisione</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+77"/>
        <source>Not shared.</source>
        <translation>Non condiviso.</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About sharing this computer</source>
        <translation>Informazioni sulla condivisione di questo computer</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Starting…</source>
        <translation>Avvio…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0}:{1} (this computer&apos;s network address)</source>
        <translation>{0}:{1} (l&apos;indirizzo di rete di questo computer)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} (this computer only)</source>
        <translation>{0} (solo questo computer)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared at {0}. Other computers add it to their list.</source>
        <translation>Condiviso su {0}. Gli altri computer lo aggiungono al loro elenco.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not shared. {0}</source>
        <translation>Non condiviso. {0}</translation>
    </message>
</context>
<context>
    <name>ShortcutsHelp</name>
    <message>
        <location filename="../../desktop/gui/shell/shortcuts_help.py" line="+17"/>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key the window answers to. Esc closes this.</source>
        <translation>Ogni tasto a cui risponde la finestra. Esc chiude questo elenco.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close the list of shortcuts</source>
        <translation>Chiudi l&apos;elenco delle scorciatoie</translation>
    </message>
</context>
<context>
    <name>SourcesList</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+18"/>
        <source>Sources</source>
        <translation>Fonti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sources:</source>
        <translation>Fonti:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources of this answer</source>
        <translation>Fonti di questa risposta</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Source {number}: {label}</source>
        <translation>Fonte {number}: {label}</translation>
    </message>
</context>
<context>
    <name>StarterNote</name>
    <message>
        <location filename="../../desktop/gui/widgets/starter_note.py" line="+19"/>
        <source>tiny demo</source>
        <translation>piccola demo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (starter model: a tiny demo)</source>
        <translation> (modello iniziale: una piccola demo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a better model for this computer</source>
        <translation>Trova un modello migliore per questo computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the starter model, a tiny demo (135 million parameters) that shows the app works. Its answers are often wrong or odd; a bigger model answers far better.</source>
        <translation>Questo è il modello iniziale, una piccola demo (135 milioni di parametri) che mostra che l&apos;app funziona. Le sue risposte sono spesso sbagliate o strane; un modello più grande risponde molto meglio.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Discover&apos;s suggestions for this computer&apos;s memory.</source>
        <translation>I suggerimenti di Scopri per la memoria di questo computer.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About the starter model</source>
        <translation>Informazioni sul modello iniziale</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/store_words.py" line="+27"/>
        <source>Your chat could not be saved.</source>
        <translation>Non è stato possibile salvare la Sua chat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chat could not be saved because the disk is full. Free some space.</source>
        <translation>Non è stato possibile salvare la Sua chat perché il disco è pieno. Liberi un po&apos; di spazio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your chat could not be saved because LlamaDesk may not write to its chats file. Check the file&apos;s permissions.</source>
        <translation>Non è stato possibile salvare la Sua chat perché LlamaDesk non può scrivere nel suo file delle chat. Controlli i permessi del file.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because another copy of LlamaDesk is using the chats file. Close it and try again.</source>
        <translation>Non è stato possibile salvare la Sua chat perché un&apos;altra copia di LlamaDesk sta usando il file delle chat. La chiuda e riprovi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because the disk could not be written. Check that it is still connected and has free space.</source>
        <translation>Non è stato possibile salvare la Sua chat perché non è stato possibile scrivere sul disco. Controlli che sia ancora collegato e abbia spazio libero.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats could not be read.</source>
        <translation>Non è stato possibile leggere le Sue chat salvate.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved chats were already closed.</source>
        <translation>Le chat salvate erano già chiuse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your saved chats could not be opened. Close other copies of LlamaDesk and try again.</source>
        <translation>Non è stato possibile aprire le Sue chat salvate. Chiuda le altre copie di LlamaDesk e riprovi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your saved chats could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>Non è stato possibile aprire le Sue chat salvate in {path}. Controlli che la cartella esista e che Lei possa scriverci.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats were written by a newer version of LlamaDesk. Update LlamaDesk to open them.</source>
        <translation>Le Sue chat salvate sono state scritte da una versione più recente di LlamaDesk. Aggiorni LlamaDesk per aprirle.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not make a new one next to it. Check that there is free disk space in {folder}, then start LlamaDesk again.</source>
        <translation>Il Suo file delle chat è danneggiato e LlamaDesk non è riuscito a crearne uno nuovo accanto. Controlli che ci sia spazio libero in {folder}, poi riavvii LlamaDesk.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not move it aside to put a repaired copy in its place. Close other programs that may use it, then start LlamaDesk again. The file is {path}.</source>
        <translation>Il Suo file delle chat è danneggiato e LlamaDesk non è riuscito a spostarlo per metterne al suo posto una copia riparata. Chiuda gli altri programmi che potrebbero usarlo, poi riavvii LlamaDesk. Il file è {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved chats file is damaged and could not be repaired.</source>
        <translation>Il Suo file delle chat è danneggiato e non è stato possibile ripararlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This chat no longer exists.</source>
        <translation>Questa chat non esiste più.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This message no longer exists.</source>
        <translation>Questo messaggio non esiste più.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This reply is no longer being written.</source>
        <translation>Questa risposta non è più in scrittura.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This reply no longer exists.</source>
        <translation>Questa risposta non esiste più.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved chats file was damaged and nothing could be read from it, so a new, empty chat history was started. The damaged file was kept as {kept}.</source>
        <translation>Il Suo file delle chat era danneggiato e non è stato possibile leggerne nulla, quindi è stata avviata una nuova cronologia delle chat, vuota. Il file danneggiato è stato conservato come {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}). The damaged file was kept as {kept}.</source>
        <translation>Il Suo file delle chat era danneggiato. LlamaDesk ha recuperato ciò che ha potuto in un nuovo file (chat: {chats}, messaggi: {messages}). Il file danneggiato è stato conservato come {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}); some parts could not be read and are only in the damaged copy. The damaged file was kept as {kept}.</source>
        <translation>Il Suo file delle chat era danneggiato. LlamaDesk ha recuperato ciò che ha potuto in un nuovo file (chat: {chats}, messaggi: {messages}); alcune parti non sono state lette e sono solo nella copia danneggiata. Il file danneggiato è stato conservato come {kept}.</translation>
    </message>
</context>
<context>
    <name>SuggestionNotes</name>
    <message>
        <location filename="../../desktop/gui/discover/suggestion_notes.py" line="+16"/>
        <source>Tiny and quick</source>
        <translation>Minuscolo e veloce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good all-rounder</source>
        <translation>Versatile</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strong at reasoning</source>
        <translation>Forte nel ragionamento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Popular 8B chat</source>
        <translation>Modello di chat 8B popolare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Multilingual, coding</source>
        <translation>Multilingue, programmazione</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sees images too</source>
        <translation>Vede anche le immagini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Near frontier quality</source>
        <translation>Qualità vicina ai migliori</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large, sees images</source>
        <translation>Grande, vede le immagini</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs a big GPU</source>
        <translation>Richiede una scheda video grande</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speaking: reads answers aloud (10 languages)</source>
        <translation>Voce: legge le risposte ad alta voce (10 lingue)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (small)</source>
        <translation>Ascolto: trascrive ciò che dice (piccolo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (more accurate)</source>
        <translation>Ascolto: trascrive ciò che dice (più preciso)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Google&apos;s EmbeddingGemma: over 100 languages, strong for its size</source>
        <translation>EmbeddingGemma di Google: oltre 100 lingue, potente per le sue dimensioni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Among the best at finding passages; many languages, long texts</source>
        <translation>Tra i migliori nel trovare brani; molte lingue, testi lunghi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English, long passages, quick on any computer</source>
        <translation>Inglese, brani lunghi, veloce su qualsiasi computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BGE-M3: over 100 languages, long texts</source>
        <translation>BGE-M3: oltre 100 lingue, testi lunghi</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../desktop/gui/shell/theme.py" line="+26"/>
        <source>Same as the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Contrasto elevato</translation>
    </message>
</context>
<context>
    <name>ToolButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="-148"/>
        <source>Make the model use a tool first</source>
        <translation>Fai usare prima uno strumento al modello</translation>
    </message>
</context>
<context>
    <name>ToolCallCard</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_card.py" line="+34"/>
        <source>waiting for you</source>
        <translation>in attesa della sua conferma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>in esecuzione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>fatto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>non riuscito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>rifiutato</translation>
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
        <translation>Uso dello strumento: {name}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tool call time</source>
        <translation>Durata dell&apos;uso dello strumento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tool call arguments</source>
        <translation>Argomenti dell&apos;uso dello strumento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call result</source>
        <translation>Risultato dell&apos;uso dello strumento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arguments</source>
        <translation>Argomenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call problem</source>
        <translation>Problema nell&apos;uso dello strumento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Approval question</source>
        <translation>Richiesta di approvazione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow once</source>
        <translation>Consenti una volta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow this {name} call once</source>
        <translation>Consenti questo uso di {name} una volta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow in this chat</source>
        <translation>Consenti in questa chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow {name} for the rest of this chat</source>
        <translation>Consenti {name} per il resto di questa chat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deny</source>
        <translation>Nega</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deny this {name} call</source>
        <translation>Nega questo uso di {name}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{name}: {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The model wants to use {name} (it can delete or overwrite things) with the arguments below. Allow it?</source>
        <translation>Il modello vuole usare {name} (può eliminare o sovrascrivere) con gli argomenti qui sotto. Lo consente?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model wants to use {name} with the arguments below. Allow it?</source>
        <translation>Il modello vuole usare {name} con gli argomenti qui sotto. Lo consente?</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Hide the {name} call ({status})</source>
        <translation>Nascondi l&apos;uso di {name} ({status})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the {name} call ({status})</source>
        <translation>Mostra l&apos;uso di {name} ({status})</translation>
    </message>
</context>
<context>
    <name>ToolCardList</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_cards.py" line="+34"/>
        <source>Tool calls</source>
        <translation>Usi degli strumenti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tools note</source>
        <translation>Nota sugli strumenti</translation>
    </message>
</context>
<context>
    <name>ToolCards</name>
    <message>
        <location line="-21"/>
        <source>The answer ended before this call was allowed, so it did not run.</source>
        <translation>La risposta è finita prima che questo uso fosse consentito, quindi non è partito.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer ended while this call was running.</source>
        <translation>La risposta è finita mentre questo uso era in esecuzione.</translation>
    </message>
</context>
<context>
    <name>ToolServers</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="-207"/>
        <source>Ask every time</source>
        <translation>Chiedi ogni volta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow in this chat</source>
        <translation>Consenti in questa chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always allow</source>
        <translation>Consenti sempre</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give the server a name.</source>
        <translation>Dia un nome al server.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the command that starts the server, or its web address.</source>
        <translation>Indichi il comando che avvia il server, o il suo indirizzo web.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The command could not be read: {0}.</source>
        <translation>Impossibile leggere il comando: {0}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It did not work: {0}</source>
        <translation>Non ha funzionato: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It works, but it offers no tools.</source>
        <translation>Funziona, ma non offre strumenti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (può modificare)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It works. Its tools: {0}.</source>
        <translation>Funziona. I suoi strumenti: {0}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MCP servers</source>
        <translation>Server MCP</translation>
    </message>
</context>
<context>
    <name>ToolWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/tool_words.py" line="+34"/>
        <source>Run Python code</source>
        <translation>Esegui codice Python</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run short Python programs to calculate or check its work. They run fenced off: they cannot start programs, use the internet, or read your files except the ones you attach.</source>
        <translation>Permette al modello di eseguire brevi programmi Python per fare calcoli o verificare il proprio lavoro. Girano isolati: non possono avviare programmi, usare internet o leggere i suoi file, tranne quelli che allega.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read attached files</source>
        <translation>Leggi i file allegati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read the files you attach to this chat, and nothing else.</source>
        <translation>Permette al modello di leggere i file che allega a questa chat, e nient&apos;altro.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search the web</source>
        <translation>Cerca sul web</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model search the web and read the list of results. Uses the internet.</source>
        <translation>Permette al modello di cercare sul web e leggere l&apos;elenco dei risultati. Usa internet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open web pages</source>
        <translation>Apri pagine web</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read a web page&apos;s text. Uses the internet.</source>
        <translation>Permette al modello di leggere il testo di una pagina web. Usa internet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run commands on this computer</source>
        <translation>Esegui comandi su questo computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run commands on your computer, in a folder of its own. It asks you before every command.</source>
        <translation>Permette al modello di eseguire comandi sul suo computer, in una cartella tutta sua. Le chiede conferma prima di ogni comando.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>“{name}” is not a tool LlamaDesk knows.</source>
        <translation>“{name}” non è uno strumento che LlamaDesk conosce.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tool “{name}” is off. Turn it on in Settings → Tools.</source>
        <translation>Lo strumento “{name}” è disattivato. Lo attivi in Impostazioni → Strumenti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP configuration file {path} does not exist.</source>
        <translation>Il file di configurazione MCP {path} non esiste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no MCP server named “{name}”. Add it in Settings → Tools.</source>
        <translation>Non c&apos;è nessun server MCP chiamato “{name}”. Lo aggiunga in Impostazioni → Strumenti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An MCP server needs a name.</source>
        <translation>Un server MCP ha bisogno di un nome.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An MCP server needs either a command to start or an address (URL).</source>
        <translation>Un server MCP ha bisogno di un comando per avviarlo o di un indirizzo (URL).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP servers could not be saved to {path}. Check that the disk has free space and you may write to that folder.</source>
        <translation>Non è stato possibile salvare i server MCP in {path}. Controlli che il disco abbia spazio libero e che Lei possa scrivere in quella cartella.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP configuration file {path} could not be read. Check that you may read it.</source>
        <translation>Non è stato possibile leggere il file di configurazione MCP {path}. Controlli di avere il permesso di leggerlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP configuration file {path} is damaged. Fix or remove it; LlamaDesk will not write over it.</source>
        <translation>Il file di configurazione MCP {path} è danneggiato. Lo corregga o lo rimuova; LlamaDesk non lo sovrascriverà.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{name}” did not answer in time and was stopped.</source>
        <translation>Il server MCP “{name}” non ha risposto in tempo ed è stato fermato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{name}” could not be started ({reason}). Check its command or address in Settings → Tools.</source>
        <translation>Non è stato possibile avviare il server MCP “{name}” ({reason}). Controlli il suo comando o indirizzo in Impostazioni → Strumenti.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It said: “{said}”</source>
        <translation>Ha detto: “{said}”</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The model asked for a tool without naming it, so nothing ran.</source>
        <translation>Il modello ha chiesto uno strumento senza nominarlo, quindi non è stato eseguito nulla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model asked for a tool named “{name}”, which this chat does not have.</source>
        <translation>Il modello ha chiesto uno strumento chiamato “{name}”, che questa chat non ha.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model&apos;s request could not be read, so the tool did not run ({reason}).</source>
        <translation>Non è stato possibile leggere la richiesta del modello, quindi lo strumento non è stato eseguito ({reason}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed: “{name}” can change things on this computer and was not allowed for this question, so it did not run.</source>
        <translation>Non consentito: “{name}” può modificare cose su questo computer e non era consentito per questa domanda, quindi non è stato eseguito.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stopped by the user.</source>
        <translation>Fermato dall&apos;utente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” took longer than {seconds} seconds and was stopped.</source>
        <translation>“{name}” ha impiegato più di {seconds} secondi ed è stato fermato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}” failed with an error of its own: {reason}</source>
        <translation>“{name}” non è riuscito per un errore proprio: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give the tool what it needs (“{name}”), so it did not run.</source>
        <translation>Il modello non ha dato allo strumento ciò che gli serve (“{name}”), quindi non è stato eseguito.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“{name}” is not a file attached to this chat.</source>
        <translation>“{name}” non è un file allegato a questa chat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running commands is off on Windows for now: LlamaDesk can&apos;t fence it off there yet, and it never runs without the fence.</source>
        <translation>L&apos;esecuzione di comandi per ora è disattivata su Windows: LlamaDesk non può ancora isolarla lì, e non viene mai eseguita senza isolamento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This tool is off on this computer: LlamaDesk could not fence it off here, so nothing ran ({reason}).</source>
        <translation>Questo strumento è disattivato su questo computer: LlamaDesk non è riuscito a isolarlo qui, quindi non è stato eseguito nulla ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not read {name}: it works in its own folder and may read only the files attached to the chat.</source>
        <translation>Il codice non può leggere {name}: lavora nella propria cartella e può leggere solo i file allegati alla chat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not write {name}: it may change only the files in its own folder.</source>
        <translation>Il codice non può scrivere {name}: può modificare solo i file nella propria cartella.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The code tried to use the network, which it may not.</source>
        <translation>Il codice ha provato a usare la rete, cosa che non gli è permessa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to start another program, which it may not.</source>
        <translation>Il codice ha provato ad avviare un altro programma, cosa che non gli è permessa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to call native code (ctypes), which it may not.</source>
        <translation>Il codice ha provato a chiamare codice nativo (ctypes), cosa che non gli è permessa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat&apos;s working folder could not be made ({reason}).</source>
        <translation>Non è stato possibile creare la cartella di lavoro della chat ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It could not be started ({reason}).</source>
        <translation>Non è stato possibile avviarlo ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ran longer than its limit of {seconds} seconds and was stopped.</source>
        <translation>È andato oltre il limite di {seconds} secondi ed è stato fermato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was stopped: the answer was cancelled.</source>
        <translation>È stato fermato: la risposta è stata annullata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It used more memory than its limit of {size} and was stopped.</source>
        <translation>Ha usato più memoria del limite di {size} ed è stato fermato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It failed (exit code {code}).</source>
        <translation>Non è riuscito (codice di uscita {code}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attached file {name} could not be read ({reason}).</source>
        <translation>Non è stato possibile leggere il file allegato {name} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a text file ({size}); only text files can be read.</source>
        <translation>{name} non è un file di testo ({size}); si possono leggere solo file di testo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give a full web address (one starting with http:// or https://).</source>
        <translation>Il modello non ha dato un indirizzo web completo (che inizi con http:// o https://).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} answered with an error (HTTP {code}).</source>
        <translation>{address} ha risposto con un errore (HTTP {code}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} did not answer in time.</source>
        <translation>{address} non ha risposto in tempo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{address} could not be reached ({reason}).</source>
        <translation>Non è stato possibile raggiungere {address} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a text page ({reason}, {size}).</source>
        <translation>{address} non è una pagina di testo ({reason}, {size}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No search service is set. Enter a SearXNG search address in Settings → Tools.</source>
        <translation>Nessun servizio di ricerca è impostato. Inserisca un indirizzo di ricerca SearXNG in Impostazioni → Strumenti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search service at {address} did not answer with search results. Check its address in Settings → Tools.</source>
        <translation>Il servizio di ricerca all&apos;indirizzo {address} non ha risposto con risultati di ricerca. Controlli il suo indirizzo in Impostazioni → Strumenti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{server}” stopped and is not running any more.</source>
        <translation>Il server MCP “{server}” si è fermato e non è più in esecuzione.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” did not answer {name} within {seconds} seconds.</source>
        <translation>Il server MCP “{server}” non ha risposto a {name} entro {seconds} secondi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP server “{server}” could not run {name} ({reason}).</source>
        <translation>Il server MCP “{server}” non è riuscito a eseguire {name} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The call to the MCP server “{server}” was stopped.</source>
        <translation>La chiamata al server MCP “{server}” è stata fermata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” sent an answer LlamaDesk could not read ({reason}).</source>
        <translation>Il server MCP “{server}” ha inviato una risposta che LlamaDesk non è riuscito a leggere ({reason}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tool reported an error without saying more.</source>
        <translation>Lo strumento ha segnalato un errore senza dire altro.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It used more memory than its limit and was stopped.</source>
        <translation>Ha usato più memoria del limite ed è stato fermato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its last line of output: “{said}”</source>
        <translation>La sua ultima riga di output: “{said}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tool said: {said}</source>
        <translation>Lo strumento ha detto: {said}</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>You refused this call.</source>
        <translation>Ha rifiutato questa chiamata.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Not run again: the same call was made before.</source>
        <translation>Non eseguito di nuovo: la stessa chiamata è già stata fatta.</translation>
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
            <numerusform>%Ln byte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>less than a second</source>
        <translation>meno di un secondo</translation>
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
        <translation>Computer da usare, indirizzo e porta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add computer</source>
        <translation>Aggiungi computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add computer to use</source>
        <translation>Aggiungi un computer da usare</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About using other computers</source>
        <translation>Informazioni sull&apos;uso di altri computer</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Enter a computer&apos;s address and port first.</source>
        <translation>Inserisca prima l&apos;indirizzo e la porta di un computer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added {0}. It is used from the next load.</source>
        <translation>{0} aggiunto. Viene usato dal prossimo caricamento.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a computer</source>
        <translation>un computer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removed {0}. The next load goes without it.</source>
        <translation>{0} rimosso. Il prossimo caricamento avverrà senza.</translation>
    </message>
</context>
<context>
    <name>VersionSwitch</name>
    <message>
        <location filename="../../desktop/gui/chat/version_switch.py" line="+29"/>
        <source>Previous version of this answer</source>
        <translation>Versione precedente di questa risposta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous version of this question</source>
        <translation>Versione precedente di questa domanda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next version of this answer</source>
        <translation>Versione successiva di questa risposta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next version of this question</source>
        <translation>Versione successiva di questa domanda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Version of this answer</source>
        <translation>Versione di questa risposta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version of this question</source>
        <translation>Versione di questa domanda</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Version {number} of {count} of this answer</source>
        <translation>Versione {number} di {count} di questa risposta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version {number} of {count} of this question</source>
        <translation>Versione {number} di {count} di questa domanda</translation>
    </message>
</context>
<context>
    <name>VoiceGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="-203"/>
        <source>Speech model, which reads answers aloud</source>
        <translation>Modello vocale, che legge le risposte ad alta voce</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening model, which writes down what you say</source>
        <translation>Modello di ascolto, che trascrive ciò che dice</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s own voice</source>
        <translation>La voce propria del modello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice sample</source>
        <translation>Campione di voce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>Scegli…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+127"/>
        <source>Choose a voice sample</source>
        <translation>Scegli un campione di voce</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Clear</source>
        <translation>Cancella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the model&apos;s own voice</source>
        <translation>Usa la voce propria del modello</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Language answers are read in</source>
        <translation>Lingua in cui vengono lette le risposte</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Read answers aloud automatically</source>
        <translation>Leggi le risposte ad alta voce automaticamente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice models found</source>
        <translation>Modelli vocali trovati</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Speech model:</source>
        <translation>Modello &amp;vocale:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model is for</source>
        <translation>A cosa serve il modello vocale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Listening model:</source>
        <translation>Modello di &amp;ascolto:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the listening model is for</source>
        <translation>A cosa serve il modello di ascolto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>Lin&amp;gua:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Voice sample:</source>
        <translation>&amp;Campione di voce:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the voice sample is for</source>
        <translation>A cosa serve il campione di voce</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About voice</source>
        <translation>Informazioni sulla voce</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading speed</source>
        <translation>Velocità di lettura</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>no listening model</source>
        <translation>nessun modello di ascolto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 listening model</source>
        <translation>1 modello di ascolto</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln listening models</source>
        <translation>
            <numerusform>%Ln modello di ascolto</numerusform>
            <numerusform>%Ln modelli di ascolto</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no speech model</source>
        <translation>nessun modello vocale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 speech model</source>
        <translation>1 modello vocale</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln speech models</source>
        <translation>
            <numerusform>%Ln modello vocale</numerusform>
            <numerusform>%Ln modelli vocali</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VoiceInput</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_input.py" line="+27"/>
        <source>Speak</source>
        <translation>Parla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop listening</source>
        <translation>Smetti di ascoltare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speak instead of typing: press, speak, then press again (Esc cancels).</source>
        <translation>Parli invece di scrivere: prema, parli, poi prema di nuovo (Esc annulla).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing down what you said…</source>
        <translation>Trascrizione di ciò che ha detto…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the words in the box, then press Send.</source>
        <translation>Controlli le parole nella casella, poi prema Invia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording cancelled; nothing was kept.</source>
        <translation>Registrazione annullata; non è stato conservato nulla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What you said could not be written down; try again.</source>
        <translation>Impossibile trascrivere ciò che ha detto; riprovi.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Listening… {minutes}:{seconds:02d}. Press “{stop}” when you are done (Esc cancels).</source>
        <translation>In ascolto… {minutes}:{seconds:02d}. Prema “{stop}” quando ha finito (Esc annulla).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hands-free: listening… {minutes}:{seconds:02d}. Speak, then pause: what you said is sent. Esc stops hands-free.</source>
        <translation>Mani libere: in ascolto… {minutes}:{seconds:02d}. Parli, poi faccia una pausa: ciò che ha detto viene inviato. Esc disattiva la modalità mani libere.</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+90"/>
        <source>Speak instead of typing</source>
        <translation>Parla invece di scrivere</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Stop listening and write down what was said</source>
        <translation>Smetti di ascoltare e trascrivi ciò che è stato detto</translation>
    </message>
</context>
<context>
    <name>VoiceNote</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_note.py" line="+16"/>
        <source>Voice</source>
        <translation>Voce</translation>
    </message>
</context>
<context>
    <name>VoiceWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/voice_words.py" line="+31"/>
        <source>{family} reads only in the voice of a sample: choose one in Settings → Voice (a few seconds of someone speaking, WAV or MP3), or another speech model.</source>
        <translation>{family} legge solo con la voce di un campione: ne scelga uno in Impostazioni → Voce (qualche secondo di qualcuno che parla, in WAV o MP3) oppure un altro modello vocale.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No microphone can be used: this computer has none LlamaDesk can open. Plug one in (or turn it on, or let apps use it in the system&apos;s privacy settings), then try again.</source>
        <translation>Non si può usare nessun microfono: questo computer non ne ha uno che LlamaDesk possa aprire. Ne colleghi uno (o lo accenda, o permetta alle app di usarlo nelle impostazioni di privacy del sistema), poi riprovi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was heard: the recording was silent or too short. Check that the microphone is on and not muted, then press the microphone, speak, and press it again.</source>
        <translation>Non si è sentito nulla: la registrazione era silenziosa o troppo breve. Controlli che il microfono sia acceso e non silenziato, poi prema il microfono, parli e lo prema di nuovo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The recording used in place of the microphone ({path}) is not 16-bit sound.</source>
        <translation>La registrazione usata al posto del microfono ({path}) non è un suono a 16 bit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recording used in place of the microphone ({path}) could not be read.</source>
        <translation>Non è stato possibile leggere la registrazione usata al posto del microfono ({path}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No sound can be played: this computer has no speakers or headphones LlamaDesk can use. Plug some in (or turn the sound device on), then try again.</source>
        <translation>Non si può riprodurre alcun suono: questo computer non ha altoparlanti o cuffie che LlamaDesk possa usare. Ne colleghi (o accenda il dispositivo audio), poi riprovi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The sound could not be played: it is not a WAV clip.</source>
        <translation>Non è stato possibile riprodurre il suono: non è una clip WAV.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sound could not be played: it is not 16-bit mono at {rate} Hz.</source>
        <translation>Non è stato possibile riprodurre il suono: non è mono a 16 bit a {rate} Hz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is in your library, so answers can&apos;t be read aloud yet. Download a Qwen3-TTS or Pocket TTS model (a GGUF file and its mmproj file: search Discover for “Qwen3-TTS GGUF”) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>Nella Sua libreria non c&apos;è nessun modello vocale, quindi le risposte non possono ancora essere lette ad alta voce. Scarichi un modello Qwen3-TTS o Pocket TTS (un file GGUF e il suo file mmproj: cerchi “Qwen3-TTS GGUF” in Scopri) in una delle Sue cartelle dei modelli, poi lo scelga in Impostazioni → Voce.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No listening model is in your library, so what you say can&apos;t be written down yet. Download a model that hears (Voxtral, Ultravox, Qwen2-Audio or Gemma 3n, with its audio mmproj file) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>Nella Sua libreria non c&apos;è nessun modello di ascolto, quindi ciò che dice non può ancora essere trascritto. Scarichi un modello che sente (Voxtral, Ultravox, Qwen2-Audio o Gemma 3n, con il suo file mmproj audio) in una delle Sue cartelle dei modelli, poi lo scelga in Impostazioni → Voce.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is nothing to read aloud in this answer: it is all code or thinking.</source>
        <translation>In questa risposta non c&apos;è nulla da leggere ad alta voce: è tutta codice o ragionamento.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model heard no words in the recording. Speak a little louder or closer to the microphone, and try again.</source>
        <translation>Il modello di ascolto non ha sentito parole nella registrazione. Parli un po&apos; più forte o più vicino al microfono e riprovi.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The speech model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>Il modello vocale scelto in Impostazioni → Voce ({file}) non c&apos;è più: ne scelga un altro.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The listening model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>Il modello di ascolto scelto in Impostazioni → Voce ({file}) non c&apos;è più: ne scelga un altro.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} could not be read ({reason}).</source>
        <translation>Non è stato possibile leggere {file} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is an mmproj file, not a speech model: choose the speech model itself (its mmproj file is found beside it).</source>
        <translation>{file} è un file mmproj, non un modello vocale: scelga il modello vocale stesso (il suo file mmproj viene trovato accanto).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a {family} speech model, whose {codec} sound decoder needs PyTorch, which LlamaDesk does not use: choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} è un modello vocale {family}, il cui decodificatore del suono {codec} richiede PyTorch, che LlamaDesk non usa: scelga un modello Qwen3-TTS o Pocket TTS.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a speech model (it is a {architecture} model): choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} non è un modello vocale (è un modello {architecture}): scelga un modello Qwen3-TTS o Pocket TTS.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{projector} is not the mmproj file of a {family} model (it cannot make speech): give the one made for {file}.</source>
        <translation>{projector} non è il file mmproj di un modello {family} (non sa produrre la voce): indichi quello fatto per {file}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} needs its mmproj file (the one that makes the sound), and none was found beside it: download it into the same folder.</source>
        <translation>{file} ha bisogno del suo file mmproj (quello che produce il suono) e accanto non ne è stato trovato nessuno: lo scarichi nella stessa cartella.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a model that listens: choose a chat model with an audio mmproj file (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</source>
        <translation>{file} non è un modello che ascolta: scelga un modello di chat con un file mmproj audio (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mmproj file {projector} cannot hear: {file} cannot listen through it.</source>
        <translation>Il file mmproj {projector} non sa sentire: {file} non può ascoltare attraverso di esso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} has no audio mmproj file beside it, so it cannot listen: download its mmproj file into the same folder.</source>
        <translation>Accanto a {file} non c&apos;è nessun file mmproj audio, quindi non può ascoltare: scarichi il suo file mmproj nella stessa cartella.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample {file} was not found: choose another one in Settings → Voice.</source>
        <translation>Il campione di voce {file} non è stato trovato: ne scelga un altro in Impostazioni → Voce.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{family} does not speak “{language}”; it speaks {languages}.</source>
        <translation>{family} non parla “{language}”; parla {languages}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is loaded.</source>
        <translation>Nessun modello vocale è caricato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech is already being made; stop it first.</source>
        <translation>Si sta già generando la voce; la fermi prima.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LlamaDesk is closing; nothing can be spoken now.</source>
        <translation>LlamaDesk si sta chiudendo; ora non si può pronunciare nulla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The llama.cpp runtime in {folder} cannot read aloud (it was installed before speech was added). Install the runtime again in Settings → Runtime.</source>
        <translation>Il motore llama.cpp in {folder} non sa leggere ad alta voce (è stato installato prima che venisse aggiunta la voce). Reinstalli il motore in Impostazioni → Motore.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that reads aloud could not be started ({reason}). Install the runtime again in Settings → Runtime.</source>
        <translation>Non è stato possibile avviare il programma che legge ad alta voce ({reason}). Reinstalli il motore in Impostazioni → Motore.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound was made for sentence {sentence}; try again.</source>
        <translation>Non è stato prodotto alcun suono per la frase {sentence}; riprovi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that reads aloud stopped before the sentence was spoken (exit code {exit_code}); try again.</source>
        <translation>Il programma che legge ad alta voce si è fermato prima che la frase fosse pronunciata (codice di uscita {exit_code}); riprovi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample could not be read: give a WAV or MP3.</source>
        <translation>Non è stato possibile leggere il campione di voce: indichi un WAV o un MP3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This speech model does not speak the language asked for.</source>
        <translation>Questo modello vocale non parla la lingua richiesta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model&apos;s mmproj file could not be loaded.</source>
        <translation>Non è stato possibile caricare il file mmproj del modello vocale.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mmproj file given cannot make speech.</source>
        <translation>Il file mmproj indicato non sa produrre la voce.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (a damaged file?).</source>
        <translation>Non è stato possibile caricare il modello vocale (un file danneggiato?).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (not enough memory?).</source>
        <translation>Non è stato possibile caricare il modello vocale (memoria insufficiente?).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>LlamaDesk is closing; nothing can be written down now.</source>
        <translation>LlamaDesk si sta chiudendo; ora non si può trascrivere nulla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model is not running. Press the microphone again.</source>
        <translation>Il modello di ascolto non è in esecuzione. Prema di nuovo il microfono.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The recording {file} could not be read ({reason}).</source>
        <translation>Non è stato possibile leggere la registrazione {file} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a sound file this can read: give a WAV, MP3 or FLAC file.</source>
        <translation>{file} non è un file audio che si possa leggere: indichi un file WAV, MP3 o FLAC.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model did not answer; it may have stopped. Press the microphone again.</source>
        <translation>Il modello di ascolto non ha risposto; potrebbe essersi fermato. Prema di nuovo il microfono.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model could not write down {file}: “{reason}”.</source>
        <translation>Il modello di ascolto non è riuscito a trascrivere {file}: “{reason}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model answered without writing anything down.</source>
        <translation>Il modello di ascolto ha risposto senza trascrivere nulla.</translation>
    </message>
</context>
<context>
    <name>_ChatRows</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_list.py" line="-105"/>
        <source>New name for the chat</source>
        <translation>Nuovo nome per la chat</translation>
    </message>
</context>
<context>
    <name>_InstallWorker</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-24"/>
        <source>The runtime install was cancelled; nothing was changed.</source>
        <translation>L&apos;installazione del motore è stata annullata; non è stato cambiato nulla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The runtime install failed: {0}</source>
        <translation>L&apos;installazione del motore non è riuscita: {0}</translation>
    </message>
</context>
<context>
    <name>_JobRow</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="-196"/>
        <source>Download of {0}</source>
        <translation>Download di {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State of {0}</source>
        <translation>Stato di {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Progress of {0}</source>
        <translation>Avanzamento di {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Details of {0}</source>
        <translation>Dettagli di {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause download of {0}</source>
        <translation>Metti in pausa il download di {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume download of {0}</source>
        <translation>Riprendi il download di {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel…</source>
        <translation>Annulla…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel download of {0}</source>
        <translation>Annulla il download di {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Download instead</source>
        <translation>Scarica al suo posto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download instead of {0}</source>
        <translation>Scarica al posto di {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retry</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Retry download of {0}</source>
        <translation>Riprova il download di {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove {0} from the list</source>
        <translation>Rimuovi {0} dall&apos;elenco</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>Carica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load {0}</source>
        <translation>Carica {0}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Download {0} instead</source>
        <translation>Scarica invece {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download {0} {1} instead of {2}</source>
        <translation>Scarica {0} {1} al posto di {2}</translation>
    </message>
</context>
</TS>
