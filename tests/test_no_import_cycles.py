"""No two modules of a layer import each other, even through a deferred import.

Screens move on through the window's table of screens (views/router.py, filled in by
views/screens.py) or a callback handed in; the Canasta rules' legal options are built
in one place (``enumerate``) from the checks in another (``legal``). Every import
counts, wherever it is written (top of a module, inside a function, under
``TYPE_CHECKING``): a deferred import only hides a cycle from Python, not from a reader.
"""

from __future__ import annotations

import ast
from pathlib import Path

import candy_arcade

PACKAGE = Path(candy_arcade.__file__).parent


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports, at any depth in its code."""
    paths = {module_name(path): path for path in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in paths}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                    base = f"{anchor}.{base}" if base else anchor
                targets = [base, *(f"{base}.{alias.name}" for alias in node.names)]
            graph[name].update(t for t in targets if t in paths and t != name)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def within(graph: dict[str, set[str]], prefix: str) -> dict[str, set[str]]:
    """The part of ``graph`` among the modules whose names start with ``prefix``."""
    inside = {name for name in graph if name.startswith(prefix)}
    return {name: graph[name] & inside for name in inside}


def test_the_checker_finds_a_cycle_through_a_function_level_import() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]


def test_the_graph_sees_imports_inside_functions() -> None:
    # mode_tables imports the simulation only inside the function that builds a table.
    assert "candy_arcade.sim.candy.session" in import_graph()["candy_arcade.mode_tables"]


def test_no_views_modules_import_each_other_in_a_cycle() -> None:
    assert cycles(within(import_graph(), "candy_arcade.views")) == []


def test_the_rules_packages_have_no_import_cycles() -> None:
    rules = within(import_graph(), "candy_arcade.rules")
    assert "candy_arcade.rules.canasta.legal" in rules
    assert cycles(rules) == []
