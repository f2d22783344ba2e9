import { PrivacyNotice } from '#web/features/privacy/components/privacy-notice.tsx';

export function PrivacyRoute() {
  return <PrivacyNotice />;
}
