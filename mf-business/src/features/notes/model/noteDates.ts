const updated = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Updated Jan 5, 2026' in the viewer's calendar. */
export const updatedLabel = (iso: string) => `Updated ${updated.format(new Date(iso))}`;
