import { LoginForm } from '../components/sign-in-forms';
import { LoginFrame } from './login-screen';

/** Login with its form in place (the routed screen, `LoginScreen`, loads the form after its first paint). */
export function LoginPage() {
  return <LoginFrame form={<LoginForm />} />;
}
