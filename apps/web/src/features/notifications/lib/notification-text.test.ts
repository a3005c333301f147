import { messages, type Notification } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { notificationText } from './notification-text';

const words = { plate: 'KDA 123Q', station: 'Kencom/Ambassadeur' };
const called: Notification = {
  id: 1,
  kind: 'queue.called',
  title: messages.queue.calledTitle,
  body: messages.queue.called(words),
  code: 'queue.called',
  params: words,
  data: null,
  read_at: null,
  created_at: '2026-11-24T08:00:00Z',
};

describe('notificationText', () => {
  it('shows a queue notification in Kiswahili by its code, with its plate and station', () => {
    expect(notificationText(i18n.getFixedT('sw'), called)).toEqual({
      title: 'Wakati wa kupakia',
      body: 'KDA 123Q imeitwa kupakia abiria Kencom/Ambassadeur.',
    });
  });

  it('shows it in English word for word as the server stored it', () => {
    expect(notificationText(i18n.getFixedT('en'), called)).toEqual({
      title: called.title,
      body: called.body,
    });
  });

  it('shows a notification stored before codes in its stored words', () => {
    const old = { ...called, title: 'Old title', body: 'Old words', code: null, params: null };
    expect(notificationText(i18n.getFixedT('sw'), old)).toEqual({
      title: 'Old title',
      body: 'Old words',
    });
  });
});
