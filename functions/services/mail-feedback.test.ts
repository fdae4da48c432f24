import { describe, expect, it } from 'vitest';

process.env.TABLE_NAME ??= 'unit';
const { suppressionsOf } = await import('./mail-feedback');

// Shaped as SES's configuration-set event publishing sends them to SNS (the Message string).
const bounce = (bounceType: string) =>
  JSON.stringify({
    eventType: 'Bounce',
    bounce: {
      bounceType,
      bounceSubType: 'General',
      bouncedRecipients: [{ emailAddress: 'Gone@Example.com' }],
      timestamp: '2026-11-23T10:00:00.000Z',
    },
    mail: { destination: ['Gone@Example.com'] },
  });

describe('SES feedback', () => {
  it('suppresses every recipient of a permanent bounce, with its type and time', () => {
    expect(suppressionsOf(bounce('Permanent'))).toEqual([
      { email: 'Gone@Example.com', reason: 'bounce', detail: 'Permanent/General', at: Date.parse('2026-11-23T10:00:00.000Z') },
    ]);
  });

  it('suppresses complaints, also as identity notifications spell them', () => {
    const complaint = {
      notificationType: 'Complaint',
      complaint: { complainedRecipients: [{ emailAddress: 'a@b.org' }], complaintFeedbackType: 'abuse' },
    };
    expect(suppressionsOf(JSON.stringify(complaint), 5)).toEqual([{ email: 'a@b.org', reason: 'complaint', detail: 'abuse', at: 5 }]);
  });

  it('ignores transient bounces, deliveries and anything that is not an SES event', () => {
    expect(suppressionsOf(bounce('Transient'))).toEqual([]);
    expect(suppressionsOf(JSON.stringify({ eventType: 'Delivery', delivery: {} }))).toEqual([]);
    expect(suppressionsOf('not json')).toEqual([]);
    expect(suppressionsOf(JSON.stringify({ eventType: 'Bounce', bounce: { bounceType: 'Permanent' } }))).toEqual([]);
  });
});
