; Inno Setup 6 script: Pulka's Windows installer (pulka-<version>-windows-setup.exe).
;
; Built by packaging/build.py on Windows, which passes:
;   /DAppVersion=0.1.0  /DSourceDir=<PyInstaller onedir folder>  /DOutputDir=<folder>
;   /DIconFile=<pulka.ico>
; Per-user install: no administrator rights, into %LOCALAPPDATA%\Programs\Pulka, with a Start
; menu entry, an optional desktop icon, and an uninstaller (Settings > Apps, or the Start menu).
; The games database (in the user's application data folder) is kept on uninstall.
; The name a player reads is the interface's (docs/texts.md, "The product's name"): «Пулька»
; in the Start menu and in Settings > Apps when Setup runs in Russian, Pulka in English
; ([CustomMessages] below). Folders, files and the version resource keep the Latin name.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\out\dist\pulka"
#endif
#ifndef OutputDir
  #define OutputDir "..\out"
#endif
#ifndef IconFile
  #define IconFile "..\out\icons\pulka.ico"
#endif
; The folder Pulka's folder goes in. Only the tests change it: wine (8.0) has no per-user
; program folder (FOLDERID_UserProgramFiles), so they install under {localappdata}\Programs,
; where {autopf} puts it on Windows for a per-user install.
#ifndef InstallRoot
  #define InstallRoot "{autopf}"
#endif

[Setup]
; A fixed AppId: later versions upgrade this installation in place.
AppId={{6E1F3C52-8B0A-4C1D-9A57-2F4E6B8D1C30}
AppName={cm:AppTitle}
AppVersion={#AppVersion}
AppVerName={cm:AppTitle} {#AppVersion}
AppPublisher=Pulka
VersionInfoVersion={#AppVersion}
; Written into setup.exe when it is compiled, before any language is chosen: Latin.
VersionInfoProductName=Pulka
VersionInfoDescription=Pulka - Preferans scorekeeper setup
DefaultDirName={#InstallRoot}\Pulka
DefaultGroupName=Pulka
DisableProgramGroupPage=yes
; Per-user: {autopf} becomes %LOCALAPPDATA%\Programs and nothing asks for elevation.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=pulka-{#AppVersion}-windows-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\pulka.exe
UninstallDisplayName={cm:AppTitle}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "english"; MessagesFile: "compiler:Default.isl"

[CustomMessages]
; Inno's own "Uninstall %1" and "Launch %1" would say «Удалить Пулька»: the Russian sentence
; declines the name, so these are whole phrases.
english.AppTitle=Pulka
russian.AppTitle=Пулька
english.AppComment=Preferans scorekeeper
russian.AppComment=Запись преферанса
english.UninstallApp=Uninstall Pulka
russian.UninstallApp=Удалить «Пульку»
english.LaunchApp=Launch Pulka
russian.LaunchApp=Запустить «Пульку»

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; A new version's bundle replaces the old one's files entirely (no stale Qt libraries).
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{cm:AppTitle}"; Filename: "{app}\pulka.exe"; Comment: "{cm:AppComment}"
Name: "{autoprograms}\{cm:UninstallApp}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{cm:AppTitle}"; Filename: "{app}\pulka.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\pulka.exe"; Description: "{cm:LaunchApp}"; Flags: nowait postinstall skipifsilent
