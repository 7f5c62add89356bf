/** Reminders before an event, and a guest's reminder settings (docs/decisions/151). */
export {};
