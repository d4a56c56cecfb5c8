import type { Carrier, CarrierFactory, OutboundSms } from '../carriers/carrier.port.js';
import { LoopbackCarrier } from '../carriers/loopback/carrier.js';

/** A loopback carrier that remembers every SMS handed to it, for tests that count what reached it. */
export function countingCarrier(deliveryDelayMs = 20): {
  readonly sent: OutboundSms[];
  readonly factory: CarrierFactory;
} {
  const sent: OutboundSms[] = [];
  return {
    sent,
    factory: (onDeliveryReport): Carrier => {
      const loopback = new LoopbackCarrier({ onDeliveryReport, deliveryDelayMs });
      return {
        name: 'counting',
        send: (sms) => {
          sent.push(sms);
          return loopback.send(sms);
        },
        lookup: (sms) => loopback.lookup(sms),
        close: () => loopback.close(),
      };
    },
  };
}
