// The user's notices (decision 042): GET /api/notifications a page at a time, the unread count the header's badge
// reads, mark one or all read, and the kinds also sent by e-mail (GET/PUT /api/notifications/preferences).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type NoticePreferences,
  noticePreferencesSchema,
  noticesAnswer,
  noticesReadAnswer,
} from '@vp/domain';
import { api, request } from '../../../lib/api-client.ts';

/** Every read of the notices: the live stream and a mark drop them all at once. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
const keys = {
  pages: [...NOTIFICATIONS_KEY, 'pages'] as const,
  unread: [...NOTIFICATIONS_KEY, 'unread'] as const,
  preferences: ['notice-preferences'] as const,
};

/** The badge's count: one notice asked, the unread count answered; refreshed by the stream, else every minute. */
export function useUnreadNotices(enabled: boolean) {
  return useQuery({
    queryKey: keys.unread,
    queryFn: async ({ signal }) =>
      (await api.get('/notifications?limit=1', { signal, schema: noticesAnswer })).unread,
    enabled,
    refetchInterval: 60_000,
    staleTime: 0,
  });
}

export function useNotices() {
  return useInfiniteQuery({
    queryKey: keys.pages,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      api.get(`/notifications${pageParam ? `?before=${pageParam}` : ''}`, { signal, schema: noticesAnswer }),
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      id === 'all'
        ? api.post('/notifications/read-all', {}, { schema: noticesReadAnswer })
        : api.post(`/notifications/read/${id}`, {}, { schema: noticesReadAnswer }),
    onSuccess: (answer) => {
      client.setQueryData(keys.unread, answer.unread);
      void client.invalidateQueries({ queryKey: keys.pages });
    },
  });
}

export function useNoticePreferences() {
  return useQuery({
    queryKey: keys.preferences,
    queryFn: ({ signal }) =>
      api.get('/notifications/preferences', { signal, schema: noticePreferencesSchema }),
  });
}

export function useSaveNoticePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NoticePreferences) =>
      request('/notifications/preferences', {
        method: 'PUT',
        body: preferences,
        schema: noticePreferencesSchema,
      }),
    onSuccess: (saved) => client.setQueryData(keys.preferences, saved),
  });
}
