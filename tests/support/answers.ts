/** Answers of the fake backend altered on their way to the panel: a server that sends bad data. */
import { getResponse, http, HttpResponse } from 'msw';
import { apiUrl } from '@/api/config';
import { handlers } from '../../mocks/handlers';
import { server } from '../../mocks/node';

/** JSON as it comes off the wire: a test reaches into it freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a body of any shape, altered by path
export type Json = any;

/**
 * Every GET of `path` (msw's path pattern) is answered by the fake backend as usual, then
 * `alter` changes its JSON body (in place) before the panel reads it.
 */
export function alterAnswers(path: string, alter: (body: Json) => void): void {
  server.use(
    http.get(apiUrl(path), async ({ request }) => {
      const response = await getResponse(handlers, request);
      if (!response?.ok) return response;
      const body = (await response.json()) as Json;
      alter(body);
      return HttpResponse.json(body, { status: response.status });
    }),
  );
}
