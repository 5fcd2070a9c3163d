<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>GamesDatabase</name>
    <message numerus="yes">
        <source>%Ln record(s) read</source>
        <translation>
            <numerusform>%Ln record read</numerusform>
            <numerusform>%Ln records read</numerusform>
        </translation>
    </message>
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
        <source>{shown} of %Ln game(s)</source>
        <translation>
            <numerusform>{shown} of %Ln game</numerusform>
            <numerusform>{shown} of %Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s) reached this position; {next_moves}</source>
        <translation>
            <numerusform>{shown} of %Ln game reached this position; {next_moves}</numerusform>
            <numerusform>{shown} of %Ln games reached this position; {next_moves}</numerusform>
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
        <source>{color} is %n disc(s) ahead by the opening book</source>
        <translation>
            <numerusform>{color} is %n disc ahead by the opening book</numerusform>
            <numerusform>{color} is %n discs ahead by the opening book</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} is %n disc(s) behind by the opening book</source>
        <translation>
            <numerusform>{color} is %n disc behind by the opening book</numerusform>
            <numerusform>{color} is %n discs behind by the opening book</numerusform>
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
