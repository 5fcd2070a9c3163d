<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;Othello {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Othello {version}&lt;/h3&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;The classic board game, also known as Reversi. Play a friend on the same board, or the computer at %n levels: from an opponent a beginner can beat to a master that plays the endgame perfectly.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Das klassische Brettspiel, auch bekannt als Reversi. Spiele gegen Freunde am selben Brett oder gegen den Computer auf %n Stufe: von einem Gegner, den auch Anfänger schlagen können, bis zu einem Meister, der das Endspiel perfekt spielt.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Das klassische Brettspiel, auch bekannt als Reversi. Spiele gegen Freunde am selben Brett oder gegen den Computer auf %n Stufen: von einem Gegner, den auch Anfänger schlagen können, bis zu einem Meister, der das Endspiel perfekt spielt.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;Hints show what every move is worth, any move can be taken back, and an unfinished game waits for you the next time you start. The whole game can be played with the keyboard and a screen reader.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tipps zeigen, was jeder Zug wert ist, jeder Zug lässt sich zurücknehmen, und eine angefangene Partie wartet beim nächsten Start auf dich. Das ganze Spiel lässt sich mit Tastatur und Screenreader spielen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software under the MIT licence. Sounds made for this game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Freie Software unter der MIT-Lizenz. Die Klänge wurden eigens für dieses Spiel erstellt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Othello</source>
        <translation>Über Othello</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Opening: —</source>
        <translation>Eröffnung: —</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Aufgebaute Stellung</translation>
    </message>
    <message>
        <source>Opening: {name}</source>
        <translation>Eröffnung: {name}</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, exact)</source>
        <translation>Am besten hier: {move} ({score}, exakt)</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, book)</source>
        <translation>Am besten hier: {move} ({score}, Buch)</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, estimate)</source>
        <translation>Am besten hier: {move} ({score}, geschätzt)</translation>
    </message>
    <message>
        <source>{best}; the game&apos;s {move} is as good</source>
        <translation>{best}; {move} aus der Partie ist gleich gut</translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s) (a blunder ??)</source>
        <translation>
            <numerusform>{best}; {move} aus der Partie kostete %n Stein (ein grober Fehler ??)</numerusform>
            <numerusform>{best}; {move} aus der Partie kostete %n Steine (ein grober Fehler ??)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s) (a mistake ?)</source>
        <translation>
            <numerusform>{best}; {move} aus der Partie kostete %n Stein (ein Fehler ?)</numerusform>
            <numerusform>{best}; {move} aus der Partie kostete %n Steine (ein Fehler ?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s)</source>
        <translation>
            <numerusform>{best}; {move} aus der Partie kostete %n Stein</numerusform>
            <numerusform>{best}; {move} aus der Partie kostete %n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): a blunder ??, %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>Zug {number} ({move}): ein grober Fehler ??, %n Stein verloren; {best} war am besten</numerusform>
            <numerusform>Zug {number} ({move}): ein grober Fehler ??, %n Steine verloren; {best} war am besten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): a mistake ?, %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>Zug {number} ({move}): ein Fehler ?, %n Stein verloren; {best} war am besten</numerusform>
            <numerusform>Zug {number} ({move}): ein Fehler ?, %n Steine verloren; {best} war am besten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>Zug {number} ({move}): %n Stein verloren; {best} war am besten</numerusform>
            <numerusform>Zug {number} ({move}): %n Steine verloren; {best} war am besten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n grober Fehler</numerusform>
            <numerusform>%n grobe Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}: no move reviewed yet.</source>
        <translation>{color}: noch kein Zug analysiert.</translation>
    </message>
    <message>
        <source>{color}: no mistakes.</source>
        <translation>{color}: keine Fehler.</translation>
    </message>
    <message>
        <source>{mistakes} and {blunders}</source>
        <translation>{mistakes} und {blunders}</translation>
    </message>
    <message numerus="yes">
        <source>{color}: {counts}; the largest, move {number} ({move}), cost %n disc(s).</source>
        <translation>
            <numerusform>{color}: {counts}; der größte, Zug {number} ({move}), kostete %n Stein.</numerusform>
            <numerusform>{color}: {counts}; der größte, Zug {number} ({move}), kostete %n Steine.</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}: no move reviewed.</source>
        <translation>{color}: kein Zug analysiert.</translation>
    </message>
    <message>
        <source>{color}: {counts}.</source>
        <translation>{color}: {counts}.</translation>
    </message>
    <message>
        <source>{mistakes}, {blunders}</source>
        <translation>{mistakes}, {blunders}</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>Zusammenfassung der Analyse</translation>
    </message>
    <message>
        <source>Reviewing {done}/{total}</source>
        <translation>Analyse: {done}/{total}</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Fortschritt der Analyse</translation>
    </message>
    <message>
        <source>Evaluation &amp;graph</source>
        <translation>Bewertungs&amp;grafik</translation>
    </message>
    <message>
        <source>Show the value of every position</source>
        <translation>Den Wert jeder Stellung anzeigen</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <translation>Partie &amp;analysieren</translation>
    </message>
    <message>
        <source>Value every move deeply and mark mistakes</source>
        <translation>Jeden Zug gründlich bewerten und Fehler markieren</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>&amp;Stop review</source>
        <translation>Analyse &amp;beenden</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>Die Analyse beenden</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Show &amp;best move here</source>
        <translation>Besten Zug hier &amp;zeigen</translation>
    </message>
    <message>
        <source>Show the engine&apos;s best move in this position</source>
        <translation>Den besten Zug der Engine in dieser Stellung anzeigen</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>&amp;Stellung aufbauen…</translation>
    </message>
    <message>
        <source>Place discs, then play or analyse from there</source>
        <translation>Steine setzen, dann von dort aus spielen oder analysieren</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>&amp;Nächster Fehler</translation>
    </message>
    <message>
        <source>Go to the next move the review marked, before it is played</source>
        <translation>Zum nächsten markierten Zug der Analyse, vor diesem Zug</translation>
    </message>
    <message>
        <source>&amp;Previous mistake</source>
        <translation>&amp;Voriger Fehler</translation>
    </message>
    <message>
        <source>Go to the previous move the review marked, before it is played</source>
        <translation>Zum vorigen markierten Zug der Analyse, vor diesem Zug</translation>
    </message>
    <message>
        <source>Reviewing the game: the summary follows when it is done.</source>
        <translation>Partie wird analysiert: Die Zusammenfassung folgt, sobald die Analyse fertig ist.</translation>
    </message>
    <message>
        <source>Reviewing the game: every move against the engine&apos;s best (Stop ends it)</source>
        <translation>Partie wird analysiert: jeder Zug im Vergleich zum besten Zug der Engine (Stopp beendet die Analyse)</translation>
    </message>
    <message>
        <source>Review stopped: the analyst {analyst} failed ({error})</source>
        <translation>Analyse abgebrochen: Die Analyse-Engine {analyst} ist ausgefallen ({error})</translation>
    </message>
    <message>
        <source>Analysis stopped: the analyst {analyst} failed ({error})</source>
        <translation>Analyse abgebrochen: Die Analyse-Engine {analyst} ist ausgefallen ({error})</translation>
    </message>
    <message>
        <source>The analyst {analyst} failed, so the positions are not valued:
{error}</source>
        <translation>Die Analyse-Engine {analyst} ist ausgefallen, daher werden die Stellungen nicht bewertet:
{error}</translation>
    </message>
    <message>
        <source>This position is not analysed: turn on the evaluation graph ({keys}) or the hints</source>
        <translation>Diese Stellung ist nicht analysiert: Schalten Sie die Bewertungsgrafik ({keys}) oder die Tipps ein</translation>
    </message>
    <message>
        <source>Review done — {summary}</source>
        <translation>Analyse fertig — {summary}</translation>
    </message>
    <message>
        <source>Review stopped — {summary}</source>
        <translation>Analyse abgebrochen — {summary}</translation>
    </message>
    <message>
        <source>No marked move further on</source>
        <translation>Danach kein markierter Zug mehr</translation>
    </message>
    <message>
        <source>No marked move before this one</source>
        <translation>Davor kein markierter Zug</translation>
    </message>
    <message>
        <source>The game is over here: there is no move to show</source>
        <translation>Die Partie ist hier zu Ende: Es gibt keinen Zug zum Anzeigen</translation>
    </message>
    <message>
        <source>This position is not analysed: the analyst {analyst} failed ({error})</source>
        <translation>Diese Stellung ist nicht analysiert: Die Analyse-Engine {analyst} ist ausgefallen ({error})</translation>
    </message>
    <message>
        <source>This position is not analysed yet: the graph fills in within moments</source>
        <translation>Diese Stellung ist noch nicht analysiert: Die Grafik füllt sich in wenigen Augenblicken</translation>
    </message>
    <message>
        <source>{result}. {summary}</source>
        <translation>{result}. {summary}</translation>
    </message>
</context>
<context>
    <name>AnimationSpeed</name>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Othello</source>
        <translation>Othello</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Etwas ist schiefgegangen: {error}</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Othello</source>
        <translation>Othello</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>Othello board</source>
        <translation>Othello-Brett</translation>
    </message>
    <message>
        <source>Arrow keys move between squares, Enter or Space plays; or type a square such as f5.</source>
        <translation>Mit den Pfeiltasten wechselst du das Feld, mit der Eingabe- oder Leertaste setzt du; oder tippe ein Feld wie f5 ein.</translation>
    </message>
    <message>
        <source>Divider: drag to resize</source>
        <translation>Trennlinie: zum Ändern der Größe ziehen</translation>
    </message>
    <message>
        <source>Window size grip</source>
        <translation>Anfasser zum Ändern der Fenstergröße</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Set up a position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>Click places</source>
        <translation>Ein Klick setzt</translation>
    </message>
    <message>
        <source>Black disc</source>
        <translation>Schwarzer Stein</translation>
    </message>
    <message>
        <source>White disc</source>
        <translation>Weißer Stein</translation>
    </message>
    <message>
        <source>Empty square</source>
        <translation>Leeres Feld</translation>
    </message>
    <message>
        <source>Click a disc of the chosen colour again to remove it.</source>
        <translation>Ein erneuter Klick auf einen Stein der gewählten Farbe entfernt ihn.</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>Paste board string</source>
        <translation>Brett-Zeichenkette einfügen</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Stellungsprüfung</translation>
    </message>
    <message>
        <source>Board string</source>
        <translation>Brett-Zeichenkette</translation>
    </message>
    <message>
        <source>64 squares a1..h8 (X black, O white, - empty) and the side to move</source>
        <translation>64 Felder a1..h8 (X schwarz, O weiß, - leer) und die Seite am Zug</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Von hier aus spielen</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Both sides human, hints and the evaluation graph on</source>
        <translation>Beide Seiten menschlich, Tipps und Bewertungsgrafik an</translation>
    </message>
    <message>
        <source>Not a board string: {error}</source>
        <translation>Keine Brett-Zeichenkette: {error}</translation>
    </message>
    <message>
        <source>Black {black} · White {white}</source>
        <translation>Schwarz {black} · Weiß {white}</translation>
    </message>
    <message>
        <source>{square} {color}</source>
        <translation>{square} {color}</translation>
    </message>
    <message>
        <source>{color} to move; no discs</source>
        <translation>{color} am Zug; keine Steine</translation>
    </message>
    <message>
        <source>{color} to move; {discs}</source>
        <translation>{color} am Zug; {discs}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
</context>
<context>
    <name>DatabaseCounts</name>
    <message>
        <source>The database counts show once a games database is open ({keys})</source>
        <translation>Die Zählungen der Datenbank erscheinen, sobald eine Partiendatenbank geöffnet ist ({keys})</translation>
    </message>
    <message numerus="yes">
        <source>played in %Ln database game(s), the most played</source>
        <translation>
            <numerusform>in %Ln Datenbankpartie gespielt, am häufigsten</numerusform>
            <numerusform>in %Ln Datenbankpartien gespielt, am häufigsten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>played in %Ln database game(s)</source>
        <translation>
            <numerusform>in %Ln Datenbankpartie gespielt</numerusform>
            <numerusform>in %Ln Datenbankpartien gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>{thousands}k</source>
        <translation>{thousands}k</translation>
    </message>
    <message>
        <source>{millions}M</source>
        <translation>{millions} Mio.</translation>
    </message>
</context>
<context>
    <name>DatabaseReview</name>
    <message>
        <source>Database: the starting position is in none of its games.</source>
        <translation>Datenbank: Die Ausgangsstellung kommt in keiner ihrer Partien vor.</translation>
    </message>
    <message>
        <source>Database: the whole game is in the database.</source>
        <translation>Datenbank: Die ganze Partie ist in der Datenbank.</translation>
    </message>
    <message numerus="yes">
        <source>Database: out of the database at a pass; %Ln game(s) had reached the position before it.</source>
        <translation>
            <numerusform>Datenbank: bei einem Passen aus der Datenbank; %Ln Partie hatte die Stellung davor erreicht.</numerusform>
            <numerusform>Datenbank: bei einem Passen aus der Datenbank; %Ln Partien hatten die Stellung davor erreicht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: out of the database at move {number} ({move}); %Ln game(s) had reached the position before it, none played it.</source>
        <translation>
            <numerusform>Datenbank: aus der Datenbank bei Zug {number} ({move}); %Ln Partie hatte die Stellung davor erreicht, keine spielte ihn.</numerusform>
            <numerusform>Datenbank: aus der Datenbank bei Zug {number} ({move}); %Ln Partien hatten die Stellung davor erreicht, keine spielte ihn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: none of the %Ln game(s) that reached here played {move}.</source>
        <translation>
            <numerusform>Datenbank: Die %Ln Partie, die hierher kam, spielte {move} nicht.</numerusform>
            <numerusform>Datenbank: Keine der %Ln Partien, die hierher kamen, spielte {move}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: {chose} of %Ln game(s) played {move} here.</source>
        <translation>
            <numerusform>Datenbank: {chose} von %Ln Partie spielte hier {move}.</numerusform>
            <numerusform>Datenbank: {chose} von %Ln Partien spielten hier {move}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: {chose} of %Ln game(s) played {move} here; Black scored {percent} % in them.</source>
        <translation>
            <numerusform>Datenbank: {chose} von %Ln Partie spielte hier {move}; Schwarz erzielte darin {percent} %.</numerusform>
            <numerusform>Datenbank: {chose} von %Ln Partien spielten hier {move}; Schwarz erzielte darin {percent} %.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>Your engines</source>
        <translation>Deine Engines</translation>
    </message>
    <message>
        <source>the name the lists show (e.g. {example})</source>
        <translation>der Name in den Listen (z. B. {example})</translation>
    </message>
    <message>
        <source>{example}   (the program and its options)</source>
        <translation>{example}   (das Programm und seine Optionen)</translation>
    </message>
    <message>
        <source>the folder it runs in (its tables and book)</source>
        <translation>sein Arbeitsordner (für Tabellen und Buch)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>moves ahead (e.g. {depth}) or a time a move (e.g. {time})</source>
        <translation>Züge voraus (z. B. {depth}) oder Zeit pro Zug (z. B. {time})</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>&amp;Befehlszeile:</translation>
    </message>
    <message>
        <source>Working &amp;folder:</source>
        <translation>&amp;Arbeitsordner:</translation>
    </message>
    <message>
        <source>&amp;Depth or time:</source>
        <translation>&amp;Tiefe oder Zeit:</translation>
    </message>
    <message>
        <source>&amp;Add and check</source>
        <translation>&amp;Hinzufügen und prüfen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Engine check</source>
        <translation>Engine-Prüfung</translation>
    </message>
    <message>
        <source>&amp;Stop check</source>
        <translation>Prüfung &amp;stoppen</translation>
    </message>
    <message>
        <source>Programs that speak NBoard&apos;s protocol (Edax, ntest, othello-qt nboard):</source>
        <translation>Programme, die das NBoard-Protokoll sprechen (Edax, ntest, othello-qt nboard):</translation>
    </message>
    <message>
        <source>runs in {folder}</source>
        <translation>läuft in {folder}</translation>
    </message>
    <message>
        <source>runs in the current folder</source>
        <translation>läuft im aktuellen Ordner</translation>
    </message>
    <message>
        <source>&amp;Save and check</source>
        <translation>&amp;Speichern und prüfen</translation>
    </message>
    <message>
        <source>Working folder of the engine</source>
        <translation>Arbeitsordner der Engine</translation>
    </message>
    <message>
        <source>Not added: {error}.</source>
        <translation>Nicht hinzugefügt: {error}.</translation>
    </message>
    <message>
        <source>Checking {name}…</source>
        <translation>{name} wird geprüft…</translation>
    </message>
    <message>
        <source>The check of {name} was stopped: it was not added.</source>
        <translation>Die Prüfung von {name} wurde gestoppt; die Engine wurde nicht hinzugefügt.</translation>
    </message>
    <message>
        <source>{name} was not added: it did not work as an NBoard engine.
{error}</source>
        <translation>{name} wurde nicht hinzugefügt: Es funktionierte nicht als NBoard-Engine.
{error}</translation>
    </message>
    <message>
        <source>{name} works but could not be saved: {error}</source>
        <translation>{name} funktioniert, konnte aber nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>{name} answered (it calls itself {own_name}) and was changed: a game takes the change at its next move.</source>
        <translation>{name} hat geantwortet (es nennt sich {own_name}) und wurde geändert: eine laufende Partie übernimmt die Änderung beim nächsten Zug.</translation>
    </message>
    <message>
        <source>{name} answered (it calls itself {own_name}) and was added: choose it for a side.</source>
        <translation>{name} hat geantwortet (nennt sich selbst {own_name}) und wurde hinzugefügt: Wähle es für eine Seite aus.</translation>
    </message>
    <message>
        <source>Choose the engine to remove in the list.</source>
        <translation>Wähle in der Liste die Engine aus, die entfernt werden soll.</translation>
    </message>
    <message>
        <source>{name} could not be removed: {error}</source>
        <translation>{name} konnte nicht entfernt werden: {error}</translation>
    </message>
    <message>
        <source>{name} was removed.</source>
        <translation>{name} wurde entfernt.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>give the engine a name</source>
        <translation>gib der Engine einen Namen</translation>
    </message>
    <message>
        <source>the name is longer than {count} characters</source>
        <translation>der Name ist länger als {count} Zeichen</translation>
    </message>
    <message>
        <source>the name may not hold &apos;:&apos; or control characters</source>
        <translation>der Name darf weder &apos;:&apos; noch Steuerzeichen enthalten</translation>
    </message>
    <message>
        <source>the command line cannot be split into words</source>
        <translation>die Befehlszeile lässt sich nicht in Wörter zerlegen</translation>
    </message>
    <message>
        <source>give the command that starts the engine</source>
        <translation>gib den Befehl an, der die Engine startet</translation>
    </message>
    <message>
        <source>the working folder {folder} is not a folder</source>
        <translation>der Arbeitsordner {folder} ist kein Ordner</translation>
    </message>
    <message>
        <source>{budget} is not a depth from 1 to {max_depth}, a time like 2s or 500ms, or both like 6,2s (depth 6 in at most 2 seconds)</source>
        <translation>{budget} ist weder eine Tiefe von 1 bis {max_depth} noch eine Zeit wie 2s oder 500ms noch beides wie 6,2s (Tiefe 6 in höchstens 2 Sekunden)</translation>
    </message>
    <message>
        <source>an engine is not an object</source>
        <translation>ein Eintrag ist kein Objekt</translation>
    </message>
    <message>
        <source>an engine&apos;s argv is not a list of words</source>
        <translation>die argv einer Engine ist keine Liste von Wörtern</translation>
    </message>
    <message>
        <source>an engine&apos;s name, folder or budget is not text</source>
        <translation>Name, Ordner oder Budget einer Engine ist kein Text</translation>
    </message>
    <message>
        <source>it is not an {format} file</source>
        <translation>es ist keine {format}-Datei</translation>
    </message>
    <message>
        <source>it lists more than {count} engines</source>
        <translation>sie nennt mehr als {count} Engines</translation>
    </message>
    <message>
        <source>two engines have the same name</source>
        <translation>zwei Engines haben denselben Namen</translation>
    </message>
    <message>
        <source>Your engine list {path} could not be read: {problem}; it could not be renamed.</source>
        <translation>Deine Engine-Liste {path} konnte nicht gelesen werden: {problem}; sie ließ sich nicht umbenennen.</translation>
    </message>
    <message>
        <source>Your engine list {path} could not be read: {problem}; it is kept as {kept}.</source>
        <translation>Deine Engine-Liste {path} konnte nicht gelesen werden: {problem}; sie ist als {kept} aufbewahrt.</translation>
    </message>
    <message>
        <source>at most {count} engines can be kept</source>
        <translation>höchstens {count} Engines können gespeichert werden</translation>
    </message>
    <message>
        <source>no engine named {name} (add it with Game → Engines…)</source>
        <translation>keine Engine namens {name} (füge sie mit Partie → Engines… hinzu)</translation>
    </message>
    <message>
        <source>no engine named {name} (add it with Game → Engines…; known: {known})</source>
        <translation>keine Engine namens {name} (füge sie mit Partie → Engines… hinzu; bekannt: {known})</translation>
    </message>
    <message>
        <source>{engine} does not speak NBoard&apos;s protocol: it wrote {lines} lines that are not the protocol&apos;s (such as {example})</source>
        <translation>{engine} spricht nicht das NBoard-Protokoll: Es schrieb {lines} Zeilen, die nicht zum Protokoll gehören (etwa {example})</translation>
    </message>
    <message>
        <source>{engine}: the working folder {folder} is not a folder</source>
        <translation>{engine}: Der Arbeitsordner {folder} ist kein Ordner</translation>
    </message>
    <message>
        <source>{engine}: cannot start {program}</source>
        <translation>{engine}: {program} lässt sich nicht starten</translation>
    </message>
    <message>
        <source>{engine} did not answer in time and was stopped</source>
        <translation>{engine} hat nicht rechtzeitig geantwortet und wurde beendet</translation>
    </message>
    <message>
        <source>{engine} wrote a line longer than {bytes} bytes</source>
        <translation>{engine} schrieb eine Zeile, die länger als {bytes} Bytes ist</translation>
    </message>
    <message>
        <source>{engine} closed its output</source>
        <translation>{engine} hat seine Ausgabe geschlossen</translation>
    </message>
    <message>
        <source>{engine} was killed by signal {signal}</source>
        <translation>{engine} wurde durch Signal {signal} beendet</translation>
    </message>
    <message>
        <source>{engine} exited with code {code}</source>
        <translation>{engine} wurde mit Code {code} beendet</translation>
    </message>
    <message>
        <source>{engine} was stopped before it answered</source>
        <translation>{engine} wurde angehalten, bevor es antwortete</translation>
    </message>
    <message>
        <source>{engine} answered {answer}, which names no move</source>
        <translation>{engine} antwortete {answer}, was keinen Zug nennt</translation>
    </message>
    <message>
        <source>{engine} answered {answer}: {word} is not a move</source>
        <translation>{engine} antwortete {answer}: {word} ist kein Zug</translation>
    </message>
    <message>
        <source>{engine} answered {move}, which is not legal in this position</source>
        <translation>{engine} antwortete {move}, was in dieser Stellung nicht erlaubt ist</translation>
    </message>
    <message>
        <source>{engine} was stopped before it named a move</source>
        <translation>{engine} wurde angehalten, bevor es einen Zug nannte</translation>
    </message>
    <message>
        <source>{engine} was asked for its move after {seconds} s and gave none in the {grace} s that followed, so it was stopped</source>
        <translation>{engine} wurde nach {seconds} s um seinen Zug gebeten und hat in den folgenden {grace} s keinen genannt; es wurde deshalb beendet</translation>
    </message>
    <message>
        <source>{engine} named no move in its {seconds} s and was stopped</source>
        <translation>{engine} hat in seinen {seconds} s keinen Zug genannt und wurde beendet</translation>
    </message>
    <message>
        <source>{problem}: {detail}</source>
        <translation>{problem}: {detail}</translation>
    </message>
    <message>
        <source>there is no such program (or its folder is missing)</source>
        <translation>Es gibt kein solches Programm (oder sein Ordner fehlt)</translation>
    </message>
    <message>
        <source>it may not be run (is it marked as a program?)</source>
        <translation>Es darf nicht ausgeführt werden (ist es als Programm markiert?)</translation>
    </message>
    <message>
        <source>it is not a program this system can run</source>
        <translation>Es ist kein Programm, das dieses System ausführen kann</translation>
    </message>
    <message>
        <source>a part of its path is not a folder</source>
        <translation>Ein Teil seines Pfads ist kein Ordner</translation>
    </message>
    <message>
        <source>that is a folder, not a program</source>
        <translation>Das ist ein Ordner, kein Programm</translation>
    </message>
    <message>
        <source>{file}: it holds bytes that are not text, so it is no games file</source>
        <translation>{file}: Die Datei enthält Bytes, die kein Text sind; sie ist also keine Partiensammlung</translation>
    </message>
    <message>
        <source>{size} bytes is more than the {limit} allowed</source>
        <translation>{size} Bytes sind mehr als die erlaubten {limit}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>die Datei gibt es nicht</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>cannot open it</source>
        <translation>sie lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>is {kind}, not a regular file</source>
        <translation>ist {kind}, keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>cannot read it</source>
        <translation>sie lässt sich nicht lesen</translation>
    </message>
    <message>
        <source>it grew while it was read</source>
        <translation>sie wuchs, während sie gelesen wurde</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} ist keine JSON-Zahl</translation>
    </message>
    <message>
        <source>{number} is out of range</source>
        <translation>{number} liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>{count} characters of JSON is more than the {limit} allowed</source>
        <translation>{count} Zeichen JSON sind mehr als die erlaubten {limit}</translation>
    </message>
    <message>
        <source>the JSON nests too deeply ({depth} levels, at most {limit})</source>
        <translation>das JSON ist zu tief verschachtelt ({depth} Ebenen, höchstens {limit})</translation>
    </message>
    <message>
        <source>the JSON is damaged or cut short</source>
        <translation>das JSON ist beschädigt oder abgeschnitten</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {number} is {value})</source>
        <translation>kein UTF-8-Text (Byte {number} ist {value})</translation>
    </message>
    <message>
        <source>not text (a control character on line {line})</source>
        <translation>kein Text (ein Steuerzeichen in Zeile {line})</translation>
    </message>
    <message>
        <source>it is cut short (its last line is not ended)</source>
        <translation>sie ist abgeschnitten (ihre letzte Zeile ist nicht beendet)</translation>
    </message>
    <message>
        <source>line {line} is not a setting of an INI file</source>
        <translation>Zeile {line} ist keine Einstellung einer INI-Datei</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: {problem}; it could not be renamed. The game uses its default settings.</source>
        <translation>Ihre Einstellungsdatei {path} konnte nicht gelesen werden: {problem}; sie konnte nicht umbenannt werden. Das Spiel verwendet seine Standardeinstellungen.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: {problem}; it is kept as {kept}. The game starts with the default settings.</source>
        <translation>Ihre Einstellungsdatei {path} konnte nicht gelesen werden: {problem}; sie wird als {kept} aufbewahrt. Das Spiel startet mit den Standardeinstellungen.</translation>
    </message>
    <message>
        <source>not a results file of this version</source>
        <translation>keine Ergebnisdatei dieser Version</translation>
    </message>
    <message>
        <source>it has no list of openings</source>
        <translation>es enthält keine Liste der Eröffnungen</translation>
    </message>
    <message>
        <source>an opening&apos;s entry is damaged</source>
        <translation>der Eintrag einer Eröffnung ist beschädigt</translation>
    </message>
    <message>
        <source>Your opening practice results {path} could not be read: {problem}; the file could not be renamed, so new results are not saved.</source>
        <translation>Ihre Ergebnisse der Eröffnungsübung {path} konnten nicht gelesen werden: {problem}; die Datei konnte nicht umbenannt werden, daher werden neue Ergebnisse nicht gespeichert.</translation>
    </message>
    <message>
        <source>Your opening practice results {path} could not be read: {problem}; the file is kept as {kept}, and the results start afresh.</source>
        <translation>Ihre Ergebnisse der Eröffnungsübung {path} konnten nicht gelesen werden: {problem}; die Datei ist als {kept} aufbewahrt, und die Ergebnisse beginnen neu.</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>even</source>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <source>{color} +{discs}</source>
        <translation>{color} +{discs}</translation>
    </message>
    <message>
        <source>{value} (exact)</source>
        <translation>{value} (exakt)</translation>
    </message>
    <message>
        <source>{value} (book)</source>
        <translation>{value} (Buch)</translation>
    </message>
    <message numerus="yes">
        <source>{value} (estimate, %n move(s) ahead)</source>
        <translation>
            <numerusform>{value} (geschätzt, %n Zug voraus)</numerusform>
            <numerusform>{value} (geschätzt, %n Züge voraus)</numerusform>
        </translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>Position {ply}</source>
        <translation>Stellung {ply}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Move {number} ({move})</source>
        <translation>Zug {number} ({move})</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>move {ply}</source>
        <translation>Zug {ply}</translation>
    </message>
    <message>
        <source>a pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>move {number} ({move})</source>
        <translation>Zug {number} ({move})</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Bewertungsgrafik</translation>
    </message>
    <message>
        <source>The engine is being prepared…</source>
        <translation>Die Engine wird vorbereitet…</translation>
    </message>
    <message>
        <source>No values yet</source>
        <translation>Noch keine Bewertungen</translation>
    </message>
    <message numerus="yes">
        <source>{valued} of %n position(s) valued; last: {value}</source>
        <translation>
            <numerusform>{valued} von %n Stellung bewertet; zuletzt: {value}</numerusform>
            <numerusform>{valued} von %n Stellungen bewertet; zuletzt: {value}</numerusform>
        </translation>
    </message>
    <message>
        <source>{problem}; {values}</source>
        <translation>{problem}; {values}</translation>
    </message>
    <message>
        <source>{position} {symbol}</source>
        <translation>{position} {symbol}</translation>
    </message>
    <message>
        <source>{description}; {marks}</source>
        <translation>{description}; {marks}</translation>
    </message>
    <message>
        <source>The engine is valuing the positions…</source>
        <translation>Die Engine bewertet die Stellungen…</translation>
    </message>
    <message>
        <source>{position}: not valued yet</source>
        <translation>{position}: noch nicht bewertet</translation>
    </message>
    <message>
        <source>{position}: {value}</source>
        <translation>{position}: {value}</translation>
    </message>
    <message>
        <source>{text} — mistake ?</source>
        <translation>{text} — Fehler ?</translation>
    </message>
    <message>
        <source>{text} — blunder ??</source>
        <translation>{text} — grober Fehler ??</translation>
    </message>
    <message>
        <source>■ exact   ○ estimate</source>
        <translation>■ exakt   ○ geschätzt</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Copy &amp;transcript</source>
        <translation>Partie&amp;notation kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;board string</source>
        <translation>&amp;Brett-Zeichenkette kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste game or position</source>
        <translation>Partie oder Stellung &amp;einfügen</translation>
    </message>
    <message>
        <source>New game started</source>
        <translation>Neue Partie gestartet</translation>
    </message>
    <message>
        <source>New game started, {time} per side</source>
        <translation>Neue Partie gestartet, {time} pro Seite</translation>
    </message>
    <message>
        <source>Cannot read {source}: it holds bytes that are not text, so it is no game, board string or transcript (a program or a picture, perhaps?)</source>
        <translation>Fehler beim Lesen ({source}): Die Datei enthält Bytes, die kein Text sind; sie ist also keine Partie, kein Brett-String und kein Zugprotokoll (vielleicht ein Programm oder ein Bild?)</translation>
    </message>
    <message>
        <source>Cannot read {source}:
{reason}</source>
        <translation>Fehler beim Lesen ({source}):
{reason}</translation>
    </message>
    <message>
        <source>The clipboard holds no text</source>
        <translation>Die Zwischenablage enthält keinen Text</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <comment>where a game is read from: Cannot read {source}…</comment>
        <translation>Zwischenablage</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Cannot open {path}:
{reason}</source>
        <translation>{path} kann nicht geöffnet werden:
{reason}</translation>
    </message>
    <message>
        <source>Transcript copied</source>
        <translation>Partienotation kopiert</translation>
    </message>
    <message>
        <source>Board string copied</source>
        <translation>Brett-Zeichenkette kopiert</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Cannot save {path}:
{reason}</source>
        <translation>{path} kann nicht gespeichert werden:
{reason}</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name} gespeichert</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>{move} will be played as soon as the game is ready</source>
        <translation>{move} wird gespielt, sobald die Partie bereit ist</translation>
    </message>
    <message>
        <source>The game is over — start a new game ({keys})</source>
        <translation>Die Partie ist vorbei — starte eine neue Partie ({keys})</translation>
    </message>
    <message>
        <source>The clocks are stopped — Resume ({keys}) to play on</source>
        <translation>Die Uhren sind angehalten — Fortsetzen ({keys}), um weiterzuspielen</translation>
    </message>
    <message>
        <source>The computer waits while you look back — » ({last_keys}) or Play on ({play_keys}) lets it play</source>
        <translation>Der Computer wartet, während du zurückblickst — » ({last_keys}) oder Weiterspielen ({play_keys}) lässt ihn spielen</translation>
    </message>
    <message>
        <source>The computer is paused — Resume ({keys}) lets it play</source>
        <translation>Der Computer ist pausiert — Fortsetzen ({keys}) lässt ihn spielen</translation>
    </message>
    <message>
        <source>Wait for the computer to move (or press Move now, {keys})</source>
        <translation>Warte, bis der Computer zieht (oder drücke Jetzt ziehen, {keys})</translation>
    </message>
    <message>
        <source>Wait for the computer to move</source>
        <translation>Warte, bis der Computer zieht</translation>
    </message>
    <message>
        <source>The previous game is back — Redo ({keys}) returns to the other one</source>
        <translation>Die vorherige Partie ist zurück — Wiederherstellen ({keys}) führt zur anderen zurück</translation>
    </message>
    <message>
        <source>The game you were looking at is back, with its later moves — Redo ({keys}) returns to the moves you played</source>
        <translation>Die Partie, die du angesehen hast, ist samt ihren späteren Zügen zurück — Wiederherstellen ({keys}) führt zu den Zügen zurück, die du gespielt hast</translation>
    </message>
    <message>
        <source>The moves you played are back — Undo ({keys}) returns to the game you were looking at</source>
        <translation>Die Züge, die du gespielt hast, sind zurück — Rückgängig ({keys}) führt zur Partie zurück, die du angesehen hast</translation>
    </message>
    <message>
        <source>The other game is back — Undo ({keys}) returns to the previous one</source>
        <translation>Die andere Partie ist zurück — Rückgängig ({keys}) führt zur vorherigen zurück</translation>
    </message>
    <message>
        <source>The computer ({player}) chose an illegal move: {reason}</source>
        <translation>Der Computer ({player}) hat einen ungültigen Zug gewählt: {reason}</translation>
    </message>
    <message>
        <source>The computer player {player} failed and is paused.

{reason}</source>
        <translation>Der Computerspieler {player} ist ausgefallen und wurde pausiert.

{reason}</translation>
    </message>
    <message>
        <source>Hints need an engine that values every move; none is installed yet</source>
        <translation>Tipps brauchen eine Engine, die jeden Zug bewertet; noch ist keine installiert</translation>
    </message>
    <message>
        <source>Hints failed: {reason}</source>
        <translation>Tipps fehlgeschlagen: {reason}</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Othello games</source>
        <translation>Othello-Partien</translation>
    </message>
    <message>
        <source>GGF games</source>
        <translation>GGF-Partien</translation>
    </message>
    <message>
        <source>Transcripts</source>
        <translation>Partienotationen</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Alle Dateien</translation>
    </message>
    <message>
        <source>GGF game</source>
        <translation>GGF-Partie</translation>
    </message>
    <message>
        <source>Transcript</source>
        <translation>Partienotation</translation>
    </message>
    <message>
        <source>the file is {size} MB; game files are at most {limit} MB</source>
        <translation>die Datei ist {size} MB groß; Partiedateien sind höchstens {limit} MB groß</translation>
    </message>
    <message>
        <source>the text is empty</source>
        <translation>der Text ist leer</translation>
    </message>
    <message>
        <source>GGF: the text holds no game</source>
        <translation>GGF: Der Text enthält keine Partie</translation>
    </message>
    <message>
        <source>the board string has no discs: there is no game to play from it</source>
        <translation>die Brett-Zeichenkette enthält keine Steine: Von ihr aus lässt sich keine Partie spielen</translation>
    </message>
    <message>
        <source>not a GGF game, a board string or a transcript like f5d6c3 ({reason})</source>
        <translation>weder eine GGF-Partie noch eine Brett-Zeichenkette oder eine Partienotation wie f5d6c3 ({reason})</translation>
    </message>
    <message>
        <source>a pass before move {number} is not a legal move in this game</source>
        <translation>Passen vor Zug {number} ist in dieser Partie nicht erlaubt</translation>
    </message>
    <message>
        <source>move {number}, {square}, is not a legal move in this game</source>
        <translation>Zug {number}, {square}, ist in dieser Partie kein erlaubter Zug</translation>
    </message>
</context>
<context>
    <name>GameStart</name>
    <message>
        <source>Welcome back — your unfinished game is restored; Undo ({keys}) at its first move brings back the other game you played</source>
        <translation>Willkommen zurück — deine Partie ist wiederhergestellt; Rückgängig ({keys}) bei ihrem ersten Zug holt deine andere Partie zurück</translation>
    </message>
    <message numerus="yes">
        <source>Welcome back — your unfinished game is restored (%n moves)</source>
        <translation>
            <numerusform>Willkommen zurück — deine angefangene Partie ist wiederhergestellt (%n Zug)</numerusform>
            <numerusform>Willkommen zurück — deine angefangene Partie ist wiederhergestellt (%n Züge)</numerusform>
        </translation>
    </message>
    <message>
        <source>New game — Undo ({keys}) brings back your unfinished game</source>
        <translation>Neue Partie — Rückgängig ({keys}) holt deine angefangene Partie zurück</translation>
    </message>
    <message>
        <source>Ready — {keys} starts a new game with other players</source>
        <translation>Bereit — {keys} startet eine neue Partie mit anderen Spielern</translation>
    </message>
    <message>
        <source>The player {player} is not available ({reason}); the difficulty level plays instead.</source>
        <translation>Der Spieler {player} ist nicht verfügbar ({reason}); stattdessen spielt die Schwierigkeitsstufe.</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Angefangene Partie</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
</context>
<context>
    <name>GamesDatabase</name>
    <message>
        <source>Games databases ({patterns})</source>
        <translation>Partiendatenbanken ({patterns})</translation>
    </message>
    <message>
        <source>WTHOR games ({patterns})</source>
        <translation>WTHOR-Partien ({patterns})</translation>
    </message>
    <message>
        <source>GGF games ({patterns})</source>
        <translation>GGF-Partien ({patterns})</translation>
    </message>
    <message>
        <source>All files ({patterns})</source>
        <translation>Alle Dateien ({patterns})</translation>
    </message>
    <message>
        <source>Open a games database folder</source>
        <translation>Einen Ordner als Partiendatenbank öffnen</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>end</source>
        <comment>the game ended in the board&apos;s position: no next move</comment>
        <translation>Ende</translation>
    </message>
    <message>
        <source>{black} – {white}, {score}: {file}, record {number}</source>
        <translation>{black} – {white}, {score}: {file}, Datensatz {number}</translation>
    </message>
    <message numerus="yes">
        <source>{file} and %n more</source>
        <translation>
            <numerusform>{file} und %n weitere</numerusform>
            <numerusform>{file} und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: too many games for the memory this computer has free</source>
        <translation>{file}: zu viele Partien für den freien Arbeitsspeicher dieses Computers</translation>
    </message>
    <message>
        <source>Games database</source>
        <translation>Partiendatenbank</translation>
    </message>
    <message>
        <source>No games file open</source>
        <translation>Keine Partiendatei geöffnet</translation>
    </message>
    <message>
        <source>Reading the games file</source>
        <translation>Partiendatei wird gelesen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>part of Black&apos;s or White&apos;s name</source>
        <translation>Teil des Namens von Schwarz oder Weiß</translation>
    </message>
    <message>
        <source>part of the tournament&apos;s name</source>
        <translation>Teil des Turniernamens</translation>
    </message>
    <message>
        <source>part of the opening&apos;s name (Tiger, Rose…)</source>
        <translation>Teil des Eröffnungsnamens (Tiger, Rose…)</translation>
    </message>
    <message>
        <source>Only games that reached the board&apos;s position</source>
        <translation>Nur Partien, die die Stellung auf dem Brett erreicht haben</translation>
    </message>
    <message>
        <source>Up to the board&apos;s symmetries; Next is the move each game played there</source>
        <translation>Auch gespiegelte und gedrehte Stellungen; „Nächster Zug“ ist der Zug, den jede Partie dort gespielt hat</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Schwarz gewann</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Weiß gewann</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>No games database is open: open a folder of games files (or a file) above</source>
        <translation>Keine Partiendatenbank geöffnet: Öffnen Sie oben einen Ordner mit Partiedateien (oder eine Datei)</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Stop reading the games database</source>
        <translation>Das Lesen der Partiendatenbank anhalten</translation>
    </message>
    <message>
        <source>Next moves from the board&apos;s position</source>
        <translation>Nächste Züge aus der Stellung des Bretts</translation>
    </message>
    <message>
        <source>Replay, review and analyse the chosen game in the main window (Enter)</source>
        <translation>Die gewählte Partie im Hauptfenster nachspielen, analysieren und untersuchen (Enter)</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Ordner öffnen…</translation>
    </message>
    <message>
        <source>Open a folder of games files (WTHOR years with their WTHOR.JOU and WTHOR.TRN, GGF collections) as the database; it is opened again at each start</source>
        <translation>Einen Ordner mit Partiedateien (WTHOR-Jahrgänge mit ihren WTHOR.JOU und WTHOR.TRN, GGF-Sammlungen) als Datenbank öffnen; er wird bei jedem Start wieder geöffnet</translation>
    </message>
    <message>
        <source>Other file…</source>
        <translation>Andere Datei…</translation>
    </message>
    <message>
        <source>Open another games file in this window</source>
        <translation>Eine andere Partiendatei in diesem Fenster öffnen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <source>the year the games were played (2002), or a range of years: 1990–2000 (both included), 1990– (and later), –2000 (and earlier)</source>
        <translation>das Jahr, in dem die Partien gespielt wurden (2002), oder ein Zeitraum: 1990–2000 (beide eingeschlossen), 1990– (und später), –2000 (und früher)</translation>
    </message>
    <message>
        <source>Year or 1990–2000</source>
        <translation>Jahr oder 1990–2000</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Result: who won, by the recorded score</source>
        <translation>Ergebnis: wer gewann, nach dem aufgezeichneten Ergebnis</translation>
    </message>
    <message>
        <source>{field}: {tip}</source>
        <translation>{field}: {tip}</translation>
    </message>
    <message>
        <source>Reading the games database…</source>
        <translation>Die Partiendatenbank wird gelesen…</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>{file} wird gelesen…</translation>
    </message>
    <message>
        <source>Reading {file} was cancelled</source>
        <translation>Lesen von {file} abgebrochen</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %Ln game(s)</source>
        <translation>
            <numerusform>{file}: %Ln Partie</numerusform>
            <numerusform>{file}: %Ln Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln record(s) skipped, not games (first: record {number}: {reason})</source>
        <translation>
            <numerusform>%Ln Datensatz übersprungen, keine Partie (erster: Datensatz {number}: {reason})</numerusform>
            <numerusform>%Ln Datensätze übersprungen, keine Partien (erster: Datensatz {number}: {reason})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) read</source>
        <translation>
            <numerusform>%Ln Datei gelesen</numerusform>
            <numerusform>%Ln Dateien gelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{games} in %n file(s)</source>
        <translation>
            <numerusform>{games} in %n Datei</numerusform>
            <numerusform>{games} in %n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>{games}; {skipped}</source>
        <translation>{games}; {skipped}</translation>
    </message>
    <message>
        <source>Cannot read the games file:
{error}</source>
        <translation>Die Partiendatei kann nicht gelesen werden:
{error}</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (in this text&apos;s tooltip)</source>
        <translation>
            <numerusform>… und %n weitere (im Tooltip dieses Textes)</numerusform>
            <numerusform>… und %n weitere (im Tooltip dieses Textes)</numerusform>
        </translation>
    </message>
    <message>
        <source>No game of the database reached this position</source>
        <translation>Keine Partie der Datenbank erreichte diese Stellung</translation>
    </message>
    <message>
        <source>No game the filters keep reached this position</source>
        <translation>Keine der gefilterten Partien erreichte diese Stellung</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s) reached this position</source>
        <translation>
            <numerusform>{shown} von %Ln Partie erreichten diese Stellung</numerusform>
            <numerusform>{shown} von %Ln Partien erreichten diese Stellung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s)</source>
        <translation>
            <numerusform>{shown} von %Ln Partie</numerusform>
            <numerusform>{shown} von %Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Open games &amp;database…</source>
        <translation>Partien&amp;datenbank öffnen…</translation>
    </message>
    <message>
        <source>Open games database</source>
        <translation>Partiendatenbank öffnen</translation>
    </message>
</context>
<context>
    <name>LevelSlider</name>
    <message>
        <source>Difficulty level</source>
        <translation>Schwierigkeitsstufe</translation>
    </message>
    <message>
        <source>easier</source>
        <translation>leichter</translation>
    </message>
    <message>
        <source>stronger</source>
        <translation>stärker</translation>
    </message>
    <message>
        <source>Level {number} — {name}&lt;br&gt;&lt;small&gt;{description}&lt;/small&gt;</source>
        <translation>Stufe {number} — {name}&lt;br&gt;&lt;small&gt;{description}&lt;/small&gt;</translation>
    </message>
    <message>
        <source>{number} — {name}: {description} ({spec})</source>
        <translation>{number} — {name}: {description} ({spec})</translation>
    </message>
    <message>
        <source>The level applies to a side played by &quot;{level_player}&quot;; none is now.</source>
        <translation>Die Stufe gilt für eine Seite, die „{level_player}“ spielt; das ist gerade bei keiner Seite der Fall.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner</source>
        <translation>Einsteiger</translation>
    </message>
    <message>
        <source>Looks one move ahead and often picks a move that merely looks fine.</source>
        <translation>Schaut einen Zug voraus und wählt oft einen Zug, der nur gut aussieht.</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Sees your reply, but is easily tempted by flashy moves.</source>
        <translation>Sieht deine Antwort, lässt sich aber leicht von verlockenden Zügen blenden.</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <source>Plays sensibly two moves deep; slips now and then.</source>
        <translation>Spielt vernünftig zwei Züge tief; patzt ab und zu.</translation>
    </message>
    <message>
        <source>Hobbyist</source>
        <translation>Hobbyspieler</translation>
    </message>
    <message>
        <source>Knows corners and edges matter; still misjudges the middle game.</source>
        <translation>Kennt den Wert von Ecken und Rändern; verschätzt sich aber noch im Mittelspiel.</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Vereinsspieler</translation>
    </message>
    <message>
        <source>Plans a few moves ahead and rarely gives anything away.</source>
        <translation>Plant ein paar Züge voraus und verschenkt selten etwas.</translation>
    </message>
    <message>
        <source>Strong club player</source>
        <translation>Starker Vereinsspieler</translation>
    </message>
    <message>
        <source>Careful and consistent; small inaccuracies only.</source>
        <translation>Sorgfältig und beständig; nur kleine Ungenauigkeiten.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Always plays its best move six moves deep; varies its openings.</source>
        <translation>Spielt immer seinen besten Zug, sechs Züge tief; variiert seine Eröffnungen.</translation>
    </message>
    <message>
        <source>Tournament player</source>
        <translation>Turnierspieler</translation>
    </message>
    <message>
        <source>Eight moves deep, and counts the endgame exactly; varies its openings.</source>
        <translation>Acht Züge tief und rechnet das Endspiel exakt durch; variiert seine Eröffnungen.</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <source>Ten moves deep; a serious test for strong players.</source>
        <translation>Zehn Züge tief; eine ernsthafte Prüfung für starke Spieler.</translation>
    </message>
    <message>
        <source>International master</source>
        <translation>Internationaler Meister</translation>
    </message>
    <message>
        <source>Twelve moves deep, and perfect over the last eighteen.</source>
        <translation>Zwölf Züge tief und perfekt in den letzten achtzehn.</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>The full engine with half a second a move.</source>
        <translation>Die volle Engine mit einer halben Sekunde pro Zug.</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Großmeister</translation>
    </message>
    <message>
        <source>The full engine with five seconds a move: its very best.</source>
        <translation>Die volle Engine mit fünf Sekunden pro Zug: ihr Allerbestes.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Preparing the engine…</source>
        <translation>Engine wird vorbereitet…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Game over. {result}</source>
        <translation>Partie beendet. {result}</translation>
    </message>
    <message>
        <source>Difficulty: level {level}</source>
        <translation>Schwierigkeit: Stufe {level}</translation>
    </message>
    <message>
        <source>Othello</source>
        <translation>Othello</translation>
    </message>
    <message>
        <source>Set-up position: {color} to move</source>
        <translation>Aufgebaute Stellung: {color} am Zug</translation>
    </message>
    <message>
        <source>The opening book {path} could not be read ({problem}); the computer plays without it. The file is left as it is.</source>
        <translation>Das Eröffnungsbuch {path} konnte nicht gelesen werden ({problem}); der Computer spielt ohne es. Die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Your opening book {path} could not be read ({problem}); it was set aside as {kept}, and the games you add next start a new one.</source>
        <translation>Ihr Eröffnungsbuch {path} konnte nicht gelesen werden ({problem}); es wurde als {kept} beiseitegelegt, und die Partien, die Sie als Nächstes hinzufügen, beginnen ein neues.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Über</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Engines…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>M&amp;oves</source>
        <translation>&amp;Züge</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>Ana&amp;lyse</translation>
    </message>
    <message>
        <source>A&amp;nalyst</source>
        <translation>Analyse-&amp;Engine</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Takes effect the next time Othello starts</source>
        <translation>Wird beim nächsten Start von Othello wirksam</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>pass</source>
        <translation>Passen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Black (moves first):</source>
        <translation>Schwarz (zieht zuerst):</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Weiß:</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Schwierigkeit:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Bedenkzeit:</translation>
    </message>
    <message>
        <source>Two humans share the board when both sides are human; with two computers the game plays itself (pause it with {pause_keys}).</source>
        <translation>Sind beide Seiten menschlich, teilen sich zwei Personen das Brett; mit zwei Computern spielt sich die Partie von selbst (anhalten mit {pause_keys}).</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
</context>
<context>
    <name>NextMoves</name>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Black %</source>
        <translation>Schwarz %</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>The engine&apos;s value of each move for the side to move, as the hints show it on the board: turn on View ▸ Show hints (Ctrl+H) to see the engine&apos;s values</source>
        <translation>Der Wert jedes Zugs für die Seite am Zug laut Engine, wie ihn die Tipps auf dem Brett zeigen: Schalten Sie Ansicht ▸ Tipps anzeigen (Strg+H) ein, um die Werte der Engine zu sehen</translation>
    </message>
    <message>
        <source>end</source>
        <comment>the games that ended in the board&apos;s position: no next move</comment>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Next moves in the database</source>
        <translation>Nächste Züge in der Datenbank</translation>
    </message>
    <message>
        <source>Each move played from the board&apos;s position by the database&apos;s games that reached it (in any move order and any symmetry, shown on the board as it is): how many games, Black&apos;s score in per cent (a draw counts half), Black&apos;s average final margin, and the engine&apos;s value of the move for the side to move, as the hints show it on the board</source>
        <translation>Jeder Zug, den die Partien der Datenbank aus der Stellung des Bretts spielten (in jeder Zugfolge und jeder Symmetrie, gezeigt auf dem Brett, wie es ist): wie viele Partien, das Ergebnis von Schwarz in Prozent (ein Remis zählt halb), die durchschnittliche Enddifferenz von Schwarz und der Wert des Zuges laut Engine für die Seite am Zug, wie ihn die Hinweise auf dem Brett zeigen</translation>
    </message>
</context>
<context>
    <name>Openings</name>
    <message>
        <source>Perpendicular Opening</source>
        <translation>Senkrechte Eröffnung</translation>
    </message>
    <message>
        <source>Tiger</source>
        <translation>Tiger</translation>
    </message>
    <message>
        <source>Aubrey</source>
        <translation>Aubrey</translation>
    </message>
    <message>
        <source>Tanaka</source>
        <translation>Tanaka</translation>
    </message>
    <message>
        <source>Aubrey (Feldborg Continuation)</source>
        <translation>Aubrey (Feldborg Continuation)</translation>
    </message>
    <message>
        <source>Rose-Bill</source>
        <translation>Rose-Bill</translation>
    </message>
    <message>
        <source>Central Rose-Bill</source>
        <translation>Central Rose-Bill</translation>
    </message>
    <message>
        <source>Dead Draw</source>
        <translation>Dead Draw</translation>
    </message>
    <message>
        <source>Tamenori</source>
        <translation>Tamenori</translation>
    </message>
    <message>
        <source>Ishii</source>
        <translation>Ishii</translation>
    </message>
    <message>
        <source>Mainline Tiger</source>
        <translation>Mainline Tiger</translation>
    </message>
    <message>
        <source>Brightwell</source>
        <translation>Brightwell</translation>
    </message>
    <message>
        <source>Leader&apos;s Tiger</source>
        <translation>Leader&apos;s Tiger</translation>
    </message>
    <message>
        <source>Stephenson</source>
        <translation>Stephenson</translation>
    </message>
    <message>
        <source>Kung</source>
        <translation>Kung</translation>
    </message>
    <message>
        <source>Comp&apos;Oth</source>
        <translation>Comp&apos;Oth</translation>
    </message>
    <message>
        <source>Lightning Bolt</source>
        <translation>Lightning Bolt</translation>
    </message>
    <message>
        <source>F.A.T. Draw</source>
        <translation>F.A.T. Draw</translation>
    </message>
    <message>
        <source>No-Kung</source>
        <translation>No-Kung</translation>
    </message>
    <message>
        <source>No-Kung (Continuation)</source>
        <translation>No-Kung (Continuation)</translation>
    </message>
    <message>
        <source>Bent Ganglion</source>
        <translation>Bent Ganglion</translation>
    </message>
    <message>
        <source>Cat</source>
        <translation>Cat</translation>
    </message>
    <message>
        <source>Berner</source>
        <translation>Berner</translation>
    </message>
    <message>
        <source>Sakaguchi</source>
        <translation>Sakaguchi</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italian</translation>
    </message>
    <message>
        <source>Ganglion</source>
        <translation>Ganglion</translation>
    </message>
    <message>
        <source>No-Cat</source>
        <translation>No-Cat</translation>
    </message>
    <message>
        <source>Swallow</source>
        <translation>Swallow</translation>
    </message>
    <message>
        <source>No-Cat (Continuation)</source>
        <translation>No-Cat (Continuation)</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Horse</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Rabbit</translation>
    </message>
    <message>
        <source>Ralle</source>
        <translation>Ralle</translation>
    </message>
    <message>
        <source>Rose</source>
        <translation>Rose</translation>
    </message>
    <message>
        <source>Greenberg</source>
        <translation>Greenberg</translation>
    </message>
    <message>
        <source>Dawg</source>
        <translation>Dawg</translation>
    </message>
    <message>
        <source>Rose-Birth</source>
        <translation>Rose-Birth</translation>
    </message>
    <message>
        <source>Rose-Birdie</source>
        <translation>Rose-Birdie</translation>
    </message>
    <message>
        <source>Rose-Tamenori</source>
        <translation>Rose-Tamenori</translation>
    </message>
    <message>
        <source>Rose-Tamenori-Kling</source>
        <translation>Rose-Tamenori-Kling</translation>
    </message>
    <message>
        <source>Brightstein</source>
        <translation>Brightstein</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>Flat</translation>
    </message>
    <message>
        <source>Rotating Flat</source>
        <translation>Rotating Flat</translation>
    </message>
    <message>
        <source>Rotating Flat (Kling Continuation)</source>
        <translation>Rotating Flat (Kling Continuation)</translation>
    </message>
    <message>
        <source>Murakami Variation</source>
        <translation>Murakami Variation</translation>
    </message>
    <message>
        <source>Bhagat</source>
        <translation>Bhagat</translation>
    </message>
    <message>
        <source>Inoue</source>
        <translation>Inoue</translation>
    </message>
    <message>
        <source>Iago</source>
        <translation>Iago</translation>
    </message>
    <message>
        <source>Shaman</source>
        <translation>Shaman</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Danish</translation>
    </message>
    <message>
        <source>Mimura</source>
        <translation>Mimura</translation>
    </message>
    <message>
        <source>Parallel Opening</source>
        <translation>Parallele Eröffnung</translation>
    </message>
    <message>
        <source>Diagonal Opening</source>
        <translation>Diagonale Eröffnung</translation>
    </message>
    <message>
        <source>Semi-Wing Variation</source>
        <translation>Semi-Wing Variation</translation>
    </message>
    <message>
        <source>Wing Variation</source>
        <translation>Wing Variation</translation>
    </message>
    <message>
        <source>Buffalo</source>
        <translation>Buffalo</translation>
    </message>
    <message>
        <source>Kenichi Variation</source>
        <translation>Kenichi Variation</translation>
    </message>
    <message>
        <source>Hokuriku Buffalo</source>
        <translation>Hokuriku Buffalo</translation>
    </message>
    <message>
        <source>Tanida Buffalo</source>
        <translation>Tanida Buffalo</translation>
    </message>
    <message>
        <source>Maruoka Buffalo</source>
        <translation>Maruoka Buffalo</translation>
    </message>
    <message>
        <source>Cow</source>
        <translation>Cow</translation>
    </message>
    <message>
        <source>Rose-v-Toth</source>
        <translation>Rose-v-Toth</translation>
    </message>
    <message>
        <source>Landau</source>
        <translation>Landau</translation>
    </message>
    <message>
        <source>Maruoka</source>
        <translation>Maruoka</translation>
    </message>
    <message>
        <source>Tanida</source>
        <translation>Tanida</translation>
    </message>
    <message>
        <source>Sailboat</source>
        <translation>Sailboat</translation>
    </message>
    <message>
        <source>Aircraft</source>
        <translation>Aircraft</translation>
    </message>
    <message>
        <source>Feldborg</source>
        <translation>Feldborg</translation>
    </message>
    <message>
        <source>Cow Bat</source>
        <translation>Cow Bat</translation>
    </message>
    <message>
        <source>Bat</source>
        <translation>Bat</translation>
    </message>
    <message>
        <source>Cambridge</source>
        <translation>Cambridge</translation>
    </message>
    <message>
        <source>Bat (Kling Alternative)</source>
        <translation>Bat (Kling Alternative)</translation>
    </message>
    <message>
        <source>Bat (Kling Continuation)</source>
        <translation>Bat (Kling Continuation)</translation>
    </message>
    <message>
        <source>Melnikov</source>
        <translation>Melnikov</translation>
    </message>
    <message>
        <source>Bat (Piau Continuation 1)</source>
        <translation>Bat (Piau Continuation 1)</translation>
    </message>
    <message>
        <source>Bat (Piau Continuation 2)</source>
        <translation>Bat (Piau Continuation 2)</translation>
    </message>
    <message>
        <source>Chimney</source>
        <translation>Chimney</translation>
    </message>
    <message>
        <source>Rocket</source>
        <translation>Rocket</translation>
    </message>
    <message>
        <source>Lollipop</source>
        <translation>Lollipop</translation>
    </message>
    <message>
        <source>Hamilton</source>
        <translation>Hamilton</translation>
    </message>
    <message>
        <source>Raccoon Dog</source>
        <translation>Raccoon Dog</translation>
    </message>
    <message>
        <source>Heath</source>
        <translation>Heath</translation>
    </message>
    <message>
        <source>Tobidashi</source>
        <translation>Tobidashi</translation>
    </message>
    <message>
        <source>Heath-Chimney</source>
        <translation>Heath-Chimney</translation>
    </message>
    <message>
        <source>Iwasaki Variation</source>
        <translation>Iwasaki Variation</translation>
    </message>
    <message>
        <source>Heath-Bat</source>
        <translation>Heath-Bat</translation>
    </message>
    <message>
        <source>Mimura Variation II</source>
        <translation>Mimura Variation II</translation>
    </message>
    <message>
        <source>Snake</source>
        <translation>Snake</translation>
    </message>
    <message>
        <source>Peasant</source>
        <translation>Peasant</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Pyramid</translation>
    </message>
    <message>
        <source>Checkerboarding Peasant</source>
        <translation>Checkerboarding Peasant</translation>
    </message>
    <message>
        <source>Lysons</source>
        <translation>Lysons</translation>
    </message>
    <message>
        <source>X-square Opening</source>
        <translation>X-Feld-Eröffnung</translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <source>Pause or resume the computer</source>
        <translation>Computer pausieren oder fortsetzen</translation>
    </message>
    <message>
        <source>Let the computer play on from the position shown (the later moves are kept for Undo)</source>
        <translation>Den Computer ab der gezeigten Stellung weiterspielen lassen (die späteren Züge bleiben für Rückgängig erhalten)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Move now</source>
        <translation>&amp;Jetzt ziehen</translation>
    </message>
    <message>
        <source>Move now</source>
        <translation>Jetzt ziehen</translation>
    </message>
    <message>
        <source>Make the computer play its best move so far</source>
        <translation>Den Computer seinen bisher besten Zug spielen lassen</translation>
    </message>
    <message>
        <source>&amp;Pause computer</source>
        <translation>Computer &amp;pausieren</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>&amp;Ausgangsstellung</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation>&amp;Vorheriger Zug</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>&amp;Last move</source>
        <translation>&amp;Letzter Zug</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Letzter Zug</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
</context>
<context>
    <name>PlayerChooser</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>You (or a friend) play this side on the board.</source>
        <translation>Du (oder jemand anderes) spielst diese Seite am Brett.</translation>
    </message>
    <message>
        <source>Computer (level)</source>
        <translation>Computer (Stufe)</translation>
    </message>
    <message>
        <source>The computer, as strong as the difficulty level says.</source>
        <translation>Der Computer, so stark, wie es die Schwierigkeitsstufe vorgibt.</translation>
    </message>
    <message>
        <source>Engine — {name}</source>
        <translation>Engine — {name}</translation>
    </message>
    <message>
        <source>Computer — {player}</source>
        <translation>Computer — {player}</translation>
    </message>
    <message>
        <source>Other player…</source>
        <translation>Anderer Spieler…</translation>
    </message>
    <message>
        <source>Any computer player, with a setting such as its time a move</source>
        <translation>Ein beliebiger Computerspieler, mit einer Einstellung wie seiner Zeit pro Zug</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>choose a player</source>
        <translation>Spieler wählen</translation>
    </message>
    <message>
        <source>Choose a computer player</source>
        <translation>Computerspieler wählen</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>Setting:</source>
        <translation>Einstellung:</translation>
    </message>
    <message>
        <source>optional: {setting}</source>
        <translation>optional: {setting}</translation>
    </message>
    <message>
        <source>{setting}
({grammar})</source>
        <translation>{setting}
({grammar})</translation>
    </message>
    <message>
        <source>This setting does not work: {error}</source>
        <translation>Diese Einstellung funktioniert nicht: {error}</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Plays any legal move at random: the easiest opponent.</source>
        <translation>Spielt zufällig irgendeinen gültigen Zug: der leichteste Gegner.</translation>
    </message>
    <message>
        <source>Random mover</source>
        <translation>Zufallsspieler</translation>
    </message>
    <message>
        <source>uniformly random legal move (seeded)</source>
        <translation>gleichverteilt zufälliger gültiger Zug (mit Seed)</translation>
    </message>
    <message>
        <source>Always takes the move that flips the most discs right now.</source>
        <translation>Nimmt immer den Zug, der sofort die meisten Steine umdreht.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Gieriger Spieler</translation>
    </message>
    <message>
        <source>one ply, most discs flipped, ties at random</source>
        <translation>ein Halbzug, meiste umgedrehte Steine, bei Gleichstand zufällig</translation>
    </message>
    <message>
        <source>Grabs a corner whenever it can, otherwise the move that leaves it the most discs.</source>
        <translation>Schnappt sich eine Ecke, wann immer es geht, sonst den Zug, der ihm die meisten Steine lässt.</translation>
    </message>
    <message>
        <source>Corner grabber</source>
        <translation>Eckenjäger</translation>
    </message>
    <message>
        <source>corner-first, like the book: any corner, else most discs</source>
        <translation>Ecken zuerst, wie im Lehrbuch: irgendeine Ecke, sonst die meisten Steine</translation>
    </message>
    <message>
        <source>Looks one move ahead and keeps as many discs as it can.</source>
        <translation>Schaut einen Zug voraus und behält so viele Steine wie möglich.</translation>
    </message>
    <message>
        <source>Disc counter</source>
        <translation>Steinezähler</translation>
    </message>
    <message>
        <source>one-ply maximizer of the disc difference (Norvig)</source>
        <translation>Maximierer der Steindifferenz mit einem Halbzug (Norvig)</translation>
    </message>
    <message>
        <source>Looks one move ahead and prefers strong squares: corners and edges, not the squares next to corners.</source>
        <translation>Schaut einen Zug voraus und bevorzugt starke Felder: Ecken und Ränder, nicht die Felder neben den Ecken.</translation>
    </message>
    <message>
        <source>Square weigher</source>
        <translation>Feldbewerter</translation>
    </message>
    <message>
        <source>one-ply maximizer of the weighted-squares table (Norvig)</source>
        <translation>Maximierer der gewichteten Feldtabelle mit einem Halbzug (Norvig)</translation>
    </message>
    <message>
        <source>Minimax</source>
        <translation>Minimax</translation>
    </message>
    <message>
        <source>plain minimax to a fixed depth</source>
        <translation>einfaches Minimax bis zu einer festen Tiefe</translation>
    </message>
    <message>
        <source>Looks a few moves ahead (4 unless you set another number), weighing corners and edges.</source>
        <translation>Schaut ein paar Züge voraus (4, wenn du keine andere Zahl einstellst) und gewichtet Ecken und Ränder.</translation>
    </message>
    <message>
        <source>moves ahead, e.g. 4</source>
        <translation>Züge voraus, z. B. 4</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>Alpha-Beta</translation>
    </message>
    <message>
        <source>alpha-beta to a fixed depth (Norvig)</source>
        <translation>Alpha-Beta bis zu einer festen Tiefe (Norvig)</translation>
    </message>
    <message>
        <source>Looks several moves ahead (6 unless you set another number), weighing corners and edges.</source>
        <translation>Schaut mehrere Züge voraus (6, wenn du keine andere Zahl einstellst) und gewichtet Ecken und Ränder.</translation>
    </message>
    <message>
        <source>moves ahead, e.g. 6</source>
        <translation>Züge voraus, z. B. 6</translation>
    </message>
    <message>
        <source>NegaScout</source>
        <translation>NegaScout</translation>
    </message>
    <message>
        <source>NegaScout over square weights with priority move ordering</source>
        <translation>NegaScout über Feldgewichten mit Zugsortierung nach Priorität</translation>
    </message>
    <message>
        <source>Thinks deeper and deeper until its time is up (2 s a move unless you give a time).</source>
        <translation>Denkt immer tiefer, bis seine Zeit um ist (2 s pro Zug, wenn du keine Zeit angibst).</translation>
    </message>
    <message>
        <source>Iterative deepening</source>
        <translation>Iterative Vertiefung</translation>
    </message>
    <message>
        <source>iterative deepening alpha-beta, answers before its time limit</source>
        <translation>Alpha-Beta mit iterativer Vertiefung, antwortet vor Ablauf seines Zeitlimits</translation>
    </message>
    <message>
        <source>time a move, e.g. 2s or 500ms</source>
        <translation>Zeit pro Zug, z. B. 2s oder 500ms</translation>
    </message>
    <message>
        <source>The strongest opponent: searches deep and plays perfect endgames (2 s a move unless you set a time or how many moves ahead).</source>
        <translation>Der stärkste Gegner: sucht tief und spielt perfekte Endspiele (2 s pro Zug, wenn du keine Zeit und keine Zugtiefe einstellst).</translation>
    </message>
    <message>
        <source>Master engine</source>
        <translation>Meister-Engine</translation>
    </message>
    <message>
        <source>opening book, PVS with Multi-ProbCut over a trained pattern evaluation, exact endgame</source>
        <translation>Eröffnungsbuch, PVS mit Multi-ProbCut über einer trainierten Musterbewertung, exaktes Endspiel</translation>
    </message>
    <message>
        <source>time a move (5s) or moves ahead (12)</source>
        <translation>Zeit pro Zug (5s) oder Züge voraus (12)</translation>
    </message>
    <message>
        <source>The master engine as it was before it learned patterns: a yardstick for the trained evaluation.</source>
        <translation>Die Meister-Engine, wie sie war, bevor sie Muster lernte: ein Maßstab für die trainierte Bewertung.</translation>
    </message>
    <message>
        <source>Master engine, simpler judgement</source>
        <translation>Meister-Engine, einfachere Bewertung</translation>
    </message>
    <message>
        <source>the master engine with the linear evaluation of hand-picked features</source>
        <translation>die Meister-Engine mit linearer Bewertung handverlesener Merkmale</translation>
    </message>
    <message>
        <source>Plays like a person: looks a few moves ahead and now and then settles for a slightly worse move.</source>
        <translation>Spielt wie ein Mensch: schaut ein paar Züge voraus und gibt sich ab und zu mit einem etwas schlechteren Zug zufrieden.</translation>
    </message>
    <message>
        <source>Human-like player</source>
        <translation>Menschenähnlicher Spieler</translation>
    </message>
    <message>
        <source>every move valued by a shallow master search, chosen by softmax at a temperature in discs</source>
        <translation>jeder Zug per flacher Meister-Suche bewertet, gewählt per Softmax mit einer Temperatur in Steinen</translation>
    </message>
    <message>
        <source>moves ahead and randomness, e.g. 2:4</source>
        <translation>Züge voraus und Zufälligkeit, z. B. 2:4</translation>
    </message>
    <message>
        <source>A neural network that taught itself by playing: it picks the move it thinks most likely to win.</source>
        <translation>Ein neuronales Netz, das sich das Spielen selbst beigebracht hat: Es wählt den Zug, der ihm am ehesten den Sieg verspricht.</translation>
    </message>
    <message>
        <source>Self-taught network</source>
        <translation>Selbstlernendes Netz</translation>
    </message>
    <message>
        <source>TD(λ) network, 1 ply (the learning seed)</source>
        <translation>TD(λ)-Netz, 1 Halbzug (der Lern-Seed)</translation>
    </message>
    <message>
        <source>its weights file (.npz)</source>
        <translation>seine Gewichtsdatei (.npz)</translation>
    </message>
    <message>
        <source>A program you added in Game → Engines… (such as Edax or ntest), speaking NBoard&apos;s protocol.</source>
        <translation>Ein Programm, das du unter Partie → Engines… hinzugefügt hast (etwa Edax oder ntest) und das das NBoard-Protokoll spricht.</translation>
    </message>
    <message>
        <source>External engine</source>
        <translation>Externe Engine</translation>
    </message>
    <message>
        <source>an NBoard-protocol engine run as a separate program</source>
        <translation>eine Engine mit NBoard-Protokoll, als eigenes Programm ausgeführt</translation>
    </message>
    <message>
        <source>its name, then :depth or :time, e.g. Edax:2s</source>
        <translation>ihr Name, dann :Tiefe oder :Zeit, z. B. Edax:2s</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Not practised yet</source>
        <translation>Noch nicht geübt</translation>
    </message>
    <message numerus="yes">
        <source>Practised %n time(s)</source>
        <translation>
            <numerusform>%n-mal geübt</numerusform>
            <numerusform>%n-mal geübt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clean run(s)</source>
        <translation>
            <numerusform>%n fehlerfreier Durchgang</numerusform>
            <numerusform>%n fehlerfreie Durchgänge</numerusform>
        </translation>
    </message>
    <message>
        <source>{tries}, {clean}, last on {date}</source>
        <translation>{tries}, {clean}, zuletzt am {date}</translation>
    </message>
    <message>
        <source>Practise an opening</source>
        <translation>Eröffnung üben</translation>
    </message>
    <message>
        <source>Search the openings</source>
        <translation>Eröffnungen suchen</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Eröffnungen</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>The computer plays the opening, then the replies played most often in the open games database (with no database open, the opening book&apos;s best moves). A move that loses more than {discs} discs against the book&apos;s best is shown at once, and you may try again.</source>
        <translation>Der Computer spielt die Eröffnung, dann die in der geöffneten Partiendatenbank am häufigsten gespielten Antworten (ist keine Datenbank geöffnet, die besten Züge des Eröffnungsbuchs). Ein Zug, der mehr als {discs} Steine gegenüber dem besten Zug des Buchs verliert, wird sofort gezeigt, und Sie können es noch einmal versuchen.</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Fehlerfrei</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Zuletzt</translation>
    </message>
    <message>
        <source>The board as it is</source>
        <translation>Das Brett, wie es ist</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Sie spielen:</translation>
    </message>
    <message>
        <source>Your results:</source>
        <translation>Ihre Ergebnisse:</translation>
    </message>
    <message>
        <source>&amp;Practise</source>
        <translation>Ü&amp;ben</translation>
    </message>
    <message>
        <source>Practise an &amp;opening…</source>
        <translation>&amp;Eröffnung üben…</translation>
    </message>
    <message>
        <source>{move} is off the line: the book plays {best} ({best_value} discs for you); {move} is worth {value} discs for you.</source>
        <translation>{move} verlässt die Linie: Das Buch spielt {best} ({best_value} Steine für Sie); {move} ist {value} Steine für Sie wert.</translation>
    </message>
    <message>
        <source>Practising {opening}: you play {color}</source>
        <translation>Übung {opening}: Sie spielen {color}</translation>
    </message>
    <message>
        <source>Practising from the board: you play {color}</source>
        <translation>Übung ab dem Brett: Sie spielen {color}</translation>
    </message>
    <message>
        <source>from the board</source>
        <translation>ab dem Brett</translation>
    </message>
    <message>
        <source>Practising {name} as {color} — move {number} of {length}</source>
        <translation>Übung {name} mit {color} — Zug {number} von {length}</translation>
    </message>
    <message>
        <source>Retry the move or continue first</source>
        <translation>Erst den Zug wiederholen oder weitermachen</translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s reply</source>
        <translation>Warten Sie auf die Antwort des Computers</translation>
    </message>
    <message>
        <source>Off the line</source>
        <translation>Abseits der Linie</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Noch einmal</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Try again: {color} to move</source>
        <translation>Noch einmal: {color} am Zug</translation>
    </message>
    <message>
        <source>The book&apos;s line ends here.</source>
        <translation>Die Linie des Buchs endet hier.</translation>
    </message>
    <message>
        <source>No game of the database goes on from here.</source>
        <translation>Keine Partie der Datenbank geht von hier weiter.</translation>
    </message>
    <message>
        <source>The practice has gone its length.</source>
        <translation>Die Übung ist zu Ende gespielt.</translation>
    </message>
    <message>
        <source>A clean run: every move on the line.</source>
        <translation>Fehlerfrei: Jeder Zug auf der Linie.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) off the line.</source>
        <translation>
            <numerusform>%n Zug abseits der Linie.</numerusform>
            <numerusform>%n Züge abseits der Linie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice over</source>
        <translation>Übung beendet</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;Click a marked square, or use the arrow keys and Enter, or type a square such as &lt;tt&gt;f5&lt;/tt&gt;.&lt;/li&gt;&lt;li&gt;Hover a legal square to see which discs it would turn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hints&lt;/b&gt; ({hints_keys}) write the engine&apos;s value of every move, in discs, on the board.&lt;/li&gt;&lt;li&gt;Undo ({undo_keys}) and redo ({redo_keys}) work at any time, even while the computer thinks.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Move now&lt;/b&gt; ({move_now_keys}) makes the computer play its best move so far.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;Klicke auf ein markiertes Feld, nutze die Pfeiltasten und die Eingabetaste, oder tippe ein Feld wie &lt;tt&gt;f5&lt;/tt&gt; ein.&lt;/li&gt;&lt;li&gt;Zeige mit der Maus auf ein gültiges Feld, um zu sehen, welche Steine es umdrehen würde.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tipps&lt;/b&gt; ({hints_keys}) schreiben den Wert jedes Zugs laut Engine, in Steinen, aufs Brett.&lt;/li&gt;&lt;li&gt;Rückgängig ({undo_keys}) und Wiederherstellen ({redo_keys}) funktionieren jederzeit, auch während der Computer nachdenkt.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Jetzt ziehen&lt;/b&gt; ({move_now_keys}) lässt den Computer seinen bisher besten Zug spielen.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play Othello&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;So wird Othello gespielt&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Black and White take turns placing a disc of their colour; &lt;b&gt;Black moves first&lt;/b&gt; from the four discs in the centre.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Schwarz und Weiß setzen abwechselnd einen Stein ihrer Farbe; &lt;b&gt;Schwarz zieht zuerst&lt;/b&gt;, ausgehend von den vier Steinen in der Mitte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A move must &lt;b&gt;outflank&lt;/b&gt;: the new disc and another disc of yours must enclose an unbroken line of your opponent&apos;s discs — horizontally, vertically or diagonally. Every enclosed disc turns over to your colour, in all directions at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Zug muss &lt;b&gt;einschließen&lt;/b&gt;: Der neue Stein und ein anderer Stein deiner Farbe müssen eine lückenlose Reihe gegnerischer Steine umschließen — waagerecht, senkrecht oder diagonal. Jeder eingeschlossene Stein wird auf deine Farbe umgedreht, in allen Richtungen zugleich.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If you cannot outflank anything you must &lt;b&gt;pass&lt;/b&gt;; if you can, you must move. When neither side can move the game ends, and the side with more discs wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kannst du nichts einschließen, musst du &lt;b&gt;passen&lt;/b&gt;; kannst du es, musst du ziehen. Kann keine Seite mehr ziehen, endet die Partie, und die Seite mit mehr Steinen gewinnt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h4&gt;In this app&lt;/h4&gt;</source>
        <translation>&lt;h4&gt;In diesem Programm&lt;/h4&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Corners can never be flipped back: they are the strongest squares. The squares next to them are dangerous early on, because they may hand a corner to your opponent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ecken können nie zurückgedreht werden: Sie sind die stärksten Felder. Die Felder daneben sind früh in der Partie gefährlich, weil sie deinem Gegner eine Ecke überlassen können.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules of Othello</source>
        <translation>Othello-Regeln</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>The game in progress cannot be saved to {path}: {reason}.
Play goes on; the game will be saved once the folder can be written again.</source>
        <translation>Die laufende Partie kann nicht unter {path} gespeichert werden: {reason}.
Es wird weitergespielt; die Partie wird gespeichert, sobald der Ordner wieder beschreibbar ist.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be restored: {problem}.
{kept}</source>
        <translation>Deine angefangene Partie konnte nicht wiederhergestellt werden: {problem}.
{kept}</translation>
    </message>
    <message>
        <source>It stays as {path} (it could not be renamed: {reason}); this session will not save the game in progress, so the file is not overwritten.</source>
        <translation>Die Datei bleibt als {path} erhalten (sie konnte nicht umbenannt werden: {reason}); diese Sitzung speichert die laufende Partie nicht, damit die Datei nicht überschrieben wird.</translation>
    </message>
    <message>
        <source>The file is kept as {path}.</source>
        <translation>Die Datei bleibt als {path} erhalten.</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {number} is {value})</source>
        <translation>die Datei ist kein UTF-8-Text (Byte {number} ist {value})</translation>
    </message>
    <message>
        <source>the file has no {key}</source>
        <translation>in der Datei fehlt {key}</translation>
    </message>
    <message>
        <source>{key} must be text, not {value}</source>
        <translation>{key} muss Text sein, nicht {value}</translation>
    </message>
    <message>
        <source>{key} must be a whole number, not {value}</source>
        <translation>{key} muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>{key} must be true or false, not {value}</source>
        <translation>{key} muss true oder false sein, nicht {value}</translation>
    </message>
    <message>
        <source>{key} must be a list, not {value}</source>
        <translation>{key} muss eine Liste sein, nicht {value}</translation>
    </message>
    <message numerus="yes">
        <source>{key} holds %n moves, more than a game has</source>
        <translation>
            <numerusform>{key} enthält %n Zug, mehr als eine Partie haben kann</numerusform>
            <numerusform>{key} enthält %n Züge, mehr als eine Partie haben kann</numerusform>
        </translation>
    </message>
    <message>
        <source>{key} must be a list of moves like &quot;f5&quot;</source>
        <translation>{key} muss eine Liste von Zügen wie „f5“ sein</translation>
    </message>
    <message>
        <source>{key} is not a player setting: {value}</source>
        <translation>{key} ist keine Spielereinstellung: {value}</translation>
    </message>
    <message>
        <source>the file is not valid: {reason}</source>
        <translation>die Datei ist ungültig: {reason}</translation>
    </message>
    <message>
        <source>the file is not an othello-qt saved game</source>
        <translation>die Datei ist keine gespeicherte Partie von othello-qt</translation>
    </message>
    <message>
        <source>it was saved by a newer version of othello-qt (format {version}; this one reads {known})</source>
        <translation>sie wurde von einer neueren Version von othello-qt gespeichert (Format {version}; diese Version liest {known})</translation>
    </message>
    <message>
        <source>unsupported format version {version}</source>
        <translation>nicht unterstützte Formatversion {version}</translation>
    </message>
    <message>
        <source>{key} must be an object</source>
        <translation>{key} muss ein Objekt sein</translation>
    </message>
    <message>
        <source>the kept game: {reason}</source>
        <translation>die aufbewahrte Partie: {reason}</translation>
    </message>
    <message>
        <source>the clock: {reason}</source>
        <translation>die Uhr: {reason}</translation>
    </message>
    <message>
        <source>the clock&apos;s times do not match the moves</source>
        <translation>die Zeiten der Uhr passen nicht zu den Zügen</translation>
    </message>
    <message>
        <source>the clock&apos;s move time must be a number of seconds, not {value}</source>
        <translation>die Zugzeit der Uhr muss eine Anzahl Sekunden sein, nicht {value}</translation>
    </message>
    <message>
        <source>the clock&apos;s time used must be a number of seconds, not {value}</source>
        <translation>die verbrauchte Zeit der Uhr muss eine Anzahl Sekunden sein, nicht {value}</translation>
    </message>
    <message>
        <source>redo move {number} ({move}) is illegal: {reason}</source>
        <translation>der wiederherstellbare Zug {number} ({move}) ist ungültig: {reason}</translation>
    </message>
    <message>
        <source>move {number} ({move}) is illegal: {reason}</source>
        <translation>Zug {number} ({move}) ist ungültig: {reason}</translation>
    </message>
    <message>
        <source>redo move {number}: {reason}</source>
        <translation>wiederherstellbarer Zug {number}: {reason}</translation>
    </message>
    <message>
        <source>move {number}: {reason}</source>
        <translation>Zug {number}: {reason}</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>{color} played {move}</source>
        <translation>{color} spielte {move}</translation>
    </message>
</context>
<context>
    <name>SetupCheck</name>
    <message>
        <source>The board is empty: place discs of both colours.</source>
        <translation>Das Brett ist leer: Setze Steine beider Farben.</translation>
    </message>
    <message>
        <source>Neither side has a legal move: the game would be over at once. Add or remove discs.</source>
        <translation>Keine Seite hat einen gültigen Zug: Die Partie wäre sofort vorbei. Füge Steine hinzu oder entferne welche.</translation>
    </message>
    <message>
        <source>{color} has no legal move here: choose {opponent} to move, or change the discs.</source>
        <translation>{color} hat hier keinen gültigen Zug: Stelle {opponent} als Seite am Zug ein oder ändere die Steine.</translation>
    </message>
    <message>
        <source>{squares} is empty: no game from the start reaches this position, but it can be played.</source>
        <translation>{squares} ist leer: Keine Partie ab der Ausgangsstellung erreicht diese Stellung, aber sie kann gespielt werden.</translation>
    </message>
    <message>
        <source>{squares} are empty: no game from the start reaches this position, but it can be played.</source>
        <translation>{squares} sind leer: Keine Partie ab der Ausgangsstellung erreicht diese Stellung, aber sie kann gespielt werden.</translation>
    </message>
    <message>
        <source>Ready: this position can be played or analysed.</source>
        <translation>Bereit: Diese Stellung kann gespielt oder analysiert werden.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Black player</source>
        <translation>Spieler für Schwarz</translation>
    </message>
    <message>
        <source>White player</source>
        <translation>Spieler für Weiß</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>plays on: {now}</source>
        <translation>spielt weiter: {now}</translation>
    </message>
    <message>
        <source>{played} (from the file) — now {now}</source>
        <translation>{played} (aus der Datei) — jetzt {now}</translation>
    </message>
    <message>
        <source>{played} — now {now}</source>
        <translation>{played} — jetzt {now}</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>The computer is thinking</source>
        <translation>Der Computer denkt nach</translation>
    </message>
</context>
<context>
    <name>StatusText</name>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{number} — {name}</source>
        <translation>{number} — {name}</translation>
    </message>
    <message>
        <source>{name} ({other_names})</source>
        <translation>{name} ({other_names})</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) ahead</source>
        <translation>
            <numerusform>%n Zug voraus</numerusform>
            <numerusform>%n Züge voraus</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} s a move</source>
        <translation>{seconds} s pro Zug</translation>
    </message>
    <message>
        <source>weighted squares</source>
        <translation>gewichtete Felder</translation>
    </message>
    <message>
        <source>counting discs</source>
        <translation>Steine zählen</translation>
    </message>
    <message>
        <source>square values</source>
        <translation>Feldwerte</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n Thread</numerusform>
            <numerusform>%n Threads</numerusform>
        </translation>
    </message>
    <message>
        <source>full search</source>
        <translation>volle Suche</translation>
    </message>
    <message>
        <source>selectivity {value}</source>
        <translation>Selektivität {value}</translation>
    </message>
    <message>
        <source>no opening book</source>
        <translation>kein Eröffnungsbuch</translation>
    </message>
    <message>
        <source>opening book</source>
        <translation>Eröffnungsbuch</translation>
    </message>
    <message numerus="yes">
        <source>varied openings (book moves within %n disc(s))</source>
        <translation>
            <numerusform>variierte Eröffnungen (Buchzüge bis %n Stein hinter dem besten)</numerusform>
            <numerusform>variierte Eröffnungen (Buchzüge bis %n Steine hinter dem besten)</numerusform>
        </translation>
    </message>
    <message>
        <source>varied openings (book moves within {discs} discs)</source>
        <translation>variierte Eröffnungen (Buchzüge bis {discs} Steine hinter dem besten)</translation>
    </message>
    <message>
        <source>randomness {value}</source>
        <translation>Zufälligkeit {value}</translation>
    </message>
    <message>
        <source>{player} ({setting})</source>
        <translation>{player} ({setting})</translation>
    </message>
    <message>
        <source>{description}
({detail}; {spec})</source>
        <translation>{description}
({detail}; {spec})</translation>
    </message>
    <message>
        <source>{description}
({spec})</source>
        <translation>{description}
({spec})</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer, level {level}</source>
        <translation>Computer, Stufe {level}</translation>
    </message>
    <message>
        <source>Computer · level {number}</source>
        <translation>Computer · Stufe {number}</translation>
    </message>
    <message>
        <source>Level {number}</source>
        <translation>Stufe {number}</translation>
    </message>
    <message>
        <source>Computer: {player}</source>
        <translation>Computer: {player}</translation>
    </message>
    <message>
        <source>Computer · {player}</source>
        <translation>Computer · {player}</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>{chance} to win</source>
        <translation>{chance} Gewinnchance</translation>
    </message>
    <message numerus="yes">
        <source>{value} disc(s)</source>
        <translation>
            <numerusform>{value} Stein</numerusform>
            <numerusform>{value} Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{value} point(s)</source>
        <translation>
            <numerusform>{value} Punkt</numerusform>
            <numerusform>{value} Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation>Wird vorbereitet…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>Your move ({color})</source>
        <translation>Du bist am Zug ({color})</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <source>{color} (computer) is paused</source>
        <translation>{color} (Computer) ist pausiert</translation>
    </message>
    <message>
        <source>{color} is thinking…</source>
        <translation>{color} denkt nach…</translation>
    </message>
    <message>
        <source>{color} to move</source>
        <translation>{color} ist am Zug</translation>
    </message>
    <message>
        <source>{turn} — {app}</source>
        <translation>{turn} — {app}</translation>
    </message>
    <message>
        <source>Draw, {black}–{white}</source>
        <translation>Unentschieden, {black}–{white}</translation>
    </message>
    <message>
        <source>You win {score}!</source>
        <translation>Du gewinnst {score}!</translation>
    </message>
    <message>
        <source>You lose {score}</source>
        <translation>Du verlierst {score}</translation>
    </message>
    <message>
        <source>{color} wins {score}</source>
        <translation>{color} gewinnt {score}</translation>
    </message>
    <message>
        <source>Game over: Draw {black}-{white}. Start a new game with {shortcut}.</source>
        <translation>Partie beendet: Unentschieden {black}-{white}. Starte eine neue Partie mit {shortcut}.</translation>
    </message>
    <message>
        <source>Game over: {color} wins {high}-{low}. Start a new game with {shortcut}.</source>
        <translation>Partie beendet: {color} gewinnt {high}-{low}. Starte eine neue Partie mit {shortcut}.</translation>
    </message>
    <message>
        <source>Your time ran out — you lose on time</source>
        <translation>Deine Zeit ist abgelaufen — du verlierst durch Zeitüberschreitung</translation>
    </message>
    <message>
        <source>Time! You win on time</source>
        <translation>Zeit! Du gewinnst durch Zeitüberschreitung des Gegners</translation>
    </message>
    <message>
        <source>{loser}&apos;s time ran out — {winner} wins on time</source>
        <translation>Die Zeit von {loser} ist abgelaufen — {winner} gewinnt durch Zeitüberschreitung</translation>
    </message>
    <message>
        <source>Game over: {winner} wins on time. Start a new game with {shortcut}.</source>
        <translation>Partie beendet: {winner} gewinnt durch Zeitüberschreitung. Starte eine neue Partie mit {shortcut}.</translation>
    </message>
    <message>
        <source>{color} ({player}) is thinking…</source>
        <translation>{color} ({player}) denkt nach…</translation>
    </message>
    <message>
        <source>from the opening book</source>
        <translation>aus dem Eröffnungsbuch</translation>
    </message>
    <message>
        <source>to the end of the game</source>
        <translation>bis zum Ende der Partie</translation>
    </message>
    <message>
        <source>{color}&apos;s chance to win: {chance}</source>
        <translation>Gewinnchance von {color}: {chance}</translation>
    </message>
    <message>
        <source>the opening book calls the game even</source>
        <translation>laut Eröffnungsbuch ist die Partie ausgeglichen</translation>
    </message>
    <message numerus="yes">
        <source>the opening book puts {color} %n disc(s) ahead</source>
        <translation>
            <numerusform>{color} liegt laut Eröffnungsbuch %n Stein vorn</numerusform>
            <numerusform>{color} liegt laut Eröffnungsbuch %n Steine vorn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the opening book puts {color} %n disc(s) behind</source>
        <translation>
            <numerusform>{color} liegt laut Eröffnungsbuch %n Stein zurück</numerusform>
            <numerusform>{color} liegt laut Eröffnungsbuch %n Steine zurück</numerusform>
        </translation>
    </message>
    <message>
        <source>{color} thinks the game is even</source>
        <translation>{color} hält die Partie für ausgeglichen</translation>
    </message>
    <message numerus="yes">
        <source>{color} thinks it is %n disc(s) ahead</source>
        <translation>
            <numerusform>{color} glaubt, %n Stein vorn zu liegen</numerusform>
            <numerusform>{color} glaubt, %n Steine vorn zu liegen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} thinks it is %n disc(s) behind</source>
        <translation>
            <numerusform>{color} glaubt, %n Stein zurückzuliegen</numerusform>
            <numerusform>{color} glaubt, %n Steine zurückzuliegen</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw with best play</source>
        <translation>bei bestem Spiel unentschieden</translation>
    </message>
    <message numerus="yes">
        <source>{color} wins by %n disc(s) with best play</source>
        <translation>
            <numerusform>{color} gewinnt bei bestem Spiel mit %n Stein Vorsprung</numerusform>
            <numerusform>{color} gewinnt bei bestem Spiel mit %n Steinen Vorsprung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} loses by %n disc(s) with best play</source>
        <translation>
            <numerusform>{color} verliert bei bestem Spiel mit %n Stein Rückstand</numerusform>
            <numerusform>{color} verliert bei bestem Spiel mit %n Steinen Rückstand</numerusform>
        </translation>
    </message>
    <message>
        <source>{color} wins with best play</source>
        <translation>{color} gewinnt bei bestem Spiel</translation>
    </message>
    <message>
        <source>{color} loses with best play</source>
        <translation>{color} verliert bei bestem Spiel</translation>
    </message>
    <message>
        <source>{color} is thinking… ({ahead})</source>
        <translation>{color} denkt nach… ({ahead})</translation>
    </message>
    <message>
        <source>book</source>
        <translation>Buch</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>win/loss/draw</source>
        <translation>Sieg/Niederlage/Unentschieden</translation>
    </message>
    <message>
        <source>depth {depth}</source>
        <translation>Tiefe {depth}</translation>
    </message>
    <message>
        <source>{speed} kN/s</source>
        <translation>{speed} kN/s</translation>
    </message>
    <message>
        <source>{color} played {move} — {outlook}</source>
        <translation>{color} spielte {move} — {outlook}</translation>
    </message>
    <message>
        <source>{color} played {move}</source>
        <translation>{color} spielte {move}</translation>
    </message>
    <message>
        <source>line {moves}</source>
        <translation>Variante {moves}</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>Hint: {square} is best ({details})</source>
        <translation>Tipp: {square} ist am besten ({details})</translation>
    </message>
    <message>
        <source>{color} has no legal move and passes</source>
        <translation>{color} hat keinen legalen Zug und passt</translation>
    </message>
    <message>
        <source>{passes}. {opponent} to move.</source>
        <translation>{passes}. {opponent} ist am Zug.</translation>
    </message>
    <message>
        <source>The clocks are stopped — press Resume ({shortcut}) to play on</source>
        <translation>Die Uhren sind angehalten — drücke Fortsetzen ({shortcut}), um weiterzuspielen</translation>
    </message>
    <message>
        <source>The computer is paused — press Resume ({shortcut}) to let it play</source>
        <translation>Der Computer ist pausiert — drücke Fortsetzen ({shortcut}), damit er weiterspielt</translation>
    </message>
    <message>
        <source>the disk or folder is read-only</source>
        <translation>das Laufwerk oder der Ordner ist schreibgeschützt</translation>
    </message>
    <message>
        <source>you may not write or read there</source>
        <translation>dort dürfen Sie weder schreiben noch lesen</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>das Laufwerk ist voll</translation>
    </message>
    <message>
        <source>the folder or file does not exist</source>
        <translation>der Ordner oder die Datei existiert nicht</translation>
    </message>
    <message>
        <source>that is a folder, not a file</source>
        <translation>das ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>der Name ist zu lang</translation>
    </message>
    <message>
        <source>Looking at move {shown} of the finished game — » ({last_keys}) returns to its end</source>
        <translation>Du siehst Zug {shown} der beendeten Partie — » ({last_keys}) führt zu ihrem Ende zurück</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) returns to the last move, where it is your turn; Play on ({play_keys}) lets the computer continue from here instead</source>
        <translation>Du siehst Zug {shown} von {total} — » ({last_keys}) führt zum letzten Zug zurück, wo du am Zug bist; Weiterspielen ({play_keys}) lässt stattdessen den Computer von hier aus fortfahren</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) returns to the last move, where the computer plays on; Play on ({play_keys}) lets it continue from here instead</source>
        <translation>Du siehst Zug {shown} von {total} — » ({last_keys}) führt zum letzten Zug zurück, wo der Computer weiterspielt; Weiterspielen ({play_keys}) lässt ihn stattdessen von hier aus fortfahren</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) goes to the last move; a move here starts a new line (Undo brings the old one back)</source>
        <translation>Du siehst Zug {shown} von {total} — » ({last_keys}) geht zum letzten Zug; ein Zug hier beginnt eine neue Variante (Rückgängig holt die alte zurück)</translation>
    </message>
    <message>
        <source>Looking at move {shown}</source>
        <translation>Du siehst Zug {shown}</translation>
    </message>
    <message>
        <source>New line from move {number}</source>
        <translation>Neue Variante ab Zug {number}</translation>
    </message>
    <message>
        <source>New line from the start</source>
        <translation>Neue Variante ab der Ausgangsstellung</translation>
    </message>
    <message numerus="yes">
        <source>{title}: the game&apos;s %n later move(s) kept — Undo ({shortcut}) brings them back</source>
        <translation>
            <numerusform>{title}: %n späterer Zug der Partie aufbewahrt — Rückgängig ({shortcut}) holt ihn zurück</numerusform>
            <numerusform>{title}: %n spätere Züge der Partie aufbewahrt — Rückgängig ({shortcut}) holt sie zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded {source}: %n move(s)</source>
        <translation>
            <numerusform>{source} geladen: %n Zug</numerusform>
            <numerusform>{source} geladen: %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer waits: Resume ({shortcut}) lets it play</source>
        <translation>der Computer wartet: Fortsetzen ({shortcut}) lässt ihn spielen</translation>
    </message>
    <message>
        <source>Undo ({shortcut}) brings back your previous game</source>
        <translation>Rückgängig ({shortcut}) holt deine vorherige Partie zurück</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>heute um {clock}</translation>
    </message>
    <message>
        <source>yesterday at {clock}</source>
        <translation>gestern um {clock}</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>a date, as QLocale::toString writes it: d the day, MMM the month, yyyy the year</comment>
        <translation>d. MMM yyyy</translation>
    </message>
    <message>
        <source>on {date} at {clock}</source>
        <translation>am {date} um {clock}</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game (%n move(s), saved {when}). Continue it?</source>
        <translation>
            <numerusform>Du hast eine angefangene Partie (%n Zug, gespeichert {when}). Fortsetzen?</numerusform>
            <numerusform>Du hast eine angefangene Partie (%n Züge, gespeichert {when}). Fortsetzen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game (%n move(s)). Continue it?</source>
        <translation>
            <numerusform>Du hast eine angefangene Partie (%n Zug). Fortsetzen?</numerusform>
            <numerusform>Du hast eine angefangene Partie (%n Züge). Fortsetzen?</numerusform>
        </translation>
    </message>
    <message>
        <source>{new_game} starts a fresh board and keeps this one: Undo ({shortcut}) brings it back, and it is offered again next time until you play a move in the new game.</source>
        <translation>„{new_game}“ beginnt auf einem leeren Brett und hebt diese Partie auf: Rückgängig ({shortcut}) holt sie zurück, und sie wird beim nächsten Mal wieder angeboten, bis du in der neuen Partie einen Zug spielst.</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a square</comment>
        <translation>leer</translation>
    </message>
    <message>
        <source>black</source>
        <comment>a square&apos;s disc</comment>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>white</source>
        <comment>a square&apos;s disc</comment>
        <translation>weiß</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>letzter Zug</translation>
    </message>
    <message>
        <source>legal</source>
        <comment>a move</comment>
        <translation>gültig</translation>
    </message>
    <message numerus="yes">
        <source>flips %n</source>
        <translation>
            <numerusform>dreht %n um</numerusform>
            <numerusform>dreht %n um</numerusform>
        </translation>
    </message>
    <message>
        <source>hint {value}</source>
        <translation>Tipp {value}</translation>
    </message>
    <message>
        <source>best</source>
        <comment>a hint&apos;s move</comment>
        <translation>bester Zug</translation>
    </message>
    <message>
        <source>Black {black}, White {white}</source>
        <translation>Schwarz {black}, Weiß {white}</translation>
    </message>
    <message>
        <source>{counts}. The game is over.</source>
        <translation>{counts}. Die Partie ist vorbei.</translation>
    </message>
    <message numerus="yes">
        <source>{counts}. {color} to move, %n legal move(s).</source>
        <translation>
            <numerusform>{counts}. {color} am Zug, %n gültiger Zug.</numerusform>
            <numerusform>{counts}. {color} am Zug, %n gültige Züge.</numerusform>
        </translation>
    </message>
    <message>
        <source>{counts}. {color} to move.</source>
        <translation>{counts}. {color} am Zug.</translation>
    </message>
    <message numerus="yes">
        <source>{color}: {player}, %n disc(s), to move</source>
        <translation>
            <numerusform>{color}: {player}, %n Stein, am Zug</numerusform>
            <numerusform>{color}: {player}, %n Steine, am Zug</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color}: {player}, %n disc(s)</source>
        <translation>
            <numerusform>{color}: {player}, %n Stein</numerusform>
            <numerusform>{color}: {player}, %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}&apos;s clock: time is up</source>
        <translation>Uhr von {color}: Zeit abgelaufen</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>{minutes} {seconds}</source>
        <comment>a time: 4 minutes 59 seconds</comment>
        <translation>{minutes} {seconds}</translation>
    </message>
    <message>
        <source>{color}&apos;s clock: {time} left</source>
        <translation>Uhr von {color}: noch {time}</translation>
    </message>
    <message numerus="yes">
        <source>{color} plays {move}, turns %n disc(s). {counts}. {next} to move.</source>
        <translation>
            <numerusform>{color} spielt {move}, dreht %n Stein um. {counts}. {next} am Zug.</numerusform>
            <numerusform>{color} spielt {move}, dreht %n Steine um. {counts}. {next} am Zug.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} plays {move}, turns %n disc(s). {counts}.</source>
        <translation>
            <numerusform>{color} spielt {move}, dreht %n Stein um. {counts}.</numerusform>
            <numerusform>{color} spielt {move}, dreht %n Steine um. {counts}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move} is not a legal move: the square is taken</source>
        <translation>{move} ist kein gültiger Zug: das Feld ist besetzt</translation>
    </message>
    <message>
        <source>{move} is not a legal move: it would turn no {color} disc</source>
        <translation>{move} ist kein gültiger Zug: er würde keinen Stein von {color} umdrehen</translation>
    </message>
    <message>
        <source>{move} is not a legal move: {turn} has no move and must pass</source>
        <translation>{move} ist kein gültiger Zug: {turn} hat keinen Zug und muss passen</translation>
    </message>
    <message>
        <source>{move} is not a legal move: the game is over</source>
        <translation>{move} ist kein gültiger Zug: die Partie ist vorbei</translation>
    </message>
    <message>
        <source>{move} is not a legal move: {reason}</source>
        <translation>{move} ist kein gültiger Zug: {reason}</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic green</source>
        <translation>Klassisch grün</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>TimeControlChooser</name>
    <message>
        <source>Clock: minutes per side</source>
        <translation>Bedenkzeit: Minuten pro Seite</translation>
    </message>
    <message>
        <source>Seconds added after each move</source>
        <translation>Zeitgutschrift pro Zug in Sekunden</translation>
    </message>
    <message>
        <source>+ {seconds} s</source>
        <translation>+ {seconds} s</translation>
    </message>
    <message>
        <source>Seconds added to a side&apos;s clock after each of its moves (Fischer)</source>
        <translation>Sekunden, die der Uhr einer Seite nach jedem ihrer Züge gutgeschrieben werden (Fischer)</translation>
    </message>
    <message>
        <source>per side</source>
        <translation>pro Seite</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
</context>
<context>
    <name>ViewOptions</name>
    <message>
        <source>Show &amp;legal moves</source>
        <translation>&amp;Gültige Züge anzeigen</translation>
    </message>
    <message>
        <source>Show &amp;hints</source>
        <translation>&amp;Tipps anzeigen</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Show the engine&apos;s value of every legal move</source>
        <translation>Den Wert jedes gültigen Zugs laut Engine anzeigen</translation>
    </message>
    <message>
        <source>Show &amp;database counts</source>
        <translation>&amp;Datenbank-Zählungen zeigen</translation>
    </message>
    <message>
        <source>On each square, how many games of the open games database played it from the board&apos;s position (the most played one marked), as the next-move table counts them</source>
        <translation>Auf jedem Feld, wie viele Partien der geöffneten Datenbank es aus der Stellung auf dem Brett gespielt haben (das meistgespielte markiert), wie die Tabelle der nächsten Züge sie zählt</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten anzeigen</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Töne st&amp;ummschalten</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Built-in engine</source>
        <translation>&amp;Eingebaute Engine</translation>
    </message>
    <message>
        <source>Analyst: {name}</source>
        <translation>Analyse-Engine: {name}</translation>
    </message>
    <message>
        <source>Analyst: the built-in engine</source>
        <translation>Analyse-Engine: die eingebaute Engine</translation>
    </message>
    <message>
        <source>Legal moves shown</source>
        <translation>Gültige Züge werden angezeigt</translation>
    </message>
    <message>
        <source>Legal moves hidden</source>
        <translation>Gültige Züge ausgeblendet</translation>
    </message>
    <message>
        <source>Coordinates shown</source>
        <translation>Koordinaten werden angezeigt</translation>
    </message>
    <message>
        <source>Coordinates hidden</source>
        <translation>Koordinaten ausgeblendet</translation>
    </message>
    <message>
        <source>Database counts shown</source>
        <translation>Datenbank-Zählungen angezeigt</translation>
    </message>
    <message>
        <source>Database counts hidden</source>
        <translation>Datenbank-Zählungen ausgeblendet</translation>
    </message>
    <message>
        <source>Sounds off</source>
        <translation>Töne aus</translation>
    </message>
    <message>
        <source>Sounds on</source>
        <translation>Töne an</translation>
    </message>
    <message>
        <source>Animation speed: {speed}</source>
        <translation>Animationsgeschwindigkeit: {speed}</translation>
    </message>
    <message>
        <source>Theme: {theme}</source>
        <translation>Design: {theme}</translation>
    </message>
    <message>
        <source>The language changes the next time Othello starts.</source>
        <translation>Die Sprache ändert sich beim nächsten Start von Othello.</translation>
    </message>
</context>
<context>
    <name>WindowCommands</name>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip} ({keys})</translation>
    </message>
    <message>
        <source>The game is over: there is no move to hint. Undo or step back to see hints again.</source>
        <translation>Die Partie ist vorbei: Es gibt keinen Zug mehr, für den ein Tipp gezeigt werden kann. Nehmen Sie einen Zug zurück oder gehen Sie zurück, um wieder Tipps zu sehen.</translation>
    </message>
</context>
</TS>
