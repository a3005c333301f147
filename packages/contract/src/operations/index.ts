import { accountOperations } from './accounts';
import { bookingOperations } from './bookings';
import { complaintOperations } from './complaints';
import { gtfsOperations } from './gtfs';
import { healthOperations } from './health';
import { journeyOperations } from './journeys';
import { memberOperations } from './members';
import { notificationOperations } from './notifications';
import { paymentOperations } from './payments';
import { placeOperations } from './places';
import { queueOperations } from './queue';
import { regionOperations } from './regions';
import { routeOperations } from './routes';
import { saccoOperations } from './saccos';
import { searchOperations } from './search';
import { settingsOperations } from './settings';
import { smsOperations } from './sms';
import { stationOperations } from './stations';
import { userOperations } from './users';
import { ussdOperations } from './ussd';
import { vehicleOperations } from './vehicles';

export type { Operation, OperationSpec, RefusalStatus, UploadLimits } from './operation';
export { queueChangeReplySchema } from './queue';
export { type PublicSettings, publicSettingsSchema } from './settings';
export { OPERATION_TAGS, type OperationTag } from './tags';

/**
 * Every operation of the API, keyed by its operationId: what it is called at, who may call it,
 * what it reads and answers, and how the API document describes it. The server serves each one
 * with its handler (apps/server/src/http/serve-operation.ts).
 */
export const operations = {
  ...healthOperations,
  ...settingsOperations,
  ...accountOperations,
  ...userOperations,
  ...gtfsOperations,
  ...regionOperations,
  ...stationOperations,
  ...saccoOperations,
  ...routeOperations,
  ...placeOperations,
  ...searchOperations,
  ...journeyOperations,
  ...queueOperations,
  ...notificationOperations,
  ...memberOperations,
  ...vehicleOperations,
  ...complaintOperations,
  ...bookingOperations,
  ...ussdOperations,
  ...smsOperations,
  ...paymentOperations,
};

export type OperationId = keyof typeof operations;
