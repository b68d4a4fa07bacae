/**
 * `npm run contract`: run against the fake backend (in process, through msw), it passes;
 * a server whose answer does not match the panel's schema fails, naming the schema path and
 * the value; without --write it sends no write.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASE_URL, apiUrl } from '@/api/config';
import { db, toTrail } from '../../mocks/db';
import { DEMO_ADMIN } from '../../mocks/demo-accounts';
import { server } from '../../mocks/node';
import { main } from '../../scripts/contract/cli';
import { formatResult, runContract } from '../../scripts/contract/run';
import { captureRequests, type CapturedRequest } from '../support';
import { alterAnswers, type Json } from '../support/answers';
import { escapeRegExp } from '../text';

const options = { baseUrl: API_BASE_URL, email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };

/** "METHOD /path" of every call that reached the fake backend. */
const named = (calls: CapturedRequest[]) => calls.map((c) => `${c.method} ${c.path}`);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('npm run contract', () => {
  it('passes against the fake backend, reads only without --write', async () => {
    const calls = captureRequests('*', '*');
    const results = await runContract({ ...options, write: false });
    expect(results.filter((r) => !r.ok).map(formatResult)).toEqual([]);
    // Every read endpoint of SPEC.md §7 was called.
    const called = results.map((r) => r.call.replace(/\d+/g, ':n').split(' ').slice(0, 2).join(' '));
    for (const endpoint of [
      'POST /auth/login',
      'POST /auth/refresh-token',
      'GET /trails?page=:n&pageSize=:n&sortBy=newest',
      'GET /trails/details/:n',
      'GET /trails/:n/reviews',
      'GET /trails/waypoints/:n',
      'GET /trails/locations/countries',
      'GET /trails/locations/cities',
      'GET /trails/locations/cities?countryId=:n',
      'GET /trails/locations/countries/:n/cities',
      'GET /trails/locations/check-deletion?type=country&id=:n',
      'GET /trails/locations/check-deletion?type=city&id=:n',
      'GET /trails/tags',
      'GET /trails/reviews/pending',
      'GET /users/stats/overview?period=today',
      'GET /users/enhanced/list?page=:n&pageSize=:n',
      'GET /users?page=:n&pageSize=:n',
      'GET /users/:n',
    ]) {
      expect(called).toContain(endpoint);
    }
    const writes = named(calls).filter((c) => !c.startsWith('GET '));
    expect(writes).toEqual(['POST /auth/login', 'POST /auth/refresh-token']);
  });

  it('with --write, creates, updates and deletes a throwaway tag, country and city', async () => {
    const before = { tags: db.tags.size, countries: db.countries.size, cities: db.cities.size };
    const calls = captureRequests('*', '*');
    const results = await runContract({ ...options, write: true });
    expect(results.filter((r) => !r.ok).map(formatResult)).toEqual([]);
    expect(named(calls)).toEqual(
      expect.arrayContaining([
        'POST /trails/tags',
        expect.stringMatching(/^DELETE \/trails\/tags\/\d+$/),
        'POST /trails/locations/countries',
        'PUT /trails/locations/countries',
        'DELETE /trails/locations/countries',
        'POST /trails/locations/cities',
        'PUT /trails/locations/cities',
        'DELETE /trails/locations/cities',
      ]),
    );
    // Nothing is left behind.
    expect({ tags: db.tags.size, countries: db.countries.size, cities: db.cities.size }).toEqual(before);
  });

  it('fails a call whose answer does not match, with the schema path and the value', async () => {
    server.use(
      http.get(apiUrl('/trails/details/:id'), ({ params }) => {
        const found = db.trails.get(Number(params.id));
        if (!found) return HttpResponse.json({ message: 'Trail not found', statusCode: 404 }, { status: 404 });
        return HttpResponse.json({ trail: { ...toTrail(db, found), status: 'gone', photos: [42] } });
      }),
    );
    const lines = (await runContract({ ...options, write: false })).map(formatResult);
    const failed = lines.filter((l) => l.startsWith('FAIL'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatch(/^FAIL {2}GET \/trails\/details\/\d+ {2}/);
    expect(failed[0]).toContain('trail.status: ');
    expect(failed[0]).toContain('(value: "gone")');
    expect(failed[0]).toContain('trail.photos.0: ');
    expect(failed[0]).toContain('(value: 42)');
    expect(lines.filter((l) => l.startsWith('PASS')).length).toBeGreaterThan(20);
  });

  it('reports each malformed record of a list, which record and which field; the rest passes', async () => {
    let ids: number[] = [];
    alterAnswers('/trails', (body: Json) => {
      ids = [body.trails[2].id, body.trails[4].id, body.trails[5].id];
      body.trails[2].name = null;
      body.trails[4].distance = 'far';
      body.trails[5].distance = '12.5'; // read as 12.5
    });
    alterAnswers('/trails/reviews/pending', (body: Json) => {
      body.reviews[0] = { id: null, text: 'half a review' };
    });
    // A detail read in part (the editor shows the rest): reported as a record too.
    alterAnswers('/trails/details/:id', (body: Json) => {
      body.trail.rating = 'high';
    });
    const lines = (await runContract({ ...options, write: false })).map(formatResult);
    const failed = lines.filter((l) => l.startsWith('FAIL'));
    const list = 'GET /trails?page=1&pageSize=12&sortBy=newest';
    expect(failed).toHaveLength(4);
    expect(failed[0]).toMatch(new RegExp(`^FAIL {2}${escapeRegExp(list)} \\(record trails\\[2\\], id ${ids[0]}\\) {2}name: .* \\(value: null\\)$`));
    expect(failed[1]).toMatch(new RegExp(`^FAIL {2}${escapeRegExp(list)} \\(record trails\\[4\\], id ${ids[1]}\\) {2}distance: .* \\(value: "far"\\)$`));
    expect(failed[3]).toMatch(/^FAIL {2}GET \/trails\/reviews\/pending \(record reviews\[0\]\) {2}id: .*\(value: null\)/);
    // The list's other records were read: the trail details of the first one were checked.
    expect(failed[2]).toMatch(/^FAIL {2}GET \/trails\/details\/(\d+) \(record trail, id \1\) {2}rating: .* \(value: "high"\)$/);
    // The numeric string passes, and is named: which record, which field.
    expect(lines.filter((l) => l.startsWith('WARN'))).toEqual([
      `WARN  ${list} (record trails[5], id ${ids[2]})  distance: read as a number from the string "12.5"`,
    ]);
  });

  it('passes an answer with numbers sent as numeric strings, warning of each record and field read so', async () => {
    alterAnswers('/users/:id', (body: Json) => {
      body.user.hikeCount = '7';
      body.user.totalHikeDistance = '12.5';
    });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const args = ['--base-url', API_BASE_URL, '--email', DEMO_ADMIN.email, '--password', DEMO_ADMIN.password];
    expect(await main(args)).toBe(0);
    const lines = log.mock.calls.map(([line]) => String(line));
    expect(lines.filter((l) => l.startsWith('WARN'))).toEqual([
      expect.stringMatching(/^WARN {2}GET \/users\/(\d+) \(record user, id \1\) {2}hikeCount: read as a number from the string "7" \| totalHikeDistance: read as a number from the string "12.5"$/),
    ]);
    expect(lines.at(-1)).toMatch(/^\d+ passed, 0 failed, 1 read leniently \(WARN: passes\)$/);
  });

  it('fails a call that answers another status or no JSON, and a refused sign-in stops there', async () => {
    server.use(http.get(apiUrl('/trails/tags'), () => HttpResponse.text('<html>oops</html>', { status: 502 })));
    const lines = (await runContract({ ...options, write: false })).map(formatResult);
    expect(lines).toContain('FAIL  GET /trails/tags  status 502, body is not JSON: <html>oops</html>');
    const refused = (await runContract({ ...options, password: 'wrong', write: false })).map(formatResult);
    expect(refused).toEqual(['FAIL  POST /auth/login  unexpected status 401: Invalid credentials']);
  });

  it('the command exits 0 when all pass, 1 on any FAIL, 2 on a usage error', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const args = ['--base-url', API_BASE_URL, '--email', DEMO_ADMIN.email, '--password', DEMO_ADMIN.password];
    expect(await main(args)).toBe(0);
    expect(log.mock.calls.at(-1)?.[0]).toMatch(/^\d+ passed, 0 failed$/);
    server.use(http.get(apiUrl('/trails/reviews/pending'), () => HttpResponse.json({ reviews: 'none' })));
    expect(await main(args)).toBe(1);
    expect(await main(['--email', DEMO_ADMIN.email])).toBe(2);
    expect(await main(['--bogus'])).toBe(2);
    expect(err).toHaveBeenCalled();
  });
});
