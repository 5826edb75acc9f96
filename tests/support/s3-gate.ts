// s3rver does not check AWS signatures (version 4); real S3 does. This gate in front of it checks
// every presigned request (a signature in the query) the way S3 does, refusing with 403 what the
// signature does not cover (another Content-Length or Content-Type, an expired address), and
// passes everything else through. So the tests see what a browser would see from a real store.
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Why a presigned request's signature does not hold, or null when it does. */
export function presignProblem(
  method: string,
  rawUrl: string,
  headers: http.IncomingHttpHeaders,
  secretAccessKey: string,
  now = Date.now(),
): string | null {
  const url = new URL(rawUrl, 'http://store');
  const q = url.searchParams;
  const signature = q.get('X-Amz-Signature');
  const credential = q.get('X-Amz-Credential') ?? '';
  const amzDate = q.get('X-Amz-Date') ?? '';
  const signedHeaders = q.get('X-Amz-SignedHeaders') ?? '';
  const stamp = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!signature || !stamp) return 'not a presigned request';
  const signedAt = Date.UTC(+stamp[1], +stamp[2] - 1, +stamp[3], +stamp[4], +stamp[5], +stamp[6]);
  if (now > signedAt + Number(q.get('X-Amz-Expires')) * 1000) return 'Request has expired';
  const query = [...q.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .split(';')
    .map(
      (h) =>
        `${h}:${String(headers[h] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [
    method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    q.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = credential.split('/').slice(1).join('/');
  const [date, region, service] = credential.split('/').slice(1);
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature
    ? null
    : 'SignatureDoesNotMatch';
}

/** Starts the gate in front of `target` (s3rver's address); resolves with its own address. */
export async function startS3Gate(target: string, secretAccessKey: string) {
  const to = new URL(target);
  const server = http.createServer((req, res) => {
    const problem = req.url?.includes('X-Amz-Signature=')
      ? presignProblem(req.method ?? 'GET', req.url, req.headers, secretAccessKey)
      : null;
    if (problem) {
      req.resume();
      res.writeHead(403, { 'content-type': 'application/xml', connection: 'close' });
      res.end(`<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>${problem}</Message></Error>`);
      return;
    }
    const forward = http.request(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
      (upstream) => {
        res.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
