"""scripts/check-api's reading: symbol graphs to baseline lines, one per public declaration, conformance and
superclass: `module | kind | path | declaration` (see api/README.md)."""

import glob
import json
import os
import re

SEPARATOR = " | "
RELATION_KINDS = {"conformsTo": "conformance", "inheritsFrom": "inherits"}


def text(fragments):
    return re.sub(r"\s+", " ", "".join(fragment["spelling"] for fragment in fragments)).strip()


def version(value):
    parts = [value.get("major", 0), value.get("minor", 0), value.get("patch", 0)]
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return ".".join(str(part) for part in parts)


def availability(symbol):
    """`@available(iOS 17, macOS 14)` from the symbol's availability, domains sorted; empty when there is none."""
    entries = []
    for item in sorted(symbol.get("availability", []), key=lambda item: item.get("domain", "*")):
        words = [item.get("domain", "*")]
        if "introduced" in item:
            words.append(version(item["introduced"]))
        for key in ("deprecated", "obsoleted"):
            if key in item:
                words.append(f"{key} {version(item[key])}")
        if item.get("isUnconditionallyDeprecated"):
            words.append("deprecated")
        if item.get("isUnconditionallyUnavailable"):
            words.append("unavailable")
        if "renamed" in item:
            words.append(f'renamed "{item["renamed"]}"')
        entries.append(" ".join(words))
    return f"@available({', '.join(entries)}) " if entries else ""


# Every type has these unless it says `~Copyable` or `~Escapable` in its declaration; graphs of other modules'
# extensions spell them out, its own module's graph does not.
IMPLICIT = ("Copyable", "Escapable", "Swift.Copyable", "Swift.Escapable")


def constraints(items):
    return ", ".join(f"{item['lhs']} {':' if item['kind'] == 'conformance' else '=='} {item['rhs']}"
                     for item in items if item["rhs"] not in IMPLICIT)


def load(graphs, modules):
    """Each module's graphs: its own, and its extensions of other modules' types."""
    loaded = []
    for module in modules:
        for path in sorted(glob.glob(os.path.join(graphs, module + ".symbols.json"))
                           + glob.glob(os.path.join(graphs, module + "@*.symbols.json"))):
            with open(path) as file:
                loaded.append((module, json.load(file)))
    return loaded


def api_lines(graphs, modules):
    """The sorted baseline lines of the modules' public declarations, conformances and inheritance."""
    loaded = load(graphs, modules)
    paths = {}
    generic_constraints = {}
    for _, graph in loaded:
        for symbol in graph["symbols"]:
            paths[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
            generic_constraints[symbol["identifier"]["precise"]] = symbol.get("swiftGenerics", {}).get("constraints", [])
    lines = set()
    for module, graph in loaded:
        requirements = {}
        defaults = set()
        for relation in graph["relationships"]:
            if relation["kind"] == "requirementOf":
                requirements[relation["source"]] = relation["target"]
            elif relation["kind"] == "defaultImplementationOf":
                defaults.add(relation["target"])
            elif relation["kind"] in RELATION_KINDS and "::SYNTHESIZED::" not in relation["source"]:
                source = paths.get(relation["source"], relation["source"])
                target = paths.get(relation["target"]) or relation.get("targetFallback") or relation["target"]
                if target in IMPLICIT:
                    continue
                where = constraints(relation.get("swiftConstraints", []))
                declaration = target + (f" where {where}" if where else "")
                lines.add(SEPARATOR.join([module, RELATION_KINDS[relation["kind"]], source, declaration]))
        members = {relation["source"]: relation["target"] for relation in graph["relationships"]
                   if relation["kind"] == "memberOf"}
        for symbol in graph["symbols"]:
            identifier = symbol["identifier"]["precise"]
            # Members a protocol extension of another module gives a type (`!=`, Collection's) come with the
            # conformance, which has its own line.
            if "::SYNTHESIZED::" in identifier or symbol.get("spi"):
                continue
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            if kind == "enum.case":
                kind = "case"
            elif identifier in requirements:
                kind = "requirement with default" if identifier in defaults else "requirement"
            declaration = availability(symbol) + text(symbol["declarationFragments"])
            # An extension's constraints, less those the type itself has (`extension PagingStore` repeats them).
            own = generic_constraints.get(members.get(identifier), [])
            where = constraints(item for item in symbol.get("swiftExtension", {}).get("constraints", [])
                                if item not in own)
            if where:
                declaration += f" (in extension where {where})"
            lines.add(SEPARATOR.join([module, kind, ".".join(symbol["pathComponents"]), declaration]))
    return sorted(lines)


def write_baseline(path, name, lines):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(f"# The public API of HeadlessRefresh {name}, written by `scripts/check-api --update {name}`.\n")
        file.write("# One line per declaration: module | kind | path | declaration (see api/README.md).\n")
        file.writelines(line + "\n" for line in lines)


def read_baseline(path):
    with open(path) as file:
        return [line.rstrip("\n") for line in file if line.strip() and not line.startswith("#")]

