"""The classified objectives view: the deck's 20 objectives and who covers each.

``model`` maps the core's coverage to Qt roles; ``panel`` shows it in a tab
beside the order pools and follows the open list.
"""
