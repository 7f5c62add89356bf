import { Heading } from '@friendly/ui';
import type * as React from 'react';
import { Link } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout';
import { SignInFormSlot } from '../components/sign-in-form-slot';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4';

/** Host sign-up (/register, spec 000 §2.8): a code goes to the phone, then Verification after 1 second. */
export function RegisterFrame({ form }: { form: React.ReactNode }) {
  return (
    <AuthLayout>
      <Heading level={1}>Become a Friendly Host?</Heading>
      <p className="mt-2 mb-8 text-ink-600">
        Sign up with your phone number. We will text you a 6-digit code.
      </p>
      {form}
      <p className="mt-6 text-sm text-ink-600">
        By continuing you agree to our{' '}
        <Link to="/terms-conditions" className={linkClass}>
          Terms &amp; Conditions
        </Link>{' '}
        and{' '}
        <Link to="/privacy-policy" className={linkClass}>
          Privacy Policy
        </Link>
        .
      </p>
      <p className="mt-4 text-center text-sm text-ink-600">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Log in
        </Link>
      </p>
    </AuthLayout>
  );
}

/**
 * The register screen as the app routes to it: the frame paints first and the form loads
 * after (SignInFormSlot, docs/decisions/087). `RegisterPageForStories` is the same frame with the form in place.
 */
export function RegisterScreen() {
  return <RegisterFrame form={<SignInFormSlot mode="register" />} />;
}
