import { Badge, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Mantine's modal close button is an icon without a name (axe "button-name"); every
    // dialog of the panel, including @mantine/modals' confirm dialogs, gets one here.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A badge never shrinks below its text: in a crowded table row it would otherwise be cut
    // to "...G" instead of the column growing.
    Badge: Badge.extend({ styles: { root: { minWidth: 'max-content', flexShrink: 0 } } }),
  },
});
