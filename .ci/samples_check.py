"""Checks that every Swift code sample in the README and the DocC articles is compiled: each
```swift block must appear, line for line (indentation, blank lines and `import` lines
ignored, runs of spaces counted as one), in a .swift file under Demo/Sources (type-checked for iOS by the iOS compile check),
Sources or Tests (built by `swift build` / `swift test`). A one-line `.package(…)` fragment for
the reader's manifest is the only exception.

Usage: python3 .ci/samples_check.py [--root DIR] [--self-test]
Exit status 0 when every block is found, 1 otherwise (each missing block named by file:line).
"""
import argparse
import pathlib
import re
import sys
import tempfile

FENCE = re.compile(r"^(\s*)```(\w*)\s*$")


def blocks(text):
    """(first line number, lines) of every ```swift block in a Markdown text."""
    found, current, start = [], None, 0
    for number, line in enumerate(text.splitlines(), 1):
        match = FENCE.match(line)
        if current is None:
            if match and match.group(2) == "swift":
                current, start = [], number + 1
        elif match and match.group(2) == "":
            found.append((start, current))
            current = None
        else:
            current.append(line)
    return found


def normalized(lines):
    """The lines that must match: without indentation, blank lines and `import` lines (a
    sample's imports are its file's)."""
    return [re.sub(r"\s+", " ", line.strip()) for line in lines
            if line.strip() and not line.strip().startswith("import ")]


def is_manifest_fragment(lines):
    """A `.package(…)` line for the reader's Package.swift, which no target compiles."""
    code = normalized(lines)
    return len(code) == 1 and code[0].startswith(".package(")


def compiled_sources(root):
    texts = []
    for folder in ("Demo/Sources", "Sources", "Tests"):
        for path in sorted((root / folder).rglob("*.swift")):
            texts.append(normalized(path.read_text(encoding="utf-8", errors="replace").splitlines()))
    return texts


def contains(haystack, needle):
    if not needle:
        return True
    first = needle[0]
    for index, line in enumerate(haystack):
        if line == first and haystack[index:index + len(needle)] == needle:
            return True
    return False


def documents(root):
    docs = [root / "README.md"]
    docs += sorted(path for path in (root / "Sources").rglob("*.md") if ".docc" in path.parts[-2] or
                   any(part.endswith(".docc") for part in path.parts))
    return [doc for doc in docs if doc.is_file()]


def check(root):
    sources = compiled_sources(root)
    missing, total = [], 0
    for doc in documents(root):
        for start, lines in blocks(doc.read_text(encoding="utf-8")):
            if is_manifest_fragment(lines):
                continue
            total += 1
            if not any(contains(source, normalized(lines)) for source in sources):
                first = next((line.strip() for line in lines if line.strip()), "")
                missing.append(f"{doc.relative_to(root)}:{start}: sample not found in a compiled file: {first}")
    return total, missing


def self_test():
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        (root / "Demo/Sources").mkdir(parents=True)
        (root / "Sources/Lib/Lib.docc").mkdir(parents=True)
        (root / "Tests").mkdir()
        (root / "Demo/Sources/Samples.swift").write_text(
            "func sample() {\n    let view = MessageView()\n\n    view.configureTheme(.warning)\n}\n")
        (root / "README.md").write_text(
            "# Doc\n\n```swift\nlet view = MessageView()\nview.configureTheme(.warning)\n```\n\n"
            "```sh\nswift test\n```\n")
        (root / "Sources/Lib/Lib.docc/Article.md").write_text(
            "# Article\n\n```swift\nlet view = MessageView()\nview.configureTheme(.error)\n```\n")
        total, missing = check(root)
        assert total == 2, total
        assert len(missing) == 1 and missing[0].startswith("Sources/Lib/Lib.docc/Article.md:4:"), missing
    print("samples-check self-test: a compiled sample is found, an edited one is reported")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=str(pathlib.Path(__file__).resolve().parent.parent))
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    if args.self_test:
        self_test()
        return 0
    total, missing = check(pathlib.Path(args.root))
    for line in missing:
        print(line)
    print(f"samples-check: {total - len(missing)} of {total} Swift samples found in compiled files")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
