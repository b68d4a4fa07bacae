import * as z from 'zod/mini';

/** Ids are positive integers on the wire (docs/api.md), except a photo's id, which is its file name. */
export const idSchema = z.number().check(z.int(), z.positive());
export const isoDateSchema = z.string().check(
  z.refine((s) => !Number.isNaN(Date.parse(s)), { message: 'Expected an ISO-8601 date' }),
);

/** The error body every non-2xx answer carries. `message` may be a list on a 400. */
export const errorBodySchema = z.object({
  message: z.union([z.string(), z.array(z.string())]),
  statusCode: z.optional(z.number()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * A number the server may send as a plain numeric string ("12.5", "-3"): read as that number.
 * Only a whole decimal numeral counts ("", " 1", "1e3", "0x10", "12 km" stay malformed).
 */
const wireNumber = z.pipe(
  z.union([z.number(), z.string().check(z.refine((s) => /^-?\d+(\.\d+)?$/.test(s)))]),
  z.transform(Number),
);
/** A number field of an answer, with its checks (e.g. `num(z.int(), z.nonnegative())`). */
export const num = (...checks: z.core.$ZodCheck<number>[]) => z.pipe(wireNumber, z.number().check(...checks));

/** A row of a list that did not match its schema: set apart, the rest of the list is read. */
export interface UnreadableRow {
  /** The list's field in the answer (`trails`) and the row's place in it (none: a detail). */
  list: string;
  index?: number;
  /** Its id, when that much is readable. */
  id: number | null;
  issues: readonly z.core.$ZodIssue[];
  value: unknown;
}

let noted: UnreadableRow[] | null = null;

/**
 * Runs a (synchronous) parse and answers its result with the rows of `rowsOf` lists that it
 * set apart (src/api/http.ts hands them to the caller, scripts/contract reports them).
 */
export function withUnreadable<T>(parse: () => T): [T, UnreadableRow[]] {
  const outer = noted;
  const rows: UnreadableRow[] = (noted = []);
  try {
    return [parse(), rows];
  } finally {
    noted = outer;
  }
}

/**
 * A list's rows read one by one: a row that does not match `item` is left out of the rows and
 * noted (withUnreadable), so one malformed record never fails the whole list.
 */
export function rowsOf<S extends z.ZodMiniType>(list: string, item: S) {
  return z.pipe(
    z.array(z.custom<unknown>()),
    z.transform((values) => {
      const rows: z.output<S>[] = [];
      values.forEach((value, index) => {
        const parsed = z.safeParse(item, value);
        if (parsed.success) rows.push(parsed.data);
        else {
          const id = Number((value as { id?: unknown } | null)?.id);
          noted?.push({ list, index, id: Number.isInteger(id) && id > 0 ? id : null, issues: parsed.error.issues, value });
        }
      });
      return rows;
    }),
  );
}

/**
 * One record (a detail) read as far as it can be: a top-level field that does not match and
 * has a `fallback` (an empty value of its type) takes it, and the record is noted as
 * unreadable (withUnreadable, under `name`) with the issues that name its fields. A field
 * without a fallback that does not match fails the answer, as any schema does.
 */
export function readable<S extends z.ZodMiniObject>(name: string, schema: S, fallback: Partial<z.output<S>>) {
  return z.pipe(
    z.custom<unknown>(),
    z.transform((value, ctx) => {
      const parsed = z.safeParse(schema, value);
      if (parsed.success) return parsed.data;
      const { issues } = parsed.error;
      const patched = { ...(value as object) } as Record<PropertyKey, unknown>;
      for (const { path } of issues) if (path[0]! in fallback) patched[path[0]!] = fallback[path[0] as keyof typeof fallback];
      const again = z.safeParse(schema, patched);
      if (again.success) {
        noted?.push({ list: name, id: (again.data as { id?: number }).id ?? null, issues, value });
        return again.data;
      }
      ctx.issues.push(...(issues as z.core.$ZodRawIssue[]));
      return z.NEVER;
    }),
  );
}
