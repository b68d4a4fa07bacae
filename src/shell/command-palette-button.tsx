import { Button, Kbd } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showChunkLoadError } from '@/components/dialogs';
import { useT } from '@/i18n/use-t';
import { loadChunk } from '@/lib/load-chunk';
import type { CommandPalette } from './command-palette';

const APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Ctrl+K or Cmd+K, whatever the keyboard's language: the K key (`code`, so an Arabic layout,
 * whose K key types ن, works too) or a typed k.
 */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    (event.code === 'KeyK' || event.key.toLowerCase() === 'k')
  );
}

/**
 * The header's Search button and the Ctrl/Cmd+K shortcut, from every signed-in screen. The
 * palette itself is its own chunk, loaded the first time it is asked for.
 */
export function CommandPaletteButton() {
  const { t } = useT();
  const [palette, setPalette] = useState<{ Palette: typeof CommandPalette } | null>(null);
  const [opened, setOpened] = useState(false);
  const loading = useRef(false);

  const open = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    try {
      const module = await loadChunk('command-palette', () => import('./command-palette'));
      setPalette((current) => current ?? { Palette: module.CommandPalette });
      setOpened(true);
    } catch (error) {
      showChunkLoadError(error, 'command-palette');
    } finally {
      loading.current = false;
    }
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault(); // the browser's own Ctrl+K (its search bar)
      void open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const Palette = palette?.Palette;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          <Kbd size="xs" dir="ltr">
            {t(APPLE ? 'header.searchShortcutMac' : 'header.searchShortcut')}
          </Kbd>
        }
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={() => void open()}
      >
        {t('header.search')}
      </Button>
      {Palette && <Palette opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}
