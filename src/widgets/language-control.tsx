import { Input } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { changeLanguage } from '@/i18n/change-language';
import { LOCALES, type Locale } from '@/i18n/parts';
import { useT } from '@/i18n/use-t';

/**
 * "Language" / "اللغة": العربية or English, on the sign-in screen and in the header. Each
 * language's name is written in that language (and marked with its `lang`), so a reader of
 * either finds their own. Choosing one loads its texts, then switches the whole panel and its
 * direction, and makes it this browser's default. A native select styled as Mantine's inputs
 * (Input is already on the sign-in screen; NativeSelect would add its own code to it).
 */
export function LanguageControl() {
  const { t, locale } = useT();
  const errorId = useId();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  const choose = (language: Locale) => {
    setState('loading');
    changeLanguage(language).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };

  return (
    <div>
      <Input
        component="select"
        size="xs"
        w={128}
        aria-label={t('language.label')}
        title={t('language.label')}
        leftSection={<IconLanguage size={16} aria-hidden />}
        rightSection={<IconChevronDown size={14} aria-hidden />}
        rightSectionPointerEvents="none"
        value={locale}
        disabled={state === 'loading'}
        error={state === 'failed'}
        aria-describedby={state === 'failed' ? errorId : undefined}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => choose(event.currentTarget.value as Locale)}
      >
        {LOCALES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </Input>
      {state === 'failed' && (
        <Input.Error id={errorId} mt={4} maw={220}>
          {t('language.loadFailed')}
        </Input.Error>
      )}
    </div>
  );
}
