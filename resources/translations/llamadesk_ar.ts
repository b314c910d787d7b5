<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_EG">
<context>
    <name>AdvancedPanel</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+45"/>
        <location line="+6"/>
        <location line="+89"/>
        <source>Automatic</source>
        <translation>تلقائي</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>All layers on GPU</source>
        <translation>كل الطبقات على بطاقة الرسومات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some layers on GPU</source>
        <translation>بعض الطبقات على بطاقة الرسومات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU only</source>
        <translation>المعالج فقط</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On</source>
        <translation>تشغيل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>إيقاف</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>GPU offload</source>
        <translation>النقل إلى بطاقة الرسومات</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Layers on the GPU</source>
        <translation>الطبقات على بطاقة الرسومات</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> layers</source>
        <translation> طبقة</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Graphics cards to use</source>
        <translation>بطاقات الرسومات المستخدمة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics &amp;cards</source>
        <translation>بطاقات الرسومات (&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conversation memory (KV cache) type</source>
        <translation>نوع ذاكرة المحادثة (KV cache)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flash attention</source>
        <translation>الانتباه السريع (Flash attention)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cache type note</source>
        <translation>ملاحظة عن نوع الذاكرة المؤقتة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processor threads</source>
        <translation>خيوط المعالج</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speculative decoding (n-gram)</source>
        <translation>التخمين المسبق (n-gram)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guesses repeated text ahead to answer faster; not used with a projector.</source>
        <translation>يخمّن النص المتكرر مسبقًا ليجيب أسرع؛ لا يُستخدم مع ملف الإسقاط.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chat template file</source>
        <translation>ملف قالب المحادثة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jinja templates (*.jinja);;All (*)</source>
        <translation>قوالب Jinja (*.jinja);;الكل (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Projector (mmproj) file</source>
        <translation>ملف الإسقاط (mmproj)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF projectors (*.gguf);;All files (*)</source>
        <translation>ملفات إسقاط GGUF (*.gguf);;كل الملفات (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU &amp;offload</source>
        <translation>النقل إلى بطاقة الرسومات (&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context cac&amp;he type</source>
        <translation>نوع ذاكرة السياق المؤقتة (&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flash attention</source>
        <translation>الانتباه السريع (&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Threads</source>
        <translation>الخيوط (&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chat te&amp;mplate</source>
        <translation>قالب المحادثة (&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Projector</source>
        <translation>ملف الإسقاط (&amp;P)</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>A {0} cache needs flash attention, so it is turned on.</source>
        <translation>ذاكرة {0} المؤقتة تحتاج إلى الانتباه السريع، لذا تم تشغيله.</translation>
    </message>
</context>
<context>
    <name>AppStatusBar</name>
    <message>
        <location filename="../../desktop/gui/shell/status_bar.py" line="+33"/>
        <source>Runtime</source>
        <translation>بيئة التشغيل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runtime: looking…</source>
        <translation>بيئة التشغيل: جارٍ البحث…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device in use</source>
        <translation>الجهاز المستخدم</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+125"/>
        <source>Device: none</source>
        <translation>الجهاز: لا يوجد</translation>
    </message>
    <message>
        <location line="-123"/>
        <location line="+136"/>
        <source>Graphics card warning</source>
        <translation>تحذير بطاقة الرسومات</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>Loaded model</source>
        <translation>النموذج المحمّل</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+111"/>
        <location line="+9"/>
        <source>No model loaded</source>
        <translation>لا يوجد نموذج محمّل</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Memory used by the model</source>
        <translation>الذاكرة التي يستخدمها النموذج</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Runtime: none found</source>
        <translation>بيئة التشغيل: لم يُعثر عليها</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Runtime: {runtime}</source>
        <translation>بيئة التشغيل: {runtime}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading…</source>
        <translation>جارٍ التحميل…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Device: {device}</source>
        <translation>الجهاز: {device}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name} ({note})</source>
        <translation>النموذج: {name} ({note})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name}</source>
        <translation>النموذج: {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory: uses about {size}</source>
        <translation>الذاكرة: يستخدم نحو {size}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model {uses}, as the server reported when it loaded.
As planned, it {needs} at {tokens} tokens of context.</source>
        <translation>النموذج {uses}، كما أبلغ الخادم عند تحميله.
وحسب الخطة، {needs} عند {tokens} رمز من السياق.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory: {need}</source>
        <translation>الذاكرة: {need}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {model}, the model picked on the Load page.</source>
        <translation>للنموذج {model} المختار في صفحة التحميل.</translation>
    </message>
</context>
<context>
    <name>AttachmentChip</name>
    <message>
        <location filename="../../desktop/gui/chat/attachments.py" line="+69"/>
        <source>Attached picture {name}</source>
        <translation>الصورة المرفقة {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove picture {name}</source>
        <translation>إزالة الصورة {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Don&apos;t send {name}</source>
        <translation>لا ترسل {name}</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <location line="+23"/>
        <source>Pictures to send</source>
        <translation>صور للإرسال</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location line="-82"/>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>الصور (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
</context>
<context>
    <name>BuiltinToolsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="+87"/>
        <source>About tools</source>
        <translation>عن الأدوات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn tools on for a chat with the Tools button above its messages. Here you choose when each one needs your approval.</source>
        <translation>شغّل الأدوات لمحادثة ما بزر الأدوات أعلى رسائلها. هنا تختار متى تحتاج كل أداة إلى موافقتك.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>What {0} does</source>
        <translation>ما تفعله {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Let the model use the web (web_search and fetch_url)</source>
        <translation>السماح للنموذج باستخدام الويب (web_search و fetch_url)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model use the web</source>
        <translation>السماح للنموذج باستخدام الويب</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About the web tools</source>
        <translation>عن أدوات الويب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search address for web_search</source>
        <translation>عنوان البحث لـ web_search</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Let the model run commands (shell)</source>
        <translation>السماح للنموذج بتشغيل الأوامر (shell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model run commands</source>
        <translation>السماح للنموذج بتشغيل الأوامر</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shell warning</source>
        <translation>تحذير سطر الأوامر</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When {0} needs your approval</source>
        <translation>متى تحتاج {0} إلى موافقتك</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The shell asks before every command.</source>
        <translation>يسأل سطر الأوامر قبل كل أمر.</translation>
    </message>
</context>
<context>
    <name>ChatComposer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+30"/>
        <source>The loaded model can&apos;t read pictures. Load a model that supports images, with its vision projector file, to attach one.</source>
        <translation>النموذج المحمّل لا يستطيع قراءة الصور. حمّل نموذجًا يدعم الصور مع ملف الإسقاط الخاص به لإرفاق صورة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add a picture for the model to look at.</source>
        <translation>أضف صورة لينظر إليها النموذج.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a message. Enter sends, Shift+Enter starts a new line, Esc stops.</source>
        <translation>اكتب رسالة. Enter يرسل، و Shift+Enter يبدأ سطرًا جديدًا، و Esc يوقف.</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="+41"/>
        <source>New chat</source>
        <translation>محادثة جديدة</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chat title</source>
        <translation>عنوان المحادثة</translation>
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
        <translation>البحث في المحادثات</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search result</source>
        <translation>نتيجة البحث</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved chats</source>
        <translation>المحادثات المحفوظة</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>New chat</source>
        <translation>محادثة جديدة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat (Ctrl+N)</source>
        <translation>بدء محادثة جديدة (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>إعادة التسمية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename chat</source>
        <translation>إعادة تسمية المحادثة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>حذف</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Delete chat</source>
        <translation>حذف المحادثة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the chat “{title}”? This can&apos;t be undone.</source>
        <translation>هل تريد حذف المحادثة “{title}”؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No chats match “{search}”.</source>
        <translation>لا توجد محادثات تطابق “{search}”.</translation>
    </message>
</context>
<context>
    <name>ChatModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+29"/>
        <source>No model loaded</source>
        <translation>لا يوجد نموذج محمّل</translation>
    </message>
</context>
<context>
    <name>ChatTitle</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="-19"/>
        <source>New…</source>
        <translation>جديدة…</translation>
    </message>
</context>
<context>
    <name>ChatToolCalls</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_chat.py" line="+237"/>
        <source>This model can&apos;t use tools, so this answer was written without them.</source>
        <translation>لا يستطيع هذا النموذج استخدام الأدوات، لذلك كُتبت هذه الإجابة بدونها.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{text} Allow once, Allow in this chat or Deny, on the answer above the message box.</source>
        <translation>{text} اختر السماح مرة واحدة أو السماح في هذه المحادثة أو الرفض، في الإجابة أعلى مربع الرسالة.</translation>
    </message>
</context>
<context>
    <name>ChatToolsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="+48"/>
        <location line="+3"/>
        <source>Tools for this chat</source>
        <translation>أدوات هذه المحادثة</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Choose the tools the model may use in this chat</source>
        <translation>اختر الأدوات التي يمكن للنموذج استخدامها في هذه المحادثة</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{tool} (off in Settings)</source>
        <translation>{tool} (متوقفة في الإعدادات)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (يمكنها تغيير أشياء)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (only reads)</source>
        <translation>{tool} (تقرأ فقط)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MCP servers</source>
        <translation>خوادم MCP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every tool of {server}: those it marks as only reading run at once, the others ask you first, every time for those that can delete or overwrite</source>
        <translation>كل أدوات {server}: ما تصفه بأنه للقراءة فقط يعمل فورًا، والأخرى تسألك أولًا، وفي كل مرة لما يمكنه الحذف أو الكتابة فوق الملفات</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Files the tools may read</source>
        <translation>الملفات التي يمكن للأدوات قراءتها</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} (untick to take it away)</source>
        <translation>{file} (ألغِ التحديد لإزالته)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attach a file…</source>
        <translation>إرفاق ملف…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file the model may read in this chat (nothing else is)</source>
        <translation>ملف يمكن للنموذج قراءته في هذه المحادثة (ولا شيء غيره)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s first step in each answer is a tool call</source>
        <translation>الخطوة الأولى للنموذج في كل إجابة هي استدعاء أداة</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Attach a file for the tools</source>
        <translation>إرفاق ملف للأدوات</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tools: {count} on</source>
        <translation>الأدوات: {count} مُشغّلة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tools</source>
        <translation>الأدوات</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{names} on</source>
        <translation>{names} مُشغّلة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tools on in this chat</source>
        <translation>لا توجد أدوات مُشغّلة في هذه المحادثة</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_view.py" line="+214"/>
        <source>Chats</source>
        <translation>المحادثات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show your saved chats</source>
        <translation>عرض محادثاتك المحفوظة</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Attach image</source>
        <translation>إرفاق صورة</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Writing the answer…</source>
        <translation>جارٍ كتابة الإجابة…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Answer: {text}</source>
        <translation>الإجابة: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer is empty.</source>
        <translation>الإجابة فارغة.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This chat nearly fills what the model can keep in mind; the next message may not fit.</source>
        <translation>هذه المحادثة تكاد تملأ ما يستطيع النموذج تذكره؛ قد لا تتسع الرسالة التالية.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This chat is too long for the model&apos;s context.</source>
        <translation>هذه المحادثة أطول من سياق النموذج.</translation>
    </message>
</context>
<context>
    <name>ChatWelcome</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_welcome.py" line="+14"/>
        <source>Ask anything</source>
        <translation>اسأل عن أي شيء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model runs on this computer: what you write here stays on it. Try one of these, or write your own below.</source>
        <translation>يعمل النموذج على هذا الكمبيوتر: ما تكتبه هنا يبقى عليه. جرّب أحد هذه الاقتراحات، أو اكتب سؤالك أدناه.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Explain how a rainbow forms, in a few simple sentences.</source>
        <translation>اشرح كيف يتكوّن قوس قزح، في بضع جمل بسيطة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a short, friendly email saying I can&apos;t come to Friday&apos;s meeting.</source>
        <translation>اكتب رسالة بريد قصيرة وودية أقول فيها إنني لا أستطيع حضور اجتماع يوم الجمعة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give me three ideas for a quick vegetarian dinner.</source>
        <translation>أعطني ثلاث أفكار لعشاء نباتي سريع.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Welcome</source>
        <translation>مرحبًا</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About this chat</source>
        <translation>عن هذه المحادثة</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask: {prompt}</source>
        <translation>اسأل: {prompt}</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+52"/>
        <source>Instructions for the assistant</source>
        <translation>تعليمات للمساعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: how the assistant should answer</source>
        <translation>اختياري: كيف يجب أن يجيب المساعد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Instructions</source>
        <translation>التعليمات (&amp;I)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Told to the assistant before every message of this chat, e.g. “Answer briefly, in French.”</source>
        <translation>تُرسَل إلى المساعد قبل كل رسالة في هذه المحادثة، مثلًا “أجب باختصار، بالفرنسية.”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Message to send</source>
        <translation>الرسالة المراد إرسالها</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Send</source>
        <translation>إرسال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send message</source>
        <translation>إرسال الرسالة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send (Enter)</source>
        <translation>إرسال (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>إيقاف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the answer</source>
        <translation>إيقاف الإجابة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop (Esc)</source>
        <translation>إيقاف (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image…</source>
        <translation>إرفاق صورة…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image</source>
        <translation>إرفاق صورة</translation>
    </message>
</context>
<context>
    <name>ContextChoices</name>
    <message>
        <location filename="../../desktop/gui/chat/context_meter.py" line="+120"/>
        <source>This chat is too long</source>
        <translation>هذه المحادثة طويلة جدًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat length problem</source>
        <translation>مشكلة طول المحادثة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new chat</source>
        <translation>بدء محادثة جديدة</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Drop the oldest turns</source>
        <translation>استبعاد أقدم الرسائل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Answer again without the earliest messages; they stay saved in this chat.</source>
        <translation>الإجابة مجددًا دون أقدم الرسائل؛ تبقى محفوظة في هذه المحادثة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Reload with a longer context</source>
        <translation>إعادة التحميل بسياق أطول</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Load the model again with {longer} tokens of context.</source>
        <translation>تحميل النموذج مجددًا بسياق من {longer} رمز.</translation>
    </message>
</context>
<context>
    <name>ContextMeter</name>
    <message>
        <location line="-117"/>
        <source>{used} of {context} tokens</source>
        <translation>{used} من {context} رمز</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Context used</source>
        <translation>السياق المستخدم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of the model&apos;s context this chat uses.</source>
        <translation>كم تستخدم هذه المحادثة من سياق النموذج.</translation>
    </message>
</context>
<context>
    <name>ContextNotices</name>
    <message>
        <location line="+124"/>
        <source>Context note</source>
        <translation>ملاحظة عن السياق</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>The %Ln oldest messages are no longer sent to the model, so the chat fits; they stay saved here.</source>
        <translation>
            <numerusform>لم تعد أقدم رسالة تُرسل إلى النموذج لتتسع المحادثة؛ تبقى محفوظة هنا.</numerusform>
            <numerusform>لم تعد أقدم رسالة تُرسل إلى النموذج لتتسع المحادثة؛ تبقى محفوظة هنا.</numerusform>
            <numerusform>لم تعد أقدم رسالتين تُرسلان إلى النموذج لتتسع المحادثة؛ تبقيان محفوظتين هنا.</numerusform>
            <numerusform>لم تعد أقدم %Ln رسائل تُرسل إلى النموذج لتتسع المحادثة؛ تبقى محفوظة هنا.</numerusform>
            <numerusform>لم تعد أقدم %Ln رسالة تُرسل إلى النموذج لتتسع المحادثة؛ تبقى محفوظة هنا.</numerusform>
            <numerusform>لم تعد أقدم %Ln رسالة تُرسل إلى النموذج لتتسع المحادثة؛ تبقى محفوظة هنا.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There are no older messages to drop; start a new chat or shorten your message.</source>
        <translation>لا توجد رسائل أقدم لحذفها؛ ابدأ محادثة جديدة أو اختصر رسالتك.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading the model again with {context} tokens of context. Press Retry on the answer when it is ready.</source>
        <translation>جارٍ تحميل النموذج مجددًا بسياق من {context} رمز. اضغط إعادة المحاولة على الإجابة عندما يصبح جاهزًا.</translation>
    </message>
</context>
<context>
    <name>ConversationCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/conversation_calls.py" line="+119"/>
        <source>The saved chats were already closed.</source>
        <translation>المحادثات المحفوظة كانت مغلقة بالفعل.</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/crash_notice.py" line="+14"/>
        <source>LlamaDesk closed unexpectedly last time. A report of what happened was kept; it holds no chats, keys or tokens. Sending it to the people who make LlamaDesk helps them fix it.</source>
        <translation>أُغلق LlamaDesk بشكل غير متوقع في المرة السابقة. حُفظ تقرير بما حدث؛ لا يحتوي على محادثات أو مفاتيح أو رموز دخول. إرساله إلى صانعي LlamaDesk يساعدهم على إصلاحه.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>LlamaDesk closed unexpectedly</source>
        <translation>أُغلق LlamaDesk بشكل غير متوقع</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy report</source>
        <translation>نسخ التقرير</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open folder</source>
        <translation>فتح المجلد</translation>
    </message>
</context>
<context>
    <name>DefaultsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="+67"/>
        <source>Load the model I used last when LlamaDesk starts</source>
        <translation>تحميل آخر نموذج استخدمته عند بدء LlamaDesk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the model used last when LlamaDesk starts</source>
        <translation>تحميل آخر نموذج مُستخدم عند بدء LlamaDesk</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default context length</source>
        <translation>طول السياق الافتراضي</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automatic</source>
        <translation>تلقائي</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source> tokens</source>
        <translation> رمز</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Default graphics card use</source>
        <translation>الاستخدام الافتراضي لبطاقة الرسومات</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Default context cache type</source>
        <translation>النوع الافتراضي لذاكرة السياق المؤقتة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default temperature</source>
        <translation>درجة الحرارة الافتراضية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default top-p</source>
        <translation>قيمة top-p الافتراضية</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default number of candidate words (top K)</source>
        <translation>العدد الافتراضي للكلمات المرشحة (top K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many of the likeliest next words the model picks from. Fewer gives safer, plainer answers; Off lets it pick from all of them.</source>
        <translation>من كم كلمة من الكلمات التالية الأرجح يختار النموذج. العدد الأقل يعطي إجابات أكثر أمانًا وبساطة؛ وإيقاف يتيح له الاختيار منها كلها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+17"/>
        <source>Off</source>
        <translation>إيقاف</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Default least likely word allowed (min P)</source>
        <translation>أقل احتمال مسموح للكلمة الافتراضي (min P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words far less likely than the best next word are never picked. Higher keeps answers on topic; 0 turns this off.</source>
        <translation>الكلمات الأقل احتمالًا بكثير من أفضل كلمة تالية لا تُختار أبدًا. القيمة الأعلى تُبقي الإجابات في الموضوع؛ و 0 يوقف ذلك.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default repetition penalty</source>
        <translation>عقوبة التكرار الافتراضية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above 1 the model avoids saying the same words over and over. Off (1.00) leaves it as it is.</source>
        <translation>فوق 1 يتجنب النموذج تكرار الكلمات نفسها مرارًا. إيقاف (1.00) يتركه كما هو.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Default seed</source>
        <translation>البذرة الافتراضية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random gives a different answer every time. With a number, the same question asked with the same settings gets the same answer.</source>
        <translation>عشوائي يعطي إجابة مختلفة كل مرة. مع رقم، السؤال نفسه بالإعدادات نفسها يحصل على الإجابة نفسها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random</source>
        <translation>عشوائي</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Default longest answer</source>
        <translation>أطول إجابة افتراضية</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>بلا حد</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default instructions for the assistant</source>
        <translation>التعليمات الافتراضية للمساعد</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Context length</source>
        <translation>طول السياق (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Graphics card use</source>
        <translation>استخدام بطاقة الرسومات (&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context &amp;cache type</source>
        <translation>نوع ذاكرة السياق المؤقتة (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cr&amp;eativity (temperature)</source>
        <translation>الإبداع (درجة الحرارة) (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Word choice breadth (top &amp;P)</source>
        <translation>اتساع اختيار الكلمات (top P) (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidate &amp;words (top K)</source>
        <translation>الكلمات المرشحة (top K) (&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Least likely word allowed (&amp;min P)</source>
        <translation>أقل احتمال مسموح للكلمة (min P) (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetition pe&amp;nalty</source>
        <translation>عقوبة التكرار (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (random or a &amp;number)</source>
        <translation>البذرة (عشوائية أو رقم) (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Longest answer</source>
        <translation>أطول إجابة (&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instructions for the assistant</source>
        <translation>تعليمات للمساعد (&amp;I)</translation>
    </message>
</context>
<context>
    <name>DiscoverPage</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_page.py" line="+35"/>
        <source>Downloads</source>
        <translation>التنزيلات</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Find models and downloads</source>
        <translation>البحث عن النماذج والتنزيلات</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{0} {1} is in the download list.</source>
        <translation>{0} {1} في قائمة التنزيلات.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Download finished: the model is in the Library.</source>
        <translation>اكتمل التنزيل: النموذج في المكتبة.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A model</source>
        <translation>نموذج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The download of {0} stopped: its row under Downloads says why.</source>
        <translation>توقف تنزيل {0}: صفه في التنزيلات يوضح السبب.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hugging Face answers again.</source>
        <translation>Hugging Face يستجيب مجددًا.</translation>
    </message>
</context>
<context>
    <name>DiscoverView</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_view.py" line="+68"/>
        <source>Most downloaded</source>
        <translation>الأكثر تنزيلًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recently updated</source>
        <translation>المحدّثة مؤخرًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Good first models for this computer</source>
        <translation>نماذج مناسبة للبداية على هذا الكمبيوتر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat models</source>
        <translation>نماذج المحادثة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding models, for your documents</source>
        <translation>نماذج التضمين، لمستنداتك</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding models, for searching your documents</source>
        <translation>نماذج التضمين، للبحث في مستنداتك</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An embedding model does not chat: it turns text into numbers, so LlamaDesk can find the passages of your documents that mean what you asked, even in other words. LlamaDesk starts with all-MiniLM-L6-v2 (small, English). A better one finds the right passages more often and reads more languages. Once downloaded, choose it in a chat&apos;s Documents window (Embedding model…); each library is then read again.</source>
        <translation>نموذج التضمين لا يحاور: إنه يحوّل النص إلى أرقام، ليجد LlamaDesk مقاطع مستنداتك التي تعني ما سألت عنه، حتى بكلمات أخرى. يبدأ LlamaDesk بـ all-MiniLM-L6-v2 (صغير، للإنجليزية). النموذج الأفضل يجد المقاطع الصحيحة أكثر ويقرأ لغات أكثر. بعد تنزيله، اختره في نافذة المستندات في المحادثة (نموذج التضمين…)؛ ثم تُقرأ كل مكتبة مجددًا.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Model</source>
        <translation>النموذج</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Why it&apos;s a good start</source>
        <translation>لماذا هو بداية جيدة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested version</source>
        <translation>الإصدار المقترح</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Download</source>
        <translation>حجم التنزيل</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Downloads</source>
        <translation>التنزيلات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likes</source>
        <translation>الإعجابات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updated</source>
        <translation>آخر تحديث</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access</source>
        <translation>الوصول</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About how much the usual version ({0}) downloads. See versions for each version&apos;s exact size and whether it fits this computer.</source>
        <translation>الحجم التقريبي لتنزيل الإصدار المعتاد ({0}). اعرض الإصدارات لمعرفة الحجم الدقيق لكل إصدار وهل يناسب هذا الكمبيوتر.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated</source>
        <translation>مقيّد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This shows once Hugging Face answers: press Try again above.</source>
        <translation>يظهر هذا عندما يستجيب Hugging Face: اضغط إعادة المحاولة أعلاه.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Get models</source>
        <translation>الحصول على نماذج</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search Hugging Face for models</source>
        <translation>البحث عن نماذج في Hugging Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search Hugging Face, e.g. llama, qwen, gemma</source>
        <translation>ابحث في Hugging Face، مثل llama أو qwen أو gemma</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Order of the results</source>
        <translation>ترتيب النتائج</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search</source>
        <translation>بحث</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search now</source>
        <translation>ابحث الآن</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the list shows</source>
        <translation>ما تعرضه القائمة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which models to suggest</source>
        <translation>النماذج المقترحة</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Search status</source>
        <translation>حالة البحث</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Models found</source>
        <translation>النماذج التي عُثر عليها</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>See versions</source>
        <translation>عرض الإصدارات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the versions of the selected model</source>
        <translation>عرض إصدارات النموذج المحدد</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Checking this computer…</source>
        <translation>جارٍ فحص هذا الكمبيوتر…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Choose one to see its versions, or search for any model above.</source>
        <translation>اختر نموذجًا لرؤية إصداراته، أو ابحث عن أي نموذج أعلاه.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Searching Hugging Face…</source>
        <translation>جارٍ البحث في Hugging Face…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Models matching “{0}”</source>
        <translation>النماذج المطابقة لـ “{0}”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 model found.</source>
        <translation>عُثر على نموذج واحد.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>لم يُعثر على أي نموذج (%Ln).</numerusform>
            <numerusform>عُثر على نموذج واحد.</numerusform>
            <numerusform>عُثر على نموذجين.</numerusform>
            <numerusform>عُثر على %Ln نماذج.</numerusform>
            <numerusform>عُثر على %Ln نموذجًا.</numerusform>
            <numerusform>عُثر على %Ln نموذج.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No GGUF models match “{0}”. Try a shorter or other name.</source>
        <translation>لا توجد نماذج GGUF تطابق “{0}”. جرّب اسمًا أقصر أو مختلفًا.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The search failed.</source>
        <translation>فشل البحث.</translation>
    </message>
</context>
<context>
    <name>DocumentsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="+182"/>
        <source>Documents for this chat</source>
        <translation>مستندات هذه المحادثة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents</source>
        <translation>المستندات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let this chat answer from your files: PDFs, Word, text, web pages.</source>
        <translation>اجعل هذه المحادثة تجيب من ملفاتك: PDF و Word والنصوص وصفحات الويب.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Documents: {name}</source>
        <translation>المستندات: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from the library “{name}”.</source>
        <translation>تجيب هذه المحادثة من المكتبة “{name}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents ({count})</source>
        <translation>المستندات ({count})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from {names}.</source>
        <translation>تجيب هذه المحادثة من {names}.</translation>
    </message>
</context>
<context>
    <name>DocumentsCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/documents_calls.py" line="+254"/>
        <source>Indexing stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>توقفت الفهرسة بسبب مشكلة غير متوقعة في LlamaDesk.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your documents could not be reached because of an unexpected problem in LlamaDesk.</source>
        <translation>تعذّر الوصول إلى مستنداتك بسبب مشكلة غير متوقعة في LlamaDesk.</translation>
    </message>
</context>
<context>
    <name>DocumentsCounts</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="-132"/>
        <source>1 file</source>
        <translation>ملف واحد</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln ملف</numerusform>
            <numerusform>ملف واحد</numerusform>
            <numerusform>ملفان</numerusform>
            <numerusform>%Ln ملفات</numerusform>
            <numerusform>%Ln ملفًا</numerusform>
            <numerusform>%Ln ملف</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 passage</source>
        <translation>مقطع واحد</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln passages</source>
        <translation>
            <numerusform>%Ln مقطع</numerusform>
            <numerusform>مقطع واحد</numerusform>
            <numerusform>مقطعان</numerusform>
            <numerusform>%Ln مقاطع</numerusform>
            <numerusform>%Ln مقطعًا</numerusform>
            <numerusform>%Ln مقطع</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 new passage</source>
        <translation>مقطع جديد واحد</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln new passages</source>
        <translation>
            <numerusform>%Ln مقطع جديد</numerusform>
            <numerusform>مقطع جديد واحد</numerusform>
            <numerusform>مقطعان جديدان</numerusform>
            <numerusform>%Ln مقاطع جديدة</numerusform>
            <numerusform>%Ln مقطعًا جديدًا</numerusform>
            <numerusform>%Ln مقطع جديد</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{done} of 1 file</source>
        <translation>{done} من ملف واحد</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{done} of %Ln files</source>
        <translation>
            <numerusform>{done} من %Ln ملف</numerusform>
            <numerusform>{done} من ملف واحد</numerusform>
            <numerusform>{done} من ملفين</numerusform>
            <numerusform>{done} من %Ln ملفات</numerusform>
            <numerusform>{done} من %Ln ملفًا</numerusform>
            <numerusform>{done} من %Ln ملف</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 could not be read</source>
        <translation>تعذّرت قراءة ملف واحد</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>تعذّرت قراءة %Ln ملف</numerusform>
            <numerusform>تعذّرت قراءة ملف واحد</numerusform>
            <numerusform>تعذّرت قراءة ملفين</numerusform>
            <numerusform>تعذّرت قراءة %Ln ملفات</numerusform>
            <numerusform>تعذّرت قراءة %Ln ملفًا</numerusform>
            <numerusform>تعذّرت قراءة %Ln ملف</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>…and 1 more file could not be read.</source>
        <translation>…وتعذّرت قراءة ملف آخر.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>…and %Ln more files could not be read.</source>
        <translation>
            <numerusform>…وتعذّرت قراءة %Ln ملف آخر.</numerusform>
            <numerusform>…وتعذّرت قراءة ملف آخر.</numerusform>
            <numerusform>…وتعذّرت قراءة ملفين آخرين.</numerusform>
            <numerusform>…وتعذّرت قراءة %Ln ملفات أخرى.</numerusform>
            <numerusform>…وتعذّرت قراءة %Ln ملفًا آخر.</numerusform>
            <numerusform>…وتعذّرت قراءة %Ln ملف آخر.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <location line="-46"/>
        <source>Tick the libraries this chat answers from: each question is searched in them first, and the answer lists the passages it was given under “Sources”.</source>
        <translation>حدّد المكتبات التي تجيب منها هذه المحادثة: يُبحث عن كل سؤال فيها أولًا، وتذكر الإجابة المقاطع التي أُعطيت لها تحت “المصادر”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No libraries yet: add a folder or files to make one.</source>
        <translation>لا توجد مكتبات بعد: أضف مجلدًا أو ملفات لإنشاء واحدة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;All files (*)</source>
        <translation>المستندات (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;كل الملفات (*)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Read {files}…</source>
        <translation>قُرئ {files}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading {files}… ({name})</source>
        <translation>جارٍ قراءة {files}… ({name})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not indexed yet</source>
        <translation>لم تُفهرس بعد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{files}, {passages}, {unread}</source>
        <translation>{files}، {passages}، {unread}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{files}, {passages}</source>
        <translation>{files}، {passages}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>“{name}” could not be indexed: {problem}</source>
        <translation>تعذّرت فهرسة “{name}”: {problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Indexing “{name}” stopped. What was read is kept; Update goes on from there.</source>
        <translation>توقفت فهرسة “{name}”. ما قُرئ محفوظ؛ والتحديث يكمل من هناك.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“{name}” is ready: {files} read, {passages}.</source>
        <translation>“{name}” جاهزة: قُرئ {files}، {passages}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{source} could not be reached; its files are kept as they were indexed.</source>
        <translation>تعذّر الوصول إلى {source}؛ تبقى ملفاته كما فُهرست.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Embedding model: {name}</source>
        <translation>نموذج التضمين: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model: the first one in your model folders</source>
        <translation>نموذج التضمين: أول نموذج في مجلدات نماذجك</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+1"/>
        <source>Documents</source>
        <translation>المستندات</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Documents for this chat</source>
        <translation>مستندات هذه المحادثة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About documents</source>
        <translation>عن المستندات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Libraries</source>
        <translation>المكتبات</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No libraries</source>
        <translation>لا توجد مكتبات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>إضافة مجلد…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+89"/>
        <source>Make a library from a folder</source>
        <translation>إنشاء مكتبة من مجلد</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Add files…</source>
        <translation>إضافة ملفات…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+94"/>
        <source>Make a library from files</source>
        <translation>إنشاء مكتبة من ملفات</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Update</source>
        <translation>تحديث</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the library&apos;s new and changed files</source>
        <translation>قراءة الملفات الجديدة والمتغيرة في المكتبة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop</source>
        <translation>إيقاف</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop indexing</source>
        <translation>إيقاف الفهرسة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>إزالة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the library (your files stay)</source>
        <translation>إزالة المكتبة (تبقى ملفاتك)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indexing status</source>
        <translation>حالة الفهرسة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model</source>
        <translation>نموذج التضمين</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding model…</source>
        <translation>نموذج التضمين…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the embedding model file</source>
        <translation>اختيار ملف نموذج التضمين</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model that turns text into numbers for searching (a GGUF file). Another model means reading every library again.</source>
        <translation>النموذج الذي يحوّل النص إلى أرقام للبحث (ملف GGUF). نموذج آخر يعني قراءة كل مكتبة مجددًا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reranking model</source>
        <translation>نموذج إعادة الترتيب</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+96"/>
        <source>None</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>&amp;Reranking model:</source>
        <translation>نموذج إعادة الترتيب (&amp;R):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reranking model reads the question with each passage found and puts the best first (slower, often better). None: keyword and meaning search alone.</source>
        <translation>يقرأ نموذج إعادة الترتيب السؤال مع كل مقطع يُعثر عليه ويضع الأفضل أولًا (أبطأ، وغالبًا أفضل). لا شيء: البحث بالكلمات والمعنى فقط.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close the Documents window</source>
        <translation>إغلاق نافذة المستندات</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Making the library…</source>
        <translation>جارٍ إنشاء المكتبة…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the embedding model</source>
        <translation>اختيار نموذج التضمين</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf)</source>
        <translation>نماذج GGUF (*.gguf)</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>starting the embedding model…</source>
        <translation>جارٍ بدء نموذج التضمين…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Indexing “{name}”: starting the embedding model…</source>
        <translation>فهرسة “{name}”: جارٍ بدء نموذج التضمين…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Indexing “{name}”: {text}</source>
        <translation>فهرسة “{name}”: {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Remove library</source>
        <translation>إزالة المكتبة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the library “{name}”? Your files stay where they are; only what LlamaDesk read from them is forgotten.</source>
        <translation>هل تريد إزالة المكتبة “{name}”؟ تبقى ملفاتك في مكانها؛ يُنسى فقط ما قرأه LlamaDesk منها.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Removed “{name}”.</source>
        <translation>أُزيلت “{name}”.</translation>
    </message>
</context>
<context>
    <name>DocumentsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/documents_words.py" line="+36"/>
        <source>{file} could not be read: {reason}</source>
        <translation>تعذّرت قراءة {file}: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is gone</source>
        <translation>لم يعد الملف موجودًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission was denied</source>
        <translation>رُفض الإذن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk could not read it</source>
        <translation>تعذّر على القرص قراءته</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is protected by a password</source>
        <translation>إنه محمي بكلمة مرور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged</source>
        <translation>الملف تالف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (it has no pages)</source>
        <translation>الملف تالف (لا صفحات فيه)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read (its pages may be pictures of scanned paper)</source>
        <translation>لا يحتوي على نص للقراءة (قد تكون صفحاته صورًا لورق ممسوح ضوئيًا)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read</source>
        <translation>لا يحتوي على نص للقراءة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is damaged</source>
        <translation>النص تالف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a text file</source>
        <translation>ليس ملفًا نصيًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a Word document or it is damaged</source>
        <translation>ليس مستند Word أو أنه تالف</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{suffix} files are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>ملفات {suffix} غير مدعومة (المدعوم: PDF وWord والنص وMarkdown وHTML)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its structure is nested too deeply</source>
        <translation>بنيته متداخلة بعمق مفرط</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is too large to read</source>
        <translation>إنه أكبر من أن يُقرأ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>files without an ending are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>الملفات التي بلا امتداد غير مدعومة (المدعوم: PDF وWord والنص وMarkdown وHTML)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A library needs a name.</source>
        <translation>تحتاج المكتبة إلى اسم.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a library named “{name}”.</source>
        <translation>توجد مكتبة باسم “{name}” بالفعل.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no library named “{name}”.</source>
        <translation>لا توجد مكتبة باسم “{name}”.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The documents index is closed. Open the Documents window again.</source>
        <translation>فهرس المستندات مغلق. افتح نافذة المستندات مرة أخرى.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk is full: the documents index could not be saved. Free some space and index again; it goes on where it stopped.</source>
        <translation>القرص ممتلئ: تعذّر حفظ فهرس المستندات. حرّر بعض المساحة ثم أعد الفهرسة؛ ستستأنف من حيث توقفت.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index is busy in another LlamaDesk window or command. Try again when it has finished.</source>
        <translation>فهرس المستندات مشغول في نافذة أو أمر آخر من LlamaDesk. حاول مرة أخرى عند انتهائه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>تعذّر فتح فهرس المستندات في {path}. تحقق من وجود المجلد ومن أنك تستطيع الكتابة فيه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index was written by a newer LlamaDesk. Update LlamaDesk to use it.</source>
        <translation>كُتب فهرس المستندات بإصدار أحدث من LlamaDesk. حدّث LlamaDesk لاستخدامه.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The documents index at {path} could not be read: it is damaged or not an index. Move it aside and add your libraries again.</source>
        <translation>تعذّرت قراءة فهرس المستندات في {path}: إنه تالف أو ليس فهرسًا. انقله جانبًا ثم أضف مكتباتك من جديد.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The embedding model {model} took too long to answer. Try again; if it keeps happening, restart LlamaDesk.</source>
        <translation>استغرق نموذج التضمين {model} وقتًا طويلًا للرد. حاول مرة أخرى؛ وإن تكرر ذلك فأعد تشغيل LlamaDesk.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} is not running any more. Press Update to start it again (indexing goes on where it stopped).</source>
        <translation>لم يعد نموذج التضمين {model} يعمل. اضغط “تحديث” لتشغيله من جديد (تستأنف الفهرسة من حيث توقفت).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} refused the app&apos;s key.</source>
        <translation>رفض نموذج التضمين {model} مفتاح التطبيق.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} could not embed the text (HTTP {status}).</source>
        <translation>تعذّر على نموذج التضمين {model} تضمين النص (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} sent an answer the app does not understand.</source>
        <translation>أرسل نموذج التضمين {model} ردًا لا يفهمه التطبيق.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The embedding model {model} could not embed the text: “{reason}”.</source>
        <translation>تعذّر على نموذج التضمين {model} تضمين النص: “{reason}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The library “{library}” was indexed with the embedding model {stored}; using {given} instead means reading all its files again: press Update.</source>
        <translation>فُهرست المكتبة “{library}” باستخدام نموذج التضمين {stored}؛ واستخدام {given} بدلًا منه يعني قراءة جميع ملفاتها من جديد: اضغط “تحديث”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents need an embedding model, which turns text into numbers for searching. Download one in Discover (search “embedding”, e.g. all-MiniLM-L6-v2, 46 MB), or choose one you have with “Embedding model…” here.</source>
        <translation>تحتاج المستندات إلى نموذج تضمين يحوّل النص إلى أرقام للبحث. نزّل واحدًا من استكشاف (ابحث عن “embedding”، مثل all-MiniLM-L6-v2، بحجم 46 MB)، أو اختر نموذجًا لديك عبر “نموذج التضمين…” هنا.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is a chat model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} نموذج محادثة وليس نموذج تضمين. تحتاج المستندات إلى نموذج تضمين مثل all-MiniLM-L6-v2: ابحث عن “embedding” في استكشاف.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a reranking model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file} نموذج إعادة ترتيب وليس نموذج تضمين. تحتاج المستندات إلى نموذج تضمين مثل all-MiniLM-L6-v2: ابحث عن “embedding” في استكشاف.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>LlamaDesk is closing; your documents are not searched.</source>
        <translation>يُغلَق LlamaDesk؛ لن يُبحث في مستنداتك.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{source} cannot be reached (a disk unplugged or a folder moved?). Its passages are kept and searched as they were; they are brought up to date when it is back.</source>
        <translation>تعذّر الوصول إلى {source} (هل فُصل قرص أو نُقل مجلد؟). تبقى مقاطعه محفوظة ويُبحث فيها كما كانت؛ وتُحدَّث عند عودته.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your documents could not be searched: {why}</source>
        <translation>تعذّر البحث في مستنداتك: {why}</translation>
    </message>
</context>
<context>
    <name>DownloadsPanel</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="+37"/>
        <source>Downloads appear here.</source>
        <translation>تظهر التنزيلات هنا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>goes on by itself when the connection is back</source>
        <translation>يستأنف تلقائيًا عند عودة الاتصال</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting</source>
        <translation>في الانتظار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>جارٍ التنزيل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the connection</source>
        <translation>في انتظار الاتصال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>متوقف مؤقتًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>فشل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>اكتمل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled</source>
        <translation>أُلغي</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} of {1}</source>
        <translation>{0} من {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} · starting…</source>
        <translation>{0} · جارٍ البدء…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left</source>
        <translation>متبقٍ {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>working out the time left</source>
        <translation>جارٍ حساب الوقت المتبقي</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} · {1}/s · {2}</source>
        <translation>{0} · {1}/ث · {2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The download failed.</source>
        <translation>فشل التنزيل.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} · ready to load</source>
        <translation>{0} · جاهز للتحميل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled; nothing was kept.</source>
        <translation>أُلغي؛ لم يُحتفظ بشيء.</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Downloads</source>
        <translation>التنزيلات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No downloads</source>
        <translation>لا توجد تنزيلات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem with the list of downloads</source>
        <translation>مشكلة في قائمة التنزيلات</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>List of downloads</source>
        <translation>قائمة التنزيلات</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Cancel download</source>
        <translation>إلغاء التنزيل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the download of {0}? What was downloaded so far is deleted.</source>
        <translation>هل تريد إلغاء تنزيل {0}؟ يُحذف ما نُزّل حتى الآن.</translation>
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
        <translation>تعذّر حفظ المحادثة: المجلد {folder} غير موجود.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the file could not be written</source>
        <translation>تعذّرت كتابة الملف</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat could not be saved to {path}: {reason}.</source>
        <translation>تعذّر حفظ المحادثة في {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>ExportButton</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_export_button.py" line="+44"/>
        <source>Export…</source>
        <translation>تصدير…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Export chat</source>
        <translation>تصدير المحادثة</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Save this chat as a Markdown or JSON file.</source>
        <translation>حفظ هذه المحادثة كملف Markdown أو JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as Markdown…</source>
        <translation>تصدير بصيغة Markdown…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export as JSON…</source>
        <translation>تصدير بصيغة JSON…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export result</source>
        <translation>نتيجة التصدير</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>There is nothing to export yet: send a message first.</source>
        <translation>لا يوجد ما يُصدَّر بعد: أرسل رسالة أولًا.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saving the chat to {path}…</source>
        <translation>جارٍ حفظ المحادثة في {path}…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the chat to {path}.</source>
        <translation>حُفظت المحادثة في {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chat could not be saved because of an unexpected problem.</source>
        <translation>تعذّر حفظ المحادثة بسبب مشكلة غير متوقعة.</translation>
    </message>
</context>
<context>
    <name>FailureWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/failure_words.py" line="+20"/>
        <source>This version of llama.cpp does not work on your processor. Install the portable runtime in Settings.</source>
        <translation>هذا الإصدار من llama.cpp لا يعمل على المعالج لديك. ثبّت بيئة التشغيل المحمولة من الإعدادات.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server could not start: a file it needs is missing. Reinstall the runtime in Settings, or install the Microsoft Visual C++ Redistributable.</source>
        <translation>تعذّر تشغيل خادم النماذج: ملف يحتاج إليه مفقود. أعد تثبيت بيئة التشغيل من الإعدادات، أو ثبّت Microsoft Visual C++ Redistributable.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that runs the models (llama-server) is missing or cannot start. Reinstall the runtime in Settings.</source>
        <translation>البرنامج الذي يشغّل النماذج (llama-server) مفقود أو لا يستطيع البدء. أعد تثبيت بيئة التشغيل من الإعدادات.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is not enough memory to load {model}. Try a shorter context, a smaller version of the model, or fewer layers on the graphics card.</source>
        <translation>لا توجد ذاكرة كافية لتحميل {model}. جرّب سياقًا أقصر، أو إصدارًا أصغر من النموذج، أو طبقات أقل على بطاقة الرسومات.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This version of llama.cpp does not know the kind of model {model} is ({architecture}). Update the runtime in Settings, or choose another model.</source>
        <translation>هذا الإصدار من llama.cpp لا يعرف نوع النموذج {model} ({architecture}). حدّث بيئة التشغيل من الإعدادات، أو اختر نموذجًا آخر.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{model} could not be loaded: the file is damaged, incomplete or not a model llama.cpp can read. Download it again or choose another model.</source>
        <translation>تعذّر تحميل {model}: الملف تالف أو غير مكتمل أو ليس نموذجًا يستطيع llama.cpp قراءته. نزّله مرة أخرى أو اختر نموذجًا آخر.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your NVIDIA driver is too old for this runtime. Update the driver, or use the processor runtime in Settings.</source>
        <translation>برنامج تشغيل NVIDIA لديك قديم جدًا بالنسبة إلى بيئة التشغيل هذه. حدّث برنامج التشغيل، أو استخدم بيئة تشغيل المعالج من الإعدادات.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another program was using the port the model server needed. Try again.</source>
        <translation>كان برنامج آخر يستخدم المنفذ الذي احتاج إليه خادم النماذج. حاول مجددًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while loading {model}.</source>
        <translation>توقف خادم النماذج أثناء تحميل {model}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loading {model} took too long. Try a smaller model or a shorter context.</source>
        <translation>استغرق تحميل {model} وقتًا طويلًا جدًا. جرّب نموذجًا أصغر أو سياقًا أقصر.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading the model was cancelled.</source>
        <translation>أُلغي تحميل النموذج.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model server was stopped from outside while loading. Nothing is wrong with the model: load it again.</source>
        <translation>أُوقف خادم النماذج من الخارج أثناء التحميل. لا عيب في النموذج: حمّله مرة أخرى.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model server could not start: a file it needs ({library}) is missing. Reinstall the runtime in Settings.</source>
        <translation>تعذّر تشغيل خادم النماذج: ملف يحتاج إليه ({library}) مفقود. أعد تثبيت بيئة التشغيل من الإعدادات.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model file {model} is missing. Download it again or choose another model.</source>
        <translation>ملف النموذج {model} مفقود. نزّله مرة أخرى أو اختر نموذجًا آخر.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Port {port} is used by another program, so other apps can&apos;t reach LlamaDesk there. Choose another port in Settings (Other apps), or close that program.</source>
        <translation>المنفذ {port} يستخدمه برنامج آخر، لذا لا تستطيع التطبيقات الأخرى الوصول إلى LlamaDesk عبره. اختر منفذًا آخر في الإعدادات (التطبيقات الأخرى)، أو أغلق ذلك البرنامج.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server said it was ready but does not answer. Try again.</source>
        <translation>قال خادم النماذج إنه جاهز لكنه لا يجيب. حاول مجددًا.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This conversation is longer than the model&apos;s context. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>هذه المحادثة أطول من سياق النموذج. ابدأ محادثة جديدة، أو اختصر رسالتك، أو حمّل النموذج بسياق أكبر.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens). Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>هذه المحادثة أطول من سياق النموذج ({context} رمز). ابدأ محادثة جديدة، أو اختصر رسالتك، أو حمّل النموذج بسياق أكبر.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens); it needs {needed}. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>هذه المحادثة أطول من سياق النموذج ({context} رمز)؛ وتحتاج إلى {needed} رمز. ابدأ محادثة جديدة، أو اختصر رسالتك، أو حمّل النموذج بسياق أكبر.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model server refused the app&apos;s key. Reload the model and try again.</source>
        <translation>رفض خادم النماذج مفتاح التطبيق. أعد تحميل النموذج وحاول مجددًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model can&apos;t read pictures. Remove the picture, or load a model that supports images (with its vision projector file).</source>
        <translation>هذا النموذج لا يستطيع قراءة الصور. أزل الصورة، أو حمّل نموذجًا يدعم الصور (مع ملف الإسقاط الخاص به).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This model can&apos;t listen to audio. Remove the audio file.</source>
        <translation>هذا النموذج لا يستطيع الاستماع إلى الصوت. أزل الملف الصوتي.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>لا يزال النموذج قيد التحميل. حاول مجددًا بعد لحظات.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer: {said}</source>
        <translation>تعذّر على خادم النماذج الإجابة: {said}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer (HTTP {status}).</source>
        <translation>تعذّر على خادم النماذج الإجابة (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Can&apos;t reach the model server. It may have stopped; load the model again.</source>
        <translation>تعذّر الوصول إلى خادم النماذج. ربما توقف؛ حمّل النموذج مرة أخرى.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server sent a reply the app couldn&apos;t read.</source>
        <translation>أرسل خادم النماذج ردًا لم يتمكن التطبيق من قراءته.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while answering. What it wrote so far is kept.</source>
        <translation>توقف خادم النماذج أثناء الإجابة. ما كتبه حتى الآن محفوظ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped before answering. Load the model again.</source>
        <translation>توقف خادم النماذج قبل أن يجيب. حمّل النموذج مرة أخرى.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model is loaded. Load one on the Load page, then press Retry.</source>
        <translation>لا يوجد نموذج محمّل. حمّل نموذجًا في صفحة التحميل، ثم اضغط إعادة المحاولة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>توقفت الإجابة بسبب مشكلة غير متوقعة في LlamaDesk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer ended unexpectedly. Press Retry to try again.</source>
        <translation>انتهت الإجابة على نحو غير متوقع. اضغط إعادة المحاولة لتحاول مجددًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model stopped unexpectedly while answering. Press Retry to load it again and answer.</source>
        <translation>توقف النموذج على نحو غير متوقع أثناء الإجابة. اضغط إعادة المحاولة لتحميله مرة أخرى والإجابة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer sharing its devices at {hosts} went away while answering, and the model stopped. What it wrote so far is kept; start that computer&apos;s sharing again and load the model, or load it without that computer.</source>
        <translation>انقطع الكمبيوتر الذي يشارك أجهزته على {hosts} أثناء الإجابة، وتوقف النموذج. ما كتبه حتى الآن محفوظ؛ شغّل المشاركة على ذلك الكمبيوتر مجددًا وحمّل النموذج، أو حمّله بدون ذلك الكمبيوتر.</translation>
    </message>
</context>
<context>
    <name>FiguresWords</name>
    <message>
        <location filename="../../desktop/gui/chat/figures_words.py" line="+27"/>
        <source>{speed} tokens/s</source>
        <translation>{speed} رمز/ث</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first token after {time}</source>
        <translation>أول رمز بعد {time}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 token</source>
        <translation>رمز واحد</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln رمز</numerusform>
            <numerusform>رمز واحد</numerusform>
            <numerusform>رمزان</numerusform>
            <numerusform>%Ln رموز</numerusform>
            <numerusform>%Ln رمزًا</numerusform>
            <numerusform>%Ln رمز</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>أُوقفت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cut off at the length limit</source>
        <translation>قُطعت عند حد الطول</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{milliseconds} ms</source>
        <translation>{milliseconds} مللي ثانية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds} ث</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ran on the processor (CPU)</source>
        <translation>عمل على المعالج (CPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ran on {devices}</source>
        <translation>عمل على {devices}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ran on {devices} ({on_card} of {layers} layers; the rest on the processor)</source>
        <translation>عمل على {devices} ({on_card} من {layers} طبقة؛ والباقي على المعالج)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ran on {devices} ({on_card} of {layers} layers)</source>
        <translation>عمل على {devices} ({on_card} من {layers} طبقة)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}, {context}-token context</source>
        <translation>{where}، سياق من {context} رمز</translation>
    </message>
</context>
<context>
    <name>FileField</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="-225"/>
        <source>None</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>اختيار…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose {0}</source>
        <translation>اختيار {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear</source>
        <translation>مسح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear {0}</source>
        <translation>مسح {0}</translation>
    </message>
</context>
<context>
    <name>FormControls</name>
    <message>
        <location filename="../../desktop/gui/widgets/form_controls.py" line="+26"/>
        <source>Copied</source>
        <translation>تم النسخ</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Copy</source>
        <translation>نسخ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Copied to the clipboard</source>
        <translation>نُسخ إلى الحافظة</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../../desktop/gui/widgets/glossary.py" line="+22"/>
        <source>How much the model&apos;s numbers were rounded to make it smaller. Smaller versions (Q3, Q4) need less memory and answer faster; larger ones (Q6, Q8, F16) answer a little better. Q4_K_M is a good balance on most computers.</source>
        <translation>مقدار تقريب أرقام النموذج لتصغيره. الإصدارات الأصغر (Q3، Q4) تحتاج ذاكرة أقل وتجيب أسرع؛ والأكبر (Q6، Q8، F16) تجيب أفضل قليلًا. Q4_K_M توازن جيد على معظم أجهزة الكمبيوتر.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F16 keeps the model&apos;s numbers unrounded (16-bit): the best answers, and the most memory. A vision model&apos;s picture reader is usually F16.</source>
        <translation>يحتفظ F16 بأرقام النموذج دون تقريب (16 بت): أفضل الإجابات وأكبر استهلاك للذاكرة. قارئ الصور في نماذج الرؤية يكون عادةً F16.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the conversation memory (the KV cache) is stored. f16 is exact; q8_0 needs half the memory with almost no difference; q4_0 a quarter, with a small loss. A smaller type leaves room for a longer conversation.</source>
        <translation>كيف تُخزَّن ذاكرة المحادثة (KV cache). النوع f16 دقيق؛ و q8_0 يحتاج نصف الذاكرة بفرق يكاد لا يُذكر؛ و q4_0 ربعها مع خسارة صغيرة. النوع الأصغر يترك مجالًا لمحادثة أطول.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The part of a vision model that reads pictures (an &quot;mmproj&quot; file). It is only needed to send pictures; LlamaDesk finds it beside the model when it can.</source>
        <translation>جزء نموذج الرؤية الذي يقرأ الصور (ملف &quot;mmproj&quot;). لا يُحتاج إليه إلا لإرسال الصور؛ يجده LlamaDesk بجوار النموذج عندما يستطيع.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Word choice breadth: the next word is picked only among the likeliest words whose chances add up to this share. Lower (0.8) keeps answers focused; 1.0 turns it off. Most people leave it at 0.95.</source>
        <translation>اتساع اختيار الكلمات: تُختار الكلمة التالية فقط من بين الكلمات الأرجح التي تبلغ فرصها مجتمعة هذه النسبة. القيمة الأقل (0.8) تُبقي الإجابات مركّزة؛ و 1.0 يوقفه. يتركه معظم الناس عند 0.95.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only this many of the likeliest next words are considered. Off considers all; 40 is a common choice.</source>
        <translation>لا يُنظر إلا في هذا العدد من الكلمات التالية الأرجح. إيقاف ينظر فيها كلها؛ و 40 اختيار شائع.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Words much less likely than the likeliest one are never picked. 0.05 removes odd choices without making answers dull; off allows every word.</source>
        <translation>الكلمات الأقل احتمالًا بكثير من الكلمة الأرجح لا تُختار أبدًا. 0.05 يزيل الاختيارات الغريبة دون أن يجعل الإجابات مملة؛ والإيقاف يسمح بكل كلمة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creativity: low (0.2) gives steady, predictable answers; high (1.0) more varied and surprising ones.</source>
        <translation>الإبداع: المنخفض (0.2) يعطي إجابات ثابتة ومتوقعة؛ والمرتفع (1.0) إجابات أكثر تنوعًا ومفاجأة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the model can do besides chatting: read pictures (vision), use tools, or think step by step before it answers.</source>
        <translation>ما يستطيع النموذج فعله غير المحادثة: قراءة الصور (الرؤية)، أو استخدام الأدوات، أو التفكير خطوة بخطوة قبل أن يجيب.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the conversation the model can keep in mind at once, in tokens (a token is about three quarters of a word). Longer needs more memory.</source>
        <translation>كم من المحادثة يستطيع النموذج تذكره دفعة واحدة، بالرموز (الرمز نحو ثلاثة أرباع الكلمة). الأطول يحتاج ذاكرة أكثر.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the model runs on the graphics card. All of it is fastest; what doesn&apos;t fit runs on the processor, more slowly.</source>
        <translation>كم من النموذج يعمل على بطاقة الرسومات. تشغيله كله عليها هو الأسرع؛ وما لا يتسع يعمل على المعالج، بشكل أبطأ.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{quant}: rounded to about {bits} bits per number, tiny variant</source>
        <translation>{quant}: مقرّب إلى نحو {bits} بت لكل رقم، نسخة ضئيلة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, extra small variant</source>
        <translation>{quant}: مقرّب إلى نحو {bits} بت لكل رقم، نسخة صغيرة جدًا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, small variant</source>
        <translation>{quant}: مقرّب إلى نحو {bits} بت لكل رقم، نسخة صغيرة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, medium variant</source>
        <translation>{quant}: مقرّب إلى نحو {bits} بت لكل رقم، نسخة متوسطة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, large variant</source>
        <translation>{quant}: مقرّب إلى نحو {bits} بت لكل رقم، نسخة كبيرة</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{quant}: unrounded ({bits}-bit), the largest version. {about}</source>
        <translation>{quant}: دون تقريب ({bits} بت)، أكبر إصدار. {about}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{quant}: rounded to about {bits} bits per number</source>
        <translation>{quant}: مقرّب إلى نحو {bits} بت لكل رقم</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{words} (a newer, denser rounding)</source>
        <translation>{words} (تقريب أحدث وأكثر كثافة)</translation>
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
        <translation>بدون استخدام اليدين</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free: on</source>
        <translation>بدون استخدام اليدين: مُشغّل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talk with the chat: it listens, sends what you say when you pause, reads the answer aloud, then listens again. Press again (or Esc) to stop.</source>
        <translation>تحدّث مع المحادثة: تستمع، وترسل ما تقوله عندما تتوقف، وتقرأ الإجابة بصوت عالٍ، ثم تستمع مجددًا. اضغط مرة أخرى (أو Esc) للإيقاف.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hands-free is off.</source>
        <translation>وضع بدون استخدام اليدين متوقف.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free stopped: no model can answer yet.</source>
        <translation>توقف وضع بدون استخدام اليدين: لا يوجد نموذج يستطيع الإجابة بعد.</translation>
    </message>
</context>
<context>
    <name>HandsFreeControl</name>
    <message>
        <location line="+29"/>
        <location line="+111"/>
        <source>Hands-free: talk with the chat</source>
        <translation>بدون استخدام اليدين: تحدّث مع المحادثة</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Hands-free is on: press to stop</source>
        <translation>وضع بدون استخدام اليدين مُشغّل: اضغط للإيقاف</translation>
    </message>
</context>
<context>
    <name>HelpGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="+29"/>
        <source>Log folder</source>
        <translation>مجلد السجلات</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logs and reports: {0}</source>
        <translation>السجلات والتقارير: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the log folder</source>
        <translation>فتح مجلد السجلات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the folder of logs and reports</source>
        <translation>فتح مجلد السجلات والتقارير</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy a report</source>
        <translation>نسخ تقرير</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy a report of this computer and recent problems</source>
        <translation>نسخ تقرير عن هذا الكمبيوتر والمشكلات الأخيرة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Report status</source>
        <translation>حالة التقرير</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About reports</source>
        <translation>عن التقارير</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Putting the report together…</source>
        <translation>جارٍ إعداد التقرير…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copied: paste it into your message.</source>
        <translation>تم النسخ: الصقه في رسالتك.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The report could not be put together: {0}</source>
        <translation>تعذّر إعداد التقرير: {0}</translation>
    </message>
</context>
<context>
    <name>HostWorker</name>
    <message>
        <location filename="../../desktop/gui/bridge/host_worker.py" line="+157"/>
        <source>Loading stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>توقف التحميل بسبب مشكلة غير متوقعة في LlamaDesk.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>No llama-server was found: it runs the models. Install it from Settings (“Open Settings to install it” at the top of the window).</source>
        <translation>لم يُعثر على llama-server: إنه يشغّل النماذج. ثبّته من الإعدادات (“افتح الإعدادات لتثبيته” أعلى النافذة).</translation>
    </message>
</context>
<context>
    <name>HubBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+12"/>
        <source>Can&apos;t reach Hugging Face, so searching and downloading are paused; downloads go on by themselves once it answers. Models on this computer still work.</source>
        <translation>لا يمكن الوصول إلى Hugging Face، لذا توقف البحث والتنزيل مؤقتًا؛ تستأنف التنزيلات تلقائيًا عندما يستجيب. النماذج الموجودة على هذا الكمبيوتر تعمل كما هي.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>offlineBanner</source>
        <translation>offlineBanner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face can&apos;t be reached</source>
        <translation>لا يمكن الوصول إلى Hugging Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection notice</source>
        <translation>تنبيه الاتصال</translation>
    </message>
</context>
<context>
    <name>HubWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/hub_words.py" line="+40"/>
        <source>Can&apos;t reach Hugging Face. Check the internet connection; models already on this computer still work.</source>
        <translation>لا يمكن الوصول إلى Hugging Face. تحقّق من الاتصال بالإنترنت؛ النماذج الموجودة على هذا الكمبيوتر تعمل كما هي.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{repo} needs a valid Hugging Face token: add a Hugging Face token in Settings (create a read token at huggingface.co/settings/tokens).</source>
        <translation>يحتاج {repo} إلى رمز دخول Hugging Face صالح: أضف رمز دخول Hugging Face من الإعدادات (أنشئ رمز قراءة على huggingface.co/settings/tokens).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your Hugging Face token has no access to {repo} yet: open the model&apos;s page on Hugging Face ({page}), accept its terms while signed in to the token&apos;s account, then try again.</source>
        <translation>رمز دخول Hugging Face الخاص بك لا يملك بعدُ صلاحية الوصول إلى {repo}: افتح صفحة النموذج على Hugging Face ({page})، واقبل شروطه وأنت مسجّل الدخول بحساب الرمز، ثم أعد المحاولة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no model called {repo} on Hugging Face (or it is private: add a token in Settings).</source>
        <translation>لا يوجد نموذج باسم {repo} على Hugging Face (أو أنه خاص: أضف رمز دخول من الإعدادات).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no model called {repo} on Hugging Face, or your account can&apos;t see it.</source>
        <translation>لا يوجد نموذج باسم {repo} على Hugging Face، أو أن حسابك لا يستطيع رؤيته.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A file of {repo} is missing on Hugging Face.</source>
        <translation>أحد ملفات {repo} غير موجود على Hugging Face.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{repo}&quot; is not a model name on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>«{repo}» ليس اسم نموذج على Hugging Face؛ تكون الأسماء على شكل المالك/النموذج، مثل bartowski/Qwen2.5-7B-Instruct-GGUF.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the name of a model on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>اكتب اسم نموذج على Hugging Face؛ تكون الأسماء على شكل المالك/النموذج، مثل bartowski/Qwen2.5-7B-Instruct-GGUF.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face is busy right now (too many requests); try again in {wait}.</source>
        <translation>Hugging Face مشغول الآن (طلبات كثيرة جدًا)؛ أعد المحاولة بعد {wait}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face is busy right now (too many requests); try again in a minute.</source>
        <translation>Hugging Face مشغول الآن (طلبات كثيرة جدًا)؛ أعد المحاولة بعد دقيقة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face has a problem on its side (HTTP {status}); try again later.</source>
        <translation>لدى Hugging Face مشكلة من جهته (HTTP {status})؛ أعد المحاولة لاحقًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face answered with an error; try again later.</source>
        <translation>ردّ Hugging Face بخطأ؛ أعد المحاولة لاحقًا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face answered with an error (HTTP {status}); try again later.</source>
        <translation>ردّ Hugging Face بخطأ (HTTP {status})؛ أعد المحاولة لاحقًا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste a Hugging Face token first; create a read token at huggingface.co/settings/tokens.</source>
        <translation>الصق رمز دخول Hugging Face أولًا؛ أنشئ رمز قراءة على huggingface.co/settings/tokens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face did not accept this token. Create a read token at huggingface.co/settings/tokens and paste it here.</source>
        <translation>لم يقبل Hugging Face هذا الرمز. أنشئ رمز قراءة على huggingface.co/settings/tokens والصقه هنا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face. What was downloaded is kept; the download goes on from there once it can be reached again.</source>
        <translation>لا يمكن الوصول إلى Hugging Face. ما نُزّل محفوظ؛ يُستأنف التنزيل من حيث توقف حين يمكن الوصول إليه مجددًا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The download of {file} keeps failing; try again later (what was downloaded is kept).</source>
        <translation>يفشل تنزيل {file} مرة بعد أخرى؛ أعد المحاولة لاحقًا (ما نُزّل محفوظ).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download of {file} keeps failing ({reason}); try again later (what was downloaded is kept).</source>
        <translation>يفشل تنزيل {file} مرة بعد أخرى ({reason})؛ أعد المحاولة لاحقًا (ما نُزّل محفوظ).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the connection was interrupted</source>
        <translation>انقطع الاتصال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data arrived for a while</source>
        <translation>لم تصل أي بيانات لبعض الوقت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the download link expired</source>
        <translation>انتهت صلاحية رابط التنزيل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face asked to slow down</source>
        <translation>طلب Hugging Face الإبطاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the request timed out</source>
        <translation>انتهت مهلة الطلب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face had a problem on its side (HTTP {status})</source>
        <translation>واجه Hugging Face مشكلة من جهته (HTTP {status})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} arrived damaged (it is not the file Hugging Face lists), so it was not added. Download it again.</source>
        <translation>وصل {file} تالفًا (ليس الملف الذي يذكره Hugging Face)، لذا لم يُضَف. نزّله مرة أخرى.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face refused the download (HTTP {status}).</source>
        <translation>رفض Hugging Face التنزيل (HTTP {status}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model could not be saved in {folder}. Check that the folder exists and that you may write to it.</source>
        <translation>تعذّر حفظ النموذج في {folder}. تحقّق من أن المجلد موجود وأنه يمكنك الكتابة فيه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more.</source>
        <translation>لا توجد مساحة كافية على القرص: يحتاج هذا التنزيل إلى {needed} والمساحة الحرة {free} (يبقى {reserve} منها حرًّا للنظام). حرّر {missing} إضافية.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more, or download {quant} ({size}), the largest version that fits.</source>
        <translation>لا توجد مساحة كافية على القرص: يحتاج هذا التنزيل إلى {needed} والمساحة الحرة {free} (يبقى {reserve} منها حرًّا للنظام). حرّر {missing} إضافية، أو نزّل {quant} ({size})، وهو أكبر إصدار يتّسع له القرص.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). No version of this model fits: free up {missing} more.</source>
        <translation>لا توجد مساحة كافية على القرص: يحتاج هذا التنزيل إلى {needed} والمساحة الحرة {free} (يبقى {reserve} منها حرًّا للنظام). لا يتّسع القرص لأي إصدار من هذا النموذج: حرّر {missing} إضافية.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The disk holding {folder} is full: this download still needs {needed}, and {reserve} more stays free for your system. Free up {total} there, then try again (what was downloaded is kept).</source>
        <translation>القرص الذي يحوي {folder} ممتلئ: لا يزال هذا التنزيل يحتاج إلى {needed}، إضافةً إلى {reserve} تبقى حرة للنظام. حرّر {total} على هذا القرص، ثم أعد المحاولة (ما نُزّل محفوظ).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{repo} has no {quant} version (it has {available}).</source>
        <translation>لا يحتوي {repo} على إصدار {quant} (الإصدارات الموجودة: {available}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The download stopped because of an unexpected problem; press Retry.</source>
        <translation>توقف التنزيل بسبب مشكلة غير متوقعة؛ اضغط إعادة المحاولة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checking the downloaded file</source>
        <translation>جارٍ فحص الملف المُنزَّل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another download of the same file</source>
        <translation>في انتظار تنزيل آخر للملف نفسه</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{reason}; trying again in {wait} (attempt {attempt} of {attempts})</source>
        <translation>{reason}؛ إعادة المحاولة بعد {wait} (المحاولة {attempt} من {attempts})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The list of downloads could not be read and was left out.</source>
        <translation>تعذّرت قراءة قائمة التنزيلات فتم تجاهلها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some downloads in the list could not be read and were left out.</source>
        <translation>تعذّرت قراءة بعض التنزيلات في القائمة فتم تجاهلها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The old file was kept as {name}.</source>
        <translation>احتُفظ بالملف القديم باسم {name}.</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../../desktop/gui/library/library_model.py" line="+46"/>
        <source> · Loaded</source>
        <translation> · محمّل</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>البنية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>المعاملات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version</source>
        <translation>الإصدار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>الحجم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>السياق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can also</source>
        <translation>يستطيع أيضًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On this computer</source>
        <translation>على هذا الكمبيوتر</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>see images</source>
        <translation>رؤية الصور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>think</source>
        <translation>التفكير</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use tools</source>
        <translation>استخدام الأدوات</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All models</source>
        <translation>كل النماذج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can see images</source>
        <translation>يستطيع رؤية الصور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can think</source>
        <translation>يستطيع التفكير</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can use tools</source>
        <translation>يستطيع استخدام الأدوات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damaged files</source>
        <translation>الملفات التالفة</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This file cannot be read.</source>
        <translation>لا يمكن قراءة هذا الملف.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>LlamaDesk could not work out whether this model fits ({0}).</source>
        <translation>لم يتمكن LlamaDesk من معرفة ما إذا كان هذا النموذج يتسع في الذاكرة ({0}).</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>{0} (from Ollama)</source>
        <translation>{0} (من Ollama)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Damaged: {0}</source>
        <translation>تالف: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown</source>
        <translation>غير معروف</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>read text aloud ({0} languages)</source>
        <translation>قراءة النص بصوت عالٍ ({0} لغة)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read text aloud</source>
        <translation>قراءة النص بصوت عالٍ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hear speech</source>
        <translation>سماع الكلام</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{0} tokens of context</source>
        <translation>{0} رمز من السياق</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>can also: {0}</source>
        <translation>يستطيع أيضًا: {0}</translation>
    </message>
</context>
<context>
    <name>LibraryView</name>
    <message>
        <location filename="../../desktop/gui/library/library_view.py" line="+57"/>
        <source>Your models</source>
        <translation>نماذجك</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search models</source>
        <translation>البحث في النماذج</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search by name or version</source>
        <translation>ابحث بالاسم أو الإصدار</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show which models</source>
        <translation>النماذج المعروضة</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Models on this computer</source>
        <translation>النماذج على هذا الكمبيوتر</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Library status</source>
        <translation>حالة المكتبة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking for models…</source>
        <translation>جارٍ البحث عن النماذج…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Problem with the selected model</source>
        <translation>مشكلة في النموذج المحدد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look again</source>
        <translation>البحث مجددًا</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for models again</source>
        <translation>البحث عن النماذج مجددًا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add file…</source>
        <translation>إضافة ملف…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model file to the library</source>
        <translation>إضافة ملف نموذج إلى المكتبة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>إضافة مجلد…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a folder of models to the library</source>
        <translation>إضافة مجلد نماذج إلى المكتبة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show in folder</source>
        <translation>العرض في المجلد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected model in its folder</source>
        <translation>عرض النموذج المحدد في مجلده</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>حذف…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected model from this computer</source>
        <translation>حذف النموذج المحدد من هذا الكمبيوتر</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load</source>
        <translation>تحميل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the selected model</source>
        <translation>تحميل النموذج المحدد</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>1 model found.</source>
        <translation>عُثر على نموذج واحد.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>لم يُعثر على أي نموذج (%Ln).</numerusform>
            <numerusform>عُثر على نموذج واحد.</numerusform>
            <numerusform>عُثر على نموذجين.</numerusform>
            <numerusform>عُثر على %Ln نماذج.</numerusform>
            <numerusform>عُثر على %Ln نموذجًا.</numerusform>
            <numerusform>عُثر على %Ln نموذج.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No models found. Add a file or a folder, or drop one here.</source>
        <translation>لم يُعثر على نماذج. أضف ملفًا أو مجلدًا، أو أفلته هنا.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Looking for models failed.</source>
        <translation>فشل البحث عن النماذج.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} cannot be used: {1}</source>
        <translation>لا يمكن استخدام {0}: {1}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0}: not a model file (.gguf) or folder, so not added.</source>
        <translation>{0}: ليس ملف نموذج (.gguf) ولا مجلدًا، لذا لم يُضف.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Add a model</source>
        <translation>إضافة نموذج</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>نماذج GGUF (*.gguf);;كل الملفات (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a folder of models</source>
        <translation>إضافة مجلد نماذج</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete model</source>
        <translation>حذف النموذج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete {0} (1 file) from this computer? This cannot be undone.</source>
        <translation>هل تريد حذف {0} (ملف واحد) من هذا الكمبيوتر؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Delete {0} (%Ln files) from this computer? This cannot be undone.</source>
        <translation>
            <numerusform>هل تريد حذف {0} (%Ln ملف) من هذا الكمبيوتر؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>هل تريد حذف {0} (ملف واحد) من هذا الكمبيوتر؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>هل تريد حذف {0} (ملفان) من هذا الكمبيوتر؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>هل تريد حذف {0} (%Ln ملفات) من هذا الكمبيوتر؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>هل تريد حذف {0} (%Ln ملفًا) من هذا الكمبيوتر؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>هل تريد حذف {0} (%Ln ملف) من هذا الكمبيوتر؟ لا يمكن التراجع عن ذلك.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deleting {0}…</source>
        <translation>جارٍ حذف {0}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} was deleted.</source>
        <translation>حُذف {0}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model was not deleted.</source>
        <translation>لم يُحذف النموذج.</translation>
    </message>
</context>
<context>
    <name>ListChoice</name>
    <message>
        <location filename="../../desktop/gui/widgets/list_choice.py" line="+21"/>
        <source>Select {what} in the list first.</source>
        <translation>حدّد {what} في القائمة أولًا.</translation>
    </message>
</context>
<context>
    <name>LoadAdvanced</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+29"/>
        <source>Advanced settings</source>
        <translation>الإعدادات المتقدمة</translation>
    </message>
</context>
<context>
    <name>LoadPlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="+52"/>
        <source>Settings chosen for this computer</source>
        <translation>الإعدادات المختارة لهذا الكمبيوتر</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>No graphics card found: the model will run on the processor.</source>
        <translation>لم يُعثر على بطاقة رسومات: سيعمل النموذج على المعالج.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everything on {0}.</source>
        <translation>كل شيء على {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} of {1} layers on {2}; the rest on the processor.</source>
        <translation>{0} من {1} طبقة على {2}؛ والباقي على المعالج.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model will run on the processor, as you chose.</source>
        <translation>سيعمل النموذج على المعالج، كما اخترت.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The model will run on the processor.</source>
        <translation>سيعمل النموذج على المعالج.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} at {1} tokens of context.</source>
        <translation>{0} عند {1} رمز من السياق.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>On the graphics card: {size} of {free} free graphics memory: {over} too much.</source>
        <translation>على بطاقة الرسومات: {size} من {free} من ذاكرة الرسومات المتاحة: {over} أكثر من اللازم.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the graphics card: {size} of {free} free graphics memory.</source>
        <translation>على بطاقة الرسومات: {size} من {free} من ذاكرة الرسومات المتاحة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory: {over} too much.</source>
        <translation>في ذاكرة الكمبيوتر: {size} من {free} من الذاكرة المتاحة: {over} أكثر من اللازم.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory.</source>
        <translation>في ذاكرة الكمبيوتر: {size} من {free} من الذاكرة المتاحة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory: {over} too much.</source>
        <translation>يوجد {free} من ذاكرة الرسومات المتاحة: {over} أكثر من اللازم.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory.</source>
        <translation>يوجد {free} من ذاكرة الرسومات المتاحة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory: {over} too much.</source>
        <translation>يوجد {free} من الذاكرة المتاحة: {over} أكثر من اللازم.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory.</source>
        <translation>يوجد {free} من الذاكرة المتاحة.</translation>
    </message>
</context>
<context>
    <name>LoadView</name>
    <message>
        <location filename="../../desktop/gui/load/load_view.py" line="+98"/>
        <source>Load a model</source>
        <translation>تحميل نموذج</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>النموذج</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a file…</source>
        <translation>فتح ملف…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a model file</source>
        <translation>فتح ملف نموذج</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Model</source>
        <translation>النموذج (&amp;M)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+1"/>
        <source>Show advanced settings</source>
        <translation>عرض الإعدادات المتقدمة</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+344"/>
        <source>Load</source>
        <translation>تحميل</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>Load the model</source>
        <translation>تحميل النموذج</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel loading</source>
        <translation>إلغاء التحميل</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unload</source>
        <translation>إلغاء التحميل من الذاكرة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unload the model</source>
        <translation>إزالة النموذج من الذاكرة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show server log</source>
        <translation>عرض سجل الخادم</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Loading progress</source>
        <translation>تقدّم التحميل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading progress, in words</source>
        <translation>تقدّم التحميل، بالكلمات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load status</source>
        <translation>حالة التحميل</translation>
    </message>
    <message>
        <location line="+69"/>
        <source> (damaged)</source>
        <translation> (تالف)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No models found yet. Add a model file (.gguf) in the Library or download one in Discover.</source>
        <translation>لم يُعثر على نماذج بعد. أضف ملف نموذج (.gguf) في المكتبة أو نزّل واحدًا من استكشاف.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Open a model</source>
        <translation>فتح نموذج</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>نماذج GGUF (*.gguf);;كل الملفات (*)</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Starting…</source>
        <translation>جارٍ البدء…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loading the model…</source>
        <translation>جارٍ تحميل النموذج…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} of {1}</source>
        <translation>{0} من {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · {0}/s</source>
        <translation> · {0}/ث</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · about {0} left</source>
        <translation> · متبقٍ نحو {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Loaded in {0}.</source>
        <translation>اكتمل التحميل خلال {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded: {0}</source>
        <translation>محمّل: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is ready.</source>
        <translation>{0} جاهز.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Loading was cancelled.</source>
        <translation>أُلغي التحميل.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> “Show server log” has the details.</source>
        <translation> التفاصيل في “عرض سجل الخادم”.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No model is loaded.</source>
        <translation>لا يوجد نموذج محمّل.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Load this one instead</source>
        <translation>تحميل هذا بدلًا منه</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load another</source>
        <translation>تحميل نموذج آخر</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} is loaded now. Press “Load this one instead” to switch to the model picked above.</source>
        <translation>{0} محمّل الآن. اضغط “تحميل هذا بدلًا منه” للتبديل إلى النموذج المختار أعلاه.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Something unexpected went wrong while reading the model.</source>
        <translation>حدث خطأ غير متوقع أثناء قراءة النموذج.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/gui/shell/main_window.py" line="+67"/>
        <source>Library</source>
        <translation>المكتبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discover</source>
        <translation>استكشاف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>تحميل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>المحادثة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Pages</source>
        <translation>الصفحات</translation>
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
        <translation>صفحة {page}</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>New chat</source>
        <translation>محادثة جديدة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show {page}</source>
        <translation>عرض {page}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The starter model is not installed.</source>
        <translation>النموذج المبدئي غير مثبّت.</translation>
    </message>
    <message>
        <location line="+80"/>
        <location line="+6"/>
        <source>Settings file damaged</source>
        <translation>ملف الإعدادات تالف</translation>
    </message>
</context>
<context>
    <name>McpServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="+102"/>
        <source>About MCP servers</source>
        <translation>عن خوادم MCP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Programs or web services that give the model more tools, as in other apps. They are kept in {0}. Turn one on for a chat with its Tools button.</source>
        <translation>برامج أو خدمات ويب تمنح النموذج أدوات إضافية، كما في التطبيقات الأخرى. تُحفظ في {0}. شغّل أحدها لمحادثة ما بزر الأدوات الخاص بها.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MCP servers</source>
        <translation>خوادم MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Test</source>
        <translation>اختبار</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test the selected MCP server</source>
        <translation>اختبار خادم MCP المحدد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>إزالة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected MCP server</source>
        <translation>إزالة خادم MCP المحدد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the selected server&apos;s tools need your approval</source>
        <translation>متى تحتاج أدوات الخادم المحدد إلى موافقتك</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New MCP server&apos;s name</source>
        <translation>اسم خادم MCP الجديد</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. files</source>
        <translation>مثلًا files</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New MCP server&apos;s command or web address</source>
        <translation>أمر خادم MCP الجديد أو عنوانه على الويب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. npx -y @modelcontextprotocol/server-memory</source>
        <translation>مثلًا npx -y @modelcontextprotocol/server-memory</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add server</source>
        <translation>إضافة خادم</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add this MCP server</source>
        <translation>إضافة خادم MCP هذا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command or address</source>
        <translation>الأمر أو العنوان</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP server status</source>
        <translation>حالة خادم MCP</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Added {0}. Press Test to try it.</source>
        <translation>أُضيف {0}. اضغط اختبار لتجربته.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Removed {0}.</source>
        <translation>أُزيل {0}.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Testing {0}…</source>
        <translation>جارٍ اختبار {0}…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The MCP servers could not be read or saved.</source>
        <translation>تعذّرت قراءة خوادم MCP أو حفظها.</translation>
    </message>
</context>
<context>
    <name>MemoryBar</name>
    <message>
        <location filename="../../desktop/gui/load/memory_bar.py" line="+54"/>
        <location line="+22"/>
        <source>free memory</source>
        <translation>الذاكرة المتاحة</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Memory needed</source>
        <translation>الذاكرة المطلوبة</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Pick a model to see how much memory it needs.</source>
        <translation>اختر نموذجًا لترى كم يحتاج من الذاكرة.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: needs {1}.</source>
        <translation>{0}: يحتاج {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0}.</source>
        <translation>يحتاج {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: needs {1} of {2} {3}: {4} too much.</source>
        <translation>{0}: يحتاج {1} من {2} {3}: {4} أكثر من اللازم.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs {0} of {1} {2}: {3} too much.</source>
        <translation>يحتاج {0} من {1} {2}: {3} أكثر من اللازم.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: needs {1} of {2} {3}.</source>
        <translation>{0}: يحتاج {1} من {2} {3}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0} of {1} {2}.</source>
        <translation>يحتاج {0} من {1} {2}.</translation>
    </message>
</context>
<context>
    <name>MessageColumn</name>
    <message>
        <location filename="../../desktop/gui/chat/message_column.py" line="+31"/>
        <source>This answer was interrupted. Press Retry to write it again.</source>
        <translation>انقطعت هذه الإجابة. اضغط إعادة المحاولة لكتابتها مجددًا.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Messages</source>
        <translation>الرسائل</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <location filename="../../desktop/gui/chat/message_text.py" line="+247"/>
        <source>Edit message</source>
        <translation>تعديل الرسالة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter saves and sends again, Esc cancels.</source>
        <translation>Ctrl+Enter يحفظ ويرسل مجددًا، و Esc يلغي.</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <location filename="../../desktop/gui/chat/message_view.py" line="+42"/>
        <source>Read aloud</source>
        <translation>قراءة بصوت عالٍ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading</source>
        <translation>إيقاف القراءة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant</source>
        <translation>المساعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>النظام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool</source>
        <translation>أداة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your message</source>
        <translation>رسالتك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant message</source>
        <translation>رسالة المساعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System message</source>
        <translation>رسالة النظام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool message</source>
        <translation>رسالة الأداة</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location line="+61"/>
        <source>Author</source>
        <translation>الكاتب</translation>
    </message>
    <message>
        <location line="+100"/>
        <location line="+7"/>
        <source>Thinking</source>
        <translation>التفكير</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+315"/>
        <source>Show thinking</source>
        <translation>عرض التفكير</translation>
    </message>
    <message>
        <location line="-402"/>
        <source>Answer</source>
        <translation>الإجابة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message text</source>
        <translation>نص الرسالة</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Attached pictures</source>
        <translation>الصور المرفقة</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Save and send</source>
        <translation>حفظ وإرسال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save and send the edited message</source>
        <translation>حفظ الرسالة المعدّلة وإرسالها</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel editing</source>
        <translation>إلغاء التعديل</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Answer figures</source>
        <translation>أرقام الإجابة</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Problem</source>
        <translation>مشكلة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry</source>
        <translation>إعادة المحاولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry this answer</source>
        <translation>إعادة محاولة هذه الإجابة</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Copy message text</source>
        <translation>نسخ نص الرسالة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regenerate</source>
        <translation>إعادة الإنشاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write this answer again</source>
        <translation>كتابة هذه الإجابة مجددًا</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Edit</source>
        <translation>تعديل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit and send again</source>
        <translation>التعديل والإرسال مجددًا</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+333"/>
        <source>Read this answer aloud</source>
        <translation>قراءة هذه الإجابة بصوت عالٍ</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Pictures: {names}</source>
        <translation>الصور: {names}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Copy code</source>
        <translation>نسخ الشيفرة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code {number}/{count}</source>
        <translation>نسخ الشيفرة {number}/{count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy code block {number} of {count} ({language})</source>
        <translation>نسخ كتلة الشيفرة {number} من {count} ({language})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code block {number} of {count}</source>
        <translation>نسخ كتلة الشيفرة {number} من {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy: {line}</source>
        <translation>نسخ: {line}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy this code</source>
        <translation>نسخ هذه الشيفرة</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Stop reading this answer aloud</source>
        <translation>إيقاف قراءة هذه الإجابة بصوت عالٍ</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Hide thinking</source>
        <translation>إخفاء التفكير</translation>
    </message>
</context>
<context>
    <name>ModelBanner</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_banner.py" line="+34"/>
        <source>Model status</source>
        <translation>حالة النموذج</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>تحميل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the model offered</source>
        <translation>تحميل النموذج المعروض</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to Load</source>
        <translation>الانتقال إلى التحميل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the Load page</source>
        <translation>الانتقال إلى صفحة التحميل</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The model is loading. You can write already.</source>
        <translation>جارٍ تحميل النموذج. يمكنك الكتابة الآن.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No model is loaded. Sending will load {name} again.</source>
        <translation>لا يوجد نموذج محمّل. الإرسال سيحمّل {name} مجددًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load a model to start chatting.</source>
        <translation>حمّل نموذجًا لبدء المحادثة.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was sent: no model is loaded. Pick one on the Load page; your message stays in the box.</source>
        <translation>لم يُرسل شيء: لا يوجد نموذج محمّل. اختر واحدًا في صفحة التحميل؛ تبقى رسالتك في المربع.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was sent: no model is loaded. Load {stem} to send it, or pick another model on the Load page.</source>
        <translation>لم يُرسل شيء: لا يوجد نموذج محمّل. حمّل {stem} لإرسالها، أو اختر نموذجًا آخر في صفحة التحميل.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load it and send</source>
        <translation>التحميل والإرسال</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load {name}, then send your message.</source>
        <translation>تحميل {name}، ثم إرسال رسالتك.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your chats could not be read or saved because of an unexpected problem.</source>
        <translation>تعذّرت قراءة محادثاتك أو حفظها بسبب مشكلة غير متوقعة.</translation>
    </message>
</context>
<context>
    <name>ModelCardView</name>
    <message>
        <location filename="../../desktop/gui/discover/model_card.py" line="+27"/>
        <source>Model description</source>
        <translation>وصف النموذج</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This model has no description.</source>
        <translation>لا يوجد وصف لهذا النموذج.</translation>
    </message>
</context>
<context>
    <name>ModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+31"/>
        <source>Model to chat with</source>
        <translation>النموذج الذي تحادثه</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>The model that answers. Pick another to load it.</source>
        <translation>النموذج الذي يجيب. اختر نموذجًا آخر لتحميله.</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>&amp;Model</source>
        <translation>النموذج (&amp;M)</translation>
    </message>
</context>
<context>
    <name>ModelWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/model_words.py" line="+26"/>
        <source>{file} was not found. It may have been moved or deleted.</source>
        <translation>لم يُعثر على {file}. ربما نُقل أو حُذف.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a folder, not a model file.</source>
        <translation>{file} مجلد وليس ملف نموذج.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a model file.</source>
        <translation>{file} ليس ملف نموذج.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} can&apos;t be read: LlamaDesk is not allowed to open it.</source>
        <translation>تتعذّر قراءة {file}: لا يُسمح لـ LlamaDesk بفتحه.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could not be read.</source>
        <translation>تعذّرت قراءة {file}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is empty (the download did not finish?). Download it again.</source>
        <translation>{file} فارغ (ألم يكتمل التنزيل؟). نزّله مرة أخرى.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is incomplete (the download did not finish?). Download it again.</source>
        <translation>{file} غير مكتمل (ألم يكتمل التنزيل؟). نزّله مرة أخرى.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a model but a web page or error message (the download failed?). Download it again.</source>
        <translation>{file} ليس نموذجًا بل صفحة ويب أو رسالة خطأ (هل فشل التنزيل؟). نزّله مرة أخرى.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} only points to the model; it is not the model itself. Download the real file.</source>
        <translation>{file} يشير إلى النموذج فقط وليس النموذج نفسه. نزّل الملف الحقيقي.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a GGUF model file.</source>
        <translation>{file} ليس ملف نموذج GGUF.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was made for another kind of computer (big-endian), which LlamaDesk cannot use.</source>
        <translation>صُنع {file} لنوع آخر من أجهزة الكمبيوتر (big-endian)، ولا يستطيع LlamaDesk استخدامه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in an old format (GGUF version 1). Download a newer conversion of the model.</source>
        <translation>{file} بتنسيق قديم (GGUF الإصدار 1). نزّل تحويلًا أحدث للنموذج.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in GGUF version {version}, which LlamaDesk cannot read (a newer or damaged file?).</source>
        <translation>{file} بإصدار GGUF ‏{version}، ولا يستطيع LlamaDesk قراءته (ملف أحدث أو تالف؟).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is damaged and can&apos;t be read as a model. Download it again.</source>
        <translation>{file} تالف ولا يمكن قراءته كنموذج. نزّله مرة أخرى.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a model file LlamaDesk can use (it names no kind of model).</source>
        <translation>{file} ليس ملف نموذج يستطيع LlamaDesk استخدامه (لا يذكر أي نوع من النماذج).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Part {number} of {count} of {file} is missing ({part} is not in the same folder).</source>
        <translation>الجزء {number} من {count} من {file} مفقود ({part} ليس في المجلد نفسه).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model is split into {count} parts, and these are missing: {parts}. Download it again or delete it.</source>
        <translation>هذا النموذج مقسّم إلى {count} أجزاء، وهذه الأجزاء مفقودة: {parts}. نزّله مرة أخرى أو احذفه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is part {number} of {count} of a split model, but its name does not end in {suffix}, so the other parts cannot be found.</source>
        <translation>{file} هو الجزء {number} من {count} من نموذج مقسّم، لكن اسمه لا ينتهي بـ {suffix}، لذا يتعذّر العثور على الأجزاء الأخرى.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The parts of {file} do not belong together (parts of different downloads mixed?). Download the model again.</source>
        <translation>أجزاء {file} لا تنتمي إلى بعضها (هل اختلطت أجزاء من تنزيلات مختلفة؟). نزّل النموذج مرة أخرى.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ollama&apos;s {name} can&apos;t be used: Ollama&apos;s record of it is damaged. Download it again in Ollama.</source>
        <translation>لا يمكن استخدام {name} من Ollama: سجلّ Ollama الخاص به تالف. نزّله مرة أخرى في Ollama.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ollama&apos;s {name} has no model file of its own (it may be a cloud model).</source>
        <translation>ليس لـ {name} من Ollama ملف نموذج خاص به (ربما يكون نموذجًا سحابيًا).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama&apos;s {name} can&apos;t be used: its model file is missing from Ollama&apos;s folder. Download it again in Ollama.</source>
        <translation>لا يمكن استخدام {name} من Ollama: ملف النموذج مفقود من مجلد Ollama. نزّله مرة أخرى في Ollama.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The starter model comes with LlamaDesk and cannot be deleted.</source>
        <translation>النموذج المبدئي يأتي مع LlamaDesk ولا يمكن حذفه.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} belongs to Ollama. Remove it in Ollama (ollama rm {name}).</source>
        <translation>{name} تابع لـ Ollama. أزله في Ollama ‏(ollama rm {name}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some files of {name} could not be deleted. Check that you may change that folder and that no other program uses them.</source>
        <translation>تعذّر حذف بعض ملفات {name}. تحقّق من أنه يُسمح لك بتعديل ذلك المجلد وأنه لا يوجد برنامج آخر يستخدمها.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is the picture part of a model (a vision projector), not a chat model. Pick the model file it belongs to.</source>
        <translation>{file} هو جزء الصور من نموذج (ملف إسقاط)، وليس نموذج محادثة. اختر ملف النموذج الذي ينتمي إليه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a speech model ({family}): it reads answers aloud, it does not chat. Choose it in Settings → Voice, and load a chat model here.</source>
        <translation>{file} نموذج كلام ({family}): يقرأ الإجابات بصوت عالٍ ولا يُحادث. اختره من الإعدادات ← الصوت، وحمّل هنا نموذج محادثة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server can&apos;t use the graphics card: files it needs are missing ({names}). Reinstall the runtime in Settings, or update the graphics card&apos;s driver.</source>
        <translation>لا يستطيع خادم النماذج استخدام بطاقة الرسومات: ملفات يحتاجها مفقودة ({names}). أعد تثبيت بيئة التشغيل من الإعدادات، أو حدّث برنامج تشغيل بطاقة الرسومات.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LlamaDesk can&apos;t use {value} as the {setting}. Choose another value in Settings or on the Load page.</source>
        <translation>لا يستطيع LlamaDesk استخدام {value} بوصفه {setting}. اختر قيمة أخرى في الإعدادات أو في صفحة «تحميل».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>context length</source>
        <translation>طول السياق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of parallel chats</source>
        <translation>عدد المحادثات المتوازية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of threads</source>
        <translation>عدد الخيوط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of layers on the graphics card</source>
        <translation>عدد الطبقات على بطاقة الرسومات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>context cache type</source>
        <translation>نوع الذاكرة المؤقتة للسياق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flash attention setting</source>
        <translation>إعداد الانتباه السريع (Flash attention)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of graphics memory</source>
        <translation>حصة ذاكرة الرسومات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra arguments</source>
        <translation>الوسائط الإضافية</translation>
    </message>
</context>
<context>
    <name>OfflineBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+6"/>
        <source>Try again</source>
        <translation>إعادة المحاولة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Try reaching Hugging Face again</source>
        <translation>محاولة الوصول إلى Hugging Face مجددًا</translation>
    </message>
</context>
<context>
    <name>PageScroll</name>
    <message>
        <location filename="../../desktop/gui/shell/window_fit.py" line="+52"/>
        <source>{page} page, scrolled</source>
        <translation>صفحة {page}، مُمرَّرة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scroll the {page} page</source>
        <translation>تمرير صفحة {page}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scroll the {page} page sideways</source>
        <translation>تمرير صفحة {page} أفقيًا</translation>
    </message>
</context>
<context>
    <name>PassageView</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+49"/>
        <source>Source {number}: {label}</source>
        <translation>المصدر {number}: {label}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cited passage</source>
        <translation>المقطع المُستشهد به</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the passage is from</source>
        <translation>مصدر المقطع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Section</source>
        <translation>القسم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>الملف</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passage text</source>
        <translation>نص المقطع</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open file</source>
        <translation>فتح الملف</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open {name}</source>
        <translation>فتح {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the whole file in the app your computer uses for it.</source>
        <translation>فتح الملف كاملًا في التطبيق الذي يستخدمه كمبيوترك له.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is no longer where it was when it was indexed.</source>
        <translation>لم يعد هذا الملف في المكان الذي كان فيه عند فهرسته.</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <location filename="../../desktop/gui/load/placement.py" line="+39"/>
        <source>processor (CPU)</source>
        <translation>المعالج (CPU)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Remembers up to {0} tokens of conversation.</source>
        <translation>يتذكر حتى {0} رمز من المحادثة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (conversation memory: {0})</source>
        <translation> (ذاكرة المحادثة: {0})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Runs on the graphics card: {0}.</source>
        <translation>يعمل على بطاقة الرسومات: {0}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> ({0} of {1} layers)</source>
        <translation> ({0} من {1} طبقة)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All {0} layers on the graphics card.</source>
        <translation>كل الطبقات الـ {0} على بطاقة الرسومات.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is on the graphics card.</source>
        <translation>النموذج على بطاقة الرسومات.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU).</source>
        <translation>يعمل على المعالج (CPU).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All {0} layers on the processor.</source>
        <translation>كل الطبقات الـ {0} على المعالج.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All on the processor.</source>
        <translation>كله على المعالج.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics card not used ({0})</source>
        <translation>بطاقة الرسومات غير مستخدمة ({0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU), as you chose.</source>
        <translation>يعمل على المعالج (CPU)، كما اخترت.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}: you chose CPU only for this model.</source>
        <translation>{0}: اخترت المعالج فقط لهذا النموذج.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the installed llama.cpp runtime can only use the processor.</source>
        <translation>بيئة تشغيل llama.cpp المثبّتة لا تستطيع استخدام سوى المعالج.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It does not fit in its free memory.</source>
        <translation>لا يتسع في ذاكرتها المتاحة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your graphics card ({0}) is not used. {1}</source>
        <translation>بطاقة الرسومات ({0}) غير مستخدمة. {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not enough free graphics memory for this model.</source>
        <translation>لا توجد ذاكرة رسومات متاحة كافية لهذا النموذج.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>llama.cpp put no part of the model on it (the server log says why).</source>
        <translation>لم يضع llama.cpp أي جزء من النموذج عليها (سجل الخادم يوضح السبب).</translation>
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
        <translation>أين يعمل النموذج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layers on the graphics card</source>
        <translation>الطبقات على بطاقة الرسومات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loaded context</source>
        <translation>السياق المحمّل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics card warning</source>
        <translation>تحذير بطاقة الرسومات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes from loading</source>
        <translation>ملاحظات من التحميل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start chatting</source>
        <translation>بدء المحادثة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the Chat page</source>
        <translation>الانتقال إلى صفحة المحادثة</translation>
    </message>
</context>
<context>
    <name>PlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="-278"/>
        <source>Will it run</source>
        <translation>هل سيعمل</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length slider</source>
        <translation>منزلق طول السياق</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length, in tokens</source>
        <translation>طول السياق، بالرموز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> tokens</source>
        <translation> رمز</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context limit</source>
        <translation>حد السياق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context warning</source>
        <translation>تحذير السياق</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Graphics card plan</source>
        <translation>خطة بطاقة الرسومات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why these settings</source>
        <translation>لماذا هذه الإعدادات</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics memory needed</source>
        <translation>ذاكرة الرسومات المطلوبة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory needed</source>
        <translation>الذاكرة المطلوبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed, in words</source>
        <translation>الذاكرة المطلوبة، بالكلمات</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Context</source>
        <translation>السياق (&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much of the conversation the model keeps in mind.</source>
        <translation>كم من المحادثة يتذكر النموذج.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics card</source>
        <translation>بطاقة الرسومات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics memory</source>
        <translation>ذاكرة الرسومات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>الذاكرة</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading the model…</source>
        <translation>جارٍ قراءة النموذج…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This model was trained for up to {0} tokens.</source>
        <translation>دُرّب هذا النموذج على سياق يصل إلى {0} رمز.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model does not say how long a context it handles.</source>
        <translation>لا يذكر هذا النموذج طول السياق الذي يتعامل معه.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Fits in GPU memory up to {0} (the green part of the slider); more is slower.</source>
        <translation> يتسع في ذاكرة بطاقة الرسومات حتى {0} (الجزء الأخضر من المنزلق)؛ والأكثر أبطأ.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This model can&apos;t be used.</source>
        <translation>لا يمكن استخدام هذا النموذج.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>free graphics memory</source>
        <translation>ذاكرة الرسومات المتاحة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the graphics card</source>
        <translation>على بطاقة الرسومات</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>free memory</source>
        <translation>الذاكرة المتاحة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the computer&apos;s memory</source>
        <translation>في ذاكرة الكمبيوتر</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Fits in GPU memory up to {0}.</source>
        <translation>يتسع في ذاكرة بطاقة الرسومات حتى {0}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} is more than fits in GPU memory ({1}): part of the model will run on the processor, which is slower.</source>
        <translation>{0} أكثر مما يتسع في ذاكرة بطاقة الرسومات ({1}): سيعمل جزء من النموذج على المعالج، وهو أبطأ.</translation>
    </message>
</context>
<context>
    <name>PlanWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/plan_words.py" line="+40"/>
        <source>Runs fully on the graphics card</source>
        <translation>يعمل بالكامل على بطاقة الرسومات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs partly on the graphics card</source>
        <translation>يعمل جزئيًا على بطاقة الرسومات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs on the processor</source>
        <translation>يعمل على المعالج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too big for this computer</source>
        <translation>أكبر من أن يعمل على هذا الكمبيوتر</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model</source>
        <translation>النموذج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conversation memory</source>
        <translation>ذاكرة المحادثة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>working space</source>
        <translation>مساحة العمل</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chosen context length ({chosen_tokens}) is longer than the {trained_tokens} this model was trained for; answers may get worse near the end of long chats.</source>
        <translation>طول السياق المختار ({chosen_tokens}) أطول من {trained_tokens} التي دُرّب عليها هذا النموذج؛ قد تسوء الإجابات قرب نهاية المحادثات الطويلة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You chose to run the model on the processor only.</source>
        <translation>اخترت تشغيل النموذج على المعالج فقط.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of the chosen graphics cards was found, so the model runs on the processor.</source>
        <translation>لم يُعثر على أي من بطاقات الرسومات المختارة، لذا يعمل النموذج على المعالج.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No graphics card was found, so the model runs on the processor.</source>
        <translation>لم يُعثر على بطاقة رسومات، لذا يعمل النموذج على المعالج.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the whole model fits in graphics memory.</source>
        <translation>قُصّر طول السياق من {from_tokens} إلى {to_tokens} ليتسع النموذج كله في ذاكرة الرسومات.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model fits in the free memory of {gpus} ({usable_size} usable), so it runs fully on the graphics card.</source>
        <translation>يتسع النموذج في الذاكرة المتاحة لـ {gpus} ({usable_size} قابلة للاستخدام)، لذا يعمل بالكامل على بطاقة الرسومات.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model is too big for one graphics card, so it is split across {count} cards: {gpus} ({usable_size} usable).</source>
        <translation>النموذج أكبر من أن تتسع له بطاقة رسومات واحدة، لذا يُقسَّم على {count} بطاقات: {gpus} ({usable_size} قابلة للاستخدام).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more graphics memory than is free; up to {largest_tokens} would run fully on the graphics card.</source>
        <translation>طول السياق المختار ({chosen_tokens}) يحتاج إلى ذاكرة رسومات أكثر من المتاحة؛ وحتى {largest_tokens} يعمل بالكامل على بطاقة الرسومات.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {usable_size} of usable graphics memory and {free_size} of free memory.</source>
        <translation>يحتاج النموذج إلى نحو {need_size}، لكن لدى هذا الكمبيوتر {usable_size} فقط من ذاكرة الرسومات القابلة للاستخدام و{free_size} من الذاكرة المتاحة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} has too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>لدى {gpus} ذاكرة متاحة قليلة جدًا ({free_size}) لا تكفي للمساعدة، لذا يعمل النموذج على المعالج.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} have too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>لدى {gpus} ذاكرة متاحة قليلة جدًا ({free_size}) لا تكفي للمساعدة، لذا يعمل النموذج على المعالج.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size} but only {usable_size} of graphics memory is usable, so part of it runs on the processor, which is slower.</source>
        <translation>يحتاج النموذج إلى نحو {need_size} لكن {usable_size} فقط من ذاكرة الرسومات قابلة للاستخدام، لذا يعمل جزء منه على المعالج، وهو أبطأ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose to put every layer on the graphics card, but the model needs about {need_size} and only {usable_size} of graphics memory is usable: loading will probably fail. Choose Automatic to run part of it on the processor.</source>
        <translation>اخترت وضع كل الطبقات على بطاقة الرسومات، لكن النموذج يحتاج إلى نحو {need_size} و{usable_size} فقط من ذاكرة الرسومات قابلة للاستخدام: على الأرجح سيفشل التحميل. اختر “تلقائي” ليعمل جزء منه على المعالج.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so {layers} layers fit in graphics memory.</source>
        <translation>قُصّر طول السياق من {from_tokens} إلى {to_tokens} لتتسع {layers} طبقة في ذاكرة الرسومات.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose {layers} of {total_layers} layers on {gpus}; the rest run on the processor, which is slower.</source>
        <translation>اخترت {layers} من {total_layers} طبقة على {gpus}؛ والباقي يعمل على المعالج، وهو أبطأ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those layers need about {need_size} of graphics memory, but only {usable_size} is usable: loading will probably fail. Choose fewer layers.</source>
        <translation>تحتاج تلك الطبقات إلى نحو {need_size} من ذاكرة الرسومات، لكن {usable_size} فقط قابلة للاستخدام: على الأرجح سيفشل التحميل. اختر طبقات أقل.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The layers left on the processor need about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>تحتاج الطبقات المتبقية على المعالج إلى نحو {need_size}، لكن لدى هذا الكمبيوتر {free_size} فقط من الذاكرة المتاحة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>يحتاج النموذج إلى نحو {need_size}، لكن لدى هذا الكمبيوتر {free_size} فقط من الذاكرة المتاحة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the model fits in the free memory.</source>
        <translation>قُصّر طول السياق من {from_tokens} إلى {to_tokens} ليتسع النموذج في الذاكرة المتاحة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more memory than is free ({free_size}); up to {largest_tokens} would fit.</source>
        <translation>طول السياق المختار ({chosen_tokens}) يحتاج إلى ذاكرة أكثر من المتاحة ({free_size})؛ وحتى {largest_tokens} يتسع.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>needs about {size}</source>
        <translation>يحتاج إلى نحو {size}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs about {size}: {parts}</source>
        <translation>يحتاج إلى نحو {size}: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>uses about {size}: {parts}</source>
        <translation>يستخدم نحو {size}: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>about {size}</source>
        <translation>نحو {size}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{size} {part}</source>
        <translation>{part} {size}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{count} tokens</source>
        <translation>{count} رمز</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <location filename="../../desktop/gui/chat/read_aloud.py" line="+21"/>
        <source>Reading the answer aloud. Press “Stop reading” to stop.</source>
        <translation>جارٍ قراءة الإجابة بصوت عالٍ. اضغط “إيقاف القراءة” للإيقاف.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer could not be read aloud; try again.</source>
        <translation>تعذّرت قراءة الإجابة بصوت عالٍ؛ حاول مجددًا.</translation>
    </message>
</context>
<context>
    <name>RemoteServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="+58"/>
        <source>Office PC</source>
        <translation>كمبيوتر المكتب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server name</source>
        <translation>اسم الخادم البعيد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>http://192.168.1.20:8080</source>
        <translation>http://192.168.1.20:8080</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server address</source>
        <translation>عنوان الخادم البعيد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s API key, if it has one</source>
        <translation>مفتاح API للخادم، إن كان له مفتاح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server key</source>
        <translation>مفتاح الخادم البعيد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add server</source>
        <translation>إضافة خادم (&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add remote server</source>
        <translation>إضافة خادم بعيد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>العنوان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key</source>
        <translation>المفتاح</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About remote servers</source>
        <translation>عن الخوادم البعيدة</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Asking {0} for its models…</source>
        <translation>جارٍ سؤال {0} عن نماذجه…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no models yet</source>
        <translation>لا نماذج بعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added {0}: it offers {1}.</source>
        <translation>أُضيف {0}: يقدّم {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not added. {0}</source>
        <translation>لم يُضف. {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a server</source>
        <translation>خادم</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Removed {0}.</source>
        <translation>أُزيل {0}.</translation>
    </message>
</context>
<context>
    <name>RemoteWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/remote_words.py" line="+19"/>
        <source>The server&apos;s address is empty. Enter one like http://192.168.1.20:8080.</source>
        <translation>عنوان الخادم فارغ. أدخل عنوانًا مثل http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a web address LlamaDesk can use: it must start with http:// or https://.</source>
        <translation>{address} ليس عنوان ويب يستطيع LlamaDesk استخدامه: يجب أن يبدأ بـ http:// أو https://.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} has a port that is not a number from 1 to 65535.</source>
        <translation>في {address} منفذ ليس رقمًا من 1 إلى 65535.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} names no computer. Enter one like http://192.168.1.20:8080.</source>
        <translation>لا يسمّي {address} أي حاسوب. أدخل عنوانًا مثل http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the server a name, such as “Office PC”.</source>
        <translation>أعطِ الخادم اسمًا، مثل “كمبيوتر المكتب”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a server named {name}. Pick another name.</source>
        <translation>يوجد خادم باسم {name} بالفعل. اختر اسمًا آخر.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no saved server named {name}. Give its address instead, like http://192.168.1.20:8080.</source>
        <translation>لا يوجد خادم محفوظ باسم {name}. أعطِ عنوانه بدلًا من ذلك، مثل http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} did not list its models (HTTP {status}). Check that {address} is an OpenAI-compatible server, such as llama-server.</source>
        <translation>لم يعرض {name} قائمة نماذجه (HTTP {status}). تحقق من أن {address} خادم متوافق مع OpenAI، مثل llama-server.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{address} did not answer like an OpenAI-compatible server (its /v1/models has no model list).</source>
        <translation>لم يُجب {address} كخادم متوافق مع OpenAI (لا توجد قائمة نماذج في /v1/models لديه).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s certificate could not be verified, so LlamaDesk did not connect (it only talks to servers whose certificate is trusted). Use the server&apos;s correct https address, or a certificate this computer trusts.</source>
        <translation>تعذّر التحقق من شهادة {name}، لذا لم يتصل LlamaDesk (فهو لا يتواصل إلا مع الخوادم ذات الشهادات الموثوقة). استخدم عنوان https الصحيح للخادم، أو شهادة يثق بها هذا الحاسوب.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Can&apos;t reach {name} at {address}. Check that its server is running and that this computer can reach it, then press Retry.</source>
        <translation>تعذّر الوصول إلى {name} على {address}. تحقق من أن خادمه يعمل وأن هذا الحاسوب يستطيع الوصول إليه، ثم اضغط “إعادة المحاولة”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} refused the key. Check the key for it in Settings → Remote servers.</source>
        <translation>رفض {name} المفتاح. تحقق من مفتاحه في الإعدادات ← الخوادم البعيدة.</translation>
    </message>
</context>
<context>
    <name>RepoPage</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_page.py" line="+68"/>
        <source>Version</source>
        <translation>الإصدار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download size</source>
        <translation>حجم التنزيل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>الملفات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Will it run here</source>
        <translation>هل سيعمل هنا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed</source>
        <translation>الذاكرة المطلوبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested</source>
        <translation>مقترح</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recommended</source>
        <translation>موصى به</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded</source>
        <translation>مُنزّل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open: anyone can download it.</source>
        <translation>مفتوح: يستطيع أي شخص تنزيله.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gated: it needs a Hugging Face token in Settings and accepting the licence on the model&apos;s page on huggingface.co before it can be downloaded.</source>
        <translation>مقيّد: يحتاج إلى رمز دخول Hugging Face في الإعدادات وقبول الترخيص في صفحة النموذج على huggingface.co قبل تنزيله.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated: accept the licence on the model&apos;s page on huggingface.co, signed in to the account of the token in Settings, before downloading.</source>
        <translation>مقيّد: اقبل الترخيص في صفحة النموذج على huggingface.co، مسجلًا الدخول إلى حساب رمز الدخول الموجود في الإعدادات، قبل التنزيل.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>← &amp;Back</source>
        <translation>→ رجوع (&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the search results</source>
        <translation>العودة إلى نتائج البحث</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model name</source>
        <translation>اسم النموذج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open on huggingface.co</source>
        <translation>فتح على huggingface.co</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open this model&apos;s page in the web browser</source>
        <translation>فتح صفحة هذا النموذج في متصفح الويب</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model details status</source>
        <translation>حالة تفاصيل النموذج</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Licence</source>
        <translation>الترخيص</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Who can download it</source>
        <translation>من يستطيع تنزيله</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Downloads</source>
        <translation>التنزيلات</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Access</source>
        <translation>الوصول</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Versions of this model</source>
        <translation>إصدارات هذا النموذج</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Image files</source>
        <translation>ملفات رؤية الصور</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+252"/>
        <source>&amp;Download</source>
        <translation>تنزيل (&amp;D)</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Download the selected version</source>
        <translation>تنزيل الإصدار المحدد</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About this model</source>
        <translation>عن هذا النموذج</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Getting the list of versions from Hugging Face…</source>
        <translation>جارٍ جلب قائمة الإصدارات من Hugging Face…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Not stated</source>
        <translation>غير مذكور</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} downloads, {1} likes</source>
        <translation>{0} تنزيل، {1} إعجاب</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The versions show once Hugging Face answers: press Try again above.</source>
        <translation>تظهر الإصدارات عندما يستجيب Hugging Face: اضغط إعادة المحاولة أعلاه.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s details could not be read from Hugging Face.</source>
        <translation>تعذّرت قراءة تفاصيل النموذج من Hugging Face.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This repo has no model files that LlamaDesk can use.</source>
        <translation>لا يحتوي هذا المستودع على ملفات نماذج يستطيع LlamaDesk استخدامها.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No version of this model fits in this computer&apos;s memory.</source>
        <translation>لا يوجد إصدار من هذا النموذج يتسع في ذاكرة هذا الكمبيوتر.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is recommended for this computer: the best quality that runs well here.</source>
        <translation>{0} موصى به لهذا الكمبيوتر: أفضل جودة تعمل جيدًا هنا.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>1 file</source>
        <translation>ملف واحد</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} parts</source>
        <translation>{0} أجزاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+83"/>
        <source>Unknown</source>
        <translation>غير معروف</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>&amp;Download {0} ({1})</source>
        <translation>تنزيل {0} ({1}) (&amp;D)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Download anyway?</source>
        <translation>التنزيل على أي حال؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This version needs more memory than this computer has (about {0}), so it will probably not load. Download it anyway?</source>
        <translation>يحتاج هذا الإصدار إلى ذاكرة أكثر مما لدى هذا الكمبيوتر (نحو {0})، لذا على الأرجح لن يُحمّل. هل تريد تنزيله على أي حال؟</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>about {0} at {1} tokens</source>
        <translation>نحو {0} عند {1} رمز</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} or less (a first guess)</source>
        <translation>{0} أو أقل (تقدير أولي)</translation>
    </message>
</context>
<context>
    <name>RepoProjectors</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_projectors.py" line="+21"/>
        <source>Image file</source>
        <translation>ملف رؤية الصور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>الحجم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>الدقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded with the model</source>
        <translation>نُزّل مع النموذج</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Image files of this model</source>
        <translation>ملفات رؤية الصور لهذا النموذج</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Columns</source>
        <translation>الأعمدة</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not stated</source>
        <translation>غير مذكور</translation>
    </message>
</context>
<context>
    <name>RowChoiceTable</name>
    <message>
        <location filename="../../desktop/gui/widgets/row_choice_table.py" line="+24"/>
        <source>Columns</source>
        <translation>الأعمدة</translation>
    </message>
</context>
<context>
    <name>RpcWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/rpc_words.py" line="+20"/>
        <source>{hosts} is not a computer&apos;s address and port, like 192.168.1.20:{port}.</source>
        <translation>{hosts} ليس عنوان كمبيوتر ومنفذه، مثل 192.168.1.20:{port}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can&apos;t reach the computer sharing its devices at {hosts}. Start LlamaDesk&apos;s “Share this computer” there, or remove it from the computers to use.</source>
        <translation>يتعذّر الوصول إلى الكمبيوتر الذي يشارك أجهزته على {hosts}. شغّل «مشاركة هذا الكمبيوتر» من LlamaDesk هناك، أو أزله من أجهزة الكمبيوتر المستخدمة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This runtime can&apos;t use other computers: it may be built without that part of llama.cpp. Install the runtime again in Settings.</source>
        <translation>لا تستطيع بيئة التشغيل هذه استخدام أجهزة كمبيوتر أخرى: ربما بُنيت دون ذلك الجزء من llama.cpp. أعد تثبيت بيئة التشغيل من الإعدادات.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This runtime has no program for sharing this computer&apos;s devices. Install the runtime again in Settings.</source>
        <translation>لا تحتوي بيئة التشغيل هذه على برنامج لمشاركة أجهزة هذا الكمبيوتر. أعد تثبيت بيئة التشغيل من الإعدادات.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The port must be a number from 1 to 65535, not {port}.</source>
        <translation>يجب أن يكون المنفذ رقمًا من 1 إلى 65535، وليس {port}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port {port} is already in use on this computer. Pick another port.</source>
        <translation>المنفذ {port} مستخدم بالفعل على هذا الكمبيوتر. اختر منفذًا آخر.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that shares this computer&apos;s devices could not be started. Install the runtime again in Settings.</source>
        <translation>تعذّر تشغيل البرنامج الذي يشارك أجهزة هذا الكمبيوتر. أعد تثبيت بيئة التشغيل من الإعدادات.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t share at {address}: the port is in use, or the address is not this computer&apos;s. Pick another port or address.</source>
        <translation>تتعذّر المشاركة على {address}: المنفذ مستخدم، أو العنوان ليس لهذا الكمبيوتر. اختر منفذًا أو عنوانًا آخر.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that shares this computer&apos;s devices stopped as it started.</source>
        <translation>توقف البرنامج الذي يشارك أجهزة هذا الكمبيوتر أثناء بدء تشغيله.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing at {address} did not start within {time}. Try again.</source>
        <translation>لم تبدأ المشاركة على {address} خلال {time}. أعد المحاولة.</translation>
    </message>
</context>
<context>
    <name>RuntimeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="+150"/>
        <source>Runtime in use</source>
        <translation>بيئة التشغيل المستخدمة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking…</source>
        <translation>جارٍ البحث…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtimes found</source>
        <translation>بيئات التشغيل التي عُثر عليها</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Use selected</source>
        <translation>استخدام المحدد (&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the selected runtime</source>
        <translation>استخدام بيئة التشغيل المحددة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose &amp;automatically</source>
        <translation>الاختيار تلقائيًا (&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the runtime automatically</source>
        <translation>اختيار بيئة التشغيل تلقائيًا</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Remove</source>
        <translation>إزالة (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected runtime</source>
        <translation>إزالة بيئة التشغيل المحددة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Look again</source>
        <translation>البحث مجددًا</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for runtimes again</source>
        <translation>البحث عن بيئات التشغيل مجددًا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runtime to build</source>
        <translation>بيئة التشغيل المراد بناؤها</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Install / rebuild runtime</source>
        <translation>تثبيت / إعادة بناء بيئة التشغيل (&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install or rebuild the runtime</source>
        <translation>تثبيت بيئة التشغيل أو إعادة بنائها</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel the runtime install</source>
        <translation>إلغاء تثبيت بيئة التشغيل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install progress</source>
        <translation>تقدّم تثبيت بيئة التشغيل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install message</source>
        <translation>رسالة تثبيت بيئة التشغيل</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{0} — in use</source>
        <translation>{0} — مستخدمة</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In use: {0}</source>
        <translation>المستخدمة: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In use: {0}. The runtime picked before ({1}) is gone: pick one below.</source>
        <translation>المستخدمة: {0}. بيئة التشغيل المختارة سابقًا ({1}) لم تعد موجودة: اختر واحدة أدناه.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No llama-server was found. Install one with the button below.</source>
        <translation>لم يُعثر على llama-server. ثبّته بالزر أدناه.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not look for runtimes: {0}</source>
        <translation>تعذّر البحث عن بيئات التشغيل: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+36"/>
        <source>a runtime</source>
        <translation>بيئة تشغيل</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The runtime in use stays: use another one first.</source>
        <translation>تبقى بيئة التشغيل المستخدمة: استخدم أخرى أولًا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LlamaDesk did not install this runtime, so it leaves it alone.</source>
        <translation>لم يثبّت LlamaDesk بيئة التشغيل هذه، لذا يتركها كما هي.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected runtime&apos;s folder.</source>
        <translation>حذف مجلد بيئة التشغيل المحددة.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Removed {0}.</source>
        <translation>أُزيل {0}.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Starting…</source>
        <translation>جارٍ البدء…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelling…</source>
        <translation>جارٍ الإلغاء…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: %p%</source>
        <translation>{0}: %p%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>done: %p%</source>
        <translation>اكتمل: %p%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installed {0}.</source>
        <translation>ثُبّت {0}.</translation>
    </message>
</context>
<context>
    <name>RuntimeNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/runtime_notice.py" line="+14"/>
        <source>LlamaDesk needs llama-server, the program that runs the models, and none is installed yet. Settings installs it for you.</source>
        <translation>يحتاج LlamaDesk إلى llama-server، البرنامج الذي يشغّل النماذج، ولم يُثبّت بعد. الإعدادات تثبّته لك.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+1"/>
        <source>No runtime installed</source>
        <translation>لا توجد بيئة تشغيل مثبّتة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Settings to install it</source>
        <translation>افتح الإعدادات لتثبيته</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the runtime section of Settings</source>
        <translation>فتح قسم بيئة التشغيل في الإعدادات</translation>
    </message>
</context>
<context>
    <name>RuntimeWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/runtime_words.py" line="+30"/>
        <source>Building llama-server needs CMake, which is not installed (get it from https://cmake.org/download/ or your package manager).</source>
        <translation>يحتاج بناء llama-server إلى CMake، وهو غير مثبّت (احصل عليه من https://cmake.org/download/ أو من مدير الحزم لديك).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building llama-server needs a C++ compiler (g++ or clang++), which is not installed.</source>
        <translation>يحتاج بناء llama-server إلى مترجم C++ (g++ أو clang++)، وهو غير مثبّت.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building for CUDA needs NVIDIA&apos;s CUDA Toolkit, but its compiler (nvcc) was not found on PATH, in CUDA_PATH / CUDA_HOME or in /usr/local/cuda.</source>
        <translation>يحتاج البناء لـ CUDA إلى CUDA Toolkit من NVIDIA، لكن مترجمه (nvcc) لم يُعثر عليه في PATH ولا في CUDA_PATH / CUDA_HOME ولا في /usr/local/cuda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building for ROCm needs AMD&apos;s ROCm/HIP SDK, but its compiler (hipcc) was not found on PATH, in ROCM_PATH / HIP_PATH or in /opt/rocm.</source>
        <translation>يحتاج البناء لـ ROCm إلى ROCm/HIP SDK من AMD، لكن مترجمه (hipcc) لم يُعثر عليه في PATH ولا في ROCM_PATH / HIP_PATH ولا في /opt/rocm.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Building llama-server needs a working C/C++ compiler, and CMake found none.</source>
        <translation>يحتاج بناء llama-server إلى مترجم C/C++ يعمل، ولم يجد CMake أيًا منها.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CMake could not use the CUDA Toolkit; check that nvcc works.</source>
        <translation>تعذّر على CMake استخدام CUDA Toolkit؛ تحقق من أن nvcc يعمل.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CMake could not find the SPIR-V headers the Vulkan build needs: install the Vulkan SDK, or your system&apos;s spirv-headers package.</source>
        <translation>لم يجد CMake ترويسات SPIR-V التي يحتاجها البناء لـ Vulkan: ثبّت Vulkan SDK أو حزمة spirv-headers في نظامك.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not find the Vulkan SDK (headers, loader and glslc).</source>
        <translation>لم يجد CMake Vulkan SDK (الترويسات والمحمّل وglslc).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not download llama.cpp&apos;s source from {address}. Check the internet connection and try again.</source>
        <translation>تعذّر تنزيل الشيفرة المصدرية لـ llama.cpp من {address}. تحقق من الاتصال بالإنترنت وحاول مرة أخرى.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not the file LlamaDesk trusts (its checksum does not match), so nothing was installed.</source>
        <translation>{file} ليس الملف الذي يثق به LlamaDesk (مجموعه الاختباري لا يطابق)، لذا لم يُثبَّت شيء.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not install llama-server into {folder}. If a chat is running with it, unload the model and try again.</source>
        <translation>تعذّر تثبيت llama-server في {folder}. إن كانت محادثة تعمل به، فألغِ تحميل النموذج وحاول مرة أخرى.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not be run; check that it is installed and works.</source>
        <translation>تعذّر تشغيل CMake؛ تحقّق من أنه مثبّت ويعمل.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The build finished but left no {file} in {folder}.</source>
        <translation>انتهى البناء لكنه لم يترك {file} في {folder}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source package {file} is unsafe to unpack, so nothing was installed.</source>
        <translation>فكّ حزمة المصدر {file} غير آمن، لذا لم يُثبَّت أي شيء.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The source package {file} does not contain llama.cpp&apos;s source.</source>
        <translation>لا تحتوي حزمة المصدر {file} على مصدر llama.cpp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not unpack {file}. Check that there is free disk space and try again.</source>
        <translation>تعذّر فكّ {file}. تحقّق من وجود مساحة فارغة على القرص وأعد المحاولة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} did not answer as expected. Try again later.</source>
        <translation>لم يُجب فهرس الحزم على {address} كما هو متوقع. أعد المحاولة لاحقًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} does not have {file}.</source>
        <translation>لا يحتوي فهرس الحزم على {address} على {file}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not download the Vulkan headers from {address}. Check the internet connection, or install the Vulkan SDK 1.4 or newer.</source>
        <translation>تعذّر تنزيل ترويسات Vulkan من {address}. تحقّق من الاتصال بالإنترنت، أو ثبّت Vulkan SDK 1.4 أو أحدث.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The package {file} holds no Vulkan C++ headers.</source>
        <translation>لا تحتوي الحزمة {file} على ترويسات Vulkan للغة C++.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No llama-server was found: it runs the models. Install it in Settings.</source>
        <translation>لم يُعثر على llama-server: فهو يشغّل النماذج. ثبّته من الإعدادات.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays. Choose another first, then remove it.</source>
        <translation>{name} هي بيئة التشغيل المستخدمة، لذا تبقى. اختر غيرها أولًا ثم أزلها.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} ({path}) was not installed by LlamaDesk, so LlamaDesk leaves it alone. Delete it yourself if you no longer want it.</source>
        <translation>لم يثبّت LlamaDesk {name} ({path})، لذا يتركها LlamaDesk كما هي. احذفها بنفسك إن لم تعد تريدها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A llama-server from {name} is running. Unload the model, then remove it.</source>
        <translation>يعمل llama-server من {name}. ألغِ تحميل النموذج ثم أزلها.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Checking the build tools</source>
        <translation>جارٍ التحقق من أدوات البناء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is already installed</source>
        <translation>{name} مثبّت بالفعل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking up {name} {version} on the package index</source>
        <translation>جارٍ البحث عن {name} {version} في فهرس الحزم</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the downloaded llama.cpp source</source>
        <translation>جارٍ استخدام الشيفرة المصدرية المنزّلة لـ llama.cpp</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading llama.cpp&apos;s source ({mib} MiB)</source>
        <translation>جارٍ تنزيل الشيفرة المصدرية لـ llama.cpp ({mib} MiB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the unpacked llama.cpp source</source>
        <translation>جارٍ استخدام الشيفرة المصدرية المفكوكة لـ llama.cpp</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking llama.cpp&apos;s source</source>
        <translation>جارٍ فك حزمة الشيفرة المصدرية لـ llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacked llama.cpp&apos;s source</source>
        <translation>فُكّت حزمة الشيفرة المصدرية لـ llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the downloaded Vulkan headers</source>
        <translation>جارٍ استخدام ترويسات Vulkan المنزّلة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers</source>
        <translation>جارٍ تنزيل ترويسات Vulkan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers ({mib} MiB)</source>
        <translation>جارٍ تنزيل ترويسات Vulkan ({mib} MiB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking the Vulkan headers</source>
        <translation>جارٍ فك حزمة ترويسات Vulkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the configured build folder</source>
        <translation>جارٍ استخدام مجلد البناء المُعدّ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Configuring the llama.cpp build</source>
        <translation>جارٍ إعداد بناء llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configured the llama.cpp build</source>
        <translation>أُعدّ بناء llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another build of llama-server to finish</source>
        <translation>جارٍ انتظار انتهاء بناء آخر لـ llama-server</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compiling llama-server</source>
        <translation>جارٍ ترجمة llama-server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiled llama-server</source>
        <translation>تُرجم llama-server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing {name}</source>
        <translation>جارٍ تثبيت {name}</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Building for Vulkan needs the Vulkan SDK (its headers, loader and glslc), and part of it is missing: install the Vulkan SDK.</source>
        <translation>يحتاج البناء لـ Vulkan إلى Vulkan SDK (ترويساته والمحمّل وglslc)، وجزء منه مفقود: ثبّت Vulkan SDK.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Building llama-server failed while configuring.</source>
        <translation>فشل بناء llama-server أثناء الإعداد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building llama-server failed while compiling.</source>
        <translation>فشل بناء llama-server أثناء الترجمة.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{name} could not be removed: its folder could not be deleted.</source>
        <translation>تعذّرت إزالة {name}: تعذّر حذف مجلدها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays: it is the only one there is.</source>
        <translation>{name} هي بيئة التشغيل المستخدمة، لذا تبقى: إنها الوحيدة الموجودة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No runtime is called “{name}”.</source>
        <translation>لا توجد بيئة تشغيل باسم “{name}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checking</source>
        <translation>جارٍ التحقق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>جارٍ التنزيل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacking</source>
        <translation>جارٍ فك الحزمة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuring</source>
        <translation>جارٍ الإعداد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiling</source>
        <translation>جارٍ الترجمة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing</source>
        <translation>جارٍ التثبيت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>تم</translation>
    </message>
</context>
<context>
    <name>SamplingControls</name>
    <message>
        <location filename="../../desktop/gui/chat/sampling_controls.py" line="+36"/>
        <source>More settings</source>
        <translation>إعدادات أكثر</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model&apos;s default</source>
        <translation>افتراضي النموذج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>تشغيل</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+88"/>
        <location line="+9"/>
        <source>off</source>
        <translation>إيقاف</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>low effort</source>
        <translation>جهد منخفض</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium effort</source>
        <translation>جهد متوسط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high effort</source>
        <translation>جهد عالٍ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer settings</source>
        <translation>إعدادات أقل</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Creativity (temperature)</source>
        <translation>الإبداع (درجة الحرارة)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>0 gives the same answer every time; higher is more varied.</source>
        <translation>0 يعطي الإجابة نفسها كل مرة؛ والأعلى أكثر تنوعًا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest answer, in tokens</source>
        <translation>أطول إجابة، بالرموز</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The longest answer the model may write, in tokens (a token is about three quarters of a word); no limit lets it finish on its own.</source>
        <translation>أطول إجابة يمكن للنموذج كتابتها، بالرموز (الرمز نحو ثلاثة أرباع الكلمة)؛ وبلا حد يتركه ينهي من تلقاء نفسه.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no limit</source>
        <translation>بلا حد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> tokens</source>
        <translation> رمز</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+57"/>
        <source>Thinking</source>
        <translation>التفكير</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Whether the model thinks before it answers (slower, often better), or how hard. Kept with this chat.</source>
        <translation>هل يفكر النموذج قبل أن يجيب (أبطأ، وغالبًا أفضل)، أو بأي قدر. يُحفظ مع هذه المحادثة.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+149"/>
        <source>Show more answer settings</source>
        <translation>عرض المزيد من إعدادات الإجابة</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+51"/>
        <source>Word choice breadth (top P)</source>
        <translation>اتساع اختيار الكلمات (top P)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Only the likeliest words that together make up this share are considered.</source>
        <translation>لا يُنظر إلا في الكلمات الأرجح التي تشكّل معًا هذه النسبة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+47"/>
        <source>Candidate words (top K)</source>
        <translation>الكلمات المرشحة (top K)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Only this many of the likeliest next words are considered; off considers all.</source>
        <translation>لا يُنظر إلا في هذا العدد من الكلمات التالية الأرجح؛ والإيقاف ينظر فيها كلها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+41"/>
        <source>Least likely word allowed (min P)</source>
        <translation>أقل احتمال مسموح للكلمة (min P)</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Words less likely than this share of the likeliest one are never picked.</source>
        <translation>الكلمات الأقل احتمالًا من هذه النسبة من الكلمة الأرجح لا تُختار أبدًا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+38"/>
        <source>Repetition penalty</source>
        <translation>عقوبة التكرار</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Above 1 the model avoids repeating itself.</source>
        <translation>فوق 1 يتجنب النموذج تكرار نفسه.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+34"/>
        <source>Seed</source>
        <translation>البذرة</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>With the same seed and settings, the same question gets the same answer.</source>
        <translation>بالبذرة والإعدادات نفسها، يحصل السؤال نفسه على الإجابة نفسها.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>عشوائي</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Creativity</source>
        <translation>الإبداع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest answer</source>
        <translation>أطول إجابة</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>More answer settings</source>
        <translation>المزيد من إعدادات الإجابة</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Hide more answer settings</source>
        <translation>إخفاء المزيد من إعدادات الإجابة</translation>
    </message>
</context>
<context>
    <name>SavedListGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/saved_list_group.py" line="+45"/>
        <source>Pick {0} in the list first.</source>
        <translation>اختر {0} في القائمة أولًا.</translation>
    </message>
</context>
<context>
    <name>ServeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="+72"/>
        <location line="+1"/>
        <source>Let other apps use the loaded model</source>
        <translation>السماح للتطبيقات الأخرى باستخدام النموذج المحمّل</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port for other apps</source>
        <translation>المنفذ للتطبيقات الأخرى</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The port other apps connect to (8080 by default).</source>
        <translation>المنفذ الذي تتصل به التطبيقات الأخرى (8080 افتراضيًا).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Also let other computers on my network use it</source>
        <translation>السماح أيضًا لأجهزة الكمبيوتر الأخرى على شبكتي باستخدامه</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Local network warning</source>
        <translation>تحذير الشبكة المحلية</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warning: {0}</source>
        <translation>تحذير: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Key for other apps</source>
        <translation>المفتاح للتطبيقات الأخرى</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+153"/>
        <source>Show</source>
        <translation>إظهار</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Show the key</source>
        <translation>إظهار المفتاح</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy the key</source>
        <translation>نسخ المفتاح</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regenerate</source>
        <translation>إعادة الإنشاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new key (apps with the old one are refused)</source>
        <translation>إنشاء مفتاح جديد (تُرفض التطبيقات التي تستخدم القديم)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Address for other apps</source>
        <translation>العنوان للتطبيقات الأخرى</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the address</source>
        <translation>نسخ العنوان</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addresses for other computers</source>
        <translation>العناوين لأجهزة الكمبيوتر الأخرى</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speech model for other apps</source>
        <translation>نموذج الكلام للتطبيقات الأخرى</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speech for other apps</source>
        <translation>الكلام للتطبيقات الأخرى</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When changes apply</source>
        <translation>متى تُطبّق التغييرات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply now (reloads the model)</source>
        <translation>التطبيق الآن (يعيد تحميل النموذج)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply now, reloading the model</source>
        <translation>التطبيق الآن، مع إعادة تحميل النموذج</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Port:</source>
        <translation>المنفذ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key:</source>
        <translation>المفتاح:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>العنوان:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech model:</source>
        <translation>نموذج الكلام:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model for other apps is for</source>
        <translation>الغرض من نموذج الكلام للتطبيقات الأخرى</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About other apps</source>
        <translation>عن التطبيقات الأخرى</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>From other computers: {0}</source>
        <translation>من أجهزة الكمبيوتر الأخرى: {0}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Hide</source>
        <translation>إخفاء</translation>
    </message>
</context>
<context>
    <name>ServerLogDialog</name>
    <message>
        <location filename="../../desktop/gui/shell/log_dialog.py" line="+26"/>
        <location line="+1"/>
        <source>Server log</source>
        <translation>سجل الخادم</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What llama.cpp printed while loading and running the model. It helps when something went wrong; copy it into a bug report.</source>
        <translation>ما طبعه llama.cpp أثناء تحميل النموذج وتشغيله. يفيد عندما يحدث خطأ؛ انسخه في تقرير الخطأ.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server log lines</source>
        <translation>أسطر سجل الخادم</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server has printed nothing yet.</source>
        <translation>لم يطبع الخادم شيئًا بعد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close the server log</source>
        <translation>إغلاق سجل الخادم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the server log</source>
        <translation>نسخ سجل الخادم</translation>
    </message>
</context>
<context>
    <name>SettingsDefaults</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="-150"/>
        <source>Automatic</source>
        <translation>تلقائي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything on the graphics card</source>
        <translation>كل شيء على بطاقة الرسومات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (no graphics card)</source>
        <translation>المعالج فقط (بدون بطاقة رسومات)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Defaults for new models and chats</source>
        <translation>الإعدادات الافتراضية للنماذج والمحادثات الجديدة</translation>
    </message>
</context>
<context>
    <name>SettingsHelp</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="-63"/>
        <source>When something goes wrong, a report helps the people who make LlamaDesk fix it. It says which versions, computer and runtime you have and what went wrong lately; it holds no chats, keys or tokens.</source>
        <translation>عندما يحدث خطأ، يساعد التقرير صانعي LlamaDesk على إصلاحه. يذكر الإصدارات والكمبيوتر وبيئة التشغيل لديك وما حدث من أخطاء مؤخرًا؛ لا يحتوي على محادثات أو مفاتيح أو رموز دخول.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Help</source>
        <translation>المساعدة</translation>
    </message>
</context>
<context>
    <name>SettingsRemote</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="-104"/>
        <source>Chat with models on another computer: a llama-server, or LlamaDesk sharing its model with other apps. Its models appear in the Chat page&apos;s model box.</source>
        <translation>حاور نماذج على كمبيوتر آخر: llama-server، أو LlamaDesk يشارك نموذجه مع التطبيقات الأخرى. تظهر نماذجه في مربع النماذج في صفحة المحادثة.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+3"/>
        <source>Remote servers</source>
        <translation>الخوادم البعيدة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove server</source>
        <translation>إزالة الخادم</translation>
    </message>
</context>
<context>
    <name>SettingsRpc</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+41"/>
        <source>Load models with the memory of other computers too: each must be sharing (below, on that computer). They are used from the next load.</source>
        <translation>حمّل النماذج مستخدمًا ذاكرة أجهزة كمبيوتر أخرى أيضًا: يجب أن يكون كل منها في وضع المشاركة (أدناه، على ذلك الكمبيوتر). تُستخدم بدءًا من التحميل التالي.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lend this computer&apos;s memory and devices to LlamaDesk on another computer.</source>
        <translation>إعارة ذاكرة هذا الكمبيوتر وأجهزته لـ LlamaDesk على كمبيوتر آخر.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Use other computers</source>
        <translation>استخدام أجهزة كمبيوتر أخرى</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computers to use</source>
        <translation>أجهزة الكمبيوتر المستخدمة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove computer</source>
        <translation>إزالة الكمبيوتر</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Share this computer</source>
        <translation>مشاركة هذا الكمبيوتر</translation>
    </message>
</context>
<context>
    <name>SettingsRuntime</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-350"/>
        <source>Best for this computer</source>
        <translation>الأفضل لهذا الكمبيوتر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (CPU)</source>
        <translation>المعالج فقط (CPU)</translation>
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
        <translation>llama.cpp {0} (بناء {1}) في {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp ({0} build) at {1}</source>
        <translation>llama.cpp (بناء {0}) في {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp {0} at {1}</source>
        <translation>llama.cpp {0} في {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp at {0}</source>
        <translation>llama.cpp في {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} build</source>
        <translation>بناء {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown backend</source>
        <translation>واجهة خلفية غير معروفة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>portable</source>
        <translation>محمول</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>built for this processor</source>
        <translation>مبني لهذا المعالج</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} ({1}) at {2}</source>
        <translation>{0} ({1}) في {2}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Runtime (llama-server)</source>
        <translation>بيئة التشغيل (llama-server)</translation>
    </message>
</context>
<context>
    <name>SettingsServe</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="-209"/>
        <source>Other programs on this computer (code editors, scripts, chat apps that speak the OpenAI or Anthropic API) can use the loaded model. Give them the address and the key below; a request without the key is refused. The app keeps chatting as usual.</source>
        <translation>يمكن للبرامج الأخرى على هذا الكمبيوتر (محررات الشيفرة، والنصوص البرمجية، وتطبيقات المحادثة التي تتحدث واجهة OpenAI أو Anthropic) استخدام النموذج المحمّل. أعطها العنوان والمفتاح أدناه؛ يُرفض أي طلب بدون المفتاح. يواصل التطبيق المحادثة كالمعتاد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changes apply the next time a model is loaded.</source>
        <translation>تُطبّق التغييرات في المرة التالية التي يُحمّل فيها نموذج.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other apps can also ask this model to read text aloud (OpenAI&apos;s speech API, at the same address with the same key). It speaks in the voice and language chosen under Voice.</source>
        <translation>يمكن للتطبيقات الأخرى أيضًا أن تطلب من هذا النموذج قراءة النص بصوت عالٍ (واجهة الكلام من OpenAI، على العنوان نفسه وبالمفتاح نفسه). يتحدث بالصوت واللغة المختارين في قسم الصوت.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other apps</source>
        <translation>التطبيقات الأخرى</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Speech for other apps did not start: {0}</source>
        <translation>لم يبدأ الكلام للتطبيقات الأخرى: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the address above</source>
        <translation>العنوان أعلاه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other apps can ask {0} to speak at {1}.</source>
        <translation>يمكن للتطبيقات الأخرى أن تطلب من {0} التحدث على {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} speaks for other apps from the next time a model is loaded.</source>
        <translation>يتحدث {0} للتطبيقات الأخرى بدءًا من المرة التالية التي يُحمّل فيها نموذج.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} speaks for other apps once a model is loaded.</source>
        <translation>يتحدث {0} للتطبيقات الأخرى عند تحميل نموذج.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>port {0} is in use by another program; choose another port above.</source>
        <translation>المنفذ {0} يستخدمه برنامج آخر؛ اختر منفذًا آخر في الأعلى.</translation>
    </message>
</context>
<context>
    <name>SettingsShortcuts</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_shortcuts.py" line="+16"/>
        <source>Show this list of shortcuts, from any page</source>
        <translation>عرض قائمة الاختصارات هذه، من أي صفحة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show this list of shortcuts too</source>
        <translation>عرض قائمة الاختصارات هذه أيضًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat, from any page</source>
        <translation>بدء محادثة جديدة، من أي صفحة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Library</source>
        <translation>عرض المكتبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Discover</source>
        <translation>عرض استكشاف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Load</source>
        <translation>عرض التحميل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Chat</source>
        <translation>عرض المحادثة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Settings</source>
        <translation>عرض الإعدادات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the message</source>
        <translation>إرسال الرسالة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new line in the message</source>
        <translation>بدء سطر جديد في الرسالة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop the answer being written (on the Chat page)</source>
        <translation>إيقاف كتابة الإجابة (في صفحة المحادثة)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save an edited message and send it again</source>
        <translation>حفظ رسالة معدّلة وإرسالها مجددًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave an edit as it was</source>
        <translation>ترك التعديل كما كان</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the search results from a model&apos;s page (Esc too)</source>
        <translation>العودة إلى نتائج البحث من صفحة نموذج (Esc أيضًا)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alt + underlined letter</source>
        <translation>Alt + الحرف الذي تحته خط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the setting or button with that letter underlined</source>
        <translation>الانتقال إلى الإعداد أو الزر الذي تحت حرفه خط</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go to the next control (Shift+Tab: the one before)</source>
        <translation>الانتقال إلى عنصر التحكم التالي (Shift+Tab: السابق)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Keyboard shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
</context>
<context>
    <name>SettingsTools</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="-117"/>
        <source>Needs the internet. Off by default: LlamaDesk works without a connection, and nothing leaves this computer unless you turn this on.</source>
        <translation>يحتاج إلى الإنترنت. متوقف افتراضيًا: يعمل LlamaDesk بدون اتصال، ولا يغادر شيء هذا الكمبيوتر إلا إذا شغّلت هذا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: a command runs this computer&apos;s programs. It can read the system&apos;s folders and the files attached to the chat and write only in the chat&apos;s own folder, with no network; still, every command is shown to you first and runs only if you allow it.</source>
        <translation>تحذير: الأمر يشغّل برامج هذا الكمبيوتر. يمكنه قراءة مجلدات النظام والملفات المرفقة بالمحادثة والكتابة فقط في مجلد المحادثة الخاص، بدون شبكة؛ ومع ذلك، يُعرض عليك كل أمر أولًا ولا يعمل إلا إذا سمحت به.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A SearXNG search address, e.g. https://searx.example.org/search</source>
        <translation>عنوان بحث SearXNG، مثلًا https://searx.example.org/search</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tools the model can use</source>
        <translation>الأدوات التي يمكن للنموذج استخدامها</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_view.py" line="+78"/>
        <source>LlamaDesk&apos;s models folder</source>
        <translation>مجلد نماذج LlamaDesk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hugging Face cache (shared with other apps)</source>
        <translation>ذاكرة Hugging Face المؤقتة (مشتركة مع التطبيقات الأخرى)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced</source>
        <translation>متقدم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most people never need these: other apps and computers, tool servers, and the program that runs the models.</source>
        <translation>معظم الناس لا يحتاجون إلى هذه أبدًا: التطبيقات وأجهزة الكمبيوتر الأخرى، وخوادم الأدوات، والبرنامج الذي يشغّل النماذج.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face, the token was kept and will be checked later.</source>
        <translation>لا يمكن الوصول إلى Hugging Face، حُفظ رمز الدخول وسيُتحقق منه لاحقًا.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Signed in as {0}.</source>
        <translation>مسجّل الدخول باسم {0}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+59"/>
        <location line="+159"/>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>Settings status</source>
        <translation>حالة الإعدادات</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+140"/>
        <source>Appearance and accounts</source>
        <translation>المظهر والحسابات</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>New chats and models</source>
        <translation>المحادثات والنماذج الجديدة</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <location line="+2"/>
        <source>Model folders</source>
        <translation>مجلدات النماذج</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Where things are kept</source>
        <translation>أين تُحفظ الأشياء</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+198"/>
        <source>Where LlamaDesk keeps things</source>
        <translation>أين يحفظ LlamaDesk الأشياء</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Tools the model can use</source>
        <translation>الأدوات التي يمكن للنموذج استخدامها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice</source>
        <translation>الصوت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tool servers (MCP)</source>
        <translation>خوادم الأدوات (MCP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP servers</source>
        <translation>خوادم MCP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other apps</source>
        <translation>التطبيقات الأخرى</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other apps use the loaded model</source>
        <translation>السماح للتطبيقات الأخرى باستخدام النموذج المحمّل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remote servers</source>
        <translation>الخوادم البعيدة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other computers</source>
        <translation>أجهزة كمبيوتر أخرى</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use other computers, share this one</source>
        <translation>استخدام أجهزة كمبيوتر أخرى، ومشاركة هذا الكمبيوتر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtime</source>
        <translation>بيئة التشغيل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>المساعدة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About the advanced settings</source>
        <translation>عن الإعدادات المتقدمة</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scroll the settings</source>
        <translation>تمرير الإعدادات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll the settings sideways</source>
        <translation>تمرير الإعدادات أفقيًا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings sections</source>
        <translation>أقسام الإعدادات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a section to go to it; Enter moves into it.</source>
        <translation>اختر قسمًا للانتقال إليه؛ Enter ينقلك إلى داخله.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Add &amp;folder…</source>
        <translation>إضافة مجلد (&amp;F)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model folder</source>
        <translation>إضافة مجلد نماذج</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Remove</source>
        <translation>إزالة (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected model folder</source>
        <translation>إزالة مجلد النماذج المحدد</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Theme</source>
        <translation>المظهر</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system&apos;s language</source>
        <translation>لغة النظام</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language change</source>
        <translation>تغيير اللغة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face token</source>
        <translation>رمز دخول Hugging&#xa0;Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only needed for gated or private models</source>
        <translation>مطلوب فقط للنماذج المقيّدة أو الخاصة</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+243"/>
        <source>Show</source>
        <translation>إظهار</translation>
    </message>
    <message>
        <location line="-242"/>
        <location line="+246"/>
        <source>Show the Hugging Face token</source>
        <translation>إظهار رمز دخول Hugging Face</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Chec&amp;k</source>
        <translation>تحقق (&amp;K)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check the Hugging Face token</source>
        <translation>التحقق من رمز دخول Hugging Face</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token check</source>
        <translation>التحقق من رمز دخول Hugging Face</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Theme</source>
        <translation>المظهر (&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>اللغة (&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hugging Face t&amp;oken</source>
        <translation>رمز دخول Hugging Face (&amp;O)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chats and data</source>
        <translation>المحادثات والبيانات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded models</source>
        <translation>النماذج المُنزّلة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} folder</source>
        <translation>مجلد {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>فتح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the {0} folder</source>
        <translation>فتح مجلد {0}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save downloaded models in</source>
        <translation>حفظ النماذج المُنزّلة في</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save &amp;downloaded models in</source>
        <translation>حفظ النماذج المُنزّلة في (&amp;D)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add a folder with models</source>
        <translation>إضافة مجلد يحتوي على نماذج</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} is not a folder, so it was not added.</source>
        <translation>{0} ليس مجلدًا، لذا لم يُضف.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is already in the list.</source>
        <translation>{0} موجود بالفعل في القائمة.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a folder</source>
        <translation>مجلد</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>LlamaDesk speaks the language you chose from its next start.</source>
        <translation>يتحدث LlamaDesk اللغة التي اخترتها بدءًا من تشغيله التالي.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hugging Face token saved.</source>
        <translation>حُفظ رمز دخول Hugging Face.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token removed.</source>
        <translation>أُزيل رمز دخول Hugging Face.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Paste a token first.</source>
        <translation>الصق رمز دخول أولًا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking…</source>
        <translation>جارٍ التحقق…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The token could not be checked; try again.</source>
        <translation>تعذّر التحقق من رمز الدخول؛ حاول مجددًا.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hide</source>
        <translation>إخفاء</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide the Hugging Face token</source>
        <translation>إخفاء رمز دخول Hugging Face</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not create {0}: {1}.</source>
        <translation>تعذّر إنشاء {0}: {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not open {0} in the file manager.</source>
        <translation>تعذّر فتح {0} في مدير الملفات.</translation>
    </message>
</context>
<context>
    <name>SettingsVoice</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="+39"/>
        <source>LlamaDesk can read answers aloud (the “Read aloud” button on each answer) and write down what you say (the “Speak” button beside the message box). Both run on this computer: nothing you say leaves it, and the microphone is on only between your two presses.</source>
        <translation>يستطيع LlamaDesk قراءة الإجابات بصوت عالٍ (زر “قراءة بصوت عالٍ” على كل إجابة) وكتابة ما تقوله (زر “تحدّث” بجوار مربع الرسالة). كلاهما يعمل على هذا الكمبيوتر: لا يغادره شيء مما تقوله، والميكروفون لا يعمل إلا بين ضغطتيك.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reads answers aloud: a Qwen3-TTS or Pocket TTS model, with its mmproj file in the same folder.</source>
        <translation>يقرأ الإجابات بصوت عالٍ: نموذج Qwen3-TTS أو Pocket TTS، مع ملف mmproj الخاص به في المجلد نفسه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writes down what you say: a model that hears (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), with its audio mmproj file in the same folder.</source>
        <translation>يكتب ما تقوله: نموذج يسمع (Voxtral أو Ultravox أو Qwen2-Audio أو Gemma 3n)، مع ملف mmproj الصوتي الخاص به في المجلد نفسه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optional for Qwen3-TTS, needed for Pocket TTS: a few seconds of someone speaking (WAV or MP3); answers are read in that voice.</source>
        <translation>اختياري لـ Qwen3-TTS، ومطلوب لـ Pocket TTS: بضع ثوانٍ من كلام شخص ما (WAV أو MP3)؛ تُقرأ الإجابات بذلك الصوت.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language answers are in, for speech models that speak several (Qwen3-TTS).</source>
        <translation>لغة الإجابات، لنماذج الكلام التي تتحدث عدة لغات (Qwen3-TTS).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s own</source>
        <translation>الخاصة بالنموذج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers are read at the speech model&apos;s own pace: llama.cpp&apos;s speech program has no speed setting.</source>
        <translation>تُقرأ الإجابات بسرعة نموذج الكلام نفسه: برنامج الكلام في llama.cpp ليس فيه إعداد للسرعة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first in your library</source>
        <translation>الأول في مكتبتك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None in your library yet</source>
        <translation>لا يوجد في مكتبتك بعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound files (*.wav *.mp3)</source>
        <translation>ملفات الصوت (*.wav *.mp3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Voice</source>
        <translation>الصوت</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Found in your library: {0}, {1}.</source>
        <translation>عُثر عليه في مكتبتك: {0}، {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Download them into one of your model folders to use them here.</source>
        <translation> نزّلها في أحد مجلدات نماذجك لاستخدامها هنا.</translation>
    </message>
</context>
<context>
    <name>SettingsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/settings_words.py" line="+16"/>
        <source>Your settings file could not be read, so LlamaDesk started with default settings.</source>
        <translation>تعذّرت قراءة ملف إعداداتك، لذا بدأ LlamaDesk بالإعدادات الافتراضية.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some settings had values LlamaDesk could not use and were reset to their defaults ({fields}); the others were kept.</source>
        <translation>كانت لبعض الإعدادات قيم لا يستطيع LlamaDesk استخدامها فأُعيدت إلى قيمها الافتراضية ({fields})؛ واحتُفظ بالباقي.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged. LlamaDesk kept the settings it could still read and reset the rest to their defaults.</source>
        <translation>كان ملف إعداداتك تالفًا. احتفظ LlamaDesk بالإعدادات التي ما زال يستطيع قراءتها وأعاد الباقي إلى قيمها الافتراضية.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged and could not be read, so LlamaDesk started with default settings.</source>
        <translation>كان ملف إعداداتك تالفًا ولم تمكن قراءته، لذا بدأ LlamaDesk بالإعدادات الافتراضية.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The old file was kept as {path}.</source>
        <translation>احتُفظ بالملف القديم باسم {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The damaged file was kept as {path}.</source>
        <translation>احتُفظ بالملف التالف باسم {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token was kept.</source>
        <translation>احتُفظ برمز Hugging Face الخاص بك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token could not be read: enter it again in Settings to download gated models.</source>
        <translation>تعذّرت قراءة رمز Hugging Face الخاص بك: أدخله مرة أخرى في الإعدادات لتنزيل النماذج المقيّدة.</translation>
    </message>
</context>
<context>
    <name>ShareGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+5"/>
        <source>Share this computer&apos;s memory and devices</source>
        <translation>مشاركة ذاكرة هذا الكمبيوتر وأجهزته</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share this computer</source>
        <translation>مشاركة هذا الكمبيوتر</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port to share on</source>
        <translation>منفذ المشاركة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other computers on my network use it</source>
        <translation>السماح لأجهزة الكمبيوتر الأخرى على شبكتي باستخدامه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share with other computers on my network</source>
        <translation>المشاركة مع أجهزة الكمبيوتر الأخرى على شبكتي</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing warning</source>
        <translation>تحذير المشاركة</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+77"/>
        <source>Not shared.</source>
        <translation>غير مُشارك.</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Port</source>
        <translation>المنفذ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About sharing this computer</source>
        <translation>عن مشاركة هذا الكمبيوتر</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Starting…</source>
        <translation>جارٍ البدء…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0}:{1} (this computer&apos;s network address)</source>
        <translation>{0}:{1} (عنوان هذا الكمبيوتر على الشبكة)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} (this computer only)</source>
        <translation>{0} (هذا الكمبيوتر فقط)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared at {0}. Other computers add it to their list.</source>
        <translation>مُشارك على {0}. تضيفه أجهزة الكمبيوتر الأخرى إلى قائمتها.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not shared. {0}</source>
        <translation>غير مُشارك. {0}</translation>
    </message>
</context>
<context>
    <name>ShortcutsHelp</name>
    <message>
        <location filename="../../desktop/gui/shell/shortcuts_help.py" line="+17"/>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key the window answers to. Esc closes this.</source>
        <translation>كل مفتاح تستجيب له النافذة. Esc يغلق هذه القائمة.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close the list of shortcuts</source>
        <translation>إغلاق قائمة الاختصارات</translation>
    </message>
</context>
<context>
    <name>SourcesList</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+18"/>
        <source>Sources</source>
        <translation>المصادر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sources:</source>
        <translation>المصادر:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources of this answer</source>
        <translation>مصادر هذه الإجابة</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Source {number}: {label}</source>
        <translation>المصدر {number}: {label}</translation>
    </message>
</context>
<context>
    <name>StarterNote</name>
    <message>
        <location filename="../../desktop/gui/widgets/starter_note.py" line="+19"/>
        <source>tiny demo</source>
        <translation>عرض تجريبي صغير</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (starter model: a tiny demo)</source>
        <translation> (النموذج المبدئي: عرض تجريبي صغير)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a better model for this computer</source>
        <translation>البحث عن نموذج أفضل لهذا الكمبيوتر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the starter model, a tiny demo (135 million parameters) that shows the app works. Its answers are often wrong or odd; a bigger model answers far better.</source>
        <translation>هذا هو النموذج المبدئي، عرض تجريبي صغير (135 مليون معامل) يُظهر أن التطبيق يعمل. إجاباته غالبًا خاطئة أو غريبة؛ والنموذج الأكبر يجيب أفضل بكثير.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Discover&apos;s suggestions for this computer&apos;s memory.</source>
        <translation>اقتراحات استكشاف المناسبة لذاكرة هذا الكمبيوتر.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About the starter model</source>
        <translation>عن النموذج المبدئي</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/store_words.py" line="+27"/>
        <source>Your chat could not be saved.</source>
        <translation>تعذّر حفظ محادثتك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chat could not be saved because the disk is full. Free some space.</source>
        <translation>تعذّر حفظ محادثتك لأن القرص ممتلئ. أفرغ بعض المساحة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your chat could not be saved because LlamaDesk may not write to its chats file. Check the file&apos;s permissions.</source>
        <translation>تعذّر حفظ محادثتك لأن LlamaDesk لا يُسمح له بالكتابة في ملف المحادثات. تحقق من أذونات الملف.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because another copy of LlamaDesk is using the chats file. Close it and try again.</source>
        <translation>تعذّر حفظ محادثتك لأن نسخة أخرى من LlamaDesk تستخدم ملف المحادثات. أغلقها وحاول مرة أخرى.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because the disk could not be written. Check that it is still connected and has free space.</source>
        <translation>تعذّر حفظ محادثتك لأن الكتابة على القرص تعذّرت. تحقق من أنه ما زال متصلًا وأن فيه مساحة فارغة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats could not be read.</source>
        <translation>تعذّرت قراءة محادثاتك المحفوظة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved chats were already closed.</source>
        <translation>المحادثات المحفوظة كانت مغلقة بالفعل.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your saved chats could not be opened. Close other copies of LlamaDesk and try again.</source>
        <translation>تعذّر فتح محادثاتك المحفوظة. أغلق نسخ LlamaDesk الأخرى وحاول مرة أخرى.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your saved chats could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>تعذّر فتح محادثاتك المحفوظة في {path}. تحقق من وجود المجلد ومن أنه يمكنك الكتابة فيه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats were written by a newer version of LlamaDesk. Update LlamaDesk to open them.</source>
        <translation>كُتبت محادثاتك المحفوظة بإصدار أحدث من LlamaDesk. حدّث LlamaDesk لفتحها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not make a new one next to it. Check that there is free disk space in {folder}, then start LlamaDesk again.</source>
        <translation>ملف محادثاتك تالف، وتعذّر على LlamaDesk إنشاء ملف جديد بجانبه. تحقق من وجود مساحة فارغة في {folder}، ثم شغّل LlamaDesk مرة أخرى.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not move it aside to put a repaired copy in its place. Close other programs that may use it, then start LlamaDesk again. The file is {path}.</source>
        <translation>ملف محادثاتك تالف، وتعذّر على LlamaDesk نقله جانبًا ليضع نسخة مُصلَحة مكانه. أغلق البرامج الأخرى التي قد تستخدمه، ثم شغّل LlamaDesk مرة أخرى. الملف هو {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved chats file is damaged and could not be repaired.</source>
        <translation>ملف محادثاتك تالف وتعذّر إصلاحه.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This chat no longer exists.</source>
        <translation>هذه المحادثة لم تعد موجودة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This message no longer exists.</source>
        <translation>هذه الرسالة لم تعد موجودة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This reply is no longer being written.</source>
        <translation>هذا الرد لم يعد قيد الكتابة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This reply no longer exists.</source>
        <translation>هذا الرد لم يعد موجودًا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved chats file was damaged and nothing could be read from it, so a new, empty chat history was started. The damaged file was kept as {kept}.</source>
        <translation>كان ملف محادثاتك تالفًا ولم يمكن قراءة أي شيء منه، لذا بُدئ سجل محادثات جديد فارغ. احتُفظ بالملف التالف باسم {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}). The damaged file was kept as {kept}.</source>
        <translation>كان ملف محادثاتك تالفًا. استعاد LlamaDesk ما استطاع في ملف جديد (المحادثات: {chats}، الرسائل: {messages}). احتُفظ بالملف التالف باسم {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}); some parts could not be read and are only in the damaged copy. The damaged file was kept as {kept}.</source>
        <translation>كان ملف محادثاتك تالفًا. استعاد LlamaDesk ما استطاع في ملف جديد (المحادثات: {chats}، الرسائل: {messages})؛ تعذّرت قراءة بعض الأجزاء وهي موجودة في النسخة التالفة فقط. احتُفظ بالملف التالف باسم {kept}.</translation>
    </message>
</context>
<context>
    <name>SuggestionNotes</name>
    <message>
        <location filename="../../desktop/gui/discover/suggestion_notes.py" line="+16"/>
        <source>Tiny and quick</source>
        <translation>صغير جدًا وسريع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good all-rounder</source>
        <translation>جيد في كل شيء</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strong at reasoning</source>
        <translation>قوي في الاستدلال</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Popular 8B chat</source>
        <translation>نموذج محادثة 8B شائع</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Multilingual, coding</source>
        <translation>متعدد اللغات، البرمجة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sees images too</source>
        <translation>يفهم الصور أيضًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Near frontier quality</source>
        <translation>جودة قريبة من أفضل النماذج</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large, sees images</source>
        <translation>كبير، يفهم الصور</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs a big GPU</source>
        <translation>يحتاج إلى بطاقة رسومات كبيرة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speaking: reads answers aloud (10 languages)</source>
        <translation>التحدث: يقرأ الإجابات بصوت عالٍ (10 لغات)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (small)</source>
        <translation>الاستماع: يكتب ما تقوله (صغير)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (more accurate)</source>
        <translation>الاستماع: يكتب ما تقوله (أدق)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Google&apos;s EmbeddingGemma: over 100 languages, strong for its size</source>
        <translation>EmbeddingGemma من Google: أكثر من 100 لغة، قوي بالنسبة لحجمه</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Among the best at finding passages; many languages, long texts</source>
        <translation>من الأفضل في العثور على المقاطع؛ لغات كثيرة، نصوص طويلة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English, long passages, quick on any computer</source>
        <translation>الإنجليزية، مقاطع طويلة، سريع على أي كمبيوتر</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BGE-M3: over 100 languages, long texts</source>
        <translation>BGE-M3: أكثر من 100 لغة، نصوص طويلة</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../desktop/gui/shell/theme.py" line="+26"/>
        <source>Same as the system</source>
        <translation>مثل النظام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>فاتح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>داكن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>تباين عالٍ</translation>
    </message>
</context>
<context>
    <name>ToolButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="-148"/>
        <source>Make the model use a tool first</source>
        <translation>اجعل النموذج يستخدم أداة أولًا</translation>
    </message>
</context>
<context>
    <name>ToolCallCard</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_card.py" line="+34"/>
        <source>waiting for you</source>
        <translation>في انتظارك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>قيد التشغيل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>اكتمل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>فشل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>مرفوض</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{ms} ms</source>
        <translation>{ms} مللي ثانية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds} ث</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tool call: {name}</source>
        <translation>استدعاء أداة: {name}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tool call time</source>
        <translation>وقت استدعاء الأداة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tool call arguments</source>
        <translation>وسائط استدعاء الأداة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call result</source>
        <translation>نتيجة استدعاء الأداة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arguments</source>
        <translation>الوسائط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call problem</source>
        <translation>مشكلة في استدعاء الأداة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Approval question</source>
        <translation>سؤال الموافقة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow once</source>
        <translation>السماح مرة واحدة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow this {name} call once</source>
        <translation>السماح باستدعاء {name} هذا مرة واحدة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow in this chat</source>
        <translation>السماح في هذه المحادثة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow {name} for the rest of this chat</source>
        <translation>السماح بـ {name} لبقية هذه المحادثة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deny</source>
        <translation>رفض</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deny this {name} call</source>
        <translation>رفض استدعاء {name} هذا</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{name}: {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The model wants to use {name} (it can delete or overwrite things) with the arguments below. Allow it?</source>
        <translation>يريد النموذج استخدام {name} (يمكنه حذف أشياء أو الكتابة فوقها) بالوسائط أدناه. هل تسمح بذلك؟</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model wants to use {name} with the arguments below. Allow it?</source>
        <translation>يريد النموذج استخدام {name} بالوسائط أدناه. هل تسمح بذلك؟</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Hide the {name} call ({status})</source>
        <translation>إخفاء استدعاء {name} ({status})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the {name} call ({status})</source>
        <translation>عرض استدعاء {name} ({status})</translation>
    </message>
</context>
<context>
    <name>ToolCardList</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_cards.py" line="+34"/>
        <source>Tool calls</source>
        <translation>استدعاءات الأدوات</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tools note</source>
        <translation>ملاحظة الأدوات</translation>
    </message>
</context>
<context>
    <name>ToolCards</name>
    <message>
        <location line="-21"/>
        <source>The answer ended before this call was allowed, so it did not run.</source>
        <translation>انتهت الإجابة قبل السماح بهذا الاستدعاء، لذا لم يعمل.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer ended while this call was running.</source>
        <translation>انتهت الإجابة أثناء تشغيل هذا الاستدعاء.</translation>
    </message>
</context>
<context>
    <name>ToolServers</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="-207"/>
        <source>Ask every time</source>
        <translation>السؤال في كل مرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow in this chat</source>
        <translation>السماح في هذه المحادثة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always allow</source>
        <translation>السماح دائمًا</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give the server a name.</source>
        <translation>أعطِ الخادم اسمًا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the command that starts the server, or its web address.</source>
        <translation>أدخل الأمر الذي يبدأ الخادم، أو عنوانه على الويب.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The command could not be read: {0}.</source>
        <translation>تعذّرت قراءة الأمر: {0}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It did not work: {0}</source>
        <translation>لم يعمل: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It works, but it offers no tools.</source>
        <translation>يعمل، لكنه لا يقدّم أي أدوات.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool} (يمكنها تغيير أشياء)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It works. Its tools: {0}.</source>
        <translation>يعمل. أدواته: {0}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MCP servers</source>
        <translation>خوادم MCP</translation>
    </message>
</context>
<context>
    <name>ToolWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/tool_words.py" line="+34"/>
        <source>Run Python code</source>
        <translation>تشغيل كود Python</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run short Python programs to calculate or check its work. They run fenced off: they cannot start programs, use the internet, or read your files except the ones you attach.</source>
        <translation>يتيح للنموذج تشغيل برامج Python قصيرة ليحسب أو يتحقق من عمله. تعمل معزولة: لا تستطيع تشغيل برامج أو استخدام الإنترنت أو قراءة ملفاتك إلا تلك التي ترفقها.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read attached files</source>
        <translation>قراءة الملفات المرفقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read the files you attach to this chat, and nothing else.</source>
        <translation>يتيح للنموذج قراءة الملفات التي ترفقها بهذه المحادثة، ولا شيء غيرها.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search the web</source>
        <translation>البحث في الويب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model search the web and read the list of results. Uses the internet.</source>
        <translation>يتيح للنموذج البحث في الويب وقراءة قائمة النتائج. يستخدم الإنترنت.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open web pages</source>
        <translation>فتح صفحات الويب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read a web page&apos;s text. Uses the internet.</source>
        <translation>يتيح للنموذج قراءة نص صفحة ويب. يستخدم الإنترنت.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run commands on this computer</source>
        <translation>تشغيل أوامر على هذا الكمبيوتر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run commands on your computer, in a folder of its own. It asks you before every command.</source>
        <translation>يتيح للنموذج تشغيل أوامر على الكمبيوتر الخاص بك، في مجلد خاص به. ويسألك قبل كل أمر.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>“{name}” is not a tool LlamaDesk knows.</source>
        <translation>“{name}” ليست أداة يعرفها LlamaDesk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tool “{name}” is off. Turn it on in Settings → Tools.</source>
        <translation>الأداة “{name}” متوقفة. شغّلها من الإعدادات ← الأدوات.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP configuration file {path} does not exist.</source>
        <translation>ملف إعدادات MCP ‏{path} غير موجود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no MCP server named “{name}”. Add it in Settings → Tools.</source>
        <translation>لا يوجد خادم MCP باسم “{name}”. أضفه من الإعدادات ← الأدوات.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An MCP server needs a name.</source>
        <translation>يحتاج خادم MCP إلى اسم.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An MCP server needs either a command to start or an address (URL).</source>
        <translation>يحتاج خادم MCP إلى أمر لتشغيله أو إلى عنوان (URL).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP servers could not be saved to {path}. Check that the disk has free space and you may write to that folder.</source>
        <translation>تعذّر حفظ خوادم MCP في {path}. تحقق من وجود مساحة فارغة على القرص ومن أنه يمكنك الكتابة في هذا المجلد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP configuration file {path} could not be read. Check that you may read it.</source>
        <translation>تعذّرت قراءة ملف إعدادات MCP ‏{path}. تحقق من أن لديك إذنًا بقراءته.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP configuration file {path} is damaged. Fix or remove it; LlamaDesk will not write over it.</source>
        <translation>ملف إعدادات MCP ‏{path} تالف. أصلحه أو احذفه؛ لن يكتب LlamaDesk فوقه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{name}” did not answer in time and was stopped.</source>
        <translation>لم يستجب خادم MCP “{name}” في الوقت المحدد فأُوقف.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{name}” could not be started ({reason}). Check its command or address in Settings → Tools.</source>
        <translation>تعذّر تشغيل خادم MCP “{name}” ({reason}). تحقق من أمره أو عنوانه في الإعدادات ← الأدوات.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It said: “{said}”</source>
        <translation>قال: “{said}”</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The model asked for a tool without naming it, so nothing ran.</source>
        <translation>طلب النموذج أداة دون أن يسمّيها، لذا لم يُشغَّل شيء.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model asked for a tool named “{name}”, which this chat does not have.</source>
        <translation>طلب النموذج أداة باسم “{name}”، وهي غير موجودة في هذه المحادثة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model&apos;s request could not be read, so the tool did not run ({reason}).</source>
        <translation>تعذّرت قراءة طلب النموذج، لذا لم تُشغَّل الأداة ({reason}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed: “{name}” can change things on this computer and was not allowed for this question, so it did not run.</source>
        <translation>غير مسموح: يمكن لـ “{name}” تغيير أشياء على هذا الكمبيوتر ولم يُسمح به لهذا السؤال، لذا لم يُشغَّل.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stopped by the user.</source>
        <translation>أوقفه المستخدم.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” took longer than {seconds} seconds and was stopped.</source>
        <translation>استغرق “{name}” أكثر من {seconds} ثانية فأُوقف.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}” failed with an error of its own: {reason}</source>
        <translation>فشل “{name}” بخطأ خاص به: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give the tool what it needs (“{name}”), so it did not run.</source>
        <translation>لم يعطِ النموذج الأداة ما تحتاجه (“{name}”)، لذا لم تُشغَّل.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“{name}” is not a file attached to this chat.</source>
        <translation>“{name}” ليس ملفًا مرفقًا بهذه المحادثة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running commands is off on Windows for now: LlamaDesk can&apos;t fence it off there yet, and it never runs without the fence.</source>
        <translation>تشغيل الأوامر متوقف على Windows حاليًا: لا يستطيع LlamaDesk عزله هناك بعد، ولا يعمل أبدًا دون عزل.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This tool is off on this computer: LlamaDesk could not fence it off here, so nothing ran ({reason}).</source>
        <translation>هذه الأداة متوقفة على هذا الكمبيوتر: تعذّر على LlamaDesk عزلها هنا، لذا لم يُشغَّل شيء ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not read {name}: it works in its own folder and may read only the files attached to the chat.</source>
        <translation>لا يُسمح للشيفرة بقراءة {name}: فهي تعمل في مجلدها الخاص ولا تقرأ إلا الملفات المرفقة بالمحادثة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not write {name}: it may change only the files in its own folder.</source>
        <translation>لا يُسمح للشيفرة بالكتابة في {name}: لا يمكنها تغيير إلا الملفات في مجلدها الخاص.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The code tried to use the network, which it may not.</source>
        <translation>حاولت الشيفرة استخدام الشبكة، وهذا غير مسموح لها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to start another program, which it may not.</source>
        <translation>حاولت الشيفرة تشغيل برنامج آخر، وهذا غير مسموح لها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to call native code (ctypes), which it may not.</source>
        <translation>حاولت الشيفرة استدعاء شيفرة أصلية (ctypes)، وهذا غير مسموح لها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat&apos;s working folder could not be made ({reason}).</source>
        <translation>تعذّر إنشاء مجلد عمل المحادثة ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It could not be started ({reason}).</source>
        <translation>تعذّر تشغيله ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ran longer than its limit of {seconds} seconds and was stopped.</source>
        <translation>استمر في العمل أكثر من حدّه البالغ {seconds} ثانية فأُوقف.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was stopped: the answer was cancelled.</source>
        <translation>أُوقف: أُلغيت الإجابة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It used more memory than its limit of {size} and was stopped.</source>
        <translation>استخدم ذاكرة أكثر من حدّه البالغ {size} فأُوقف.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It failed (exit code {code}).</source>
        <translation>فشل (رمز الخروج {code}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attached file {name} could not be read ({reason}).</source>
        <translation>تعذّرت قراءة الملف المرفق {name} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a text file ({size}); only text files can be read.</source>
        <translation>{name} ليس ملفًا نصيًا ({size})؛ لا يمكن قراءة إلا الملفات النصية.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give a full web address (one starting with http:// or https://).</source>
        <translation>لم يعطِ النموذج عنوان ويب كاملًا (يبدأ بـ http:// أو https://).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} answered with an error (HTTP {code}).</source>
        <translation>ردّ {address} بخطأ (HTTP {code}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} did not answer in time.</source>
        <translation>لم يردّ {address} في الوقت المناسب.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{address} could not be reached ({reason}).</source>
        <translation>تعذّر الوصول إلى {address} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a text page ({reason}, {size}).</source>
        <translation>{address} ليست صفحة نصية ({reason}، {size}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No search service is set. Enter a SearXNG search address in Settings → Tools.</source>
        <translation>لم تُضبط أي خدمة بحث. أدخل عنوان بحث SearXNG من الإعدادات ← الأدوات.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search service at {address} did not answer with search results. Check its address in Settings → Tools.</source>
        <translation>لم تردّ خدمة البحث على {address} بنتائج بحث. تحقق من عنوانها في الإعدادات ← الأدوات.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{server}” stopped and is not running any more.</source>
        <translation>توقف خادم MCP “{server}” ولم يعد يعمل.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” did not answer {name} within {seconds} seconds.</source>
        <translation>لم يردّ خادم MCP “{server}” على {name} خلال {seconds} ثانية.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP server “{server}” could not run {name} ({reason}).</source>
        <translation>تعذّر على خادم MCP “{server}” تشغيل {name} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The call to the MCP server “{server}” was stopped.</source>
        <translation>أُوقف الاستدعاء إلى خادم MCP “{server}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” sent an answer LlamaDesk could not read ({reason}).</source>
        <translation>أرسل خادم MCP “{server}” إجابة تعذّر على LlamaDesk قراءتها ({reason}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tool reported an error without saying more.</source>
        <translation>أبلغت الأداة عن خطأ دون أن تقول المزيد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It used more memory than its limit and was stopped.</source>
        <translation>استخدم ذاكرة أكثر من حدّه فأُوقف.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its last line of output: “{said}”</source>
        <translation>آخر سطر من مخرجاته: “{said}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tool said: {said}</source>
        <translation>قالت الأداة: {said}</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>You refused this call.</source>
        <translation>رفضتَ هذا الاستدعاء.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Not run again: the same call was made before.</source>
        <translation>لم يُشغَّل مرة أخرى: أُجري الاستدعاء نفسه من قبل.</translation>
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
        <translation>بايت واحد</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln بايت</numerusform>
            <numerusform>بايت واحد</numerusform>
            <numerusform>بايتان</numerusform>
            <numerusform>%Ln بايتات</numerusform>
            <numerusform>%Ln بايتًا</numerusform>
            <numerusform>%Ln بايت</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>less than a second</source>
        <translation>أقل من ثانية</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seconds} s</source>
        <translation>{seconds} ث</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} د {seconds} ث</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minutes} min</source>
        <translation>{minutes} د</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} س {minutes} د</translation>
    </message>
</context>
<context>
    <name>UseComputersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="-142"/>
        <source>Computer to use, address and port</source>
        <translation>الكمبيوتر المستخدم، العنوان والمنفذ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add computer</source>
        <translation>إضافة كمبيوتر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add computer to use</source>
        <translation>إضافة كمبيوتر للاستخدام</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About using other computers</source>
        <translation>عن استخدام أجهزة كمبيوتر أخرى</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Enter a computer&apos;s address and port first.</source>
        <translation>أدخل عنوان الكمبيوتر ومنفذه أولًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added {0}. It is used from the next load.</source>
        <translation>أُضيف {0}. يُستخدم بدءًا من التحميل التالي.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a computer</source>
        <translation>كمبيوتر</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removed {0}. The next load goes without it.</source>
        <translation>أُزيل {0}. التحميل التالي يتم بدونه.</translation>
    </message>
</context>
<context>
    <name>VersionSwitch</name>
    <message>
        <location filename="../../desktop/gui/chat/version_switch.py" line="+29"/>
        <source>Previous version of this answer</source>
        <translation>الإصدار السابق من هذه الإجابة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous version of this question</source>
        <translation>الإصدار السابق من هذا السؤال</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next version of this answer</source>
        <translation>الإصدار التالي من هذه الإجابة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next version of this question</source>
        <translation>الإصدار التالي من هذا السؤال</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Version of this answer</source>
        <translation>إصدار هذه الإجابة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version of this question</source>
        <translation>إصدار هذا السؤال</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Version {number} of {count} of this answer</source>
        <translation>الإصدار {number} من {count} من هذه الإجابة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version {number} of {count} of this question</source>
        <translation>الإصدار {number} من {count} من هذا السؤال</translation>
    </message>
</context>
<context>
    <name>VoiceGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="-203"/>
        <source>Speech model, which reads answers aloud</source>
        <translation>نموذج الكلام، الذي يقرأ الإجابات بصوت عالٍ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening model, which writes down what you say</source>
        <translation>نموذج الاستماع، الذي يكتب ما تقوله</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s own voice</source>
        <translation>الصوت الخاص بالنموذج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice sample</source>
        <translation>عينة الصوت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>اختيار…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+127"/>
        <source>Choose a voice sample</source>
        <translation>اختيار عينة صوت</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Clear</source>
        <translation>مسح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the model&apos;s own voice</source>
        <translation>استخدام الصوت الخاص بالنموذج</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Language answers are read in</source>
        <translation>لغة قراءة الإجابات</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Read answers aloud automatically</source>
        <translation>قراءة الإجابات بصوت عالٍ تلقائيًا</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice models found</source>
        <translation>نماذج الصوت التي عُثر عليها</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Speech model:</source>
        <translation>نموذج الكلام (&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model is for</source>
        <translation>الغرض من نموذج الكلام</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Listening model:</source>
        <translation>نموذج الاستماع (&amp;L):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the listening model is for</source>
        <translation>الغرض من نموذج الاستماع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>اللغة (&amp;G):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Voice sample:</source>
        <translation>عينة الصوت (&amp;V):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the voice sample is for</source>
        <translation>الغرض من عينة الصوت</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About voice</source>
        <translation>عن الصوت</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading speed</source>
        <translation>سرعة القراءة</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>no listening model</source>
        <translation>لا يوجد نموذج استماع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 listening model</source>
        <translation>نموذج استماع واحد</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln listening models</source>
        <translation>
            <numerusform>%Ln نموذج استماع</numerusform>
            <numerusform>نموذج استماع واحد</numerusform>
            <numerusform>نموذجا استماع</numerusform>
            <numerusform>%Ln نماذج استماع</numerusform>
            <numerusform>%Ln نموذج استماع</numerusform>
            <numerusform>%Ln نموذج استماع</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no speech model</source>
        <translation>لا يوجد نموذج كلام</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 speech model</source>
        <translation>نموذج كلام واحد</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln speech models</source>
        <translation>
            <numerusform>%Ln نموذج كلام</numerusform>
            <numerusform>نموذج كلام واحد</numerusform>
            <numerusform>نموذجا كلام</numerusform>
            <numerusform>%Ln نماذج كلام</numerusform>
            <numerusform>%Ln نموذج كلام</numerusform>
            <numerusform>%Ln نموذج كلام</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VoiceInput</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_input.py" line="+27"/>
        <source>Speak</source>
        <translation>تحدّث</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop listening</source>
        <translation>إيقاف الاستماع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speak instead of typing: press, speak, then press again (Esc cancels).</source>
        <translation>تحدّث بدلًا من الكتابة: اضغط، وتحدّث، ثم اضغط مجددًا (Esc يلغي).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing down what you said…</source>
        <translation>جارٍ كتابة ما قلته…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the words in the box, then press Send.</source>
        <translation>راجع الكلمات في المربع، ثم اضغط إرسال.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording cancelled; nothing was kept.</source>
        <translation>أُلغي التسجيل؛ لم يُحتفظ بشيء.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What you said could not be written down; try again.</source>
        <translation>تعذّرت كتابة ما قلته؛ حاول مجددًا.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Listening… {minutes}:{seconds:02d}. Press “{stop}” when you are done (Esc cancels).</source>
        <translation>جارٍ الاستماع… {minutes}:{seconds:02d}. اضغط “{stop}” عند الانتهاء (Esc يلغي).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hands-free: listening… {minutes}:{seconds:02d}. Speak, then pause: what you said is sent. Esc stops hands-free.</source>
        <translation>بدون استخدام اليدين: جارٍ الاستماع… {minutes}:{seconds:02d}. تحدّث، ثم توقف: يُرسل ما قلته. Esc يوقف وضع بدون استخدام اليدين.</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+90"/>
        <source>Speak instead of typing</source>
        <translation>تحدّث بدلًا من الكتابة</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Stop listening and write down what was said</source>
        <translation>إيقاف الاستماع وكتابة ما قيل</translation>
    </message>
</context>
<context>
    <name>VoiceNote</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_note.py" line="+16"/>
        <source>Voice</source>
        <translation>الصوت</translation>
    </message>
</context>
<context>
    <name>VoiceWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/voice_words.py" line="+31"/>
        <source>{family} reads only in the voice of a sample: choose one in Settings → Voice (a few seconds of someone speaking, WAV or MP3), or another speech model.</source>
        <translation>{family} يقرأ بصوت عيّنة فقط: اختر عيّنة من الإعدادات ← الصوت (بضع ثوانٍ من شخص يتكلم، بصيغة WAV أو MP3)، أو نموذج كلام آخر.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No microphone can be used: this computer has none LlamaDesk can open. Plug one in (or turn it on, or let apps use it in the system&apos;s privacy settings), then try again.</source>
        <translation>لا يمكن استخدام أي ميكروفون: ليس في هذا الحاسوب ميكروفون يستطيع LlamaDesk فتحه. وصّل ميكروفونًا (أو شغّله، أو اسمح للتطبيقات باستخدامه في إعدادات الخصوصية في النظام)، ثم حاول مرة أخرى.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was heard: the recording was silent or too short. Check that the microphone is on and not muted, then press the microphone, speak, and press it again.</source>
        <translation>لم يُسمع شيء: كان التسجيل صامتًا أو قصيرًا جدًا. تحقق من أن الميكروفون يعمل وغير مكتوم، ثم اضغط الميكروفون وتكلّم واضغطه مرة أخرى.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The recording used in place of the microphone ({path}) is not 16-bit sound.</source>
        <translation>التسجيل المستخدم بدلًا من الميكروفون ({path}) ليس صوتًا بدقة 16 بت.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recording used in place of the microphone ({path}) could not be read.</source>
        <translation>تعذّرت قراءة التسجيل المستخدم بدلًا من الميكروفون ({path}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No sound can be played: this computer has no speakers or headphones LlamaDesk can use. Plug some in (or turn the sound device on), then try again.</source>
        <translation>لا يمكن تشغيل أي صوت: ليس في هذا الحاسوب مكبرات صوت أو سماعات يستطيع LlamaDesk استخدامها. وصّل بعضها (أو شغّل جهاز الصوت)، ثم حاول مرة أخرى.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The sound could not be played: it is not a WAV clip.</source>
        <translation>تعذّر تشغيل الصوت: ليس مقطع WAV.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sound could not be played: it is not 16-bit mono at {rate} Hz.</source>
        <translation>تعذّر تشغيل الصوت: ليس أحاديًا بدقة 16 بت بتردد {rate} هرتز.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is in your library, so answers can&apos;t be read aloud yet. Download a Qwen3-TTS or Pocket TTS model (a GGUF file and its mmproj file: search Discover for “Qwen3-TTS GGUF”) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>لا يوجد نموذج كلام في مكتبتك، لذا لا يمكن قراءة الإجابات بصوت عالٍ بعد. نزّل نموذج Qwen3-TTS أو Pocket TTS (ملف GGUF وملف mmproj الخاص به: ابحث في استكشاف عن “Qwen3-TTS GGUF”) إلى أحد مجلدات نماذجك، ثم اختره من الإعدادات ← الصوت.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No listening model is in your library, so what you say can&apos;t be written down yet. Download a model that hears (Voxtral, Ultravox, Qwen2-Audio or Gemma 3n, with its audio mmproj file) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>لا يوجد نموذج استماع في مكتبتك، لذا لا يمكن كتابة ما تقوله بعد. نزّل نموذجًا يسمع (Voxtral أو Ultravox أو Qwen2-Audio أو Gemma 3n، مع ملف mmproj الصوتي الخاص به) إلى أحد مجلدات نماذجك، ثم اختره من الإعدادات ← الصوت.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is nothing to read aloud in this answer: it is all code or thinking.</source>
        <translation>لا يوجد في هذه الإجابة ما يُقرأ بصوت عالٍ: كلها شيفرة أو تفكير.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model heard no words in the recording. Speak a little louder or closer to the microphone, and try again.</source>
        <translation>لم يسمع نموذج الاستماع أي كلمات في التسجيل. تكلّم بصوت أعلى قليلًا أو أقرب إلى الميكروفون، وحاول مرة أخرى.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The speech model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>نموذج الكلام المختار في الإعدادات ← الصوت ({file}) لم يعد موجودًا: اختر نموذجًا آخر.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The listening model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>نموذج الاستماع المختار في الإعدادات ← الصوت ({file}) لم يعد موجودًا: اختر نموذجًا آخر.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} could not be read ({reason}).</source>
        <translation>تعذّرت قراءة {file} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is an mmproj file, not a speech model: choose the speech model itself (its mmproj file is found beside it).</source>
        <translation>{file} ملف mmproj وليس نموذج كلام: اختر نموذج الكلام نفسه (يُعثر على ملف mmproj الخاص به بجانبه).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a {family} speech model, whose {codec} sound decoder needs PyTorch, which LlamaDesk does not use: choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} نموذج كلام من نوع {family}، ومفكّك الصوت {codec} الخاص به يحتاج إلى PyTorch الذي لا يستخدمه LlamaDesk: اختر نموذج Qwen3-TTS أو Pocket TTS.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a speech model (it is a {architecture} model): choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file} ليس نموذج كلام (إنه نموذج {architecture}): اختر نموذج Qwen3-TTS أو Pocket TTS.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{projector} is not the mmproj file of a {family} model (it cannot make speech): give the one made for {file}.</source>
        <translation>{projector} ليس ملف mmproj لنموذج {family} (لا يستطيع إنشاء الكلام): حدّد الملف المصنوع لـ {file}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} needs its mmproj file (the one that makes the sound), and none was found beside it: download it into the same folder.</source>
        <translation>يحتاج {file} إلى ملف mmproj الخاص به (الذي يُنشئ الصوت)، ولم يُعثر على أي ملف بجانبه: نزّله إلى المجلد نفسه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a model that listens: choose a chat model with an audio mmproj file (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</source>
        <translation>{file} ليس نموذجًا يستمع: اختر نموذج محادثة مع ملف mmproj صوتي (Voxtral أو Ultravox أو Qwen2-Audio أو Gemma 3n/4).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mmproj file {projector} cannot hear: {file} cannot listen through it.</source>
        <translation>ملف mmproj {projector} لا يستطيع السمع: لا يستطيع {file} الاستماع من خلاله.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} has no audio mmproj file beside it, so it cannot listen: download its mmproj file into the same folder.</source>
        <translation>لا يوجد ملف mmproj صوتي بجانب {file}، لذا لا يستطيع الاستماع: نزّل ملف mmproj الخاص به إلى المجلد نفسه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample {file} was not found: choose another one in Settings → Voice.</source>
        <translation>لم يُعثر على عيّنة الصوت {file}: اختر عيّنة أخرى من الإعدادات ← الصوت.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{family} does not speak “{language}”; it speaks {languages}.</source>
        <translation>{family} لا يتكلم «{language}»؛ إنه يتكلم {languages}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is loaded.</source>
        <translation>لا يوجد نموذج كلام محمّل.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech is already being made; stop it first.</source>
        <translation>يجري إنشاء الكلام بالفعل؛ أوقفه أولًا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LlamaDesk is closing; nothing can be spoken now.</source>
        <translation>يجري إغلاق LlamaDesk؛ لا يمكن نطق أي شيء الآن.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The llama.cpp runtime in {folder} cannot read aloud (it was installed before speech was added). Install the runtime again in Settings → Runtime.</source>
        <translation>بيئة تشغيل llama.cpp في {folder} لا تستطيع القراءة بصوت عالٍ (ثُبّتت قبل إضافة الكلام). ثبّت بيئة التشغيل مرة أخرى من الإعدادات ← بيئة التشغيل.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that reads aloud could not be started ({reason}). Install the runtime again in Settings → Runtime.</source>
        <translation>تعذّر تشغيل البرنامج الذي يقرأ بصوت عالٍ ({reason}). ثبّت بيئة التشغيل مرة أخرى من الإعدادات ← بيئة التشغيل.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound was made for sentence {sentence}; try again.</source>
        <translation>لم يُنشأ صوت للجملة {sentence}؛ حاول مرة أخرى.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that reads aloud stopped before the sentence was spoken (exit code {exit_code}); try again.</source>
        <translation>توقف البرنامج الذي يقرأ بصوت عالٍ قبل نطق الجملة (رمز الخروج {exit_code})؛ حاول مرة أخرى.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample could not be read: give a WAV or MP3.</source>
        <translation>تعذّرت قراءة عيّنة الصوت: اختر ملف WAV أو MP3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This speech model does not speak the language asked for.</source>
        <translation>نموذج الكلام هذا لا يتكلم اللغة المطلوبة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model&apos;s mmproj file could not be loaded.</source>
        <translation>تعذّر تحميل ملف mmproj لنموذج الكلام.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mmproj file given cannot make speech.</source>
        <translation>ملف mmproj المحدد لا يستطيع إنشاء الكلام.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (a damaged file?).</source>
        <translation>تعذّر تحميل نموذج الكلام (ملف تالف؟).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (not enough memory?).</source>
        <translation>تعذّر تحميل نموذج الكلام (الذاكرة غير كافية؟).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>LlamaDesk is closing; nothing can be written down now.</source>
        <translation>يجري إغلاق LlamaDesk؛ لا يمكن كتابة أي شيء الآن.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model is not running. Press the microphone again.</source>
        <translation>نموذج الاستماع لا يعمل. اضغط الميكروفون مرة أخرى.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The recording {file} could not be read ({reason}).</source>
        <translation>تعذّرت قراءة التسجيل {file} ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a sound file this can read: give a WAV, MP3 or FLAC file.</source>
        <translation>{file} ليس ملفًا صوتيًا يمكن قراءته: اختر ملف WAV أو MP3 أو FLAC.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model did not answer; it may have stopped. Press the microphone again.</source>
        <translation>لم يستجب نموذج الاستماع؛ ربما توقف. اضغط الميكروفون مرة أخرى.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model could not write down {file}: “{reason}”.</source>
        <translation>تعذّر على نموذج الاستماع كتابة {file}: “{reason}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model answered without writing anything down.</source>
        <translation>استجاب نموذج الاستماع دون أن يكتب شيئًا.</translation>
    </message>
</context>
<context>
    <name>_ChatRows</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_list.py" line="-105"/>
        <source>New name for the chat</source>
        <translation>الاسم الجديد للمحادثة</translation>
    </message>
</context>
<context>
    <name>_InstallWorker</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-24"/>
        <source>The runtime install was cancelled; nothing was changed.</source>
        <translation>أُلغي تثبيت بيئة التشغيل؛ لم يتغير شيء.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The runtime install failed: {0}</source>
        <translation>فشل تثبيت بيئة التشغيل: {0}</translation>
    </message>
</context>
<context>
    <name>_JobRow</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="-196"/>
        <source>Download of {0}</source>
        <translation>تنزيل {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State of {0}</source>
        <translation>حالة {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Progress of {0}</source>
        <translation>تقدّم {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Details of {0}</source>
        <translation>تفاصيل {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause download of {0}</source>
        <translation>إيقاف تنزيل {0} مؤقتًا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>استئناف</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume download of {0}</source>
        <translation>استئناف تنزيل {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel…</source>
        <translation>إلغاء…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel download of {0}</source>
        <translation>إلغاء تنزيل {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Download instead</source>
        <translation>التنزيل بدلًا منه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download instead of {0}</source>
        <translation>التنزيل بدلًا من {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retry</source>
        <translation>إعادة المحاولة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Retry download of {0}</source>
        <translation>إعادة محاولة تنزيل {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>إزالة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove {0} from the list</source>
        <translation>إزالة {0} من القائمة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>تحميل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load {0}</source>
        <translation>تحميل {0}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Download {0} instead</source>
        <translation>تنزيل {0} بدلًا منه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download {0} {1} instead of {2}</source>
        <translation>تنزيل {0} {1} بدلًا من {2}</translation>
    </message>
</context>
</TS>
