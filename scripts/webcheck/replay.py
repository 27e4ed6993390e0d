"""The page's session replayed by refresh-lab, and the two accounts compared."""
import json
import os
import subprocess
import tempfile

from .browser import Failure

# refresh-lab prints offsets and insets to 3 decimals.
TOLERANCE = 0.002


def session(page):
    """The page's own account (what it drew and counted) and its export, read at one simulator time."""
    return page.b.evaluate("playground.session()")


def replay(lab, scenario):
    """Runs refresh-lab on the scenario: its triggers in order, and its summary."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump(scenario, file)
    try:
        run = subprocess.run([lab, file.name], capture_output=True, text=True)
    finally:
        os.remove(file.name)
    if run.returncode != 0:
        return None, f"refresh-lab rejected the export: {run.stderr.strip()}"
    lines = [json.loads(line) for line in run.stdout.splitlines()]
    return {"triggers": [[line["edge"], line["cause"]] for line in lines if line.get("type") == "trigger"],
            "summary": lines[-1], "lines": lines}, None


def differences(page_account, lab_account):
    """What refresh-lab did otherwise than the page: triggers (edge, cause, order), final states, offset, insets."""
    found = []
    summary = lab_account["summary"]
    if page_account["triggers"] != lab_account["triggers"]:
        found.append(f"triggers: page {page_account['triggers']}, refresh-lab {lab_account['triggers']}")
    for edge in ("top", "bottom"):
        if page_account["states"][edge] != summary["states"].get(edge):
            found.append(f"{edge} state: page {page_account['states'][edge]}, refresh-lab {summary['states'].get(edge)}")
        if abs(page_account["extraInset"][edge] - summary["extraInset"].get(edge, 0)) > TOLERANCE:
            found.append(f"{edge} extra inset: page {page_account['extraInset'][edge]:.3f}, "
                         f"refresh-lab {summary['extraInset'].get(edge)}")
    if abs(page_account["offset"] - summary["offset"]) > TOLERANCE:
        found.append(f"offset: page {page_account['offset']:.3f}, refresh-lab {summary['offset']}")
    return found


def keep(directory, name, taken, found):
    """Writes a session that disagreed: the scenario (replay it with refresh-lab) and the page's account."""
    os.makedirs(directory, exist_ok=True)
    path = os.path.join(directory, name + ".json")
    with open(path, "w") as file:
        json.dump(taken["scenario"], file, indent=1)
    with open(os.path.join(directory, name + ".page.json"), "w") as file:
        json.dump({"page": taken["summary"], "differences": found}, file, indent=1)
    return path


def agree(page, lab, keep_directory, name):
    """Fails unless refresh-lab replays the page's export as the page played it. Returns the session, with
    refresh-lab's lines (each event at its simulator time) as `lab`."""
    taken = session(page)
    lab_account, error = replay(lab, taken["scenario"])
    found = [error] if error else differences(taken["summary"], lab_account)
    if found:
        path = keep(keep_directory, name, taken, found)
        raise Failure(f"{name}: the page and refresh-lab disagree: {'; '.join(found)} (scenario kept in {path})")
    return {**taken, "lab": lab_account["lines"]}
