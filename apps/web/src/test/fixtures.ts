import type { User } from '@ergo/contracts';

/** An answer of the API as fetch returns it: JSON with its status. */
export function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The signed-in user the tests serve (GET /auth/), with the organization's credit. */
export function testUser({ credit = 7 }: { credit?: number } = {}): User {
  return {
    id: 'u1',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    job_title: '',
    phone: '',
    address: '',
    city: '',
    country: '',
    language: 'en',
    timezone: 'UTC',
    pending_email: null,
    date_joined: '2026-11-21T06:00:00.000Z',
    organization: {
      organization_id: 'o1',
      name: 'Acme',
      description: '',
      credit,
      keep_videos: true,
    },
  };
}
