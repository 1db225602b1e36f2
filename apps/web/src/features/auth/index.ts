// What other features may use from the auth feature (docs/decisions: feature boundaries).
// Pages are not exported here: the router loads each page module lazily by its path.
export { logout, sessionKeys, useCurrentUser, useSignIn } from './api/session';
export { GoogleMark } from './google-mark';
export { clearGoogleProfile, prefillFromGoogle, usableGoogleIdToken } from './google-profile';
export { loginErrorMessage } from './login-errors';
