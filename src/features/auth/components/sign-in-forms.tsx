import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { PhoneSignInForm } from './phone-sign-in-form';

/**
 * Login's and Register's forms with their requests: a chunk of its own that their pages
 * load lazily (sign-in-form-slot.tsx), so each page paints its heading and text before the
 * form's code — phone field, form layer, contracts — has arrived (docs/decisions/087).
 */
export function LoginForm() {
  const login = useLogin();
  return <PhoneSignInForm mode="login" send={login.trigger} />;
}

export function RegisterForm() {
  const register = useRegister();
  return <PhoneSignInForm mode="register" send={register.trigger} />;
}
