import { RISK_LEVELS } from '@ergo/ergonomics';
import { z } from 'zod';
import { ASSESSMENT_STATUSES } from '../assessments';
import { RECOMMENDATION_STATUSES } from '../recommendations/documents';

const count = z.number().int().min(0);
/** A share between 0 and 1, or null when there is nothing to divide by. */
const share = z.number().min(0).max(1).nullable();

const riskCounts = z.object(
  Object.fromEntries(RISK_LEVELS.map((level) => [level, count])) as Record<
    (typeof RISK_LEVELS)[number],
    typeof count
  >,
);

/** The measured change of completed recommendations: their original assessment against the follow-up. */
export const riskReductionSchema = z.object({
  /** completed recommendations */
  completed: count,
  /** distinct before/after pairs among them where both assessments are scored */
  measured: count,
  /** mean reduction in % of the score before (positive: risk went down; checklist: compliance up) */
  mean_percent: z.number().nullable(),
  improved: count,
  worsened: count,
});

export const dashboardSchema = z.object({
  generated_at: z.string(),
  credit: z.object({
    balance: z.number().int(),
    /** what one credit buys: one assessment's analysis (refunded when it fails) */
    per_assessment: z.number().int(),
  }),
  totals: z.object({
    operations: count,
    tasks: count,
    assessments: count,
    /** tasks with at least one scored assessment */
    assessed_tasks: count,
    /** assessed tasks whose latest assessment of some method is at high or very high risk */
    high_risk_tasks: count,
    /**
     * assessments whose video was measured too little for their score to stand: counted here, and
     * in no risk level (the list shows them with `coverage=insufficient`)
     */
    not_enough_measured: count,
  }),
  /** per method: the risk level of the latest scored assessment of every task */
  risk_distribution: z.array(z.object({ type: z.string(), total: count, counts: riskCounts })),
  /** latest assessments at high or very high risk, worst first (level, then place on its scale) */
  high_risk: z.object({
    count,
    results: z.array(
      z.object({
        assessment_id: z.string(),
        type: z.string(),
        name: z.string(),
        score: z.number(),
        risk_level: z.string(),
        created_at: z.string(),
        task_id: z.string(),
        task_name: z.string(),
        operation_id: z.string(),
        operation_name: z.string(),
      }),
    ),
  }),
  /** operations, the ones with the largest share of high-risk tasks first */
  operations: z.object({
    count,
    results: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        operation_type: z.string(),
        tasks_count: count,
        total_assessments: count,
        assessed_tasks: count,
        high_risk_tasks: count,
        high_risk_share: share,
        most_recent_analysis: z.string().nullable(),
        risk_reduction: riskReductionSchema,
      }),
    ),
  }),
  /** scored assessments per calendar month (the user's time zone) and method, last 12 months */
  trend: z.object({
    time_zone: z.string(),
    months: z.array(z.string()),
    series: z.array(
      z.object({
        month: z.string(),
        type: z.string(),
        assessments: count,
        mean_score: z.number(),
        high_risk: count,
      }),
    ),
  }),
  risk_reduction: riskReductionSchema,
  recommendations: z.object({
    by_status: z.object(
      Object.fromEntries(RECOMMENDATION_STATUSES.map((status) => [status, count])) as Record<
        (typeof RECOMMENDATION_STATUSES)[number],
        typeof count
      >,
    ),
    open: count,
    /** open (not completed) with a due date before today */
    overdue: count,
  }),
  analyses: z.object({
    in_progress: count,
    results: z.array(
      z.object({
        id: z.string(),
        type: z.string(),
        name: z.string(),
        status: z.enum(ASSESSMENT_STATUSES),
        progress: z.number().int(),
        created_at: z.string(),
      }),
    ),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type RiskReduction = z.infer<typeof riskReductionSchema>;

/** How many rows each list of the dashboard shows; the full lists are a click away. */
export const DASHBOARD_LIMITS = { highRisk: 10, operations: 12, analyses: 5, months: 12 } as const;
