; Inno Setup script: a per-user installer for the one-folder build.
;
;   python packaging/build.py --with-model --portable-runtime
;   iscc /DAppVersion=0.1.0 /DDistDir=..\..\dist\LlamaDesk packaging\windows\llamadesk.iss
;
; Installs into %LOCALAPPDATA%\Programs\LlamaDesk without administrator rights. User
; data is never inside the install folder: settings live in %LOCALAPPDATA%\llamadesk
; (platformdirs' user_config_dir and user_data_dir on Windows) and the cache in
; %LOCALAPPDATA%\llamadesk\Cache, so an upgrade replaces the program only. Uninstalling
; asks whether to delete them too.
;
; CUDA builds: llama-server.exe loads cudart64_*.dll, cublas64_*.dll and
; cublasLt64_*.dll through the normal DLL search, which starts at its own folder. The
; build script copies every DLL found beside llama-server.exe into runtime\, so a CUDA
; runtime built with those DLLs next to it (CI copies them from the CUDA toolkit's bin
; folder) works on a computer with only the NVIDIA driver. The app also puts runtime\
; first on the child's PATH (desktop/core/gpu_libraries.child_environment).

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef DistDir
  #define DistDir "..\..\dist\LlamaDesk"
#endif
#define AppName "LlamaDesk"
#define GuiExe "LlamaDesk.exe"
#define CliExe "llamadesk-cli.exe"

[Setup]
AppId={{6F0C2D0E-5B7A-4F8B-9C61-3A2E8D1B7C44}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=LlamaDesk
AppComments=Chat with language models offline on your own computer
DefaultDirName={localappdata}\Programs\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=LlamaDesk-{#AppVersion}-windows-x86_64-setup
SetupIconFile=..\..\resources\llamadesk.ico
UninstallDisplayIcon={app}\{#GuiExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; The app may be running while upgrading: close it first.
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller folder: both executables, _internal\, runtime\ and models\.
Source: "{#DistDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade must not keep an older runtime's DLLs next to the new llama-server.exe.
Type: filesandordirs; Name: "{app}\runtime"
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#GuiExe}"; Comment: "Chat offline with local language models"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#GuiExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#GuiExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[Code]
var
  RemoveUserData: Boolean;

function InitializeUninstall(): Boolean;
begin
  RemoveUserData := False;
  if not UninstallSilent() then
    RemoveUserData := MsgBox(
      'Also delete your LlamaDesk settings, conversations and downloaded models?' + #13#10#13#10 +
      'Choose No to keep them for a later installation.',
      mbConfirmation, MB_YESNO or MB_DEFBUTTON2) = IDYES;
  Result := True;
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
begin
  if (CurUninstallStep = usPostUninstall) and RemoveUserData then
  begin
    { platformdirs' folders for appname "llamadesk" without an author. }
    DelTree(ExpandConstant('{localappdata}\llamadesk'), True, True, True);
    DelTree(ExpandConstant('{userappdata}\llamadesk'), True, True, True);
  end;
end;
