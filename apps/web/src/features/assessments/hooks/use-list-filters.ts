import { ASSESSMENT_STATUSES, RISK_LEVEL_FILTERS } from '@ergo/contracts';
import { useSearchParams } from 'react-router';

/** `high,very_high`: the dashboard's "at high risk" (either level). */
export const HIGH_OR_ABOVE = 'high,very_high';
export const STATUS_FILTERS = ['analysing', ...ASSESSMENT_STATUSES] as const;

const RISK_CHOICES: readonly string[] = [...RISK_LEVEL_FILTERS, HIGH_OR_ABOVE];

export interface ListFilters {
  type: string | null;
  operation: string | null;
  task: string | null;
  /** one level, or `high,very_high` */
  risk: string | null;
  status: string | null;
  /** only the latest scored assessment of each task and method */
  latest: boolean;
  /** `insufficient`: only the assessments whose video was measured too little to score */
  coverage: string | null;
}

const FILTER_NAMES = {
  type: 'type',
  operation: 'operation',
  task: 'task',
  risk: 'risk_level',
  status: 'status',
  latest: 'latest',
  coverage: 'coverage',
} as const;

/**
 * The list's filters, kept in the address with the API's own parameter names, so the dashboard
 * links straight to the list its figure summarises (`/assessments?latest=true&risk_level=high`) and
 * a reload or a shared link shows the same list. Values the list does not offer are ignored.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const read = (name: string, allowed?: readonly string[]) => {
    const value = params.get(name);
    if (!value) return null;
    return !allowed || allowed.includes(value) ? value : null;
  };
  const filters: ListFilters = {
    type: read(FILTER_NAMES.type),
    operation: read(FILTER_NAMES.operation),
    task: read(FILTER_NAMES.task),
    risk: read(FILTER_NAMES.risk, RISK_CHOICES),
    status: read(FILTER_NAMES.status, STATUS_FILTERS),
    latest: params.get(FILTER_NAMES.latest) === 'true',
    coverage: read(FILTER_NAMES.coverage, ['insufficient']),
  };

  const set = (changes: Partial<ListFilters>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          const name = FILTER_NAMES[key as keyof ListFilters];
          if (value === null || value === false || value === '') next.delete(name);
          else next.set(name, value === true ? 'true' : String(value));
        }
        return next;
      },
      { replace: true },
    );

  const active = Object.values(filters).some((value) => value !== null && value !== false);
  const clear = () =>
    set({
      type: null,
      operation: null,
      task: null,
      risk: null,
      status: null,
      latest: false,
      coverage: null,
    });

  /** The filters as the API's query parameters (for the list and its Excel export). */
  const query: Record<string, string | null> = {
    type: filters.type,
    operation: filters.operation,
    task: filters.task,
    risk_level: filters.risk,
    status: filters.status,
    latest: filters.latest ? 'true' : null,
    coverage: filters.coverage,
  };
  return { filters, set, clear, active, query };
}
