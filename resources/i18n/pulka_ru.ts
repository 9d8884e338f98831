<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Accessible</name>
    <message>
        <source>Accept what this window shows and close it</source>
        <translation>Принять то, что показано, и закрыть окно</translation>
    </message>
    <message>
        <source>Close this window without changing anything</source>
        <translation>Закрыть окно, ничего не меняя</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Закрыть окно</translation>
    </message>
</context>
<context>
    <name>BackupWatch</name>
    <message>
        <source>Checking today&apos;s backup…</source>
        <translation>Проверяется сегодняшняя резервная копия…</translation>
    </message>
    <message>
        <source>Checking today&apos;s backup… {percent} %</source>
        <translation>Проверяется сегодняшняя резервная копия… {percent} %</translation>
    </message>
    <message>
        <source>Today&apos;s backup is kept.</source>
        <translation>Сегодняшняя резервная копия сохранена.</translation>
    </message>
</context>
<context>
    <name>BigScreen</name>
    <message>
        <source>Big screen</source>
        <translation>Большой экран</translation>
    </message>
    <message>
        <source>{count} deals</source>
        <translation>раздач сыграно: {count}</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Пропускают тур: {names}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <source>Refreshes by itself · Esc closes</source>
        <translation>Обновляется само · Esc — закрыть</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>deals</source>
        <translation>сдаёт</translation>
    </message>
    <message>
        <source>rests</source>
        <translation>отдыхает</translation>
    </message>
    <message>
        <source>speaks first</source>
        <translation>говорит первым</translation>
    </message>
    <message>
        <source>pool {value} of {size}</source>
        <translation>пуля {value} из {size}</translation>
    </message>
    <message>
        <source>mountain {m} · whists {w}</source>
        <translation>гора {m} · висты {w}</translation>
    </message>
    <message>
        <source>The game is finished</source>
        <translation>Пуля закончена</translation>
    </message>
    <message>
        <source>Settlement: Ctrl+R</source>
        <translation>Расчёт: Ctrl+R</translation>
    </message>
    <message>
        <source>Time to settle up (Ctrl+R).</source>
        <translation>Пора расписать пулю (Ctrl+R).</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Раздача {number}</translation>
    </message>
    <message>
        <source>Raspasy in a row: {n}</source>
        <translation>Распасов подряд: {n}</translation>
    </message>
    <message>
        <source>Raspasy price: {price}</source>
        <translation>Цена распасов: {price}</translation>
    </message>
    <message>
        <source>The pool is closed</source>
        <translation>Пуля закрыта</translation>
    </message>
    <message>
        <source>No deals yet.</source>
        <translation>Раздач ещё не было.</translation>
    </message>
    <message>
        <source>Last deal: raspasy — tricks {tricks}.</source>
        <translation>Последняя раздача: распасы — взятки {tricks}.</translation>
    </message>
    <message>
        <source>Last deal: {declarer} {contract}, not whisted ({calls}).</source>
        <translation>Последняя раздача: {declarer} — {contract}, без виста ({calls}).</translation>
    </message>
    <message>
        <source>Last deal: {declarer} {contract}, given up three down.</source>
        <translation>Последняя раздача: {declarer} {contract}, уход без трёх.</translation>
    </message>
    <message>
        <source>Games: {name}</source>
        <translation>Пули: {name}</translation>
    </message>
    <message>
        <source>Last deal: {declarer} — {outcome}.</source>
        <translation>Последняя раздача: {declarer} — {outcome}.</translation>
    </message>
    <message>
        <source>Last deal: {declarer} {contract}, half-whisted, not played ({calls}).</source>
        <translation>Последняя раздача: {declarer} — {contract}, полвиста, без розыгрыша ({calls}).</translation>
    </message>
    <message>
        <source>made</source>
        <translation>сыграна</translation>
    </message>
    <message>
        <source>down {n}</source>
        <translation>без {n}</translation>
    </message>
    <message>
        <source>Last deal: {declarer} {contract} ({calls}), took {n}: {result}.</source>
        <translation>Последняя раздача: {declarer} — {contract} ({calls}), взяток: {n}, {result}.</translation>
    </message>
    <message>
        <source>The game is over: time to settle up (Ctrl+R).</source>
        <translation>Игра окончена: пора расписать пулю (Ctrl+R).</translation>
    </message>
    <message>
        <source>Last event: a manual entry for {player}.</source>
        <translation>Последнее событие: ручная запись для игрока {player}.</translation>
    </message>
    <message>
        <source>Last event: an incident — {title}.</source>
        <translation>Последнее событие: нарушение — {title}.</translation>
    </message>
</context>
<context>
    <name>CatalogueView</name>
    <message>
        <source>Search: talon, discard…</source>
        <translation>Поиск: прикуп, снос…</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Поиск по правилам</translation>
    </message>
    <message>
        <source>Words of the rule, in Russian or English: talon, discard…</source>
        <translation>Слова из правила, по-русски или по-английски: прикуп, снос…</translation>
    </message>
    <message>
        <source>Rules by section</source>
        <translation>Правила по разделам</translation>
    </message>
    <message>
        <source>Choose the rule that was broken; its description is shown below.</source>
        <translation>Выберите нарушенное правило; его описание — ниже.</translation>
    </message>
</context>
<context>
    <name>ChangesDialog</name>
    <message>
        <source>Changes of the field</source>
        <translation>Изменения состава</translation>
    </message>
    <message>
        <source>&amp;Undo the chosen change</source>
        <translation>&amp;Отменить выбранное изменение</translation>
    </message>
    <message>
        <source>{change} (undone)</source>
        <translation>{change} (отменено)</translation>
    </message>
    <message>
        <source>No change yet: the field is as it was typed.</source>
        <translation>Изменений пока нет: состав такой, как его ввели.</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>No games yet</source>
        <translation>Пуль пока нет</translation>
    </message>
</context>
<context>
    <name>ChartOutput</name>
    <message>
        <source>Save the chart as a picture</source>
        <translation>Сохранить график картинкой</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>Картинка PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <source>Save as picture…</source>
        <translation>Сохранить картинкой…</translation>
    </message>
    <message>
        <source>Print this chart.</source>
        <translation>Напечатать этот график.</translation>
    </message>
    <message>
        <source>Save this chart as a PNG picture.</source>
        <translation>Сохранить этот график картинкой PNG.</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>server {server}</source>
        <translation>сервер {server}</translation>
    </message>
    <message>
        <source>server</source>
        <translation>сервер</translation>
    </message>
    <message>
        <source>event {event}</source>
        <translation>событие {event}</translation>
    </message>
    <message>
        <source>rule {rule}: {text}</source>
        <translation>правило {rule}: {text}</translation>
    </message>
    <message>
        <source>{path}: no such database</source>
        <translation>{path}: такой базы нет</translation>
    </message>
    <message>
        <source>give the database {path} or --server, not both</source>
        <translation>укажите либо базу {path}, либо --server, но не то и другое</translation>
    </message>
    <message>
        <source>name the database file, or the club server with --server URL</source>
        <translation>укажите файл базы или клубный сервер: --server URL</translation>
    </message>
    <message>
        <source>{option}: {value} is not a date (YYYY-MM-DD)</source>
        <translation>{option}: {value} — не дата (ГГГГ-ММ-ДД)</translation>
    </message>
    <message>
        <source>{option}: {value} is not a whole number</source>
        <translation>{option}: {value} — не целое число</translation>
    </message>
    <message>
        <source>{option}: must be {first} or {second}, not {number}</source>
        <translation>{option}: нужно {first} или {second}, а не {number}</translation>
    </message>
    <message>
        <source>{option}: must be at least 1, not {number}</source>
        <translation>{option}: нужно не меньше 1, а не {number}</translation>
    </message>
    <message>
        <source>--from {date_from} is after --to {date_to}</source>
        <translation>--from {date_from} позже, чем --to {date_to}</translation>
    </message>
    <message>
        <source>--rules: unknown preset {value} ({known})</source>
        <translation>--rules: нет набора правил {value} (есть: {known})</translation>
    </message>
    <message>
        <source>--measure: unknown measure {value} ({known})</source>
        <translation>--measure: нет показателя {value} (есть: {known})</translation>
    </message>
    <message>
        <source>--measure best needs --best N (how many games count)</source>
        <translation>для --measure best нужен --best N (сколько пуль учитывать)</translation>
    </message>
    <message>
        <source>--best needs --measure best</source>
        <translation>--best действует только с --measure best</translation>
    </message>
    <message>
        <source>--versus needs exactly one --player</source>
        <translation>для --versus нужен ровно один --player</translation>
    </message>
    <message>
        <source>{where}: --rebuild: only the club admin may rebuild the server&apos;s summaries (they are rebuilt by themselves when a game changes)</source>
        <translation>{where}: --rebuild: пересчитать сводки сервера может только администратор клуба (они пересчитываются сами, когда меняется пуля)</translation>
    </message>
    <message>
        <source>{where}: no player named {name}</source>
        <translation>{where}: игрока {name} нет</translation>
    </message>
    <message>
        <source>{where}: {name} is now called {current}</source>
        <translation>{where}: имя {name} заменено на {current}</translation>
    </message>
    <message>
        <source>warning: {path}: no backup copy was kept before the upgrade</source>
        <translation>предупреждение: {path}: перед обновлением резервная копия не сохранена</translation>
    </message>
    <message>
        <source>{option} must be a number, not {value}</source>
        <translation>{option}: нужно число, а не {value}</translation>
    </message>
    <message>
        <source>{option} must be 1 or more, not {value}</source>
        <translation>{option}: нужно 1 или больше, а не {value}</translation>
    </message>
    <message>
        <source>--seed must be a whole number, not {value}</source>
        <translation>--seed: нужно целое число, а не {value}</translation>
    </message>
    <message>
        <source>--date must be YYYY-MM-DD, not {value}</source>
        <translation>--date: нужна дата ГГГГ-ММ-ДД, а не {value}</translation>
    </message>
    <message>
        <source>--cap and --timeout-rule count whists: they do not go with --points places</source>
        <translation>--cap и --timeout-rule считают висты: с --points places они не применяются</translation>
    </message>
    <message>
        <source>--tie-breaks: {value} (each at most once, of: {known})</source>
        <translation>--tie-breaks: {value} (каждый не больше одного раза, из: {known})</translation>
    </message>
    <message>
        <source>this Pulka cannot print PDF (run the pulka command of the desktop app)</source>
        <translation>эта «Пулька» не печатает PDF (запустите команду pulka из поставки программы)</translation>
    </message>
    <message>
        <source>round 1 seeded by rating (μ − 3σ): {rated}; no rating: {unrated}</source>
        <translation>первый тур посеян по рейтингу (μ − 3σ): {rated}; без рейтинга: {unrated}</translation>
    </message>
    <message>
        <source>unknown penalty rule {value} (see `pulka rules`)</source>
        <translation>штрафного правила {value} нет (список: pulka rules)</translation>
    </message>
    <message>
        <source>game id must be a number, not {value}</source>
        <translation>номер пули должен быть числом, а не {value}</translation>
    </message>
    <message>
        <source>a game is named by its number, not {value}</source>
        <translation>пулю указывают номером, а не {value}</translation>
    </message>
    <message>
        <source>no game {game}</source>
        <translation>пули № {game} нет</translation>
    </message>
    <message>
        <source>{where}: no game {game}</source>
        <translation>{where}: пули № {game} нет</translation>
    </message>
    <message>
        <source>game {game} changed while it was being copied; run the command again</source>
        <translation>пуля № {game} изменилась во время копирования; повторите команду</translation>
    </message>
    <message>
        <source>game {game} cannot be read</source>
        <translation>пулю № {game} не удаётся прочитать</translation>
    </message>
    <message>
        <source>the games could not be copied</source>
        <translation>пули не удалось скопировать</translation>
    </message>
    <message>
        <source>game {game} ({players}): changed on both sides after event {event}; not merged (export both copies, keep one, and import it as a new game)</source>
        <translation>пуля № {game} ({players}): после события {event} изменена с обеих сторон; не объединена (выгрузите обе копии, выберите одну и загрузите её как новую пулю)</translation>
    </message>
    <message>
        <source>the roster (renames, merges, hidden players) changed on both sides after record {record}; not merged (make the changes again on one side)</source>
        <translation>список игроков (переименования, объединения, скрытые игроки) изменён с обеих сторон после записи {record}; не объединён (повторите изменения на одной стороне)</translation>
    </message>
    <message>
        <source>the roster was not copied: {reason}</source>
        <translation>список игроков не скопирован: {reason}</translation>
    </message>
    <message>
        <source>its log cannot be read back in order</source>
        <translation>его журнал не читается по порядку</translation>
    </message>
    <message>
        <source>it names game {game}, which was not copied</source>
        <translation>в нём названа пуля № {game}, а она не скопирована</translation>
    </message>
    <message>
        <source>event {event} ({name}): changed on both sides after round {round}; not merged (seat the round again on one side)</source>
        <translation>вечер или турнир № {event} ({name}): изменён с обеих сторон после тура {round}; не объединён (рассадите тур заново на одной стороне)</translation>
    </message>
    <message>
        <source>event {event} ({name}) was not copied: {reason}</source>
        <translation>вечер или турнир № {event} ({name}) не скопирован: {reason}</translation>
    </message>
    <message>
        <source>{where}: no evening or tournament yet (create one with pulka event create)</source>
        <translation>{where}: ещё нет ни вечера, ни турнира (создайте его командой pulka event create)</translation>
    </message>
    <message>
        <source>--port must be a number from 1 to 65535, not {value}</source>
        <translation>--port — число от 1 до 65535, а не {value}</translation>
    </message>
    <message>
        <source>{path}: cannot write the pages there ({reason})</source>
        <translation>{path}: сюда не записать страницы ({reason})</translation>
    </message>
    <message>
        <source>whists: must map each player to the whists he wrote on the others</source>
        <translation>whists: для каждого игрока нужны висты, которые он записал на других</translation>
    </message>
    <message>
        <source>{where}: must map opponents to numbers</source>
        <translation>{where}: для каждого противника нужно число</translation>
    </message>
    <message>
        <source>{where}: not an opponent of {player}</source>
        <translation>{where}: это не противник игрока {player}</translation>
    </message>
    <message>
        <source>{where}: unknown player</source>
        <translation>{where}: такого игрока нет</translation>
    </message>
    <message>
        <source>{where}: must map each player to a number</source>
        <translation>{where}: для каждого игрока нужно число</translation>
    </message>
    <message>
        <source>{where}: missing</source>
        <translation>{where}: не указано</translation>
    </message>
    <message>
        <source>{where}: must be a whole number, not {value}</source>
        <translation>{where}: нужно целое число, а не {value}</translation>
    </message>
    <message>
        <source>{where}: at most {limit} in one column</source>
        <translation>{where}: не больше {limit} в одной графе</translation>
    </message>
    <message>
        <source>{option} is an option of the desktop app; {why}</source>
        <translation>{option} — параметр самой программы; {why}</translation>
    </message>
    <message>
        <source>&apos;{command}&apos; takes the database after its name (pulka {command} --help)</source>
        <translation>команде {command} базу указывают после её имени (pulka {command} --help)</translation>
    </message>
    <message>
        <source>&apos;{command}&apos; does not read a club server (--server is for push, pull, export, import)</source>
        <translation>команда {command} не работает с клубным сервером (--server — для push, pull, export, import)</translation>
    </message>
    <message>
        <source>it checks the desktop app and runs no command (run pulka {option} alone)</source>
        <translation>он проверяет программу и не выполняет команд (запустите pulka {option} без команды)</translation>
    </message>
    <message>
        <source>the desktop app is not available here (run the pulka command)</source>
        <translation>окно программы здесь не запустить (запустите команду pulka)</translation>
    </message>
    <message>
        <source>line {line}, column {column}: not valid JSON</source>
        <translation>строка {line}, позиция {column}: это не JSON</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>нет такого файла или папки</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>нет доступа</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>the disk or folder is read-only</source>
        <translation>диск или папка доступны только для чтения</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <source>cannot be read or written</source>
        <translation>не удаётся прочитать или записать</translation>
    </message>
    <message>
        <source>the result cannot be shown in this terminal&apos;s encoding; use a UTF-8 terminal</source>
        <translation>результат не показать в кодировке этого терминала; используйте терминал с UTF-8</translation>
    </message>
    <message>
        <source>{path}: is not a Pulka database</source>
        <translation>{path}: это не база «Пульки»</translation>
    </message>
    <message>
        <source>{path}: is damaged</source>
        <translation>{path}: файл повреждён</translation>
    </message>
    <message>
        <source>{path}: was written by a newer Pulka; update Pulka to open it</source>
        <translation>{path}: записан более новой версией «Пульки»; обновите «Пульку», чтобы открыть его</translation>
    </message>
    <message>
        <source>{path}: is in use by another program; close it and try again</source>
        <translation>{path}: занят другой программой; закройте её и повторите</translation>
    </message>
    <message>
        <source>{path}: cannot be created</source>
        <translation>{path}: файл не удаётся создать</translation>
    </message>
    <message>
        <source>{path}: was written by an older Pulka and must be upgraded, but it cannot be written</source>
        <translation>{path}: записан старой версией «Пульки» и требует обновления, но записать в него нельзя</translation>
    </message>
    <message>
        <source>{path}: holds no Pulka database</source>
        <translation>{path}: в файле нет базы «Пульки»</translation>
    </message>
    <message>
        <source>{path}: cannot be read: its latest changes wait in a journal file this folder does not let Pulka open</source>
        <translation>{path}: не удаётся прочитать: последние изменения ждут в файле журнала, который эта папка не даёт «Пульке» открыть</translation>
    </message>
    <message>
        <source>{path}: is on a network filesystem, where two computers writing one database can damage it; keep it on a local disk, or share games through a club server (pulka push FILE --server URL)</source>
        <translation>{path}: лежит в сетевой папке, где два компьютера, пишущие в одну базу, могут её повредить; держите её на диске этого компьютера или делитесь пулями через клубный сервер (pulka push FILE --server URL)</translation>
    </message>
    <message>
        <source>{url}: not a club server address: {reason}</source>
        <translation>{url}: это не адрес клубного сервера: {reason}</translation>
    </message>
    <message>
        <source>{url} is not a postgresql:// URL</source>
        <translation>{url}: это не адрес postgresql://</translation>
    </message>
    <message>
        <source>server {server}: {reason}</source>
        <translation>сервер {server}: {reason}</translation>
    </message>
    <message>
        <source>the club server cannot be reached</source>
        <translation>клубный сервер недоступен</translation>
    </message>
    <message>
        <source>the club server refused the user name or password</source>
        <translation>клубный сервер не принял имя пользователя или пароль</translation>
    </message>
    <message>
        <source>the club server has no such database</source>
        <translation>на клубном сервере нет такой базы</translation>
    </message>
    <message>
        <source>the club server holds no Pulka database; the club admin runs &apos;pulka server init&apos;</source>
        <translation>на клубном сервере нет базы «Пульки»; администратор клуба запускает pulka server init</translation>
    </message>
    <message>
        <source>the club server was set up by a newer Pulka; update Pulka to use it</source>
        <translation>клубный сервер настроен более новой версией «Пульки»; обновите «Пульку», чтобы работать с ним</translation>
    </message>
    <message>
        <source>the club server needs an upgrade only the club admin may make (&apos;pulka server init&apos;)</source>
        <translation>клубный сервер нужно обновить, а это может только администратор клуба (pulka server init)</translation>
    </message>
    <message>
        <source>the club server does not allow this to the connected user</source>
        <translation>клубный сервер не разрешает этого вошедшему пользователю</translation>
    </message>
    <message>
        <source>the club server address is not a PostgreSQL URL</source>
        <translation>адрес клубного сервера — не адрес PostgreSQL</translation>
    </message>
    <message>
        <source>this installation of Pulka cannot connect to a club server</source>
        <translation>эта установка «Пульки» не умеет подключаться к клубному серверу</translation>
    </message>
    <message>
        <source>the club server refused the request</source>
        <translation>клубный сервер отказал в запросе</translation>
    </message>
    <message>
        <source>the server did not prove to be the club&apos;s: its certificate is not signed by the CA file given (sslrootcert), or it names another server</source>
        <translation>сервер не доказал, что он клубный: его сертификат не подписан указанным файлом ЦС (sslrootcert) или выдан другому серверу</translation>
    </message>
    <message>
        <source>the CA file given (sslrootcert) cannot be read, so the server cannot be checked</source>
        <translation>указанный файл ЦС (sslrootcert) не удаётся прочитать, поэтому сервер не проверить</translation>
    </message>
    <message>
        <source>the club server does not offer an encrypted connection (TLS), and one was required</source>
        <translation>клубный сервер не предлагает шифрованного соединения (TLS), а оно требовалось</translation>
    </message>
</context>
<context>
    <name>Codes</name>
    <message>
        <source>correction of the manual entry for {player}</source>
        <translation>исправление ручной записи для игрока {player}</translation>
    </message>
    <message>
        <source>correction of deal {number}, incident: {title}</source>
        <translation>исправление раздачи {number}, нарушение: {title}</translation>
    </message>
    <message>
        <source>correction of the incident: {title}</source>
        <translation>исправление нарушения: {title}</translation>
    </message>
    <message>
        <source>deal {number}, incident: {title}</source>
        <translation>раздача {number}, нарушение: {title}</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>мизер</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>разыгрывающий</translation>
    </message>
    <message>
        <source>defenders</source>
        <translation>вистующие</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>взятки</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>сдающий</translation>
    </message>
    <message>
        <source>player</source>
        <translation>игрок</translation>
    </message>
    <message>
        <source>whists</source>
        <translation>висты</translation>
    </message>
    <message>
        <source>{player} deals this time and sits out: he cannot declare.</source>
        <translation>{player} сдаёт и в этой раздаче не играет.</translation>
    </message>
    <message>
        <source>After raspasy the game must be at least a {minimum}.</source>
        <translation>После распасов игра должна быть не ниже {minimum}.</translation>
    </message>
    <message>
        <source>Nobody whists a misère.</source>
        <translation>Мизер не вистуют.</translation>
    </message>
    <message>
        <source>Stalingrad: 6♠ must be whisted by both defenders.</source>
        <translation>Сталинград: 6♠ вистуют оба.</translation>
    </message>
    <message>
        <source>Talon whists apply only to a resting dealer under the house rule.</source>
        <translation>Висты за прикуп пишет только отдыхающий сдающий, если так договорились.</translation>
    </message>
    <message>
        <source>Talon tricks must be between 0 and 3.</source>
        <translation>Взяток в прикупе — от 0 до 3.</translation>
    </message>
    <message>
        <source>The declarer {player} cannot whist his own game.</source>
        <translation>Разыгрывающий {player} не может вистовать свою игру.</translation>
    </message>
    <message>
        <source>{player} is not defending this deal.</source>
        <translation>{player} не вистует в этой раздаче.</translation>
    </message>
    <message>
        <source>Unknown call “{call}”.</source>
        <translation>Непонятный ответ «{call}».</translation>
    </message>
    <message>
        <source>“{name}” contains a control character (a line break, a tab, an escape) or a mark that turns the text around; type the name without it.</source>
        <translation>В «{name}» есть управляющий символ (перевод строки, табуляция, код управления терминалом) или знак, разворачивающий текст; наберите имя без него.</translation>
    </message>
    <message>
        <source>{player} may whist only after two passes, or a pass and a half-whist.</source>
        <translation>{player} может вистовать только после «пас — пас» или «пас — полвиста».</translation>
    </message>
    <message>
        <source>Choose whist or pass for {player}.</source>
        <translation>{player}: выберите вист или пас.</translation>
    </message>
    <message>
        <source>Half-whist is not allowed by these rules.</source>
        <translation>Полвиста по этим правилам не бывает.</translation>
    </message>
    <message>
        <source>Half-whist is possible only on a 6 or a 7.</source>
        <translation>Полвиста возможен только на шестерной или семерной.</translation>
    </message>
    <message>
        <source>Only the second defender may half-whist, not {player}.</source>
        <translation>Полвиста говорит только второй вистующий, а не {player}.</translation>
    </message>
    <message>
        <source>Half-whist needs {player} to pass first.</source>
        <translation>Полвиста можно сказать, только когда {player} говорит пас.</translation>
    </message>
    <message>
        <source>{player} sits out this deal and takes no tricks.</source>
        <translation>{player} отдыхает в этой раздаче и взяток не берёт.</translation>
    </message>
    <message>
        <source>Tricks of {player} must be between 0 and 10.</source>
        <translation>{player}: взяток может быть от 0 до 10.</translation>
    </message>
    <message>
        <source>Nobody whisted, so the deal was not played: no tricks.</source>
        <translation>Никто не вистовал, игра не разыгрывалась: взяток нет.</translation>
    </message>
    <message>
        <source>Enter the tricks of {player}.</source>
        <translation>Введите взятки игрока {player}.</translation>
    </message>
    <message>
        <source>The tricks add up to {total}; they must add up to 10.</source>
        <translation>Взяток в сумме {total}, а должно быть 10.</translation>
    </message>
    <message>
        <source>{player} is not in this game ({field}).</source>
        <translation>{player} не играет в этой пуле ({field}).</translation>
    </message>
    <message>
        <source>Whists must be written on another player.</source>
        <translation>Висты пишут на другого игрока.</translation>
    </message>
    <message>
        <source>A player cannot write whists on himself.</source>
        <translation>На себя висты не пишут.</translation>
    </message>
    <message>
        <source>Amounts must be whole numbers.</source>
        <translation>Нужны целые числа.</translation>
    </message>
    <message>
        <source>The entry writes nothing.</source>
        <translation>Запись пустая.</translation>
    </message>
    <message>
        <source>“{contract}” is not a contract.</source>
        <translation>«{contract}» — не контракт.</translation>
    </message>
    <message>
        <source>“{contract}” is not a contract: type 7h, 7ч, 7♥, 6nt, мизер or распасы.</source>
        <translation>«{contract}» — не контракт: введите, например, 6п, 7т (или 7к), 8б, 7ч, 6бк, мизер или р (распасы).</translation>
    </message>
    <message>
        <source>Type the contract: 7h, 7ч, 7♥, 6nt, мизер or распасы.</source>
        <translation>Введите контракт: 6п, 7т (или 7к), 8б, 7ч, 6бк, мизер или р (распасы).</translation>
    </message>
    <message>
        <source>A game needs three or four players.</source>
        <translation>Играют трое или четверо.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>У каждого игрока должно быть имя.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>У двух игроков одинаковые имена.</translation>
    </message>
    <message>
        <source>The first dealer must be one of the players.</source>
        <translation>Первый сдающий должен быть одним из игроков.</translation>
    </message>
    <message>
        <source>The value of the option “{option}” is not allowed.</source>
        <translation>Недопустимое значение параметра «{option}».</translation>
    </message>
    <message>
        <source>Unknown rules option “{option}”.</source>
        <translation>Неизвестный параметр правил «{option}».</translation>
    </message>
    <message>
        <source>Unknown rules preset “{preset}”.</source>
        <translation>Неизвестная конвенция «{preset}».</translation>
    </message>
    <message>
        <source>Unknown kind of event.</source>
        <translation>Неизвестный вид события.</translation>
    </message>
    <message>
        <source>The game was changed in another window; it has been reloaded. Please try again.</source>
        <translation>Пулю изменили в другом окне; она перечитана. Повторите действие.</translation>
    </message>
    <message>
        <source>This game no longer exists.</source>
        <translation>Этой пули больше нет.</translation>
    </message>
    <message>
        <source>The game is finished; reopen it to change it.</source>
        <translation>Пуля закончена; чтобы её менять, откройте её снова.</translation>
    </message>
    <message>
        <source>The game is not finished.</source>
        <translation>Пуля не закончена.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Отменять нечего.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Повторять нечего.</translation>
    </message>
    <message>
        <source>Please enter a name.</source>
        <translation>Введите имя.</translation>
    </message>
    <message>
        <source>There is no player called {player}.</source>
        <translation>Игрока по имени «{player}» нет.</translation>
    </message>
    <message>
        <source>{player} is already someone&apos;s name. To join the two, merge them instead.</source>
        <translation>Имя «{player}» уже занято. Если это один и тот же человек, объедините их.</translation>
    </message>
    <message>
        <source>The new name is the same as the old one.</source>
        <translation>Новое имя совпадает со старым.</translation>
    </message>
    <message>
        <source>They played at the same table in game {game_id}, so they are two people.</source>
        <translation>Они сидели за одним столом в пуле {game_id} — значит, это два разных человека.</translation>
    </message>
    <message>
        <source>Only the club&apos;s administrator may delete games.</source>
        <translation>Удалять пули может только администратор клуба.</translation>
    </message>
    <message>
        <source>Only the club&apos;s administrator may rename or merge players.</source>
        <translation>Переименовывать и объединять игроков может только администратор клуба.</translation>
    </message>
    <message>
        <source>Players cannot be renamed nor games deleted in this database.</source>
        <translation>В этой базе нельзя переименовывать игроков и удалять пули.</translation>
    </message>
    <message>
        <source>Statistics cannot be counted from the games of this database.</source>
        <translation>По пулям этой базы статистику посчитать нельзя.</translation>
    </message>
    <message>
        <source>The list of renamed players and deleted games is damaged.</source>
        <translation>Список переименований игроков и удалённых пуль повреждён.</translation>
    </message>
    <message>
        <source>The club server cannot be reached: nothing was written. Try again when the server is back.</source>
        <translation>Клубный сервер недоступен: ничего не записано. Повторите, когда сервер вернётся.</translation>
    </message>
    <message>
        <source>The club server refused this: nothing was written.</source>
        <translation>Клубный сервер этого не позволил: ничего не записано.</translation>
    </message>
    <message>
        <source>There is no evening or tournament {event_id}.</source>
        <translation>Вечера или турнира № {event_id} нет.</translation>
    </message>
    <message>
        <source>Only the club&apos;s administrator may create evenings and seat or start rounds; at a table the games are recorded.</source>
        <translation>Создавать вечера, рассаживать и начинать туры может только администратор клуба; за столами только записывают игру.</translation>
    </message>
    <message>
        <source>The phones&apos; server cannot listen on {host}, port {port}: another program may use the port, or the address is not this computer&apos;s. Choose another port or address.</source>
        <translation>Сервер для телефонов не может принимать запросы на {host}, порт {port}: порт, возможно, занят другой программой, или адрес не принадлежит этому компьютеру. Выберите другой порт или адрес.</translation>
    </message>
    <message>
        <source>Phones at the tables are not available in this installation.</source>
        <translation>Телефоны за столами недоступны в этой установке.</translation>
    </message>
    <message>
        <source>Evenings and tournaments cannot be kept in this database.</source>
        <translation>В этой базе нельзя вести вечера и турниры.</translation>
    </message>
    <message>
        <source>Give the evening or tournament a name.</source>
        <translation>Дайте вечеру или турниру название.</translation>
    </message>
    <message>
        <source>An event is an evening or a tournament.</source>
        <translation>Можно завести вечер или турнир.</translation>
    </message>
    <message>
        <source>The settings of the evening or tournament cannot be read.</source>
        <translation>Не удаётся прочитать настройки вечера или турнира.</translation>
    </message>
    <message>
        <source>The seating is not possible: every player sits at one table of three or four, or sits out, exactly once.</source>
        <translation>Такая рассадка невозможна: каждый игрок должен ровно один раз сидеть за столом на троих или четверых либо пропускать тур.</translation>
    </message>
    <message>
        <source>The seating has no table.</source>
        <translation>В рассадке нет ни одного стола.</translation>
    </message>
    <message>
        <source>A table seats three or four players, not {size} ({names}).</source>
        <translation>За столом играют трое или четверо, а не {size} ({names}).</translation>
    </message>
    <message>
        <source>Seated twice: {names}.</source>
        <translation>Рассажены дважды: {names}.</translation>
    </message>
    <message>
        <source>Not players of this evening: {names}.</source>
        <translation>Не играют в этот вечер: {names}.</translation>
    </message>
    <message>
        <source>Not seated: {names}.</source>
        <translation>Не рассажены: {names}.</translation>
    </message>
    <message>
        <source>Round {round} cannot be seated now: the next round is {next_round}.</source>
        <translation>Рассадить тур {round} сейчас нельзя: следующий тур — {next_round}.</translation>
    </message>
    <message>
        <source>Round {round} has not started yet: start it before seating the next one.</source>
        <translation>Тур {round} ещё не начат: начните его, прежде чем рассаживать следующий.</translation>
    </message>
    <message>
        <source>Round {round} has already started: its seating can no longer change.</source>
        <translation>Тур {round} уже начат: его рассадку больше нельзя менять.</translation>
    </message>
    <message>
        <source>There is no round {round} yet.</source>
        <translation>Тура {round} пока нет.</translation>
    </message>
    <message>
        <source>“{player}” is typed twice: type each player once.</source>
        <translation>«{player}» введено дважды: введите каждого игрока один раз.</translation>
    </message>
    <message>
        <source>“{first}” and “{second}” are the same player: type each player once.</source>
        <translation>«{first}» и «{second}» — один и тот же игрок: введите каждого игрока один раз.</translation>
    </message>
    <message>
        <source>The field has been cut for the final (from round {round}): nobody enters now.</source>
        <translation>Состав уже отобран в финал (с тура {round}): войти больше нельзя.</translation>
    </message>
    <message>
        <source>{player} already plays round {round}.</source>
        <translation>{player} уже играет в туре {round}.</translation>
    </message>
    <message>
        <source>{player} was removed from round {round}: reinstate him instead.</source>
        <translation>Игрок {player} снят с тура {round}: его можно вернуть, а не записывать заново.</translation>
    </message>
    <message>
        <source>{player} does not play round {round}.</source>
        <translation>{player} не играет в туре {round}.</translation>
    </message>
    <message>
        <source>{player} has not been removed.</source>
        <translation>Игрок {player} не снят.</translation>
    </message>
    <message>
        <source>Round {round} has no table {table}.</source>
        <translation>В туре {round} нет стола {table}.</translation>
    </message>
    <message>
        <source>{player} does not sit at table {table} now.</source>
        <translation>{player} сейчас не сидит за столом {table}.</translation>
    </message>
    <message>
        <source>{player} has already sat at a table in round {round}.</source>
        <translation>Игрок {player} уже сидел за столом в туре {round}.</translation>
    </message>
    <message>
        <source>The swap comes after deal {first} to {last}, not after deal {deals}.</source>
        <translation>Замена возможна после раздачи с {first}-й по {last}-ю, а не после {deals}-й.</translation>
    </message>
    <message>
        <source>A cut comes after a round has been played.</source>
        <translation>Отбор делают после сыгранного тура.</translation>
    </message>
    <message>
        <source>A final keeps from 3 to {most} players, not {keep}.</source>
        <translation>В финал проходят от 3 до {most} игроков, а не {keep}.</translation>
    </message>
    <message>
        <source>There is no change {seq}.</source>
        <translation>Изменения № {seq} нет.</translation>
    </message>
    <message>
        <source>Change {seq} is an undo: record it anew.</source>
        <translation>Изменение № {seq} — это отмена: запишите изменение заново.</translation>
    </message>
    <message>
        <source>Change {seq} has already been undone.</source>
        <translation>Изменение № {seq} уже отменено.</translation>
    </message>
    <message>
        <source>Change {seq} cannot be undone: round {round} has started.</source>
        <translation>Изменение № {seq} не отменить: тур {round} уже начался.</translation>
    </message>
    <message>
        <source>The changes of evening or tournament {event_id} cannot be read.</source>
        <translation>Изменения состава вечера или турнира {event_id} не удаётся прочитать.</translation>
    </message>
    <message>
        <source>No round has started yet: a substitute takes a seat in a round being played.</source>
        <translation>Ещё ни один тур не начат: замена садится за стол в идущем туре.</translation>
    </message>
    <message>
        <source>Round {round} is still being played: the cut comes once every table is over.</source>
        <translation>Тур {round} ещё идёт: отбор делают, когда закончат все столы.</translation>
    </message>
    <message>
        <source>Only the newest round can be cancelled: round {newest}, not {round}.</source>
        <translation>Отменить можно только последний тур: {newest}-й, а не {round}-й.</translation>
    </message>
    <message>
        <source>Round {round} cannot be cancelled: table {table} has recorded a deal. Undo the deals first.</source>
        <translation>Тур {round} не отменить: за столом {table} уже записана раздача. Сначала отмените раздачи.</translation>
    </message>
    <message>
        <source>This is not a game file.</source>
        <translation>Это не файл пули.</translation>
    </message>
    <message>
        <source>Table {table} seats {players} in this order, not {given}.</source>
        <translation>За столом {table} сидят {players} в этом порядке, а не {given}.</translation>
    </message>
    <message>
        <source>The game file&apos;s rules are not the rules table {table} plays by.</source>
        <translation>Правила в файле пули не те, по которым играет стол {table}.</translation>
    </message>
    <message>
        <source>Table {table} has already recorded {deals} deals: add the rest deal by deal.</source>
        <translation>За столом {table} уже записано раздач: {deals}; остальные добавляйте по одной.</translation>
    </message>
    <message>
        <source>Table {table} has played its round ({deals} deals): nothing more is recorded.</source>
        <translation>Стол {table} сыграл свой тур (раздач: {deals}): больше ничего не записывается.</translation>
    </message>
    <message>
        <source>A round is {deals} deals: table {table} would play more.</source>
        <translation>В туре раздач: {deals}; у стола {table} получилось бы больше.</translation>
    </message>
    <message>
        <source>Change {seq} cannot be undone: a later round than {round} has started.</source>
        <translation>Изменение № {seq} не отменить: начался тур после {round}-го.</translation>
    </message>
    <message>
        <source>Only a deal or an entry still in effect can be corrected.</source>
        <translation>Исправить можно только действующую раздачу или запись.</translation>
    </message>
    <message>
        <source>The file {path} cannot be read.</source>
        <translation>Не удаётся прочитать файл {path}.</translation>
    </message>
    <message>
        <source>The operation was refused ({code}).</source>
        <translation>Действие отклонено ({code}).</translation>
    </message>
    <message>
        <source>game made</source>
        <translation>игра сыграна</translation>
    </message>
    <message>
        <source>half-whist</source>
        <translation>полвиста</translation>
    </message>
    <message>
        <source>whists for tricks</source>
        <translation>висты за взятки</translation>
    </message>
    <message>
        <source>consolation</source>
        <translation>консоляция</translation>
    </message>
    <message>
        <source>whisters&apos; shortfall</source>
        <translation>недобор вистующих</translation>
    </message>
    <message>
        <source>misère made</source>
        <translation>мизер сыгран</translation>
    </message>
    <message>
        <source>misère failed</source>
        <translation>мизер не сыгран</translation>
    </message>
    <message>
        <source>tricks on raspasy</source>
        <translation>взятки на распасах</translation>
    </message>
    <message>
        <source>no trick on raspasy</source>
        <translation>ни одной взятки на распасах</translation>
    </message>
    <message>
        <source>Rostov raspasy whists</source>
        <translation>ростовские висты на распасах</translation>
    </message>
    <message>
        <source>resting dealer on raspasy</source>
        <translation>отдыхающий сдающий на распасах</translation>
    </message>
    <message>
        <source>talon whists</source>
        <translation>висты за прикуп</translation>
    </message>
    <message>
        <source>help from a closed pool</source>
        <translation>помощь из закрытой пули</translation>
    </message>
    <message>
        <source>whists for help</source>
        <translation>висты за помощь</translation>
    </message>
    <message>
        <source>pool overflow</source>
        <translation>перебор пули</translation>
    </message>
    <message>
        <source>mountain first</source>
        <translation>сначала гора</translation>
    </message>
    <message>
        <source>manual entry</source>
        <translation>ручная запись</translation>
    </message>
    <message>
        <source>{title} ({rule})</source>
        <translation>{title} ({rule})</translation>
    </message>
    <message>
        <source>penalty {rule}</source>
        <translation>штраф {rule}</translation>
    </message>
    <message>
        <source>whist</source>
        <translation>вист</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>{player}: whists on {on} {amount}</source>
        <translation>{player}: висты на игрока {on} {amount}</translation>
    </message>
    <message>
        <source>{player}: pool {amount}</source>
        <translation>{player}: пуля {amount}</translation>
    </message>
    <message>
        <source>{player}: mountain {amount}</source>
        <translation>{player}: гора {amount}</translation>
    </message>
    <message>
        <source>deal {number}: {declarer} {contract}</source>
        <translation>раздача {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <source>deal {number}: raspasy</source>
        <translation>раздача {number}: распасы</translation>
    </message>
    <message>
        <source>manual entry for {player}</source>
        <translation>ручная запись: {player}</translation>
    </message>
    <message>
        <source>incident {rule}</source>
        <translation>нарушение {rule}</translation>
    </message>
    <message>
        <source>correction of event {target}</source>
        <translation>исправление события {target}</translation>
    </message>
    <message>
        <source>undo of event {target}</source>
        <translation>отмена события {target}</translation>
    </message>
    <message>
        <source>redo of event {target}</source>
        <translation>повтор события {target}</translation>
    </message>
    <message>
        <source>game finished</source>
        <translation>окончание пули</translation>
    </message>
    <message>
        <source>game reopened</source>
        <translation>возобновление пули</translation>
    </message>
    <message>
        <source>game started</source>
        <translation>начало пули</translation>
    </message>
    <message>
        <source>incident: {title}</source>
        <translation>нарушение: {title}</translation>
    </message>
    <message>
        <source>deal: {declarer} {contract}</source>
        <translation>раздача: {declarer} {contract}</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>пуля</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>гора</translation>
    </message>
    <message>
        <source>A yes-or-no field of the game file holds “{value}”.</source>
        <translation>В файле игры вместо «да» или «нет» записано «{value}».</translation>
    </message>
    <message>
        <source>“{player}” and “{other}” look the same: give the players different names.</source>
        <translation>«{player}» и «{other}» выглядят одинаково: дайте игрокам разные имена.</translation>
    </message>
    <message>
        <source>A name may have at most {limit} characters.</source>
        <translation>Имя может быть не длиннее {limit} символов.</translation>
    </message>
    <message>
        <source>After the penalty “{rule}” {player} must pass in this deal and cannot declare. If the table agreed otherwise, record a custom penalty first.</source>
        <translation>После штрафа «{rule}» {player} в этой раздаче обязан пасовать и не может заказывать игру. Если за столом договорились иначе, сначала запишите свой штраф.</translation>
    </message>
    <message>
        <source>After the penalty “{rule}” this deal is a raspasy, not {contract}. If the table agreed otherwise, record a custom penalty first.</source>
        <translation>После штрафа «{rule}» в этой раздаче играются распасы, а не {contract}. Если за столом договорились иначе, сначала запишите свой штраф.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text. Save it as UTF-8 and try again.</source>
        <translation>Файл не в кодировке UTF-8. Сохраните его в UTF-8 и попробуйте снова.</translation>
    </message>
    <message>
        <source>The file is larger than {limit_mb} MB: it is not a game file.</source>
        <translation>Файл больше {limit_mb} МБ — это не файл игры.</translation>
    </message>
    <message>
        <source>The file is not a game file: error at line {line}, column {column}.</source>
        <translation>Это не файл игры: ошибка в строке {line}, столбце {column}.</translation>
    </message>
    <message>
        <source>The file is nested too deeply: it is not a game file.</source>
        <translation>Слишком глубокая вложенность — это не файл игры.</translation>
    </message>
    <message>
        <source>The file contains a number too long for a score.</source>
        <translation>В файле слишком длинное число — такого счёта не бывает.</translation>
    </message>
    <message>
        <source>The file contains text with invalid Unicode characters.</source>
        <translation>В файле есть текст с недопустимыми символами Юникода.</translation>
    </message>
    <message>
        <source>The file has an unknown field “{field}”: check its spelling.</source>
        <translation>В файле неизвестное поле «{field}»: проверьте написание.</translation>
    </message>
    <message>
        <source>A number in the file is too large: at most {limit} in one column.</source>
        <translation>Слишком большое число в файле: в одной графе не больше {limit}.</translation>
    </message>
    <message>
        <source>The file {path} cannot be written.</source>
        <translation>Не удаётся записать файл {path}.</translation>
    </message>
    <message>
        <source>An amount cannot be negative ({value}).</source>
        <translation>Сумма не может быть отрицательной ({value}).</translation>
    </message>
    <message>
        <source>The sheet has no {column} for {player}.</source>
        <translation>{player}: на листе нет графы «{column}».</translation>
    </message>
    <message>
        <source>The file holds no game.</source>
        <translation>В файле нет партии.</translation>
    </message>
    <message>
        <source>This is not a Pulka game file.</source>
        <translation>Это не файл партии «Пульки».</translation>
    </message>
    <message>
        <source>The game file was written by a newer Pulka (version {value}): update Pulka.</source>
        <translation>Файл партии записан более новой версией «Пульки» (формат {value}): обновите программу.</translation>
    </message>
    <message>
        <source>The game file&apos;s list of players cannot be read.</source>
        <translation>В файле партии не читается список игроков.</translation>
    </message>
    <message>
        <source>{player}: an amount is a whole number or a half ({value} is neither).</source>
        <translation>{player}: число пишется целым или с половиной ({value} — ни то ни другое).</translation>
    </message>
    <message>
        <source>{player}: an amount is too large, at most {limit} in one column.</source>
        <translation>{player}: слишком большое число, в одной графе не больше {limit}.</translation>
    </message>
    <message>
        <source>The file names its game by a damaged identifier (uuid).</source>
        <translation>В файле повреждён опознавательный номер пули.</translation>
    </message>
    <message>
        <source>The game file&apos;s rules cannot be read.</source>
        <translation>В файле партии не читаются правила.</translation>
    </message>
    <message>
        <source>The game file&apos;s list of deals cannot be read.</source>
        <translation>В файле партии не читается список раздач.</translation>
    </message>
    <message>
        <source>A record in the game file cannot be read.</source>
        <translation>В файле партии есть запись, которую не прочитать.</translation>
    </message>
    <message>
        <source>The game file has a record of an unknown kind ({value}).</source>
        <translation>В файле партии есть запись неизвестного вида ({value}).</translation>
    </message>
    <message>
        <source>An incident in the game file cannot be read.</source>
        <translation>В файле партии не читается запись о нарушении.</translation>
    </message>
    <message>
        <source>A deal in the game file names no declarer.</source>
        <translation>В файле партии у раздачи не указан разыгрывающий.</translation>
    </message>
    <message>
        <source>The whists and passes of a deal in the game file cannot be read.</source>
        <translation>В файле партии у раздачи не читаются висты и пасы.</translation>
    </message>
    <message>
        <source>A manual entry in the game file names no player.</source>
        <translation>В файле партии у ручной записи не указан игрок.</translation>
    </message>
    <message>
        <source>The note of a manual entry in the game file cannot be read.</source>
        <translation>В файле партии не читается примечание к ручной записи.</translation>
    </message>
    <message>
        <source>Amounts in the game file cannot be read.</source>
        <translation>В файле партии не читаются суммы.</translation>
    </message>
    <message>
        <source>The game&apos;s history is damaged: record {seq} is out of order.</source>
        <translation>История партии повреждена: запись {seq} стоит не на своём месте.</translation>
    </message>
    <message>
        <source>The game&apos;s history is damaged: record {seq} is empty.</source>
        <translation>История партии повреждена: запись {seq} пуста.</translation>
    </message>
    <message>
        <source>The game&apos;s history is damaged: record {seq} is of an unknown kind.</source>
        <translation>История партии повреждена: запись {seq} неизвестного вида.</translation>
    </message>
    <message>
        <source>The game&apos;s history is damaged: record {seq} undoes nothing.</source>
        <translation>История партии повреждена: запись {seq} отменяет то, чего нет.</translation>
    </message>
    <message>
        <source>The game&apos;s history is damaged: record {seq} redoes nothing.</source>
        <translation>История партии повреждена: запись {seq} возвращает то, чего нет.</translation>
    </message>
    <message>
        <source>The game&apos;s history is damaged: record {seq} cannot be read.</source>
        <translation>История партии повреждена: запись {seq} не читается.</translation>
    </message>
    <message>
        <source>Record {seq} was written by a newer Pulka: update Pulka to open this game.</source>
        <translation>Запись {seq} сделана более новой версией «Пульки»: обновите программу, чтобы открыть эту партию.</translation>
    </message>
    <message>
        <source>correction of deal {number}: {declarer} {contract}</source>
        <translation>исправление раздачи {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <source>correction of deal {number}: raspasy</source>
        <translation>исправление раздачи {number}: распасы</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Undo deal {number}: {declarer} {contract}</source>
        <translation>&amp;Отменить раздачу {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <source>&amp;Undo deal {number}: raspasy</source>
        <translation>&amp;Отменить раздачу {number}: распасы</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Отменить {what}</translation>
    </message>
    <message>
        <source>&amp;Undo deal {number}, incident: {title}</source>
        <translation>&amp;Отменить раздачу {number}, нарушение: {title}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Redo deal {number}: {declarer} {contract}</source>
        <translation>&amp;Повторить раздачу {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <source>&amp;Redo deal {number}: raspasy</source>
        <translation>&amp;Повторить раздачу {number}: распасы</translation>
    </message>
    <message>
        <source>&amp;Redo {what}</source>
        <translation>&amp;Повторить {what}</translation>
    </message>
    <message>
        <source>&amp;Redo deal {number}, incident: {title}</source>
        <translation>&amp;Повторить раздачу {number}, нарушение: {title}</translation>
    </message>
    <message>
        <source>game counted as made, not played</source>
        <translation>игра засчитана сыгранной без розыгрыша</translation>
    </message>
    <message>
        <source>failed contract, remiz</source>
        <translation>ремиз</translation>
    </message>
    <message>
        <source>deal {number}: {declarer} — {outcome}</source>
        <translation>раздача {number}: {declarer} — {outcome}</translation>
    </message>
    <message>
        <source>Sochi</source>
        <translation>Сочи</translation>
    </message>
    <message>
        <source>Leningrad</source>
        <translation>Ленинград</translation>
    </message>
    <message>
        <source>Rostov</source>
        <translation>Ростов</translation>
    </message>
    <message>
        <source>Piter (whists doubled, mountain not)</source>
        <translation>Питер (висты вдвое, гора нет)</translation>
    </message>
    <message>
        <source>Sport rules (FSPR, Leningrad system)</source>
        <translation>Спортивные правила (ФСПР, ленинградка)</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Цены</translation>
    </message>
    <message>
        <source>Whist</source>
        <translation>Вист</translation>
    </message>
    <message>
        <source>Raspasy</source>
        <translation>Распасы</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Вчетвером</translation>
    </message>
    <message>
        <source>Pool and end</source>
        <translation>Пуля и конец игры</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Прочее</translation>
    </message>
    <message>
        <source>responsible (full price)</source>
        <translation>ответственный (полная цена)</translation>
    </message>
    <message>
        <source>half-responsible (half price)</source>
        <translation>полуответственный (половина цены)</translation>
    </message>
    <message>
        <source>not responsible</source>
        <translation>безответственный</translation>
    </message>
    <message>
        <source>each for his share</source>
        <translation>каждый за свою долю</translation>
    </message>
    <message>
        <source>each for his share always, the second on 8-10</source>
        <translation>каждый за свою долю всегда, на 8–10 второй</translation>
    </message>
    <message>
        <source>together, the weaker one pays</source>
        <translation>вместе, платит взявший меньше</translation>
    </message>
    <message>
        <source>the second whister pays</source>
        <translation>платит второй вистующий</translation>
    </message>
    <message>
        <source>both pay in full</source>
        <translation>платят оба, каждый полностью</translation>
    </message>
    <message>
        <source>each pays half</source>
        <translation>каждый платит половину</translation>
    </message>
    <message>
        <source>greedy: the whister takes all</source>
        <translation>жлобский: всё вистующему</translation>
    </message>
    <message>
        <source>gentleman: split when he fails</source>
        <translation>джентльменский: пополам при ремизе</translation>
    </message>
    <message>
        <source>gentleman: split always, made games too</source>
        <translation>джентльменский: пополам всегда, и на сыгранной</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>both defenders</source>
        <translation>оба вистующих</translation>
    </message>
    <message>
        <source>both defenders and the resting dealer</source>
        <translation>оба вистующих и отдыхающий сдающий</translation>
    </message>
    <message>
        <source>game cost per undertrick</source>
        <translation>стоимость игры за недобранную</translation>
    </message>
    <message>
        <source>whist price per undertrick</source>
        <translation>цена виста за недобранную</translation>
    </message>
    <message>
        <source>a fixed amount per undertrick</source>
        <translation>постоянная сумма за недобранную</translation>
    </message>
    <message>
        <source>half the obligation (4 and 4)</source>
        <translation>половина обязательных взяток (4 и 4)</translation>
    </message>
    <message>
        <source>half the remaining tricks (4 and 6)</source>
        <translation>половина оставшихся взяток (4 и 6)</translation>
    </message>
    <message>
        <source>tricks into the mountain</source>
        <translation>взятки в гору</translation>
    </message>
    <message>
        <source>Rostov: whists from the fewest</source>
        <translation>по-ростовски: висты от взявшего меньше всех</translation>
    </message>
    <message>
        <source>stay at the last price</source>
        <translation>остаётся последняя цена</translation>
    </message>
    <message>
        <source>keep growing by the same step</source>
        <translation>растёт дальше с тем же шагом</translation>
    </message>
    <message>
        <source>any ordered game</source>
        <translation>любая заказанная игра</translation>
    </message>
    <message>
        <source>a made game or misère</source>
        <translation>сыгранная игра или мизер</translation>
    </message>
    <message>
        <source>only a whisted game</source>
        <translation>только завистованная игра</translation>
    </message>
    <message>
        <source>a whisted game that was made (sport rules)</source>
        <translation>завистованная и сыгранная игра (спортивные правила)</translation>
    </message>
    <message>
        <source>a whisted game made, no whister penalised</source>
        <translation>завистованная, сыгранная, без штрафа вистующим</translation>
    </message>
    <message>
        <source>the price of one trick</source>
        <translation>цена одной взятки</translation>
    </message>
    <message>
        <source>one point</source>
        <translation>одно очко</translation>
    </message>
    <message>
        <source>the raspasy&apos;s number in a row</source>
        <translation>номер распаса подряд</translation>
    </message>
    <message>
        <source>into the pool</source>
        <translation>в пулю</translation>
    </message>
    <message>
        <source>twice off the mountain</source>
        <translation>вдвое больше с горы</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>не пишется</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>по часовой стрелке</translation>
    </message>
    <message>
        <source>counterclockwise</source>
        <translation>против часовой стрелки</translation>
    </message>
    <message>
        <source>off his mountain, even below zero</source>
        <translation>со своей горы, хоть ниже нуля</translation>
    </message>
    <message>
        <source>off his mountain, down to zero</source>
        <translation>со своей горы, не ниже нуля</translation>
    </message>
    <message>
        <source>onto the others&apos; mountains</source>
        <translation>на горы остальных</translation>
    </message>
    <message>
        <source>every pool closed</source>
        <translation>закрыты все пули</translation>
    </message>
    <message>
        <source>the sum of the pools</source>
        <translation>набрана сумма пуль</translation>
    </message>
    <message>
        <source>after a number of deals</source>
        <translation>сыграны все раздачи</translation>
    </message>
    <message>
        <source>at a time limit</source>
        <translation>вышло время</translation>
    </message>
    <message>
        <source>divided by the number of players</source>
        <translation>делится на число игроков</translation>
    </message>
    <message>
        <source>divided by the opponents</source>
        <translation>делится на число соперников</translation>
    </message>
    <message>
        <source>exact, with fractions</source>
        <translation>точно, с дробями</translation>
    </message>
    <message>
        <source>every mountain made divisible</source>
        <translation>каждую гору сделать кратной</translation>
    </message>
    <message>
        <source>one player&apos;s mountain made divisible (PrefCount)</source>
        <translation>кратной делается гора одного игрока (PrefCount)</translation>
    </message>
    <message>
        <source>round, then fix the sum</source>
        <translation>округлить и выправить сумму</translation>
    </message>
    <message>
        <source>drop fractions, the last player takes the rest (JPref)</source>
        <translation>отбросить дроби, остаток последнему (JPref)</translation>
    </message>
    <message>
        <source>a game played out, or a misère</source>
        <translation>разыгранная игра или мизер</translation>
    </message>
    <message>
        <source>the next raspasy</source>
        <translation>следующий распас</translation>
    </message>
    <message>
        <source>the last raspasy</source>
        <translation>последний распас</translation>
    </message>
    <message>
        <source>the declarer</source>
        <translation>играющий</translation>
    </message>
    <message>
        <source>each other player</source>
        <translation>каждый из остальных</translation>
    </message>
    <message>
        <source>the raspasy price</source>
        <translation>цена распаса</translation>
    </message>
    <message>
        <source>the bid game</source>
        <translation>заявленная игра</translation>
    </message>
    <message>
        <source>Game costs</source>
        <translation>Стоимость игр</translation>
    </message>
    <message>
        <source>Pool points for a made 6, 7, 8, 9 and 10.</source>
        <translation>Очки в пулю за сыгранные 6, 7, 8, 9 и 10.</translation>
    </message>
    <message>
        <source>Misère cost</source>
        <translation>Стоимость мизера</translation>
    </message>
    <message>
        <source>Pool points for a made misère.</source>
        <translation>Очки в пулю за сыгранный мизер.</translation>
    </message>
    <message>
        <source>Whist obligation on a 10</source>
        <translation>Обязанность на десятерной</translation>
    </message>
    <message>
        <source>Tricks the defenders must take on a 10 (0 or 1).</source>
        <translation>Сколько взяток вистующие обязаны взять на десятерной (0 или 1).</translation>
    </message>
    <message>
        <source>Lone whister counts the passer</source>
        <translation>Одинокий вистующий считает взятки пасующего</translation>
    </message>
    <message>
        <source>A lone whister writes whists for the passer&apos;s tricks too.</source>
        <translation>Одинокий вистующий пишет висты и за взятки пасующего.</translation>
    </message>
    <message>
        <source>Whist price factor</source>
        <translation>Множитель цены виста</translation>
    </message>
    <message>
        <source>Whists per trick = cost × this (2 in Leningrad).</source>
        <translation>Висты за взятку = стоимость × множитель (2 в Ленинграде).</translation>
    </message>
    <message>
        <source>Remiz factor</source>
        <translation>Множитель ремиза</translation>
    </message>
    <message>
        <source>Mountain per undertrick = cost × this.</source>
        <translation>Гора за недобранную взятку = стоимость × множитель.</translation>
    </message>
    <message>
        <source>Misère price per trick</source>
        <translation>Цена взятки на мизере</translation>
    </message>
    <message>
        <source>Mountain per trick taken on a failed misère.</source>
        <translation>Гора за каждую взятку на несыгранном мизере.</translation>
    </message>
    <message>
        <source>Whist responsibility</source>
        <translation>Ответственность вистующих</translation>
    </message>
    <message>
        <source>What whisters pay for tricks they fell short of: full, half or none.</source>
        <translation>Сколько вистующие платят за недобор: полностью, половину или ничего.</translation>
    </message>
    <message>
        <source>Two whisters&apos; liability</source>
        <translation>Ответственность двух вистующих</translation>
    </message>
    <message>
        <source>How two whisters share a shortfall.</source>
        <translation>Как двое вистующих делят недобор.</translation>
    </message>
    <message>
        <source>Game cost, the whist price or a flat amount per undertrick.</source>
        <translation>Стоимость игры, цена виста или постоянная сумма за каждую недобранную.</translation>
    </message>
    <message>
        <source>Every pool closed, the sum of the pools, a number of deals or a time limit; an unfinished pool is settled at the last complete deal.</source>
        <translation>Все пули закрыты, набрана сумма пуль, сыграно заданное число раздач или вышло время; недописанная пуля расписывается по последней сыгранной раздаче.</translation>
    </message>
    <message>
        <source>Two whisters on 8-10 took nothing</source>
        <translation>Двое вистовали 8–10 и не взяли ничего</translation>
    </message>
    <message>
        <source>Who pays for the missing trick when both whisted an 8, 9 or 10.</source>
        <translation>Кто платит за недобранную взятку, если восьмерную, девятерную или десятерную вистовали оба.</translation>
    </message>
    <message>
        <source>Two whisters on 6-7: no more than the side&apos;s</source>
        <translation>Двое на 6–7: не больше недобора пары</translation>
    </message>
    <message>
        <source>A whister pays at most the tricks the pair fell short of (3 + 0 on a 6: one).</source>
        <translation>Вистующий платит не больше, чем недобрала пара (на шестерной 3 + 0 — одну).</translation>
    </message>
    <message>
        <source>What ends raspasy</source>
        <translation>Что выводит из распасов</translation>
    </message>
    <message>
        <source>Which game after raspasy brings the price back to the start.</source>
        <translation>Какая игра после распасов возвращает цену к началу.</translation>
    </message>
    <message>
        <source>How the no-trick bonus is written</source>
        <translation>Как пишется поблажка за ноль взяток</translation>
    </message>
    <message>
        <source>Into the pool, or twice as much off one&apos;s mountain (the same money).</source>
        <translation>В пулю или вдвое больше с горы (по деньгам одно и то же).</translation>
    </message>
    <message>
        <source>Overflow off the mountain at the pool&apos;s worth</source>
        <translation>Перебор пули списывается с горы по цене пули</translation>
    </message>
    <message>
        <source>A pool point nobody can take comes off the mountain as 2 points in Leningrad.</source>
        <translation>Очко пули, которое некому отдать, снимает с горы 2 очка в ленинградке.</translation>
    </message>
    <message>
        <source>Seat adjusted by the rounding</source>
        <translation>Чью гору правит округление</translation>
    </message>
    <message>
        <source>Whose mountain the one-player rounding changes (seat 1-4).</source>
        <translation>Место игрока (1–4), чью гору меняет округление одного игрока.</translation>
    </message>
    <message>
        <source>Whists per rounded point, four players</source>
        <translation>Висты за очко округления вчетвером</translation>
    </message>
    <message>
        <source>Whists from each other player per mountain point moved (2 or 3).</source>
        <translation>Висты от каждого из остальных за сдвинутое очко горы (2 или 3).</translation>
    </message>
    <message>
        <source>What a fine “at the raspasy level” costs on the 1st, 2nd, 3rd raspasy (empty: the pool&apos;s raspasy prices).</source>
        <translation>Во что обходится штраф «по уровню распасов» на первых, вторых, третьих распасах подряд (пусто — по ценам распасов этой пули).</translation>
    </message>
    <message>
        <source>When the resting dealer may whist</source>
        <translation>Когда сдающий может вистовать</translation>
    </message>
    <message>
        <source>Four players: only after pass, half-whist (so on a 6 or a 7), or also after two passes on any game.</source>
        <translation>Вчетвером: только после «пас — полвиста» (значит, на шестерной или семерной) или ещё и после «пас — пас» на любой игре.</translation>
    </message>
    <message>
        <source>after pass, half-whist: a 6 or a 7 (sport rules)</source>
        <translation>после «пас — полвиста»: на 6 и 7 (спортивные правила)</translation>
    </message>
    <message>
        <source>also after two passes, any game</source>
        <translation>и после «пас — пас», на любой игре</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Число раздач</translation>
    </message>
    <message>
        <source>When the game ends after a number of deals: how many (0 = no limit).</source>
        <translation>Если игра идёт на число раздач — сколько их (0 — без ограничения).</translation>
    </message>
    <message>
        <source>Time limit, minutes</source>
        <translation>Время игры, минут</translation>
    </message>
    <message>
        <source>When the game ends at a time limit: minutes from the start; the deal being played when time runs out is the last (0 = no limit).</source>
        <translation>Если игра идёт на время — сколько минут от начала; раздача, которую играли, когда время вышло, — последняя (0 — без ограничения).</translation>
    </message>
    <message>
        <source>Raspasy level in penalties</source>
        <translation>Уровень распасов в штрафах</translation>
    </message>
    <message>
        <source>Which raspasy a fine counts</source>
        <translation>По каким распасам считать штраф</translation>
    </message>
    <message>
        <source>The price the next raspasy would have, or the last one played.</source>
        <translation>По цене следующих распасов (если бы сдачу распасовали) или последних сыгранных.</translation>
    </message>
    <message>
        <source>Fine for an exposed talon</source>
        <translation>Штраф за открытый прикуп</translation>
    </message>
    <message>
        <source>Whoever exposes the talon in the bidding also pays the fine for looking at it.</source>
        <translation>Кто открыл прикуп во время торговли, платит ещё и штраф как за подсмотр.</translation>
    </message>
    <message>
        <source>Who gets the compensation</source>
        <translation>Кому компенсация</translation>
    </message>
    <message>
        <source>Whists on the violator for a made game: written by the declarer or by every other player.</source>
        <translation>Висты на нарушителя за сыгранную игру пишет разыгрывающий или каждый из остальных игроков.</translation>
    </message>
    <message>
        <source>The violator pays the whists</source>
        <translation>Висты платит нарушитель</translation>
    </message>
    <message>
        <source>When a violator&apos;s exposed talon made another player declare, the defenders write their whists on the violator.</source>
        <translation>Если из-за открытого прикупа играть пришлось другому, вистующие пишут свои висты на нарушителя.</translation>
    </message>
    <message>
        <source>The dealer may share a misère</source>
        <translation>Сдающий делит мизер</translation>
    </message>
    <message>
        <source>Four players: a failed misère&apos;s mountain is split between the declarer and the player who opened the talon.</source>
        <translation>Вчетвером: гору за неудачный мизер поровну делят разыгрывающий и тот, кто открыл прикуп.</translation>
    </message>
    <message>
        <source>Lowest game after raspasy</source>
        <translation>Наименьшая игра после распасов</translation>
    </message>
    <message>
        <source>6 by the Code; 7 where a six right after raspasy is a violation.</source>
        <translation>По Кодексу — 6; 7 там, где шестерная сразу после распасов считается нарушением.</translation>
    </message>
    <message>
        <source>Peeking at the talon: fine level</source>
        <translation>Подсмотр прикупа: уровень штрафа</translation>
    </message>
    <message>
        <source>A peek at the talon before a game is ordered costs tricks at the raspasy price or at the bid game&apos;s.</source>
        <translation>Подсмотр прикупа до заказа игры штрафуется взятками по уровню распасов или по заявленной игре.</translation>
    </message>
    <message>
        <source>Fine for a wrong number of cards</source>
        <translation>Штраф за неверное число карт</translation>
    </message>
    <message>
        <source>The player with the wrong number of cards is fined (club rules); off: only a redeal (the Code).</source>
        <translation>Игрок с неверным числом карт платит штраф (клубные правила); если выключено — только пересдача (Кодекс).</translation>
    </message>
    <message>
        <source>Fines doubled with the remiz</source>
        <translation>Штрафы с множителем недобора</translation>
    </message>
    <message>
        <source>Fines are multiplied like a failed contract (twice in Leningrad); off: as printed.</source>
        <translation>Штрафы умножаются, как недобор (в ленинградке — вдвое); если выключено — как написано в правилах.</translation>
    </message>
    <message>
        <source>Exposed talon ends the raspasy streak</source>
        <translation>Открытый прикуп прерывает серию распасов</translation>
    </message>
    <message>
        <source>When the talon was exposed in the bidding and the deal went to raspasy, the series of raspasy ends; off: that raspasy counts in the series like any other.</source>
        <translation>Если прикуп открыли во время торговли и раздача ушла в распасы, серия распасов на этом кончается; если выключено — эти распасы идут в серию, как любые другие.</translation>
    </message>
    <message>
        <source>House penalty rules</source>
        <translation>Домашние правила штрафов</translation>
    </message>
    <message>
        <source>The optional house rules of the rules browser are in force.</source>
        <translation>Действуют необязательные домашние правила из справочника правил.</translation>
    </message>
    <message>
        <source>Dealer&apos;s fine for a refused talon</source>
        <translation>Штраф сдающему, если прикуп не взяли</translation>
    </message>
    <message>
        <source>Points into the dealer&apos;s mountain when everyone refuses the talon (0: no fine, as the Code advises).</source>
        <translation>Сколько очков пишет в гору сдающий, когда от прикупа все отказались (0 — без штрафа, как советует Кодекс).</translation>
    </message>
    <message>
        <source>Where it comes from: the penalty list, reading {item}.</source>
        <translation>Откуда это: список штрафов, толкование {item}.</translation>
    </message>
    <message>
        <source>Where it comes from: the scoring conventions, {item}.</source>
        <translation>Откуда это: свод правил записи, {item}.</translation>
    </message>
    <message>
        <source>Consolation</source>
        <translation>Консоляция</translation>
    </message>
    <message>
        <source>Whist with a passer: greedy or gentleman</source>
        <translation>Вист с пасующим: жлобский или джентльменский</translation>
    </message>
    <message>
        <source>Whether the lone whister shares the whists with the passer.</source>
        <translation>Делит ли одинокий вистующий висты с пасующим.</translation>
    </message>
    <message>
        <source>Who writes whists on a declarer who failed his contract.</source>
        <translation>Кто пишет висты на разыгрывающего, не сыгравшего контракт.</translation>
    </message>
    <message>
        <source>Consolation amount</source>
        <translation>Размер консоляции</translation>
    </message>
    <message>
        <source>Flat consolation</source>
        <translation>Фиксированная консоляция</translation>
    </message>
    <message>
        <source>Whists per undertrick when the amount is flat.</source>
        <translation>Висты за недобранную взятку при фиксированной консоляции.</translation>
    </message>
    <message>
        <source>Half-whist allowed</source>
        <translation>Полвиста разрешён</translation>
    </message>
    <message>
        <source>The second defender may half-whist a 6 or 7.</source>
        <translation>Второй вистующий может сказать «полвиста» на 6 или 7.</translation>
    </message>
    <message>
        <source>Half-whist value</source>
        <translation>Размер полвиста</translation>
    </message>
    <message>
        <source>Whists a standing half-whist writes.</source>
        <translation>Сколько вистов пишет полвиста.</translation>
    </message>
    <message>
        <source>Raspasy scoring</source>
        <translation>Запись распасов</translation>
    </message>
    <message>
        <source>Tricks on raspasy go to the mountain, or Rostov whists.</source>
        <translation>Взятки на распасах идут в гору или ростовскими вистами.</translation>
    </message>
    <message>
        <source>Raspasy prices</source>
        <translation>Цены распасов</translation>
    </message>
    <message>
        <source>Price of a trick on the 1st, 2nd, 3rd raspasy.</source>
        <translation>Цена взятки на 1-х, 2-х, 3-х распасах.</translation>
    </message>
    <message>
        <source>After the last price</source>
        <translation>После последней цены</translation>
    </message>
    <message>
        <source>Repeat the last price or keep increasing.</source>
        <translation>Повторять последнюю цену или продолжать рост.</translation>
    </message>
    <message>
        <source>Exit from raspasy</source>
        <translation>Выход из распасов</translation>
    </message>
    <message>
        <source>Minimum game after 1, 2, 3 raspasy.</source>
        <translation>Минимальная игра после 1, 2, 3 распасов.</translation>
    </message>
    <message>
        <source>Strict exit</source>
        <translation>Строгий выход</translation>
    </message>
    <message>
        <source>A lower game after raspasy is refused.</source>
        <translation>Игра ниже после распасов не принимается.</translation>
    </message>
    <message>
        <source>Raspasy amnesty</source>
        <translation>Амнистия распасов</translation>
    </message>
    <message>
        <source>The smallest raspasy mountain is forgiven.</source>
        <translation>Наименьшая гора на распасах прощается.</translation>
    </message>
    <message>
        <source>No-trick bonus</source>
        <translation>Премия за ноль взяток</translation>
    </message>
    <message>
        <source>Pool bonus for no trick on raspasy.</source>
        <translation>Премия в пулю за ноль взяток на распасах.</translation>
    </message>
    <message>
        <source>Resting dealer bonus</source>
        <translation>Премия отдыхающему сдающему</translation>
    </message>
    <message>
        <source>The resting dealer gets a pool bonus on raspasy.</source>
        <translation>Отдыхающий сдающий получает премию в пулю на распасах.</translation>
    </message>
    <message>
        <source>Rostov whists per trick</source>
        <translation>Ростовские висты за взятку</translation>
    </message>
    <message>
        <source>Whists per trick in Rostov raspasy.</source>
        <translation>Висты за взятку на ростовских распасах.</translation>
    </message>
    <message>
        <source>Talon whists</source>
        <translation>Висты за прикуп</translation>
    </message>
    <message>
        <source>The resting dealer writes whists for tricks in the talon.</source>
        <translation>Отдыхающий сдающий пишет висты за взятки в прикупе.</translation>
    </message>
    <message>
        <source>Help order</source>
        <translation>Порядок помощи</translation>
    </message>
    <message>
        <source>Whom a closed pool helps first on a tie.</source>
        <translation>Кому закрытая пуля помогает первым при равенстве.</translation>
    </message>
    <message>
        <source>Whists for help</source>
        <translation>Висты за помощь</translation>
    </message>
    <message>
        <source>Whists written per point of help.</source>
        <translation>Вистов за одно очко помощи.</translation>
    </message>
    <message>
        <source>Overflow remainder</source>
        <translation>Остаток перебора</translation>
    </message>
    <message>
        <source>Where an overflow goes when nobody needs help.</source>
        <translation>Куда идёт перебор, если помогать некому.</translation>
    </message>
    <message>
        <source>Mountain first</source>
        <translation>Сначала гора</translation>
    </message>
    <message>
        <source>A made game first writes off one&apos;s mountain.</source>
        <translation>Сыгранная игра сначала списывает свою гору.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Конец пули</translation>
    </message>
    <message>
        <source>Pool size</source>
        <translation>Размер пули</translation>
    </message>
    <message>
        <source>Points that close a player&apos;s pool.</source>
        <translation>Очки, закрывающие пулю игрока.</translation>
    </message>
    <message>
        <source>Pool shortfall factor</source>
        <translation>Множитель недобора пули</translation>
    </message>
    <message>
        <source>Mountain per missing pool point at the end.</source>
        <translation>Гора за каждое недостающее очко пули в конце.</translation>
    </message>
    <message>
        <source>Mountain split</source>
        <translation>Раздел горы</translation>
    </message>
    <message>
        <source>Divide mountain × 10 by N or by N − 1.</source>
        <translation>Делить гору × 10 на N или на N − 1.</translation>
    </message>
    <message>
        <source>Rounding</source>
        <translation>Округление</translation>
    </message>
    <message>
        <source>How results are made whole.</source>
        <translation>Как результаты делаются целыми.</translation>
    </message>
    <message>
        <source>Stalingrad</source>
        <translation>Сталинград</translation>
    </message>
    <message>
        <source>6♠ must be whisted by both defenders.</source>
        <translation>6♠ вистуют оба.</translation>
    </message>
    <message>
        <source>Misère consolation</source>
        <translation>Консоляция на мизере</translation>
    </message>
    <message>
        <source>Consolation on a failed misère too.</source>
        <translation>Консоляция и на несыгранном мизере.</translation>
    </message>
    <message>
        <source>Price of a whist</source>
        <translation>Цена виста</translation>
    </message>
    <message>
        <source>Money per whist in the settlement.</source>
        <translation>Деньги за вист в расчёте.</translation>
    </message>
    <message>
        <source>Money unit</source>
        <translation>Денежная единица</translation>
    </message>
    <message>
        <source>Smallest coin for rounding money.</source>
        <translation>Наименьшая монета для округления.</translation>
    </message>
    <message>
        <source>These rules do not allow giving a game up three down.</source>
        <translation>По этим правилам уход без трёх не допускается.</translation>
    </message>
    <message>
        <source>A misère cannot be given up three down.</source>
        <translation>С мизера без трёх не уходят.</translation>
    </message>
    <message>
        <source>A game given up before play has no tricks.</source>
        <translation>При уходе без трёх взятки не записываются.</translation>
    </message>
    <message>
        <source>{player} may whist only after a pass and a half-whist.</source>
        <translation>{player} может вистовать только после «пас — полвиста».</translation>
    </message>
    <message>
        <source>{player} plays only the talon: 0, 1 or 2 tricks.</source>
        <translation>{player} играет только прикупом: 0, 1 или 2 взятки.</translation>
    </message>
    <message>
        <source>game given up three down</source>
        <translation>уход без трёх</translation>
    </message>
    <message>
        <source>totus bonus</source>
        <translation>премия за десятерную</translation>
    </message>
    <message>
        <source>Giving up three down</source>
        <translation>Уход без трёх</translation>
    </message>
    <message>
        <source>The declarer may give his game up before play: three undertricks into his mountain, nobody writes whists.</source>
        <translation>Играющий может отказаться от игры до розыгрыша: три недобора в гору, висты никто не пишет.</translation>
    </message>
    <message>
        <source>Dealer plays the talon on raspasy</source>
        <translation>Сдающий играет прикупом на распасах</translation>
    </message>
    <message>
        <source>Four players: the resting dealer takes up to two tricks with the talon and pays for them like everybody; no bonus for him for taking none.</source>
        <translation>Вчетвером: сдающий берёт прикупом до двух взяток и пишет их в гору наравне со всеми; поблажки за ноль взяток ему нет.</translation>
    </message>
    <message>
        <source>Talon whists with three players</source>
        <translation>Висты за прикуп втроём</translation>
    </message>
    <message>
        <source>Three players: each defender writes half of the talon whists.</source>
        <translation>Втроём висты за прикуп пишут оба соперника играющего, каждый по половине.</translation>
    </message>
    <message>
        <source>Resting dealer may whist</source>
        <translation>Сдающий может вистовать</translation>
    </message>
    <message>
        <source>Four players: after pass, half-whist, pass the dealer may whist; he writes all the whists and answers for no shortfall.</source>
        <translation>Вчетвером: при «пас — полвиста — пас» сдающий может вистовать; он пишет все висты и за недобор не отвечает.</translation>
    </message>
    <message>
        <source>Returned whist</source>
        <translation>Возврат виста</translation>
    </message>
    <message>
        <source>After a half-whist the first defender may whist after all; the half-whister then writes nothing.</source>
        <translation>После полвиста первый защитник может всё-таки вистовать; ушедший за полвиста тогда ничего не пишет.</translation>
    </message>
    <message>
        <source>Half-whist is played</source>
        <translation>Полвиста играется</translation>
    </message>
    <message>
        <source>A half-whist is played out: whists for at most half the obligation, the tricks short of it into the half-whister&apos;s mountain.</source>
        <translation>Полвиста разыгрывается: висты не больше чем за половину нормы, недобор до неё — в гору полвистующему.</translation>
    </message>
    <message>
        <source>Total of the pools</source>
        <translation>Общая пуля</translation>
    </message>
    <message>
        <source>When playing to the sum of the pools: the agreed total (0 = pool size × number of players).</source>
        <translation>При игре до суммы пуль: договорная сумма всех пуль (0 — размер пули × число игроков).</translation>
    </message>
    <message>
        <source>Totus bonus</source>
        <translation>Премия за десятерную</translation>
    </message>
    <message>
        <source>Extra pool points for a made ten (0 = none).</source>
        <translation>Дополнительные очки в пулю за сыгранную десятерную (0 — без премии).</translation>
    </message>
</context>
<context>
    <name>CommitForm</name>
    <message>
        <source>Will be written</source>
        <translation>Будет записано</translation>
    </message>
    <message>
        <source>{player}: pool {old} → {new}</source>
        <translation>{player}: пуля {old} → {new}</translation>
    </message>
    <message>
        <source>{player}: mountain {old} → {new}</source>
        <translation>{player}: гора {old} → {new}</translation>
    </message>
    <message>
        <source>{player}: whists on {on} {old} → {new}</source>
        <translation>{player}: висты на игрока {on} {old} → {new}</translation>
    </message>
    <message>
        <source>Nothing changes on the sheet.</source>
        <translation>На листе ничего не меняется.</translation>
    </message>
    <message>
        <source>This game was just changed at another table or in another window. The sheet and what will be written are shown as the game is now: check them before you press OK.</source>
        <translation>Эту игру только что изменили за другим столом или в другом окне. Лист и то, что будет записано, показаны по игре, какой она стала: проверьте их, прежде чем нажать OK.</translation>
    </message>
    <message>
        <source>Write what the preview shows (Enter)</source>
        <translation>Записать то, что показано ниже (Enter)</translation>
    </message>
    <message>
        <source>Close without writing anything (Esc)</source>
        <translation>Закрыть, ничего не записывая (Esc)</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a club server</source>
        <translation>Подключение к клубному серверу</translation>
    </message>
    <message>
        <source>the server&apos;s name or address</source>
        <translation>имя или адрес сервера</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Сервер:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <source>Database:</source>
        <translation>База:</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>Пользователь:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Пароль:</translation>
    </message>
    <message>
        <source>Pulka does not keep the password. Leave it empty when the club&apos;s administrator has put it in the PostgreSQL password file of this computer.</source>
        <translation>«Пулька» не хранит пароль. Оставьте поле пустым, если администратор клуба записал пароль в файл паролей PostgreSQL на этом компьютере.</translation>
    </message>
    <message>
        <source>a file from the club&apos;s administrator</source>
        <translation>файл от администратора клуба</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>&amp;Выбрать…</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>&amp;Шифрование:</translation>
    </message>
    <message>
        <source>CA file:</source>
        <translation>Файл ЦС:</translation>
    </message>
    <message>
        <source>Encryption (TLS) keeps the password and the games unreadable on the network. Only a check against the server&apos;s CA file also proves that the server is the club&apos;s: ask the club&apos;s administrator for that file. Without it, anyone on the network could pose as the server.</source>
        <translation>Шифрование не даёт прочитать пароль и пули по дороге через сеть. Только проверка по файлу сертификата ЦС сервера доказывает ещё и то, что сервер — клубный: попросите этот файл у администратора клуба. Без проверки любой в сети может выдать себя за сервер.</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Проверить соединение</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Подключиться</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <source>The server&apos;s name or address.</source>
        <translation>Имя или адрес сервера.</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>PostgreSQL&apos;s port, usually 5432.</source>
        <translation>Порт PostgreSQL, обычно 5432.</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>База данных</translation>
    </message>
    <message>
        <source>The club&apos;s database.</source>
        <translation>База данных клуба.</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Пользователь</translation>
    </message>
    <message>
        <source>Your login to the club server.</source>
        <translation>Ваш вход на сервер клуба.</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <source>Not kept by Pulka; empty when the password file of this computer has it.</source>
        <translation>Пулька его не хранит; оставьте пустым, если он записан в файле паролей этого компьютера.</translation>
    </message>
    <message>
        <source>Open the club server&apos;s games.</source>
        <translation>Открыть пули сервера клуба.</translation>
    </message>
    <message>
        <source>Say what this login may do, without connecting.</source>
        <translation>Сказать, что можно этому входу, не подключаясь.</translation>
    </message>
    <message>
        <source>Encryption</source>
        <translation>Шифрование</translation>
    </message>
    <message>
        <source>Whether the connection is encrypted, and the server checked.</source>
        <translation>Шифруется ли соединение и проверяется ли сервер.</translation>
    </message>
    <message>
        <source>CA file</source>
        <translation>Файл ЦС</translation>
    </message>
    <message>
        <source>The server&apos;s CA file, to check it by.</source>
        <translation>Файл ЦС сервера, по которому он проверяется.</translation>
    </message>
    <message>
        <source>Choose the server&apos;s CA file.</source>
        <translation>Выбрать файл ЦС сервера.</translation>
    </message>
    <message>
        <source>Encrypted, the server checked with its CA file (safest)</source>
        <translation>Шифровать и проверять сервер по файлу ЦС (надёжнее всего)</translation>
    </message>
    <message>
        <source>Encrypted, the server not checked</source>
        <translation>Шифровать, сервер не проверять</translation>
    </message>
    <message>
        <source>Encrypted if the server offers it, else not (PostgreSQL&apos;s default)</source>
        <translation>Шифровать, если сервер умеет, иначе нет (так по умолчанию)</translation>
    </message>
    <message>
        <source>Not encrypted</source>
        <translation>Не шифровать</translation>
    </message>
    <message>
        <source>The club server&apos;s CA file</source>
        <translation>Файл сертификата ЦС клубного сервера</translation>
    </message>
    <message>
        <source>Certificates (*.crt *.pem *.cer);;All files (*)</source>
        <translation>Сертификаты (*.crt *.pem *.cer);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Connected: this login is the club&apos;s administrator.</source>
        <translation>Соединение есть: это вход администратора клуба.</translation>
    </message>
    <message>
        <source>Connected: with this login you can record games.</source>
        <translation>Соединение есть: с этим входом можно записывать пули.</translation>
    </message>
    <message>
        <source>Connected: with this login you can only look at the games.</source>
        <translation>Соединение есть: с этим входом можно только смотреть пули.</translation>
    </message>
    <message>
        <source>Connected, but this login may not read the games.</source>
        <translation>Соединение есть, но этому входу нельзя читать пули.</translation>
    </message>
</context>
<context>
    <name>ConnectionMark</name>
    <message>
        <source>Encrypted, server verified</source>
        <translation>Шифруется, сервер проверен</translation>
    </message>
    <message>
        <source>The connection is encrypted (TLS), and the server proved with its certificate, signed by the club&apos;s CA file, that it is {server}.</source>
        <translation>Соединение шифруется, и сервер доказал своим сертификатом, подписанным файлом ЦС клуба, что он — {server}.</translation>
    </message>
    <message>
        <source>Encrypted, server&apos;s name not checked</source>
        <translation>Шифруется, имя сервера не проверено</translation>
    </message>
    <message>
        <source>The connection is encrypted (TLS), and the server&apos;s certificate is signed by the club&apos;s CA file, but its name was not checked.</source>
        <translation>Соединение шифруется, сертификат сервера подписан файлом ЦС клуба, но имя сервера не проверено.</translation>
    </message>
    <message>
        <source>Encrypted, server not verified</source>
        <translation>Шифруется, сервер не проверен</translation>
    </message>
    <message>
        <source>The connection is encrypted (TLS), but nothing proves that the server is the club&apos;s: anyone on the network could pose as it. Choose the server&apos;s CA file in Game → Connect to a club server…</source>
        <translation>Соединение шифруется, но ничто не доказывает, что сервер — клубный: любой в сети может выдать себя за него. Укажите файл ЦС сервера: Пуля → Подключиться к клубному серверу…</translation>
    </message>
    <message>
        <source>Not encrypted (this computer)</source>
        <translation>Без шифрования (этот компьютер)</translation>
    </message>
    <message>
        <source>The server runs on this computer: nothing crosses a network.</source>
        <translation>Сервер работает на этом компьютере: по сети ничего не передаётся.</translation>
    </message>
    <message>
        <source>Not encrypted!</source>
        <translation>Без шифрования!</translation>
    </message>
    <message>
        <source>The connection to the club server {server} is not encrypted: the password and the games cross the network in plain text, readable by anyone on it. Ask the club&apos;s administrator to turn on encryption (TLS) and give you the server&apos;s CA file, then connect again with it (Game → Connect to a club server…).</source>
        <translation>Соединение с клубным сервером {server} не шифруется: пароль и пули идут по сети открытым текстом, их может прочитать любой в этой сети. Попросите администратора клуба включить шифрование и дать вам файл ЦС сервера, затем подключитесь заново с ним (Пуля → Подключиться к клубному серверу…).</translation>
    </message>
</context>
<context>
    <name>CutDialog</name>
    <message>
        <source>Cut to a final</source>
        <translation>Отбор в финал</translation>
    </message>
    <message>
        <source>&amp;Keep the top:</source>
        <translation>&amp;Оставить лучших:</translation>
    </message>
    <message>
        <source>The final:</source>
        <translation>Финал:</translation>
    </message>
    <message>
        <source>&amp;Carry their points into the final</source>
        <translation>Очки &amp;переходят в финал</translation>
    </message>
    <message>
        <source>The final &amp;counts alone</source>
        <translation>Финал &amp;считается отдельно</translation>
    </message>
    <message>
        <source>From round {round} only they are seated; they rank above everyone else.</source>
        <translation>С тура {round} за столы садятся только они; в таблице они стоят выше всех остальных.</translation>
    </message>
</context>
<context>
    <name>DealConventions</name>
    <message>
        <source>Given up three down before play</source>
        <translation>Уход без трёх (до розыгрыша)</translation>
    </message>
    <message>
        <source>{player} (dealer):</source>
        <translation>{player} (сдающий):</translation>
    </message>
    <message>
        <source>Tricks the &amp;talon gave:</source>
        <translation>Взяток дал &amp;прикуп:</translation>
    </message>
    <message>
        <source>{player}, tricks with the &amp;talon:</source>
        <translation>{player}, взяток &amp;прикупом:</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Changes on the sheet (before → after)</source>
        <translation>Изменения на листе (было → стало)</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Correct a deal</source>
        <translation>Исправить раздачу</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
    <message>
        <source>7h, 7ч, 7♥, 6nt, мизер, распасы</source>
        <translation>6п, 7т, 8б, 7ч, 6бк, мизер, р</translation>
    </message>
    <message>
        <source>&amp;Contract:</source>
        <translation>&amp;Контракт:</translation>
    </message>
    <message>
        <source>&amp;Declarer:</source>
        <translation>&amp;Разыгрывающий:</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Вистующие</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <source>Type the contract, such as 7h, 7ч, 6nt, мизер or распасы, or pick it.</source>
        <translation>Введите контракт — 7ч, 6бк, мизер или распасы — или выберите его.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Разыгрывающий</translation>
    </message>
    <message>
        <source>Who played the contract.</source>
        <translation>Кто играл контракт.</translation>
    </message>
    <message>
        <source>{player}&apos;s call</source>
        <translation>{player} — вист или пас</translation>
    </message>
    <message>
        <source>Whist, pass or half-whist: type в, п or пв (w, p or h).</source>
        <translation>Вист, пас или полвиста: наберите в, п или пв.</translation>
    </message>
    <message>
        <source>{player}&apos;s tricks</source>
        <translation>{player} — взятки</translation>
    </message>
    <message>
        <source>How many tricks this player took.</source>
        <translation>Сколько взяток взял этот игрок.</translation>
    </message>
    <message>
        <source>The correction is checked against the whole game when you press OK.</source>
        <translation>Исправление проверяется по всей пуле при нажатии «ОК».</translation>
    </message>
    <message>
        <source>Nothing is written.</source>
        <translation>Ничего не записывается.</translation>
    </message>
</context>
<context>
    <name>DealWords</name>
    <message>
        <source>{n} trick</source>
        <translation>{n} взятка</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <comment>2, 3, 4, 22… (Russian: взятки)</comment>
        <translation>{n} взятки</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <comment>0, 5…20, 25… (Russian: взяток)</comment>
        <translation>{n} взяток</translation>
    </message>
    <message>
        <source>misère made</source>
        <translation>мизер сыгран</translation>
    </message>
    <message>
        <source>misère failed, {tricks}</source>
        <translation>мизер не сыгран, {tricks}</translation>
    </message>
    <message>
        <source>{contract}, made</source>
        <translation>{contract}, сыграна</translation>
    </message>
    <message>
        <source>{contract}, down {n}</source>
        <translation>{contract}, без {n}</translation>
    </message>
    <message>
        <source>{contract}, not whisted</source>
        <translation>{contract}, без виста</translation>
    </message>
    <message>
        <source>{contract}, half-whisted, not played</source>
        <translation>{contract}, полвиста, без розыгрыша</translation>
    </message>
    <message>
        <source>{contract}, given up three down</source>
        <translation>{contract}, уход без трёх</translation>
    </message>
</context>
<context>
    <name>EndWords</name>
    <message>
        <source>{n} deal played: the round is over</source>
        <translation>Сыграна {n} раздача: тур окончен</translation>
    </message>
    <message>
        <source>{n} deals played: the round is over</source>
        <comment>2, 3, 4, 22… (Russian: Сыграно … раздачи)</comment>
        <translation>Сыграно {n} раздачи: тур окончен</translation>
    </message>
    <message>
        <source>{n} deals played: the round is over</source>
        <comment>0, 5…20, 25… (Russian: Сыграно … раздач)</comment>
        <translation>Сыграно {n} раздач: тур окончен</translation>
    </message>
    <message>
        <source>{n} deal played: the game is over</source>
        <translation>Сыграна {n} раздача: игра окончена</translation>
    </message>
    <message>
        <source>{n} deals played: the game is over</source>
        <comment>2, 3, 4, 22… (Russian: Сыграно … раздачи)</comment>
        <translation>Сыграно {n} раздачи: игра окончена</translation>
    </message>
    <message>
        <source>{n} deals played: the game is over</source>
        <comment>0, 5…20, 25… (Russian: Сыграно … раздач)</comment>
        <translation>Сыграно {n} раздач: игра окончена</translation>
    </message>
    <message>
        <source>Time is up: the round is over</source>
        <translation>Время вышло: тур окончен</translation>
    </message>
    <message>
        <source>Time is up: the game is over</source>
        <translation>Время вышло: игра окончена</translation>
    </message>
    <message>
        <source>The pool is closed</source>
        <translation>Пуля закрыта</translation>
    </message>
</context>
<context>
    <name>EventWindow</name>
    <message>
        <source>Evenings and tournaments</source>
        <translation>Вечера и турниры</translation>
    </message>
    <message>
        <source>&amp;New evening…</source>
        <translation>&amp;Новый вечер…</translation>
    </message>
    <message>
        <source>Only the club&apos;s administrator runs the evening.</source>
        <translation>Вечер ведёт администратор клуба.</translation>
    </message>
    <message>
        <source>Evening or tournament:</source>
        <translation>Вечер или турнир:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Игроки по местам</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Раздачи</translation>
    </message>
    <message>
        <source>Result so far</source>
        <translation>Итог на сейчас (висты)</translation>
    </message>
    <message>
        <source>&amp;Seat the next round</source>
        <translation>&amp;Рассадить следующий тур</translation>
    </message>
    <message>
        <source>Save the &amp;edited seating</source>
        <translation>&amp;Сохранить исправленную рассадку</translation>
    </message>
    <message>
        <source>S&amp;tart the round</source>
        <translation>Начать &amp;тур</translation>
    </message>
    <message>
        <source>&amp;Open the table&apos;s game</source>
        <translation>&amp;Открыть пулю стола</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <source>Print seating &amp;cards…</source>
        <translation>Печать &amp;карточек рассадки…</translation>
    </message>
    <message>
        <source>&amp;Print the round sheet…</source>
        <translation>Печать &amp;протокола тура…</translation>
    </message>
    <message>
        <source>Print the standin&amp;gs…</source>
        <translation>Печать табли&amp;цы…</translation>
    </message>
    <message>
        <source>&amp;Big screen</source>
        <translation>&amp;Большой экран</translation>
    </message>
    <message>
        <source>P&amp;hones at the tables…</source>
        <translation>Теле&amp;фоны за столами…</translation>
    </message>
    <message>
        <source>Each table enters its deals from a phone; the room watches the standings.</source>
        <translation>Каждый стол записывает свои раздачи с телефона; зал следит за таблицей.</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>Обнов&amp;ить</translation>
    </message>
    <message>
        <source>Evening or tournament</source>
        <translation>Вечер или турнир</translation>
    </message>
    <message>
        <source>Which evening or tournament the window shows.</source>
        <translation>Какой вечер или турнир показан в окне.</translation>
    </message>
    <message>
        <source>Start a new evening or tournament.</source>
        <translation>Завести новый вечер или турнир.</translation>
    </message>
    <message>
        <source>Seat the players for the next round.</source>
        <translation>Рассадить игроков на следующий тур.</translation>
    </message>
    <message>
        <source>Keep the seating as edited in the table above.</source>
        <translation>Сохранить рассадку, исправленную в таблице выше.</translation>
    </message>
    <message>
        <source>Start the round: each table&apos;s game is created.</source>
        <translation>Начать тур: для каждого стола заводится пуля.</translation>
    </message>
    <message>
        <source>Open the chosen table&apos;s game in the main window.</source>
        <translation>Открыть пулю выбранного стола в главном окне.</translation>
    </message>
    <message>
        <source>Print a card for each table with its players.</source>
        <translation>Напечатать карточку каждого стола с его игроками.</translation>
    </message>
    <message>
        <source>Print the round&apos;s tables and results.</source>
        <translation>Напечатать столы тура и их итоги.</translation>
    </message>
    <message>
        <source>Show the round and the standings on a wall screen.</source>
        <translation>Показать тур и таблицу на большом экране.</translation>
    </message>
    <message>
        <source>Print the standings with how they are counted.</source>
        <translation>Напечатать турнирную таблицу и то, как она считается.</translation>
    </message>
    <message>
        <source>Change who plays: late entry, withdrawal, a cut.</source>
        <translation>Изменить состав: поздний вход, выход, отбор в финал.</translation>
    </message>
    <message>
        <source>Read the evening again now.</source>
        <translation>Прочитать вечер заново сейчас.</translation>
    </message>
    <message>
        <source>The round&apos;s tables: players, deals played, result so far.</source>
        <translation>Столы тура: игроки, сыгранные раздачи, итог на сейчас.</translation>
    </message>
    <message>
        <source>Every player&apos;s place, points and whists.</source>
        <translation>Место, очки и висты каждого игрока.</translation>
    </message>
    <message>
        <source>No evening yet: start one with “New evening…”.</source>
        <translation>Вечеров пока нет: заведите вечер кнопкой «Новый вечер…».</translation>
    </message>
    <message>
        <source>No evening yet: the club&apos;s administrator starts one.</source>
        <translation>Вечеров пока нет: вечер заводит администратор клуба.</translation>
    </message>
    <message>
        <source>{count}, in play</source>
        <translation>{count}, идёт</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>Ни один тур ещё не рассажен</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>идёт игра</translation>
    </message>
    <message>
        <source>seated, not started</source>
        <translation>рассажен, не начат</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Пропускают тур: {names}</translation>
    </message>
    <message>
        <source>a round is {count} deals</source>
        <translation>в туре раздач: {count}</translation>
    </message>
    <message>
        <source>a round lasts {minutes} minutes</source>
        <translation>время тура, минут: {minutes}</translation>
    </message>
    <message>
        <source>a round lasts until the pool ends</source>
        <translation>тур играется до конца пули</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Club evening</source>
        <translation>Клубный вечер</translation>
    </message>
    <message>
        <source>{kind}, {date}: {count} players; {ending}; scoring: {formula}.</source>
        <translation>{kind}, {date}; игроков: {count}; {ending}; счёт: {formula}.</translation>
    </message>
    <message>
        <source>The final from round {round}: {names}.</source>
        <translation>Финал с тура {round}: {names}.</translation>
    </message>
    <message>
        <source>Edit the names to seat by hand, then save the seating.</source>
        <translation>Исправьте имена, чтобы рассадить вручную, и сохраните рассадку.</translation>
    </message>
    <message>
        <source>{count}, over</source>
        <translation>{count}, пуля окончена</translation>
    </message>
    <message>
        <source>The table is still playing: not counted yet.</source>
        <translation>Стол ещё играет: пока не засчитано.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>sits out this round</source>
        <translation>пропускает этот тур</translation>
    </message>
    <message>
        <source>{table}, seat {seat}</source>
        <translation>{table}, место {seat}</translation>
    </message>
    <message>
        <source>The room: standings, live</source>
        <translation>Зал: турнирная таблица в прямом эфире</translation>
    </message>
    <message>
        <source>Scan with your phone to enter the deals</source>
        <translation>Наведите камеру телефона, чтобы записывать раздачи</translation>
    </message>
    <message>
        <source>Scan to watch the standings</source>
        <translation>Наведите камеру, чтобы следить за таблицей</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Пропускают тур: {names}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Подпись</translation>
    </message>
    <message>
        <source>Seating cards</source>
        <translation>Карточки рассадки</translation>
    </message>
    <message>
        <source>Round sheet</source>
        <translation>Протокол тура</translation>
    </message>
    <message>
        <source>{event}, round {round}, table {table}</source>
        <translation>{event}, тур {round}, стол {table}</translation>
    </message>
    <message>
        <source>Table {number}</source>
        <translation>Стол {number}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Тур {number}</translation>
    </message>
    <message>
        <source>whists as they are</source>
        <translation>висты как есть</translation>
    </message>
    <message>
        <source>points for places at the table</source>
        <translation>очки за место за столом</translation>
    </message>
    <message>
        <source>whists: in full up to 200, a tenth up to 650, nothing above</source>
        <translation>висты: до 200 полностью, до 650 — десятая часть, выше — ничего</translation>
    </message>
    <message>
        <source>whists: in full up to 50, half up to 100, a tenth above</source>
        <translation>висты: до 50 полностью, до 100 наполовину, выше — десятая часть</translation>
    </message>
    <message>
        <source>whists scaled by the event&apos;s own bands</source>
        <translation>висты по собственной шкале турнира</translation>
    </message>
    <message>
        <source>more whists</source>
        <translation>больше вистов</translation>
    </message>
    <message>
        <source>more first places at a table</source>
        <translation>больше первых мест за столом</translation>
    </message>
    <message>
        <source>head-to-head among the tied</source>
        <translation>личные встречи среди равных</translation>
    </message>
    <message>
        <source>opponents&apos; points</source>
        <translation>очки соперников</translation>
    </message>
    <message>
        <source>fewer byes</source>
        <translation>меньше пропущенных туров</translation>
    </message>
    <message>
        <source>Round {round}: late entry — {player}</source>
        <translation>Тур {round}: поздний вход — {player}</translation>
    </message>
    <message>
        <source>Round {round}: withdrawal — {player}</source>
        <translation>Тур {round}: выход — {player}</translation>
    </message>
    <message>
        <source>Round {round}: reinstated — {player}</source>
        <translation>Тур {round}: возвращение — {player}</translation>
    </message>
    <message>
        <source>Round {round}, table {table}: {player} → {substitute} after deal {deals}</source>
        <translation>Тур {round}, стол {table}: {player} → {substitute} после раздачи {deals}</translation>
    </message>
    <message>
        <source>Round {round}: the final — {names}</source>
        <translation>Тур {round}: финал — {names}</translation>
    </message>
    <message>
        <source>Change {seq} undone</source>
        <translation>Отмена изменения № {seq}</translation>
    </message>
    <message>
        <source>late entry: round {round}</source>
        <translation>поздний вход: тур {round}</translation>
    </message>
    <message>
        <source>withdrawn: round {round}</source>
        <translation>выход: тур {round}</translation>
    </message>
    <message>
        <source>removed: round {round}</source>
        <translation>снятие: тур {round}</translation>
    </message>
    <message>
        <source>not in the final</source>
        <translation>не в финале</translation>
    </message>
    <message>
        <source>final</source>
        <translation>финал</translation>
    </message>
    <message>
        <source>substitute</source>
        <translation>замена</translation>
    </message>
    <message>
        <source>{scheme}, capped at ±{cap}</source>
        <translation>{scheme}, не больше ±{cap}</translation>
    </message>
    <message>
        <source>Points: {scheme}.</source>
        <translation>Очки: {scheme}.</translation>
    </message>
    <message>
        <source>A table of four pays {places}: equal to a table of three.</source>
        <translation>Стол на четверых даёт {places}: поровну со столом на троих.</translation>
    </message>
    <message>
        <source>A table of four pays {places}.</source>
        <translation>Стол на четверых даёт {places}.</translation>
    </message>
    <message>
        <source>A pool stopped by the clock gains nothing (the time-out rule).</source>
        <translation>Пуля, остановленная по времени, не даёт выигрыша (правило тайм-аута).</translation>
    </message>
    <message>
        <source>A bye scores the round&apos;s average seat: a rest neither helps nor hurts.</source>
        <translation>Пропуск тура приносит среднее тура: отдых не помогает и не вредит.</translation>
    </message>
    <message>
        <source>A bye scores {points}.</source>
        <translation>Пропуск тура приносит {points}.</translation>
    </message>
    <message>
        <source>Equal points: {order}; then equal places, listed by name.</source>
        <translation>При равенстве очков: {order}; дальше — общее место, по алфавиту.</translation>
    </message>
    <message>
        <source>no tie-break</source>
        <translation>без дополнительных показателей</translation>
    </message>
    <message>
        <source>No removal by a threshold.</source>
        <translation>Снятия по порогу нет.</translation>
    </message>
    <message>
        <source>A round of {threshold} whists or worse removes the player.</source>
        <translation>Итог тура {threshold} вистов и хуже снимает игрока.</translation>
    </message>
    <message>
        <source>Only finished tables count; a table still playing is shown apart.</source>
        <translation>Считаются только законченные столы; стол, который ещё играет, показан отдельно.</translation>
    </message>
    <message>
        <source>First round: at random.</source>
        <translation>Первый тур: случайная рассадка.</translation>
    </message>
    <message>
        <source>First round: seeded by rating (μ − 3σ), snake order.</source>
        <translation>Первый тур: посев по рейтингу (μ − 3σ), «змейкой».</translation>
    </message>
    <message>
        <source>First round: seeded in the order typed, snake order.</source>
        <translation>Первый тур: посев в порядке ввода, «змейкой».</translation>
    </message>
    <message>
        <source>{n} deal</source>
        <translation>{n} раздача</translation>
    </message>
    <message>
        <source>{n} deals</source>
        <comment>2, 3, 4, 22… (Russian: раздачи)</comment>
        <translation>{n} раздачи</translation>
    </message>
    <message>
        <source>{n} deals</source>
        <comment>0, 5…20, 25… (Russian: раздач)</comment>
        <translation>{n} раздач</translation>
    </message>
    <message>
        <source>{n} minute</source>
        <translation>{n} минута</translation>
    </message>
    <message>
        <source>{n} minutes</source>
        <comment>2, 3, 4, 22… (Russian: минуты)</comment>
        <translation>{n} минуты</translation>
    </message>
    <message>
        <source>{n} minutes</source>
        <comment>0, 5…20, 25… (Russian: минут)</comment>
        <translation>{n} минут</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>First places</source>
        <translation>Первых мест</translation>
    </message>
    <message>
        <source>Opponents&apos; points</source>
        <translation>Очки соперников</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>“{mark}”: a table still playing; its figures, shown apart, are not counted yet.</source>
        <translation>«{mark}» — стол ещё играет; его результат показан отдельно и пока не засчитан.</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>final {points}</source>
        <translation>финал {points}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <source>Standings after round {round}</source>
        <translation>Турнирная таблица после тура {round}</translation>
    </message>
    <message>
        <source>How the standings are counted</source>
        <translation>Как считается таблица</translation>
    </message>
    <message>
        <source>{points} (bye)</source>
        <translation>{points} (пропуск)</translation>
    </message>
    <message>
        <source>Round 1 seeded by the rating the players window shows (μ − 3σ): {rated}.</source>
        <translation>Первый тур посеян по рейтингу из окна игроков (μ − 3σ): {rated}.</translation>
    </message>
    <message>
        <source>No rating yet, seated after them as typed: {names}.</source>
        <translation>Без рейтинга, рассажены за ними в порядке ввода: {names}.</translation>
    </message>
</context>
<context>
    <name>Example</name>
    <message>
        <source>Anna</source>
        <translation>Анна</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Борис</translation>
    </message>
    <message>
        <source>Vera</source>
        <translation>Вера</translation>
    </message>
</context>
<context>
    <name>FactsPage</name>
    <message>
        <source>The facts</source>
        <translation>Обстоятельства</translation>
    </message>
    <message>
        <source>This rule needs no facts: go on to the preview.</source>
        <translation>Этому правилу не нужны подробности: переходите к предпросмотру.</translation>
    </message>
    <message>
        <source>(optional)</source>
        <translation>(необязательно)</translation>
    </message>
    <message>
        <source>Please answer: {question}</source>
        <translation>Ответьте, пожалуйста: {question}</translation>
    </message>
</context>
<context>
    <name>FieldMenu</name>
    <message>
        <source>&amp;Field ▾</source>
        <translation>Сост&amp;ав ▾</translation>
    </message>
    <message>
        <source>Late entry, withdrawal, a substitute, a cut to a final, undo.</source>
        <translation>Поздний вход, выход, замена, отбор в финал, отмена.</translation>
    </message>
    <message>
        <source>&amp;Late entry…</source>
        <translation>&amp;Поздний вход…</translation>
    </message>
    <message>
        <source>&amp;Withdrawal…</source>
        <translation>&amp;Выход из турнира…</translation>
    </message>
    <message>
        <source>&amp;Substitute at a table…</source>
        <translation>&amp;Замена за столом…</translation>
    </message>
    <message>
        <source>&amp;Reinstate a removed player…</source>
        <translation>В&amp;ернуть снятого игрока…</translation>
    </message>
    <message>
        <source>&amp;Cut to a final…</source>
        <translation>&amp;Отбор в финал…</translation>
    </message>
    <message>
        <source>C&amp;hanges and undo…</source>
        <translation>&amp;Изменения и отмена…</translation>
    </message>
    <message>
        <source>Ca&amp;ncel the round…</source>
        <translation>О&amp;тменить тур…</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Состав</translation>
    </message>
    <message>
        <source>Not seated from round {round}; the results so far stay.</source>
        <translation>Не садится за стол с тура {round}; сыгранные результаты остаются.</translation>
    </message>
    <message>
        <source>Withdrawal</source>
        <translation>Выход из турнира</translation>
    </message>
    <message>
        <source>Plays again from round {round}.</source>
        <translation>Снова играет с тура {round}.</translation>
    </message>
    <message>
        <source>Reinstate a removed player</source>
        <translation>Вернуть снятого игрока</translation>
    </message>
    <message>
        <source>Cancel round {round}? Its tables&apos; games are deleted; nothing has been played at them yet.</source>
        <translation>Отменить тур {round}? Пули его столов будут удалены; за ними ещё ничего не сыграно.</translation>
    </message>
    <message>
        <source>Forget the seating of round {round}?</source>
        <translation>Забыть рассадку тура {round}?</translation>
    </message>
    <message>
        <source>Cancel the round</source>
        <translation>Отменить тур</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>All games</source>
        <translation>Все пули</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Этот год</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>Прошлый год</translation>
    </message>
    <message>
        <source>Last 12 months</source>
        <translation>Последние 12 месяцев</translation>
    </message>
    <message>
        <source>Last 3 months</source>
        <translation>Последние 3 месяца</translation>
    </message>
    <message>
        <source>Between dates</source>
        <translation>Выбрать даты</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Любые</translation>
    </message>
    <message>
        <source>3 or 4</source>
        <translation>3 или 4</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 игрока</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4 игрока</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Период:</translation>
    </message>
    <message>
        <source>from</source>
        <translation>с</translation>
    </message>
    <message>
        <source>to</source>
        <translation>по</translation>
    </message>
    <message>
        <source>&amp;Convention:</source>
        <translation>П&amp;равила:</translation>
    </message>
    <message>
        <source>Pla&amp;yers:</source>
        <translation>&amp;Игроков:</translation>
    </message>
    <message>
        <source>&amp;Finished games only</source>
        <translation>&amp;Только законченные пули</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Период</translation>
    </message>
    <message>
        <source>Which games the figures count.</source>
        <translation>Какие пули учитываются.</translation>
    </message>
    <message>
        <source>From</source>
        <translation>С</translation>
    </message>
    <message>
        <source>The first day counted.</source>
        <translation>Первый учитываемый день.</translation>
    </message>
    <message>
        <source>To</source>
        <translation>По</translation>
    </message>
    <message>
        <source>The last day counted.</source>
        <translation>Последний учитываемый день.</translation>
    </message>
    <message>
        <source>Convention</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Count only games of these rules.</source>
        <translation>Учитывать только пули по этим правилам.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Count three- or four-handed games, or both.</source>
        <translation>Учитывать пули втроём, вчетвером или все.</translation>
    </message>
    <message>
        <source>Leave out games still being played.</source>
        <translation>Не учитывать неоконченные пули.</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>И&amp;грок:</translation>
    </message>
    <message>
        <source>part of a name (Ctrl+F)</source>
        <translation>часть имени (Ctrl+F)</translation>
    </message>
    <message>
        <source>Started &amp;from</source>
        <translation>На&amp;чата с</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <comment>a date range: from … to …</comment>
        <translation>по</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>П&amp;равила:</translation>
    </message>
    <message>
        <source>Show &amp;archived</source>
        <translation>Показывать &amp;архивные</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Part of a name: only his games.</source>
        <translation>Часть имени: только его пули.</translation>
    </message>
    <message>
        <source>Started from</source>
        <translation>Начата с</translation>
    </message>
    <message>
        <source>Only games started on this day or later.</source>
        <translation>Только пули, начатые в этот день или позже.</translation>
    </message>
    <message>
        <source>Started until</source>
        <translation>Начата по</translation>
    </message>
    <message>
        <source>Only games started on this day or before.</source>
        <translation>Только пули, начатые в этот день или раньше.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Only games of these rules.</source>
        <translation>Только пули по этим правилам.</translation>
    </message>
    <message>
        <source>Limit the list to games started from a day.</source>
        <translation>Оставить в списке пули, начатые с этого дня.</translation>
    </message>
    <message>
        <source>Limit the list to games started until a day.</source>
        <translation>Оставить в списке пули, начатые до этого дня.</translation>
    </message>
    <message>
        <source>List also the archived games.</source>
        <translation>Показывать и пули из архива.</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любые</translation>
    </message>
</context>
<context>
    <name>GameForm</name>
    <message>
        <source>Preferans score sheet</source>
        <translation>Преферанс: запись пули</translation>
    </message>
    <message>
        <source>Date: {blank}     Players, clockwise: {blank}{blank}{blank}</source>
        <translation>Дата: {blank}     Игроки по часовой стрелке: {blank}{blank}{blank}</translation>
    </message>
    <message>
        <source>Rules: {blank}{blank}     Pool: {short}     A whist costs: {short}</source>
        <translation>Правила: {blank}{blank}     Пуля до: {short}     Цена виста: {short}</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <source>Played {start} – {end}</source>
        <translation>Игра: {start} – {end}</translation>
    </message>
    <message>
        <source>Started {start}</source>
        <translation>Начало игры: {start}</translation>
    </message>
    <message>
        <source>Players, clockwise: {players}; first dealer {dealer}</source>
        <translation>Игроки по часовой стрелке: {players}; первая сдача — {dealer}</translation>
    </message>
    <message>
        <source>Rules: {convention}</source>
        <translation>Правила: {convention}</translation>
    </message>
    <message>
        <source>Pool {size}; a whist costs {price}</source>
        <translation>Пуля до {size}; цена виста {price}</translation>
    </message>
    <message>
        <source>Final settlement: the pool is closed.</source>
        <translation>Окончательный расчёт: пуля закрыта.</translation>
    </message>
    <message>
        <source>Final settlement: the game was finished before the pool closed.</source>
        <translation>Окончательный расчёт: игру закончили до закрытия пули.</translation>
    </message>
    <message>
        <source>Provisional settlement: the pool is not closed yet.</source>
        <translation>Предварительный расчёт: пуля ещё не закрыта.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Mountain to settle</source>
        <translation>Гора к расчёту</translation>
    </message>
    <message>
        <source>Result, whists</source>
        <translation>Итог, висты</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>Who pays</source>
        <translation>Кто платит</translation>
    </message>
    <message>
        <source>To whom</source>
        <translation>Кому</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <source>{player}: {whists} whists, {money}</source>
        <translation>{player}: висты {whists}, деньги {money}</translation>
    </message>
    <message>
        <source>Payments:</source>
        <translation>Платежи:</translation>
    </message>
    <message>
        <source>{payer} → {payee}: {money} ({whists} whists)</source>
        <translation>{payer} → {payee}: {money} (вистов: {whists})</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Примечания:</translation>
    </message>
    <message>
        <source>… {count} more in the game&apos;s history</source>
        <translation>… и ещё {count} — в истории игры</translation>
    </message>
</context>
<context>
    <name>GameListMenu</name>
    <message>
        <source>Rename the game…</source>
        <translation>Переименовать пулю…</translation>
    </message>
    <message>
        <source>Bring back from the archive</source>
        <translation>Вернуть из архива</translation>
    </message>
    <message>
        <source>Move to the archive</source>
        <translation>Убрать в архив</translation>
    </message>
    <message>
        <source>Delete the game…</source>
        <translation>Удалить пулю…</translation>
    </message>
    <message>
        <source>Undo the last change to games and players</source>
        <translation>Отменить последнее изменение пуль и игроков</translation>
    </message>
    <message>
        <source>Rename the game</source>
        <translation>Переименовать пулю</translation>
    </message>
    <message>
        <source>Title of the game:</source>
        <translation>Название пули:</translation>
    </message>
    <message>
        <source>Delete the game</source>
        <translation>Удалить пулю</translation>
    </message>
    <message>
        <source>Delete the game of %1? It can be brought back with Undo.</source>
        <translation>Удалить пулю «%1»? Её можно будет вернуть отменой.</translation>
    </message>
</context>
<context>
    <name>HeadToHeadView</name>
    <message>
        <source>Play&amp;er:</source>
        <translation>И&amp;грок:</translation>
    </message>
    <message>
        <source>&amp;against:</source>
        <translation>проти&amp;в:</translation>
    </message>
    <message>
        <source>The first of the two players.</source>
        <translation>Первый из двух игроков.</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Против</translation>
    </message>
    <message>
        <source>The player he is compared with.</source>
        <translation>Игрок, с которым он сравнивается.</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Пуль вместе</translation>
    </message>
    <message>
        <source>Finished ahead</source>
        <translation>Закончили выше соперника</translation>
    </message>
    <message>
        <source>Finished level</source>
        <translation>Закончили вровень</translation>
    </message>
    <message>
        <source>Result in these games, whists</source>
        <translation>Итог в этих пулях, висты</translation>
    </message>
    <message>
        <source>Money in these games</source>
        <translation>Деньги в этих пулях</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Choose two different players.</source>
        <translation>Выберите двух разных игроков.</translation>
    </message>
    <message>
        <source>{first} and {second} have not played together in the chosen games.</source>
        <translation>{first} и {second} не играли вместе в выбранных пулях.</translation>
    </message>
    <message>
        <source>Games together: {games}. Finished ahead: {first} — {ahead}, {second} — {behind}; level — {level}.</source>
        <translation>Пуль вместе: {games}. Выше по итогу: {first} — {ahead}, {second} — {behind}; вровень — {level}.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Insert or Ctrl+D</source>
        <translation>Insert или Ctrl+D</translation>
    </message>
    <message>
        <source>Enter a deal</source>
        <translation>Записать раздачу</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Record an incident (a broken rule and its penalty)</source>
        <translation>Записать нарушение правил и штраф за него</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo the last step (also after a restart)</source>
        <translation>Отменить последний шаг (и после перезапуска)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z or Ctrl+Y</source>
        <translation>Ctrl+Shift+Z или Ctrl+Y</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Вернуть отменённое</translation>
    </message>
    <message>
        <source>р or r in the contract box</source>
        <translation>р или r в поле контракта</translation>
    </message>
    <message>
        <source>Raspasy (everyone passed)</source>
        <translation>Распасы (все спасовали)</translation>
    </message>
    <message>
        <source>м or m in the contract box</source>
        <translation>м или m в поле контракта</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Мизер</translation>
    </message>
    <message>
        <source>7ч, 7h, 7♥, 6бк, 6nt</source>
        <translation>7ч, 7♥, 6бк</translation>
    </message>
    <message>
        <source>A contract: level and suit (nt or бк — no trumps)</source>
        <translation>Контракт: уровень и масть (бк — без козыря)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Record the deal in the deal dialog</source>
        <translation>Записать раздачу (в окне раздачи)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Settlement in whists and money</source>
        <translation>Расчёт в вистах и деньгах</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Print the game as the paper sheet</source>
        <translation>Напечатать пулю, как на бумаге</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>The sheet as a plain table</source>
        <translation>Пуля простой таблицей</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+колесо</translation>
    </message>
    <message>
        <source>Zoom the sheet (the View menu fits it again)</source>
        <translation>Увеличить или уменьшить пулю (меню «Вид» вернёт её по окну)</translation>
    </message>
    <message>
        <source>Ctrl++ and Ctrl+−, Ctrl+0</source>
        <translation>Ctrl++ и Ctrl+−, Ctrl+0</translation>
    </message>
    <message>
        <source>Larger or smaller text; the system&apos;s size</source>
        <translation>Текст крупнее или мельче; размер системы</translation>
    </message>
    <message>
        <source>Arrow keys on the sheet</source>
        <translation>Стрелки на пуле</translation>
    </message>
    <message>
        <source>Move between the players and the parts of the sheet; Enter tells where a value came from</source>
        <translation>Переход между игроками и частями пули; Enter скажет, откуда взялось число</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Новая пуля</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>The list of games</source>
        <translation>Список пуль</translation>
    </message>
    <message>
        <source>Pulka</source>
        <translation>Пулька</translation>
    </message>
    <message>
        <source>A scorekeeper for Preferans: the paper sheet, deals, penalties, settlement.</source>
        <translation>Запись преферанса: пуля как на бумаге, раздачи, штрафы, расчёт.</translation>
    </message>
    <message>
        <source>Licence: {licence}.</source>
        <translation>Лицензия: {licence}.</translation>
    </message>
    <message>
        <source>Your games are kept in the file {file} in the folder {folder}</source>
        <translation>Ваши пули хранятся в файле {file} в папке {folder}</translation>
    </message>
    <message>
        <source>About Pulka</source>
        <translation>О программе «Пулька»</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Клавиши</translation>
    </message>
</context>
<context>
    <name>HistogramChart</name>
    <message>
        <source>Results of games</source>
        <translation>Итоги пуль</translation>
    </message>
    <message>
        <source>Result of a game, whists</source>
        <translation>Итог пули, висты</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Пуль</translation>
    </message>
    <message>
        <source>From {low} to {high} whists: games {count}</source>
        <translation>Итог от {low} до {high}: пуль {count}</translation>
    </message>
</context>
<context>
    <name>IncidentWizard</name>
    <message>
        <source>— choose —</source>
        <translation>— выберите —</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
    <message>
        <source>Declarer:</source>
        <translation>Разыгрывающий:</translation>
    </message>
    <message>
        <source>Whist or pass:</source>
        <translation>Вист или пас:</translation>
    </message>
    <message>
        <source>Tricks:</source>
        <translation>Взятки:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <source>Filled in from the game: the level penalties count raspasy at. It is not the price of a trick on raspasy that the table card shows.</source>
        <translation>Берётся из игры: уровень распасов, по которому считается штраф. Это не цена взятки на распасах, которую показывает карточка стола.</translation>
    </message>
    <message>
        <source>{player} writes {amount} whists on {on}</source>
        <translation>{player} пишет висты на игрока {on}: {amount}</translation>
    </message>
    <message>
        <source>{player} writes {amount} into the pool</source>
        <translation>{player} пишет в пулю: {amount}</translation>
    </message>
    <message>
        <source>{player} writes {amount} into the mountain</source>
        <translation>{player} пишет в гору: {amount}</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Нарушение</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Записать</translation>
    </message>
    <message>
        <source>The next step: what happened, then a preview.</source>
        <translation>Следующий шаг: что произошло, затем проверка.</translation>
    </message>
    <message>
        <source>Back to the previous step.</source>
        <translation>Назад, к предыдущему шагу.</translation>
    </message>
    <message>
        <source>Write the incident on the sheet.</source>
        <translation>Записать нарушение в пулю.</translation>
    </message>
    <message>
        <source>Close without writing anything.</source>
        <translation>Закрыть, ничего не записывая.</translation>
    </message>
</context>
<context>
    <name>LateEntryDialog</name>
    <message>
        <source>Late entry</source>
        <translation>Поздний вход</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>Plays from round {round}; the rounds already played score nothing.</source>
        <translation>Играет с тура {round}; сыгранные без него туры ему не засчитываются.</translation>
    </message>
</context>
<context>
    <name>LevelChart</name>
    <message>
        <source>Contracts made, by level</source>
        <translation>Сыгранные контракты по уровням</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <source>Made, %</source>
        <translation>Сыграно, %</translation>
    </message>
    <message>
        <source>No contracts declared yet</source>
        <translation>Заказанных контрактов пока нет</translation>
    </message>
    <message>
        <source>{label}: made {made} of {declared} ({rate})</source>
        <translation>{label}: сыграно {made} из {declared} ({rate})</translation>
    </message>
    <message>
        <source>{label}: never declared</source>
        <translation>{label}: заказов не было</translation>
    </message>
</context>
<context>
    <name>MainFollow</name>
    <message>
        <source>The club server is back. Every window shows what it holds now.</source>
        <translation>Сервер клуба снова на связи. Все окна показывают то, что на нём сейчас.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Correct this entry…</source>
        <translation>&amp;Исправить запись…</translation>
    </message>
    <message>
        <source>Correct the manual entry for {player}</source>
        <translation>Исправить ручную запись для игрока {player}</translation>
    </message>
    <message>
        <source>Correct deal {number}</source>
        <translation>Исправить раздачу {number}</translation>
    </message>
    <message>
        <source>History (newest first)</source>
        <translation>История (новые сверху)</translation>
    </message>
    <message>
        <source>Pulka</source>
        <translation>Пулька</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая пуля…</translation>
    </message>
    <message>
        <source>&amp;Games…</source>
        <translation>&amp;Пули…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>&amp;Finish game</source>
        <translation>&amp;Закончить пулю</translation>
    </message>
    <message>
        <source>&amp;Reopen game</source>
        <translation>&amp;Возобновить пулю</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Connect to a club server…</source>
        <translation>Подключиться к клубному &amp;серверу…</translation>
    </message>
    <message>
        <source>Games on this co&amp;mputer</source>
        <translation>Пули на это&amp;м компьютере</translation>
    </message>
    <message>
        <source>New &amp;deal…</source>
        <translation>Новая &amp;раздача…</translation>
    </message>
    <message>
        <source>&amp;Incident…</source>
        <translation>&amp;Нарушение…</translation>
    </message>
    <message>
        <source>&amp;Rules and penalties…</source>
        <translation>&amp;Правила и штрафы…</translation>
    </message>
    <message>
        <source>&amp;Manual entry…</source>
        <translation>Ручная &amp;запись…</translation>
    </message>
    <message>
        <source>&amp;Settlement…</source>
        <translation>&amp;Расчёт…</translation>
    </message>
    <message>
        <source>Plain &amp;table</source>
        <translation>Простая &amp;таблица</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Пуля</translation>
    </message>
    <message>
        <source>Player s&amp;tatistics…</source>
        <translation>С&amp;татистика игроков…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Прав&amp;ка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Evening/tou&amp;rnament</source>
        <translation>Вечер/&amp;турнир</translation>
    </message>
    <message>
        <source>&amp;Evenings and tournaments…</source>
        <translation>&amp;Вечера и турниры…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Пуля на листе</translation>
    </message>
    <message>
        <source>The drawn sheet: each player&apos;s pool, mountain and whists with their values. Arrow keys move between the players and the parts of the sheet.</source>
        <translation>Расчерченный лист: пуля, гора и висты каждого игрока с их записями. Стрелками можно переходить между игроками и частями листа.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Карточный стол</translation>
    </message>
    <message>
        <source>Who deals, rests and speaks first, each player&apos;s pool, and the last deal.</source>
        <translation>Кто сдаёт, кто отдыхает и кто говорит первым, пуля каждого игрока и последняя раздача.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Every deal as it now stands, newest first. Its context menu corrects a deal or records an incident.</source>
        <translation>Каждая раздача в её нынешнем виде, новые сверху. Контекстное меню исправляет раздачу или записывает нарушение.</translation>
    </message>
    <message>
        <source>Pl&amp;ayers…</source>
        <translation>Игр&amp;оки…</translation>
    </message>
    <message>
        <source>Zoom the sheet &amp;in</source>
        <translation>У&amp;величить пулю</translation>
    </message>
    <message>
        <source>Zoom the sheet &amp;out</source>
        <translation>У&amp;меньшить пулю</translation>
    </message>
    <message>
        <source>&amp;Fit the sheet to the window</source>
        <translation>Пуля &amp;по размеру окна</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>Текст &amp;крупнее</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>Текст ме&amp;льче</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>&amp;Обычный размер текста</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Цвета</translation>
    </message>
    <message>
        <source>As the &amp;system</source>
        <translation>Как в &amp;системе</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Светлые</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмные</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Высокий контраст</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Клавиши…</translation>
    </message>
    <message>
        <source>&amp;About Pulka…</source>
        <translation>&amp;О программе…</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Главная</translation>
    </message>
    <message>
        <source>The actions used at the table: deal, incident, undo, redo</source>
        <translation>То, что нужно за столом: раздача, нарушение, отмена, повтор</translation>
    </message>
    <message>
        <source>Language changed.</source>
        <translation>Язык переключён.</translation>
    </message>
    <message>
        <source>Your login to the club server may only look at the games.</source>
        <translation>Ваш вход на клубный сервер позволяет только смотреть пули.</translation>
    </message>
    <message>
        <source>Only the club&apos;s administrator may reopen a finished game.</source>
        <translation>Возобновить законченную пулю может только администратор клуба.</translation>
    </message>
    <message>
        <source>server {name}</source>
        <translation>сервер {name}</translation>
    </message>
    <message>
        <source>The club server is back.</source>
        <translation>Клубный сервер снова доступен.</translation>
    </message>
    <message>
        <source>{end}. A deal entered now is written after the end of the game. Enter a deal anyway?</source>
        <translation>{end}. Раздача, записанная сейчас, пойдёт после конца игры. Всё равно записать раздачу?</translation>
    </message>
    <message>
        <source>Text size: {percent}</source>
        <translation>Размер текста: {percent}</translation>
    </message>
    <message>
        <source>&amp;Correct this deal…</source>
        <translation>&amp;Исправить раздачу…</translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation>Импорт пули</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Экспорт пули</translation>
    </message>
    <message>
        <source>The pool is closed: the game is over. A deal entered now is written after the end of the game. Enter a deal anyway?</source>
        <translation>Пуля закрыта: игра окончена. Раздача, записанная сейчас, пойдёт после конца игры. Всё равно записать раздачу?</translation>
    </message>
    <message>
        <source>Pulka — {players} (finished) — {rules}</source>
        <translation>Пулька — {players} (закончена) — {rules}</translation>
    </message>
    <message>
        <source>Pulka — {players} — {rules}</source>
        <translation>Пулька — {players} — {rules}</translation>
    </message>
    <message>
        <source>Finish the game? It can no longer be changed unless it is reopened.</source>
        <translation>Закончить пулю? Изменить её можно будет, только открыв заново.</translation>
    </message>
    <message>
        <source>The pool is not closed yet. Finish the game anyway? It can no longer be changed unless it is reopened.</source>
        <translation>Пуля ещё не закрыта. Всё равно закончить? Изменить её можно будет, только открыв заново.</translation>
    </message>
</context>
<context>
    <name>ManualEntryDialog</name>
    <message>
        <source>Changes on the sheet (before → after)</source>
        <translation>Изменения на листе (было → стало)</translation>
    </message>
    <message>
        <source>Manual entry</source>
        <translation>Ручная запись</translation>
    </message>
    <message>
        <source>Writes the amounts as typed, without pool overflow or help: for carrying over a paper sheet or an agreed correction. A negative amount subtracts.</source>
        <translation>Записывает суммы как есть, без переполнения пули и помощи: чтобы продолжить бумажную пулю или внести согласованную поправку. Отрицательная сумма вычитается.</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>P&amp;ool:</source>
        <translation>П&amp;уля:</translation>
    </message>
    <message>
        <source>&amp;Mountain:</source>
        <translation>&amp;Гора:</translation>
    </message>
    <message>
        <source>Whists written on</source>
        <translation>Висты на</translation>
    </message>
    <message>
        <source>e.g. carried over from the paper sheet</source>
        <translation>например, перенесено с бумажной пули</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Примечание:</translation>
    </message>
    <message>
        <source>This entry holds halves. The fields show whole numbers: a field you leave as it is keeps its half, a field you change takes the number you type.</source>
        <translation>В этой записи есть половинки. В полях видны целые числа: поле, которое вы не трогали, сохранит свою половинку, а изменённое примет то число, которое вы ввели.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Whose sheet the amounts go on.</source>
        <translation>В чью часть пули пишутся числа.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <source>Amount added to the pool.</source>
        <translation>Сколько добавить в пулю.</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>Amount added to the mountain.</source>
        <translation>Сколько добавить в гору.</translation>
    </message>
    <message>
        <source>Whists written on {player}</source>
        <translation>Висты на игрока {player}</translation>
    </message>
    <message>
        <source>Whists this player writes on {player}.</source>
        <translation>Висты, которые этот игрок пишет на игрока {player}.</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Пометка</translation>
    </message>
    <message>
        <source>Why the entry was made (optional).</source>
        <translation>Почему сделана запись (необязательно).</translation>
    </message>
    <message>
        <source>Nothing is written.</source>
        <translation>Ничего не записывается.</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <source>New evening or tournament</source>
        <translation>Новый вечер или турнир</translation>
    </message>
    <message>
        <source>Friday evening</source>
        <translation>Пятничный вечер</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>Club evening</source>
        <translation>Клубный вечер</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Что проводим:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Дата:</translation>
    </message>
    <message>
        <source>One name a line</source>
        <translation>По одному имени в строке</translation>
    </message>
    <message>
        <source>&amp;Players (one a line):</source>
        <translation>&amp;Игроки (по одному в строке):</translation>
    </message>
    <message>
        <source>&amp;Rules at the tables:</source>
        <translation>&amp;Правила за столами:</translation>
    </message>
    <message>
        <source>when the pool ends</source>
        <translation>когда закончится пуля</translation>
    </message>
    <message>
        <source>by the number of deals</source>
        <translation>по числу раздач</translation>
    </message>
    <message>
        <source>by the clock</source>
        <translation>по времени</translation>
    </message>
    <message>
        <source>&amp;End of a round:</source>
        <translation>&amp;Конец тура:</translation>
    </message>
    <message>
        <source>Round &amp;length:</source>
        <translation>Д&amp;лина тура:</translation>
    </message>
    <message>
        <source>Players left over play four-handed (else they sit out)</source>
        <translation>Лишние игроки садятся четвёртыми (иначе пропускают тур)</translation>
    </message>
    <message>
        <source>E&amp;vening</source>
        <translation>В&amp;ечер</translation>
    </message>
    <message>
        <source>Scorin&amp;g and seeding</source>
        <translation>&amp;Зачёт и посев</translation>
    </message>
    <message>
        <source>Name, date, players, rules and rounds.</source>
        <translation>Название, дата, игроки, правила и туры.</translation>
    </message>
    <message>
        <source>How results become points, and how tables are seated.</source>
        <translation>Как итоги становятся очками и как рассаживаются столы.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>What the evening is called.</source>
        <translation>Как называется вечер.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>A club evening or a tournament.</source>
        <translation>Клубный вечер или турнир.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>The day it is played.</source>
        <translation>День, когда он играется.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>One name a line; Tab moves on to the next field.</source>
        <translation>По имени в строке; Tab переходит к следующему полю.</translation>
    </message>
    <message>
        <source>Rules at the tables</source>
        <translation>Правила за столами</translation>
    </message>
    <message>
        <source>The convention every table plays.</source>
        <translation>Правила, по которым играют все столы.</translation>
    </message>
    <message>
        <source>End of a round</source>
        <translation>Конец тура</translation>
    </message>
    <message>
        <source>When a round ends at a table.</source>
        <translation>Когда за столом заканчивается тур.</translation>
    </message>
    <message>
        <source>Round length</source>
        <translation>Длина тура</translation>
    </message>
    <message>
        <source>Deals or minutes a round lasts.</source>
        <translation>Сколько раздач или минут длится тур.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>How tables&apos; results become points.</source>
        <translation>Как итоги столов переводятся в очки.</translation>
    </message>
    <message>
        <source>Players left over make a four-handed table.</source>
        <translation>Лишние игроки садятся четвёртыми.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Новая пуля</translation>
    </message>
    <message>
        <source>&amp;3 players</source>
        <translation>&amp;3 игрока</translation>
    </message>
    <message>
        <source>&amp;4 players</source>
        <translation>&amp;4 игрока</translation>
    </message>
    <message>
        <source>Players in seating order (clockwise)</source>
        <translation>Игроки по порядку рассадки (по часовой стрелке)</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Место {n}:</translation>
    </message>
    <message>
        <source>First &amp;dealer:</source>
        <translation>Первый &amp;сдающий:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>&amp;Pool size:</source>
        <translation>&amp;Размер пули:</translation>
    </message>
    <message>
        <source>Price of a &amp;whist:</source>
        <translation>Цена &amp;виста:</translation>
    </message>
    <message>
        <source>Advanced: every rules option</source>
        <translation>Подробно: все параметры правил</translation>
    </message>
    <message>
        <source>How many players sit at the table.</source>
        <translation>Сколько игроков за столом.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Место {n}</translation>
    </message>
    <message>
        <source>A player&apos;s name, typed or chosen; seats go clockwise.</source>
        <translation>Имя игрока — набрать или выбрать; места идут по часовой стрелке.</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Первый сдающий</translation>
    </message>
    <message>
        <source>Who deals the first deal.</source>
        <translation>Кто сдаёт первую раздачу.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>The convention: Sochi, Leningrad or Rostov.</source>
        <translation>Правила: сочинка, ленинградка или ростовка.</translation>
    </message>
    <message>
        <source>Pool size</source>
        <translation>Размер пули</translation>
    </message>
    <message>
        <source>The pool each player plays to.</source>
        <translation>До скольки каждый игрок пишет пулю.</translation>
    </message>
    <message>
        <source>Price of a whist</source>
        <translation>Цена виста</translation>
    </message>
    <message>
        <source>Money per whist: a whole or decimal number, or a fraction such as 1/3.</source>
        <translation>Деньги за вист: целое или десятичное число или дробь вроде 1/3.</translation>
    </message>
    <message>
        <source>Shows every option of the rules.</source>
        <translation>Показать все параметры правил.</translation>
    </message>
    <message>
        <source>Groups of options</source>
        <translation>Группы параметров</translation>
    </message>
    <message>
        <source>Choose a group to see its options beside the list.</source>
        <translation>Выберите группу — её параметры появятся рядом со списком.</translation>
    </message>
</context>
<context>
    <name>PaperActions</name>
    <message>
        <source>&amp;Print the game…</source>
        <translation>Напе&amp;чатать пулю…</translation>
    </message>
    <message>
        <source>Save the game as P&amp;DF…</source>
        <translation>Сохранить пулю в P&amp;DF…</translation>
    </message>
    <message>
        <source>Blank sheet for &amp;3 players…</source>
        <translation>Чистый лист на &amp;троих…</translation>
    </message>
    <message>
        <source>Blank sheet for &amp;4 players…</source>
        <translation>Чистый лист на &amp;четверых…</translation>
    </message>
    <message>
        <source>Copy the s&amp;heet as a picture</source>
        <translation>Скопировать пулю &amp;картинкой</translation>
    </message>
    <message>
        <source>Copy the res&amp;ult as text</source>
        <translation>Скопировать ито&amp;г текстом</translation>
    </message>
    <message>
        <source>&amp;Blank sheet</source>
        <translation>Чистый &amp;лист</translation>
    </message>
    <message>
        <source>game {date}.pdf</source>
        <translation>пуля {date}.pdf</translation>
    </message>
    <message>
        <source>Save the game as PDF</source>
        <translation>Сохранить пулю в PDF</translation>
    </message>
    <message>
        <source>Saved: {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <source>The sheet is on the clipboard.</source>
        <translation>Пуля скопирована картинкой — её можно вставить в чат.</translation>
    </message>
    <message>
        <source>The result is on the clipboard.</source>
        <translation>Итог скопирован текстом — его можно вставить в чат.</translation>
    </message>
</context>
<context>
    <name>Penalties</name>
    <message>
        <source>The talon</source>
        <translation>Прикуп</translation>
    </message>
    <message>
        <source>Ordering the contract</source>
        <translation>Заказ контракта</translation>
    </message>
    <message>
        <source>Code of Preferans 3.4: bidding and ordering</source>
        <translation>Кодекс 3.4: торговля и заказ</translation>
    </message>
    <message>
        <source>Wrong number of cards</source>
        <translation>Неверное количество карт</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Play procedure</source>
        <translation>Порядок розыгрыша</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Домашние правила</translation>
    </message>
    <message>
        <source>Custom penalty</source>
        <translation>Свой штраф</translation>
    </message>
    <message>
        <source>Club rules “The talon”</source>
        <translation>Клубный свод «Прикуп»</translation>
    </message>
    <message>
        <source>Club rules “Ordering the contract”</source>
        <translation>Клубный свод «Заказ контракта»</translation>
    </message>
    <message>
        <source>Club rules “Wrong number of cards”</source>
        <translation>Клубный свод «Неверное количество карт»</translation>
    </message>
    <message>
        <source>“General rules of the card game preferans”</source>
        <translation>«Общие правила карточной игры преферанс»</translation>
    </message>
    <message>
        <source>Article “When the order is changed”</source>
        <translation>Статья «Случился перезаказ»</translation>
    </message>
    <message>
        <source>D. Lesnoy, “Russian Preferans”, a note to the Code</source>
        <translation>Д. Лесной, «Русский преферанс», примечание к Кодексу</translation>
    </message>
    <message>
        <source>Rules of the “Преферансист” forum</source>
        <translation>Правила форума «Преферансист»</translation>
    </message>
    <message>
        <source>“A wrongly won trick”</source>
        <translation>«Неправильно выигранная взятка»</translation>
    </message>
    <message>
        <source>“Claims and concessions by the declarer”</source>
        <translation>«Требование или уступка взяток разыгрывающим»</translation>
    </message>
    <message>
        <source>“Claims and concessions by a defender”</source>
        <translation>«Требование или уступка взяток вистующим»</translation>
    </message>
    <message>
        <source>“Correcting the score”</source>
        <translation>«Исправление в подсчёте очков»</translation>
    </message>
    <message>
        <source>“A defective deck”</source>
        <translation>«Нестандартная колода»</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>a redeal</source>
        <translation>пересдача</translation>
    </message>
    <message>
        <source>draw the extra cards blind</source>
        <translation>лишние карты тянут вслепую</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>пуля</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>гора</translation>
    </message>
    <message>
        <source>whists</source>
        <translation>висты</translation>
    </message>
    <message>
        <source>to return the talon</source>
        <translation>вернуть прикуп</translation>
    </message>
    <message>
        <source>to change a bid</source>
        <translation>изменить заявку</translation>
    </message>
    <message>
        <source>corrected at once</source>
        <translation>исправил сразу</translation>
    </message>
    <message>
        <source>corrected after a pause</source>
        <translation>исправил после паузы</translation>
    </message>
    <message>
        <source>corrected after a whist</source>
        <translation>исправил после виста</translation>
    </message>
    <message>
        <source>the intent was evident</source>
        <translation>намерение было очевидно</translation>
    </message>
    <message>
        <source>an ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>ace and king of a suit</source>
        <translation>туз и король одной масти</translation>
    </message>
    <message>
        <source>two aces</source>
        <translation>два туза</translation>
    </message>
    <message>
        <source>king and queen of a suit</source>
        <translation>марьяж (король и дама одной масти)</translation>
    </message>
    <message>
        <source>both cards</source>
        <translation>обе карты</translation>
    </message>
    <message>
        <source>the bottom card</source>
        <translation>нижнюю карту</translation>
    </message>
    <message>
        <source>a card face up in the deck</source>
        <translation>открытая карта в колоде</translation>
    </message>
    <message>
        <source>a short deck</source>
        <translation>неполная колода</translation>
    </message>
    <message>
        <source>dealt without a cut</source>
        <translation>сдача без съёма</translation>
    </message>
    <message>
        <source>dealt out of turn</source>
        <translation>сдача не в очередь</translation>
    </message>
    <message>
        <source>by drawing lots</source>
        <translation>жребием</translation>
    </message>
    <message>
        <source>the average of both readings</source>
        <translation>среднее двух вариантов</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>мизер</translation>
    </message>
    <message>
        <source>{player} may not bid any more in this deal (compulsory pass).</source>
        <translation>{player} больше не торгуется в этой сдаче (обязательный пас).</translation>
    </message>
    <message>
        <source>The violator may not bid any more in this deal.</source>
        <translation>Нарушитель больше не торгуется в этой сдаче.</translation>
    </message>
    <message>
        <source>{player} is deemed to have passed; raspasy is played.</source>
        <translation>{player}: засчитывается пас; играются распасы.</translation>
    </message>
    <message>
        <source>The third player is deemed to have passed; raspasy is played.</source>
        <translation>Третий игрок считается спасовавшим; играются распасы.</translation>
    </message>
    <message>
        <source>{player} is deemed to have made the minimum bid and must order a game.</source>
        <translation>{player}: засчитывается минимальная заявка, и игру нужно заказать.</translation>
    </message>
    <message>
        <source>The third player is deemed to have made the minimum bid.</source>
        <translation>Третий игрок считается объявившим минимальную игру.</translation>
    </message>
    <message>
        <source>The talon goes to {other} at his last bid.</source>
        <translation>Прикуп получает {other} по своей последней заявке.</translation>
    </message>
    <message>
        <source>The talon goes to {other}, the previous legal bidder.</source>
        <translation>Прикуп получает {other} — по предыдущей законной заявке.</translation>
    </message>
    <message>
        <source>Hands are not shown; the bidding continues with the talon open.</source>
        <translation>Карты не раскрываются; торговля продолжается при открытом прикупе.</translation>
    </message>
    <message>
        <source>The cards are redealt.</source>
        <translation>Карты пересдаются.</translation>
    </message>
    <message>
        <source>The twelve cards are shuffled and the dealer draws a new talon blind.</source>
        <translation>Двенадцать карт тасуются, сдающий вслепую вынимает новый прикуп.</translation>
    </message>
    <message>
        <source>The made contract is not written into the pool.</source>
        <translation>Сыгранная игра в пулю не записывается.</translation>
    </message>
    <message>
        <source>The raspasy streak ends.</source>
        <translation>Серия распасов прерывается.</translation>
    </message>
    <message>
        <source>Raspasy continue: the streak is kept.</source>
        <translation>Распасы продолжаются: серия сохраняется.</translation>
    </message>
    <message>
        <source>The declarer loses the right to change the contract.</source>
        <translation>Разыгрывающий теряет право менять заказ.</translation>
    </message>
    <message>
        <source>The change is refused: the order stands.</source>
        <translation>Изменение не допускается: заказ остаётся в силе.</translation>
    </message>
    <message>
        <source>The result stands.</source>
        <translation>Результат остаётся в силе.</translation>
    </message>
    <message>
        <source>The change is allowed.</source>
        <translation>Изменение допускается.</translation>
    </message>
    <message>
        <source>The intended suit may be ordered one level higher.</source>
        <translation>Задуманную масть можно заказать на уровень выше.</translation>
    </message>
    <message>
        <source>The declarer must order a legal contract instead.</source>
        <translation>Разыгрывающий должен заказать законную игру.</translation>
    </message>
    <message>
        <source>The misère is played.</source>
        <translation>Играется мизер.</translation>
    </message>
    <message>
        <source>The second bidder takes the talon at the senior bid.</source>
        <translation>Второй участник торговли берёт прикуп по старшей заявке.</translation>
    </message>
    <message>
        <source>The next deal goes to the left of the player who actually dealt.</source>
        <translation>Следующим сдаёт игрок слева от того, кто фактически сдавал.</translation>
    </message>
    <message>
        <source>The defective trick must be completed.</source>
        <translation>Неполную взятку нужно доиграть.</translation>
    </message>
    <message>
        <source>{player} takes no further part in the play of this deal.</source>
        <translation>{player} больше не участвует в розыгрыше этой сдачи.</translation>
    </message>
    <message>
        <source>The claimer lays his cards on the table and states his line of play.</source>
        <translation>Заявивший кладёт карты на стол и объясняет план розыгрыша.</translation>
    </message>
    <message>
        <source>Play continues.</source>
        <translation>Розыгрыш продолжается.</translation>
    </message>
    <message>
        <source>The exposed cards become penalty cards.</source>
        <translation>Показанные карты становятся штрафными.</translation>
    </message>
    <message>
        <source>The score may be corrected.</source>
        <translation>Запись можно исправить.</translation>
    </message>
    <message>
        <source>The deal itself is scored as part of this incident.</source>
        <translation>Сама сдача записывается в составе этого нарушения.</translation>
    </message>
    <message>
        <source>“{title}”</source>
        <translation>«{title}»</translation>
    </message>
    <message>
        <source>Please answer: {question}</source>
        <translation>Ответьте, пожалуйста: {question}</translation>
    </message>
    <message>
        <source>The answer to “{question}” is not valid.</source>
        <translation>Ответ на «{question}» недопустим.</translation>
    </message>
    <message>
        <source>The answer to “{question}” is out of range ({value}).</source>
        <translation>Ответ на «{question}» вне допустимых пределов ({value}).</translation>
    </message>
    <message>
        <source>“{question}”: the sheet says {expected}, not {value}.</source>
        <translation>«{question}»: по записи — {expected}, а не {value}.</translation>
    </message>
    <message>
        <source>“{question}” does not apply to these answers.</source>
        <translation>«{question}» не относится к этим ответам.</translation>
    </message>
    <message>
        <source>This rule is not in force: turn on “{option}” in the game&apos;s rules.</source>
        <translation>Это правило не действует: включите «{option}» в правилах партии.</translation>
    </message>
    <message>
        <source>{player} sits out this deal and cannot have done this.</source>
        <translation>{player} в этой сдаче отдыхает — такого быть не могло.</translation>
    </message>
    <message>
        <source>“{question}” must be another player than the violator.</source>
        <translation>«{question}» — это должен быть не нарушитель, а другой игрок.</translation>
    </message>
    <message>
        <source>The declarer cannot be the violator {player} under this rule.</source>
        <translation>По этому правилу разыгрывающим не может быть нарушитель {player}.</translation>
    </message>
    <message>
        <source>Under this rule the violator {player} is the one who plays, not {declarer}.</source>
        <translation>По этому правилу играет нарушитель {player}, а не {declarer}.</translation>
    </message>
    <message>
        <source>{player} is the third player: choose the rule for the third player.</source>
        <translation>{player} — третий игрок: выберите правило для третьего игрока.</translation>
    </message>
    <message>
        <source>{player} won the bidding: he may open the talon.</source>
        <translation>{player} — победитель торговли: открывать прикуп можно.</translation>
    </message>
    <message>
        <source>This rule does not apply to the answer “{question}”.</source>
        <translation>Это правило не подходит при таком ответе на «{question}».</translation>
    </message>
    <message>
        <source>This rule applies only to four-handed games.</source>
        <translation>Это правило действует только при игре вчетвером.</translation>
    </message>
    <message>
        <source>{player} was the right dealer: the deal was in turn.</source>
        <translation>Сдача была в очередь: сдавать должен был игрок {player}.</translation>
    </message>
    <message>
        <source>The dealer {player} is the violator: he cannot have provoked himself.</source>
        <translation>Сдающий ({player}) сам нарушитель: спровоцировать самого себя нельзя.</translation>
    </message>
    <message>
        <source>The deal must be a misère for this rule.</source>
        <translation>Для этого правила сдача должна быть мизером.</translation>
    </message>
    <message>
        <source>The deal must have been played for this rule.</source>
        <translation>Для этого правила сдача должна быть сыграна.</translation>
    </message>
    <message>
        <source>This change is not allowed by the rule (“{question}”).</source>
        <translation>Правило не допускает такого изменения («{question}»).</translation>
    </message>
    <message>
        <source>Code of Preferans</source>
        <translation>Кодекс преферанса</translation>
    </message>
    <message>
        <source>Rules of play (after the laws of bridge)</source>
        <translation>Правила розыгрыша (по законам бриджа)</translation>
    </message>
    <message>
        <source>Agreed by the players</source>
        <translation>По договорённости игроков</translation>
    </message>
    <message>
        <source>House rules of a club blog</source>
        <translation>Домашние правила из клубного блога</translation>
    </message>
    <message>
        <source>{book}, introduction</source>
        <translation>{book}, вступление</translation>
    </message>
    <message>
        <source>{book}, item {items}</source>
        <translation>{book}, п. {items}</translation>
    </message>
    <message>
        <source>{book}, {items}</source>
        <translation>{book}, {items}</translation>
    </message>
    <message>
        <source>{player} did this before in this pool: choose {use}.</source>
        <translation>{player}: это уже не первое такое нарушение в этой пуле — выберите {use}.</translation>
    </message>
    <message>
        <source>{player} did not do this before in this pool: choose {use}.</source>
        <translation>{player}: это первое такое нарушение в этой пуле — выберите {use}.</translation>
    </message>
    <message>
        <source>{value} cannot be shared equally {players} ways: agree on another amount.</source>
        <translation>{value} не делится поровну на {players}: договоритесь о другой сумме.</translation>
    </message>
    <message>
        <source>Both readings must be the same deal: the same declarer and level.</source>
        <translation>Оба варианта — одна и та же сдача: тот же разыгрывающий и тот же уровень.</translation>
    </message>
    <message>
        <source>The average of the two readings is not a whole number: record an agreed penalty.</source>
        <translation>Среднее двух вариантов получается дробным: запишите штраф по договорённости.</translation>
    </message>
    <message>
        <source>The game {contract} is below the last bid ({bid}).</source>
        <translation>Игра {contract} ниже последней заявки ({bid}).</translation>
    </message>
    <message>
        <source>The game {contract} is not below the level reached in the bidding ({level}).</source>
        <translation>Игра {contract} не ниже уровня, достигнутого в торговле ({level}).</translation>
    </message>
    <message>
        <source>This rule is about a six after raspasy, and the game was {contract}.</source>
        <translation>Это правило о шестерной после распасов, а заказана игра {contract}.</translation>
    </message>
    <message>
        <source>{player} dealt this deal and cannot be the declarer too.</source>
        <translation>{player}: сдающий не может быть ещё и разыгрывающим.</translation>
    </message>
    <message>
        <source>After two passes only the third player may play: {expected}.</source>
        <translation>После двух пасов играть может только третий игрок: {expected}.</translation>
    </message>
    <message>
        <source>The declarer cannot be among those who pressed ({player}).</source>
        <translation>Разыгрывающий не может быть среди тех, кто его торопил ({player}).</translation>
    </message>
    <message>
        <source>The deal before was not a raspasy.</source>
        <translation>Предыдущая сдача — не распасы.</translation>
    </message>
    <message>
        <source>{contract} was made without overtricks: nothing was undercalled.</source>
        <translation>Игра {contract} сыграна без лишних взяток: недозаказа не было.</translation>
    </message>
    <message>
        <source>Raspasy in a row: {streak}; this rule needs at least {minimum}.</source>
        <translation>Распасов подряд: {streak}, а по этому правилу нужно не меньше {minimum}.</translation>
    </message>
    <message>
        <source>This rule is about an ordered game, not raspasy.</source>
        <translation>Это правило о заказанной игре, а не о распасах.</translation>
    </message>
    <message>
        <source>This rule is about raspasy, not an ordered game.</source>
        <translation>Это правило о распасах, а не о заказанной игре.</translation>
    </message>
    <message>
        <source>This Pulka does not know the rule {rule}: update Pulka.</source>
        <translation>Эта версия «Пульки» не знает правила {rule}: обновите программу.</translation>
    </message>
    <message>
        <source>The incident has an answer its rule does not ask ({fact}).</source>
        <translation>В записи о нарушении есть ответ, о котором правило не спрашивает ({fact}).</translation>
    </message>
    <message>
        <source>The rule refuses these facts ({code}).</source>
        <translation>Правило не принимает эти обстоятельства ({code}).</translation>
    </message>
    <message>
        <source>Wrong number of cards noticed before the bidding</source>
        <translation>Неверное число карт замечено до торговли</translation>
    </message>
    <message>
        <source>A player who notices before the bidding that he has a wrong number of cards must say so at once; the cards are redealt without penalty.</source>
        <translation>Игрок, заметивший до начала торговли, что у него неверное число карт, должен сразу сказать об этом; карты пересдаются без штрафа.</translation>
    </message>
    <message>
        <source>Who holds the wrong number of cards?</source>
        <translation>У кого неверное число карт?</translation>
    </message>
    <message>
        <source>Wrong number of cards noticed after the talon bidding started</source>
        <translation>Неверное число карт замечено после начала торговли за прикуп</translation>
    </message>
    <message>
        <source>The holder noticed a wrong count after the bidding for the talon started: he must stop the auction and writes two undertricks at the level where the bidding stopped; redeal.</source>
        <translation>Игрок заметил неверное число карт после начала торговли за прикуп: он должен остановить торговлю и пишет «без двух» на уровне, где торговля остановилась; пересдача.</translation>
    </message>
    <message>
        <source>Level at which the bidding was stopped</source>
        <translation>Уровень, на котором остановилась торговля</translation>
    </message>
    <message>
        <source>Wrong number of cards noticed by a player who passed</source>
        <translation>Неверное число карт заметил спасовавший игрок</translation>
    </message>
    <message>
        <source>Noticed by a player who already passed, before the talon bidding started: he must stop the deal and writes one trick at the raspasy level; redeal.</source>
        <translation>Заметил игрок, который уже спасовал, до начала торговли за прикуп: он должен остановить сдачу и пишет одну взятку по уровню распасов; пересдача.</translation>
    </message>
    <message>
        <source>Two players bid without ten cards each</source>
        <translation>Двое торговались, не имея по десять карт</translation>
    </message>
    <message>
        <source>Two players have bid and it turns out they do not hold ten cards each: the player with ten cards may demand a redeal, or that the over-full hand be cut back to ten by drawing the extra cards blind. The penalty text is cut off: an agreed amount.</source>
        <translation>Двое игроков торговались, и оказалось, что у них не по десять карт: игрок с десятью картами может потребовать пересдачи или чтобы лишние карты из переполненной руки вытянули вслепую. Текст штрафа обрезан: сумма по договорённости.</translation>
    </message>
    <message>
        <source>Who holds the over-full hand?</source>
        <translation>У кого лишние карты?</translation>
    </message>
    <message>
        <source>What did the player with ten cards choose?</source>
        <translation>Что выбрал игрок с десятью картами?</translation>
    </message>
    <message>
        <source>Agreed penalty (mountain)</source>
        <translation>Штраф по договорённости (в гору)</translation>
    </message>
    <message>
        <source>A card exposed during the deal through the dealer&apos;s fault</source>
        <translation>Карта открылась при сдаче по вине сдающего</translation>
    </message>
    <message>
        <source>A card exposed during the deal through the dealer&apos;s fault, directly or indirectly: the same dealer redeals, no penalty.</source>
        <translation>Карта открылась при сдаче по вине сдающего, прямой или косвенной: тот же сдающий пересдаёт, без штрафа.</translation>
    </message>
    <message>
        <source>Who dealt this deal?</source>
        <translation>Кто сдавал эту сдачу?</translation>
    </message>
    <message>
        <source>Raspasy level of the penalty, from the game (2, 4 or 6: the first, second or third raspasy in a row; not the price of a trick on raspasy)</source>
        <translation>Уровень распасов для штрафа, из игры: 2, 4 или 6 — первые, вторые или третьи распасы подряд (это не цена взятки на распасах)</translation>
    </message>
    <message>
        <source>Misdeal noticed before the bidding</source>
        <translation>Неправильная сдача замечена до торговли</translation>
    </message>
    <message>
        <source>A misdeal (wrong number of cards, wrong order or batch size) noticed before the bidding: redeal, no penalty.</source>
        <translation>Неправильная сдача (неверное число карт, порядок или размер порций) замечена до торговли: пересдача без штрафа.</translation>
    </message>
    <message>
        <source>Dealt out of turn</source>
        <translation>Сдача не в очередь</translation>
    </message>
    <message>
        <source>Dealt out of turn: noticed before the deal is complete, the right dealer redeals; once the deal is complete and cards were picked up, the deal stands and the next deal goes to the player on the left of the one who actually dealt.</source>
        <translation>Сдача не в очередь: если это замечено до конца сдачи, пересдаёт тот, чья очередь; если сдача закончена и карты взяты, сдача остаётся в силе, а следующим сдаёт игрок слева от фактически сдававшего.</translation>
    </message>
    <message>
        <source>Who actually dealt?</source>
        <translation>Кто фактически сдавал?</translation>
    </message>
    <message>
        <source>Was the deal complete and had someone picked up his cards?</source>
        <translation>Сдача была закончена и кто-то взял свои карты?</translation>
    </message>
    <message>
        <source>Other redeal cases</source>
        <translation>Другие случаи пересдачи</translation>
    </message>
    <message>
        <source>A card face up in the deck during the deal or the cut, a short deck, or a deal without a cut or out of turn noticed before the end of the deal with nobody having looked: redeal, no penalty.</source>
        <translation>Открытая карта в колоде при сдаче или съёме, неполная колода, сдача без съёма или не в очередь, замеченная до конца сдачи, пока никто не смотрел карты: пересдача без штрафа.</translation>
    </message>
    <message>
        <source>What happened?</source>
        <translation>Что случилось?</translation>
    </message>
    <message>
        <source>An incident no published rule covers (a revoke, a lead out of turn, an exposed card, a call out of turn, a recording error, an outsider&apos;s advice…): the players agree on points written into a player&apos;s pool or mountain, or as whists on another player, with a free-text reason.</source>
        <translation>Случай, которого не описывает ни одно опубликованное правило (ренонс, ход не в очередь, открытая карта, заявка не в очередь, ошибка записи, подсказка со стороны…): игроки договариваются об очках в пулю или гору игрока либо о вистах на другого игрока, с пояснением в свободной форме.</translation>
    </message>
    <message>
        <source>Who writes the points?</source>
        <translation>Кто пишет очки?</translation>
    </message>
    <message>
        <source>Where?</source>
        <translation>Куда?</translation>
    </message>
    <message>
        <source>How many points (whists)?</source>
        <translation>Сколько очков (вистов)?</translation>
    </message>
    <message>
        <source>On whom are the whists written?</source>
        <translation>На кого пишутся висты?</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Dealer fined after a third consecutive raspasy (house rule)</source>
        <translation>Штраф сдающему после третьих распасов подряд (домашнее правило)</translation>
    </message>
    <message>
        <source>Agreed fine</source>
        <translation>Штраф по договорённости</translation>
    </message>
    <message>
        <source>Under-ordering scored as a failed game (house rule)</source>
        <translation>Недозаказ засчитывается как недобор (домашнее правило)</translation>
    </message>
    <message>
        <source>The contract as played</source>
        <translation>Сыгранная игра</translation>
    </message>
    <message>
        <source>Re-ordering a contract for a fee (house rule)</source>
        <translation>Перезаказ за плату (домашнее правило)</translation>
    </message>
    <message>
        <source>With three or more trumps the declarer plays what he ordered; friendly games sometimes allow re-ordering for an agreed fee into the mountain.</source>
        <translation>Имея три козыря и больше, разыгрывающий играет то, что заказал; в дружеских играх иногда разрешают перезаказ за оговорённую плату в гору.</translation>
    </message>
    <message>
        <source>Who is the declarer?</source>
        <translation>Кто разыгрывающий?</translation>
    </message>
    <message>
        <source>Some companies fine the dealer &apos;for unskilful dealing&apos; after a third consecutive raspasy: up to 10 into his mountain. Runs against the spirit of the Code&apos;s 3.4.10.</source>
        <translation>В некоторых компаниях сдающего штрафуют «за неумелую сдачу» после третьих распасов подряд: до 10 в гору. Противоречит духу Кодекса 3.4.10.</translation>
    </message>
    <message>
        <source>Some tables score a game where the declarer took more tricks than he ordered as if the ordered game had failed (by one). Contradicts the Code&apos;s 3.4.13, which the default follows.</source>
        <translation>За некоторыми столами игру, в которой разыгрывающий взял больше заказанного, записывают как недобор (без одной). Противоречит Кодексу 3.4.13, которому «Пулька» следует по умолчанию.</translation>
    </message>
    <message>
        <source>Agreed fee</source>
        <translation>Плата по договорённости</translation>
    </message>
    <message>
        <source>Bombs and blind play multipliers</source>
        <translation>Множители бомб и игры втёмную</translation>
    </message>
    <message>
        <source>Bombs and blind play multiply game values; no source says whether penalties are multiplied. Pulka does not multiply penalties.</source>
        <translation>Бомбы и игра втёмную умножают стоимость игр; ни один источник не говорит, умножаются ли штрафы. «Пулька» штрафы не умножает.</translation>
    </message>
    <message>
        <source>Wrong discard of one card or three or more (house rule)</source>
        <translation>Неправильный снос: одна карта или три и больше (домашнее правило)</translation>
    </message>
    <message>
        <source>A wrong discard is fined one undertrick of the announced game; the game is played out and whists are written for the tricks actually taken. Conflicts with the Code&apos;s 3.4.6, which the default follows.</source>
        <translation>Неправильный снос штрафуется одной взяткой недобора объявленной игры; игра доигрывается, висты пишутся за фактически взятые взятки. Расходится с Кодексом 3.4.6, которому «Пулька» следует по умолчанию.</translation>
    </message>
    <message>
        <source>A dealer who misdeals twice writes one undertrick of a six into his mountain; redeal. Conflicts with the Code&apos;s 3.2.13 (no penalty).</source>
        <translation>Сдающий, дважды ошибившийся при сдаче, пишет в гору одну взятку недобора шестерной игры; пересдача. Расходится с Кодексом 3.2.13 (без штрафа).</translation>
    </message>
    <message>
        <source>Level of the announced game</source>
        <translation>Уровень объявленной игры</translation>
    </message>
    <message>
        <source>The same dealer misdeals twice (house rule)</source>
        <translation>Один и тот же сдающий дважды ошибся при сдаче (домашнее правило)</translation>
    </message>
    <message>
        <source>The talon cannot be returned; bids cannot be changed</source>
        <translation>Прикуп не возвращается, заявки не меняются</translation>
    </message>
    <message>
        <source>Returning the talon and changing a bid during the bidding are not allowed.</source>
        <translation>Возвращать прикуп и менять заявку во время торговли нельзя.</translation>
    </message>
    <message>
        <source>What was attempted?</source>
        <translation>Что пытались сделать?</translation>
    </message>
    <message>
        <source>Contract ordered holding more or fewer than ten cards</source>
        <translation>Игра заказана при числе карт больше или меньше десяти</translation>
    </message>
    <message>
        <source>A player who ordered a contract holding more or fewer than ten cards (no discard, or three cards discarded) is penalised by a remiz of two on the announced game. If the defenders prove he would have gone down anyway with the right count (best discard, open optimal play), the two penalty tricks are added to those undertricks.</source>
        <translation>Игрок, заказавший игру с числом карт больше или меньше десяти (без сноса или с тремя снесёнными картами), наказывается ремизом «без двух» объявленной игры. Если вистующие докажут, что он не взял бы своё и при верном числе карт (лучший снос, оптимальный розыгрыш в открытую), две штрафные взятки прибавляются к этому недобору.</translation>
    </message>
    <message>
        <source>The contract (tricks if it was played)</source>
        <translation>Игра (взятки, если её играли)</translation>
    </message>
    <message>
        <source>Undertricks the defenders prove with the correct count</source>
        <translation>Недобор, который вистующие доказали при верном числе карт</translation>
    </message>
    <message>
        <source>Was the deal played out? (If whisted but stopped, give the tricks the defenders prove from the open cards.)</source>
        <translation>Сдача была разыграна? (Если вистовали, но не играли, укажите взятки, которые вистующие доказали по открытым картам.)</translation>
    </message>
    <message>
        <source>A correct order cannot be changed after a whist</source>
        <translation>Правильный заказ нельзя изменить после виста</translation>
    </message>
    <message>
        <source>A contract ordered by the rules cannot be changed once at least one opponent has whisted, even when the declarer holds fewer than three cards of the trump suit.</source>
        <translation>Игру, заказанную по правилам, нельзя изменить, если хотя бы один противник сказал «вист», даже когда у разыгрывающего меньше трёх козырей.</translation>
    </message>
    <message>
        <source>Has at least one opponent whisted?</source>
        <translation>Хотя бы один противник вистовал?</translation>
    </message>
    <message>
        <source>Fewer than three trumps?</source>
        <translation>Меньше трёх козырей?</translation>
    </message>
    <message>
        <source>Misspoken order</source>
        <translation>Оговорка при заказе</translation>
    </message>
    <message>
        <source>A declarer who misspoke his order may correct it only without a pause. After a pause, if nobody whisted yet, he may correct only by ordering one level higher; after a whist the contract as spoken is played; an evident intent to correct (exclamations before the whist) allows the correction. Example: 6♠ corrected at once to 6♥.</source>
        <translation>Разыгрывающий, оговорившийся при заказе, может исправиться только без паузы. После паузы, пока никто не вистовал, исправить можно только заказом на уровень выше; после виста играется сказанное; очевидное намерение исправиться (возгласы до виста) допускает исправление. Пример: 6♠ сразу исправлено на 6♥.</translation>
    </message>
    <message>
        <source>The contract as spoken</source>
        <translation>Сказанная игра</translation>
    </message>
    <message>
        <source>The contract he meant</source>
        <translation>Задуманная игра</translation>
    </message>
    <message>
        <source>When did the correction come?</source>
        <translation>Когда последовало исправление?</translation>
    </message>
    <message>
        <source>Declarer looked at his discard after the first lead</source>
        <translation>Разыгрывающий посмотрел снос после первого хода</translation>
    </message>
    <message>
        <source>The discard cannot be changed after the order, nor looked at after the first lead. A declarer who looks is penalised one trick: exactly made becomes down one, one overtrick cancels out, of several overtricks one is removed, and a remiz grows by one.</source>
        <translation>Снос нельзя менять после заказа и смотреть после первого хода. Посмотревший разыгрывающий наказывается одной взяткой: ровно сыгранная игра становится «без одной», одна лишняя взятка сгорает, из нескольких лишних снимается одна, а ремиз увеличивается на одну.</translation>
    </message>
    <message>
        <source>Dealer fined when the talon is refused (house rule)</source>
        <translation>Штраф сдающему при отказе от прикупа (домашнее правило)</translation>
    </message>
    <message>
        <source>By agreement the dealer may be fined an agreed number of points into his mountain when the talon is refused. The Code discourages it for serious play; off by default (option &apos;dealer_fine_on_talon_refusal&apos; is the amount).</source>
        <translation>По договорённости сдающего можно штрафовать оговорённым числом очков в гору, когда от прикупа отказываются. Кодекс не рекомендует этого в серьёзной игре; по умолчанию выключено (сумму задаёт правило «Штраф сдающему, если прикуп не взяли»).</translation>
    </message>
    <message>
        <source>An outsider&apos;s advice to change the trump suit, or to raise or lower the order, takes away the right to do either (see also the Code&apos;s 3.9.20, text not available).</source>
        <translation>Подсказка постороннего сменить козырь, повысить или понизить заказ лишает права сделать то или другое (см. также Кодекс 3.9.20, текст недоступен).</translation>
    </message>
    <message>
        <source>The notion of under-ordering (“недозаказ”, “перезаклад”) does not exist: taking more tricks than ordered is never punished (contrast house-undercall).</source>
        <translation>Понятия недозаказа («недозаказ», «перезаклад») не существует: взять больше заказанного никогда не наказуемо (ср. домашнее правило о недозаказе).</translation>
    </message>
    <message>
        <source>There is no contract called “preferans”</source>
        <translation>Игры «преферанс» не существует</translation>
    </message>
    <message>
        <source>There is no contract called “preferans”. (3.5.1–3.5.2 in the same seed only define games on tricks and the trump hierarchy.)</source>
        <translation>Игры под названием «преферанс» не существует. (3.5.1–3.5.2 в том же источнике лишь определяют игры на взятки и старшинство козырей.)</translation>
    </message>
    <message>
        <source>Consolation for tricks in the talon (house rule)</source>
        <translation>Утешение за взятки в прикупе (домашнее правило)</translation>
    </message>
    <message>
        <source>By agreement the dealer writes consolation on the declarer for tricks given to him in the talon, as for tricks of the ordered game: an ace one trick, ace and king of a suit two, two aces three, a marriage one. Discouraged for serious play; off by default (option &apos;talon_whists&apos;).</source>
        <translation>По договорённости сдающий пишет на разыгрывающего висты за взятки, пришедшие ему в прикупе, как за взятки заказанной игры: туз — одна взятка, туз с королём одной масти — две, два туза — три, марьяж — одна. Не рекомендуется в серьёзной игре; по умолчанию выключено (включается правилом «Висты за прикуп»).</translation>
    </message>
    <message>
        <source>Level of the ordered game</source>
        <translation>Уровень заказанной игры</translation>
    </message>
    <message>
        <source>What was in the talon?</source>
        <translation>Что было в прикупе?</translation>
    </message>
    <message>
        <source>Outsider&apos;s advice to change the trump or the level</source>
        <translation>Подсказка со стороны сменить козырь или уровень</translation>
    </message>
    <message>
        <source>There is no under-ordering penalty</source>
        <translation>Штрафа за недозаказ нет</translation>
    </message>
    <message>
        <source>The dealer guards the talon</source>
        <translation>Сдающий отвечает за прикуп</translation>
    </message>
    <message>
        <source>The dealer is responsible for the talon: when he provoked a talon violation he receives the same penalty as the violator. Every other PRIKUP item has a &apos;dealer provoked&apos; answer that adds this entry; this item writes it on its own when recorded separately.</source>
        <translation>Сдающий отвечает за прикуп: если он спровоцировал нарушение с прикупом, он получает тот же штраф, что и нарушитель. В остальных пунктах раздела ПРИКУП есть вопрос «сдающий спровоцировал», который добавляет эту запись; этот пункт записывает её отдельно.</translation>
    </message>
    <message>
        <source>The violator&apos;s penalty</source>
        <translation>Штраф нарушителя</translation>
    </message>
    <message>
        <source>Dealer looked at the talon during the bidding</source>
        <translation>Сдающий посмотрел прикуп во время торговли</translation>
    </message>
    <message>
        <source>The dealer looked at the talon while the bidding for it was in progress. He writes the current bid level&apos;s cost into his mountain; play continues normally.</source>
        <translation>Сдающий посмотрел прикуп, пока шла торговля за него. Он пишет в гору стоимость текущего уровня торговли; игра продолжается как обычно.</translation>
    </message>
    <message>
        <source>Current bid level</source>
        <translation>Текущий уровень торговли</translation>
    </message>
    <message>
        <source>Dealer looked at the talon before the bidding</source>
        <translation>Сдающий посмотрел прикуп до торговли</translation>
    </message>
    <message>
        <source>The dealer looked at the talon before the bidding for it started. He writes the current raspasy level into his mountain.</source>
        <translation>Сдающий посмотрел прикуп до начала торговли за него. Он пишет в гору текущий уровень распасов.</translation>
    </message>
    <message>
        <source>A bidder looked at the talon before the bidding ended</source>
        <translation>Участник торговли посмотрел прикуп до её окончания</translation>
    </message>
    <message>
        <source>A player taking part in the bidding looked at the talon before it ended. He writes the current bid level&apos;s cost into his mountain (the raspasy level if nothing was bid yet) and may not bid any more.</source>
        <translation>Участник торговли посмотрел прикуп до её окончания. Он пишет в гору стоимость текущего уровня торговли (уровень распасов, если заявок ещё не было) и больше не торгуется.</translation>
    </message>
    <message>
        <source>Who committed the violation?</source>
        <translation>Кто нарушил?</translation>
    </message>
    <message>
        <source>Had the bidding for the talon started?</source>
        <translation>Торговля за прикуп уже началась?</translation>
    </message>
    <message>
        <source>Did the dealer provoke it (PRIKUP-0: he then gets the same penalty)?</source>
        <translation>Сдающий спровоцировал нарушение? (Тогда он получает тот же штраф.)</translation>
    </message>
    <message>
        <source>A bidder exposed the talon; the other bidder&apos;s bid was the last</source>
        <translation>Участник торговли открыл прикуп; последней была заявка другого</translation>
    </message>
    <message>
        <source>A bidder exposed the talon before the bidding ended while the other bidder held the highest bid: the talon goes to the other bidder at his last bid. The text states no fine (option: also fine as PRIKUP-2).</source>
        <translation>Участник торговли открыл прикуп до её окончания, когда старшая заявка была у другого: прикуп получает другой участник по своей последней заявке. Штраф в тексте не указан (по выбору в правилах — ещё и штраф как за подсмотр прикупа).</translation>
    </message>
    <message>
        <source>Who made the last bid?</source>
        <translation>Чья заявка была последней?</translation>
    </message>
    <message>
        <source>Current bid level (for the optional fine)</source>
        <translation>Текущий уровень торговли (для необязательного штрафа)</translation>
    </message>
    <message>
        <source>A bidder exposed the talon; the second bidder takes it</source>
        <translation>Участник торговли открыл прикуп; его берёт второй участник</translation>
    </message>
    <message>
        <source>A bidder exposed the talon while the second bidder had not finished bidding; the second bidder takes the talon at the senior bid and orders a game. The violator writes half an undertrick of the last bid into his mountain; the compensation for a made game and the defenders&apos; whists are written on him.</source>
        <translation>Участник торговли открыл прикуп, когда второй ещё не закончил торговаться; второй берёт прикуп по старшей заявке и заказывает игру. Нарушитель пишет в гору половину подсада последней заявки; компенсация за сыгранную игру и висты вистующих пишутся на него.</translation>
    </message>
    <message>
        <source>Level of the last bid</source>
        <translation>Уровень последней заявки</translation>
    </message>
    <message>
        <source>The contract as played (pulka-game deal)</source>
        <translation>Сыгранная игра</translation>
    </message>
    <message>
        <source>A bidder exposed the talon; it is given to him</source>
        <translation>Участник торговли открыл прикуп; прикуп отдают ему</translation>
    </message>
    <message>
        <source>As PRIKUP-3.2.1, but the second bidder gives the talon to the violator, who plays. The deal is scored normally and the violator writes half an undertrick of the last bid into his mountain.</source>
        <translation>Как в случае, когда прикуп берёт второй участник торговли, но второй участник отдаёт прикуп нарушителю, и тот играет. Сдача записывается как обычно, а нарушитель пишет в гору половину подсада последней заявки.</translation>
    </message>
    <message>
        <source>An impossible bid together with exposing the talon</source>
        <translation>Невозможная заявка с открытием прикупа</translation>
    </message>
    <message>
        <source>A player made an impossible bid (e.g. repeating the previous bid) and exposed the talon: the previous, legal bidder takes the talon. No fine is stated (option: also fine as PRIKUP-2).</source>
        <translation>Игрок сделал невозможную заявку (например, повторил предыдущую) и открыл прикуп: прикуп берёт сделавший предыдущую законную заявку. Штраф не указан (по выбору в правилах — ещё и штраф как за подсмотр прикупа).</translation>
    </message>
    <message>
        <source>Who made the previous legal bid?</source>
        <translation>Кто сделал предыдущую законную заявку?</translation>
    </message>
    <message>
        <source>Talon exposed while two or three players were still bidding</source>
        <translation>Прикуп открыт, когда торговались двое или трое</translation>
    </message>
    <message>
        <source>The talon was exposed while two or three players had not finished bidding. The violator writes one undertrick of the last bid (of the minimum bid if nobody bid); hands are not shown, bidding continues with the talon open, whisting as usual. A made contract&apos;s compensation is written on the violator as whists; a failed one is scored normally; the raspasy streak ends.</source>
        <translation>Прикуп открыт, когда двое или трое ещё не закончили торговаться. Нарушитель пишет одну взятку недобора последней заявки (минимальной, если заявок не было); карты не раскрываются, торговля продолжается при открытом прикупе, вистуют как обычно. Компенсация за сыгранную игру пишется на нарушителя вистами; несыгранная записывается как обычно; серия распасов прерывается.</translation>
    </message>
    <message>
        <source>The deal as played (pulka-game deal or raspasy)</source>
        <translation>Сыгранная сдача (игра или распасы)</translation>
    </message>
    <message>
        <source>Talon exposed after two passes, before the third call</source>
        <translation>Прикуп открыт после двух пасов, до слова третьего</translation>
    </message>
    <message>
        <source>After two passes someone other than the third player exposed the talon. He writes three tricks at the raspasy level (two for one card); the third player calls seeing the card(s); the deal is scored normally and a made contract&apos;s compensation (10 … 50 whists) is written on the violator.</source>
        <translation>После двух пасов прикуп открыл не третий игрок. Нарушитель пишет три взятки по уровню распасов (две за одну карту); третий игрок говорит, видя карту (карты); сдача записывается как обычно, а компенсация за сыгранную игру (10 … 50 вистов) пишется на нарушителя.</translation>
    </message>
    <message>
        <source>How many talon cards were exposed?</source>
        <translation>Сколько карт прикупа открыто?</translation>
    </message>
    <message>
        <source>Third player silently turns one talon card</source>
        <translation>Третий игрок молча открыл одну карту прикупа</translation>
    </message>
    <message>
        <source>After two passes the third player silently turned one talon card: he is deemed to have passed, raspasy is played, and he writes one trick at the raspasy level.</source>
        <translation>После двух пасов третий игрок молча открыл одну карту прикупа: он считается спасовавшим, играются распасы, и он пишет одну взятку по уровню распасов.</translation>
    </message>
    <message>
        <source>The third player to call (after two passes)</source>
        <translation>Третий по очереди игрок (после двух пасов)</translation>
    </message>
    <message>
        <source>Third player silently turns both talon cards</source>
        <translation>Третий игрок молча открыл обе карты прикупа</translation>
    </message>
    <message>
        <source>After two passes the third player silently turned both talon cards: he is deemed to have made the minimum bid and must order at least the minimum contract; he writes one trick at the raspasy level.</source>
        <translation>После двух пасов третий игрок молча открыл обе карты прикупа: он считается объявившим минимальную игру и должен заказать не ниже минимальной; он пишет одну взятку по уровню распасов.</translation>
    </message>
    <message>
        <source>A player took the talon into his hand</source>
        <translation>Игрок взял прикуп себе в руку</translation>
    </message>
    <message>
        <source>A player accidentally took the talon during or after the deal. He writes two tricks at the level current when the missing talon is noticed (raspasy level before the bidding, bid level during it: 4, 8, 12, 16 or 20). The twelve cards are shuffled and the dealer draws two blind as the new talon; if he took the cards from the table he must pass.</source>
        <translation>Игрок случайно взял прикуп при сдаче или после неё. Он пишет две взятки по уровню, действующему, когда пропажу прикупа заметили (уровень распасов до торговли, уровень торговли во время неё: 4, 8, 12, 16 или 20). Двенадцать карт тасуются, сдающий вслепую вынимает две в новый прикуп; если игрок взял карты со стола, он обязан пасовать.</translation>
    </message>
    <message>
        <source>Did he pick the twelve cards up from the table?</source>
        <translation>Он взял двенадцать карт со стола?</translation>
    </message>
    <message>
        <source>Talon taken by accident: redeal by agreement</source>
        <translation>Прикуп взят случайно: пересдача по согласию</translation>
    </message>
    <message>
        <source>Instead of the remedy of PRIKUP-7, the two players holding ten cards may agree to a redeal before the talon bidding starts; the violator is then not fined.</source>
        <translation>Вместо штрафа за прикуп, взятый в руки, двое игроков с десятью картами могут до начала торговли договориться о пересдаче; тогда нарушитель не штрафуется.</translation>
    </message>
    <message>
        <source>Do both players with ten cards agree to a redeal?</source>
        <translation>Оба игрока с десятью картами согласны на пересдачу?</translation>
    </message>
    <message>
        <source>Someone other than the bidding&apos;s winner opened the talon</source>
        <translation>Прикуп открыл не выигравший торговлю</translation>
    </message>
    <message>
        <source>After the bidding the talon is opened by its winner. Another player who opened it writes 2 into his mountain (first offence in this pool).</source>
        <translation>После торговли прикуп открывает выигравший её. Другой игрок, открывший прикуп, пишет 2 в гору (первый раз в этой пуле).</translation>
    </message>
    <message>
        <source>Who won the bidding?</source>
        <translation>Кто выиграл торговлю?</translation>
    </message>
    <message>
        <source>How many times this player already did it in this pool</source>
        <translation>Сколько раз этот игрок уже делал это в этой пуле</translation>
    </message>
    <message>
        <source>Opening the winner&apos;s talon again in the same pool</source>
        <translation>Повторное открытие чужого прикупа в той же пуле</translation>
    </message>
    <message>
        <source>The same player opened the winner&apos;s talon again in this pool: he writes half the loss of the contract at the level reached when the bidding ended.</source>
        <translation>Тот же игрок снова открыл чужой прикуп в этой пуле: он пишет половину проигрыша игры на уровне, достигнутом к концу торговли.</translation>
    </message>
    <message>
        <source>Level reached when the bidding ended</source>
        <translation>Уровень, достигнутый к концу торговли</translation>
    </message>
    <message>
        <source>Talon opened by another player after a misère was ordered (dealer may share)</source>
        <translation>Прикуп открыл другой игрок после заказа мизера (сдающий может разделить)</translation>
    </message>
    <message>
        <source>House rule of four-handed games where the dealer may be invited to share a misère: the violator and the declarer write the misère&apos;s loss in equal halves. Needs the option &apos;penalty_dealer_share_misere&apos;.</source>
        <translation>Домашнее правило игры вчетвером, где сдающего можно пригласить разделить мизер: нарушитель и разыгрывающий пишут проигрыш мизера пополам. Включается правилом «Сдающий делит мизер».</translation>
    </message>
    <message>
        <source>The misère as played (pulka-game deal)</source>
        <translation>Сыгранный мизер</translation>
    </message>
    <message>
        <source>A player peeked at the talon; a contract is ordered</source>
        <translation>Игрок подсмотрел прикуп; заказана игра</translation>
    </message>
    <message>
        <source>A player holding cards looked at one or two talon cards. He loses the right to bid (compulsory pass) and writes one or two tricks at the raspasy level.</source>
        <translation>Игрок с картами на руках посмотрел одну или две карты прикупа. Он теряет право торговаться (обязательный пас) и пишет одну или две взятки по уровню распасов.</translation>
    </message>
    <message>
        <source>How many talon cards did he see?</source>
        <translation>Сколько карт прикупа он видел?</translation>
    </message>
    <message>
        <source>Current bid level (option &apos;bid&apos; of A11)</source>
        <translation>Текущий уровень торговли (нужен, если правила считают штраф за подсмотр по заявленной игре)</translation>
    </message>
    <message>
        <source>A player peeked at the talon on raspasy: both or the bottom card</source>
        <translation>Игрок подсмотрел прикуп на распасах: обе или нижнюю карту</translation>
    </message>
    <message>
        <source>On raspasy a player looked at both talon cards, or at the bottom one: he must pass and writes three tricks at the raspasy level.</source>
        <translation>На распасах игрок посмотрел обе карты прикупа или нижнюю: он обязан пасовать и пишет три взятки по уровню распасов.</translation>
    </message>
    <message>
        <source>Which talon cards did he see?</source>
        <translation>Какие карты прикупа он видел?</translation>
    </message>
    <message>
        <source>A player peeked at the top talon card on raspasy</source>
        <translation>Игрок подсмотрел верхнюю карту прикупа на распасах</translation>
    </message>
    <message>
        <source>On raspasy a player looked at the first (top) talon card only: he must pass and writes one trick at the raspasy level.</source>
        <translation>На распасах игрок посмотрел только первую (верхнюю) карту прикупа: он обязан пасовать и пишет одну взятку по уровню распасов.</translation>
    </message>
    <message>
        <source>A wrongly won or incomplete trick</source>
        <translation>Неправильно взятая или неполная взятка</translation>
    </message>
    <message>
        <source>A wrongly won trick cannot be corrected once a player of each side has played to the next trick. Before that, a player who failed to play must complete the trick with a card he could legally play. Record the tricks as finally agreed.</source>
        <translation>Неправильно взятую взятку нельзя исправить, если игрок каждой стороны уже сделал ход в следующую взятку. До этого игрок, не положивший карту, должен дополнить взятку картой, которую мог законно сыграть. Запишите взятки так, как окончательно договорились.</translation>
    </message>
    <message>
        <source>Has each side already played to the next trick?</source>
        <translation>Каждая сторона уже сделала ход в следующую взятку?</translation>
    </message>
    <message>
        <source>Several cards played to one trick</source>
        <translation>В одну взятку положено несколько карт</translation>
    </message>
    <message>
        <source>A player who played several cards to one trick takes no part in the remaining tricks; if he wins a trick with his last card, the lead passes to the player on his right. Record the resulting trick counts.</source>
        <translation>Игрок, положивший в одну взятку несколько карт, не участвует в оставшихся взятках; если он берёт взятку последней картой, ход переходит к игроку справа от него. Запишите получившиеся взятки.</translation>
    </message>
    <message>
        <source>Who played several cards?</source>
        <translation>Кто положил несколько карт?</translation>
    </message>
    <message>
        <source>Declarer&apos;s claim or concession</source>
        <translation>Заявление разыгрывающего о взятках</translation>
    </message>
    <message>
        <source>A declarer who claims or concedes tricks must table his cards and state his line at once. If a defender objects, play continues and must bear the claim out; without a stated line he may not take a finesse-like gamble on where a card lies. Record the tricks as decided.</source>
        <translation>Разыгрывающий, заявляющий или отдающий взятки, должен сразу открыть карты и объяснить план розыгрыша. Если вистующий возражает, розыгрыш продолжается и должен подтвердить заявление; без объявленного плана нельзя рассчитывать на удачное расположение карт, как при прорезке. Запишите взятки по решению.</translation>
    </message>
    <message>
        <source>Did a defender object?</source>
        <translation>Вистующий возразил?</translation>
    </message>
    <message>
        <source>A defender&apos;s claim or concession</source>
        <translation>Заявление вистующего о взятках</translation>
    </message>
    <message>
        <source>A defender may show his cards to the declarer only, never to his partner; cards shown to the partner may be treated by the declarer as penalty cards. After play ends, showing them is allowed.</source>
        <translation>Вистующий может показать карты только разыгрывающему, но не партнёру; карты, показанные партнёру, разыгрывающий может считать штрафными. После окончания розыгрыша показывать можно.</translation>
    </message>
    <message>
        <source>Were cards shown to the partner?</source>
        <translation>Карты показаны партнёру?</translation>
    </message>
    <message>
        <source>Had play ended?</source>
        <translation>Розыгрыш уже закончился?</translation>
    </message>
    <message>
        <source>A proven scoring error</source>
        <translation>Доказанная ошибка записи</translation>
    </message>
    <message>
        <source>A proven scoring error may be corrected until the pool is settled, with the majority&apos;s consent (bridge&apos;s part-score and game exceptions do not apply). In Pulka a correction is an edit or undo of the recorded event.</source>
        <translation>Доказанную ошибку записи можно исправить до расчёта пули с согласия большинства (бриджевые исключения для частичной записи и гейма не применяются). В «Пульке» исправление — это правка или отмена записанного события.</translation>
    </message>
    <message>
        <source>Has the pool already been settled?</source>
        <translation>Пуля уже рассчитана?</translation>
    </message>
    <message>
        <source>Does the majority agree?</source>
        <translation>Большинство согласно?</translation>
    </message>
    <message>
        <source>A defective deck discovered after the cards were mixed</source>
        <translation>Дефект колоды обнаружен после того, как карты смешали</translation>
    </message>
    <message>
        <source>Discovering a defect in the deck after the cards were mixed does not affect the scores made with that deck.</source>
        <translation>Дефект колоды, обнаруженный после того, как карты смешали, не влияет на результаты, полученные этой колодой.</translation>
    </message>
    <message>
        <source>Contract ordered below the bidding level, found during play</source>
        <translation>Игра заказана ниже уровня торговли, замечено при розыгрыше</translation>
    </message>
    <message>
        <source>A contract lower than the level reached in the bidding was ordered and the error was found after play began (everyone called and the first trick was played). The declarer writes three undertricks at the level reached; the contract is played out; if made it is not written to the pool; whists and mountain are written.</source>
        <translation>Заказана игра ниже уровня, достигнутого в торговле, и ошибку заметили после начала розыгрыша (все сказали своё слово и сыграна первая взятка). Разыгрывающий пишет «без трёх» на достигнутом уровне; игра доигрывается; сыгранная в пулю не пишется; висты и гора пишутся.</translation>
    </message>
    <message>
        <source>Level reached in the bidding</source>
        <translation>Уровень, достигнутый в торговле</translation>
    </message>
    <message>
        <source>Contract below the bidding level, found after the cards were mixed</source>
        <translation>Игра ниже уровня торговли, замечено после того, как карты смешали</translation>
    </message>
    <message>
        <source>The illegal contract was discovered only after the cards were mixed: the result of the real play is recorded (as an ordinary deal).</source>
        <translation>Незаконный заказ обнаружили только после того, как карты смешали: записывается фактический результат (как обычная сдача).</translation>
    </message>
    <message>
        <source>Mistaken order corrected before the next call</source>
        <translation>Ошибочный заказ исправлен до слова следующего игрока</translation>
    </message>
    <message>
        <source>A mistaken order may be changed or withdrawn freely before the next player&apos;s call.</source>
        <translation>Ошибочный заказ можно свободно изменить или отозвать до слова следующего игрока.</translation>
    </message>
    <message>
        <source>Change requested after the contract was whisted</source>
        <translation>Изменение заказа после виста</translation>
    </message>
    <message>
        <source>Once a defender has said “whist” or “pass” the order cannot be changed.</source>
        <translation>Если вистующий уже сказал «вист» или «пас», заказ изменить нельзя.</translation>
    </message>
    <message>
        <source>Has “whist” or “pass” already been said?</source>
        <translation>«Вист» или «пас» уже сказан?</translation>
    </message>
    <message>
        <source>Mistaken order changed before play to a much longer suit</source>
        <translation>Ошибочный заказ изменён до розыгрыша на гораздо более длинную масть</translation>
    </message>
    <message>
        <source>Before the cards are opened the declarer may change a mistaken order if he holds a suit at least two cards longer than the one named. The discard stays; he writes half an undertrick of the mistaken contract into his mountain.</source>
        <translation>До открытия карт разыгрывающий может изменить ошибочный заказ, если у него есть масть по крайней мере на две карты длиннее названной. Снос остаётся; он пишет в гору половину подсада ошибочной игры.</translation>
    </message>
    <message>
        <source>The mistaken contract</source>
        <translation>Ошибочно заказанная игра</translation>
    </message>
    <message>
        <source>Were the cards already opened?</source>
        <translation>Карты уже открыты?</translation>
    </message>
    <message>
        <source>How many cards longer is the new suit?</source>
        <translation>На сколько карт новая масть длиннее?</translation>
    </message>
    <message>
        <source>Mistaken order changed after play began, with consent</source>
        <translation>Ошибочный заказ изменён после начала розыгрыша с согласия всех</translation>
    </message>
    <message>
        <source>After play began a mistaken order may be changed only with every player&apos;s consent; the declarer writes half an undertrick of the mistaken contract into his mountain.</source>
        <translation>После начала розыгрыша ошибочный заказ можно изменить только с согласия всех игроков; разыгрывающий пишет в гору половину подсада ошибочной игры.</translation>
    </message>
    <message>
        <source>Do all players consent?</source>
        <translation>Все игроки согласны?</translation>
    </message>
    <message>
        <source>Misère ordered after bidding, cards already opened</source>
        <translation>Мизер заказан после торговли, карты уже открыты</translation>
    </message>
    <message>
        <source>A player who had already bid ordered a misère and the cards were opened. He writes four tricks at the level reached plus the tricks he takes on the misère (scored as on a failed misère); a successful misère is not written.</source>
        <translation>Игрок, уже торговавшийся, заказал мизер, и карты открыли. Он пишет четыре взятки на достигнутом уровне плюс взятые на мизере (как за несыгранный мизер); сыгранный мизер не записывается.</translation>
    </message>
    <message>
        <source>The misère as played</source>
        <translation>Сыгранный мизер</translation>
    </message>
    <message>
        <source>Misère ordered after bidding, cards not opened</source>
        <translation>Мизер заказан после торговли, карты не открыты</translation>
    </message>
    <message>
        <source>The cards were not opened: the player must make a legal order and writes 20 into his mountain.</source>
        <translation>Карты не открыты: игрок должен сделать законный заказ и пишет 20 в гору.</translation>
    </message>
    <message>
        <source>Another contract ordered after misère was announced</source>
        <translation>После объявления мизера заказана другая игра</translation>
    </message>
    <message>
        <source>Ordering another contract after announcing misère is an attempted deceit: the player writes two undertricks of the contract he named, and the misère is played with the same discard.</source>
        <translation>Заказ другой игры после объявления мизера — попытка обмана: игрок пишет «без двух» названной игры, а мизер играется с тем же сносом.</translation>
    </message>
    <message>
        <source>The contract he named</source>
        <translation>Названная им игра</translation>
    </message>
    <message>
        <source>A six ordered right after raspasy, found during play</source>
        <translation>Шестерная заказана сразу после распасов, замечено при розыгрыше</translation>
    </message>
    <message>
        <source>Where the club minimum after raspasy is seven, a six ordered right after raspasy found after play began is played out; if made it is not written to the pool; whists and mountain are written; the raspasy streak is kept. No mountain fine is stated.</source>
        <translation>Где после распасов минимальна семерная, шестерная, заказанная сразу после распасов и замеченная после начала розыгрыша, доигрывается; сыгранная в пулю не пишется; висты и гора пишутся; серия распасов сохраняется. Штраф в гору не указан.</translation>
    </message>
    <message>
        <source>The six as played</source>
        <translation>Сыгранная шестерная</translation>
    </message>
    <message>
        <source>A six ordered right after raspasy, found after the cards were mixed</source>
        <translation>Шестерная после распасов, замечено после того, как карты смешали</translation>
    </message>
    <message>
        <source>Found only after the cards were mixed: the real result stands and the raspasy streak is over.</source>
        <translation>Замечено только после того, как карты смешали: фактический результат остаётся, серия распасов окончена.</translation>
    </message>
    <message>
        <source>Declarer pressed into a dearer contract</source>
        <translation>Разыгрывающего вынудили заказать более дорогую игру</translation>
    </message>
    <message>
        <source>A declarer who ordered a legal contract was pressed into a dearer one: he writes compensation for the possible loss on the dearer contract (at least one undertrick&apos;s worth) as whists on the players who demanded the raise.</source>
        <translation>Разыгрывающего, заказавшего законную игру, вынудили заказать более дорогую: он пишет компенсацию возможного проигрыша на дорогой игре (не меньше одной взятки недобора) вистами на потребовавших повышения.</translation>
    </message>
    <message>
        <source>Who demanded the raise?</source>
        <translation>Кто потребовал повышения?</translation>
    </message>
    <message>
        <source>The dearer contract</source>
        <translation>Более дорогая игра</translation>
    </message>
    <message>
        <source>Agreed compensation in whists</source>
        <translation>Компенсация вистами по договорённости</translation>
    </message>
    <message>
        <source>Unresolvable dispute about the trump suit</source>
        <translation>Неразрешимый спор о козыре</translation>
    </message>
    <message>
        <source>When declarer and defenders dispute the trump suit and it cannot be confirmed, they agree either to draw lots for the suit (7.1) or to record the mean of the results with one and the other trump (7.2).</source>
        <translation>Если разыгрывающий и вистующие спорят о козыре и подтвердить его нельзя, они договариваются либо разыграть масть жребием (7.1), либо записать среднее результатов с одним и с другим козырем (7.2).</translation>
    </message>
    <message>
        <source>How was it settled?</source>
        <translation>Как решили?</translation>
    </message>
    <message>
        <source>The deal with the drawn (or first) trump</source>
        <translation>Сдача с козырем по жребию (или первым)</translation>
    </message>
    <message>
        <source>The deal with the other trump</source>
        <translation>Сдача с другим козырем</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <source>Pulka</source>
        <translation>Пулька</translation>
    </message>
    <message>
        <source>Table {number}</source>
        <translation>Стол {number}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Тур {number}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>Whists on the others</source>
        <translation>Висты на других</translation>
    </message>
    <message>
        <source>The table&apos;s sheet</source>
        <translation>Лист стола</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Deal {number}, {dealer} deals</source>
        <translation>Раздача {number}, сдаёт {dealer}</translation>
    </message>
    <message>
        <source>Deals played: {count}</source>
        <translation>Сыграно раздач: {count}</translation>
    </message>
    <message>
        <source>The pool is closed: the game is over. Entry has stopped; the organiser settles up.</source>
        <translation>Пуля закрыта: игра окончена. Запись остановлена; расчёт делает судья.</translation>
    </message>
    <message>
        <source>The game is finished. Entry has stopped.</source>
        <translation>Игра завершена. Запись остановлена.</translation>
    </message>
    <message>
        <source>This round is over. Entry has stopped; take the new round&apos;s card.</source>
        <translation>Этот тур окончен. Запись остановлена; возьмите карточку нового тура.</translation>
    </message>
    <message>
        <source>The round has not started yet.</source>
        <translation>Тур ещё не начался.</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Пропускают тур: {names}</translation>
    </message>
    <message>
        <source>No round has started yet.</source>
        <translation>Ни один тур ещё не начался.</translation>
    </message>
    <message>
        <source>Written by Pulka on {when}.</source>
        <translation>Записано «Пулькой» {when}.</translation>
    </message>
    <message>
        <source>Round sheet</source>
        <translation>Протокол тура</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Раздачи</translation>
    </message>
    <message>
        <source>{count}, over</source>
        <translation>{count}, пуля окончена</translation>
    </message>
    <message>
        <source>Enter a deal</source>
        <translation>Записать раздачу</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <source>7♠, 6NT, misère, raspasy</source>
        <translation>7п, 6бк, мизер, распасы</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>мизер</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Разыгрывающий</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Вистующие</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>whist</source>
        <translation>вист</translation>
    </message>
    <message>
        <source>half-whist</source>
        <translation>полвиста</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Tricks of {player}</source>
        <translation>Взятки: {player}</translation>
    </message>
    <message>
        <source>one trick fewer for {player}</source>
        <translation>{player}: на одну взятку меньше</translation>
    </message>
    <message>
        <source>one trick more for {player}</source>
        <translation>{player}: на одну взятку больше</translation>
    </message>
    <message>
        <source>deal {number} ({declarer} {contract})</source>
        <translation>раздачу {number} ({declarer} {contract})</translation>
    </message>
    <message>
        <source>deal {number} (raspasy)</source>
        <translation>раздачу {number} (распасы)</translation>
    </message>
    <message>
        <source>Nothing is written.</source>
        <translation>Ничего не записывается.</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>Write the deal</source>
        <translation>Записать</translation>
    </message>
    <message>
        <source>Deal {number} is written.</source>
        <translation>Раздача {number} записана.</translation>
    </message>
    <message>
        <source>Undo the last deal</source>
        <translation>Отменить последнюю запись</translation>
    </message>
    <message>
        <source>Undo {what}?</source>
        <translation>Отменить: {what}?</translation>
    </message>
    <message>
        <source>Undone: {what}.</source>
        <translation>Отменено: {what}.</translation>
    </message>
    <message>
        <source>Yes, undo</source>
        <translation>Да, отменить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Не отменять</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Отменять нечего.</translation>
    </message>
    <message>
        <source>Call the organiser</source>
        <translation>Позвать судью</translation>
    </message>
    <message>
        <source>The organiser has been called.</source>
        <translation>Судья вызван.</translation>
    </message>
    <message>
        <source>Someone else wrote first: the fresh sheet is shown. Check it, then enter the deal again.</source>
        <translation>Кто-то записал раньше: показан свежий лист. Проверьте его и введите раздачу заново.</translation>
    </message>
    <message>
        <source>This deal was already written.</source>
        <translation>Эта раздача уже записана.</translation>
    </message>
    <message>
        <source>the last entry</source>
        <translation>последнюю запись</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Связь есть</translation>
    </message>
    <message>
        <source>No connection to Pulka: reconnecting by itself. Nothing written is lost.</source>
        <translation>Нет связи с «Пулькой»: подключаюсь заново сам. Записанное не пропадёт.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Отправляю…</translation>
    </message>
    <message>
        <source>No answer: sending the same deal again (it is never written twice).</source>
        <translation>Нет ответа: отправляю ту же раздачу ещё раз (дважды она не запишется).</translation>
    </message>
    <message>
        <source>Switch the language</source>
        <translation>Сменить язык</translation>
    </message>
    <message>
        <source>This card is not valid (or no longer): ask the organiser for a new one.</source>
        <translation>Эта карточка недействительна (или уже недействительна): попросите у судьи новую.</translation>
    </message>
    <message>
        <source>Scan your table&apos;s card with the phone&apos;s camera.</source>
        <translation>Наведите камеру телефона на карточку вашего стола.</translation>
    </message>
    <message>
        <source>Too many wrong cards from this phone: wait a minute, then try again.</source>
        <translation>С этого телефона слишком много неверных карточек: подождите минуту и попробуйте снова.</translation>
    </message>
    <message>
        <source>The request could not be read; nothing was written.</source>
        <translation>Запрос не удалось прочитать; ничего не записано.</translation>
    </message>
    <message>
        <source>The request is too large; nothing was written.</source>
        <translation>Запрос слишком велик; ничего не записано.</translation>
    </message>
    <message>
        <source>There is no such page.</source>
        <translation>Такой страницы нет.</translation>
    </message>
    <message>
        <source>Pulka could not do it; nothing was written. ({detail})</source>
        <translation>«Пулька» не смогла это сделать; ничего не записано. ({detail})</translation>
    </message>
    <message>
        <source>Pulka cannot reach the games now; nothing was written. Try again in a moment.</source>
        <translation>«Пулька» сейчас не может достучаться до игр; ничего не записано. Попробуйте через минуту.</translation>
    </message>
    <message>
        <source>Type the contract or tap one.</source>
        <translation>Введите контракт или нажмите на него.</translation>
    </message>
    <message>
        <source>“{contract}” is not a contract.</source>
        <translation>«{contract}» — не контракт.</translation>
    </message>
    <message>
        <source>Tap the declarer.</source>
        <translation>Выберите разыгрывающего.</translation>
    </message>
    <message>
        <source>This is Pulka at the club. Scan your table&apos;s card to enter deals, or the room&apos;s card to watch the standings.</source>
        <translation>Это «Пулька» клуба. Наведите камеру на карточку стола, чтобы записывать раздачи, или на карточку зала, чтобы следить за таблицей.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Phones at the tables</source>
        <translation>Телефоны за столами</translation>
    </message>
    <message>
        <source>Players scan their table&apos;s card with a phone on the club&apos;s Wi-Fi and enter the deals there; the room&apos;s card opens the standings, live. Only this computer serves the pages: no internet, no accounts.</source>
        <translation>Игроки наводят телефон, подключённый к Wi-Fi клуба, на карточку своего стола и записывают раздачи прямо в нём; карточка зала открывает турнирную таблицу, которая обновляется сама. Страницы раздаёт только этот компьютер: без интернета и без учётных записей.</translation>
    </message>
    <message>
        <source>{address} (the club&apos;s network)</source>
        <translation>{address} (сеть клуба)</translation>
    </message>
    <message>
        <source>{address} (this computer only)</source>
        <translation>{address} (только этот компьютер)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Запустить</translation>
    </message>
    <message>
        <source>S&amp;top and revoke the cards</source>
        <translation>&amp;Остановить и отозвать карточки</translation>
    </message>
    <message>
        <source>The printed cards stop working; the next start makes new ones.</source>
        <translation>Напечатанные карточки перестанут работать; при следующем запуске будут новые.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>По&amp;рт:</translation>
    </message>
    <message>
        <source>Stop the phones&apos; server and revoke every card? The printed cards stop working; the next start makes new ones.</source>
        <translation>Остановить сервер для телефонов и отозвать все карточки? Напечатанные карточки перестанут работать; при следующем запуске будут новые.</translation>
    </message>
    <message>
        <source>{time}: {table} ({players}) calls the organiser.</source>
        <translation>{time}: {table} ({players}) зовёт судью.</translation>
    </message>
    <message>
        <source>Stopped: the phones cannot reach Pulka.</source>
        <translation>Остановлено: телефоны не могут связаться с «Пулькой».</translation>
    </message>
    <message>
        <source>Listening at {address}. The phones must be on the same network.</source>
        <translation>Страницы для телефонов: {address}. Телефоны должны быть в той же сети.</translation>
    </message>
    <message>
        <source>The room: standings, live</source>
        <translation>Зал: турнирная таблица в прямом эфире</translation>
    </message>
    <message>
        <source>QR code of {title}</source>
        <translation>QR-код: {title}</translation>
    </message>
    <message>
        <source>New card for this table</source>
        <translation>Новая карточка для этого стола</translation>
    </message>
    <message>
        <source>The old card stops working at once; print the new one.</source>
        <translation>Старая карточка сразу перестанет работать; напечатайте новую.</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>in all</source>
        <translation>всего</translation>
    </message>
    <message>
        <source>per game</source>
        <translation>за пулю</translation>
    </message>
    <message>
        <source>per deal</source>
        <translation>за раздачу</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>games</source>
        <translation>пуль</translation>
    </message>
    <message>
        <source>won</source>
        <translation>выиграно</translation>
    </message>
    <message>
        <source>whists in all</source>
        <translation>вистов всего</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>рейтинг</translation>
    </message>
    <message>
        <source>As declarer</source>
        <translation>Как разыгрывающий</translation>
    </message>
    <message>
        <source>declared</source>
        <translation>заказано</translation>
    </message>
    <message>
        <source>made</source>
        <translation>сыграно</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>не сыграно</translation>
    </message>
    <message>
        <source>success</source>
        <translation>успех</translation>
    </message>
    <message>
        <source>overtricks</source>
        <comment>average over contracts made</comment>
        <translation>лишние</translation>
    </message>
    <message>
        <source>undertricks</source>
        <comment>average over contracts failed</comment>
        <translation>недобор</translation>
    </message>
    <message>
        <source>Average overtricks on contracts made</source>
        <translation>Лишних взяток в среднем на сыгранный контракт</translation>
    </message>
    <message>
        <source>Average undertricks on contracts failed</source>
        <translation>Недобор в среднем на несыгранный контракт</translation>
    </message>
    <message>
        <source>%1-level</source>
        <translation>%1 взяток</translation>
    </message>
    <message>
        <source>All, with misère</source>
        <translation>Все, с мизерами</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Мизер</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Заказано</translation>
    </message>
    <message>
        <source>Made (no trick taken)</source>
        <translation>Чистых (без взятки)</translation>
    </message>
    <message>
        <source>Caught</source>
        <translation>Пойманных</translation>
    </message>
    <message>
        <source>Tricks taken when caught</source>
        <translation>Взяток на пойманных</translation>
    </message>
    <message>
        <source>Tricks per misère caught</source>
        <translation>Взяток на пойманный, ср.</translation>
    </message>
    <message>
        <source>As defender</source>
        <translation>Как вистующий</translation>
    </message>
    <message>
        <source>Whisted</source>
        <translation>Вист</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Half-whisted</source>
        <translation>Полвиста</translation>
    </message>
    <message>
        <source>Whists won (declarer went down)</source>
        <translation>Удачный вист (разыгрывающий сел)</translation>
    </message>
    <message>
        <source>Whists lost (contract made)</source>
        <translation>Неудачный вист (контракт сыгран)</translation>
    </message>
    <message>
        <source>Whists written on declarers</source>
        <translation>Вистов записано на разыгрывающих</translation>
    </message>
    <message>
        <source>Responsibility paid (mountain)</source>
        <translation>Ответственность (в гору)</translation>
    </message>
    <message>
        <source>As the resting dealer</source>
        <translation>Когда сдавал (вчетвером)</translation>
    </message>
    <message>
        <source>Whists written on declarers (consolation, talon)</source>
        <translation>Вистов записано на разыгрывающих (консоляция, прикуп)</translation>
    </message>
    <message>
        <source>Raspasy</source>
        <translation>Распасы</translation>
    </message>
    <message>
        <source>Raspasy played</source>
        <translation>Сыграно распасов</translation>
    </message>
    <message>
        <source>Tricks per raspasy</source>
        <translation>Взяток за распас, ср.</translation>
    </message>
    <message>
        <source>Without a trick</source>
        <translation>Без единой взятки</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <source>times</source>
        <translation>раз</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>в гору</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Рекорды</translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation>Самый крупный выигрыш</translation>
    </message>
    <message>
        <source>Biggest loss</source>
        <translation>Самый крупный проигрыш</translation>
    </message>
    <message>
        <source>Longest game, deals</source>
        <translation>Самая длинная пуля, раздач</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Skill (± uncertainty)</source>
        <translation>Сила игры (± погрешность)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Games rated</source>
        <translation>Пуль в рейтинге</translation>
    </message>
    <message>
        <source>No games of this player among the chosen games.</source>
        <translation>Среди выбранных пуль нет ни одной с этим игроком.</translation>
    </message>
    <message>
        <source>Last played: {day}. Deals: {deals}.</source>
        <translation>Последняя пуля: {day}. Раздач: {deals}.</translation>
    </message>
    <message>
        <source>None recorded</source>
        <translation>Не было</translation>
    </message>
    <message>
        <source>game {number}, {day}</source>
        <translation>пуля {number}, {day}</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>пуля {number}</translation>
    </message>
    <message>
        <source>Cautious estimate (skill − 3 × uncertainty): {value}</source>
        <translation>Осторожная оценка (сила − 3 × погрешность): {value}</translation>
    </message>
    <message>
        <source>{place} of {count}</source>
        <translation>{place} из {count}</translation>
    </message>
</context>
<context>
    <name>PlayerChoiceDialog</name>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
</context>
<context>
    <name>PlayersWindow</name>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Пуль</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>games with a positive result</comment>
        <translation>В плюсе</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Последняя игра</translation>
    </message>
    <message>
        <source>Result, whists</source>
        <translation>Итог, висты</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>Show players who were hidden</source>
        <translation>Показать скрытых игроков</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Переименовать…</translation>
    </message>
    <message>
        <source>&amp;Merge with…</source>
        <translation>&amp;Объединить с…</translation>
    </message>
    <message>
        <source>Sta&amp;tistics…</source>
        <translation>Ста&amp;тистика…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>От&amp;менить</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Вернуть</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Every player&apos;s games, wins, last game, result and money.</source>
        <translation>Пули, выигрыши, последняя пуля, итог и деньги каждого игрока.</translation>
    </message>
    <message>
        <source>List also the players who were hidden.</source>
        <translation>Показывать и скрытых игроков.</translation>
    </message>
    <message>
        <source>Give the chosen player another name.</source>
        <translation>Дать выбранному игроку другое имя.</translation>
    </message>
    <message>
        <source>Make the chosen player and another one the same.</source>
        <translation>Объединить выбранного игрока с другим.</translation>
    </message>
    <message>
        <source>Hide or show again the chosen player in the lists.</source>
        <translation>Скрыть выбранного игрока в списках или показать снова.</translation>
    </message>
    <message>
        <source>The chosen player&apos;s statistics.</source>
        <translation>Статистика выбранного игрока.</translation>
    </message>
    <message>
        <source>Take back the last rename, merge or hide.</source>
        <translation>Отменить последнее переименование, объединение или скрытие.</translation>
    </message>
    <message>
        <source>Bring back what was taken back.</source>
        <translation>Вернуть отменённое.</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Закрыть окно</translation>
    </message>
    <message>
        <source>Counting the statistics…</source>
        <translation>Считаю статистику…</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(в скрытых)</translation>
    </message>
    <message>
        <source>Rename a player</source>
        <translation>Переименовать игрока</translation>
    </message>
    <message>
        <source>New name for %1:</source>
        <translation>Новое имя для «%1»:</translation>
    </message>
    <message>
        <source>Merge two players</source>
        <translation>Объединить двух игроков</translation>
    </message>
    <message>
        <source>%1 is the same person as:</source>
        <translation>«%1» — это тот же человек, что и:</translation>
    </message>
    <message>
        <source>&amp;Show again</source>
        <translation>&amp;Показывать снова</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>&amp;Скрыть</translation>
    </message>
    <message>
        <source>You may only look at this club&apos;s players.</source>
        <translation>С вашим входом список игроков клуба можно только смотреть.</translation>
    </message>
</context>
<context>
    <name>PreviewPage</name>
    <message>
        <source>Preview</source>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <source>Nothing is written until you press Record.</source>
        <translation>Ничего не записывается, пока вы не нажмёте «Записать».</translation>
    </message>
    <message>
        <source>Consequences for play</source>
        <translation>Последствия для игры</translation>
    </message>
    <message>
        <source>Answers the penalty depends on</source>
        <translation>Ответы, от которых зависит штраф</translation>
    </message>
    <message>
        <source>Nothing is written on the sheet.</source>
        <translation>На лист ничего не записывается.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>None: play goes on as usual.</source>
        <translation>Нет: игра идёт как обычно.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>Whists on {player}</source>
        <translation>Висты → {player}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Папка</translation>
    </message>
    <message>
        <source>File Folder</source>
        <comment>Match Windows Explorer</comment>
        <translation>Папка с файлами</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>File</source>
        <comment>All other platforms</comment>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Ярлык</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
</context>
<context>
    <name>ResultChart</name>
    <message>
        <source>Result over time</source>
        <translation>Итог по датам</translation>
    </message>
    <message>
        <source>Date of the game</source>
        <translation>Дата пули</translation>
    </message>
    <message>
        <source>Whists, running total</source>
        <translation>Всего вистов</translation>
    </message>
    <message>
        <source>{day}, game {game}: {result}
Running total: {total}</source>
        <translation>{day}, пуля {game}: {result}
Нарастающий итог: {total}</translation>
    </message>
</context>
<context>
    <name>RulePage</name>
    <message>
        <source>What happened?</source>
        <translation>Что случилось?</translation>
    </message>
    <message>
        <source>Pick the rule that covers the incident; type to search.</source>
        <translation>Выберите правило, которое описывает случай; для поиска начните печатать.</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>The wizard asks:</source>
        <translation>Мастер спрашивает:</translation>
    </message>
    <message>
        <source>Consequences for play:</source>
        <translation>Последствия для игры:</translation>
    </message>
    <message>
        <source>Rules: penalties and incidents</source>
        <translation>Правила: штрафы и нарушения</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <source>greedy whist</source>
        <translation>вист жлобский</translation>
    </message>
    <message>
        <source>gentleman&apos;s whist</source>
        <translation>вист джентльменский</translation>
    </message>
    <message>
        <source>responsible whist</source>
        <translation>вист ответственный</translation>
    </message>
    <message>
        <source>half-responsible whist</source>
        <translation>вист полуответственный</translation>
    </message>
    <message>
        <source>irresponsible whist</source>
        <translation>вист безответственный</translation>
    </message>
    <message>
        <source>two whisters: each for his own share</source>
        <translation>двое вистующих: каждый за свою долю</translation>
    </message>
    <message>
        <source>two whisters: each share checked always</source>
        <translation>двое вистующих: доля каждого проверяется всегда</translation>
    </message>
    <message>
        <source>two whisters answer together</source>
        <translation>двое вистующих отвечают вместе</translation>
    </message>
    <message>
        <source>no consolation</source>
        <translation>без консоляции</translation>
    </message>
    <message>
        <source>consolation from the defenders only</source>
        <translation>консоляция только от вистующих</translation>
    </message>
    <message>
        <source>consolation from the defenders and the resting dealer</source>
        <translation>консоляция от вистующих и сдающего</translation>
    </message>
    <message>
        <source>consolation at the game&apos;s cost</source>
        <translation>консоляция по стоимости игры</translation>
    </message>
    <message>
        <source>flat consolation</source>
        <translation>консоляция твёрдая</translation>
    </message>
    <message>
        <source>half-whist: half the obligation</source>
        <translation>полвиста: половина обязательства</translation>
    </message>
    <message>
        <source>half-whist: half the tricks left</source>
        <translation>полвиста: половина оставшихся взяток</translation>
    </message>
    <message>
        <source>raspasy into the mountain</source>
        <translation>распасы в гору</translation>
    </message>
    <message>
        <source>Rostov raspasy (whists)</source>
        <translation>распасы по-ростовски (висты)</translation>
    </message>
    <message>
        <source>raspasy price stops growing</source>
        <translation>цена распасов дальше не растёт</translation>
    </message>
    <message>
        <source>raspasy price keeps growing</source>
        <translation>цена распасов растёт дальше</translation>
    </message>
    <message>
        <source>no trick on raspasy: a trick&apos;s price</source>
        <translation>ноль взяток на распасах: цена взятки</translation>
    </message>
    <message>
        <source>no trick on raspasy: 1 to the pool</source>
        <translation>ноль взяток на распасах: 1 в пулю</translation>
    </message>
    <message>
        <source>no trick on raspasy: the raspasy level</source>
        <translation>ноль взяток на распасах: ступень распасов</translation>
    </message>
    <message>
        <source>help clockwise</source>
        <translation>помощь по часовой стрелке</translation>
    </message>
    <message>
        <source>help counterclockwise</source>
        <translation>помощь против часовой стрелки</translation>
    </message>
    <message>
        <source>overflow off one&apos;s own mountain, below zero too</source>
        <translation>перебор — со своей горы, хоть ниже нуля</translation>
    </message>
    <message>
        <source>overflow off one&apos;s own mountain, down to zero</source>
        <translation>перебор — со своей горы, до нуля</translation>
    </message>
    <message>
        <source>overflow onto the others&apos; mountains</source>
        <translation>перебор — на горы соперников</translation>
    </message>
    <message>
        <source>ends when every pool is closed</source>
        <translation>игра до закрытия всех пуль</translation>
    </message>
    <message>
        <source>ends on the sum of the pools</source>
        <translation>игра до общей суммы пуль</translation>
    </message>
    <message>
        <source>ends after a number of deals</source>
        <translation>игра на число раздач</translation>
    </message>
    <message>
        <source>ends at a time limit</source>
        <translation>игра на время</translation>
    </message>
    <message>
        <source>mountain divided by the number of players</source>
        <translation>гора делится на число игроков</translation>
    </message>
    <message>
        <source>mountain divided by the number of opponents</source>
        <translation>гора делится на число противников</translation>
    </message>
    <message>
        <source>mountains made divisible by the number of players</source>
        <translation>горы округляются до кратных числу игроков</translation>
    </message>
    <message>
        <source>fines by the next raspasy</source>
        <translation>штрафы по следующим распасам</translation>
    </message>
    <message>
        <source>fines by the last raspasy</source>
        <translation>штрафы по последним распасам</translation>
    </message>
    <message>
        <source>a peek at the talon fined by the raspasy level</source>
        <translation>подсмотр прикупа — штраф по уровню распасов</translation>
    </message>
    <message>
        <source>a peek at the talon fined by the bid game</source>
        <translation>подсмотр прикупа — штраф по заявленной игре</translation>
    </message>
    <message>
        <source>exact results</source>
        <translation>точный расчёт</translation>
    </message>
    <message>
        <source>results rounded to whole whists</source>
        <translation>итоги округляются до вистов</translation>
    </message>
    <message>
        <source>compensation whists to the declarer</source>
        <translation>компенсационные висты — разыгрывающему</translation>
    </message>
    <message>
        <source>compensation whists to each other player</source>
        <translation>компенсационные висты — каждому другому игроку</translation>
    </message>
    <message>
        <source>with Stalingrad</source>
        <translation>со Сталинградом</translation>
    </message>
    <message>
        <source>without Stalingrad</source>
        <translation>без Сталинграда</translation>
    </message>
    <message>
        <source>with half-whist</source>
        <translation>с полвистом</translation>
    </message>
    <message>
        <source>without half-whist</source>
        <translation>без полвиста</translation>
    </message>
    <message>
        <source>with raspasy amnesty</source>
        <translation>с амнистией распасов</translation>
    </message>
    <message>
        <source>without raspasy amnesty</source>
        <translation>без амнистии распасов</translation>
    </message>
    <message>
        <source>with talon whists</source>
        <translation>с вистами за прикуп</translation>
    </message>
    <message>
        <source>without talon whists</source>
        <translation>без вистов за прикуп</translation>
    </message>
    <message>
        <source>with consolation on misère</source>
        <translation>с консоляцией на мизере</translation>
    </message>
    <message>
        <source>without consolation on misère</source>
        <translation>без консоляции на мизере</translation>
    </message>
    <message>
        <source>strict exit from raspasy</source>
        <translation>строгий выход из распасов</translation>
    </message>
    <message>
        <source>lenient exit from raspasy</source>
        <translation>нестрогий выход из распасов</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>{option} {value}</source>
        <translation>{option} {value}</translation>
    </message>
    <message>
        <source>{preset} (changed: {changes})</source>
        <translation>{preset} (изменено: {changes})</translation>
    </message>
    <message>
        <source>{preset} (changed)</source>
        <translation>{preset} (изм.)</translation>
    </message>
    <message>
        <source>and {n} more</source>
        <translation>и ещё {n}</translation>
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
        <translation>Сохраняется…</translation>
    </message>
</context>
<context>
    <name>ScoringForm</name>
    <message>
        <source>P&amp;oints:</source>
        <translation>&amp;Очки:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>&amp;Cap (whists, ±):</source>
        <translation>&amp;Предел (висты, ±):</translation>
    </message>
    <message>
        <source>A pool stopped by the cloc&amp;k gains nothing</source>
        <translation>Пуля, остановленная по &amp;времени, не даёт выигрыша</translation>
    </message>
    <message>
        <source>&amp;Equal tables: a table of four pays 2, 1⅓, ⅔, 0 (else 3, 2, 1, 0)</source>
        <translation>&amp;Равные столы: за столом на четверых 2, 1⅓, ⅔, 0 (иначе 3, 2, 1, 0)</translation>
    </message>
    <message>
        <source>the round&apos;s average: a rest neither helps nor hurts</source>
        <translation>среднее тура: пропуск не помогает и не вредит</translation>
    </message>
    <message>
        <source>&amp;Bye scores:</source>
        <translation>Пропуск &amp;тура даёт:</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>Вы&amp;ше</translation>
    </message>
    <message>
        <source>Do&amp;wn</source>
        <translation>Ни&amp;же</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks, in order:</source>
        <translation>&amp;Дополнительные показатели по порядку:</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source>&amp;Removed at a round of:</source>
        <translation>&amp;Снятие при итоге тура:</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>случайно</translation>
    </message>
    <message>
        <source>by rating (the players window&apos;s)</source>
        <translation>по рейтингу (как в окне игроков)</translation>
    </message>
    <message>
        <source>in the order typed, strongest first</source>
        <translation>в порядке ввода, сильнейшие первыми</translation>
    </message>
    <message>
        <source>&amp;First round:</source>
        <translation>Первый т&amp;ур:</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>Предел</translation>
    </message>
    <message>
        <source>The most whists a table counts, ±.</source>
        <translation>Сколько вистов за столом засчитывается самое большее, ±.</translation>
    </message>
    <message>
        <source>Bye scores</source>
        <translation>Пропуск тура</translation>
    </message>
    <message>
        <source>What a round sat out scores.</source>
        <translation>Что приносит пропущенный тур.</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Дополнительные показатели</translation>
    </message>
    <message>
        <source>Ticked ones count, top first; drag to order.</source>
        <translation>Считаются отмеченные, сверху вниз; порядок меняется перетаскиванием.</translation>
    </message>
    <message>
        <source>Removal</source>
        <translation>Снятие</translation>
    </message>
    <message>
        <source>A round this bad removes the player.</source>
        <translation>Такой итог тура снимает игрока.</translation>
    </message>
    <message>
        <source>First round</source>
        <translation>Первый тур</translation>
    </message>
    <message>
        <source>How round 1 is seated.</source>
        <translation>Как рассаживается первый тур.</translation>
    </message>
</context>
<context>
    <name>SeasonMenu</name>
    <message>
        <source>Season tab&amp;le…</source>
        <translation>Таблица с&amp;езона…</translation>
    </message>
    <message>
        <source>Season table</source>
        <translation>Таблица сезона</translation>
    </message>
    <message>
        <source>The season table is counted only for games kept on this computer.</source>
        <translation>Таблица сезона считается только по пулям, которые хранятся на этом компьютере.</translation>
    </message>
</context>
<context>
    <name>SeasonWindow</name>
    <message>
        <source>Season table</source>
        <translation>Таблица сезона</translation>
    </message>
    <message>
        <source>&amp;Heading:</source>
        <translation>&amp;Заголовок:</translation>
    </message>
    <message>
        <source>club and season, e.g. “Club Ace, season 2026/27”</source>
        <translation>клуб и сезон, например «Клуб „Туз“, сезон 2026/27»</translation>
    </message>
    <message>
        <source>Games &amp;from</source>
        <translation>Пули &amp;с</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>п&amp;о</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>П&amp;равила:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любые</translation>
    </message>
    <message>
        <source>Pla&amp;yers:</source>
        <translation>&amp;Игроков:</translation>
    </message>
    <message>
        <source>3 and 4</source>
        <translation>3 и 4</translation>
    </message>
    <message>
        <source>3 only</source>
        <translation>только 3</translation>
    </message>
    <message>
        <source>4 only</source>
        <translation>только 4</translation>
    </message>
    <message>
        <source>Ra&amp;nk by:</source>
        <translation>&amp;Места по:</translation>
    </message>
    <message>
        <source>total result for the season</source>
        <translation>сумме за сезон</translation>
    </message>
    <message>
        <source>average result per game</source>
        <translation>среднему за пулю</translation>
    </message>
    <message>
        <source>sum of the best games</source>
        <translation>сумме лучших пуль</translation>
    </message>
    <message>
        <source>&amp;Best games:</source>
        <translation>П&amp;уль в зачёт:</translation>
    </message>
    <message>
        <source>Only finished &amp;games</source>
        <translation>Только за&amp;конченные пули</translation>
    </message>
    <message>
        <source>Sho&amp;w hidden players</source>
        <translation>&amp;Показать скрытых игроков</translation>
    </message>
    <message>
        <source>Save as &amp;CSV…</source>
        <translation>Сохранить в &amp;CSV…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Сохранить в P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>П&amp;ечать…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Heading</source>
        <translation>Заголовок</translation>
    </message>
    <message>
        <source>The table&apos;s title: club and season.</source>
        <translation>Заголовок таблицы: клуб и сезон.</translation>
    </message>
    <message>
        <source>Games from</source>
        <translation>Пули с</translation>
    </message>
    <message>
        <source>The first day counted.</source>
        <translation>Первый учитываемый день.</translation>
    </message>
    <message>
        <source>Games to</source>
        <translation>Пули по</translation>
    </message>
    <message>
        <source>The last day counted.</source>
        <translation>Последний учитываемый день.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Count only games of these rules.</source>
        <translation>Учитывать только пули по этим правилам.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Three- or four-handed games, or both.</source>
        <translation>Пули втроём, вчетвером или все.</translation>
    </message>
    <message>
        <source>Rank by</source>
        <translation>Места по</translation>
    </message>
    <message>
        <source>What puts a player ahead.</source>
        <translation>Что ставит игрока выше.</translation>
    </message>
    <message>
        <source>Best games</source>
        <translation>Лучшие пули</translation>
    </message>
    <message>
        <source>How many best games are summed.</source>
        <translation>Сколько лучших пуль складывается.</translation>
    </message>
    <message>
        <source>Every player&apos;s place and figures.</source>
        <translation>Место и показатели каждого игрока.</translation>
    </message>
    <message>
        <source>Leave out games still being played.</source>
        <translation>Не учитывать неоконченные пули.</translation>
    </message>
    <message>
        <source>List also the players who were hidden.</source>
        <translation>Показывать и скрытых игроков.</translation>
    </message>
    <message>
        <source>Save the table as a CSV file.</source>
        <translation>Сохранить таблицу файлом CSV.</translation>
    </message>
    <message>
        <source>Save the table as a PDF file.</source>
        <translation>Сохранить таблицу файлом PDF.</translation>
    </message>
    <message>
        <source>Print the table.</source>
        <translation>Напечатать таблицу.</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Закрыть окно</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>За пулю</translation>
    </message>
    <message>
        <source>Best %1</source>
        <translation>Лучшие %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Пуль</translation>
    </message>
    <message>
        <source>Result, whists</source>
        <translation>Итог, висты</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>Counting the statistics…</source>
        <translation>Считаю статистику…</translation>
    </message>
    <message>
        <source>Games counted: %1. Players: %2.</source>
        <translation>Учтено пуль: %1. Игроков: %2.</translation>
    </message>
    <message>
        <source>No games were played in this range.</source>
        <translation>В эти дни пуль не было.</translation>
    </message>
    <message>
        <source>Games from %1 to %2</source>
        <translation>Пули с %1 по %2</translation>
    </message>
    <message>
        <source>Ranked by: %1</source>
        <translation>Места по: %1</translation>
    </message>
    <message>
        <source>Rules: %1; players at the table: %2.</source>
        <translation>Правила: %1; игроков за столом: %2.</translation>
    </message>
    <message>
        <source>Finished games only.</source>
        <translation>Только законченные пули.</translation>
    </message>
    <message>
        <source>sum of the best %1 games of each player</source>
        <translation>сумме лучших пуль каждого игрока (пуль в зачёт: %1)</translation>
    </message>
    <message>
        <source>%1, exact</source>
        <translation>%1, точно (дробью)</translation>
    </message>
    <message>
        <source>Result, exact</source>
        <translation>Итог, точно (дробью)</translation>
    </message>
    <message>
        <source>Money, exact</source>
        <translation>Деньги, точно (дробью)</translation>
    </message>
    <message>
        <source>season %1 to %2</source>
        <translation>сезон с %1 по %2</translation>
    </message>
    <message>
        <source>Save the season table as CSV</source>
        <translation>Сохранить таблицу сезона в CSV</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Таблица CSV (*.csv)</translation>
    </message>
    <message>
        <source>Save the season table as PDF</source>
        <translation>Сохранить таблицу сезона в PDF</translation>
    </message>
</context>
<context>
    <name>ServerWatch</name>
    <message>
        <source>The club server cannot be reached. The games are shown as last read and nothing can be recorded; Pulka tries again in {seconds} s and reloads when the server is back.</source>
        <translation>Клубный сервер недоступен. Пули показаны такими, какими были прочитаны в последний раз, записывать ничего нельзя. «Пулька» попробует снова через {seconds} с и всё перечитает, когда сервер вернётся.</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <source>Settlement</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <source>Final settlement: the pool is closed.</source>
        <translation>Окончательный расчёт: пуля закрыта.</translation>
    </message>
    <message>
        <source>Provisional: the pool is not closed yet; figures will change.</source>
        <translation>Предварительно: пуля ещё не закрыта, цифры изменятся.</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>{end}. Final settlement.</source>
        <translation>{end}. Окончательный расчёт.</translation>
    </message>
    <message>
        <source>Final settlement: the game was finished before the pool closed.</source>
        <translation>Окончательный расчёт: игру закончили до закрытия пули.</translation>
    </message>
    <message>
        <source>{end}. Here is the final settlement.</source>
        <translation>{end}. Вот окончательный расчёт.</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Платежи</translation>
    </message>
    <message>
        <source>Who pays</source>
        <translation>Кто платит</translation>
    </message>
    <message>
        <source>To whom</source>
        <translation>Кому</translation>
    </message>
    <message>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Экспорт в &amp;CSV…</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <source>Each player&apos;s pool, mountain, result in whists and money.</source>
        <translation>Пуля, гора, итог в вистах и деньги каждого игрока.</translation>
    </message>
    <message>
        <source>Who pays whom, in whists and money.</source>
        <translation>Кто кому платит, в вистах и деньгах.</translation>
    </message>
    <message>
        <source>Print the settlement.</source>
        <translation>Напечатать расчёт.</translation>
    </message>
    <message>
        <source>Save the settlement as a PDF file.</source>
        <translation>Сохранить расчёт файлом PDF.</translation>
    </message>
    <message>
        <source>Save the figures as a CSV file.</source>
        <translation>Сохранить числа файлом CSV.</translation>
    </message>
    <message>
        <source>Mark the game finished: nothing more is entered.</source>
        <translation>Отметить пулю оконченной: больше ничего не записывается.</translation>
    </message>
    <message>
        <source>Money is rounded to {unit}. So that what is paid equals what is received, the difference the rounding leaves goes to one player:</source>
        <translation>Деньги округлены до {unit}. Чтобы выплаты сошлись с получаемым, разница от округления отдана одному игроку:</translation>
    </message>
    <message>
        <source>{player}: {whists} whists make {money}, not {alone}.</source>
        <translation>{player}: {whists} в вистах — это {money}, а не {alone}.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Экспорт в CSV</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Правила: {rules}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>The pool is closed: the game is over. Here is the final settlement.</source>
        <translation>Пуля закрыта: игра окончена. Вот окончательный расчёт.</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>Экспорт в &amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;Finish the game</source>
        <translation>&amp;Закончить пулю</translation>
    </message>
    <message>
        <source>&amp;Not yet</source>
        <translation>По&amp;ка нет</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <source>Mountain to settle: the mountain on the sheet plus the pool shortfall (against the highest pool, converted by the rules), less the smallest of these mountains.</source>
        <translation>Гора к расчёту: гора с листа плюс недописанная пуля (до самой большой пули, пересчитанная по правилам) минус наименьшая из этих гор.</translation>
    </message>
</context>
<context>
    <name>SheetAccess</name>
    <message>
        <source>{player}, pool: {value}</source>
        <translation>{player}, пуля: {value}</translation>
    </message>
    <message>
        <source>{player}, mountain: {value}</source>
        <translation>{player}, гора: {value}</translation>
    </message>
    <message>
        <source>{player}, whists on {on}: {value}</source>
        <translation>{player}, висты на игрока {on}: {value}</translation>
    </message>
    <message>
        <source>Nothing written yet.</source>
        <translation>Пока ничего не записано.</translation>
    </message>
    <message>
        <source>{now} (corrected, was {was})</source>
        <translation>{now} (исправлено, было {was})</translation>
    </message>
    <message>
        <source>Written: {values}</source>
        <translation>Записано: {values}</translation>
    </message>
</context>
<context>
    <name>SheetNotes</name>
    <message>
        <source>{player}, pool</source>
        <translation>{player}, пуля</translation>
    </message>
    <message>
        <source>{player}, mountain</source>
        <translation>{player}, гора</translation>
    </message>
    <message>
        <source>{player}, whists on {on}</source>
        <translation>{player}, висты на игрока {on}</translation>
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
        <translation>Пуля</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>Whists
on {player}</source>
        <translation>Висты
→ {player}</translation>
    </message>
</context>
<context>
    <name>SheetWidget</name>
    <message>
        <source>Rule: {rule}</source>
        <translation>Правило: {rule}</translation>
    </message>
    <message>
        <source>This deal wrote {total} here in all.</source>
        <translation>Всего за эту раздачу здесь записано {total}.</translation>
    </message>
    <message>
        <source>Corrected: as first entered it read {was} here; after the correction {now}.</source>
        <translation>Исправлено: при первой записи здесь было {was}, после исправления — {now}.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Pulka — Preferans score sheet</source>
        <translation>Пулька — запись преферанса</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>Insert</translation>
    </message>
    <message>
        <source>a new deal</source>
        <translation>записать раздачу</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>an incident: a broken rule and its penalty</source>
        <translation>нарушение правил и штраф за него</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>undo the last step</source>
        <translation>отменить последний шаг</translation>
    </message>
    <message>
        <source>To begin, press “Start a game”, enter the players and choose the rules.</source>
        <translation>Чтобы начать, нажмите «Начать пулю», впишите игроков и выберите правила.</translation>
    </message>
    <message>
        <source>At the table three keys are all you need:</source>
        <translation>За столом хватит трёх клавиш:</translation>
    </message>
    <message>
        <source>Want to look first? Open the example game: a few deals already played; point at a number to see where it came from, press Insert to try a deal.</source>
        <translation>Хотите сначала посмотреть? Откройте пример: несколько раздач уже сыграно; наведите указатель на число — увидите, откуда оно взялось, а Insert запишет пробную раздачу.</translation>
    </message>
    <message>
        <source>&amp;Start a game…</source>
        <translation>&amp;Начать пулю…</translation>
    </message>
    <message>
        <source>Open the &amp;example game</source>
        <translation>Открыть &amp;пример</translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation>Недавние пули:</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая пуля…</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
    <message>
        <source>Enter the players and the rules of a new game.</source>
        <translation>Вписать игроков и правила новой пули.</translation>
    </message>
    <message>
        <source>A few deals already played, to look at and try.</source>
        <translation>Несколько уже сыгранных раздач — посмотреть и попробовать.</translation>
    </message>
    <message>
        <source>Open the chosen game (Enter).</source>
        <translation>Открыть выбранную пулю (Enter).</translation>
    </message>
    <message>
        <source>Open a game saved as a file.</source>
        <translation>Открыть пулю, сохранённую файлом.</translation>
    </message>
    <message>
        <source>List of games</source>
        <translation>Список пуль</translation>
    </message>
    <message>
        <source>Every game: when, who, rules, state and result. Enter opens the chosen one.</source>
        <translation>Все пули: когда, кто, правила, состояние и итог. Enter открывает выбранную.</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Начата</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>The newest %1 of %2 games are listed: narrow the filter to see the others.</source>
        <translation>Показаны последние пули: %1 из %2. Остальные найдутся, если уточнить условия.</translation>
    </message>
    <message>
        <source>No game matches the filter.</source>
        <translation>Под выбранные условия не подходит ни одна пуля.</translation>
    </message>
    <message>
        <source>example</source>
        <translation>пример</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>в архиве</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>закончена</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a game still being played</comment>
        <translation>идёт</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Player statistics</source>
        <translation>Статистика игрока</translation>
    </message>
    <message>
        <source>P&amp;layer:</source>
        <translation>Игр&amp;ок:</translation>
    </message>
    <message>
        <source>Show &amp;hidden players</source>
        <translation>Показать с&amp;крытых игроков</translation>
    </message>
    <message>
        <source>Player&apos;s card</source>
        <translation>Карточка игрока</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Личные встречи</translation>
    </message>
    <message>
        <source>One player&apos;s figures and charts.</source>
        <translation>Показатели и графики одного игрока.</translation>
    </message>
    <message>
        <source>Two players&apos; games together.</source>
        <translation>Пули двух игроков вместе.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>result over time</source>
        <translation>итог по датам</translation>
    </message>
    <message>
        <source>contracts by level</source>
        <translation>контракты по уровням</translation>
    </message>
    <message>
        <source>results of games</source>
        <translation>итоги пуль</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Whose statistics are shown.</source>
        <translation>Чья статистика показана.</translation>
    </message>
    <message>
        <source>Offer also the players who were hidden.</source>
        <translation>Предлагать и скрытых игроков.</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Закрыть окно</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The file {path} is not a Pulka database.</source>
        <translation>Файл {path} — не база «Пульки».</translation>
    </message>
    <message>
        <source>The file {path} is damaged: Pulka cannot read it. Earlier copies are kept in the backups folder beside it.</source>
        <translation>Файл {path} повреждён: «Пулька» не может его прочитать. Прежние копии хранятся рядом с ним, в папке резервных копий.</translation>
    </message>
    <message>
        <source>The file {path} was saved by a newer version of Pulka. Update Pulka to open it.</source>
        <translation>Файл {path} сохранён более новой версией «Пульки». Чтобы открыть его, обновите «Пульку».</translation>
    </message>
    <message>
        <source>The file {path} is in use by another program. Close that program and start Pulka again.</source>
        <translation>Файл {path} занят другой программой. Закройте её и запустите «Пульку» снова.</translation>
    </message>
    <message>
        <source>Pulka cannot create the file {path}: that folder cannot be written.</source>
        <translation>«Пулька» не может создать файл {path}: в эту папку нельзя записывать.</translation>
    </message>
    <message>
        <source>The file {path} was saved by an older version of Pulka and has to be updated, but it cannot be written.</source>
        <translation>Файл {path} сохранён старой версией «Пульки» и его нужно обновить, но записывать в него нельзя.</translation>
    </message>
    <message>
        <source>The file {path} holds no games.</source>
        <translation>В файле {path} нет ни одной пули.</translation>
    </message>
    <message>
        <source>The file {path} is in a shared network folder. Pulka does not keep games there: two computers writing one file can damage it. Keep the file on this computer, and let the club&apos;s computers share games through a club server.</source>
        <translation>Файл {path} лежит в общей сетевой папке. «Пулька» не хранит там пули: когда два компьютера пишут в один файл, он может испортиться. Держите файл на этом компьютере, а компьютеры клуба пусть делят пули через клубный сервер.</translation>
    </message>
    <message>
        <source>The file {path} cannot be read: its latest changes wait in a companion file that this folder does not let Pulka open.</source>
        <translation>Файл {path} нельзя прочитать: последние изменения лежат в соседнем служебном файле, а эта папка не даёт «Пульке» его открыть.</translation>
    </message>
    <message>
        <source>“{url}” is not a club server address. It looks like postgresql://user@server:5432/club.</source>
        <translation>«{url}» — не адрес клубного сервера. Адрес выглядит так: postgresql://пользователь@сервер:5432/клуб.</translation>
    </message>
    <message>
        <source>This installation of Pulka cannot connect to a club server. Open the games of a file on this computer instead.</source>
        <translation>Эта установка «Пульки» не умеет подключаться к клубному серверу. Откройте пули из файла на этом компьютере.</translation>
    </message>
    <message>
        <source>The club server {server} cannot be reached. Check that this computer is on the club&apos;s network and that the server is running.</source>
        <translation>Клубный сервер {server} недоступен. Проверьте, что компьютер подключён к сети клуба и сервер работает.</translation>
    </message>
    <message>
        <source>The club server {server} did not accept the user name or the password.</source>
        <translation>Клубный сервер {server} не принял имя пользователя или пароль.</translation>
    </message>
    <message>
        <source>The club server {server} has no database by that name.</source>
        <translation>На клубном сервере {server} нет базы с таким именем.</translation>
    </message>
    <message>
        <source>The club server {server} is not set up for Pulka yet: the club&apos;s administrator runs “pulka server init” once.</source>
        <translation>Клубный сервер {server} ещё не подготовлен для «Пульки»: администратору клуба нужно один раз выполнить команду pulka server init.</translation>
    </message>
    <message>
        <source>The club server {server} was set up by a newer version of Pulka. Update Pulka to use it.</source>
        <translation>Клубный сервер {server} подготовлен более новой версией «Пульки». Обновите «Пульку», чтобы работать с ним.</translation>
    </message>
    <message>
        <source>The club server {server} needs an upgrade that only the club&apos;s administrator may make (“pulka server init”).</source>
        <translation>Клубный сервер {server} нужно обновить, а это может только администратор клуба (команда pulka server init).</translation>
    </message>
    <message>
        <source>Your login to the club server {server} does not allow this.</source>
        <translation>Ваш вход на клубный сервер {server} этого не позволяет.</translation>
    </message>
    <message>
        <source>The club server {server} refused the request.</source>
        <translation>Клубный сервер {server} отказал в запросе.</translation>
    </message>
    <message>
        <source>The server {server} did not prove to be the club&apos;s: its certificate is not signed by the CA file chosen, or it names another server. Check the server&apos;s name and the CA file with the club&apos;s administrator.</source>
        <translation>Сервер {server} не доказал, что он клубный: его сертификат не подписан выбранным файлом ЦС или выдан другому серверу. Сверьте имя сервера и файл ЦС с администратором клуба.</translation>
    </message>
    <message>
        <source>The CA file chosen cannot be read, so the server {server} cannot be checked. Choose the server&apos;s CA file again.</source>
        <translation>Выбранный файл ЦС не удаётся прочитать, поэтому сервер {server} не проверить. Выберите файл ЦС сервера заново.</translation>
    </message>
    <message>
        <source>The club server {server} does not offer an encrypted connection. Ask the club&apos;s administrator to turn on TLS, or choose not to require encryption.</source>
        <translation>Клубный сервер {server} не предлагает шифрованного соединения. Попросите администратора клуба включить шифрование или выберите подключение без обязательного шифрования.</translation>
    </message>
    <message>
        <source>There is no room on the disk to open {path} for writing, so it is open read-only: you can look at the games and export them, but nothing can be recorded.</source>
        <translation>На диске нет места, чтобы открыть {path} для записи, поэтому файл открыт только для чтения: пули можно смотреть и выгружать, но записать ничего нельзя.</translation>
    </message>
    <message>
        <source>The file {path} cannot be written, so it is open read-only: you can look at the games and export them, but nothing can be recorded.</source>
        <translation>В файл {path} нельзя записывать, поэтому он открыт только для чтения: пули можно смотреть и выгружать, но записать ничего нельзя.</translation>
    </message>
    <message>
        <source>Today&apos;s backup copy could not be made: the backups folder cannot be written or the disk is full. The games are safe; Pulka will try again at the next start.</source>
        <translation>Сегодняшнюю резервную копию сделать не удалось: в папку резервных копий нельзя записывать или диск заполнен. Пули целы; «Пулька» попробует снова при следующем запуске.</translation>
    </message>
    <message>
        <source>Today&apos;s backup copy was not made because a game in the file is damaged. The earlier copies are kept.</source>
        <translation>Сегодняшняя резервная копия не сделана: одна из пуль в файле повреждена. Прежние копии сохранены.</translation>
    </message>
    <message>
        <source>Game {game_id} ({players}) is damaged and cannot be opened. The other games are not affected.</source>
        <translation>Пуля № {game_id} ({players}) повреждена, открыть её нельзя. Остальные пули в порядке.</translation>
    </message>
    <message>
        <source>Game {game_id} is damaged and cannot be opened. The other games are not affected.</source>
        <translation>Пуля № {game_id} повреждена, открыть её нельзя. Остальные пули в порядке.</translation>
    </message>
    <message>
        <source>The file is open read-only: nothing can be recorded.</source>
        <translation>Файл открыт только для чтения: записать ничего нельзя.</translation>
    </message>
    <message>
        <source>This login to the club server may only view the games; nothing was recorded. To record, ask the club&apos;s administrator for a scorer&apos;s login.</source>
        <translation>С этим входом на клубный сервер пули можно только смотреть; ничего не записано. Чтобы записывать, попросите у администратора клуба вход для ведения записи.</translation>
    </message>
    <message>
        <source>The file is in use by another program; nothing was recorded. Try again.</source>
        <translation>Файл занят другой программой; ничего не записано. Попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>The file cannot be written; nothing was recorded.</source>
        <translation>В файл нельзя записывать; ничего не записано.</translation>
    </message>
    <message>
        <source>The disk is full; nothing was recorded. Free some space and try again.</source>
        <translation>Диск заполнен; ничего не записано. Освободите место и попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>The file could not be read or written; nothing was recorded.</source>
        <translation>Файл не удалось прочитать или записать; ничего не записано.</translation>
    </message>
    <message>
        <source>The file is damaged; nothing was recorded.</source>
        <translation>Файл повреждён; ничего не записано.</translation>
    </message>
    <message>
        <source>The file did not accept the change; nothing was recorded.</source>
        <translation>Файл не принял изменение; ничего не записано.</translation>
    </message>
    <message>
        <source>The club server cannot be reached; nothing was recorded. Try again.</source>
        <translation>Сервер клуба недоступен, ничего не записано. Попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>(damaged)</source>
        <translation>(повреждена)</translation>
    </message>
    <message>
        <source>Read only</source>
        <translation>Только чтение</translation>
    </message>
    <message>
        <source>View only</source>
        <translation>Только просмотр</translation>
    </message>
    <message>
        <source>The file is in use by another program. Waiting for it…</source>
        <translation>Файл занят другой программой. Ждём, пока он освободится…</translation>
    </message>
    <message>
        <source>Stop waiting</source>
        <translation>Не ждать</translation>
    </message>
    <message>
        <source>Last time Pulka closed while opening game {game_id} ({players}). Open it again?</source>
        <translation>В прошлый раз «Пулька» закрылась, открывая пулю № {game_id} ({players}). Открыть её снова?</translation>
    </message>
    <message>
        <source>the port must be a number from 1 to 65535</source>
        <translation>порт — число от 1 до 65535</translation>
    </message>
    <message>
        <source>it must start with postgresql://</source>
        <translation>он должен начинаться с postgresql://</translation>
    </message>
    <message>
        <source>it contains a space</source>
        <translation>в нём есть пробел</translation>
    </message>
    <message>
        <source>the database name cannot contain /</source>
        <translation>в имени базы не может быть /</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>whists on {on} {amount}</source>
        <translation>висты на игрока {on} {amount}</translation>
    </message>
    <message>
        <source>pool {amount}</source>
        <translation>пуля {amount}</translation>
    </message>
    <message>
        <source>mountain {amount}</source>
        <translation>гора {amount}</translation>
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
        <translation>нарушение: {title} — {what}</translation>
    </message>
    <message>
        <source>incident: {title}</source>
        <translation>нарушение: {title}</translation>
    </message>
    <message>
        <source>deal {number}: {line}</source>
        <translation>раздача {number}: {line}</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
    <message>
        <source>manual entry for {player}</source>
        <translation>ручная запись: {player}</translation>
    </message>
    <message>
        <source>{declarer} — {outcome}</source>
        <translation>{declarer} — {outcome}</translation>
    </message>
    <message>
        <source>manual entry for {player}, corrected</source>
        <translation>ручная запись: {player}, исправлена</translation>
    </message>
    <message>
        <source>corrected: was {before} → now {after}</source>
        <translation>исправлено: было {before} → стало {after}</translation>
    </message>
    <message>
        <source>deal {number} corrected: was {before} → now {after}</source>
        <translation>раздача {number} исправлена: было {before} → стало {after}</translation>
    </message>
    <message>
        <source>{line} (undone)</source>
        <translation>{line} (отменено)</translation>
    </message>
</context>
<context>
    <name>SubstituteDialog</name>
    <message>
        <source>Substitute</source>
        <translation>Замена</translation>
    </message>
    <message>
        <source>Table {number}: {players}</source>
        <translation>Стол {number}: {players}</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Стол:</translation>
    </message>
    <message>
        <source>&amp;Leaves:</source>
        <translation>&amp;Уходит:</translation>
    </message>
    <message>
        <source>&amp;Takes the seat:</source>
        <translation>&amp;Садится:</translation>
    </message>
    <message>
        <source>After &amp;deal:</source>
        <translation>После &amp;раздачи:</translation>
    </message>
    <message>
        <source>The seat&apos;s points, whists and place are shared by the deals each of the two played in it.</source>
        <translation>Очки, висты и место этого места за столом делятся между двумя игроками по числу сыгранных каждым раздач.</translation>
    </message>
    <message>
        <source>{name} &amp;withdraws from the next rounds</source>
        <translation>{name} &amp;выбывает из следующих туров</translation>
    </message>
</context>
</TS>
