import { RegisterForm } from '../components/sign-in-forms';
import { RegisterFrame } from './register-screen';

/**
 * Register with its form in place, for the screen stories only: the routed screen,
 * `RegisterScreen`, loads the form after its first paint and keeps zod off the first load
 * (docs/FIRST-LOAD.md).
 */
export function RegisterPageForStories() {
  return <RegisterFrame form={<RegisterForm />} />;
}
