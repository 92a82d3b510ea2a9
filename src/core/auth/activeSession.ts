/** One of the customer's sessions as the account page lists it (GET /user/sessions; the API's src/server/auth/sessionRoutes.ts). */
export interface ActiveSession {
  id: string;
  /** "Chrome no Windows", from the browser's User-Agent at sign-in. */
  device: string;
  /** The address it was last used from. */
  address: string | null;
  lastUsedAt: string;
  createdAt: string;
  /** The session of this browser. */
  current: boolean;
}
