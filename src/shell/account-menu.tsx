import { ActionIcon } from '@mantine/core';
import { useId } from 'react';
import { useT } from '@/i18n/use-t';
import { useSession } from '@/stores/session';
import { lazyPart } from '@/lib/lazy-part';
import { useLazyPopup } from '@/ui/use-lazy-part';

/** The menu's panel (Mantine's Popover, floating-ui): loaded at its first opening. */
const accountPanel = lazyPart('account-panel', () => import('./account-panel'));

/**
 * The header's account button on a narrow screen (below `sm`, src/ui/media-query.ts): the
 * signed-in user's initial, named "Account". It opens a small panel with who is signed in,
 * the language, the direction, the theme and Log Out, which the wide header shows side by
 * side. The panel holds form controls (the language select) as well as buttons, so it is a
 * dialog beside its button (aria-haspopup="dialog"),
 * not an ARIA menu: Tab moves through it, Escape or a press outside closes it and gives the
 * focus back to the button.
 *
 * The panel's code is a lazyPart, as the Country filter's list (src/features/trails/
 * country-multi-select.tsx): until the first click the button is drawn alone, with the
 * attributes Mantine's Popover.Target would give it; pointing at or focusing it prefetches
 * the panel, and the Popover then mounts beside the same button, never replacing it.
 */
export function AccountMenu() {
  const { t } = useT();
  const id = useId();
  const { module, opened, setOpened, expanded, toggle, anchor, anchorRef } = useLazyPopup(accountPanel);
  const Panel = module?.AccountPanel;
  // The avatar: the first letter of the signed-in user's name (a whole character, not half
  // of a surrogate pair).
  const initial = useSession((s) => [...(s.currentUser?.name.trim() ?? '')][0] ?? '');
  return (
    <>
      <ActionIcon
        ref={anchorRef}
        id={id}
        variant="light"
        size="lg"
        radius="xl"
        aria-label={t('header.account')}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        aria-controls={expanded ? `${id}-dropdown` : undefined}
        onPointerEnter={accountPanel.prefetch}
        onFocus={accountPanel.prefetch}
        onClick={toggle}
      >
        <span aria-hidden>{initial}</span>
      </ActionIcon>
      {Panel && anchor && <Panel anchor={anchor} id={id} opened={opened} onOpenedChange={setOpened} />}
    </>
  );
}
