import type { Db } from '@fj/db';
import type {
  CreateGrowthIdea,
  GrowthIdea,
  GrowthIdeaCategory,
  GrowthIdeaStatus,
  ImplementationEffort,
  Priority,
  UpdateGrowthIdea,
} from '@fj/contracts';
import { notFound } from '@fj/server-kit';
import { deleteOwned, orNotFound, recordId } from '../lib/ownership';
import { isoDateTime, moneyOrNull } from '../lib/serialize';

const select = {
  id: true,
  businessId: true,
  title: true,
  description: true,
  category: true,
  priority: true,
  potentialRevenue: true,
  implementationEffort: true,
  status: true,
  createdAt: true,
} as const;
type GrowthIdeaRow = {
  id: string;
  businessId: string;
  title: string;
  description: string | null;
  category: string;
  priority: string;
  potentialRevenue: { toString(): string } | null;
  implementationEffort: string;
  status: string;
  createdAt: Date;
};
const newestFirst = [{ createdAt: 'desc' }, { id: 'desc' }] as const;

export function toGrowthIdea(row: GrowthIdeaRow): GrowthIdea {
  return {
    id: row.id,
    businessId: row.businessId,
    title: row.title,
    description: row.description,
    category: row.category as GrowthIdeaCategory,
    priority: row.priority as Priority,
    potentialRevenue: moneyOrNull(row.potentialRevenue),
    implementationEffort: row.implementationEffort as ImplementationEffort,
    status: row.status as GrowthIdeaStatus,
    createdAt: isoDateTime(row.createdAt),
  };
}

/** One query through the caller's business (404 if it is not theirs), newest first. */
export async function listGrowthIdeas(db: Db, userId: string, businessId: string): Promise<GrowthIdea[]> {
  const business = await db.business.findFirst({
    where: { id: recordId(businessId, 'Business'), userId },
    select: { growthIdeas: { orderBy: [...newestFirst], select } },
  });
  if (!business) throw notFound('Business');
  return business.growthIdeas.map(toGrowthIdea);
}

/** One INSERT with status 'brainstorming'; a business that is not the caller's fails the composite foreign key → 404. */
export async function createGrowthIdea(db: Db, userId: string, input: CreateGrowthIdea): Promise<GrowthIdea> {
  const businessId = recordId(input.businessId, 'Business');
  const { title, description, category, priority, potentialRevenue, implementationEffort } = input;
  const row = await orNotFound('Business', () =>
    db.growthIdea.create({
      data: {
        businessId,
        userId,
        title,
        description,
        category,
        priority,
        potentialRevenue,
        implementationEffort,
        status: 'brainstorming',
      },
      select,
    }),
  );
  return toGrowthIdea(row);
}

/**
 * One UPDATE … WHERE id AND "userId"; no row of the caller's → 404. Any status → any other; fields the body left out
 * are undefined here, which Prisma leaves untouched.
 */
export async function updateGrowthIdea(
  db: Db,
  userId: string,
  id: string,
  input: UpdateGrowthIdea,
): Promise<GrowthIdea> {
  const { status, title, description, category, priority, potentialRevenue, implementationEffort } = input;
  const row = await orNotFound('Growth idea', () =>
    db.growthIdea.update({
      where: { id, userId },
      data: { status, title, description, category, priority, potentialRevenue, implementationEffort },
      select,
    }),
  );
  return toGrowthIdea(row);
}

export async function deleteGrowthIdea(db: Db, userId: string, id: string): Promise<void> {
  await deleteOwned('Growth idea', () => db.growthIdea.deleteMany({ where: { id, userId } }));
}
