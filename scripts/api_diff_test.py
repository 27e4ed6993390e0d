#!/usr/bin/env python3
"""Tests of scripts/check-api's comparing (api_diff.py) on hand-written baseline lines: each rule, and each way a
break is named or not. `python3 scripts/api_diff_test.py`; .ci/run runs it before the check."""

import sys
import unittest

sys.dont_write_bytecode = True
import api_diff  # noqa: E402

OLD = [
    "M | enum | Status | enum Status",
    "M | case | Status.idle | case idle",
    "M | case | Status.loading | case loading",
    "M | conformance | Status | Swift.Hashable",
    "M | struct | Store | struct Store",
    "M | method | Store.retry() | func retry()",
    "M | method | Store.load(count:) | func load(count: Int)",
    "M | property | Store.items | var items: [Int] { get }",
    "M | property | Store.edge | let edge: Edge",
    "M | protocol | Display | protocol Display",
    "M | requirement | Display.update(_:) | func update(_ value: Int)",
    "M | enum | Action | enum Action",
    "M | case | Action.scroll | case scroll",
    "M | method | Store.handle(_:) | func handle(_ action: Action)",
]


def breaks(new, old=OLD):
    return [(what, path) for what, _, path, _, _ in api_diff.breaks(old, new)[0]]


def unlisted(new, section, old=OLD):
    old, wrong = api_diff.renamed(old, api_diff.renames(section), new)
    return [path for _, _, path, _, _ in api_diff.unlisted(api_diff.breaks(old, new)[0], section)], wrong


def replaced(old_line, *new_lines):
    return [line for line in OLD if line != old_line] + list(new_lines)


class BreaksTests(unittest.TestCase):
    def test_the_same_api_has_no_break(self):
        self.assertEqual(breaks(OLD), [])

    def test_additions_are_no_break(self):
        new = OLD + ["M | struct | Page | struct Page", "M | method | Store.cancel() | func cancel()",
                     "M | requirement with default | Display.reset() | func reset()"]
        self.assertEqual(api_diff.breaks(OLD, new), ([], 3))

    def test_a_removed_declaration(self):
        self.assertEqual(breaks(replaced("M | method | Store.retry() | func retry()")),
                         [("removed", "Store.retry()")])

    def test_a_changed_declaration(self):
        new = replaced("M | property | Store.items | var items: [Int] { get }",
                       "M | property | Store.items | var items: [String] { get }")
        self.assertEqual(breaks(new), [("changed", "Store.items")])

    def test_a_new_case_in_an_enum_that_existed(self):
        self.assertEqual(breaks(OLD + ["M | case | Status.failed | case failed"]), [("new case", "Status.failed")])

    def test_the_cases_of_a_new_enum_are_additions(self):
        self.assertEqual(breaks(OLD + ["M | enum | Kind | enum Kind", "M | case | Kind.a | case a"]), [])

    def test_a_new_requirement_without_a_default(self):
        self.assertEqual(breaks(OLD + ["M | requirement | Display.reset() | func reset()"]),
                         [("new requirement", "Display.reset()")])

    def test_a_dropped_conformance(self):
        self.assertEqual(breaks(replaced("M | conformance | Status | Swift.Hashable")),
                         [("no longer conforms to", "Status")])

    def test_a_conformance_kept_in_another_module(self):
        old = OLD + ["N | conformance | Status | Swift.Hashable"]
        self.assertEqual(breaks(OLD, old), [])

    def test_changes_a_caller_cannot_see(self):
        cases = [
            ("M | method | Store.load(count:) | func load(count: Int)",
             "M | method | Store.load(count:from:) | func load(count: Int, from start: Int = 0)"),
            ("M | method | Store.load(count:) | func load(count: Int)",
             "M | method | Store.load(count:) | func load(count: Int?)"),
            ("M | property | Store.items | var items: [Int] { get }",
             "M | property | Store.items | var items: [Int] { get set }"),
            ("M | property | Store.edge | let edge: Edge", "M | property | Store.edge | var edge: Edge { get }"),
        ]
        for old, new in cases:
            with self.subTest(new=new):
                self.assertEqual(breaks(replaced(old, new)), [])

    def test_changes_a_caller_sees(self):
        cases = [
            ("M | method | Store.load(count:) | func load(count: Int)",
             "M | method | Store.load(count:from:) | func load(count: Int, from start: Int)"),
            ("M | property | Store.items | var items: [Int] { get }",
             "M | property | Store.items | var items: [Int]? { get }"),
            ("M | property | Store.edge | let edge: Edge", "M | property | Store.edge | let edge: Edge?"),
        ]
        for old, new in cases:
            with self.subTest(new=new):
                self.assertNotEqual(breaks(replaced(old, new)), [])


class NamingTests(unittest.TestCase):
    def test_a_break_named_by_its_path(self):
        new = replaced("M | method | Store.retry() | func retry()")
        self.assertEqual(unlisted(new, "- `Store.retry()` is gone: use `Store.load(count:)`."), ([], []))

    def test_a_break_not_named_or_named_in_another_section(self):
        new = replaced("M | method | Store.retry() | func retry()")
        self.assertEqual(unlisted(new, "- `Store.load(count:)` changed."), (["Store.retry()"], []))
        changelog = "## [Unreleased]\n\nNothing yet.\n\n## [0.1.0] - 2026-12-01\n\n- `Store.retry()` is gone.\n"
        self.assertEqual(unlisted(new, api_diff.section_text(changelog, "Unreleased")), (["Store.retry()"], []))

    def test_a_name_without_labels_only_when_unique(self):
        new = replaced("M | method | Store.retry() | func retry()")
        self.assertEqual(unlisted(new, "`Store.retry`"), ([], []))
        old = OLD + ["M | method | Store.retry(_:) | func retry(_ count: Int)"]
        new += ["M | method | Store.retry(_:) | func retry(_ count: Double)"]
        self.assertEqual(unlisted(new, "`Store.retry`", old), (["Store.retry()", "Store.retry(_:)"], []))

    def test_the_members_of_a_named_removed_type(self):
        new = [line for line in OLD if "Status" not in line]
        self.assertEqual(unlisted(new, "`Status` is gone.")[0], [])
        self.assertEqual(len(unlisted(new, "")[0]), 4)

    def test_a_declaration_changed_by_a_named_removed_type(self):
        new = [line for line in OLD if "Action" not in line] + [
            "M | enum | Command | enum Command", "M | method | Store.handle(_:) | func handle(_ action: Command)"]
        self.assertEqual(unlisted(new, "`Action` is gone: see `Command`.")[0], [])

    def test_a_member_changed_only_by_its_named_ancestors_availability(self):
        available = "@available(iOS 17) "
        new = [line.replace("| struct Store", "| " + available + "struct Store")
               .replace("| func retry()", "| " + available + "func retry()") for line in OLD]
        self.assertEqual(unlisted(new, "`Store` needs iOS 17.")[0], [])
        new = [line.replace("| func load(count: Int)", "| func load(count: Double)") for line in new]
        self.assertEqual(unlisted(new, "`Store` needs iOS 17.")[0], ["Store.load(count:)"])


class RenameTests(unittest.TestCase):
    def test_a_renamed_type_with_every_member(self):
        new = [line.replace("Action", "Command") for line in OLD]
        self.assertEqual(unlisted(new, "- `Action` → `Command`"), ([], []))

    def test_a_case_the_renamed_enum_gained_is_still_a_break(self):
        new = [line.replace("Action", "Command") for line in OLD] + ["M | case | Command.announce | case announce"]
        self.assertEqual(unlisted(new, "- `Action` → `Command`"), (["Command.announce"], []))

    def test_a_member_that_did_not_follow_the_rename(self):
        new = [line.replace("Action", "Command") for line in OLD if "Action.scroll" not in line]
        self.assertEqual(unlisted(new, "- `Action` → `Command`"), (["Command.scroll"], []))

    def test_a_renamed_method(self):
        new = replaced("M | method | Store.retry() | func retry()", "M | method | Store.reload() | func reload()")
        self.assertEqual(unlisted(new, "`HeadlessRefreshPaging.Store.retry()` -> `Store.reload()`"), ([], []))

    def test_a_rename_to_nothing_fails(self):
        self.assertEqual(unlisted(OLD, "`Action` → `Command`")[1], [("Action", "Command")])


if __name__ == "__main__":
    unittest.main(verbosity=1)
