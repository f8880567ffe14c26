"""The dice calculator: two troopers face to face, exact odds and wound charts.

``panel`` (with one ``trooper_picker`` per side and the ``wound_chart``) and
``dock``, which creates it the first time it is shown.
"""
