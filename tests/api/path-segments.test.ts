/**
 * Ids in a call's path (src/api/path.ts): an id that is not one plain segment is refused
 * before any request. A photo id of `..` would otherwise make DELETE /trails/{id}/photo/..
 * into DELETE /trails/{id}/, which deletes the whole trail.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { apiPath, InvalidPathSegmentError } from '@/api/path';
import { deleteTrailPhoto } from '@/api/trails/photo-delete';
import { deleteTag } from '@/api/tags/delete';
import { server } from '../../mocks/node';
import { signInAsAdmin } from '../sign-in';

const sent: string[] = [];
const record = ({ request }: { request: Request }) => void sent.push(`${request.method} ${new URL(request.url).pathname}`);
server.events.on('request:start', record);
afterEach(() => {
  sent.length = 0;
});

const BAD = ['.', '..', '%2e%2e', '%2E%2e', '%252e%252e', 'a/b', 'a%2fb', 'a\\b', '%5c', '', ' '];

describe('ids in a path', () => {
  // A photo's id is its URL's last segment: a `/` in it starts another segment.
  it.each(BAD.filter((id) => !id.includes('/')))('a photo id of %j is refused and nothing is sent', async (photoId) => {
    await signInAsAdmin();
    sent.length = 0;
    const error = await deleteTrailPhoto(1, `https://cdn.example/photos/${photoId}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidPathSegmentError);
    expect(sent).toEqual([]);
  });

  it.each(BAD)('apiPath refuses %j in any segment', (id) => {
    expect(() => apiPath`/trails/tags/${id}`).toThrow(InvalidPathSegmentError);
  });

  it('plain ids pass, encoded as one segment', () => {
    expect(apiPath`/trails/${7}/photo/${'a b.jpg'}`).toBe('/trails/7/photo/a%20b.jpg');
    expect(apiPath`/trails/${7}/photo/${'x..y.png'}`).toBe('/trails/7/photo/x..y.png');
  });

  it('a refused id in another write (a tag) sends nothing either', async () => {
    await signInAsAdmin();
    sent.length = 0;
    // A tag id is a number; one read from a bad record may be anything.
    await expect(deleteTag('..' as unknown as number)).rejects.toBeInstanceOf(InvalidPathSegmentError);
    expect(sent).toEqual([]);
  });
});
