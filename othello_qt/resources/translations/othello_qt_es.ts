<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;Othello {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Othello {version}&lt;/h3&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;The classic board game, also known as Reversi. Play a friend on the same board, or the computer at %n levels: from an opponent a beginner can beat to a master that plays the endgame perfectly.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;El clásico juego de tablero, también conocido como Reversi. Juega contra un amigo en el mismo tablero o contra el ordenador en %n nivel: desde un rival al que puede ganar un principiante hasta un maestro que juega los finales a la perfección.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;El clásico juego de tablero, también conocido como Reversi. Juega contra un amigo en el mismo tablero o contra el ordenador en %n niveles: desde un rival al que puede ganar un principiante hasta un maestro que juega los finales a la perfección.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;Hints show what every move is worth, any move can be taken back, and an unfinished game waits for you the next time you start. The whole game can be played with the keyboard and a screen reader.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Las pistas muestran lo que vale cada jugada, cualquier jugada se puede deshacer y una partida sin terminar te espera la próxima vez que abras el juego. Se puede jugar por completo con el teclado y con un lector de pantalla.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software under the MIT licence. Sounds made for this game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Software libre con licencia MIT. Sonidos creados para este juego.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Othello</source>
        <translation>Acerca de Othello</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Opening: —</source>
        <translation>Apertura: —</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Posición preparada</translation>
    </message>
    <message>
        <source>Opening: {name}</source>
        <translation>Apertura: {name}</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, exact)</source>
        <translation>Mejor aquí: {move} ({score}, exacto)</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, book)</source>
        <translation>Mejor aquí: {move} ({score}, libro)</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, estimate)</source>
        <translation>Mejor aquí: {move} ({score}, estimación)</translation>
    </message>
    <message>
        <source>{best}; the game&apos;s {move} is as good</source>
        <translation>{best}; la jugada de la partida, {move}, es igual de buena</translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s) (a blunder ??)</source>
        <translation>
            <numerusform>{best}; la jugada de la partida, {move}, costó %n ficha (error grave ??)</numerusform>
            <numerusform>{best}; la jugada de la partida, {move}, costó %n fichas (error grave ??)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s) (a mistake ?)</source>
        <translation>
            <numerusform>{best}; la jugada de la partida, {move}, costó %n ficha (error ?)</numerusform>
            <numerusform>{best}; la jugada de la partida, {move}, costó %n fichas (error ?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s)</source>
        <translation>
            <numerusform>{best}; la jugada de la partida, {move}, costó %n ficha</numerusform>
            <numerusform>{best}; la jugada de la partida, {move}, costó %n fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): a blunder ??, %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>Jugada {number} ({move}): error grave ??, %n ficha perdida; la mejor era {best}</numerusform>
            <numerusform>Jugada {number} ({move}): error grave ??, %n fichas perdidas; la mejor era {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): a mistake ?, %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>Jugada {number} ({move}): error ?, %n ficha perdida; la mejor era {best}</numerusform>
            <numerusform>Jugada {number} ({move}): error ?, %n fichas perdidas; la mejor era {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>Jugada {number} ({move}): %n ficha perdida; la mejor era {best}</numerusform>
            <numerusform>Jugada {number} ({move}): %n fichas perdidas; la mejor era {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n error grave</numerusform>
            <numerusform>%n errores graves</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}: no move reviewed yet.</source>
        <translation>{color}: aún no se ha revisado ninguna jugada.</translation>
    </message>
    <message>
        <source>{color}: no mistakes.</source>
        <translation>{color}: sin errores.</translation>
    </message>
    <message>
        <source>{mistakes} and {blunders}</source>
        <translation>{mistakes} y {blunders}</translation>
    </message>
    <message numerus="yes">
        <source>{color}: {counts}; the largest, move {number} ({move}), cost %n disc(s).</source>
        <translation>
            <numerusform>{color}: {counts}; el mayor, en la jugada {number} ({move}), costó %n ficha.</numerusform>
            <numerusform>{color}: {counts}; el mayor, en la jugada {number} ({move}), costó %n fichas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}: no move reviewed.</source>
        <translation>{color}: ninguna jugada revisada.</translation>
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
        <translation>Apertura</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>Resumen de la revisión</translation>
    </message>
    <message>
        <source>Reviewing {done}/{total}</source>
        <translation>Revisando {done}/{total}</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progreso de la revisión</translation>
    </message>
    <message>
        <source>Evaluation &amp;graph</source>
        <translation>&amp;Gráfica de evaluación</translation>
    </message>
    <message>
        <source>Show the value of every position</source>
        <translation>Muestra la evaluación de cada posición</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <translation>&amp;Revisar partida</translation>
    </message>
    <message>
        <source>Value every move deeply and mark mistakes</source>
        <translation>Evalúa a fondo cada jugada y marca los errores</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisar</translation>
    </message>
    <message>
        <source>&amp;Stop review</source>
        <translation>&amp;Detener revisión</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>Detiene la revisión</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Show &amp;best move here</source>
        <translation>Mostrar &amp;mejor jugada aquí</translation>
    </message>
    <message>
        <source>Show the engine&apos;s best move in this position</source>
        <translation>Muestra la mejor jugada del motor en esta posición</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>P&amp;reparar posición…</translation>
    </message>
    <message>
        <source>Place discs, then play or analyse from there</source>
        <translation>Coloca fichas y luego juega o analiza desde ahí</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>Error s&amp;iguiente</translation>
    </message>
    <message>
        <source>Go to the next move the review marked, before it is played</source>
        <translation>Ir a la siguiente jugada marcada por la revisión, antes de jugarla</translation>
    </message>
    <message>
        <source>&amp;Previous mistake</source>
        <translation>Error a&amp;nterior</translation>
    </message>
    <message>
        <source>Go to the previous move the review marked, before it is played</source>
        <translation>Ir a la jugada anterior marcada por la revisión, antes de jugarla</translation>
    </message>
    <message>
        <source>Reviewing the game: the summary follows when it is done.</source>
        <translation>Revisando la partida: el resumen aparecerá al terminar.</translation>
    </message>
    <message>
        <source>Reviewing the game: every move against the engine&apos;s best (Stop ends it)</source>
        <translation>Revisando la partida: cada jugada frente a la mejor del motor (Detener la termina)</translation>
    </message>
    <message>
        <source>Review stopped: the analyst {analyst} failed ({error})</source>
        <translation>Revisión detenida: el analista {analyst} ha fallado ({error})</translation>
    </message>
    <message>
        <source>Analysis stopped: the analyst {analyst} failed ({error})</source>
        <translation>Análisis detenido: el analista {analyst} ha fallado ({error})</translation>
    </message>
    <message>
        <source>The analyst {analyst} failed, so the positions are not valued:
{error}</source>
        <translation>El analista {analyst} ha fallado, así que las posiciones no se evalúan:
{error}</translation>
    </message>
    <message>
        <source>This position is not analysed: turn on the evaluation graph ({keys}) or the hints</source>
        <translation>Esta posición no está analizada: active la gráfica de evaluación ({keys}) o las pistas</translation>
    </message>
    <message>
        <source>Review done — {summary}</source>
        <translation>Revisión terminada — {summary}</translation>
    </message>
    <message>
        <source>Review stopped — {summary}</source>
        <translation>Revisión detenida — {summary}</translation>
    </message>
    <message>
        <source>No marked move further on</source>
        <translation>No hay más jugadas marcadas después</translation>
    </message>
    <message>
        <source>No marked move before this one</source>
        <translation>No hay jugadas marcadas antes</translation>
    </message>
    <message>
        <source>The game is over here: there is no move to show</source>
        <translation>La partida termina aquí: no hay ninguna jugada que mostrar</translation>
    </message>
    <message>
        <source>This position is not analysed: the analyst {analyst} failed ({error})</source>
        <translation>Esta posición no está analizada: el analista {analyst} ha fallado ({error})</translation>
    </message>
    <message>
        <source>This position is not analysed yet: the graph fills in within moments</source>
        <translation>Esta posición aún no está analizada: la gráfica se completará en unos instantes</translation>
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
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
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
        <translation>Algo ha fallado: {error}</translation>
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
        <translation>Tablero de Othello</translation>
    </message>
    <message>
        <source>Arrow keys move between squares, Enter or Space plays; or type a square such as f5.</source>
        <translation>Usa las flechas para moverte entre las casillas e Intro o Espacio para jugar; o escribe una casilla, como f5.</translation>
    </message>
    <message>
        <source>Divider: drag to resize</source>
        <translation>Separador: arrastra para cambiar el tamaño</translation>
    </message>
    <message>
        <source>Window size grip</source>
        <translation>Tirador para redimensionar la ventana</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Set up a position</source>
        <translation>Preparar una posición</translation>
    </message>
    <message>
        <source>Click places</source>
        <translation>Un clic coloca</translation>
    </message>
    <message>
        <source>Black disc</source>
        <translation>Ficha negra</translation>
    </message>
    <message>
        <source>White disc</source>
        <translation>Ficha blanca</translation>
    </message>
    <message>
        <source>Empty square</source>
        <translation>Casilla vacía</translation>
    </message>
    <message>
        <source>Click a disc of the chosen colour again to remove it.</source>
        <translation>Haz clic otra vez en una ficha del color elegido para quitarla.</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Juegan</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Vaciar el tablero</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Paste board string</source>
        <translation>Pegar cadena del tablero</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Comprobación de la posición</translation>
    </message>
    <message>
        <source>Board string</source>
        <translation>Cadena del tablero</translation>
    </message>
    <message>
        <source>64 squares a1..h8 (X black, O white, - empty) and the side to move</source>
        <translation>64 casillas a1..h8 (X negra, O blanca, - vacía) y el bando que juega</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <source>Both sides human, hints and the evaluation graph on</source>
        <translation>Ambos bandos humanos, con las pistas y la gráfica de evaluación activadas</translation>
    </message>
    <message>
        <source>Not a board string: {error}</source>
        <translation>No es una cadena del tablero: {error}</translation>
    </message>
    <message>
        <source>Black {black} · White {white}</source>
        <translation>Negras {black} · Blancas {white}</translation>
    </message>
    <message>
        <source>{square} {color}</source>
        <translation>{square} {color}</translation>
    </message>
    <message>
        <source>{color} to move; no discs</source>
        <translation>Juegan {color}; sin fichas</translation>
    </message>
    <message>
        <source>{color} to move; {discs}</source>
        <translation>Juegan {color}; {discs}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
</context>
<context>
    <name>DatabaseCounts</name>
    <message>
        <source>The database counts show once a games database is open ({keys})</source>
        <translation>Los recuentos de la base de datos aparecen cuando hay una base de partidas abierta ({keys})</translation>
    </message>
    <message numerus="yes">
        <source>played in %Ln database game(s), the most played</source>
        <translation>
            <numerusform>jugada en %Ln partida de la base de datos, la más jugada</numerusform>
            <numerusform>jugada en %Ln partidas de la base de datos, la más jugada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>played in %Ln database game(s)</source>
        <translation>
            <numerusform>jugada en %Ln partida de la base de datos</numerusform>
            <numerusform>jugada en %Ln partidas de la base de datos</numerusform>
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
        <translation>Base de datos: la posición inicial no está en ninguna de sus partidas.</translation>
    </message>
    <message>
        <source>Database: the whole game is in the database.</source>
        <translation>Base de datos: toda la partida está en la base de datos.</translation>
    </message>
    <message numerus="yes">
        <source>Database: out of the database at a pass; %Ln game(s) had reached the position before it.</source>
        <translation>
            <numerusform>Base de datos: fuera de la base de datos en un paso; %Ln partida había llegado a la posición anterior.</numerusform>
            <numerusform>Base de datos: fuera de la base de datos en un paso; %Ln partidas habían llegado a la posición anterior.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: out of the database at move {number} ({move}); %Ln game(s) had reached the position before it, none played it.</source>
        <translation>
            <numerusform>Base de datos: fuera de la base de datos en la jugada {number} ({move}); %Ln partida había llegado a la posición anterior, ninguna la jugó.</numerusform>
            <numerusform>Base de datos: fuera de la base de datos en la jugada {number} ({move}); %Ln partidas habían llegado a la posición anterior, ninguna la jugó.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: none of the %Ln game(s) that reached here played {move}.</source>
        <translation>
            <numerusform>Base de datos: la %Ln partida que llegó aquí no jugó {move}.</numerusform>
            <numerusform>Base de datos: ninguna de las %Ln partidas que llegaron aquí jugó {move}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: {chose} of %Ln game(s) played {move} here.</source>
        <translation>
            <numerusform>Base de datos: {chose} de %Ln partida jugó {move} aquí.</numerusform>
            <numerusform>Base de datos: {chose} de %Ln partidas jugaron {move} aquí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: {chose} of %Ln game(s) played {move} here; Black scored {percent} % in them.</source>
        <translation>
            <numerusform>Base de datos: {chose} de %Ln partida jugó {move} aquí; las negras puntuaron {percent} % en ellas.</numerusform>
            <numerusform>Base de datos: {chose} de %Ln partidas jugaron {move} aquí; las negras puntuaron {percent} % en ellas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <source>Your engines</source>
        <translation>Tus motores</translation>
    </message>
    <message>
        <source>the name the lists show (e.g. {example})</source>
        <translation>el nombre que muestran las listas (p. ej. {example})</translation>
    </message>
    <message>
        <source>{example}   (the program and its options)</source>
        <translation>{example}   (el programa y sus opciones)</translation>
    </message>
    <message>
        <source>the folder it runs in (its tables and book)</source>
        <translation>la carpeta donde se ejecuta (sus tablas y su libro)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>moves ahead (e.g. {depth}) or a time a move (e.g. {time})</source>
        <translation>jugadas por delante (p. ej. {depth}) o tiempo por jugada (p. ej. {time})</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>&amp;Línea de comandos:</translation>
    </message>
    <message>
        <source>Working &amp;folder:</source>
        <translation>Carpeta de &amp;trabajo:</translation>
    </message>
    <message>
        <source>&amp;Depth or time:</source>
        <translation>&amp;Profundidad o tiempo:</translation>
    </message>
    <message>
        <source>&amp;Add and check</source>
        <translation>&amp;Añadir y comprobar</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Engine check</source>
        <translation>Comprobación del motor</translation>
    </message>
    <message>
        <source>&amp;Stop check</source>
        <translation>&amp;Detener la comprobación</translation>
    </message>
    <message>
        <source>Programs that speak NBoard&apos;s protocol (Edax, ntest, othello-qt nboard):</source>
        <translation>Programas que usan el protocolo NBoard (Edax, ntest, othello-qt nboard):</translation>
    </message>
    <message>
        <source>runs in {folder}</source>
        <translation>se ejecuta en {folder}</translation>
    </message>
    <message>
        <source>runs in the current folder</source>
        <translation>se ejecuta en la carpeta actual</translation>
    </message>
    <message>
        <source>&amp;Save and check</source>
        <translation>&amp;Guardar y comprobar</translation>
    </message>
    <message>
        <source>Working folder of the engine</source>
        <translation>Carpeta de trabajo del motor</translation>
    </message>
    <message>
        <source>Not added: {error}.</source>
        <translation>No se ha añadido: {error}.</translation>
    </message>
    <message>
        <source>Checking {name}…</source>
        <translation>Comprobando {name}…</translation>
    </message>
    <message>
        <source>The check of {name} was stopped: it was not added.</source>
        <translation>Se detuvo la comprobación de {name}: no se ha añadido.</translation>
    </message>
    <message>
        <source>{name} was not added: it did not work as an NBoard engine.
{error}</source>
        <translation>{name} no se ha añadido: no ha funcionado como motor NBoard.
{error}</translation>
    </message>
    <message>
        <source>{name} works but could not be saved: {error}</source>
        <translation>{name} funciona, pero no se ha podido guardar: {error}</translation>
    </message>
    <message>
        <source>{name} answered (it calls itself {own_name}) and was changed: a game takes the change at its next move.</source>
        <translation>{name} respondió (se llama a sí mismo {own_name}) y se ha cambiado: una partida en curso toma el cambio en su próxima jugada.</translation>
    </message>
    <message>
        <source>{name} answered (it calls itself {own_name}) and was added: choose it for a side.</source>
        <translation>{name} ha respondido (se llama a sí mismo {own_name}) y se ha añadido: elígelo para uno de los bandos.</translation>
    </message>
    <message>
        <source>Choose the engine to remove in the list.</source>
        <translation>Elige en la lista el motor que quieres quitar.</translation>
    </message>
    <message>
        <source>{name} could not be removed: {error}</source>
        <translation>No se ha podido quitar {name}: {error}</translation>
    </message>
    <message>
        <source>{name} was removed.</source>
        <translation>Se ha quitado {name}.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>give the engine a name</source>
        <translation>dale un nombre al motor</translation>
    </message>
    <message>
        <source>the name is longer than {count} characters</source>
        <translation>el nombre tiene más de {count} caracteres</translation>
    </message>
    <message>
        <source>the name may not hold &apos;:&apos; or control characters</source>
        <translation>el nombre no puede contener &apos;:&apos; ni caracteres de control</translation>
    </message>
    <message>
        <source>the command line cannot be split into words</source>
        <translation>la línea de comandos no se puede dividir en palabras</translation>
    </message>
    <message>
        <source>give the command that starts the engine</source>
        <translation>indica la orden que inicia el motor</translation>
    </message>
    <message>
        <source>the working folder {folder} is not a folder</source>
        <translation>la carpeta de trabajo {folder} no es una carpeta</translation>
    </message>
    <message>
        <source>{budget} is not a depth from 1 to {max_depth}, a time like 2s or 500ms, or both like 6,2s (depth 6 in at most 2 seconds)</source>
        <translation>{budget} no es una profundidad de 1 a {max_depth}, un tiempo como 2s o 500ms, ni ambos como 6,2s (profundidad 6 en 2 segundos como máximo)</translation>
    </message>
    <message>
        <source>an engine is not an object</source>
        <translation>un motor no es un objeto</translation>
    </message>
    <message>
        <source>an engine&apos;s argv is not a list of words</source>
        <translation>el argv de un motor no es una lista de palabras</translation>
    </message>
    <message>
        <source>an engine&apos;s name, folder or budget is not text</source>
        <translation>el nombre, la carpeta o el presupuesto de un motor no es texto</translation>
    </message>
    <message>
        <source>it is not an {format} file</source>
        <translation>no es un archivo {format}</translation>
    </message>
    <message>
        <source>it lists more than {count} engines</source>
        <translation>enumera más de {count} motores</translation>
    </message>
    <message>
        <source>two engines have the same name</source>
        <translation>dos motores tienen el mismo nombre</translation>
    </message>
    <message>
        <source>Your engine list {path} could not be read: {problem}; it could not be renamed.</source>
        <translation>No se pudo leer tu lista de motores {path}: {problem}; no se pudo cambiar su nombre.</translation>
    </message>
    <message>
        <source>Your engine list {path} could not be read: {problem}; it is kept as {kept}.</source>
        <translation>No se pudo leer tu lista de motores {path}: {problem}; se guarda como {kept}.</translation>
    </message>
    <message>
        <source>at most {count} engines can be kept</source>
        <translation>se pueden guardar como máximo {count} motores</translation>
    </message>
    <message>
        <source>no engine named {name} (add it with Game → Engines…)</source>
        <translation>no hay ningún motor llamado {name} (añádelo con Partida → Motores…)</translation>
    </message>
    <message>
        <source>no engine named {name} (add it with Game → Engines…; known: {known})</source>
        <translation>no hay ningún motor llamado {name} (añádelo con Partida → Motores…; conocidos: {known})</translation>
    </message>
    <message>
        <source>{engine} does not speak NBoard&apos;s protocol: it wrote {lines} lines that are not the protocol&apos;s (such as {example})</source>
        <translation>{engine} no habla el protocolo de NBoard: escribió {lines} líneas que no son del protocolo (como {example})</translation>
    </message>
    <message>
        <source>{engine}: the working folder {folder} is not a folder</source>
        <translation>{engine}: la carpeta de trabajo {folder} no es una carpeta</translation>
    </message>
    <message>
        <source>{engine}: cannot start {program}</source>
        <translation>{engine}: no se puede iniciar {program}</translation>
    </message>
    <message>
        <source>{engine} did not answer in time and was stopped</source>
        <translation>{engine} no respondió a tiempo y se detuvo</translation>
    </message>
    <message>
        <source>{engine} wrote a line longer than {bytes} bytes</source>
        <translation>{engine} escribió una línea de más de {bytes} bytes</translation>
    </message>
    <message>
        <source>{engine} closed its output</source>
        <translation>{engine} cerró su salida</translation>
    </message>
    <message>
        <source>{engine} was killed by signal {signal}</source>
        <translation>{engine} fue terminado por la señal {signal}</translation>
    </message>
    <message>
        <source>{engine} exited with code {code}</source>
        <translation>{engine} terminó con el código {code}</translation>
    </message>
    <message>
        <source>{engine} was stopped before it answered</source>
        <translation>{engine} se detuvo antes de responder</translation>
    </message>
    <message>
        <source>{engine} answered {answer}, which names no move</source>
        <translation>{engine} respondió {answer}, que no indica ninguna jugada</translation>
    </message>
    <message>
        <source>{engine} answered {answer}: {word} is not a move</source>
        <translation>{engine} respondió {answer}: {word} no es una jugada</translation>
    </message>
    <message>
        <source>{engine} answered {move}, which is not legal in this position</source>
        <translation>{engine} respondió {move}, que no es legal en esta posición</translation>
    </message>
    <message>
        <source>{engine} was stopped before it named a move</source>
        <translation>{engine} se detuvo antes de indicar una jugada</translation>
    </message>
    <message>
        <source>{engine} was asked for its move after {seconds} s and gave none in the {grace} s that followed, so it was stopped</source>
        <translation>Se pidió a {engine} su jugada tras {seconds} s y no dio ninguna en los {grace} s siguientes, así que se detuvo</translation>
    </message>
    <message>
        <source>{engine} named no move in its {seconds} s and was stopped</source>
        <translation>{engine} no nombró ninguna jugada en sus {seconds} s y se detuvo</translation>
    </message>
    <message>
        <source>{problem}: {detail}</source>
        <translation>{problem}: {detail}</translation>
    </message>
    <message>
        <source>there is no such program (or its folder is missing)</source>
        <translation>no existe ese programa (o falta su carpeta)</translation>
    </message>
    <message>
        <source>it may not be run (is it marked as a program?)</source>
        <translation>no se permite ejecutarlo (¿está marcado como programa?)</translation>
    </message>
    <message>
        <source>it is not a program this system can run</source>
        <translation>no es un programa que este sistema pueda ejecutar</translation>
    </message>
    <message>
        <source>a part of its path is not a folder</source>
        <translation>una parte de su ruta no es una carpeta</translation>
    </message>
    <message>
        <source>that is a folder, not a program</source>
        <translation>es una carpeta, no un programa</translation>
    </message>
    <message>
        <source>{file}: it holds bytes that are not text, so it is no games file</source>
        <translation>{file}: contiene bytes que no son texto, así que no es un archivo de partidas</translation>
    </message>
    <message>
        <source>{size} bytes is more than the {limit} allowed</source>
        <translation>{size} bytes es más de los {limit} permitidos</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>no existe ese archivo</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>cannot open it</source>
        <translation>no se puede abrir</translation>
    </message>
    <message>
        <source>is {kind}, not a regular file</source>
        <translation>es {kind}, no un archivo normal</translation>
    </message>
    <message>
        <source>cannot read it</source>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <source>it grew while it was read</source>
        <translation>creció mientras se leía</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} no es un número JSON</translation>
    </message>
    <message>
        <source>{number} is out of range</source>
        <translation>{number} está fuera de rango</translation>
    </message>
    <message>
        <source>{count} characters of JSON is more than the {limit} allowed</source>
        <translation>{count} caracteres de JSON es más de los {limit} permitidos</translation>
    </message>
    <message>
        <source>the JSON nests too deeply ({depth} levels, at most {limit})</source>
        <translation>el JSON está anidado demasiado ({depth} niveles, como máximo {limit})</translation>
    </message>
    <message>
        <source>the JSON is damaged or cut short</source>
        <translation>el JSON está dañado o cortado</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {number} is {value})</source>
        <translation>no es texto UTF-8 (el byte {number} es {value})</translation>
    </message>
    <message>
        <source>not text (a control character on line {line})</source>
        <translation>no es texto (un carácter de control en la línea {line})</translation>
    </message>
    <message>
        <source>it is cut short (its last line is not ended)</source>
        <translation>está cortado (su última línea no termina)</translation>
    </message>
    <message>
        <source>line {line} is not a setting of an INI file</source>
        <translation>la línea {line} no es un ajuste de un archivo INI</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: {problem}; it could not be renamed. The game uses its default settings.</source>
        <translation>No se pudo leer su archivo de ajustes {path}: {problem}; no se pudo renombrar. El juego usa sus ajustes predeterminados.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: {problem}; it is kept as {kept}. The game starts with the default settings.</source>
        <translation>No se pudo leer su archivo de ajustes {path}: {problem}; se conserva como {kept}. El juego empieza con los ajustes predeterminados.</translation>
    </message>
    <message>
        <source>not a results file of this version</source>
        <translation>no es un archivo de resultados de esta versión</translation>
    </message>
    <message>
        <source>it has no list of openings</source>
        <translation>no tiene lista de aperturas</translation>
    </message>
    <message>
        <source>an opening&apos;s entry is damaged</source>
        <translation>la entrada de una apertura está dañada</translation>
    </message>
    <message>
        <source>Your opening practice results {path} could not be read: {problem}; the file could not be renamed, so new results are not saved.</source>
        <translation>No se pudieron leer tus resultados de práctica de aperturas {path}: {problem}; no se pudo cambiar el nombre del archivo, así que los nuevos resultados no se guardan.</translation>
    </message>
    <message>
        <source>Your opening practice results {path} could not be read: {problem}; the file is kept as {kept}, and the results start afresh.</source>
        <translation>No se pudieron leer tus resultados de práctica de aperturas {path}: {problem}; el archivo se guarda como {kept} y los resultados empiezan de cero.</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>even</source>
        <translation>igualada</translation>
    </message>
    <message>
        <source>{color} +{discs}</source>
        <translation>{color} +{discs}</translation>
    </message>
    <message>
        <source>{value} (exact)</source>
        <translation>{value} (exacto)</translation>
    </message>
    <message>
        <source>{value} (book)</source>
        <translation>{value} (libro)</translation>
    </message>
    <message numerus="yes">
        <source>{value} (estimate, %n move(s) ahead)</source>
        <translation>
            <numerusform>{value} (estimación, %n jugada por delante)</numerusform>
            <numerusform>{value} (estimación, %n jugadas por delante)</numerusform>
        </translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Position {ply}</source>
        <translation>Posición {ply}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pase</translation>
    </message>
    <message>
        <source>Move {number} ({move})</source>
        <translation>Jugada {number} ({move})</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>el inicio</translation>
    </message>
    <message>
        <source>move {ply}</source>
        <translation>jugada {ply}</translation>
    </message>
    <message>
        <source>a pass</source>
        <translation>un pase</translation>
    </message>
    <message>
        <source>move {number} ({move})</source>
        <translation>jugada {number} ({move})</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Gráfica de evaluación</translation>
    </message>
    <message>
        <source>The engine is being prepared…</source>
        <translation>Se está preparando el motor…</translation>
    </message>
    <message>
        <source>No values yet</source>
        <translation>Aún no hay evaluaciones</translation>
    </message>
    <message numerus="yes">
        <source>{valued} of %n position(s) valued; last: {value}</source>
        <translation>
            <numerusform>{valued} de %n posición evaluada; última: {value}</numerusform>
            <numerusform>{valued} de %n posiciones evaluadas; última: {value}</numerusform>
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
        <translation>El motor está evaluando las posiciones…</translation>
    </message>
    <message>
        <source>{position}: not valued yet</source>
        <translation>{position}: aún sin evaluar</translation>
    </message>
    <message>
        <source>{position}: {value}</source>
        <translation>{position}: {value}</translation>
    </message>
    <message>
        <source>{text} — mistake ?</source>
        <translation>{text} — error ?</translation>
    </message>
    <message>
        <source>{text} — blunder ??</source>
        <translation>{text} — error grave ??</translation>
    </message>
    <message>
        <source>■ exact   ○ estimate</source>
        <translation>■ exacto   ○ estimación</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <source>Copy &amp;transcript</source>
        <translation>Copiar &amp;transcripción</translation>
    </message>
    <message>
        <source>Copy &amp;board string</source>
        <translation>Copiar &amp;cadena del tablero</translation>
    </message>
    <message>
        <source>&amp;Paste game or position</source>
        <translation>&amp;Pegar partida o posición</translation>
    </message>
    <message>
        <source>New game started</source>
        <translation>Nueva partida iniciada</translation>
    </message>
    <message>
        <source>New game started, {time} per side</source>
        <translation>Nueva partida iniciada, {time} por jugador</translation>
    </message>
    <message>
        <source>Cannot read {source}: it holds bytes that are not text, so it is no game, board string or transcript (a program or a picture, perhaps?)</source>
        <translation>No se puede leer {source}: contiene bytes que no son texto, así que no es una partida, una cadena de tablero ni una transcripción (¿quizá un programa o una imagen?)</translation>
    </message>
    <message>
        <source>Cannot read {source}:
{reason}</source>
        <translation>No se puede leer {source}:
{reason}</translation>
    </message>
    <message>
        <source>The clipboard holds no text</source>
        <translation>El portapapeles no contiene texto</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <comment>where a game is read from: Cannot read {source}…</comment>
        <translation>el portapapeles</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Cannot open {path}:
{reason}</source>
        <translation>No se puede abrir {path}:
{reason}</translation>
    </message>
    <message>
        <source>Transcript copied</source>
        <translation>Transcripción copiada</translation>
    </message>
    <message>
        <source>Board string copied</source>
        <translation>Cadena del tablero copiada</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Cannot save {path}:
{reason}</source>
        <translation>No se puede guardar {path}:
{reason}</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>Se ha guardado {name}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>{move} will be played as soon as the game is ready</source>
        <translation>{move} se jugará en cuanto la partida esté lista</translation>
    </message>
    <message>
        <source>The game is over — start a new game ({keys})</source>
        <translation>La partida ha terminado — empieza una nueva ({keys})</translation>
    </message>
    <message>
        <source>The clocks are stopped — Resume ({keys}) to play on</source>
        <translation>Los relojes están parados — Reanudar ({keys}) para seguir jugando</translation>
    </message>
    <message>
        <source>The computer waits while you look back — » ({last_keys}) or Play on ({play_keys}) lets it play</source>
        <translation>El ordenador espera mientras repasas jugadas anteriores — » ({last_keys}) o Seguir desde aquí ({play_keys}) le deja jugar</translation>
    </message>
    <message>
        <source>The computer is paused — Resume ({keys}) lets it play</source>
        <translation>El ordenador está en pausa — Reanudar ({keys}) le deja jugar</translation>
    </message>
    <message>
        <source>Wait for the computer to move (or press Move now, {keys})</source>
        <translation>Espera a que juegue el ordenador (o pulsa Jugar ya, {keys})</translation>
    </message>
    <message>
        <source>Wait for the computer to move</source>
        <translation>Espera a que juegue el ordenador</translation>
    </message>
    <message>
        <source>The previous game is back — Redo ({keys}) returns to the other one</source>
        <translation>Has recuperado la partida anterior — Rehacer ({keys}) vuelve a la otra</translation>
    </message>
    <message>
        <source>The game you were looking at is back, with its later moves — Redo ({keys}) returns to the moves you played</source>
        <translation>Has vuelto a la partida que estabas viendo, con sus jugadas posteriores — Rehacer ({keys}) vuelve a las jugadas que hiciste</translation>
    </message>
    <message>
        <source>The moves you played are back — Undo ({keys}) returns to the game you were looking at</source>
        <translation>Has vuelto a las jugadas que hiciste — Deshacer ({keys}) vuelve a la partida que estabas viendo</translation>
    </message>
    <message>
        <source>The other game is back — Undo ({keys}) returns to the previous one</source>
        <translation>Has vuelto a la otra partida — Deshacer ({keys}) vuelve a la anterior</translation>
    </message>
    <message>
        <source>The computer ({player}) chose an illegal move: {reason}</source>
        <translation>El ordenador ({player}) ha elegido una jugada ilegal: {reason}</translation>
    </message>
    <message>
        <source>The computer player {player} failed and is paused.

{reason}</source>
        <translation>El jugador automático {player} ha fallado y está en pausa.

{reason}</translation>
    </message>
    <message>
        <source>Hints need an engine that values every move; none is installed yet</source>
        <translation>Las pistas necesitan un motor que evalúe cada jugada; todavía no hay ninguno instalado</translation>
    </message>
    <message>
        <source>Hints failed: {reason}</source>
        <translation>Las pistas han fallado: {reason}</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Othello games</source>
        <translation>Partidas de Othello</translation>
    </message>
    <message>
        <source>GGF games</source>
        <translation>Partidas GGF</translation>
    </message>
    <message>
        <source>Transcripts</source>
        <translation>Transcripciones</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Todos los archivos</translation>
    </message>
    <message>
        <source>GGF game</source>
        <translation>Partida GGF</translation>
    </message>
    <message>
        <source>Transcript</source>
        <translation>Transcripción</translation>
    </message>
    <message>
        <source>the file is {size} MB; game files are at most {limit} MB</source>
        <translation>el archivo ocupa {size} MB; los archivos de partidas ocupan como máximo {limit} MB</translation>
    </message>
    <message>
        <source>the text is empty</source>
        <translation>el texto está vacío</translation>
    </message>
    <message>
        <source>GGF: the text holds no game</source>
        <translation>GGF: el texto no contiene ninguna partida</translation>
    </message>
    <message>
        <source>the board string has no discs: there is no game to play from it</source>
        <translation>la cadena del tablero no tiene fichas: no hay ninguna partida que jugar a partir de ella</translation>
    </message>
    <message>
        <source>not a GGF game, a board string or a transcript like f5d6c3 ({reason})</source>
        <translation>no es una partida GGF, ni una cadena del tablero, ni una transcripción como f5d6c3 ({reason})</translation>
    </message>
    <message>
        <source>a pass before move {number} is not a legal move in this game</source>
        <translation>un pase antes de la jugada {number} no es legal en esta partida</translation>
    </message>
    <message>
        <source>move {number}, {square}, is not a legal move in this game</source>
        <translation>la jugada {number}, {square}, no es legal en esta partida</translation>
    </message>
</context>
<context>
    <name>GameStart</name>
    <message>
        <source>Welcome back — your unfinished game is restored; Undo ({keys}) at its first move brings back the other game you played</source>
        <translation>Hola de nuevo — se ha recuperado tu partida sin terminar; Deshacer ({keys}) en su primera jugada recupera la otra partida que jugaste</translation>
    </message>
    <message numerus="yes">
        <source>Welcome back — your unfinished game is restored (%n moves)</source>
        <translation>
            <numerusform>Hola de nuevo — se ha recuperado tu partida sin terminar (%n jugada)</numerusform>
            <numerusform>Hola de nuevo — se ha recuperado tu partida sin terminar (%n jugadas)</numerusform>
        </translation>
    </message>
    <message>
        <source>New game — Undo ({keys}) brings back your unfinished game</source>
        <translation>Nueva partida — Deshacer ({keys}) recupera tu partida sin terminar</translation>
    </message>
    <message>
        <source>Ready — {keys} starts a new game with other players</source>
        <translation>Listo — {keys} empieza una nueva partida con otros jugadores</translation>
    </message>
    <message>
        <source>The player {player} is not available ({reason}); the difficulty level plays instead.</source>
        <translation>El jugador {player} no está disponible ({reason}); en su lugar juega el nivel de dificultad.</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Partida sin terminar</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
</context>
<context>
    <name>GamesDatabase</name>
    <message>
        <source>Games databases ({patterns})</source>
        <translation>Bases de datos de partidas ({patterns})</translation>
    </message>
    <message>
        <source>WTHOR games ({patterns})</source>
        <translation>Partidas WTHOR ({patterns})</translation>
    </message>
    <message>
        <source>GGF games ({patterns})</source>
        <translation>Partidas GGF ({patterns})</translation>
    </message>
    <message>
        <source>All files ({patterns})</source>
        <translation>Todos los archivos ({patterns})</translation>
    </message>
    <message>
        <source>Open a games database folder</source>
        <translation>Abrir una carpeta de base de partidas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Año</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>end</source>
        <comment>the game ended in the board&apos;s position: no next move</comment>
        <translation>fin</translation>
    </message>
    <message>
        <source>{black} – {white}, {score}: {file}, record {number}</source>
        <translation>{black} – {white}, {score}: {file}, registro {number}</translation>
    </message>
    <message numerus="yes">
        <source>{file} and %n more</source>
        <translation>
            <numerusform>{file} y %n más</numerusform>
            <numerusform>{file} y %n más</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: too many games for the memory this computer has free</source>
        <translation>{file}: demasiadas partidas para la memoria libre de este equipo</translation>
    </message>
    <message>
        <source>Games database</source>
        <translation>Base de datos de partidas</translation>
    </message>
    <message>
        <source>No games file open</source>
        <translation>Ningún archivo de partidas abierto</translation>
    </message>
    <message>
        <source>Reading the games file</source>
        <translation>Leyendo el archivo de partidas</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>part of Black&apos;s or White&apos;s name</source>
        <translation>parte del nombre del jugador de negras o de blancas</translation>
    </message>
    <message>
        <source>part of the tournament&apos;s name</source>
        <translation>parte del nombre del torneo</translation>
    </message>
    <message>
        <source>part of the opening&apos;s name (Tiger, Rose…)</source>
        <translation>parte del nombre de la apertura (Tiger, Rose…)</translation>
    </message>
    <message>
        <source>Only games that reached the board&apos;s position</source>
        <translation>Solo las partidas que llegaron a la posición del tablero</translation>
    </message>
    <message>
        <source>Up to the board&apos;s symmetries; Next is the move each game played there</source>
        <translation>Incluye las posiciones simétricas; Siguiente es la jugada que se hizo en cada partida en esa posición</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Cualquier resultado</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Ganó Negro</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Ganó Blanco</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>No games database is open: open a folder of games files (or a file) above</source>
        <translation>No hay ninguna base de partidas abierta: abra arriba una carpeta de archivos de partidas (o un archivo)</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Stop reading the games database</source>
        <translation>Detener la lectura de la base de partidas</translation>
    </message>
    <message>
        <source>Next moves from the board&apos;s position</source>
        <translation>Siguientes jugadas desde la posición del tablero</translation>
    </message>
    <message>
        <source>Replay, review and analyse the chosen game in the main window (Enter)</source>
        <translation>Reproduce, revisa y analiza la partida elegida en la ventana principal (Intro)</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Abrir carpeta…</translation>
    </message>
    <message>
        <source>Open a folder of games files (WTHOR years with their WTHOR.JOU and WTHOR.TRN, GGF collections) as the database; it is opened again at each start</source>
        <translation>Abrir una carpeta de archivos de partidas (años WTHOR con sus WTHOR.JOU y WTHOR.TRN, colecciones GGF) como base; se vuelve a abrir en cada inicio</translation>
    </message>
    <message>
        <source>Other file…</source>
        <translation>Otro archivo…</translation>
    </message>
    <message>
        <source>Open another games file in this window</source>
        <translation>Abrir otro archivo de partidas en esta ventana</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>Años</translation>
    </message>
    <message>
        <source>the year the games were played (2002), or a range of years: 1990–2000 (both included), 1990– (and later), –2000 (and earlier)</source>
        <translation>el año en que se jugaron las partidas (2002), o un intervalo de años: 1990–2000 (ambos incluidos), 1990– (y posteriores), –2000 (y anteriores)</translation>
    </message>
    <message>
        <source>Year or 1990–2000</source>
        <translation>Año o 1990–2000</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Result: who won, by the recorded score</source>
        <translation>Resultado: quién ganó, según el marcador registrado</translation>
    </message>
    <message>
        <source>{field}: {tip}</source>
        <translation>{field}: {tip}</translation>
    </message>
    <message>
        <source>Reading the games database…</source>
        <translation>Leyendo la base de partidas…</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Leyendo {file}…</translation>
    </message>
    <message>
        <source>Reading {file} was cancelled</source>
        <translation>Se ha cancelado la lectura de {file}</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %Ln game(s)</source>
        <translation>
            <numerusform>{file}: %Ln partida</numerusform>
            <numerusform>{file}: %Ln partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln record(s) skipped, not games (first: record {number}: {reason})</source>
        <translation>
            <numerusform>%Ln registro omitido, no es una partida (el primero: registro {number}: {reason})</numerusform>
            <numerusform>%Ln registros omitidos, no son partidas (el primero: registro {number}: {reason})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) read</source>
        <translation>
            <numerusform>%Ln archivo leído</numerusform>
            <numerusform>%Ln archivos leídos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{games} in %n file(s)</source>
        <translation>
            <numerusform>{games} en %n archivo</numerusform>
            <numerusform>{games} en %n archivos</numerusform>
        </translation>
    </message>
    <message>
        <source>{games}; {skipped}</source>
        <translation>{games}; {skipped}</translation>
    </message>
    <message>
        <source>Cannot read the games file:
{error}</source>
        <translation>No se puede leer el archivo de partidas:
{error}</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (in this text&apos;s tooltip)</source>
        <translation>
            <numerusform>… y %n más (en la ayuda emergente de este texto)</numerusform>
            <numerusform>… y %n más (en la ayuda emergente de este texto)</numerusform>
        </translation>
    </message>
    <message>
        <source>No game of the database reached this position</source>
        <translation>Ninguna partida de la base llegó a esta posición</translation>
    </message>
    <message>
        <source>No game the filters keep reached this position</source>
        <translation>Ninguna de las partidas filtradas llegó a esta posición</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s) reached this position</source>
        <translation>
            <numerusform>{shown} de %Ln partida llegaron a esta posición</numerusform>
            <numerusform>{shown} de %Ln partidas llegaron a esta posición</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s)</source>
        <translation>
            <numerusform>{shown} de %Ln partida</numerusform>
            <numerusform>{shown} de %Ln partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Open games &amp;database…</source>
        <translation>Abrir &amp;base de datos de partidas…</translation>
    </message>
    <message>
        <source>Open games database</source>
        <translation>Abrir base de datos de partidas</translation>
    </message>
</context>
<context>
    <name>LevelSlider</name>
    <message>
        <source>Difficulty level</source>
        <translation>Nivel de dificultad</translation>
    </message>
    <message>
        <source>easier</source>
        <translation>más fácil</translation>
    </message>
    <message>
        <source>stronger</source>
        <translation>más fuerte</translation>
    </message>
    <message>
        <source>Level {number} — {name}&lt;br&gt;&lt;small&gt;{description}&lt;/small&gt;</source>
        <translation>Nivel {number} — {name}&lt;br&gt;&lt;small&gt;{description}&lt;/small&gt;</translation>
    </message>
    <message>
        <source>{number} — {name}: {description} ({spec})</source>
        <translation>{number} — {name}: {description} ({spec})</translation>
    </message>
    <message>
        <source>The level applies to a side played by &quot;{level_player}&quot;; none is now.</source>
        <translation>El nivel se aplica a un bando jugado por «{level_player}»; ahora no hay ninguno.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Looks one move ahead and often picks a move that merely looks fine.</source>
        <translation>Mira una jugada por delante y a menudo elige jugadas que solo parecen buenas.</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Novato</translation>
    </message>
    <message>
        <source>Sees your reply, but is easily tempted by flashy moves.</source>
        <translation>Ve tu respuesta, pero se deja tentar fácilmente por jugadas vistosas.</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Ocasional</translation>
    </message>
    <message>
        <source>Plays sensibly two moves deep; slips now and then.</source>
        <translation>Juega con sensatez a dos jugadas de profundidad; de vez en cuando se equivoca.</translation>
    </message>
    <message>
        <source>Hobbyist</source>
        <translation>Aficionado</translation>
    </message>
    <message>
        <source>Knows corners and edges matter; still misjudges the middle game.</source>
        <translation>Sabe que las esquinas y los bordes importan; aún valora mal el medio juego.</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Jugador de club</translation>
    </message>
    <message>
        <source>Plans a few moves ahead and rarely gives anything away.</source>
        <translation>Planea unas cuantas jugadas por delante y rara vez regala nada.</translation>
    </message>
    <message>
        <source>Strong club player</source>
        <translation>Jugador de club fuerte</translation>
    </message>
    <message>
        <source>Careful and consistent; small inaccuracies only.</source>
        <translation>Cuidadoso y constante; solo comete pequeñas imprecisiones.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Always plays its best move six moves deep; varies its openings.</source>
        <translation>Siempre juega su mejor jugada a seis jugadas de profundidad; varía sus aperturas.</translation>
    </message>
    <message>
        <source>Tournament player</source>
        <translation>Jugador de torneo</translation>
    </message>
    <message>
        <source>Eight moves deep, and counts the endgame exactly; varies its openings.</source>
        <translation>Ocho jugadas de profundidad, y calcula el final con exactitud; varía sus aperturas.</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Ten moves deep; a serious test for strong players.</source>
        <translation>Diez jugadas de profundidad; una prueba seria para jugadores fuertes.</translation>
    </message>
    <message>
        <source>International master</source>
        <translation>Maestro internacional</translation>
    </message>
    <message>
        <source>Twelve moves deep, and perfect over the last eighteen.</source>
        <translation>Doce jugadas de profundidad, y perfecto en las últimas dieciocho.</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Campeón</translation>
    </message>
    <message>
        <source>The full engine with half a second a move.</source>
        <translation>El motor completo con medio segundo por jugada.</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Gran maestro</translation>
    </message>
    <message>
        <source>The full engine with five seconds a move: its very best.</source>
        <translation>El motor completo con cinco segundos por jugada: lo mejor que tiene.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Preparing the engine…</source>
        <translation>Preparando el motor…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Game over. {result}</source>
        <translation>Fin de la partida. {result}</translation>
    </message>
    <message>
        <source>Difficulty: level {level}</source>
        <translation>Dificultad: nivel {level}</translation>
    </message>
    <message>
        <source>Othello</source>
        <translation>Othello</translation>
    </message>
    <message>
        <source>Set-up position: {color} to move</source>
        <translation>Posición preparada: juegan {color}</translation>
    </message>
    <message>
        <source>The opening book {path} could not be read ({problem}); the computer plays without it. The file is left as it is.</source>
        <translation>No se pudo leer el libro de aperturas {path} ({problem}); el ordenador juega sin él. El archivo se deja como está.</translation>
    </message>
    <message>
        <source>Your opening book {path} could not be read ({problem}); it was set aside as {kept}, and the games you add next start a new one.</source>
        <translation>Tu libro de aperturas {path} no se pudo leer ({problem}); se ha apartado como {kept}, y las partidas que añadas a continuación empiezan uno nuevo.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Motores…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <source>M&amp;oves</source>
        <translation>&amp;Jugadas</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Análisis</translation>
    </message>
    <message>
        <source>A&amp;nalyst</source>
        <translation>A&amp;nalista</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Takes effect the next time Othello starts</source>
        <translation>Se aplica la próxima vez que se inicie Othello</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>pass</source>
        <translation>pase</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Black (moves first):</source>
        <translation>Negras (empiezan):</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Blancas:</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Dificultad:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Reloj:</translation>
    </message>
    <message>
        <source>Two humans share the board when both sides are human; with two computers the game plays itself (pause it with {pause_keys}).</source>
        <translation>Si ambos bandos son humanos, comparten el tablero; con dos ordenadores, la partida se juega sola (puedes pausarla con {pause_keys}).</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
</context>
<context>
    <name>NextMoves</name>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Black %</source>
        <translation>Negro %</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Margen</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>The engine&apos;s value of each move for the side to move, as the hints show it on the board: turn on View ▸ Show hints (Ctrl+H) to see the engine&apos;s values</source>
        <translation>El valor que da el motor a cada jugada para el bando que mueve, como lo muestran las pistas en el tablero: active Ver ▸ Mostrar pistas (Ctrl+H) para ver los valores del motor</translation>
    </message>
    <message>
        <source>end</source>
        <comment>the games that ended in the board&apos;s position: no next move</comment>
        <translation>fin</translation>
    </message>
    <message>
        <source>Next moves in the database</source>
        <translation>Siguientes jugadas en la base</translation>
    </message>
    <message>
        <source>Each move played from the board&apos;s position by the database&apos;s games that reached it (in any move order and any symmetry, shown on the board as it is): how many games, Black&apos;s score in per cent (a draw counts half), Black&apos;s average final margin, and the engine&apos;s value of the move for the side to move, as the hints show it on the board</source>
        <translation>Cada jugada hecha desde la posición del tablero por las partidas de la base que llegaron a ella (en cualquier orden de jugadas y cualquier simetría, mostrada en el tablero tal como está): cuántas partidas, la puntuación de Negro en porcentaje (unas tablas cuentan la mitad), el margen final medio de Negro y el valor de la jugada según el motor para el bando que mueve, como lo muestran las pistas en el tablero</translation>
    </message>
</context>
<context>
    <name>Openings</name>
    <message>
        <source>Perpendicular Opening</source>
        <translation>Apertura perpendicular</translation>
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
        <translation>Apertura paralela</translation>
    </message>
    <message>
        <source>Diagonal Opening</source>
        <translation>Apertura diagonal</translation>
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
        <translation>Apertura de casilla X</translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <source>Pause or resume the computer</source>
        <translation>Pausa o reanuda el ordenador</translation>
    </message>
    <message>
        <source>Let the computer play on from the position shown (the later moves are kept for Undo)</source>
        <translation>Deja que el ordenador siga jugando desde la posición mostrada (las jugadas posteriores se guardan para Deshacer)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Move now</source>
        <translation>Jugar &amp;ya</translation>
    </message>
    <message>
        <source>Move now</source>
        <translation>Jugar ya</translation>
    </message>
    <message>
        <source>Make the computer play its best move so far</source>
        <translation>Hace que el ordenador juegue la mejor jugada que ha encontrado hasta ahora</translation>
    </message>
    <message>
        <source>&amp;Pause computer</source>
        <translation>&amp;Pausar ordenador</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>Posición &amp;inicial</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation>Jugada &amp;anterior</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Una jugada atrás</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>Jugada &amp;siguiente</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>Una jugada adelante</translation>
    </message>
    <message>
        <source>&amp;Last move</source>
        <translation>Ú&amp;ltima jugada</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Última jugada</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Seguir desde aquí</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
</context>
<context>
    <name>PlayerChooser</name>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>You (or a friend) play this side on the board.</source>
        <translation>Este bando lo juegas tú (o un amigo) en el tablero.</translation>
    </message>
    <message>
        <source>Computer (level)</source>
        <translation>Ordenador (nivel)</translation>
    </message>
    <message>
        <source>The computer, as strong as the difficulty level says.</source>
        <translation>El ordenador, con la fuerza que indique el nivel de dificultad.</translation>
    </message>
    <message>
        <source>Engine — {name}</source>
        <translation>Motor — {name}</translation>
    </message>
    <message>
        <source>Computer — {player}</source>
        <translation>Ordenador — {player}</translation>
    </message>
    <message>
        <source>Other player…</source>
        <translation>Otro jugador…</translation>
    </message>
    <message>
        <source>Any computer player, with a setting such as its time a move</source>
        <translation>Cualquier jugador automático, con un ajuste como su tiempo por jugada</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>choose a player</source>
        <translation>elige un jugador</translation>
    </message>
    <message>
        <source>Choose a computer player</source>
        <translation>Elige un jugador automático</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Jugadores automáticos</translation>
    </message>
    <message>
        <source>Setting:</source>
        <translation>Ajuste:</translation>
    </message>
    <message>
        <source>optional: {setting}</source>
        <translation>opcional: {setting}</translation>
    </message>
    <message>
        <source>{setting}
({grammar})</source>
        <translation>{setting}
({grammar})</translation>
    </message>
    <message>
        <source>This setting does not work: {error}</source>
        <translation>Este ajuste no funciona: {error}</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Plays any legal move at random: the easiest opponent.</source>
        <translation>Juega cualquier jugada legal al azar: el rival más fácil.</translation>
    </message>
    <message>
        <source>Random mover</source>
        <translation>Jugador al azar</translation>
    </message>
    <message>
        <source>uniformly random legal move (seeded)</source>
        <translation>jugada legal aleatoria uniforme (con semilla)</translation>
    </message>
    <message>
        <source>Always takes the move that flips the most discs right now.</source>
        <translation>Siempre elige la jugada que voltea más fichas en ese momento.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Codicioso</translation>
    </message>
    <message>
        <source>one ply, most discs flipped, ties at random</source>
        <translation>un ply, máximo de fichas volteadas, empates al azar</translation>
    </message>
    <message>
        <source>Grabs a corner whenever it can, otherwise the move that leaves it the most discs.</source>
        <translation>Toma una esquina siempre que puede; si no, la jugada que le deja más fichas.</translation>
    </message>
    <message>
        <source>Corner grabber</source>
        <translation>Cazaesquinas</translation>
    </message>
    <message>
        <source>corner-first, like the book: any corner, else most discs</source>
        <translation>primero las esquinas, como en el libro: cualquier esquina; si no, máximo de fichas</translation>
    </message>
    <message>
        <source>Looks one move ahead and keeps as many discs as it can.</source>
        <translation>Mira una jugada por delante y se queda con tantas fichas como puede.</translation>
    </message>
    <message>
        <source>Disc counter</source>
        <translation>Contador de fichas</translation>
    </message>
    <message>
        <source>one-ply maximizer of the disc difference (Norvig)</source>
        <translation>maximizador a un ply de la diferencia de fichas (Norvig)</translation>
    </message>
    <message>
        <source>Looks one move ahead and prefers strong squares: corners and edges, not the squares next to corners.</source>
        <translation>Mira una jugada por delante y prefiere las casillas fuertes: esquinas y bordes, no las casillas junto a las esquinas.</translation>
    </message>
    <message>
        <source>Square weigher</source>
        <translation>Valorador de casillas</translation>
    </message>
    <message>
        <source>one-ply maximizer of the weighted-squares table (Norvig)</source>
        <translation>maximizador a un ply de la tabla de casillas ponderadas (Norvig)</translation>
    </message>
    <message>
        <source>Minimax</source>
        <translation>Minimax</translation>
    </message>
    <message>
        <source>plain minimax to a fixed depth</source>
        <translation>minimax simple a profundidad fija</translation>
    </message>
    <message>
        <source>Looks a few moves ahead (4 unless you set another number), weighing corners and edges.</source>
        <translation>Mira unas cuantas jugadas por delante (4, salvo que indiques otro número) y valora esquinas y bordes.</translation>
    </message>
    <message>
        <source>moves ahead, e.g. 4</source>
        <translation>jugadas por delante, p. ej. 4</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>Alfa-beta</translation>
    </message>
    <message>
        <source>alpha-beta to a fixed depth (Norvig)</source>
        <translation>alfa-beta a profundidad fija (Norvig)</translation>
    </message>
    <message>
        <source>Looks several moves ahead (6 unless you set another number), weighing corners and edges.</source>
        <translation>Mira varias jugadas por delante (6, salvo que indiques otro número) y valora esquinas y bordes.</translation>
    </message>
    <message>
        <source>moves ahead, e.g. 6</source>
        <translation>jugadas por delante, p. ej. 6</translation>
    </message>
    <message>
        <source>NegaScout</source>
        <translation>NegaScout</translation>
    </message>
    <message>
        <source>NegaScout over square weights with priority move ordering</source>
        <translation>NegaScout sobre pesos de casillas con ordenación de jugadas por prioridad</translation>
    </message>
    <message>
        <source>Thinks deeper and deeper until its time is up (2 s a move unless you give a time).</source>
        <translation>Piensa cada vez más a fondo hasta que se le acaba el tiempo (2 s por jugada, salvo que indiques otro tiempo).</translation>
    </message>
    <message>
        <source>Iterative deepening</source>
        <translation>Profundización iterativa</translation>
    </message>
    <message>
        <source>iterative deepening alpha-beta, answers before its time limit</source>
        <translation>alfa-beta con profundización iterativa, responde antes de su límite de tiempo</translation>
    </message>
    <message>
        <source>time a move, e.g. 2s or 500ms</source>
        <translation>tiempo por jugada, p. ej. 2s o 500ms</translation>
    </message>
    <message>
        <source>The strongest opponent: searches deep and plays perfect endgames (2 s a move unless you set a time or how many moves ahead).</source>
        <translation>El rival más fuerte: busca a gran profundidad y juega finales perfectos (2 s por jugada, salvo que indiques un tiempo o cuántas jugadas por delante).</translation>
    </message>
    <message>
        <source>Master engine</source>
        <translation>Motor maestro</translation>
    </message>
    <message>
        <source>opening book, PVS with Multi-ProbCut over a trained pattern evaluation, exact endgame</source>
        <translation>libro de aperturas, PVS con Multi-ProbCut sobre una evaluación por patrones entrenada, final exacto</translation>
    </message>
    <message>
        <source>time a move (5s) or moves ahead (12)</source>
        <translation>tiempo por jugada (5s) o jugadas por delante (12)</translation>
    </message>
    <message>
        <source>The master engine as it was before it learned patterns: a yardstick for the trained evaluation.</source>
        <translation>El motor maestro tal como era antes de aprender patrones: una vara de medir para la evaluación entrenada.</translation>
    </message>
    <message>
        <source>Master engine, simpler judgement</source>
        <translation>Motor maestro, criterio más simple</translation>
    </message>
    <message>
        <source>the master engine with the linear evaluation of hand-picked features</source>
        <translation>el motor maestro con la evaluación lineal de características elegidas a mano</translation>
    </message>
    <message>
        <source>Plays like a person: looks a few moves ahead and now and then settles for a slightly worse move.</source>
        <translation>Juega como una persona: mira unas cuantas jugadas por delante y de vez en cuando se conforma con una jugada algo peor.</translation>
    </message>
    <message>
        <source>Human-like player</source>
        <translation>Jugador de estilo humano</translation>
    </message>
    <message>
        <source>every move valued by a shallow master search, chosen by softmax at a temperature in discs</source>
        <translation>cada jugada evaluada con una búsqueda maestra poco profunda, elegida por softmax con una temperatura en fichas</translation>
    </message>
    <message>
        <source>moves ahead and randomness, e.g. 2:4</source>
        <translation>jugadas por delante y aleatoriedad, p. ej. 2:4</translation>
    </message>
    <message>
        <source>A neural network that taught itself by playing: it picks the move it thinks most likely to win.</source>
        <translation>Una red neuronal que aprendió sola jugando: elige la jugada que cree con más probabilidades de ganar.</translation>
    </message>
    <message>
        <source>Self-taught network</source>
        <translation>Red autodidacta</translation>
    </message>
    <message>
        <source>TD(λ) network, 1 ply (the learning seed)</source>
        <translation>red TD(λ), 1 ply (la semilla del aprendizaje)</translation>
    </message>
    <message>
        <source>its weights file (.npz)</source>
        <translation>su archivo de pesos (.npz)</translation>
    </message>
    <message>
        <source>A program you added in Game → Engines… (such as Edax or ntest), speaking NBoard&apos;s protocol.</source>
        <translation>Un programa que has añadido en Partida → Motores… (como Edax o ntest) y que usa el protocolo NBoard.</translation>
    </message>
    <message>
        <source>External engine</source>
        <translation>Motor externo</translation>
    </message>
    <message>
        <source>an NBoard-protocol engine run as a separate program</source>
        <translation>un motor con protocolo NBoard que se ejecuta como programa aparte</translation>
    </message>
    <message>
        <source>its name, then :depth or :time, e.g. Edax:2s</source>
        <translation>su nombre y luego :profundidad o :tiempo, p. ej. Edax:2s</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Not practised yet</source>
        <translation>Aún sin practicar</translation>
    </message>
    <message numerus="yes">
        <source>Practised %n time(s)</source>
        <translation>
            <numerusform>Practicada %n vez</numerusform>
            <numerusform>Practicada %n veces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clean run(s)</source>
        <translation>
            <numerusform>%n sin fallos</numerusform>
            <numerusform>%n sin fallos</numerusform>
        </translation>
    </message>
    <message>
        <source>{tries}, {clean}, last on {date}</source>
        <translation>{tries}, {clean}, la última el {date}</translation>
    </message>
    <message>
        <source>Practise an opening</source>
        <translation>Practicar una apertura</translation>
    </message>
    <message>
        <source>Search the openings</source>
        <translation>Buscar aperturas</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Aperturas</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>The computer plays the opening, then the replies played most often in the open games database (with no database open, the opening book&apos;s best moves). A move that loses more than {discs} discs against the book&apos;s best is shown at once, and you may try again.</source>
        <translation>El ordenador juega la apertura y luego las respuestas más jugadas en la base de datos de partidas abierta (si no hay ninguna abierta, las mejores jugadas del libro de aperturas). Una jugada que pierde más de {discs} fichas frente a la mejor del libro se muestra enseguida, y puedes volver a intentarlo.</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>Intentos</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Sin fallos</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Última</translation>
    </message>
    <message>
        <source>The board as it is</source>
        <translation>El tablero tal como está</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Juegas con:</translation>
    </message>
    <message>
        <source>Your results:</source>
        <translation>Tus resultados:</translation>
    </message>
    <message>
        <source>&amp;Practise</source>
        <translation>&amp;Practicar</translation>
    </message>
    <message>
        <source>Practise an &amp;opening…</source>
        <translation>Practicar una &amp;apertura…</translation>
    </message>
    <message>
        <source>{move} is off the line: the book plays {best} ({best_value} discs for you); {move} is worth {value} discs for you.</source>
        <translation>{move} se sale de la línea: el libro juega {best} ({best_value} fichas a tu favor); {move} vale {value} fichas a tu favor.</translation>
    </message>
    <message>
        <source>Practising {opening}: you play {color}</source>
        <translation>Practicando {opening}: juegas con {color}</translation>
    </message>
    <message>
        <source>Practising from the board: you play {color}</source>
        <translation>Practicando desde el tablero: juegas con {color}</translation>
    </message>
    <message>
        <source>from the board</source>
        <translation>desde el tablero</translation>
    </message>
    <message>
        <source>Practising {name} as {color} — move {number} of {length}</source>
        <translation>Practicando {name} con {color} — jugada {number} de {length}</translation>
    </message>
    <message>
        <source>Retry the move or continue first</source>
        <translation>Primero reintenta la jugada o continúa</translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s reply</source>
        <translation>Espera la respuesta del ordenador</translation>
    </message>
    <message>
        <source>Off the line</source>
        <translation>Fuera de la línea</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>Try again: {color} to move</source>
        <translation>Inténtalo de nuevo: juegan {color}</translation>
    </message>
    <message>
        <source>The book&apos;s line ends here.</source>
        <translation>La línea del libro termina aquí.</translation>
    </message>
    <message>
        <source>No game of the database goes on from here.</source>
        <translation>Ninguna partida de la base de datos sigue desde aquí.</translation>
    </message>
    <message>
        <source>The practice has gone its length.</source>
        <translation>La práctica ha llegado a su fin.</translation>
    </message>
    <message>
        <source>A clean run: every move on the line.</source>
        <translation>Sin fallos: todas las jugadas en la línea.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) off the line.</source>
        <translation>
            <numerusform>%n jugada fuera de la línea.</numerusform>
            <numerusform>%n jugadas fuera de la línea.</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice over</source>
        <translation>Práctica terminada</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;Click a marked square, or use the arrow keys and Enter, or type a square such as &lt;tt&gt;f5&lt;/tt&gt;.&lt;/li&gt;&lt;li&gt;Hover a legal square to see which discs it would turn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hints&lt;/b&gt; ({hints_keys}) write the engine&apos;s value of every move, in discs, on the board.&lt;/li&gt;&lt;li&gt;Undo ({undo_keys}) and redo ({redo_keys}) work at any time, even while the computer thinks.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Move now&lt;/b&gt; ({move_now_keys}) makes the computer play its best move so far.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;Haz clic en una casilla marcada, usa las flechas e Intro, o escribe una casilla como &lt;tt&gt;f5&lt;/tt&gt;.&lt;/li&gt;&lt;li&gt;Pasa el ratón por una casilla legal para ver qué fichas voltearía.&lt;/li&gt;&lt;li&gt;Las &lt;b&gt;pistas&lt;/b&gt; ({hints_keys}) escriben en el tablero la evaluación del motor de cada jugada, en fichas.&lt;/li&gt;&lt;li&gt;Deshacer ({undo_keys}) y Rehacer ({redo_keys}) funcionan en cualquier momento, incluso mientras el ordenador piensa.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Jugar ya&lt;/b&gt; ({move_now_keys}) hace que el ordenador juegue la mejor jugada que ha encontrado hasta ahora.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play Othello&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Cómo se juega al Othello&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Black and White take turns placing a disc of their colour; &lt;b&gt;Black moves first&lt;/b&gt; from the four discs in the centre.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Negras y Blancas colocan por turnos una ficha de su color; &lt;b&gt;empiezan las negras&lt;/b&gt;, a partir de las cuatro fichas del centro.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A move must &lt;b&gt;outflank&lt;/b&gt;: the new disc and another disc of yours must enclose an unbroken line of your opponent&apos;s discs — horizontally, vertically or diagonally. Every enclosed disc turns over to your colour, in all directions at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cada jugada debe &lt;b&gt;flanquear&lt;/b&gt;: la nueva ficha y otra ficha tuya deben encerrar una línea continua de fichas del rival — en horizontal, en vertical o en diagonal. Todas las fichas encerradas se voltean a tu color, en todas las direcciones a la vez.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If you cannot outflank anything you must &lt;b&gt;pass&lt;/b&gt;; if you can, you must move. When neither side can move the game ends, and the side with more discs wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Si no puedes flanquear nada, debes &lt;b&gt;pasar&lt;/b&gt;; si puedes, debes jugar. Cuando ningún bando puede jugar, la partida termina y gana el bando con más fichas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h4&gt;In this app&lt;/h4&gt;</source>
        <translation>&lt;h4&gt;En esta aplicación&lt;/h4&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Corners can never be flipped back: they are the strongest squares. The squares next to them are dangerous early on, because they may hand a corner to your opponent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Las esquinas nunca se pueden voltear: son las casillas más fuertes. Las casillas junto a ellas son peligrosas al principio, porque pueden regalarle una esquina a tu rival.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules of Othello</source>
        <translation>Reglas del Othello</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>The game in progress cannot be saved to {path}: {reason}.
Play goes on; the game will be saved once the folder can be written again.</source>
        <translation>No se puede guardar la partida en curso en {path}: {reason}.
Puedes seguir jugando; la partida se guardará en cuanto se pueda volver a escribir en la carpeta.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be restored: {problem}.
{kept}</source>
        <translation>No se ha podido recuperar tu partida sin terminar: {problem}.
{kept}</translation>
    </message>
    <message>
        <source>It stays as {path} (it could not be renamed: {reason}); this session will not save the game in progress, so the file is not overwritten.</source>
        <translation>Se queda como {path} (no se ha podido renombrar: {reason}); en esta sesión no se guardará la partida en curso, para no sobrescribir el archivo.</translation>
    </message>
    <message>
        <source>The file is kept as {path}.</source>
        <translation>El archivo se conserva como {path}.</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {number} is {value})</source>
        <translation>el archivo no es texto UTF-8 (el byte {number} es {value})</translation>
    </message>
    <message>
        <source>the file has no {key}</source>
        <translation>al archivo le falta {key}</translation>
    </message>
    <message>
        <source>{key} must be text, not {value}</source>
        <translation>{key} debe ser texto, no {value}</translation>
    </message>
    <message>
        <source>{key} must be a whole number, not {value}</source>
        <translation>{key} debe ser un número entero, no {value}</translation>
    </message>
    <message>
        <source>{key} must be true or false, not {value}</source>
        <translation>{key} debe ser true o false, no {value}</translation>
    </message>
    <message>
        <source>{key} must be a list, not {value}</source>
        <translation>{key} debe ser una lista, no {value}</translation>
    </message>
    <message numerus="yes">
        <source>{key} holds %n moves, more than a game has</source>
        <translation>
            <numerusform>{key} contiene %n jugada, más de las que tiene una partida</numerusform>
            <numerusform>{key} contiene %n jugadas, más de las que tiene una partida</numerusform>
        </translation>
    </message>
    <message>
        <source>{key} must be a list of moves like &quot;f5&quot;</source>
        <translation>{key} debe ser una lista de jugadas como «f5»</translation>
    </message>
    <message>
        <source>{key} is not a player setting: {value}</source>
        <translation>{key} no es un ajuste de jugador: {value}</translation>
    </message>
    <message>
        <source>the file is not valid: {reason}</source>
        <translation>el archivo no es válido: {reason}</translation>
    </message>
    <message>
        <source>the file is not an othello-qt saved game</source>
        <translation>el archivo no es una partida guardada de othello-qt</translation>
    </message>
    <message>
        <source>it was saved by a newer version of othello-qt (format {version}; this one reads {known})</source>
        <translation>se guardó con una versión más reciente de othello-qt (formato {version}; esta lee el {known})</translation>
    </message>
    <message>
        <source>unsupported format version {version}</source>
        <translation>versión de formato no admitida: {version}</translation>
    </message>
    <message>
        <source>{key} must be an object</source>
        <translation>{key} debe ser un objeto</translation>
    </message>
    <message>
        <source>the kept game: {reason}</source>
        <translation>la partida guardada aparte: {reason}</translation>
    </message>
    <message>
        <source>the clock: {reason}</source>
        <translation>el reloj: {reason}</translation>
    </message>
    <message>
        <source>the clock&apos;s times do not match the moves</source>
        <translation>los tiempos del reloj no coinciden con las jugadas</translation>
    </message>
    <message>
        <source>the clock&apos;s move time must be a number of seconds, not {value}</source>
        <translation>el tiempo por jugada del reloj debe ser un número de segundos, no {value}</translation>
    </message>
    <message>
        <source>the clock&apos;s time used must be a number of seconds, not {value}</source>
        <translation>el tiempo consumido del reloj debe ser un número de segundos, no {value}</translation>
    </message>
    <message>
        <source>redo move {number} ({move}) is illegal: {reason}</source>
        <translation>la jugada {number} para rehacer ({move}) es ilegal: {reason}</translation>
    </message>
    <message>
        <source>move {number} ({move}) is illegal: {reason}</source>
        <translation>la jugada {number} ({move}) es ilegal: {reason}</translation>
    </message>
    <message>
        <source>redo move {number}: {reason}</source>
        <translation>jugada {number} para rehacer: {reason}</translation>
    </message>
    <message>
        <source>move {number}: {reason}</source>
        <translation>jugada {number}: {reason}</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>{color} played {move}</source>
        <translation>{color} han jugado {move}</translation>
    </message>
</context>
<context>
    <name>SetupCheck</name>
    <message>
        <source>The board is empty: place discs of both colours.</source>
        <translation>El tablero está vacío: coloca fichas de ambos colores.</translation>
    </message>
    <message>
        <source>Neither side has a legal move: the game would be over at once. Add or remove discs.</source>
        <translation>Ningún bando tiene jugadas legales: la partida terminaría de inmediato. Añade o quita fichas.</translation>
    </message>
    <message>
        <source>{color} has no legal move here: choose {opponent} to move, or change the discs.</source>
        <translation>{color} no tienen jugadas legales aquí: haz que jueguen {opponent} o cambia las fichas.</translation>
    </message>
    <message>
        <source>{squares} is empty: no game from the start reaches this position, but it can be played.</source>
        <translation>{squares} está vacía: ninguna partida desde el inicio llega a esta posición, pero se puede jugar.</translation>
    </message>
    <message>
        <source>{squares} are empty: no game from the start reaches this position, but it can be played.</source>
        <translation>{squares} están vacías: ninguna partida desde el inicio llega a esta posición, pero se puede jugar.</translation>
    </message>
    <message>
        <source>Ready: this position can be played or analysed.</source>
        <translation>Listo: esta posición se puede jugar o analizar.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Black player</source>
        <translation>Jugador de negras</translation>
    </message>
    <message>
        <source>White player</source>
        <translation>Jugador de blancas</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>plays on: {now}</source>
        <translation>sigue jugando: {now}</translation>
    </message>
    <message>
        <source>{played} (from the file) — now {now}</source>
        <translation>{played} (según el archivo) — ahora {now}</translation>
    </message>
    <message>
        <source>{played} — now {now}</source>
        <translation>{played} — ahora {now}</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>The computer is thinking</source>
        <translation>El ordenador está pensando</translation>
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
            <numerusform>%n jugada por delante</numerusform>
            <numerusform>%n jugadas por delante</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} s a move</source>
        <translation>{seconds} s por jugada</translation>
    </message>
    <message>
        <source>weighted squares</source>
        <translation>casillas ponderadas</translation>
    </message>
    <message>
        <source>counting discs</source>
        <translation>contando fichas</translation>
    </message>
    <message>
        <source>square values</source>
        <translation>valores de casilla</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n hilo</numerusform>
            <numerusform>%n hilos</numerusform>
        </translation>
    </message>
    <message>
        <source>full search</source>
        <translation>búsqueda completa</translation>
    </message>
    <message>
        <source>selectivity {value}</source>
        <translation>selectividad {value}</translation>
    </message>
    <message>
        <source>no opening book</source>
        <translation>sin libro de aperturas</translation>
    </message>
    <message>
        <source>opening book</source>
        <translation>libro de aperturas</translation>
    </message>
    <message numerus="yes">
        <source>varied openings (book moves within %n disc(s))</source>
        <translation>
            <numerusform>aperturas variadas (jugadas del libro con hasta %n ficha de diferencia)</numerusform>
            <numerusform>aperturas variadas (jugadas del libro con hasta %n fichas de diferencia)</numerusform>
        </translation>
    </message>
    <message>
        <source>varied openings (book moves within {discs} discs)</source>
        <translation>aperturas variadas (jugadas del libro con hasta {discs} fichas de diferencia)</translation>
    </message>
    <message>
        <source>randomness {value}</source>
        <translation>aleatoriedad {value}</translation>
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
        <translation>Humano</translation>
    </message>
    <message>
        <source>Computer, level {level}</source>
        <translation>Ordenador, nivel {level}</translation>
    </message>
    <message>
        <source>Computer · level {number}</source>
        <translation>Ordenador · nivel {number}</translation>
    </message>
    <message>
        <source>Level {number}</source>
        <translation>Nivel {number}</translation>
    </message>
    <message>
        <source>Computer: {player}</source>
        <translation>Ordenador: {player}</translation>
    </message>
    <message>
        <source>Computer · {player}</source>
        <translation>Ordenador · {player}</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{chance} to win</source>
        <translation>{chance} de ganar</translation>
    </message>
    <message numerus="yes">
        <source>{value} disc(s)</source>
        <translation>
            <numerusform>{value} ficha</numerusform>
            <numerusform>{value} fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{value} point(s)</source>
        <translation>
            <numerusform>{value} punto</numerusform>
            <numerusform>{value} puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation>Preparando…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Your move ({color})</source>
        <translation>Tu turno ({color})</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>{color} (computer) is paused</source>
        <translation>{color} (ordenador) en pausa</translation>
    </message>
    <message>
        <source>{color} is thinking…</source>
        <translation>{color} piensan…</translation>
    </message>
    <message>
        <source>{color} to move</source>
        <translation>Juegan {color}</translation>
    </message>
    <message>
        <source>{turn} — {app}</source>
        <translation>{turn} — {app}</translation>
    </message>
    <message>
        <source>Draw, {black}–{white}</source>
        <translation>Empate, {black}–{white}</translation>
    </message>
    <message>
        <source>You win {score}!</source>
        <translation>¡Has ganado {score}!</translation>
    </message>
    <message>
        <source>You lose {score}</source>
        <translation>Has perdido {score}</translation>
    </message>
    <message>
        <source>{color} wins {score}</source>
        <translation>{color} ganan {score}</translation>
    </message>
    <message>
        <source>Game over: Draw {black}-{white}. Start a new game with {shortcut}.</source>
        <translation>Fin de la partida: empate {black}-{white}. Empieza una nueva partida con {shortcut}.</translation>
    </message>
    <message>
        <source>Game over: {color} wins {high}-{low}. Start a new game with {shortcut}.</source>
        <translation>Fin de la partida: {color} ganan {high}-{low}. Empieza una nueva partida con {shortcut}.</translation>
    </message>
    <message>
        <source>Your time ran out — you lose on time</source>
        <translation>Se te ha acabado el tiempo — pierdes por tiempo</translation>
    </message>
    <message>
        <source>Time! You win on time</source>
        <translation>¡Tiempo! Ganas por tiempo</translation>
    </message>
    <message>
        <source>{loser}&apos;s time ran out — {winner} wins on time</source>
        <translation>Se ha acabado el tiempo de {loser} — {winner} ganan por tiempo</translation>
    </message>
    <message>
        <source>Game over: {winner} wins on time. Start a new game with {shortcut}.</source>
        <translation>Fin de la partida: {winner} ganan por tiempo. Empieza una nueva partida con {shortcut}.</translation>
    </message>
    <message>
        <source>{color} ({player}) is thinking…</source>
        <translation>{color} ({player}) piensan…</translation>
    </message>
    <message>
        <source>from the opening book</source>
        <translation>del libro de aperturas</translation>
    </message>
    <message>
        <source>to the end of the game</source>
        <translation>hasta el final de la partida</translation>
    </message>
    <message>
        <source>{color}&apos;s chance to win: {chance}</source>
        <translation>probabilidad de ganar de {color}: {chance}</translation>
    </message>
    <message>
        <source>the opening book calls the game even</source>
        <translation>la partida está igualada según el libro de aperturas</translation>
    </message>
    <message numerus="yes">
        <source>the opening book puts {color} %n disc(s) ahead</source>
        <translation>
            <numerusform>{color} van %n ficha por delante según el libro de aperturas</numerusform>
            <numerusform>{color} van %n fichas por delante según el libro de aperturas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the opening book puts {color} %n disc(s) behind</source>
        <translation>
            <numerusform>{color} van %n ficha por detrás según el libro de aperturas</numerusform>
            <numerusform>{color} van %n fichas por detrás según el libro de aperturas</numerusform>
        </translation>
    </message>
    <message>
        <source>{color} thinks the game is even</source>
        <translation>{color} creen que la partida está igualada</translation>
    </message>
    <message numerus="yes">
        <source>{color} thinks it is %n disc(s) ahead</source>
        <translation>
            <numerusform>{color} creen ir %n ficha por delante</numerusform>
            <numerusform>{color} creen ir %n fichas por delante</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} thinks it is %n disc(s) behind</source>
        <translation>
            <numerusform>{color} creen ir %n ficha por detrás</numerusform>
            <numerusform>{color} creen ir %n fichas por detrás</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw with best play</source>
        <translation>empate con juego perfecto</translation>
    </message>
    <message numerus="yes">
        <source>{color} wins by %n disc(s) with best play</source>
        <translation>
            <numerusform>{color} ganan por %n ficha con juego perfecto</numerusform>
            <numerusform>{color} ganan por %n fichas con juego perfecto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} loses by %n disc(s) with best play</source>
        <translation>
            <numerusform>{color} pierden por %n ficha con juego perfecto</numerusform>
            <numerusform>{color} pierden por %n fichas con juego perfecto</numerusform>
        </translation>
    </message>
    <message>
        <source>{color} wins with best play</source>
        <translation>{color} ganan con juego perfecto</translation>
    </message>
    <message>
        <source>{color} loses with best play</source>
        <translation>{color} pierden con juego perfecto</translation>
    </message>
    <message>
        <source>{color} is thinking… ({ahead})</source>
        <translation>{color} piensan… ({ahead})</translation>
    </message>
    <message>
        <source>book</source>
        <translation>libro</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exacto</translation>
    </message>
    <message>
        <source>win/loss/draw</source>
        <translation>victoria/derrota/empate</translation>
    </message>
    <message>
        <source>depth {depth}</source>
        <translation>profundidad {depth}</translation>
    </message>
    <message>
        <source>{speed} kN/s</source>
        <translation>{speed} kN/s</translation>
    </message>
    <message>
        <source>{color} played {move} — {outlook}</source>
        <translation>{color} han jugado {move} — {outlook}</translation>
    </message>
    <message>
        <source>{color} played {move}</source>
        <translation>{color} han jugado {move}</translation>
    </message>
    <message>
        <source>line {moves}</source>
        <translation>línea {moves}</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>Hint: {square} is best ({details})</source>
        <translation>Pista: {square} es la mejor ({details})</translation>
    </message>
    <message>
        <source>{color} has no legal move and passes</source>
        <translation>{color} no tiene jugada legal y pasa</translation>
    </message>
    <message>
        <source>{passes}. {opponent} to move.</source>
        <translation>{passes}. Mueve {opponent}.</translation>
    </message>
    <message>
        <source>The clocks are stopped — press Resume ({shortcut}) to play on</source>
        <translation>Los relojes están parados — pulsa Reanudar ({shortcut}) para seguir jugando</translation>
    </message>
    <message>
        <source>The computer is paused — press Resume ({shortcut}) to let it play</source>
        <translation>El ordenador está en pausa — pulsa Reanudar ({shortcut}) para que juegue</translation>
    </message>
    <message>
        <source>the disk or folder is read-only</source>
        <translation>el disco o la carpeta es de solo lectura</translation>
    </message>
    <message>
        <source>you may not write or read there</source>
        <translation>no tiene permiso para escribir o leer ahí</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the folder or file does not exist</source>
        <translation>la carpeta o el archivo no existe</translation>
    </message>
    <message>
        <source>that is a folder, not a file</source>
        <translation>eso es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>el nombre es demasiado largo</translation>
    </message>
    <message>
        <source>Looking at move {shown} of the finished game — » ({last_keys}) returns to its end</source>
        <translation>Viendo la jugada {shown} de la partida terminada — » ({last_keys}) vuelve al final</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) returns to the last move, where it is your turn; Play on ({play_keys}) lets the computer continue from here instead</source>
        <translation>Viendo la jugada {shown} de {total} — » ({last_keys}) vuelve a la última jugada, donde te toca a ti; Seguir desde aquí ({play_keys}) hace que el ordenador continúe desde esta posición</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) returns to the last move, where the computer plays on; Play on ({play_keys}) lets it continue from here instead</source>
        <translation>Viendo la jugada {shown} de {total} — » ({last_keys}) vuelve a la última jugada, donde el ordenador sigue jugando; Seguir desde aquí ({play_keys}) hace que continúe desde esta posición</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) goes to the last move; a move here starts a new line (Undo brings the old one back)</source>
        <translation>Viendo la jugada {shown} de {total} — » ({last_keys}) va a la última jugada; jugar aquí empieza una nueva línea (Deshacer recupera la anterior)</translation>
    </message>
    <message>
        <source>Looking at move {shown}</source>
        <translation>Viendo la jugada {shown}</translation>
    </message>
    <message>
        <source>New line from move {number}</source>
        <translation>Nueva línea desde la jugada {number}</translation>
    </message>
    <message>
        <source>New line from the start</source>
        <translation>Nueva línea desde el inicio</translation>
    </message>
    <message numerus="yes">
        <source>{title}: the game&apos;s %n later move(s) kept — Undo ({shortcut}) brings them back</source>
        <translation>
            <numerusform>{title}: se guarda %n jugada posterior de la partida — Deshacer ({shortcut}) la recupera</numerusform>
            <numerusform>{title}: se guardan las %n jugadas posteriores de la partida — Deshacer ({shortcut}) las recupera</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded {source}: %n move(s)</source>
        <translation>
            <numerusform>Se ha leído {source}: %n jugada</numerusform>
            <numerusform>Se ha leído {source}: %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer waits: Resume ({shortcut}) lets it play</source>
        <translation>el ordenador espera: Reanudar ({shortcut}) le deja jugar</translation>
    </message>
    <message>
        <source>Undo ({shortcut}) brings back your previous game</source>
        <translation>Deshacer ({shortcut}) recupera tu partida anterior</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>hoy a las {clock}</translation>
    </message>
    <message>
        <source>yesterday at {clock}</source>
        <translation>ayer a las {clock}</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>a date, as QLocale::toString writes it: d the day, MMM the month, yyyy the year</comment>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>on {date} at {clock}</source>
        <translation>el {date} a las {clock}</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game (%n move(s), saved {when}). Continue it?</source>
        <translation>
            <numerusform>Tienes una partida sin terminar (%n jugada, guardada {when}). ¿Quieres continuarla?</numerusform>
            <numerusform>Tienes una partida sin terminar (%n jugadas, guardada {when}). ¿Quieres continuarla?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game (%n move(s)). Continue it?</source>
        <translation>
            <numerusform>Tienes una partida sin terminar (%n jugada). ¿Quieres continuarla?</numerusform>
            <numerusform>Tienes una partida sin terminar (%n jugadas). ¿Quieres continuarla?</numerusform>
        </translation>
    </message>
    <message>
        <source>{new_game} starts a fresh board and keeps this one: Undo ({shortcut}) brings it back, and it is offered again next time until you play a move in the new game.</source>
        <translation>{new_game} empieza con un tablero nuevo y guarda esta partida: Deshacer ({shortcut}) la recupera, y se te volverá a ofrecer la próxima vez hasta que hagas una jugada en la nueva partida.</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a square</comment>
        <translation>vacía</translation>
    </message>
    <message>
        <source>black</source>
        <comment>a square&apos;s disc</comment>
        <translation>negra</translation>
    </message>
    <message>
        <source>white</source>
        <comment>a square&apos;s disc</comment>
        <translation>blanca</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>última jugada</translation>
    </message>
    <message>
        <source>legal</source>
        <comment>a move</comment>
        <translation>legal</translation>
    </message>
    <message numerus="yes">
        <source>flips %n</source>
        <translation>
            <numerusform>voltea %n</numerusform>
            <numerusform>voltea %n</numerusform>
        </translation>
    </message>
    <message>
        <source>hint {value}</source>
        <translation>pista {value}</translation>
    </message>
    <message>
        <source>best</source>
        <comment>a hint&apos;s move</comment>
        <translation>mejor</translation>
    </message>
    <message>
        <source>Black {black}, White {white}</source>
        <translation>Negras {black}, Blancas {white}</translation>
    </message>
    <message>
        <source>{counts}. The game is over.</source>
        <translation>{counts}. La partida ha terminado.</translation>
    </message>
    <message numerus="yes">
        <source>{counts}. {color} to move, %n legal move(s).</source>
        <translation>
            <numerusform>{counts}. Juegan {color}, %n jugada legal.</numerusform>
            <numerusform>{counts}. Juegan {color}, %n jugadas legales.</numerusform>
        </translation>
    </message>
    <message>
        <source>{counts}. {color} to move.</source>
        <translation>{counts}. Juegan {color}.</translation>
    </message>
    <message numerus="yes">
        <source>{color}: {player}, %n disc(s), to move</source>
        <translation>
            <numerusform>{color}: {player}, %n ficha, tienen el turno</numerusform>
            <numerusform>{color}: {player}, %n fichas, tienen el turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color}: {player}, %n disc(s)</source>
        <translation>
            <numerusform>{color}: {player}, %n ficha</numerusform>
            <numerusform>{color}: {player}, %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}&apos;s clock: time is up</source>
        <translation>Reloj de {color}: tiempo agotado</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>{minutes} {seconds}</source>
        <comment>a time: 4 minutes 59 seconds</comment>
        <translation>{minutes} y {seconds}</translation>
    </message>
    <message>
        <source>{color}&apos;s clock: {time} left</source>
        <translation>Reloj de {color}: tiempo restante {time}</translation>
    </message>
    <message numerus="yes">
        <source>{color} plays {move}, turns %n disc(s). {counts}. {next} to move.</source>
        <translation>
            <numerusform>{color} juegan {move} y voltean %n ficha. {counts}. Juegan {next}.</numerusform>
            <numerusform>{color} juegan {move} y voltean %n fichas. {counts}. Juegan {next}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} plays {move}, turns %n disc(s). {counts}.</source>
        <translation>
            <numerusform>{color} juegan {move} y voltean %n ficha. {counts}.</numerusform>
            <numerusform>{color} juegan {move} y voltean %n fichas. {counts}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move} is not a legal move: the square is taken</source>
        <translation>{move} no es una jugada legal: la casilla está ocupada</translation>
    </message>
    <message>
        <source>{move} is not a legal move: it would turn no {color} disc</source>
        <translation>{move} no es una jugada legal: no voltearía ninguna ficha de las {color}</translation>
    </message>
    <message>
        <source>{move} is not a legal move: {turn} has no move and must pass</source>
        <translation>{move} no es una jugada legal: {turn} no tienen jugada y deben pasar</translation>
    </message>
    <message>
        <source>{move} is not a legal move: the game is over</source>
        <translation>{move} no es una jugada legal: la partida ha terminado</translation>
    </message>
    <message>
        <source>{move} is not a legal move: {reason}</source>
        <translation>{move} no es una jugada legal: {reason}</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic green</source>
        <translation>Verde clásico</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
</context>
<context>
    <name>TimeControlChooser</name>
    <message>
        <source>Clock: minutes per side</source>
        <translation>Reloj: minutos por jugador</translation>
    </message>
    <message>
        <source>Seconds added after each move</source>
        <translation>Segundos añadidos tras cada jugada</translation>
    </message>
    <message>
        <source>+ {seconds} s</source>
        <translation>+ {seconds} s</translation>
    </message>
    <message>
        <source>Seconds added to a side&apos;s clock after each of its moves (Fischer)</source>
        <translation>Segundos que se suman al reloj de un bando tras cada una de sus jugadas (Fischer)</translation>
    </message>
    <message>
        <source>per side</source>
        <translation>por jugador</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sin reloj</translation>
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
        <translation>Mostrar jugadas &amp;legales</translation>
    </message>
    <message>
        <source>Show &amp;hints</source>
        <translation>Mostrar &amp;pistas</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <source>Show the engine&apos;s value of every legal move</source>
        <translation>Muestra la evaluación del motor para cada jugada legal</translation>
    </message>
    <message>
        <source>Show &amp;database counts</source>
        <translation>Mostrar recuentos de la &amp;base de datos</translation>
    </message>
    <message>
        <source>On each square, how many games of the open games database played it from the board&apos;s position (the most played one marked), as the next-move table counts them</source>
        <translation>En cada casilla, cuántas partidas de la base de datos abierta la jugaron desde la posición del tablero (la más jugada, marcada), como las cuenta la tabla de jugadas siguientes</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>Mostrar &amp;coordenadas</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Silenciar sonidos</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;Idioma del sistema</translation>
    </message>
    <message>
        <source>&amp;Built-in engine</source>
        <translation>Motor &amp;integrado</translation>
    </message>
    <message>
        <source>Analyst: {name}</source>
        <translation>Analista: {name}</translation>
    </message>
    <message>
        <source>Analyst: the built-in engine</source>
        <translation>Analista: el motor integrado</translation>
    </message>
    <message>
        <source>Legal moves shown</source>
        <translation>Jugadas legales visibles</translation>
    </message>
    <message>
        <source>Legal moves hidden</source>
        <translation>Jugadas legales ocultas</translation>
    </message>
    <message>
        <source>Coordinates shown</source>
        <translation>Coordenadas visibles</translation>
    </message>
    <message>
        <source>Coordinates hidden</source>
        <translation>Coordenadas ocultas</translation>
    </message>
    <message>
        <source>Database counts shown</source>
        <translation>Recuentos de la base de datos visibles</translation>
    </message>
    <message>
        <source>Database counts hidden</source>
        <translation>Recuentos de la base de datos ocultos</translation>
    </message>
    <message>
        <source>Sounds off</source>
        <translation>Sonido desactivado</translation>
    </message>
    <message>
        <source>Sounds on</source>
        <translation>Sonido activado</translation>
    </message>
    <message>
        <source>Animation speed: {speed}</source>
        <translation>Velocidad de animación: {speed}</translation>
    </message>
    <message>
        <source>Theme: {theme}</source>
        <translation>Tema: {theme}</translation>
    </message>
    <message>
        <source>The language changes the next time Othello starts.</source>
        <translation>El idioma cambiará la próxima vez que se inicie Othello.</translation>
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
        <translation>La partida ha terminado: no hay ninguna jugada que sugerir. Deshaga o retroceda para volver a ver las pistas.</translation>
    </message>
</context>
</TS>
