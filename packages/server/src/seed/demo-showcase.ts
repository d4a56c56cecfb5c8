import type { ConversationPlan, DraftMessage } from './conversation-writer.js';
import { emailBody, emailSubject, serviceName, type ConversationContext } from './demo-phrases.js';

/** A quarter second of silence as a WAV data URL: a call recording the demo's audio player can play. */
function silentRecording(): string {
  const samples = 2000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  const wav = Buffer.concat([header, Buffer.alloc(samples, 128)]);
  return `data:audio/wav;base64,${wav.toString('base64')}`;
}

/**
 * The showcase lead: one message of every kind a conversation shows (spec 1 §2), so each bubble and
 * card can be seen in the demo: texts both ways, e-mail, internal note, notification, GM hand-off,
 * phone call with a recording, voicemail, internal task, calendar appointment and a deal-room response.
 */
export function showcasePlan(c: ConversationContext): ConversationPlan {
  const service = serviceName(c.serviceType);
  const messages: DraftMessage[] = [
    {
      speaker: 'assistant',
      gapMinutes: 0,
      text: `Hi ${c.first}, your ${c.year} ${c.model} is due for its ${service}. Reply YES to book.`,
    },
    { speaker: 'customer', gapMinutes: 3, text: 'Yes please, can someone call me about it?' },
    {
      speaker: 'call',
      gapMinutes: 6,
      text: `${c.advisor} called ${c.first} about the ${service}.`,
      mediaUrl: silentRecording(),
      callSeconds: 754,
    },
    { speaker: 'voicemail', gapMinutes: 90, text: `Left a voicemail for ${c.first} with the store's hours.` },
    { speaker: 'customer', gapMinutes: 25, text: 'Sorry I missed you. Tuesday morning works.' },
    {
      speaker: 'task',
      gapMinutes: 4,
      text: 'Check loaner availability for Tuesday.',
      subject: 'Arrange a loaner',
      startsInMinutes: 60 * 20,
      host: c.advisor,
      guest: `${c.first} ${c.last}`,
    },
    {
      speaker: 'appointment',
      gapMinutes: 5,
      text: `Your ${service} at ${c.store}.`,
      subject: `${service} appointment`,
      startsInMinutes: 60 * 24 * 2,
      host: c.advisor,
      guest: `${c.first} ${c.last}`,
    },
    { speaker: 'email', gapMinutes: 2, text: emailBody(c), subject: emailSubject(c) },
    { speaker: 'invite_response', gapMinutes: 40, text: 'Thanks, see you Tuesday!' },
    { speaker: 'note', gapMinutes: 3, text: 'Customer prefers morning drop-off.' },
    { speaker: 'notice', gapMinutes: 1, text: 'Appointment reminder scheduled.' },
    { speaker: 'notice_gm', gapMinutes: 2, text: `Handed off to the general manager for a loyalty offer.` },
  ];
  return {
    messages,
    insight: null,
    optedOut: false,
    appointment: null,
    closed: false,
    wrongNumber: false,
  };
}
