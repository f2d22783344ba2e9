import type { ClientErrorReport } from '#shared/contracts/system.ts';
import { apiRequest } from './api-client.ts';

/** Best-effort crash report to the server log; never throws. */
export function reportClientError(input: {
  error: Error;
  boundary: string;
  componentStack?: string | undefined;
}): void {
  const stack = [input.error.stack, input.componentStack].filter(Boolean).join('\n').slice(0, 8000);
  const report: ClientErrorReport = {
    message: (input.error.message || 'Unknown error').slice(0, 2000),
    path: window.location.pathname.slice(0, 2000),
    boundary: input.boundary,
    ...(stack ? { stack } : {}),
  };
  apiRequest<void, ClientErrorReport>('/api/client-errors', { method: 'POST', body: report, keepalive: true }).catch(
    () => {},
  );
}
