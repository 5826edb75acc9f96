import { QueryCache, QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { apiRequest, errorStatus } from './api';
import { isNetworkError } from './offline/network';

export const ME_QUERY_KEY = ['/api/auth/me'] as const;

/**
 * The path for a query key: string and number parts joined with '/'; a plain
 * object as the last part becomes the query string, skipping null/undefined values.
 *   ['/api/students', 5]                 → /api/students/5
 *   ['/api/students', { classId: 3 }]    → /api/students?classId=3
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const parts = [...queryKey];
  let search = '';
  const last = parts[parts.length - 1];
  if (last && typeof last === 'object' && !Array.isArray(last)) {
    parts.pop();
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(last)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const qs = params.toString();
    if (qs) search = `?${qs}`;
  }
  return parts.map(String).join('/') + search;
}

/**
 * Default loader: GET the key's path, parse JSON; a 401 raises like any other failure. When the
 * network fails a read that has a copy (the last sync), the copy stays: a page that was showing
 * the class keeps showing it offline instead of turning into an error (decision 0098). The
 * query's signal goes to fetch, so cancelQueries aborts the request itself (decision 0158).
 */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  try {
    return await apiRequest('GET', queryKeyToUrl(queryKey), undefined, undefined, signal);
  } catch (error) {
    const saved = queryClient.getQueryData(queryKey);
    if (saved !== undefined && isNetworkError(error)) return saved;
    throw error;
  }
};

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    // A 401 from any other query means the session ended: re-ask who is signed in, so the
    // route guards react (sending a teacher to /teacher-auth).
    onError: (error, query) => {
      if (errorStatus(error) === 401 && query.queryKey[0] !== ME_QUERY_KEY[0]) {
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      }
    },
  }),
  defaultOptions: {
    // No retries, data never stale, no refetch on focus, no polling by default.
    queries: {
      queryFn: defaultQueryFn,
      // Offline, a read is tried once and fails at once, so a page without a saved copy says it
      // needs the server instead of waiting forever; reconnecting refetches what failed
      // (decision 0098).
      networkMode: 'offlineFirst',
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    // Writes run offline too: the optimistic write queues what must not be lost (decision 0097).
    mutations: { retry: false, networkMode: 'always' },
  },
});
