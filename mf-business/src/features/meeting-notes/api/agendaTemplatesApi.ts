import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMeetingAgendaTemplateRequest,
  MeetingAgendaTemplate,
  UpdateMeetingAgendaTemplateRequest,
} from '@fj/contracts';
import { apiJson, apiRequest, errorMessage, toast, toastFailure } from '@fj/ui';

const PATH = '/api/meeting-agenda-templates';

/**
 * The caller's templates (the server creates the three defaults on the first read, docs/product.md#agenda-templates); a
 * business's plus the general ones.
 */
export function useAgendaTemplates(businessId: string | null) {
  return useQuery<MeetingAgendaTemplate[]>(
    businessId
      ? {
          queryKey: [PATH, { businessId }],
          queryFn: () =>
            apiJson<MeetingAgendaTemplate[]>('GET', `${PATH}?businessId=${encodeURIComponent(businessId)}`),
        }
      : { queryKey: [PATH] },
  );
}

function useRefetchTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [PATH] });
}

const failure = (fallback: string) => (error: unknown) =>
  toastFailure(error, { title: 'Error', description: errorMessage(error, fallback) });

/** 'Meeting template created successfully'; a failure is 'Error' with the server's message. */
export function useCreateTemplate() {
  const refetch = useRefetchTemplates();
  return useMutation({
    mutationFn: (body: CreateMeetingAgendaTemplateRequest) => apiJson<MeetingAgendaTemplate>('POST', PATH, body),
    onSuccess: () => {
      toast({ title: 'Meeting template created successfully' });
      return refetch();
    },
    onError: failure('Failed to create the template'),
  });
}

export function useUpdateTemplate() {
  const refetch = useRefetchTemplates();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMeetingAgendaTemplateRequest }) =>
      apiJson<MeetingAgendaTemplate>('PUT', `${PATH}/${encodeURIComponent(id)}`, body),
    onSuccess: () => {
      toast({ title: 'Template Updated' });
      return refetch();
    },
    onError: failure('Failed to update the template'),
  });
}

export function useDeleteTemplate() {
  const refetch = useRefetchTemplates();
  return useMutation({
    mutationFn: (template: MeetingAgendaTemplate) => apiRequest('DELETE', `${PATH}/${encodeURIComponent(template.id)}`),
    onSuccess: (_res, template) => {
      toast({ title: 'Template Deleted', description: template.name });
      return refetch();
    },
    onError: failure('Failed to delete the template'),
  });
}
