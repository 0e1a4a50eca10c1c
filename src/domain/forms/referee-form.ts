import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { checkRefereeCreation } from '../rules.ts';
import { firstFailure, orNull, ZTicked } from './checks.ts';

/** The admin's referee form (admin-referee.md, Referees tab): what is typed, then what is sent. */
export const ZRefereeForm = z
  .object({
    displayName: z.string(),
    email: z.string(),
    password: z.string(),
    phone: z.string(),
    licenseNumber: z.string(),
    experience: z.string(),
    assignedLeagues: ZTicked,
  })
  .superRefine((v, ctx) => {
    const problem = checkRefereeCreation(v);
    firstFailure(ctx, [
      ['displayName', problem !== null, () => problem ?? ''],
      [
        'experience',
        v.experience !== '' && !/^\d{1,2}$/.test(v.experience),
        () => t('admin.experienceIsANumberOf'),
      ],
    ]);
  })
  .transform((v) => ({
    kind: 'referee' as const,
    displayName: v.displayName,
    email: v.email,
    password: v.password,
    ...(orNull(v.phone) ? { phone: v.phone } : {}),
    ...(orNull(v.licenseNumber) ? { licenseNumber: v.licenseNumber } : {}),
    ...(v.experience !== '' ? { experience: Number(v.experience) } : {}),
    assignedLeagues: v.assignedLeagues,
  }));
