import type { WishaHorizontalZone, WishaVerticalZone } from './codes';

/**
 * WISHA unadjusted weight limit (lb) by hand location — THE ONE PLACE TO CORRECT IT.
 *
 * Provenance: SECONDARY, single source. scoring-methods.md §5.2 took these values from one public
 * implementation (Unreal-Engine plugin "ErgonomicsCore" WISHA.h/.cpp, S11; given there in kg:
 * 29.5, 18.0, 13.6 / 31.75, 22.68, 18 / 40.82, 24.95, 18.14 / 31.75, 22.68, 15.88). They could NOT be
 * confirmed against WAC 296-62-05174 Appendix B or an L&I form. Treat as unverified; the
 * above-shoulder/near cell (65 lb) is the least plausible. When the official diagram is checked, change
 * this table only: every WISHA result, test expectation derived from it and the README cite this table.
 */
export const WISHA_WEIGHT_GRID_PROVENANCE =
  'SECONDARY-UNVERIFIED (scoring-methods.md §5.2, source S11)';

export const WISHA_UNADJUSTED_LIMIT_LB: Readonly<
  Record<WishaVerticalZone, Readonly<Record<WishaHorizontalZone, number>>>
> = {
  ABOVE_SHOULDER: { NEAR: 65, MID: 40, FAR: 30 },
  WAIST_TO_SHOULDER: { NEAR: 70, MID: 50, FAR: 40 },
  KNEE_TO_WAIST: { NEAR: 90, MID: 55, FAR: 40 },
  BELOW_KNEE: { NEAR: 70, MID: 50, FAR: 35 },
};
