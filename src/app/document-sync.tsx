import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useT } from '@/i18n/use-t';

/**
 * Applies the site config to the document: `<html lang dir>`, Mantine's direction and the
 * document title, in the current language.
 */
export function DocumentSync() {
  const { locale, layoutDir, t } = useT();
  const { setDirection } = useDirection();
  const title = t('app.documentTitle');
  useEffect(() => {
    document.documentElement.setAttribute('dir', layoutDir);
    document.documentElement.setAttribute('lang', locale);
    document.title = title;
    setDirection(layoutDir);
  }, [layoutDir, locale, title, setDirection]);
  return null;
}
