import { api } from '@client/lib/api';
import type { QuestionView, ReplyView, VoteResult } from '@shared/questions/schemas';
import { QUESTIONS_REFRESH_MS } from '@shared/questions/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The question board's calls. The list lives under ['/api/questions', {classId}]
// (GET /api/questions?classId=…): the live stream's 'questions' topic refetches it at once, and
// the spec's 5-second poll stays as the fallback.

export const questionsQueryKey = (classId: number) => ['/api/questions', { classId }] as const;

export function useQuestions(classId: number | null) {
  return useQuery<QuestionView[]>({
    queryKey: questionsQueryKey(classId ?? 0),
    enabled: classId !== null,
    refetchInterval: QUESTIONS_REFRESH_MS,
  });
}

function useBoardMutation<TVars, TResult>(classId: number, call: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionsQueryKey(classId) }),
  });
}

export const useAskQuestion = (classId: number) =>
  useBoardMutation(classId, (v: { content: string; authorName: string }) =>
    api.post<QuestionView>('/api/questions', { classId, ...v }),
  );

export const useReply = (classId: number) =>
  useBoardMutation(
    classId,
    ({ questionId, ...v }: { questionId: number; content: string; authorName: string }) =>
      api.post<ReplyView>(`/api/questions/${questionId}/replies`, v),
  );

export const useVote = (classId: number) =>
  useBoardMutation(classId, ({ questionId, voterName }: { questionId: number; voterName: string }) =>
    api.post<VoteResult>(`/api/questions/${questionId}/vote`, { voterName }),
  );

export const useDeleteQuestion = (classId: number) =>
  useBoardMutation(classId, (questionId: number) => api.delete(`/api/questions/${questionId}`));

export const useDeleteReply = (classId: number) =>
  useBoardMutation(classId, ({ questionId, replyId }: { questionId: number; replyId: number }) =>
    api.delete(`/api/questions/${questionId}/replies/${replyId}`),
  );
