<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ru_RU">
<context>
    <name>CardTable</name>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="87" />
        <source>deals</source>
        <translation>сдаёт</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="89" />
        <source>rests</source>
        <translation>отдыхает</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="91" />
        <source>speaks first</source>
        <translation>говорит первым</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="97" />
        <source>pool {value} of {size}</source>
        <translation>пуля {value} из {size}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="101" />
        <source>mountain {m} · whists {w}</source>
        <translation>гора {m} · висты {w}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="106" />
        <source>Deal {number}</source>
        <translation>Раздача {number}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="108" />
        <source>Raspasy in a row: {n}</source>
        <translation>Распасов подряд: {n}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="110" />
        <source>Raspasy price: {price}</source>
        <translation>Цена распасов: {price}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="113" />
        <source>The pool is closed</source>
        <translation>Пуля закрыта</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="120" />
        <source>No deals yet.</source>
        <translation>Раздач ещё не было.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="123" />
        <source>Last deal: raspasy — tricks {tricks}.</source>
        <translation>Последняя раздача: распасы — взятки {tricks}.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="129" />
        <source>Last deal: {declarer} played misère, took {n}.</source>
        <translation>Последняя раздача: {declarer} играл мизер, взял {n}.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="133" />
        <source>Last deal: {declarer} {contract}, not whisted ({calls}).</source>
        <translation>Последняя раздача: {declarer} {contract}, без виста ({calls}).</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="139" />
        <source>made</source>
        <translation>сыграна</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="139" />
        <source>down {n}</source>
        <translation>без {n}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="142" />
        <source>Last deal: {declarer} {contract} ({calls}), took {n}: {result}.</source>
        <translation>Последняя раздача: {declarer} {contract} ({calls}), взял {n}: {result}.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="146" />
        <source>Last event: a manual entry or an incident.</source>
        <translation>Последнее событие: ручная запись или нарушение.</translation>
    </message>
</context>
<context>
    <name>Codes</name>
    <message>
        <location filename="../../ui/i18n.py" line="123" />
        <source>misère</source>
        <translation>мизер</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="126" />
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="149" />
        <source>declarer</source>
        <translation>разыгрывающий</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="150" />
        <source>defenders</source>
        <translation>вистующие</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="151" />
        <source>tricks</source>
        <translation>взятки</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="152" />
        <source>dealer</source>
        <translation>сдающий</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="153" />
        <source>player</source>
        <translation>игрок</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="154" />
        <location filename="../../ui/i18n.py" line="301" />
        <source>whists</source>
        <translation>висты</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="163" />
        <source>{player} deals this time and sits out: he cannot declare.</source>
        <translation>{player} сдаёт и отдыхает в этой раздаче: играть он не может.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="166" />
        <source>After raspasy the game must be at least a {minimum}.</source>
        <translation>После распасов игра должна быть не ниже {minimum}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="169" />
        <source>Nobody whists a misère.</source>
        <translation>Мизер не вистуют.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="170" />
        <source>Stalingrad: 6♠ must be whisted by both defenders.</source>
        <translation>Сталинград: 6♠ вистуют оба.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="173" />
        <source>Talon whists apply only to a resting dealer under the house rule.</source>
        <translation>Висты за прикуп пишет только отдыхающий сдающий, если так договорились.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="176" />
        <source>Talon tricks must be between 0 and 3.</source>
        <translation>Взяток в прикупе — от 0 до 3.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="179" />
        <source>The declarer {player} cannot whist his own game.</source>
        <translation>Разыгрывающий {player} не может вистовать свою игру.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="182" />
        <source>{player} is not defending this deal.</source>
        <translation>{player} не вистует в этой раздаче.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="185" />
        <source>Unknown call “{call}”.</source>
        <translation>Непонятный ответ «{call}».</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="186" />
        <source>Choose whist or pass for {player}.</source>
        <translation>Выберите вист или пас для {player}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="187" />
        <source>Half-whist is not allowed by these rules.</source>
        <translation>Полвиста по этим правилам не бывает.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="190" />
        <source>Half-whist is possible only on a 6 or a 7.</source>
        <translation>Полвиста возможен только на шестерной или семерной.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="193" />
        <source>Only the second defender may half-whist, not {player}.</source>
        <translation>Полвиста говорит только второй вистующий, а не {player}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="196" />
        <source>Half-whist needs {player} to pass first.</source>
        <translation>Для полвиста {player} должен сначала спасовать.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="199" />
        <source>{player} sits out this deal and takes no tricks.</source>
        <translation>{player} отдыхает в этой раздаче и взяток не берёт.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="202" />
        <source>Tricks of {player} must be between 0 and 10.</source>
        <translation>Взяток у {player} — от 0 до 10.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="205" />
        <source>Nobody whisted, so the deal was not played: no tricks.</source>
        <translation>Никто не вистовал, игра не разыгрывалась: взяток нет.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="208" />
        <source>Enter the tricks of {player}.</source>
        <translation>Введите взятки игрока {player}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="209" />
        <source>The tricks add up to {total}; they must add up to 10.</source>
        <translation>Взяток в сумме {total}, а должно быть 10.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="212" />
        <source>{player} is not in this game ({field}).</source>
        <translation>{player} не играет в этой пуле ({field}).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="215" />
        <source>Whists must be written on another player.</source>
        <translation>Висты пишут на другого игрока.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="218" />
        <source>A player cannot write whists on himself.</source>
        <translation>На себя висты не пишут.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="221" />
        <source>Amounts must be whole numbers.</source>
        <translation>Нужны целые числа.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="222" />
        <source>The entry writes nothing.</source>
        <translation>Запись пустая.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="223" />
        <source>“{contract}” is not a contract.</source>
        <translation>«{contract}» — не контракт.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="224" />
        <source>“{contract}” is not a contract: type 7h, 7ч, 7♥, 6nt, мизер or распасы.</source>
        <translation>«{contract}» — не контракт: введите 7ч, 7h, 7♥, 6бк, мизер или распасы.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="227" />
        <source>Type the contract: 7h, 7ч, 7♥, 6nt, мизер or распасы.</source>
        <translation>Введите контракт: 7ч, 7h, 7♥, 6бк, мизер или распасы.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="231" />
        <source>A game needs three or four players.</source>
        <translation>Играют трое или четверо.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="232" />
        <source>Every player needs a name.</source>
        <translation>У каждого игрока должно быть имя.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="233" />
        <source>Two players have the same name.</source>
        <translation>У двух игроков одинаковые имена.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="234" />
        <source>The first dealer must be one of the players.</source>
        <translation>Первый сдающий должен быть одним из игроков.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="237" />
        <source>The value of the option “{option}” is not allowed.</source>
        <translation>Недопустимое значение параметра «{option}».</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="240" />
        <source>Unknown rules option “{option}”.</source>
        <translation>Неизвестный параметр правил «{option}».</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="241" />
        <source>Unknown rules preset “{preset}”.</source>
        <translation>Неизвестная конвенция «{preset}».</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="242" />
        <source>Unknown kind of event.</source>
        <translation>Неизвестный вид события.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="244" />
        <source>The game was changed elsewhere; it has been reloaded. Please try again.</source>
        <translation>Пулю изменили в другом окне; она перечитана. Повторите действие.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="247" />
        <source>This game no longer exists.</source>
        <translation>Этой пули больше нет.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="248" />
        <source>The game is finished; reopen it to change it.</source>
        <translation>Пуля закончена; чтобы её менять, откройте её снова.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="251" />
        <source>The game is not finished.</source>
        <translation>Пуля не закончена.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="252" />
        <source>There is nothing to undo.</source>
        <translation>Отменять нечего.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="253" />
        <source>There is nothing to redo.</source>
        <translation>Повторять нечего.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="254" />
        <source>Only a deal or an entry still in effect can be corrected.</source>
        <translation>Исправить можно только действующую раздачу или запись.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="257" />
        <source>The file {path} is not a Pulka database or is damaged.</source>
        <translation>Файл {path} — не база «Пульки» или повреждён.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="260" />
        <source>The file {path} cannot be read.</source>
        <translation>Не удаётся прочитать файл {path}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="264" />
        <source>The operation was refused ({code}).</source>
        <translation>Действие отклонено ({code}).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="272" />
        <source>game made</source>
        <translation>игра сыграна</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="273" />
        <source>game not whisted, made unplayed</source>
        <translation>игра без виста, записана без розыгрыша</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="274" />
        <location filename="../../ui/i18n.py" line="309" />
        <source>half-whist</source>
        <translation>полвиста</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="275" />
        <source>whists for tricks</source>
        <translation>висты за взятки</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="276" />
        <source>failed contract (remiz)</source>
        <translation>ремиз</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="277" />
        <source>consolation</source>
        <translation>консоляция</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="278" />
        <source>whisters' shortfall</source>
        <translation>недобор вистующих</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="279" />
        <source>misère made</source>
        <translation>мизер сыгран</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="280" />
        <source>misère failed</source>
        <translation>мизер не сыгран</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="281" />
        <source>tricks on raspasy</source>
        <translation>взятки на распасах</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="282" />
        <source>no trick on raspasy</source>
        <translation>ни одной взятки на распасах</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="283" />
        <source>Rostov raspasy whists</source>
        <translation>ростовские висты на распасах</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="284" />
        <source>resting dealer on raspasy</source>
        <translation>отдыхающий сдающий на распасах</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="285" />
        <source>talon whists</source>
        <translation>висты за прикуп</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="286" />
        <source>help from a closed pool</source>
        <translation>помощь из закрытой пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="287" />
        <source>whists for help</source>
        <translation>висты за помощь</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="288" />
        <source>pool overflow</source>
        <translation>перебор пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="289" />
        <source>mountain first</source>
        <translation>сначала гора</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="290" />
        <source>manual entry</source>
        <translation>ручная запись</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="294" />
        <source>penalty {rule}</source>
        <translation>штраф {rule}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="299" />
        <source>pool</source>
        <translation>пуля</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="300" />
        <source>mountain</source>
        <translation>гора</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="307" />
        <source>whist</source>
        <translation>вист</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="308" />
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="317" />
        <source>{player}: whists on {on} {amount}</source>
        <translation>{player}: висты на {on} {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="319" />
        <source>{player}: pool {amount}</source>
        <translation>{player}: пуля {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="321" />
        <source>{player}: mountain {amount}</source>
        <translation>{player}: гора {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="331" />
        <source>deal {number}: {declarer} {contract}</source>
        <translation>раздача {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="332" />
        <source>deal {number}: raspasy</source>
        <translation>раздача {number}: распасы</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="333" />
        <source>manual entry for {player}</source>
        <translation>ручная запись для {player}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="334" />
        <source>incident {rule}</source>
        <translation>нарушение {rule}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="335" />
        <source>correction of event {target}</source>
        <translation>исправление события {target}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="336" />
        <source>undo of event {target}</source>
        <translation>отмена события {target}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="337" />
        <source>redo of event {target}</source>
        <translation>повтор события {target}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="338" />
        <source>game finished</source>
        <translation>окончание пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="339" />
        <source>game reopened</source>
        <translation>возобновление пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="340" />
        <source>game started</source>
        <translation>начало пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="346" />
        <source>deal: {declarer} {contract}</source>
        <translation>раздача: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="348" />
        <source>correction of deal {number}: {declarer} {contract}</source>
        <translation>исправление раздачи {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="352" />
        <source>correction of deal {number}: raspasy</source>
        <translation>исправление раздачи {number}: распасы</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="354" />
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="361" />
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="364" />
        <source>&amp;Undo deal {number}: {declarer} {contract}</source>
        <translation>&amp;Отменить раздачу {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="367" />
        <source>&amp;Undo deal {number}: raspasy</source>
        <translation>&amp;Отменить раздачу {number}: распасы</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="368" />
        <source>&amp;Undo {what}</source>
        <translation>&amp;Отменить {what}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="375" />
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="378" />
        <source>&amp;Redo deal {number}: {declarer} {contract}</source>
        <translation>&amp;Повторить раздачу {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="381" />
        <source>&amp;Redo deal {number}: raspasy</source>
        <translation>&amp;Повторить раздачу {number}: распасы</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="382" />
        <source>&amp;Redo {what}</source>
        <translation>&amp;Повторить {what}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="410" />
        <source>Sochi</source>
        <translation>Сочи</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="411" />
        <source>Leningrad</source>
        <translation>Ленинград</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="412" />
        <source>Rostov</source>
        <translation>Ростов</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="420" />
        <source>Game costs</source>
        <translation>Стоимость игр</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="421" />
        <source>Pool points for a made 6, 7, 8, 9 and 10.</source>
        <translation>Очки в пулю за сыгранные 6, 7, 8, 9 и 10.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="424" />
        <source>Misère cost</source>
        <translation>Стоимость мизера</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="425" />
        <source>Pool points for a made misère.</source>
        <translation>Очки в пулю за сыгранный мизер.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="428" />
        <source>Whist obligation on a 10</source>
        <translation>Обязанность на десятерной</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="429" />
        <source>Tricks the defenders must take on a 10 (0 or 1).</source>
        <translation>Сколько взяток вистующие обязаны взять на десятерной (0 или 1).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="432" />
        <source>Lone whister counts the passer</source>
        <translation>Одинокий вистующий считает взятки пасующего</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="433" />
        <source>A lone whister writes whists for the passer's tricks too.</source>
        <translation>Одинокий вистующий пишет висты и за взятки пасующего.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="438" />
        <source>Whist price factor</source>
        <translation>Множитель цены виста</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="439" />
        <source>Whists per trick = cost × this (2 in Leningrad).</source>
        <translation>Висты за взятку = стоимость × множитель (2 в Ленинграде).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="442" />
        <source>Remiz factor</source>
        <translation>Множитель ремиза</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="443" />
        <source>Mountain per undertrick = cost × this.</source>
        <translation>Гора за недобранную взятку = стоимость × множитель.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="446" />
        <source>Misère price per trick</source>
        <translation>Цена взятки на мизере</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="447" />
        <source>Mountain per trick taken on a failed misère.</source>
        <translation>Гора за каждую взятку на несыгранном мизере.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="450" />
        <source>Whist responsibility</source>
        <translation>Ответственность вистующих</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="451" />
        <source>What whisters pay for tricks they fell short of: full, half or none.</source>
        <translation>Сколько вистующие платят за недобор: полностью, половину или ничего.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="456" />
        <source>Two whisters' liability</source>
        <translation>Ответственность двух вистующих</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="457" />
        <source>How two whisters share a shortfall.</source>
        <translation>Как двое вистующих делят недобор.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="460" />
        <source>Whists on a failed contract</source>
        <translation>Висты при ремизе</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="461" />
        <source>Greedy: each keeps his own; gentleman: split evenly.</source>
        <translation>Жлобский: каждый пишет своё; джентльменский: поровну.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="466" />
        <source>Consolation</source>
        <translation>Консоляция</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="467" />
        <source>Who writes whists on a declarer who failed his contract.</source>
        <translation>Кто пишет висты на разыгрывающего, не сыгравшего контракт.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="472" />
        <source>Consolation amount</source>
        <translation>Размер консоляции</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="473" />
        <source>Game cost or a flat amount per undertrick.</source>
        <translation>Стоимость игры или фиксированная сумма за недобранную взятку.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="476" />
        <source>Flat consolation</source>
        <translation>Фиксированная консоляция</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="477" />
        <source>Whists per undertrick when the amount is flat.</source>
        <translation>Висты за недобранную взятку при фиксированной консоляции.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="480" />
        <source>Half-whist allowed</source>
        <translation>Полвиста разрешён</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="481" />
        <source>The second defender may half-whist a 6 or 7.</source>
        <translation>Второй вистующий может сказать «полвиста» на 6 или 7.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="484" />
        <source>Half-whist value</source>
        <translation>Размер полвиста</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="485" />
        <source>Whists a standing half-whist writes.</source>
        <translation>Сколько вистов пишет полвиста.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="488" />
        <source>Raspasy scoring</source>
        <translation>Запись распасов</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="489" />
        <source>Tricks on raspasy go to the mountain, or Rostov whists.</source>
        <translation>Взятки на распасах идут в гору или ростовскими вистами.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="494" />
        <source>Raspasy prices</source>
        <translation>Цены распасов</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="495" />
        <source>Price of a trick on the 1st, 2nd, 3rd raspasy.</source>
        <translation>Цена взятки на 1-х, 2-х, 3-х распасах.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="498" />
        <source>After the last price</source>
        <translation>После последней цены</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="499" />
        <source>Repeat the last price or keep increasing.</source>
        <translation>Повторять последнюю цену или продолжать рост.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="502" />
        <source>Exit from raspasy</source>
        <translation>Выход из распасов</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="503" />
        <source>Minimum game after 1, 2, 3 raspasy.</source>
        <translation>Минимальная игра после 1, 2, 3 распасов.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="506" />
        <source>Strict exit</source>
        <translation>Строгий выход</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="507" />
        <source>A lower game after raspasy is refused.</source>
        <translation>Игра ниже после распасов не принимается.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="510" />
        <source>Raspasy amnesty</source>
        <translation>Амнистия распасов</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="511" />
        <source>The smallest raspasy mountain is forgiven.</source>
        <translation>Наименьшая гора на распасах прощается.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="514" />
        <source>No-trick bonus</source>
        <translation>Премия за ноль взяток</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="515" />
        <source>Pool bonus for no trick on raspasy.</source>
        <translation>Премия в пулю за ноль взяток на распасах.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="518" />
        <source>Resting dealer bonus</source>
        <translation>Премия отдыхающему сдающему</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="519" />
        <source>The resting dealer gets a pool bonus on raspasy.</source>
        <translation>Отдыхающий сдающий получает премию в пулю на распасах.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="522" />
        <source>Rostov whists per trick</source>
        <translation>Ростовские висты за взятку</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="523" />
        <source>Whists per trick in Rostov raspasy.</source>
        <translation>Висты за взятку на ростовских распасах.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="526" />
        <source>Talon whists</source>
        <translation>Висты за прикуп</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="527" />
        <source>The resting dealer writes whists for tricks in the talon.</source>
        <translation>Отдыхающий сдающий пишет висты за взятки в прикупе.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="532" />
        <source>Help order</source>
        <translation>Порядок помощи</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="533" />
        <source>Whom a closed pool helps first on a tie.</source>
        <translation>Кому закрытая пуля помогает первым при равенстве.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="536" />
        <source>Whists for help</source>
        <translation>Висты за помощь</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="537" />
        <source>Whists written per point of help.</source>
        <translation>Вистов за одно очко помощи.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="540" />
        <source>Overflow remainder</source>
        <translation>Остаток перебора</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="541" />
        <source>Where an overflow goes when nobody needs help.</source>
        <translation>Куда идёт перебор, если помогать некому.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="544" />
        <source>Mountain first</source>
        <translation>Сначала гора</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="545" />
        <source>A made game first writes off one's mountain.</source>
        <translation>Сыгранная игра сначала списывает свою гору.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="548" />
        <source>End of the game</source>
        <translation>Конец пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="549" />
        <source>Every pool closed, or the sum of the pools.</source>
        <translation>Все пули закрыты или сумма пуль.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="552" />
        <source>Pool size</source>
        <translation>Размер пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="553" />
        <source>Points that close a player's pool.</source>
        <translation>Очки, закрывающие пулю игрока.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="556" />
        <source>Pool shortfall factor</source>
        <translation>Множитель недобора пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="557" />
        <source>Mountain per missing pool point at the end.</source>
        <translation>Гора за каждое недостающее очко пули в конце.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="560" />
        <source>Mountain split</source>
        <translation>Раздел горы</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="561" />
        <source>Divide mountain × 10 by N or by N − 1.</source>
        <translation>Делить гору × 10 на N или на N − 1.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="564" />
        <source>Rounding</source>
        <translation>Округление</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="565" />
        <source>How results are made whole.</source>
        <translation>Как результаты делаются целыми.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="568" />
        <source>Stalingrad</source>
        <translation>Сталинград</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="569" />
        <source>6♠ must be whisted by both defenders.</source>
        <translation>6♠ вистуют оба.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="572" />
        <source>Misère consolation</source>
        <translation>Консоляция на мизере</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="573" />
        <source>Consolation on a failed misère too.</source>
        <translation>Консоляция и на несыгранном мизере.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="576" />
        <source>Price of a whist</source>
        <translation>Цена виста</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="577" />
        <source>Money per whist in the settlement.</source>
        <translation>Деньги за вист в расчёте.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="580" />
        <source>Money unit</source>
        <translation>Денежная единица</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="581" />
        <source>Smallest coin for rounding money.</source>
        <translation>Наименьшая монета для округления.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="61" />
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="61" />
        <source>Correct a deal</source>
        <translation>Исправить раздачу</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="71" />
        <location filename="../../ui/dialogs/deal_entry.py" line="196" />
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="79" />
        <source>7h, 7ч, 7♥, 6nt, мизер, распасы</source>
        <translation>7ч, 7h, 7♥, 6бк, мизер, распасы</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="98" />
        <source>&amp;Contract:</source>
        <translation>&amp;Контракт:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="99" />
        <source>&amp;Declarer:</source>
        <translation>&amp;Разыгрывающий:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="102" />
        <source>Defenders</source>
        <translation>Вистующие</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="106" />
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="121" />
        <source>Will be written</source>
        <translation>Будет записано</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="277" />
        <source>The correction is checked against the whole game when you press OK.</source>
        <translation>Исправление проверяется по всей пуле при нажатии «ОК».</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="281" />
        <source>Nothing is written.</source>
        <translation>Ничего не записывается.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="121" />
        <source>History (newest first)</source>
        <translation>История (новые сверху)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="161" />
        <source>&amp;New game…</source>
        <translation>&amp;Новая пуля…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="164" />
        <source>&amp;Games…</source>
        <translation>&amp;Пули…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="166" />
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="167" />
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="168" />
        <source>&amp;Finish game</source>
        <translation>&amp;Закончить пулю</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="169" />
        <source>&amp;Reopen game</source>
        <translation>&amp;Возобновить пулю</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="170" />
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="172" />
        <source>New &amp;deal…</source>
        <translation>Новая &amp;раздача…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="183" />
        <source>&amp;Settlement…</source>
        <translation>&amp;Расчёт…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="186" />
        <source>Plain &amp;table</source>
        <translation>Простая &amp;таблица</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="189" />
        <source>All text &amp;upright</source>
        <translation>Весь текст &amp;прямо</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="192" />
        <source>Zoom &amp;in</source>
        <translation>&amp;Крупнее</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="195" />
        <source>Zoom &amp;out</source>
        <translation>&amp;Мельче</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="198" />
        <source>&amp;Fit the window</source>
        <translation>&amp;По размеру окна</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="202" />
        <source>&amp;Game</source>
        <translation>&amp;Пуля</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="210" />
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="215" />
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="224" />
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="235" />
        <source>Main</source>
        <translation>Главная</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="258" />
        <source>Language changed.</source>
        <translation>Язык переключён.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="282" />
        <source>(finished)</source>
        <translation>(закончена)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="326" />
        <source> (finished)</source>
        <translation> (закончена)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="461" />
        <source>&amp;Correct this deal…</source>
        <translation>&amp;Исправить раздачу…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="510" />
        <source>Import a game</source>
        <translation>Импорт пули</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="526" />
        <source>Export the game</source>
        <translation>Экспорт пули</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="41" />
        <source>New game</source>
        <translation>Новая пуля</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="47" />
        <source>&amp;3 players</source>
        <translation>&amp;3 игрока</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="48" />
        <source>&amp;4 players</source>
        <translation>&amp;4 игрока</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="58" />
        <source>Players in seating order (clockwise)</source>
        <translation>Игроки по порядку рассадки (по часовой стрелке)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="69" />
        <source>Seat {n}:</source>
        <translation>Место {n}:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="78" />
        <source>First &amp;dealer:</source>
        <translation>Первый &amp;сдающий:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="82" />
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="86" />
        <source>&amp;Pool size:</source>
        <translation>&amp;Размер пули:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="88" />
        <source>Price of a &amp;whist:</source>
        <translation>Цена &amp;виста:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="91" />
        <source>Advanced: every rules option</source>
        <translation>Подробно: все параметры правил</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="33" />
        <source>Settlement</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="39" />
        <source>Final settlement: the pool is closed.</source>
        <translation>Окончательный расчёт: пуля закрыта.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="42" />
        <source>Provisional: the pool is not closed yet; figures will change.</source>
        <translation>Предварительно: пуля ещё не закрыта, цифры изменятся.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="49" />
        <location filename="../../ui/dialogs/settlement.py" line="106" />
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="49" />
        <location filename="../../ui/dialogs/settlement.py" line="106" />
        <source>Result, whists</source>
        <translation>Итог, висты</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="49" />
        <location filename="../../ui/dialogs/settlement.py" line="66" />
        <location filename="../../ui/dialogs/settlement.py" line="106" />
        <location filename="../../ui/dialogs/settlement.py" line="118" />
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="63" />
        <source>Payments</source>
        <translation>Платежи</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="66" />
        <location filename="../../ui/dialogs/settlement.py" line="118" />
        <source>Who pays</source>
        <translation>Кто платит</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="66" />
        <location filename="../../ui/dialogs/settlement.py" line="118" />
        <source>To whom</source>
        <translation>Кому</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="66" />
        <location filename="../../ui/dialogs/settlement.py" line="118" />
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="83" />
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="84" />
        <source>Export &amp;PDF…</source>
        <translation>Экспорт в &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="85" />
        <source>Export &amp;CSV…</source>
        <translation>Экспорт в &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="106" />
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="167" />
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="172" />
        <source>Export CSV</source>
        <translation>Экспорт в CSV</translation>
    </message>
</context>
<context>
    <name>SheetTable</name>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="245" />
        <source>Pool</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="245" />
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="246" />
        <source>Whists on {player}</source>
        <translation>Висты на {player}</translation>
    </message>
</context>
<context>
    <name>SheetWidget</name>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="206" />
        <source>Rule: {rule}</source>
        <translation>Правило: {rule}</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../ui/main_window.py" line="80" />
        <source>Pulka — Preferans score sheet</source>
        <translation>Пулька — запись преферанса</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="86" />
        <source>Recent games:</source>
        <translation>Недавние пули:</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="90" />
        <source>&amp;New game…</source>
        <translation>&amp;Новая пуля…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="91" />
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="92" />
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
</context>
<context>
    <name>dialog</name>
    <message>
        <location filename="../../ui/main_window.py" line="494" />
        <source>Correct a deal</source>
        <translation>Исправить раздачу</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="496" />
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
</context>
</TS>