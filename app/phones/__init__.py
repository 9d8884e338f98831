"""Phones at the tables: the local web server where each table enters its deals from a phone,
and the live page the room watches (issue 27; docs/decisions/0011-phones-at-the-tables.md).

Nothing here is imported until the organiser starts the server (``pulka serve``, or the event
window's "Phones at the tables…"): the desktop's start-up does not pay for it.
"""
