<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;Othello {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Othello {version}&lt;/h3&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;The classic board game, also known as Reversi. Play a friend on the same board, or the computer at %n levels: from an opponent a beginner can beat to a master that plays the endgame perfectly.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Le grand classique des jeux de plateau, aussi appelé Reversi. Affrontez un ami sur le même plateau, ou l&apos;ordinateur sur %n niveau&#xa0;: d&apos;un adversaire qu&apos;un débutant peut battre à un maître qui joue la finale à la perfection.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Le grand classique des jeux de plateau, aussi appelé Reversi. Affrontez un ami sur le même plateau, ou l&apos;ordinateur sur %n niveaux&#xa0;: d&apos;un adversaire qu&apos;un débutant peut battre à un maître qui joue la finale à la perfection.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;Hints show what every move is worth, any move can be taken back, and an unfinished game waits for you the next time you start. The whole game can be played with the keyboard and a screen reader.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les indices montrent la valeur de chaque coup, tout coup peut être annulé, et une partie inachevée vous attend au prochain lancement. Tout le jeu se joue au clavier et avec un lecteur d&apos;écran.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software under the MIT licence. Sounds made for this game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Logiciel libre sous licence MIT. Sons créés pour ce jeu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Othello</source>
        <translation>À propos d&apos;Othello</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Opening: —</source>
        <translation>Ouverture&#xa0;: —</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Position personnalisée</translation>
    </message>
    <message>
        <source>Opening: {name}</source>
        <translation>Ouverture&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, exact)</source>
        <translation>Meilleur coup ici&#xa0;: {move} ({score}, exact)</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, book)</source>
        <translation>Meilleur coup ici&#xa0;: {move} ({score}, bibliothèque)</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, estimate)</source>
        <translation>Meilleur coup ici&#xa0;: {move} ({score}, estimation)</translation>
    </message>
    <message>
        <source>{best}; the game&apos;s {move} is as good</source>
        <translation>{best}&#xa0;; le coup joué, {move}, est aussi bon</translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s) (a blunder ??)</source>
        <translation>
            <numerusform>{best}&#xa0;; le coup joué, {move}, a coûté %n pion (gaffe&#xa0;??)</numerusform>
            <numerusform>{best}&#xa0;; le coup joué, {move}, a coûté %n pions (gaffe&#xa0;??)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s) (a mistake ?)</source>
        <translation>
            <numerusform>{best}&#xa0;; le coup joué, {move}, a coûté %n pion (erreur&#xa0;?)</numerusform>
            <numerusform>{best}&#xa0;; le coup joué, {move}, a coûté %n pions (erreur&#xa0;?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s)</source>
        <translation>
            <numerusform>{best}&#xa0;; le coup joué, {move}, a coûté %n pion</numerusform>
            <numerusform>{best}&#xa0;; le coup joué, {move}, a coûté %n pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): a blunder ??, %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>Coup {number} ({move})&#xa0;: gaffe&#xa0;??, %n pion perdu&#xa0;; {best} était le meilleur coup</numerusform>
            <numerusform>Coup {number} ({move})&#xa0;: gaffe&#xa0;??, %n pions perdus&#xa0;; {best} était le meilleur coup</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): a mistake ?, %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>Coup {number} ({move})&#xa0;: erreur&#xa0;?, %n pion perdu&#xa0;; {best} était le meilleur coup</numerusform>
            <numerusform>Coup {number} ({move})&#xa0;: erreur&#xa0;?, %n pions perdus&#xa0;; {best} était le meilleur coup</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>Coup {number} ({move})&#xa0;: %n pion perdu&#xa0;; {best} était le meilleur coup</numerusform>
            <numerusform>Coup {number} ({move})&#xa0;: %n pions perdus&#xa0;; {best} était le meilleur coup</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n gaffe</numerusform>
            <numerusform>%n gaffes</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}: no move reviewed yet.</source>
        <translation>{color}&#xa0;: aucun coup analysé pour l&apos;instant.</translation>
    </message>
    <message>
        <source>{color}: no mistakes.</source>
        <translation>{color}&#xa0;: aucune erreur.</translation>
    </message>
    <message>
        <source>{mistakes} and {blunders}</source>
        <translation>{mistakes} et {blunders}</translation>
    </message>
    <message numerus="yes">
        <source>{color}: {counts}; the largest, move {number} ({move}), cost %n disc(s).</source>
        <translation>
            <numerusform>{color}&#xa0;: {counts}&#xa0;; la plus coûteuse, au coup {number} ({move}), a coûté %n pion.</numerusform>
            <numerusform>{color}&#xa0;: {counts}&#xa0;; la plus coûteuse, au coup {number} ({move}), a coûté %n pions.</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}: no move reviewed.</source>
        <translation>{color}&#xa0;: aucun coup analysé.</translation>
    </message>
    <message>
        <source>{color}: {counts}.</source>
        <translation>{color}&#xa0;: {counts}.</translation>
    </message>
    <message>
        <source>{mistakes}, {blunders}</source>
        <translation>{mistakes}, {blunders}</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>Bilan de l&apos;analyse</translation>
    </message>
    <message>
        <source>Reviewing {done}/{total}</source>
        <translation>Analyse {done}/{total}</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progression de l&apos;analyse</translation>
    </message>
    <message>
        <source>Evaluation &amp;graph</source>
        <translation>&amp;Courbe d&apos;évaluation</translation>
    </message>
    <message>
        <source>Show the value of every position</source>
        <translation>Afficher la valeur de chaque position</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <translation>&amp;Analyser la partie</translation>
    </message>
    <message>
        <source>Value every move deeply and mark mistakes</source>
        <translation>Évaluer chaque coup en profondeur et signaler les erreurs</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>&amp;Stop review</source>
        <translation>A&amp;rrêter l&apos;analyse</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>Arrêter l&apos;analyse</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Show &amp;best move here</source>
        <translation>Afficher le &amp;meilleur coup ici</translation>
    </message>
    <message>
        <source>Show the engine&apos;s best move in this position</source>
        <translation>Afficher le meilleur coup du moteur dans cette position</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>É&amp;diter la position…</translation>
    </message>
    <message>
        <source>Place discs, then play or analyse from there</source>
        <translation>Placez des pions, puis jouez ou analysez à partir de là</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>Erreur suiva&amp;nte</translation>
    </message>
    <message>
        <source>Go to the next move the review marked, before it is played</source>
        <translation>Aller au prochain coup marqué par l&apos;analyse, avant qu&apos;il soit joué</translation>
    </message>
    <message>
        <source>&amp;Previous mistake</source>
        <translation>Erreur &amp;précédente</translation>
    </message>
    <message>
        <source>Go to the previous move the review marked, before it is played</source>
        <translation>Aller au coup marqué précédent, avant qu&apos;il soit joué</translation>
    </message>
    <message>
        <source>Reviewing the game: the summary follows when it is done.</source>
        <translation>Analyse de la partie&#xa0;: le bilan s&apos;affichera à la fin.</translation>
    </message>
    <message>
        <source>Reviewing the game: every move against the engine&apos;s best (Stop ends it)</source>
        <translation>Analyse de la partie&#xa0;: chaque coup est comparé au meilleur coup du moteur (Arrêter l&apos;interrompt)</translation>
    </message>
    <message>
        <source>Review stopped: the analyst {analyst} failed ({error})</source>
        <translation>Analyse de la partie interrompue&#xa0;: le moteur d’analyse {analyst} a échoué ({error})</translation>
    </message>
    <message>
        <source>Analysis stopped: the analyst {analyst} failed ({error})</source>
        <translation>Analyse arrêtée&#xa0;: le moteur d’analyse {analyst} a échoué ({error})</translation>
    </message>
    <message>
        <source>The analyst {analyst} failed, so the positions are not valued:
{error}</source>
        <translation>Le moteur d’analyse {analyst} a échoué, les positions ne sont donc pas évaluées&#xa0;:
{error}</translation>
    </message>
    <message>
        <source>This position is not analysed: turn on the evaluation graph ({keys}) or the hints</source>
        <translation>Cette position n&apos;est pas analysée : activez la courbe d&apos;évaluation ({keys}) ou les indices</translation>
    </message>
    <message>
        <source>Review done — {summary}</source>
        <translation>Analyse terminée — {summary}</translation>
    </message>
    <message>
        <source>Review stopped — {summary}</source>
        <translation>Analyse interrompue — {summary}</translation>
    </message>
    <message>
        <source>No marked move further on</source>
        <translation>Plus aucun coup marqué ensuite</translation>
    </message>
    <message>
        <source>No marked move before this one</source>
        <translation>Aucun coup marqué avant celui-ci</translation>
    </message>
    <message>
        <source>The game is over here: there is no move to show</source>
        <translation>La partie est terminée ici&#xa0;: il n&apos;y a aucun coup à afficher</translation>
    </message>
    <message>
        <source>This position is not analysed: the analyst {analyst} failed ({error})</source>
        <translation>Cette position n’est pas analysée&#xa0;: le moteur d’analyse {analyst} a échoué ({error})</translation>
    </message>
    <message>
        <source>This position is not analysed yet: the graph fills in within moments</source>
        <translation>Cette position n&apos;est pas encore analysée&#xa0;: la courbe se remplit dans un instant</translation>
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
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
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
        <translation>Une erreur s&apos;est produite&#xa0;: {error}</translation>
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
        <translation>Plateau d&apos;Othello</translation>
    </message>
    <message>
        <source>Arrow keys move between squares, Enter or Space plays; or type a square such as f5.</source>
        <translation>Les flèches déplacent d&apos;une case à l&apos;autre, Entrée ou Espace joue&#xa0;; ou tapez une case comme f5.</translation>
    </message>
    <message>
        <source>Divider: drag to resize</source>
        <translation>Séparateur&#xa0;: faites glisser pour redimensionner</translation>
    </message>
    <message>
        <source>Window size grip</source>
        <translation>Poignée de redimensionnement de la fenêtre</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Set up a position</source>
        <translation>Éditer une position</translation>
    </message>
    <message>
        <source>Click places</source>
        <translation>Un clic place</translation>
    </message>
    <message>
        <source>Black disc</source>
        <translation>Pion noir</translation>
    </message>
    <message>
        <source>White disc</source>
        <translation>Pion blanc</translation>
    </message>
    <message>
        <source>Empty square</source>
        <translation>Case vide</translation>
    </message>
    <message>
        <source>Click a disc of the chosen colour again to remove it.</source>
        <translation>Cliquez de nouveau sur un pion de la couleur choisie pour le retirer.</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Au trait</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Vider le plateau</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>Paste board string</source>
        <translation>Coller une chaîne de plateau</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Vérification de la position</translation>
    </message>
    <message>
        <source>Board string</source>
        <translation>Chaîne du plateau</translation>
    </message>
    <message>
        <source>64 squares a1..h8 (X black, O white, - empty) and the side to move</source>
        <translation>64 cases de a1 à h8 (X noir, O blanc, - vide) suivies du camp au trait</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d&apos;ici</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Both sides human, hints and the evaluation graph on</source>
        <translation>Les deux camps humains, indices et courbe d&apos;évaluation activés</translation>
    </message>
    <message>
        <source>Not a board string: {error}</source>
        <translation>Chaîne de plateau invalide&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Black {black} · White {white}</source>
        <translation>Noir {black} · Blanc {white}</translation>
    </message>
    <message>
        <source>{square} {color}</source>
        <translation>{square} {color}</translation>
    </message>
    <message>
        <source>{color} to move; no discs</source>
        <translation>À {color} de jouer&#xa0;; aucun pion</translation>
    </message>
    <message>
        <source>{color} to move; {discs}</source>
        <translation>À {color} de jouer&#xa0;; {discs}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
</context>
<context>
    <name>DatabaseCounts</name>
    <message>
        <source>The database counts show once a games database is open ({keys})</source>
        <translation>Les décomptes de la base s&apos;affichent dès qu&apos;une base de parties est ouverte ({keys})</translation>
    </message>
    <message numerus="yes">
        <source>played in %Ln database game(s), the most played</source>
        <translation>
            <numerusform>jouée dans %Ln partie de la base, la plus jouée</numerusform>
            <numerusform>jouée dans %Ln parties de la base, la plus jouée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>played in %Ln database game(s)</source>
        <translation>
            <numerusform>jouée dans %Ln partie de la base</numerusform>
            <numerusform>jouée dans %Ln parties de la base</numerusform>
        </translation>
    </message>
    <message>
        <source>{thousands}k</source>
        <translation>{thousands}k</translation>
    </message>
    <message>
        <source>{millions}M</source>
        <translation>{millions} M</translation>
    </message>
</context>
<context>
    <name>DatabaseReview</name>
    <message>
        <source>Database: the starting position is in none of its games.</source>
        <translation>Base : la position de départ n&apos;est dans aucune de ses parties.</translation>
    </message>
    <message>
        <source>Database: the whole game is in the database.</source>
        <translation>Base : toute la partie est dans la base.</translation>
    </message>
    <message numerus="yes">
        <source>Database: out of the database at a pass; %Ln game(s) had reached the position before it.</source>
        <translation>
            <numerusform>Base : sortie de la base sur un passe ; %Ln partie avait atteint la position d&apos;avant.</numerusform>
            <numerusform>Base : sortie de la base sur un passe ; %Ln parties avaient atteint la position d&apos;avant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: out of the database at move {number} ({move}); %Ln game(s) had reached the position before it, none played it.</source>
        <translation>
            <numerusform>Base : sortie de la base au coup {number} ({move}) ; %Ln partie avait atteint la position d&apos;avant, aucune ne l&apos;a joué.</numerusform>
            <numerusform>Base : sortie de la base au coup {number} ({move}) ; %Ln parties avaient atteint la position d&apos;avant, aucune ne l&apos;a joué.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: none of the %Ln game(s) that reached here played {move}.</source>
        <translation>
            <numerusform>Base : la %Ln partie arrivée ici n&apos;a pas joué {move}.</numerusform>
            <numerusform>Base : aucune des %Ln parties arrivées ici n&apos;a joué {move}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: {chose} of %Ln game(s) played {move} here.</source>
        <translation>
            <numerusform>Base : {chose} partie sur %Ln a joué {move} ici.</numerusform>
            <numerusform>Base : {chose} parties sur %Ln ont joué {move} ici.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: {chose} of %Ln game(s) played {move} here; Black scored {percent} % in them.</source>
        <translation>
            <numerusform>Base : {chose} partie sur %Ln a joué {move} ici ; Noir y a marqué {percent} %.</numerusform>
            <numerusform>Base : {chose} parties sur %Ln ont joué {move} ici ; Noir y a marqué {percent} %.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>Your engines</source>
        <translation>Vos moteurs</translation>
    </message>
    <message>
        <source>the name the lists show (e.g. {example})</source>
        <translation>le nom affiché dans les listes (p. ex. {example})</translation>
    </message>
    <message>
        <source>{example}   (the program and its options)</source>
        <translation>{example}   (le programme et ses options)</translation>
    </message>
    <message>
        <source>the folder it runs in (its tables and book)</source>
        <translation>son dossier de travail (tables, bibliothèque)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>moves ahead (e.g. {depth}) or a time a move (e.g. {time})</source>
        <translation>coups à l&apos;avance (p. ex. {depth}) ou temps par coup (p. ex. {time})</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>&amp;Ligne de commande&#xa0;:</translation>
    </message>
    <message>
        <source>Working &amp;folder:</source>
        <translation>&amp;Dossier de travail&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Depth or time:</source>
        <translation>&amp;Profondeur ou temps&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Add and check</source>
        <translation>&amp;Ajouter et vérifier</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Engine check</source>
        <translation>Vérification du moteur</translation>
    </message>
    <message>
        <source>&amp;Stop check</source>
        <translation>A&amp;rrêter la vérification</translation>
    </message>
    <message>
        <source>Programs that speak NBoard&apos;s protocol (Edax, ntest, othello-qt nboard):</source>
        <translation>Programmes utilisant le protocole NBoard (Edax, ntest, othello-qt nboard)&#xa0;:</translation>
    </message>
    <message>
        <source>runs in {folder}</source>
        <translation>s&apos;exécute dans {folder}</translation>
    </message>
    <message>
        <source>runs in the current folder</source>
        <translation>s&apos;exécute dans le dossier courant</translation>
    </message>
    <message>
        <source>&amp;Save and check</source>
        <translation>&amp;Enregistrer et vérifier</translation>
    </message>
    <message>
        <source>Working folder of the engine</source>
        <translation>Dossier de travail du moteur</translation>
    </message>
    <message>
        <source>Not added: {error}.</source>
        <translation>Non ajouté&#xa0;: {error}.</translation>
    </message>
    <message>
        <source>Checking {name}…</source>
        <translation>Vérification de {name}…</translation>
    </message>
    <message>
        <source>The check of {name} was stopped: it was not added.</source>
        <translation>La vérification de {name} a été arrêtée&#xa0;: le moteur n’a pas été ajouté.</translation>
    </message>
    <message>
        <source>{name} was not added: it did not work as an NBoard engine.
{error}</source>
        <translation>{name} n&apos;a pas été ajouté&#xa0;: il n&apos;a pas fonctionné comme moteur NBoard.
{error}</translation>
    </message>
    <message>
        <source>{name} works but could not be saved: {error}</source>
        <translation>{name} fonctionne mais n&apos;a pas pu être enregistré&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{name} answered (it calls itself {own_name}) and was changed: a game takes the change at its next move.</source>
        <translation>{name} a répondu (il se nomme {own_name}) et a été modifié : une partie en cours prend la modification à son prochain coup.</translation>
    </message>
    <message>
        <source>{name} answered (it calls itself {own_name}) and was added: choose it for a side.</source>
        <translation>{name} a répondu (il se présente comme {own_name}) et a été ajouté&#xa0;: choisissez-le pour un camp.</translation>
    </message>
    <message>
        <source>Choose the engine to remove in the list.</source>
        <translation>Choisissez dans la liste le moteur à supprimer.</translation>
    </message>
    <message>
        <source>{name} could not be removed: {error}</source>
        <translation>{name} n&apos;a pas pu être supprimé&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{name} was removed.</source>
        <translation>{name} a été supprimé.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>give the engine a name</source>
        <translation>donnez un nom au moteur</translation>
    </message>
    <message>
        <source>the name is longer than {count} characters</source>
        <translation>le nom dépasse {count} caractères</translation>
    </message>
    <message>
        <source>the name may not hold &apos;:&apos; or control characters</source>
        <translation>le nom ne peut contenir ni &apos;:&apos; ni caractères de contrôle</translation>
    </message>
    <message>
        <source>the command line cannot be split into words</source>
        <translation>la ligne de commande ne peut pas être découpée en mots</translation>
    </message>
    <message>
        <source>give the command that starts the engine</source>
        <translation>indiquez la commande qui lance le moteur</translation>
    </message>
    <message>
        <source>the working folder {folder} is not a folder</source>
        <translation>le dossier de travail {folder} n’est pas un dossier</translation>
    </message>
    <message>
        <source>{budget} is not a depth from 1 to {max_depth}, a time like 2s or 500ms, or both like 6,2s (depth 6 in at most 2 seconds)</source>
        <translation>{budget} n’est ni une profondeur de 1 à {max_depth}, ni un temps comme 2s ou 500ms, ni les deux comme 6,2s (profondeur 6 en 2 secondes au plus)</translation>
    </message>
    <message>
        <source>an engine is not an object</source>
        <translation>une entrée n’est pas un objet</translation>
    </message>
    <message>
        <source>an engine&apos;s argv is not a list of words</source>
        <translation>l’argv d’un moteur n’est pas une liste de mots</translation>
    </message>
    <message>
        <source>an engine&apos;s name, folder or budget is not text</source>
        <translation>le nom, le dossier ou le budget d’un moteur n’est pas du texte</translation>
    </message>
    <message>
        <source>it is not an {format} file</source>
        <translation>ce n’est pas un fichier {format}</translation>
    </message>
    <message>
        <source>it lists more than {count} engines</source>
        <translation>elle contient plus de {count} moteurs</translation>
    </message>
    <message>
        <source>two engines have the same name</source>
        <translation>deux moteurs portent le même nom</translation>
    </message>
    <message>
        <source>Your engine list {path} could not be read: {problem}; it could not be renamed.</source>
        <translation>Votre liste de moteurs {path} n’a pas pu être lue&#xa0;: {problem}&#xa0;; elle n’a pas pu être renommée.</translation>
    </message>
    <message>
        <source>Your engine list {path} could not be read: {problem}; it is kept as {kept}.</source>
        <translation>Votre liste de moteurs {path} n’a pas pu être lue&#xa0;: {problem}&#xa0;; elle est conservée sous {kept}.</translation>
    </message>
    <message>
        <source>at most {count} engines can be kept</source>
        <translation>au plus {count} moteurs peuvent être gardés</translation>
    </message>
    <message>
        <source>no engine named {name} (add it with Game → Engines…)</source>
        <translation>aucun moteur nommé {name} (ajoutez-le avec Partie → Moteurs…)</translation>
    </message>
    <message>
        <source>no engine named {name} (add it with Game → Engines…; known: {known})</source>
        <translation>aucun moteur nommé {name} (ajoutez-le avec Partie → Moteurs…&#xa0;; connus&#xa0;: {known})</translation>
    </message>
    <message>
        <source>{engine} does not speak NBoard&apos;s protocol: it wrote {lines} lines that are not the protocol&apos;s (such as {example})</source>
        <translation>{engine} ne parle pas le protocole de NBoard&#xa0;: il a écrit {lines} lignes hors du protocole (comme {example})</translation>
    </message>
    <message>
        <source>{engine}: the working folder {folder} is not a folder</source>
        <translation>{engine}&#xa0;: le dossier de travail {folder} n’est pas un dossier</translation>
    </message>
    <message>
        <source>{engine}: cannot start {program}</source>
        <translation>{engine}&#xa0;: impossible de lancer {program}</translation>
    </message>
    <message>
        <source>{engine} did not answer in time and was stopped</source>
        <translation>{engine} n’a pas répondu à temps et a été arrêté</translation>
    </message>
    <message>
        <source>{engine} wrote a line longer than {bytes} bytes</source>
        <translation>{engine} a écrit une ligne de plus de {bytes} octets</translation>
    </message>
    <message>
        <source>{engine} closed its output</source>
        <translation>{engine} a fermé sa sortie</translation>
    </message>
    <message>
        <source>{engine} was killed by signal {signal}</source>
        <translation>{engine} a été tué par le signal {signal}</translation>
    </message>
    <message>
        <source>{engine} exited with code {code}</source>
        <translation>{engine} s’est arrêté avec le code {code}</translation>
    </message>
    <message>
        <source>{engine} was stopped before it answered</source>
        <translation>{engine} a été arrêté avant de répondre</translation>
    </message>
    <message>
        <source>{engine} answered {answer}, which names no move</source>
        <translation>{engine} a répondu {answer}, qui ne désigne aucun coup</translation>
    </message>
    <message>
        <source>{engine} answered {answer}: {word} is not a move</source>
        <translation>{engine} a répondu {answer}&#xa0;: {word} n’est pas un coup</translation>
    </message>
    <message>
        <source>{engine} answered {move}, which is not legal in this position</source>
        <translation>{engine} a répondu {move}, qui n’est pas légal dans cette position</translation>
    </message>
    <message>
        <source>{engine} was stopped before it named a move</source>
        <translation>{engine} a été arrêté avant d’indiquer un coup</translation>
    </message>
    <message>
        <source>{engine} was asked for its move after {seconds} s and gave none in the {grace} s that followed, so it was stopped</source>
        <translation>{engine} a été prié de jouer après {seconds} s et n&apos;a donné aucun coup dans les {grace} s suivantes ; il a donc été arrêté</translation>
    </message>
    <message>
        <source>{engine} named no move in its {seconds} s and was stopped</source>
        <translation>{engine} n&apos;a nommé aucun coup en {seconds} s et a été arrêté</translation>
    </message>
    <message>
        <source>{problem}: {detail}</source>
        <translation>{problem}&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>there is no such program (or its folder is missing)</source>
        <translation>ce programme n’existe pas (ou son dossier manque)</translation>
    </message>
    <message>
        <source>it may not be run (is it marked as a program?)</source>
        <translation>il ne peut pas être exécuté (est-il marqué comme programme ?)</translation>
    </message>
    <message>
        <source>it is not a program this system can run</source>
        <translation>ce n’est pas un programme que ce système peut exécuter</translation>
    </message>
    <message>
        <source>a part of its path is not a folder</source>
        <translation>une partie de son chemin n’est pas un dossier</translation>
    </message>
    <message>
        <source>that is a folder, not a program</source>
        <translation>c’est un dossier, pas un programme</translation>
    </message>
    <message>
        <source>{file}: it holds bytes that are not text, so it is no games file</source>
        <translation>{file}&#xa0;: il contient des octets qui ne sont pas du texte, ce n’est donc pas un fichier de parties</translation>
    </message>
    <message>
        <source>{size} bytes is more than the {limit} allowed</source>
        <translation>{size} octets, c’est plus que les {limit} permis</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>ce fichier n’existe pas</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>c’est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>cannot open it</source>
        <translation>impossible de l’ouvrir</translation>
    </message>
    <message>
        <source>is {kind}, not a regular file</source>
        <translation>c’est {kind}, pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>cannot read it</source>
        <translation>impossible de la lire</translation>
    </message>
    <message>
        <source>it grew while it was read</source>
        <translation>il a grossi pendant la lecture</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} n’est pas un nombre JSON</translation>
    </message>
    <message>
        <source>{number} is out of range</source>
        <translation>{number} est hors limites</translation>
    </message>
    <message>
        <source>{count} characters of JSON is more than the {limit} allowed</source>
        <translation>{count} caractères de JSON, c’est plus que les {limit} permis</translation>
    </message>
    <message>
        <source>the JSON nests too deeply ({depth} levels, at most {limit})</source>
        <translation>le JSON est trop imbriqué ({depth} niveaux, au plus {limit})</translation>
    </message>
    <message>
        <source>the JSON is damaged or cut short</source>
        <translation>le JSON est endommagé ou tronqué</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {number} is {value})</source>
        <translation>pas du texte UTF-8 (l’octet {number} vaut {value})</translation>
    </message>
    <message>
        <source>not text (a control character on line {line})</source>
        <translation>pas du texte (un caractère de contrôle à la ligne {line})</translation>
    </message>
    <message>
        <source>it is cut short (its last line is not ended)</source>
        <translation>il est tronqué (sa dernière ligne n&apos;est pas terminée)</translation>
    </message>
    <message>
        <source>line {line} is not a setting of an INI file</source>
        <translation>la ligne {line} n&apos;est pas un réglage d&apos;un fichier INI</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: {problem}; it could not be renamed. The game uses its default settings.</source>
        <translation>Votre fichier de réglages {path} n&apos;a pas pu être lu : {problem} ; il n&apos;a pas pu être renommé. Le jeu utilise ses réglages par défaut.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: {problem}; it is kept as {kept}. The game starts with the default settings.</source>
        <translation>Votre fichier de réglages {path} n&apos;a pas pu être lu : {problem} ; il est conservé sous {kept}. Le jeu démarre avec les réglages par défaut.</translation>
    </message>
    <message>
        <source>not a results file of this version</source>
        <translation>ce n&apos;est pas un fichier de résultats de cette version</translation>
    </message>
    <message>
        <source>it has no list of openings</source>
        <translation>il n&apos;a pas de liste d&apos;ouvertures</translation>
    </message>
    <message>
        <source>an opening&apos;s entry is damaged</source>
        <translation>l&apos;entrée d&apos;une ouverture est endommagée</translation>
    </message>
    <message>
        <source>Your opening practice results {path} could not be read: {problem}; the file could not be renamed, so new results are not saved.</source>
        <translation>Vos résultats d&apos;entraînement aux ouvertures {path} n&apos;ont pas pu être lus : {problem} ; le fichier n&apos;a pas pu être renommé, les nouveaux résultats ne sont donc pas enregistrés.</translation>
    </message>
    <message>
        <source>Your opening practice results {path} could not be read: {problem}; the file is kept as {kept}, and the results start afresh.</source>
        <translation>Vos résultats d&apos;entraînement aux ouvertures {path} n&apos;ont pas pu être lus : {problem} ; le fichier est conservé sous {kept}, et les résultats repartent de zéro.</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>even</source>
        <translation>égalité</translation>
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
        <translation>{value} (bibliothèque)</translation>
    </message>
    <message numerus="yes">
        <source>{value} (estimate, %n move(s) ahead)</source>
        <translation>
            <numerusform>{value} (estimation, %n coup à l&apos;avance)</numerusform>
            <numerusform>{value} (estimation, %n coups à l&apos;avance)</numerusform>
        </translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>Position {ply}</source>
        <translation>Position {ply}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Move {number} ({move})</source>
        <translation>Coup {number} ({move})</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>la position de départ</translation>
    </message>
    <message>
        <source>move {ply}</source>
        <translation>coup {ply}</translation>
    </message>
    <message>
        <source>a pass</source>
        <translation>une passe</translation>
    </message>
    <message>
        <source>move {number} ({move})</source>
        <translation>coup {number} ({move})</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Courbe d&apos;évaluation</translation>
    </message>
    <message>
        <source>The engine is being prepared…</source>
        <translation>Préparation du moteur…</translation>
    </message>
    <message>
        <source>No values yet</source>
        <translation>Pas encore de valeurs</translation>
    </message>
    <message numerus="yes">
        <source>{valued} of %n position(s) valued; last: {value}</source>
        <translation>
            <numerusform>Positions évaluées&#xa0;: {valued} sur %n&#xa0;; dernière&#xa0;: {value}</numerusform>
            <numerusform>Positions évaluées&#xa0;: {valued} sur %n&#xa0;; dernière&#xa0;: {value}</numerusform>
        </translation>
    </message>
    <message>
        <source>{problem}; {values}</source>
        <translation>{problem}&#xa0;; {values}</translation>
    </message>
    <message>
        <source>{position} {symbol}</source>
        <translation>{position} {symbol}</translation>
    </message>
    <message>
        <source>{description}; {marks}</source>
        <translation>{description}&#xa0;; {marks}</translation>
    </message>
    <message>
        <source>The engine is valuing the positions…</source>
        <translation>Le moteur évalue les positions…</translation>
    </message>
    <message>
        <source>{position}: not valued yet</source>
        <translation>{position}&#xa0;: pas encore d&apos;évaluation</translation>
    </message>
    <message>
        <source>{position}: {value}</source>
        <translation>{position}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>{text} — mistake ?</source>
        <translation>{text} — erreur&#xa0;?</translation>
    </message>
    <message>
        <source>{text} — blunder ??</source>
        <translation>{text} — gaffe&#xa0;??</translation>
    </message>
    <message>
        <source>■ exact   ○ estimate</source>
        <translation>■ exact   ○ estimation</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Copy &amp;transcript</source>
        <translation>Copier la &amp;notation</translation>
    </message>
    <message>
        <source>Copy &amp;board string</source>
        <translation>Copier la chaîne du &amp;plateau</translation>
    </message>
    <message>
        <source>&amp;Paste game or position</source>
        <translation>&amp;Coller une partie ou une position</translation>
    </message>
    <message>
        <source>New game started</source>
        <translation>Nouvelle partie commencée</translation>
    </message>
    <message>
        <source>New game started, {time} per side</source>
        <translation>Nouvelle partie commencée, {time} par joueur</translation>
    </message>
    <message>
        <source>Cannot read {source}: it holds bytes that are not text, so it is no game, board string or transcript (a program or a picture, perhaps?)</source>
        <translation>Impossible de lire {source}&#xa0;: il contient des octets qui ne sont pas du texte, ce n’est donc ni une partie, ni une chaîne de plateau, ni une transcription (un programme ou une image, peut-être&#xa0;?)</translation>
    </message>
    <message>
        <source>Cannot read {source}:
{reason}</source>
        <translation>Impossible de lire {source}&#xa0;:
{reason}</translation>
    </message>
    <message>
        <source>The clipboard holds no text</source>
        <translation>Le presse-papiers ne contient pas de texte</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <comment>where a game is read from: Cannot read {source}…</comment>
        <translation>le presse-papiers</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Cannot open {path}:
{reason}</source>
        <translation>Impossible d&apos;ouvrir {path}&#xa0;:
{reason}</translation>
    </message>
    <message>
        <source>Transcript copied</source>
        <translation>Notation copiée</translation>
    </message>
    <message>
        <source>Board string copied</source>
        <translation>Chaîne du plateau copiée</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Cannot save {path}:
{reason}</source>
        <translation>Impossible d&apos;enregistrer {path}&#xa0;:
{reason}</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>Enregistré&#xa0;: {name}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>{move} will be played as soon as the game is ready</source>
        <translation>{move} sera joué dès que la partie sera prête</translation>
    </message>
    <message>
        <source>The game is over — start a new game ({keys})</source>
        <translation>La partie est terminée — lancez une nouvelle partie ({keys})</translation>
    </message>
    <message>
        <source>The clocks are stopped — Resume ({keys}) to play on</source>
        <translation>Les pendules sont arrêtées — Reprendre ({keys}) pour continuer</translation>
    </message>
    <message>
        <source>The computer waits while you look back — » ({last_keys}) or Play on ({play_keys}) lets it play</source>
        <translation>L&apos;ordinateur attend pendant que vous revoyez la partie — » ({last_keys}) ou Continuer d&apos;ici ({play_keys}) le laisse jouer</translation>
    </message>
    <message>
        <source>The computer is paused — Resume ({keys}) lets it play</source>
        <translation>L&apos;ordinateur est en pause — Reprendre ({keys}) le laisse jouer</translation>
    </message>
    <message>
        <source>Wait for the computer to move (or press Move now, {keys})</source>
        <translation>Attendez que l&apos;ordinateur joue (ou appuyez sur Jouer maintenant, {keys})</translation>
    </message>
    <message>
        <source>Wait for the computer to move</source>
        <translation>Attendez que l&apos;ordinateur joue</translation>
    </message>
    <message>
        <source>The previous game is back — Redo ({keys}) returns to the other one</source>
        <translation>La partie précédente est rétablie — Rétablir ({keys}) revient à l&apos;autre</translation>
    </message>
    <message>
        <source>The game you were looking at is back, with its later moves — Redo ({keys}) returns to the moves you played</source>
        <translation>La partie que vous regardiez est rétablie, avec ses coups suivants — Rétablir ({keys}) revient aux coups que vous avez joués</translation>
    </message>
    <message>
        <source>The moves you played are back — Undo ({keys}) returns to the game you were looking at</source>
        <translation>Les coups que vous avez joués sont rétablis — Annuler ({keys}) revient à la partie que vous regardiez</translation>
    </message>
    <message>
        <source>The other game is back — Undo ({keys}) returns to the previous one</source>
        <translation>L&apos;autre partie est rétablie — Annuler ({keys}) revient à la précédente</translation>
    </message>
    <message>
        <source>The computer ({player}) chose an illegal move: {reason}</source>
        <translation>L&apos;ordinateur ({player}) a choisi un coup illégal&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The computer player {player} failed and is paused.

{reason}</source>
        <translation>Le joueur ordinateur {player} a rencontré une erreur et a été mis en pause.

{reason}</translation>
    </message>
    <message>
        <source>Hints need an engine that values every move; none is installed yet</source>
        <translation>Les indices nécessitent un moteur qui évalue chaque coup&#xa0;; aucun n&apos;est encore installé</translation>
    </message>
    <message>
        <source>Hints failed: {reason}</source>
        <translation>Échec des indices&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Othello games</source>
        <translation>Parties d&apos;Othello</translation>
    </message>
    <message>
        <source>GGF games</source>
        <translation>Parties GGF</translation>
    </message>
    <message>
        <source>Transcripts</source>
        <translation>Notations</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Tous les fichiers</translation>
    </message>
    <message>
        <source>GGF game</source>
        <translation>Partie GGF</translation>
    </message>
    <message>
        <source>Transcript</source>
        <translation>Notation</translation>
    </message>
    <message>
        <source>the file is {size} MB; game files are at most {limit} MB</source>
        <translation>le fichier fait {size} Mo ; un fichier de parties fait au plus {limit} Mo</translation>
    </message>
    <message>
        <source>the text is empty</source>
        <translation>le texte est vide</translation>
    </message>
    <message>
        <source>GGF: the text holds no game</source>
        <translation>GGF&#xa0;: le texte ne contient aucune partie</translation>
    </message>
    <message>
        <source>the board string has no discs: there is no game to play from it</source>
        <translation>la chaîne du plateau ne contient aucun pion&#xa0;: impossible d&apos;en tirer une partie</translation>
    </message>
    <message>
        <source>not a GGF game, a board string or a transcript like f5d6c3 ({reason})</source>
        <translation>ni une partie GGF, ni une chaîne de plateau, ni une notation comme f5d6c3 ({reason})</translation>
    </message>
    <message>
        <source>a pass before move {number} is not a legal move in this game</source>
        <translation>une passe avant le coup {number} n&apos;est pas un coup légal dans cette partie</translation>
    </message>
    <message>
        <source>move {number}, {square}, is not a legal move in this game</source>
        <translation>le coup {number}, {square}, n&apos;est pas un coup légal dans cette partie</translation>
    </message>
</context>
<context>
    <name>GameStart</name>
    <message>
        <source>Welcome back — your unfinished game is restored; Undo ({keys}) at its first move brings back the other game you played</source>
        <translation>Bon retour parmi nous — votre partie inachevée est restaurée ; Annuler ({keys}) à son premier coup rétablit l’autre partie que vous avez jouée</translation>
    </message>
    <message numerus="yes">
        <source>Welcome back — your unfinished game is restored (%n moves)</source>
        <translation>
            <numerusform>Bon retour parmi nous — votre partie inachevée est restaurée (%n coup)</numerusform>
            <numerusform>Bon retour parmi nous — votre partie inachevée est restaurée (%n coups)</numerusform>
        </translation>
    </message>
    <message>
        <source>New game — Undo ({keys}) brings back your unfinished game</source>
        <translation>Nouvelle partie — Annuler ({keys}) rétablit votre partie inachevée</translation>
    </message>
    <message>
        <source>Ready — {keys} starts a new game with other players</source>
        <translation>Prêt — {keys} lance une nouvelle partie avec d&apos;autres joueurs</translation>
    </message>
    <message>
        <source>The player {player} is not available ({reason}); the difficulty level plays instead.</source>
        <translation>Le joueur {player} n&apos;est pas disponible ({reason})&#xa0;; c&apos;est le niveau de difficulté qui joue à sa place.</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Partie inachevée</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
</context>
<context>
    <name>GamesDatabase</name>
    <message>
        <source>Games databases ({patterns})</source>
        <translation>Bases de parties ({patterns})</translation>
    </message>
    <message>
        <source>WTHOR games ({patterns})</source>
        <translation>Parties WTHOR ({patterns})</translation>
    </message>
    <message>
        <source>GGF games ({patterns})</source>
        <translation>Parties GGF ({patterns})</translation>
    </message>
    <message>
        <source>All files ({patterns})</source>
        <translation>Tous les fichiers ({patterns})</translation>
    </message>
    <message>
        <source>Open a games database folder</source>
        <translation>Ouvrir un dossier de base de parties</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Année</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <source>end</source>
        <comment>the game ended in the board&apos;s position: no next move</comment>
        <translation>fin</translation>
    </message>
    <message>
        <source>{black} – {white}, {score}: {file}, record {number}</source>
        <translation>{black} – {white}, {score} : {file}, enregistrement {number}</translation>
    </message>
    <message numerus="yes">
        <source>{file} and %n more</source>
        <translation>
            <numerusform>{file} et %n autre</numerusform>
            <numerusform>{file} et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: too many games for the memory this computer has free</source>
        <translation>{file}&#xa0;: trop de parties pour la mémoire libre de cet ordinateur</translation>
    </message>
    <message>
        <source>Games database</source>
        <translation>Base de parties</translation>
    </message>
    <message>
        <source>No games file open</source>
        <translation>Aucun fichier de parties ouvert</translation>
    </message>
    <message>
        <source>Reading the games file</source>
        <translation>Lecture du fichier de parties</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>part of Black&apos;s or White&apos;s name</source>
        <translation>tout ou partie du nom de Noir ou de Blanc</translation>
    </message>
    <message>
        <source>part of the tournament&apos;s name</source>
        <translation>tout ou partie du nom du tournoi</translation>
    </message>
    <message>
        <source>part of the opening&apos;s name (Tiger, Rose…)</source>
        <translation>tout ou partie du nom de l&apos;ouverture (Tiger, Rose…)</translation>
    </message>
    <message>
        <source>Only games that reached the board&apos;s position</source>
        <translation>Seulement les parties passées par la position du plateau</translation>
    </message>
    <message>
        <source>Up to the board&apos;s symmetries; Next is the move each game played there</source>
        <translation>Aux symétries du plateau près&#xa0;; «&#xa0;Coup suivant&#xa0;» est le coup joué dans chaque partie à partir de là</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Ouvrir la partie</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Tout résultat</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Victoire de Noir</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Victoire de Blanc</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>No games database is open: open a folder of games files (or a file) above</source>
        <translation>Aucune base de parties n&apos;est ouverte : ouvrez ci-dessus un dossier de fichiers de parties (ou un fichier)</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file} : {problem}</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop reading the games database</source>
        <translation>Arrêter la lecture de la base de parties</translation>
    </message>
    <message>
        <source>Next moves from the board&apos;s position</source>
        <translation>Coups suivants depuis la position du plateau</translation>
    </message>
    <message>
        <source>Replay, review and analyse the chosen game in the main window (Enter)</source>
        <translation>Rejouer, revoir et analyser la partie choisie dans la fenêtre principale (Entrée)</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Ouvrir un dossier…</translation>
    </message>
    <message>
        <source>Open a folder of games files (WTHOR years with their WTHOR.JOU and WTHOR.TRN, GGF collections) as the database; it is opened again at each start</source>
        <translation>Ouvrir un dossier de fichiers de parties (années WTHOR avec leurs WTHOR.JOU et WTHOR.TRN, collections GGF) comme base ; il est rouvert à chaque démarrage</translation>
    </message>
    <message>
        <source>Other file…</source>
        <translation>Autre fichier…</translation>
    </message>
    <message>
        <source>Open another games file in this window</source>
        <translation>Ouvrir un autre fichier de parties dans cette fenêtre</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>Années</translation>
    </message>
    <message>
        <source>the year the games were played (2002), or a range of years: 1990–2000 (both included), 1990– (and later), –2000 (and earlier)</source>
        <translation>l&apos;année où les parties ont été jouées (2002), ou une plage d&apos;années : 1990–2000 (les deux comprises), 1990– (et après), –2000 (et avant)</translation>
    </message>
    <message>
        <source>Year or 1990–2000</source>
        <translation>Année ou 1990–2000</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Result: who won, by the recorded score</source>
        <translation>Résultat : qui a gagné, selon le score enregistré</translation>
    </message>
    <message>
        <source>{field}: {tip}</source>
        <translation>{field}&#xa0;: {tip}</translation>
    </message>
    <message>
        <source>Reading the games database…</source>
        <translation>Lecture de la base de parties…</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Lecture de {file}…</translation>
    </message>
    <message>
        <source>Reading {file} was cancelled</source>
        <translation>Lecture de {file} annulée</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %Ln game(s)</source>
        <translation>
            <numerusform>{file}&#xa0;: %Ln partie</numerusform>
            <numerusform>{file}&#xa0;: %Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln record(s) skipped, not games (first: record {number}: {reason})</source>
        <translation>
            <numerusform>%Ln enregistrement ignoré, ce n&apos;est pas une partie (enregistrement {number}&#xa0;: {reason})</numerusform>
            <numerusform>%Ln enregistrements ignorés, ce ne sont pas des parties (premier&#xa0;: enregistrement {number}&#xa0;: {reason})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) read</source>
        <translation>
            <numerusform>%Ln fichier lu</numerusform>
            <numerusform>%Ln fichiers lus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{games} in %n file(s)</source>
        <translation>
            <numerusform>{games} dans %n fichier</numerusform>
            <numerusform>{games} dans %n fichiers</numerusform>
        </translation>
    </message>
    <message>
        <source>{games}; {skipped}</source>
        <translation>{games}&#xa0;; {skipped}</translation>
    </message>
    <message>
        <source>Cannot read the games file:
{error}</source>
        <translation>Impossible de lire le fichier de parties&#xa0;:
{error}</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (in this text&apos;s tooltip)</source>
        <translation>
            <numerusform>… et %n autre (dans l&apos;infobulle de ce texte)</numerusform>
            <numerusform>… et %n autres (dans l&apos;infobulle de ce texte)</numerusform>
        </translation>
    </message>
    <message>
        <source>No game of the database reached this position</source>
        <translation>Aucune partie de la base n&apos;a atteint cette position</translation>
    </message>
    <message>
        <source>No game the filters keep reached this position</source>
        <translation>Aucune des parties filtrées n&apos;a atteint cette position</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s) reached this position</source>
        <translation>
            <numerusform>{shown} sur %Ln partie ont atteint cette position</numerusform>
            <numerusform>{shown} sur %Ln parties ont atteint cette position</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s)</source>
        <translation>
            <numerusform>{shown} sur %Ln partie</numerusform>
            <numerusform>{shown} sur %Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Open games &amp;database…</source>
        <translation>Ouvrir une &amp;base de parties…</translation>
    </message>
    <message>
        <source>Open games database</source>
        <translation>Ouvrir une base de parties</translation>
    </message>
</context>
<context>
    <name>LevelSlider</name>
    <message>
        <source>Difficulty level</source>
        <translation>Niveau de difficulté</translation>
    </message>
    <message>
        <source>easier</source>
        <translation>plus facile</translation>
    </message>
    <message>
        <source>stronger</source>
        <translation>plus fort</translation>
    </message>
    <message>
        <source>Level {number} — {name}&lt;br&gt;&lt;small&gt;{description}&lt;/small&gt;</source>
        <translation>Niveau {number} — {name}&lt;br&gt;&lt;small&gt;{description}&lt;/small&gt;</translation>
    </message>
    <message>
        <source>{number} — {name}: {description} ({spec})</source>
        <translation>{number} — {name}&#xa0;: {description} ({spec})</translation>
    </message>
    <message>
        <source>The level applies to a side played by &quot;{level_player}&quot;; none is now.</source>
        <translation>Le niveau s&apos;applique à un camp joué par «&#xa0;{level_player}&#xa0;»&#xa0;; aucun ne l&apos;est actuellement.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Looks one move ahead and often picks a move that merely looks fine.</source>
        <translation>Voit un coup à l&apos;avance et choisit souvent un coup qui a simplement l&apos;air correct.</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Novice</translation>
    </message>
    <message>
        <source>Sees your reply, but is easily tempted by flashy moves.</source>
        <translation>Voit votre réponse, mais se laisse facilement tenter par les coups spectaculaires.</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Joueur occasionnel</translation>
    </message>
    <message>
        <source>Plays sensibly two moves deep; slips now and then.</source>
        <translation>Joue raisonnablement à deux coups de profondeur&#xa0;; se trompe de temps en temps.</translation>
    </message>
    <message>
        <source>Hobbyist</source>
        <translation>Amateur</translation>
    </message>
    <message>
        <source>Knows corners and edges matter; still misjudges the middle game.</source>
        <translation>Sait que les coins et les bords comptent&#xa0;; juge encore mal le milieu de partie.</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Joueur de club</translation>
    </message>
    <message>
        <source>Plans a few moves ahead and rarely gives anything away.</source>
        <translation>Prévoit quelques coups à l&apos;avance et concède rarement quoi que ce soit.</translation>
    </message>
    <message>
        <source>Strong club player</source>
        <translation>Bon joueur de club</translation>
    </message>
    <message>
        <source>Careful and consistent; small inaccuracies only.</source>
        <translation>Prudent et régulier&#xa0;; seulement de petites imprécisions.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Always plays its best move six moves deep; varies its openings.</source>
        <translation>Joue toujours son meilleur coup à six coups de profondeur&#xa0;; varie ses ouvertures.</translation>
    </message>
    <message>
        <source>Tournament player</source>
        <translation>Joueur de tournoi</translation>
    </message>
    <message>
        <source>Eight moves deep, and counts the endgame exactly; varies its openings.</source>
        <translation>Huit coups de profondeur, et calcule la finale exactement&#xa0;; varie ses ouvertures.</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maître</translation>
    </message>
    <message>
        <source>Ten moves deep; a serious test for strong players.</source>
        <translation>Dix coups de profondeur&#xa0;; un vrai défi pour les bons joueurs.</translation>
    </message>
    <message>
        <source>International master</source>
        <translation>Maître international</translation>
    </message>
    <message>
        <source>Twelve moves deep, and perfect over the last eighteen.</source>
        <translation>Douze coups de profondeur, et parfait sur les dix-huit derniers.</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>The full engine with half a second a move.</source>
        <translation>Le moteur complet, avec une demi-seconde par coup.</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Grand maître</translation>
    </message>
    <message>
        <source>The full engine with five seconds a move: its very best.</source>
        <translation>Le moteur complet, avec cinq secondes par coup&#xa0;: le meilleur de lui-même.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Preparing the engine…</source>
        <translation>Préparation du moteur…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Game over. {result}</source>
        <translation>Partie terminée. {result}</translation>
    </message>
    <message>
        <source>Difficulty: level {level}</source>
        <translation>Difficulté&#xa0;: niveau {level}</translation>
    </message>
    <message>
        <source>Othello</source>
        <translation>Othello</translation>
    </message>
    <message>
        <source>Set-up position: {color} to move</source>
        <translation>Position personnalisée&#xa0;: à {color} de jouer</translation>
    </message>
    <message>
        <source>The opening book {path} could not be read ({problem}); the computer plays without it. The file is left as it is.</source>
        <translation>Le livre d&apos;ouvertures {path} n&apos;a pas pu être lu ({problem}) ; l&apos;ordinateur joue sans lui. Le fichier est laissé tel quel.</translation>
    </message>
    <message>
        <source>Your opening book {path} could not be read ({problem}); it was set aside as {kept}, and the games you add next start a new one.</source>
        <translation>Votre bibliothèque d&apos;ouvertures {path} n&apos;a pas pu être lue ({problem}) ; elle a été mise de côté sous le nom {kept}, et les parties que vous ajouterez ensuite en commencent une nouvelle.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Moteurs…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>M&amp;oves</source>
        <translation>&amp;Coups</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <source>A&amp;nalyst</source>
        <translation>Moteur d&apos;a&amp;nalyse</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Vitesse d&apos;animation</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>La&amp;ngue</translation>
    </message>
    <message>
        <source>Takes effect the next time Othello starts</source>
        <translation>Prend effet au prochain démarrage d&apos;Othello</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Black (moves first):</source>
        <translation>Noir (joue en premier)&#xa0;:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Blanc&#xa0;:</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Difficulté&#xa0;:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Pendule&#xa0;:</translation>
    </message>
    <message>
        <source>Two humans share the board when both sides are human; with two computers the game plays itself (pause it with {pause_keys}).</source>
        <translation>Deux humains se partagent le plateau quand les deux camps sont humains&#xa0;; avec deux ordinateurs, la partie se joue toute seule (mettez-la en pause avec {pause_keys}).</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
</context>
<context>
    <name>NextMoves</name>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Black %</source>
        <translation>Noir %</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>The engine&apos;s value of each move for the side to move, as the hints show it on the board: turn on View ▸ Show hints (Ctrl+H) to see the engine&apos;s values</source>
        <translation>La valeur de chaque coup pour le camp au trait selon le moteur, telle que les indices la montrent sur le plateau : activez Affichage ▸ Afficher les indices (Ctrl+H) pour voir les valeurs du moteur</translation>
    </message>
    <message>
        <source>end</source>
        <comment>the games that ended in the board&apos;s position: no next move</comment>
        <translation>fin</translation>
    </message>
    <message>
        <source>Next moves in the database</source>
        <translation>Coups suivants dans la base</translation>
    </message>
    <message>
        <source>Each move played from the board&apos;s position by the database&apos;s games that reached it (in any move order and any symmetry, shown on the board as it is): how many games, Black&apos;s score in per cent (a draw counts half), Black&apos;s average final margin, and the engine&apos;s value of the move for the side to move, as the hints show it on the board</source>
        <translation>Chaque coup joué depuis la position du plateau par les parties de la base qui l&apos;ont atteinte (dans n&apos;importe quel ordre de coups et n&apos;importe quelle symétrie, montré sur le plateau tel qu&apos;il est) : combien de parties, le score de Noir en pour cent (une nulle compte pour moitié), l&apos;écart final moyen de Noir, et la valeur du coup selon le moteur pour le camp au trait, comme les conseils la montrent sur le plateau</translation>
    </message>
</context>
<context>
    <name>Openings</name>
    <message>
        <source>Perpendicular Opening</source>
        <translation>Ouverture perpendiculaire</translation>
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
        <translation>Ouverture parallèle</translation>
    </message>
    <message>
        <source>Diagonal Opening</source>
        <translation>Ouverture diagonale</translation>
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
        <translation>Ouverture case X</translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <source>Pause or resume the computer</source>
        <translation>Mettre en pause ou relancer l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Let the computer play on from the position shown (the later moves are kept for Undo)</source>
        <translation>Laisser l&apos;ordinateur continuer depuis la position affichée (les coups suivants restent disponibles pour Annuler)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Move now</source>
        <translation>&amp;Jouer maintenant</translation>
    </message>
    <message>
        <source>Move now</source>
        <translation>Jouer maintenant</translation>
    </message>
    <message>
        <source>Make the computer play its best move so far</source>
        <translation>Faire jouer à l&apos;ordinateur son meilleur coup trouvé jusqu&apos;ici</translation>
    </message>
    <message>
        <source>&amp;Pause computer</source>
        <translation>Mettre l&apos;ordinateur en &amp;pause</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>Position de &amp;départ</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation>Coup &amp;précédent</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Un coup en arrière</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>Coup &amp;suivant</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>Un coup en avant</translation>
    </message>
    <message>
        <source>&amp;Last move</source>
        <translation>Derni&amp;er coup</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Dernier coup</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Continuer d&apos;ici</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
</context>
<context>
    <name>PlayerChooser</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>You (or a friend) play this side on the board.</source>
        <translation>Vous (ou un ami) jouez ce camp sur le plateau.</translation>
    </message>
    <message>
        <source>Computer (level)</source>
        <translation>Ordinateur (niveau)</translation>
    </message>
    <message>
        <source>The computer, as strong as the difficulty level says.</source>
        <translation>L&apos;ordinateur, aussi fort que le niveau de difficulté l&apos;indique.</translation>
    </message>
    <message>
        <source>Engine — {name}</source>
        <translation>Moteur — {name}</translation>
    </message>
    <message>
        <source>Computer — {player}</source>
        <translation>Ordinateur — {player}</translation>
    </message>
    <message>
        <source>Other player…</source>
        <translation>Autre joueur…</translation>
    </message>
    <message>
        <source>Any computer player, with a setting such as its time a move</source>
        <translation>N&apos;importe quel joueur ordinateur, avec un réglage comme son temps par coup</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>choose a player</source>
        <translation>choisissez un joueur</translation>
    </message>
    <message>
        <source>Choose a computer player</source>
        <translation>Choisir un joueur ordinateur</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Joueurs ordinateur</translation>
    </message>
    <message>
        <source>Setting:</source>
        <translation>Réglage&#xa0;:</translation>
    </message>
    <message>
        <source>optional: {setting}</source>
        <translation>facultatif&#xa0;: {setting}</translation>
    </message>
    <message>
        <source>{setting}
({grammar})</source>
        <translation>{setting}
({grammar})</translation>
    </message>
    <message>
        <source>This setting does not work: {error}</source>
        <translation>Ce réglage ne fonctionne pas&#xa0;: {error}</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Plays any legal move at random: the easiest opponent.</source>
        <translation>Joue un coup légal au hasard&#xa0;: l&apos;adversaire le plus facile.</translation>
    </message>
    <message>
        <source>Random mover</source>
        <translation>Joueur aléatoire</translation>
    </message>
    <message>
        <source>uniformly random legal move (seeded)</source>
        <translation>coup légal tiré uniformément au hasard (graine fixée)</translation>
    </message>
    <message>
        <source>Always takes the move that flips the most discs right now.</source>
        <translation>Choisit toujours le coup qui retourne le plus de pions dans l&apos;immédiat.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Glouton</translation>
    </message>
    <message>
        <source>one ply, most discs flipped, ties at random</source>
        <translation>un coup de profondeur, le plus de pions retournés, égalités départagées au hasard</translation>
    </message>
    <message>
        <source>Grabs a corner whenever it can, otherwise the move that leaves it the most discs.</source>
        <translation>Prend un coin dès qu&apos;il le peut, sinon le coup qui lui laisse le plus de pions.</translation>
    </message>
    <message>
        <source>Corner grabber</source>
        <translation>Chasseur de coins</translation>
    </message>
    <message>
        <source>corner-first, like the book: any corner, else most discs</source>
        <translation>les coins d&apos;abord, comme dans le livre&#xa0;: n&apos;importe quel coin, sinon le plus de pions</translation>
    </message>
    <message>
        <source>Looks one move ahead and keeps as many discs as it can.</source>
        <translation>Voit un coup à l&apos;avance et garde le plus de pions possible.</translation>
    </message>
    <message>
        <source>Disc counter</source>
        <translation>Compteur de pions</translation>
    </message>
    <message>
        <source>one-ply maximizer of the disc difference (Norvig)</source>
        <translation>maximise la différence de pions à un coup de profondeur (Norvig)</translation>
    </message>
    <message>
        <source>Looks one move ahead and prefers strong squares: corners and edges, not the squares next to corners.</source>
        <translation>Voit un coup à l&apos;avance et préfère les bonnes cases&#xa0;: les coins et les bords, pas les cases voisines des coins.</translation>
    </message>
    <message>
        <source>Square weigher</source>
        <translation>Pondérateur de cases</translation>
    </message>
    <message>
        <source>one-ply maximizer of the weighted-squares table (Norvig)</source>
        <translation>maximise la table des cases pondérées à un coup de profondeur (Norvig)</translation>
    </message>
    <message>
        <source>Minimax</source>
        <translation>Minimax</translation>
    </message>
    <message>
        <source>plain minimax to a fixed depth</source>
        <translation>minimax simple à profondeur fixe</translation>
    </message>
    <message>
        <source>Looks a few moves ahead (4 unless you set another number), weighing corners and edges.</source>
        <translation>Voit quelques coups à l&apos;avance (4, sauf si vous indiquez un autre nombre), en tenant compte des coins et des bords.</translation>
    </message>
    <message>
        <source>moves ahead, e.g. 4</source>
        <translation>coups à l&apos;avance, p. ex. 4</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>Alpha-bêta</translation>
    </message>
    <message>
        <source>alpha-beta to a fixed depth (Norvig)</source>
        <translation>alpha-bêta à profondeur fixe (Norvig)</translation>
    </message>
    <message>
        <source>Looks several moves ahead (6 unless you set another number), weighing corners and edges.</source>
        <translation>Voit plusieurs coups à l&apos;avance (6, sauf si vous indiquez un autre nombre), en tenant compte des coins et des bords.</translation>
    </message>
    <message>
        <source>moves ahead, e.g. 6</source>
        <translation>coups à l&apos;avance, p. ex. 6</translation>
    </message>
    <message>
        <source>NegaScout</source>
        <translation>NegaScout</translation>
    </message>
    <message>
        <source>NegaScout over square weights with priority move ordering</source>
        <translation>NegaScout sur les poids des cases, avec tri prioritaire des coups</translation>
    </message>
    <message>
        <source>Thinks deeper and deeper until its time is up (2 s a move unless you give a time).</source>
        <translation>Réfléchit de plus en plus loin jusqu&apos;à épuisement de son temps (2&#xa0;s par coup, sauf si vous indiquez un temps).</translation>
    </message>
    <message>
        <source>Iterative deepening</source>
        <translation>Approfondissement itératif</translation>
    </message>
    <message>
        <source>iterative deepening alpha-beta, answers before its time limit</source>
        <translation>alpha-bêta à approfondissement itératif, répond avant sa limite de temps</translation>
    </message>
    <message>
        <source>time a move, e.g. 2s or 500ms</source>
        <translation>temps par coup, p. ex. 2s ou 500ms</translation>
    </message>
    <message>
        <source>The strongest opponent: searches deep and plays perfect endgames (2 s a move unless you set a time or how many moves ahead).</source>
        <translation>L&apos;adversaire le plus fort&#xa0;: calcule en profondeur et joue des finales parfaites (2&#xa0;s par coup, sauf si vous indiquez un temps ou un nombre de coups à l&apos;avance).</translation>
    </message>
    <message>
        <source>Master engine</source>
        <translation>Moteur maître</translation>
    </message>
    <message>
        <source>opening book, PVS with Multi-ProbCut over a trained pattern evaluation, exact endgame</source>
        <translation>bibliothèque d&apos;ouvertures, PVS avec Multi-ProbCut sur une évaluation par motifs entraînée, finale exacte</translation>
    </message>
    <message>
        <source>time a move (5s) or moves ahead (12)</source>
        <translation>temps par coup (5s) ou coups à l&apos;avance (12)</translation>
    </message>
    <message>
        <source>The master engine as it was before it learned patterns: a yardstick for the trained evaluation.</source>
        <translation>Le moteur maître tel qu&apos;il était avant d&apos;apprendre des motifs&#xa0;: une référence pour l&apos;évaluation entraînée.</translation>
    </message>
    <message>
        <source>Master engine, simpler judgement</source>
        <translation>Moteur maître, jugement simplifié</translation>
    </message>
    <message>
        <source>the master engine with the linear evaluation of hand-picked features</source>
        <translation>le moteur maître avec l&apos;évaluation linéaire de caractéristiques choisies à la main</translation>
    </message>
    <message>
        <source>Plays like a person: looks a few moves ahead and now and then settles for a slightly worse move.</source>
        <translation>Joue comme un humain&#xa0;: voit quelques coups à l&apos;avance et se contente parfois d&apos;un coup un peu moins bon.</translation>
    </message>
    <message>
        <source>Human-like player</source>
        <translation>Joueur au style humain</translation>
    </message>
    <message>
        <source>every move valued by a shallow master search, chosen by softmax at a temperature in discs</source>
        <translation>chaque coup évalué par une recherche peu profonde du moteur maître, choisi par softmax avec une température en pions</translation>
    </message>
    <message>
        <source>moves ahead and randomness, e.g. 2:4</source>
        <translation>coups à l&apos;avance et part d&apos;aléatoire, p. ex. 2:4</translation>
    </message>
    <message>
        <source>A neural network that taught itself by playing: it picks the move it thinks most likely to win.</source>
        <translation>Un réseau de neurones qui a appris seul en jouant&#xa0;: il choisit le coup qui lui semble le plus susceptible de gagner.</translation>
    </message>
    <message>
        <source>Self-taught network</source>
        <translation>Réseau autodidacte</translation>
    </message>
    <message>
        <source>TD(λ) network, 1 ply (the learning seed)</source>
        <translation>réseau TD(λ), un coup de profondeur (le point de départ de l&apos;apprentissage)</translation>
    </message>
    <message>
        <source>its weights file (.npz)</source>
        <translation>son fichier de poids (.npz)</translation>
    </message>
    <message>
        <source>A program you added in Game → Engines… (such as Edax or ntest), speaking NBoard&apos;s protocol.</source>
        <translation>Un programme ajouté via Partie → Moteurs… (comme Edax ou ntest), qui utilise le protocole NBoard.</translation>
    </message>
    <message>
        <source>External engine</source>
        <translation>Moteur externe</translation>
    </message>
    <message>
        <source>an NBoard-protocol engine run as a separate program</source>
        <translation>un moteur au protocole NBoard, lancé comme programme séparé</translation>
    </message>
    <message>
        <source>its name, then :depth or :time, e.g. Edax:2s</source>
        <translation>son nom, puis :profondeur ou :temps, p. ex. Edax:2s</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Not practised yet</source>
        <translation>Pas encore pratiquée</translation>
    </message>
    <message numerus="yes">
        <source>Practised %n time(s)</source>
        <translation>
            <numerusform>Pratiquée %n fois</numerusform>
            <numerusform>Pratiquée %n fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clean run(s)</source>
        <translation>
            <numerusform>%n sans faute</numerusform>
            <numerusform>%n sans faute</numerusform>
        </translation>
    </message>
    <message>
        <source>{tries}, {clean}, last on {date}</source>
        <translation>{tries}, {clean}, dernière fois le {date}</translation>
    </message>
    <message>
        <source>Practise an opening</source>
        <translation>S&apos;entraîner à une ouverture</translation>
    </message>
    <message>
        <source>Search the openings</source>
        <translation>Chercher une ouverture</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Ouvertures</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>The computer plays the opening, then the replies played most often in the open games database (with no database open, the opening book&apos;s best moves). A move that loses more than {discs} discs against the book&apos;s best is shown at once, and you may try again.</source>
        <translation>L&apos;ordinateur joue l&apos;ouverture, puis les réponses les plus jouées dans la base de parties ouverte (si aucune base n&apos;est ouverte, les meilleurs coups du livre d&apos;ouvertures). Un coup qui perd plus de {discs} pions par rapport au meilleur coup du livre est signalé aussitôt, et vous pouvez réessayer.</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Sans faute</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Dernière</translation>
    </message>
    <message>
        <source>The board as it is</source>
        <translation>La position actuelle</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Vous jouez :</translation>
    </message>
    <message>
        <source>Your results:</source>
        <translation>Vos résultats :</translation>
    </message>
    <message>
        <source>&amp;Practise</source>
        <translation>&amp;S&apos;entraîner</translation>
    </message>
    <message>
        <source>Practise an &amp;opening…</source>
        <translation>S&apos;entraîner à une &amp;ouverture…</translation>
    </message>
    <message>
        <source>{move} is off the line: the book plays {best} ({best_value} discs for you); {move} is worth {value} discs for you.</source>
        <translation>{move} sort de la ligne : le livre joue {best} ({best_value} pions pour vous) ; {move} vaut {value} pions pour vous.</translation>
    </message>
    <message>
        <source>Practising {opening}: you play {color}</source>
        <translation>Entraînement {opening} : vous jouez les {color}</translation>
    </message>
    <message>
        <source>Practising from the board: you play {color}</source>
        <translation>Entraînement depuis la position : vous jouez les {color}</translation>
    </message>
    <message>
        <source>from the board</source>
        <translation>depuis la position</translation>
    </message>
    <message>
        <source>Practising {name} as {color} — move {number} of {length}</source>
        <translation>Entraînement {name} avec les {color} — coup {number} sur {length}</translation>
    </message>
    <message>
        <source>Retry the move or continue first</source>
        <translation>Réessayez d&apos;abord le coup ou continuez</translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s reply</source>
        <translation>Attendez la réponse de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Off the line</source>
        <translation>Hors de la ligne</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>Try again: {color} to move</source>
        <translation>Réessayez : {color} au trait</translation>
    </message>
    <message>
        <source>The book&apos;s line ends here.</source>
        <translation>La ligne du livre s&apos;arrête ici.</translation>
    </message>
    <message>
        <source>No game of the database goes on from here.</source>
        <translation>Aucune partie de la base ne continue d&apos;ici.</translation>
    </message>
    <message>
        <source>The practice has gone its length.</source>
        <translation>L&apos;entraînement est allé jusqu&apos;au bout.</translation>
    </message>
    <message>
        <source>A clean run: every move on the line.</source>
        <translation>Sans faute : chaque coup sur la ligne.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) off the line.</source>
        <translation>
            <numerusform>%n coup hors de la ligne.</numerusform>
            <numerusform>%n coups hors de la ligne.</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice over</source>
        <translation>Entraînement terminé</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;Click a marked square, or use the arrow keys and Enter, or type a square such as &lt;tt&gt;f5&lt;/tt&gt;.&lt;/li&gt;&lt;li&gt;Hover a legal square to see which discs it would turn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hints&lt;/b&gt; ({hints_keys}) write the engine&apos;s value of every move, in discs, on the board.&lt;/li&gt;&lt;li&gt;Undo ({undo_keys}) and redo ({redo_keys}) work at any time, even while the computer thinks.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Move now&lt;/b&gt; ({move_now_keys}) makes the computer play its best move so far.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;Cliquez sur une case marquée, ou utilisez les flèches et Entrée, ou tapez une case comme &lt;tt&gt;f5&lt;/tt&gt;.&lt;/li&gt;&lt;li&gt;Survolez une case jouable pour voir quels pions elle retournerait.&lt;/li&gt;&lt;li&gt;Les &lt;b&gt;indices&lt;/b&gt; ({hints_keys}) inscrivent sur le plateau la valeur de chaque coup selon le moteur, en pions.&lt;/li&gt;&lt;li&gt;Annuler ({undo_keys}) et Rétablir ({redo_keys}) fonctionnent à tout moment, même pendant que l&apos;ordinateur réfléchit.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Jouer maintenant&lt;/b&gt; ({move_now_keys}) fait jouer à l&apos;ordinateur son meilleur coup trouvé jusqu&apos;ici.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play Othello&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Comment jouer à Othello&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Black and White take turns placing a disc of their colour; &lt;b&gt;Black moves first&lt;/b&gt; from the four discs in the centre.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Noir et Blanc posent à tour de rôle un pion de leur couleur&#xa0;; &lt;b&gt;Noir commence&lt;/b&gt;, à partir des quatre pions du centre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A move must &lt;b&gt;outflank&lt;/b&gt;: the new disc and another disc of yours must enclose an unbroken line of your opponent&apos;s discs — horizontally, vertically or diagonally. Every enclosed disc turns over to your colour, in all directions at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un coup doit &lt;b&gt;encadrer&lt;/b&gt;&#xa0;: le nouveau pion et un autre de vos pions doivent enfermer une ligne continue de pions adverses — horizontalement, verticalement ou en diagonale. Tous les pions encadrés sont retournés à votre couleur, dans toutes les directions à la fois.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If you cannot outflank anything you must &lt;b&gt;pass&lt;/b&gt;; if you can, you must move. When neither side can move the game ends, and the side with more discs wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Si vous ne pouvez rien encadrer, vous devez &lt;b&gt;passer&lt;/b&gt;&#xa0;; si vous le pouvez, vous devez jouer. Quand aucun des deux joueurs ne peut plus jouer, la partie se termine, et celui qui a le plus de pions gagne.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h4&gt;In this app&lt;/h4&gt;</source>
        <translation>&lt;h4&gt;Dans cette application&lt;/h4&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Corners can never be flipped back: they are the strongest squares. The squares next to them are dangerous early on, because they may hand a corner to your opponent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les coins ne peuvent jamais être retournés&#xa0;: ce sont les cases les plus fortes. Les cases qui les touchent sont dangereuses en début de partie, car elles peuvent offrir un coin à votre adversaire.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules of Othello</source>
        <translation>Règles d&apos;Othello</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>The game in progress cannot be saved to {path}: {reason}.
Play goes on; the game will be saved once the folder can be written again.</source>
        <translation>La partie en cours ne peut pas être enregistrée dans {path}&#xa0;: {reason}.
Le jeu continue&#xa0;; la partie sera enregistrée dès que le dossier sera de nouveau accessible en écriture.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be restored: {problem}.
{kept}</source>
        <translation>Votre partie inachevée n&apos;a pas pu être restaurée&#xa0;: {problem}.
{kept}</translation>
    </message>
    <message>
        <source>It stays as {path} (it could not be renamed: {reason}); this session will not save the game in progress, so the file is not overwritten.</source>
        <translation>Il reste sous le nom {path} (impossible de le renommer&#xa0;: {reason})&#xa0;; cette session n&apos;enregistrera pas la partie en cours, afin de ne pas écraser le fichier.</translation>
    </message>
    <message>
        <source>The file is kept as {path}.</source>
        <translation>Le fichier est conservé sous le nom {path}.</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {number} is {value})</source>
        <translation>le fichier n&apos;est pas du texte UTF-8 (l&apos;octet {number} vaut {value})</translation>
    </message>
    <message>
        <source>the file has no {key}</source>
        <translation>il manque {key} dans le fichier</translation>
    </message>
    <message>
        <source>{key} must be text, not {value}</source>
        <translation>{key} doit être du texte, pas {value}</translation>
    </message>
    <message>
        <source>{key} must be a whole number, not {value}</source>
        <translation>{key} doit être un nombre entier, pas {value}</translation>
    </message>
    <message>
        <source>{key} must be true or false, not {value}</source>
        <translation>{key} doit valoir true ou false, pas {value}</translation>
    </message>
    <message>
        <source>{key} must be a list, not {value}</source>
        <translation>{key} doit être une liste, pas {value}</translation>
    </message>
    <message numerus="yes">
        <source>{key} holds %n moves, more than a game has</source>
        <translation>
            <numerusform>{key} contient %n coup, plus qu&apos;une partie n&apos;en compte</numerusform>
            <numerusform>{key} contient %n coups, plus qu&apos;une partie n&apos;en compte</numerusform>
        </translation>
    </message>
    <message>
        <source>{key} must be a list of moves like &quot;f5&quot;</source>
        <translation>{key} doit être une liste de coups comme «&#xa0;f5&#xa0;»</translation>
    </message>
    <message>
        <source>{key} is not a player setting: {value}</source>
        <translation>{key} n&apos;est pas un réglage de joueur&#xa0;: {value}</translation>
    </message>
    <message>
        <source>the file is not valid: {reason}</source>
        <translation>le fichier n&apos;est pas valide&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>the file is not an othello-qt saved game</source>
        <translation>le fichier n&apos;est pas une partie enregistrée par othello-qt</translation>
    </message>
    <message>
        <source>it was saved by a newer version of othello-qt (format {version}; this one reads {known})</source>
        <translation>il a été enregistré par une version plus récente d&apos;othello-qt (format {version}&#xa0;; celle-ci lit le format {known})</translation>
    </message>
    <message>
        <source>unsupported format version {version}</source>
        <translation>version de format non prise en charge&#xa0;: {version}</translation>
    </message>
    <message>
        <source>{key} must be an object</source>
        <translation>{key} doit être un objet</translation>
    </message>
    <message>
        <source>the kept game: {reason}</source>
        <translation>la partie gardée de côté&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>the clock: {reason}</source>
        <translation>la pendule&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>the clock&apos;s times do not match the moves</source>
        <translation>les temps de la pendule ne correspondent pas aux coups</translation>
    </message>
    <message>
        <source>the clock&apos;s move time must be a number of seconds, not {value}</source>
        <translation>le temps par coup de la pendule doit être un nombre de secondes, pas {value}</translation>
    </message>
    <message>
        <source>the clock&apos;s time used must be a number of seconds, not {value}</source>
        <translation>le temps utilisé de la pendule doit être un nombre de secondes, pas {value}</translation>
    </message>
    <message>
        <source>redo move {number} ({move}) is illegal: {reason}</source>
        <translation>le coup à rétablir {number} ({move}) est illégal&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>move {number} ({move}) is illegal: {reason}</source>
        <translation>le coup {number} ({move}) est illégal&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>redo move {number}: {reason}</source>
        <translation>coup à rétablir {number}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>move {number}: {reason}</source>
        <translation>coup {number}&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>{color} played {move}</source>
        <translation>{color} a joué {move}</translation>
    </message>
</context>
<context>
    <name>SetupCheck</name>
    <message>
        <source>The board is empty: place discs of both colours.</source>
        <translation>Le plateau est vide&#xa0;: placez des pions des deux couleurs.</translation>
    </message>
    <message>
        <source>Neither side has a legal move: the game would be over at once. Add or remove discs.</source>
        <translation>Aucun camp n&apos;a de coup légal&#xa0;: la partie serait terminée d&apos;emblée. Ajoutez ou retirez des pions.</translation>
    </message>
    <message>
        <source>{color} has no legal move here: choose {opponent} to move, or change the discs.</source>
        <translation>{color} n&apos;a aucun coup légal ici&#xa0;: donnez le trait à {opponent}, ou modifiez les pions.</translation>
    </message>
    <message>
        <source>{squares} is empty: no game from the start reaches this position, but it can be played.</source>
        <translation>{squares} est vide&#xa0;: aucune partie depuis la position de départ n&apos;atteint cette position, mais elle peut être jouée.</translation>
    </message>
    <message>
        <source>{squares} are empty: no game from the start reaches this position, but it can be played.</source>
        <translation>{squares} sont vides&#xa0;: aucune partie depuis la position de départ n&apos;atteint cette position, mais elle peut être jouée.</translation>
    </message>
    <message>
        <source>Ready: this position can be played or analysed.</source>
        <translation>Prêt&#xa0;: cette position peut être jouée ou analysée.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Black player</source>
        <translation>Joueur noir</translation>
    </message>
    <message>
        <source>White player</source>
        <translation>Joueur blanc</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>plays on: {now}</source>
        <translation>joue la suite&#xa0;: {now}</translation>
    </message>
    <message>
        <source>{played} (from the file) — now {now}</source>
        <translation>{played} (d&apos;après le fichier) — maintenant {now}</translation>
    </message>
    <message>
        <source>{played} — now {now}</source>
        <translation>{played} — maintenant {now}</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>The computer is thinking</source>
        <translation>L&apos;ordinateur réfléchit</translation>
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
            <numerusform>%n coup à l&apos;avance</numerusform>
            <numerusform>%n coups à l&apos;avance</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} s a move</source>
        <translation>{seconds}&#xa0;s par coup</translation>
    </message>
    <message>
        <source>weighted squares</source>
        <translation>cases pondérées</translation>
    </message>
    <message>
        <source>counting discs</source>
        <translation>comptage des pions</translation>
    </message>
    <message>
        <source>square values</source>
        <translation>valeurs des cases</translation>
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
        <translation>recherche complète</translation>
    </message>
    <message>
        <source>selectivity {value}</source>
        <translation>sélectivité {value}</translation>
    </message>
    <message>
        <source>no opening book</source>
        <translation>sans bibliothèque d&apos;ouvertures</translation>
    </message>
    <message>
        <source>opening book</source>
        <translation>bibliothèque d&apos;ouvertures</translation>
    </message>
    <message numerus="yes">
        <source>varied openings (book moves within %n disc(s))</source>
        <translation>
            <numerusform>ouvertures variées (coups de bibliothèque à %n pion près)</numerusform>
            <numerusform>ouvertures variées (coups de bibliothèque à %n pions près)</numerusform>
        </translation>
    </message>
    <message>
        <source>varied openings (book moves within {discs} discs)</source>
        <translation>ouvertures variées (coups de bibliothèque à {discs} pions près)</translation>
    </message>
    <message>
        <source>randomness {value}</source>
        <translation>aléa {value}</translation>
    </message>
    <message>
        <source>{player} ({setting})</source>
        <translation>{player} ({setting})</translation>
    </message>
    <message>
        <source>{description}
({detail}; {spec})</source>
        <translation>{description}
({detail}&#xa0;; {spec})</translation>
    </message>
    <message>
        <source>{description}
({spec})</source>
        <translation>{description}
({spec})</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer, level {level}</source>
        <translation>Ordinateur, niveau {level}</translation>
    </message>
    <message>
        <source>Computer · level {number}</source>
        <translation>Ordinateur · niveau {number}</translation>
    </message>
    <message>
        <source>Level {number}</source>
        <translation>Niveau {number}</translation>
    </message>
    <message>
        <source>Computer: {player}</source>
        <translation>Ordinateur&#xa0;: {player}</translation>
    </message>
    <message>
        <source>Computer · {player}</source>
        <translation>Ordinateur · {player}</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>{chance} to win</source>
        <translation>{chance} de chances de gagner</translation>
    </message>
    <message numerus="yes">
        <source>{value} disc(s)</source>
        <translation>
            <numerusform>{value} pion</numerusform>
            <numerusform>{value} pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{value} point(s)</source>
        <translation>
            <numerusform>{value} point</numerusform>
            <numerusform>{value} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s)</source>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation>Préparation…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Your move ({color})</source>
        <translation>À vous de jouer ({color})</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>{color} (computer) is paused</source>
        <translation>{color} (ordinateur) est en pause</translation>
    </message>
    <message>
        <source>{color} is thinking…</source>
        <translation>{color} réfléchit…</translation>
    </message>
    <message>
        <source>{color} to move</source>
        <translation>À {color} de jouer</translation>
    </message>
    <message>
        <source>{turn} — {app}</source>
        <translation>{turn} — {app}</translation>
    </message>
    <message>
        <source>Draw, {black}–{white}</source>
        <translation>Partie nulle, {black}–{white}</translation>
    </message>
    <message>
        <source>You win {score}!</source>
        <translation>Vous gagnez {score}&#xa0;!</translation>
    </message>
    <message>
        <source>You lose {score}</source>
        <translation>Vous perdez {score}</translation>
    </message>
    <message>
        <source>{color} wins {score}</source>
        <translation>{color} gagne {score}</translation>
    </message>
    <message>
        <source>Game over: Draw {black}-{white}. Start a new game with {shortcut}.</source>
        <translation>Partie terminée&#xa0;: nulle {black}-{white}. Lancez une nouvelle partie avec {shortcut}.</translation>
    </message>
    <message>
        <source>Game over: {color} wins {high}-{low}. Start a new game with {shortcut}.</source>
        <translation>Partie terminée&#xa0;: {color} gagne {high}-{low}. Lancez une nouvelle partie avec {shortcut}.</translation>
    </message>
    <message>
        <source>Your time ran out — you lose on time</source>
        <translation>Votre temps est écoulé — vous perdez au temps</translation>
    </message>
    <message>
        <source>Time! You win on time</source>
        <translation>Temps écoulé&#xa0;! Vous gagnez au temps</translation>
    </message>
    <message>
        <source>{loser}&apos;s time ran out — {winner} wins on time</source>
        <translation>Le temps de {loser} est écoulé — {winner} gagne au temps</translation>
    </message>
    <message>
        <source>Game over: {winner} wins on time. Start a new game with {shortcut}.</source>
        <translation>Partie terminée&#xa0;: {winner} gagne au temps. Lancez une nouvelle partie avec {shortcut}.</translation>
    </message>
    <message>
        <source>{color} ({player}) is thinking…</source>
        <translation>{color} ({player}) réfléchit…</translation>
    </message>
    <message>
        <source>from the opening book</source>
        <translation>d&apos;après la bibliothèque d&apos;ouvertures</translation>
    </message>
    <message>
        <source>to the end of the game</source>
        <translation>jusqu&apos;à la fin de la partie</translation>
    </message>
    <message>
        <source>{color}&apos;s chance to win: {chance}</source>
        <translation>Chances de gain de {color}&#xa0;: {chance}</translation>
    </message>
    <message>
        <source>the opening book calls the game even</source>
        <translation>la partie est équilibrée d&apos;après la bibliothèque d&apos;ouvertures</translation>
    </message>
    <message numerus="yes">
        <source>the opening book puts {color} %n disc(s) ahead</source>
        <translation>
            <numerusform>{color} mène de %n pion d&apos;après la bibliothèque d&apos;ouvertures</numerusform>
            <numerusform>{color} mène de %n pions d&apos;après la bibliothèque d&apos;ouvertures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the opening book puts {color} %n disc(s) behind</source>
        <translation>
            <numerusform>{color} est mené de %n pion d&apos;après la bibliothèque d&apos;ouvertures</numerusform>
            <numerusform>{color} est mené de %n pions d&apos;après la bibliothèque d&apos;ouvertures</numerusform>
        </translation>
    </message>
    <message>
        <source>{color} thinks the game is even</source>
        <translation>{color} estime la partie équilibrée</translation>
    </message>
    <message numerus="yes">
        <source>{color} thinks it is %n disc(s) ahead</source>
        <translation>
            <numerusform>{color} s&apos;estime en avance de %n pion</numerusform>
            <numerusform>{color} s&apos;estime en avance de %n pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} thinks it is %n disc(s) behind</source>
        <translation>
            <numerusform>{color} s&apos;estime en retard de %n pion</numerusform>
            <numerusform>{color} s&apos;estime en retard de %n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw with best play</source>
        <translation>nulle en jeu parfait</translation>
    </message>
    <message numerus="yes">
        <source>{color} wins by %n disc(s) with best play</source>
        <translation>
            <numerusform>{color} gagne de %n pion en jeu parfait</numerusform>
            <numerusform>{color} gagne de %n pions en jeu parfait</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} loses by %n disc(s) with best play</source>
        <translation>
            <numerusform>{color} perd de %n pion en jeu parfait</numerusform>
            <numerusform>{color} perd de %n pions en jeu parfait</numerusform>
        </translation>
    </message>
    <message>
        <source>{color} wins with best play</source>
        <translation>{color} gagne en jeu parfait</translation>
    </message>
    <message>
        <source>{color} loses with best play</source>
        <translation>{color} perd en jeu parfait</translation>
    </message>
    <message>
        <source>{color} is thinking… ({ahead})</source>
        <translation>{color} réfléchit… ({ahead})</translation>
    </message>
    <message>
        <source>book</source>
        <translation>bibliothèque</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>win/loss/draw</source>
        <translation>gain/perte/nulle</translation>
    </message>
    <message>
        <source>depth {depth}</source>
        <translation>profondeur {depth}</translation>
    </message>
    <message>
        <source>{speed} kN/s</source>
        <translation>{speed}&#xa0;kN/s</translation>
    </message>
    <message>
        <source>{color} played {move} — {outlook}</source>
        <translation>{color} a joué {move} — {outlook}</translation>
    </message>
    <message>
        <source>{color} played {move}</source>
        <translation>{color} a joué {move}</translation>
    </message>
    <message>
        <source>line {moves}</source>
        <translation>variante {moves}</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds}&#xa0;s</translation>
    </message>
    <message>
        <source>Hint: {square} is best ({details})</source>
        <translation>Indice&#xa0;: {square} est le meilleur coup ({details})</translation>
    </message>
    <message>
        <source>{color} has no legal move and passes</source>
        <translation>{color} n&apos;a aucun coup légal et passe</translation>
    </message>
    <message>
        <source>{passes}. {opponent} to move.</source>
        <translation>{passes}. Au tour de {opponent}.</translation>
    </message>
    <message>
        <source>The clocks are stopped — press Resume ({shortcut}) to play on</source>
        <translation>Les pendules sont arrêtées — appuyez sur Reprendre ({shortcut}) pour continuer</translation>
    </message>
    <message>
        <source>The computer is paused — press Resume ({shortcut}) to let it play</source>
        <translation>L&apos;ordinateur est en pause — appuyez sur Reprendre ({shortcut}) pour le laisser jouer</translation>
    </message>
    <message>
        <source>the disk or folder is read-only</source>
        <translation>le disque ou le dossier est en lecture seule</translation>
    </message>
    <message>
        <source>you may not write or read there</source>
        <translation>vous n&apos;avez pas le droit d&apos;écrire ou de lire à cet endroit</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the folder or file does not exist</source>
        <translation>le dossier ou le fichier n&apos;existe pas</translation>
    </message>
    <message>
        <source>that is a folder, not a file</source>
        <translation>c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>le nom est trop long</translation>
    </message>
    <message>
        <source>Looking at move {shown} of the finished game — » ({last_keys}) returns to its end</source>
        <translation>Vous regardez le coup {shown} de la partie terminée — » ({last_keys}) revient à la fin</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) returns to the last move, where it is your turn; Play on ({play_keys}) lets the computer continue from here instead</source>
        <translation>Vous regardez le coup {shown} sur {total} — » ({last_keys}) revient au dernier coup, où c&apos;est à vous de jouer&#xa0;; Continuer d&apos;ici ({play_keys}) fait plutôt jouer l&apos;ordinateur à partir d&apos;ici</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) returns to the last move, where the computer plays on; Play on ({play_keys}) lets it continue from here instead</source>
        <translation>Vous regardez le coup {shown} sur {total} — » ({last_keys}) revient au dernier coup, où l&apos;ordinateur reprend la partie&#xa0;; Continuer d&apos;ici ({play_keys}) le fait plutôt jouer à partir d&apos;ici</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) goes to the last move; a move here starts a new line (Undo brings the old one back)</source>
        <translation>Vous regardez le coup {shown} sur {total} — » ({last_keys}) va au dernier coup&#xa0;; jouer ici crée une nouvelle variante (Annuler rétablit l&apos;ancienne)</translation>
    </message>
    <message>
        <source>Looking at move {shown}</source>
        <translation>Coup {shown} affiché</translation>
    </message>
    <message>
        <source>New line from move {number}</source>
        <translation>Nouvelle variante au coup {number}</translation>
    </message>
    <message>
        <source>New line from the start</source>
        <translation>Nouvelle variante depuis le début</translation>
    </message>
    <message numerus="yes">
        <source>{title}: the game&apos;s %n later move(s) kept — Undo ({shortcut}) brings them back</source>
        <translation>
            <numerusform>{title}&#xa0;: %n coup suivant de la partie conservé — Annuler ({shortcut}) le rétablit</numerusform>
            <numerusform>{title}&#xa0;: %n coups suivants de la partie conservés — Annuler ({shortcut}) les rétablit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded {source}: %n move(s)</source>
        <translation>
            <numerusform>Chargé depuis {source}&#xa0;: %n coup</numerusform>
            <numerusform>Chargé depuis {source}&#xa0;: %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer waits: Resume ({shortcut}) lets it play</source>
        <translation>l&apos;ordinateur attend&#xa0;: Reprendre ({shortcut}) le laisse jouer</translation>
    </message>
    <message>
        <source>Undo ({shortcut}) brings back your previous game</source>
        <translation>Annuler ({shortcut}) rétablit votre partie précédente</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>aujourd&apos;hui à {clock}</translation>
    </message>
    <message>
        <source>yesterday at {clock}</source>
        <translation>hier à {clock}</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>a date, as QLocale::toString writes it: d the day, MMM the month, yyyy the year</comment>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>on {date} at {clock}</source>
        <translation>le {date} à {clock}</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game (%n move(s), saved {when}). Continue it?</source>
        <translation>
            <numerusform>Vous avez une partie inachevée (%n coup, enregistrée {when}). La continuer&#xa0;?</numerusform>
            <numerusform>Vous avez une partie inachevée (%n coups, enregistrée {when}). La continuer&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game (%n move(s)). Continue it?</source>
        <translation>
            <numerusform>Vous avez une partie inachevée (%n coup). La continuer&#xa0;?</numerusform>
            <numerusform>Vous avez une partie inachevée (%n coups). La continuer&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>{new_game} starts a fresh board and keeps this one: Undo ({shortcut}) brings it back, and it is offered again next time until you play a move in the new game.</source>
        <translation>{new_game} démarre sur un plateau vierge et garde celle-ci&#xa0;: Annuler ({shortcut}) la rétablit, et elle vous sera de nouveau proposée la prochaine fois, tant que vous n&apos;aurez pas joué de coup dans la nouvelle partie.</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a square</comment>
        <translation>vide</translation>
    </message>
    <message>
        <source>black</source>
        <comment>a square&apos;s disc</comment>
        <translation>pion noir</translation>
    </message>
    <message>
        <source>white</source>
        <comment>a square&apos;s disc</comment>
        <translation>pion blanc</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>dernier coup</translation>
    </message>
    <message>
        <source>legal</source>
        <comment>a move</comment>
        <translation>légal</translation>
    </message>
    <message numerus="yes">
        <source>flips %n</source>
        <translation>
            <numerusform>retourne %n</numerusform>
            <numerusform>retourne %n</numerusform>
        </translation>
    </message>
    <message>
        <source>hint {value}</source>
        <translation>indice {value}</translation>
    </message>
    <message>
        <source>best</source>
        <comment>a hint&apos;s move</comment>
        <translation>meilleur</translation>
    </message>
    <message>
        <source>Black {black}, White {white}</source>
        <translation>Noir {black}, Blanc {white}</translation>
    </message>
    <message>
        <source>{counts}. The game is over.</source>
        <translation>{counts}. La partie est terminée.</translation>
    </message>
    <message numerus="yes">
        <source>{counts}. {color} to move, %n legal move(s).</source>
        <translation>
            <numerusform>{counts}. À {color} de jouer, %n coup légal.</numerusform>
            <numerusform>{counts}. À {color} de jouer, %n coups légaux.</numerusform>
        </translation>
    </message>
    <message>
        <source>{counts}. {color} to move.</source>
        <translation>{counts}. À {color} de jouer.</translation>
    </message>
    <message numerus="yes">
        <source>{color}: {player}, %n disc(s), to move</source>
        <translation>
            <numerusform>{color}&#xa0;: {player}, %n pion, au trait</numerusform>
            <numerusform>{color}&#xa0;: {player}, %n pions, au trait</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color}: {player}, %n disc(s)</source>
        <translation>
            <numerusform>{color}&#xa0;: {player}, %n pion</numerusform>
            <numerusform>{color}&#xa0;: {player}, %n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}&apos;s clock: time is up</source>
        <translation>Pendule de {color}&#xa0;: temps écoulé</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>{minutes} {seconds}</source>
        <comment>a time: 4 minutes 59 seconds</comment>
        <translation>{minutes} {seconds}</translation>
    </message>
    <message>
        <source>{color}&apos;s clock: {time} left</source>
        <translation>Pendule de {color}&#xa0;: il reste {time}</translation>
    </message>
    <message numerus="yes">
        <source>{color} plays {move}, turns %n disc(s). {counts}. {next} to move.</source>
        <translation>
            <numerusform>{color} joue {move}, retourne %n pion. {counts}. À {next} de jouer.</numerusform>
            <numerusform>{color} joue {move}, retourne %n pions. {counts}. À {next} de jouer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} plays {move}, turns %n disc(s). {counts}.</source>
        <translation>
            <numerusform>{color} joue {move}, retourne %n pion. {counts}.</numerusform>
            <numerusform>{color} joue {move}, retourne %n pions. {counts}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move} is not a legal move: the square is taken</source>
        <translation>{move} n&apos;est pas un coup légal : la case est occupée</translation>
    </message>
    <message>
        <source>{move} is not a legal move: it would turn no {color} disc</source>
        <translation>{move} n&apos;est pas un coup légal : il ne retournerait aucun pion de {color}</translation>
    </message>
    <message>
        <source>{move} is not a legal move: {turn} has no move and must pass</source>
        <translation>{move} n&apos;est pas un coup légal : {turn} n&apos;a aucun coup et doit passer</translation>
    </message>
    <message>
        <source>{move} is not a legal move: the game is over</source>
        <translation>{move} n&apos;est pas un coup légal : la partie est terminée</translation>
    </message>
    <message>
        <source>{move} is not a legal move: {reason}</source>
        <translation>{move} n&apos;est pas un coup légal : {reason}</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic green</source>
        <translation>Vert classique</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
</context>
<context>
    <name>TimeControlChooser</name>
    <message>
        <source>Clock: minutes per side</source>
        <translation>Pendule&#xa0;: minutes par joueur</translation>
    </message>
    <message>
        <source>Seconds added after each move</source>
        <translation>Secondes ajoutées après chaque coup</translation>
    </message>
    <message>
        <source>+ {seconds} s</source>
        <translation>+ {seconds}&#xa0;s</translation>
    </message>
    <message>
        <source>Seconds added to a side&apos;s clock after each of its moves (Fischer)</source>
        <translation>Secondes ajoutées à la pendule d&apos;un joueur après chacun de ses coups (Fischer)</translation>
    </message>
    <message>
        <source>per side</source>
        <translation>par joueur</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sans pendule</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes}&#xa0;min</translation>
    </message>
</context>
<context>
    <name>ViewOptions</name>
    <message>
        <source>Show &amp;legal moves</source>
        <translation>Afficher les coups &amp;légaux</translation>
    </message>
    <message>
        <source>Show &amp;hints</source>
        <translation>Afficher les &amp;indices</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Show the engine&apos;s value of every legal move</source>
        <translation>Afficher la valeur donnée par le moteur à chaque coup légal</translation>
    </message>
    <message>
        <source>Show &amp;database counts</source>
        <translation>Afficher les décomptes de la &amp;base</translation>
    </message>
    <message>
        <source>On each square, how many games of the open games database played it from the board&apos;s position (the most played one marked), as the next-move table counts them</source>
        <translation>Sur chaque case, combien de parties de la base ouverte l&apos;ont jouée depuis la position du plateau (la plus jouée marquée), comme les compte la table des coups suivants</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>Afficher les &amp;coordonnées</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Couper le &amp;son</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>Langue du &amp;système</translation>
    </message>
    <message>
        <source>&amp;Built-in engine</source>
        <translation>Moteur &amp;intégré</translation>
    </message>
    <message>
        <source>Analyst: {name}</source>
        <translation>Moteur d&apos;analyse&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Analyst: the built-in engine</source>
        <translation>Moteur d&apos;analyse&#xa0;: le moteur intégré</translation>
    </message>
    <message>
        <source>Legal moves shown</source>
        <translation>Coups légaux affichés</translation>
    </message>
    <message>
        <source>Legal moves hidden</source>
        <translation>Coups légaux masqués</translation>
    </message>
    <message>
        <source>Coordinates shown</source>
        <translation>Coordonnées affichées</translation>
    </message>
    <message>
        <source>Coordinates hidden</source>
        <translation>Coordonnées masquées</translation>
    </message>
    <message>
        <source>Database counts shown</source>
        <translation>Décomptes de la base affichés</translation>
    </message>
    <message>
        <source>Database counts hidden</source>
        <translation>Décomptes de la base masqués</translation>
    </message>
    <message>
        <source>Sounds off</source>
        <translation>Son coupé</translation>
    </message>
    <message>
        <source>Sounds on</source>
        <translation>Son activé</translation>
    </message>
    <message>
        <source>Animation speed: {speed}</source>
        <translation>Vitesse d&apos;animation&#xa0;: {speed}</translation>
    </message>
    <message>
        <source>Theme: {theme}</source>
        <translation>Thème&#xa0;: {theme}</translation>
    </message>
    <message>
        <source>The language changes the next time Othello starts.</source>
        <translation>La langue changera au prochain démarrage d&apos;Othello.</translation>
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
        <translation>La partie est terminée : il n&apos;y a aucun coup à suggérer. Annulez ou revenez en arrière pour revoir les indices.</translation>
    </message>
</context>
</TS>
