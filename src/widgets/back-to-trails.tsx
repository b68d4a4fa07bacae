import { Button, type ButtonProps } from '@mantine/core';
import { IconArrowBack } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n/use-t';
import { MIRROR_IN_RTL } from '@/ui/mirror-in-rtl';

/** "Back to Trails" (SPEC.md §2, waypoints page; also the trail reviews and invalid-id pages). */
export function BackToTrails(props: Pick<ButtonProps, 'variant' | 'w'>) {
  const { t } = useT();
  return (
    <Button
      component={Link}
      to="/trails"
      variant="light"
      leftSection={<IconArrowBack size={16} aria-hidden className={MIRROR_IN_RTL} />}
      {...props}
    >
      {t('common.backToTrails')}
    </Button>
  );
}
