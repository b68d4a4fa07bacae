import { describe, expect, it } from 'vitest';
import { formDrafts } from '@/stores/form-drafts';
import { session } from '@/stores/session';

const admin = (id: number) => ({ id, name: `Admin ${id}`, email: `a${id}@cairn.test`, role: 'admin' as const });
const tokens = { accessToken: 'a', refreshToken: 'r' };

describe('form drafts kept across an ended session', () => {
  it('go back to the administrator who typed them, and to no one else', () => {
    formDrafts.keep('form', 1, { name: 'typed' });
    expect(formDrafts.peek('form', 2)).toBeNull();
    expect(formDrafts.peek('form', 1)).toEqual({ name: 'typed' });
  });

  it('another administrator signing in in this tab forgets them', () => {
    formDrafts.keep('form', 1, 'typed');
    session.signIn(admin(2), tokens);
    expect(formDrafts.size).toBe(0);
  });

  it('the same administrator signing in keeps them; Log Out forgets them', () => {
    formDrafts.keep('form', 1, 'typed');
    session.signIn(admin(1), tokens);
    expect(formDrafts.peek('form', 1)).toBe('typed');
    session.signOut();
    expect(formDrafts.size).toBe(0);
  });

  it('are never written to storage', () => {
    formDrafts.keep('form', 1, { secret: 'typed' });
    session.signIn(admin(1), tokens);
    const stored = [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => s.getItem(k) ?? ''));
    expect(stored.some((v) => v.includes('secret'))).toBe(false);
  });
});
