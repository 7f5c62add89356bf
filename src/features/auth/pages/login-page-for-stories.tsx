import { LoginForm } from '../components/sign-in-forms';
import { LoginFrame } from './login-screen';

/**
 * Login with its form in place, for the screen stories only: the routed screen, `LoginScreen`,
 * loads the form after its first paint and keeps zod off the first load (docs/FIRST-LOAD.md).
 */
export function LoginPageForStories() {
  return <LoginFrame form={<LoginForm />} />;
}
