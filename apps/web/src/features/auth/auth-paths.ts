import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

const authPaths = [
  paths.auth.login.path,
  paths.auth.register.path,
  paths.auth.forgot.path,
  paths.auth.reset.path,
  paths.auth.activate.path,
  paths.auth.resendActivation.path,
];

/** Sign-in, sign-up and the other account pages: never a place to return to after signing in. */
export function isAuthPath(pathname: string): boolean {
  return authPaths.some((path) => matchPath(path, pathname) !== null);
}
