<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
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
        <translation>Todas as camadas na GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some layers on GPU</source>
        <translation>Algumas camadas na GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU only</source>
        <translation>Só CPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On</source>
        <translation>Ligado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Desligado</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>GPU offload</source>
        <translation>Uso da GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Layers on the GPU</source>
        <translation>Camadas na GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> layers</source>
        <translation> camadas</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Graphics cards to use</source>
        <translation>Placas de vídeo a usar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics &amp;cards</source>
        <translation>&amp;Placas de vídeo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conversation memory (KV cache) type</source>
        <translation>Tipo de memória da conversa (cache KV)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flash attention</source>
        <translation>Flash attention</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cache type note</source>
        <translation>Nota sobre o tipo de cache</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processor threads</source>
        <translation>Threads do processador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speculative decoding (n-gram)</source>
        <translation>Decodificação especulativa (n-gramas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guesses repeated text ahead to answer faster; not used with a projector.</source>
        <translation>Adivinha texto repetido para responder mais rápido; não é usado com um projetor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chat template file</source>
        <translation>Arquivo de template do chat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jinja templates (*.jinja);;All (*)</source>
        <translation>Templates Jinja (*.jinja);;Todos (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Projector (mmproj) file</source>
        <translation>Arquivo do projetor (mmproj)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF projectors (*.gguf);;All files (*)</source>
        <translation>Projetores GGUF (*.gguf);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU &amp;offload</source>
        <translation>&amp;Uso da GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context cac&amp;he type</source>
        <translation>Tipo de cac&amp;he do contexto</translation>
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
        <translation>Template do c&amp;hat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Projector</source>
        <translation>&amp;Projetor</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>A {0} cache needs flash attention, so it is turned on.</source>
        <translation>Um cache {0} precisa de flash attention, por isso ela foi ativada.</translation>
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
        <translation>Motor: procurando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device in use</source>
        <translation>Dispositivo em uso</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+125"/>
        <source>Device: none</source>
        <translation>Nenhum dispositivo</translation>
    </message>
    <message>
        <location line="-123"/>
        <location line="+136"/>
        <source>Graphics card warning</source>
        <translation>Aviso da placa de vídeo</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>Loaded model</source>
        <translation>Modelo carregado</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+111"/>
        <location line="+9"/>
        <source>No model loaded</source>
        <translation>Nenhum modelo carregado</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Memory used by the model</source>
        <translation>Memória usada pelo modelo</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Runtime: none found</source>
        <translation>Motor: nenhum encontrado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Runtime: {runtime}</source>
        <translation>Motor: {runtime}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading…</source>
        <translation>Carregando…</translation>
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
        <translation>Memória: usa cerca de {size}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model {uses}, as the server reported when it loaded.
As planned, it {needs} at {tokens} tokens of context.</source>
        <translation>O modelo {uses}, segundo o servidor ao carregá-lo.
Como previsto, {needs} com {tokens} tokens de contexto.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory: {need}</source>
        <translation>Memória: {need}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {model}, the model picked on the Load page.</source>
        <translation>Para {model}, o modelo escolhido na página Carregar.</translation>
    </message>
</context>
<context>
    <name>AttachmentChip</name>
    <message>
        <location filename="../../desktop/gui/chat/attachments.py" line="+69"/>
        <source>Attached picture {name}</source>
        <translation>Imagem anexada {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove picture {name}</source>
        <translation>Remover imagem {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Don&apos;t send {name}</source>
        <translation>Não enviar {name}</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <location line="+23"/>
        <source>Pictures to send</source>
        <translation>Imagens a enviar</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location line="-82"/>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>Imagens (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
</context>
<context>
    <name>BuiltinToolsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="+87"/>
        <source>About tools</source>
        <translation>Sobre as ferramentas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn tools on for a chat with the Tools button above its messages. Here you choose when each one needs your approval.</source>
        <translation>Ative as ferramentas de um chat com o botão Ferramentas acima das mensagens. Aqui você escolhe quando cada uma precisa da sua aprovação.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>What {0} does</source>
        <translation>O que {0} faz</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Let the model use the web (web_search and fetch_url)</source>
        <translation>Deixar o modelo usar a web (web_search e fetch_url)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model use the web</source>
        <translation>Deixar o modelo usar a web</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About the web tools</source>
        <translation>Sobre as ferramentas da web</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search address for web_search</source>
        <translation>Endereço de busca para web_search</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Let the model run commands (shell)</source>
        <translation>Deixar o modelo executar comandos (shell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model run commands</source>
        <translation>Deixar o modelo executar comandos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shell warning</source>
        <translation>Aviso sobre o shell</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When {0} needs your approval</source>
        <translation>Quando {0} precisa da sua aprovação</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The shell asks before every command.</source>
        <translation>O shell pergunta antes de cada comando.</translation>
    </message>
</context>
<context>
    <name>ChatComposer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+30"/>
        <source>The loaded model can&apos;t read pictures. Load a model that supports images, with its vision projector file, to attach one.</source>
        <translation>O modelo carregado não consegue ler imagens. Carregue um modelo que aceite imagens, com o arquivo do projetor de visão, para anexar uma.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add a picture for the model to look at.</source>
        <translation>Adicione uma imagem para o modelo ver.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a message. Enter sends, Shift+Enter starts a new line, Esc stops.</source>
        <translation>Escreva uma mensagem. Enter envia, Shift+Enter inicia uma nova linha, Esc para.</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="+41"/>
        <source>New chat</source>
        <translation>Novo chat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chat title</source>
        <translation>Título do chat</translation>
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
        <translation>Pesquisar chats</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search result</source>
        <translation>Resultado da pesquisa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved chats</source>
        <translation>Chats salvos</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>New chat</source>
        <translation>Novo chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat (Ctrl+N)</source>
        <translation>Iniciar um novo chat (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>Renomear</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename chat</source>
        <translation>Renomear chat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Delete chat</source>
        <translation>Excluir chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the chat “{title}”? This can&apos;t be undone.</source>
        <translation>Excluir o chat “{title}”? Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No chats match “{search}”.</source>
        <translation>Nenhum chat corresponde a “{search}”.</translation>
    </message>
</context>
<context>
    <name>ChatModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+29"/>
        <source>No model loaded</source>
        <translation>Nenhum modelo carregado</translation>
    </message>
</context>
<context>
    <name>ChatTitle</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="-19"/>
        <source>New…</source>
        <translation>Novo…</translation>
    </message>
</context>
<context>
    <name>ChatToolCalls</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_chat.py" line="+237"/>
        <source>This model can&apos;t use tools, so this answer was written without them.</source>
        <translation>Este modelo não pode usar ferramentas, então esta resposta foi escrita sem elas.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{text} Allow once, Allow in this chat or Deny, on the answer above the message box.</source>
        <translation>{text} Escolha Permitir uma vez, Permitir neste chat ou Negar, na resposta acima da caixa de mensagem.</translation>
    </message>
</context>
<context>
    <name>ChatToolsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="+48"/>
        <location line="+3"/>
        <source>Tools for this chat</source>
        <translation>Ferramentas deste chat</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Choose the tools the model may use in this chat</source>
        <translation>Escolha as ferramentas que o modelo pode usar neste chat</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{tool} (off in Settings)</source>
        <translation>{tool} (desligada nas Configurações)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (pode alterar coisas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (only reads)</source>
        <translation>{tool} (só lê)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MCP servers</source>
        <translation>Servidores MCP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every tool of {server}: those it marks as only reading run at once, the others ask you first, every time for those that can delete or overwrite</source>
        <translation>Todas as ferramentas de {server}: as que ele marca como só leitura rodam na hora, as outras perguntam antes, sempre no caso das que podem excluir ou sobrescrever</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Files the tools may read</source>
        <translation>Arquivos que as ferramentas podem ler</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} (untick to take it away)</source>
        <translation>{file} (desmarque para retirá-lo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attach a file…</source>
        <translation>Anexar um arquivo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file the model may read in this chat (nothing else is)</source>
        <translation>Um arquivo que o modelo pode ler neste chat (nenhum outro)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s first step in each answer is a tool call</source>
        <translation>O primeiro passo do modelo em cada resposta é usar uma ferramenta</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Attach a file for the tools</source>
        <translation>Anexar um arquivo para as ferramentas</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tools: {count} on</source>
        <translation>Ferramentas: {count} ligadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tools</source>
        <translation>Ferramentas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{names} on</source>
        <translation>{names} ligadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tools on in this chat</source>
        <translation>Nenhuma ferramenta ligada neste chat</translation>
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
        <translation>Mostrar seus chats salvos</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Attach image</source>
        <translation>Anexar imagem</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Writing the answer…</source>
        <translation>Escrevendo a resposta…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Answer: {text}</source>
        <translation>Resposta: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer is empty.</source>
        <translation>A resposta está vazia.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This chat nearly fills what the model can keep in mind; the next message may not fit.</source>
        <translation>Este chat quase enche o que o modelo consegue lembrar; a próxima mensagem pode não caber.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This chat is too long for the model&apos;s context.</source>
        <translation>Este chat é longo demais para o contexto do modelo.</translation>
    </message>
</context>
<context>
    <name>ChatWelcome</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_welcome.py" line="+14"/>
        <source>Ask anything</source>
        <translation>Pergunte o que quiser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model runs on this computer: what you write here stays on it. Try one of these, or write your own below.</source>
        <translation>O modelo roda neste computador: o que você escreve aqui fica nele. Experimente uma destas, ou escreva a sua abaixo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Explain how a rainbow forms, in a few simple sentences.</source>
        <translation>Explique como se forma um arco-íris, em poucas frases simples.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a short, friendly email saying I can&apos;t come to Friday&apos;s meeting.</source>
        <translation>Escreva um e-mail curto e simpático dizendo que não posso ir à reunião de sexta-feira.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give me three ideas for a quick vegetarian dinner.</source>
        <translation>Dê três ideias para um jantar vegetariano rápido.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Welcome</source>
        <translation>Boas-vindas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About this chat</source>
        <translation>Sobre este chat</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask: {prompt}</source>
        <translation>Perguntar: {prompt}</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+52"/>
        <source>Instructions for the assistant</source>
        <translation>Instruções para o assistente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: how the assistant should answer</source>
        <translation>Opcional: como o assistente deve responder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Instructions</source>
        <translation>&amp;Instruções</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Told to the assistant before every message of this chat, e.g. “Answer briefly, in French.”</source>
        <translation>Passadas ao assistente antes de cada mensagem deste chat, por exemplo: “Responda em poucas palavras, em francês.”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Message to send</source>
        <translation>Mensagem a enviar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send message</source>
        <translation>Enviar mensagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send (Enter)</source>
        <translation>Enviar (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the answer</source>
        <translation>Parar a resposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop (Esc)</source>
        <translation>Parar (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image…</source>
        <translation>Anexar imagem…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image</source>
        <translation>Anexar imagem</translation>
    </message>
</context>
<context>
    <name>ContextChoices</name>
    <message>
        <location filename="../../desktop/gui/chat/context_meter.py" line="+120"/>
        <source>This chat is too long</source>
        <translation>Este chat está longo demais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat length problem</source>
        <translation>Problema de tamanho do chat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new chat</source>
        <translation>Iniciar um novo chat</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Drop the oldest turns</source>
        <translation>Descartar as mensagens mais antigas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Answer again without the earliest messages; they stay saved in this chat.</source>
        <translation>Responder de novo sem as primeiras mensagens; elas continuam salvas neste chat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Reload with a longer context</source>
        <translation>Recarregar com um contexto maior</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Load the model again with {longer} tokens of context.</source>
        <translation>Carregar o modelo de novo com {longer} tokens de contexto.</translation>
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
        <translation>Quanto do contexto do modelo este chat usa.</translation>
    </message>
</context>
<context>
    <name>ContextNotices</name>
    <message>
        <location line="+124"/>
        <source>Context note</source>
        <translation>Nota sobre o contexto</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>The %Ln oldest messages are no longer sent to the model, so the chat fits; they stay saved here.</source>
        <translation>
            <numerusform>A mensagem mais antiga não é mais enviada ao modelo, para o chat caber; ela continua salva aqui.</numerusform>
            <numerusform>As %Ln mensagens mais antigas não são mais enviadas ao modelo, para o chat caber; elas continuam salvas aqui.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There are no older messages to drop; start a new chat or shorten your message.</source>
        <translation>Não há mensagens mais antigas para descartar; inicie um novo chat ou encurte sua mensagem.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading the model again with {context} tokens of context. Press Retry on the answer when it is ready.</source>
        <translation>Carregando o modelo de novo com {context} tokens de contexto. Clique em Tentar de novo na resposta quando estiver pronto.</translation>
    </message>
</context>
<context>
    <name>ConversationCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/conversation_calls.py" line="+119"/>
        <source>The saved chats were already closed.</source>
        <translation>Os chats salvos já estavam fechados.</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/crash_notice.py" line="+14"/>
        <source>LlamaDesk closed unexpectedly last time. A report of what happened was kept; it holds no chats, keys or tokens. Sending it to the people who make LlamaDesk helps them fix it.</source>
        <translation>O LlamaDesk fechou inesperadamente da última vez. Um relatório do que aconteceu foi guardado; ele não contém chats, chaves nem tokens. Enviá-lo para a equipe do LlamaDesk ajuda a corrigir o problema.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>LlamaDesk closed unexpectedly</source>
        <translation>O LlamaDesk fechou inesperadamente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy report</source>
        <translation>Copiar relatório</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open folder</source>
        <translation>Abrir pasta</translation>
    </message>
</context>
<context>
    <name>DefaultsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="+67"/>
        <source>Load the model I used last when LlamaDesk starts</source>
        <translation>Carregar o último modelo que usei quando o LlamaDesk abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the model used last when LlamaDesk starts</source>
        <translation>Carregar o último modelo usado quando o LlamaDesk abrir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default context length</source>
        <translation>Tamanho padrão do contexto</translation>
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
        <translation>Uso padrão da placa de vídeo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Default context cache type</source>
        <translation>Tipo padrão de cache do contexto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default temperature</source>
        <translation>Temperatura padrão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default top-p</source>
        <translation>Top-p padrão</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default number of candidate words (top K)</source>
        <translation>Número padrão de palavras candidatas (top K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many of the likeliest next words the model picks from. Fewer gives safer, plainer answers; Off lets it pick from all of them.</source>
        <translation>Entre quantas das próximas palavras mais prováveis o modelo escolhe. Menos dá respostas mais seguras e simples; Desligado deixa escolher entre todas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+17"/>
        <source>Off</source>
        <translation>Desligado</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Default least likely word allowed (min P)</source>
        <translation>Palavra menos provável permitida padrão (min P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words far less likely than the best next word are never picked. Higher keeps answers on topic; 0 turns this off.</source>
        <translation>Palavras muito menos prováveis que a melhor próxima palavra nunca são escolhidas. Mais alto mantém as respostas no assunto; 0 desliga isso.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default repetition penalty</source>
        <translation>Penalidade de repetição padrão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above 1 the model avoids saying the same words over and over. Off (1.00) leaves it as it is.</source>
        <translation>Acima de 1 o modelo evita repetir as mesmas palavras. Desligado (1,00) deixa como está.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Default seed</source>
        <translation>Semente padrão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random gives a different answer every time. With a number, the same question asked with the same settings gets the same answer.</source>
        <translation>Aleatória dá uma resposta diferente a cada vez. Com um número, a mesma pergunta feita com as mesmas configurações recebe a mesma resposta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random</source>
        <translation>Aleatória</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Default longest answer</source>
        <translation>Resposta mais longa padrão</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>Sem limite</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default instructions for the assistant</source>
        <translation>Instruções padrão para o assistente</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Context length</source>
        <translation>Tamanho do &amp;contexto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Graphics card use</source>
        <translation>Uso da placa de &amp;vídeo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context &amp;cache type</source>
        <translation>Tipo de &amp;cache do contexto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cr&amp;eativity (temperature)</source>
        <translation>Cri&amp;atividade (temperatura)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Word choice breadth (top &amp;P)</source>
        <translation>Amplitude da escolha de palavras (top &amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidate &amp;words (top K)</source>
        <translation>&amp;Palavras candidatas (top K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Least likely word allowed (&amp;min P)</source>
        <translation>Palavra menos provável permitida (&amp;min P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetition pe&amp;nalty</source>
        <translation>Pe&amp;nalidade de repetição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (random or a &amp;number)</source>
        <translation>Semente (aleatória ou um &amp;número)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Longest answer</source>
        <translation>Resposta mais &amp;longa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instructions for the assistant</source>
        <translation>&amp;Instruções para o assistente</translation>
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
        <translation>Encontrar modelos e downloads</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{0} {1} is in the download list.</source>
        <translation>{0} {1} está na lista de downloads.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Download finished: the model is in the Library.</source>
        <translation>Download concluído: o modelo está na Biblioteca.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A model</source>
        <translation>Um modelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The download of {0} stopped: its row under Downloads says why.</source>
        <translation>O download de {0} parou: a linha dele em Downloads diz por quê.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hugging Face answers again.</source>
        <translation>O Hugging Face voltou a responder.</translation>
    </message>
</context>
<context>
    <name>DiscoverView</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_view.py" line="+68"/>
        <source>Most downloaded</source>
        <translation>Mais baixados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recently updated</source>
        <translation>Atualizados recentemente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Good first models for this computer</source>
        <translation>Bons primeiros modelos para este computador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat models</source>
        <translation>Modelos de chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding models, for your documents</source>
        <translation>Modelos de embedding, para seus documentos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding models, for searching your documents</source>
        <translation>Modelos de embedding, para pesquisar seus documentos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An embedding model does not chat: it turns text into numbers, so LlamaDesk can find the passages of your documents that mean what you asked, even in other words. LlamaDesk starts with all-MiniLM-L6-v2 (small, English). A better one finds the right passages more often and reads more languages. Once downloaded, choose it in a chat&apos;s Documents window (Embedding model…); each library is then read again.</source>
        <translation>Um modelo de embedding não conversa: ele transforma texto em números, para o LlamaDesk encontrar os trechos dos seus documentos que dizem o que você perguntou, mesmo com outras palavras. O LlamaDesk começa com all-MiniLM-L6-v2 (pequeno, inglês). Um melhor encontra os trechos certos com mais frequência e lê mais idiomas. Depois de baixado, escolha-o na janela Documentos de um chat (Modelo de embedding…); cada biblioteca é então lida de novo.</translation>
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
        <translation>Por que é um bom começo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested version</source>
        <translation>Versão sugerida</translation>
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
        <translation>Curtidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updated</source>
        <translation>Atualizado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access</source>
        <translation>Acesso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About how much the usual version ({0}) downloads. See versions for each version&apos;s exact size and whether it fits this computer.</source>
        <translation>Tamanho aproximado do download da versão habitual ({0}). Veja as versões para o tamanho exato de cada uma e se ela cabe neste computador.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated</source>
        <translation>Restrito</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This shows once Hugging Face answers: press Try again above.</source>
        <translation>Isto aparece quando o Hugging Face responder: clique em Tentar de novo acima.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Get models</source>
        <translation>Obter modelos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search Hugging Face for models</source>
        <translation>Pesquisar modelos no Hugging Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search Hugging Face, e.g. llama, qwen, gemma</source>
        <translation>Pesquisar no Hugging Face, por exemplo llama, qwen, gemma</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Order of the results</source>
        <translation>Ordem dos resultados</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search</source>
        <translation>Pesquisar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search now</source>
        <translation>Pesquisar agora</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the list shows</source>
        <translation>O que a lista mostra</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which models to suggest</source>
        <translation>Quais modelos sugerir</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Search status</source>
        <translation>Status da pesquisa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Models found</source>
        <translation>Modelos encontrados</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>See versions</source>
        <translation>Ver versões</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the versions of the selected model</source>
        <translation>Ver as versões do modelo selecionado</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Checking this computer…</source>
        <translation>Verificando este computador…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Choose one to see its versions, or search for any model above.</source>
        <translation>Escolha um para ver as versões dele, ou pesquise qualquer modelo acima.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Searching Hugging Face…</source>
        <translation>Pesquisando no Hugging Face…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Models matching “{0}”</source>
        <translation>Modelos que correspondem a “{0}”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 model found.</source>
        <translation>1 modelo encontrado.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>%Ln modelo encontrado.</numerusform>
            <numerusform>%Ln modelos encontrados.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No GGUF models match “{0}”. Try a shorter or other name.</source>
        <translation>Nenhum modelo GGUF corresponde a “{0}”. Tente um nome mais curto ou diferente.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The search failed.</source>
        <translation>A pesquisa falhou.</translation>
    </message>
</context>
<context>
    <name>DocumentsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="+182"/>
        <source>Documents for this chat</source>
        <translation>Documentos deste chat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents</source>
        <translation>Documentos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let this chat answer from your files: PDFs, Word, text, web pages.</source>
        <translation>Deixe este chat responder a partir dos seus arquivos: PDFs, Word, texto, páginas da web.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Documents: {name}</source>
        <translation>Documentos: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from the library “{name}”.</source>
        <translation>Este chat responde a partir da biblioteca “{name}”.</translation>
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
        <translation>A indexação parou por causa de um problema inesperado no LlamaDesk.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your documents could not be reached because of an unexpected problem in LlamaDesk.</source>
        <translation>Não foi possível acessar seus documentos por causa de um problema inesperado no LlamaDesk.</translation>
    </message>
</context>
<context>
    <name>DocumentsCounts</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="-132"/>
        <source>1 file</source>
        <translation>1 arquivo</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln arquivo</numerusform>
            <numerusform>%Ln arquivos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 passage</source>
        <translation>1 trecho</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln passages</source>
        <translation>
            <numerusform>%Ln trecho</numerusform>
            <numerusform>%Ln trechos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 new passage</source>
        <translation>1 trecho novo</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln new passages</source>
        <translation>
            <numerusform>%Ln trecho novo</numerusform>
            <numerusform>%Ln trechos novos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{done} of 1 file</source>
        <translation>{done} de 1 arquivo</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{done} of %Ln files</source>
        <translation>
            <numerusform>{done} de %Ln arquivo</numerusform>
            <numerusform>{done} de %Ln arquivos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 could not be read</source>
        <translation>1 não pôde ser lido</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>%Ln não pôde ser lido</numerusform>
            <numerusform>%Ln não puderam ser lidos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>…and 1 more file could not be read.</source>
        <translation>…e mais 1 arquivo não pôde ser lido.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>…and %Ln more files could not be read.</source>
        <translation>
            <numerusform>…e mais %Ln arquivo não pôde ser lido.</numerusform>
            <numerusform>…e mais %Ln arquivos não puderam ser lidos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <location line="-46"/>
        <source>Tick the libraries this chat answers from: each question is searched in them first, and the answer lists the passages it was given under “Sources”.</source>
        <translation>Marque as bibliotecas das quais este chat responde: cada pergunta é pesquisada nelas primeiro, e a resposta lista os trechos que recebeu em “Fontes”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No libraries yet: add a folder or files to make one.</source>
        <translation>Nenhuma biblioteca ainda: adicione uma pasta ou arquivos para criar uma.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;All files (*)</source>
        <translation>Documentos (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Read {files}…</source>
        <translation>Ler {files}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading {files}… ({name})</source>
        <translation>Lendo {files}… ({name})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not indexed yet</source>
        <translation>ainda não indexada</translation>
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
        <translation>Não foi possível indexar “{name}”: {problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Indexing “{name}” stopped. What was read is kept; Update goes on from there.</source>
        <translation>A indexação de “{name}” parou. O que foi lido fica guardado; Atualizar continua dali.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“{name}” is ready: {files} read, {passages}.</source>
        <translation>“{name}” está pronta: {files} lidos, {passages}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{source} could not be reached; its files are kept as they were indexed.</source>
        <translation>Não foi possível acessar {source}; seus arquivos ficam como foram indexados.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Embedding model: {name}</source>
        <translation>Modelo de embedding: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model: the first one in your model folders</source>
        <translation>Modelo de embedding: o primeiro das suas pastas de modelos</translation>
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
        <translation>Documentos deste chat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About documents</source>
        <translation>Sobre os documentos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Libraries</source>
        <translation>Bibliotecas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No libraries</source>
        <translation>Nenhuma biblioteca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>Adicionar pasta…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+89"/>
        <source>Make a library from a folder</source>
        <translation>Criar uma biblioteca a partir de uma pasta</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Add files…</source>
        <translation>Adicionar arquivos…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+94"/>
        <source>Make a library from files</source>
        <translation>Criar uma biblioteca a partir de arquivos</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Update</source>
        <translation>Atualizar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the library&apos;s new and changed files</source>
        <translation>Ler os arquivos novos e alterados da biblioteca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop indexing</source>
        <translation>Parar a indexação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the library (your files stay)</source>
        <translation>Remover a biblioteca (seus arquivos ficam)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indexing status</source>
        <translation>Status da indexação</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model</source>
        <translation>Modelo de embedding</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding model…</source>
        <translation>Modelo de embedding…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the embedding model file</source>
        <translation>Escolher o arquivo do modelo de embedding</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model that turns text into numbers for searching (a GGUF file). Another model means reading every library again.</source>
        <translation>O modelo que transforma texto em números para a pesquisa (um arquivo GGUF). Trocar de modelo significa ler todas as bibliotecas de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reranking model</source>
        <translation>Modelo de reordenação</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+96"/>
        <source>None</source>
        <translation>Nenhum</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>&amp;Reranking model:</source>
        <translation>Modelo de &amp;reordenação:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reranking model reads the question with each passage found and puts the best first (slower, often better). None: keyword and meaning search alone.</source>
        <translation>Um modelo de reordenação lê a pergunta com cada trecho encontrado e coloca os melhores primeiro (mais lento, muitas vezes melhor). Nenhum: só a pesquisa por palavras-chave e por sentido.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close the Documents window</source>
        <translation>Fechar a janela Documentos</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Making the library…</source>
        <translation>Criando a biblioteca…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the embedding model</source>
        <translation>Escolher o modelo de embedding</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf)</source>
        <translation>Modelos GGUF (*.gguf)</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>starting the embedding model…</source>
        <translation>iniciando o modelo de embedding…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Indexing “{name}”: starting the embedding model…</source>
        <translation>Indexando “{name}”: iniciando o modelo de embedding…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Indexing “{name}”: {text}</source>
        <translation>Indexando “{name}”: {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Remove library</source>
        <translation>Remover biblioteca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the library “{name}”? Your files stay where they are; only what LlamaDesk read from them is forgotten.</source>
        <translation>Remover a biblioteca “{name}”? Seus arquivos ficam onde estão; só o que o LlamaDesk leu deles é esquecido.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Removed “{name}”.</source>
        <translation>“{name}” removida.</translation>
    </message>
</context>
<context>
    <name>DocumentsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/documents_words.py" line="+36"/>
        <source>{file} could not be read: {reason}</source>
        <translation>Não foi possível ler {file}: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is gone</source>
        <translation>o arquivo não existe mais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission was denied</source>
        <translation>a permissão foi negada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk could not read it</source>
        <translation>o disco não conseguiu lê-lo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is protected by a password</source>
        <translation>ele está protegido por senha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged</source>
        <translation>o arquivo está danificado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (it has no pages)</source>
        <translation>o arquivo está danificado (não tem páginas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read (its pages may be pictures of scanned paper)</source>
        <translation>ele não tem texto para ler (suas páginas podem ser imagens de papel digitalizado)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read</source>
        <translation>ele não tem texto para ler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is damaged</source>
        <translation>o texto está danificado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a text file</source>
        <translation>ele não é um arquivo de texto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a Word document or it is damaged</source>
        <translation>ele não é um documento do Word ou está danificado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{suffix} files are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>arquivos {suffix} não são suportados (PDF, Word, texto, Markdown e HTML são)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its structure is nested too deeply</source>
        <translation>sua estrutura está aninhada profundamente demais</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is too large to read</source>
        <translation>ele é grande demais para ser lido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>files without an ending are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>arquivos sem extensão não são suportados (PDF, Word, texto, Markdown e HTML são)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A library needs a name.</source>
        <translation>Uma biblioteca precisa de um nome.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a library named “{name}”.</source>
        <translation>Já existe uma biblioteca chamada “{name}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no library named “{name}”.</source>
        <translation>Não existe uma biblioteca chamada “{name}”.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The documents index is closed. Open the Documents window again.</source>
        <translation>O índice de documentos está fechado. Abra a janela Documentos de novo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk is full: the documents index could not be saved. Free some space and index again; it goes on where it stopped.</source>
        <translation>O disco está cheio: não foi possível salvar o índice de documentos. Libere espaço e indexe de novo; continua de onde parou.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index is busy in another LlamaDesk window or command. Try again when it has finished.</source>
        <translation>O índice de documentos está ocupado por outra janela ou comando do LlamaDesk. Tente de novo quando terminar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>Não foi possível abrir o índice de documentos em {path}. Verifique se a pasta existe e se você pode gravar nela.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index was written by a newer LlamaDesk. Update LlamaDesk to use it.</source>
        <translation>O índice de documentos foi gravado por um LlamaDesk mais novo. Atualize o LlamaDesk para usá-lo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The documents index at {path} could not be read: it is damaged or not an index. Move it aside and add your libraries again.</source>
        <translation>Não foi possível ler o índice de documentos em {path}: ele está danificado ou não é um índice. Mova-o para outro lugar e adicione suas bibliotecas de novo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The embedding model {model} took too long to answer. Try again; if it keeps happening, restart LlamaDesk.</source>
        <translation>O modelo de embedding {model} demorou demais para responder. Tente de novo; se continuar acontecendo, reinicie o LlamaDesk.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} is not running any more. Press Update to start it again (indexing goes on where it stopped).</source>
        <translation>O modelo de embedding {model} não está mais em execução. Clique em “Atualizar” para iniciá-lo de novo (a indexação continua de onde parou).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} refused the app&apos;s key.</source>
        <translation>O modelo de embedding {model} recusou a chave do app.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} could not embed the text (HTTP {status}).</source>
        <translation>O modelo de embedding {model} não conseguiu processar o texto (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} sent an answer the app does not understand.</source>
        <translation>O modelo de embedding {model} enviou uma resposta que o app não entende.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The embedding model {model} could not embed the text: “{reason}”.</source>
        <translation>O modelo de embedding {model} não conseguiu processar o texto: “{reason}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The library “{library}” was indexed with the embedding model {stored}; using {given} instead means reading all its files again: press Update.</source>
        <translation>A biblioteca “{library}” foi indexada com o modelo de embedding {stored}; usar {given} no lugar significa ler todos os seus arquivos de novo: clique em “Atualizar”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents need an embedding model, which turns text into numbers for searching. Download one in Discover (search “embedding”, e.g. all-MiniLM-L6-v2, 46 MB), or choose one you have with “Embedding model…” here.</source>
        <translation>Os documentos precisam de um modelo de embedding, que transforma o texto em números para a pesquisa. Baixe um em Descobrir (pesquise “embedding”, por exemplo all-MiniLM-L6-v2, 46 MB) ou escolha um que você já tem com “Modelo de embedding…” aqui.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is a chat model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} é um modelo de chat, não um modelo de embedding. Os documentos precisam de um modelo de embedding como all-MiniLM-L6-v2: pesquise “embedding” em Descobrir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a reranking model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} é um modelo de reordenação, não um modelo de embedding. Os documentos precisam de um modelo de embedding como all-MiniLM-L6-v2: pesquise “embedding” em Descobrir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>LlamaDesk is closing; your documents are not searched.</source>
        <translation>O LlamaDesk está fechando; seus documentos não serão pesquisados.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{source} cannot be reached (a disk unplugged or a folder moved?). Its passages are kept and searched as they were; they are brought up to date when it is back.</source>
        <translation>Não é possível acessar {source} (um disco desconectado ou uma pasta movida?). Seus trechos são mantidos e pesquisados como estavam; serão atualizados quando voltar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your documents could not be searched: {why}</source>
        <translation>Não foi possível pesquisar seus documentos: {why}</translation>
    </message>
</context>
<context>
    <name>DownloadsPanel</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="+37"/>
        <source>Downloads appear here.</source>
        <translation>Os downloads aparecem aqui.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>goes on by itself when the connection is back</source>
        <translation>continua sozinho quando a conexão voltar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting</source>
        <translation>Aguardando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>Baixando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the connection</source>
        <translation>Aguardando a conexão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>Pausado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Falhou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Concluído</translation>
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
        <translation>faltam {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>working out the time left</source>
        <translation>calculando o tempo restante</translation>
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
        <translation>O download falhou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} · ready to load</source>
        <translation>{0} · pronto para carregar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled; nothing was kept.</source>
        <translation>Cancelado; nada foi guardado.</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Downloads</source>
        <translation>Downloads</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No downloads</source>
        <translation>Nenhum download</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem with the list of downloads</source>
        <translation>Problema com a lista de downloads</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>List of downloads</source>
        <translation>Lista de downloads</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Cancel download</source>
        <translation>Cancelar download</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the download of {0}? What was downloaded so far is deleted.</source>
        <translation>Cancelar o download de {0}? O que já foi baixado será excluído.</translation>
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
        <translation>Não foi possível salvar o chat: a pasta {folder} não existe.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the file could not be written</source>
        <translation>não foi possível gravar o arquivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat could not be saved to {path}: {reason}.</source>
        <translation>Não foi possível salvar o chat em {path}: {reason}.</translation>
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
        <translation>Salvar este chat como arquivo Markdown ou JSON.</translation>
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
        <translation>Resultado da exportação</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>There is nothing to export yet: send a message first.</source>
        <translation>Ainda não há nada para exportar: envie uma mensagem primeiro.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saving the chat to {path}…</source>
        <translation>Salvando o chat em {path}…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the chat to {path}.</source>
        <translation>Chat salvo em {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chat could not be saved because of an unexpected problem.</source>
        <translation>Não foi possível salvar o chat por causa de um problema inesperado.</translation>
    </message>
</context>
<context>
    <name>FailureWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/failure_words.py" line="+20"/>
        <source>This version of llama.cpp does not work on your processor. Install the portable runtime in Settings.</source>
        <translation>Esta versão do llama.cpp não funciona no seu processador. Instale o motor portátil nas Configurações.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server could not start: a file it needs is missing. Reinstall the runtime in Settings, or install the Microsoft Visual C++ Redistributable.</source>
        <translation>O servidor de modelos não conseguiu iniciar: falta um arquivo de que ele precisa. Reinstale o motor nas Configurações, ou instale o Microsoft Visual C++ Redistributable.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that runs the models (llama-server) is missing or cannot start. Reinstall the runtime in Settings.</source>
        <translation>O programa que roda os modelos (llama-server) está faltando ou não consegue iniciar. Reinstale o motor nas Configurações.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is not enough memory to load {model}. Try a shorter context, a smaller version of the model, or fewer layers on the graphics card.</source>
        <translation>Não há memória suficiente para carregar {model}. Tente um contexto mais curto, uma versão menor do modelo ou menos camadas na placa de vídeo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This version of llama.cpp does not know the kind of model {model} is ({architecture}). Update the runtime in Settings, or choose another model.</source>
        <translation>Esta versão do llama.cpp não conhece o tipo de modelo de {model} ({architecture}). Atualize o motor nas Configurações, ou escolha outro modelo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{model} could not be loaded: the file is damaged, incomplete or not a model llama.cpp can read. Download it again or choose another model.</source>
        <translation>Não foi possível carregar {model}: o arquivo está danificado, incompleto ou não é um modelo que o llama.cpp consegue ler. Baixe-o de novo ou escolha outro modelo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your NVIDIA driver is too old for this runtime. Update the driver, or use the processor runtime in Settings.</source>
        <translation>Seu driver da NVIDIA é antigo demais para este motor. Atualize o driver, ou use o motor para processador nas Configurações.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another program was using the port the model server needed. Try again.</source>
        <translation>Outro programa estava usando a porta de que o servidor de modelos precisava. Tente de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while loading {model}.</source>
        <translation>O servidor de modelos parou enquanto carregava {model}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loading {model} took too long. Try a smaller model or a shorter context.</source>
        <translation>O carregamento de {model} demorou demais. Tente um modelo menor ou um contexto mais curto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading the model was cancelled.</source>
        <translation>O carregamento do modelo foi cancelado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model server was stopped from outside while loading. Nothing is wrong with the model: load it again.</source>
        <translation>O servidor de modelos foi parado de fora durante o carregamento. Não há nada de errado com o modelo: carregue-o de novo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model server could not start: a file it needs ({library}) is missing. Reinstall the runtime in Settings.</source>
        <translation>O servidor de modelos não conseguiu iniciar: falta um arquivo de que ele precisa ({library}). Reinstale o motor nas Configurações.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model file {model} is missing. Download it again or choose another model.</source>
        <translation>O arquivo de modelo {model} está faltando. Baixe-o de novo ou escolha outro modelo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Port {port} is used by another program, so other apps can&apos;t reach LlamaDesk there. Choose another port in Settings (Other apps), or close that program.</source>
        <translation>A porta {port} está sendo usada por outro programa, então outros apps não conseguem acessar o LlamaDesk nela. Escolha outra porta nas Configurações (Outros apps), ou feche esse programa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server said it was ready but does not answer. Try again.</source>
        <translation>O servidor de modelos disse que estava pronto, mas não responde. Tente de novo.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This conversation is longer than the model&apos;s context. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Esta conversa é maior que o contexto do modelo. Inicie um novo chat, encurte sua mensagem ou carregue o modelo com um contexto maior.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens). Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Esta conversa é maior que o contexto do modelo ({context} tokens). Inicie um novo chat, encurte sua mensagem ou carregue o modelo com um contexto maior.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens); it needs {needed}. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>Esta conversa é maior que o contexto do modelo ({context} tokens); ela precisa de {needed}. Inicie um novo chat, encurte sua mensagem ou carregue o modelo com um contexto maior.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model server refused the app&apos;s key. Reload the model and try again.</source>
        <translation>O servidor de modelos recusou a chave do aplicativo. Carregue o modelo de novo e tente outra vez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model can&apos;t read pictures. Remove the picture, or load a model that supports images (with its vision projector file).</source>
        <translation>Este modelo não consegue ler imagens. Remova a imagem, ou carregue um modelo que aceite imagens (com o arquivo do projetor de visão).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This model can&apos;t listen to audio. Remove the audio file.</source>
        <translation>Este modelo não consegue ouvir áudio. Remova o arquivo de áudio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>O modelo ainda está carregando. Tente de novo daqui a pouco.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer: {said}</source>
        <translation>O servidor de modelos não conseguiu responder: {said}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer (HTTP {status}).</source>
        <translation>O servidor de modelos não conseguiu responder (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Can&apos;t reach the model server. It may have stopped; load the model again.</source>
        <translation>Não foi possível acessar o servidor de modelos. Ele pode ter parado; carregue o modelo de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server sent a reply the app couldn&apos;t read.</source>
        <translation>O servidor de modelos enviou uma resposta que o aplicativo não conseguiu ler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while answering. What it wrote so far is kept.</source>
        <translation>O servidor de modelos parou enquanto respondia. O que ele escreveu até agora foi mantido.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped before answering. Load the model again.</source>
        <translation>O servidor de modelos parou antes de responder. Carregue o modelo de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model is loaded. Load one on the Load page, then press Retry.</source>
        <translation>Nenhum modelo está carregado. Carregue um na página Carregar e depois clique em Tentar de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>A resposta parou por causa de um problema inesperado no LlamaDesk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer ended unexpectedly. Press Retry to try again.</source>
        <translation>A resposta terminou inesperadamente. Clique em Tentar de novo para tentar outra vez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model stopped unexpectedly while answering. Press Retry to load it again and answer.</source>
        <translation>O modelo parou inesperadamente enquanto respondia. Clique em Tentar de novo para carregá-lo outra vez e responder.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer sharing its devices at {hosts} went away while answering, and the model stopped. What it wrote so far is kept; start that computer&apos;s sharing again and load the model, or load it without that computer.</source>
        <translation>O computador que compartilha seus dispositivos em {hosts} ficou indisponível enquanto respondia, e o modelo parou. O que ele escreveu até agora foi mantido; inicie de novo o compartilhamento nesse computador e carregue o modelo, ou carregue-o sem esse computador.</translation>
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
        <translation>primeiro token após {time}</translation>
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
        <translation>interrompido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cut off at the length limit</source>
        <translation>cortado no limite de tamanho</translation>
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
        <translation>rodou no processador (CPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ran on {devices}</source>
        <translation>rodou em {devices}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ran on {devices} ({on_card} of {layers} layers; the rest on the processor)</source>
        <translation>rodou em {devices} ({on_card} de {layers} camadas; o resto no processador)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ran on {devices} ({on_card} of {layers} layers)</source>
        <translation>rodou em {devices} ({on_card} de {layers} camadas)</translation>
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
        <translation>Nenhum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose {0}</source>
        <translation>Escolher {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear {0}</source>
        <translation>Limpar {0}</translation>
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
        <translation>Copiado para a área de transferência</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../../desktop/gui/widgets/glossary.py" line="+22"/>
        <source>How much the model&apos;s numbers were rounded to make it smaller. Smaller versions (Q3, Q4) need less memory and answer faster; larger ones (Q6, Q8, F16) answer a little better. Q4_K_M is a good balance on most computers.</source>
        <translation>Quanto os números do modelo foram arredondados para deixá-lo menor. Versões menores (Q3, Q4) precisam de menos memória e respondem mais rápido; as maiores (Q6, Q8, F16) respondem um pouco melhor. Q4_K_M é um bom equilíbrio na maioria dos computadores.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F16 keeps the model&apos;s numbers unrounded (16-bit): the best answers, and the most memory. A vision model&apos;s picture reader is usually F16.</source>
        <translation>F16 mantém os números do modelo sem arredondar (16 bits): as melhores respostas, e a maior memória. O leitor de imagens de um modelo de visão costuma ser F16.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the conversation memory (the KV cache) is stored. f16 is exact; q8_0 needs half the memory with almost no difference; q4_0 a quarter, with a small loss. A smaller type leaves room for a longer conversation.</source>
        <translation>Como a memória da conversa (o cache KV) é guardada. f16 é exato; q8_0 precisa de metade da memória, quase sem diferença; q4_0 de um quarto, com uma pequena perda. Um tipo menor deixa espaço para uma conversa mais longa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The part of a vision model that reads pictures (an &quot;mmproj&quot; file). It is only needed to send pictures; LlamaDesk finds it beside the model when it can.</source>
        <translation>A parte de um modelo de visão que lê imagens (um arquivo &quot;mmproj&quot;). Só é necessária para enviar imagens; o LlamaDesk a encontra ao lado do modelo quando pode.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Word choice breadth: the next word is picked only among the likeliest words whose chances add up to this share. Lower (0.8) keeps answers focused; 1.0 turns it off. Most people leave it at 0.95.</source>
        <translation>Amplitude da escolha de palavras: a próxima palavra é escolhida só entre as palavras mais prováveis cujas chances somam esta fração. Mais baixo (0,8) mantém as respostas focadas; 1,0 desliga. A maioria deixa em 0,95.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only this many of the likeliest next words are considered. Off considers all; 40 is a common choice.</source>
        <translation>Só esta quantidade das próximas palavras mais prováveis é considerada. Desligado considera todas; 40 é uma escolha comum.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Words much less likely than the likeliest one are never picked. 0.05 removes odd choices without making answers dull; off allows every word.</source>
        <translation>Palavras muito menos prováveis que a mais provável nunca são escolhidas. 0,05 elimina escolhas estranhas sem deixar as respostas sem graça; desligado permite todas as palavras.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creativity: low (0.2) gives steady, predictable answers; high (1.0) more varied and surprising ones.</source>
        <translation>Criatividade: baixa (0,2) dá respostas estáveis e previsíveis; alta (1,0) mais variadas e surpreendentes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the model can do besides chatting: read pictures (vision), use tools, or think step by step before it answers.</source>
        <translation>O que o modelo sabe fazer além de conversar: ler imagens (visão), usar ferramentas ou pensar passo a passo antes de responder.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the conversation the model can keep in mind at once, in tokens (a token is about three quarters of a word). Longer needs more memory.</source>
        <translation>Quanto da conversa o modelo consegue lembrar de uma vez, em tokens (um token é cerca de três quartos de uma palavra). Um contexto mais longo precisa de mais memória.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the model runs on the graphics card. All of it is fastest; what doesn&apos;t fit runs on the processor, more slowly.</source>
        <translation>Quanto do modelo roda na placa de vídeo. Tudo nela é o mais rápido; o que não cabe roda no processador, mais devagar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{quant}: rounded to about {bits} bits per number, tiny variant</source>
        <translation>{quant}: arredondado para cerca de {bits} bits por número, variante minúscula</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, extra small variant</source>
        <translation>{quant}: arredondado para cerca de {bits} bits por número, variante extrapequena</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, small variant</source>
        <translation>{quant}: arredondado para cerca de {bits} bits por número, variante pequena</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, medium variant</source>
        <translation>{quant}: arredondado para cerca de {bits} bits por número, variante média</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, large variant</source>
        <translation>{quant}: arredondado para cerca de {bits} bits por número, variante grande</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{quant}: unrounded ({bits}-bit), the largest version. {about}</source>
        <translation>{quant}: sem arredondar ({bits} bits), a maior versão. {about}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{quant}: rounded to about {bits} bits per number</source>
        <translation>{quant}: arredondado para cerca de {bits} bits por número</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{words} (a newer, denser rounding)</source>
        <translation>{words} (um arredondamento mais novo e denso)</translation>
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
        <translation>Mãos livres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free: on</source>
        <translation>Mãos livres: ligado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talk with the chat: it listens, sends what you say when you pause, reads the answer aloud, then listens again. Press again (or Esc) to stop.</source>
        <translation>Converse com o chat: ele escuta, envia o que você diz quando você faz uma pausa, lê a resposta em voz alta e escuta de novo. Clique de novo (ou Esc) para parar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hands-free is off.</source>
        <translation>Mãos livres está desligado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free stopped: no model can answer yet.</source>
        <translation>Mãos livres parou: nenhum modelo pode responder ainda.</translation>
    </message>
</context>
<context>
    <name>HandsFreeControl</name>
    <message>
        <location line="+29"/>
        <location line="+111"/>
        <source>Hands-free: talk with the chat</source>
        <translation>Mãos livres: converse com o chat</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Hands-free is on: press to stop</source>
        <translation>Mãos livres está ligado: clique para parar</translation>
    </message>
</context>
<context>
    <name>HelpGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="+29"/>
        <source>Log folder</source>
        <translation>Pasta de logs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logs and reports: {0}</source>
        <translation>Logs e relatórios: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the log folder</source>
        <translation>Abrir a pasta de logs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the folder of logs and reports</source>
        <translation>Abrir a pasta de logs e relatórios</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy a report</source>
        <translation>Copiar um relatório</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy a report of this computer and recent problems</source>
        <translation>Copiar um relatório deste computador e dos problemas recentes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Report status</source>
        <translation>Status do relatório</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About reports</source>
        <translation>Sobre os relatórios</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Putting the report together…</source>
        <translation>Montando o relatório…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copied: paste it into your message.</source>
        <translation>Copiado: cole-o na sua mensagem.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The report could not be put together: {0}</source>
        <translation>Não foi possível montar o relatório: {0}</translation>
    </message>
</context>
<context>
    <name>HostWorker</name>
    <message>
        <location filename="../../desktop/gui/bridge/host_worker.py" line="+157"/>
        <source>Loading stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>O carregamento parou por causa de um problema inesperado no LlamaDesk.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>No llama-server was found: it runs the models. Install it from Settings (“Open Settings to install it” at the top of the window).</source>
        <translation>Nenhum llama-server foi encontrado: é ele que roda os modelos. Instale-o nas Configurações (“Abrir as Configurações para instalar” no topo da janela).</translation>
    </message>
</context>
<context>
    <name>HubBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+12"/>
        <source>Can&apos;t reach Hugging Face, so searching and downloading are paused; downloads go on by themselves once it answers. Models on this computer still work.</source>
        <translation>Não é possível acessar o Hugging Face, então a pesquisa e os downloads estão pausados; os downloads continuam sozinhos quando ele responder. Os modelos neste computador continuam funcionando.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>offlineBanner</source>
        <translation>offlineBanner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face can&apos;t be reached</source>
        <translation>Não é possível acessar o Hugging Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection notice</source>
        <translation>Aviso de conexão</translation>
    </message>
</context>
<context>
    <name>HubWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/hub_words.py" line="+40"/>
        <source>Can&apos;t reach Hugging Face. Check the internet connection; models already on this computer still work.</source>
        <translation>Não é possível acessar o Hugging Face. Verifique a conexão com a internet; os modelos que já estão neste computador continuam funcionando.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{repo} needs a valid Hugging Face token: add a Hugging Face token in Settings (create a read token at huggingface.co/settings/tokens).</source>
        <translation>{repo} precisa de um token válido do Hugging Face: adicione um token do Hugging Face nas Configurações (crie um token de leitura em huggingface.co/settings/tokens).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your Hugging Face token has no access to {repo} yet: open the model&apos;s page on Hugging Face ({page}), accept its terms while signed in to the token&apos;s account, then try again.</source>
        <translation>Seu token do Hugging Face ainda não tem acesso a {repo}: abra a página do modelo no Hugging Face ({page}), aceite os termos dele conectado à conta do token e tente de novo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no model called {repo} on Hugging Face (or it is private: add a token in Settings).</source>
        <translation>Não existe nenhum modelo chamado {repo} no Hugging Face (ou ele é privado: adicione um token nas Configurações).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no model called {repo} on Hugging Face, or your account can&apos;t see it.</source>
        <translation>Não existe nenhum modelo chamado {repo} no Hugging Face, ou sua conta não pode vê-lo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A file of {repo} is missing on Hugging Face.</source>
        <translation>Falta um arquivo de {repo} no Hugging Face.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{repo}&quot; is not a model name on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>“{repo}” não é um nome de modelo no Hugging Face; os nomes têm a forma dono/modelo, por exemplo bartowski/Qwen2.5-7B-Instruct-GGUF.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the name of a model on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>Digite o nome de um modelo no Hugging Face; os nomes têm a forma dono/modelo, por exemplo bartowski/Qwen2.5-7B-Instruct-GGUF.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face is busy right now (too many requests); try again in {wait}.</source>
        <translation>O Hugging Face está sobrecarregado agora (solicitações demais); tente de novo em {wait}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face is busy right now (too many requests); try again in a minute.</source>
        <translation>O Hugging Face está sobrecarregado agora (solicitações demais); tente de novo em um minuto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face has a problem on its side (HTTP {status}); try again later.</source>
        <translation>O Hugging Face está com um problema do lado dele (HTTP {status}); tente de novo mais tarde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face answered with an error; try again later.</source>
        <translation>O Hugging Face respondeu com um erro; tente de novo mais tarde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face answered with an error (HTTP {status}); try again later.</source>
        <translation>O Hugging Face respondeu com um erro (HTTP {status}); tente de novo mais tarde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste a Hugging Face token first; create a read token at huggingface.co/settings/tokens.</source>
        <translation>Cole primeiro um token do Hugging Face; crie um token de leitura em huggingface.co/settings/tokens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face did not accept this token. Create a read token at huggingface.co/settings/tokens and paste it here.</source>
        <translation>O Hugging Face não aceitou este token. Crie um token de leitura em huggingface.co/settings/tokens e cole-o aqui.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face. What was downloaded is kept; the download goes on from there once it can be reached again.</source>
        <translation>Não é possível acessar o Hugging Face. O que já foi baixado fica guardado; o download continua de onde parou quando ele puder ser acessado de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The download of {file} keeps failing; try again later (what was downloaded is kept).</source>
        <translation>O download de {file} continua falhando; tente de novo mais tarde (o que já foi baixado fica guardado).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download of {file} keeps failing ({reason}); try again later (what was downloaded is kept).</source>
        <translation>O download de {file} continua falhando ({reason}); tente de novo mais tarde (o que já foi baixado fica guardado).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the connection was interrupted</source>
        <translation>a conexão foi interrompida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data arrived for a while</source>
        <translation>nenhum dado chegou por um tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the download link expired</source>
        <translation>o link de download expirou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face asked to slow down</source>
        <translation>o Hugging Face pediu para ir mais devagar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the request timed out</source>
        <translation>a solicitação demorou demais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face had a problem on its side (HTTP {status})</source>
        <translation>o Hugging Face teve um problema do lado dele (HTTP {status})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} arrived damaged (it is not the file Hugging Face lists), so it was not added. Download it again.</source>
        <translation>{file} chegou danificado (não é o arquivo que o Hugging Face lista), por isso não foi adicionado. Baixe-o de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face refused the download (HTTP {status}).</source>
        <translation>O Hugging Face recusou o download (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model could not be saved in {folder}. Check that the folder exists and that you may write to it.</source>
        <translation>Não foi possível salvar o modelo em {folder}. Verifique se a pasta existe e se você pode gravar nela.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more.</source>
        <translation>Espaço em disco insuficiente: este download precisa de {needed} e há {free} livres ({reserve} deles ficam livres para o seu sistema). Libere mais {missing}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more, or download {quant} ({size}), the largest version that fits.</source>
        <translation>Espaço em disco insuficiente: este download precisa de {needed} e há {free} livres ({reserve} deles ficam livres para o seu sistema). Libere mais {missing} ou baixe {quant} ({size}), a maior versão que cabe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). No version of this model fits: free up {missing} more.</source>
        <translation>Espaço em disco insuficiente: este download precisa de {needed} e há {free} livres ({reserve} deles ficam livres para o seu sistema). Nenhuma versão deste modelo cabe: libere mais {missing}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The disk holding {folder} is full: this download still needs {needed}, and {reserve} more stays free for your system. Free up {total} there, then try again (what was downloaded is kept).</source>
        <translation>O disco que contém {folder} está cheio: este download ainda precisa de {needed}, e mais {reserve} ficam livres para o seu sistema. Libere {total} nele e tente de novo (o que já foi baixado fica guardado).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{repo} has no {quant} version (it has {available}).</source>
        <translation>{repo} não tem uma versão {quant} (tem {available}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The download stopped because of an unexpected problem; press Retry.</source>
        <translation>O download parou por causa de um problema inesperado; clique em Tentar de novo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checking the downloaded file</source>
        <translation>Verificando o arquivo baixado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another download of the same file</source>
        <translation>Aguardando outro download do mesmo arquivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{reason}; trying again in {wait} (attempt {attempt} of {attempts})</source>
        <translation>{reason}; nova tentativa em {wait} (tentativa {attempt} de {attempts})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The list of downloads could not be read and was left out.</source>
        <translation>Não foi possível ler a lista de downloads, e ela foi deixada de lado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some downloads in the list could not be read and were left out.</source>
        <translation>Alguns downloads da lista não puderam ser lidos e foram deixados de lado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The old file was kept as {name}.</source>
        <translation>O arquivo antigo foi guardado como {name}.</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../../desktop/gui/library/library_model.py" line="+46"/>
        <source> · Loaded</source>
        <translation> · Carregado</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>Arquitetura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>Parâmetros</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version</source>
        <translation>Versão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>Contexto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can also</source>
        <translation>Também sabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On this computer</source>
        <translation>Neste computador</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>see images</source>
        <translation>ver imagens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>think</source>
        <translation>pensar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use tools</source>
        <translation>usar ferramentas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All models</source>
        <translation>Todos os modelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can see images</source>
        <translation>Vê imagens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can think</source>
        <translation>Sabe pensar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can use tools</source>
        <translation>Usa ferramentas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damaged files</source>
        <translation>Arquivos danificados</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This file cannot be read.</source>
        <translation>Não é possível ler este arquivo.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>LlamaDesk could not work out whether this model fits ({0}).</source>
        <translation>O LlamaDesk não conseguiu descobrir se este modelo cabe ({0}).</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>{0} (from Ollama)</source>
        <translation>{0} (do Ollama)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Damaged: {0}</source>
        <translation>Danificado: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown</source>
        <translation>Desconhecido</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>read text aloud ({0} languages)</source>
        <translation>ler texto em voz alta ({0} idiomas)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read text aloud</source>
        <translation>ler texto em voz alta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hear speech</source>
        <translation>ouvir a fala</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{0} tokens of context</source>
        <translation>{0} tokens de contexto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>can also: {0}</source>
        <translation>também sabe: {0}</translation>
    </message>
</context>
<context>
    <name>LibraryView</name>
    <message>
        <location filename="../../desktop/gui/library/library_view.py" line="+57"/>
        <source>Your models</source>
        <translation>Seus modelos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search models</source>
        <translation>Pesquisar modelos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search by name or version</source>
        <translation>Pesquisar por nome ou versão</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show which models</source>
        <translation>Quais modelos mostrar</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Models on this computer</source>
        <translation>Modelos neste computador</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Library status</source>
        <translation>Status da biblioteca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking for models…</source>
        <translation>Procurando modelos…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Problem with the selected model</source>
        <translation>Problema com o modelo selecionado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look again</source>
        <translation>Procurar de novo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for models again</source>
        <translation>Procurar modelos de novo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add file…</source>
        <translation>Adicionar arquivo…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model file to the library</source>
        <translation>Adicionar um arquivo de modelo à biblioteca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>Adicionar pasta…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a folder of models to the library</source>
        <translation>Adicionar uma pasta de modelos à biblioteca</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show in folder</source>
        <translation>Mostrar na pasta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected model in its folder</source>
        <translation>Mostrar o modelo selecionado na pasta dele</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>Excluir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected model from this computer</source>
        <translation>Excluir o modelo selecionado deste computador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load</source>
        <translation>Carregar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the selected model</source>
        <translation>Carregar o modelo selecionado</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>1 model found.</source>
        <translation>1 modelo encontrado.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>%Ln modelo encontrado.</numerusform>
            <numerusform>%Ln modelos encontrados.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No models found. Add a file or a folder, or drop one here.</source>
        <translation>Nenhum modelo encontrado. Adicione um arquivo ou uma pasta, ou solte um aqui.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Looking for models failed.</source>
        <translation>A procura por modelos falhou.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} cannot be used: {1}</source>
        <translation>{0} não pode ser usado: {1}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0}: not a model file (.gguf) or folder, so not added.</source>
        <translation>{0}: não é um arquivo de modelo (.gguf) nem uma pasta, por isso não foi adicionado.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Add a model</source>
        <translation>Adicionar um modelo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modelos GGUF (*.gguf);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a folder of models</source>
        <translation>Adicionar uma pasta de modelos</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete model</source>
        <translation>Excluir modelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete {0} (1 file) from this computer? This cannot be undone.</source>
        <translation>Excluir {0} (1 arquivo) deste computador? Isso não pode ser desfeito.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Delete {0} (%Ln files) from this computer? This cannot be undone.</source>
        <translation>
            <numerusform>Excluir {0} (%Ln arquivo) deste computador? Isso não pode ser desfeito.</numerusform>
            <numerusform>Excluir {0} (%Ln arquivos) deste computador? Isso não pode ser desfeito.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deleting {0}…</source>
        <translation>Excluindo {0}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} was deleted.</source>
        <translation>{0} foi excluído.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model was not deleted.</source>
        <translation>O modelo não foi excluído.</translation>
    </message>
</context>
<context>
    <name>ListChoice</name>
    <message>
        <location filename="../../desktop/gui/widgets/list_choice.py" line="+21"/>
        <source>Select {what} in the list first.</source>
        <translation>Selecione {what} na lista primeiro.</translation>
    </message>
</context>
<context>
    <name>LoadAdvanced</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+29"/>
        <source>Advanced settings</source>
        <translation>Configurações avançadas</translation>
    </message>
</context>
<context>
    <name>LoadPlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="+52"/>
        <source>Settings chosen for this computer</source>
        <translation>Configurações escolhidas para este computador</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>No graphics card found: the model will run on the processor.</source>
        <translation>Nenhuma placa de vídeo encontrada: o modelo vai rodar no processador.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everything on {0}.</source>
        <translation>Tudo em {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} of {1} layers on {2}; the rest on the processor.</source>
        <translation>{0} de {1} camadas em {2}; o resto no processador.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model will run on the processor, as you chose.</source>
        <translation>O modelo vai rodar no processador, como você escolheu.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The model will run on the processor.</source>
        <translation>O modelo vai rodar no processador.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} at {1} tokens of context.</source>
        <translation>{0} com {1} tokens de contexto.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>On the graphics card: {size} of {free} free graphics memory: {over} too much.</source>
        <translation>Na placa de vídeo: {size} de {free} de memória de vídeo livre: {over} a mais.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the graphics card: {size} of {free} free graphics memory.</source>
        <translation>Na placa de vídeo: {size} de {free} de memória de vídeo livre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory: {over} too much.</source>
        <translation>Na memória do computador: {size} de {free} de memória livre: {over} a mais.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory.</source>
        <translation>Na memória do computador: {size} de {free} de memória livre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory: {over} too much.</source>
        <translation>Há {free} de memória de vídeo livre: {over} a mais.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory.</source>
        <translation>Há {free} de memória de vídeo livre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory: {over} too much.</source>
        <translation>Há {free} de memória livre: {over} a mais.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory.</source>
        <translation>Há {free} de memória livre.</translation>
    </message>
</context>
<context>
    <name>LoadView</name>
    <message>
        <location filename="../../desktop/gui/load/load_view.py" line="+98"/>
        <source>Load a model</source>
        <translation>Carregar um modelo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a file…</source>
        <translation>Abrir um arquivo…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a model file</source>
        <translation>Abrir um arquivo de modelo</translation>
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
        <translation>Mostrar configurações avançadas</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+344"/>
        <source>Load</source>
        <translation>Carregar</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>Load the model</source>
        <translation>Carregar o modelo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel loading</source>
        <translation>Cancelar o carregamento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unload</source>
        <translation>Descarregar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unload the model</source>
        <translation>Descarregar o modelo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show server log</source>
        <translation>Mostrar log do servidor</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Loading progress</source>
        <translation>Progresso do carregamento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading progress, in words</source>
        <translation>Progresso do carregamento, em palavras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load status</source>
        <translation>Status do carregamento</translation>
    </message>
    <message>
        <location line="+69"/>
        <source> (damaged)</source>
        <translation> (danificado)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No models found yet. Add a model file (.gguf) in the Library or download one in Discover.</source>
        <translation>Nenhum modelo encontrado ainda. Adicione um arquivo de modelo (.gguf) na Biblioteca ou baixe um em Descobrir.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Open a model</source>
        <translation>Abrir um modelo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modelos GGUF (*.gguf);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loading the model…</source>
        <translation>Carregando o modelo…</translation>
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
        <translation> · faltam cerca de {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Loaded in {0}.</source>
        <translation>Carregado em {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded: {0}</source>
        <translation>Carregado: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is ready.</source>
        <translation>{0} está pronto.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Loading was cancelled.</source>
        <translation>O carregamento foi cancelado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> “Show server log” has the details.</source>
        <translation> “Mostrar log do servidor” tem os detalhes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No model is loaded.</source>
        <translation>Nenhum modelo está carregado.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Load this one instead</source>
        <translation>Carregar este em vez disso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load another</source>
        <translation>Carregar outro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} is loaded now. Press “Load this one instead” to switch to the model picked above.</source>
        <translation>{0} está carregado agora. Clique em “Carregar este em vez disso” para trocar para o modelo escolhido acima.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Something unexpected went wrong while reading the model.</source>
        <translation>Algo inesperado deu errado ao ler o modelo.</translation>
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
        <translation>Descobrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>Carregar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Configurações</translation>
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
        <translation>Novo chat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show {page}</source>
        <translation>Mostrar {page}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The starter model is not installed.</source>
        <translation>O modelo inicial não está instalado.</translation>
    </message>
    <message>
        <location line="+80"/>
        <location line="+6"/>
        <source>Settings file damaged</source>
        <translation>Arquivo de configurações danificado</translation>
    </message>
</context>
<context>
    <name>McpServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="+102"/>
        <source>About MCP servers</source>
        <translation>Sobre os servidores MCP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Programs or web services that give the model more tools, as in other apps. They are kept in {0}. Turn one on for a chat with its Tools button.</source>
        <translation>Programas ou serviços da web que dão mais ferramentas ao modelo, como em outros apps. Eles ficam guardados em {0}. Ative um para um chat com o botão Ferramentas dele.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MCP servers</source>
        <translation>Servidores MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Test</source>
        <translation>Testar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test the selected MCP server</source>
        <translation>Testar o servidor MCP selecionado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected MCP server</source>
        <translation>Remover o servidor MCP selecionado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the selected server&apos;s tools need your approval</source>
        <translation>Quando as ferramentas do servidor selecionado precisam da sua aprovação</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New MCP server&apos;s name</source>
        <translation>Nome do novo servidor MCP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. files</source>
        <translation>por exemplo, arquivos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New MCP server&apos;s command or web address</source>
        <translation>Comando ou endereço web do novo servidor MCP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. npx -y @modelcontextprotocol/server-memory</source>
        <translation>por exemplo, npx -y @modelcontextprotocol/server-memory</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add server</source>
        <translation>Adicionar servidor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add this MCP server</source>
        <translation>Adicionar este servidor MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command or address</source>
        <translation>Comando ou endereço</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP server status</source>
        <translation>Status do servidor MCP</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Added {0}. Press Test to try it.</source>
        <translation>{0} adicionado. Clique em Testar para experimentá-lo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Removed {0}.</source>
        <translation>{0} removido.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Testing {0}…</source>
        <translation>Testando {0}…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The MCP servers could not be read or saved.</source>
        <translation>Não foi possível ler ou salvar os servidores MCP.</translation>
    </message>
</context>
<context>
    <name>MemoryBar</name>
    <message>
        <location filename="../../desktop/gui/load/memory_bar.py" line="+54"/>
        <location line="+22"/>
        <source>free memory</source>
        <translation>memória livre</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Memory needed</source>
        <translation>Memória necessária</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Pick a model to see how much memory it needs.</source>
        <translation>Escolha um modelo para ver de quanta memória ele precisa.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: needs {1}.</source>
        <translation>{0}: precisa de {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0}.</source>
        <translation>Precisa de {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: needs {1} of {2} {3}: {4} too much.</source>
        <translation>{0}: precisa de {1} de {2} {3}: {4} a mais.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs {0} of {1} {2}: {3} too much.</source>
        <translation>Precisa de {0} de {1} {2}: {3} a mais.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: needs {1} of {2} {3}.</source>
        <translation>{0}: precisa de {1} de {2} {3}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0} of {1} {2}.</source>
        <translation>Precisa de {0} de {1} {2}.</translation>
    </message>
</context>
<context>
    <name>MessageColumn</name>
    <message>
        <location filename="../../desktop/gui/chat/message_column.py" line="+31"/>
        <source>This answer was interrupted. Press Retry to write it again.</source>
        <translation>Esta resposta foi interrompida. Clique em Tentar de novo para escrevê-la outra vez.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Messages</source>
        <translation>Mensagens</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <location filename="../../desktop/gui/chat/message_text.py" line="+247"/>
        <source>Edit message</source>
        <translation>Editar mensagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter saves and sends again, Esc cancels.</source>
        <translation>Ctrl+Enter salva e envia de novo, Esc cancela.</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <location filename="../../desktop/gui/chat/message_view.py" line="+42"/>
        <source>Read aloud</source>
        <translation>Ler em voz alta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading</source>
        <translation>Parar a leitura</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>Você</translation>
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
        <translation>Ferramenta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your message</source>
        <translation>Sua mensagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant message</source>
        <translation>Mensagem do assistente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System message</source>
        <translation>Mensagem do sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool message</source>
        <translation>Mensagem da ferramenta</translation>
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
        <translation>Raciocínio</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+315"/>
        <source>Show thinking</source>
        <translation>Mostrar raciocínio</translation>
    </message>
    <message>
        <location line="-402"/>
        <source>Answer</source>
        <translation>Resposta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message text</source>
        <translation>Texto da mensagem</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Attached pictures</source>
        <translation>Imagens anexadas</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Save and send</source>
        <translation>Salvar e enviar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save and send the edited message</source>
        <translation>Salvar e enviar a mensagem editada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel editing</source>
        <translation>Cancelar a edição</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Answer figures</source>
        <translation>Números da resposta</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry this answer</source>
        <translation>Tentar esta resposta de novo</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Copy message text</source>
        <translation>Copiar o texto da mensagem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regenerate</source>
        <translation>Gerar de novo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write this answer again</source>
        <translation>Escrever esta resposta de novo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit and send again</source>
        <translation>Editar e enviar de novo</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+333"/>
        <source>Read this answer aloud</source>
        <translation>Ler esta resposta em voz alta</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Pictures: {names}</source>
        <translation>Imagens: {names}</translation>
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
        <translation>Copiar bloco de código {number} de {count} ({language})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code block {number} of {count}</source>
        <translation>Copiar bloco de código {number} de {count}</translation>
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
        <translation>Parar de ler esta resposta em voz alta</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Hide thinking</source>
        <translation>Ocultar raciocínio</translation>
    </message>
</context>
<context>
    <name>ModelBanner</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_banner.py" line="+34"/>
        <source>Model status</source>
        <translation>Status do modelo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>Carregar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the model offered</source>
        <translation>Carregar o modelo oferecido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to Load</source>
        <translation>Ir para Carregar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the Load page</source>
        <translation>Ir para a página Carregar</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The model is loading. You can write already.</source>
        <translation>O modelo está carregando. Você já pode escrever.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No model is loaded. Sending will load {name} again.</source>
        <translation>Nenhum modelo está carregado. Ao enviar, {name} será carregado de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load a model to start chatting.</source>
        <translation>Carregue um modelo para começar a conversar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was sent: no model is loaded. Pick one on the Load page; your message stays in the box.</source>
        <translation>Nada foi enviado: nenhum modelo está carregado. Escolha um na página Carregar; sua mensagem continua na caixa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was sent: no model is loaded. Load {stem} to send it, or pick another model on the Load page.</source>
        <translation>Nada foi enviado: nenhum modelo está carregado. Carregue {stem} para enviá-la, ou escolha outro modelo na página Carregar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load it and send</source>
        <translation>Carregar e enviar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load {name}, then send your message.</source>
        <translation>Carregar {name} e depois enviar sua mensagem.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your chats could not be read or saved because of an unexpected problem.</source>
        <translation>Não foi possível ler ou salvar seus chats por causa de um problema inesperado.</translation>
    </message>
</context>
<context>
    <name>ModelCardView</name>
    <message>
        <location filename="../../desktop/gui/discover/model_card.py" line="+27"/>
        <source>Model description</source>
        <translation>Descrição do modelo</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This model has no description.</source>
        <translation>Este modelo não tem descrição.</translation>
    </message>
</context>
<context>
    <name>ModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+31"/>
        <source>Model to chat with</source>
        <translation>Modelo para conversar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>The model that answers. Pick another to load it.</source>
        <translation>O modelo que responde. Escolha outro para carregá-lo.</translation>
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
        <translation>{file} não foi encontrado. Talvez tenha sido movido ou excluído.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a folder, not a model file.</source>
        <translation>{file} é uma pasta, não um arquivo de modelo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a model file.</source>
        <translation>{file} não é um arquivo de modelo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} can&apos;t be read: LlamaDesk is not allowed to open it.</source>
        <translation>Não é possível ler {file}: o LlamaDesk não tem permissão para abri-lo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could not be read.</source>
        <translation>Não foi possível ler {file}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is empty (the download did not finish?). Download it again.</source>
        <translation>{file} está vazio (o download não terminou?). Baixe-o de novo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is incomplete (the download did not finish?). Download it again.</source>
        <translation>{file} está incompleto (o download não terminou?). Baixe-o de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a model but a web page or error message (the download failed?). Download it again.</source>
        <translation>{file} não é um modelo, e sim uma página da web ou mensagem de erro (o download falhou?). Baixe-o de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} only points to the model; it is not the model itself. Download the real file.</source>
        <translation>{file} só aponta para o modelo; não é o modelo em si. Baixe o arquivo de verdade.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a GGUF model file.</source>
        <translation>{file} não é um arquivo de modelo GGUF.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was made for another kind of computer (big-endian), which LlamaDesk cannot use.</source>
        <translation>{file} foi feito para outro tipo de computador (big-endian), que o LlamaDesk não consegue usar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in an old format (GGUF version 1). Download a newer conversion of the model.</source>
        <translation>{file} está em um formato antigo (GGUF versão 1). Baixe uma conversão mais recente do modelo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in GGUF version {version}, which LlamaDesk cannot read (a newer or damaged file?).</source>
        <translation>{file} está na versão {version} do GGUF, que o LlamaDesk não consegue ler (um arquivo mais novo ou danificado?).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is damaged and can&apos;t be read as a model. Download it again.</source>
        <translation>{file} está danificado e não pode ser lido como modelo. Baixe-o de novo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a model file LlamaDesk can use (it names no kind of model).</source>
        <translation>{file} não é um arquivo de modelo que o LlamaDesk consiga usar (ele não indica nenhum tipo de modelo).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Part {number} of {count} of {file} is missing ({part} is not in the same folder).</source>
        <translation>Está faltando a parte {number} de {count} de {file} ({part} não está na mesma pasta).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model is split into {count} parts, and these are missing: {parts}. Download it again or delete it.</source>
        <translation>Este modelo está dividido em {count} partes, e estas estão faltando: {parts}. Baixe-o de novo ou exclua-o.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is part {number} of {count} of a split model, but its name does not end in {suffix}, so the other parts cannot be found.</source>
        <translation>{file} é a parte {number} de {count} de um modelo dividido, mas o nome não termina em {suffix}, então as outras partes não podem ser encontradas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The parts of {file} do not belong together (parts of different downloads mixed?). Download the model again.</source>
        <translation>As partes de {file} não combinam entre si (partes de downloads diferentes misturadas?). Baixe o modelo de novo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ollama&apos;s {name} can&apos;t be used: Ollama&apos;s record of it is damaged. Download it again in Ollama.</source>
        <translation>Não é possível usar {name} do Ollama: o registro que o Ollama guarda dele está danificado. Baixe-o de novo no Ollama.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ollama&apos;s {name} has no model file of its own (it may be a cloud model).</source>
        <translation>{name} do Ollama não tem arquivo de modelo próprio (pode ser um modelo na nuvem).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama&apos;s {name} can&apos;t be used: its model file is missing from Ollama&apos;s folder. Download it again in Ollama.</source>
        <translation>Não é possível usar {name} do Ollama: o arquivo do modelo está faltando na pasta do Ollama. Baixe-o de novo no Ollama.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The starter model comes with LlamaDesk and cannot be deleted.</source>
        <translation>O modelo inicial vem com o LlamaDesk e não pode ser excluído.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} belongs to Ollama. Remove it in Ollama (ollama rm {name}).</source>
        <translation>{name} pertence ao Ollama. Remova-o no Ollama (ollama rm {name}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some files of {name} could not be deleted. Check that you may change that folder and that no other program uses them.</source>
        <translation>Alguns arquivos de {name} não puderam ser excluídos. Verifique se você pode alterar essa pasta e se nenhum outro programa os está usando.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is the picture part of a model (a vision projector), not a chat model. Pick the model file it belongs to.</source>
        <translation>{file} é a parte de imagens de um modelo (um projetor de visão), não um modelo de chat. Escolha o arquivo de modelo ao qual ele pertence.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a speech model ({family}): it reads answers aloud, it does not chat. Choose it in Settings → Voice, and load a chat model here.</source>
        <translation>{file} é um modelo de fala ({family}): ele lê as respostas em voz alta, não conversa. Escolha-o em Configurações → Voz e carregue aqui um modelo de chat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server can&apos;t use the graphics card: files it needs are missing ({names}). Reinstall the runtime in Settings, or update the graphics card&apos;s driver.</source>
        <translation>O servidor de modelos não consegue usar a placa de vídeo: estão faltando arquivos de que ele precisa ({names}). Reinstale o motor nas Configurações ou atualize o driver da placa de vídeo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LlamaDesk can&apos;t use {value} as the {setting}. Choose another value in Settings or on the Load page.</source>
        <translation>O LlamaDesk não consegue usar {value} como {setting}. Escolha outro valor nas Configurações ou na página “Carregar”.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>context length</source>
        <translation>tamanho do contexto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of parallel chats</source>
        <translation>número de chats em paralelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of threads</source>
        <translation>número de threads</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of layers on the graphics card</source>
        <translation>número de camadas na placa de vídeo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>context cache type</source>
        <translation>tipo de cache do contexto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flash attention setting</source>
        <translation>configuração de Flash attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of graphics memory</source>
        <translation>parcela da memória de vídeo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra arguments</source>
        <translation>argumentos extras</translation>
    </message>
</context>
<context>
    <name>OfflineBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+6"/>
        <source>Try again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Try reaching Hugging Face again</source>
        <translation>Tentar acessar o Hugging Face de novo</translation>
    </message>
</context>
<context>
    <name>PageScroll</name>
    <message>
        <location filename="../../desktop/gui/shell/window_fit.py" line="+52"/>
        <source>{page} page, scrolled</source>
        <translation>Página {page}, rolada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scroll the {page} page</source>
        <translation>Rolar a página {page}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scroll the {page} page sideways</source>
        <translation>Rolar a página {page} para o lado</translation>
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
        <translation>Trecho citado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the passage is from</source>
        <translation>De onde é o trecho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Section</source>
        <translation>Seção</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passage text</source>
        <translation>Texto do trecho</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open file</source>
        <translation>Abrir arquivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open {name}</source>
        <translation>Abrir {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the whole file in the app your computer uses for it.</source>
        <translation>Abrir o arquivo inteiro no app que seu computador usa para esse tipo de arquivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is no longer where it was when it was indexed.</source>
        <translation>Este arquivo não está mais onde estava quando foi indexado.</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <location filename="../../desktop/gui/load/placement.py" line="+39"/>
        <source>processor (CPU)</source>
        <translation>processador (CPU)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Remembers up to {0} tokens of conversation.</source>
        <translation>Lembra até {0} tokens de conversa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (conversation memory: {0})</source>
        <translation> (memória da conversa: {0})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Runs on the graphics card: {0}.</source>
        <translation>Roda na placa de vídeo: {0}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> ({0} of {1} layers)</source>
        <translation> ({0} de {1} camadas)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All {0} layers on the graphics card.</source>
        <translation>Todas as {0} camadas na placa de vídeo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is on the graphics card.</source>
        <translation>O modelo está na placa de vídeo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU).</source>
        <translation>Roda no processador (CPU).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All {0} layers on the processor.</source>
        <translation>Todas as {0} camadas no processador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All on the processor.</source>
        <translation>Tudo no processador.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics card not used ({0})</source>
        <translation>Placa de vídeo não usada ({0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU), as you chose.</source>
        <translation>Roda no processador (CPU), como você escolheu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}: you chose CPU only for this model.</source>
        <translation>{0}: você escolheu só CPU para este modelo.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the installed llama.cpp runtime can only use the processor.</source>
        <translation>o motor llama.cpp instalado só consegue usar o processador.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It does not fit in its free memory.</source>
        <translation>Ele não cabe na memória livre dela.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your graphics card ({0}) is not used. {1}</source>
        <translation>Sua placa de vídeo ({0}) não é usada. {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not enough free graphics memory for this model.</source>
        <translation>não há memória de vídeo livre suficiente para este modelo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>llama.cpp put no part of the model on it (the server log says why).</source>
        <translation>o llama.cpp não colocou nenhuma parte do modelo nela (o log do servidor diz por quê).</translation>
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
        <translation>Onde o modelo roda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layers on the graphics card</source>
        <translation>Camadas na placa de vídeo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loaded context</source>
        <translation>Contexto carregado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics card warning</source>
        <translation>Aviso da placa de vídeo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes from loading</source>
        <translation>Notas do carregamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start chatting</source>
        <translation>Começar a conversar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the Chat page</source>
        <translation>Ir para a página Chat</translation>
    </message>
</context>
<context>
    <name>PlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="-278"/>
        <source>Will it run</source>
        <translation>Vai rodar?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length slider</source>
        <translation>Controle do tamanho do contexto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length, in tokens</source>
        <translation>Tamanho do contexto, em tokens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context limit</source>
        <translation>Limite do contexto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context warning</source>
        <translation>Aviso sobre o contexto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Graphics card plan</source>
        <translation>Plano da placa de vídeo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why these settings</source>
        <translation>Por que estas configurações</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics memory needed</source>
        <translation>Memória de vídeo necessária</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory needed</source>
        <translation>Memória necessária</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed, in words</source>
        <translation>Memória necessária, em palavras</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Context</source>
        <translation>&amp;Contexto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much of the conversation the model keeps in mind.</source>
        <translation>Quanto da conversa o modelo consegue lembrar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics card</source>
        <translation>Placa de vídeo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics memory</source>
        <translation>Memória de vídeo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Memória</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading the model…</source>
        <translation>Lendo o modelo…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This model was trained for up to {0} tokens.</source>
        <translation>Este modelo foi treinado com um contexto de até {0} tokens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model does not say how long a context it handles.</source>
        <translation>Este modelo não informa quanto contexto suporta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Fits in GPU memory up to {0} (the green part of the slider); more is slower.</source>
        <translation> Cabe na memória de vídeo até {0} (a parte verde do controle); acima disso, fica mais lento.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This model can&apos;t be used.</source>
        <translation>Este modelo não pode ser usado.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>free graphics memory</source>
        <translation>memória de vídeo livre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the graphics card</source>
        <translation>Na placa de vídeo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>free memory</source>
        <translation>memória livre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the computer&apos;s memory</source>
        <translation>Na memória do computador</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Fits in GPU memory up to {0}.</source>
        <translation>Cabe na memória de vídeo até {0}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} is more than fits in GPU memory ({1}): part of the model will run on the processor, which is slower.</source>
        <translation>{0} é mais do que cabe na memória de vídeo ({1}): parte do modelo vai rodar no processador, que é mais lento.</translation>
    </message>
</context>
<context>
    <name>PlanWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/plan_words.py" line="+40"/>
        <source>Runs fully on the graphics card</source>
        <translation>Roda totalmente na placa de vídeo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs partly on the graphics card</source>
        <translation>Roda em parte na placa de vídeo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs on the processor</source>
        <translation>Roda no processador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too big for this computer</source>
        <translation>Grande demais para este computador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conversation memory</source>
        <translation>memória da conversa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>working space</source>
        <translation>espaço de trabalho</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chosen context length ({chosen_tokens}) is longer than the {trained_tokens} this model was trained for; answers may get worse near the end of long chats.</source>
        <translation>O tamanho do contexto escolhido ({chosen_tokens}) é maior que os {trained_tokens} para os quais este modelo foi treinado; as respostas podem piorar perto do fim de chats longos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You chose to run the model on the processor only.</source>
        <translation>Você escolheu rodar o modelo só no processador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of the chosen graphics cards was found, so the model runs on the processor.</source>
        <translation>Nenhuma das placas de vídeo escolhidas foi encontrada, então o modelo roda no processador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No graphics card was found, so the model runs on the processor.</source>
        <translation>Nenhuma placa de vídeo foi encontrada, então o modelo roda no processador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the whole model fits in graphics memory.</source>
        <translation>O tamanho do contexto foi reduzido de {from_tokens} para {to_tokens} para que o modelo inteiro caiba na memória de vídeo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model fits in the free memory of {gpus} ({usable_size} usable), so it runs fully on the graphics card.</source>
        <translation>O modelo cabe na memória livre de {gpus} ({usable_size} utilizáveis), então roda totalmente na placa de vídeo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model is too big for one graphics card, so it is split across {count} cards: {gpus} ({usable_size} usable).</source>
        <translation>O modelo é grande demais para uma só placa de vídeo, então é dividido entre {count} placas: {gpus} ({usable_size} utilizáveis).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more graphics memory than is free; up to {largest_tokens} would run fully on the graphics card.</source>
        <translation>O tamanho do contexto escolhido ({chosen_tokens}) precisa de mais memória de vídeo do que há livre; com até {largest_tokens}, o modelo rodaria totalmente na placa de vídeo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {usable_size} of usable graphics memory and {free_size} of free memory.</source>
        <translation>O modelo precisa de cerca de {need_size}, mas este computador tem só {usable_size} de memória de vídeo utilizável e {free_size} de memória livre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} has too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus} tem pouca memória livre demais ({free_size}) para ajudar, então o modelo roda no processador.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} have too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus} têm pouca memória livre demais ({free_size}) para ajudar, então o modelo roda no processador.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size} but only {usable_size} of graphics memory is usable, so part of it runs on the processor, which is slower.</source>
        <translation>O modelo precisa de cerca de {need_size}, mas só {usable_size} de memória de vídeo são utilizáveis, então parte dele roda no processador, o que é mais lento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose to put every layer on the graphics card, but the model needs about {need_size} and only {usable_size} of graphics memory is usable: loading will probably fail. Choose Automatic to run part of it on the processor.</source>
        <translation>Você escolheu colocar todas as camadas na placa de vídeo, mas o modelo precisa de cerca de {need_size} e só {usable_size} de memória de vídeo são utilizáveis: o carregamento provavelmente vai falhar. Escolha “Automático” para rodar parte dele no processador.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so {layers} layers fit in graphics memory.</source>
        <translation>O tamanho do contexto foi reduzido de {from_tokens} para {to_tokens} para que {layers} camadas caibam na memória de vídeo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose {layers} of {total_layers} layers on {gpus}; the rest run on the processor, which is slower.</source>
        <translation>Você escolheu {layers} de {total_layers} camadas em {gpus}; o resto roda no processador, o que é mais lento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those layers need about {need_size} of graphics memory, but only {usable_size} is usable: loading will probably fail. Choose fewer layers.</source>
        <translation>Essas camadas precisam de cerca de {need_size} de memória de vídeo, mas só {usable_size} são utilizáveis: o carregamento provavelmente vai falhar. Escolha menos camadas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The layers left on the processor need about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>As camadas deixadas no processador precisam de cerca de {need_size}, mas este computador tem só {free_size} de memória livre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>O modelo precisa de cerca de {need_size}, mas este computador tem só {free_size} de memória livre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the model fits in the free memory.</source>
        <translation>O tamanho do contexto foi reduzido de {from_tokens} para {to_tokens} para que o modelo caiba na memória livre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more memory than is free ({free_size}); up to {largest_tokens} would fit.</source>
        <translation>O tamanho do contexto escolhido ({chosen_tokens}) precisa de mais memória do que há livre ({free_size}); com até {largest_tokens}, o modelo caberia.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>needs about {size}</source>
        <translation>precisa de cerca de {size}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs about {size}: {parts}</source>
        <translation>precisa de cerca de {size}: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>uses about {size}: {parts}</source>
        <translation>usa cerca de {size}: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>about {size}</source>
        <translation>cerca de {size}</translation>
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
        <translation>Lendo a resposta em voz alta. Clique em “Parar a leitura” para parar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer could not be read aloud; try again.</source>
        <translation>Não foi possível ler a resposta em voz alta; tente de novo.</translation>
    </message>
</context>
<context>
    <name>RemoteServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="+58"/>
        <source>Office PC</source>
        <translation>PC do escritório</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server name</source>
        <translation>Nome do servidor remoto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>http://192.168.1.20:8080</source>
        <translation>http://192.168.1.20:8080</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server address</source>
        <translation>Endereço do servidor remoto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s API key, if it has one</source>
        <translation>a chave de API do servidor, se ele tiver uma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server key</source>
        <translation>Chave do servidor remoto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add server</source>
        <translation>&amp;Adicionar servidor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add remote server</source>
        <translation>Adicionar servidor remoto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>Endereço</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About remote servers</source>
        <translation>Sobre os servidores remotos</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Asking {0} for its models…</source>
        <translation>Pedindo os modelos a {0}…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no models yet</source>
        <translation>nenhum modelo ainda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added {0}: it offers {1}.</source>
        <translation>{0} adicionado: oferece {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not added. {0}</source>
        <translation>Não adicionado. {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a server</source>
        <translation>um servidor</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Removed {0}.</source>
        <translation>{0} removido.</translation>
    </message>
</context>
<context>
    <name>RemoteWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/remote_words.py" line="+19"/>
        <source>The server&apos;s address is empty. Enter one like http://192.168.1.20:8080.</source>
        <translation>O endereço do servidor está vazio. Digite um como http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a web address LlamaDesk can use: it must start with http:// or https://.</source>
        <translation>{address} não é um endereço web que o LlamaDesk possa usar: ele deve começar com http:// ou https://.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} has a port that is not a number from 1 to 65535.</source>
        <translation>{address} tem uma porta que não é um número de 1 a 65535.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} names no computer. Enter one like http://192.168.1.20:8080.</source>
        <translation>{address} não indica nenhum computador. Digite um endereço como http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the server a name, such as “Office PC”.</source>
        <translation>Dê um nome ao servidor, como “PC do escritório”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a server named {name}. Pick another name.</source>
        <translation>Já existe um servidor chamado {name}. Escolha outro nome.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no saved server named {name}. Give its address instead, like http://192.168.1.20:8080.</source>
        <translation>Não existe um servidor salvo chamado {name}. Informe o endereço dele, como http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} did not list its models (HTTP {status}). Check that {address} is an OpenAI-compatible server, such as llama-server.</source>
        <translation>{name} não listou seus modelos (HTTP {status}). Verifique se {address} é um servidor compatível com OpenAI, como o llama-server.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{address} did not answer like an OpenAI-compatible server (its /v1/models has no model list).</source>
        <translation>{address} não respondeu como um servidor compatível com OpenAI (o /v1/models dele não tem lista de modelos).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s certificate could not be verified, so LlamaDesk did not connect (it only talks to servers whose certificate is trusted). Use the server&apos;s correct https address, or a certificate this computer trusts.</source>
        <translation>Não foi possível verificar o certificado de {name}, então o LlamaDesk não se conectou (ele só conversa com servidores cujo certificado é confiável). Use o endereço https correto do servidor ou um certificado em que este computador confie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Can&apos;t reach {name} at {address}. Check that its server is running and that this computer can reach it, then press Retry.</source>
        <translation>Não foi possível acessar {name} em {address}. Verifique se o servidor dele está em execução e se este computador consegue acessá-lo, e depois clique em “Tentar de novo”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} refused the key. Check the key for it in Settings → Remote servers.</source>
        <translation>{name} recusou a chave. Verifique a chave dele em Configurações → Servidores remotos.</translation>
    </message>
</context>
<context>
    <name>RepoPage</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_page.py" line="+68"/>
        <source>Version</source>
        <translation>Versão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download size</source>
        <translation>Tamanho do download</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>Arquivos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Will it run here</source>
        <translation>Vai rodar aqui?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed</source>
        <translation>Memória necessária</translation>
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
        <translation>Baixada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open: anyone can download it.</source>
        <translation>Aberto: qualquer pessoa pode baixar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gated: it needs a Hugging Face token in Settings and accepting the licence on the model&apos;s page on huggingface.co before it can be downloaded.</source>
        <translation>Restrito: precisa de um token do Hugging Face nas Configurações e de aceitar a licença na página do modelo em huggingface.co antes de poder ser baixado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated: accept the licence on the model&apos;s page on huggingface.co, signed in to the account of the token in Settings, before downloading.</source>
        <translation>Restrito: aceite a licença na página do modelo em huggingface.co, conectado à conta do token das Configurações, antes de baixar.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>← &amp;Back</source>
        <translation>← &amp;Voltar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the search results</source>
        <translation>Voltar aos resultados da pesquisa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model name</source>
        <translation>Nome do modelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open on huggingface.co</source>
        <translation>Abrir em huggingface.co</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open this model&apos;s page in the web browser</source>
        <translation>Abrir a página deste modelo no navegador</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model details status</source>
        <translation>Status dos detalhes do modelo</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Licence</source>
        <translation>Licença</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Who can download it</source>
        <translation>Quem pode baixar</translation>
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
        <translation>Acesso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Versions of this model</source>
        <translation>Versões deste modelo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Image files</source>
        <translation>Arquivos de imagem</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+252"/>
        <source>&amp;Download</source>
        <translation>&amp;Baixar</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Download the selected version</source>
        <translation>Baixar a versão selecionada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About this model</source>
        <translation>Sobre este modelo</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Getting the list of versions from Hugging Face…</source>
        <translation>Obtendo a lista de versões do Hugging Face…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Not stated</source>
        <translation>Não informado</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} downloads, {1} likes</source>
        <translation>{0} downloads, {1} curtidas</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The versions show once Hugging Face answers: press Try again above.</source>
        <translation>As versões aparecem quando o Hugging Face responder: clique em Tentar de novo acima.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s details could not be read from Hugging Face.</source>
        <translation>Não foi possível ler os detalhes do modelo no Hugging Face.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This repo has no model files that LlamaDesk can use.</source>
        <translation>Este repositório não tem arquivos de modelo que o LlamaDesk possa usar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No version of this model fits in this computer&apos;s memory.</source>
        <translation>Nenhuma versão deste modelo cabe na memória deste computador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is recommended for this computer: the best quality that runs well here.</source>
        <translation>{0} é a recomendada para este computador: a melhor qualidade que roda bem aqui.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>1 file</source>
        <translation>1 arquivo</translation>
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
        <translation>Desconhecido</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>&amp;Download {0} ({1})</source>
        <translation>&amp;Baixar {0} ({1})</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Download anyway?</source>
        <translation>Baixar mesmo assim?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This version needs more memory than this computer has (about {0}), so it will probably not load. Download it anyway?</source>
        <translation>Esta versão precisa de mais memória do que este computador tem (cerca de {0}), então provavelmente não vai carregar. Baixar mesmo assim?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>about {0} at {1} tokens</source>
        <translation>cerca de {0} com {1} tokens</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} or less (a first guess)</source>
        <translation>{0} ou menos (uma primeira estimativa)</translation>
    </message>
</context>
<context>
    <name>RepoProjectors</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_projectors.py" line="+21"/>
        <source>Image file</source>
        <translation>Arquivo de imagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded with the model</source>
        <translation>Baixado com o modelo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Image files of this model</source>
        <translation>Arquivos de imagem deste modelo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Columns</source>
        <translation>Colunas</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not stated</source>
        <translation>Não informado</translation>
    </message>
</context>
<context>
    <name>RowChoiceTable</name>
    <message>
        <location filename="../../desktop/gui/widgets/row_choice_table.py" line="+24"/>
        <source>Columns</source>
        <translation>Colunas</translation>
    </message>
</context>
<context>
    <name>RpcWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/rpc_words.py" line="+20"/>
        <source>{hosts} is not a computer&apos;s address and port, like 192.168.1.20:{port}.</source>
        <translation>{hosts} não é o endereço e a porta de um computador, como 192.168.1.20:{port}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can&apos;t reach the computer sharing its devices at {hosts}. Start LlamaDesk&apos;s “Share this computer” there, or remove it from the computers to use.</source>
        <translation>Não é possível alcançar o computador que compartilha seus dispositivos em {hosts}. Inicie lá o “Compartilhar este computador” do LlamaDesk ou remova-o dos computadores a usar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This runtime can&apos;t use other computers: it may be built without that part of llama.cpp. Install the runtime again in Settings.</source>
        <translation>Este motor não consegue usar outros computadores: talvez tenha sido compilado sem essa parte do llama.cpp. Instale o motor de novo nas Configurações.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This runtime has no program for sharing this computer&apos;s devices. Install the runtime again in Settings.</source>
        <translation>Este motor não tem um programa para compartilhar os dispositivos deste computador. Instale o motor de novo nas Configurações.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The port must be a number from 1 to 65535, not {port}.</source>
        <translation>A porta deve ser um número de 1 a 65535, não {port}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port {port} is already in use on this computer. Pick another port.</source>
        <translation>A porta {port} já está em uso neste computador. Escolha outra porta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that shares this computer&apos;s devices could not be started. Install the runtime again in Settings.</source>
        <translation>Não foi possível iniciar o programa que compartilha os dispositivos deste computador. Instale o motor de novo nas Configurações.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t share at {address}: the port is in use, or the address is not this computer&apos;s. Pick another port or address.</source>
        <translation>Não é possível compartilhar em {address}: a porta está em uso ou o endereço não é deste computador. Escolha outra porta ou outro endereço.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that shares this computer&apos;s devices stopped as it started.</source>
        <translation>O programa que compartilha os dispositivos deste computador parou ao iniciar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing at {address} did not start within {time}. Try again.</source>
        <translation>O compartilhamento em {address} não começou em {time}. Tente de novo.</translation>
    </message>
</context>
<context>
    <name>RuntimeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="+150"/>
        <source>Runtime in use</source>
        <translation>Motor em uso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking…</source>
        <translation>Procurando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtimes found</source>
        <translation>Motores encontrados</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Use selected</source>
        <translation>&amp;Usar o selecionado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the selected runtime</source>
        <translation>Usar o motor selecionado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose &amp;automatically</source>
        <translation>Escolher &amp;automaticamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the runtime automatically</source>
        <translation>Escolher o motor automaticamente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Remove</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected runtime</source>
        <translation>Remover o motor selecionado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Look again</source>
        <translation>Procurar de novo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for runtimes again</source>
        <translation>Procurar motores de novo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runtime to build</source>
        <translation>Motor a compilar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Install / rebuild runtime</source>
        <translation>&amp;Instalar / recompilar motor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install or rebuild the runtime</source>
        <translation>Instalar ou recompilar o motor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel the runtime install</source>
        <translation>Cancelar a instalação do motor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install progress</source>
        <translation>Progresso da instalação do motor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install message</source>
        <translation>Mensagem da instalação do motor</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{0} — in use</source>
        <translation>{0} — em uso</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In use: {0}</source>
        <translation>Em uso: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In use: {0}. The runtime picked before ({1}) is gone: pick one below.</source>
        <translation>Em uso: {0}. O motor escolhido antes ({1}) não existe mais: escolha um abaixo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No llama-server was found. Install one with the button below.</source>
        <translation>Nenhum llama-server foi encontrado. Instale um com o botão abaixo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not look for runtimes: {0}</source>
        <translation>Não foi possível procurar motores: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+36"/>
        <source>a runtime</source>
        <translation>um motor</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The runtime in use stays: use another one first.</source>
        <translation>O motor em uso fica: use outro primeiro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LlamaDesk did not install this runtime, so it leaves it alone.</source>
        <translation>O LlamaDesk não instalou este motor, então não mexe nele.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected runtime&apos;s folder.</source>
        <translation>Excluir a pasta do motor selecionado.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Removed {0}.</source>
        <translation>{0} removido.</translation>
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
        <translation>concluído: %p%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installed {0}.</source>
        <translation>{0} instalado.</translation>
    </message>
</context>
<context>
    <name>RuntimeNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/runtime_notice.py" line="+14"/>
        <source>LlamaDesk needs llama-server, the program that runs the models, and none is installed yet. Settings installs it for you.</source>
        <translation>O LlamaDesk precisa do llama-server, o programa que roda os modelos, e nenhum está instalado ainda. As Configurações o instalam para você.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+1"/>
        <source>No runtime installed</source>
        <translation>Nenhum motor instalado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Settings to install it</source>
        <translation>Abrir as Configurações para instalar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the runtime section of Settings</source>
        <translation>Abrir a seção do motor nas Configurações</translation>
    </message>
</context>
<context>
    <name>RuntimeWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/runtime_words.py" line="+30"/>
        <source>Building llama-server needs CMake, which is not installed (get it from https://cmake.org/download/ or your package manager).</source>
        <translation>Para compilar o llama-server é preciso o CMake, que não está instalado (baixe em https://cmake.org/download/ ou pelo seu gerenciador de pacotes).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building llama-server needs a C++ compiler (g++ or clang++), which is not installed.</source>
        <translation>Para compilar o llama-server é preciso um compilador C++ (g++ ou clang++), que não está instalado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building for CUDA needs NVIDIA&apos;s CUDA Toolkit, but its compiler (nvcc) was not found on PATH, in CUDA_PATH / CUDA_HOME or in /usr/local/cuda.</source>
        <translation>Compilar para CUDA exige o CUDA Toolkit da NVIDIA, mas o compilador dele (nvcc) não foi encontrado no PATH, em CUDA_PATH / CUDA_HOME nem em /usr/local/cuda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building for ROCm needs AMD&apos;s ROCm/HIP SDK, but its compiler (hipcc) was not found on PATH, in ROCM_PATH / HIP_PATH or in /opt/rocm.</source>
        <translation>Compilar para ROCm exige o SDK ROCm/HIP da AMD, mas o compilador dele (hipcc) não foi encontrado no PATH, em ROCM_PATH / HIP_PATH nem em /opt/rocm.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Building llama-server needs a working C/C++ compiler, and CMake found none.</source>
        <translation>Para compilar o llama-server é preciso um compilador C/C++ que funcione, e o CMake não encontrou nenhum.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CMake could not use the CUDA Toolkit; check that nvcc works.</source>
        <translation>O CMake não conseguiu usar o CUDA Toolkit; verifique se o nvcc funciona.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CMake could not find the SPIR-V headers the Vulkan build needs: install the Vulkan SDK, or your system&apos;s spirv-headers package.</source>
        <translation>O CMake não encontrou os cabeçalhos SPIR-V de que a compilação para Vulkan precisa: instale o SDK do Vulkan ou o pacote spirv-headers do seu sistema.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not find the Vulkan SDK (headers, loader and glslc).</source>
        <translation>O CMake não encontrou o SDK do Vulkan (cabeçalhos, carregador e glslc).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not download llama.cpp&apos;s source from {address}. Check the internet connection and try again.</source>
        <translation>Não foi possível baixar o código-fonte do llama.cpp de {address}. Verifique a conexão com a internet e tente de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not the file LlamaDesk trusts (its checksum does not match), so nothing was installed.</source>
        <translation>{file} não é o arquivo em que o LlamaDesk confia (a soma de verificação não confere), então nada foi instalado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not install llama-server into {folder}. If a chat is running with it, unload the model and try again.</source>
        <translation>Não foi possível instalar o llama-server em {folder}. Se um chat estiver usando ele, descarregue o modelo e tente de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not be run; check that it is installed and works.</source>
        <translation>Não foi possível executar o CMake; verifique se ele está instalado e funcionando.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The build finished but left no {file} in {folder}.</source>
        <translation>A compilação terminou, mas não deixou {file} em {folder}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source package {file} is unsafe to unpack, so nothing was installed.</source>
        <translation>Não é seguro descompactar o pacote de código-fonte {file}, então nada foi instalado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The source package {file} does not contain llama.cpp&apos;s source.</source>
        <translation>O pacote de código-fonte {file} não contém o código-fonte do llama.cpp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not unpack {file}. Check that there is free disk space and try again.</source>
        <translation>Não foi possível descompactar {file}. Verifique se há espaço livre em disco e tente de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} did not answer as expected. Try again later.</source>
        <translation>O índice de pacotes em {address} não respondeu como esperado. Tente de novo mais tarde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} does not have {file}.</source>
        <translation>O índice de pacotes em {address} não tem {file}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not download the Vulkan headers from {address}. Check the internet connection, or install the Vulkan SDK 1.4 or newer.</source>
        <translation>Não foi possível baixar os cabeçalhos do Vulkan de {address}. Verifique a conexão com a internet ou instale o SDK do Vulkan 1.4 ou mais recente.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The package {file} holds no Vulkan C++ headers.</source>
        <translation>O pacote {file} não contém cabeçalhos C++ do Vulkan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No llama-server was found: it runs the models. Install it in Settings.</source>
        <translation>Nenhum llama-server foi encontrado: é ele que roda os modelos. Instale-o nas Configurações.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays. Choose another first, then remove it.</source>
        <translation>{name} é o motor em uso, então ele fica. Escolha outro primeiro e depois remova-o.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} ({path}) was not installed by LlamaDesk, so LlamaDesk leaves it alone. Delete it yourself if you no longer want it.</source>
        <translation>{name} ({path}) não foi instalado pelo LlamaDesk, então o LlamaDesk não mexe nele. Apague-o você mesmo se não quiser mais.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A llama-server from {name} is running. Unload the model, then remove it.</source>
        <translation>Um llama-server de {name} está em execução. Descarregue o modelo e depois remova-o.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Checking the build tools</source>
        <translation>Verificando as ferramentas de compilação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is already installed</source>
        <translation>{name} já está instalado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking up {name} {version} on the package index</source>
        <translation>Procurando {name} {version} no índice de pacotes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the downloaded llama.cpp source</source>
        <translation>Usando o código-fonte do llama.cpp já baixado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading llama.cpp&apos;s source ({mib} MiB)</source>
        <translation>Baixando o código-fonte do llama.cpp ({mib} MiB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the unpacked llama.cpp source</source>
        <translation>Usando o código-fonte do llama.cpp já descompactado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking llama.cpp&apos;s source</source>
        <translation>Descompactando o código-fonte do llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacked llama.cpp&apos;s source</source>
        <translation>Código-fonte do llama.cpp descompactado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the downloaded Vulkan headers</source>
        <translation>Usando os cabeçalhos do Vulkan já baixados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers</source>
        <translation>Baixando os cabeçalhos do Vulkan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers ({mib} MiB)</source>
        <translation>Baixando os cabeçalhos do Vulkan ({mib} MiB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking the Vulkan headers</source>
        <translation>Descompactando os cabeçalhos do Vulkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the configured build folder</source>
        <translation>Usando a pasta de compilação já configurada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Configuring the llama.cpp build</source>
        <translation>Configurando a compilação do llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configured the llama.cpp build</source>
        <translation>Compilação do llama.cpp configurada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another build of llama-server to finish</source>
        <translation>Aguardando outra compilação do llama-server terminar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compiling llama-server</source>
        <translation>Compilando o llama-server</translation>
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
        <translation>Compilar para Vulkan exige o SDK do Vulkan (cabeçalhos, carregador e glslc), e falta uma parte: instale o SDK do Vulkan.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Building llama-server failed while configuring.</source>
        <translation>A compilação do llama-server falhou durante a configuração.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building llama-server failed while compiling.</source>
        <translation>A compilação do llama-server falhou ao compilar o código.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{name} could not be removed: its folder could not be deleted.</source>
        <translation>Não foi possível remover {name}: a pasta dele não pôde ser apagada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays: it is the only one there is.</source>
        <translation>{name} é o motor em uso, então ele fica: é o único que existe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No runtime is called “{name}”.</source>
        <translation>Nenhum motor se chama “{name}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checking</source>
        <translation>Verificando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>Baixando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacking</source>
        <translation>Descompactando</translation>
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
        <translation>Concluído</translation>
    </message>
</context>
<context>
    <name>SamplingControls</name>
    <message>
        <location filename="../../desktop/gui/chat/sampling_controls.py" line="+36"/>
        <source>More settings</source>
        <translation>Mais configurações</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model&apos;s default</source>
        <translation>padrão do modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>ligado</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+88"/>
        <location line="+9"/>
        <source>off</source>
        <translation>desligado</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>low effort</source>
        <translation>esforço baixo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium effort</source>
        <translation>esforço médio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high effort</source>
        <translation>esforço alto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer settings</source>
        <translation>Menos configurações</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Creativity (temperature)</source>
        <translation>Criatividade (temperatura)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>0 gives the same answer every time; higher is more varied.</source>
        <translation>0 dá a mesma resposta toda vez; mais alto é mais variado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest answer, in tokens</source>
        <translation>Resposta mais longa, em tokens</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The longest answer the model may write, in tokens (a token is about three quarters of a word); no limit lets it finish on its own.</source>
        <translation>A resposta mais longa que o modelo pode escrever, em tokens (um token é cerca de três quartos de uma palavra); sem limite deixa que ele termine sozinho.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no limit</source>
        <translation>sem limite</translation>
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
        <translation>Raciocínio</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Whether the model thinks before it answers (slower, often better), or how hard. Kept with this chat.</source>
        <translation>Se o modelo pensa antes de responder (mais lento, muitas vezes melhor), ou quanto. Fica guardado com este chat.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+149"/>
        <source>Show more answer settings</source>
        <translation>Mostrar mais configurações da resposta</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+51"/>
        <source>Word choice breadth (top P)</source>
        <translation>Amplitude da escolha de palavras (top P)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Only the likeliest words that together make up this share are considered.</source>
        <translation>Só são consideradas as palavras mais prováveis que juntas somam esta fração.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+47"/>
        <source>Candidate words (top K)</source>
        <translation>Palavras candidatas (top K)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Only this many of the likeliest next words are considered; off considers all.</source>
        <translation>Só esta quantidade das próximas palavras mais prováveis é considerada; desligado considera todas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+41"/>
        <source>Least likely word allowed (min P)</source>
        <translation>Palavra menos provável permitida (min P)</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Words less likely than this share of the likeliest one are never picked.</source>
        <translation>Palavras menos prováveis que esta fração da mais provável nunca são escolhidas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+38"/>
        <source>Repetition penalty</source>
        <translation>Penalidade de repetição</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Above 1 the model avoids repeating itself.</source>
        <translation>Acima de 1 o modelo evita se repetir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+34"/>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>With the same seed and settings, the same question gets the same answer.</source>
        <translation>Com a mesma semente e as mesmas configurações, a mesma pergunta recebe a mesma resposta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>aleatória</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Creativity</source>
        <translation>Criatividade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest answer</source>
        <translation>Resposta mais longa</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>More answer settings</source>
        <translation>Mais configurações da resposta</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Hide more answer settings</source>
        <translation>Ocultar mais configurações da resposta</translation>
    </message>
</context>
<context>
    <name>SavedListGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/saved_list_group.py" line="+45"/>
        <source>Pick {0} in the list first.</source>
        <translation>Escolha {0} na lista primeiro.</translation>
    </message>
</context>
<context>
    <name>ServeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="+72"/>
        <location line="+1"/>
        <source>Let other apps use the loaded model</source>
        <translation>Deixar outros apps usarem o modelo carregado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port for other apps</source>
        <translation>Porta para outros apps</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The port other apps connect to (8080 by default).</source>
        <translation>A porta à qual outros apps se conectam (8080 por padrão).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Also let other computers on my network use it</source>
        <translation>Deixar também outros computadores da minha rede usarem</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Local network warning</source>
        <translation>Aviso sobre a rede local</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warning: {0}</source>
        <translation>Aviso: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Key for other apps</source>
        <translation>Chave para outros apps</translation>
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
        <translation>Mostrar a chave</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy the key</source>
        <translation>Copiar a chave</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regenerate</source>
        <translation>Gerar de novo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new key (apps with the old one are refused)</source>
        <translation>Criar uma nova chave (apps com a antiga são recusados)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Address for other apps</source>
        <translation>Endereço para outros apps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the address</source>
        <translation>Copiar o endereço</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addresses for other computers</source>
        <translation>Endereços para outros computadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speech model for other apps</source>
        <translation>Modelo de fala para outros apps</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speech for other apps</source>
        <translation>Fala para outros apps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When changes apply</source>
        <translation>Quando as mudanças valem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply now (reloads the model)</source>
        <translation>Aplicar agora (recarrega o modelo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply now, reloading the model</source>
        <translation>Aplicar agora, recarregando o modelo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Port:</source>
        <translation>Porta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key:</source>
        <translation>Chave:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>Endereço:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech model:</source>
        <translation>Modelo de fala:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model for other apps is for</source>
        <translation>Para que serve o modelo de fala para outros apps</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About other apps</source>
        <translation>Sobre outros apps</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>From other computers: {0}</source>
        <translation>De outros computadores: {0}</translation>
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
        <translation>Log do servidor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What llama.cpp printed while loading and running the model. It helps when something went wrong; copy it into a bug report.</source>
        <translation>O que o llama.cpp mostrou ao carregar e rodar o modelo. Ajuda quando algo dá errado; copie-o em um relato de erro.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server log lines</source>
        <translation>Linhas do log do servidor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server has printed nothing yet.</source>
        <translation>O servidor ainda não mostrou nada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close the server log</source>
        <translation>Fechar o log do servidor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the server log</source>
        <translation>Copiar o log do servidor</translation>
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
        <translation>Tudo na placa de vídeo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (no graphics card)</source>
        <translation>Só processador (sem placa de vídeo)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Defaults for new models and chats</source>
        <translation>Padrões para novos modelos e chats</translation>
    </message>
</context>
<context>
    <name>SettingsHelp</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="-63"/>
        <source>When something goes wrong, a report helps the people who make LlamaDesk fix it. It says which versions, computer and runtime you have and what went wrong lately; it holds no chats, keys or tokens.</source>
        <translation>Quando algo dá errado, um relatório ajuda a equipe do LlamaDesk a corrigir o problema. Ele informa as versões, o computador e o motor que você tem e o que deu errado recentemente; não contém chats, chaves nem tokens.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
</context>
<context>
    <name>SettingsRemote</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="-104"/>
        <source>Chat with models on another computer: a llama-server, or LlamaDesk sharing its model with other apps. Its models appear in the Chat page&apos;s model box.</source>
        <translation>Converse com modelos em outro computador: um llama-server, ou um LlamaDesk que compartilha o modelo com outros apps. Os modelos dele aparecem na caixa de modelos da página Chat.</translation>
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
        <translation>Remover servidor</translation>
    </message>
</context>
<context>
    <name>SettingsRpc</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+41"/>
        <source>Load models with the memory of other computers too: each must be sharing (below, on that computer). They are used from the next load.</source>
        <translation>Carregue modelos usando também a memória de outros computadores: cada um deve estar compartilhando (abaixo, naquele computador). Eles são usados a partir do próximo carregamento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lend this computer&apos;s memory and devices to LlamaDesk on another computer.</source>
        <translation>Emprestar a memória e os dispositivos deste computador ao LlamaDesk em outro computador.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Use other computers</source>
        <translation>Usar outros computadores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computers to use</source>
        <translation>Computadores a usar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove computer</source>
        <translation>Remover computador</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Share this computer</source>
        <translation>Compartilhar este computador</translation>
    </message>
</context>
<context>
    <name>SettingsRuntime</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-350"/>
        <source>Best for this computer</source>
        <translation>O melhor para este computador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (CPU)</source>
        <translation>Só processador (CPU)</translation>
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
        <translation>llama.cpp {0} (versão {1}) em {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp ({0} build) at {1}</source>
        <translation>llama.cpp (versão {0}) em {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp {0} at {1}</source>
        <translation>llama.cpp {0} em {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp at {0}</source>
        <translation>llama.cpp em {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} build</source>
        <translation>versão {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown backend</source>
        <translation>backend desconhecido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>portable</source>
        <translation>portátil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>built for this processor</source>
        <translation>compilado para este processador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} ({1}) at {2}</source>
        <translation>{0} ({1}) em {2}</translation>
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
        <translation>Outros programas neste computador (editores de código, scripts, apps de chat que falam a API da OpenAI ou da Anthropic) podem usar o modelo carregado. Dê a eles o endereço e a chave abaixo; um pedido sem a chave é recusado. O app continua conversando normalmente.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changes apply the next time a model is loaded.</source>
        <translation>As mudanças valem a partir do próximo carregamento de um modelo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other apps can also ask this model to read text aloud (OpenAI&apos;s speech API, at the same address with the same key). It speaks in the voice and language chosen under Voice.</source>
        <translation>Outros apps também podem pedir a este modelo que leia textos em voz alta (a API de fala da OpenAI, no mesmo endereço e com a mesma chave). Ele fala com a voz e o idioma escolhidos em Voz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None</source>
        <translation>Nenhum</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other apps</source>
        <translation>Outros apps</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Speech for other apps did not start: {0}</source>
        <translation>A fala para outros apps não iniciou: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the address above</source>
        <translation>o endereço acima</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other apps can ask {0} to speak at {1}.</source>
        <translation>Outros apps podem pedir a {0} para falar em {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} speaks for other apps from the next time a model is loaded.</source>
        <translation>{0} fala para outros apps a partir do próximo carregamento de um modelo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} speaks for other apps once a model is loaded.</source>
        <translation>{0} fala para outros apps quando um modelo for carregado.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>port {0} is in use by another program; choose another port above.</source>
        <translation>a porta {0} está sendo usada por outro programa; escolha outra porta acima.</translation>
    </message>
</context>
<context>
    <name>SettingsShortcuts</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_shortcuts.py" line="+16"/>
        <source>Show this list of shortcuts, from any page</source>
        <translation>Mostrar esta lista de atalhos, de qualquer página</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show this list of shortcuts too</source>
        <translation>Mostrar esta lista de atalhos também</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat, from any page</source>
        <translation>Iniciar um novo chat, de qualquer página</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Library</source>
        <translation>Mostrar a Biblioteca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Discover</source>
        <translation>Mostrar Descobrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Load</source>
        <translation>Mostrar Carregar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Chat</source>
        <translation>Mostrar o Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Settings</source>
        <translation>Mostrar as Configurações</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the message</source>
        <translation>Enviar a mensagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new line in the message</source>
        <translation>Iniciar uma nova linha na mensagem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop the answer being written (on the Chat page)</source>
        <translation>Parar a resposta que está sendo escrita (na página Chat)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save an edited message and send it again</source>
        <translation>Salvar uma mensagem editada e enviá-la de novo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave an edit as it was</source>
        <translation>Deixar uma edição como estava</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the search results from a model&apos;s page (Esc too)</source>
        <translation>Voltar aos resultados da pesquisa a partir da página de um modelo (Esc também)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alt + underlined letter</source>
        <translation>Alt + letra sublinhada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the setting or button with that letter underlined</source>
        <translation>Ir para a configuração ou o botão com essa letra sublinhada</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go to the next control (Shift+Tab: the one before)</source>
        <translation>Ir para o próximo controle (Shift+Tab: o anterior)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
</context>
<context>
    <name>SettingsTools</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="-117"/>
        <source>Needs the internet. Off by default: LlamaDesk works without a connection, and nothing leaves this computer unless you turn this on.</source>
        <translation>Precisa da internet. Desligado por padrão: o LlamaDesk funciona sem conexão, e nada sai deste computador a menos que você ative isto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: a command runs this computer&apos;s programs. It can read the system&apos;s folders and the files attached to the chat and write only in the chat&apos;s own folder, with no network; still, every command is shown to you first and runs only if you allow it.</source>
        <translation>Aviso: um comando executa os programas deste computador. Ele pode ler as pastas do sistema e os arquivos anexados ao chat e gravar só na pasta do próprio chat, sem rede; mesmo assim, cada comando é mostrado a você antes e só roda se você permitir.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A SearXNG search address, e.g. https://searx.example.org/search</source>
        <translation>Um endereço de busca SearXNG, por exemplo https://searx.example.org/search</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tools the model can use</source>
        <translation>Ferramentas que o modelo pode usar</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_view.py" line="+78"/>
        <source>LlamaDesk&apos;s models folder</source>
        <translation>Pasta de modelos do LlamaDesk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hugging Face cache (shared with other apps)</source>
        <translation>O cache do Hugging Face (compartilhado com outros apps)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced</source>
        <translation>Avançado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most people never need these: other apps and computers, tool servers, and the program that runs the models.</source>
        <translation>A maioria das pessoas nunca precisa disto: outros apps e computadores, servidores de ferramentas e o programa que roda os modelos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face, the token was kept and will be checked later.</source>
        <translation>Não é possível acessar o Hugging Face; o token foi guardado e será verificado depois.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Signed in as {0}.</source>
        <translation>Conectado como {0}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+59"/>
        <location line="+159"/>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>Settings status</source>
        <translation>Status das configurações</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+140"/>
        <source>Appearance and accounts</source>
        <translation>Aparência e contas</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>New chats and models</source>
        <translation>Novos chats e modelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <location line="+2"/>
        <source>Model folders</source>
        <translation>Pastas de modelos</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Where things are kept</source>
        <translation>Locais de armazenamento</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+198"/>
        <source>Where LlamaDesk keeps things</source>
        <translation>Onde o LlamaDesk guarda seus dados</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Tools the model can use</source>
        <translation>Ferramentas que o modelo pode usar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice</source>
        <translation>Voz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tool servers (MCP)</source>
        <translation>Servidores de ferramentas (MCP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP servers</source>
        <translation>Servidores MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other apps</source>
        <translation>Outros apps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other apps use the loaded model</source>
        <translation>Deixar outros apps usarem o modelo carregado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remote servers</source>
        <translation>Servidores remotos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other computers</source>
        <translation>Outros computadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use other computers, share this one</source>
        <translation>Usar outros computadores, compartilhar este</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtime</source>
        <translation>Motor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About the advanced settings</source>
        <translation>Sobre as configurações avançadas</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scroll the settings</source>
        <translation>Rolar as configurações</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll the settings sideways</source>
        <translation>Rolar as configurações para o lado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings sections</source>
        <translation>Seções das configurações</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a section to go to it; Enter moves into it.</source>
        <translation>Escolha uma seção para ir até ela; Enter entra nela.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Add &amp;folder…</source>
        <translation>Adicionar &amp;pasta…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model folder</source>
        <translation>Adicionar uma pasta de modelos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Remove</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected model folder</source>
        <translation>Remover a pasta de modelos selecionada</translation>
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
        <translation>O idioma do sistema</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language change</source>
        <translation>Mudança de idioma</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face token</source>
        <translation>Token do Hugging&#xa0;Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only needed for gated or private models</source>
        <translation>Só é necessário para modelos restritos ou privados</translation>
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
        <translation>Mostrar o token do Hugging Face</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Chec&amp;k</source>
        <translation>&amp;Verificar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check the Hugging Face token</source>
        <translation>Verificar o token do Hugging Face</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token check</source>
        <translation>Verificação do token do Hugging Face</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hugging Face t&amp;oken</source>
        <translation>T&amp;oken do Hugging Face</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chats and data</source>
        <translation>Chats e dados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded models</source>
        <translation>Modelos baixados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} folder</source>
        <translation>Pasta {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the {0} folder</source>
        <translation>Abrir a pasta {0}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save downloaded models in</source>
        <translation>Salvar modelos baixados em</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save &amp;downloaded models in</source>
        <translation>Salvar modelos &amp;baixados em</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add a folder with models</source>
        <translation>Adicionar uma pasta com modelos</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} is not a folder, so it was not added.</source>
        <translation>{0} não é uma pasta, por isso não foi adicionado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is already in the list.</source>
        <translation>{0} já está na lista.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a folder</source>
        <translation>uma pasta</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>LlamaDesk speaks the language you chose from its next start.</source>
        <translation>O LlamaDesk passará a usar o idioma escolhido na próxima vez que for aberto.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hugging Face token saved.</source>
        <translation>Token do Hugging Face salvo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token removed.</source>
        <translation>Token do Hugging Face removido.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Paste a token first.</source>
        <translation>Cole um token primeiro.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking…</source>
        <translation>Verificando…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The token could not be checked; try again.</source>
        <translation>Não foi possível verificar o token; tente de novo.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide the Hugging Face token</source>
        <translation>Ocultar o token do Hugging Face</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not create {0}: {1}.</source>
        <translation>Não foi possível criar {0}: {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not open {0} in the file manager.</source>
        <translation>Não foi possível abrir {0} no gerenciador de arquivos.</translation>
    </message>
</context>
<context>
    <name>SettingsVoice</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="+39"/>
        <source>LlamaDesk can read answers aloud (the “Read aloud” button on each answer) and write down what you say (the “Speak” button beside the message box). Both run on this computer: nothing you say leaves it, and the microphone is on only between your two presses.</source>
        <translation>O LlamaDesk pode ler respostas em voz alta (o botão “Ler em voz alta” em cada resposta) e escrever o que você diz (o botão “Falar” ao lado da caixa de mensagem). Os dois rodam neste computador: nada do que você diz sai dele, e o microfone só fica ligado entre os seus dois cliques.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reads answers aloud: a Qwen3-TTS or Pocket TTS model, with its mmproj file in the same folder.</source>
        <translation>Lê respostas em voz alta: um modelo Qwen3-TTS ou Pocket TTS, com o arquivo mmproj dele na mesma pasta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writes down what you say: a model that hears (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), with its audio mmproj file in the same folder.</source>
        <translation>Escreve o que você diz: um modelo que ouve (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), com o arquivo mmproj de áudio dele na mesma pasta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optional for Qwen3-TTS, needed for Pocket TTS: a few seconds of someone speaking (WAV or MP3); answers are read in that voice.</source>
        <translation>Opcional para Qwen3-TTS, necessário para Pocket TTS: alguns segundos de alguém falando (WAV ou MP3); as respostas são lidas com essa voz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language answers are in, for speech models that speak several (Qwen3-TTS).</source>
        <translation>O idioma das respostas, para modelos de fala que falam vários (Qwen3-TTS).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s own</source>
        <translation>A do modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers are read at the speech model&apos;s own pace: llama.cpp&apos;s speech program has no speed setting.</source>
        <translation>As respostas são lidas no ritmo próprio do modelo de fala: o programa de fala do llama.cpp não tem ajuste de velocidade.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first in your library</source>
        <translation>O primeiro da sua biblioteca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None in your library yet</source>
        <translation>Nenhum na sua biblioteca ainda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound files (*.wav *.mp3)</source>
        <translation>Arquivos de som (*.wav *.mp3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Voice</source>
        <translation>Voz</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Found in your library: {0}, {1}.</source>
        <translation>Encontrados na sua biblioteca: {0}, {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Download them into one of your model folders to use them here.</source>
        <translation> Baixe-os em uma das suas pastas de modelos para usá-los aqui.</translation>
    </message>
</context>
<context>
    <name>SettingsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/settings_words.py" line="+16"/>
        <source>Your settings file could not be read, so LlamaDesk started with default settings.</source>
        <translation>Não foi possível ler seu arquivo de configurações, então o LlamaDesk iniciou com as configurações padrão.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some settings had values LlamaDesk could not use and were reset to their defaults ({fields}); the others were kept.</source>
        <translation>Algumas configurações tinham valores que o LlamaDesk não conseguia usar e voltaram ao padrão ({fields}); as outras foram mantidas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged. LlamaDesk kept the settings it could still read and reset the rest to their defaults.</source>
        <translation>Seu arquivo de configurações estava danificado. O LlamaDesk manteve as configurações que ainda conseguia ler e voltou as outras ao padrão.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged and could not be read, so LlamaDesk started with default settings.</source>
        <translation>Seu arquivo de configurações estava danificado e não pôde ser lido, então o LlamaDesk iniciou com as configurações padrão.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The old file was kept as {path}.</source>
        <translation>O arquivo antigo foi guardado como {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The damaged file was kept as {path}.</source>
        <translation>O arquivo danificado foi guardado como {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token was kept.</source>
        <translation>Seu token do Hugging Face foi mantido.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token could not be read: enter it again in Settings to download gated models.</source>
        <translation>Não foi possível ler seu token do Hugging Face: digite-o de novo nas Configurações para baixar modelos de acesso restrito.</translation>
    </message>
</context>
<context>
    <name>ShareGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+5"/>
        <source>Share this computer&apos;s memory and devices</source>
        <translation>Compartilhar a memória e os dispositivos deste computador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share this computer</source>
        <translation>Compartilhar este computador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port to share on</source>
        <translation>Porta para compartilhar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other computers on my network use it</source>
        <translation>Deixar outros computadores da minha rede usarem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share with other computers on my network</source>
        <translation>Compartilhar com outros computadores da minha rede</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing warning</source>
        <translation>Aviso sobre o compartilhamento</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+77"/>
        <source>Not shared.</source>
        <translation>Não compartilhado.</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About sharing this computer</source>
        <translation>Sobre compartilhar este computador</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0}:{1} (this computer&apos;s network address)</source>
        <translation>{0}:{1} (o endereço de rede deste computador)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} (this computer only)</source>
        <translation>{0} (só este computador)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared at {0}. Other computers add it to their list.</source>
        <translation>Compartilhado em {0}. Os outros computadores o adicionam à lista deles.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not shared. {0}</source>
        <translation>Não compartilhado. {0}</translation>
    </message>
</context>
<context>
    <name>ShortcutsHelp</name>
    <message>
        <location filename="../../desktop/gui/shell/shortcuts_help.py" line="+17"/>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key the window answers to. Esc closes this.</source>
        <translation>Todas as teclas a que a janela responde. Esc fecha isto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close the list of shortcuts</source>
        <translation>Fechar a lista de atalhos</translation>
    </message>
</context>
<context>
    <name>SourcesList</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+18"/>
        <source>Sources</source>
        <translation>Fontes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sources:</source>
        <translation>Fontes:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources of this answer</source>
        <translation>Fontes desta resposta</translation>
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
        <translation>pequena demonstração</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (starter model: a tiny demo)</source>
        <translation> (modelo inicial: uma pequena demonstração)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a better model for this computer</source>
        <translation>Encontrar um modelo melhor para este computador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the starter model, a tiny demo (135 million parameters) that shows the app works. Its answers are often wrong or odd; a bigger model answers far better.</source>
        <translation>Este é o modelo inicial, uma pequena demonstração (135 milhões de parâmetros) que mostra que o app funciona. As respostas dele muitas vezes são erradas ou estranhas; um modelo maior responde muito melhor.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Discover&apos;s suggestions for this computer&apos;s memory.</source>
        <translation>Sugestões de Descobrir para a memória deste computador.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About the starter model</source>
        <translation>Sobre o modelo inicial</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/store_words.py" line="+27"/>
        <source>Your chat could not be saved.</source>
        <translation>Não foi possível salvar seu chat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chat could not be saved because the disk is full. Free some space.</source>
        <translation>Não foi possível salvar seu chat porque o disco está cheio. Libere algum espaço.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your chat could not be saved because LlamaDesk may not write to its chats file. Check the file&apos;s permissions.</source>
        <translation>Não foi possível salvar seu chat porque o LlamaDesk não tem permissão para gravar no arquivo de chats. Verifique as permissões do arquivo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because another copy of LlamaDesk is using the chats file. Close it and try again.</source>
        <translation>Não foi possível salvar seu chat porque outra cópia do LlamaDesk está usando o arquivo de chats. Feche-a e tente de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because the disk could not be written. Check that it is still connected and has free space.</source>
        <translation>Não foi possível salvar seu chat porque não foi possível gravar no disco. Verifique se ele ainda está conectado e tem espaço livre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats could not be read.</source>
        <translation>Não foi possível ler seus chats salvos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved chats were already closed.</source>
        <translation>Os chats salvos já estavam fechados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your saved chats could not be opened. Close other copies of LlamaDesk and try again.</source>
        <translation>Não foi possível abrir seus chats salvos. Feche as outras cópias do LlamaDesk e tente de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your saved chats could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>Não foi possível abrir seus chats salvos em {path}. Verifique se a pasta existe e se você pode gravar nela.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats were written by a newer version of LlamaDesk. Update LlamaDesk to open them.</source>
        <translation>Seus chats salvos foram gravados por uma versão mais nova do LlamaDesk. Atualize o LlamaDesk para abri-los.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not make a new one next to it. Check that there is free disk space in {folder}, then start LlamaDesk again.</source>
        <translation>Seu arquivo de chats está danificado, e o LlamaDesk não conseguiu criar um novo ao lado dele. Verifique se há espaço livre em {folder} e abra o LlamaDesk de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not move it aside to put a repaired copy in its place. Close other programs that may use it, then start LlamaDesk again. The file is {path}.</source>
        <translation>Seu arquivo de chats está danificado, e o LlamaDesk não conseguiu movê-lo para o lado para pôr uma cópia reparada no lugar. Feche outros programas que possam estar usando-o e abra o LlamaDesk de novo. O arquivo é {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved chats file is damaged and could not be repaired.</source>
        <translation>Seu arquivo de chats está danificado e não pôde ser reparado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This chat no longer exists.</source>
        <translation>Este chat não existe mais.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This message no longer exists.</source>
        <translation>Esta mensagem não existe mais.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This reply is no longer being written.</source>
        <translation>Esta resposta não está mais sendo escrita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This reply no longer exists.</source>
        <translation>Esta resposta não existe mais.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved chats file was damaged and nothing could be read from it, so a new, empty chat history was started. The damaged file was kept as {kept}.</source>
        <translation>Seu arquivo de chats estava danificado e nada pôde ser lido dele, então um histórico de chats novo e vazio foi iniciado. O arquivo danificado foi guardado como {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}). The damaged file was kept as {kept}.</source>
        <translation>Seu arquivo de chats estava danificado. O LlamaDesk recuperou o que pôde em um arquivo novo (chats: {chats}, mensagens: {messages}). O arquivo danificado foi guardado como {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}); some parts could not be read and are only in the damaged copy. The damaged file was kept as {kept}.</source>
        <translation>Seu arquivo de chats estava danificado. O LlamaDesk recuperou o que pôde em um arquivo novo (chats: {chats}, mensagens: {messages}); algumas partes não puderam ser lidas e estão só na cópia danificada. O arquivo danificado foi guardado como {kept}.</translation>
    </message>
</context>
<context>
    <name>SuggestionNotes</name>
    <message>
        <location filename="../../desktop/gui/discover/suggestion_notes.py" line="+16"/>
        <source>Tiny and quick</source>
        <translation>Minúsculo e rápido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good all-rounder</source>
        <translation>Versátil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strong at reasoning</source>
        <translation>Forte em raciocínio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Popular 8B chat</source>
        <translation>Modelo de chat 8B popular</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Multilingual, coding</source>
        <translation>Multilíngue, programação</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sees images too</source>
        <translation>Também vê imagens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Near frontier quality</source>
        <translation>Qualidade quase de ponta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large, sees images</source>
        <translation>Grande, vê imagens</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs a big GPU</source>
        <translation>Precisa de uma placa de vídeo grande</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speaking: reads answers aloud (10 languages)</source>
        <translation>Fala: lê as respostas em voz alta (10 idiomas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (small)</source>
        <translation>Escuta: escreve o que você diz (pequeno)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (more accurate)</source>
        <translation>Escuta: escreve o que você diz (mais preciso)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Google&apos;s EmbeddingGemma: over 100 languages, strong for its size</source>
        <translation>EmbeddingGemma do Google: mais de 100 idiomas, forte para o seu tamanho</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Among the best at finding passages; many languages, long texts</source>
        <translation>Entre os melhores para encontrar trechos; muitos idiomas, textos longos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English, long passages, quick on any computer</source>
        <translation>Inglês, trechos longos, rápido em qualquer computador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BGE-M3: over 100 languages, long texts</source>
        <translation>BGE-M3: mais de 100 idiomas, textos longos</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../desktop/gui/shell/theme.py" line="+26"/>
        <source>Same as the system</source>
        <translation>Igual ao sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Escuro</translation>
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
        <translation>Fazer o modelo usar uma ferramenta primeiro</translation>
    </message>
</context>
<context>
    <name>ToolCallCard</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_card.py" line="+34"/>
        <source>waiting for you</source>
        <translation>aguardando você</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>rodando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>concluída</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>recusada</translation>
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
        <translation>Uso de ferramenta: {name}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tool call time</source>
        <translation>Tempo do uso da ferramenta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tool call arguments</source>
        <translation>Argumentos do uso da ferramenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call result</source>
        <translation>Resultado do uso da ferramenta</translation>
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
        <translation>Problema no uso da ferramenta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Approval question</source>
        <translation>Pedido de aprovação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow once</source>
        <translation>Permitir uma vez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow this {name} call once</source>
        <translation>Permitir este uso de {name} uma vez</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow in this chat</source>
        <translation>Permitir neste chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow {name} for the rest of this chat</source>
        <translation>Permitir {name} no resto deste chat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deny</source>
        <translation>Negar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deny this {name} call</source>
        <translation>Negar este uso de {name}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{name}: {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The model wants to use {name} (it can delete or overwrite things) with the arguments below. Allow it?</source>
        <translation>O modelo quer usar {name} (pode excluir ou sobrescrever coisas) com os argumentos abaixo. Permitir?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model wants to use {name} with the arguments below. Allow it?</source>
        <translation>O modelo quer usar {name} com os argumentos abaixo. Permitir?</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Hide the {name} call ({status})</source>
        <translation>Ocultar o uso de {name} ({status})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the {name} call ({status})</source>
        <translation>Mostrar o uso de {name} ({status})</translation>
    </message>
</context>
<context>
    <name>ToolCardList</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_cards.py" line="+34"/>
        <source>Tool calls</source>
        <translation>Usos de ferramentas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tools note</source>
        <translation>Nota sobre as ferramentas</translation>
    </message>
</context>
<context>
    <name>ToolCards</name>
    <message>
        <location line="-21"/>
        <source>The answer ended before this call was allowed, so it did not run.</source>
        <translation>A resposta terminou antes de este uso ser permitido, então ele não rodou.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer ended while this call was running.</source>
        <translation>A resposta terminou enquanto este uso estava rodando.</translation>
    </message>
</context>
<context>
    <name>ToolServers</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="-207"/>
        <source>Ask every time</source>
        <translation>Perguntar sempre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow in this chat</source>
        <translation>Permitir neste chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always allow</source>
        <translation>Sempre permitir</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give the server a name.</source>
        <translation>Dê um nome ao servidor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the command that starts the server, or its web address.</source>
        <translation>Informe o comando que inicia o servidor, ou o endereço web dele.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The command could not be read: {0}.</source>
        <translation>Não foi possível ler o comando: {0}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It did not work: {0}</source>
        <translation>Não funcionou: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It works, but it offers no tools.</source>
        <translation>Funciona, mas não oferece nenhuma ferramenta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (pode alterar coisas)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It works. Its tools: {0}.</source>
        <translation>Funciona. Ferramentas: {0}.</translation>
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
        <translation>Executar código Python</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run short Python programs to calculate or check its work. They run fenced off: they cannot start programs, use the internet, or read your files except the ones you attach.</source>
        <translation>Deixa o modelo executar programas curtos em Python para fazer contas ou conferir o próprio trabalho. Eles rodam isolados: não podem iniciar programas, usar a internet nem ler seus arquivos, exceto os que você anexar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read attached files</source>
        <translation>Ler arquivos anexados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read the files you attach to this chat, and nothing else.</source>
        <translation>Deixa o modelo ler os arquivos que você anexar a este chat, e nada mais.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search the web</source>
        <translation>Pesquisar na web</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model search the web and read the list of results. Uses the internet.</source>
        <translation>Deixa o modelo pesquisar na web e ler a lista de resultados. Usa a internet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open web pages</source>
        <translation>Abrir páginas da web</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read a web page&apos;s text. Uses the internet.</source>
        <translation>Deixa o modelo ler o texto de uma página da web. Usa a internet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run commands on this computer</source>
        <translation>Executar comandos neste computador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run commands on your computer, in a folder of its own. It asks you before every command.</source>
        <translation>Deixa o modelo executar comandos no seu computador, em uma pasta própria. Ele pergunta a você antes de cada comando.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>“{name}” is not a tool LlamaDesk knows.</source>
        <translation>“{name}” não é uma ferramenta que o LlamaDesk conhece.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tool “{name}” is off. Turn it on in Settings → Tools.</source>
        <translation>A ferramenta “{name}” está desligada. Ligue-a em Configurações → Ferramentas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP configuration file {path} does not exist.</source>
        <translation>O arquivo de configuração MCP {path} não existe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no MCP server named “{name}”. Add it in Settings → Tools.</source>
        <translation>Não há servidor MCP chamado “{name}”. Adicione-o em Configurações → Ferramentas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An MCP server needs a name.</source>
        <translation>Um servidor MCP precisa de um nome.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An MCP server needs either a command to start or an address (URL).</source>
        <translation>Um servidor MCP precisa de um comando para iniciá-lo ou de um endereço (URL).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP servers could not be saved to {path}. Check that the disk has free space and you may write to that folder.</source>
        <translation>Não foi possível salvar os servidores MCP em {path}. Verifique se o disco tem espaço livre e se você pode gravar nessa pasta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP configuration file {path} could not be read. Check that you may read it.</source>
        <translation>Não foi possível ler o arquivo de configuração MCP {path}. Verifique se você tem permissão para lê-lo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP configuration file {path} is damaged. Fix or remove it; LlamaDesk will not write over it.</source>
        <translation>O arquivo de configuração MCP {path} está danificado. Corrija-o ou remova-o; o LlamaDesk não vai sobrescrevê-lo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{name}” did not answer in time and was stopped.</source>
        <translation>O servidor MCP “{name}” não respondeu a tempo e foi parado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{name}” could not be started ({reason}). Check its command or address in Settings → Tools.</source>
        <translation>Não foi possível iniciar o servidor MCP “{name}” ({reason}). Verifique o comando ou o endereço dele em Configurações → Ferramentas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It said: “{said}”</source>
        <translation>Ele disse: “{said}”</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The model asked for a tool without naming it, so nothing ran.</source>
        <translation>O modelo pediu uma ferramenta sem dizer qual, então nada foi executado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model asked for a tool named “{name}”, which this chat does not have.</source>
        <translation>O modelo pediu uma ferramenta chamada “{name}”, que este chat não tem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model&apos;s request could not be read, so the tool did not run ({reason}).</source>
        <translation>Não foi possível ler o pedido do modelo, então a ferramenta não foi executada ({reason}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed: “{name}” can change things on this computer and was not allowed for this question, so it did not run.</source>
        <translation>Não permitido: “{name}” pode alterar coisas neste computador e não foi permitido para esta pergunta, então não foi executado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stopped by the user.</source>
        <translation>Parado pelo usuário.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” took longer than {seconds} seconds and was stopped.</source>
        <translation>“{name}” levou mais de {seconds} segundos e foi interrompido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}” failed with an error of its own: {reason}</source>
        <translation>“{name}” falhou com um erro próprio: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give the tool what it needs (“{name}”), so it did not run.</source>
        <translation>O modelo não deu à ferramenta o que ela precisa (“{name}”), então ela não foi executada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“{name}” is not a file attached to this chat.</source>
        <translation>“{name}” não é um arquivo anexado a este chat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running commands is off on Windows for now: LlamaDesk can&apos;t fence it off there yet, and it never runs without the fence.</source>
        <translation>Executar comandos está desligado no Windows por enquanto: o LlamaDesk ainda não consegue isolá-lo lá, e ele nunca roda sem isolamento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This tool is off on this computer: LlamaDesk could not fence it off here, so nothing ran ({reason}).</source>
        <translation>Esta ferramenta está desligada neste computador: o LlamaDesk não conseguiu isolá-la aqui, então nada foi executado ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not read {name}: it works in its own folder and may read only the files attached to the chat.</source>
        <translation>O código não pode ler {name}: ele trabalha na própria pasta e só pode ler os arquivos anexados ao chat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not write {name}: it may change only the files in its own folder.</source>
        <translation>O código não pode gravar {name}: ele só pode alterar os arquivos da própria pasta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The code tried to use the network, which it may not.</source>
        <translation>O código tentou usar a rede, o que não é permitido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to start another program, which it may not.</source>
        <translation>O código tentou iniciar outro programa, o que não é permitido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to call native code (ctypes), which it may not.</source>
        <translation>O código tentou chamar código nativo (ctypes), o que não é permitido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat&apos;s working folder could not be made ({reason}).</source>
        <translation>Não foi possível criar a pasta de trabalho do chat ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It could not be started ({reason}).</source>
        <translation>Não foi possível iniciá-lo ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ran longer than its limit of {seconds} seconds and was stopped.</source>
        <translation>Rodou por mais tempo que o limite de {seconds} segundos e foi interrompido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was stopped: the answer was cancelled.</source>
        <translation>Foi interrompido: a resposta foi cancelada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It used more memory than its limit of {size} and was stopped.</source>
        <translation>Usou mais memória que o limite de {size} e foi interrompido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It failed (exit code {code}).</source>
        <translation>Falhou (código de saída {code}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attached file {name} could not be read ({reason}).</source>
        <translation>Não foi possível ler o arquivo anexado {name} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a text file ({size}); only text files can be read.</source>
        <translation>{name} não é um arquivo de texto ({size}); só arquivos de texto podem ser lidos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give a full web address (one starting with http:// or https://).</source>
        <translation>O modelo não deu um endereço web completo (começando com http:// ou https://).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} answered with an error (HTTP {code}).</source>
        <translation>{address} respondeu com um erro (HTTP {code}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} did not answer in time.</source>
        <translation>{address} não respondeu a tempo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{address} could not be reached ({reason}).</source>
        <translation>Não foi possível acessar {address} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a text page ({reason}, {size}).</source>
        <translation>{address} não é uma página de texto ({reason}, {size}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No search service is set. Enter a SearXNG search address in Settings → Tools.</source>
        <translation>Nenhum serviço de busca está definido. Informe um endereço de busca SearXNG em Configurações → Ferramentas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search service at {address} did not answer with search results. Check its address in Settings → Tools.</source>
        <translation>O serviço de busca em {address} não respondeu com resultados de busca. Verifique o endereço dele em Configurações → Ferramentas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{server}” stopped and is not running any more.</source>
        <translation>O servidor MCP “{server}” parou e não está mais rodando.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” did not answer {name} within {seconds} seconds.</source>
        <translation>O servidor MCP “{server}” não respondeu {name} em {seconds} segundos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP server “{server}” could not run {name} ({reason}).</source>
        <translation>O servidor MCP “{server}” não conseguiu executar {name} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The call to the MCP server “{server}” was stopped.</source>
        <translation>A chamada ao servidor MCP “{server}” foi interrompida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” sent an answer LlamaDesk could not read ({reason}).</source>
        <translation>O servidor MCP “{server}” enviou uma resposta que o LlamaDesk não conseguiu ler ({reason}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tool reported an error without saying more.</source>
        <translation>A ferramenta informou um erro sem dizer mais nada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It used more memory than its limit and was stopped.</source>
        <translation>Usou mais memória que o limite e foi interrompido.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its last line of output: “{said}”</source>
        <translation>Sua última linha de saída: “{said}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tool said: {said}</source>
        <translation>A ferramenta disse: {said}</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>You refused this call.</source>
        <translation>Você recusou esta chamada.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Not run again: the same call was made before.</source>
        <translation>Não executado de novo: a mesma chamada já foi feita antes.</translation>
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
        <translation>menos de um segundo</translation>
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
        <translation>Computador a usar, endereço e porta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add computer</source>
        <translation>Adicionar computador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add computer to use</source>
        <translation>Adicionar computador a usar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About using other computers</source>
        <translation>Sobre usar outros computadores</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Enter a computer&apos;s address and port first.</source>
        <translation>Informe primeiro o endereço e a porta de um computador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added {0}. It is used from the next load.</source>
        <translation>{0} adicionado. Ele é usado a partir do próximo carregamento.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a computer</source>
        <translation>um computador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removed {0}. The next load goes without it.</source>
        <translation>{0} removido. O próximo carregamento será sem ele.</translation>
    </message>
</context>
<context>
    <name>VersionSwitch</name>
    <message>
        <location filename="../../desktop/gui/chat/version_switch.py" line="+29"/>
        <source>Previous version of this answer</source>
        <translation>Versão anterior desta resposta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous version of this question</source>
        <translation>Versão anterior desta pergunta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next version of this answer</source>
        <translation>Próxima versão desta resposta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next version of this question</source>
        <translation>Próxima versão desta pergunta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Version of this answer</source>
        <translation>Versão desta resposta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version of this question</source>
        <translation>Versão desta pergunta</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Version {number} of {count} of this answer</source>
        <translation>Versão {number} de {count} desta resposta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version {number} of {count} of this question</source>
        <translation>Versão {number} de {count} desta pergunta</translation>
    </message>
</context>
<context>
    <name>VoiceGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="-203"/>
        <source>Speech model, which reads answers aloud</source>
        <translation>Modelo de fala, que lê as respostas em voz alta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening model, which writes down what you say</source>
        <translation>Modelo de escuta, que escreve o que você diz</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s own voice</source>
        <translation>A voz do próprio modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice sample</source>
        <translation>Amostra de voz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+127"/>
        <source>Choose a voice sample</source>
        <translation>Escolher uma amostra de voz</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the model&apos;s own voice</source>
        <translation>Usar a voz do próprio modelo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Language answers are read in</source>
        <translation>Idioma em que as respostas são lidas</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Read answers aloud automatically</source>
        <translation>Ler respostas em voz alta automaticamente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice models found</source>
        <translation>Modelos de voz encontrados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Speech model:</source>
        <translation>Modelo de &amp;fala:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model is for</source>
        <translation>Para que serve o modelo de fala</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Listening model:</source>
        <translation>Modelo de &amp;escuta:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the listening model is for</source>
        <translation>Para que serve o modelo de escuta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>I&amp;dioma:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Voice sample:</source>
        <translation>&amp;Amostra de voz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the voice sample is for</source>
        <translation>Para que serve a amostra de voz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About voice</source>
        <translation>Sobre a voz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading speed</source>
        <translation>Velocidade de leitura</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>no listening model</source>
        <translation>nenhum modelo de escuta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 listening model</source>
        <translation>1 modelo de escuta</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln listening models</source>
        <translation>
            <numerusform>%Ln modelo de escuta</numerusform>
            <numerusform>%Ln modelos de escuta</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no speech model</source>
        <translation>nenhum modelo de fala</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 speech model</source>
        <translation>1 modelo de fala</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln speech models</source>
        <translation>
            <numerusform>%Ln modelo de fala</numerusform>
            <numerusform>%Ln modelos de fala</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VoiceInput</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_input.py" line="+27"/>
        <source>Speak</source>
        <translation>Falar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop listening</source>
        <translation>Parar de ouvir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speak instead of typing: press, speak, then press again (Esc cancels).</source>
        <translation>Fale em vez de digitar: clique, fale e clique de novo (Esc cancela).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing down what you said…</source>
        <translation>Escrevendo o que você disse…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the words in the box, then press Send.</source>
        <translation>Confira as palavras na caixa e clique em Enviar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording cancelled; nothing was kept.</source>
        <translation>Gravação cancelada; nada foi guardado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What you said could not be written down; try again.</source>
        <translation>Não foi possível escrever o que você disse; tente de novo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Listening… {minutes}:{seconds:02d}. Press “{stop}” when you are done (Esc cancels).</source>
        <translation>Ouvindo… {minutes}:{seconds:02d}. Clique em “{stop}” quando terminar (Esc cancela).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hands-free: listening… {minutes}:{seconds:02d}. Speak, then pause: what you said is sent. Esc stops hands-free.</source>
        <translation>Mãos livres: ouvindo… {minutes}:{seconds:02d}. Fale e faça uma pausa: o que você disse é enviado. Esc para o modo mãos livres.</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+90"/>
        <source>Speak instead of typing</source>
        <translation>Falar em vez de digitar</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Stop listening and write down what was said</source>
        <translation>Parar de ouvir e escrever o que foi dito</translation>
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
        <translation>{family} só lê com a voz de uma amostra: escolha uma em Configurações → Voz (alguns segundos de alguém falando, em WAV ou MP3) ou outro modelo de fala.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No microphone can be used: this computer has none LlamaDesk can open. Plug one in (or turn it on, or let apps use it in the system&apos;s privacy settings), then try again.</source>
        <translation>Nenhum microfone pode ser usado: este computador não tem nenhum que o LlamaDesk consiga abrir. Conecte um (ou ligue-o, ou permita que os apps o usem nas configurações de privacidade do sistema) e tente de novo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was heard: the recording was silent or too short. Check that the microphone is on and not muted, then press the microphone, speak, and press it again.</source>
        <translation>Nada foi ouvido: a gravação ficou em silêncio ou curta demais. Verifique se o microfone está ligado e não está mudo; depois pressione o microfone, fale e pressione de novo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The recording used in place of the microphone ({path}) is not 16-bit sound.</source>
        <translation>A gravação usada no lugar do microfone ({path}) não é som de 16 bits.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recording used in place of the microphone ({path}) could not be read.</source>
        <translation>Não foi possível ler a gravação usada no lugar do microfone ({path}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No sound can be played: this computer has no speakers or headphones LlamaDesk can use. Plug some in (or turn the sound device on), then try again.</source>
        <translation>Nenhum som pode ser tocado: este computador não tem alto-falantes nem fones de ouvido que o LlamaDesk consiga usar. Conecte algum (ou ligue o dispositivo de som) e tente de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The sound could not be played: it is not a WAV clip.</source>
        <translation>Não foi possível tocar o som: não é um clipe WAV.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sound could not be played: it is not 16-bit mono at {rate} Hz.</source>
        <translation>Não foi possível tocar o som: não é mono de 16 bits a {rate} Hz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is in your library, so answers can&apos;t be read aloud yet. Download a Qwen3-TTS or Pocket TTS model (a GGUF file and its mmproj file: search Discover for “Qwen3-TTS GGUF”) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>Não há modelo de fala na sua biblioteca, então as respostas ainda não podem ser lidas em voz alta. Baixe um modelo Qwen3-TTS ou Pocket TTS (um arquivo GGUF e o arquivo mmproj dele: pesquise “Qwen3-TTS GGUF” em Descobrir) para uma das suas pastas de modelos e escolha-o em Configurações → Voz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No listening model is in your library, so what you say can&apos;t be written down yet. Download a model that hears (Voxtral, Ultravox, Qwen2-Audio or Gemma 3n, with its audio mmproj file) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>Não há modelo de escuta na sua biblioteca, então o que você diz ainda não pode ser escrito. Baixe um modelo que ouve (Voxtral, Ultravox, Qwen2-Audio ou Gemma 3n, com o arquivo mmproj de áudio dele) para uma das suas pastas de modelos e escolha-o em Configurações → Voz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is nothing to read aloud in this answer: it is all code or thinking.</source>
        <translation>Não há nada para ler em voz alta nesta resposta: é tudo código ou raciocínio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model heard no words in the recording. Speak a little louder or closer to the microphone, and try again.</source>
        <translation>O modelo de escuta não ouviu nenhuma palavra na gravação. Fale um pouco mais alto ou mais perto do microfone e tente de novo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The speech model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>O modelo de fala escolhido em Configurações → Voz ({file}) não está mais lá: escolha outro.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The listening model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>O modelo de escuta escolhido em Configurações → Voz ({file}) não está mais lá: escolha outro.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} could not be read ({reason}).</source>
        <translation>Não foi possível ler {file} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is an mmproj file, not a speech model: choose the speech model itself (its mmproj file is found beside it).</source>
        <translation>{file} é um arquivo mmproj, não um modelo de fala: escolha o próprio modelo de fala (o arquivo mmproj dele é encontrado ao lado).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a {family} speech model, whose {codec} sound decoder needs PyTorch, which LlamaDesk does not use: choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} é um modelo de fala {family}, cujo decodificador de som {codec} precisa do PyTorch, que o LlamaDesk não usa: escolha um modelo Qwen3-TTS ou Pocket TTS.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a speech model (it is a {architecture} model): choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} não é um modelo de fala (é um modelo {architecture}): escolha um modelo Qwen3-TTS ou Pocket TTS.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{projector} is not the mmproj file of a {family} model (it cannot make speech): give the one made for {file}.</source>
        <translation>{projector} não é o arquivo mmproj de um modelo {family} (não consegue gerar fala): indique o que foi feito para {file}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} needs its mmproj file (the one that makes the sound), and none was found beside it: download it into the same folder.</source>
        <translation>{file} precisa do arquivo mmproj dele (o que gera o som), e nenhum foi encontrado ao lado: baixe-o para a mesma pasta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a model that listens: choose a chat model with an audio mmproj file (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</source>
        <translation>{file} não é um modelo que escuta: escolha um modelo de chat com um arquivo mmproj de áudio (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mmproj file {projector} cannot hear: {file} cannot listen through it.</source>
        <translation>O arquivo mmproj {projector} não consegue ouvir: {file} não consegue escutar por meio dele.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} has no audio mmproj file beside it, so it cannot listen: download its mmproj file into the same folder.</source>
        <translation>{file} não tem um arquivo mmproj de áudio ao lado, então não consegue escutar: baixe o arquivo mmproj dele para a mesma pasta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample {file} was not found: choose another one in Settings → Voice.</source>
        <translation>A amostra de voz {file} não foi encontrada: escolha outra em Configurações → Voz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{family} does not speak “{language}”; it speaks {languages}.</source>
        <translation>{family} não fala “{language}”; fala {languages}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is loaded.</source>
        <translation>Nenhum modelo de fala está carregado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech is already being made; stop it first.</source>
        <translation>Já há fala sendo gerada; pare-a primeiro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LlamaDesk is closing; nothing can be spoken now.</source>
        <translation>O LlamaDesk está fechando; nada pode ser falado agora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The llama.cpp runtime in {folder} cannot read aloud (it was installed before speech was added). Install the runtime again in Settings → Runtime.</source>
        <translation>O motor llama.cpp em {folder} não consegue ler em voz alta (foi instalado antes de a fala ser adicionada). Instale o motor de novo em Configurações → Motor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that reads aloud could not be started ({reason}). Install the runtime again in Settings → Runtime.</source>
        <translation>Não foi possível iniciar o programa que lê em voz alta ({reason}). Instale o motor de novo em Configurações → Motor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound was made for sentence {sentence}; try again.</source>
        <translation>Nenhum som foi gerado para a frase {sentence}; tente de novo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that reads aloud stopped before the sentence was spoken (exit code {exit_code}); try again.</source>
        <translation>O programa que lê em voz alta parou antes de a frase ser falada (código de saída {exit_code}); tente de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample could not be read: give a WAV or MP3.</source>
        <translation>Não foi possível ler a amostra de voz: escolha um WAV ou MP3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This speech model does not speak the language asked for.</source>
        <translation>Este modelo de fala não fala o idioma pedido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model&apos;s mmproj file could not be loaded.</source>
        <translation>Não foi possível carregar o arquivo mmproj do modelo de fala.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mmproj file given cannot make speech.</source>
        <translation>O arquivo mmproj indicado não consegue gerar fala.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (a damaged file?).</source>
        <translation>Não foi possível carregar o modelo de fala (um arquivo danificado?).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (not enough memory?).</source>
        <translation>Não foi possível carregar o modelo de fala (memória insuficiente?).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>LlamaDesk is closing; nothing can be written down now.</source>
        <translation>O LlamaDesk está fechando; nada pode ser escrito agora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model is not running. Press the microphone again.</source>
        <translation>O modelo de escuta não está em execução. Pressione o microfone de novo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The recording {file} could not be read ({reason}).</source>
        <translation>Não foi possível ler a gravação {file} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a sound file this can read: give a WAV, MP3 or FLAC file.</source>
        <translation>{file} não é um arquivo de som que possa ser lido: escolha um arquivo WAV, MP3 ou FLAC.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model did not answer; it may have stopped. Press the microphone again.</source>
        <translation>O modelo de escuta não respondeu; ele pode ter parado. Pressione o microfone de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model could not write down {file}: “{reason}”.</source>
        <translation>O modelo de escuta não conseguiu escrever {file}: “{reason}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model answered without writing anything down.</source>
        <translation>O modelo de escuta respondeu sem escrever nada.</translation>
    </message>
</context>
<context>
    <name>_ChatRows</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_list.py" line="-105"/>
        <source>New name for the chat</source>
        <translation>Novo nome para o chat</translation>
    </message>
</context>
<context>
    <name>_InstallWorker</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-24"/>
        <source>The runtime install was cancelled; nothing was changed.</source>
        <translation>A instalação do motor foi cancelada; nada foi alterado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The runtime install failed: {0}</source>
        <translation>A instalação do motor falhou: {0}</translation>
    </message>
</context>
<context>
    <name>_JobRow</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="-196"/>
        <source>Download of {0}</source>
        <translation>Download de {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State of {0}</source>
        <translation>Estado de {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Progress of {0}</source>
        <translation>Progresso de {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Details of {0}</source>
        <translation>Detalhes de {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause download of {0}</source>
        <translation>Pausar o download de {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume download of {0}</source>
        <translation>Retomar o download de {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel…</source>
        <translation>Cancelar…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel download of {0}</source>
        <translation>Cancelar o download de {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Download instead</source>
        <translation>Baixar este em vez disso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download instead of {0}</source>
        <translation>Baixar em vez de {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retry</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Retry download of {0}</source>
        <translation>Tentar de novo o download de {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove {0} from the list</source>
        <translation>Remover {0} da lista</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>Carregar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load {0}</source>
        <translation>Carregar {0}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Download {0} instead</source>
        <translation>Baixar {0} em vez disso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download {0} {1} instead of {2}</source>
        <translation>Baixar {0} {1} em vez de {2}</translation>
    </message>
</context>
</TS>
