import { useT } from '@/i18n/use-t';

/** The Cairn mark: five stacked stones (the same drawing as public/logo.svg). */
export function Logo({ size = 40 }: { size?: number }) {
  const { t } = useT();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={t('app.brand')}>
      <ellipse cx="32" cy="54" rx="22" ry="7" fill="#2f6f4f" />
      <ellipse cx="32" cy="41" rx="17" ry="6.5" fill="#3f8a63" />
      <ellipse cx="32" cy="29" rx="12.5" ry="5.5" fill="#58a67b" />
      <ellipse cx="32" cy="19" rx="8.5" ry="4.5" fill="#7cc29a" />
      <ellipse cx="32" cy="11" rx="5" ry="3.2" fill="#a6dcbc" />
    </svg>
  );
}
