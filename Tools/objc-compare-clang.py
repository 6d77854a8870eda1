#!/usr/bin/env python3
"""Second reader for ObjCLexer: compares `vclint tokens FILE` with clang's raw lexer.

Usage: Tools/objc-compare-clang.py [--vclint PATH] [--clang PATH] [--jobs N] [--show N] PATH...

Every .h, .m and .mm file under the PATHs (hidden folders skipped) is tokenized twice:
  - by vclint (`vclint tokens FILE`, built with `swift build -c release`), and
  - by clang: `clang -cc1 -dump-raw-tokens -x objective-c FILE` (`objective-c++` for .mm),
    which needs no SDK headers.
The non-trivia token texts of both must be equal, after three allowances for the shapes the
two lexers choose differently:
  - a preprocessor line is one item: vclint's directive and body tokens, clang's tokens inside
    the same byte range, both joined with whitespace and `\\`-line splices removed;
  - clang's `@` followed directly by a name is one item, like vclint's `.atKeyword`;
  - vclint's `unknown` tokens count as non-trivia, like clang's non-blank `unknown`s;
  - `\`-line splices are taken out of token texts (clang starts a token at a splice before it).
Prints each disagreeing file with its first difference, then the agreement figures.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys

TRIVIA = {"byteOrderMark", "whitespace", "newline", "lineContinuation", "lineComment", "docLineComment",
          "blockComment", "docBlockComment"}
SPLICE = re.compile(rb"\\[ \t\v\f]*(?:\r\n|\r|\n)")
BLANK = re.compile(rb"[ \t\v\f\r\n]+")
# One token of `-dump-raw-tokens`: kind 'text'<TAB>flags<TAB>Loc=<file:line:column>; the text may
# span lines, so only the kind and the location are read and the text comes from the file.
CLANG_TOKEN = re.compile(r"^([a-z0-9_]+) '.*?'(?:\t.*?)?\tLoc=<[^\n<>]*:(\d+):(\d+)>$", re.M | re.S)


def line_starts(data):
    starts = [0]
    index = 0
    while index < len(data):
        byte = data[index]
        index += 1
        if byte == 0x0D and index < len(data) and data[index] == 0x0A:
            index += 1
        if byte in (0x0A, 0x0D):
            starts.append(index)
    return starts


def squeeze(text):
    return BLANK.sub(b"", SPLICE.sub(b"", text))


def vclint_tokens(vclint, path):
    result = subprocess.run([vclint, "tokens", path], capture_output=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"vclint tokens failed: {result.stderr.decode(errors='replace')}")
    return [json.loads(line) for line in result.stdout.splitlines()], result.stderr.decode(errors="replace")


def clang_tokens(clang, path, data):
    language = "objective-c++" if path.endswith(".mm") else "objective-c"
    standard = ["-std=gnu++20"] if path.endswith(".mm") else []
    result = subprocess.run([clang, "-cc1", "-dump-raw-tokens", "-x", language, *standard, path],
                            capture_output=True, check=False)
    text = result.stderr.decode("utf-8", errors="surrogateescape") + result.stdout.decode("utf-8", errors="surrogateescape")
    starts = line_starts(data)
    tokens = []
    for match in CLANG_TOKEN.finditer(text):
        line, column = int(match.group(2)), int(match.group(3))
        if line - 1 < len(starts):
            tokens.append((match.group(1), starts[line - 1] + column - 1))
    tokens.sort(key=lambda token: token[1])
    # Each token runs to the next one: clang prints whitespace as tokens too.
    spans = []
    for index, (kind, offset) in enumerate(tokens):
        end = tokens[index + 1][1] if index + 1 < len(tokens) else len(data)
        spans.append((kind, offset, end))
    return spans


def compare(path, vclint, clang):
    with open(path, "rb") as handle:
        data = handle.read()
    mine_raw, diagnostics = vclint_tokens(vclint, path)
    theirs_raw = clang_tokens(clang, path, data)

    # vclint: items, with each directive line as one (start, end, squeezed text).
    mine = []
    groups = []
    index = 0
    while index < len(mine_raw):
        token = mine_raw[index]
        start, end = token["offset"], token["offset"] + token["length"]
        if token["kind"] == "preprocessorDirective":
            parts = [data[start:end]]
            index += 1
            while index < len(mine_raw) and mine_raw[index]["kind"] != "newline":
                part = mine_raw[index]
                if part["kind"] not in TRIVIA:
                    parts.append(data[part["offset"]:part["offset"] + part["length"]])
                end = part["offset"] + part["length"]
                index += 1
            groups.append((start, end))
            mine.append((start, squeeze(b"".join(parts))))
            continue
        if token["kind"] not in TRIVIA:
            mine.append((start, SPLICE.sub(b"", data[start:end])))
        index += 1

    # clang: the same items.
    theirs = []
    significant = [(kind, start, end) for kind, start, end in theirs_raw
                   if kind != "comment" and not (kind == "unknown" and not squeeze(data[start:end]))]
    group_index = 0
    index = 0
    while index < len(significant):
        kind, start, end = significant[index]
        while group_index < len(groups) and groups[group_index][1] <= start:
            group_index += 1
        if group_index < len(groups) and groups[group_index][0] <= start < groups[group_index][1]:
            group_start, group_end = groups[group_index]
            parts = []
            while index < len(significant) and significant[index][1] < group_end:
                parts.append(data[significant[index][1]:significant[index][2]])
                index += 1
            theirs.append((start, squeeze(b"".join(parts))))
            continue
        text = data[start:end].rstrip(b" \t\v\f\r\n")
        if kind == "at" and index + 1 < len(significant) and significant[index + 1][0] == "raw_identifier" \
                and significant[index + 1][1] == start + 1:
            following = significant[index + 1]
            text = data[start:following[2]].rstrip(b" \t\v\f\r\n")
            index += 1
        # clang starts a token at a `\` line splice before it; the splice is not part of the text.
        theirs.append((start + len(text) - len(text.lstrip(b"\\ \t\r\n")) if SPLICE.match(text) else start,
                       SPLICE.sub(b"", text)))
        index += 1

    if mine == theirs:
        return path, None, len(mine), diagnostics
    for position, (a, b) in enumerate(zip(mine, theirs)):
        if a != b:
            break
    else:
        position = min(len(mine), len(theirs))
    starts = line_starts(data)

    def describe(items):
        if position >= len(items):
            return "(end of file)"
        offset, text = items[position]
        line = max(i for i, s in enumerate(starts) if s <= offset) + 1
        return f"line {line}: {text[:60]!r}"
    return path, f"vclint {describe(mine)} | clang {describe(theirs)}", len(mine), diagnostics


def objective_c_files(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for directory, folders, files in os.walk(path):
            folders[:] = sorted(folder for folder in folders if not folder.startswith("."))
            for name in sorted(files):
                if name.endswith((".h", ".m", ".mm")):
                    yield os.path.join(directory, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--vclint", default=os.path.join(os.path.dirname(__file__), "..", ".build", "release", "vclint"))
    parser.add_argument("--clang", default="clang")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--show", type=int, default=100, help="disagreeing files to print (default 100)")
    arguments = parser.parse_args()

    files = list(objective_c_files(arguments.paths))
    disagreeing = []
    diagnosed = 0
    tokens = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        for path, difference, count, diagnostics in pool.map(
                lambda path: compare(path, arguments.vclint, arguments.clang), files):
            tokens += count
            if diagnostics:
                diagnosed += 1
            if difference:
                disagreeing.append((path, difference))
    for path, difference in disagreeing[:arguments.show]:
        print(f"DIFFERS {path}: {difference}")
    agreeing = len(files) - len(disagreeing)
    share = 100.0 * agreeing / len(files) if files else 100.0
    print(f"files: {len(files)}  agreeing with clang: {agreeing} ({share:.2f}%)  disagreeing: {len(disagreeing)}  "
          f"vclint items compared: {tokens}  files with vclint diagnostics: {diagnosed}")
    return 1 if disagreeing else 0


if __name__ == "__main__":
    sys.exit(main())
