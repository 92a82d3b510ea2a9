/** Every polling interval of the specification, in one place (part 1 §9, part 2 §9). */
export const POLLING = {
  hostingStatus: 10_000,
  paymentStatus: 3_000,
  paymentStatusAfterError: 10_000,
  job: 5_000,
  jobFirstCheck: 3_000,
  usage: 10_000,
  appInstall: 5_000,
  appsList: 5_000,
  appsListAfterError: 10_000,
  sshStatus: 10_000,
  alternativeUrl: 5_000,
  hostingRemoval: 5_000,
  databaseUsage: 60_000,
} as const;

/** A react-query refetchInterval that polls while `active`, slower after an error. */
export function pollWhile(active: boolean, every: number, afterError = every) {
  return (query: { state: { status: string } }) => (active ? (query.state.status === 'error' ? afterError : every) : false);
}
