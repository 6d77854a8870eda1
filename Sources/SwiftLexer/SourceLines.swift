// The line table is shared with the Objective-C lexer; users of this module see it as its own.
@_exported import SourceLines
