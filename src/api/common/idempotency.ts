/**
 * Idempotency keys that follow what is submitted, not each click. A form sends the same values
 * again after a failure or a time-out with the same key, so a server that did the work the
 * first time (its answer lost on the way) answers with that result instead of doing it again:
 * a second trail is never created. Different values get a new key. One `SubmissionKeys` lives
 * as long as the form (and is kept with it across a session expiry).
 */
export class SubmissionKeys {
  private readonly keys = new Map<string, string>();

  /** The key for this submission: the same one for the same `what`. */
  keyFor(what: unknown): string {
    const print = fingerprint(what);
    let key = this.keys.get(print);
    if (!key) {
      key = crypto.randomUUID();
      this.keys.set(print, key);
    }
    return key;
  }

  /** The submission went through: a new one of the same values is a new write. */
  done(what: unknown): void {
    this.keys.delete(fingerprint(what));
  }
}

/** A stable text for what is submitted: values as JSON, files by name, size, type and date. */
export function fingerprint(what: unknown): string {
  return JSON.stringify(what, (_key, value: unknown) =>
    typeof File !== 'undefined' && value instanceof File
      ? { file: value.name, size: value.size, type: value.type, lastModified: value.lastModified }
      : value,
  );
}
