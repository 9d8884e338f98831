<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>CardTable</name>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="153"/>
        <source>deals</source>
        <translation>сдаёт</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="155"/>
        <source>rests</source>
        <translation>отдыхает</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="157"/>
        <source>speaks first</source>
        <translation>говорит первым</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="164"/>
        <source>pool {value} of {size}</source>
        <translation>пуля {value} из {size}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="169"/>
        <source>mountain {m} · whists {w}</source>
        <translation>гора {m} · висты {w}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="172"/>
        <source>Deal {number}</source>
        <translation>Раздача {number}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="174"/>
        <source>Raspasy in a row: {n}</source>
        <translation>Распасов подряд: {n}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="176"/>
        <source>Raspasy price: {price}</source>
        <translation>Цена распасов: {price}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="179"/>
        <source>The pool is closed</source>
        <translation>Пуля закрыта</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="186"/>
        <source>No deals yet.</source>
        <translation>Раздач ещё не было.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="189"/>
        <source>Last deal: raspasy — tricks {tricks}.</source>
        <translation>Последняя раздача: распасы — взятки {tricks}.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="195"/>
        <source>Last deal: {declarer} played misère, took {n}.</source>
        <translation>Последняя раздача: {declarer} играл мизер, взял {n}.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="199"/>
        <source>Last deal: {declarer} {contract}, not whisted ({calls}).</source>
        <translation>Последняя раздача: {declarer} {contract}, без виста ({calls}).</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="205"/>
        <source>made</source>
        <translation>сыграна</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="205"/>
        <source>down {n}</source>
        <translation>без {n}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="208"/>
        <source>Last deal: {declarer} {contract} ({calls}), took {n}: {result}.</source>
        <translation>Последняя раздача: {declarer} {contract} ({calls}), взял {n}: {result}.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/card_table.py" line="212"/>
        <source>Last event: a manual entry or an incident.</source>
        <translation>Последнее событие: ручная запись или нарушение.</translation>
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
        <location filename="../../ui/wizard/wizard.py" line="84"/>
        <source>Search: прикуп, talon, снос, discard…</source>
        <translation>Поиск: прикуп, talon, снос, discard…</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="88"/>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="88"/>
        <source>What it covers</source>
        <translation>О чём оно</translation>
    </message>
</context>
<context>
    <name>Codes</name>
    <message>
        <location filename="../../ui/i18n.py" line="121"/>
        <source>misère</source>
        <translation>мизер</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="124"/>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="147"/>
        <source>declarer</source>
        <translation>разыгрывающий</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="148"/>
        <source>defenders</source>
        <translation>вистующие</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="149"/>
        <source>tricks</source>
        <translation>взятки</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="150"/>
        <source>dealer</source>
        <translation>сдающий</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="151"/>
        <source>player</source>
        <translation>игрок</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="152"/>
        <source>whists</source>
        <translation>висты</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="161"/>
        <source>{player} deals this time and sits out: he cannot declare.</source>
        <translation>{player} сдаёт и отдыхает в этой раздаче: играть он не может.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="164"/>
        <source>After raspasy the game must be at least a {minimum}.</source>
        <translation>После распасов игра должна быть не ниже {minimum}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="167"/>
        <source>Nobody whists a misère.</source>
        <translation>Мизер не вистуют.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="168"/>
        <source>Stalingrad: 6♠ must be whisted by both defenders.</source>
        <translation>Сталинград: 6♠ вистуют оба.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="171"/>
        <source>Talon whists apply only to a resting dealer under the house rule.</source>
        <translation>Висты за прикуп пишет только отдыхающий сдающий, если так договорились.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="174"/>
        <source>Talon tricks must be between 0 and 3.</source>
        <translation>Взяток в прикупе — от 0 до 3.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="177"/>
        <source>The declarer {player} cannot whist his own game.</source>
        <translation>Разыгрывающий {player} не может вистовать свою игру.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="180"/>
        <source>{player} is not defending this deal.</source>
        <translation>{player} не вистует в этой раздаче.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="183"/>
        <source>Unknown call “{call}”.</source>
        <translation>Непонятный ответ «{call}».</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="184"/>
        <source>Choose whist or pass for {player}.</source>
        <translation>Выберите вист или пас для {player}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="185"/>
        <source>Half-whist is not allowed by these rules.</source>
        <translation>Полвиста по этим правилам не бывает.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="188"/>
        <source>Half-whist is possible only on a 6 or a 7.</source>
        <translation>Полвиста возможен только на шестерной или семерной.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="191"/>
        <source>Only the second defender may half-whist, not {player}.</source>
        <translation>Полвиста говорит только второй вистующий, а не {player}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="194"/>
        <source>Half-whist needs {player} to pass first.</source>
        <translation>Для полвиста {player} должен сначала спасовать.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="197"/>
        <source>{player} sits out this deal and takes no tricks.</source>
        <translation>{player} отдыхает в этой раздаче и взяток не берёт.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="200"/>
        <source>Tricks of {player} must be between 0 and 10.</source>
        <translation>Взяток у {player} — от 0 до 10.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="203"/>
        <source>Nobody whisted, so the deal was not played: no tricks.</source>
        <translation>Никто не вистовал, игра не разыгрывалась: взяток нет.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="206"/>
        <source>Enter the tricks of {player}.</source>
        <translation>Введите взятки игрока {player}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="207"/>
        <source>The tricks add up to {total}; they must add up to 10.</source>
        <translation>Взяток в сумме {total}, а должно быть 10.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="210"/>
        <source>{player} is not in this game ({field}).</source>
        <translation>{player} не играет в этой пуле ({field}).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="213"/>
        <source>Whists must be written on another player.</source>
        <translation>Висты пишут на другого игрока.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="216"/>
        <source>A player cannot write whists on himself.</source>
        <translation>На себя висты не пишут.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="219"/>
        <source>Amounts must be whole numbers.</source>
        <translation>Нужны целые числа.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="220"/>
        <source>The entry writes nothing.</source>
        <translation>Запись пустая.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="221"/>
        <source>“{contract}” is not a contract.</source>
        <translation>«{contract}» — не контракт.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="222"/>
        <source>“{contract}” is not a contract: type 7h, 7ч, 7♥, 6nt, мизер or распасы.</source>
        <translation>«{contract}» — не контракт: введите 7ч, 7h, 7♥, 6бк, мизер или распасы.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="225"/>
        <source>Type the contract: 7h, 7ч, 7♥, 6nt, мизер or распасы.</source>
        <translation>Введите контракт: 7ч, 7h, 7♥, 6бк, мизер или распасы.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="229"/>
        <source>A game needs three or four players.</source>
        <translation>Играют трое или четверо.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="230"/>
        <source>Every player needs a name.</source>
        <translation>У каждого игрока должно быть имя.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="231"/>
        <source>Two players have the same name.</source>
        <translation>У двух игроков одинаковые имена.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="232"/>
        <source>The first dealer must be one of the players.</source>
        <translation>Первый сдающий должен быть одним из игроков.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="235"/>
        <source>The value of the option “{option}” is not allowed.</source>
        <translation>Недопустимое значение параметра «{option}».</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="238"/>
        <source>Unknown rules option “{option}”.</source>
        <translation>Неизвестный параметр правил «{option}».</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="239"/>
        <source>Unknown rules preset “{preset}”.</source>
        <translation>Неизвестная конвенция «{preset}».</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="240"/>
        <source>Unknown kind of event.</source>
        <translation>Неизвестный вид события.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="242"/>
        <source>The game was changed elsewhere; it has been reloaded. Please try again.</source>
        <translation>Пулю изменили в другом окне; она перечитана. Повторите действие.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="245"/>
        <source>This game no longer exists.</source>
        <translation>Этой пули больше нет.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="246"/>
        <source>The game is finished; reopen it to change it.</source>
        <translation>Пуля закончена; чтобы её менять, откройте её снова.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="249"/>
        <source>The game is not finished.</source>
        <translation>Пуля не закончена.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="250"/>
        <source>There is nothing to undo.</source>
        <translation>Отменять нечего.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="251"/>
        <source>There is nothing to redo.</source>
        <translation>Повторять нечего.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="252"/>
        <source>Only a deal or an entry still in effect can be corrected.</source>
        <translation>Исправить можно только действующую раздачу или запись.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="255"/>
        <source>The file {path} is not a Pulka database or is damaged.</source>
        <translation>Файл {path} — не база «Пульки» или повреждён.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="258"/>
        <source>The file {path} cannot be read.</source>
        <translation>Не удаётся прочитать файл {path}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="262"/>
        <location filename="../../ui/wizard/texts.py" line="322"/>
        <source>The operation was refused ({code}).</source>
        <translation>Действие отклонено ({code}).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="270"/>
        <source>game made</source>
        <translation>игра сыграна</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="271"/>
        <source>game not whisted, made unplayed</source>
        <translation>игра без виста, записана без розыгрыша</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="272"/>
        <location filename="../../ui/i18n.py" line="317"/>
        <source>half-whist</source>
        <translation>полвиста</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="273"/>
        <source>whists for tricks</source>
        <translation>висты за взятки</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="274"/>
        <source>failed contract (remiz)</source>
        <translation>ремиз</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="275"/>
        <source>consolation</source>
        <translation>консоляция</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="276"/>
        <source>whisters&apos; shortfall</source>
        <translation>недобор вистующих</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="277"/>
        <source>misère made</source>
        <translation>мизер сыгран</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="278"/>
        <source>misère failed</source>
        <translation>мизер не сыгран</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="279"/>
        <source>tricks on raspasy</source>
        <translation>взятки на распасах</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="280"/>
        <source>no trick on raspasy</source>
        <translation>ни одной взятки на распасах</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="281"/>
        <source>Rostov raspasy whists</source>
        <translation>ростовские висты на распасах</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="282"/>
        <source>resting dealer on raspasy</source>
        <translation>отдыхающий сдающий на распасах</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="283"/>
        <source>talon whists</source>
        <translation>висты за прикуп</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="284"/>
        <source>help from a closed pool</source>
        <translation>помощь из закрытой пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="285"/>
        <source>whists for help</source>
        <translation>висты за помощь</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="286"/>
        <source>pool overflow</source>
        <translation>перебор пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="287"/>
        <source>mountain first</source>
        <translation>сначала гора</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="288"/>
        <source>manual entry</source>
        <translation>ручная запись</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="294"/>
        <source>{title} ({rule})</source>
        <translation>{title} ({rule})</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="297"/>
        <source>penalty {rule}</source>
        <translation>штраф {rule}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="315"/>
        <source>whist</source>
        <translation>вист</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="316"/>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="325"/>
        <source>{player}: whists on {on} {amount}</source>
        <translation>{player}: висты на {on} {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="327"/>
        <source>{player}: pool {amount}</source>
        <translation>{player}: пуля {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="329"/>
        <source>{player}: mountain {amount}</source>
        <translation>{player}: гора {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="339"/>
        <source>deal {number}: {declarer} {contract}</source>
        <translation>раздача {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="340"/>
        <source>deal {number}: raspasy</source>
        <translation>раздача {number}: распасы</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="341"/>
        <source>manual entry for {player}</source>
        <translation>ручная запись для {player}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="342"/>
        <source>incident {rule}</source>
        <translation>нарушение {rule}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="343"/>
        <source>correction of event {target}</source>
        <translation>исправление события {target}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="344"/>
        <source>undo of event {target}</source>
        <translation>отмена события {target}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="345"/>
        <source>redo of event {target}</source>
        <translation>повтор события {target}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="346"/>
        <source>game finished</source>
        <translation>окончание пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="347"/>
        <source>game reopened</source>
        <translation>возобновление пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="348"/>
        <source>game started</source>
        <translation>начало пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="356"/>
        <source>incident: {title}</source>
        <translation>нарушение: {title}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="358"/>
        <source>deal: {declarer} {contract}</source>
        <translation>раздача: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="360"/>
        <source>correction of deal {number}: {declarer} {contract}</source>
        <translation>исправление раздачи {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="364"/>
        <source>correction of deal {number}: raspasy</source>
        <translation>исправление раздачи {number}: распасы</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="366"/>
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="374"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="375"/>
        <source>&amp;Undo deal {number}: {declarer} {contract}</source>
        <translation>&amp;Отменить раздачу {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="376"/>
        <source>&amp;Undo deal {number}: raspasy</source>
        <translation>&amp;Отменить раздачу {number}: распасы</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="377"/>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Отменить {what}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="385"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="386"/>
        <source>&amp;Redo deal {number}: {declarer} {contract}</source>
        <translation>&amp;Повторить раздачу {number}: {declarer} {contract}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="387"/>
        <source>&amp;Redo deal {number}: raspasy</source>
        <translation>&amp;Повторить раздачу {number}: распасы</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="388"/>
        <source>&amp;Redo {what}</source>
        <translation>&amp;Повторить {what}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="438"/>
        <source>Sochi</source>
        <translation>Сочи</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="439"/>
        <source>Leningrad</source>
        <translation>Ленинград</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="440"/>
        <source>Rostov</source>
        <translation>Ростов</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="441"/>
        <source>Piter (whists doubled, mountain not)</source>
        <translation>Питер (висты вдвое, гора нет)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="442"/>
        <source>Sport rules (FSPR, Leningrad system)</source>
        <translation>Спортивные правила (ФСПР, ленинградка)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="449"/>
        <source>Prices</source>
        <translation>Цены</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="450"/>
        <source>Whist</source>
        <translation>Вист</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="452"/>
        <source>Raspasy</source>
        <translation>Распасы</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="453"/>
        <source>Four players</source>
        <translation>Вчетвером</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="454"/>
        <source>Pool and end</source>
        <translation>Пуля и конец игры</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="455"/>
        <source>Settlement</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="456"/>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="457"/>
        <source>Other</source>
        <translation>Прочее</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="463"/>
        <source>responsible (full price)</source>
        <translation>ответственный (полная цена)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="466"/>
        <source>half-responsible (half price)</source>
        <translation>полуответственный (половина цены)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="469"/>
        <source>not responsible</source>
        <translation>безответственный</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="470"/>
        <source>each for his share</source>
        <translation>каждый за свою долю</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="473"/>
        <source>each for his share always, the second on 8-10</source>
        <translation>каждый за свою долю всегда, на 8–10 второй</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="476"/>
        <source>together, the weaker one pays</source>
        <translation>вместе, платит взявший меньше</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="479"/>
        <source>the second whister pays</source>
        <translation>платит второй вистующий</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="482"/>
        <source>both pay in full</source>
        <translation>платят оба, каждый полностью</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="485"/>
        <source>each pays half</source>
        <translation>каждый платит половину</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="486"/>
        <source>greedy: the whister takes all</source>
        <translation>жлобский: всё вистующему</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="489"/>
        <source>gentleman: split when he fails</source>
        <translation>джентльменский: пополам при ремизе</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="492"/>
        <source>gentleman: split always, made games too</source>
        <translation>джентльменский: пополам всегда, и на сыгранной</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="495"/>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="496"/>
        <source>both defenders</source>
        <translation>оба вистующих</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="497"/>
        <source>both defenders and the resting dealer</source>
        <translation>оба вистующих и отдыхающий сдающий</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="500"/>
        <source>game cost per undertrick</source>
        <translation>стоимость игры за недобранную</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="503"/>
        <source>whist price per undertrick</source>
        <translation>цена виста за недобранную</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="506"/>
        <source>a fixed amount per undertrick</source>
        <translation>постоянная сумма за недобранную</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="509"/>
        <source>half the obligation (4 and 4)</source>
        <translation>половина обязательных взяток (4 и 4)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="512"/>
        <source>half the remaining tricks (4 and 6)</source>
        <translation>половина оставшихся взяток (4 и 6)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="515"/>
        <source>tricks into the mountain</source>
        <translation>взятки в гору</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="518"/>
        <source>Rostov: whists from the fewest</source>
        <translation>по-ростовски: висты от взявшего меньше всех</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="521"/>
        <source>stay at the last price</source>
        <translation>остаётся последняя цена</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="524"/>
        <source>keep growing by the same step</source>
        <translation>растёт дальше с тем же шагом</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="527"/>
        <source>any ordered game</source>
        <translation>любая заказанная игра</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="530"/>
        <source>a made game or misère</source>
        <translation>сыгранная игра или мизер</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="533"/>
        <source>only a whisted game</source>
        <translation>только завистованная игра</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="536"/>
        <source>a whisted game that was made (sport rules)</source>
        <translation>завистованная и сыгранная игра (спортивные правила)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="539"/>
        <source>a whisted game made, no whister penalised</source>
        <translation>завистованная, сыгранная, без штрафа вистующим</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="542"/>
        <source>the price of one trick</source>
        <translation>цена одной взятки</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="545"/>
        <source>one point</source>
        <translation>одно очко</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="546"/>
        <source>the raspasy&apos;s number in a row</source>
        <translation>номер распаса подряд</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="549"/>
        <source>into the pool</source>
        <translation>в пулю</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="550"/>
        <source>twice off the mountain</source>
        <translation>вдвое больше с горы</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="553"/>
        <source>no bonus</source>
        <translation>не пишется</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="554"/>
        <source>clockwise</source>
        <translation>по часовой стрелке</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="555"/>
        <source>counterclockwise</source>
        <translation>против часовой стрелки</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="558"/>
        <source>off his mountain, even below zero</source>
        <translation>со своей горы, хоть ниже нуля</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="561"/>
        <source>off his mountain, down to zero</source>
        <translation>со своей горы, не ниже нуля</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="564"/>
        <source>onto the others&apos; mountains</source>
        <translation>на горы остальных</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="567"/>
        <source>every pool closed</source>
        <translation>закрыты все пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="568"/>
        <source>the sum of the pools</source>
        <translation>набрана сумма пуль</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="569"/>
        <source>divided by the number of players</source>
        <translation>делится на число игроков</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="572"/>
        <source>divided by the opponents</source>
        <translation>делится на число соперников</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="575"/>
        <source>exact, with fractions</source>
        <translation>точно, с дробями</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="576"/>
        <source>every mountain made divisible</source>
        <translation>каждую гору сделать кратной</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="579"/>
        <source>one player&apos;s mountain made divisible (PrefCount)</source>
        <translation>кратной делается гора одного игрока (PrefCount)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="582"/>
        <source>round, then fix the sum</source>
        <translation>округлить и выправить сумму</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="585"/>
        <source>drop fractions, the last player takes the rest (JPref)</source>
        <translation>отбросить дроби, остаток последнему (JPref)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="588"/>
        <source>the next raspasy</source>
        <translation>следующий распас</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="591"/>
        <source>the last raspasy</source>
        <translation>последний распас</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="594"/>
        <source>the declarer</source>
        <translation>играющий</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="597"/>
        <source>each other player</source>
        <translation>каждый из остальных</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="600"/>
        <source>the raspasy price</source>
        <translation>цена распаса</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="603"/>
        <source>the bid game</source>
        <translation>заявленная игра</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="612"/>
        <source>Game costs</source>
        <translation>Стоимость игр</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="613"/>
        <source>Pool points for a made 6, 7, 8, 9 and 10.</source>
        <translation>Очки в пулю за сыгранные 6, 7, 8, 9 и 10.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="616"/>
        <source>Misère cost</source>
        <translation>Стоимость мизера</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="617"/>
        <source>Pool points for a made misère.</source>
        <translation>Очки в пулю за сыгранный мизер.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="620"/>
        <source>Whist obligation on a 10</source>
        <translation>Обязанность на десятерной</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="621"/>
        <source>Tricks the defenders must take on a 10 (0 or 1).</source>
        <translation>Сколько взяток вистующие обязаны взять на десятерной (0 или 1).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="624"/>
        <source>Lone whister counts the passer</source>
        <translation>Одинокий вистующий считает взятки пасующего</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="625"/>
        <source>A lone whister writes whists for the passer&apos;s tricks too.</source>
        <translation>Одинокий вистующий пишет висты и за взятки пасующего.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="630"/>
        <source>Whist price factor</source>
        <translation>Множитель цены виста</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="631"/>
        <source>Whists per trick = cost × this (2 in Leningrad).</source>
        <translation>Висты за взятку = стоимость × множитель (2 в Ленинграде).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="634"/>
        <source>Remiz factor</source>
        <translation>Множитель ремиза</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="635"/>
        <source>Mountain per undertrick = cost × this.</source>
        <translation>Гора за недобранную взятку = стоимость × множитель.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="638"/>
        <source>Misère price per trick</source>
        <translation>Цена взятки на мизере</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="639"/>
        <source>Mountain per trick taken on a failed misère.</source>
        <translation>Гора за каждую взятку на несыгранном мизере.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="642"/>
        <source>Whist responsibility</source>
        <translation>Ответственность вистующих</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="643"/>
        <source>What whisters pay for tricks they fell short of: full, half or none.</source>
        <translation>Сколько вистующие платят за недобор: полностью, половину или ничего.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="648"/>
        <source>Two whisters&apos; liability</source>
        <translation>Ответственность двух вистующих</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="649"/>
        <source>How two whisters share a shortfall.</source>
        <translation>Как двое вистующих делят недобор.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="665"/>
        <source>Game cost, the whist price or a flat amount per undertrick.</source>
        <translation>Стоимость игры, цена виста или постоянная сумма за каждую недобранную.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="778"/>
        <source>Two whisters on 8-10 took nothing</source>
        <translation>Двое вистовали 8–10 и не взяли ничего</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="779"/>
        <source>Who pays for the missing trick when both whisted an 8, 9 or 10.</source>
        <translation>Кто платит за недобранную взятку, если восьмерную, девятерную или десятерную вистовали оба.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="784"/>
        <source>Two whisters on 6-7: no more than the side&apos;s</source>
        <translation>Двое на 6–7: не больше недобора пары</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="785"/>
        <source>A whister pays at most the tricks the pair fell short of (3 + 0 on a 6: one).</source>
        <translation>Вистующий платит не больше, чем недобрала пара (на шестерной 3 + 0 — одну).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="791"/>
        <source>What ends raspasy</source>
        <translation>Что выводит из распасов</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="792"/>
        <source>Which game after raspasy brings the price back to the start.</source>
        <translation>Какая игра после распасов возвращает цену к началу.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="797"/>
        <source>How the no-trick bonus is written</source>
        <translation>Как пишется поблажка за ноль взяток</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="798"/>
        <source>Into the pool, or twice as much off one&apos;s mountain (the same money).</source>
        <translation>В пулю или вдвое больше с горы (по деньгам одно и то же).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="803"/>
        <source>Overflow off the mountain at the pool&apos;s worth</source>
        <translation>Перебор пули списывается с горы по цене пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="804"/>
        <source>A pool point nobody can take comes off the mountain as 2 points in Leningrad.</source>
        <translation>Очко пули, которое некому отдать, снимает с горы 2 очка в ленинградке.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="810"/>
        <source>Seat adjusted by the rounding</source>
        <translation>Чью гору правит округление</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="811"/>
        <source>Whose mountain the one-player rounding changes (seat 1-4).</source>
        <translation>Место игрока (1–4), чью гору меняет округление одного игрока.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="816"/>
        <source>Whists per rounded point, four players</source>
        <translation>Висты за очко округления вчетвером</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="817"/>
        <source>Whists from each other player per mountain point moved (2 or 3).</source>
        <translation>Висты от каждого из остальных за сдвинутое очко горы (2 или 3).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="451"/>
        <location filename="../../ui/i18n.py" line="658"/>
        <source>Consolation</source>
        <translation>Консоляция</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="652"/>
        <source>Whist with a passer: greedy or gentleman</source>
        <translation>Вист с пасующим: жлобский или джентльменский</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="653"/>
        <source>Whether the lone whister shares the whists with the passer.</source>
        <translation>Делит ли одинокий вистующий висты с пасующим.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="659"/>
        <source>Who writes whists on a declarer who failed his contract.</source>
        <translation>Кто пишет висты на разыгрывающего, не сыгравшего контракт.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="664"/>
        <source>Consolation amount</source>
        <translation>Размер консоляции</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="670"/>
        <source>Flat consolation</source>
        <translation>Фиксированная консоляция</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="671"/>
        <source>Whists per undertrick when the amount is flat.</source>
        <translation>Висты за недобранную взятку при фиксированной консоляции.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="674"/>
        <source>Half-whist allowed</source>
        <translation>Полвиста разрешён</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="675"/>
        <source>The second defender may half-whist a 6 or 7.</source>
        <translation>Второй вистующий может сказать «полвиста» на 6 или 7.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="678"/>
        <source>Half-whist value</source>
        <translation>Размер полвиста</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="679"/>
        <source>Whists a standing half-whist writes.</source>
        <translation>Сколько вистов пишет полвиста.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="682"/>
        <source>Raspasy scoring</source>
        <translation>Запись распасов</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="683"/>
        <source>Tricks on raspasy go to the mountain, or Rostov whists.</source>
        <translation>Взятки на распасах идут в гору или ростовскими вистами.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="688"/>
        <source>Raspasy prices</source>
        <translation>Цены распасов</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="689"/>
        <source>Price of a trick on the 1st, 2nd, 3rd raspasy.</source>
        <translation>Цена взятки на 1-х, 2-х, 3-х распасах.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="692"/>
        <source>After the last price</source>
        <translation>После последней цены</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="693"/>
        <source>Repeat the last price or keep increasing.</source>
        <translation>Повторять последнюю цену или продолжать рост.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="696"/>
        <source>Exit from raspasy</source>
        <translation>Выход из распасов</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="697"/>
        <source>Minimum game after 1, 2, 3 raspasy.</source>
        <translation>Минимальная игра после 1, 2, 3 распасов.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="700"/>
        <source>Strict exit</source>
        <translation>Строгий выход</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="701"/>
        <source>A lower game after raspasy is refused.</source>
        <translation>Игра ниже после распасов не принимается.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="704"/>
        <source>Raspasy amnesty</source>
        <translation>Амнистия распасов</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="705"/>
        <source>The smallest raspasy mountain is forgiven.</source>
        <translation>Наименьшая гора на распасах прощается.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="708"/>
        <source>No-trick bonus</source>
        <translation>Премия за ноль взяток</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="709"/>
        <source>Pool bonus for no trick on raspasy.</source>
        <translation>Премия в пулю за ноль взяток на распасах.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="712"/>
        <source>Resting dealer bonus</source>
        <translation>Премия отдыхающему сдающему</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="713"/>
        <source>The resting dealer gets a pool bonus on raspasy.</source>
        <translation>Отдыхающий сдающий получает премию в пулю на распасах.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="716"/>
        <source>Rostov whists per trick</source>
        <translation>Ростовские висты за взятку</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="717"/>
        <source>Whists per trick in Rostov raspasy.</source>
        <translation>Висты за взятку на ростовских распасах.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="720"/>
        <source>Talon whists</source>
        <translation>Висты за прикуп</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="721"/>
        <source>The resting dealer writes whists for tricks in the talon.</source>
        <translation>Отдыхающий сдающий пишет висты за взятки в прикупе.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="726"/>
        <source>Help order</source>
        <translation>Порядок помощи</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="727"/>
        <source>Whom a closed pool helps first on a tie.</source>
        <translation>Кому закрытая пуля помогает первым при равенстве.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="730"/>
        <source>Whists for help</source>
        <translation>Висты за помощь</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="731"/>
        <source>Whists written per point of help.</source>
        <translation>Вистов за одно очко помощи.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="734"/>
        <source>Overflow remainder</source>
        <translation>Остаток перебора</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="735"/>
        <source>Where an overflow goes when nobody needs help.</source>
        <translation>Куда идёт перебор, если помогать некому.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="738"/>
        <source>Mountain first</source>
        <translation>Сначала гора</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="739"/>
        <source>A made game first writes off one&apos;s mountain.</source>
        <translation>Сыгранная игра сначала списывает свою гору.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="742"/>
        <source>End of the game</source>
        <translation>Конец пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="743"/>
        <source>Every pool closed, or the sum of the pools.</source>
        <translation>Все пули закрыты или сумма пуль.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="746"/>
        <source>Pool size</source>
        <translation>Размер пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="747"/>
        <source>Points that close a player&apos;s pool.</source>
        <translation>Очки, закрывающие пулю игрока.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="750"/>
        <source>Pool shortfall factor</source>
        <translation>Множитель недобора пули</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="751"/>
        <source>Mountain per missing pool point at the end.</source>
        <translation>Гора за каждое недостающее очко пули в конце.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="754"/>
        <source>Mountain split</source>
        <translation>Раздел горы</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="755"/>
        <source>Divide mountain × 10 by N or by N − 1.</source>
        <translation>Делить гору × 10 на N или на N − 1.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="758"/>
        <source>Rounding</source>
        <translation>Округление</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="759"/>
        <source>How results are made whole.</source>
        <translation>Как результаты делаются целыми.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="762"/>
        <source>Stalingrad</source>
        <translation>Сталинград</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="763"/>
        <source>6♠ must be whisted by both defenders.</source>
        <translation>6♠ вистуют оба.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="766"/>
        <source>Misère consolation</source>
        <translation>Консоляция на мизере</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="767"/>
        <source>Consolation on a failed misère too.</source>
        <translation>Консоляция и на несыгранном мизере.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="770"/>
        <source>Price of a whist</source>
        <translation>Цена виста</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="771"/>
        <source>Money per whist in the settlement.</source>
        <translation>Деньги за вист в расчёте.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="774"/>
        <source>Money unit</source>
        <translation>Денежная единица</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="775"/>
        <source>Smallest coin for rounding money.</source>
        <translation>Наименьшая монета для округления.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="61"/>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="61"/>
        <source>Correct a deal</source>
        <translation>Исправить раздачу</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="71"/>
        <location filename="../../ui/dialogs/deal_entry.py" line="184"/>
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="79"/>
        <source>7h, 7ч, 7♥, 6nt, мизер, распасы</source>
        <translation>7ч, 7h, 7♥, 6бк, мизер, распасы</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="98"/>
        <source>&amp;Contract:</source>
        <translation>&amp;Контракт:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="99"/>
        <source>&amp;Declarer:</source>
        <translation>&amp;Разыгрывающий:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="102"/>
        <source>Defenders</source>
        <translation>Вистующие</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="106"/>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="116"/>
        <source>Will be written</source>
        <translation>Будет записано</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="265"/>
        <source>The correction is checked against the whole game when you press OK.</source>
        <translation>Исправление проверяется по всей пуле при нажатии «ОК».</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/deal_entry.py" line="269"/>
        <source>Nothing is written.</source>
        <translation>Ничего не записывается.</translation>
    </message>
</context>
<context>
    <name>FactsPage</name>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="204"/>
        <source>The facts</source>
        <translation>Обстоятельства</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="211"/>
        <source>This rule needs no facts: go on to the preview.</source>
        <translation>Этому правилу не нужны подробности: переходите к предпросмотру.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="242"/>
        <source>(optional)</source>
        <translation>(необязательно)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="291"/>
        <source>Please answer: {question}</source>
        <translation>Ответьте, пожалуйста: {question}</translation>
    </message>
</context>
<context>
    <name>IncidentWizard</name>
    <message>
        <location filename="../../ui/wizard/fields.py" line="47"/>
        <source>— choose —</source>
        <translation>— выберите —</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/fields.py" line="76"/>
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="62"/>
        <source>{player} writes {amount} whists on {on}</source>
        <translation>{player} пишет {amount} вистов на {on}</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="64"/>
        <source>{player} writes {amount} into the pool</source>
        <translation>{player} пишет {amount} в пулю</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="66"/>
        <source>{player} writes {amount} into the mountain</source>
        <translation>{player} пишет {amount} в гору</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="444"/>
        <source>Incident</source>
        <translation>Нарушение</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="447"/>
        <source>&amp;Record</source>
        <translation>&amp;Записать</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="91"/>
        <source>History (newest first)</source>
        <translation>История (новые сверху)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="131"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая пуля…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="134"/>
        <source>&amp;Games…</source>
        <translation>&amp;Пули…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="136"/>
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="137"/>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="138"/>
        <source>&amp;Finish game</source>
        <translation>&amp;Закончить пулю</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="139"/>
        <source>&amp;Reopen game</source>
        <translation>&amp;Возобновить пулю</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="140"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="142"/>
        <source>New &amp;deal…</source>
        <translation>Новая &amp;раздача…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="147"/>
        <source>&amp;Incident…</source>
        <translation>&amp;Нарушение…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="149"/>
        <source>&amp;Rules and penalties…</source>
        <translation>&amp;Правила и штрафы…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="150"/>
        <source>&amp;Manual entry…</source>
        <translation>&amp;Ручная запись…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="158"/>
        <source>&amp;Settlement…</source>
        <translation>&amp;Расчёт…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="161"/>
        <source>Plain &amp;table</source>
        <translation>Простая &amp;таблица</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="164"/>
        <source>All text &amp;upright</source>
        <translation>Весь текст &amp;прямо</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="167"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Крупнее</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="170"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Мельче</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="173"/>
        <source>&amp;Fit the window</source>
        <translation>&amp;По размеру окна</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="177"/>
        <source>&amp;Game</source>
        <translation>&amp;Пуля</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="185"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="192"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="211"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="201"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="213"/>
        <source>Main</source>
        <translation>Главная</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="237"/>
        <source>Language changed.</source>
        <translation>Язык переключён.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="267"/>
        <source>(finished)</source>
        <translation>(закончена)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="315"/>
        <source> (finished)</source>
        <translation> (закончена)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="488"/>
        <source>&amp;Correct this deal…</source>
        <translation>&amp;Исправить раздачу…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="539"/>
        <source>Import a game</source>
        <translation>Импорт пули</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="557"/>
        <source>Export the game</source>
        <translation>Экспорт пули</translation>
    </message>
    <message>
        <source>The pool is closed: the game is over. A deal entered now is written after the end of the game. Enter a deal anyway?</source>
        <translation>Пуля закрыта: игра окончена. Раздача, записанная сейчас, пойдёт после конца игры. Всё равно записать раздачу?</translation>
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
        <location filename="../../ui/dialogs/manual_entry.py" line="58"/>
        <source>Manual entry</source>
        <translation>Ручная запись</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="66"/>
        <source>Writes the amounts as typed, without pool overflow or help: for carrying over a paper sheet or an agreed correction. A negative amount subtracts.</source>
        <translation>Записывает суммы как есть, без переполнения пули и помощи: чтобы продолжить бумажную пулю или внести согласованную поправку. Отрицательная сумма вычитается.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="77"/>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="78"/>
        <source>P&amp;ool:</source>
        <translation>П&amp;уля:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="79"/>
        <source>&amp;Mountain:</source>
        <translation>&amp;Гора:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="81"/>
        <source>Whists written on</source>
        <translation>Висты на</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="93"/>
        <source>e.g. carried over from the paper sheet</source>
        <translation>например, перенесено с бумажной пули</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="95"/>
        <source>&amp;Note:</source>
        <translation>&amp;Примечание:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="100"/>
        <source>Will be written</source>
        <translation>Будет записано</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/manual_entry.py" line="172"/>
        <source>Nothing is written.</source>
        <translation>Ничего не записывается.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="66"/>
        <source>New game</source>
        <translation>Новая пуля</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="72"/>
        <source>&amp;3 players</source>
        <translation>&amp;3 игрока</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="73"/>
        <source>&amp;4 players</source>
        <translation>&amp;4 игрока</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="83"/>
        <source>Players in seating order (clockwise)</source>
        <translation>Игроки по порядку рассадки (по часовой стрелке)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="94"/>
        <source>Seat {n}:</source>
        <translation>Место {n}:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="103"/>
        <source>First &amp;dealer:</source>
        <translation>Первый &amp;сдающий:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="107"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="111"/>
        <source>&amp;Pool size:</source>
        <translation>&amp;Размер пули:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="113"/>
        <source>Price of a &amp;whist:</source>
        <translation>Цена &amp;виста:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_game.py" line="116"/>
        <source>Advanced: every rules option</source>
        <translation>Подробно: все параметры правил</translation>
    </message>
</context>
<context>
    <name>Penalties</name>
    <message>
        <location filename="../../ui/wizard/texts.py" line="29"/>
        <source>The talon</source>
        <translation>Прикуп</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="30"/>
        <source>Ordering the contract</source>
        <translation>Заказ контракта</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="31"/>
        <source>Code of Preferans 3.4: bidding and ordering</source>
        <translation>Кодекс 3.4: торговля и заказ</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="34"/>
        <source>Wrong number of cards</source>
        <translation>Неверное количество карт</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="35"/>
        <source>Dealing</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="36"/>
        <source>Play procedure</source>
        <translation>Порядок розыгрыша</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="37"/>
        <source>House rules</source>
        <translation>Домашние правила</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="38"/>
        <location filename="../../ui/wizard/texts.py" line="472"/>
        <source>Custom penalty</source>
        <translation>Свой штраф</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="91"/>
        <source>{number}, source: {source}</source>
        <translation>{number}, источник: {source}</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="102"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="103"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="109"/>
        <source>a redeal</source>
        <translation>пересдача</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="110"/>
        <source>draw the extra cards blind</source>
        <translation>лишние карты тянут вслепую</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="111"/>
        <source>pool</source>
        <translation>пуля</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="112"/>
        <source>mountain</source>
        <translation>гора</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="113"/>
        <source>whists</source>
        <translation>висты</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="114"/>
        <source>to return the talon</source>
        <translation>вернуть прикуп</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="115"/>
        <source>to change a bid</source>
        <translation>изменить заявку</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="116"/>
        <source>corrected at once</source>
        <translation>исправил сразу</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="117"/>
        <source>corrected after a pause</source>
        <translation>исправил после паузы</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="118"/>
        <source>corrected after a whist</source>
        <translation>исправил после виста</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="119"/>
        <source>the intent was evident</source>
        <translation>намерение было очевидно</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="120"/>
        <source>an ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="121"/>
        <source>ace and king of a suit</source>
        <translation>туз и король одной масти</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="122"/>
        <source>two aces</source>
        <translation>два туза</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="123"/>
        <source>king and queen of a suit</source>
        <translation>марьяж (король и дама одной масти)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="124"/>
        <source>both cards</source>
        <translation>обе карты</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="125"/>
        <source>the bottom card</source>
        <translation>нижнюю карту</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="126"/>
        <source>a card face up in the deck</source>
        <translation>открытая карта в колоде</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="127"/>
        <source>a short deck</source>
        <translation>неполная колода</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="128"/>
        <source>dealt without a cut</source>
        <translation>сдача без съёма</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="129"/>
        <source>dealt out of turn</source>
        <translation>сдача не в очередь</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="130"/>
        <source>by drawing lots</source>
        <translation>жребием</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="131"/>
        <source>the average of both readings</source>
        <translation>среднее двух вариантов</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="140"/>
        <source>misère</source>
        <translation>мизер</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="157"/>
        <source>{player} may not bid any more in this deal (compulsory pass).</source>
        <translation>{player} больше не торгуется в этой сдаче (обязательный пас).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="161"/>
        <source>The violator may not bid any more in this deal.</source>
        <translation>Нарушитель больше не торгуется в этой сдаче.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="164"/>
        <source>{player} is deemed to have passed; raspasy is played.</source>
        <translation>{player} считается спасовавшим; играются распасы.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="168"/>
        <source>The third player is deemed to have passed; raspasy is played.</source>
        <translation>Третий игрок считается спасовавшим; играются распасы.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="171"/>
        <source>{player} is deemed to have made the minimum bid and must order a game.</source>
        <translation>{player} считается объявившим минимальную игру и должен заказать игру.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="175"/>
        <source>The third player is deemed to have made the minimum bid.</source>
        <translation>Третий игрок считается объявившим минимальную игру.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="178"/>
        <source>The talon goes to {other} at his last bid.</source>
        <translation>Прикуп получает {other} по своей последней заявке.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="181"/>
        <source>The talon goes to {other}, the previous legal bidder.</source>
        <translation>Прикуп получает {other}, сделавший предыдущую законную заявку.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="184"/>
        <source>Hands are not shown; the bidding continues with the talon open.</source>
        <translation>Карты не раскрываются; торговля продолжается при открытом прикупе.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="187"/>
        <source>The cards are redealt.</source>
        <translation>Карты пересдаются.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="188"/>
        <source>The twelve cards are shuffled and the dealer draws a new talon blind.</source>
        <translation>Двенадцать карт тасуются, сдающий вслепую вынимает новый прикуп.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="191"/>
        <source>The made contract is not written into the pool.</source>
        <translation>Сыгранная игра в пулю не записывается.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="194"/>
        <source>The raspasy streak ends.</source>
        <translation>Серия распасов прерывается.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="195"/>
        <source>Raspasy continue: the streak is kept.</source>
        <translation>Распасы продолжаются: серия сохраняется.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="198"/>
        <source>The declarer loses the right to change the contract.</source>
        <translation>Разыгрывающий теряет право менять заказ.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="201"/>
        <source>The change is refused: the order stands.</source>
        <translation>Изменение не допускается: заказ остаётся в силе.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="204"/>
        <source>The result stands.</source>
        <translation>Результат остаётся в силе.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="205"/>
        <source>The change is allowed.</source>
        <translation>Изменение допускается.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="206"/>
        <source>The intended suit may be ordered one level higher.</source>
        <translation>Задуманную масть можно заказать на уровень выше.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="209"/>
        <source>The declarer must order a legal contract instead.</source>
        <translation>Разыгрывающий должен заказать законную игру.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="212"/>
        <source>The misère is played.</source>
        <translation>Играется мизер.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="213"/>
        <source>The second bidder takes the talon at the senior bid.</source>
        <translation>Второй участник торговли берёт прикуп по старшей заявке.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="216"/>
        <source>The next deal goes to the left of the player who actually dealt.</source>
        <translation>Следующим сдаёт игрок слева от того, кто фактически сдавал.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="219"/>
        <source>The defective trick must be completed.</source>
        <translation>Неполную взятку нужно доиграть.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="222"/>
        <source>{player} takes no further part in the play of this deal.</source>
        <translation>{player} больше не участвует в розыгрыше этой сдачи.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="225"/>
        <source>The claimer lays his cards on the table and states his line of play.</source>
        <translation>Заявивший кладёт карты на стол и объясняет план розыгрыша.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="228"/>
        <source>Play continues.</source>
        <translation>Розыгрыш продолжается.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="229"/>
        <source>The exposed cards become penalty cards.</source>
        <translation>Показанные карты становятся штрафными.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="232"/>
        <source>The score may be corrected.</source>
        <translation>Запись можно исправить.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="235"/>
        <source>The deal itself is scored as part of this incident.</source>
        <translation>Сама сдача записывается в составе этого нарушения.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="251"/>
        <source>Please answer: {question}</source>
        <translation>Ответьте, пожалуйста: {question}</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="252"/>
        <source>The answer to “{question}” is not valid.</source>
        <translation>Ответ на «{question}» недопустим.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="255"/>
        <source>The answer to “{question}” is out of range ({value}).</source>
        <translation>Ответ на «{question}» вне допустимых пределов ({value}).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="258"/>
        <source>“{question}”: the sheet says {expected}, not {value}.</source>
        <translation>«{question}»: по записи — {expected}, а не {value}.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="261"/>
        <source>“{question}” does not apply to these answers.</source>
        <translation>«{question}» не относится к этим ответам.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="264"/>
        <source>This rule is not in force: the game&apos;s rules do not include it ({option}).</source>
        <translation>Это правило не действует: в правилах партии его нет ({option}).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="267"/>
        <source>{player} sits out this deal and cannot have done this.</source>
        <translation>{player} отдыхает в этой сдаче и не мог этого сделать.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="270"/>
        <source>“{question}” must be another player than the violator.</source>
        <translation>«{question}» — это должен быть не нарушитель, а другой игрок.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="273"/>
        <source>The declarer cannot be the violator {player} under this rule.</source>
        <translation>По этому правилу разыгрывающим не может быть нарушитель {player}.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="276"/>
        <source>Under this rule the violator {player} is the one who plays, not {declarer}.</source>
        <translation>По этому правилу играет нарушитель {player}, а не {declarer}.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="280"/>
        <source>{player} is the third player: choose the rule for the third player.</source>
        <translation>{player} — третий игрок: выберите правило для третьего игрока.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="283"/>
        <source>{player} won the bidding: he may open the talon.</source>
        <translation>{player} выиграл торговлю: он вправе открыть прикуп.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="286"/>
        <source>{player} did this before in this pool: use rule {use}.</source>
        <translation>{player} уже делал это в этой пуле: используйте правило {use}.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="289"/>
        <source>{player} did not do this before in this pool: use rule {use}.</source>
        <translation>{player} ещё не делал этого в этой пуле: используйте правило {use}.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="292"/>
        <source>This rule does not apply to the answer “{question}”.</source>
        <translation>Это правило не подходит при таком ответе на «{question}».</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="295"/>
        <source>This rule applies only to four-handed games.</source>
        <translation>Это правило действует только при игре вчетвером.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="298"/>
        <source>{player} was the right dealer: the deal was in turn.</source>
        <translation>{player} и должен был сдавать: сдача была в очередь.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="301"/>
        <source>The dealer {player} is the violator: he cannot have provoked himself.</source>
        <translation>Сдающий {player} сам нарушитель: он не мог спровоцировать себя.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="304"/>
        <source>A player cannot write whists on himself.</source>
        <translation>Нельзя писать висты на самого себя.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="307"/>
        <source>The deal must be a misère for this rule.</source>
        <translation>Для этого правила сдача должна быть мизером.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="310"/>
        <source>The deal must have been played for this rule.</source>
        <translation>Для этого правила сдача должна быть сыграна.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="313"/>
        <source>This change is not allowed by the rule (“{question}”).</source>
        <translation>Правило не допускает такого изменения («{question}»).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="316"/>
        <source>Unknown rule {rule}.</source>
        <translation>Неизвестное правило {rule}.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="317"/>
        <source>Unknown answer {fact}.</source>
        <translation>Неизвестный ответ {fact}.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="324"/>
        <source>The rule refuses these facts ({code}).</source>
        <translation>Правило не принимает эти обстоятельства ({code}).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="387"/>
        <source>Wrong number of cards noticed before the bidding</source>
        <translation>Неверное число карт замечено до торговли</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="388"/>
        <source>A player who notices before the bidding that he has a wrong number of cards must say so at once; the cards are redealt without penalty.</source>
        <translation>Игрок, заметивший до начала торговли, что у него неверное число карт, должен сразу сказать об этом; карты пересдаются без штрафа.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="393"/>
        <source>Who holds the wrong number of cards?</source>
        <translation>У кого неверное число карт?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="395"/>
        <source>Wrong number of cards noticed after the talon bidding started</source>
        <translation>Неверное число карт замечено после начала торговли за прикуп</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="399"/>
        <source>The holder noticed a wrong count after the bidding for the talon started: he must stop the auction and writes two undertricks at the level where the bidding stopped; redeal.</source>
        <translation>Игрок заметил неверное число карт после начала торговли за прикуп: он должен остановить торговлю и пишет «без двух» на уровне, где торговля остановилась; пересдача.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="405"/>
        <source>Level at which the bidding was stopped</source>
        <translation>Уровень, на котором остановилась торговля</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="407"/>
        <source>Wrong number of cards noticed by a player who passed</source>
        <translation>Неверное число карт заметил спасовавший игрок</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="411"/>
        <source>Noticed by a player who already passed, before the talon bidding started: he must stop the deal and writes one trick at the raspasy level; redeal.</source>
        <translation>Заметил игрок, который уже спасовал, до начала торговли за прикуп: он должен остановить сдачу и пишет одну взятку по уровню распасов; пересдача.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="416"/>
        <source>Current raspasy level R (2, 4 or 6 by the streak)</source>
        <translation>Текущий уровень распасов R (2, 4 или 6 по серии)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="421"/>
        <source>Two players bid without ten cards each</source>
        <translation>Двое торговались, не имея по десять карт</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="422"/>
        <source>Two players have bid and it turns out they do not hold ten cards each: the player with ten cards may demand a redeal, or that the over-full hand be cut back to ten by drawing the extra cards blind. The penalty text is cut off: an agreed amount.</source>
        <translation>Двое игроков торговались, и оказалось, что у них не по десять карт: игрок с десятью картами может потребовать пересдачи или чтобы лишние карты из переполненной руки вытянули вслепую. Текст штрафа обрезан: сумма по договорённости.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="428"/>
        <source>Who holds the over-full hand?</source>
        <translation>У кого лишние карты?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="429"/>
        <source>What did the player with ten cards choose?</source>
        <translation>Что выбрал игрок с десятью картами?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="430"/>
        <source>Agreed penalty (mountain)</source>
        <translation>Штраф по договорённости (в гору)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="432"/>
        <source>A card exposed during the deal through the dealer&apos;s fault</source>
        <translation>Карта открылась при сдаче по вине сдающего</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="436"/>
        <source>A card exposed during the deal through the dealer&apos;s fault, directly or indirectly: the same dealer redeals, no penalty.</source>
        <translation>Карта открылась при сдаче по вине сдающего, прямой или косвенной: тот же сдающий пересдаёт, без штрафа.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="441"/>
        <source>Who dealt this deal?</source>
        <translation>Кто сдавал эту сдачу?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="443"/>
        <source>Misdeal noticed before the bidding</source>
        <translation>Неправильная сдача замечена до торговли</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="444"/>
        <source>A misdeal (wrong number of cards, wrong order or batch size) noticed before the bidding: redeal, no penalty.</source>
        <translation>Неправильная сдача (неверное число карт, порядок или размер порций) замечена до торговли: пересдача без штрафа.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="450"/>
        <source>Dealt out of turn</source>
        <translation>Сдача не в очередь</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="451"/>
        <source>Dealt out of turn: noticed before the deal is complete, the right dealer redeals; once the deal is complete and cards were picked up, the deal stands and the next deal goes to the player on the left of the one who actually dealt.</source>
        <translation>Сдача не в очередь: если это замечено до конца сдачи, пересдаёт тот, чья очередь; если сдача закончена и карты взяты, сдача остаётся в силе, а следующим сдаёт игрок слева от фактически сдававшего.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="457"/>
        <source>Who actually dealt?</source>
        <translation>Кто фактически сдавал?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="458"/>
        <source>Was the deal complete and had someone picked up his cards?</source>
        <translation>Сдача была закончена и кто-то взял свои карты?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="463"/>
        <source>Other redeal cases</source>
        <translation>Другие случаи пересдачи</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="464"/>
        <source>A card face up in the deck during the deal or the cut, a short deck, or a deal without a cut or out of turn noticed before the end of the deal with nobody having looked: redeal, no penalty.</source>
        <translation>Открытая карта в колоде при сдаче или съёме, неполная колода, сдача без съёма или не в очередь, замеченная до конца сдачи, пока никто не смотрел карты: пересдача без штрафа.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="470"/>
        <source>What happened?</source>
        <translation>Что случилось?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="473"/>
        <source>An incident no published rule covers (a revoke, a lead out of turn, an exposed card, a call out of turn, a recording error, an outsider&apos;s advice…): the players agree on points written into a player&apos;s pool or mountain, or as whists on another player, with a free-text reason.</source>
        <translation>Случай, которого не описывает ни одно опубликованное правило (ренонс, ход не в очередь, открытая карта, заявка не в очередь, ошибка записи, подсказка со стороны…): игроки договариваются об очках в пулю или гору игрока либо о вистах на другого игрока, с пояснением в свободной форме.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="480"/>
        <source>Who writes the points?</source>
        <translation>Кто пишет очки?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="481"/>
        <source>Where?</source>
        <translation>Куда?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="482"/>
        <source>How many points (whists)?</source>
        <translation>Сколько очков (вистов)?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="483"/>
        <source>On whom are the whists written?</source>
        <translation>На кого пишутся висты?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="484"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="486"/>
        <source>Dealer fined after a third consecutive raspasy (house rule)</source>
        <translation>Штраф сдающему после третьих распасов подряд (домашнее правило)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="490"/>
        <source>Some companies fine the dealer &apos;for unskilful dealing&apos; after a third consecutive raspasy: up to 10 into his mountain. Runs against the spirit of Кодекс 3.4.10.</source>
        <translation>В некоторых компаниях сдающего штрафуют «за неумелую сдачу» после третьих распасов подряд: до 10 в гору. Противоречит духу Кодекса 3.4.10.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="495"/>
        <source>Agreed fine</source>
        <translation>Штраф по договорённости</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="497"/>
        <source>Under-ordering scored as a failed game (house rule)</source>
        <translation>Недозаказ засчитывается как недобор (домашнее правило)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="501"/>
        <source>Some tables score a game where the declarer took more tricks than he ordered as if the ordered game had failed (by one). Contradicts Кодекс 3.4.13, which the default follows.</source>
        <translation>За некоторыми столами игру, в которой разыгрывающий взял больше заказанного, записывают как недобор (без одной). Противоречит Кодексу 3.4.13, которому Pulka следует по умолчанию.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="507"/>
        <source>The contract as played</source>
        <translation>Сыгранная игра</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="509"/>
        <source>Re-ordering a contract for a fee (house rule)</source>
        <translation>Перезаказ за плату (домашнее правило)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="510"/>
        <source>With three or more trumps the declarer plays what he ordered; friendly games sometimes allow re-ordering for an agreed fee into the mountain.</source>
        <translation>Имея три козыря и больше, разыгрывающий играет то, что заказал; в дружеских играх иногда разрешают перезаказ за оговорённую плату в гору.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="515"/>
        <source>Who is the declarer?</source>
        <translation>Кто разыгрывающий?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="516"/>
        <source>Agreed fee</source>
        <translation>Плата по договорённости</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="518"/>
        <source>Bombs and blind play multipliers</source>
        <translation>Множители бомб и игры втёмную</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="519"/>
        <source>Bombs and blind play multiply game values; no source says whether penalties are multiplied. Pulka does not multiply penalties.</source>
        <translation>Бомбы и игра втёмную умножают стоимость игр; ни один источник не говорит, умножаются ли штрафы. Pulka штрафы не умножает.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="525"/>
        <source>Wrong discard of one card or three or more (house rule)</source>
        <translation>Неправильный снос: одна карта или три и больше (домашнее правило)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="529"/>
        <source>A wrong discard is fined one undertrick of the announced game; the game is played out and whists are written for the tricks actually taken. Conflicts with Кодекс 3.4.6, which the default follows.</source>
        <translation>Неправильный снос штрафуется одной взяткой недобора объявленной игры; игра доигрывается, висты пишутся за фактически взятые взятки. Расходится с Кодексом 3.4.6, которому Pulka следует по умолчанию.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="535"/>
        <source>Level of the announced game</source>
        <translation>Уровень объявленной игры</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="537"/>
        <source>The same dealer misdeals twice (house rule)</source>
        <translation>Один и тот же сдающий дважды ошибся при сдаче (домашнее правило)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="538"/>
        <source>A dealer who misdeals twice writes one undertrick of a six into his mountain; redeal. Conflicts with Кодекс 3.2.13 (no penalty).</source>
        <translation>Сдающий, дважды ошибившийся при сдаче, пишет в гору одну взятку недобора шестерной игры; пересдача. Расходится с Кодексом 3.2.13 (без штрафа).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="544"/>
        <source>The talon cannot be returned; bids cannot be changed</source>
        <translation>Прикуп не возвращается, заявки не меняются</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="548"/>
        <source>Returning the talon and changing a bid during the bidding are not allowed.</source>
        <translation>Возвращать прикуп и менять заявку во время торговли нельзя.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="552"/>
        <source>What was attempted?</source>
        <translation>Что пытались сделать?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="554"/>
        <source>Contract ordered holding more or fewer than ten cards</source>
        <translation>Игра заказана при числе карт больше или меньше десяти</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="558"/>
        <source>A player who ordered a contract holding more or fewer than ten cards (no discard, or three cards discarded) is penalised by a remiz of two on the announced game. If the defenders prove he would have gone down anyway with the right count (best discard, open optimal play), the two penalty tricks are added to those undertricks.</source>
        <translation>Игрок, заказавший игру с числом карт больше или меньше десяти (без сноса или с тремя снесёнными картами), наказывается ремизом «без двух» объявленной игры. Если вистующие докажут, что он не взял бы своё и при верном числе карт (лучший снос, оптимальный розыгрыш в открытую), две штрафные взятки прибавляются к этому недобору.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="565"/>
        <source>The contract (tricks if it was played)</source>
        <translation>Игра (взятки, если её играли)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="566"/>
        <source>Undertricks the defenders prove with the correct count</source>
        <translation>Недобор, который вистующие доказали при верном числе карт</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="571"/>
        <source>A correct order cannot be changed after a whist</source>
        <translation>Правильный заказ нельзя изменить после виста</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="572"/>
        <source>A contract ordered by the rules cannot be changed once at least one opponent has whisted, even when the declarer holds fewer than three cards of the trump suit.</source>
        <translation>Игру, заказанную по правилам, нельзя изменить, если хотя бы один противник сказал «вист», даже когда у разыгрывающего меньше трёх козырей.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="577"/>
        <source>Has at least one opponent whisted?</source>
        <translation>Хотя бы один противник вистовал?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="578"/>
        <source>Fewer than three trumps?</source>
        <translation>Меньше трёх козырей?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="580"/>
        <source>Misspoken order</source>
        <translation>Оговорка при заказе</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="581"/>
        <source>A declarer who misspoke his order may correct it only without a pause. After a pause, if nobody whisted yet, he may correct only by ordering one level higher; after a whist the contract as spoken is played; an evident intent to correct (exclamations before the whist) allows the correction. Example: 6♠ corrected at once to 6♥.</source>
        <translation>Разыгрывающий, оговорившийся при заказе, может исправиться только без паузы. После паузы, пока никто не вистовал, исправить можно только заказом на уровень выше; после виста играется сказанное; очевидное намерение исправиться (возгласы до виста) допускает исправление. Пример: 6♠ сразу исправлено на 6♥.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="588"/>
        <source>The contract as spoken</source>
        <translation>Сказанная игра</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="589"/>
        <source>The contract he meant</source>
        <translation>Задуманная игра</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="590"/>
        <source>When did the correction come?</source>
        <translation>Когда последовало исправление?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="592"/>
        <source>Declarer looked at his discard after the first lead</source>
        <translation>Разыгрывающий посмотрел снос после первого хода</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="596"/>
        <source>The discard cannot be changed after the order, nor looked at after the first lead. A declarer who looks is penalised one trick: exactly made becomes down one, one overtrick cancels out, of several overtricks one is removed, and a remiz grows by one.</source>
        <translation>Снос нельзя менять после заказа и смотреть после первого хода. Посмотревший разыгрывающий наказывается одной взяткой: ровно сыгранная игра становится «без одной», одна лишняя взятка сгорает, из нескольких лишних снимается одна, а ремиз увеличивается на одну.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="604"/>
        <source>Dealer fined when the talon is refused (house rule)</source>
        <translation>Штраф сдающему при отказе от прикупа (домашнее правило)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="608"/>
        <source>By agreement the dealer may be fined an agreed number of points into his mountain when the talon is refused. The Кодекс discourages it for serious play; off by default (option &apos;dealer_fine_on_talon_refusal&apos; is the amount).</source>
        <translation>По договорённости сдающего можно штрафовать оговорённым числом очков в гору, когда от прикупа отказываются. Кодекс не рекомендует этого в серьёзной игре; по умолчанию выключено (сумма — опция &apos;dealer_fine_on_talon_refusal&apos;).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="615"/>
        <source>Consolation for tricks in the talon (house rule)</source>
        <translation>Утешение за взятки в прикупе (домашнее правило)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="616"/>
        <source>By agreement the dealer writes consolation on the declarer for tricks given to him in the talon, as for tricks of the ordered game: an ace one trick, ace and king of a suit two, two aces three, a marriage one. Discouraged for serious play; off by default (option &apos;talon_whists&apos;).</source>
        <translation>По договорённости сдающий пишет на разыгрывающего висты за взятки, пришедшие ему в прикупе, как за взятки заказанной игры: туз — одна взятка, туз с королём одной масти — две, два туза — три, марьяж — одна. Не рекомендуется в серьёзной игре; по умолчанию выключено (опция &apos;talon_whists&apos;).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="623"/>
        <source>Level of the ordered game</source>
        <translation>Уровень заказанной игры</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="624"/>
        <source>What was in the talon?</source>
        <translation>Что было в прикупе?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="626"/>
        <source>Outsider&apos;s advice to change the trump or the level</source>
        <translation>Подсказка со стороны сменить козырь или уровень</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="630"/>
        <source>An outsider&apos;s advice to change the trump suit, or to raise or lower the order, takes away the right to do either (see also Кодекс 3.9.20, text not available).</source>
        <translation>Подсказка постороннего сменить козырь, повысить или понизить заказ лишает права сделать то или другое (см. также Кодекс 3.9.20, текст недоступен).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="636"/>
        <source>There is no under-ordering penalty</source>
        <translation>Штрафа за недозаказ нет</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="637"/>
        <source>The notion of under-ordering («недозаказ», «перезаклад») does not exist: taking more tricks than ordered is never punished (contrast house-undercall).</source>
        <translation>Понятия недозаказа («недозаказ», «перезаклад») не существует: взять больше заказанного никогда не наказуемо (ср. house-undercall).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="643"/>
        <source>There is no contract called «преферанс»</source>
        <translation>Игры «преферанс» не существует</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="644"/>
        <source>There is no contract called «преферанс». (3.5.1–3.5.2 in the same seed only define games on tricks and the trump hierarchy.)</source>
        <translation>Игры под названием «преферанс» не существует. (3.5.1–3.5.2 в том же источнике лишь определяют игры на взятки и старшинство козырей.)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="650"/>
        <source>The dealer guards the talon</source>
        <translation>Сдающий отвечает за прикуп</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="651"/>
        <source>The dealer is responsible for the talon: when he provoked a talon violation he receives the same penalty as the violator. Every other PRIKUP item has a &apos;dealer provoked&apos; answer that adds this entry; this item writes it on its own when recorded separately.</source>
        <translation>Сдающий отвечает за прикуп: если он спровоцировал нарушение с прикупом, он получает тот же штраф, что и нарушитель. В остальных пунктах раздела ПРИКУП есть вопрос «сдающий спровоцировал», который добавляет эту запись; этот пункт записывает её отдельно.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="658"/>
        <source>The violator&apos;s penalty</source>
        <translation>Штраф нарушителя</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="660"/>
        <source>Dealer looked at the talon during the bidding</source>
        <translation>Сдающий посмотрел прикуп во время торговли</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="661"/>
        <source>The dealer looked at the talon while the bidding for it was in progress. He writes the current bid level&apos;s cost into his mountain; play continues normally.</source>
        <translation>Сдающий посмотрел прикуп, пока шла торговля за него. Он пишет в гору стоимость текущего уровня торговли; игра продолжается как обычно.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="666"/>
        <source>Current bid level</source>
        <translation>Текущий уровень торговли</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="668"/>
        <source>Dealer looked at the talon before the bidding</source>
        <translation>Сдающий посмотрел прикуп до торговли</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="669"/>
        <source>The dealer looked at the talon before the bidding for it started. He writes the current raspasy level into his mountain.</source>
        <translation>Сдающий посмотрел прикуп до начала торговли за него. Он пишет в гору текущий уровень распасов.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="675"/>
        <source>A bidder looked at the talon before the bidding ended</source>
        <translation>Участник торговли посмотрел прикуп до её окончания</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="679"/>
        <source>A player taking part in the bidding looked at the talon before it ended. He writes the current bid level&apos;s cost into his mountain (the raspasy level if nothing was bid yet) and may not bid any more.</source>
        <translation>Участник торговли посмотрел прикуп до её окончания. Он пишет в гору стоимость текущего уровня торговли (уровень распасов, если заявок ещё не было) и больше не торгуется.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="685"/>
        <source>Who committed the violation?</source>
        <translation>Кто нарушил?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="686"/>
        <source>Had the bidding for the talon started?</source>
        <translation>Торговля за прикуп уже началась?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="687"/>
        <source>Did the dealer provoke it (PRIKUP-0: he then gets the same penalty)?</source>
        <translation>Сдающий спровоцировал нарушение (ПРИКУП-0: тогда он получает тот же штраф)?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="692"/>
        <source>A bidder exposed the talon; the other bidder&apos;s bid was the last</source>
        <translation>Участник торговли открыл прикуп; последней была заявка другого</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="696"/>
        <source>A bidder exposed the talon before the bidding ended while the other bidder held the highest bid: the talon goes to the other bidder at his last bid. The text states no fine (option: also fine as PRIKUP-2).</source>
        <translation>Участник торговли открыл прикуп до её окончания, когда старшая заявка была у другого: прикуп получает другой участник по своей последней заявке. Штраф в тексте не указан (опция: штрафовать также по ПРИКУП-2).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="702"/>
        <source>Who made the last bid?</source>
        <translation>Чья заявка была последней?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="703"/>
        <source>Current bid level (for the optional fine)</source>
        <translation>Текущий уровень торговли (для необязательного штрафа)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="705"/>
        <source>A bidder exposed the talon; the second bidder takes it</source>
        <translation>Участник торговли открыл прикуп; его берёт второй участник</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="709"/>
        <source>A bidder exposed the talon while the second bidder had not finished bidding; the second bidder takes the talon at the senior bid and orders a game. The violator writes half an undertrick of the last bid into his mountain; the compensation for a made game and the defenders&apos; whists are written on him.</source>
        <translation>Участник торговли открыл прикуп, когда второй ещё не закончил торговаться; второй берёт прикуп по старшей заявке и заказывает игру. Нарушитель пишет в гору половину подсада последней заявки; компенсация за сыгранную игру и висты вистующих пишутся на него.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="716"/>
        <source>Level of the last bid</source>
        <translation>Уровень последней заявки</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="717"/>
        <source>The contract as played (pulka-game deal)</source>
        <translation>Сыгранная игра</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="719"/>
        <source>A bidder exposed the talon; it is given to him</source>
        <translation>Участник торговли открыл прикуп; прикуп отдают ему</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="720"/>
        <source>As PRIKUP-3.2.1, but the second bidder gives the talon to the violator, who plays. The deal is scored normally and the violator writes half an undertrick of the last bid into his mountain.</source>
        <translation>Как в ПРИКУП-3.2.1, но второй участник отдаёт прикуп нарушителю, и тот играет. Сдача записывается как обычно, а нарушитель пишет в гору половину подсада последней заявки.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="727"/>
        <source>An impossible bid together with exposing the talon</source>
        <translation>Невозможная заявка с открытием прикупа</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="731"/>
        <source>A player made an impossible bid (e.g. repeating the previous bid) and exposed the talon: the previous, legal bidder takes the talon. No fine is stated (option: also fine as PRIKUP-2).</source>
        <translation>Игрок сделал невозможную заявку (например, повторил предыдущую) и открыл прикуп: прикуп берёт сделавший предыдущую законную заявку. Штраф не указан (опция: штрафовать также по ПРИКУП-2).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="737"/>
        <source>Who made the previous legal bid?</source>
        <translation>Кто сделал предыдущую законную заявку?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="739"/>
        <source>Talon exposed while two or three players were still bidding</source>
        <translation>Прикуп открыт, когда торговались двое или трое</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="743"/>
        <source>The talon was exposed while two or three players had not finished bidding. The violator writes one undertrick of the last bid (of the minimum bid if nobody bid); hands are not shown, bidding continues with the talon open, whisting as usual. A made contract&apos;s compensation is written on the violator as whists; a failed one is scored normally; the raspasy streak ends.</source>
        <translation>Прикуп открыт, когда двое или трое ещё не закончили торговаться. Нарушитель пишет одну взятку недобора последней заявки (минимальной, если заявок не было); карты не раскрываются, торговля продолжается при открытом прикупе, вистуют как обычно. Компенсация за сыгранную игру пишется на нарушителя вистами; несыгранная записывается как обычно; серия распасов прерывается.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="751"/>
        <source>The deal as played (pulka-game deal or raspasy)</source>
        <translation>Сыгранная сдача (игра или распасы)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="753"/>
        <source>Talon exposed after two passes, before the third call</source>
        <translation>Прикуп открыт после двух пасов, до слова третьего</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="757"/>
        <source>After two passes someone other than the third player exposed the talon. He writes three tricks at the raspasy level (two for one card); the third player calls seeing the card(s); the deal is scored normally and a made contract&apos;s compensation (10 … 50 whists) is written on the violator.</source>
        <translation>После двух пасов прикуп открыл не третий игрок. Нарушитель пишет три взятки по уровню распасов (две за одну карту); третий игрок говорит, видя карту (карты); сдача записывается как обычно, а компенсация за сыгранную игру (10 … 50 вистов) пишется на нарушителя.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="764"/>
        <source>How many talon cards were exposed?</source>
        <translation>Сколько карт прикупа открыто?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="766"/>
        <source>Third player silently turns one talon card</source>
        <translation>Третий игрок молча открыл одну карту прикупа</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="767"/>
        <source>After two passes the third player silently turned one talon card: he is deemed to have passed, raspasy is played, and he writes one trick at the raspasy level.</source>
        <translation>После двух пасов третий игрок молча открыл одну карту прикупа: он считается спасовавшим, играются распасы, и он пишет одну взятку по уровню распасов.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="772"/>
        <source>The third player to call (after two passes)</source>
        <translation>Третий по очереди игрок (после двух пасов)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="774"/>
        <source>Third player silently turns both talon cards</source>
        <translation>Третий игрок молча открыл обе карты прикупа</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="775"/>
        <source>After two passes the third player silently turned both talon cards: he is deemed to have made the minimum bid and must order at least the minimum contract; he writes one trick at the raspasy level.</source>
        <translation>После двух пасов третий игрок молча открыл обе карты прикупа: он считается объявившим минимальную игру и должен заказать не ниже минимальной; он пишет одну взятку по уровню распасов.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="782"/>
        <source>A player took the talon into his hand</source>
        <translation>Игрок взял прикуп себе в руку</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="783"/>
        <source>A player accidentally took the talon during or after the deal. He writes two tricks at the level current when the missing talon is noticed (raspasy level before the bidding, bid level during it: 4, 8, 12, 16 or 20). The twelve cards are shuffled and the dealer draws two blind as the new talon; if he took the cards from the table he must pass.</source>
        <translation>Игрок случайно взял прикуп при сдаче или после неё. Он пишет две взятки по уровню, действующему, когда пропажу прикупа заметили (уровень распасов до торговли, уровень торговли во время неё: 4, 8, 12, 16 или 20). Двенадцать карт тасуются, сдающий вслепую вынимает две в новый прикуп; если игрок взял карты со стола, он обязан пасовать.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="791"/>
        <source>Did he pick the twelve cards up from the table?</source>
        <translation>Он взял двенадцать карт со стола?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="793"/>
        <source>Talon taken by accident: redeal by agreement</source>
        <translation>Прикуп взят случайно: пересдача по согласию</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="794"/>
        <source>Instead of the remedy of PRIKUP-7, the two players holding ten cards may agree to a redeal before the talon bidding starts; the violator is then not fined.</source>
        <translation>Вместо меры по ПРИКУП-7 двое игроков с десятью картами могут до начала торговли договориться о пересдаче; тогда нарушитель не штрафуется.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="799"/>
        <source>Do both players with ten cards agree to a redeal?</source>
        <translation>Оба игрока с десятью картами согласны на пересдачу?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="804"/>
        <source>Someone other than the bidding&apos;s winner opened the talon</source>
        <translation>Прикуп открыл не выигравший торговлю</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="808"/>
        <source>After the bidding the talon is opened by its winner. Another player who opened it writes 2 into his mountain (first offence in this pool).</source>
        <translation>После торговли прикуп открывает выигравший её. Другой игрок, открывший прикуп, пишет 2 в гору (первый раз в этой пуле).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="813"/>
        <source>Who won the bidding?</source>
        <translation>Кто выиграл торговлю?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="814"/>
        <source>How many times this player already did it in this pool</source>
        <translation>Сколько раз этот игрок уже делал это в этой пуле</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="819"/>
        <source>Opening the winner&apos;s talon again in the same pool</source>
        <translation>Повторное открытие чужого прикупа в той же пуле</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="823"/>
        <source>The same player opened the winner&apos;s talon again in this pool: he writes half the loss of the contract at the level reached when the bidding ended.</source>
        <translation>Тот же игрок снова открыл чужой прикуп в этой пуле: он пишет половину проигрыша игры на уровне, достигнутом к концу торговли.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="828"/>
        <source>Level reached when the bidding ended</source>
        <translation>Уровень, достигнутый к концу торговли</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="830"/>
        <source>Talon opened by another player after a misère was ordered (dealer may share)</source>
        <translation>Прикуп открыл другой игрок после заказа мизера (сдающий может разделить)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="834"/>
        <source>House rule of four-handed games where the dealer may be invited to share a misère: the violator and the declarer write the misère&apos;s loss in equal halves. Needs the option &apos;penalty_dealer_share_misere&apos;.</source>
        <translation>Домашнее правило игры вчетвером, где сдающего можно пригласить разделить мизер: нарушитель и разыгрывающий пишут проигрыш мизера пополам. Нужна опция &apos;penalty_dealer_share_misere&apos;.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="840"/>
        <source>The misère as played (pulka-game deal)</source>
        <translation>Сыгранный мизер</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="842"/>
        <source>A player peeked at the talon; a contract is ordered</source>
        <translation>Игрок подсмотрел прикуп; заказана игра</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="846"/>
        <source>A player holding cards looked at one or two talon cards. He loses the right to bid (compulsory pass) and writes one or two tricks at the raspasy level.</source>
        <translation>Игрок с картами на руках посмотрел одну или две карты прикупа. Он теряет право торговаться (обязательный пас) и пишет одну или две взятки по уровню распасов.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="851"/>
        <source>How many talon cards did he see?</source>
        <translation>Сколько карт прикупа он видел?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="852"/>
        <source>Current bid level (option &apos;bid&apos; of A11)</source>
        <translation>Текущий уровень торговли (опция &apos;bid&apos; из A11)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="854"/>
        <source>A player peeked at the talon on raspasy: both or the bottom card</source>
        <translation>Игрок подсмотрел прикуп на распасах: обе или нижнюю карту</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="858"/>
        <source>On raspasy a player looked at both talon cards, or at the bottom one: he must pass and writes three tricks at the raspasy level.</source>
        <translation>На распасах игрок посмотрел обе карты прикупа или нижнюю: он обязан пасовать и пишет три взятки по уровню распасов.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="863"/>
        <source>Which talon cards did he see?</source>
        <translation>Какие карты прикупа он видел?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="865"/>
        <source>A player peeked at the top talon card on raspasy</source>
        <translation>Игрок подсмотрел верхнюю карту прикупа на распасах</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="866"/>
        <source>On raspasy a player looked at the first (top) talon card only: he must pass and writes one trick at the raspasy level.</source>
        <translation>На распасах игрок посмотрел только первую (верхнюю) карту прикупа: он обязан пасовать и пишет одну взятку по уровню распасов.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="872"/>
        <source>A wrongly won or incomplete trick</source>
        <translation>Неправильно взятая или неполная взятка</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="873"/>
        <source>A wrongly won trick cannot be corrected once a player of each side has played to the next trick. Before that, a player who failed to play must complete the trick with a card he could legally play. Record the tricks as finally agreed.</source>
        <translation>Неправильно взятую взятку нельзя исправить, если игрок каждой стороны уже сделал ход в следующую взятку. До этого игрок, не положивший карту, должен дополнить взятку картой, которую мог законно сыграть. Запишите взятки так, как окончательно договорились.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="879"/>
        <source>Has each side already played to the next trick?</source>
        <translation>Каждая сторона уже сделала ход в следующую взятку?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="881"/>
        <source>Several cards played to one trick</source>
        <translation>В одну взятку положено несколько карт</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="882"/>
        <source>A player who played several cards to one trick takes no part in the remaining tricks; if he wins a trick with his last card, the lead passes to the player on his right. Record the resulting trick counts.</source>
        <translation>Игрок, положивший в одну взятку несколько карт, не участвует в оставшихся взятках; если он берёт взятку последней картой, ход переходит к игроку справа от него. Запишите получившиеся взятки.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="888"/>
        <source>Who played several cards?</source>
        <translation>Кто положил несколько карт?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="890"/>
        <source>Declarer&apos;s claim or concession</source>
        <translation>Заявление разыгрывающего о взятках</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="891"/>
        <source>A declarer who claims or concedes tricks must table his cards and state his line at once. If a defender objects, play continues and must bear the claim out; without a stated line he may not take a finesse-like gamble on where a card lies. Record the tricks as decided.</source>
        <translation>Разыгрывающий, заявляющий или отдающий взятки, должен сразу открыть карты и объяснить план розыгрыша. Если вистующий возражает, розыгрыш продолжается и должен подтвердить заявление; без объявленного плана нельзя рассчитывать на удачное расположение карт, как при прорезке. Запишите взятки по решению.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="898"/>
        <source>Did a defender object?</source>
        <translation>Вистующий возразил?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="900"/>
        <source>A defender&apos;s claim or concession</source>
        <translation>Заявление вистующего о взятках</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="901"/>
        <source>A defender may show his cards to the declarer only, never to his partner; cards shown to the partner may be treated by the declarer as penalty cards. After play ends, showing them is allowed.</source>
        <translation>Вистующий может показать карты только разыгрывающему, но не партнёру; карты, показанные партнёру, разыгрывающий может считать штрафными. После окончания розыгрыша показывать можно.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="907"/>
        <source>Were cards shown to the partner?</source>
        <translation>Карты показаны партнёру?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="908"/>
        <source>Had play ended?</source>
        <translation>Розыгрыш уже закончился?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="910"/>
        <source>A proven scoring error</source>
        <translation>Доказанная ошибка записи</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="911"/>
        <source>A proven scoring error may be corrected until the pool is settled, with the majority&apos;s consent (bridge&apos;s part-score and game exceptions do not apply). In Pulka a correction is an edit or undo of the recorded event.</source>
        <translation>Доказанную ошибку записи можно исправить до расчёта пули с согласия большинства (бриджевые исключения для частичной записи и гейма не применяются). В Pulka исправление — это правка или отмена записанного события.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="917"/>
        <source>Has the pool already been settled?</source>
        <translation>Пуля уже рассчитана?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="918"/>
        <source>Does the majority agree?</source>
        <translation>Большинство согласно?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="920"/>
        <source>A defective deck discovered after the cards were mixed</source>
        <translation>Дефект колоды обнаружен после того, как карты смешали</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="924"/>
        <source>Discovering a defect in the deck after the cards were mixed does not affect the scores made with that deck.</source>
        <translation>Дефект колоды, обнаруженный после того, как карты смешали, не влияет на результаты, полученные этой колодой.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="930"/>
        <source>Contract ordered below the bidding level, found during play</source>
        <translation>Игра заказана ниже уровня торговли, замечено при розыгрыше</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="934"/>
        <source>A contract lower than the level reached in the bidding was ordered and the error was found after play began (everyone called and the first trick was played). The declarer writes three undertricks at the level reached; the contract is played out; if made it is not written to the pool; whists and mountain are written.</source>
        <translation>Заказана игра ниже уровня, достигнутого в торговле, и ошибку заметили после начала розыгрыша (все сказали своё слово и сыграна первая взятка). Разыгрывающий пишет «без трёх» на достигнутом уровне; игра доигрывается; сыгранная в пулю не пишется; висты и гора пишутся.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="941"/>
        <source>Level reached in the bidding</source>
        <translation>Уровень, достигнутый в торговле</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="943"/>
        <source>Contract below the bidding level, found after the cards were mixed</source>
        <translation>Игра ниже уровня торговли, замечено после того, как карты смешали</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="947"/>
        <source>The illegal contract was discovered only after the cards were mixed: the result of the real play is recorded (as an ordinary deal).</source>
        <translation>Незаконный заказ обнаружили только после того, как карты смешали: записывается фактический результат (как обычная сдача).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="953"/>
        <source>Mistaken order corrected before the next call</source>
        <translation>Ошибочный заказ исправлен до слова следующего игрока</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="954"/>
        <source>A mistaken order may be changed or withdrawn freely before the next player&apos;s call.</source>
        <translation>Ошибочный заказ можно свободно изменить или отозвать до слова следующего игрока.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="959"/>
        <source>Change requested after the contract was whisted</source>
        <translation>Изменение заказа после виста</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="960"/>
        <source>Once a defender has said «вист» or «пас» the order cannot be changed.</source>
        <translation>Если вистующий уже сказал «вист» или «пас», заказ изменить нельзя.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="964"/>
        <source>Has «вист» or «пас» already been said?</source>
        <translation>«Вист» или «пас» уже сказан?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="966"/>
        <source>Mistaken order changed before play to a much longer suit</source>
        <translation>Ошибочный заказ изменён до розыгрыша на гораздо более длинную масть</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="970"/>
        <source>Before the cards are opened the declarer may change a mistaken order if he holds a suit at least two cards longer than the one named. The discard stays; he writes half an undertrick of the mistaken contract into his mountain.</source>
        <translation>До открытия карт разыгрывающий может изменить ошибочный заказ, если у него есть масть по крайней мере на две карты длиннее названной. Снос остаётся; он пишет в гору половину подсада ошибочной игры.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="976"/>
        <source>The mistaken contract</source>
        <translation>Ошибочно заказанная игра</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="977"/>
        <source>Were the cards already opened?</source>
        <translation>Карты уже открыты?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="978"/>
        <source>How many cards longer is the new suit?</source>
        <translation>На сколько карт новая масть длиннее?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="980"/>
        <source>Mistaken order changed after play began, with consent</source>
        <translation>Ошибочный заказ изменён после начала розыгрыша с согласия всех</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="984"/>
        <source>After play began a mistaken order may be changed only with every player&apos;s consent; the declarer writes half an undertrick of the mistaken contract into his mountain.</source>
        <translation>После начала розыгрыша ошибочный заказ можно изменить только с согласия всех игроков; разыгрывающий пишет в гору половину подсада ошибочной игры.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="989"/>
        <source>Do all players consent?</source>
        <translation>Все игроки согласны?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="991"/>
        <source>Misère ordered after bidding, cards already opened</source>
        <translation>Мизер заказан после торговли, карты уже открыты</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="995"/>
        <source>A player who had already bid ordered a misère and the cards were opened. He writes four tricks at the level reached plus the tricks he takes on the misère (scored as on a failed misère); a successful misère is not written.</source>
        <translation>Игрок, уже торговавшийся, заказал мизер, и карты открыли. Он пишет четыре взятки на достигнутом уровне плюс взятые на мизере (как за несыгранный мизер); сыгранный мизер не записывается.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1001"/>
        <source>The misère as played</source>
        <translation>Сыгранный мизер</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1003"/>
        <source>Misère ordered after bidding, cards not opened</source>
        <translation>Мизер заказан после торговли, карты не открыты</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1004"/>
        <source>The cards were not opened: the player must make a legal order and writes 20 into his mountain.</source>
        <translation>Карты не открыты: игрок должен сделать законный заказ и пишет 20 в гору.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1010"/>
        <source>Another contract ordered after misère was announced</source>
        <translation>После объявления мизера заказана другая игра</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1014"/>
        <source>Ordering another contract after announcing misère is an attempted deceit: the player writes two undertricks of the contract he named, and the misère is played with the same discard.</source>
        <translation>Заказ другой игры после объявления мизера — попытка обмана: игрок пишет «без двух» названной игры, а мизер играется с тем же сносом.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1020"/>
        <source>The contract he named</source>
        <translation>Названная им игра</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1022"/>
        <source>A six ordered right after raspasy, found during play</source>
        <translation>Шестерная заказана сразу после распасов, замечено при розыгрыше</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1026"/>
        <source>Where the club minimum after raspasy is seven, a six ordered right after raspasy found after play began is played out; if made it is not written to the pool; whists and mountain are written; the raspasy streak is kept. No mountain fine is stated.</source>
        <translation>Где после распасов минимальна семерная, шестерная, заказанная сразу после распасов и замеченная после начала розыгрыша, доигрывается; сыгранная в пулю не пишется; висты и гора пишутся; серия распасов сохраняется. Штраф в гору не указан.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1032"/>
        <source>The six as played</source>
        <translation>Сыгранная шестерная</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1034"/>
        <source>A six ordered right after raspasy, found after the cards were mixed</source>
        <translation>Шестерная после распасов, замечено после того, как карты смешали</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1038"/>
        <source>Found only after the cards were mixed: the real result stands and the raspasy streak is over.</source>
        <translation>Замечено только после того, как карты смешали: фактический результат остаётся, серия распасов окончена.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1044"/>
        <source>Declarer pressed into a dearer contract</source>
        <translation>Разыгрывающего вынудили заказать более дорогую игру</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1045"/>
        <source>A declarer who ordered a legal contract was pressed into a dearer one: he writes compensation for the possible loss on the dearer contract (at least one undertrick&apos;s worth) as whists on the players who demanded the raise.</source>
        <translation>Разыгрывающего, заказавшего законную игру, вынудили заказать более дорогую: он пишет компенсацию возможного проигрыша на дорогой игре (не меньше одной взятки недобора) вистами на потребовавших повышения.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1051"/>
        <source>Who demanded the raise?</source>
        <translation>Кто потребовал повышения?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1052"/>
        <source>The dearer contract</source>
        <translation>Более дорогая игра</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1053"/>
        <source>Agreed compensation in whists</source>
        <translation>Компенсация вистами по договорённости</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1055"/>
        <source>Unresolvable dispute about the trump suit</source>
        <translation>Неразрешимый спор о козыре</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1056"/>
        <source>When declarer and defenders dispute the trump suit and it cannot be confirmed, they agree either to draw lots for the suit (7.1) or to record the mean of the results with one and the other trump (7.2).</source>
        <translation>Если разыгрывающий и вистующие спорят о козыре и подтвердить его нельзя, они договариваются либо разыграть масть жребием (7.1), либо записать среднее результатов с одним и с другим козырем (7.2).</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1062"/>
        <source>How was it settled?</source>
        <translation>Как решили?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1063"/>
        <source>The deal with the drawn (or first) trump</source>
        <translation>Сдача с козырем по жребию (или первым)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/texts.py" line="1064"/>
        <source>The deal with the other trump</source>
        <translation>Сдача с другим козырем</translation>
    </message>
</context>
<context>
    <name>PreviewPage</name>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="304"/>
        <source>Preview</source>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="305"/>
        <source>Nothing is written until you press Record.</source>
        <translation>Ничего не записывается, пока вы не нажмёте «Записать».</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="316"/>
        <source>Consequences for play</source>
        <translation>Последствия для игры</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="320"/>
        <source>The players&apos; choice</source>
        <translation>Выбор игроков</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="373"/>
        <source>Nothing is written on the sheet.</source>
        <translation>На лист ничего не записывается.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="375"/>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="384"/>
        <source>None: play goes on as usual.</source>
        <translation>Нет: игра идёт как обычно.</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="393"/>
        <source>Pool</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="393"/>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="394"/>
        <source>Whists on {player}</source>
        <translation>Висты → {player}</translation>
    </message>
</context>
<context>
    <name>RulePage</name>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="176"/>
        <source>What happened?</source>
        <translation>Что случилось?</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizard.py" line="177"/>
        <source>Pick the rule that covers the incident; type to search.</source>
        <translation>Выберите правило, которое описывает случай; для поиска начните печатать.</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <location filename="../../ui/wizard/rules_browser.py" line="19"/>
        <source>The wizard asks:</source>
        <translation>Мастер спрашивает:</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/rules_browser.py" line="23"/>
        <source>Consequences for play:</source>
        <translation>Последствия для игры:</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/rules_browser.py" line="36"/>
        <source>Rules: penalties and incidents</source>
        <translation>Правила: штрафы и нарушения</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="34"/>
        <source>Settlement</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="40"/>
        <source>Final settlement: the pool is closed.</source>
        <translation>Окончательный расчёт: пуля закрыта.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="43"/>
        <source>Provisional: the pool is not closed yet; figures will change.</source>
        <translation>Предварительно: пуля ещё не закрыта, цифры изменятся.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="50"/>
        <location filename="../../ui/dialogs/settlement.py" line="119"/>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="50"/>
        <location filename="../../ui/dialogs/settlement.py" line="119"/>
        <source>Result, whists</source>
        <translation>Итог, висты</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="50"/>
        <location filename="../../ui/dialogs/settlement.py" line="67"/>
        <location filename="../../ui/dialogs/settlement.py" line="119"/>
        <location filename="../../ui/dialogs/settlement.py" line="131"/>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="64"/>
        <source>Payments</source>
        <translation>Платежи</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="67"/>
        <location filename="../../ui/dialogs/settlement.py" line="131"/>
        <source>Who pays</source>
        <translation>Кто платит</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="67"/>
        <location filename="../../ui/dialogs/settlement.py" line="131"/>
        <source>To whom</source>
        <translation>Кому</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="67"/>
        <location filename="../../ui/dialogs/settlement.py" line="131"/>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="85"/>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="86"/>
        <source>Export &amp;PDF…</source>
        <translation>Экспорт в &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="87"/>
        <source>Export &amp;CSV…</source>
        <translation>Экспорт в &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="119"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="180"/>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/settlement.py" line="185"/>
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
        <source>&amp;Finish the game</source>
        <translation>&amp;Закончить пулю</translation>
    </message>
    <message>
        <source>&amp;Not yet</source>
        <translation>&amp;Пока нет</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <source>Mountain to settle</source>
        <translation>Гора к расчёту</translation>
    </message>
    <message>
        <source>Mountain to settle: the mountain on the sheet plus the pool shortfall (against the highest pool, converted by the rules), less the smallest of these mountains.</source>
        <translation>Гора к расчёту: гора с листа плюс недописанная пуля (до самой большой пули, пересчитанная по правилам) минус наименьшая из этих гор.</translation>
    </message>
</context>
<context>
    <name>SheetTable</name>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="252"/>
        <source>Pool</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="252"/>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="253"/>
        <source>Whists on {player}</source>
        <translation>Висты на {player}</translation>
    </message>
</context>
<context>
    <name>SheetWidget</name>
    <message>
        <location filename="../../ui/sheet/sheet_widget.py" line="213"/>
        <source>Rule: {rule}</source>
        <translation>Правило: {rule}</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../ui/main_window.py" line="50"/>
        <source>Pulka — Preferans score sheet</source>
        <translation>Пулька — запись преферанса</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="56"/>
        <source>Recent games:</source>
        <translation>Недавние пули:</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="60"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая пуля…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="61"/>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="62"/>
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <location filename="../../ui/store_texts.py" line="27"/>
        <source>The file {path} is not a Pulka database.</source>
        <translation>Файл {path} — не база «Пульки».</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="30"/>
        <source>The file {path} is damaged: Pulka cannot read it. Earlier copies are kept in the backups folder beside it.</source>
        <translation>Файл {path} повреждён: «Пулька» не может его прочитать. Прежние копии хранятся рядом с ним, в папке резервных копий.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="35"/>
        <source>The file {path} was saved by a newer version of Pulka. Update Pulka to open it.</source>
        <translation>Файл {path} сохранён более новой версией «Пульки». Чтобы открыть его, обновите «Пульку».</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="39"/>
        <source>The file {path} is in use by another program. Close that program and start Pulka again.</source>
        <translation>Файл {path} занят другой программой. Закройте её и запустите «Пульку» снова.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="44"/>
        <source>Pulka cannot create the file {path}: that folder cannot be written.</source>
        <translation>«Пулька» не может создать файл {path}: в эту папку нельзя записывать.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="47"/>
        <source>The file {path} was saved by an older version of Pulka and has to be updated, but it cannot be written.</source>
        <translation>Файл {path} сохранён старой версией «Пульки» и его нужно обновить, но записывать в него нельзя.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="52"/>
        <source>The file {path} holds no games.</source>
        <translation>В файле {path} нет ни одной пули.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="53"/>
        <source>The file {path} cannot be read: its latest changes wait in a companion file that this folder does not let Pulka open.</source>
        <translation>Файл {path} нельзя прочитать: последние изменения лежат в соседнем служебном файле, а эта папка не даёт «Пульке» его открыть.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="66"/>
        <source>There is no room on the disk to open {path} for writing, so it is open read-only: you can look at the games and export them, but nothing can be recorded.</source>
        <translation>На диске нет места, чтобы открыть {path} для записи, поэтому файл открыт только для чтения: пули можно смотреть и выгружать, но записать ничего нельзя.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="73"/>
        <source>The file {path} cannot be written, so it is open read-only: you can look at the games and export them, but nothing can be recorded.</source>
        <translation>В файл {path} нельзя записывать, поэтому он открыт только для чтения: пули можно смотреть и выгружать, но записать ничего нельзя.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="78"/>
        <source>Today&apos;s backup copy could not be made: the backups folder cannot be written or the disk is full. The games are safe; Pulka will try again at the next start.</source>
        <translation>Сегодняшнюю резервную копию сделать не удалось: в папку резервных копий нельзя записывать или диск заполнен. Пули целы; «Пулька» попробует снова при следующем запуске.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="83"/>
        <source>Today&apos;s backup copy was not made because a game in the file is damaged. The earlier copies are kept.</source>
        <translation>Сегодняшняя резервная копия не сделана: одна из пуль в файле повреждена. Прежние копии сохранены.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="96"/>
        <source>Game {game_id} ({players}) is damaged and cannot be opened. The other games are not affected.</source>
        <translation>Пуля № {game_id} ({players}) повреждена, открыть её нельзя. Остальные пули в порядке.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="102"/>
        <source>Game {game_id} is damaged and cannot be opened. The other games are not affected.</source>
        <translation>Пуля № {game_id} повреждена, открыть её нельзя. Остальные пули в порядке.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="108"/>
        <source>The file is open read-only: nothing can be recorded.</source>
        <translation>Файл открыт только для чтения: записать ничего нельзя.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="111"/>
        <source>The file is in use by another program; nothing was recorded. Try again.</source>
        <translation>Файл занят другой программой; ничего не записано. Попробуйте ещё раз.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="114"/>
        <source>The file cannot be written; nothing was recorded.</source>
        <translation>В файл нельзя записывать; ничего не записано.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="117"/>
        <source>The disk is full; nothing was recorded. Free some space and try again.</source>
        <translation>Диск заполнен; ничего не записано. Освободите место и попробуйте ещё раз.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="120"/>
        <source>The file could not be read or written; nothing was recorded.</source>
        <translation>Файл не удалось прочитать или записать; ничего не записано.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="123"/>
        <source>The file is damaged; nothing was recorded.</source>
        <translation>Файл повреждён; ничего не записано.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="126"/>
        <source>The file did not accept the change; nothing was recorded.</source>
        <translation>Файл не принял изменение; ничего не записано.</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="135"/>
        <source>(damaged)</source>
        <translation>(повреждена)</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="140"/>
        <source>Read only</source>
        <translation>Только чтение</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="144"/>
        <source>The file is in use by another program. Waiting for it…</source>
        <translation>Файл занят другой программой. Ждём, пока он освободится…</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="150"/>
        <source>Stop waiting</source>
        <translation>Не ждать</translation>
    </message>
    <message>
        <location filename="../../ui/store_texts.py" line="155"/>
        <source>Last time Pulka closed while opening game {game_id} ({players}). Open it again?</source>
        <translation>В прошлый раз «Пулька» закрылась, открывая пулю № {game_id} ({players}). Открыть её снова?</translation>
    </message>
</context>
<context>
    <name>dialog</name>
    <message>
        <location filename="../../ui/main_window.py" line="521"/>
        <source>Correct a deal</source>
        <translation>Исправить раздачу</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="523"/>
        <source>raspasy</source>
        <translation>распасы</translation>
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
        <source>mountain divided by N</source>
        <translation>гора делится на N</translation>
    </message>
    <message>
        <source>mountain divided by N − 1</source>
        <translation>гора делится на N − 1</translation>
    </message>
    <message>
        <source>exact results</source>
        <translation>точный расчёт</translation>
    </message>
    <message>
        <source>mountains made divisible by N</source>
        <translation>горы кратны N</translation>
    </message>
    <message>
        <source>results rounded to whole whists</source>
        <translation>итоги округляются до вистов</translation>
    </message>
    <message>
        <source>penalty raspasy: the next level</source>
        <translation>штрафные распасы: следующая ступень</translation>
    </message>
    <message>
        <source>penalty raspasy: the last level</source>
        <translation>штрафные распасы: последняя ступень</translation>
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
        <source>talon 9+1: at the raspasy level</source>
        <translation>прикуп 9+1: по ступени распасов</translation>
    </message>
    <message>
        <source>talon 9+1: at the bid level</source>
        <translation>прикуп 9+1: по заказанной игре</translation>
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
        <source>and {n} more</source>
        <translation>и ещё {n}</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
</context>
</TS>
