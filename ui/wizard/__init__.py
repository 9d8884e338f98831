"""The incident wizard: from what happened to a previewed, cited, undoable score change.

Import the wizard from :mod:`ui.wizard.wizard`; :mod:`ui.wizard.incident_builder` stays free of Qt.
"""
