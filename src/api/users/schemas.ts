import * as z from 'zod/mini';
import { idSchema, isoDateSchema, num, rowsOf } from '../common/schemas';

export const userStatusSchema = z.enum(['active', 'deleted', 'inactive', 'pending']);
export type UserStatus = z.infer<typeof userStatusSchema>;
export const roleSchema = z.enum(['admin', 'hiker']);
export type Role = z.infer<typeof roleSchema>;
export const userTypeSchema = z.enum(['registered', 'guest']);
export type UserType = z.infer<typeof userTypeSchema>;
export const statsPeriodSchema = z.enum(['all', 'year', 'month', 'week', 'today']);
export type StatsPeriod = z.infer<typeof statsPeriodSchema>;

export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  photo: z.nullable(z.string()),
  status: userStatusSchema,
  role: roleSchema,
  premiumActivatedAt: z.nullable(isoDateSchema),
  premiumExpiresAt: z.nullable(isoDateSchema),
  emergencyContactName: z.nullable(z.string()),
  emergencyContactNumber: z.nullable(z.string()),
  hikeCount: num(z.int(), z.nonnegative()),
  savedTrails: num(z.int(), z.nonnegative()),
  totalHikeDistance: num(z.nonnegative()),
  createdAt: isoDateSchema,
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const userStatsSchema = z.object({
  totalUsers: z.number().check(z.int(), z.nonnegative()),
  signedUpUsers: z.number().check(z.int(), z.nonnegative()),
  guestUsers: z.number().check(z.int(), z.nonnegative()),
  premiumUsers: z.number().check(z.int(), z.nonnegative()),
  usersByStatus: z.object({
    active: z.number().check(z.int(), z.nonnegative()),
    inactive: z.number().check(z.int(), z.nonnegative()),
    pending: z.number().check(z.int(), z.nonnegative()),
    deleted: z.number().check(z.int(), z.nonnegative()),
  }),
  recentRegistrations: z.number().check(z.int(), z.nonnegative()),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const userStatsResponseSchema = z.object({ stats: userStatsSchema });
export const userListResponseSchema = z.object({
  users: rowsOf('users', userSchema),
  totalCount: num(z.int(), z.nonnegative()),
  totalPages: num(z.int(), z.nonnegative()),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;
export const userResponseSchema = z.object({ user: userSchema });

const boolText = z.pipe(
  z.enum(['true', 'false']),
  z.transform((v) => v === 'true'),
);
export const userListQuerySchema = z.object({
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
  status: z.optional(userStatusSchema),
  role: z.optional(roleSchema),
  userType: z.optional(userTypeSchema),
  isPremium: z.optional(boolText),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userStatusBodySchema = z.object({ userId: idSchema, status: userStatusSchema });
export const userRoleBodySchema = z.object({ userId: idSchema, role: roleSchema });
