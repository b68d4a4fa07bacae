/**
 * A window `width` px wide for this test only: tests/support/viewport.ts's `showWidth`, with
 * the test setup's matchMedia (a wide window) back when the test ends.
 */
import { onTestFinished } from 'vitest';
import { resetWidth, showWidth } from './viewport';

export function setWindowWidth(width: number): void {
  showWidth(width);
  onTestFinished(resetWidth);
}
