import { Heading } from '@friendly/ui';
import { Link } from 'react-router-dom';
import { useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { PhoneSignInForm } from '../components/phone-sign-in-form';

/** Login (/login, spec 000 §2.8): a code goes to the host's phone, then Verification after 2 seconds. */
export function LoginPage() {
  const login = useLogin();
  return (
    <AuthLayout>
      <Heading level={1}>Become a Friendly Host?</Heading>
      <p className="mt-2 mb-8 text-ink-600">
        Log in with your phone number. We will text you a 6-digit code.
      </p>
      <PhoneSignInForm mode="login" send={login.trigger} />
      <p className="mt-6 text-center text-sm text-ink-600">
        New to Friendly Host?{' '}
        <Link to="/register" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}
