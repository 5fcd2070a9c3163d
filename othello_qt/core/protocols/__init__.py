"""The text protocols othello-qt speaks as an engine or a player (NBoard, WPI): state machines and
parsers without processes or terminals; ``othello_qt.cli`` reads the arguments and wires the I/O."""
