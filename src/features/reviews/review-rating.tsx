import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { CellRow, Line } from '@/ui/cells';
import type { Translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';

/** SPEC.md §9: the star display is capped at 5. */
export const MAX_STARS = 5;

/** Whole stars to fill for a rating: rounded, between 0 and 5. */
export function filledStars(rating: number): number {
  if (!Number.isFinite(rating) || rating <= 0) return 0;
  return Math.min(MAX_STARS, Math.round(rating));
}

/**
 * "Rating: stars plus number" (SPEC.md §2). The stars are capped at 5; the number is the
 * rating as the server sent it (one decimal), so an out-of-range value stays visible.
 */
/** The number shown next to the stars: the rating as the server sent it, to one decimal. */
export function reviewRatingText({ number }: Pick<Translator, 'number'>, rating: number): string {
  const digits = Number.isInteger(rating) ? 0 : 1;
  return number(rating, { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

export function ReviewRating({ rating }: { rating: number }) {
  const tr = useT();
  const { t, number } = tr;
  const filled = filledStars(rating);
  const value = reviewRatingText(tr, rating);
  return (
    // A short value: the number stays beside the stars, on one line (the column fits them).
    <CellRow gap={4} aria-label={t('reviews.rating', { value, max: number(MAX_STARS) })} role="img">
      <CellRow gap={0} aria-hidden data-testid="stars" data-filled={filled}>
        {Array.from({ length: MAX_STARS }, (_, i) =>
          i < filled ? (
            <IconStarFilled key={i} size={12} color="light-dark(var(--mantine-color-yellow-6), var(--mantine-color-yellow-5))" data-star="filled" />
          ) : (
            <IconStar key={i} size={12} color="var(--mantine-color-gray-5)" data-star="empty" />
          ),
        )}
      </CellRow>
      <Line strong aria-hidden>
        {value}
      </Line>
    </CellRow>
  );
}
