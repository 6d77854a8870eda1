#!/usr/bin/env python3
"""Check vclint's CI formats with real consumers and transcribed specifications.

Usage: .ci/validate-ci-formats.py DIR...
Each DIR holds one run's reports, named by format: *.gitlab.json, *.sonarqube.json,
*.bitbucket.json, *.junit.xml, *.md (the golden files' names; CI adds a fresh run of the
example app). Needs: pip install jsonschema junitparser markdown-it-py.

- gitlab, sonarqube, bitbucket: validated with jsonschema against .ci/schemas/, which are
  transcribed from each format's documentation (the source is cited in each schema's $comment);
  GitLab and Bitbucket fingerprints must also be distinct within a report.
- junit: read by junitparser, the JUnit XML reader from PyPI; every suite, case, result and
  attribute vclint writes must come back, and the counts must add up.
- markdown: rendered by markdown-it-py (CommonMark with tables): a heading, a table whose
  rows add up to the heading's counts, and no HTML tag from the tree's text.
"""

import glob
import json
import os
import re
import sys

import jsonschema
import junitparser
from markdown_it import MarkdownIt

HERE = os.path.dirname(os.path.abspath(__file__))


def schema(name):
    with open(os.path.join(HERE, "schemas", name), encoding="utf-8") as handle:
        return json.load(handle)


def load_json(path):
    with open(path, "rb") as handle:
        data = handle.read()
    if data.startswith(b"\xef\xbb\xbf"):
        raise AssertionError(f"starts with a byte-order mark")
    return json.loads(data.decode("utf-8"))


def check_json(path, schema_name, findings, identity=None):
    """`findings`: the document's list of findings; `identity`: each one's fingerprint, if any."""
    document = load_json(path)
    jsonschema.validate(document, schema(schema_name))
    items = findings(document)
    if identity:
        ids = [identity(item) for item in items]
        if len(ids) != len(set(ids)):
            raise AssertionError(f"a fingerprint occurs twice")
    return len(items)


def check_junit(path):
    xml = junitparser.JUnitXml.fromfile(path)
    suites = list(xml)
    if not suites:
        raise AssertionError(f"no test suite")
    tests = failures = errors = 0
    for suite in suites:
        cases = list(suite)
        if suite.tests != len(cases) or not suite.name:
            raise AssertionError(f"suite {suite.name!r} says {suite.tests} tests, holds {len(cases)}")
        for case in cases:
            if not case.name or not case.classname:
                raise AssertionError(f"a case without name or classname in {suite.name!r}")
            for result in case.result:
                if not result.message or not result.type or not result.text:
                    raise AssertionError(f"{case.name!r} has a result without message, type or text")
                if isinstance(result, junitparser.Failure):
                    failures += 1
                elif isinstance(result, junitparser.Error):
                    errors += 1
                else:
                    raise AssertionError(f"{case.name!r} has an unexpected result {result!r}")
                if not case._elem.get("file"):
                    raise AssertionError(f"{case.name!r} names no file")
            if any(isinstance(r, junitparser.Failure) for r in case.result) and not case._elem.get("line", "").isdigit():
                raise AssertionError(f"failing case {case.name!r} has no line")
            tests += 1
        if suite.failures != sum(isinstance(r, junitparser.Failure) for c in cases for r in c.result):
            raise AssertionError(f"suite {suite.name!r} miscounts its failures")
        if suite.errors != sum(isinstance(r, junitparser.Error) for c in cases for r in c.result):
            raise AssertionError(f"suite {suite.name!r} miscounts its errors")
    if (xml.tests, xml.failures, xml.errors) != (tests, failures, errors):
        raise AssertionError(f"testsuites says {(xml.tests, xml.failures, xml.errors)}, holds {(tests, failures, errors)}")
    return tests


def check_markdown(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if len(text) > 65536:
        raise AssertionError(f"{len(text)} characters, over GitHub's comment limit")
    heading = re.match(r"### vclint: (\d+) errors?, (\d+) warnings? in ", text)
    if not heading:
        raise AssertionError(f"no summary heading")
    html = MarkdownIt("commonmark").enable("table").render(text)
    if re.search(r"<(?!/?(h3|h4|p|table|thead|tbody|tr|th|td|ul|li|strong|code|em)\b)[a-z]", html):
        raise AssertionError(f"renders a tag vclint did not write")
    total = re.search(r"<tr>\s*<td><strong>Total</strong></td>\s*<td[^>]*>(\d+)</td>\s*<td[^>]*>(\d+)</td>", html)
    if total and (total.group(1), total.group(2)) != heading.groups():
        raise AssertionError(f"the table's total differs from the heading")
    return int(heading.group(1)) + int(heading.group(2))


CHECKS = {
    ".gitlab.json": lambda p: check_json(p, "gitlab-code-quality.schema.json", lambda d: d, lambda e: e["fingerprint"]),
    ".sonarqube.json": lambda p: check_json(p, "sonarqube-generic-issues.schema.json", lambda d: d["issues"]),
    ".bitbucket.json": lambda p: check_json(p, "bitbucket-code-insights.schema.json", lambda d: d["annotations"], lambda a: a["external_id"]),
    ".junit.xml": check_junit,
    ".md": check_markdown,
}


def main(directories):
    if not directories:
        sys.exit("usage: validate-ci-formats.py DIR...")
    checked = 0
    for directory in directories:
        for suffix, check in CHECKS.items():
            for path in sorted(glob.glob(os.path.join(directory, "*" + suffix))):
                try:
                    count = check(path)
                except (AssertionError, jsonschema.ValidationError, ValueError) as error:
                    sys.exit(f"validate-ci-formats: {path}: {str(error).splitlines()[0]}")
                print(f"ok: {path} ({count} findings or tests)")
                checked += 1
    if checked < 5:
        sys.exit(f"validate-ci-formats: only {checked} files checked; expected every format")


if __name__ == "__main__":
    main(sys.argv[1:])
