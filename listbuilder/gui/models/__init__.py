"""Qt adapter models over core snapshots (QtCore/QtGui only, no widgets)."""
