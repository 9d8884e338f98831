<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Accessible</name>
    <message>
        <source>Accept what this window shows and close it</source>
        <translation>Accept what this window shows and close it</translation>
    </message>
    <message>
        <source>Close this window without changing anything</source>
        <translation>Close this window without changing anything</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Close this window</translation>
    </message>
</context>
<context>
    <name>BackupWatch</name>
    <message>
        <source>Checking today&apos;s backup…</source>
        <translation>Checking today&apos;s backup…</translation>
    </message>
    <message>
        <source>Checking today&apos;s backup… {percent} %</source>
        <translation>Checking today&apos;s backup… {percent} %</translation>
    </message>
    <message>
        <source>Today&apos;s backup is kept.</source>
        <translation>Today&apos;s backup is kept.</translation>
    </message>
</context>
<context>
    <name>BigScreen</name>
    <message>
        <source>Big screen</source>
        <translation>Big screen</translation>
    </message>
    <message>
        <source>{count} deals</source>
        <translation>{count} deals</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Sitting out: {names}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Whists</translation>
    </message>
    <message>
        <source>Refreshes by itself · Esc closes</source>
        <translation>Refreshes by itself · Esc closes</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>deals</source>
        <translation>deals</translation>
    </message>
    <message>
        <source>rests</source>
        <translation>rests</translation>
    </message>
    <message>
        <source>speaks first</source>
        <translation>speaks first</translation>
    </message>
    <message>
        <source>pool {value} of {size}</source>
        <translation>pool {value} of {size}</translation>
    </message>
    <message>
        <source>mountain {m} · whists {w}</source>
        <translation>mountain {m} · whists {w}</translation>
    </message>
    <message>
        <source>The game is finished</source>
        <translation>The game is finished</translation>
    </message>
    <message>
        <source>Settlement: Ctrl+R</source>
        <translation>Settlement: Ctrl+R</translation>
    </message>
    <message>
        <source>Time to settle up (Ctrl+R).</source>
        <translation>Time to settle up (Ctrl+R).</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Deal {number}</translation>
    </message>
    <message>
        <source>Raspasy in a row: {n}</source>
        <translation>Raspasy in a row: {n}</translation>
    </message>
    <message>
        <source>Raspasy price: {price}</source>
        <translation>Raspasy price: {price}</translation>
    </message>
    <message>
        <source>The pool is closed</source>
        <translation>The pool is closed</translation>
    </message>
    <message>
        <source>No deals yet.</source>
        <translation>No deals yet.</translation>
    </message>
    <message>
        <source>Last deal: raspasy — tricks {tricks}.</source>
        <translation>Last deal: raspasy — tricks {tricks}.</translation>
    </message>
    <message>
        <source>Last deal: {declarer} {contract}, not whisted ({calls}).</source>
        <translation>Last deal: {declarer} {contract}, not whisted ({calls}).</translation>
    </message>
    <message>
        <source>Last deal: {declarer} {contract}, given up three down.</source>
        <translation>Last deal: {declarer} {contract}, given up three down.</translation>
    </message>
    <message>
        <source>Games: {name}</source>
        <translation>Games: {name}</translation>
    </message>
    <message>
        <source>Last deal: {declarer} — {outcome}.</source>
        <translation>Last deal: {declarer} — {outcome}.</translation>
    </message>
    <message>
        <source>Last deal: {declarer} {contract}, half-whisted, not played ({calls}).</source>
        <translation>Last deal: {declarer} {contract}, half-whisted, not played ({calls}).</translation>
    </message>
    <message>
        <source>made</source>
        <translation>made</translation>
    </message>
    <message>
        <source>down {n}</source>
        <translation>down {n}</translation>
    </message>
    <message>
        <source>Last deal: {declarer} {contract} ({calls}), took {n}: {result}.</source>
        <translation>Last deal: {declarer} {contract} ({calls}), took {n}: {result}.</translation>
    </message>
    <message>
        <source>The game is over: time to settle up (Ctrl+R).</source>
        <translation>The game is over: time to settle up (Ctrl+R).</translation>
    </message>
    <message>
        <source>Last event: a manual entry for {player}.</source>
        <translation>Last event: a manual entry for {player}.</translation>
    </message>
    <message>
        <source>Last event: an incident — {title}.</source>
        <translation>Last event: an incident — {title}.</translation>
    </message>
</context>
<context>
    <name>CatalogueView</name>
    <message>
        <source>Search: talon, discard…</source>
        <translation>Search: talon, discard…</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Search the rules</translation>
    </message>
    <message>
        <source>Words of the rule, in Russian or English: talon, discard…</source>
        <translation>Words of the rule, in Russian or English: talon, discard…</translation>
    </message>
    <message>
        <source>Rules by section</source>
        <translation>Rules by section</translation>
    </message>
    <message>
        <source>Choose the rule that was broken; its description is shown below.</source>
        <translation>Choose the rule that was broken; its description is shown below.</translation>
    </message>
</context>
<context>
    <name>ChangesDialog</name>
    <message>
        <source>Changes of the field</source>
        <translation>Changes of the field</translation>
    </message>
    <message>
        <source>&amp;Undo the chosen change</source>
        <translation>&amp;Undo the chosen change</translation>
    </message>
    <message>
        <source>{change} (undone)</source>
        <translation>{change} (undone)</translation>
    </message>
    <message>
        <source>No change yet: the field is as it was typed.</source>
        <translation>No change yet: the field is as it was typed.</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>No games yet</source>
        <translation>No games yet</translation>
    </message>
</context>
<context>
    <name>ChartOutput</name>
    <message>
        <source>Save the chart as a picture</source>
        <translation>Save the chart as a picture</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG picture (*.png)</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>Print…</source>
        <translation>Print…</translation>
    </message>
    <message>
        <source>Save as picture…</source>
        <translation>Save as picture…</translation>
    </message>
    <message>
        <source>Print this chart.</source>
        <translation>Print this chart.</translation>
    </message>
    <message>
        <source>Save this chart as a PNG picture.</source>
        <translation>Save this chart as a PNG picture.</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>server {server}</source>
        <translation>server {server}</translation>
    </message>
    <message>
        <source>server</source>
        <translation>server</translation>
    </message>
    <message>
        <source>event {event}</source>
        <translation>event {event}</translation>
    </message>
    <message>
        <source>rule {rule}: {text}</source>
        <translation>rule {rule}: {text}</translation>
    </message>
    <message>
        <source>{path}: no such database</source>
        <translation>{path}: no such database</translation>
    </message>
    <message>
        <source>give the database {path} or --server, not both</source>
        <translation>give the database {path} or --server, not both</translation>
    </message>
    <message>
        <source>name the database file, or the club server with --server URL</source>
        <translation>name the database file, or the club server with --server URL</translation>
    </message>
    <message>
        <source>{option}: {value} is not a date (YYYY-MM-DD)</source>
        <translation>{option}: {value} is not a date (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>{option}: {value} is not a whole number</source>
        <translation>{option}: {value} is not a whole number</translation>
    </message>
    <message>
        <source>{option}: must be {first} or {second}, not {number}</source>
        <translation>{option}: must be {first} or {second}, not {number}</translation>
    </message>
    <message>
        <source>{option}: must be at least 1, not {number}</source>
        <translation>{option}: must be at least 1, not {number}</translation>
    </message>
    <message>
        <source>--from {date_from} is after --to {date_to}</source>
        <translation>--from {date_from} is after --to {date_to}</translation>
    </message>
    <message>
        <source>--rules: unknown preset {value} ({known})</source>
        <translation>--rules: unknown preset {value} ({known})</translation>
    </message>
    <message>
        <source>--measure: unknown measure {value} ({known})</source>
        <translation>--measure: unknown measure {value} ({known})</translation>
    </message>
    <message>
        <source>--measure best needs --best N (how many games count)</source>
        <translation>--measure best needs --best N (how many games count)</translation>
    </message>
    <message>
        <source>--best needs --measure best</source>
        <translation>--best needs --measure best</translation>
    </message>
    <message>
        <source>--versus needs exactly one --player</source>
        <translation>--versus needs exactly one --player</translation>
    </message>
    <message>
        <source>{where}: --rebuild: only the club admin may rebuild the server&apos;s summaries (they are rebuilt by themselves when a game changes)</source>
        <translation>{where}: --rebuild: only the club admin may rebuild the server&apos;s summaries (they are rebuilt by themselves when a game changes)</translation>
    </message>
    <message>
        <source>{where}: no player named {name}</source>
        <translation>{where}: no player named {name}</translation>
    </message>
    <message>
        <source>{where}: {name} is now called {current}</source>
        <translation>{where}: {name} is now called {current}</translation>
    </message>
    <message>
        <source>warning: {path}: no backup copy was kept before the upgrade</source>
        <translation>warning: {path}: no backup copy was kept before the upgrade</translation>
    </message>
    <message>
        <source>{option} must be a number, not {value}</source>
        <translation>{option} must be a number, not {value}</translation>
    </message>
    <message>
        <source>{option} must be 1 or more, not {value}</source>
        <translation>{option} must be 1 or more, not {value}</translation>
    </message>
    <message>
        <source>--seed must be a whole number, not {value}</source>
        <translation>--seed must be a whole number, not {value}</translation>
    </message>
    <message>
        <source>--date must be YYYY-MM-DD, not {value}</source>
        <translation>--date must be YYYY-MM-DD, not {value}</translation>
    </message>
    <message>
        <source>--cap and --timeout-rule count whists: they do not go with --points places</source>
        <translation>--cap and --timeout-rule count whists: they do not go with --points places</translation>
    </message>
    <message>
        <source>--tie-breaks: {value} (each at most once, of: {known})</source>
        <translation>--tie-breaks: {value} (each at most once, of: {known})</translation>
    </message>
    <message>
        <source>this Pulka cannot print PDF (run the pulka command of the desktop app)</source>
        <translation>this Pulka cannot print PDF (run the pulka command of the desktop app)</translation>
    </message>
    <message>
        <source>round 1 seeded by rating (μ − 3σ): {rated}; no rating: {unrated}</source>
        <translation>round 1 seeded by rating (μ − 3σ): {rated}; no rating: {unrated}</translation>
    </message>
    <message>
        <source>unknown penalty rule {value} (see `pulka rules`)</source>
        <translation>unknown penalty rule {value} (see `pulka rules`)</translation>
    </message>
    <message>
        <source>game id must be a number, not {value}</source>
        <translation>game id must be a number, not {value}</translation>
    </message>
    <message>
        <source>a game is named by its number, not {value}</source>
        <translation>a game is named by its number, not {value}</translation>
    </message>
    <message>
        <source>no game {game}</source>
        <translation>no game {game}</translation>
    </message>
    <message>
        <source>{where}: no game {game}</source>
        <translation>{where}: no game {game}</translation>
    </message>
    <message>
        <source>game {game} changed while it was being copied; run the command again</source>
        <translation>game {game} changed while it was being copied; run the command again</translation>
    </message>
    <message>
        <source>game {game} cannot be read</source>
        <translation>game {game} cannot be read</translation>
    </message>
    <message>
        <source>the games could not be copied</source>
        <translation>the games could not be copied</translation>
    </message>
    <message>
        <source>game {game} ({players}): changed on both sides after event {event}; not merged (export both copies, keep one, and import it as a new game)</source>
        <translation>game {game} ({players}): changed on both sides after event {event}; not merged (export both copies, keep one, and import it as a new game)</translation>
    </message>
    <message>
        <source>the roster (renames, merges, hidden players) changed on both sides after record {record}; not merged (make the changes again on one side)</source>
        <translation>the roster (renames, merges, hidden players) changed on both sides after record {record}; not merged (make the changes again on one side)</translation>
    </message>
    <message>
        <source>the roster was not copied: {reason}</source>
        <translation>the roster was not copied: {reason}</translation>
    </message>
    <message>
        <source>its log cannot be read back in order</source>
        <translation>its log cannot be read back in order</translation>
    </message>
    <message>
        <source>it names game {game}, which was not copied</source>
        <translation>it names game {game}, which was not copied</translation>
    </message>
    <message>
        <source>event {event} ({name}): changed on both sides after round {round}; not merged (seat the round again on one side)</source>
        <translation>event {event} ({name}): changed on both sides after round {round}; not merged (seat the round again on one side)</translation>
    </message>
    <message>
        <source>event {event} ({name}) was not copied: {reason}</source>
        <translation>event {event} ({name}) was not copied: {reason}</translation>
    </message>
    <message>
        <source>{where}: no evening or tournament yet (create one with pulka event create)</source>
        <translation>{where}: no evening or tournament yet (create one with pulka event create)</translation>
    </message>
    <message>
        <source>--port must be a number from 1 to 65535, not {value}</source>
        <translation>--port must be a number from 1 to 65535, not {value}</translation>
    </message>
    <message>
        <source>{path}: cannot write the pages there ({reason})</source>
        <translation>{path}: cannot write the pages there ({reason})</translation>
    </message>
    <message>
        <source>whists: must map each player to the whists he wrote on the others</source>
        <translation>whists: must map each player to the whists he wrote on the others</translation>
    </message>
    <message>
        <source>{where}: must map opponents to numbers</source>
        <translation>{where}: must map opponents to numbers</translation>
    </message>
    <message>
        <source>{where}: not an opponent of {player}</source>
        <translation>{where}: not an opponent of {player}</translation>
    </message>
    <message>
        <source>{where}: unknown player</source>
        <translation>{where}: unknown player</translation>
    </message>
    <message>
        <source>{where}: must map each player to a number</source>
        <translation>{where}: must map each player to a number</translation>
    </message>
    <message>
        <source>{where}: missing</source>
        <translation>{where}: missing</translation>
    </message>
    <message>
        <source>{where}: must be a whole number, not {value}</source>
        <translation>{where}: must be a whole number, not {value}</translation>
    </message>
    <message>
        <source>{where}: at most {limit} in one column</source>
        <translation>{where}: at most {limit} in one column</translation>
    </message>
    <message>
        <source>{option} is an option of the desktop app; {why}</source>
        <translation>{option} is an option of the desktop app; {why}</translation>
    </message>
    <message>
        <source>&apos;{command}&apos; takes the database after its name (pulka {command} --help)</source>
        <translation>&apos;{command}&apos; takes the database after its name (pulka {command} --help)</translation>
    </message>
    <message>
        <source>&apos;{command}&apos; does not read a club server (--server is for push, pull, export, import)</source>
        <translation>&apos;{command}&apos; does not read a club server (--server is for push, pull, export, import)</translation>
    </message>
    <message>
        <source>it checks the desktop app and runs no command (run pulka {option} alone)</source>
        <translation>it checks the desktop app and runs no command (run pulka {option} alone)</translation>
    </message>
    <message>
        <source>the desktop app is not available here (run the pulka command)</source>
        <translation>the desktop app is not available here (run the pulka command)</translation>
    </message>
    <message>
        <source>line {line}, column {column}: not valid JSON</source>
        <translation>line {line}, column {column}: not valid JSON</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>no such file or folder</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission denied</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>the disk or folder is read-only</source>
        <translation>the disk or folder is read-only</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>it is a folder, not a file</translation>
    </message>
    <message>
        <source>cannot be read or written</source>
        <translation>cannot be read or written</translation>
    </message>
    <message>
        <source>the result cannot be shown in this terminal&apos;s encoding; use a UTF-8 terminal</source>
        <translation>the result cannot be shown in this terminal&apos;s encoding; use a UTF-8 terminal</translation>
    </message>
    <message>
        <source>{path}: is not a Pulka database</source>
        <translation>{path}: is not a Pulka database</translation>
    </message>
    <message>
        <source>{path}: is damaged</source>
        <translation>{path}: is damaged</translation>
    </message>
    <message>
        <source>{path}: was written by a newer Pulka; update Pulka to open it</source>
        <translation>{path}: was written by a newer Pulka; update Pulka to open it</translation>
    </message>
    <message>
        <source>{path}: is in use by another program; close it and try again</source>
        <translation>{path}: is in use by another program; close it and try again</translation>
    </message>
    <message>
        <source>{path}: cannot be created</source>
        <translation>{path}: cannot be created</translation>
    </message>
    <message>
        <source>{path}: was written by an older Pulka and must be upgraded, but it cannot be written</source>
        <translation>{path}: was written by an older Pulka and must be upgraded, but it cannot be written</translation>
    </message>
    <message>
        <source>{path}: holds no Pulka database</source>
        <translation>{path}: holds no Pulka database</translation>
    </message>
    <message>
        <source>{path}: cannot be read: its latest changes wait in a journal file this folder does not let Pulka open</source>
        <translation>{path}: cannot be read: its latest changes wait in a journal file this folder does not let Pulka open</translation>
    </message>
    <message>
        <source>{path}: is on a network filesystem, where two computers writing one database can damage it; keep it on a local disk, or share games through a club server (pulka push FILE --server URL)</source>
        <translation>{path}: is on a network filesystem, where two computers writing one database can damage it; keep it on a local disk, or share games through a club server (pulka push FILE --server URL)</translation>
    </message>
    <message>
        <source>{url}: not a club server address: {reason}</source>
        <translation>{url}: not a club server address: {reason}</translation>
    </message>
    <message>
        <source>{url} is not a postgresql:// URL</source>
        <translation>{url} is not a postgresql:// URL</translation>
    </message>
    <message>
        <source>server {server}: {reason}</source>
        <translation>server {server}: {reason}</translation>
    </message>
    <message>
        <source>the club server cannot be reached</source>
        <translation>the club server cannot be reached</translation>
    </message>
    <message>
        <source>the club server refused the user name or password</source>
        <translation>the club server refused the user name or password</translation>
    </message>
    <message>
        <source>the club server has no such database</source>
        <translation>the club server has no such database</translation>
    </message>
    <message>
        <source>the club server holds no Pulka database; the club admin runs &apos;pulka server init&apos;</source>
        <translation>the club server holds no Pulka database; the club admin runs &apos;pulka server init&apos;</translation>
    </message>
    <message>
        <source>the club server was set up by a newer Pulka; update Pulka to use it</source>
        <translation>the club server was set up by a newer Pulka; update Pulka to use it</translation>
    </message>
    <message>
        <source>the club server needs an upgrade only the club admin may make (&apos;pulka server init&apos;)</source>
        <translation>the club server needs an upgrade only the club admin may make (&apos;pulka server init&apos;)</translation>
    </message>
    <message>
        <source>the club server does not allow this to the connected user</source>
        <translation>the club server does not allow this to the connected user</translation>
    </message>
    <message>
        <source>the club server address is not a PostgreSQL URL</source>
        <translation>the club server address is not a PostgreSQL URL</translation>
    </message>
    <message>
        <source>this installation of Pulka cannot connect to a club server</source>
        <translation>this installation of Pulka cannot connect to a club server</translation>
    </message>
    <message>
        <source>the club server refused the request</source>
        <translation>the club server refused the request</translation>
    </message>
    <message>
        <source>the server did not prove to be the club&apos;s: its certificate is not signed by the CA file given (sslrootcert), or it names another server</source>
        <translation>the server did not prove to be the club&apos;s: its certificate is not signed by the CA file given (sslrootcert), or it names another server</translation>
    </message>
    <message>
        <source>the CA file given (sslrootcert) cannot be read, so the server cannot be checked</source>
        <translation>the CA file given (sslrootcert) cannot be read, so the server cannot be checked</translation>
    </message>
    <message>
        <source>the club server does not offer an encrypted connection (TLS), and one was required</source>
        <translation>the club server does not offer an encrypted connection (TLS), and one was required</translation>
    </message>
</context>
<context>
    <name>Codes</name>
    <message>
        <source>correction of the manual entry for {player}</source>
        <translation>correction of the manual entry for {player}</translation>
    </message>
    <message>
        <source>correction of deal {number}, incident: {title}</source>
        <translation>correction of deal {number}, incident: {title}</translation>
    </message>
    <message>
        <source>correction of the incident: {title}</source>
        <translation>correction of the incident: {title}</translation>
    </message>
    <message>
        <source>deal {number}, incident: {title}</source>
        <translation>deal {number}, incident: {title}</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>misère</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>NT</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>declarer</translation>
    </message>
    <message>
        <source>defenders</source>
        <translation>defenders</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>tricks</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <source>whists</source>
        <translation>whists</translation>
    </message>
    <message>
        <source>{player} deals this time and sits out: he cannot declare.</source>
        <translation>{player} deals this time and sits out: he cannot declare.</translation>
    </message>
    <message>
        <source>After raspasy the game must be at least a {minimum}.</source>
        <translation>After raspasy the game must be at least a {minimum}.</translation>
    </message>
    <message>
        <source>Nobody whists a misère.</source>
        <translation>Nobody whists a misère.</translation>
    </message>
    <message>
        <source>Stalingrad: 6♠ must be whisted by both defenders.</source>
        <translation>Stalingrad: 6♠ must be whisted by both defenders.</translation>
    </message>
    <message>
        <source>Talon whists apply only to a resting dealer under the house rule.</source>
        <translation>Talon whists apply only to a resting dealer under the house rule.</translation>
    </message>
    <message>
        <source>Talon tricks must be between 0 and 3.</source>
        <translation>Talon tricks must be between 0 and 3.</translation>
    </message>
    <message>
        <source>The declarer {player} cannot whist his own game.</source>
        <translation>The declarer {player} cannot whist his own game.</translation>
    </message>
    <message>
        <source>{player} is not defending this deal.</source>
        <translation>{player} is not defending this deal.</translation>
    </message>
    <message>
        <source>Unknown call “{call}”.</source>
        <translation>Unknown call “{call}”.</translation>
    </message>
    <message>
        <source>“{name}” contains a control character (a line break, a tab, an escape) or a mark that turns the text around; type the name without it.</source>
        <translation>“{name}” contains a control character (a line break, a tab, an escape) or a mark that turns the text around; type the name without it.</translation>
    </message>
    <message>
        <source>{player} may whist only after two passes, or a pass and a half-whist.</source>
        <translation>{player} may whist only after two passes, or a pass and a half-whist.</translation>
    </message>
    <message>
        <source>Choose whist or pass for {player}.</source>
        <translation>Choose whist or pass for {player}.</translation>
    </message>
    <message>
        <source>Half-whist is not allowed by these rules.</source>
        <translation>Half-whist is not allowed by these rules.</translation>
    </message>
    <message>
        <source>Half-whist is possible only on a 6 or a 7.</source>
        <translation>Half-whist is possible only on a 6 or a 7.</translation>
    </message>
    <message>
        <source>Only the second defender may half-whist, not {player}.</source>
        <translation>Only the second defender may half-whist, not {player}.</translation>
    </message>
    <message>
        <source>Half-whist needs {player} to pass first.</source>
        <translation>Half-whist needs {player} to pass first.</translation>
    </message>
    <message>
        <source>{player} sits out this deal and takes no tricks.</source>
        <translation>{player} sits out this deal and takes no tricks.</translation>
    </message>
    <message>
        <source>Tricks of {player} must be between 0 and 10.</source>
        <translation>Tricks of {player} must be between 0 and 10.</translation>
    </message>
    <message>
        <source>Nobody whisted, so the deal was not played: no tricks.</source>
        <translation>Nobody whisted, so the deal was not played: no tricks.</translation>
    </message>
    <message>
        <source>Enter the tricks of {player}.</source>
        <translation>Enter the tricks of {player}.</translation>
    </message>
    <message>
        <source>The tricks add up to {total}; they must add up to 10.</source>
        <translation>The tricks add up to {total}; they must add up to 10.</translation>
    </message>
    <message>
        <source>{player} is not in this game ({field}).</source>
        <translation>{player} is not in this game ({field}).</translation>
    </message>
    <message>
        <source>Whists must be written on another player.</source>
        <translation>Whists must be written on another player.</translation>
    </message>
    <message>
        <source>A player cannot write whists on himself.</source>
        <translation>A player cannot write whists on himself.</translation>
    </message>
    <message>
        <source>Amounts must be whole numbers.</source>
        <translation>Amounts must be whole numbers.</translation>
    </message>
    <message>
        <source>The entry writes nothing.</source>
        <translation>The entry writes nothing.</translation>
    </message>
    <message>
        <source>“{contract}” is not a contract.</source>
        <translation>“{contract}” is not a contract.</translation>
    </message>
    <message>
        <source>“{contract}” is not a contract: type 7h, 7ч, 7♥, 6nt, мизер or распасы.</source>
        <translation>“{contract}” is not a contract: type 7h, 7ч, 7♥, 6nt, мизер or распасы.</translation>
    </message>
    <message>
        <source>Type the contract: 7h, 7ч, 7♥, 6nt, мизер or распасы.</source>
        <translation>Type the contract: 7h, 7ч, 7♥, 6nt, мизер or распасы.</translation>
    </message>
    <message>
        <source>A game needs three or four players.</source>
        <translation>A game needs three or four players.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Every player needs a name.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Two players have the same name.</translation>
    </message>
    <message>
        <source>The first dealer must be one of the players.</source>
        <translation>The first dealer must be one of the players.</translation>
    </message>
    <message>
        <source>The value of the option “{option}” is not allowed.</source>
        <translation>The value of the option “{option}” is not allowed.</translation>
    </message>
    <message>
        <source>Unknown rules option “{option}”.</source>
        <translation>Unknown rules option “{option}”.</translation>
    </message>
    <message>
        <source>Unknown rules preset “{preset}”.</source>
        <translation>Unknown rules preset “{preset}”.</translation>
    </message>
    <message>
        <source>Unknown kind of event.</source>
        <translation>Unknown kind of event.</translation>
    </message>
    <message>
        <source>The game was changed in another window; it has been reloaded. Please try again.</source>
        <translation>The game was changed in another window; it has been reloaded. Please try again.</translation>
    </message>
    <message>
        <source>This game no longer exists.</source>
        <translation>This game no longer exists.</translation>
    </message>
    <message>
        <source>The game is finished; reopen it to change it.</source>
        <translation>The game is finished; reopen it to change it.</translation>
    </message>
    <message>
        <source>The game is not finished.</source>
        <translation>The game is not finished.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>There is nothing to undo.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>There is nothing to redo.</translation>
    </message>
    <message>
        <source>Please enter a name.</source>
        <translation>Please enter a name.</translation>
    </message>
    <message>
        <source>There is no player called {player}.</source>
        <translation>There is no player called {player}.</translation>
    </message>
    <message>
        <source>{player} is already someone&apos;s name. To join the two, merge them instead.</source>
        <translation>{player} is already someone&apos;s name. To join the two, merge them instead.</translation>
    </message>
    <message>
        <source>The new name is the same as the old one.</source>
        <translation>The new name is the same as the old one.</translation>
    </message>
    <message>
        <source>They played at the same table in game {game_id}, so they are two people.</source>
        <translation>They played at the same table in game {game_id}, so they are two people.</translation>
    </message>
    <message>
        <source>Only the club&apos;s administrator may delete games.</source>
        <translation>Only the club&apos;s administrator may delete games.</translation>
    </message>
    <message>
        <source>Only the club&apos;s administrator may rename or merge players.</source>
        <translation>Only the club&apos;s administrator may rename or merge players.</translation>
    </message>
    <message>
        <source>Players cannot be renamed nor games deleted in this database.</source>
        <translation>Players cannot be renamed nor games deleted in this database.</translation>
    </message>
    <message>
        <source>Statistics cannot be counted from the games of this database.</source>
        <translation>Statistics cannot be counted from the games of this database.</translation>
    </message>
    <message>
        <source>The list of renamed players and deleted games is damaged.</source>
        <translation>The list of renamed players and deleted games is damaged.</translation>
    </message>
    <message>
        <source>The club server cannot be reached: nothing was written. Try again when the server is back.</source>
        <translation>The club server cannot be reached: nothing was written. Try again when the server is back.</translation>
    </message>
    <message>
        <source>The club server refused this: nothing was written.</source>
        <translation>The club server refused this: nothing was written.</translation>
    </message>
    <message>
        <source>There is no evening or tournament {event_id}.</source>
        <translation>There is no evening or tournament {event_id}.</translation>
    </message>
    <message>
        <source>Only the club&apos;s administrator may create evenings and seat or start rounds; at a table the games are recorded.</source>
        <translation>Only the club&apos;s administrator may create evenings and seat or start rounds; at a table the games are recorded.</translation>
    </message>
    <message>
        <source>The phones&apos; server cannot listen on {host}, port {port}: another program may use the port, or the address is not this computer&apos;s. Choose another port or address.</source>
        <translation>The phones&apos; server cannot listen on {host}, port {port}: another program may use the port, or the address is not this computer&apos;s. Choose another port or address.</translation>
    </message>
    <message>
        <source>Phones at the tables are not available in this installation.</source>
        <translation>Phones at the tables are not available in this installation.</translation>
    </message>
    <message>
        <source>Evenings and tournaments cannot be kept in this database.</source>
        <translation>Evenings and tournaments cannot be kept in this database.</translation>
    </message>
    <message>
        <source>Give the evening or tournament a name.</source>
        <translation>Give the evening or tournament a name.</translation>
    </message>
    <message>
        <source>An event is an evening or a tournament.</source>
        <translation>An event is an evening or a tournament.</translation>
    </message>
    <message>
        <source>The settings of the evening or tournament cannot be read.</source>
        <translation>The settings of the evening or tournament cannot be read.</translation>
    </message>
    <message>
        <source>The seating is not possible: every player sits at one table of three or four, or sits out, exactly once.</source>
        <translation>The seating is not possible: every player sits at one table of three or four, or sits out, exactly once.</translation>
    </message>
    <message>
        <source>The seating has no table.</source>
        <translation>The seating has no table.</translation>
    </message>
    <message>
        <source>A table seats three or four players, not {size} ({names}).</source>
        <translation>A table seats three or four players, not {size} ({names}).</translation>
    </message>
    <message>
        <source>Seated twice: {names}.</source>
        <translation>Seated twice: {names}.</translation>
    </message>
    <message>
        <source>Not players of this evening: {names}.</source>
        <translation>Not players of this evening: {names}.</translation>
    </message>
    <message>
        <source>Not seated: {names}.</source>
        <translation>Not seated: {names}.</translation>
    </message>
    <message>
        <source>Round {round} cannot be seated now: the next round is {next_round}.</source>
        <translation>Round {round} cannot be seated now: the next round is {next_round}.</translation>
    </message>
    <message>
        <source>Round {round} has not started yet: start it before seating the next one.</source>
        <translation>Round {round} has not started yet: start it before seating the next one.</translation>
    </message>
    <message>
        <source>Round {round} has already started: its seating can no longer change.</source>
        <translation>Round {round} has already started: its seating can no longer change.</translation>
    </message>
    <message>
        <source>There is no round {round} yet.</source>
        <translation>There is no round {round} yet.</translation>
    </message>
    <message>
        <source>“{player}” is typed twice: type each player once.</source>
        <translation>“{player}” is typed twice: type each player once.</translation>
    </message>
    <message>
        <source>“{first}” and “{second}” are the same player: type each player once.</source>
        <translation>“{first}” and “{second}” are the same player: type each player once.</translation>
    </message>
    <message>
        <source>The field has been cut for the final (from round {round}): nobody enters now.</source>
        <translation>The field has been cut for the final (from round {round}): nobody enters now.</translation>
    </message>
    <message>
        <source>{player} already plays round {round}.</source>
        <translation>{player} already plays round {round}.</translation>
    </message>
    <message>
        <source>{player} was removed from round {round}: reinstate him instead.</source>
        <translation>{player} was removed from round {round}: reinstate him instead.</translation>
    </message>
    <message>
        <source>{player} does not play round {round}.</source>
        <translation>{player} does not play round {round}.</translation>
    </message>
    <message>
        <source>{player} has not been removed.</source>
        <translation>{player} has not been removed.</translation>
    </message>
    <message>
        <source>Round {round} has no table {table}.</source>
        <translation>Round {round} has no table {table}.</translation>
    </message>
    <message>
        <source>{player} does not sit at table {table} now.</source>
        <translation>{player} does not sit at table {table} now.</translation>
    </message>
    <message>
        <source>{player} has already sat at a table in round {round}.</source>
        <translation>{player} has already sat at a table in round {round}.</translation>
    </message>
    <message>
        <source>The swap comes after deal {first} to {last}, not after deal {deals}.</source>
        <translation>The swap comes after deal {first} to {last}, not after deal {deals}.</translation>
    </message>
    <message>
        <source>A cut comes after a round has been played.</source>
        <translation>A cut comes after a round has been played.</translation>
    </message>
    <message>
        <source>A final keeps from 3 to {most} players, not {keep}.</source>
        <translation>A final keeps from 3 to {most} players, not {keep}.</translation>
    </message>
    <message>
        <source>There is no change {seq}.</source>
        <translation>There is no change {seq}.</translation>
    </message>
    <message>
        <source>Change {seq} is an undo: record it anew.</source>
        <translation>Change {seq} is an undo: record it anew.</translation>
    </message>
    <message>
        <source>Change {seq} has already been undone.</source>
        <translation>Change {seq} has already been undone.</translation>
    </message>
    <message>
        <source>Change {seq} cannot be undone: round {round} has started.</source>
        <translation>Change {seq} cannot be undone: round {round} has started.</translation>
    </message>
    <message>
        <source>The changes of evening or tournament {event_id} cannot be read.</source>
        <translation>The changes of evening or tournament {event_id} cannot be read.</translation>
    </message>
    <message>
        <source>No round has started yet: a substitute takes a seat in a round being played.</source>
        <translation>No round has started yet: a substitute takes a seat in a round being played.</translation>
    </message>
    <message>
        <source>Round {round} is still being played: the cut comes once every table is over.</source>
        <translation>Round {round} is still being played: the cut comes once every table is over.</translation>
    </message>
    <message>
        <source>Only the newest round can be cancelled: round {newest}, not {round}.</source>
        <translation>Only the newest round can be cancelled: round {newest}, not {round}.</translation>
    </message>
    <message>
        <source>Round {round} cannot be cancelled: table {table} has recorded a deal. Undo the deals first.</source>
        <translation>Round {round} cannot be cancelled: table {table} has recorded a deal. Undo the deals first.</translation>
    </message>
    <message>
        <source>This is not a game file.</source>
        <translation>This is not a game file.</translation>
    </message>
    <message>
        <source>Table {table} seats {players} in this order, not {given}.</source>
        <translation>Table {table} seats {players} in this order, not {given}.</translation>
    </message>
    <message>
        <source>The game file&apos;s rules are not the rules table {table} plays by.</source>
        <translation>The game file&apos;s rules are not the rules table {table} plays by.</translation>
    </message>
    <message>
        <source>Table {table} has already recorded {deals} deals: add the rest deal by deal.</source>
        <translation>Table {table} has already recorded {deals} deals: add the rest deal by deal.</translation>
    </message>
    <message>
        <source>Table {table} has played its round ({deals} deals): nothing more is recorded.</source>
        <translation>Table {table} has played its round ({deals} deals): nothing more is recorded.</translation>
    </message>
    <message>
        <source>A round is {deals} deals: table {table} would play more.</source>
        <translation>A round is {deals} deals: table {table} would play more.</translation>
    </message>
    <message>
        <source>Change {seq} cannot be undone: a later round than {round} has started.</source>
        <translation>Change {seq} cannot be undone: a later round than {round} has started.</translation>
    </message>
    <message>
        <source>Only a deal or an entry still in effect can be corrected.</source>
        <translation>Only a deal or an entry still in effect can be corrected.</translation>
    </message>
    <message>
        <source>The file {path} cannot be read.</source>
        <translation>The file {path} cannot be read.</translation>
    </message>
    <message>
        <source>The operation was refused ({code}).</source>
        <translation>The operation was refused ({code}).</translation>
    </message>
    <message>
        <source>game made</source>
        <translation>game made</translation>
    </message>
    <message>
        <source>half-whist</source>
        <translation>half-whist</translation>
    </message>
    <message>
        <source>whists for tricks</source>
        <translation>whists for tricks</translation>
    </message>
    <message>
        <source>consolation</source>
        <translation>consolation</translation>
    </message>
    <message>
        <source>whisters&apos; shortfall</source>
        <translation>whisters&apos; shortfall</translation>
    </message>
    <message>
        <source>misère made</source>
        <translation>misère made</translation>
    </message>
    <message>
        <source>misère failed</source>
        <translation>misère failed</translation>
    </message>
    <message>
        <source>tricks on raspasy</source>
        <translation>tricks on raspasy</translation>
    </message>
    <message>
        <source>no trick on raspasy</source>
        <translation>no trick on raspasy</translation>
    </message>
    <message>
        <source>Rostov raspasy whists</source>
        <translation>Rostov raspasy whists</translation>
    </message>
    <message>
        <source>resting dealer on raspasy</source>
        <translation>resting dealer on raspasy</translation>
    </message>
    <message>
        <source>talon whists</source>
        <translation>talon whists</translation>
    </message>
    <message>
        <source>help from a closed pool</source>
        <translation>help from a closed pool</translation>
    </message>
    <message>
        <source>whists for help</source>
        <translation>whists for help</translation>
    </message>
    <message>
        <source>pool overflow</source>
        <translation>pool overflow</translation>
    </message>
    <message>
        <source>mountain first</source>
        <translation>mountain first</translation>
    </message>
    <message>
        <source>manual entry</source>
        <translation>manual entry</translation>
    </message>
    <message>
        <source>{title} ({rule})</source>
        <translation>{title} ({rule})</translation>
    </message>
    <message>
        <source>penalty {rule}</source>
        <translation>penalty {rule}</translation>
    </message>
    <message>
        <source>whist</source>
        <translation>whist</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>{player}: whists on {on} {amount}</source>
        <translation>{player}: whists on {on} {amount}</translation>
    </message>
    <message>
        <source>{player}: pool {amount}</source>
        <translation>{player}: pool {amount}</translation>
    </message>
    <message>
        <source>{player}: mountain {amount}</source>
        <translation>{player}: mountain {amount}</translation>
    </message>
    <message>
        <source>deal {number}: {declarer} {contract}</source>
        <translation>deal {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <source>deal {number}: raspasy</source>
        <translation>deal {number}: raspasy</translation>
    </message>
    <message>
        <source>manual entry for {player}</source>
        <translation>manual entry for {player}</translation>
    </message>
    <message>
        <source>incident {rule}</source>
        <translation>incident {rule}</translation>
    </message>
    <message>
        <source>correction of event {target}</source>
        <translation>correction of event {target}</translation>
    </message>
    <message>
        <source>undo of event {target}</source>
        <translation>undo of event {target}</translation>
    </message>
    <message>
        <source>redo of event {target}</source>
        <translation>redo of event {target}</translation>
    </message>
    <message>
        <source>game finished</source>
        <translation>game finished</translation>
    </message>
    <message>
        <source>game reopened</source>
        <translation>game reopened</translation>
    </message>
    <message>
        <source>game started</source>
        <translation>game started</translation>
    </message>
    <message>
        <source>incident: {title}</source>
        <translation>incident: {title}</translation>
    </message>
    <message>
        <source>deal: {declarer} {contract}</source>
        <translation>deal: {declarer} {contract}</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>pool</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>mountain</translation>
    </message>
    <message>
        <source>A yes-or-no field of the game file holds “{value}”.</source>
        <translation>A yes-or-no field of the game file holds “{value}”.</translation>
    </message>
    <message>
        <source>“{player}” and “{other}” look the same: give the players different names.</source>
        <translation>“{player}” and “{other}” look the same: give the players different names.</translation>
    </message>
    <message>
        <source>A name may have at most {limit} characters.</source>
        <translation>A name may have at most {limit} characters.</translation>
    </message>
    <message>
        <source>After the penalty “{rule}” {player} must pass in this deal and cannot declare. If the table agreed otherwise, record a custom penalty first.</source>
        <translation>After the penalty “{rule}” {player} must pass in this deal and cannot declare. If the table agreed otherwise, record a custom penalty first.</translation>
    </message>
    <message>
        <source>After the penalty “{rule}” this deal is a raspasy, not {contract}. If the table agreed otherwise, record a custom penalty first.</source>
        <translation>After the penalty “{rule}” this deal is a raspasy, not {contract}. If the table agreed otherwise, record a custom penalty first.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text. Save it as UTF-8 and try again.</source>
        <translation>The file is not UTF-8 text. Save it as UTF-8 and try again.</translation>
    </message>
    <message>
        <source>The file is larger than {limit_mb} MB: it is not a game file.</source>
        <translation>The file is larger than {limit_mb} MB: it is not a game file.</translation>
    </message>
    <message>
        <source>The file is not a game file: error at line {line}, column {column}.</source>
        <translation>The file is not a game file: error at line {line}, column {column}.</translation>
    </message>
    <message>
        <source>The file is nested too deeply: it is not a game file.</source>
        <translation>The file is nested too deeply: it is not a game file.</translation>
    </message>
    <message>
        <source>The file contains a number too long for a score.</source>
        <translation>The file contains a number too long for a score.</translation>
    </message>
    <message>
        <source>The file contains text with invalid Unicode characters.</source>
        <translation>The file contains text with invalid Unicode characters.</translation>
    </message>
    <message>
        <source>The file has an unknown field “{field}”: check its spelling.</source>
        <translation>The file has an unknown field “{field}”: check its spelling.</translation>
    </message>
    <message>
        <source>A number in the file is too large: at most {limit} in one column.</source>
        <translation>A number in the file is too large: at most {limit} in one column.</translation>
    </message>
    <message>
        <source>The file {path} cannot be written.</source>
        <translation>The file {path} cannot be written.</translation>
    </message>
    <message>
        <source>An amount cannot be negative ({value}).</source>
        <translation>An amount cannot be negative ({value}).</translation>
    </message>
    <message>
        <source>The sheet has no {column} for {player}.</source>
        <translation>The sheet has no {column} for {player}.</translation>
    </message>
    <message>
        <source>The file holds no game.</source>
        <translation>The file holds no game.</translation>
    </message>
    <message>
        <source>This is not a Pulka game file.</source>
        <translation>This is not a Pulka game file.</translation>
    </message>
    <message>
        <source>The game file was written by a newer Pulka (version {value}): update Pulka.</source>
        <translation>The game file was written by a newer Pulka (version {value}): update Pulka.</translation>
    </message>
    <message>
        <source>The game file&apos;s list of players cannot be read.</source>
        <translation>The game file&apos;s list of players cannot be read.</translation>
    </message>
    <message>
        <source>{player}: an amount is a whole number or a half ({value} is neither).</source>
        <translation>{player}: an amount is a whole number or a half ({value} is neither).</translation>
    </message>
    <message>
        <source>{player}: an amount is too large, at most {limit} in one column.</source>
        <translation>{player}: an amount is too large, at most {limit} in one column.</translation>
    </message>
    <message>
        <source>The file names its game by a damaged identifier (uuid).</source>
        <translation>The file names its game by a damaged identifier (uuid).</translation>
    </message>
    <message>
        <source>The game file&apos;s rules cannot be read.</source>
        <translation>The game file&apos;s rules cannot be read.</translation>
    </message>
    <message>
        <source>The game file&apos;s list of deals cannot be read.</source>
        <translation>The game file&apos;s list of deals cannot be read.</translation>
    </message>
    <message>
        <source>A record in the game file cannot be read.</source>
        <translation>A record in the game file cannot be read.</translation>
    </message>
    <message>
        <source>The game file has a record of an unknown kind ({value}).</source>
        <translation>The game file has a record of an unknown kind ({value}).</translation>
    </message>
    <message>
        <source>An incident in the game file cannot be read.</source>
        <translation>An incident in the game file cannot be read.</translation>
    </message>
    <message>
        <source>A deal in the game file names no declarer.</source>
        <translation>A deal in the game file names no declarer.</translation>
    </message>
    <message>
        <source>The whists and passes of a deal in the game file cannot be read.</source>
        <translation>The whists and passes of a deal in the game file cannot be read.</translation>
    </message>
    <message>
        <source>A manual entry in the game file names no player.</source>
        <translation>A manual entry in the game file names no player.</translation>
    </message>
    <message>
        <source>The note of a manual entry in the game file cannot be read.</source>
        <translation>The note of a manual entry in the game file cannot be read.</translation>
    </message>
    <message>
        <source>Amounts in the game file cannot be read.</source>
        <translation>Amounts in the game file cannot be read.</translation>
    </message>
    <message>
        <source>The game&apos;s history is damaged: record {seq} is out of order.</source>
        <translation>The game&apos;s history is damaged: record {seq} is out of order.</translation>
    </message>
    <message>
        <source>The game&apos;s history is damaged: record {seq} is empty.</source>
        <translation>The game&apos;s history is damaged: record {seq} is empty.</translation>
    </message>
    <message>
        <source>The game&apos;s history is damaged: record {seq} is of an unknown kind.</source>
        <translation>The game&apos;s history is damaged: record {seq} is of an unknown kind.</translation>
    </message>
    <message>
        <source>The game&apos;s history is damaged: record {seq} undoes nothing.</source>
        <translation>The game&apos;s history is damaged: record {seq} undoes nothing.</translation>
    </message>
    <message>
        <source>The game&apos;s history is damaged: record {seq} redoes nothing.</source>
        <translation>The game&apos;s history is damaged: record {seq} redoes nothing.</translation>
    </message>
    <message>
        <source>The game&apos;s history is damaged: record {seq} cannot be read.</source>
        <translation>The game&apos;s history is damaged: record {seq} cannot be read.</translation>
    </message>
    <message>
        <source>Record {seq} was written by a newer Pulka: update Pulka to open this game.</source>
        <translation>Record {seq} was written by a newer Pulka: update Pulka to open this game.</translation>
    </message>
    <message>
        <source>correction of deal {number}: {declarer} {contract}</source>
        <translation>correction of deal {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <source>correction of deal {number}: raspasy</source>
        <translation>correction of deal {number}: raspasy</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>raspasy</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Undo deal {number}: {declarer} {contract}</source>
        <translation>&amp;Undo deal {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <source>&amp;Undo deal {number}: raspasy</source>
        <translation>&amp;Undo deal {number}: raspasy</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Undo {what}</translation>
    </message>
    <message>
        <source>&amp;Undo deal {number}, incident: {title}</source>
        <translation>&amp;Undo deal {number}, incident: {title}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Redo deal {number}: {declarer} {contract}</source>
        <translation>&amp;Redo deal {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <source>&amp;Redo deal {number}: raspasy</source>
        <translation>&amp;Redo deal {number}: raspasy</translation>
    </message>
    <message>
        <source>&amp;Redo {what}</source>
        <translation>&amp;Redo {what}</translation>
    </message>
    <message>
        <source>&amp;Redo deal {number}, incident: {title}</source>
        <translation>&amp;Redo deal {number}, incident: {title}</translation>
    </message>
    <message>
        <source>game counted as made, not played</source>
        <translation>game counted as made, not played</translation>
    </message>
    <message>
        <source>failed contract, remiz</source>
        <translation>failed contract, remiz</translation>
    </message>
    <message>
        <source>deal {number}: {declarer} — {outcome}</source>
        <translation>deal {number}: {declarer} — {outcome}</translation>
    </message>
    <message>
        <source>Sochi</source>
        <translation>Sochi</translation>
    </message>
    <message>
        <source>Leningrad</source>
        <translation>Leningrad</translation>
    </message>
    <message>
        <source>Rostov</source>
        <translation>Rostov</translation>
    </message>
    <message>
        <source>Piter (whists doubled, mountain not)</source>
        <translation>Piter (whists doubled, mountain not)</translation>
    </message>
    <message>
        <source>Sport rules (FSPR, Leningrad system)</source>
        <translation>Sport rules (FSPR, Leningrad system)</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prices</translation>
    </message>
    <message>
        <source>Whist</source>
        <translation>Whist</translation>
    </message>
    <message>
        <source>Raspasy</source>
        <translation>Raspasy</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Four players</translation>
    </message>
    <message>
        <source>Pool and end</source>
        <translation>Pool and end</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Settlement</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Penalties</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Other</translation>
    </message>
    <message>
        <source>responsible (full price)</source>
        <translation>responsible (full price)</translation>
    </message>
    <message>
        <source>half-responsible (half price)</source>
        <translation>half-responsible (half price)</translation>
    </message>
    <message>
        <source>not responsible</source>
        <translation>not responsible</translation>
    </message>
    <message>
        <source>each for his share</source>
        <translation>each for his share</translation>
    </message>
    <message>
        <source>each for his share always, the second on 8-10</source>
        <translation>each for his share always, the second on 8-10</translation>
    </message>
    <message>
        <source>together, the weaker one pays</source>
        <translation>together, the weaker one pays</translation>
    </message>
    <message>
        <source>the second whister pays</source>
        <translation>the second whister pays</translation>
    </message>
    <message>
        <source>both pay in full</source>
        <translation>both pay in full</translation>
    </message>
    <message>
        <source>each pays half</source>
        <translation>each pays half</translation>
    </message>
    <message>
        <source>greedy: the whister takes all</source>
        <translation>greedy: the whister takes all</translation>
    </message>
    <message>
        <source>gentleman: split when he fails</source>
        <translation>gentleman: split when he fails</translation>
    </message>
    <message>
        <source>gentleman: split always, made games too</source>
        <translation>gentleman: split always, made games too</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>both defenders</source>
        <translation>both defenders</translation>
    </message>
    <message>
        <source>both defenders and the resting dealer</source>
        <translation>both defenders and the resting dealer</translation>
    </message>
    <message>
        <source>game cost per undertrick</source>
        <translation>game cost per undertrick</translation>
    </message>
    <message>
        <source>whist price per undertrick</source>
        <translation>whist price per undertrick</translation>
    </message>
    <message>
        <source>a fixed amount per undertrick</source>
        <translation>a fixed amount per undertrick</translation>
    </message>
    <message>
        <source>half the obligation (4 and 4)</source>
        <translation>half the obligation (4 and 4)</translation>
    </message>
    <message>
        <source>half the remaining tricks (4 and 6)</source>
        <translation>half the remaining tricks (4 and 6)</translation>
    </message>
    <message>
        <source>tricks into the mountain</source>
        <translation>tricks into the mountain</translation>
    </message>
    <message>
        <source>Rostov: whists from the fewest</source>
        <translation>Rostov: whists from the fewest</translation>
    </message>
    <message>
        <source>stay at the last price</source>
        <translation>stay at the last price</translation>
    </message>
    <message>
        <source>keep growing by the same step</source>
        <translation>keep growing by the same step</translation>
    </message>
    <message>
        <source>any ordered game</source>
        <translation>any ordered game</translation>
    </message>
    <message>
        <source>a made game or misère</source>
        <translation>a made game or misère</translation>
    </message>
    <message>
        <source>only a whisted game</source>
        <translation>only a whisted game</translation>
    </message>
    <message>
        <source>a whisted game that was made (sport rules)</source>
        <translation>a whisted game that was made (sport rules)</translation>
    </message>
    <message>
        <source>a whisted game made, no whister penalised</source>
        <translation>a whisted game made, no whister penalised</translation>
    </message>
    <message>
        <source>the price of one trick</source>
        <translation>the price of one trick</translation>
    </message>
    <message>
        <source>one point</source>
        <translation>one point</translation>
    </message>
    <message>
        <source>the raspasy&apos;s number in a row</source>
        <translation>the raspasy&apos;s number in a row</translation>
    </message>
    <message>
        <source>into the pool</source>
        <translation>into the pool</translation>
    </message>
    <message>
        <source>twice off the mountain</source>
        <translation>twice off the mountain</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>no bonus</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>clockwise</translation>
    </message>
    <message>
        <source>counterclockwise</source>
        <translation>counterclockwise</translation>
    </message>
    <message>
        <source>off his mountain, even below zero</source>
        <translation>off his mountain, even below zero</translation>
    </message>
    <message>
        <source>off his mountain, down to zero</source>
        <translation>off his mountain, down to zero</translation>
    </message>
    <message>
        <source>onto the others&apos; mountains</source>
        <translation>onto the others&apos; mountains</translation>
    </message>
    <message>
        <source>every pool closed</source>
        <translation>every pool closed</translation>
    </message>
    <message>
        <source>the sum of the pools</source>
        <translation>the sum of the pools</translation>
    </message>
    <message>
        <source>after a number of deals</source>
        <translation>after a number of deals</translation>
    </message>
    <message>
        <source>at a time limit</source>
        <translation>at a time limit</translation>
    </message>
    <message>
        <source>divided by the number of players</source>
        <translation>divided by the number of players</translation>
    </message>
    <message>
        <source>divided by the opponents</source>
        <translation>divided by the opponents</translation>
    </message>
    <message>
        <source>exact, with fractions</source>
        <translation>exact, with fractions</translation>
    </message>
    <message>
        <source>every mountain made divisible</source>
        <translation>every mountain made divisible</translation>
    </message>
    <message>
        <source>one player&apos;s mountain made divisible (PrefCount)</source>
        <translation>one player&apos;s mountain made divisible (PrefCount)</translation>
    </message>
    <message>
        <source>round, then fix the sum</source>
        <translation>round, then fix the sum</translation>
    </message>
    <message>
        <source>drop fractions, the last player takes the rest (JPref)</source>
        <translation>drop fractions, the last player takes the rest (JPref)</translation>
    </message>
    <message>
        <source>the next raspasy</source>
        <translation>the next raspasy</translation>
    </message>
    <message>
        <source>the last raspasy</source>
        <translation>the last raspasy</translation>
    </message>
    <message>
        <source>the declarer</source>
        <translation>the declarer</translation>
    </message>
    <message>
        <source>each other player</source>
        <translation>each other player</translation>
    </message>
    <message>
        <source>the raspasy price</source>
        <translation>the raspasy price</translation>
    </message>
    <message>
        <source>the bid game</source>
        <translation>the bid game</translation>
    </message>
    <message>
        <source>Game costs</source>
        <translation>Game costs</translation>
    </message>
    <message>
        <source>Pool points for a made 6, 7, 8, 9 and 10.</source>
        <translation>Pool points for a made 6, 7, 8, 9 and 10.</translation>
    </message>
    <message>
        <source>Misère cost</source>
        <translation>Misère cost</translation>
    </message>
    <message>
        <source>Pool points for a made misère.</source>
        <translation>Pool points for a made misère.</translation>
    </message>
    <message>
        <source>Whist obligation on a 10</source>
        <translation>Whist obligation on a 10</translation>
    </message>
    <message>
        <source>Tricks the defenders must take on a 10 (0 or 1).</source>
        <translation>Tricks the defenders must take on a 10 (0 or 1).</translation>
    </message>
    <message>
        <source>Lone whister counts the passer</source>
        <translation>Lone whister counts the passer</translation>
    </message>
    <message>
        <source>A lone whister writes whists for the passer&apos;s tricks too.</source>
        <translation>A lone whister writes whists for the passer&apos;s tricks too.</translation>
    </message>
    <message>
        <source>Whist price factor</source>
        <translation>Whist price factor</translation>
    </message>
    <message>
        <source>Whists per trick = cost × this (2 in Leningrad).</source>
        <translation>Whists per trick = cost × this (2 in Leningrad).</translation>
    </message>
    <message>
        <source>Remiz factor</source>
        <translation>Remiz factor</translation>
    </message>
    <message>
        <source>Mountain per undertrick = cost × this.</source>
        <translation>Mountain per undertrick = cost × this.</translation>
    </message>
    <message>
        <source>Misère price per trick</source>
        <translation>Misère price per trick</translation>
    </message>
    <message>
        <source>Mountain per trick taken on a failed misère.</source>
        <translation>Mountain per trick taken on a failed misère.</translation>
    </message>
    <message>
        <source>Whist responsibility</source>
        <translation>Whist responsibility</translation>
    </message>
    <message>
        <source>What whisters pay for tricks they fell short of: full, half or none.</source>
        <translation>What whisters pay for tricks they fell short of: full, half or none.</translation>
    </message>
    <message>
        <source>Two whisters&apos; liability</source>
        <translation>Two whisters&apos; liability</translation>
    </message>
    <message>
        <source>How two whisters share a shortfall.</source>
        <translation>How two whisters share a shortfall.</translation>
    </message>
    <message>
        <source>Game cost, the whist price or a flat amount per undertrick.</source>
        <translation>Game cost, the whist price or a flat amount per undertrick.</translation>
    </message>
    <message>
        <source>Every pool closed, the sum of the pools, a number of deals or a time limit; an unfinished pool is settled at the last complete deal.</source>
        <translation>Every pool closed, the sum of the pools, a number of deals or a time limit; an unfinished pool is settled at the last complete deal.</translation>
    </message>
    <message>
        <source>Two whisters on 8-10 took nothing</source>
        <translation>Two whisters on 8-10 took nothing</translation>
    </message>
    <message>
        <source>Who pays for the missing trick when both whisted an 8, 9 or 10.</source>
        <translation>Who pays for the missing trick when both whisted an 8, 9 or 10.</translation>
    </message>
    <message>
        <source>Two whisters on 6-7: no more than the side&apos;s</source>
        <translation>Two whisters on 6-7: no more than the side&apos;s</translation>
    </message>
    <message>
        <source>A whister pays at most the tricks the pair fell short of (3 + 0 on a 6: one).</source>
        <translation>A whister pays at most the tricks the pair fell short of (3 + 0 on a 6: one).</translation>
    </message>
    <message>
        <source>What ends raspasy</source>
        <translation>What ends raspasy</translation>
    </message>
    <message>
        <source>Which game after raspasy brings the price back to the start.</source>
        <translation>Which game after raspasy brings the price back to the start.</translation>
    </message>
    <message>
        <source>a game played out, or a misère</source>
        <translation>a game played out, or a misère</translation>
    </message>
    <message>
        <source>How the no-trick bonus is written</source>
        <translation>How the no-trick bonus is written</translation>
    </message>
    <message>
        <source>Into the pool, or twice as much off one&apos;s mountain (the same money).</source>
        <translation>Into the pool, or twice as much off one&apos;s mountain (the same money).</translation>
    </message>
    <message>
        <source>Overflow off the mountain at the pool&apos;s worth</source>
        <translation>Overflow off the mountain at the pool&apos;s worth</translation>
    </message>
    <message>
        <source>A pool point nobody can take comes off the mountain as 2 points in Leningrad.</source>
        <translation>A pool point nobody can take comes off the mountain as 2 points in Leningrad.</translation>
    </message>
    <message>
        <source>Seat adjusted by the rounding</source>
        <translation>Seat adjusted by the rounding</translation>
    </message>
    <message>
        <source>Whose mountain the one-player rounding changes (seat 1-4).</source>
        <translation>Whose mountain the one-player rounding changes (seat 1-4).</translation>
    </message>
    <message>
        <source>Whists per rounded point, four players</source>
        <translation>Whists per rounded point, four players</translation>
    </message>
    <message>
        <source>Whists from each other player per mountain point moved (2 or 3).</source>
        <translation>Whists from each other player per mountain point moved (2 or 3).</translation>
    </message>
    <message>
        <source>What a fine “at the raspasy level” costs on the 1st, 2nd, 3rd raspasy (empty: the pool&apos;s raspasy prices).</source>
        <translation>What a fine “at the raspasy level” costs on the 1st, 2nd, 3rd raspasy (empty: the pool&apos;s raspasy prices).</translation>
    </message>
    <message>
        <source>When the resting dealer may whist</source>
        <translation>When the resting dealer may whist</translation>
    </message>
    <message>
        <source>Four players: only after pass, half-whist (so on a 6 or a 7), or also after two passes on any game.</source>
        <translation>Four players: only after pass, half-whist (so on a 6 or a 7), or also after two passes on any game.</translation>
    </message>
    <message>
        <source>after pass, half-whist: a 6 or a 7 (sport rules)</source>
        <translation>after pass, half-whist: a 6 or a 7 (sport rules)</translation>
    </message>
    <message>
        <source>also after two passes, any game</source>
        <translation>also after two passes, any game</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Number of deals</translation>
    </message>
    <message>
        <source>When the game ends after a number of deals: how many (0 = no limit).</source>
        <translation>When the game ends after a number of deals: how many (0 = no limit).</translation>
    </message>
    <message>
        <source>Time limit, minutes</source>
        <translation>Time limit, minutes</translation>
    </message>
    <message>
        <source>When the game ends at a time limit: minutes from the start; the deal being played when time runs out is the last (0 = no limit).</source>
        <translation>When the game ends at a time limit: minutes from the start; the deal being played when time runs out is the last (0 = no limit).</translation>
    </message>
    <message>
        <source>Raspasy level in penalties</source>
        <translation>Raspasy level in penalties</translation>
    </message>
    <message>
        <source>Which raspasy a fine counts</source>
        <translation>Which raspasy a fine counts</translation>
    </message>
    <message>
        <source>The price the next raspasy would have, or the last one played.</source>
        <translation>The price the next raspasy would have, or the last one played.</translation>
    </message>
    <message>
        <source>Fine for an exposed talon</source>
        <translation>Fine for an exposed talon</translation>
    </message>
    <message>
        <source>Whoever exposes the talon in the bidding also pays the fine for looking at it.</source>
        <translation>Whoever exposes the talon in the bidding also pays the fine for looking at it.</translation>
    </message>
    <message>
        <source>Who gets the compensation</source>
        <translation>Who gets the compensation</translation>
    </message>
    <message>
        <source>Whists on the violator for a made game: written by the declarer or by every other player.</source>
        <translation>Whists on the violator for a made game: written by the declarer or by every other player.</translation>
    </message>
    <message>
        <source>The violator pays the whists</source>
        <translation>The violator pays the whists</translation>
    </message>
    <message>
        <source>When a violator&apos;s exposed talon made another player declare, the defenders write their whists on the violator.</source>
        <translation>When a violator&apos;s exposed talon made another player declare, the defenders write their whists on the violator.</translation>
    </message>
    <message>
        <source>The dealer may share a misère</source>
        <translation>The dealer may share a misère</translation>
    </message>
    <message>
        <source>Four players: a failed misère&apos;s mountain is split between the declarer and the player who opened the talon.</source>
        <translation>Four players: a failed misère&apos;s mountain is split between the declarer and the player who opened the talon.</translation>
    </message>
    <message>
        <source>Lowest game after raspasy</source>
        <translation>Lowest game after raspasy</translation>
    </message>
    <message>
        <source>6 by the Code; 7 where a six right after raspasy is a violation.</source>
        <translation>6 by the Code; 7 where a six right after raspasy is a violation.</translation>
    </message>
    <message>
        <source>Peeking at the talon: fine level</source>
        <translation>Peeking at the talon: fine level</translation>
    </message>
    <message>
        <source>A peek at the talon before a game is ordered costs tricks at the raspasy price or at the bid game&apos;s.</source>
        <translation>A peek at the talon before a game is ordered costs tricks at the raspasy price or at the bid game&apos;s.</translation>
    </message>
    <message>
        <source>Fine for a wrong number of cards</source>
        <translation>Fine for a wrong number of cards</translation>
    </message>
    <message>
        <source>The player with the wrong number of cards is fined (club rules); off: only a redeal (the Code).</source>
        <translation>The player with the wrong number of cards is fined (club rules); off: only a redeal (the Code).</translation>
    </message>
    <message>
        <source>Fines doubled with the remiz</source>
        <translation>Fines doubled with the remiz</translation>
    </message>
    <message>
        <source>Fines are multiplied like a failed contract (twice in Leningrad); off: as printed.</source>
        <translation>Fines are multiplied like a failed contract (twice in Leningrad); off: as printed.</translation>
    </message>
    <message>
        <source>Exposed talon ends the raspasy streak</source>
        <translation>Exposed talon ends the raspasy streak</translation>
    </message>
    <message>
        <source>When the talon was exposed in the bidding and the deal went to raspasy, the series of raspasy ends; off: that raspasy counts in the series like any other.</source>
        <translation>When the talon was exposed in the bidding and the deal went to raspasy, the series of raspasy ends; off: that raspasy counts in the series like any other.</translation>
    </message>
    <message>
        <source>House penalty rules</source>
        <translation>House penalty rules</translation>
    </message>
    <message>
        <source>The optional house rules of the rules browser are in force.</source>
        <translation>The optional house rules of the rules browser are in force.</translation>
    </message>
    <message>
        <source>Dealer&apos;s fine for a refused talon</source>
        <translation>Dealer&apos;s fine for a refused talon</translation>
    </message>
    <message>
        <source>Points into the dealer&apos;s mountain when everyone refuses the talon (0: no fine, as the Code advises).</source>
        <translation>Points into the dealer&apos;s mountain when everyone refuses the talon (0: no fine, as the Code advises).</translation>
    </message>
    <message>
        <source>Where it comes from: the penalty list, reading {item}.</source>
        <translation>Where it comes from: the penalty list, reading {item}.</translation>
    </message>
    <message>
        <source>Where it comes from: the scoring conventions, {item}.</source>
        <translation>Where it comes from: the scoring conventions, {item}.</translation>
    </message>
    <message>
        <source>Consolation</source>
        <translation>Consolation</translation>
    </message>
    <message>
        <source>Whist with a passer: greedy or gentleman</source>
        <translation>Whist with a passer: greedy or gentleman</translation>
    </message>
    <message>
        <source>Whether the lone whister shares the whists with the passer.</source>
        <translation>Whether the lone whister shares the whists with the passer.</translation>
    </message>
    <message>
        <source>Who writes whists on a declarer who failed his contract.</source>
        <translation>Who writes whists on a declarer who failed his contract.</translation>
    </message>
    <message>
        <source>Consolation amount</source>
        <translation>Consolation amount</translation>
    </message>
    <message>
        <source>Flat consolation</source>
        <translation>Flat consolation</translation>
    </message>
    <message>
        <source>Whists per undertrick when the amount is flat.</source>
        <translation>Whists per undertrick when the amount is flat.</translation>
    </message>
    <message>
        <source>Half-whist allowed</source>
        <translation>Half-whist allowed</translation>
    </message>
    <message>
        <source>The second defender may half-whist a 6 or 7.</source>
        <translation>The second defender may half-whist a 6 or 7.</translation>
    </message>
    <message>
        <source>Half-whist value</source>
        <translation>Half-whist value</translation>
    </message>
    <message>
        <source>Whists a standing half-whist writes.</source>
        <translation>Whists a standing half-whist writes.</translation>
    </message>
    <message>
        <source>Raspasy scoring</source>
        <translation>Raspasy scoring</translation>
    </message>
    <message>
        <source>Tricks on raspasy go to the mountain, or Rostov whists.</source>
        <translation>Tricks on raspasy go to the mountain, or Rostov whists.</translation>
    </message>
    <message>
        <source>Raspasy prices</source>
        <translation>Raspasy prices</translation>
    </message>
    <message>
        <source>Price of a trick on the 1st, 2nd, 3rd raspasy.</source>
        <translation>Price of a trick on the 1st, 2nd, 3rd raspasy.</translation>
    </message>
    <message>
        <source>After the last price</source>
        <translation>After the last price</translation>
    </message>
    <message>
        <source>Repeat the last price or keep increasing.</source>
        <translation>Repeat the last price or keep increasing.</translation>
    </message>
    <message>
        <source>Exit from raspasy</source>
        <translation>Exit from raspasy</translation>
    </message>
    <message>
        <source>Minimum game after 1, 2, 3 raspasy.</source>
        <translation>Minimum game after 1, 2, 3 raspasy.</translation>
    </message>
    <message>
        <source>Strict exit</source>
        <translation>Strict exit</translation>
    </message>
    <message>
        <source>A lower game after raspasy is refused.</source>
        <translation>A lower game after raspasy is refused.</translation>
    </message>
    <message>
        <source>Raspasy amnesty</source>
        <translation>Raspasy amnesty</translation>
    </message>
    <message>
        <source>The smallest raspasy mountain is forgiven.</source>
        <translation>The smallest raspasy mountain is forgiven.</translation>
    </message>
    <message>
        <source>No-trick bonus</source>
        <translation>No-trick bonus</translation>
    </message>
    <message>
        <source>Pool bonus for no trick on raspasy.</source>
        <translation>Pool bonus for no trick on raspasy.</translation>
    </message>
    <message>
        <source>Resting dealer bonus</source>
        <translation>Resting dealer bonus</translation>
    </message>
    <message>
        <source>The resting dealer gets a pool bonus on raspasy.</source>
        <translation>The resting dealer gets a pool bonus on raspasy.</translation>
    </message>
    <message>
        <source>Rostov whists per trick</source>
        <translation>Rostov whists per trick</translation>
    </message>
    <message>
        <source>Whists per trick in Rostov raspasy.</source>
        <translation>Whists per trick in Rostov raspasy.</translation>
    </message>
    <message>
        <source>Talon whists</source>
        <translation>Talon whists</translation>
    </message>
    <message>
        <source>The resting dealer writes whists for tricks in the talon.</source>
        <translation>The resting dealer writes whists for tricks in the talon.</translation>
    </message>
    <message>
        <source>Help order</source>
        <translation>Help order</translation>
    </message>
    <message>
        <source>Whom a closed pool helps first on a tie.</source>
        <translation>Whom a closed pool helps first on a tie.</translation>
    </message>
    <message>
        <source>Whists for help</source>
        <translation>Whists for help</translation>
    </message>
    <message>
        <source>Whists written per point of help.</source>
        <translation>Whists written per point of help.</translation>
    </message>
    <message>
        <source>Overflow remainder</source>
        <translation>Overflow remainder</translation>
    </message>
    <message>
        <source>Where an overflow goes when nobody needs help.</source>
        <translation>Where an overflow goes when nobody needs help.</translation>
    </message>
    <message>
        <source>Mountain first</source>
        <translation>Mountain first</translation>
    </message>
    <message>
        <source>A made game first writes off one&apos;s mountain.</source>
        <translation>A made game first writes off one&apos;s mountain.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>End of the game</translation>
    </message>
    <message>
        <source>Pool size</source>
        <translation>Pool size</translation>
    </message>
    <message>
        <source>Points that close a player&apos;s pool.</source>
        <translation>Points that close a player&apos;s pool.</translation>
    </message>
    <message>
        <source>Pool shortfall factor</source>
        <translation>Pool shortfall factor</translation>
    </message>
    <message>
        <source>Mountain per missing pool point at the end.</source>
        <translation>Mountain per missing pool point at the end.</translation>
    </message>
    <message>
        <source>Mountain split</source>
        <translation>Mountain split</translation>
    </message>
    <message>
        <source>Divide mountain × 10 by N or by N − 1.</source>
        <translation>Divide mountain × 10 by N or by N − 1.</translation>
    </message>
    <message>
        <source>Rounding</source>
        <translation>Rounding</translation>
    </message>
    <message>
        <source>How results are made whole.</source>
        <translation>How results are made whole.</translation>
    </message>
    <message>
        <source>Stalingrad</source>
        <translation>Stalingrad</translation>
    </message>
    <message>
        <source>6♠ must be whisted by both defenders.</source>
        <translation>6♠ must be whisted by both defenders.</translation>
    </message>
    <message>
        <source>Misère consolation</source>
        <translation>Misère consolation</translation>
    </message>
    <message>
        <source>Consolation on a failed misère too.</source>
        <translation>Consolation on a failed misère too.</translation>
    </message>
    <message>
        <source>Price of a whist</source>
        <translation>Price of a whist</translation>
    </message>
    <message>
        <source>Money per whist in the settlement.</source>
        <translation>Money per whist in the settlement.</translation>
    </message>
    <message>
        <source>Money unit</source>
        <translation>Money unit</translation>
    </message>
    <message>
        <source>Smallest coin for rounding money.</source>
        <translation>Smallest coin for rounding money.</translation>
    </message>
    <message>
        <source>These rules do not allow giving a game up three down.</source>
        <translation>These rules do not allow giving a game up three down.</translation>
    </message>
    <message>
        <source>A misère cannot be given up three down.</source>
        <translation>A misère cannot be given up three down.</translation>
    </message>
    <message>
        <source>A game given up before play has no tricks.</source>
        <translation>A game given up before play has no tricks.</translation>
    </message>
    <message>
        <source>{player} may whist only after a pass and a half-whist.</source>
        <translation>{player} may whist only after a pass and a half-whist.</translation>
    </message>
    <message>
        <source>{player} plays only the talon: 0, 1 or 2 tricks.</source>
        <translation>{player} plays only the talon: 0, 1 or 2 tricks.</translation>
    </message>
    <message>
        <source>game given up three down</source>
        <translation>game given up three down</translation>
    </message>
    <message>
        <source>totus bonus</source>
        <translation>totus bonus</translation>
    </message>
    <message>
        <source>Giving up three down</source>
        <translation>Giving up three down</translation>
    </message>
    <message>
        <source>The declarer may give his game up before play: three undertricks into his mountain, nobody writes whists.</source>
        <translation>The declarer may give his game up before play: three undertricks into his mountain, nobody writes whists.</translation>
    </message>
    <message>
        <source>Dealer plays the talon on raspasy</source>
        <translation>Dealer plays the talon on raspasy</translation>
    </message>
    <message>
        <source>Four players: the resting dealer takes up to two tricks with the talon and pays for them like everybody; no bonus for him for taking none.</source>
        <translation>Four players: the resting dealer takes up to two tricks with the talon and pays for them like everybody; no bonus for him for taking none.</translation>
    </message>
    <message>
        <source>Talon whists with three players</source>
        <translation>Talon whists with three players</translation>
    </message>
    <message>
        <source>Three players: each defender writes half of the talon whists.</source>
        <translation>Three players: each defender writes half of the talon whists.</translation>
    </message>
    <message>
        <source>Resting dealer may whist</source>
        <translation>Resting dealer may whist</translation>
    </message>
    <message>
        <source>Four players: after pass, half-whist, pass the dealer may whist; he writes all the whists and answers for no shortfall.</source>
        <translation>Four players: after pass, half-whist, pass the dealer may whist; he writes all the whists and answers for no shortfall.</translation>
    </message>
    <message>
        <source>Returned whist</source>
        <translation>Returned whist</translation>
    </message>
    <message>
        <source>After a half-whist the first defender may whist after all; the half-whister then writes nothing.</source>
        <translation>After a half-whist the first defender may whist after all; the half-whister then writes nothing.</translation>
    </message>
    <message>
        <source>Half-whist is played</source>
        <translation>Half-whist is played</translation>
    </message>
    <message>
        <source>A half-whist is played out: whists for at most half the obligation, the tricks short of it into the half-whister&apos;s mountain.</source>
        <translation>A half-whist is played out: whists for at most half the obligation, the tricks short of it into the half-whister&apos;s mountain.</translation>
    </message>
    <message>
        <source>Total of the pools</source>
        <translation>Total of the pools</translation>
    </message>
    <message>
        <source>When playing to the sum of the pools: the agreed total (0 = pool size × number of players).</source>
        <translation>When playing to the sum of the pools: the agreed total (0 = pool size × number of players).</translation>
    </message>
    <message>
        <source>Totus bonus</source>
        <translation>Totus bonus</translation>
    </message>
    <message>
        <source>Extra pool points for a made ten (0 = none).</source>
        <translation>Extra pool points for a made ten (0 = none).</translation>
    </message>
</context>
<context>
    <name>CommitForm</name>
    <message>
        <source>Will be written</source>
        <translation>Will be written</translation>
    </message>
    <message>
        <source>{player}: pool {old} → {new}</source>
        <translation>{player}: pool {old} → {new}</translation>
    </message>
    <message>
        <source>{player}: mountain {old} → {new}</source>
        <translation>{player}: mountain {old} → {new}</translation>
    </message>
    <message>
        <source>{player}: whists on {on} {old} → {new}</source>
        <translation>{player}: whists on {on} {old} → {new}</translation>
    </message>
    <message>
        <source>Nothing changes on the sheet.</source>
        <translation>Nothing changes on the sheet.</translation>
    </message>
    <message>
        <source>This game was just changed at another table or in another window. The sheet and what will be written are shown as the game is now: check them before you press OK.</source>
        <translation>This game was just changed at another table or in another window. The sheet and what will be written are shown as the game is now: check them before you press OK.</translation>
    </message>
    <message>
        <source>Write what the preview shows (Enter)</source>
        <translation>Write what the preview shows (Enter)</translation>
    </message>
    <message>
        <source>Close without writing anything (Esc)</source>
        <translation>Close without writing anything (Esc)</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a club server</source>
        <translation>Connect to a club server</translation>
    </message>
    <message>
        <source>the server&apos;s name or address</source>
        <translation>the server&apos;s name or address</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Database:</source>
        <translation>Database:</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>User:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Password:</translation>
    </message>
    <message>
        <source>Pulka does not keep the password. Leave it empty when the club&apos;s administrator has put it in the PostgreSQL password file of this computer.</source>
        <translation>Pulka does not keep the password. Leave it empty when the club&apos;s administrator has put it in the PostgreSQL password file of this computer.</translation>
    </message>
    <message>
        <source>a file from the club&apos;s administrator</source>
        <translation>a file from the club&apos;s administrator</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>C&amp;hoose…</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>&amp;Encryption:</translation>
    </message>
    <message>
        <source>CA file:</source>
        <translation>CA file:</translation>
    </message>
    <message>
        <source>Encryption (TLS) keeps the password and the games unreadable on the network. Only a check against the server&apos;s CA file also proves that the server is the club&apos;s: ask the club&apos;s administrator for that file. Without it, anyone on the network could pose as the server.</source>
        <translation>Encryption (TLS) keeps the password and the games unreadable on the network. Only a check against the server&apos;s CA file also proves that the server is the club&apos;s: ask the club&apos;s administrator for that file. Without it, anyone on the network could pose as the server.</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Test connection</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Connect</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>The server&apos;s name or address.</source>
        <translation>The server&apos;s name or address.</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>PostgreSQL&apos;s port, usually 5432.</source>
        <translation>PostgreSQL&apos;s port, usually 5432.</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Database</translation>
    </message>
    <message>
        <source>The club&apos;s database.</source>
        <translation>The club&apos;s database.</translation>
    </message>
    <message>
        <source>User</source>
        <translation>User</translation>
    </message>
    <message>
        <source>Your login to the club server.</source>
        <translation>Your login to the club server.</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <source>Not kept by Pulka; empty when the password file of this computer has it.</source>
        <translation>Not kept by Pulka; empty when the password file of this computer has it.</translation>
    </message>
    <message>
        <source>Open the club server&apos;s games.</source>
        <translation>Open the club server&apos;s games.</translation>
    </message>
    <message>
        <source>Say what this login may do, without connecting.</source>
        <translation>Say what this login may do, without connecting.</translation>
    </message>
    <message>
        <source>Encryption</source>
        <translation>Encryption</translation>
    </message>
    <message>
        <source>Whether the connection is encrypted, and the server checked.</source>
        <translation>Whether the connection is encrypted, and the server checked.</translation>
    </message>
    <message>
        <source>CA file</source>
        <translation>CA file</translation>
    </message>
    <message>
        <source>The server&apos;s CA file, to check it by.</source>
        <translation>The server&apos;s CA file, to check it by.</translation>
    </message>
    <message>
        <source>Choose the server&apos;s CA file.</source>
        <translation>Choose the server&apos;s CA file.</translation>
    </message>
    <message>
        <source>Encrypted, the server checked with its CA file (safest)</source>
        <translation>Encrypted, the server checked with its CA file (safest)</translation>
    </message>
    <message>
        <source>Encrypted, the server not checked</source>
        <translation>Encrypted, the server not checked</translation>
    </message>
    <message>
        <source>Encrypted if the server offers it, else not (PostgreSQL&apos;s default)</source>
        <translation>Encrypted if the server offers it, else not (PostgreSQL&apos;s default)</translation>
    </message>
    <message>
        <source>Not encrypted</source>
        <translation>Not encrypted</translation>
    </message>
    <message>
        <source>The club server&apos;s CA file</source>
        <translation>The club server&apos;s CA file</translation>
    </message>
    <message>
        <source>Certificates (*.crt *.pem *.cer);;All files (*)</source>
        <translation>Certificates (*.crt *.pem *.cer);;All files (*)</translation>
    </message>
    <message>
        <source>Connected: this login is the club&apos;s administrator.</source>
        <translation>Connected: this login is the club&apos;s administrator.</translation>
    </message>
    <message>
        <source>Connected: with this login you can record games.</source>
        <translation>Connected: with this login you can record games.</translation>
    </message>
    <message>
        <source>Connected: with this login you can only look at the games.</source>
        <translation>Connected: with this login you can only look at the games.</translation>
    </message>
    <message>
        <source>Connected, but this login may not read the games.</source>
        <translation>Connected, but this login may not read the games.</translation>
    </message>
</context>
<context>
    <name>ConnectionMark</name>
    <message>
        <source>Encrypted, server verified</source>
        <translation>Encrypted, server verified</translation>
    </message>
    <message>
        <source>The connection is encrypted (TLS), and the server proved with its certificate, signed by the club&apos;s CA file, that it is {server}.</source>
        <translation>The connection is encrypted (TLS), and the server proved with its certificate, signed by the club&apos;s CA file, that it is {server}.</translation>
    </message>
    <message>
        <source>Encrypted, server&apos;s name not checked</source>
        <translation>Encrypted, server&apos;s name not checked</translation>
    </message>
    <message>
        <source>The connection is encrypted (TLS), and the server&apos;s certificate is signed by the club&apos;s CA file, but its name was not checked.</source>
        <translation>The connection is encrypted (TLS), and the server&apos;s certificate is signed by the club&apos;s CA file, but its name was not checked.</translation>
    </message>
    <message>
        <source>Encrypted, server not verified</source>
        <translation>Encrypted, server not verified</translation>
    </message>
    <message>
        <source>The connection is encrypted (TLS), but nothing proves that the server is the club&apos;s: anyone on the network could pose as it. Choose the server&apos;s CA file in Game → Connect to a club server…</source>
        <translation>The connection is encrypted (TLS), but nothing proves that the server is the club&apos;s: anyone on the network could pose as it. Choose the server&apos;s CA file in Game → Connect to a club server…</translation>
    </message>
    <message>
        <source>Not encrypted (this computer)</source>
        <translation>Not encrypted (this computer)</translation>
    </message>
    <message>
        <source>The server runs on this computer: nothing crosses a network.</source>
        <translation>The server runs on this computer: nothing crosses a network.</translation>
    </message>
    <message>
        <source>Not encrypted!</source>
        <translation>Not encrypted!</translation>
    </message>
    <message>
        <source>The connection to the club server {server} is not encrypted: the password and the games cross the network in plain text, readable by anyone on it. Ask the club&apos;s administrator to turn on encryption (TLS) and give you the server&apos;s CA file, then connect again with it (Game → Connect to a club server…).</source>
        <translation>The connection to the club server {server} is not encrypted: the password and the games cross the network in plain text, readable by anyone on it. Ask the club&apos;s administrator to turn on encryption (TLS) and give you the server&apos;s CA file, then connect again with it (Game → Connect to a club server…).</translation>
    </message>
</context>
<context>
    <name>CutDialog</name>
    <message>
        <source>Cut to a final</source>
        <translation>Cut to a final</translation>
    </message>
    <message>
        <source>&amp;Keep the top:</source>
        <translation>&amp;Keep the top:</translation>
    </message>
    <message>
        <source>The final:</source>
        <translation>The final:</translation>
    </message>
    <message>
        <source>&amp;Carry their points into the final</source>
        <translation>&amp;Carry their points into the final</translation>
    </message>
    <message>
        <source>The final &amp;counts alone</source>
        <translation>The final &amp;counts alone</translation>
    </message>
    <message>
        <source>From round {round} only they are seated; they rank above everyone else.</source>
        <translation>From round {round} only they are seated; they rank above everyone else.</translation>
    </message>
</context>
<context>
    <name>DealConventions</name>
    <message>
        <source>Given up three down before play</source>
        <translation>Given up three down before play</translation>
    </message>
    <message>
        <source>{player} (dealer):</source>
        <translation>{player} (dealer):</translation>
    </message>
    <message>
        <source>Tricks the &amp;talon gave:</source>
        <translation>Tricks the &amp;talon gave:</translation>
    </message>
    <message>
        <source>{player}, tricks with the &amp;talon:</source>
        <translation>{player}, tricks with the &amp;talon:</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Changes on the sheet (before → after)</source>
        <translation>Changes on the sheet (before → after)</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Correct a deal</source>
        <translation>Correct a deal</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>raspasy</translation>
    </message>
    <message>
        <source>7h, 7ч, 7♥, 6nt, мизер, распасы</source>
        <translation>7h, 7ч, 7♥, 6nt, мизер, распасы</translation>
    </message>
    <message>
        <source>&amp;Contract:</source>
        <translation>&amp;Contract:</translation>
    </message>
    <message>
        <source>&amp;Declarer:</source>
        <translation>&amp;Declarer:</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Defenders</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>Type the contract, such as 7h, 7ч, 6nt, мизер or распасы, or pick it.</source>
        <translation>Type the contract, such as 7h, 7ч, 6nt, мизер or распасы, or pick it.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <source>Who played the contract.</source>
        <translation>Who played the contract.</translation>
    </message>
    <message>
        <source>{player}&apos;s call</source>
        <translation>{player}&apos;s call</translation>
    </message>
    <message>
        <source>Whist, pass or half-whist: type в, п or пв (w, p or h).</source>
        <translation>Whist, pass or half-whist: type в, п or пв (w, p or h).</translation>
    </message>
    <message>
        <source>{player}&apos;s tricks</source>
        <translation>{player}&apos;s tricks</translation>
    </message>
    <message>
        <source>How many tricks this player took.</source>
        <translation>How many tricks this player took.</translation>
    </message>
    <message>
        <source>The correction is checked against the whole game when you press OK.</source>
        <translation>The correction is checked against the whole game when you press OK.</translation>
    </message>
    <message>
        <source>Nothing is written.</source>
        <translation>Nothing is written.</translation>
    </message>
</context>
<context>
    <name>DealWords</name>
    <message>
        <source>{n} trick</source>
        <translation>{n} trick</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <comment>2, 3, 4, 22… (Russian: взятки)</comment>
        <translation>{n} tricks</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <comment>0, 5…20, 25… (Russian: взяток)</comment>
        <translation>{n} tricks</translation>
    </message>
    <message>
        <source>misère made</source>
        <translation>misère made</translation>
    </message>
    <message>
        <source>misère failed, {tricks}</source>
        <translation>misère failed, {tricks}</translation>
    </message>
    <message>
        <source>{contract}, made</source>
        <translation>{contract}, made</translation>
    </message>
    <message>
        <source>{contract}, down {n}</source>
        <translation>{contract}, down {n}</translation>
    </message>
    <message>
        <source>{contract}, not whisted</source>
        <translation>{contract}, not whisted</translation>
    </message>
    <message>
        <source>{contract}, half-whisted, not played</source>
        <translation>{contract}, half-whisted, not played</translation>
    </message>
    <message>
        <source>{contract}, given up three down</source>
        <translation>{contract}, given up three down</translation>
    </message>
</context>
<context>
    <name>EndWords</name>
    <message>
        <source>{n} deal played: the round is over</source>
        <translation>{n} deal played: the round is over</translation>
    </message>
    <message>
        <source>{n} deals played: the round is over</source>
        <comment>2, 3, 4, 22… (Russian: Сыграно … раздачи)</comment>
        <translation>{n} deals played: the round is over</translation>
    </message>
    <message>
        <source>{n} deals played: the round is over</source>
        <comment>0, 5…20, 25… (Russian: Сыграно … раздач)</comment>
        <translation>{n} deals played: the round is over</translation>
    </message>
    <message>
        <source>{n} deal played: the game is over</source>
        <translation>{n} deal played: the game is over</translation>
    </message>
    <message>
        <source>{n} deals played: the game is over</source>
        <comment>2, 3, 4, 22… (Russian: Сыграно … раздачи)</comment>
        <translation>{n} deals played: the game is over</translation>
    </message>
    <message>
        <source>{n} deals played: the game is over</source>
        <comment>0, 5…20, 25… (Russian: Сыграно … раздач)</comment>
        <translation>{n} deals played: the game is over</translation>
    </message>
    <message>
        <source>Time is up: the round is over</source>
        <translation>Time is up: the round is over</translation>
    </message>
    <message>
        <source>Time is up: the game is over</source>
        <translation>Time is up: the game is over</translation>
    </message>
    <message>
        <source>The pool is closed</source>
        <translation>The pool is closed</translation>
    </message>
</context>
<context>
    <name>EventWindow</name>
    <message>
        <source>Evenings and tournaments</source>
        <translation>Evenings and tournaments</translation>
    </message>
    <message>
        <source>&amp;New evening…</source>
        <translation>&amp;New evening…</translation>
    </message>
    <message>
        <source>Only the club&apos;s administrator runs the evening.</source>
        <translation>Only the club&apos;s administrator runs the evening.</translation>
    </message>
    <message>
        <source>Evening or tournament:</source>
        <translation>Evening or tournament:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Players, in seat order</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <source>Result so far</source>
        <translation>Result so far</translation>
    </message>
    <message>
        <source>&amp;Seat the next round</source>
        <translation>&amp;Seat the next round</translation>
    </message>
    <message>
        <source>Save the &amp;edited seating</source>
        <translation>Save the &amp;edited seating</translation>
    </message>
    <message>
        <source>S&amp;tart the round</source>
        <translation>S&amp;tart the round</translation>
    </message>
    <message>
        <source>&amp;Open the table&apos;s game</source>
        <translation>&amp;Open the table&apos;s game</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Print seating &amp;cards…</source>
        <translation>Print seating &amp;cards…</translation>
    </message>
    <message>
        <source>&amp;Print the round sheet…</source>
        <translation>&amp;Print the round sheet…</translation>
    </message>
    <message>
        <source>Print the standin&amp;gs…</source>
        <translation>Print the standin&amp;gs…</translation>
    </message>
    <message>
        <source>&amp;Big screen</source>
        <translation>&amp;Big screen</translation>
    </message>
    <message>
        <source>P&amp;hones at the tables…</source>
        <translation>P&amp;hones at the tables…</translation>
    </message>
    <message>
        <source>Each table enters its deals from a phone; the room watches the standings.</source>
        <translation>Each table enters its deals from a phone; the room watches the standings.</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Refresh</translation>
    </message>
    <message>
        <source>Evening or tournament</source>
        <translation>Evening or tournament</translation>
    </message>
    <message>
        <source>Which evening or tournament the window shows.</source>
        <translation>Which evening or tournament the window shows.</translation>
    </message>
    <message>
        <source>Start a new evening or tournament.</source>
        <translation>Start a new evening or tournament.</translation>
    </message>
    <message>
        <source>Seat the players for the next round.</source>
        <translation>Seat the players for the next round.</translation>
    </message>
    <message>
        <source>Keep the seating as edited in the table above.</source>
        <translation>Keep the seating as edited in the table above.</translation>
    </message>
    <message>
        <source>Start the round: each table&apos;s game is created.</source>
        <translation>Start the round: each table&apos;s game is created.</translation>
    </message>
    <message>
        <source>Open the chosen table&apos;s game in the main window.</source>
        <translation>Open the chosen table&apos;s game in the main window.</translation>
    </message>
    <message>
        <source>Print a card for each table with its players.</source>
        <translation>Print a card for each table with its players.</translation>
    </message>
    <message>
        <source>Print the round&apos;s tables and results.</source>
        <translation>Print the round&apos;s tables and results.</translation>
    </message>
    <message>
        <source>Show the round and the standings on a wall screen.</source>
        <translation>Show the round and the standings on a wall screen.</translation>
    </message>
    <message>
        <source>Print the standings with how they are counted.</source>
        <translation>Print the standings with how they are counted.</translation>
    </message>
    <message>
        <source>Change who plays: late entry, withdrawal, a cut.</source>
        <translation>Change who plays: late entry, withdrawal, a cut.</translation>
    </message>
    <message>
        <source>Read the evening again now.</source>
        <translation>Read the evening again now.</translation>
    </message>
    <message>
        <source>The round&apos;s tables: players, deals played, result so far.</source>
        <translation>The round&apos;s tables: players, deals played, result so far.</translation>
    </message>
    <message>
        <source>Every player&apos;s place, points and whists.</source>
        <translation>Every player&apos;s place, points and whists.</translation>
    </message>
    <message>
        <source>No evening yet: start one with “New evening…”.</source>
        <translation>No evening yet: start one with “New evening…”.</translation>
    </message>
    <message>
        <source>No evening yet: the club&apos;s administrator starts one.</source>
        <translation>No evening yet: the club&apos;s administrator starts one.</translation>
    </message>
    <message>
        <source>{count}, in play</source>
        <translation>{count}, in play</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in play</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>No round seated yet</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>playing</translation>
    </message>
    <message>
        <source>seated, not started</source>
        <translation>seated, not started</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Sitting out: {names}</translation>
    </message>
    <message>
        <source>a round is {count} deals</source>
        <translation>a round is {count} deals</translation>
    </message>
    <message>
        <source>a round lasts {minutes} minutes</source>
        <translation>a round lasts {minutes} minutes</translation>
    </message>
    <message>
        <source>a round lasts until the pool ends</source>
        <translation>a round lasts until the pool ends</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>Club evening</source>
        <translation>Club evening</translation>
    </message>
    <message>
        <source>{kind}, {date}: {count} players; {ending}; scoring: {formula}.</source>
        <translation>{kind}, {date}: {count} players; {ending}; scoring: {formula}.</translation>
    </message>
    <message>
        <source>The final from round {round}: {names}.</source>
        <translation>The final from round {round}: {names}.</translation>
    </message>
    <message>
        <source>Edit the names to seat by hand, then save the seating.</source>
        <translation>Edit the names to seat by hand, then save the seating.</translation>
    </message>
    <message>
        <source>{count}, over</source>
        <translation>{count}, over</translation>
    </message>
    <message>
        <source>The table is still playing: not counted yet.</source>
        <translation>The table is still playing: not counted yet.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Whists</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>sits out this round</source>
        <translation>sits out this round</translation>
    </message>
    <message>
        <source>{table}, seat {seat}</source>
        <translation>{table}, seat {seat}</translation>
    </message>
    <message>
        <source>The room: standings, live</source>
        <translation>The room: standings, live</translation>
    </message>
    <message>
        <source>Scan with your phone to enter the deals</source>
        <translation>Scan with your phone to enter the deals</translation>
    </message>
    <message>
        <source>Scan to watch the standings</source>
        <translation>Scan to watch the standings</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Sitting out: {names}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Whists</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Seating cards</source>
        <translation>Seating cards</translation>
    </message>
    <message>
        <source>Round sheet</source>
        <translation>Round sheet</translation>
    </message>
    <message>
        <source>{event}, round {round}, table {table}</source>
        <translation>{event}, round {round}, table {table}</translation>
    </message>
    <message>
        <source>Table {number}</source>
        <translation>Table {number}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>whists as they are</source>
        <translation>whists as they are</translation>
    </message>
    <message>
        <source>points for places at the table</source>
        <translation>points for places at the table</translation>
    </message>
    <message>
        <source>whists: in full up to 200, a tenth up to 650, nothing above</source>
        <translation>whists: in full up to 200, a tenth up to 650, nothing above</translation>
    </message>
    <message>
        <source>whists: in full up to 50, half up to 100, a tenth above</source>
        <translation>whists: in full up to 50, half up to 100, a tenth above</translation>
    </message>
    <message>
        <source>whists scaled by the event&apos;s own bands</source>
        <translation>whists scaled by the event&apos;s own bands</translation>
    </message>
    <message>
        <source>more whists</source>
        <translation>more whists</translation>
    </message>
    <message>
        <source>more first places at a table</source>
        <translation>more first places at a table</translation>
    </message>
    <message>
        <source>head-to-head among the tied</source>
        <translation>head-to-head among the tied</translation>
    </message>
    <message>
        <source>opponents&apos; points</source>
        <translation>opponents&apos; points</translation>
    </message>
    <message>
        <source>fewer byes</source>
        <translation>fewer byes</translation>
    </message>
    <message>
        <source>Round {round}: late entry — {player}</source>
        <translation>Round {round}: late entry — {player}</translation>
    </message>
    <message>
        <source>Round {round}: withdrawal — {player}</source>
        <translation>Round {round}: withdrawal — {player}</translation>
    </message>
    <message>
        <source>Round {round}: reinstated — {player}</source>
        <translation>Round {round}: reinstated — {player}</translation>
    </message>
    <message>
        <source>Round {round}, table {table}: {player} → {substitute} after deal {deals}</source>
        <translation>Round {round}, table {table}: {player} → {substitute} after deal {deals}</translation>
    </message>
    <message>
        <source>Round {round}: the final — {names}</source>
        <translation>Round {round}: the final — {names}</translation>
    </message>
    <message>
        <source>Change {seq} undone</source>
        <translation>Change {seq} undone</translation>
    </message>
    <message>
        <source>late entry: round {round}</source>
        <translation>late entry: round {round}</translation>
    </message>
    <message>
        <source>withdrawn: round {round}</source>
        <translation>withdrawn: round {round}</translation>
    </message>
    <message>
        <source>removed: round {round}</source>
        <translation>removed: round {round}</translation>
    </message>
    <message>
        <source>not in the final</source>
        <translation>not in the final</translation>
    </message>
    <message>
        <source>final</source>
        <translation>final</translation>
    </message>
    <message>
        <source>substitute</source>
        <translation>substitute</translation>
    </message>
    <message>
        <source>{scheme}, capped at ±{cap}</source>
        <translation>{scheme}, capped at ±{cap}</translation>
    </message>
    <message>
        <source>Points: {scheme}.</source>
        <translation>Points: {scheme}.</translation>
    </message>
    <message>
        <source>A table of four pays {places}: equal to a table of three.</source>
        <translation>A table of four pays {places}: equal to a table of three.</translation>
    </message>
    <message>
        <source>A table of four pays {places}.</source>
        <translation>A table of four pays {places}.</translation>
    </message>
    <message>
        <source>A pool stopped by the clock gains nothing (the time-out rule).</source>
        <translation>A pool stopped by the clock gains nothing (the time-out rule).</translation>
    </message>
    <message>
        <source>A bye scores the round&apos;s average seat: a rest neither helps nor hurts.</source>
        <translation>A bye scores the round&apos;s average seat: a rest neither helps nor hurts.</translation>
    </message>
    <message>
        <source>A bye scores {points}.</source>
        <translation>A bye scores {points}.</translation>
    </message>
    <message>
        <source>Equal points: {order}; then equal places, listed by name.</source>
        <translation>Equal points: {order}; then equal places, listed by name.</translation>
    </message>
    <message>
        <source>no tie-break</source>
        <translation>no tie-break</translation>
    </message>
    <message>
        <source>No removal by a threshold.</source>
        <translation>No removal by a threshold.</translation>
    </message>
    <message>
        <source>A round of {threshold} whists or worse removes the player.</source>
        <translation>A round of {threshold} whists or worse removes the player.</translation>
    </message>
    <message>
        <source>Only finished tables count; a table still playing is shown apart.</source>
        <translation>Only finished tables count; a table still playing is shown apart.</translation>
    </message>
    <message>
        <source>First round: at random.</source>
        <translation>First round: at random.</translation>
    </message>
    <message>
        <source>First round: seeded by rating (μ − 3σ), snake order.</source>
        <translation>First round: seeded by rating (μ − 3σ), snake order.</translation>
    </message>
    <message>
        <source>First round: seeded in the order typed, snake order.</source>
        <translation>First round: seeded in the order typed, snake order.</translation>
    </message>
    <message>
        <source>{n} deal</source>
        <translation>{n} deal</translation>
    </message>
    <message>
        <source>{n} deals</source>
        <comment>2, 3, 4, 22… (Russian: раздачи)</comment>
        <translation>{n} deals</translation>
    </message>
    <message>
        <source>{n} deals</source>
        <comment>0, 5…20, 25… (Russian: раздач)</comment>
        <translation>{n} deals</translation>
    </message>
    <message>
        <source>{n} minute</source>
        <translation>{n} minute</translation>
    </message>
    <message>
        <source>{n} minutes</source>
        <comment>2, 3, 4, 22… (Russian: минуты)</comment>
        <translation>{n} minutes</translation>
    </message>
    <message>
        <source>{n} minutes</source>
        <comment>0, 5…20, 25… (Russian: минут)</comment>
        <translation>{n} minutes</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>First places</source>
        <translation>First places</translation>
    </message>
    <message>
        <source>Opponents&apos; points</source>
        <translation>Opponents&apos; points</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>“{mark}”: a table still playing; its figures, shown apart, are not counted yet.</source>
        <translation>“{mark}”: a table still playing; its figures, shown apart, are not counted yet.</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in play</translation>
    </message>
    <message>
        <source>final {points}</source>
        <translation>final {points}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Standings after round {round}</source>
        <translation>Standings after round {round}</translation>
    </message>
    <message>
        <source>How the standings are counted</source>
        <translation>How the standings are counted</translation>
    </message>
    <message>
        <source>{points} (bye)</source>
        <translation>{points} (bye)</translation>
    </message>
    <message>
        <source>Round 1 seeded by the rating the players window shows (μ − 3σ): {rated}.</source>
        <translation>Round 1 seeded by the rating the players window shows (μ − 3σ): {rated}.</translation>
    </message>
    <message>
        <source>No rating yet, seated after them as typed: {names}.</source>
        <translation>No rating yet, seated after them as typed: {names}.</translation>
    </message>
</context>
<context>
    <name>Example</name>
    <message>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Boris</translation>
    </message>
    <message>
        <source>Vera</source>
        <translation>Vera</translation>
    </message>
</context>
<context>
    <name>FactsPage</name>
    <message>
        <source>The facts</source>
        <translation>The facts</translation>
    </message>
    <message>
        <source>This rule needs no facts: go on to the preview.</source>
        <translation>This rule needs no facts: go on to the preview.</translation>
    </message>
    <message>
        <source>(optional)</source>
        <translation>(optional)</translation>
    </message>
    <message>
        <source>Please answer: {question}</source>
        <translation>Please answer: {question}</translation>
    </message>
</context>
<context>
    <name>FieldMenu</name>
    <message>
        <source>&amp;Field ▾</source>
        <translation>&amp;Field ▾</translation>
    </message>
    <message>
        <source>Late entry, withdrawal, a substitute, a cut to a final, undo.</source>
        <translation>Late entry, withdrawal, a substitute, a cut to a final, undo.</translation>
    </message>
    <message>
        <source>&amp;Late entry…</source>
        <translation>&amp;Late entry…</translation>
    </message>
    <message>
        <source>&amp;Withdrawal…</source>
        <translation>&amp;Withdrawal…</translation>
    </message>
    <message>
        <source>&amp;Substitute at a table…</source>
        <translation>&amp;Substitute at a table…</translation>
    </message>
    <message>
        <source>&amp;Reinstate a removed player…</source>
        <translation>&amp;Reinstate a removed player…</translation>
    </message>
    <message>
        <source>&amp;Cut to a final…</source>
        <translation>&amp;Cut to a final…</translation>
    </message>
    <message>
        <source>C&amp;hanges and undo…</source>
        <translation>C&amp;hanges and undo…</translation>
    </message>
    <message>
        <source>Ca&amp;ncel the round…</source>
        <translation>Ca&amp;ncel the round…</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Field</translation>
    </message>
    <message>
        <source>Not seated from round {round}; the results so far stay.</source>
        <translation>Not seated from round {round}; the results so far stay.</translation>
    </message>
    <message>
        <source>Withdrawal</source>
        <translation>Withdrawal</translation>
    </message>
    <message>
        <source>Plays again from round {round}.</source>
        <translation>Plays again from round {round}.</translation>
    </message>
    <message>
        <source>Reinstate a removed player</source>
        <translation>Reinstate a removed player</translation>
    </message>
    <message>
        <source>Cancel round {round}? Its tables&apos; games are deleted; nothing has been played at them yet.</source>
        <translation>Cancel round {round}? Its tables&apos; games are deleted; nothing has been played at them yet.</translation>
    </message>
    <message>
        <source>Forget the seating of round {round}?</source>
        <translation>Forget the seating of round {round}?</translation>
    </message>
    <message>
        <source>Cancel the round</source>
        <translation>Cancel the round</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>This year</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>Last year</translation>
    </message>
    <message>
        <source>Last 12 months</source>
        <translation>Last 12 months</translation>
    </message>
    <message>
        <source>Last 3 months</source>
        <translation>Last 3 months</translation>
    </message>
    <message>
        <source>Between dates</source>
        <translation>Between dates</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Any</translation>
    </message>
    <message>
        <source>3 or 4</source>
        <translation>3 or 4</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 players</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4 players</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Period:</translation>
    </message>
    <message>
        <source>from</source>
        <translation>from</translation>
    </message>
    <message>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <source>&amp;Convention:</source>
        <translation>&amp;Convention:</translation>
    </message>
    <message>
        <source>Pla&amp;yers:</source>
        <translation>Pla&amp;yers:</translation>
    </message>
    <message>
        <source>&amp;Finished games only</source>
        <translation>&amp;Finished games only</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Period</translation>
    </message>
    <message>
        <source>Which games the figures count.</source>
        <translation>Which games the figures count.</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>The first day counted.</source>
        <translation>The first day counted.</translation>
    </message>
    <message>
        <source>To</source>
        <translation>To</translation>
    </message>
    <message>
        <source>The last day counted.</source>
        <translation>The last day counted.</translation>
    </message>
    <message>
        <source>Convention</source>
        <translation>Convention</translation>
    </message>
    <message>
        <source>Count only games of these rules.</source>
        <translation>Count only games of these rules.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Count three- or four-handed games, or both.</source>
        <translation>Count three- or four-handed games, or both.</translation>
    </message>
    <message>
        <source>Leave out games still being played.</source>
        <translation>Leave out games still being played.</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source>part of a name (Ctrl+F)</source>
        <translation>part of a name (Ctrl+F)</translation>
    </message>
    <message>
        <source>Started &amp;from</source>
        <translation>Started &amp;from</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <comment>a date range: from … to …</comment>
        <translation>&amp;to</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>R&amp;ules:</translation>
    </message>
    <message>
        <source>Show &amp;archived</source>
        <translation>Show &amp;archived</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Part of a name: only his games.</source>
        <translation>Part of a name: only his games.</translation>
    </message>
    <message>
        <source>Started from</source>
        <translation>Started from</translation>
    </message>
    <message>
        <source>Only games started on this day or later.</source>
        <translation>Only games started on this day or later.</translation>
    </message>
    <message>
        <source>Started until</source>
        <translation>Started until</translation>
    </message>
    <message>
        <source>Only games started on this day or before.</source>
        <translation>Only games started on this day or before.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Only games of these rules.</source>
        <translation>Only games of these rules.</translation>
    </message>
    <message>
        <source>Limit the list to games started from a day.</source>
        <translation>Limit the list to games started from a day.</translation>
    </message>
    <message>
        <source>Limit the list to games started until a day.</source>
        <translation>Limit the list to games started until a day.</translation>
    </message>
    <message>
        <source>List also the archived games.</source>
        <translation>List also the archived games.</translation>
    </message>
    <message>
        <source>any</source>
        <translation>any</translation>
    </message>
</context>
<context>
    <name>GameForm</name>
    <message>
        <source>Preferans score sheet</source>
        <translation>Preferans score sheet</translation>
    </message>
    <message>
        <source>Date: {blank}     Players, clockwise: {blank}{blank}{blank}</source>
        <translation>Date: {blank}     Players, clockwise: {blank}{blank}{blank}</translation>
    </message>
    <message>
        <source>Rules: {blank}{blank}     Pool: {short}     A whist costs: {short}</source>
        <translation>Rules: {blank}{blank}     Pool: {short}     A whist costs: {short}</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Settlement</translation>
    </message>
    <message>
        <source>Played {start} – {end}</source>
        <translation>Played {start} – {end}</translation>
    </message>
    <message>
        <source>Started {start}</source>
        <translation>Started {start}</translation>
    </message>
    <message>
        <source>Players, clockwise: {players}; first dealer {dealer}</source>
        <translation>Players, clockwise: {players}; first dealer {dealer}</translation>
    </message>
    <message>
        <source>Rules: {convention}</source>
        <translation>Rules: {convention}</translation>
    </message>
    <message>
        <source>Pool {size}; a whist costs {price}</source>
        <translation>Pool {size}; a whist costs {price}</translation>
    </message>
    <message>
        <source>Final settlement: the pool is closed.</source>
        <translation>Final settlement: the pool is closed.</translation>
    </message>
    <message>
        <source>Final settlement: the game was finished before the pool closed.</source>
        <translation>Final settlement: the game was finished before the pool closed.</translation>
    </message>
    <message>
        <source>Provisional settlement: the pool is not closed yet.</source>
        <translation>Provisional settlement: the pool is not closed yet.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Mountain to settle</source>
        <translation>Mountain to settle</translation>
    </message>
    <message>
        <source>Result, whists</source>
        <translation>Result, whists</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Who pays</source>
        <translation>Who pays</translation>
    </message>
    <message>
        <source>To whom</source>
        <translation>To whom</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Whists</translation>
    </message>
    <message>
        <source>{player}: {whists} whists, {money}</source>
        <translation>{player}: {whists} whists, {money}</translation>
    </message>
    <message>
        <source>Payments:</source>
        <translation>Payments:</translation>
    </message>
    <message>
        <source>{payer} → {payee}: {money} ({whists} whists)</source>
        <translation>{payer} → {payee}: {money} ({whists} whists)</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notes:</translation>
    </message>
    <message>
        <source>… {count} more in the game&apos;s history</source>
        <translation>… {count} more in the game&apos;s history</translation>
    </message>
</context>
<context>
    <name>GameListMenu</name>
    <message>
        <source>Rename the game…</source>
        <translation>Rename the game…</translation>
    </message>
    <message>
        <source>Bring back from the archive</source>
        <translation>Bring back from the archive</translation>
    </message>
    <message>
        <source>Move to the archive</source>
        <translation>Move to the archive</translation>
    </message>
    <message>
        <source>Delete the game…</source>
        <translation>Delete the game…</translation>
    </message>
    <message>
        <source>Undo the last change to games and players</source>
        <translation>Undo the last change to games and players</translation>
    </message>
    <message>
        <source>Rename the game</source>
        <translation>Rename the game</translation>
    </message>
    <message>
        <source>Title of the game:</source>
        <translation>Title of the game:</translation>
    </message>
    <message>
        <source>Delete the game</source>
        <translation>Delete the game</translation>
    </message>
    <message>
        <source>Delete the game of %1? It can be brought back with Undo.</source>
        <translation>Delete the game of %1? It can be brought back with Undo.</translation>
    </message>
</context>
<context>
    <name>HeadToHeadView</name>
    <message>
        <source>Play&amp;er:</source>
        <translation>Play&amp;er:</translation>
    </message>
    <message>
        <source>&amp;against:</source>
        <translation>&amp;against:</translation>
    </message>
    <message>
        <source>The first of the two players.</source>
        <translation>The first of the two players.</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Against</translation>
    </message>
    <message>
        <source>The player he is compared with.</source>
        <translation>The player he is compared with.</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Games together</translation>
    </message>
    <message>
        <source>Finished ahead</source>
        <translation>Finished ahead</translation>
    </message>
    <message>
        <source>Finished level</source>
        <translation>Finished level</translation>
    </message>
    <message>
        <source>Result in these games, whists</source>
        <translation>Result in these games, whists</translation>
    </message>
    <message>
        <source>Money in these games</source>
        <translation>Money in these games</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>Choose two different players.</source>
        <translation>Choose two different players.</translation>
    </message>
    <message>
        <source>{first} and {second} have not played together in the chosen games.</source>
        <translation>{first} and {second} have not played together in the chosen games.</translation>
    </message>
    <message>
        <source>Games together: {games}. Finished ahead: {first} — {ahead}, {second} — {behind}; level — {level}.</source>
        <translation>Games together: {games}. Finished ahead: {first} — {ahead}, {second} — {behind}; level — {level}.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Insert or Ctrl+D</source>
        <translation>Insert or Ctrl+D</translation>
    </message>
    <message>
        <source>Enter a deal</source>
        <translation>Enter a deal</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Record an incident (a broken rule and its penalty)</source>
        <translation>Record an incident (a broken rule and its penalty)</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo the last step (also after a restart)</source>
        <translation>Undo the last step (also after a restart)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z or Ctrl+Y</source>
        <translation>Ctrl+Shift+Z or Ctrl+Y</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>р or r in the contract box</source>
        <translation>р or r in the contract box</translation>
    </message>
    <message>
        <source>Raspasy (everyone passed)</source>
        <translation>Raspasy (everyone passed)</translation>
    </message>
    <message>
        <source>м or m in the contract box</source>
        <translation>м or m in the contract box</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>7ч, 7h, 7♥, 6бк, 6nt</source>
        <translation>7ч, 7h, 7♥, 6бк, 6nt</translation>
    </message>
    <message>
        <source>A contract: level and suit (nt or бк — no trumps)</source>
        <translation>A contract: level and suit (nt or бк — no trumps)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Record the deal in the deal dialog</source>
        <translation>Record the deal in the deal dialog</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Settlement in whists and money</source>
        <translation>Settlement in whists and money</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Print the game as the paper sheet</source>
        <translation>Print the game as the paper sheet</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>The sheet as a plain table</source>
        <translation>The sheet as a plain table</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+wheel</translation>
    </message>
    <message>
        <source>Zoom the sheet (the View menu fits it again)</source>
        <translation>Zoom the sheet (the View menu fits it again)</translation>
    </message>
    <message>
        <source>Ctrl++ and Ctrl+−, Ctrl+0</source>
        <translation>Ctrl++ and Ctrl+−, Ctrl+0</translation>
    </message>
    <message>
        <source>Larger or smaller text; the system&apos;s size</source>
        <translation>Larger or smaller text; the system&apos;s size</translation>
    </message>
    <message>
        <source>Arrow keys on the sheet</source>
        <translation>Arrow keys on the sheet</translation>
    </message>
    <message>
        <source>Move between the players and the parts of the sheet; Enter tells where a value came from</source>
        <translation>Move between the players and the parts of the sheet; Enter tells where a value came from</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>A new game</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>The list of games</source>
        <translation>The list of games</translation>
    </message>
    <message>
        <source>Pulka</source>
        <translation>Pulka</translation>
    </message>
    <message>
        <source>A scorekeeper for Preferans: the paper sheet, deals, penalties, settlement.</source>
        <translation>A scorekeeper for Preferans: the paper sheet, deals, penalties, settlement.</translation>
    </message>
    <message>
        <source>Licence: {licence}.</source>
        <translation>Licence: {licence}.</translation>
    </message>
    <message>
        <source>Your games are kept in the file {file} in the folder {folder}</source>
        <translation>Your games are kept in the file {file} in the folder {folder}</translation>
    </message>
    <message>
        <source>About Pulka</source>
        <translation>About Pulka</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
</context>
<context>
    <name>HistogramChart</name>
    <message>
        <source>Results of games</source>
        <translation>Results of games</translation>
    </message>
    <message>
        <source>Result of a game, whists</source>
        <translation>Result of a game, whists</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>From {low} to {high} whists: games {count}</source>
        <translation>From {low} to {high} whists: games {count}</translation>
    </message>
</context>
<context>
    <name>IncidentWizard</name>
    <message>
        <source>— choose —</source>
        <translation>— choose —</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>raspasy</translation>
    </message>
    <message>
        <source>Declarer:</source>
        <translation>Declarer:</translation>
    </message>
    <message>
        <source>Whist or pass:</source>
        <translation>Whist or pass:</translation>
    </message>
    <message>
        <source>Tricks:</source>
        <translation>Tricks:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Filled in from the game: the level penalties count raspasy at. It is not the price of a trick on raspasy that the table card shows.</source>
        <translation>Filled in from the game: the level penalties count raspasy at. It is not the price of a trick on raspasy that the table card shows.</translation>
    </message>
    <message>
        <source>{player} writes {amount} whists on {on}</source>
        <translation>{player} writes {amount} whists on {on}</translation>
    </message>
    <message>
        <source>{player} writes {amount} into the pool</source>
        <translation>{player} writes {amount} into the pool</translation>
    </message>
    <message>
        <source>{player} writes {amount} into the mountain</source>
        <translation>{player} writes {amount} into the mountain</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Incident</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Record</translation>
    </message>
    <message>
        <source>The next step: what happened, then a preview.</source>
        <translation>The next step: what happened, then a preview.</translation>
    </message>
    <message>
        <source>Back to the previous step.</source>
        <translation>Back to the previous step.</translation>
    </message>
    <message>
        <source>Write the incident on the sheet.</source>
        <translation>Write the incident on the sheet.</translation>
    </message>
    <message>
        <source>Close without writing anything.</source>
        <translation>Close without writing anything.</translation>
    </message>
</context>
<context>
    <name>LateEntryDialog</name>
    <message>
        <source>Late entry</source>
        <translation>Late entry</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source>Plays from round {round}; the rounds already played score nothing.</source>
        <translation>Plays from round {round}; the rounds already played score nothing.</translation>
    </message>
</context>
<context>
    <name>LevelChart</name>
    <message>
        <source>Contracts made, by level</source>
        <translation>Contracts made, by level</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>Made, %</source>
        <translation>Made, %</translation>
    </message>
    <message>
        <source>No contracts declared yet</source>
        <translation>No contracts declared yet</translation>
    </message>
    <message>
        <source>{label}: made {made} of {declared} ({rate})</source>
        <translation>{label}: made {made} of {declared} ({rate})</translation>
    </message>
    <message>
        <source>{label}: never declared</source>
        <translation>{label}: never declared</translation>
    </message>
</context>
<context>
    <name>MainFollow</name>
    <message>
        <source>The club server is back. Every window shows what it holds now.</source>
        <translation>The club server is back. Every window shows what it holds now.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Correct this entry…</source>
        <translation>&amp;Correct this entry…</translation>
    </message>
    <message>
        <source>Correct the manual entry for {player}</source>
        <translation>Correct the manual entry for {player}</translation>
    </message>
    <message>
        <source>Correct deal {number}</source>
        <translation>Correct deal {number}</translation>
    </message>
    <message>
        <source>History (newest first)</source>
        <translation>History (newest first)</translation>
    </message>
    <message>
        <source>Pulka</source>
        <translation>Pulka</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Games…</source>
        <translation>&amp;Games…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Export…</translation>
    </message>
    <message>
        <source>&amp;Finish game</source>
        <translation>&amp;Finish game</translation>
    </message>
    <message>
        <source>&amp;Reopen game</source>
        <translation>&amp;Reopen game</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Connect to a club server…</source>
        <translation>&amp;Connect to a club server…</translation>
    </message>
    <message>
        <source>Games on this co&amp;mputer</source>
        <translation>Games on this co&amp;mputer</translation>
    </message>
    <message>
        <source>New &amp;deal…</source>
        <translation>New &amp;deal…</translation>
    </message>
    <message>
        <source>&amp;Incident…</source>
        <translation>&amp;Incident…</translation>
    </message>
    <message>
        <source>&amp;Rules and penalties…</source>
        <translation>&amp;Rules and penalties…</translation>
    </message>
    <message>
        <source>&amp;Manual entry…</source>
        <translation>&amp;Manual entry…</translation>
    </message>
    <message>
        <source>&amp;Settlement…</source>
        <translation>&amp;Settlement…</translation>
    </message>
    <message>
        <source>Plain &amp;table</source>
        <translation>Plain &amp;table</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>Player s&amp;tatistics…</source>
        <translation>Player s&amp;tatistics…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Evening/tou&amp;rnament</source>
        <translation>Evening/tou&amp;rnament</translation>
    </message>
    <message>
        <source>&amp;Evenings and tournaments…</source>
        <translation>&amp;Evenings and tournaments…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>The drawn sheet: each player&apos;s pool, mountain and whists with their values. Arrow keys move between the players and the parts of the sheet.</source>
        <translation>The drawn sheet: each player&apos;s pool, mountain and whists with their values. Arrow keys move between the players and the parts of the sheet.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
    <message>
        <source>Who deals, rests and speaks first, each player&apos;s pool, and the last deal.</source>
        <translation>Who deals, rests and speaks first, each player&apos;s pool, and the last deal.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Every deal as it now stands, newest first. Its context menu corrects a deal or records an incident.</source>
        <translation>Every deal as it now stands, newest first. Its context menu corrects a deal or records an incident.</translation>
    </message>
    <message>
        <source>Pl&amp;ayers…</source>
        <translation>Pl&amp;ayers…</translation>
    </message>
    <message>
        <source>Zoom the sheet &amp;in</source>
        <translation>Zoom the sheet &amp;in</translation>
    </message>
    <message>
        <source>Zoom the sheet &amp;out</source>
        <translation>Zoom the sheet &amp;out</translation>
    </message>
    <message>
        <source>&amp;Fit the sheet to the window</source>
        <translation>&amp;Fit the sheet to the window</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>&amp;Larger text</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>&amp;Smaller text</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>&amp;Normal text size</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Colours</translation>
    </message>
    <message>
        <source>As the &amp;system</source>
        <translation>As the &amp;system</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Light</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dark</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;High contrast</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Keyboard shortcuts…</translation>
    </message>
    <message>
        <source>&amp;About Pulka…</source>
        <translation>&amp;About Pulka…</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>The actions used at the table: deal, incident, undo, redo</source>
        <translation>The actions used at the table: deal, incident, undo, redo</translation>
    </message>
    <message>
        <source>Language changed.</source>
        <translation>Language changed.</translation>
    </message>
    <message>
        <source>Your login to the club server may only look at the games.</source>
        <translation>Your login to the club server may only look at the games.</translation>
    </message>
    <message>
        <source>Only the club&apos;s administrator may reopen a finished game.</source>
        <translation>Only the club&apos;s administrator may reopen a finished game.</translation>
    </message>
    <message>
        <source>server {name}</source>
        <translation>server {name}</translation>
    </message>
    <message>
        <source>The club server is back.</source>
        <translation>The club server is back.</translation>
    </message>
    <message>
        <source>{end}. A deal entered now is written after the end of the game. Enter a deal anyway?</source>
        <translation>{end}. A deal entered now is written after the end of the game. Enter a deal anyway?</translation>
    </message>
    <message>
        <source>Text size: {percent}</source>
        <translation>Text size: {percent}</translation>
    </message>
    <message>
        <source>&amp;Correct this deal…</source>
        <translation>&amp;Correct this deal…</translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation>Import a game</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Export the game</translation>
    </message>
    <message>
        <source>The pool is closed: the game is over. A deal entered now is written after the end of the game. Enter a deal anyway?</source>
        <translation>The pool is closed: the game is over. A deal entered now is written after the end of the game. Enter a deal anyway?</translation>
    </message>
    <message>
        <source>Pulka — {players} (finished) — {rules}</source>
        <translation>Pulka — {players} (finished) — {rules}</translation>
    </message>
    <message>
        <source>Pulka — {players} — {rules}</source>
        <translation>Pulka — {players} — {rules}</translation>
    </message>
    <message>
        <source>Finish the game? It can no longer be changed unless it is reopened.</source>
        <translation>Finish the game? It can no longer be changed unless it is reopened.</translation>
    </message>
    <message>
        <source>The pool is not closed yet. Finish the game anyway? It can no longer be changed unless it is reopened.</source>
        <translation>The pool is not closed yet. Finish the game anyway? It can no longer be changed unless it is reopened.</translation>
    </message>
</context>
<context>
    <name>ManualEntryDialog</name>
    <message>
        <source>Changes on the sheet (before → after)</source>
        <translation>Changes on the sheet (before → after)</translation>
    </message>
    <message>
        <source>Manual entry</source>
        <translation>Manual entry</translation>
    </message>
    <message>
        <source>Writes the amounts as typed, without pool overflow or help: for carrying over a paper sheet or an agreed correction. A negative amount subtracts.</source>
        <translation>Writes the amounts as typed, without pool overflow or help: for carrying over a paper sheet or an agreed correction. A negative amount subtracts.</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source>P&amp;ool:</source>
        <translation>P&amp;ool:</translation>
    </message>
    <message>
        <source>&amp;Mountain:</source>
        <translation>&amp;Mountain:</translation>
    </message>
    <message>
        <source>Whists written on</source>
        <translation>Whists written on</translation>
    </message>
    <message>
        <source>e.g. carried over from the paper sheet</source>
        <translation>e.g. carried over from the paper sheet</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Note:</translation>
    </message>
    <message>
        <source>This entry holds halves. The fields show whole numbers: a field you leave as it is keeps its half, a field you change takes the number you type.</source>
        <translation>This entry holds halves. The fields show whole numbers: a field you leave as it is keeps its half, a field you change takes the number you type.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Whose sheet the amounts go on.</source>
        <translation>Whose sheet the amounts go on.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Amount added to the pool.</source>
        <translation>Amount added to the pool.</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Mountain</translation>
    </message>
    <message>
        <source>Amount added to the mountain.</source>
        <translation>Amount added to the mountain.</translation>
    </message>
    <message>
        <source>Whists written on {player}</source>
        <translation>Whists written on {player}</translation>
    </message>
    <message>
        <source>Whists this player writes on {player}.</source>
        <translation>Whists this player writes on {player}.</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Why the entry was made (optional).</source>
        <translation>Why the entry was made (optional).</translation>
    </message>
    <message>
        <source>Nothing is written.</source>
        <translation>Nothing is written.</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <source>New evening or tournament</source>
        <translation>New evening or tournament</translation>
    </message>
    <message>
        <source>Friday evening</source>
        <translation>Friday evening</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Club evening</source>
        <translation>Club evening</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Kind:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date:</translation>
    </message>
    <message>
        <source>One name a line</source>
        <translation>One name a line</translation>
    </message>
    <message>
        <source>&amp;Players (one a line):</source>
        <translation>&amp;Players (one a line):</translation>
    </message>
    <message>
        <source>&amp;Rules at the tables:</source>
        <translation>&amp;Rules at the tables:</translation>
    </message>
    <message>
        <source>when the pool ends</source>
        <translation>when the pool ends</translation>
    </message>
    <message>
        <source>by the number of deals</source>
        <translation>by the number of deals</translation>
    </message>
    <message>
        <source>by the clock</source>
        <translation>by the clock</translation>
    </message>
    <message>
        <source>&amp;End of a round:</source>
        <translation>&amp;End of a round:</translation>
    </message>
    <message>
        <source>Round &amp;length:</source>
        <translation>Round &amp;length:</translation>
    </message>
    <message>
        <source>Players left over play four-handed (else they sit out)</source>
        <translation>Players left over play four-handed (else they sit out)</translation>
    </message>
    <message>
        <source>E&amp;vening</source>
        <translation>E&amp;vening</translation>
    </message>
    <message>
        <source>Scorin&amp;g and seeding</source>
        <translation>Scorin&amp;g and seeding</translation>
    </message>
    <message>
        <source>Name, date, players, rules and rounds.</source>
        <translation>Name, date, players, rules and rounds.</translation>
    </message>
    <message>
        <source>How results become points, and how tables are seated.</source>
        <translation>How results become points, and how tables are seated.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>What the evening is called.</source>
        <translation>What the evening is called.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>A club evening or a tournament.</source>
        <translation>A club evening or a tournament.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>The day it is played.</source>
        <translation>The day it is played.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>One name a line; Tab moves on to the next field.</source>
        <translation>One name a line; Tab moves on to the next field.</translation>
    </message>
    <message>
        <source>Rules at the tables</source>
        <translation>Rules at the tables</translation>
    </message>
    <message>
        <source>The convention every table plays.</source>
        <translation>The convention every table plays.</translation>
    </message>
    <message>
        <source>End of a round</source>
        <translation>End of a round</translation>
    </message>
    <message>
        <source>When a round ends at a table.</source>
        <translation>When a round ends at a table.</translation>
    </message>
    <message>
        <source>Round length</source>
        <translation>Round length</translation>
    </message>
    <message>
        <source>Deals or minutes a round lasts.</source>
        <translation>Deals or minutes a round lasts.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>How tables&apos; results become points.</source>
        <translation>How tables&apos; results become points.</translation>
    </message>
    <message>
        <source>Players left over make a four-handed table.</source>
        <translation>Players left over make a four-handed table.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>&amp;3 players</source>
        <translation>&amp;3 players</translation>
    </message>
    <message>
        <source>&amp;4 players</source>
        <translation>&amp;4 players</translation>
    </message>
    <message>
        <source>Players in seating order (clockwise)</source>
        <translation>Players in seating order (clockwise)</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Seat {n}:</translation>
    </message>
    <message>
        <source>First &amp;dealer:</source>
        <translation>First &amp;dealer:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>&amp;Pool size:</source>
        <translation>&amp;Pool size:</translation>
    </message>
    <message>
        <source>Price of a &amp;whist:</source>
        <translation>Price of a &amp;whist:</translation>
    </message>
    <message>
        <source>Advanced: every rules option</source>
        <translation>Advanced: every rules option</translation>
    </message>
    <message>
        <source>How many players sit at the table.</source>
        <translation>How many players sit at the table.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Seat {n}</translation>
    </message>
    <message>
        <source>A player&apos;s name, typed or chosen; seats go clockwise.</source>
        <translation>A player&apos;s name, typed or chosen; seats go clockwise.</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>First dealer</translation>
    </message>
    <message>
        <source>Who deals the first deal.</source>
        <translation>Who deals the first deal.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>The convention: Sochi, Leningrad or Rostov.</source>
        <translation>The convention: Sochi, Leningrad or Rostov.</translation>
    </message>
    <message>
        <source>Pool size</source>
        <translation>Pool size</translation>
    </message>
    <message>
        <source>The pool each player plays to.</source>
        <translation>The pool each player plays to.</translation>
    </message>
    <message>
        <source>Price of a whist</source>
        <translation>Price of a whist</translation>
    </message>
    <message>
        <source>Money per whist: a whole or decimal number, or a fraction such as 1/3.</source>
        <translation>Money per whist: a whole or decimal number, or a fraction such as 1/3.</translation>
    </message>
    <message>
        <source>Shows every option of the rules.</source>
        <translation>Shows every option of the rules.</translation>
    </message>
    <message>
        <source>Groups of options</source>
        <translation>Groups of options</translation>
    </message>
    <message>
        <source>Choose a group to see its options beside the list.</source>
        <translation>Choose a group to see its options beside the list.</translation>
    </message>
</context>
<context>
    <name>PaperActions</name>
    <message>
        <source>&amp;Print the game…</source>
        <translation>&amp;Print the game…</translation>
    </message>
    <message>
        <source>Save the game as P&amp;DF…</source>
        <translation>Save the game as P&amp;DF…</translation>
    </message>
    <message>
        <source>Blank sheet for &amp;3 players…</source>
        <translation>Blank sheet for &amp;3 players…</translation>
    </message>
    <message>
        <source>Blank sheet for &amp;4 players…</source>
        <translation>Blank sheet for &amp;4 players…</translation>
    </message>
    <message>
        <source>Copy the s&amp;heet as a picture</source>
        <translation>Copy the s&amp;heet as a picture</translation>
    </message>
    <message>
        <source>Copy the res&amp;ult as text</source>
        <translation>Copy the res&amp;ult as text</translation>
    </message>
    <message>
        <source>&amp;Blank sheet</source>
        <translation>&amp;Blank sheet</translation>
    </message>
    <message>
        <source>game {date}.pdf</source>
        <translation>game {date}.pdf</translation>
    </message>
    <message>
        <source>Save the game as PDF</source>
        <translation>Save the game as PDF</translation>
    </message>
    <message>
        <source>Saved: {path}</source>
        <translation>Saved: {path}</translation>
    </message>
    <message>
        <source>The sheet is on the clipboard.</source>
        <translation>The sheet is on the clipboard.</translation>
    </message>
    <message>
        <source>The result is on the clipboard.</source>
        <translation>The result is on the clipboard.</translation>
    </message>
</context>
<context>
    <name>Penalties</name>
    <message>
        <source>The talon</source>
        <translation>The talon</translation>
    </message>
    <message>
        <source>Ordering the contract</source>
        <translation>Ordering the contract</translation>
    </message>
    <message>
        <source>Code of Preferans 3.4: bidding and ordering</source>
        <translation>Code of Preferans 3.4: bidding and ordering</translation>
    </message>
    <message>
        <source>Wrong number of cards</source>
        <translation>Wrong number of cards</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Dealing</translation>
    </message>
    <message>
        <source>Play procedure</source>
        <translation>Play procedure</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>House rules</translation>
    </message>
    <message>
        <source>Custom penalty</source>
        <translation>Custom penalty</translation>
    </message>
    <message>
        <source>Club rules “The talon”</source>
        <translation>Club rules “The talon”</translation>
    </message>
    <message>
        <source>Club rules “Ordering the contract”</source>
        <translation>Club rules “Ordering the contract”</translation>
    </message>
    <message>
        <source>Club rules “Wrong number of cards”</source>
        <translation>Club rules “Wrong number of cards”</translation>
    </message>
    <message>
        <source>“General rules of the card game preferans”</source>
        <translation>“General rules of the card game preferans”</translation>
    </message>
    <message>
        <source>Article “When the order is changed”</source>
        <translation>Article “When the order is changed”</translation>
    </message>
    <message>
        <source>D. Lesnoy, “Russian Preferans”, a note to the Code</source>
        <translation>D. Lesnoy, “Russian Preferans”, a note to the Code</translation>
    </message>
    <message>
        <source>Rules of the “Преферансист” forum</source>
        <translation>Rules of the “Преферансист” forum</translation>
    </message>
    <message>
        <source>“A wrongly won trick”</source>
        <translation>“A wrongly won trick”</translation>
    </message>
    <message>
        <source>“Claims and concessions by the declarer”</source>
        <translation>“Claims and concessions by the declarer”</translation>
    </message>
    <message>
        <source>“Claims and concessions by a defender”</source>
        <translation>“Claims and concessions by a defender”</translation>
    </message>
    <message>
        <source>“Correcting the score”</source>
        <translation>“Correcting the score”</translation>
    </message>
    <message>
        <source>“A defective deck”</source>
        <translation>“A defective deck”</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>a redeal</source>
        <translation>a redeal</translation>
    </message>
    <message>
        <source>draw the extra cards blind</source>
        <translation>draw the extra cards blind</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>pool</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>mountain</translation>
    </message>
    <message>
        <source>whists</source>
        <translation>whists</translation>
    </message>
    <message>
        <source>to return the talon</source>
        <translation>to return the talon</translation>
    </message>
    <message>
        <source>to change a bid</source>
        <translation>to change a bid</translation>
    </message>
    <message>
        <source>corrected at once</source>
        <translation>corrected at once</translation>
    </message>
    <message>
        <source>corrected after a pause</source>
        <translation>corrected after a pause</translation>
    </message>
    <message>
        <source>corrected after a whist</source>
        <translation>corrected after a whist</translation>
    </message>
    <message>
        <source>the intent was evident</source>
        <translation>the intent was evident</translation>
    </message>
    <message>
        <source>an ace</source>
        <translation>an ace</translation>
    </message>
    <message>
        <source>ace and king of a suit</source>
        <translation>ace and king of a suit</translation>
    </message>
    <message>
        <source>two aces</source>
        <translation>two aces</translation>
    </message>
    <message>
        <source>king and queen of a suit</source>
        <translation>king and queen of a suit</translation>
    </message>
    <message>
        <source>both cards</source>
        <translation>both cards</translation>
    </message>
    <message>
        <source>the bottom card</source>
        <translation>the bottom card</translation>
    </message>
    <message>
        <source>a card face up in the deck</source>
        <translation>a card face up in the deck</translation>
    </message>
    <message>
        <source>a short deck</source>
        <translation>a short deck</translation>
    </message>
    <message>
        <source>dealt without a cut</source>
        <translation>dealt without a cut</translation>
    </message>
    <message>
        <source>dealt out of turn</source>
        <translation>dealt out of turn</translation>
    </message>
    <message>
        <source>by drawing lots</source>
        <translation>by drawing lots</translation>
    </message>
    <message>
        <source>the average of both readings</source>
        <translation>the average of both readings</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>misère</translation>
    </message>
    <message>
        <source>{player} may not bid any more in this deal (compulsory pass).</source>
        <translation>{player} may not bid any more in this deal (compulsory pass).</translation>
    </message>
    <message>
        <source>The violator may not bid any more in this deal.</source>
        <translation>The violator may not bid any more in this deal.</translation>
    </message>
    <message>
        <source>{player} is deemed to have passed; raspasy is played.</source>
        <translation>{player} is deemed to have passed; raspasy is played.</translation>
    </message>
    <message>
        <source>The third player is deemed to have passed; raspasy is played.</source>
        <translation>The third player is deemed to have passed; raspasy is played.</translation>
    </message>
    <message>
        <source>{player} is deemed to have made the minimum bid and must order a game.</source>
        <translation>{player} is deemed to have made the minimum bid and must order a game.</translation>
    </message>
    <message>
        <source>The third player is deemed to have made the minimum bid.</source>
        <translation>The third player is deemed to have made the minimum bid.</translation>
    </message>
    <message>
        <source>The talon goes to {other} at his last bid.</source>
        <translation>The talon goes to {other} at his last bid.</translation>
    </message>
    <message>
        <source>The talon goes to {other}, the previous legal bidder.</source>
        <translation>The talon goes to {other}, the previous legal bidder.</translation>
    </message>
    <message>
        <source>Hands are not shown; the bidding continues with the talon open.</source>
        <translation>Hands are not shown; the bidding continues with the talon open.</translation>
    </message>
    <message>
        <source>The cards are redealt.</source>
        <translation>The cards are redealt.</translation>
    </message>
    <message>
        <source>The twelve cards are shuffled and the dealer draws a new talon blind.</source>
        <translation>The twelve cards are shuffled and the dealer draws a new talon blind.</translation>
    </message>
    <message>
        <source>The made contract is not written into the pool.</source>
        <translation>The made contract is not written into the pool.</translation>
    </message>
    <message>
        <source>The raspasy streak ends.</source>
        <translation>The raspasy streak ends.</translation>
    </message>
    <message>
        <source>Raspasy continue: the streak is kept.</source>
        <translation>Raspasy continue: the streak is kept.</translation>
    </message>
    <message>
        <source>The declarer loses the right to change the contract.</source>
        <translation>The declarer loses the right to change the contract.</translation>
    </message>
    <message>
        <source>The change is refused: the order stands.</source>
        <translation>The change is refused: the order stands.</translation>
    </message>
    <message>
        <source>The result stands.</source>
        <translation>The result stands.</translation>
    </message>
    <message>
        <source>The change is allowed.</source>
        <translation>The change is allowed.</translation>
    </message>
    <message>
        <source>The intended suit may be ordered one level higher.</source>
        <translation>The intended suit may be ordered one level higher.</translation>
    </message>
    <message>
        <source>The declarer must order a legal contract instead.</source>
        <translation>The declarer must order a legal contract instead.</translation>
    </message>
    <message>
        <source>The misère is played.</source>
        <translation>The misère is played.</translation>
    </message>
    <message>
        <source>The second bidder takes the talon at the senior bid.</source>
        <translation>The second bidder takes the talon at the senior bid.</translation>
    </message>
    <message>
        <source>The next deal goes to the left of the player who actually dealt.</source>
        <translation>The next deal goes to the left of the player who actually dealt.</translation>
    </message>
    <message>
        <source>The defective trick must be completed.</source>
        <translation>The defective trick must be completed.</translation>
    </message>
    <message>
        <source>{player} takes no further part in the play of this deal.</source>
        <translation>{player} takes no further part in the play of this deal.</translation>
    </message>
    <message>
        <source>The claimer lays his cards on the table and states his line of play.</source>
        <translation>The claimer lays his cards on the table and states his line of play.</translation>
    </message>
    <message>
        <source>Play continues.</source>
        <translation>Play continues.</translation>
    </message>
    <message>
        <source>The exposed cards become penalty cards.</source>
        <translation>The exposed cards become penalty cards.</translation>
    </message>
    <message>
        <source>The score may be corrected.</source>
        <translation>The score may be corrected.</translation>
    </message>
    <message>
        <source>The deal itself is scored as part of this incident.</source>
        <translation>The deal itself is scored as part of this incident.</translation>
    </message>
    <message>
        <source>“{title}”</source>
        <translation>“{title}”</translation>
    </message>
    <message>
        <source>Please answer: {question}</source>
        <translation>Please answer: {question}</translation>
    </message>
    <message>
        <source>The answer to “{question}” is not valid.</source>
        <translation>The answer to “{question}” is not valid.</translation>
    </message>
    <message>
        <source>The answer to “{question}” is out of range ({value}).</source>
        <translation>The answer to “{question}” is out of range ({value}).</translation>
    </message>
    <message>
        <source>“{question}”: the sheet says {expected}, not {value}.</source>
        <translation>“{question}”: the sheet says {expected}, not {value}.</translation>
    </message>
    <message>
        <source>“{question}” does not apply to these answers.</source>
        <translation>“{question}” does not apply to these answers.</translation>
    </message>
    <message>
        <source>This rule is not in force: turn on “{option}” in the game&apos;s rules.</source>
        <translation>This rule is not in force: turn on “{option}” in the game&apos;s rules.</translation>
    </message>
    <message>
        <source>{player} sits out this deal and cannot have done this.</source>
        <translation>{player} sits out this deal and cannot have done this.</translation>
    </message>
    <message>
        <source>“{question}” must be another player than the violator.</source>
        <translation>“{question}” must be another player than the violator.</translation>
    </message>
    <message>
        <source>The declarer cannot be the violator {player} under this rule.</source>
        <translation>The declarer cannot be the violator {player} under this rule.</translation>
    </message>
    <message>
        <source>Under this rule the violator {player} is the one who plays, not {declarer}.</source>
        <translation>Under this rule the violator {player} is the one who plays, not {declarer}.</translation>
    </message>
    <message>
        <source>{player} is the third player: choose the rule for the third player.</source>
        <translation>{player} is the third player: choose the rule for the third player.</translation>
    </message>
    <message>
        <source>{player} won the bidding: he may open the talon.</source>
        <translation>{player} won the bidding: he may open the talon.</translation>
    </message>
    <message>
        <source>This rule does not apply to the answer “{question}”.</source>
        <translation>This rule does not apply to the answer “{question}”.</translation>
    </message>
    <message>
        <source>This rule applies only to four-handed games.</source>
        <translation>This rule applies only to four-handed games.</translation>
    </message>
    <message>
        <source>{player} was the right dealer: the deal was in turn.</source>
        <translation>{player} was the right dealer: the deal was in turn.</translation>
    </message>
    <message>
        <source>The dealer {player} is the violator: he cannot have provoked himself.</source>
        <translation>The dealer {player} is the violator: he cannot have provoked himself.</translation>
    </message>
    <message>
        <source>The deal must be a misère for this rule.</source>
        <translation>The deal must be a misère for this rule.</translation>
    </message>
    <message>
        <source>The deal must have been played for this rule.</source>
        <translation>The deal must have been played for this rule.</translation>
    </message>
    <message>
        <source>This change is not allowed by the rule (“{question}”).</source>
        <translation>This change is not allowed by the rule (“{question}”).</translation>
    </message>
    <message>
        <source>Code of Preferans</source>
        <translation>Code of Preferans</translation>
    </message>
    <message>
        <source>Rules of play (after the laws of bridge)</source>
        <translation>Rules of play (after the laws of bridge)</translation>
    </message>
    <message>
        <source>Agreed by the players</source>
        <translation>Agreed by the players</translation>
    </message>
    <message>
        <source>House rules of a club blog</source>
        <translation>House rules of a club blog</translation>
    </message>
    <message>
        <source>{book}, introduction</source>
        <translation>{book}, introduction</translation>
    </message>
    <message>
        <source>{book}, item {items}</source>
        <translation>{book}, item {items}</translation>
    </message>
    <message>
        <source>{book}, {items}</source>
        <translation>{book}, {items}</translation>
    </message>
    <message>
        <source>{player} did this before in this pool: choose {use}.</source>
        <translation>{player} did this before in this pool: choose {use}.</translation>
    </message>
    <message>
        <source>{player} did not do this before in this pool: choose {use}.</source>
        <translation>{player} did not do this before in this pool: choose {use}.</translation>
    </message>
    <message>
        <source>{value} cannot be shared equally {players} ways: agree on another amount.</source>
        <translation>{value} cannot be shared equally {players} ways: agree on another amount.</translation>
    </message>
    <message>
        <source>Both readings must be the same deal: the same declarer and level.</source>
        <translation>Both readings must be the same deal: the same declarer and level.</translation>
    </message>
    <message>
        <source>The average of the two readings is not a whole number: record an agreed penalty.</source>
        <translation>The average of the two readings is not a whole number: record an agreed penalty.</translation>
    </message>
    <message>
        <source>The game {contract} is below the last bid ({bid}).</source>
        <translation>The game {contract} is below the last bid ({bid}).</translation>
    </message>
    <message>
        <source>The game {contract} is not below the level reached in the bidding ({level}).</source>
        <translation>The game {contract} is not below the level reached in the bidding ({level}).</translation>
    </message>
    <message>
        <source>This rule is about a six after raspasy, and the game was {contract}.</source>
        <translation>This rule is about a six after raspasy, and the game was {contract}.</translation>
    </message>
    <message>
        <source>{player} dealt this deal and cannot be the declarer too.</source>
        <translation>{player} dealt this deal and cannot be the declarer too.</translation>
    </message>
    <message>
        <source>After two passes only the third player may play: {expected}.</source>
        <translation>After two passes only the third player may play: {expected}.</translation>
    </message>
    <message>
        <source>The declarer cannot be among those who pressed ({player}).</source>
        <translation>The declarer cannot be among those who pressed ({player}).</translation>
    </message>
    <message>
        <source>The deal before was not a raspasy.</source>
        <translation>The deal before was not a raspasy.</translation>
    </message>
    <message>
        <source>{contract} was made without overtricks: nothing was undercalled.</source>
        <translation>{contract} was made without overtricks: nothing was undercalled.</translation>
    </message>
    <message>
        <source>Raspasy in a row: {streak}; this rule needs at least {minimum}.</source>
        <translation>Raspasy in a row: {streak}; this rule needs at least {minimum}.</translation>
    </message>
    <message>
        <source>This rule is about an ordered game, not raspasy.</source>
        <translation>This rule is about an ordered game, not raspasy.</translation>
    </message>
    <message>
        <source>This rule is about raspasy, not an ordered game.</source>
        <translation>This rule is about raspasy, not an ordered game.</translation>
    </message>
    <message>
        <source>This Pulka does not know the rule {rule}: update Pulka.</source>
        <translation>This Pulka does not know the rule {rule}: update Pulka.</translation>
    </message>
    <message>
        <source>The incident has an answer its rule does not ask ({fact}).</source>
        <translation>The incident has an answer its rule does not ask ({fact}).</translation>
    </message>
    <message>
        <source>The rule refuses these facts ({code}).</source>
        <translation>The rule refuses these facts ({code}).</translation>
    </message>
    <message>
        <source>Wrong number of cards noticed before the bidding</source>
        <translation>Wrong number of cards noticed before the bidding</translation>
    </message>
    <message>
        <source>A player who notices before the bidding that he has a wrong number of cards must say so at once; the cards are redealt without penalty.</source>
        <translation>A player who notices before the bidding that he has a wrong number of cards must say so at once; the cards are redealt without penalty.</translation>
    </message>
    <message>
        <source>Who holds the wrong number of cards?</source>
        <translation>Who holds the wrong number of cards?</translation>
    </message>
    <message>
        <source>Wrong number of cards noticed after the talon bidding started</source>
        <translation>Wrong number of cards noticed after the talon bidding started</translation>
    </message>
    <message>
        <source>The holder noticed a wrong count after the bidding for the talon started: he must stop the auction and writes two undertricks at the level where the bidding stopped; redeal.</source>
        <translation>The holder noticed a wrong count after the bidding for the talon started: he must stop the auction and writes two undertricks at the level where the bidding stopped; redeal.</translation>
    </message>
    <message>
        <source>Level at which the bidding was stopped</source>
        <translation>Level at which the bidding was stopped</translation>
    </message>
    <message>
        <source>Wrong number of cards noticed by a player who passed</source>
        <translation>Wrong number of cards noticed by a player who passed</translation>
    </message>
    <message>
        <source>Noticed by a player who already passed, before the talon bidding started: he must stop the deal and writes one trick at the raspasy level; redeal.</source>
        <translation>Noticed by a player who already passed, before the talon bidding started: he must stop the deal and writes one trick at the raspasy level; redeal.</translation>
    </message>
    <message>
        <source>Two players bid without ten cards each</source>
        <translation>Two players bid without ten cards each</translation>
    </message>
    <message>
        <source>Two players have bid and it turns out they do not hold ten cards each: the player with ten cards may demand a redeal, or that the over-full hand be cut back to ten by drawing the extra cards blind. The penalty text is cut off: an agreed amount.</source>
        <translation>Two players have bid and it turns out they do not hold ten cards each: the player with ten cards may demand a redeal, or that the over-full hand be cut back to ten by drawing the extra cards blind. The penalty text is cut off: an agreed amount.</translation>
    </message>
    <message>
        <source>Who holds the over-full hand?</source>
        <translation>Who holds the over-full hand?</translation>
    </message>
    <message>
        <source>What did the player with ten cards choose?</source>
        <translation>What did the player with ten cards choose?</translation>
    </message>
    <message>
        <source>Agreed penalty (mountain)</source>
        <translation>Agreed penalty (mountain)</translation>
    </message>
    <message>
        <source>A card exposed during the deal through the dealer&apos;s fault</source>
        <translation>A card exposed during the deal through the dealer&apos;s fault</translation>
    </message>
    <message>
        <source>A card exposed during the deal through the dealer&apos;s fault, directly or indirectly: the same dealer redeals, no penalty.</source>
        <translation>A card exposed during the deal through the dealer&apos;s fault, directly or indirectly: the same dealer redeals, no penalty.</translation>
    </message>
    <message>
        <source>Who dealt this deal?</source>
        <translation>Who dealt this deal?</translation>
    </message>
    <message>
        <source>Raspasy level of the penalty, from the game (2, 4 or 6: the first, second or third raspasy in a row; not the price of a trick on raspasy)</source>
        <translation>Raspasy level of the penalty, from the game (2, 4 or 6: the first, second or third raspasy in a row; not the price of a trick on raspasy)</translation>
    </message>
    <message>
        <source>Misdeal noticed before the bidding</source>
        <translation>Misdeal noticed before the bidding</translation>
    </message>
    <message>
        <source>A misdeal (wrong number of cards, wrong order or batch size) noticed before the bidding: redeal, no penalty.</source>
        <translation>A misdeal (wrong number of cards, wrong order or batch size) noticed before the bidding: redeal, no penalty.</translation>
    </message>
    <message>
        <source>Dealt out of turn</source>
        <translation>Dealt out of turn</translation>
    </message>
    <message>
        <source>Dealt out of turn: noticed before the deal is complete, the right dealer redeals; once the deal is complete and cards were picked up, the deal stands and the next deal goes to the player on the left of the one who actually dealt.</source>
        <translation>Dealt out of turn: noticed before the deal is complete, the right dealer redeals; once the deal is complete and cards were picked up, the deal stands and the next deal goes to the player on the left of the one who actually dealt.</translation>
    </message>
    <message>
        <source>Who actually dealt?</source>
        <translation>Who actually dealt?</translation>
    </message>
    <message>
        <source>Was the deal complete and had someone picked up his cards?</source>
        <translation>Was the deal complete and had someone picked up his cards?</translation>
    </message>
    <message>
        <source>Other redeal cases</source>
        <translation>Other redeal cases</translation>
    </message>
    <message>
        <source>A card face up in the deck during the deal or the cut, a short deck, or a deal without a cut or out of turn noticed before the end of the deal with nobody having looked: redeal, no penalty.</source>
        <translation>A card face up in the deck during the deal or the cut, a short deck, or a deal without a cut or out of turn noticed before the end of the deal with nobody having looked: redeal, no penalty.</translation>
    </message>
    <message>
        <source>What happened?</source>
        <translation>What happened?</translation>
    </message>
    <message>
        <source>An incident no published rule covers (a revoke, a lead out of turn, an exposed card, a call out of turn, a recording error, an outsider&apos;s advice…): the players agree on points written into a player&apos;s pool or mountain, or as whists on another player, with a free-text reason.</source>
        <translation>An incident no published rule covers (a revoke, a lead out of turn, an exposed card, a call out of turn, a recording error, an outsider&apos;s advice…): the players agree on points written into a player&apos;s pool or mountain, or as whists on another player, with a free-text reason.</translation>
    </message>
    <message>
        <source>Who writes the points?</source>
        <translation>Who writes the points?</translation>
    </message>
    <message>
        <source>Where?</source>
        <translation>Where?</translation>
    </message>
    <message>
        <source>How many points (whists)?</source>
        <translation>How many points (whists)?</translation>
    </message>
    <message>
        <source>On whom are the whists written?</source>
        <translation>On whom are the whists written?</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>Dealer fined after a third consecutive raspasy (house rule)</source>
        <translation>Dealer fined after a third consecutive raspasy (house rule)</translation>
    </message>
    <message>
        <source>Agreed fine</source>
        <translation>Agreed fine</translation>
    </message>
    <message>
        <source>Under-ordering scored as a failed game (house rule)</source>
        <translation>Under-ordering scored as a failed game (house rule)</translation>
    </message>
    <message>
        <source>The contract as played</source>
        <translation>The contract as played</translation>
    </message>
    <message>
        <source>Re-ordering a contract for a fee (house rule)</source>
        <translation>Re-ordering a contract for a fee (house rule)</translation>
    </message>
    <message>
        <source>With three or more trumps the declarer plays what he ordered; friendly games sometimes allow re-ordering for an agreed fee into the mountain.</source>
        <translation>With three or more trumps the declarer plays what he ordered; friendly games sometimes allow re-ordering for an agreed fee into the mountain.</translation>
    </message>
    <message>
        <source>Who is the declarer?</source>
        <translation>Who is the declarer?</translation>
    </message>
    <message>
        <source>Some companies fine the dealer &apos;for unskilful dealing&apos; after a third consecutive raspasy: up to 10 into his mountain. Runs against the spirit of the Code&apos;s 3.4.10.</source>
        <translation>Some companies fine the dealer &apos;for unskilful dealing&apos; after a third consecutive raspasy: up to 10 into his mountain. Runs against the spirit of the Code&apos;s 3.4.10.</translation>
    </message>
    <message>
        <source>Some tables score a game where the declarer took more tricks than he ordered as if the ordered game had failed (by one). Contradicts the Code&apos;s 3.4.13, which the default follows.</source>
        <translation>Some tables score a game where the declarer took more tricks than he ordered as if the ordered game had failed (by one). Contradicts the Code&apos;s 3.4.13, which the default follows.</translation>
    </message>
    <message>
        <source>Agreed fee</source>
        <translation>Agreed fee</translation>
    </message>
    <message>
        <source>Bombs and blind play multipliers</source>
        <translation>Bombs and blind play multipliers</translation>
    </message>
    <message>
        <source>Bombs and blind play multiply game values; no source says whether penalties are multiplied. Pulka does not multiply penalties.</source>
        <translation>Bombs and blind play multiply game values; no source says whether penalties are multiplied. Pulka does not multiply penalties.</translation>
    </message>
    <message>
        <source>Wrong discard of one card or three or more (house rule)</source>
        <translation>Wrong discard of one card or three or more (house rule)</translation>
    </message>
    <message>
        <source>A wrong discard is fined one undertrick of the announced game; the game is played out and whists are written for the tricks actually taken. Conflicts with the Code&apos;s 3.4.6, which the default follows.</source>
        <translation>A wrong discard is fined one undertrick of the announced game; the game is played out and whists are written for the tricks actually taken. Conflicts with the Code&apos;s 3.4.6, which the default follows.</translation>
    </message>
    <message>
        <source>A dealer who misdeals twice writes one undertrick of a six into his mountain; redeal. Conflicts with the Code&apos;s 3.2.13 (no penalty).</source>
        <translation>A dealer who misdeals twice writes one undertrick of a six into his mountain; redeal. Conflicts with the Code&apos;s 3.2.13 (no penalty).</translation>
    </message>
    <message>
        <source>Level of the announced game</source>
        <translation>Level of the announced game</translation>
    </message>
    <message>
        <source>The same dealer misdeals twice (house rule)</source>
        <translation>The same dealer misdeals twice (house rule)</translation>
    </message>
    <message>
        <source>The talon cannot be returned; bids cannot be changed</source>
        <translation>The talon cannot be returned; bids cannot be changed</translation>
    </message>
    <message>
        <source>Returning the talon and changing a bid during the bidding are not allowed.</source>
        <translation>Returning the talon and changing a bid during the bidding are not allowed.</translation>
    </message>
    <message>
        <source>What was attempted?</source>
        <translation>What was attempted?</translation>
    </message>
    <message>
        <source>Contract ordered holding more or fewer than ten cards</source>
        <translation>Contract ordered holding more or fewer than ten cards</translation>
    </message>
    <message>
        <source>A player who ordered a contract holding more or fewer than ten cards (no discard, or three cards discarded) is penalised by a remiz of two on the announced game. If the defenders prove he would have gone down anyway with the right count (best discard, open optimal play), the two penalty tricks are added to those undertricks.</source>
        <translation>A player who ordered a contract holding more or fewer than ten cards (no discard, or three cards discarded) is penalised by a remiz of two on the announced game. If the defenders prove he would have gone down anyway with the right count (best discard, open optimal play), the two penalty tricks are added to those undertricks.</translation>
    </message>
    <message>
        <source>The contract (tricks if it was played)</source>
        <translation>The contract (tricks if it was played)</translation>
    </message>
    <message>
        <source>Undertricks the defenders prove with the correct count</source>
        <translation>Undertricks the defenders prove with the correct count</translation>
    </message>
    <message>
        <source>Was the deal played out? (If whisted but stopped, give the tricks the defenders prove from the open cards.)</source>
        <translation>Was the deal played out? (If whisted but stopped, give the tricks the defenders prove from the open cards.)</translation>
    </message>
    <message>
        <source>A correct order cannot be changed after a whist</source>
        <translation>A correct order cannot be changed after a whist</translation>
    </message>
    <message>
        <source>A contract ordered by the rules cannot be changed once at least one opponent has whisted, even when the declarer holds fewer than three cards of the trump suit.</source>
        <translation>A contract ordered by the rules cannot be changed once at least one opponent has whisted, even when the declarer holds fewer than three cards of the trump suit.</translation>
    </message>
    <message>
        <source>Has at least one opponent whisted?</source>
        <translation>Has at least one opponent whisted?</translation>
    </message>
    <message>
        <source>Fewer than three trumps?</source>
        <translation>Fewer than three trumps?</translation>
    </message>
    <message>
        <source>Misspoken order</source>
        <translation>Misspoken order</translation>
    </message>
    <message>
        <source>A declarer who misspoke his order may correct it only without a pause. After a pause, if nobody whisted yet, he may correct only by ordering one level higher; after a whist the contract as spoken is played; an evident intent to correct (exclamations before the whist) allows the correction. Example: 6♠ corrected at once to 6♥.</source>
        <translation>A declarer who misspoke his order may correct it only without a pause. After a pause, if nobody whisted yet, he may correct only by ordering one level higher; after a whist the contract as spoken is played; an evident intent to correct (exclamations before the whist) allows the correction. Example: 6♠ corrected at once to 6♥.</translation>
    </message>
    <message>
        <source>The contract as spoken</source>
        <translation>The contract as spoken</translation>
    </message>
    <message>
        <source>The contract he meant</source>
        <translation>The contract he meant</translation>
    </message>
    <message>
        <source>When did the correction come?</source>
        <translation>When did the correction come?</translation>
    </message>
    <message>
        <source>Declarer looked at his discard after the first lead</source>
        <translation>Declarer looked at his discard after the first lead</translation>
    </message>
    <message>
        <source>The discard cannot be changed after the order, nor looked at after the first lead. A declarer who looks is penalised one trick: exactly made becomes down one, one overtrick cancels out, of several overtricks one is removed, and a remiz grows by one.</source>
        <translation>The discard cannot be changed after the order, nor looked at after the first lead. A declarer who looks is penalised one trick: exactly made becomes down one, one overtrick cancels out, of several overtricks one is removed, and a remiz grows by one.</translation>
    </message>
    <message>
        <source>Dealer fined when the talon is refused (house rule)</source>
        <translation>Dealer fined when the talon is refused (house rule)</translation>
    </message>
    <message>
        <source>By agreement the dealer may be fined an agreed number of points into his mountain when the talon is refused. The Code discourages it for serious play; off by default (option &apos;dealer_fine_on_talon_refusal&apos; is the amount).</source>
        <translation>By agreement the dealer may be fined an agreed number of points into his mountain when the talon is refused. The Code discourages it for serious play; off by default (the rules option “Dealer&apos;s fine for a refused talon” is the amount).</translation>
    </message>
    <message>
        <source>An outsider&apos;s advice to change the trump suit, or to raise or lower the order, takes away the right to do either (see also the Code&apos;s 3.9.20, text not available).</source>
        <translation>An outsider&apos;s advice to change the trump suit, or to raise or lower the order, takes away the right to do either (see also the Code&apos;s 3.9.20, text not available).</translation>
    </message>
    <message>
        <source>The notion of under-ordering (“недозаказ”, “перезаклад”) does not exist: taking more tricks than ordered is never punished (contrast house-undercall).</source>
        <translation>The notion of under-ordering (“недозаказ”, “перезаклад”) does not exist: taking more tricks than ordered is never punished (contrast house-undercall).</translation>
    </message>
    <message>
        <source>There is no contract called “preferans”</source>
        <translation>There is no contract called “preferans”</translation>
    </message>
    <message>
        <source>There is no contract called “preferans”. (3.5.1–3.5.2 in the same seed only define games on tricks and the trump hierarchy.)</source>
        <translation>There is no contract called “preferans”. (3.5.1–3.5.2 in the same seed only define games on tricks and the trump hierarchy.)</translation>
    </message>
    <message>
        <source>Consolation for tricks in the talon (house rule)</source>
        <translation>Consolation for tricks in the talon (house rule)</translation>
    </message>
    <message>
        <source>By agreement the dealer writes consolation on the declarer for tricks given to him in the talon, as for tricks of the ordered game: an ace one trick, ace and king of a suit two, two aces three, a marriage one. Discouraged for serious play; off by default (option &apos;talon_whists&apos;).</source>
        <translation>By agreement the dealer writes consolation on the declarer for tricks given to him in the talon, as for tricks of the ordered game: an ace one trick, ace and king of a suit two, two aces three, a marriage one. Discouraged for serious play; off by default (the rules option “Talon whists”).</translation>
    </message>
    <message>
        <source>Level of the ordered game</source>
        <translation>Level of the ordered game</translation>
    </message>
    <message>
        <source>What was in the talon?</source>
        <translation>What was in the talon?</translation>
    </message>
    <message>
        <source>Outsider&apos;s advice to change the trump or the level</source>
        <translation>Outsider&apos;s advice to change the trump or the level</translation>
    </message>
    <message>
        <source>There is no under-ordering penalty</source>
        <translation>There is no under-ordering penalty</translation>
    </message>
    <message>
        <source>The dealer guards the talon</source>
        <translation>The dealer guards the talon</translation>
    </message>
    <message>
        <source>The dealer is responsible for the talon: when he provoked a talon violation he receives the same penalty as the violator. Every other PRIKUP item has a &apos;dealer provoked&apos; answer that adds this entry; this item writes it on its own when recorded separately.</source>
        <translation>The dealer is responsible for the talon: when he provoked a talon violation he receives the same penalty as the violator. Every other PRIKUP item has a &apos;dealer provoked&apos; answer that adds this entry; this item writes it on its own when recorded separately.</translation>
    </message>
    <message>
        <source>The violator&apos;s penalty</source>
        <translation>The violator&apos;s penalty</translation>
    </message>
    <message>
        <source>Dealer looked at the talon during the bidding</source>
        <translation>Dealer looked at the talon during the bidding</translation>
    </message>
    <message>
        <source>The dealer looked at the talon while the bidding for it was in progress. He writes the current bid level&apos;s cost into his mountain; play continues normally.</source>
        <translation>The dealer looked at the talon while the bidding for it was in progress. He writes the current bid level&apos;s cost into his mountain; play continues normally.</translation>
    </message>
    <message>
        <source>Current bid level</source>
        <translation>Current bid level</translation>
    </message>
    <message>
        <source>Dealer looked at the talon before the bidding</source>
        <translation>Dealer looked at the talon before the bidding</translation>
    </message>
    <message>
        <source>The dealer looked at the talon before the bidding for it started. He writes the current raspasy level into his mountain.</source>
        <translation>The dealer looked at the talon before the bidding for it started. He writes the current raspasy level into his mountain.</translation>
    </message>
    <message>
        <source>A bidder looked at the talon before the bidding ended</source>
        <translation>A bidder looked at the talon before the bidding ended</translation>
    </message>
    <message>
        <source>A player taking part in the bidding looked at the talon before it ended. He writes the current bid level&apos;s cost into his mountain (the raspasy level if nothing was bid yet) and may not bid any more.</source>
        <translation>A player taking part in the bidding looked at the talon before it ended. He writes the current bid level&apos;s cost into his mountain (the raspasy level if nothing was bid yet) and may not bid any more.</translation>
    </message>
    <message>
        <source>Who committed the violation?</source>
        <translation>Who committed the violation?</translation>
    </message>
    <message>
        <source>Had the bidding for the talon started?</source>
        <translation>Had the bidding for the talon started?</translation>
    </message>
    <message>
        <source>Did the dealer provoke it (PRIKUP-0: he then gets the same penalty)?</source>
        <translation>Did the dealer provoke it? (Then he gets the same penalty.)</translation>
    </message>
    <message>
        <source>A bidder exposed the talon; the other bidder&apos;s bid was the last</source>
        <translation>A bidder exposed the talon; the other bidder&apos;s bid was the last</translation>
    </message>
    <message>
        <source>A bidder exposed the talon before the bidding ended while the other bidder held the highest bid: the talon goes to the other bidder at his last bid. The text states no fine (option: also fine as PRIKUP-2).</source>
        <translation>A bidder exposed the talon before the bidding ended while the other bidder held the highest bid: the talon goes to the other bidder at his last bid. The text states no fine (a rules option adds the fine for looking at the talon).</translation>
    </message>
    <message>
        <source>Who made the last bid?</source>
        <translation>Who made the last bid?</translation>
    </message>
    <message>
        <source>Current bid level (for the optional fine)</source>
        <translation>Current bid level (for the optional fine)</translation>
    </message>
    <message>
        <source>A bidder exposed the talon; the second bidder takes it</source>
        <translation>A bidder exposed the talon; the second bidder takes it</translation>
    </message>
    <message>
        <source>A bidder exposed the talon while the second bidder had not finished bidding; the second bidder takes the talon at the senior bid and orders a game. The violator writes half an undertrick of the last bid into his mountain; the compensation for a made game and the defenders&apos; whists are written on him.</source>
        <translation>A bidder exposed the talon while the second bidder had not finished bidding; the second bidder takes the talon at the senior bid and orders a game. The violator writes half an undertrick of the last bid into his mountain; the compensation for a made game and the defenders&apos; whists are written on him.</translation>
    </message>
    <message>
        <source>Level of the last bid</source>
        <translation>Level of the last bid</translation>
    </message>
    <message>
        <source>The contract as played (pulka-game deal)</source>
        <translation>The contract as played</translation>
    </message>
    <message>
        <source>A bidder exposed the talon; it is given to him</source>
        <translation>A bidder exposed the talon; it is given to him</translation>
    </message>
    <message>
        <source>As PRIKUP-3.2.1, but the second bidder gives the talon to the violator, who plays. The deal is scored normally and the violator writes half an undertrick of the last bid into his mountain.</source>
        <translation>As when the second bidder takes the talon, but the second bidder gives the talon to the violator, who plays. The deal is scored normally and the violator writes half an undertrick of the last bid into his mountain.</translation>
    </message>
    <message>
        <source>An impossible bid together with exposing the talon</source>
        <translation>An impossible bid together with exposing the talon</translation>
    </message>
    <message>
        <source>A player made an impossible bid (e.g. repeating the previous bid) and exposed the talon: the previous, legal bidder takes the talon. No fine is stated (option: also fine as PRIKUP-2).</source>
        <translation>A player made an impossible bid (e.g. repeating the previous bid) and exposed the talon: the previous, legal bidder takes the talon. No fine is stated (a rules option adds the fine for looking at the talon).</translation>
    </message>
    <message>
        <source>Who made the previous legal bid?</source>
        <translation>Who made the previous legal bid?</translation>
    </message>
    <message>
        <source>Talon exposed while two or three players were still bidding</source>
        <translation>Talon exposed while two or three players were still bidding</translation>
    </message>
    <message>
        <source>The talon was exposed while two or three players had not finished bidding. The violator writes one undertrick of the last bid (of the minimum bid if nobody bid); hands are not shown, bidding continues with the talon open, whisting as usual. A made contract&apos;s compensation is written on the violator as whists; a failed one is scored normally; the raspasy streak ends.</source>
        <translation>The talon was exposed while two or three players had not finished bidding. The violator writes one undertrick of the last bid (of the minimum bid if nobody bid); hands are not shown, bidding continues with the talon open, whisting as usual. A made contract&apos;s compensation is written on the violator as whists; a failed one is scored normally; the raspasy streak ends.</translation>
    </message>
    <message>
        <source>The deal as played (pulka-game deal or raspasy)</source>
        <translation>The deal as played (a game or raspasy)</translation>
    </message>
    <message>
        <source>Talon exposed after two passes, before the third call</source>
        <translation>Talon exposed after two passes, before the third call</translation>
    </message>
    <message>
        <source>After two passes someone other than the third player exposed the talon. He writes three tricks at the raspasy level (two for one card); the third player calls seeing the card(s); the deal is scored normally and a made contract&apos;s compensation (10 … 50 whists) is written on the violator.</source>
        <translation>After two passes someone other than the third player exposed the talon. He writes three tricks at the raspasy level (two for one card); the third player calls seeing the card(s); the deal is scored normally and a made contract&apos;s compensation (10 … 50 whists) is written on the violator.</translation>
    </message>
    <message>
        <source>How many talon cards were exposed?</source>
        <translation>How many talon cards were exposed?</translation>
    </message>
    <message>
        <source>Third player silently turns one talon card</source>
        <translation>Third player silently turns one talon card</translation>
    </message>
    <message>
        <source>After two passes the third player silently turned one talon card: he is deemed to have passed, raspasy is played, and he writes one trick at the raspasy level.</source>
        <translation>After two passes the third player silently turned one talon card: he is deemed to have passed, raspasy is played, and he writes one trick at the raspasy level.</translation>
    </message>
    <message>
        <source>The third player to call (after two passes)</source>
        <translation>The third player to call (after two passes)</translation>
    </message>
    <message>
        <source>Third player silently turns both talon cards</source>
        <translation>Third player silently turns both talon cards</translation>
    </message>
    <message>
        <source>After two passes the third player silently turned both talon cards: he is deemed to have made the minimum bid and must order at least the minimum contract; he writes one trick at the raspasy level.</source>
        <translation>After two passes the third player silently turned both talon cards: he is deemed to have made the minimum bid and must order at least the minimum contract; he writes one trick at the raspasy level.</translation>
    </message>
    <message>
        <source>A player took the talon into his hand</source>
        <translation>A player took the talon into his hand</translation>
    </message>
    <message>
        <source>A player accidentally took the talon during or after the deal. He writes two tricks at the level current when the missing talon is noticed (raspasy level before the bidding, bid level during it: 4, 8, 12, 16 or 20). The twelve cards are shuffled and the dealer draws two blind as the new talon; if he took the cards from the table he must pass.</source>
        <translation>A player accidentally took the talon during or after the deal. He writes two tricks at the level current when the missing talon is noticed (raspasy level before the bidding, bid level during it: 4, 8, 12, 16 or 20). The twelve cards are shuffled and the dealer draws two blind as the new talon; if he took the cards from the table he must pass.</translation>
    </message>
    <message>
        <source>Did he pick the twelve cards up from the table?</source>
        <translation>Did he pick the twelve cards up from the table?</translation>
    </message>
    <message>
        <source>Talon taken by accident: redeal by agreement</source>
        <translation>Talon taken by accident: redeal by agreement</translation>
    </message>
    <message>
        <source>Instead of the remedy of PRIKUP-7, the two players holding ten cards may agree to a redeal before the talon bidding starts; the violator is then not fined.</source>
        <translation>Instead of the fine for taking the talon into one&apos;s hand, the two players holding ten cards may agree to a redeal before the talon bidding starts; the violator is then not fined.</translation>
    </message>
    <message>
        <source>Do both players with ten cards agree to a redeal?</source>
        <translation>Do both players with ten cards agree to a redeal?</translation>
    </message>
    <message>
        <source>Someone other than the bidding&apos;s winner opened the talon</source>
        <translation>Someone other than the bidding&apos;s winner opened the talon</translation>
    </message>
    <message>
        <source>After the bidding the talon is opened by its winner. Another player who opened it writes 2 into his mountain (first offence in this pool).</source>
        <translation>After the bidding the talon is opened by its winner. Another player who opened it writes 2 into his mountain (first offence in this pool).</translation>
    </message>
    <message>
        <source>Who won the bidding?</source>
        <translation>Who won the bidding?</translation>
    </message>
    <message>
        <source>How many times this player already did it in this pool</source>
        <translation>How many times this player already did it in this pool</translation>
    </message>
    <message>
        <source>Opening the winner&apos;s talon again in the same pool</source>
        <translation>Opening the winner&apos;s talon again in the same pool</translation>
    </message>
    <message>
        <source>The same player opened the winner&apos;s talon again in this pool: he writes half the loss of the contract at the level reached when the bidding ended.</source>
        <translation>The same player opened the winner&apos;s talon again in this pool: he writes half the loss of the contract at the level reached when the bidding ended.</translation>
    </message>
    <message>
        <source>Level reached when the bidding ended</source>
        <translation>Level reached when the bidding ended</translation>
    </message>
    <message>
        <source>Talon opened by another player after a misère was ordered (dealer may share)</source>
        <translation>Talon opened by another player after a misère was ordered (dealer may share)</translation>
    </message>
    <message>
        <source>House rule of four-handed games where the dealer may be invited to share a misère: the violator and the declarer write the misère&apos;s loss in equal halves. Needs the option &apos;penalty_dealer_share_misere&apos;.</source>
        <translation>House rule of four-handed games where the dealer may be invited to share a misère: the violator and the declarer write the misère&apos;s loss in equal halves. Needs the rules option “The dealer may share a misère”.</translation>
    </message>
    <message>
        <source>The misère as played (pulka-game deal)</source>
        <translation>The misère as played</translation>
    </message>
    <message>
        <source>A player peeked at the talon; a contract is ordered</source>
        <translation>A player peeked at the talon; a contract is ordered</translation>
    </message>
    <message>
        <source>A player holding cards looked at one or two talon cards. He loses the right to bid (compulsory pass) and writes one or two tricks at the raspasy level.</source>
        <translation>A player holding cards looked at one or two talon cards. He loses the right to bid (compulsory pass) and writes one or two tricks at the raspasy level.</translation>
    </message>
    <message>
        <source>How many talon cards did he see?</source>
        <translation>How many talon cards did he see?</translation>
    </message>
    <message>
        <source>Current bid level (option &apos;bid&apos; of A11)</source>
        <translation>Current bid level (needed when the rules fine a peek by the bid game)</translation>
    </message>
    <message>
        <source>A player peeked at the talon on raspasy: both or the bottom card</source>
        <translation>A player peeked at the talon on raspasy: both or the bottom card</translation>
    </message>
    <message>
        <source>On raspasy a player looked at both talon cards, or at the bottom one: he must pass and writes three tricks at the raspasy level.</source>
        <translation>On raspasy a player looked at both talon cards, or at the bottom one: he must pass and writes three tricks at the raspasy level.</translation>
    </message>
    <message>
        <source>Which talon cards did he see?</source>
        <translation>Which talon cards did he see?</translation>
    </message>
    <message>
        <source>A player peeked at the top talon card on raspasy</source>
        <translation>A player peeked at the top talon card on raspasy</translation>
    </message>
    <message>
        <source>On raspasy a player looked at the first (top) talon card only: he must pass and writes one trick at the raspasy level.</source>
        <translation>On raspasy a player looked at the first (top) talon card only: he must pass and writes one trick at the raspasy level.</translation>
    </message>
    <message>
        <source>A wrongly won or incomplete trick</source>
        <translation>A wrongly won or incomplete trick</translation>
    </message>
    <message>
        <source>A wrongly won trick cannot be corrected once a player of each side has played to the next trick. Before that, a player who failed to play must complete the trick with a card he could legally play. Record the tricks as finally agreed.</source>
        <translation>A wrongly won trick cannot be corrected once a player of each side has played to the next trick. Before that, a player who failed to play must complete the trick with a card he could legally play. Record the tricks as finally agreed.</translation>
    </message>
    <message>
        <source>Has each side already played to the next trick?</source>
        <translation>Has each side already played to the next trick?</translation>
    </message>
    <message>
        <source>Several cards played to one trick</source>
        <translation>Several cards played to one trick</translation>
    </message>
    <message>
        <source>A player who played several cards to one trick takes no part in the remaining tricks; if he wins a trick with his last card, the lead passes to the player on his right. Record the resulting trick counts.</source>
        <translation>A player who played several cards to one trick takes no part in the remaining tricks; if he wins a trick with his last card, the lead passes to the player on his right. Record the resulting trick counts.</translation>
    </message>
    <message>
        <source>Who played several cards?</source>
        <translation>Who played several cards?</translation>
    </message>
    <message>
        <source>Declarer&apos;s claim or concession</source>
        <translation>Declarer&apos;s claim or concession</translation>
    </message>
    <message>
        <source>A declarer who claims or concedes tricks must table his cards and state his line at once. If a defender objects, play continues and must bear the claim out; without a stated line he may not take a finesse-like gamble on where a card lies. Record the tricks as decided.</source>
        <translation>A declarer who claims or concedes tricks must table his cards and state his line at once. If a defender objects, play continues and must bear the claim out; without a stated line he may not take a finesse-like gamble on where a card lies. Record the tricks as decided.</translation>
    </message>
    <message>
        <source>Did a defender object?</source>
        <translation>Did a defender object?</translation>
    </message>
    <message>
        <source>A defender&apos;s claim or concession</source>
        <translation>A defender&apos;s claim or concession</translation>
    </message>
    <message>
        <source>A defender may show his cards to the declarer only, never to his partner; cards shown to the partner may be treated by the declarer as penalty cards. After play ends, showing them is allowed.</source>
        <translation>A defender may show his cards to the declarer only, never to his partner; cards shown to the partner may be treated by the declarer as penalty cards. After play ends, showing them is allowed.</translation>
    </message>
    <message>
        <source>Were cards shown to the partner?</source>
        <translation>Were cards shown to the partner?</translation>
    </message>
    <message>
        <source>Had play ended?</source>
        <translation>Had play ended?</translation>
    </message>
    <message>
        <source>A proven scoring error</source>
        <translation>A proven scoring error</translation>
    </message>
    <message>
        <source>A proven scoring error may be corrected until the pool is settled, with the majority&apos;s consent (bridge&apos;s part-score and game exceptions do not apply). In Pulka a correction is an edit or undo of the recorded event.</source>
        <translation>A proven scoring error may be corrected until the pool is settled, with the majority&apos;s consent (bridge&apos;s part-score and game exceptions do not apply). In Pulka a correction is an edit or undo of the recorded event.</translation>
    </message>
    <message>
        <source>Has the pool already been settled?</source>
        <translation>Has the pool already been settled?</translation>
    </message>
    <message>
        <source>Does the majority agree?</source>
        <translation>Does the majority agree?</translation>
    </message>
    <message>
        <source>A defective deck discovered after the cards were mixed</source>
        <translation>A defective deck discovered after the cards were mixed</translation>
    </message>
    <message>
        <source>Discovering a defect in the deck after the cards were mixed does not affect the scores made with that deck.</source>
        <translation>Discovering a defect in the deck after the cards were mixed does not affect the scores made with that deck.</translation>
    </message>
    <message>
        <source>Contract ordered below the bidding level, found during play</source>
        <translation>Contract ordered below the bidding level, found during play</translation>
    </message>
    <message>
        <source>A contract lower than the level reached in the bidding was ordered and the error was found after play began (everyone called and the first trick was played). The declarer writes three undertricks at the level reached; the contract is played out; if made it is not written to the pool; whists and mountain are written.</source>
        <translation>A contract lower than the level reached in the bidding was ordered and the error was found after play began (everyone called and the first trick was played). The declarer writes three undertricks at the level reached; the contract is played out; if made it is not written to the pool; whists and mountain are written.</translation>
    </message>
    <message>
        <source>Level reached in the bidding</source>
        <translation>Level reached in the bidding</translation>
    </message>
    <message>
        <source>Contract below the bidding level, found after the cards were mixed</source>
        <translation>Contract below the bidding level, found after the cards were mixed</translation>
    </message>
    <message>
        <source>The illegal contract was discovered only after the cards were mixed: the result of the real play is recorded (as an ordinary deal).</source>
        <translation>The illegal contract was discovered only after the cards were mixed: the result of the real play is recorded (as an ordinary deal).</translation>
    </message>
    <message>
        <source>Mistaken order corrected before the next call</source>
        <translation>Mistaken order corrected before the next call</translation>
    </message>
    <message>
        <source>A mistaken order may be changed or withdrawn freely before the next player&apos;s call.</source>
        <translation>A mistaken order may be changed or withdrawn freely before the next player&apos;s call.</translation>
    </message>
    <message>
        <source>Change requested after the contract was whisted</source>
        <translation>Change requested after the contract was whisted</translation>
    </message>
    <message>
        <source>Once a defender has said “whist” or “pass” the order cannot be changed.</source>
        <translation>Once a defender has said “whist” or “pass” the order cannot be changed.</translation>
    </message>
    <message>
        <source>Has “whist” or “pass” already been said?</source>
        <translation>Has “whist” or “pass” already been said?</translation>
    </message>
    <message>
        <source>Mistaken order changed before play to a much longer suit</source>
        <translation>Mistaken order changed before play to a much longer suit</translation>
    </message>
    <message>
        <source>Before the cards are opened the declarer may change a mistaken order if he holds a suit at least two cards longer than the one named. The discard stays; he writes half an undertrick of the mistaken contract into his mountain.</source>
        <translation>Before the cards are opened the declarer may change a mistaken order if he holds a suit at least two cards longer than the one named. The discard stays; he writes half an undertrick of the mistaken contract into his mountain.</translation>
    </message>
    <message>
        <source>The mistaken contract</source>
        <translation>The mistaken contract</translation>
    </message>
    <message>
        <source>Were the cards already opened?</source>
        <translation>Were the cards already opened?</translation>
    </message>
    <message>
        <source>How many cards longer is the new suit?</source>
        <translation>How many cards longer is the new suit?</translation>
    </message>
    <message>
        <source>Mistaken order changed after play began, with consent</source>
        <translation>Mistaken order changed after play began, with consent</translation>
    </message>
    <message>
        <source>After play began a mistaken order may be changed only with every player&apos;s consent; the declarer writes half an undertrick of the mistaken contract into his mountain.</source>
        <translation>After play began a mistaken order may be changed only with every player&apos;s consent; the declarer writes half an undertrick of the mistaken contract into his mountain.</translation>
    </message>
    <message>
        <source>Do all players consent?</source>
        <translation>Do all players consent?</translation>
    </message>
    <message>
        <source>Misère ordered after bidding, cards already opened</source>
        <translation>Misère ordered after bidding, cards already opened</translation>
    </message>
    <message>
        <source>A player who had already bid ordered a misère and the cards were opened. He writes four tricks at the level reached plus the tricks he takes on the misère (scored as on a failed misère); a successful misère is not written.</source>
        <translation>A player who had already bid ordered a misère and the cards were opened. He writes four tricks at the level reached plus the tricks he takes on the misère (scored as on a failed misère); a successful misère is not written.</translation>
    </message>
    <message>
        <source>The misère as played</source>
        <translation>The misère as played</translation>
    </message>
    <message>
        <source>Misère ordered after bidding, cards not opened</source>
        <translation>Misère ordered after bidding, cards not opened</translation>
    </message>
    <message>
        <source>The cards were not opened: the player must make a legal order and writes 20 into his mountain.</source>
        <translation>The cards were not opened: the player must make a legal order and writes 20 into his mountain.</translation>
    </message>
    <message>
        <source>Another contract ordered after misère was announced</source>
        <translation>Another contract ordered after misère was announced</translation>
    </message>
    <message>
        <source>Ordering another contract after announcing misère is an attempted deceit: the player writes two undertricks of the contract he named, and the misère is played with the same discard.</source>
        <translation>Ordering another contract after announcing misère is an attempted deceit: the player writes two undertricks of the contract he named, and the misère is played with the same discard.</translation>
    </message>
    <message>
        <source>The contract he named</source>
        <translation>The contract he named</translation>
    </message>
    <message>
        <source>A six ordered right after raspasy, found during play</source>
        <translation>A six ordered right after raspasy, found during play</translation>
    </message>
    <message>
        <source>Where the club minimum after raspasy is seven, a six ordered right after raspasy found after play began is played out; if made it is not written to the pool; whists and mountain are written; the raspasy streak is kept. No mountain fine is stated.</source>
        <translation>Where the club minimum after raspasy is seven, a six ordered right after raspasy found after play began is played out; if made it is not written to the pool; whists and mountain are written; the raspasy streak is kept. No mountain fine is stated.</translation>
    </message>
    <message>
        <source>The six as played</source>
        <translation>The six as played</translation>
    </message>
    <message>
        <source>A six ordered right after raspasy, found after the cards were mixed</source>
        <translation>A six ordered right after raspasy, found after the cards were mixed</translation>
    </message>
    <message>
        <source>Found only after the cards were mixed: the real result stands and the raspasy streak is over.</source>
        <translation>Found only after the cards were mixed: the real result stands and the raspasy streak is over.</translation>
    </message>
    <message>
        <source>Declarer pressed into a dearer contract</source>
        <translation>Declarer pressed into a dearer contract</translation>
    </message>
    <message>
        <source>A declarer who ordered a legal contract was pressed into a dearer one: he writes compensation for the possible loss on the dearer contract (at least one undertrick&apos;s worth) as whists on the players who demanded the raise.</source>
        <translation>A declarer who ordered a legal contract was pressed into a dearer one: he writes compensation for the possible loss on the dearer contract (at least one undertrick&apos;s worth) as whists on the players who demanded the raise.</translation>
    </message>
    <message>
        <source>Who demanded the raise?</source>
        <translation>Who demanded the raise?</translation>
    </message>
    <message>
        <source>The dearer contract</source>
        <translation>The dearer contract</translation>
    </message>
    <message>
        <source>Agreed compensation in whists</source>
        <translation>Agreed compensation in whists</translation>
    </message>
    <message>
        <source>Unresolvable dispute about the trump suit</source>
        <translation>Unresolvable dispute about the trump suit</translation>
    </message>
    <message>
        <source>When declarer and defenders dispute the trump suit and it cannot be confirmed, they agree either to draw lots for the suit (7.1) or to record the mean of the results with one and the other trump (7.2).</source>
        <translation>When declarer and defenders dispute the trump suit and it cannot be confirmed, they agree either to draw lots for the suit (7.1) or to record the mean of the results with one and the other trump (7.2).</translation>
    </message>
    <message>
        <source>How was it settled?</source>
        <translation>How was it settled?</translation>
    </message>
    <message>
        <source>The deal with the drawn (or first) trump</source>
        <translation>The deal with the drawn (or first) trump</translation>
    </message>
    <message>
        <source>The deal with the other trump</source>
        <translation>The deal with the other trump</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <source>Pulka</source>
        <translation>Pulka</translation>
    </message>
    <message>
        <source>Table {number}</source>
        <translation>Table {number}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Whists</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Mountain</translation>
    </message>
    <message>
        <source>Whists on the others</source>
        <translation>Whists on the others</translation>
    </message>
    <message>
        <source>The table&apos;s sheet</source>
        <translation>The table&apos;s sheet</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Deal {number}, {dealer} deals</source>
        <translation>Deal {number}, {dealer} deals</translation>
    </message>
    <message>
        <source>Deals played: {count}</source>
        <translation>Deals played: {count}</translation>
    </message>
    <message>
        <source>The pool is closed: the game is over. Entry has stopped; the organiser settles up.</source>
        <translation>The pool is closed: the game is over. Entry has stopped; the organiser settles up.</translation>
    </message>
    <message>
        <source>The game is finished. Entry has stopped.</source>
        <translation>The game is finished. Entry has stopped.</translation>
    </message>
    <message>
        <source>This round is over. Entry has stopped; take the new round&apos;s card.</source>
        <translation>This round is over. Entry has stopped; take the new round&apos;s card.</translation>
    </message>
    <message>
        <source>The round has not started yet.</source>
        <translation>The round has not started yet.</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Sitting out: {names}</translation>
    </message>
    <message>
        <source>No round has started yet.</source>
        <translation>No round has started yet.</translation>
    </message>
    <message>
        <source>Written by Pulka on {when}.</source>
        <translation>Written by Pulka on {when}.</translation>
    </message>
    <message>
        <source>Round sheet</source>
        <translation>Round sheet</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <source>{count}, over</source>
        <translation>{count}, over</translation>
    </message>
    <message>
        <source>Enter a deal</source>
        <translation>Enter a deal</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>7♠, 6NT, misère, raspasy</source>
        <translation>7♠, 6NT, misère, raspasy</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>misère</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>raspasy</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Defenders</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>whist</source>
        <translation>whist</translation>
    </message>
    <message>
        <source>half-whist</source>
        <translation>half-whist</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <source>Tricks of {player}</source>
        <translation>Tricks of {player}</translation>
    </message>
    <message>
        <source>one trick fewer for {player}</source>
        <translation>one trick fewer for {player}</translation>
    </message>
    <message>
        <source>one trick more for {player}</source>
        <translation>one trick more for {player}</translation>
    </message>
    <message>
        <source>deal {number} ({declarer} {contract})</source>
        <translation>deal {number} ({declarer} {contract})</translation>
    </message>
    <message>
        <source>deal {number} (raspasy)</source>
        <translation>deal {number} (raspasy)</translation>
    </message>
    <message>
        <source>Nothing is written.</source>
        <translation>Nothing is written.</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in play</translation>
    </message>
    <message>
        <source>Write the deal</source>
        <translation>Write the deal</translation>
    </message>
    <message>
        <source>Deal {number} is written.</source>
        <translation>Deal {number} is written.</translation>
    </message>
    <message>
        <source>Undo the last deal</source>
        <translation>Undo the last deal</translation>
    </message>
    <message>
        <source>Undo {what}?</source>
        <translation>Undo {what}?</translation>
    </message>
    <message>
        <source>Undone: {what}.</source>
        <translation>Undone: {what}.</translation>
    </message>
    <message>
        <source>Yes, undo</source>
        <translation>Yes, undo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>There is nothing to undo.</translation>
    </message>
    <message>
        <source>Call the organiser</source>
        <translation>Call the organiser</translation>
    </message>
    <message>
        <source>The organiser has been called.</source>
        <translation>The organiser has been called.</translation>
    </message>
    <message>
        <source>Someone else wrote first: the fresh sheet is shown. Check it, then enter the deal again.</source>
        <translation>Someone else wrote first: the fresh sheet is shown. Check it, then enter the deal again.</translation>
    </message>
    <message>
        <source>This deal was already written.</source>
        <translation>This deal was already written.</translation>
    </message>
    <message>
        <source>the last entry</source>
        <translation>the last entry</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Connected</translation>
    </message>
    <message>
        <source>No connection to Pulka: reconnecting by itself. Nothing written is lost.</source>
        <translation>No connection to Pulka: reconnecting by itself. Nothing written is lost.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Sending…</translation>
    </message>
    <message>
        <source>No answer: sending the same deal again (it is never written twice).</source>
        <translation>No answer: sending the same deal again (it is never written twice).</translation>
    </message>
    <message>
        <source>Switch the language</source>
        <translation>Switch the language</translation>
    </message>
    <message>
        <source>This card is not valid (or no longer): ask the organiser for a new one.</source>
        <translation>This card is not valid (or no longer): ask the organiser for a new one.</translation>
    </message>
    <message>
        <source>Scan your table&apos;s card with the phone&apos;s camera.</source>
        <translation>Scan your table&apos;s card with the phone&apos;s camera.</translation>
    </message>
    <message>
        <source>Too many wrong cards from this phone: wait a minute, then try again.</source>
        <translation>Too many wrong cards from this phone: wait a minute, then try again.</translation>
    </message>
    <message>
        <source>The request could not be read; nothing was written.</source>
        <translation>The request could not be read; nothing was written.</translation>
    </message>
    <message>
        <source>The request is too large; nothing was written.</source>
        <translation>The request is too large; nothing was written.</translation>
    </message>
    <message>
        <source>There is no such page.</source>
        <translation>There is no such page.</translation>
    </message>
    <message>
        <source>Pulka could not do it; nothing was written. ({detail})</source>
        <translation>Pulka could not do it; nothing was written. ({detail})</translation>
    </message>
    <message>
        <source>Pulka cannot reach the games now; nothing was written. Try again in a moment.</source>
        <translation>Pulka cannot reach the games now; nothing was written. Try again in a moment.</translation>
    </message>
    <message>
        <source>Type the contract or tap one.</source>
        <translation>Type the contract or tap one.</translation>
    </message>
    <message>
        <source>“{contract}” is not a contract.</source>
        <translation>“{contract}” is not a contract.</translation>
    </message>
    <message>
        <source>Tap the declarer.</source>
        <translation>Tap the declarer.</translation>
    </message>
    <message>
        <source>This is Pulka at the club. Scan your table&apos;s card to enter deals, or the room&apos;s card to watch the standings.</source>
        <translation>This is Pulka at the club. Scan your table&apos;s card to enter deals, or the room&apos;s card to watch the standings.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Phones at the tables</source>
        <translation>Phones at the tables</translation>
    </message>
    <message>
        <source>Players scan their table&apos;s card with a phone on the club&apos;s Wi-Fi and enter the deals there; the room&apos;s card opens the standings, live. Only this computer serves the pages: no internet, no accounts.</source>
        <translation>Players scan their table&apos;s card with a phone on the club&apos;s Wi-Fi and enter the deals there; the room&apos;s card opens the standings, live. Only this computer serves the pages: no internet, no accounts.</translation>
    </message>
    <message>
        <source>{address} (the club&apos;s network)</source>
        <translation>{address} (the club&apos;s network)</translation>
    </message>
    <message>
        <source>{address} (this computer only)</source>
        <translation>{address} (this computer only)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>S&amp;top and revoke the cards</source>
        <translation>S&amp;top and revoke the cards</translation>
    </message>
    <message>
        <source>The printed cards stop working; the next start makes new ones.</source>
        <translation>The printed cards stop working; the next start makes new ones.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Address:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>Stop the phones&apos; server and revoke every card? The printed cards stop working; the next start makes new ones.</source>
        <translation>Stop the phones&apos; server and revoke every card? The printed cards stop working; the next start makes new ones.</translation>
    </message>
    <message>
        <source>{time}: {table} ({players}) calls the organiser.</source>
        <translation>{time}: {table} ({players}) calls the organiser.</translation>
    </message>
    <message>
        <source>Stopped: the phones cannot reach Pulka.</source>
        <translation>Stopped: the phones cannot reach Pulka.</translation>
    </message>
    <message>
        <source>Listening at {address}. The phones must be on the same network.</source>
        <translation>Listening at {address}. The phones must be on the same network.</translation>
    </message>
    <message>
        <source>The room: standings, live</source>
        <translation>The room: standings, live</translation>
    </message>
    <message>
        <source>QR code of {title}</source>
        <translation>QR code of {title}</translation>
    </message>
    <message>
        <source>New card for this table</source>
        <translation>New card for this table</translation>
    </message>
    <message>
        <source>The old card stops working at once; print the new one.</source>
        <translation>The old card stops working at once; print the new one.</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>in all</source>
        <translation>in all</translation>
    </message>
    <message>
        <source>per game</source>
        <translation>per game</translation>
    </message>
    <message>
        <source>per deal</source>
        <translation>per deal</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Whists</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>games</source>
        <translation>games</translation>
    </message>
    <message>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <source>whists in all</source>
        <translation>whists in all</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>rating</translation>
    </message>
    <message>
        <source>As declarer</source>
        <translation>As declarer</translation>
    </message>
    <message>
        <source>declared</source>
        <translation>declared</translation>
    </message>
    <message>
        <source>made</source>
        <translation>made</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <source>success</source>
        <translation>success</translation>
    </message>
    <message>
        <source>overtricks</source>
        <comment>average over contracts made</comment>
        <translation>overtricks</translation>
    </message>
    <message>
        <source>undertricks</source>
        <comment>average over contracts failed</comment>
        <translation>undertricks</translation>
    </message>
    <message>
        <source>Average overtricks on contracts made</source>
        <translation>Average overtricks on contracts made</translation>
    </message>
    <message>
        <source>Average undertricks on contracts failed</source>
        <translation>Average undertricks on contracts failed</translation>
    </message>
    <message>
        <source>%1-level</source>
        <translation>%1-level</translation>
    </message>
    <message>
        <source>All, with misère</source>
        <translation>All, with misère</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Declared</translation>
    </message>
    <message>
        <source>Made (no trick taken)</source>
        <translation>Made (no trick taken)</translation>
    </message>
    <message>
        <source>Caught</source>
        <translation>Caught</translation>
    </message>
    <message>
        <source>Tricks taken when caught</source>
        <translation>Tricks taken when caught</translation>
    </message>
    <message>
        <source>Tricks per misère caught</source>
        <translation>Tricks per misère caught</translation>
    </message>
    <message>
        <source>As defender</source>
        <translation>As defender</translation>
    </message>
    <message>
        <source>Whisted</source>
        <translation>Whisted</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Passed</translation>
    </message>
    <message>
        <source>Half-whisted</source>
        <translation>Half-whisted</translation>
    </message>
    <message>
        <source>Whists won (declarer went down)</source>
        <translation>Whists won (declarer went down)</translation>
    </message>
    <message>
        <source>Whists lost (contract made)</source>
        <translation>Whists lost (contract made)</translation>
    </message>
    <message>
        <source>Whists written on declarers</source>
        <translation>Whists written on declarers</translation>
    </message>
    <message>
        <source>Responsibility paid (mountain)</source>
        <translation>Responsibility paid (mountain)</translation>
    </message>
    <message>
        <source>As the resting dealer</source>
        <translation>As the resting dealer</translation>
    </message>
    <message>
        <source>Whists written on declarers (consolation, talon)</source>
        <translation>Whists written on declarers (consolation, talon)</translation>
    </message>
    <message>
        <source>Raspasy</source>
        <translation>Raspasy</translation>
    </message>
    <message>
        <source>Raspasy played</source>
        <translation>Raspasy played</translation>
    </message>
    <message>
        <source>Tricks per raspasy</source>
        <translation>Tricks per raspasy</translation>
    </message>
    <message>
        <source>Without a trick</source>
        <translation>Without a trick</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Penalties</translation>
    </message>
    <message>
        <source>times</source>
        <translation>times</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>mountain</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation>Biggest win</translation>
    </message>
    <message>
        <source>Biggest loss</source>
        <translation>Biggest loss</translation>
    </message>
    <message>
        <source>Longest game, deals</source>
        <translation>Longest game, deals</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Skill (± uncertainty)</source>
        <translation>Skill (± uncertainty)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Games rated</source>
        <translation>Games rated</translation>
    </message>
    <message>
        <source>No games of this player among the chosen games.</source>
        <translation>No games of this player among the chosen games.</translation>
    </message>
    <message>
        <source>Last played: {day}. Deals: {deals}.</source>
        <translation>Last played: {day}. Deals: {deals}.</translation>
    </message>
    <message>
        <source>None recorded</source>
        <translation>None recorded</translation>
    </message>
    <message>
        <source>game {number}, {day}</source>
        <translation>game {number}, {day}</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>game {number}</translation>
    </message>
    <message>
        <source>Cautious estimate (skill − 3 × uncertainty): {value}</source>
        <translation>Cautious estimate (skill − 3 × uncertainty): {value}</translation>
    </message>
    <message>
        <source>{place} of {count}</source>
        <translation>{place} of {count}</translation>
    </message>
</context>
<context>
    <name>PlayerChoiceDialog</name>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
</context>
<context>
    <name>PlayersWindow</name>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>games with a positive result</comment>
        <translation>Won</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Last played</translation>
    </message>
    <message>
        <source>Result, whists</source>
        <translation>Result, whists</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Show players who were hidden</source>
        <translation>Show players who were hidden</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Rename…</translation>
    </message>
    <message>
        <source>&amp;Merge with…</source>
        <translation>&amp;Merge with…</translation>
    </message>
    <message>
        <source>Sta&amp;tistics…</source>
        <translation>Sta&amp;tistics…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Re&amp;do</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Every player&apos;s games, wins, last game, result and money.</source>
        <translation>Every player&apos;s games, wins, last game, result and money.</translation>
    </message>
    <message>
        <source>List also the players who were hidden.</source>
        <translation>List also the players who were hidden.</translation>
    </message>
    <message>
        <source>Give the chosen player another name.</source>
        <translation>Give the chosen player another name.</translation>
    </message>
    <message>
        <source>Make the chosen player and another one the same.</source>
        <translation>Make the chosen player and another one the same.</translation>
    </message>
    <message>
        <source>Hide or show again the chosen player in the lists.</source>
        <translation>Hide or show again the chosen player in the lists.</translation>
    </message>
    <message>
        <source>The chosen player&apos;s statistics.</source>
        <translation>The chosen player&apos;s statistics.</translation>
    </message>
    <message>
        <source>Take back the last rename, merge or hide.</source>
        <translation>Take back the last rename, merge or hide.</translation>
    </message>
    <message>
        <source>Bring back what was taken back.</source>
        <translation>Bring back what was taken back.</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Close this window</translation>
    </message>
    <message>
        <source>Counting the statistics…</source>
        <translation>Counting the statistics…</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(hidden)</translation>
    </message>
    <message>
        <source>Rename a player</source>
        <translation>Rename a player</translation>
    </message>
    <message>
        <source>New name for %1:</source>
        <translation>New name for %1:</translation>
    </message>
    <message>
        <source>Merge two players</source>
        <translation>Merge two players</translation>
    </message>
    <message>
        <source>%1 is the same person as:</source>
        <translation>%1 is the same person as:</translation>
    </message>
    <message>
        <source>&amp;Show again</source>
        <translation>&amp;Show again</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>&amp;Hide</translation>
    </message>
    <message>
        <source>You may only look at this club&apos;s players.</source>
        <translation>You may only look at this club&apos;s players.</translation>
    </message>
</context>
<context>
    <name>PreviewPage</name>
    <message>
        <source>Preview</source>
        <translation>Preview</translation>
    </message>
    <message>
        <source>Nothing is written until you press Record.</source>
        <translation>Nothing is written until you press Record.</translation>
    </message>
    <message>
        <source>Consequences for play</source>
        <translation>Consequences for play</translation>
    </message>
    <message>
        <source>Answers the penalty depends on</source>
        <translation>Answers the penalty depends on</translation>
    </message>
    <message>
        <source>Nothing is written on the sheet.</source>
        <translation>Nothing is written on the sheet.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <source>None: play goes on as usual.</source>
        <translation>None: play goes on as usual.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Mountain</translation>
    </message>
    <message>
        <source>Whists on {player}</source>
        <translation>Whists on {player}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Folder</translation>
    </message>
    <message>
        <source>File Folder</source>
        <comment>Match Windows Explorer</comment>
        <translation>File Folder</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>File</source>
        <comment>All other platforms</comment>
        <translation>File</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Shortcut</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>ResultChart</name>
    <message>
        <source>Result over time</source>
        <translation>Result over time</translation>
    </message>
    <message>
        <source>Date of the game</source>
        <translation>Date of the game</translation>
    </message>
    <message>
        <source>Whists, running total</source>
        <translation>Whists, running total</translation>
    </message>
    <message>
        <source>{day}, game {game}: {result}
Running total: {total}</source>
        <translation>{day}, game {game}: {result}
Running total: {total}</translation>
    </message>
</context>
<context>
    <name>RulePage</name>
    <message>
        <source>What happened?</source>
        <translation>What happened?</translation>
    </message>
    <message>
        <source>Pick the rule that covers the incident; type to search.</source>
        <translation>Pick the rule that covers the incident; type to search.</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>The wizard asks:</source>
        <translation>The wizard asks:</translation>
    </message>
    <message>
        <source>Consequences for play:</source>
        <translation>Consequences for play:</translation>
    </message>
    <message>
        <source>Rules: penalties and incidents</source>
        <translation>Rules: penalties and incidents</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <source>greedy whist</source>
        <translation>greedy whist</translation>
    </message>
    <message>
        <source>gentleman&apos;s whist</source>
        <translation>gentleman&apos;s whist</translation>
    </message>
    <message>
        <source>responsible whist</source>
        <translation>responsible whist</translation>
    </message>
    <message>
        <source>half-responsible whist</source>
        <translation>half-responsible whist</translation>
    </message>
    <message>
        <source>irresponsible whist</source>
        <translation>irresponsible whist</translation>
    </message>
    <message>
        <source>two whisters: each for his own share</source>
        <translation>two whisters: each for his own share</translation>
    </message>
    <message>
        <source>two whisters: each share checked always</source>
        <translation>two whisters: each share checked always</translation>
    </message>
    <message>
        <source>two whisters answer together</source>
        <translation>two whisters answer together</translation>
    </message>
    <message>
        <source>no consolation</source>
        <translation>no consolation</translation>
    </message>
    <message>
        <source>consolation from the defenders only</source>
        <translation>consolation from the defenders only</translation>
    </message>
    <message>
        <source>consolation from the defenders and the resting dealer</source>
        <translation>consolation from the defenders and the resting dealer</translation>
    </message>
    <message>
        <source>consolation at the game&apos;s cost</source>
        <translation>consolation at the game&apos;s cost</translation>
    </message>
    <message>
        <source>flat consolation</source>
        <translation>flat consolation</translation>
    </message>
    <message>
        <source>half-whist: half the obligation</source>
        <translation>half-whist: half the obligation</translation>
    </message>
    <message>
        <source>half-whist: half the tricks left</source>
        <translation>half-whist: half the tricks left</translation>
    </message>
    <message>
        <source>raspasy into the mountain</source>
        <translation>raspasy into the mountain</translation>
    </message>
    <message>
        <source>Rostov raspasy (whists)</source>
        <translation>Rostov raspasy (whists)</translation>
    </message>
    <message>
        <source>raspasy price stops growing</source>
        <translation>raspasy price stops growing</translation>
    </message>
    <message>
        <source>raspasy price keeps growing</source>
        <translation>raspasy price keeps growing</translation>
    </message>
    <message>
        <source>no trick on raspasy: a trick&apos;s price</source>
        <translation>no trick on raspasy: a trick&apos;s price</translation>
    </message>
    <message>
        <source>no trick on raspasy: 1 to the pool</source>
        <translation>no trick on raspasy: 1 to the pool</translation>
    </message>
    <message>
        <source>no trick on raspasy: the raspasy level</source>
        <translation>no trick on raspasy: the raspasy level</translation>
    </message>
    <message>
        <source>help clockwise</source>
        <translation>help clockwise</translation>
    </message>
    <message>
        <source>help counterclockwise</source>
        <translation>help counterclockwise</translation>
    </message>
    <message>
        <source>overflow off one&apos;s own mountain, below zero too</source>
        <translation>overflow off one&apos;s own mountain, below zero too</translation>
    </message>
    <message>
        <source>overflow off one&apos;s own mountain, down to zero</source>
        <translation>overflow off one&apos;s own mountain, down to zero</translation>
    </message>
    <message>
        <source>overflow onto the others&apos; mountains</source>
        <translation>overflow onto the others&apos; mountains</translation>
    </message>
    <message>
        <source>ends when every pool is closed</source>
        <translation>ends when every pool is closed</translation>
    </message>
    <message>
        <source>ends on the sum of the pools</source>
        <translation>ends on the sum of the pools</translation>
    </message>
    <message>
        <source>ends after a number of deals</source>
        <translation>ends after a number of deals</translation>
    </message>
    <message>
        <source>ends at a time limit</source>
        <translation>ends at a time limit</translation>
    </message>
    <message>
        <source>mountain divided by the number of players</source>
        <translation>mountain divided by the number of players</translation>
    </message>
    <message>
        <source>mountain divided by the number of opponents</source>
        <translation>mountain divided by the number of opponents</translation>
    </message>
    <message>
        <source>mountains made divisible by the number of players</source>
        <translation>mountains made divisible by the number of players</translation>
    </message>
    <message>
        <source>fines by the next raspasy</source>
        <translation>fines by the next raspasy</translation>
    </message>
    <message>
        <source>fines by the last raspasy</source>
        <translation>fines by the last raspasy</translation>
    </message>
    <message>
        <source>a peek at the talon fined by the raspasy level</source>
        <translation>a peek at the talon fined by the raspasy level</translation>
    </message>
    <message>
        <source>a peek at the talon fined by the bid game</source>
        <translation>a peek at the talon fined by the bid game</translation>
    </message>
    <message>
        <source>exact results</source>
        <translation>exact results</translation>
    </message>
    <message>
        <source>results rounded to whole whists</source>
        <translation>results rounded to whole whists</translation>
    </message>
    <message>
        <source>compensation whists to the declarer</source>
        <translation>compensation whists to the declarer</translation>
    </message>
    <message>
        <source>compensation whists to each other player</source>
        <translation>compensation whists to each other player</translation>
    </message>
    <message>
        <source>with Stalingrad</source>
        <translation>with Stalingrad</translation>
    </message>
    <message>
        <source>without Stalingrad</source>
        <translation>without Stalingrad</translation>
    </message>
    <message>
        <source>with half-whist</source>
        <translation>with half-whist</translation>
    </message>
    <message>
        <source>without half-whist</source>
        <translation>without half-whist</translation>
    </message>
    <message>
        <source>with raspasy amnesty</source>
        <translation>with raspasy amnesty</translation>
    </message>
    <message>
        <source>without raspasy amnesty</source>
        <translation>without raspasy amnesty</translation>
    </message>
    <message>
        <source>with talon whists</source>
        <translation>with talon whists</translation>
    </message>
    <message>
        <source>without talon whists</source>
        <translation>without talon whists</translation>
    </message>
    <message>
        <source>with consolation on misère</source>
        <translation>with consolation on misère</translation>
    </message>
    <message>
        <source>without consolation on misère</source>
        <translation>without consolation on misère</translation>
    </message>
    <message>
        <source>strict exit from raspasy</source>
        <translation>strict exit from raspasy</translation>
    </message>
    <message>
        <source>lenient exit from raspasy</source>
        <translation>lenient exit from raspasy</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>{option} {value}</source>
        <translation>{option} {value}</translation>
    </message>
    <message>
        <source>{preset} (changed: {changes})</source>
        <translation>{preset} (changed: {changes})</translation>
    </message>
    <message>
        <source>{preset} (changed)</source>
        <translation>{preset} (changed)</translation>
    </message>
    <message>
        <source>and {n} more</source>
        <translation>and {n} more</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
</context>
<context>
    <name>SaveWatch</name>
    <message>
        <source>Saving…</source>
        <translation>Saving…</translation>
    </message>
</context>
<context>
    <name>ScoringForm</name>
    <message>
        <source>P&amp;oints:</source>
        <translation>P&amp;oints:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>&amp;Cap (whists, ±):</source>
        <translation>&amp;Cap (whists, ±):</translation>
    </message>
    <message>
        <source>A pool stopped by the cloc&amp;k gains nothing</source>
        <translation>A pool stopped by the cloc&amp;k gains nothing</translation>
    </message>
    <message>
        <source>&amp;Equal tables: a table of four pays 2, 1⅓, ⅔, 0 (else 3, 2, 1, 0)</source>
        <translation>&amp;Equal tables: a table of four pays 2, 1⅓, ⅔, 0 (else 3, 2, 1, 0)</translation>
    </message>
    <message>
        <source>the round&apos;s average: a rest neither helps nor hurts</source>
        <translation>the round&apos;s average: a rest neither helps nor hurts</translation>
    </message>
    <message>
        <source>&amp;Bye scores:</source>
        <translation>&amp;Bye scores:</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>&amp;Up</translation>
    </message>
    <message>
        <source>Do&amp;wn</source>
        <translation>Do&amp;wn</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks, in order:</source>
        <translation>&amp;Tie-breaks, in order:</translation>
    </message>
    <message>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <source>&amp;Removed at a round of:</source>
        <translation>&amp;Removed at a round of:</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>at random</translation>
    </message>
    <message>
        <source>by rating (the players window&apos;s)</source>
        <translation>by rating (the players window&apos;s)</translation>
    </message>
    <message>
        <source>in the order typed, strongest first</source>
        <translation>in the order typed, strongest first</translation>
    </message>
    <message>
        <source>&amp;First round:</source>
        <translation>&amp;First round:</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>Cap</translation>
    </message>
    <message>
        <source>The most whists a table counts, ±.</source>
        <translation>The most whists a table counts, ±.</translation>
    </message>
    <message>
        <source>Bye scores</source>
        <translation>Bye scores</translation>
    </message>
    <message>
        <source>What a round sat out scores.</source>
        <translation>What a round sat out scores.</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Tie-breaks</translation>
    </message>
    <message>
        <source>Ticked ones count, top first; drag to order.</source>
        <translation>Ticked ones count, top first; drag to order.</translation>
    </message>
    <message>
        <source>Removal</source>
        <translation>Removal</translation>
    </message>
    <message>
        <source>A round this bad removes the player.</source>
        <translation>A round this bad removes the player.</translation>
    </message>
    <message>
        <source>First round</source>
        <translation>First round</translation>
    </message>
    <message>
        <source>How round 1 is seated.</source>
        <translation>How round 1 is seated.</translation>
    </message>
</context>
<context>
    <name>SeasonMenu</name>
    <message>
        <source>Season tab&amp;le…</source>
        <translation>Season tab&amp;le…</translation>
    </message>
    <message>
        <source>Season table</source>
        <translation>Season table</translation>
    </message>
    <message>
        <source>The season table is counted only for games kept on this computer.</source>
        <translation>The season table is counted only for games kept on this computer.</translation>
    </message>
</context>
<context>
    <name>SeasonWindow</name>
    <message>
        <source>Season table</source>
        <translation>Season table</translation>
    </message>
    <message>
        <source>&amp;Heading:</source>
        <translation>&amp;Heading:</translation>
    </message>
    <message>
        <source>club and season, e.g. “Club Ace, season 2026/27”</source>
        <translation>club and season, e.g. “Club Ace, season 2026/27”</translation>
    </message>
    <message>
        <source>Games &amp;from</source>
        <translation>Games &amp;from</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>&amp;to</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>any</translation>
    </message>
    <message>
        <source>Pla&amp;yers:</source>
        <translation>Pla&amp;yers:</translation>
    </message>
    <message>
        <source>3 and 4</source>
        <translation>3 and 4</translation>
    </message>
    <message>
        <source>3 only</source>
        <translation>3 only</translation>
    </message>
    <message>
        <source>4 only</source>
        <translation>4 only</translation>
    </message>
    <message>
        <source>Ra&amp;nk by:</source>
        <translation>Ra&amp;nk by:</translation>
    </message>
    <message>
        <source>total result for the season</source>
        <translation>total result for the season</translation>
    </message>
    <message>
        <source>average result per game</source>
        <translation>average result per game</translation>
    </message>
    <message>
        <source>sum of the best games</source>
        <translation>sum of the best games</translation>
    </message>
    <message>
        <source>&amp;Best games:</source>
        <translation>&amp;Best games:</translation>
    </message>
    <message>
        <source>Only finished &amp;games</source>
        <translation>Only finished &amp;games</translation>
    </message>
    <message>
        <source>Sho&amp;w hidden players</source>
        <translation>Sho&amp;w hidden players</translation>
    </message>
    <message>
        <source>Save as &amp;CSV…</source>
        <translation>Save as &amp;CSV…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Save as P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Heading</source>
        <translation>Heading</translation>
    </message>
    <message>
        <source>The table&apos;s title: club and season.</source>
        <translation>The table&apos;s title: club and season.</translation>
    </message>
    <message>
        <source>Games from</source>
        <translation>Games from</translation>
    </message>
    <message>
        <source>The first day counted.</source>
        <translation>The first day counted.</translation>
    </message>
    <message>
        <source>Games to</source>
        <translation>Games to</translation>
    </message>
    <message>
        <source>The last day counted.</source>
        <translation>The last day counted.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Count only games of these rules.</source>
        <translation>Count only games of these rules.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Three- or four-handed games, or both.</source>
        <translation>Three- or four-handed games, or both.</translation>
    </message>
    <message>
        <source>Rank by</source>
        <translation>Rank by</translation>
    </message>
    <message>
        <source>What puts a player ahead.</source>
        <translation>What puts a player ahead.</translation>
    </message>
    <message>
        <source>Best games</source>
        <translation>Best games</translation>
    </message>
    <message>
        <source>How many best games are summed.</source>
        <translation>How many best games are summed.</translation>
    </message>
    <message>
        <source>Every player&apos;s place and figures.</source>
        <translation>Every player&apos;s place and figures.</translation>
    </message>
    <message>
        <source>Leave out games still being played.</source>
        <translation>Leave out games still being played.</translation>
    </message>
    <message>
        <source>List also the players who were hidden.</source>
        <translation>List also the players who were hidden.</translation>
    </message>
    <message>
        <source>Save the table as a CSV file.</source>
        <translation>Save the table as a CSV file.</translation>
    </message>
    <message>
        <source>Save the table as a PDF file.</source>
        <translation>Save the table as a PDF file.</translation>
    </message>
    <message>
        <source>Print the table.</source>
        <translation>Print the table.</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Close this window</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>Per game</translation>
    </message>
    <message>
        <source>Best %1</source>
        <translation>Best %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Result, whists</source>
        <translation>Result, whists</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Counting the statistics…</source>
        <translation>Counting the statistics…</translation>
    </message>
    <message>
        <source>Games counted: %1. Players: %2.</source>
        <translation>Games counted: %1. Players: %2.</translation>
    </message>
    <message>
        <source>No games were played in this range.</source>
        <translation>No games were played in this range.</translation>
    </message>
    <message>
        <source>Games from %1 to %2</source>
        <translation>Games from %1 to %2</translation>
    </message>
    <message>
        <source>Ranked by: %1</source>
        <translation>Ranked by: %1</translation>
    </message>
    <message>
        <source>Rules: %1; players at the table: %2.</source>
        <translation>Rules: %1; players at the table: %2.</translation>
    </message>
    <message>
        <source>Finished games only.</source>
        <translation>Finished games only.</translation>
    </message>
    <message>
        <source>sum of the best %1 games of each player</source>
        <translation>sum of the best %1 games of each player</translation>
    </message>
    <message>
        <source>%1, exact</source>
        <translation>%1, exact</translation>
    </message>
    <message>
        <source>Result, exact</source>
        <translation>Result, exact</translation>
    </message>
    <message>
        <source>Money, exact</source>
        <translation>Money, exact</translation>
    </message>
    <message>
        <source>season %1 to %2</source>
        <translation>season %1 to %2</translation>
    </message>
    <message>
        <source>Save the season table as CSV</source>
        <translation>Save the season table as CSV</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV table (*.csv)</translation>
    </message>
    <message>
        <source>Save the season table as PDF</source>
        <translation>Save the season table as PDF</translation>
    </message>
</context>
<context>
    <name>ServerWatch</name>
    <message>
        <source>The club server cannot be reached. The games are shown as last read and nothing can be recorded; Pulka tries again in {seconds} s and reloads when the server is back.</source>
        <translation>The club server cannot be reached. The games are shown as last read and nothing can be recorded; Pulka tries again in {seconds} s and reloads when the server is back.</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <source>Settlement</source>
        <translation>Settlement</translation>
    </message>
    <message>
        <source>Final settlement: the pool is closed.</source>
        <translation>Final settlement: the pool is closed.</translation>
    </message>
    <message>
        <source>Provisional: the pool is not closed yet; figures will change.</source>
        <translation>Provisional: the pool is not closed yet; figures will change.</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Mountain</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>{end}. Final settlement.</source>
        <translation>{end}. Final settlement.</translation>
    </message>
    <message>
        <source>Final settlement: the game was finished before the pool closed.</source>
        <translation>Final settlement: the game was finished before the pool closed.</translation>
    </message>
    <message>
        <source>{end}. Here is the final settlement.</source>
        <translation>{end}. Here is the final settlement.</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Payments</translation>
    </message>
    <message>
        <source>Who pays</source>
        <translation>Who pays</translation>
    </message>
    <message>
        <source>To whom</source>
        <translation>To whom</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Whists</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Export &amp;CSV…</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>Each player&apos;s pool, mountain, result in whists and money.</source>
        <translation>Each player&apos;s pool, mountain, result in whists and money.</translation>
    </message>
    <message>
        <source>Who pays whom, in whists and money.</source>
        <translation>Who pays whom, in whists and money.</translation>
    </message>
    <message>
        <source>Print the settlement.</source>
        <translation>Print the settlement.</translation>
    </message>
    <message>
        <source>Save the settlement as a PDF file.</source>
        <translation>Save the settlement as a PDF file.</translation>
    </message>
    <message>
        <source>Save the figures as a CSV file.</source>
        <translation>Save the figures as a CSV file.</translation>
    </message>
    <message>
        <source>Mark the game finished: nothing more is entered.</source>
        <translation>Mark the game finished: nothing more is entered.</translation>
    </message>
    <message>
        <source>Money is rounded to {unit}. So that what is paid equals what is received, the difference the rounding leaves goes to one player:</source>
        <translation>Money is rounded to {unit}. So that what is paid equals what is received, the difference the rounding leaves goes to one player:</translation>
    </message>
    <message>
        <source>{player}: {whists} whists make {money}, not {alone}.</source>
        <translation>{player}: {whists} whists make {money}, not {alone}.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Export PDF</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Export CSV</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Rules: {rules}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <source>The pool is closed: the game is over. Here is the final settlement.</source>
        <translation>The pool is closed: the game is over. Here is the final settlement.</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Export PDF…</translation>
    </message>
    <message>
        <source>&amp;Finish the game</source>
        <translation>&amp;Finish the game</translation>
    </message>
    <message>
        <source>&amp;Not yet</source>
        <translation>&amp;Not yet</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Mountain to settle: the mountain on the sheet plus the pool shortfall (against the highest pool, converted by the rules), less the smallest of these mountains.</source>
        <translation>Mountain to settle: the mountain on the sheet plus the pool shortfall (against the highest pool, converted by the rules), less the smallest of these mountains.</translation>
    </message>
</context>
<context>
    <name>SheetAccess</name>
    <message>
        <source>{player}, pool: {value}</source>
        <translation>{player}, pool: {value}</translation>
    </message>
    <message>
        <source>{player}, mountain: {value}</source>
        <translation>{player}, mountain: {value}</translation>
    </message>
    <message>
        <source>{player}, whists on {on}: {value}</source>
        <translation>{player}, whists on {on}: {value}</translation>
    </message>
    <message>
        <source>Nothing written yet.</source>
        <translation>Nothing written yet.</translation>
    </message>
    <message>
        <source>{now} (corrected, was {was})</source>
        <translation>{now} (corrected, was {was})</translation>
    </message>
    <message>
        <source>Written: {values}</source>
        <translation>Written: {values}</translation>
    </message>
</context>
<context>
    <name>SheetNotes</name>
    <message>
        <source>{player}, pool</source>
        <translation>{player}, pool</translation>
    </message>
    <message>
        <source>{player}, mountain</source>
        <translation>{player}, mountain</translation>
    </message>
    <message>
        <source>{player}, whists on {on}</source>
        <translation>{player}, whists on {on}</translation>
    </message>
    <message>
        <source>{cell}: {was} → {now}</source>
        <translation>{cell}: {was} → {now}</translation>
    </message>
</context>
<context>
    <name>SheetTable</name>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Mountain</translation>
    </message>
    <message>
        <source>Whists
on {player}</source>
        <translation>Whists
on {player}</translation>
    </message>
</context>
<context>
    <name>SheetWidget</name>
    <message>
        <source>Rule: {rule}</source>
        <translation>Rule: {rule}</translation>
    </message>
    <message>
        <source>This deal wrote {total} here in all.</source>
        <translation>This deal wrote {total} here in all.</translation>
    </message>
    <message>
        <source>Corrected: as first entered it read {was} here; after the correction {now}.</source>
        <translation>Corrected: as first entered it read {was} here; after the correction {now}.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Pulka — Preferans score sheet</source>
        <translation>Pulka — Preferans score sheet</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>Insert</translation>
    </message>
    <message>
        <source>a new deal</source>
        <translation>a new deal</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>an incident: a broken rule and its penalty</source>
        <translation>an incident: a broken rule and its penalty</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>undo the last step</source>
        <translation>undo the last step</translation>
    </message>
    <message>
        <source>To begin, press “Start a game”, enter the players and choose the rules.</source>
        <translation>To begin, press “Start a game”, enter the players and choose the rules.</translation>
    </message>
    <message>
        <source>At the table three keys are all you need:</source>
        <translation>At the table three keys are all you need:</translation>
    </message>
    <message>
        <source>Want to look first? Open the example game: a few deals already played; point at a number to see where it came from, press Insert to try a deal.</source>
        <translation>Want to look first? Open the example game: a few deals already played; point at a number to see where it came from, press Insert to try a deal.</translation>
    </message>
    <message>
        <source>&amp;Start a game…</source>
        <translation>&amp;Start a game…</translation>
    </message>
    <message>
        <source>Open the &amp;example game</source>
        <translation>Open the &amp;example game</translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation>Recent games:</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <source>Enter the players and the rules of a new game.</source>
        <translation>Enter the players and the rules of a new game.</translation>
    </message>
    <message>
        <source>A few deals already played, to look at and try.</source>
        <translation>A few deals already played, to look at and try.</translation>
    </message>
    <message>
        <source>Open the chosen game (Enter).</source>
        <translation>Open the chosen game (Enter).</translation>
    </message>
    <message>
        <source>Open a game saved as a file.</source>
        <translation>Open a game saved as a file.</translation>
    </message>
    <message>
        <source>List of games</source>
        <translation>List of games</translation>
    </message>
    <message>
        <source>Every game: when, who, rules, state and result. Enter opens the chosen one.</source>
        <translation>Every game: when, who, rules, state and result. Enter opens the chosen one.</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Started</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>The newest %1 of %2 games are listed: narrow the filter to see the others.</source>
        <translation>The newest %1 of %2 games are listed: narrow the filter to see the others.</translation>
    </message>
    <message>
        <source>No game matches the filter.</source>
        <translation>No game matches the filter.</translation>
    </message>
    <message>
        <source>example</source>
        <translation>example</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>archived</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a game still being played</comment>
        <translation>open</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Player statistics</source>
        <translation>Player statistics</translation>
    </message>
    <message>
        <source>P&amp;layer:</source>
        <translation>P&amp;layer:</translation>
    </message>
    <message>
        <source>Show &amp;hidden players</source>
        <translation>Show &amp;hidden players</translation>
    </message>
    <message>
        <source>Player&apos;s card</source>
        <translation>Player&apos;s card</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Head-to-head</translation>
    </message>
    <message>
        <source>One player&apos;s figures and charts.</source>
        <translation>One player&apos;s figures and charts.</translation>
    </message>
    <message>
        <source>Two players&apos; games together.</source>
        <translation>Two players&apos; games together.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>result over time</source>
        <translation>result over time</translation>
    </message>
    <message>
        <source>contracts by level</source>
        <translation>contracts by level</translation>
    </message>
    <message>
        <source>results of games</source>
        <translation>results of games</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Whose statistics are shown.</source>
        <translation>Whose statistics are shown.</translation>
    </message>
    <message>
        <source>Offer also the players who were hidden.</source>
        <translation>Offer also the players who were hidden.</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Close this window</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The file {path} is not a Pulka database.</source>
        <translation>The file {path} is not a Pulka database.</translation>
    </message>
    <message>
        <source>The file {path} is damaged: Pulka cannot read it. Earlier copies are kept in the backups folder beside it.</source>
        <translation>The file {path} is damaged: Pulka cannot read it. Earlier copies are kept in the backups folder beside it.</translation>
    </message>
    <message>
        <source>The file {path} was saved by a newer version of Pulka. Update Pulka to open it.</source>
        <translation>The file {path} was saved by a newer version of Pulka. Update Pulka to open it.</translation>
    </message>
    <message>
        <source>The file {path} is in use by another program. Close that program and start Pulka again.</source>
        <translation>The file {path} is in use by another program. Close that program and start Pulka again.</translation>
    </message>
    <message>
        <source>Pulka cannot create the file {path}: that folder cannot be written.</source>
        <translation>Pulka cannot create the file {path}: that folder cannot be written.</translation>
    </message>
    <message>
        <source>The file {path} was saved by an older version of Pulka and has to be updated, but it cannot be written.</source>
        <translation>The file {path} was saved by an older version of Pulka and has to be updated, but it cannot be written.</translation>
    </message>
    <message>
        <source>The file {path} holds no games.</source>
        <translation>The file {path} holds no games.</translation>
    </message>
    <message>
        <source>The file {path} is in a shared network folder. Pulka does not keep games there: two computers writing one file can damage it. Keep the file on this computer, and let the club&apos;s computers share games through a club server.</source>
        <translation>The file {path} is in a shared network folder. Pulka does not keep games there: two computers writing one file can damage it. Keep the file on this computer, and let the club&apos;s computers share games through a club server.</translation>
    </message>
    <message>
        <source>The file {path} cannot be read: its latest changes wait in a companion file that this folder does not let Pulka open.</source>
        <translation>The file {path} cannot be read: its latest changes wait in a companion file that this folder does not let Pulka open.</translation>
    </message>
    <message>
        <source>“{url}” is not a club server address. It looks like postgresql://user@server:5432/club.</source>
        <translation>“{url}” is not a club server address. It looks like postgresql://user@server:5432/club.</translation>
    </message>
    <message>
        <source>This installation of Pulka cannot connect to a club server. Open the games of a file on this computer instead.</source>
        <translation>This installation of Pulka cannot connect to a club server. Open the games of a file on this computer instead.</translation>
    </message>
    <message>
        <source>The club server {server} cannot be reached. Check that this computer is on the club&apos;s network and that the server is running.</source>
        <translation>The club server {server} cannot be reached. Check that this computer is on the club&apos;s network and that the server is running.</translation>
    </message>
    <message>
        <source>The club server {server} did not accept the user name or the password.</source>
        <translation>The club server {server} did not accept the user name or the password.</translation>
    </message>
    <message>
        <source>The club server {server} has no database by that name.</source>
        <translation>The club server {server} has no database by that name.</translation>
    </message>
    <message>
        <source>The club server {server} is not set up for Pulka yet: the club&apos;s administrator runs “pulka server init” once.</source>
        <translation>The club server {server} is not set up for Pulka yet: the club&apos;s administrator runs “pulka server init” once.</translation>
    </message>
    <message>
        <source>The club server {server} was set up by a newer version of Pulka. Update Pulka to use it.</source>
        <translation>The club server {server} was set up by a newer version of Pulka. Update Pulka to use it.</translation>
    </message>
    <message>
        <source>The club server {server} needs an upgrade that only the club&apos;s administrator may make (“pulka server init”).</source>
        <translation>The club server {server} needs an upgrade that only the club&apos;s administrator may make (“pulka server init”).</translation>
    </message>
    <message>
        <source>Your login to the club server {server} does not allow this.</source>
        <translation>Your login to the club server {server} does not allow this.</translation>
    </message>
    <message>
        <source>The club server {server} refused the request.</source>
        <translation>The club server {server} refused the request.</translation>
    </message>
    <message>
        <source>The server {server} did not prove to be the club&apos;s: its certificate is not signed by the CA file chosen, or it names another server. Check the server&apos;s name and the CA file with the club&apos;s administrator.</source>
        <translation>The server {server} did not prove to be the club&apos;s: its certificate is not signed by the CA file chosen, or it names another server. Check the server&apos;s name and the CA file with the club&apos;s administrator.</translation>
    </message>
    <message>
        <source>The CA file chosen cannot be read, so the server {server} cannot be checked. Choose the server&apos;s CA file again.</source>
        <translation>The CA file chosen cannot be read, so the server {server} cannot be checked. Choose the server&apos;s CA file again.</translation>
    </message>
    <message>
        <source>The club server {server} does not offer an encrypted connection. Ask the club&apos;s administrator to turn on TLS, or choose not to require encryption.</source>
        <translation>The club server {server} does not offer an encrypted connection. Ask the club&apos;s administrator to turn on TLS, or choose not to require encryption.</translation>
    </message>
    <message>
        <source>There is no room on the disk to open {path} for writing, so it is open read-only: you can look at the games and export them, but nothing can be recorded.</source>
        <translation>There is no room on the disk to open {path} for writing, so it is open read-only: you can look at the games and export them, but nothing can be recorded.</translation>
    </message>
    <message>
        <source>The file {path} cannot be written, so it is open read-only: you can look at the games and export them, but nothing can be recorded.</source>
        <translation>The file {path} cannot be written, so it is open read-only: you can look at the games and export them, but nothing can be recorded.</translation>
    </message>
    <message>
        <source>Today&apos;s backup copy could not be made: the backups folder cannot be written or the disk is full. The games are safe; Pulka will try again at the next start.</source>
        <translation>Today&apos;s backup copy could not be made: the backups folder cannot be written or the disk is full. The games are safe; Pulka will try again at the next start.</translation>
    </message>
    <message>
        <source>Today&apos;s backup copy was not made because a game in the file is damaged. The earlier copies are kept.</source>
        <translation>Today&apos;s backup copy was not made because a game in the file is damaged. The earlier copies are kept.</translation>
    </message>
    <message>
        <source>Game {game_id} ({players}) is damaged and cannot be opened. The other games are not affected.</source>
        <translation>Game {game_id} ({players}) is damaged and cannot be opened. The other games are not affected.</translation>
    </message>
    <message>
        <source>Game {game_id} is damaged and cannot be opened. The other games are not affected.</source>
        <translation>Game {game_id} is damaged and cannot be opened. The other games are not affected.</translation>
    </message>
    <message>
        <source>The file is open read-only: nothing can be recorded.</source>
        <translation>The file is open read-only: nothing can be recorded.</translation>
    </message>
    <message>
        <source>This login to the club server may only view the games; nothing was recorded. To record, ask the club&apos;s administrator for a scorer&apos;s login.</source>
        <translation>This login to the club server may only view the games; nothing was recorded. To record, ask the club&apos;s administrator for a scorer&apos;s login.</translation>
    </message>
    <message>
        <source>The file is in use by another program; nothing was recorded. Try again.</source>
        <translation>The file is in use by another program; nothing was recorded. Try again.</translation>
    </message>
    <message>
        <source>The file cannot be written; nothing was recorded.</source>
        <translation>The file cannot be written; nothing was recorded.</translation>
    </message>
    <message>
        <source>The disk is full; nothing was recorded. Free some space and try again.</source>
        <translation>The disk is full; nothing was recorded. Free some space and try again.</translation>
    </message>
    <message>
        <source>The file could not be read or written; nothing was recorded.</source>
        <translation>The file could not be read or written; nothing was recorded.</translation>
    </message>
    <message>
        <source>The file is damaged; nothing was recorded.</source>
        <translation>The file is damaged; nothing was recorded.</translation>
    </message>
    <message>
        <source>The file did not accept the change; nothing was recorded.</source>
        <translation>The file did not accept the change; nothing was recorded.</translation>
    </message>
    <message>
        <source>The club server cannot be reached; nothing was recorded. Try again.</source>
        <translation>The club server cannot be reached; nothing was recorded. Try again.</translation>
    </message>
    <message>
        <source>(damaged)</source>
        <translation>(damaged)</translation>
    </message>
    <message>
        <source>Read only</source>
        <translation>Read only</translation>
    </message>
    <message>
        <source>View only</source>
        <translation>View only</translation>
    </message>
    <message>
        <source>The file is in use by another program. Waiting for it…</source>
        <translation>The file is in use by another program. Waiting for it…</translation>
    </message>
    <message>
        <source>Stop waiting</source>
        <translation>Stop waiting</translation>
    </message>
    <message>
        <source>Last time Pulka closed while opening game {game_id} ({players}). Open it again?</source>
        <translation>Last time Pulka closed while opening game {game_id} ({players}). Open it again?</translation>
    </message>
    <message>
        <source>the port must be a number from 1 to 65535</source>
        <translation>the port must be a number from 1 to 65535</translation>
    </message>
    <message>
        <source>it must start with postgresql://</source>
        <translation>it must start with postgresql://</translation>
    </message>
    <message>
        <source>it contains a space</source>
        <translation>it contains a space</translation>
    </message>
    <message>
        <source>the database name cannot contain /</source>
        <translation>the database name cannot contain /</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>whists on {on} {amount}</source>
        <translation>whists on {on} {amount}</translation>
    </message>
    <message>
        <source>pool {amount}</source>
        <translation>pool {amount}</translation>
    </message>
    <message>
        <source>mountain {amount}</source>
        <translation>mountain {amount}</translation>
    </message>
    <message>
        <source>{player}: {what}</source>
        <translation>{player}: {what}</translation>
    </message>
    <message>
        <source>{who}: {title} — {what}</source>
        <translation>{who}: {title} — {what}</translation>
    </message>
    <message>
        <source>{who}: {title}</source>
        <translation>{who}: {title}</translation>
    </message>
    <message>
        <source>incident: {title} — {what}</source>
        <translation>incident: {title} — {what}</translation>
    </message>
    <message>
        <source>incident: {title}</source>
        <translation>incident: {title}</translation>
    </message>
    <message>
        <source>deal {number}: {line}</source>
        <translation>deal {number}: {line}</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>raspasy</translation>
    </message>
    <message>
        <source>manual entry for {player}</source>
        <translation>manual entry for {player}</translation>
    </message>
    <message>
        <source>{declarer} — {outcome}</source>
        <translation>{declarer} — {outcome}</translation>
    </message>
    <message>
        <source>manual entry for {player}, corrected</source>
        <translation>manual entry for {player}, corrected</translation>
    </message>
    <message>
        <source>corrected: was {before} → now {after}</source>
        <translation>corrected: was {before} → now {after}</translation>
    </message>
    <message>
        <source>deal {number} corrected: was {before} → now {after}</source>
        <translation>deal {number} corrected: was {before} → now {after}</translation>
    </message>
    <message>
        <source>{line} (undone)</source>
        <translation>{line} (undone)</translation>
    </message>
</context>
<context>
    <name>SubstituteDialog</name>
    <message>
        <source>Substitute</source>
        <translation>Substitute</translation>
    </message>
    <message>
        <source>Table {number}: {players}</source>
        <translation>Table {number}: {players}</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Table:</translation>
    </message>
    <message>
        <source>&amp;Leaves:</source>
        <translation>&amp;Leaves:</translation>
    </message>
    <message>
        <source>&amp;Takes the seat:</source>
        <translation>&amp;Takes the seat:</translation>
    </message>
    <message>
        <source>After &amp;deal:</source>
        <translation>After &amp;deal:</translation>
    </message>
    <message>
        <source>The seat&apos;s points, whists and place are shared by the deals each of the two played in it.</source>
        <translation>The seat&apos;s points, whists and place are shared by the deals each of the two played in it.</translation>
    </message>
    <message>
        <source>{name} &amp;withdraws from the next rounds</source>
        <translation>{name} &amp;withdraws from the next rounds</translation>
    </message>
</context>
</TS>
