<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AdvancedPanel</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+45"/>
        <location line="+6"/>
        <location line="+89"/>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>All layers on GPU</source>
        <translation>すべての層を GPU で</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some layers on GPU</source>
        <translation>一部の層を GPU で</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU only</source>
        <translation>CPU のみ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On</source>
        <translation>オン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>GPU offload</source>
        <translation>GPU オフロード</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Layers on the GPU</source>
        <translation>GPU に載せる層</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> layers</source>
        <translation> 層</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Graphics cards to use</source>
        <translation>使うグラフィックカード</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics &amp;cards</source>
        <translation>グラフィックカード(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conversation memory (KV cache) type</source>
        <translation>会話メモリ (KV キャッシュ) の形式</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flash attention</source>
        <translation>Flash Attention</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cache type note</source>
        <translation>キャッシュ形式の注意</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processor threads</source>
        <translation>プロセッサーのスレッド数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speculative decoding (n-gram)</source>
        <translation>投機的デコード (n-gram)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guesses repeated text ahead to answer faster; not used with a projector.</source>
        <translation>繰り返される文章を先読みして速く答えます。プロジェクターと一緒には使えません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chat template file</source>
        <translation>チャットテンプレートファイル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jinja templates (*.jinja);;All (*)</source>
        <translation>Jinja テンプレート (*.jinja);;すべて (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Projector (mmproj) file</source>
        <translation>プロジェクター (mmproj) ファイル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF projectors (*.gguf);;All files (*)</source>
        <translation>GGUF プロジェクター (*.gguf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU &amp;offload</source>
        <translation>GPU オフロード(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context cac&amp;he type</source>
        <translation>コンテキストキャッシュの形式(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flash attention</source>
        <translation>Flash Attention(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Threads</source>
        <translation>スレッド数(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chat te&amp;mplate</source>
        <translation>チャットテンプレート(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Projector</source>
        <translation>プロジェクター(&amp;P)</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>A {0} cache needs flash attention, so it is turned on.</source>
        <translation>{0} キャッシュには Flash Attention が必要なため、オンにしました。</translation>
    </message>
</context>
<context>
    <name>AppStatusBar</name>
    <message>
        <location filename="../../desktop/gui/shell/status_bar.py" line="+33"/>
        <source>Runtime</source>
        <translation>ランタイム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runtime: looking…</source>
        <translation>ランタイム: 確認中…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device in use</source>
        <translation>使用中のデバイス</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+125"/>
        <source>Device: none</source>
        <translation>デバイス: なし</translation>
    </message>
    <message>
        <location line="-123"/>
        <location line="+136"/>
        <source>Graphics card warning</source>
        <translation>グラフィックカードの警告</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>Loaded model</source>
        <translation>読み込み済みのモデル</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+111"/>
        <location line="+9"/>
        <source>No model loaded</source>
        <translation>モデルが読み込まれていません</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Memory used by the model</source>
        <translation>モデルが使うメモリ</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Runtime: none found</source>
        <translation>ランタイム: 見つかりません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Runtime: {runtime}</source>
        <translation>ランタイム: {runtime}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Device: {device}</source>
        <translation>デバイス: {device}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name} ({note})</source>
        <translation>モデル: {name} ({note})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name}</source>
        <translation>モデル: {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory: uses about {size}</source>
        <translation>メモリ: 約 {size} 使用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model {uses}, as the server reported when it loaded.
As planned, it {needs} at {tokens} tokens of context.</source>
        <translation>モデル: {uses} (読み込み時にサーバーが報告した値)。
計画では、コンテキスト {tokens} トークンで {needs}。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory: {need}</source>
        <translation>メモリ: {need}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {model}, the model picked on the Load page.</source>
        <translation>「読み込み」ページで選んだモデル {model} の場合。</translation>
    </message>
</context>
<context>
    <name>AttachmentChip</name>
    <message>
        <location filename="../../desktop/gui/chat/attachments.py" line="+69"/>
        <source>Attached picture {name}</source>
        <translation>添付した画像 {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove picture {name}</source>
        <translation>画像 {name} を削除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Don&apos;t send {name}</source>
        <translation>{name} を送らない</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <location line="+23"/>
        <source>Pictures to send</source>
        <translation>送る画像</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location line="-82"/>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>画像 (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
</context>
<context>
    <name>BuiltinToolsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="+87"/>
        <source>About tools</source>
        <translation>ツールについて</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn tools on for a chat with the Tools button above its messages. Here you choose when each one needs your approval.</source>
        <translation>チャットのツールは、メッセージの上にある「ツール」ボタンでオンにします。ここでは、それぞれのツールにいつ許可が必要かを選びます。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>What {0} does</source>
        <translation>{0} の働き</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Let the model use the web (web_search and fetch_url)</source>
        <translation>モデルにウェブを使わせる (web_search と fetch_url)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model use the web</source>
        <translation>モデルにウェブを使わせる</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About the web tools</source>
        <translation>ウェブツールについて</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search address for web_search</source>
        <translation>web_search の検索アドレス</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Let the model run commands (shell)</source>
        <translation>モデルにコマンドを実行させる (shell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model run commands</source>
        <translation>モデルにコマンドを実行させる</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shell warning</source>
        <translation>シェルの警告</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When {0} needs your approval</source>
        <translation>{0} に許可が必要なとき</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The shell asks before every command.</source>
        <translation>シェルはコマンドのたびに確認します。</translation>
    </message>
</context>
<context>
    <name>ChatComposer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+30"/>
        <source>The loaded model can&apos;t read pictures. Load a model that supports images, with its vision projector file, to attach one.</source>
        <translation>読み込んだモデルは画像を読めません。画像を添付するには、画像に対応したモデルを、その視覚プロジェクターファイルと一緒に読み込んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add a picture for the model to look at.</source>
        <translation>モデルに見せる画像を追加します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a message. Enter sends, Shift+Enter starts a new line, Esc stops.</source>
        <translation>メッセージを入力します。Enter で送信、Shift+Enter で改行、Esc で停止します。</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="+41"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chat title</source>
        <translation>チャットのタイトル</translation>
    </message>
</context>
<context>
    <name>ChatList</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_list.py" line="+54"/>
        <source>d MMM yyyy</source>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Search chats</source>
        <translation>チャットを検索</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search result</source>
        <translation>検索結果</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved chats</source>
        <translation>保存したチャット</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat (Ctrl+N)</source>
        <translation>新しいチャットを始める (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename chat</source>
        <translation>チャットの名前を変更</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Delete chat</source>
        <translation>チャットを削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the chat “{title}”? This can&apos;t be undone.</source>
        <translation>チャット「{title}」を削除しますか？元に戻せません。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No chats match “{search}”.</source>
        <translation>「{search}」に一致するチャットはありません。</translation>
    </message>
</context>
<context>
    <name>ChatModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+29"/>
        <source>No model loaded</source>
        <translation>モデル未読み込み</translation>
    </message>
</context>
<context>
    <name>ChatTitle</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="-19"/>
        <source>New…</source>
        <translation>新規…</translation>
    </message>
</context>
<context>
    <name>ChatToolCalls</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_chat.py" line="+237"/>
        <source>This model can&apos;t use tools, so this answer was written without them.</source>
        <translation>このモデルはツールを使えないため、この回答はツールなしで書かれました。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{text} Allow once, Allow in this chat or Deny, on the answer above the message box.</source>
        <translation>{text} メッセージ欄の上の回答で「1 回だけ許可」「このチャットで許可」「拒否」のいずれかを選んでください。</translation>
    </message>
</context>
<context>
    <name>ChatToolsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="+48"/>
        <location line="+3"/>
        <source>Tools for this chat</source>
        <translation>このチャットのツール</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Choose the tools the model may use in this chat</source>
        <translation>このチャットでモデルが使えるツールを選びます</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{tool} (off in Settings)</source>
        <translation>{tool} (設定でオフ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (変更を加えられます)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (only reads)</source>
        <translation>{tool} (読み取りのみ)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MCP servers</source>
        <translation>MCP サーバー</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every tool of {server}: those it marks as only reading run at once, the others ask you first, every time for those that can delete or overwrite</source>
        <translation>{server} のすべてのツール: 読み取り専用のものはすぐに実行し、それ以外は先に確認します。削除や上書きができるものは毎回確認します</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Files the tools may read</source>
        <translation>ツールが読めるファイル</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} (untick to take it away)</source>
        <translation>{file} (チェックを外すと外せます)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attach a file…</source>
        <translation>ファイルを添付…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file the model may read in this chat (nothing else is)</source>
        <translation>このチャットでモデルが読めるファイル (それ以外は読めません)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s first step in each answer is a tool call</source>
        <translation>モデルは毎回の回答で最初にツールを呼び出します</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Attach a file for the tools</source>
        <translation>ツール用にファイルを添付</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tools: {count} on</source>
        <translation>ツール: {count} 個オン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{names} on</source>
        <translation>{names} がオン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tools on in this chat</source>
        <translation>このチャットでオンのツールはありません</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_view.py" line="+214"/>
        <source>Chats</source>
        <translation>チャット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show your saved chats</source>
        <translation>保存したチャットを表示</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Attach image</source>
        <translation>画像を添付</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Writing the answer…</source>
        <translation>回答を書いています…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Answer: {text}</source>
        <translation>回答: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer is empty.</source>
        <translation>回答が空です。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This chat nearly fills what the model can keep in mind; the next message may not fit.</source>
        <translation>このチャットはモデルが覚えていられる量の限界に近づいています。次のメッセージは入りきらないかもしれません。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This chat is too long for the model&apos;s context.</source>
        <translation>このチャットはモデルのコンテキストには長すぎます。</translation>
    </message>
</context>
<context>
    <name>ChatWelcome</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_welcome.py" line="+14"/>
        <source>Ask anything</source>
        <translation>何でも聞いてください</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model runs on this computer: what you write here stays on it. Try one of these, or write your own below.</source>
        <translation>モデルはこのコンピューターで動いています。ここに書いた内容はこのコンピューターから出ません。次の例を試すか、下に自由に書いてください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Explain how a rainbow forms, in a few simple sentences.</source>
        <translation>虹ができる仕組みを、簡単な文でいくつか説明してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a short, friendly email saying I can&apos;t come to Friday&apos;s meeting.</source>
        <translation>金曜日の会議に出られないことを伝える、短くて感じのよいメールを書いてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give me three ideas for a quick vegetarian dinner.</source>
        <translation>手早く作れるベジタリアン向けの夕食のアイデアを 3 つください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Welcome</source>
        <translation>ようこそ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About this chat</source>
        <translation>このチャットについて</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask: {prompt}</source>
        <translation>質問: {prompt}</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+52"/>
        <source>Instructions for the assistant</source>
        <translation>アシスタントへの指示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: how the assistant should answer</source>
        <translation>任意: アシスタントにどう答えてほしいか</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Instructions</source>
        <translation>指示(&amp;I)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Told to the assistant before every message of this chat, e.g. “Answer briefly, in French.”</source>
        <translation>このチャットのメッセージごとに、事前にアシスタントへ伝えます。例:「フランス語で簡潔に答えて。」</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Message to send</source>
        <translation>送信するメッセージ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send message</source>
        <translation>メッセージを送信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send (Enter)</source>
        <translation>送信 (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the answer</source>
        <translation>回答を止める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop (Esc)</source>
        <translation>停止 (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image…</source>
        <translation>画像を添付…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image</source>
        <translation>画像を添付</translation>
    </message>
</context>
<context>
    <name>ContextChoices</name>
    <message>
        <location filename="../../desktop/gui/chat/context_meter.py" line="+120"/>
        <source>This chat is too long</source>
        <translation>このチャットは長すぎます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat length problem</source>
        <translation>チャットの長さの問題</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new chat</source>
        <translation>新しいチャットを始める</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Drop the oldest turns</source>
        <translation>古いやりとりを外す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Answer again without the earliest messages; they stay saved in this chat.</source>
        <translation>最初のほうのメッセージを除いてもう一度答えます。メッセージはこのチャットに保存されたままです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Reload with a longer context</source>
        <translation>長いコンテキストで読み込み直す</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Load the model again with {longer} tokens of context.</source>
        <translation>コンテキストを {longer} トークンにしてモデルを読み込み直します。</translation>
    </message>
</context>
<context>
    <name>ContextMeter</name>
    <message>
        <location line="-117"/>
        <source>{used} of {context} tokens</source>
        <translation>{used} / {context} トークン</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Context used</source>
        <translation>使用中のコンテキスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of the model&apos;s context this chat uses.</source>
        <translation>このチャットがモデルのコンテキストをどれだけ使っているか。</translation>
    </message>
</context>
<context>
    <name>ContextNotices</name>
    <message>
        <location line="+124"/>
        <source>Context note</source>
        <translation>コンテキストの注意</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>The %Ln oldest messages are no longer sent to the model, so the chat fits; they stay saved here.</source>
        <translation>
            <numerusform>チャットが収まるよう、古いメッセージ %Ln 件をモデルに送らないようにしました。メッセージはここに保存されたままです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There are no older messages to drop; start a new chat or shorten your message.</source>
        <translation>外せる古いメッセージはありません。新しいチャットを始めるか、メッセージを短くしてください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading the model again with {context} tokens of context. Press Retry on the answer when it is ready.</source>
        <translation>コンテキストを {context} トークンにしてモデルを読み込み直しています。準備ができたら回答の「再試行」を押してください。</translation>
    </message>
</context>
<context>
    <name>ConversationCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/conversation_calls.py" line="+119"/>
        <source>The saved chats were already closed.</source>
        <translation>保存したチャットはすでに閉じられていました。</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/crash_notice.py" line="+14"/>
        <source>LlamaDesk closed unexpectedly last time. A report of what happened was kept; it holds no chats, keys or tokens. Sending it to the people who make LlamaDesk helps them fix it.</source>
        <translation>前回 LlamaDesk が予期せず終了しました。何が起きたかの報告が保存されています。チャット、キー、トークンは含まれていません。LlamaDesk の開発者に送ると、修正に役立ちます。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>LlamaDesk closed unexpectedly</source>
        <translation>LlamaDesk が予期せず終了しました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy report</source>
        <translation>報告をコピー</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open folder</source>
        <translation>フォルダーを開く</translation>
    </message>
</context>
<context>
    <name>DefaultsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="+67"/>
        <source>Load the model I used last when LlamaDesk starts</source>
        <translation>LlamaDesk の起動時に前回使ったモデルを読み込む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the model used last when LlamaDesk starts</source>
        <translation>LlamaDesk の起動時に前回使ったモデルを読み込む</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default context length</source>
        <translation>既定のコンテキスト長</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source> tokens</source>
        <translation> トークン</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Default graphics card use</source>
        <translation>既定のグラフィックカードの使い方</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Default context cache type</source>
        <translation>既定のコンテキストキャッシュ形式</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default temperature</source>
        <translation>既定の温度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default top-p</source>
        <translation>既定の top-p</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default number of candidate words (top K)</source>
        <translation>既定の候補の単語数 (top K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many of the likeliest next words the model picks from. Fewer gives safer, plainer answers; Off lets it pick from all of them.</source>
        <translation>次に来る可能性が高い単語のうち、いくつから選ぶか。少ないほど無難で平凡な回答になります。オフにするとすべてから選びます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+17"/>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Default least likely word allowed (min P)</source>
        <translation>既定の最も低い単語の確率 (min P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words far less likely than the best next word are never picked. Higher keeps answers on topic; 0 turns this off.</source>
        <translation>最良の次の単語よりずっと可能性が低い単語は選ばれません。高くすると回答が話題からそれにくくなります。0 でオフになります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default repetition penalty</source>
        <translation>既定の繰り返しペナルティ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above 1 the model avoids saying the same words over and over. Off (1.00) leaves it as it is.</source>
        <translation>1 より大きいと、モデルは同じ言葉の繰り返しを避けます。オフ (1.00) ではそのままです。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Default seed</source>
        <translation>既定のシード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random gives a different answer every time. With a number, the same question asked with the same settings gets the same answer.</source>
        <translation>ランダムにすると毎回違う回答になります。数値を指定すると、同じ設定で同じ質問をしたときに同じ回答になります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Default longest answer</source>
        <translation>既定の最大回答長</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default instructions for the assistant</source>
        <translation>既定のアシスタントへの指示</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Context length</source>
        <translation>コンテキスト長(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Graphics card use</source>
        <translation>グラフィックカードの使い方(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context &amp;cache type</source>
        <translation>コンテキストキャッシュの形式(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cr&amp;eativity (temperature)</source>
        <translation>創造性 (温度)(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Word choice breadth (top &amp;P)</source>
        <translation>単語選択の幅 (top P)(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidate &amp;words (top K)</source>
        <translation>候補の単語 (top K)(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Least likely word allowed (&amp;min P)</source>
        <translation>最低の単語確率 (min P)(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetition pe&amp;nalty</source>
        <translation>繰り返しペナルティ(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (random or a &amp;number)</source>
        <translation>シード (ランダムまたは数値)(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Longest answer</source>
        <translation>最大回答長(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instructions for the assistant</source>
        <translation>アシスタントへの指示(&amp;I)</translation>
    </message>
</context>
<context>
    <name>DiscoverPage</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_page.py" line="+35"/>
        <source>Downloads</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Find models and downloads</source>
        <translation>モデルを探す・ダウンロード</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{0} {1} is in the download list.</source>
        <translation>{0} {1} をダウンロード一覧に追加しました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Download finished: the model is in the Library.</source>
        <translation>ダウンロード完了: モデルはライブラリにあります。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The download of {0} stopped: its row under Downloads says why.</source>
        <translation>{0} のダウンロードが止まりました。理由は「ダウンロード」の該当行に表示されています。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hugging Face answers again.</source>
        <translation>Hugging Face に再びつながりました。</translation>
    </message>
</context>
<context>
    <name>DiscoverView</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_view.py" line="+68"/>
        <source>Most downloaded</source>
        <translation>ダウンロード数順</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recently updated</source>
        <translation>最近の更新順</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Good first models for this computer</source>
        <translation>このコンピューターで最初に使うのによいモデル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat models</source>
        <translation>チャットモデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding models, for your documents</source>
        <translation>埋め込みモデル (ドキュメント用)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding models, for searching your documents</source>
        <translation>埋め込みモデル (ドキュメント検索用)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An embedding model does not chat: it turns text into numbers, so LlamaDesk can find the passages of your documents that mean what you asked, even in other words. LlamaDesk starts with all-MiniLM-L6-v2 (small, English). A better one finds the right passages more often and reads more languages. Once downloaded, choose it in a chat&apos;s Documents window (Embedding model…); each library is then read again.</source>
        <translation>埋め込みモデルはチャットをしません。文章を数値に変えて、言い方が違っても質問と同じ意味の箇所を LlamaDesk がドキュメントから見つけられるようにします。LlamaDesk には最初から all-MiniLM-L6-v2 (小型、英語) があります。よりよいモデルは、正しい箇所を見つけることが多く、より多くの言語を読めます。ダウンロードしたら、チャットの「ドキュメント」ウィンドウ (埋め込みモデル…) で選んでください。その後、各ライブラリが読み直されます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Why it&apos;s a good start</source>
        <translation>最初に向いている理由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested version</source>
        <translation>おすすめのバージョン</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Download</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Downloads</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likes</source>
        <translation>いいね</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updated</source>
        <translation>更新日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access</source>
        <translation>アクセス</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About how much the usual version ({0}) downloads. See versions for each version&apos;s exact size and whether it fits this computer.</source>
        <translation>通常のバージョン ({0}) のおおよそのダウンロードサイズ。各バージョンの正確なサイズと、このコンピューターで動くかは「バージョンを見る」で確認できます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated</source>
        <translation>制限付き</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This shows once Hugging Face answers: press Try again above.</source>
        <translation>Hugging Face から応答があると表示されます。上の「再試行」を押してください。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Get models</source>
        <translation>モデルを入手</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search Hugging Face for models</source>
        <translation>Hugging Face でモデルを検索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search Hugging Face, e.g. llama, qwen, gemma</source>
        <translation>Hugging Face を検索 (例: llama、qwen、gemma)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Order of the results</source>
        <translation>結果の並び順</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search now</source>
        <translation>今すぐ検索</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the list shows</source>
        <translation>一覧の表示内容</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which models to suggest</source>
        <translation>おすすめするモデル</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Search status</source>
        <translation>検索の状態</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Models found</source>
        <translation>見つかったモデル</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>See versions</source>
        <translation>バージョンを見る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the versions of the selected model</source>
        <translation>選んだモデルのバージョンを見る</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Checking this computer…</source>
        <translation>このコンピューターを確認しています…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Choose one to see its versions, or search for any model above.</source>
        <translation>モデルを選ぶとバージョンが表示されます。上で任意のモデルを検索することもできます。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Searching Hugging Face…</source>
        <translation>Hugging Face を検索しています…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Models matching “{0}”</source>
        <translation>「{0}」に一致するモデル</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 model found.</source>
        <translation>1 件のモデルが見つかりました。</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>%Ln 件のモデルが見つかりました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No GGUF models match “{0}”. Try a shorter or other name.</source>
        <translation>「{0}」に一致する GGUF モデルはありません。短い名前か別の名前で試してください。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The search failed.</source>
        <translation>検索に失敗しました。</translation>
    </message>
</context>
<context>
    <name>DocumentsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="+182"/>
        <source>Documents for this chat</source>
        <translation>このチャットのドキュメント</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let this chat answer from your files: PDFs, Word, text, web pages.</source>
        <translation>このチャットがあなたのファイル (PDF、Word、テキスト、ウェブページ) をもとに答えるようにします。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Documents: {name}</source>
        <translation>ドキュメント: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from the library “{name}”.</source>
        <translation>このチャットはライブラリ「{name}」をもとに答えます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents ({count})</source>
        <translation>ドキュメント ({count})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from {names}.</source>
        <translation>このチャットは {names} をもとに答えます。</translation>
    </message>
</context>
<context>
    <name>DocumentsCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/documents_calls.py" line="+254"/>
        <source>Indexing stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>LlamaDesk で予期しない問題が起きたため、インデックス作成が止まりました。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your documents could not be reached because of an unexpected problem in LlamaDesk.</source>
        <translation>LlamaDesk で予期しない問題が起きたため、ドキュメントにアクセスできませんでした。</translation>
    </message>
</context>
<context>
    <name>DocumentsCounts</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="-132"/>
        <source>1 file</source>
        <translation>1 ファイル</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln ファイル</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 passage</source>
        <translation>1 箇所</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln passages</source>
        <translation>
            <numerusform>%Ln 箇所</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 new passage</source>
        <translation>新しい箇所 1 件</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln new passages</source>
        <translation>
            <numerusform>新しい箇所 %Ln 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{done} of 1 file</source>
        <translation>{done} / 1 ファイル</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{done} of %Ln files</source>
        <translation>
            <numerusform>{done} / %Ln ファイル</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 could not be read</source>
        <translation>1 件読めませんでした</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>%Ln 件読めませんでした</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>…and 1 more file could not be read.</source>
        <translation>…ほかに 1 ファイルを読めませんでした。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>…and %Ln more files could not be read.</source>
        <translation>
            <numerusform>…ほかに %Ln ファイルを読めませんでした。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <location line="-46"/>
        <source>Tick the libraries this chat answers from: each question is searched in them first, and the answer lists the passages it was given under “Sources”.</source>
        <translation>このチャットが参照するライブラリにチェックを付けてください。質問はまずそこで検索され、回答には渡された箇所が「出典」として表示されます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No libraries yet: add a folder or files to make one.</source>
        <translation>ライブラリはまだありません。フォルダーかファイルを追加して作成してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;All files (*)</source>
        <translation>ドキュメント (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Read {files}…</source>
        <translation>{files} を読み込み…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading {files}… ({name})</source>
        <translation>{files} を読み込み中… ({name})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not indexed yet</source>
        <translation>未インデックス</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{files}, {passages}, {unread}</source>
        <translation>{files}、{passages}、{unread}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{files}, {passages}</source>
        <translation>{files}、{passages}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>“{name}” could not be indexed: {problem}</source>
        <translation>「{name}」のインデックスを作成できませんでした: {problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Indexing “{name}” stopped. What was read is kept; Update goes on from there.</source>
        <translation>「{name}」のインデックス作成を止めました。読み込んだ分は残ります。「更新」でそこから続けます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“{name}” is ready: {files} read, {passages}.</source>
        <translation>「{name}」の準備ができました: {files} を読み込み、{passages}。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{source} could not be reached; its files are kept as they were indexed.</source>
        <translation>{source} にアクセスできませんでした。そのファイルはインデックス作成時のまま残ります。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Embedding model: {name}</source>
        <translation>埋め込みモデル: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model: the first one in your model folders</source>
        <translation>埋め込みモデル: モデルフォルダーにある最初のもの</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+1"/>
        <source>Documents</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Documents for this chat</source>
        <translation>このチャットのドキュメント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About documents</source>
        <translation>ドキュメントについて</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Libraries</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No libraries</source>
        <translation>ライブラリなし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>フォルダーを追加…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+89"/>
        <source>Make a library from a folder</source>
        <translation>フォルダーからライブラリを作る</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Add files…</source>
        <translation>ファイルを追加…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+94"/>
        <source>Make a library from files</source>
        <translation>ファイルからライブラリを作る</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Update</source>
        <translation>更新</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the library&apos;s new and changed files</source>
        <translation>ライブラリの新しいファイルと変更されたファイルを読み込む</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop indexing</source>
        <translation>インデックス作成を停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the library (your files stay)</source>
        <translation>ライブラリを削除 (ファイルは残ります)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indexing status</source>
        <translation>インデックス作成の状態</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model</source>
        <translation>埋め込みモデル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding model…</source>
        <translation>埋め込みモデル…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the embedding model file</source>
        <translation>埋め込みモデルのファイルを選ぶ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model that turns text into numbers for searching (a GGUF file). Another model means reading every library again.</source>
        <translation>検索のために文章を数値に変えるモデル (GGUF ファイル)。別のモデルにすると、すべてのライブラリを読み直します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reranking model</source>
        <translation>再ランク付けモデル</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+96"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>&amp;Reranking model:</source>
        <translation>再ランク付けモデル(&amp;R):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reranking model reads the question with each passage found and puts the best first (slower, often better). None: keyword and meaning search alone.</source>
        <translation>再ランク付けモデルは、質問と見つかった各箇所を読み、最適なものを先頭に並べます (遅くなりますが、多くの場合よくなります)。なし: キーワードと意味の検索だけを使います。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close the Documents window</source>
        <translation>「ドキュメント」ウィンドウを閉じる</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Making the library…</source>
        <translation>ライブラリを作成しています…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the embedding model</source>
        <translation>埋め込みモデルを選ぶ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF モデル (*.gguf)</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>starting the embedding model…</source>
        <translation>埋め込みモデルを起動しています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Indexing “{name}”: starting the embedding model…</source>
        <translation>「{name}」のインデックス作成中: 埋め込みモデルを起動しています…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Indexing “{name}”: {text}</source>
        <translation>「{name}」のインデックス作成中: {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Remove library</source>
        <translation>ライブラリを削除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the library “{name}”? Your files stay where they are; only what LlamaDesk read from them is forgotten.</source>
        <translation>ライブラリ「{name}」を削除しますか？ファイルはそのまま残り、LlamaDesk がそこから読み込んだ内容だけが消えます。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Removed “{name}”.</source>
        <translation>「{name}」を削除しました。</translation>
    </message>
</context>
<context>
    <name>DocumentsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/documents_words.py" line="+36"/>
        <source>{file} could not be read: {reason}</source>
        <translation>{file} を読み込めませんでした: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is gone</source>
        <translation>ファイルがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission was denied</source>
        <translation>アクセスが拒否されました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk could not read it</source>
        <translation>ディスクから読み取れませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is protected by a password</source>
        <translation>パスワードで保護されています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged</source>
        <translation>ファイルが壊れています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (it has no pages)</source>
        <translation>ファイルが壊れています（ページがありません）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read (its pages may be pictures of scanned paper)</source>
        <translation>読み取れるテキストがありません（ページがスキャンした紙の画像かもしれません）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read</source>
        <translation>読み取れるテキストがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is damaged</source>
        <translation>テキストが壊れています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a text file</source>
        <translation>テキストファイルではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a Word document or it is damaged</source>
        <translation>Word 文書ではないか、壊れています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{suffix} files are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>{suffix} ファイルには対応していません（PDF、Word、テキスト、Markdown、HTML に対応しています）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its structure is nested too deeply</source>
        <translation>構造の入れ子が深すぎます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is too large to read</source>
        <translation>大きすぎて読み込めません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>files without an ending are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>拡張子のないファイルには対応していません（PDF、Word、テキスト、Markdown、HTML に対応しています）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A library needs a name.</source>
        <translation>ライブラリには名前が必要です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a library named “{name}”.</source>
        <translation>「{name}」という名前のライブラリはすでにあります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no library named “{name}”.</source>
        <translation>「{name}」という名前のライブラリはありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The documents index is closed. Open the Documents window again.</source>
        <translation>ドキュメントのインデックスが閉じられています。ドキュメントのウィンドウを開き直してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk is full: the documents index could not be saved. Free some space and index again; it goes on where it stopped.</source>
        <translation>ディスクがいっぱいです。ドキュメントのインデックスを保存できませんでした。空き容量を作ってからもう一度インデックスを作成してください。止まったところから続きます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index is busy in another LlamaDesk window or command. Try again when it has finished.</source>
        <translation>ドキュメントのインデックスは別の LlamaDesk のウィンドウかコマンドが使用中です。終わってからもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>{path} のドキュメントのインデックスを開けませんでした。フォルダーが存在し、書き込めることを確認してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index was written by a newer LlamaDesk. Update LlamaDesk to use it.</source>
        <translation>ドキュメントのインデックスは新しいバージョンの LlamaDesk で書き込まれています。使うには LlamaDesk を更新してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The documents index at {path} could not be read: it is damaged or not an index. Move it aside and add your libraries again.</source>
        <translation>{path} のドキュメントのインデックスを読み込めませんでした。壊れているか、インデックスではありません。別の場所へ移してから、ライブラリを追加し直してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The embedding model {model} took too long to answer. Try again; if it keeps happening, restart LlamaDesk.</source>
        <translation>埋め込みモデル {model} の応答に時間がかかりすぎました。もう一度お試しください。繰り返し起きる場合は LlamaDesk を再起動してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} is not running any more. Press Update to start it again (indexing goes on where it stopped).</source>
        <translation>埋め込みモデル {model} は動いていません。「更新」を押すと再び起動します（インデックス作成は止まったところから続きます）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} refused the app&apos;s key.</source>
        <translation>埋め込みモデル {model} がアプリのキーを拒否しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} could not embed the text (HTTP {status}).</source>
        <translation>埋め込みモデル {model} はテキストを埋め込めませんでした（HTTP {status}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} sent an answer the app does not understand.</source>
        <translation>埋め込みモデル {model} から、アプリが理解できない応答が届きました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The embedding model {model} could not embed the text: “{reason}”.</source>
        <translation>埋め込みモデル {model} はテキストを埋め込めませんでした:「{reason}」</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The library “{library}” was indexed with the embedding model {stored}; using {given} instead means reading all its files again: press Update.</source>
        <translation>ライブラリ「{library}」は埋め込みモデル {stored} でインデックスが作成されています。代わりに {given} を使うには、すべてのファイルを読み直す必要があります。「更新」を押してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents need an embedding model, which turns text into numbers for searching. Download one in Discover (search “embedding”, e.g. all-MiniLM-L6-v2, 46 MB), or choose one you have with “Embedding model…” here.</source>
        <translation>ドキュメントには、検索のためにテキストを数値に変える埋め込みモデルが必要です。「探す」でダウンロードするか（「embedding」で検索。例: all-MiniLM-L6-v2、46 MB）、ここの「埋め込みモデル…」でお手持ちのモデルを選んでください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is a chat model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} はチャットモデルで、埋め込みモデルではありません。ドキュメントには all-MiniLM-L6-v2 のような埋め込みモデルが必要です。「探す」で「embedding」を検索してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a reranking model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} は再ランク付けモデルで、埋め込みモデルではありません。ドキュメントには all-MiniLM-L6-v2 のような埋め込みモデルが必要です。「探す」で「embedding」を検索してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>LlamaDesk is closing; your documents are not searched.</source>
        <translation>LlamaDesk を終了しています。ドキュメントは検索されません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{source} cannot be reached (a disk unplugged or a folder moved?). Its passages are kept and searched as they were; they are brought up to date when it is back.</source>
        <translation>{source} にアクセスできません（ディスクが外されたか、フォルダーが移動されましたか？）。その箇所はそのまま残り、検索もされます。戻ったときに最新の状態に更新されます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your documents could not be searched: {why}</source>
        <translation>ドキュメントを検索できませんでした: {why}</translation>
    </message>
</context>
<context>
    <name>DownloadsPanel</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="+37"/>
        <source>Downloads appear here.</source>
        <translation>ダウンロードはここに表示されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>goes on by itself when the connection is back</source>
        <translation>接続が戻ると自動で再開します</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>ダウンロード中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the connection</source>
        <translation>接続を待っています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled</source>
        <translation>キャンセル済み</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} of {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} · starting…</source>
        <translation>{0} · 開始しています…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left</source>
        <translation>残り {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>working out the time left</source>
        <translation>残り時間を計算中</translation>
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
        <translation>ダウンロードに失敗しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} · ready to load</source>
        <translation>{0} · 読み込めます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled; nothing was kept.</source>
        <translation>キャンセルしました。何も残していません。</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Downloads</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No downloads</source>
        <translation>ダウンロードなし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem with the list of downloads</source>
        <translation>ダウンロード一覧の問題</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>List of downloads</source>
        <translation>ダウンロード一覧</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Cancel download</source>
        <translation>ダウンロードをキャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the download of {0}? What was downloaded so far is deleted.</source>
        <translation>{0} のダウンロードをキャンセルしますか？ここまでにダウンロードした分は削除されます。</translation>
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
        <translation>チャットを保存できませんでした: フォルダー {folder} がありません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the file could not be written</source>
        <translation>ファイルに書き込めませんでした</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat could not be saved to {path}: {reason}.</source>
        <translation>チャットを {path} に保存できませんでした: {reason}。</translation>
    </message>
</context>
<context>
    <name>ExportButton</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_export_button.py" line="+44"/>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Export chat</source>
        <translation>チャットをエクスポート</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Save this chat as a Markdown or JSON file.</source>
        <translation>このチャットを Markdown または JSON ファイルとして保存します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as Markdown…</source>
        <translation>Markdown でエクスポート…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export as JSON…</source>
        <translation>JSON でエクスポート…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export result</source>
        <translation>エクスポートの結果</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>There is nothing to export yet: send a message first.</source>
        <translation>エクスポートするものがまだありません。先にメッセージを送ってください。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saving the chat to {path}…</source>
        <translation>チャットを {path} に保存しています…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the chat to {path}.</source>
        <translation>チャットを {path} に保存しました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chat could not be saved because of an unexpected problem.</source>
        <translation>予期しない問題のため、チャットを保存できませんでした。</translation>
    </message>
</context>
<context>
    <name>FailureWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/failure_words.py" line="+20"/>
        <source>This version of llama.cpp does not work on your processor. Install the portable runtime in Settings.</source>
        <translation>このバージョンの llama.cpp はお使いのプロセッサーでは動きません。設定でポータブルのランタイムをインストールしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server could not start: a file it needs is missing. Reinstall the runtime in Settings, or install the Microsoft Visual C++ Redistributable.</source>
        <translation>モデルサーバーを起動できませんでした: 必要なファイルがありません。設定でランタイムを再インストールするか、Microsoft Visual C++ Redistributable をインストールしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that runs the models (llama-server) is missing or cannot start. Reinstall the runtime in Settings.</source>
        <translation>モデルを動かすプログラム (llama-server) が見つからないか、起動できません。設定でランタイムを再インストールしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is not enough memory to load {model}. Try a shorter context, a smaller version of the model, or fewer layers on the graphics card.</source>
        <translation>{model} を読み込むにはメモリが足りません。コンテキストを短くするか、モデルの小さいバージョンを使うか、グラフィックカード上の層を減らしてみてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This version of llama.cpp does not know the kind of model {model} is ({architecture}). Update the runtime in Settings, or choose another model.</source>
        <translation>このバージョンの llama.cpp は、{model} の種類 ({architecture}) に対応していません。設定でランタイムを更新するか、別のモデルを選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{model} could not be loaded: the file is damaged, incomplete or not a model llama.cpp can read. Download it again or choose another model.</source>
        <translation>{model} を読み込めませんでした: ファイルが壊れているか、不完全か、llama.cpp で読めるモデルではありません。もう一度ダウンロードするか、別のモデルを選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your NVIDIA driver is too old for this runtime. Update the driver, or use the processor runtime in Settings.</source>
        <translation>お使いの NVIDIA ドライバーはこのランタイムには古すぎます。ドライバーを更新するか、設定でプロセッサー用のランタイムを使ってください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another program was using the port the model server needed. Try again.</source>
        <translation>モデルサーバーに必要なポートを別のプログラムが使っていました。もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while loading {model}.</source>
        <translation>{model} の読み込み中にモデルサーバーが停止しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loading {model} took too long. Try a smaller model or a shorter context.</source>
        <translation>{model} の読み込みに時間がかかりすぎました。小さいモデルか、短いコンテキストをお試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading the model was cancelled.</source>
        <translation>モデルの読み込みをキャンセルしました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model server was stopped from outside while loading. Nothing is wrong with the model: load it again.</source>
        <translation>読み込み中にモデルサーバーが外部から停止されました。モデルに問題はありません: もう一度読み込んでください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model server could not start: a file it needs ({library}) is missing. Reinstall the runtime in Settings.</source>
        <translation>モデルサーバーを起動できませんでした: 必要なファイル ({library}) がありません。設定でランタイムを再インストールしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model file {model} is missing. Download it again or choose another model.</source>
        <translation>モデルファイル {model} が見つかりません。もう一度ダウンロードするか、別のモデルを選んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Port {port} is used by another program, so other apps can&apos;t reach LlamaDesk there. Choose another port in Settings (Other apps), or close that program.</source>
        <translation>ポート {port} は別のプログラムが使っているため、他のアプリがそこで LlamaDesk に接続できません。設定 (他のアプリ) で別のポートを選ぶか、そのプログラムを閉じてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server said it was ready but does not answer. Try again.</source>
        <translation>モデルサーバーは準備ができたと伝えましたが、応答がありません。もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This conversation is longer than the model&apos;s context. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>この会話はモデルのコンテキストより長くなっています。新しいチャットを始めるか、メッセージを短くするか、より大きなコンテキストでモデルを読み込んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens). Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>この会話はモデルのコンテキスト ({context} トークン) より長くなっています。新しいチャットを始めるか、メッセージを短くするか、より大きなコンテキストでモデルを読み込んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens); it needs {needed}. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>この会話はモデルのコンテキスト ({context} トークン) より長く、{needed} トークン必要です。新しいチャットを始めるか、メッセージを短くするか、より大きなコンテキストでモデルを読み込んでください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model server refused the app&apos;s key. Reload the model and try again.</source>
        <translation>モデルサーバーがアプリのキーを拒否しました。モデルを読み込み直して、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model can&apos;t read pictures. Remove the picture, or load a model that supports images (with its vision projector file).</source>
        <translation>このモデルは画像を読めません。画像を削除するか、画像に対応したモデルを (その視覚プロジェクターファイルと一緒に) 読み込んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This model can&apos;t listen to audio. Remove the audio file.</source>
        <translation>このモデルは音声を聞けません。音声ファイルを削除してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>モデルはまだ読み込み中です。少し待ってから、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer: {said}</source>
        <translation>モデルサーバーが回答できませんでした: {said}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer (HTTP {status}).</source>
        <translation>モデルサーバーが回答できませんでした (HTTP {status})。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Can&apos;t reach the model server. It may have stopped; load the model again.</source>
        <translation>モデルサーバーに接続できません。停止した可能性があります。モデルをもう一度読み込んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server sent a reply the app couldn&apos;t read.</source>
        <translation>モデルサーバーから、アプリが読み取れない応答が届きました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while answering. What it wrote so far is kept.</source>
        <translation>回答中にモデルサーバーが停止しました。それまでに書かれた内容は残っています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped before answering. Load the model again.</source>
        <translation>回答する前にモデルサーバーが停止しました。モデルをもう一度読み込んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model is loaded. Load one on the Load page, then press Retry.</source>
        <translation>モデルが読み込まれていません。「読み込み」ページでモデルを読み込んでから、「再試行」を押してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>LlamaDesk で予期しない問題が起きたため、回答が止まりました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer ended unexpectedly. Press Retry to try again.</source>
        <translation>回答が予期せず終了しました。「再試行」を押して、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model stopped unexpectedly while answering. Press Retry to load it again and answer.</source>
        <translation>回答中にモデルが予期せず停止しました。「再試行」を押すと、モデルをもう一度読み込んで回答します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer sharing its devices at {hosts} went away while answering, and the model stopped. What it wrote so far is kept; start that computer&apos;s sharing again and load the model, or load it without that computer.</source>
        <translation>{hosts} でデバイスを共有していたコンピューターが回答中に切断され、モデルが停止しました。それまでに書かれた内容は残っています。そのコンピューターで共有をもう一度開始してモデルを読み込むか、そのコンピューターを使わずに読み込んでください。</translation>
    </message>
</context>
<context>
    <name>FiguresWords</name>
    <message>
        <location filename="../../desktop/gui/chat/figures_words.py" line="+27"/>
        <source>{speed} tokens/s</source>
        <translation>{speed} トークン/秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first token after {time}</source>
        <translation>最初のトークンまで {time}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 token</source>
        <translation>1 トークン</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln トークン</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>停止済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cut off at the length limit</source>
        <translation>長さの上限で打ち切り</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{milliseconds} ms</source>
        <translation>{milliseconds} ミリ秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ran on the processor (CPU)</source>
        <translation>プロセッサー (CPU) で実行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ran on {devices}</source>
        <translation>{devices} で実行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ran on {devices} ({on_card} of {layers} layers; the rest on the processor)</source>
        <translation>{devices} で実行 ({layers} 層中 {on_card} 層、残りはプロセッサー)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ran on {devices} ({on_card} of {layers} layers)</source>
        <translation>{devices} で実行 ({layers} 層中 {on_card} 層)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}, {context}-token context</source>
        <translation>{where}、コンテキスト {context} トークン</translation>
    </message>
</context>
<context>
    <name>FileField</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="-225"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose {0}</source>
        <translation>{0} を選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear {0}</source>
        <translation>{0} をクリア</translation>
    </message>
</context>
<context>
    <name>FormControls</name>
    <message>
        <location filename="../../desktop/gui/widgets/form_controls.py" line="+26"/>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Copied to the clipboard</source>
        <translation>クリップボードにコピーしました</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../../desktop/gui/widgets/glossary.py" line="+22"/>
        <source>How much the model&apos;s numbers were rounded to make it smaller. Smaller versions (Q3, Q4) need less memory and answer faster; larger ones (Q6, Q8, F16) answer a little better. Q4_K_M is a good balance on most computers.</source>
        <translation>モデルを小さくするために数値をどれだけ丸めたか。小さいバージョン (Q3、Q4) はメモリが少なくて済み、速く答えます。大きいもの (Q6、Q8、F16) は少しよく答えます。Q4_K_M はたいていのコンピューターでバランスがよい選択です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F16 keeps the model&apos;s numbers unrounded (16-bit): the best answers, and the most memory. A vision model&apos;s picture reader is usually F16.</source>
        <translation>F16 はモデルの数値を丸めずに (16 ビット) 保ちます。回答は最もよく、メモリも最も多く使います。視覚モデルの画像読み取り部分は通常 F16 です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the conversation memory (the KV cache) is stored. f16 is exact; q8_0 needs half the memory with almost no difference; q4_0 a quarter, with a small loss. A smaller type leaves room for a longer conversation.</source>
        <translation>会話メモリ (KV キャッシュ) の保存形式。f16 は正確です。q8_0 はほとんど差がなくメモリが半分で済みます。q4_0 は 4 分の 1 で、少し劣ります。小さい形式ほど長い会話が入ります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The part of a vision model that reads pictures (an &quot;mmproj&quot; file). It is only needed to send pictures; LlamaDesk finds it beside the model when it can.</source>
        <translation>視覚モデルのうち画像を読む部分 (「mmproj」ファイル)。画像を送るときだけ必要です。LlamaDesk はできる限りモデルの隣から見つけます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Word choice breadth: the next word is picked only among the likeliest words whose chances add up to this share. Lower (0.8) keeps answers focused; 1.0 turns it off. Most people leave it at 0.95.</source>
        <translation>単語選択の幅: 次の単語は、確率の合計がこの割合になるまでの可能性が高い単語の中からだけ選ばれます。低い値 (0.8) では回答が焦点を保ちます。1.0 でオフになります。たいていは 0.95 のままで構いません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only this many of the likeliest next words are considered. Off considers all; 40 is a common choice.</source>
        <translation>可能性が高い次の単語のうち、この数だけを候補にします。オフではすべてを候補にします。40 がよく使われます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Words much less likely than the likeliest one are never picked. 0.05 removes odd choices without making answers dull; off allows every word.</source>
        <translation>最も可能性が高い単語よりずっと可能性が低い単語は選ばれません。0.05 なら回答を退屈にせずに変な選択を除けます。オフではすべての単語を許可します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creativity: low (0.2) gives steady, predictable answers; high (1.0) more varied and surprising ones.</source>
        <translation>創造性: 低い値 (0.2) では安定した予想どおりの回答に、高い値 (1.0) ではより多様で意外な回答になります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the model can do besides chatting: read pictures (vision), use tools, or think step by step before it answers.</source>
        <translation>チャット以外にモデルができること: 画像を読む (視覚)、ツールを使う、答える前に段階的に考える。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the conversation the model can keep in mind at once, in tokens (a token is about three quarters of a word). Longer needs more memory.</source>
        <translation>モデルが一度に覚えていられる会話の量 (トークン単位。1 トークンは英単語の約 4 分の 3)。長くするほどメモリが必要です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the model runs on the graphics card. All of it is fastest; what doesn&apos;t fit runs on the processor, more slowly.</source>
        <translation>モデルのうちグラフィックカードで動かす割合。すべてが最も速く、入りきらない分はプロセッサーでゆっくり動きます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{quant}: rounded to about {bits} bits per number, tiny variant</source>
        <translation>{quant}: 数値あたり約 {bits} ビットに丸めたもの、極小版</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, extra small variant</source>
        <translation>{quant}: 数値あたり約 {bits} ビットに丸めたもの、特小版</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, small variant</source>
        <translation>{quant}: 数値あたり約 {bits} ビットに丸めたもの、小型版</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, medium variant</source>
        <translation>{quant}: 数値あたり約 {bits} ビットに丸めたもの、中型版</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, large variant</source>
        <translation>{quant}: 数値あたり約 {bits} ビットに丸めたもの、大型版</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{quant}: unrounded ({bits}-bit), the largest version. {about}</source>
        <translation>{quant}: 丸めなし ({bits} ビット)、最大のバージョン。{about}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{quant}: rounded to about {bits} bits per number</source>
        <translation>{quant}: 数値あたり約 {bits} ビットに丸めたもの</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{words} (a newer, denser rounding)</source>
        <translation>{words} (新しく、より密な丸め方)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{words}. {about}</source>
        <translation>{words}。{about}</translation>
    </message>
</context>
<context>
    <name>HandsFree</name>
    <message>
        <location filename="../../desktop/gui/chat/hands_free.py" line="+23"/>
        <source>Hands-free</source>
        <translation>ハンズフリー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free: on</source>
        <translation>ハンズフリー: オン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talk with the chat: it listens, sends what you say when you pause, reads the answer aloud, then listens again. Press again (or Esc) to stop.</source>
        <translation>チャットと会話します。聞き取り、話が途切れたら送信し、回答を読み上げて、また聞き取ります。もう一度押す (または Esc) と止まります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hands-free is off.</source>
        <translation>ハンズフリーはオフです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free stopped: no model can answer yet.</source>
        <translation>ハンズフリーを停止しました: 答えられるモデルがまだありません。</translation>
    </message>
</context>
<context>
    <name>HandsFreeControl</name>
    <message>
        <location line="+29"/>
        <location line="+111"/>
        <source>Hands-free: talk with the chat</source>
        <translation>ハンズフリー: チャットと会話する</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Hands-free is on: press to stop</source>
        <translation>ハンズフリーはオンです: 押すと止まります</translation>
    </message>
</context>
<context>
    <name>HelpGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="+29"/>
        <source>Log folder</source>
        <translation>ログフォルダー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logs and reports: {0}</source>
        <translation>ログと報告: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the log folder</source>
        <translation>ログフォルダーを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the folder of logs and reports</source>
        <translation>ログと報告のフォルダーを開く</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy a report</source>
        <translation>報告をコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy a report of this computer and recent problems</source>
        <translation>このコンピューターと最近の問題の報告をコピー</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Report status</source>
        <translation>報告の状態</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About reports</source>
        <translation>報告について</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Putting the report together…</source>
        <translation>報告をまとめています…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copied: paste it into your message.</source>
        <translation>コピーしました。メッセージに貼り付けてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The report could not be put together: {0}</source>
        <translation>報告をまとめられませんでした: {0}</translation>
    </message>
</context>
<context>
    <name>HostWorker</name>
    <message>
        <location filename="../../desktop/gui/bridge/host_worker.py" line="+157"/>
        <source>Loading stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>LlamaDesk で予期しない問題が起きたため、読み込みが止まりました。</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>No llama-server was found: it runs the models. Install it from Settings (“Open Settings to install it” at the top of the window).</source>
        <translation>llama-server が見つかりませんでした。モデルを動かすプログラムです。設定からインストールしてください (ウィンドウ上部の「設定を開いてインストール」)。</translation>
    </message>
</context>
<context>
    <name>HubBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+12"/>
        <source>Can&apos;t reach Hugging Face, so searching and downloading are paused; downloads go on by themselves once it answers. Models on this computer still work.</source>
        <translation>Hugging Face につながらないため、検索とダウンロードを一時停止しています。応答があればダウンロードは自動で再開します。このコンピューターにあるモデルは引き続き使えます。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>offlineBanner</source>
        <translation>offlineBanner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face can&apos;t be reached</source>
        <translation>Hugging Face につながりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection notice</source>
        <translation>接続のお知らせ</translation>
    </message>
</context>
<context>
    <name>HubWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/hub_words.py" line="+40"/>
        <source>Can&apos;t reach Hugging Face. Check the internet connection; models already on this computer still work.</source>
        <translation>Hugging Face につながりません。インターネット接続を確認してください。このコンピューターにあるモデルはそのまま使えます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{repo} needs a valid Hugging Face token: add a Hugging Face token in Settings (create a read token at huggingface.co/settings/tokens).</source>
        <translation>{repo} には有効な Hugging Face トークンが必要です。設定で Hugging Face トークンを追加してください (読み取り用トークンは huggingface.co/settings/tokens で作成できます)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your Hugging Face token has no access to {repo} yet: open the model&apos;s page on Hugging Face ({page}), accept its terms while signed in to the token&apos;s account, then try again.</source>
        <translation>お使いの Hugging Face トークンには、まだ {repo} へのアクセス権がありません。Hugging Face のモデルのページ ({page}) を開き、トークンのアカウントでサインインした状態で利用条件に同意してから、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no model called {repo} on Hugging Face (or it is private: add a token in Settings).</source>
        <translation>Hugging Face に {repo} というモデルはありません (非公開の場合は、設定でトークンを追加してください)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no model called {repo} on Hugging Face, or your account can&apos;t see it.</source>
        <translation>Hugging Face に {repo} というモデルはないか、お使いのアカウントからは見えません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A file of {repo} is missing on Hugging Face.</source>
        <translation>Hugging Face 上で {repo} のファイルの一つが見つかりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{repo}&quot; is not a model name on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>「{repo}」は Hugging Face のモデル名ではありません。名前は「所有者/モデル」の形で、たとえば bartowski/Qwen2.5-7B-Instruct-GGUF のようになります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the name of a model on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>Hugging Face のモデル名を入力してください。名前は「所有者/モデル」の形で、たとえば bartowski/Qwen2.5-7B-Instruct-GGUF のようになります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face is busy right now (too many requests); try again in {wait}.</source>
        <translation>Hugging Face は現在混み合っています (リクエストが多すぎます)。{wait} 後にもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face is busy right now (too many requests); try again in a minute.</source>
        <translation>Hugging Face は現在混み合っています (リクエストが多すぎます)。1 分ほどしてからもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face has a problem on its side (HTTP {status}); try again later.</source>
        <translation>Hugging Face 側で問題が起きています (HTTP {status})。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face answered with an error; try again later.</source>
        <translation>Hugging Face がエラーを返しました。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face answered with an error (HTTP {status}); try again later.</source>
        <translation>Hugging Face がエラーを返しました (HTTP {status})。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste a Hugging Face token first; create a read token at huggingface.co/settings/tokens.</source>
        <translation>まず Hugging Face トークンを貼り付けてください。読み取り用トークンは huggingface.co/settings/tokens で作成できます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face did not accept this token. Create a read token at huggingface.co/settings/tokens and paste it here.</source>
        <translation>Hugging Face はこのトークンを受け付けませんでした。huggingface.co/settings/tokens で読み取り用トークンを作成し、ここに貼り付けてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face. What was downloaded is kept; the download goes on from there once it can be reached again.</source>
        <translation>Hugging Face につながりません。ダウンロード済みの部分は残してあり、つながりしだい、そこからダウンロードを続けます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The download of {file} keeps failing; try again later (what was downloaded is kept).</source>
        <translation>{file} のダウンロードが何度も失敗しています。しばらくしてからもう一度お試しください (ダウンロード済みの部分は残してあります)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download of {file} keeps failing ({reason}); try again later (what was downloaded is kept).</source>
        <translation>{file} のダウンロードが何度も失敗しています ({reason})。しばらくしてからもう一度お試しください (ダウンロード済みの部分は残してあります)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the connection was interrupted</source>
        <translation>接続が切れました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data arrived for a while</source>
        <translation>しばらくデータが届きませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the download link expired</source>
        <translation>ダウンロード用のリンクの期限が切れました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face asked to slow down</source>
        <translation>Hugging Face から間隔を空けるよう求められました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the request timed out</source>
        <translation>リクエストがタイムアウトしました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face had a problem on its side (HTTP {status})</source>
        <translation>Hugging Face 側で問題が起きました (HTTP {status})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} arrived damaged (it is not the file Hugging Face lists), so it was not added. Download it again.</source>
        <translation>{file} は壊れた状態で届いたため (Hugging Face が示すファイルと一致しません)、追加していません。もう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face refused the download (HTTP {status}).</source>
        <translation>Hugging Face がダウンロードを拒否しました (HTTP {status})。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model could not be saved in {folder}. Check that the folder exists and that you may write to it.</source>
        <translation>モデルを {folder} に保存できませんでした。フォルダーが存在し、書き込みできることを確認してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more.</source>
        <translation>ディスクの空き容量が足りません。このダウンロードには {needed} 必要ですが、空きは {free} です (そのうち {reserve} はシステム用に空けておきます)。あと {missing} 空けてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more, or download {quant} ({size}), the largest version that fits.</source>
        <translation>ディスクの空き容量が足りません。このダウンロードには {needed} 必要ですが、空きは {free} です (そのうち {reserve} はシステム用に空けておきます)。あと {missing} 空けるか、入る中で最大のバージョンである {quant} ({size}) をダウンロードしてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). No version of this model fits: free up {missing} more.</source>
        <translation>ディスクの空き容量が足りません。このダウンロードには {needed} 必要ですが、空きは {free} です (そのうち {reserve} はシステム用に空けておきます)。このモデルはどのバージョンも入りません。あと {missing} 空けてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The disk holding {folder} is full: this download still needs {needed}, and {reserve} more stays free for your system. Free up {total} there, then try again (what was downloaded is kept).</source>
        <translation>{folder} のあるディスクがいっぱいです。このダウンロードにはあと {needed} 必要で、さらに {reserve} をシステム用に空けておきます。そのディスクで {total} 空けてから、もう一度お試しください (ダウンロード済みの部分は残してあります)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{repo} has no {quant} version (it has {available}).</source>
        <translation>{repo} に {quant} のバージョンはありません (あるのは {available} です)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The download stopped because of an unexpected problem; press Retry.</source>
        <translation>予期しない問題でダウンロードが止まりました。「再試行」を押してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checking the downloaded file</source>
        <translation>ダウンロードしたファイルを確認しています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another download of the same file</source>
        <translation>同じファイルの別のダウンロードを待っています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{reason}; trying again in {wait} (attempt {attempt} of {attempts})</source>
        <translation>{reason}。{wait}後にもう一度試します ({attempts} 回中 {attempt} 回目)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The list of downloads could not be read and was left out.</source>
        <translation>ダウンロードの一覧を読み込めなかったため、使いませんでした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some downloads in the list could not be read and were left out.</source>
        <translation>一覧の一部のダウンロードを読み込めなかったため、使いませんでした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The old file was kept as {name}.</source>
        <translation>古いファイルは {name} として残してあります。</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../../desktop/gui/library/library_model.py" line="+46"/>
        <source> · Loaded</source>
        <translation> · 読み込み済み</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>アーキテクチャ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>パラメーター数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>コンテキスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can also</source>
        <translation>その他の機能</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On this computer</source>
        <translation>このコンピューター上</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>see images</source>
        <translation>画像を見る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>think</source>
        <translation>考える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use tools</source>
        <translation>ツールを使う</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All models</source>
        <translation>すべてのモデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can see images</source>
        <translation>画像を見られる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can think</source>
        <translation>考えられる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can use tools</source>
        <translation>ツールを使える</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damaged files</source>
        <translation>壊れたファイル</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This file cannot be read.</source>
        <translation>このファイルは読めません。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>LlamaDesk could not work out whether this model fits ({0}).</source>
        <translation>このモデルが収まるかどうか LlamaDesk は判断できませんでした ({0})。</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>{0} (from Ollama)</source>
        <translation>{0} (Ollama から)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Damaged: {0}</source>
        <translation>破損: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>read text aloud ({0} languages)</source>
        <translation>文章の読み上げ ({0} 言語)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read text aloud</source>
        <translation>文章の読み上げ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hear speech</source>
        <translation>音声の聞き取り</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{0} tokens of context</source>
        <translation>コンテキスト {0} トークン</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>can also: {0}</source>
        <translation>その他の機能: {0}</translation>
    </message>
</context>
<context>
    <name>LibraryView</name>
    <message>
        <location filename="../../desktop/gui/library/library_view.py" line="+57"/>
        <source>Your models</source>
        <translation>マイモデル</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search models</source>
        <translation>モデルを検索</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search by name or version</source>
        <translation>名前またはバージョンで検索</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show which models</source>
        <translation>表示するモデル</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Models on this computer</source>
        <translation>このコンピューター上のモデル</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Library status</source>
        <translation>ライブラリの状態</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking for models…</source>
        <translation>モデルを探しています…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Problem with the selected model</source>
        <translation>選んだモデルの問題</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look again</source>
        <translation>もう一度探す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for models again</source>
        <translation>モデルをもう一度探す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add file…</source>
        <translation>ファイルを追加…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model file to the library</source>
        <translation>モデルファイルをライブラリに追加</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>フォルダーを追加…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a folder of models to the library</source>
        <translation>モデルのフォルダーをライブラリに追加</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show in folder</source>
        <translation>フォルダーで表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected model in its folder</source>
        <translation>選んだモデルをフォルダーで表示</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected model from this computer</source>
        <translation>選んだモデルをこのコンピューターから削除</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load</source>
        <translation>読み込む</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the selected model</source>
        <translation>選んだモデルを読み込む</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>1 model found.</source>
        <translation>1 件のモデルが見つかりました。</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>%Ln 件のモデルが見つかりました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No models found. Add a file or a folder, or drop one here.</source>
        <translation>モデルが見つかりません。ファイルかフォルダーを追加するか、ここにドロップしてください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Looking for models failed.</source>
        <translation>モデルを探せませんでした。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} cannot be used: {1}</source>
        <translation>{0} は使えません: {1}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0}: not a model file (.gguf) or folder, so not added.</source>
        <translation>{0}: モデルファイル (.gguf) でもフォルダーでもないため、追加しませんでした。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Add a model</source>
        <translation>モデルを追加</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF モデル (*.gguf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a folder of models</source>
        <translation>モデルのフォルダーを追加</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete model</source>
        <translation>モデルを削除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete {0} (1 file) from this computer? This cannot be undone.</source>
        <translation>{0} (1 ファイル) をこのコンピューターから削除しますか？元に戻せません。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Delete {0} (%Ln files) from this computer? This cannot be undone.</source>
        <translation>
            <numerusform>{0} (%Ln ファイル) をこのコンピューターから削除しますか？元に戻せません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deleting {0}…</source>
        <translation>{0} を削除しています…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} was deleted.</source>
        <translation>{0} を削除しました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model was not deleted.</source>
        <translation>モデルは削除されませんでした。</translation>
    </message>
</context>
<context>
    <name>ListChoice</name>
    <message>
        <location filename="../../desktop/gui/widgets/list_choice.py" line="+21"/>
        <source>Select {what} in the list first.</source>
        <translation>先に一覧で{what}を選んでください。</translation>
    </message>
</context>
<context>
    <name>LoadAdvanced</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+29"/>
        <source>Advanced settings</source>
        <translation>詳細設定</translation>
    </message>
</context>
<context>
    <name>LoadPlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="+52"/>
        <source>Settings chosen for this computer</source>
        <translation>このコンピューター向けに選んだ設定</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>No graphics card found: the model will run on the processor.</source>
        <translation>グラフィックカードが見つかりません。モデルはプロセッサーで動きます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everything on {0}.</source>
        <translation>すべて {0} で動きます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} of {1} layers on {2}; the rest on the processor.</source>
        <translation>{2} に {1} 層中 {0} 層、残りはプロセッサーで。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model will run on the processor, as you chose.</source>
        <translation>選んだとおり、モデルはプロセッサーで動きます。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The model will run on the processor.</source>
        <translation>モデルはプロセッサーで動きます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} at {1} tokens of context.</source>
        <translation>コンテキスト {1} トークンで {0}。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>On the graphics card: {size} of {free} free graphics memory: {over} too much.</source>
        <translation>グラフィックカード上: 空きグラフィックメモリ {free} のうち {size}。{over} 足りません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the graphics card: {size} of {free} free graphics memory.</source>
        <translation>グラフィックカード上: 空きグラフィックメモリ {free} のうち {size}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory: {over} too much.</source>
        <translation>コンピューターのメモリ内: 空きメモリ {free} のうち {size}。{over} 足りません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory.</source>
        <translation>コンピューターのメモリ内: 空きメモリ {free} のうち {size}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory: {over} too much.</source>
        <translation>空きグラフィックメモリは {free} です。{over} 足りません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory.</source>
        <translation>空きグラフィックメモリは {free} です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory: {over} too much.</source>
        <translation>空きメモリは {free} です。{over} 足りません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory.</source>
        <translation>空きメモリは {free} です。</translation>
    </message>
</context>
<context>
    <name>LoadView</name>
    <message>
        <location filename="../../desktop/gui/load/load_view.py" line="+98"/>
        <source>Load a model</source>
        <translation>モデルを読み込む</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a file…</source>
        <translation>ファイルを開く…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a model file</source>
        <translation>モデルファイルを開く</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Model</source>
        <translation>モデル(&amp;M)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+1"/>
        <source>Show advanced settings</source>
        <translation>詳細設定を表示</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+344"/>
        <source>Load</source>
        <translation>読み込む</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>Load the model</source>
        <translation>モデルを読み込む</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel loading</source>
        <translation>読み込みをキャンセル</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unload</source>
        <translation>読み込み解除</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unload the model</source>
        <translation>モデルの読み込みを解除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show server log</source>
        <translation>サーバーログを表示</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Loading progress</source>
        <translation>読み込みの進み具合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading progress, in words</source>
        <translation>読み込みの進み具合 (文章)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load status</source>
        <translation>読み込みの状態</translation>
    </message>
    <message>
        <location line="+69"/>
        <source> (damaged)</source>
        <translation> (破損)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No models found yet. Add a model file (.gguf) in the Library or download one in Discover.</source>
        <translation>まだモデルがありません。ライブラリでモデルファイル (.gguf) を追加するか、「探す」でダウンロードしてください。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Open a model</source>
        <translation>モデルを開く</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF モデル (*.gguf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loading the model…</source>
        <translation>モデルを読み込んでいます…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} of {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · {0}/s</source>
        <translation> · {0}/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · about {0} left</source>
        <translation> · 残り約 {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Loaded in {0}.</source>
        <translation>{0} で読み込みました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded: {0}</source>
        <translation>読み込み済み: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is ready.</source>
        <translation>{0} の準備ができました。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Loading was cancelled.</source>
        <translation>読み込みをキャンセルしました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> “Show server log” has the details.</source>
        <translation>詳しくは「サーバーログを表示」をご覧ください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No model is loaded.</source>
        <translation>モデルが読み込まれていません。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Load this one instead</source>
        <translation>代わりにこれを読み込む</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load another</source>
        <translation>別のモデルを読み込む</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} is loaded now. Press “Load this one instead” to switch to the model picked above.</source>
        <translation>現在 {0} が読み込まれています。上で選んだモデルに切り替えるには「代わりにこれを読み込む」を押してください。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Something unexpected went wrong while reading the model.</source>
        <translation>モデルの読み取り中に予期しない問題が起きました。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/gui/shell/main_window.py" line="+67"/>
        <source>Library</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discover</source>
        <translation>探す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>読み込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Pages</source>
        <translation>ページ</translation>
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
        <translation>{page}ページ</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show {page}</source>
        <translation>{page}を表示</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The starter model is not installed.</source>
        <translation>スターターモデルがインストールされていません。</translation>
    </message>
    <message>
        <location line="+80"/>
        <location line="+6"/>
        <source>Settings file damaged</source>
        <translation>設定ファイルが壊れています</translation>
    </message>
</context>
<context>
    <name>McpServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="+102"/>
        <source>About MCP servers</source>
        <translation>MCP サーバーについて</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Programs or web services that give the model more tools, as in other apps. They are kept in {0}. Turn one on for a chat with its Tools button.</source>
        <translation>他のアプリと同じように、モデルにツールを追加するプログラムやウェブサービスです。{0} に保存されます。チャットでオンにするには、その「ツール」ボタンを使います。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MCP servers</source>
        <translation>MCP サーバー</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test the selected MCP server</source>
        <translation>選んだ MCP サーバーをテスト</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected MCP server</source>
        <translation>選んだ MCP サーバーを削除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the selected server&apos;s tools need your approval</source>
        <translation>選んだサーバーのツールに許可が必要なとき</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New MCP server&apos;s name</source>
        <translation>新しい MCP サーバーの名前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. files</source>
        <translation>例: files</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New MCP server&apos;s command or web address</source>
        <translation>新しい MCP サーバーのコマンドまたはウェブアドレス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. npx -y @modelcontextprotocol/server-memory</source>
        <translation>例: npx -y @modelcontextprotocol/server-memory</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add server</source>
        <translation>サーバーを追加</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add this MCP server</source>
        <translation>この MCP サーバーを追加</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command or address</source>
        <translation>コマンドまたはアドレス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP server status</source>
        <translation>MCP サーバーの状態</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Added {0}. Press Test to try it.</source>
        <translation>{0} を追加しました。「テスト」を押して試してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Removed {0}.</source>
        <translation>{0} を削除しました。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Testing {0}…</source>
        <translation>{0} をテストしています…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The MCP servers could not be read or saved.</source>
        <translation>MCP サーバーを読み込めないか、保存できませんでした。</translation>
    </message>
</context>
<context>
    <name>MemoryBar</name>
    <message>
        <location filename="../../desktop/gui/load/memory_bar.py" line="+54"/>
        <location line="+22"/>
        <source>free memory</source>
        <translation>空きメモリ</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Memory needed</source>
        <translation>必要なメモリ</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Pick a model to see how much memory it needs.</source>
        <translation>モデルを選ぶと、必要なメモリ量が表示されます。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: needs {1}.</source>
        <translation>{0}: {1} 必要です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0}.</source>
        <translation>{0} 必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: needs {1} of {2} {3}: {4} too much.</source>
        <translation>{0}: {3} {2} のうち {1} 必要です。{4} 足りません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs {0} of {1} {2}: {3} too much.</source>
        <translation>{2} {1} のうち {0} 必要です。{3} 足りません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: needs {1} of {2} {3}.</source>
        <translation>{0}: {3} {2} のうち {1} 必要です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0} of {1} {2}.</source>
        <translation>{2} {1} のうち {0} 必要です。</translation>
    </message>
</context>
<context>
    <name>MessageColumn</name>
    <message>
        <location filename="../../desktop/gui/chat/message_column.py" line="+31"/>
        <source>This answer was interrupted. Press Retry to write it again.</source>
        <translation>この回答は中断されました。「再試行」を押すと書き直します。</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Messages</source>
        <translation>メッセージ</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <location filename="../../desktop/gui/chat/message_text.py" line="+247"/>
        <source>Edit message</source>
        <translation>メッセージを編集</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter saves and sends again, Esc cancels.</source>
        <translation>Ctrl+Enter で保存して再送信、Esc でキャンセルします。</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <location filename="../../desktop/gui/chat/message_view.py" line="+42"/>
        <source>Read aloud</source>
        <translation>読み上げ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading</source>
        <translation>読み上げを停止</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool</source>
        <translation>ツール</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your message</source>
        <translation>あなたのメッセージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant message</source>
        <translation>アシスタントのメッセージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System message</source>
        <translation>システムメッセージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool message</source>
        <translation>ツールのメッセージ</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location line="+61"/>
        <source>Author</source>
        <translation>送信者</translation>
    </message>
    <message>
        <location line="+100"/>
        <location line="+7"/>
        <source>Thinking</source>
        <translation>思考過程</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+315"/>
        <source>Show thinking</source>
        <translation>思考過程を表示</translation>
    </message>
    <message>
        <location line="-402"/>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message text</source>
        <translation>メッセージ本文</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Attached pictures</source>
        <translation>添付した画像</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Save and send</source>
        <translation>保存して送信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save and send the edited message</source>
        <translation>編集したメッセージを保存して送信</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel editing</source>
        <translation>編集をキャンセル</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Answer figures</source>
        <translation>回答の数値</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry this answer</source>
        <translation>この回答を再試行</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Copy message text</source>
        <translation>メッセージ本文をコピー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write this answer again</source>
        <translation>この回答を書き直す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit and send again</source>
        <translation>編集して再送信</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+333"/>
        <source>Read this answer aloud</source>
        <translation>この回答を読み上げる</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Pictures: {names}</source>
        <translation>画像: {names}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Copy code</source>
        <translation>コードをコピー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code {number}/{count}</source>
        <translation>コードをコピー {number}/{count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy code block {number} of {count} ({language})</source>
        <translation>コードブロック {number}/{count} をコピー ({language})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code block {number} of {count}</source>
        <translation>コードブロック {number}/{count} をコピー</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy: {line}</source>
        <translation>コピー: {line}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy this code</source>
        <translation>このコードをコピー</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Stop reading this answer aloud</source>
        <translation>この回答の読み上げを停止</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Hide thinking</source>
        <translation>思考過程を隠す</translation>
    </message>
</context>
<context>
    <name>ModelBanner</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_banner.py" line="+34"/>
        <source>Model status</source>
        <translation>モデルの状態</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>読み込む</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the model offered</source>
        <translation>提案されたモデルを読み込む</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to Load</source>
        <translation>読み込みへ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the Load page</source>
        <translation>「読み込み」ページへ移動</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The model is loading. You can write already.</source>
        <translation>モデルを読み込んでいます。もう入力を始められます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No model is loaded. Sending will load {name} again.</source>
        <translation>モデルが読み込まれていません。送信すると {name} を再び読み込みます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load a model to start chatting.</source>
        <translation>チャットを始めるには、モデルを読み込んでください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was sent: no model is loaded. Pick one on the Load page; your message stays in the box.</source>
        <translation>送信されませんでした: モデルが読み込まれていません。「読み込み」ページで選んでください。メッセージは入力欄に残っています。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was sent: no model is loaded. Load {stem} to send it, or pick another model on the Load page.</source>
        <translation>送信されませんでした: モデルが読み込まれていません。送るには {stem} を読み込むか、「読み込み」ページで別のモデルを選んでください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load it and send</source>
        <translation>読み込んで送信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load {name}, then send your message.</source>
        <translation>{name} を読み込んでからメッセージを送信します。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your chats could not be read or saved because of an unexpected problem.</source>
        <translation>予期しない問題のため、チャットを読み込めないか、保存できませんでした。</translation>
    </message>
</context>
<context>
    <name>ModelCardView</name>
    <message>
        <location filename="../../desktop/gui/discover/model_card.py" line="+27"/>
        <source>Model description</source>
        <translation>モデルの説明</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This model has no description.</source>
        <translation>このモデルには説明がありません。</translation>
    </message>
</context>
<context>
    <name>ModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+31"/>
        <source>Model to chat with</source>
        <translation>チャットするモデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>The model that answers. Pick another to load it.</source>
        <translation>答えるモデル。別のモデルを選ぶと読み込みます。</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>&amp;Model</source>
        <translation>モデル(&amp;M)</translation>
    </message>
</context>
<context>
    <name>ModelWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/model_words.py" line="+26"/>
        <source>{file} was not found. It may have been moved or deleted.</source>
        <translation>{file} が見つかりません。移動または削除された可能性があります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a folder, not a model file.</source>
        <translation>{file} はフォルダーで、モデルファイルではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a model file.</source>
        <translation>{file} はモデルファイルではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} can&apos;t be read: LlamaDesk is not allowed to open it.</source>
        <translation>{file} を読み込めません: LlamaDesk にはこのファイルを開く権限がありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could not be read.</source>
        <translation>{file} を読み込めませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is empty (the download did not finish?). Download it again.</source>
        <translation>{file} は空です (ダウンロードが終わらなかった?)。もう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is incomplete (the download did not finish?). Download it again.</source>
        <translation>{file} は不完全です (ダウンロードが終わらなかった?)。もう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a model but a web page or error message (the download failed?). Download it again.</source>
        <translation>{file} はモデルではなく、Web ページかエラーメッセージです (ダウンロードに失敗した?)。もう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} only points to the model; it is not the model itself. Download the real file.</source>
        <translation>{file} はモデルを指しているだけで、モデルそのものではありません。実際のファイルをダウンロードしてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a GGUF model file.</source>
        <translation>{file} は GGUF モデルファイルではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was made for another kind of computer (big-endian), which LlamaDesk cannot use.</source>
        <translation>{file} は別の種類のコンピューター (ビッグエンディアン) 向けに作られていて、LlamaDesk では使えません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in an old format (GGUF version 1). Download a newer conversion of the model.</source>
        <translation>{file} は古い形式 (GGUF バージョン 1) です。モデルの新しい変換版をダウンロードしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in GGUF version {version}, which LlamaDesk cannot read (a newer or damaged file?).</source>
        <translation>{file} は GGUF バージョン {version} で、LlamaDesk では読み込めません (新しいファイルか、壊れたファイル?)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is damaged and can&apos;t be read as a model. Download it again.</source>
        <translation>{file} は壊れていて、モデルとして読み込めません。もう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a model file LlamaDesk can use (it names no kind of model).</source>
        <translation>{file} は LlamaDesk で使えるモデルファイルではありません (モデルの種類が書かれていません)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Part {number} of {count} of {file} is missing ({part} is not in the same folder).</source>
        <translation>{file} の {count} 個のパートのうち {number} 番目がありません ({part} が同じフォルダーにありません)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model is split into {count} parts, and these are missing: {parts}. Download it again or delete it.</source>
        <translation>このモデルは {count} 個のパートに分かれていて、次のパートがありません: {parts}。もう一度ダウンロードするか、削除してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is part {number} of {count} of a split model, but its name does not end in {suffix}, so the other parts cannot be found.</source>
        <translation>{file} は分割モデルの {count} 個中 {number} 番目のパートですが、名前が {suffix} で終わっていないため、ほかのパートが見つかりません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The parts of {file} do not belong together (parts of different downloads mixed?). Download the model again.</source>
        <translation>{file} のパートが合っていません (別々のダウンロードのパートが混ざった?)。モデルをもう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ollama&apos;s {name} can&apos;t be used: Ollama&apos;s record of it is damaged. Download it again in Ollama.</source>
        <translation>Ollama の {name} は使えません: Ollama にあるその記録が壊れています。Ollama でもう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ollama&apos;s {name} has no model file of its own (it may be a cloud model).</source>
        <translation>Ollama の {name} には独自のモデルファイルがありません (クラウドモデルかもしれません)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama&apos;s {name} can&apos;t be used: its model file is missing from Ollama&apos;s folder. Download it again in Ollama.</source>
        <translation>Ollama の {name} は使えません: Ollama のフォルダーにモデルファイルがありません。Ollama でもう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The starter model comes with LlamaDesk and cannot be deleted.</source>
        <translation>スターターモデルは LlamaDesk に付属しているため、削除できません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} belongs to Ollama. Remove it in Ollama (ollama rm {name}).</source>
        <translation>{name} は Ollama のものです。Ollama で削除してください (ollama rm {name})。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some files of {name} could not be deleted. Check that you may change that folder and that no other program uses them.</source>
        <translation>{name} の一部のファイルを削除できませんでした。そのフォルダーを変更できるか、ほかのプログラムがファイルを使っていないか確認してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is the picture part of a model (a vision projector), not a chat model. Pick the model file it belongs to.</source>
        <translation>{file} はモデルの画像用のパート (視覚プロジェクター) で、チャットモデルではありません。これが属するモデルファイルを選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a speech model ({family}): it reads answers aloud, it does not chat. Choose it in Settings → Voice, and load a chat model here.</source>
        <translation>{file} は音声モデル ({family}) です。回答を読み上げるためのもので、チャットはしません。設定 → 音声で選び、ここではチャットモデルを読み込んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server can&apos;t use the graphics card: files it needs are missing ({names}). Reinstall the runtime in Settings, or update the graphics card&apos;s driver.</source>
        <translation>モデルサーバーがグラフィックカードを使えません: 必要なファイルがありません ({names})。設定でランタイムを再インストールするか、グラフィックカードのドライバーを更新してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LlamaDesk can&apos;t use {value} as the {setting}. Choose another value in Settings or on the Load page.</source>
        <translation>LlamaDesk は {value} を{setting}として使えません。設定か「読み込む」ページで別の値を選んでください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>context length</source>
        <translation>コンテキスト長</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of parallel chats</source>
        <translation>同時に行うチャットの数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of threads</source>
        <translation>スレッド数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of layers on the graphics card</source>
        <translation>グラフィックカード上の層の数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>context cache type</source>
        <translation>コンテキストのキャッシュ形式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flash attention setting</source>
        <translation>Flash Attention の設定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of graphics memory</source>
        <translation>グラフィックメモリの使用割合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra arguments</source>
        <translation>追加の引数</translation>
    </message>
</context>
<context>
    <name>OfflineBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+6"/>
        <source>Try again</source>
        <translation>再試行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Try reaching Hugging Face again</source>
        <translation>Hugging Face へもう一度接続する</translation>
    </message>
</context>
<context>
    <name>PageScroll</name>
    <message>
        <location filename="../../desktop/gui/shell/window_fit.py" line="+52"/>
        <source>{page} page, scrolled</source>
        <translation>{page}ページ (スクロール)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scroll the {page} page</source>
        <translation>{page}ページをスクロール</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scroll the {page} page sideways</source>
        <translation>{page}ページを横にスクロール</translation>
    </message>
</context>
<context>
    <name>PassageView</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+49"/>
        <source>Source {number}: {label}</source>
        <translation>出典 {number}: {label}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cited passage</source>
        <translation>引用した箇所</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the passage is from</source>
        <translation>箇所の出どころ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Section</source>
        <translation>セクション</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passage text</source>
        <translation>箇所の本文</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open file</source>
        <translation>ファイルを開く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open {name}</source>
        <translation>{name} を開く</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the whole file in the app your computer uses for it.</source>
        <translation>ファイル全体を、コンピューターで使っているアプリで開きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is no longer where it was when it was indexed.</source>
        <translation>このファイルは、インデックス作成時の場所にもうありません。</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <location filename="../../desktop/gui/load/placement.py" line="+39"/>
        <source>processor (CPU)</source>
        <translation>プロセッサー (CPU)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Remembers up to {0} tokens of conversation.</source>
        <translation>会話を最大 {0} トークンまで覚えています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (conversation memory: {0})</source>
        <translation> (会話メモリ: {0})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Runs on the graphics card: {0}.</source>
        <translation>グラフィックカードで動作: {0}。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> ({0} of {1} layers)</source>
        <translation> ({1} 層中 {0} 層)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All {0} layers on the graphics card.</source>
        <translation>{0} 層すべてがグラフィックカード上にあります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is on the graphics card.</source>
        <translation>モデルはグラフィックカード上にあります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU).</source>
        <translation>プロセッサー (CPU) で動作します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All {0} layers on the processor.</source>
        <translation>{0} 層すべてがプロセッサー上にあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All on the processor.</source>
        <translation>すべてプロセッサー上です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics card not used ({0})</source>
        <translation>グラフィックカードは使われていません ({0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU), as you chose.</source>
        <translation>選んだとおり、プロセッサー (CPU) で動作します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}: you chose CPU only for this model.</source>
        <translation>{0}: このモデルでは CPU のみを選びました。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the installed llama.cpp runtime can only use the processor.</source>
        <translation>インストールされている llama.cpp ランタイムはプロセッサーしか使えません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It does not fit in its free memory.</source>
        <translation>空きメモリに収まりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your graphics card ({0}) is not used. {1}</source>
        <translation>グラフィックカード ({0}) は使われていません。{1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not enough free graphics memory for this model.</source>
        <translation>このモデルには空きグラフィックメモリが足りません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>llama.cpp put no part of the model on it (the server log says why).</source>
        <translation>llama.cpp はモデルを一切そこに置きませんでした (理由はサーバーログにあります)。</translation>
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
        <translation>モデルが動く場所</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layers on the graphics card</source>
        <translation>グラフィックカード上の層</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loaded context</source>
        <translation>読み込んだコンテキスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics card warning</source>
        <translation>グラフィックカードの警告</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes from loading</source>
        <translation>読み込み時のメモ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start chatting</source>
        <translation>チャットを始める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the Chat page</source>
        <translation>「チャット」ページへ移動</translation>
    </message>
</context>
<context>
    <name>PlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="-278"/>
        <source>Will it run</source>
        <translation>動くかどうか</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length slider</source>
        <translation>コンテキスト長のスライダー</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length, in tokens</source>
        <translation>コンテキスト長 (トークン)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> tokens</source>
        <translation> トークン</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context limit</source>
        <translation>コンテキストの上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context warning</source>
        <translation>コンテキストの警告</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Graphics card plan</source>
        <translation>グラフィックカードの計画</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why these settings</source>
        <translation>この設定の理由</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics memory needed</source>
        <translation>必要なグラフィックメモリ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory needed</source>
        <translation>必要なメモリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed, in words</source>
        <translation>必要なメモリ (文章)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Context</source>
        <translation>コンテキスト(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much of the conversation the model keeps in mind.</source>
        <translation>モデルが覚えていられる会話の量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics card</source>
        <translation>グラフィックカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics memory</source>
        <translation>グラフィックメモリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading the model…</source>
        <translation>モデルを読み取っています…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This model was trained for up to {0} tokens.</source>
        <translation>このモデルは最大 {0} トークンで学習されています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model does not say how long a context it handles.</source>
        <translation>このモデルはどれだけのコンテキストを扱えるか示していません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Fits in GPU memory up to {0} (the green part of the slider); more is slower.</source>
        <translation>{0} まで GPU メモリに収まります (スライダーの緑の部分)。それを超えると遅くなります。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This model can&apos;t be used.</source>
        <translation>このモデルは使えません。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>free graphics memory</source>
        <translation>空きグラフィックメモリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the graphics card</source>
        <translation>グラフィックカード上</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>free memory</source>
        <translation>空きメモリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the computer&apos;s memory</source>
        <translation>コンピューターのメモリ内</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Fits in GPU memory up to {0}.</source>
        <translation>{0} まで GPU メモリに収まります。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} is more than fits in GPU memory ({1}): part of the model will run on the processor, which is slower.</source>
        <translation>{0} は GPU メモリ ({1}) に収まりません。モデルの一部がプロセッサーで動くため、遅くなります。</translation>
    </message>
</context>
<context>
    <name>PlanWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/plan_words.py" line="+40"/>
        <source>Runs fully on the graphics card</source>
        <translation>すべてグラフィックカードで動作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs partly on the graphics card</source>
        <translation>一部がグラフィックカードで動作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs on the processor</source>
        <translation>プロセッサーで動作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too big for this computer</source>
        <translation>このコンピューターには大きすぎます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conversation memory</source>
        <translation>会話メモリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>working space</source>
        <translation>作業領域</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chosen context length ({chosen_tokens}) is longer than the {trained_tokens} this model was trained for; answers may get worse near the end of long chats.</source>
        <translation>選んだコンテキスト長 ({chosen_tokens}) は、このモデルが学習した {trained_tokens} より長いため、長いチャットの終わりのほうで回答の質が下がることがあります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You chose to run the model on the processor only.</source>
        <translation>モデルをプロセッサーだけで動かすように選びました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of the chosen graphics cards was found, so the model runs on the processor.</source>
        <translation>選んだグラフィックカードが見つからないため、モデルはプロセッサーで動きます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No graphics card was found, so the model runs on the processor.</source>
        <translation>グラフィックカードが見つからないため、モデルはプロセッサーで動きます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the whole model fits in graphics memory.</source>
        <translation>モデル全体がグラフィックメモリに収まるよう、コンテキスト長を {from_tokens} から {to_tokens} に短くしました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model fits in the free memory of {gpus} ({usable_size} usable), so it runs fully on the graphics card.</source>
        <translation>モデルは {gpus} の空きメモリ (使用可能 {usable_size}) に収まるため、すべてグラフィックカードで動きます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model is too big for one graphics card, so it is split across {count} cards: {gpus} ({usable_size} usable).</source>
        <translation>モデルが 1 枚のグラフィックカードには大きすぎるため、{count} 枚のカードに分けて動かします: {gpus} (使用可能 {usable_size})。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more graphics memory than is free; up to {largest_tokens} would run fully on the graphics card.</source>
        <translation>選んだコンテキスト長 ({chosen_tokens}) には空きより多くのグラフィックメモリが必要です。{largest_tokens} までなら、すべてグラフィックカードで動きます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {usable_size} of usable graphics memory and {free_size} of free memory.</source>
        <translation>モデルには約 {need_size} 必要ですが、このコンピューターには使用可能なグラフィックメモリが {usable_size}、空きメモリが {free_size} しかありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} has too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus} は空きメモリ ({free_size}) が少なすぎて役に立たないため、モデルはプロセッサーで動きます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} have too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus} は空きメモリ ({free_size}) が少なすぎて役に立たないため、モデルはプロセッサーで動きます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size} but only {usable_size} of graphics memory is usable, so part of it runs on the processor, which is slower.</source>
        <translation>モデルには約 {need_size} 必要ですが、使用可能なグラフィックメモリは {usable_size} だけなので、一部がプロセッサーで動き、遅くなります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose to put every layer on the graphics card, but the model needs about {need_size} and only {usable_size} of graphics memory is usable: loading will probably fail. Choose Automatic to run part of it on the processor.</source>
        <translation>すべての層をグラフィックカードに置くように選びましたが、モデルには約 {need_size} 必要で、使用可能なグラフィックメモリは {usable_size} だけです。読み込みはおそらく失敗します。一部をプロセッサーで動かすには「自動」を選んでください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so {layers} layers fit in graphics memory.</source>
        <translation>{layers} 層がグラフィックメモリに収まるよう、コンテキスト長を {from_tokens} から {to_tokens} に短くしました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose {layers} of {total_layers} layers on {gpus}; the rest run on the processor, which is slower.</source>
        <translation>{total_layers} 層中 {layers} 層を {gpus} に置くように選びました。残りはプロセッサーで動くため、遅くなります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those layers need about {need_size} of graphics memory, but only {usable_size} is usable: loading will probably fail. Choose fewer layers.</source>
        <translation>それらの層には約 {need_size} のグラフィックメモリが必要ですが、使用可能なのは {usable_size} だけです。読み込みはおそらく失敗します。層を減らしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The layers left on the processor need about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>プロセッサーに残る層には約 {need_size} 必要ですが、このコンピューターの空きメモリは {free_size} しかありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>モデルには約 {need_size} 必要ですが、このコンピューターの空きメモリは {free_size} しかありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the model fits in the free memory.</source>
        <translation>モデルが空きメモリに収まるよう、コンテキスト長を {from_tokens} から {to_tokens} に短くしました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more memory than is free ({free_size}); up to {largest_tokens} would fit.</source>
        <translation>選んだコンテキスト長 ({chosen_tokens}) には空きメモリ ({free_size}) より多くのメモリが必要です。{largest_tokens} までなら収まります。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>needs about {size}</source>
        <translation>約 {size} 必要</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs about {size}: {parts}</source>
        <translation>約 {size} 必要: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>uses about {size}: {parts}</source>
        <translation>約 {size} 使用: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>about {size}</source>
        <translation>約 {size}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{size} {part}</source>
        <translation>{part} {size}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{count} tokens</source>
        <translation>{count} トークン</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <location filename="../../desktop/gui/chat/read_aloud.py" line="+21"/>
        <source>Reading the answer aloud. Press “Stop reading” to stop.</source>
        <translation>回答を読み上げています。止めるには「読み上げを停止」を押してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer could not be read aloud; try again.</source>
        <translation>回答を読み上げられませんでした。もう一度お試しください。</translation>
    </message>
</context>
<context>
    <name>RemoteServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="+58"/>
        <source>Office PC</source>
        <translation>会社の PC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server name</source>
        <translation>リモートサーバーの名前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>http://192.168.1.20:8080</source>
        <translation>http://192.168.1.20:8080</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server address</source>
        <translation>リモートサーバーのアドレス</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s API key, if it has one</source>
        <translation>サーバーの API キー (ある場合)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server key</source>
        <translation>リモートサーバーのキー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add server</source>
        <translation>サーバーを追加(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add remote server</source>
        <translation>リモートサーバーを追加</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About remote servers</source>
        <translation>リモートサーバーについて</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Asking {0} for its models…</source>
        <translation>{0} にモデルを問い合わせています…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no models yet</source>
        <translation>まだモデルがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added {0}: it offers {1}.</source>
        <translation>{0} を追加しました: {1} を提供しています。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not added. {0}</source>
        <translation>追加しませんでした。{0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a server</source>
        <translation>サーバー</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Removed {0}.</source>
        <translation>{0} を削除しました。</translation>
    </message>
</context>
<context>
    <name>RemoteWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/remote_words.py" line="+19"/>
        <source>The server&apos;s address is empty. Enter one like http://192.168.1.20:8080.</source>
        <translation>サーバーのアドレスが空です。http://192.168.1.20:8080 のように入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a web address LlamaDesk can use: it must start with http:// or https://.</source>
        <translation>{address} は LlamaDesk が使える Web アドレスではありません。http:// か https:// で始まる必要があります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} has a port that is not a number from 1 to 65535.</source>
        <translation>{address} のポートが 1～65535 の数値ではありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} names no computer. Enter one like http://192.168.1.20:8080.</source>
        <translation>{address} にはコンピューターが指定されていません。http://192.168.1.20:8080 のように入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the server a name, such as “Office PC”.</source>
        <translation>サーバーに名前を付けてください（例:「会社の PC」）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a server named {name}. Pick another name.</source>
        <translation>{name} という名前のサーバーはすでにあります。別の名前を選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no saved server named {name}. Give its address instead, like http://192.168.1.20:8080.</source>
        <translation>{name} という名前の保存済みサーバーはありません。代わりに http://192.168.1.20:8080 のようにアドレスを指定してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} did not list its models (HTTP {status}). Check that {address} is an OpenAI-compatible server, such as llama-server.</source>
        <translation>{name} がモデルの一覧を返しませんでした（HTTP {status}）。{address} が llama-server のような OpenAI 互換サーバーか確認してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{address} did not answer like an OpenAI-compatible server (its /v1/models has no model list).</source>
        <translation>{address} は OpenAI 互換サーバーのように応答しませんでした（/v1/models にモデルの一覧がありません）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s certificate could not be verified, so LlamaDesk did not connect (it only talks to servers whose certificate is trusted). Use the server&apos;s correct https address, or a certificate this computer trusts.</source>
        <translation>{name} の証明書を検証できなかったため、LlamaDesk は接続しませんでした（証明書が信頼できるサーバーとだけ通信します）。サーバーの正しい https アドレスか、このコンピューターが信頼する証明書を使ってください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Can&apos;t reach {name} at {address}. Check that its server is running and that this computer can reach it, then press Retry.</source>
        <translation>{address} の {name} に接続できません。そのサーバーが動作していて、このコンピューターから接続できることを確認してから、「再試行」を押してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} refused the key. Check the key for it in Settings → Remote servers.</source>
        <translation>{name} がキーを拒否しました。設定 → リモートサーバーでキーを確認してください。</translation>
    </message>
</context>
<context>
    <name>RepoPage</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_page.py" line="+68"/>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download size</source>
        <translation>ダウンロードサイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Will it run here</source>
        <translation>ここで動くか</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed</source>
        <translation>必要なメモリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested</source>
        <translation>おすすめ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recommended</source>
        <translation>推奨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded</source>
        <translation>ダウンロード済み</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open: anyone can download it.</source>
        <translation>公開: 誰でもダウンロードできます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gated: it needs a Hugging Face token in Settings and accepting the licence on the model&apos;s page on huggingface.co before it can be downloaded.</source>
        <translation>制限付き: ダウンロードするには、設定で Hugging Face トークンを入力し、huggingface.co のモデルのページでライセンスに同意する必要があります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated: accept the licence on the model&apos;s page on huggingface.co, signed in to the account of the token in Settings, before downloading.</source>
        <translation>制限付き: ダウンロードする前に、設定のトークンのアカウントで huggingface.co にサインインし、モデルのページでライセンスに同意してください。</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>← &amp;Back</source>
        <translation>← 戻る(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the search results</source>
        <translation>検索結果に戻る</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model name</source>
        <translation>モデル名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open on huggingface.co</source>
        <translation>huggingface.co で開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open this model&apos;s page in the web browser</source>
        <translation>このモデルのページをウェブブラウザーで開く</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model details status</source>
        <translation>モデル詳細の状態</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Licence</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Who can download it</source>
        <translation>ダウンロードできる人</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Downloads</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Access</source>
        <translation>アクセス</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Versions of this model</source>
        <translation>このモデルのバージョン</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Image files</source>
        <translation>画像認識用ファイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+252"/>
        <source>&amp;Download</source>
        <translation>ダウンロード(&amp;D)</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Download the selected version</source>
        <translation>選んだバージョンをダウンロード</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About this model</source>
        <translation>このモデルについて</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Getting the list of versions from Hugging Face…</source>
        <translation>Hugging Face からバージョン一覧を取得しています…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Not stated</source>
        <translation>記載なし</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} downloads, {1} likes</source>
        <translation>ダウンロード {0} 回、いいね {1}</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The versions show once Hugging Face answers: press Try again above.</source>
        <translation>Hugging Face から応答があるとバージョンが表示されます。上の「再試行」を押してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s details could not be read from Hugging Face.</source>
        <translation>Hugging Face からモデルの詳細を読み取れませんでした。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This repo has no model files that LlamaDesk can use.</source>
        <translation>このリポジトリには LlamaDesk で使えるモデルファイルがありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No version of this model fits in this computer&apos;s memory.</source>
        <translation>このモデルのどのバージョンも、このコンピューターのメモリに収まりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is recommended for this computer: the best quality that runs well here.</source>
        <translation>このコンピューターには {0} をおすすめします: ここで快適に動く最高の品質です。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>1 file</source>
        <translation>1 ファイル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} parts</source>
        <translation>{0} 個に分割</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+83"/>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>&amp;Download {0} ({1})</source>
        <translation>{0} をダウンロード ({1})(&amp;D)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Download anyway?</source>
        <translation>それでもダウンロードしますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This version needs more memory than this computer has (about {0}), so it will probably not load. Download it anyway?</source>
        <translation>このバージョンには、このコンピューターにある以上のメモリ (約 {0}) が必要なため、おそらく読み込めません。それでもダウンロードしますか？</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>about {0} at {1} tokens</source>
        <translation>{1} トークンで約 {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} or less (a first guess)</source>
        <translation>{0} 以下 (概算)</translation>
    </message>
</context>
<context>
    <name>RepoProjectors</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_projectors.py" line="+21"/>
        <source>Image file</source>
        <translation>画像認識用ファイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded with the model</source>
        <translation>モデルと一緒にダウンロード</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Image files of this model</source>
        <translation>このモデルの画像認識用ファイル</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not stated</source>
        <translation>記載なし</translation>
    </message>
</context>
<context>
    <name>RowChoiceTable</name>
    <message>
        <location filename="../../desktop/gui/widgets/row_choice_table.py" line="+24"/>
        <source>Columns</source>
        <translation>列</translation>
    </message>
</context>
<context>
    <name>RpcWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/rpc_words.py" line="+20"/>
        <source>{hosts} is not a computer&apos;s address and port, like 192.168.1.20:{port}.</source>
        <translation>{hosts} はコンピューターのアドレスとポートではありません (例: 192.168.1.20:{port})。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can&apos;t reach the computer sharing its devices at {hosts}. Start LlamaDesk&apos;s “Share this computer” there, or remove it from the computers to use.</source>
        <translation>{hosts} でデバイスを共有しているコンピューターに接続できません。そのコンピューターで LlamaDesk の「このコンピューターを共有」を開始するか、使うコンピューターの一覧から外してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This runtime can&apos;t use other computers: it may be built without that part of llama.cpp. Install the runtime again in Settings.</source>
        <translation>このランタイムは他のコンピューターを使えません: llama.cpp のその部分なしでビルドされている可能性があります。設定でランタイムをもう一度インストールしてください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This runtime has no program for sharing this computer&apos;s devices. Install the runtime again in Settings.</source>
        <translation>このランタイムには、このコンピューターのデバイスを共有するプログラムがありません。設定でランタイムをもう一度インストールしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The port must be a number from 1 to 65535, not {port}.</source>
        <translation>ポートは 1 から 65535 までの数値にしてください ({port} ではなく)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port {port} is already in use on this computer. Pick another port.</source>
        <translation>ポート {port} はこのコンピューターですでに使われています。別のポートを選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that shares this computer&apos;s devices could not be started. Install the runtime again in Settings.</source>
        <translation>このコンピューターのデバイスを共有するプログラムを起動できませんでした。設定でランタイムをもう一度インストールしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t share at {address}: the port is in use, or the address is not this computer&apos;s. Pick another port or address.</source>
        <translation>{address} で共有できません: ポートが使われているか、アドレスがこのコンピューターのものではありません。別のポートかアドレスを選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that shares this computer&apos;s devices stopped as it started.</source>
        <translation>このコンピューターのデバイスを共有するプログラムが起動時に停止しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing at {address} did not start within {time}. Try again.</source>
        <translation>{address} での共有が {time}以内に始まりませんでした。もう一度お試しください。</translation>
    </message>
</context>
<context>
    <name>RuntimeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="+150"/>
        <source>Runtime in use</source>
        <translation>使用中のランタイム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtimes found</source>
        <translation>見つかったランタイム</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Use selected</source>
        <translation>選択を使う(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the selected runtime</source>
        <translation>選んだランタイムを使う</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose &amp;automatically</source>
        <translation>自動で選ぶ(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the runtime automatically</source>
        <translation>ランタイムを自動で選ぶ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected runtime</source>
        <translation>選んだランタイムを削除</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Look again</source>
        <translation>もう一度探す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for runtimes again</source>
        <translation>ランタイムをもう一度探す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runtime to build</source>
        <translation>ビルドするランタイム</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Install / rebuild runtime</source>
        <translation>インストール / 再ビルド(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install or rebuild the runtime</source>
        <translation>ランタイムをインストールまたは再ビルド</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel the runtime install</source>
        <translation>ランタイムのインストールをキャンセル</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install progress</source>
        <translation>ランタイムのインストールの進み具合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install message</source>
        <translation>ランタイムのインストールのメッセージ</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{0} — in use</source>
        <translation>{0} — 使用中</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In use: {0}</source>
        <translation>使用中: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In use: {0}. The runtime picked before ({1}) is gone: pick one below.</source>
        <translation>使用中: {0}。以前選んだランタイム ({1}) がなくなりました。下から選んでください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No llama-server was found. Install one with the button below.</source>
        <translation>llama-server が見つかりませんでした。下のボタンでインストールしてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not look for runtimes: {0}</source>
        <translation>ランタイムを探せませんでした: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+36"/>
        <source>a runtime</source>
        <translation>ランタイム</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The runtime in use stays: use another one first.</source>
        <translation>使用中のランタイムは削除できません。先に別のものを使ってください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LlamaDesk did not install this runtime, so it leaves it alone.</source>
        <translation>このランタイムは LlamaDesk がインストールしたものではないため、そのままにします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected runtime&apos;s folder.</source>
        <translation>選んだランタイムのフォルダーを削除します。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Removed {0}.</source>
        <translation>{0} を削除しました。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelling…</source>
        <translation>キャンセルしています…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: %p%</source>
        <translation>{0}: %p%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>done: %p%</source>
        <translation>完了: %p%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installed {0}.</source>
        <translation>{0} をインストールしました。</translation>
    </message>
</context>
<context>
    <name>RuntimeNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/runtime_notice.py" line="+14"/>
        <source>LlamaDesk needs llama-server, the program that runs the models, and none is installed yet. Settings installs it for you.</source>
        <translation>LlamaDesk には、モデルを動かすプログラム llama-server が必要ですが、まだインストールされていません。設定からインストールできます。</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+1"/>
        <source>No runtime installed</source>
        <translation>ランタイムがインストールされていません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Settings to install it</source>
        <translation>設定を開いてインストール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the runtime section of Settings</source>
        <translation>設定のランタイムの項目を開く</translation>
    </message>
</context>
<context>
    <name>RuntimeWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/runtime_words.py" line="+30"/>
        <source>Building llama-server needs CMake, which is not installed (get it from https://cmake.org/download/ or your package manager).</source>
        <translation>llama-server のビルドには CMake が必要ですが、インストールされていません（https://cmake.org/download/ またはパッケージマネージャーから入手してください）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building llama-server needs a C++ compiler (g++ or clang++), which is not installed.</source>
        <translation>llama-server のビルドには C++ コンパイラー（g++ または clang++）が必要ですが、インストールされていません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building for CUDA needs NVIDIA&apos;s CUDA Toolkit, but its compiler (nvcc) was not found on PATH, in CUDA_PATH / CUDA_HOME or in /usr/local/cuda.</source>
        <translation>CUDA 向けのビルドには NVIDIA の CUDA Toolkit が必要ですが、そのコンパイラー（nvcc）が PATH、CUDA_PATH / CUDA_HOME、/usr/local/cuda のいずれにも見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building for ROCm needs AMD&apos;s ROCm/HIP SDK, but its compiler (hipcc) was not found on PATH, in ROCM_PATH / HIP_PATH or in /opt/rocm.</source>
        <translation>ROCm 向けのビルドには AMD の ROCm/HIP SDK が必要ですが、そのコンパイラー（hipcc）が PATH、ROCM_PATH / HIP_PATH、/opt/rocm のいずれにも見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Building llama-server needs a working C/C++ compiler, and CMake found none.</source>
        <translation>llama-server のビルドには動作する C/C++ コンパイラーが必要ですが、CMake は見つけられませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CMake could not use the CUDA Toolkit; check that nvcc works.</source>
        <translation>CMake が CUDA Toolkit を使えませんでした。nvcc が動作するか確認してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CMake could not find the SPIR-V headers the Vulkan build needs: install the Vulkan SDK, or your system&apos;s spirv-headers package.</source>
        <translation>Vulkan 向けのビルドに必要な SPIR-V ヘッダーを CMake が見つけられませんでした。Vulkan SDK か、システムの spirv-headers パッケージをインストールしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not find the Vulkan SDK (headers, loader and glslc).</source>
        <translation>CMake が Vulkan SDK（ヘッダー、ローダー、glslc）を見つけられませんでした。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not download llama.cpp&apos;s source from {address}. Check the internet connection and try again.</source>
        <translation>{address} から llama.cpp のソースをダウンロードできませんでした。インターネット接続を確認して、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not the file LlamaDesk trusts (its checksum does not match), so nothing was installed.</source>
        <translation>{file} は LlamaDesk が信頼するファイルではありません（チェックサムが一致しません）。そのため何もインストールしていません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not install llama-server into {folder}. If a chat is running with it, unload the model and try again.</source>
        <translation>{folder} に llama-server をインストールできませんでした。これを使っているチャットがあれば、モデルの読み込みを解除してからもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not be run; check that it is installed and works.</source>
        <translation>CMake を実行できませんでした。インストールされていて動作するか確認してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The build finished but left no {file} in {folder}.</source>
        <translation>ビルドは終わりましたが、{folder} に {file} がありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source package {file} is unsafe to unpack, so nothing was installed.</source>
        <translation>ソースパッケージ {file} は展開すると安全ではないため、何もインストールしませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The source package {file} does not contain llama.cpp&apos;s source.</source>
        <translation>ソースパッケージ {file} に llama.cpp のソースが入っていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not unpack {file}. Check that there is free disk space and try again.</source>
        <translation>{file} を展開できませんでした。ディスクに空きがあるか確認して、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} did not answer as expected. Try again later.</source>
        <translation>{address} のパッケージインデックスが想定どおりに応答しませんでした。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} does not have {file}.</source>
        <translation>{address} のパッケージインデックスに {file} がありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not download the Vulkan headers from {address}. Check the internet connection, or install the Vulkan SDK 1.4 or newer.</source>
        <translation>{address} から Vulkan ヘッダーをダウンロードできませんでした。インターネット接続を確認するか、Vulkan SDK 1.4 以降をインストールしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The package {file} holds no Vulkan C++ headers.</source>
        <translation>パッケージ {file} に Vulkan の C++ ヘッダーが入っていません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No llama-server was found: it runs the models. Install it in Settings.</source>
        <translation>llama-server が見つかりません。モデルを動かすプログラムです。設定でインストールしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays. Choose another first, then remove it.</source>
        <translation>{name} は使用中のランタイムなので残します。先に別のランタイムを選んでから削除してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} ({path}) was not installed by LlamaDesk, so LlamaDesk leaves it alone. Delete it yourself if you no longer want it.</source>
        <translation>{name}（{path}）は LlamaDesk がインストールしたものではないため、LlamaDesk は手を付けません。不要であればご自身で削除してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A llama-server from {name} is running. Unload the model, then remove it.</source>
        <translation>{name} の llama-server が動作中です。モデルの読み込みを解除してから削除してください。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Checking the build tools</source>
        <translation>ビルドツールを確認しています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is already installed</source>
        <translation>{name} はすでにインストールされています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking up {name} {version} on the package index</source>
        <translation>パッケージインデックスで {name} {version} を探しています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the downloaded llama.cpp source</source>
        <translation>ダウンロード済みの llama.cpp のソースを使います</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading llama.cpp&apos;s source ({mib} MiB)</source>
        <translation>llama.cpp のソースをダウンロードしています（{mib} MiB）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the unpacked llama.cpp source</source>
        <translation>展開済みの llama.cpp のソースを使います</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking llama.cpp&apos;s source</source>
        <translation>llama.cpp のソースを展開しています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacked llama.cpp&apos;s source</source>
        <translation>llama.cpp のソースを展開しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the downloaded Vulkan headers</source>
        <translation>ダウンロード済みの Vulkan ヘッダーを使います</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers</source>
        <translation>Vulkan ヘッダーをダウンロードしています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers ({mib} MiB)</source>
        <translation>Vulkan ヘッダーをダウンロードしています（{mib} MiB）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking the Vulkan headers</source>
        <translation>Vulkan ヘッダーを展開しています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the configured build folder</source>
        <translation>構成済みのビルドフォルダーを使います</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Configuring the llama.cpp build</source>
        <translation>llama.cpp のビルドを構成しています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configured the llama.cpp build</source>
        <translation>llama.cpp のビルドを構成しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another build of llama-server to finish</source>
        <translation>llama-server の別のビルドが終わるのを待っています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compiling llama-server</source>
        <translation>llama-server をコンパイルしています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiled llama-server</source>
        <translation>llama-server をコンパイルしました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing {name}</source>
        <translation>{name} をインストールしています</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Building for Vulkan needs the Vulkan SDK (its headers, loader and glslc), and part of it is missing: install the Vulkan SDK.</source>
        <translation>Vulkan 向けのビルドには Vulkan SDK（ヘッダー、ローダー、glslc）が必要ですが、その一部がありません。Vulkan SDK をインストールしてください。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Building llama-server failed while configuring.</source>
        <translation>llama-server のビルドが構成中に失敗しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building llama-server failed while compiling.</source>
        <translation>llama-server のビルドがコンパイル中に失敗しました。</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{name} could not be removed: its folder could not be deleted.</source>
        <translation>{name} を削除できませんでした。フォルダーを削除できませんでした。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays: it is the only one there is.</source>
        <translation>{name} は使用中のランタイムなので残します。ほかにランタイムはありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No runtime is called “{name}”.</source>
        <translation>「{name}」という名前のランタイムはありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checking</source>
        <translation>確認中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>ダウンロード中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacking</source>
        <translation>展開中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuring</source>
        <translation>構成中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiling</source>
        <translation>コンパイル中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing</source>
        <translation>インストール中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
</context>
<context>
    <name>SamplingControls</name>
    <message>
        <location filename="../../desktop/gui/chat/sampling_controls.py" line="+36"/>
        <source>More settings</source>
        <translation>その他の設定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model&apos;s default</source>
        <translation>モデルの既定値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+88"/>
        <location line="+9"/>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>low effort</source>
        <translation>控えめ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium effort</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high effort</source>
        <translation>じっくり</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer settings</source>
        <translation>設定を減らす</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Creativity (temperature)</source>
        <translation>創造性 (温度)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>0 gives the same answer every time; higher is more varied.</source>
        <translation>0 では毎回同じ回答になります。高いほど多様になります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest answer, in tokens</source>
        <translation>最大回答長 (トークン)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The longest answer the model may write, in tokens (a token is about three quarters of a word); no limit lets it finish on its own.</source>
        <translation>モデルが書ける最も長い回答 (トークン単位。1 トークンは英単語の約 4 分の 3)。制限なしにすると、モデルが自分で終えるまで書きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> tokens</source>
        <translation> トークン</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+57"/>
        <source>Thinking</source>
        <translation>思考</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Whether the model thinks before it answers (slower, often better), or how hard. Kept with this chat.</source>
        <translation>モデルが答える前に考えるかどうか (遅くなりますが、多くの場合よくなります)、またはどれだけ考えるか。このチャットに保存されます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+149"/>
        <source>Show more answer settings</source>
        <translation>回答の設定をもっと表示</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+51"/>
        <source>Word choice breadth (top P)</source>
        <translation>単語選択の幅 (top P)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Only the likeliest words that together make up this share are considered.</source>
        <translation>合わせてこの割合になる、可能性が高い単語だけを候補にします。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+47"/>
        <source>Candidate words (top K)</source>
        <translation>候補の単語 (top K)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Only this many of the likeliest next words are considered; off considers all.</source>
        <translation>可能性が高い次の単語のうち、この数だけを候補にします。オフではすべてを候補にします。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+41"/>
        <source>Least likely word allowed (min P)</source>
        <translation>許容する最も低い単語の確率 (min P)</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Words less likely than this share of the likeliest one are never picked.</source>
        <translation>最も可能性が高い単語に対してこの割合より低い単語は選ばれません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+38"/>
        <source>Repetition penalty</source>
        <translation>繰り返しペナルティ</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Above 1 the model avoids repeating itself.</source>
        <translation>1 より大きいと、モデルは同じことの繰り返しを避けます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+34"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>With the same seed and settings, the same question gets the same answer.</source>
        <translation>シードと設定が同じなら、同じ質問に同じ回答が返ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Creativity</source>
        <translation>創造性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest answer</source>
        <translation>最大回答長</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>More answer settings</source>
        <translation>回答のその他の設定</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Hide more answer settings</source>
        <translation>回答のその他の設定を隠す</translation>
    </message>
</context>
<context>
    <name>SavedListGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/saved_list_group.py" line="+45"/>
        <source>Pick {0} in the list first.</source>
        <translation>先に一覧で{0}を選んでください。</translation>
    </message>
</context>
<context>
    <name>ServeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="+72"/>
        <location line="+1"/>
        <source>Let other apps use the loaded model</source>
        <translation>読み込んだモデルを他のアプリから使えるようにする</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port for other apps</source>
        <translation>他のアプリ用のポート</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The port other apps connect to (8080 by default).</source>
        <translation>他のアプリが接続するポート (既定は 8080)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Also let other computers on my network use it</source>
        <translation>ネットワーク上の他のコンピューターにも使わせる</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Local network warning</source>
        <translation>ローカルネットワークの警告</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warning: {0}</source>
        <translation>警告: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Key for other apps</source>
        <translation>他のアプリ用のキー</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+153"/>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Show the key</source>
        <translation>キーを表示</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy the key</source>
        <translation>キーをコピー</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new key (apps with the old one are refused)</source>
        <translation>新しいキーを作る (古いキーのアプリは拒否されます)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Address for other apps</source>
        <translation>他のアプリ用のアドレス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the address</source>
        <translation>アドレスをコピー</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addresses for other computers</source>
        <translation>他のコンピューター用のアドレス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speech model for other apps</source>
        <translation>他のアプリ用の音声モデル</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speech for other apps</source>
        <translation>他のアプリ用の音声</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When changes apply</source>
        <translation>変更が反映されるとき</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply now (reloads the model)</source>
        <translation>今すぐ反映 (モデルを読み込み直します)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply now, reloading the model</source>
        <translation>モデルを読み込み直して今すぐ反映</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Port:</source>
        <translation>ポート:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key:</source>
        <translation>キー:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>アドレス:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech model:</source>
        <translation>音声モデル:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model for other apps is for</source>
        <translation>他のアプリ用の音声モデルの用途</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About other apps</source>
        <translation>他のアプリについて</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>From other computers: {0}</source>
        <translation>他のコンピューターから: {0}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Hide</source>
        <translation>隠す</translation>
    </message>
</context>
<context>
    <name>ServerLogDialog</name>
    <message>
        <location filename="../../desktop/gui/shell/log_dialog.py" line="+26"/>
        <location line="+1"/>
        <source>Server log</source>
        <translation>サーバーログ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What llama.cpp printed while loading and running the model. It helps when something went wrong; copy it into a bug report.</source>
        <translation>モデルの読み込み中と実行中に llama.cpp が出力した内容です。問題が起きたときに役立ちます。不具合の報告にコピーしてください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server log lines</source>
        <translation>サーバーログの行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server has printed nothing yet.</source>
        <translation>サーバーはまだ何も出力していません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close the server log</source>
        <translation>サーバーログを閉じる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the server log</source>
        <translation>サーバーログをコピー</translation>
    </message>
</context>
<context>
    <name>SettingsDefaults</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="-150"/>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything on the graphics card</source>
        <translation>すべてグラフィックカードで</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (no graphics card)</source>
        <translation>プロセッサーのみ (グラフィックカードなし)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Defaults for new models and chats</source>
        <translation>新しいモデルとチャットの既定値</translation>
    </message>
</context>
<context>
    <name>SettingsHelp</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="-63"/>
        <source>When something goes wrong, a report helps the people who make LlamaDesk fix it. It says which versions, computer and runtime you have and what went wrong lately; it holds no chats, keys or tokens.</source>
        <translation>問題が起きたとき、報告があると LlamaDesk の開発者が修正しやすくなります。報告には、お使いのバージョン、コンピューター、ランタイムと、最近起きた問題が含まれます。チャット、キー、トークンは含まれません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
</context>
<context>
    <name>SettingsRemote</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="-104"/>
        <source>Chat with models on another computer: a llama-server, or LlamaDesk sharing its model with other apps. Its models appear in the Chat page&apos;s model box.</source>
        <translation>別のコンピューターのモデルとチャットします。llama-server か、モデルを他のアプリと共有している LlamaDesk が使えます。そのモデルは「チャット」ページのモデル欄に表示されます。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+3"/>
        <source>Remote servers</source>
        <translation>リモートサーバー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove server</source>
        <translation>サーバーを削除</translation>
    </message>
</context>
<context>
    <name>SettingsRpc</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+41"/>
        <source>Load models with the memory of other computers too: each must be sharing (below, on that computer). They are used from the next load.</source>
        <translation>他のコンピューターのメモリも使ってモデルを読み込みます。各コンピューターで共有を有効にしておく必要があります (そのコンピューターの下の項目)。次の読み込みから使われます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lend this computer&apos;s memory and devices to LlamaDesk on another computer.</source>
        <translation>このコンピューターのメモリとデバイスを、別のコンピューターの LlamaDesk に貸し出します。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Use other computers</source>
        <translation>他のコンピューターを使う</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computers to use</source>
        <translation>使うコンピューター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove computer</source>
        <translation>コンピューターを削除</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Share this computer</source>
        <translation>このコンピューターを共有</translation>
    </message>
</context>
<context>
    <name>SettingsRuntime</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-350"/>
        <source>Best for this computer</source>
        <translation>このコンピューターに最適</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (CPU)</source>
        <translation>プロセッサーのみ (CPU)</translation>
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
        <translation>llama.cpp {0} ({1} ビルド)、場所: {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp ({0} build) at {1}</source>
        <translation>llama.cpp ({0} ビルド)、場所: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp {0} at {1}</source>
        <translation>llama.cpp {0}、場所: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp at {0}</source>
        <translation>llama.cpp、場所: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} build</source>
        <translation>{0} ビルド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown backend</source>
        <translation>不明なバックエンド</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>portable</source>
        <translation>ポータブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>built for this processor</source>
        <translation>このプロセッサー向けにビルド</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} ({1}) at {2}</source>
        <translation>{0} ({1})、場所: {2}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Runtime (llama-server)</source>
        <translation>ランタイム (llama-server)</translation>
    </message>
</context>
<context>
    <name>SettingsServe</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="-209"/>
        <source>Other programs on this computer (code editors, scripts, chat apps that speak the OpenAI or Anthropic API) can use the loaded model. Give them the address and the key below; a request without the key is refused. The app keeps chatting as usual.</source>
        <translation>このコンピューターの他のプログラム (コードエディター、スクリプト、OpenAI や Anthropic の API に対応したチャットアプリ) から、読み込んだモデルを使えます。下のアドレスとキーを渡してください。キーのない要求は拒否されます。アプリでのチャットはそのまま続けられます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changes apply the next time a model is loaded.</source>
        <translation>変更は次にモデルを読み込んだときに反映されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other apps can also ask this model to read text aloud (OpenAI&apos;s speech API, at the same address with the same key). It speaks in the voice and language chosen under Voice.</source>
        <translation>他のアプリは、このモデルに文章の読み上げも頼めます (OpenAI の音声 API、同じアドレスと同じキー)。「音声」で選んだ声と言語で話します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other apps</source>
        <translation>他のアプリ</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Speech for other apps did not start: {0}</source>
        <translation>他のアプリ用の音声を開始できませんでした: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the address above</source>
        <translation>上のアドレス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other apps can ask {0} to speak at {1}.</source>
        <translation>他のアプリは {1} で {0} に話してもらえます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} speaks for other apps from the next time a model is loaded.</source>
        <translation>次にモデルを読み込んだときから、{0} が他のアプリのために話します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} speaks for other apps once a model is loaded.</source>
        <translation>モデルが読み込まれると、{0} が他のアプリのために話します。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>port {0} is in use by another program; choose another port above.</source>
        <translation>ポート {0} は別のプログラムが使っています。上で別のポートを選んでください。</translation>
    </message>
</context>
<context>
    <name>SettingsShortcuts</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_shortcuts.py" line="+16"/>
        <source>Show this list of shortcuts, from any page</source>
        <translation>このショートカット一覧を表示 (どのページからでも)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show this list of shortcuts too</source>
        <translation>このショートカット一覧も表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat, from any page</source>
        <translation>新しいチャットを始める (どのページからでも)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Library</source>
        <translation>ライブラリを表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Discover</source>
        <translation>「探す」を表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Load</source>
        <translation>「読み込み」を表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Chat</source>
        <translation>チャットを表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Settings</source>
        <translation>設定を表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the message</source>
        <translation>メッセージを送信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new line in the message</source>
        <translation>メッセージ内で改行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop the answer being written (on the Chat page)</source>
        <translation>書いている途中の回答を止める (「チャット」ページ)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save an edited message and send it again</source>
        <translation>編集したメッセージを保存して再送信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave an edit as it was</source>
        <translation>編集を元のままにする</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the search results from a model&apos;s page (Esc too)</source>
        <translation>モデルのページから検索結果に戻る (Esc でも可)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alt + underlined letter</source>
        <translation>Alt + 下線付きの文字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the setting or button with that letter underlined</source>
        <translation>その文字に下線がある設定やボタンへ移動</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go to the next control (Shift+Tab: the one before)</source>
        <translation>次の項目へ移動 (Shift+Tab: 前の項目)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
</context>
<context>
    <name>SettingsTools</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="-117"/>
        <source>Needs the internet. Off by default: LlamaDesk works without a connection, and nothing leaves this computer unless you turn this on.</source>
        <translation>インターネットが必要です。既定ではオフ: LlamaDesk は接続なしで動き、これをオンにしない限り何もこのコンピューターから出ません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: a command runs this computer&apos;s programs. It can read the system&apos;s folders and the files attached to the chat and write only in the chat&apos;s own folder, with no network; still, every command is shown to you first and runs only if you allow it.</source>
        <translation>警告: コマンドはこのコンピューターのプログラムを実行します。システムのフォルダーとチャットに添付したファイルを読むことができ、書き込めるのはチャット専用のフォルダーだけで、ネットワークは使えません。それでも、すべてのコマンドは先に表示され、許可したときだけ実行されます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A SearXNG search address, e.g. https://searx.example.org/search</source>
        <translation>SearXNG の検索アドレス (例: https://searx.example.org/search)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tools the model can use</source>
        <translation>モデルが使えるツール</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_view.py" line="+78"/>
        <source>LlamaDesk&apos;s models folder</source>
        <translation>LlamaDesk のモデルフォルダー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hugging Face cache (shared with other apps)</source>
        <translation>Hugging Face のキャッシュ (他のアプリと共有)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced</source>
        <translation>詳細設定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most people never need these: other apps and computers, tool servers, and the program that runs the models.</source>
        <translation>ほとんどの人には不要な設定です: 他のアプリやコンピューター、ツールサーバー、モデルを動かすプログラム。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face, the token was kept and will be checked later.</source>
        <translation>Hugging Face につながりません。トークンは保存し、後で確認します。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Signed in as {0}.</source>
        <translation>{0} としてサインインしています。</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+59"/>
        <location line="+159"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>Settings status</source>
        <translation>設定の状態</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+140"/>
        <source>Appearance and accounts</source>
        <translation>外観とアカウント</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>New chats and models</source>
        <translation>新しいチャットとモデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <location line="+2"/>
        <source>Model folders</source>
        <translation>モデルフォルダー</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Where things are kept</source>
        <translation>保存場所</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+198"/>
        <source>Where LlamaDesk keeps things</source>
        <translation>LlamaDesk の保存場所</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Tools the model can use</source>
        <translation>モデルが使えるツール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice</source>
        <translation>音声</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tool servers (MCP)</source>
        <translation>ツールサーバー (MCP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP servers</source>
        <translation>MCP サーバー</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other apps</source>
        <translation>他のアプリ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other apps use the loaded model</source>
        <translation>読み込んだモデルを他のアプリから使えるようにする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remote servers</source>
        <translation>リモートサーバー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other computers</source>
        <translation>他のコンピューター</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use other computers, share this one</source>
        <translation>他のコンピューターを使う・このコンピューターを共有</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtime</source>
        <translation>ランタイム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About the advanced settings</source>
        <translation>詳細設定について</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scroll the settings</source>
        <translation>設定をスクロール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll the settings sideways</source>
        <translation>設定を横にスクロール</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings sections</source>
        <translation>設定の項目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a section to go to it; Enter moves into it.</source>
        <translation>項目を選ぶとそこへ移動します。Enter で中に入ります。</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Add &amp;folder…</source>
        <translation>フォルダーを追加(&amp;F)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model folder</source>
        <translation>モデルフォルダーを追加</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected model folder</source>
        <translation>選んだモデルフォルダーを削除</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system&apos;s language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language change</source>
        <translation>言語の変更</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face token</source>
        <translation>Hugging&#xa0;Face トークン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only needed for gated or private models</source>
        <translation>制限付きまたは非公開のモデルにだけ必要です</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+243"/>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <location line="-242"/>
        <location line="+246"/>
        <source>Show the Hugging Face token</source>
        <translation>Hugging Face トークンを表示</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Chec&amp;k</source>
        <translation>確認(&amp;K)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check the Hugging Face token</source>
        <translation>Hugging Face トークンを確認</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token check</source>
        <translation>Hugging Face トークンの確認</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hugging Face t&amp;oken</source>
        <translation>Hugging Face トークン(&amp;O)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chats and data</source>
        <translation>チャットとデータ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded models</source>
        <translation>ダウンロードしたモデル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} folder</source>
        <translation>{0} フォルダー</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the {0} folder</source>
        <translation>{0} フォルダーを開く</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save downloaded models in</source>
        <translation>ダウンロードしたモデルの保存先</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save &amp;downloaded models in</source>
        <translation>ダウンロードしたモデルの保存先(&amp;D)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add a folder with models</source>
        <translation>モデルのあるフォルダーを追加</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} is not a folder, so it was not added.</source>
        <translation>{0} はフォルダーではないため、追加しませんでした。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is already in the list.</source>
        <translation>{0} はすでに一覧にあります。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>LlamaDesk speaks the language you chose from its next start.</source>
        <translation>次回の起動から、LlamaDesk は選んだ言語で表示されます。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hugging Face token saved.</source>
        <translation>Hugging Face トークンを保存しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token removed.</source>
        <translation>Hugging Face トークンを削除しました。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Paste a token first.</source>
        <translation>先にトークンを貼り付けてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking…</source>
        <translation>確認しています…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The token could not be checked; try again.</source>
        <translation>トークンを確認できませんでした。もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hide</source>
        <translation>隠す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide the Hugging Face token</source>
        <translation>Hugging Face トークンを隠す</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not create {0}: {1}.</source>
        <translation>{0} を作成できませんでした: {1}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not open {0} in the file manager.</source>
        <translation>ファイルマネージャーで {0} を開けませんでした。</translation>
    </message>
</context>
<context>
    <name>SettingsVoice</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="+39"/>
        <source>LlamaDesk can read answers aloud (the “Read aloud” button on each answer) and write down what you say (the “Speak” button beside the message box). Both run on this computer: nothing you say leaves it, and the microphone is on only between your two presses.</source>
        <translation>LlamaDesk は回答を読み上げたり (各回答の「読み上げ」ボタン)、話した内容を書き取ったり (メッセージ欄の横の「話す」ボタン) できます。どちらもこのコンピューター上で動くため、話した内容は外に出ません。マイクは 2 回押す間だけオンになります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reads answers aloud: a Qwen3-TTS or Pocket TTS model, with its mmproj file in the same folder.</source>
        <translation>回答を読み上げます: Qwen3-TTS または Pocket TTS のモデル (同じフォルダーに mmproj ファイルが必要)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writes down what you say: a model that hears (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), with its audio mmproj file in the same folder.</source>
        <translation>話した内容を書き取ります: 音声を聞けるモデル (Voxtral、Ultravox、Qwen2-Audio、Gemma 3n) (同じフォルダーに音声用の mmproj ファイルが必要)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optional for Qwen3-TTS, needed for Pocket TTS: a few seconds of someone speaking (WAV or MP3); answers are read in that voice.</source>
        <translation>Qwen3-TTS では任意、Pocket TTS では必須: 誰かが話している数秒の音声 (WAV または MP3)。回答がその声で読み上げられます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language answers are in, for speech models that speak several (Qwen3-TTS).</source>
        <translation>回答の言語 (複数の言語を話せる音声モデルの場合。Qwen3-TTS)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s own</source>
        <translation>モデル固有</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers are read at the speech model&apos;s own pace: llama.cpp&apos;s speech program has no speed setting.</source>
        <translation>回答は音声モデル固有の速さで読み上げられます: llama.cpp の音声プログラムには速さの設定がありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first in your library</source>
        <translation>ライブラリの最初のもの</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None in your library yet</source>
        <translation>ライブラリにはまだありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound files (*.wav *.mp3)</source>
        <translation>音声ファイル (*.wav *.mp3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Voice</source>
        <translation>音声</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Found in your library: {0}, {1}.</source>
        <translation>ライブラリで見つかりました: {0}、{1}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Download them into one of your model folders to use them here.</source>
        <translation>ここで使うには、モデルフォルダーのどれかにダウンロードしてください。</translation>
    </message>
</context>
<context>
    <name>SettingsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/settings_words.py" line="+16"/>
        <source>Your settings file could not be read, so LlamaDesk started with default settings.</source>
        <translation>設定ファイルを読み込めなかったため、LlamaDesk は既定の設定で起動しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some settings had values LlamaDesk could not use and were reset to their defaults ({fields}); the others were kept.</source>
        <translation>一部の設定に LlamaDesk で使えない値があったため、既定値に戻しました ({fields})。ほかの設定はそのままです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged. LlamaDesk kept the settings it could still read and reset the rest to their defaults.</source>
        <translation>設定ファイルが壊れていました。LlamaDesk はまだ読める設定を残し、残りを既定値に戻しました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged and could not be read, so LlamaDesk started with default settings.</source>
        <translation>設定ファイルが壊れていて読み込めなかったため、LlamaDesk は既定の設定で起動しました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The old file was kept as {path}.</source>
        <translation>古いファイルは {path} として残してあります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The damaged file was kept as {path}.</source>
        <translation>壊れたファイルは {path} として残してあります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token was kept.</source>
        <translation>Hugging Face のトークンはそのまま残してあります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token could not be read: enter it again in Settings to download gated models.</source>
        <translation>Hugging Face のトークンを読み込めませんでした。アクセス制限のあるモデルをダウンロードするには、設定でもう一度入力してください。</translation>
    </message>
</context>
<context>
    <name>ShareGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+5"/>
        <source>Share this computer&apos;s memory and devices</source>
        <translation>このコンピューターのメモリとデバイスを共有</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share this computer</source>
        <translation>このコンピューターを共有</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port to share on</source>
        <translation>共有に使うポート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other computers on my network use it</source>
        <translation>ネットワーク上の他のコンピューターに使わせる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share with other computers on my network</source>
        <translation>ネットワーク上の他のコンピューターと共有</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing warning</source>
        <translation>共有の警告</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+77"/>
        <source>Not shared.</source>
        <translation>共有していません。</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About sharing this computer</source>
        <translation>このコンピューターの共有について</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0}:{1} (this computer&apos;s network address)</source>
        <translation>{0}:{1} (このコンピューターのネットワークアドレス)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} (this computer only)</source>
        <translation>{0} (このコンピューターのみ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared at {0}. Other computers add it to their list.</source>
        <translation>{0} で共有中です。他のコンピューターはこれを一覧に追加します。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not shared. {0}</source>
        <translation>共有していません。{0}</translation>
    </message>
</context>
<context>
    <name>ShortcutsHelp</name>
    <message>
        <location filename="../../desktop/gui/shell/shortcuts_help.py" line="+17"/>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key the window answers to. Esc closes this.</source>
        <translation>ウィンドウが反応するすべてのキーです。Esc で閉じます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close the list of shortcuts</source>
        <translation>ショートカット一覧を閉じる</translation>
    </message>
</context>
<context>
    <name>SourcesList</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+18"/>
        <source>Sources</source>
        <translation>出典</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sources:</source>
        <translation>出典:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources of this answer</source>
        <translation>この回答の出典</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Source {number}: {label}</source>
        <translation>出典 {number}: {label}</translation>
    </message>
</context>
<context>
    <name>StarterNote</name>
    <message>
        <location filename="../../desktop/gui/widgets/starter_note.py" line="+19"/>
        <source>tiny demo</source>
        <translation>小さなデモ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (starter model: a tiny demo)</source>
        <translation> (スターターモデル: 小さなデモ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a better model for this computer</source>
        <translation>このコンピューターに合うよりよいモデルを探す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the starter model, a tiny demo (135 million parameters) that shows the app works. Its answers are often wrong or odd; a bigger model answers far better.</source>
        <translation>これはスターターモデルです。アプリが動くことを確かめるための小さなデモ (パラメーター数 1 億 3,500 万) で、回答はよく間違えたり変だったりします。大きなモデルのほうがずっとよく答えます。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Discover&apos;s suggestions for this computer&apos;s memory.</source>
        <translation>このコンピューターのメモリに合わせた「探す」のおすすめ。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About the starter model</source>
        <translation>スターターモデルについて</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/store_words.py" line="+27"/>
        <source>Your chat could not be saved.</source>
        <translation>チャットを保存できませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chat could not be saved because the disk is full. Free some space.</source>
        <translation>ディスクがいっぱいのため、チャットを保存できませんでした。空き容量を増やしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your chat could not be saved because LlamaDesk may not write to its chats file. Check the file&apos;s permissions.</source>
        <translation>LlamaDesk がチャットファイルに書き込めないため、チャットを保存できませんでした。ファイルの権限を確認してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because another copy of LlamaDesk is using the chats file. Close it and try again.</source>
        <translation>別の LlamaDesk がチャットファイルを使っているため、チャットを保存できませんでした。そちらを閉じてから、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because the disk could not be written. Check that it is still connected and has free space.</source>
        <translation>ディスクに書き込めなかったため、チャットを保存できませんでした。ディスクが接続されたままで、空きがあるか確認してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats could not be read.</source>
        <translation>保存したチャットを読み取れませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved chats were already closed.</source>
        <translation>保存したチャットはすでに閉じられていました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your saved chats could not be opened. Close other copies of LlamaDesk and try again.</source>
        <translation>保存したチャットを開けませんでした。ほかの LlamaDesk を閉じてから、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your saved chats could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>{path} にある保存したチャットを開けませんでした。フォルダーがあり、書き込めるか確認してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats were written by a newer version of LlamaDesk. Update LlamaDesk to open them.</source>
        <translation>保存したチャットは新しいバージョンの LlamaDesk で書かれています。開くには LlamaDesk を更新してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not make a new one next to it. Check that there is free disk space in {folder}, then start LlamaDesk again.</source>
        <translation>チャットファイルが壊れていて、LlamaDesk はその横に新しいファイルを作れませんでした。{folder} にディスクの空きがあるか確認してから、LlamaDesk を起動し直してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not move it aside to put a repaired copy in its place. Close other programs that may use it, then start LlamaDesk again. The file is {path}.</source>
        <translation>チャットファイルが壊れていて、LlamaDesk はそれを脇によけて修復したコピーと入れ替えることができませんでした。このファイルを使っていそうなほかのプログラムを閉じてから、LlamaDesk を起動し直してください。ファイルは {path} です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved chats file is damaged and could not be repaired.</source>
        <translation>チャットファイルが壊れていて、修復できませんでした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This chat no longer exists.</source>
        <translation>このチャットはもうありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This message no longer exists.</source>
        <translation>このメッセージはもうありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This reply is no longer being written.</source>
        <translation>この返答はもう書かれていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This reply no longer exists.</source>
        <translation>この返答はもうありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved chats file was damaged and nothing could be read from it, so a new, empty chat history was started. The damaged file was kept as {kept}.</source>
        <translation>チャットファイルが壊れていて何も読み取れなかったため、新しい空のチャット履歴を始めました。壊れたファイルは {kept} として残してあります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}). The damaged file was kept as {kept}.</source>
        <translation>チャットファイルが壊れていました。LlamaDesk は復元できたものを新しいファイルに移しました (チャット: {chats}、メッセージ: {messages})。壊れたファイルは {kept} として残してあります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}); some parts could not be read and are only in the damaged copy. The damaged file was kept as {kept}.</source>
        <translation>チャットファイルが壊れていました。LlamaDesk は復元できたものを新しいファイルに移しました (チャット: {chats}、メッセージ: {messages})。読み取れなかった部分は壊れたコピーにだけ残っています。壊れたファイルは {kept} として残してあります。</translation>
    </message>
</context>
<context>
    <name>SuggestionNotes</name>
    <message>
        <location filename="../../desktop/gui/discover/suggestion_notes.py" line="+16"/>
        <source>Tiny and quick</source>
        <translation>とても小さく高速</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good all-rounder</source>
        <translation>何でもこなせる万能型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strong at reasoning</source>
        <translation>推論が得意</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Popular 8B chat</source>
        <translation>人気の 8B チャットモデル</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Multilingual, coding</source>
        <translation>多言語、プログラミング</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sees images too</source>
        <translation>画像も理解</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Near frontier quality</source>
        <translation>最先端に近い品質</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large, sees images</source>
        <translation>大型、画像も理解</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs a big GPU</source>
        <translation>大きな GPU が必要</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speaking: reads answers aloud (10 languages)</source>
        <translation>話す: 回答を読み上げます (10 言語)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (small)</source>
        <translation>聞く: 話した内容を書き取ります (小型)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (more accurate)</source>
        <translation>聞く: 話した内容を書き取ります (より正確)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Google&apos;s EmbeddingGemma: over 100 languages, strong for its size</source>
        <translation>Google の EmbeddingGemma: 100 以上の言語、サイズの割に高性能</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Among the best at finding passages; many languages, long texts</source>
        <translation>箇所を見つける力はトップクラス。多くの言語、長い文章に対応</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English, long passages, quick on any computer</source>
        <translation>英語、長い箇所、どのコンピューターでも高速</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BGE-M3: over 100 languages, long texts</source>
        <translation>BGE-M3: 100 以上の言語、長い文章</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../desktop/gui/shell/theme.py" line="+26"/>
        <source>Same as the system</source>
        <translation>システムと同じ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
</context>
<context>
    <name>ToolButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="-148"/>
        <source>Make the model use a tool first</source>
        <translation>モデルに最初にツールを使わせる</translation>
    </message>
</context>
<context>
    <name>ToolCallCard</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_card.py" line="+34"/>
        <source>waiting for you</source>
        <translation>確認待ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>拒否</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{ms} ms</source>
        <translation>{ms} ミリ秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tool call: {name}</source>
        <translation>ツール呼び出し: {name}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tool call time</source>
        <translation>ツール呼び出しの時間</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tool call arguments</source>
        <translation>ツール呼び出しの引数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call result</source>
        <translation>ツール呼び出しの結果</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arguments</source>
        <translation>引数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call problem</source>
        <translation>ツール呼び出しの問題</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Approval question</source>
        <translation>許可の確認</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow once</source>
        <translation>1 回だけ許可</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow this {name} call once</source>
        <translation>この {name} の呼び出しを 1 回だけ許可</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow in this chat</source>
        <translation>このチャットで許可</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow {name} for the rest of this chat</source>
        <translation>このチャットの残りで {name} を許可</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deny</source>
        <translation>拒否</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deny this {name} call</source>
        <translation>この {name} の呼び出しを拒否</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{name}: {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The model wants to use {name} (it can delete or overwrite things) with the arguments below. Allow it?</source>
        <translation>モデルが次の引数で {name} を使おうとしています (削除や上書きができます)。許可しますか？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model wants to use {name} with the arguments below. Allow it?</source>
        <translation>モデルが次の引数で {name} を使おうとしています。許可しますか？</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Hide the {name} call ({status})</source>
        <translation>{name} の呼び出しを隠す ({status})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the {name} call ({status})</source>
        <translation>{name} の呼び出しを表示 ({status})</translation>
    </message>
</context>
<context>
    <name>ToolCardList</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_cards.py" line="+34"/>
        <source>Tool calls</source>
        <translation>ツール呼び出し</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tools note</source>
        <translation>ツールの注意</translation>
    </message>
</context>
<context>
    <name>ToolCards</name>
    <message>
        <location line="-21"/>
        <source>The answer ended before this call was allowed, so it did not run.</source>
        <translation>この呼び出しが許可される前に回答が終わったため、実行されませんでした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer ended while this call was running.</source>
        <translation>この呼び出しの実行中に回答が終わりました。</translation>
    </message>
</context>
<context>
    <name>ToolServers</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="-207"/>
        <source>Ask every time</source>
        <translation>毎回確認する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow in this chat</source>
        <translation>このチャットで許可</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always allow</source>
        <translation>常に許可</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give the server a name.</source>
        <translation>サーバーに名前を付けてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the command that starts the server, or its web address.</source>
        <translation>サーバーを起動するコマンド、またはそのウェブアドレスを入力してください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The command could not be read: {0}.</source>
        <translation>コマンドを読み取れませんでした: {0}。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It did not work: {0}</source>
        <translation>動きませんでした: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It works, but it offers no tools.</source>
        <translation>動きますが、ツールがありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (変更を加えられます)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It works. Its tools: {0}.</source>
        <translation>動きます。ツール: {0}。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MCP servers</source>
        <translation>MCP サーバー</translation>
    </message>
</context>
<context>
    <name>ToolWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/tool_words.py" line="+34"/>
        <source>Run Python code</source>
        <translation>Python コードを実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run short Python programs to calculate or check its work. They run fenced off: they cannot start programs, use the internet, or read your files except the ones you attach.</source>
        <translation>モデルが短い Python プログラムを実行して、計算したり自分の作業を確かめたりできるようにします。プログラムは隔離された場所で動き、ほかのプログラムの起動、インターネットの利用、添付したもの以外のファイルの読み取りはできません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read attached files</source>
        <translation>添付したファイルを読む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read the files you attach to this chat, and nothing else.</source>
        <translation>このチャットに添付したファイルだけを、モデルが読めるようにします。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search the web</source>
        <translation>ウェブを検索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model search the web and read the list of results. Uses the internet.</source>
        <translation>モデルがウェブを検索して、結果の一覧を読めるようにします。インターネットを使います。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open web pages</source>
        <translation>ウェブページを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read a web page&apos;s text. Uses the internet.</source>
        <translation>モデルがウェブページの文章を読めるようにします。インターネットを使います。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run commands on this computer</source>
        <translation>このコンピューターでコマンドを実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run commands on your computer, in a folder of its own. It asks you before every command.</source>
        <translation>モデルが、お使いのコンピューターで専用のフォルダーを使ってコマンドを実行できるようにします。コマンドの前には毎回確認します。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>“{name}” is not a tool LlamaDesk knows.</source>
        <translation>「{name}」は LlamaDesk が知っているツールではありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tool “{name}” is off. Turn it on in Settings → Tools.</source>
        <translation>ツール「{name}」はオフです。設定 → ツールでオンにしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP configuration file {path} does not exist.</source>
        <translation>MCP 設定ファイル {path} がありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no MCP server named “{name}”. Add it in Settings → Tools.</source>
        <translation>「{name}」という名前の MCP サーバーはありません。設定 → ツールで追加してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An MCP server needs a name.</source>
        <translation>MCP サーバーには名前が必要です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An MCP server needs either a command to start or an address (URL).</source>
        <translation>MCP サーバーには、起動するコマンドかアドレス (URL) のどちらかが必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP servers could not be saved to {path}. Check that the disk has free space and you may write to that folder.</source>
        <translation>MCP サーバーを {path} に保存できませんでした。ディスクに空きがあり、そのフォルダーに書き込めるか確認してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP configuration file {path} could not be read. Check that you may read it.</source>
        <translation>MCP 設定ファイル {path} を読み取れませんでした。読み取る権限があるか確認してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP configuration file {path} is damaged. Fix or remove it; LlamaDesk will not write over it.</source>
        <translation>MCP 設定ファイル {path} が壊れています。修正するか削除してください。LlamaDesk はこのファイルを上書きしません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{name}” did not answer in time and was stopped.</source>
        <translation>MCP サーバー「{name}」が時間内に応答しなかったため、停止しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{name}” could not be started ({reason}). Check its command or address in Settings → Tools.</source>
        <translation>MCP サーバー「{name}」を起動できませんでした ({reason})。設定 → ツールでコマンドかアドレスを確認してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It said: “{said}”</source>
        <translation>サーバーの出力: 「{said}」</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The model asked for a tool without naming it, so nothing ran.</source>
        <translation>モデルがツールを名前なしで求めたため、何も実行しませんでした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model asked for a tool named “{name}”, which this chat does not have.</source>
        <translation>モデルが「{name}」というツールを求めましたが、このチャットにはありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model&apos;s request could not be read, so the tool did not run ({reason}).</source>
        <translation>モデルの要求を読み取れなかったため、ツールは実行されませんでした ({reason})。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed: “{name}” can change things on this computer and was not allowed for this question, so it did not run.</source>
        <translation>許可されていません: 「{name}」はこのコンピューター上のものを変更できるため、この質問では許可されておらず、実行しませんでした。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stopped by the user.</source>
        <translation>ユーザーが止めました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” took longer than {seconds} seconds and was stopped.</source>
        <translation>「{name}」は {seconds} 秒を超えたため停止しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}” failed with an error of its own: {reason}</source>
        <translation>「{name}」自身のエラーで失敗しました: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give the tool what it needs (“{name}”), so it did not run.</source>
        <translation>モデルがツールに必要なもの (「{name}」) を渡さなかったため、実行しませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“{name}” is not a file attached to this chat.</source>
        <translation>「{name}」はこのチャットに添付されたファイルではありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running commands is off on Windows for now: LlamaDesk can&apos;t fence it off there yet, and it never runs without the fence.</source>
        <translation>Windows ではコマンドの実行は今のところオフです。LlamaDesk はまだそこで隔離できず、隔離なしでは決して実行しません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This tool is off on this computer: LlamaDesk could not fence it off here, so nothing ran ({reason}).</source>
        <translation>このツールはこのコンピューターではオフです。LlamaDesk がここで隔離できなかったため、何も実行しませんでした ({reason})。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not read {name}: it works in its own folder and may read only the files attached to the chat.</source>
        <translation>コードは {name} を読めません。コードは専用のフォルダーで動き、チャットに添付したファイルしか読めません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not write {name}: it may change only the files in its own folder.</source>
        <translation>コードは {name} に書き込めません。変更できるのは専用のフォルダー内のファイルだけです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The code tried to use the network, which it may not.</source>
        <translation>コードがネットワークを使おうとしましたが、それは許可されていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to start another program, which it may not.</source>
        <translation>コードがほかのプログラムを起動しようとしましたが、それは許可されていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to call native code (ctypes), which it may not.</source>
        <translation>コードがネイティブコード (ctypes) を呼び出そうとしましたが、それは許可されていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat&apos;s working folder could not be made ({reason}).</source>
        <translation>チャットの作業フォルダーを作成できませんでした ({reason})。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It could not be started ({reason}).</source>
        <translation>起動できませんでした ({reason})。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ran longer than its limit of {seconds} seconds and was stopped.</source>
        <translation>制限時間の {seconds} 秒を超えて動いたため停止しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was stopped: the answer was cancelled.</source>
        <translation>停止しました。回答が取り消されました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It used more memory than its limit of {size} and was stopped.</source>
        <translation>メモリの使用量が制限の {size} を超えたため停止しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It failed (exit code {code}).</source>
        <translation>失敗しました (終了コード {code})。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attached file {name} could not be read ({reason}).</source>
        <translation>添付ファイル {name} を読み取れませんでした ({reason})。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a text file ({size}); only text files can be read.</source>
        <translation>{name} はテキストファイルではありません ({size})。読めるのはテキストファイルだけです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give a full web address (one starting with http:// or https://).</source>
        <translation>モデルが完全なウェブアドレス (http:// または https:// で始まるもの) を渡しませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} answered with an error (HTTP {code}).</source>
        <translation>{address} がエラーを返しました (HTTP {code})。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} did not answer in time.</source>
        <translation>{address} が時間内に応答しませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{address} could not be reached ({reason}).</source>
        <translation>{address} に接続できませんでした ({reason})。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a text page ({reason}, {size}).</source>
        <translation>{address} はテキストのページではありません ({reason}、{size})。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No search service is set. Enter a SearXNG search address in Settings → Tools.</source>
        <translation>検索サービスが設定されていません。設定 → ツールで SearXNG の検索アドレスを入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search service at {address} did not answer with search results. Check its address in Settings → Tools.</source>
        <translation>{address} の検索サービスが検索結果を返しませんでした。設定 → ツールでアドレスを確認してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{server}” stopped and is not running any more.</source>
        <translation>MCP サーバー「{server}」が停止し、もう動いていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” did not answer {name} within {seconds} seconds.</source>
        <translation>MCP サーバー「{server}」が {seconds} 秒以内に {name} に応答しませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP server “{server}” could not run {name} ({reason}).</source>
        <translation>MCP サーバー「{server}」は {name} を実行できませんでした ({reason})。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The call to the MCP server “{server}” was stopped.</source>
        <translation>MCP サーバー「{server}」への呼び出しは停止されました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” sent an answer LlamaDesk could not read ({reason}).</source>
        <translation>MCP サーバー「{server}」が LlamaDesk の読めない応答を返しました ({reason})。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tool reported an error without saying more.</source>
        <translation>ツールはエラーを報告しましたが、詳しいことは伝えていません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It used more memory than its limit and was stopped.</source>
        <translation>メモリの使用量が制限を超えたため停止しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its last line of output: “{said}”</source>
        <translation>最後の出力行: 「{said}」</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tool said: {said}</source>
        <translation>ツールの出力: {said}</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>You refused this call.</source>
        <translation>この呼び出しを拒否しました。</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Not run again: the same call was made before.</source>
        <translation>再実行しませんでした。同じ呼び出しがすでに行われています。</translation>
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
        <translation>1 バイト</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln バイト</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>less than a second</source>
        <translation>1 秒未満</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} 分 {seconds} 秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minutes} min</source>
        <translation>{minutes} 分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} 時間 {minutes} 分</translation>
    </message>
</context>
<context>
    <name>UseComputersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="-142"/>
        <source>Computer to use, address and port</source>
        <translation>使うコンピューター (アドレスとポート)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add computer</source>
        <translation>コンピューターを追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add computer to use</source>
        <translation>使うコンピューターを追加</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About using other computers</source>
        <translation>他のコンピューターを使うことについて</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Enter a computer&apos;s address and port first.</source>
        <translation>先にコンピューターのアドレスとポートを入力してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added {0}. It is used from the next load.</source>
        <translation>{0} を追加しました。次の読み込みから使われます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removed {0}. The next load goes without it.</source>
        <translation>{0} を削除しました。次の読み込みからは使われません。</translation>
    </message>
</context>
<context>
    <name>VersionSwitch</name>
    <message>
        <location filename="../../desktop/gui/chat/version_switch.py" line="+29"/>
        <source>Previous version of this answer</source>
        <translation>この回答の前のバージョン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous version of this question</source>
        <translation>この質問の前のバージョン</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next version of this answer</source>
        <translation>この回答の次のバージョン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next version of this question</source>
        <translation>この質問の次のバージョン</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Version of this answer</source>
        <translation>この回答のバージョン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version of this question</source>
        <translation>この質問のバージョン</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Version {number} of {count} of this answer</source>
        <translation>この回答のバージョン {number}/{count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version {number} of {count} of this question</source>
        <translation>この質問のバージョン {number}/{count}</translation>
    </message>
</context>
<context>
    <name>VoiceGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="-203"/>
        <source>Speech model, which reads answers aloud</source>
        <translation>音声モデル (回答を読み上げます)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening model, which writes down what you say</source>
        <translation>聞き取りモデル (話した内容を書き取ります)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s own voice</source>
        <translation>モデル固有の声</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice sample</source>
        <translation>声のサンプル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+127"/>
        <source>Choose a voice sample</source>
        <translation>声のサンプルを選ぶ</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the model&apos;s own voice</source>
        <translation>モデル固有の声を使う</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Language answers are read in</source>
        <translation>読み上げる回答の言語</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Read answers aloud automatically</source>
        <translation>回答を自動で読み上げる</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice models found</source>
        <translation>見つかった音声モデル</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Speech model:</source>
        <translation>音声モデル(&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model is for</source>
        <translation>音声モデルの用途</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Listening model:</source>
        <translation>聞き取りモデル(&amp;L):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the listening model is for</source>
        <translation>聞き取りモデルの用途</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>言語(&amp;G):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Voice sample:</source>
        <translation>声のサンプル(&amp;V):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the voice sample is for</source>
        <translation>声のサンプルの用途</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About voice</source>
        <translation>音声について</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading speed</source>
        <translation>読み上げの速さ</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>no listening model</source>
        <translation>聞き取りモデルなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 listening model</source>
        <translation>聞き取りモデル 1 個</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln listening models</source>
        <translation>
            <numerusform>聞き取りモデル %Ln 個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no speech model</source>
        <translation>音声モデルなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 speech model</source>
        <translation>音声モデル 1 個</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln speech models</source>
        <translation>
            <numerusform>音声モデル %Ln 個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VoiceInput</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_input.py" line="+27"/>
        <source>Speak</source>
        <translation>話す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop listening</source>
        <translation>聞き取りを停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speak instead of typing: press, speak, then press again (Esc cancels).</source>
        <translation>入力する代わりに話します: 押して、話して、もう一度押します (Esc でキャンセル)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing down what you said…</source>
        <translation>話した内容を書き取っています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the words in the box, then press Send.</source>
        <translation>入力欄の文章を確認してから、「送信」を押してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording cancelled; nothing was kept.</source>
        <translation>録音をキャンセルしました。何も残していません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What you said could not be written down; try again.</source>
        <translation>話した内容を書き取れませんでした。もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Listening… {minutes}:{seconds:02d}. Press “{stop}” when you are done (Esc cancels).</source>
        <translation>聞き取り中… {minutes}:{seconds:02d}。終わったら「{stop}」を押してください (Esc でキャンセル)。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hands-free: listening… {minutes}:{seconds:02d}. Speak, then pause: what you said is sent. Esc stops hands-free.</source>
        <translation>ハンズフリー: 聞き取り中… {minutes}:{seconds:02d}。話してから間を置くと送信されます。Esc でハンズフリーを止めます。</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+90"/>
        <source>Speak instead of typing</source>
        <translation>入力する代わりに話す</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Stop listening and write down what was said</source>
        <translation>聞き取りを止めて、話した内容を書き取る</translation>
    </message>
</context>
<context>
    <name>VoiceNote</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_note.py" line="+16"/>
        <source>Voice</source>
        <translation>音声</translation>
    </message>
</context>
<context>
    <name>VoiceWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/voice_words.py" line="+31"/>
        <source>{family} reads only in the voice of a sample: choose one in Settings → Voice (a few seconds of someone speaking, WAV or MP3), or another speech model.</source>
        <translation>{family} は声のサンプルの声でしか読み上げません。設定 → 音声でサンプルを選ぶ (誰かが数秒話している WAV か MP3) か、別の音声モデルを選んでください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No microphone can be used: this computer has none LlamaDesk can open. Plug one in (or turn it on, or let apps use it in the system&apos;s privacy settings), then try again.</source>
        <translation>使えるマイクがありません。このコンピューターには LlamaDesk が開けるマイクがありません。マイクをつなぐ (または電源を入れる、またはシステムのプライバシー設定でアプリに使用を許可する) してから、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was heard: the recording was silent or too short. Check that the microphone is on and not muted, then press the microphone, speak, and press it again.</source>
        <translation>何も聞こえませんでした。録音が無音か、短すぎました。マイクがオンでミュートされていないか確認してから、マイクを押して話し、もう一度押してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The recording used in place of the microphone ({path}) is not 16-bit sound.</source>
        <translation>マイクの代わりに使う録音 ({path}) は 16 ビットの音声ではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recording used in place of the microphone ({path}) could not be read.</source>
        <translation>マイクの代わりに使う録音 ({path}) を読み取れませんでした。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No sound can be played: this computer has no speakers or headphones LlamaDesk can use. Plug some in (or turn the sound device on), then try again.</source>
        <translation>音を再生できません。このコンピューターには LlamaDesk が使えるスピーカーやヘッドホンがありません。つなぐ (またはサウンドデバイスの電源を入れる) してから、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The sound could not be played: it is not a WAV clip.</source>
        <translation>音を再生できませんでした。WAV クリップではありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sound could not be played: it is not 16-bit mono at {rate} Hz.</source>
        <translation>音を再生できませんでした。{rate} Hz の 16 ビットモノラルではありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is in your library, so answers can&apos;t be read aloud yet. Download a Qwen3-TTS or Pocket TTS model (a GGUF file and its mmproj file: search Discover for “Qwen3-TTS GGUF”) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>ライブラリに音声モデルがないため、まだ返答を読み上げられません。Qwen3-TTS か Pocket TTS のモデル (GGUF ファイルとその mmproj ファイル。「探す」で「Qwen3-TTS GGUF」を検索) をモデルフォルダーのどれかにダウンロードし、設定 → 音声で選んでください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No listening model is in your library, so what you say can&apos;t be written down yet. Download a model that hears (Voxtral, Ultravox, Qwen2-Audio or Gemma 3n, with its audio mmproj file) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>ライブラリに聞き取りモデルがないため、話した内容をまだ書き取れません。聞き取れるモデル (Voxtral、Ultravox、Qwen2-Audio、Gemma 3n と、その音声用 mmproj ファイル) をモデルフォルダーのどれかにダウンロードし、設定 → 音声で選んでください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is nothing to read aloud in this answer: it is all code or thinking.</source>
        <translation>この返答には読み上げるものがありません。すべてコードか思考です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model heard no words in the recording. Speak a little louder or closer to the microphone, and try again.</source>
        <translation>聞き取りモデルは録音の中に言葉を聞き取れませんでした。少し大きな声で、またはマイクに近づいて話し、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The speech model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>設定 → 音声で選んだ音声モデル ({file}) がもうありません。別のものを選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The listening model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>設定 → 音声で選んだ聞き取りモデル ({file}) がもうありません。別のものを選んでください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} could not be read ({reason}).</source>
        <translation>{file} を読み取れませんでした ({reason})。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is an mmproj file, not a speech model: choose the speech model itself (its mmproj file is found beside it).</source>
        <translation>{file} は mmproj ファイルで、音声モデルではありません。音声モデルそのものを選んでください (その mmproj ファイルは隣から見つけます)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a {family} speech model, whose {codec} sound decoder needs PyTorch, which LlamaDesk does not use: choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} は {family} の音声モデルで、その {codec} 音声デコーダーには PyTorch が必要ですが、LlamaDesk は PyTorch を使いません。Qwen3-TTS か Pocket TTS のモデルを選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a speech model (it is a {architecture} model): choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} は音声モデルではありません ({architecture} モデルです)。Qwen3-TTS か Pocket TTS のモデルを選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{projector} is not the mmproj file of a {family} model (it cannot make speech): give the one made for {file}.</source>
        <translation>{projector} は {family} モデルの mmproj ファイルではありません (音声を作れません)。{file} 用のものを指定してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} needs its mmproj file (the one that makes the sound), and none was found beside it: download it into the same folder.</source>
        <translation>{file} にはその mmproj ファイル (音を作るもの) が必要ですが、隣に見つかりませんでした。同じフォルダーにダウンロードしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a model that listens: choose a chat model with an audio mmproj file (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</source>
        <translation>{file} は聞き取れるモデルではありません。音声用 mmproj ファイルのあるチャットモデル (Voxtral、Ultravox、Qwen2-Audio、Gemma 3n/4) を選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mmproj file {projector} cannot hear: {file} cannot listen through it.</source>
        <translation>mmproj ファイル {projector} は音を聞けません。{file} はこれを通して聞き取れません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} has no audio mmproj file beside it, so it cannot listen: download its mmproj file into the same folder.</source>
        <translation>{file} の隣に音声用 mmproj ファイルがないため、聞き取れません。その mmproj ファイルを同じフォルダーにダウンロードしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample {file} was not found: choose another one in Settings → Voice.</source>
        <translation>声のサンプル {file} が見つかりませんでした。設定 → 音声で別のものを選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{family} does not speak “{language}”; it speaks {languages}.</source>
        <translation>{family} は「{language}」を話せません。話せるのは {languages} です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is loaded.</source>
        <translation>音声モデルが読み込まれていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech is already being made; stop it first.</source>
        <translation>すでに音声を作っています。先に止めてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LlamaDesk is closing; nothing can be spoken now.</source>
        <translation>LlamaDesk を終了しています。今は何も読み上げられません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The llama.cpp runtime in {folder} cannot read aloud (it was installed before speech was added). Install the runtime again in Settings → Runtime.</source>
        <translation>{folder} の llama.cpp ランタイムは読み上げができません (音声が加わる前にインストールされたものです)。設定 → ランタイムでランタイムをインストールし直してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that reads aloud could not be started ({reason}). Install the runtime again in Settings → Runtime.</source>
        <translation>読み上げるプログラムを起動できませんでした ({reason})。設定 → ランタイムでランタイムをインストールし直してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound was made for sentence {sentence}; try again.</source>
        <translation>{sentence} 番目の文の音が作られませんでした。もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that reads aloud stopped before the sentence was spoken (exit code {exit_code}); try again.</source>
        <translation>読み上げるプログラムが、文を話す前に止まりました (終了コード {exit_code})。もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample could not be read: give a WAV or MP3.</source>
        <translation>声のサンプルを読み取れませんでした。WAV か MP3 を指定してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This speech model does not speak the language asked for.</source>
        <translation>この音声モデルは指定された言語を話せません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model&apos;s mmproj file could not be loaded.</source>
        <translation>音声モデルの mmproj ファイルを読み込めませんでした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mmproj file given cannot make speech.</source>
        <translation>指定された mmproj ファイルは音声を作れません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (a damaged file?).</source>
        <translation>音声モデルを読み込めませんでした (ファイルが壊れている?)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (not enough memory?).</source>
        <translation>音声モデルを読み込めませんでした (メモリ不足?)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>LlamaDesk is closing; nothing can be written down now.</source>
        <translation>LlamaDesk を終了しています。今は何も書き取れません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model is not running. Press the microphone again.</source>
        <translation>聞き取りモデルが動いていません。もう一度マイクを押してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The recording {file} could not be read ({reason}).</source>
        <translation>録音 {file} を読み取れませんでした ({reason})。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a sound file this can read: give a WAV, MP3 or FLAC file.</source>
        <translation>{file} は読み取れる音声ファイルではありません。WAV、MP3、FLAC のいずれかを指定してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model did not answer; it may have stopped. Press the microphone again.</source>
        <translation>聞き取りモデルが応答しませんでした。止まったのかもしれません。もう一度マイクを押してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model could not write down {file}: “{reason}”.</source>
        <translation>聞き取りモデルは {file} を書き取れませんでした: 「{reason}」</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model answered without writing anything down.</source>
        <translation>聞き取りモデルは何も書き取らずに応答しました。</translation>
    </message>
</context>
<context>
    <name>_ChatRows</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_list.py" line="-105"/>
        <source>New name for the chat</source>
        <translation>チャットの新しい名前</translation>
    </message>
</context>
<context>
    <name>_InstallWorker</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-24"/>
        <source>The runtime install was cancelled; nothing was changed.</source>
        <translation>ランタイムのインストールをキャンセルしました。何も変更していません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The runtime install failed: {0}</source>
        <translation>ランタイムのインストールに失敗しました: {0}</translation>
    </message>
</context>
<context>
    <name>_JobRow</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="-196"/>
        <source>Download of {0}</source>
        <translation>{0} のダウンロード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State of {0}</source>
        <translation>{0} の状態</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Progress of {0}</source>
        <translation>{0} の進み具合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Details of {0}</source>
        <translation>{0} の詳細</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause download of {0}</source>
        <translation>{0} のダウンロードを一時停止</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume download of {0}</source>
        <translation>{0} のダウンロードを再開</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel…</source>
        <translation>キャンセル…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel download of {0}</source>
        <translation>{0} のダウンロードをキャンセル</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Download instead</source>
        <translation>代わりにダウンロード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download instead of {0}</source>
        <translation>{0} の代わりにダウンロード</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Retry download of {0}</source>
        <translation>{0} のダウンロードを再試行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>一覧から外す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove {0} from the list</source>
        <translation>{0} を一覧から外す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>読み込む</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load {0}</source>
        <translation>{0} を読み込む</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Download {0} instead</source>
        <translation>代わりに {0} をダウンロード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download {0} {1} instead of {2}</source>
        <translation>{2} の代わりに {0} {1} をダウンロード</translation>
    </message>
</context>
</TS>
