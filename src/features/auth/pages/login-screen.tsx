import { Heading } from '@friendly/ui';
import type * as React from 'react';
import { Link } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout';
import { SignInFormSlot } from '../components/sign-in-form-slot';

/** Login (/login, spec 000 §2.8): a code goes to the host's phone, then Verification after 2 seconds. */
export function LoginFrame({ form }: { form: React.ReactNode }) {
  return (
    <AuthLayout>
      <Heading level={1}>Become a Friendly Host?</Heading>
      <p className="mt-2 mb-8 text-ink-600">
        Log in with your phone number. We will text you a 6-digit code.
      </p>
      {form}
      <p className="mt-6 text-center text-sm text-ink-600">
        New to Friendly Host?{' '}
        <Link to="/register" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}

/**
 * The login screen as the app routes to it: the frame paints first and the form loads
 * after (SignInFormSlot, docs/decisions/087). `LoginPageForStories` is the same frame with the form in place.
 */
export function LoginScreen() {
  return <LoginFrame form={<SignInFormSlot mode="login" />} />;
}
