"""The rules of army construction: legality, order pools, fireteams, editions.

- ``validation/``: legality as a report of violations, one module per rule family
  (RULES.md A*).
- ``orders``: each combat group's order pool (RULES.md B*).
- ``fireteams``: which chart teams the selected troopers may form.
- ``notes``: what a player should know that breaks no rule (RULES.md C4).

Pure: imports only stdlib and pydantic.
"""
