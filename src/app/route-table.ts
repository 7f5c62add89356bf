/**
 * The route table of spec 000 §2.1 (and 001 §2) as data: path, name, whether the shared
 * header and footer are shown, and who may open it. The guard (docs/decisions/008) reads
 * `access`; the router (router.tsx) reads the rest.
 *
 * - public:  anyone; session validation skipped for mobile routes.
 * - mobile:  the -mobile content pages; no layout and no authentication check at all.
 * - guest:   signed-out only; a signed-in user is sent to Home.
 * - auth:    needs sign-in.
 * - payment: needs sign-in, host_status approved and a payment account.
 */
export type RouteAccess = 'public' | 'mobile' | 'guest' | 'auth' | 'payment';

export type RouteEntry = {
  path: string;
  name: string;
  title: string;
  layout: boolean;
  access: RouteAccess;
};

export const ROUTES = [
  { path: '/', name: 'Home', title: 'Home', layout: true, access: 'public' },
  {
    path: '/terms-conditions',
    name: 'TermsConditions',
    title: 'Terms & Conditions',
    layout: true,
    access: 'public',
  },
  { path: '/privacy-policy', name: 'PrivacyPolicy', title: 'Privacy Policy', layout: true, access: 'public' },
  { path: '/refer-earn', name: 'ReferEarn', title: 'Refer & Earn', layout: true, access: 'public' },
  {
    path: '/terms-conditions-mobile',
    name: 'TermsConditionsMobile',
    title: 'Terms & Conditions',
    layout: false,
    access: 'mobile',
  },
  {
    path: '/privacy-policy-mobile',
    name: 'PrivacyPolicyMobile',
    title: 'Privacy Policy',
    layout: false,
    access: 'mobile',
  },
  {
    path: '/refer-earn-mobile',
    name: 'ReferEarnMobile',
    title: 'Refer & Earn',
    layout: false,
    access: 'mobile',
  },
  { path: '/login', name: 'Login', title: 'Log In', layout: false, access: 'guest' },
  { path: '/register', name: 'Register', title: 'Get Started', layout: false, access: 'guest' },
  {
    path: '/verification/:slug?',
    name: 'Verification',
    title: 'Verification',
    layout: false,
    access: 'guest',
  },
  { path: '/contact-us', name: 'ContactUs', title: 'Contact Us', layout: true, access: 'public' },
  { path: '/notifications', name: 'Notifications', title: 'Notifications', layout: true, access: 'auth' },
  { path: '/my-profile', name: 'MyProfile', title: 'My Profile', layout: true, access: 'auth' },
  {
    path: '/complete-profile',
    name: 'CompleteProfile',
    title: 'Complete Host Profile',
    layout: false,
    access: 'auth',
  },
  {
    path: '/connect-stripe',
    name: 'ConnectStripe',
    title: 'Connect Stripe',
    layout: true,
    access: 'payment',
  },
  { path: '/messages', name: 'Messages', title: 'Messages', layout: true, access: 'payment' },
  { path: '/my-events', name: 'MyEvents', title: 'My Events', layout: true, access: 'payment' },
  { path: '/event', name: 'EventCreate', title: 'Add New Event', layout: true, access: 'payment' },
  { path: '/event/:slug', name: 'EventEdit', title: 'Edit Event', layout: true, access: 'payment' },
  {
    path: '/event-details/:slug',
    name: 'EventDetails',
    title: 'Event Details',
    layout: true,
    access: 'payment',
  },
  {
    path: '/payment-details',
    name: 'PaymentDetails',
    title: 'Payment Details',
    layout: true,
    access: 'payment',
  },
  {
    path: '/payment-transaction',
    name: 'PaymentTransaction',
    title: 'Payment Transaction',
    layout: true,
    access: 'payment',
  },
  {
    path: '/host-event-reviews',
    name: 'HostEventReviews',
    title: 'Event Reviews',
    layout: true,
    access: 'payment',
  },
  {
    path: '/stripe/connect/success',
    name: 'StripeConnectSuccess',
    title: 'Payment setup success',
    layout: true,
    access: 'auth',
  },
] as const satisfies readonly RouteEntry[];

export type AppRoute = (typeof ROUTES)[number];
export type RouteName = AppRoute['name'];
