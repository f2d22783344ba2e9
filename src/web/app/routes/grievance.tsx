import { GrievanceScreen } from '#web/features/grievances/components/grievance-screen.tsx';

export function GrievanceRoute() {
  return <GrievanceScreen />;
}
