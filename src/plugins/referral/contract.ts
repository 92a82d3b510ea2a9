/** GET /referral (part 1 §3: Referral has a link), with what the link brought so far. The bonus rule is part 1 §9. */
export interface Referral {
  link: string;
  /** Accounts created through the link. */
  referred: number;
  /** Of those, the ones whose first recharge earned the bonus, and the bonus earned in all (R$). */
  rewarded: number;
  bonus: number;
}

/** The referral bonus is the value of the referred customer's first recharge, up to this cap. */
export const REFERRAL_BONUS_CAP = 20;
