<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AdvancedPanel</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+45"/>
        <location line="+6"/>
        <location line="+89"/>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>All layers on GPU</source>
        <translation>所有层都在 GPU 上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some layers on GPU</source>
        <translation>部分层在 GPU 上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU only</source>
        <translation>仅 CPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On</source>
        <translation>开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>GPU offload</source>
        <translation>GPU 卸载</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Layers on the GPU</source>
        <translation>放到 GPU 上的层数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> layers</source>
        <translation> 层</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Graphics cards to use</source>
        <translation>要使用的显卡</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics &amp;cards</source>
        <translation>显卡(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conversation memory (KV cache) type</source>
        <translation>对话记忆（KV 缓存）类型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flash attention</source>
        <translation>Flash Attention</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cache type note</source>
        <translation>缓存类型说明</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processor threads</source>
        <translation>处理器线程数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speculative decoding (n-gram)</source>
        <translation>推测解码 (n-gram)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guesses repeated text ahead to answer faster; not used with a projector.</source>
        <translation>提前猜测重复的文字，回答更快；使用投影器时不可用。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chat template file</source>
        <translation>聊天模板文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jinja templates (*.jinja);;All (*)</source>
        <translation>Jinja 模板 (*.jinja);;全部 (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Projector (mmproj) file</source>
        <translation>投影器 (mmproj) 文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF projectors (*.gguf);;All files (*)</source>
        <translation>GGUF 投影器 (*.gguf);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU &amp;offload</source>
        <translation>GPU 卸载(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context cac&amp;he type</source>
        <translation>上下文缓存类型(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flash attention</source>
        <translation>Flash Attention(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Threads</source>
        <translation>线程数(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chat te&amp;mplate</source>
        <translation>聊天模板(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Projector</source>
        <translation>投影器(&amp;P)</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>A {0} cache needs flash attention, so it is turned on.</source>
        <translation>{0} 缓存需要 Flash Attention，因此已将其打开。</translation>
    </message>
</context>
<context>
    <name>AppStatusBar</name>
    <message>
        <location filename="../../desktop/gui/shell/status_bar.py" line="+33"/>
        <source>Runtime</source>
        <translation>运行时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runtime: looking…</source>
        <translation>运行时：正在查找…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device in use</source>
        <translation>正在使用的设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+125"/>
        <source>Device: none</source>
        <translation>设备：无</translation>
    </message>
    <message>
        <location line="-123"/>
        <location line="+136"/>
        <source>Graphics card warning</source>
        <translation>显卡警告</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>Loaded model</source>
        <translation>已加载的模型</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+111"/>
        <location line="+9"/>
        <source>No model loaded</source>
        <translation>未加载模型</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Memory used by the model</source>
        <translation>模型使用的内存</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Runtime: none found</source>
        <translation>运行时：未找到</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Runtime: {runtime}</source>
        <translation>运行时：{runtime}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Device: {device}</source>
        <translation>设备：{device}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name} ({note})</source>
        <translation>模型：{name} ({note})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name}</source>
        <translation>模型：{name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory: uses about {size}</source>
        <translation>内存：约使用 {size}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model {uses}, as the server reported when it loaded.
As planned, it {needs} at {tokens} tokens of context.</source>
        <translation>模型：{uses}（加载时服务器报告的数值）。
按计划，{tokens} 个 token 的上下文时{needs}。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory: {need}</source>
        <translation>内存：{need}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {model}, the model picked on the Load page.</source>
        <translation>针对 {model}，即在“加载”页面选择的模型。</translation>
    </message>
</context>
<context>
    <name>AttachmentChip</name>
    <message>
        <location filename="../../desktop/gui/chat/attachments.py" line="+69"/>
        <source>Attached picture {name}</source>
        <translation>已附加的图片 {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove picture {name}</source>
        <translation>移除图片 {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Don&apos;t send {name}</source>
        <translation>不发送 {name}</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <location line="+23"/>
        <source>Pictures to send</source>
        <translation>要发送的图片</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location line="-82"/>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>图片 (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
</context>
<context>
    <name>BuiltinToolsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="+87"/>
        <source>About tools</source>
        <translation>关于工具</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn tools on for a chat with the Tools button above its messages. Here you choose when each one needs your approval.</source>
        <translation>在聊天中，用消息上方的“工具”按钮打开工具。在这里选择每个工具何时需要您的批准。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>What {0} does</source>
        <translation>{0} 的作用</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Let the model use the web (web_search and fetch_url)</source>
        <translation>允许模型使用网络（web_search 和 fetch_url）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model use the web</source>
        <translation>允许模型使用网络</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About the web tools</source>
        <translation>关于网络工具</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search address for web_search</source>
        <translation>web_search 的搜索地址</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Let the model run commands (shell)</source>
        <translation>允许模型运行命令 (shell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model run commands</source>
        <translation>允许模型运行命令</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shell warning</source>
        <translation>Shell 警告</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When {0} needs your approval</source>
        <translation>{0} 何时需要您的批准</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The shell asks before every command.</source>
        <translation>Shell 在每条命令之前都会询问。</translation>
    </message>
</context>
<context>
    <name>ChatComposer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+30"/>
        <source>The loaded model can&apos;t read pictures. Load a model that supports images, with its vision projector file, to attach one.</source>
        <translation>已加载的模型无法读取图片。要附加图片，请加载支持图片的模型及其视觉投影器文件。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add a picture for the model to look at.</source>
        <translation>添加一张图片让模型查看。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a message. Enter sends, Shift+Enter starts a new line, Esc stops.</source>
        <translation>输入消息。按 Enter 发送，Shift+Enter 换行，Esc 停止。</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="+41"/>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chat title</source>
        <translation>聊天标题</translation>
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
        <translation>搜索聊天</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search result</source>
        <translation>搜索结果</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved chats</source>
        <translation>已保存的聊天</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat (Ctrl+N)</source>
        <translation>开始新聊天 (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename chat</source>
        <translation>重命名聊天</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Delete chat</source>
        <translation>删除聊天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the chat “{title}”? This can&apos;t be undone.</source>
        <translation>要删除聊天“{title}”吗？此操作无法撤销。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No chats match “{search}”.</source>
        <translation>没有与“{search}”匹配的聊天。</translation>
    </message>
</context>
<context>
    <name>ChatModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+29"/>
        <source>No model loaded</source>
        <translation>未加载模型</translation>
    </message>
</context>
<context>
    <name>ChatTitle</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="-19"/>
        <source>New…</source>
        <translation>新建…</translation>
    </message>
</context>
<context>
    <name>ChatToolCalls</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_chat.py" line="+237"/>
        <source>This model can&apos;t use tools, so this answer was written without them.</source>
        <translation>此模型无法使用工具，因此这个回答是在不使用工具的情况下写出的。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{text} Allow once, Allow in this chat or Deny, on the answer above the message box.</source>
        <translation>{text} 请在消息框上方的回答中选择“允许一次”“在此聊天中允许”或“拒绝”。</translation>
    </message>
</context>
<context>
    <name>ChatToolsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="+48"/>
        <location line="+3"/>
        <source>Tools for this chat</source>
        <translation>此聊天的工具</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Choose the tools the model may use in this chat</source>
        <translation>选择模型在此聊天中可以使用的工具</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{tool} (off in Settings)</source>
        <translation>{tool}（已在设置中关闭）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool}（可以修改内容）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (only reads)</source>
        <translation>{tool}（只读）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MCP servers</source>
        <translation>MCP 服务器</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every tool of {server}: those it marks as only reading run at once, the others ask you first, every time for those that can delete or overwrite</source>
        <translation>{server} 的所有工具：标记为只读的立即运行，其他的先询问您，能删除或覆盖内容的每次都询问</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Files the tools may read</source>
        <translation>工具可以读取的文件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} (untick to take it away)</source>
        <translation>{file}（取消勾选即可移除）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attach a file…</source>
        <translation>附加文件…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file the model may read in this chat (nothing else is)</source>
        <translation>模型在此聊天中可以读取的文件（其他文件都不能读取）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s first step in each answer is a tool call</source>
        <translation>模型每次回答的第一步是调用工具</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Attach a file for the tools</source>
        <translation>为工具附加文件</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tools: {count} on</source>
        <translation>工具：已开启 {count} 个</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{names} on</source>
        <translation>{names} 已开启</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tools on in this chat</source>
        <translation>此聊天未开启任何工具</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_view.py" line="+214"/>
        <source>Chats</source>
        <translation>聊天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show your saved chats</source>
        <translation>显示已保存的聊天</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Attach image</source>
        <translation>附加图片</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Writing the answer…</source>
        <translation>正在写回答…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Answer: {text}</source>
        <translation>回答：{text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer is empty.</source>
        <translation>回答为空。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This chat nearly fills what the model can keep in mind; the next message may not fit.</source>
        <translation>此聊天几乎占满了模型能记住的内容；下一条消息可能放不下。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This chat is too long for the model&apos;s context.</source>
        <translation>此聊天对于模型的上下文来说太长了。</translation>
    </message>
</context>
<context>
    <name>ChatWelcome</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_welcome.py" line="+14"/>
        <source>Ask anything</source>
        <translation>有问题尽管问</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model runs on this computer: what you write here stays on it. Try one of these, or write your own below.</source>
        <translation>模型在这台电脑上运行：您在这里写的内容不会离开这台电脑。试试下面的例子，或在下方自己输入。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Explain how a rainbow forms, in a few simple sentences.</source>
        <translation>用几句简单的话解释彩虹是怎么形成的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a short, friendly email saying I can&apos;t come to Friday&apos;s meeting.</source>
        <translation>写一封简短、友好的邮件，说明我不能参加周五的会议。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give me three ideas for a quick vegetarian dinner.</source>
        <translation>给我三个快手素食晚餐的点子。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Welcome</source>
        <translation>欢迎</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About this chat</source>
        <translation>关于此聊天</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask: {prompt}</source>
        <translation>提问：{prompt}</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+52"/>
        <source>Instructions for the assistant</source>
        <translation>给助手的指示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: how the assistant should answer</source>
        <translation>可选：助手应该如何回答</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Instructions</source>
        <translation>指示(&amp;I)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Told to the assistant before every message of this chat, e.g. “Answer briefly, in French.”</source>
        <translation>在此聊天的每条消息之前告诉助手，例如“请用法语简短回答。”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Message to send</source>
        <translation>要发送的消息</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send message</source>
        <translation>发送消息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send (Enter)</source>
        <translation>发送 (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the answer</source>
        <translation>停止回答</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop (Esc)</source>
        <translation>停止 (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image…</source>
        <translation>附加图片…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image</source>
        <translation>附加图片</translation>
    </message>
</context>
<context>
    <name>ContextChoices</name>
    <message>
        <location filename="../../desktop/gui/chat/context_meter.py" line="+120"/>
        <source>This chat is too long</source>
        <translation>此聊天太长了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat length problem</source>
        <translation>聊天长度问题</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new chat</source>
        <translation>开始新聊天</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Drop the oldest turns</source>
        <translation>去掉最早的几轮</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Answer again without the earliest messages; they stay saved in this chat.</source>
        <translation>不带最早的消息重新回答；这些消息仍保存在此聊天中。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Reload with a longer context</source>
        <translation>用更长的上下文重新加载</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Load the model again with {longer} tokens of context.</source>
        <translation>用 {longer} 个 token 的上下文重新加载模型。</translation>
    </message>
</context>
<context>
    <name>ContextMeter</name>
    <message>
        <location line="-117"/>
        <source>{used} of {context} tokens</source>
        <translation>{used} / {context} 个 token</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Context used</source>
        <translation>已用上下文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of the model&apos;s context this chat uses.</source>
        <translation>此聊天用掉了模型上下文的多少。</translation>
    </message>
</context>
<context>
    <name>ContextNotices</name>
    <message>
        <location line="+124"/>
        <source>Context note</source>
        <translation>上下文提示</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>The %Ln oldest messages are no longer sent to the model, so the chat fits; they stay saved here.</source>
        <translation>
            <numerusform>最早的 %Ln 条消息不再发送给模型，以便聊天能放下；它们仍保存在这里。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There are no older messages to drop; start a new chat or shorten your message.</source>
        <translation>没有可以去掉的更早消息；请开始新聊天或缩短您的消息。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading the model again with {context} tokens of context. Press Retry on the answer when it is ready.</source>
        <translation>正在用 {context} 个 token 的上下文重新加载模型。准备好后，请在回答上按“重试”。</translation>
    </message>
</context>
<context>
    <name>ConversationCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/conversation_calls.py" line="+119"/>
        <source>The saved chats were already closed.</source>
        <translation>已保存的聊天已经关闭。</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/crash_notice.py" line="+14"/>
        <source>LlamaDesk closed unexpectedly last time. A report of what happened was kept; it holds no chats, keys or tokens. Sending it to the people who make LlamaDesk helps them fix it.</source>
        <translation>LlamaDesk 上次意外关闭。已保存一份发生情况的报告；其中不含聊天、密钥或令牌。将它发送给 LlamaDesk 的开发者可以帮助他们修复问题。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>LlamaDesk closed unexpectedly</source>
        <translation>LlamaDesk 意外关闭</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy report</source>
        <translation>复制报告</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
</context>
<context>
    <name>DefaultsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="+67"/>
        <source>Load the model I used last when LlamaDesk starts</source>
        <translation>LlamaDesk 启动时加载我上次使用的模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the model used last when LlamaDesk starts</source>
        <translation>LlamaDesk 启动时加载上次使用的模型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default context length</source>
        <translation>默认上下文长度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Default graphics card use</source>
        <translation>默认显卡使用方式</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Default context cache type</source>
        <translation>默认上下文缓存类型</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default temperature</source>
        <translation>默认温度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default top-p</source>
        <translation>默认 top-p</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default number of candidate words (top K)</source>
        <translation>默认候选词数量 (top K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many of the likeliest next words the model picks from. Fewer gives safer, plainer answers; Off lets it pick from all of them.</source>
        <translation>模型从最可能的多少个下一个词中挑选。越少回答越稳妥、越平淡；关闭则从所有词中挑选。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+17"/>
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Default least likely word allowed (min P)</source>
        <translation>默认允许的最低词概率 (min P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words far less likely than the best next word are never picked. Higher keeps answers on topic; 0 turns this off.</source>
        <translation>比最佳下一个词可能性低得多的词永远不会被选中。调高能让回答不跑题；0 表示关闭。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default repetition penalty</source>
        <translation>默认重复惩罚</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above 1 the model avoids saying the same words over and over. Off (1.00) leaves it as it is.</source>
        <translation>大于 1 时，模型会避免一遍遍说同样的话。关闭 (1.00) 则保持原样。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Default seed</source>
        <translation>默认种子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random gives a different answer every time. With a number, the same question asked with the same settings gets the same answer.</source>
        <translation>随机时每次回答都不同。填写数字时，用相同设置问同一个问题会得到相同的回答。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Default longest answer</source>
        <translation>默认最长回答</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default instructions for the assistant</source>
        <translation>默认给助手的指示</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Context length</source>
        <translation>上下文长度(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Graphics card use</source>
        <translation>显卡使用方式(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context &amp;cache type</source>
        <translation>上下文缓存类型(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cr&amp;eativity (temperature)</source>
        <translation>创造性（温度）(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Word choice breadth (top &amp;P)</source>
        <translation>选词范围 (top P)(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidate &amp;words (top K)</source>
        <translation>候选词 (top K)(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Least likely word allowed (&amp;min P)</source>
        <translation>允许的最低词概率 (min P)(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetition pe&amp;nalty</source>
        <translation>重复惩罚(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (random or a &amp;number)</source>
        <translation>种子（随机或数字）(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Longest answer</source>
        <translation>最长回答(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instructions for the assistant</source>
        <translation>给助手的指示(&amp;I)</translation>
    </message>
</context>
<context>
    <name>DiscoverPage</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_page.py" line="+35"/>
        <source>Downloads</source>
        <translation>下载</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Find models and downloads</source>
        <translation>查找模型和下载</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{0} {1} is in the download list.</source>
        <translation>{0} {1} 已在下载列表中。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Download finished: the model is in the Library.</source>
        <translation>下载完成：模型已在模型库中。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A model</source>
        <translation>一个模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The download of {0} stopped: its row under Downloads says why.</source>
        <translation>{0} 的下载已停止：“下载”下面它所在的那一行说明了原因。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hugging Face answers again.</source>
        <translation>Hugging Face 又能连上了。</translation>
    </message>
</context>
<context>
    <name>DiscoverView</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_view.py" line="+68"/>
        <source>Most downloaded</source>
        <translation>下载最多</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recently updated</source>
        <translation>最近更新</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Good first models for this computer</source>
        <translation>适合这台电脑的入门模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat models</source>
        <translation>聊天模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding models, for your documents</source>
        <translation>嵌入模型，用于您的文档</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding models, for searching your documents</source>
        <translation>嵌入模型，用于搜索您的文档</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An embedding model does not chat: it turns text into numbers, so LlamaDesk can find the passages of your documents that mean what you asked, even in other words. LlamaDesk starts with all-MiniLM-L6-v2 (small, English). A better one finds the right passages more often and reads more languages. Once downloaded, choose it in a chat&apos;s Documents window (Embedding model…); each library is then read again.</source>
        <translation>嵌入模型不能聊天：它把文字变成数字，让 LlamaDesk 能在您的文档中找到与您的问题意思相同的段落，即使用词不同。LlamaDesk 自带 all-MiniLM-L6-v2（小型，英语）。更好的模型能更常找到正确的段落，并能读懂更多语言。下载后，在聊天的“文档”窗口（嵌入模型…）中选择它；之后每个文档库都会重新读取。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Why it&apos;s a good start</source>
        <translation>为什么适合入门</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested version</source>
        <translation>建议的版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Download</source>
        <translation>下载大小</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Downloads</source>
        <translation>下载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likes</source>
        <translation>点赞</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updated</source>
        <translation>更新时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access</source>
        <translation>访问</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About how much the usual version ({0}) downloads. See versions for each version&apos;s exact size and whether it fits this computer.</source>
        <translation>常用版本 ({0}) 的大致下载大小。查看版本可了解每个版本的确切大小以及是否适合这台电脑。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated</source>
        <translation>受限</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This shows once Hugging Face answers: press Try again above.</source>
        <translation>Hugging Face 响应后才会显示：请按上方的“重试”。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Get models</source>
        <translation>获取模型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search Hugging Face for models</source>
        <translation>在 Hugging Face 上搜索模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search Hugging Face, e.g. llama, qwen, gemma</source>
        <translation>搜索 Hugging Face，例如 llama、qwen、gemma</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Order of the results</source>
        <translation>结果排序</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search now</source>
        <translation>立即搜索</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the list shows</source>
        <translation>列表显示的内容</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which models to suggest</source>
        <translation>要推荐哪些模型</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Search status</source>
        <translation>搜索状态</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Models found</source>
        <translation>找到的模型</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>See versions</source>
        <translation>查看版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the versions of the selected model</source>
        <translation>查看所选模型的版本</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Checking this computer…</source>
        <translation>正在检查这台电脑…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Choose one to see its versions, or search for any model above.</source>
        <translation>选择一个模型查看其版本，或在上方搜索任意模型。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Searching Hugging Face…</source>
        <translation>正在搜索 Hugging Face…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Models matching “{0}”</source>
        <translation>与“{0}”匹配的模型</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 model found.</source>
        <translation>找到 1 个模型。</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>找到 %Ln 个模型。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No GGUF models match “{0}”. Try a shorter or other name.</source>
        <translation>没有与“{0}”匹配的 GGUF 模型。请尝试更短或其他的名称。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The search failed.</source>
        <translation>搜索失败。</translation>
    </message>
</context>
<context>
    <name>DocumentsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="+182"/>
        <source>Documents for this chat</source>
        <translation>此聊天的文档</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let this chat answer from your files: PDFs, Word, text, web pages.</source>
        <translation>让此聊天根据您的文件回答：PDF、Word、文本、网页。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Documents: {name}</source>
        <translation>文档：{name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from the library “{name}”.</source>
        <translation>此聊天根据文档库“{name}”回答。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents ({count})</source>
        <translation>文档 ({count})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from {names}.</source>
        <translation>此聊天根据 {names} 回答。</translation>
    </message>
</context>
<context>
    <name>DocumentsCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/documents_calls.py" line="+254"/>
        <source>Indexing stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>由于 LlamaDesk 出现意外问题，索引已停止。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your documents could not be reached because of an unexpected problem in LlamaDesk.</source>
        <translation>由于 LlamaDesk 出现意外问题，无法访问您的文档。</translation>
    </message>
</context>
<context>
    <name>DocumentsCounts</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="-132"/>
        <source>1 file</source>
        <translation>1 个文件</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln 个文件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 passage</source>
        <translation>1 个段落</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln passages</source>
        <translation>
            <numerusform>%Ln 个段落</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 new passage</source>
        <translation>1 个新段落</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln new passages</source>
        <translation>
            <numerusform>%Ln 个新段落</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{done} of 1 file</source>
        <translation>{done} / 1 个文件</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{done} of %Ln files</source>
        <translation>
            <numerusform>{done} / %Ln 个文件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 could not be read</source>
        <translation>1 个无法读取</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>%Ln 个无法读取</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>…and 1 more file could not be read.</source>
        <translation>…还有 1 个文件无法读取。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>…and %Ln more files could not be read.</source>
        <translation>
            <numerusform>…还有 %Ln 个文件无法读取。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <location line="-46"/>
        <source>Tick the libraries this chat answers from: each question is searched in them first, and the answer lists the passages it was given under “Sources”.</source>
        <translation>勾选此聊天要参考的文档库：每个问题都会先在其中搜索，回答会在“来源”下列出所用的段落。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No libraries yet: add a folder or files to make one.</source>
        <translation>还没有文档库：添加一个文件夹或一些文件来创建。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;All files (*)</source>
        <translation>文档 (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Read {files}…</source>
        <translation>读取 {files}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading {files}… ({name})</source>
        <translation>正在读取 {files}… ({name})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not indexed yet</source>
        <translation>尚未建立索引</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{files}, {passages}, {unread}</source>
        <translation>{files}，{passages}，{unread}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{files}, {passages}</source>
        <translation>{files}，{passages}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>“{name}” could not be indexed: {problem}</source>
        <translation>无法为“{name}”建立索引：{problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Indexing “{name}” stopped. What was read is kept; Update goes on from there.</source>
        <translation>已停止为“{name}”建立索引。已读取的内容会保留；按“更新”从那里继续。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“{name}” is ready: {files} read, {passages}.</source>
        <translation>“{name}”已就绪：已读取 {files}，{passages}。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{source} could not be reached; its files are kept as they were indexed.</source>
        <translation>无法访问 {source}；其文件保持建立索引时的状态。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Embedding model: {name}</source>
        <translation>嵌入模型：{name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model: the first one in your model folders</source>
        <translation>嵌入模型：模型文件夹中的第一个</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+1"/>
        <source>Documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Documents for this chat</source>
        <translation>此聊天的文档</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About documents</source>
        <translation>关于文档</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Libraries</source>
        <translation>文档库</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No libraries</source>
        <translation>没有文档库</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>添加文件夹…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+89"/>
        <source>Make a library from a folder</source>
        <translation>用文件夹创建文档库</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Add files…</source>
        <translation>添加文件…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+94"/>
        <source>Make a library from files</source>
        <translation>用文件创建文档库</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Update</source>
        <translation>更新</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the library&apos;s new and changed files</source>
        <translation>读取文档库中新增和已更改的文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop indexing</source>
        <translation>停止建立索引</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the library (your files stay)</source>
        <translation>移除文档库（您的文件会保留）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indexing status</source>
        <translation>索引状态</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model</source>
        <translation>嵌入模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding model…</source>
        <translation>嵌入模型…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the embedding model file</source>
        <translation>选择嵌入模型文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model that turns text into numbers for searching (a GGUF file). Another model means reading every library again.</source>
        <translation>用于搜索、把文字变成数字的模型（GGUF 文件）。换一个模型意味着重新读取所有文档库。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reranking model</source>
        <translation>重排序模型</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+96"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>&amp;Reranking model:</source>
        <translation>重排序模型(&amp;R):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reranking model reads the question with each passage found and puts the best first (slower, often better). None: keyword and meaning search alone.</source>
        <translation>重排序模型会把问题和找到的每个段落一起读，把最好的排在前面（更慢，但通常更好）。无：只用关键词和语义搜索。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close the Documents window</source>
        <translation>关闭“文档”窗口</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Making the library…</source>
        <translation>正在创建文档库…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the embedding model</source>
        <translation>选择嵌入模型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF 模型 (*.gguf)</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>starting the embedding model…</source>
        <translation>正在启动嵌入模型…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Indexing “{name}”: starting the embedding model…</source>
        <translation>正在为“{name}”建立索引：正在启动嵌入模型…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Indexing “{name}”: {text}</source>
        <translation>正在为“{name}”建立索引：{text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Remove library</source>
        <translation>移除文档库</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the library “{name}”? Your files stay where they are; only what LlamaDesk read from them is forgotten.</source>
        <translation>要移除文档库“{name}”吗？您的文件会留在原处，只会忘掉 LlamaDesk 从中读取的内容。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Removed “{name}”.</source>
        <translation>已移除“{name}”。</translation>
    </message>
</context>
<context>
    <name>DocumentsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/documents_words.py" line="+36"/>
        <source>{file} could not be read: {reason}</source>
        <translation>无法读取 {file}：{reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is gone</source>
        <translation>文件已不存在</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission was denied</source>
        <translation>权限被拒绝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk could not read it</source>
        <translation>磁盘无法读取它</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is protected by a password</source>
        <translation>它受密码保护</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged</source>
        <translation>文件已损坏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (it has no pages)</source>
        <translation>文件已损坏（没有页面）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read (its pages may be pictures of scanned paper)</source>
        <translation>没有可读取的文字（其页面可能是扫描纸张的图片）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read</source>
        <translation>没有可读取的文字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is damaged</source>
        <translation>文字已损坏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a text file</source>
        <translation>它不是文本文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a Word document or it is damaged</source>
        <translation>它不是 Word 文档，或已损坏</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{suffix} files are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>不支持 {suffix} 文件（支持 PDF、Word、文本、Markdown 和 HTML）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its structure is nested too deeply</source>
        <translation>其结构嵌套过深</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is too large to read</source>
        <translation>它太大，无法读取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>files without an ending are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>不支持没有扩展名的文件（支持 PDF、Word、文本、Markdown 和 HTML）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A library needs a name.</source>
        <translation>文档库需要一个名称。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a library named “{name}”.</source>
        <translation>已有名为“{name}”的文档库。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no library named “{name}”.</source>
        <translation>没有名为“{name}”的文档库。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The documents index is closed. Open the Documents window again.</source>
        <translation>文档索引已关闭。请重新打开“文档”窗口。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk is full: the documents index could not be saved. Free some space and index again; it goes on where it stopped.</source>
        <translation>磁盘已满：无法保存文档索引。请释放一些空间后重新建立索引；会从停止的地方继续。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index is busy in another LlamaDesk window or command. Try again when it has finished.</source>
        <translation>文档索引正被另一个 LlamaDesk 窗口或命令使用。请在其完成后重试。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>无法打开位于 {path} 的文档索引。请检查该文件夹是否存在，以及您是否可以写入。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index was written by a newer LlamaDesk. Update LlamaDesk to use it.</source>
        <translation>文档索引是由较新版本的 LlamaDesk 写入的。请更新 LlamaDesk 后再使用。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The documents index at {path} could not be read: it is damaged or not an index. Move it aside and add your libraries again.</source>
        <translation>无法读取位于 {path} 的文档索引：它已损坏或不是索引。请将其移到别处，然后重新添加您的文档库。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The embedding model {model} took too long to answer. Try again; if it keeps happening, restart LlamaDesk.</source>
        <translation>嵌入模型 {model} 响应时间过长。请重试；如果反复出现，请重新启动 LlamaDesk。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} is not running any more. Press Update to start it again (indexing goes on where it stopped).</source>
        <translation>嵌入模型 {model} 已不再运行。按“更新”可重新启动它（建立索引会从停止的地方继续）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} refused the app&apos;s key.</source>
        <translation>嵌入模型 {model} 拒绝了本应用的密钥。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} could not embed the text (HTTP {status}).</source>
        <translation>嵌入模型 {model} 无法嵌入该文本（HTTP {status}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} sent an answer the app does not understand.</source>
        <translation>嵌入模型 {model} 发来了本应用无法理解的回答。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The embedding model {model} could not embed the text: “{reason}”.</source>
        <translation>嵌入模型 {model} 无法嵌入该文本：“{reason}”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The library “{library}” was indexed with the embedding model {stored}; using {given} instead means reading all its files again: press Update.</source>
        <translation>文档库“{library}”是用嵌入模型 {stored} 建立索引的；改用 {given} 就要重新读取其全部文件：请按“更新”。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents need an embedding model, which turns text into numbers for searching. Download one in Discover (search “embedding”, e.g. all-MiniLM-L6-v2, 46 MB), or choose one you have with “Embedding model…” here.</source>
        <translation>文档需要一个嵌入模型，它把文字转换成数字以便搜索。请在“发现”中下载一个（搜索“embedding”，例如 all-MiniLM-L6-v2，46 MB），或在这里用“嵌入模型…”选择您已有的模型。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is a chat model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} 是聊天模型，不是嵌入模型。文档需要 all-MiniLM-L6-v2 这样的嵌入模型：请在“发现”中搜索“embedding”。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a reranking model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} 是重排序模型，不是嵌入模型。文档需要 all-MiniLM-L6-v2 这样的嵌入模型：请在“发现”中搜索“embedding”。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>LlamaDesk is closing; your documents are not searched.</source>
        <translation>LlamaDesk 正在关闭；不会搜索您的文档。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{source} cannot be reached (a disk unplugged or a folder moved?). Its passages are kept and searched as they were; they are brought up to date when it is back.</source>
        <translation>无法访问 {source}（磁盘被拔出或文件夹被移动了？）。其段落会保留并照旧被搜索；它恢复后会更新到最新状态。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your documents could not be searched: {why}</source>
        <translation>无法搜索您的文档：{why}</translation>
    </message>
</context>
<context>
    <name>DownloadsPanel</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="+37"/>
        <source>Downloads appear here.</source>
        <translation>下载会显示在这里。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>goes on by itself when the connection is back</source>
        <translation>连接恢复后会自动继续</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>正在下载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the connection</source>
        <translation>正在等待连接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} of {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} · starting…</source>
        <translation>{0} · 正在开始…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left</source>
        <translation>剩余 {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>working out the time left</source>
        <translation>正在计算剩余时间</translation>
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
        <translation>下载失败。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} · ready to load</source>
        <translation>{0} · 可以加载</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled; nothing was kept.</source>
        <translation>已取消；没有保留任何内容。</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Downloads</source>
        <translation>下载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No downloads</source>
        <translation>没有下载</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem with the list of downloads</source>
        <translation>下载列表出现问题</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>List of downloads</source>
        <translation>下载列表</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Cancel download</source>
        <translation>取消下载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the download of {0}? What was downloaded so far is deleted.</source>
        <translation>要取消 {0} 的下载吗？已下载的部分会被删除。</translation>
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
        <translation>无法保存聊天：文件夹 {folder} 不存在。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the file could not be written</source>
        <translation>无法写入文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat could not be saved to {path}: {reason}.</source>
        <translation>无法将聊天保存到 {path}：{reason}。</translation>
    </message>
</context>
<context>
    <name>ExportButton</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_export_button.py" line="+44"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Export chat</source>
        <translation>导出聊天</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Save this chat as a Markdown or JSON file.</source>
        <translation>将此聊天保存为 Markdown 或 JSON 文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as Markdown…</source>
        <translation>导出为 Markdown…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export as JSON…</source>
        <translation>导出为 JSON…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export result</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>There is nothing to export yet: send a message first.</source>
        <translation>还没有可导出的内容：请先发送一条消息。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saving the chat to {path}…</source>
        <translation>正在将聊天保存到 {path}…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the chat to {path}.</source>
        <translation>已将聊天保存到 {path}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chat could not be saved because of an unexpected problem.</source>
        <translation>由于出现意外问题，无法保存聊天。</translation>
    </message>
</context>
<context>
    <name>FailureWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/failure_words.py" line="+20"/>
        <source>This version of llama.cpp does not work on your processor. Install the portable runtime in Settings.</source>
        <translation>此版本的 llama.cpp 无法在您的处理器上运行。请在设置中安装便携版运行时。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server could not start: a file it needs is missing. Reinstall the runtime in Settings, or install the Microsoft Visual C++ Redistributable.</source>
        <translation>模型服务器无法启动：缺少它需要的一个文件。请在设置中重新安装运行时，或安装 Microsoft Visual C++ Redistributable。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that runs the models (llama-server) is missing or cannot start. Reinstall the runtime in Settings.</source>
        <translation>运行模型的程序（llama-server）缺失或无法启动。请在设置中重新安装运行时。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is not enough memory to load {model}. Try a shorter context, a smaller version of the model, or fewer layers on the graphics card.</source>
        <translation>内存不足，无法加载 {model}。请尝试更短的上下文、更小版本的模型，或减少显卡上的层数。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This version of llama.cpp does not know the kind of model {model} is ({architecture}). Update the runtime in Settings, or choose another model.</source>
        <translation>此版本的 llama.cpp 不认识 {model} 的模型类型（{architecture}）。请在设置中更新运行时，或选择其他模型。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{model} could not be loaded: the file is damaged, incomplete or not a model llama.cpp can read. Download it again or choose another model.</source>
        <translation>无法加载 {model}：文件已损坏、不完整，或不是 llama.cpp 能读取的模型。请重新下载，或选择其他模型。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your NVIDIA driver is too old for this runtime. Update the driver, or use the processor runtime in Settings.</source>
        <translation>您的 NVIDIA 驱动程序对此运行时来说太旧了。请更新驱动程序，或在设置中使用处理器运行时。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another program was using the port the model server needed. Try again.</source>
        <translation>模型服务器需要的端口被另一个程序占用了。请重试。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while loading {model}.</source>
        <translation>模型服务器在加载 {model} 时停止了。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loading {model} took too long. Try a smaller model or a shorter context.</source>
        <translation>加载 {model} 用时过长。请尝试更小的模型或更短的上下文。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading the model was cancelled.</source>
        <translation>已取消加载模型。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model server was stopped from outside while loading. Nothing is wrong with the model: load it again.</source>
        <translation>模型服务器在加载时被外部停止了。模型本身没有问题：请重新加载。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model server could not start: a file it needs ({library}) is missing. Reinstall the runtime in Settings.</source>
        <translation>模型服务器无法启动：缺少它需要的一个文件（{library}）。请在设置中重新安装运行时。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model file {model} is missing. Download it again or choose another model.</source>
        <translation>找不到模型文件 {model}。请重新下载，或选择其他模型。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Port {port} is used by another program, so other apps can&apos;t reach LlamaDesk there. Choose another port in Settings (Other apps), or close that program.</source>
        <translation>端口 {port} 被另一个程序占用，因此其他应用无法通过它连接 LlamaDesk。请在设置（其他应用）中选择其他端口，或关闭那个程序。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server said it was ready but does not answer. Try again.</source>
        <translation>模型服务器表示已准备就绪，但没有响应。请重试。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This conversation is longer than the model&apos;s context. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>此对话超出了模型的上下文长度。请开始新聊天、缩短您的消息，或以更大的上下文加载模型。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens). Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>此对话超出了模型的上下文长度（{context} 个 token）。请开始新聊天、缩短您的消息，或以更大的上下文加载模型。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens); it needs {needed}. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>此对话超出了模型的上下文长度（{context} 个 token），需要 {needed} 个 token。请开始新聊天、缩短您的消息，或以更大的上下文加载模型。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model server refused the app&apos;s key. Reload the model and try again.</source>
        <translation>模型服务器拒绝了本应用的密钥。请重新加载模型，然后重试。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model can&apos;t read pictures. Remove the picture, or load a model that supports images (with its vision projector file).</source>
        <translation>此模型无法读取图片。请移除图片，或加载支持图片的模型（及其视觉投影器文件）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This model can&apos;t listen to audio. Remove the audio file.</source>
        <translation>此模型无法听取音频。请移除音频文件。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>模型仍在加载中。请稍后重试。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer: {said}</source>
        <translation>模型服务器无法回答：{said}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer (HTTP {status}).</source>
        <translation>模型服务器无法回答（HTTP {status}）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Can&apos;t reach the model server. It may have stopped; load the model again.</source>
        <translation>无法连接到模型服务器。它可能已停止；请重新加载模型。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server sent a reply the app couldn&apos;t read.</source>
        <translation>模型服务器发送了本应用无法读取的回复。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while answering. What it wrote so far is kept.</source>
        <translation>模型服务器在回答时停止了。已写出的内容会保留。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped before answering. Load the model again.</source>
        <translation>模型服务器在回答前停止了。请重新加载模型。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model is loaded. Load one on the Load page, then press Retry.</source>
        <translation>未加载模型。请在“加载”页面加载一个模型，然后按“重试”。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>由于 LlamaDesk 出现意外问题，回答已停止。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer ended unexpectedly. Press Retry to try again.</source>
        <translation>回答意外结束。请按“重试”再试一次。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model stopped unexpectedly while answering. Press Retry to load it again and answer.</source>
        <translation>模型在回答时意外停止。请按“重试”重新加载模型并回答。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer sharing its devices at {hosts} went away while answering, and the model stopped. What it wrote so far is kept; start that computer&apos;s sharing again and load the model, or load it without that computer.</source>
        <translation>在 {hosts} 共享设备的电脑在回答时断开了，模型已停止。已写出的内容会保留；请在那台电脑上重新开始共享并加载模型，或者不使用那台电脑加载模型。</translation>
    </message>
</context>
<context>
    <name>FiguresWords</name>
    <message>
        <location filename="../../desktop/gui/chat/figures_words.py" line="+27"/>
        <source>{speed} tokens/s</source>
        <translation>{speed} token/秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first token after {time}</source>
        <translation>首个 token 用时 {time}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 token</source>
        <translation>1 个 token</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln 个 token</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cut off at the length limit</source>
        <translation>达到长度上限而截断</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{milliseconds} ms</source>
        <translation>{milliseconds} 毫秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ran on the processor (CPU)</source>
        <translation>在处理器 (CPU) 上运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ran on {devices}</source>
        <translation>在 {devices} 上运行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ran on {devices} ({on_card} of {layers} layers; the rest on the processor)</source>
        <translation>在 {devices} 上运行（{layers} 层中的 {on_card} 层；其余在处理器上）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ran on {devices} ({on_card} of {layers} layers)</source>
        <translation>在 {devices} 上运行（{layers} 层中的 {on_card} 层）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}, {context}-token context</source>
        <translation>{where}，{context} 个 token 的上下文</translation>
    </message>
</context>
<context>
    <name>FileField</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="-225"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose {0}</source>
        <translation>选择{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear {0}</source>
        <translation>清除{0}</translation>
    </message>
</context>
<context>
    <name>FormControls</name>
    <message>
        <location filename="../../desktop/gui/widgets/form_controls.py" line="+26"/>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Copied to the clipboard</source>
        <translation>已复制到剪贴板</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../../desktop/gui/widgets/glossary.py" line="+22"/>
        <source>How much the model&apos;s numbers were rounded to make it smaller. Smaller versions (Q3, Q4) need less memory and answer faster; larger ones (Q6, Q8, F16) answer a little better. Q4_K_M is a good balance on most computers.</source>
        <translation>为了让模型变小，对模型中的数字做了多大程度的舍入。较小的版本（Q3、Q4）需要的内存更少、回答更快；较大的版本（Q6、Q8、F16）回答稍好一些。Q4_K_M 在大多数电脑上是不错的平衡。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F16 keeps the model&apos;s numbers unrounded (16-bit): the best answers, and the most memory. A vision model&apos;s picture reader is usually F16.</source>
        <translation>F16 保留模型数字不做舍入（16 位）：回答最好，占用内存也最多。视觉模型的读图部分通常是 F16。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the conversation memory (the KV cache) is stored. f16 is exact; q8_0 needs half the memory with almost no difference; q4_0 a quarter, with a small loss. A smaller type leaves room for a longer conversation.</source>
        <translation>对话记忆（KV 缓存）的存储方式。f16 是精确的；q8_0 只需一半内存，几乎没有差别；q4_0 只需四分之一，略有损失。类型越小，能容纳的对话越长。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The part of a vision model that reads pictures (an &quot;mmproj&quot; file). It is only needed to send pictures; LlamaDesk finds it beside the model when it can.</source>
        <translation>视觉模型中读取图片的部分（“mmproj”文件）。只有发送图片时才需要；LlamaDesk 会尽量在模型旁边找到它。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Word choice breadth: the next word is picked only among the likeliest words whose chances add up to this share. Lower (0.8) keeps answers focused; 1.0 turns it off. Most people leave it at 0.95.</source>
        <translation>选词范围：下一个词只从概率加起来达到这个比例的最可能的词中挑选。调低 (0.8) 让回答更集中；1.0 表示关闭。大多数人保持 0.95。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only this many of the likeliest next words are considered. Off considers all; 40 is a common choice.</source>
        <translation>只考虑这么多个最可能的下一个词。关闭则考虑所有词；常用的值是 40。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Words much less likely than the likeliest one are never picked. 0.05 removes odd choices without making answers dull; off allows every word.</source>
        <translation>比最可能的词可能性低得多的词永远不会被选中。0.05 能去掉奇怪的选择，又不会让回答变得乏味；关闭则允许所有词。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creativity: low (0.2) gives steady, predictable answers; high (1.0) more varied and surprising ones.</source>
        <translation>创造性：低 (0.2) 回答稳定、可预测；高 (1.0) 回答更多样、更出人意料。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the model can do besides chatting: read pictures (vision), use tools, or think step by step before it answers.</source>
        <translation>模型除了聊天还能做的事：读图片（视觉）、使用工具，或在回答前逐步思考。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the conversation the model can keep in mind at once, in tokens (a token is about three quarters of a word). Longer needs more memory.</source>
        <translation>模型一次能记住多少对话，以 token 计（一个 token 约为四分之三个英文单词）。越长需要的内存越多。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the model runs on the graphics card. All of it is fastest; what doesn&apos;t fit runs on the processor, more slowly.</source>
        <translation>模型有多少在显卡上运行。全部在显卡上最快；放不下的部分在处理器上运行，会更慢。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{quant}: rounded to about {bits} bits per number, tiny variant</source>
        <translation>{quant}：每个数字舍入到约 {bits} 位，极小型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, extra small variant</source>
        <translation>{quant}：每个数字舍入到约 {bits} 位，特小型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, small variant</source>
        <translation>{quant}：每个数字舍入到约 {bits} 位，小型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, medium variant</source>
        <translation>{quant}：每个数字舍入到约 {bits} 位，中型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, large variant</source>
        <translation>{quant}：每个数字舍入到约 {bits} 位，大型</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{quant}: unrounded ({bits}-bit), the largest version. {about}</source>
        <translation>{quant}：未舍入（{bits} 位），最大的版本。{about}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{quant}: rounded to about {bits} bits per number</source>
        <translation>{quant}：每个数字舍入到约 {bits} 位</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{words} (a newer, denser rounding)</source>
        <translation>{words}（更新、更紧凑的舍入方式）</translation>
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
        <translation>语音对话</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free: on</source>
        <translation>语音对话：开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talk with the chat: it listens, sends what you say when you pause, reads the answer aloud, then listens again. Press again (or Esc) to stop.</source>
        <translation>与聊天对话：它会聆听，在您停顿时发送您说的话，朗读回答，然后再次聆听。再按一次（或按 Esc）停止。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hands-free is off.</source>
        <translation>语音对话已关闭。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free stopped: no model can answer yet.</source>
        <translation>语音对话已停止：还没有可以回答的模型。</translation>
    </message>
</context>
<context>
    <name>HandsFreeControl</name>
    <message>
        <location line="+29"/>
        <location line="+111"/>
        <source>Hands-free: talk with the chat</source>
        <translation>语音对话：直接开口和聊天交谈</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Hands-free is on: press to stop</source>
        <translation>语音对话已开启：按下即可停止</translation>
    </message>
</context>
<context>
    <name>HelpGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="+29"/>
        <source>Log folder</source>
        <translation>日志文件夹</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logs and reports: {0}</source>
        <translation>日志和报告：{0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the log folder</source>
        <translation>打开日志文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the folder of logs and reports</source>
        <translation>打开日志和报告所在的文件夹</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy a report</source>
        <translation>复制报告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy a report of this computer and recent problems</source>
        <translation>复制关于这台电脑和近期问题的报告</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Report status</source>
        <translation>报告状态</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About reports</source>
        <translation>关于报告</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Putting the report together…</source>
        <translation>正在整理报告…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copied: paste it into your message.</source>
        <translation>已复制：请粘贴到您的消息中。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The report could not be put together: {0}</source>
        <translation>无法整理报告：{0}</translation>
    </message>
</context>
<context>
    <name>HostWorker</name>
    <message>
        <location filename="../../desktop/gui/bridge/host_worker.py" line="+157"/>
        <source>Loading stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>由于 LlamaDesk 出现意外问题，加载已停止。</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>No llama-server was found: it runs the models. Install it from Settings (“Open Settings to install it” at the top of the window).</source>
        <translation>未找到 llama-server：它负责运行模型。请从设置中安装（窗口顶部的“打开设置进行安装”）。</translation>
    </message>
</context>
<context>
    <name>HubBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+12"/>
        <source>Can&apos;t reach Hugging Face, so searching and downloading are paused; downloads go on by themselves once it answers. Models on this computer still work.</source>
        <translation>无法连接 Hugging Face，因此搜索和下载已暂停；连上后下载会自动继续。这台电脑上的模型仍可正常使用。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>offlineBanner</source>
        <translation>offlineBanner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face can&apos;t be reached</source>
        <translation>无法连接 Hugging Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection notice</source>
        <translation>连接提示</translation>
    </message>
</context>
<context>
    <name>HubWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/hub_words.py" line="+40"/>
        <source>Can&apos;t reach Hugging Face. Check the internet connection; models already on this computer still work.</source>
        <translation>无法连接 Hugging Face。请检查网络连接；这台电脑上已有的模型仍可正常使用。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{repo} needs a valid Hugging Face token: add a Hugging Face token in Settings (create a read token at huggingface.co/settings/tokens).</source>
        <translation>{repo} 需要有效的 Hugging Face 令牌：请在设置中添加 Hugging Face 令牌（可在 huggingface.co/settings/tokens 创建只读令牌）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your Hugging Face token has no access to {repo} yet: open the model&apos;s page on Hugging Face ({page}), accept its terms while signed in to the token&apos;s account, then try again.</source>
        <translation>您的 Hugging Face 令牌还无权访问 {repo}：请打开该模型在 Hugging Face 上的页面（{page}），用令牌所属的账号登录并接受其条款，然后重试。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no model called {repo} on Hugging Face (or it is private: add a token in Settings).</source>
        <translation>Hugging Face 上没有名为 {repo} 的模型（或者它是私有的：请在设置中添加令牌）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no model called {repo} on Hugging Face, or your account can&apos;t see it.</source>
        <translation>Hugging Face 上没有名为 {repo} 的模型，或者您的账号无权查看。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A file of {repo} is missing on Hugging Face.</source>
        <translation>Hugging Face 上缺少 {repo} 的一个文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{repo}&quot; is not a model name on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>“{repo}”不是 Hugging Face 上的模型名称；名称的格式为“所有者/模型”，例如 bartowski/Qwen2.5-7B-Instruct-GGUF。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the name of a model on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>请输入 Hugging Face 上的模型名称；名称的格式为“所有者/模型”，例如 bartowski/Qwen2.5-7B-Instruct-GGUF。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face is busy right now (too many requests); try again in {wait}.</source>
        <translation>Hugging Face 目前繁忙（请求过多）；请在 {wait}后重试。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face is busy right now (too many requests); try again in a minute.</source>
        <translation>Hugging Face 目前繁忙（请求过多）；请一分钟后重试。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face has a problem on its side (HTTP {status}); try again later.</source>
        <translation>Hugging Face 自身出现问题（HTTP {status}）；请稍后重试。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face answered with an error; try again later.</source>
        <translation>Hugging Face 返回了错误；请稍后重试。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face answered with an error (HTTP {status}); try again later.</source>
        <translation>Hugging Face 返回了错误（HTTP {status}）；请稍后重试。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste a Hugging Face token first; create a read token at huggingface.co/settings/tokens.</source>
        <translation>请先粘贴 Hugging Face 令牌；可在 huggingface.co/settings/tokens 创建只读令牌。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face did not accept this token. Create a read token at huggingface.co/settings/tokens and paste it here.</source>
        <translation>Hugging Face 不接受此令牌。请在 huggingface.co/settings/tokens 创建只读令牌，并粘贴到这里。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face. What was downloaded is kept; the download goes on from there once it can be reached again.</source>
        <translation>无法连接 Hugging Face。已下载的部分会保留；连上后下载会从那里继续。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The download of {file} keeps failing; try again later (what was downloaded is kept).</source>
        <translation>{file} 的下载一再失败；请稍后重试（已下载的部分会保留）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download of {file} keeps failing ({reason}); try again later (what was downloaded is kept).</source>
        <translation>{file} 的下载一再失败（{reason}）；请稍后重试（已下载的部分会保留）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the connection was interrupted</source>
        <translation>连接中断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data arrived for a while</source>
        <translation>有一段时间没有收到数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the download link expired</source>
        <translation>下载链接已过期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face asked to slow down</source>
        <translation>Hugging Face 要求放慢速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the request timed out</source>
        <translation>请求超时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face had a problem on its side (HTTP {status})</source>
        <translation>Hugging Face 自身出现问题（HTTP {status}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} arrived damaged (it is not the file Hugging Face lists), so it was not added. Download it again.</source>
        <translation>{file} 下载后已损坏（与 Hugging Face 列出的文件不一致），因此未添加。请重新下载。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face refused the download (HTTP {status}).</source>
        <translation>Hugging Face 拒绝了下载（HTTP {status}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model could not be saved in {folder}. Check that the folder exists and that you may write to it.</source>
        <translation>无法将模型保存到 {folder}。请检查该文件夹是否存在，以及您是否有写入权限。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more.</source>
        <translation>磁盘空间不足：此下载需要 {needed}，可用空间为 {free}（其中 {reserve} 为系统保留）。请再释放 {missing}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more, or download {quant} ({size}), the largest version that fits.</source>
        <translation>磁盘空间不足：此下载需要 {needed}，可用空间为 {free}（其中 {reserve} 为系统保留）。请再释放 {missing}，或下载放得下的最大版本 {quant}（{size}）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). No version of this model fits: free up {missing} more.</source>
        <translation>磁盘空间不足：此下载需要 {needed}，可用空间为 {free}（其中 {reserve} 为系统保留）。此模型没有任何版本放得下：请再释放 {missing}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The disk holding {folder} is full: this download still needs {needed}, and {reserve} more stays free for your system. Free up {total} there, then try again (what was downloaded is kept).</source>
        <translation>{folder} 所在的磁盘已满：此下载还需要 {needed}，另有 {reserve} 为系统保留。请在该磁盘上释放 {total}，然后重试（已下载的部分会保留）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{repo} has no {quant} version (it has {available}).</source>
        <translation>{repo} 没有 {quant} 版本（现有版本：{available}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The download stopped because of an unexpected problem; press Retry.</source>
        <translation>下载因意外问题而停止；请按“重试”。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checking the downloaded file</source>
        <translation>正在检查下载的文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another download of the same file</source>
        <translation>正在等待同一文件的另一个下载</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{reason}; trying again in {wait} (attempt {attempt} of {attempts})</source>
        <translation>{reason}；{wait}后重试（第 {attempt} 次，共 {attempts} 次）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The list of downloads could not be read and was left out.</source>
        <translation>无法读取下载列表，已将其略过。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some downloads in the list could not be read and were left out.</source>
        <translation>列表中的部分下载无法读取，已将其略过。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The old file was kept as {name}.</source>
        <translation>旧文件已保留为 {name}。</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../../desktop/gui/library/library_model.py" line="+46"/>
        <source> · Loaded</source>
        <translation> · 已加载</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can also</source>
        <translation>其他能力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On this computer</source>
        <translation>在这台电脑上</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>see images</source>
        <translation>看图片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>think</source>
        <translation>思考</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use tools</source>
        <translation>使用工具</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All models</source>
        <translation>所有模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can see images</source>
        <translation>能看图片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can think</source>
        <translation>能思考</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can use tools</source>
        <translation>能使用工具</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damaged files</source>
        <translation>损坏的文件</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This file cannot be read.</source>
        <translation>无法读取此文件。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>LlamaDesk could not work out whether this model fits ({0}).</source>
        <translation>LlamaDesk 无法判断此模型是否放得下 ({0})。</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>{0} (from Ollama)</source>
        <translation>{0}（来自 Ollama）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Damaged: {0}</source>
        <translation>已损坏：{0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>read text aloud ({0} languages)</source>
        <translation>朗读文字（{0} 种语言）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read text aloud</source>
        <translation>朗读文字</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hear speech</source>
        <translation>听懂语音</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{0} tokens of context</source>
        <translation>{0} 个 token 的上下文</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>can also: {0}</source>
        <translation>其他能力：{0}</translation>
    </message>
</context>
<context>
    <name>LibraryView</name>
    <message>
        <location filename="../../desktop/gui/library/library_view.py" line="+57"/>
        <source>Your models</source>
        <translation>您的模型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search models</source>
        <translation>搜索模型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search by name or version</source>
        <translation>按名称或版本搜索</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show which models</source>
        <translation>显示哪些模型</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Models on this computer</source>
        <translation>这台电脑上的模型</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Library status</source>
        <translation>模型库状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking for models…</source>
        <translation>正在查找模型…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Problem with the selected model</source>
        <translation>所选模型有问题</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look again</source>
        <translation>重新查找</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for models again</source>
        <translation>重新查找模型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add file…</source>
        <translation>添加文件…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model file to the library</source>
        <translation>将模型文件添加到模型库</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>添加文件夹…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a folder of models to the library</source>
        <translation>将模型文件夹添加到模型库</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show in folder</source>
        <translation>在文件夹中显示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected model in its folder</source>
        <translation>在文件夹中显示所选模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected model from this computer</source>
        <translation>从这台电脑删除所选模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load</source>
        <translation>加载</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the selected model</source>
        <translation>加载所选模型</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>1 model found.</source>
        <translation>找到 1 个模型。</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>找到 %Ln 个模型。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No models found. Add a file or a folder, or drop one here.</source>
        <translation>未找到模型。请添加文件或文件夹，或拖放到这里。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Looking for models failed.</source>
        <translation>查找模型失败。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} cannot be used: {1}</source>
        <translation>{0} 无法使用：{1}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0}: not a model file (.gguf) or folder, so not added.</source>
        <translation>{0}：不是模型文件 (.gguf) 或文件夹，因此未添加。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Add a model</source>
        <translation>添加模型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF 模型 (*.gguf);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a folder of models</source>
        <translation>添加模型文件夹</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete model</source>
        <translation>删除模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete {0} (1 file) from this computer? This cannot be undone.</source>
        <translation>要从这台电脑删除 {0}（1 个文件）吗？此操作无法撤销。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Delete {0} (%Ln files) from this computer? This cannot be undone.</source>
        <translation>
            <numerusform>要从这台电脑删除 {0}（%Ln 个文件）吗？此操作无法撤销。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deleting {0}…</source>
        <translation>正在删除 {0}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} was deleted.</source>
        <translation>已删除 {0}。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model was not deleted.</source>
        <translation>模型未被删除。</translation>
    </message>
</context>
<context>
    <name>ListChoice</name>
    <message>
        <location filename="../../desktop/gui/widgets/list_choice.py" line="+21"/>
        <source>Select {what} in the list first.</source>
        <translation>请先在列表中选择{what}。</translation>
    </message>
</context>
<context>
    <name>LoadAdvanced</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+29"/>
        <source>Advanced settings</source>
        <translation>高级设置</translation>
    </message>
</context>
<context>
    <name>LoadPlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="+52"/>
        <source>Settings chosen for this computer</source>
        <translation>为这台电脑选择的设置</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>No graphics card found: the model will run on the processor.</source>
        <translation>未找到显卡：模型将在处理器上运行。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everything on {0}.</source>
        <translation>全部在 {0} 上。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} of {1} layers on {2}; the rest on the processor.</source>
        <translation>{1} 层中的 {0} 层在 {2} 上；其余在处理器上。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model will run on the processor, as you chose.</source>
        <translation>按您的选择，模型将在处理器上运行。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The model will run on the processor.</source>
        <translation>模型将在处理器上运行。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} at {1} tokens of context.</source>
        <translation>上下文为 {1} 个 token 时，{0}。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>On the graphics card: {size} of {free} free graphics memory: {over} too much.</source>
        <translation>显卡上：可用显存 {free} 中需要 {size}：超出 {over}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the graphics card: {size} of {free} free graphics memory.</source>
        <translation>显卡上：可用显存 {free} 中需要 {size}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory: {over} too much.</source>
        <translation>电脑内存中：可用内存 {free} 中需要 {size}：超出 {over}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory.</source>
        <translation>电脑内存中：可用内存 {free} 中需要 {size}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory: {over} too much.</source>
        <translation>可用显存为 {free}：超出 {over}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory.</source>
        <translation>可用显存为 {free}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory: {over} too much.</source>
        <translation>可用内存为 {free}：超出 {over}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory.</source>
        <translation>可用内存为 {free}。</translation>
    </message>
</context>
<context>
    <name>LoadView</name>
    <message>
        <location filename="../../desktop/gui/load/load_view.py" line="+98"/>
        <source>Load a model</source>
        <translation>加载模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a file…</source>
        <translation>打开文件…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a model file</source>
        <translation>打开模型文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+1"/>
        <source>Show advanced settings</source>
        <translation>显示高级设置</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+344"/>
        <source>Load</source>
        <translation>加载</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>Load the model</source>
        <translation>加载模型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel loading</source>
        <translation>取消加载</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unload</source>
        <translation>移出内存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unload the model</source>
        <translation>将模型移出内存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show server log</source>
        <translation>显示服务器日志</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Loading progress</source>
        <translation>加载进度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading progress, in words</source>
        <translation>加载进度（文字）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load status</source>
        <translation>加载状态</translation>
    </message>
    <message>
        <location line="+69"/>
        <source> (damaged)</source>
        <translation> (已损坏)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No models found yet. Add a model file (.gguf) in the Library or download one in Discover.</source>
        <translation>还没有找到模型。请在模型库中添加模型文件 (.gguf)，或在“发现”中下载一个。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Open a model</source>
        <translation>打开模型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF 模型 (*.gguf);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loading the model…</source>
        <translation>正在加载模型…</translation>
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
        <translation> · 剩余约 {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Loaded in {0}.</source>
        <translation>加载用时 {0}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded: {0}</source>
        <translation>已加载：{0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is ready.</source>
        <translation>{0} 已就绪。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Loading was cancelled.</source>
        <translation>已取消加载。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> “Show server log” has the details.</source>
        <translation>详情请看“显示服务器日志”。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No model is loaded.</source>
        <translation>未加载模型。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Load this one instead</source>
        <translation>改为加载这个</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load another</source>
        <translation>加载其他模型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} is loaded now. Press “Load this one instead” to switch to the model picked above.</source>
        <translation>现在已加载 {0}。按“改为加载这个”切换到上面选择的模型。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Something unexpected went wrong while reading the model.</source>
        <translation>读取模型时出现意外问题。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/gui/shell/main_window.py" line="+67"/>
        <source>Library</source>
        <translation>模型库</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discover</source>
        <translation>发现</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>加载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Pages</source>
        <translation>页面</translation>
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
        <translation>{page}页面</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show {page}</source>
        <translation>显示{page}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The starter model is not installed.</source>
        <translation>未安装入门模型。</translation>
    </message>
    <message>
        <location line="+80"/>
        <location line="+6"/>
        <source>Settings file damaged</source>
        <translation>设置文件已损坏</translation>
    </message>
</context>
<context>
    <name>McpServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="+102"/>
        <source>About MCP servers</source>
        <translation>关于 MCP 服务器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Programs or web services that give the model more tools, as in other apps. They are kept in {0}. Turn one on for a chat with its Tools button.</source>
        <translation>为模型提供更多工具的程序或网络服务，与其他应用中的相同。它们保存在 {0} 中。在聊天中用“工具”按钮打开。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MCP servers</source>
        <translation>MCP 服务器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test the selected MCP server</source>
        <translation>测试所选 MCP 服务器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected MCP server</source>
        <translation>移除所选 MCP 服务器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the selected server&apos;s tools need your approval</source>
        <translation>所选服务器的工具何时需要您的批准</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New MCP server&apos;s name</source>
        <translation>新 MCP 服务器的名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. files</source>
        <translation>例如 files</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New MCP server&apos;s command or web address</source>
        <translation>新 MCP 服务器的命令或网址</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. npx -y @modelcontextprotocol/server-memory</source>
        <translation>例如 npx -y @modelcontextprotocol/server-memory</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add server</source>
        <translation>添加服务器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add this MCP server</source>
        <translation>添加此 MCP 服务器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command or address</source>
        <translation>命令或地址</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP server status</source>
        <translation>MCP 服务器状态</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Added {0}. Press Test to try it.</source>
        <translation>已添加 {0}。按“测试”试一试。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Removed {0}.</source>
        <translation>已移除 {0}。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Testing {0}…</source>
        <translation>正在测试 {0}…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The MCP servers could not be read or saved.</source>
        <translation>无法读取或保存 MCP 服务器。</translation>
    </message>
</context>
<context>
    <name>MemoryBar</name>
    <message>
        <location filename="../../desktop/gui/load/memory_bar.py" line="+54"/>
        <location line="+22"/>
        <source>free memory</source>
        <translation>可用内存</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Memory needed</source>
        <translation>需要的内存</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Pick a model to see how much memory it needs.</source>
        <translation>选择一个模型，查看它需要多少内存。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: needs {1}.</source>
        <translation>{0}：需要 {1}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0}.</source>
        <translation>需要 {0}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: needs {1} of {2} {3}: {4} too much.</source>
        <translation>{0}：需要 {1}，{3}为 {2}：超出 {4}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs {0} of {1} {2}: {3} too much.</source>
        <translation>需要 {0}，{2}为 {1}：超出 {3}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: needs {1} of {2} {3}.</source>
        <translation>{0}：需要 {1}，{3}为 {2}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0} of {1} {2}.</source>
        <translation>需要 {0}，{2}为 {1}。</translation>
    </message>
</context>
<context>
    <name>MessageColumn</name>
    <message>
        <location filename="../../desktop/gui/chat/message_column.py" line="+31"/>
        <source>This answer was interrupted. Press Retry to write it again.</source>
        <translation>此回答被中断了。按“重试”重新写。</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <location filename="../../desktop/gui/chat/message_text.py" line="+247"/>
        <source>Edit message</source>
        <translation>编辑消息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter saves and sends again, Esc cancels.</source>
        <translation>Ctrl+Enter 保存并重新发送，Esc 取消。</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <location filename="../../desktop/gui/chat/message_view.py" line="+42"/>
        <source>Read aloud</source>
        <translation>朗读</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading</source>
        <translation>停止朗读</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>您</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your message</source>
        <translation>您的消息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant message</source>
        <translation>助手的消息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System message</source>
        <translation>系统消息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool message</source>
        <translation>工具消息</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location line="+61"/>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <location line="+100"/>
        <location line="+7"/>
        <source>Thinking</source>
        <translation>思考</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+315"/>
        <source>Show thinking</source>
        <translation>显示思考过程</translation>
    </message>
    <message>
        <location line="-402"/>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message text</source>
        <translation>消息文本</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Attached pictures</source>
        <translation>已附加的图片</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Save and send</source>
        <translation>保存并发送</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save and send the edited message</source>
        <translation>保存并发送编辑后的消息</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel editing</source>
        <translation>取消编辑</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Answer figures</source>
        <translation>回答数据</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry this answer</source>
        <translation>重试此回答</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Copy message text</source>
        <translation>复制消息文本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write this answer again</source>
        <translation>重新写此回答</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit and send again</source>
        <translation>编辑并重新发送</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+333"/>
        <source>Read this answer aloud</source>
        <translation>朗读此回答</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Pictures: {names}</source>
        <translation>图片：{names}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Copy code</source>
        <translation>复制代码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code {number}/{count}</source>
        <translation>复制代码 {number}/{count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy code block {number} of {count} ({language})</source>
        <translation>复制代码块 {number}/{count} ({language})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code block {number} of {count}</source>
        <translation>复制代码块 {number}/{count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy: {line}</source>
        <translation>复制：{line}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy this code</source>
        <translation>复制此代码</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Stop reading this answer aloud</source>
        <translation>停止朗读此回答</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Hide thinking</source>
        <translation>隐藏思考过程</translation>
    </message>
</context>
<context>
    <name>ModelBanner</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_banner.py" line="+34"/>
        <source>Model status</source>
        <translation>模型状态</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>加载</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the model offered</source>
        <translation>加载推荐的模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to Load</source>
        <translation>前往加载</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the Load page</source>
        <translation>前往“加载”页面</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The model is loading. You can write already.</source>
        <translation>模型正在加载。您已经可以开始输入了。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No model is loaded. Sending will load {name} again.</source>
        <translation>未加载模型。发送时会重新加载 {name}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load a model to start chatting.</source>
        <translation>加载一个模型即可开始聊天。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was sent: no model is loaded. Pick one on the Load page; your message stays in the box.</source>
        <translation>未发送：未加载模型。请在“加载”页面选择一个；您的消息仍在输入框中。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was sent: no model is loaded. Load {stem} to send it, or pick another model on the Load page.</source>
        <translation>未发送：未加载模型。加载 {stem} 即可发送，或在“加载”页面选择其他模型。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load it and send</source>
        <translation>加载并发送</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load {name}, then send your message.</source>
        <translation>加载 {name}，然后发送您的消息。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your chats could not be read or saved because of an unexpected problem.</source>
        <translation>由于出现意外问题，无法读取或保存您的聊天。</translation>
    </message>
</context>
<context>
    <name>ModelCardView</name>
    <message>
        <location filename="../../desktop/gui/discover/model_card.py" line="+27"/>
        <source>Model description</source>
        <translation>模型描述</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This model has no description.</source>
        <translation>此模型没有描述。</translation>
    </message>
</context>
<context>
    <name>ModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+31"/>
        <source>Model to chat with</source>
        <translation>用于聊天的模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>The model that answers. Pick another to load it.</source>
        <translation>负责回答的模型。选择其他模型即可加载。</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
</context>
<context>
    <name>ModelWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/model_words.py" line="+26"/>
        <source>{file} was not found. It may have been moved or deleted.</source>
        <translation>找不到 {file}。它可能已被移动或删除。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a folder, not a model file.</source>
        <translation>{file} 是文件夹，不是模型文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a model file.</source>
        <translation>{file} 不是模型文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} can&apos;t be read: LlamaDesk is not allowed to open it.</source>
        <translation>无法读取 {file}：LlamaDesk 无权打开它。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could not be read.</source>
        <translation>无法读取 {file}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is empty (the download did not finish?). Download it again.</source>
        <translation>{file} 是空文件（下载没有完成？）。请重新下载。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is incomplete (the download did not finish?). Download it again.</source>
        <translation>{file} 不完整（下载没有完成？）。请重新下载。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a model but a web page or error message (the download failed?). Download it again.</source>
        <translation>{file} 不是模型，而是网页或错误信息（下载失败了？）。请重新下载。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} only points to the model; it is not the model itself. Download the real file.</source>
        <translation>{file} 只是指向模型，并不是模型本身。请下载真正的文件。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a GGUF model file.</source>
        <translation>{file} 不是 GGUF 模型文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was made for another kind of computer (big-endian), which LlamaDesk cannot use.</source>
        <translation>{file} 是为另一类电脑（大端序）制作的，LlamaDesk 无法使用。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in an old format (GGUF version 1). Download a newer conversion of the model.</source>
        <translation>{file} 是旧格式（GGUF 版本 1）。请下载该模型较新的转换版本。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in GGUF version {version}, which LlamaDesk cannot read (a newer or damaged file?).</source>
        <translation>{file} 是 GGUF 版本 {version}，LlamaDesk 无法读取（较新的或已损坏的文件？）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is damaged and can&apos;t be read as a model. Download it again.</source>
        <translation>{file} 已损坏，无法作为模型读取。请重新下载。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a model file LlamaDesk can use (it names no kind of model).</source>
        <translation>{file} 不是 LlamaDesk 能使用的模型文件（它没有注明模型类型）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Part {number} of {count} of {file} is missing ({part} is not in the same folder).</source>
        <translation>{file} 共 {count} 部分，缺少第 {number} 部分（{part} 不在同一文件夹中）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model is split into {count} parts, and these are missing: {parts}. Download it again or delete it.</source>
        <translation>此模型分为 {count} 部分，缺少以下部分：{parts}。请重新下载或删除它。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is part {number} of {count} of a split model, but its name does not end in {suffix}, so the other parts cannot be found.</source>
        <translation>{file} 是分卷模型的第 {number} 部分（共 {count} 部分），但它的名称不以 {suffix} 结尾，因此找不到其他部分。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The parts of {file} do not belong together (parts of different downloads mixed?). Download the model again.</source>
        <translation>{file} 的各部分不属于同一模型（混入了不同下载的部分？）。请重新下载该模型。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ollama&apos;s {name} can&apos;t be used: Ollama&apos;s record of it is damaged. Download it again in Ollama.</source>
        <translation>无法使用 Ollama 的 {name}：Ollama 对它的记录已损坏。请在 Ollama 中重新下载。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ollama&apos;s {name} has no model file of its own (it may be a cloud model).</source>
        <translation>Ollama 的 {name} 没有自己的模型文件（可能是云端模型）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama&apos;s {name} can&apos;t be used: its model file is missing from Ollama&apos;s folder. Download it again in Ollama.</source>
        <translation>无法使用 Ollama 的 {name}：Ollama 文件夹中缺少它的模型文件。请在 Ollama 中重新下载。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The starter model comes with LlamaDesk and cannot be deleted.</source>
        <translation>入门模型随 LlamaDesk 提供，无法删除。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} belongs to Ollama. Remove it in Ollama (ollama rm {name}).</source>
        <translation>{name} 属于 Ollama。请在 Ollama 中移除它（ollama rm {name}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some files of {name} could not be deleted. Check that you may change that folder and that no other program uses them.</source>
        <translation>{name} 的部分文件无法删除。请检查你是否有权修改该文件夹，以及是否有其他程序正在使用这些文件。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is the picture part of a model (a vision projector), not a chat model. Pick the model file it belongs to.</source>
        <translation>{file} 是模型的图片部分（视觉投影器），不是聊天模型。请选择它所属的模型文件。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a speech model ({family}): it reads answers aloud, it does not chat. Choose it in Settings → Voice, and load a chat model here.</source>
        <translation>{file} 是语音模型（{family}）：它朗读回答，不能聊天。请在“设置 → 语音”中选择它，并在这里加载聊天模型。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server can&apos;t use the graphics card: files it needs are missing ({names}). Reinstall the runtime in Settings, or update the graphics card&apos;s driver.</source>
        <translation>模型服务器无法使用显卡：缺少它需要的文件（{names}）。请在设置中重新安装运行时，或更新显卡驱动。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LlamaDesk can&apos;t use {value} as the {setting}. Choose another value in Settings or on the Load page.</source>
        <translation>LlamaDesk 无法将 {value} 用作{setting}。请在设置或“加载”页面中选择其他值。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of parallel chats</source>
        <translation>并行聊天数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of layers on the graphics card</source>
        <translation>显卡上的层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>context cache type</source>
        <translation>上下文缓存类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flash attention setting</source>
        <translation>Flash Attention 设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of graphics memory</source>
        <translation>显存占用比例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra arguments</source>
        <translation>额外参数</translation>
    </message>
</context>
<context>
    <name>OfflineBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+6"/>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Try reaching Hugging Face again</source>
        <translation>重新尝试连接 Hugging Face</translation>
    </message>
</context>
<context>
    <name>PageScroll</name>
    <message>
        <location filename="../../desktop/gui/shell/window_fit.py" line="+52"/>
        <source>{page} page, scrolled</source>
        <translation>{page}页面，已滚动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scroll the {page} page</source>
        <translation>滚动{page}页面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scroll the {page} page sideways</source>
        <translation>横向滚动{page}页面</translation>
    </message>
</context>
<context>
    <name>PassageView</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+49"/>
        <source>Source {number}: {label}</source>
        <translation>来源 {number}：{label}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cited passage</source>
        <translation>引用的段落</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the passage is from</source>
        <translation>段落的出处</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Section</source>
        <translation>章节</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passage text</source>
        <translation>段落文本</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open file</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open {name}</source>
        <translation>打开 {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the whole file in the app your computer uses for it.</source>
        <translation>用您电脑上对应的应用打开整个文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is no longer where it was when it was indexed.</source>
        <translation>此文件已不在建立索引时的位置。</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <location filename="../../desktop/gui/load/placement.py" line="+39"/>
        <source>processor (CPU)</source>
        <translation>处理器 (CPU)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Remembers up to {0} tokens of conversation.</source>
        <translation>最多记住 {0} 个 token 的对话。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (conversation memory: {0})</source>
        <translation> （对话记忆：{0}）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Runs on the graphics card: {0}.</source>
        <translation>在显卡上运行：{0}。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> ({0} of {1} layers)</source>
        <translation> （{1} 层中的 {0} 层）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All {0} layers on the graphics card.</source>
        <translation>全部 {0} 层都在显卡上。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is on the graphics card.</source>
        <translation>模型在显卡上。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU).</source>
        <translation>在处理器 (CPU) 上运行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All {0} layers on the processor.</source>
        <translation>全部 {0} 层都在处理器上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All on the processor.</source>
        <translation>全部在处理器上。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics card not used ({0})</source>
        <translation>未使用显卡 ({0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU), as you chose.</source>
        <translation>按您的选择，在处理器 (CPU) 上运行。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}: you chose CPU only for this model.</source>
        <translation>{0}：您为此模型选择了仅 CPU。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the installed llama.cpp runtime can only use the processor.</source>
        <translation>已安装的 llama.cpp 运行时只能使用处理器。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It does not fit in its free memory.</source>
        <translation>它的可用内存放不下。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your graphics card ({0}) is not used. {1}</source>
        <translation>未使用您的显卡 ({0})。{1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not enough free graphics memory for this model.</source>
        <translation>可用显存不足以运行此模型。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>llama.cpp put no part of the model on it (the server log says why).</source>
        <translation>llama.cpp 没有把模型的任何部分放到显卡上（服务器日志中有原因）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
</context>
<context>
    <name>PlacementBox</name>
    <message>
        <location filename="../../desktop/gui/load/placement_box.py" line="+23"/>
        <location line="+2"/>
        <source>Where the model runs</source>
        <translation>模型在哪里运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layers on the graphics card</source>
        <translation>显卡上的层数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loaded context</source>
        <translation>已加载的上下文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics card warning</source>
        <translation>显卡警告</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes from loading</source>
        <translation>加载时的说明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start chatting</source>
        <translation>开始聊天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the Chat page</source>
        <translation>前往“聊天”页面</translation>
    </message>
</context>
<context>
    <name>PlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="-278"/>
        <source>Will it run</source>
        <translation>能否运行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length slider</source>
        <translation>上下文长度滑块</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length, in tokens</source>
        <translation>上下文长度，以 token 计</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context limit</source>
        <translation>上下文上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context warning</source>
        <translation>上下文警告</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Graphics card plan</source>
        <translation>显卡方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why these settings</source>
        <translation>为什么是这些设置</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics memory needed</source>
        <translation>需要的显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory needed</source>
        <translation>需要的内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed, in words</source>
        <translation>需要的内存（文字）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Context</source>
        <translation>上下文(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much of the conversation the model keeps in mind.</source>
        <translation>模型能记住多少对话内容。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading the model…</source>
        <translation>正在读取模型…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This model was trained for up to {0} tokens.</source>
        <translation>此模型训练时最多使用 {0} 个 token。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model does not say how long a context it handles.</source>
        <translation>此模型没有说明它能处理多长的上下文。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Fits in GPU memory up to {0} (the green part of the slider); more is slower.</source>
        <translation>在 {0} 以内可放入 GPU 显存（滑块的绿色部分）；更长会更慢。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This model can&apos;t be used.</source>
        <translation>此模型无法使用。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>free graphics memory</source>
        <translation>可用显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the graphics card</source>
        <translation>显卡上</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>free memory</source>
        <translation>可用内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the computer&apos;s memory</source>
        <translation>电脑内存中</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Fits in GPU memory up to {0}.</source>
        <translation>在 {0} 以内可放入 GPU 显存。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} is more than fits in GPU memory ({1}): part of the model will run on the processor, which is slower.</source>
        <translation>{0} 超出了 GPU 显存能放下的量 ({1})：模型的一部分将在处理器上运行，速度更慢。</translation>
    </message>
</context>
<context>
    <name>PlanWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/plan_words.py" line="+40"/>
        <source>Runs fully on the graphics card</source>
        <translation>完全在显卡上运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs partly on the graphics card</source>
        <translation>部分在显卡上运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs on the processor</source>
        <translation>在处理器上运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too big for this computer</source>
        <translation>对这台电脑来说太大</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conversation memory</source>
        <translation>对话记忆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>working space</source>
        <translation>工作空间</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chosen context length ({chosen_tokens}) is longer than the {trained_tokens} this model was trained for; answers may get worse near the end of long chats.</source>
        <translation>所选上下文长度（{chosen_tokens}）超过了此模型训练时的 {trained_tokens}；在长对话的后段，回答可能会变差。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You chose to run the model on the processor only.</source>
        <translation>您选择了只在处理器上运行模型。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of the chosen graphics cards was found, so the model runs on the processor.</source>
        <translation>未找到所选的任何显卡，因此模型在处理器上运行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No graphics card was found, so the model runs on the processor.</source>
        <translation>未找到显卡，因此模型在处理器上运行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the whole model fits in graphics memory.</source>
        <translation>上下文长度已从 {from_tokens} 缩短到 {to_tokens}，以便整个模型能放入显存。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model fits in the free memory of {gpus} ({usable_size} usable), so it runs fully on the graphics card.</source>
        <translation>模型能放入 {gpus} 的可用显存（可供使用 {usable_size}），因此完全在显卡上运行。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model is too big for one graphics card, so it is split across {count} cards: {gpus} ({usable_size} usable).</source>
        <translation>模型对一块显卡来说太大，因此分布在 {count} 块显卡上：{gpus}（可用 {usable_size}）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more graphics memory than is free; up to {largest_tokens} would run fully on the graphics card.</source>
        <translation>所选上下文长度（{chosen_tokens}）需要的显存超过了可用量；{largest_tokens} 以内可以完全在显卡上运行。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {usable_size} of usable graphics memory and {free_size} of free memory.</source>
        <translation>模型约需 {need_size}，但这台电脑只有 {usable_size} 可用显存和 {free_size} 可用内存。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} has too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus} 的可用显存太少（{free_size}），帮不上忙，因此模型在处理器上运行。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} have too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus} 的可用显存太少（{free_size}），帮不上忙，因此模型在处理器上运行。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size} but only {usable_size} of graphics memory is usable, so part of it runs on the processor, which is slower.</source>
        <translation>模型约需 {need_size}，但只有 {usable_size} 显存可用，因此一部分在处理器上运行，速度更慢。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose to put every layer on the graphics card, but the model needs about {need_size} and only {usable_size} of graphics memory is usable: loading will probably fail. Choose Automatic to run part of it on the processor.</source>
        <translation>您选择了把所有层都放在显卡上，但模型约需 {need_size}，而只有 {usable_size} 显存可用：加载很可能会失败。请选择“自动”，让一部分在处理器上运行。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so {layers} layers fit in graphics memory.</source>
        <translation>上下文长度已从 {from_tokens} 缩短到 {to_tokens}，以便 {layers} 层能放入显存。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose {layers} of {total_layers} layers on {gpus}; the rest run on the processor, which is slower.</source>
        <translation>您选择了把 {total_layers} 层中的 {layers} 层放在 {gpus} 上；其余在处理器上运行，速度更慢。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those layers need about {need_size} of graphics memory, but only {usable_size} is usable: loading will probably fail. Choose fewer layers.</source>
        <translation>这些层约需 {need_size} 显存，但只有 {usable_size} 可用：加载很可能会失败。请选择更少的层。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The layers left on the processor need about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>留在处理器上的层约需 {need_size}，但这台电脑只有 {free_size} 可用内存。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>模型约需 {need_size}，但这台电脑只有 {free_size} 可用内存。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the model fits in the free memory.</source>
        <translation>上下文长度已从 {from_tokens} 缩短到 {to_tokens}，以便模型能放入可用内存。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more memory than is free ({free_size}); up to {largest_tokens} would fit.</source>
        <translation>所选上下文长度（{chosen_tokens}）需要的内存超过了可用内存（{free_size}）；{largest_tokens} 以内可以放下。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>needs about {size}</source>
        <translation>约需 {size}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs about {size}: {parts}</source>
        <translation>约需 {size}：{parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>uses about {size}: {parts}</source>
        <translation>约使用 {size}：{parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>about {size}</source>
        <translation>约 {size}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{size} {part}</source>
        <translation>{part} {size}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{count} tokens</source>
        <translation>{count} 个 token</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <location filename="../../desktop/gui/chat/read_aloud.py" line="+21"/>
        <source>Reading the answer aloud. Press “Stop reading” to stop.</source>
        <translation>正在朗读回答。按“停止朗读”停止。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer could not be read aloud; try again.</source>
        <translation>无法朗读回答；请重试。</translation>
    </message>
</context>
<context>
    <name>RemoteServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="+58"/>
        <source>Office PC</source>
        <translation>办公室电脑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server name</source>
        <translation>远程服务器名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>http://192.168.1.20:8080</source>
        <translation>http://192.168.1.20:8080</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server address</source>
        <translation>远程服务器地址</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s API key, if it has one</source>
        <translation>服务器的 API 密钥（如果有）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server key</source>
        <translation>远程服务器密钥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add server</source>
        <translation>添加服务器(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add remote server</source>
        <translation>添加远程服务器</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key</source>
        <translation>密钥</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About remote servers</source>
        <translation>关于远程服务器</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Asking {0} for its models…</source>
        <translation>正在向 {0} 询问它的模型…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no models yet</source>
        <translation>还没有模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added {0}: it offers {1}.</source>
        <translation>已添加 {0}：它提供 {1}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not added. {0}</source>
        <translation>未添加。{0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a server</source>
        <translation>一台服务器</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Removed {0}.</source>
        <translation>已移除 {0}。</translation>
    </message>
</context>
<context>
    <name>RemoteWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/remote_words.py" line="+19"/>
        <source>The server&apos;s address is empty. Enter one like http://192.168.1.20:8080.</source>
        <translation>服务器地址为空。请输入类似 http://192.168.1.20:8080 的地址。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a web address LlamaDesk can use: it must start with http:// or https://.</source>
        <translation>{address} 不是 LlamaDesk 能使用的网址：它必须以 http:// 或 https:// 开头。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} has a port that is not a number from 1 to 65535.</source>
        <translation>{address} 的端口不是 1 到 65535 之间的数字。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} names no computer. Enter one like http://192.168.1.20:8080.</source>
        <translation>{address} 没有指明计算机。请输入类似 http://192.168.1.20:8080 的地址。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the server a name, such as “Office PC”.</source>
        <translation>请给服务器起个名字，例如“办公室电脑”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a server named {name}. Pick another name.</source>
        <translation>已有名为 {name} 的服务器。请换一个名字。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no saved server named {name}. Give its address instead, like http://192.168.1.20:8080.</source>
        <translation>没有名为 {name} 的已保存服务器。请改为提供其地址，例如 http://192.168.1.20:8080。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} did not list its models (HTTP {status}). Check that {address} is an OpenAI-compatible server, such as llama-server.</source>
        <translation>{name} 没有列出其模型（HTTP {status}）。请检查 {address} 是否为 OpenAI 兼容的服务器，例如 llama-server。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{address} did not answer like an OpenAI-compatible server (its /v1/models has no model list).</source>
        <translation>{address} 的回答不像 OpenAI 兼容的服务器（其 /v1/models 中没有模型列表）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s certificate could not be verified, so LlamaDesk did not connect (it only talks to servers whose certificate is trusted). Use the server&apos;s correct https address, or a certificate this computer trusts.</source>
        <translation>无法验证 {name} 的证书，因此 LlamaDesk 没有连接（它只与证书受信任的服务器通信）。请使用服务器正确的 https 地址，或本计算机信任的证书。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Can&apos;t reach {name} at {address}. Check that its server is running and that this computer can reach it, then press Retry.</source>
        <translation>无法连接位于 {address} 的 {name}。请检查其服务器是否在运行、本计算机能否访问它，然后按“重试”。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} refused the key. Check the key for it in Settings → Remote servers.</source>
        <translation>{name} 拒绝了密钥。请在“设置 → 远程服务器”中检查其密钥。</translation>
    </message>
</context>
<context>
    <name>RepoPage</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_page.py" line="+68"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download size</source>
        <translation>下载大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Will it run here</source>
        <translation>能否在这里运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed</source>
        <translation>需要的内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested</source>
        <translation>建议</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded</source>
        <translation>已下载</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open: anyone can download it.</source>
        <translation>公开：任何人都可以下载。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gated: it needs a Hugging Face token in Settings and accepting the licence on the model&apos;s page on huggingface.co before it can be downloaded.</source>
        <translation>受限：下载前需要在设置中填写 Hugging Face 令牌，并在 huggingface.co 上该模型的页面接受许可协议。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated: accept the licence on the model&apos;s page on huggingface.co, signed in to the account of the token in Settings, before downloading.</source>
        <translation>受限：下载前，请用设置中令牌所属的账号登录 huggingface.co，在该模型的页面接受许可协议。</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>← &amp;Back</source>
        <translation>← 返回(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the search results</source>
        <translation>返回搜索结果</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open on huggingface.co</source>
        <translation>在 huggingface.co 上打开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open this model&apos;s page in the web browser</source>
        <translation>在网页浏览器中打开此模型的页面</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model details status</source>
        <translation>模型详情状态</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Licence</source>
        <translation>许可协议</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Who can download it</source>
        <translation>谁可以下载</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Downloads</source>
        <translation>下载</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Access</source>
        <translation>访问</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Versions of this model</source>
        <translation>此模型的版本</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Image files</source>
        <translation>读图文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+252"/>
        <source>&amp;Download</source>
        <translation>下载(&amp;D)</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Download the selected version</source>
        <translation>下载所选版本</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About this model</source>
        <translation>关于此模型</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Getting the list of versions from Hugging Face…</source>
        <translation>正在从 Hugging Face 获取版本列表…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} downloads, {1} likes</source>
        <translation>{0} 次下载，{1} 个赞</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The versions show once Hugging Face answers: press Try again above.</source>
        <translation>Hugging Face 响应后会显示版本：请按上方的“重试”。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s details could not be read from Hugging Face.</source>
        <translation>无法从 Hugging Face 读取模型详情。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This repo has no model files that LlamaDesk can use.</source>
        <translation>此仓库没有 LlamaDesk 能使用的模型文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No version of this model fits in this computer&apos;s memory.</source>
        <translation>此模型没有任何版本能放入这台电脑的内存。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is recommended for this computer: the best quality that runs well here.</source>
        <translation>推荐这台电脑使用 {0}：在这里运行良好的最佳质量。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>1 file</source>
        <translation>1 个文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} parts</source>
        <translation>{0} 个分卷</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+83"/>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>&amp;Download {0} ({1})</source>
        <translation>下载 {0} ({1})(&amp;D)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Download anyway?</source>
        <translation>仍要下载吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This version needs more memory than this computer has (about {0}), so it will probably not load. Download it anyway?</source>
        <translation>此版本需要的内存超过这台电脑拥有的（约 {0}），因此很可能无法加载。仍要下载吗？</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>about {0} at {1} tokens</source>
        <translation>{1} 个 token 时约 {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} or less (a first guess)</source>
        <translation>{0} 或更少（初步估计）</translation>
    </message>
</context>
<context>
    <name>RepoProjectors</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_projectors.py" line="+21"/>
        <source>Image file</source>
        <translation>读图文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded with the model</source>
        <translation>与模型一起下载</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Image files of this model</source>
        <translation>此模型的读图文件</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not stated</source>
        <translation>未注明</translation>
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
        <translation>{hosts} 不是电脑的地址和端口，应类似 192.168.1.20:{port}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can&apos;t reach the computer sharing its devices at {hosts}. Start LlamaDesk&apos;s “Share this computer” there, or remove it from the computers to use.</source>
        <translation>无法连接在 {hosts} 共享设备的电脑。请在那台电脑上启动 LlamaDesk 的“共享这台电脑”，或将它从要使用的电脑中移除。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This runtime can&apos;t use other computers: it may be built without that part of llama.cpp. Install the runtime again in Settings.</source>
        <translation>此运行时无法使用其他电脑：它可能在构建时没有包含 llama.cpp 的这一部分。请在设置中重新安装运行时。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This runtime has no program for sharing this computer&apos;s devices. Install the runtime again in Settings.</source>
        <translation>此运行时没有用于共享这台电脑设备的程序。请在设置中重新安装运行时。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The port must be a number from 1 to 65535, not {port}.</source>
        <translation>端口必须是 1 到 65535 之间的数字，而不是 {port}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port {port} is already in use on this computer. Pick another port.</source>
        <translation>这台电脑上的端口 {port} 已被占用。请选择其他端口。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that shares this computer&apos;s devices could not be started. Install the runtime again in Settings.</source>
        <translation>无法启动共享这台电脑设备的程序。请在设置中重新安装运行时。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t share at {address}: the port is in use, or the address is not this computer&apos;s. Pick another port or address.</source>
        <translation>无法在 {address} 共享：端口已被占用，或该地址不属于这台电脑。请选择其他端口或地址。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that shares this computer&apos;s devices stopped as it started.</source>
        <translation>共享这台电脑设备的程序在启动时停止了。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing at {address} did not start within {time}. Try again.</source>
        <translation>在 {address} 的共享未能在 {time}内启动。请重试。</translation>
    </message>
</context>
<context>
    <name>RuntimeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="+150"/>
        <source>Runtime in use</source>
        <translation>正在使用的运行时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking…</source>
        <translation>正在查找…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtimes found</source>
        <translation>找到的运行时</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Use selected</source>
        <translation>使用所选(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the selected runtime</source>
        <translation>使用所选运行时</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose &amp;automatically</source>
        <translation>自动选择(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the runtime automatically</source>
        <translation>自动选择运行时</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected runtime</source>
        <translation>移除所选运行时</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Look again</source>
        <translation>重新查找</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for runtimes again</source>
        <translation>重新查找运行时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runtime to build</source>
        <translation>要构建的运行时</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Install / rebuild runtime</source>
        <translation>安装/重新构建运行时(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install or rebuild the runtime</source>
        <translation>安装或重新构建运行时</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel the runtime install</source>
        <translation>取消安装运行时</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install progress</source>
        <translation>运行时安装进度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install message</source>
        <translation>运行时安装消息</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{0} — in use</source>
        <translation>{0} — 正在使用</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In use: {0}</source>
        <translation>正在使用：{0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In use: {0}. The runtime picked before ({1}) is gone: pick one below.</source>
        <translation>正在使用：{0}。之前选择的运行时 ({1}) 已不存在：请在下方选择一个。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No llama-server was found. Install one with the button below.</source>
        <translation>未找到 llama-server。请用下方的按钮安装一个。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not look for runtimes: {0}</source>
        <translation>无法查找运行时：{0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+36"/>
        <source>a runtime</source>
        <translation>一个运行时</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The runtime in use stays: use another one first.</source>
        <translation>正在使用的运行时会保留：请先改用其他运行时。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LlamaDesk did not install this runtime, so it leaves it alone.</source>
        <translation>此运行时不是 LlamaDesk 安装的，因此不会动它。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected runtime&apos;s folder.</source>
        <translation>删除所选运行时的文件夹。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Removed {0}.</source>
        <translation>已移除 {0}。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: %p%</source>
        <translation>{0}：%p%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>done: %p%</source>
        <translation>完成：%p%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installed {0}.</source>
        <translation>已安装 {0}。</translation>
    </message>
</context>
<context>
    <name>RuntimeNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/runtime_notice.py" line="+14"/>
        <source>LlamaDesk needs llama-server, the program that runs the models, and none is installed yet. Settings installs it for you.</source>
        <translation>LlamaDesk 需要 llama-server（运行模型的程序），但目前还没有安装。设置会为您安装。</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+1"/>
        <source>No runtime installed</source>
        <translation>未安装运行时</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Settings to install it</source>
        <translation>打开设置进行安装</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the runtime section of Settings</source>
        <translation>打开设置中的运行时部分</translation>
    </message>
</context>
<context>
    <name>RuntimeWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/runtime_words.py" line="+30"/>
        <source>Building llama-server needs CMake, which is not installed (get it from https://cmake.org/download/ or your package manager).</source>
        <translation>构建 llama-server 需要 CMake，但尚未安装（请从 https://cmake.org/download/ 或您的软件包管理器获取）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building llama-server needs a C++ compiler (g++ or clang++), which is not installed.</source>
        <translation>构建 llama-server 需要 C++ 编译器（g++ 或 clang++），但尚未安装。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building for CUDA needs NVIDIA&apos;s CUDA Toolkit, but its compiler (nvcc) was not found on PATH, in CUDA_PATH / CUDA_HOME or in /usr/local/cuda.</source>
        <translation>为 CUDA 构建需要 NVIDIA 的 CUDA Toolkit，但在 PATH、CUDA_PATH / CUDA_HOME 和 /usr/local/cuda 中都找不到它的编译器（nvcc）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building for ROCm needs AMD&apos;s ROCm/HIP SDK, but its compiler (hipcc) was not found on PATH, in ROCM_PATH / HIP_PATH or in /opt/rocm.</source>
        <translation>为 ROCm 构建需要 AMD 的 ROCm/HIP SDK，但在 PATH、ROCM_PATH / HIP_PATH 和 /opt/rocm 中都找不到它的编译器（hipcc）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Building llama-server needs a working C/C++ compiler, and CMake found none.</source>
        <translation>构建 llama-server 需要可用的 C/C++ 编译器，但 CMake 一个也没找到。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CMake could not use the CUDA Toolkit; check that nvcc works.</source>
        <translation>CMake 无法使用 CUDA Toolkit；请检查 nvcc 是否可用。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CMake could not find the SPIR-V headers the Vulkan build needs: install the Vulkan SDK, or your system&apos;s spirv-headers package.</source>
        <translation>CMake 找不到 Vulkan 构建所需的 SPIR-V 头文件：请安装 Vulkan SDK，或您系统的 spirv-headers 软件包。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not find the Vulkan SDK (headers, loader and glslc).</source>
        <translation>CMake 找不到 Vulkan SDK（头文件、加载器和 glslc）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not download llama.cpp&apos;s source from {address}. Check the internet connection and try again.</source>
        <translation>无法从 {address} 下载 llama.cpp 的源代码。请检查网络连接后重试。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not the file LlamaDesk trusts (its checksum does not match), so nothing was installed.</source>
        <translation>{file} 不是 LlamaDesk 信任的文件（校验和不匹配），因此未安装任何内容。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not install llama-server into {folder}. If a chat is running with it, unload the model and try again.</source>
        <translation>无法将 llama-server 安装到 {folder}。如果有聊天正在使用它，请将模型移出内存后重试。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not be run; check that it is installed and works.</source>
        <translation>无法运行 CMake；请检查它是否已安装并能正常工作。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The build finished but left no {file} in {folder}.</source>
        <translation>构建已完成，但 {folder} 中没有 {file}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source package {file} is unsafe to unpack, so nothing was installed.</source>
        <translation>源码包 {file} 解压不安全，因此没有安装任何内容。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The source package {file} does not contain llama.cpp&apos;s source.</source>
        <translation>源码包 {file} 中没有 llama.cpp 的源码。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not unpack {file}. Check that there is free disk space and try again.</source>
        <translation>无法解压 {file}。请检查磁盘是否有可用空间，然后重试。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} did not answer as expected. Try again later.</source>
        <translation>{address} 的软件包索引没有按预期回应。请稍后重试。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} does not have {file}.</source>
        <translation>{address} 的软件包索引中没有 {file}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not download the Vulkan headers from {address}. Check the internet connection, or install the Vulkan SDK 1.4 or newer.</source>
        <translation>无法从 {address} 下载 Vulkan 头文件。请检查网络连接，或安装 Vulkan SDK 1.4 或更高版本。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The package {file} holds no Vulkan C++ headers.</source>
        <translation>软件包 {file} 中没有 Vulkan C++ 头文件。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No llama-server was found: it runs the models. Install it in Settings.</source>
        <translation>未找到 llama-server：它负责运行模型。请在设置中安装它。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays. Choose another first, then remove it.</source>
        <translation>{name} 是正在使用的运行时，因此保留。请先选择另一个，再移除它。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} ({path}) was not installed by LlamaDesk, so LlamaDesk leaves it alone. Delete it yourself if you no longer want it.</source>
        <translation>{name}（{path}）不是由 LlamaDesk 安装的，因此 LlamaDesk 不会动它。如果不再需要，请您自行删除。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A llama-server from {name} is running. Unload the model, then remove it.</source>
        <translation>来自 {name} 的 llama-server 正在运行。请先将模型移出内存，再移除它。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Checking the build tools</source>
        <translation>正在检查构建工具</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is already installed</source>
        <translation>{name} 已安装</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking up {name} {version} on the package index</source>
        <translation>正在软件包索引中查找 {name} {version}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the downloaded llama.cpp source</source>
        <translation>正在使用已下载的 llama.cpp 源代码</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading llama.cpp&apos;s source ({mib} MiB)</source>
        <translation>正在下载 llama.cpp 源代码（{mib} MiB）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the unpacked llama.cpp source</source>
        <translation>正在使用已解压的 llama.cpp 源代码</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking llama.cpp&apos;s source</source>
        <translation>正在解压 llama.cpp 源代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacked llama.cpp&apos;s source</source>
        <translation>已解压 llama.cpp 源代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the downloaded Vulkan headers</source>
        <translation>正在使用已下载的 Vulkan 头文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers</source>
        <translation>正在下载 Vulkan 头文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers ({mib} MiB)</source>
        <translation>正在下载 Vulkan 头文件（{mib} MiB）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking the Vulkan headers</source>
        <translation>正在解压 Vulkan 头文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the configured build folder</source>
        <translation>正在使用已配置的构建文件夹</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Configuring the llama.cpp build</source>
        <translation>正在配置 llama.cpp 构建</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configured the llama.cpp build</source>
        <translation>已配置 llama.cpp 构建</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another build of llama-server to finish</source>
        <translation>正在等待另一个 llama-server 构建完成</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compiling llama-server</source>
        <translation>正在编译 llama-server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiled llama-server</source>
        <translation>已编译 llama-server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing {name}</source>
        <translation>正在安装 {name}</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Building for Vulkan needs the Vulkan SDK (its headers, loader and glslc), and part of it is missing: install the Vulkan SDK.</source>
        <translation>为 Vulkan 构建需要 Vulkan SDK（其头文件、加载器和 glslc），但缺少其中一部分：请安装 Vulkan SDK。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Building llama-server failed while configuring.</source>
        <translation>构建 llama-server 在配置时失败。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building llama-server failed while compiling.</source>
        <translation>构建 llama-server 在编译时失败。</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{name} could not be removed: its folder could not be deleted.</source>
        <translation>无法移除 {name}：无法删除其文件夹。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays: it is the only one there is.</source>
        <translation>{name} 是正在使用的运行时，因此保留：它是唯一的运行时。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No runtime is called “{name}”.</source>
        <translation>没有名为“{name}”的运行时。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checking</source>
        <translation>正在检查</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>正在下载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacking</source>
        <translation>正在解压</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuring</source>
        <translation>正在配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiling</source>
        <translation>正在编译</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing</source>
        <translation>正在安装</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>SamplingControls</name>
    <message>
        <location filename="../../desktop/gui/chat/sampling_controls.py" line="+36"/>
        <source>More settings</source>
        <translation>更多设置</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model&apos;s default</source>
        <translation>模型默认值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+88"/>
        <location line="+9"/>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>low effort</source>
        <translation>少量思考</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium effort</source>
        <translation>适度思考</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high effort</source>
        <translation>深入思考</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer settings</source>
        <translation>收起设置</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Creativity (temperature)</source>
        <translation>创造性（温度）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>0 gives the same answer every time; higher is more varied.</source>
        <translation>0 每次给出相同的回答；越高越多样。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest answer, in tokens</source>
        <translation>最长回答，以 token 计</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The longest answer the model may write, in tokens (a token is about three quarters of a word); no limit lets it finish on its own.</source>
        <translation>模型可以写出的最长回答，以 token 计（一个 token 约为四分之三个英文单词）；无限制时由模型自行结束。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> tokens</source>
        <translation> 个 token</translation>
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
        <translation>模型是否在回答前思考（更慢，但通常更好），或思考的程度。随此聊天保存。</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+149"/>
        <source>Show more answer settings</source>
        <translation>显示更多回答设置</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+51"/>
        <source>Word choice breadth (top P)</source>
        <translation>选词范围 (top P)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Only the likeliest words that together make up this share are considered.</source>
        <translation>只考虑加起来达到这个比例的最可能的词。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+47"/>
        <source>Candidate words (top K)</source>
        <translation>候选词 (top K)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Only this many of the likeliest next words are considered; off considers all.</source>
        <translation>只考虑这么多个最可能的下一个词；关闭则考虑所有词。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+41"/>
        <source>Least likely word allowed (min P)</source>
        <translation>允许的最低词概率 (min P)</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Words less likely than this share of the likeliest one are never picked.</source>
        <translation>可能性低于最可能词的这个比例的词永远不会被选中。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+38"/>
        <source>Repetition penalty</source>
        <translation>重复惩罚</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Above 1 the model avoids repeating itself.</source>
        <translation>大于 1 时，模型会避免重复自己。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+34"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>With the same seed and settings, the same question gets the same answer.</source>
        <translation>种子和设置相同时，同一个问题会得到相同的回答。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Creativity</source>
        <translation>创造性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest answer</source>
        <translation>最长回答</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>More answer settings</source>
        <translation>更多回答设置</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Hide more answer settings</source>
        <translation>隐藏更多回答设置</translation>
    </message>
</context>
<context>
    <name>SavedListGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/saved_list_group.py" line="+45"/>
        <source>Pick {0} in the list first.</source>
        <translation>请先在列表中选择{0}。</translation>
    </message>
</context>
<context>
    <name>ServeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="+72"/>
        <location line="+1"/>
        <source>Let other apps use the loaded model</source>
        <translation>允许其他应用使用已加载的模型</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port for other apps</source>
        <translation>供其他应用使用的端口</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The port other apps connect to (8080 by default).</source>
        <translation>其他应用连接的端口（默认 8080）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Also let other computers on my network use it</source>
        <translation>也允许我网络中的其他电脑使用</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Local network warning</source>
        <translation>局域网警告</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warning: {0}</source>
        <translation>警告：{0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Key for other apps</source>
        <translation>供其他应用使用的密钥</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+153"/>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Show the key</source>
        <translation>显示密钥</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy the key</source>
        <translation>复制密钥</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new key (apps with the old one are refused)</source>
        <translation>生成新密钥（使用旧密钥的应用会被拒绝）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Address for other apps</source>
        <translation>供其他应用使用的地址</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the address</source>
        <translation>复制地址</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addresses for other computers</source>
        <translation>供其他电脑使用的地址</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speech model for other apps</source>
        <translation>供其他应用使用的语音模型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speech for other apps</source>
        <translation>供其他应用使用的语音</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When changes apply</source>
        <translation>更改何时生效</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply now (reloads the model)</source>
        <translation>立即应用（会重新加载模型）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply now, reloading the model</source>
        <translation>立即应用，重新加载模型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key:</source>
        <translation>密钥：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech model:</source>
        <translation>语音模型：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model for other apps is for</source>
        <translation>供其他应用使用的语音模型的用途</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About other apps</source>
        <translation>关于其他应用</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>From other computers: {0}</source>
        <translation>来自其他电脑：{0}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Hide</source>
        <translation>隐藏</translation>
    </message>
</context>
<context>
    <name>ServerLogDialog</name>
    <message>
        <location filename="../../desktop/gui/shell/log_dialog.py" line="+26"/>
        <location line="+1"/>
        <source>Server log</source>
        <translation>服务器日志</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What llama.cpp printed while loading and running the model. It helps when something went wrong; copy it into a bug report.</source>
        <translation>llama.cpp 在加载和运行模型时输出的内容。出问题时会有帮助；可以复制到错误报告中。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server log lines</source>
        <translation>服务器日志行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server has printed nothing yet.</source>
        <translation>服务器还没有输出任何内容。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close the server log</source>
        <translation>关闭服务器日志</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the server log</source>
        <translation>复制服务器日志</translation>
    </message>
</context>
<context>
    <name>SettingsDefaults</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="-150"/>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything on the graphics card</source>
        <translation>全部在显卡上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (no graphics card)</source>
        <translation>仅处理器（不用显卡）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Defaults for new models and chats</source>
        <translation>新模型和新聊天的默认值</translation>
    </message>
</context>
<context>
    <name>SettingsHelp</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="-63"/>
        <source>When something goes wrong, a report helps the people who make LlamaDesk fix it. It says which versions, computer and runtime you have and what went wrong lately; it holds no chats, keys or tokens.</source>
        <translation>出问题时，一份报告能帮助 LlamaDesk 的开发者修复它。报告会说明您的版本、电脑和运行时，以及最近出了什么问题；其中不含聊天、密钥或令牌。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
</context>
<context>
    <name>SettingsRemote</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="-104"/>
        <source>Chat with models on another computer: a llama-server, or LlamaDesk sharing its model with other apps. Its models appear in the Chat page&apos;s model box.</source>
        <translation>与另一台电脑上的模型聊天：llama-server，或正在与其他应用共享模型的 LlamaDesk。它的模型会出现在“聊天”页面的模型框中。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+3"/>
        <source>Remote servers</source>
        <translation>远程服务器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove server</source>
        <translation>移除服务器</translation>
    </message>
</context>
<context>
    <name>SettingsRpc</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+41"/>
        <source>Load models with the memory of other computers too: each must be sharing (below, on that computer). They are used from the next load.</source>
        <translation>加载模型时也使用其他电脑的内存：每台都必须正在共享（在那台电脑上的下方设置）。从下次加载开始使用。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lend this computer&apos;s memory and devices to LlamaDesk on another computer.</source>
        <translation>把这台电脑的内存和设备借给另一台电脑上的 LlamaDesk。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Use other computers</source>
        <translation>使用其他电脑</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computers to use</source>
        <translation>要使用的电脑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove computer</source>
        <translation>移除电脑</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Share this computer</source>
        <translation>共享这台电脑</translation>
    </message>
</context>
<context>
    <name>SettingsRuntime</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-350"/>
        <source>Best for this computer</source>
        <translation>最适合这台电脑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (CPU)</source>
        <translation>仅处理器 (CPU)</translation>
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
        <translation>llama.cpp {0}（{1} 版本），位于 {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp ({0} build) at {1}</source>
        <translation>llama.cpp（{0} 版本），位于 {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp {0} at {1}</source>
        <translation>llama.cpp {0}，位于 {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp at {0}</source>
        <translation>llama.cpp，位于 {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} build</source>
        <translation>{0} 版本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown backend</source>
        <translation>未知后端</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>portable</source>
        <translation>便携版</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>built for this processor</source>
        <translation>为此处理器构建</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} ({1}) at {2}</source>
        <translation>{0} ({1})，位于 {2}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Runtime (llama-server)</source>
        <translation>运行时 (llama-server)</translation>
    </message>
</context>
<context>
    <name>SettingsServe</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="-209"/>
        <source>Other programs on this computer (code editors, scripts, chat apps that speak the OpenAI or Anthropic API) can use the loaded model. Give them the address and the key below; a request without the key is refused. The app keeps chatting as usual.</source>
        <translation>这台电脑上的其他程序（代码编辑器、脚本、支持 OpenAI 或 Anthropic API 的聊天应用）可以使用已加载的模型。把下面的地址和密钥提供给它们；不带密钥的请求会被拒绝。本应用照常聊天。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changes apply the next time a model is loaded.</source>
        <translation>更改将在下次加载模型时生效。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other apps can also ask this model to read text aloud (OpenAI&apos;s speech API, at the same address with the same key). It speaks in the voice and language chosen under Voice.</source>
        <translation>其他应用还可以让此模型朗读文字（OpenAI 的语音 API，地址和密钥相同）。它会使用“语音”中选择的声音和语言。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other apps</source>
        <translation>其他应用</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Speech for other apps did not start: {0}</source>
        <translation>供其他应用使用的语音未能启动：{0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the address above</source>
        <translation>上面的地址</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other apps can ask {0} to speak at {1}.</source>
        <translation>其他应用可以在 {1} 请 {0} 朗读。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} speaks for other apps from the next time a model is loaded.</source>
        <translation>从下次加载模型起，{0} 会为其他应用朗读。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} speaks for other apps once a model is loaded.</source>
        <translation>模型加载后，{0} 会为其他应用朗读。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>port {0} is in use by another program; choose another port above.</source>
        <translation>端口 {0} 正被另一个程序使用；请在上方选择其他端口。</translation>
    </message>
</context>
<context>
    <name>SettingsShortcuts</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_shortcuts.py" line="+16"/>
        <source>Show this list of shortcuts, from any page</source>
        <translation>显示此快捷键列表，在任何页面都可用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show this list of shortcuts too</source>
        <translation>也显示此快捷键列表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat, from any page</source>
        <translation>开始新聊天，在任何页面都可用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Library</source>
        <translation>显示模型库</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Discover</source>
        <translation>显示“发现”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Load</source>
        <translation>显示“加载”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Chat</source>
        <translation>显示“聊天”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Settings</source>
        <translation>显示设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the message</source>
        <translation>发送消息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new line in the message</source>
        <translation>在消息中换行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop the answer being written (on the Chat page)</source>
        <translation>停止正在写的回答（在“聊天”页面）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save an edited message and send it again</source>
        <translation>保存编辑过的消息并重新发送</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave an edit as it was</source>
        <translation>放弃编辑，保持原样</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the search results from a model&apos;s page (Esc too)</source>
        <translation>从模型页面返回搜索结果（也可按 Esc）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alt + underlined letter</source>
        <translation>Alt + 带下划线的字母</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the setting or button with that letter underlined</source>
        <translation>转到带有该下划线字母的设置或按钮</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go to the next control (Shift+Tab: the one before)</source>
        <translation>转到下一个控件（Shift+Tab：上一个）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
</context>
<context>
    <name>SettingsTools</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="-117"/>
        <source>Needs the internet. Off by default: LlamaDesk works without a connection, and nothing leaves this computer unless you turn this on.</source>
        <translation>需要联网。默认关闭：LlamaDesk 不联网也能工作，除非您打开此项，否则任何内容都不会离开这台电脑。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: a command runs this computer&apos;s programs. It can read the system&apos;s folders and the files attached to the chat and write only in the chat&apos;s own folder, with no network; still, every command is shown to you first and runs only if you allow it.</source>
        <translation>警告：命令会运行这台电脑上的程序。它可以读取系统文件夹和附加到聊天的文件，只能写入聊天自己的文件夹，且不能联网；即便如此，每条命令都会先显示给您，只有您允许才会运行。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A SearXNG search address, e.g. https://searx.example.org/search</source>
        <translation>SearXNG 搜索地址，例如 https://searx.example.org/search</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tools the model can use</source>
        <translation>模型可以使用的工具</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_view.py" line="+78"/>
        <source>LlamaDesk&apos;s models folder</source>
        <translation>LlamaDesk 的模型文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hugging Face cache (shared with other apps)</source>
        <translation>Hugging Face 缓存（与其他应用共享）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced</source>
        <translation>高级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most people never need these: other apps and computers, tool servers, and the program that runs the models.</source>
        <translation>大多数人永远用不到这些：其他应用和电脑、工具服务器，以及运行模型的程序。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face, the token was kept and will be checked later.</source>
        <translation>无法连接 Hugging Face，令牌已保存，稍后再检查。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Signed in as {0}.</source>
        <translation>已登录为 {0}。</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+59"/>
        <location line="+159"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>Settings status</source>
        <translation>设置状态</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+140"/>
        <source>Appearance and accounts</source>
        <translation>外观和账号</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>New chats and models</source>
        <translation>新聊天和模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <location line="+2"/>
        <source>Model folders</source>
        <translation>模型文件夹</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Where things are kept</source>
        <translation>存放位置</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+198"/>
        <source>Where LlamaDesk keeps things</source>
        <translation>LlamaDesk 存放内容的位置</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Tools the model can use</source>
        <translation>模型可以使用的工具</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice</source>
        <translation>语音</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tool servers (MCP)</source>
        <translation>工具服务器 (MCP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP servers</source>
        <translation>MCP 服务器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other apps</source>
        <translation>其他应用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other apps use the loaded model</source>
        <translation>允许其他应用使用已加载的模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remote servers</source>
        <translation>远程服务器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other computers</source>
        <translation>其他电脑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use other computers, share this one</source>
        <translation>使用其他电脑，共享这台电脑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtime</source>
        <translation>运行时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About the advanced settings</source>
        <translation>关于高级设置</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scroll the settings</source>
        <translation>滚动设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll the settings sideways</source>
        <translation>横向滚动设置</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings sections</source>
        <translation>设置分区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a section to go to it; Enter moves into it.</source>
        <translation>选择一个分区即可转到；按 Enter 进入。</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Add &amp;folder…</source>
        <translation>添加文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model folder</source>
        <translation>添加模型文件夹</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected model folder</source>
        <translation>移除所选模型文件夹</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system&apos;s language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language change</source>
        <translation>语言更改</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face token</source>
        <translation>Hugging&#xa0;Face 令牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only needed for gated or private models</source>
        <translation>仅受限或私有模型需要</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+243"/>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <location line="-242"/>
        <location line="+246"/>
        <source>Show the Hugging Face token</source>
        <translation>显示 Hugging Face 令牌</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Chec&amp;k</source>
        <translation>检查(&amp;K)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check the Hugging Face token</source>
        <translation>检查 Hugging Face 令牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token check</source>
        <translation>Hugging Face 令牌检查</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hugging Face t&amp;oken</source>
        <translation>Hugging Face 令牌(&amp;O)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chats and data</source>
        <translation>聊天和数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded models</source>
        <translation>已下载的模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} folder</source>
        <translation>{0} 文件夹</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the {0} folder</source>
        <translation>打开 {0} 文件夹</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save downloaded models in</source>
        <translation>下载的模型保存在</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save &amp;downloaded models in</source>
        <translation>下载的模型保存在(&amp;D)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add a folder with models</source>
        <translation>添加包含模型的文件夹</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} is not a folder, so it was not added.</source>
        <translation>{0} 不是文件夹，因此未添加。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is already in the list.</source>
        <translation>{0} 已在列表中。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a folder</source>
        <translation>一个文件夹</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>LlamaDesk speaks the language you chose from its next start.</source>
        <translation>LlamaDesk 下次启动时将使用您选择的语言。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hugging Face token saved.</source>
        <translation>已保存 Hugging Face 令牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token removed.</source>
        <translation>已移除 Hugging Face 令牌。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Paste a token first.</source>
        <translation>请先粘贴令牌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The token could not be checked; try again.</source>
        <translation>无法检查令牌；请重试。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hide</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide the Hugging Face token</source>
        <translation>隐藏 Hugging Face 令牌</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not create {0}: {1}.</source>
        <translation>无法创建 {0}：{1}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not open {0} in the file manager.</source>
        <translation>无法在文件管理器中打开 {0}。</translation>
    </message>
</context>
<context>
    <name>SettingsVoice</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="+39"/>
        <source>LlamaDesk can read answers aloud (the “Read aloud” button on each answer) and write down what you say (the “Speak” button beside the message box). Both run on this computer: nothing you say leaves it, and the microphone is on only between your two presses.</source>
        <translation>LlamaDesk 可以朗读回答（每个回答上的“朗读”按钮），也可以把您说的话写下来（消息框旁的“说话”按钮）。两者都在这台电脑上运行：您说的话不会离开它，麦克风只在您两次按下之间开启。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reads answers aloud: a Qwen3-TTS or Pocket TTS model, with its mmproj file in the same folder.</source>
        <translation>朗读回答：Qwen3-TTS 或 Pocket TTS 模型，其 mmproj 文件放在同一文件夹中。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writes down what you say: a model that hears (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), with its audio mmproj file in the same folder.</source>
        <translation>写下您说的话：能听懂语音的模型（Voxtral、Ultravox、Qwen2-Audio、Gemma 3n），其音频 mmproj 文件放在同一文件夹中。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optional for Qwen3-TTS, needed for Pocket TTS: a few seconds of someone speaking (WAV or MP3); answers are read in that voice.</source>
        <translation>Qwen3-TTS 可选，Pocket TTS 必需：几秒钟的某人说话录音（WAV 或 MP3）；回答会用这个声音朗读。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language answers are in, for speech models that speak several (Qwen3-TTS).</source>
        <translation>回答所用的语言，适用于会说多种语言的语音模型 (Qwen3-TTS)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s own</source>
        <translation>模型自带</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers are read at the speech model&apos;s own pace: llama.cpp&apos;s speech program has no speed setting.</source>
        <translation>回答按语音模型自身的语速朗读：llama.cpp 的语音程序没有语速设置。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first in your library</source>
        <translation>模型库中的第一个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None in your library yet</source>
        <translation>模型库中还没有</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound files (*.wav *.mp3)</source>
        <translation>声音文件 (*.wav *.mp3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Voice</source>
        <translation>语音</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Found in your library: {0}, {1}.</source>
        <translation>在模型库中找到：{0}，{1}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Download them into one of your model folders to use them here.</source>
        <translation>请把它们下载到您的某个模型文件夹中，才能在这里使用。</translation>
    </message>
</context>
<context>
    <name>SettingsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/settings_words.py" line="+16"/>
        <source>Your settings file could not be read, so LlamaDesk started with default settings.</source>
        <translation>无法读取你的设置文件，因此 LlamaDesk 以默认设置启动。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some settings had values LlamaDesk could not use and were reset to their defaults ({fields}); the others were kept.</source>
        <translation>部分设置的值 LlamaDesk 无法使用，已恢复为默认值（{fields}）；其他设置已保留。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged. LlamaDesk kept the settings it could still read and reset the rest to their defaults.</source>
        <translation>你的设置文件已损坏。LlamaDesk 保留了仍能读取的设置，其余已恢复为默认值。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged and could not be read, so LlamaDesk started with default settings.</source>
        <translation>你的设置文件已损坏且无法读取，因此 LlamaDesk 以默认设置启动。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The old file was kept as {path}.</source>
        <translation>旧文件已保留为 {path}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The damaged file was kept as {path}.</source>
        <translation>损坏的文件已保留为 {path}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token was kept.</source>
        <translation>你的 Hugging Face 令牌已保留。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token could not be read: enter it again in Settings to download gated models.</source>
        <translation>无法读取你的 Hugging Face 令牌：请在设置中重新输入，才能下载需授权的模型。</translation>
    </message>
</context>
<context>
    <name>ShareGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+5"/>
        <source>Share this computer&apos;s memory and devices</source>
        <translation>共享这台电脑的内存和设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share this computer</source>
        <translation>共享这台电脑</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port to share on</source>
        <translation>用于共享的端口</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other computers on my network use it</source>
        <translation>允许我网络中的其他电脑使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share with other computers on my network</source>
        <translation>与我网络中的其他电脑共享</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing warning</source>
        <translation>共享警告</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+77"/>
        <source>Not shared.</source>
        <translation>未共享。</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About sharing this computer</source>
        <translation>关于共享这台电脑</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0}:{1} (this computer&apos;s network address)</source>
        <translation>{0}:{1}（这台电脑的网络地址）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} (this computer only)</source>
        <translation>{0}（仅限这台电脑）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared at {0}. Other computers add it to their list.</source>
        <translation>已在 {0} 共享。其他电脑可将它添加到自己的列表中。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not shared. {0}</source>
        <translation>未共享。{0}</translation>
    </message>
</context>
<context>
    <name>ShortcutsHelp</name>
    <message>
        <location filename="../../desktop/gui/shell/shortcuts_help.py" line="+17"/>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key the window answers to. Esc closes this.</source>
        <translation>窗口响应的所有按键。按 Esc 关闭。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close the list of shortcuts</source>
        <translation>关闭快捷键列表</translation>
    </message>
</context>
<context>
    <name>SourcesList</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+18"/>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sources:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources of this answer</source>
        <translation>此回答的来源</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Source {number}: {label}</source>
        <translation>来源 {number}：{label}</translation>
    </message>
</context>
<context>
    <name>StarterNote</name>
    <message>
        <location filename="../../desktop/gui/widgets/starter_note.py" line="+19"/>
        <source>tiny demo</source>
        <translation>小型演示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (starter model: a tiny demo)</source>
        <translation> (入门模型：小型演示)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a better model for this computer</source>
        <translation>为这台电脑找一个更好的模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the starter model, a tiny demo (135 million parameters) that shows the app works. Its answers are often wrong or odd; a bigger model answers far better.</source>
        <translation>这是入门模型，一个小型演示（1.35 亿参数），用来表明应用可以正常工作。它的回答经常出错或很奇怪；更大的模型回答会好得多。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Discover&apos;s suggestions for this computer&apos;s memory.</source>
        <translation>“发现”根据这台电脑的内存给出的建议。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About the starter model</source>
        <translation>关于入门模型</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/store_words.py" line="+27"/>
        <source>Your chat could not be saved.</source>
        <translation>无法保存您的聊天。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chat could not be saved because the disk is full. Free some space.</source>
        <translation>磁盘已满，无法保存您的聊天。请释放一些空间。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your chat could not be saved because LlamaDesk may not write to its chats file. Check the file&apos;s permissions.</source>
        <translation>LlamaDesk 无权写入其聊天文件，因此无法保存您的聊天。请检查该文件的权限。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because another copy of LlamaDesk is using the chats file. Close it and try again.</source>
        <translation>另一个 LlamaDesk 正在使用聊天文件，因此无法保存您的聊天。请关闭它后重试。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because the disk could not be written. Check that it is still connected and has free space.</source>
        <translation>无法写入磁盘，因此无法保存您的聊天。请检查磁盘是否仍然连接并有可用空间。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats could not be read.</source>
        <translation>无法读取您已保存的聊天。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved chats were already closed.</source>
        <translation>已保存的聊天已经关闭。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your saved chats could not be opened. Close other copies of LlamaDesk and try again.</source>
        <translation>无法打开您已保存的聊天。请关闭其他 LlamaDesk 后重试。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your saved chats could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>无法在 {path} 打开您已保存的聊天。请检查该文件夹是否存在，以及您是否可以写入。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats were written by a newer version of LlamaDesk. Update LlamaDesk to open them.</source>
        <translation>您已保存的聊天由更新版本的 LlamaDesk 写入。请更新 LlamaDesk 后再打开。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not make a new one next to it. Check that there is free disk space in {folder}, then start LlamaDesk again.</source>
        <translation>您的聊天文件已损坏，LlamaDesk 无法在旁边新建一个。请检查 {folder} 中是否有可用的磁盘空间，然后重新启动 LlamaDesk。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not move it aside to put a repaired copy in its place. Close other programs that may use it, then start LlamaDesk again. The file is {path}.</source>
        <translation>您的聊天文件已损坏，LlamaDesk 无法把它移到一旁并换上修复后的副本。请关闭可能正在使用它的其他程序，然后重新启动 LlamaDesk。该文件是 {path}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved chats file is damaged and could not be repaired.</source>
        <translation>您的聊天文件已损坏，无法修复。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This chat no longer exists.</source>
        <translation>此聊天已不存在。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This message no longer exists.</source>
        <translation>此消息已不存在。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This reply is no longer being written.</source>
        <translation>此回复已不再在写入。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This reply no longer exists.</source>
        <translation>此回复已不存在。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved chats file was damaged and nothing could be read from it, so a new, empty chat history was started. The damaged file was kept as {kept}.</source>
        <translation>您的聊天文件已损坏，无法从中读取任何内容，因此已开始一个新的空白聊天记录。损坏的文件已保留为 {kept}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}). The damaged file was kept as {kept}.</source>
        <translation>您的聊天文件已损坏。LlamaDesk 已将能恢复的内容恢复到一个新文件中（聊天：{chats}，消息：{messages}）。损坏的文件已保留为 {kept}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}); some parts could not be read and are only in the damaged copy. The damaged file was kept as {kept}.</source>
        <translation>您的聊天文件已损坏。LlamaDesk 已将能恢复的内容恢复到一个新文件中（聊天：{chats}，消息：{messages}）；有些部分无法读取，只保留在损坏的副本中。损坏的文件已保留为 {kept}。</translation>
    </message>
</context>
<context>
    <name>SuggestionNotes</name>
    <message>
        <location filename="../../desktop/gui/discover/suggestion_notes.py" line="+16"/>
        <source>Tiny and quick</source>
        <translation>小巧快速</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good all-rounder</source>
        <translation>全能好手</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strong at reasoning</source>
        <translation>擅长推理</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Popular 8B chat</source>
        <translation>热门 8B 聊天模型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Multilingual, coding</source>
        <translation>多语言，编程</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sees images too</source>
        <translation>也能看图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Near frontier quality</source>
        <translation>接近顶尖水平</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large, sees images</source>
        <translation>大型，能看图</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs a big GPU</source>
        <translation>需要大显卡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speaking: reads answers aloud (10 languages)</source>
        <translation>说：朗读回答（10 种语言）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (small)</source>
        <translation>听：把您说的话写下来（小型）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (more accurate)</source>
        <translation>听：把您说的话写下来（更准确）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Google&apos;s EmbeddingGemma: over 100 languages, strong for its size</source>
        <translation>Google 的 EmbeddingGemma：100 多种语言，同等大小中表现出色</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Among the best at finding passages; many languages, long texts</source>
        <translation>查找段落的能力名列前茅；多种语言，长文本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English, long passages, quick on any computer</source>
        <translation>英语，长段落，在任何电脑上都很快</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BGE-M3: over 100 languages, long texts</source>
        <translation>BGE-M3：100 多种语言，长文本</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../desktop/gui/shell/theme.py" line="+26"/>
        <source>Same as the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
</context>
<context>
    <name>ToolButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="-148"/>
        <source>Make the model use a tool first</source>
        <translation>让模型先使用工具</translation>
    </message>
</context>
<context>
    <name>ToolCallCard</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_card.py" line="+34"/>
        <source>waiting for you</source>
        <translation>等待您确认</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{ms} ms</source>
        <translation>{ms} 毫秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tool call: {name}</source>
        <translation>工具调用：{name}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tool call time</source>
        <translation>工具调用用时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tool call arguments</source>
        <translation>工具调用参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call result</source>
        <translation>工具调用结果</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call problem</source>
        <translation>工具调用问题</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Approval question</source>
        <translation>批准请求</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow once</source>
        <translation>允许一次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow this {name} call once</source>
        <translation>允许这次 {name} 调用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow in this chat</source>
        <translation>在此聊天中允许</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow {name} for the rest of this chat</source>
        <translation>在此聊天的剩余部分允许 {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deny this {name} call</source>
        <translation>拒绝这次 {name} 调用</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{name}: {status}</source>
        <translation>{name}：{status}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The model wants to use {name} (it can delete or overwrite things) with the arguments below. Allow it?</source>
        <translation>模型想用下面的参数使用 {name}（它可以删除或覆盖内容）。允许吗？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model wants to use {name} with the arguments below. Allow it?</source>
        <translation>模型想用下面的参数使用 {name}。允许吗？</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Hide the {name} call ({status})</source>
        <translation>隐藏 {name} 调用（{status}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the {name} call ({status})</source>
        <translation>显示 {name} 调用（{status}）</translation>
    </message>
</context>
<context>
    <name>ToolCardList</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_cards.py" line="+34"/>
        <source>Tool calls</source>
        <translation>工具调用</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tools note</source>
        <translation>工具提示</translation>
    </message>
</context>
<context>
    <name>ToolCards</name>
    <message>
        <location line="-21"/>
        <source>The answer ended before this call was allowed, so it did not run.</source>
        <translation>回答在此调用获得允许之前就结束了，因此它没有运行。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer ended while this call was running.</source>
        <translation>回答在此调用运行期间结束了。</translation>
    </message>
</context>
<context>
    <name>ToolServers</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="-207"/>
        <source>Ask every time</source>
        <translation>每次都询问</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow in this chat</source>
        <translation>在此聊天中允许</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always allow</source>
        <translation>始终允许</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give the server a name.</source>
        <translation>请给服务器起个名字。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the command that starts the server, or its web address.</source>
        <translation>请填写启动服务器的命令或它的网址。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The command could not be read: {0}.</source>
        <translation>无法读取命令：{0}。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It did not work: {0}</source>
        <translation>不起作用：{0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It works, but it offers no tools.</source>
        <translation>可以使用，但它没有提供工具。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool}（可以修改内容）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It works. Its tools: {0}.</source>
        <translation>可以使用。它的工具：{0}。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MCP servers</source>
        <translation>MCP 服务器</translation>
    </message>
</context>
<context>
    <name>ToolWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/tool_words.py" line="+34"/>
        <source>Run Python code</source>
        <translation>运行 Python 代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run short Python programs to calculate or check its work. They run fenced off: they cannot start programs, use the internet, or read your files except the ones you attach.</source>
        <translation>让模型运行简短的 Python 程序来计算或检查自己的结果。这些程序在隔离环境中运行：不能启动其他程序、不能上网，也不能读取您的文件，您附加的文件除外。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read attached files</source>
        <translation>读取附加的文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read the files you attach to this chat, and nothing else.</source>
        <translation>让模型读取您附加到此聊天的文件，仅此而已。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search the web</source>
        <translation>搜索网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model search the web and read the list of results. Uses the internet.</source>
        <translation>让模型搜索网络并读取结果列表。会使用互联网。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open web pages</source>
        <translation>打开网页</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read a web page&apos;s text. Uses the internet.</source>
        <translation>让模型读取网页的文字。会使用互联网。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run commands on this computer</source>
        <translation>在这台电脑上运行命令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run commands on your computer, in a folder of its own. It asks you before every command.</source>
        <translation>让模型在您的电脑上、在它自己的文件夹中运行命令。每条命令之前都会先询问您。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>“{name}” is not a tool LlamaDesk knows.</source>
        <translation>“{name}”不是 LlamaDesk 认识的工具。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tool “{name}” is off. Turn it on in Settings → Tools.</source>
        <translation>工具“{name}”已关闭。请在“设置 → 工具”中打开它。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP configuration file {path} does not exist.</source>
        <translation>MCP 配置文件 {path} 不存在。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no MCP server named “{name}”. Add it in Settings → Tools.</source>
        <translation>没有名为“{name}”的 MCP 服务器。请在“设置 → 工具”中添加。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An MCP server needs a name.</source>
        <translation>MCP 服务器需要一个名称。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An MCP server needs either a command to start or an address (URL).</source>
        <translation>MCP 服务器需要一个启动命令或一个地址（URL）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP servers could not be saved to {path}. Check that the disk has free space and you may write to that folder.</source>
        <translation>无法将 MCP 服务器保存到 {path}。请检查磁盘是否有可用空间，以及您是否可以写入该文件夹。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP configuration file {path} could not be read. Check that you may read it.</source>
        <translation>无法读取 MCP 配置文件 {path}。请检查您是否有权读取它。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP configuration file {path} is damaged. Fix or remove it; LlamaDesk will not write over it.</source>
        <translation>MCP 配置文件 {path} 已损坏。请修复或删除它；LlamaDesk 不会覆盖它。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{name}” did not answer in time and was stopped.</source>
        <translation>MCP 服务器“{name}”没有及时回应，已被停止。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{name}” could not be started ({reason}). Check its command or address in Settings → Tools.</source>
        <translation>无法启动 MCP 服务器“{name}”（{reason}）。请在“设置 → 工具”中检查它的命令或地址。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It said: “{said}”</source>
        <translation>它说：“{said}”</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The model asked for a tool without naming it, so nothing ran.</source>
        <translation>模型请求了一个工具，但没有说明是哪个，因此没有运行任何东西。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model asked for a tool named “{name}”, which this chat does not have.</source>
        <translation>模型请求了名为“{name}”的工具，但此对话中没有这个工具。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model&apos;s request could not be read, so the tool did not run ({reason}).</source>
        <translation>无法读取模型的请求，因此工具没有运行（{reason}）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed: “{name}” can change things on this computer and was not allowed for this question, so it did not run.</source>
        <translation>不允许：“{name}”会更改这台电脑上的内容，且未被允许用于这个问题，因此没有运行。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stopped by the user.</source>
        <translation>已被用户停止。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” took longer than {seconds} seconds and was stopped.</source>
        <translation>“{name}”用时超过 {seconds} 秒，已被停止。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}” failed with an error of its own: {reason}</source>
        <translation>“{name}”自身出错而失败：{reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give the tool what it needs (“{name}”), so it did not run.</source>
        <translation>模型没有给工具提供它需要的内容（“{name}”），因此没有运行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“{name}” is not a file attached to this chat.</source>
        <translation>“{name}”不是附加到此对话的文件。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running commands is off on Windows for now: LlamaDesk can&apos;t fence it off there yet, and it never runs without the fence.</source>
        <translation>Windows 上暂时关闭了运行命令：LlamaDesk 目前还无法在那里将其隔离，而它从不在没有隔离的情况下运行。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This tool is off on this computer: LlamaDesk could not fence it off here, so nothing ran ({reason}).</source>
        <translation>此工具在这台电脑上已关闭：LlamaDesk 无法在这里将其隔离，因此没有运行任何东西（{reason}）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not read {name}: it works in its own folder and may read only the files attached to the chat.</source>
        <translation>代码不能读取 {name}：它在自己的文件夹中工作，只能读取附加到对话的文件。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not write {name}: it may change only the files in its own folder.</source>
        <translation>代码不能写入 {name}：它只能更改自己文件夹中的文件。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The code tried to use the network, which it may not.</source>
        <translation>代码试图使用网络，这是不允许的。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to start another program, which it may not.</source>
        <translation>代码试图启动其他程序，这是不允许的。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to call native code (ctypes), which it may not.</source>
        <translation>代码试图调用本机代码（ctypes），这是不允许的。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat&apos;s working folder could not be made ({reason}).</source>
        <translation>无法创建此对话的工作文件夹（{reason}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It could not be started ({reason}).</source>
        <translation>无法启动（{reason}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ran longer than its limit of {seconds} seconds and was stopped.</source>
        <translation>运行时间超过了 {seconds} 秒的限制，已被停止。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was stopped: the answer was cancelled.</source>
        <translation>已停止：回答已被取消。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It used more memory than its limit of {size} and was stopped.</source>
        <translation>使用的内存超过了 {size} 的限制，已被停止。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It failed (exit code {code}).</source>
        <translation>运行失败（退出代码 {code}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attached file {name} could not be read ({reason}).</source>
        <translation>无法读取附加的文件 {name}（{reason}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a text file ({size}); only text files can be read.</source>
        <translation>{name} 不是文本文件（{size}）；只能读取文本文件。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give a full web address (one starting with http:// or https://).</source>
        <translation>模型没有给出完整的网址（以 http:// 或 https:// 开头）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} answered with an error (HTTP {code}).</source>
        <translation>{address} 返回了错误（HTTP {code}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} did not answer in time.</source>
        <translation>{address} 没有及时响应。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{address} could not be reached ({reason}).</source>
        <translation>无法连接 {address}（{reason}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a text page ({reason}, {size}).</source>
        <translation>{address} 不是文本页面（{reason}，{size}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No search service is set. Enter a SearXNG search address in Settings → Tools.</source>
        <translation>尚未设置搜索服务。请在“设置 → 工具”中输入 SearXNG 搜索地址。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search service at {address} did not answer with search results. Check its address in Settings → Tools.</source>
        <translation>位于 {address} 的搜索服务没有返回搜索结果。请在“设置 → 工具”中检查它的地址。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{server}” stopped and is not running any more.</source>
        <translation>MCP 服务器“{server}”已停止，不再运行。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” did not answer {name} within {seconds} seconds.</source>
        <translation>MCP 服务器“{server}”没有在 {seconds} 秒内响应 {name}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP server “{server}” could not run {name} ({reason}).</source>
        <translation>MCP 服务器“{server}”无法运行 {name}（{reason}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The call to the MCP server “{server}” was stopped.</source>
        <translation>对 MCP 服务器“{server}”的调用已被停止。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” sent an answer LlamaDesk could not read ({reason}).</source>
        <translation>MCP 服务器“{server}”发送了 LlamaDesk 无法读取的回答（{reason}）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tool reported an error without saying more.</source>
        <translation>工具报告了一个错误，但没有更多说明。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It used more memory than its limit and was stopped.</source>
        <translation>使用的内存超过了限制，已被停止。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its last line of output: “{said}”</source>
        <translation>最后一行输出：“{said}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tool said: {said}</source>
        <translation>工具说：{said}</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>You refused this call.</source>
        <translation>您拒绝了这次调用。</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Not run again: the same call was made before.</source>
        <translation>未再次运行：之前已经进行过相同的调用。</translation>
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
        <translation>1 字节</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln 字节</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>less than a second</source>
        <translation>不到一秒</translation>
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
        <translation>{minutes} 分钟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} 小时 {minutes} 分</translation>
    </message>
</context>
<context>
    <name>UseComputersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="-142"/>
        <source>Computer to use, address and port</source>
        <translation>要使用的电脑，地址和端口</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add computer</source>
        <translation>添加电脑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add computer to use</source>
        <translation>添加要使用的电脑</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About using other computers</source>
        <translation>关于使用其他电脑</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Enter a computer&apos;s address and port first.</source>
        <translation>请先输入电脑的地址和端口。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added {0}. It is used from the next load.</source>
        <translation>已添加 {0}。从下次加载开始使用。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a computer</source>
        <translation>一台电脑</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removed {0}. The next load goes without it.</source>
        <translation>已移除 {0}。下次加载时不再使用它。</translation>
    </message>
</context>
<context>
    <name>VersionSwitch</name>
    <message>
        <location filename="../../desktop/gui/chat/version_switch.py" line="+29"/>
        <source>Previous version of this answer</source>
        <translation>此回答的上一个版本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous version of this question</source>
        <translation>此问题的上一个版本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next version of this answer</source>
        <translation>此回答的下一个版本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next version of this question</source>
        <translation>此问题的下一个版本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Version of this answer</source>
        <translation>此回答的版本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version of this question</source>
        <translation>此问题的版本</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Version {number} of {count} of this answer</source>
        <translation>此回答的第 {number}/{count} 个版本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version {number} of {count} of this question</source>
        <translation>此问题的第 {number}/{count} 个版本</translation>
    </message>
</context>
<context>
    <name>VoiceGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="-203"/>
        <source>Speech model, which reads answers aloud</source>
        <translation>语音模型，用于朗读回答</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening model, which writes down what you say</source>
        <translation>听写模型，用于写下您说的话</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s own voice</source>
        <translation>模型自带的声音</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice sample</source>
        <translation>声音样本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+127"/>
        <source>Choose a voice sample</source>
        <translation>选择声音样本</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the model&apos;s own voice</source>
        <translation>使用模型自带的声音</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Language answers are read in</source>
        <translation>朗读回答所用的语言</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Read answers aloud automatically</source>
        <translation>自动朗读回答</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice models found</source>
        <translation>找到的语音模型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Speech model:</source>
        <translation>语音模型(&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model is for</source>
        <translation>语音模型的用途</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Listening model:</source>
        <translation>听写模型(&amp;L):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the listening model is for</source>
        <translation>听写模型的用途</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>语言(&amp;G):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Voice sample:</source>
        <translation>声音样本(&amp;V):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the voice sample is for</source>
        <translation>声音样本的用途</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About voice</source>
        <translation>关于语音</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading speed</source>
        <translation>朗读速度</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>no listening model</source>
        <translation>没有听写模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 listening model</source>
        <translation>1 个听写模型</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln listening models</source>
        <translation>
            <numerusform>%Ln 个听写模型</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no speech model</source>
        <translation>没有语音模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 speech model</source>
        <translation>1 个语音模型</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln speech models</source>
        <translation>
            <numerusform>%Ln 个语音模型</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VoiceInput</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_input.py" line="+27"/>
        <source>Speak</source>
        <translation>说话</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop listening</source>
        <translation>停止聆听</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speak instead of typing: press, speak, then press again (Esc cancels).</source>
        <translation>用说话代替打字：按一下，说话，再按一下（Esc 取消）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing down what you said…</source>
        <translation>正在写下您说的话…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the words in the box, then press Send.</source>
        <translation>请检查输入框中的文字，然后按“发送”。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording cancelled; nothing was kept.</source>
        <translation>录音已取消；没有保留任何内容。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What you said could not be written down; try again.</source>
        <translation>无法写下您说的话；请重试。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Listening… {minutes}:{seconds:02d}. Press “{stop}” when you are done (Esc cancels).</source>
        <translation>正在聆听… {minutes}:{seconds:02d}。说完后请按“{stop}”（Esc 取消）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hands-free: listening… {minutes}:{seconds:02d}. Speak, then pause: what you said is sent. Esc stops hands-free.</source>
        <translation>语音对话：正在聆听… {minutes}:{seconds:02d}。说话后停顿：您说的话就会发送。按 Esc 停止语音对话。</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+90"/>
        <source>Speak instead of typing</source>
        <translation>用说话代替打字</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Stop listening and write down what was said</source>
        <translation>停止聆听并写下所说的话</translation>
    </message>
</context>
<context>
    <name>VoiceNote</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_note.py" line="+16"/>
        <source>Voice</source>
        <translation>语音</translation>
    </message>
</context>
<context>
    <name>VoiceWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/voice_words.py" line="+31"/>
        <source>{family} reads only in the voice of a sample: choose one in Settings → Voice (a few seconds of someone speaking, WAV or MP3), or another speech model.</source>
        <translation>{family} 只能用声音样本的声音朗读：请在“设置 → 语音”中选择一个（几秒钟的说话录音，WAV 或 MP3），或选择其他语音模型。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No microphone can be used: this computer has none LlamaDesk can open. Plug one in (or turn it on, or let apps use it in the system&apos;s privacy settings), then try again.</source>
        <translation>无法使用麦克风：这台电脑没有 LlamaDesk 能打开的麦克风。请接上一个（或打开它，或在系统的隐私设置中允许应用使用它），然后重试。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was heard: the recording was silent or too short. Check that the microphone is on and not muted, then press the microphone, speak, and press it again.</source>
        <translation>什么也没听到：录音没有声音或太短。请检查麦克风是否已打开且未静音，然后按下麦克风按钮、说话，再按一次。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The recording used in place of the microphone ({path}) is not 16-bit sound.</source>
        <translation>代替麦克风使用的录音（{path}）不是 16 位声音。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recording used in place of the microphone ({path}) could not be read.</source>
        <translation>无法读取代替麦克风使用的录音（{path}）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No sound can be played: this computer has no speakers or headphones LlamaDesk can use. Plug some in (or turn the sound device on), then try again.</source>
        <translation>无法播放声音：这台电脑没有 LlamaDesk 能使用的扬声器或耳机。请接上（或打开音频设备），然后重试。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The sound could not be played: it is not a WAV clip.</source>
        <translation>无法播放声音：它不是 WAV 片段。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sound could not be played: it is not 16-bit mono at {rate} Hz.</source>
        <translation>无法播放声音：它不是 {rate} Hz 的 16 位单声道声音。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is in your library, so answers can&apos;t be read aloud yet. Download a Qwen3-TTS or Pocket TTS model (a GGUF file and its mmproj file: search Discover for “Qwen3-TTS GGUF”) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>您的模型库中没有语音模型，所以还不能朗读回答。请将 Qwen3-TTS 或 Pocket TTS 模型（一个 GGUF 文件及其 mmproj 文件：在“发现”中搜索“Qwen3-TTS GGUF”）下载到您的某个模型文件夹，然后在“设置 → 语音”中选择它。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No listening model is in your library, so what you say can&apos;t be written down yet. Download a model that hears (Voxtral, Ultravox, Qwen2-Audio or Gemma 3n, with its audio mmproj file) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>您的模型库中没有听写模型，所以还不能写下您说的话。请将一个能听的模型（Voxtral、Ultravox、Qwen2-Audio 或 Gemma 3n，以及它的音频 mmproj 文件）下载到您的某个模型文件夹，然后在“设置 → 语音”中选择它。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is nothing to read aloud in this answer: it is all code or thinking.</source>
        <translation>这条回答中没有可朗读的内容：全部是代码或思考过程。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model heard no words in the recording. Speak a little louder or closer to the microphone, and try again.</source>
        <translation>听写模型在录音中没有听到任何话语。请说得大声一点或离麦克风近一点，然后重试。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The speech model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>在“设置 → 语音”中选择的语音模型（{file}）已不在原处：请选择其他模型。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The listening model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>在“设置 → 语音”中选择的听写模型（{file}）已不在原处：请选择其他模型。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} could not be read ({reason}).</source>
        <translation>无法读取 {file}（{reason}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is an mmproj file, not a speech model: choose the speech model itself (its mmproj file is found beside it).</source>
        <translation>{file} 是 mmproj 文件，不是语音模型：请选择语音模型本身（会在它旁边找到它的 mmproj 文件）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a {family} speech model, whose {codec} sound decoder needs PyTorch, which LlamaDesk does not use: choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} 是 {family} 语音模型，它的 {codec} 声音解码器需要 PyTorch，而 LlamaDesk 不使用 PyTorch：请选择 Qwen3-TTS 或 Pocket TTS 模型。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a speech model (it is a {architecture} model): choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} 不是语音模型（它是 {architecture} 模型）：请选择 Qwen3-TTS 或 Pocket TTS 模型。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{projector} is not the mmproj file of a {family} model (it cannot make speech): give the one made for {file}.</source>
        <translation>{projector} 不是 {family} 模型的 mmproj 文件（它无法生成语音）：请提供为 {file} 制作的那个。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} needs its mmproj file (the one that makes the sound), and none was found beside it: download it into the same folder.</source>
        <translation>{file} 需要它的 mmproj 文件（生成声音的那个），但在它旁边没有找到：请将它下载到同一个文件夹。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a model that listens: choose a chat model with an audio mmproj file (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</source>
        <translation>{file} 不是能听的模型：请选择带有音频 mmproj 文件的聊天模型（Voxtral、Ultravox、Qwen2-Audio、Gemma 3n/4）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mmproj file {projector} cannot hear: {file} cannot listen through it.</source>
        <translation>mmproj 文件 {projector} 无法听：{file} 不能通过它来听。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} has no audio mmproj file beside it, so it cannot listen: download its mmproj file into the same folder.</source>
        <translation>{file} 旁边没有音频 mmproj 文件，所以它不能听：请将它的 mmproj 文件下载到同一个文件夹。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample {file} was not found: choose another one in Settings → Voice.</source>
        <translation>找不到声音样本 {file}：请在“设置 → 语音”中选择其他样本。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{family} does not speak “{language}”; it speaks {languages}.</source>
        <translation>{family} 不会说“{language}”；它会说 {languages}。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is loaded.</source>
        <translation>没有加载语音模型。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech is already being made; stop it first.</source>
        <translation>已经在生成语音；请先停止它。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LlamaDesk is closing; nothing can be spoken now.</source>
        <translation>LlamaDesk 正在关闭；现在无法朗读。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The llama.cpp runtime in {folder} cannot read aloud (it was installed before speech was added). Install the runtime again in Settings → Runtime.</source>
        <translation>{folder} 中的 llama.cpp 运行时无法朗读（它是在加入语音功能之前安装的）。请在“设置 → 运行时”中重新安装运行时。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that reads aloud could not be started ({reason}). Install the runtime again in Settings → Runtime.</source>
        <translation>无法启动朗读程序（{reason}）。请在“设置 → 运行时”中重新安装运行时。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound was made for sentence {sentence}; try again.</source>
        <translation>第 {sentence} 句没有生成声音；请重试。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that reads aloud stopped before the sentence was spoken (exit code {exit_code}); try again.</source>
        <translation>朗读程序在读出这句话之前就停止了（退出代码 {exit_code}）；请重试。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample could not be read: give a WAV or MP3.</source>
        <translation>无法读取声音样本：请提供 WAV 或 MP3 文件。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This speech model does not speak the language asked for.</source>
        <translation>此语音模型不会说所要求的语言。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model&apos;s mmproj file could not be loaded.</source>
        <translation>无法加载语音模型的 mmproj 文件。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mmproj file given cannot make speech.</source>
        <translation>所给的 mmproj 文件无法生成语音。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (a damaged file?).</source>
        <translation>无法加载语音模型（文件损坏？）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (not enough memory?).</source>
        <translation>无法加载语音模型（内存不足？）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>LlamaDesk is closing; nothing can be written down now.</source>
        <translation>LlamaDesk 正在关闭；现在无法写下任何内容。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model is not running. Press the microphone again.</source>
        <translation>听写模型没有在运行。请再按一次麦克风按钮。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The recording {file} could not be read ({reason}).</source>
        <translation>无法读取录音 {file}（{reason}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a sound file this can read: give a WAV, MP3 or FLAC file.</source>
        <translation>{file} 不是可以读取的音频文件：请提供 WAV、MP3 或 FLAC 文件。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model did not answer; it may have stopped. Press the microphone again.</source>
        <translation>听写模型没有回应；它可能已停止。请再按一次麦克风按钮。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model could not write down {file}: “{reason}”.</source>
        <translation>听写模型无法写下 {file}：“{reason}”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model answered without writing anything down.</source>
        <translation>听写模型作出了回应，但什么也没写下。</translation>
    </message>
</context>
<context>
    <name>_ChatRows</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_list.py" line="-105"/>
        <source>New name for the chat</source>
        <translation>聊天的新名称</translation>
    </message>
</context>
<context>
    <name>_InstallWorker</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-24"/>
        <source>The runtime install was cancelled; nothing was changed.</source>
        <translation>运行时安装已取消；没有做任何更改。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The runtime install failed: {0}</source>
        <translation>运行时安装失败：{0}</translation>
    </message>
</context>
<context>
    <name>_JobRow</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="-196"/>
        <source>Download of {0}</source>
        <translation>{0} 的下载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State of {0}</source>
        <translation>{0} 的状态</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Progress of {0}</source>
        <translation>{0} 的进度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Details of {0}</source>
        <translation>{0} 的详情</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause download of {0}</source>
        <translation>暂停下载 {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume download of {0}</source>
        <translation>继续下载 {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel…</source>
        <translation>取消…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel download of {0}</source>
        <translation>取消下载 {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Download instead</source>
        <translation>改为下载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download instead of {0}</source>
        <translation>改为下载，替代 {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Retry download of {0}</source>
        <translation>重试下载 {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove {0} from the list</source>
        <translation>从列表中移除 {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>加载</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load {0}</source>
        <translation>加载 {0}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Download {0} instead</source>
        <translation>改为下载 {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download {0} {1} instead of {2}</source>
        <translation>下载 {0} {1}，替代 {2}</translation>
    </message>
</context>
</TS>
