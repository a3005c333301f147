import { type RegionCan, roleMay } from '@foleni/contract';
import type { Account } from '../auth/auth.guard';

/** What the caller may do with a region, as the API says it (`can`): regions are kept whole. */
export function regionCan(account: Account): RegionCan {
  const manages = roleMay(account.role, 'region.manage');
  return { edit: manages, archive: manages };
}
