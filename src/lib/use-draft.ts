import { useState } from 'react';

/**
 * A form's draft of values applied elsewhere (a filter bar's fields until Apply): edited
 * here, and replaced when the applied values change from outside (Back, a saved view) without
 * remounting the form, so the control that had focus (the Views menu's button) keeps it.
 */
export function useDraft<T>(applied: T, key: string = JSON.stringify(applied)) {
  const [draft, setDraft] = useState(applied);
  const [from, setFrom] = useState(key);
  if (from !== key) {
    setFrom(key);
    setDraft(applied);
  }
  return [draft, setDraft] as const;
}
