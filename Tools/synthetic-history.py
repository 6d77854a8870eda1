#!/usr/bin/env python3
"""Writes a git repository with a long synthetic history, for `vclint-bench history`.

    python3 Tools/synthetic-history.py DIR [--files 4000] [--commits 500] [--change 0.05]

The first commit holds FILES Swift files: one controller in every fourth (a class body and a
few methods), models and views in the rest, in 40 folders. Each later commit changes CHANGE of
the files (a method added to or removed from each), so the issue's speed target reads as
`vclint-bench history DIR/.git --since 2000-01-01 --every 1`: 500 samples of a 4,000-file app,
5% of files changed between samples. Built with `git fast-import`, in seconds.
"""
import argparse
import os
import random
import subprocess


def controller(index, methods):
    body = "".join(f"    func action{m}() {{\n        let value = {m} * 2\n        print(value)\n    }}\n\n" for m in methods)
    return (f"import UIKit\n\nfinal class Screen{index}ViewController: UIViewController {{\n"
            f"    private let model = Model{index}()\n\n    override func viewDidLoad() {{\n        super.viewDidLoad()\n    }}\n\n"
            f"{body}}}\n")


def model(index, methods):
    body = "".join(f"    func compute{m}() -> Int {{\n        return {m}\n    }}\n\n" for m in methods)
    return f"import Foundation\n\nstruct Model{index} {{\n    var id = {index}\n\n{body}}}\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("directory")
    parser.add_argument("--files", type=int, default=4000)
    parser.add_argument("--commits", type=int, default=500)
    parser.add_argument("--change", type=float, default=0.05)
    options = parser.parse_args()
    random.seed(42)
    os.makedirs(options.directory, exist_ok=True)
    subprocess.run(["git", "init", "-q", "-b", "main", options.directory], check=True)
    methods = {index: list(range(3 + index % 20)) for index in range(options.files)}

    def path(index):
        kind = "Screens" if index % 4 == 0 else "Models"
        return f"Module{index % 40}/{kind}/{'Screen' if index % 4 == 0 else 'Model'}{index}.swift"

    def text(index):
        return (controller if index % 4 == 0 else model)(index, methods[index])

    importer = subprocess.Popen(["git", "-C", options.directory, "fast-import", "--quiet"], stdin=subprocess.PIPE)
    out = importer.stdin

    def commit(number, changed):
        message = f"Commit {number}".encode()
        out.write(b"commit refs/heads/main\n")
        out.write(f"committer Bench <bench@example.com> {1_600_000_000 + number * 3600} +0000\n".encode())
        out.write(b"data %d\n%s\n" % (len(message), message))
        for index in changed:
            data = text(index).encode()
            out.write(f"M 100644 inline {path(index)}\n".encode())
            out.write(b"data %d\n%s\n" % (len(data), data))

    commit(0, range(options.files))
    per_commit = max(1, int(options.files * options.change))
    for number in range(1, options.commits):
        changed = random.sample(range(options.files), per_commit)
        for index in changed:
            if methods[index] and random.random() < 0.3:
                methods[index].pop()
            else:
                methods[index].append(len(methods[index]) + number)
        commit(number, changed)
    out.close()
    if importer.wait() != 0:
        raise SystemExit("git fast-import failed")
    subprocess.run(["git", "-C", options.directory, "reset", "-q", "--hard"], check=True)
    print(f"{options.directory}: {options.files} files, {options.commits} commits, {per_commit} files changed in each")


if __name__ == "__main__":
    main()
