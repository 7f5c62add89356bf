/**
 * Links to the app's screens whose address carries a value, built in one place so that a
 * path of the route table (src/app/route-table.ts) is spelled once. The value is encoded;
 * paths without one are written as the table has them.
 */
const segment = (value: string) => encodeURIComponent(value);

/** Event Details: `/event-details/{slug}`. */
export const eventDetailsPath = (slug: string) => `/event-details/${segment(slug)}`;

/** Edit Event: `/event/{slug}`. */
export const eventEditPath = (slug: string) => `/event/${segment(slug)}`;

/** Add New Event with the fields of another event: `/event?duplicate={slug}`. */
export const eventDuplicatePath = (slug: string) => `/event?duplicate=${segment(slug)}`;

/** Verification of the code sent to a user: `/verification/{user_slug}`. */
export const verificationPath = (userSlug: string) => `/verification/${segment(userSlug)}`;
