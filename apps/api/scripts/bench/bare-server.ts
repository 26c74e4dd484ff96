/**
 * The baseline of `npm run bench:api`: a bare Fastify + pg server (no logger, hooks, validation or
 * schemas) that answers the same pages of the same tables as the API, with the same JSON, from
 * hand-written SQL. What the API serves beyond this is its own overhead per request.
 *
 * Env: DATABASE_URL, PORT, BENCH_ORG_ID (the organization whose pages it serves; the API takes it
 * from the access token).
 */
import Fastify from 'fastify';
import pg from 'pg';

const orgId = process.env.BENCH_ORG_ID ?? '';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();

interface PageQuery {
  page?: string;
  page_size?: string;
}

function pageOf(query: PageQuery) {
  const page = Math.max(1, Number(query.page ?? 1) || 1);
  const size = Math.min(100, Math.max(1, Number(query.page_size ?? 10) || 10));
  return { page, size, offset: (page - 1) * size };
}

function envelope(path: string, page: number, size: number, count: number, results: unknown[]) {
  const last = Math.max(1, Math.ceil(count / size));
  const link = (n: number) => `${path}?page=${n}&page_size=${size}`;
  return {
    count,
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, last)) : null,
    results,
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

app.get('/api/health/', async () => {
  await pool.query('select 1');
  return { status: 'ok' };
});

interface OperationRow {
  id: string;
  name: string;
  description: string;
  operation_type: string;
  duration: string;
  grip_type: string;
  load: string;
  repetition_rate: string;
  created_at: Date;
  tasks_count: string;
  total_assessments: string;
  most_recent: Date | null;
}

app.get<{ Querystring: PageQuery }>('/api/operation/', async (request) => {
  const { page, size, offset } = pageOf(request.query);
  const [rows, total] = await Promise.all([
    pool.query<OperationRow>(
      `select o.id, o.name, o.description, o.operation_type, o.duration, o.grip_type, o.load,
              o.repetition_rate, o.created_at,
              (select count(*) from tasks t
                where t.operation_id = o.id and t.organization_id = $1) as tasks_count,
              (select count(*) from assessments a
                where a.operation_id = o.id and a.organization_id = $1) as total_assessments,
              (select max(a.created_at) from assessments a
                where a.operation_id = o.id and a.organization_id = $1) as most_recent
         from operations o
        where o.organization_id = $1
        order by o.created_at, o.id
        limit $2 offset $3`,
      [orgId, size, offset],
    ),
    pool.query<{ n: string }>('select count(*) as n from operations where organization_id = $1', [
      orgId,
    ]),
  ]);
  const results = rows.rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    operation_type: row.operation_type,
    unit: row.operation_type,
    duration: row.duration,
    grip_type: row.grip_type,
    load: row.load,
    repetition_rate: row.repetition_rate,
    created_at: row.created_at.toISOString(),
    tasks_count: Number(row.tasks_count),
    total_assessments: Number(row.total_assessments),
    most_recent_analysis: iso(row.most_recent),
  }));
  return envelope('/api/operation/', page, size, Number(total.rows[0]?.n ?? 0), results);
});

interface AssessmentRow {
  id: string;
  name: string;
  type: string;
  task_id: string;
  task_name: string;
  operation_id: string;
  operation_name: string;
  created_at: Date;
  status: string;
  progress: number;
  status_message: string;
  score: number | null;
  risk_level: string | null;
  employee_name: string;
  employee_number: string;
  inputs: unknown;
  angle_overrides: unknown;
  frame_overrides: unknown;
  original_name: string | null;
  size: string | null;
  meta: { duration_seconds?: unknown } | null;
}

app.get<{ Querystring: PageQuery }>('/api/operation/assessments/', async (request) => {
  const { page, size, offset } = pageOf(request.query);
  const [rows, total] = await Promise.all([
    pool.query<AssessmentRow>(
      `select a.id, a.name, a.type, a.task_id, t.name as task_name, a.operation_id,
              o.name as operation_name, a.created_at, a.status, a.progress, a.status_message,
              a.score, a.risk_level, a.employee_name, a.employee_number, a.inputs,
              a.angle_overrides, a.frame_overrides, f.original_name, f.size, f.meta
         from assessments a
         join tasks t on t.id = a.task_id and t.organization_id = $1
         join operations o on o.id = a.operation_id and o.organization_id = $1
         left join files f on f.id = a.video_file_id and f.organization_id = $1
        where a.organization_id = $1
        order by a.created_at desc, a.id desc
        limit $2 offset $3`,
      [orgId, size, offset],
    ),
    pool.query<{ n: string }>('select count(*) as n from assessments where organization_id = $1', [
      orgId,
    ]),
  ]);
  const results = rows.rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    task: row.task_id,
    task_name: row.task_name,
    operation: row.operation_id,
    operation_name: row.operation_name,
    created_at: row.created_at.toISOString(),
    status: row.status,
    progress: row.progress,
    status_message: row.status_message,
    status_message_key: row.status_message,
    score: row.score,
    risk_level: row.risk_level,
    employee_name: row.employee_name,
    employee_number: row.employee_number,
    inputs: row.inputs,
    angle_overrides: row.angle_overrides,
    frame_overrides: row.frame_overrides,
    video:
      row.original_name === null
        ? null
        : {
            file: `/api/operation/${row.type}/${row.id}/file/`,
            detail: row.original_name,
            size: Number(row.size),
            duration_seconds:
              typeof row.meta?.duration_seconds === 'number' ? row.meta.duration_seconds : null,
          },
  }));
  return envelope(
    '/api/operation/assessments/',
    page,
    size,
    Number(total.rows[0]?.n ?? 0),
    results,
  );
});

process.once('SIGTERM', () => {
  void app.close().then(() => pool.end());
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
