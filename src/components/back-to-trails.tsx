import { Button, type ButtonProps } from '@mantine/core';
import { IconArrowBack } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** "Back to Trails" (SPEC.md §2, waypoints page; also the trail reviews and invalid-id pages). */
export function BackToTrails(props: Pick<ButtonProps, 'variant' | 'w'>) {
  return (
    <Button component={Link} to="/trails" variant="light" leftSection={<IconArrowBack size={16} aria-hidden />} {...props}>
      Back to Trails
    </Button>
  );
}
