/**
 * How a queue shares its work out (JOB_SLOTS, JOB_SLOTS_PER_ORGANIZATION): a process runs up to
 * `slots` jobs at once; over every process, at most `slotsPerGroup` jobs of one group (the
 * organization a job works for, JobDefinition.groupOf) run at once; and of the jobs that are due,
 * one of the group with the fewest running is taken first, then the oldest. One organization's
 * long or many uploads therefore never keep another's waiting for a slot: with two slots and one
 * per organization, a second organization's upload starts at the next poll.
 */
export interface FairShare {
  slots: number;
  slotsPerGroup: number;
}

export const DEFAULT_FAIR_SHARE: FairShare = { slots: 2, slotsPerGroup: 1 };

/** Several processes may claim at once: claims are taken one at a time under this advisory lock. */
export const CLAIM_LOCK_KEY = 'ergoassess:job-claim';
