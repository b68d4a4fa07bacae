/**
 * The fake backend over real HTTP (`npm run api`): a small node:http server that hands each
 * API request to the same msw handlers the browser and the tests use (msw's `getResponse`),
 * and, when asked, serves a built panel (`dist/`) as static files on the same origin.
 *
 * Requests are matched against the API base the handlers were built with (`API_BASE_URL`):
 * whatever host the client used, a path under the base's path is rewritten onto the base,
 * so `http://127.0.0.1:4010/api/v1/trails` reaches the handler of `/trails`.
 *
 * Exposure (docs/decisions/fake-backend.md): it listens on 127.0.0.1 unless told otherwise
 * (scripts/api.mjs --host); CORS answers only pages of localhost origins (any port) and the
 * origins `corsOrigins` names (--cors), so a page of another site cannot drive it from the
 * administrator's browser; a request body over `maxBodyBytes` (50 MB) is refused with 413,
 * before it is read whole when it says its length.
 *
 * Why not @mswjs/http-middleware: it brings Express 4 and its dependencies for what is one
 * call to `getResponse` and a few lines of node:http.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';
import { API_BASE_URL } from '../../src/api/config';

export interface ApiServerOptions {
  handlers: RequestHandler[];
  /** A built panel to serve on the same origin (index.html for unknown paths). */
  dist?: string | null;
  /** One log line per request. */
  log?: (line: string) => void;
  /** Origins besides localhost's that may call it from a browser (exact, e.g. https://admin.example). */
  corsOrigins?: readonly string[];
  /** The largest request body taken; beyond it: 413. */
  maxBodyBytes?: number;
}

/** 50 MB: ten photos at the editor's largest and a .kml, with room to spare. */
export const MAX_BODY_BYTES = 50 * 1024 * 1024;

/** A request body over the limit (answered 413). */
class BodyTooLarge extends Error {}

/** http(s)://localhost, 127.0.0.1 or [::1], any port. */
export function isLocalOrigin(origin: string): boolean {
  try {
    const { hostname, protocol } = new URL(origin);
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      ['localhost', '127.0.0.1', '[::1]'].includes(hostname)
    );
  } catch {
    return false;
  }
}

const CORS_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
const EXPOSED_HEADERS = 'Idempotent-Replayed, Content-Disposition, Retry-After';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Text, JSON, JS, CSS and SVG: worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/;

type Coding = 'br' | 'gzip';

/**
 * The content coding for an answer, as a production web server or CDN picks it: brotli when
 * the client accepts it (every current browser does, Chromium even over plain HTTP), else
 * gzip, else none. So `npm run bench:load` counts the bytes a real deployment sends.
 * `Accept-Encoding` tokens with `q=0` are refused ones.
 */
export function codingFor(acceptEncoding: string | undefined, contentType: string): Coding | null {
  if (!COMPRESSIBLE.test(contentType)) return null;
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (token && (!q || Number(q.slice(2)) > 0)) accepted.add(token);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Static files get brotli's best quality, as files precompressed at deploy time are
 * (nginx's brotli_static, a CDN); API answers, compressed per request, a fast one.
 */
function compress(body: Buffer, coding: Coding, kind: 'static' | 'answer'): Buffer {
  if (coding === 'gzip') return gzipSync(body, { level: kind === 'static' ? 9 : 6 });
  return brotliCompressSync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: kind === 'static' ? zlib.BROTLI_MAX_QUALITY : 5,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Compressed static files, by path, version and coding: each is compressed once. */
const compressedFiles = new Map<string, Buffer>();

function errorBody(status: number, message: string): string {
  return JSON.stringify({ message, statusCode: status });
}

function corsHeaders(req: IncomingMessage, allowed: readonly string[]): Record<string, string> {
  const origin = req.headers.origin;
  // A dev server or a tool on this machine, or an origin named with --cors; no other site's
  // page may read its answers.
  if (!origin || !(isLocalOrigin(origin) || allowed.includes(origin))) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

async function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  const all = Buffer.concat(chunks);
  // A copy on its own ArrayBuffer: Request bodies take ArrayBuffer-backed views.
  return new Uint8Array(all);
}

/** The Fetch Request for an incoming API call, its URL moved onto API_BASE_URL. */
async function toRequest(req: IncomingMessage, apiPath: string, limit: number): Promise<Request> {
  const incoming = new URL(req.url ?? '/', 'http://placeholder');
  const url = `${API_BASE_URL}${incoming.pathname.slice(apiPath.length)}${incoming.search}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req, limit) : null;
  return new Request(url, { method, headers, body: body && body.length > 0 ? body : null });
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string | string[]> = { ...extra };
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  const coding = codingFor(
    req.headers['accept-encoding'],
    response.headers.get('content-type') ?? '',
  );
  if (body.length > 1024 && coding) {
    body = compress(body, coding, 'answer');
    headers['content-encoding'] = coding;
    headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
  }
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  pathname: string,
): Promise<number> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = '/';
  }
  const candidate = resolve(join(root, decoded));
  const inside = candidate === root || candidate.startsWith(root + sep);
  let file = inside ? candidate : null;
  if (file) {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) file = null;
  }
  if (!file) {
    // A client-side route: the panel's index.html; a missing asset: 404.
    if (extname(decoded) !== '' && !decoded.endsWith('.html')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return 404;
    }
    file = join(root, 'index.html');
  }
  const hashed = file.includes(`${sep}static${sep}`);
  const contentType = MIME[extname(file)] ?? 'application/octet-stream';
  const coding = codingFor(req.headers['accept-encoding'], contentType);
  const info = await stat(file);
  let body: Buffer;
  if (coding) {
    const key = `${file}\0${info.mtimeMs}\0${info.size}\0${coding}`;
    body = compressedFiles.get(key) ?? compress(await readFile(file), coding, 'static');
    compressedFiles.set(key, body);
  } else {
    body = await readFile(file);
  }
  res.writeHead(200, {
    'content-type': contentType,
    'content-length': String(body.length),
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(coding ? { 'content-encoding': coding, vary: 'Accept-Encoding' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return 200;
}

/** A node:http server answering the API with `handlers` (and `dist` when given). */
export function createApiServer({
  handlers,
  dist = null,
  log,
  corsOrigins = [],
  maxBodyBytes = MAX_BODY_BYTES,
}: ApiServerOptions): Server {
  const apiPath = new URL(API_BASE_URL).pathname.replace(/\/+$/, '');
  const root = dist ? resolve(dist) : null;

  return createServer((req, res) => {
    const started = performance.now();
    const pathname = new URL(req.url ?? '/', 'http://placeholder').pathname;
    const isApi = pathname === apiPath || pathname.startsWith(`${apiPath}/`);
    const cors = corsHeaders(req, corsOrigins);

    const handle = async (): Promise<number> => {
      if (isApi && req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
          'Access-Control-Allow-Headers':
            req.headers['access-control-request-headers'] ?? CORS_HEADERS,
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return 204;
      }
      if (isApi) {
        let request: Request;
        try {
          request = await toRequest(req, apiPath, maxBodyBytes);
        } catch (error) {
          if (!(error instanceof BodyTooLarge)) throw error;
          // Answered at once; the rest of the body is not read, and the connection closes.
          res.writeHead(413, { ...cors, 'content-type': 'application/json', connection: 'close' });
          res.end(errorBody(413, `Request body over ${maxBodyBytes} bytes`));
          req.resume();
          return 413;
        }
        const response = await getResponse(handlers, request);
        if (!response) {
          res.writeHead(404, { ...cors, 'content-type': 'application/json' });
          res.end(errorBody(404, `No such endpoint: ${req.method} ${pathname}`));
          return 404;
        }
        // msw's network error (HttpResponse.error()): drop the connection, as a network would.
        if (response.type === 'error') {
          res.destroy();
          return 0;
        }
        await send(req, res, response, cors);
        return response.status;
      }
      if (root && (req.method === 'GET' || req.method === 'HEAD')) {
        return serveStatic(req, res, root, pathname);
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(errorBody(404, `Not found: ${pathname}`));
      return 404;
    };

    handle().then(
      (status) =>
        log?.(
          `${req.method} ${req.url} ${status || 'network error'} ${Math.round(performance.now() - started)} ms`,
        ),
      (error: unknown) => {
        log?.(`${req.method} ${req.url} 500 ${String(error)}`);
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(500, { ...cors, 'content-type': 'application/json' });
        res.end(errorBody(500, 'Internal server error'));
      },
    );
  });
}
