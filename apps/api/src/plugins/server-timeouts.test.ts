import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../test/helpers';
import { operationWithTask } from '../../test/video-helpers';

/*
 * Slow clients over a real connection (issue 29: a half-sent body was held open for good). The
 * timeouts are shortened here; their defaults are in the README's configuration table.
 */
const t = await createTestApp({
  HTTP_HEADERS_TIMEOUT_SECONDS: '1',
  HTTP_BODY_TIMEOUT_SECONDS: '2',
  HTTP_IDLE_TIMEOUT_SECONDS: '3',
  HTTP_REQUEST_TIMEOUT_SECONDS: '10',
});
const origin = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));

/**
 * Opens a connection, writes `first`, then `drip` every `everyMs`, until the server closes it.
 * Resolves with how long the connection stayed open and what the server said, if anything.
 */
function slowClient(
  first: string,
  drip: string,
  everyMs: number,
  giveUpMs = 15_000,
): Promise<{ openMs: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket: Socket = connect(Number(origin.port), origin.hostname, () => {
      socket.write(first);
    });
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(drip);
    }, everyMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ openMs: Date.now() - started, answer });
    });
  });
}

describe('slow clients are dropped', () => {
  it('headers sent a line at a time are cut off at the headers timeout', async () => {
    const { openMs } = await slowClient(
      'GET /api/health/ HTTP/1.1\r\nHost: app.test\r\n',
      'X-Slow: yes\r\n',
      200,
    );
    // 1 s, checked every second
    expect(openMs).toBeLessThan(4000);
  });

  it('a JSON body trickled a byte at a time is cut off at the body timeout, though never idle', async () => {
    const { openMs, answer } = await slowClient(
      'POST /api/auth/login/ HTTP/1.1\r\nHost: app.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      ' ',
      200,
    );
    expect(openMs).toBeGreaterThanOrEqual(1900);
    expect(openMs).toBeLessThan(3000);
    expect(answer).toBe('');
  });

  it('an upload that stops sending is closed at the idle timeout', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const boundary = 'x-boundary';
    const { openMs } = await slowClient(
      `POST /api/operation/${target.opId}/assessment/create/ HTTP/1.1\r\nHost: app.test\r\nAuthorization: ${user.headers.authorization}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nSquat\r\n`,
      '',
      60_000,
    );
    expect(openMs).toBeGreaterThanOrEqual(2900);
    expect(openMs).toBeLessThan(5000);
  });

  it('a body refused before it is read (no token) is not waited for: the connection closes', async () => {
    const { openMs, answer } = await slowClient(
      'POST /api/operation/create/ HTTP/1.1\r\nHost: app.test\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000000\r\n\r\n--b\r\n',
      '',
      60_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(openMs).toBeLessThan(1500);
  });

  it('a request sent at once is answered as usual', async () => {
    const response = await fetch(`${origin.origin}/api/health/`);
    expect(response.status).toBe(200);
    const login = await fetch(`${origin.origin}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }),
    });
    expect(login.status).toBe(400);
  });
});
