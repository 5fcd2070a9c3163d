<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Application</name>
    <message>
        <source>Othello</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViewOptions</name>
    <message>
        <source>&amp;System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes the next time Othello starts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
