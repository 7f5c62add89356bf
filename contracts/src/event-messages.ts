/**
 * Events (document 001) without zod or the date library: their kinds, statuses, labels and
 * the exact messages of the event screens (§5, §8). My Events and Event details show them
 * on a first load that does not carry zod (docs/decisions/085); `events.ts`
 * re-exports all of it beside the status schema, `images.ts` the image messages.
 */
import { EVENT_DATE_MESSAGES } from './event-date-messages';
import type { EventStatus } from './event-statuses';

export { EVENT_DATE_MESSAGES } from './event-date-messages';

/** Names a refused file: the event image messages start with the file's name (spec 001 §5). */
export type FileMessage = (values: { file: string }) => string;

/** Exact messages of the event images (spec 001 §5). */
export const EVENT_IMAGE_MESSAGES = {
  invalidType: (({ file }) => `${file} is not a supported format. Please use PNG or JPEG.`) as FileMessage,
  tooLarge: (({ file }) => `${file} is too large. Maximum size is 10 MB.`) as FileMessage,
  tooMany: 'You can upload a maximum of 10 images.',
  required: 'At least one image is required',
} as const;

/** Event type values and the labels people read (spec 001 §2). */
export const EVENT_TYPES = ['all', 'plus-priority', 'premium'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  all: 'Standard',
  'plus-priority': 'Friendly Plus',
  premium: 'Premium',
};

/** User type values (spec 001 §2); the labels are ours. */
export const USER_TYPES = ['individual', 'couple', 'family'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE_LABELS: Record<UserType, string> = {
  individual: 'Individual',
  couple: 'Couple',
  family: 'Family',
};

/** Event status (spec 001 §4): in a module of its own for the screens that only read events. */
export { EVENT_STATUSES, type EventStatus } from './event-statuses';

/** Statuses whose events cannot be edited (spec 001 §2, §4). */
export const UNEDITABLE_EVENT_STATUSES: readonly EventStatus[] = ['cancelled', 'rejected'];
/** Only a pending event can be cancelled by its host (spec 001 §4). */
export const CANCELLABLE_EVENT_STATUSES: readonly EventStatus[] = ['pending'];

export function isEventEditable(status: string) {
  return !(UNEDITABLE_EVENT_STATUSES as readonly string[]).includes(status);
}
export function isEventCancellable(status: string) {
  return (CANCELLABLE_EVENT_STATUSES as readonly string[]).includes(status);
}

/** The text the card's price shows for a free event (spec 001 §3). */
export const FREE_PRICE = 'FREE';

/** Exact messages of the event screens (spec 001 §5, §8), then ours. */
export const EVENT_MESSAGES = {
  // §5 Event step 1
  titleRequired: 'Event title is required (minimum 3 characters)',
  locationRequired: 'Location is required',
  categoryRequired: 'At least one category is required',
  ageGroupRequired: 'At least one age group is required',
  spotRequired: 'At least one spot is required',
  dateRequired: EVENT_DATE_MESSAGES.dateRequired,
  dateInPast: EVENT_DATE_MESSAGES.dateInPast,
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  endBeforeStart: 'End time must be after start time',
  descriptionRequired: 'Description is required (minimum 10 characters)',
  imagesRequired: EVENT_IMAGE_MESSAGES.required,
  imagesTooMany: EVENT_IMAGE_MESSAGES.tooMany,
  // §5 Event step 2
  priceRequired: 'Price is required for paid events and must be 0 or greater',
  discountRange: 'Discount amount is required and must be between 0 and 100',
  standardTooSoon: EVENT_DATE_MESSAGES.standardTooSoon,
  standardDateMissing: EVENT_DATE_MESSAGES.standardDateMissing,
  capacityNumber: 'Capacity is required and must be a number',
  capacityMin: 'Capacity must be at least 1',
  capacityMax: 'Capacity cannot exceed 6',
  // §5 Cancel, §8 Events
  authRequired: 'Authentication required. Please login first.',
  authFailed: 'Authentication failed. Please login again.',
  loadSpotsFailed: 'Failed to load spots. Please refresh the page.',
  loadCategoriesFailed: 'Failed to load categories. Please refresh the page.',
  loadAgeGroupsFailed: 'Failed to load age groups. Please refresh the page.',
  loadEventFailed: 'Failed to load event details',
  createFailed: 'Failed to create event',
  updateFailed: 'Failed to update event',
  createCrashed: 'Something went wrong while creating the event',
  updateCrashed: 'Something went wrong while updating the event',
  created: 'Event created successfully!',
  updated: 'Event updated successfully!',
  cancelled: 'Event cancelled successfully',
  cancelFailed: 'Failed to cancel event',
  cancelCrashed: 'Error cancelling event',
  // §8 Event details
  notFound: 'Event not found',
  somethingWrong: 'Something went wrong',
  reviewsFailed: 'Failed to load reviews',
  userNotFound: 'User not found',
  // §2 My Events, Event details: what the two screens say (docs/screens/086)
  myEventsTitle: 'My Events',
  addNewEvent: 'Add New Event',
  /** `amount` as formatMoney writes it in the host's currency: '$12.75', 'A$12.75' (docs/decisions/134). */
  earnings: (amount: string) => `You've made ${amount} till now`,
  noEvents: 'No events found. Start by creating your first event!',
  /** 'N spots remaining' (spec 001 §2); ours: '1 spot remaining', and 'Full' for none (docs/screens/086). */
  spotsRemaining: (spots: number) =>
    spots <= 0 ? 'Full' : `${spots} ${spots === 1 ? 'spot' : 'spots'} remaining`,
  cancel: 'Cancel',
  edit: 'Edit',
  cancelTitle: 'Cancel Event',
  cancelQuestion: (title: string) => `Are you sure you want to cancel ${title}?`,
  keep: 'No, Keep',
  confirmCancel: 'Yes, Cancel',
  backToLists: 'Back to lists',
  aboutEvent: 'About Event',
  whoIsGoing: "Who's Going...",
  joined: (members: number) => `${members} Joined`,
  joinedWithSpots: (members: number, spots: number) =>
    `${members} Joined, ${spots <= 0 ? 'Full' : `${spots} ${spots === 1 ? 'spot' : 'spots'} remaining`}`,
  noMembers: 'No members have joined this event yet.',
  memberFallbackName: 'Member',
  reviewerFallbackName: 'User',
  reviewCount: (count: number) => `(${count}) reviews`,
  noReviews: 'No reviews yet.',
  previousPage: 'Prev',
  nextPage: 'Next',
  reviewsLoading: 'Loading…',
  eventLoading: 'Loading...',
  joiningPrice: 'Joining Price',
  eventEnabler: 'Event Enabler',
  profileAbout: 'About',
  profileInterests: 'Interests',
  profileFavoriteSpots: 'Favorite spots',
  profileSocials: 'Socials',
  // Ours, on the same screens (docs/screens/086)
  eventsLoading: 'Loading events…',
  reviewsTitle: 'Reviews',
  duplicateEvent: (title: string) => `Duplicate ${title}`,
  viewDetails: (title: string) => `View details of ${title}`,
  profileLoading: 'Loading profile…',
  // Ours: why an action is not there for this event, and what the labels mean (docs/screens/086)
  noEventsHint: 'Pick a date, a place and a price; guests can join once our team has approved the event.',
  createFirstEvent: 'Create your first event',
  cannotCancel: {
    approved: 'Approved events can no longer be cancelled here. To call one off, contact us.',
    completed: 'This event has ended.',
    cancelled: 'This event was cancelled; it can no longer be changed.',
    rejected: 'This event was not approved; it can no longer be changed.',
  } as Record<string, string>,
  /** What a guest pays when the early-bird discount applies (docs/screens/086). */
  guestPays: (early: string, full: string, days: number) =>
    `Guests pay ${early} if they join at least ${days} days before the start, then ${full}.`,
  eventEnablerHint: 'You are the Event Enabler: the host who runs this event. Guests pay this price to join.',
  eventTypeHint: 'How the event is labelled for guests. Any guest can join whatever the type.',
  userTypeHint:
    'Who the event is for: individuals, couples or families. Each guest who joins takes one seat.',
  typeLabelsHint: (eventType: string, userType: string) =>
    `${eventType}: how the event is labelled for guests. ${userType}: who it is for; each guest takes one seat.`,
  lockedOnceCreated:
    'Once the event is created, its date, times, event type, user type, paid or free choice and price are locked.',
  // Ours (docs/decisions/075, 076)
  listed: 'Events retrieved successfully.',
  loaded: 'Event retrieved successfully.',
  reviewsLoaded: 'Reviews retrieved successfully.',
  profileLoaded: 'Profile retrieved successfully.',
  hostNotApproved: 'Your host profile must be approved before you can create events.',
  // Ours (docs/decisions/104): a host the team rejects after approval edits nothing.
  hostNotApprovedToEdit: 'Your host profile must be approved before you can edit events.',
  paymentSetupRequired: 'Connect your Stripe account and finish its setup before you create events.',
  notEditable: 'A cancelled or rejected event cannot be edited.',
  notCancellable: 'Only pending events can be cancelled.',
  locked: 'This cannot be changed once the event has been created.',
  // Ours: the cancellation policy (docs/decisions/147)
  cancellationPolicy: 'Cancellation Policy',
  cancellationPolicyHint:
    'What a guest who leaves gets back of what they paid. It is locked once a guest has paid.',
  cancellationPolicyInvalid: 'Choose a cancellation policy: flexible, moderate or strict.',
  cancellationPolicyLocked: 'The cancellation policy cannot change once a guest has paid.',
  /** 'Flexible cancellation' on the cards and the details. */
  cancellationPolicyName: (label: string) => `${label} cancellation`,
  // Ours: the minimum guest count and its go/no-go (docs/decisions/148)
  minGuests: 'Minimum Guests',
  minGuestsHint:
    'If fewer guests have joined by the decision time, the event is called off and everyone who paid is refunded in full.',
  minGuestsRange: 'Minimum guests must be a whole number from 1 up to the capacity.',
  decisionHoursBefore: 'Decide (hours before the start)',
  decisionHoursHint:
    'When we check the minimum: from 24 hours (1 day) to 168 hours (7 days) before the start.',
  decisionHoursRange: 'The decision must fall 24 to 168 hours before the start.',
  goNoGoDecided:
    'The minimum and the decision time cannot change once the event has been confirmed or called off.',
  titleTooLong: 'Event title may not be longer than 120 characters.',
  descriptionTooLong: 'Description may not be longer than 5000 characters.',
  locationTooLong: 'Location may not be longer than 300 characters.',
  unknownCategory: 'One of the chosen categories does not exist.',
  unknownSpot: 'One of the chosen spots does not exist.',
  unknownAgeGroup: 'One of the chosen age groups does not exist.',
  timeNotOnGrid: 'Please choose a time on the hour or half hour.',
  timeZoneInvalid: 'The time zone is not a known IANA time zone.',
  eventTypeInvalid: 'Please choose an event type.',
  userTypeInvalid: 'Please choose a user type.',
  priceTooHigh: 'Price may not be more than 10,000.',
  // Ours (docs/decisions/102): a paid seat must be one the payment provider can charge.
  startInPast: EVENT_DATE_MESSAGES.startInPast,
  priceBelowMinimum: (minimum: string) => `Price for paid events must be at least ${minimum}`,
  discountBelowMinimum: (minimum: string) =>
    `Discount is too large: the price after the discount must be at least ${minimum}`,
  discountWholeNumber: 'Discount amount must be a whole number (no decimals), between 0 and 100',
  discountFullForPaid: 'Discount must be less than 100 for paid events',
  capacityAlwaysLimited: 'Capacity is always limited.',
  /** The seats taken are members and guests paying for a held seat (docs/decisions/084, 101). */
  capacityBelowSeatsTaken: (taken: number) =>
    `Capacity cannot be lower than the ${taken} ${taken === 1 ? 'seat' : 'seats'} already taken (members and guests paying for a seat).`,
  removedImageUnknown: 'One of the images to remove does not belong to this event.',
  // §2 Event form: what the form says (spec 001 §2), then ours (docs/decisions/088)
  editEvent: 'Edit Event',
  backToMyEvents: 'Back to My Events',
  step1Name: 'Key info and images',
  step2Name: 'How guests join',
  next: 'Next',
  back: 'Back',
  createSubmit: 'Create Event',
  updateSubmit: 'Update Event',
  saving: 'Saving…',
  formLoading: 'Loading event form…',
  fixValidationErrors: 'Please fix the highlighted fields.',
  lockedReason:
    'Date, time, event type, user type and price cannot be changed once the event has been created.',
  freeOption: 'Free',
  paidOption: 'Paid',
  alwaysLimited: 'Always on: events have at most 6 guests.',
  uploading: (percent: number) => `Uploading images… ${percent}%`,
  copyingImages: 'Copying the images…',
  copyImageFailed: 'One of the images could not be copied. Add it again if you need it.',
  leaveTitle: 'Leave this page?',
  leaveMessage: 'Your changes to this event are not saved yet. Leave without saving them?',
  stay: 'Stay',
  leave: 'Leave',
  moveImageEarlier: (position: number) => `Move image ${position} earlier`,
  moveImageLater: (position: number) => `Move image ${position} later`,
  serverFieldError: (field: string, message: string) => `${field}: ${message}`,
} as const;
