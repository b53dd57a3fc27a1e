import { z } from 'zod';

const email = z.string().trim().toLowerCase().pipe(z.email({ message: 'Please enter a valid email address' }));
const name = z.string().trim().max(80, 'Names are at most 80 characters').optional().transform((v) => v || undefined);

export const PASSWORD_MIN = 8;
/** POST /api/auth/register */
export const registerSchema = z.object({
  email,
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(200, 'Password is too long')
    .refine((p) => /[a-zA-Z]/.test(p) && /[0-9]/.test(p), 'Password must contain letters and numbers'),
  firstName: name,
  lastName: name,
});
export type RegisterRequest = z.input<typeof registerSchema>;

/** POST /api/auth/login */
export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password'),
});
export type LoginRequest = z.input<typeof loginSchema>;

/** GET /api/auth/user */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isPremium: z.boolean(),
  isAdmin: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
