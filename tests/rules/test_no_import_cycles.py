"""The rules packages import one way: no module of ``candy_arcade/rules`` reaches itself.

A cycle hidden in a function-level import (``legal`` importing ``enumerate`` inside
``legal_actions`` while ``enumerate`` imports ``legal``) still ties two modules into
one, so every ``import`` statement counts wherever it stands.
"""

from __future__ import annotations

import ast
from pathlib import Path

import candy_arcade

PACKAGE_ROOT = Path(candy_arcade.__file__).parent
RULES = PACKAGE_ROOT / "rules"


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE_ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(tree: ast.AST, module: str, is_package: bool, known: set[str]) -> set[str]:
    """The rules modules ``module`` imports, at any depth of its code."""
    found: set[str] = set()
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            names = [base, *(f"{base}.{alias.name}" for alias in node.names)]
        else:
            continue
        found.update(name for name in names if name in known)
    found.discard(module)
    return found


def import_graph(root: Path = RULES) -> dict[str, set[str]]:
    """Module -> the modules under ``root`` it imports (function-level imports too)."""
    files = {_module_name(path): path for path in sorted(root.rglob("*.py"))}
    known = set(files)
    return {
        name: _imported(ast.parse(path.read_text()), name, path.name == "__init__.py", known)
        for name, path in files.items()
    }


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_rules_packages_have_no_import_cycles() -> None:
    graph = import_graph()
    assert "candy_arcade.rules.canasta.legal" in graph
    assert cycles(graph) == []


def test_the_cycle_finder_sees_a_cycle_through_a_function_level_import() -> None:
    graph = {
        "rules.a": _imported(ast.parse("def f():\n    from rules import b\n"), "rules.a", False,
                             {"rules.a", "rules.b"}),
        "rules.b": _imported(ast.parse("from rules.a import f\n"), "rules.b", False,
                             {"rules.a", "rules.b"}),
    }
    assert graph == {"rules.a": {"rules.b"}, "rules.b": {"rules.a"}}
    assert cycles(graph) == [["rules.a", "rules.b"]]
