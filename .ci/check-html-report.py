#!/usr/bin/env python3
"""Renders `vclint report` pages in headless Chromium and checks the DOM the browser built.

    python3 .ci/check-html-report.py [--vclint PATH] [--chromium PATH]

1. The example app (Examples/MassiveApp): the page's script ran to the end with no error (the
   page writes <html data-ready> on success and every error, failed load or content-security-
   policy violation into <html data-errors>; Chromium's console log is searched for uncaught
   errors too); one map box and one table row per controller, SwiftUI screen and view model, in
   the order and with the numbers of `vclint metrics --format json` (its three lists merged,
   largest first); and for each (opened through its #c-N address, N its size rank) its files and
   extensions and exactly the findings `vclint lint --format json` gives it.
2. With a baseline that misses a finding and lists one that is gone: one new, one fixed.
3. A tree whose folder and file names are markup (`</script><img src=x onerror=…>`): the page
   still runs, shows the names as text, and has no element or attribute it did not create.
4. `report --history` on a scripted repository (a controller in that hostile folder, an author
   whose name is markup): the charts draw every sample and hotspot `vclint history` measures, the
   hotspot table matches it, the details show the sparkline, and every name is text.

Standard library only. Exits 1 with every failure listed, 0 when all hold.
"""
import argparse
import html.parser
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
    return condition


class Element:
    def __init__(self, tag, attributes, parent):
        self.tag, self.attributes, self.parent, self.children, self.text = tag, dict(attributes), parent, [], []

    def all_text(self):
        return "".join(part if isinstance(part, str) else part.all_text() for part in self.text)

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()

    def find_all(self, tag=None, **attributes):
        return [e for e in self.walk() if (tag is None or e.tag == tag)
                and all(e.attributes.get(k.replace("_", "-")) == v for k, v in attributes.items())]

    def classes(self):
        return (self.attributes.get("class") or "").split()


VOID = {"meta", "link", "br", "img", "input", "hr", "area", "base", "col", "embed", "source", "track", "wbr"}


class DOMBuilder(html.parser.HTMLParser):
    """The dumped DOM as a tree (Chromium serializes it well-formed, so a simple stack works)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", {}, None)
        self.current = self.root

    def handle_starttag(self, tag, attributes):
        element = Element(tag, attributes, self.current)
        self.current.children.append(element)
        self.current.text.append(element)
        if tag not in VOID:
            self.current = element

    def handle_startendtag(self, tag, attributes):
        element = Element(tag, attributes, self.current)
        self.current.children.append(element)
        self.current.text.append(element)

    def handle_endtag(self, tag):
        node = self.current
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.current = node.parent

    def handle_data(self, data):
        self.current.text.append(data)


def run(command, **options):
    return subprocess.run(command, capture_output=True, text=True, **options)


def render(chromium, page, fragment=""):
    """The DOM after the page's scripts ran, and the console's uncaught errors."""
    result = run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--window-size=1400,1000",
                  "--enable-logging=stderr", "--v=0", "--dump-dom", "file://" + os.path.abspath(page) + fragment], timeout=120)
    console = [line for line in result.stderr.splitlines()
               if "CONSOLE" in line and re.search(r"Uncaught|Refused|Error", line)]
    builder = DOMBuilder()
    builder.feed(result.stdout)
    return builder.root, console


def page_state(dom, console, name):
    html_element = dom.find_all("html")
    check(html_element, f"{name}: no <html> in the dumped DOM")
    attributes = html_element[0].attributes if html_element else {}
    check(attributes.get("data-ready") == "true", f"{name}: the page's script did not finish (no data-ready)")
    check("data-errors" not in attributes, f"{name}: script errors: {attributes.get('data-errors')}")
    check(not console, f"{name}: console errors: {console}")
    return attributes


def fmt(number):
    return f"{number:,}"


def cells(row):
    return [cell.all_text().strip() for cell in row.children if cell.tag in ("td", "th")]


def check_example(vclint, chromium, work):
    paths = ["Examples/MassiveApp"]
    page = os.path.join(work, "example.html")
    result = run([vclint, "report", *paths, "--output", page], cwd=ROOT)
    check(result.returncode == 0, f"vclint report exited {result.returncode}: {result.stderr}")
    measured = json.loads(run([vclint, "metrics", *paths, "--format", "json"], cwd=ROOT).stdout)
    lint = json.loads(run([vclint, *paths, "--format", "json"], cwd=ROOT).stdout)["violations"]
    kinds = {"controllers": "controller", "screens": "screen", "view_models": "view_model"}
    for key in kinds:
        check(len(measured[key]) >= 1, f"the example app should have {key}, metrics found none")
    # The page's order: the three lists one after another, then a stable sort by size.
    metrics = sorted([dict(row, kind=kind) for key, kind in kinds.items() for row in measured[key]],
                     key=lambda row: -row["lines"]["total"])

    with open(page, encoding="utf-8") as file:
        embedded = re.search(r'<script type="application/json" id="vclint-data">(.*?)</script>', file.read(), re.S)
    check(embedded, "the page embeds no vclint-data")
    rules_about = {rule["id"]: rule["inspects"] for rule in json.loads(embedded.group(1))["rules"]} if embedded else {}
    dom, console = render(chromium, page)
    attributes = page_state(dom, console, "example")
    print(f"example: {len(metrics)} controllers, screens and view models, interactive after {attributes.get('data-ready-ms')} ms")

    boxes = [b for b in dom.find_all("a") if "box" in b.classes()]
    check(len(boxes) == len(metrics), f"map: {len(boxes)} boxes for {len(metrics)} types")
    for box, row in zip(boxes, metrics):
        lines = row["lines"]
        part = "class" if row["kind"] == "controller" else "type"
        expected = f"{row['name']}: {fmt(lines['total'])} lines of code ({part} {fmt(lines['body'])}, extensions {fmt(lines['extensions'])})"
        label = box.attributes.get("aria-label", "")
        check(label.startswith(expected) and label.endswith(row["path"]), f"map box {label!r} does not say {expected!r} … {row['path']}")
        style = box.attributes.get("style", "")
        size = re.findall(r"(width|height): ([\d.]+)px", style)
        check(len(size) == 2 and all(float(value) > 0 for _, value in size), f"map box of {row['name']} has no area: {style!r}")
        check(f"kind-{row['kind']}" in box.classes(), f"map box of {row['name']} is not coloured as a {row['kind']}: {box.classes()}")
    legend = " ".join(p.all_text() for p in dom.find_all("p") if "legend" in p.classes())
    for words in ["view controller", "SwiftUI screen", "view model"]:
        check(words in legend, f"the map's legend does not name {words!r}: {legend!r}")

    table = dom.find_all("table", id="controllers")
    check(len(table) == 1, "no controller table")
    if table:
        header = [cell.all_text().strip() for cell in table[0].find_all("th") if cell.parent.parent.tag == "thead"]
        rows = [cells(tr) for tr in table[0].find_all("tr") if tr.parent.tag == "tbody"]
        check(len(rows) == len(metrics), f"table: {len(rows)} rows for {len(metrics)} types")
        column = {title: header.index(title) for title in ["Name", "Kind", "Total", "Class", "Ext.", "Methods", "Stored"] if title in header}
        check(len(column) == 7, f"table header lacks columns: {header}")
        words = {"controller": "view controller", "screen": "SwiftUI screen", "view_model": "view model"}
        for cell_texts, row in zip(rows, metrics):
            expected = {"Name": row["name"], "Kind": words[row["kind"]], "Total": fmt(row["lines"]["total"]), "Class": fmt(row["lines"]["body"]),
                        "Ext.": fmt(row["lines"]["extensions"]), "Methods": fmt(row["methods"]), "Stored": fmt(row["stored_properties"])}
            shown = {title: cell_texts[index] for title, index in column.items()}
            check(shown == expected, f"table row {shown} should be {expected}")

    # Each controller's details, opened through its address as a link in the map or table does.
    for index, row in enumerate(metrics):
        dom, console = render(chromium, page, f"#c-{index + 1}")
        page_state(dom, console, f"example #c-{index + 1}")
        details = dom.find_all(id="details")
        if not check(details, f"#c-{index + 1}: no details panel"):
            continue
        heading = details[0].find_all("h3")
        check(heading and heading[0].all_text() == row["name"], f"#c-{index + 1}: details show {heading[0].all_text() if heading else None!r}, not {row['name']!r}")
        file_rows = [cells(tr) for tr in details[0].find_all("tr") if tr.parent.tag == "tbody"]
        expected_files = [[row["line"], row["lines"]["body"]]] + [[e["line"], e["lines"]] for e in row["extensions"]]
        shown_files = [[int(re.search(r"line (\d+)$", r[0]).group(1)), int(r[1].replace(",", ""))] for r in file_rows]
        check(shown_files == expected_files,
              f"#c-{index + 1}: files and extensions {file_rows} should be lines/sizes {expected_files}")
        findings = [li for li in details[0].find_all("li") if "finding" in li.classes()]
        expected = [v for v in lint if v["controller"] == row["name"] and rules_about.get(v["rule"]) == row["kind"]]
        check(len(findings) == len(expected), f"#c-{index + 1} {row['name']}: {len(findings)} findings shown, lint has {len(expected)}")
        shown_messages = sorted(li.find_all("div")[-1].all_text() for li in findings)
        check(shown_messages == sorted(v["message"] for v in expected), f"#c-{index + 1}: finding messages differ from lint's")


def check_baseline(vclint, chromium, work):
    """A baseline missing one current finding and listing one that is gone: one new, one fixed."""
    recorded = os.path.join(work, "baseline.json")
    run([vclint, "Examples/MassiveApp", "--write-baseline", recorded, "--quiet"], cwd=ROOT)
    largest = json.loads(run([vclint, "metrics", "Examples/MassiveApp", "--format", "json"], cwd=ROOT).stdout)["controllers"][0]["name"]
    baseline = json.load(open(recorded))
    # The page opens on the largest controller: drop one of its entries, so its finding shows as new.
    dropped = baseline["entries"].pop([e["controller"] for e in baseline["entries"]].index(largest))
    # A controller deleted from the linted folder: its own fingerprint, a path that is gone.
    gone = "Examples/MassiveApp/Gone.swift"
    baseline["entries"].append(dict(dropped, path=gone, controller="GoneViewController", fingerprint="0123456789abcdef",
                                    message="gone <b>&"))
    json.dump(baseline, open(recorded, "w"))
    page = os.path.join(work, "baseline.html")
    result = run([vclint, "report", "Examples/MassiveApp", "--baseline", recorded, "--output", page], cwd=ROOT)
    check(result.returncode == 0, f"baseline: vclint report exited {result.returncode}: {result.stderr}")
    dom, console = render(chromium, page)
    page_state(dom, console, "baseline")
    tiles = [tile.all_text() for tile in dom.find_all("div") if "tile" in tile.classes()]
    for expected in ("1new since the baseline", "0worse since the baseline", "1fixed since the baseline"):
        check(expected in tiles, f"baseline: no tile {expected!r} in {tiles}")
    fixed = [cells(tr) for table in dom.find_all("table", id="fixed") for tr in table.find_all("tr") if tr.parent.tag == "tbody"]
    check(fixed == [[dropped["rule"], "GoneViewController", gone, "gone <b>&"]], f"baseline: fixed rows {fixed}")
    badges = [b.all_text() for b in dom.find_all("span") if "badge" in b.classes()]
    check(badges.count("NEW") == 1 and len(badges) > 1 and set(badges) <= {"NEW", "in baseline"},
          f"baseline: badges on {largest} and other findings: {badges}")


def render_untouched(chromium, page, name):
    """The page rendered, checked to hold no markup but its own: its bytes have only its three
    script elements and no `<img`; the DOM has no injected element or event-handler attribute."""
    raw = open(page, encoding="utf-8").read()
    check(raw.count("</script>") == 3, f"{name}: the page holds {raw.count('</script>')} '</script>', not its own 3")
    check("<img" not in raw, f"{name}: '<img' appears unescaped in the page's bytes")
    dom, console = render(chromium, page)
    page_state(dom, console, name)
    elements = list(dom.walk())
    check(not [e for e in elements if e.tag == "img"], f"{name}: an <img> element was injected")
    handlers = [(e.tag, attribute) for e in elements for attribute in e.attributes if attribute.startswith("on")]
    check(not handlers, f"{name}: event-handler attributes in the DOM: {handlers}")
    check(len([e for e in elements if e.tag == "script"]) == 3, f"{name}: the DOM has a script element the page did not write")
    return dom


HOSTILE_FOLDER = os.path.join("<", "script><img src=x onerror=alert(1)>")
HOSTILE_FILE = "<img src=x onerror=alert(2)> & \"q\" 'a'.swift"


def check_hostile(vclint, chromium, work):
    tree = os.path.join(work, "hostile")
    folder = os.path.join(tree, HOSTILE_FOLDER)
    os.makedirs(folder)
    with open(os.path.join(folder, HOSTILE_FILE), "w") as file:
        file.write("final class EvilViewController: UIViewController {\n    var payload = 1\n}\n")
    with open(os.path.join(tree, "Fine.swift"), "w") as file:
        file.write("final class FineViewController: UIViewController {\n" + "    private let a = 1\n" * 3 + "}\n")
    page = os.path.join(work, "hostile.html")
    result = run([vclint, "report", ".", "--output", page], cwd=tree)
    check(result.returncode == 0, f"hostile: vclint report exited {result.returncode}: {result.stderr}")
    dom = render_untouched(chromium, page, "hostile")
    hostile_path = os.path.join(HOSTILE_FOLDER, HOSTILE_FILE)
    labels = [b.attributes.get("aria-label", "") for b in dom.find_all("a") if "box" in b.classes()]
    check(len(labels) == 2, f"hostile: {len(labels)} map boxes for 2 controllers")
    check(any(label.endswith(hostile_path) for label in labels), f"hostile: the file's path is not shown as text: {labels}")
    table_text = "".join(t.all_text() for t in dom.find_all("table", id="controllers"))
    check("</script><img src=x onerror=alert(1)>" in table_text, "hostile: the folder name is not shown as text in the table")


def check_prototype_names(vclint, chromium, work):
    """Folders named like the properties every JavaScript object has still get their boxes and rows."""
    tree = os.path.join(work, "prototype")
    names = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]
    for index, name in enumerate(names):
        os.makedirs(os.path.join(tree, name, name))
        with open(os.path.join(tree, name, name, name + ".swift"), "w") as file:
            file.write(f"final class Screen{index}ViewController: UIViewController {{\n    var payload = 1\n}}\n")
    page = os.path.join(work, "prototype.html")
    result = run([vclint, "report", ".", "--output", page], cwd=tree)
    check(result.returncode == 0, f"prototype: vclint report exited {result.returncode}: {result.stderr}")
    dom, console = render(chromium, page)
    page_state(dom, console, "prototype")
    boxes = [b for b in dom.find_all("a") if "box" in b.classes()]
    check(len(boxes) == len(names), f"prototype: {len(boxes)} map boxes for {len(names)} controllers")
    rows = [r for t in dom.find_all("table", id="controllers") for r in t.walk() if r.tag == "tr" and r.find_all("td")]
    check(len(rows) == len(names), f"prototype: {len(rows)} table rows for {len(names)} controllers")


# git drops `<` and `>` from names; entities survive, and must stay text, never be decoded.
HOSTILE_AUTHOR = "Eve &lt;img src=x onerror=alert(3)&gt; & 'q' \"r"


def git(tree, *arguments, author="Ada", day=0):
    date = f"@{1_700_000_000 + day * 86_400 * 20} +0000"  # 20 days apart: several monthly samples
    environment = dict(os.environ, GIT_AUTHOR_DATE=date, GIT_COMMITTER_DATE=date, GIT_CONFIG_NOSYSTEM="1", HOME=tree)
    result = run(["git", "-C", tree, "-c", f"user.name={author}", "-c", "user.email=" + author.split()[0].strip("<>&\"") + "@example.com",
                  "-c", "commit.gpgsign=false", *arguments], env=environment)
    check(result.returncode == 0, f"history: git {arguments} failed: {result.stderr}")
    return result.stdout.strip()


def check_history(vclint, chromium, work):
    """`report --history` on a scripted repository with a hostile author and a hostile folder: the
    charts draw every sample and hotspot `vclint history` measures, and every name is text."""
    tree = os.path.join(work, "history")
    os.makedirs(os.path.join(tree, HOSTILE_FOLDER))
    git(tree, "init", "-q", "-b", "main", ".")
    methods = lambda name, count: (f"import UIKit\n\nclass {name}: UIViewController {{\n"
                                   + "".join(f"    func m{i}() {{\n        print({i})\n    }}\n\n" for i in range(count)) + "}\n")
    for step in range(1, 9):
        with open(os.path.join(tree, "FeedViewController.swift"), "w") as file:
            file.write(methods("FeedViewController", 2 + 2 * step))
        if step % 2:
            with open(os.path.join(tree, HOSTILE_FOLDER, "EvilViewController.swift"), "w") as file:
                file.write(methods("EvilViewController", step))
        if step == 4:
            with open(os.path.join(tree, "LateViewController.swift"), "w") as file:
                file.write(methods("LateViewController", 3))
        git(tree, "add", "-A")
        git(tree, "commit", "-q", "-m", f"Step {step}", author=HOSTILE_AUTHOR if step % 3 == 0 else "Ada", day=step)
    expected = json.loads(run([vclint, "history", "--since", "2000-01-01", "--format", "json"], cwd=tree).stdout)
    page = os.path.join(work, "history.html")
    result = run([vclint, "report", "--since", "2000-01-01", "--output", page], cwd=tree)
    check(result.returncode == 0, f"history: vclint report --since exited {result.returncode}: {result.stderr}")
    dom = render_untouched(chromium, page, "history")
    card = dom.find_all(id="history-card")
    if not check(card, "history: no History section"):
        return
    samples, hotspots = expected["samples"], expected["hotspots"]
    check(len(samples) >= 4, f"history: {len(samples)} monthly samples, expected several")
    charts = [svg for svg in card[0].find_all("svg") if "chart" in svg.classes()]
    check(len(charts) == 3, f"history: {len(charts)} charts, expected 3")
    if len(charts) == 3:
        total, largest, scatter = charts
        check(len(total.find_all("path")) == 1, "history: the total chart should draw one line")
        title = total.find_all("title")[0].all_text() if total.find_all("title") else ""
        check(title == f"all controllers: {fmt(samples[-1]['total_lines'])} lines at the last sample", f"history: total line says {title!r}")
        lines = [e for e in largest.walk() if e.tag in ("path", "circle")]
        check(len(lines) == min(5, len(hotspots)), f"history: {len(lines)} lines for the largest controllers, {len(hotspots)} hotspots")
        marks = [e for e in scatter.walk() if "mark" in e.classes()]
        check(len(marks) == len(hotspots), f"history: {len(marks)} hotspot marks for {len(hotspots)} hotspots")
        shown = sorted(m.find_all("title")[0].all_text().split(":")[0] for m in marks)
        check(shown == sorted(h["name"] for h in hotspots), f"history: hotspot marks name {shown}")
    table = card[0].find_all("table", id="hotspots")
    rows = [cells(tr) for t in table for tr in t.find_all("tr") if tr.parent.tag == "tbody"]
    check(len(rows) == len(hotspots), f"history: {len(rows)} hotspot rows for {len(hotspots)} hotspots")
    for row, spot in zip(rows, hotspots):
        check(row[1] == spot["name"] and row[2] == fmt(spot["score"]) and row[3] == fmt(spot["lines"]) and row[6] == fmt(spot["commits"]),
              f"history: hotspot row {row[:7]} does not match {spot['name']} {spot['score']} {spot['lines']} {spot['commits']}")
        authors = ", ".join(f"{a['name']} ({a['commits']})" for a in spot["main_authors"])
        check(row[8] == authors, f"history: 'mostly by' shows {row[8]!r}, not {authors!r}")
        for method in spot["methods"]:
            check(method["name"] in row[9], f"history: {spot['name']}'s hot method {method['name']} is not listed")
    check(any(HOSTILE_AUTHOR in row[8] for row in rows), f"history: the hostile author's name is not shown as text: {[r[8] for r in rows]}")
    # The largest controller's details carry its sparkline, first and last sample named.
    largest_name = json.loads(run([vclint, "metrics", "--format", "json"], cwd=tree).stdout)["controllers"][0]["name"]
    series = [c["lines"] for s in samples for c in s["controllers"] if c["name"] == largest_name]
    dom, console = render(chromium, page, "#c-1")
    page_state(dom, console, "history #c-1")
    sparks = [svg for d in dom.find_all(id="details") for svg in d.find_all("svg") if "spark" in svg.classes()]
    label = sparks[0].attributes.get("aria-label", "") if sparks else ""
    check(label == f"{largest_name}: {fmt(series[0])} to {fmt(series[-1])} lines over {len(samples)} samples",
          f"history: the details' sparkline says {label!r}")
    print(f"history: {len(samples)} samples, {len(hotspots)} hotspots drawn")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--vclint", default=os.path.join(ROOT, ".build", "debug", "vclint"))
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="vclint-html-") as work:
        check_example(options.vclint, options.chromium, work)
        check_baseline(options.vclint, options.chromium, work)
        check_hostile(options.vclint, options.chromium, work)
        check_prototype_names(options.vclint, options.chromium, work)
        check_history(options.vclint, options.chromium, work)
    if failures:
        print("HTML report check failed:", *failures, sep="\n  ", file=sys.stderr)
        return 1
    print("HTML report check passed: the example app's report and the hostile-name tree render in Chromium as expected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
