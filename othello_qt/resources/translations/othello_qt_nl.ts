<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;Othello {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Othello {version}&lt;/h3&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;The classic board game, also known as Reversi. Play a friend on the same board, or the computer at %n levels: from an opponent a beginner can beat to a master that plays the endgame perfectly.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Het klassieke bordspel, ook bekend als Reversi. Speel tegen een vriend op hetzelfde bord, of tegen de computer op %n niveau: van een tegenstander die een beginner kan verslaan tot een meester die het eindspel perfect speelt.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Het klassieke bordspel, ook bekend als Reversi. Speel tegen een vriend op hetzelfde bord, of tegen de computer op %n niveaus: van een tegenstander die een beginner kan verslaan tot een meester die het eindspel perfect speelt.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;Hints show what every move is worth, any move can be taken back, and an unfinished game waits for you the next time you start. The whole game can be played with the keyboard and a screen reader.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hints laten zien wat elke zet waard is, elke zet kan worden teruggenomen, en een onafgemaakte partij wacht op je als je het spel de volgende keer start. Het hele spel is te spelen met het toetsenbord en een schermlezer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software under the MIT licence. Sounds made for this game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vrije software onder de MIT-licentie. De geluiden zijn speciaal voor dit spel gemaakt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Othello</source>
        <translation>Over Othello</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Opening: —</source>
        <translation>Opening: —</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Opgezette stelling</translation>
    </message>
    <message>
        <source>Opening: {name}</source>
        <translation>Opening: {name}</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, exact)</source>
        <translation>Beste zet hier: {move} ({score}, exact)</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, book)</source>
        <translation>Beste zet hier: {move} ({score}, boek)</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, estimate)</source>
        <translation>Beste zet hier: {move} ({score}, schatting)</translation>
    </message>
    <message>
        <source>{best}; the game&apos;s {move} is as good</source>
        <translation>{best}; {move} uit de partij is even goed</translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s) (a blunder ??)</source>
        <translation>
            <numerusform>{best}; {move} uit de partij kostte %n schijf (een blunder ??)</numerusform>
            <numerusform>{best}; {move} uit de partij kostte %n schijven (een blunder ??)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s) (a mistake ?)</source>
        <translation>
            <numerusform>{best}; {move} uit de partij kostte %n schijf (een fout ?)</numerusform>
            <numerusform>{best}; {move} uit de partij kostte %n schijven (een fout ?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s)</source>
        <translation>
            <numerusform>{best}; {move} uit de partij kostte %n schijf</numerusform>
            <numerusform>{best}; {move} uit de partij kostte %n schijven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): a blunder ??, %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>Zet {number} ({move}): een blunder ??, %n schijf verloren; {best} was het best</numerusform>
            <numerusform>Zet {number} ({move}): een blunder ??, %n schijven verloren; {best} was het best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): a mistake ?, %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>Zet {number} ({move}): een fout ?, %n schijf verloren; {best} was het best</numerusform>
            <numerusform>Zet {number} ({move}): een fout ?, %n schijven verloren; {best} was het best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>Zet {number} ({move}): %n schijf verloren; {best} was het best</numerusform>
            <numerusform>Zet {number} ({move}): %n schijven verloren; {best} was het best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n fout</numerusform>
            <numerusform>%n fouten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}: no move reviewed yet.</source>
        <translation>{color}: nog geen zet geanalyseerd.</translation>
    </message>
    <message>
        <source>{color}: no mistakes.</source>
        <translation>{color}: geen fouten.</translation>
    </message>
    <message>
        <source>{mistakes} and {blunders}</source>
        <translation>{mistakes} en {blunders}</translation>
    </message>
    <message numerus="yes">
        <source>{color}: {counts}; the largest, move {number} ({move}), cost %n disc(s).</source>
        <translation>
            <numerusform>{color}: {counts}; de grootste, zet {number} ({move}), kostte %n schijf.</numerusform>
            <numerusform>{color}: {counts}; de grootste, zet {number} ({move}), kostte %n schijven.</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}: no move reviewed.</source>
        <translation>{color}: geen zet geanalyseerd.</translation>
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
        <translation>Opening</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>Samenvatting van de analyse</translation>
    </message>
    <message>
        <source>Reviewing {done}/{total}</source>
        <translation>Analyse {done}/{total}</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Voortgang van de analyse</translation>
    </message>
    <message>
        <source>Evaluation &amp;graph</source>
        <translation>Evaluatie&amp;grafiek</translation>
    </message>
    <message>
        <source>Show the value of every position</source>
        <translation>De evaluatie van elke stelling tonen</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <translation>&amp;Partij analyseren</translation>
    </message>
    <message>
        <source>Value every move deeply and mark mistakes</source>
        <translation>Elke zet grondig evalueren en fouten markeren</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyseren</translation>
    </message>
    <message>
        <source>&amp;Stop review</source>
        <translation>Analyse &amp;stoppen</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>De analyse stoppen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Show &amp;best move here</source>
        <translation>&amp;Beste zet hier tonen</translation>
    </message>
    <message>
        <source>Show the engine&apos;s best move in this position</source>
        <translation>De beste zet van de engine in deze stelling tonen</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>S&amp;telling opzetten…</translation>
    </message>
    <message>
        <source>Place discs, then play or analyse from there</source>
        <translation>Schijven plaatsen en vanaf daar spelen of analyseren</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>Volge&amp;nde fout</translation>
    </message>
    <message>
        <source>Go to the next move the review marked, before it is played</source>
        <translation>Naar de volgende zet die de analyse markeerde, vóór die zet</translation>
    </message>
    <message>
        <source>&amp;Previous mistake</source>
        <translation>Vo&amp;rige fout</translation>
    </message>
    <message>
        <source>Go to the previous move the review marked, before it is played</source>
        <translation>Naar de vorige zet die de analyse markeerde, vóór die zet</translation>
    </message>
    <message>
        <source>Reviewing the game: the summary follows when it is done.</source>
        <translation>De partij wordt geanalyseerd: de samenvatting volgt als de analyse klaar is.</translation>
    </message>
    <message>
        <source>Reviewing the game: every move against the engine&apos;s best (Stop ends it)</source>
        <translation>De partij wordt geanalyseerd: elke zet tegenover de beste zet van de engine (Stoppen beëindigt de analyse)</translation>
    </message>
    <message>
        <source>Review stopped: the analyst {analyst} failed ({error})</source>
        <translation>Partijanalyse gestopt: de analyse-engine {analyst} is uitgevallen ({error})</translation>
    </message>
    <message>
        <source>Analysis stopped: the analyst {analyst} failed ({error})</source>
        <translation>Analyse gestopt: de analyse-engine {analyst} is uitgevallen ({error})</translation>
    </message>
    <message>
        <source>The analyst {analyst} failed, so the positions are not valued:
{error}</source>
        <translation>De analyse-engine {analyst} is uitgevallen, dus de stellingen worden niet geëvalueerd:
{error}</translation>
    </message>
    <message>
        <source>This position is not analysed: turn on the evaluation graph ({keys}) or the hints</source>
        <translation>Deze stelling is niet geanalyseerd: zet de evaluatiegrafiek ({keys}) of de hints aan</translation>
    </message>
    <message>
        <source>Review done — {summary}</source>
        <translation>Partijanalyse klaar — {summary}</translation>
    </message>
    <message>
        <source>Review stopped — {summary}</source>
        <translation>Partijanalyse gestopt — {summary}</translation>
    </message>
    <message>
        <source>No marked move further on</source>
        <translation>Verderop geen gemarkeerde zet meer</translation>
    </message>
    <message>
        <source>No marked move before this one</source>
        <translation>Hiervoor geen gemarkeerde zet</translation>
    </message>
    <message>
        <source>The game is over here: there is no move to show</source>
        <translation>De partij is hier afgelopen: er is geen zet om te tonen</translation>
    </message>
    <message>
        <source>This position is not analysed: the analyst {analyst} failed ({error})</source>
        <translation>Deze stelling is niet geanalyseerd: de analyse-engine {analyst} is uitgevallen ({error})</translation>
    </message>
    <message>
        <source>This position is not analysed yet: the graph fills in within moments</source>
        <translation>Deze stelling is nog niet geanalyseerd: de grafiek vult zich zo meteen</translation>
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
        <translation>Uit</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
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
        <translation>Er ging iets mis: {error}</translation>
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
        <translation>Othellobord</translation>
    </message>
    <message>
        <source>Arrow keys move between squares, Enter or Space plays; or type a square such as f5.</source>
        <translation>Met de pijltoetsen ga je van veld naar veld, Enter of spatie speelt; of typ een veld zoals f5.</translation>
    </message>
    <message>
        <source>Divider: drag to resize</source>
        <translation>Scheiding: sleep om de grootte te wijzigen</translation>
    </message>
    <message>
        <source>Window size grip</source>
        <translation>Greep voor de venstergrootte</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Set up a position</source>
        <translation>Een stelling opzetten</translation>
    </message>
    <message>
        <source>Click places</source>
        <translation>Klik plaatst</translation>
    </message>
    <message>
        <source>Black disc</source>
        <translation>Zwarte schijf</translation>
    </message>
    <message>
        <source>White disc</source>
        <translation>Witte schijf</translation>
    </message>
    <message>
        <source>Empty square</source>
        <translation>Leeg veld</translation>
    </message>
    <message>
        <source>Click a disc of the chosen colour again to remove it.</source>
        <translation>Klik nogmaals op een schijf van de gekozen kleur om hem weg te halen.</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Aan zet</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Bord leegmaken</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Beginstelling</translation>
    </message>
    <message>
        <source>Paste board string</source>
        <translation>Bordstring plakken</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Stellingscontrole</translation>
    </message>
    <message>
        <source>Board string</source>
        <translation>Bordstring</translation>
    </message>
    <message>
        <source>64 squares a1..h8 (X black, O white, - empty) and the side to move</source>
        <translation>64 velden a1..h8 (X zwart, O wit, - leeg) en de kant die aan zet is</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Vanaf hier spelen</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyseren</translation>
    </message>
    <message>
        <source>Both sides human, hints and the evaluation graph on</source>
        <translation>Beide kanten mens, hints en de evaluatiegrafiek aan</translation>
    </message>
    <message>
        <source>Not a board string: {error}</source>
        <translation>Geen bordstring: {error}</translation>
    </message>
    <message>
        <source>Black {black} · White {white}</source>
        <translation>Zwart {black} · Wit {white}</translation>
    </message>
    <message>
        <source>{square} {color}</source>
        <translation>{square} {color}</translation>
    </message>
    <message>
        <source>{color} to move; no discs</source>
        <translation>{color} aan zet; geen schijven</translation>
    </message>
    <message>
        <source>{color} to move; {discs}</source>
        <translation>{color} aan zet; {discs}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>New game</source>
        <translation>Nieuwe partij</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
</context>
<context>
    <name>DatabaseCounts</name>
    <message>
        <source>The database counts show once a games database is open ({keys})</source>
        <translation>De tellingen van de database verschijnen zodra een partijendatabase open is ({keys})</translation>
    </message>
    <message numerus="yes">
        <source>played in %Ln database game(s), the most played</source>
        <translation>
            <numerusform>gespeeld in %Ln databasepartij, het meest gespeeld</numerusform>
            <numerusform>gespeeld in %Ln databasepartijen, het meest gespeeld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>played in %Ln database game(s)</source>
        <translation>
            <numerusform>gespeeld in %Ln databasepartij</numerusform>
            <numerusform>gespeeld in %Ln databasepartijen</numerusform>
        </translation>
    </message>
    <message>
        <source>{thousands}k</source>
        <translation>{thousands}k</translation>
    </message>
    <message>
        <source>{millions}M</source>
        <translation>{millions} mln</translation>
    </message>
</context>
<context>
    <name>DatabaseReview</name>
    <message>
        <source>Database: the starting position is in none of its games.</source>
        <translation>Database: de beginstelling komt in geen van haar partijen voor.</translation>
    </message>
    <message>
        <source>Database: the whole game is in the database.</source>
        <translation>Database: de hele partij staat in de database.</translation>
    </message>
    <message numerus="yes">
        <source>Database: out of the database at a pass; %Ln game(s) had reached the position before it.</source>
        <translation>
            <numerusform>Database: uit de database bij een pas; %Ln partij had de stelling ervoor bereikt.</numerusform>
            <numerusform>Database: uit de database bij een pas; %Ln partijen hadden de stelling ervoor bereikt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: out of the database at move {number} ({move}); %Ln game(s) had reached the position before it, none played it.</source>
        <translation>
            <numerusform>Database: uit de database bij zet {number} ({move}); %Ln partij had de stelling ervoor bereikt, geen speelde hem.</numerusform>
            <numerusform>Database: uit de database bij zet {number} ({move}); %Ln partijen hadden de stelling ervoor bereikt, geen speelde hem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: none of the %Ln game(s) that reached here played {move}.</source>
        <translation>
            <numerusform>Database: de %Ln partij die hier kwam speelde {move} niet.</numerusform>
            <numerusform>Database: geen van de %Ln partijen die hier kwamen speelde {move}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: {chose} of %Ln game(s) played {move} here.</source>
        <translation>
            <numerusform>Database: {chose} van %Ln partij speelde hier {move}.</numerusform>
            <numerusform>Database: {chose} van %Ln partijen speelden hier {move}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: {chose} of %Ln game(s) played {move} here; Black scored {percent} % in them.</source>
        <translation>
            <numerusform>Database: {chose} van %Ln partij speelde hier {move}; zwart scoorde daarin {percent} %.</numerusform>
            <numerusform>Database: {chose} van %Ln partijen speelden hier {move}; zwart scoorde daarin {percent} %.</numerusform>
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
        <translation>Jouw engines</translation>
    </message>
    <message>
        <source>the name the lists show (e.g. {example})</source>
        <translation>de naam in de lijsten (bijv. {example})</translation>
    </message>
    <message>
        <source>{example}   (the program and its options)</source>
        <translation>{example}   (het programma en zijn opties)</translation>
    </message>
    <message>
        <source>the folder it runs in (its tables and book)</source>
        <translation>de map waarin het draait (met zijn tabellen en boek)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>moves ahead (e.g. {depth}) or a time a move (e.g. {time})</source>
        <translation>zetten vooruit (bijv. {depth}) of een tijd per zet (bijv. {time})</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Naam:</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>&amp;Opdrachtregel:</translation>
    </message>
    <message>
        <source>Working &amp;folder:</source>
        <translation>&amp;Werkmap:</translation>
    </message>
    <message>
        <source>&amp;Depth or time:</source>
        <translation>&amp;Diepte of tijd:</translation>
    </message>
    <message>
        <source>&amp;Add and check</source>
        <translation>&amp;Toevoegen en controleren</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>Engine check</source>
        <translation>Enginecontrole</translation>
    </message>
    <message>
        <source>&amp;Stop check</source>
        <translation>Controle &amp;stoppen</translation>
    </message>
    <message>
        <source>Programs that speak NBoard&apos;s protocol (Edax, ntest, othello-qt nboard):</source>
        <translation>Programma&apos;s die het NBoard-protocol spreken (Edax, ntest, othello-qt nboard):</translation>
    </message>
    <message>
        <source>runs in {folder}</source>
        <translation>draait in {folder}</translation>
    </message>
    <message>
        <source>runs in the current folder</source>
        <translation>draait in de huidige map</translation>
    </message>
    <message>
        <source>&amp;Save and check</source>
        <translation>&amp;Opslaan en controleren</translation>
    </message>
    <message>
        <source>Working folder of the engine</source>
        <translation>Werkmap van de engine</translation>
    </message>
    <message>
        <source>Not added: {error}.</source>
        <translation>Niet toegevoegd: {error}.</translation>
    </message>
    <message>
        <source>Checking {name}…</source>
        <translation>{name} wordt gecontroleerd…</translation>
    </message>
    <message>
        <source>The check of {name} was stopped: it was not added.</source>
        <translation>De controle van {name} is gestopt: de engine is niet toegevoegd.</translation>
    </message>
    <message>
        <source>{name} was not added: it did not work as an NBoard engine.
{error}</source>
        <translation>{name} is niet toegevoegd: het werkte niet als NBoard-engine.
{error}</translation>
    </message>
    <message>
        <source>{name} works but could not be saved: {error}</source>
        <translation>{name} werkt, maar kon niet worden opgeslagen: {error}</translation>
    </message>
    <message>
        <source>{name} answered (it calls itself {own_name}) and was changed: a game takes the change at its next move.</source>
        <translation>{name} antwoordde (het noemt zichzelf {own_name}) en is gewijzigd: een lopende partij neemt de wijziging over bij de volgende zet.</translation>
    </message>
    <message>
        <source>{name} answered (it calls itself {own_name}) and was added: choose it for a side.</source>
        <translation>{name} heeft geantwoord (noemt zichzelf {own_name}) en is toegevoegd: kies de engine voor een kant.</translation>
    </message>
    <message>
        <source>Choose the engine to remove in the list.</source>
        <translation>Kies in de lijst de engine die je wilt verwijderen.</translation>
    </message>
    <message>
        <source>{name} could not be removed: {error}</source>
        <translation>{name} kon niet worden verwijderd: {error}</translation>
    </message>
    <message>
        <source>{name} was removed.</source>
        <translation>{name} is verwijderd.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>give the engine a name</source>
        <translation>geef de engine een naam</translation>
    </message>
    <message>
        <source>the name is longer than {count} characters</source>
        <translation>de naam is langer dan {count} tekens</translation>
    </message>
    <message>
        <source>the name may not hold &apos;:&apos; or control characters</source>
        <translation>de naam mag geen &apos;:&apos; of stuurtekens bevatten</translation>
    </message>
    <message>
        <source>the command line cannot be split into words</source>
        <translation>de opdrachtregel kan niet in woorden worden gesplitst</translation>
    </message>
    <message>
        <source>give the command that starts the engine</source>
        <translation>geef de opdracht die de engine start</translation>
    </message>
    <message>
        <source>the working folder {folder} is not a folder</source>
        <translation>de werkmap {folder} is geen map</translation>
    </message>
    <message>
        <source>{budget} is not a depth from 1 to {max_depth}, a time like 2s or 500ms, or both like 6,2s (depth 6 in at most 2 seconds)</source>
        <translation>{budget} is geen diepte van 1 tot {max_depth}, geen tijd zoals 2s of 500ms en niet beide zoals 6,2s (diepte 6 in hoogstens 2 seconden)</translation>
    </message>
    <message>
        <source>an engine is not an object</source>
        <translation>een engine is geen object</translation>
    </message>
    <message>
        <source>an engine&apos;s argv is not a list of words</source>
        <translation>de argv van een engine is geen lijst van woorden</translation>
    </message>
    <message>
        <source>an engine&apos;s name, folder or budget is not text</source>
        <translation>naam, map of budget van een engine is geen tekst</translation>
    </message>
    <message>
        <source>it is not an {format} file</source>
        <translation>het is geen {format}-bestand</translation>
    </message>
    <message>
        <source>it lists more than {count} engines</source>
        <translation>er staan meer dan {count} engines in</translation>
    </message>
    <message>
        <source>two engines have the same name</source>
        <translation>twee engines hebben dezelfde naam</translation>
    </message>
    <message>
        <source>Your engine list {path} could not be read: {problem}; it could not be renamed.</source>
        <translation>Je enginelijst {path} kon niet worden gelezen: {problem}; hij kon niet worden hernoemd.</translation>
    </message>
    <message>
        <source>Your engine list {path} could not be read: {problem}; it is kept as {kept}.</source>
        <translation>Je enginelijst {path} kon niet worden gelezen: {problem}; hij is bewaard als {kept}.</translation>
    </message>
    <message>
        <source>at most {count} engines can be kept</source>
        <translation>er kunnen hoogstens {count} engines worden bewaard</translation>
    </message>
    <message>
        <source>no engine named {name} (add it with Game → Engines…)</source>
        <translation>geen engine met de naam {name} (voeg hem toe met Partij → Engines…)</translation>
    </message>
    <message>
        <source>no engine named {name} (add it with Game → Engines…; known: {known})</source>
        <translation>geen engine met de naam {name} (voeg hem toe met Partij → Engines…; bekend: {known})</translation>
    </message>
    <message>
        <source>{engine} does not speak NBoard&apos;s protocol: it wrote {lines} lines that are not the protocol&apos;s (such as {example})</source>
        <translation>{engine} spreekt het NBoard-protocol niet: het schreef {lines} regels die niet bij het protocol horen (zoals {example})</translation>
    </message>
    <message>
        <source>{engine}: the working folder {folder} is not a folder</source>
        <translation>{engine}: de werkmap {folder} is geen map</translation>
    </message>
    <message>
        <source>{engine}: cannot start {program}</source>
        <translation>{engine}: kan {program} niet starten</translation>
    </message>
    <message>
        <source>{engine} did not answer in time and was stopped</source>
        <translation>{engine} antwoordde niet op tijd en is gestopt</translation>
    </message>
    <message>
        <source>{engine} wrote a line longer than {bytes} bytes</source>
        <translation>{engine} schreef een regel langer dan {bytes} bytes</translation>
    </message>
    <message>
        <source>{engine} closed its output</source>
        <translation>{engine} heeft zijn uitvoer gesloten</translation>
    </message>
    <message>
        <source>{engine} was killed by signal {signal}</source>
        <translation>{engine} is afgebroken door signaal {signal}</translation>
    </message>
    <message>
        <source>{engine} exited with code {code}</source>
        <translation>{engine} is gestopt met code {code}</translation>
    </message>
    <message>
        <source>{engine} was stopped before it answered</source>
        <translation>{engine} is gestopt voordat het antwoordde</translation>
    </message>
    <message>
        <source>{engine} answered {answer}, which names no move</source>
        <translation>{engine} antwoordde {answer}, wat geen zet noemt</translation>
    </message>
    <message>
        <source>{engine} answered {answer}: {word} is not a move</source>
        <translation>{engine} antwoordde {answer}: {word} is geen zet</translation>
    </message>
    <message>
        <source>{engine} answered {move}, which is not legal in this position</source>
        <translation>{engine} antwoordde {move}, wat in deze stelling niet is toegestaan</translation>
    </message>
    <message>
        <source>{engine} was stopped before it named a move</source>
        <translation>{engine} is gestopt voordat het een zet noemde</translation>
    </message>
    <message>
        <source>{engine} was asked for its move after {seconds} s and gave none in the {grace} s that followed, so it was stopped</source>
        <translation>{engine} werd na {seconds} s om zijn zet gevraagd en gaf er in de {grace} s daarna geen, dus is het gestopt</translation>
    </message>
    <message>
        <source>{engine} named no move in its {seconds} s and was stopped</source>
        <translation>{engine} noemde in zijn {seconds} s geen zet en is gestopt</translation>
    </message>
    <message>
        <source>{problem}: {detail}</source>
        <translation>{problem}: {detail}</translation>
    </message>
    <message>
        <source>there is no such program (or its folder is missing)</source>
        <translation>zo’n programma bestaat niet (of de map ontbreekt)</translation>
    </message>
    <message>
        <source>it may not be run (is it marked as a program?)</source>
        <translation>het mag niet worden uitgevoerd (is het als programma gemarkeerd?)</translation>
    </message>
    <message>
        <source>it is not a program this system can run</source>
        <translation>het is geen programma dat dit systeem kan uitvoeren</translation>
    </message>
    <message>
        <source>a part of its path is not a folder</source>
        <translation>een deel van het pad is geen map</translation>
    </message>
    <message>
        <source>that is a folder, not a program</source>
        <translation>dat is een map, geen programma</translation>
    </message>
    <message>
        <source>{file}: it holds bytes that are not text, so it is no games file</source>
        <translation>{file}: het bevat bytes die geen tekst zijn, dus het is geen partijenbestand</translation>
    </message>
    <message>
        <source>{size} bytes is more than the {limit} allowed</source>
        <translation>{size} bytes is meer dan de toegestane {limit}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>dat bestand bestaat niet</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>is een map, geen bestand</translation>
    </message>
    <message>
        <source>cannot open it</source>
        <translation>kan niet worden geopend</translation>
    </message>
    <message>
        <source>is {kind}, not a regular file</source>
        <translation>is {kind}, geen gewoon bestand</translation>
    </message>
    <message>
        <source>cannot read it</source>
        <translation>kan niet worden gelezen</translation>
    </message>
    <message>
        <source>it grew while it was read</source>
        <translation>het groeide terwijl het werd gelezen</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} is geen JSON-getal</translation>
    </message>
    <message>
        <source>{number} is out of range</source>
        <translation>{number} valt buiten het bereik</translation>
    </message>
    <message>
        <source>{count} characters of JSON is more than the {limit} allowed</source>
        <translation>{count} tekens JSON is meer dan de toegestane {limit}</translation>
    </message>
    <message>
        <source>the JSON nests too deeply ({depth} levels, at most {limit})</source>
        <translation>de JSON is te diep genest ({depth} niveaus, hoogstens {limit})</translation>
    </message>
    <message>
        <source>the JSON is damaged or cut short</source>
        <translation>de JSON is beschadigd of afgebroken</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {number} is {value})</source>
        <translation>geen UTF-8-tekst (byte {number} is {value})</translation>
    </message>
    <message>
        <source>not text (a control character on line {line})</source>
        <translation>geen tekst (een stuurteken op regel {line})</translation>
    </message>
    <message>
        <source>it is cut short (its last line is not ended)</source>
        <translation>het is afgekapt (de laatste regel is niet afgesloten)</translation>
    </message>
    <message>
        <source>line {line} is not a setting of an INI file</source>
        <translation>regel {line} is geen instelling van een INI-bestand</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: {problem}; it could not be renamed. The game uses its default settings.</source>
        <translation>Uw instellingenbestand {path} kon niet worden gelezen: {problem}; het kon niet worden hernoemd. Het spel gebruikt de standaardinstellingen.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: {problem}; it is kept as {kept}. The game starts with the default settings.</source>
        <translation>Uw instellingenbestand {path} kon niet worden gelezen: {problem}; het is bewaard als {kept}. Het spel start met de standaardinstellingen.</translation>
    </message>
    <message>
        <source>not a results file of this version</source>
        <translation>geen resultatenbestand van deze versie</translation>
    </message>
    <message>
        <source>it has no list of openings</source>
        <translation>het bevat geen lijst van openingen</translation>
    </message>
    <message>
        <source>an opening&apos;s entry is damaged</source>
        <translation>de vermelding van een opening is beschadigd</translation>
    </message>
    <message>
        <source>Your opening practice results {path} could not be read: {problem}; the file could not be renamed, so new results are not saved.</source>
        <translation>Uw resultaten van het openingen oefenen {path} konden niet worden gelezen: {problem}; het bestand kon niet worden hernoemd, dus nieuwe resultaten worden niet bewaard.</translation>
    </message>
    <message>
        <source>Your opening practice results {path} could not be read: {problem}; the file is kept as {kept}, and the results start afresh.</source>
        <translation>Uw resultaten van het openingen oefenen {path} konden niet worden gelezen: {problem}; het bestand is bewaard als {kept}, en de resultaten beginnen opnieuw.</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>even</source>
        <translation>gelijk</translation>
    </message>
    <message>
        <source>{color} +{discs}</source>
        <translation>{color} +{discs}</translation>
    </message>
    <message>
        <source>{value} (exact)</source>
        <translation>{value} (exact)</translation>
    </message>
    <message>
        <source>{value} (book)</source>
        <translation>{value} (boek)</translation>
    </message>
    <message numerus="yes">
        <source>{value} (estimate, %n move(s) ahead)</source>
        <translation>
            <numerusform>{value} (schatting, %n zet vooruit)</numerusform>
            <numerusform>{value} (schatting, %n zetten vooruit)</numerusform>
        </translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Begin</translation>
    </message>
    <message>
        <source>Position {ply}</source>
        <translation>Stelling {ply}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Move {number} ({move})</source>
        <translation>Zet {number} ({move})</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>het begin</translation>
    </message>
    <message>
        <source>move {ply}</source>
        <translation>zet {ply}</translation>
    </message>
    <message>
        <source>a pass</source>
        <translation>een pas</translation>
    </message>
    <message>
        <source>move {number} ({move})</source>
        <translation>zet {number} ({move})</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Evaluatiegrafiek</translation>
    </message>
    <message>
        <source>The engine is being prepared…</source>
        <translation>De engine wordt voorbereid…</translation>
    </message>
    <message>
        <source>No values yet</source>
        <translation>Nog geen evaluaties</translation>
    </message>
    <message numerus="yes">
        <source>{valued} of %n position(s) valued; last: {value}</source>
        <translation>
            <numerusform>{valued} van %n stelling geëvalueerd; laatste: {value}</numerusform>
            <numerusform>{valued} van %n stellingen geëvalueerd; laatste: {value}</numerusform>
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
        <translation>De engine evalueert de stellingen…</translation>
    </message>
    <message>
        <source>{position}: not valued yet</source>
        <translation>{position}: nog niet geëvalueerd</translation>
    </message>
    <message>
        <source>{position}: {value}</source>
        <translation>{position}: {value}</translation>
    </message>
    <message>
        <source>{text} — mistake ?</source>
        <translation>{text} — fout ?</translation>
    </message>
    <message>
        <source>{text} — blunder ??</source>
        <translation>{text} — blunder ??</translation>
    </message>
    <message>
        <source>■ exact   ○ estimate</source>
        <translation>■ exact   ○ schatting</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuwe partij…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>Op&amp;slaan als…</translation>
    </message>
    <message>
        <source>Copy &amp;transcript</source>
        <translation>Partij&amp;notatie kopiëren</translation>
    </message>
    <message>
        <source>Copy &amp;board string</source>
        <translation>&amp;Bordstring kopiëren</translation>
    </message>
    <message>
        <source>&amp;Paste game or position</source>
        <translation>Partij of stelling &amp;plakken</translation>
    </message>
    <message>
        <source>New game started</source>
        <translation>Nieuwe partij gestart</translation>
    </message>
    <message>
        <source>New game started, {time} per side</source>
        <translation>Nieuwe partij gestart, {time} per speler</translation>
    </message>
    <message>
        <source>Cannot read {source}: it holds bytes that are not text, so it is no game, board string or transcript (a program or a picture, perhaps?)</source>
        <translation>Kan {source} niet lezen: het bevat bytes die geen tekst zijn, dus het is geen partij, bordstring of zettenreeks (misschien een programma of een afbeelding?)</translation>
    </message>
    <message>
        <source>Cannot read {source}:
{reason}</source>
        <translation>Kan {source} niet lezen:
{reason}</translation>
    </message>
    <message>
        <source>The clipboard holds no text</source>
        <translation>Het klembord bevat geen tekst</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <comment>where a game is read from: Cannot read {source}…</comment>
        <translation>het klembord</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Partij openen</translation>
    </message>
    <message>
        <source>Cannot open {path}:
{reason}</source>
        <translation>Kan {path} niet openen:
{reason}</translation>
    </message>
    <message>
        <source>Transcript copied</source>
        <translation>Partijnotatie gekopieerd</translation>
    </message>
    <message>
        <source>Board string copied</source>
        <translation>Bordstring gekopieerd</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Partij opslaan</translation>
    </message>
    <message>
        <source>Cannot save {path}:
{reason}</source>
        <translation>Kan {path} niet opslaan:
{reason}</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name} opgeslagen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>{move} will be played as soon as the game is ready</source>
        <translation>{move} wordt gespeeld zodra de partij klaar is</translation>
    </message>
    <message>
        <source>The game is over — start a new game ({keys})</source>
        <translation>De partij is afgelopen — begin een nieuwe partij ({keys})</translation>
    </message>
    <message>
        <source>The clocks are stopped — Resume ({keys}) to play on</source>
        <translation>De klokken staan stil — Hervatten ({keys}) om verder te spelen</translation>
    </message>
    <message>
        <source>The computer waits while you look back — » ({last_keys}) or Play on ({play_keys}) lets it play</source>
        <translation>De computer wacht terwijl je terugkijkt — met » ({last_keys}) of Verder spelen ({play_keys}) speelt hij weer</translation>
    </message>
    <message>
        <source>The computer is paused — Resume ({keys}) lets it play</source>
        <translation>De computer is gepauzeerd — met Hervatten ({keys}) speelt hij weer</translation>
    </message>
    <message>
        <source>Wait for the computer to move (or press Move now, {keys})</source>
        <translation>Wacht tot de computer zet (of druk op Nu zetten, {keys})</translation>
    </message>
    <message>
        <source>Wait for the computer to move</source>
        <translation>Wacht tot de computer zet</translation>
    </message>
    <message>
        <source>The previous game is back — Redo ({keys}) returns to the other one</source>
        <translation>De vorige partij is terug — Opnieuw ({keys}) brengt je terug naar de andere</translation>
    </message>
    <message>
        <source>The game you were looking at is back, with its later moves — Redo ({keys}) returns to the moves you played</source>
        <translation>De partij die je bekeek is terug, met haar latere zetten — Opnieuw ({keys}) brengt je terug naar de zetten die je speelde</translation>
    </message>
    <message>
        <source>The moves you played are back — Undo ({keys}) returns to the game you were looking at</source>
        <translation>De zetten die je speelde zijn terug — Ongedaan maken ({keys}) brengt je terug naar de partij die je bekeek</translation>
    </message>
    <message>
        <source>The other game is back — Undo ({keys}) returns to the previous one</source>
        <translation>De andere partij is terug — Ongedaan maken ({keys}) brengt je terug naar de vorige</translation>
    </message>
    <message>
        <source>The computer ({player}) chose an illegal move: {reason}</source>
        <translation>De computer ({player}) koos een ongeldige zet: {reason}</translation>
    </message>
    <message>
        <source>The computer player {player} failed and is paused.

{reason}</source>
        <translation>De computerspeler {player} gaf een fout en is gepauzeerd.

{reason}</translation>
    </message>
    <message>
        <source>Hints need an engine that values every move; none is installed yet</source>
        <translation>Hints hebben een engine nodig die elke zet evalueert; er is er nog geen geïnstalleerd</translation>
    </message>
    <message>
        <source>Hints failed: {reason}</source>
        <translation>Hints mislukt: {reason}</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Othello games</source>
        <translation>Othello-partijen</translation>
    </message>
    <message>
        <source>GGF games</source>
        <translation>GGF-partijen</translation>
    </message>
    <message>
        <source>Transcripts</source>
        <translation>Partijnotaties</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Alle bestanden</translation>
    </message>
    <message>
        <source>GGF game</source>
        <translation>GGF-partij</translation>
    </message>
    <message>
        <source>Transcript</source>
        <translation>Partijnotatie</translation>
    </message>
    <message>
        <source>the file is {size} MB; game files are at most {limit} MB</source>
        <translation>het bestand is {size} MB; partijbestanden zijn hoogstens {limit} MB</translation>
    </message>
    <message>
        <source>the text is empty</source>
        <translation>de tekst is leeg</translation>
    </message>
    <message>
        <source>GGF: the text holds no game</source>
        <translation>GGF: de tekst bevat geen partij</translation>
    </message>
    <message>
        <source>the board string has no discs: there is no game to play from it</source>
        <translation>de bordstring bevat geen schijven: er is geen partij om vanaf te spelen</translation>
    </message>
    <message>
        <source>not a GGF game, a board string or a transcript like f5d6c3 ({reason})</source>
        <translation>geen GGF-partij, bordstring of partijnotatie zoals f5d6c3 ({reason})</translation>
    </message>
    <message>
        <source>a pass before move {number} is not a legal move in this game</source>
        <translation>passen vóór zet {number} is in deze partij geen geldige zet</translation>
    </message>
    <message>
        <source>move {number}, {square}, is not a legal move in this game</source>
        <translation>zet {number}, {square}, is in deze partij geen geldige zet</translation>
    </message>
</context>
<context>
    <name>GameStart</name>
    <message>
        <source>Welcome back — your unfinished game is restored; Undo ({keys}) at its first move brings back the other game you played</source>
        <translation>Welkom terug — je onafgemaakte partij is hersteld; Ongedaan maken ({keys}) bij de eerste zet haalt de andere partij terug die je speelde</translation>
    </message>
    <message numerus="yes">
        <source>Welcome back — your unfinished game is restored (%n moves)</source>
        <translation>
            <numerusform>Welkom terug — je onafgemaakte partij is hersteld (%n zet)</numerusform>
            <numerusform>Welkom terug — je onafgemaakte partij is hersteld (%n zetten)</numerusform>
        </translation>
    </message>
    <message>
        <source>New game — Undo ({keys}) brings back your unfinished game</source>
        <translation>Nieuwe partij — Ongedaan maken ({keys}) haalt je onafgemaakte partij terug</translation>
    </message>
    <message>
        <source>Ready — {keys} starts a new game with other players</source>
        <translation>Klaar — {keys} start een nieuwe partij met andere spelers</translation>
    </message>
    <message>
        <source>The player {player} is not available ({reason}); the difficulty level plays instead.</source>
        <translation>De speler {player} is niet beschikbaar ({reason}); in plaats daarvan speelt het moeilijkheidsniveau.</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Onafgemaakte partij</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Doorgaan</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuwe partij</translation>
    </message>
</context>
<context>
    <name>GamesDatabase</name>
    <message>
        <source>Games databases ({patterns})</source>
        <translation>Partijendatabases ({patterns})</translation>
    </message>
    <message>
        <source>WTHOR games ({patterns})</source>
        <translation>WTHOR-partijen ({patterns})</translation>
    </message>
    <message>
        <source>GGF games ({patterns})</source>
        <translation>GGF-partijen ({patterns})</translation>
    </message>
    <message>
        <source>All files ({patterns})</source>
        <translation>Alle bestanden ({patterns})</translation>
    </message>
    <message>
        <source>Open a games database folder</source>
        <translation>Een map als partijdatabase openen</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jaar</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Toernooi</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Opening</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Volgende</translation>
    </message>
    <message>
        <source>end</source>
        <comment>the game ended in the board&apos;s position: no next move</comment>
        <translation>einde</translation>
    </message>
    <message>
        <source>{black} – {white}, {score}: {file}, record {number}</source>
        <translation>{black} – {white}, {score}: {file}, record {number}</translation>
    </message>
    <message numerus="yes">
        <source>{file} and %n more</source>
        <translation>
            <numerusform>{file} en %n meer</numerusform>
            <numerusform>{file} en %n meer</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: too many games for the memory this computer has free</source>
        <translation>{file}: te veel partijen voor het vrije geheugen van deze computer</translation>
    </message>
    <message>
        <source>Games database</source>
        <translation>Partijendatabase</translation>
    </message>
    <message>
        <source>No games file open</source>
        <translation>Geen partijbestand geopend</translation>
    </message>
    <message>
        <source>Reading the games file</source>
        <translation>Het partijbestand wordt gelezen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>part of Black&apos;s or White&apos;s name</source>
        <translation>deel van de naam van Zwart of Wit</translation>
    </message>
    <message>
        <source>part of the tournament&apos;s name</source>
        <translation>deel van de naam van het toernooi</translation>
    </message>
    <message>
        <source>part of the opening&apos;s name (Tiger, Rose…)</source>
        <translation>deel van de naam van de opening (Tiger, Rose…)</translation>
    </message>
    <message>
        <source>Only games that reached the board&apos;s position</source>
        <translation>Alleen partijen die de stelling op het bord bereikten</translation>
    </message>
    <message>
        <source>Up to the board&apos;s symmetries; Next is the move each game played there</source>
        <translation>Op symmetrieën van het bord na; Volgende is de zet die elke partij daar speelde</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Partij openen</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Elke uitslag</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Zwart won</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Wit won</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remise</translation>
    </message>
    <message>
        <source>No games database is open: open a folder of games files (or a file) above</source>
        <translation>Er is geen partijendatabase geopend: open hierboven een map met partijbestanden (of een bestand)</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Stop reading the games database</source>
        <translation>Het lezen van de partijdatabase stoppen</translation>
    </message>
    <message>
        <source>Next moves from the board&apos;s position</source>
        <translation>Volgende zetten vanuit de stelling op het bord</translation>
    </message>
    <message>
        <source>Replay, review and analyse the chosen game in the main window (Enter)</source>
        <translation>De gekozen partij in het hoofdvenster naspelen, doorlichten en analyseren (Enter)</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Map openen…</translation>
    </message>
    <message>
        <source>Open a folder of games files (WTHOR years with their WTHOR.JOU and WTHOR.TRN, GGF collections) as the database; it is opened again at each start</source>
        <translation>Een map met partijbestanden (WTHOR-jaargangen met hun WTHOR.JOU en WTHOR.TRN, GGF-verzamelingen) als database openen; die wordt bij elke start opnieuw geopend</translation>
    </message>
    <message>
        <source>Other file…</source>
        <translation>Ander bestand…</translation>
    </message>
    <message>
        <source>Open another games file in this window</source>
        <translation>Een ander partijenbestand in dit venster openen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>Jaren</translation>
    </message>
    <message>
        <source>the year the games were played (2002), or a range of years: 1990–2000 (both included), 1990– (and later), –2000 (and earlier)</source>
        <translation>het jaar waarin de partijen gespeeld zijn (2002), of een reeks jaren: 1990–2000 (beide inbegrepen), 1990– (en later), –2000 (en eerder)</translation>
    </message>
    <message>
        <source>Year or 1990–2000</source>
        <translation>Jaar of 1990–2000</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Result: who won, by the recorded score</source>
        <translation>Uitslag: wie won, volgens de vastgelegde score</translation>
    </message>
    <message>
        <source>{field}: {tip}</source>
        <translation>{field}: {tip}</translation>
    </message>
    <message>
        <source>Reading the games database…</source>
        <translation>De partijendatabase wordt gelezen…</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>{file} wordt gelezen…</translation>
    </message>
    <message>
        <source>Reading {file} was cancelled</source>
        <translation>Lezen van {file} geannuleerd</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %Ln game(s)</source>
        <translation>
            <numerusform>{file}: %Ln partij</numerusform>
            <numerusform>{file}: %Ln partijen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln record(s) skipped, not games (first: record {number}: {reason})</source>
        <translation>
            <numerusform>%Ln record overgeslagen, geen partij (eerste: record {number}: {reason})</numerusform>
            <numerusform>%Ln records overgeslagen, geen partijen (eerste: record {number}: {reason})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) read</source>
        <translation>
            <numerusform>%Ln bestand gelezen</numerusform>
            <numerusform>%Ln bestanden gelezen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{games} in %n file(s)</source>
        <translation>
            <numerusform>{games} in %n bestand</numerusform>
            <numerusform>{games} in %n bestanden</numerusform>
        </translation>
    </message>
    <message>
        <source>{games}; {skipped}</source>
        <translation>{games}; {skipped}</translation>
    </message>
    <message>
        <source>Cannot read the games file:
{error}</source>
        <translation>Kan het partijbestand niet lezen:
{error}</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (in this text&apos;s tooltip)</source>
        <translation>
            <numerusform>… en %n meer (in de tooltip van deze tekst)</numerusform>
            <numerusform>… en %n meer (in de tooltip van deze tekst)</numerusform>
        </translation>
    </message>
    <message>
        <source>No game of the database reached this position</source>
        <translation>Geen enkele partij van de database bereikte deze stelling</translation>
    </message>
    <message>
        <source>No game the filters keep reached this position</source>
        <translation>Geen van de gefilterde partijen bereikte deze stelling</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s) reached this position</source>
        <translation>
            <numerusform>{shown} van %Ln partij bereikten deze stelling</numerusform>
            <numerusform>{shown} van %Ln partijen bereikten deze stelling</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s)</source>
        <translation>
            <numerusform>{shown} van %Ln partij</numerusform>
            <numerusform>{shown} van %Ln partijen</numerusform>
        </translation>
    </message>
    <message>
        <source>Open games &amp;database…</source>
        <translation>Partijen&amp;database openen…</translation>
    </message>
    <message>
        <source>Open games database</source>
        <translation>Partijendatabase openen</translation>
    </message>
</context>
<context>
    <name>LevelSlider</name>
    <message>
        <source>Difficulty level</source>
        <translation>Moeilijkheidsniveau</translation>
    </message>
    <message>
        <source>easier</source>
        <translation>makkelijker</translation>
    </message>
    <message>
        <source>stronger</source>
        <translation>sterker</translation>
    </message>
    <message>
        <source>Level {number} — {name}&lt;br&gt;&lt;small&gt;{description}&lt;/small&gt;</source>
        <translation>Niveau {number} — {name}&lt;br&gt;&lt;small&gt;{description}&lt;/small&gt;</translation>
    </message>
    <message>
        <source>{number} — {name}: {description} ({spec})</source>
        <translation>{number} — {name}: {description} ({spec})</translation>
    </message>
    <message>
        <source>The level applies to a side played by &quot;{level_player}&quot;; none is now.</source>
        <translation>Het niveau geldt voor een kant die door “{level_player}” wordt gespeeld; op dit moment is dat geen van beide.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Looks one move ahead and often picks a move that merely looks fine.</source>
        <translation>Kijkt één zet vooruit en kiest vaak een zet die er alleen maar goed uitziet.</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Nieuweling</translation>
    </message>
    <message>
        <source>Sees your reply, but is easily tempted by flashy moves.</source>
        <translation>Ziet jouw antwoord, maar laat zich makkelijk verleiden door flitsende zetten.</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Gelegenheidsspeler</translation>
    </message>
    <message>
        <source>Plays sensibly two moves deep; slips now and then.</source>
        <translation>Speelt verstandig, twee zetten diep; vergist zich af en toe.</translation>
    </message>
    <message>
        <source>Hobbyist</source>
        <translation>Hobbyspeler</translation>
    </message>
    <message>
        <source>Knows corners and edges matter; still misjudges the middle game.</source>
        <translation>Weet dat hoeken en randen ertoe doen; schat het middenspel nog verkeerd in.</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Clubspeler</translation>
    </message>
    <message>
        <source>Plans a few moves ahead and rarely gives anything away.</source>
        <translation>Denkt een paar zetten vooruit en geeft zelden iets weg.</translation>
    </message>
    <message>
        <source>Strong club player</source>
        <translation>Sterke clubspeler</translation>
    </message>
    <message>
        <source>Careful and consistent; small inaccuracies only.</source>
        <translation>Zorgvuldig en consequent; alleen kleine onnauwkeurigheden.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Always plays its best move six moves deep; varies its openings.</source>
        <translation>Speelt altijd zijn beste zet op zes zetten diep; varieert zijn openingen.</translation>
    </message>
    <message>
        <source>Tournament player</source>
        <translation>Toernooispeler</translation>
    </message>
    <message>
        <source>Eight moves deep, and counts the endgame exactly; varies its openings.</source>
        <translation>Acht zetten diep, en rekent het eindspel exact door; varieert zijn openingen.</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Meester</translation>
    </message>
    <message>
        <source>Ten moves deep; a serious test for strong players.</source>
        <translation>Tien zetten diep; een serieuze test voor sterke spelers.</translation>
    </message>
    <message>
        <source>International master</source>
        <translation>Internationaal meester</translation>
    </message>
    <message>
        <source>Twelve moves deep, and perfect over the last eighteen.</source>
        <translation>Twaalf zetten diep, en perfect in de laatste achttien.</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Kampioen</translation>
    </message>
    <message>
        <source>The full engine with half a second a move.</source>
        <translation>De volledige engine met een halve seconde per zet.</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Grootmeester</translation>
    </message>
    <message>
        <source>The full engine with five seconds a move: its very best.</source>
        <translation>De volledige engine met vijf seconden per zet: op zijn allerbest.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Preparing the engine…</source>
        <translation>De engine wordt voorbereid…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>Game over. {result}</source>
        <translation>Partij afgelopen. {result}</translation>
    </message>
    <message>
        <source>Difficulty: level {level}</source>
        <translation>Moeilijkheid: niveau {level}</translation>
    </message>
    <message>
        <source>Othello</source>
        <translation>Othello</translation>
    </message>
    <message>
        <source>Set-up position: {color} to move</source>
        <translation>Opgezette stelling: {color} aan zet</translation>
    </message>
    <message>
        <source>The opening book {path} could not be read ({problem}); the computer plays without it. The file is left as it is.</source>
        <translation>Het openingsboek {path} kon niet worden gelezen ({problem}); de computer speelt zonder. Het bestand blijft zoals het is.</translation>
    </message>
    <message>
        <source>Your opening book {path} could not be read ({problem}); it was set aside as {kept}, and the games you add next start a new one.</source>
        <translation>Uw openingsboek {path} kon niet worden gelezen ({problem}); het is opzijgezet als {kept}, en de partijen die u hierna toevoegt beginnen een nieuw boek.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Over Othello</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Engines…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partij</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>M&amp;oves</source>
        <translation>&amp;Zetten</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>A&amp;nalyst</source>
        <translation>Analyse-&amp;engine</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animatiesnelheid</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Taa&amp;l</translation>
    </message>
    <message>
        <source>Takes effect the next time Othello starts</source>
        <translation>Wordt van kracht bij de volgende start van Othello</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nieuwe partij</translation>
    </message>
    <message>
        <source>Black (moves first):</source>
        <translation>Zwart (begint):</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Wit:</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Moeilijkheid:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Klok:</translation>
    </message>
    <message>
        <source>Two humans share the board when both sides are human; with two computers the game plays itself (pause it with {pause_keys}).</source>
        <translation>Als beide kanten mens zijn, delen twee spelers het bord; met twee computers speelt de partij zichzelf (pauzeren met {pause_keys}).</translation>
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
        <translation>Zet</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Black %</source>
        <translation>Zwart %</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Marge</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>The engine&apos;s value of each move for the side to move, as the hints show it on the board: turn on View ▸ Show hints (Ctrl+H) to see the engine&apos;s values</source>
        <translation>De waarde van elke zet voor de partij aan zet volgens de engine, zoals de hints die op het bord tonen: zet Beeld ▸ Hints tonen (Ctrl+H) aan om de waarden van de engine te zien</translation>
    </message>
    <message>
        <source>end</source>
        <comment>the games that ended in the board&apos;s position: no next move</comment>
        <translation>einde</translation>
    </message>
    <message>
        <source>Next moves in the database</source>
        <translation>Volgende zetten in de database</translation>
    </message>
    <message>
        <source>Each move played from the board&apos;s position by the database&apos;s games that reached it (in any move order and any symmetry, shown on the board as it is): how many games, Black&apos;s score in per cent (a draw counts half), Black&apos;s average final margin, and the engine&apos;s value of the move for the side to move, as the hints show it on the board</source>
        <translation>Elke zet die de partijen van de database vanuit de stelling op het bord speelden (in elke zetvolgorde en elke symmetrie, getoond op het bord zoals het staat): hoeveel partijen, de score van Zwart in procenten (remise telt half), de gemiddelde eindmarge van Zwart en de waarde van de zet volgens de engine voor de partij aan zet, zoals de hints die op het bord tonen</translation>
    </message>
</context>
<context>
    <name>Openings</name>
    <message>
        <source>Perpendicular Opening</source>
        <translation>Loodrechte opening</translation>
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
        <translation>Parallelle opening</translation>
    </message>
    <message>
        <source>Diagonal Opening</source>
        <translation>Diagonale opening</translation>
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
        <translation>X-veldopening</translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <source>Pause or resume the computer</source>
        <translation>De computer pauzeren of hervatten</translation>
    </message>
    <message>
        <source>Let the computer play on from the position shown (the later moves are kept for Undo)</source>
        <translation>De computer verder laten spelen vanaf de getoonde stelling (de latere zetten blijven bewaard voor Ongedaan maken)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnie&amp;uw</translation>
    </message>
    <message>
        <source>&amp;Move now</source>
        <translation>Nu &amp;zetten</translation>
    </message>
    <message>
        <source>Move now</source>
        <translation>Nu zetten</translation>
    </message>
    <message>
        <source>Make the computer play its best move so far</source>
        <translation>De computer zijn beste zet tot nu toe laten spelen</translation>
    </message>
    <message>
        <source>&amp;Pause computer</source>
        <translation>Computer &amp;pauzeren</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauzeren</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>&amp;Beginstelling</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Beginstelling</translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation>&amp;Vorige zet</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Eén zet terug</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>V&amp;olgende zet</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>Eén zet vooruit</translation>
    </message>
    <message>
        <source>&amp;Last move</source>
        <translation>&amp;Laatste zet</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Laatste zet</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
</context>
<context>
    <name>PlayerChooser</name>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>You (or a friend) play this side on the board.</source>
        <translation>Jij (of een vriend) speelt deze kant op het bord.</translation>
    </message>
    <message>
        <source>Computer (level)</source>
        <translation>Computer (niveau)</translation>
    </message>
    <message>
        <source>The computer, as strong as the difficulty level says.</source>
        <translation>De computer, zo sterk als het moeilijkheidsniveau aangeeft.</translation>
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
        <translation>Andere speler…</translation>
    </message>
    <message>
        <source>Any computer player, with a setting such as its time a move</source>
        <translation>Elke computerspeler, met een instelling zoals zijn tijd per zet</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>choose a player</source>
        <translation>kies een speler</translation>
    </message>
    <message>
        <source>Choose a computer player</source>
        <translation>Kies een computerspeler</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspelers</translation>
    </message>
    <message>
        <source>Setting:</source>
        <translation>Instelling:</translation>
    </message>
    <message>
        <source>optional: {setting}</source>
        <translation>optioneel: {setting}</translation>
    </message>
    <message>
        <source>{setting}
({grammar})</source>
        <translation>{setting}
({grammar})</translation>
    </message>
    <message>
        <source>This setting does not work: {error}</source>
        <translation>Deze instelling werkt niet: {error}</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Plays any legal move at random: the easiest opponent.</source>
        <translation>Speelt een willekeurige geldige zet: de makkelijkste tegenstander.</translation>
    </message>
    <message>
        <source>Random mover</source>
        <translation>Toevalsspeler</translation>
    </message>
    <message>
        <source>uniformly random legal move (seeded)</source>
        <translation>uniform willekeurige geldige zet (met seed)</translation>
    </message>
    <message>
        <source>Always takes the move that flips the most discs right now.</source>
        <translation>Kiest altijd de zet die op dat moment de meeste schijven omdraait.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Gulzigaard</translation>
    </message>
    <message>
        <source>one ply, most discs flipped, ties at random</source>
        <translation>één ply, meeste schijven omgedraaid, bij gelijke stand willekeurig</translation>
    </message>
    <message>
        <source>Grabs a corner whenever it can, otherwise the move that leaves it the most discs.</source>
        <translation>Pakt een hoek wanneer het kan, anders de zet waarna hij de meeste schijven heeft.</translation>
    </message>
    <message>
        <source>Corner grabber</source>
        <translation>Hoekenjager</translation>
    </message>
    <message>
        <source>corner-first, like the book: any corner, else most discs</source>
        <translation>hoeken eerst, zoals in het programmeerboek: een willekeurige hoek, anders de meeste schijven</translation>
    </message>
    <message>
        <source>Looks one move ahead and keeps as many discs as it can.</source>
        <translation>Kijkt één zet vooruit en houdt zoveel mogelijk schijven.</translation>
    </message>
    <message>
        <source>Disc counter</source>
        <translation>Schijventeller</translation>
    </message>
    <message>
        <source>one-ply maximizer of the disc difference (Norvig)</source>
        <translation>maximaliseert het schijvenverschil op één ply (Norvig)</translation>
    </message>
    <message>
        <source>Looks one move ahead and prefers strong squares: corners and edges, not the squares next to corners.</source>
        <translation>Kijkt één zet vooruit en geeft de voorkeur aan sterke velden: hoeken en randen, niet de velden naast de hoeken.</translation>
    </message>
    <message>
        <source>Square weigher</source>
        <translation>Veldweger</translation>
    </message>
    <message>
        <source>one-ply maximizer of the weighted-squares table (Norvig)</source>
        <translation>maximaliseert op één ply de tabel met veldgewichten (Norvig)</translation>
    </message>
    <message>
        <source>Minimax</source>
        <translation>Minimax</translation>
    </message>
    <message>
        <source>plain minimax to a fixed depth</source>
        <translation>gewone minimax tot een vaste diepte</translation>
    </message>
    <message>
        <source>Looks a few moves ahead (4 unless you set another number), weighing corners and edges.</source>
        <translation>Kijkt een paar zetten vooruit (4, tenzij je een ander getal instelt) en weegt hoeken en randen.</translation>
    </message>
    <message>
        <source>moves ahead, e.g. 4</source>
        <translation>zetten vooruit, bijv. 4</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>Alfa-bèta</translation>
    </message>
    <message>
        <source>alpha-beta to a fixed depth (Norvig)</source>
        <translation>alfa-bèta tot een vaste diepte (Norvig)</translation>
    </message>
    <message>
        <source>Looks several moves ahead (6 unless you set another number), weighing corners and edges.</source>
        <translation>Kijkt meerdere zetten vooruit (6, tenzij je een ander getal instelt) en weegt hoeken en randen.</translation>
    </message>
    <message>
        <source>moves ahead, e.g. 6</source>
        <translation>zetten vooruit, bijv. 6</translation>
    </message>
    <message>
        <source>NegaScout</source>
        <translation>NegaScout</translation>
    </message>
    <message>
        <source>NegaScout over square weights with priority move ordering</source>
        <translation>NegaScout over veldgewichten met geprioriteerde zetvolgorde</translation>
    </message>
    <message>
        <source>Thinks deeper and deeper until its time is up (2 s a move unless you give a time).</source>
        <translation>Denkt steeds dieper na tot zijn tijd op is (2 s per zet, tenzij je een tijd opgeeft).</translation>
    </message>
    <message>
        <source>Iterative deepening</source>
        <translation>Iteratieve verdieping</translation>
    </message>
    <message>
        <source>iterative deepening alpha-beta, answers before its time limit</source>
        <translation>alfa-bèta met iteratieve verdieping, antwoordt binnen zijn tijdslimiet</translation>
    </message>
    <message>
        <source>time a move, e.g. 2s or 500ms</source>
        <translation>tijd per zet, bijv. 2s of 500ms</translation>
    </message>
    <message>
        <source>The strongest opponent: searches deep and plays perfect endgames (2 s a move unless you set a time or how many moves ahead).</source>
        <translation>De sterkste tegenstander: rekent diep en speelt eindspelen perfect (2 s per zet, tenzij je een tijd of een aantal zetten vooruit instelt).</translation>
    </message>
    <message>
        <source>Master engine</source>
        <translation>Meesterengine</translation>
    </message>
    <message>
        <source>opening book, PVS with Multi-ProbCut over a trained pattern evaluation, exact endgame</source>
        <translation>openingsboek, PVS met Multi-ProbCut over een getrainde patroonevaluatie, exact eindspel</translation>
    </message>
    <message>
        <source>time a move (5s) or moves ahead (12)</source>
        <translation>tijd per zet (5s) of zetten vooruit (12)</translation>
    </message>
    <message>
        <source>The master engine as it was before it learned patterns: a yardstick for the trained evaluation.</source>
        <translation>De meesterengine zoals hij was voordat hij patronen leerde: een maatstaf voor de getrainde evaluatie.</translation>
    </message>
    <message>
        <source>Master engine, simpler judgement</source>
        <translation>Meesterengine, eenvoudiger oordeel</translation>
    </message>
    <message>
        <source>the master engine with the linear evaluation of hand-picked features</source>
        <translation>de meesterengine met de lineaire evaluatie van met de hand gekozen kenmerken</translation>
    </message>
    <message>
        <source>Plays like a person: looks a few moves ahead and now and then settles for a slightly worse move.</source>
        <translation>Speelt als een mens: kijkt een paar zetten vooruit en neemt af en toe genoegen met een iets slechtere zet.</translation>
    </message>
    <message>
        <source>Human-like player</source>
        <translation>Mensachtige speler</translation>
    </message>
    <message>
        <source>every move valued by a shallow master search, chosen by softmax at a temperature in discs</source>
        <translation>elke zet gewaardeerd met een ondiepe zoekactie van de meesterengine, gekozen via softmax met een temperatuur in schijven</translation>
    </message>
    <message>
        <source>moves ahead and randomness, e.g. 2:4</source>
        <translation>zetten vooruit en willekeur, bijv. 2:4</translation>
    </message>
    <message>
        <source>A neural network that taught itself by playing: it picks the move it thinks most likely to win.</source>
        <translation>Een neuraal netwerk dat zichzelf heeft leren spelen: het kiest de zet die volgens hem de grootste winstkans geeft.</translation>
    </message>
    <message>
        <source>Self-taught network</source>
        <translation>Zelflerend netwerk</translation>
    </message>
    <message>
        <source>TD(λ) network, 1 ply (the learning seed)</source>
        <translation>TD(λ)-netwerk, 1 ply (de lerende basisspeler)</translation>
    </message>
    <message>
        <source>its weights file (.npz)</source>
        <translation>zijn gewichtenbestand (.npz)</translation>
    </message>
    <message>
        <source>A program you added in Game → Engines… (such as Edax or ntest), speaking NBoard&apos;s protocol.</source>
        <translation>Een programma dat je hebt toegevoegd via Partij → Engines… (zoals Edax of ntest) en dat het NBoard-protocol spreekt.</translation>
    </message>
    <message>
        <source>External engine</source>
        <translation>Externe engine</translation>
    </message>
    <message>
        <source>an NBoard-protocol engine run as a separate program</source>
        <translation>een engine met het NBoard-protocol, gestart als apart programma</translation>
    </message>
    <message>
        <source>its name, then :depth or :time, e.g. Edax:2s</source>
        <translation>zijn naam, dan :diepte of :tijd, bijv. Edax:2s</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Not practised yet</source>
        <translation>Nog niet geoefend</translation>
    </message>
    <message numerus="yes">
        <source>Practised %n time(s)</source>
        <translation>
            <numerusform>%n keer geoefend</numerusform>
            <numerusform>%n keer geoefend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clean run(s)</source>
        <translation>
            <numerusform>%n foutloos</numerusform>
            <numerusform>%n foutloos</numerusform>
        </translation>
    </message>
    <message>
        <source>{tries}, {clean}, last on {date}</source>
        <translation>{tries}, {clean}, laatst op {date}</translation>
    </message>
    <message>
        <source>Practise an opening</source>
        <translation>Opening oefenen</translation>
    </message>
    <message>
        <source>Search the openings</source>
        <translation>Openingen zoeken</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Openingen</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Opening</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>The computer plays the opening, then the replies played most often in the open games database (with no database open, the opening book&apos;s best moves). A move that loses more than {discs} discs against the book&apos;s best is shown at once, and you may try again.</source>
        <translation>De computer speelt de opening en daarna de antwoorden die in de geopende partijendatabase het vaakst gespeeld zijn (is er geen database geopend, dan de beste zetten van het openingsboek). Een zet die meer dan {discs} schijven verliest ten opzichte van de beste zet van het boek wordt meteen getoond, en u kunt het opnieuw proberen.</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>Pogingen</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Foutloos</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Laatst</translation>
    </message>
    <message>
        <source>The board as it is</source>
        <translation>Het bord zoals het is</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>U speelt:</translation>
    </message>
    <message>
        <source>Your results:</source>
        <translation>Uw resultaten:</translation>
    </message>
    <message>
        <source>&amp;Practise</source>
        <translation>&amp;Oefenen</translation>
    </message>
    <message>
        <source>Practise an &amp;opening…</source>
        <translation>&amp;Opening oefenen…</translation>
    </message>
    <message>
        <source>{move} is off the line: the book plays {best} ({best_value} discs for you); {move} is worth {value} discs for you.</source>
        <translation>{move} wijkt af van de lijn: het boek speelt {best} ({best_value} schijven voor u); {move} is {value} schijven voor u waard.</translation>
    </message>
    <message>
        <source>Practising {opening}: you play {color}</source>
        <translation>Oefening {opening}: u speelt {color}</translation>
    </message>
    <message>
        <source>Practising from the board: you play {color}</source>
        <translation>Oefening vanaf het bord: u speelt {color}</translation>
    </message>
    <message>
        <source>from the board</source>
        <translation>vanaf het bord</translation>
    </message>
    <message>
        <source>Practising {name} as {color} — move {number} of {length}</source>
        <translation>Oefening {name} met {color} — zet {number} van {length}</translation>
    </message>
    <message>
        <source>Retry the move or continue first</source>
        <translation>Probeer eerst de zet opnieuw of ga door</translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s reply</source>
        <translation>Wacht op het antwoord van de computer</translation>
    </message>
    <message>
        <source>Off the line</source>
        <translation>Buiten de lijn</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>Opnieuw &amp;proberen</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Doorgaan</translation>
    </message>
    <message>
        <source>Try again: {color} to move</source>
        <translation>Probeer opnieuw: {color} aan zet</translation>
    </message>
    <message>
        <source>The book&apos;s line ends here.</source>
        <translation>De lijn van het boek eindigt hier.</translation>
    </message>
    <message>
        <source>No game of the database goes on from here.</source>
        <translation>Geen partij uit de database gaat hier verder.</translation>
    </message>
    <message>
        <source>The practice has gone its length.</source>
        <translation>De oefening is helemaal gespeeld.</translation>
    </message>
    <message>
        <source>A clean run: every move on the line.</source>
        <translation>Foutloos: elke zet op de lijn.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) off the line.</source>
        <translation>
            <numerusform>%n zet buiten de lijn.</numerusform>
            <numerusform>%n zetten buiten de lijn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice over</source>
        <translation>Oefening voorbij</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;Click a marked square, or use the arrow keys and Enter, or type a square such as &lt;tt&gt;f5&lt;/tt&gt;.&lt;/li&gt;&lt;li&gt;Hover a legal square to see which discs it would turn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hints&lt;/b&gt; ({hints_keys}) write the engine&apos;s value of every move, in discs, on the board.&lt;/li&gt;&lt;li&gt;Undo ({undo_keys}) and redo ({redo_keys}) work at any time, even while the computer thinks.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Move now&lt;/b&gt; ({move_now_keys}) makes the computer play its best move so far.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;Klik op een gemarkeerd veld, gebruik de pijltoetsen en Enter, of typ een veld zoals &lt;tt&gt;f5&lt;/tt&gt;.&lt;/li&gt;&lt;li&gt;Beweeg de muis over een geldig veld om te zien welke schijven zouden omdraaien.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hints&lt;/b&gt; ({hints_keys}) zetten de waarde van elke zet volgens de engine, in schijven, op het bord.&lt;/li&gt;&lt;li&gt;Ongedaan maken ({undo_keys}) en Opnieuw ({redo_keys}) werken altijd, zelfs terwijl de computer nadenkt.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Nu zetten&lt;/b&gt; ({move_now_keys}) laat de computer zijn beste zet tot nu toe spelen.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play Othello&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Zo speel je Othello&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Black and White take turns placing a disc of their colour; &lt;b&gt;Black moves first&lt;/b&gt; from the four discs in the centre.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Zwart en Wit plaatsen om beurten een schijf van hun kleur; &lt;b&gt;Zwart begint&lt;/b&gt;, vanuit de vier schijven in het midden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A move must &lt;b&gt;outflank&lt;/b&gt;: the new disc and another disc of yours must enclose an unbroken line of your opponent&apos;s discs — horizontally, vertically or diagonally. Every enclosed disc turns over to your colour, in all directions at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Een zet moet &lt;b&gt;insluiten&lt;/b&gt;: de nieuwe schijf en een andere schijf van jou moeten een ononderbroken rij schijven van je tegenstander omsluiten — horizontaal, verticaal of diagonaal. Elke ingesloten schijf wordt omgedraaid naar jouw kleur, in alle richtingen tegelijk.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If you cannot outflank anything you must &lt;b&gt;pass&lt;/b&gt;; if you can, you must move. When neither side can move the game ends, and the side with more discs wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Als je niets kunt insluiten, moet je &lt;b&gt;passen&lt;/b&gt;; als je wel kunt, moet je zetten. Als geen van beide kanten meer kan zetten, is de partij afgelopen en wint de kant met de meeste schijven.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h4&gt;In this app&lt;/h4&gt;</source>
        <translation>&lt;h4&gt;In dit programma&lt;/h4&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Corners can never be flipped back: they are the strongest squares. The squares next to them are dangerous early on, because they may hand a corner to your opponent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hoeken kunnen nooit meer worden omgedraaid: het zijn de sterkste velden. De velden ernaast zijn vroeg in de partij gevaarlijk, omdat ze je tegenstander een hoek kunnen geven.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules of Othello</source>
        <translation>Spelregels van Othello</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>The game in progress cannot be saved to {path}: {reason}.
Play goes on; the game will be saved once the folder can be written again.</source>
        <translation>De lopende partij kan niet worden opgeslagen in {path}: {reason}.
Je kunt gewoon verder spelen; de partij wordt opgeslagen zodra er weer in de map kan worden geschreven.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be restored: {problem}.
{kept}</source>
        <translation>Je onafgemaakte partij kon niet worden hersteld: {problem}.
{kept}</translation>
    </message>
    <message>
        <source>It stays as {path} (it could not be renamed: {reason}); this session will not save the game in progress, so the file is not overwritten.</source>
        <translation>Het bestand blijft staan als {path} (hernoemen lukte niet: {reason}); deze sessie slaat de lopende partij niet op, zodat het bestand niet wordt overschreven.</translation>
    </message>
    <message>
        <source>The file is kept as {path}.</source>
        <translation>Het bestand is bewaard als {path}.</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {number} is {value})</source>
        <translation>het bestand is geen UTF-8-tekst (byte {number} is {value})</translation>
    </message>
    <message>
        <source>the file has no {key}</source>
        <translation>het bestand heeft geen {key}</translation>
    </message>
    <message>
        <source>{key} must be text, not {value}</source>
        <translation>{key} moet tekst zijn, niet {value}</translation>
    </message>
    <message>
        <source>{key} must be a whole number, not {value}</source>
        <translation>{key} moet een geheel getal zijn, niet {value}</translation>
    </message>
    <message>
        <source>{key} must be true or false, not {value}</source>
        <translation>{key} moet true of false zijn, niet {value}</translation>
    </message>
    <message>
        <source>{key} must be a list, not {value}</source>
        <translation>{key} moet een lijst zijn, niet {value}</translation>
    </message>
    <message numerus="yes">
        <source>{key} holds %n moves, more than a game has</source>
        <translation>
            <numerusform>{key} bevat %n zet, meer dan een partij heeft</numerusform>
            <numerusform>{key} bevat %n zetten, meer dan een partij heeft</numerusform>
        </translation>
    </message>
    <message>
        <source>{key} must be a list of moves like &quot;f5&quot;</source>
        <translation>{key} moet een lijst met zetten zijn, zoals &quot;f5&quot;</translation>
    </message>
    <message>
        <source>{key} is not a player setting: {value}</source>
        <translation>{key} is geen spelerinstelling: {value}</translation>
    </message>
    <message>
        <source>the file is not valid: {reason}</source>
        <translation>het bestand is ongeldig: {reason}</translation>
    </message>
    <message>
        <source>the file is not an othello-qt saved game</source>
        <translation>het bestand is geen opgeslagen partij van othello-qt</translation>
    </message>
    <message>
        <source>it was saved by a newer version of othello-qt (format {version}; this one reads {known})</source>
        <translation>het is opgeslagen door een nieuwere versie van othello-qt (formaat {version}; deze versie leest {known})</translation>
    </message>
    <message>
        <source>unsupported format version {version}</source>
        <translation>niet-ondersteunde formaatversie {version}</translation>
    </message>
    <message>
        <source>{key} must be an object</source>
        <translation>{key} moet een object zijn</translation>
    </message>
    <message>
        <source>the kept game: {reason}</source>
        <translation>de bewaarde partij: {reason}</translation>
    </message>
    <message>
        <source>the clock: {reason}</source>
        <translation>de klok: {reason}</translation>
    </message>
    <message>
        <source>the clock&apos;s times do not match the moves</source>
        <translation>de tijden van de klok passen niet bij de zetten</translation>
    </message>
    <message>
        <source>the clock&apos;s move time must be a number of seconds, not {value}</source>
        <translation>de zettijd van de klok moet een aantal seconden zijn, niet {value}</translation>
    </message>
    <message>
        <source>the clock&apos;s time used must be a number of seconds, not {value}</source>
        <translation>de verbruikte tijd van de klok moet een aantal seconden zijn, niet {value}</translation>
    </message>
    <message>
        <source>redo move {number} ({move}) is illegal: {reason}</source>
        <translation>te herhalen zet {number} ({move}) is ongeldig: {reason}</translation>
    </message>
    <message>
        <source>move {number} ({move}) is illegal: {reason}</source>
        <translation>zet {number} ({move}) is ongeldig: {reason}</translation>
    </message>
    <message>
        <source>redo move {number}: {reason}</source>
        <translation>te herhalen zet {number}: {reason}</translation>
    </message>
    <message>
        <source>move {number}: {reason}</source>
        <translation>zet {number}: {reason}</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>{color} played {move}</source>
        <translation>{color} speelde {move}</translation>
    </message>
</context>
<context>
    <name>SetupCheck</name>
    <message>
        <source>The board is empty: place discs of both colours.</source>
        <translation>Het bord is leeg: plaats schijven van beide kleuren.</translation>
    </message>
    <message>
        <source>Neither side has a legal move: the game would be over at once. Add or remove discs.</source>
        <translation>Geen van beide kanten heeft een geldige zet: de partij zou meteen afgelopen zijn. Voeg schijven toe of haal er weg.</translation>
    </message>
    <message>
        <source>{color} has no legal move here: choose {opponent} to move, or change the discs.</source>
        <translation>{color} heeft hier geen geldige zet: kies {opponent} als kant aan zet, of verander de schijven.</translation>
    </message>
    <message>
        <source>{squares} is empty: no game from the start reaches this position, but it can be played.</source>
        <translation>{squares} is leeg: geen partij vanaf de beginstelling bereikt deze stelling, maar je kunt er wel mee spelen.</translation>
    </message>
    <message>
        <source>{squares} are empty: no game from the start reaches this position, but it can be played.</source>
        <translation>{squares} zijn leeg: geen partij vanaf de beginstelling bereikt deze stelling, maar je kunt er wel mee spelen.</translation>
    </message>
    <message>
        <source>Ready: this position can be played or analysed.</source>
        <translation>Klaar: deze stelling kan worden gespeeld of geanalyseerd.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Black player</source>
        <translation>Speler Zwart</translation>
    </message>
    <message>
        <source>White player</source>
        <translation>Speler Wit</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>plays on: {now}</source>
        <translation>speelt verder: {now}</translation>
    </message>
    <message>
        <source>{played} (from the file) — now {now}</source>
        <translation>{played} (uit het bestand) — nu {now}</translation>
    </message>
    <message>
        <source>{played} — now {now}</source>
        <translation>{played} — nu {now}</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>The computer is thinking</source>
        <translation>De computer denkt na</translation>
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
            <numerusform>%n zet vooruit</numerusform>
            <numerusform>%n zetten vooruit</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} s a move</source>
        <translation>{seconds} s per zet</translation>
    </message>
    <message>
        <source>weighted squares</source>
        <translation>gewogen velden</translation>
    </message>
    <message>
        <source>counting discs</source>
        <translation>schijven tellen</translation>
    </message>
    <message>
        <source>square values</source>
        <translation>veldwaarden</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n thread</numerusform>
            <numerusform>%n threads</numerusform>
        </translation>
    </message>
    <message>
        <source>full search</source>
        <translation>volledige zoekactie</translation>
    </message>
    <message>
        <source>selectivity {value}</source>
        <translation>selectiviteit {value}</translation>
    </message>
    <message>
        <source>no opening book</source>
        <translation>geen openingsboek</translation>
    </message>
    <message>
        <source>opening book</source>
        <translation>openingsboek</translation>
    </message>
    <message numerus="yes">
        <source>varied openings (book moves within %n disc(s))</source>
        <translation>
            <numerusform>gevarieerde openingen (boekzetten binnen %n schijf)</numerusform>
            <numerusform>gevarieerde openingen (boekzetten binnen %n schijven)</numerusform>
        </translation>
    </message>
    <message>
        <source>varied openings (book moves within {discs} discs)</source>
        <translation>gevarieerde openingen (boekzetten binnen {discs} schijven)</translation>
    </message>
    <message>
        <source>randomness {value}</source>
        <translation>willekeur {value}</translation>
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
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer, level {level}</source>
        <translation>Computer, niveau {level}</translation>
    </message>
    <message>
        <source>Computer · level {number}</source>
        <translation>Computer · niveau {number}</translation>
    </message>
    <message>
        <source>Level {number}</source>
        <translation>Niveau {number}</translation>
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
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{chance} to win</source>
        <translation>{chance} winstkans</translation>
    </message>
    <message numerus="yes">
        <source>{value} disc(s)</source>
        <translation>
            <numerusform>{value} schijf</numerusform>
            <numerusform>{value} schijven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{value} point(s)</source>
        <translation>
            <numerusform>{value} punt</numerusform>
            <numerusform>{value} punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s)</source>
        <translation>
            <numerusform>%n schijf</numerusform>
            <numerusform>%n schijven</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation>Voorbereiden…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partij afgelopen</translation>
    </message>
    <message>
        <source>Your move ({color})</source>
        <translation>Jouw zet ({color})</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Jouw zet</translation>
    </message>
    <message>
        <source>{color} (computer) is paused</source>
        <translation>{color} (computer) is gepauzeerd</translation>
    </message>
    <message>
        <source>{color} is thinking…</source>
        <translation>{color} denkt na…</translation>
    </message>
    <message>
        <source>{color} to move</source>
        <translation>{color} aan zet</translation>
    </message>
    <message>
        <source>{turn} — {app}</source>
        <translation>{turn} — {app}</translation>
    </message>
    <message>
        <source>Draw, {black}–{white}</source>
        <translation>Remise, {black}–{white}</translation>
    </message>
    <message>
        <source>You win {score}!</source>
        <translation>Je wint met {score}!</translation>
    </message>
    <message>
        <source>You lose {score}</source>
        <translation>Je verliest met {score}</translation>
    </message>
    <message>
        <source>{color} wins {score}</source>
        <translation>{color} wint met {score}</translation>
    </message>
    <message>
        <source>Game over: Draw {black}-{white}. Start a new game with {shortcut}.</source>
        <translation>Partij afgelopen: remise {black}-{white}. Begin een nieuwe partij met {shortcut}.</translation>
    </message>
    <message>
        <source>Game over: {color} wins {high}-{low}. Start a new game with {shortcut}.</source>
        <translation>Partij afgelopen: {color} wint met {high}-{low}. Begin een nieuwe partij met {shortcut}.</translation>
    </message>
    <message>
        <source>Your time ran out — you lose on time</source>
        <translation>Je tijd is op — je verliest door tijdoverschrijding</translation>
    </message>
    <message>
        <source>Time! You win on time</source>
        <translation>Tijd! Je wint door tijdoverschrijding</translation>
    </message>
    <message>
        <source>{loser}&apos;s time ran out — {winner} wins on time</source>
        <translation>De tijd van {loser} is op — {winner} wint door tijdoverschrijding</translation>
    </message>
    <message>
        <source>Game over: {winner} wins on time. Start a new game with {shortcut}.</source>
        <translation>Partij afgelopen: {winner} wint door tijdoverschrijding. Begin een nieuwe partij met {shortcut}.</translation>
    </message>
    <message>
        <source>{color} ({player}) is thinking…</source>
        <translation>{color} ({player}) denkt na…</translation>
    </message>
    <message>
        <source>from the opening book</source>
        <translation>uit het openingsboek</translation>
    </message>
    <message>
        <source>to the end of the game</source>
        <translation>tot het einde van de partij</translation>
    </message>
    <message>
        <source>{color}&apos;s chance to win: {chance}</source>
        <translation>Winstkans van {color}: {chance}</translation>
    </message>
    <message>
        <source>the opening book calls the game even</source>
        <translation>de partij staat gelijk volgens het openingsboek</translation>
    </message>
    <message numerus="yes">
        <source>the opening book puts {color} %n disc(s) ahead</source>
        <translation>
            <numerusform>{color} staat %n schijf voor volgens het openingsboek</numerusform>
            <numerusform>{color} staat %n schijven voor volgens het openingsboek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the opening book puts {color} %n disc(s) behind</source>
        <translation>
            <numerusform>{color} staat %n schijf achter volgens het openingsboek</numerusform>
            <numerusform>{color} staat %n schijven achter volgens het openingsboek</numerusform>
        </translation>
    </message>
    <message>
        <source>{color} thinks the game is even</source>
        <translation>{color} denkt dat de partij gelijk staat</translation>
    </message>
    <message numerus="yes">
        <source>{color} thinks it is %n disc(s) ahead</source>
        <translation>
            <numerusform>{color} denkt %n schijf voor te staan</numerusform>
            <numerusform>{color} denkt %n schijven voor te staan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} thinks it is %n disc(s) behind</source>
        <translation>
            <numerusform>{color} denkt %n schijf achter te staan</numerusform>
            <numerusform>{color} denkt %n schijven achter te staan</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw with best play</source>
        <translation>remise bij perfect spel</translation>
    </message>
    <message numerus="yes">
        <source>{color} wins by %n disc(s) with best play</source>
        <translation>
            <numerusform>{color} wint met %n schijf bij perfect spel</numerusform>
            <numerusform>{color} wint met %n schijven bij perfect spel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} loses by %n disc(s) with best play</source>
        <translation>
            <numerusform>{color} verliest met %n schijf bij perfect spel</numerusform>
            <numerusform>{color} verliest met %n schijven bij perfect spel</numerusform>
        </translation>
    </message>
    <message>
        <source>{color} wins with best play</source>
        <translation>{color} wint bij perfect spel</translation>
    </message>
    <message>
        <source>{color} loses with best play</source>
        <translation>{color} verliest bij perfect spel</translation>
    </message>
    <message>
        <source>{color} is thinking… ({ahead})</source>
        <translation>{color} denkt na… ({ahead})</translation>
    </message>
    <message>
        <source>book</source>
        <translation>boek</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>win/loss/draw</source>
        <translation>winst/verlies/remise</translation>
    </message>
    <message>
        <source>depth {depth}</source>
        <translation>diepte {depth}</translation>
    </message>
    <message>
        <source>{speed} kN/s</source>
        <translation>{speed} kN/s</translation>
    </message>
    <message>
        <source>{color} played {move} — {outlook}</source>
        <translation>{color} speelde {move} — {outlook}</translation>
    </message>
    <message>
        <source>{color} played {move}</source>
        <translation>{color} speelde {move}</translation>
    </message>
    <message>
        <source>line {moves}</source>
        <translation>variant {moves}</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>Hint: {square} is best ({details})</source>
        <translation>Hint: {square} is het best ({details})</translation>
    </message>
    <message>
        <source>{color} has no legal move and passes</source>
        <translation>{color} heeft geen geldige zet en past</translation>
    </message>
    <message>
        <source>{passes}. {opponent} to move.</source>
        <translation>{passes}. {opponent} is aan zet.</translation>
    </message>
    <message>
        <source>The clocks are stopped — press Resume ({shortcut}) to play on</source>
        <translation>De klokken staan stil — druk op Hervatten ({shortcut}) om verder te spelen</translation>
    </message>
    <message>
        <source>The computer is paused — press Resume ({shortcut}) to let it play</source>
        <translation>De computer is gepauzeerd — druk op Hervatten ({shortcut}) om hem te laten spelen</translation>
    </message>
    <message>
        <source>the disk or folder is read-only</source>
        <translation>de schijf of map is alleen-lezen</translation>
    </message>
    <message>
        <source>you may not write or read there</source>
        <translation>u mag daar niet schrijven of lezen</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <source>the folder or file does not exist</source>
        <translation>de map of het bestand bestaat niet</translation>
    </message>
    <message>
        <source>that is a folder, not a file</source>
        <translation>dat is een map, geen bestand</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>de naam is te lang</translation>
    </message>
    <message>
        <source>Looking at move {shown} of the finished game — » ({last_keys}) returns to its end</source>
        <translation>Je bekijkt zet {shown} van de afgelopen partij — » ({last_keys}) gaat terug naar het einde</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) returns to the last move, where it is your turn; Play on ({play_keys}) lets the computer continue from here instead</source>
        <translation>Je bekijkt zet {shown} van {total} — » ({last_keys}) gaat terug naar de laatste zet, waar jij aan zet bent; met Verder spelen ({play_keys}) gaat de computer in plaats daarvan vanaf hier verder</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) returns to the last move, where the computer plays on; Play on ({play_keys}) lets it continue from here instead</source>
        <translation>Je bekijkt zet {shown} van {total} — » ({last_keys}) gaat terug naar de laatste zet, waar de computer verder speelt; met Verder spelen ({play_keys}) gaat hij in plaats daarvan vanaf hier verder</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) goes to the last move; a move here starts a new line (Undo brings the old one back)</source>
        <translation>Je bekijkt zet {shown} van {total} — » ({last_keys}) gaat naar de laatste zet; een zet hier begint een nieuwe variant (Ongedaan maken haalt de oude terug)</translation>
    </message>
    <message>
        <source>Looking at move {shown}</source>
        <translation>Je bekijkt zet {shown}</translation>
    </message>
    <message>
        <source>New line from move {number}</source>
        <translation>Nieuwe variant vanaf zet {number}</translation>
    </message>
    <message>
        <source>New line from the start</source>
        <translation>Nieuwe variant vanaf het begin</translation>
    </message>
    <message numerus="yes">
        <source>{title}: the game&apos;s %n later move(s) kept — Undo ({shortcut}) brings them back</source>
        <translation>
            <numerusform>{title}: de %n latere zet van de partij is bewaard — Ongedaan maken ({shortcut}) haalt hem terug</numerusform>
            <numerusform>{title}: de %n latere zetten van de partij zijn bewaard — Ongedaan maken ({shortcut}) haalt ze terug</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded {source}: %n move(s)</source>
        <translation>
            <numerusform>{source} geladen: %n zet</numerusform>
            <numerusform>{source} geladen: %n zetten</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer waits: Resume ({shortcut}) lets it play</source>
        <translation>de computer wacht: met Hervatten ({shortcut}) speelt hij weer</translation>
    </message>
    <message>
        <source>Undo ({shortcut}) brings back your previous game</source>
        <translation>Ongedaan maken ({shortcut}) haalt je vorige partij terug</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>vandaag om {clock}</translation>
    </message>
    <message>
        <source>yesterday at {clock}</source>
        <translation>gisteren om {clock}</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>a date, as QLocale::toString writes it: d the day, MMM the month, yyyy the year</comment>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>on {date} at {clock}</source>
        <translation>op {date} om {clock}</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Doorgaan</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuwe partij</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game (%n move(s), saved {when}). Continue it?</source>
        <translation>
            <numerusform>Je hebt een onafgemaakte partij (%n zet, opgeslagen {when}). Wil je verder spelen?</numerusform>
            <numerusform>Je hebt een onafgemaakte partij (%n zetten, opgeslagen {when}). Wil je verder spelen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game (%n move(s)). Continue it?</source>
        <translation>
            <numerusform>Je hebt een onafgemaakte partij (%n zet). Wil je verder spelen?</numerusform>
            <numerusform>Je hebt een onafgemaakte partij (%n zetten). Wil je verder spelen?</numerusform>
        </translation>
    </message>
    <message>
        <source>{new_game} starts a fresh board and keeps this one: Undo ({shortcut}) brings it back, and it is offered again next time until you play a move in the new game.</source>
        <translation>{new_game} begint op een nieuw bord en bewaart deze partij: Ongedaan maken ({shortcut}) haalt die terug, en de volgende keer wordt ze opnieuw aangeboden, totdat je in de nieuwe partij een zet speelt.</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a square</comment>
        <translation>leeg</translation>
    </message>
    <message>
        <source>black</source>
        <comment>a square&apos;s disc</comment>
        <translation>zwart</translation>
    </message>
    <message>
        <source>white</source>
        <comment>a square&apos;s disc</comment>
        <translation>wit</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>laatste zet</translation>
    </message>
    <message>
        <source>legal</source>
        <comment>a move</comment>
        <translation>geldig</translation>
    </message>
    <message numerus="yes">
        <source>flips %n</source>
        <translation>
            <numerusform>draait %n om</numerusform>
            <numerusform>draait %n om</numerusform>
        </translation>
    </message>
    <message>
        <source>hint {value}</source>
        <translation>hint {value}</translation>
    </message>
    <message>
        <source>best</source>
        <comment>a hint&apos;s move</comment>
        <translation>beste</translation>
    </message>
    <message>
        <source>Black {black}, White {white}</source>
        <translation>Zwart {black}, Wit {white}</translation>
    </message>
    <message>
        <source>{counts}. The game is over.</source>
        <translation>{counts}. De partij is afgelopen.</translation>
    </message>
    <message numerus="yes">
        <source>{counts}. {color} to move, %n legal move(s).</source>
        <translation>
            <numerusform>{counts}. {color} aan zet, %n geldige zet.</numerusform>
            <numerusform>{counts}. {color} aan zet, %n geldige zetten.</numerusform>
        </translation>
    </message>
    <message>
        <source>{counts}. {color} to move.</source>
        <translation>{counts}. {color} aan zet.</translation>
    </message>
    <message numerus="yes">
        <source>{color}: {player}, %n disc(s), to move</source>
        <translation>
            <numerusform>{color}: {player}, %n schijf, aan zet</numerusform>
            <numerusform>{color}: {player}, %n schijven, aan zet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color}: {player}, %n disc(s)</source>
        <translation>
            <numerusform>{color}: {player}, %n schijf</numerusform>
            <numerusform>{color}: {player}, %n schijven</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}&apos;s clock: time is up</source>
        <translation>Klok van {color}: de tijd is op</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuut</numerusform>
            <numerusform>%n minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n seconden</numerusform>
        </translation>
    </message>
    <message>
        <source>{minutes} {seconds}</source>
        <comment>a time: 4 minutes 59 seconds</comment>
        <translation>{minutes} en {seconds}</translation>
    </message>
    <message>
        <source>{color}&apos;s clock: {time} left</source>
        <translation>Klok van {color}: nog {time}</translation>
    </message>
    <message numerus="yes">
        <source>{color} plays {move}, turns %n disc(s). {counts}. {next} to move.</source>
        <translation>
            <numerusform>{color} speelt {move}, draait %n schijf om. {counts}. {next} aan zet.</numerusform>
            <numerusform>{color} speelt {move}, draait %n schijven om. {counts}. {next} aan zet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} plays {move}, turns %n disc(s). {counts}.</source>
        <translation>
            <numerusform>{color} speelt {move}, draait %n schijf om. {counts}.</numerusform>
            <numerusform>{color} speelt {move}, draait %n schijven om. {counts}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move} is not a legal move: the square is taken</source>
        <translation>{move} is geen geldige zet: het veld is bezet</translation>
    </message>
    <message>
        <source>{move} is not a legal move: it would turn no {color} disc</source>
        <translation>{move} is geen geldige zet: er zou geen schijf van {color} omdraaien</translation>
    </message>
    <message>
        <source>{move} is not a legal move: {turn} has no move and must pass</source>
        <translation>{move} is geen geldige zet: {turn} heeft geen zet en moet passen</translation>
    </message>
    <message>
        <source>{move} is not a legal move: the game is over</source>
        <translation>{move} is geen geldige zet: de partij is afgelopen</translation>
    </message>
    <message>
        <source>{move} is not a legal move: {reason}</source>
        <translation>{move} is geen geldige zet: {reason}</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic green</source>
        <translation>Klassiek groen</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoog contrast</translation>
    </message>
</context>
<context>
    <name>TimeControlChooser</name>
    <message>
        <source>Clock: minutes per side</source>
        <translation>Klok: minuten per speler</translation>
    </message>
    <message>
        <source>Seconds added after each move</source>
        <translation>Seconden erbij na elke zet</translation>
    </message>
    <message>
        <source>+ {seconds} s</source>
        <translation>+ {seconds} s</translation>
    </message>
    <message>
        <source>Seconds added to a side&apos;s clock after each of its moves (Fischer)</source>
        <translation>Seconden die na elke eigen zet bij de klok van een speler worden opgeteld (Fischer)</translation>
    </message>
    <message>
        <source>per side</source>
        <translation>per speler</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Geen klok</translation>
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
        <translation>&amp;Geldige zetten tonen</translation>
    </message>
    <message>
        <source>Show &amp;hints</source>
        <translation>&amp;Hints tonen</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <source>Show the engine&apos;s value of every legal move</source>
        <translation>De waarde van elke geldige zet volgens de engine tonen</translation>
    </message>
    <message>
        <source>Show &amp;database counts</source>
        <translation>&amp;Databasetellingen tonen</translation>
    </message>
    <message>
        <source>On each square, how many games of the open games database played it from the board&apos;s position (the most played one marked), as the next-move table counts them</source>
        <translation>Op elk veld, hoeveel partijen van de geopende database het vanuit de stelling op het bord speelden (het meest gespeelde gemarkeerd), zoals de tabel met volgende zetten ze telt</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Coördinaten tonen</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Geluiden &amp;dempen</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;Systeemtaal</translation>
    </message>
    <message>
        <source>&amp;Built-in engine</source>
        <translation>&amp;Ingebouwde engine</translation>
    </message>
    <message>
        <source>Analyst: {name}</source>
        <translation>Analyse-engine: {name}</translation>
    </message>
    <message>
        <source>Analyst: the built-in engine</source>
        <translation>Analyse-engine: de ingebouwde engine</translation>
    </message>
    <message>
        <source>Legal moves shown</source>
        <translation>Geldige zetten zichtbaar</translation>
    </message>
    <message>
        <source>Legal moves hidden</source>
        <translation>Geldige zetten verborgen</translation>
    </message>
    <message>
        <source>Coordinates shown</source>
        <translation>Coördinaten zichtbaar</translation>
    </message>
    <message>
        <source>Coordinates hidden</source>
        <translation>Coördinaten verborgen</translation>
    </message>
    <message>
        <source>Database counts shown</source>
        <translation>Databasetellingen getoond</translation>
    </message>
    <message>
        <source>Database counts hidden</source>
        <translation>Databasetellingen verborgen</translation>
    </message>
    <message>
        <source>Sounds off</source>
        <translation>Geluid uit</translation>
    </message>
    <message>
        <source>Sounds on</source>
        <translation>Geluid aan</translation>
    </message>
    <message>
        <source>Animation speed: {speed}</source>
        <translation>Animatiesnelheid: {speed}</translation>
    </message>
    <message>
        <source>Theme: {theme}</source>
        <translation>Thema: {theme}</translation>
    </message>
    <message>
        <source>The language changes the next time Othello starts.</source>
        <translation>De taal verandert bij de volgende start van Othello.</translation>
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
        <translation>De partij is afgelopen: er is geen zet om een hint voor te geven. Maak een zet ongedaan of ga terug om weer hints te zien.</translation>
    </message>
</context>
</TS>
