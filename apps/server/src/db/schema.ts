import type {
  AccountStatus,
  BookingStatus,
  BookingType,
  ComplaintAttachmentType,
  ComplaintStatus,
  ComplaintType,
  ComplaintUpdateKind,
  MpesaPaymentStatus,
  PaymentStatus,
  PlaceStatus,
  QueueStatus,
  RecordStatus,
  Role,
  SaccoStatus,
  SmsAlertMode,
  SmsLanguage,
  SmsMessageStatus,
  VehicleStatus,
} from '@foleni/contract';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// Row types as the database holds them (see the initial migration for the conventions).
// They never leave the repos: services map them to the contract's shapes.

type Id = Generated<number>;
/** ISO-8601 UTC text, written by the application. */
type Timestamp = string;

export interface SaccoTable {
  id: Id;
  name: string;
  registration_number: string | null;
  logo_url: string | null;
  email: string | null;
  phone_number: string | null;
  gtfs_agency_id: string | null;
  status: SaccoStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserTable {
  id: Id;
  email: string;
  username: string;
  password_hash: string;
  firstname: string | null;
  lastname: string | null;
  national_id: string | null;
  phone_number: string | null;
  profile_image: string | null;
  role: Role;
  status: AccountStatus;
  sacco_id: number | null;
  driver_licence_number: string | null;
  activated_at: Timestamp | null;
  last_login_at: Timestamp | null;
  /** Queue alerts by SMS: auto (only without a signed-in session), on or off. */
  sms_alerts: ColumnType<SmsAlertMode, SmsAlertMode | undefined, SmsAlertMode>;
  /** The language of the texts the account gets: en or sw. */
  language: ColumnType<SmsLanguage, SmsLanguage | undefined, SmsLanguage>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountTokenTable {
  id: Id;
  user_id: number;
  purpose: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RefreshTokenTable {
  id: Id;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  user_agent: string | null;
  ip: string | null;
  created_at: Timestamp;
}

export interface RegionTable {
  id: Id;
  name: string;
  description: string | null;
  status: RecordStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StationTable {
  id: Id;
  region_id: number | null;
  name: string;
  gtfs_stop_id: string | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  capacity: number | null;
  status: RecordStatus;
  /** What a caller types on a keypad: unique, set by the database on insert (100 + id). */
  short_code: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StationAdminTable {
  station_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface RouteTable {
  id: Id;
  route_id: string;
  short_name: string | null;
  route_name: string;
  sacco_id: number | null;
  origin_station_id: number | null;
  destination_station_id: number | null;
  gtfs_route_id: string | null;
  status: RecordStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RouteStopTable {
  id: Id;
  route_id: number;
  direction: ColumnType<number, number | undefined, number>;
  sequence: number;
  name: string;
  station_id: number | null;
  gtfs_stop_id: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Seconds from the first stop's arrival to this stop's arrival and departure. */
  arrival_offset_s: number | null;
  departure_offset_s: number | null;
}

/** One direction of a route: its headsign and drawn shape. */
export interface RouteDirectionTable {
  id: Id;
  route_id: number;
  direction: number;
  headsign: string | null;
  gtfs_trip_id: string | null;
  gtfs_shape_id: string | null;
  /** JSON [[lat, lon], …] or null. */
  shape: string | null;
}

/** A band of service: runs start at start_s + k·headway_s while before end_s; one run at start_s when headway_s is null. */
export interface RouteServiceTable {
  id: Id;
  route_id: number;
  direction: number;
  start_s: number;
  end_s: number;
  headway_s: number | null;
}

/** A named area of the gazetteer: journeys from it start at any stop within its radius. */
export interface PlaceTable {
  id: Id;
  name: string;
  name_sw: string | null;
  kind: string;
  latitude: number;
  longitude: number;
  radius_m: number;
  status: PlaceStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RouteFareTable {
  id: Id;
  route_id: number;
  from_stop: string;
  to_stop: string;
  amount_kes: number;
  peak_amount_kes: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VehicleTable {
  id: Id;
  plate: string;
  make: string | null;
  model: string | null;
  year: number | null;
  seats: number | null;
  colour: string | null;
  sacco_id: number | null;
  status: VehicleStatus;
  status_reason: string | null;
  wizard_step: number;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VehiclePersonTable {
  vehicle_id: number;
  user_id: number;
  relation: string;
  created_at: Timestamp;
  ended_at: Timestamp | null;
}

export interface QueueEntryTable {
  id: Id;
  station_id: number;
  route_id: number;
  vehicle_id: number;
  status: QueueStatus;
  position: number | null;
  joined_at: Timestamp;
  loading_at: Timestamp | null;
  departed_at: Timestamp | null;
  ended_at: Timestamp | null;
  end_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface QueueEventTable {
  id: Id;
  entry_id: number;
  station_id: number;
  type: string;
  actor_id: number | null;
  before: string | null;
  after: string | null;
  reason: string | null;
  /** Where the change came from: 'web' (the API) or 'ussd'. */
  channel: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface BookingTable {
  id: Id;
  reference: string;
  user_id: number;
  route_id: number;
  boarding_stop: string;
  alighting_stop: string;
  travel_date: string;
  booking_type: BookingType;
  seats: number;
  fare_kes: number | null;
  status: BookingStatus;
  vehicle_id: number | null;
  payment_provider: string | null;
  payment_status: PaymentStatus | null;
  payment_reference: string | null;
  boarding_station_id: number | null;
  /** Until when an unpaid booking holds its seats; null on bookings made before they expired. */
  expires_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ComplaintTable {
  id: Id;
  user_id: number | null;
  complainant_name: string;
  complainant_email: string;
  complainant_phone: string | null;
  complainant_occupation: string | null;
  national_id: string | null;
  sacco_id: number | null;
  complaint_type: ComplaintType;
  route: string | null;
  vehicle_plate_number: string | null;
  station: string | null;
  message: string;
  status: ComplaintStatus;
  assigned_to: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ComplaintAttachmentTable {
  id: Id;
  complaint_id: number;
  stored_name: string;
  original_name: string;
  mime_type: ComplaintAttachmentType;
  size_bytes: number;
  created_at: Timestamp;
}

export interface ComplaintUpdateTable {
  id: Id;
  complaint_id: number;
  actor_id: number | null;
  status: ComplaintStatus | null;
  note: string | null;
  kind: ColumnType<ComplaintUpdateKind, ComplaintUpdateKind | undefined, ComplaintUpdateKind>;
  /** 0/1: whether the complainant sees this entry. */
  visible_to_complainant: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface NotificationTable {
  id: Id;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  /** The body's code of the catalogue and its values (JSON); null on rows stored before codes. */
  code: string | null;
  params: string | null;
  data: string | null;
  read_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Id;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  data: string | null;
  ip: string | null;
  created_at: Timestamp;
}

/** One M-Pesa prompt (STK push) and how it ended. */
export interface MpesaPaymentTable {
  id: Id;
  /** What it pays for: 'booking' or 'plan'. */
  purpose: string;
  booking_id: number | null;
  /** The plan paid for, for 'plan'. */
  plan: string | null;
  route_id: number | null;
  sacco_id: number | null;
  user_id: number;
  amount_kes: number;
  /** 2547XXXXXXXX, as Daraja takes it. */
  phone: string;
  account_reference: string;
  merchant_request_id: string | null;
  checkout_request_id: string | null;
  /** pending, then paid, cancelled, unreachable, wrong_pin, insufficient_balance, failed or expired. */
  status: MpesaPaymentStatus;
  result_code: number | null;
  result_desc: string | null;
  receipt_number: string | null;
  /** Daraja's TransactionDate (YYYYMMDDHHmmss, Nairobi time). */
  transaction_date: string | null;
  settled_at: Timestamp | null;
  refund_reference: string | null;
  refunded_at: Timestamp | null;
  refunded_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An account's plan and the period it has paid for. */
export interface PlanSubscriptionTable {
  id: Id;
  user_id: number;
  plan: string;
  period_start: Timestamp;
  period_end: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every callback that reached the endpoint, and what was done with it. */
export interface MpesaCallbackTable {
  id: Id;
  payment_id: number | null;
  checkout_request_id: string | null;
  /** applied, duplicate, unknown, forged, amount_mismatch or malformed. */
  outcome: string;
  body: string;
  ip: string | null;
  created_at: Timestamp;
}

/** A realtime message too large for NOTIFY, kept for a minute (realtime/bus.ts). */
export interface RealtimeMessageTable {
  id: Generated<number>;
  channel: string;
  message: string;
  created_at: string;
}

/** An account's USSD settings: its PIN (hashed), wrong tries in a row, the lock, its language. */
export interface UssdAccountTable {
  user_id: number;
  pin_hash: string | null;
  pin_failures: ColumnType<number, number | undefined, number>;
  locked_until: Timestamp | null;
  /** The web interface's language when the PIN was set: a first call's language. */
  language: string | null;
  updated_at: Timestamp;
}

/** The language a phone chose on the USSD menu. */
export interface UssdPhoneTable {
  phone: string;
  language: string;
  updated_at: Timestamp;
}

/** A USSD session's state (JSON) between two requests of the gateway. */
export interface UssdSessionTable {
  session_id: string;
  phone: string;
  state: string;
  expires_at: Timestamp;
}

/** A text to send, under the key of the event that caused it; sent once it has a sent_at. */
export interface SmsMessageTable {
  id: Id;
  key: string;
  phone: string;
  body: string;
  /** queued, sent or failed (the gateway refused it for good). */
  status: SmsMessageStatus;
  /** The gateway's message id and its word for the outcome. */
  provider_id: string | null;
  provider_status: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** A text received from the gateway, under the gateway's own id. */
export interface SmsInboundTable {
  id: Id;
  provider_id: string;
  from_phone: string;
  /** The short code or number it was sent to. */
  to_code: string;
  text: string;
  link_id: string | null;
  /** When the gateway says it arrived, as it wrote it. */
  received_at: string | null;
  created_at: Timestamp;
}

/** A change's Idempotency-Key and, once it is done, its answer (modules/idempotency). */
export interface IdempotencyKeyTable {
  account_id: number;
  key: string;
  /** SHA-256 of the method, path and body: the same key must name the same request. */
  fingerprint: string;
  /** The answer's status and JSON body; null while the first request is running. */
  status: number | null;
  body: string | null;
  created_at: string;
  expires_at: string;
}

export interface Database {
  saccos: SaccoTable;
  users: UserTable;
  account_tokens: AccountTokenTable;
  refresh_tokens: RefreshTokenTable;
  regions: RegionTable;
  stations: StationTable;
  station_admins: StationAdminTable;
  routes: RouteTable;
  route_stops: RouteStopTable;
  route_fares: RouteFareTable;
  route_directions: RouteDirectionTable;
  route_services: RouteServiceTable;
  places: PlaceTable;
  vehicles: VehicleTable;
  vehicle_people: VehiclePersonTable;
  queue_entries: QueueEntryTable;
  queue_events: QueueEventTable;
  bookings: BookingTable;
  complaints: ComplaintTable;
  complaint_attachments: ComplaintAttachmentTable;
  complaint_updates: ComplaintUpdateTable;
  notifications: NotificationTable;
  audit_log: AuditLogTable;
  realtime_messages: RealtimeMessageTable;
  jobs: JobTable;
  ussd_accounts: UssdAccountTable;
  ussd_phones: UssdPhoneTable;
  ussd_sessions: UssdSessionTable;
  sms_messages: SmsMessageTable;
  sms_inbound: SmsInboundTable;
  idempotency_keys: IdempotencyKeyTable;
  mpesa_payments: MpesaPaymentTable;
  mpesa_callbacks: MpesaCallbackTable;
  plan_subscriptions: PlanSubscriptionTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;

/** Durable work done after a commit (jobs/job-runner.ts). */
export interface JobTable {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: string;
  /** Unique when set: a second job with the same key is not made. */
  key: string | null;
  status: JobStatus;
  attempts: ColumnType<number, number | undefined, number>;
  run_at: Timestamp;
  /** While a runner works on the job; past it, another runner may take it again. */
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';
