import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useSiteConfig } from '@/stores/site-config';

/** Applies the site config to `<html dir lang>` and to Mantine's direction. */
export function DirectionSync() {
  const { direction, language } = useSiteConfig();
  const { setDirection } = useDirection();
  useEffect(() => {
    document.documentElement.setAttribute('dir', direction);
    document.documentElement.setAttribute('lang', language);
    setDirection(direction);
  }, [direction, language, setDirection]);
  return null;
}
