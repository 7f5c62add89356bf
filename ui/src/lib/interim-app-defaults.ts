/**
 * INTERIM (issue 10, item 6). The design system knows no business rules: the app passes
 * them from @friendly/contracts. A few call sites that another change is rewriting do
 * not pass them yet — the profile form (ImageInput avatar, CountryPhoneInput,
 * PlaceAutocomplete) and the root route (Toaster) — so, to keep their behaviour until
 * they do, these components fall back to the values below. Delete this file, and the
 * fallbacks that read it, once those call sites pass the props; nothing else may import it.
 */
export const INTERIM_APP_DEFAULTS = {
  /** ImageInput `variant="avatar"`: pass `{...PROFILE_PHOTO_RULES}`. */
  avatarImage: {
    accept: ['image/jpeg', 'image/png', 'image/webp'],
    maxFileSize: 3 * 1024 * 1024,
    messages: {
      invalidType: 'Image type is invalid. Please upload a JPEG, PNG, or WebP file.',
      tooLarge: 'Image should be under 3 MB.',
    },
  },
  /** CountryPhoneInput: pass `defaultCountryCode={DEFAULT_COUNTRY.code}`. */
  countryCode: 'AU',
  /** PlaceAutocomplete: pass `typingDelayMs={TIMINGS.placesDebounceMs}`. */
  placeTypingDelayMs: 300,
  /** PlaceAutocomplete: pass `hideDelayMs={TIMINGS.placesBlurHideMs}`. */
  placeHideDelayMs: 150,
  /** Toaster: pass `duration={TIMINGS.toastMs}`. */
  toastDurationMs: 3000,
} as const;
