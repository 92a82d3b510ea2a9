/** The WordPress plan-finder survey (part 1 §2). */
export interface PlanFinderAnswers {
  /** 0 starting now, 1 migrating. */
  online: 0 | 1;
  /** 1 institutional, 2 blog/portal, 3 online store, 4 landing page. */
  goal: 1 | 2 | 3 | 4;
  /** Monthly paid-traffic band: 1 up to R$ 1.000, 2 up to 5.000, 3 up to 10.000, 4 above. */
  traffic: 1 | 2 | 3 | 4;
}

export function recommendPlan({ online, goal, traffic }: PlanFinderAnswers): 12 | 13 | 14 {
  if (online === 0 && goal === 1 && traffic === 1) return 12;
  if (traffic === 4) return 14;
  return 13;
}
