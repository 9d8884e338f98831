<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CardTable</name>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="153"/>
        <source>deals</source>
        <translation>deals</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="155"/>
        <source>rests</source>
        <translation>rests</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="157"/>
        <source>speaks first</source>
        <translation>speaks first</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="164"/>
        <source>pool {value} of {size}</source>
        <translation>pool {value} of {size}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="169"/>
        <source>mountain {m} · whists {w}</source>
        <translation>mountain {m} · whists {w}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="172"/>
        <source>Deal {number}</source>
        <translation>Deal {number}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="174"/>
        <source>Raspasy in a row: {n}</source>
        <translation>Raspasy in a row: {n}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="176"/>
        <source>Raspasy price: {price}</source>
        <translation>Raspasy price: {price}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="179"/>
        <source>The pool is closed</source>
        <translation>The pool is closed</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="186"/>
        <source>No deals yet.</source>
        <translation>No deals yet.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="189"/>
        <source>Last deal: raspasy — tricks {tricks}.</source>
        <translation>Last deal: raspasy — tricks {tricks}.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="195"/>
        <source>Last deal: {declarer} played misère, took {n}.</source>
        <translation>Last deal: {declarer} played misère, took {n}.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="199"/>
        <source>Last deal: {declarer} {contract}, not whisted ({calls}).</source>
        <translation>Last deal: {declarer} {contract}, not whisted ({calls}).</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="205"/>
        <source>made</source>
        <translation>made</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="205"/>
        <source>down {n}</source>
        <translation>down {n}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="208"/>
        <source>Last deal: {declarer} {contract} ({calls}), took {n}: {result}.</source>
        <translation>Last deal: {declarer} {contract} ({calls}), took {n}: {result}.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="212"/>
        <source>Last event: a manual entry or an incident.</source>
        <translation>Last event: a manual entry or an incident.</translation>
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
        <location filename="../../ui/wizard/wizard.py" line="84"/>
        <source>Search: прикуп, talon, снос, discard…</source>
        <translation>Search: прикуп, talon, снос, discard…</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="88"/>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="88"/>
        <source>What it covers</source>
        <translation>What it covers</translation>
    </message>
</context>
<context>
    <name>Codes</name>
    <message>
        <location filename="../../ui/i18n.py" line="121"/>
        <source>misère</source>
        <translation>misère</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="124"/>
        <source>NT</source>
        <translation>NT</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="147"/>
        <source>declarer</source>
        <translation>declarer</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="148"/>
        <source>defenders</source>
        <translation>defenders</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="149"/>
        <source>tricks</source>
        <translation>tricks</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="150"/>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="151"/>
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="152"/>
        <source>whists</source>
        <translation>whists</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="161"/>
        <source>{player} deals this time and sits out: he cannot declare.</source>
        <translation>{player} deals this time and sits out: he cannot declare.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="164"/>
        <source>After raspasy the game must be at least a {minimum}.</source>
        <translation>After raspasy the game must be at least a {minimum}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="167"/>
        <source>Nobody whists a misère.</source>
        <translation>Nobody whists a misère.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="168"/>
        <source>Stalingrad: 6♠ must be whisted by both defenders.</source>
        <translation>Stalingrad: 6♠ must be whisted by both defenders.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="171"/>
        <source>Talon whists apply only to a resting dealer under the house rule.</source>
        <translation>Talon whists apply only to a resting dealer under the house rule.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="174"/>
        <source>Talon tricks must be between 0 and 3.</source>
        <translation>Talon tricks must be between 0 and 3.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="177"/>
        <source>The declarer {player} cannot whist his own game.</source>
        <translation>The declarer {player} cannot whist his own game.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="180"/>
        <source>{player} is not defending this deal.</source>
        <translation>{player} is not defending this deal.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="183"/>
        <source>Unknown call “{call}”.</source>
        <translation>Unknown call “{call}”.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="184"/>
        <source>Choose whist or pass for {player}.</source>
        <translation>Choose whist or pass for {player}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="185"/>
        <source>Half-whist is not allowed by these rules.</source>
        <translation>Half-whist is not allowed by these rules.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="188"/>
        <source>Half-whist is possible only on a 6 or a 7.</source>
        <translation>Half-whist is possible only on a 6 or a 7.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="191"/>
        <source>Only the second defender may half-whist, not {player}.</source>
        <translation>Only the second defender may half-whist, not {player}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="194"/>
        <source>Half-whist needs {player} to pass first.</source>
        <translation>Half-whist needs {player} to pass first.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="197"/>
        <source>{player} sits out this deal and takes no tricks.</source>
        <translation>{player} sits out this deal and takes no tricks.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="200"/>
        <source>Tricks of {player} must be between 0 and 10.</source>
        <translation>Tricks of {player} must be between 0 and 10.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="203"/>
        <source>Nobody whisted, so the deal was not played: no tricks.</source>
        <translation>Nobody whisted, so the deal was not played: no tricks.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="206"/>
        <source>Enter the tricks of {player}.</source>
        <translation>Enter the tricks of {player}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="207"/>
        <source>The tricks add up to {total}; they must add up to 10.</source>
        <translation>The tricks add up to {total}; they must add up to 10.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="210"/>
        <source>{player} is not in this game ({field}).</source>
        <translation>{player} is not in this game ({field}).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="213"/>
        <source>Whists must be written on another player.</source>
        <translation>Whists must be written on another player.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="216"/>
        <source>A player cannot write whists on himself.</source>
        <translation>A player cannot write whists on himself.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="219"/>
        <source>Amounts must be whole numbers.</source>
        <translation>Amounts must be whole numbers.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="220"/>
        <source>The entry writes nothing.</source>
        <translation>The entry writes nothing.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="221"/>
        <source>“{contract}” is not a contract.</source>
        <translation>“{contract}” is not a contract.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="222"/>
        <source>“{contract}” is not a contract: type 7h, 7ч, 7♥, 6nt, мизер or распасы.</source>
        <translation>“{contract}” is not a contract: type 7h, 7ч, 7♥, 6nt, мизер or распасы.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="225"/>
        <source>Type the contract: 7h, 7ч, 7♥, 6nt, мизер or распасы.</source>
        <translation>Type the contract: 7h, 7ч, 7♥, 6nt, мизер or распасы.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="229"/>
        <source>A game needs three or four players.</source>
        <translation>A game needs three or four players.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="230"/>
        <source>Every player needs a name.</source>
        <translation>Every player needs a name.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="231"/>
        <source>Two players have the same name.</source>
        <translation>Two players have the same name.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="232"/>
        <source>The first dealer must be one of the players.</source>
        <translation>The first dealer must be one of the players.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="235"/>
        <source>The value of the option “{option}” is not allowed.</source>
        <translation>The value of the option “{option}” is not allowed.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="238"/>
        <source>Unknown rules option “{option}”.</source>
        <translation>Unknown rules option “{option}”.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="239"/>
        <source>Unknown rules preset “{preset}”.</source>
        <translation>Unknown rules preset “{preset}”.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="240"/>
        <source>Unknown kind of event.</source>
        <translation>Unknown kind of event.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="242"/>
        <source>The game was changed elsewhere; it has been reloaded. Please try again.</source>
        <translation>The game was changed elsewhere; it has been reloaded. Please try again.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="245"/>
        <source>This game no longer exists.</source>
        <translation>This game no longer exists.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="246"/>
        <source>The game is finished; reopen it to change it.</source>
        <translation>The game is finished; reopen it to change it.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="249"/>
        <source>The game is not finished.</source>
        <translation>The game is not finished.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="250"/>
        <source>There is nothing to undo.</source>
        <translation>There is nothing to undo.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="251"/>
        <source>There is nothing to redo.</source>
        <translation>There is nothing to redo.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="252"/>
        <source>Only a deal or an entry still in effect can be corrected.</source>
        <translation>Only a deal or an entry still in effect can be corrected.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="255"/>
        <source>The file {path} is not a Pulka database or is damaged.</source>
        <translation>The file {path} is not a Pulka database or is damaged.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="258"/>
        <source>The file {path} cannot be read.</source>
        <translation>The file {path} cannot be read.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="262"/>
        <location filename="../../ui/wizard/texts.py" line="322"/>
        <source>The operation was refused ({code}).</source>
        <translation>The operation was refused ({code}).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="270"/>
        <source>game made</source>
        <translation>game made</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="271"/>
        <source>game not whisted, made unplayed</source>
        <translation>game not whisted, made unplayed</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="272"/>
        <location filename="../../ui/i18n.py" line="317"/>
        <source>half-whist</source>
        <translation>half-whist</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="273"/>
        <source>whists for tricks</source>
        <translation>whists for tricks</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="274"/>
        <source>failed contract (remiz)</source>
        <translation>failed contract (remiz)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="275"/>
        <source>consolation</source>
        <translation>consolation</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="276"/>
        <source>whisters&apos; shortfall</source>
        <translation>whisters&apos; shortfall</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="277"/>
        <source>misère made</source>
        <translation>misère made</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="278"/>
        <source>misère failed</source>
        <translation>misère failed</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="279"/>
        <source>tricks on raspasy</source>
        <translation>tricks on raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="280"/>
        <source>no trick on raspasy</source>
        <translation>no trick on raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="281"/>
        <source>Rostov raspasy whists</source>
        <translation>Rostov raspasy whists</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="282"/>
        <source>resting dealer on raspasy</source>
        <translation>resting dealer on raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="283"/>
        <source>talon whists</source>
        <translation>talon whists</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="284"/>
        <source>help from a closed pool</source>
        <translation>help from a closed pool</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="285"/>
        <source>whists for help</source>
        <translation>whists for help</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="286"/>
        <source>pool overflow</source>
        <translation>pool overflow</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="287"/>
        <source>mountain first</source>
        <translation>mountain first</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="288"/>
        <source>manual entry</source>
        <translation>manual entry</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="294"/>
        <source>{title} ({rule})</source>
        <translation>{title} ({rule})</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="297"/>
        <source>penalty {rule}</source>
        <translation>penalty {rule}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="315"/>
        <source>whist</source>
        <translation>whist</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="316"/>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="325"/>
        <source>{player}: whists on {on} {amount}</source>
        <translation>{player}: whists on {on} {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="327"/>
        <source>{player}: pool {amount}</source>
        <translation>{player}: pool {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="329"/>
        <source>{player}: mountain {amount}</source>
        <translation>{player}: mountain {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="339"/>
        <source>deal {number}: {declarer} {contract}</source>
        <translation>deal {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="340"/>
        <source>deal {number}: raspasy</source>
        <translation>deal {number}: raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="341"/>
        <source>manual entry for {player}</source>
        <translation>manual entry for {player}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="342"/>
        <source>incident {rule}</source>
        <translation>incident {rule}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="343"/>
        <source>correction of event {target}</source>
        <translation>correction of event {target}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="344"/>
        <source>undo of event {target}</source>
        <translation>undo of event {target}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="345"/>
        <source>redo of event {target}</source>
        <translation>redo of event {target}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="346"/>
        <source>game finished</source>
        <translation>game finished</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="347"/>
        <source>game reopened</source>
        <translation>game reopened</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="348"/>
        <source>game started</source>
        <translation>game started</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="356"/>
        <source>incident: {title}</source>
        <translation>incident: {title}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="358"/>
        <source>deal: {declarer} {contract}</source>
        <translation>deal: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="360"/>
        <source>correction of deal {number}: {declarer} {contract}</source>
        <translation>correction of deal {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="364"/>
        <source>correction of deal {number}: raspasy</source>
        <translation>correction of deal {number}: raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="366"/>
        <source>raspasy</source>
        <translation>raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="374"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="375"/>
        <source>&amp;Undo deal {number}: {declarer} {contract}</source>
        <translation>&amp;Undo deal {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="376"/>
        <source>&amp;Undo deal {number}: raspasy</source>
        <translation>&amp;Undo deal {number}: raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="377"/>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Undo {what}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="385"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="386"/>
        <source>&amp;Redo deal {number}: {declarer} {contract}</source>
        <translation>&amp;Redo deal {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="387"/>
        <source>&amp;Redo deal {number}: raspasy</source>
        <translation>&amp;Redo deal {number}: raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="388"/>
        <source>&amp;Redo {what}</source>
        <translation>&amp;Redo {what}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="438"/>
        <source>Sochi</source>
        <translation>Sochi</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="439"/>
        <source>Leningrad</source>
        <translation>Leningrad</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="440"/>
        <source>Rostov</source>
        <translation>Rostov</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="441"/>
        <source>Piter (whists doubled, mountain not)</source>
        <translation>Piter (whists doubled, mountain not)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="442"/>
        <source>Sport rules (FSPR, Leningrad system)</source>
        <translation>Sport rules (FSPR, Leningrad system)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="449"/>
        <source>Prices</source>
        <translation>Prices</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="450"/>
        <source>Whist</source>
        <translation>Whist</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="452"/>
        <source>Raspasy</source>
        <translation>Raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="453"/>
        <source>Four players</source>
        <translation>Four players</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="454"/>
        <source>Pool and end</source>
        <translation>Pool and end</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="455"/>
        <source>Settlement</source>
        <translation>Settlement</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="456"/>
        <source>Penalties</source>
        <translation>Penalties</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="457"/>
        <source>Other</source>
        <translation>Other</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="463"/>
        <source>responsible (full price)</source>
        <translation>responsible (full price)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="466"/>
        <source>half-responsible (half price)</source>
        <translation>half-responsible (half price)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="469"/>
        <source>not responsible</source>
        <translation>not responsible</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="470"/>
        <source>each for his share</source>
        <translation>each for his share</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="473"/>
        <source>each for his share always, the second on 8-10</source>
        <translation>each for his share always, the second on 8-10</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="476"/>
        <source>together, the weaker one pays</source>
        <translation>together, the weaker one pays</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="479"/>
        <source>the second whister pays</source>
        <translation>the second whister pays</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="482"/>
        <source>both pay in full</source>
        <translation>both pay in full</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="485"/>
        <source>each pays half</source>
        <translation>each pays half</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="486"/>
        <source>greedy: the whister takes all</source>
        <translation>greedy: the whister takes all</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="489"/>
        <source>gentleman: split when he fails</source>
        <translation>gentleman: split when he fails</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="492"/>
        <source>gentleman: split always, made games too</source>
        <translation>gentleman: split always, made games too</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="495"/>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="496"/>
        <source>both defenders</source>
        <translation>both defenders</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="497"/>
        <source>both defenders and the resting dealer</source>
        <translation>both defenders and the resting dealer</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="500"/>
        <source>game cost per undertrick</source>
        <translation>game cost per undertrick</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="503"/>
        <source>whist price per undertrick</source>
        <translation>whist price per undertrick</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="506"/>
        <source>a fixed amount per undertrick</source>
        <translation>a fixed amount per undertrick</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="509"/>
        <source>half the obligation (4 and 4)</source>
        <translation>half the obligation (4 and 4)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="512"/>
        <source>half the remaining tricks (4 and 6)</source>
        <translation>half the remaining tricks (4 and 6)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="515"/>
        <source>tricks into the mountain</source>
        <translation>tricks into the mountain</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="518"/>
        <source>Rostov: whists from the fewest</source>
        <translation>Rostov: whists from the fewest</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="521"/>
        <source>stay at the last price</source>
        <translation>stay at the last price</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="524"/>
        <source>keep growing by the same step</source>
        <translation>keep growing by the same step</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="527"/>
        <source>any ordered game</source>
        <translation>any ordered game</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="530"/>
        <source>a made game or misère</source>
        <translation>a made game or misère</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="533"/>
        <source>only a whisted game</source>
        <translation>only a whisted game</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="536"/>
        <source>a whisted game that was made (sport rules)</source>
        <translation>a whisted game that was made (sport rules)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="539"/>
        <source>a whisted game made, no whister penalised</source>
        <translation>a whisted game made, no whister penalised</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="542"/>
        <source>the price of one trick</source>
        <translation>the price of one trick</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="545"/>
        <source>one point</source>
        <translation>one point</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="546"/>
        <source>the raspasy&apos;s number in a row</source>
        <translation>the raspasy&apos;s number in a row</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="549"/>
        <source>into the pool</source>
        <translation>into the pool</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="550"/>
        <source>twice off the mountain</source>
        <translation>twice off the mountain</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="553"/>
        <source>no bonus</source>
        <translation>no bonus</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="554"/>
        <source>clockwise</source>
        <translation>clockwise</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="555"/>
        <source>counterclockwise</source>
        <translation>counterclockwise</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="558"/>
        <source>off his mountain, even below zero</source>
        <translation>off his mountain, even below zero</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="561"/>
        <source>off his mountain, down to zero</source>
        <translation>off his mountain, down to zero</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="564"/>
        <source>onto the others&apos; mountains</source>
        <translation>onto the others&apos; mountains</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="567"/>
        <source>every pool closed</source>
        <translation>every pool closed</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="568"/>
        <source>the sum of the pools</source>
        <translation>the sum of the pools</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="569"/>
        <source>divided by the number of players</source>
        <translation>divided by the number of players</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="572"/>
        <source>divided by the opponents</source>
        <translation>divided by the opponents</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="575"/>
        <source>exact, with fractions</source>
        <translation>exact, with fractions</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="576"/>
        <source>every mountain made divisible</source>
        <translation>every mountain made divisible</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="579"/>
        <source>one player&apos;s mountain made divisible (PrefCount)</source>
        <translation>one player&apos;s mountain made divisible (PrefCount)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="582"/>
        <source>round, then fix the sum</source>
        <translation>round, then fix the sum</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="585"/>
        <source>drop fractions, the last player takes the rest (JPref)</source>
        <translation>drop fractions, the last player takes the rest (JPref)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="588"/>
        <source>the next raspasy</source>
        <translation>the next raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="591"/>
        <source>the last raspasy</source>
        <translation>the last raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="594"/>
        <source>the declarer</source>
        <translation>the declarer</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="597"/>
        <source>each other player</source>
        <translation>each other player</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="600"/>
        <source>the raspasy price</source>
        <translation>the raspasy price</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="603"/>
        <source>the bid game</source>
        <translation>the bid game</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="612"/>
        <source>Game costs</source>
        <translation>Game costs</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="613"/>
        <source>Pool points for a made 6, 7, 8, 9 and 10.</source>
        <translation>Pool points for a made 6, 7, 8, 9 and 10.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="616"/>
        <source>Misère cost</source>
        <translation>Misère cost</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="617"/>
        <source>Pool points for a made misère.</source>
        <translation>Pool points for a made misère.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="620"/>
        <source>Whist obligation on a 10</source>
        <translation>Whist obligation on a 10</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="621"/>
        <source>Tricks the defenders must take on a 10 (0 or 1).</source>
        <translation>Tricks the defenders must take on a 10 (0 or 1).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="624"/>
        <source>Lone whister counts the passer</source>
        <translation>Lone whister counts the passer</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="625"/>
        <source>A lone whister writes whists for the passer&apos;s tricks too.</source>
        <translation>A lone whister writes whists for the passer&apos;s tricks too.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="630"/>
        <source>Whist price factor</source>
        <translation>Whist price factor</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="631"/>
        <source>Whists per trick = cost × this (2 in Leningrad).</source>
        <translation>Whists per trick = cost × this (2 in Leningrad).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="634"/>
        <source>Remiz factor</source>
        <translation>Remiz factor</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="635"/>
        <source>Mountain per undertrick = cost × this.</source>
        <translation>Mountain per undertrick = cost × this.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="638"/>
        <source>Misère price per trick</source>
        <translation>Misère price per trick</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="639"/>
        <source>Mountain per trick taken on a failed misère.</source>
        <translation>Mountain per trick taken on a failed misère.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="642"/>
        <source>Whist responsibility</source>
        <translation>Whist responsibility</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="643"/>
        <source>What whisters pay for tricks they fell short of: full, half or none.</source>
        <translation>What whisters pay for tricks they fell short of: full, half or none.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="648"/>
        <source>Two whisters&apos; liability</source>
        <translation>Two whisters&apos; liability</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="649"/>
        <source>How two whisters share a shortfall.</source>
        <translation>How two whisters share a shortfall.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="665"/>
        <source>Game cost, the whist price or a flat amount per undertrick.</source>
        <translation>Game cost, the whist price or a flat amount per undertrick.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="778"/>
        <source>Two whisters on 8-10 took nothing</source>
        <translation>Two whisters on 8-10 took nothing</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="779"/>
        <source>Who pays for the missing trick when both whisted an 8, 9 or 10.</source>
        <translation>Who pays for the missing trick when both whisted an 8, 9 or 10.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="784"/>
        <source>Two whisters on 6-7: no more than the side&apos;s</source>
        <translation>Two whisters on 6-7: no more than the side&apos;s</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="785"/>
        <source>A whister pays at most the tricks the pair fell short of (3 + 0 on a 6: one).</source>
        <translation>A whister pays at most the tricks the pair fell short of (3 + 0 on a 6: one).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="791"/>
        <source>What ends raspasy</source>
        <translation>What ends raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="792"/>
        <source>Which game after raspasy brings the price back to the start.</source>
        <translation>Which game after raspasy brings the price back to the start.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="797"/>
        <source>How the no-trick bonus is written</source>
        <translation>How the no-trick bonus is written</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="798"/>
        <source>Into the pool, or twice as much off one&apos;s mountain (the same money).</source>
        <translation>Into the pool, or twice as much off one&apos;s mountain (the same money).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="803"/>
        <source>Overflow off the mountain at the pool&apos;s worth</source>
        <translation>Overflow off the mountain at the pool&apos;s worth</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="804"/>
        <source>A pool point nobody can take comes off the mountain as 2 points in Leningrad.</source>
        <translation>A pool point nobody can take comes off the mountain as 2 points in Leningrad.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="810"/>
        <source>Seat adjusted by the rounding</source>
        <translation>Seat adjusted by the rounding</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="811"/>
        <source>Whose mountain the one-player rounding changes (seat 1-4).</source>
        <translation>Whose mountain the one-player rounding changes (seat 1-4).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="816"/>
        <source>Whists per rounded point, four players</source>
        <translation>Whists per rounded point, four players</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="817"/>
        <source>Whists from each other player per mountain point moved (2 or 3).</source>
        <translation>Whists from each other player per mountain point moved (2 or 3).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="451"/>
        <location filename="../../ui/i18n.py" line="658"/>
        <source>Consolation</source>
        <translation>Consolation</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="652"/>
        <source>Whist with a passer: greedy or gentleman</source>
        <translation>Whist with a passer: greedy or gentleman</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="653"/>
        <source>Whether the lone whister shares the whists with the passer.</source>
        <translation>Whether the lone whister shares the whists with the passer.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="659"/>
        <source>Who writes whists on a declarer who failed his contract.</source>
        <translation>Who writes whists on a declarer who failed his contract.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="664"/>
        <source>Consolation amount</source>
        <translation>Consolation amount</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="670"/>
        <source>Flat consolation</source>
        <translation>Flat consolation</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="671"/>
        <source>Whists per undertrick when the amount is flat.</source>
        <translation>Whists per undertrick when the amount is flat.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="674"/>
        <source>Half-whist allowed</source>
        <translation>Half-whist allowed</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="675"/>
        <source>The second defender may half-whist a 6 or 7.</source>
        <translation>The second defender may half-whist a 6 or 7.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="678"/>
        <source>Half-whist value</source>
        <translation>Half-whist value</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="679"/>
        <source>Whists a standing half-whist writes.</source>
        <translation>Whists a standing half-whist writes.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="682"/>
        <source>Raspasy scoring</source>
        <translation>Raspasy scoring</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="683"/>
        <source>Tricks on raspasy go to the mountain, or Rostov whists.</source>
        <translation>Tricks on raspasy go to the mountain, or Rostov whists.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="688"/>
        <source>Raspasy prices</source>
        <translation>Raspasy prices</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="689"/>
        <source>Price of a trick on the 1st, 2nd, 3rd raspasy.</source>
        <translation>Price of a trick on the 1st, 2nd, 3rd raspasy.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="692"/>
        <source>After the last price</source>
        <translation>After the last price</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="693"/>
        <source>Repeat the last price or keep increasing.</source>
        <translation>Repeat the last price or keep increasing.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="696"/>
        <source>Exit from raspasy</source>
        <translation>Exit from raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="697"/>
        <source>Minimum game after 1, 2, 3 raspasy.</source>
        <translation>Minimum game after 1, 2, 3 raspasy.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="700"/>
        <source>Strict exit</source>
        <translation>Strict exit</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="701"/>
        <source>A lower game after raspasy is refused.</source>
        <translation>A lower game after raspasy is refused.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="704"/>
        <source>Raspasy amnesty</source>
        <translation>Raspasy amnesty</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="705"/>
        <source>The smallest raspasy mountain is forgiven.</source>
        <translation>The smallest raspasy mountain is forgiven.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="708"/>
        <source>No-trick bonus</source>
        <translation>No-trick bonus</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="709"/>
        <source>Pool bonus for no trick on raspasy.</source>
        <translation>Pool bonus for no trick on raspasy.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="712"/>
        <source>Resting dealer bonus</source>
        <translation>Resting dealer bonus</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="713"/>
        <source>The resting dealer gets a pool bonus on raspasy.</source>
        <translation>The resting dealer gets a pool bonus on raspasy.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="716"/>
        <source>Rostov whists per trick</source>
        <translation>Rostov whists per trick</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="717"/>
        <source>Whists per trick in Rostov raspasy.</source>
        <translation>Whists per trick in Rostov raspasy.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="720"/>
        <source>Talon whists</source>
        <translation>Talon whists</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="721"/>
        <source>The resting dealer writes whists for tricks in the talon.</source>
        <translation>The resting dealer writes whists for tricks in the talon.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="726"/>
        <source>Help order</source>
        <translation>Help order</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="727"/>
        <source>Whom a closed pool helps first on a tie.</source>
        <translation>Whom a closed pool helps first on a tie.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="730"/>
        <source>Whists for help</source>
        <translation>Whists for help</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="731"/>
        <source>Whists written per point of help.</source>
        <translation>Whists written per point of help.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="734"/>
        <source>Overflow remainder</source>
        <translation>Overflow remainder</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="735"/>
        <source>Where an overflow goes when nobody needs help.</source>
        <translation>Where an overflow goes when nobody needs help.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="738"/>
        <source>Mountain first</source>
        <translation>Mountain first</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="739"/>
        <source>A made game first writes off one&apos;s mountain.</source>
        <translation>A made game first writes off one&apos;s mountain.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="742"/>
        <source>End of the game</source>
        <translation>End of the game</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="743"/>
        <source>Every pool closed, or the sum of the pools.</source>
        <translation>Every pool closed, or the sum of the pools.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="746"/>
        <source>Pool size</source>
        <translation>Pool size</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="747"/>
        <source>Points that close a player&apos;s pool.</source>
        <translation>Points that close a player&apos;s pool.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="750"/>
        <source>Pool shortfall factor</source>
        <translation>Pool shortfall factor</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="751"/>
        <source>Mountain per missing pool point at the end.</source>
        <translation>Mountain per missing pool point at the end.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="754"/>
        <source>Mountain split</source>
        <translation>Mountain split</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="755"/>
        <source>Divide mountain × 10 by N or by N − 1.</source>
        <translation>Divide mountain × 10 by N or by N − 1.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="758"/>
        <source>Rounding</source>
        <translation>Rounding</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="759"/>
        <source>How results are made whole.</source>
        <translation>How results are made whole.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="762"/>
        <source>Stalingrad</source>
        <translation>Stalingrad</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="763"/>
        <source>6♠ must be whisted by both defenders.</source>
        <translation>6♠ must be whisted by both defenders.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="766"/>
        <source>Misère consolation</source>
        <translation>Misère consolation</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="767"/>
        <source>Consolation on a failed misère too.</source>
        <translation>Consolation on a failed misère too.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="770"/>
        <source>Price of a whist</source>
        <translation>Price of a whist</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="771"/>
        <source>Money per whist in the settlement.</source>
        <translation>Money per whist in the settlement.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="774"/>
        <source>Money unit</source>
        <translation>Money unit</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="775"/>
        <source>Smallest coin for rounding money.</source>
        <translation>Smallest coin for rounding money.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="61"/>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="61"/>
        <source>Correct a deal</source>
        <translation>Correct a deal</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="71"/>
        <location filename="../../ui/dialogs/deal_entry.py" line="184"/>
        <source>raspasy</source>
        <translation>raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="79"/>
        <source>7h, 7ч, 7♥, 6nt, мизер, распасы</source>
        <translation>7h, 7ч, 7♥, 6nt, мизер, распасы</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="98"/>
        <source>&amp;Contract:</source>
        <translation>&amp;Contract:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="99"/>
        <source>&amp;Declarer:</source>
        <translation>&amp;Declarer:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="102"/>
        <source>Defenders</source>
        <translation>Defenders</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="106"/>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="116"/>
        <source>Will be written</source>
        <translation>Will be written</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="265"/>
        <source>The correction is checked against the whole game when you press OK.</source>
        <translation>The correction is checked against the whole game when you press OK.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="269"/>
        <source>Nothing is written.</source>
        <translation>Nothing is written.</translation>
    </message>
</context>
<context>
    <name>FactsPage</name>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="204"/>
        <source>The facts</source>
        <translation>The facts</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="211"/>
        <source>This rule needs no facts: go on to the preview.</source>
        <translation>This rule needs no facts: go on to the preview.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="242"/>
        <source>(optional)</source>
        <translation>(optional)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="291"/>
        <source>Please answer: {question}</source>
        <translation>Please answer: {question}</translation>
    </message>
</context>
<context>
    <name>IncidentWizard</name>
    <message>
        <location filename="../../ui/wizard/fields.py" line="47"/>
        <source>— choose —</source>
        <translation>— choose —</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/fields.py" line="76"/>
        <source>raspasy</source>
        <translation>raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="62"/>
        <source>{player} writes {amount} whists on {on}</source>
        <translation>{player} writes {amount} whists on {on}</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="64"/>
        <source>{player} writes {amount} into the pool</source>
        <translation>{player} writes {amount} into the pool</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="66"/>
        <source>{player} writes {amount} into the mountain</source>
        <translation>{player} writes {amount} into the mountain</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="444"/>
        <source>Incident</source>
        <translation>Incident</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="447"/>
        <source>&amp;Record</source>
        <translation>&amp;Record</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="91"/>
        <source>History (newest first)</source>
        <translation>History (newest first)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="131"/>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="134"/>
        <source>&amp;Games…</source>
        <translation>&amp;Games…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="136"/>
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="137"/>
        <source>&amp;Export…</source>
        <translation>&amp;Export…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="138"/>
        <source>&amp;Finish game</source>
        <translation>&amp;Finish game</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="139"/>
        <source>&amp;Reopen game</source>
        <translation>&amp;Reopen game</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="140"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="142"/>
        <source>New &amp;deal…</source>
        <translation>New &amp;deal…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="147"/>
        <source>&amp;Incident…</source>
        <translation>&amp;Incident…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="149"/>
        <source>&amp;Rules and penalties…</source>
        <translation>&amp;Rules and penalties…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="150"/>
        <source>&amp;Manual entry…</source>
        <translation>&amp;Manual entry…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="158"/>
        <source>&amp;Settlement…</source>
        <translation>&amp;Settlement…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="161"/>
        <source>Plain &amp;table</source>
        <translation>Plain &amp;table</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="164"/>
        <source>All text &amp;upright</source>
        <translation>All text &amp;upright</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="167"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="170"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="173"/>
        <source>&amp;Fit the window</source>
        <translation>&amp;Fit the window</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="177"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="185"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="192"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="211"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="201"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="213"/>
        <source>Main</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="237"/>
        <source>Language changed.</source>
        <translation>Language changed.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="267"/>
        <source>(finished)</source>
        <translation>(finished)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="315"/>
        <source> (finished)</source>
        <translation> (finished)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="488"/>
        <source>&amp;Correct this deal…</source>
        <translation>&amp;Correct this deal…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="539"/>
        <source>Import a game</source>
        <translation>Import a game</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="557"/>
        <source>Export the game</source>
        <translation>Export the game</translation>
    </message>
    <message>
        <source>The pool is closed: the game is over. A deal entered now is written after the end of the game. Enter a deal anyway?</source>
        <translation>The pool is closed: the game is over. A deal entered now is written after the end of the game. Enter a deal anyway?</translation>
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
        <location filename="../../ui/dialogs/manual_entry.py" line="58"/>
        <source>Manual entry</source>
        <translation>Manual entry</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="66"/>
        <source>Writes the amounts as typed, without pool overflow or help: for carrying over a paper sheet or an agreed correction. A negative amount subtracts.</source>
        <translation>Writes the amounts as typed, without pool overflow or help: for carrying over a paper sheet or an agreed correction. A negative amount subtracts.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="77"/>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="78"/>
        <source>P&amp;ool:</source>
        <translation>P&amp;ool:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="79"/>
        <source>&amp;Mountain:</source>
        <translation>&amp;Mountain:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="81"/>
        <source>Whists written on</source>
        <translation>Whists written on</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="93"/>
        <source>e.g. carried over from the paper sheet</source>
        <translation>e.g. carried over from the paper sheet</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="95"/>
        <source>&amp;Note:</source>
        <translation>&amp;Note:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="100"/>
        <source>Will be written</source>
        <translation>Will be written</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="172"/>
        <source>Nothing is written.</source>
        <translation>Nothing is written.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="66"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="72"/>
        <source>&amp;3 players</source>
        <translation>&amp;3 players</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="73"/>
        <source>&amp;4 players</source>
        <translation>&amp;4 players</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="83"/>
        <source>Players in seating order (clockwise)</source>
        <translation>Players in seating order (clockwise)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="94"/>
        <source>Seat {n}:</source>
        <translation>Seat {n}:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="103"/>
        <source>First &amp;dealer:</source>
        <translation>First &amp;dealer:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="107"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="111"/>
        <source>&amp;Pool size:</source>
        <translation>&amp;Pool size:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="113"/>
        <source>Price of a &amp;whist:</source>
        <translation>Price of a &amp;whist:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="116"/>
        <source>Advanced: every rules option</source>
        <translation>Advanced: every rules option</translation>
    </message>
</context>
<context>
    <name>Penalties</name>
    <message>
        <location filename="../../ui/wizard/texts.py" line="29"/>
        <source>The talon</source>
        <translation>The talon</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="30"/>
        <source>Ordering the contract</source>
        <translation>Ordering the contract</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="31"/>
        <source>Code of Preferans 3.4: bidding and ordering</source>
        <translation>Code of Preferans 3.4: bidding and ordering</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="34"/>
        <source>Wrong number of cards</source>
        <translation>Wrong number of cards</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="35"/>
        <source>Dealing</source>
        <translation>Dealing</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="36"/>
        <source>Play procedure</source>
        <translation>Play procedure</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="37"/>
        <source>House rules</source>
        <translation>House rules</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="38"/>
        <location filename="../../ui/wizard/texts.py" line="472"/>
        <source>Custom penalty</source>
        <translation>Custom penalty</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="91"/>
        <source>{number}, source: {source}</source>
        <translation>{number}, source: {source}</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="102"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="103"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="109"/>
        <source>a redeal</source>
        <translation>a redeal</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="110"/>
        <source>draw the extra cards blind</source>
        <translation>draw the extra cards blind</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="111"/>
        <source>pool</source>
        <translation>pool</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="112"/>
        <source>mountain</source>
        <translation>mountain</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="113"/>
        <source>whists</source>
        <translation>whists</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="114"/>
        <source>to return the talon</source>
        <translation>to return the talon</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="115"/>
        <source>to change a bid</source>
        <translation>to change a bid</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="116"/>
        <source>corrected at once</source>
        <translation>corrected at once</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="117"/>
        <source>corrected after a pause</source>
        <translation>corrected after a pause</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="118"/>
        <source>corrected after a whist</source>
        <translation>corrected after a whist</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="119"/>
        <source>the intent was evident</source>
        <translation>the intent was evident</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="120"/>
        <source>an ace</source>
        <translation>an ace</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="121"/>
        <source>ace and king of a suit</source>
        <translation>ace and king of a suit</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="122"/>
        <source>two aces</source>
        <translation>two aces</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="123"/>
        <source>king and queen of a suit</source>
        <translation>king and queen of a suit</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="124"/>
        <source>both cards</source>
        <translation>both cards</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="125"/>
        <source>the bottom card</source>
        <translation>the bottom card</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="126"/>
        <source>a card face up in the deck</source>
        <translation>a card face up in the deck</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="127"/>
        <source>a short deck</source>
        <translation>a short deck</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="128"/>
        <source>dealt without a cut</source>
        <translation>dealt without a cut</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="129"/>
        <source>dealt out of turn</source>
        <translation>dealt out of turn</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="130"/>
        <source>by drawing lots</source>
        <translation>by drawing lots</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="131"/>
        <source>the average of both readings</source>
        <translation>the average of both readings</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="140"/>
        <source>misère</source>
        <translation>misère</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="157"/>
        <source>{player} may not bid any more in this deal (compulsory pass).</source>
        <translation>{player} may not bid any more in this deal (compulsory pass).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="161"/>
        <source>The violator may not bid any more in this deal.</source>
        <translation>The violator may not bid any more in this deal.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="164"/>
        <source>{player} is deemed to have passed; raspasy is played.</source>
        <translation>{player} is deemed to have passed; raspasy is played.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="168"/>
        <source>The third player is deemed to have passed; raspasy is played.</source>
        <translation>The third player is deemed to have passed; raspasy is played.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="171"/>
        <source>{player} is deemed to have made the minimum bid and must order a game.</source>
        <translation>{player} is deemed to have made the minimum bid and must order a game.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="175"/>
        <source>The third player is deemed to have made the minimum bid.</source>
        <translation>The third player is deemed to have made the minimum bid.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="178"/>
        <source>The talon goes to {other} at his last bid.</source>
        <translation>The talon goes to {other} at his last bid.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="181"/>
        <source>The talon goes to {other}, the previous legal bidder.</source>
        <translation>The talon goes to {other}, the previous legal bidder.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="184"/>
        <source>Hands are not shown; the bidding continues with the talon open.</source>
        <translation>Hands are not shown; the bidding continues with the talon open.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="187"/>
        <source>The cards are redealt.</source>
        <translation>The cards are redealt.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="188"/>
        <source>The twelve cards are shuffled and the dealer draws a new talon blind.</source>
        <translation>The twelve cards are shuffled and the dealer draws a new talon blind.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="191"/>
        <source>The made contract is not written into the pool.</source>
        <translation>The made contract is not written into the pool.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="194"/>
        <source>The raspasy streak ends.</source>
        <translation>The raspasy streak ends.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="195"/>
        <source>Raspasy continue: the streak is kept.</source>
        <translation>Raspasy continue: the streak is kept.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="198"/>
        <source>The declarer loses the right to change the contract.</source>
        <translation>The declarer loses the right to change the contract.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="201"/>
        <source>The change is refused: the order stands.</source>
        <translation>The change is refused: the order stands.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="204"/>
        <source>The result stands.</source>
        <translation>The result stands.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="205"/>
        <source>The change is allowed.</source>
        <translation>The change is allowed.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="206"/>
        <source>The intended suit may be ordered one level higher.</source>
        <translation>The intended suit may be ordered one level higher.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="209"/>
        <source>The declarer must order a legal contract instead.</source>
        <translation>The declarer must order a legal contract instead.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="212"/>
        <source>The misère is played.</source>
        <translation>The misère is played.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="213"/>
        <source>The second bidder takes the talon at the senior bid.</source>
        <translation>The second bidder takes the talon at the senior bid.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="216"/>
        <source>The next deal goes to the left of the player who actually dealt.</source>
        <translation>The next deal goes to the left of the player who actually dealt.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="219"/>
        <source>The defective trick must be completed.</source>
        <translation>The defective trick must be completed.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="222"/>
        <source>{player} takes no further part in the play of this deal.</source>
        <translation>{player} takes no further part in the play of this deal.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="225"/>
        <source>The claimer lays his cards on the table and states his line of play.</source>
        <translation>The claimer lays his cards on the table and states his line of play.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="228"/>
        <source>Play continues.</source>
        <translation>Play continues.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="229"/>
        <source>The exposed cards become penalty cards.</source>
        <translation>The exposed cards become penalty cards.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="232"/>
        <source>The score may be corrected.</source>
        <translation>The score may be corrected.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="235"/>
        <source>The deal itself is scored as part of this incident.</source>
        <translation>The deal itself is scored as part of this incident.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="251"/>
        <source>Please answer: {question}</source>
        <translation>Please answer: {question}</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="252"/>
        <source>The answer to “{question}” is not valid.</source>
        <translation>The answer to “{question}” is not valid.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="255"/>
        <source>The answer to “{question}” is out of range ({value}).</source>
        <translation>The answer to “{question}” is out of range ({value}).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="258"/>
        <source>“{question}”: the sheet says {expected}, not {value}.</source>
        <translation>“{question}”: the sheet says {expected}, not {value}.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="261"/>
        <source>“{question}” does not apply to these answers.</source>
        <translation>“{question}” does not apply to these answers.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="264"/>
        <source>This rule is not in force: the game&apos;s rules do not include it ({option}).</source>
        <translation>This rule is not in force: the game&apos;s rules do not include it ({option}).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="267"/>
        <source>{player} sits out this deal and cannot have done this.</source>
        <translation>{player} sits out this deal and cannot have done this.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="270"/>
        <source>“{question}” must be another player than the violator.</source>
        <translation>“{question}” must be another player than the violator.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="273"/>
        <source>The declarer cannot be the violator {player} under this rule.</source>
        <translation>The declarer cannot be the violator {player} under this rule.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="276"/>
        <source>Under this rule the violator {player} is the one who plays, not {declarer}.</source>
        <translation>Under this rule the violator {player} is the one who plays, not {declarer}.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="280"/>
        <source>{player} is the third player: choose the rule for the third player.</source>
        <translation>{player} is the third player: choose the rule for the third player.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="283"/>
        <source>{player} won the bidding: he may open the talon.</source>
        <translation>{player} won the bidding: he may open the talon.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="286"/>
        <source>{player} did this before in this pool: use rule {use}.</source>
        <translation>{player} did this before in this pool: use rule {use}.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="289"/>
        <source>{player} did not do this before in this pool: use rule {use}.</source>
        <translation>{player} did not do this before in this pool: use rule {use}.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="292"/>
        <source>This rule does not apply to the answer “{question}”.</source>
        <translation>This rule does not apply to the answer “{question}”.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="295"/>
        <source>This rule applies only to four-handed games.</source>
        <translation>This rule applies only to four-handed games.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="298"/>
        <source>{player} was the right dealer: the deal was in turn.</source>
        <translation>{player} was the right dealer: the deal was in turn.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="301"/>
        <source>The dealer {player} is the violator: he cannot have provoked himself.</source>
        <translation>The dealer {player} is the violator: he cannot have provoked himself.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="304"/>
        <source>A player cannot write whists on himself.</source>
        <translation>A player cannot write whists on himself.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="307"/>
        <source>The deal must be a misère for this rule.</source>
        <translation>The deal must be a misère for this rule.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="310"/>
        <source>The deal must have been played for this rule.</source>
        <translation>The deal must have been played for this rule.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="313"/>
        <source>This change is not allowed by the rule (“{question}”).</source>
        <translation>This change is not allowed by the rule (“{question}”).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="316"/>
        <source>Unknown rule {rule}.</source>
        <translation>Unknown rule {rule}.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="317"/>
        <source>Unknown answer {fact}.</source>
        <translation>Unknown answer {fact}.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="324"/>
        <source>The rule refuses these facts ({code}).</source>
        <translation>The rule refuses these facts ({code}).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="387"/>
        <source>Wrong number of cards noticed before the bidding</source>
        <translation>Wrong number of cards noticed before the bidding</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="388"/>
        <source>A player who notices before the bidding that he has a wrong number of cards must say so at once; the cards are redealt without penalty.</source>
        <translation>A player who notices before the bidding that he has a wrong number of cards must say so at once; the cards are redealt without penalty.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="393"/>
        <source>Who holds the wrong number of cards?</source>
        <translation>Who holds the wrong number of cards?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="395"/>
        <source>Wrong number of cards noticed after the talon bidding started</source>
        <translation>Wrong number of cards noticed after the talon bidding started</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="399"/>
        <source>The holder noticed a wrong count after the bidding for the talon started: he must stop the auction and writes two undertricks at the level where the bidding stopped; redeal.</source>
        <translation>The holder noticed a wrong count after the bidding for the talon started: he must stop the auction and writes two undertricks at the level where the bidding stopped; redeal.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="405"/>
        <source>Level at which the bidding was stopped</source>
        <translation>Level at which the bidding was stopped</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="407"/>
        <source>Wrong number of cards noticed by a player who passed</source>
        <translation>Wrong number of cards noticed by a player who passed</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="411"/>
        <source>Noticed by a player who already passed, before the talon bidding started: he must stop the deal and writes one trick at the raspasy level; redeal.</source>
        <translation>Noticed by a player who already passed, before the talon bidding started: he must stop the deal and writes one trick at the raspasy level; redeal.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="416"/>
        <source>Current raspasy level R (2, 4 or 6 by the streak)</source>
        <translation>Current raspasy level R (2, 4 or 6 by the streak)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="421"/>
        <source>Two players bid without ten cards each</source>
        <translation>Two players bid without ten cards each</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="422"/>
        <source>Two players have bid and it turns out they do not hold ten cards each: the player with ten cards may demand a redeal, or that the over-full hand be cut back to ten by drawing the extra cards blind. The penalty text is cut off: an agreed amount.</source>
        <translation>Two players have bid and it turns out they do not hold ten cards each: the player with ten cards may demand a redeal, or that the over-full hand be cut back to ten by drawing the extra cards blind. The penalty text is cut off: an agreed amount.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="428"/>
        <source>Who holds the over-full hand?</source>
        <translation>Who holds the over-full hand?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="429"/>
        <source>What did the player with ten cards choose?</source>
        <translation>What did the player with ten cards choose?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="430"/>
        <source>Agreed penalty (mountain)</source>
        <translation>Agreed penalty (mountain)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="432"/>
        <source>A card exposed during the deal through the dealer&apos;s fault</source>
        <translation>A card exposed during the deal through the dealer&apos;s fault</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="436"/>
        <source>A card exposed during the deal through the dealer&apos;s fault, directly or indirectly: the same dealer redeals, no penalty.</source>
        <translation>A card exposed during the deal through the dealer&apos;s fault, directly or indirectly: the same dealer redeals, no penalty.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="441"/>
        <source>Who dealt this deal?</source>
        <translation>Who dealt this deal?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="443"/>
        <source>Misdeal noticed before the bidding</source>
        <translation>Misdeal noticed before the bidding</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="444"/>
        <source>A misdeal (wrong number of cards, wrong order or batch size) noticed before the bidding: redeal, no penalty.</source>
        <translation>A misdeal (wrong number of cards, wrong order or batch size) noticed before the bidding: redeal, no penalty.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="450"/>
        <source>Dealt out of turn</source>
        <translation>Dealt out of turn</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="451"/>
        <source>Dealt out of turn: noticed before the deal is complete, the right dealer redeals; once the deal is complete and cards were picked up, the deal stands and the next deal goes to the player on the left of the one who actually dealt.</source>
        <translation>Dealt out of turn: noticed before the deal is complete, the right dealer redeals; once the deal is complete and cards were picked up, the deal stands and the next deal goes to the player on the left of the one who actually dealt.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="457"/>
        <source>Who actually dealt?</source>
        <translation>Who actually dealt?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="458"/>
        <source>Was the deal complete and had someone picked up his cards?</source>
        <translation>Was the deal complete and had someone picked up his cards?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="463"/>
        <source>Other redeal cases</source>
        <translation>Other redeal cases</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="464"/>
        <source>A card face up in the deck during the deal or the cut, a short deck, or a deal without a cut or out of turn noticed before the end of the deal with nobody having looked: redeal, no penalty.</source>
        <translation>A card face up in the deck during the deal or the cut, a short deck, or a deal without a cut or out of turn noticed before the end of the deal with nobody having looked: redeal, no penalty.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="470"/>
        <source>What happened?</source>
        <translation>What happened?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="473"/>
        <source>An incident no published rule covers (a revoke, a lead out of turn, an exposed card, a call out of turn, a recording error, an outsider&apos;s advice…): the players agree on points written into a player&apos;s pool or mountain, or as whists on another player, with a free-text reason.</source>
        <translation>An incident no published rule covers (a revoke, a lead out of turn, an exposed card, a call out of turn, a recording error, an outsider&apos;s advice…): the players agree on points written into a player&apos;s pool or mountain, or as whists on another player, with a free-text reason.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="480"/>
        <source>Who writes the points?</source>
        <translation>Who writes the points?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="481"/>
        <source>Where?</source>
        <translation>Where?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="482"/>
        <source>How many points (whists)?</source>
        <translation>How many points (whists)?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="483"/>
        <source>On whom are the whists written?</source>
        <translation>On whom are the whists written?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="484"/>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="486"/>
        <source>Dealer fined after a third consecutive raspasy (house rule)</source>
        <translation>Dealer fined after a third consecutive raspasy (house rule)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="490"/>
        <source>Some companies fine the dealer &apos;for unskilful dealing&apos; after a third consecutive raspasy: up to 10 into his mountain. Runs against the spirit of Кодекс 3.4.10.</source>
        <translation>Some companies fine the dealer &apos;for unskilful dealing&apos; after a third consecutive raspasy: up to 10 into his mountain. Runs against the spirit of Кодекс 3.4.10.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="495"/>
        <source>Agreed fine</source>
        <translation>Agreed fine</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="497"/>
        <source>Under-ordering scored as a failed game (house rule)</source>
        <translation>Under-ordering scored as a failed game (house rule)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="501"/>
        <source>Some tables score a game where the declarer took more tricks than he ordered as if the ordered game had failed (by one). Contradicts Кодекс 3.4.13, which the default follows.</source>
        <translation>Some tables score a game where the declarer took more tricks than he ordered as if the ordered game had failed (by one). Contradicts Кодекс 3.4.13, which the default follows.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="507"/>
        <source>The contract as played</source>
        <translation>The contract as played</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="509"/>
        <source>Re-ordering a contract for a fee (house rule)</source>
        <translation>Re-ordering a contract for a fee (house rule)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="510"/>
        <source>With three or more trumps the declarer plays what he ordered; friendly games sometimes allow re-ordering for an agreed fee into the mountain.</source>
        <translation>With three or more trumps the declarer plays what he ordered; friendly games sometimes allow re-ordering for an agreed fee into the mountain.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="515"/>
        <source>Who is the declarer?</source>
        <translation>Who is the declarer?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="516"/>
        <source>Agreed fee</source>
        <translation>Agreed fee</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="518"/>
        <source>Bombs and blind play multipliers</source>
        <translation>Bombs and blind play multipliers</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="519"/>
        <source>Bombs and blind play multiply game values; no source says whether penalties are multiplied. Pulka does not multiply penalties.</source>
        <translation>Bombs and blind play multiply game values; no source says whether penalties are multiplied. Pulka does not multiply penalties.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="525"/>
        <source>Wrong discard of one card or three or more (house rule)</source>
        <translation>Wrong discard of one card or three or more (house rule)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="529"/>
        <source>A wrong discard is fined one undertrick of the announced game; the game is played out and whists are written for the tricks actually taken. Conflicts with Кодекс 3.4.6, which the default follows.</source>
        <translation>A wrong discard is fined one undertrick of the announced game; the game is played out and whists are written for the tricks actually taken. Conflicts with Кодекс 3.4.6, which the default follows.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="535"/>
        <source>Level of the announced game</source>
        <translation>Level of the announced game</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="537"/>
        <source>The same dealer misdeals twice (house rule)</source>
        <translation>The same dealer misdeals twice (house rule)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="538"/>
        <source>A dealer who misdeals twice writes one undertrick of a six into his mountain; redeal. Conflicts with Кодекс 3.2.13 (no penalty).</source>
        <translation>A dealer who misdeals twice writes one undertrick of a six into his mountain; redeal. Conflicts with Кодекс 3.2.13 (no penalty).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="544"/>
        <source>The talon cannot be returned; bids cannot be changed</source>
        <translation>The talon cannot be returned; bids cannot be changed</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="548"/>
        <source>Returning the talon and changing a bid during the bidding are not allowed.</source>
        <translation>Returning the talon and changing a bid during the bidding are not allowed.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="552"/>
        <source>What was attempted?</source>
        <translation>What was attempted?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="554"/>
        <source>Contract ordered holding more or fewer than ten cards</source>
        <translation>Contract ordered holding more or fewer than ten cards</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="558"/>
        <source>A player who ordered a contract holding more or fewer than ten cards (no discard, or three cards discarded) is penalised by a remiz of two on the announced game. If the defenders prove he would have gone down anyway with the right count (best discard, open optimal play), the two penalty tricks are added to those undertricks.</source>
        <translation>A player who ordered a contract holding more or fewer than ten cards (no discard, or three cards discarded) is penalised by a remiz of two on the announced game. If the defenders prove he would have gone down anyway with the right count (best discard, open optimal play), the two penalty tricks are added to those undertricks.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="565"/>
        <source>The contract (tricks if it was played)</source>
        <translation>The contract (tricks if it was played)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="566"/>
        <source>Undertricks the defenders prove with the correct count</source>
        <translation>Undertricks the defenders prove with the correct count</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="571"/>
        <source>A correct order cannot be changed after a whist</source>
        <translation>A correct order cannot be changed after a whist</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="572"/>
        <source>A contract ordered by the rules cannot be changed once at least one opponent has whisted, even when the declarer holds fewer than three cards of the trump suit.</source>
        <translation>A contract ordered by the rules cannot be changed once at least one opponent has whisted, even when the declarer holds fewer than three cards of the trump suit.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="577"/>
        <source>Has at least one opponent whisted?</source>
        <translation>Has at least one opponent whisted?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="578"/>
        <source>Fewer than three trumps?</source>
        <translation>Fewer than three trumps?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="580"/>
        <source>Misspoken order</source>
        <translation>Misspoken order</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="581"/>
        <source>A declarer who misspoke his order may correct it only without a pause. After a pause, if nobody whisted yet, he may correct only by ordering one level higher; after a whist the contract as spoken is played; an evident intent to correct (exclamations before the whist) allows the correction. Example: 6♠ corrected at once to 6♥.</source>
        <translation>A declarer who misspoke his order may correct it only without a pause. After a pause, if nobody whisted yet, he may correct only by ordering one level higher; after a whist the contract as spoken is played; an evident intent to correct (exclamations before the whist) allows the correction. Example: 6♠ corrected at once to 6♥.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="588"/>
        <source>The contract as spoken</source>
        <translation>The contract as spoken</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="589"/>
        <source>The contract he meant</source>
        <translation>The contract he meant</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="590"/>
        <source>When did the correction come?</source>
        <translation>When did the correction come?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="592"/>
        <source>Declarer looked at his discard after the first lead</source>
        <translation>Declarer looked at his discard after the first lead</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="596"/>
        <source>The discard cannot be changed after the order, nor looked at after the first lead. A declarer who looks is penalised one trick: exactly made becomes down one, one overtrick cancels out, of several overtricks one is removed, and a remiz grows by one.</source>
        <translation>The discard cannot be changed after the order, nor looked at after the first lead. A declarer who looks is penalised one trick: exactly made becomes down one, one overtrick cancels out, of several overtricks one is removed, and a remiz grows by one.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="604"/>
        <source>Dealer fined when the talon is refused (house rule)</source>
        <translation>Dealer fined when the talon is refused (house rule)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="608"/>
        <source>By agreement the dealer may be fined an agreed number of points into his mountain when the talon is refused. The Кодекс discourages it for serious play; off by default (option &apos;dealer_fine_on_talon_refusal&apos; is the amount).</source>
        <translation>By agreement the dealer may be fined an agreed number of points into his mountain when the talon is refused. The Кодекс discourages it for serious play; off by default (option &apos;dealer_fine_on_talon_refusal&apos; is the amount).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="615"/>
        <source>Consolation for tricks in the talon (house rule)</source>
        <translation>Consolation for tricks in the talon (house rule)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="616"/>
        <source>By agreement the dealer writes consolation on the declarer for tricks given to him in the talon, as for tricks of the ordered game: an ace one trick, ace and king of a suit two, two aces three, a marriage one. Discouraged for serious play; off by default (option &apos;talon_whists&apos;).</source>
        <translation>By agreement the dealer writes consolation on the declarer for tricks given to him in the talon, as for tricks of the ordered game: an ace one trick, ace and king of a suit two, two aces three, a marriage one. Discouraged for serious play; off by default (option &apos;talon_whists&apos;).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="623"/>
        <source>Level of the ordered game</source>
        <translation>Level of the ordered game</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="624"/>
        <source>What was in the talon?</source>
        <translation>What was in the talon?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="626"/>
        <source>Outsider&apos;s advice to change the trump or the level</source>
        <translation>Outsider&apos;s advice to change the trump or the level</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="630"/>
        <source>An outsider&apos;s advice to change the trump suit, or to raise or lower the order, takes away the right to do either (see also Кодекс 3.9.20, text not available).</source>
        <translation>An outsider&apos;s advice to change the trump suit, or to raise or lower the order, takes away the right to do either (see also Кодекс 3.9.20, text not available).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="636"/>
        <source>There is no under-ordering penalty</source>
        <translation>There is no under-ordering penalty</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="637"/>
        <source>The notion of under-ordering («недозаказ», «перезаклад») does not exist: taking more tricks than ordered is never punished (contrast house-undercall).</source>
        <translation>The notion of under-ordering («недозаказ», «перезаклад») does not exist: taking more tricks than ordered is never punished (contrast house-undercall).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="643"/>
        <source>There is no contract called «преферанс»</source>
        <translation>There is no contract called «преферанс»</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="644"/>
        <source>There is no contract called «преферанс». (3.5.1–3.5.2 in the same seed only define games on tricks and the trump hierarchy.)</source>
        <translation>There is no contract called «преферанс». (3.5.1–3.5.2 in the same seed only define games on tricks and the trump hierarchy.)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="650"/>
        <source>The dealer guards the talon</source>
        <translation>The dealer guards the talon</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="651"/>
        <source>The dealer is responsible for the talon: when he provoked a talon violation he receives the same penalty as the violator. Every other PRIKUP item has a &apos;dealer provoked&apos; answer that adds this entry; this item writes it on its own when recorded separately.</source>
        <translation>The dealer is responsible for the talon: when he provoked a talon violation he receives the same penalty as the violator. Every other PRIKUP item has a &apos;dealer provoked&apos; answer that adds this entry; this item writes it on its own when recorded separately.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="658"/>
        <source>The violator&apos;s penalty</source>
        <translation>The violator&apos;s penalty</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="660"/>
        <source>Dealer looked at the talon during the bidding</source>
        <translation>Dealer looked at the talon during the bidding</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="661"/>
        <source>The dealer looked at the talon while the bidding for it was in progress. He writes the current bid level&apos;s cost into his mountain; play continues normally.</source>
        <translation>The dealer looked at the talon while the bidding for it was in progress. He writes the current bid level&apos;s cost into his mountain; play continues normally.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="666"/>
        <source>Current bid level</source>
        <translation>Current bid level</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="668"/>
        <source>Dealer looked at the talon before the bidding</source>
        <translation>Dealer looked at the talon before the bidding</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="669"/>
        <source>The dealer looked at the talon before the bidding for it started. He writes the current raspasy level into his mountain.</source>
        <translation>The dealer looked at the talon before the bidding for it started. He writes the current raspasy level into his mountain.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="675"/>
        <source>A bidder looked at the talon before the bidding ended</source>
        <translation>A bidder looked at the talon before the bidding ended</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="679"/>
        <source>A player taking part in the bidding looked at the talon before it ended. He writes the current bid level&apos;s cost into his mountain (the raspasy level if nothing was bid yet) and may not bid any more.</source>
        <translation>A player taking part in the bidding looked at the talon before it ended. He writes the current bid level&apos;s cost into his mountain (the raspasy level if nothing was bid yet) and may not bid any more.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="685"/>
        <source>Who committed the violation?</source>
        <translation>Who committed the violation?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="686"/>
        <source>Had the bidding for the talon started?</source>
        <translation>Had the bidding for the talon started?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="687"/>
        <source>Did the dealer provoke it (PRIKUP-0: he then gets the same penalty)?</source>
        <translation>Did the dealer provoke it (PRIKUP-0: he then gets the same penalty)?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="692"/>
        <source>A bidder exposed the talon; the other bidder&apos;s bid was the last</source>
        <translation>A bidder exposed the talon; the other bidder&apos;s bid was the last</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="696"/>
        <source>A bidder exposed the talon before the bidding ended while the other bidder held the highest bid: the talon goes to the other bidder at his last bid. The text states no fine (option: also fine as PRIKUP-2).</source>
        <translation>A bidder exposed the talon before the bidding ended while the other bidder held the highest bid: the talon goes to the other bidder at his last bid. The text states no fine (option: also fine as PRIKUP-2).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="702"/>
        <source>Who made the last bid?</source>
        <translation>Who made the last bid?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="703"/>
        <source>Current bid level (for the optional fine)</source>
        <translation>Current bid level (for the optional fine)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="705"/>
        <source>A bidder exposed the talon; the second bidder takes it</source>
        <translation>A bidder exposed the talon; the second bidder takes it</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="709"/>
        <source>A bidder exposed the talon while the second bidder had not finished bidding; the second bidder takes the talon at the senior bid and orders a game. The violator writes half an undertrick of the last bid into his mountain; the compensation for a made game and the defenders&apos; whists are written on him.</source>
        <translation>A bidder exposed the talon while the second bidder had not finished bidding; the second bidder takes the talon at the senior bid and orders a game. The violator writes half an undertrick of the last bid into his mountain; the compensation for a made game and the defenders&apos; whists are written on him.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="716"/>
        <source>Level of the last bid</source>
        <translation>Level of the last bid</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="717"/>
        <source>The contract as played (pulka-game deal)</source>
        <translation>The contract as played (pulka-game deal)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="719"/>
        <source>A bidder exposed the talon; it is given to him</source>
        <translation>A bidder exposed the talon; it is given to him</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="720"/>
        <source>As PRIKUP-3.2.1, but the second bidder gives the talon to the violator, who plays. The deal is scored normally and the violator writes half an undertrick of the last bid into his mountain.</source>
        <translation>As PRIKUP-3.2.1, but the second bidder gives the talon to the violator, who plays. The deal is scored normally and the violator writes half an undertrick of the last bid into his mountain.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="727"/>
        <source>An impossible bid together with exposing the talon</source>
        <translation>An impossible bid together with exposing the talon</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="731"/>
        <source>A player made an impossible bid (e.g. repeating the previous bid) and exposed the talon: the previous, legal bidder takes the talon. No fine is stated (option: also fine as PRIKUP-2).</source>
        <translation>A player made an impossible bid (e.g. repeating the previous bid) and exposed the talon: the previous, legal bidder takes the talon. No fine is stated (option: also fine as PRIKUP-2).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="737"/>
        <source>Who made the previous legal bid?</source>
        <translation>Who made the previous legal bid?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="739"/>
        <source>Talon exposed while two or three players were still bidding</source>
        <translation>Talon exposed while two or three players were still bidding</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="743"/>
        <source>The talon was exposed while two or three players had not finished bidding. The violator writes one undertrick of the last bid (of the minimum bid if nobody bid); hands are not shown, bidding continues with the talon open, whisting as usual. A made contract&apos;s compensation is written on the violator as whists; a failed one is scored normally; the raspasy streak ends.</source>
        <translation>The talon was exposed while two or three players had not finished bidding. The violator writes one undertrick of the last bid (of the minimum bid if nobody bid); hands are not shown, bidding continues with the talon open, whisting as usual. A made contract&apos;s compensation is written on the violator as whists; a failed one is scored normally; the raspasy streak ends.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="751"/>
        <source>The deal as played (pulka-game deal or raspasy)</source>
        <translation>The deal as played (pulka-game deal or raspasy)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="753"/>
        <source>Talon exposed after two passes, before the third call</source>
        <translation>Talon exposed after two passes, before the third call</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="757"/>
        <source>After two passes someone other than the third player exposed the talon. He writes three tricks at the raspasy level (two for one card); the third player calls seeing the card(s); the deal is scored normally and a made contract&apos;s compensation (10 … 50 whists) is written on the violator.</source>
        <translation>After two passes someone other than the third player exposed the talon. He writes three tricks at the raspasy level (two for one card); the third player calls seeing the card(s); the deal is scored normally and a made contract&apos;s compensation (10 … 50 whists) is written on the violator.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="764"/>
        <source>How many talon cards were exposed?</source>
        <translation>How many talon cards were exposed?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="766"/>
        <source>Third player silently turns one talon card</source>
        <translation>Third player silently turns one talon card</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="767"/>
        <source>After two passes the third player silently turned one talon card: he is deemed to have passed, raspasy is played, and he writes one trick at the raspasy level.</source>
        <translation>After two passes the third player silently turned one talon card: he is deemed to have passed, raspasy is played, and he writes one trick at the raspasy level.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="772"/>
        <source>The third player to call (after two passes)</source>
        <translation>The third player to call (after two passes)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="774"/>
        <source>Third player silently turns both talon cards</source>
        <translation>Third player silently turns both talon cards</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="775"/>
        <source>After two passes the third player silently turned both talon cards: he is deemed to have made the minimum bid and must order at least the minimum contract; he writes one trick at the raspasy level.</source>
        <translation>After two passes the third player silently turned both talon cards: he is deemed to have made the minimum bid and must order at least the minimum contract; he writes one trick at the raspasy level.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="782"/>
        <source>A player took the talon into his hand</source>
        <translation>A player took the talon into his hand</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="783"/>
        <source>A player accidentally took the talon during or after the deal. He writes two tricks at the level current when the missing talon is noticed (raspasy level before the bidding, bid level during it: 4, 8, 12, 16 or 20). The twelve cards are shuffled and the dealer draws two blind as the new talon; if he took the cards from the table he must pass.</source>
        <translation>A player accidentally took the talon during or after the deal. He writes two tricks at the level current when the missing talon is noticed (raspasy level before the bidding, bid level during it: 4, 8, 12, 16 or 20). The twelve cards are shuffled and the dealer draws two blind as the new talon; if he took the cards from the table he must pass.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="791"/>
        <source>Did he pick the twelve cards up from the table?</source>
        <translation>Did he pick the twelve cards up from the table?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="793"/>
        <source>Talon taken by accident: redeal by agreement</source>
        <translation>Talon taken by accident: redeal by agreement</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="794"/>
        <source>Instead of the remedy of PRIKUP-7, the two players holding ten cards may agree to a redeal before the talon bidding starts; the violator is then not fined.</source>
        <translation>Instead of the remedy of PRIKUP-7, the two players holding ten cards may agree to a redeal before the talon bidding starts; the violator is then not fined.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="799"/>
        <source>Do both players with ten cards agree to a redeal?</source>
        <translation>Do both players with ten cards agree to a redeal?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="804"/>
        <source>Someone other than the bidding&apos;s winner opened the talon</source>
        <translation>Someone other than the bidding&apos;s winner opened the talon</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="808"/>
        <source>After the bidding the talon is opened by its winner. Another player who opened it writes 2 into his mountain (first offence in this pool).</source>
        <translation>After the bidding the talon is opened by its winner. Another player who opened it writes 2 into his mountain (first offence in this pool).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="813"/>
        <source>Who won the bidding?</source>
        <translation>Who won the bidding?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="814"/>
        <source>How many times this player already did it in this pool</source>
        <translation>How many times this player already did it in this pool</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="819"/>
        <source>Opening the winner&apos;s talon again in the same pool</source>
        <translation>Opening the winner&apos;s talon again in the same pool</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="823"/>
        <source>The same player opened the winner&apos;s talon again in this pool: he writes half the loss of the contract at the level reached when the bidding ended.</source>
        <translation>The same player opened the winner&apos;s talon again in this pool: he writes half the loss of the contract at the level reached when the bidding ended.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="828"/>
        <source>Level reached when the bidding ended</source>
        <translation>Level reached when the bidding ended</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="830"/>
        <source>Talon opened by another player after a misère was ordered (dealer may share)</source>
        <translation>Talon opened by another player after a misère was ordered (dealer may share)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="834"/>
        <source>House rule of four-handed games where the dealer may be invited to share a misère: the violator and the declarer write the misère&apos;s loss in equal halves. Needs the option &apos;penalty_dealer_share_misere&apos;.</source>
        <translation>House rule of four-handed games where the dealer may be invited to share a misère: the violator and the declarer write the misère&apos;s loss in equal halves. Needs the option &apos;penalty_dealer_share_misere&apos;.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="840"/>
        <source>The misère as played (pulka-game deal)</source>
        <translation>The misère as played (pulka-game deal)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="842"/>
        <source>A player peeked at the talon; a contract is ordered</source>
        <translation>A player peeked at the talon; a contract is ordered</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="846"/>
        <source>A player holding cards looked at one or two talon cards. He loses the right to bid (compulsory pass) and writes one or two tricks at the raspasy level.</source>
        <translation>A player holding cards looked at one or two talon cards. He loses the right to bid (compulsory pass) and writes one or two tricks at the raspasy level.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="851"/>
        <source>How many talon cards did he see?</source>
        <translation>How many talon cards did he see?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="852"/>
        <source>Current bid level (option &apos;bid&apos; of A11)</source>
        <translation>Current bid level (option &apos;bid&apos; of A11)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="854"/>
        <source>A player peeked at the talon on raspasy: both or the bottom card</source>
        <translation>A player peeked at the talon on raspasy: both or the bottom card</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="858"/>
        <source>On raspasy a player looked at both talon cards, or at the bottom one: he must pass and writes three tricks at the raspasy level.</source>
        <translation>On raspasy a player looked at both talon cards, or at the bottom one: he must pass and writes three tricks at the raspasy level.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="863"/>
        <source>Which talon cards did he see?</source>
        <translation>Which talon cards did he see?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="865"/>
        <source>A player peeked at the top talon card on raspasy</source>
        <translation>A player peeked at the top talon card on raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="866"/>
        <source>On raspasy a player looked at the first (top) talon card only: he must pass and writes one trick at the raspasy level.</source>
        <translation>On raspasy a player looked at the first (top) talon card only: he must pass and writes one trick at the raspasy level.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="872"/>
        <source>A wrongly won or incomplete trick</source>
        <translation>A wrongly won or incomplete trick</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="873"/>
        <source>A wrongly won trick cannot be corrected once a player of each side has played to the next trick. Before that, a player who failed to play must complete the trick with a card he could legally play. Record the tricks as finally agreed.</source>
        <translation>A wrongly won trick cannot be corrected once a player of each side has played to the next trick. Before that, a player who failed to play must complete the trick with a card he could legally play. Record the tricks as finally agreed.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="879"/>
        <source>Has each side already played to the next trick?</source>
        <translation>Has each side already played to the next trick?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="881"/>
        <source>Several cards played to one trick</source>
        <translation>Several cards played to one trick</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="882"/>
        <source>A player who played several cards to one trick takes no part in the remaining tricks; if he wins a trick with his last card, the lead passes to the player on his right. Record the resulting trick counts.</source>
        <translation>A player who played several cards to one trick takes no part in the remaining tricks; if he wins a trick with his last card, the lead passes to the player on his right. Record the resulting trick counts.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="888"/>
        <source>Who played several cards?</source>
        <translation>Who played several cards?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="890"/>
        <source>Declarer&apos;s claim or concession</source>
        <translation>Declarer&apos;s claim or concession</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="891"/>
        <source>A declarer who claims or concedes tricks must table his cards and state his line at once. If a defender objects, play continues and must bear the claim out; without a stated line he may not take a finesse-like gamble on where a card lies. Record the tricks as decided.</source>
        <translation>A declarer who claims or concedes tricks must table his cards and state his line at once. If a defender objects, play continues and must bear the claim out; without a stated line he may not take a finesse-like gamble on where a card lies. Record the tricks as decided.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="898"/>
        <source>Did a defender object?</source>
        <translation>Did a defender object?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="900"/>
        <source>A defender&apos;s claim or concession</source>
        <translation>A defender&apos;s claim or concession</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="901"/>
        <source>A defender may show his cards to the declarer only, never to his partner; cards shown to the partner may be treated by the declarer as penalty cards. After play ends, showing them is allowed.</source>
        <translation>A defender may show his cards to the declarer only, never to his partner; cards shown to the partner may be treated by the declarer as penalty cards. After play ends, showing them is allowed.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="907"/>
        <source>Were cards shown to the partner?</source>
        <translation>Were cards shown to the partner?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="908"/>
        <source>Had play ended?</source>
        <translation>Had play ended?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="910"/>
        <source>A proven scoring error</source>
        <translation>A proven scoring error</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="911"/>
        <source>A proven scoring error may be corrected until the pool is settled, with the majority&apos;s consent (bridge&apos;s part-score and game exceptions do not apply). In Pulka a correction is an edit or undo of the recorded event.</source>
        <translation>A proven scoring error may be corrected until the pool is settled, with the majority&apos;s consent (bridge&apos;s part-score and game exceptions do not apply). In Pulka a correction is an edit or undo of the recorded event.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="917"/>
        <source>Has the pool already been settled?</source>
        <translation>Has the pool already been settled?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="918"/>
        <source>Does the majority agree?</source>
        <translation>Does the majority agree?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="920"/>
        <source>A defective deck discovered after the cards were mixed</source>
        <translation>A defective deck discovered after the cards were mixed</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="924"/>
        <source>Discovering a defect in the deck after the cards were mixed does not affect the scores made with that deck.</source>
        <translation>Discovering a defect in the deck after the cards were mixed does not affect the scores made with that deck.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="930"/>
        <source>Contract ordered below the bidding level, found during play</source>
        <translation>Contract ordered below the bidding level, found during play</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="934"/>
        <source>A contract lower than the level reached in the bidding was ordered and the error was found after play began (everyone called and the first trick was played). The declarer writes three undertricks at the level reached; the contract is played out; if made it is not written to the pool; whists and mountain are written.</source>
        <translation>A contract lower than the level reached in the bidding was ordered and the error was found after play began (everyone called and the first trick was played). The declarer writes three undertricks at the level reached; the contract is played out; if made it is not written to the pool; whists and mountain are written.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="941"/>
        <source>Level reached in the bidding</source>
        <translation>Level reached in the bidding</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="943"/>
        <source>Contract below the bidding level, found after the cards were mixed</source>
        <translation>Contract below the bidding level, found after the cards were mixed</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="947"/>
        <source>The illegal contract was discovered only after the cards were mixed: the result of the real play is recorded (as an ordinary deal).</source>
        <translation>The illegal contract was discovered only after the cards were mixed: the result of the real play is recorded (as an ordinary deal).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="953"/>
        <source>Mistaken order corrected before the next call</source>
        <translation>Mistaken order corrected before the next call</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="954"/>
        <source>A mistaken order may be changed or withdrawn freely before the next player&apos;s call.</source>
        <translation>A mistaken order may be changed or withdrawn freely before the next player&apos;s call.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="959"/>
        <source>Change requested after the contract was whisted</source>
        <translation>Change requested after the contract was whisted</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="960"/>
        <source>Once a defender has said «вист» or «пас» the order cannot be changed.</source>
        <translation>Once a defender has said «вист» or «пас» the order cannot be changed.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="964"/>
        <source>Has «вист» or «пас» already been said?</source>
        <translation>Has «вист» or «пас» already been said?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="966"/>
        <source>Mistaken order changed before play to a much longer suit</source>
        <translation>Mistaken order changed before play to a much longer suit</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="970"/>
        <source>Before the cards are opened the declarer may change a mistaken order if he holds a suit at least two cards longer than the one named. The discard stays; he writes half an undertrick of the mistaken contract into his mountain.</source>
        <translation>Before the cards are opened the declarer may change a mistaken order if he holds a suit at least two cards longer than the one named. The discard stays; he writes half an undertrick of the mistaken contract into his mountain.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="976"/>
        <source>The mistaken contract</source>
        <translation>The mistaken contract</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="977"/>
        <source>Were the cards already opened?</source>
        <translation>Were the cards already opened?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="978"/>
        <source>How many cards longer is the new suit?</source>
        <translation>How many cards longer is the new suit?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="980"/>
        <source>Mistaken order changed after play began, with consent</source>
        <translation>Mistaken order changed after play began, with consent</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="984"/>
        <source>After play began a mistaken order may be changed only with every player&apos;s consent; the declarer writes half an undertrick of the mistaken contract into his mountain.</source>
        <translation>After play began a mistaken order may be changed only with every player&apos;s consent; the declarer writes half an undertrick of the mistaken contract into his mountain.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="989"/>
        <source>Do all players consent?</source>
        <translation>Do all players consent?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="991"/>
        <source>Misère ordered after bidding, cards already opened</source>
        <translation>Misère ordered after bidding, cards already opened</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="995"/>
        <source>A player who had already bid ordered a misère and the cards were opened. He writes four tricks at the level reached plus the tricks he takes on the misère (scored as on a failed misère); a successful misère is not written.</source>
        <translation>A player who had already bid ordered a misère and the cards were opened. He writes four tricks at the level reached plus the tricks he takes on the misère (scored as on a failed misère); a successful misère is not written.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1001"/>
        <source>The misère as played</source>
        <translation>The misère as played</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1003"/>
        <source>Misère ordered after bidding, cards not opened</source>
        <translation>Misère ordered after bidding, cards not opened</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1004"/>
        <source>The cards were not opened: the player must make a legal order and writes 20 into his mountain.</source>
        <translation>The cards were not opened: the player must make a legal order and writes 20 into his mountain.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1010"/>
        <source>Another contract ordered after misère was announced</source>
        <translation>Another contract ordered after misère was announced</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1014"/>
        <source>Ordering another contract after announcing misère is an attempted deceit: the player writes two undertricks of the contract he named, and the misère is played with the same discard.</source>
        <translation>Ordering another contract after announcing misère is an attempted deceit: the player writes two undertricks of the contract he named, and the misère is played with the same discard.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1020"/>
        <source>The contract he named</source>
        <translation>The contract he named</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1022"/>
        <source>A six ordered right after raspasy, found during play</source>
        <translation>A six ordered right after raspasy, found during play</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1026"/>
        <source>Where the club minimum after raspasy is seven, a six ordered right after raspasy found after play began is played out; if made it is not written to the pool; whists and mountain are written; the raspasy streak is kept. No mountain fine is stated.</source>
        <translation>Where the club minimum after raspasy is seven, a six ordered right after raspasy found after play began is played out; if made it is not written to the pool; whists and mountain are written; the raspasy streak is kept. No mountain fine is stated.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1032"/>
        <source>The six as played</source>
        <translation>The six as played</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1034"/>
        <source>A six ordered right after raspasy, found after the cards were mixed</source>
        <translation>A six ordered right after raspasy, found after the cards were mixed</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1038"/>
        <source>Found only after the cards were mixed: the real result stands and the raspasy streak is over.</source>
        <translation>Found only after the cards were mixed: the real result stands and the raspasy streak is over.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1044"/>
        <source>Declarer pressed into a dearer contract</source>
        <translation>Declarer pressed into a dearer contract</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1045"/>
        <source>A declarer who ordered a legal contract was pressed into a dearer one: he writes compensation for the possible loss on the dearer contract (at least one undertrick&apos;s worth) as whists on the players who demanded the raise.</source>
        <translation>A declarer who ordered a legal contract was pressed into a dearer one: he writes compensation for the possible loss on the dearer contract (at least one undertrick&apos;s worth) as whists on the players who demanded the raise.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1051"/>
        <source>Who demanded the raise?</source>
        <translation>Who demanded the raise?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1052"/>
        <source>The dearer contract</source>
        <translation>The dearer contract</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1053"/>
        <source>Agreed compensation in whists</source>
        <translation>Agreed compensation in whists</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1055"/>
        <source>Unresolvable dispute about the trump suit</source>
        <translation>Unresolvable dispute about the trump suit</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1056"/>
        <source>When declarer and defenders dispute the trump suit and it cannot be confirmed, they agree either to draw lots for the suit (7.1) or to record the mean of the results with one and the other trump (7.2).</source>
        <translation>When declarer and defenders dispute the trump suit and it cannot be confirmed, they agree either to draw lots for the suit (7.1) or to record the mean of the results with one and the other trump (7.2).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1062"/>
        <source>How was it settled?</source>
        <translation>How was it settled?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1063"/>
        <source>The deal with the drawn (or first) trump</source>
        <translation>The deal with the drawn (or first) trump</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1064"/>
        <source>The deal with the other trump</source>
        <translation>The deal with the other trump</translation>
    </message>
</context>
<context>
    <name>PreviewPage</name>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="304"/>
        <source>Preview</source>
        <translation>Preview</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="305"/>
        <source>Nothing is written until you press Record.</source>
        <translation>Nothing is written until you press Record.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="316"/>
        <source>Consequences for play</source>
        <translation>Consequences for play</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="320"/>
        <source>The players&apos; choice</source>
        <translation>The players&apos; choice</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="373"/>
        <source>Nothing is written on the sheet.</source>
        <translation>Nothing is written on the sheet.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="375"/>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="384"/>
        <source>None: play goes on as usual.</source>
        <translation>None: play goes on as usual.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="393"/>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="393"/>
        <source>Mountain</source>
        <translation>Mountain</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="394"/>
        <source>Whists on {player}</source>
        <translation>Whists on {player}</translation>
    </message>
</context>
<context>
    <name>RulePage</name>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="176"/>
        <source>What happened?</source>
        <translation>What happened?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="177"/>
        <source>Pick the rule that covers the incident; type to search.</source>
        <translation>Pick the rule that covers the incident; type to search.</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <location filename="../../ui/wizard/rules_browser.py" line="19"/>
        <source>The wizard asks:</source>
        <translation>The wizard asks:</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/rules_browser.py" line="23"/>
        <source>Consequences for play:</source>
        <translation>Consequences for play:</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/rules_browser.py" line="36"/>
        <source>Rules: penalties and incidents</source>
        <translation>Rules: penalties and incidents</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="34"/>
        <source>Settlement</source>
        <translation>Settlement</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="40"/>
        <source>Final settlement: the pool is closed.</source>
        <translation>Final settlement: the pool is closed.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="43"/>
        <source>Provisional: the pool is not closed yet; figures will change.</source>
        <translation>Provisional: the pool is not closed yet; figures will change.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="50"/>
        <location filename="../../ui/dialogs/settlement.py" line="119"/>
        <source>Mountain</source>
        <translation>Mountain</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="50"/>
        <location filename="../../ui/dialogs/settlement.py" line="119"/>
        <source>Result, whists</source>
        <translation>Result, whists</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="50"/>
        <location filename="../../ui/dialogs/settlement.py" line="67"/>
        <location filename="../../ui/dialogs/settlement.py" line="119"/>
        <location filename="../../ui/dialogs/settlement.py" line="131"/>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="64"/>
        <source>Payments</source>
        <translation>Payments</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="67"/>
        <location filename="../../ui/dialogs/settlement.py" line="131"/>
        <source>Who pays</source>
        <translation>Who pays</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="67"/>
        <location filename="../../ui/dialogs/settlement.py" line="131"/>
        <source>To whom</source>
        <translation>To whom</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="67"/>
        <location filename="../../ui/dialogs/settlement.py" line="131"/>
        <source>Whists</source>
        <translation>Whists</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="85"/>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="86"/>
        <source>Export &amp;PDF…</source>
        <translation>Export &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="87"/>
        <source>Export &amp;CSV…</source>
        <translation>Export &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="119"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="180"/>
        <source>Export PDF</source>
        <translation>Export PDF</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="185"/>
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
        <source>Mountain to settle</source>
        <translation>Mountain to settle</translation>
    </message>
    <message>
        <source>Mountain to settle: the mountain on the sheet plus the pool shortfall (against the highest pool, converted by the rules), less the smallest of these mountains.</source>
        <translation>Mountain to settle: the mountain on the sheet plus the pool shortfall (against the highest pool, converted by the rules), less the smallest of these mountains.</translation>
    </message>
</context>
<context>
    <name>SheetTable</name>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="252"/>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="252"/>
        <source>Mountain</source>
        <translation>Mountain</translation>
    </message>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="253"/>
        <source>Whists on {player}</source>
        <translation>Whists on {player}</translation>
    </message>
</context>
<context>
    <name>SheetWidget</name>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="213"/>
        <source>Rule: {rule}</source>
        <translation>Rule: {rule}</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../ui/main_window.py" line="50"/>
        <source>Pulka — Preferans score sheet</source>
        <translation>Pulka — Preferans score sheet</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="56"/>
        <source>Recent games:</source>
        <translation>Recent games:</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="60"/>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="61"/>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="62"/>
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <location filename="../../ui/store_texts.py" line="27"/>
        <source>The file {path} is not a Pulka database.</source>
        <translation>The file {path} is not a Pulka database.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="30"/>
        <source>The file {path} is damaged: Pulka cannot read it. Earlier copies are kept in the backups folder beside it.</source>
        <translation>The file {path} is damaged: Pulka cannot read it. Earlier copies are kept in the backups folder beside it.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="35"/>
        <source>The file {path} was saved by a newer version of Pulka. Update Pulka to open it.</source>
        <translation>The file {path} was saved by a newer version of Pulka. Update Pulka to open it.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="39"/>
        <source>The file {path} is in use by another program. Close that program and start Pulka again.</source>
        <translation>The file {path} is in use by another program. Close that program and start Pulka again.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="44"/>
        <source>Pulka cannot create the file {path}: that folder cannot be written.</source>
        <translation>Pulka cannot create the file {path}: that folder cannot be written.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="47"/>
        <source>The file {path} was saved by an older version of Pulka and has to be updated, but it cannot be written.</source>
        <translation>The file {path} was saved by an older version of Pulka and has to be updated, but it cannot be written.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="52"/>
        <source>The file {path} holds no games.</source>
        <translation>The file {path} holds no games.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="53"/>
        <source>The file {path} cannot be read: its latest changes wait in a companion file that this folder does not let Pulka open.</source>
        <translation>The file {path} cannot be read: its latest changes wait in a companion file that this folder does not let Pulka open.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="66"/>
        <source>There is no room on the disk to open {path} for writing, so it is open read-only: you can look at the games and export them, but nothing can be recorded.</source>
        <translation>There is no room on the disk to open {path} for writing, so it is open read-only: you can look at the games and export them, but nothing can be recorded.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="73"/>
        <source>The file {path} cannot be written, so it is open read-only: you can look at the games and export them, but nothing can be recorded.</source>
        <translation>The file {path} cannot be written, so it is open read-only: you can look at the games and export them, but nothing can be recorded.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="78"/>
        <source>Today&apos;s backup copy could not be made: the backups folder cannot be written or the disk is full. The games are safe; Pulka will try again at the next start.</source>
        <translation>Today&apos;s backup copy could not be made: the backups folder cannot be written or the disk is full. The games are safe; Pulka will try again at the next start.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="83"/>
        <source>Today&apos;s backup copy was not made because a game in the file is damaged. The earlier copies are kept.</source>
        <translation>Today&apos;s backup copy was not made because a game in the file is damaged. The earlier copies are kept.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="96"/>
        <source>Game {game_id} ({players}) is damaged and cannot be opened. The other games are not affected.</source>
        <translation>Game {game_id} ({players}) is damaged and cannot be opened. The other games are not affected.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="102"/>
        <source>Game {game_id} is damaged and cannot be opened. The other games are not affected.</source>
        <translation>Game {game_id} is damaged and cannot be opened. The other games are not affected.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="108"/>
        <source>The file is open read-only: nothing can be recorded.</source>
        <translation>The file is open read-only: nothing can be recorded.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="111"/>
        <source>The file is in use by another program; nothing was recorded. Try again.</source>
        <translation>The file is in use by another program; nothing was recorded. Try again.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="114"/>
        <source>The file cannot be written; nothing was recorded.</source>
        <translation>The file cannot be written; nothing was recorded.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="117"/>
        <source>The disk is full; nothing was recorded. Free some space and try again.</source>
        <translation>The disk is full; nothing was recorded. Free some space and try again.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="120"/>
        <source>The file could not be read or written; nothing was recorded.</source>
        <translation>The file could not be read or written; nothing was recorded.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="123"/>
        <source>The file is damaged; nothing was recorded.</source>
        <translation>The file is damaged; nothing was recorded.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="126"/>
        <source>The file did not accept the change; nothing was recorded.</source>
        <translation>The file did not accept the change; nothing was recorded.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="135"/>
        <source>(damaged)</source>
        <translation>(damaged)</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="140"/>
        <source>Read only</source>
        <translation>Read only</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="144"/>
        <source>The file is in use by another program. Waiting for it…</source>
        <translation>The file is in use by another program. Waiting for it…</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="150"/>
        <source>Stop waiting</source>
        <translation>Stop waiting</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="155"/>
        <source>Last time Pulka closed while opening game {game_id} ({players}). Open it again?</source>
        <translation>Last time Pulka closed while opening game {game_id} ({players}). Open it again?</translation>
    </message>
</context>
<context>
    <name>dialog</name>
    <message>
        <location filename="../../ui/main_window.py" line="521"/>
        <source>Correct a deal</source>
        <translation>Correct a deal</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="523"/>
        <source>raspasy</source>
        <translation>raspasy</translation>
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
        <source>mountain divided by N</source>
        <translation>mountain divided by N</translation>
    </message>
    <message>
        <source>mountain divided by N − 1</source>
        <translation>mountain divided by N − 1</translation>
    </message>
    <message>
        <source>exact results</source>
        <translation>exact results</translation>
    </message>
    <message>
        <source>mountains made divisible by N</source>
        <translation>mountains made divisible by N</translation>
    </message>
    <message>
        <source>results rounded to whole whists</source>
        <translation>results rounded to whole whists</translation>
    </message>
    <message>
        <source>penalty raspasy: the next level</source>
        <translation>penalty raspasy: the next level</translation>
    </message>
    <message>
        <source>penalty raspasy: the last level</source>
        <translation>penalty raspasy: the last level</translation>
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
        <source>talon 9+1: at the raspasy level</source>
        <translation>talon 9+1: at the raspasy level</translation>
    </message>
    <message>
        <source>talon 9+1: at the bid level</source>
        <translation>talon 9+1: at the bid level</translation>
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
        <source>and {n} more</source>
        <translation>and {n} more</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
</context>
</TS>
