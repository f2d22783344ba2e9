import type { ClientErrorReport } from '#shared/contracts/system.ts';
import { clientErrorRoute } from '#shared/endpoints/system-paths.ts';
import type { systemEndpoints } from '#shared/endpoints/system.ts';
import { callRoute } from './call-endpoint.ts';

/** The error boundary is on every first load: the definition is read as a type, so zod stays off it (decision 028). */
type Report = (typeof systemEndpoints)['reportClientError'];

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
  callRoute<Report>(clientErrorRoute, { body: report }, { keepalive: true }).catch(() => {});
}
