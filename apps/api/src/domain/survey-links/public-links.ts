import { findQuestionnaireMethod } from '@ergo/contracts';
import type { AssessmentId, AssessmentScope, Database, OrganizationId, UserId } from '@ergo/db';
import type { AppContext } from '../../context';
import type { AssessmentRow } from '../../db/assessments';
import {
  insertLink,
  linkByTokenHash,
  linkedAssessment,
  moveOpenLinksExpiry,
  newestOpenLink,
  revokeOpenLinks,
  type LinkRow,
} from '../../db/public-links';
import { AppError } from '../../lib/errors';
import { safeEqual } from '../../lib/tokens';
import { TOKEN_PATTERN } from '../../lib/link-tokens';

/** A survey method's link kind (its descriptor's `publicLink.kind`), also its public path's first segment. */
export type LinkKind = string;

/** SPEC §8: what every unusable link answers, whether its id exists or not. */
export const activationFailed = () => new AppError(404, 'qec.activation_failed');

/**
 * The public page of a link: `/{kind}/{id}/{token}` for SPEC's forms (QEC, the checklist), and
 * `/survey/{kind}/{id}/{token}` for a method declared with a questionnaire (one page serves them).
 */
const linkUrl = (ctx: Pick<AppContext, 'config'>, link: LinkRow, token: string) => {
  const page = findQuestionnaireMethod(link.kind) ? `survey/${link.kind}` : link.kind;
  return `${ctx.config.publicUrl}/${page}/${link.assessmentId}/${token}`;
};

/**
 * Opens a new public link to one assessment's form; the assessment's earlier links stop working
 * (one link to hand out at a time, so a revoke is final). Runs in the caller's transaction.
 */
export async function openLink(
  ctx: Pick<AppContext, 'config' | 'linkTokens'>,
  tx: Database,
  link: {
    orgId: OrganizationId;
    assessmentId: AssessmentId;
    kind: LinkKind;
    expiresAt: Date;
    userId: UserId;
  },
): Promise<{ url: string; token_expires_at: string }> {
  await revokeLinks(tx, link);
  const id = crypto.randomUUID();
  const nonce = ctx.linkTokens.newNonce();
  const token = ctx.linkTokens.token(id, nonce);
  const row = await insertLink(
    tx,
    { orgId: link.orgId, assessmentId: link.assessmentId },
    {
      id,
      kind: link.kind,
      nonce,
      tokenHash: ctx.linkTokens.hash(token),
      expiresAt: link.expiresAt,
      createdBy: link.userId,
    },
  );
  return { url: linkUrl(ctx, row, token), token_expires_at: row.expiresAt.toISOString() };
}

/** Every open link of the assessment stops working. */
export async function revokeLinks(tx: Database, scope: AssessmentScope) {
  return revokeOpenLinks(tx, scope);
}

/** Moves the expiry of the assessment's open link (a checklist's deadline changed). */
export async function moveLinkExpiry(tx: Database, scope: AssessmentScope, expiresAt: Date) {
  await moveOpenLinksExpiry(tx, scope, expiresAt);
}

/** The assessment's link as the app shows it again, while it works; null otherwise. */
export async function currentLink(
  ctx: Pick<AppContext, 'config' | 'linkTokens' | 'db'>,
  scope: AssessmentScope,
  now = new Date(),
): Promise<{ url: string; token_expires_at: string } | null> {
  const row = await newestOpenLink(ctx.db, scope);
  if (!row || row.expiresAt <= now) return null;
  return {
    url: linkUrl(ctx, row, ctx.linkTokens.token(row.id, row.nonce)),
    token_expires_at: row.expiresAt.toISOString(),
  };
}

/** What a working link opens: its one assessment, named with its organization, nothing else. */
export interface OpenedLink {
  link: LinkRow;
  assessment: AssessmentRow;
  organizationName: string;
  /** the language of whoever made the assessment (the form's suggested language) */
  ownerLanguage: string;
  expired: boolean;
}

/**
 * Finds the link a visitor presents: by the hash of its token (the only lookup without an
 * organization), then the id in the path compared in constant time, its kind, and not revoked.
 * Every failure answers the same 404. An expired link is returned marked, for the caller to say so
 * (a checklist past its deadline) or refuse like any other (a QEC survey).
 */
export async function openedLink(
  ctx: Pick<AppContext, 'db' | 'linkTokens'>,
  kind: LinkKind,
  pathId: string,
  token: string,
  now = new Date(),
): Promise<OpenedLink> {
  if (!TOKEN_PATTERN.test(token)) throw activationFailed();
  const link = await linkByTokenHash(ctx.db, ctx.linkTokens.hash(token));
  if (!link || !safeEqual(link.assessmentId, pathId) || link.kind !== kind || link.revokedAt)
    throw activationFailed();
  const row = await linkedAssessment(ctx.db, {
    orgId: link.organizationId,
    assessmentId: link.assessmentId,
  });
  if (!row) throw activationFailed();
  return {
    link,
    assessment: row.assessment,
    organizationName: row.organizationName,
    ownerLanguage: row.ownerLanguage ?? 'en',
    expired: link.expiresAt <= now,
  };
}
