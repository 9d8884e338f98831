"""Club evenings and tournaments on screen: the event window, a new event, printing, big screen."""
