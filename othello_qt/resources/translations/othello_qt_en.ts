<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>About</name>
    <message numerus="yes">
        <source>&lt;p&gt;The classic board game, also known as Reversi. Play a friend on the same board, or the computer at %n levels: from an opponent a beginner can beat to a master that plays the endgame perfectly.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;The classic board game, also known as Reversi. Play a friend on the same board, or the computer at %n level: from an opponent a beginner can beat to a master that plays the endgame perfectly.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;The classic board game, also known as Reversi. Play a friend on the same board, or the computer at %n levels: from an opponent a beginner can beat to a master that plays the endgame perfectly.&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s) (a blunder ??)</source>
        <translation>
            <numerusform>{best}; the game&apos;s {move} cost %n disc (a blunder ??)</numerusform>
            <numerusform>{best}; the game&apos;s {move} cost %n discs (a blunder ??)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s) (a mistake ?)</source>
        <translation>
            <numerusform>{best}; the game&apos;s {move} cost %n disc (a mistake ?)</numerusform>
            <numerusform>{best}; the game&apos;s {move} cost %n discs (a mistake ?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s)</source>
        <translation>
            <numerusform>{best}; the game&apos;s {move} cost %n disc</numerusform>
            <numerusform>{best}; the game&apos;s {move} cost %n discs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): a blunder ??, %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>Move {number} ({move}): a blunder ??, %n disc lost; {best} was best</numerusform>
            <numerusform>Move {number} ({move}): a blunder ??, %n discs lost; {best} was best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): a mistake ?, %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>Move {number} ({move}): a mistake ?, %n disc lost; {best} was best</numerusform>
            <numerusform>Move {number} ({move}): a mistake ?, %n discs lost; {best} was best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>Move {number} ({move}): %n disc lost; {best} was best</numerusform>
            <numerusform>Move {number} ({move}): %n discs lost; {best} was best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color}: {counts}; the largest, move {number} ({move}), cost %n disc(s).</source>
        <translation>
            <numerusform>{color}: {counts}; the largest, move {number} ({move}), cost %n disc.</numerusform>
            <numerusform>{color}: {counts}; the largest, move {number} ({move}), cost %n discs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DatabaseCounts</name>
    <message numerus="yes">
        <source>played in %Ln database game(s), the most played</source>
        <translation>
            <numerusform>played in %Ln database game, the most played</numerusform>
            <numerusform>played in %Ln database games, the most played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>played in %Ln database game(s)</source>
        <translation>
            <numerusform>played in %Ln database game</numerusform>
            <numerusform>played in %Ln database games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DatabaseReview</name>
    <message numerus="yes">
        <source>Database: out of the database at a pass; %Ln game(s) had reached the position before it.</source>
        <translation>
            <numerusform>Database: out of the database at a pass; %Ln game had reached the position before it.</numerusform>
            <numerusform>Database: out of the database at a pass; %Ln games had reached the position before it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: out of the database at move {number} ({move}); %Ln game(s) had reached the position before it, none played it.</source>
        <translation>
            <numerusform>Database: out of the database at move {number} ({move}); %Ln game had reached the position before it, none played it.</numerusform>
            <numerusform>Database: out of the database at move {number} ({move}); %Ln games had reached the position before it, none played it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: none of the %Ln game(s) that reached here played {move}.</source>
        <translation>
            <numerusform>Database: the %Ln game that reached here did not play {move}.</numerusform>
            <numerusform>Database: none of the %Ln games that reached here played {move}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: {chose} of %Ln game(s) played {move} here.</source>
        <translation>
            <numerusform>Database: {chose} of %Ln game played {move} here.</numerusform>
            <numerusform>Database: {chose} of %Ln games played {move} here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: {chose} of %Ln game(s) played {move} here; Black scored {percent} % in them.</source>
        <translation>
            <numerusform>Database: {chose} of %Ln game played {move} here; Black scored {percent} % in it.</numerusform>
            <numerusform>Database: {chose} of %Ln games played {move} here; Black scored {percent} % in them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message numerus="yes">
        <source>{value} (estimate, %n move(s) ahead)</source>
        <translation>
            <numerusform>{value} (estimate, %n move ahead)</numerusform>
            <numerusform>{value} (estimate, %n moves ahead)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{valued} of %n position(s) valued; last: {value}</source>
        <translation>
            <numerusform>{valued} of %n position valued; last: {value}</numerusform>
            <numerusform>{valued} of %n positions valued; last: {value}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStart</name>
    <message numerus="yes">
        <source>Welcome back — your unfinished game is restored (%n moves)</source>
        <translation>
            <numerusform>Welcome back — your unfinished game is restored (%n move)</numerusform>
            <numerusform>Welcome back — your unfinished game is restored (%n moves)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesDatabase</name>
    <message numerus="yes">
        <source>{file}: %Ln game(s)</source>
        <translation>
            <numerusform>{file}: %Ln game</numerusform>
            <numerusform>{file}: %Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln record(s) skipped, not games (first: record {number}: {reason})</source>
        <translation>
            <numerusform>%Ln record skipped, not games (first: record {number}: {reason})</numerusform>
            <numerusform>%Ln records skipped, not games (first: record {number}: {reason})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) read</source>
        <translation>
            <numerusform>%Ln file read</numerusform>
            <numerusform>%Ln files read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{games} in %n file(s)</source>
        <translation>
            <numerusform>{games} in %n file</numerusform>
            <numerusform>{games} in %n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (in this text&apos;s tooltip)</source>
        <translation>
            <numerusform>… and %n more (in this text&apos;s tooltip)</numerusform>
            <numerusform>… and %n more (in this text&apos;s tooltip)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s) reached this position</source>
        <translation>
            <numerusform>{shown} of %Ln game reached this position</numerusform>
            <numerusform>{shown} of %Ln games reached this position</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s)</source>
        <translation>
            <numerusform>{shown} of %Ln game</numerusform>
            <numerusform>{shown} of %Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file} and %n more</source>
        <translation>
            <numerusform>{file} and %n more</numerusform>
            <numerusform>{file} and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message numerus="yes">
        <source>Practised %n time(s)</source>
        <translation>
            <numerusform>Practised %n time</numerusform>
            <numerusform>Practised %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clean run(s)</source>
        <translation>
            <numerusform>%n clean run</numerusform>
            <numerusform>%n clean runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) off the line.</source>
        <translation>
            <numerusform>%n move off the line.</numerusform>
            <numerusform>%n moves off the line.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message numerus="yes">
        <source>{key} holds %n moves, more than a game has</source>
        <translation>
            <numerusform>{key} holds %n move, more than a game has</numerusform>
            <numerusform>{key} holds %n moves, more than a game has</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusText</name>
    <message numerus="yes">
        <source>%n move(s) ahead</source>
        <translation>
            <numerusform>%n move ahead</numerusform>
            <numerusform>%n moves ahead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n thread</numerusform>
            <numerusform>%n threads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>varied openings (book moves within %n disc(s))</source>
        <translation>
            <numerusform>varied openings (book moves within %n disc)</numerusform>
            <numerusform>varied openings (book moves within %n discs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{value} disc(s)</source>
        <translation>
            <numerusform>{value} disc</numerusform>
            <numerusform>{value} discs</numerusform>
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
            <numerusform>%n disc</numerusform>
            <numerusform>%n discs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the opening book puts {color} %n disc(s) ahead</source>
        <translation>
            <numerusform>the opening book puts {color} %n disc ahead</numerusform>
            <numerusform>the opening book puts {color} %n discs ahead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the opening book puts {color} %n disc(s) behind</source>
        <translation>
            <numerusform>the opening book puts {color} %n disc behind</numerusform>
            <numerusform>the opening book puts {color} %n discs behind</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} thinks it is %n disc(s) ahead</source>
        <translation>
            <numerusform>{color} thinks it is %n disc ahead</numerusform>
            <numerusform>{color} thinks it is %n discs ahead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} thinks it is %n disc(s) behind</source>
        <translation>
            <numerusform>{color} thinks it is %n disc behind</numerusform>
            <numerusform>{color} thinks it is %n discs behind</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} wins by %n disc(s) with best play</source>
        <translation>
            <numerusform>{color} wins by %n disc with best play</numerusform>
            <numerusform>{color} wins by %n discs with best play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} loses by %n disc(s) with best play</source>
        <translation>
            <numerusform>{color} loses by %n disc with best play</numerusform>
            <numerusform>{color} loses by %n discs with best play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title}: the game&apos;s %n later move(s) kept — Undo ({shortcut}) brings them back</source>
        <translation>
            <numerusform>{title}: the game&apos;s %n later move is kept — Undo ({shortcut}) brings it back</numerusform>
            <numerusform>{title}: the game&apos;s %n later moves are kept — Undo ({shortcut}) brings them back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded {source}: %n move(s)</source>
        <translation>
            <numerusform>Loaded {source}: %n move</numerusform>
            <numerusform>Loaded {source}: %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game (%n move(s), saved {when}). Continue it?</source>
        <translation>
            <numerusform>You have an unfinished game (%n move, saved {when}). Continue it?</numerusform>
            <numerusform>You have an unfinished game (%n moves, saved {when}). Continue it?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game (%n move(s)). Continue it?</source>
        <translation>
            <numerusform>You have an unfinished game (%n move). Continue it?</numerusform>
            <numerusform>You have an unfinished game (%n moves). Continue it?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>flips %n</source>
        <translation>
            <numerusform>flips %n</numerusform>
            <numerusform>flips %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{counts}. {color} to move, %n legal move(s).</source>
        <translation>
            <numerusform>{counts}. {color} to move, %n legal move.</numerusform>
            <numerusform>{counts}. {color} to move, %n legal moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color}: {player}, %n disc(s), to move</source>
        <translation>
            <numerusform>{color}: {player}, %n disc, to move</numerusform>
            <numerusform>{color}: {player}, %n discs, to move</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color}: {player}, %n disc(s)</source>
        <translation>
            <numerusform>{color}: {player}, %n disc</numerusform>
            <numerusform>{color}: {player}, %n discs</numerusform>
        </translation>
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
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} plays {move}, turns %n disc(s). {counts}. {next} to move.</source>
        <translation>
            <numerusform>{color} plays {move}, turns %n disc. {counts}. {next} to move.</numerusform>
            <numerusform>{color} plays {move}, turns %n discs. {counts}. {next} to move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} plays {move}, turns %n disc(s). {counts}.</source>
        <translation>
            <numerusform>{color} plays {move}, turns %n disc. {counts}.</numerusform>
            <numerusform>{color} plays {move}, turns %n discs. {counts}.</numerusform>
        </translation>
    </message>
</context>
</TS>
