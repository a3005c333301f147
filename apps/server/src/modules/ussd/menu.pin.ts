import { AppError } from '../../errors/app-error';
import type { Account } from '../auth/auth.guard';
import { checkPin, pinState } from './ussd.pin';
import { con, end, type Screen } from './ussd.screen';
import type { Menu, Outcome, PendingChange, UssdContext } from './ussd.steps';
import { refusalText } from './ussd.text';

// The PIN screen that confirms a queue change, and the change itself: through the queue service
// the web uses, so the same rules, audit trail (channel 'ussd') and live updates apply.

/** Why the caller cannot change the queue now (no PIN yet, or locked), before they try. */
export async function pinGate(ctx: UssdContext, account: number): Promise<Outcome | null> {
  const state = await pinState(ctx.db, account);
  if (state === 'unset') return { end: end(ctx.t.noPin) };
  if (state === 'locked') return { end: end(ctx.t.pinLocked) };
  return null;
}

async function accountOf(ctx: UssdContext, id: number): Promise<Account | null> {
  const row = (await ctx.accounts()).find((account) => account.id === id);
  if (!row) return null;
  return {
    id: row.id,
    role: row.role,
    status: row.status,
    saccoId: row.sacco_id,
    email: row.email,
  };
}

async function applyChange(ctx: UssdContext, change: PendingChange): Promise<Screen> {
  const account = await accountOf(ctx, change.account);
  if (!account) return end(ctx.t.noAccount);
  const { t, queue } = ctx;
  try {
    if (change.kind === 'join') {
      const { station, route, vehicle } = change;
      const { event } = await queue.join(account, { station, route, vehicle }, 'ussd');
      return end(t.joined(event.entry.plate, event.entry.position ?? 0, event.entry.route_code));
    }
    await queue.change(account, change.entry, { action: change.kind }, 'ussd');
    if (change.kind === 'leave') return end(t.left(change.plate));
    return end(change.kind === 'call' ? t.called(change.plate) : t.departed(change.plate));
  } catch (error) {
    if (error instanceof AppError) return end(refusalText(error.problem.code, ctx.language));
    throw error;
  }
}

export const pinMenu: Menu<'pin'> = {
  render: ({ t }) => con(t.askPin, t.backMenu),
  async input(ctx, step, value) {
    if (!/^\d{4}$/.test(value)) return { invalid: ctx.t.pinFormat };
    const checked = await checkPin(ctx.db, step.change.account, value);
    if (checked.ok) return { end: await applyChange(ctx, step.change) };
    if (checked.locked) return { end: end(ctx.t.pinLocked) };
    return { invalid: ctx.t.wrongPin(checked.left) };
  },
};
