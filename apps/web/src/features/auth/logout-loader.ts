import { redirect } from 'react-router';
import { logout } from './api/logout';

export { logout };

/** /perfil2/logout: ends the session (API call best effort) and goes to /home. */
export async function logoutLoader(): Promise<Response> {
  await logout();
  return redirect('/home');
}
