import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonAvatar } from '@/ui/cells';

// The user table's photo (src/ui/cells.tsx), as Mantine's Avatar drew it: decorative
// (alt=""), and the name's initials when there is no safe URL or the photo fails to load.
describe("a user's avatar", () => {
  it('shows the photo, decorative, and the initials when it fails to load', () => {
    const { container } = render(<PersonAvatar photo="/api/v1/media/photos/user-1.png" name="Rami Karam" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img.getAttribute('src')).toMatch(/\/api\/v1\/media\/photos\/user-1\.png$/);
    expect(container).not.toHaveTextContent('RK');

    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('RK');
  });

  it('shows the initials without a photo or with an unsafe one', () => {
    for (const photo of [null, 'javascript:alert(1)']) {
      const { container, unmount } = render(<PersonAvatar photo={photo} name="Lina  Al Balushi" />);
      expect(container.querySelector('img')).toBeNull();
      expect(container).toHaveTextContent(/^LA$/);
      unmount();
    }
  });

  it('tries a new photo again after an earlier one failed', () => {
    const { container, rerender } = render(<PersonAvatar photo="/p/old.png" name="Rami Karam" />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<PersonAvatar photo="/p/new.png" name="Rami Karam" />);
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/\/p\/new\.png$/);
  });
});
