import { Navigate, useLocation } from 'react-router';
import { AiManagerButton } from '#web/features/ai-manager/components/ai-manager-button.tsx';
import { RoleSelect } from '#web/features/profiles/components/role-select.tsx';
import { shopRedirectFor } from '#web/features/profiles/role-intent.ts';

export function RoleSelectRoute() {
  const { search } = useLocation();
  const redirect = shopRedirectFor(search);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <RoleSelect />
      <AiManagerButton context="landing" />
    </>
  );
}
