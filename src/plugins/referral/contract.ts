/** GET /referral (part 1 §3: Referral has a link). The bonus rule is part 1 §9. */
export interface Referral {
  link: string;
}

/** The referral bonus is the value of the referred customer's first recharge, up to this cap. */
export const REFERRAL_BONUS_CAP = 20;
