import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/schemas';

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
  phoneNumber: z.string().nullable(),
  photo: z.string().nullable(),
  status: userStatusSchema,
  role: roleSchema,
  premiumActivatedAt: isoDateSchema.nullable(),
  premiumExpiresAt: isoDateSchema.nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactNumber: z.string().nullable(),
  hikeCount: z.number().int().nonnegative(),
  savedTrails: z.number().int().nonnegative(),
  totalHikeDistance: z.number().nonnegative(),
  createdAt: isoDateSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const userStatsSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  signedUpUsers: z.number().int().nonnegative(),
  guestUsers: z.number().int().nonnegative(),
  premiumUsers: z.number().int().nonnegative(),
  usersByStatus: z.object({
    active: z.number().int().nonnegative(),
    inactive: z.number().int().nonnegative(),
    pending: z.number().int().nonnegative(),
    deleted: z.number().int().nonnegative(),
  }),
  recentRegistrations: z.number().int().nonnegative(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const userStatsResponseSchema = z.object({ stats: userStatsSchema });
export const userListResponseSchema = z.object({
  users: z.array(userSchema),
  totalCount: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;
export const userResponseSchema = z.object({ user: userSchema });

const boolText = z.enum(['true', 'false']).transform((v) => v === 'true');
export const userListQuerySchema = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  status: userStatusSchema.optional(),
  role: roleSchema.optional(),
  userType: userTypeSchema.optional(),
  isPremium: boolText.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userStatusBodySchema = z.object({ userId: idSchema, status: userStatusSchema });
export const userRoleBodySchema = z.object({ userId: idSchema, role: roleSchema });
