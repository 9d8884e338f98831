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

[Messages]
; Inno's Russian sentences put the name as it is where Russian declines it («Вас приветствует
; Мастер установки Пулька», «установит Пулька 0.1.0»). Each is worded again: the word
; «программа» takes the case and the name stays whole, in quotes («программы «Пулька»»). The
; rest of each sentence is Inno's own (Languages\Russian.isl); English keeps Inno's but one.
russian.WelcomeLabel1=Вас приветствует Мастер установки программы «[name]»
russian.WelcomeLabel2=Сейчас на ваш компьютер будет установлена программа «[name]» версии {#AppVersion}.%n%nРекомендуется закрыть все прочие приложения перед тем, как продолжить.
russian.SelectDirDesc=В какую папку вы хотите установить программу «[name]»?
russian.SelectDirLabel3=Программа «[name]» будет установлена в следующую папку.
russian.SelectTasksLabel2=Выберите дополнительные задачи, которые должны выполниться при установке программы «[name]», после этого нажмите «Далее»:
russian.ReadyLabel1=Мастер готов установить программу «[name]» на ваш компьютер.
russian.PreparingDesc=Подготовка к установке программы «[name]» на ваш компьютер.
russian.PreviousInstallNotCompleted=Установка или удаление предыдущей программы не были завершены. Вам потребуется перезагрузить компьютер, чтобы завершить ту установку.%n%nПосле перезагрузки запустите вновь Программу установки, чтобы завершить установку программы «[name]».
russian.PrepareToInstallNeedsRestart=Программе установки требуется перезагрузить ваш компьютер. Когда перезагрузка завершится, пожалуйста, запустите программу установки вновь, чтобы завершить установку программы «[name]».%n%nПроизвести перезагрузку сейчас?
russian.InstallingLabel=Пожалуйста, подождите, пока программа «[name]» устанавливается на ваш компьютер.
russian.FinishedHeadingLabel=Завершение установки программы «[name]»
russian.FinishedLabelNoIcons=Программа «[name]» установлена на ваш компьютер.
russian.FinishedLabel=Программа «[name]» установлена на ваш компьютер. Её можно запустить с помощью соответствующего значка.
russian.FinishedRestartLabel=Для завершения установки программы «[name]» требуется перезагрузить компьютер. Произвести перезагрузку сейчас?
russian.FinishedRestartMessage=Для завершения установки программы «[name]» требуется перезагрузить компьютер.%n%nПроизвести перезагрузку сейчас?
; The choice for whom to install comes before the name is known: Inno's %1 there is the setup
; file's name («pulka-0.1.0-windows-setup может быть установлена…», seen under wine), so both
; languages name the program themselves.
russian.PrivilegesRequiredOverrideText1=Программа «Пулька» может быть установлена либо для всех пользователей (требуются привилегии администратора), либо только для вас.
russian.PrivilegesRequiredOverrideText2=Программа «Пулька» может быть установлена либо только для вас, либо для всех пользователей (требуются привилегии администратора).
english.PrivilegesRequiredOverrideText1=Pulka can be installed for all users (requires administrative privileges), or for you only.
english.PrivilegesRequiredOverrideText2=Pulka can be installed for you only, or for all users (requires administrative privileges).
russian.ConfirmUninstall=Вы действительно хотите удалить программу «%1» и все её компоненты?
russian.UninstallStatusLabel=Пожалуйста, подождите, пока программа «%1» удаляется с вашего компьютера.
russian.UninstalledAll=Программа «%1» была полностью удалена с вашего компьютера.
russian.UninstalledMost=Удаление программы «%1» завершено.%n%nЧасть элементов не удалось удалить. Вы можете удалить их самостоятельно.
russian.UninstalledAndNeedsRestart=Для завершения удаления программы «%1» необходимо перезагрузить компьютер.%n%nВыполнить перезагрузку сейчас?
russian.StatusUninstalling=Удаление программы «%1»...
russian.ShutdownBlockReasonInstallingApp=Установка программы «%1».
russian.ShutdownBlockReasonUninstallingApp=Удаление программы «%1».

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
