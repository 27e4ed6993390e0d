"""scripts/check-api's comparing: the baseline's lines with today's, the breaks with what CHANGELOG.md names."""

import re

from api_lines import SEPARATOR

RELATIONS = ("conformance", "inherits")
CALLABLE = ("func", "method", "type.method", "init", "subscript", "func.op")
TYPES = ("struct", "enum", "class", "protocol", "typealias", "actor", "associatedtype")


def parse(line):
    module, kind, path, declaration = line.split(SEPARATOR, 3)
    return module, kind, path, declaration


def base(path):
    """`PagingStore.retry` for `PagingStore.retry(_:)`."""
    return path.split("(", 1)[0]


def parent(path):
    """`PagingStatus` for `PagingStatus.idle`, None at the top (a dot among the labels does not count)."""
    return base(path).rpartition(".")[0] or None


def ancestors(path):
    while parent(path):
        path = parent(path)
        yield path


def parameters(declaration):
    """`(head, [parameter, ...], tail)` around a function's parameter list, or None."""
    keyword = re.search(r"\b(func|init\??|subscript)\b", declaration)
    start = declaration.find("(", keyword.end()) if keyword else -1
    if start < 0:
        return None
    depth, pieces, piece = 0, [], ""
    for index in range(start, len(declaration)):
        character = declaration[index]
        if character in "([<{":
            depth += 1
        elif character in ")]}" or character == ">" and declaration[index - 1] != "-":
            depth -= 1
        if depth == 0:
            pieces.append(piece.strip())
            return declaration[:start], [piece for piece in pieces if piece], declaration[index + 1 :]
        if index == start:
            continue
        if depth == 1 and character == ",":
            pieces.append(piece.strip())
            piece = ""
        else:
            piece += character
    return None


def compatible(was, now):
    """Whether a use written for WAS compiles against NOW: NOW only adds parameters that have a default value, takes
    an Optional where WAS took the type, makes a property settable, or turns a `let` into a `var`."""

    def plain(declaration):
        return re.sub(r" \{ get( set)? \}$", "", re.sub(r"(^| )let ", r"\1var ", declaration))

    if plain(was) == plain(now):
        return not was.endswith("{ get set }") or now.endswith("{ get set }")
    old, new = parameters(was), parameters(now)
    if not old or not new or old[0] != new[0] or old[2] != new[2]:
        return False
    remaining, extra = iter(new[1]), []
    for parameter in old[1]:
        # A caller's argument converts to an Optional of its type.
        optional = re.sub(r"^([^:]*: )(.*?)( = .*)?$", lambda match: f"{match[1]}{match[2]}?{match[3] or ''}", parameter)
        for candidate in remaining:
            if candidate in (parameter, optional):
                break
            extra.append(candidate)
        else:
            return False
    return all(" = " in parameter for parameter in extra + list(remaining))


def renames(section):
    """The `Old` → `New` pairs a changelog section declares: two spans in backticks with an arrow between them."""
    return [tuple(re.sub(r"^HeadlessRefresh\w*\.", "", name) for name in pair)
            for pair in re.findall(r"`([^`\n]+)`\s*(?:→|->)\s*`([^`\n]+)`", section or "")]


def renamed(old_lines, pairs, new_lines):
    """OLD_LINES as if PAIRS had been applied, and the pairs whose old name is a path there but whose new name is
    none of NEW_LINES'. A renamed type's name changes in every declaration that mentions it."""
    kinds = {path: kind for _, kind, path, _ in map(parse, old_lines) if kind not in RELATIONS}
    new_paths = {path for _, _, path, _ in map(parse, new_lines)}
    applied = [(old, new) for old, new in pairs if old in kinds and new in new_paths]
    missing = [(old, new) for old, new in pairs if old in kinds and new not in new_paths]
    lines = []
    for module, kind, path, declaration in map(parse, old_lines):
        for old, new in applied:
            if path == old and kind not in RELATIONS:
                name, renamed_name = base(old).rpartition(".")[2], base(new).rpartition(".")[2]
                declaration = re.sub(r"\b" + re.escape(name) + r"\b", renamed_name, declaration, count=1)
            if path == old or path.startswith(old + "."):
                path = new + path[len(old) :]
            if kinds[old] in TYPES:
                declaration = re.sub(r"(?<![\w.])" + re.escape(old) + r"\b", new, declaration)
        lines.append(SEPARATOR.join([module, kind, path, declaration]))
    return lines, missing


def breaks(old_lines, new_lines):
    """The breaking differences, each `(what, module, path, was, [now, ...])`, and the number of additions."""
    old, new = set(old_lines), set(new_lines)
    old_paths = {(module, path) for module, _, path, _ in map(parse, old)}
    new_paths = {(module, path) for module, _, path, _ in map(parse, new)}
    # A conformance counts wherever it is declared: an extension in another module may have repeated it.
    relations = {(kind, path, declaration) for _, kind, path, declaration in map(parse, new) if kind in RELATIONS}
    added = {}
    for module, kind, path, declaration in map(parse, new - old):
        if kind not in RELATIONS:
            added.setdefault((module, base(path)), []).append((path, declaration))
    found = []
    for module, kind, path, declaration in map(parse, sorted(old - new)):
        namesakes = added.get((module, base(path)), [])
        same = sorted(now for other, now in namesakes if other == path)
        # A function whose new parameters all have defaults can take another path (its labels) and stay compatible.
        candidates = [now for _, now in namesakes] if kind in CALLABLE else same
        if kind in RELATIONS and (kind, path, declaration) in relations:
            continue
        elif kind in RELATIONS:
            verb = "conforms to" if kind == "conformance" else "inherits from"
            found.append((f"no longer {verb}", module, path, declaration, []))
        elif any(compatible(declaration, now) for now in candidates):
            continue
        elif (module, path) in new_paths:
            # Another declaration at the path: this one changed, or one overload of several went.
            found.append(("changed", module, path, declaration, same))
        else:
            found.append(("removed", module, path, declaration, []))
    additions = 0
    for module, kind, path, declaration in map(parse, sorted(new - old)):
        grows = (module, path) not in old_paths and (module, parent(path)) in old_paths
        if grows and kind in ("case", "requirement"):
            found.append(("new " + kind, module, path, None, [declaration]))
        else:
            additions += 1
    return found, additions


def section_text(changelog, name):
    """The text under `## [NAME]` up to the next `## ` heading, or None."""
    match = re.search(r"^## \[" + re.escape(name) + r"\][^\n]*\n(.*?)(?=^## |\Z)", changelog, re.M | re.S)
    return match.group(1) if match else None


def availability_change(was, now):
    """`(old, new)` availability attributes when only they differ between the two declarations, else None."""
    old, new = (re.match(r"(@available\([^)]*\) )?(.*)", declaration) for declaration in (was, now))
    return (old.group(1), new.group(1)) if old.group(2) == new.group(2) and old.group(1) != new.group(1) else None


def unlisted(found, section):
    """The breaks SECTION does not name. Named: the path in backticks (or its name without labels when no other
    break has that name); a member or conformance of a named removed declaration; a declaration changed only by a
    named removed type in it, or only by the same availability as a named ancestor."""
    names = {re.sub(r"^HeadlessRefresh\w*\.", "", span) for span in re.findall(r"`([^`\n]+)`", section or "")}
    removed = {path for what, _, path, _, _ in found if what == "removed" and path in names}
    availability = {path: availability_change(was, now[0]) for what, _, path, was, now in found
                    if what == "changed" and path in names and len(now) == 1}
    namesakes = {}
    for _, module, path, _, _ in found:
        namesakes.setdefault((module, base(path)), set()).add(path)

    def covered(what, module, path, was, now):
        if path in names or base(path) in names and len(namesakes[(module, base(path))]) == 1:
            return True
        if any(ancestor in removed for ancestor in ancestors(path)) or what.startswith("no longer") and was in removed:
            return True
        if what != "changed" or len(now) != 1:
            return False
        gone = set(re.findall(r"[A-Za-z_][\w.]*", was)) - set(re.findall(r"[A-Za-z_][\w.]*", now[0]))
        change = availability_change(was, now[0])
        return bool(gone & removed) or change is not None and any(
            availability.get(ancestor) == change for ancestor in ancestors(path))

    return [item for item in found if not covered(*item)]


def describe(items, indent="  "):
    """The breaks as the failure message lists them; the members of a listed removal are counted, not repeated."""
    removed = {path for what, _, path, _, _ in items if what == "removed"}

    folded, shown = {}, []
    for what, module, path, was, now in items:
        owner = next((ancestor for ancestor in ancestors(path) if ancestor in removed), None)
        owner = owner or (path if what.startswith("no longer") and path in removed else None)
        if owner:
            folded[owner] = folded.get(owner, 0) + 1
        else:
            shown.append((what, module, path, was, now))
    lines = []
    for what, module, path, was, now in sorted(shown, key=lambda item: (item[1], item[2])):
        lines.append(f"{indent}{what}: `{path}` ({module})")
        lines += [f"{indent}    was: {was}"] if was else []
        lines += [f"{indent}    now: {declaration}" for declaration in now]
        if path in folded:
            lines.append(f"{indent}    (and {folded[path]} of its members or conformances)")
    return lines


def report(baseline, lines, changelog, section_name, baseline_name):
    """Prints the outcome; returns the exit status (1 when a break is not named in the section)."""
    section = section_text(changelog, section_name)
    where = f"CHANGELOG.md's ## [{section_name}]" if section is not None else f"CHANGELOG.md (no ## [{section_name}])"
    baseline, wrong = renamed(baseline, renames(section), lines)
    found, additions = breaks(baseline, lines)
    missing = unlisted(found, section)
    print(f"check-api: {len(lines)} declarations; against {baseline_name}: {len(found)} breaking changes, "
          f"{additions} additions.")
    for old, new in wrong:
        print(f"check-api: {where} renames `{old}` → `{new}`, but there is no `{new}`.")
    if not missing and not wrong:
        print(f"check-api: every break is named in {where}." if found else "check-api: no breaking change.")
        return 0
    if missing:
        print(f"check-api: {len(missing)} breaking changes are not named in {where}:")
        print("\n".join(describe(missing)))
    print(f"Name each one (its path in backticks, as above) under ## [{section_name}] in CHANGELOG.md with what "
          "to use instead, or undo it. Cutting a version: scripts/check-api --update VERSION writes the new "
          "baseline (api/README.md).")
    return 1
