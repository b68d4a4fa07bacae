/**
 * Every text of the demo tools (developer panel, Reset demo data, storage notices), in one
 * place so they can move into the panel's catalogues with the rest (issue 11).
 */
export const DEMO_MESSAGES = {
  resetButton: 'Reset demo data',
  resetTitle: 'Reset demo data?',
  resetBody:
    'Every trail, photo, review, tag, place and user goes back to the demo data, in every tab of this browser. Your changes are lost; you stay signed in.',
  resetConfirm: 'Reset',
  resetCancel: 'Cancel',
  resetBusy: 'Resetting...',
  resetFailed: 'The demo data could not be reset. Please try again.',
  resetElsewhere: 'The demo data were reset in another tab.',
  dismiss: 'Dismiss',

  storageUnavailable:
    'This browser cannot save the demo data (storage unavailable, as in a private window): your changes last until this tab is closed or reloaded.',
  storageFull:
    'This browser’s storage is full: the demo data are no longer saved, and your changes from now on last until this tab is closed or reloaded.',
  storageError:
    'The demo data could not be saved: your changes from now on last until this tab is closed or reloaded.',
  storageSaved: 'Demo data are saved in this browser and shared by its tabs.',

  panelTitle: 'Developer tools',
  panelButton: 'Developer tools',
  panelShortcut: 'Alt+Shift+D',
  latencyLabel: 'Latency of every call',
  latencyRealistic: 'Realistic (150–400 ms)',
  latencyNone: 'None',
  latency1s: '1 s',
  latency3s: '3 s',
  latency35s: '35 s (time-out)',
  failLabel: 'Make the next calls fail',
  failKind: 'Failure',
  failCount: 'Number of calls',
  failStart: 'Fail the next calls',
  failCancel: 'Stop failing',
  failPending: (n: number, kind: string) => `The next ${n === 1 ? 'call fails' : `${n} calls fail`} with ${kind}.`,
  failNetwork: 'a network error',
  fail500: '500 Internal Server Error',
  fail503: '503 Service Unavailable',
  fail401: '401 Unauthorized',
  failNetworkOption: 'Network error',
  expireToken: 'Expire the access token now',
  expireDone: (n: number) => (n === 1 ? 'One access token expired.' : `${n} access tokens expired.`),
  logTitle: 'Last 50 calls',
  logEmpty: 'No calls yet.',
  logClear: 'Clear',
  logTime: 'Time',
  logCall: 'Call',
  logStatus: 'Status',
  logDuration: 'Took',
  logNetworkError: 'network error',
  settingsNote: 'These settings are kept in this browser and apply to every tab.',
} as const;
