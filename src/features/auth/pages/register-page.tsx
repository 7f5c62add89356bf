import { RegisterForm } from '../components/sign-in-forms';
import { RegisterFrame } from './register-screen';

/** Register with its form in place (the routed screen, `RegisterScreen`, loads the form after its first paint). */
export function RegisterPage() {
  return <RegisterFrame form={<RegisterForm />} />;
}
