import type {
  CreateMeetingAgendaTemplateRequest,
  MeetingAgendaTemplate,
  MeetingType,
  UpdateMeetingAgendaTemplateRequest,
} from '@fj/contracts';
import {
  AGENDA_ITEM_TITLE_REQUIRED,
  AGENDA_ITEMS_REQUIRED,
  TEMPLATE_NAME_REQUIRED,
  agendaOverDurationMessage,
} from '@fj/contracts/messages';
import { isBlank, type FieldErrors } from '@fj/ui';
import { optionalText } from '../../../shared/model/formValues';

export interface AgendaItemDraft {
  /** stable React key while items are added and removed */
  key: number;
  title: string;
  /** minutes, as typed */
  minutes: string;
}

export interface TemplateFormValues {
  name: string;
  description: string;
  templateType: MeetingType;
  /** minutes, as typed */
  defaultDuration: string;
  items: AgendaItemDraft[];
}

let nextKey = 1;
export const newAgendaItem = (title = '', minutes = ''): AgendaItemDraft => ({ key: nextKey++, title, minutes });

export const emptyTemplateForm = (): TemplateFormValues => ({
  name: '',
  description: '',
  templateType: 'team',
  defaultDuration: '30',
  items: [newAgendaItem()],
});

export const templateToFormValues = (template: MeetingAgendaTemplate): TemplateFormValues => ({
  name: template.name,
  description: template.description ?? '',
  templateType: template.templateType,
  defaultDuration: String(template.defaultDuration),
  items: template.agendaItems.map((item) => newAgendaItem(item.title, String(item.timeAllocation))),
});

const wholeMinutes = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : NaN);

/** The minutes the agenda takes so far (items without a number count 0). */
export const plannedMinutes = (items: readonly AgendaItemDraft[]) =>
  items.reduce((sum, item) => sum + (wholeMinutes(item.minutes) || 0), 0);

/** The server's rules, said before asking it: a name, 1–1440 minutes, every item named with ≥ 1 minute, fitting the duration. */
export function validateTemplateForm(values: TemplateFormValues): FieldErrors<'name' | 'defaultDuration' | 'items'> {
  const duration = wholeMinutes(values.defaultDuration);
  const badItem = values.items.findIndex((item) => isBlank(item.title) || !(wholeMinutes(item.minutes) >= 1));
  const planned = plannedMinutes(values.items);
  let items: string | undefined;
  if (values.items.length === 0) items = AGENDA_ITEMS_REQUIRED;
  else if (badItem >= 0)
    items = isBlank(values.items[badItem].title)
      ? `Item ${badItem + 1}: ${AGENDA_ITEM_TITLE_REQUIRED}`
      : `Item ${badItem + 1}: give it at least 1 whole minute`;
  else if (duration >= 1 && planned > duration) items = agendaOverDurationMessage(planned, duration);
  return {
    name: isBlank(values.name) ? TEMPLATE_NAME_REQUIRED : undefined,
    defaultDuration:
      duration >= 1 && duration <= 24 * 60 ? undefined : 'Enter the meeting length in whole minutes (1–1440)',
    items,
  };
}

export function toUpdateTemplateRequest(values: TemplateFormValues): UpdateMeetingAgendaTemplateRequest {
  return {
    name: values.name.trim(),
    description: optionalText(values.description),
    templateType: values.templateType,
    defaultDuration: wholeMinutes(values.defaultDuration),
    agendaItems: values.items.map((item) => ({ title: item.title.trim(), timeAllocation: wholeMinutes(item.minutes) })),
    isPublic: false,
  };
}

/** … businessId, isPublic false (templates are private). */
export const toCreateTemplateRequest = (
  values: TemplateFormValues,
  businessId: string | null,
): CreateMeetingAgendaTemplateRequest => ({
  ...toUpdateTemplateRequest(values),
  businessId,
});
