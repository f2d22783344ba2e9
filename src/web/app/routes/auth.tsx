import { AuthScreen } from '#web/features/auth/components/auth-screen.tsx';

export function AuthRoute() {
  return <AuthScreen audience="creator" />;
}
