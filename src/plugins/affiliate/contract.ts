/** GET /affiliate: the link an affiliate shares. */
export interface AffiliateSummary {
  link: string;
}
