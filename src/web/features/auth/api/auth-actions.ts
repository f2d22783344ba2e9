import type { z } from 'zod';
import type {
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  SignIn,
  SignUp,
} from '#shared/contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const post = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'POST', body });

export const signUp = (input: SignUp) => post<{ user: { email: string } }>('/api/auth/sign-up/email', input);
export const signIn = (input: SignIn) =>
  post<{ user: { id: string; email: string } }>('/api/auth/sign-in/email', input);
export const signOut = () => post<{ success: boolean }>('/api/auth/sign-out', {});
export const requestPasswordReset = (input: z.input<typeof requestPasswordResetSchema>) =>
  post<{ status: boolean }>('/api/auth/request-password-reset', input);
export const resetPassword = (input: z.input<typeof resetPasswordSchema>) =>
  post<{ status: boolean }>('/api/auth/reset-password', input);
export const changePassword = (input: z.input<typeof changePasswordSchema>) =>
  post<unknown>('/api/auth/change-password', input);
