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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message numerus="yes">
        <source>{key} holds %n moves, more than a game has</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
