import type { User } from '@/api/users/schemas';
import type { Translator } from '@/i18n/translator';
import { csvDate, csvNumber, type CsvColumn } from '@/lib/csv-values';
import { isPremium, ROLE_LABELS, STATUS_LABELS, TYPE_LABELS, userType } from '@/lib/user-facts';

/**
 * The users list's export columns (src/lib/csv-export.ts): what the table shows, one value a
 * cell, from the data. The table's two-line cells are split: name and username, email and
 * phone (empty when none), premium and its end date, hikes and saved trails as numbers.
 */
export function userCsvColumns(tr: Translator): CsvColumn<User>[] {
  const { t } = tr;
  return [
    { header: t('common.id'), text: (u) => csvNumber(u.id) },
    { header: t('common.name'), text: (u) => u.name },
    { header: t('users.fieldUsername'), text: (u) => u.username },
    { header: t('users.fieldEmail'), text: (u) => u.email },
    { header: t('users.fieldPhone'), text: (u) => u.phoneNumber ?? '' },
    { header: t('common.status'), text: (u) => t(STATUS_LABELS[u.status]) },
    { header: t('users.role'), text: (u) => t(ROLE_LABELS[u.role]) },
    { header: t('users.type'), text: (u) => t(TYPE_LABELS[userType(u)]) },
    {
      header: t('users.fieldPremiumStatus'),
      text: (u) => (isPremium(u) ? t('users.premiumActive') : t('users.premiumInactive')),
    },
    { header: t('users.fieldPremiumExpires'), text: (u) => csvDate(u.premiumExpiresAt) },
    { header: t('users.fieldHikes'), text: (u) => csvNumber(u.hikeCount) },
    { header: t('users.fieldSaved'), text: (u) => csvNumber(u.savedTrails) },
  ];
}
