import { truncate } from '@/lib/format';

/**
 * Text that comes from data (a name, an email, a file name, free text), isolated with <bdi>:
 * its direction is its own (an Arabic name reads right to left in an English sentence, a
 * Latin email left to right in an Arabic one) and it never reorders what is around it.
 * With `max` it is cut (the dots at the end of its own direction) and the whole text is
 * its tooltip. `dir="ltr"` for data that is always left to right (emails, handles, phones).
 */
export function UserText({ text, max, dir }: { text: string; max?: number; dir?: 'ltr' }) {
  const shown = max === undefined ? text : truncate(text, max);
  return (
    <bdi dir={dir} title={shown === text ? undefined : text}>
      {shown}
    </bdi>
  );
}
