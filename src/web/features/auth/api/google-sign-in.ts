/** Google sign-in is a full-page redirect through the server (no pop-up, so nothing to block). */
export const GOOGLE_START_URL = '/api/auth/google/start';

export function startGoogleSignIn(): void {
  window.location.assign(GOOGLE_START_URL);
}
