import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMeetingNoteRequest, MeetingNote, UpdateMeetingNoteRequest } from '@fj/contracts';
import { apiJson, deleteWithUndo, errorMessage, toast, toastFailure } from '@fj/ui';
import { invalidateMeetingLinks } from '../../../shared/api/meetingItemsApi';

const PATH = '/api/meeting-notes';

/**
 * All the caller's meetings (GET /api/meeting-notes), or one business's — the same key the business
 * dashboard uses, so both screens share what they have read.
 */
export function useMeetings(businessId: string | null) {
  return useQuery<MeetingNote[]>(
    businessId
      ? {
          queryKey: [PATH, { businessId }],
          queryFn: () => apiJson<MeetingNote[]>('GET', `${PATH}?businessId=${encodeURIComponent(businessId)}`),
        }
      : { queryKey: [PATH] },
  );
}

/**
 * Every meeting list (this screen's and the dashboards'), the action items written in them (decision 2704), and the
 * businesses (their meeting counts).
 */
function useRefetchMeetings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      invalidateMeetingLinks(queryClient),
      queryClient.invalidateQueries({ queryKey: ['/api/businesses'] }),
    ]);
}

/** 'Meeting note created successfully'; a failure is 'Error' with the server's message. */
export function useCreateMeeting() {
  const refetch = useRefetchMeetings();
  return useMutation({
    mutationFn: (body: CreateMeetingNoteRequest) => apiJson<MeetingNote>('POST', PATH, body),
    onSuccess: () => {
      toast({ title: 'Meeting note created successfully' });
      return refetch();
    },
    onError: (error) =>
      toastFailure(error, { title: 'Error', description: errorMessage(error, 'Failed to create the meeting note') }),
  });
}

export function useUpdateMeeting() {
  const refetch = useRefetchMeetings();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMeetingNoteRequest }) =>
      apiJson<MeetingNote>('PUT', `${PATH}/${encodeURIComponent(id)}`, body),
    onSuccess: () => {
      toast({ title: 'Meeting Updated' });
      return refetch();
    },
    onError: (error) =>
      toastFailure(error, { title: 'Error', description: errorMessage(error, 'Failed to update the meeting') }),
  });
}

/** Delete with Undo (decision 0902): gone from the list at once, deleted when the toast closes. */
export function useDeleteMeeting() {
  const refetch = useRefetchMeetings();
  return (meeting: MeetingNote) =>
    deleteWithUndo({
      id: meeting.id,
      url: `${PATH}/${encodeURIComponent(meeting.id)}`,
      title: 'Meeting Deleted',
      description: meeting.title,
      onError: (error) =>
        toastFailure(error, { title: 'Error', description: errorMessage(error, 'Failed to delete the meeting') }),
      refetch,
    });
}
