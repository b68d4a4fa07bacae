import { describe, expect, it } from 'vitest';
import { isGuest, isPremium, orNA, roleOptions, statusOptions, userType } from '@/lib/user-facts';
import { t } from '../text';

const NOW = Date.parse('2026-06-15T12:00:00.000Z');

describe('what the panel says about a user', () => {
  it.each([
    ['guest-41@cairn.test', 'guest'],
    ['GUEST@example.com', 'guest'],
    ['ana.guesthouse@example.com', 'guest'],
    ['mail@guest.example.org', 'guest'],
    ['omar@example.com', 'registered'],
    ['gue.st@example.com', 'registered'],
    ['', 'registered'],
  ])('%j is a %s user', (email, type) => {
    expect(userType({ email })).toBe(type);
    expect(isGuest({ email })).toBe(type === 'guest');
  });

  it.each([
    ['2026-06-15T12:00:01.000Z', true],
    ['2027-01-01T00:00:00.000Z', true],
    ['2026-06-15T12:00:00.000Z', false],
    ['2026-06-15T11:59:59.000Z', false],
    ['2020-01-01T00:00:00.000Z', false],
    [null, false],
    ['', false],
    ['not a date', false],
  ])('premium expiring %j is active: %s', (premiumExpiresAt, active) => {
    expect(isPremium({ premiumExpiresAt }, NOW)).toBe(active);
  });

  it.each([
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['', 'N/A'],
    [0, '0'],
    [12, '12'],
    ['+962 7 9000 0000', '+962 7 9000 0000'],
  ])('the details dialog shows %j as %j', (value, shown) => {
    expect(orNA(t, value)).toBe(shown === 'N/A' ? t('common.notAvailable') : shown);
  });

  it('offers every status and role by its label', () => {
    expect(statusOptions(t)).toEqual([
      { value: 'active', label: t('status.active') },
      { value: 'inactive', label: t('status.inactive') },
      { value: 'pending', label: t('status.pending') },
      { value: 'deleted', label: t('status.deleted') },
    ]);
    expect(roleOptions(t)).toEqual([
      { value: 'admin', label: t('users.roleAdmin') },
      { value: 'hiker', label: t('users.roleHiker') },
    ]);
  });
});
