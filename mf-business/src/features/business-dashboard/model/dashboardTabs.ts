/** The business dashboard's tabs, in order (docs/product.md#business-dashboard). */
export const DASHBOARD_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'social', label: 'Social' },
  { value: 'meetings', label: 'Meetings' },
  { value: 'actions', label: 'Actions' },
  { value: 'ideas', label: 'Ideas' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

/** The tab named in the URL (?tab=), overview for anything else. */
export function toDashboardTab(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.value === value)?.value ?? 'overview';
}
