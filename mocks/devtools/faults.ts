/**
 * Faults on demand (the developer panel): a latency for every call, the next N calls
 * failing with 500, 503, 401 or a network error, and a log of the last 50 calls.
 *
 * Settings live in localStorage, so they survive a reload and apply to every tab (the
 * backend is one for all tabs, and so are its faults). The fault handler goes first in the
 * worker; it answers only when a call must fail, else it lets the real handler answer.
 * Files (photos, .kml) are left alone: images would use up the failures unseen.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { apiUrl } from '../../src/api/config';

export const FAULT_KINDS = ['500', '503', '401', 'network'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export const LATENCIES = ['realistic', 'none', '1000', '3000', '35000'] as const;
export type Latency = (typeof LATENCIES)[number];

const settingsSchema = z.object({
  latency: z.enum(LATENCIES).catch('realistic'),
  failKind: z.enum(FAULT_KINDS).catch('500'),
  failRemaining: z.number().int().min(0).max(1000).catch(0),
});
export type FaultSettings = z.infer<typeof settingsSchema>;

export const SETTINGS_KEY = 'cairn.devtools';
const DEFAULTS: FaultSettings = { latency: 'realistic', failKind: '500', failRemaining: 0 };

type Listener = () => void;
const listeners = new Set<Listener>();

function storageArea(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

let cached: { raw: string | null; value: FaultSettings } | null = null;

/** The current settings (unreadable or missing ones fall back to the defaults). */
export function readFaults(): FaultSettings {
  const raw = storageArea()?.getItem(SETTINGS_KEY) ?? null;
  if (cached && cached.raw === raw) return cached.value;
  let value: FaultSettings;
  try {
    value = raw ? settingsSchema.parse(JSON.parse(raw)) : DEFAULTS;
  } catch {
    value = DEFAULTS;
  }
  cached = { raw, value };
  return value;
}

export function writeFaults(patch: Partial<FaultSettings>): void {
  const next = { ...readFaults(), ...patch };
  try {
    storageArea()?.setItem(SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the settings last for this page only.
    cached = { raw: null, value: next };
  }
  for (const listener of listeners) listener();
}

export function onFaultsChange(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Milliseconds to wait before a call, by the latency setting. */
export function latencyMs(latency: Latency, random: () => number = Math.random): number {
  if (latency === 'none') return 0;
  if (latency === 'realistic') return 150 + Math.round(random() * 250);
  return Number(latency);
}

const FAULT_MESSAGES: Record<Exclude<FaultKind, 'network'>, string> = {
  '500': 'Internal server error (injected by the developer panel)',
  '503': 'Service unavailable (injected by the developer panel)',
  '401': 'Unauthorized',
};

/** The answer of an injected failure. */
export function faultResponse(kind: FaultKind): Response {
  if (kind === 'network') return HttpResponse.error();
  const status = Number(kind);
  return HttpResponse.json({ message: FAULT_MESSAGES[kind], statusCode: status }, { status });
}

/** Consumes one failure when some are left: the kind to answer with, or null. */
export function takeFailure(): FaultKind | null {
  const settings = readFaults();
  if (settings.failRemaining <= 0) return null;
  writeFaults({ failRemaining: settings.failRemaining - 1 });
  return settings.failKind;
}

/** First in the worker: waits the latency, then fails the call if one is due. */
export const faultHandler: HttpHandler = http.all(apiUrl('/*'), async ({ request }) => {
  if (new URL(request.url).pathname.includes('/media/')) return undefined;
  const wait = latencyMs(readFaults().latency);
  if (wait > 0) await delay(wait);
  const kind = takeFailure();
  return kind ? faultResponse(kind) : undefined;
});

export interface CallEntry {
  id: string;
  method: string;
  path: string;
  /** 0 for a network error. */
  status: number;
  ms: number;
  /** Epoch ms when it finished. */
  at: number;
}

export const LOG_SIZE = 50;
let log: CallEntry[] = [];
const started = new Map<string, number>();
const logListeners = new Set<Listener>();

export function callLog(): readonly CallEntry[] {
  return log;
}

export function onCallLog(listener: Listener): () => void {
  logListeners.add(listener);
  return () => logListeners.delete(listener);
}

export function clearCallLog(): void {
  log = [];
  for (const listener of logListeners) listener();
}

export function callStarted(id: string, now: number = performance.now()): void {
  started.set(id, now);
}

/** Records a finished call, newest first, keeping the last LOG_SIZE. */
export function callFinished(id: string, request: Request, response: Response, now: number = performance.now()): void {
  const url = new URL(request.url);
  if (url.pathname.includes('/media/')) return;
  const begun = started.get(id) ?? now;
  started.delete(id);
  const base = new URL(apiUrl('/')).pathname.replace(/\/$/, '');
  const entry: CallEntry = {
    id,
    method: request.method.toUpperCase(),
    path: `${url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname}${url.search}`,
    status: response.type === 'error' ? 0 : response.status,
    ms: Math.round(now - begun),
    at: Date.now(),
  };
  log = [entry, ...log].slice(0, LOG_SIZE);
  for (const listener of logListeners) listener();
}
