import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateMeetingNoteRequest, MeetingNote } from '@fj/contracts';
import { apiJson, toast } from '@fj/ui';
import { toastFailure } from '../../../shared/toastFailure';
import { businessChildKey, fetchBusinessChildren, useRefetchBusinessChildren } from './businessChildren';

const PATH = '/api/meeting-notes';

/** The business's meetings, newest first. */
export function useMeetingNotes(businessId: string) {
  return useQuery({ queryKey: businessChildKey(PATH, businessId), queryFn: () => fetchBusinessChildren<MeetingNote>(PATH, businessId) });
}

export function useCreateMeetingNote(businessId: string) {
  const refetch = useRefetchBusinessChildren(PATH, businessId);
  return useMutation({
    mutationFn: (body: CreateMeetingNoteRequest) => apiJson<MeetingNote>('POST', PATH, body),
    onSuccess: () => {
      void refetch();
      toast({ title: 'Meeting Notes Saved' });
    },
    onError: (error) => toastFailure(error, { title: 'Error', description: 'Failed to save meeting notes. Please try again.' }),
  });
}
