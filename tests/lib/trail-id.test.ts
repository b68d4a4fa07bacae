import { describe, expect, it } from 'vitest';
import { parseTrailId, trailIdParams } from '@/lib/trail-id';

describe("a route's trail id", () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    [String(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER],
  ])('%j is trail %s', (raw, expected) => {
    expect(parseTrailId(raw)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    '0',
    '000',
    '-3',
    '+3',
    '1.5',
    '1e3',
    ' 5',
    '5 ',
    'abc',
    '0x10',
    '9007199254740992',
    '99999999999999999999',
  ])('%j is not a trail id', (raw) => {
    expect(parseTrailId(raw)).toBeNull();
  });

  it.each([
    ['12', 12],
    ['twelve', null],
  ])('the route reads $id %j as %s, and writes it back', (raw, id) => {
    expect(trailIdParams.parse({ id: raw })).toEqual({ id });
    expect(trailIdParams.stringify({ id })).toEqual({ id: id === null ? '' : raw });
  });
});
