import { Button, FileButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { PathPoint } from '@/api/trails/schemas';
import { notifyError, showChunkLoadError } from '@/ui/dialogs';
import { UserText } from '@/ui/user-text';
import { translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import type { ReadTrack, Track } from '@/lib/kml/errors';
import { KML_MAX_MB, TRACK_ACCEPT, trackFormat } from '@/lib/kml/limits';
import { PathDrawing, PathLegend } from '@/widgets/path-drawing';
import { useLazyPart } from '@/ui/use-lazy-part';
import { lazyPart } from '@/lib/lazy-part';
import { durationFromHours } from '@/lib/duration';
import type { PendingPath } from './form-values';

/** The elevation chart's code loads when there is a path to draw. */
const elevationChart = lazyPart('elevation-chart', () => import('./elevation-chart'));
/**
 * A reader loads when a file of its format is chosen: .kml, .gpx, .geojson/.json. Any other
 * extension goes to the .kml reader, which refuses it with SPEC.md's texts.
 */
const READERS = {
  kml: lazyPart('kml-parse', () => import('@/lib/kml/parse')),
  gpx: lazyPart('gpx-parse', () => import('@/lib/kml/gpx')),
  geojson: lazyPart('geojson-parse', () => import('@/lib/kml/geojson')),
};
/** The question "which track?" loads when a file has several. */
const trackChoice = lazyPart('track-choice', () => import('./track-choice'));
/**
 * The writer loads when the path is written: a download (pointing at or focusing a download
 * button starts it), or a GPX or GeoJSON track to send as .kml (with its reader).
 */
const pathWriter = lazyPart('path-writer', () => import('./path-writer'));
type PathWriter = Awaited<ReturnType<typeof pathWriter.load>>;

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

/** A file with several tracks, waiting for the administrator's choice. */
interface Choice {
  file: File;
  read: ReadTrack;
  /** The writer of the .kml sent for a GPX or GeoJSON file; null for a .kml. */
  writer: PathWriter | null;
}

/**
 * Trail path (SPEC.md §2, §5): an upload (.kml, or a GPX or GeoJSON track converted to the
 * .kml that is sent), a download of the current path as .kml or .gpx, and read-only a drawing
 * of the path and its elevation profile.
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

  const [choice, setChoice] = useState<Choice | null>(null);
  const Choose = useLazyPart(trackChoice, choice !== null, () => setChoice(null));

  async function choose(file: File | null) {
    if (!file) return;
    const tr = translator();
    const format = trackFormat(file.name);
    const part = READERS[format ?? 'kml'];
    let reader: Awaited<ReturnType<(typeof READERS)[keyof typeof READERS]['load']>>;
    let writer: PathWriter | null;
    try {
      // A known format other than .kml is sent converted: its writer loads with its reader.
      [reader, writer] = await Promise.all([part.load(), format && format !== 'kml' ? pathWriter.load() : null]);
    } catch {
      showChunkLoadError();
      return;
    }
    try {
      const read = await reader.readTrack(file);
      setChoice(null);
      if (read.tracks.length > 1) setChoice({ file, read, writer });
      else accept(file, read, writer, read.tracks[0] as Track);
    } catch (error) {
      const code = error instanceof reader.KmlError ? error.code : 'not-xml';
      notifyError(tr.m(reader.trackErrorMessage(code, format)), tr.t('editor.invalidFile'));
    }
  }

  /** The chosen track becomes the pending path; a GPX or GeoJSON one is sent as .kml. */
  function accept(file: File, read: ReadTrack, writer: PathWriter | null, track: Track) {
    setChoice(null);
    const note = { waypoints: read.waypoints, seconds: track.seconds };
    if (read.format === 'kml' || !writer) {
      onPending({ file, path: track.path, ...note });
      return;
    }
    const name = trailName() || track.name || translator().t('editor.pathDefaultName');
    onPending({ file: writer.kmlFile(file, name, track.path), path: track.path, sourceName: file.name, ...note });
  }

  async function download(as: 'kml' | 'gpx') {
    if (!path || path.length === 0) {
      notifyError(translator().t('editor.pathNoDownload'));
      return;
    }
    let writer: PathWriter;
    try {
      writer = await pathWriter.load();
    } catch {
      showChunkLoadError();
      return;
    }
    // The name as typed when the file is written.
    const name = trailName();
    writer.downloadPath(as, name, name || translator().t('editor.pathDefaultName'), trailId, path);
  }

  return (
    <Stack gap="xs">
      <Text fw={600} id="trail-path-heading" c={invalid ? 'red' : undefined}>
        {t('editor.pathHeading')}
      </Text>
      <Group gap="sm">
        <FileButton
          onChange={(f) => void choose(f)}
          accept={TRACK_ACCEPT}
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
          onClick={() => void download('kml')}
          onPointerEnter={() => pathWriter.prefetch()}
          onFocus={() => pathWriter.prefetch()}
        >
          {t('editor.pathDownload')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void download('gpx')}
          onPointerEnter={() => pathWriter.prefetch()}
          onFocus={() => pathWriter.prefetch()}
        >
          {t('kml.downloadGpx')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {pending
            ? tx('editor.pathPending', { file: <UserText text={pending.sourceName ?? pending.file.name} />, count: pending.path.length })
            : path
              ? t('editor.pathSaved', { count: path.length })
              : t('editor.pathNone', { mb: KML_MAX_MB })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('kml.converted')}
      </Text>
      {pending && (pending.waypoints ?? 0) > 0 && (
        <Text size="sm" aria-live="polite">
          {t('kml.waypointsIgnored', { count: pending.waypoints ?? 0 })}
        </Text>
      )}
      {pending?.seconds ? (
        <Text size="sm">
          {t('kml.recordedTime', durationFromHours(pending.seconds / 3600))}
        </Text>
      ) : null}
      {choice && Choose && (
        <Choose.TrackChoice
          fileName={choice.file.name}
          tracks={choice.read.tracks}
          onChoose={(track) => accept(choice.file, choice.read, choice.writer, track)}
          onCancel={() => setChoice(null)}
        />
      )}
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
