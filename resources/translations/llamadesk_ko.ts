<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>AdvancedPanel</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+45"/>
        <location line="+6"/>
        <location line="+89"/>
        <source>Automatic</source>
        <translation>자동</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>All layers on GPU</source>
        <translation>모든 레이어를 GPU에</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some layers on GPU</source>
        <translation>일부 레이어를 GPU에</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU only</source>
        <translation>CPU만</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On</source>
        <translation>켬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>끔</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>GPU offload</source>
        <translation>GPU 오프로드</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Layers on the GPU</source>
        <translation>GPU에 올릴 레이어</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> layers</source>
        <translation> 레이어</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Graphics cards to use</source>
        <translation>사용할 그래픽 카드</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics &amp;cards</source>
        <translation>그래픽 카드(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conversation memory (KV cache) type</source>
        <translation>대화 메모리(KV 캐시) 형식</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flash attention</source>
        <translation>Flash Attention</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cache type note</source>
        <translation>캐시 형식 참고</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processor threads</source>
        <translation>프로세서 스레드 수</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speculative decoding (n-gram)</source>
        <translation>추측 디코딩(n-gram)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guesses repeated text ahead to answer faster; not used with a projector.</source>
        <translation>반복되는 텍스트를 미리 추측해 더 빨리 답합니다. 프로젝터와 함께 쓰면 사용되지 않습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chat template file</source>
        <translation>채팅 템플릿 파일</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jinja templates (*.jinja);;All (*)</source>
        <translation>Jinja 템플릿 (*.jinja);;모두 (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Projector (mmproj) file</source>
        <translation>프로젝터(mmproj) 파일</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF projectors (*.gguf);;All files (*)</source>
        <translation>GGUF 프로젝터 (*.gguf);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU &amp;offload</source>
        <translation>GPU 오프로드(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context cac&amp;he type</source>
        <translation>컨텍스트 캐시 형식(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flash attention</source>
        <translation>Flash Attention(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Threads</source>
        <translation>스레드 수(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chat te&amp;mplate</source>
        <translation>채팅 템플릿(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Projector</source>
        <translation>프로젝터(&amp;P)</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>A {0} cache needs flash attention, so it is turned on.</source>
        <translation>{0} 캐시에는 Flash Attention이 필요하므로 켜졌습니다.</translation>
    </message>
</context>
<context>
    <name>AppStatusBar</name>
    <message>
        <location filename="../../desktop/gui/shell/status_bar.py" line="+33"/>
        <source>Runtime</source>
        <translation>런타임</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runtime: looking…</source>
        <translation>런타임: 찾는 중…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device in use</source>
        <translation>사용 중인 장치</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+125"/>
        <source>Device: none</source>
        <translation>장치: 없음</translation>
    </message>
    <message>
        <location line="-123"/>
        <location line="+136"/>
        <source>Graphics card warning</source>
        <translation>그래픽 카드 경고</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>Loaded model</source>
        <translation>불러온 모델</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+111"/>
        <location line="+9"/>
        <source>No model loaded</source>
        <translation>불러온 모델 없음</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Memory used by the model</source>
        <translation>모델이 사용하는 메모리</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Runtime: none found</source>
        <translation>런타임: 찾을 수 없음</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Runtime: {runtime}</source>
        <translation>런타임: {runtime}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading…</source>
        <translation>불러오는 중…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Device: {device}</source>
        <translation>장치: {device}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name} ({note})</source>
        <translation>모델: {name} ({note})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model: {name}</source>
        <translation>모델: {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory: uses about {size}</source>
        <translation>메모리: 약 {size} 사용</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model {uses}, as the server reported when it loaded.
As planned, it {needs} at {tokens} tokens of context.</source>
        <translation>모델: {uses}(불러올 때 서버가 보고한 값).
계획상 컨텍스트 {tokens} 토큰에서 {needs}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory: {need}</source>
        <translation>메모리: {need}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {model}, the model picked on the Load page.</source>
        <translation>불러오기 페이지에서 고른 모델 {model} 기준입니다.</translation>
    </message>
</context>
<context>
    <name>AttachmentChip</name>
    <message>
        <location filename="../../desktop/gui/chat/attachments.py" line="+69"/>
        <source>Attached picture {name}</source>
        <translation>첨부한 그림 {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove picture {name}</source>
        <translation>그림 {name} 제거</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Don&apos;t send {name}</source>
        <translation>{name} 보내지 않기</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <location line="+23"/>
        <source>Pictures to send</source>
        <translation>보낼 그림</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location line="-82"/>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>그림 (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
</context>
<context>
    <name>BuiltinToolsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="+87"/>
        <source>About tools</source>
        <translation>도구 정보</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn tools on for a chat with the Tools button above its messages. Here you choose when each one needs your approval.</source>
        <translation>채팅에서 도구를 켜려면 메시지 위의 도구 버튼을 누르세요. 여기서는 각 도구가 언제 승인을 받아야 하는지 고릅니다.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>What {0} does</source>
        <translation>{0}의 기능</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Let the model use the web (web_search and fetch_url)</source>
        <translation>모델이 웹을 사용하도록 허용(web_search와 fetch_url)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model use the web</source>
        <translation>모델이 웹을 사용하도록 허용</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About the web tools</source>
        <translation>웹 도구 정보</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search address for web_search</source>
        <translation>web_search의 검색 주소</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Let the model run commands (shell)</source>
        <translation>모델이 명령을 실행하도록 허용(shell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the model run commands</source>
        <translation>모델이 명령을 실행하도록 허용</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shell warning</source>
        <translation>셸 경고</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When {0} needs your approval</source>
        <translation>{0}에 승인이 필요한 경우</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The shell asks before every command.</source>
        <translation>셸은 명령마다 먼저 묻습니다.</translation>
    </message>
</context>
<context>
    <name>ChatComposer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+30"/>
        <source>The loaded model can&apos;t read pictures. Load a model that supports images, with its vision projector file, to attach one.</source>
        <translation>불러온 모델은 그림을 읽을 수 없습니다. 그림을 첨부하려면 이미지를 지원하는 모델을 비전 프로젝터 파일과 함께 불러오세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add a picture for the model to look at.</source>
        <translation>모델이 볼 그림을 추가합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a message. Enter sends, Shift+Enter starts a new line, Esc stops.</source>
        <translation>메시지를 입력하세요. Enter는 보내기, Shift+Enter는 줄 바꿈, Esc는 중지입니다.</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="+41"/>
        <source>New chat</source>
        <translation>새 채팅</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chat title</source>
        <translation>채팅 제목</translation>
    </message>
</context>
<context>
    <name>ChatList</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_list.py" line="+54"/>
        <source>d MMM yyyy</source>
        <translation>yyyy년 M월 d일</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Search chats</source>
        <translation>채팅 검색</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search result</source>
        <translation>검색 결과</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved chats</source>
        <translation>저장된 채팅</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>New chat</source>
        <translation>새 채팅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat (Ctrl+N)</source>
        <translation>새 채팅 시작(Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>이름 바꾸기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename chat</source>
        <translation>채팅 이름 바꾸기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Delete chat</source>
        <translation>채팅 삭제</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the chat “{title}”? This can&apos;t be undone.</source>
        <translation>“{title}” 채팅을 삭제할까요? 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No chats match “{search}”.</source>
        <translation>“{search}”와(과) 일치하는 채팅이 없습니다.</translation>
    </message>
</context>
<context>
    <name>ChatModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+29"/>
        <source>No model loaded</source>
        <translation>불러온 모델 없음</translation>
    </message>
</context>
<context>
    <name>ChatTitle</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_header.py" line="-19"/>
        <source>New…</source>
        <translation>새로 만들기…</translation>
    </message>
</context>
<context>
    <name>ChatToolCalls</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_chat.py" line="+237"/>
        <source>This model can&apos;t use tools, so this answer was written without them.</source>
        <translation>이 모델은 도구를 사용할 수 없어서 이 답변은 도구 없이 작성되었습니다.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{text} Allow once, Allow in this chat or Deny, on the answer above the message box.</source>
        <translation>{text} 메시지 입력란 위의 답변에서 한 번 허용, 이 채팅에서 허용, 거부 중 하나를 고르세요.</translation>
    </message>
</context>
<context>
    <name>ChatToolsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="+48"/>
        <location line="+3"/>
        <source>Tools for this chat</source>
        <translation>이 채팅의 도구</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Choose the tools the model may use in this chat</source>
        <translation>이 채팅에서 모델이 쓸 수 있는 도구를 고릅니다</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{tool} (off in Settings)</source>
        <translation>{tool}(설정에서 꺼짐)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool}(변경할 수 있음)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (only reads)</source>
        <translation>{tool}(읽기만 함)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MCP servers</source>
        <translation>MCP 서버</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every tool of {server}: those it marks as only reading run at once, the others ask you first, every time for those that can delete or overwrite</source>
        <translation>{server}의 모든 도구: 읽기 전용으로 표시된 도구는 바로 실행되고, 나머지는 먼저 묻습니다. 삭제하거나 덮어쓸 수 있는 도구는 매번 묻습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Files the tools may read</source>
        <translation>도구가 읽을 수 있는 파일</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} (untick to take it away)</source>
        <translation>{file}(체크를 해제하면 뺍니다)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attach a file…</source>
        <translation>파일 첨부…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file the model may read in this chat (nothing else is)</source>
        <translation>이 채팅에서 모델이 읽을 수 있는 파일(그 밖의 파일은 읽을 수 없음)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s first step in each answer is a tool call</source>
        <translation>모델이 답변마다 먼저 도구를 호출합니다</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Attach a file for the tools</source>
        <translation>도구용 파일 첨부</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tools: {count} on</source>
        <translation>도구: {count}개 켜짐</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tools</source>
        <translation>도구</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{names} on</source>
        <translation>{names} 켜짐</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tools on in this chat</source>
        <translation>이 채팅에서 켜진 도구 없음</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_view.py" line="+214"/>
        <source>Chats</source>
        <translation>채팅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show your saved chats</source>
        <translation>저장된 채팅 보기</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Attach image</source>
        <translation>그림 첨부</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Writing the answer…</source>
        <translation>답변을 작성하는 중…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Answer: {text}</source>
        <translation>답변: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer is empty.</source>
        <translation>답변이 비어 있습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This chat nearly fills what the model can keep in mind; the next message may not fit.</source>
        <translation>이 채팅은 모델이 기억할 수 있는 양을 거의 채웠습니다. 다음 메시지는 들어가지 않을 수 있습니다.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This chat is too long for the model&apos;s context.</source>
        <translation>이 채팅은 모델의 컨텍스트에 비해 너무 깁니다.</translation>
    </message>
</context>
<context>
    <name>ChatWelcome</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_welcome.py" line="+14"/>
        <source>Ask anything</source>
        <translation>무엇이든 물어보세요</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model runs on this computer: what you write here stays on it. Try one of these, or write your own below.</source>
        <translation>모델은 이 컴퓨터에서 실행됩니다. 여기에 쓴 내용은 이 컴퓨터 밖으로 나가지 않습니다. 아래 예시 중 하나를 써 보거나 직접 입력하세요.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Explain how a rainbow forms, in a few simple sentences.</source>
        <translation>무지개가 생기는 원리를 간단한 문장 몇 개로 설명해 주세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a short, friendly email saying I can&apos;t come to Friday&apos;s meeting.</source>
        <translation>금요일 회의에 참석할 수 없다는 짧고 친근한 이메일을 써 주세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give me three ideas for a quick vegetarian dinner.</source>
        <translation>빠르게 만들 수 있는 채식 저녁 메뉴 세 가지를 알려 주세요.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Welcome</source>
        <translation>환영합니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About this chat</source>
        <translation>이 채팅 정보</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask: {prompt}</source>
        <translation>질문: {prompt}</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_composer.py" line="+52"/>
        <source>Instructions for the assistant</source>
        <translation>어시스턴트에게 주는 지시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: how the assistant should answer</source>
        <translation>선택 사항: 어시스턴트가 답하는 방식</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Instructions</source>
        <translation>지시(&amp;I)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Told to the assistant before every message of this chat, e.g. “Answer briefly, in French.”</source>
        <translation>이 채팅의 메시지마다 먼저 어시스턴트에게 전달됩니다. 예: “프랑스어로 짧게 답해 주세요.”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Message to send</source>
        <translation>보낼 메시지</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Send</source>
        <translation>보내기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send message</source>
        <translation>메시지 보내기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send (Enter)</source>
        <translation>보내기(Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the answer</source>
        <translation>답변 중지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop (Esc)</source>
        <translation>중지(Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image…</source>
        <translation>그림 첨부…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach image</source>
        <translation>그림 첨부</translation>
    </message>
</context>
<context>
    <name>ContextChoices</name>
    <message>
        <location filename="../../desktop/gui/chat/context_meter.py" line="+120"/>
        <source>This chat is too long</source>
        <translation>이 채팅이 너무 깁니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat length problem</source>
        <translation>채팅 길이 문제</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new chat</source>
        <translation>새 채팅 시작</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Drop the oldest turns</source>
        <translation>가장 오래된 대화 빼기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Answer again without the earliest messages; they stay saved in this chat.</source>
        <translation>가장 앞의 메시지를 빼고 다시 답합니다. 메시지는 이 채팅에 그대로 저장됩니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Reload with a longer context</source>
        <translation>더 긴 컨텍스트로 다시 불러오기</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Load the model again with {longer} tokens of context.</source>
        <translation>컨텍스트를 {longer} 토큰으로 해서 모델을 다시 불러옵니다.</translation>
    </message>
</context>
<context>
    <name>ContextMeter</name>
    <message>
        <location line="-117"/>
        <source>{used} of {context} tokens</source>
        <translation>{used} / {context} 토큰</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Context used</source>
        <translation>사용한 컨텍스트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of the model&apos;s context this chat uses.</source>
        <translation>이 채팅이 모델의 컨텍스트를 얼마나 쓰는지 보여 줍니다.</translation>
    </message>
</context>
<context>
    <name>ContextNotices</name>
    <message>
        <location line="+124"/>
        <source>Context note</source>
        <translation>컨텍스트 참고</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>The %Ln oldest messages are no longer sent to the model, so the chat fits; they stay saved here.</source>
        <translation>
            <numerusform>채팅이 들어가도록 가장 오래된 메시지 %Ln개를 더 이상 모델에 보내지 않습니다. 메시지는 여기에 그대로 저장됩니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There are no older messages to drop; start a new chat or shorten your message.</source>
        <translation>뺄 수 있는 이전 메시지가 없습니다. 새 채팅을 시작하거나 메시지를 줄이세요.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading the model again with {context} tokens of context. Press Retry on the answer when it is ready.</source>
        <translation>컨텍스트를 {context} 토큰으로 해서 모델을 다시 불러오는 중입니다. 준비되면 답변의 다시 시도를 누르세요.</translation>
    </message>
</context>
<context>
    <name>ConversationCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/conversation_calls.py" line="+119"/>
        <source>The saved chats were already closed.</source>
        <translation>저장된 채팅이 이미 닫혀 있었습니다.</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/crash_notice.py" line="+14"/>
        <source>LlamaDesk closed unexpectedly last time. A report of what happened was kept; it holds no chats, keys or tokens. Sending it to the people who make LlamaDesk helps them fix it.</source>
        <translation>지난번에 LlamaDesk가 예기치 않게 종료되었습니다. 무슨 일이 있었는지 보고서가 저장되었으며, 채팅, 키, 토큰은 들어 있지 않습니다. LlamaDesk 개발자에게 보내 주시면 문제를 고치는 데 도움이 됩니다.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>LlamaDesk closed unexpectedly</source>
        <translation>LlamaDesk가 예기치 않게 종료되었습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy report</source>
        <translation>보고서 복사</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open folder</source>
        <translation>폴더 열기</translation>
    </message>
</context>
<context>
    <name>DefaultsGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="+67"/>
        <source>Load the model I used last when LlamaDesk starts</source>
        <translation>LlamaDesk를 시작할 때 마지막으로 쓴 모델 불러오기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the model used last when LlamaDesk starts</source>
        <translation>LlamaDesk를 시작할 때 마지막으로 쓴 모델 불러오기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default context length</source>
        <translation>기본 컨텍스트 길이</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automatic</source>
        <translation>자동</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source> tokens</source>
        <translation> 토큰</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Default graphics card use</source>
        <translation>기본 그래픽 카드 사용</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Default context cache type</source>
        <translation>기본 컨텍스트 캐시 형식</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default temperature</source>
        <translation>기본 온도</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default top-p</source>
        <translation>기본 top-p</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default number of candidate words (top K)</source>
        <translation>기본 후보 단어 수(top K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many of the likeliest next words the model picks from. Fewer gives safer, plainer answers; Off lets it pick from all of them.</source>
        <translation>가장 가능성 높은 다음 단어 중 몇 개에서 고를지 정합니다. 적을수록 무난하고 평범한 답이 나오고, 끔이면 모든 단어에서 고릅니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+17"/>
        <source>Off</source>
        <translation>끔</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Default least likely word allowed (min P)</source>
        <translation>기본 허용 최저 단어 확률(min P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words far less likely than the best next word are never picked. Higher keeps answers on topic; 0 turns this off.</source>
        <translation>가장 좋은 다음 단어보다 훨씬 가능성이 낮은 단어는 고르지 않습니다. 높을수록 답이 주제에서 벗어나지 않고, 0이면 꺼집니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default repetition penalty</source>
        <translation>기본 반복 페널티</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above 1 the model avoids saying the same words over and over. Off (1.00) leaves it as it is.</source>
        <translation>1보다 크면 모델이 같은 말을 반복하지 않으려 합니다. 끔(1.00)이면 그대로 둡니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Default seed</source>
        <translation>기본 시드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random gives a different answer every time. With a number, the same question asked with the same settings gets the same answer.</source>
        <translation>무작위면 매번 다른 답이 나옵니다. 숫자를 넣으면 같은 설정으로 같은 질문을 했을 때 같은 답이 나옵니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Default longest answer</source>
        <translation>기본 최대 답변 길이</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>제한 없음</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default instructions for the assistant</source>
        <translation>어시스턴트에게 주는 기본 지시</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Context length</source>
        <translation>컨텍스트 길이(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Graphics card use</source>
        <translation>그래픽 카드 사용(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context &amp;cache type</source>
        <translation>컨텍스트 캐시 형식(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cr&amp;eativity (temperature)</source>
        <translation>창의성(온도)(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Word choice breadth (top &amp;P)</source>
        <translation>단어 선택 폭(top P)(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidate &amp;words (top K)</source>
        <translation>후보 단어(top K)(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Least likely word allowed (&amp;min P)</source>
        <translation>허용 최저 단어 확률(min P)(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetition pe&amp;nalty</source>
        <translation>반복 페널티(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (random or a &amp;number)</source>
        <translation>시드(무작위 또는 숫자)(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Longest answer</source>
        <translation>최대 답변 길이(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instructions for the assistant</source>
        <translation>어시스턴트에게 주는 지시(&amp;I)</translation>
    </message>
</context>
<context>
    <name>DiscoverPage</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_page.py" line="+35"/>
        <source>Downloads</source>
        <translation>다운로드</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Find models and downloads</source>
        <translation>모델 찾기 및 다운로드</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{0} {1} is in the download list.</source>
        <translation>{0} {1}이(가) 다운로드 목록에 있습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Download finished: the model is in the Library.</source>
        <translation>다운로드 완료: 모델이 라이브러리에 있습니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The download of {0} stopped: its row under Downloads says why.</source>
        <translation>{0} 다운로드가 멈췄습니다. 이유는 다운로드 아래 해당 줄에 나와 있습니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hugging Face answers again.</source>
        <translation>Hugging Face에 다시 연결되었습니다.</translation>
    </message>
</context>
<context>
    <name>DiscoverView</name>
    <message>
        <location filename="../../desktop/gui/discover/discover_view.py" line="+68"/>
        <source>Most downloaded</source>
        <translation>다운로드 많은 순</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recently updated</source>
        <translation>최근 업데이트 순</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Good first models for this computer</source>
        <translation>이 컴퓨터에 처음 쓰기 좋은 모델</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat models</source>
        <translation>채팅 모델</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding models, for your documents</source>
        <translation>임베딩 모델(문서용)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding models, for searching your documents</source>
        <translation>임베딩 모델(문서 검색용)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An embedding model does not chat: it turns text into numbers, so LlamaDesk can find the passages of your documents that mean what you asked, even in other words. LlamaDesk starts with all-MiniLM-L6-v2 (small, English). A better one finds the right passages more often and reads more languages. Once downloaded, choose it in a chat&apos;s Documents window (Embedding model…); each library is then read again.</source>
        <translation>임베딩 모델은 채팅을 하지 않습니다. 텍스트를 숫자로 바꿔서, 다른 말로 물어도 질문과 같은 뜻의 구절을 LlamaDesk가 문서에서 찾을 수 있게 합니다. LlamaDesk에는 처음부터 all-MiniLM-L6-v2(소형, 영어)가 있습니다. 더 좋은 모델은 알맞은 구절을 더 자주 찾고 더 많은 언어를 읽습니다. 다운로드한 뒤 채팅의 문서 창(임베딩 모델…)에서 고르세요. 그러면 각 라이브러리를 다시 읽습니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Why it&apos;s a good start</source>
        <translation>처음 쓰기 좋은 이유</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested version</source>
        <translation>추천 버전</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Download</source>
        <translation>다운로드 크기</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Downloads</source>
        <translation>다운로드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likes</source>
        <translation>좋아요</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updated</source>
        <translation>업데이트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access</source>
        <translation>접근</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About how much the usual version ({0}) downloads. See versions for each version&apos;s exact size and whether it fits this computer.</source>
        <translation>일반 버전({0})의 대략적인 다운로드 크기입니다. 버전별 정확한 크기와 이 컴퓨터에 맞는지는 버전 보기에서 확인하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated</source>
        <translation>제한됨</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This shows once Hugging Face answers: press Try again above.</source>
        <translation>Hugging Face가 응답하면 표시됩니다. 위의 다시 시도를 누르세요.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Get models</source>
        <translation>모델 받기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search Hugging Face for models</source>
        <translation>Hugging Face에서 모델 검색</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search Hugging Face, e.g. llama, qwen, gemma</source>
        <translation>Hugging Face 검색(예: llama, qwen, gemma)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Order of the results</source>
        <translation>결과 정렬 순서</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search</source>
        <translation>검색</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search now</source>
        <translation>지금 검색</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the list shows</source>
        <translation>목록에 표시할 내용</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which models to suggest</source>
        <translation>추천할 모델</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Search status</source>
        <translation>검색 상태</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Models found</source>
        <translation>찾은 모델</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>See versions</source>
        <translation>버전 보기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the versions of the selected model</source>
        <translation>선택한 모델의 버전 보기</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Checking this computer…</source>
        <translation>이 컴퓨터를 확인하는 중…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Choose one to see its versions, or search for any model above.</source>
        <translation>모델을 고르면 버전이 표시됩니다. 위에서 원하는 모델을 검색할 수도 있습니다.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Searching Hugging Face…</source>
        <translation>Hugging Face를 검색하는 중…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Models matching “{0}”</source>
        <translation>“{0}”와(과) 일치하는 모델</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 model found.</source>
        <translation>모델을 1개 찾았습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>모델을 %Ln개 찾았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No GGUF models match “{0}”. Try a shorter or other name.</source>
        <translation>“{0}”와(과) 일치하는 GGUF 모델이 없습니다. 더 짧거나 다른 이름으로 해 보세요.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The search failed.</source>
        <translation>검색하지 못했습니다.</translation>
    </message>
</context>
<context>
    <name>DocumentsButton</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="+182"/>
        <source>Documents for this chat</source>
        <translation>이 채팅의 문서</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents</source>
        <translation>문서</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let this chat answer from your files: PDFs, Word, text, web pages.</source>
        <translation>이 채팅이 내 파일(PDF, Word, 텍스트, 웹 페이지)을 바탕으로 답하게 합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Documents: {name}</source>
        <translation>문서: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from the library “{name}”.</source>
        <translation>이 채팅은 “{name}” 라이브러리를 바탕으로 답합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents ({count})</source>
        <translation>문서({count})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This chat answers from {names}.</source>
        <translation>이 채팅은 {names}을(를) 바탕으로 답합니다.</translation>
    </message>
</context>
<context>
    <name>DocumentsCalls</name>
    <message>
        <location filename="../../desktop/gui/bridge/documents_calls.py" line="+254"/>
        <source>Indexing stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>LlamaDesk에 예기치 않은 문제가 생겨 색인 생성이 멈췄습니다.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your documents could not be reached because of an unexpected problem in LlamaDesk.</source>
        <translation>LlamaDesk에 예기치 않은 문제가 생겨 문서에 접근할 수 없었습니다.</translation>
    </message>
</context>
<context>
    <name>DocumentsCounts</name>
    <message>
        <location filename="../../desktop/gui/chat/documents_panel.py" line="-132"/>
        <source>1 file</source>
        <translation>파일 1개</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln files</source>
        <translation>
            <numerusform>파일 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 passage</source>
        <translation>구절 1개</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln passages</source>
        <translation>
            <numerusform>구절 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 new passage</source>
        <translation>새 구절 1개</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln new passages</source>
        <translation>
            <numerusform>새 구절 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{done} of 1 file</source>
        <translation>파일 1개 중 {done}개</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{done} of %Ln files</source>
        <translation>
            <numerusform>파일 %Ln개 중 {done}개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 could not be read</source>
        <translation>1개를 읽을 수 없음</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>%Ln개를 읽을 수 없음</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>…and 1 more file could not be read.</source>
        <translation>…그리고 파일 1개를 더 읽을 수 없었습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>…and %Ln more files could not be read.</source>
        <translation>
            <numerusform>…그리고 파일 %Ln개를 더 읽을 수 없었습니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <location line="-46"/>
        <source>Tick the libraries this chat answers from: each question is searched in them first, and the answer lists the passages it was given under “Sources”.</source>
        <translation>이 채팅이 참고할 라이브러리에 체크하세요. 질문마다 먼저 그 안에서 검색하고, 답변에는 받은 구절이 “출처” 아래에 표시됩니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No libraries yet: add a folder or files to make one.</source>
        <translation>아직 라이브러리가 없습니다. 폴더나 파일을 추가해 만드세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Documents (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;All files (*)</source>
        <translation>문서 (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Read {files}…</source>
        <translation>{files} 읽기…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading {files}… ({name})</source>
        <translation>{files} 읽는 중…({name})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not indexed yet</source>
        <translation>아직 색인 안 됨</translation>
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
        <translation>“{name}”의 색인을 만들 수 없습니다: {problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Indexing “{name}” stopped. What was read is kept; Update goes on from there.</source>
        <translation>“{name}” 색인 생성을 멈췄습니다. 읽은 내용은 유지되며, 업데이트를 누르면 거기서부터 이어갑니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“{name}” is ready: {files} read, {passages}.</source>
        <translation>“{name}” 준비 완료: {files} 읽음, {passages}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{source} could not be reached; its files are kept as they were indexed.</source>
        <translation>{source}에 접근할 수 없습니다. 그 파일은 색인을 만들 때 상태 그대로 유지됩니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Embedding model: {name}</source>
        <translation>임베딩 모델: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model: the first one in your model folders</source>
        <translation>임베딩 모델: 모델 폴더의 첫 번째 모델</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+1"/>
        <source>Documents</source>
        <translation>문서</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Documents for this chat</source>
        <translation>이 채팅의 문서</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About documents</source>
        <translation>문서 정보</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Libraries</source>
        <translation>라이브러리</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No libraries</source>
        <translation>라이브러리 없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>폴더 추가…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+89"/>
        <source>Make a library from a folder</source>
        <translation>폴더로 라이브러리 만들기</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Add files…</source>
        <translation>파일 추가…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+94"/>
        <source>Make a library from files</source>
        <translation>파일로 라이브러리 만들기</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Update</source>
        <translation>업데이트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the library&apos;s new and changed files</source>
        <translation>라이브러리의 새 파일과 바뀐 파일 읽기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop indexing</source>
        <translation>색인 생성 중지</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the library (your files stay)</source>
        <translation>라이브러리 제거(파일은 그대로 남음)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indexing status</source>
        <translation>색인 생성 상태</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding model</source>
        <translation>임베딩 모델</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding model…</source>
        <translation>임베딩 모델…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the embedding model file</source>
        <translation>임베딩 모델 파일 선택</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model that turns text into numbers for searching (a GGUF file). Another model means reading every library again.</source>
        <translation>검색을 위해 텍스트를 숫자로 바꾸는 모델(GGUF 파일)입니다. 다른 모델로 바꾸면 모든 라이브러리를 다시 읽습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reranking model</source>
        <translation>재순위 모델</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+96"/>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>&amp;Reranking model:</source>
        <translation>재순위 모델(&amp;R):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reranking model reads the question with each passage found and puts the best first (slower, often better). None: keyword and meaning search alone.</source>
        <translation>재순위 모델은 질문과 찾은 구절을 하나씩 함께 읽고 가장 좋은 구절을 앞에 놓습니다(느리지만 대개 더 좋음). 없음: 키워드와 의미 검색만 사용합니다.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close the Documents window</source>
        <translation>문서 창 닫기</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Making the library…</source>
        <translation>라이브러리를 만드는 중…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the embedding model</source>
        <translation>임베딩 모델 선택</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF 모델 (*.gguf)</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>starting the embedding model…</source>
        <translation>임베딩 모델을 시작하는 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Indexing “{name}”: starting the embedding model…</source>
        <translation>“{name}” 색인 생성 중: 임베딩 모델을 시작하는 중…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Indexing “{name}”: {text}</source>
        <translation>“{name}” 색인 생성 중: {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Remove library</source>
        <translation>라이브러리 제거</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the library “{name}”? Your files stay where they are; only what LlamaDesk read from them is forgotten.</source>
        <translation>“{name}” 라이브러리를 제거할까요? 파일은 그 자리에 그대로 있고, LlamaDesk가 읽어 둔 내용만 지워집니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Removed “{name}”.</source>
        <translation>“{name}”을(를) 제거했습니다.</translation>
    </message>
</context>
<context>
    <name>DocumentsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/documents_words.py" line="+36"/>
        <source>{file} could not be read: {reason}</source>
        <translation>{file}을(를) 읽을 수 없습니다: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is gone</source>
        <translation>파일이 없습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission was denied</source>
        <translation>접근이 거부되었습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk could not read it</source>
        <translation>디스크에서 읽을 수 없었습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is protected by a password</source>
        <translation>암호로 보호되어 있습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged</source>
        <translation>파일이 손상되었습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (it has no pages)</source>
        <translation>파일이 손상되었습니다(페이지가 없습니다)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read (its pages may be pictures of scanned paper)</source>
        <translation>읽을 텍스트가 없습니다(페이지가 스캔한 종이의 이미지일 수 있습니다)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it has no text to read</source>
        <translation>읽을 텍스트가 없습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is damaged</source>
        <translation>텍스트가 손상되었습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a text file</source>
        <translation>텍스트 파일이 아닙니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a Word document or it is damaged</source>
        <translation>Word 문서가 아니거나 손상되었습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{suffix} files are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>{suffix} 파일은 지원하지 않습니다(PDF, Word, 텍스트, Markdown, HTML은 지원합니다)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its structure is nested too deeply</source>
        <translation>구조가 너무 깊게 중첩되어 있습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is too large to read</source>
        <translation>너무 커서 읽을 수 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>files without an ending are not supported (PDF, Word, text, Markdown and HTML are)</source>
        <translation>확장자가 없는 파일은 지원하지 않습니다(PDF, Word, 텍스트, Markdown, HTML은 지원합니다)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A library needs a name.</source>
        <translation>라이브러리에는 이름이 필요합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a library named “{name}”.</source>
        <translation>“{name}”(이)라는 라이브러리가 이미 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no library named “{name}”.</source>
        <translation>“{name}”(이)라는 라이브러리가 없습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The documents index is closed. Open the Documents window again.</source>
        <translation>문서 색인이 닫혀 있습니다. 문서 창을 다시 여세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk is full: the documents index could not be saved. Free some space and index again; it goes on where it stopped.</source>
        <translation>디스크가 가득 찼습니다. 문서 색인을 저장할 수 없었습니다. 공간을 확보한 뒤 다시 색인하세요. 멈춘 곳부터 이어서 합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index is busy in another LlamaDesk window or command. Try again when it has finished.</source>
        <translation>다른 LlamaDesk 창이나 명령이 문서 색인을 사용 중입니다. 끝난 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>{path}에서 문서 색인을 열 수 없었습니다. 폴더가 있는지, 그 폴더에 쓸 수 있는지 확인하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The documents index was written by a newer LlamaDesk. Update LlamaDesk to use it.</source>
        <translation>문서 색인은 더 새로운 LlamaDesk가 기록한 것입니다. 사용하려면 LlamaDesk를 업데이트하세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The documents index at {path} could not be read: it is damaged or not an index. Move it aside and add your libraries again.</source>
        <translation>{path}의 문서 색인을 읽을 수 없었습니다. 손상되었거나 색인이 아닙니다. 다른 곳으로 옮긴 뒤 라이브러리를 다시 추가하세요.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The embedding model {model} took too long to answer. Try again; if it keeps happening, restart LlamaDesk.</source>
        <translation>임베딩 모델 {model}의 응답이 너무 오래 걸렸습니다. 다시 시도하세요. 계속 그러면 LlamaDesk를 다시 시작하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} is not running any more. Press Update to start it again (indexing goes on where it stopped).</source>
        <translation>임베딩 모델 {model}이(가) 더 이상 실행 중이 아닙니다. “업데이트”를 누르면 다시 시작합니다(색인은 멈춘 곳부터 이어서 합니다).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The embedding model {model} refused the app&apos;s key.</source>
        <translation>임베딩 모델 {model}이(가) 앱의 키를 거부했습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} could not embed the text (HTTP {status}).</source>
        <translation>임베딩 모델 {model}이(가) 텍스트를 임베딩하지 못했습니다(HTTP {status}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The embedding model {model} sent an answer the app does not understand.</source>
        <translation>임베딩 모델 {model}이(가) 앱이 이해할 수 없는 응답을 보냈습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The embedding model {model} could not embed the text: “{reason}”.</source>
        <translation>임베딩 모델 {model}이(가) 텍스트를 임베딩하지 못했습니다: “{reason}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The library “{library}” was indexed with the embedding model {stored}; using {given} instead means reading all its files again: press Update.</source>
        <translation>라이브러리 “{library}”은(는) 임베딩 모델 {stored}(으)로 색인되었습니다. 대신 {given}을(를) 쓰려면 모든 파일을 다시 읽어야 합니다. “업데이트”를 누르세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Documents need an embedding model, which turns text into numbers for searching. Download one in Discover (search “embedding”, e.g. all-MiniLM-L6-v2, 46 MB), or choose one you have with “Embedding model…” here.</source>
        <translation>문서에는 검색을 위해 텍스트를 숫자로 바꾸는 임베딩 모델이 필요합니다. 찾아보기에서 내려받거나(“embedding” 검색, 예: all-MiniLM-L6-v2, 46 MB), 여기의 “임베딩 모델…”에서 가지고 있는 모델을 고르세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is a chat model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file}은(는) 채팅 모델이며 임베딩 모델이 아닙니다. 문서에는 all-MiniLM-L6-v2 같은 임베딩 모델이 필요합니다. 찾아보기에서 “embedding”을 검색하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a reranking model, not an embedding model. Documents need an embedding model such as all-MiniLM-L6-v2: search Discover for “embedding”.</source>
        <translation>{file}은(는) 재순위 모델이며 임베딩 모델이 아닙니다. 문서에는 all-MiniLM-L6-v2 같은 임베딩 모델이 필요합니다. 찾아보기에서 “embedding”을 검색하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>LlamaDesk is closing; your documents are not searched.</source>
        <translation>LlamaDesk가 종료되는 중이라 문서를 검색하지 않습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{source} cannot be reached (a disk unplugged or a folder moved?). Its passages are kept and searched as they were; they are brought up to date when it is back.</source>
        <translation>{source}에 접근할 수 없습니다(디스크를 뺐거나 폴더를 옮겼나요?). 그 구절은 그대로 유지되고 검색됩니다. 다시 접근할 수 있게 되면 최신 상태로 갱신됩니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your documents could not be searched: {why}</source>
        <translation>문서를 검색할 수 없었습니다: {why}</translation>
    </message>
</context>
<context>
    <name>DownloadsPanel</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="+37"/>
        <source>Downloads appear here.</source>
        <translation>다운로드가 여기에 표시됩니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>goes on by itself when the connection is back</source>
        <translation>연결이 돌아오면 저절로 이어집니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>다운로드 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the connection</source>
        <translation>연결을 기다리는 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>일시 중지됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>완료</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} of {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} · starting…</source>
        <translation>{0} · 시작하는 중…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left</source>
        <translation>{0} 남음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>working out the time left</source>
        <translation>남은 시간 계산 중</translation>
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
        <translation>다운로드하지 못했습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} · ready to load</source>
        <translation>{0} · 불러올 준비 완료</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled; nothing was kept.</source>
        <translation>취소했습니다. 아무것도 남기지 않았습니다.</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Downloads</source>
        <translation>다운로드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No downloads</source>
        <translation>다운로드 없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem with the list of downloads</source>
        <translation>다운로드 목록 문제</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>List of downloads</source>
        <translation>다운로드 목록</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Cancel download</source>
        <translation>다운로드 취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the download of {0}? What was downloaded so far is deleted.</source>
        <translation>{0} 다운로드를 취소할까요? 지금까지 받은 부분은 삭제됩니다.</translation>
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
        <translation>채팅을 저장하지 못했습니다: {folder} 폴더가 없습니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the file could not be written</source>
        <translation>파일을 쓸 수 없었습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat could not be saved to {path}: {reason}.</source>
        <translation>채팅을 {path}에 저장하지 못했습니다: {reason}.</translation>
    </message>
</context>
<context>
    <name>ExportButton</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_export_button.py" line="+44"/>
        <source>Export…</source>
        <translation>내보내기…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Export chat</source>
        <translation>채팅 내보내기</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Save this chat as a Markdown or JSON file.</source>
        <translation>이 채팅을 Markdown 또는 JSON 파일로 저장합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as Markdown…</source>
        <translation>Markdown으로 내보내기…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export as JSON…</source>
        <translation>JSON으로 내보내기…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export result</source>
        <translation>내보내기 결과</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>There is nothing to export yet: send a message first.</source>
        <translation>아직 내보낼 내용이 없습니다. 먼저 메시지를 보내세요.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saving the chat to {path}…</source>
        <translation>채팅을 {path}에 저장하는 중…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the chat to {path}.</source>
        <translation>채팅을 {path}에 저장했습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chat could not be saved because of an unexpected problem.</source>
        <translation>예기치 않은 문제로 채팅을 저장하지 못했습니다.</translation>
    </message>
</context>
<context>
    <name>FailureWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/failure_words.py" line="+20"/>
        <source>This version of llama.cpp does not work on your processor. Install the portable runtime in Settings.</source>
        <translation>이 버전의 llama.cpp는 사용 중인 프로세서에서 작동하지 않습니다. 설정에서 포터블 런타임을 설치하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server could not start: a file it needs is missing. Reinstall the runtime in Settings, or install the Microsoft Visual C++ Redistributable.</source>
        <translation>모델 서버를 시작할 수 없습니다: 필요한 파일이 없습니다. 설정에서 런타임을 다시 설치하거나 Microsoft Visual C++ Redistributable을 설치하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that runs the models (llama-server) is missing or cannot start. Reinstall the runtime in Settings.</source>
        <translation>모델을 실행하는 프로그램(llama-server)이 없거나 시작할 수 없습니다. 설정에서 런타임을 다시 설치하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is not enough memory to load {model}. Try a shorter context, a smaller version of the model, or fewer layers on the graphics card.</source>
        <translation>{model}을(를) 불러오기에는 메모리가 부족합니다. 컨텍스트를 줄이거나, 모델의 더 작은 버전을 쓰거나, 그래픽 카드의 레이어를 줄여 보세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This version of llama.cpp does not know the kind of model {model} is ({architecture}). Update the runtime in Settings, or choose another model.</source>
        <translation>이 버전의 llama.cpp는 {model}의 모델 종류({architecture})를 모릅니다. 설정에서 런타임을 업데이트하거나 다른 모델을 고르세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{model} could not be loaded: the file is damaged, incomplete or not a model llama.cpp can read. Download it again or choose another model.</source>
        <translation>{model}을(를) 불러올 수 없습니다: 파일이 손상되었거나, 불완전하거나, llama.cpp가 읽을 수 있는 모델이 아닙니다. 다시 다운로드하거나 다른 모델을 고르세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your NVIDIA driver is too old for this runtime. Update the driver, or use the processor runtime in Settings.</source>
        <translation>NVIDIA 드라이버가 이 런타임에 비해 너무 오래되었습니다. 드라이버를 업데이트하거나 설정에서 프로세서용 런타임을 사용하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another program was using the port the model server needed. Try again.</source>
        <translation>모델 서버에 필요한 포트를 다른 프로그램이 사용하고 있었습니다. 다시 해 보세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while loading {model}.</source>
        <translation>{model}을(를) 불러오는 중에 모델 서버가 멈췄습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loading {model} took too long. Try a smaller model or a shorter context.</source>
        <translation>{model}을(를) 불러오는 데 너무 오래 걸렸습니다. 더 작은 모델이나 더 짧은 컨텍스트로 해 보세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading the model was cancelled.</source>
        <translation>모델 불러오기를 취소했습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model server was stopped from outside while loading. Nothing is wrong with the model: load it again.</source>
        <translation>불러오는 중에 모델 서버가 외부에서 중지되었습니다. 모델에는 문제가 없습니다: 다시 불러오세요.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model server could not start: a file it needs ({library}) is missing. Reinstall the runtime in Settings.</source>
        <translation>모델 서버를 시작할 수 없습니다: 필요한 파일({library})이 없습니다. 설정에서 런타임을 다시 설치하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model file {model} is missing. Download it again or choose another model.</source>
        <translation>모델 파일 {model}이(가) 없습니다. 다시 다운로드하거나 다른 모델을 고르세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Port {port} is used by another program, so other apps can&apos;t reach LlamaDesk there. Choose another port in Settings (Other apps), or close that program.</source>
        <translation>포트 {port}을(를) 다른 프로그램이 사용하고 있어 다른 앱이 그 포트로 LlamaDesk에 연결할 수 없습니다. 설정(다른 앱)에서 다른 포트를 고르거나 그 프로그램을 닫으세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server said it was ready but does not answer. Try again.</source>
        <translation>모델 서버가 준비되었다고 했지만 응답하지 않습니다. 다시 해 보세요.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This conversation is longer than the model&apos;s context. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>이 대화가 모델의 컨텍스트보다 깁니다. 새 채팅을 시작하거나, 메시지를 줄이거나, 더 큰 컨텍스트로 모델을 불러오세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens). Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>이 대화가 모델의 컨텍스트({context} 토큰)보다 깁니다. 새 채팅을 시작하거나, 메시지를 줄이거나, 더 큰 컨텍스트로 모델을 불러오세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This conversation is longer than the model&apos;s context ({context} tokens); it needs {needed}. Start a new chat, shorten your message, or load the model with a larger context.</source>
        <translation>이 대화가 모델의 컨텍스트({context} 토큰)보다 깁니다. {needed} 토큰이 필요합니다. 새 채팅을 시작하거나, 메시지를 줄이거나, 더 큰 컨텍스트로 모델을 불러오세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model server refused the app&apos;s key. Reload the model and try again.</source>
        <translation>모델 서버가 앱의 키를 거부했습니다. 모델을 다시 불러온 뒤 다시 해 보세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model can&apos;t read pictures. Remove the picture, or load a model that supports images (with its vision projector file).</source>
        <translation>이 모델은 그림을 읽을 수 없습니다. 그림을 제거하거나, 이미지를 지원하는 모델을 (비전 프로젝터 파일과 함께) 불러오세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This model can&apos;t listen to audio. Remove the audio file.</source>
        <translation>이 모델은 오디오를 들을 수 없습니다. 오디오 파일을 제거하세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>모델을 아직 불러오는 중입니다. 잠시 후 다시 해 보세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer: {said}</source>
        <translation>모델 서버가 답변하지 못했습니다: {said}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server couldn&apos;t answer (HTTP {status}).</source>
        <translation>모델 서버가 답변하지 못했습니다(HTTP {status}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Can&apos;t reach the model server. It may have stopped; load the model again.</source>
        <translation>모델 서버에 연결할 수 없습니다. 멈췄을 수 있으니 모델을 다시 불러오세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server sent a reply the app couldn&apos;t read.</source>
        <translation>모델 서버가 앱이 읽을 수 없는 응답을 보냈습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped while answering. What it wrote so far is kept.</source>
        <translation>답변하는 중에 모델 서버가 멈췄습니다. 지금까지 쓴 내용은 남아 있습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model server stopped before answering. Load the model again.</source>
        <translation>답변하기 전에 모델 서버가 멈췄습니다. 모델을 다시 불러오세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model is loaded. Load one on the Load page, then press Retry.</source>
        <translation>불러온 모델이 없습니다. 불러오기 페이지에서 모델을 불러온 뒤 다시 시도를 누르세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>LlamaDesk에서 예기치 않은 문제가 생겨 답변이 멈췄습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer ended unexpectedly. Press Retry to try again.</source>
        <translation>답변이 예기치 않게 끝났습니다. 다시 시도를 눌러 다시 해 보세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model stopped unexpectedly while answering. Press Retry to load it again and answer.</source>
        <translation>답변하는 중에 모델이 예기치 않게 멈췄습니다. 다시 시도를 누르면 모델을 다시 불러와 답변합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer sharing its devices at {hosts} went away while answering, and the model stopped. What it wrote so far is kept; start that computer&apos;s sharing again and load the model, or load it without that computer.</source>
        <translation>{hosts}에서 장치를 공유하던 컴퓨터가 답변하는 중에 연결이 끊겨 모델이 멈췄습니다. 지금까지 쓴 내용은 남아 있습니다. 그 컴퓨터에서 공유를 다시 시작하고 모델을 불러오거나, 그 컴퓨터 없이 불러오세요.</translation>
    </message>
</context>
<context>
    <name>FiguresWords</name>
    <message>
        <location filename="../../desktop/gui/chat/figures_words.py" line="+27"/>
        <source>{speed} tokens/s</source>
        <translation>{speed} 토큰/초</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first token after {time}</source>
        <translation>첫 토큰까지 {time}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 token</source>
        <translation>1 토큰</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln 토큰</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>중지됨</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cut off at the length limit</source>
        <translation>길이 제한에서 잘림</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{milliseconds} ms</source>
        <translation>{milliseconds}밀리초</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds}초</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ran on the processor (CPU)</source>
        <translation>프로세서(CPU)에서 실행</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ran on {devices}</source>
        <translation>{devices}에서 실행</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ran on {devices} ({on_card} of {layers} layers; the rest on the processor)</source>
        <translation>{devices}에서 실행({layers}개 레이어 중 {on_card}개, 나머지는 프로세서)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ran on {devices} ({on_card} of {layers} layers)</source>
        <translation>{devices}에서 실행({layers}개 레이어 중 {on_card}개)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}, {context}-token context</source>
        <translation>{where}, 컨텍스트 {context} 토큰</translation>
    </message>
</context>
<context>
    <name>FileField</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="-225"/>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose {0}</source>
        <translation>{0} 선택</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear</source>
        <translation>지우기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear {0}</source>
        <translation>{0} 지우기</translation>
    </message>
</context>
<context>
    <name>FormControls</name>
    <message>
        <location filename="../../desktop/gui/widgets/form_controls.py" line="+26"/>
        <source>Copied</source>
        <translation>복사됨</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Copied to the clipboard</source>
        <translation>클립보드에 복사됨</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../../desktop/gui/widgets/glossary.py" line="+22"/>
        <source>How much the model&apos;s numbers were rounded to make it smaller. Smaller versions (Q3, Q4) need less memory and answer faster; larger ones (Q6, Q8, F16) answer a little better. Q4_K_M is a good balance on most computers.</source>
        <translation>모델을 작게 만들려고 숫자를 얼마나 반올림했는지입니다. 작은 버전(Q3, Q4)은 메모리가 덜 들고 더 빨리 답합니다. 큰 버전(Q6, Q8, F16)은 조금 더 잘 답합니다. Q4_K_M은 대부분의 컴퓨터에서 균형이 좋습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F16 keeps the model&apos;s numbers unrounded (16-bit): the best answers, and the most memory. A vision model&apos;s picture reader is usually F16.</source>
        <translation>F16은 모델의 숫자를 반올림하지 않고(16비트) 그대로 둡니다. 답이 가장 좋고, 메모리도 가장 많이 씁니다. 비전 모델의 그림 읽는 부분은 보통 F16입니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the conversation memory (the KV cache) is stored. f16 is exact; q8_0 needs half the memory with almost no difference; q4_0 a quarter, with a small loss. A smaller type leaves room for a longer conversation.</source>
        <translation>대화 메모리(KV 캐시)를 저장하는 방식입니다. f16은 정확합니다. q8_0은 메모리가 절반이고 차이가 거의 없습니다. q4_0은 4분의 1이고 약간 손실이 있습니다. 형식이 작을수록 더 긴 대화가 들어갑니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The part of a vision model that reads pictures (an &quot;mmproj&quot; file). It is only needed to send pictures; LlamaDesk finds it beside the model when it can.</source>
        <translation>비전 모델에서 그림을 읽는 부분(“mmproj” 파일)입니다. 그림을 보낼 때만 필요하며, LlamaDesk는 가능하면 모델 옆에서 찾아냅니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Word choice breadth: the next word is picked only among the likeliest words whose chances add up to this share. Lower (0.8) keeps answers focused; 1.0 turns it off. Most people leave it at 0.95.</source>
        <translation>단어 선택 폭: 다음 단어는 확률을 합해 이 비율이 되는 가장 가능성 높은 단어들 중에서만 고릅니다. 낮추면(0.8) 답이 집중되고, 1.0이면 꺼집니다. 대부분 0.95로 둡니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only this many of the likeliest next words are considered. Off considers all; 40 is a common choice.</source>
        <translation>가장 가능성 높은 다음 단어를 이 개수만큼만 고려합니다. 끔이면 모두 고려하며, 흔히 40을 씁니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Words much less likely than the likeliest one are never picked. 0.05 removes odd choices without making answers dull; off allows every word.</source>
        <translation>가장 가능성 높은 단어보다 훨씬 가능성이 낮은 단어는 고르지 않습니다. 0.05는 답을 지루하게 만들지 않으면서 이상한 선택을 없앱니다. 끔이면 모든 단어를 허용합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creativity: low (0.2) gives steady, predictable answers; high (1.0) more varied and surprising ones.</source>
        <translation>창의성: 낮으면(0.2) 안정적이고 예측 가능한 답이, 높으면(1.0) 더 다양하고 뜻밖의 답이 나옵니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the model can do besides chatting: read pictures (vision), use tools, or think step by step before it answers.</source>
        <translation>모델이 채팅 외에 할 수 있는 일: 그림 읽기(비전), 도구 사용, 답하기 전에 단계별로 생각하기.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the conversation the model can keep in mind at once, in tokens (a token is about three quarters of a word). Longer needs more memory.</source>
        <translation>모델이 한 번에 기억할 수 있는 대화의 양으로, 토큰 단위입니다(1토큰은 영어 단어 약 4분의 3). 길수록 메모리가 더 필요합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the model runs on the graphics card. All of it is fastest; what doesn&apos;t fit runs on the processor, more slowly.</source>
        <translation>모델 중 얼마만큼을 그래픽 카드에서 실행할지입니다. 전부 올리면 가장 빠르고, 들어가지 않는 부분은 프로세서에서 더 느리게 실행됩니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{quant}: rounded to about {bits} bits per number, tiny variant</source>
        <translation>{quant}: 숫자당 약 {bits}비트로 반올림, 아주 작은 버전</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, extra small variant</source>
        <translation>{quant}: 숫자당 약 {bits}비트로 반올림, 매우 작은 버전</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, small variant</source>
        <translation>{quant}: 숫자당 약 {bits}비트로 반올림, 작은 버전</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, medium variant</source>
        <translation>{quant}: 숫자당 약 {bits}비트로 반올림, 중간 버전</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{quant}: rounded to about {bits} bits per number, large variant</source>
        <translation>{quant}: 숫자당 약 {bits}비트로 반올림, 큰 버전</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{quant}: unrounded ({bits}-bit), the largest version. {about}</source>
        <translation>{quant}: 반올림 없음({bits}비트), 가장 큰 버전. {about}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{quant}: rounded to about {bits} bits per number</source>
        <translation>{quant}: 숫자당 약 {bits}비트로 반올림</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{words} (a newer, denser rounding)</source>
        <translation>{words}(더 새롭고 촘촘한 반올림 방식)</translation>
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
        <translation>핸즈프리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free: on</source>
        <translation>핸즈프리: 켜짐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talk with the chat: it listens, sends what you say when you pause, reads the answer aloud, then listens again. Press again (or Esc) to stop.</source>
        <translation>채팅과 대화합니다. 듣다가 말을 멈추면 보내고, 답변을 소리 내어 읽은 뒤 다시 듣습니다. 다시 누르면(또는 Esc) 멈춥니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hands-free is off.</source>
        <translation>핸즈프리가 꺼져 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands-free stopped: no model can answer yet.</source>
        <translation>핸즈프리 중지됨: 아직 답할 수 있는 모델이 없습니다.</translation>
    </message>
</context>
<context>
    <name>HandsFreeControl</name>
    <message>
        <location line="+29"/>
        <location line="+111"/>
        <source>Hands-free: talk with the chat</source>
        <translation>핸즈프리: 채팅과 대화하기</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Hands-free is on: press to stop</source>
        <translation>핸즈프리 켜짐: 누르면 멈춥니다</translation>
    </message>
</context>
<context>
    <name>HelpGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="+29"/>
        <source>Log folder</source>
        <translation>로그 폴더</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logs and reports: {0}</source>
        <translation>로그와 보고서: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the log folder</source>
        <translation>로그 폴더 열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the folder of logs and reports</source>
        <translation>로그와 보고서 폴더 열기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy a report</source>
        <translation>보고서 복사</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy a report of this computer and recent problems</source>
        <translation>이 컴퓨터와 최근 문제에 관한 보고서 복사</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Report status</source>
        <translation>보고서 상태</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About reports</source>
        <translation>보고서 정보</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Putting the report together…</source>
        <translation>보고서를 만드는 중…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copied: paste it into your message.</source>
        <translation>복사했습니다. 메시지에 붙여 넣으세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The report could not be put together: {0}</source>
        <translation>보고서를 만들 수 없습니다: {0}</translation>
    </message>
</context>
<context>
    <name>HostWorker</name>
    <message>
        <location filename="../../desktop/gui/bridge/host_worker.py" line="+157"/>
        <source>Loading stopped because of an unexpected problem in LlamaDesk.</source>
        <translation>LlamaDesk에 예기치 않은 문제가 생겨 불러오기가 멈췄습니다.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>No llama-server was found: it runs the models. Install it from Settings (“Open Settings to install it” at the top of the window).</source>
        <translation>llama-server를 찾을 수 없습니다. 모델을 실행하는 프로그램입니다. 설정에서 설치하세요(창 위쪽의 “설정을 열어 설치”).</translation>
    </message>
</context>
<context>
    <name>HubBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+12"/>
        <source>Can&apos;t reach Hugging Face, so searching and downloading are paused; downloads go on by themselves once it answers. Models on this computer still work.</source>
        <translation>Hugging Face에 연결할 수 없어 검색과 다운로드를 잠시 멈췄습니다. 응답하면 다운로드가 저절로 이어집니다. 이 컴퓨터에 있는 모델은 계속 쓸 수 있습니다.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>offlineBanner</source>
        <translation>offlineBanner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face can&apos;t be reached</source>
        <translation>Hugging Face에 연결할 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection notice</source>
        <translation>연결 알림</translation>
    </message>
</context>
<context>
    <name>HubWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/hub_words.py" line="+40"/>
        <source>Can&apos;t reach Hugging Face. Check the internet connection; models already on this computer still work.</source>
        <translation>Hugging Face에 연결할 수 없습니다. 인터넷 연결을 확인하세요. 이 컴퓨터에 있는 모델은 계속 쓸 수 있습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{repo} needs a valid Hugging Face token: add a Hugging Face token in Settings (create a read token at huggingface.co/settings/tokens).</source>
        <translation>{repo}에는 유효한 Hugging Face 토큰이 필요합니다. 설정에서 Hugging Face 토큰을 추가하세요(읽기 토큰은 huggingface.co/settings/tokens에서 만들 수 있습니다).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your Hugging Face token has no access to {repo} yet: open the model&apos;s page on Hugging Face ({page}), accept its terms while signed in to the token&apos;s account, then try again.</source>
        <translation>Hugging Face 토큰에 아직 {repo}에 대한 접근 권한이 없습니다. Hugging Face의 모델 페이지({page})를 열고 토큰 계정으로 로그인한 상태에서 약관에 동의한 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no model called {repo} on Hugging Face (or it is private: add a token in Settings).</source>
        <translation>Hugging Face에 {repo}(이)라는 모델이 없습니다(비공개 모델이라면 설정에서 토큰을 추가하세요).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no model called {repo} on Hugging Face, or your account can&apos;t see it.</source>
        <translation>Hugging Face에 {repo}(이)라는 모델이 없거나, 사용자 계정에서 볼 수 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A file of {repo} is missing on Hugging Face.</source>
        <translation>Hugging Face에 {repo}의 파일 하나가 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;{repo}&quot; is not a model name on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>&quot;{repo}&quot;은(는) Hugging Face의 모델 이름이 아닙니다. 이름은 소유자/모델 형식입니다(예: bartowski/Qwen2.5-7B-Instruct-GGUF).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the name of a model on Hugging Face; names look like owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.</source>
        <translation>Hugging Face의 모델 이름을 입력하세요. 이름은 소유자/모델 형식입니다(예: bartowski/Qwen2.5-7B-Instruct-GGUF).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face is busy right now (too many requests); try again in {wait}.</source>
        <translation>Hugging Face가 지금 혼잡합니다(요청이 너무 많음). {wait} 후에 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face is busy right now (too many requests); try again in a minute.</source>
        <translation>Hugging Face가 지금 혼잡합니다(요청이 너무 많음). 1분 후에 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face has a problem on its side (HTTP {status}); try again later.</source>
        <translation>Hugging Face 쪽에 문제가 있습니다(HTTP {status}). 나중에 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face answered with an error; try again later.</source>
        <translation>Hugging Face가 오류로 응답했습니다. 나중에 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face answered with an error (HTTP {status}); try again later.</source>
        <translation>Hugging Face가 오류로 응답했습니다(HTTP {status}). 나중에 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste a Hugging Face token first; create a read token at huggingface.co/settings/tokens.</source>
        <translation>먼저 Hugging Face 토큰을 붙여 넣으세요. 읽기 토큰은 huggingface.co/settings/tokens에서 만들 수 있습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face did not accept this token. Create a read token at huggingface.co/settings/tokens and paste it here.</source>
        <translation>Hugging Face가 이 토큰을 받아들이지 않았습니다. huggingface.co/settings/tokens에서 읽기 토큰을 만들어 여기에 붙여 넣으세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face. What was downloaded is kept; the download goes on from there once it can be reached again.</source>
        <translation>Hugging Face에 연결할 수 없습니다. 이미 다운로드한 부분은 보관되며, 다시 연결되면 그 지점부터 다운로드를 이어 갑니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The download of {file} keeps failing; try again later (what was downloaded is kept).</source>
        <translation>{file} 다운로드가 계속 실패합니다. 나중에 다시 시도하세요(이미 다운로드한 부분은 보관됩니다).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download of {file} keeps failing ({reason}); try again later (what was downloaded is kept).</source>
        <translation>{file} 다운로드가 계속 실패합니다({reason}). 나중에 다시 시도하세요(이미 다운로드한 부분은 보관됩니다).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the connection was interrupted</source>
        <translation>연결이 끊겼습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data arrived for a while</source>
        <translation>한동안 데이터가 오지 않았습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the download link expired</source>
        <translation>다운로드 링크가 만료되었습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face asked to slow down</source>
        <translation>Hugging Face가 요청 속도를 줄이라고 했습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the request timed out</source>
        <translation>요청 시간이 초과되었습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face had a problem on its side (HTTP {status})</source>
        <translation>Hugging Face 쪽에 문제가 있었습니다(HTTP {status})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} arrived damaged (it is not the file Hugging Face lists), so it was not added. Download it again.</source>
        <translation>{file}이(가) 손상된 채로 도착해(Hugging Face가 제시한 파일과 다름) 추가하지 않았습니다. 다시 다운로드하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hugging Face refused the download (HTTP {status}).</source>
        <translation>Hugging Face가 다운로드를 거부했습니다(HTTP {status}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model could not be saved in {folder}. Check that the folder exists and that you may write to it.</source>
        <translation>모델을 {folder}에 저장할 수 없습니다. 폴더가 있는지, 그 폴더에 쓸 권한이 있는지 확인하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more.</source>
        <translation>디스크 공간이 부족합니다. 이 다운로드에는 {needed}이(가) 필요한데 여유 공간은 {free}입니다(그중 {reserve}은(는) 시스템용으로 비워 둡니다). {missing}을(를) 더 확보하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). Free up {missing} more, or download {quant} ({size}), the largest version that fits.</source>
        <translation>디스크 공간이 부족합니다. 이 다운로드에는 {needed}이(가) 필요한데 여유 공간은 {free}입니다(그중 {reserve}은(는) 시스템용으로 비워 둡니다). {missing}을(를) 더 확보하거나, 들어가는 가장 큰 버전인 {quant}({size})을(를) 다운로드하세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not enough disk space: this download needs {needed} and {free} is free ({reserve} of it stays free for your system). No version of this model fits: free up {missing} more.</source>
        <translation>디스크 공간이 부족합니다. 이 다운로드에는 {needed}이(가) 필요한데 여유 공간은 {free}입니다(그중 {reserve}은(는) 시스템용으로 비워 둡니다). 이 모델은 어떤 버전도 들어가지 않습니다. {missing}을(를) 더 확보하세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The disk holding {folder} is full: this download still needs {needed}, and {reserve} more stays free for your system. Free up {total} there, then try again (what was downloaded is kept).</source>
        <translation>{folder}이(가) 있는 디스크가 가득 찼습니다. 이 다운로드에는 아직 {needed}이(가) 필요하고, {reserve}은(는) 시스템용으로 더 비워 둡니다. 그 디스크에서 {total}을(를) 확보한 뒤 다시 시도하세요(이미 다운로드한 부분은 보관됩니다).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{repo} has no {quant} version (it has {available}).</source>
        <translation>{repo}에는 {quant} 버전이 없습니다(있는 버전: {available}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The download stopped because of an unexpected problem; press Retry.</source>
        <translation>예상치 못한 문제로 다운로드가 멈췄습니다. 다시 시도를 누르세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checking the downloaded file</source>
        <translation>다운로드한 파일을 확인하는 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another download of the same file</source>
        <translation>같은 파일의 다른 다운로드를 기다리는 중</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{reason}; trying again in {wait} (attempt {attempt} of {attempts})</source>
        <translation>{reason}. {wait} 후에 다시 시도합니다({attempts}회 중 {attempt}회째)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The list of downloads could not be read and was left out.</source>
        <translation>다운로드 목록을 읽을 수 없어 건너뛰었습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some downloads in the list could not be read and were left out.</source>
        <translation>목록의 일부 다운로드를 읽을 수 없어 건너뛰었습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The old file was kept as {name}.</source>
        <translation>이전 파일은 {name}(으)로 보관했습니다.</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../../desktop/gui/library/library_model.py" line="+46"/>
        <source> · Loaded</source>
        <translation> · 불러옴</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>아키텍처</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>매개변수</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version</source>
        <translation>버전</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>컨텍스트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can also</source>
        <translation>추가 기능</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On this computer</source>
        <translation>이 컴퓨터에서</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>see images</source>
        <translation>그림 보기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>think</source>
        <translation>생각하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use tools</source>
        <translation>도구 사용</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All models</source>
        <translation>모든 모델</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can see images</source>
        <translation>그림을 볼 수 있음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can think</source>
        <translation>생각할 수 있음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can use tools</source>
        <translation>도구를 쓸 수 있음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damaged files</source>
        <translation>손상된 파일</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This file cannot be read.</source>
        <translation>이 파일을 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>LlamaDesk could not work out whether this model fits ({0}).</source>
        <translation>LlamaDesk가 이 모델이 들어가는지 판단하지 못했습니다({0}).</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>{0} (from Ollama)</source>
        <translation>{0}(Ollama에서)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Damaged: {0}</source>
        <translation>손상됨: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>read text aloud ({0} languages)</source>
        <translation>텍스트 소리 내어 읽기({0}개 언어)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read text aloud</source>
        <translation>텍스트 소리 내어 읽기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hear speech</source>
        <translation>음성 듣기</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{0} tokens of context</source>
        <translation>컨텍스트 {0} 토큰</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>can also: {0}</source>
        <translation>추가 기능: {0}</translation>
    </message>
</context>
<context>
    <name>LibraryView</name>
    <message>
        <location filename="../../desktop/gui/library/library_view.py" line="+57"/>
        <source>Your models</source>
        <translation>내 모델</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search models</source>
        <translation>모델 검색</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search by name or version</source>
        <translation>이름 또는 버전으로 검색</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show which models</source>
        <translation>표시할 모델</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Models on this computer</source>
        <translation>이 컴퓨터의 모델</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Library status</source>
        <translation>라이브러리 상태</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking for models…</source>
        <translation>모델을 찾는 중…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Problem with the selected model</source>
        <translation>선택한 모델의 문제</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look again</source>
        <translation>다시 찾기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for models again</source>
        <translation>모델 다시 찾기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add file…</source>
        <translation>파일 추가…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model file to the library</source>
        <translation>라이브러리에 모델 파일 추가</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add folder…</source>
        <translation>폴더 추가…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a folder of models to the library</source>
        <translation>라이브러리에 모델 폴더 추가</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show in folder</source>
        <translation>폴더에서 보기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected model in its folder</source>
        <translation>선택한 모델을 폴더에서 보기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>삭제…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected model from this computer</source>
        <translation>선택한 모델을 이 컴퓨터에서 삭제</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load</source>
        <translation>불러오기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the selected model</source>
        <translation>선택한 모델 불러오기</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>1 model found.</source>
        <translation>모델을 1개 찾았습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln models found.</source>
        <translation>
            <numerusform>모델을 %Ln개 찾았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No models found. Add a file or a folder, or drop one here.</source>
        <translation>모델을 찾지 못했습니다. 파일이나 폴더를 추가하거나 여기에 끌어다 놓으세요.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Looking for models failed.</source>
        <translation>모델을 찾지 못했습니다.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} cannot be used: {1}</source>
        <translation>{0}을(를) 쓸 수 없습니다: {1}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0}: not a model file (.gguf) or folder, so not added.</source>
        <translation>{0}: 모델 파일(.gguf)이나 폴더가 아니어서 추가하지 않았습니다.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Add a model</source>
        <translation>모델 추가</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF 모델 (*.gguf);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a folder of models</source>
        <translation>모델 폴더 추가</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete model</source>
        <translation>모델 삭제</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete {0} (1 file) from this computer? This cannot be undone.</source>
        <translation>{0}(파일 1개)을(를) 이 컴퓨터에서 삭제할까요? 되돌릴 수 없습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Delete {0} (%Ln files) from this computer? This cannot be undone.</source>
        <translation>
            <numerusform>{0}(파일 %Ln개)을(를) 이 컴퓨터에서 삭제할까요? 되돌릴 수 없습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deleting {0}…</source>
        <translation>{0} 삭제 중…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} was deleted.</source>
        <translation>{0}을(를) 삭제했습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model was not deleted.</source>
        <translation>모델을 삭제하지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>ListChoice</name>
    <message>
        <location filename="../../desktop/gui/widgets/list_choice.py" line="+21"/>
        <source>Select {what} in the list first.</source>
        <translation>먼저 목록에서 {what}을(를) 고르세요.</translation>
    </message>
</context>
<context>
    <name>LoadAdvanced</name>
    <message>
        <location filename="../../desktop/gui/load/load_advanced.py" line="+29"/>
        <source>Advanced settings</source>
        <translation>고급 설정</translation>
    </message>
</context>
<context>
    <name>LoadPlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="+52"/>
        <source>Settings chosen for this computer</source>
        <translation>이 컴퓨터에 맞게 고른 설정</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>No graphics card found: the model will run on the processor.</source>
        <translation>그래픽 카드를 찾지 못했습니다. 모델은 프로세서에서 실행됩니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everything on {0}.</source>
        <translation>모두 {0}에서 실행됩니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} of {1} layers on {2}; the rest on the processor.</source>
        <translation>{1}개 레이어 중 {0}개는 {2}에서, 나머지는 프로세서에서.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The model will run on the processor, as you chose.</source>
        <translation>선택한 대로 모델은 프로세서에서 실행됩니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The model will run on the processor.</source>
        <translation>모델은 프로세서에서 실행됩니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} at {1} tokens of context.</source>
        <translation>컨텍스트 {1} 토큰에서 {0}.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>On the graphics card: {size} of {free} free graphics memory: {over} too much.</source>
        <translation>그래픽 카드: 남은 그래픽 메모리 {free} 중 {size}, {over} 초과.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the graphics card: {size} of {free} free graphics memory.</source>
        <translation>그래픽 카드: 남은 그래픽 메모리 {free} 중 {size}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory: {over} too much.</source>
        <translation>컴퓨터 메모리: 남은 메모리 {free} 중 {size}, {over} 초과.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the computer&apos;s memory: {size} of {free} free memory.</source>
        <translation>컴퓨터 메모리: 남은 메모리 {free} 중 {size}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory: {over} too much.</source>
        <translation>남은 그래픽 메모리는 {free}입니다. {over} 초과.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free graphics memory.</source>
        <translation>남은 그래픽 메모리는 {free}입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory: {over} too much.</source>
        <translation>남은 메모리는 {free}입니다. {over} 초과.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is {free} of free memory.</source>
        <translation>남은 메모리는 {free}입니다.</translation>
    </message>
</context>
<context>
    <name>LoadView</name>
    <message>
        <location filename="../../desktop/gui/load/load_view.py" line="+98"/>
        <source>Load a model</source>
        <translation>모델 불러오기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a file…</source>
        <translation>파일 열기…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a model file</source>
        <translation>모델 파일 열기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Model</source>
        <translation>모델(&amp;M)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+1"/>
        <source>Show advanced settings</source>
        <translation>고급 설정 표시</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+344"/>
        <source>Load</source>
        <translation>불러오기</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>Load the model</source>
        <translation>모델 불러오기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel loading</source>
        <translation>불러오기 취소</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unload</source>
        <translation>내리기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unload the model</source>
        <translation>메모리에서 모델 내리기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show server log</source>
        <translation>서버 로그 보기</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Loading progress</source>
        <translation>불러오기 진행률</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loading progress, in words</source>
        <translation>불러오기 진행률(글)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load status</source>
        <translation>불러오기 상태</translation>
    </message>
    <message>
        <location line="+69"/>
        <source> (damaged)</source>
        <translation> (손상됨)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No models found yet. Add a model file (.gguf) in the Library or download one in Discover.</source>
        <translation>아직 모델이 없습니다. 라이브러리에서 모델 파일(.gguf)을 추가하거나 찾아보기에서 다운로드하세요.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Open a model</source>
        <translation>모델 열기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF 모델 (*.gguf);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Starting…</source>
        <translation>시작하는 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loading the model…</source>
        <translation>모델을 불러오는 중…</translation>
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
        <translation> · 약 {0} 남음</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Loaded in {0}.</source>
        <translation>{0} 만에 불러왔습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded: {0}</source>
        <translation>불러옴: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is ready.</source>
        <translation>{0} 준비 완료.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Loading was cancelled.</source>
        <translation>불러오기를 취소했습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> “Show server log” has the details.</source>
        <translation> 자세한 내용은 “서버 로그 보기”에 있습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No model is loaded.</source>
        <translation>불러온 모델이 없습니다.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Load this one instead</source>
        <translation>대신 이 모델 불러오기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load another</source>
        <translation>다른 모델 불러오기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} is loaded now. Press “Load this one instead” to switch to the model picked above.</source>
        <translation>지금은 {0}을(를) 불러온 상태입니다. 위에서 고른 모델로 바꾸려면 “대신 이 모델 불러오기”를 누르세요.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Something unexpected went wrong while reading the model.</source>
        <translation>모델을 읽는 중에 예기치 않은 문제가 생겼습니다.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/gui/shell/main_window.py" line="+67"/>
        <source>Library</source>
        <translation>라이브러리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discover</source>
        <translation>찾아보기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>불러오기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>채팅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Pages</source>
        <translation>페이지</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{page} (Ctrl+{number})</source>
        <translation>{page}(Ctrl+{number})</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+103"/>
        <source>{page} page</source>
        <translation>{page} 페이지</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>New chat</source>
        <translation>새 채팅</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show {page}</source>
        <translation>{page} 보기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard shortcuts</source>
        <translation>키보드 단축키</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The starter model is not installed.</source>
        <translation>시작 모델이 설치되어 있지 않습니다.</translation>
    </message>
    <message>
        <location line="+80"/>
        <location line="+6"/>
        <source>Settings file damaged</source>
        <translation>설정 파일 손상됨</translation>
    </message>
</context>
<context>
    <name>McpServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="+102"/>
        <source>About MCP servers</source>
        <translation>MCP 서버 정보</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Programs or web services that give the model more tools, as in other apps. They are kept in {0}. Turn one on for a chat with its Tools button.</source>
        <translation>다른 앱처럼 모델에 도구를 더 주는 프로그램이나 웹 서비스입니다. {0}에 보관됩니다. 채팅에서 켜려면 그 채팅의 도구 버튼을 쓰세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MCP servers</source>
        <translation>MCP 서버</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Test</source>
        <translation>테스트</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test the selected MCP server</source>
        <translation>선택한 MCP 서버 테스트</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected MCP server</source>
        <translation>선택한 MCP 서버 제거</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the selected server&apos;s tools need your approval</source>
        <translation>선택한 서버의 도구에 승인이 필요한 경우</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New MCP server&apos;s name</source>
        <translation>새 MCP 서버 이름</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. files</source>
        <translation>예: files</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New MCP server&apos;s command or web address</source>
        <translation>새 MCP 서버의 명령 또는 웹 주소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. npx -y @modelcontextprotocol/server-memory</source>
        <translation>예: npx -y @modelcontextprotocol/server-memory</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add server</source>
        <translation>서버 추가</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add this MCP server</source>
        <translation>이 MCP 서버 추가</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command or address</source>
        <translation>명령 또는 주소</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP server status</source>
        <translation>MCP 서버 상태</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Added {0}. Press Test to try it.</source>
        <translation>{0}을(를) 추가했습니다. 테스트를 눌러 확인해 보세요.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Removed {0}.</source>
        <translation>{0}을(를) 제거했습니다.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Testing {0}…</source>
        <translation>{0} 테스트 중…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The MCP servers could not be read or saved.</source>
        <translation>MCP 서버를 읽거나 저장할 수 없었습니다.</translation>
    </message>
</context>
<context>
    <name>MemoryBar</name>
    <message>
        <location filename="../../desktop/gui/load/memory_bar.py" line="+54"/>
        <location line="+22"/>
        <source>free memory</source>
        <translation>남은 메모리</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Memory needed</source>
        <translation>필요한 메모리</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Pick a model to see how much memory it needs.</source>
        <translation>모델을 고르면 필요한 메모리가 표시됩니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: needs {1}.</source>
        <translation>{0}: {1} 필요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0}.</source>
        <translation>{0} 필요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: needs {1} of {2} {3}: {4} too much.</source>
        <translation>{0}: {3} {2} 중 {1} 필요, {4} 초과.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs {0} of {1} {2}: {3} too much.</source>
        <translation>{2} {1} 중 {0} 필요, {3} 초과.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: needs {1} of {2} {3}.</source>
        <translation>{0}: {3} {2} 중 {1} 필요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs {0} of {1} {2}.</source>
        <translation>{2} {1} 중 {0} 필요.</translation>
    </message>
</context>
<context>
    <name>MessageColumn</name>
    <message>
        <location filename="../../desktop/gui/chat/message_column.py" line="+31"/>
        <source>This answer was interrupted. Press Retry to write it again.</source>
        <translation>이 답변은 중단되었습니다. 다시 시도를 누르면 다시 작성합니다.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Messages</source>
        <translation>메시지</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <location filename="../../desktop/gui/chat/message_text.py" line="+247"/>
        <source>Edit message</source>
        <translation>메시지 편집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter saves and sends again, Esc cancels.</source>
        <translation>Ctrl+Enter는 저장 후 다시 보내기, Esc는 취소입니다.</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <location filename="../../desktop/gui/chat/message_view.py" line="+42"/>
        <source>Read aloud</source>
        <translation>소리 내어 읽기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading</source>
        <translation>읽기 중지</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant</source>
        <translation>어시스턴트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>시스템</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool</source>
        <translation>도구</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your message</source>
        <translation>내 메시지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant message</source>
        <translation>어시스턴트 메시지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System message</source>
        <translation>시스템 메시지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool message</source>
        <translation>도구 메시지</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location line="+61"/>
        <source>Author</source>
        <translation>작성자</translation>
    </message>
    <message>
        <location line="+100"/>
        <location line="+7"/>
        <source>Thinking</source>
        <translation>생각 과정</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+315"/>
        <source>Show thinking</source>
        <translation>생각 과정 보기</translation>
    </message>
    <message>
        <location line="-402"/>
        <source>Answer</source>
        <translation>답변</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message text</source>
        <translation>메시지 내용</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Attached pictures</source>
        <translation>첨부한 그림</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Save and send</source>
        <translation>저장 후 보내기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save and send the edited message</source>
        <translation>편집한 메시지를 저장하고 보내기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel editing</source>
        <translation>편집 취소</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Answer figures</source>
        <translation>답변 수치</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Problem</source>
        <translation>문제</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry this answer</source>
        <translation>이 답변 다시 시도</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Copy message text</source>
        <translation>메시지 내용 복사</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regenerate</source>
        <translation>다시 생성</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write this answer again</source>
        <translation>이 답변을 다시 작성</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Edit</source>
        <translation>편집</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit and send again</source>
        <translation>편집 후 다시 보내기</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+333"/>
        <source>Read this answer aloud</source>
        <translation>이 답변 소리 내어 읽기</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Pictures: {names}</source>
        <translation>그림: {names}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Copy code</source>
        <translation>코드 복사</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code {number}/{count}</source>
        <translation>코드 복사 {number}/{count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy code block {number} of {count} ({language})</source>
        <translation>코드 블록 {number}/{count} 복사({language})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code block {number} of {count}</source>
        <translation>코드 블록 {number}/{count} 복사</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy: {line}</source>
        <translation>복사: {line}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy this code</source>
        <translation>이 코드 복사</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Stop reading this answer aloud</source>
        <translation>이 답변 읽기 중지</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Hide thinking</source>
        <translation>생각 과정 숨기기</translation>
    </message>
</context>
<context>
    <name>ModelBanner</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_banner.py" line="+34"/>
        <source>Model status</source>
        <translation>모델 상태</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>불러오기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load the model offered</source>
        <translation>제안된 모델 불러오기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to Load</source>
        <translation>불러오기로 이동</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the Load page</source>
        <translation>불러오기 페이지로 이동</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The model is loading. You can write already.</source>
        <translation>모델을 불러오는 중입니다. 지금 바로 입력해도 됩니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No model is loaded. Sending will load {name} again.</source>
        <translation>불러온 모델이 없습니다. 보내면 {name}을(를) 다시 불러옵니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load a model to start chatting.</source>
        <translation>채팅을 시작하려면 모델을 불러오세요.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was sent: no model is loaded. Pick one on the Load page; your message stays in the box.</source>
        <translation>보내지 않았습니다: 불러온 모델이 없습니다. 불러오기 페이지에서 모델을 고르세요. 메시지는 입력란에 남아 있습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was sent: no model is loaded. Load {stem} to send it, or pick another model on the Load page.</source>
        <translation>보내지 않았습니다: 불러온 모델이 없습니다. 보내려면 {stem}을(를) 불러오거나 불러오기 페이지에서 다른 모델을 고르세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load it and send</source>
        <translation>불러와서 보내기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load {name}, then send your message.</source>
        <translation>{name}을(를) 불러온 뒤 메시지를 보냅니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your chats could not be read or saved because of an unexpected problem.</source>
        <translation>예기치 않은 문제로 채팅을 읽거나 저장할 수 없었습니다.</translation>
    </message>
</context>
<context>
    <name>ModelCardView</name>
    <message>
        <location filename="../../desktop/gui/discover/model_card.py" line="+27"/>
        <source>Model description</source>
        <translation>모델 설명</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This model has no description.</source>
        <translation>이 모델에는 설명이 없습니다.</translation>
    </message>
</context>
<context>
    <name>ModelSwitcher</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_model_switcher.py" line="+31"/>
        <source>Model to chat with</source>
        <translation>채팅할 모델</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>The model that answers. Pick another to load it.</source>
        <translation>답하는 모델입니다. 다른 모델을 고르면 불러옵니다.</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>&amp;Model</source>
        <translation>모델(&amp;M)</translation>
    </message>
</context>
<context>
    <name>ModelWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/model_words.py" line="+26"/>
        <source>{file} was not found. It may have been moved or deleted.</source>
        <translation>{file}을(를) 찾을 수 없습니다. 옮겨졌거나 삭제되었을 수 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a folder, not a model file.</source>
        <translation>{file}은(는) 폴더이며 모델 파일이 아닙니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a model file.</source>
        <translation>{file}은(는) 모델 파일이 아닙니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} can&apos;t be read: LlamaDesk is not allowed to open it.</source>
        <translation>{file}을(를) 읽을 수 없습니다: LlamaDesk에 이 파일을 열 권한이 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could not be read.</source>
        <translation>{file}을(를) 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is empty (the download did not finish?). Download it again.</source>
        <translation>{file}이(가) 비어 있습니다(다운로드가 끝나지 않았나요?). 다시 다운로드하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is incomplete (the download did not finish?). Download it again.</source>
        <translation>{file}이(가) 불완전합니다(다운로드가 끝나지 않았나요?). 다시 다운로드하세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a model but a web page or error message (the download failed?). Download it again.</source>
        <translation>{file}은(는) 모델이 아니라 웹 페이지나 오류 메시지입니다(다운로드가 실패했나요?). 다시 다운로드하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} only points to the model; it is not the model itself. Download the real file.</source>
        <translation>{file}은(는) 모델을 가리킬 뿐 모델 자체가 아닙니다. 실제 파일을 다운로드하세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is not a GGUF model file.</source>
        <translation>{file}은(는) GGUF 모델 파일이 아닙니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was made for another kind of computer (big-endian), which LlamaDesk cannot use.</source>
        <translation>{file}은(는) 다른 종류의 컴퓨터(빅 엔디언)용으로 만들어져 LlamaDesk에서 쓸 수 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in an old format (GGUF version 1). Download a newer conversion of the model.</source>
        <translation>{file}은(는) 오래된 형식(GGUF 버전 1)입니다. 모델의 최신 변환본을 다운로드하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is in GGUF version {version}, which LlamaDesk cannot read (a newer or damaged file?).</source>
        <translation>{file}은(는) GGUF 버전 {version}이며 LlamaDesk가 읽을 수 없습니다(더 새롭거나 손상된 파일인가요?).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is damaged and can&apos;t be read as a model. Download it again.</source>
        <translation>{file}이(가) 손상되어 모델로 읽을 수 없습니다. 다시 다운로드하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a model file LlamaDesk can use (it names no kind of model).</source>
        <translation>{file}은(는) LlamaDesk에서 쓸 수 있는 모델 파일이 아닙니다(모델 종류가 적혀 있지 않습니다).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Part {number} of {count} of {file} is missing ({part} is not in the same folder).</source>
        <translation>{file}의 {count}개 부분 중 {number}번째가 없습니다({part}이(가) 같은 폴더에 없습니다).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model is split into {count} parts, and these are missing: {parts}. Download it again or delete it.</source>
        <translation>이 모델은 {count}개 부분으로 나뉘어 있으며 다음 부분이 없습니다: {parts}. 다시 다운로드하거나 삭제하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is part {number} of {count} of a split model, but its name does not end in {suffix}, so the other parts cannot be found.</source>
        <translation>{file}은(는) 분할 모델의 {count}개 중 {number}번째 부분이지만 이름이 {suffix}(으)로 끝나지 않아 다른 부분을 찾을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The parts of {file} do not belong together (parts of different downloads mixed?). Download the model again.</source>
        <translation>{file}의 부분들이 서로 맞지 않습니다(다른 다운로드의 부분이 섞였나요?). 모델을 다시 다운로드하세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ollama&apos;s {name} can&apos;t be used: Ollama&apos;s record of it is damaged. Download it again in Ollama.</source>
        <translation>Ollama의 {name}을(를) 쓸 수 없습니다: Ollama의 기록이 손상되었습니다. Ollama에서 다시 다운로드하세요.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ollama&apos;s {name} has no model file of its own (it may be a cloud model).</source>
        <translation>Ollama의 {name}에는 자체 모델 파일이 없습니다(클라우드 모델일 수 있습니다).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama&apos;s {name} can&apos;t be used: its model file is missing from Ollama&apos;s folder. Download it again in Ollama.</source>
        <translation>Ollama의 {name}을(를) 쓸 수 없습니다: Ollama 폴더에 모델 파일이 없습니다. Ollama에서 다시 다운로드하세요.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The starter model comes with LlamaDesk and cannot be deleted.</source>
        <translation>시작 모델은 LlamaDesk에 포함되어 있어 삭제할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} belongs to Ollama. Remove it in Ollama (ollama rm {name}).</source>
        <translation>{name}은(는) Ollama의 모델입니다. Ollama에서 제거하세요(ollama rm {name}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some files of {name} could not be deleted. Check that you may change that folder and that no other program uses them.</source>
        <translation>{name}의 일부 파일을 삭제할 수 없습니다. 그 폴더를 변경할 수 있는지, 다른 프로그램이 파일을 쓰고 있지 않은지 확인하세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is the picture part of a model (a vision projector), not a chat model. Pick the model file it belongs to.</source>
        <translation>{file}은(는) 모델의 그림 부분(비전 프로젝터)이며 채팅 모델이 아닙니다. 이 파일이 속한 모델 파일을 고르세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a speech model ({family}): it reads answers aloud, it does not chat. Choose it in Settings → Voice, and load a chat model here.</source>
        <translation>{file}은(는) 음성 모델({family})입니다: 답변을 소리 내어 읽을 뿐 채팅은 하지 않습니다. 설정 → 음성에서 고르고, 여기서는 채팅 모델을 불러오세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model server can&apos;t use the graphics card: files it needs are missing ({names}). Reinstall the runtime in Settings, or update the graphics card&apos;s driver.</source>
        <translation>모델 서버가 그래픽 카드를 쓸 수 없습니다: 필요한 파일이 없습니다({names}). 설정에서 런타임을 다시 설치하거나 그래픽 카드 드라이버를 업데이트하세요.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LlamaDesk can&apos;t use {value} as the {setting}. Choose another value in Settings or on the Load page.</source>
        <translation>LlamaDesk는 {value}을(를) {setting}(으)로 쓸 수 없습니다. 설정이나 ‘불러오기’ 페이지에서 다른 값을 고르세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>context length</source>
        <translation>컨텍스트 길이</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of parallel chats</source>
        <translation>동시 채팅 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of threads</source>
        <translation>스레드 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of layers on the graphics card</source>
        <translation>그래픽 카드의 레이어 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>context cache type</source>
        <translation>컨텍스트 캐시 형식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flash attention setting</source>
        <translation>Flash Attention 설정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of graphics memory</source>
        <translation>그래픽 메모리 사용 비율</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra arguments</source>
        <translation>추가 인수</translation>
    </message>
</context>
<context>
    <name>OfflineBanner</name>
    <message>
        <location filename="../../desktop/gui/discover/hub_banner.py" line="+6"/>
        <source>Try again</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Try reaching Hugging Face again</source>
        <translation>Hugging Face에 다시 연결 시도</translation>
    </message>
</context>
<context>
    <name>PageScroll</name>
    <message>
        <location filename="../../desktop/gui/shell/window_fit.py" line="+52"/>
        <source>{page} page, scrolled</source>
        <translation>{page} 페이지, 스크롤됨</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scroll the {page} page</source>
        <translation>{page} 페이지 스크롤</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scroll the {page} page sideways</source>
        <translation>{page} 페이지 가로 스크롤</translation>
    </message>
</context>
<context>
    <name>PassageView</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+49"/>
        <source>Source {number}: {label}</source>
        <translation>출처 {number}: {label}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cited passage</source>
        <translation>인용한 구절</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the passage is from</source>
        <translation>구절의 출처</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Section</source>
        <translation>섹션</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passage text</source>
        <translation>구절 내용</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open file</source>
        <translation>파일 열기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open {name}</source>
        <translation>{name} 열기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the whole file in the app your computer uses for it.</source>
        <translation>컴퓨터에서 이 파일에 쓰는 앱으로 파일 전체를 엽니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is no longer where it was when it was indexed.</source>
        <translation>이 파일이 색인을 만들 때 있던 자리에 더 이상 없습니다.</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <location filename="../../desktop/gui/load/placement.py" line="+39"/>
        <source>processor (CPU)</source>
        <translation>프로세서(CPU)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Remembers up to {0} tokens of conversation.</source>
        <translation>대화를 최대 {0} 토큰까지 기억합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (conversation memory: {0})</source>
        <translation> (대화 메모리: {0})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Runs on the graphics card: {0}.</source>
        <translation>그래픽 카드에서 실행: {0}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> ({0} of {1} layers)</source>
        <translation> ({1}개 레이어 중 {0}개)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All {0} layers on the graphics card.</source>
        <translation>{0}개 레이어 모두 그래픽 카드에 있습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model is on the graphics card.</source>
        <translation>모델이 그래픽 카드에 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU).</source>
        <translation>프로세서(CPU)에서 실행됩니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All {0} layers on the processor.</source>
        <translation>{0}개 레이어 모두 프로세서에 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All on the processor.</source>
        <translation>모두 프로세서에 있습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Graphics card not used ({0})</source>
        <translation>그래픽 카드 사용 안 함({0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on the processor (CPU), as you chose.</source>
        <translation>선택한 대로 프로세서(CPU)에서 실행됩니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}: you chose CPU only for this model.</source>
        <translation>{0}: 이 모델에는 CPU만 쓰도록 선택했습니다.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the installed llama.cpp runtime can only use the processor.</source>
        <translation>설치된 llama.cpp 런타임은 프로세서만 쓸 수 있습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It does not fit in its free memory.</source>
        <translation>남은 메모리에 들어가지 않습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your graphics card ({0}) is not used. {1}</source>
        <translation>그래픽 카드({0})를 쓰지 않습니다. {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not enough free graphics memory for this model.</source>
        <translation>이 모델에 필요한 그래픽 메모리가 부족합니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>llama.cpp put no part of the model on it (the server log says why).</source>
        <translation>llama.cpp가 이 카드에는 모델을 전혀 올리지 않았습니다(이유는 서버 로그에 있음).</translation>
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
        <translation>모델이 실행되는 곳</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layers on the graphics card</source>
        <translation>그래픽 카드의 레이어</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loaded context</source>
        <translation>불러온 컨텍스트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics card warning</source>
        <translation>그래픽 카드 경고</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes from loading</source>
        <translation>불러오기 참고 사항</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start chatting</source>
        <translation>채팅 시작</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the Chat page</source>
        <translation>채팅 페이지로 이동</translation>
    </message>
</context>
<context>
    <name>PlanBox</name>
    <message>
        <location filename="../../desktop/gui/load/load_plan_box.py" line="-278"/>
        <source>Will it run</source>
        <translation>실행될까요</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length slider</source>
        <translation>컨텍스트 길이 슬라이더</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context length, in tokens</source>
        <translation>컨텍스트 길이(토큰)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> tokens</source>
        <translation> 토큰</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context limit</source>
        <translation>컨텍스트 한도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context warning</source>
        <translation>컨텍스트 경고</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Graphics card plan</source>
        <translation>그래픽 카드 계획</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why these settings</source>
        <translation>이 설정을 고른 이유</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics memory needed</source>
        <translation>필요한 그래픽 메모리</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory needed</source>
        <translation>필요한 메모리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed, in words</source>
        <translation>필요한 메모리(글)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Context</source>
        <translation>컨텍스트(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much of the conversation the model keeps in mind.</source>
        <translation>모델이 기억하는 대화의 양입니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphics card</source>
        <translation>그래픽 카드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics memory</source>
        <translation>그래픽 메모리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading the model…</source>
        <translation>모델을 읽는 중…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This model was trained for up to {0} tokens.</source>
        <translation>이 모델은 최대 {0} 토큰으로 학습되었습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model does not say how long a context it handles.</source>
        <translation>이 모델은 처리할 수 있는 컨텍스트 길이를 밝히지 않습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Fits in GPU memory up to {0} (the green part of the slider); more is slower.</source>
        <translation> {0}까지 GPU 메모리에 들어갑니다(슬라이더의 초록색 부분). 그보다 길면 느려집니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This model can&apos;t be used.</source>
        <translation>이 모델은 쓸 수 없습니다.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>free graphics memory</source>
        <translation>남은 그래픽 메모리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the graphics card</source>
        <translation>그래픽 카드</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>free memory</source>
        <translation>남은 메모리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the computer&apos;s memory</source>
        <translation>컴퓨터 메모리</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Fits in GPU memory up to {0}.</source>
        <translation>{0}까지 GPU 메모리에 들어갑니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} is more than fits in GPU memory ({1}): part of the model will run on the processor, which is slower.</source>
        <translation>{0}은(는) GPU 메모리({1})에 들어가지 않습니다. 모델 일부가 프로세서에서 실행되어 느려집니다.</translation>
    </message>
</context>
<context>
    <name>PlanWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/plan_words.py" line="+40"/>
        <source>Runs fully on the graphics card</source>
        <translation>모두 그래픽 카드에서 실행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs partly on the graphics card</source>
        <translation>일부를 그래픽 카드에서 실행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs on the processor</source>
        <translation>프로세서에서 실행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too big for this computer</source>
        <translation>이 컴퓨터에는 너무 큼</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conversation memory</source>
        <translation>대화 메모리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>working space</source>
        <translation>작업 공간</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chosen context length ({chosen_tokens}) is longer than the {trained_tokens} this model was trained for; answers may get worse near the end of long chats.</source>
        <translation>선택한 컨텍스트 길이({chosen_tokens})가 이 모델이 학습한 {trained_tokens}보다 깁니다. 긴 채팅의 끝부분에서는 답변이 나빠질 수 있습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You chose to run the model on the processor only.</source>
        <translation>모델을 프로세서에서만 실행하도록 선택했습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of the chosen graphics cards was found, so the model runs on the processor.</source>
        <translation>선택한 그래픽 카드를 하나도 찾지 못해서 모델은 프로세서에서 실행됩니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No graphics card was found, so the model runs on the processor.</source>
        <translation>그래픽 카드를 찾지 못해서 모델은 프로세서에서 실행됩니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the whole model fits in graphics memory.</source>
        <translation>모델 전체가 그래픽 메모리에 들어가도록 컨텍스트 길이를 {from_tokens}에서 {to_tokens}으로 줄였습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model fits in the free memory of {gpus} ({usable_size} usable), so it runs fully on the graphics card.</source>
        <translation>모델이 {gpus}의 남은 메모리(사용 가능 {usable_size})에 들어가므로 모두 그래픽 카드에서 실행됩니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model is too big for one graphics card, so it is split across {count} cards: {gpus} ({usable_size} usable).</source>
        <translation>모델이 그래픽 카드 한 장에는 너무 커서 카드 {count}장에 나누어 실행됩니다: {gpus}(사용 가능 {usable_size}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more graphics memory than is free; up to {largest_tokens} would run fully on the graphics card.</source>
        <translation>선택한 컨텍스트 길이({chosen_tokens})에는 남은 것보다 많은 그래픽 메모리가 필요합니다. {largest_tokens}까지는 모두 그래픽 카드에서 실행됩니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {usable_size} of usable graphics memory and {free_size} of free memory.</source>
        <translation>모델에는 약 {need_size}이(가) 필요하지만, 이 컴퓨터에는 사용 가능한 그래픽 메모리 {usable_size}와(과) 남은 메모리 {free_size}밖에 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} has too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus}의 남은 메모리({free_size})가 너무 적어 도움이 되지 않으므로 모델은 프로세서에서 실행됩니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{gpus} have too little free memory ({free_size}) to help, so the model runs on the processor.</source>
        <translation>{gpus}의 남은 메모리({free_size})가 너무 적어 도움이 되지 않으므로 모델은 프로세서에서 실행됩니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size} but only {usable_size} of graphics memory is usable, so part of it runs on the processor, which is slower.</source>
        <translation>모델에는 약 {need_size}이(가) 필요하지만 사용 가능한 그래픽 메모리는 {usable_size}뿐이라서, 일부가 프로세서에서 실행되어 느려집니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose to put every layer on the graphics card, but the model needs about {need_size} and only {usable_size} of graphics memory is usable: loading will probably fail. Choose Automatic to run part of it on the processor.</source>
        <translation>모든 레이어를 그래픽 카드에 올리도록 선택했지만, 모델에는 약 {need_size}이(가) 필요하고 사용 가능한 그래픽 메모리는 {usable_size}뿐입니다. 불러오기가 실패할 가능성이 큽니다. 일부를 프로세서에서 실행하려면 자동을 선택하세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so {layers} layers fit in graphics memory.</source>
        <translation>레이어 {layers}개가 그래픽 메모리에 들어가도록 컨텍스트 길이를 {from_tokens}에서 {to_tokens}으로 줄였습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose {layers} of {total_layers} layers on {gpus}; the rest run on the processor, which is slower.</source>
        <translation>{total_layers}개 레이어 중 {layers}개를 {gpus}에 올리도록 선택했습니다. 나머지는 프로세서에서 실행되어 느려집니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those layers need about {need_size} of graphics memory, but only {usable_size} is usable: loading will probably fail. Choose fewer layers.</source>
        <translation>그 레이어들에는 그래픽 메모리가 약 {need_size} 필요하지만 사용 가능한 것은 {usable_size}뿐입니다. 불러오기가 실패할 가능성이 큽니다. 레이어를 더 적게 선택하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The layers left on the processor need about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>프로세서에 남은 레이어에는 약 {need_size}이(가) 필요하지만, 이 컴퓨터의 남은 메모리는 {free_size}뿐입니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs about {need_size}, but this computer has only {free_size} of free memory.</source>
        <translation>모델에는 약 {need_size}이(가) 필요하지만, 이 컴퓨터의 남은 메모리는 {free_size}뿐입니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The context length was shortened from {from_tokens} to {to_tokens} so the model fits in the free memory.</source>
        <translation>모델이 남은 메모리에 들어가도록 컨텍스트 길이를 {from_tokens}에서 {to_tokens}으로 줄였습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chosen context length ({chosen_tokens}) needs more memory than is free ({free_size}); up to {largest_tokens} would fit.</source>
        <translation>선택한 컨텍스트 길이({chosen_tokens})에는 남은 메모리({free_size})보다 많은 메모리가 필요합니다. {largest_tokens}까지는 들어갑니다.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>needs about {size}</source>
        <translation>약 {size} 필요</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs about {size}: {parts}</source>
        <translation>약 {size} 필요: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>uses about {size}: {parts}</source>
        <translation>약 {size} 사용: {parts}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>about {size}</source>
        <translation>약 {size}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{size} {part}</source>
        <translation>{part} {size}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{count} tokens</source>
        <translation>{count} 토큰</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <location filename="../../desktop/gui/chat/read_aloud.py" line="+21"/>
        <source>Reading the answer aloud. Press “Stop reading” to stop.</source>
        <translation>답변을 소리 내어 읽는 중입니다. 멈추려면 “읽기 중지”를 누르세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer could not be read aloud; try again.</source>
        <translation>답변을 읽지 못했습니다. 다시 해 보세요.</translation>
    </message>
</context>
<context>
    <name>RemoteServersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="+58"/>
        <source>Office PC</source>
        <translation>사무실 PC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server name</source>
        <translation>원격 서버 이름</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>http://192.168.1.20:8080</source>
        <translation>http://192.168.1.20:8080</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server address</source>
        <translation>원격 서버 주소</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s API key, if it has one</source>
        <translation>서버의 API 키(있는 경우)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote server key</source>
        <translation>원격 서버 키</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add server</source>
        <translation>서버 추가(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add remote server</source>
        <translation>원격 서버 추가</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>주소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About remote servers</source>
        <translation>원격 서버 정보</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Asking {0} for its models…</source>
        <translation>{0}에 모델 목록을 묻는 중…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no models yet</source>
        <translation>아직 모델 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added {0}: it offers {1}.</source>
        <translation>{0}을(를) 추가했습니다: {1} 제공.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not added. {0}</source>
        <translation>추가하지 않았습니다. {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a server</source>
        <translation>서버</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Removed {0}.</source>
        <translation>{0}을(를) 제거했습니다.</translation>
    </message>
</context>
<context>
    <name>RemoteWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/remote_words.py" line="+19"/>
        <source>The server&apos;s address is empty. Enter one like http://192.168.1.20:8080.</source>
        <translation>서버 주소가 비어 있습니다. http://192.168.1.20:8080 같은 주소를 입력하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a web address LlamaDesk can use: it must start with http:// or https://.</source>
        <translation>{address}은(는) LlamaDesk가 쓸 수 있는 웹 주소가 아닙니다. http:// 또는 https://로 시작해야 합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} has a port that is not a number from 1 to 65535.</source>
        <translation>{address}의 포트가 1~65535 사이의 숫자가 아닙니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} names no computer. Enter one like http://192.168.1.20:8080.</source>
        <translation>{address}에 컴퓨터가 지정되어 있지 않습니다. http://192.168.1.20:8080 같은 주소를 입력하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the server a name, such as “Office PC”.</source>
        <translation>서버에 “사무실 PC” 같은 이름을 붙이세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a server named {name}. Pick another name.</source>
        <translation>{name}(이)라는 서버가 이미 있습니다. 다른 이름을 고르세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no saved server named {name}. Give its address instead, like http://192.168.1.20:8080.</source>
        <translation>{name}(이)라는 저장된 서버가 없습니다. 대신 http://192.168.1.20:8080 같은 주소를 입력하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} did not list its models (HTTP {status}). Check that {address} is an OpenAI-compatible server, such as llama-server.</source>
        <translation>{name}이(가) 모델 목록을 보내지 않았습니다(HTTP {status}). {address}이(가) llama-server 같은 OpenAI 호환 서버인지 확인하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{address} did not answer like an OpenAI-compatible server (its /v1/models has no model list).</source>
        <translation>{address}이(가) OpenAI 호환 서버처럼 응답하지 않았습니다(/v1/models에 모델 목록이 없습니다).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s certificate could not be verified, so LlamaDesk did not connect (it only talks to servers whose certificate is trusted). Use the server&apos;s correct https address, or a certificate this computer trusts.</source>
        <translation>{name}의 인증서를 확인할 수 없어 LlamaDesk가 연결하지 않았습니다(인증서를 신뢰할 수 있는 서버와만 통신합니다). 서버의 올바른 https 주소나 이 컴퓨터가 신뢰하는 인증서를 사용하세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Can&apos;t reach {name} at {address}. Check that its server is running and that this computer can reach it, then press Retry.</source>
        <translation>{address}의 {name}에 연결할 수 없습니다. 그 서버가 실행 중이고 이 컴퓨터에서 연결할 수 있는지 확인한 뒤 “다시 시도”를 누르세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} refused the key. Check the key for it in Settings → Remote servers.</source>
        <translation>{name}이(가) 키를 거부했습니다. 설정 → 원격 서버에서 키를 확인하세요.</translation>
    </message>
</context>
<context>
    <name>RepoPage</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_page.py" line="+68"/>
        <source>Version</source>
        <translation>버전</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download size</source>
        <translation>다운로드 크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>파일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Will it run here</source>
        <translation>여기서 실행될까요</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory needed</source>
        <translation>필요한 메모리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested</source>
        <translation>추천</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recommended</source>
        <translation>권장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded</source>
        <translation>다운로드됨</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open: anyone can download it.</source>
        <translation>공개: 누구나 다운로드할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gated: it needs a Hugging Face token in Settings and accepting the licence on the model&apos;s page on huggingface.co before it can be downloaded.</source>
        <translation>제한됨: 다운로드하려면 설정에 Hugging Face 토큰을 넣고 huggingface.co의 모델 페이지에서 라이선스에 동의해야 합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated: accept the licence on the model&apos;s page on huggingface.co, signed in to the account of the token in Settings, before downloading.</source>
        <translation>제한됨: 다운로드하기 전에 설정의 토큰 계정으로 huggingface.co에 로그인해 모델 페이지에서 라이선스에 동의하세요.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>← &amp;Back</source>
        <translation>← 뒤로(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the search results</source>
        <translation>검색 결과로 돌아가기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model name</source>
        <translation>모델 이름</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open on huggingface.co</source>
        <translation>huggingface.co에서 열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open this model&apos;s page in the web browser</source>
        <translation>웹 브라우저에서 이 모델의 페이지 열기</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model details status</source>
        <translation>모델 세부 정보 상태</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Licence</source>
        <translation>라이선스</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Who can download it</source>
        <translation>다운로드할 수 있는 사람</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Downloads</source>
        <translation>다운로드</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Access</source>
        <translation>접근</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Versions of this model</source>
        <translation>이 모델의 버전</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Image files</source>
        <translation>이미지 인식 파일</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+252"/>
        <source>&amp;Download</source>
        <translation>다운로드(&amp;D)</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Download the selected version</source>
        <translation>선택한 버전 다운로드</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About this model</source>
        <translation>이 모델 정보</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Getting the list of versions from Hugging Face…</source>
        <translation>Hugging Face에서 버전 목록을 가져오는 중…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Not stated</source>
        <translation>밝히지 않음</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} downloads, {1} likes</source>
        <translation>다운로드 {0}회, 좋아요 {1}개</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The versions show once Hugging Face answers: press Try again above.</source>
        <translation>Hugging Face가 응답하면 버전이 표시됩니다. 위의 다시 시도를 누르세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s details could not be read from Hugging Face.</source>
        <translation>Hugging Face에서 모델 세부 정보를 읽지 못했습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This repo has no model files that LlamaDesk can use.</source>
        <translation>이 저장소에는 LlamaDesk가 쓸 수 있는 모델 파일이 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No version of this model fits in this computer&apos;s memory.</source>
        <translation>이 모델의 어떤 버전도 이 컴퓨터의 메모리에 들어가지 않습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is recommended for this computer: the best quality that runs well here.</source>
        <translation>이 컴퓨터에는 {0}을(를) 권장합니다: 여기서 잘 실행되는 가장 좋은 품질입니다.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>1 file</source>
        <translation>파일 1개</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} parts</source>
        <translation>{0}개로 분할</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+83"/>
        <source>Unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>&amp;Download {0} ({1})</source>
        <translation>{0} 다운로드({1})(&amp;D)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Download anyway?</source>
        <translation>그래도 다운로드할까요?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This version needs more memory than this computer has (about {0}), so it will probably not load. Download it anyway?</source>
        <translation>이 버전은 이 컴퓨터에 있는 것보다 많은 메모리(약 {0})가 필요해서 불러오지 못할 가능성이 큽니다. 그래도 다운로드할까요?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>about {0} at {1} tokens</source>
        <translation>{1} 토큰에서 약 {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} or less (a first guess)</source>
        <translation>{0} 이하(대략적인 추정)</translation>
    </message>
</context>
<context>
    <name>RepoProjectors</name>
    <message>
        <location filename="../../desktop/gui/discover/repo_projectors.py" line="+21"/>
        <source>Image file</source>
        <translation>이미지 인식 파일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded with the model</source>
        <translation>모델과 함께 다운로드됨</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Image files of this model</source>
        <translation>이 모델의 이미지 인식 파일</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Columns</source>
        <translation>열</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not stated</source>
        <translation>밝히지 않음</translation>
    </message>
</context>
<context>
    <name>RowChoiceTable</name>
    <message>
        <location filename="../../desktop/gui/widgets/row_choice_table.py" line="+24"/>
        <source>Columns</source>
        <translation>열</translation>
    </message>
</context>
<context>
    <name>RpcWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/rpc_words.py" line="+20"/>
        <source>{hosts} is not a computer&apos;s address and port, like 192.168.1.20:{port}.</source>
        <translation>{hosts}은(는) 컴퓨터의 주소와 포트가 아닙니다(예: 192.168.1.20:{port}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can&apos;t reach the computer sharing its devices at {hosts}. Start LlamaDesk&apos;s “Share this computer” there, or remove it from the computers to use.</source>
        <translation>{hosts}에서 장치를 공유하는 컴퓨터에 연결할 수 없습니다. 그 컴퓨터에서 LlamaDesk의 ‘이 컴퓨터 공유’를 시작하거나, 사용할 컴퓨터 목록에서 제거하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This runtime can&apos;t use other computers: it may be built without that part of llama.cpp. Install the runtime again in Settings.</source>
        <translation>이 런타임은 다른 컴퓨터를 쓸 수 없습니다: llama.cpp의 해당 부분 없이 빌드되었을 수 있습니다. 설정에서 런타임을 다시 설치하세요.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This runtime has no program for sharing this computer&apos;s devices. Install the runtime again in Settings.</source>
        <translation>이 런타임에는 이 컴퓨터의 장치를 공유하는 프로그램이 없습니다. 설정에서 런타임을 다시 설치하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The port must be a number from 1 to 65535, not {port}.</source>
        <translation>포트는 {port}이(가) 아니라 1부터 65535 사이의 숫자여야 합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port {port} is already in use on this computer. Pick another port.</source>
        <translation>포트 {port}은(는) 이 컴퓨터에서 이미 사용 중입니다. 다른 포트를 고르세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that shares this computer&apos;s devices could not be started. Install the runtime again in Settings.</source>
        <translation>이 컴퓨터의 장치를 공유하는 프로그램을 시작할 수 없습니다. 설정에서 런타임을 다시 설치하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t share at {address}: the port is in use, or the address is not this computer&apos;s. Pick another port or address.</source>
        <translation>{address}에서 공유할 수 없습니다: 포트가 사용 중이거나 주소가 이 컴퓨터의 것이 아닙니다. 다른 포트나 주소를 고르세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that shares this computer&apos;s devices stopped as it started.</source>
        <translation>이 컴퓨터의 장치를 공유하는 프로그램이 시작하다가 멈췄습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing at {address} did not start within {time}. Try again.</source>
        <translation>{address}에서의 공유가 {time} 안에 시작되지 않았습니다. 다시 시도하세요.</translation>
    </message>
</context>
<context>
    <name>RuntimeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="+150"/>
        <source>Runtime in use</source>
        <translation>사용 중인 런타임</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Looking…</source>
        <translation>찾는 중…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtimes found</source>
        <translation>찾은 런타임</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Use selected</source>
        <translation>선택 항목 사용(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the selected runtime</source>
        <translation>선택한 런타임 사용</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose &amp;automatically</source>
        <translation>자동으로 선택(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the runtime automatically</source>
        <translation>런타임 자동 선택</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Remove</source>
        <translation>제거(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected runtime</source>
        <translation>선택한 런타임 제거</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Look again</source>
        <translation>다시 찾기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look for runtimes again</source>
        <translation>런타임 다시 찾기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runtime to build</source>
        <translation>빌드할 런타임</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Install / rebuild runtime</source>
        <translation>설치 / 다시 빌드(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install or rebuild the runtime</source>
        <translation>런타임 설치 또는 다시 빌드</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel the runtime install</source>
        <translation>런타임 설치 취소</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install progress</source>
        <translation>런타임 설치 진행률</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime install message</source>
        <translation>런타임 설치 메시지</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{0} — in use</source>
        <translation>{0} — 사용 중</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In use: {0}</source>
        <translation>사용 중: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In use: {0}. The runtime picked before ({1}) is gone: pick one below.</source>
        <translation>사용 중: {0}. 전에 고른 런타임({1})이 없어졌습니다. 아래에서 고르세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No llama-server was found. Install one with the button below.</source>
        <translation>llama-server를 찾을 수 없습니다. 아래 버튼으로 설치하세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not look for runtimes: {0}</source>
        <translation>런타임을 찾을 수 없습니다: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+36"/>
        <source>a runtime</source>
        <translation>런타임</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The runtime in use stays: use another one first.</source>
        <translation>사용 중인 런타임은 그대로 둡니다. 먼저 다른 런타임을 사용하세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LlamaDesk did not install this runtime, so it leaves it alone.</source>
        <translation>LlamaDesk가 설치한 런타임이 아니므로 건드리지 않습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected runtime&apos;s folder.</source>
        <translation>선택한 런타임의 폴더를 삭제합니다.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Removed {0}.</source>
        <translation>{0}을(를) 제거했습니다.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Starting…</source>
        <translation>시작하는 중…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}: %p%</source>
        <translation>{0}: %p%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>done: %p%</source>
        <translation>완료: %p%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installed {0}.</source>
        <translation>{0}을(를) 설치했습니다.</translation>
    </message>
</context>
<context>
    <name>RuntimeNotice</name>
    <message>
        <location filename="../../desktop/gui/shell/runtime_notice.py" line="+14"/>
        <source>LlamaDesk needs llama-server, the program that runs the models, and none is installed yet. Settings installs it for you.</source>
        <translation>LlamaDesk에는 모델을 실행하는 프로그램인 llama-server가 필요한데, 아직 설치되지 않았습니다. 설정에서 설치해 드립니다.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+1"/>
        <source>No runtime installed</source>
        <translation>설치된 런타임 없음</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Settings to install it</source>
        <translation>설정을 열어 설치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the runtime section of Settings</source>
        <translation>설정의 런타임 항목 열기</translation>
    </message>
</context>
<context>
    <name>RuntimeWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/runtime_words.py" line="+30"/>
        <source>Building llama-server needs CMake, which is not installed (get it from https://cmake.org/download/ or your package manager).</source>
        <translation>llama-server를 빌드하려면 CMake가 필요한데 설치되어 있지 않습니다(https://cmake.org/download/ 또는 패키지 관리자에서 받으세요).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building llama-server needs a C++ compiler (g++ or clang++), which is not installed.</source>
        <translation>llama-server를 빌드하려면 C++ 컴파일러(g++ 또는 clang++)가 필요한데 설치되어 있지 않습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building for CUDA needs NVIDIA&apos;s CUDA Toolkit, but its compiler (nvcc) was not found on PATH, in CUDA_PATH / CUDA_HOME or in /usr/local/cuda.</source>
        <translation>CUDA용으로 빌드하려면 NVIDIA의 CUDA Toolkit이 필요한데, 그 컴파일러(nvcc)를 PATH, CUDA_PATH / CUDA_HOME, /usr/local/cuda 어디에서도 찾지 못했습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building for ROCm needs AMD&apos;s ROCm/HIP SDK, but its compiler (hipcc) was not found on PATH, in ROCM_PATH / HIP_PATH or in /opt/rocm.</source>
        <translation>ROCm용으로 빌드하려면 AMD의 ROCm/HIP SDK가 필요한데, 그 컴파일러(hipcc)를 PATH, ROCM_PATH / HIP_PATH, /opt/rocm 어디에서도 찾지 못했습니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Building llama-server needs a working C/C++ compiler, and CMake found none.</source>
        <translation>llama-server를 빌드하려면 작동하는 C/C++ 컴파일러가 필요한데 CMake가 찾지 못했습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CMake could not use the CUDA Toolkit; check that nvcc works.</source>
        <translation>CMake가 CUDA Toolkit을 사용하지 못했습니다. nvcc가 작동하는지 확인하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CMake could not find the SPIR-V headers the Vulkan build needs: install the Vulkan SDK, or your system&apos;s spirv-headers package.</source>
        <translation>CMake가 Vulkan 빌드에 필요한 SPIR-V 헤더를 찾지 못했습니다. Vulkan SDK나 시스템의 spirv-headers 패키지를 설치하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not find the Vulkan SDK (headers, loader and glslc).</source>
        <translation>CMake가 Vulkan SDK(헤더, 로더, glslc)를 찾지 못했습니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not download llama.cpp&apos;s source from {address}. Check the internet connection and try again.</source>
        <translation>{address}에서 llama.cpp 소스를 내려받지 못했습니다. 인터넷 연결을 확인하고 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not the file LlamaDesk trusts (its checksum does not match), so nothing was installed.</source>
        <translation>{file}은(는) LlamaDesk가 신뢰하는 파일이 아닙니다(체크섬이 일치하지 않음). 그래서 아무것도 설치하지 않았습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not install llama-server into {folder}. If a chat is running with it, unload the model and try again.</source>
        <translation>{folder}에 llama-server를 설치하지 못했습니다. 이것으로 실행 중인 채팅이 있으면 모델을 내린 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CMake could not be run; check that it is installed and works.</source>
        <translation>CMake를 실행할 수 없습니다. 설치되어 있고 작동하는지 확인하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The build finished but left no {file} in {folder}.</source>
        <translation>빌드가 끝났지만 {folder}에 {file}이(가) 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source package {file} is unsafe to unpack, so nothing was installed.</source>
        <translation>소스 패키지 {file}은(는) 풀기에 안전하지 않아 아무것도 설치하지 않았습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The source package {file} does not contain llama.cpp&apos;s source.</source>
        <translation>소스 패키지 {file}에 llama.cpp 소스가 들어 있지 않습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not unpack {file}. Check that there is free disk space and try again.</source>
        <translation>{file}을(를) 풀 수 없습니다. 디스크 여유 공간이 있는지 확인하고 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} did not answer as expected. Try again later.</source>
        <translation>{address}의 패키지 색인이 예상대로 응답하지 않았습니다. 나중에 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package index at {address} does not have {file}.</source>
        <translation>{address}의 패키지 색인에 {file}이(가) 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not download the Vulkan headers from {address}. Check the internet connection, or install the Vulkan SDK 1.4 or newer.</source>
        <translation>{address}에서 Vulkan 헤더를 다운로드할 수 없습니다. 인터넷 연결을 확인하거나 Vulkan SDK 1.4 이상을 설치하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The package {file} holds no Vulkan C++ headers.</source>
        <translation>패키지 {file}에 Vulkan C++ 헤더가 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No llama-server was found: it runs the models. Install it in Settings.</source>
        <translation>llama-server를 찾을 수 없습니다: 모델을 실행하는 프로그램입니다. 설정에서 설치하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays. Choose another first, then remove it.</source>
        <translation>{name}은(는) 사용 중인 런타임이라 남겨 둡니다. 먼저 다른 런타임을 고른 뒤 제거하세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} ({path}) was not installed by LlamaDesk, so LlamaDesk leaves it alone. Delete it yourself if you no longer want it.</source>
        <translation>{name}({path})은(는) LlamaDesk가 설치한 것이 아니라서 LlamaDesk가 건드리지 않습니다. 더 이상 필요 없으면 직접 삭제하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A llama-server from {name} is running. Unload the model, then remove it.</source>
        <translation>{name}의 llama-server가 실행 중입니다. 모델을 내린 뒤 제거하세요.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Checking the build tools</source>
        <translation>빌드 도구를 확인하는 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is already installed</source>
        <translation>{name}은(는) 이미 설치되어 있습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking up {name} {version} on the package index</source>
        <translation>패키지 색인에서 {name} {version}을(를) 찾는 중</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the downloaded llama.cpp source</source>
        <translation>내려받아 둔 llama.cpp 소스를 사용하는 중</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading llama.cpp&apos;s source ({mib} MiB)</source>
        <translation>llama.cpp 소스를 내려받는 중({mib} MiB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Using the unpacked llama.cpp source</source>
        <translation>압축을 풀어 둔 llama.cpp 소스를 사용하는 중</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking llama.cpp&apos;s source</source>
        <translation>llama.cpp 소스의 압축을 푸는 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacked llama.cpp&apos;s source</source>
        <translation>llama.cpp 소스의 압축을 풀었습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the downloaded Vulkan headers</source>
        <translation>내려받아 둔 Vulkan 헤더를 사용하는 중</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers</source>
        <translation>Vulkan 헤더를 내려받는 중</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the Vulkan headers ({mib} MiB)</source>
        <translation>Vulkan 헤더를 내려받는 중({mib} MiB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpacking the Vulkan headers</source>
        <translation>Vulkan 헤더의 압축을 푸는 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using the configured build folder</source>
        <translation>구성해 둔 빌드 폴더를 사용하는 중</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Configuring the llama.cpp build</source>
        <translation>llama.cpp 빌드를 구성하는 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configured the llama.cpp build</source>
        <translation>llama.cpp 빌드를 구성했습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for another build of llama-server to finish</source>
        <translation>다른 llama-server 빌드가 끝나기를 기다리는 중</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compiling llama-server</source>
        <translation>llama-server를 컴파일하는 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiled llama-server</source>
        <translation>llama-server를 컴파일했습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing {name}</source>
        <translation>{name}을(를) 설치하는 중</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Building for Vulkan needs the Vulkan SDK (its headers, loader and glslc), and part of it is missing: install the Vulkan SDK.</source>
        <translation>Vulkan용으로 빌드하려면 Vulkan SDK(헤더, 로더, glslc)가 필요한데 그중 일부가 없습니다. Vulkan SDK를 설치하세요.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Building llama-server failed while configuring.</source>
        <translation>llama-server 빌드가 구성 중에 실패했습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building llama-server failed while compiling.</source>
        <translation>llama-server 빌드가 컴파일 중에 실패했습니다.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{name} could not be removed: its folder could not be deleted.</source>
        <translation>{name}을(를) 제거하지 못했습니다. 폴더를 삭제할 수 없었습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is the runtime in use, so it stays: it is the only one there is.</source>
        <translation>{name}은(는) 사용 중인 런타임이라 남겨 둡니다. 다른 런타임이 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No runtime is called “{name}”.</source>
        <translation>“{name}”(이)라는 런타임이 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checking</source>
        <translation>확인 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloading</source>
        <translation>내려받는 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpacking</source>
        <translation>압축 푸는 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuring</source>
        <translation>구성 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiling</source>
        <translation>컴파일 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installing</source>
        <translation>설치 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>완료</translation>
    </message>
</context>
<context>
    <name>SamplingControls</name>
    <message>
        <location filename="../../desktop/gui/chat/sampling_controls.py" line="+36"/>
        <source>More settings</source>
        <translation>설정 더 보기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model&apos;s default</source>
        <translation>모델 기본값</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>켬</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+88"/>
        <location line="+9"/>
        <source>off</source>
        <translation>끔</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>low effort</source>
        <translation>가볍게</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium effort</source>
        <translation>보통</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high effort</source>
        <translation>깊게</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer settings</source>
        <translation>설정 줄이기</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Creativity (temperature)</source>
        <translation>창의성(온도)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>0 gives the same answer every time; higher is more varied.</source>
        <translation>0이면 매번 같은 답이 나오고, 높을수록 다양해집니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest answer, in tokens</source>
        <translation>최대 답변 길이(토큰)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The longest answer the model may write, in tokens (a token is about three quarters of a word); no limit lets it finish on its own.</source>
        <translation>모델이 쓸 수 있는 가장 긴 답변으로, 토큰 단위입니다(1토큰은 영어 단어 약 4분의 3). 제한 없음은 모델이 스스로 끝낼 때까지 씁니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no limit</source>
        <translation>제한 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> tokens</source>
        <translation> 토큰</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+57"/>
        <source>Thinking</source>
        <translation>생각</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Whether the model thinks before it answers (slower, often better), or how hard. Kept with this chat.</source>
        <translation>모델이 답하기 전에 생각할지(느리지만 대개 더 좋음), 또는 얼마나 깊이 생각할지 정합니다. 이 채팅에 저장됩니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+149"/>
        <source>Show more answer settings</source>
        <translation>답변 설정 더 보기</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+51"/>
        <source>Word choice breadth (top P)</source>
        <translation>단어 선택 폭(top P)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Only the likeliest words that together make up this share are considered.</source>
        <translation>합해서 이 비율이 되는 가장 가능성 높은 단어만 고려합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+47"/>
        <source>Candidate words (top K)</source>
        <translation>후보 단어(top K)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Only this many of the likeliest next words are considered; off considers all.</source>
        <translation>가장 가능성 높은 다음 단어를 이 개수만큼만 고려합니다. 끔이면 모두 고려합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+41"/>
        <source>Least likely word allowed (min P)</source>
        <translation>허용 최저 단어 확률(min P)</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Words less likely than this share of the likeliest one are never picked.</source>
        <translation>가장 가능성 높은 단어에 대해 이 비율보다 가능성이 낮은 단어는 고르지 않습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+38"/>
        <source>Repetition penalty</source>
        <translation>반복 페널티</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Above 1 the model avoids repeating itself.</source>
        <translation>1보다 크면 모델이 같은 말을 되풀이하지 않으려 합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+34"/>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>With the same seed and settings, the same question gets the same answer.</source>
        <translation>시드와 설정이 같으면 같은 질문에 같은 답이 나옵니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Creativity</source>
        <translation>창의성</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest answer</source>
        <translation>최대 답변 길이</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>More answer settings</source>
        <translation>추가 답변 설정</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Hide more answer settings</source>
        <translation>추가 답변 설정 숨기기</translation>
    </message>
</context>
<context>
    <name>SavedListGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/saved_list_group.py" line="+45"/>
        <source>Pick {0} in the list first.</source>
        <translation>먼저 목록에서 {0}을(를) 고르세요.</translation>
    </message>
</context>
<context>
    <name>ServeGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="+72"/>
        <location line="+1"/>
        <source>Let other apps use the loaded model</source>
        <translation>다른 앱이 불러온 모델을 쓸 수 있게 하기</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port for other apps</source>
        <translation>다른 앱용 포트</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The port other apps connect to (8080 by default).</source>
        <translation>다른 앱이 연결하는 포트입니다(기본값 8080).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Also let other computers on my network use it</source>
        <translation>내 네트워크의 다른 컴퓨터도 쓸 수 있게 하기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Local network warning</source>
        <translation>로컬 네트워크 경고</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warning: {0}</source>
        <translation>경고: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Key for other apps</source>
        <translation>다른 앱용 키</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+153"/>
        <source>Show</source>
        <translation>보기</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Show the key</source>
        <translation>키 보기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy the key</source>
        <translation>키 복사</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regenerate</source>
        <translation>다시 생성</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new key (apps with the old one are refused)</source>
        <translation>새 키 만들기(이전 키를 쓰는 앱은 거부됨)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Address for other apps</source>
        <translation>다른 앱용 주소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the address</source>
        <translation>주소 복사</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addresses for other computers</source>
        <translation>다른 컴퓨터용 주소</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speech model for other apps</source>
        <translation>다른 앱용 음성 모델</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speech for other apps</source>
        <translation>다른 앱용 음성</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When changes apply</source>
        <translation>변경 사항 적용 시점</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply now (reloads the model)</source>
        <translation>지금 적용(모델을 다시 불러옴)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply now, reloading the model</source>
        <translation>모델을 다시 불러와 지금 적용</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Port:</source>
        <translation>포트:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key:</source>
        <translation>키:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>주소:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech model:</source>
        <translation>음성 모델:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model for other apps is for</source>
        <translation>다른 앱용 음성 모델의 용도</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About other apps</source>
        <translation>다른 앱 정보</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>From other computers: {0}</source>
        <translation>다른 컴퓨터에서: {0}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Hide</source>
        <translation>숨기기</translation>
    </message>
</context>
<context>
    <name>ServerLogDialog</name>
    <message>
        <location filename="../../desktop/gui/shell/log_dialog.py" line="+26"/>
        <location line="+1"/>
        <source>Server log</source>
        <translation>서버 로그</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What llama.cpp printed while loading and running the model. It helps when something went wrong; copy it into a bug report.</source>
        <translation>llama.cpp가 모델을 불러오고 실행하는 동안 출력한 내용입니다. 문제가 생겼을 때 도움이 되니 버그 보고서에 복사해 넣으세요.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server log lines</source>
        <translation>서버 로그 줄</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server has printed nothing yet.</source>
        <translation>서버가 아직 아무것도 출력하지 않았습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close the server log</source>
        <translation>서버 로그 닫기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the server log</source>
        <translation>서버 로그 복사</translation>
    </message>
</context>
<context>
    <name>SettingsDefaults</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_defaults.py" line="-150"/>
        <source>Automatic</source>
        <translation>자동</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything on the graphics card</source>
        <translation>모두 그래픽 카드에서</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (no graphics card)</source>
        <translation>프로세서만(그래픽 카드 없이)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Defaults for new models and chats</source>
        <translation>새 모델과 채팅의 기본값</translation>
    </message>
</context>
<context>
    <name>SettingsHelp</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_help.py" line="-63"/>
        <source>When something goes wrong, a report helps the people who make LlamaDesk fix it. It says which versions, computer and runtime you have and what went wrong lately; it holds no chats, keys or tokens.</source>
        <translation>문제가 생겼을 때 보고서가 있으면 LlamaDesk 개발자가 고치는 데 도움이 됩니다. 보고서에는 사용 중인 버전, 컴퓨터, 런타임과 최근에 생긴 문제가 들어 있으며, 채팅, 키, 토큰은 들어 있지 않습니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Help</source>
        <translation>도움말</translation>
    </message>
</context>
<context>
    <name>SettingsRemote</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_remote.py" line="-104"/>
        <source>Chat with models on another computer: a llama-server, or LlamaDesk sharing its model with other apps. Its models appear in the Chat page&apos;s model box.</source>
        <translation>다른 컴퓨터의 모델과 채팅합니다. llama-server나 다른 앱과 모델을 공유하는 LlamaDesk를 쓸 수 있습니다. 그 모델은 채팅 페이지의 모델 상자에 나타납니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+3"/>
        <source>Remote servers</source>
        <translation>원격 서버</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove server</source>
        <translation>서버 제거</translation>
    </message>
</context>
<context>
    <name>SettingsRpc</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+41"/>
        <source>Load models with the memory of other computers too: each must be sharing (below, on that computer). They are used from the next load.</source>
        <translation>다른 컴퓨터의 메모리도 써서 모델을 불러옵니다. 각 컴퓨터에서 공유가 켜져 있어야 합니다(그 컴퓨터의 아래 항목). 다음 불러오기부터 사용됩니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lend this computer&apos;s memory and devices to LlamaDesk on another computer.</source>
        <translation>이 컴퓨터의 메모리와 장치를 다른 컴퓨터의 LlamaDesk에 빌려줍니다.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Use other computers</source>
        <translation>다른 컴퓨터 사용</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computers to use</source>
        <translation>사용할 컴퓨터</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove computer</source>
        <translation>컴퓨터 제거</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Share this computer</source>
        <translation>이 컴퓨터 공유</translation>
    </message>
</context>
<context>
    <name>SettingsRuntime</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-350"/>
        <source>Best for this computer</source>
        <translation>이 컴퓨터에 가장 좋음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processor only (CPU)</source>
        <translation>프로세서만(CPU)</translation>
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
        <translation>llama.cpp {0}({1} 빌드), 위치: {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp ({0} build) at {1}</source>
        <translation>llama.cpp({0} 빌드), 위치: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp {0} at {1}</source>
        <translation>llama.cpp {0}, 위치: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp at {0}</source>
        <translation>llama.cpp, 위치: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} build</source>
        <translation>{0} 빌드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown backend</source>
        <translation>알 수 없는 백엔드</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>portable</source>
        <translation>포터블</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>built for this processor</source>
        <translation>이 프로세서용으로 빌드됨</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} ({1}) at {2}</source>
        <translation>{0}({1}), 위치: {2}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Runtime (llama-server)</source>
        <translation>런타임(llama-server)</translation>
    </message>
</context>
<context>
    <name>SettingsServe</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_serve.py" line="-209"/>
        <source>Other programs on this computer (code editors, scripts, chat apps that speak the OpenAI or Anthropic API) can use the loaded model. Give them the address and the key below; a request without the key is refused. The app keeps chatting as usual.</source>
        <translation>이 컴퓨터의 다른 프로그램(코드 편집기, 스크립트, OpenAI나 Anthropic API를 쓰는 채팅 앱)이 불러온 모델을 쓸 수 있습니다. 아래 주소와 키를 알려 주세요. 키가 없는 요청은 거부됩니다. 이 앱에서의 채팅은 평소처럼 계속됩니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changes apply the next time a model is loaded.</source>
        <translation>변경 사항은 다음에 모델을 불러올 때 적용됩니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other apps can also ask this model to read text aloud (OpenAI&apos;s speech API, at the same address with the same key). It speaks in the voice and language chosen under Voice.</source>
        <translation>다른 앱은 이 모델에 텍스트를 소리 내어 읽어 달라고 할 수도 있습니다(OpenAI의 음성 API, 같은 주소와 같은 키). 음성에서 고른 목소리와 언어로 말합니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other apps</source>
        <translation>다른 앱</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Speech for other apps did not start: {0}</source>
        <translation>다른 앱용 음성을 시작하지 못했습니다: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the address above</source>
        <translation>위의 주소</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other apps can ask {0} to speak at {1}.</source>
        <translation>다른 앱은 {1}에서 {0}에게 말하도록 요청할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} speaks for other apps from the next time a model is loaded.</source>
        <translation>다음에 모델을 불러올 때부터 {0}이(가) 다른 앱을 위해 말합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} speaks for other apps once a model is loaded.</source>
        <translation>모델을 불러오면 {0}이(가) 다른 앱을 위해 말합니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>port {0} is in use by another program; choose another port above.</source>
        <translation>포트 {0}을(를) 다른 프로그램이 사용하고 있습니다. 위에서 다른 포트를 고르세요.</translation>
    </message>
</context>
<context>
    <name>SettingsShortcuts</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_shortcuts.py" line="+16"/>
        <source>Show this list of shortcuts, from any page</source>
        <translation>이 단축키 목록 보기(어느 페이지에서나)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show this list of shortcuts too</source>
        <translation>이 단축키 목록도 보기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new chat, from any page</source>
        <translation>새 채팅 시작(어느 페이지에서나)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Library</source>
        <translation>라이브러리 보기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Discover</source>
        <translation>찾아보기 보기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Load</source>
        <translation>불러오기 보기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Chat</source>
        <translation>채팅 보기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Settings</source>
        <translation>설정 보기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the message</source>
        <translation>메시지 보내기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new line in the message</source>
        <translation>메시지에서 줄 바꾸기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop the answer being written (on the Chat page)</source>
        <translation>작성 중인 답변 중지(채팅 페이지에서)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save an edited message and send it again</source>
        <translation>편집한 메시지를 저장하고 다시 보내기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave an edit as it was</source>
        <translation>편집을 원래대로 두기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the search results from a model&apos;s page (Esc too)</source>
        <translation>모델 페이지에서 검색 결과로 돌아가기(Esc도 가능)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alt + underlined letter</source>
        <translation>Alt + 밑줄 친 글자</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the setting or button with that letter underlined</source>
        <translation>그 글자에 밑줄이 있는 설정이나 버튼으로 이동</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go to the next control (Shift+Tab: the one before)</source>
        <translation>다음 컨트롤로 이동(Shift+Tab: 이전 컨트롤)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Keyboard shortcuts</source>
        <translation>키보드 단축키</translation>
    </message>
</context>
<context>
    <name>SettingsTools</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_tools.py" line="-117"/>
        <source>Needs the internet. Off by default: LlamaDesk works without a connection, and nothing leaves this computer unless you turn this on.</source>
        <translation>인터넷이 필요합니다. 기본값은 꺼짐: LlamaDesk는 연결 없이도 작동하며, 이 옵션을 켜지 않는 한 아무것도 이 컴퓨터 밖으로 나가지 않습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: a command runs this computer&apos;s programs. It can read the system&apos;s folders and the files attached to the chat and write only in the chat&apos;s own folder, with no network; still, every command is shown to you first and runs only if you allow it.</source>
        <translation>경고: 명령은 이 컴퓨터의 프로그램을 실행합니다. 시스템 폴더와 채팅에 첨부한 파일을 읽을 수 있고, 쓰기는 채팅 전용 폴더에만 할 수 있으며 네트워크는 쓸 수 없습니다. 그래도 모든 명령은 먼저 보여 드리고, 허용해야만 실행됩니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A SearXNG search address, e.g. https://searx.example.org/search</source>
        <translation>SearXNG 검색 주소(예: https://searx.example.org/search)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tools the model can use</source>
        <translation>모델이 쓸 수 있는 도구</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_view.py" line="+78"/>
        <source>LlamaDesk&apos;s models folder</source>
        <translation>LlamaDesk의 모델 폴더</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hugging Face cache (shared with other apps)</source>
        <translation>Hugging Face 캐시(다른 앱과 공유)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced</source>
        <translation>고급</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most people never need these: other apps and computers, tool servers, and the program that runs the models.</source>
        <translation>대부분은 쓸 일이 없는 설정입니다: 다른 앱과 컴퓨터, 도구 서버, 모델을 실행하는 프로그램.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Can&apos;t reach Hugging Face, the token was kept and will be checked later.</source>
        <translation>Hugging Face에 연결할 수 없어 토큰을 보관했고 나중에 확인합니다.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Signed in as {0}.</source>
        <translation>{0}(으)로 로그인했습니다.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+59"/>
        <location line="+159"/>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>Settings status</source>
        <translation>설정 상태</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+140"/>
        <source>Appearance and accounts</source>
        <translation>모양 및 계정</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>New chats and models</source>
        <translation>새 채팅과 모델</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <location line="+2"/>
        <source>Model folders</source>
        <translation>모델 폴더</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Where things are kept</source>
        <translation>보관 위치</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+198"/>
        <source>Where LlamaDesk keeps things</source>
        <translation>LlamaDesk가 보관하는 위치</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Tools the model can use</source>
        <translation>모델이 쓸 수 있는 도구</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice</source>
        <translation>음성</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>키보드 단축키</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tool servers (MCP)</source>
        <translation>도구 서버(MCP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCP servers</source>
        <translation>MCP 서버</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other apps</source>
        <translation>다른 앱</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other apps use the loaded model</source>
        <translation>다른 앱이 불러온 모델을 쓸 수 있게 하기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remote servers</source>
        <translation>원격 서버</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other computers</source>
        <translation>다른 컴퓨터</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use other computers, share this one</source>
        <translation>다른 컴퓨터 사용, 이 컴퓨터 공유</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtime</source>
        <translation>런타임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>도움말</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About the advanced settings</source>
        <translation>고급 설정 정보</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scroll the settings</source>
        <translation>설정 스크롤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll the settings sideways</source>
        <translation>설정 가로 스크롤</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings sections</source>
        <translation>설정 항목</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a section to go to it; Enter moves into it.</source>
        <translation>항목을 고르면 그곳으로 이동합니다. Enter를 누르면 안으로 들어갑니다.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Add &amp;folder…</source>
        <translation>폴더 추가(&amp;F)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a model folder</source>
        <translation>모델 폴더 추가</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Remove</source>
        <translation>제거(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected model folder</source>
        <translation>선택한 모델 폴더 제거</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Theme</source>
        <translation>테마</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system&apos;s language</source>
        <translation>시스템 언어</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language change</source>
        <translation>언어 변경</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hugging Face token</source>
        <translation>Hugging&#xa0;Face 토큰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only needed for gated or private models</source>
        <translation>제한되거나 비공개인 모델에만 필요합니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+243"/>
        <source>Show</source>
        <translation>보기</translation>
    </message>
    <message>
        <location line="-242"/>
        <location line="+246"/>
        <source>Show the Hugging Face token</source>
        <translation>Hugging Face 토큰 보기</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Chec&amp;k</source>
        <translation>확인(&amp;K)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check the Hugging Face token</source>
        <translation>Hugging Face 토큰 확인</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token check</source>
        <translation>Hugging Face 토큰 확인 결과</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Theme</source>
        <translation>테마(&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hugging Face t&amp;oken</source>
        <translation>Hugging Face 토큰(&amp;O)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chats and data</source>
        <translation>채팅과 데이터</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downloaded models</source>
        <translation>다운로드한 모델</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} folder</source>
        <translation>{0} 폴더</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the {0} folder</source>
        <translation>{0} 폴더 열기</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save downloaded models in</source>
        <translation>다운로드한 모델 저장 위치</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save &amp;downloaded models in</source>
        <translation>다운로드한 모델 저장 위치(&amp;D)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add a folder with models</source>
        <translation>모델이 있는 폴더 추가</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} is not a folder, so it was not added.</source>
        <translation>{0}은(는) 폴더가 아니어서 추가하지 않았습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is already in the list.</source>
        <translation>{0}은(는) 이미 목록에 있습니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a folder</source>
        <translation>폴더</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>LlamaDesk speaks the language you chose from its next start.</source>
        <translation>LlamaDesk는 다음에 시작할 때부터 고른 언어로 표시됩니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hugging Face token saved.</source>
        <translation>Hugging Face 토큰을 저장했습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face token removed.</source>
        <translation>Hugging Face 토큰을 제거했습니다.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Paste a token first.</source>
        <translation>먼저 토큰을 붙여 넣으세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking…</source>
        <translation>확인하는 중…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The token could not be checked; try again.</source>
        <translation>토큰을 확인하지 못했습니다. 다시 해 보세요.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hide</source>
        <translation>숨기기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide the Hugging Face token</source>
        <translation>Hugging Face 토큰 숨기기</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not create {0}: {1}.</source>
        <translation>{0}을(를) 만들 수 없습니다: {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not open {0} in the file manager.</source>
        <translation>파일 관리자에서 {0}을(를) 열 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>SettingsVoice</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="+39"/>
        <source>LlamaDesk can read answers aloud (the “Read aloud” button on each answer) and write down what you say (the “Speak” button beside the message box). Both run on this computer: nothing you say leaves it, and the microphone is on only between your two presses.</source>
        <translation>LlamaDesk는 답변을 소리 내어 읽고(각 답변의 “소리 내어 읽기” 버튼), 말한 내용을 받아 적을 수 있습니다(메시지 입력란 옆의 “말하기” 버튼). 둘 다 이 컴퓨터에서 실행되므로 말한 내용이 밖으로 나가지 않으며, 마이크는 두 번 누르는 사이에만 켜집니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reads answers aloud: a Qwen3-TTS or Pocket TTS model, with its mmproj file in the same folder.</source>
        <translation>답변을 소리 내어 읽습니다: Qwen3-TTS 또는 Pocket TTS 모델, 같은 폴더에 mmproj 파일이 있어야 합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writes down what you say: a model that hears (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), with its audio mmproj file in the same folder.</source>
        <translation>말한 내용을 받아 적습니다: 들을 수 있는 모델(Voxtral, Ultravox, Qwen2-Audio, Gemma 3n), 같은 폴더에 오디오 mmproj 파일이 있어야 합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optional for Qwen3-TTS, needed for Pocket TTS: a few seconds of someone speaking (WAV or MP3); answers are read in that voice.</source>
        <translation>Qwen3-TTS는 선택, Pocket TTS는 필수: 누군가 말하는 몇 초 분량의 녹음(WAV 또는 MP3). 답변을 그 목소리로 읽습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language answers are in, for speech models that speak several (Qwen3-TTS).</source>
        <translation>답변의 언어입니다. 여러 언어를 말하는 음성 모델(Qwen3-TTS)에 해당합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s own</source>
        <translation>모델 기본</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers are read at the speech model&apos;s own pace: llama.cpp&apos;s speech program has no speed setting.</source>
        <translation>답변은 음성 모델 고유의 속도로 읽습니다: llama.cpp의 음성 프로그램에는 속도 설정이 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first in your library</source>
        <translation>라이브러리의 첫 번째 모델</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None in your library yet</source>
        <translation>아직 라이브러리에 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound files (*.wav *.mp3)</source>
        <translation>오디오 파일 (*.wav *.mp3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Voice</source>
        <translation>음성</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Found in your library: {0}, {1}.</source>
        <translation>라이브러리에서 찾음: {0}, {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Download them into one of your model folders to use them here.</source>
        <translation> 여기서 쓰려면 모델 폴더 중 하나에 다운로드하세요.</translation>
    </message>
</context>
<context>
    <name>SettingsWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/settings_words.py" line="+16"/>
        <source>Your settings file could not be read, so LlamaDesk started with default settings.</source>
        <translation>설정 파일을 읽을 수 없어 LlamaDesk가 기본 설정으로 시작했습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some settings had values LlamaDesk could not use and were reset to their defaults ({fields}); the others were kept.</source>
        <translation>일부 설정에 LlamaDesk가 쓸 수 없는 값이 있어 기본값으로 되돌렸습니다({fields}). 나머지 설정은 유지했습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged. LlamaDesk kept the settings it could still read and reset the rest to their defaults.</source>
        <translation>설정 파일이 손상되었습니다. LlamaDesk는 아직 읽을 수 있는 설정은 유지하고 나머지는 기본값으로 되돌렸습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file was damaged and could not be read, so LlamaDesk started with default settings.</source>
        <translation>설정 파일이 손상되어 읽을 수 없어 LlamaDesk가 기본 설정으로 시작했습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The old file was kept as {path}.</source>
        <translation>이전 파일은 {path}(으)로 보관했습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The damaged file was kept as {path}.</source>
        <translation>손상된 파일은 {path}(으)로 보관했습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token was kept.</source>
        <translation>Hugging Face 토큰은 유지했습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your Hugging Face token could not be read: enter it again in Settings to download gated models.</source>
        <translation>Hugging Face 토큰을 읽을 수 없습니다: 접근이 제한된 모델을 다운로드하려면 설정에서 다시 입력하세요.</translation>
    </message>
</context>
<context>
    <name>ShareGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="+5"/>
        <source>Share this computer&apos;s memory and devices</source>
        <translation>이 컴퓨터의 메모리와 장치 공유</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share this computer</source>
        <translation>이 컴퓨터 공유</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port to share on</source>
        <translation>공유할 포트</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let other computers on my network use it</source>
        <translation>내 네트워크의 다른 컴퓨터가 쓸 수 있게 하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share with other computers on my network</source>
        <translation>내 네트워크의 다른 컴퓨터와 공유</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sharing warning</source>
        <translation>공유 경고</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+77"/>
        <source>Not shared.</source>
        <translation>공유하지 않음.</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Port</source>
        <translation>포트</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About sharing this computer</source>
        <translation>이 컴퓨터 공유 정보</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Starting…</source>
        <translation>시작하는 중…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0}:{1} (this computer&apos;s network address)</source>
        <translation>{0}:{1}(이 컴퓨터의 네트워크 주소)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} (this computer only)</source>
        <translation>{0}(이 컴퓨터만)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared at {0}. Other computers add it to their list.</source>
        <translation>{0}에서 공유 중입니다. 다른 컴퓨터는 이 주소를 목록에 추가합니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not shared. {0}</source>
        <translation>공유하지 않음. {0}</translation>
    </message>
</context>
<context>
    <name>ShortcutsHelp</name>
    <message>
        <location filename="../../desktop/gui/shell/shortcuts_help.py" line="+17"/>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>키보드 단축키</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key the window answers to. Esc closes this.</source>
        <translation>창이 반응하는 모든 키입니다. Esc를 누르면 닫힙니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close the list of shortcuts</source>
        <translation>단축키 목록 닫기</translation>
    </message>
</context>
<context>
    <name>SourcesList</name>
    <message>
        <location filename="../../desktop/gui/chat/sources_view.py" line="+18"/>
        <source>Sources</source>
        <translation>출처</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sources:</source>
        <translation>출처:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources of this answer</source>
        <translation>이 답변의 출처</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Source {number}: {label}</source>
        <translation>출처 {number}: {label}</translation>
    </message>
</context>
<context>
    <name>StarterNote</name>
    <message>
        <location filename="../../desktop/gui/widgets/starter_note.py" line="+19"/>
        <source>tiny demo</source>
        <translation>작은 데모</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (starter model: a tiny demo)</source>
        <translation> (시작 모델: 작은 데모)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a better model for this computer</source>
        <translation>이 컴퓨터에 맞는 더 좋은 모델 찾기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the starter model, a tiny demo (135 million parameters) that shows the app works. Its answers are often wrong or odd; a bigger model answers far better.</source>
        <translation>이것은 시작 모델로, 앱이 작동하는지 보여 주는 작은 데모(매개변수 1억 3,500만 개)입니다. 답이 자주 틀리거나 이상합니다. 더 큰 모델이 훨씬 잘 답합니다.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Discover&apos;s suggestions for this computer&apos;s memory.</source>
        <translation>이 컴퓨터의 메모리에 맞춘 찾아보기의 추천입니다.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About the starter model</source>
        <translation>시작 모델 정보</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/store_words.py" line="+27"/>
        <source>Your chat could not be saved.</source>
        <translation>채팅을 저장할 수 없었습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chat could not be saved because the disk is full. Free some space.</source>
        <translation>디스크가 가득 차서 채팅을 저장할 수 없었습니다. 공간을 확보하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your chat could not be saved because LlamaDesk may not write to its chats file. Check the file&apos;s permissions.</source>
        <translation>LlamaDesk가 채팅 파일에 쓸 수 없어서 채팅을 저장할 수 없었습니다. 파일 권한을 확인하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because another copy of LlamaDesk is using the chats file. Close it and try again.</source>
        <translation>다른 LlamaDesk가 채팅 파일을 사용 중이어서 채팅을 저장할 수 없었습니다. 그것을 닫고 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your chat could not be saved because the disk could not be written. Check that it is still connected and has free space.</source>
        <translation>디스크에 쓸 수 없어서 채팅을 저장할 수 없었습니다. 디스크가 아직 연결되어 있고 여유 공간이 있는지 확인하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats could not be read.</source>
        <translation>저장된 채팅을 읽을 수 없었습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved chats were already closed.</source>
        <translation>저장된 채팅이 이미 닫혀 있었습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your saved chats could not be opened. Close other copies of LlamaDesk and try again.</source>
        <translation>저장된 채팅을 열 수 없었습니다. 다른 LlamaDesk를 닫고 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your saved chats could not be opened at {path}. Check that the folder exists and you may write to it.</source>
        <translation>{path}에서 저장된 채팅을 열 수 없었습니다. 폴더가 있는지, 그 폴더에 쓸 수 있는지 확인하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats were written by a newer version of LlamaDesk. Update LlamaDesk to open them.</source>
        <translation>저장된 채팅은 더 새로운 버전의 LlamaDesk가 쓴 것입니다. 열려면 LlamaDesk를 업데이트하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not make a new one next to it. Check that there is free disk space in {folder}, then start LlamaDesk again.</source>
        <translation>채팅 파일이 손상되었고 LlamaDesk가 그 옆에 새 파일을 만들 수 없었습니다. {folder}에 디스크 여유 공간이 있는지 확인한 뒤 LlamaDesk를 다시 시작하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file is damaged, and LlamaDesk could not move it aside to put a repaired copy in its place. Close other programs that may use it, then start LlamaDesk again. The file is {path}.</source>
        <translation>채팅 파일이 손상되었고 LlamaDesk가 그 파일을 옮기고 복구한 사본으로 바꿀 수 없었습니다. 이 파일을 쓸 수 있는 다른 프로그램을 닫은 뒤 LlamaDesk를 다시 시작하세요. 파일: {path}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved chats file is damaged and could not be repaired.</source>
        <translation>채팅 파일이 손상되어 복구할 수 없었습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This chat no longer exists.</source>
        <translation>이 채팅은 더 이상 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This message no longer exists.</source>
        <translation>이 메시지는 더 이상 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This reply is no longer being written.</source>
        <translation>이 답변은 더 이상 작성되고 있지 않습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This reply no longer exists.</source>
        <translation>이 답변은 더 이상 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved chats file was damaged and nothing could be read from it, so a new, empty chat history was started. The damaged file was kept as {kept}.</source>
        <translation>채팅 파일이 손상되어 아무것도 읽을 수 없었으므로 비어 있는 새 채팅 기록을 시작했습니다. 손상된 파일은 {kept}(으)로 보관했습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}). The damaged file was kept as {kept}.</source>
        <translation>채팅 파일이 손상되었습니다. LlamaDesk가 복구할 수 있는 것을 새 파일로 옮겼습니다(채팅: {chats}, 메시지: {messages}). 손상된 파일은 {kept}(으)로 보관했습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved chats file was damaged. LlamaDesk recovered what it could into a new file (chats: {chats}, messages: {messages}); some parts could not be read and are only in the damaged copy. The damaged file was kept as {kept}.</source>
        <translation>채팅 파일이 손상되었습니다. LlamaDesk가 복구할 수 있는 것을 새 파일로 옮겼습니다(채팅: {chats}, 메시지: {messages}). 일부는 읽을 수 없어 손상된 사본에만 있습니다. 손상된 파일은 {kept}(으)로 보관했습니다.</translation>
    </message>
</context>
<context>
    <name>SuggestionNotes</name>
    <message>
        <location filename="../../desktop/gui/discover/suggestion_notes.py" line="+16"/>
        <source>Tiny and quick</source>
        <translation>아주 작고 빠름</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good all-rounder</source>
        <translation>무난한 만능형</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strong at reasoning</source>
        <translation>추론에 강함</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Popular 8B chat</source>
        <translation>인기 있는 8B 채팅 모델</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Multilingual, coding</source>
        <translation>다국어, 코딩</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sees images too</source>
        <translation>그림도 이해함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Near frontier quality</source>
        <translation>최고 수준에 가까운 품질</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large, sees images</source>
        <translation>대형, 그림도 이해함</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs a big GPU</source>
        <translation>큰 GPU 필요</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speaking: reads answers aloud (10 languages)</source>
        <translation>말하기: 답변을 소리 내어 읽음(10개 언어)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (small)</source>
        <translation>듣기: 말한 내용을 받아 적음(소형)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening: writes down what you say (more accurate)</source>
        <translation>듣기: 말한 내용을 받아 적음(더 정확함)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Google&apos;s EmbeddingGemma: over 100 languages, strong for its size</source>
        <translation>Google의 EmbeddingGemma: 100개 이상 언어, 크기에 비해 뛰어남</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Among the best at finding passages; many languages, long texts</source>
        <translation>구절 찾기에 최고 수준, 여러 언어, 긴 텍스트</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English, long passages, quick on any computer</source>
        <translation>영어, 긴 구절, 어떤 컴퓨터에서도 빠름</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BGE-M3: over 100 languages, long texts</source>
        <translation>BGE-M3: 100개 이상 언어, 긴 텍스트</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../desktop/gui/shell/theme.py" line="+26"/>
        <source>Same as the system</source>
        <translation>시스템 설정과 같게</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>고대비</translation>
    </message>
</context>
<context>
    <name>ToolButton</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_button.py" line="-148"/>
        <source>Make the model use a tool first</source>
        <translation>모델이 먼저 도구를 쓰게 하기</translation>
    </message>
</context>
<context>
    <name>ToolCallCard</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_card.py" line="+34"/>
        <source>waiting for you</source>
        <translation>사용자 대기 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>완료</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>거부됨</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{ms} ms</source>
        <translation>{ms}ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds}초</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tool call: {name}</source>
        <translation>도구 호출: {name}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tool call time</source>
        <translation>도구 호출 시간</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tool call arguments</source>
        <translation>도구 호출 인수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call result</source>
        <translation>도구 호출 결과</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arguments</source>
        <translation>인수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool call problem</source>
        <translation>도구 호출 문제</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Approval question</source>
        <translation>승인 요청</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow once</source>
        <translation>한 번 허용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow this {name} call once</source>
        <translation>이번 {name} 호출을 한 번 허용</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow in this chat</source>
        <translation>이 채팅에서 허용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow {name} for the rest of this chat</source>
        <translation>이 채팅이 끝날 때까지 {name} 허용</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deny</source>
        <translation>거부</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deny this {name} call</source>
        <translation>이번 {name} 호출 거부</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{name}: {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The model wants to use {name} (it can delete or overwrite things) with the arguments below. Allow it?</source>
        <translation>모델이 아래 인수로 {name}을(를) 쓰려고 합니다(삭제하거나 덮어쓸 수 있음). 허용할까요?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model wants to use {name} with the arguments below. Allow it?</source>
        <translation>모델이 아래 인수로 {name}을(를) 쓰려고 합니다. 허용할까요?</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Hide the {name} call ({status})</source>
        <translation>{name} 호출 숨기기({status})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the {name} call ({status})</source>
        <translation>{name} 호출 보기({status})</translation>
    </message>
</context>
<context>
    <name>ToolCardList</name>
    <message>
        <location filename="../../desktop/gui/chat/tool_cards.py" line="+34"/>
        <source>Tool calls</source>
        <translation>도구 호출</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tools note</source>
        <translation>도구 참고</translation>
    </message>
</context>
<context>
    <name>ToolCards</name>
    <message>
        <location line="-21"/>
        <source>The answer ended before this call was allowed, so it did not run.</source>
        <translation>이 호출이 허용되기 전에 답변이 끝나서 실행되지 않았습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer ended while this call was running.</source>
        <translation>이 호출이 실행되는 동안 답변이 끝났습니다.</translation>
    </message>
</context>
<context>
    <name>ToolServers</name>
    <message>
        <location filename="../../desktop/gui/settings/tool_servers.py" line="-207"/>
        <source>Ask every time</source>
        <translation>매번 묻기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow in this chat</source>
        <translation>이 채팅에서 허용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always allow</source>
        <translation>항상 허용</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give the server a name.</source>
        <translation>서버 이름을 정하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the command that starts the server, or its web address.</source>
        <translation>서버를 시작하는 명령이나 웹 주소를 입력하세요.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The command could not be read: {0}.</source>
        <translation>명령을 읽을 수 없습니다: {0}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It did not work: {0}</source>
        <translation>작동하지 않습니다: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It works, but it offers no tools.</source>
        <translation>작동하지만 제공하는 도구가 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tool} (can change things)</source>
        <translation>{tool}(변경할 수 있음)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It works. Its tools: {0}.</source>
        <translation>작동합니다. 도구: {0}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MCP servers</source>
        <translation>MCP 서버</translation>
    </message>
</context>
<context>
    <name>ToolWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/tool_words.py" line="+34"/>
        <source>Run Python code</source>
        <translation>Python 코드 실행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run short Python programs to calculate or check its work. They run fenced off: they cannot start programs, use the internet, or read your files except the ones you attach.</source>
        <translation>모델이 짧은 Python 프로그램을 실행해 계산하거나 자기 작업을 확인할 수 있게 합니다. 프로그램은 격리된 곳에서 실행되어 다른 프로그램을 시작하거나, 인터넷을 쓰거나, 첨부한 파일 외의 내 파일을 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read attached files</source>
        <translation>첨부한 파일 읽기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read the files you attach to this chat, and nothing else.</source>
        <translation>모델이 이 채팅에 첨부한 파일만 읽을 수 있게 합니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search the web</source>
        <translation>웹 검색</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model search the web and read the list of results. Uses the internet.</source>
        <translation>모델이 웹을 검색하고 결과 목록을 읽을 수 있게 합니다. 인터넷을 사용합니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open web pages</source>
        <translation>웹 페이지 열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model read a web page&apos;s text. Uses the internet.</source>
        <translation>모델이 웹 페이지의 텍스트를 읽을 수 있게 합니다. 인터넷을 사용합니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run commands on this computer</source>
        <translation>이 컴퓨터에서 명령 실행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets the model run commands on your computer, in a folder of its own. It asks you before every command.</source>
        <translation>모델이 내 컴퓨터에서 전용 폴더 안에 명령을 실행할 수 있게 합니다. 명령마다 실행 전에 먼저 물어봅니다.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>“{name}” is not a tool LlamaDesk knows.</source>
        <translation>“{name}”은(는) LlamaDesk가 아는 도구가 아닙니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tool “{name}” is off. Turn it on in Settings → Tools.</source>
        <translation>도구 “{name}”이(가) 꺼져 있습니다. 설정 → 도구에서 켜세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP configuration file {path} does not exist.</source>
        <translation>MCP 설정 파일 {path}이(가) 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no MCP server named “{name}”. Add it in Settings → Tools.</source>
        <translation>“{name}”(이)라는 MCP 서버가 없습니다. 설정 → 도구에서 추가하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An MCP server needs a name.</source>
        <translation>MCP 서버에는 이름이 필요합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An MCP server needs either a command to start or an address (URL).</source>
        <translation>MCP 서버에는 시작 명령이나 주소(URL) 중 하나가 필요합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP servers could not be saved to {path}. Check that the disk has free space and you may write to that folder.</source>
        <translation>MCP 서버를 {path}에 저장할 수 없었습니다. 디스크에 여유 공간이 있는지, 그 폴더에 쓸 수 있는지 확인하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP configuration file {path} could not be read. Check that you may read it.</source>
        <translation>MCP 설정 파일 {path}을(를) 읽을 수 없었습니다. 읽을 권한이 있는지 확인하세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP configuration file {path} is damaged. Fix or remove it; LlamaDesk will not write over it.</source>
        <translation>MCP 설정 파일 {path}이(가) 손상되었습니다. 고치거나 지우세요. LlamaDesk는 이 파일을 덮어쓰지 않습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{name}” did not answer in time and was stopped.</source>
        <translation>MCP 서버 “{name}”이(가) 제시간에 응답하지 않아 중지했습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{name}” could not be started ({reason}). Check its command or address in Settings → Tools.</source>
        <translation>MCP 서버 “{name}”을(를) 시작할 수 없었습니다({reason}). 설정 → 도구에서 명령이나 주소를 확인하세요.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It said: “{said}”</source>
        <translation>서버 출력: “{said}”</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The model asked for a tool without naming it, so nothing ran.</source>
        <translation>모델이 이름 없이 도구를 요청해서 아무것도 실행하지 않았습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model asked for a tool named “{name}”, which this chat does not have.</source>
        <translation>모델이 “{name}”(이)라는 도구를 요청했지만 이 채팅에는 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model&apos;s request could not be read, so the tool did not run ({reason}).</source>
        <translation>모델의 요청을 읽을 수 없어 도구를 실행하지 않았습니다({reason}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed: “{name}” can change things on this computer and was not allowed for this question, so it did not run.</source>
        <translation>허용되지 않음: “{name}”은(는) 이 컴퓨터의 내용을 바꿀 수 있는데 이 질문에는 허용되지 않아 실행하지 않았습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stopped by the user.</source>
        <translation>사용자가 멈췄습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” took longer than {seconds} seconds and was stopped.</source>
        <translation>“{name}”이(가) {seconds}초보다 오래 걸려 중지되었습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}” failed with an error of its own: {reason}</source>
        <translation>“{name}”이(가) 자체 오류로 실패했습니다: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give the tool what it needs (“{name}”), so it did not run.</source>
        <translation>모델이 도구에 필요한 것(“{name}”)을 주지 않아 실행하지 않았습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“{name}” is not a file attached to this chat.</source>
        <translation>“{name}”은(는) 이 채팅에 첨부된 파일이 아닙니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running commands is off on Windows for now: LlamaDesk can&apos;t fence it off there yet, and it never runs without the fence.</source>
        <translation>Windows에서는 명령 실행이 당분간 꺼져 있습니다. LlamaDesk가 아직 그곳에서 격리할 수 없고, 격리 없이는 절대 실행하지 않습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This tool is off on this computer: LlamaDesk could not fence it off here, so nothing ran ({reason}).</source>
        <translation>이 도구는 이 컴퓨터에서 꺼져 있습니다. LlamaDesk가 여기서 격리할 수 없어 아무것도 실행하지 않았습니다({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not read {name}: it works in its own folder and may read only the files attached to the chat.</source>
        <translation>코드는 {name}을(를) 읽을 수 없습니다. 코드는 자기 폴더에서 동작하며 채팅에 첨부한 파일만 읽을 수 있습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The code may not write {name}: it may change only the files in its own folder.</source>
        <translation>코드는 {name}에 쓸 수 없습니다. 자기 폴더의 파일만 바꿀 수 있습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The code tried to use the network, which it may not.</source>
        <translation>코드가 네트워크를 쓰려고 했지만 허용되지 않습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to start another program, which it may not.</source>
        <translation>코드가 다른 프로그램을 시작하려고 했지만 허용되지 않습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code tried to call native code (ctypes), which it may not.</source>
        <translation>코드가 네이티브 코드(ctypes)를 호출하려고 했지만 허용되지 않습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chat&apos;s working folder could not be made ({reason}).</source>
        <translation>채팅의 작업 폴더를 만들 수 없었습니다({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It could not be started ({reason}).</source>
        <translation>시작할 수 없었습니다({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ran longer than its limit of {seconds} seconds and was stopped.</source>
        <translation>제한 시간 {seconds}초보다 오래 실행되어 중지되었습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was stopped: the answer was cancelled.</source>
        <translation>중지되었습니다. 답변이 취소되었습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It used more memory than its limit of {size} and was stopped.</source>
        <translation>메모리를 제한인 {size}보다 많이 써서 중지되었습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It failed (exit code {code}).</source>
        <translation>실패했습니다(종료 코드 {code}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attached file {name} could not be read ({reason}).</source>
        <translation>첨부 파일 {name}을(를) 읽을 수 없었습니다({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a text file ({size}); only text files can be read.</source>
        <translation>{name}은(는) 텍스트 파일이 아닙니다({size}). 텍스트 파일만 읽을 수 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model did not give a full web address (one starting with http:// or https://).</source>
        <translation>모델이 전체 웹 주소(http:// 또는 https://로 시작하는 주소)를 주지 않았습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{address} answered with an error (HTTP {code}).</source>
        <translation>{address}이(가) 오류로 응답했습니다(HTTP {code}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} did not answer in time.</source>
        <translation>{address}이(가) 제때 응답하지 않았습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{address} could not be reached ({reason}).</source>
        <translation>{address}에 연결할 수 없었습니다({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{address} is not a text page ({reason}, {size}).</source>
        <translation>{address}은(는) 텍스트 페이지가 아닙니다({reason}, {size}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No search service is set. Enter a SearXNG search address in Settings → Tools.</source>
        <translation>검색 서비스가 설정되어 있지 않습니다. 설정 → 도구에서 SearXNG 검색 주소를 입력하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search service at {address} did not answer with search results. Check its address in Settings → Tools.</source>
        <translation>{address}의 검색 서비스가 검색 결과로 응답하지 않았습니다. 설정 → 도구에서 주소를 확인하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The MCP server “{server}” stopped and is not running any more.</source>
        <translation>MCP 서버 “{server}”이(가) 멈춰서 더 이상 실행 중이 아닙니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” did not answer {name} within {seconds} seconds.</source>
        <translation>MCP 서버 “{server}”이(가) {seconds}초 안에 {name}에 응답하지 않았습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP server “{server}” could not run {name} ({reason}).</source>
        <translation>MCP 서버 “{server}”이(가) {name}을(를) 실행할 수 없었습니다({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The call to the MCP server “{server}” was stopped.</source>
        <translation>MCP 서버 “{server}” 호출이 중지되었습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The MCP server “{server}” sent an answer LlamaDesk could not read ({reason}).</source>
        <translation>MCP 서버 “{server}”이(가) LlamaDesk가 읽을 수 없는 응답을 보냈습니다({reason}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tool reported an error without saying more.</source>
        <translation>도구가 더 자세한 설명 없이 오류를 알렸습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It used more memory than its limit and was stopped.</source>
        <translation>메모리를 제한보다 많이 써서 중지되었습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its last line of output: “{said}”</source>
        <translation>마지막 출력 줄: “{said}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tool said: {said}</source>
        <translation>도구 출력: {said}</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>You refused this call.</source>
        <translation>이 호출을 거부했습니다.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Not run again: the same call was made before.</source>
        <translation>다시 실행하지 않았습니다. 같은 호출이 이미 있었습니다.</translation>
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
        <translation>1바이트</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln바이트</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>less than a second</source>
        <translation>1초 미만</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seconds} s</source>
        <translation>{seconds}초</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes}분 {seconds}초</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minutes} min</source>
        <translation>{minutes}분</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hours} h {minutes} min</source>
        <translation>{hours}시간 {minutes}분</translation>
    </message>
</context>
<context>
    <name>UseComputersGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_rpc.py" line="-142"/>
        <source>Computer to use, address and port</source>
        <translation>사용할 컴퓨터, 주소와 포트</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add computer</source>
        <translation>컴퓨터 추가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add computer to use</source>
        <translation>사용할 컴퓨터 추가</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About using other computers</source>
        <translation>다른 컴퓨터 사용 정보</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Enter a computer&apos;s address and port first.</source>
        <translation>먼저 컴퓨터의 주소와 포트를 입력하세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added {0}. It is used from the next load.</source>
        <translation>{0}을(를) 추가했습니다. 다음 불러오기부터 사용됩니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a computer</source>
        <translation>컴퓨터</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removed {0}. The next load goes without it.</source>
        <translation>{0}을(를) 제거했습니다. 다음 불러오기부터는 쓰지 않습니다.</translation>
    </message>
</context>
<context>
    <name>VersionSwitch</name>
    <message>
        <location filename="../../desktop/gui/chat/version_switch.py" line="+29"/>
        <source>Previous version of this answer</source>
        <translation>이 답변의 이전 버전</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous version of this question</source>
        <translation>이 질문의 이전 버전</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next version of this answer</source>
        <translation>이 답변의 다음 버전</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next version of this question</source>
        <translation>이 질문의 다음 버전</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Version of this answer</source>
        <translation>이 답변의 버전</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version of this question</source>
        <translation>이 질문의 버전</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Version {number} of {count} of this answer</source>
        <translation>이 답변의 버전 {number}/{count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version {number} of {count} of this question</source>
        <translation>이 질문의 버전 {number}/{count}</translation>
    </message>
</context>
<context>
    <name>VoiceGroup</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_voice.py" line="-203"/>
        <source>Speech model, which reads answers aloud</source>
        <translation>음성 모델(답변을 소리 내어 읽음)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listening model, which writes down what you say</source>
        <translation>듣기 모델(말한 내용을 받아 적음)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s own voice</source>
        <translation>모델 기본 목소리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice sample</source>
        <translation>목소리 샘플</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+127"/>
        <source>Choose a voice sample</source>
        <translation>목소리 샘플 선택</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Clear</source>
        <translation>지우기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the model&apos;s own voice</source>
        <translation>모델 기본 목소리 사용</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Language answers are read in</source>
        <translation>답변을 읽을 언어</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Read answers aloud automatically</source>
        <translation>답변을 자동으로 소리 내어 읽기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice models found</source>
        <translation>찾은 음성 모델</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Speech model:</source>
        <translation>음성 모델(&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the speech model is for</source>
        <translation>음성 모델의 용도</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Listening model:</source>
        <translation>듣기 모델(&amp;L):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the listening model is for</source>
        <translation>듣기 모델의 용도</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>언어(&amp;G):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Voice sample:</source>
        <translation>목소리 샘플(&amp;V):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the voice sample is for</source>
        <translation>목소리 샘플의 용도</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About voice</source>
        <translation>음성 정보</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading speed</source>
        <translation>읽기 속도</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>no listening model</source>
        <translation>듣기 모델 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 listening model</source>
        <translation>듣기 모델 1개</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln listening models</source>
        <translation>
            <numerusform>듣기 모델 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no speech model</source>
        <translation>음성 모델 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 speech model</source>
        <translation>음성 모델 1개</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln speech models</source>
        <translation>
            <numerusform>음성 모델 %Ln개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VoiceInput</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_input.py" line="+27"/>
        <source>Speak</source>
        <translation>말하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop listening</source>
        <translation>듣기 중지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speak instead of typing: press, speak, then press again (Esc cancels).</source>
        <translation>입력 대신 말하기: 누르고, 말한 뒤, 다시 누르세요(Esc는 취소).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing down what you said…</source>
        <translation>말한 내용을 받아 적는 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the words in the box, then press Send.</source>
        <translation>입력란의 글을 확인한 뒤 보내기를 누르세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording cancelled; nothing was kept.</source>
        <translation>녹음을 취소했습니다. 아무것도 남기지 않았습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What you said could not be written down; try again.</source>
        <translation>말한 내용을 받아 적지 못했습니다. 다시 해 보세요.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Listening… {minutes}:{seconds:02d}. Press “{stop}” when you are done (Esc cancels).</source>
        <translation>듣는 중… {minutes}:{seconds:02d}. 다 말했으면 “{stop}”을(를) 누르세요(Esc는 취소).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hands-free: listening… {minutes}:{seconds:02d}. Speak, then pause: what you said is sent. Esc stops hands-free.</source>
        <translation>핸즈프리: 듣는 중… {minutes}:{seconds:02d}. 말한 뒤 잠시 멈추면 보내집니다. Esc를 누르면 핸즈프리를 멈춥니다.</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+90"/>
        <source>Speak instead of typing</source>
        <translation>입력 대신 말하기</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Stop listening and write down what was said</source>
        <translation>듣기를 멈추고 말한 내용 받아 적기</translation>
    </message>
</context>
<context>
    <name>VoiceNote</name>
    <message>
        <location filename="../../desktop/gui/chat/voice_note.py" line="+16"/>
        <source>Voice</source>
        <translation>음성</translation>
    </message>
</context>
<context>
    <name>VoiceWords</name>
    <message>
        <location filename="../../desktop/gui/widgets/voice_words.py" line="+31"/>
        <source>{family} reads only in the voice of a sample: choose one in Settings → Voice (a few seconds of someone speaking, WAV or MP3), or another speech model.</source>
        <translation>{family}은(는) 목소리 샘플의 목소리로만 읽습니다. 설정 → 음성에서 샘플(누군가 몇 초 동안 말하는 WAV 또는 MP3)을 고르거나 다른 음성 모델을 고르세요.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No microphone can be used: this computer has none LlamaDesk can open. Plug one in (or turn it on, or let apps use it in the system&apos;s privacy settings), then try again.</source>
        <translation>사용할 수 있는 마이크가 없습니다. 이 컴퓨터에는 LlamaDesk가 열 수 있는 마이크가 없습니다. 마이크를 연결하거나(또는 켜거나, 시스템 개인정보 설정에서 앱이 쓰도록 허용한 뒤) 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was heard: the recording was silent or too short. Check that the microphone is on and not muted, then press the microphone, speak, and press it again.</source>
        <translation>아무 소리도 들리지 않았습니다. 녹음이 조용했거나 너무 짧았습니다. 마이크가 켜져 있고 음소거가 아닌지 확인한 뒤, 마이크를 누르고 말한 다음 다시 누르세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The recording used in place of the microphone ({path}) is not 16-bit sound.</source>
        <translation>마이크 대신 쓰는 녹음({path})이 16비트 소리가 아닙니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recording used in place of the microphone ({path}) could not be read.</source>
        <translation>마이크 대신 쓰는 녹음({path})을 읽을 수 없었습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No sound can be played: this computer has no speakers or headphones LlamaDesk can use. Plug some in (or turn the sound device on), then try again.</source>
        <translation>소리를 재생할 수 없습니다. 이 컴퓨터에는 LlamaDesk가 쓸 수 있는 스피커나 헤드폰이 없습니다. 연결하거나(또는 사운드 장치를 켠 뒤) 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The sound could not be played: it is not a WAV clip.</source>
        <translation>소리를 재생할 수 없었습니다. WAV 클립이 아닙니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sound could not be played: it is not 16-bit mono at {rate} Hz.</source>
        <translation>소리를 재생할 수 없었습니다. {rate} Hz의 16비트 모노가 아닙니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is in your library, so answers can&apos;t be read aloud yet. Download a Qwen3-TTS or Pocket TTS model (a GGUF file and its mmproj file: search Discover for “Qwen3-TTS GGUF”) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>라이브러리에 음성 모델이 없어 아직 답변을 소리 내어 읽을 수 없습니다. Qwen3-TTS 또는 Pocket TTS 모델(GGUF 파일과 그 mmproj 파일: 찾아보기에서 “Qwen3-TTS GGUF” 검색)을 모델 폴더 중 하나에 내려받은 뒤 설정 → 음성에서 고르세요.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No listening model is in your library, so what you say can&apos;t be written down yet. Download a model that hears (Voxtral, Ultravox, Qwen2-Audio or Gemma 3n, with its audio mmproj file) into one of your model folders, then choose it in Settings → Voice.</source>
        <translation>라이브러리에 듣기 모델이 없어 아직 말한 내용을 받아 적을 수 없습니다. 들을 수 있는 모델(Voxtral, Ultravox, Qwen2-Audio 또는 Gemma 3n과 그 오디오 mmproj 파일)을 모델 폴더 중 하나에 내려받은 뒤 설정 → 음성에서 고르세요.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is nothing to read aloud in this answer: it is all code or thinking.</source>
        <translation>이 답변에는 소리 내어 읽을 내용이 없습니다. 모두 코드나 생각입니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model heard no words in the recording. Speak a little louder or closer to the microphone, and try again.</source>
        <translation>듣기 모델이 녹음에서 아무 말도 듣지 못했습니다. 조금 더 크게 또는 마이크에 더 가까이 대고 말한 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The speech model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>설정 → 음성에서 고른 음성 모델({file})이 더 이상 없습니다. 다른 모델을 고르세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The listening model chosen in Settings → Voice ({file}) is no longer there: choose another one.</source>
        <translation>설정 → 음성에서 고른 듣기 모델({file})이 더 이상 없습니다. 다른 모델을 고르세요.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} could not be read ({reason}).</source>
        <translation>{file}을(를) 읽을 수 없었습니다({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is an mmproj file, not a speech model: choose the speech model itself (its mmproj file is found beside it).</source>
        <translation>{file}은(는) 음성 모델이 아니라 mmproj 파일입니다. 음성 모델 자체를 고르세요(그 mmproj 파일은 옆에서 찾습니다).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is a {family} speech model, whose {codec} sound decoder needs PyTorch, which LlamaDesk does not use: choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file}은(는) {family} 음성 모델인데, 그 {codec} 소리 디코더에는 LlamaDesk가 쓰지 않는 PyTorch가 필요합니다. Qwen3-TTS 또는 Pocket TTS 모델을 고르세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a speech model (it is a {architecture} model): choose a Qwen3-TTS or Pocket TTS model.</source>
        <translation>{file}은(는) 음성 모델이 아닙니다({architecture} 모델입니다). Qwen3-TTS 또는 Pocket TTS 모델을 고르세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{projector} is not the mmproj file of a {family} model (it cannot make speech): give the one made for {file}.</source>
        <translation>{projector}은(는) {family} 모델의 mmproj 파일이 아닙니다(음성을 만들 수 없습니다). {file}용으로 만든 파일을 지정하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} needs its mmproj file (the one that makes the sound), and none was found beside it: download it into the same folder.</source>
        <translation>{file}에는 그 mmproj 파일(소리를 만드는 파일)이 필요한데 옆에서 찾지 못했습니다. 같은 폴더에 내려받으세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is not a model that listens: choose a chat model with an audio mmproj file (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).</source>
        <translation>{file}은(는) 들을 수 있는 모델이 아닙니다. 오디오 mmproj 파일이 있는 채팅 모델(Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4)을 고르세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mmproj file {projector} cannot hear: {file} cannot listen through it.</source>
        <translation>mmproj 파일 {projector}은(는) 들을 수 없습니다. {file}은(는) 이 파일로 들을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} has no audio mmproj file beside it, so it cannot listen: download its mmproj file into the same folder.</source>
        <translation>{file} 옆에 오디오 mmproj 파일이 없어 들을 수 없습니다. 그 mmproj 파일을 같은 폴더에 내려받으세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample {file} was not found: choose another one in Settings → Voice.</source>
        <translation>목소리 샘플 {file}을(를) 찾을 수 없었습니다. 설정 → 음성에서 다른 샘플을 고르세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{family} does not speak “{language}”; it speaks {languages}.</source>
        <translation>{family}은(는) “{language}”을(를) 말하지 못합니다. 말할 수 있는 언어: {languages}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No speech model is loaded.</source>
        <translation>불러온 음성 모델이 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech is already being made; stop it first.</source>
        <translation>이미 음성을 만들고 있습니다. 먼저 멈추세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LlamaDesk is closing; nothing can be spoken now.</source>
        <translation>LlamaDesk가 닫히는 중입니다. 지금은 아무것도 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The llama.cpp runtime in {folder} cannot read aloud (it was installed before speech was added). Install the runtime again in Settings → Runtime.</source>
        <translation>{folder}의 llama.cpp 런타임은 소리 내어 읽을 수 없습니다(음성 기능이 추가되기 전에 설치됨). 설정 → 런타임에서 런타임을 다시 설치하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program that reads aloud could not be started ({reason}). Install the runtime again in Settings → Runtime.</source>
        <translation>소리 내어 읽는 프로그램을 시작할 수 없었습니다({reason}). 설정 → 런타임에서 런타임을 다시 설치하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound was made for sentence {sentence}; try again.</source>
        <translation>{sentence}번째 문장의 소리가 만들어지지 않았습니다. 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program that reads aloud stopped before the sentence was spoken (exit code {exit_code}); try again.</source>
        <translation>소리 내어 읽는 프로그램이 문장을 말하기 전에 멈췄습니다(종료 코드 {exit_code}). 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The voice sample could not be read: give a WAV or MP3.</source>
        <translation>목소리 샘플을 읽을 수 없었습니다. WAV 또는 MP3를 지정하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This speech model does not speak the language asked for.</source>
        <translation>이 음성 모델은 요청한 언어를 말하지 못합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model&apos;s mmproj file could not be loaded.</source>
        <translation>음성 모델의 mmproj 파일을 불러올 수 없었습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mmproj file given cannot make speech.</source>
        <translation>지정한 mmproj 파일로는 음성을 만들 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (a damaged file?).</source>
        <translation>음성 모델을 불러올 수 없었습니다(파일이 손상되었나요?).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The speech model could not be loaded (not enough memory?).</source>
        <translation>음성 모델을 불러올 수 없었습니다(메모리가 부족한가요?).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>LlamaDesk is closing; nothing can be written down now.</source>
        <translation>LlamaDesk가 닫히는 중입니다. 지금은 아무것도 받아 적을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model is not running. Press the microphone again.</source>
        <translation>듣기 모델이 실행 중이 아닙니다. 마이크를 다시 누르세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The recording {file} could not be read ({reason}).</source>
        <translation>녹음 {file}을(를) 읽을 수 없었습니다({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a sound file this can read: give a WAV, MP3 or FLAC file.</source>
        <translation>{file}은(는) 읽을 수 있는 소리 파일이 아닙니다. WAV, MP3 또는 FLAC 파일을 지정하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model did not answer; it may have stopped. Press the microphone again.</source>
        <translation>듣기 모델이 응답하지 않았습니다. 멈췄을 수 있습니다. 마이크를 다시 누르세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The listening model could not write down {file}: “{reason}”.</source>
        <translation>듣기 모델이 {file}을(를) 받아 적을 수 없었습니다: “{reason}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listening model answered without writing anything down.</source>
        <translation>듣기 모델이 아무것도 받아 적지 않고 응답했습니다.</translation>
    </message>
</context>
<context>
    <name>_ChatRows</name>
    <message>
        <location filename="../../desktop/gui/chat/chat_list.py" line="-105"/>
        <source>New name for the chat</source>
        <translation>채팅의 새 이름</translation>
    </message>
</context>
<context>
    <name>_InstallWorker</name>
    <message>
        <location filename="../../desktop/gui/settings/settings_runtime.py" line="-24"/>
        <source>The runtime install was cancelled; nothing was changed.</source>
        <translation>런타임 설치를 취소했습니다. 아무것도 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The runtime install failed: {0}</source>
        <translation>런타임을 설치하지 못했습니다: {0}</translation>
    </message>
</context>
<context>
    <name>_JobRow</name>
    <message>
        <location filename="../../desktop/gui/discover/downloads_panel.py" line="-196"/>
        <source>Download of {0}</source>
        <translation>{0} 다운로드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State of {0}</source>
        <translation>{0} 상태</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Progress of {0}</source>
        <translation>{0} 진행률</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Details of {0}</source>
        <translation>{0} 세부 정보</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pause</source>
        <translation>일시 중지</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause download of {0}</source>
        <translation>{0} 다운로드 일시 중지</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>계속</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume download of {0}</source>
        <translation>{0} 다운로드 계속</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel…</source>
        <translation>취소…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel download of {0}</source>
        <translation>{0} 다운로드 취소</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Download instead</source>
        <translation>대신 다운로드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download instead of {0}</source>
        <translation>{0} 대신 다운로드</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retry</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Retry download of {0}</source>
        <translation>{0} 다운로드 다시 시도</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove {0} from the list</source>
        <translation>목록에서 {0} 제거</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>불러오기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load {0}</source>
        <translation>{0} 불러오기</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Download {0} instead</source>
        <translation>대신 {0} 다운로드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Download {0} {1} instead of {2}</source>
        <translation>{2} 대신 {0} {1} 다운로드</translation>
    </message>
</context>
</TS>
