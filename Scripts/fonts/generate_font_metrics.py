#!/usr/bin/env python3
"""Writes Sources/SwiftMessagesPreview/Text/FontMetricsTable.swift from Liberation Sans.

Reads LiberationSans-Regular.ttf and LiberationSans-Bold.ttf (Debian package
fonts-liberation2) with fontTools and writes, per face: unitsPerEm, the advance
widths of six Unicode blocks (one array per block, 65535 = no glyph), the average advance of a-z (the fallback for characters the table
lacks), and the kerning pairs of the legacy `kern` table between Basic Latin characters.

Usage (from the repository root; see Scripts/fonts/README.md):
    python3 Scripts/fonts/generate_font_metrics.py [--fonts DIR] [--out FILE]
"""

import argparse
import os
import subprocess
import sys

from fontTools.ttLib import TTFont

# (Swift name, first, last) of each block the table covers.
RANGES = [
    ("basicLatin", 0x0020, 0x007E),
    ("latin1Supplement", 0x00A0, 0x00FF),
    ("latinExtendedA", 0x0100, 0x017F),
    ("greekAndCoptic", 0x0370, 0x03FF),
    ("cyrillic", 0x0400, 0x04FF),
    ("generalPunctuation", 0x2000, 0x206F),
]
MISSING = 0xFFFF
FACES = [("regular", "LiberationSans-Regular.ttf"), ("bold", "LiberationSans-Bold.ttf")]
DEFAULT_FONTS = "/usr/share/fonts/truetype/liberation2"
DEFAULT_OUT = "Sources/SwiftMessagesPreview/Text/FontMetricsTable.swift"


def debian_version():
    try:
        out = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", "fonts-liberation2"],
            capture_output=True, text=True, check=True)
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def swift_array(values, indent, width=110):
    """The values as Swift array elements, packed into lines of at most `width` columns."""
    lines = []
    line = ""
    for value in values:
        item = f"{value},"
        candidate = f"{line} {item}" if line else indent + item
        if len(candidate) > width and line:
            lines.append(line)
            candidate = indent + item
        line = candidate
    if line:
        lines.append(line)
    return "\n".join(lines)


def face_source(swift_name, path):
    font = TTFont(path)
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    name = font["name"]
    full_name = name.getDebugName(4)
    version = name.getDebugName(5)

    def advance(code):
        glyph = cmap.get(code)
        return MISSING if glyph is None else hmtx[glyph][0]

    lowercase = [advance(c) for c in range(ord("a"), ord("z") + 1)]
    average_lowercase = round(sum(lowercase) / len(lowercase))

    kerning = []
    if "kern" in font:
        by_glyph = {}
        for code in range(0x20, 0x7F):
            if code in cmap:
                by_glyph.setdefault(cmap[code], code)
        for table in font["kern"].kernTables:
            if getattr(table, "format", None) != 0:
                continue
            for (left, right), value in table.kernTable.items():
                if left in by_glyph and right in by_glyph and value != 0:
                    kerning.append((by_glyph[left], by_glyph[right], value))
    kerning.sort()

    out = []
    out.append(f"  /// {full_name}, {version} (`{os.path.basename(path)}`).")
    out.append(f"  static let {swift_name} = FontMetricsTable(")
    out.append(f"    fontName: \"{full_name}\",")
    out.append(f"    unitsPerEm: {font['head'].unitsPerEm},")
    out.append(f"    averageLowercaseAdvance: {average_lowercase},")
    out.append("    blocks: [")
    for block, first, last in RANGES:
        values = [advance(c) for c in range(first, last + 1)]
        out.append(f"      // {block}: U+{first:04X}...U+{last:04X}")
        out.append(f"      Block(")
        out.append(f"        first: 0x{first:04X},")
        out.append("        advances: [")
        out.append(swift_array(values, "          "))
        out.append("        ]),")
    out.append("    ],")
    out.append("    kerning: [")
    for left, right, value in kerning:
        out.append(f"      0x{left:02X}_{right:02X}: {value},")
    if not kerning:
        out.append("      :")
    out.append("    ]")
    out.append("  )")
    return "\n".join(out), version


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fonts", default=DEFAULT_FONTS, help="folder holding the TTFs")
    parser.add_argument("--out", default=DEFAULT_OUT, help="Swift file to write")
    args = parser.parse_args()

    faces = []
    versions = []
    for swift_name, file_name in FACES:
        path = os.path.join(args.fonts, file_name)
        if not os.path.exists(path):
            sys.exit(f"missing {path}: apt-get install fonts-liberation2")
        source, version = face_source(swift_name, path)
        faces.append(source)
        versions.append(f"{file_name} ({version})")

    sources = ", ".join(versions)
    header = f"""\
// GENERATED FILE - do not edit. Regenerate with Scripts/fonts/generate_font_metrics.py
// (see Scripts/fonts/README.md).
// Source: {sources}
// from Debian's fonts-liberation2 {debian_version()}; Liberation fonts are under the
// SIL Open Font License 1.1. Only metrics are stored here, no glyph outlines.

/// The advance widths of Liberation Sans, a sans-serif metric-compatible with Arial and
/// Helvetica, that the preview measures text widths with (see `TextLayoutEngine`; vertical
/// metrics are San Francisco's, `FontMeasure`).
///
/// Advances are in font units (`unitsPerEm` per em), per Unicode block, `FontMetricsTable.missing`
/// where the font has no glyph. Kerning pairs are keyed `left << 8 | right` (Basic Latin only).
extension FontMetricsTable {{
"""
    body = "\n\n".join(faces)
    with open(args.out, "w", encoding="utf-8") as handle:
        handle.write(header + body + "\n}\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
