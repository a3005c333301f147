import { z } from 'zod';
import { canSchema } from './capabilities';
import { coded, type MessageCode, messageCodeSchema, messageParamsSchema } from './errors';
import { paginationQuerySchema } from './pagination';

// The station queue (ARCHITECTURE.md, "The queue"): one queue per station and route; an entry
// moves waiting → loading → departed, or ends as left / removed.

export const QUEUE_STATUSES = ['waiting', 'loading', 'departed', 'left', 'removed'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
/** An entry in one of these still holds its place at the stage. */
export const ACTIVE_QUEUE_STATUSES = [
  'waiting',
  'loading',
] as const satisfies readonly QueueStatus[];

export const QUEUE_ACTIONS = ['call', 'depart', 'leave', 'remove', 'move'] as const;
export type QueueAction = (typeof QUEUE_ACTIONS)[number];

export const QUEUE_EVENT_TYPES = [
  'joined',
  'called',
  'departed',
  'left',
  'removed',
  'moved',
] as const;
export type QueueEventType = (typeof QUEUE_EVENT_TYPES)[number];

export const queueEntrySchema = z.object({
  id: z.number().int(),
  station: z.number().int(),
  station_name: z.string(),
  route: z.number().int(),
  route_code: z.string(),
  route_name: z.string(),
  vehicle: z.number().int(),
  plate: z.string(),
  seats: z.number().int().nullable(),
  status: z.enum(QUEUE_STATUSES),
  /** 1 is the head of the queue (the loading vehicle, if any); null once the entry has ended. */
  position: z.number().int().nullable(),
  joined_at: z.string(),
  loading_at: z.string().nullable(),
  departed_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  end_reason: z.string().nullable(),
  /** In the signed-in list: what the caller may do with it while it is in the line. */
  can: canSchema(QUEUE_ACTIONS).optional(),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

export const queueListQuerySchema = paginationQuerySchema.extend({
  station: z.coerce.number().int().positive().optional(),
  route: z.coerce.number().int().positive().optional(),
  status: z.enum(QUEUE_STATUSES).optional(),
  /** A day in Nairobi time (YYYY-MM-DD): entries that joined that day. */
  date: z.iso.date().optional(),
});
export type QueueListQuery = z.output<typeof queueListQuerySchema>;

export const joinQueueSchema = z.object({
  station: z
    .number({ error: coded('queue.stationRequired') })
    .int()
    .positive({ error: coded('queue.stationRequired') }),
  route: z
    .number({ error: coded('queue.routeRequired') })
    .int()
    .positive({ error: coded('queue.routeRequired') }),
  vehicle: z
    .number({ error: coded('queue.vehicleRequired') })
    .int()
    .positive({ error: coded('queue.vehicleRequired') }),
});
export type JoinQueueInput = z.input<typeof joinQueueSchema>;

const reason = z.string().trim().max(300);
const requiredReason = z
  .string({ error: coded('queue.reasonRequired') })
  .trim()
  .min(1, { error: coded('queue.reasonRequired') })
  .max(300);

/** PUT /queue/{id}/: change an entry's status, or (station admin) its place. */
export const queueChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('call') }),
    z.object({ action: z.literal('depart') }),
    z.object({ action: z.literal('leave'), reason: reason.optional() }),
    z.object({
      action: z.literal('remove'),
      reason: requiredReason,
    }),
    z.object({
      action: z.literal('move'),
      position: z
        .number({ error: coded('queue.positionRequired') })
        .int()
        .positive({ error: coded('queue.positionRequired') }),
      reason: requiredReason,
    }),
  ],
  { error: coded('queue.actionUnknown') },
);
export type QueueChangeInput = z.input<typeof queueChangeSchema>;

/** One route's queue at a station: the loading vehicle first, then the waiting line. */
export const routeQueueSchema = z.object({
  route: z.number().int(),
  route_code: z.string(),
  route_name: z.string(),
  entries: z.array(queueEntrySchema),
});

export const stationQueueSchema = z.object({
  station: z.number().int(),
  station_name: z.string(),
  /** The station's number on the USSD menu. */
  short_code: z.string(),
  /** The id of the last queue event included; resume a stream from here. */
  last_event_id: z.number().int(),
  routes: z.array(routeQueueSchema),
});
export type StationQueue = z.infer<typeof stationQueueSchema>;

/** What a live stream sends for each change. */
export const queueEventSchema = z.object({
  id: z.number().int(),
  station: z.number().int(),
  route: z.number().int(),
  type: z.enum(QUEUE_EVENT_TYPES),
  entry: queueEntrySchema,
  reason: z.string().nullable(),
  at: z.string(),
  /** The route's whole active line after the change: a board replaces its copy with it. */
  queue: z.array(queueEntrySchema),
});
export type QueueEvent = z.infer<typeof queueEventSchema>;

export const queueStatsQuerySchema = z.object({
  station: z.coerce.number().int().positive().optional(),
  route: z.coerce.number().int().positive().optional(),
  date: z.iso.date().optional(),
});

export const queueStatsSchema = z.object({
  date: z.string(),
  departures: z.number().int(),
  /** 24 numbers: departures in each hour of the day, Nairobi time. */
  departures_per_hour: z.array(z.number().int()),
  /** Minutes from joining to being called to load, on average; null without data. */
  average_wait_minutes: z.number().nullable(),
  waiting_now: z.number().int(),
  loading_now: z.number().int(),
  by_route: z.array(
    z.object({
      route: z.number().int(),
      route_code: z.string(),
      departures: z.number().int(),
      average_wait_minutes: z.number().nullable(),
    }),
  ),
});
export type QueueStats = z.infer<typeof queueStatsSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The title and body in English, as the notification was stored. */
  title: z.string(),
  body: z.string(),
  /**
   * The body's code and values, for the apps to show it in their language; the title's code
   * follows from it (`NOTIFICATION_TITLES`). Null on notifications stored before codes.
   */
  code: messageCodeSchema.nullable(),
  params: messageParamsSchema.nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The queue's notifications: the code of each kind's title and of its body (plate, station). */
export const QUEUE_ALERTS = {
  called: { title: 'queue.calledTitle', body: 'queue.called' },
  next_in_line: { title: 'queue.nextInLineTitle', body: 'queue.nextInLine' },
  queued: { title: 'queue.queuedTitle', body: 'queue.queued' },
} as const satisfies Record<string, { title: MessageCode; body: MessageCode }>;

/** A notification body's code → its title's code. */
export const NOTIFICATION_TITLES: Partial<Record<MessageCode, MessageCode>> = Object.fromEntries(
  Object.values(QUEUE_ALERTS).map(({ title, body }) => [body, title]),
);

export const notificationListSchema = z.object({
  results: z.array(notificationSchema),
  unread: z.number().int(),
});
