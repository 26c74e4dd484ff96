import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/**
 * A multipart body whose text fields come first and whose file part (in `fileField`) is
 * `fileBytes` long, produced on demand in 256 KiB pieces: `sent()` says how much of the body the
 * server asked for, so a test can tell an upload refused at once from one read to the end.
 */
export function streamedUpload(
  fields: Record<string, string>,
  { fileField = 'video', fileBytes = 64 * 1024 * 1024 } = {},
) {
  const piece = 256 * 1024;
  const boundary = `----ergo${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="squats.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  let sent = 0;
  let fileSent = 0;
  const body = new Readable({
    read() {
      if (sent === 0) {
        sent += head.length;
        this.push(head);
        return;
      }
      if (fileSent >= fileBytes) {
        this.push(Buffer.from(`\r\n--${boundary}--\r\n`));
        this.push(null);
        return;
      }
      fileSent += piece;
      sent += piece;
      this.push(Buffer.alloc(piece, 1));
    },
  });
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    sent: () => sent,
  };
}
