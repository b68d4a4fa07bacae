import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconDeviceFloppy, IconLink, IconSettings } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { isolate } from '@/i18n/translator';
import { translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import {
  useListPrefs,
  VIEW_NAME_MAX,
  type ListName,
  type SavedView,
  type SavedViewsMenuProps,
} from '@/lib/list-views';
import {
  sameSearch,
  viewNameProblem,
  viewSearch,
  writeListPrefs,
  type ViewNameProblem,
} from '@/lib/list-views-write';
import { notifyError, notifySuccess } from './dialogs';
import { FreeTextInput } from './free-text-field';
import type { MenuBodyProps } from './lazy-menu-button';

const PROBLEM_TEXT = {
  empty: 'listViews.nameEmpty',
  tooLong: 'listViews.nameTooLong',
  taken: 'listViews.nameTaken',
} as const satisfies Record<ViewNameProblem, string>;

/** A write the browser refused (storage full or blocked) says so; the menu stays as it was. */
function write(list: ListName, change: Parameters<typeof writeListPrefs>[1]): boolean {
  const done = writeListPrefs(list, change);
  if (!done) notifyError(translator().t('listViews.notKept'));
  return done;
}

/**
 * The "Views" menu's body (src/ui/saved-views-menu.tsx): the saved views, each applying its
 * filters; "Save current view..." (a name, and whether the list opens on it); "Copy link" to
 * the list as shown; "Manage views..." (rename, default, copy a view's link, delete).
 */
export function SavedViewsBody({
  anchor,
  id,
  opened,
  onChange,
  AnchoredMenu,
  list,
  to,
  search,
  filterKeys,
  onApply,
}: MenuBodyProps & SavedViewsMenuProps) {
  const { t } = useT();
  const router = useRouter();
  const prefs = useListPrefs(list);
  const current = viewSearch(search, filterKeys);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);

  const linkOf = (filters: Record<string, unknown>) =>
    new URL(router.buildLocation({ to, search: filters }).href, window.location.origin).href;
  const copy = (url: string) => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    (clipboard ? clipboard.writeText(url) : Promise.reject(new Error('no clipboard'))).then(
      () => notifySuccess(translator().t('listViews.linkCopied')),
      () => notifyError(translator().t('listViews.linkNotCopied', { url })),
    );
  };

  return (
    <>
      <AnchoredMenu
        anchor={anchor}
        id={id}
        opened={opened}
        onChange={onChange}
        options={{ position: 'bottom-end', width: 260, withInitialFocusPlaceholder: false }}
        items={(Menu) => (
          <>
            {prefs.views.length === 0 && <Menu.Item disabled>{t('listViews.none')}</Menu.Item>}
            {prefs.views.map((view) => {
              const active = sameSearch(current, view.search, filterKeys);
              return (
                <Menu.Item
                  key={view.name}
                  leftSection={
                    <IconCheck
                      size={14}
                      aria-hidden
                      style={{ visibility: active ? 'visible' : 'hidden' }}
                    />
                  }
                  rightSection={
                    view.name === prefs.defaultView ? (
                      <Text size="xs" c="dimmed">
                        {t('listViews.defaultMark')}
                      </Text>
                    ) : undefined
                  }
                  aria-current={active || undefined}
                  onClick={() => onApply(viewSearch(view.search, filterKeys))}
                >
                  {view.name}
                </Menu.Item>
              );
            })}
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconDeviceFloppy size={14} aria-hidden />}
              onClick={() => setDialog('save')}
            >
              {t('listViews.save')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconLink size={14} aria-hidden />}
              onClick={() => copy(linkOf(current))}
            >
              {t('listViews.copyLink')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconSettings size={14} aria-hidden />}
              disabled={prefs.views.length === 0}
              onClick={() => setDialog('manage')}
            >
              {t('listViews.manage')}
            </Menu.Item>
          </>
        )}
      />
      <Modal
        opened={dialog === 'save'}
        onClose={() => setDialog(null)}
        title={t('listViews.saveTitle')}
        centered
      >
        {dialog === 'save' && (
          <NameForm
            views={prefs.views}
            askDefault
            submitLabel={t('listViews.saveButton')}
            onCancel={() => setDialog(null)}
            onSubmit={(name, asDefault) => {
              const saved = write(list, (p) => ({
                ...p,
                views: [...p.views, { name, search: current }],
                defaultView: asDefault ? name : p.defaultView,
              }));
              if (saved) {
                notifySuccess(translator().t('listViews.savedNotice', { name: isolate(name) }));
                setDialog(null);
              }
            }}
          />
        )}
      </Modal>
      <Modal
        opened={dialog === 'manage'}
        onClose={() => setDialog(null)}
        title={t('listViews.manageTitle')}
        centered
        size="lg"
      >
        {dialog === 'manage' && (
          <ManageViews
            views={prefs.views}
            defaultView={prefs.defaultView}
            list={list}
            onCopy={(view) => copy(linkOf(viewSearch(view.search, filterKeys)))}
            onDone={() => setDialog(null)}
          />
        )}
      </Modal>
    </>
  );
}

/** A view's name: the problems are said under the field, in the language, on submit. */
function NameForm({
  views,
  initial = '',
  renaming,
  askDefault = false,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  views: readonly SavedView[];
  initial?: string;
  renaming?: string;
  askDefault?: boolean;
  submitLabel: string;
  onSubmit: (name: string, asDefault: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const [name, setName] = useState(initial);
  const [asDefault, setAsDefault] = useState(false);
  const [problem, setProblem] = useState<ViewNameProblem | null>(null);
  const submit = () => {
    const found = viewNameProblem(name, views, renaming);
    setProblem(found);
    if (found === null) onSubmit(name.trim(), asDefault);
  };
  return (
    // Not a <form>: the dialog is in the filter bar's form (React's tree), where a form
    // cannot be; Enter in the field submits.
    <Stack>
      <FreeTextInput
        label={t('listViews.name')}
        value={name}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setProblem(null);
        }}
        error={problem && t(PROBLEM_TEXT[problem], { max: VIEW_NAME_MAX })}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          submit();
        }}
        data-autofocus
        required
      />
      {askDefault && (
        <Checkbox
          label={t('listViews.asDefault')}
          checked={asDefault}
          onChange={(e) => setAsDefault(e.currentTarget.checked)}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit}>{submitLabel}</Button>
      </Group>
    </Stack>
  );
}

/** The saved views of a list, each with Rename, Default, Copy link and Delete. */
function ManageViews({
  views,
  defaultView,
  list,
  onCopy,
  onDone,
}: {
  views: readonly SavedView[];
  defaultView: string | undefined;
  list: ListName;
  onCopy: (view: SavedView) => void;
  onDone: () => void;
}) {
  const { t } = useT();
  const [renaming, setRenaming] = useState<string | null>(null);
  if (renaming !== null)
    return (
      <NameForm
        views={views}
        initial={renaming}
        renaming={renaming}
        submitLabel={t('listViews.renameButton')}
        onCancel={() => setRenaming(null)}
        onSubmit={(name) => {
          const done = write(list, (p) => ({
            ...p,
            views: p.views.map((v) => (v.name === renaming ? { ...v, name } : v)),
            defaultView: p.defaultView === renaming ? name : p.defaultView,
          }));
          if (done) setRenaming(null);
        }}
      />
    );
  if (views.length === 0)
    return (
      <Stack>
        <Text>{t('listViews.none')}</Text>
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('listViews.done')}</Button>
        </Group>
      </Stack>
    );
  return (
    <Stack>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('listViews.manageTitle')}
      >
        {views.map((view) => {
          const name = isolate(view.name);
          const isDefault = view.name === defaultView;
          return (
            <Group component="li" key={view.name} justify="space-between" wrap="wrap" gap="xs">
              <Text fw={500}>
                {view.name}
                {isDefault && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    ({t('listViews.defaultMark')})
                  </Text>
                )}
              </Text>
              <Group gap={4} wrap="wrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label={t('listViews.renameOf', { name })}
                  onClick={() => setRenaming(view.name)}
                >
                  {t('listViews.rename')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-pressed={isDefault}
                  aria-label={t('listViews.defaultOf', { name })}
                  onClick={() =>
                    write(list, (p) => ({ ...p, defaultView: isDefault ? undefined : view.name }))
                  }
                >
                  {t('listViews.default')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label={t('listViews.copyLinkOf', { name })}
                  onClick={() => onCopy(view)}
                >
                  {t('listViews.copyLinkShort')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('listViews.deleteOf', { name })}
                  onClick={() =>
                    write(list, (p) => ({
                      ...p,
                      views: p.views.filter((v) => v.name !== view.name),
                      defaultView: p.defaultView === view.name ? undefined : p.defaultView,
                    }))
                  }
                >
                  {t('common.delete')}
                </Button>
              </Group>
            </Group>
          );
        })}
      </Stack>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('listViews.done')}</Button>
      </Group>
    </Stack>
  );
}
