import type { GrowthIdea, GrowthIdeaCategory, GrowthIdeaStatus, ImplementationEffort, Priority } from '@fj/contracts';

export type GrowthIdeaGroupKey = 'in-progress' | 'implemented' | 'on-hold';

export interface GrowthIdeaGroup {
  key: GrowthIdeaGroupKey;
  heading: string;
  ideas: GrowthIdea[];
}

/**
 * docs/product.md#growth-ideas: 'In Progress' holds the first four statuses, 'Implemented' completed, 'On Hold' paused.
 */
export const GROWTH_IDEA_GROUP_OF: Record<GrowthIdeaStatus, GrowthIdeaGroupKey> = {
  brainstorming: 'in-progress',
  researching: 'in-progress',
  planning: 'in-progress',
  implementing: 'in-progress',
  completed: 'implemented',
  paused: 'on-hold',
};

export const GROWTH_IDEA_GROUP_HEADINGS: Record<GrowthIdeaGroupKey, string> = {
  'in-progress': 'In Progress',
  implemented: 'Implemented',
  'on-hold': 'On Hold',
};

export function groupGrowthIdeas(ideas: readonly GrowthIdea[]): GrowthIdeaGroup[] {
  return (Object.keys(GROWTH_IDEA_GROUP_HEADINGS) as GrowthIdeaGroupKey[]).map((key) => ({
    key,
    heading: GROWTH_IDEA_GROUP_HEADINGS[key],
    ideas: ideas.filter((idea) => GROWTH_IDEA_GROUP_OF[idea.status] === key),
  }));
}

/** Idea priority labels run from 'Low Impact' to 'Game Changer!'. */
export const IDEA_PRIORITY_LABELS: Record<Priority, string> = {
  low: 'Low Impact',
  medium: 'Medium Impact',
  high: 'High Impact',
  urgent: 'Game Changer!',
};

/** Effort: low 'Easy Win', high 'Major Project'. */
export const EFFORT_LABELS: Record<ImplementationEffort, string> = {
  low: 'Easy Win',
  medium: 'Moderate Effort',
  high: 'Major Project',
};

/** The status dropdown: 'completed' reads 'Implemented', the name of the group it moves the idea to. */
export const GROWTH_IDEA_STATUS_LABELS: Record<GrowthIdeaStatus, string> = {
  brainstorming: 'Brainstorming',
  researching: 'Researching',
  planning: 'Planning',
  implementing: 'Implementing',
  completed: 'Implemented',
  paused: 'Paused',
};

/** What the status toast says: it names the idea and where it went. */
export const ideaStatusMessage = (title: string, status: GrowthIdeaStatus) =>
  `“${title}” is now ${GROWTH_IDEA_STATUS_LABELS[status]}.`;

export const GROWTH_IDEA_CATEGORY_LABELS: Record<GrowthIdeaCategory, string> = {
  marketing: 'Marketing',
  product: 'Product',
  revenue: 'Revenue',
  operations: 'Operations',
  innovation: 'Innovation',
  partnerships: 'Partnerships',
};
