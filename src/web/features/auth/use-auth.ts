import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from './api/session.ts';

export function useSession() {
  return useQuery(sessionQueryOptions);
}
