// Every message a person can see, when it comes from a schema, is written here (issue #18): the
// schemas' own texts (the spec's) pass through; zod's generic ones become plain sentences that
// name the field.
import type { z } from 'zod';
import { type TMessageKey, t } from '../i18n/core.ts';

/** The names people know fields by, keyed by the last part of a schema path. */
const FIELD_LABELS: Record<string, TMessageKey> = {
  firstName: 'app.field.firstName',
  lastName: 'app.field.lastName',
  name: 'app.field.name',
  phone: 'app.field.phone',
  email: 'app.field.email',
  loginEmail: 'app.field.loginEmail',
  jerseyNumber: 'app.field.jerseyNumber',
  season: 'app.field.season',
  price: 'app.field.price',
  maxTeams: 'app.field.maxTeams',
  venue: 'app.field.venue',
  title: 'app.field.title',
  note: 'app.field.note',
  bio: 'app.field.bio',
  reason: 'app.field.reason',
  resultNote: 'app.field.resultNote',
  homeScore: 'app.field.homeScore',
  awayScore: 'app.field.awayScore',
  delayMinutes: 'app.field.delayMinutes',
  delayReason: 'app.field.delayReason',
  incidents: 'app.field.incidents',
  recommendations: 'app.field.recommendations',
  presentPlayers: 'app.field.presentPlayers',
  minute: 'app.field.minute',
  logoUrl: 'app.field.logoUrl',
  whatsappLink: 'app.field.whatsappLink',
  videoUrl: 'app.field.videoUrl',
  thumbnailUrl: 'app.field.thumbnailUrl',
  displayName: 'app.field.displayName',
  licenseNumber: 'app.field.licenseNumber',
  date: 'app.field.date',
  startDate: 'app.field.startDate',
  endDate: 'app.field.endDate',
};

function labelOf(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part) => typeof part === 'string');
  if (typeof key !== 'string') return t('app.field.thisValue');
  const label = FIELD_LABELS[key];
  return label ? t(label) : `${key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())}`;
}

/**
 * zod's generic issues as the end of a sentence ("must be at most 100 characters"), or undefined
 * to keep zod's own. Installed once by zod-setup.ts; a schema's explicit message wins over it.
 */
export function plainIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return t('app.issue.maxChars', { max: Number(issue.maximum) });
      if (issue.origin === 'array') return t('app.issue.maxItems', { max: Number(issue.maximum) });
      return t('app.issue.max', { max: Number(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? t('app.issue.required')
          : t('app.issue.minChars', { min: Number(issue.minimum) });
      if (issue.origin === 'array')
        return Number(issue.minimum) <= 1
          ? t('app.issue.minOneItem')
          : t('app.issue.minItems', { min: Number(issue.minimum) });
      return t('app.issue.min', { min: Number(issue.minimum) });
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return t('app.issue.required');
      if (issue.expected === 'number') return t('app.issue.number');
      if (issue.expected === 'int') return t('app.issue.wholeNumber');
      return t('app.issue.invalid');
    case 'invalid_format':
      return issue.format === 'url' ? t('app.issue.link') : t('app.issue.format');
    case 'invalid_value':
      return t('app.issue.choice');
    case 'unrecognized_keys':
      return t('app.issue.unknownFields', { keys: issue.keys.join(', ') });
    default:
      return t('app.issue.invalid');
  }
}

/**
 * One issue as a sentence. The schemas' own messages are already sentences (they start with a
 * capital letter); a generic one is prefixed with the field's name.
 */
export function describeIssue(issue: { path: readonly PropertyKey[]; message: string }): string {
  if (/^\p{Lu}/u.test(issue.message)) return issue.message;
  return t('app.issue.withField', { field: labelOf(issue.path), problem: issue.message });
}
