import { api } from '@client/lib/api';
import type { ContractCategory } from '@shared/contracts/catalogue';
import type { ContractView, SignResult } from '@shared/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The contract calls. Keys are the API paths, so the live stream's 'contracts'
// topic (src/shared/events/topics.ts) refetches both reads. Every call names its class
// (decision 0022).

export const contractsQueryKey = (classId: number) => ['/api/social-contracts', { classId }] as const;
export const unifiedQueryKey = (classId: number) => ['/api/unified-contract', { classId }] as const;

export function useContracts(classId: number) {
  return useQuery<ContractView[]>({ queryKey: contractsQueryKey(classId) });
}

export function useUnifiedContract(classId: number) {
  return useQuery<ContractView | null>({ queryKey: unifiedQueryKey(classId) });
}

function useContractMutation<TVars, TResult>(
  call: (vars: TVars) => Promise<TResult>,
  classOf: (v: TVars) => number,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_data, _error, vars) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractsQueryKey(classOf(vars)) }),
        queryClient.invalidateQueries({ queryKey: unifiedQueryKey(classOf(vars)) }),
      ]),
  });
}

export interface NewContract {
  classId: number;
  title: string;
  contractText: string;
  rules: { category: ContractCategory; ruleText: string; order: number }[];
}

export const useCreateContract = () =>
  useContractMutation(
    async ({ rules, ...v }: NewContract) => {
      const created = await api.post<ContractView>('/api/social-contracts', {
        ...v,
        ...(rules.length ? { rules } : {}),
      });
      // A missing id is an error of its own.
      if (!created?.id) throw new Error('Contract ID not returned from server');
      return created;
    },
    (v) => v.classId,
  );

export const useDeleteContract = () =>
  useContractMutation(
    ({ id }: { id: number; classId: number }) => api.delete(`/api/social-contracts/${id}`),
    (v) => v.classId,
  );

export const useGenerateUnified = () =>
  useContractMutation(
    ({ classId }: { classId: number }) =>
      api.post<ContractView>('/api/generate-unified-contract', { classId }),
    (v) => v.classId,
  );

export const useSaveUnified = () =>
  useContractMutation(
    (v: { classId: number; title: string; contractText: string }) =>
      api.post<ContractView>('/api/unified-contract', v),
    (v) => v.classId,
  );

export const useSignContract = () =>
  useContractMutation(
    ({ contractId, studentId }: { contractId: number; studentId: number; classId: number }) =>
      api.post<SignResult>('/api/contract-signatures', { contractId, studentId }),
    (v) => v.classId,
  );
