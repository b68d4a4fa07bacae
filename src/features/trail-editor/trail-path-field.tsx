import { Button, FileButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import type { PathPoint } from '@/api/trails/schemas';
import { notifyError, showChunkLoadError } from '@/ui/dialogs';
import { UserText } from '@/ui/user-text';
import { translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import { downloadTextFile } from '@/lib/download';
import { KML_MAX_MB } from '@/lib/kml/limits';
import { kmlFileName, pathToKml } from '@/lib/kml/write';
import { PathDrawing, PathLegend } from '@/widgets/path-drawing';
import { useLazyPart } from '@/ui/use-lazy-part';
import { lazyPart } from '@/lib/lazy-part';
import type { PendingPath } from './form-values';

/** The elevation chart's code loads when there is a path to draw. */
const elevationChart = lazyPart('elevation-chart', () => import('./elevation-chart'));
/** The .kml parser loads when a file is chosen. */
const kmlParse = lazyPart('kml-parse', () => import('@/lib/kml/parse'));

function ElevationChart({ path }: { path: readonly PathPoint[] }) {
  const module = useLazyPart(elevationChart, true);
  return module ? <module.ElevationChart path={path} /> : null;
}

/** The validation focus target (the editor focuses `trail-field-{field}`) and its message. */
const PATH_FIELD_ID = 'trail-field-trailPath';
const PATH_ERROR_ID = 'trail-field-trailPath-error';

interface Props {
  /** The saved path (edit), or null. */
  savedPath: readonly PathPoint[] | null;
  pending: PendingPath | null;
  onPending: (pending: PendingPath) => void;
  /** The trail's name as typed now: the download is named after it (read at the click). */
  trailName: () => string;
  trailId: number | null;
  /** The validation message of the path (SPEC.md §5), shown under the buttons. */
  error?: string | undefined;
}

/**
 * Trail path (SPEC.md §2, §5): a .kml upload, a download of the current path, and read-only
 * a drawing of the path and its elevation profile.
 */
export function TrailPathField({
  savedPath,
  pending,
  onPending,
  trailName,
  trailId,
  error,
}: Props) {
  const { t, tx } = useT();
  const path = pending?.path ?? savedPath;
  const invalid = Boolean(error);

  async function choose(file: File | null) {
    if (!file) return;
    const tr = translator();
    let kml: Awaited<ReturnType<typeof kmlParse.load>>;
    try {
      kml = await kmlParse.load();
    } catch {
      showChunkLoadError();
      return;
    }
    try {
      const parsed = await kml.readKmlFile(file);
      onPending({ file, path: parsed.path });
    } catch (error) {
      const message = kml.KML_ERROR_MESSAGES[error instanceof kml.KmlError ? error.code : 'not-xml'];
      notifyError(tr.m(message), tr.t('editor.invalidFile'));
    }
  }

  function download() {
    if (!path || path.length === 0) {
      notifyError(translator().t('editor.pathNoDownload'));
      return;
    }
    const name = trailName();
    downloadTextFile(
      kmlFileName(name, trailId),
      pathToKml(name || translator().t('editor.pathDefaultName'), path),
      'application/vnd.google-earth.kml+xml',
    );
  }

  return (
    <Stack gap="xs">
      <Text fw={600} id="trail-path-heading" c={invalid ? 'red' : undefined}>
        {t('editor.pathHeading')}
      </Text>
      <Group gap="sm">
        <FileButton
          onChange={(f) => void choose(f)}
          accept=".kml,application/vnd.google-earth.kml+xml"
          inputProps={{ 'aria-label': t('editor.pathFile') }}
        >
          {(props) => (
            <Button
              {...props}
              id={PATH_FIELD_ID}
              aria-describedby={invalid ? PATH_ERROR_ID : undefined}
              variant="light"
              leftSection={<IconUpload size={16} aria-hidden />}
              color={invalid ? 'red' : undefined}
            >
              {t('editor.pathUpload')}
            </Button>
          )}
        </FileButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={download}
        >
          {t('editor.pathDownload')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {pending
            ? tx('editor.pathPending', { file: <UserText text={pending.file.name} />, count: pending.path.length })
            : path
              ? t('editor.pathSaved', { count: path.length })
              : t('editor.pathNone', { mb: KML_MAX_MB })}
        </Text>
      </Group>
      {error && (
        <Text size="sm" c="red" id={PATH_ERROR_ID}>
          {error}
        </Text>
      )}
      {path && path.length > 1 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Stack gap={4}>
            <PathDrawing path={path} />
            <PathLegend />
          </Stack>
          <ElevationChart path={path} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
