import { useQuery } from '@tanstack/react-query';
import type { CreateGrowthIdeaRequest, GrowthIdea, GrowthIdeaStatus, UpdateGrowthIdeaRequest } from '@fj/contracts';
import { ideaStatusMessage } from '../model/growthIdeas';
import {
  businessChildKey,
  fetchBusinessChildren,
  useCreateBusinessChild,
  useDeleteBusinessChild,
  useStatusChange,
  useUpdateBusinessChild,
} from './businessChildren';

const PATH = '/api/growth-ideas';
const UPDATE_FAILED = 'Failed to update the growth idea. Please try again.';

export function useGrowthIdeas(businessId: string) {
  return useQuery({
    queryKey: businessChildKey(PATH, businessId),
    queryFn: () => fetchBusinessChildren<GrowthIdea>(PATH, businessId),
  });
}

export const useCreateGrowthIdea = (businessId: string) =>
  useCreateBusinessChild<CreateGrowthIdeaRequest, GrowthIdea>(PATH, businessId, {
    created: 'Growth Idea Added!',
    failure: 'Failed to save your growth idea. Please try again.',
  });

export const useUpdateGrowthIdea = (businessId: string) =>
  useUpdateBusinessChild<UpdateGrowthIdeaRequest, GrowthIdea>(PATH, businessId, {
    updated: 'Growth Idea Updated',
    failure: UPDATE_FAILED,
  });

/** The status dropdown's PUT ({ status }): 'Status Updated' names the idea and where it went, with Undo. */
export const useChangeGrowthIdeaStatus = (businessId: string) =>
  useStatusChange<GrowthIdeaStatus, GrowthIdea>(PATH, businessId, {
    describe: ideaStatusMessage,
    failure: UPDATE_FAILED,
  });

export const useDeleteGrowthIdea = (businessId: string) =>
  useDeleteBusinessChild(PATH, businessId, {
    deleted: 'Growth Idea Deleted',
    failure: 'Failed to delete the growth idea. Please try again.',
  });
