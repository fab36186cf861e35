#!/usr/bin/env python3
"""Times kiwisolver on a constraint system exported by ConstraintSystemDescription.jsonData().

Usage: python3 Scripts/bench/kiwi_bench.py [--repetitions N] SYSTEM.json

Each timed repetition does the same work as the Swift side's ConstraintSystemDescription.makeSolver()
plus reading every value: a fresh kiwisolver.Solver, one Variable per name, every constraint built
from the description (Terms, Expression, relation, strength) and added in file order, then
updateVariables() and every variable's value() read. The JSON is parsed once, outside the timing.
For reference it also times kiwi's C++ core alone ("best_core_ms"): the constraint objects built
beforehand, only addConstraint + updateVariables timed. Prints one JSON object: {"kiwisolver": version, "repetitions": N, "best_ms": ...,
"values": [value of each variable, in file order]}. Exit status 3 when kiwisolver is missing.
"""

import json
import sys
import time

try:
    import kiwisolver
except ImportError:
    print(json.dumps({"error": "kiwisolver not installed (pip install -r Scripts/bench/requirements.txt)"}))
    sys.exit(3)


def solve(system):
    """Builds and solves `system` from scratch; returns every variable's value, in file order."""
    solver = kiwisolver.Solver()
    variables = [kiwisolver.Variable(name) for name in system["variables"]]
    for item in system["constraints"]:
        expression = kiwisolver.Expression(
            [kiwisolver.Term(variables[index], coefficient) for index, coefficient in item["terms"]],
            item["constant"],
        )
        op = item["op"]
        if op == "==":
            constraint = expression == 0
        elif op == "<=":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        strength = item["strength"]
        solver.addConstraint(constraint | ("required" if strength is None else strength))
    solver.updateVariables()
    return [variable.value() for variable in variables]


def core_best_ms(system, repetitions):
    """Best time of addConstraint + updateVariables alone, the constraint objects prebuilt."""
    variables = [kiwisolver.Variable(name) for name in system["variables"]]
    constraints = []
    for item in system["constraints"]:
        expression = kiwisolver.Expression(
            [kiwisolver.Term(variables[index], coefficient) for index, coefficient in item["terms"]],
            item["constant"],
        )
        op = item["op"]
        constraint = expression == 0 if op == "==" else expression <= 0 if op == "<=" else expression >= 0
        strength = item["strength"]
        constraints.append(constraint | ("required" if strength is None else strength))
    best = None
    for _ in range(max(1, repetitions)):
        solver = kiwisolver.Solver()
        start = time.perf_counter()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best * 1000


def main(argv):
    repetitions = 5
    paths = []
    index = 0
    while index < len(argv):
        if argv[index] == "--repetitions":
            repetitions = int(argv[index + 1])
            index += 2
        else:
            paths.append(argv[index])
            index += 1
    if len(paths) != 1:
        print(json.dumps({"error": "usage: kiwi_bench.py [--repetitions N] SYSTEM.json"}))
        return 2
    with open(paths[0], encoding="utf-8") as handle:
        system = json.load(handle)
    best = None
    values = []
    for _ in range(max(1, repetitions)):
        start = time.perf_counter()
        values = solve(system)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    print(json.dumps({
        "kiwisolver": kiwisolver.__version__,
        "repetitions": repetitions,
        "best_ms": best * 1000,
        "best_core_ms": core_best_ms(system, repetitions),
        "values": values,
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
