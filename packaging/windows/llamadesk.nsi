; NSIS script: LlamaDesk's per-user Windows installer, made from the one-folder build.
;
;   makensis -DVERSION=0.1.0 -DDISTDIR=dist/LlamaDesk -DOUTFILE=dist/setup.exe \
;            packaging/windows/llamadesk.nsi        (desktop/bootstrap/windows/installer.py)
;
; Why NSIS: makensis runs natively on Linux (Debian's nsis) and writes 64-bit Windows
; installers, so the Windows lane builds and runs this very installer under Wine. Inno
; Setup's compiler is a 32-bit Windows program, which Debian's 64-bit Wine cannot run.
;
; Installs into %LOCALAPPDATA%\Programs\LlamaDesk for the current user: no administrator
; rights, no UAC prompt. User data is never inside the install folder (platformdirs puts
; settings, chats, downloaded models and the cache under %LOCALAPPDATA%\llamadesk), so an
; upgrade replaces the program only. Uninstalling keeps the user's data unless they say
; so: a question in the window, /REMOVEUSERDATA on a silent (/S) command line.
;
; CUDA builds: llama-server.exe loads cudart64_*.dll, cublas64_*.dll and cublasLt64_*.dll
; from its own folder; packaging/build.py copies every DLL beside it into runtime\, so
; they ship with it and only the NVIDIA driver is needed on the user's computer.
;
; Flags: VERSION (x.y.z), DISTDIR (the PyInstaller folder), OUTFILE, ICON, and
; COMPRESSOR (lzma for releases, the default; the lane passes zlib, ~10x faster to make).

; A 64-bit installer for a 64-bit app (NSIS's default stub is 32-bit x86, which
; Debian's 64-bit-only Wine does not even start, and which Windows would run in WoW64).
Target amd64-unicode
ManifestDPIAware true

!ifndef VERSION
  !define VERSION "0.1.0"
!endif
!ifndef DISTDIR
  !define DISTDIR "..\..\dist\LlamaDesk"
!endif
!ifndef OUTFILE
  !define OUTFILE "..\..\dist\LlamaDesk-${VERSION}-windows-x86_64-setup.exe"
!endif
!ifndef ICON
  !define ICON "..\..\resources\llamadesk.ico"
!endif
!ifndef COMPRESSOR
  !define COMPRESSOR "lzma"
!endif

!define APP "LlamaDesk"
!define GUI_EXE "LlamaDesk.exe"
!define CLI_EXE "llamadesk-cli.exe"
!define APP_KEY "Software\${APP}"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"
; platformdirs' folder for appname "llamadesk" without an author (desktop/core/paths.py).
!define USER_DATA "$LOCALAPPDATA\llamadesk"

SetCompressor /SOLID ${COMPRESSOR}
Name "${APP}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${APP}"
; An upgrade goes where the last install went, even when the user chose another folder.
InstallDirRegKey HKCU "${APP_KEY}" "InstallDir"
BrandingText "${APP} ${VERSION}"

; The setup program's own file properties (Explorer's Details tab).
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${APP}"
VIAddVersionKey /LANG=0 "CompanyName" "${APP}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP} setup"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "LegalCopyright" "MIT License"

!include "MUI2.nsh"
!include "FileFunc.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${GUI_EXE}"
; The language chosen at install is remembered for the uninstaller and the next upgrade.
!define MUI_LANGDLL_REGISTRY_ROOT "HKCU"
!define MUI_LANGDLL_REGISTRY_KEY "${APP_KEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "Installer Language"

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; English first (the default), then the languages the app is being translated into;
; NSIS's own language files translate every page.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Spanish"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "PortugueseBR"
!insertmacro MUI_LANGUAGE "Italian"
!insertmacro MUI_LANGUAGE "SimpChinese"
!insertmacro MUI_LANGUAGE "Japanese"
!insertmacro MUI_LANGUAGE "Korean"
!insertmacro MUI_LANGUAGE "Russian"
!insertmacro MUI_LANGUAGE "Arabic"
!insertmacro MUI_RESERVEFILE_LANGDLL

; Our own two sentences, in each of those languages.
LangString RemoveUserData ${LANG_ENGLISH} "Also delete your LlamaDesk settings, conversations and downloaded models?$\r$\n$\r$\nChoose No to keep them for a later installation."
LangString RemoveUserData ${LANG_SPANISH} "¿Eliminar también la configuración, las conversaciones y los modelos descargados de LlamaDesk?$\r$\n$\r$\nElija No para conservarlos para una instalación posterior."
LangString RemoveUserData ${LANG_FRENCH} "Supprimer aussi vos réglages, conversations et modèles téléchargés de LlamaDesk ?$\r$\n$\r$\nChoisissez Non pour les garder pour une installation ultérieure."
LangString RemoveUserData ${LANG_GERMAN} "Auch Ihre LlamaDesk-Einstellungen, Unterhaltungen und heruntergeladenen Modelle löschen?$\r$\n$\r$\nWählen Sie Nein, um sie für eine spätere Installation zu behalten."
LangString RemoveUserData ${LANG_PORTUGUESEBR} "Excluir também suas configurações, conversas e modelos baixados do LlamaDesk?$\r$\n$\r$\nEscolha Não para mantê-los para uma instalação futura."
LangString RemoveUserData ${LANG_ITALIAN} "Eliminare anche le impostazioni, le conversazioni e i modelli scaricati di LlamaDesk?$\r$\n$\r$\nScegli No per conservarli per un'installazione futura."
LangString RemoveUserData ${LANG_SIMPCHINESE} "同时删除 LlamaDesk 的设置、对话和已下载的模型吗？$\r$\n$\r$\n选择“否”可保留它们，供以后安装时使用。"
LangString RemoveUserData ${LANG_JAPANESE} "LlamaDesk の設定、会話、ダウンロードしたモデルも削除しますか？$\r$\n$\r$\n後で再インストールするときのために残すには「いいえ」を選んでください。"
LangString RemoveUserData ${LANG_KOREAN} "LlamaDesk 설정, 대화, 다운로드한 모델도 삭제할까요?$\r$\n$\r$\n나중에 다시 설치할 때 쓰려면 '아니요'를 선택하세요."
LangString RemoveUserData ${LANG_RUSSIAN} "Удалить также настройки, беседы и загруженные модели LlamaDesk?$\r$\n$\r$\nВыберите «Нет», чтобы сохранить их для следующей установки."
LangString RemoveUserData ${LANG_ARABIC} "هل تريد أيضًا حذف إعدادات LlamaDesk ومحادثاتك والنماذج التي نزّلتها؟$\r$\n$\r$\nاختر «لا» للاحتفاظ بها لتثبيت لاحق."

LangString AppIsOpen ${LANG_ENGLISH} "LlamaDesk is open. Close it, then choose Retry."
LangString AppIsOpen ${LANG_SPANISH} "LlamaDesk está abierto. Ciérrelo y elija Reintentar."
LangString AppIsOpen ${LANG_FRENCH} "LlamaDesk est ouvert. Fermez-le, puis choisissez Réessayer."
LangString AppIsOpen ${LANG_GERMAN} "LlamaDesk ist geöffnet. Schließen Sie es und wählen Sie dann Wiederholen."
LangString AppIsOpen ${LANG_PORTUGUESEBR} "O LlamaDesk está aberto. Feche-o e escolha Repetir."
LangString AppIsOpen ${LANG_ITALIAN} "LlamaDesk è aperto. Chiudilo, poi scegli Riprova."
LangString AppIsOpen ${LANG_SIMPCHINESE} "LlamaDesk 正在运行。请关闭它，然后选择“重试”。"
LangString AppIsOpen ${LANG_JAPANESE} "LlamaDesk が開いています。閉じてから「再試行」を選んでください。"
LangString AppIsOpen ${LANG_KOREAN} "LlamaDesk가 열려 있습니다. 닫은 다음 '다시 시도'를 선택하세요."
LangString AppIsOpen ${LANG_RUSSIAN} "LlamaDesk открыт. Закройте его и нажмите «Повтор»."
LangString AppIsOpen ${LANG_ARABIC} "LlamaDesk مفتوح. أغلقه ثم اختر «إعادة المحاولة»."

; Windows will not delete a program that is running: deleting each exe first tells
; whether the app (or a terminal command of it) is still open, before anything changed.
!macro CLOSED_FIRST ID
  retry_${ID}:
  ClearErrors
  IfFileExists "$INSTDIR\${GUI_EXE}" 0 +2
    Delete "$INSTDIR\${GUI_EXE}"
  IfFileExists "$INSTDIR\${CLI_EXE}" 0 +2
    Delete "$INSTDIR\${CLI_EXE}"
  IfErrors 0 closed_${ID}
    MessageBox MB_RETRYCANCEL|MB_ICONEXCLAMATION "$(AppIsOpen)" /SD IDCANCEL IDRETRY retry_${ID}
    Abort
  closed_${ID}:
!macroend

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Section "LlamaDesk"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  !insertmacro CLOSED_FIRST install
  ; An upgrade in place: the old program's libraries and runtime go (an older runtime's
  ; DLL beside a newer llama-server.exe would be loaded by it); user data lives elsewhere.
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\runtime"
  RMDir /r "$INSTDIR\runtime-vulkan"
  RMDir /r "$INSTDIR\models"
  File /r "${DISTDIR}/*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\${GUI_EXE}" "" "$INSTDIR\${GUI_EXE}" 0

  WriteRegStr HKCU "${APP_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${GUI_EXE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  !insertmacro CLOSED_FIRST uninstall
  ; Only what the installer put there: a folder the user chose may hold other files.
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\runtime"
  RMDir /r "$INSTDIR\runtime-vulkan"
  RMDir /r "$INSTDIR\models"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${APP}.lnk"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "${APP_KEY}"

  ${GetParameters} $0
  ClearErrors
  ${GetOptions} $0 "/REMOVEUSERDATA" $1
  IfErrors 0 remove_user_data
  IfSilent keep_user_data
  MessageBox MB_YESNO|MB_DEFBUTTON2|MB_ICONQUESTION "$(RemoveUserData)" IDYES remove_user_data
  Goto keep_user_data
  remove_user_data:
    RMDir /r "${USER_DATA}"
    RMDir /r "$APPDATA\llamadesk"
  keep_user_data:
SectionEnd
