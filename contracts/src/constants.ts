/**
 * Business constants and the generic messages, free of zod and of the date library:
 * the app's entry chunk imports them from '@friendly/contracts/constants' (docs/decisions/072).
 */
/** Business constants and limits (spec 000 §9 and 001 §9). Both the app and the server read these. */
export const LIMITS = {
  otpLength: 6,
  resendCooldownSeconds: 60,
  /** Ours (docs/decisions/011): a code lives 10 minutes and survives 5 wrong tries. */
  otpValidityMinutes: 10,
  otpMaxAttempts: 5,
  otpSendsPerNumberPerHour: 5,
  phoneDigits: { min: 6, max: 15 },
  nameMin: 2,
  bioMin: 10,
  profilePhotoMaxBytes: 3 * 1024 * 1024,
  profilePhotoTypes: ['image/jpeg', 'image/png', 'image/webp'],
  contact: { firstName: 2, lastName: 2, subject: 3, message: 10 },
  eventTitleMin: 3,
  eventDescriptionMin: 10,
  eventImagesMax: 10,
  eventImageMaxBytes: 10 * 1024 * 1024,
  eventImageTypes: ['image/png', 'image/jpeg'],
  capacity: { min: 1, max: 6 },
  discount: { min: 0, max: 100, default: 25 },
  /** The discount goes to guests who join at least this many days before the start (docs/decisions/084). */
  earlyBirdDays: 7,
  priceMin: 0,
  priceStep: 0.01,
  standardEventMinDaysAhead: 20,
  timeOptionStepMinutes: 30,
  chatPageSize: 50,
  chatPreviewLength: 80,
  defaultPageSize: 10,
  defaultCommissionPercent: 15,
  defaultCurrency: 'usd',
} as const;

export const TIMINGS = {
  redirectAfterSignUpMs: 1000,
  redirectAfterLoginMs: 2000,
  redirectAfterVerificationMs: 1000,
  redirectAfterEventSaveMs: 1000,
  paymentBannerMs: 5000,
  placesDebounceMs: 300,
  placesBlurHideMs: 150,
  unreadPollMs: 60_000,
  loadingMinimumMs: 800,
  toastMs: 3000,
  roomListPollMs: 7000,
  roomRejoinMs: 30_000,
} as const;

export const DEFAULT_COUNTRY = { code: 'AU', isd_code: '+61' } as const;
export const DEFAULT_AVATAR = '/images/default-avatar.png';

/** Messages used across the product (spec 000 §8). */
export const GENERIC_MESSAGES = {
  fieldErrors: 'Please correct the errors below.',
  fixValidationErrors: 'Please fix the validation errors above.',
  unexpected: 'An unexpected error occurred. Please try again.',
  network: 'Network error',
  networkOccurred: 'Network error occurred',
  notFound: 'The requested resource was not found.',
  payloadTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  unauthenticated: 'Unauthenticated.',
  // Ours (docs/decisions/061, 064).
  badRequest: 'The request could not be understood.',
  badForm: 'The form data could not be read. Please try again.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'The request headers are too large.',
  urlTooLong: 'The address is too long.',
} as const;
