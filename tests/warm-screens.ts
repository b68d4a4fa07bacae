/**
 * Loads the panel's lazily loaded screens once per worker, before the first test file of the
 * app project runs (these files share the worker's module cache). Without it, the first test
 * to open a screen pays that screen's transform inside its own waits, which on a loaded
 * machine is what made first tests time out. (Not for *.mocked tests: they load their own
 * copies of modules. A test that intercepts a chunk, tests/support/chunks.ts, still gets its
 * import: the interception is at the chunk's load, not in the module cache.)
 */
await Promise.all([
  import('@/app/signed-in-app'),
  import('@/features/dashboard/dashboard-screen'),
  import('@/features/trails/trail-list-screen'),
  import('@/features/trail-editor/trail-editor-screen'),
  import('@/features/waypoints/waypoints-screen'),
  import('@/features/users/users-screen'),
  import('@/features/reviews/pending-reviews-screen'),
  import('@/features/reviews/trail-reviews-screen'),
  import('@/features/tags/tags-screen'),
  import('@/features/locations/locations-screen'),
  // What loads at first use: the hosts of dialogs and notifications, the screens' dialogs, the
  // editor's chart and .kml parser.
  import('@/ui/modals-host'),
  import('@/ui/notifications-host'),
  import('@/features/trails/change-status-dialog'),
  import('@/features/trail-editor/processing-dialog'),
  import('@/features/trail-editor/unsaved-changes-dialog'),
  import('@/features/trail-editor/elevation-chart'),
  import('@/lib/kml/parse'),
]);

export {};
