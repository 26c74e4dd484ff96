import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export interface BenchSession {
  access: string;
  operationId: string;
  taskId: string;
}

async function postJson(
  origin: string,
  url: string,
  body: Record<string, unknown>,
  access?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(access ? { authorization: `Bearer ${access}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // error pages may not be JSON; the status says enough
  }
  return { status: response.status, json };
}

async function expectJson(
  expected: number,
  origin: string,
  url: string,
  body: Record<string, unknown>,
  access?: string,
): Promise<Record<string, unknown>> {
  const { status, json } = await postJson(origin, url, body, access);
  if (status !== expected) {
    throw new Error(
      `POST ${url} answered ${status}, expected ${expected}: ${JSON.stringify(json)}`,
    );
  }
  return json;
}

function stringField(json: Record<string, unknown>, key: string, what: string): string {
  const value = json[key];
  if (typeof value !== 'string' || value === '') {
    throw new Error(`${what}: no "${key}" in ${JSON.stringify(json)}`);
  }
  return value;
}

/** Quoted-printable soft line breaks and escapes, undone just enough to read a link. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The activation link of the newest mail in DATA_DIR/outbox (the embedded mailer writes .eml files). */
async function activationLink(
  dataDir: string,
  email: string,
): Promise<{ uid: string; token: string }> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    const mails = await Promise.all(
      names
        .filter((name) => name.endsWith('.eml'))
        .map(async (name) => ({ name, mtime: (await stat(path.join(outbox, name))).mtimeMs })),
    );
    mails.sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
    for (const mail of mails) {
      const raw = decodeQuotedPrintable(await readFile(path.join(outbox, mail.name), 'utf8'));
      if (!raw.includes(email)) continue;
      const match = /https?:\/\/[^\s"'<>]*\/activate\/([^/\s"'<>]+)\/([^/\s"'<>]+)/.exec(raw);
      if (match?.[1] && match[2]) return { uid: match[1], token: match[2] };
    }
    if (Date.now() > deadline) throw new Error(`no activation mail to ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A fresh organization through the public API (register → mailed activation link → login), with
 * one operation and one REBA task to upload into. A new organization starts with 10 credits.
 */
export async function createSession(origin: string, dataDir: string): Promise<BenchSession> {
  const email = `bench-${randomBytes(4).toString('hex')}@bench.example.com`;
  const password = 'bench-password-42';
  await expectJson(201, origin, '/api/auth/', {
    first_name: 'Bench',
    last_name: 'Runner',
    email,
    password,
    password_confirm: password,
    organization: 'Upload Bench',
  });
  await expectJson(200, origin, '/api/auth/activate/', await activationLink(dataDir, email));
  const login = await expectJson(200, origin, '/api/auth/login/', { email, password });
  const access = stringField(login, 'access', 'login');
  const operation = await expectJson(
    201,
    origin,
    '/api/operation/create/',
    { name: 'Bench line' },
    access,
  );
  const operationId = stringField(operation, 'id', 'operation');
  const task = await expectJson(
    201,
    origin,
    `/api/operation/${operationId}/tasks/create/`,
    { name: 'Bench task', assessment_types: ['reba'] },
    access,
  );
  return { access, operationId, taskId: stringField(task, 'id', 'task') };
}

export interface UploadResult {
  status: number;
  body: string;
  /** request start → last byte handed to the socket */
  sendSeconds: number;
  /** request start → complete response */
  totalSeconds: number;
}

/**
 * POSTs the file as multipart/form-data without ever holding it in memory: the preamble, then the
 * file piped from disk with backpressure, then the closing boundary, under an exact Content-Length
 * (no chunked encoding, as a browser sends a file).
 */
export async function uploadVideo(
  origin: string,
  session: BenchSession,
  file: string,
  fileBytes: number,
): Promise<UploadResult> {
  const boundary = `----ergo-bench-${randomBytes(12).toString('hex')}`;
  const fields: Record<string, string> = {
    task: session.taskId,
    type: 'reba',
    name: 'Bench',
    load: 'LESS_THAN_5',
    coupling: 'GOOD',
  };
  // Text fields first, as browsers send them: the server has them before the file part starts.
  const preamble = Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="bench.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(`/api/operation/${session.operationId}/assessment/create/`, origin);

  const started = performance.now();
  let sentAt = 0;
  const request = httpRequest(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${session.access}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(preamble.length + fileBytes + epilogue.length),
    },
  });
  const responded = new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
    request.once('response', (response: IncomingMessage) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.once('error', reject);
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(parts).toString('utf8'),
          at: performance.now(),
        }),
      );
    });
    request.once('error', reject);
  });
  // A server that refuses early (401, 402, 413) may close the socket mid-body: the response then
  // tells what happened, so a write error alone is not the verdict.
  const sent = pipeline(async function* body() {
    yield preamble;
    yield* createReadStream(file, { highWaterMark: 256 * 1024 });
    yield epilogue;
  }, request).then(
    () => {
      sentAt = performance.now();
    },
    (error: unknown) => error,
  );
  const [response, sendError] = await Promise.all([responded, sent]);
  if (sendError instanceof Error && response.status === 201) throw sendError;
  return {
    status: response.status,
    body: response.body,
    sendSeconds: ((sentAt || response.at) - started) / 1000,
    totalSeconds: (response.at - started) / 1000,
  };
}
