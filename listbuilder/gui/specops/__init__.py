"""The Spec-Ops editor: ``dialog`` edits one Spec-Ops trooper's upgrades, undoably."""
