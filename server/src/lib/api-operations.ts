/**
 * Every operation of the API reference by 'METHOD /path' (the OpenAPI path, parameters in
 * braces), with the name a generated client calls it by and the refusals it gives beyond
 * those every route may give. `lib/openapi.ts` lays this table over the document built
 * from the routes (docs/decisions/108).
 *
 * The names are stable: they belong to this table, not to where a route's code lives, so a
 * route moved to another module keeps its name and the mobile app's generated client keeps
 * compiling. Renaming one is a breaking change for that client. A route the table does not
 * list fails server/test/api/openapi-document.test.ts until it is named here.
 */
export type ApiOperation = {
  /** camelCase, unique: the function a generated client gives this operation. */
  id: string;
  /**
   * 4xx statuses this route answers that its own schema does not declare, each in the
   * spec's error shape. Not listed here because every route gets them: 422 (the input guard
   * and validation), 401 when it needs a bearer token, 400 and 413 when it takes a body.
   */
  errors?: readonly number[];
  /** A browser page (HTML), not JSON: the sandbox's stand-ins for Stripe's hosted pages. */
  page?: { summary: string; redirects?: boolean };
};

export const API_OPERATIONS: Readonly<Record<string, ApiOperation>> = {
  'GET /api/health': { id: 'getHealth' },
  'GET /api/countries': { id: 'listCountries' },
  // 409 the number belongs to the other role; 429 a code was sent within its cooldown.
  'POST /api/register': { id: 'signUp', errors: [409, 429] },
  'POST /api/login': { id: 'logIn', errors: [404, 409, 429] },
  'GET /api/get-user': { id: 'getSignInUser', errors: [404] },
  'POST /api/verify-otp': { id: 'verifyPhoneCode', errors: [404, 429] },
  'POST /api/resend-otp': { id: 'resendPhoneCode', errors: [404, 409, 429] },
  // 401: a verification token that is not this sign-in's.
  'POST /api/update-phone': { id: 'changeSignInPhone', errors: [401, 403, 404, 409, 429] },
  'GET /api/user': { id: 'getCurrentUser' },
  'GET /api/verify-token': { id: 'verifyToken' },
  'POST /api/logout': { id: 'logOut' },
  // 429: a new phone number waits for its code's cooldown.
  'POST /api/complete-profile': { id: 'completeHostProfile', errors: [429] },
  'POST /api/user/phone-change/verify': { id: 'verifyPhoneChange', errors: [409, 429] },
  'POST /api/user/phone-change/resend': { id: 'resendPhoneChangeCode', errors: [409, 429] },
  'DELETE /api/user/phone-change': { id: 'cancelPhoneChange', errors: [409] },
  'GET /api/cms/home': { id: 'getHomeContent' },
  'GET /api/cms/terms-and-conditions': { id: 'getTermsAndConditions' },
  'GET /api/cms/privacy-policy': { id: 'getPrivacyPolicy' },
  'GET /api/cms/refer-and-earn': { id: 'getReferAndEarn' },
  'GET /api/testimonials': { id: 'listTestimonials' },
  'GET /api/faqs': { id: 'listFaqs' },
  'POST /api/contact-us': { id: 'sendContactMessage', errors: [429] },
  'GET /api/notifications': { id: 'listNotifications' },
  'POST /api/notifications/mark-as-read': { id: 'markNotificationRead', errors: [404] },
  'POST /api/notifications/mark-all-read': { id: 'markAllNotificationsRead' },
  'GET /api/events/transactions': { id: 'listTransactions' },
  'GET /api/stripe/account-status': { id: 'getPaymentAccountStatus' },
  'POST /api/stripe/create-account-link': { id: 'createPaymentAccountLink' },
  'POST /api/stripe/handle-return': { id: 'handlePaymentAccountReturn' },
  'POST /api/stripe/create-dashboard-link': { id: 'createPaymentDashboardLink' },
  'POST /api/stripe/disconnect': { id: 'disconnectPaymentAccount' },
  'POST /api/stripe/webhook': { id: 'receiveStripeWebhook' },
  'GET /api/places/autocomplete': { id: 'autocompletePlaces' },
  'GET /api/places/details/{id}': { id: 'getPlaceDetails', errors: [404] },
  'GET /api/app-config': { id: 'getAppConfig' },
  'GET /api/categories': { id: 'listCategories' },
  'GET /api/spots': { id: 'listSpots' },
  'GET /api/traits': { id: 'listTraits' },
  'GET /api/event-ages': { id: 'listAgeGroups' },
  'GET /api/events': { id: 'listHostEvents' },
  'GET /api/user/events/joined': { id: 'listJoinedEvents' },
  'GET /api/event-detail/{id}': { id: 'getHostEvent' },
  'POST /api/event': { id: 'createEvent' },
  'POST /api/event/{id}': { id: 'updateEvent' },
  'POST /api/event-cancel/{id}': { id: 'cancelEvent' },
  'GET /api/guest/profile': { id: 'getGuestProfile' },
  'POST /api/guest/profile': { id: 'updateGuestProfile' },
  'GET /api/guest/events': { id: 'listEvents' },
  'POST /api/guest/events/{id}/join': { id: 'joinEvent' },
  'POST /api/guest/events/{id}/leave': { id: 'leaveEvent' },
  'POST /api/guest/events/{id}/waitlist': { id: 'joinWaitlist' },
  'DELETE /api/guest/events/{id}/waitlist': { id: 'leaveWaitlist' },
  'POST /api/guest/events/{id}/waitlist/claim': { id: 'claimWaitlistOffer' },
  'GET /api/guest/waitlists': { id: 'listWaitlists' },
  'POST /api/guest/events/{id}/review': { id: 'reviewEvent' },
  'GET /api/public/user/{slug}': { id: 'getPublicProfile' },
  'GET /api/user/event-member/{userId}': { id: 'getEventMember' },
  'GET /api/user/events-reviews/{id}': { id: 'listEventReviews' },
  'GET /api/events/host-reviews': { id: 'listHostReviews' },
  'GET /api/chat/rooms': { id: 'listChatRooms' },
  // 404 not the caller's event; 409 the event is not approved yet.
  'POST /api/chat/rooms/group': { id: 'openGroupChatRoom', errors: [404, 409] },
  'GET /api/chat/rooms/{id}/messages': { id: 'listChatMessages', errors: [404] },
  'POST /api/chat/rooms/{id}/mark-read': { id: 'markChatRoomRead', errors: [404] },
  'POST /api/chat/upload-media': { id: 'uploadChatMedia' },
  // Calendar files and private feeds (docs/decisions/150): 404 not the caller's event, or
  // a feed token that is not (or no longer) anyone's.
  'GET /api/event/{id}/calendar.ics': { id: 'getHostEventCalendar' },
  'GET /api/guest/events/{id}/calendar.ics': { id: 'getGuestEventCalendar' },
  'GET /api/calendar/{token}.ics': { id: 'getCalendarFeed' },
  'GET /api/user/calendar-feed': { id: 'getHostCalendarFeedLink' },
  'POST /api/user/calendar-feed/rotate': { id: 'rotateHostCalendarFeedLink' },
  'GET /api/guest/calendar-feed': { id: 'getGuestCalendarFeedLink' },
  'POST /api/guest/calendar-feed/rotate': { id: 'rotateGuestCalendarFeedLink' },
  // A guest's reminder settings (docs/decisions/151).
  'GET /api/guest/settings': { id: 'getGuestSettings' },
  'POST /api/guest/settings': { id: 'updateGuestSettings' },
  // A guest's answers to the event's questions (docs/decisions/154).
  'PUT /api/guest/events/{id}/answers': { id: 'updateGuestAnswers' },
  // The sandbox's pages exist only while payments run on the sandbox provider; the join
  // answer's `checkout_url` and the onboarding link lead to them, in a browser.
  'GET /sandbox/connect/onboarding/{token}': {
    id: 'showSandboxOnboarding',
    errors: [404],
    page: { summary: 'Sandbox onboarding page (stands in for Stripe’s)', redirects: true },
  },
  'POST /sandbox/connect/onboarding/{token}': {
    id: 'submitSandboxOnboarding',
    errors: [404],
    page: { summary: 'Submit the sandbox onboarding form; back to the app', redirects: true },
  },
  'GET /sandbox/connect/dashboard/{token}': {
    id: 'showSandboxDashboard',
    errors: [404],
    page: { summary: 'Sandbox dashboard page (stands in for Stripe’s Express dashboard)' },
  },
  'GET /sandbox/pay/{token}': {
    id: 'showSandboxCheckout',
    errors: [404],
    page: { summary: 'Sandbox test card page for a seat’s payment' },
  },
  // 402 the test card was declined; 409 the payment was cancelled.
  'POST /sandbox/pay/{token}': {
    id: 'submitSandboxCheckout',
    errors: [402, 404, 409],
    page: { summary: 'Pay with a test card on the sandbox page' },
  },
  'GET /sandbox/setup/{token}': {
    id: 'showSandboxCardSetup',
    errors: [404],
    page: { summary: 'Sandbox test card page in setup mode: save a card for a seat that frees' },
  },
  // 402 not a test card number.
  'POST /sandbox/setup/{token}': {
    id: 'submitSandboxCardSetup',
    errors: [402, 404],
    page: { summary: 'Save a test card on the sandbox page, for off-session charges' },
  },
};
