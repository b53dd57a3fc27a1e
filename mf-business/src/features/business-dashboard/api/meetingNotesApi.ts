import { useQuery } from '@tanstack/react-query';
import type { CreateMeetingNoteRequest, MeetingNote, UpdateMeetingNoteRequest } from '@fj/contracts';
import {
  businessChildKey,
  fetchBusinessChildren,
  useCreateBusinessChild,
  useDeleteBusinessChild,
  useUpdateBusinessChild,
} from './businessChildren';

const PATH = '/api/meeting-notes';

/** The business's meetings, newest first. */
export function useMeetingNotes(businessId: string) {
  return useQuery({
    queryKey: businessChildKey(PATH, businessId),
    queryFn: () => fetchBusinessChildren<MeetingNote>(PATH, businessId),
  });
}

export const useCreateMeetingNote = (businessId: string) =>
  useCreateBusinessChild<CreateMeetingNoteRequest, MeetingNote>(PATH, businessId, {
    created: 'Meeting Notes Saved',
    failure: 'Failed to save meeting notes. Please try again.',
  });

export const useUpdateMeetingNote = (businessId: string) =>
  useUpdateBusinessChild<UpdateMeetingNoteRequest, MeetingNote>(PATH, businessId, {
    updated: 'Meeting Updated',
    failure: 'Failed to update the meeting. Please try again.',
  });

export const useDeleteMeetingNote = (businessId: string) =>
  useDeleteBusinessChild(PATH, businessId, {
    deleted: 'Meeting Deleted',
    failure: 'Failed to delete the meeting. Please try again.',
  });
