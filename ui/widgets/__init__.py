"""Small reusable widgets: the card table, the history list, the refusal label."""
