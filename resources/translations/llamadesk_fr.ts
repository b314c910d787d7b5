<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AdvancedPanel</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+45"/>
        <location line="+6"/>
        <location line="+89"/>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>All layers on GPU</source>
        <translation>Toutes les couches sur le GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some layers on GPU</source>
        <translation>Certaines couches sur le GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU only</source>
        <translation>Processeur uniquement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On</source>
        <translation>Activé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>GPU offload</source>
        <translation>Utilisation du GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Layers on the GPU</source>
        <translation>Couches sur le GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> layers</source>
        <translation> couches</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Graphics cards to use</source>
        <translation>Cartes graphiques à utiliser</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics &amp;cards</source>
        <translation>&amp;Cartes graphiques</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conversation memory (KV cache) type</source>
        <translation>Type de mémoire de la conversation (cache KV)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flash attention</source>
        <translation>Flash attention</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cache type note</source>
        <translation>Remarque sur le type de cache</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processor threads</source>
        <translation>Threads du processeur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speculative decoding (n-gram)</source>
        <translation>Décodage spéculatif (n-grammes)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guesses repeated text ahead to answer faster; not used with a projector.</source>
        <translation>Devine à l&apos;avance le texte répété pour répondre plus vite&#xa0;; pas utilisé avec un projecteur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chat template file</source>
        <translation>Fichier de gabarit de chat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jinja templates (*.jinja);;All (*)</source>
        <translation>Gabarits Jinja (*.jinja);;Tous (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Projector (mmproj) file</source>
        <translation>Fichier projecteur (mmproj)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF projectors (*.gguf);;All files (*)</source>
        <translation>Projecteurs GGUF (*.gguf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU &amp;offload</source>
        <translation>Utilisation du &amp;GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context cac&amp;he type</source>
        <translation>Type de cac&amp;he du contexte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flash attention</source>
        <translation>&amp;Flash attention</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Threads</source>
        <translation>&amp;Threads</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chat te&amp;mplate</source>
        <translation>Gabarit de c&amp;hat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Projector</source>
        <translation>&amp;Projecteur</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>A {0} cache needs flash attention, so it is turned on.</source>
        <translation>Un cache {0} nécessite flash attention, elle est donc activée.</translation>
    </message>
</context>
<context>
    <name>AppStatusBar</name>
    <message>
        <location filename="../../desktop/gui/shell/status_bar.py" line="+33"/>
        <source>Runtime</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runtime: looking…</source>
        <translation>Moteur&#xa0;: recherche…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device in use</source>
        <translation>Appareil utilisé</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+125"/>
        <source>Device: none</source>
        <translation>Appareil&#xa0;: aucun</translation>
    </message>
    <message>
        <location line="-123"/>
        <location line="+136"/>
        <source>Graphics card warning</source>
        <translation>Avertissement sur la carte graphique</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>Loaded model</source>
        <translation>Modèle chargé</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+111"/>
        <location line="+9"/>
        <source>No model loaded</source>
        <translation>Aucun modèle chargé</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Memory used by the model</source>
        <translation>Mémoire utilisée par le modèle</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Runtime: none found</source>
        <translation>Moteur&#xa0;: aucun trouvé</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Runtime: {runtime}</source>
        <translation>Moteur&#xa0;: {runtime}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Device: {device}</source>
        <translation>Appareil&#xa0;: {device}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name} ({note})</source>
        <translation>Modèle&#xa0;: {name} ({note})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name}</source>
        <translation>Modèle&#xa0;: {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory: uses about {size}</source>
        <translation>Mémoire&#xa0;: utilise environ {size}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model {uses}, as the server reported when it loaded.
As planned, it {needs} at {tokens} tokens of context.</source>
        <translation>Le modèle {uses}, selon le serveur au chargement.
Comme prévu, il {needs} avec {tokens} jetons de contexte.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory: {need}</source>
        <translation>Mémoire&#xa0;: {need}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {model}, the model picked on the Load page.</source>
        <translation>Pour {model}, le modèle choisi sur la page Charger.</translation>
    </message>
</context>
<context>
    <name>AttachmentChip</name>
    <message>
        <location filename="../../desktop/gui/chat/attachments.py" line="+69"/>
        <source>Attached picture {name}</source>
        <translation>Image jointe {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove picture {name}</source>
        <translation>Retirer l&apos;image {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Don&apos;t send {name}</source>
        <translation>Ne pas envoyer {name}</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <location line="+23"/>
        <source>Pictures to send</source>
        <translation>Images à envoyer</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location line="-82"/>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
</context>
<context>
    <name>BuiltinToolsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="+87"/>
        <source>About tools</source>
        <translation>À propos des outils</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn tools on for a chat with the Tools button above its messages. Here you choose when each one needs your approval.</source>
        <translation>Activez les outils d&apos;un chat avec le bouton Outils au-dessus de ses messages. Ici, vous choisissez quand chacun a besoin de votre accord.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>What {0} does</source>
        <translation>Ce que fait {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Let the model use the web (web_search and fetch_url)</source>
        <translation>Laisser le modèle utiliser le web (web_search et fetch_url)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model use the web</source>
        <translation>Laisser le modèle utiliser le web</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About the web tools</source>
        <translation>À propos des outils web</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search address for web_search</source>
        <translation>Adresse de recherche pour web_search</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Let the model run commands (shell)</source>
        <translation>Laisser le modèle exécuter des commandes (shell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model run commands</source>
        <translation>Laisser le modèle exécuter des commandes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shell warning</source>
        <translation>Avertissement sur le shell</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When {0} needs your approval</source>
        <translation>Quand {0} a besoin de votre accord</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The shell asks before every command.</source>
        <translation>Le shell demande avant chaque commande.</translation>
    </message>
</context>
<context>
    <name>ChatComposer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+30"/>
        <source>The loaded model can&apos;t read pictures. Load a model that supports images, with its vision projector file, to attach one.</source>
        <translation>Le modèle chargé ne peut pas lire les images. Chargez un modèle qui prend en charge les images, avec son fichier projecteur de vision, pour en joindre une.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add a picture for the model to look at.</source>
        <translation>Ajoutez une image que le modèle regardera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a message. Enter sends, Shift+Enter starts a new line, Esc stops.</source>
        <translation>Écrivez un message. Entrée envoie, Maj+Entrée commence une nouvelle ligne, Échap arrête.</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="+41"/>
        <source>New chat</source>
        <translation>Nouveau chat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chat title</source>
        <translation>Titre du chat</translation>
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
        <translation>Rechercher dans les chats</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search result</source>
        <translation>Résultat de la recherche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved chats</source>
        <translation>Chats enregistrés</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>New chat</source>
        <translation>Nouveau chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat (Ctrl+N)</source>
        <translation>Commencer un nouveau chat (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename chat</source>
        <translation>Renommer le chat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Delete chat</source>
        <translation>Supprimer le chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the chat “{title}”? This can&apos;t be undone.</source>
        <translation>Supprimer le chat «&#xa0;{title}&#xa0;»&#xa0;? Cette action est irréversible.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No chats match “{search}”.</source>
        <translation>Aucun chat ne correspond à «&#xa0;{search}&#xa0;».</translation>
    </message>
</context>
<context>
    <name>ChatModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+29"/>
        <source>No model loaded</source>
        <translation>Aucun modèle chargé</translation>
    </message>
</context>
<context>
    <name>ChatTitle</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="-19"/>
        <source>New…</source>
        <translation>Nouveau…</translation>
    </message>
</context>
<context>
    <name>ChatToolCalls</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_chat.py" line="+237"/>
        <source>This model can&apos;t use tools, so this answer was written without them.</source>
        <translation>Ce modèle ne peut pas utiliser d’outils, cette réponse a donc été écrite sans eux.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{text} Allow once, Allow in this chat or Deny, on the answer above the message box.</source>
        <translation>{text} Autoriser une fois, Autoriser dans ce chat ou Refuser, sur la réponse au-dessus de la zone de message.</translation>
    </message>
</context>
<context>
    <name>ChatToolsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="+48"/>
        <location line="+3"/>
        <source>Tools for this chat</source>
        <translation>Outils de ce chat</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Choose the tools the model may use in this chat</source>
        <translation>Choisissez les outils que le modèle peut utiliser dans ce chat</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{tool} (off in Settings)</source>
        <translation>{tool} (désactivé dans Paramètres)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (peut modifier des choses)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (only reads)</source>
        <translation>{tool} (lecture seule)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MCP servers</source>
        <translation>Serveurs MCP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every tool of {server}: those it marks as only reading run at once, the others ask you first, every time for those that can delete or overwrite</source>
        <translation>Tous les outils de {server}&#xa0;: ceux qu&apos;il marque en lecture seule s&apos;exécutent aussitôt, les autres vous demandent d&apos;abord, à chaque fois pour ceux qui peuvent supprimer ou écraser</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Files the tools may read</source>
        <translation>Fichiers que les outils peuvent lire</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} (untick to take it away)</source>
        <translation>{file} (décochez pour le retirer)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attach a file…</source>
        <translation>Joindre un fichier…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file the model may read in this chat (nothing else is)</source>
        <translation>Un fichier que le modèle peut lire dans ce chat (rien d&apos;autre)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s first step in each answer is a tool call</source>
        <translation>La première étape du modèle dans chaque réponse est un appel d&apos;outil</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Attach a file for the tools</source>
        <translation>Joindre un fichier pour les outils</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tools: {count} on</source>
        <translation>Outils&#xa0;: {count} activés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{names} on</source>
        <translation>{names} activés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tools on in this chat</source>
        <translation>Aucun outil activé dans ce chat</translation>
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
        <translation>Afficher vos chats enregistrés</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Attach image</source>
        <translation>Joindre une image</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Writing the answer…</source>
        <translation>Rédaction de la réponse…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Answer: {text}</source>
        <translation>Réponse&#xa0;: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer is empty.</source>
        <translation>La réponse est vide.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This chat nearly fills what the model can keep in mind; the next message may not fit.</source>
        <translation>Ce chat remplit presque ce que le modèle peut retenir&#xa0;; le prochain message risque de ne pas tenir.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This chat is too long for the model&apos;s context.</source>
        <translation>Ce chat est trop long pour le contexte du modèle.</translation>
    </message>
</context>
<context>
    <name>ChatWelcome</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_welcome.py" line="+14"/>
        <source>Ask anything</source>
        <translation>Demandez ce que vous voulez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model runs on this computer: what you write here stays on it. Try one of these, or write your own below.</source>
        <translation>Le modèle fonctionne sur cet ordinateur&#xa0;: ce que vous écrivez ici y reste. Essayez l&apos;une de ces idées ou écrivez la vôtre ci-dessous.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Explain how a rainbow forms, in a few simple sentences.</source>
        <translation>Explique comment se forme un arc-en-ciel, en quelques phrases simples.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a short, friendly email saying I can&apos;t come to Friday&apos;s meeting.</source>
        <translation>Écris un court e-mail aimable pour dire que je ne peux pas venir à la réunion de vendredi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give me three ideas for a quick vegetarian dinner.</source>
        <translation>Donne-moi trois idées de dîner végétarien rapide.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Welcome</source>
        <translation>Bienvenue</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About this chat</source>
        <translation>À propos de ce chat</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask: {prompt}</source>
        <translation>Demander&#xa0;: {prompt}</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+52"/>
        <source>Instructions for the assistant</source>
        <translation>Instructions pour l&apos;assistant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: how the assistant should answer</source>
        <translation>Facultatif&#xa0;: comment l&apos;assistant doit répondre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Instructions</source>
        <translation>&amp;Instructions</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Told to the assistant before every message of this chat, e.g. “Answer briefly, in French.”</source>
        <translation>Données à l&apos;assistant avant chaque message de ce chat, par ex. «&#xa0;Réponds brièvement, en espagnol.&#xa0;»</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Message to send</source>
        <translation>Message à envoyer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send message</source>
        <translation>Envoyer le message</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send (Enter)</source>
        <translation>Envoyer (Entrée)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the answer</source>
        <translation>Arrêter la réponse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop (Esc)</source>
        <translation>Arrêter (Échap)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image…</source>
        <translation>Joindre une image…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image</source>
        <translation>Joindre une image</translation>
    </message>
</context>
<context>
    <name>ContextChoices</name>
    <message>
        <location filename="../../desktop/gui/chat/context_meter.py" line="+120"/>
        <source>This chat is too long</source>
        <translation>Ce chat est trop long</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat length problem</source>
        <translation>Problème de longueur du chat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new chat</source>
        <translation>Commencer un nouveau chat</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Drop the oldest turns</source>
        <translation>Retirer les échanges les plus anciens</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Answer again without the earliest messages; they stay saved in this chat.</source>
        <translation>Répondre à nouveau sans les premiers messages&#xa0;; ils restent enregistrés dans ce chat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Reload with a longer context</source>
        <translation>Recharger avec un contexte plus long</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Load the model again with {longer} tokens of context.</source>
        <translation>Charger à nouveau le modèle avec {longer} jetons de contexte.</translation>
    </message>
</context>
<context>
    <name>ContextMeter</name>
    <message>
        <location line="-117"/>
        <source>{used} of {context} tokens</source>
        <translation>{used} sur {context} jetons</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Context used</source>
        <translation>Contexte utilisé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of the model&apos;s context this chat uses.</source>
        <translation>Part du contexte du modèle utilisée par ce chat.</translation>
    </message>
</context>
<context>
    <name>ContextNotices</name>
    <message>
        <location line="+124"/>
        <source>Context note</source>
        <translation>Remarque sur le contexte</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>The %Ln oldest messages are no longer sent to the model, so the chat fits; they stay saved here.</source>
        <translation>
            <numerusform>Le message le plus ancien n&apos;est plus envoyé au modèle, pour que le chat tienne&#xa0;; il reste enregistré ici.</numerusform>
            <numerusform>Les %Ln messages les plus anciens ne sont plus envoyés au modèle, pour que le chat tienne&#xa0;; ils restent enregistrés ici.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There are no older messages to drop; start a new chat or shorten your message.</source>
        <translation>Il n&apos;y a pas de messages plus anciens à retirer&#xa0;; commencez un nouveau chat ou raccourcissez votre message.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading the model again with {context} tokens of context. Press Retry on the answer when it is ready.</source>
        <translation>Rechargement du modèle avec {context} jetons de contexte. Appuyez sur Réessayer sur la réponse quand il est prêt.</translation>
    </message>
</context>
<context>
    <name>ConversationCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/conversation_calls.py" line="+119"/>
        <source>The saved chats were already closed.</source>
        <translation>Les chats enregistrés étaient déjà fermés.</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/crash_notice.py" line="+14"/>
        <source>LlamaDesk closed unexpectedly last time. A report of what happened was kept; it holds no chats, keys or tokens. Sending it to the people who make LlamaDesk helps them fix it.</source>
        <translation>LlamaDesk s&apos;est fermé de façon inattendue la dernière fois. Un rapport de ce qui s&apos;est passé a été conservé ; il ne contient ni chats, ni clés, ni jetons. L&apos;envoyer à l&apos;équipe de LlamaDesk l&apos;aide à corriger le problème.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>LlamaDesk closed unexpectedly</source>
        <translation>LlamaDesk s&apos;est fermé de façon inattendue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy report</source>
        <translation>Copier le rapport</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open folder</source>
        <translation>Ouvrir le dossier</translation>
    </message>
</context>
<context>
    <name>DefaultsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="+67"/>
        <source>Load the model I used last when LlamaDesk starts</source>
        <translation>Charger le dernier modèle que j&apos;ai utilisé au démarrage de LlamaDesk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the model used last when LlamaDesk starts</source>
        <translation>Charger le dernier modèle utilisé au démarrage de LlamaDesk</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default context length</source>
        <translation>Longueur de contexte par défaut</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Default graphics card use</source>
        <translation>Utilisation de la carte graphique par défaut</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Default context cache type</source>
        <translation>Type de cache du contexte par défaut</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default temperature</source>
        <translation>Température par défaut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default top-p</source>
        <translation>Top-p par défaut</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default number of candidate words (top K)</source>
        <translation>Nombre de mots candidats par défaut (top K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many of the likeliest next words the model picks from. Fewer gives safer, plainer answers; Off lets it pick from all of them.</source>
        <translation>Parmi combien des mots suivants les plus probables le modèle choisit. Moins donne des réponses plus sûres et plus simples&#xa0;; Désactivé le laisse choisir parmi tous.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+17"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Default least likely word allowed (min P)</source>
        <translation>Mot le moins probable autorisé par défaut (min P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words far less likely than the best next word are never picked. Higher keeps answers on topic; 0 turns this off.</source>
        <translation>Les mots bien moins probables que le meilleur mot suivant ne sont jamais choisis. Plus haut garde les réponses dans le sujet&#xa0;; 0 désactive ce réglage.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default repetition penalty</source>
        <translation>Pénalité de répétition par défaut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above 1 the model avoids saying the same words over and over. Off (1.00) leaves it as it is.</source>
        <translation>Au-dessus de 1, le modèle évite de répéter les mêmes mots encore et encore. Désactivé (1,00) le laisse tel quel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Default seed</source>
        <translation>Graine par défaut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random gives a different answer every time. With a number, the same question asked with the same settings gets the same answer.</source>
        <translation>Aléatoire donne une réponse différente à chaque fois. Avec un nombre, la même question posée avec les mêmes paramètres obtient la même réponse.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Default longest answer</source>
        <translation>Réponse la plus longue par défaut</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default instructions for the assistant</source>
        <translation>Instructions par défaut pour l&apos;assistant</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Context length</source>
        <translation>Longueur du &amp;contexte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Graphics card use</source>
        <translation>Utilisation de la carte &amp;graphique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context &amp;cache type</source>
        <translation>&amp;Type de cache du contexte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cr&amp;eativity (temperature)</source>
        <translation>Créati&amp;vité (température)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Word choice breadth (top &amp;P)</source>
        <translation>Étendue du choix des mots (top &amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidate &amp;words (top K)</source>
        <translation>Mots candidats (top &amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Least likely word allowed (&amp;min P)</source>
        <translation>Mot le moins probable autorisé (mi&amp;n P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetition pe&amp;nalty</source>
        <translation>Pénalité de &amp;répétition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (random or a &amp;number)</source>
        <translation>Grai&amp;ne (aléatoire ou un nombre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Longest answer</source>
        <translation>Réponse la plus &amp;longue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instructions for the assistant</source>
        <translation>&amp;Instructions pour l&apos;assistant</translation>
    </message>
</context>
<context>
    <name>DiscoverPage</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_page.py" line="+35"/>
        <source>Downloads</source>
        <translation>Téléchargements</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Find models and downloads</source>
        <translation>Trouver des modèles et des téléchargements</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{0} {1} is in the download list.</source>
        <translation>{0} {1} est dans la liste des téléchargements.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Download finished: the model is in the Library.</source>
        <translation>Téléchargement terminé&#xa0;: le modèle est dans la Bibliothèque.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A model</source>
        <translation>Un modèle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The download of {0} stopped: its row under Downloads says why.</source>
        <translation>Le téléchargement de {0} s&apos;est arrêté&#xa0;: sa ligne sous Téléchargements indique pourquoi.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hugging Face answers again.</source>
        <translation>Hugging Face répond à nouveau.</translation>
    </message>
</context>
<context>
    <name>DiscoverView</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_view.py" line="+68"/>
        <source>Most downloaded</source>
        <translation>Les plus téléchargés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recently updated</source>
        <translation>Mis à jour récemment</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Good first models for this computer</source>
        <translation>De bons premiers modèles pour cet ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat models</source>
        <translation>Modèles de chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding models, for your documents</source>
        <translation>Modèles d&apos;embedding, pour vos documents</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding models, for searching your documents</source>
        <translation>Modèles d&apos;embedding, pour chercher dans vos documents</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An embedding model does not chat: it turns text into numbers, so LlamaDesk can find the passages of your documents that mean what you asked, even in other words. LlamaDesk starts with all-MiniLM-L6-v2 (small, English). A better one finds the right passages more often and reads more languages. Once downloaded, choose it in a chat&apos;s Documents window (Embedding model…); each library is then read again.</source>
        <translation>Un modèle d&apos;embedding ne discute pas&#xa0;: il transforme le texte en nombres, pour que LlamaDesk trouve les passages de vos documents qui veulent dire ce que vous avez demandé, même avec d&apos;autres mots. LlamaDesk commence avec all-MiniLM-L6-v2 (petit, en anglais). Un meilleur trouve plus souvent les bons passages et lit plus de langues. Une fois téléchargé, choisissez-le dans la fenêtre Documents d&apos;un chat (Modèle d&apos;embedding…)&#xa0;; chaque bibliothèque est alors relue.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Why it&apos;s a good start</source>
        <translation>Pourquoi c&apos;est un bon début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested version</source>
        <translation>Version suggérée</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Download</source>
        <translation>Téléchargement</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Downloads</source>
        <translation>Téléchargements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likes</source>
        <translation>J&apos;aime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updated</source>
        <translation>Mis à jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access</source>
        <translation>Accès</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About how much the usual version ({0}) downloads. See versions for each version&apos;s exact size and whether it fits this computer.</source>
        <translation>Taille approximative du téléchargement de la version habituelle ({0}). Voir les versions pour la taille exacte de chacune et si elle tient sur cet ordinateur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated</source>
        <translation>Restreint</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This shows once Hugging Face answers: press Try again above.</source>
        <translation>Ceci s&apos;affiche quand Hugging Face répond&#xa0;: appuyez sur Réessayer ci-dessus.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Get models</source>
        <translation>Obtenir des modèles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search Hugging Face for models</source>
        <translation>Rechercher des modèles sur Hugging Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search Hugging Face, e.g. llama, qwen, gemma</source>
        <translation>Rechercher sur Hugging Face, par ex. llama, qwen, gemma</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Order of the results</source>
        <translation>Ordre des résultats</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search now</source>
        <translation>Rechercher maintenant</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the list shows</source>
        <translation>Ce que montre la liste</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which models to suggest</source>
        <translation>Quels modèles suggérer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Search status</source>
        <translation>État de la recherche</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Models found</source>
        <translation>Modèles trouvés</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>See versions</source>
        <translation>Voir les versions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the versions of the selected model</source>
        <translation>Voir les versions du modèle sélectionné</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Checking this computer…</source>
        <translation>Vérification de cet ordinateur…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Choose one to see its versions, or search for any model above.</source>
        <translation>Choisissez-en un pour voir ses versions, ou recherchez n&apos;importe quel modèle ci-dessus.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Searching Hugging Face…</source>
        <translation>Recherche sur Hugging Face…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Models matching “{0}”</source>
        <translation>Modèles correspondant à «&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 model found.</source>
        <translation>1 modèle trouvé.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>%Ln modèle trouvé.</numerusform>
            <numerusform>%Ln modèles trouvés.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No GGUF models match “{0}”. Try a shorter or other name.</source>
        <translation>Aucun modèle GGUF ne correspond à «&#xa0;{0}&#xa0;». Essayez un nom plus court ou différent.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The search failed.</source>
        <translation>La recherche a échoué.</translation>
    </message>
</context>
<context>
    <name>DocumentsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="+182"/>
        <source>Documents for this chat</source>
        <translation>Documents de ce chat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents</source>
        <translation>Documents</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let this chat answer from your files: PDFs, Word, text, web pages.</source>
        <translation>Laissez ce chat répondre à partir de vos fichiers&#xa0;: PDF, Word, texte, pages web.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Documents: {name}</source>
        <translation>Documents&#xa0;: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from the library “{name}”.</source>
        <translation>Ce chat répond à partir de la bibliothèque «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents ({count})</source>
        <translation>Documents ({count})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from {names}.</source>
        <translation>Ce chat répond à partir de {names}.</translation>
    </message>
</context>
<context>
    <name>DocumentsCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/documents_calls.py" line="+254"/>
        <source>Indexing stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>L&apos;indexation s&apos;est arrêtée à cause d&apos;un problème inattendu dans LlamaDesk.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your documents could not be reached because of an unexpected problem in LlamaDesk.</source>
        <translation>Impossible d&apos;accéder à vos documents à cause d&apos;un problème inattendu dans LlamaDesk.</translation>
    </message>
</context>
<context>
    <name>DocumentsCounts</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="-132"/>
        <source>1 file</source>
        <translation>1 fichier</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln fichier</numerusform>
            <numerusform>%Ln fichiers</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 passage</source>
        <translation>1 passage</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln passages</source>
        <translation>
            <numerusform>%Ln passage</numerusform>
            <numerusform>%Ln passages</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 new passage</source>
        <translation>1 nouveau passage</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln new passages</source>
        <translation>
            <numerusform>%Ln nouveau passage</numerusform>
            <numerusform>%Ln nouveaux passages</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{done} of 1 file</source>
        <translation>{done} sur 1 fichier</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{done} of %Ln files</source>
        <translation>
            <numerusform>{done} sur %Ln fichier</numerusform>
            <numerusform>{done} sur %Ln fichiers</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 could not be read</source>
        <translation>1 n&apos;a pas pu être lu</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>%Ln n&apos;a pas pu être lu</numerusform>
            <numerusform>%Ln n&apos;ont pas pu être lus</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>…and 1 more file could not be read.</source>
        <translation>…et 1 fichier de plus n&apos;a pas pu être lu.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>…and %Ln more files could not be read.</source>
        <translation>
            <numerusform>…et %Ln fichier de plus n&apos;a pas pu être lu.</numerusform>
            <numerusform>…et %Ln fichiers de plus n&apos;ont pas pu être lus.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <location line="-46"/>
        <source>Tick the libraries this chat answers from: each question is searched in them first, and the answer lists the passages it was given under “Sources”.</source>
        <translation>Cochez les bibliothèques dont ce chat se sert&#xa0;: chaque question y est d&apos;abord cherchée, et la réponse liste les passages reçus sous «&#xa0;Sources&#xa0;».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No libraries yet: add a folder or files to make one.</source>
        <translation>Pas encore de bibliothèques&#xa0;: ajoutez un dossier ou des fichiers pour en créer une.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;All files (*)</source>
        <translation>Documents (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Read {files}…</source>
        <translation>Lire {files}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading {files}… ({name})</source>
        <translation>Lecture de {files}… ({name})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not indexed yet</source>
        <translation>pas encore indexée</translation>
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
        <translation>«&#xa0;{name}&#xa0;» n&apos;a pas pu être indexée&#xa0;: {problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Indexing “{name}” stopped. What was read is kept; Update goes on from there.</source>
        <translation>L&apos;indexation de «&#xa0;{name}&#xa0;» s&apos;est arrêtée. Ce qui a été lu est conservé&#xa0;; Mettre à jour reprend à partir de là.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“{name}” is ready: {files} read, {passages}.</source>
        <translation>«&#xa0;{name}&#xa0;» est prête&#xa0;: {files} lus, {passages}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{source} could not be reached; its files are kept as they were indexed.</source>
        <translation>{source} n&apos;a pas pu être atteint&#xa0;; ses fichiers sont conservés tels qu&apos;ils ont été indexés.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Embedding model: {name}</source>
        <translation>Modèle d&apos;embedding&#xa0;: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model: the first one in your model folders</source>
        <translation>Modèle d&apos;embedding&#xa0;: le premier de vos dossiers de modèles</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+1"/>
        <source>Documents</source>
        <translation>Documents</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Documents for this chat</source>
        <translation>Documents de ce chat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About documents</source>
        <translation>À propos des documents</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Libraries</source>
        <translation>Bibliothèques</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No libraries</source>
        <translation>Aucune bibliothèque</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>Ajouter un dossier…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+89"/>
        <source>Make a library from a folder</source>
        <translation>Créer une bibliothèque à partir d&apos;un dossier</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Add files…</source>
        <translation>Ajouter des fichiers…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+94"/>
        <source>Make a library from files</source>
        <translation>Créer une bibliothèque à partir de fichiers</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Update</source>
        <translation>Mettre à jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the library&apos;s new and changed files</source>
        <translation>Lire les fichiers nouveaux et modifiés de la bibliothèque</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop indexing</source>
        <translation>Arrêter l&apos;indexation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the library (your files stay)</source>
        <translation>Retirer la bibliothèque (vos fichiers restent)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indexing status</source>
        <translation>État de l&apos;indexation</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model</source>
        <translation>Modèle d&apos;embedding</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding model…</source>
        <translation>Modèle d&apos;embedding…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the embedding model file</source>
        <translation>Choisir le fichier du modèle d&apos;embedding</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model that turns text into numbers for searching (a GGUF file). Another model means reading every library again.</source>
        <translation>Le modèle qui transforme le texte en nombres pour la recherche (un fichier GGUF). Un autre modèle implique de relire toutes les bibliothèques.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reranking model</source>
        <translation>Modèle de reclassement</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+96"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>&amp;Reranking model:</source>
        <translation>Modèle de &amp;reclassement&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reranking model reads the question with each passage found and puts the best first (slower, often better). None: keyword and meaning search alone.</source>
        <translation>Un modèle de reclassement lit la question avec chaque passage trouvé et met les meilleurs en premier (plus lent, souvent meilleur). Aucun&#xa0;: recherche par mots-clés et par sens seulement.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close the Documents window</source>
        <translation>Fermer la fenêtre Documents</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Making the library…</source>
        <translation>Création de la bibliothèque…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the embedding model</source>
        <translation>Choisir le modèle d&apos;embedding</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf)</source>
        <translation>Modèles GGUF (*.gguf)</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>starting the embedding model…</source>
        <translation>démarrage du modèle d&apos;embedding…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Indexing “{name}”: starting the embedding model…</source>
        <translation>Indexation de «&#xa0;{name}&#xa0;»&#xa0;: démarrage du modèle d&apos;embedding…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Indexing “{name}”: {text}</source>
        <translation>Indexation de «&#xa0;{name}&#xa0;»&#xa0;: {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Remove library</source>
        <translation>Retirer la bibliothèque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the library “{name}”? Your files stay where they are; only what LlamaDesk read from them is forgotten.</source>
        <translation>Retirer la bibliothèque «&#xa0;{name}&#xa0;»&#xa0;? Vos fichiers restent où ils sont&#xa0;; seul ce que LlamaDesk en a lu est oublié.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Removed “{name}”.</source>
        <translation>«&#xa0;{name}&#xa0;» retirée.</translation>
    </message>
</context>
<context>
    <name>DocumentsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/documents_words.py" line="+36"/>
        <source>{file} could not be read: {reason}</source>
        <translation>{file} n&apos;a pas pu être lu&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is gone</source>
        <translation>le fichier n&apos;existe plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission was denied</source>
        <translation>l&apos;accès a été refusé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk could not read it</source>
        <translation>le disque n&apos;a pas pu le lire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is protected by a password</source>
        <translation>il est protégé par un mot de passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged</source>
        <translation>le fichier est endommagé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (it has no pages)</source>
        <translation>le fichier est endommagé (il n&apos;a aucune page)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read (its pages may be pictures of scanned paper)</source>
        <translation>il n&apos;a aucun texte à lire (ses pages sont peut-être des images de papier numérisé)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read</source>
        <translation>il n&apos;a aucun texte à lire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is damaged</source>
        <translation>le texte est endommagé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a text file</source>
        <translation>ce n&apos;est pas un fichier texte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a Word document or it is damaged</source>
        <translation>ce n&apos;est pas un document Word, ou il est endommagé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{suffix} files are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>les fichiers {suffix} ne sont pas pris en charge (PDF, Word, texte, Markdown et HTML le sont)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its structure is nested too deeply</source>
        <translation>sa structure est imbriquée trop profondément</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is too large to read</source>
        <translation>il est trop volumineux pour être lu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>files without an ending are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>les fichiers sans extension ne sont pas pris en charge (PDF, Word, texte, Markdown et HTML le sont)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A library needs a name.</source>
        <translation>Une bibliothèque a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a library named “{name}”.</source>
        <translation>Il existe déjà une bibliothèque nommée «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no library named “{name}”.</source>
        <translation>Il n&apos;existe aucune bibliothèque nommée «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The documents index is closed. Open the Documents window again.</source>
        <translation>L&apos;index des documents est fermé. Rouvrez la fenêtre Documents.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk is full: the documents index could not be saved. Free some space and index again; it goes on where it stopped.</source>
        <translation>Le disque est plein&#xa0;: l&apos;index des documents n&apos;a pas pu être enregistré. Libérez de l&apos;espace et indexez de nouveau&#xa0;; l&apos;indexation reprend là où elle s&apos;est arrêtée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index is busy in another LlamaDesk window or command. Try again when it has finished.</source>
        <translation>L&apos;index des documents est occupé par une autre fenêtre ou commande LlamaDesk. Réessayez quand elle aura terminé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>L&apos;index des documents n&apos;a pas pu être ouvert à l&apos;emplacement {path}. Vérifiez que le dossier existe et que vous pouvez y écrire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index was written by a newer LlamaDesk. Update LlamaDesk to use it.</source>
        <translation>L&apos;index des documents a été écrit par une version plus récente de LlamaDesk. Mettez LlamaDesk à jour pour l&apos;utiliser.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The documents index at {path} could not be read: it is damaged or not an index. Move it aside and add your libraries again.</source>
        <translation>L&apos;index des documents à l&apos;emplacement {path} n&apos;a pas pu être lu&#xa0;: il est endommagé, ou ce n&apos;est pas un index. Déplacez-le ailleurs et ajoutez de nouveau vos bibliothèques.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The embedding model {model} took too long to answer. Try again; if it keeps happening, restart LlamaDesk.</source>
        <translation>Le modèle d&apos;embedding {model} a mis trop de temps à répondre. Réessayez&#xa0;; si cela se reproduit, redémarrez LlamaDesk.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} is not running any more. Press Update to start it again (indexing goes on where it stopped).</source>
        <translation>Le modèle d&apos;embedding {model} ne tourne plus. Cliquez sur «&#xa0;Mettre à jour&#xa0;» pour le relancer (l&apos;indexation reprend là où elle s&apos;est arrêtée).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} refused the app&apos;s key.</source>
        <translation>Le modèle d&apos;embedding {model} a refusé la clé de l&apos;application.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} could not embed the text (HTTP {status}).</source>
        <translation>Le modèle d&apos;embedding {model} n&apos;a pas pu traiter le texte (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} sent an answer the app does not understand.</source>
        <translation>Le modèle d&apos;embedding {model} a envoyé une réponse que l&apos;application ne comprend pas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The embedding model {model} could not embed the text: “{reason}”.</source>
        <translation>Le modèle d&apos;embedding {model} n&apos;a pas pu traiter le texte&#xa0;: «&#xa0;{reason}&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The library “{library}” was indexed with the embedding model {stored}; using {given} instead means reading all its files again: press Update.</source>
        <translation>La bibliothèque «&#xa0;{library}&#xa0;» a été indexée avec le modèle d&apos;embedding {stored}&#xa0;; utiliser {given} à la place implique de relire tous ses fichiers&#xa0;: cliquez sur «&#xa0;Mettre à jour&#xa0;».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents need an embedding model, which turns text into numbers for searching. Download one in Discover (search “embedding”, e.g. all-MiniLM-L6-v2, 46 MB), or choose one you have with “Embedding model…” here.</source>
        <translation>Les documents ont besoin d&apos;un modèle d&apos;embedding, qui transforme le texte en nombres pour la recherche. Téléchargez-en un dans Découvrir (cherchez «&#xa0;embedding&#xa0;», par exemple all-MiniLM-L6-v2, 46 Mo), ou choisissez-en un que vous avez avec «&#xa0;Modèle d&apos;embedding…&#xa0;» ici.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is a chat model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} est un modèle de chat, pas un modèle d&apos;embedding. Les documents ont besoin d&apos;un modèle d&apos;embedding comme all-MiniLM-L6-v2&#xa0;: cherchez «&#xa0;embedding&#xa0;» dans Découvrir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a reranking model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} est un modèle de reclassement, pas un modèle d&apos;embedding. Les documents ont besoin d&apos;un modèle d&apos;embedding comme all-MiniLM-L6-v2&#xa0;: cherchez «&#xa0;embedding&#xa0;» dans Découvrir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>LlamaDesk is closing; your documents are not searched.</source>
        <translation>LlamaDesk se ferme&#xa0;; vos documents ne sont pas consultés.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{source} cannot be reached (a disk unplugged or a folder moved?). Its passages are kept and searched as they were; they are brought up to date when it is back.</source>
        <translation>{source} est injoignable (un disque débranché ou un dossier déplacé&#xa0;?). Ses passages sont conservés et consultés tels qu&apos;ils étaient&#xa0;; ils seront mis à jour à son retour.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your documents could not be searched: {why}</source>
        <translation>Vos documents n&apos;ont pas pu être parcourus&#xa0;: {why}</translation>
    </message>
</context>
<context>
    <name>DownloadsPanel</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="+37"/>
        <source>Downloads appear here.</source>
        <translation>Les téléchargements apparaissent ici.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>goes on by itself when the connection is back</source>
        <translation>reprend tout seul quand la connexion revient</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>Téléchargement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the connection</source>
        <translation>En attente de la connexion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} of {1}</source>
        <translation>{0} sur {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} · starting…</source>
        <translation>{0} · démarrage…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left</source>
        <translation>{0} restant</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>working out the time left</source>
        <translation>calcul du temps restant</translation>
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
        <translation>Le téléchargement a échoué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} · ready to load</source>
        <translation>{0} · prêt à charger</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled; nothing was kept.</source>
        <translation>Annulé&#xa0;; rien n&apos;a été conservé.</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Downloads</source>
        <translation>Téléchargements</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No downloads</source>
        <translation>Aucun téléchargement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem with the list of downloads</source>
        <translation>Problème avec la liste des téléchargements</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>List of downloads</source>
        <translation>Liste des téléchargements</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Cancel download</source>
        <translation>Annuler le téléchargement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the download of {0}? What was downloaded so far is deleted.</source>
        <translation>Annuler le téléchargement de {0}&#xa0;? Ce qui a déjà été téléchargé est supprimé.</translation>
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
        <translation>Le chat n&apos;a pas pu être enregistré&#xa0;: le dossier {folder} n&apos;existe pas.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the file could not be written</source>
        <translation>le fichier n&apos;a pas pu être écrit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat could not be saved to {path}: {reason}.</source>
        <translation>Le chat n&apos;a pas pu être enregistré dans {path}&#xa0;: {reason}.</translation>
    </message>
</context>
<context>
    <name>ExportButton</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_export_button.py" line="+44"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Export chat</source>
        <translation>Exporter le chat</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Save this chat as a Markdown or JSON file.</source>
        <translation>Enregistrer ce chat dans un fichier Markdown ou JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as Markdown…</source>
        <translation>Exporter en Markdown…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export as JSON…</source>
        <translation>Exporter en JSON…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export result</source>
        <translation>Résultat de l&apos;export</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>There is nothing to export yet: send a message first.</source>
        <translation>Il n&apos;y a encore rien à exporter&#xa0;: envoyez d&apos;abord un message.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saving the chat to {path}…</source>
        <translation>Enregistrement du chat dans {path}…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the chat to {path}.</source>
        <translation>Chat enregistré dans {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chat could not be saved because of an unexpected problem.</source>
        <translation>Le chat n&apos;a pas pu être enregistré à cause d&apos;un problème inattendu.</translation>
    </message>
</context>
<context>
    <name>FailureWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/failure_words.py" line="+20"/>
        <source>This version of llama.cpp does not work on your processor. Install the portable runtime in Settings.</source>
        <translation>Cette version de llama.cpp ne fonctionne pas sur votre processeur. Installez le moteur portable dans les Paramètres.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server could not start: a file it needs is missing. Reinstall the runtime in Settings, or install the Microsoft Visual C++ Redistributable.</source>
        <translation>Le serveur de modèles n&apos;a pas pu démarrer&#xa0;: un fichier dont il a besoin est manquant. Réinstallez le moteur dans les Paramètres, ou installez Microsoft Visual C++ Redistributable.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that runs the models (llama-server) is missing or cannot start. Reinstall the runtime in Settings.</source>
        <translation>Le programme qui fait tourner les modèles (llama-server) est manquant ou ne peut pas démarrer. Réinstallez le moteur dans les Paramètres.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is not enough memory to load {model}. Try a shorter context, a smaller version of the model, or fewer layers on the graphics card.</source>
        <translation>Il n&apos;y a pas assez de mémoire pour charger {model}. Essayez un contexte plus court, une version plus petite du modèle, ou moins de couches sur la carte graphique.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This version of llama.cpp does not know the kind of model {model} is ({architecture}). Update the runtime in Settings, or choose another model.</source>
        <translation>Cette version de llama.cpp ne connaît pas le type de modèle de {model} ({architecture}). Mettez à jour le moteur dans les Paramètres, ou choisissez un autre modèle.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{model} could not be loaded: the file is damaged, incomplete or not a model llama.cpp can read. Download it again or choose another model.</source>
        <translation>{model} n&apos;a pas pu être chargé&#xa0;: le fichier est endommagé, incomplet ou n&apos;est pas un modèle que llama.cpp sait lire. Téléchargez-le à nouveau ou choisissez un autre modèle.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your NVIDIA driver is too old for this runtime. Update the driver, or use the processor runtime in Settings.</source>
        <translation>Votre pilote NVIDIA est trop ancien pour ce moteur. Mettez le pilote à jour, ou utilisez le moteur pour processeur dans les Paramètres.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another program was using the port the model server needed. Try again.</source>
        <translation>Un autre programme utilisait le port dont le serveur de modèles avait besoin. Réessayez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while loading {model}.</source>
        <translation>Le serveur de modèles s&apos;est arrêté pendant le chargement de {model}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loading {model} took too long. Try a smaller model or a shorter context.</source>
        <translation>Le chargement de {model} a pris trop de temps. Essayez un modèle plus petit ou un contexte plus court.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading the model was cancelled.</source>
        <translation>Le chargement du modèle a été annulé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model server was stopped from outside while loading. Nothing is wrong with the model: load it again.</source>
        <translation>Le serveur de modèles a été arrêté de l&apos;extérieur pendant le chargement. Le modèle n&apos;a aucun problème&#xa0;: chargez-le à nouveau.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model server could not start: a file it needs ({library}) is missing. Reinstall the runtime in Settings.</source>
        <translation>Le serveur de modèles n&apos;a pas pu démarrer&#xa0;: un fichier dont il a besoin ({library}) est manquant. Réinstallez le moteur dans les Paramètres.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model file {model} is missing. Download it again or choose another model.</source>
        <translation>Le fichier de modèle {model} est manquant. Téléchargez-le à nouveau ou choisissez un autre modèle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Port {port} is used by another program, so other apps can&apos;t reach LlamaDesk there. Choose another port in Settings (Other apps), or close that program.</source>
        <translation>Le port {port} est utilisé par un autre programme, donc les autres applications ne peuvent pas y joindre LlamaDesk. Choisissez un autre port dans les Paramètres (Autres applications), ou fermez ce programme.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server said it was ready but does not answer. Try again.</source>
        <translation>Le serveur de modèles a indiqué être prêt mais ne répond pas. Réessayez.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This conversation is longer than the model&apos;s context. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Cette conversation est plus longue que le contexte du modèle. Commencez un nouveau chat, raccourcissez votre message ou chargez le modèle avec un contexte plus grand.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens). Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Cette conversation est plus longue que le contexte du modèle ({context} jetons). Commencez un nouveau chat, raccourcissez votre message ou chargez le modèle avec un contexte plus grand.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens); it needs {needed}. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Cette conversation est plus longue que le contexte du modèle ({context} jetons) ; il lui en faut {needed}. Commencez un nouveau chat, raccourcissez votre message ou chargez le modèle avec un contexte plus grand.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model server refused the app&apos;s key. Reload the model and try again.</source>
        <translation>Le serveur de modèles a refusé la clé de l&apos;application. Rechargez le modèle et réessayez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model can&apos;t read pictures. Remove the picture, or load a model that supports images (with its vision projector file).</source>
        <translation>Ce modèle ne peut pas lire les images. Retirez l&apos;image, ou chargez un modèle qui prend en charge les images (avec son fichier projecteur de vision).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This model can&apos;t listen to audio. Remove the audio file.</source>
        <translation>Ce modèle ne peut pas écouter l&apos;audio. Retirez le fichier audio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>Le modèle est encore en cours de chargement. Réessayez dans un instant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer: {said}</source>
        <translation>Le serveur de modèles n&apos;a pas pu répondre : {said}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer (HTTP {status}).</source>
        <translation>Le serveur de modèles n&apos;a pas pu répondre (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Can&apos;t reach the model server. It may have stopped; load the model again.</source>
        <translation>Impossible de joindre le serveur de modèles. Il s&apos;est peut-être arrêté ; chargez le modèle à nouveau.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server sent a reply the app couldn&apos;t read.</source>
        <translation>Le serveur de modèles a envoyé une réponse que l&apos;application n&apos;a pas pu lire.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while answering. What it wrote so far is kept.</source>
        <translation>Le serveur de modèles s&apos;est arrêté pendant la réponse. Ce qu&apos;il a déjà écrit est conservé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped before answering. Load the model again.</source>
        <translation>Le serveur de modèles s&apos;est arrêté avant de répondre. Chargez le modèle à nouveau.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model is loaded. Load one on the Load page, then press Retry.</source>
        <translation>Aucun modèle n&apos;est chargé. Chargez-en un sur la page Charger, puis appuyez sur Réessayer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>La réponse s&apos;est arrêtée à cause d&apos;un problème inattendu dans LlamaDesk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer ended unexpectedly. Press Retry to try again.</source>
        <translation>La réponse s&apos;est terminée de façon inattendue. Appuyez sur Réessayer pour essayer à nouveau.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model stopped unexpectedly while answering. Press Retry to load it again and answer.</source>
        <translation>Le modèle s&apos;est arrêté de façon inattendue pendant la réponse. Appuyez sur Réessayer pour le recharger et obtenir la réponse.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer sharing its devices at {hosts} went away while answering, and the model stopped. What it wrote so far is kept; start that computer&apos;s sharing again and load the model, or load it without that computer.</source>
        <translation>L&apos;ordinateur qui partage ses appareils à {hosts} a disparu pendant la réponse, et le modèle s&apos;est arrêté. Ce qu&apos;il a déjà écrit est conservé ; relancez le partage sur cet ordinateur et chargez le modèle, ou chargez-le sans cet ordinateur.</translation>
    </message>
</context>
<context>
    <name>FiguresWords</name>
    <message>
        <location filename="../../desktop/gui/chat/figures_words.py" line="+27"/>
        <source>{speed} tokens/s</source>
        <translation>{speed} jetons/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first token after {time}</source>
        <translation>premier jeton après {time}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 token</source>
        <translation>1 jeton</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln jeton</numerusform>
            <numerusform>%Ln jetons</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cut off at the length limit</source>
        <translation>coupé à la limite de longueur</translation>
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
        <translation>a tourné sur le processeur (CPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ran on {devices}</source>
        <translation>a tourné sur {devices}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ran on {devices} ({on_card} of {layers} layers; the rest on the processor)</source>
        <translation>a tourné sur {devices} ({on_card} couches sur {layers}&#xa0;; le reste sur le processeur)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ran on {devices} ({on_card} of {layers} layers)</source>
        <translation>a tourné sur {devices} ({on_card} couches sur {layers})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}, {context}-token context</source>
        <translation>{where}, contexte de {context} jetons</translation>
    </message>
</context>
<context>
    <name>FileField</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="-225"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose {0}</source>
        <translation>Choisir {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear {0}</source>
        <translation>Effacer {0}</translation>
    </message>
</context>
<context>
    <name>FormControls</name>
    <message>
        <location filename="../../desktop/gui/widgets/form_controls.py" line="+26"/>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Copied to the clipboard</source>
        <translation>Copié dans le presse-papiers</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../../desktop/gui/widgets/glossary.py" line="+22"/>
        <source>How much the model&apos;s numbers were rounded to make it smaller. Smaller versions (Q3, Q4) need less memory and answer faster; larger ones (Q6, Q8, F16) answer a little better. Q4_K_M is a good balance on most computers.</source>
        <translation>À quel point les nombres du modèle ont été arrondis pour le rendre plus petit. Les versions plus petites (Q3, Q4) demandent moins de mémoire et répondent plus vite&#xa0;; les plus grandes (Q6, Q8, F16) répondent un peu mieux. Q4_K_M est un bon compromis sur la plupart des ordinateurs.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F16 keeps the model&apos;s numbers unrounded (16-bit): the best answers, and the most memory. A vision model&apos;s picture reader is usually F16.</source>
        <translation>F16 garde les nombres du modèle sans arrondi (16 bits)&#xa0;: les meilleures réponses, et le plus de mémoire. Le lecteur d&apos;images d&apos;un modèle de vision est généralement en F16.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the conversation memory (the KV cache) is stored. f16 is exact; q8_0 needs half the memory with almost no difference; q4_0 a quarter, with a small loss. A smaller type leaves room for a longer conversation.</source>
        <translation>Comment la mémoire de la conversation (le cache KV) est stockée. f16 est exact&#xa0;; q8_0 demande deux fois moins de mémoire, presque sans différence&#xa0;; q4_0 quatre fois moins, avec une petite perte. Un type plus petit laisse de la place pour une conversation plus longue.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The part of a vision model that reads pictures (an &quot;mmproj&quot; file). It is only needed to send pictures; LlamaDesk finds it beside the model when it can.</source>
        <translation>La partie d&apos;un modèle de vision qui lit les images (un fichier &quot;mmproj&quot;). Elle ne sert qu&apos;à envoyer des images&#xa0;; LlamaDesk la trouve à côté du modèle quand il le peut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Word choice breadth: the next word is picked only among the likeliest words whose chances add up to this share. Lower (0.8) keeps answers focused; 1.0 turns it off. Most people leave it at 0.95.</source>
        <translation>Étendue du choix des mots : le mot suivant est choisi seulement parmi les mots les plus probables dont les probabilités cumulées atteignent cette part. Plus bas (0,8) garde les réponses ciblées ; 1,0 désactive ce réglage. La plupart le laissent à 0,95.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only this many of the likeliest next words are considered. Off considers all; 40 is a common choice.</source>
        <translation>Seul ce nombre de mots suivants parmi les plus probables est pris en compte. Désactivé : tous sont pris en compte ; 40 est un choix courant.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Words much less likely than the likeliest one are never picked. 0.05 removes odd choices without making answers dull; off allows every word.</source>
        <translation>Les mots bien moins probables que le plus probable ne sont jamais choisis. 0,05 écarte les choix bizarres sans rendre les réponses ternes&#xa0;; désactivé autorise tous les mots.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creativity: low (0.2) gives steady, predictable answers; high (1.0) more varied and surprising ones.</source>
        <translation>Créativité&#xa0;: basse (0,2) donne des réponses stables et prévisibles&#xa0;; haute (1,0) des réponses plus variées et surprenantes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the model can do besides chatting: read pictures (vision), use tools, or think step by step before it answers.</source>
        <translation>Ce que le modèle sait faire en plus de discuter&#xa0;: lire des images (vision), utiliser des outils ou réfléchir étape par étape avant de répondre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the conversation the model can keep in mind at once, in tokens (a token is about three quarters of a word). Longer needs more memory.</source>
        <translation>Quelle part de la conversation le modèle peut retenir à la fois, en jetons (un jeton fait environ trois quarts de mot). Un contexte plus long demande plus de mémoire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the model runs on the graphics card. All of it is fastest; what doesn&apos;t fit runs on the processor, more slowly.</source>
        <translation>Quelle part du modèle tourne sur la carte graphique. Tout sur la carte, c&apos;est le plus rapide ; ce qui ne tient pas tourne sur le processeur, plus lentement.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{quant}: rounded to about {bits} bits per number, tiny variant</source>
        <translation>{quant}&#xa0;: arrondi à environ {bits} bits par nombre, variante minuscule</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, extra small variant</source>
        <translation>{quant}&#xa0;: arrondi à environ {bits} bits par nombre, variante très petite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, small variant</source>
        <translation>{quant}&#xa0;: arrondi à environ {bits} bits par nombre, petite variante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, medium variant</source>
        <translation>{quant}&#xa0;: arrondi à environ {bits} bits par nombre, variante moyenne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, large variant</source>
        <translation>{quant}&#xa0;: arrondi à environ {bits} bits par nombre, grande variante</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{quant}: unrounded ({bits}-bit), the largest version. {about}</source>
        <translation>{quant}&#xa0;: sans arrondi ({bits} bits), la plus grande version. {about}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{quant}: rounded to about {bits} bits per number</source>
        <translation>{quant}&#xa0;: arrondi à environ {bits} bits par nombre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{words} (a newer, denser rounding)</source>
        <translation>{words} (un arrondi plus récent et plus dense)</translation>
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
        <translation>Mains libres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free: on</source>
        <translation>Mains libres&#xa0;: activé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talk with the chat: it listens, sends what you say when you pause, reads the answer aloud, then listens again. Press again (or Esc) to stop.</source>
        <translation>Parlez avec le chat&#xa0;: il écoute, envoie ce que vous dites quand vous faites une pause, lit la réponse à voix haute, puis écoute à nouveau. Appuyez à nouveau (ou sur Échap) pour arrêter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hands-free is off.</source>
        <translation>Mains libres est désactivé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free stopped: no model can answer yet.</source>
        <translation>Mains libres arrêté&#xa0;: aucun modèle ne peut encore répondre.</translation>
    </message>
</context>
<context>
    <name>HandsFreeControl</name>
    <message>
        <location line="+29"/>
        <location line="+111"/>
        <source>Hands-free: talk with the chat</source>
        <translation>Mains libres&#xa0;: parler avec le chat</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Hands-free is on: press to stop</source>
        <translation>Mains libres est activé&#xa0;: appuyez pour arrêter</translation>
    </message>
</context>
<context>
    <name>HelpGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="+29"/>
        <source>Log folder</source>
        <translation>Dossier des journaux</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logs and reports: {0}</source>
        <translation>Journaux et rapports&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the log folder</source>
        <translation>Ouvrir le dossier des journaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the folder of logs and reports</source>
        <translation>Ouvrir le dossier des journaux et des rapports</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy a report</source>
        <translation>Copier un rapport</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy a report of this computer and recent problems</source>
        <translation>Copier un rapport sur cet ordinateur et les problèmes récents</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Report status</source>
        <translation>État du rapport</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About reports</source>
        <translation>À propos des rapports</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Putting the report together…</source>
        <translation>Préparation du rapport…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copied: paste it into your message.</source>
        <translation>Copié&#xa0;: collez-le dans votre message.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The report could not be put together: {0}</source>
        <translation>Le rapport n&apos;a pas pu être préparé&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>HostWorker</name>
    <message>
        <location filename="../../desktop/gui/bridge/host_worker.py" line="+157"/>
        <source>Loading stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>Le chargement s&apos;est arrêté à cause d&apos;un problème inattendu dans LlamaDesk.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>No llama-server was found: it runs the models. Install it from Settings (“Open Settings to install it” at the top of the window).</source>
        <translation>Aucun llama-server trouvé&#xa0;: c&apos;est lui qui fait tourner les modèles. Installez-le depuis les Paramètres («&#xa0;Ouvrir les Paramètres pour l&apos;installer&#xa0;» en haut de la fenêtre).</translation>
    </message>
</context>
<context>
    <name>HubBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+12"/>
        <source>Can&apos;t reach Hugging Face, so searching and downloading are paused; downloads go on by themselves once it answers. Models on this computer still work.</source>
        <translation>Impossible de joindre Hugging Face&#xa0;: la recherche et les téléchargements sont en pause&#xa0;; les téléchargements reprennent d&apos;eux-mêmes dès qu&apos;il répond. Les modèles de cet ordinateur fonctionnent toujours.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>offlineBanner</source>
        <translation>offlineBanner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face can&apos;t be reached</source>
        <translation>Impossible de joindre Hugging Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection notice</source>
        <translation>Avis de connexion</translation>
    </message>
</context>
<context>
    <name>HubWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/hub_words.py" line="+40"/>
        <source>Can&apos;t reach Hugging Face. Check the internet connection; models already on this computer still work.</source>
        <translation>Impossible de joindre Hugging Face. Vérifiez la connexion Internet&#xa0;; les modèles déjà présents sur cet ordinateur fonctionnent toujours.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{repo} needs a valid Hugging Face token: add a Hugging Face token in Settings (create a read token at huggingface.co/settings/tokens).</source>
        <translation>{repo} nécessite un jeton Hugging Face valide&#xa0;: ajoutez un jeton Hugging Face dans les Paramètres (créez un jeton de lecture sur huggingface.co/settings/tokens).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your Hugging Face token has no access to {repo} yet: open the model&apos;s page on Hugging Face ({page}), accept its terms while signed in to the token&apos;s account, then try again.</source>
        <translation>Votre jeton Hugging Face n&apos;a pas encore accès à {repo}&#xa0;: ouvrez la page du modèle sur Hugging Face ({page}), acceptez ses conditions en étant connecté au compte du jeton, puis réessayez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no model called {repo} on Hugging Face (or it is private: add a token in Settings).</source>
        <translation>Il n&apos;existe aucun modèle nommé {repo} sur Hugging Face (ou il est privé&#xa0;: ajoutez un jeton dans les Paramètres).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no model called {repo} on Hugging Face, or your account can&apos;t see it.</source>
        <translation>Il n&apos;existe aucun modèle nommé {repo} sur Hugging Face, ou votre compte ne peut pas le voir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A file of {repo} is missing on Hugging Face.</source>
        <translation>Un fichier de {repo} manque sur Hugging Face.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{repo}&quot; is not a model name on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>«&#xa0;{repo}&#xa0;» n&apos;est pas un nom de modèle sur Hugging Face&#xa0;; les noms ont la forme propriétaire/modèle, par ex. bartowski/Qwen2.5-7B-Instruct-GGUF.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the name of a model on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>Saisissez le nom d&apos;un modèle sur Hugging Face&#xa0;; les noms ont la forme propriétaire/modèle, par ex. bartowski/Qwen2.5-7B-Instruct-GGUF.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face is busy right now (too many requests); try again in {wait}.</source>
        <translation>Hugging Face est surchargé en ce moment (trop de requêtes)&#xa0;; réessayez dans {wait}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face is busy right now (too many requests); try again in a minute.</source>
        <translation>Hugging Face est surchargé en ce moment (trop de requêtes)&#xa0;; réessayez dans une minute.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face has a problem on its side (HTTP {status}); try again later.</source>
        <translation>Hugging Face a un problème de son côté (HTTP {status})&#xa0;; réessayez plus tard.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face answered with an error; try again later.</source>
        <translation>Hugging Face a répondu par une erreur&#xa0;; réessayez plus tard.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face answered with an error (HTTP {status}); try again later.</source>
        <translation>Hugging Face a répondu par une erreur (HTTP {status})&#xa0;; réessayez plus tard.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste a Hugging Face token first; create a read token at huggingface.co/settings/tokens.</source>
        <translation>Collez d&apos;abord un jeton Hugging Face&#xa0;; créez un jeton de lecture sur huggingface.co/settings/tokens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face did not accept this token. Create a read token at huggingface.co/settings/tokens and paste it here.</source>
        <translation>Hugging Face n&apos;a pas accepté ce jeton. Créez un jeton de lecture sur huggingface.co/settings/tokens et collez-le ici.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face. What was downloaded is kept; the download goes on from there once it can be reached again.</source>
        <translation>Impossible de joindre Hugging Face. Ce qui a été téléchargé est conservé&#xa0;; le téléchargement reprendra à partir de là dès que Hugging Face sera de nouveau joignable.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The download of {file} keeps failing; try again later (what was downloaded is kept).</source>
        <translation>Le téléchargement de {file} échoue sans cesse&#xa0;; réessayez plus tard (ce qui a été téléchargé est conservé).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download of {file} keeps failing ({reason}); try again later (what was downloaded is kept).</source>
        <translation>Le téléchargement de {file} échoue sans cesse ({reason})&#xa0;; réessayez plus tard (ce qui a été téléchargé est conservé).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the connection was interrupted</source>
        <translation>la connexion a été interrompue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data arrived for a while</source>
        <translation>aucune donnée n&apos;est arrivée pendant un moment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the download link expired</source>
        <translation>le lien de téléchargement a expiré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face asked to slow down</source>
        <translation>Hugging Face a demandé de ralentir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the request timed out</source>
        <translation>la requête a expiré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face had a problem on its side (HTTP {status})</source>
        <translation>Hugging Face a eu un problème de son côté (HTTP {status})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} arrived damaged (it is not the file Hugging Face lists), so it was not added. Download it again.</source>
        <translation>{file} est arrivé endommagé (ce n&apos;est pas le fichier indiqué par Hugging Face), il n&apos;a donc pas été ajouté. Téléchargez-le à nouveau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face refused the download (HTTP {status}).</source>
        <translation>Hugging Face a refusé le téléchargement (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model could not be saved in {folder}. Check that the folder exists and that you may write to it.</source>
        <translation>Le modèle n&apos;a pas pu être enregistré dans {folder}. Vérifiez que le dossier existe et que vous pouvez y écrire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more.</source>
        <translation>Espace disque insuffisant&#xa0;: ce téléchargement nécessite {needed} et {free} sont libres (dont {reserve} restent libres pour votre système). Libérez encore {missing}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more, or download {quant} ({size}), the largest version that fits.</source>
        <translation>Espace disque insuffisant&#xa0;: ce téléchargement nécessite {needed} et {free} sont libres (dont {reserve} restent libres pour votre système). Libérez encore {missing}, ou téléchargez {quant} ({size}), la plus grande version qui tient.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). No version of this model fits: free up {missing} more.</source>
        <translation>Espace disque insuffisant&#xa0;: ce téléchargement nécessite {needed} et {free} sont libres (dont {reserve} restent libres pour votre système). Aucune version de ce modèle ne tient&#xa0;: libérez encore {missing}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The disk holding {folder} is full: this download still needs {needed}, and {reserve} more stays free for your system. Free up {total} there, then try again (what was downloaded is kept).</source>
        <translation>Le disque contenant {folder} est plein&#xa0;: ce téléchargement nécessite encore {needed}, et {reserve} de plus restent libres pour votre système. Libérez {total} sur ce disque, puis réessayez (ce qui a été téléchargé est conservé).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{repo} has no {quant} version (it has {available}).</source>
        <translation>{repo} n&apos;a pas de version {quant} (il a {available}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The download stopped because of an unexpected problem; press Retry.</source>
        <translation>Le téléchargement s&apos;est arrêté à cause d&apos;un problème inattendu&#xa0;; appuyez sur Réessayer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checking the downloaded file</source>
        <translation>Vérification du fichier téléchargé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another download of the same file</source>
        <translation>En attente d&apos;un autre téléchargement du même fichier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{reason}; trying again in {wait} (attempt {attempt} of {attempts})</source>
        <translation>{reason}&#xa0;; nouvel essai dans {wait} (tentative {attempt} sur {attempts})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The list of downloads could not be read and was left out.</source>
        <translation>La liste des téléchargements n&apos;a pas pu être lue et a été laissée de côté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some downloads in the list could not be read and were left out.</source>
        <translation>Certains téléchargements de la liste n&apos;ont pas pu être lus et ont été laissés de côté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The old file was kept as {name}.</source>
        <translation>L&apos;ancien fichier a été conservé sous le nom {name}.</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../../desktop/gui/library/library_model.py" line="+46"/>
        <source> · Loaded</source>
        <translation> · Chargé</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>Architecture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>Contexte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can also</source>
        <translation>Sait aussi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On this computer</source>
        <translation>Sur cet ordinateur</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>see images</source>
        <translation>voir les images</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>think</source>
        <translation>réfléchir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use tools</source>
        <translation>utiliser des outils</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All models</source>
        <translation>Tous les modèles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can see images</source>
        <translation>Voient les images</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can think</source>
        <translation>Savent réfléchir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can use tools</source>
        <translation>Savent utiliser des outils</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damaged files</source>
        <translation>Fichiers endommagés</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This file cannot be read.</source>
        <translation>Ce fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>LlamaDesk could not work out whether this model fits ({0}).</source>
        <translation>LlamaDesk n&apos;a pas pu déterminer si ce modèle tient ({0}).</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>{0} (from Ollama)</source>
        <translation>{0} (d&apos;Ollama)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Damaged: {0}</source>
        <translation>Endommagé&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>read text aloud ({0} languages)</source>
        <translation>lire du texte à voix haute ({0} langues)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read text aloud</source>
        <translation>lire du texte à voix haute</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hear speech</source>
        <translation>entendre la parole</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{0} tokens of context</source>
        <translation>{0} jetons de contexte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>can also: {0}</source>
        <translation>sait aussi&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>LibraryView</name>
    <message>
        <location filename="../../desktop/gui/library/library_view.py" line="+57"/>
        <source>Your models</source>
        <translation>Vos modèles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search models</source>
        <translation>Rechercher des modèles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search by name or version</source>
        <translation>Rechercher par nom ou version</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show which models</source>
        <translation>Quels modèles afficher</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Models on this computer</source>
        <translation>Modèles sur cet ordinateur</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Library status</source>
        <translation>État de la bibliothèque</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking for models…</source>
        <translation>Recherche de modèles…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Problem with the selected model</source>
        <translation>Problème avec le modèle sélectionné</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look again</source>
        <translation>Chercher à nouveau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for models again</source>
        <translation>Chercher à nouveau des modèles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add file…</source>
        <translation>Ajouter un fichier…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model file to the library</source>
        <translation>Ajouter un fichier de modèle à la bibliothèque</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>Ajouter un dossier…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a folder of models to the library</source>
        <translation>Ajouter un dossier de modèles à la bibliothèque</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show in folder</source>
        <translation>Afficher dans le dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected model in its folder</source>
        <translation>Afficher le modèle sélectionné dans son dossier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected model from this computer</source>
        <translation>Supprimer le modèle sélectionné de cet ordinateur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load</source>
        <translation>Charger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the selected model</source>
        <translation>Charger le modèle sélectionné</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>1 model found.</source>
        <translation>1 modèle trouvé.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>%Ln modèle trouvé.</numerusform>
            <numerusform>%Ln modèles trouvés.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No models found. Add a file or a folder, or drop one here.</source>
        <translation>Aucun modèle trouvé. Ajoutez un fichier ou un dossier, ou déposez-en un ici.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Looking for models failed.</source>
        <translation>La recherche de modèles a échoué.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} cannot be used: {1}</source>
        <translation>{0} ne peut pas être utilisé&#xa0;: {1}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0}: not a model file (.gguf) or folder, so not added.</source>
        <translation>{0}&#xa0;: ni un fichier de modèle (.gguf) ni un dossier, donc pas ajouté.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Add a model</source>
        <translation>Ajouter un modèle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modèles GGUF (*.gguf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a folder of models</source>
        <translation>Ajouter un dossier de modèles</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete model</source>
        <translation>Supprimer le modèle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete {0} (1 file) from this computer? This cannot be undone.</source>
        <translation>Supprimer {0} (1 fichier) de cet ordinateur&#xa0;? Cette action est irréversible.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Delete {0} (%Ln files) from this computer? This cannot be undone.</source>
        <translation>
            <numerusform>Supprimer {0} (%Ln fichier) de cet ordinateur&#xa0;? Cette action est irréversible.</numerusform>
            <numerusform>Supprimer {0} (%Ln fichiers) de cet ordinateur&#xa0;? Cette action est irréversible.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deleting {0}…</source>
        <translation>Suppression de {0}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} was deleted.</source>
        <translation>{0} a été supprimé.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model was not deleted.</source>
        <translation>Le modèle n&apos;a pas été supprimé.</translation>
    </message>
</context>
<context>
    <name>ListChoice</name>
    <message>
        <location filename="../../desktop/gui/widgets/list_choice.py" line="+21"/>
        <source>Select {what} in the list first.</source>
        <translation>Sélectionnez d&apos;abord {what} dans la liste.</translation>
    </message>
</context>
<context>
    <name>LoadAdvanced</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+29"/>
        <source>Advanced settings</source>
        <translation>Paramètres avancés</translation>
    </message>
</context>
<context>
    <name>LoadPlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="+52"/>
        <source>Settings chosen for this computer</source>
        <translation>Paramètres choisis pour cet ordinateur</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>No graphics card found: the model will run on the processor.</source>
        <translation>Aucune carte graphique trouvée&#xa0;: le modèle tournera sur le processeur.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everything on {0}.</source>
        <translation>Tout sur {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} of {1} layers on {2}; the rest on the processor.</source>
        <translation>{0} des {1} couches sur {2} ; le reste sur le processeur.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model will run on the processor, as you chose.</source>
        <translation>Le modèle tournera sur le processeur, comme vous l&apos;avez choisi.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The model will run on the processor.</source>
        <translation>Le modèle tournera sur le processeur.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} at {1} tokens of context.</source>
        <translation>{0} avec {1} jetons de contexte.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>On the graphics card: {size} of {free} free graphics memory: {over} too much.</source>
        <translation>Sur la carte graphique&#xa0;: {size} sur {free} de mémoire graphique libre&#xa0;: {over} de trop.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the graphics card: {size} of {free} free graphics memory.</source>
        <translation>Sur la carte graphique&#xa0;: {size} sur {free} de mémoire graphique libre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory: {over} too much.</source>
        <translation>Dans la mémoire de l&apos;ordinateur&#xa0;: {size} sur {free} de mémoire libre&#xa0;: {over} de trop.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory.</source>
        <translation>Dans la mémoire de l&apos;ordinateur&#xa0;: {size} sur {free} de mémoire libre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory: {over} too much.</source>
        <translation>Il y a {free} de mémoire graphique libre&#xa0;: {over} de trop.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory.</source>
        <translation>Il y a {free} de mémoire graphique libre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory: {over} too much.</source>
        <translation>Il y a {free} de mémoire libre&#xa0;: {over} de trop.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory.</source>
        <translation>Il y a {free} de mémoire libre.</translation>
    </message>
</context>
<context>
    <name>LoadView</name>
    <message>
        <location filename="../../desktop/gui/load/load_view.py" line="+98"/>
        <source>Load a model</source>
        <translation>Charger un modèle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a file…</source>
        <translation>Ouvrir un fichier…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a model file</source>
        <translation>Ouvrir un fichier de modèle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Model</source>
        <translation>&amp;Modèle</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+1"/>
        <source>Show advanced settings</source>
        <translation>Afficher les paramètres avancés</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+344"/>
        <source>Load</source>
        <translation>Charger</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>Load the model</source>
        <translation>Charger le modèle</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel loading</source>
        <translation>Annuler le chargement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unload</source>
        <translation>Décharger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unload the model</source>
        <translation>Décharger le modèle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show server log</source>
        <translation>Afficher le journal du serveur</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Loading progress</source>
        <translation>Progression du chargement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading progress, in words</source>
        <translation>Progression du chargement, en mots</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load status</source>
        <translation>État du chargement</translation>
    </message>
    <message>
        <location line="+69"/>
        <source> (damaged)</source>
        <translation> (endommagé)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No models found yet. Add a model file (.gguf) in the Library or download one in Discover.</source>
        <translation>Aucun modèle trouvé pour l&apos;instant. Ajoutez un fichier de modèle (.gguf) dans la Bibliothèque ou téléchargez-en un dans Découvrir.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Open a model</source>
        <translation>Ouvrir un modèle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modèles GGUF (*.gguf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loading the model…</source>
        <translation>Chargement du modèle…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} of {1}</source>
        <translation>{0} sur {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · {0}/s</source>
        <translation> · {0}/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · about {0} left</source>
        <translation> · environ {0} restant</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Loaded in {0}.</source>
        <translation>Chargé en {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded: {0}</source>
        <translation>Chargé&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is ready.</source>
        <translation>{0} est prêt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Loading was cancelled.</source>
        <translation>Le chargement a été annulé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> “Show server log” has the details.</source>
        <translation> «&#xa0;Afficher le journal du serveur&#xa0;» donne les détails.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No model is loaded.</source>
        <translation>Aucun modèle n&apos;est chargé.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Load this one instead</source>
        <translation>Charger celui-ci à la place</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load another</source>
        <translation>En charger un autre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} is loaded now. Press “Load this one instead” to switch to the model picked above.</source>
        <translation>{0} est chargé. Appuyez sur «&#xa0;Charger celui-ci à la place&#xa0;» pour passer au modèle choisi ci-dessus.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Something unexpected went wrong while reading the model.</source>
        <translation>Un problème inattendu est survenu pendant la lecture du modèle.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/gui/shell/main_window.py" line="+67"/>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discover</source>
        <translation>Découvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>Charger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Pages</source>
        <translation>Pages</translation>
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
        <translation>Page {page}</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>New chat</source>
        <translation>Nouveau chat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show {page}</source>
        <translation>Afficher {page}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The starter model is not installed.</source>
        <translation>Le modèle de démarrage n&apos;est pas installé.</translation>
    </message>
    <message>
        <location line="+80"/>
        <location line="+6"/>
        <source>Settings file damaged</source>
        <translation>Fichier de paramètres endommagé</translation>
    </message>
</context>
<context>
    <name>McpServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="+102"/>
        <source>About MCP servers</source>
        <translation>À propos des serveurs MCP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Programs or web services that give the model more tools, as in other apps. They are kept in {0}. Turn one on for a chat with its Tools button.</source>
        <translation>Des programmes ou services web qui donnent plus d&apos;outils au modèle, comme dans d&apos;autres applications. Ils sont conservés dans {0}. Activez-en un pour un chat avec son bouton Outils.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MCP servers</source>
        <translation>Serveurs MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Test</source>
        <translation>Tester</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test the selected MCP server</source>
        <translation>Tester le serveur MCP sélectionné</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected MCP server</source>
        <translation>Retirer le serveur MCP sélectionné</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the selected server&apos;s tools need your approval</source>
        <translation>Quand les outils du serveur sélectionné ont besoin de votre accord</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New MCP server&apos;s name</source>
        <translation>Nom du nouveau serveur MCP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. files</source>
        <translation>par ex. fichiers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New MCP server&apos;s command or web address</source>
        <translation>Commande ou adresse web du nouveau serveur MCP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. npx -y @modelcontextprotocol/server-memory</source>
        <translation>par ex. npx -y @modelcontextprotocol/server-memory</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add server</source>
        <translation>Ajouter le serveur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add this MCP server</source>
        <translation>Ajouter ce serveur MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command or address</source>
        <translation>Commande ou adresse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP server status</source>
        <translation>État du serveur MCP</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Added {0}. Press Test to try it.</source>
        <translation>{0} ajouté. Appuyez sur Tester pour l&apos;essayer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Removed {0}.</source>
        <translation>{0} retiré.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Testing {0}…</source>
        <translation>Test de {0}…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The MCP servers could not be read or saved.</source>
        <translation>Les serveurs MCP n&apos;ont pas pu être lus ou enregistrés.</translation>
    </message>
</context>
<context>
    <name>MemoryBar</name>
    <message>
        <location filename="../../desktop/gui/load/memory_bar.py" line="+54"/>
        <location line="+22"/>
        <source>free memory</source>
        <translation>mémoire libre</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Memory needed</source>
        <translation>Mémoire nécessaire</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Pick a model to see how much memory it needs.</source>
        <translation>Choisissez un modèle pour voir de combien de mémoire il a besoin.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: needs {1}.</source>
        <translation>{0}&#xa0;: nécessite {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0}.</source>
        <translation>Nécessite {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: needs {1} of {2} {3}: {4} too much.</source>
        <translation>{0}&#xa0;: nécessite {1} sur {2} {3}&#xa0;: {4} de trop.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs {0} of {1} {2}: {3} too much.</source>
        <translation>Nécessite {0} sur {1} {2}&#xa0;: {3} de trop.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: needs {1} of {2} {3}.</source>
        <translation>{0}&#xa0;: nécessite {1} sur {2} {3}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0} of {1} {2}.</source>
        <translation>Nécessite {0} sur {1} {2}.</translation>
    </message>
</context>
<context>
    <name>MessageColumn</name>
    <message>
        <location filename="../../desktop/gui/chat/message_column.py" line="+31"/>
        <source>This answer was interrupted. Press Retry to write it again.</source>
        <translation>Cette réponse a été interrompue. Appuyez sur Réessayer pour la réécrire.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <location filename="../../desktop/gui/chat/message_text.py" line="+247"/>
        <source>Edit message</source>
        <translation>Modifier le message</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter saves and sends again, Esc cancels.</source>
        <translation>Ctrl+Entrée enregistre et renvoie, Échap annule.</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <location filename="../../desktop/gui/chat/message_view.py" line="+42"/>
        <source>Read aloud</source>
        <translation>Lire à voix haute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading</source>
        <translation>Arrêter la lecture</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool</source>
        <translation>Outil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your message</source>
        <translation>Votre message</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant message</source>
        <translation>Message de l&apos;assistant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System message</source>
        <translation>Message système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool message</source>
        <translation>Message d&apos;outil</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location line="+61"/>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <location line="+100"/>
        <location line="+7"/>
        <source>Thinking</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+315"/>
        <source>Show thinking</source>
        <translation>Afficher la réflexion</translation>
    </message>
    <message>
        <location line="-402"/>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message text</source>
        <translation>Texte du message</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Attached pictures</source>
        <translation>Images jointes</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Save and send</source>
        <translation>Enregistrer et envoyer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save and send the edited message</source>
        <translation>Enregistrer et envoyer le message modifié</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel editing</source>
        <translation>Annuler la modification</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Answer figures</source>
        <translation>Chiffres de la réponse</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry this answer</source>
        <translation>Réessayer cette réponse</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Copy message text</source>
        <translation>Copier le texte du message</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regenerate</source>
        <translation>Régénérer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write this answer again</source>
        <translation>Réécrire cette réponse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit and send again</source>
        <translation>Modifier et renvoyer</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+333"/>
        <source>Read this answer aloud</source>
        <translation>Lire cette réponse à voix haute</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Pictures: {names}</source>
        <translation>Images&#xa0;: {names}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Copy code</source>
        <translation>Copier le code</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code {number}/{count}</source>
        <translation>Copier le code {number}/{count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy code block {number} of {count} ({language})</source>
        <translation>Copier le bloc de code {number} sur {count} ({language})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code block {number} of {count}</source>
        <translation>Copier le bloc de code {number} sur {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy: {line}</source>
        <translation>Copier&#xa0;: {line}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy this code</source>
        <translation>Copier ce code</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Stop reading this answer aloud</source>
        <translation>Arrêter la lecture à voix haute de cette réponse</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Hide thinking</source>
        <translation>Masquer la réflexion</translation>
    </message>
</context>
<context>
    <name>ModelBanner</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_banner.py" line="+34"/>
        <source>Model status</source>
        <translation>État du modèle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>Charger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the model offered</source>
        <translation>Charger le modèle proposé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to Load</source>
        <translation>Aller à Charger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the Load page</source>
        <translation>Aller à la page Charger</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The model is loading. You can write already.</source>
        <translation>Le modèle est en cours de chargement. Vous pouvez déjà écrire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No model is loaded. Sending will load {name} again.</source>
        <translation>Aucun modèle n&apos;est chargé. L&apos;envoi d&apos;un message rechargera {name}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load a model to start chatting.</source>
        <translation>Chargez un modèle pour commencer à discuter.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was sent: no model is loaded. Pick one on the Load page; your message stays in the box.</source>
        <translation>Rien n&apos;a été envoyé&#xa0;: aucun modèle n&apos;est chargé. Choisissez-en un sur la page Charger&#xa0;; votre message reste dans la zone.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was sent: no model is loaded. Load {stem} to send it, or pick another model on the Load page.</source>
        <translation>Rien n&apos;a été envoyé&#xa0;: aucun modèle n&apos;est chargé. Chargez {stem} pour l&apos;envoyer, ou choisissez un autre modèle sur la page Charger.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load it and send</source>
        <translation>Le charger et envoyer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load {name}, then send your message.</source>
        <translation>Charger {name}, puis envoyer votre message.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your chats could not be read or saved because of an unexpected problem.</source>
        <translation>Vos chats n&apos;ont pas pu être lus ou enregistrés à cause d&apos;un problème inattendu.</translation>
    </message>
</context>
<context>
    <name>ModelCardView</name>
    <message>
        <location filename="../../desktop/gui/discover/model_card.py" line="+27"/>
        <source>Model description</source>
        <translation>Description du modèle</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This model has no description.</source>
        <translation>Ce modèle n&apos;a pas de description.</translation>
    </message>
</context>
<context>
    <name>ModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+31"/>
        <source>Model to chat with</source>
        <translation>Modèle avec lequel discuter</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>The model that answers. Pick another to load it.</source>
        <translation>Le modèle qui répond. Choisissez-en un autre pour le charger.</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>&amp;Model</source>
        <translation>&amp;Modèle</translation>
    </message>
</context>
<context>
    <name>ModelWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/model_words.py" line="+26"/>
        <source>{file} was not found. It may have been moved or deleted.</source>
        <translation>{file} est introuvable. Le fichier a peut-être été déplacé ou supprimé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a folder, not a model file.</source>
        <translation>{file} est un dossier, pas un fichier de modèle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a model file.</source>
        <translation>{file} n&apos;est pas un fichier de modèle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} can&apos;t be read: LlamaDesk is not allowed to open it.</source>
        <translation>{file} ne peut pas être lu&#xa0;: LlamaDesk n&apos;a pas le droit de l&apos;ouvrir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could not be read.</source>
        <translation>{file} n&apos;a pas pu être lu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is empty (the download did not finish?). Download it again.</source>
        <translation>{file} est vide (le téléchargement ne s&apos;est pas terminé&#xa0;?). Téléchargez-le à nouveau.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is incomplete (the download did not finish?). Download it again.</source>
        <translation>{file} est incomplet (le téléchargement ne s&apos;est pas terminé&#xa0;?). Téléchargez-le à nouveau.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a model but a web page or error message (the download failed?). Download it again.</source>
        <translation>{file} n&apos;est pas un modèle mais une page web ou un message d&apos;erreur (le téléchargement a échoué&#xa0;?). Téléchargez-le à nouveau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} only points to the model; it is not the model itself. Download the real file.</source>
        <translation>{file} ne fait que pointer vers le modèle&#xa0;; ce n&apos;est pas le modèle lui-même. Téléchargez le vrai fichier.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a GGUF model file.</source>
        <translation>{file} n&apos;est pas un fichier de modèle GGUF.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was made for another kind of computer (big-endian), which LlamaDesk cannot use.</source>
        <translation>{file} a été créé pour un autre type d&apos;ordinateur (big-endian), que LlamaDesk ne peut pas utiliser.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in an old format (GGUF version 1). Download a newer conversion of the model.</source>
        <translation>{file} est dans un ancien format (GGUF version 1). Téléchargez une conversion plus récente du modèle.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in GGUF version {version}, which LlamaDesk cannot read (a newer or damaged file?).</source>
        <translation>{file} est en GGUF version {version}, que LlamaDesk ne sait pas lire (un fichier plus récent ou endommagé&#xa0;?).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is damaged and can&apos;t be read as a model. Download it again.</source>
        <translation>{file} est endommagé et ne peut pas être lu comme un modèle. Téléchargez-le à nouveau.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a model file LlamaDesk can use (it names no kind of model).</source>
        <translation>{file} n&apos;est pas un fichier de modèle utilisable par LlamaDesk (il n&apos;indique aucun type de modèle).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Part {number} of {count} of {file} is missing ({part} is not in the same folder).</source>
        <translation>La partie {number} sur {count} de {file} est manquante ({part} n&apos;est pas dans le même dossier).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model is split into {count} parts, and these are missing: {parts}. Download it again or delete it.</source>
        <translation>Ce modèle est découpé en {count} parties, et celles-ci manquent&#xa0;: {parts}. Téléchargez-le à nouveau ou supprimez-le.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is part {number} of {count} of a split model, but its name does not end in {suffix}, so the other parts cannot be found.</source>
        <translation>{file} est la partie {number} sur {count} d&apos;un modèle découpé, mais son nom ne se termine pas par {suffix}, donc les autres parties sont introuvables.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The parts of {file} do not belong together (parts of different downloads mixed?). Download the model again.</source>
        <translation>Les parties de {file} ne vont pas ensemble (parties de téléchargements différents mélangées&#xa0;?). Téléchargez à nouveau le modèle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ollama&apos;s {name} can&apos;t be used: Ollama&apos;s record of it is damaged. Download it again in Ollama.</source>
        <translation>{name} d&apos;Ollama ne peut pas être utilisé&#xa0;: la fiche qu&apos;Ollama en garde est endommagée. Téléchargez-le à nouveau dans Ollama.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ollama&apos;s {name} has no model file of its own (it may be a cloud model).</source>
        <translation>{name} d&apos;Ollama n&apos;a pas de fichier de modèle à lui (c&apos;est peut-être un modèle dans le cloud).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama&apos;s {name} can&apos;t be used: its model file is missing from Ollama&apos;s folder. Download it again in Ollama.</source>
        <translation>{name} d&apos;Ollama ne peut pas être utilisé&#xa0;: son fichier de modèle manque dans le dossier d&apos;Ollama. Téléchargez-le à nouveau dans Ollama.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The starter model comes with LlamaDesk and cannot be deleted.</source>
        <translation>Le modèle de démarrage est fourni avec LlamaDesk et ne peut pas être supprimé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} belongs to Ollama. Remove it in Ollama (ollama rm {name}).</source>
        <translation>{name} appartient à Ollama. Supprimez-le dans Ollama (ollama rm {name}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some files of {name} could not be deleted. Check that you may change that folder and that no other program uses them.</source>
        <translation>Certains fichiers de {name} n&apos;ont pas pu être supprimés. Vérifiez que vous pouvez modifier ce dossier et qu&apos;aucun autre programme ne les utilise.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is the picture part of a model (a vision projector), not a chat model. Pick the model file it belongs to.</source>
        <translation>{file} est la partie image d&apos;un modèle (un projecteur de vision), pas un modèle de discussion. Choisissez le fichier de modèle auquel il appartient.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a speech model ({family}): it reads answers aloud, it does not chat. Choose it in Settings → Voice, and load a chat model here.</source>
        <translation>{file} est un modèle vocal ({family})&#xa0;: il lit les réponses à voix haute, il ne discute pas. Choisissez-le dans Paramètres → Voix, et chargez ici un modèle de discussion.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server can&apos;t use the graphics card: files it needs are missing ({names}). Reinstall the runtime in Settings, or update the graphics card&apos;s driver.</source>
        <translation>Le serveur de modèles ne peut pas utiliser la carte graphique&#xa0;: des fichiers dont il a besoin manquent ({names}). Réinstallez le moteur dans les Paramètres, ou mettez à jour le pilote de la carte graphique.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LlamaDesk can&apos;t use {value} as the {setting}. Choose another value in Settings or on the Load page.</source>
        <translation>LlamaDesk ne peut pas utiliser {value} comme {setting}. Choisissez une autre valeur dans les Paramètres ou sur la page «&#xa0;Charger&#xa0;».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>context length</source>
        <translation>longueur du contexte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of parallel chats</source>
        <translation>nombre de discussions en parallèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of threads</source>
        <translation>nombre de threads</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of layers on the graphics card</source>
        <translation>nombre de couches sur la carte graphique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>context cache type</source>
        <translation>type de cache du contexte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flash attention setting</source>
        <translation>réglage de Flash attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of graphics memory</source>
        <translation>part de la mémoire graphique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra arguments</source>
        <translation>arguments supplémentaires</translation>
    </message>
</context>
<context>
    <name>OfflineBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+6"/>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Try reaching Hugging Face again</source>
        <translation>Essayer à nouveau de joindre Hugging Face</translation>
    </message>
</context>
<context>
    <name>PageScroll</name>
    <message>
        <location filename="../../desktop/gui/shell/window_fit.py" line="+52"/>
        <source>{page} page, scrolled</source>
        <translation>Page {page}, défilée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scroll the {page} page</source>
        <translation>Faire défiler la page {page}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scroll the {page} page sideways</source>
        <translation>Faire défiler la page {page} horizontalement</translation>
    </message>
</context>
<context>
    <name>PassageView</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+49"/>
        <source>Source {number}: {label}</source>
        <translation>Source {number}&#xa0;: {label}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cited passage</source>
        <translation>Passage cité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the passage is from</source>
        <translation>D&apos;où vient le passage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Section</source>
        <translation>Section</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passage text</source>
        <translation>Texte du passage</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open file</source>
        <translation>Ouvrir le fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open {name}</source>
        <translation>Ouvrir {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the whole file in the app your computer uses for it.</source>
        <translation>Ouvrir le fichier entier avec l&apos;application associée à ce type de fichier sur votre ordinateur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is no longer where it was when it was indexed.</source>
        <translation>Ce fichier n&apos;est plus là où il était lors de l&apos;indexation.</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <location filename="../../desktop/gui/load/placement.py" line="+39"/>
        <source>processor (CPU)</source>
        <translation>processeur (CPU)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Remembers up to {0} tokens of conversation.</source>
        <translation>Retient jusqu&apos;à {0} jetons de conversation.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (conversation memory: {0})</source>
        <translation> (mémoire de la conversation&#xa0;: {0})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Runs on the graphics card: {0}.</source>
        <translation>Tourne sur la carte graphique&#xa0;: {0}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> ({0} of {1} layers)</source>
        <translation> ({0} couches sur {1})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All {0} layers on the graphics card.</source>
        <translation>Les {0} couches sur la carte graphique.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is on the graphics card.</source>
        <translation>Le modèle est sur la carte graphique.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU).</source>
        <translation>Tourne sur le processeur (CPU).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All {0} layers on the processor.</source>
        <translation>Les {0} couches sur le processeur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All on the processor.</source>
        <translation>Tout sur le processeur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics card not used ({0})</source>
        <translation>Carte graphique non utilisée ({0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU), as you chose.</source>
        <translation>Tourne sur le processeur (CPU), comme vous l&apos;avez choisi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}: you chose CPU only for this model.</source>
        <translation>{0}&#xa0;: vous avez choisi le processeur uniquement pour ce modèle.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the installed llama.cpp runtime can only use the processor.</source>
        <translation>le moteur llama.cpp installé ne peut utiliser que le processeur.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It does not fit in its free memory.</source>
        <translation>Il ne tient pas dans sa mémoire libre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your graphics card ({0}) is not used. {1}</source>
        <translation>Votre carte graphique ({0}) n&apos;est pas utilisée. {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not enough free graphics memory for this model.</source>
        <translation>pas assez de mémoire graphique libre pour ce modèle.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>llama.cpp put no part of the model on it (the server log says why).</source>
        <translation>llama.cpp n&apos;y a mis aucune partie du modèle (le journal du serveur dit pourquoi).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>PlacementBox</name>
    <message>
        <location filename="../../desktop/gui/load/placement_box.py" line="+23"/>
        <location line="+2"/>
        <source>Where the model runs</source>
        <translation>Où tourne le modèle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layers on the graphics card</source>
        <translation>Couches sur la carte graphique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loaded context</source>
        <translation>Contexte chargé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics card warning</source>
        <translation>Avertissement sur la carte graphique</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes from loading</source>
        <translation>Remarques du chargement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start chatting</source>
        <translation>Commencer à discuter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the Chat page</source>
        <translation>Aller à la page Chat</translation>
    </message>
</context>
<context>
    <name>PlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="-278"/>
        <source>Will it run</source>
        <translation>Fonctionnera-t-il ?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length slider</source>
        <translation>Curseur de longueur du contexte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length, in tokens</source>
        <translation>Longueur du contexte, en jetons</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context limit</source>
        <translation>Limite du contexte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context warning</source>
        <translation>Avertissement sur le contexte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Graphics card plan</source>
        <translation>Plan pour la carte graphique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why these settings</source>
        <translation>Pourquoi ces paramètres</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics memory needed</source>
        <translation>Mémoire graphique nécessaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory needed</source>
        <translation>Mémoire nécessaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed, in words</source>
        <translation>Mémoire nécessaire, en mots</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Context</source>
        <translation>C&amp;ontexte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much of the conversation the model keeps in mind.</source>
        <translation>Quelle part de la conversation le modèle retient.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics card</source>
        <translation>Carte graphique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics memory</source>
        <translation>Mémoire graphique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading the model…</source>
        <translation>Lecture du modèle…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This model was trained for up to {0} tokens.</source>
        <translation>Ce modèle a été entraîné pour un contexte de {0} jetons au maximum.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model does not say how long a context it handles.</source>
        <translation>Ce modèle n&apos;indique pas quelle longueur de contexte il gère.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Fits in GPU memory up to {0} (the green part of the slider); more is slower.</source>
        <translation> Tient dans la mémoire graphique jusqu&apos;à {0} (la partie verte du curseur) ; au-delà, c&apos;est plus lent.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This model can&apos;t be used.</source>
        <translation>Ce modèle ne peut pas être utilisé.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>free graphics memory</source>
        <translation>mémoire graphique libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the graphics card</source>
        <translation>Sur la carte graphique</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>free memory</source>
        <translation>mémoire libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the computer&apos;s memory</source>
        <translation>Dans la mémoire de l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Fits in GPU memory up to {0}.</source>
        <translation>Tient dans la mémoire graphique jusqu&apos;à {0}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} is more than fits in GPU memory ({1}): part of the model will run on the processor, which is slower.</source>
        <translation>{0} dépasse ce qui tient dans la mémoire graphique ({1}) : une partie du modèle tournera sur le processeur, plus lentement.</translation>
    </message>
</context>
<context>
    <name>PlanWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/plan_words.py" line="+40"/>
        <source>Runs fully on the graphics card</source>
        <translation>Tourne entièrement sur la carte graphique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs partly on the graphics card</source>
        <translation>Tourne en partie sur la carte graphique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs on the processor</source>
        <translation>Tourne sur le processeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too big for this computer</source>
        <translation>Trop gros pour cet ordinateur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model</source>
        <translation>modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conversation memory</source>
        <translation>mémoire de la conversation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>working space</source>
        <translation>mémoire de travail</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chosen context length ({chosen_tokens}) is longer than the {trained_tokens} this model was trained for; answers may get worse near the end of long chats.</source>
        <translation>La longueur du contexte choisie ({chosen_tokens}) dépasse les {trained_tokens} pour lesquels ce modèle a été entraîné&#xa0;; les réponses peuvent se dégrader vers la fin des longs chats.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You chose to run the model on the processor only.</source>
        <translation>Vous avez choisi de faire tourner le modèle uniquement sur le processeur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of the chosen graphics cards was found, so the model runs on the processor.</source>
        <translation>Aucune des cartes graphiques choisies n&apos;a été trouvée, le modèle tourne donc sur le processeur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No graphics card was found, so the model runs on the processor.</source>
        <translation>Aucune carte graphique n&apos;a été trouvée, le modèle tourne donc sur le processeur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the whole model fits in graphics memory.</source>
        <translation>La longueur du contexte a été réduite de {from_tokens} à {to_tokens} pour que tout le modèle tienne dans la mémoire graphique.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model fits in the free memory of {gpus} ({usable_size} usable), so it runs fully on the graphics card.</source>
        <translation>Le modèle tient dans la mémoire libre de {gpus} ({usable_size} utilisables), il tourne donc entièrement sur la carte graphique.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model is too big for one graphics card, so it is split across {count} cards: {gpus} ({usable_size} usable).</source>
        <translation>Le modèle est trop gros pour une seule carte graphique, il est donc réparti sur {count} cartes&#xa0;: {gpus} ({usable_size} utilisables).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more graphics memory than is free; up to {largest_tokens} would run fully on the graphics card.</source>
        <translation>La longueur du contexte choisie ({chosen_tokens}) nécessite plus de mémoire graphique qu&apos;il n&apos;y en a de libre&#xa0;; jusqu&apos;à {largest_tokens}, le modèle tournerait entièrement sur la carte graphique.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {usable_size} of usable graphics memory and {free_size} of free memory.</source>
        <translation>Le modèle nécessite environ {need_size}, mais cet ordinateur n&apos;a que {usable_size} de mémoire graphique utilisable et {free_size} de mémoire libre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} has too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus} a trop peu de mémoire libre ({free_size}) pour aider, le modèle tourne donc sur le processeur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} have too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus} ont trop peu de mémoire libre ({free_size}) pour aider, le modèle tourne donc sur le processeur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size} but only {usable_size} of graphics memory is usable, so part of it runs on the processor, which is slower.</source>
        <translation>Le modèle nécessite environ {need_size}, mais seuls {usable_size} de mémoire graphique sont utilisables, une partie tourne donc sur le processeur, ce qui est plus lent.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose to put every layer on the graphics card, but the model needs about {need_size} and only {usable_size} of graphics memory is usable: loading will probably fail. Choose Automatic to run part of it on the processor.</source>
        <translation>Vous avez choisi de mettre toutes les couches sur la carte graphique, mais le modèle nécessite environ {need_size} et seuls {usable_size} de mémoire graphique sont utilisables&#xa0;: le chargement échouera probablement. Choisissez «&#xa0;Automatique&#xa0;» pour en faire tourner une partie sur le processeur.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so {layers} layers fit in graphics memory.</source>
        <translation>La longueur du contexte a été réduite de {from_tokens} à {to_tokens} pour que {layers} couches tiennent dans la mémoire graphique.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose {layers} of {total_layers} layers on {gpus}; the rest run on the processor, which is slower.</source>
        <translation>Vous avez choisi de placer {layers} des {total_layers} couches sur {gpus} ; le reste tourne sur le processeur, ce qui est plus lent.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those layers need about {need_size} of graphics memory, but only {usable_size} is usable: loading will probably fail. Choose fewer layers.</source>
        <translation>Ces couches nécessitent environ {need_size} de mémoire graphique, mais seuls {usable_size} sont utilisables&#xa0;: le chargement échouera probablement. Choisissez moins de couches.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The layers left on the processor need about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>Les couches laissées sur le processeur nécessitent environ {need_size}, mais cet ordinateur n&apos;a que {free_size} de mémoire libre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>Le modèle nécessite environ {need_size}, mais cet ordinateur n&apos;a que {free_size} de mémoire libre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the model fits in the free memory.</source>
        <translation>La longueur du contexte a été réduite de {from_tokens} à {to_tokens} pour que le modèle tienne dans la mémoire libre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more memory than is free ({free_size}); up to {largest_tokens} would fit.</source>
        <translation>La longueur du contexte choisie ({chosen_tokens}) nécessite plus de mémoire qu&apos;il n&apos;y en a de libre ({free_size})&#xa0;; jusqu&apos;à {largest_tokens}, le modèle tiendrait.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>needs about {size}</source>
        <translation>nécessite environ {size}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs about {size}: {parts}</source>
        <translation>nécessite environ {size}&#xa0;: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>uses about {size}: {parts}</source>
        <translation>utilise environ {size}&#xa0;: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>about {size}</source>
        <translation>environ {size}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{size} {part}</source>
        <translation>{size} de {part}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{count} tokens</source>
        <translation>{count} jetons</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <location filename="../../desktop/gui/chat/read_aloud.py" line="+21"/>
        <source>Reading the answer aloud. Press “Stop reading” to stop.</source>
        <translation>Lecture de la réponse à voix haute. Appuyez sur «&#xa0;Arrêter la lecture&#xa0;» pour arrêter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer could not be read aloud; try again.</source>
        <translation>La réponse n&apos;a pas pu être lue à voix haute&#xa0;; réessayez.</translation>
    </message>
</context>
<context>
    <name>RemoteServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="+58"/>
        <source>Office PC</source>
        <translation>PC du bureau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server name</source>
        <translation>Nom du serveur distant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>http://192.168.1.20:8080</source>
        <translation>http://192.168.1.20:8080</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server address</source>
        <translation>Adresse du serveur distant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s API key, if it has one</source>
        <translation>la clé d&apos;API du serveur, s&apos;il en a une</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server key</source>
        <translation>Clé du serveur distant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add server</source>
        <translation>&amp;Ajouter le serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add remote server</source>
        <translation>Ajouter un serveur distant</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About remote servers</source>
        <translation>À propos des serveurs distants</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Asking {0} for its models…</source>
        <translation>Demande de ses modèles à {0}…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no models yet</source>
        <translation>pas encore de modèles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added {0}: it offers {1}.</source>
        <translation>{0} ajouté&#xa0;: il propose {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not added. {0}</source>
        <translation>Pas ajouté. {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a server</source>
        <translation>un serveur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Removed {0}.</source>
        <translation>{0} retiré.</translation>
    </message>
</context>
<context>
    <name>RemoteWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/remote_words.py" line="+19"/>
        <source>The server&apos;s address is empty. Enter one like http://192.168.1.20:8080.</source>
        <translation>L&apos;adresse du serveur est vide. Saisissez-en une comme http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a web address LlamaDesk can use: it must start with http:// or https://.</source>
        <translation>{address} n&apos;est pas une adresse web que LlamaDesk peut utiliser&#xa0;: elle doit commencer par http:// ou https://.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} has a port that is not a number from 1 to 65535.</source>
        <translation>{address} a un port qui n&apos;est pas un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} names no computer. Enter one like http://192.168.1.20:8080.</source>
        <translation>{address} ne désigne aucun ordinateur. Saisissez une adresse comme http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the server a name, such as “Office PC”.</source>
        <translation>Donnez un nom au serveur, par exemple «&#xa0;PC du bureau&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a server named {name}. Pick another name.</source>
        <translation>Il existe déjà un serveur nommé {name}. Choisissez un autre nom.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no saved server named {name}. Give its address instead, like http://192.168.1.20:8080.</source>
        <translation>Il n&apos;existe aucun serveur enregistré nommé {name}. Donnez plutôt son adresse, comme http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} did not list its models (HTTP {status}). Check that {address} is an OpenAI-compatible server, such as llama-server.</source>
        <translation>{name} n&apos;a pas donné la liste de ses modèles (HTTP {status}). Vérifiez que {address} est un serveur compatible OpenAI, comme llama-server.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{address} did not answer like an OpenAI-compatible server (its /v1/models has no model list).</source>
        <translation>{address} n&apos;a pas répondu comme un serveur compatible OpenAI (son /v1/models ne contient aucune liste de modèles).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s certificate could not be verified, so LlamaDesk did not connect (it only talks to servers whose certificate is trusted). Use the server&apos;s correct https address, or a certificate this computer trusts.</source>
        <translation>Le certificat de {name} n&apos;a pas pu être vérifié, donc LlamaDesk ne s&apos;est pas connecté (il ne parle qu&apos;aux serveurs dont le certificat est reconnu). Utilisez la bonne adresse https du serveur, ou un certificat reconnu par cet ordinateur.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Can&apos;t reach {name} at {address}. Check that its server is running and that this computer can reach it, then press Retry.</source>
        <translation>Impossible de joindre {name} à l&apos;adresse {address}. Vérifiez que son serveur tourne et que cet ordinateur peut le joindre, puis cliquez sur «&#xa0;Réessayer&#xa0;».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} refused the key. Check the key for it in Settings → Remote servers.</source>
        <translation>{name} a refusé la clé. Vérifiez sa clé dans Paramètres → Serveurs distants.</translation>
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
        <translation>Taille du téléchargement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Will it run here</source>
        <translation>Fonctionnera-t-il ici ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed</source>
        <translation>Mémoire nécessaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested</source>
        <translation>Suggérée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recommended</source>
        <translation>Recommandée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded</source>
        <translation>Téléchargée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open: anyone can download it.</source>
        <translation>Ouvert&#xa0;: tout le monde peut le télécharger.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gated: it needs a Hugging Face token in Settings and accepting the licence on the model&apos;s page on huggingface.co before it can be downloaded.</source>
        <translation>Restreint&#xa0;: il faut un jeton Hugging Face dans les Paramètres et accepter la licence sur la page du modèle sur huggingface.co avant de pouvoir le télécharger.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated: accept the licence on the model&apos;s page on huggingface.co, signed in to the account of the token in Settings, before downloading.</source>
        <translation>Restreint&#xa0;: acceptez la licence sur la page du modèle sur huggingface.co, connecté au compte du jeton des Paramètres, avant de télécharger.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>← &amp;Back</source>
        <translation>← &amp;Retour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the search results</source>
        <translation>Retour aux résultats de la recherche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model name</source>
        <translation>Nom du modèle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open on huggingface.co</source>
        <translation>Ouvrir sur huggingface.co</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open this model&apos;s page in the web browser</source>
        <translation>Ouvrir la page de ce modèle dans le navigateur web</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model details status</source>
        <translation>État des détails du modèle</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Who can download it</source>
        <translation>Qui peut le télécharger</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Downloads</source>
        <translation>Téléchargements</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Access</source>
        <translation>Accès</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Versions of this model</source>
        <translation>Versions de ce modèle</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Image files</source>
        <translation>Fichiers d&apos;image</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+252"/>
        <source>&amp;Download</source>
        <translation>&amp;Télécharger</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Download the selected version</source>
        <translation>Télécharger la version sélectionnée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About this model</source>
        <translation>À propos de ce modèle</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Getting the list of versions from Hugging Face…</source>
        <translation>Récupération de la liste des versions sur Hugging Face…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Not stated</source>
        <translation>Non indiqué</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} downloads, {1} likes</source>
        <translation>{0} téléchargements, {1} j&apos;aime</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The versions show once Hugging Face answers: press Try again above.</source>
        <translation>Les versions s&apos;affichent quand Hugging Face répond&#xa0;: appuyez sur Réessayer ci-dessus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s details could not be read from Hugging Face.</source>
        <translation>Les détails du modèle n&apos;ont pas pu être lus sur Hugging Face.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This repo has no model files that LlamaDesk can use.</source>
        <translation>Ce dépôt n&apos;a aucun fichier de modèle que LlamaDesk peut utiliser.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No version of this model fits in this computer&apos;s memory.</source>
        <translation>Aucune version de ce modèle ne tient dans la mémoire de cet ordinateur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is recommended for this computer: the best quality that runs well here.</source>
        <translation>{0} est recommandée pour cet ordinateur&#xa0;: la meilleure qualité qui tourne bien ici.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>1 file</source>
        <translation>1 fichier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} parts</source>
        <translation>{0} parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+83"/>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>&amp;Download {0} ({1})</source>
        <translation>&amp;Télécharger {0} ({1})</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Download anyway?</source>
        <translation>Télécharger quand même&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This version needs more memory than this computer has (about {0}), so it will probably not load. Download it anyway?</source>
        <translation>Cette version demande plus de mémoire que cet ordinateur n&apos;en a (environ {0}), elle ne se chargera donc probablement pas. La télécharger quand même&#xa0;?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>about {0} at {1} tokens</source>
        <translation>environ {0} avec {1} jetons</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} or less (a first guess)</source>
        <translation>{0} ou moins (une première estimation)</translation>
    </message>
</context>
<context>
    <name>RepoProjectors</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_projectors.py" line="+21"/>
        <source>Image file</source>
        <translation>Fichier d&apos;image</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded with the model</source>
        <translation>Téléchargé avec le modèle</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Image files of this model</source>
        <translation>Fichiers d&apos;image de ce modèle</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not stated</source>
        <translation>Non indiqué</translation>
    </message>
</context>
<context>
    <name>RowChoiceTable</name>
    <message>
        <location filename="../../desktop/gui/widgets/row_choice_table.py" line="+24"/>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
</context>
<context>
    <name>RpcWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/rpc_words.py" line="+20"/>
        <source>{hosts} is not a computer&apos;s address and port, like 192.168.1.20:{port}.</source>
        <translation>{hosts} n&apos;est pas une adresse et un port d&apos;ordinateur, comme 192.168.1.20:{port}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can&apos;t reach the computer sharing its devices at {hosts}. Start LlamaDesk&apos;s “Share this computer” there, or remove it from the computers to use.</source>
        <translation>Impossible de joindre l&apos;ordinateur qui partage ses appareils à {hosts}. Lancez-y «&#xa0;Partager cet ordinateur&#xa0;» de LlamaDesk, ou retirez-le des ordinateurs à utiliser.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This runtime can&apos;t use other computers: it may be built without that part of llama.cpp. Install the runtime again in Settings.</source>
        <translation>Ce moteur ne peut pas utiliser d&apos;autres ordinateurs&#xa0;: il a peut-être été compilé sans cette partie de llama.cpp. Réinstallez le moteur dans les Paramètres.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This runtime has no program for sharing this computer&apos;s devices. Install the runtime again in Settings.</source>
        <translation>Ce moteur n&apos;a pas de programme pour partager les appareils de cet ordinateur. Réinstallez le moteur dans les Paramètres.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The port must be a number from 1 to 65535, not {port}.</source>
        <translation>Le port doit être un nombre de 1 à 65535, pas {port}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port {port} is already in use on this computer. Pick another port.</source>
        <translation>Le port {port} est déjà utilisé sur cet ordinateur. Choisissez un autre port.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that shares this computer&apos;s devices could not be started. Install the runtime again in Settings.</source>
        <translation>Le programme qui partage les appareils de cet ordinateur n&apos;a pas pu démarrer. Réinstallez le moteur dans les Paramètres.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t share at {address}: the port is in use, or the address is not this computer&apos;s. Pick another port or address.</source>
        <translation>Impossible de partager à {address}&#xa0;: le port est déjà utilisé, ou l&apos;adresse n&apos;est pas celle de cet ordinateur. Choisissez un autre port ou une autre adresse.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that shares this computer&apos;s devices stopped as it started.</source>
        <translation>Le programme qui partage les appareils de cet ordinateur s&apos;est arrêté au démarrage.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing at {address} did not start within {time}. Try again.</source>
        <translation>Le partage à {address} n&apos;a pas démarré en {time}. Réessayez.</translation>
    </message>
</context>
<context>
    <name>RuntimeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="+150"/>
        <source>Runtime in use</source>
        <translation>Moteur utilisé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtimes found</source>
        <translation>Moteurs trouvés</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Use selected</source>
        <translation>&amp;Utiliser la sélection</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the selected runtime</source>
        <translation>Utiliser le moteur sélectionné</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose &amp;automatically</source>
        <translation>Choisir &amp;automatiquement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the runtime automatically</source>
        <translation>Choisir le moteur automatiquement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected runtime</source>
        <translation>Retirer le moteur sélectionné</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Look again</source>
        <translation>Chercher à nouveau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for runtimes again</source>
        <translation>Chercher à nouveau des moteurs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runtime to build</source>
        <translation>Moteur à compiler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Install / rebuild runtime</source>
        <translation>&amp;Installer / recompiler le moteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install or rebuild the runtime</source>
        <translation>Installer ou recompiler le moteur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel the runtime install</source>
        <translation>Annuler l&apos;installation du moteur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install progress</source>
        <translation>Progression de l&apos;installation du moteur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install message</source>
        <translation>Message de l&apos;installation du moteur</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{0} — in use</source>
        <translation>{0} — utilisé</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In use: {0}</source>
        <translation>Utilisé&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In use: {0}. The runtime picked before ({1}) is gone: pick one below.</source>
        <translation>Utilisé&#xa0;: {0}. Le moteur choisi avant ({1}) n&apos;est plus là&#xa0;: choisissez-en un ci-dessous.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No llama-server was found. Install one with the button below.</source>
        <translation>Aucun llama-server trouvé. Installez-en un avec le bouton ci-dessous.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not look for runtimes: {0}</source>
        <translation>Impossible de chercher des moteurs&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+36"/>
        <source>a runtime</source>
        <translation>un moteur</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The runtime in use stays: use another one first.</source>
        <translation>Le moteur utilisé reste&#xa0;: utilisez-en d&apos;abord un autre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LlamaDesk did not install this runtime, so it leaves it alone.</source>
        <translation>LlamaDesk n&apos;a pas installé ce moteur, il n&apos;y touche donc pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected runtime&apos;s folder.</source>
        <translation>Supprimer le dossier du moteur sélectionné.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Removed {0}.</source>
        <translation>{0} retiré.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: %p%</source>
        <translation>{0}&#xa0;: %p%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>done: %p%</source>
        <translation>terminé&#xa0;: %p%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installed {0}.</source>
        <translation>{0} installé.</translation>
    </message>
</context>
<context>
    <name>RuntimeNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/runtime_notice.py" line="+14"/>
        <source>LlamaDesk needs llama-server, the program that runs the models, and none is installed yet. Settings installs it for you.</source>
        <translation>LlamaDesk a besoin de llama-server, le programme qui fait tourner les modèles, et aucun n&apos;est encore installé. Les Paramètres l&apos;installent pour vous.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+1"/>
        <source>No runtime installed</source>
        <translation>Aucun moteur installé</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Settings to install it</source>
        <translation>Ouvrir les Paramètres pour l&apos;installer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the runtime section of Settings</source>
        <translation>Ouvrir la section du moteur dans les Paramètres</translation>
    </message>
</context>
<context>
    <name>RuntimeWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/runtime_words.py" line="+30"/>
        <source>Building llama-server needs CMake, which is not installed (get it from https://cmake.org/download/ or your package manager).</source>
        <translation>La compilation de llama-server a besoin de CMake, qui n&apos;est pas installé (téléchargez-le sur https://cmake.org/download/ ou avec votre gestionnaire de paquets).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building llama-server needs a C++ compiler (g++ or clang++), which is not installed.</source>
        <translation>La compilation de llama-server a besoin d&apos;un compilateur C++ (g++ ou clang++), qui n&apos;est pas installé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building for CUDA needs NVIDIA&apos;s CUDA Toolkit, but its compiler (nvcc) was not found on PATH, in CUDA_PATH / CUDA_HOME or in /usr/local/cuda.</source>
        <translation>La compilation pour CUDA a besoin du CUDA Toolkit de NVIDIA, mais son compilateur (nvcc) est introuvable dans PATH, dans CUDA_PATH / CUDA_HOME et dans /usr/local/cuda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building for ROCm needs AMD&apos;s ROCm/HIP SDK, but its compiler (hipcc) was not found on PATH, in ROCM_PATH / HIP_PATH or in /opt/rocm.</source>
        <translation>La compilation pour ROCm a besoin du SDK ROCm/HIP d&apos;AMD, mais son compilateur (hipcc) est introuvable dans PATH, dans ROCM_PATH / HIP_PATH et dans /opt/rocm.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Building llama-server needs a working C/C++ compiler, and CMake found none.</source>
        <translation>La compilation de llama-server a besoin d&apos;un compilateur C/C++ qui fonctionne, et CMake n&apos;en a trouvé aucun.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CMake could not use the CUDA Toolkit; check that nvcc works.</source>
        <translation>CMake n&apos;a pas pu utiliser le CUDA Toolkit&#xa0;; vérifiez que nvcc fonctionne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CMake could not find the SPIR-V headers the Vulkan build needs: install the Vulkan SDK, or your system&apos;s spirv-headers package.</source>
        <translation>CMake n&apos;a pas trouvé les en-têtes SPIR-V dont la compilation pour Vulkan a besoin&#xa0;: installez le SDK Vulkan, ou le paquet spirv-headers de votre système.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not find the Vulkan SDK (headers, loader and glslc).</source>
        <translation>CMake n&apos;a pas trouvé le SDK Vulkan (en-têtes, chargeur et glslc).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not download llama.cpp&apos;s source from {address}. Check the internet connection and try again.</source>
        <translation>Le code source de llama.cpp n&apos;a pas pu être téléchargé depuis {address}. Vérifiez la connexion à Internet et réessayez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not the file LlamaDesk trusts (its checksum does not match), so nothing was installed.</source>
        <translation>{file} n&apos;est pas le fichier auquel LlamaDesk fait confiance (sa somme de contrôle ne correspond pas)&#xa0;: rien n&apos;a été installé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not install llama-server into {folder}. If a chat is running with it, unload the model and try again.</source>
        <translation>llama-server n&apos;a pas pu être installé dans {folder}. Si un chat tourne avec lui, déchargez le modèle et réessayez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not be run; check that it is installed and works.</source>
        <translation>CMake n&apos;a pas pu être lancé&#xa0;; vérifiez qu&apos;il est installé et qu&apos;il fonctionne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The build finished but left no {file} in {folder}.</source>
        <translation>La compilation s&apos;est terminée mais n&apos;a laissé aucun {file} dans {folder}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source package {file} is unsafe to unpack, so nothing was installed.</source>
        <translation>Le paquet source {file} n&apos;est pas sûr à décompresser, donc rien n&apos;a été installé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The source package {file} does not contain llama.cpp&apos;s source.</source>
        <translation>Le paquet source {file} ne contient pas le code source de llama.cpp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not unpack {file}. Check that there is free disk space and try again.</source>
        <translation>Impossible de décompresser {file}. Vérifiez qu&apos;il reste de l&apos;espace disque et réessayez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} did not answer as expected. Try again later.</source>
        <translation>L&apos;index de paquets à {address} n&apos;a pas répondu comme prévu. Réessayez plus tard.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} does not have {file}.</source>
        <translation>L&apos;index de paquets à {address} n&apos;a pas {file}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not download the Vulkan headers from {address}. Check the internet connection, or install the Vulkan SDK 1.4 or newer.</source>
        <translation>Impossible de télécharger les en-têtes Vulkan depuis {address}. Vérifiez la connexion Internet, ou installez le SDK Vulkan 1.4 ou plus récent.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The package {file} holds no Vulkan C++ headers.</source>
        <translation>Le paquet {file} ne contient aucun en-tête C++ Vulkan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No llama-server was found: it runs the models. Install it in Settings.</source>
        <translation>Aucun llama-server n&apos;a été trouvé&#xa0;: c&apos;est lui qui fait tourner les modèles. Installez-le dans les Paramètres.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays. Choose another first, then remove it.</source>
        <translation>{name} est le moteur utilisé, il reste donc. Choisissez-en d&apos;abord un autre, puis retirez-le.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} ({path}) was not installed by LlamaDesk, so LlamaDesk leaves it alone. Delete it yourself if you no longer want it.</source>
        <translation>{name} ({path}) n&apos;a pas été installé par LlamaDesk, qui n&apos;y touche donc pas. Supprimez-le vous-même si vous n&apos;en voulez plus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A llama-server from {name} is running. Unload the model, then remove it.</source>
        <translation>Un llama-server de {name} est en cours d&apos;exécution. Déchargez le modèle, puis retirez-le.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Checking the build tools</source>
        <translation>Vérification des outils de compilation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is already installed</source>
        <translation>{name} est déjà installé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking up {name} {version} on the package index</source>
        <translation>Recherche de {name} {version} dans l&apos;index des paquets</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the downloaded llama.cpp source</source>
        <translation>Utilisation du code source de llama.cpp déjà téléchargé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading llama.cpp&apos;s source ({mib} MiB)</source>
        <translation>Téléchargement du code source de llama.cpp ({mib} Mio)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the unpacked llama.cpp source</source>
        <translation>Utilisation du code source de llama.cpp déjà décompressé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking llama.cpp&apos;s source</source>
        <translation>Décompression du code source de llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacked llama.cpp&apos;s source</source>
        <translation>Code source de llama.cpp décompressé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the downloaded Vulkan headers</source>
        <translation>Utilisation des en-têtes Vulkan déjà téléchargés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers</source>
        <translation>Téléchargement des en-têtes Vulkan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers ({mib} MiB)</source>
        <translation>Téléchargement des en-têtes Vulkan ({mib} Mio)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking the Vulkan headers</source>
        <translation>Décompression des en-têtes Vulkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the configured build folder</source>
        <translation>Utilisation du dossier de compilation déjà configuré</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Configuring the llama.cpp build</source>
        <translation>Configuration de la compilation de llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configured the llama.cpp build</source>
        <translation>Compilation de llama.cpp configurée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another build of llama-server to finish</source>
        <translation>En attente de la fin d&apos;une autre compilation de llama-server</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compiling llama-server</source>
        <translation>Compilation de llama-server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiled llama-server</source>
        <translation>llama-server compilé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing {name}</source>
        <translation>Installation de {name}</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Building for Vulkan needs the Vulkan SDK (its headers, loader and glslc), and part of it is missing: install the Vulkan SDK.</source>
        <translation>La compilation pour Vulkan a besoin du SDK Vulkan (ses en-têtes, le chargeur et glslc), et une partie manque&#xa0;: installez le SDK Vulkan.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Building llama-server failed while configuring.</source>
        <translation>La compilation de llama-server a échoué pendant la configuration.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building llama-server failed while compiling.</source>
        <translation>La compilation de llama-server a échoué pendant la compilation du code.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{name} could not be removed: its folder could not be deleted.</source>
        <translation>{name} n&apos;a pas pu être retiré&#xa0;: son dossier n&apos;a pas pu être supprimé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays: it is the only one there is.</source>
        <translation>{name} est le moteur utilisé, il reste donc&#xa0;: c&apos;est le seul qui existe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No runtime is called “{name}”.</source>
        <translation>Aucun moteur ne s&apos;appelle «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checking</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>Téléchargement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacking</source>
        <translation>Décompression</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuring</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiling</source>
        <translation>Compilation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing</source>
        <translation>Installation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
</context>
<context>
    <name>SamplingControls</name>
    <message>
        <location filename="../../desktop/gui/chat/sampling_controls.py" line="+36"/>
        <source>More settings</source>
        <translation>Plus de paramètres</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model&apos;s default</source>
        <translation>valeur du modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+88"/>
        <location line="+9"/>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>low effort</source>
        <translation>effort faible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium effort</source>
        <translation>effort moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high effort</source>
        <translation>effort élevé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer settings</source>
        <translation>Moins de paramètres</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Creativity (temperature)</source>
        <translation>Créativité (température)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>0 gives the same answer every time; higher is more varied.</source>
        <translation>0 donne la même réponse à chaque fois&#xa0;; plus haut est plus varié.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest answer, in tokens</source>
        <translation>Réponse la plus longue, en jetons</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The longest answer the model may write, in tokens (a token is about three quarters of a word); no limit lets it finish on its own.</source>
        <translation>La réponse la plus longue que le modèle peut écrire, en jetons (un jeton fait environ trois quarts de mot)&#xa0;; sans limite le laisse finir de lui-même.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+57"/>
        <source>Thinking</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Whether the model thinks before it answers (slower, often better), or how hard. Kept with this chat.</source>
        <translation>Si le modèle réfléchit avant de répondre (plus lent, souvent meilleur), ou avec quelle intensité. Conservé avec ce chat.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+149"/>
        <source>Show more answer settings</source>
        <translation>Afficher plus de paramètres de réponse</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+51"/>
        <source>Word choice breadth (top P)</source>
        <translation>Étendue du choix des mots (top P)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Only the likeliest words that together make up this share are considered.</source>
        <translation>Seuls les mots les plus probables qui ensemble font cette part sont pris en compte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+47"/>
        <source>Candidate words (top K)</source>
        <translation>Mots candidats (top K)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Only this many of the likeliest next words are considered; off considers all.</source>
        <translation>Seuls ces mots suivants les plus probables sont pris en compte&#xa0;; désactivé les prend tous en compte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+41"/>
        <source>Least likely word allowed (min P)</source>
        <translation>Mot le moins probable autorisé (min P)</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Words less likely than this share of the likeliest one are never picked.</source>
        <translation>Les mots moins probables que cette part du plus probable ne sont jamais choisis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+38"/>
        <source>Repetition penalty</source>
        <translation>Pénalité de répétition</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Above 1 the model avoids repeating itself.</source>
        <translation>Au-dessus de 1, le modèle évite de se répéter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+34"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>With the same seed and settings, the same question gets the same answer.</source>
        <translation>Avec la même graine et les mêmes paramètres, la même question obtient la même réponse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Creativity</source>
        <translation>Créativité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest answer</source>
        <translation>Réponse la plus longue</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>More answer settings</source>
        <translation>Plus de paramètres de réponse</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Hide more answer settings</source>
        <translation>Masquer les paramètres de réponse supplémentaires</translation>
    </message>
</context>
<context>
    <name>SavedListGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/saved_list_group.py" line="+45"/>
        <source>Pick {0} in the list first.</source>
        <translation>Choisissez d&apos;abord {0} dans la liste.</translation>
    </message>
</context>
<context>
    <name>ServeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="+72"/>
        <location line="+1"/>
        <source>Let other apps use the loaded model</source>
        <translation>Laisser d&apos;autres applications utiliser le modèle chargé</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port for other apps</source>
        <translation>Port pour les autres applications</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The port other apps connect to (8080 by default).</source>
        <translation>Le port auquel les autres applications se connectent (8080 par défaut).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Also let other computers on my network use it</source>
        <translation>Laisser aussi d&apos;autres ordinateurs de mon réseau l&apos;utiliser</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Local network warning</source>
        <translation>Avertissement sur le réseau local</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warning: {0}</source>
        <translation>Avertissement&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Key for other apps</source>
        <translation>Clé pour les autres applications</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+153"/>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Show the key</source>
        <translation>Afficher la clé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy the key</source>
        <translation>Copier la clé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regenerate</source>
        <translation>Régénérer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new key (apps with the old one are refused)</source>
        <translation>Créer une nouvelle clé (les applications avec l&apos;ancienne sont refusées)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Address for other apps</source>
        <translation>Adresse pour les autres applications</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the address</source>
        <translation>Copier l&apos;adresse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addresses for other computers</source>
        <translation>Adresses pour d&apos;autres ordinateurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speech model for other apps</source>
        <translation>Modèle vocal pour les autres applications</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speech for other apps</source>
        <translation>Voix pour les autres applications</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When changes apply</source>
        <translation>Quand les changements s&apos;appliquent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply now (reloads the model)</source>
        <translation>Appliquer maintenant (recharge le modèle)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply now, reloading the model</source>
        <translation>Appliquer maintenant, en rechargeant le modèle</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Port:</source>
        <translation>Port&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key:</source>
        <translation>Clé&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>Adresse&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech model:</source>
        <translation>Modèle vocal&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model for other apps is for</source>
        <translation>À quoi sert le modèle vocal pour les autres applications</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About other apps</source>
        <translation>À propos des autres applications</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>From other computers: {0}</source>
        <translation>Depuis d&apos;autres ordinateurs&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
</context>
<context>
    <name>ServerLogDialog</name>
    <message>
        <location filename="../../desktop/gui/shell/log_dialog.py" line="+26"/>
        <location line="+1"/>
        <source>Server log</source>
        <translation>Journal du serveur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What llama.cpp printed while loading and running the model. It helps when something went wrong; copy it into a bug report.</source>
        <translation>Ce que llama.cpp a affiché en chargeant et en faisant tourner le modèle. Il aide quand quelque chose n&apos;a pas marché&#xa0;; copiez-le dans un rapport de bug.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server log lines</source>
        <translation>Lignes du journal du serveur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server has printed nothing yet.</source>
        <translation>Le serveur n&apos;a encore rien affiché.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close the server log</source>
        <translation>Fermer le journal du serveur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the server log</source>
        <translation>Copier le journal du serveur</translation>
    </message>
</context>
<context>
    <name>SettingsDefaults</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="-150"/>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything on the graphics card</source>
        <translation>Tout sur la carte graphique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (no graphics card)</source>
        <translation>Processeur uniquement (pas de carte graphique)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Defaults for new models and chats</source>
        <translation>Valeurs par défaut des nouveaux modèles et chats</translation>
    </message>
</context>
<context>
    <name>SettingsHelp</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="-63"/>
        <source>When something goes wrong, a report helps the people who make LlamaDesk fix it. It says which versions, computer and runtime you have and what went wrong lately; it holds no chats, keys or tokens.</source>
        <translation>Quand quelque chose ne va pas, un rapport aide l&apos;équipe de LlamaDesk à le corriger. Il indique vos versions, votre ordinateur et votre moteur, et ce qui a mal tourné récemment ; il ne contient ni chats, ni clés, ni jetons.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
</context>
<context>
    <name>SettingsRemote</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="-104"/>
        <source>Chat with models on another computer: a llama-server, or LlamaDesk sharing its model with other apps. Its models appear in the Chat page&apos;s model box.</source>
        <translation>Discutez avec des modèles sur un autre ordinateur&#xa0;: un llama-server, ou LlamaDesk qui partage son modèle avec d&apos;autres applications. Ses modèles apparaissent dans la liste des modèles de la page Chat.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+3"/>
        <source>Remote servers</source>
        <translation>Serveurs distants</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove server</source>
        <translation>Retirer le serveur</translation>
    </message>
</context>
<context>
    <name>SettingsRpc</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+41"/>
        <source>Load models with the memory of other computers too: each must be sharing (below, on that computer). They are used from the next load.</source>
        <translation>Chargez les modèles avec la mémoire d&apos;autres ordinateurs aussi&#xa0;: chacun doit partager (ci-dessous, sur cet ordinateur-là). Ils sont utilisés à partir du prochain chargement.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lend this computer&apos;s memory and devices to LlamaDesk on another computer.</source>
        <translation>Prêtez la mémoire et les appareils de cet ordinateur à LlamaDesk sur un autre ordinateur.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Use other computers</source>
        <translation>Utiliser d&apos;autres ordinateurs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computers to use</source>
        <translation>Ordinateurs à utiliser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove computer</source>
        <translation>Retirer l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Share this computer</source>
        <translation>Partager cet ordinateur</translation>
    </message>
</context>
<context>
    <name>SettingsRuntime</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-350"/>
        <source>Best for this computer</source>
        <translation>Le meilleur pour cet ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (CPU)</source>
        <translation>Processeur uniquement (CPU)</translation>
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
        <translation>llama.cpp {0} (compilation {1}) dans {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp ({0} build) at {1}</source>
        <translation>llama.cpp (compilation {0}) dans {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp {0} at {1}</source>
        <translation>llama.cpp {0} dans {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp at {0}</source>
        <translation>llama.cpp dans {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} build</source>
        <translation>compilation {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown backend</source>
        <translation>backend inconnu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>portable</source>
        <translation>portable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>built for this processor</source>
        <translation>compilé pour ce processeur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} ({1}) at {2}</source>
        <translation>{0} ({1}) dans {2}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Runtime (llama-server)</source>
        <translation>Moteur (llama-server)</translation>
    </message>
</context>
<context>
    <name>SettingsServe</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="-209"/>
        <source>Other programs on this computer (code editors, scripts, chat apps that speak the OpenAI or Anthropic API) can use the loaded model. Give them the address and the key below; a request without the key is refused. The app keeps chatting as usual.</source>
        <translation>D&apos;autres programmes de cet ordinateur (éditeurs de code, scripts, applications de chat qui parlent l&apos;API OpenAI ou Anthropic) peuvent utiliser le modèle chargé. Donnez-leur l&apos;adresse et la clé ci-dessous&#xa0;; une requête sans la clé est refusée. L&apos;application continue de discuter comme d&apos;habitude.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changes apply the next time a model is loaded.</source>
        <translation>Les changements s&apos;appliquent au prochain chargement d&apos;un modèle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other apps can also ask this model to read text aloud (OpenAI&apos;s speech API, at the same address with the same key). It speaks in the voice and language chosen under Voice.</source>
        <translation>D&apos;autres applications peuvent aussi demander à ce modèle de lire du texte à voix haute (l&apos;API vocale d&apos;OpenAI, à la même adresse avec la même clé). Il parle avec la voix et la langue choisies sous Voix.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other apps</source>
        <translation>Autres applications</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Speech for other apps did not start: {0}</source>
        <translation>La voix pour les autres applications n&apos;a pas démarré&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the address above</source>
        <translation>l&apos;adresse ci-dessus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other apps can ask {0} to speak at {1}.</source>
        <translation>D&apos;autres applications peuvent demander à {0} de parler à {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} speaks for other apps from the next time a model is loaded.</source>
        <translation>{0} parle pour les autres applications à partir du prochain chargement d&apos;un modèle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} speaks for other apps once a model is loaded.</source>
        <translation>{0} parle pour les autres applications dès qu&apos;un modèle est chargé.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>port {0} is in use by another program; choose another port above.</source>
        <translation>le port {0} est utilisé par un autre programme ; choisissez un autre port ci-dessus.</translation>
    </message>
</context>
<context>
    <name>SettingsShortcuts</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_shortcuts.py" line="+16"/>
        <source>Show this list of shortcuts, from any page</source>
        <translation>Afficher cette liste de raccourcis, depuis n&apos;importe quelle page</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show this list of shortcuts too</source>
        <translation>Afficher aussi cette liste de raccourcis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat, from any page</source>
        <translation>Commencer un nouveau chat, depuis n&apos;importe quelle page</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Library</source>
        <translation>Afficher la Bibliothèque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Discover</source>
        <translation>Afficher Découvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Load</source>
        <translation>Afficher Charger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Chat</source>
        <translation>Afficher le Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Settings</source>
        <translation>Afficher les Paramètres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the message</source>
        <translation>Envoyer le message</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new line in the message</source>
        <translation>Commencer une nouvelle ligne dans le message</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop the answer being written (on the Chat page)</source>
        <translation>Arrêter la réponse en cours d&apos;écriture (sur la page Chat)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save an edited message and send it again</source>
        <translation>Enregistrer un message modifié et le renvoyer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave an edit as it was</source>
        <translation>Laisser une modification telle quelle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the search results from a model&apos;s page (Esc too)</source>
        <translation>Revenir aux résultats de la recherche depuis la page d&apos;un modèle (Échap aussi)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alt + underlined letter</source>
        <translation>Alt + lettre soulignée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the setting or button with that letter underlined</source>
        <translation>Aller au paramètre ou au bouton dont cette lettre est soulignée</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go to the next control (Shift+Tab: the one before)</source>
        <translation>Aller au contrôle suivant (Maj+Tab&#xa0;: le précédent)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>SettingsTools</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="-117"/>
        <source>Needs the internet. Off by default: LlamaDesk works without a connection, and nothing leaves this computer unless you turn this on.</source>
        <translation>Nécessite internet. Désactivé par défaut&#xa0;: LlamaDesk fonctionne sans connexion, et rien ne quitte cet ordinateur à moins que vous n&apos;activiez ceci.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: a command runs this computer&apos;s programs. It can read the system&apos;s folders and the files attached to the chat and write only in the chat&apos;s own folder, with no network; still, every command is shown to you first and runs only if you allow it.</source>
        <translation>Avertissement&#xa0;: une commande exécute les programmes de cet ordinateur. Elle peut lire les dossiers du système et les fichiers joints au chat et n&apos;écrire que dans le dossier propre au chat, sans réseau&#xa0;; toutefois, chaque commande vous est d&apos;abord montrée et ne s&apos;exécute que si vous l&apos;autorisez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A SearXNG search address, e.g. https://searx.example.org/search</source>
        <translation>Une adresse de recherche SearXNG, par ex. https://searx.example.org/search</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tools the model can use</source>
        <translation>Outils que le modèle peut utiliser</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_view.py" line="+78"/>
        <source>LlamaDesk&apos;s models folder</source>
        <translation>Dossier des modèles de LlamaDesk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hugging Face cache (shared with other apps)</source>
        <translation>Le cache de Hugging Face (partagé avec d&apos;autres applications)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most people never need these: other apps and computers, tool servers, and the program that runs the models.</source>
        <translation>La plupart des gens n&apos;en ont jamais besoin&#xa0;: autres applications et ordinateurs, serveurs d&apos;outils et programme qui fait tourner les modèles.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face, the token was kept and will be checked later.</source>
        <translation>Impossible de joindre Hugging Face ; le jeton a été conservé et sera vérifié plus tard.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Signed in as {0}.</source>
        <translation>Connecté en tant que {0}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+59"/>
        <location line="+159"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>Settings status</source>
        <translation>État des paramètres</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+140"/>
        <source>Appearance and accounts</source>
        <translation>Apparence et comptes</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>New chats and models</source>
        <translation>Nouveaux chats et modèles</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <location line="+2"/>
        <source>Model folders</source>
        <translation>Dossiers de modèles</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Where things are kept</source>
        <translation>Emplacements de stockage</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+198"/>
        <source>Where LlamaDesk keeps things</source>
        <translation>Où LlamaDesk conserve ses données</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Tools the model can use</source>
        <translation>Outils que le modèle peut utiliser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice</source>
        <translation>Voix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tool servers (MCP)</source>
        <translation>Serveurs d&apos;outils (MCP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP servers</source>
        <translation>Serveurs MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other apps</source>
        <translation>Autres applications</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other apps use the loaded model</source>
        <translation>Laisser d&apos;autres applications utiliser le modèle chargé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remote servers</source>
        <translation>Serveurs distants</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other computers</source>
        <translation>Autres ordinateurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use other computers, share this one</source>
        <translation>Utiliser d&apos;autres ordinateurs, partager celui-ci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtime</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About the advanced settings</source>
        <translation>À propos des paramètres avancés</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scroll the settings</source>
        <translation>Faire défiler les paramètres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll the settings sideways</source>
        <translation>Faire défiler les paramètres horizontalement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings sections</source>
        <translation>Sections des paramètres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a section to go to it; Enter moves into it.</source>
        <translation>Choisissez une section pour y aller&#xa0;; Entrée y entre.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Add &amp;folder…</source>
        <translation>Ajouter un &amp;dossier…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model folder</source>
        <translation>Ajouter un dossier de modèles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected model folder</source>
        <translation>Retirer le dossier de modèles sélectionné</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system&apos;s language</source>
        <translation>La langue du système</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language change</source>
        <translation>Changement de langue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face token</source>
        <translation>Jeton Hugging&#xa0;Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only needed for gated or private models</source>
        <translation>Nécessaire seulement pour les modèles restreints ou privés</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+243"/>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <location line="-242"/>
        <location line="+246"/>
        <source>Show the Hugging Face token</source>
        <translation>Afficher le jeton Hugging Face</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Chec&amp;k</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check the Hugging Face token</source>
        <translation>Vérifier le jeton Hugging Face</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token check</source>
        <translation>Vérification du jeton Hugging Face</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Theme</source>
        <translation>T&amp;hème</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hugging Face t&amp;oken</source>
        <translation>&amp;Jeton Hugging Face</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chats and data</source>
        <translation>Chats et données</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded models</source>
        <translation>Modèles téléchargés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} folder</source>
        <translation>Dossier {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the {0} folder</source>
        <translation>Ouvrir le dossier {0}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save downloaded models in</source>
        <translation>Enregistrer les modèles téléchargés dans</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save &amp;downloaded models in</source>
        <translation>Enregistrer les modèles télé&amp;chargés dans</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add a folder with models</source>
        <translation>Ajouter un dossier contenant des modèles</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} is not a folder, so it was not added.</source>
        <translation>{0} n&apos;est pas un dossier, il n&apos;a donc pas été ajouté.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is already in the list.</source>
        <translation>{0} est déjà dans la liste.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>LlamaDesk speaks the language you chose from its next start.</source>
        <translation>LlamaDesk parlera la langue choisie à partir de son prochain démarrage.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hugging Face token saved.</source>
        <translation>Jeton Hugging Face enregistré.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token removed.</source>
        <translation>Jeton Hugging Face retiré.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Paste a token first.</source>
        <translation>Collez d&apos;abord un jeton.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The token could not be checked; try again.</source>
        <translation>Le jeton n&apos;a pas pu être vérifié&#xa0;; réessayez.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide the Hugging Face token</source>
        <translation>Masquer le jeton Hugging Face</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not create {0}: {1}.</source>
        <translation>Impossible de créer {0}&#xa0;: {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not open {0} in the file manager.</source>
        <translation>Impossible d&apos;ouvrir {0} dans le gestionnaire de fichiers.</translation>
    </message>
</context>
<context>
    <name>SettingsVoice</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="+39"/>
        <source>LlamaDesk can read answers aloud (the “Read aloud” button on each answer) and write down what you say (the “Speak” button beside the message box). Both run on this computer: nothing you say leaves it, and the microphone is on only between your two presses.</source>
        <translation>LlamaDesk peut lire les réponses à voix haute (le bouton «&#xa0;Lire à voix haute&#xa0;» de chaque réponse) et écrire ce que vous dites (le bouton «&#xa0;Parler&#xa0;» à côté de la zone de message). Les deux fonctionnent sur cet ordinateur&#xa0;: rien de ce que vous dites n&apos;en sort, et le micro n&apos;est allumé qu&apos;entre vos deux appuis.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reads answers aloud: a Qwen3-TTS or Pocket TTS model, with its mmproj file in the same folder.</source>
        <translation>Lit les réponses à voix haute&#xa0;: un modèle Qwen3-TTS ou Pocket TTS, avec son fichier mmproj dans le même dossier.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writes down what you say: a model that hears (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), with its audio mmproj file in the same folder.</source>
        <translation>Écrit ce que vous dites&#xa0;: un modèle qui entend (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), avec son fichier mmproj audio dans le même dossier.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optional for Qwen3-TTS, needed for Pocket TTS: a few seconds of someone speaking (WAV or MP3); answers are read in that voice.</source>
        <translation>Facultatif pour Qwen3-TTS, nécessaire pour Pocket TTS&#xa0;: quelques secondes d&apos;une personne qui parle (WAV ou MP3)&#xa0;; les réponses sont lues avec cette voix.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language answers are in, for speech models that speak several (Qwen3-TTS).</source>
        <translation>La langue des réponses, pour les modèles vocaux qui en parlent plusieurs (Qwen3-TTS).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s own</source>
        <translation>Celle du modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers are read at the speech model&apos;s own pace: llama.cpp&apos;s speech program has no speed setting.</source>
        <translation>Les réponses sont lues au rythme propre du modèle vocal&#xa0;: le programme vocal de llama.cpp n&apos;a pas de réglage de vitesse.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first in your library</source>
        <translation>Le premier de votre bibliothèque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None in your library yet</source>
        <translation>Aucun dans votre bibliothèque pour l&apos;instant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound files (*.wav *.mp3)</source>
        <translation>Fichiers audio (*.wav *.mp3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Voice</source>
        <translation>Voix</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Found in your library: {0}, {1}.</source>
        <translation>Trouvés dans votre bibliothèque&#xa0;: {0}, {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Download them into one of your model folders to use them here.</source>
        <translation> Téléchargez-les dans l&apos;un de vos dossiers de modèles pour les utiliser ici.</translation>
    </message>
</context>
<context>
    <name>SettingsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/settings_words.py" line="+16"/>
        <source>Your settings file could not be read, so LlamaDesk started with default settings.</source>
        <translation>Votre fichier de paramètres n&apos;a pas pu être lu, donc LlamaDesk a démarré avec les paramètres par défaut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some settings had values LlamaDesk could not use and were reset to their defaults ({fields}); the others were kept.</source>
        <translation>Certains paramètres avaient des valeurs inutilisables par LlamaDesk et ont été remis à leur valeur par défaut ({fields})&#xa0;; les autres ont été conservés.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged. LlamaDesk kept the settings it could still read and reset the rest to their defaults.</source>
        <translation>Votre fichier de paramètres était endommagé. LlamaDesk a conservé les paramètres encore lisibles et remis les autres à leur valeur par défaut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged and could not be read, so LlamaDesk started with default settings.</source>
        <translation>Votre fichier de paramètres était endommagé et illisible, donc LlamaDesk a démarré avec les paramètres par défaut.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The old file was kept as {path}.</source>
        <translation>L&apos;ancien fichier a été conservé sous {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The damaged file was kept as {path}.</source>
        <translation>Le fichier endommagé a été conservé sous {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token was kept.</source>
        <translation>Votre jeton Hugging Face a été conservé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token could not be read: enter it again in Settings to download gated models.</source>
        <translation>Votre jeton Hugging Face n&apos;a pas pu être lu&#xa0;: saisissez-le à nouveau dans les Paramètres pour télécharger les modèles à accès restreint.</translation>
    </message>
</context>
<context>
    <name>ShareGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+5"/>
        <source>Share this computer&apos;s memory and devices</source>
        <translation>Partager la mémoire et les appareils de cet ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share this computer</source>
        <translation>Partager cet ordinateur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port to share on</source>
        <translation>Port de partage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other computers on my network use it</source>
        <translation>Laisser d&apos;autres ordinateurs de mon réseau l&apos;utiliser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share with other computers on my network</source>
        <translation>Partager avec d&apos;autres ordinateurs de mon réseau</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing warning</source>
        <translation>Avertissement sur le partage</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+77"/>
        <source>Not shared.</source>
        <translation>Non partagé.</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About sharing this computer</source>
        <translation>À propos du partage de cet ordinateur</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0}:{1} (this computer&apos;s network address)</source>
        <translation>{0}:{1} (l&apos;adresse réseau de cet ordinateur)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} (this computer only)</source>
        <translation>{0} (cet ordinateur seulement)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared at {0}. Other computers add it to their list.</source>
        <translation>Partagé à {0}. Les autres ordinateurs l&apos;ajoutent à leur liste.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not shared. {0}</source>
        <translation>Non partagé. {0}</translation>
    </message>
</context>
<context>
    <name>ShortcutsHelp</name>
    <message>
        <location filename="../../desktop/gui/shell/shortcuts_help.py" line="+17"/>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key the window answers to. Esc closes this.</source>
        <translation>Toutes les touches auxquelles la fenêtre répond. Échap ferme ceci.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close the list of shortcuts</source>
        <translation>Fermer la liste des raccourcis</translation>
    </message>
</context>
<context>
    <name>SourcesList</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+18"/>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sources:</source>
        <translation>Sources&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources of this answer</source>
        <translation>Sources de cette réponse</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Source {number}: {label}</source>
        <translation>Source {number}&#xa0;: {label}</translation>
    </message>
</context>
<context>
    <name>StarterNote</name>
    <message>
        <location filename="../../desktop/gui/widgets/starter_note.py" line="+19"/>
        <source>tiny demo</source>
        <translation>démo minuscule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (starter model: a tiny demo)</source>
        <translation> (modèle de démarrage&#xa0;: une démo minuscule)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a better model for this computer</source>
        <translation>Trouver un meilleur modèle pour cet ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the starter model, a tiny demo (135 million parameters) that shows the app works. Its answers are often wrong or odd; a bigger model answers far better.</source>
        <translation>Voici le modèle de démarrage, une démo minuscule (135 millions de paramètres) qui montre que l&apos;application fonctionne. Ses réponses sont souvent fausses ou bizarres&#xa0;; un modèle plus grand répond bien mieux.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Discover&apos;s suggestions for this computer&apos;s memory.</source>
        <translation>Les suggestions de Découvrir pour la mémoire de cet ordinateur.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About the starter model</source>
        <translation>À propos du modèle de démarrage</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/store_words.py" line="+27"/>
        <source>Your chat could not be saved.</source>
        <translation>Votre chat n&apos;a pas pu être enregistré.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chat could not be saved because the disk is full. Free some space.</source>
        <translation>Votre chat n&apos;a pas pu être enregistré, car le disque est plein. Libérez de l&apos;espace.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your chat could not be saved because LlamaDesk may not write to its chats file. Check the file&apos;s permissions.</source>
        <translation>Votre chat n&apos;a pas pu être enregistré, car LlamaDesk n&apos;a pas le droit d&apos;écrire dans son fichier de chats. Vérifiez les autorisations du fichier.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because another copy of LlamaDesk is using the chats file. Close it and try again.</source>
        <translation>Votre chat n&apos;a pas pu être enregistré, car un autre LlamaDesk utilise le fichier de chats. Fermez-le et réessayez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because the disk could not be written. Check that it is still connected and has free space.</source>
        <translation>Votre chat n&apos;a pas pu être enregistré, car le disque n&apos;a pas pu être écrit. Vérifiez qu&apos;il est toujours connecté et qu&apos;il a de l&apos;espace libre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats could not be read.</source>
        <translation>Vos chats enregistrés n&apos;ont pas pu être lus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved chats were already closed.</source>
        <translation>Les chats enregistrés étaient déjà fermés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your saved chats could not be opened. Close other copies of LlamaDesk and try again.</source>
        <translation>Vos chats enregistrés n&apos;ont pas pu être ouverts. Fermez les autres copies de LlamaDesk et réessayez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your saved chats could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>Vos chats enregistrés n&apos;ont pas pu être ouverts dans {path}. Vérifiez que le dossier existe et que vous pouvez y écrire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats were written by a newer version of LlamaDesk. Update LlamaDesk to open them.</source>
        <translation>Vos chats enregistrés ont été écrits par une version plus récente de LlamaDesk. Mettez LlamaDesk à jour pour les ouvrir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not make a new one next to it. Check that there is free disk space in {folder}, then start LlamaDesk again.</source>
        <translation>Votre fichier de chats est endommagé, et LlamaDesk n&apos;a pas pu en créer un nouveau à côté. Vérifiez qu&apos;il reste de l&apos;espace libre dans {folder}, puis relancez LlamaDesk.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not move it aside to put a repaired copy in its place. Close other programs that may use it, then start LlamaDesk again. The file is {path}.</source>
        <translation>Votre fichier de chats est endommagé, et LlamaDesk n&apos;a pas pu le mettre de côté pour le remplacer par une copie réparée. Fermez les autres programmes qui pourraient l&apos;utiliser, puis relancez LlamaDesk. Le fichier est {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved chats file is damaged and could not be repaired.</source>
        <translation>Votre fichier de chats est endommagé et n&apos;a pas pu être réparé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This chat no longer exists.</source>
        <translation>Ce chat n&apos;existe plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This message no longer exists.</source>
        <translation>Ce message n&apos;existe plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This reply is no longer being written.</source>
        <translation>Cette réponse n&apos;est plus en cours d&apos;écriture.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This reply no longer exists.</source>
        <translation>Cette réponse n&apos;existe plus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved chats file was damaged and nothing could be read from it, so a new, empty chat history was started. The damaged file was kept as {kept}.</source>
        <translation>Votre fichier de chats était endommagé et rien n&apos;a pu y être lu&#xa0;; un nouvel historique de chats, vide, a donc été commencé. Le fichier endommagé a été conservé sous {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}). The damaged file was kept as {kept}.</source>
        <translation>Votre fichier de chats était endommagé. LlamaDesk a récupéré ce qu&apos;il a pu dans un nouveau fichier (chats&#xa0;: {chats}, messages&#xa0;: {messages}). Le fichier endommagé a été conservé sous {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}); some parts could not be read and are only in the damaged copy. The damaged file was kept as {kept}.</source>
        <translation>Votre fichier de chats était endommagé. LlamaDesk a récupéré ce qu&apos;il a pu dans un nouveau fichier (chats&#xa0;: {chats}, messages&#xa0;: {messages})&#xa0;; certaines parties n&apos;ont pas pu être lues et ne sont que dans la copie endommagée. Le fichier endommagé a été conservé sous {kept}.</translation>
    </message>
</context>
<context>
    <name>SuggestionNotes</name>
    <message>
        <location filename="../../desktop/gui/discover/suggestion_notes.py" line="+16"/>
        <source>Tiny and quick</source>
        <translation>Minuscule et rapide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good all-rounder</source>
        <translation>Polyvalent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strong at reasoning</source>
        <translation>Fort en raisonnement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Popular 8B chat</source>
        <translation>Modèle de chat 8B populaire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Multilingual, coding</source>
        <translation>Multilingue, programmation</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sees images too</source>
        <translation>Voit aussi les images</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Near frontier quality</source>
        <translation>Qualité proche des meilleurs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large, sees images</source>
        <translation>Grand, voit les images</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs a big GPU</source>
        <translation>Nécessite une grosse carte graphique</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speaking: reads answers aloud (10 languages)</source>
        <translation>Parole&#xa0;: lit les réponses à voix haute (10 langues)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (small)</source>
        <translation>Écoute&#xa0;: écrit ce que vous dites (petit)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (more accurate)</source>
        <translation>Écoute&#xa0;: écrit ce que vous dites (plus précis)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Google&apos;s EmbeddingGemma: over 100 languages, strong for its size</source>
        <translation>EmbeddingGemma de Google&#xa0;: plus de 100 langues, performant pour sa taille</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Among the best at finding passages; many languages, long texts</source>
        <translation>Parmi les meilleurs pour trouver des passages&#xa0;; de nombreuses langues, textes longs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English, long passages, quick on any computer</source>
        <translation>Anglais, longs passages, rapide sur tout ordinateur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BGE-M3: over 100 languages, long texts</source>
        <translation>BGE-M3&#xa0;: plus de 100 langues, textes longs</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../desktop/gui/shell/theme.py" line="+26"/>
        <source>Same as the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
</context>
<context>
    <name>ToolButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="-148"/>
        <source>Make the model use a tool first</source>
        <translation>Obliger le modèle à utiliser d&apos;abord un outil</translation>
    </message>
</context>
<context>
    <name>ToolCallCard</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_card.py" line="+34"/>
        <source>waiting for you</source>
        <translation>vous attend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>refusé</translation>
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
        <translation>Appel d&apos;outil&#xa0;: {name}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tool call time</source>
        <translation>Durée de l&apos;appel d&apos;outil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tool call arguments</source>
        <translation>Arguments de l&apos;appel d&apos;outil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call result</source>
        <translation>Résultat de l&apos;appel d&apos;outil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call problem</source>
        <translation>Problème d&apos;appel d&apos;outil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Approval question</source>
        <translation>Demande d&apos;accord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow once</source>
        <translation>Autoriser une fois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow this {name} call once</source>
        <translation>Autoriser cet appel à {name} une fois</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow in this chat</source>
        <translation>Autoriser dans ce chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow {name} for the rest of this chat</source>
        <translation>Autoriser {name} pour le reste de ce chat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deny</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deny this {name} call</source>
        <translation>Refuser cet appel à {name}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{name}: {status}</source>
        <translation>{name}&#xa0;: {status}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The model wants to use {name} (it can delete or overwrite things) with the arguments below. Allow it?</source>
        <translation>Le modèle veut utiliser {name} (il peut supprimer ou écraser des choses) avec les arguments ci-dessous. L&apos;autoriser&#xa0;?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model wants to use {name} with the arguments below. Allow it?</source>
        <translation>Le modèle veut utiliser {name} avec les arguments ci-dessous. L&apos;autoriser&#xa0;?</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Hide the {name} call ({status})</source>
        <translation>Masquer l&apos;appel à {name} ({status})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the {name} call ({status})</source>
        <translation>Afficher l&apos;appel à {name} ({status})</translation>
    </message>
</context>
<context>
    <name>ToolCardList</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_cards.py" line="+34"/>
        <source>Tool calls</source>
        <translation>Appels d&apos;outils</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tools note</source>
        <translation>Remarque sur les outils</translation>
    </message>
</context>
<context>
    <name>ToolCards</name>
    <message>
        <location line="-21"/>
        <source>The answer ended before this call was allowed, so it did not run.</source>
        <translation>La réponse s&apos;est terminée avant que cet appel soit autorisé, il ne s&apos;est donc pas exécuté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer ended while this call was running.</source>
        <translation>La réponse s&apos;est terminée pendant l&apos;exécution de cet appel.</translation>
    </message>
</context>
<context>
    <name>ToolServers</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="-207"/>
        <source>Ask every time</source>
        <translation>Demander à chaque fois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow in this chat</source>
        <translation>Autoriser dans ce chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always allow</source>
        <translation>Toujours autoriser</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give the server a name.</source>
        <translation>Donnez un nom au serveur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the command that starts the server, or its web address.</source>
        <translation>Indiquez la commande qui démarre le serveur, ou son adresse web.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The command could not be read: {0}.</source>
        <translation>La commande n&apos;a pas pu être lue&#xa0;: {0}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It did not work: {0}</source>
        <translation>Cela n&apos;a pas marché&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It works, but it offers no tools.</source>
        <translation>Cela marche, mais il ne propose aucun outil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (peut modifier des choses)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It works. Its tools: {0}.</source>
        <translation>Cela marche. Ses outils&#xa0;: {0}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MCP servers</source>
        <translation>Serveurs MCP</translation>
    </message>
</context>
<context>
    <name>ToolWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/tool_words.py" line="+34"/>
        <source>Run Python code</source>
        <translation>Exécuter du code Python</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run short Python programs to calculate or check its work. They run fenced off: they cannot start programs, use the internet, or read your files except the ones you attach.</source>
        <translation>Permet au modèle d&apos;exécuter de courts programmes Python pour calculer ou vérifier son travail. Ils tournent isolés&#xa0;: ils ne peuvent ni lancer de programmes, ni utiliser internet, ni lire vos fichiers, sauf ceux que vous joignez.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read attached files</source>
        <translation>Lire les fichiers joints</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read the files you attach to this chat, and nothing else.</source>
        <translation>Permet au modèle de lire les fichiers que vous joignez à ce chat, et rien d&apos;autre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search the web</source>
        <translation>Chercher sur le web</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model search the web and read the list of results. Uses the internet.</source>
        <translation>Permet au modèle de chercher sur le web et de lire la liste des résultats. Utilise internet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open web pages</source>
        <translation>Ouvrir des pages web</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read a web page&apos;s text. Uses the internet.</source>
        <translation>Permet au modèle de lire le texte d&apos;une page web. Utilise internet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run commands on this computer</source>
        <translation>Exécuter des commandes sur cet ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run commands on your computer, in a folder of its own. It asks you before every command.</source>
        <translation>Permet au modèle d&apos;exécuter des commandes sur votre ordinateur, dans un dossier qui lui est propre. Il vous demande avant chaque commande.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>“{name}” is not a tool LlamaDesk knows.</source>
        <translation>«&#xa0;{name}&#xa0;» n&apos;est pas un outil que LlamaDesk connaît.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tool “{name}” is off. Turn it on in Settings → Tools.</source>
        <translation>L&apos;outil «&#xa0;{name}&#xa0;» est désactivé. Activez-le dans Paramètres → Outils.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP configuration file {path} does not exist.</source>
        <translation>Le fichier de configuration MCP {path} n&apos;existe pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no MCP server named “{name}”. Add it in Settings → Tools.</source>
        <translation>Il n&apos;y a pas de serveur MCP nommé «&#xa0;{name}&#xa0;». Ajoutez-le dans Paramètres → Outils.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An MCP server needs a name.</source>
        <translation>Un serveur MCP a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An MCP server needs either a command to start or an address (URL).</source>
        <translation>Un serveur MCP a besoin soit d&apos;une commande pour le démarrer, soit d&apos;une adresse (URL).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP servers could not be saved to {path}. Check that the disk has free space and you may write to that folder.</source>
        <translation>Les serveurs MCP n&apos;ont pas pu être enregistrés dans {path}. Vérifiez que le disque a de l&apos;espace libre et que vous pouvez écrire dans ce dossier.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP configuration file {path} could not be read. Check that you may read it.</source>
        <translation>Le fichier de configuration MCP {path} n&apos;a pas pu être lu. Vérifiez que vous avez le droit de le lire.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP configuration file {path} is damaged. Fix or remove it; LlamaDesk will not write over it.</source>
        <translation>Le fichier de configuration MCP {path} est endommagé. Corrigez-le ou supprimez-le&#xa0;; LlamaDesk ne l&apos;écrasera pas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{name}” did not answer in time and was stopped.</source>
        <translation>Le serveur MCP «&#xa0;{name}&#xa0;» n&apos;a pas répondu à temps et a été arrêté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{name}” could not be started ({reason}). Check its command or address in Settings → Tools.</source>
        <translation>Le serveur MCP «&#xa0;{name}&#xa0;» n&apos;a pas pu être démarré ({reason}). Vérifiez sa commande ou son adresse dans Paramètres → Outils.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It said: “{said}”</source>
        <translation>Il a dit&#xa0;: «&#xa0;{said}&#xa0;»</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The model asked for a tool without naming it, so nothing ran.</source>
        <translation>Le modèle a demandé un outil sans le nommer, donc rien n&apos;a été exécuté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model asked for a tool named “{name}”, which this chat does not have.</source>
        <translation>Le modèle a demandé un outil nommé «&#xa0;{name}&#xa0;», que cette conversation n&apos;a pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model&apos;s request could not be read, so the tool did not run ({reason}).</source>
        <translation>La demande du modèle n&apos;a pas pu être lue, donc l&apos;outil n&apos;a pas été exécuté ({reason}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed: “{name}” can change things on this computer and was not allowed for this question, so it did not run.</source>
        <translation>Non autorisé&#xa0;: «&#xa0;{name}&#xa0;» peut modifier des choses sur cet ordinateur et n&apos;était pas autorisé pour cette question, donc il n&apos;a pas été exécuté.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stopped by the user.</source>
        <translation>Arrêté par l&apos;utilisateur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” took longer than {seconds} seconds and was stopped.</source>
        <translation>«&#xa0;{name}&#xa0;» a pris plus de {seconds} secondes et a été arrêté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}” failed with an error of its own: {reason}</source>
        <translation>«&#xa0;{name}&#xa0;» a échoué avec une erreur qui lui est propre&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give the tool what it needs (“{name}”), so it did not run.</source>
        <translation>Le modèle n&apos;a pas donné à l&apos;outil ce dont il a besoin («&#xa0;{name}&#xa0;»), donc il n&apos;a pas été exécuté.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“{name}” is not a file attached to this chat.</source>
        <translation>«&#xa0;{name}&#xa0;» n&apos;est pas un fichier joint à cette conversation.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running commands is off on Windows for now: LlamaDesk can&apos;t fence it off there yet, and it never runs without the fence.</source>
        <translation>L&apos;exécution de commandes est désactivée sous Windows pour l&apos;instant&#xa0;: LlamaDesk ne peut pas encore l&apos;isoler là-bas, et elle ne s&apos;exécute jamais sans isolation.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This tool is off on this computer: LlamaDesk could not fence it off here, so nothing ran ({reason}).</source>
        <translation>Cet outil est désactivé sur cet ordinateur&#xa0;: LlamaDesk n&apos;a pas pu l&apos;isoler ici, donc rien n&apos;a été exécuté ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not read {name}: it works in its own folder and may read only the files attached to the chat.</source>
        <translation>Le code n&apos;a pas le droit de lire {name}&#xa0;: il travaille dans son propre dossier et ne peut lire que les fichiers joints à la conversation.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not write {name}: it may change only the files in its own folder.</source>
        <translation>Le code n&apos;a pas le droit d&apos;écrire {name}&#xa0;: il ne peut modifier que les fichiers de son propre dossier.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The code tried to use the network, which it may not.</source>
        <translation>Le code a essayé d&apos;utiliser le réseau, ce qui ne lui est pas permis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to start another program, which it may not.</source>
        <translation>Le code a essayé de lancer un autre programme, ce qui ne lui est pas permis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to call native code (ctypes), which it may not.</source>
        <translation>Le code a essayé d&apos;appeler du code natif (ctypes), ce qui ne lui est pas permis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat&apos;s working folder could not be made ({reason}).</source>
        <translation>Le dossier de travail de la conversation n&apos;a pas pu être créé ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It could not be started ({reason}).</source>
        <translation>Il n&apos;a pas pu être démarré ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ran longer than its limit of {seconds} seconds and was stopped.</source>
        <translation>Il a tourné plus longtemps que sa limite de {seconds} secondes et a été arrêté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was stopped: the answer was cancelled.</source>
        <translation>Il a été arrêté&#xa0;: la réponse a été annulée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It used more memory than its limit of {size} and was stopped.</source>
        <translation>Il a utilisé plus de mémoire que sa limite de {size} et a été arrêté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It failed (exit code {code}).</source>
        <translation>Il a échoué (code de sortie {code}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attached file {name} could not be read ({reason}).</source>
        <translation>Le fichier joint {name} n&apos;a pas pu être lu ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a text file ({size}); only text files can be read.</source>
        <translation>{name} n&apos;est pas un fichier texte ({size})&#xa0;; seuls les fichiers texte peuvent être lus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give a full web address (one starting with http:// or https://).</source>
        <translation>Le modèle n&apos;a pas donné d&apos;adresse web complète (commençant par http:// ou https://).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} answered with an error (HTTP {code}).</source>
        <translation>{address} a répondu par une erreur (HTTP {code}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} did not answer in time.</source>
        <translation>{address} n&apos;a pas répondu à temps.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{address} could not be reached ({reason}).</source>
        <translation>{address} n&apos;a pas pu être joint ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a text page ({reason}, {size}).</source>
        <translation>{address} n&apos;est pas une page de texte ({reason}, {size}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No search service is set. Enter a SearXNG search address in Settings → Tools.</source>
        <translation>Aucun service de recherche n&apos;est défini. Saisissez une adresse de recherche SearXNG dans Paramètres → Outils.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search service at {address} did not answer with search results. Check its address in Settings → Tools.</source>
        <translation>Le service de recherche à l&apos;adresse {address} n&apos;a pas répondu par des résultats de recherche. Vérifiez son adresse dans Paramètres → Outils.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{server}” stopped and is not running any more.</source>
        <translation>Le serveur MCP «&#xa0;{server}&#xa0;» s&apos;est arrêté et ne tourne plus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” did not answer {name} within {seconds} seconds.</source>
        <translation>Le serveur MCP «&#xa0;{server}&#xa0;» n&apos;a pas répondu à {name} en {seconds} secondes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP server “{server}” could not run {name} ({reason}).</source>
        <translation>Le serveur MCP «&#xa0;{server}&#xa0;» n&apos;a pas pu exécuter {name} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The call to the MCP server “{server}” was stopped.</source>
        <translation>L&apos;appel au serveur MCP «&#xa0;{server}&#xa0;» a été arrêté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” sent an answer LlamaDesk could not read ({reason}).</source>
        <translation>Le serveur MCP «&#xa0;{server}&#xa0;» a envoyé une réponse que LlamaDesk n&apos;a pas pu lire ({reason}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tool reported an error without saying more.</source>
        <translation>L&apos;outil a signalé une erreur sans en dire plus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It used more memory than its limit and was stopped.</source>
        <translation>Il a utilisé plus de mémoire que sa limite et a été arrêté.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its last line of output: “{said}”</source>
        <translation>Sa dernière ligne de sortie&#xa0;: «&#xa0;{said}&#xa0;»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tool said: {said}</source>
        <translation>L&apos;outil a dit&#xa0;: {said}</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>You refused this call.</source>
        <translation>Vous avez refusé cet appel.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Not run again: the same call was made before.</source>
        <translation>Pas relancé&#xa0;: le même appel a déjà été fait.</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../desktop/gui/widgets/units.py" line="+15"/>
        <source>KB</source>
        <translation>Ko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB</source>
        <translation>Mo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB</source>
        <translation>Go</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TB</source>
        <translation>To</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1 byte</source>
        <translation>1 octet</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln octet</numerusform>
            <numerusform>%Ln octets</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>less than a second</source>
        <translation>moins d&apos;une seconde</translation>
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
        <translation>Ordinateur à utiliser, adresse et port</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add computer</source>
        <translation>Ajouter l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add computer to use</source>
        <translation>Ajouter un ordinateur à utiliser</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About using other computers</source>
        <translation>À propos de l&apos;utilisation d&apos;autres ordinateurs</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Enter a computer&apos;s address and port first.</source>
        <translation>Saisissez d&apos;abord l&apos;adresse et le port d&apos;un ordinateur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added {0}. It is used from the next load.</source>
        <translation>{0} ajouté. Il est utilisé à partir du prochain chargement.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a computer</source>
        <translation>un ordinateur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removed {0}. The next load goes without it.</source>
        <translation>{0} retiré. Le prochain chargement se fait sans lui.</translation>
    </message>
</context>
<context>
    <name>VersionSwitch</name>
    <message>
        <location filename="../../desktop/gui/chat/version_switch.py" line="+29"/>
        <source>Previous version of this answer</source>
        <translation>Version précédente de cette réponse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous version of this question</source>
        <translation>Version précédente de cette question</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next version of this answer</source>
        <translation>Version suivante de cette réponse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next version of this question</source>
        <translation>Version suivante de cette question</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Version of this answer</source>
        <translation>Version de cette réponse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version of this question</source>
        <translation>Version de cette question</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Version {number} of {count} of this answer</source>
        <translation>Version {number} sur {count} de cette réponse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version {number} of {count} of this question</source>
        <translation>Version {number} sur {count} de cette question</translation>
    </message>
</context>
<context>
    <name>VoiceGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="-203"/>
        <source>Speech model, which reads answers aloud</source>
        <translation>Modèle vocal, qui lit les réponses à voix haute</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening model, which writes down what you say</source>
        <translation>Modèle d&apos;écoute, qui écrit ce que vous dites</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s own voice</source>
        <translation>La voix propre au modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice sample</source>
        <translation>Échantillon de voix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+127"/>
        <source>Choose a voice sample</source>
        <translation>Choisir un échantillon de voix</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the model&apos;s own voice</source>
        <translation>Utiliser la voix propre au modèle</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Language answers are read in</source>
        <translation>Langue de lecture des réponses</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Read answers aloud automatically</source>
        <translation>Lire automatiquement les réponses à voix haute</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice models found</source>
        <translation>Modèles vocaux trouvés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Speech model:</source>
        <translation>Modèle &amp;vocal&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model is for</source>
        <translation>À quoi sert le modèle vocal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Listening model:</source>
        <translation>Modèle d&apos;é&amp;coute&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the listening model is for</source>
        <translation>À quoi sert le modèle d&apos;écoute</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>Lan&amp;gue&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Voice sample:</source>
        <translation>Éch&amp;antillon de voix&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the voice sample is for</source>
        <translation>À quoi sert l&apos;échantillon de voix</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About voice</source>
        <translation>À propos de la voix</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading speed</source>
        <translation>Vitesse de lecture</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>no listening model</source>
        <translation>aucun modèle d&apos;écoute</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 listening model</source>
        <translation>1 modèle d&apos;écoute</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln listening models</source>
        <translation>
            <numerusform>%Ln modèle d&apos;écoute</numerusform>
            <numerusform>%Ln modèles d&apos;écoute</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no speech model</source>
        <translation>aucun modèle vocal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 speech model</source>
        <translation>1 modèle vocal</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln speech models</source>
        <translation>
            <numerusform>%Ln modèle vocal</numerusform>
            <numerusform>%Ln modèles vocaux</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VoiceInput</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_input.py" line="+27"/>
        <source>Speak</source>
        <translation>Parler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop listening</source>
        <translation>Arrêter l&apos;écoute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speak instead of typing: press, speak, then press again (Esc cancels).</source>
        <translation>Parlez au lieu de taper&#xa0;: appuyez, parlez, puis appuyez à nouveau (Échap annule).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing down what you said…</source>
        <translation>Transcription de ce que vous avez dit…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the words in the box, then press Send.</source>
        <translation>Vérifiez les mots dans la zone, puis appuyez sur Envoyer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording cancelled; nothing was kept.</source>
        <translation>Enregistrement annulé&#xa0;; rien n&apos;a été conservé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What you said could not be written down; try again.</source>
        <translation>Ce que vous avez dit n&apos;a pas pu être transcrit&#xa0;; réessayez.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Listening… {minutes}:{seconds:02d}. Press “{stop}” when you are done (Esc cancels).</source>
        <translation>Écoute… {minutes}:{seconds:02d}. Appuyez sur «&#xa0;{stop}&#xa0;» quand vous avez fini (Échap annule).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hands-free: listening… {minutes}:{seconds:02d}. Speak, then pause: what you said is sent. Esc stops hands-free.</source>
        <translation>Mains libres&#xa0;: écoute… {minutes}:{seconds:02d}. Parlez, puis faites une pause&#xa0;: ce que vous avez dit est envoyé. Échap arrête le mode mains libres.</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+90"/>
        <source>Speak instead of typing</source>
        <translation>Parler au lieu de taper</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Stop listening and write down what was said</source>
        <translation>Arrêter l&apos;écoute et écrire ce qui a été dit</translation>
    </message>
</context>
<context>
    <name>VoiceNote</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_note.py" line="+16"/>
        <source>Voice</source>
        <translation>Voix</translation>
    </message>
</context>
<context>
    <name>VoiceWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/voice_words.py" line="+31"/>
        <source>{family} reads only in the voice of a sample: choose one in Settings → Voice (a few seconds of someone speaking, WAV or MP3), or another speech model.</source>
        <translation>{family} ne lit qu&apos;avec la voix d&apos;un échantillon : choisissez-en un dans Paramètres → Voix (quelques secondes de quelqu&apos;un qui parle, en WAV ou MP3), ou un autre modèle vocal.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No microphone can be used: this computer has none LlamaDesk can open. Plug one in (or turn it on, or let apps use it in the system&apos;s privacy settings), then try again.</source>
        <translation>Aucun microphone n&apos;est utilisable&#xa0;: cet ordinateur n&apos;en a aucun que LlamaDesk puisse ouvrir. Branchez-en un (ou allumez-le, ou autorisez les applications à l&apos;utiliser dans les réglages de confidentialité du système), puis réessayez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was heard: the recording was silent or too short. Check that the microphone is on and not muted, then press the microphone, speak, and press it again.</source>
        <translation>Rien n&apos;a été entendu&#xa0;: l&apos;enregistrement était silencieux ou trop court. Vérifiez que le microphone est allumé et pas en sourdine, puis appuyez sur le microphone, parlez et appuyez à nouveau.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The recording used in place of the microphone ({path}) is not 16-bit sound.</source>
        <translation>L&apos;enregistrement utilisé à la place du microphone ({path}) n&apos;est pas un son 16 bits.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recording used in place of the microphone ({path}) could not be read.</source>
        <translation>L&apos;enregistrement utilisé à la place du microphone ({path}) n&apos;a pas pu être lu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No sound can be played: this computer has no speakers or headphones LlamaDesk can use. Plug some in (or turn the sound device on), then try again.</source>
        <translation>Aucun son ne peut être joué&#xa0;: cet ordinateur n&apos;a ni haut-parleurs ni casque que LlamaDesk puisse utiliser. Branchez-en (ou allumez l&apos;appareil audio), puis réessayez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The sound could not be played: it is not a WAV clip.</source>
        <translation>Le son n&apos;a pas pu être joué : ce n&apos;est pas un extrait WAV.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sound could not be played: it is not 16-bit mono at {rate} Hz.</source>
        <translation>Le son n&apos;a pas pu être joué : ce n&apos;est pas du mono 16 bits à {rate} Hz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is in your library, so answers can&apos;t be read aloud yet. Download a Qwen3-TTS or Pocket TTS model (a GGUF file and its mmproj file: search Discover for “Qwen3-TTS GGUF”) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>Aucun modèle vocal n&apos;est dans votre bibliothèque, les réponses ne peuvent donc pas encore être lues à voix haute. Téléchargez un modèle Qwen3-TTS ou Pocket TTS (un fichier GGUF et son fichier mmproj&#xa0;: cherchez «&#xa0;Qwen3-TTS GGUF&#xa0;» dans Découvrir) dans l&apos;un de vos dossiers de modèles, puis choisissez-le dans Paramètres → Voix.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No listening model is in your library, so what you say can&apos;t be written down yet. Download a model that hears (Voxtral, Ultravox, Qwen2-Audio or Gemma 3n, with its audio mmproj file) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>Aucun modèle d&apos;écoute n&apos;est dans votre bibliothèque, ce que vous dites ne peut donc pas encore être écrit. Téléchargez un modèle qui entend (Voxtral, Ultravox, Qwen2-Audio ou Gemma 3n, avec son fichier mmproj audio) dans l&apos;un de vos dossiers de modèles, puis choisissez-le dans Paramètres → Voix.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is nothing to read aloud in this answer: it is all code or thinking.</source>
        <translation>Il n&apos;y a rien à lire à voix haute dans cette réponse&#xa0;: ce n&apos;est que du code ou de la réflexion.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model heard no words in the recording. Speak a little louder or closer to the microphone, and try again.</source>
        <translation>Le modèle d&apos;écoute n&apos;a entendu aucun mot dans l&apos;enregistrement. Parlez un peu plus fort ou plus près du microphone, et réessayez.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The speech model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>Le modèle vocal choisi dans Paramètres → Voix ({file}) n&apos;est plus là : choisissez-en un autre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The listening model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>Le modèle d&apos;écoute choisi dans Paramètres → Voix ({file}) n&apos;est plus là : choisissez-en un autre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} could not be read ({reason}).</source>
        <translation>{file} n&apos;a pas pu être lu ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is an mmproj file, not a speech model: choose the speech model itself (its mmproj file is found beside it).</source>
        <translation>{file} est un fichier mmproj, pas un modèle vocal : choisissez le modèle vocal lui-même (son fichier mmproj est trouvé à côté).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a {family} speech model, whose {codec} sound decoder needs PyTorch, which LlamaDesk does not use: choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} est un modèle vocal {family}, dont le décodeur de son {codec} a besoin de PyTorch, que LlamaDesk n&apos;utilise pas : choisissez un modèle Qwen3-TTS ou Pocket TTS.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a speech model (it is a {architecture} model): choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} n&apos;est pas un modèle vocal (c&apos;est un modèle {architecture}) : choisissez un modèle Qwen3-TTS ou Pocket TTS.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{projector} is not the mmproj file of a {family} model (it cannot make speech): give the one made for {file}.</source>
        <translation>{projector} n&apos;est pas le fichier mmproj d&apos;un modèle {family} (il ne sait pas produire de parole) : donnez celui qui est fait pour {file}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} needs its mmproj file (the one that makes the sound), and none was found beside it: download it into the same folder.</source>
        <translation>{file} a besoin de son fichier mmproj (celui qui produit le son), et aucun n&apos;a été trouvé à côté : téléchargez-le dans le même dossier.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a model that listens: choose a chat model with an audio mmproj file (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</source>
        <translation>{file} n&apos;est pas un modèle qui écoute : choisissez un modèle de discussion avec un fichier mmproj audio (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mmproj file {projector} cannot hear: {file} cannot listen through it.</source>
        <translation>Le fichier mmproj {projector} ne sait pas entendre : {file} ne peut pas écouter à travers lui.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} has no audio mmproj file beside it, so it cannot listen: download its mmproj file into the same folder.</source>
        <translation>{file} n&apos;a pas de fichier mmproj audio à côté, il ne peut donc pas écouter : téléchargez son fichier mmproj dans le même dossier.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample {file} was not found: choose another one in Settings → Voice.</source>
        <translation>L&apos;échantillon de voix {file} est introuvable : choisissez-en un autre dans Paramètres → Voix.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{family} does not speak “{language}”; it speaks {languages}.</source>
        <translation>{family} ne parle pas « {language} » ; il parle {languages}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is loaded.</source>
        <translation>Aucun modèle vocal n&apos;est chargé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech is already being made; stop it first.</source>
        <translation>Une lecture est déjà en cours&#xa0;; arrêtez-la d&apos;abord.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LlamaDesk is closing; nothing can be spoken now.</source>
        <translation>LlamaDesk se ferme&#xa0;; rien ne peut être dit maintenant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The llama.cpp runtime in {folder} cannot read aloud (it was installed before speech was added). Install the runtime again in Settings → Runtime.</source>
        <translation>Le moteur llama.cpp dans {folder} ne sait pas lire à voix haute (il a été installé avant l&apos;ajout de la parole). Réinstallez le moteur dans Paramètres → Moteur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that reads aloud could not be started ({reason}). Install the runtime again in Settings → Runtime.</source>
        <translation>Le programme qui lit à voix haute n&apos;a pas pu être démarré ({reason}). Réinstallez le moteur dans Paramètres → Moteur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound was made for sentence {sentence}; try again.</source>
        <translation>Aucun son n&apos;a été produit pour la phrase {sentence}&#xa0;; réessayez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that reads aloud stopped before the sentence was spoken (exit code {exit_code}); try again.</source>
        <translation>Le programme qui lit à voix haute s&apos;est arrêté avant que la phrase soit dite (code de sortie {exit_code})&#xa0;; réessayez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample could not be read: give a WAV or MP3.</source>
        <translation>L&apos;échantillon de voix n&apos;a pas pu être lu&#xa0;: donnez un fichier WAV ou MP3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This speech model does not speak the language asked for.</source>
        <translation>Ce modèle vocal ne parle pas la langue demandée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model&apos;s mmproj file could not be loaded.</source>
        <translation>Le fichier mmproj du modèle vocal n&apos;a pas pu être chargé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mmproj file given cannot make speech.</source>
        <translation>Le fichier mmproj indiqué ne sait pas produire de parole.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (a damaged file?).</source>
        <translation>Le modèle vocal n&apos;a pas pu être chargé (un fichier endommagé&#xa0;?).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (not enough memory?).</source>
        <translation>Le modèle vocal n&apos;a pas pu être chargé (pas assez de mémoire&#xa0;?).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>LlamaDesk is closing; nothing can be written down now.</source>
        <translation>LlamaDesk se ferme&#xa0;; rien ne peut être écrit maintenant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model is not running. Press the microphone again.</source>
        <translation>Le modèle d&apos;écoute ne tourne pas. Appuyez à nouveau sur le microphone.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The recording {file} could not be read ({reason}).</source>
        <translation>L&apos;enregistrement {file} n&apos;a pas pu être lu ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a sound file this can read: give a WAV, MP3 or FLAC file.</source>
        <translation>{file} n&apos;est pas un fichier audio lisible ici&#xa0;: donnez un fichier WAV, MP3 ou FLAC.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model did not answer; it may have stopped. Press the microphone again.</source>
        <translation>Le modèle d&apos;écoute n&apos;a pas répondu&#xa0;; il s&apos;est peut-être arrêté. Appuyez à nouveau sur le microphone.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model could not write down {file}: “{reason}”.</source>
        <translation>Le modèle d&apos;écoute n&apos;a pas pu écrire {file}&#xa0;: «&#xa0;{reason}&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model answered without writing anything down.</source>
        <translation>Le modèle d&apos;écoute a répondu sans rien écrire.</translation>
    </message>
</context>
<context>
    <name>_ChatRows</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_list.py" line="-105"/>
        <source>New name for the chat</source>
        <translation>Nouveau nom du chat</translation>
    </message>
</context>
<context>
    <name>_InstallWorker</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-24"/>
        <source>The runtime install was cancelled; nothing was changed.</source>
        <translation>L&apos;installation du moteur a été annulée&#xa0;; rien n&apos;a changé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The runtime install failed: {0}</source>
        <translation>L&apos;installation du moteur a échoué&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>_JobRow</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="-196"/>
        <source>Download of {0}</source>
        <translation>Téléchargement de {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State of {0}</source>
        <translation>État de {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Progress of {0}</source>
        <translation>Progression de {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Details of {0}</source>
        <translation>Détails de {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause download of {0}</source>
        <translation>Mettre en pause le téléchargement de {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume download of {0}</source>
        <translation>Reprendre le téléchargement de {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel…</source>
        <translation>Annuler…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel download of {0}</source>
        <translation>Annuler le téléchargement de {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Download instead</source>
        <translation>Télécharger à la place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download instead of {0}</source>
        <translation>Télécharger à la place de {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Retry download of {0}</source>
        <translation>Réessayer le téléchargement de {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove {0} from the list</source>
        <translation>Retirer {0} de la liste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>Charger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load {0}</source>
        <translation>Charger {0}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Download {0} instead</source>
        <translation>Télécharger {0} à la place</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download {0} {1} instead of {2}</source>
        <translation>Télécharger {0} {1} à la place de {2}</translation>
    </message>
</context>
</TS>
