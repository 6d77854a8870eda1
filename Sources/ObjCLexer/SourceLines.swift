// The line table is shared with the Swift lexer; users of this module see it as its own.
@_exported import SourceLines
