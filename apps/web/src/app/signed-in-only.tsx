import { Outlet } from 'react-router';
import { useAuth } from '../features/auth/auth-context.ts';
import { HomePage } from '../features/home/home-page.tsx';

/**
 * The product registers the signed-in screens only while a user is present: signed out, their
 * paths show what unknown paths show, the home page.
 */
export function SignedInOnly() {
  return useAuth().user ? <Outlet /> : <HomePage />;
}
