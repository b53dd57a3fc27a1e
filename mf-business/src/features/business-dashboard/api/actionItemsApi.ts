import { useQuery } from '@tanstack/react-query';
import type { ActionItem, ActionItemStatus, CreateActionItemRequest, UpdateActionItemRequest } from '@fj/contracts';
import { statusChangeMessage } from '../../../shared/model/actionItems';
import {
  businessChildKey,
  fetchBusinessChildren,
  useCreateBusinessChild,
  useDeleteBusinessChild,
  useStatusChange,
  useUpdateBusinessChild,
} from './businessChildren';

const PATH = '/api/action-items';
const UPDATE_FAILED = 'Failed to update the action item. Please try again.';

export function useActionItems(businessId: string) {
  return useQuery({
    queryKey: businessChildKey(PATH, businessId),
    queryFn: () => fetchBusinessChildren<ActionItem>(PATH, businessId),
  });
}

export const useCreateActionItem = (businessId: string) =>
  useCreateBusinessChild<CreateActionItemRequest, ActionItem>(PATH, businessId, {
    created: 'Action Item Created',
    failure: 'Failed to create action item. Please try again.',
  });

/** The edit form's PUT (a full edit). */
export const useUpdateActionItem = (businessId: string) =>
  useUpdateBusinessChild<UpdateActionItemRequest, ActionItem>(PATH, businessId, {
    updated: 'Action Item Updated',
    failure: UPDATE_FAILED,
  });

/** The checkbox's PUT (status, and completedAt when completed), with 'Status Updated' naming it and Undo. */
export const useChangeActionItemStatus = (businessId: string) =>
  useStatusChange<ActionItemStatus, ActionItem>(PATH, businessId, {
    describe: statusChangeMessage,
    failure: UPDATE_FAILED,
  });

export const useDeleteActionItem = (businessId: string) =>
  useDeleteBusinessChild(PATH, businessId, {
    deleted: 'Action Item Deleted',
    failure: 'Failed to delete the action item. Please try again.',
  });
