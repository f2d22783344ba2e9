import { ResetPasswordScreen } from '#web/features/auth/components/reset-password-screen.tsx';

export function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
