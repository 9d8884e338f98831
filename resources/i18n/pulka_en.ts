<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>CardTable</name>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="87" />
        <source>deals</source>
        <translation>deals</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="89" />
        <source>rests</source>
        <translation>rests</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="91" />
        <source>speaks first</source>
        <translation>speaks first</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="97" />
        <source>pool {value} of {size}</source>
        <translation>pool {value} of {size}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="101" />
        <source>mountain {m} · whists {w}</source>
        <translation>mountain {m} · whists {w}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="106" />
        <source>Deal {number}</source>
        <translation>Deal {number}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="108" />
        <source>Raspasy in a row: {n}</source>
        <translation>Raspasy in a row: {n}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="110" />
        <source>Raspasy price: {price}</source>
        <translation>Raspasy price: {price}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="113" />
        <source>The pool is closed</source>
        <translation>The pool is closed</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="120" />
        <source>No deals yet.</source>
        <translation>No deals yet.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="123" />
        <source>Last deal: raspasy — tricks {tricks}.</source>
        <translation>Last deal: raspasy — tricks {tricks}.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="129" />
        <source>Last deal: {declarer} played misère, took {n}.</source>
        <translation>Last deal: {declarer} played misère, took {n}.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="133" />
        <source>Last deal: {declarer} {contract}, not whisted ({calls}).</source>
        <translation>Last deal: {declarer} {contract}, not whisted ({calls}).</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="139" />
        <source>made</source>
        <translation>made</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="139" />
        <source>down {n}</source>
        <translation>down {n}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="142" />
        <source>Last deal: {declarer} {contract} ({calls}), took {n}: {result}.</source>
        <translation>Last deal: {declarer} {contract} ({calls}), took {n}: {result}.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="146" />
        <source>Last event: a manual entry or an incident.</source>
        <translation>Last event: a manual entry or an incident.</translation>
    </message>
</context>
<context>
    <name>Codes</name>
    <message>
        <location filename="../../ui/i18n.py" line="123" />
        <source>misère</source>
        <translation>misère</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="126" />
        <source>NT</source>
        <translation>NT</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="149" />
        <source>declarer</source>
        <translation>declarer</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="150" />
        <source>defenders</source>
        <translation>defenders</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="151" />
        <source>tricks</source>
        <translation>tricks</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="152" />
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="153" />
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="154" />
        <location filename="../../ui/i18n.py" line="301" />
        <source>whists</source>
        <translation>whists</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="163" />
        <source>{player} deals this time and sits out: he cannot declare.</source>
        <translation>{player} deals this time and sits out: he cannot declare.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="166" />
        <source>After raspasy the game must be at least a {minimum}.</source>
        <translation>After raspasy the game must be at least a {minimum}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="169" />
        <source>Nobody whists a misère.</source>
        <translation>Nobody whists a misère.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="170" />
        <source>Stalingrad: 6♠ must be whisted by both defenders.</source>
        <translation>Stalingrad: 6♠ must be whisted by both defenders.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="173" />
        <source>Talon whists apply only to a resting dealer under the house rule.</source>
        <translation>Talon whists apply only to a resting dealer under the house rule.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="176" />
        <source>Talon tricks must be between 0 and 3.</source>
        <translation>Talon tricks must be between 0 and 3.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="179" />
        <source>The declarer {player} cannot whist his own game.</source>
        <translation>The declarer {player} cannot whist his own game.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="182" />
        <source>{player} is not defending this deal.</source>
        <translation>{player} is not defending this deal.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="185" />
        <source>Unknown call “{call}”.</source>
        <translation>Unknown call “{call}”.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="186" />
        <source>Choose whist or pass for {player}.</source>
        <translation>Choose whist or pass for {player}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="187" />
        <source>Half-whist is not allowed by these rules.</source>
        <translation>Half-whist is not allowed by these rules.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="190" />
        <source>Half-whist is possible only on a 6 or a 7.</source>
        <translation>Half-whist is possible only on a 6 or a 7.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="193" />
        <source>Only the second defender may half-whist, not {player}.</source>
        <translation>Only the second defender may half-whist, not {player}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="196" />
        <source>Half-whist needs {player} to pass first.</source>
        <translation>Half-whist needs {player} to pass first.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="199" />
        <source>{player} sits out this deal and takes no tricks.</source>
        <translation>{player} sits out this deal and takes no tricks.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="202" />
        <source>Tricks of {player} must be between 0 and 10.</source>
        <translation>Tricks of {player} must be between 0 and 10.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="205" />
        <source>Nobody whisted, so the deal was not played: no tricks.</source>
        <translation>Nobody whisted, so the deal was not played: no tricks.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="208" />
        <source>Enter the tricks of {player}.</source>
        <translation>Enter the tricks of {player}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="209" />
        <source>The tricks add up to {total}; they must add up to 10.</source>
        <translation>The tricks add up to {total}; they must add up to 10.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="212" />
        <source>{player} is not in this game ({field}).</source>
        <translation>{player} is not in this game ({field}).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="215" />
        <source>Whists must be written on another player.</source>
        <translation>Whists must be written on another player.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="218" />
        <source>A player cannot write whists on himself.</source>
        <translation>A player cannot write whists on himself.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="221" />
        <source>Amounts must be whole numbers.</source>
        <translation>Amounts must be whole numbers.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="222" />
        <source>The entry writes nothing.</source>
        <translation>The entry writes nothing.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="223" />
        <source>“{contract}” is not a contract.</source>
        <translation>“{contract}” is not a contract.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="224" />
        <source>“{contract}” is not a contract: type 7h, 7ч, 7♥, 6nt, мизер or распасы.</source>
        <translation>“{contract}” is not a contract: type 7h, 7ч, 7♥, 6nt, мизер or распасы.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="227" />
        <source>Type the contract: 7h, 7ч, 7♥, 6nt, мизер or распасы.</source>
        <translation>Type the contract: 7h, 7ч, 7♥, 6nt, мизер or распасы.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="231" />
        <source>A game needs three or four players.</source>
        <translation>A game needs three or four players.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="232" />
        <source>Every player needs a name.</source>
        <translation>Every player needs a name.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="233" />
        <source>Two players have the same name.</source>
        <translation>Two players have the same name.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="234" />
        <source>The first dealer must be one of the players.</source>
        <translation>The first dealer must be one of the players.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="237" />
        <source>The value of the option “{option}” is not allowed.</source>
        <translation>The value of the option “{option}” is not allowed.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="240" />
        <source>Unknown rules option “{option}”.</source>
        <translation>Unknown rules option “{option}”.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="241" />
        <source>Unknown rules preset “{preset}”.</source>
        <translation>Unknown rules preset “{preset}”.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="242" />
        <source>Unknown kind of event.</source>
        <translation>Unknown kind of event.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="244" />
        <source>The game was changed elsewhere; it has been reloaded. Please try again.</source>
        <translation>The game was changed elsewhere; it has been reloaded. Please try again.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="247" />
        <source>This game no longer exists.</source>
        <translation>This game no longer exists.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="248" />
        <source>The game is finished; reopen it to change it.</source>
        <translation>The game is finished; reopen it to change it.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="251" />
        <source>The game is not finished.</source>
        <translation>The game is not finished.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="252" />
        <source>There is nothing to undo.</source>
        <translation>There is nothing to undo.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="253" />
        <source>There is nothing to redo.</source>
        <translation>There is nothing to redo.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="254" />
        <source>Only a deal or an entry still in effect can be corrected.</source>
        <translation>Only a deal or an entry still in effect can be corrected.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="257" />
        <source>The file {path} is not a Pulka database or is damaged.</source>
        <translation>The file {path} is not a Pulka database or is damaged.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="260" />
        <source>The file {path} cannot be read.</source>
        <translation>The file {path} cannot be read.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="264" />
        <source>The operation was refused ({code}).</source>
        <translation>The operation was refused ({code}).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="272" />
        <source>game made</source>
        <translation>game made</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="273" />
        <source>game not whisted, made unplayed</source>
        <translation>game not whisted, made unplayed</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="274" />
        <location filename="../../ui/i18n.py" line="309" />
        <source>half-whist</source>
        <translation>half-whist</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="275" />
        <source>whists for tricks</source>
        <translation>whists for tricks</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="276" />
        <source>failed contract (remiz)</source>
        <translation>failed contract (remiz)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="277" />
        <source>consolation</source>
        <translation>consolation</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="278" />
        <source>whisters' shortfall</source>
        <translation>whisters' shortfall</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="279" />
        <source>misère made</source>
        <translation>misère made</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="280" />
        <source>misère failed</source>
        <translation>misère failed</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="281" />
        <source>tricks on raspasy</source>
        <translation>tricks on raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="282" />
        <source>no trick on raspasy</source>
        <translation>no trick on raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="283" />
        <source>Rostov raspasy whists</source>
        <translation>Rostov raspasy whists</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="284" />
        <source>resting dealer on raspasy</source>
        <translation>resting dealer on raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="285" />
        <source>talon whists</source>
        <translation>talon whists</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="286" />
        <source>help from a closed pool</source>
        <translation>help from a closed pool</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="287" />
        <source>whists for help</source>
        <translation>whists for help</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="288" />
        <source>pool overflow</source>
        <translation>pool overflow</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="289" />
        <source>mountain first</source>
        <translation>mountain first</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="290" />
        <source>manual entry</source>
        <translation>manual entry</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="294" />
        <source>penalty {rule}</source>
        <translation>penalty {rule}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="299" />
        <source>pool</source>
        <translation>pool</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="300" />
        <source>mountain</source>
        <translation>mountain</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="307" />
        <source>whist</source>
        <translation>whist</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="308" />
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="317" />
        <source>{player}: whists on {on} {amount}</source>
        <translation>{player}: whists on {on} {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="319" />
        <source>{player}: pool {amount}</source>
        <translation>{player}: pool {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="321" />
        <source>{player}: mountain {amount}</source>
        <translation>{player}: mountain {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="331" />
        <source>deal {number}: {declarer} {contract}</source>
        <translation>deal {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="332" />
        <source>deal {number}: raspasy</source>
        <translation>deal {number}: raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="333" />
        <source>manual entry for {player}</source>
        <translation>manual entry for {player}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="334" />
        <source>incident {rule}</source>
        <translation>incident {rule}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="335" />
        <source>correction of event {target}</source>
        <translation>correction of event {target}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="336" />
        <source>undo of event {target}</source>
        <translation>undo of event {target}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="337" />
        <source>redo of event {target}</source>
        <translation>redo of event {target}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="338" />
        <source>game finished</source>
        <translation>game finished</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="339" />
        <source>game reopened</source>
        <translation>game reopened</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="340" />
        <source>game started</source>
        <translation>game started</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="346" />
        <source>deal: {declarer} {contract}</source>
        <translation>deal: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="348" />
        <source>correction of deal {number}: {declarer} {contract}</source>
        <translation>correction of deal {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="352" />
        <source>correction of deal {number}: raspasy</source>
        <translation>correction of deal {number}: raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="354" />
        <source>raspasy</source>
        <translation>raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="361" />
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="364" />
        <source>&amp;Undo deal {number}: {declarer} {contract}</source>
        <translation>&amp;Undo deal {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="367" />
        <source>&amp;Undo deal {number}: raspasy</source>
        <translation>&amp;Undo deal {number}: raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="368" />
        <source>&amp;Undo {what}</source>
        <translation>&amp;Undo {what}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="375" />
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="378" />
        <source>&amp;Redo deal {number}: {declarer} {contract}</source>
        <translation>&amp;Redo deal {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="381" />
        <source>&amp;Redo deal {number}: raspasy</source>
        <translation>&amp;Redo deal {number}: raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="382" />
        <source>&amp;Redo {what}</source>
        <translation>&amp;Redo {what}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="410" />
        <source>Sochi</source>
        <translation>Sochi</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="411" />
        <source>Leningrad</source>
        <translation>Leningrad</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="412" />
        <source>Rostov</source>
        <translation>Rostov</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="420" />
        <source>Game costs</source>
        <translation>Game costs</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="421" />
        <source>Pool points for a made 6, 7, 8, 9 and 10.</source>
        <translation>Pool points for a made 6, 7, 8, 9 and 10.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="424" />
        <source>Misère cost</source>
        <translation>Misère cost</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="425" />
        <source>Pool points for a made misère.</source>
        <translation>Pool points for a made misère.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="428" />
        <source>Whist obligation on a 10</source>
        <translation>Whist obligation on a 10</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="429" />
        <source>Tricks the defenders must take on a 10 (0 or 1).</source>
        <translation>Tricks the defenders must take on a 10 (0 or 1).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="432" />
        <source>Lone whister counts the passer</source>
        <translation>Lone whister counts the passer</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="433" />
        <source>A lone whister writes whists for the passer's tricks too.</source>
        <translation>A lone whister writes whists for the passer's tricks too.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="438" />
        <source>Whist price factor</source>
        <translation>Whist price factor</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="439" />
        <source>Whists per trick = cost × this (2 in Leningrad).</source>
        <translation>Whists per trick = cost × this (2 in Leningrad).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="442" />
        <source>Remiz factor</source>
        <translation>Remiz factor</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="443" />
        <source>Mountain per undertrick = cost × this.</source>
        <translation>Mountain per undertrick = cost × this.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="446" />
        <source>Misère price per trick</source>
        <translation>Misère price per trick</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="447" />
        <source>Mountain per trick taken on a failed misère.</source>
        <translation>Mountain per trick taken on a failed misère.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="450" />
        <source>Whist responsibility</source>
        <translation>Whist responsibility</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="451" />
        <source>What whisters pay for tricks they fell short of: full, half or none.</source>
        <translation>What whisters pay for tricks they fell short of: full, half or none.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="456" />
        <source>Two whisters' liability</source>
        <translation>Two whisters' liability</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="457" />
        <source>How two whisters share a shortfall.</source>
        <translation>How two whisters share a shortfall.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="460" />
        <source>Whists on a failed contract</source>
        <translation>Whists on a failed contract</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="461" />
        <source>Greedy: each keeps his own; gentleman: split evenly.</source>
        <translation>Greedy: each keeps his own; gentleman: split evenly.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="466" />
        <source>Consolation</source>
        <translation>Consolation</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="467" />
        <source>Who writes whists on a declarer who failed his contract.</source>
        <translation>Who writes whists on a declarer who failed his contract.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="472" />
        <source>Consolation amount</source>
        <translation>Consolation amount</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="473" />
        <source>Game cost or a flat amount per undertrick.</source>
        <translation>Game cost or a flat amount per undertrick.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="476" />
        <source>Flat consolation</source>
        <translation>Flat consolation</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="477" />
        <source>Whists per undertrick when the amount is flat.</source>
        <translation>Whists per undertrick when the amount is flat.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="480" />
        <source>Half-whist allowed</source>
        <translation>Half-whist allowed</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="481" />
        <source>The second defender may half-whist a 6 or 7.</source>
        <translation>The second defender may half-whist a 6 or 7.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="484" />
        <source>Half-whist value</source>
        <translation>Half-whist value</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="485" />
        <source>Whists a standing half-whist writes.</source>
        <translation>Whists a standing half-whist writes.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="488" />
        <source>Raspasy scoring</source>
        <translation>Raspasy scoring</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="489" />
        <source>Tricks on raspasy go to the mountain, or Rostov whists.</source>
        <translation>Tricks on raspasy go to the mountain, or Rostov whists.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="494" />
        <source>Raspasy prices</source>
        <translation>Raspasy prices</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="495" />
        <source>Price of a trick on the 1st, 2nd, 3rd raspasy.</source>
        <translation>Price of a trick on the 1st, 2nd, 3rd raspasy.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="498" />
        <source>After the last price</source>
        <translation>After the last price</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="499" />
        <source>Repeat the last price or keep increasing.</source>
        <translation>Repeat the last price or keep increasing.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="502" />
        <source>Exit from raspasy</source>
        <translation>Exit from raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="503" />
        <source>Minimum game after 1, 2, 3 raspasy.</source>
        <translation>Minimum game after 1, 2, 3 raspasy.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="506" />
        <source>Strict exit</source>
        <translation>Strict exit</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="507" />
        <source>A lower game after raspasy is refused.</source>
        <translation>A lower game after raspasy is refused.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="510" />
        <source>Raspasy amnesty</source>
        <translation>Raspasy amnesty</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="511" />
        <source>The smallest raspasy mountain is forgiven.</source>
        <translation>The smallest raspasy mountain is forgiven.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="514" />
        <source>No-trick bonus</source>
        <translation>No-trick bonus</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="515" />
        <source>Pool bonus for no trick on raspasy.</source>
        <translation>Pool bonus for no trick on raspasy.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="518" />
        <source>Resting dealer bonus</source>
        <translation>Resting dealer bonus</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="519" />
        <source>The resting dealer gets a pool bonus on raspasy.</source>
        <translation>The resting dealer gets a pool bonus on raspasy.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="522" />
        <source>Rostov whists per trick</source>
        <translation>Rostov whists per trick</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="523" />
        <source>Whists per trick in Rostov raspasy.</source>
        <translation>Whists per trick in Rostov raspasy.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="526" />
        <source>Talon whists</source>
        <translation>Talon whists</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="527" />
        <source>The resting dealer writes whists for tricks in the talon.</source>
        <translation>The resting dealer writes whists for tricks in the talon.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="532" />
        <source>Help order</source>
        <translation>Help order</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="533" />
        <source>Whom a closed pool helps first on a tie.</source>
        <translation>Whom a closed pool helps first on a tie.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="536" />
        <source>Whists for help</source>
        <translation>Whists for help</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="537" />
        <source>Whists written per point of help.</source>
        <translation>Whists written per point of help.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="540" />
        <source>Overflow remainder</source>
        <translation>Overflow remainder</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="541" />
        <source>Where an overflow goes when nobody needs help.</source>
        <translation>Where an overflow goes when nobody needs help.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="544" />
        <source>Mountain first</source>
        <translation>Mountain first</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="545" />
        <source>A made game first writes off one's mountain.</source>
        <translation>A made game first writes off one's mountain.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="548" />
        <source>End of the game</source>
        <translation>End of the game</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="549" />
        <source>Every pool closed, or the sum of the pools.</source>
        <translation>Every pool closed, or the sum of the pools.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="552" />
        <source>Pool size</source>
        <translation>Pool size</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="553" />
        <source>Points that close a player's pool.</source>
        <translation>Points that close a player's pool.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="556" />
        <source>Pool shortfall factor</source>
        <translation>Pool shortfall factor</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="557" />
        <source>Mountain per missing pool point at the end.</source>
        <translation>Mountain per missing pool point at the end.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="560" />
        <source>Mountain split</source>
        <translation>Mountain split</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="561" />
        <source>Divide mountain × 10 by N or by N − 1.</source>
        <translation>Divide mountain × 10 by N or by N − 1.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="564" />
        <source>Rounding</source>
        <translation>Rounding</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="565" />
        <source>How results are made whole.</source>
        <translation>How results are made whole.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="568" />
        <source>Stalingrad</source>
        <translation>Stalingrad</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="569" />
        <source>6♠ must be whisted by both defenders.</source>
        <translation>6♠ must be whisted by both defenders.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="572" />
        <source>Misère consolation</source>
        <translation>Misère consolation</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="573" />
        <source>Consolation on a failed misère too.</source>
        <translation>Consolation on a failed misère too.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="576" />
        <source>Price of a whist</source>
        <translation>Price of a whist</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="577" />
        <source>Money per whist in the settlement.</source>
        <translation>Money per whist in the settlement.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="580" />
        <source>Money unit</source>
        <translation>Money unit</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="581" />
        <source>Smallest coin for rounding money.</source>
        <translation>Smallest coin for rounding money.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="61" />
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="61" />
        <source>Correct a deal</source>
        <translation>Correct a deal</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="71" />
        <location filename="../../ui/dialogs/deal_entry.py" line="196" />
        <source>raspasy</source>
        <translation>raspasy</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="79" />
        <source>7h, 7ч, 7♥, 6nt, мизер, распасы</source>
        <translation>7h, 7ч, 7♥, 6nt, мизер, распасы</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="98" />
        <source>&amp;Contract:</source>
        <translation>&amp;Contract:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="99" />
        <source>&amp;Declarer:</source>
        <translation>&amp;Declarer:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="102" />
        <source>Defenders</source>
        <translation>Defenders</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="106" />
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="121" />
        <source>Will be written</source>
        <translation>Will be written</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="277" />
        <source>The correction is checked against the whole game when you press OK.</source>
        <translation>The correction is checked against the whole game when you press OK.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="281" />
        <source>Nothing is written.</source>
        <translation>Nothing is written.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="121" />
        <source>History (newest first)</source>
        <translation>History (newest first)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="161" />
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="164" />
        <source>&amp;Games…</source>
        <translation>&amp;Games…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="166" />
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="167" />
        <source>&amp;Export…</source>
        <translation>&amp;Export…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="168" />
        <source>&amp;Finish game</source>
        <translation>&amp;Finish game</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="169" />
        <source>&amp;Reopen game</source>
        <translation>&amp;Reopen game</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="170" />
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="172" />
        <source>New &amp;deal…</source>
        <translation>New &amp;deal…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="183" />
        <source>&amp;Settlement…</source>
        <translation>&amp;Settlement…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="186" />
        <source>Plain &amp;table</source>
        <translation>Plain &amp;table</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="189" />
        <source>All text &amp;upright</source>
        <translation>All text &amp;upright</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="192" />
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="195" />
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="198" />
        <source>&amp;Fit the window</source>
        <translation>&amp;Fit the window</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="202" />
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="210" />
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="215" />
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="224" />
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="235" />
        <source>Main</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="258" />
        <source>Language changed.</source>
        <translation>Language changed.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="282" />
        <source>(finished)</source>
        <translation>(finished)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="326" />
        <source> (finished)</source>
        <translation> (finished)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="461" />
        <source>&amp;Correct this deal…</source>
        <translation>&amp;Correct this deal…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="510" />
        <source>Import a game</source>
        <translation>Import a game</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="526" />
        <source>Export the game</source>
        <translation>Export the game</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="41" />
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="47" />
        <source>&amp;3 players</source>
        <translation>&amp;3 players</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="48" />
        <source>&amp;4 players</source>
        <translation>&amp;4 players</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="58" />
        <source>Players in seating order (clockwise)</source>
        <translation>Players in seating order (clockwise)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="69" />
        <source>Seat {n}:</source>
        <translation>Seat {n}:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="78" />
        <source>First &amp;dealer:</source>
        <translation>First &amp;dealer:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="82" />
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="86" />
        <source>&amp;Pool size:</source>
        <translation>&amp;Pool size:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="88" />
        <source>Price of a &amp;whist:</source>
        <translation>Price of a &amp;whist:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="91" />
        <source>Advanced: every rules option</source>
        <translation>Advanced: every rules option</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="33" />
        <source>Settlement</source>
        <translation>Settlement</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="39" />
        <source>Final settlement: the pool is closed.</source>
        <translation>Final settlement: the pool is closed.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="42" />
        <source>Provisional: the pool is not closed yet; figures will change.</source>
        <translation>Provisional: the pool is not closed yet; figures will change.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="49" />
        <location filename="../../ui/dialogs/settlement.py" line="106" />
        <source>Mountain</source>
        <translation>Mountain</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="49" />
        <location filename="../../ui/dialogs/settlement.py" line="106" />
        <source>Result, whists</source>
        <translation>Result, whists</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="49" />
        <location filename="../../ui/dialogs/settlement.py" line="66" />
        <location filename="../../ui/dialogs/settlement.py" line="106" />
        <location filename="../../ui/dialogs/settlement.py" line="118" />
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="63" />
        <source>Payments</source>
        <translation>Payments</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="66" />
        <location filename="../../ui/dialogs/settlement.py" line="118" />
        <source>Who pays</source>
        <translation>Who pays</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="66" />
        <location filename="../../ui/dialogs/settlement.py" line="118" />
        <source>To whom</source>
        <translation>To whom</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="66" />
        <location filename="../../ui/dialogs/settlement.py" line="118" />
        <source>Whists</source>
        <translation>Whists</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="83" />
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="84" />
        <source>Export &amp;PDF…</source>
        <translation>Export &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="85" />
        <source>Export &amp;CSV…</source>
        <translation>Export &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="106" />
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="167" />
        <source>Export PDF</source>
        <translation>Export PDF</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="172" />
        <source>Export CSV</source>
        <translation>Export CSV</translation>
    </message>
</context>
<context>
    <name>SheetTable</name>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="245" />
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="245" />
        <source>Mountain</source>
        <translation>Mountain</translation>
    </message>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="246" />
        <source>Whists on {player}</source>
        <translation>Whists on {player}</translation>
    </message>
</context>
<context>
    <name>SheetWidget</name>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="206" />
        <source>Rule: {rule}</source>
        <translation>Rule: {rule}</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../ui/main_window.py" line="80" />
        <source>Pulka — Preferans score sheet</source>
        <translation>Pulka — Preferans score sheet</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="86" />
        <source>Recent games:</source>
        <translation>Recent games:</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="90" />
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="91" />
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="92" />
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
</context>
<context>
    <name>dialog</name>
    <message>
        <location filename="../../ui/main_window.py" line="494" />
        <source>Correct a deal</source>
        <translation>Correct a deal</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="496" />
        <source>raspasy</source>
        <translation>raspasy</translation>
    </message>
</context>
</TS>