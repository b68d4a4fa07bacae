import { Modal, SimpleGrid, Text } from '@mantine/core';
import { SafePhoto } from '@/ui/safe-photo';
import { safeMediaUrl } from '@/lib/safe-url';
import type { Review } from '@/api/reviews/schemas';
import { useT } from '@/i18n/use-t';

/** The gallery of a review's photos (SPEC.md §2 "Photos: opens a gallery dialog"). */
export function ReviewPhotosDialog({ review, onClose }: { review: Review | null; onClose: () => void }) {
  const { t, tx, number } = useT();
  const count = review?.photos.length ?? 0;
  return (
    <Modal opened={review !== null} onClose={onClose} title={t('reviews.photos')} centered size="xl">
      {review && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {tx('reviews.photosSummary', { count, id: review.id, name: review.user.name })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {review.photos.map((url, i) => {
              const alt = t('reviews.photoAlt', { n: number(i + 1), count: number(count), id: review.id });
              const safe = safeMediaUrl(url);
              // Only a safe URL becomes a link (never javascript: or data:): src/lib/safe-url.ts.
              return safe === null ? (
                <SafePhoto key={`${i}:${url}`} src={null} alt={alt} h={200} />
              ) : (
                <a key={`${i}:${url}`} href={safe} target="_blank" rel="noreferrer noopener">
                  <SafePhoto src={safe} alt={alt} h={200} radius="sm" fit="cover" />
                </a>
              );
            })}
          </SimpleGrid>
        </>
      )}
    </Modal>
  );
}
