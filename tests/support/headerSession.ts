import { stubApi } from './renderWithShell';
import { markSession } from '../../src/core/auth/tokenCookie';
import type { Credits } from '../../src/core/session/types';

interface HeaderUser {
  id: number;
  name: string;
  email: string;
  isAffiliate: boolean;
  isFirstAccess: boolean;
}

/** A signed-in session whose header data (the user and their credits) the API answers with these. */
export function stubHeaderSession(user: HeaderUser, credits: Pick<Credits, 'total' | 'credit' | 'bonus' | 'estimate' | 'estimateText'>) {
  markSession('t', 60);
  return stubApi({ 'GET /api/user': { body: { data: user } }, 'GET /api/user/credits': { body: { data: credits } } });
}
