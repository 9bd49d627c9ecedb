; Inno Setup 6 script: a per-user installer for the PyInstaller bundle (no admin rights needed).
; Built by packaging/build.py, which passes the defines below:
;   ISCC /DAppVersion=0.1.0 /DBundleDir=dist\rangers-qt /DOutputDir=dist /DIconFile=...\rangers-qt.ico rangers-qt.iss
; Silent install (CI, or scripted):  rangers-qt-<version>-windows-setup.exe /VERYSILENT /CURRENTUSER
; It installs to %LOCALAPPDATA%\Programs\Rangers Qt unless /DIR= says otherwise.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\rangers-qt"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef IconFile
  #define IconFile "..\..\assets\icons\app\rangers-qt.ico"
#endif
#define AppName "Rangers Qt"
#define AppExe "rangers-qt.exe"

[Setup]
; The AppId identifies the app across versions (upgrades, uninstall): never change it.
AppId={{B64E33A1-34DC-4EC1-B172-68C7E26A2FDF}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Rangers Qt contributors
VersionInfoVersion={#AppVersion}
; Per-user by default: {autopf} is %LOCALAPPDATA%\Programs when running without admin rights.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=commandline dialog
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
DisableReadyPage=yes
OutputDir={#OutputDir}
OutputBaseFilename=rangers-qt-{#AppVersion}-windows-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Replace files of a running copy cleanly on upgrade.
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade must not leave files of the previous bundle beside the new ones.
Type: filesandordirs; Name: "{app}\_internal"

[UninstallDelete]
; What the program wrote by itself: the card cache and the logs (rangers_qt/files/places.py).
Type: filesandordirs; Name: "{localappdata}\rangers-qt"

[Registry]
; The settings (QSettings keeps them in the registry): created by the program, removed with it.
Root: HKCU; Subkey: "Software\RangersQt"; Flags: uninsdeletekey dontcreatekey

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
