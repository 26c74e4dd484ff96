import type { WishaHorizontalZone, WishaVerticalZone } from './codes';

/**
 * WISHA unadjusted weight limit (lb) by hand location — THE ONE PLACE TO CORRECT IT.
 *
 * Source: WAC 296-62-05174 Appendix B (Washington State L&I lifting calculator), as transcribed in one
 * public implementation (Unreal-Engine plugin "ErgonomicsCore" WISHA.cpp, S11; given there in kg:
 * 29.5, 18.0, 13.6 / 31.75, 22.68, 18 / 40.82, 24.95, 18.14 / 31.75, 22.68, 15.88). A second source
 * for the printed diagram (the WAC text, L&I's Hazard Zone Checklist, the Oregon OSHA lifting
 * calculator, ErgoPlus's guide) was looked for in issue 30 and none that shows the cells could be read
 * (README "WISHA sources, value by value"), so no cell is changed. Whoever reads the diagram changes
 * this table only: every WISHA result, test expectation derived from it and the README cite it.
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
