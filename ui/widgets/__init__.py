"""Small reusable widgets: the card table."""
