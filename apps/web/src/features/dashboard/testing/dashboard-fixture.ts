import type { Dashboard, User } from '@ergo/contracts';

/* For the dashboard's tests: a signed-in user and an organization's figures as the API serves them. */

export const USER: User = {
  id: 'u1',
  email: 'ayse@example.com',
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  job_title: 'İSG uzmanı',
  phone: '',
  address: '',
  city: '',
  country: '',
  language: 'en',
  timezone: 'Europe/Istanbul',
  pending_email: null,
  date_joined: '2026-01-10T06:00:00.000Z',
  organization: {
    organization_id: 'o1',
    name: 'Anadolu Lojistik',
    description: 'Two warehouses',
    credit: 8,
    keep_videos: true,
  },
};

const none = { completed: 0, measured: 0, mean_percent: null, improved: 0, worsened: 0 };
const OP = '00000000-0000-4000-8000-0000000000a1';

export const EMPTY: Dashboard = {
  generated_at: '2026-11-24T10:00:00.000Z',
  credit: { balance: 10, per_assessment: 1 },
  totals: {
    operations: 0,
    tasks: 0,
    assessments: 0,
    assessed_tasks: 0,
    high_risk_tasks: 0,
    not_enough_measured: 0,
  },
  risk_distribution: [],
  high_risk: { count: 0, results: [] },
  operations: { count: 0, results: [] },
  trend: {
    time_zone: 'Europe/Istanbul',
    months: ['2026-10', '2026-11'],
    series: [],
  },
  risk_reduction: none,
  recommendations: { by_status: { TODO: 0, IN_PROGRESS: 0, COMPLETED: 0 }, open: 0, overdue: 0 },
  analyses: { in_progress: 0, results: [] },
};

export const BUSY: Dashboard = {
  ...EMPTY,
  credit: { balance: 0, per_assessment: 1 },
  totals: {
    operations: 1,
    tasks: 3,
    assessments: 9,
    assessed_tasks: 3,
    high_risk_tasks: 2,
    not_enough_measured: 1,
  },
  risk_distribution: [
    {
      type: 'reba',
      total: 3,
      counts: { negligible: 0, low: 1, medium: 0, high: 1, very_high: 1 },
    },
  ],
  high_risk: {
    count: 2,
    results: [
      {
        assessment_id: '00000000-0000-4000-8000-0000000000c1',
        type: 'reba',
        name: 'Pallet loading',
        score: 12,
        risk_level: 'very_high',
        created_at: '2026-11-20T08:00:00.000Z',
        task_id: 't1',
        task_name: 'Pallet loading',
        operation_id: OP,
        operation_name: 'Dock 2',
      },
    ],
  },
  operations: {
    count: 1,
    results: [
      {
        id: OP,
        name: 'Dock 2',
        operation_type: 'warehouse',
        tasks_count: 3,
        total_assessments: 9,
        assessed_tasks: 3,
        high_risk_tasks: 2,
        high_risk_share: 2 / 3,
        most_recent_analysis: '2026-11-20T08:00:00.000Z',
        risk_reduction: { completed: 2, measured: 1, mean_percent: 58.3, improved: 1, worsened: 0 },
      },
    ],
  },
  trend: {
    time_zone: 'Europe/Istanbul',
    months: ['2026-10', '2026-11'],
    series: [
      { month: '2026-10', type: 'reba', assessments: 4, mean_score: 9, high_risk: 3 },
      { month: '2026-11', type: 'reba', assessments: 5, mean_score: 5.2, high_risk: 1 },
    ],
  },
  risk_reduction: { completed: 2, measured: 1, mean_percent: 58.3, improved: 1, worsened: 0 },
  recommendations: { by_status: { TODO: 2, IN_PROGRESS: 1, COMPLETED: 2 }, open: 3, overdue: 1 },
  analyses: {
    in_progress: 1,
    results: [
      {
        id: '00000000-0000-4000-8000-0000000000c9',
        type: 'rula',
        name: 'Label printing',
        status: 'processing',
        progress: 40,
        created_at: '2026-11-24T09:00:00.000Z',
      },
    ],
  },
};
