import type { Organization, User } from '@ergo/contracts';
import type { organizations, users } from '@ergo/db';

type UserRow = typeof users.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;

export function presentOrganization(org: OrganizationRow): Organization {
  return {
    organization_id: org.id,
    name: org.name,
    description: org.description,
    credit: org.credit,
    keep_videos: org.keepVideos,
  };
}

/** Picks the fields a client may see: never the password hash. */
export function presentUser(user: UserRow, org: OrganizationRow): User {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    job_title: user.jobTitle,
    phone: user.phone,
    address: user.address,
    city: user.city,
    country: user.country,
    language: user.language === 'tr' ? 'tr' : 'en',
    timezone: user.timezone,
    pending_email: user.pendingEmail,
    date_joined: user.createdAt.toISOString(),
    organization: presentOrganization(org),
  };
}
