/** The signed-in user and their credits as the API answers them: one truth for the panel and the server. */

export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  photo: string | null;
  isAffiliate: boolean;
  activeServices: number;
  isFirstAccess: boolean;
  registerDomain: string | null;
}

export interface Credits {
  total: number;
  credit: number;
  bonus: number;
  estimate: number | null;
  estimateText: string;
  bonusExpired: boolean;
  hasServices: boolean;
}
