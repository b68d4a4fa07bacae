/**
 * Numbers, dates and plurals per language (Intl and ICU): Arabic's six plural forms, Latin
 * digits in both languages (docs/decisions/i18n.md), units in each language's order.
 */
import { describe, expect, it, vi } from 'vitest';
import { registerMessages } from '@/i18n/catalogues';
import { translator } from '@/i18n/translator';
import { t, showLanguage } from '../text';

describe('Arabic plurals: "Showing {n} of {total} trails"', () => {
  it.each([
    [0, 0, 'عرض 0 من أصل 0 مسار'],
    [1, 1, 'عرض 1 من أصل مسار واحد'],
    [2, 2, 'عرض 2 من أصل مسارين'],
    [3, 3, 'عرض 3 من أصل 3 مسارات'],
    [11, 11, 'عرض 11 من أصل 11 مسارًا'],
    [12, 100, 'عرض 12 من أصل 100 مسار'],
    [12, 102, 'عرض 12 من أصل 102 مسار'],
    [12, 1250, 'عرض 12 من أصل 1,250 مسارًا'],
  ])('%i of %i reads "%s"', (n, total, text) => {
    showLanguage('ar');
    expect(t('trails.showing', { n, total })).toBe(text);
  });

  it('each count takes its own form elsewhere too (tags on trails, hikes, characters)', () => {
    showLanguage('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => t('tags.usage', { count }))).toEqual([
      'لا مسارات',
      'مسار واحد',
      'مساران',
      '3 مسارات',
      '11 مسارًا',
      '100 مسار',
    ]);
    expect([0, 1, 2, 5, 40, 200].map((count) => t('users.hikes', { count }))).toEqual([
      'لا رحلات',
      'رحلة واحدة',
      'رحلتان',
      '5 رحلات',
      '40 رحلة',
      '200 رحلة',
    ]);
    expect([1, 2, 10, 118].map((count) => t('reviews.characters', { count }))).toEqual([
      'حرف واحد',
      'حرفان',
      '10 أحرف',
      '118 حرفًا',
    ]);
  });
});

describe('English is SPEC.md’s text', () => {
  it('keeps SPEC.md’s words, with grouped numbers', () => {
    expect(t('trails.showing', { n: 12, total: 240 })).toBe('Showing 12 of 240 trails');
    expect(t('trails.showing', { n: 12, total: 10000 })).toBe('Showing 12 of 10,000 trails');
    expect(t('trails.countrySelection', { count: 0 })).toBe('Select options...');
    expect(t('trails.countrySelection', { count: 2 })).toBe('2 selected');
    expect(t('trails.empty')).toBe(
      'No trails found. Try adjusting your filters or add a new trail.',
    );
    expect(t('signIn.submitting')).toBe('Signing In...');
    expect(t('users.deleteConfirm')).toBe('This action cannot be undone!');
  });

  it('our own texts take English plurals', () => {
    expect(t('tags.usage', { count: 1 })).toBe('1 trail');
    expect(t('tags.usage', { count: 6 })).toBe('6 trails');
    expect(t('reviews.characters', { count: 1 })).toBe('1 character');
  });
});

describe('numbers, units and dates', () => {
  it('Arabic uses Latin digits, with its own separators and month names', () => {
    showLanguage('ar');
    const tr = translator();
    expect(tr.number(1234567.5)).toBe('1,234,567.5');
    expect(tr.date('2026-11-21T12:00:00Z')).toBe('21 نوفمبر 2026');
    expect(tr.date('garbage')).toBe('غير متوفر');
    expect(t('pager.page', { page: 3 })).toBe('الصفحة 3');
  });

  it('English dates are short US style', () => {
    expect(translator().date('2026-11-21T12:00:00Z')).toBe('Nov 21, 2026');
    expect(translator().date(null)).toBe('N/A');
  });

  it('numbers with units read in each language’s order', () => {
    expect(t('editor.metres', { value: 340 })).toBe('340 m');
    expect(t('editor.elevationCaption', { min: 120, max: 1340, km: 12.5 })).toBe(
      'Elevation profile: 120 m to 1,340 m over 12.5 km.',
    );
    showLanguage('ar');
    // The number, then the unit (in a right-to-left line: the unit left of the number).
    expect(t('editor.metres', { value: 340 })).toBe('340 مترًا');
    expect(t('editor.elevationCaption', { min: 120, max: 1340, km: 12.5 })).toBe(
      'مقطع الارتفاع: من 120 مترًا إلى 1,340 مترًا على مسافة 12.5 كم.',
    );
  });

  it('percentages follow the language', () => {
    expect(t('editor.uploaded', { percent: 0.4 })).toBe('Uploaded 40%');
    showLanguage('ar');
    expect(t('editor.uploaded', { percent: 0.4 })).toMatch(/^تم رفع 40\u200e?%\u200e?$/);
  });
});

describe('the formats are built once, not per message (a first render formats hundreds)', () => {
  it('resolves each language once, however many messages it formats', () => {
    const resolve = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    // Messages changing drops every message's formatter: the next ones are built anew.
    registerMessages('ar', 'panel', {});
    showLanguage('ar');
    const texts = [
      t('tags.usage', { count: 7 }),
      t('users.hikes', { count: 7 }),
      t('trails.showing', { n: 7, total: 7 }),
    ];
    expect(texts).toEqual(['7 مسارات', '7 رحلات', 'عرض 7 من أصل 7 مسارات']);
    showLanguage('en');
    expect(t('trails.showing', { n: 7, total: 1250 })).toBe('Showing 7 of 1,250 trails');
    // At most once per language in the whole run (none here if earlier tests resolved them).
    expect(resolve.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
