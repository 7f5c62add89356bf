import { useNavigate } from 'react-router-dom';
import { useLogout } from '../../features/auth/api/logout';
import { clearSession } from '../../lib/session';

/**
 * Log Out, wherever it is pressed (the account menu, the phone menu): the token is revoked
 * on the server too, and the session ends here whatever it answers; then /login.
 */
export function useLogOut() {
  const logOutCall = useLogout();
  const navigate = useNavigate();
  return () => {
    void logOutCall.trigger();
    clearSession();
    navigate('/login');
  };
}
