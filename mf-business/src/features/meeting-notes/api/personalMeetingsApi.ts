import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMeetingNoteRequest, MeetingNote, UpdateMeetingNoteRequest } from '@fj/contracts';
import { apiJson, deleteWithUndo, errorMessage, patchCachedRecords, toast, toastFailure, useWrite } from '@fj/ui';
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

/**
 * 'Meeting note created successfully'; a failure is 'Error' with the server's message. Offline it is kept on this
 * device and listed as waiting to sync (docs/decisions/2602-offline-first.md).
 */
export function useCreateMeeting() {
  const refetch = useRefetchMeetings();
  return useWrite<CreateMeetingNoteRequest, MeetingNote>({
    request: (body) => ({ method: 'POST', url: PATH, body }),
    describe: (body) => `New meeting "${body.title}"`,
    onSaved: () => {
      toast({ title: 'Meeting note created successfully' });
      return refetch();
    },
    onError: (error) =>
      toastFailure(error, { title: 'Error', description: errorMessage(error, 'Failed to create the meeting note') }),
  });
}

/** An edit on the version it started from (`version`): changed elsewhere meanwhile, the person chooses. */
export function useUpdateMeeting() {
  const refetch = useRefetchMeetings();
  return useWrite<{ id: string; body: UpdateMeetingNoteRequest; version?: string }, MeetingNote>({
    request: ({ id, body, version }) => ({
      method: 'PUT',
      url: `${PATH}/${encodeURIComponent(id)}`,
      body,
      ifMatch: version,
      scope: PATH,
    }),
    describe: ({ body }) => `Edit meeting "${body.title}"`,
    onQueued: ({ id, body }, _queued, queryClient) => patchCachedRecords(queryClient, PATH, id, body),
    onSaved: () => {
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
