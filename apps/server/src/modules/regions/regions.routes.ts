import { operations } from '@foleni/contract/operations';
import { archivableRecordRoutes } from '../../http/serve-records';

/** A region is an archivable record and nothing more. */
export const regionsRoutes = archivableRecordRoutes({
  list: operations.listRegions,
  get: operations.getRegion,
  create: operations.createRegion,
  update: operations.updateRegion,
  archive: operations.archiveRegion,
  restore: operations.restoreRegion,
});
