import {
  ActionIcon,
  Badge,
  Box,
  Button,
  FileButton,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { SafePhoto } from '@/ui/safe-photo';
import { useT } from '@/i18n/use-t';
import { IMAGE_ACCEPT } from '@/lib/image-types';
import { lazyPart } from '@/lib/lazy-part';
import { useLazyPart } from '@/ui/use-lazy-part';

/** The validation focus target (the editor focuses `trail-field-{field}`) and its message. */
const PHOTOS_FIELD_ID = 'trail-field-photos';
const PHOTOS_ERROR_ID = 'trail-field-photos-error';

export interface NewPhoto {
  key: string;
  /** The photo as chosen. */
  original: File;
  /** What is sent: the prepared photo (src/lib/photo-pipeline), `original` until it is ready. */
  file: File;
  /** Whether the photo is still being prepared (upright, scaled, without its metadata). */
  preparing: boolean;
  /** Object URL of `file` for the preview ('' where the platform cannot make one). */
  url: string;
}

/** A new photo's size text loads when photos are chosen, or when a prepared one is shown (kept from an ended session). */
const photoSize = lazyPart('photo-size', () => import('./photo-size'));

/** Under a new photo: "Preparing…", then its size as sent (photo-size.tsx). */
function PhotoSize({ photo }: { photo: NewPhoto }) {
  const tr = useT();
  const module = useLazyPart(photoSize, !photo.preparing);
  if (photo.preparing) {
    return (
      <Group gap={4} mt={4} wrap="nowrap">
        <Loader size={10} aria-hidden />
        <Text size="xs" c="dimmed">
          {tr.t('editor.photoPreparing')}
        </Text>
      </Group>
    );
  }
  return module && <module.PhotoSizeText original={photo.original} file={photo.file} />;
}

interface Props {
  saved: string[];
  added: NewPhoto[];
  onAdd: (files: File[]) => void;
  onRemoveAdded: (key: string) => void;
  onDeleteSaved: (url: string) => void;
  deleting: string | null;
  /** The validation message of the photos (SPEC.md §5), shown under the picker. */
  error?: string | undefined;
}

/**
 * Photos (SPEC.md §2): the saved photos and the new ones (previews, marked New), each with an
 * x to delete it, and a multi-image picker. Saved photos are deleted on the server after
 * the "Delete Photo?" confirmation; new ones are just taken out of the form.
 */
export function PhotosSection({
  saved,
  added,
  onAdd,
  onRemoveAdded,
  onDeleteSaved,
  deleting,
  error,
}: Props) {
  const { t, number } = useT();
  const total = saved.length + added.length;
  const invalid = Boolean(error);
  return (
    <Stack gap="xs" role="group" aria-labelledby="photos-heading">
      <Group justify="space-between">
        <Text fw={600} id="photos-heading" c={invalid ? 'red' : undefined}>
          {t('editor.photosHeading', { count: total })}
        </Text>
        <FileButton
          onChange={(files) => {
            // The sizes' code arrives while the photos are prepared.
            if (files.length > 0) photoSize.prefetch();
            onAdd(files);
          }}
          accept={IMAGE_ACCEPT}
          multiple
          inputProps={{ 'aria-label': t('editor.photoFiles') }}
        >
          {(props) => (
            <Button
              {...props}
              id={PHOTOS_FIELD_ID}
              aria-describedby={invalid ? PHOTOS_ERROR_ID : undefined}
              variant="light"
              leftSection={<IconPhotoPlus size={16} aria-hidden />}
              color={invalid ? 'red' : undefined}
            >
              {t('editor.addPhotos')}
            </Button>
          )}
        </FileButton>
      </Group>
      {error && (
        <Text size="sm" c="red" id={PHOTOS_ERROR_ID}>
          {error}
        </Text>
      )}
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('editor.noPhotos')}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 5 }}
          spacing="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {saved.map((url, i) => (
            <Box component="li" key={url} pos="relative">
              <SafePhoto src={url} alt={t('editor.photoAlt', { n: number(i + 1) })} radius="sm" h={110} fit="cover" />
              {deleting === url && (
                <Progress
                  value={100}
                  animated
                  size="xs"
                  mt={4}
                  aria-label={t('editor.photoDeleting', { n: number(i + 1) })}
                />
              )}
              <PhotoXButton
                label={t('editor.photoDelete', { n: number(i + 1) })}
                onClick={() => onDeleteSaved(url)}
                disabled={deleting !== null}
              />
            </Box>
          ))}
          {added.map((photo, i) => (
            <Box component="li" key={photo.key} pos="relative">
              <SafePhoto
                src={photo.url}
                alt={t('editor.newPhotoAlt', { n: number(i + 1), file: photo.original.name })}
                radius="sm"
                h={110}
                fit="cover"
              />
              <PhotoSize photo={photo} />
              <Badge
                pos="absolute"
                top={86}
                style={{ insetInlineStart: 4 }}
                size="xs"
                color="teal"
              >
                {t('editor.newPhoto')}
              </Badge>
              <PhotoXButton
                label={t('editor.newPhotoRemove', { file: photo.original.name })}
                onClick={() => onRemoveAdded(photo.key)}
              />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The x on a photo's corner (SPEC.md §2): deletes a saved photo or drops a new one. */
function PhotoXButton({ label, onClick, disabled = false }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <ActionIcon
      pos="absolute"
      top={4}
      style={{ insetInlineEnd: 4 }}
      color="red"
      variant="filled"
      size="sm"
      radius="xl"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      <IconX size={14} aria-hidden />
    </ActionIcon>
  );
}
